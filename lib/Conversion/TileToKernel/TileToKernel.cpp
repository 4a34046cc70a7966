//===- TileToKernel.cpp - tile.kernel → device function + call ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/IR/SymbolTable.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTTILETOKERNELPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {
struct ConvertTileToKernelPass
    : mlc::impl::ConvertTileToKernelPassBase<ConvertTileToKernelPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    // The model's inputs belong to the caller: bufferization must never
    // write into them in place.
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn.isPublic() && !fn.isDeclaration())
        for (unsigned i = 0; i < fn.getNumArguments(); ++i)
          if (isa<TensorType>(fn.getArgument(i).getType()))
            fn.setArgAttr(i, "bufferization.writable",
                          BoolAttr::get(&getContext(), false));
    SmallVector<tile::KernelOp> kernels;
    module.walk([&](tile::KernelOp k) { kernels.push_back(k); });
    for (tile::KernelOp kernel : kernels) {
      auto parent = kernel->getParentOfType<func::FuncOp>();
      OpBuilder builder(parent);
      auto type = FunctionType::get(&getContext(),
                                    kernel.getInputs().getTypes(),
                                    kernel.getResultTypes());
      auto fn = func::FuncOp::create(builder, kernel.getLoc(),
                                     kernel.getName(), type);
      fn.setPrivate();
      fn->setAttr("kernel.device", builder.getUnitAttr());
      symbols.insert(fn); // renames on collision
      fn.getBody().takeBody(kernel.getBody());
      auto yield = cast<tile::YieldOp>(fn.getBody().front().getTerminator());
      OpBuilder yb(yield);
      func::ReturnOp::create(yb, yield.getLoc(), yield.getValues());
      yield.erase();

      OpBuilder cb(kernel);
      auto call = func::CallOp::create(cb, kernel.getLoc(), fn,
                                       kernel.getInputs());
      kernel.replaceAllUsesWith(call.getResults());
      kernel.erase();
    }
  }
};
} // namespace
