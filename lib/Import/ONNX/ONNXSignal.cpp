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
  Value k = o.counter(n, ct);
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

/// (re + i im)(C + i S) as matmuls, `im` null for a real input: the real
/// and imaginary parts of a DFT whose tables carry the direction's sign in
/// S.
std::pair<Value, Value> complexProduct(I &I, Value re, Value im, Value C,
                                       Value S) {
  Ops o(I);
  auto mm = [&](Value a, Value b) {
    return I.infer1<g::MatmulOp>(a, b, UnitAttr(), UnitAttr());
  };
  Value yr = mm(re, C), yi = mm(re, S);
  if (im) {
    yr = o.sub(yr, mm(im, S));
    yi = o.add(yi, mm(im, C));
  }
  return {yr, yi};
}

/// The DFT's [..., 2] result of rank `r`: (re + i im)(C + i S) (im null for
/// a real input) along the last dimension of re/im, which `perm` moved
/// there, moved back, real and imaginary parts stacked last.
Value dftResult(I &I, Value re, Value im, Value C, Value S,
                ArrayRef<int64_t> perm, int64_t r) {
  Ops o(I);
  auto [yr, yi] = complexProduct(I, re, im, C, S);
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
  return dftResult(I, re, complex ? im : Value(), C, S, perm, r);
}

/// The imaginary part of `v` ([..., c], c known only at run time: 1 for a
/// real signal, 2 for a complex one) along its last dimension `d`: entry
/// min(1, c - 1), zeroed where c is not 2. `cs` is c (an i64 scalar).
Value runtimeImag(I &I, Value v, int64_t d, Value cs) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value at = I.reshape(o.min(o.sub(cs, o.i(1, i64)), o.i(1, i64)), {1});
  Value im = I.squeezeDims(o.gather(v, at, d), {d});
  return o.mul(im, I.cast(o.cmp(g::CmpPredicate::eq, cs, o.i(2, i64)),
                          I.elem(v)));
}

/// DFT with sizes known only at run time (the signal's length along `axis`,
/// its real/complex dimension, or a run-time dft_length `lenV`): the same
/// two matmuls as dftAlong with tables computed at run time in f64 over the
/// n input entries, rows at or past the length zeroed (cut; a longer length
/// zero pads, which adds nothing).
Value runtimeDFT(I &I, Value x, int64_t axis, Value lenV, bool inverse,
                 bool onesided) {
  Ops o(I);
  auto xt = I.type(x);
  int64_t r = xt.getRank(), c = xt.getDimSize(r - 1);
  Type et = xt.getElementType(), i64 = I.b.getI64Type(), f64 = I.b.getF64Type();
  Value xs = I.shapeOf(x);
  Value n = o.take(xs, 0, axis);
  Value len = lenV ? lenV : n;
  SmallVector<int64_t> perm;
  for (int64_t d = 0; d < r - 1; ++d)
    if (d != axis)
      perm.push_back(d);
  perm.push_back(axis);
  Value re = o.transpose(o.take(x, r - 1, 0), perm), im;
  if (ShapedType::isDynamic(c))
    im = o.transpose(runtimeImag(I, x, r - 1, o.take(xs, 0, r - 1)), perm);
  else if (c == 2)
    im = o.transpose(o.take(x, r - 1, 1), perm);
  Value K = onesided ? o.add(o.div(len, o.i(2, i64)), o.i(1, i64)) : len;
  Value j = I.unsqueezeDims(Ops(I).counter(n, i64), {1});
  Value jk = o.mod(o.mul(j, I.unsqueezeDims(Ops(I).counter(K, i64), {0})), len);
  Value lenF = I.cast(len, f64);
  Value a = o.div(o.mul(I.cast(jk, f64), o.f(2 * M_PI, f64)), lenF);
  Value sc = inverse ? o.div(o.f(1, f64), lenF) : o.f(1, f64);
  sc = o.mul(sc, I.cast(o.cmp(g::CmpPredicate::lt, j, len), f64));
  Value C = I.cast(o.mul(o.un<g::CosOp>(a), sc), et);
  Value S = I.cast(o.mul(o.mul(o.un<g::SinOp>(a), sc),
                         o.f(inverse ? 1 : -1, f64)),
                   et);
  if (!re || !C || !S || (c != 1 && !im))
    return {};
  return dftResult(I, re, im, C, S, perm, r);
}

LogicalResult convDFT(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  int64_t r = xt.getRank();
  if (r < 3 || (!xt.isDynamicDim(r - 1) && xt.getDimSize(r - 1) != 1 &&
                xt.getDimSize(r - 1) != 2))
    return I.fail("needs a [batch, ..., 1 | 2] input");
  if (!isa<FloatType>(xt.getElementType()))
    return I.fail("needs a floating-point input");
  int64_t axis = I.attrInt("axis", 1);
  if (axis < 0)
    axis += r;
  if (axis < 1 || axis >= r - 1)
    return I.fail("axis out of range");
  bool inverse = I.attrInt("inverse", 0), onesided = I.attrInt("onesided", 0);
  if (inverse && onesided)
    return I.fail("inverse with onesided is not supported");
  int64_t len = xt.getDimSize(axis);
  Value lenV;
  if (I.hasInput(1)) {
    const Known *k = I.known(1);
    if (k && !k->hasSymbols()) {
      auto l = I.constInts(1, "dft_length");
      if (failed(l))
        return failure();
      len = (*l)[0];
    } else {
      IN(l, 1);
      lenV = I.reshape(I.cast(l, I.b.getI64Type()), {});
      CHECK(lenV);
    }
  }
  if (!lenV && !ShapedType::isDynamic(len) && len <= 0)
    return I.fail("dft_length must be positive");
  if (lenV || !xt.hasStaticShape()) {
    if (!lenV && !ShapedType::isDynamic(len))
      lenV = Ops(I).i(len, I.b.getI64Type());
    Value y = runtimeDFT(I, x, axis, lenV, inverse, onesided);
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  Value y = dftAlong(I, x, axis, len, inverse, onesided);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// An i64 scalar from a one-element operand (a scalar or a [1] tensor).
Value i64Scalar(I &I, Value v) {
  return I.reshape(I.cast(v, I.b.getI64Type()), {});
}

/// STFT with a frame step or frame length known only at run time (or a
/// dynamic signal): the frames are a gather with indices f * step + k from
/// two counters, the DFT two matmuls with cos/sin tables computed at run
/// time, cos(2 pi ((j k) mod n) / n) in f64 as dftAlong computes them at
/// compile time; the frame count (and with a run-time frame length the
/// bin count) are dynamic sizes.
LogicalResult runtimeSTFT(I &I, Value x, Value win) {
  Ops o(I);
  auto xt = I.type(x);
  Type et = xt.getElementType(), i64 = I.b.getI64Type(), f64 = I.b.getF64Type();
  int64_t c = xt.getDimSize(2);
  if (!ShapedType::isDynamic(c) && c != 1 && c != 2)
    return I.fail("needs a [batch, length, 1 | 2] signal");
  IN(stepIn, 1);
  Value step = i64Scalar(I, stepIn), fl;
  if (I.hasInput(3)) {
    IN(flIn, 3);
    fl = i64Scalar(I, flIn);
  } else if (win) {
    fl = o.take(I.shapeOf(win), 0, 0);
  } else {
    return I.fail("needs a window or a frame_length");
  }
  Value xs = I.shapeOf(x);
  Value len = o.take(xs, 0, 1);
  Value frames = o.add(o.div(o.sub(len, fl), step), o.i(1, i64));
  CHECK(frames);
  // idx[f, k] = f * step + k: [frames, fl].
  Value idx =
      o.add(I.unsqueezeDims(o.mul(Ops(I).counter(frames, i64), step), {1}),
            I.unsqueezeDims(Ops(I).counter(fl, i64), {0}));
  Value fr = o.gather(x, idx, 1); // [B, F, fl, c]
  if (win)
    fr = o.mul(fr, I.reshape(I.cast(win, et), {-1, 1}));
  CHECK(fr);
  Value re = o.take(fr, 3, 0), im;
  if (ShapedType::isDynamic(c)) {
    // Complex or not is known at run time only: read entry min(1, c - 1),
    // zeroed for a real signal.
    im = runtimeImag(I, fr, 3, o.take(xs, 0, 2));
  } else if (c == 2) {
    im = o.take(fr, 3, 1);
  }
  bool onesided = I.attrInt("onesided", 1);
  Value K = onesided ? o.add(o.div(fl, o.i(2, i64)), o.i(1, i64)) : fl;
  // (j k) mod n, [fl, K], then the tables.
  Value jk = o.mod(o.mul(I.unsqueezeDims(Ops(I).counter(fl, i64), {1}),
                         I.unsqueezeDims(Ops(I).counter(K, i64), {0})),
                   fl);
  Value a = o.div(o.mul(I.cast(jk, f64), o.f(2 * M_PI, f64)), I.cast(fl, f64));
  Value C = I.cast(o.un<g::CosOp>(a), et);
  Value S = I.cast(o.mul(o.un<g::SinOp>(a), o.f(-1, f64)), et);
  CHECK(re && C && S);
  auto [yr, yi] = complexProduct(I, re, im, C, S);
  CHECK(yr && yi);
  Value y = I.infer1<g::ConcatOp>(
      ValueRange{I.unsqueezeDims(yr, {3}), I.unsqueezeDims(yi, {3})},
      I.b.getI64IntegerAttr(3));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSTFT(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  if (xt.getRank() != 3)
    return I.fail("needs a [batch, length, 1 | 2] signal");
  Value window = I.hasInput(2) ? I.in(2) : Value();
  if (I.hasInput(2) && !window)
    return failure();
  auto runtime = [&](unsigned i) {
    const Known *k = I.hasInput(i) ? I.known(i) : nullptr;
    return I.hasInput(i) && (!k || k->hasSymbols());
  };
  if (!xt.hasStaticShape() || runtime(1) || runtime(3) ||
      (window && !I.type(window).hasStaticShape()))
    return runtimeSTFT(I, x, window);
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

/// MelWeightMatrix with inputs known only at run time: the same triangles
/// as below, each entry computed from counters over the spectrum bins j
/// and mel bins i (f64, then converted); both sizes are dynamic.
LogicalResult runtimeMelWeightMatrix(I &I, Type et) {
  Ops o(I);
  Type i64 = I.b.getI64Type(), f64 = I.b.getF64Type();
  SmallVector<Value> in;
  for (unsigned k = 0; k < 5; ++k) {
    IN(v, k);
    if (I.type(v).hasStaticShape() && I.type(v).getNumElements() != 1)
      return I.fail("every input must be a scalar");
    in.push_back(I.reshape(v, {}));
  }
  Value bins = I.cast(in[0], i64), dft = I.cast(in[1], i64);
  Value rate = I.cast(in[2], f64);
  Value lo = I.cast(in[3], f64), hi = I.cast(in[4], f64);
  Value spec = o.add(o.div(dft, o.i(2, i64)), o.i(1, i64));
  auto mel = [&](Value hz) { // 2595 log10(1 + hz / 700)
    return o.mul(o.f(2595 / std::log(10.0), f64),
                 o.un<g::LogOp>(o.add(o.f(1, f64), o.div(hz, o.f(700, f64)))));
  };
  Value lowMel = mel(lo);
  Value stepMel = o.div(o.sub(mel(hi), lowMel),
                        I.cast(o.add(bins, o.i(2, i64)), f64));
  // fb[k] = floor((dft + 1) hz_k / rate), k = i, i + 1, i + 2: [1, bins].
  Value i = Ops(I).counter(o.max(bins, o.i(0, i64)), i64);
  auto fb = [&](int64_t off) {
    Value k = I.cast(o.add(i, o.i(off, i64)), f64);
    Value m = o.add(o.mul(k, stepMel), lowMel);
    Value hz = o.mul(o.f(700, f64),
                     o.sub(o.un<g::ExpOp>(o.mul(m, o.f(std::log(10.0) / 2595,
                                                          f64))),
                           o.f(1, f64)));
    Value v = o.un<g::FloorOp>(
        o.div(o.mul(I.cast(o.add(dft, o.i(1, i64)), f64), hz), rate));
    return I.unsqueezeDims(v, {0});
  };
  Value l = fb(0), c = fb(1), h = fb(2);
  Value j = I.unsqueezeDims(
      I.cast(Ops(I).counter(o.max(spec, o.i(0, i64)), i64), f64),
      {1}); // [spec, 1]
  CHECK(l && c && h && j);
  auto cmp = [&](g::CmpPredicate p, Value a, Value b) { return o.cmp(p, a, b); };
  auto both = [&](Value a, Value b) { return I.infer1<g::AndOp>(a, b); };
  Value one = o.f(1, f64), zero = o.f(0, f64);
  // Rising edge l..c (a single 1 at c when l == c), then the falling edge
  // c..h-1, which the reference writes last.
  Value rising = o.sel(
      cmp(g::CmpPredicate::eq, c, l),
      o.sel(cmp(g::CmpPredicate::eq, j, c), one, zero),
      o.sel(both(cmp(g::CmpPredicate::ge, j, l), cmp(g::CmpPredicate::le, j, c)),
            o.div(o.sub(j, l), o.sub(c, l)), zero));
  Value falling = both(cmp(g::CmpPredicate::gt, h, c),
                       both(cmp(g::CmpPredicate::ge, j, c),
                            cmp(g::CmpPredicate::lt, j, h)));
  Value v = o.sel(falling, o.div(o.sub(h, j), o.sub(h, c)), rising);
  CHECK(v);
  Value y = I.cast(v, et);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convMelWeightMatrix(I &I) {
  FailureOr<Type> outType =
      I.convertElemType(I.attrInt("output_datatype", 1), "output_datatype");
  if (failed(outType))
    return failure();
  for (unsigned k = 0; k < 5; ++k)
    if (const Known *kn = I.known(k); !kn || kn->hasSymbols())
      if (!I.constDoubles(k))
        return runtimeMelWeightMatrix(I, *outType);
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
