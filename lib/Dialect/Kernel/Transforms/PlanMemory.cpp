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
// In place: a launch whose kernel reads a dying temporary only to compute the
// same elements of a fresh one (an elementwise kernel, a conv's elementwise
// epilogue reading a residual, a layer_norm or softmax row kernel) writes the
// new buffer over the old one where that makes the arena smaller. What the
// kernel does is read from its body (mayWriteOver): the proof is about the
// code that will run, not about what the graph meant.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/LaunchDependencies.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELPLANMEMORYPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {

/// On a launch the pass writes an output over a dying input: the pairs of
/// argument positions (input, output) that share bytes.

struct Buffer {
  memref::AllocOp alloc;
  SmallVector<memref::DeallocOp> deallocs;
  int64_t start = 0, end = 0; // live range: positions in the entry block
  /// The first op that touches its bytes (views only name them).
  int64_t firstAccess = std::numeric_limits<int64_t>::max();
  SmallVector<Operation *, 4> tops; // the entry block's ops that use it
  SmallVector<Value, 2> values;     // the allocation, then its views
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
    mlc::kernel::LaunchOrderWalker().walk(
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

/// How a device function reaches one of its buffer arguments: as operands
/// of linalg ops (on buffers) of its entry block, directly or through one
/// subview there; nothing else uses it.
struct Window {
  memref::SubViewOp view; // null: the whole argument
  SmallVector<OpOperand *, 2> uses;
};

std::optional<Window> windowOf(BlockArgument arg) {
  Block *entry = arg.getOwner();
  if (!arg.hasOneUse())
    return std::nullopt;
  Window w;
  Value v = arg;
  if (auto view = dyn_cast<memref::SubViewOp>(*arg.getUsers().begin())) {
    if (view->getBlock() != entry)
      return std::nullopt;
    w.view = view;
    v = view.getResult();
  }
  for (OpOperand &use : v.getUses()) {
    auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!op || op->getBlock() != entry || !op.hasPureBufferSemantics())
      return std::nullopt;
    w.uses.push_back(&use);
  }
  if (w.uses.empty())
    return std::nullopt;
  return w;
}

/// A bound on a size: a constant, or a min with a constant operand.
std::optional<int64_t> upperBound(OpFoldResult size) {
  if (std::optional<int64_t> c = getConstantIntValue(size))
    return c;
  Operation *def = cast<Value>(size).getDefiningOp();
  std::optional<int64_t> bound;
  auto tighten = [&](std::optional<int64_t> c) {
    if (c && (!bound || *c < *bound))
      bound = c;
  };
  if (isa_and_nonnull<arith::MinSIOp, arith::MinUIOp>(def)) {
    for (Value operand : def->getOperands())
      tighten(getConstantIntValue(operand));
  } else if (auto min = dyn_cast_or_null<affine::AffineMinOp>(def)) {
    for (AffineExpr e : min.getMap().getResults())
      if (auto c = dyn_cast<AffineConstantExpr>(e))
        tighten(c.getValue());
  }
  return bound;
}

/// The step of `offset` along grid dimension `dim` when it is
/// `program_id(dim) * step` (step > 0), or nullopt.
std::optional<int64_t> tileStep(OpFoldResult offset, unsigned dim) {
  auto isPid = [&](Value v) {
    auto pid = v.getDefiningOp<mlc::kernel::ProgramIdOp>();
    return pid && pid.getDim() == dim;
  };
  auto v = dyn_cast<Value>(offset);
  if (!v)
    return std::nullopt;
  if (isPid(v))
    return 1;
  auto mul = v.getDefiningOp<arith::MulIOp>();
  if (!mul)
    return std::nullopt;
  for (auto [a, b] : {std::pair(mul.getLhs(), mul.getRhs()),
                      std::pair(mul.getRhs(), mul.getLhs())})
    if (std::optional<int64_t> c = getConstantIntValue(b); c && *c > 0 &&
                                                           isPid(a))
      return c;
  return std::nullopt;
}

/// Whether `launch` may pass one buffer as both its argument `in` (read) and
/// `out` (written) of the device function `fn`: each instance reads only its
/// own window of `in`, the window it writes of `out`, and reads every
/// element before it writes it. Proved from the body, for the forms the
/// kernels take (an elementwise kernel; a matmul's or conv's elementwise
/// epilogue reading a residual; a row kernel, layer_norm or softmax, whose
/// reductions read the rows before its elementwise step writes them):
///  - `in` and `out` are used only by linalg ops on buffers in the entry
///    block, each directly or through one subview there, the two subviews of
///    the same offsets, sizes and strides over arguments of one shape (the
///    same window);
///  - one op `op` writes `out`: all its loops parallel, `out` its init, not
///    read by its payload; where it reads `in`, with the same indexing map,
///    a permutation: element e of `in` only for element e of `out`. Every
///    lowering (CPU loops and vectors, GPU threads over the iterations)
///    computes an element from its loaded inputs before storing it;
///  - every other op reading `in` comes before `op` and only reads it. On
///    the GPU a step that writes anything (these ops write their results) is
///    followed by a barrier before the next step touches memory;
///  - instances write disjoint windows: for every grid dimension the window
///    starts at `program_id * step` along some unit-stride dimension with at
///    most `step` elements (no grid: one instance).
/// Tile programs (the GPU's tensor-core lowering stages tiles through shared
/// memory and may loop over tiles) are left alone.
bool mayWriteOver(func::FuncOp fn, unsigned in, unsigned out,
                  mlc::kernel::LaunchOp launch) {
  if (fn.isDeclaration() || !fn.getBody().hasOneBlock())
    return false;
  bool tileOps = fn.walk([](Operation *op) {
                     return op->getName().getDialectNamespace() == "tile"
                                ? WalkResult::interrupt()
                                : WalkResult::advance();
                   })
                     .wasInterrupted();
  if (tileOps)
    return false;
  auto inArg = dyn_cast<MemRefType>(fn.getArgument(in).getType());
  auto outArg = dyn_cast<MemRefType>(fn.getArgument(out).getType());
  if (!inArg || !outArg || !inArg.hasStaticShape() ||
      inArg.getShape() != outArg.getShape() ||
      !inArg.getLayout().isIdentity() || !outArg.getLayout().isIdentity() ||
      !inArg.getElementType().isIntOrFloat() ||
      !outArg.getElementType().isIntOrFloat() ||
      inArg.getElementTypeBitWidth() != outArg.getElementTypeBitWidth())
    return false;
  std::optional<Window> src = windowOf(fn.getArgument(in));
  std::optional<Window> dst = windowOf(fn.getArgument(out));
  if (!src || !dst || dst->uses.size() != 1)
    return false;
  OpOperand *init = dst->uses.front();
  auto op = cast<linalg::LinalgOp>(init->getOwner());
  if (op.getNumParallelLoops() != op.getNumLoops() || !op.isDpsInit(init) ||
      op.payloadUsesValueFromOperand(init))
    return false;
  AffineMap map = op.getMatchingIndexingMap(init);
  if (!map.isPermutation())
    return false;
  // Ops that read the input window before `op` (a row's reductions before
  // its elementwise step) read it before anything is written over it;
  // `op` itself reads each element only for the same element.
  for (OpOperand *use : src->uses) {
    auto reader = cast<linalg::LinalgOp>(use->getOwner());
    if (!reader.isDpsInput(use))
      return false;
    if (reader == op ? op.getMatchingIndexingMap(use) != map
                     : !reader->isBeforeInBlock(op))
      return false;
  }
  auto srcType = cast<MemRefType>(src->uses.front()->get().getType());
  auto dstType = cast<MemRefType>(init->get().getType());
  if (srcType.getShape() != dstType.getShape() ||
      srcType.getLayout() != dstType.getLayout() ||
      srcType.getElementTypeBitWidth() != dstType.getElementTypeBitWidth())
    return false;
  if (bool(src->view) != bool(dst->view))
    return false;
  if (src->view &&
      (!isEqualConstantIntOrValueArray(src->view.getMixedOffsets(),
                                       dst->view.getMixedOffsets()) ||
       !isEqualConstantIntOrValueArray(src->view.getMixedSizes(),
                                       dst->view.getMixedSizes()) ||
       !isEqualConstantIntOrValueArray(src->view.getMixedStrides(),
                                       dst->view.getMixedStrides())))
    return false;
  for (auto [dim, extent] : llvm::enumerate(launch.getGrid())) {
    if (getConstantIntValue(extent) == 1)
      continue;
    if (!dst->view)
      return false;
    bool split = false;
    for (auto [offset, size, stride] :
         llvm::zip(dst->view.getMixedOffsets(), dst->view.getMixedSizes(),
                   dst->view.getMixedStrides())) {
      std::optional<int64_t> step = tileStep(offset, dim);
      std::optional<int64_t> bound = upperBound(size);
      if (step && bound && *bound <= *step && getConstantIntValue(stride) == 1)
        split = true;
    }
    if (!split)
      return false;
  }
  return true;
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
    buf.values.push_back(v);
    for (Operation *user : v.getUsers()) {
      if (isa<func::ReturnOp>(user))
        return failure();
      if (auto dealloc = dyn_cast<memref::DeallocOp>(user)) {
        if (v != buf.alloc.getResult())
          return failure(); // freeing through an alias: leave it alone
        buf.deallocs.push_back(dealloc);
        continue;
      }
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      bool isView = view && view.getViewSource() == v;
      if (isView)
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
      if (!isView || top != user)
        buf.firstAccess = std::min(buf.firstAccess, pos.lookup(top));
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

/// A launch that writes its argument `out` (buffer `outBuffer`) over its
/// argument `in` (buffer `inBuffer`, which dies there).
struct InPlace {
  mlc::kernel::LaunchOp launch;
  unsigned in, out;
  int64_t inBuffer, outBuffer;
};

/// The launches of `block` that may write a fresh buffer over a dying one:
/// both are temporaries of the plan passed as themselves (not views), of one
/// shape and element size; the input's last use and the output's first
/// access is the launch, which passes each once; the device function reads
/// the one element by element to write the other (mayWriteOver). With the
/// launch order of `parallel-branches`, also every other launch that uses
/// the input precedes the launch, and every one that uses the output follows
/// it, so that sharing bytes orders no launches that could run concurrently.
/// A buffer is the input of one such launch at most and the output of one.
SmallVector<InPlace> findInPlace(Block &block, ArrayRef<Buffer> buffers,
                                 const DenseMap<Operation *, int64_t> &pos,
                                 const LaunchOrder *order) {
  SmallVector<InPlace> result;
  ModuleOp module = block.getParentOp()->getParentOfType<ModuleOp>();
  SymbolTable symbols(module);
  DenseMap<Value, int64_t> bufferOf;
  for (auto [k, b] : llvm::enumerate(buffers))
    for (Value v : b.values)
      bufferOf[v] = k;
  llvm::BitVector isIn(buffers.size()), isOut(buffers.size());
  for (auto launch : block.getOps<mlc::kernel::LaunchOp>()) {
    if (!launch.getCallee().getNestedReferences().empty())
      continue;
    auto fn =
        symbols.lookup<func::FuncOp>(launch.getCallee().getRootReference());
    if (!fn)
      continue;
    int64_t at = pos.lookup(launch);
    OperandRange args = launch.getArgs();
    SmallVector<int64_t> argBuffer(args.size(), -1);
    DenseMap<int64_t, int> passed;
    for (auto [i, arg] : llvm::enumerate(args))
      if (auto it = bufferOf.find(arg); it != bufferOf.end()) {
        argBuffer[i] = it->second;
        ++passed[it->second];
      }
    auto direct = [&](unsigned i) {
      int64_t k = argBuffer[i];
      return k >= 0 && passed[k] == 1 &&
             args[i] == buffers[k].values.front(); // the allocation
    };
    for (unsigned i = 0; i < args.size(); ++i) {
      int64_t src = argBuffer[i];
      if (!direct(i) || isIn.test(src) || buffers[src].end != at)
        continue;
      for (unsigned j = 0; j < args.size(); ++j) {
        int64_t dst = argBuffer[j];
        if (j == i || !direct(j) || isOut.test(dst) ||
            buffers[dst].firstAccess != at ||
            buffers[dst].bytes != buffers[src].bytes)
          continue;
        if (order) {
          auto node = order->node.find(launch);
          if (node == order->node.end())
            continue;
          int64_t n = node->second;
          llvm::BitVector unordered = buffers[src].users;
          unordered.reset(n);
          unordered.reset(order->ancestors[n]);
          if (unordered.any() ||
              llvm::any_of(buffers[dst].users.set_bits(), [&](unsigned u) {
                return int64_t(u) != n && !order->ancestors[u].test(n);
              }))
            continue;
        }
        if (!mayWriteOver(fn, i, j, launch))
          continue;
        result.push_back({launch, i, j, src, dst});
        isIn.set(src);
        isOut.set(dst);
        break;
      }
    }
  }
  return result;
}

/// One slot per chain of in-place buffers (`slots`: each the union of its
/// buffers' live ranges and launches); returns each buffer's slot.
SmallVector<int64_t> mergeChains(ArrayRef<Buffer> buffers,
                                 ArrayRef<InPlace> inPlace,
                                 std::vector<Buffer> &slots) {
  SmallVector<int64_t> prev(buffers.size(), -1);
  for (const InPlace &p : inPlace)
    prev[p.outBuffer] = p.inBuffer;
  SmallVector<int64_t> slotOf(buffers.size(), -1);
  std::function<int64_t(int64_t)> slotFor = [&](int64_t k) -> int64_t {
    if (slotOf[k] >= 0)
      return slotOf[k];
    if (prev[k] >= 0)
      return slotOf[k] = slotFor(prev[k]);
    slotOf[k] = slots.size();
    Buffer slot;
    slot.start = buffers[k].start;
    slot.end = buffers[k].end;
    slot.users = buffers[k].users;
    slot.before = buffers[k].before;
    slots.push_back(std::move(slot));
    return slotOf[k];
  };
  for (auto [k, b] : llvm::enumerate(buffers)) {
    Buffer &slot = slots[slotFor(k)];
    slot.start = std::min(slot.start, b.start);
    slot.end = std::max(slot.end, b.end);
    slot.bytes = std::max(slot.bytes, b.bytes);
    if (!b.users.empty()) {
      slot.users |= b.users;
      slot.before &= b.before;
    }
  }
  return slotOf;
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

    std::optional<LaunchOrder> order;
    if (parallelBranches) {
      llvm::DenseSet<Operation *> planned;
      for (const Buffer &b : buffers) {
        planned.insert(b.alloc);
        for (memref::DeallocOp d : b.deallocs)
          planned.insert(d);
      }
      order.emplace(getOperation(), block, planned);
      int64_t size = block.getOperations().size();
      for (Buffer &b : buffers) {
        b.users = llvm::BitVector(size);
        b.before = llvm::BitVector(size, true);
        for (Operation *top : b.tops)
          if (auto it = order->node.find(top); it != order->node.end()) {
            b.users.set(it->second);
            b.before &= order->ancestors[it->second];
          }
      }
    }
    int64_t arenaBytes = place(buffers, alignment, parallelBranches);

    // In place: chains of buffers, each written over the one its launch
    // reads last; a chain takes one slot of the arena. Kept only where it
    // makes the arena smaller.
    SmallVector<InPlace> candidates;
    if (inPlace)
      candidates = findInPlace(block, buffers, pos, order ? &*order : nullptr);
    if (!candidates.empty()) {
      std::vector<Buffer> slots;
      SmallVector<int64_t> slotOf = mergeChains(buffers, candidates, slots);
      int64_t merged = place(slots, alignment, parallelBranches);
      if (merged < arenaBytes) {
        arenaBytes = merged;
        for (auto [b, slot] : llvm::zip(buffers, slotOf))
          b.offset = slots[slot].offset;
        DenseMap<mlc::kernel::LaunchOp, SmallVector<int64_t>> pairs;
        for (const InPlace &p : candidates) {
          pairs[p.launch].push_back(p.in);
          pairs[p.launch].push_back(p.out);
        }
        for (auto &[launch, args] : pairs)
          launch.setInPlaceAttr(DenseI64ArrayAttr::get(&getContext(), args));
      }
    }
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
