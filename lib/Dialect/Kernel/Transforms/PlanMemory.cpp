//===- PlanMemory.cpp - one arena for the host program's buffers ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Liveness-based buffer reuse: every temporary buffer of a host function gets
// an offset in one arena; buffers that are never live at the same time share
// bytes.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELPLANMEMORYPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {

struct Buffer {
  memref::AllocOp alloc;
  SmallVector<memref::DeallocOp> deallocs;
  int64_t start, end; // live range: positions in the entry block
  int64_t bytes;
  int64_t offset = -1;
};

/// Bytes of a statically shaped, identity-layout memref, or nullopt.
std::optional<int64_t> staticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace())
    return std::nullopt;
  Type elem = type.getElementType();
  if (!elem.isIntOrFloat())
    return std::nullopt;
  int64_t elemBytes = llvm::divideCeil(elem.getIntOrFloatBitWidth(), 8);
  return type.getNumElements() * elemBytes;
}

/// Live range of `alloc`'s buffer in `block` (positions from `pos`), or
/// failure if the buffer escapes (returned) or is used in a way the plan
/// cannot follow.
LogicalResult analyze(Buffer &buf, Block &block,
                      const DenseMap<Operation *, int64_t> &pos) {
  buf.start = pos.lookup(buf.alloc);
  buf.end = buf.start;
  SmallVector<Value> worklist = {buf.alloc.getResult()};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (isa<func::ReturnOp>(user))
        return failure();
      if (auto dealloc = dyn_cast<memref::DeallocOp>(user)) {
        if (v != buf.alloc.getResult())
          return failure(); // freeing through an alias: leave it alone
        buf.deallocs.push_back(dealloc);
        continue;
      }
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == v)
        for (Value r : user->getResults())
          worklist.push_back(r);
      // A run-time loop (or branch) that takes the buffer, or yields it from
      // its body, may return it: its results alias the buffer and keep it
      // live after the loop.
      Operation *regionOp =
          user->getNumRegions() ? user
          : isa<RegionBranchTerminatorOpInterface>(user) ? user->getParentOp()
                                                         : nullptr;
      if (regionOp && isa<RegionBranchOpInterface>(regionOp))
        for (Value r : regionOp->getResults())
          if (isa<BaseMemRefType>(r.getType()))
            worklist.push_back(r);
      Operation *top = block.findAncestorOpInBlock(*user);
      if (!top)
        return failure();
      buf.end = std::max(buf.end, pos.lookup(top));
    }
  }
  return success();
}

/// Greedy placement, largest first: the lowest aligned offset that does not
/// collide with a placed buffer whose live range overlaps.
int64_t place(MutableArrayRef<Buffer> buffers, int64_t alignment) {
  SmallVector<Buffer *> order;
  for (Buffer &b : buffers)
    order.push_back(&b);
  llvm::sort(order, [](Buffer *a, Buffer *b) {
    return a->bytes != b->bytes ? a->bytes > b->bytes : a->start < b->start;
  });
  int64_t arena = 0;
  SmallVector<Buffer *> placed;
  for (Buffer *b : order) {
    SmallVector<std::pair<int64_t, int64_t>> busy;
    for (Buffer *p : placed)
      if (!(p->end < b->start || b->end < p->start))
        busy.push_back({p->offset, p->offset + p->bytes});
    llvm::sort(busy);
    int64_t offset = 0;
    for (auto [lo, hi] : busy) {
      if (offset + b->bytes <= lo)
        break;
      offset = std::max<int64_t>(offset, llvm::alignTo(hi, alignment));
    }
    b->offset = offset;
    arena = std::max(arena, offset + b->bytes);
    placed.push_back(b);
  }
  return arena;
}

struct KernelPlanMemoryPass
    : mlc::kernel::impl::KernelPlanMemoryPassBase<KernelPlanMemoryPass> {
  using Base::Base;

  void planFunction(func::FuncOp fn) {
    Block &block = fn.getBody().front();
    DenseMap<Operation *, int64_t> pos;
    int64_t i = 0;
    for (Operation &op : block)
      pos[&op] = i++;

    SmallVector<Buffer> buffers;
    for (auto alloc : block.getOps<memref::AllocOp>()) {
      std::optional<int64_t> bytes = staticBytes(alloc.getType());
      if (!bytes)
        continue;
      Buffer buf{alloc, {}, 0, 0, *bytes};
      if (succeeded(analyze(buf, block, pos)))
        buffers.push_back(std::move(buf));
    }
    if (buffers.empty())
      return;

    int64_t arenaBytes = place(buffers, alignment);
    int64_t unplanned = 0;
    for (const Buffer &b : buffers)
      unplanned += b.bytes;

    OpBuilder builder = OpBuilder::atBlockBegin(&block);
    Location loc = fn.getLoc();
    auto arenaType = MemRefType::get({std::max<int64_t>(arenaBytes, 1)},
                                     builder.getI8Type());
    auto arena = memref::AllocOp::create(builder, loc, arenaType,
                                         builder.getI64IntegerAttr(alignment));
    arena->setAttr("kernel.arena", builder.getUnitAttr());
    for (Buffer &b : buffers) {
      builder.setInsertionPoint(b.alloc);
      Value offset =
          arith::ConstantIndexOp::create(builder, b.alloc.getLoc(), b.offset);
      auto view = memref::ViewOp::create(builder, b.alloc.getLoc(),
                                         b.alloc.getType(), arena, offset,
                                         ValueRange{});
      b.alloc.replaceAllUsesWith(view.getResult());
      for (memref::DeallocOp d : b.deallocs)
        d.erase();
      b.alloc.erase();
    }
    builder.setInsertionPoint(block.getTerminator());
    memref::DeallocOp::create(builder, loc, arena);
    fn->setAttr("kernel.arena_bytes", builder.getI64IntegerAttr(arenaBytes));
    fn->setAttr("kernel.unplanned_bytes", builder.getI64IntegerAttr(unplanned));
  }

  void runOnOperation() override {
    for (auto fn : getOperation().getOps<func::FuncOp>())
      if (!fn.isDeclaration() && !fn->hasAttr("kernel.device"))
        planFunction(fn);
  }
};
} // namespace
