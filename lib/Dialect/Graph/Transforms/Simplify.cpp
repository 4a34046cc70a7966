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
//      W'[f, ...] = W[f, ...] * s[f],  b'[f] = (b[f] - mean[f]) * s[f] +
//      bias[f].
//    One kernel and one pass over the activations disappear per conv (every
//    block of resnet/mobilenet exports has one).
//  - layer normalization decomposed by an exporter (mean, sub, square,
//    mean, add eps, sqrt, div) becomes graph.layer_norm: one row-wise
//    kernel instead of four or five.
//  - gelu decomposed by an exporter, x * 0.5 * (1 + erf(x / sqrt(2))) in
//    any order of the products (x / sqrt(2) also as x * (1 / sqrt(2))),
//    or its tanh approximation, becomes graph.gelu: one op, which a
//    matmul's epilogue can take.
//  - a matmul by a transposed constant (Gemm transB) takes the constant
//    transposed at compile time, so it needs no transposed operand.
//  - attention decomposed by an exporter (matmul, scale, mask, softmax,
//    matmul, with the head-split transposes around it) becomes
//    graph.attention: one kernel instead of five to nine.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "LayoutUtils.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
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
  if (!cst || !isa<FloatType>(cst.getType().getElementType()))
    return std::nullopt;
  return getConstantValues(cst.getValue());
}

/// A constant of `type` holding `values` (rounded to its element type); a
/// dense_resource blob beyond a few elements, as the ONNX importer makes.
Value makeFloats(PatternRewriter &rw, Location loc, RankedTensorType type,
                 ArrayRef<double> values,
                 StringRef blobName = "folded_batch_norm") {
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
  ElementsAttr attr = getConstantFromBytes(
      type, bytes, /*dense=*/values.size() <= 16, blobName);
  return ConstantOp::create(rw, loc, type, attr);
}

struct FoldBatchNormIntoConv : OpRewritePattern<BatchNormOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BatchNormOp bn,
                                PatternRewriter &rw) const override {
    auto conv = bn.getInput().getDefiningOp<ConvOp>();
    if (!conv || !conv->hasOneUse())
      return rw.notifyMatchFailure(bn, "input is not a single-use conv");
    // batch_norm's channels are dim 1: a channels-last conv's are not.
    if (conv.getChannelsLast())
      return rw.notifyMatchFailure(bn, "channels-last conv");
    auto wType = cast<RankedTensorType>(conv.getWeight().getType());
    if (!isa<FloatType>(wType.getElementType()) || !wType.hasStaticShape())
      return rw.notifyMatchFailure(bn, "conv weight is not static float");
    int64_t filters = wType.getDimSize(0);
    auto wConst = conv.getWeight().getDefiningOp<ConstantOp>();
    std::optional<SmallVector<double>> scale = readFloats(bn.getScale()),
                                       shift = readFloats(bn.getBias()),
                                       mean = readFloats(bn.getMean()),
                                       var = readFloats(bn.getVar());
    if (!wConst || !scale || !shift || !mean || !var)
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
    // A splat weight (ConstantOfShape) scaled per filter by different
    // factors would become dense bytes the model never had: past 64 KiB the
    // batch_norm stays a run-time op instead (issue #22).
    auto factor = [&](int64_t f) {
      return (*scale)[f] / std::sqrt((*var)[f] + eps);
    };
    auto wAttr = dyn_cast<DenseElementsAttr>(wConst.getValue());
    bool sameFactors =
        llvm::all_of(llvm::seq<int64_t>(1, filters),
                     [&](int64_t f) { return factor(f) == factor(0); });
    bool splat = wAttr && wAttr.isSplat();
    if (splat && !sameFactors &&
        wType.getNumElements() * wType.getElementTypeBitWidth() / 8 >
            (64 << 10))
      return rw.notifyMatchFailure(
          bn, "would turn a splat weight into a dense one");
    SmallVector<double> newB(filters);
    for (int64_t f = 0; f < filters; ++f)
      newB[f] = (b[f] - (*mean)[f]) * factor(f) + (*shift)[f];
    Location loc = bn.getLoc();
    Value weight;
    if (splat && sameFactors) {
      // One factor for all: the weight stays a splat, never expanded.
      APFloat w0 = wAttr.getSplatValue<APFloat>();
      bool lost;
      w0.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
      APFloat scaled(w0.convertToDouble() * factor(0));
      scaled.convert(
          cast<FloatType>(wType.getElementType()).getFloatSemantics(),
          APFloat::rmNearestTiesToEven, &lost);
      weight = ConstantOp::create(rw, loc, wType,
                                  DenseElementsAttr::get(wType, scaled));
    } else {
      std::optional<SmallVector<double>> w = readFloats(conv.getWeight());
      if (!w)
        return rw.notifyMatchFailure(bn, "conv weight not constant");
      SmallVector<double> newW(*w);
      for (int64_t f = 0; f < filters; ++f)
        for (int64_t i = 0; i < perFilter; ++i)
          newW[f * perFilter + i] *= factor(f);
      weight = makeFloats(rw, loc, wType, newW);
    }
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

/// A matmul by a transposed constant (ONNX Gemm with transB, exported
/// Linear layers) takes the constant transposed once at compile time:
/// plain row-major B is what the matmul tile programs read.
struct PretransposeConstantRhs : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp mm,
                                PatternRewriter &rw) const override {
    if (!mm.getTransposeB() || !mm.getRhs().hasOneUse())
      return failure();
    auto type = cast<RankedTensorType>(mm.getRhs().getType());
    if (type.getRank() < 2 || !type.hasStaticShape())
      return failure();
    // A splat (a ConstantOfShape weight) transposed is the same splat.
    if (auto cst = mm.getRhs().getDefiningOp<ConstantOp>()) {
      auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
      if (dense && dense.isSplat()) {
        SmallVector<int64_t> shape(type.getShape());
        std::swap(shape[shape.size() - 2], shape.back());
        auto attr = DenseElementsAttr::get(type.clone(shape),
                                           dense.getSplatValue<Attribute>());
        Value rhs = ConstantOp::create(rw, cst.getLoc(), attr.getType(), attr);
        rw.modifyOpInPlace(mm, [&] {
          mm.getRhsMutable().assign(rhs);
          mm.setTransposeB(false);
        });
        return success();
      }
    }
    std::optional<SmallVector<double>> b = readFloats(mm.getRhs());
    if (!b || type.getRank() < 2)
      return failure();
    int64_t rank = type.getRank();
    int64_t rows = type.getDimSize(rank - 2), cols = type.getDimSize(rank - 1);
    SmallVector<double> t(b->size());
    for (int64_t m = 0, n = b->size() / (rows * cols); m < n; ++m)
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t c = 0; c < cols; ++c)
          t[m * rows * cols + c * rows + r] =
              (*b)[m * rows * cols + r * cols + c];
    SmallVector<int64_t> shape(type.getShape());
    std::swap(shape[rank - 2], shape[rank - 1]);
    Value rhs = makeFloats(rw, mm.getRhs().getLoc(),
                           RankedTensorType::get(shape, type.getElementType()),
                           t, "pretransposed");
    rw.modifyOpInPlace(mm, [&] {
      mm.getRhsMutable().assign(rhs);
      mm.setTransposeB(false);
    });
    return success();
  }
};

/// A splat float constant's value.
std::optional<double> splatValue(Value v) {
  auto cst = v.getDefiningOp<ConstantOp>();
  if (!cst)
    return std::nullopt;
  auto dense = dyn_cast<DenseElementsAttr>(cst.getValue());
  if (!dense || !dense.isSplat() || !isa<FloatType>(dense.getElementType()))
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

  LogicalResult matchAndRewrite(DivOp div, PatternRewriter &rw) const override {
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

/// RMS normalization as exporters decompose it (torch's LlamaRMSNorm,
/// mlc's import of RMSNormalization):
///   xc = f32(x) (x itself in f32); ms = mean(xc * xc | xc ^ 2) over
///   trailing axes; inv = 1 / sqrt(ms + eps) | rsqrt(ms + eps);
///   y = T(xc * inv) * scale (either order)
/// becomes rms_norm(x, scale) {axis, eps} where scale broadcasts to the
/// normalized shape.
struct RecognizeRmsNorm : OpRewritePattern<MulOp> {
  using OpRewritePattern::OpRewritePattern;

  /// 1 / sqrt(ms + eps): the mean and eps.
  static std::optional<std::pair<ReduceMeanOp, double>> invRms(Value v) {
    Value sum;
    if (auto r = v.getDefiningOp<RsqrtOp>()) {
      sum = r.getInput();
    } else if (auto r = v.getDefiningOp<ReciprocalOp>()) {
      auto sq = r.getInput().getDefiningOp<SqrtOp>();
      if (!sq)
        return std::nullopt;
      sum = sq.getInput();
    } else {
      return std::nullopt;
    }
    auto add = sum.getDefiningOp<AddOp>();
    if (!add)
      return std::nullopt;
    for (auto [m, e] : {std::pair(add.getLhs(), add.getRhs()),
                        std::pair(add.getRhs(), add.getLhs())})
      if (auto mean = m.getDefiningOp<ReduceMeanOp>())
        if (std::optional<double> eps = splatValue(e))
          return std::pair(mean, *eps);
    return std::nullopt;
  }

  /// Whether `sq` is xc * xc or xc ^ 2.
  static bool isSquareOf(Value sq, Value xc) {
    if (auto mul = sq.getDefiningOp<MulOp>())
      return mul.getLhs() == xc && mul.getRhs() == xc;
    if (auto pow = sq.getDefiningOp<PowOp>())
      return pow.getLhs() == xc && splatValue(pow.getRhs()) == 2.0;
    return false;
  }

  LogicalResult matchAndRewrite(MulOp mul,
                                PatternRewriter &rw) const override {
    auto type = cast<RankedTensorType>(mul.getType());
    Type elem = type.getElementType();
    for (auto [normed, scale] : {std::pair(mul.getLhs(), mul.getRhs()),
                                 std::pair(mul.getRhs(), mul.getLhs())}) {
      if (normed.getType() != type)
        continue;
      Value prod = normed;
      if (auto c = normed.getDefiningOp<CastOp>()) {
        auto in = cast<RankedTensorType>(c.getInput().getType());
        if (!in.getElementType().isF32() || elem.isF32())
          continue;
        prod = c.getInput();
      } else if (!elem.isF32()) {
        continue;
      }
      auto m = prod.getDefiningOp<MulOp>();
      if (!m)
        continue;
      for (auto [xc, inv] : {std::pair(m.getLhs(), m.getRhs()),
                             std::pair(m.getRhs(), m.getLhs())}) {
        auto stats = invRms(inv);
        if (!stats || stats->first.getInput().getDefiningOp() == nullptr ||
            !isSquareOf(stats->first.getInput(), xc))
          continue;
        std::optional<int64_t> axis = trailingMeanAxis(stats->first);
        if (!axis || (int64_t)stats->first.getAxes().size() !=
                         type.getRank() - *axis)
          continue;
        Value x = xc;
        if (!elem.isF32()) {
          auto c = xc.getDefiningOp<CastOp>();
          if (!c || c.getInput().getType() != type)
            continue;
          x = c.getInput();
        }
        if (x.getType() != type)
          continue;
        // The scale broadcasts to the normalized shape only.
        auto sType = cast<RankedTensorType>(scale.getType());
        ArrayRef<int64_t> normalized = type.getShape().drop_front(*axis);
        if (sType.getElementType() != elem ||
            sType.getRank() > (int64_t)normalized.size() ||
            llvm::any_of(llvm::zip(sType.getShape(),
                                   normalized.take_back(sType.getRank())),
                         [](auto p) {
                           auto [d, n] = p;
                           return ShapedType::isDynamic(d) ||
                                  (d != 1 && d != n);
                         }))
          continue;
        rw.replaceOpWithNewOp<RmsNormOp>(
            mul, type, x, scale, rw.getI64IntegerAttr(*axis),
            rw.getF64FloatAttr(stats->second));
        return success();
      }
    }
    return failure();
  }
};

/// x * sigmoid(x) (the sigmoid used only there) is silu(x): one value
/// where the chain was two uses of x (a GEMV's result, whose epilogue it
/// then becomes).
struct RecognizeSilu : OpRewritePattern<MulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MulOp mul,
                                PatternRewriter &rw) const override {
    for (auto [x, s] : {std::pair(mul.getLhs(), mul.getRhs()),
                        std::pair(mul.getRhs(), mul.getLhs())}) {
      auto sig = s.getDefiningOp<SigmoidOp>();
      if (!sig || sig.getInput() != x || !sig->hasOneUse() ||
          x.getType() != mul.getType())
        continue;
      rw.replaceOpWithNewOp<SiluOp>(mul, mul.getType(), x);
      return success();
    }
    return failure();
  }
};

/// The factors of a product: `v` itself, or the factors of the operands of
/// the graph.mul that defines it when that product is used only there.
void productFactors(Value v, bool root, SmallVectorImpl<Value> &factors) {
  auto mul = v.getDefiningOp<MulOp>();
  if (!mul || (!root && !mul->hasOneUse())) {
    factors.push_back(v);
    return;
  }
  productFactors(mul.getLhs(), false, factors);
  productFactors(mul.getRhs(), false, factors);
}

/// `v` is within a relative 1e-4 of `want`.
bool isAbout(std::optional<double> v, double want) {
  return v && std::abs(*v - want) <= 1e-4 * std::abs(want);
}

/// x * 0.5 * (1 + erf(x / sqrt(2))), the products in any order and
/// association, becomes gelu(x) (exact); x * 0.5 * (1 + tanh(sqrt(2 / pi) *
/// (x + 0.044715 x^3))) becomes gelu(x) {approximate = tanh}.
struct RecognizeGelu : OpRewritePattern<MulOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The x of erf(x / sqrt(2)) or erf(x * (1 / sqrt(2))) + 1.
  static Value erfArgument(Value v) {
    auto add = v.getDefiningOp<AddOp>();
    if (!add)
      return {};
    Value e = add.getLhs();
    if (!isAbout(splatValue(add.getRhs()), 1.0)) {
      e = add.getRhs();
      if (!isAbout(splatValue(add.getLhs()), 1.0))
        return {};
    }
    auto erf = e.getDefiningOp<ErfOp>();
    if (!erf)
      return {};
    Value z = erf.getInput();
    if (auto div = z.getDefiningOp<DivOp>())
      return isAbout(splatValue(div.getRhs()), std::sqrt(2.0)) ? div.getLhs()
                                                               : Value();
    if (auto mul = z.getDefiningOp<MulOp>()) {
      if (isAbout(splatValue(mul.getRhs()), 1 / std::sqrt(2.0)))
        return mul.getLhs();
      if (isAbout(splatValue(mul.getLhs()), 1 / std::sqrt(2.0)))
        return mul.getRhs();
    }
    return {};
  }

  /// The x of 1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x^3)), the products
  /// and sums in either order, x^3 as x * (x * x) or pow(x, 3).
  static Value tanhArgument(Value v) {
    auto add = v.getDefiningOp<AddOp>();
    if (!add)
      return {};
    Value t = add.getLhs();
    if (!isAbout(splatValue(add.getRhs()), 1.0)) {
      t = add.getRhs();
      if (!isAbout(splatValue(add.getLhs()), 1.0))
        return {};
    }
    auto tanh = t.getDefiningOp<TanhOp>();
    if (!tanh)
      return {};
    // (constant, other operand) of a product with a constant factor.
    auto scaled = [](Value p, double c) -> Value {
      auto mul = p.getDefiningOp<MulOp>();
      if (!mul)
        return {};
      if (isAbout(splatValue(mul.getLhs()), c))
        return mul.getRhs();
      if (isAbout(splatValue(mul.getRhs()), c))
        return mul.getLhs();
      return {};
    };
    auto inner = tanh.getInput();
    Value sum = scaled(inner, std::sqrt(2.0 / M_PI));
    auto cubic = sum ? sum.getDefiningOp<AddOp>() : AddOp();
    if (!cubic)
      return {};
    auto isCubeOf = [](Value c, Value x) {
      if (auto pow = c.getDefiningOp<PowOp>())
        return pow.getLhs() == x && isAbout(splatValue(pow.getRhs()), 3.0);
      auto mul = c.getDefiningOp<MulOp>();
      if (!mul)
        return false;
      auto isSquare = [&](Value s) {
        auto sq = s.getDefiningOp<MulOp>();
        return sq && sq.getLhs() == x && sq.getRhs() == x;
      };
      return (mul.getLhs() == x && isSquare(mul.getRhs())) ||
             (mul.getRhs() == x && isSquare(mul.getLhs()));
    };
    for (auto [x, rest] : {std::pair{cubic.getLhs(), cubic.getRhs()},
                           {cubic.getRhs(), cubic.getLhs()}}) {
      Value cube = scaled(rest, 0.044715);
      if (cube && isCubeOf(cube, x))
        return x;
    }
    return {};
  }

  LogicalResult matchAndRewrite(MulOp root,
                                PatternRewriter &rw) const override {
    SmallVector<Value> factors;
    productFactors(root.getResult(), true, factors);
    if (factors.size() != 3)
      return failure();
    // One factor is 0.5, one is 1 + erf(x / sqrt(2)), the last is x.
    auto half = llvm::find_if(
        factors, [](Value f) { return isAbout(splatValue(f), 0.5); });
    if (half == factors.end())
      return failure();
    factors.erase(half);
    for (GeluApproximate kind : {GeluApproximate::none, GeluApproximate::tanh})
      for (auto [arg, other] : {std::pair{factors[1], factors[0]},
                                {factors[0], factors[1]}}) {
        Value x = kind == GeluApproximate::none ? erfArgument(arg)
                                                : tanhArgument(arg);
        if (!x || x != other || x.getType() != root.getType())
          continue;
        rw.replaceOpWithNewOp<GeluOp>(root, root.getType(), x, kind);
        return success();
      }
    return failure();
  }
};

/// `v` is graph.transpose(x, perm) with that permutation and one use: x.
Value transposedFrom(Value v, ArrayRef<int64_t> perm) {
  auto t = v.getDefiningOp<TransposeOp>();
  if (!t || !t->hasOneUse() || t.getPerm() != perm)
    return {};
  return t.getInput();
}

/// The key/value heads that `x` [B, H, S, D] repeats, as torch's
/// `repeat_kv` exports it: reshape(broadcast_to(unsqueeze(kv, 2)
/// [B, Hkv, 1, S, D] -> [B, Hkv, g, S, D]) -> [B, Hkv * g, S, D]; `x` may
/// also be the rank-5 broadcast itself. Returns kv [B, Hkv, S, D] and sets
/// `group` to g, or null. The reshapes' run-time sizes are taken to be the
/// ones that make this a repeat (the exporter builds them from the same
/// symbolic sizes; the mask's sizes are checked against the keys' at run
/// time).
Value repeatedHeads(Value x, int64_t &group) {
  auto bt = x.getDefiningOp<BroadcastToOp>();
  if (!bt)
    if (auto r = x.getDefiningOp<ReshapeOp>())
      bt = r.getInput().getDefiningOp<BroadcastToOp>();
  if (!bt)
    return {};
  auto unsq = bt.getInput().getDefiningOp<ReshapeOp>();
  if (!unsq || unsq.getShape())
    return {};
  Value kv = unsq.getInput();
  auto kvType = cast<RankedTensorType>(kv.getType());
  auto uType = cast<RankedTensorType>(unsq.getType());
  auto bType = cast<RankedTensorType>(bt.getType());
  if (kvType.getRank() != 4 || uType.getRank() != 5 ||
      bType.getRank() != 5 || uType.getDimSize(2) != 1 ||
      bType.isDynamicDim(2))
    return {};
  for (auto [i, j] : {std::pair{0, 0}, {1, 1}, {2, 3}, {3, 4}})
    if (kvType.getDimSize(i) != uType.getDimSize(j))
      return {};
  for (int64_t j : {1, 4})
    if (uType.isDynamicDim(j) || uType.getDimSize(j) != bType.getDimSize(j))
      return {};
  // x's own head count and depth, when x is the merged [B, H, S, D].
  auto xType = cast<RankedTensorType>(x.getType());
  if (xType.getRank() == 4 &&
      (xType.getDimSize(1) != bType.getDimSize(1) * bType.getDimSize(2) ||
       xType.getDimSize(3) != bType.getDimSize(4)))
    return {};
  group = bType.getDimSize(2);
  return kv;
}

/// k [B, H, S, D] when `kT` is its transpose to [B, H, D, S] as torch's SDPA
/// export writes it: reshape(transpose(reshape(k -> [B*H, S, D]), [0, 2, 1])
/// -> [B, H, D, S]). When the first reshape reads a rank-5 head repeat
/// (see repeatedHeads) the repeated kv is returned and `group` set. Null
/// otherwise.
Value transposedKeys(Value kT, int64_t &group) {
  auto r2 = kT.getDefiningOp<ReshapeOp>();
  if (!r2 || !r2->hasOneUse())
    return {};
  auto t = r2.getInput().getDefiningOp<TransposeOp>();
  if (!t || !t->hasOneUse() || t.getPerm() != ArrayRef<int64_t>{0, 2, 1})
    return {};
  auto r1 = t.getInput().getDefiningOp<ReshapeOp>();
  if (!r1 || !r1->hasOneUse())
    return {};
  auto kTType = cast<RankedTensorType>(kT.getType());
  auto flat = cast<RankedTensorType>(r1.getType());
  if (kTType.getRank() != 4 || flat.getRank() != 3 ||
      kTType.isDynamicDim(1) || kTType.isDynamicDim(2) ||
      flat.getDimSize(2) != kTType.getDimSize(2))
    return {};
  group = 1;
  Value src = r1.getInput();
  auto srcType = cast<RankedTensorType>(src.getType());
  if (srcType.getRank() == 5) {
    Value kv = repeatedHeads(src, group);
    if (!kv || srcType.getDimSize(1) * srcType.getDimSize(2) !=
                   kTType.getDimSize(1))
      return {};
    return kv;
  }
  if (srcType.getRank() != 4 || srcType.getDimSize(1) != kTType.getDimSize(1) ||
      srcType.getDimSize(3) != kTType.getDimSize(2))
    return {};
  return src; // (a head repeat of it is the caller's to see through)
}

/// Scaled dot-product attention as exporters decompose it,
///   o = matmul(softmax(mask(matmul(q, kT) / c | * c)), v)
/// with the mask a Where (select(m, fill, s) or select(m, s, fill)) or an
/// additive float tensor, becomes graph.attention. When q, k and v are the
/// head-split transposes of [B, S, H, D] tensors (perm [0,2,1,3], kT by
/// [0,2,3,1]) and the result is transposed back by [0,2,1,3], the attention
/// reads and writes [B, S, H, D] directly (seq_first): the four transposes,
/// each a copy kernel, disappear. Every intermediate must have no other use
/// (a model that also returns the probabilities keeps its matmuls).
struct RecognizeAttention : OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp pv,
                                PatternRewriter &rw) const override {
    auto type = cast<RankedTensorType>(pv.getType());
    if (pv.getTransposeA() || pv.getTransposeB() || type.getRank() != 4 ||
        !isa<FloatType>(type.getElementType()))
      return failure();
    // The probabilities, or torch's "safe softmax" of them,
    // where(isnan(p), 0, p): graph.attention gives zeros for a row masked
    // to -inf everywhere.
    Value probs = pv.getLhs();
    Operation *safe = nullptr; // (dead once pv is replaced)
    if (auto sel = probs.getDefiningOp<SelectOp>(); sel && sel->hasOneUse()) {
      auto isNan = sel.getCond().getDefiningOp<IsNanOp>();
      std::optional<double> zero = splatValue(sel.getOnTrue());
      if (isNan && isNan->hasOneUse() && zero && *zero == 0 &&
          isNan.getInput() == sel.getOnFalse() &&
          llvm::hasNItems(sel.getOnFalse().getUses(), 2)) {
        safe = sel;
        probs = sel.getOnFalse();
      }
    }
    auto softmax = probs.getDefiningOp<SoftmaxOp>();
    if (!softmax || (!safe && !softmax->hasOneUse()) ||
        (softmax.getAxis() != -1 && softmax.getAxis() != 3))
      return rw.notifyMatchFailure(pv, "lhs is not a single-use softmax "
                                       "along the keys");
    Value s = softmax.getInput();
    // The mask.
    Value mask, maskCond;
    bool negateCond = false;
    double maskValue = 0;
    if (auto sel = s.getDefiningOp<SelectOp>(); sel && sel->hasOneUse()) {
      if (std::optional<double> fill = splatValue(sel.getOnTrue())) {
        maskValue = *fill;
        s = sel.getOnFalse();
      } else if (std::optional<double> fill = splatValue(sel.getOnFalse())) {
        maskValue = *fill;
        s = sel.getOnTrue();
        negateCond = true;
      } else {
        return rw.notifyMatchFailure(pv, "select without a constant fill");
      }
      maskCond = sel.getCond();
    } else if (auto add = s.getDefiningOp<AddOp>(); add && add->hasOneUse()) {
      // The scores are the side that comes from the q.kT matmul.
      auto fromScores = [](Value v) {
        Operation *d = v.getDefiningOp();
        if (isa_and_nonnull<DivOp, MulOp>(d))
          return llvm::any_of(d->getOperands(), [](Value x) {
            return isa_and_nonnull<MatmulOp>(x.getDefiningOp());
          });
        return isa_and_nonnull<MatmulOp>(d);
      };
      if (fromScores(add.getLhs())) {
        s = add.getLhs();
        mask = add.getRhs();
      } else if (fromScores(add.getRhs())) {
        s = add.getRhs();
        mask = add.getLhs();
      } else {
        return rw.notifyMatchFailure(pv, "add of no scores");
      }
    }
    // The scale.
    double scale = 1.0;
    if (auto div = s.getDefiningOp<DivOp>(); div && div->hasOneUse()) {
      std::optional<double> c = splatValue(div.getRhs());
      if (!c || *c == 0)
        return rw.notifyMatchFailure(pv, "scores divided by no constant");
      scale = 1.0 / *c;
      s = div.getLhs();
    } else if (auto mul = s.getDefiningOp<MulOp>(); mul && mul->hasOneUse()) {
      std::optional<double> c = splatValue(mul.getRhs());
      s = mul.getLhs();
      if (!c) {
        c = splatValue(mul.getLhs());
        s = mul.getRhs();
      }
      if (!c)
        return rw.notifyMatchFailure(pv, "scores multiplied by no constant");
      scale = *c;
    }
    auto qk = s.getDefiningOp<MatmulOp>();
    if (!qk || !qk->hasOneUse() || qk.getTransposeA() ||
        qk.getType().getRank() != 4 || qk.getType() != softmax.getType())
      return rw.notifyMatchFailure(pv, "scores are not a single-use matmul");
    // A mask broadcasts to the scores (a dynamic dim when it is 1 at run
    // time).
    for (Value m : {mask, maskCond})
      if (m && cast<RankedTensorType>(m.getType()).getRank() > 4)
        return rw.notifyMatchFailure(pv, "mask of rank > 4");
    if (mask && getElementTypeOrSelf(mask.getType()) != type.getElementType())
      return rw.notifyMatchFailure(pv, "additive mask of another type");

    // Operands: in place ([B, S, H, D]) when every head split is a
    // transpose and so is the result's merge; else [B, H, S, D].
    Value q = qk.getLhs(), kT = qk.getRhs(), v = pv.getRhs(), k;
    // torch's SDPA export scales both sides by sqrt(scale).
    for (Value *side : {&q, &kT})
      if (auto mul = side->getDefiningOp<MulOp>(); mul && mul->hasOneUse() &&
                                                   mul.getType() ==
                                                       mul.getLhs().getType())
        if (std::optional<double> c = splatValue(mul.getRhs())) {
          scale *= *c;
          *side = mul.getLhs();
        }
    Operation *merge = nullptr;
    if (pv->hasOneUse())
      if (auto t = dyn_cast<TransposeOp>(*pv->user_begin());
          t && t.getPerm() == ArrayRef<int64_t>{0, 2, 1, 3})
        merge = t;
    Value q0 = transposedFrom(q, {0, 2, 1, 3}),
          v0 = transposedFrom(v, {0, 2, 1, 3}),
          k0 = qk.getTransposeB() ? Value() : transposedFrom(kT, {0, 2, 3, 1});
    bool seqFirst = merge && q0 && k0 && v0;
    // Grouped-query attention: keys and values of fewer heads, repeated.
    int64_t kGroup = 1, vGroup = 1;
    if (seqFirst) {
      q = q0;
      k = k0;
      v = v0;
    } else if (qk.getTransposeB()) {
      k = kT;
    } else if (Value k1 = transposedFrom(kT, {0, 1, 3, 2})) {
      k = k1;
    } else if (Value k2 = transposedKeys(kT, kGroup)) {
      k = k2;
    }
    if (!seqFirst) {
      if (k && kGroup == 1)
        if (Value kv = repeatedHeads(k, kGroup))
          k = kv;
      if (Value vv = repeatedHeads(v, vGroup))
        v = vv;
      int64_t heads = cast<RankedTensorType>(q.getType()).getDimSize(1);
      if (kGroup != vGroup ||
          (kGroup != 1 &&
           (ShapedType::isDynamic(heads) ||
            heads != kGroup * cast<RankedTensorType>(k.getType()).getDimSize(1))))
        return rw.notifyMatchFailure(pv, "keys and values repeated unlike "
                                         "or for unknown query heads");
    }
    for (Value x : {q, k ? k : kT, v})
      if (getElementTypeOrSelf(x.getType()) != type.getElementType())
        return rw.notifyMatchFailure(pv, "operands of mixed element types");
    // Keys/values of one head broadcast by the matmuls over query heads of
    // unknown count would be read at every head: not formed (the kernels
    // group heads only when both counts are static).
    int64_t hDim = seqFirst ? 2 : 1;
    if (ShapedType::isDynamic(
            cast<RankedTensorType>(q.getType()).getDimSize(hDim)))
      for (Value x : {k ? k : kT, v})
        if (cast<RankedTensorType>(x.getType()).getDimSize(hDim) == 1)
          return rw.notifyMatchFailure(pv, "one key/value head for a dynamic "
                                           "number of query heads");
    if (!k) // A plain kT: transposed once (a copy), still one kernel less.
      k = TransposeOp::create(rw, qk.getLoc(), kT,
                              rw.getDenseI64ArrayAttr({0, 1, 3, 2}));
    Location loc = rw.getFusedLoc({qk.getLoc(), softmax.getLoc(), pv.getLoc()});
    if (maskCond)
      mask = negateCond ? NotOp::create(rw, loc, maskCond).getResult()
                        : maskCond;
    Type resultType = seqFirst ? merge->getResult(0).getType() : Type(type);
    auto attn = AttentionOp::create(
        rw, loc, resultType, q, k, v, mask, rw.getF64FloatAttr(scale),
        rw.getF64FloatAttr(maskValue), seqFirst ? rw.getUnitAttr() : nullptr);
    rw.replaceOp(seqFirst ? merge : pv.getOperation(), attn.getResult());
    return success();
  }
};

/// pow(x, 2) is x * x: RMSNorm's square (a multiply, not a powf by a
/// kernel argument).
struct SquareForPow : OpRewritePattern<PowOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PowOp op,
                                PatternRewriter &rw) const override {
    std::optional<double> e = splatValue(op.getRhs());
    if (!e || *e != 2.0 || op.getLhs().getType() != op.getType() ||
        !isa<FloatType>(getElementTypeOrSelf(op.getType())))
      return failure();
    rw.replaceOpWithNewOp<MulOp>(op, op.getType(), op.getLhs(), op.getLhs());
    return success();
  }
};

/// A transpose that only moves dims of size 1 keeps the elements in order:
/// a reshape, no copy (a decode step's head split [B, 1, H, D] ->
/// [B, H, 1, D] and its merge back).
struct ReshapeForUnitTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rw) const override {
    if (!movesOnlyUnitDims(
            cast<RankedTensorType>(op.getInput().getType()).getShape(),
            op.getPerm()))
      return failure();
    rw.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), op.getInput(), Value());
    return success();
  }
};

/// The half [lo, hi) of x's last dim that `v` = graph.slice(x) takes with
/// unit steps, and x; or no x.
Value lastDimSlice(Value v, int64_t &lo, int64_t &hi) {
  auto slice = v.getDefiningOp<SliceOp>();
  if (!slice || !slice->hasOneUse())
    return {};
  auto t = cast<RankedTensorType>(slice.getInput().getType());
  int64_t rank = t.getRank(), dim = t.getDimSize(rank - 1);
  ArrayRef<int64_t> starts = slice.getStarts(), ends = slice.getEnds();
  std::optional<ArrayRef<int64_t>> axes = slice.getAxes(),
                                   steps = slice.getSteps();
  if (starts.size() != 1 || ShapedType::isDynamic(dim) ||
      (steps && (*steps)[0] != 1))
    return {};
  int64_t axis = axes ? (*axes)[0] : 0;
  if (axis < 0)
    axis += rank;
  if (axis != rank - 1)
    return {};
  auto clamp = [&](int64_t x) {
    if (x < 0)
      x += dim;
    return std::clamp<int64_t>(x, 0, dim);
  };
  lo = clamp(starts[0]);
  hi = clamp(ends[0]);
  return slice.getInput();
}

/// RoPE's rotate_half, concat(-x[..., D/2:], x[..., :D/2]) along the last
/// dim (transformers' Llama as exported: two slices, a neg and a concat,
/// four kernels), is x · R with R the constant D x D signed permutation: a
/// GEMV whose epilogue takes RoPE's x * cos + rotated * sin, one kernel.
/// The products are exact (one nonzero term of +-1 per output).
struct RotateHalfAsMatmul : OpRewritePattern<ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatOp op,
                                PatternRewriter &rw) const override {
    auto type = cast<RankedTensorType>(op.getType());
    int64_t rank = type.getRank();
    int64_t axis = static_cast<int64_t>(op.getAxis());
    if (axis < 0)
      axis += rank;
    if (op.getInputs().size() != 2 || axis != rank - 1 || rank < 2 ||
        !isa<FloatType>(type.getElementType()))
      return failure();
    auto neg = op.getInputs()[0].getDefiningOp<NegOp>();
    if (!neg || !neg->hasOneUse())
      return failure();
    int64_t lo1, hi1, lo2, hi2;
    Value x1 = lastDimSlice(neg.getInput(), lo1, hi1);
    Value x2 = lastDimSlice(op.getInputs()[1], lo2, hi2);
    int64_t d = type.getDimSize(rank - 1);
    if (!x1 || x1 != x2 || x1.getType() != op.getType() ||
        ShapedType::isDynamic(d) || d % 2 != 0 || lo1 != d / 2 || hi1 != d ||
        lo2 != 0 || hi2 != d / 2 || d > 256)
      return failure();
    // rot[j] = -x[j + h] (j < h), x[j - h] (j >= h): R[i][j] = -1 at
    // i = j + h, 1 at i = j - h.
    int64_t h = d / 2;
    Type elem = type.getElementType();
    SmallVector<Attribute> r(d * d, rw.getFloatAttr(elem, 0.0));
    for (int64_t j = 0; j < d; ++j) {
      if (j < h)
        r[(j + h) * d + j] = rw.getFloatAttr(elem, -1.0);
      else
        r[(j - h) * d + j] = rw.getFloatAttr(elem, 1.0);
    }
    auto rType = RankedTensorType::get({d, d}, elem);
    Value rot = ConstantOp::create(rw, op.getLoc(),
                                   DenseElementsAttr::get(rType, r));
    rw.replaceOpWithNewOp<MatmulOp>(op, op.getType(), x1, rot);
    return success();
  }
};

/// Whether `x` [.. ranked] can take part in an op moved below a transpose
/// `perm` of rank `rank` without a copy: a scalar, or a value whose
/// operand of the moved op (x transposed by the inverse) only moves unit
/// dims (a reshape).
bool transposesForFree(Value x, ArrayRef<int64_t> perm) {
  auto t = cast<RankedTensorType>(x.getType());
  int64_t rank = perm.size(), lead = rank - t.getRank();
  if (t.getRank() == 0)
    return true;
  if (lead < 0)
    return false;
  // Transposed back (by the inverse of perm), full dim d (x's dim d -
  // lead, right-aligned) lands at position perm[d]; the non-unit dims must
  // keep their order.
  int64_t last = -1;
  for (int64_t a = 0; a < t.getRank(); ++a) {
    if (t.getDimSize(a) == 1)
      continue;
    int64_t pos = perm[a + lead];
    if (pos <= last)
      return false;
    last = pos;
  }
  return true;
}

/// `t` permuted: result dim i is t's dim perm[i].
RankedTensorType permuted(RankedTensorType t, ArrayRef<int64_t> perm) {
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(t.getDimSize(p));
  return t.clone(shape);
}

/// Whether `op` with operand `t` (a transpose keeping the last dim) can be
/// rewritten to act before the transpose: an elementwise op whose other
/// operands are the same transpose or transpose for free, or a matmul of
/// `t` (lhs) by a 2-D rhs (it acts on the last dim only).
bool movesBelowTranspose(Operation *op, TransposeOp t) {
  ArrayRef<int64_t> perm = t.getPerm();
  // (A matmul only when its rows stay: below a head split's transpose its
  // rows would be the heads, 32, not the sequence: RoPE's rotation of a
  // 1,024-token prefill took 70 us instead of 20.)
  if (auto mm = dyn_cast<MatmulOp>(op))
    return mm.getLhs() == t.getResult() && mm.getRhs() != t.getResult() &&
           !mm.getTransposeA() &&
           perm[perm.size() - 2] == (int64_t)perm.size() - 2 &&
           cast<RankedTensorType>(mm.getRhs().getType()).getRank() == 2;
  if (!op->hasTrait<GraphElementwise>() || op->getNumResults() != 1 ||
      cast<RankedTensorType>(op->getResult(0).getType()).getRank() !=
          (int64_t)perm.size())
    return false;
  for (Value x : op->getOperands()) {
    auto other = x.getDefiningOp<TransposeOp>();
    if (other && other.getPerm() == perm)
      continue;
    if (!transposesForFree(x, perm))
      return false;
  }
  return true;
}

/// RoPE after the head split: x [B, S, H, D] is transposed to [B, H, S, D]
/// and then rotated (x * cos + (x · R) * sin, cos/sin [1, 1, S, D]). The
/// rotation commutes with the transpose, so it moves below it:
/// E(transpose(x), y) = transpose(E(x, y')), y' y transposed back (only
/// unit dims move: a reshape), and x · R = transpose(x · R) for a 2-D R on
/// the last dim. The transposes then meet the attention, which reads the
/// [B, S, H, D] split in place (seq_first) and needs none of them. Taken
/// only when every user of the transpose moves too (no second copy) and
/// the last dim stays (the matmul's K).
struct MoveTransposeDown : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp t,
                                PatternRewriter &rw) const override {
    ArrayRef<int64_t> perm = t.getPerm();
    int64_t rank = perm.size();
    if (rank < 2 || perm.back() != rank - 1 || t->use_empty())
      return failure();
    for (Operation *user : t->getUsers())
      if (!movesBelowTranspose(user, t))
        return failure();
    SmallVector<int64_t> inv = invertPermutationVector(perm);
    Operation *op = *t->getUsers().begin();
    rw.setInsertionPoint(op);
    Location loc = op->getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    auto movedType = permuted(resultType, inv);
    SmallVector<Value> operands;
    for (Value x : op->getOperands()) {
      if (auto other = x.getDefiningOp<TransposeOp>();
          other && other.getPerm() == perm && !isa<MatmulOp>(op)) {
        operands.push_back(other.getInput());
        continue;
      }
      if (isa<MatmulOp>(op) && x == t.getResult()) {
        operands.push_back(t.getInput());
        continue;
      }
      auto xt = cast<RankedTensorType>(x.getType());
      if (xt.getRank() == 0 || isa<MatmulOp>(op)) {
        operands.push_back(x);
        continue;
      }
      // Right-aligned to the full rank, then transposed back: a reshape.
      SmallVector<int64_t> full(rank - xt.getRank(), 1);
      llvm::append_range(full, xt.getShape());
      SmallVector<int64_t> back;
      for (int64_t p : inv)
        back.push_back(full[p]);
      operands.push_back(ReshapeOp::create(rw, loc, xt.clone(back), x,
                                           Value()));
    }
    OperationState state(loc, op->getName().getIdentifier(), operands,
                         TypeRange{movedType}, op->getAttrs());
    Operation *moved = rw.create(state);
    auto back = TransposeOp::create(rw, loc, resultType, moved->getResult(0),
                                    rw.getDenseI64ArrayAttr(perm));
    rw.replaceOp(op, back.getResult());
    return success();
  }
};

/// An attention whose result is merged back by a transpose [0, 2, 1, 3]
/// writes [B, S, H, D] in place (result_seq_first); when its operands too
/// are head splits [B, S, H, D] -> [B, H, S, D] (the same transposes) it
/// reads them in place (seq_first): the copies go (grouped-query attention
/// and transposes moved down through RoPE too, which the decomposed form's
/// recognition does not see).
struct SeqFirstAttention : OpRewritePattern<AttentionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AttentionOp att,
                                PatternRewriter &rw) const override {
    if (att.getSeqFirst())
      return failure();
    const int64_t split[] = {0, 2, 1, 3};
    // An operand of one position (a decode step's query) is [B, 1, H, D]
    // by a reshape; the others must be head splits.
    auto unitSeq = [](Value x) {
      return cast<RankedTensorType>(x.getType()).getDimSize(2) == 1;
    };
    auto seqFirstType = [&](Type t) {
      return permuted(cast<RankedTensorType>(t), split);
    };
    SmallVector<Value> in;
    int64_t splits = 0;
    for (Value x : {att.getQuery(), att.getKey(), att.getValue()}) {
      if (auto t = x.getDefiningOp<TransposeOp>();
          t && t.getPerm() == ArrayRef<int64_t>(split)) {
        in.push_back(t.getInput());
        ++splits;
      } else if (unitSeq(x)) {
        in.push_back(x); // reshaped below, once the rewrite is certain
      }
    }
    bool all = in.size() == 3 && splits > 0;
    if (!all)
      in = {att.getQuery(), att.getKey(), att.getValue()};
    // A decode step's result of one position, not merged by a transpose:
    // written [B, 1, H, Dv] and reshaped back.
    bool reshapeResult = all && !att.getResultSeqFirst() &&
                         unitSeq(att.getResult()) &&
                         !(att->hasOneUse() &&
                           isa<TransposeOp>(*att->user_begin()));
    // The operands of one position as [B, 1, H, D] (once the rewrite is
    // certain).
    auto reshapeUnitOperands = [&] {
      SmallVector<Value> operands = {att.getQuery(), att.getKey(),
                                     att.getValue()};
      for (int64_t i = 0; i < 3; ++i)
        if (in[i] == operands[i])
          in[i] = ReshapeOp::create(rw, att.getLoc(),
                                    seqFirstType(in[i].getType()), in[i],
                                    Value());
    };
    // The result: already merged (then only the operands can move), merged
    // by its only user, or of one position (reshaped back).
    Operation *replaced = att;
    Type resultType = att.getType();
    if (reshapeResult) {
      resultType = seqFirstType(att.getType());
    } else if (!att.getResultSeqFirst()) {
      auto merge = att->hasOneUse()
                       ? dyn_cast<TransposeOp>(*att->user_begin())
                       : TransposeOp();
      if (!merge || merge.getPerm() != ArrayRef<int64_t>(split))
        return failure();
      replaced = merge;
      resultType = merge.getType();
    } else if (!all) {
      return failure();
    }
    if (all)
      reshapeUnitOperands();
    // (A mask is [.., H, Sq, Sk] in either layout: it stays.)
    auto moved = AttentionOp::create(
        rw, att.getLoc(), resultType, in[0], in[1], in[2], att.getMask(),
        att.getScaleAttr(), att.getMaskValueAttr(),
        all ? rw.getUnitAttr() : UnitAttr(),
        att.getCausal() ? rw.getUnitAttr() : UnitAttr(),
        all ? UnitAttr() : rw.getUnitAttr());
    if (reshapeResult)
      rw.replaceOpWithNewOp<ReshapeOp>(att, att.getType(), moved.getResult(),
                                       Value());
    else
      rw.replaceOp(replaced, moved.getResult());
    return success();
  }
};

/// One size of a transpose's result, slice(shape_of(transpose(x, perm)),
/// k), is size perm[k] of x: the transpose need not run for it (a decoder
/// export transposes a whole KV cache, a megabyte, to read its length).
struct SizeOfTranspose : OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rw) const override {
    auto shape = op.getInput().getDefiningOp<ShapeOfOp>();
    auto transpose =
        shape ? shape.getInput().getDefiningOp<TransposeOp>() : TransposeOp();
    if (!transpose || op.getStarts().size() != 1 ||
        (op.getSteps() && (*op.getSteps())[0] != 1))
      return failure();
    int64_t rank = transpose.getPerm().size();
    int64_t k = op.getStarts()[0], end = op.getEnds()[0];
    if (k < 0)
      k += rank;
    if (end < 0)
      end += rank;
    if (k < 0 || k >= rank || std::min(end, rank) != k + 1)
      return failure();
    int64_t p = transpose.getPerm()[k];
    Value sizes = ShapeOfOp::create(rw, op.getLoc(), shape.getType(),
                                    transpose.getInput());
    rw.replaceOpWithNewOp<SliceOp>(op, op.getType(), sizes,
                                   rw.getDenseI64ArrayAttr({p}),
                                   rw.getDenseI64ArrayAttr({p + 1}),
                                   rw.getDenseI64ArrayAttr({0}),
                                   DenseI64ArrayAttr());
    return success();
  }
};

struct GraphSimplifyPass
    : mlc::graph::impl::GraphSimplifyPassBase<GraphSimplifyPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<FoldBatchNormIntoConv, RecognizeLayerNorm, RecognizeGelu,
                 PretransposeConstantRhs, RecognizeAttention, SquareForPow,
                 ReshapeForUnitTranspose, RotateHalfAsMatmul, RecognizeRmsNorm,
                 RecognizeSilu, MoveTransposeDown, SeqFirstAttention,
                 SizeOfTranspose>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
