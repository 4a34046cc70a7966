//===- ElideCopies.cpp - new cache rows written where they belong --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kernel-elide-copies: a KV cache kept in place (graph.append_in_place)
// receives its new rows by a host copy from the buffer the kernel that made
// them wrote. On CUDA that copy is a memcpy between two kernels: a node of
// its own in the CUDA graph, and a break in the chain of programmatic
// dependent launches (the next kernel cannot be scheduled while the one
// before runs). Here the buffer becomes the copy's target, seen as a buffer
// of its own (kernel.dense_view), and the copy goes.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELELIDECOPIESPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {

/// Bytes a kernel may assume a buffer's start is aligned to (its vector
/// accesses); a view of a cache's rows must start on such a boundary.
constexpr int64_t kAlignBytes = 16;

bool isReshapeOrCast(Operation *op) {
  return isa<memref::CollapseShapeOp, memref::ExpandShapeOp, memref::CastOp>(
      op);
}

/// The function argument `v` views, if it is one marked graph.in_place.
BlockArgument inPlaceArgument(Value v, func::FuncOp fn) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getOwner() != &fn.getBody().front() ||
      !fn.getArgAttr(arg.getArgNumber(), "graph.in_place"))
    return {};
  return arg;
}

/// Whether the view `dst` of a cache starts on a kAlignBytes boundary
/// whenever the cache does: a subview (of the argument, or of a
/// reinterpret_cast of it at offset 0) whose offsets move only along
/// dimensions of a static stride that is a multiple of kAlignBytes.
bool alignedRows(Value dst) {
  auto sub = dst.getDefiningOp<memref::SubViewOp>();
  if (!sub)
    return false;
  Value src = sub.getSource();
  if (auto re = src.getDefiningOp<memref::ReinterpretCastOp>()) {
    std::optional<int64_t> off =
        getConstantIntValue(re.getMixedOffsets().front());
    if (!off || *off != 0)
      return false;
  }
  auto srcType = cast<MemRefType>(src.getType());
  auto [strides, offset] = srcType.getStridesAndOffset();
  if (offset != 0)
    return false;
  int64_t elemBytes =
      llvm::divideCeil(srcType.getElementTypeBitWidth(), 8);
  for (auto [i, ofr] : llvm::enumerate(sub.getMixedOffsets())) {
    std::optional<int64_t> c = getConstantIntValue(ofr);
    if (c && *c == 0)
      continue;
    if (ShapedType::isDynamic(strides[i]) ||
        (strides[i] * elemBytes) % kAlignBytes != 0)
      return false;
  }
  return true;
}

/// Elides `copy` if it is a cache's new rows copied from a buffer only
/// kernels before it write. Returns whether it did.
bool elide(memref::CopyOp copy, func::FuncOp fn, DominanceInfo &dom) {
  Block *block = copy->getBlock();
  // The source: reshapes and casts (all of its elements) of an allocation.
  Value v = copy.getSource();
  while (Operation *def = v.getDefiningOp()) {
    if (!isReshapeOrCast(def))
      break;
    v = def->getOperand(0);
  }
  auto alloc = v.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != block)
    return false;
  MemRefType allocType = alloc.getType();
  if (!allocType.getLayout().isIdentity() || allocType.getRank() == 0 ||
      !alloc.getSymbolOperands().empty())
    return false;
  Value dst = copy.getTarget();
  auto dstType = cast<MemRefType>(dst.getType());
  if (!dstType.hasStaticShape() || dstType.getRank() == 0 ||
      (allocType.hasStaticShape() &&
       dstType.getNumElements() != allocType.getNumElements()) ||
      !memref::isStaticShapeAndContiguousRowMajor(dstType) ||
      !alignedRows(dst))
    return false;
  BlockArgument cache = inPlaceArgument(dst, fn);
  if (!cache)
    return false;

  // Everything that uses the buffer: launches before the copy, the copy, its
  // deallocation, views of it and what only reads their sizes (memref.dim).
  Operation *first = copy;
  SmallVector<Operation *> deallocs;
  SmallVector<Value> work = {alloc.getResult()};
  while (!work.empty()) {
    Value cur = work.pop_back_val();
    for (Operation *user : cur.getUsers()) {
      if (user == copy)
        continue;
      if (user->getBlock() != block)
        return false;
      if (isa<memref::DeallocOp>(user)) {
        deallocs.push_back(user);
        continue;
      }
      if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
        if (view.getViewSource() != cur)
          return false;
        work.push_back(user->getResult(0));
        continue;
      }
      if (isa<memref::DimOp>(user))
        continue;
      if (!isa<mlc::kernel::LaunchOp>(user) || !user->isBeforeInBlock(copy))
        return false;
      if (user->isBeforeInBlock(first))
        first = user;
    }
  }
  if (first == copy)
    return false; // nothing writes it
  // Nothing else touches the cache between the first launch and the copy.
  for (Operation *op = first->getNextNode(); op && op != copy;
       op = op->getNextNode()) {
    if (isMemoryEffectFree(op))
      continue;
    WalkResult r = op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (isa<MemRefType>(operand.getType()) &&
            inPlaceArgument(operand, fn) == cache)
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (r.wasInterrupted())
      return false;
  }

  IRRewriter rewriter(fn.getContext());
  if (failed(moveValueDefinitions(rewriter, ValueRange{dst}, alloc, dom)))
    return false;
  rewriter.setInsertionPoint(alloc);
  Location loc = alloc.getLoc();
  if (!allocType.hasStaticShape()) {
    // The copy's static target proves the size only when the copy runs, after
    // the kernels that would now write the cache: check it before them.
    Value n;
    unsigned next = 0;
    for (int64_t d : allocType.getShape()) {
      if (d == 1)
        continue;
      Value size = ShapedType::isDynamic(d)
                       ? alloc.getDynamicSizes()[next++]
                       : arith::ConstantIndexOp::create(rewriter, loc, d);
      n = n ? arith::MulIOp::create(rewriter, loc, n, size) : size;
    }
    Value want = arith::ConstantIndexOp::create(rewriter, loc,
                                                dstType.getNumElements());
    Value fits = arith::CmpIOp::create(rewriter, loc,
                                       arith::CmpIPredicate::eq, n, want);
    std::string msg;
    llvm::raw_string_ostream os(msg);
    os << "KV cache kept in place at " << copy.getLoc() << ": the new rows ("
       << dstType << ") do not match the buffer that holds them ("
       << allocType << ")";
    cf::AssertOp::create(rewriter, loc, fits, msg);
  }
  Value view = mlc::kernel::DenseViewOp::create(
      rewriter, loc, allocType, dst, alloc.getDynamicSizes());
  for (Operation *d : deallocs)
    rewriter.eraseOp(d);
  rewriter.eraseOp(copy);
  rewriter.replaceOp(alloc, view);
  return true;
}

struct KernelElideCopiesPass
    : mlc::kernel::impl::KernelElideCopiesPassBase<KernelElideCopiesPass> {
  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>()) {
      if (fn->hasAttr("kernel.device") || fn.isDeclaration())
        continue;
      SmallVector<memref::CopyOp> copies;
      for (Operation &op : fn.getBody().front())
        if (auto copy = dyn_cast<memref::CopyOp>(op))
          copies.push_back(copy);
      if (copies.empty())
        continue;
      DominanceInfo dom(fn);
      for (memref::CopyOp copy : copies)
        elide(copy, fn, dom);
    }
  }
};

} // namespace
