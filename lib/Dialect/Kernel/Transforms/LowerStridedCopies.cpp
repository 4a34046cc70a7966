//===- LowerStridedCopies.cpp - strided memref.copy → linalg.copy ---------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELLOWERSTRIDEDCOPIESPASS
#define GEN_PASS_DEF_KERNELFORMCOPIESPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {
struct KernelLowerStridedCopiesPass
    : mlc::kernel::impl::KernelLowerStridedCopiesPassBase<
          KernelLowerStridedCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    // Host copies (kernel.copy) and any memref.copy left in a body.
    SmallVector<Operation *> copies;
    getOperation()->walk([&](Operation *op) {
      if (!isa<memref::CopyOp, mlc::kernel::CopyOp>(op))
        return;
      auto src = cast<MemRefType>(op->getOperand(0).getType());
      auto dst = cast<MemRefType>(op->getOperand(1).getType());
      if (!src.getLayout().isIdentity() || !dst.getLayout().isIdentity())
        copies.push_back(op);
    });
    for (Operation *copy : copies) {
      OpBuilder b(copy);
      linalg::CopyOp::create(b, copy->getLoc(), copy->getOperand(0),
                             copy->getOperand(1));
      copy->erase();
    }
  }
};

struct KernelFormCopiesPass
    : mlc::kernel::impl::KernelFormCopiesPassBase<KernelFormCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn->hasAttr("kernel.device"))
        continue;
      SmallVector<memref::CopyOp> copies;
      fn.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
      for (memref::CopyOp copy : copies) {
        OpBuilder b(copy);
        mlc::kernel::CopyOp::create(b, copy.getLoc(), copy.getSource(),
                                    copy.getTarget());
        copy.erase();
      }
    }
  }
};
} // namespace
