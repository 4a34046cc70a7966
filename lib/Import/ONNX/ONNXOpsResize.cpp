//===- ONNXOpsResize.cpp - ONNX Resize, Upsample, RoiAlign -> graph ops ---===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Resize (opsets 10-19) and Upsample (7-9) as a decomposition at import:
// every resized axis is separable, so each one becomes a few graph.gather ops
// along that axis with compile-time index constants, each scaled by a
// compile-time weight vector, and summed. The indices and weights are those
// of the ONNX reference (onnx/backend/test/case/node/resize.py): the source
// coordinate from `coordinate_transformation_mode`, the 1 (nearest), 2
// (linear) or 4 (cubic) nearest taps of an edge-padded axis, and
// `exclude_outside` / `extrapolation_value`. With scales, sizes or a roi
// known only at run time (or dynamic sizes) the taps are computed at run
// time by the same formulas (runtimeResize).
//
// RoiAlign: bilinear samples averaged over each bin, as two batched matmuls
// with per-roi weight matrices computed at run time.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

/// The taps of one output position along one axis: source indices (already
/// clamped to the axis, as edge padding does) and their weights, plus a
/// constant added to the result (the extrapolation value of
/// tf_crop_and_resize outside the input).
struct Taps {
  SmallVector<int64_t> idx;
  SmallVector<double> w;
  double extra = 0;
};

struct AxisPlan {
  std::string mode, ctm, nearestMode;
  double cubicA = -0.75;
  bool excludeOutside = false;
  double extrapolation = 0;
};

/// The source coordinate of output index `x`, or nullopt for a point outside
/// the crop of tf_crop_and_resize.
std::optional<double> sourceCoord(const AxisPlan &p, int64_t x, int64_t in,
                                  double scale, double roiStart,
                                  double roiEnd) {
  double outW = scale * (double)in;
  const std::string &c = p.ctm;
  if (c == "align_corners")
    return outW == 1 ? 0.0 : (double)x * (in - 1) / (outW - 1);
  if (c == "asymmetric")
    return (double)x / scale;
  if (c == "tf_half_pixel_for_nn")
    return ((double)x + 0.5) / scale;
  if (c == "pytorch_half_pixel")
    return outW == 1 ? -0.5 : ((double)x + 0.5) / scale - 0.5;
  if (c == "half_pixel_symmetric") {
    // Centred: the whole output (floor(outW) entries) maps to the middle of
    // the input.
    double offset = (double)in / 2 * (1 - std::floor(outW) / outW);
    return offset + ((double)x + 0.5) / scale - 0.5;
  }
  if (c == "tf_crop_and_resize") {
    double xo = outW == 1
                    ? (roiEnd - roiStart) * (in - 1) / 2
                    : (double)x * (roiEnd - roiStart) * (in - 1) / (outW - 1);
    xo += roiStart * (in - 1);
    if (xo < 0 || xo > in - 1)
      return std::nullopt;
    return xo;
  }
  return ((double)x + 0.5) / scale - 0.5; // half_pixel
}

SmallVector<double> coeffs(const AxisPlan &p, double r) {
  if (p.mode == "nearest") {
    if (r == 1.0)
      return {0, 1};
    const std::string &m = p.nearestMode;
    if (m == "round_prefer_ceil")
      return {r < 0.5 ? 1.0 : 0.0, r >= 0.5 ? 1.0 : 0.0};
    if (m == "floor")
      return {1, 0};
    if (m == "ceil")
      return {0, 1};
    return {r <= 0.5 ? 1.0 : 0.0, r > 0.5 ? 1.0 : 0.0}; // round_prefer_floor
  }
  if (p.mode == "linear")
    return {1 - r, r};
  double A = p.cubicA, s = 1 - r;
  return {((A * (r + 1) - 5 * A) * (r + 1) + 8 * A) * (r + 1) - 4 * A,
          ((A + 2) * r - (A + 3)) * r * r + 1,
          ((A + 2) * s - (A + 3)) * s * s + 1,
          ((A * (s + 1) - 5 * A) * (s + 1) + 8 * A) * (s + 1) - 4 * A};
}

Taps tapsFor(const AxisPlan &p, int64_t x, int64_t in, double scale,
             double roiStart, double roiEnd) {
  Taps t;
  std::optional<double> xo = sourceCoord(p, x, in, scale, roiStart, roiEnd);
  if (!xo) {
    t.extra = p.extrapolation;
    return t;
  }
  // The reference takes the n nearest indices of the edge-padded axis,
  // preferring the smaller one on ties: with f = ceil(x) - 1 and the ratio
  // r = x - f in (0, 1], those are f - n/2 + 1 .. f + n/2.
  double f = std::ceil(*xo) - 1;
  double r = *xo - f;
  SmallVector<double> c = coeffs(p, r);
  int64_t n = c.size();
  int64_t first = (int64_t)f - n / 2 + 1;
  if (p.excludeOutside) {
    double sum = 0;
    for (int64_t k = 0; k < n; ++k) {
      int64_t i = first + k;
      if (i < 0 || i >= in)
        c[k] = 0;
      sum += c[k];
    }
    for (double &v : c)
      v /= sum;
  }
  for (int64_t k = 0; k < n; ++k) {
    // Nearest picks one tap: the others are not read at all.
    if (p.mode == "nearest" && c[k] == 0)
      continue;
    t.idx.push_back(std::clamp<int64_t>(first + k, 0, in - 1));
    t.w.push_back(c[k]);
  }
  return t;
}

/// Resizes `x` along `axis` to `out` entries.
Value resizeAxis(I &I, Value x, int64_t axis, int64_t out, double scale,
                 double roiStart, double roiEnd, const AxisPlan &p) {
  auto xt = I.type(x);
  int64_t in = xt.getDimSize(axis), rank = xt.getRank();
  Type et = xt.getElementType();
  SmallVector<Taps> taps;
  for (int64_t j = 0; j < out; ++j)
    taps.push_back(tapsFor(p, j, in, scale, roiStart, roiEnd));
  // Identity along this axis?
  bool identity = out == in;
  for (int64_t j = 0; identity && j < out; ++j) {
    const Taps &t = taps[j];
    if (t.extra != 0)
      identity = false;
    for (size_t k = 0; identity && k < t.idx.size(); ++k)
      if (t.w[k] != 0 && (t.idx[k] != j || t.w[k] != 1))
        identity = false;
  }
  if (identity)
    return x;
  size_t nTaps = 0;
  for (const Taps &t : taps)
    nTaps = std::max(nTaps, t.idx.size());
  SmallVector<int64_t> wShape(rank, 1);
  wShape[axis] = out;
  auto wType = I.tensorType(wShape, et);
  Value acc;
  for (size_t k = 0; k < nTaps; ++k) {
    SmallVector<int64_t> idx;
    SmallVector<double> w;
    bool any = false, allOne = true;
    for (const Taps &t : taps) {
      bool has = k < t.idx.size();
      idx.push_back(has ? t.idx[k] : 0);
      w.push_back(has ? t.w[k] : 0);
      any |= has && t.w[k] != 0;
      allOne &= has && t.w[k] == 1;
    }
    if (!any)
      continue;
    Value gi = I.constant(DenseElementsAttr::get(
        I.tensorType({out}, I.b.getI64Type()), ArrayRef<int64_t>(idx)));
    Value term = I.infer1<g::GatherOp>(x, gi, I.b.getI64IntegerAttr(axis));
    if (!term)
      return {};
    if (!allOne) {
      SmallVector<Attribute> ws;
      for (double v : w)
        ws.push_back(I.b.getFloatAttr(et, v));
      term = I.infer1<g::MulOp>(term,
                                I.constant(DenseElementsAttr::get(wType, ws)));
    }
    acc = acc ? I.infer1<g::AddOp>(acc, term) : term;
    if (!acc)
      return {};
  }
  bool anyExtra = llvm::any_of(taps, [](const Taps &t) { return t.extra; });
  if (anyExtra || !acc) {
    SmallVector<Attribute> es;
    for (const Taps &t : taps)
      es.push_back(I.b.getFloatAttr(et, t.extra));
    Value e = I.constant(DenseElementsAttr::get(wType, es));
    if (!acc) {
      SmallVector<int64_t> shape(xt.getShape());
      shape[axis] = out;
      acc = I.infer1<g::MulOp>(
          I.constant(DenseElementsAttr::get(I.tensorType(shape, et),
                                            I.b.getFloatAttr(et, 0.0))),
          e);
    } else {
      acc = I.infer1<g::AddOp>(acc, e);
    }
  }
  return acc;
}

/// A float input that may be absent or empty (Resize's roi and scales).
std::optional<SmallVector<double>> optDoubles(I &I, unsigned i, bool &bad) {
  bad = false;
  if (!I.hasInput(i))
    return std::nullopt;
  auto v = I.constDoubles(i);
  if (!v) {
    // An empty tensor is as good as an absent one.
    if (Value x = I.in(i);
        x && I.type(x).hasStaticShape() && I.type(x).getNumElements() == 0)
      return std::nullopt;
    bad = true;
    return std::nullopt;
  }
  if (v->empty())
    return std::nullopt;
  return v;
}

/// Resize with scales or sizes known only at run time: along every axis the
/// taps' source indices and weights are computed at run time, by the
/// formulas of sourceCoord/coeffs/tapsFor, on a counter over the output
/// positions (f64), then gathered and summed as resizeAxis does.
LogicalResult runtimeResize(I &I, Value x, const AxisPlan &p, int scalesAt,
                            int sizesAt, ArrayRef<int64_t> axes,
                            StringRef policy) {
  bool crop = p.ctm == "tf_crop_and_resize";
  Ops o(I);
  Type f64 = I.b.getF64Type(), i64 = I.b.getI64Type();
  auto xt = I.type(x);
  int64_t rank = xt.getRank();
  Type et = xt.getElementType();
  auto vectorInput = [&](int at, Type t) -> Value {
    if (at < 0 || !I.hasInput(at))
      return {};
    Value v = I.in(at);
    if (!v)
      return {};
    auto vt = I.type(v);
    if (vt.hasStaticShape() && vt.getNumElements() == 0)
      return {}; // empty: absent
    return I.cast(v, t);
  };
  Value scales = vectorInput(scalesAt, f64);
  Value sizes = scales ? Value() : vectorInput(sizesAt, i64);
  Value given = scales ? scales : sizes;
  if (!given)
    return I.fail("needs 'scales' or 'sizes'");
  int64_t n = axes.size();
  auto gt = I.type(given);
  if (gt.getRank() != 1 || gt.getDimSize(0) != n)
    return I.fail("'scales' / 'sizes' must have one entry per resized axis");
  // tf_crop_and_resize's roi: [starts..., ends...], fractions of each axis.
  Value roi = crop ? vectorInput(1, f64) : Value();
  if (crop && (!roi || I.type(roi).getRank() != 1 ||
               I.type(roi).getDimSize(0) != 2 * n))
    return I.fail("tf_crop_and_resize needs a 'roi' of 2 entries per "
                  "resized axis");
  // keep_aspect_ratio_policy: one scale for every resized axis, the
  // smallest (not_larger) or largest (not_smaller) of sizes / input, and
  // sizes round(scale * input), halves up.
  Value common;
  if (sizes && policy != "stretch") {
    Value xs = I.shapeOf(x);
    for (int64_t k = 0; k < n; ++k) {
      Value ratio = o.div(I.cast(o.take(sizes, 0, k), f64),
                          I.cast(o.take(xs, 0, axes[k]), f64));
      common = !common                  ? ratio
               : policy == "not_larger" ? o.min(common, ratio)
                                        : o.max(common, ratio);
    }
  }
  Value y = x;
  for (int64_t k = 0; k < n; ++k) {
    int64_t d = axes[k];
    Value in = o.take(I.shapeOf(y), 0, d);
    Value inF = I.cast(in, f64);
    Value rs = crop ? o.take(roi, 0, k) : Value();
    Value re = crop ? o.take(roi, 0, k + n) : Value();
    Value scale, out;
    if (scales) {
      scale = o.take(scales, 0, k);
      Value extent = crop ? o.mul(inF, o.sub(re, rs)) : inF;
      out = I.cast(o.un<g::FloorOp>(o.mul(extent, scale)), i64);
    } else if (common) {
      scale = common;
      out = I.cast(o.un<g::FloorOp>(o.add(o.mul(common, inF), o.f(0.5, f64))),
                   i64);
    } else {
      out = o.take(sizes, 0, k);
      scale = o.div(I.cast(out, f64), inF);
    }
    CHECK(out && scale);
    Value pos = o.counter(out, f64);
    // The source coordinate (sourceCoord).
    Value outW = o.mul(scale, inF);
    Value half = o.add(pos, o.f(0.5, f64));
    Value src, outside;
    if (crop) {
      // As sourceCoord; positions outside the input take the extrapolation
      // value.
      Value inM1 = o.sub(inF, o.f(1, f64));
      Value span = o.mul(o.sub(re, rs), inM1);
      src = o.add(o.sel(o.cmp(g::CmpPredicate::eq, outW, o.f(1, f64)),
                        o.div(span, o.f(2, f64)),
                        o.div(o.mul(pos, span), o.sub(outW, o.f(1, f64)))),
                  o.mul(rs, inM1));
      outside = I.infer1<g::OrOp>(o.cmp(g::CmpPredicate::lt, src, o.f(0, f64)),
                                  o.cmp(g::CmpPredicate::gt, src, inM1));
      CHECK(outside);
    } else if (p.ctm == "align_corners")
      src = o.sel(o.cmp(g::CmpPredicate::eq, outW, o.f(1, f64)), o.f(0, f64),
                  o.div(o.mul(pos, o.sub(inF, o.f(1, f64))),
                        o.sub(outW, o.f(1, f64))));
    else if (p.ctm == "asymmetric")
      src = o.div(pos, scale);
    else if (p.ctm == "tf_half_pixel_for_nn")
      src = o.div(half, scale);
    else if (p.ctm == "pytorch_half_pixel")
      src = o.sel(o.cmp(g::CmpPredicate::eq, outW, o.f(1, f64)),
                  o.f(-0.5, f64), o.sub(o.div(half, scale), o.f(0.5, f64)));
    else if (p.ctm == "half_pixel_symmetric")
      src =
          o.add(o.mul(o.div(inF, o.f(2, f64)),
                      o.sub(o.f(1, f64), o.div(o.un<g::FloorOp>(outW), outW))),
                o.sub(o.div(half, scale), o.f(0.5, f64)));
    else
      src = o.sub(o.div(half, scale), o.f(0.5, f64));
    // f = ceil(x) - 1 and r = x - f in (0, 1] (tapsFor).
    Value f = o.sub(o.un<g::CeilOp>(src), o.f(1, f64));
    Value r = o.sub(src, f);
    Value fi = I.cast(f, i64);
    Value last = o.sub(in, o.i(1, i64));
    auto clampIdx = [&](Value v) {
      return o.max(o.min(v, last), o.i(0, i64));
    };
    CHECK(r && fi);
    SmallVector<int64_t> wShape(rank, 1);
    wShape[d] = ShapedType::kDynamic;
    auto extrapolate = [&](Value v) -> Value {
      if (!outside)
        return v;
      return o.sel(I.reshape(outside, wShape), o.f(p.extrapolation, et), v);
    };
    if (p.mode == "nearest") {
      // One tap: f + 1 where the rounding picks it (coeffs).
      Value upper;
      const std::string &m = p.nearestMode;
      if (m == "ceil")
        upper = o.cmp(g::CmpPredicate::ge, r, o.f(0, f64));
      else if (m == "floor")
        upper = o.cmp(g::CmpPredicate::eq, r, o.f(1, f64));
      else if (m == "round_prefer_ceil")
        upper = o.cmp(g::CmpPredicate::ge, r, o.f(0.5, f64));
      else
        upper = o.cmp(g::CmpPredicate::gt, r, o.f(0.5, f64));
      Value idx = clampIdx(o.add(fi, I.cast(upper, i64)));
      y = extrapolate(o.gather(y, idx, d));
      CHECK(y);
      continue;
    }
    SmallVector<Value> c;
    int64_t firstOffset;
    if (p.mode == "linear") {
      c = {o.sub(o.f(1, f64), r), r};
      firstOffset = 0;
    } else {
      double A = p.cubicA;
      Value s = o.sub(o.f(1, f64), r);
      auto outer = [&](Value t) { // ((A t - 5A) t + 8A) t - 4A, t = r+1, s+1
        return o.sub(
            o.mul(o.add(o.mul(o.sub(o.mul(o.f(A, f64), t), o.f(5 * A, f64)),
                              t),
                        o.f(8 * A, f64)),
                  t),
            o.f(4 * A, f64));
      };
      auto inner = [&](Value t) { // ((A + 2) t - (A + 3)) t t + 1
        return o.add(o.mul(o.mul(o.sub(o.mul(o.f(A + 2, f64), t),
                                       o.f(A + 3, f64)),
                                 t),
                           t),
                     o.f(1, f64));
      };
      c = {outer(o.add(r, o.f(1, f64))), inner(r), inner(s),
           outer(o.add(s, o.f(1, f64)))};
      firstOffset = -1;
    }
    int64_t numTaps = c.size();
    Value first = o.add(fi, o.i(firstOffset, i64));
    if (p.excludeOutside) {
      Value sum;
      for (int64_t t = 0; t < numTaps; ++t) {
        Value at = o.add(first, o.i(t, i64));
        Value inside = I.infer1<g::AndOp>(
            o.cmp(g::CmpPredicate::ge, at, o.i(0, i64)),
            o.cmp(g::CmpPredicate::le, at, last));
        c[t] = o.sel(inside, c[t], o.f(0, f64));
        sum = sum ? o.add(sum, c[t]) : c[t];
      }
      for (Value &ck : c)
        ck = o.div(ck, sum);
    }
    Value acc;
    for (int64_t t = 0; t < numTaps; ++t) {
      Value term = o.gather(y, clampIdx(o.add(first, o.i(t, i64))), d);
      Value w = I.reshape(I.cast(c[t], et), wShape);
      term = o.mul(term, w);
      acc = acc ? o.add(acc, term) : term;
      CHECK(acc);
    }
    y = extrapolate(acc);
    CHECK(y);
  }
  I.setOut(0, y);
  return success();
}

LogicalResult convResize(I &I) {
  Value x = I.in(0);
  if (!x)
    return failure();
  auto xt = I.type(x);
  int64_t rank = xt.getRank();
  bool upsample = I.node->op_type() == "Upsample";
  AxisPlan p;
  p.mode = I.attrString("mode", "nearest");
  if (p.mode != "nearest" && p.mode != "linear" && p.mode != "cubic" &&
      !(upsample && p.mode == "bilinear"))
    return I.fail("unsupported mode '" + p.mode + "'");
  if (p.mode == "bilinear")
    p.mode = "linear";
  bool oldStyle = upsample || I.opset < 11;
  if (oldStyle) {
    // Upsample and Resize-10: asymmetric coordinates, nearest rounds down
    // (both are defined as "floor(x / scale)" sampling).
    if (p.mode == "cubic")
      return I.fail("cubic needs opset 11");
    p.ctm = "asymmetric";
    p.nearestMode = "floor";
  } else {
    p.ctm = I.attrString("coordinate_transformation_mode", "half_pixel");
    p.nearestMode = I.attrString("nearest_mode", "round_prefer_floor");
    p.cubicA = I.attrFloat("cubic_coeff_a", -0.75f);
    p.excludeOutside = I.attrInt("exclude_outside", 0) != 0;
    p.extrapolation = I.attrFloat("extrapolation_value", 0.0f);
  }
  static const char *ctms[] = {"half_pixel",           "pytorch_half_pixel",
                               "align_corners",        "asymmetric",
                               "tf_half_pixel_for_nn", "tf_crop_and_resize",
                               "half_pixel_symmetric"};
  if (!llvm::is_contained(ctms, p.ctm))
    return I.fail("unsupported coordinate_transformation_mode '" + p.ctm + "'");
  static const char *nms[] = {"round_prefer_floor", "round_prefer_ceil",
                              "floor", "ceil"};
  if (!llvm::is_contained(nms, p.nearestMode))
    return I.fail("unsupported nearest_mode '" + p.nearestMode + "'");
  if (I.attrInt("antialias", 0))
    return I.fail("antialias is not supported");
  // Opset 18's axes: scales, sizes and roi name only these axes (distinct,
  // in their order); the others keep their size.
  SmallVector<int64_t> axes = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  if (auto a = I.attrInts("axes")) {
    axes = *a;
    for (int64_t &ax : axes)
      if (failed(checkAxis(I, ax, rank)))
        return failure();
    if (llvm::SmallDenseSet<int64_t>(axes.begin(), axes.end()).size() !=
        axes.size())
      return I.fail("'axes' must be distinct");
  }
  int64_t n = axes.size();
  std::string policy = I.attrString("keep_aspect_ratio_policy", "stretch");
  if (policy != "stretch" && policy != "not_larger" && policy != "not_smaller")
    return I.fail("unsupported keep_aspect_ratio_policy '" + policy + "'");

  // Scales and sizes.
  std::optional<SmallVector<double>> scales, roi;
  std::optional<SmallVector<int64_t>> sizes;
  bool bad = false;
  if (upsample) {
    if (I.opset >= 9) {
      scales = optDoubles(I, 1, bad);
    } else if (auto s = I.attr("scales")) {
      scales.emplace();
      for (float f : s->floats())
        scales->push_back(f);
    }
  } else if (I.opset < 11) {
    scales = optDoubles(I, 1, bad);
  } else {
    bool runtimeRoi = false;
    if (p.ctm == "tf_crop_and_resize")
      roi = optDoubles(I, 1, runtimeRoi);
    scales = optDoubles(I, 2, bad);
    bad |= runtimeRoi;
    if (!bad && !scales && I.hasInput(3)) {
      if (auto k = I.known(3); k && !k->hasSymbols() && !k->values.empty())
        sizes = k->values;
      else if (!I.known(3) || I.known(3)->hasSymbols())
        bad = true;
    }
  }
  if (bad) {
    // Known only at run time.
    if (upsample || I.opset < 11)
      return runtimeResize(I, x, p, 1, -1, axes, policy);
    return runtimeResize(I, x, p, 2, 3, axes, policy);
  }
  if (!scales && !sizes)
    return I.fail("needs 'scales' or 'sizes'");
  if ((scales && (int64_t)scales->size() != n) ||
      (sizes && (int64_t)sizes->size() != n))
    return I.fail("'scales' / 'sizes' must have one entry per resized axis");
  if (roi && (int64_t)roi->size() != 2 * n)
    return I.fail("'roi' must have 2 entries per resized axis");
  // keep_aspect_ratio_policy with static sizes: one scale for the resized
  // axes (runtimeResize says how), sizes round(scale * input).
  std::optional<double> common;
  if (sizes && policy != "stretch") {
    for (int64_t k = 0; k < n; ++k) {
      int64_t in = xt.getDimSize(axes[k]);
      if (ShapedType::isDynamic(in))
        return runtimeResize(I, x, p, 2, 3, axes, policy);
      double ratio = (double)(*sizes)[k] / (double)in;
      common = !common                  ? ratio
               : policy == "not_larger" ? std::min(*common, ratio)
                                        : std::max(*common, ratio);
    }
    for (int64_t k = 0; k < n; ++k)
      (*sizes)[k] =
          (int64_t)std::floor(*common * (double)xt.getDimSize(axes[k]) + 0.5);
  }
  // Every dimension from here on: those not resized keep their size.
  auto full = [&](auto &v, auto keep, int64_t entries) {
    std::remove_reference_t<decltype(v)> f;
    for (int64_t e = 0; e < entries; ++e)
      for (int64_t d = 0; d < rank; ++d)
        f.push_back(keep(e, d));
    for (int64_t k = 0; k < n; ++k)
      for (int64_t e = 0; e < entries; ++e)
        f[e * rank + axes[k]] = v[e * n + k];
    v = f;
  };
  if (scales)
    full(
        *scales, [](int64_t, int64_t) { return 1.0; }, 1);
  if (sizes)
    full(
        *sizes, [&](int64_t, int64_t d) { return xt.getDimSize(d); }, 1);
  if (roi)
    full(
        *roi, [](int64_t e, int64_t) { return e ? 1.0 : 0.0; }, 2);
  SmallVector<bool> resized(rank, false);
  for (int64_t a : axes)
    resized[a] = true;
  bool crop = p.ctm == "tf_crop_and_resize";
  if (crop && !roi)
    return I.fail("tf_crop_and_resize needs 'roi'");
  if (!isa<FloatType>(xt.getElementType()) && p.mode != "nearest")
    return I.fail("linear and cubic modes need a floating-point input");

  Value y = x;
  for (int64_t d = 0; d < rank; ++d) {
    double rs = crop ? (*roi)[d] : 0, re = crop ? (*roi)[d + rank] : 1;
    double scale;
    int64_t out;
    int64_t in = xt.getDimSize(d);
    if (!resized[d])
      continue;
    if (ShapedType::isDynamic(in)) {
      // Scale 1 keeps a dimension (the usual N and C of an image resize).
      if (!crop && !common && (scales ? (*scales)[d] == 1 : (*sizes)[d] == in))
        continue;
      // The taps depend on the run-time size.
      if (upsample || I.opset < 11 || !I.hasInput(scales ? 2 : 3))
        return I.fail("resizing a dynamic dimension is not supported");
      return runtimeResize(I, x, p, 2, 3, axes, policy);
    }
    if (common) {
      scale = *common;
      out = (*sizes)[d];
    } else if (scales) {
      scale = (*scales)[d];
      if (scale <= 0)
        return I.fail("scales must be positive");
      out = (int64_t)std::floor((double)in * (crop ? re - rs : 1.0) * scale);
    } else {
      out = (*sizes)[d];
      if (out <= 0 || in <= 0)
        return I.fail("sizes must be positive");
      scale = (double)out / (double)in;
    }
    if (out <= 0)
      return I.fail("the output would be empty along dimension " + Twine(d));
    y = resizeAxis(I, y, d, out, scale, rs, re, p);
    if (!y)
      return failure();
  }
  I.setOut(0, y);
  return success();
}

/// One axis of RoiAlign's sampling grid as a matrix M[r, p, i]: the weight
/// of input row i (of `size`) in output bin p of roi r, that is the mean
/// over the bin's `sr` samples of their bilinear weights (onnxruntime's
/// RoiAlign, which the ONNX reference follows: a sample outside
/// [-1, size] counts 0, one past the last row reads the last row). `start`
/// and `extent` are the rois' first coordinate and length, [R].
Value roiAxisMatrix(I &I, Value start, Value extent, Value size, int64_t bins,
                    int64_t sr, Type et) {
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  // Constant parts of "start + p * bin + (k + 0.5) * bin / sr", [1, bins, sr].
  SmallVector<Attribute> pv, kv;
  for (int64_t p = 0; p < bins; ++p)
    for (int64_t k = 0; k < sr; ++k) {
      pv.push_back(I.b.getFloatAttr(et, (double)p));
      kv.push_back(I.b.getFloatAttr(et, (double)k + 0.5));
    }
  auto ct = I.tensorType({1, bins, sr}, et);
  Value pc = I.constant(DenseElementsAttr::get(ct, pv));
  Value kc = I.constant(DenseElementsAttr::get(ct, kv));
  Value st = I.unsqueezeDims(start, {1, 2});
  Value bin = I.unsqueezeDims(o.div(extent, s((double)bins)), {1, 2});
  Value y = o.add(o.add(st, o.mul(pc, bin)),
                  o.div(o.mul(kc, bin), s((double)sr))); // [R, bins, sr]
  Value sizeF = I.cast(size, et);
  Value last = o.sub(sizeF, s(1));
  if (!y || !last)
    return {};
  Value valid = I.cast(
      I.infer1<g::AndOp>(o.cmp(g::CmpPredicate::ge, y, s(-1)),
                         o.cmp(g::CmpPredicate::le, y, sizeF)),
      et);
  y = o.max(y, s(0));
  Value lo = o.un<g::FloorOp>(y);
  Value top = o.cmp(g::CmpPredicate::ge, lo, last);
  lo = o.sel(top, last, lo);
  y = o.sel(top, last, y);
  Value hi = o.sel(top, last, o.add(lo, s(1)));
  Value ly = o.mul(o.sub(y, lo), valid);
  Value hy = o.mul(o.sub(s(1), o.sub(y, lo)), valid);
  if (!ly || !hy || !hi)
    return {};
  // One-hot against the rows 0 .. size-1: [R, bins, sr, size].
  Value rows = I.reshape(o.counter(I.cast(size, I.b.getI64Type()), et),
                         {1, 1, 1, ShapedType::kDynamic});
  auto weightAt = [&](Value at, Value w) {
    return o.sel(o.cmp(g::CmpPredicate::eq, I.unsqueezeDims(at, {3}), rows),
                 I.unsqueezeDims(w, {3}), s(0));
  };
  Value m = o.add(weightAt(lo, hy), weightAt(hi, ly));
  m = o.reduce<g::ReduceSumOp>(m, {2}, /*keep=*/false);
  return o.mul(m, s(1.0 / (double)sr)); // [R, bins, size]
}

/// RoiAlign (opsets 10 and 16), mode "avg" with a fixed sampling_ratio: the
/// samples' bilinear weights are separable, so each roi's output is
/// My[r] * X[batch_indices[r], c] * Mx[r]^T, two batched matmuls with
/// matrices computed at run time from the rois (roiAxisMatrix).
LogicalResult convRoiAlign(I &I) {
  IN(x, 0);
  IN(rois, 1);
  IN(batch, 2);
  auto xt = I.type(x);
  Type et = xt.getElementType();
  if (xt.getRank() != 4 || !isa<FloatType>(et) || I.elem(rois) != et)
    return I.fail("needs a 4-D floating-point X and rois of its type");
  auto rt = I.type(rois);
  if (rt.getRank() != 2 ||
      (!rt.isDynamicDim(1) && rt.getDimSize(1) != 4) ||
      I.type(batch).getRank() != 1)
    return I.fail("needs rois [num_rois, 4] and batch_indices [num_rois]");
  if (I.attrString("mode", "avg") != "avg")
    return I.fail("only mode 'avg' is supported");
  int64_t oh = I.attrInt("output_height", 1), ow = I.attrInt("output_width", 1);
  int64_t sr = I.attrInt("sampling_ratio", 0);
  if (oh <= 0 || ow <= 0)
    return I.fail("output_height and output_width must be positive");
  if (sr <= 0)
    return I.fail("sampling_ratio 0 (a sample count per roi from the rois' "
                  "sizes) is not supported");
  // Opset 10 has no attribute and is output_half_pixel.
  bool halfPixel =
      I.attrString("coordinate_transformation_mode",
                   I.opset >= 16 ? "half_pixel" : "output_half_pixel") ==
      "half_pixel";
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  double scale = I.attrFloat("spatial_scale", 1.0f);
  auto coord = [&](int64_t k) {
    return o.sub(o.mul(o.take(rois, 1, k), s(scale)), s(halfPixel ? 0.5 : 0));
  };
  Value x0 = coord(0), y0 = coord(1), x1 = coord(2), y1 = coord(3);
  Value w = o.sub(x1, x0), h = o.sub(y1, y0);
  if (!halfPixel) {
    w = o.max(w, s(1));
    h = o.max(h, s(1));
  }
  CHECK(w && h);
  Value shape = I.shapeOf(x);
  Value my = roiAxisMatrix(I, y0, h, o.take(shape, 0, 2), oh, sr, et);
  Value mx = roiAxisMatrix(I, x0, w, o.take(shape, 0, 3), ow, sr, et);
  Value xr = o.gather(x, I.cast(batch, I.b.getI64Type()), 0); // [R, C, H, W]
  CHECK(my && mx && xr);
  auto mm = [&](Value a, Value b) {
    return I.infer1<g::MatmulOp>(a, b, UnitAttr(), UnitAttr());
  };
  Value t = mm(I.unsqueezeDims(my, {1}), xr); // [R, C, oh, W]
  Value y = mm(t, I.unsqueezeDims(o.transpose(mx, {0, 2, 1}), {1}));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerResizeHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Resize"] = convResize;
  m["Upsample"] = convResize;
  m["RoiAlign"] = convRoiAlign;
}
