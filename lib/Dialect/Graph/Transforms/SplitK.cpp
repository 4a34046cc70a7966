//===- SplitK.cpp - long-K f32 matmuls with few output tiles --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// On the GPU a matmul's blocks own output tiles (32x32 the smallest f32
// SIMT tile, see MatmulToTile). A small output with a long K (e.g. 32x64
// with K = 8192) has a handful of tiles: a few multiprocessors walk all of
// K while the others idle. Split-K cuts K into S chunks:
//
//   C[M, N] = sum_s A[:, s*Kc:(s+1)*Kc] x B[s*Kc:(s+1)*Kc, :]
//
// as graph ops: A [M, K] -> reshape [M, S, Kc] -> transpose [S, M, Kc],
// B [K, N] -> reshape [S, Kc, N], a batched matmul [S, M, N] (S times the
// tiles), its transpose [M, N, S] and a reduce_sum over the innermost S
// partial products (a fixed order, no atomics: the result is
// deterministic). Elementwise ops after the matmul (bias, activation)
// follow the reduce_sum and fuse with it.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHSPLITKPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// The smallest f32 output tile side of the GPU's SIMT matmul.
constexpr int64_t kMinTile = 32;
/// A chunk of K at least this long (8 pipeline steps of 16), and K long
/// enough to pay for the two kernels split-K adds (A's transpose, the sum).
constexpr int64_t kMinChunk = 128, kMinK = 1024;

struct SplitK : OpRewritePattern<MatmulOp> {
  SplitK(MLIRContext *ctx, int64_t multiprocessors)
      : OpRewritePattern(ctx), multiprocessors(multiprocessors) {}

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getTransposeA() || op.getTransposeB())
      return failure();
    auto aType = dyn_cast<RankedTensorType>(op.getLhs().getType());
    auto bType = dyn_cast<RankedTensorType>(op.getRhs().getType());
    auto cType = dyn_cast<RankedTensorType>(op.getType());
    if (!aType || !bType || !cType || !aType.hasStaticShape() ||
        !bType.hasStaticShape() || !cType.getElementType().isF32() ||
        bType.getRank() != 2 || aType.getRank() < 2 ||
        aType.getRank() != cType.getRank())
      return failure();
    // A's leading (batch) dims must be 1: one matrix product.
    int64_t rank = aType.getRank();
    for (int64_t d = 0; d < rank - 2; ++d)
      if (aType.getDimSize(d) != 1)
        return failure();
    int64_t m = aType.getDimSize(rank - 2), k = aType.getDimSize(rank - 1),
            n = bType.getDimSize(1);
    // Tiles of the smallest size: enough of them already fill the GPU.
    int64_t tiles = llvm::divideCeil(m, kMinTile) * llvm::divideCeil(n, kMinTile);
    if (2 * tiles > multiprocessors || k < kMinK)
      return failure();
    // The fewest power-of-two chunks that give each multiprocessor a tile,
    // with chunks of at least kMinChunk that divide K evenly.
    int64_t s = llvm::PowerOf2Ceil(llvm::divideCeil(multiprocessors, tiles));
    while (s > 1 && (k % s != 0 || k / s < kMinChunk))
      s /= 2;
    if (s < 2)
      return failure();
    int64_t kc = k / s;
    Location loc = op.getLoc();
    Type f32 = cType.getElementType();
    auto type = [&](ArrayRef<int64_t> shape) {
      return RankedTensorType::get(shape, f32);
    };
    Value a3 = ReshapeOp::create(rewriter, loc, type({m, s, kc}), op.getLhs(),
                                 Value());
    Value at = TransposeOp::create(rewriter, loc, type({s, m, kc}), a3,
                                   rewriter.getDenseI64ArrayAttr({1, 0, 2}));
    Value b3 = ReshapeOp::create(rewriter, loc, type({s, kc, n}), op.getRhs(),
                                 Value());
    Value parts = MatmulOp::create(rewriter, loc, type({s, m, n}), at, b3);
    // The sum runs along the innermost dimension, where a row's threads
    // share it (an outer-dimension reduce_sum ran serially on the H200:
    // 0.66 ms for 32x64 with K = 8192).
    Value rows = TransposeOp::create(rewriter, loc, type({m, n, s}), parts,
                                     rewriter.getDenseI64ArrayAttr({1, 2, 0}));
    Value sum = ReduceSumOp::create(rewriter, loc, type({m, n}), rows,
                                    rewriter.getDenseI64ArrayAttr({2}),
                                    rewriter.getBoolAttr(false));
    if (rank != 2)
      sum = ReshapeOp::create(rewriter, loc, cType, sum, Value());
    rewriter.replaceOp(op, sum);
    return success();
  }

  int64_t multiprocessors;
};

struct GraphSplitKPass
    : mlc::graph::impl::GraphSplitKPassBase<GraphSplitKPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SplitK>(&getContext(), multiprocessors);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
