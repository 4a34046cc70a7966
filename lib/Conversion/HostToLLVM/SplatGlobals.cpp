//===- SplatGlobals.cpp - splat constants out of the library's bytes ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A splat constant global (all elements one value) costs the library its
// whole size: LLVM writes constant arrays out element by element. Models
// whose weights are ConstantOfShape splats (the ONNX model zoo's "light"
// models) compiled to hundreds of megabytes that way (issue #22). Here each
// large splat becomes a zero-initialized writable global (.bss: no bytes in
// the file), and those of another value are filled by a constructor of the
// library when it is loaded.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlc {
#define GEN_PASS_DEF_MLCSPLATGLOBALSPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kFillFunction = "mlc_fill_splat_constants";

struct SplatGlobalsPass : mlc::impl::MlcSplatGlobalsPassBase<SplatGlobalsPass> {
  using MlcSplatGlobalsPassBase::MlcSplatGlobalsPassBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    // The globals to fill at load time, with the value of their elements.
    SmallVector<std::pair<LLVM::GlobalOp, TypedAttr>> fills;
    for (auto global : module.getOps<LLVM::GlobalOp>()) {
      auto dense = dyn_cast_or_null<DenseElementsAttr>(global.getValueOrNull());
      if (!global.getConstant() || !dense || !dense.isSplat())
        continue;
      Type element = dense.getElementType();
      auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType());
      // Flat arrays of whole bytes (kernel-flatten-globals made weights
      // flat; i1 stays: its memory form differs).
      if (!array || array.getElementType() != element ||
          !element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8 ||
          static_cast<int64_t>(array.getNumElements()) !=
              dense.getNumElements())
        continue;
      int64_t bytes =
          dense.getNumElements() * (element.getIntOrFloatBitWidth() / 8);
      if (bytes < minBytes)
        continue;
      auto value = dense.getSplatValue<TypedAttr>();
      bool zero = false;
      if (auto f = dyn_cast<FloatAttr>(value))
        zero = f.getValue().isPosZero();
      else if (auto i = dyn_cast<IntegerAttr>(value))
        zero = i.getValue().isZero();
      else
        continue;
      global.setConstant(false);
      global.removeValueAttr();
      OpBuilder b(ctx);
      b.createBlock(&global.getInitializerRegion());
      Value init = LLVM::ZeroOp::create(b, global.getLoc(), array);
      LLVM::ReturnOp::create(b, global.getLoc(), init);
      if (!zero)
        fills.push_back({global, value});
    }
    if (fills.empty())
      return;
    if (module.lookupSymbol(kFillFunction)) {
      module.emitError() << kFillFunction << " is defined twice";
      return signalPassFailure();
    }

    // void mlc_fill_splat_constants(): for each, a loop of element stores.
    Location loc = module.getLoc();
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto voidTy = LLVM::LLVMVoidType::get(ctx);
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    Type i64 = b.getI64Type();
    auto fn = LLVM::LLVMFuncOp::create(b, loc, kFillFunction,
                                       LLVM::LLVMFunctionType::get(voidTy, {}),
                                       LLVM::Linkage::Internal);
    Block *block = fn.addEntryBlock(b);
    for (auto [global, value] : fills) {
      auto array = cast<LLVM::LLVMArrayType>(global.getGlobalType());
      b.setInsertionPointToEnd(block);
      Value base =
          LLVM::AddressOfOp::create(b, loc, ptrTy, global.getSymName());
      Value element = LLVM::ConstantOp::create(b, loc, value.getType(), value);
      Value start =
          LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(0));
      Value end = LLVM::ConstantOp::create(
          b, loc, i64, b.getI64IntegerAttr(array.getNumElements()));
      Block *header = fn.addBlock();
      Value i = header->addArgument(i64, loc);
      Block *body = fn.addBlock();
      Block *exit = fn.addBlock();
      LLVM::BrOp::create(b, loc, ValueRange{start}, header);
      b.setInsertionPointToEnd(header);
      Value more =
          LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::slt, i, end);
      LLVM::CondBrOp::create(b, loc, more, body, exit);
      b.setInsertionPointToEnd(body);
      Value at = LLVM::GEPOp::create(b, loc, ptrTy, value.getType(), base,
                                     ValueRange{i});
      LLVM::StoreOp::create(b, loc, element, at);
      Value one = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(1));
      Value next = LLVM::AddOp::create(b, loc, i, one);
      LLVM::BrOp::create(b, loc, ValueRange{next}, header);
      block = exit;
    }
    b.setInsertionPointToEnd(block);
    LLVM::ReturnOp::create(b, loc, ValueRange{});

    b.setInsertionPointToEnd(module.getBody());
    LLVM::GlobalCtorsOp::create(b, loc,
                                b.getArrayAttr({FlatSymbolRefAttr::get(fn)}),
                                b.getArrayAttr({b.getI32IntegerAttr(65535)}),
                                b.getArrayAttr({LLVM::ZeroAttr::get(ctx)}));
  }
};

} // namespace
