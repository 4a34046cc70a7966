//===- LaunchDependencies.cpp - which launches must wait for which --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The dependency DAG of the host program's kernel launches (issue #6:
// independent branches on separate streams or parallel CUDA-graph
// branches). Two launches depend when they touch overlapping bytes of one
// buffer and one of them writes them; the bytes are known exactly for the
// planned arena's views (constant offsets), a view of anything else stands
// for its whole buffer. Whether a launch writes an argument comes from its
// device function's memory effects. Any other host op that touches device
// memory or the stream (allocation, copy, host op call, loop) is a barrier:
// the launches after it depend on everything before it.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/LaunchDependencies.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/BitVector.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELLAUNCHDEPENDENCIESPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;
using namespace mlc;

namespace {

/// Bytes [begin, end) of the buffer `root` (end = INT64_MAX: to its end).
struct Access {
  Value root;
  int64_t begin = 0, end = INT64_MAX;
  bool write = false;
  bool constant = false; ///< a memref.get_global: never written
};

/// The bytes of a static identity-layout memref, if known.
std::optional<int64_t> staticBytes(MemRefType type) {
  if (!type.hasStaticShape() || !type.getLayout().isIdentity())
    return std::nullopt;
  return type.getNumElements() *
         llvm::divideCeil(type.getElementTypeBitWidth(), 8);
}

/// The buffer `v` is a view of and the bytes it covers.
Access resolve(Value v) {
  Access a;
  while (true) {
    Operation *def = v.getDefiningOp();
    if (auto view = dyn_cast_if_present<memref::ViewOp>(def)) {
      std::optional<int64_t> shift =
          getConstantIntValue(view.getByteShift());
      std::optional<int64_t> bytes = staticBytes(view.getType());
      if (shift && bytes && a.begin == 0 && a.end == INT64_MAX) {
        a.begin = *shift;
        a.end = *shift + *bytes;
      } else {
        a.begin = 0;
        a.end = INT64_MAX;
      }
      v = view.getSource();
      continue;
    }
    if (auto viewLike = dyn_cast_if_present<ViewLikeOpInterface>(def)) {
      // A sub-view keeps the interval of the view it came from, if any.
      v = viewLike.getViewSource();
      continue;
    }
    if (isa_and_present<memref::GetGlobalOp>(def))
      a.constant = true;
    break;
  }
  // Function arguments may be one buffer passed twice: one root for all.
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (isa_and_present<func::FuncOp>(arg.getOwner()->getParentOp()))
      v = arg.getOwner()->getArgument(0);
  a.root = v;
  return a;
}

/// The arguments of device function `fn` that it may write: those reached,
/// through views, by an op with a write effect (or unknown effects).
llvm::BitVector writtenArguments(FunctionOpInterface fn) {
  llvm::BitVector written(fn.getNumArguments());
  if (fn.isExternal()) {
    written.set();
    return written;
  }
  auto argumentOf = [&](Value v) -> int {
    while (auto viewLike = v.getDefiningOp<ViewLikeOpInterface>())
      v = viewLike.getViewSource();
    auto arg = dyn_cast<BlockArgument>(v);
    // (A gpu.func's workgroup buffers follow its arguments.)
    if (arg && arg.getOwner() == &fn.getFunctionBody().front() &&
        arg.getArgNumber() < fn.getNumArguments())
      return arg.getArgNumber();
    return -1;
  };
  fn.walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects) {
      if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
          (op->getNumRegions() == 0 && isPure(op)))
        return;
      // Unknown effects: every buffer operand may be written.
      for (Value operand : op->getOperands())
        if (int i = argumentOf(operand); i >= 0)
          written.set(i);
      return;
    }
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (const MemoryEffects::EffectInstance &e : list) {
      if (!isa<MemoryEffects::Write, MemoryEffects::Free>(e.getEffect()))
        continue;
      if (Value target = e.getValue()) {
        if (int i = argumentOf(target); i >= 0)
          written.set(i);
      } else {
        // A write to memory it does not name: any buffer operand.
        for (Value operand : op->getOperands())
          if (int i = argumentOf(operand); i >= 0)
            written.set(i);
      }
    }
  });
  return written;
}

bool conflict(const Access &a, const Access &b) {
  if (a.root != b.root || a.constant || b.constant || (!a.write && !b.write))
    return false;
  return a.begin < b.end && b.begin < a.end;
}

/// Ops the host program runs between launches without touching device
/// memory or the stream: views, constants, index math.
bool isTransparent(Operation *op) {
  if (isa<kernel::LaunchOp>(op))
    return false;
  if (isa<ViewLikeOpInterface, memref::GetGlobalOp, memref::DimOp,
          memref::ExtractStridedMetadataOp>(op))
    return true;
  return op->getNumRegions() == 0 && isPure(op);
}

} // namespace

const llvm::BitVector &kernel::LaunchOrderWalker::writtenBy(LaunchOp launch) {
  // A device func.func, or a gpu.func kernel once convert-kernel-to-gpu has
  // made one (kernel-merge-launches).
  auto fn = cast<FunctionOpInterface>(
      symbols.lookupNearestSymbolFrom(launch, launch.getCalleeAttr()));
  auto [it, inserted] = writes.try_emplace(fn.getOperation());
  if (inserted)
    it->second = writtenArguments(fn);
  return it->second;
}

void kernel::LaunchOrderWalker::walk(
    Block &block, function_ref<bool(Operation *)> ignore,
    function_ref<void(Operation *)> barrier,
    function_ref<void(LaunchOp, const llvm::BitVector &)> launch) {
  // The segment's launches' accesses.
  SmallVector<SmallVector<Access>> accesses;
  for (Operation &op : block) {
    auto launchOp = dyn_cast<kernel::LaunchOp>(op);
    if (!launchOp) {
      if (!isTransparent(&op) && !ignore(&op)) {
        accesses.clear();
        barrier(&op);
      }
      continue;
    }
    const llvm::BitVector &written = writtenBy(launchOp);
    SmallVector<Access> mine;
    for (auto [i, arg] : llvm::enumerate(launchOp.getArgs())) {
      if (!isa<MemRefType>(arg.getType()))
        continue;
      Access a = resolve(arg);
      a.write = i < written.size() && written.test(i);
      mine.push_back(a);
    }
    int64_t n = accesses.size();
    llvm::BitVector conflicts(n);
    for (int64_t p = 0; p < n; ++p)
      for (const Access &a : mine)
        for (const Access &q : accesses[p])
          if (conflict(a, q))
            conflicts.set(p);
    launch(launchOp, conflicts);
    accesses.push_back(std::move(mine));
  }
}

namespace {
/// Below this many launches per launch of the critical path a host function's
/// launches run in order. Forking and joining streams costs the graph a few
/// microseconds; on the H200 (docs/performance.md, 2026-11-30) bert (20
/// launches on a path of 18) and gpt (19 on 18) ran 4-9% slower with their
/// one or two parallel launches, squeezenet1_1 (38 on 30), the GRU (101 on
/// 68) and the LSTM (285 on 118) 4-15% faster.
constexpr double kMinParallelism = 1.2;

struct KernelLaunchDependenciesPass
    : mlc::kernel::impl::KernelLaunchDependenciesPassBase<
          KernelLaunchDependenciesPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    kernel::LaunchOrderWalker walker;
    Builder b(module.getContext());
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn->hasAttr("kernel.device") || fn.isExternal())
        continue;
      int64_t numLaunches = 0, criticalPath = 0;
      SmallVector<kernel::LaunchOp> launches;
      fn.walk([&](Block *block) {
        // The current segment: the longest chain ending at each launch and
        // the launches it follows, directly or not.
        SmallVector<int64_t> depth;
        SmallVector<llvm::BitVector> reaches;
        int64_t segmentDepth = 0;
        auto closeSegment = [&] {
          criticalPath += segmentDepth;
          depth.clear();
          reaches.clear();
          segmentDepth = 0;
        };
        walker.walk(
            *block, [](Operation *) { return false; },
            [&](Operation *) { closeSegment(); },
            [&](kernel::LaunchOp launch, const llvm::BitVector &on) {
              int64_t n = depth.size();
              // Only the conflicts no other one already follows (the
              // transitive reduction): each is a wait the runtime makes.
              llvm::BitVector reach(n + 1), implied(n);
              int64_t longest = 0;
              for (int64_t p : on.set_bits()) {
                longest = std::max(longest, depth[p]);
                reach.set(p);
                reach |= reaches[p];
                implied |= reaches[p];
              }
              SmallVector<int64_t> after;
              for (int64_t p : on.set_bits())
                if (!implied.test(p))
                  after.push_back(p);
              launch.setLaunchIndexAttr(b.getI64IntegerAttr(n));
              launch.setAfterAttr(b.getDenseI64ArrayAttr(after));
              depth.push_back(longest + 1);
              reaches.push_back(std::move(reach));
              segmentDepth = std::max(segmentDepth, longest + 1);
              ++numLaunches;
              launches.push_back(launch);
            });
        closeSegment();
      });
      // Too little parallelism to pay for the streams: all in order.
      if (numLaunches < kMinParallelism * criticalPath)
        for (kernel::LaunchOp launch : launches) {
          launch.setLaunchIndexAttr(b.getI64IntegerAttr(-1));
          launch.setAfterAttr(b.getDenseI64ArrayAttr({}));
        }
      if (numLaunches)
        fn->setAttr("kernel.launch_dag",
                    b.getDictionaryAttr(
                        {b.getNamedAttr("launches",
                                        b.getI64IntegerAttr(numLaunches)),
                         b.getNamedAttr("critical_path",
                                        b.getI64IntegerAttr(criticalPath))}));
    }
  }
};

} // namespace
