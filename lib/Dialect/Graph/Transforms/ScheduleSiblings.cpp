//===- ScheduleSiblings.cpp - matmuls of one input, side by side ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// graph-schedule-siblings (Passes.td): a fused matmul group pulls up the
// later matmul groups that read the same tensor, so that they are
// consecutive launches. A group moves only when it is free of memory
// effects and every operand it takes is defined before the group it joins;
// its results are used only after its old place, which stays after its new
// one, so every use is still dominated.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHSCHEDULESIBLINGSPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// The operands of `group` that one of its matmuls reads (directly, as
/// either side) and that are not constants.
SmallVector<Value> matmulInputs(FusedOp group) {
  SmallVector<Value> inputs;
  Block &body = group.getBody().front();
  for (MatmulOp mm : body.getOps<MatmulOp>())
    for (Value side : {mm.getLhs(), mm.getRhs()}) {
      auto arg = dyn_cast<BlockArgument>(side);
      if (!arg || arg.getOwner() != &body)
        continue;
      Value outer = group.getInputs()[arg.getArgNumber()];
      if (outer.getDefiningOp<ConstantOp>() || llvm::is_contained(inputs, outer))
        continue;
      inputs.push_back(outer);
    }
  return inputs;
}

struct GraphScheduleSiblingsPass
    : mlc::graph::impl::GraphScheduleSiblingsPassBase<
          GraphScheduleSiblingsPass> {
  void runOnOperation() override {
    DominanceInfo &dom = getAnalysis<DominanceInfo>();
    getOperation().walk([&](Block *block) { runOn(*block, dom); });
  }

  void runOn(Block &block, DominanceInfo &dom) {
    llvm::SmallPtrSet<Operation *, 16> moved;
    SmallVector<FusedOp> groups(block.getOps<FusedOp>());
    for (auto [i, first] : llvm::enumerate(groups)) {
      if (moved.contains(first))
        continue;
      SmallVector<Value> inputs = matmulInputs(first);
      if (inputs.empty())
        continue;
      Operation *last = first;
      for (FusedOp later : llvm::drop_begin(groups, i + 1)) {
        if (moved.contains(later) || !isMemoryEffectFree(later) ||
            llvm::none_of(matmulInputs(later), [&](Value v) {
              return llvm::is_contained(inputs, v);
            }))
          continue;
        // Everything it reads is there before `first` (a group that reads
        // `first`'s own result depends on it and stays).
        if (!llvm::all_of(later.getInputs(), [&](Value v) {
              return dom.properlyDominates(v, first);
            }))
          continue;
        later->moveAfter(last);
        moved.insert(later);
        last = later;
      }
    }
  }
};

} // namespace
