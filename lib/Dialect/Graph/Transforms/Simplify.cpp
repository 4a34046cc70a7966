//===- Simplify.cpp - algebraic simplification of graphs ------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rewrites that make a model cheaper without changing what it computes
// beyond float rounding:
//
//  - batch_norm (inference) after a conv whose weights, bias and the norm's
//    parameters are constants folds into the conv: with
//    s[f] = scale[f] / sqrt(var[f] + eps),
//      W'[f, ...] = W[f, ...] * s[f],  b'[f] = (b[f] - mean[f]) * s[f] + bias[f].
//    One kernel and one pass over the activations disappear per conv (every
//    block of resnet/mobilenet exports has one).
//  - layer normalization decomposed by an exporter (mean, sub, square,
//    mean, add eps, sqrt, div) becomes graph.layer_norm: one row-wise
//    kernel instead of four or five.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <cmath>

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHSIMPLIFYPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// The values of a float constant (dense or dense_resource), as doubles.
std::optional<SmallVector<double>> readFloats(Value v) {
  auto cst = v.getDefiningOp<ConstantOp>();
  if (!cst)
    return std::nullopt;
  ElementsAttr attr = cst.getValue();
  auto type = cast<ShapedType>(attr.getType());
  auto ft = dyn_cast<FloatType>(type.getElementType());
  if (!ft || !type.hasStaticShape())
    return std::nullopt;
  int64_t n = type.getNumElements();
  SmallVector<double> out;
  out.reserve(n);
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    for (APFloat f : dense.getValues<APFloat>())
      out.push_back(f.convertToDouble());
    return out;
  }
  auto res = dyn_cast<DenseResourceElementsAttr>(attr);
  if (!res)
    return std::nullopt;
  AsmResourceBlob *blob = res.getRawHandle().getBlob();
  if (!blob)
    return std::nullopt;
  ArrayRef<char> bytes = blob->getData();
  unsigned width = ft.getWidth() / 8;
  if ((int64_t)bytes.size() != n * width)
    return std::nullopt;
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, bytes.data() + i * width, width);
    APFloat f(ft.getFloatSemantics(), APInt(ft.getWidth(), bits));
    out.push_back(f.convertToDouble());
  }
  return out;
}

/// A constant of `type` holding `values` (rounded to its element type); a
/// dense_resource blob beyond a few elements, as the ONNX importer makes.
Value makeFloats(PatternRewriter &rw, Location loc, RankedTensorType type,
                 ArrayRef<double> values) {
  auto ft = cast<FloatType>(type.getElementType());
  unsigned width = ft.getWidth() / 8;
  SmallVector<char> bytes(values.size() * width);
  for (auto [i, v] : llvm::enumerate(values)) {
    APFloat f(v);
    bool lost;
    f.convert(ft.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
    uint64_t bits = f.bitcastToAPInt().getZExtValue();
    std::memcpy(bytes.data() + i * width, &bits, width);
  }
  ElementsAttr attr;
  if (values.size() <= 16) {
    attr = DenseElementsAttr::getFromRawBuffer(type, bytes);
  } else {
    AsmResourceBlob blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
        ArrayRef<char>(bytes), /*align=*/64, /*dataIsMutable=*/false);
    attr = DenseResourceElementsAttr::get(type, "folded_batch_norm",
                                          std::move(blob));
  }
  return ConstantOp::create(rw, loc, type, attr);
}

struct FoldBatchNormIntoConv : OpRewritePattern<BatchNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BatchNormOp bn,
                                PatternRewriter &rw) const override {
    auto conv = bn.getInput().getDefiningOp<ConvOp>();
    if (!conv || !conv->hasOneUse())
      return rw.notifyMatchFailure(bn, "input is not a single-use conv");
    auto wType = cast<RankedTensorType>(conv.getWeight().getType());
    if (!isa<FloatType>(wType.getElementType()) || !wType.hasStaticShape())
      return rw.notifyMatchFailure(bn, "conv weight is not static float");
    int64_t filters = wType.getDimSize(0);
    std::optional<SmallVector<double>> w = readFloats(conv.getWeight());
    std::optional<SmallVector<double>> scale = readFloats(bn.getScale()),
                                       shift = readFloats(bn.getBias()),
                                       mean = readFloats(bn.getMean()),
                                       var = readFloats(bn.getVar());
    if (!w || !scale || !shift || !mean || !var)
      return rw.notifyMatchFailure(bn, "weights or parameters not constant");
    SmallVector<double> b(filters, 0.0);
    if (Value bias = conv.getBias()) {
      std::optional<SmallVector<double>> cb = readFloats(bias);
      if (!cb)
        return rw.notifyMatchFailure(bn, "conv bias not constant");
      b = *cb;
    }
    auto sized = [&](const SmallVector<double> &v) {
      return (int64_t)v.size() == filters;
    };
    if (!sized(*scale) || !sized(*shift) || !sized(*mean) || !sized(*var) ||
        !sized(b))
      return rw.notifyMatchFailure(bn, "parameters are not per filter");

    double eps = bn.getEpsilon().convertToDouble();
    int64_t perFilter = wType.getNumElements() / filters;
    SmallVector<double> newW(*w), newB(filters);
    for (int64_t f = 0; f < filters; ++f) {
      double s = (*scale)[f] / std::sqrt((*var)[f] + eps);
      for (int64_t i = 0; i < perFilter; ++i)
        newW[f * perFilter + i] *= s;
      newB[f] = (b[f] - (*mean)[f]) * s + (*shift)[f];
    }
    Location loc = bn.getLoc();
    Value weight = makeFloats(rw, loc, wType, newW);
    Value bias = makeFloats(
        rw, loc, RankedTensorType::get({filters}, wType.getElementType()),
        newB);
    auto folded = ConvOp::create(
        rw, rw.getFusedLoc({conv.getLoc(), loc}), bn.getType(),
        ValueRange{conv.getInput(), weight, bias}, conv->getAttrs());
    rw.replaceOp(bn, folded.getResult());
    rw.eraseOp(conv);
    return success();
  }
};

/// A splat float constant's value.
std::optional<double> splatValue(Value v) {
  auto cst = v.getDefiningOp<ConstantOp>();
  if (!cst)
    return std::nullopt;
  auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
  if (!dense || !dense.isSplat() ||
      !isa<FloatType>(dense.getElementType()))
    return std::nullopt;
  return dense.getSplatValue<APFloat>().convertToDouble();
}

/// The first trailing axis of a keepdims reduce_mean over trailing axes.
std::optional<int64_t> trailingMeanAxis(ReduceMeanOp mean) {
  if (!mean || !mean.getKeepdims())
    return std::nullopt;
  int64_t rank = cast<RankedTensorType>(mean.getInput().getType()).getRank();
  SmallVector<int64_t> axes;
  for (int64_t a : mean.getAxes())
    axes.push_back(a < 0 ? a + rank : a);
  if (axes.empty())
    return std::nullopt;
  llvm::sort(axes);
  for (auto [i, a] : llvm::enumerate(axes))
    if (a != rank - (int64_t)axes.size() + (int64_t)i)
      return std::nullopt;
  return axes.front();
}

/// Layer normalization as exporters decompose it (ONNX before opset 17):
///   m = mean(x); d = x - m; v = mean(d * d | d ^ 2); y = d / sqrt(v + eps)
/// over the same trailing axes becomes layer_norm(x, ones) {axis, eps}. The
/// scale and shift that follow stay elementwise ops, which fuse into the
/// layer_norm's kernel as its epilogue.
struct RecognizeLayerNorm : OpRewritePattern<DivOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DivOp div,
                                PatternRewriter &rw) const override {
    auto sub = div.getLhs().getDefiningOp<SubOp>();
    auto sqrt = div.getRhs().getDefiningOp<SqrtOp>();
    if (!sub || !sqrt)
      return failure();
    Value x = sub.getLhs();
    auto mean = sub.getRhs().getDefiningOp<ReduceMeanOp>();
    if (!mean || mean.getInput() != x || x.getType() != div.getType())
      return failure();
    auto addEps = sqrt.getInput().getDefiningOp<AddOp>();
    if (!addEps)
      return failure();
    Value varV = addEps.getLhs();
    std::optional<double> eps = splatValue(addEps.getRhs());
    if (!eps) {
      varV = addEps.getRhs();
      eps = splatValue(addEps.getLhs());
    }
    auto var = varV.getDefiningOp<ReduceMeanOp>();
    if (!eps || !var)
      return failure();
    Value d = sub.getResult();
    Operation *sq = var.getInput().getDefiningOp();
    bool squares = false;
    if (auto pow = dyn_cast_or_null<PowOp>(sq))
      squares = pow.getLhs() == d && splatValue(pow.getRhs()) == 2.0;
    else if (auto mul = dyn_cast_or_null<MulOp>(sq))
      squares = mul.getLhs() == d && mul.getRhs() == d;
    if (!squares)
      return failure();
    std::optional<int64_t> axis = trailingMeanAxis(mean);
    if (!axis || axis != trailingMeanAxis(var) ||
        mean.getAxes().size() != var.getAxes().size())
      return failure();
    auto type = cast<RankedTensorType>(x.getType());
    ArrayRef<int64_t> normalized = type.getShape().drop_front(*axis);
    if (ShapedType::isDynamicShape(normalized))
      return rw.notifyMatchFailure(div, "normalized dims are dynamic");
    auto scaleType = RankedTensorType::get(normalized, type.getElementType());
    Attribute one = rw.getFloatAttr(type.getElementType(), 1.0);
    Value scale = ConstantOp::create(rw, div.getLoc(), scaleType,
                                     DenseElementsAttr::get(scaleType, one));
    auto ln = LayerNormOp::create(
        rw, rw.getFusedLoc({mean.getLoc(), div.getLoc()}), div.getType(), x,
        scale, /*bias=*/Value(), rw.getI64IntegerAttr(*axis),
        rw.getF64FloatAttr(*eps));
    rw.replaceOp(div, ln.getResult());
    return success();
  }
};

struct GraphSimplifyPass
    : mlc::graph::impl::GraphSimplifyPassBase<GraphSimplifyPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBatchNormIntoConv, RecognizeLayerNorm>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
