//===- FlattenGlobals.cpp - constant globals as flat arrays ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rank-n constant globals become 1-D globals read through memref.expand_shape:
// the LLVM lowering makes a rank-n global a nest of arrays with one LLVM
// constant per innermost row, a flat one a single constant of raw data.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELFLATTENGLOBALSPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {

/// `init` (the elements of a global) with the flat shape of `flat`, or null
/// for an initializer kind this pass does not know.
Attribute flattenInitializer(Attribute init, RankedTensorType flat) {
  if (auto dense = dyn_cast<DenseElementsAttr>(init))
    return dense.reshape(flat);
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(init))
    return DenseResourceElementsAttr::get(flat, resource.getRawHandle());
  return {};
}

struct KernelFlattenGlobalsPass
    : mlc::kernel::impl::KernelFlattenGlobalsPassBase<
          KernelFlattenGlobalsPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Original type of each flattened global.
    DenseMap<StringAttr, MemRefType> shaped;
    for (auto global : module.getOps<memref::GlobalOp>()) {
      MemRefType type = global.getType();
      if (!global.getConstant() || type.getRank() < 2 ||
          !type.hasStaticShape() || !type.getLayout().isIdentity())
        continue;
      auto flatTensor = RankedTensorType::get({type.getNumElements()},
                                              type.getElementType());
      std::optional<Attribute> init = global.getInitialValue();
      Attribute flatInit =
          init ? flattenInitializer(*init, flatTensor) : Attribute();
      if (!flatInit)
        continue;
      global.setTypeAttr(TypeAttr::get(
          MemRefType::get(flatTensor.getShape(), type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace())));
      global.setInitialValueAttr(flatInit);
      shaped[global.getSymNameAttr()] = type;
    }
    if (shaped.empty())
      return;

    SmallVector<memref::GetGlobalOp> reads;
    // Only reads that resolve in this module's symbol table (a nested
    // module, e.g. a gpu.module, has globals of its own).
    module.walk([&](memref::GetGlobalOp get) {
      if (shaped.count(get.getNameAttr().getAttr()) &&
          SymbolTable::getNearestSymbolTable(get) == module.getOperation())
        reads.push_back(get);
    });
    for (memref::GetGlobalOp get : reads) {
      MemRefType type = shaped.lookup(get.getNameAttr().getAttr());
      OpBuilder b(get);
      auto flatType =
          MemRefType::get({type.getNumElements()}, type.getElementType(),
                          MemRefLayoutAttrInterface(), type.getMemorySpace());
      Value flat = memref::GetGlobalOp::create(b, get.getLoc(), flatType,
                                               get.getNameAttr());
      ReassociationIndices all =
          llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
      Value expanded = memref::ExpandShapeOp::create(
          b, get.getLoc(), type, flat, ArrayRef<ReassociationIndices>{all});
      get.replaceAllUsesWith(expanded);
      get.erase();
    }
  }
};

} // namespace
