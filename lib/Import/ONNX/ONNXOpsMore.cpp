//===- ONNXOpsMore.cpp - More ONNX ops as compositions of graph ops -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// ONNX ops that are exact (or, for Asin/Acos/Atan, float-accurate)
// compositions of existing graph ops: inverse trigonometry, BitShift,
// OneHot, GatherND / ScatterND, Compress, the spectral windows, the
// quantization ops, LRN, Einsum, Det, ReverseSequence and the
// ai.onnx.preview.training optimizers.
//
//===----------------------------------------------------------------------===//

#include "ConvertUtils.h"

#include "llvm/ADT/StringSwitch.h"

#include <cctype>
#include <cmath>
#include <map>
#include <numeric>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

/// Short builders; each returns a null Value after a failed step (which has
/// been reported), and a null operand makes them return null too.
struct Ops {
  I &im;
  explicit Ops(I &im) : im(im) {}
  Value add(Value a, Value b) { return im.infer1<g::AddOp>(a, b); }
  Value sub(Value a, Value b) { return im.infer1<g::SubOp>(a, b); }
  Value mul(Value a, Value b) { return im.infer1<g::MulOp>(a, b); }
  Value div(Value a, Value b) { return im.infer1<g::DivOp>(a, b); }
  Value mod(Value a, Value b) { return im.infer1<g::ModOp>(a, b, UnitAttr()); }
  Value max(Value a, Value b) { return im.infer1<g::MaxOp>(a, b); }
  Value min(Value a, Value b) { return im.infer1<g::MinOp>(a, b); }
  Value cmp(g::CmpPredicate p, Value a, Value b) {
    return im.infer1<g::CompareOp>(p, a, b);
  }
  Value sel(Value c, Value a, Value b) {
    return im.infer1<g::SelectOp>(c, a, b);
  }
  template <typename OpTy> Value un(Value a) {
    return a ? im.make<OpTy>(a.getType(), a) : Value();
  }
  Value f(double v, Type et) { return im.scalar(v, et); }
  /// An integer scalar of any width and signedness (no double round trip).
  Value i(uint64_t v, Type et) {
    unsigned w = et.getIntOrFloatBitWidth();
    return im.constant(DenseElementsAttr::get(
        im.tensorType({}, et),
        im.b.getIntegerAttr(et, APInt(w, v, /*isSigned=*/false,
                                      /*implicitTrunc=*/true))));
  }
  Value i64s(ArrayRef<int64_t> v, ArrayRef<int64_t> shape) {
    return im.constant(
        DenseElementsAttr::get(im.tensorType(shape, im.b.getI64Type()), v));
  }
  Value slice1(Value x, int64_t axis, int64_t start) {
    if (!x)
      return {};
    return im.infer1<g::SliceOp>(x, im.b.getDenseI64ArrayAttr({start}),
                                 im.b.getDenseI64ArrayAttr({start + 1}),
                                 im.b.getDenseI64ArrayAttr({axis}),
                                 DenseI64ArrayAttr());
  }
  /// x[..., k, ...] along `axis`, with that axis dropped.
  Value take(Value x, int64_t axis, int64_t k) {
    Value s = slice1(x, axis, k);
    return s ? im.squeezeDims(s, {axis}) : Value();
  }
  Value gather(Value x, Value idx, int64_t axis) {
    return im.infer1<g::GatherOp>(x, idx, im.b.getI64IntegerAttr(axis));
  }
  Value transpose(Value x, ArrayRef<int64_t> perm) {
    return im.infer1<g::TransposeOp>(x, im.b.getDenseI64ArrayAttr(perm));
  }
  template <typename OpTy>
  Value reduce(Value x, ArrayRef<int64_t> axes, bool keep) {
    return im.infer1<OpTy>(x, im.b.getDenseI64ArrayAttr(axes),
                           im.b.getBoolAttr(keep));
  }
  Value broadcastTo(Value x, ArrayRef<int64_t> shape) {
    if (!x)
      return {};
    return im.make<g::BroadcastToOp>(im.tensorType(shape, im.elem(x)), x,
                                     Opt{});
  }
};

bool staticShape(I &I, Value v) { return I.type(v).hasStaticShape(); }

//===----------------------------------------------------------------------===//
// Asin, Acos, Atan
//===----------------------------------------------------------------------===//

/// atan(x) with the range reduction and polynomial of Cephes' atanf (about
/// 1 ulp in float32).
Value atanOf(I &I, Value x) {
  Ops o(I);
  Type et = I.elem(x);
  auto s = [&](double v) { return o.f(v, et); };
  Value ax = o.un<g::AbsOp>(x);
  Value big = o.cmp(g::CmpPredicate::gt, ax, s(2.414213562373095));
  Value mid = o.cmp(g::CmpPredicate::gt, ax, s(0.4142135623730950));
  Value xr = o.sel(big, o.div(s(-1), ax),
                   o.sel(mid, o.div(o.sub(ax, s(1)), o.add(ax, s(1))), ax));
  Value off = o.sel(big, s(M_PI_2), o.sel(mid, s(M_PI_4), s(0)));
  Value z = o.mul(xr, xr);
  Value p = o.sub(o.mul(s(8.05374449538e-2), z), s(1.38776856032e-1));
  p = o.add(o.mul(p, z), s(1.99777106478e-1));
  p = o.sub(o.mul(p, z), s(3.33329491539e-1));
  p = o.add(o.mul(o.mul(p, z), xr), xr);
  Value r = o.add(off, p);
  return o.sel(o.cmp(g::CmpPredicate::lt, x, s(0)), o.un<g::NegOp>(r), r);
}

LogicalResult convInvTrig(I &I) {
  IN(x, 0);
  Type et = I.elem(x);
  if (!isa<FloatType>(et))
    return I.fail("only floating-point inputs are supported");
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  StringRef op = I.node->op_type();
  Value y;
  if (op == "Atan") {
    y = atanOf(I, x);
  } else if (op == "Asin") {
    // asin(x) = atan(x / sqrt((1 - x)(1 + x))).
    Value d = o.un<g::SqrtOp>(o.mul(o.sub(s(1), x), o.add(s(1), x)));
    Value q = o.div(x, d);
    CHECK(q);
    y = atanOf(I, q);
  } else {
    // acos(x) = 2 atan(sqrt((1 - x) / (1 + x))), accurate near 1.
    Value q = o.un<g::SqrtOp>(o.div(o.sub(s(1), x), o.add(s(1), x)));
    CHECK(q);
    y = o.mul(s(2), atanOf(I, q));
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// BitShift
//===----------------------------------------------------------------------===//

/// x << s / x >> s for unsigned integers: one conditional multiply or divide
/// by 2^(2^b) per bit b of the shift amount (wrapping as a shift does), and
/// 0 for shifts of the bit width or more.
LogicalResult convBitShift(I &I) {
  IN(x, 0);
  IN(s, 1);
  Type et = I.elem(x);
  if (!et.isUnsignedInteger() || I.elem(s) != et)
    return I.fail("needs unsigned integer operands of one type");
  std::string dir = I.attrString("direction", "");
  if (dir != "LEFT" && dir != "RIGHT")
    return I.fail("direction must be LEFT or RIGHT");
  bool left = dir == "LEFT";
  Ops o(I);
  unsigned w = et.getIntOrFloatBitWidth();
  // Broadcast x to the result shape first so every select has that shape.
  Value y = o.add(x, o.mul(s, o.i(0, et)));
  for (unsigned b = 0; (1u << b) < w; ++b) {
    Value bit = o.mod(o.div(s, o.i(uint64_t(1) << b, et)), o.i(2, et));
    Value on = o.cmp(g::CmpPredicate::eq, bit, o.i(1, et));
    Value f = o.i(uint64_t(1) << (1u << b), et);
    y = o.sel(on, left ? o.mul(y, f) : o.div(y, f), y);
  }
  y = o.sel(o.cmp(g::CmpPredicate::ge, s, o.i(w, et)), o.i(0, et), y);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// OneHot, GatherND, ScatterND, Compress, ReverseSequence
//===----------------------------------------------------------------------===//

LogicalResult convOneHot(I &I) {
  IN(ind, 0);
  IN(vals, 2);
  auto depthV = I.constDoubles(1);
  if (!depthV || depthV->size() != 1)
    return I.fail("'depth' must be a constant scalar");
  int64_t depth = (int64_t)(*depthV)[0];
  if (depth <= 0)
    return I.fail("'depth' must be positive");
  auto it = I.type(ind);
  if (!it.hasStaticShape())
    return I.fail("needs static index shapes");
  if (!I.type(vals).hasStaticShape() || I.type(vals).getNumElements() != 2)
    return I.fail("'values' must hold two entries");
  int64_t r = it.getRank() + 1;
  int64_t axis = I.attrInt("axis", -1);
  if (axis < 0)
    axis += r;
  if (axis < 0 || axis >= r)
    return I.fail("axis out of range");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.cast(ind, i64); // Float indices truncate toward zero.
  idx = o.sel(o.cmp(g::CmpPredicate::lt, idx, o.i(0, i64)),
              o.add(idx, o.i(depth, i64)), idx);
  CHECK(idx);
  idx = I.unsqueezeDims(idx, {axis});
  SmallVector<int64_t> shape(it.getShape());
  shape.insert(shape.begin() + axis, depth);
  Value iota =
      I.make<g::IotaOp>(I.tensorType(shape, i64), I.b.getI64IntegerAttr(axis));
  Value eq = o.cmp(g::CmpPredicate::eq, iota, idx);
  Value flat = I.reshape(vals, {2});
  Value off = I.reshape(o.slice1(flat, 0, 0), {});
  Value on = I.reshape(o.slice1(flat, 0, 1), {});
  Value y = o.sel(eq, on, off);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The row-major linear index of the tuples in the last dimension of `idx`
/// ([M, k], i64) into dimensions `dims`, negative entries counting from the
/// back. Returns [M].
Value linearIndex(I &I, Value idx, ArrayRef<int64_t> dims) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t k = dims.size();
  Value lin;
  int64_t stride = 1;
  SmallVector<int64_t> strides(k);
  for (int64_t d = k - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= dims[d];
  }
  for (int64_t d = 0; d < k; ++d) {
    Value c = o.take(idx, 1, d);
    c = o.sel(o.cmp(g::CmpPredicate::lt, c, o.i(0, i64)),
              o.add(c, o.i(dims[d], i64)), c);
    Value t = strides[d] == 1 ? c : o.mul(c, o.i(strides[d], i64));
    lin = lin ? o.add(lin, t) : t;
  }
  return lin;
}

LogicalResult convGatherND(I &I) {
  IN(data, 0);
  IN(ind, 1);
  if (!staticShape(I, data) || !staticShape(I, ind))
    return I.fail("needs static shapes");
  auto dt = I.type(data), it = I.type(ind);
  int64_t b = I.attrInt("batch_dims", 0);
  int64_t q = it.getRank(), r = dt.getRank();
  int64_t k = it.getDimSize(q - 1);
  if (b < 0 || b >= q || b >= r || k < 1 || b + k > r)
    return I.fail("bad batch_dims / index tuple length");
  for (int64_t d = 0; d < b; ++d)
    if (dt.getDimSize(d) != it.getDimSize(d))
      return I.fail("batch dimensions of data and indices differ");
  ArrayRef<int64_t> ds = dt.getShape(), is = it.getShape();
  int64_t B = product(ds.take_front(b));
  int64_t M = product(is.slice(b, q - 1 - b));
  ArrayRef<int64_t> kd = ds.slice(b, k), rest = ds.drop_front(b + k);
  int64_t P = product(kd);
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.reshape(I.cast(ind, i64), {B * M, k});
  CHECK(idx);
  Value lin = linearIndex(I, idx, kd);
  CHECK(lin);
  if (b > 0) {
    // Row-major batch offsets: (row / M) * P.
    SmallVector<int64_t> off;
    for (int64_t bi = 0; bi < B; ++bi)
      for (int64_t m = 0; m < M; ++m)
        off.push_back(bi * P);
    lin = o.add(lin, o.i64s(off, {B * M}));
  }
  SmallVector<int64_t> flatShape = {B * P};
  flatShape.append(rest.begin(), rest.end());
  Value flat = I.reshape(data, flatShape);
  Value y = o.gather(flat, lin, 0);
  CHECK(y);
  SmallVector<int64_t> outShape(is.drop_back());
  outShape.append(rest.begin(), rest.end());
  y = I.reshape(y, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convScatterND(I &I) {
  IN(data, 0);
  IN(ind, 1);
  IN(upd, 2);
  if (!staticShape(I, data) || !staticShape(I, ind) || !staticShape(I, upd))
    return I.fail("needs static shapes");
  auto dt = I.type(data), it = I.type(ind);
  int64_t q = it.getRank(), k = it.getDimSize(q - 1), r = dt.getRank();
  if (k < 1 || k > r)
    return I.fail("bad index tuple length");
  std::string red = I.attrString("reduction", "none");
  std::optional<g::ScatterReduction> kind =
      llvm::StringSwitch<std::optional<g::ScatterReduction>>(red)
          .Case("none", g::ScatterReduction::none)
          .Case("add", g::ScatterReduction::add)
          .Case("mul", g::ScatterReduction::mul)
          .Case("max", g::ScatterReduction::max)
          .Case("min", g::ScatterReduction::min)
          .Default(std::nullopt);
  if (!kind)
    return I.fail("unsupported reduction '" + red + "'");
  ArrayRef<int64_t> ds = dt.getShape();
  int64_t M = product(it.getShape().drop_back());
  int64_t P = product(ds.take_front(k)), R = product(ds.drop_front(k));
  if (I.type(upd).getNumElements() != M * R)
    return I.fail("'updates' has the wrong number of entries");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.reshape(I.cast(ind, i64), {M, k});
  CHECK(idx);
  Value lin = linearIndex(I, idx, ds.take_front(k));
  CHECK(lin);
  Value lin2 = o.broadcastTo(I.reshape(lin, {M, 1}), {M, R});
  Value flat = I.reshape(data, {P, R});
  Value u = I.reshape(upd, {M, R});
  CHECK(lin2 && flat && u);
  Value y = I.infer1<g::ScatterOp>(flat, lin2, u, I.b.getI64IntegerAttr(0),
                                   g::ScatterReductionAttr::get(&I.ctx, *kind));
  CHECK(y);
  y = I.reshape(y, ds);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convCompress(I &I) {
  IN(x, 0);
  const Known *c = I.known(1);
  if (!c || c->hasSymbols())
    return I.fail("'condition' must be a constant");
  if (c->shape.size() != 1)
    return I.fail("'condition' must be 1-D");
  int64_t axis = 0;
  if (I.attr("axis")) {
    axis = I.attrInt("axis", 0);
    if (axis < 0)
      axis += I.rank(x);
    if (axis < 0 || axis >= I.rank(x))
      return I.fail("axis out of range");
  } else {
    auto t = I.type(x);
    x = I.reshape(x, {t.hasStaticShape() ? t.getNumElements() : -1});
    CHECK(x);
  }
  // A dynamic dimension is at least as long as the condition (ONNX allows
  // only shorter conditions), so every selected position is in range.
  int64_t dim = I.type(x).getDimSize(axis);
  if (ShapedType::isDynamic(dim))
    dim = c->values.size();
  SmallVector<int64_t> idx;
  for (int64_t i = 0; i < std::min<int64_t>(dim, c->values.size()); ++i)
    if (c->values[i])
      idx.push_back(i);
  if (idx.empty())
    return I.fail("an empty result is not supported");
  Ops o(I);
  Value y = o.gather(x, o.i64s(idx, {(int64_t)idx.size()}), axis);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convReverseSequence(I &I) {
  IN(x, 0);
  IN(lens, 1);
  auto xt = I.type(x);
  if (!xt.hasStaticShape() || xt.getRank() < 2)
    return I.fail("needs a static input of rank >= 2");
  int64_t ta = I.attrInt("time_axis", 0), ba = I.attrInt("batch_axis", 1);
  if (!((ta == 0 && ba == 1) || (ta == 1 && ba == 0)))
    return I.fail("time_axis / batch_axis must be 0 and 1");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t T = xt.getDimSize(ta), B = xt.getDimSize(ba);
  SmallVector<int64_t> tb =
      ta == 0 ? SmallVector<int64_t>{T, B} : SmallVector<int64_t>{B, T};
  Value t = I.make<g::IotaOp>(I.tensorType(tb, i64), I.b.getI64IntegerAttr(ta));
  Value len = I.cast(lens, i64);
  len = I.reshape(len, ta == 0 ? SmallVector<int64_t>{1, B}
                               : SmallVector<int64_t>{B, 1});
  Value src = o.sel(o.cmp(g::CmpPredicate::lt, t, len),
                    o.sub(o.sub(len, o.i(1, i64)), t), t);
  CHECK(src);
  SmallVector<int64_t> s4(tb);
  s4.append(xt.getRank() - 2, 1);
  src = o.broadcastTo(I.reshape(src, s4), xt.getShape());
  CHECK(src);
  Value y = I.infer1<g::GatherElementsOp>(x, src, I.b.getI64IntegerAttr(ta));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Windows
//===----------------------------------------------------------------------===//

LogicalResult convWindow(I &I) {
  auto sz = I.constInts(0, "size");
  if (failed(sz))
    return failure();
  if (sz->size() != 1 || (*sz)[0] < 0)
    return I.fail("'size' must be a non-negative scalar");
  int64_t n = (*sz)[0];
  FailureOr<Type> et =
      I.convertElemType(I.attrInt("output_datatype", 1), "output_datatype");
  if (failed(et))
    return failure();
  bool periodic = I.attrInt("periodic", 1) != 0;
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

//===----------------------------------------------------------------------===//
// Quantization
//===----------------------------------------------------------------------===//

/// A per-tensor scalar or per-axis 1-D parameter shaped to broadcast against
/// a tensor of rank `rank` along `axis`.
Value perAxis(I &I, Value p, int64_t rank, int64_t axis) {
  auto t = I.type(p);
  if (t.getRank() == 0)
    return p;
  if (!t.hasStaticShape()) {
    I.error() << "scale and zero-point inputs need static shapes";
    return {};
  }
  if (t.getNumElements() == 1)
    return I.reshape(p, {});
  SmallVector<int64_t> shape(rank, 1);
  shape[axis] = t.getNumElements();
  return I.reshape(p, shape);
}

/// saturate(round(x / scale) + zp) in the integer type `qt`.
Value quantize(I &I, Value x, Value scale, Value zpF, Type qt) {
  Ops o(I);
  Type ft = I.elem(x);
  Value q = o.un<g::RoundOp>(o.div(x, scale));
  if (zpF)
    q = o.add(q, zpF);
  if (!q)
    return {};
  unsigned w = qt.getIntOrFloatBitWidth();
  double lo = qt.isUnsignedInteger() ? 0 : -std::ldexp(1.0, w - 1);
  double hi = qt.isUnsignedInteger() ? std::ldexp(1.0, w) - 1
                                     : std::ldexp(1.0, w - 1) - 1;
  q = o.min(o.max(q, o.f(lo, ft)), o.f(hi, ft));
  return q ? I.cast(q, qt) : Value();
}

/// The quantization axis; checked only where the scale is per axis (a
/// per-tensor scale ignores it).
FailureOr<int64_t> quantAxis(I &I, Value x, Value scale) {
  int64_t axis = I.attrInt("axis", 1), r = I.rank(x);
  if (axis < 0)
    axis += r;
  if (!I.type(scale).hasStaticShape())
    return (void)I.fail("scale and zero-point inputs need static shapes"),
           failure();
  bool perTensor = I.type(scale).getNumElements() == 1;
  if (perTensor)
    return 0;
  if (axis < 0 || axis >= r)
    return (void)I.fail("axis out of range"), failure();
  if (I.type(scale).getRank() != 1 ||
      I.type(scale).getDimSize(0) != I.type(x).getDimSize(axis))
    return (void)I.fail("per-axis scale must be 1-D of the axis' size"),
           failure();
  return axis;
}

LogicalResult convQuantizeLinear(I &I) {
  IN(x, 0);
  IN(scale, 1);
  auto axis = quantAxis(I, x, scale);
  if (failed(axis))
    return failure();
  Type ft = I.elem(scale);
  Type qt = I.b.getIntegerType(8, /*isSigned=*/false);
  Value zpF;
  if (I.hasInput(2)) {
    IN(zp, 2);
    qt = I.elem(zp);
    zpF = perAxis(I, zp, I.rank(x), *axis);
    CHECK(zpF);
    zpF = I.cast(zpF, ft);
  }
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() > 16)
    return I.fail("only 8- and 16-bit integer zero points are supported");
  Value xs = I.cast(x, ft);
  Value y = quantize(I, xs, perAxis(I, scale, I.rank(x), *axis), zpF, qt);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convDequantizeLinear(I &I) {
  IN(x, 0);
  IN(scale, 1);
  auto axis = quantAxis(I, x, scale);
  if (failed(axis))
    return failure();
  Ops o(I);
  Type ft = I.elem(scale), i32 = I.b.getIntegerType(32);
  if (!isa<IntegerType>(I.elem(x)))
    return I.fail("needs an integer input");
  Value xi = I.cast(x, i32);
  if (I.hasInput(2)) {
    IN(zp, 2);
    Value z = perAxis(I, zp, I.rank(x), *axis);
    CHECK(z);
    xi = o.sub(xi, I.cast(z, i32));
  }
  Value y = o.mul(I.cast(xi, ft), perAxis(I, scale, I.rank(x), *axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convDynamicQuantizeLinear(I &I) {
  IN(x, 0);
  Type ft = I.elem(x);
  if (!isa<FloatType>(ft))
    return I.fail("needs a floating-point input");
  Ops o(I);
  SmallVector<int64_t> all = llvm::to_vector(llvm::seq<int64_t>(0, I.rank(x)));
  Value mn = o.min(o.reduce<g::ReduceMinOp>(x, all, false), o.f(0, ft));
  Value mx = o.max(o.reduce<g::ReduceMaxOp>(x, all, false), o.f(0, ft));
  Value scale = o.div(o.sub(mx, mn), o.f(255, ft));
  Value zp = o.sub(o.f(0, ft), o.div(mn, scale));
  zp = o.un<g::RoundOp>(o.min(o.max(zp, o.f(0, ft)), o.f(255, ft)));
  CHECK(zp);
  Type u8 = I.b.getIntegerType(8, /*isSigned=*/false);
  Value y = quantize(I, x, scale, zp, u8);
  CHECK(y);
  I.setOut(0, y);
  I.setOut(1, scale);
  I.setOut(2, I.cast(zp, u8));
  return success();
}

/// int32(x) - zero point, the zero point (scalar, or one per row / column /
/// output channel) reshaped to broadcast along `axis` of a rank-`rank` value.
Value centered(I &I, Value x, unsigned zpIdx, int64_t axis) {
  Type i32 = I.b.getIntegerType(32);
  Value xi = I.cast(x, i32);
  if (!I.hasInput(zpIdx) || !xi)
    return xi;
  Value zp = I.in(zpIdx);
  if (!zp)
    return {};
  Ops o(I);
  Value z = perAxis(I, zp, I.rank(x), axis);
  return z ? o.sub(xi, I.cast(z, i32)) : Value();
}

/// The int32 product of MatMulInteger / QLinearMatMul.
Value intMatmul(I &I, unsigned a, unsigned aZp, unsigned b, unsigned bZp) {
  Value av = I.in(a), bv = I.in(b);
  if (!av || !bv)
    return {};
  if (I.rank(av) < 2 || I.rank(bv) < 2) {
    I.error() << "only operands of rank >= 2 are supported";
    return {};
  }
  Value ac = centered(I, av, aZp, I.rank(av) - 2);
  Value bc = centered(I, bv, bZp, I.rank(bv) - 1);
  return I.infer1<g::MatmulOp>(ac, bc, UnitAttr(), UnitAttr());
}

/// The int32 convolution of ConvInteger / QLinearConv.
Value intConv(I &I, unsigned x, unsigned xZp, unsigned w, unsigned wZp) {
  Value xv = I.in(x), wv = I.in(w);
  if (!xv || !wv)
    return {};
  if (I.attrString("auto_pad", "NOTSET") != "NOTSET") {
    I.error() << "only auto_pad = NOTSET is supported";
    return {};
  }
  Value xc = centered(I, xv, xZp, 1);
  Value wc = centered(I, wv, wZp, 0);
  auto arr = [&](StringRef n) {
    auto v = I.attrInts(n);
    return v ? I.b.getDenseI64ArrayAttr(*v) : DenseI64ArrayAttr();
  };
  return I.infer1<g::ConvOp>(xc, wc, Opt{}, arr("strides"), arr("dilations"),
                             arr("pads"),
                             I.b.getI64IntegerAttr(I.attrInt("group", 1)));
}

LogicalResult convIntegerOp(I &I) {
  bool mm = I.node->op_type() == "MatMulInteger";
  Value y = mm ? intMatmul(I, 0, 2, 1, 3) : intConv(I, 0, 2, 1, 3);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// QLinearMatMul / QLinearConv: the int32 result requantized with
/// round(acc * a_scale * b_scale / y_scale) + y_zero_point.
LogicalResult convQLinear(I &I) {
  bool mm = I.node->op_type() == "QLinearMatMul";
  // Inputs: a, a_scale, a_zp, b, b_scale, b_zp, y_scale, y_zp (then bias).
  Value acc = mm ? intMatmul(I, 0, 2, 3, 5) : intConv(I, 0, 2, 3, 5);
  CHECK(acc);
  IN(as, 1);
  IN(bs, 4);
  IN(ys, 6);
  IN(yzp, 7);
  Ops o(I);
  int64_t r = I.rank(acc);
  int64_t chAxis = mm ? r - 1 : 1;
  if (!mm && I.hasInput(8)) {
    IN(bias, 8);
    acc = o.add(acc, perAxis(I, I.cast(bias, I.b.getIntegerType(32)), r, 1));
  }
  Type ft = I.elem(as);
  Value mult = o.div(o.mul(I.reshape(as, {}), perAxis(I, bs, r, chAxis)),
                     I.reshape(ys, {}));
  Value y = quantize(I, o.mul(I.cast(acc, ft), mult), o.f(1, ft),
                     I.cast(I.reshape(yzp, {}), ft), I.elem(yzp));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// LRN
//===----------------------------------------------------------------------===//

LogicalResult convLRN(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  Type et = xt.getElementType();
  if (!isa<FloatType>(et) || xt.getRank() < 3)
    return I.fail("needs a floating-point input of rank >= 3");
  int64_t size = I.attrInt("size", 0);
  if (size <= 0)
    return I.fail("'size' must be positive");
  int64_t C = xt.getDimSize(1);
  if (ShapedType::isDynamic(C))
    return I.fail("needs a static channel dimension");
  double alpha = I.attrFloat("alpha", 1e-4f), beta = I.attrFloat("beta", 0.75f),
         bias = I.attrFloat("bias", 1.0f);
  Ops o(I);
  Value sq = o.mul(x, x);
  CHECK(sq);
  int64_t before = (size - 1) / 2, after = size - 1 - before;
  SmallVector<int64_t> pads(2 * xt.getRank(), 0);
  pads[1] = before;
  pads[xt.getRank() + 1] = after;
  Value padded =
      I.infer1<g::PadOp>(sq, I.b.getDenseI64ArrayAttr(pads),
                         g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                         I.b.getF64FloatAttr(0.0));
  CHECK(padded);
  Value sum;
  for (int64_t k = 0; k < size; ++k) {
    Value s = I.infer1<g::SliceOp>(padded, I.b.getDenseI64ArrayAttr({k}),
                                   I.b.getDenseI64ArrayAttr({k + C}),
                                   I.b.getDenseI64ArrayAttr({1}),
                                   DenseI64ArrayAttr());
    sum = sum ? o.add(sum, s) : s;
  }
  Value base = o.add(o.f(bias, et), o.mul(o.f(alpha / size, et), sum));
  Value y = o.div(x, I.infer1<g::PowOp>(base, o.f(beta, et)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Einsum
//===----------------------------------------------------------------------===//

/// One operand with one letter per dimension.
struct Term {
  Value v;
  std::string letters;
};

/// Takes the diagonal of repeated letters (transpose the pair to the back,
/// merge it, gather every (n+1)-th entry).
FailureOr<Term> diagonals(I &I, Term t) {
  Ops o(I);
  for (;;) {
    int64_t a = -1, b = -1;
    for (size_t i = 0; i < t.letters.size() && a < 0; ++i)
      for (size_t j = i + 1; j < t.letters.size(); ++j)
        if (t.letters[i] == t.letters[j]) {
          a = i;
          b = j;
          break;
        }
    if (a < 0)
      return t;
    auto ty = I.type(t.v);
    int64_t r = ty.getRank(), n = ty.getDimSize(a);
    if (n != ty.getDimSize(b) || ShapedType::isDynamic(n))
      return (void)I.fail("diagonal dimensions must be static and equal"),
             failure();
    SmallVector<int64_t> perm;
    std::string letters;
    for (int64_t d = 0; d < r; ++d)
      if (d != a && d != b) {
        perm.push_back(d);
        letters += t.letters[d];
      }
    perm.push_back(a);
    perm.push_back(b);
    Value v = o.transpose(t.v, perm);
    CHECK(v);
    SmallVector<int64_t> shape(I.type(v).getShape().drop_back(2));
    shape.push_back(n * n);
    v = I.reshape(v, shape);
    SmallVector<int64_t> idx;
    for (int64_t k = 0; k < n; ++k)
      idx.push_back(k * (n + 1));
    v = o.gather(v, o.i64s(idx, {n}), r - 2);
    CHECK(v);
    t = {v, letters + t.letters[a]};
  }
}

/// Sums the letters of `t` that are not in `keep`.
Term sumOut(I &I, Term t, StringRef keep) {
  SmallVector<int64_t> axes;
  std::string letters;
  for (size_t d = 0; d < t.letters.size(); ++d) {
    if (keep.contains(t.letters[d]))
      letters += t.letters[d];
    else
      axes.push_back(d);
  }
  if (axes.empty())
    return t;
  Ops o(I);
  return {o.reduce<g::ReduceSumOp>(t.v, axes, false), letters};
}

Value permuteTo(I &I, Term t, StringRef order) {
  SmallVector<int64_t> perm;
  for (char c : order)
    perm.push_back(t.letters.find(c));
  bool id = true;
  for (size_t i = 0; i < perm.size(); ++i)
    id &= perm[i] == (int64_t)i;
  if (id)
    return t.v;
  Ops o(I);
  return o.transpose(t.v, perm);
}

LogicalResult convEinsum(I &I) {
  std::string eq;
  for (char c : I.attrString("equation", ""))
    if (c != ' ')
      eq += c;
  size_t arrow = eq.find("->");
  std::string lhs = eq.substr(0, arrow);
  SmallVector<StringRef> parts;
  StringRef(lhs).split(parts, ',');
  SmallVector<std::string> ins;
  for (StringRef s : parts)
    ins.push_back(s.str());
  if (ins.size() != I.numInputs())
    return I.fail("the equation names " + Twine(ins.size()) + " operands for " +
                  Twine(I.numInputs()) + " inputs");
  if (ins.size() > 2)
    return I.fail("only one or two operands are supported");
  // Ellipses: the broadcast dimensions get upper-case letters.
  int64_t ellRank = -1;
  SmallVector<Term> terms;
  for (size_t k = 0; k < ins.size(); ++k) {
    IN(v, k);
    std::string s = ins[k];
    size_t e = s.find("...");
    int64_t r = I.rank(v);
    if (e != std::string::npos) {
      int64_t n = r - (int64_t)(s.size() - 3);
      if (n < 0)
        return I.fail("operand rank too small for its subscripts");
      if (ellRank >= 0 && ellRank != n)
        return I.fail("ellipses of different ranks are not supported");
      ellRank = n;
      std::string rep;
      for (int64_t d = 0; d < n; ++d)
        rep += (char)('A' + d);
      s = s.substr(0, e) + rep + s.substr(e + 3);
    }
    if ((int64_t)s.size() != r)
      return I.fail("subscripts '" + ins[k] + "' do not match rank " +
                    Twine(r));
    for (char c : s)
      if (!std::isalpha((unsigned char)c))
        return I.fail("bad subscript '" + Twine(c) + "'");
    terms.push_back({v, s});
  }
  std::string out;
  if (arrow != std::string::npos) {
    out = eq.substr(arrow + 2);
    size_t e = out.find("...");
    if (e != std::string::npos) {
      std::string rep;
      for (int64_t d = 0; d < std::max<int64_t>(ellRank, 0); ++d)
        rep += (char)('A' + d);
      out = out.substr(0, e) + rep + out.substr(e + 3);
    }
  } else {
    // Implicit output: the ellipsis dimensions, then the letters that occur
    // once, in alphabetical order.
    std::map<char, int> count;
    for (const Term &t : terms)
      for (char c : t.letters)
        ++count[c];
    for (int64_t d = 0; d < std::max<int64_t>(ellRank, 0); ++d)
      out += (char)('A' + d);
    for (auto [c, n] : count)
      if (n == 1 && std::islower((unsigned char)c))
        out += c;
  }
  for (Term &t : terms) {
    auto d = diagonals(I, t);
    if (failed(d))
      return failure();
    t = *d;
  }
  Term res;
  if (terms.size() == 1) {
    res = sumOut(I, terms[0], out);
  } else {
    Term a = terms[0], b = terms[1];
    // Letters only in one operand and not in the output are summed first.
    std::string keepA = out + b.letters, keepB = out + a.letters;
    a = sumOut(I, a, keepA);
    b = sumOut(I, b, keepB);
    CHECK(a.v && b.v);
    std::string batch, left, right, con;
    for (char c : a.letters) {
      bool inB = b.letters.find(c) != std::string::npos;
      bool inOut = out.find(c) != std::string::npos;
      if (inB && inOut)
        batch += c;
      else if (inB)
        con += c;
      else
        left += c;
    }
    for (char c : b.letters)
      if (a.letters.find(c) == std::string::npos)
        right += c;
    auto dims = [&](const Term &t, StringRef ls) {
      SmallVector<int64_t> s;
      for (char c : ls)
        s.push_back(I.type(t.v).getDimSize(t.letters.find(c)));
      return s;
    };
    for (char c : batch + con)
      if (I.type(a.v).getDimSize(a.letters.find(c)) !=
          I.type(b.v).getDimSize(b.letters.find(c)))
        return I.fail("dimensions of '" + Twine(c) +
                      "' differ (broadcasting is not supported)");
    auto bd = dims(a, batch), ld = dims(a, left), cd = dims(a, con),
         rd = dims(b, right);
    for (ArrayRef<int64_t> s : {ArrayRef<int64_t>(bd), ArrayRef<int64_t>(ld),
                                ArrayRef<int64_t>(cd), ArrayRef<int64_t>(rd)})
      if (llvm::any_of(s, ShapedType::isDynamic))
        return I.fail("needs static shapes");
    int64_t Bn = product(bd), M = product(ld), K = product(cd), N = product(rd);
    Value av = I.reshape(permuteTo(I, a, batch + left + con), {Bn, M, K});
    Value bv = I.reshape(permuteTo(I, b, batch + con + right), {Bn, K, N});
    Value mm = I.infer1<g::MatmulOp>(av, bv, UnitAttr(), UnitAttr());
    CHECK(mm);
    SmallVector<int64_t> shape(bd);
    shape.append(ld.begin(), ld.end());
    shape.append(rd.begin(), rd.end());
    res = {I.reshape(mm, shape), batch + left + right};
  }
  CHECK(res.v);
  if (res.letters.size() != out.size())
    return I.fail("output subscripts '" + out + "' are not supported");
  Value y = permuteTo(I, res, out);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Det
//===----------------------------------------------------------------------===//

/// The determinant of the matrix of entries `m` (n x n, each [batch...])
/// by cofactor expansion along the first row.
Value detOf(I &I, ArrayRef<Value> m, int64_t n) {
  Ops o(I);
  if (n == 1)
    return m[0];
  if (n == 2)
    return o.sub(o.mul(m[0], m[3]), o.mul(m[1], m[2]));
  Value acc;
  for (int64_t j = 0; j < n; ++j) {
    SmallVector<Value> minor;
    for (int64_t r = 1; r < n; ++r)
      for (int64_t c = 0; c < n; ++c)
        if (c != j)
          minor.push_back(m[r * n + c]);
    Value t = o.mul(m[j], detOf(I, minor, n - 1));
    acc = !acc ? t : (j % 2 ? o.sub(acc, t) : o.add(acc, t));
  }
  return acc;
}

LogicalResult convDet(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t r = t.getRank();
  if (r < 2 || t.isDynamicDim(r - 1) ||
      t.getDimSize(r - 1) != t.getDimSize(r - 2))
    return I.fail("needs square, static trailing dimensions");
  int64_t n = t.getDimSize(r - 1);
  if (n > 4)
    return I.fail("matrices larger than 4x4 are not supported");
  if (!isa<FloatType>(t.getElementType()))
    return I.fail("needs a floating-point input");
  Ops o(I);
  SmallVector<Value> m;
  for (int64_t i = 0; i < n; ++i) {
    Value row = o.take(x, r - 2, i);
    for (int64_t j = 0; j < n; ++j)
      m.push_back(o.take(row, r - 2, j));
  }
  if (llvm::any_of(m, [](Value v) { return !v; }))
    return failure();
  Value y = detOf(I, m, n);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// DFT, STFT, MelWeightMatrix
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// GridSample
//===----------------------------------------------------------------------===//

/// GridSample (opset 16, 4-D) as PyTorch's grid_sampler_2d computes it:
/// every tap (1 nearest, 2x2 bilinear, 4x4 bicubic) is a gather_elements
/// from the flattened image with indices computed from the grid, weighted
/// and masked where it falls outside the image.
LogicalResult convGridSample(I &I) {
  IN(x, 0);
  IN(grid, 1);
  auto xt = I.type(x), gt = I.type(grid);
  if (!xt.hasStaticShape() || !gt.hasStaticShape() || xt.getRank() != 4 ||
      gt.getRank() != 4 || gt.getDimSize(3) != 2)
    return I.fail("needs static 4-D X and [N, H, W, 2] grid");
  Type et = xt.getElementType();
  if (!isa<FloatType>(et) || I.elem(grid) != et)
    return I.fail("needs floating-point X and grid of one type");
  std::string mode = I.attrString("mode", "bilinear");
  std::string pad = I.attrString("padding_mode", "zeros");
  bool align = I.attrInt("align_corners", 0);
  if (mode != "bilinear" && mode != "nearest" && mode != "bicubic")
    return I.fail("unsupported mode '" + mode + "'");
  if (pad != "zeros" && pad != "border" && pad != "reflection")
    return I.fail("unsupported padding_mode '" + pad + "'");
  int64_t N = xt.getDimSize(0), C = xt.getDimSize(1), H = xt.getDimSize(2),
          W = xt.getDimSize(3), Ho = gt.getDimSize(1), Wo = gt.getDimSize(2);
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  auto fmod = [&](Value a, Value b) {
    return I.infer1<g::ModOp>(a, b, I.b.getUnitAttr());
  };
  auto clip = [&](Value c, int64_t size) {
    return o.min(o.max(c, s(0)), s((double)(size - 1)));
  };
  auto padCoord = [&](Value c, int64_t size) -> Value {
    if (pad == "border")
      return clip(c, size);
    if (pad != "reflection")
      return c;
    double lo2 = align ? 0 : -1,
           hi2 = align ? 2.0 * (size - 1) : 2.0 * size - 1;
    if (lo2 == hi2)
      return o.mul(c, s(0));
    double mn = lo2 / 2, span = (hi2 - lo2) / 2;
    Value a = o.un<g::AbsOp>(o.sub(c, s(mn)));
    Value extra = fmod(a, s(span));
    Value flips = o.un<g::FloorOp>(o.div(a, s(span)));
    Value even = o.cmp(g::CmpPredicate::eq, fmod(flips, s(2)), s(0));
    Value r =
        o.sel(even, o.add(extra, s(mn)), o.add(o.sub(s(span), extra), s(mn)));
    return clip(r, size);
  };
  auto unnorm = [&](Value c, int64_t size) {
    return align ? o.mul(o.div(o.add(c, s(1)), s(2)), s((double)(size - 1)))
                 : o.div(o.sub(o.mul(o.add(c, s(1)), s((double)size)), s(1)),
                         s(2));
  };
  Value fx = unnorm(o.take(grid, 3, 0), W), fy = unnorm(o.take(grid, 3, 1), H);
  CHECK(fx && fy);
  using Tap = std::pair<Value, Value>; // coordinate, weight
  auto taps = [&](Value f, int64_t size) {
    SmallVector<Tap> t;
    if (mode == "nearest") {
      t.push_back({o.un<g::RoundOp>(padCoord(f, size)), s(1)});
    } else if (mode == "bilinear") {
      Value p = padCoord(f, size);
      Value f0 = o.un<g::FloorOp>(p);
      Value f1 = o.add(f0, s(1));
      t.push_back({f0, o.sub(f1, p)});
      t.push_back({f1, o.sub(p, f0)});
    } else {
      double A = -0.75;
      Value f0 = o.un<g::FloorOp>(f);
      Value tt = o.sub(f, f0);
      auto c1 = [&](Value v) { // ((A+2)v - (A+3))v^2 + 1
        return o.add(o.mul(o.sub(o.mul(s(A + 2), v), s(A + 3)), o.mul(v, v)),
                     s(1));
      };
      auto c2 = [&](Value v) { // ((Av - 5A)v + 8A)v - 4A
        return o.sub(
            o.mul(o.add(o.mul(o.sub(o.mul(s(A), v), s(5 * A)), v), s(8 * A)),
                  v),
            s(4 * A));
      };
      Value w[4] = {c2(o.add(tt, s(1))), c1(tt), c1(o.sub(s(1), tt)),
                    c2(o.sub(s(2), tt))};
      for (int k = 0; k < 4; ++k)
        t.push_back({padCoord(o.add(f0, s(k - 1)), size), w[k]});
    }
    return t;
  };
  SmallVector<Tap> tx = taps(fx, W), ty = taps(fy, H);
  Value flat = I.reshape(x, {N, C, H * W});
  CHECK(flat);
  Type i64 = I.b.getI64Type();
  Value acc;
  for (auto &[cy, wy] : ty)
    for (auto &[cx, wx] : tx) {
      auto inside = [&](Value c, int64_t size) {
        return I.infer1<g::AndOp>(
            o.cmp(g::CmpPredicate::ge, c, s(0)),
            o.cmp(g::CmpPredicate::le, c, s((double)(size - 1))));
      };
      Value valid = I.infer1<g::AndOp>(inside(cx, W), inside(cy, H));
      Value idx = o.add(o.mul(clip(cy, H), s((double)W)), clip(cx, W));
      CHECK(valid && idx);
      idx = I.reshape(I.cast(idx, i64), {N, 1, Ho * Wo});
      idx = o.broadcastTo(idx, {N, C, Ho * Wo});
      CHECK(idx);
      Value v =
          I.infer1<g::GatherElementsOp>(flat, idx, I.b.getI64IntegerAttr(2));
      Value w = o.mul(o.mul(wx, wy), I.cast(valid, et));
      CHECK(w);
      Value term = o.mul(v, I.reshape(w, {N, 1, Ho * Wo}));
      acc = acc ? o.add(acc, term) : term;
      CHECK(acc);
    }
  Value y = I.reshape(acc, {N, C, Ho, Wo});
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// MaxUnpool
//===----------------------------------------------------------------------===//

LogicalResult convMaxUnpool(I &I) {
  IN(x, 0);
  IN(ind, 1);
  auto xt = I.type(x);
  if (!xt.hasStaticShape() || xt.getRank() < 3)
    return I.fail("needs a static input of rank >= 3");
  SmallVector<int64_t> outShape;
  if (I.hasInput(2)) {
    auto s = I.constInts(2, "output_shape");
    if (failed(s))
      return failure();
    outShape = *s;
  }
  if (!outShape.empty() && (int64_t)outShape.size() != xt.getRank())
    return I.fail("output_shape has the wrong rank");
  int64_t n = xt.getNumElements();
  Type et = xt.getElementType();
  Type i64 = I.b.getI64Type();
  Ops o(I);
  Value idx = I.reshape(I.cast(ind, i64), {n});
  CHECK(idx);
  // The indices address the default output shape (as MaxPool's Indices
  // do); with another output_shape each is moved to the same coordinates.
  SmallVector<int64_t> defShape = {xt.getDimSize(0), xt.getDimSize(1)};
  {
    auto ks = I.attrInts("kernel_shape");
    int64_t sd = xt.getRank() - 2;
    if (!ks || (int64_t)ks->size() != sd)
      return I.fail("needs kernel_shape");
    auto st = I.attrInts("strides").value_or(SmallVector<int64_t>(sd, 1));
    auto pads = I.attrInts("pads").value_or(SmallVector<int64_t>(2 * sd, 0));
    for (int64_t d = 0; d < sd; ++d)
      defShape.push_back((xt.getDimSize(d + 2) - 1) * st[d] - pads[d] -
                         pads[d + sd] + (*ks)[d]);
  }
  if (outShape.empty())
    outShape = defShape;
  int64_t total = product(outShape);
  if (defShape != outShape) {
    Value lin;
    int64_t defStride = product(defShape), outStride = total;
    for (size_t d = 0; d < defShape.size(); ++d) {
      defStride /= defShape[d];
      outStride /= outShape[d];
      Value c = o.mod(o.div(idx, o.i(defStride, i64)), o.i(defShape[d], i64));
      Value t = o.mul(c, o.i(outStride, i64));
      lin = lin ? o.add(lin, t) : t;
    }
    idx = lin;
    CHECK(idx);
  }
  Value zeros = I.constant(DenseElementsAttr::get(
      I.tensorType({total}, et), isa<FloatType>(et)
                                     ? (Attribute)I.b.getFloatAttr(et, 0.0)
                                     : I.b.getIntegerAttr(et, 0)));
  Value upd = I.reshape(x, {n});
  CHECK(idx && upd);
  Value y = I.infer1<g::ScatterOp>(
      zeros, idx, upd, I.b.getI64IntegerAttr(0),
      g::ScatterReductionAttr::get(&I.ctx, g::ScatterReduction::none));
  CHECK(y);
  y = I.reshape(y, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// If
//===----------------------------------------------------------------------===//

/// Imports a branch graph in place (it may use values of the enclosing
/// graph) and returns its outputs as values.
FailureOr<SmallVector<Value>> inlineBranch(I &I, const onnx::GraphProto &g) {
  auto outs = I.importSubgraph(g, {});
  if (failed(outs))
    return failure();
  SmallVector<Value> vals;
  for (const SubgraphValue &o : *outs) {
    Value v = I.valueOf(o);
    CHECK(v);
    vals.push_back(v);
  }
  return vals;
}

/// If: with a condition known at import only the taken branch is imported;
/// otherwise both are (they have no side effects) and each output is a
/// select on the condition, which needs outputs of one type.
LogicalResult convIf(I &I) {
  const onnx::AttributeProto *thenA = I.attr("then_branch"),
                             *elseA = I.attr("else_branch");
  if (!thenA || !elseA || !thenA->has_g() || !elseA->has_g())
    return I.fail("needs then_branch and else_branch graphs");
  if (auto c = I.constDoubles(0); c && c->size() == 1) {
    auto outs = inlineBranch(I, (*c)[0] != 0 ? thenA->g() : elseA->g());
    if (failed(outs))
      return failure();
    if ((int)outs->size() != I.node->output_size())
      return I.fail("the branch has the wrong number of outputs");
    for (auto [i, v] : llvm::enumerate(*outs))
      I.setOut(i, v);
    return success();
  }
  IN(cond, 0);
  auto t = inlineBranch(I, thenA->g());
  if (failed(t))
    return failure();
  auto e = inlineBranch(I, elseA->g());
  if (failed(e))
    return failure();
  if (t->size() != e->size() || (int)t->size() != I.node->output_size())
    return I.fail("the branches have different numbers of outputs");
  Ops o(I);
  Value c = I.reshape(cond, {});
  CHECK(c);
  for (size_t i = 0; i < t->size(); ++i) {
    Value a = (*t)[i], b = (*e)[i];
    if (a.getType() != b.getType())
      return I.fail("branch outputs of different types (" + Twine(i) +
                    ") need a condition known at compile time");
    Value y = o.sel(c, a, b);
    CHECK(y);
    I.setOut(i, y);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// MaxPool with Indices
//===----------------------------------------------------------------------===//

/// The conversion of MaxPool without Indices (ONNXOps.cpp).
Importer::Handler maxPoolValues = nullptr;

/// MaxPool with the Indices output (2-D, no dilation, no ceil mode): the
/// kernel positions are strided slices of the (-inf) padded input stacked
/// on a new axis; the max and the first argmax over it give the values and,
/// through a constant table, the flat input indices (row-major, or
/// column-major with storage_order = 1, over the whole tensor).
LogicalResult convMaxPoolIndices(I &I) {
  if (!I.wantsOutput(1))
    return maxPoolValues(I);
  IN(x, 0);
  auto xt = I.type(x);
  Type et = xt.getElementType();
  if (!xt.hasStaticShape() || xt.getRank() != 4 || !isa<FloatType>(et))
    return I.fail("the Indices output needs a static 4-D float input");
  auto ks = I.attrInts("kernel_shape");
  if (!ks || ks->size() != 2)
    return I.fail("the Indices output needs a 2-D kernel_shape");
  auto dil = I.attrInts("dilations");
  if ((dil && llvm::any_of(*dil, [](int64_t d) { return d != 1; })) ||
      I.attrInt("ceil_mode", 0) ||
      I.attrString("auto_pad", "NOTSET") != "NOTSET")
    return I.fail("the Indices output needs dilations 1, ceil_mode 0 and "
                  "explicit pads");
  auto st = I.attrInts("strides").value_or(SmallVector<int64_t>{1, 1});
  auto pads = I.attrInts("pads").value_or(SmallVector<int64_t>(4, 0));
  bool colMajor = I.attrInt("storage_order", 0);
  int64_t N = xt.getDimSize(0), C = xt.getDimSize(1), H = xt.getDimSize(2),
          W = xt.getDimSize(3), kh = (*ks)[0], kw = (*ks)[1];
  int64_t OH = (H + pads[0] + pads[2] - kh) / st[0] + 1,
          OW = (W + pads[1] + pads[3] - kw) / st[1] + 1;
  if (OH <= 0 || OW <= 0)
    return I.fail("the output would be empty");
  Ops o(I);
  Value p =
      I.infer1<g::PadOp>(x,
                         I.b.getDenseI64ArrayAttr(
                             {0, 0, pads[0], pads[1], 0, 0, pads[2], pads[3]}),
                         g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                         I.b.getF64FloatAttr(-INFINITY));
  CHECK(p);
  SmallVector<Value> parts;
  SmallVector<int64_t> table;
  for (int64_t i = 0; i < kh; ++i)
    for (int64_t j = 0; j < kw; ++j) {
      Value sl = I.infer1<g::SliceOp>(
          p, I.b.getDenseI64ArrayAttr({i, j}),
          I.b.getDenseI64ArrayAttr(
              {i + st[0] * (OH - 1) + 1, j + st[1] * (OW - 1) + 1}),
          I.b.getDenseI64ArrayAttr({2, 3}),
          I.b.getDenseI64ArrayAttr({st[0], st[1]}));
      CHECK(sl);
      parts.push_back(I.unsqueezeDims(sl, {2}));
      CHECK(parts.back());
      for (int64_t oh = 0; oh < OH; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h = oh * st[0] + i - pads[0], w = ow * st[1] + j - pads[1];
          table.push_back(colMajor ? w * H + h : h * W + w);
        }
    }
  Value stack =
      I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(2));
  CHECK(stack);
  Value y = o.reduce<g::ReduceMaxOp>(stack, {2}, false);
  Value am = I.infer1<g::ArgMaxOp>(stack, I.b.getI64IntegerAttr(2),
                                   I.b.getBoolAttr(true), UnitAttr());
  CHECK(y && am);
  int64_t K = kh * kw;
  Value tab =
      o.broadcastTo(o.i64s(table, {1, 1, K, OH, OW}), {N, C, K, OH, OW});
  Value idx = I.infer1<g::GatherElementsOp>(tab, am, I.b.getI64IntegerAttr(2));
  CHECK(idx);
  SmallVector<int64_t> nc;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c)
      nc.push_back((n * C + c) * H * W);
  idx = o.add(I.reshape(idx, {N, C, OH, OW}), o.i64s(nc, {N, C, 1, 1}));
  CHECK(idx);
  I.setOut(0, y);
  I.setOut(1, idx);
  return success();
}

//===----------------------------------------------------------------------===//
// BatchNormalization in training mode
//===----------------------------------------------------------------------===//

/// The conversion of inference-mode BatchNormalization (ONNXOps.cpp).
Importer::Handler batchNormInference = nullptr;

/// Training mode: normalizes with the batch statistics (population
/// variance) and outputs the updated running mean and variance.
LogicalResult convBatchNormTraining(I &I) {
  if (!I.attrInt("training_mode", 0))
    return batchNormInference(I);
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  IN(mean, 3);
  IN(var, 4);
  Type et = I.elem(x);
  int64_t r = I.rank(x);
  if (!isa<FloatType>(et) || r < 2)
    return I.fail("needs a floating-point input of rank >= 2");
  Ops o(I);
  SmallVector<int64_t> axes = {0};
  for (int64_t d = 2; d < r; ++d)
    axes.push_back(d);
  Value bm = o.reduce<g::ReduceMeanOp>(x, axes, true);
  Value dev = o.sub(x, bm);
  Value bv = o.reduce<g::ReduceMeanOp>(o.mul(dev, dev), axes, false);
  bm = bm ? I.reshape(bm, {I.type(bm).getDimSize(1)}) : Value();
  CHECK(bm && bv);
  Value y = I.make<g::BatchNormOp>(
      x.getType(), x, scale, bias, bm, bv,
      I.b.getF64FloatAttr(I.attrFloat("epsilon", 1e-5f)));
  CHECK(y);
  I.setOut(0, y);
  double m = I.attrFloat("momentum", 0.9f);
  auto s = [&](double v) { return o.f(v, et); };
  if (I.wantsOutput(1))
    I.setOut(1, o.add(o.mul(mean, s(m)), o.mul(bm, s(1 - m))));
  if (I.wantsOutput(2))
    I.setOut(2, o.add(o.mul(var, s(m)), o.mul(bv, s(1 - m))));
  return success();
}

//===----------------------------------------------------------------------===//
// ai.onnx.preview.training optimizers
//===----------------------------------------------------------------------===//

LogicalResult convOptimizer(I &I) {
  StringRef op = I.node->op_type();
  unsigned groups = op == "Adam" ? 4 : 3; // X, G, V/H (, H)
  if (I.numInputs() < 2 + groups || (I.numInputs() - 2) % groups)
    return I.fail("unexpected number of inputs");
  unsigned n = (I.numInputs() - 2) / groups;
  IN(R, 0);
  IN(T, 1);
  Type et = I.elem(R);
  if (!isa<FloatType>(et))
    return I.fail("needs floating-point tensors");
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  Value Tf = I.cast(I.reshape(T, {}), et);
  R = I.reshape(R, {});
  Value tPos = o.cmp(g::CmpPredicate::gt, Tf, s(0));
  double norm = I.attrFloat("norm_coefficient", 0);
  for (unsigned k = 0; k < n; ++k) {
    IN(X, 2 + k);
    IN(G, 2 + n + k);
    IN(V, 2 + 2 * n + k);
    Value gr = o.add(o.mul(s(norm), X), G);
    if (op == "Adagrad") {
      double decay = I.attrFloat("decay_factor", 0),
             eps = I.attrFloat("epsilon", 1e-6f);
      Value r = o.div(R, o.add(s(1), o.mul(Tf, s(decay))));
      Value h = o.add(V, o.mul(gr, gr));
      Value hs = o.add(o.un<g::SqrtOp>(h), s(eps));
      Value x = o.sub(X, o.div(o.mul(r, gr), hs));
      CHECK(x && h);
      I.setOut(k, x);
      I.setOut(n + k, h);
    } else if (op == "Momentum") {
      if (!I.attr("alpha") || !I.attr("beta") || !I.attr("mode") ||
          !I.attr("norm_coefficient"))
        return I.fail("alpha, beta, mode and norm_coefficient are required");
      double alpha = I.attrFloat("alpha", 0), beta = I.attrFloat("beta", 0);
      std::string mode = I.attrString("mode", "standard");
      if (mode != "standard" && mode != "nesterov")
        return I.fail("unsupported mode '" + mode + "'");
      Value ba = o.sel(tPos, s(beta), s(1));
      Value v = o.add(o.mul(s(alpha), V), o.mul(ba, gr));
      Value x = mode == "standard"
                    ? o.sub(X, o.mul(R, v))
                    : o.sub(X, o.mul(R, o.add(gr, o.mul(s(alpha), v))));
      CHECK(x && v);
      I.setOut(k, x);
      I.setOut(n + k, v);
    } else {
      IN(H, 2 + 3 * n + k);
      double alpha = I.attrFloat("alpha", 0.9f),
             beta = I.attrFloat("beta", 0.999f),
             eps = I.attrFloat("epsilon", 1e-6f),
             post = I.attrFloat("norm_coefficient_post", 0);
      Value v = o.add(o.mul(s(alpha), V), o.mul(s(1 - alpha), gr));
      Value h = o.add(o.mul(s(beta), H), o.mul(s(1 - beta), o.mul(gr, gr)));
      Value hs = o.add(o.un<g::SqrtOp>(h), s(eps));
      auto powT = [&](double base) { return I.infer1<g::PowOp>(s(base), Tf); };
      Value radj = o.div(o.mul(R, o.un<g::SqrtOp>(o.sub(s(1), powT(beta)))),
                         o.sub(s(1), powT(alpha)));
      radj = o.sel(tPos, radj, R);
      Value x = o.sub(X, o.mul(radj, o.div(v, hs)));
      x = o.mul(s(1 - post), x);
      CHECK(x && v && h);
      I.setOut(k, x);
      I.setOut(n + k, v);
      I.setOut(2 * n + k, h);
    }
  }
  return success();
}

} // namespace

void mlc::onnximport::registerMoreHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Asin"] = convInvTrig;
  m["Acos"] = convInvTrig;
  m["Atan"] = convInvTrig;
  m["BitShift"] = convBitShift;
  m["OneHot"] = convOneHot;
  m["GatherND"] = convGatherND;
  m["ScatterND"] = convScatterND;
  m["Compress"] = convCompress;
  m["ReverseSequence"] = convReverseSequence;
  m["HannWindow"] = convWindow;
  m["HammingWindow"] = convWindow;
  m["BlackmanWindow"] = convWindow;
  m["QuantizeLinear"] = convQuantizeLinear;
  m["DequantizeLinear"] = convDequantizeLinear;
  m["DynamicQuantizeLinear"] = convDynamicQuantizeLinear;
  m["LRN"] = convLRN;
  m["MatMulInteger"] = convIntegerOp;
  m["ConvInteger"] = convIntegerOp;
  m["QLinearMatMul"] = convQLinear;
  m["QLinearConv"] = convQLinear;
  m["Einsum"] = convEinsum;
  m["Det"] = convDet;
  m["DFT"] = convDFT;
  m["STFT"] = convSTFT;
  m["MelWeightMatrix"] = convMelWeightMatrix;
  m["MaxUnpool"] = convMaxUnpool;
  m["GridSample"] = convGridSample;
  m["If"] = convIf;
  maxPoolValues = m.lookup("MaxPool");
  m["MaxPool"] = convMaxPoolIndices;
  batchNormInference = m.lookup("BatchNormalization");
  m["BatchNormalization"] = convBatchNormTraining;
  m["ai.onnx.preview.training.Adagrad"] = convOptimizer;
  m["ai.onnx.preview.training.Momentum"] = convOptimizer;
  m["ai.onnx.preview.training.Adam"] = convOptimizer;
}
