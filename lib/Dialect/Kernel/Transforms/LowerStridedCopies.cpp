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
      // Contiguous sides the memref lowering copies with memcpy.
      using mlc::kernel::CopyOp;
      if (!CopyOp::isContiguous(src) || !CopyOp::isContiguous(dst))
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

/// A model output that is its input's buffer kept in place (the input's
/// `graph.in_place` = [output, rows]: a KV cache, graph.append_in_place)
/// comes back as that buffer: the copy that returning a view of an input
/// gets (the deallocation pipeline's) goes.
void returnInPlaceOutputs(func::FuncOp fn) {
  if (fn.isDeclaration())
    return;
  auto ret = dyn_cast<func::ReturnOp>(fn.getBody().front().getTerminator());
  if (!ret)
    return;
  for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
    auto inPlace = fn.getArgAttrOfType<DenseI64ArrayAttr>(i, "graph.in_place");
    if (!inPlace || inPlace.size() != 2 || inPlace[0] < 0 ||
        inPlace[0] >= (int64_t)ret.getNumOperands())
      continue;
    Value out = ret.getOperand(inPlace[0]), allocated = out;
    SmallVector<memref::CastOp> casts; // out back to the allocation
    while (auto cast = allocated.getDefiningOp<memref::CastOp>()) {
      if (!cast->hasOneUse())
        break;
      casts.push_back(cast);
      allocated = cast.getSource();
    }
    auto alloc = allocated.getDefiningOp<memref::AllocOp>();
    // Returned once, and (through the casts) used by nothing else but
    // the copy (checked below).
    if (!alloc || (!casts.empty() && !out.hasOneUse()))
      continue;
    memref::CopyOp copy;
    bool other = false;
    int64_t returned = 0;
    for (Operation *user : alloc->getUsers()) {
      if (!casts.empty() && user == casts.back())
        continue;
      if (casts.empty() && user == ret) {
        ++returned;
        continue;
      }
      auto c = dyn_cast<memref::CopyOp>(user);
      if (c && c.getTarget() == allocated && !copy)
        copy = c;
      else
        other = true;
    }
    if (!copy || other || (casts.empty() && returned != 1) ||
        llvm::count(ret->getOperands(), out) != 1)
      continue;
    // The copy's source must be a view of the input itself.
    Value src = copy.getSource(), base = src;
    while (Operation *def = base.getDefiningOp()) {
      if (auto cast = dyn_cast<memref::CastOp>(def))
        base = cast.getSource();
      else if (auto re = dyn_cast<memref::ReinterpretCastOp>(def))
        base = re.getSource();
      else
        break;
    }
    if (base != fn.getArgument(i))
      continue;
    OpBuilder b(ret);
    Value view = src.getType() == out.getType()
                     ? src
                     : memref::CastOp::create(b, ret.getLoc(), out.getType(),
                                              src)
                           .getResult();
    ret->setOperand(inPlace[0], view);
    copy.erase();
    for (memref::CastOp cast : casts)
      cast.erase();
    alloc.erase();
  }
}

struct KernelFormCopiesPass
    : mlc::kernel::impl::KernelFormCopiesPassBase<KernelFormCopiesPass> {
  using Base::Base;
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn->hasAttr("kernel.device"))
        continue;
      returnInPlaceOutputs(fn);
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
