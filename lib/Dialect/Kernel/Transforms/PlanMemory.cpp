//===- PlanMemory.cpp - one arena for the host program's buffers ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Liveness-based buffer reuse: every temporary buffer of a host function gets
// an offset in one arena; buffers that are never live at the same time share
// bytes. With `parallel-branches` (CUDA, issue #6) "never at the same time"
// holds for the launch DAG, not just for the program order: two buffers share
// bytes only if every launch of one must wait for every launch of the other,
// so reuse never orders launches that could run concurrently.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/LaunchDependencies.h"
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
  int64_t start = 0, end = 0; // live range: positions in the entry block
  SmallVector<Operation *, 4> tops; // the entry block's ops that use it
  int64_t bytes = 0;
  int64_t offset = -1;
  /// The nodes of the launch order (see LaunchOrder) that use it, and those
  /// every one of them waits for.
  llvm::BitVector users, before;
};

/// The order the block's launches and barriers need, where the planned
/// allocations (which become views) order nothing: node i waits for the
/// nodes in ancestors[i], directly or not.
struct LaunchOrder {
  DenseMap<Operation *, int64_t> node;
  SmallVector<llvm::BitVector> ancestors;

  LaunchOrder(ModuleOp module, Block &block,
              const llvm::DenseSet<Operation *> &planned) {
    int64_t size = block.getOperations().size();
    int64_t lastBarrier = -1;
    SmallVector<int64_t> segment; // node of each launch since the barrier
    auto add = [&](Operation *op, llvm::BitVector anc) {
      node[op] = ancestors.size();
      ancestors.push_back(std::move(anc));
    };
    mlc::kernel::LaunchOrderWalker(module).walk(
        block, [&](Operation *op) { return planned.contains(op); },
        [&](Operation *op) {
          llvm::BitVector anc(size);
          anc.set(0, ancestors.size());
          lastBarrier = ancestors.size();
          segment.clear();
          add(op, std::move(anc));
        },
        [&](mlc::kernel::LaunchOp launch, const llvm::BitVector &conflicts) {
          llvm::BitVector anc(size);
          if (lastBarrier >= 0) {
            anc = ancestors[lastBarrier];
            anc.set(lastBarrier);
          }
          for (int64_t c : conflicts.set_bits()) {
            anc.set(segment[c]);
            anc |= ancestors[segment[c]];
          }
          segment.push_back(ancestors.size());
          add(launch, std::move(anc));
        });
  }
};

/// Whether every use of `a` waits for every use of `b`.
bool follows(const Buffer &a, const Buffer &b) {
  llvm::BitVector early = b.users;
  early.reset(a.before);
  return early.none();
}

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
      buf.tops.push_back(top);
    }
  }
  return success();
}

/// Greedy placement, largest first: the lowest aligned offset that does not
/// collide with a placed buffer whose live range overlaps (or, with
/// `ordered`, whose uses are not all ordered with this one's).
int64_t place(MutableArrayRef<Buffer> buffers, int64_t alignment,
              bool ordered) {
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
    for (Buffer *p : placed) {
      bool apart = p->end < b->start   ? !ordered || follows(*b, *p)
                   : b->end < p->start ? !ordered || follows(*p, *b)
                                       : false;
      if (!apart)
        busy.push_back({p->offset, p->offset + p->bytes});
    }
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

    std::vector<Buffer> buffers;
    for (auto alloc : block.getOps<memref::AllocOp>()) {
      std::optional<int64_t> bytes = staticBytes(alloc.getType());
      if (!bytes)
        continue;
      Buffer buf;
      buf.alloc = alloc;
      buf.bytes = *bytes;
      if (succeeded(analyze(buf, block, pos)))
        buffers.push_back(std::move(buf));
    }
    if (buffers.empty())
      return;

    if (parallelBranches) {
      llvm::DenseSet<Operation *> planned;
      for (const Buffer &b : buffers) {
        planned.insert(b.alloc);
        for (memref::DeallocOp d : b.deallocs)
          planned.insert(d);
      }
      LaunchOrder order(getOperation(), block, planned);
      int64_t size = block.getOperations().size();
      for (Buffer &b : buffers) {
        b.users = llvm::BitVector(size);
        b.before = llvm::BitVector(size, true);
        for (Operation *top : b.tops)
          if (auto it = order.node.find(top); it != order.node.end()) {
            b.users.set(it->second);
            b.before &= order.ancestors[it->second];
          }
      }
    }
    int64_t arenaBytes = place(buffers, alignment, parallelBranches);
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
