//===- Distribute.cpp - cut tile.kernel roots into a grid of tiles --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"

namespace mlc::tile {
#define GEN_PASS_DEF_TILEDISTRIBUTEPASS
#include "mlc/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlc::tile

using namespace mlir;
using namespace mlc::tile;

/// Tiles the root of `kernel` into an scf.forall and fuses producers in.
static LogicalResult distribute(RewriterBase &rewriter, KernelOp kernel) {
  ArrayRef<int64_t> sizes = kernel.getTileSizes();
  if (sizes.empty() || llvm::all_of(sizes, [](int64_t s) { return s == 0; }))
    return success();
  auto yield = cast<YieldOp>(kernel.getBody().front().getTerminator());
  if (yield.getValues().empty())
    return success();
  // One root: of one result, or of several (merged sibling groups, whose
  // tile sizes GraphToTile chose only for a root of parallel loops).
  auto root = yield.getValues()[0].getDefiningOp<TilingInterface>();
  if (!root || llvm::any_of(yield.getValues(), [&](Value v) {
        return v.getDefiningOp() != root.getOperation();
      }))
    return success();
  // Canonicalization may have reshaped the root since its tile sizes were
  // chosen: it then stays one tile instance (correct, not distributed).
  if (root.getLoopIteratorTypes().size() != sizes.size())
    return success();

  SmallVector<OpFoldResult> tileSizes;
  for (int64_t s : sizes)
    tileSizes.push_back(rewriter.getIndexAttr(s));
  scf::SCFTilingOptions tilingOptions;
  tilingOptions.setTileSizes(tileSizes);
  tilingOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(tilingOptions);

  rewriter.setInsertionPoint(root);
  FailureOr<scf::SCFTileAndFuseResult> result =
      scf::tileConsumerAndFuseProducersUsingSCF(rewriter, root, options);
  if (failed(result))
    return kernel.emitOpError("could not tile its root op");
  for (OpResult res : root->getResults())
    rewriter.replaceAllUsesWith(res, result->replacements.lookup(res));
  return success();
}

namespace {
struct TileDistributePass
    : mlc::tile::impl::TileDistributePassBase<TileDistributePass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    WalkResult r = getOperation()->walk([&](KernelOp kernel) {
      return failed(distribute(rewriter, kernel)) ? WalkResult::interrupt()
                                                  : WalkResult::advance();
    });
    if (r.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
