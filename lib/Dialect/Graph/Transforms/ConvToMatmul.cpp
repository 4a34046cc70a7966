//===- ConvToMatmul.cpp - pointwise convolutions as matmuls ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A 1x1 convolution with unit strides, no padding and one group is a batched
// matrix product over the channels (channels first):
//
//   y[n, f, p] = sum_c W[f, c] * x[n, c, p]     p over the flattened D1..Dk
//
// so it becomes graph.reshape (a view) + graph.matmul W[F, C] x X[N, C, P]
// (the weight broadcast over the batch) + graph.reshape back, and the bias
// a graph.add of a [F, 1, ...] constant that fusion joins to the next
// elementwise op. The matmul is then its own group and gets the tile
// program: on CUDA, f16/bf16 tensor cores instead of a SIMT loop with one
// thread per output and a serial reduction over the channels. f32 stays a
// conv (the GPU has no faster f32 path for the matmul yet).
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHCONVTOMATMULPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

bool allEqual(std::optional<ArrayRef<int64_t>> values, int64_t v) {
  return !values || llvm::all_of(*values, [&](int64_t x) { return x == v; });
}

struct PointwiseConvToMatmul : OpRewritePattern<ConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    auto xt = cast<RankedTensorType>(op.getInput().getType());
    auto wt = cast<RankedTensorType>(op.getWeight().getType());
    auto rt = cast<RankedTensorType>(op.getType());
    Type elem = rt.getElementType();
    if (!elem.isF16() && !elem.isBF16())
      return rewriter.notifyMatchFailure(op, "only f16/bf16 (tensor cores)");
    if (op.getGroups() != 1 || !allEqual(op.getStrides(), 1) ||
        !allEqual(op.getPads(), 0))
      return rewriter.notifyMatchFailure(op, "strided, padded or grouped");
    if (!wt.hasStaticShape() || !xt.hasStaticShape() ||
        llvm::any_of(wt.getShape().drop_front(2),
                     [](int64_t k) { return k != 1; }))
      return rewriter.notifyMatchFailure(op, "not a static 1x1 conv");
    Location loc = op.getLoc();
    int64_t n = xt.getDimSize(0), c = xt.getDimSize(1), f = wt.getDimSize(0);
    int64_t p = 1;
    for (int64_t d : xt.getShape().drop_front(2))
      p *= d;
    Value w2 = ReshapeOp::create(rewriter, loc,
                                 RankedTensorType::get({f, c}, elem),
                                 op.getWeight(), Value());
    Value x3 = ReshapeOp::create(rewriter, loc,
                                 RankedTensorType::get({n, c, p}, elem),
                                 op.getInput(), Value());
    Value y3 = MatmulOp::create(rewriter, loc,
                                RankedTensorType::get({n, f, p}, elem), w2, x3);
    Value y = ReshapeOp::create(rewriter, loc, rt, y3, Value());
    if (Value bias = op.getBias()) {
      SmallVector<int64_t> shape(rt.getRank() - 1, 1);
      shape[0] = f;
      Value b = ReshapeOp::create(rewriter, loc,
                                  RankedTensorType::get(shape, elem), bias,
                                  Value());
      y = AddOp::create(rewriter, loc, rt, y, b);
    }
    rewriter.replaceOp(op, y);
    return success();
  }
};

struct GraphConvToMatmulPass
    : mlc::graph::impl::GraphConvToMatmulPassBase<GraphConvToMatmulPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PointwiseConvToMatmul>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
