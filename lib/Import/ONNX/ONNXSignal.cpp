//===- ONNXSignal.cpp - ONNX signal processing ----------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Signal ops: the spectral windows (Hann, Hamming, Blackman), DFT and STFT
// (as matmuls with cos/sin tables) and MelWeightMatrix.
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

/// A window of a size known only at run time: the same formula on
/// k = 0 .. size-1 counted by graph.iota (f64 for an f64 result, else f32),
/// then converted; the result's length is dynamic.
LogicalResult runtimeWindow(I &I, Type et, bool periodic) {
  IN(size, 0);
  auto st = I.type(size);
  if (st.getRank() > 1 || (st.hasStaticShape() && st.getNumElements() != 1))
    return I.fail("'size' must be a scalar");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Type ct = et.isF64() ? et : I.b.getF32Type();
  // A negative size gives an empty window rather than a bad allocation.
  Value n = o.max(I.reshape(I.cast(size, i64), {}), o.i(0, i64));
  auto vt = I.tensorType({ShapedType::kDynamic}, ct);
  Value zeros = I.make<g::BroadcastToOp>(vt, o.f(0, ct), I.reshape(n, {1}));
  Value k = I.make<g::IotaOp>(vt, I.b.getI64IntegerAttr(0), zeros);
  Value N = I.cast(periodic ? n : o.sub(n, o.i(1, i64)), ct);
  // a = 2 pi k / N, 0 where N is 0 (a window of one).
  Value a = o.div(o.mul(k, o.f(2 * M_PI, ct)), N);
  a = o.sel(o.cmp(g::CmpPredicate::eq, N, o.f(0, ct)), o.f(0, ct), a);
  StringRef op = I.node->op_type();
  Value c = o.un<g::CosOp>(a), v;
  if (op == "HannWindow")
    v = o.sub(o.f(0.5, ct), o.mul(o.f(0.5, ct), c));
  else if (op == "HammingWindow")
    v = o.sub(o.f(25.0 / 46, ct), o.mul(o.f(21.0 / 46, ct), c));
  else
    v = o.add(o.sub(o.f(0.42, ct), o.mul(o.f(0.5, ct), c)),
              o.mul(o.f(0.08, ct), o.un<g::CosOp>(o.add(a, a))));
  CHECK(v);
  Value y = I.cast(v, et);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convWindow(I &I) {
  FailureOr<Type> et =
      I.convertElemType(I.attrInt("output_datatype", 1), "output_datatype");
  if (failed(et))
    return failure();
  bool periodic = I.attrInt("periodic", 1) != 0;
  if (const Known *k = I.known(0); !k || k->hasSymbols())
    return runtimeWindow(I, *et, periodic);
  auto sz = I.constInts(0, "size");
  if (failed(sz))
    return failure();
  if (sz->size() != 1 || (*sz)[0] < 0)
    return I.fail("'size' must be a non-negative scalar");
  int64_t n = (*sz)[0];
  double N = periodic ? (double)n : (double)n - 1;
  StringRef op = I.node->op_type();
  SmallVector<Attribute> vals;
  for (int64_t k = 0; k < n; ++k) {
    double a = N == 0 ? 0 : 2 * M_PI * (double)k / N, v;
    if (op == "HannWindow")
      v = 0.5 - 0.5 * std::cos(a);
    else if (op == "HammingWindow")
      v = 25.0 / 46 - 21.0 / 46 * std::cos(a);
    else
      v = 0.42 - 0.5 * std::cos(a) + 0.08 * std::cos(2 * a);
    if (isa<FloatType>(*et))
      vals.push_back(I.b.getFloatAttr(*et, v));
    else
      vals.push_back(I.b.getIntegerAttr(*et, (int64_t)v));
  }
  I.setOut(0, I.constant(DenseElementsAttr::get(I.tensorType({n}, *et), vals)));
  return success();
}

/// The DFT of `x` ([..., 1 | 2], real or complex in the last dimension)
/// along `axis` (not the last): n input entries (zero padded or cut to
/// `len`), `onesided` keeping the first len/2 + 1 outputs. Built as two
/// matrix products with constant cosine and sine tables.
Value dftAlong(I &I, Value x, int64_t axis, int64_t len, bool inverse,
               bool onesided) {
  Ops o(I);
  auto xt = I.type(x);
  int64_t r = xt.getRank(), n = xt.getDimSize(axis);
  Type et = xt.getElementType();
  int64_t K = onesided ? len / 2 + 1 : len;
  // Move `axis` to the back of the real and imaginary parts ([..., n]).
  SmallVector<int64_t> perm;
  for (int64_t d = 0; d < r - 1; ++d)
    if (d != axis)
      perm.push_back(d);
  perm.push_back(axis);
  bool complex = xt.getDimSize(r - 1) == 2;
  Value re = o.transpose(o.take(x, r - 1, 0), perm);
  Value im = complex ? o.transpose(o.take(x, r - 1, 1), perm) : Value();
  if (!re || (complex && !im))
    return {};
  int64_t m = std::min(n, len); // Inputs beyond `len` are cut.
  SmallVector<Attribute> cosT, sinT;
  double sign = inverse ? 1 : -1;
  for (int64_t j = 0; j < m; ++j)
    for (int64_t k = 0; k < K; ++k) {
      double a = 2 * M_PI * (double)((j * k) % len) / (double)len;
      double sc = inverse ? 1.0 / (double)len : 1.0;
      cosT.push_back(I.b.getFloatAttr(et, std::cos(a) * sc));
      sinT.push_back(I.b.getFloatAttr(et, sign * std::sin(a) * sc));
    }
  auto tt = I.tensorType({m, K}, et);
  Value C = I.constant(DenseElementsAttr::get(tt, cosT));
  Value S = I.constant(DenseElementsAttr::get(tt, sinT));
  if (m < n) {
    auto cut = [&](Value v) {
      return I.infer1<g::SliceOp>(
          v, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({m}),
          I.b.getDenseI64ArrayAttr({r - 2}), DenseI64ArrayAttr());
    };
    re = cut(re);
    if (complex)
      im = cut(im);
  }
  auto mm = [&](Value a, Value b) {
    return I.infer1<g::MatmulOp>(a, b, UnitAttr(), UnitAttr());
  };
  // (re + i im)(cos + i sin) with sin carrying the direction's sign.
  Value yr = mm(re, C), yi = mm(re, S);
  if (complex) {
    yr = o.sub(yr, mm(im, S));
    yi = o.add(yi, mm(im, C));
  }
  if (!yr || !yi)
    return {};
  SmallVector<int64_t> inv(perm.size());
  for (size_t d = 0; d < perm.size(); ++d)
    inv[perm[d]] = d;
  yr = I.unsqueezeDims(o.transpose(yr, inv), {r - 1});
  yi = I.unsqueezeDims(o.transpose(yi, inv), {r - 1});
  if (!yr || !yi)
    return {};
  return I.infer1<g::ConcatOp>(ValueRange{yr, yi},
                               I.b.getI64IntegerAttr(r - 1));
}

LogicalResult convDFT(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  int64_t r = xt.getRank();
  if (!xt.hasStaticShape() || r < 3 ||
      (xt.getDimSize(r - 1) != 1 && xt.getDimSize(r - 1) != 2))
    return I.fail("needs a static [batch, ..., 1 | 2] input");
  if (!isa<FloatType>(xt.getElementType()))
    return I.fail("needs a floating-point input");
  int64_t axis = I.attrInt("axis", 1);
  if (axis < 0)
    axis += r;
  if (axis < 1 || axis >= r - 1)
    return I.fail("axis out of range");
  int64_t len = xt.getDimSize(axis);
  if (I.hasInput(1)) {
    auto l = I.constInts(1, "dft_length");
    if (failed(l))
      return failure();
    len = (*l)[0];
  }
  bool inverse = I.attrInt("inverse", 0), onesided = I.attrInt("onesided", 0);
  if (inverse && onesided)
    return I.fail("inverse with onesided is not supported");
  if (len <= 0)
    return I.fail("dft_length must be positive");
  Value y = dftAlong(I, x, axis, len, inverse, onesided);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSTFT(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  if (!xt.hasStaticShape() || xt.getRank() != 3)
    return I.fail("needs a static [batch, length, 1 | 2] signal");
  auto step = I.constInts(1, "frame_step");
  if (failed(step))
    return failure();
  Value win;
  int64_t fl = -1;
  if (I.hasInput(2)) {
    win = I.in(2);
    CHECK(win);
    fl = I.type(win).getDimSize(0);
  }
  if (I.hasInput(3)) {
    auto l = I.constInts(3, "frame_length");
    if (failed(l))
      return failure();
    fl = (*l)[0];
  }
  int64_t L = xt.getDimSize(1), st = (*step)[0];
  if (fl <= 0 || fl > L || st <= 0)
    return I.fail("needs a frame length in [1, signal length] and a "
                  "positive step");
  int64_t frames = (L - fl) / st + 1;
  SmallVector<int64_t> idx;
  for (int64_t f = 0; f < frames; ++f)
    for (int64_t k = 0; k < fl; ++k)
      idx.push_back(f * st + k);
  Ops o(I);
  Value fr = o.gather(x, o.i64s(idx, {frames, fl}), 1); // [B, F, fl, c]
  if (win && fr)
    fr = o.mul(fr, I.reshape(win, {fl, 1}));
  CHECK(fr);
  bool onesided = I.attrInt("onesided", 1);
  Value y = dftAlong(I, fr, 2, fl, false, onesided);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convMelWeightMatrix(I &I) {
  auto nb = I.constDoubles(0), dl = I.constDoubles(1), sr = I.constDoubles(2),
       lo = I.constDoubles(3), hi = I.constDoubles(4);
  if (!nb || !dl || !sr || !lo || !hi)
    return I.fail("all inputs must be constants");
  int64_t bins = (int64_t)(*nb)[0], dft = (int64_t)(*dl)[0],
          rate = (int64_t)(*sr)[0];
  if (bins <= 0 || dft <= 0 || rate <= 0)
    return I.fail("num_mel_bins, dft_length and sample_rate must be positive");
  FailureOr<Type> et =
      I.convertElemType(I.attrInt("output_datatype", 1), "output_datatype");
  if (failed(et))
    return failure();
  // As the ONNX reference computes it (including its mel step over
  // num_mel_bins + 2 points).
  int64_t spec = dft / 2 + 1;
  auto mel = [](double hz) { return 2595 * std::log10(1 + hz / 700); };
  double lowMel = mel((*lo)[0]), highMel = mel((*hi)[0]);
  double stepMel = (highMel - lowMel) / (double)(bins + 2);
  SmallVector<int64_t> fb;
  for (int64_t k = 0; k < bins + 2; ++k) {
    double hz = 700 * (std::pow(10.0, (k * stepMel + lowMel) / 2595) - 1);
    fb.push_back((int64_t)std::floor((double)(dft + 1) * hz / (double)rate));
  }
  SmallVector<double> out(spec * bins, 0.0);
  auto at = [&](int64_t j, int64_t i) -> double & { return out[j * bins + i]; };
  for (int64_t i = 0; i < bins; ++i) {
    int64_t l = fb[i], c = fb[i + 1], h = fb[i + 2];
    if (l < 0 || h >= spec + 1 || c >= spec)
      return I.fail("mel bins outside the spectrum");
    if (c == l)
      at(c, i) = 1;
    else
      for (int64_t j = l; j <= c; ++j)
        at(j, i) = (double)(j - l) / (double)(c - l);
    if (h > c)
      for (int64_t j = c; j < h; ++j)
        at(j, i) = (double)(h - j) / (double)(h - c);
  }
  SmallVector<Attribute> vals;
  for (double v : out)
    vals.push_back(isa<FloatType>(*et) ? (Attribute)I.b.getFloatAttr(*et, v)
                                       : I.b.getIntegerAttr(*et, (int64_t)v));
  I.setOut(0, I.constant(DenseElementsAttr::get(I.tensorType({spec, bins}, *et),
                                                vals)));
  return success();
}

} // namespace

void mlc::onnximport::registerSignalHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["HannWindow"] = convWindow;
  m["HammingWindow"] = convWindow;
  m["BlackmanWindow"] = convWindow;
  m["DFT"] = convDFT;
  m["STFT"] = convSTFT;
  m["MelWeightMatrix"] = convMelWeightMatrix;
}
