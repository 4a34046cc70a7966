//===- ONNXQuantization.cpp - ONNX quantization ---------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The quantization ops as compositions of graph ops on float and integer
// tensors: QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear,
// MatMulInteger, ConvInteger, QLinearMatMul and QLinearConv, and
// onnxruntime's com.microsoft quantized ops (QLinearAdd/Mul/Concat/
// GlobalAveragePool/AveragePool/Sigmoid/LeakyRelu, QGemm, MatMulNBits).
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include <cfloat>
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

/// A per-tensor scalar or per-axis 1-D parameter shaped to broadcast against
/// a tensor of rank `rank` along `axis`.
Value perAxis(I &I, Value p, int64_t rank, int64_t axis) {
  auto t = I.type(p);
  if (t.getRank() == 0)
    return p;
  if (!t.hasStaticShape()) {
    // A 1-D parameter of run-time length: one element (per tensor) or one
    // per index of `axis`; both broadcast at run time from [1, .., ?, .., 1]
    // (any other length is the broadcast's located run-time error).
    if (t.getRank() != 1) {
      I.error() << "a scale or zero point of run-time shape must be 1-D";
      return {};
    }
    SmallVector<int64_t> axes;
    for (int64_t i = 0; i < rank; ++i)
      if (i != axis)
        axes.push_back(i);
    return I.unsqueezeDims(p, axes);
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

/// Blocked quantization (opset 21, `block_size` > 0): the scale or zero
/// point `p` has x's shape but ceil(D / block_size) entries along `axis`
/// (D = x's size there); each entry repeated block_size times along
/// `axis` and cut to D gives a parameter of x's shape.
Value blockExpand(I &I, Value p, Value x, int64_t axis, int64_t blockSize) {
  Ops o(I);
  auto pt = I.type(p);
  if (!pt.hasStaticShape() || !I.type(x).hasStaticShape()) {
    // Sizes known at run time: p gathered along `axis` at i / block_size,
    // after a run-time check of p's shape (x's, with ceil(D / block_size)
    // along `axis`), which keeps the gather in bounds.
    Type i64 = I.b.getI64Type(), i32 = I.b.getIntegerType(32);
    int64_t r = pt.getRank();
    SmallVector<int64_t> mask(r, 0);
    mask[axis] = 1;
    Value xs = I.shapeOf(x);
    Value blocks =
        o.div(o.add(xs, o.i(blockSize - 1, i64)), o.i(blockSize, i64));
    Value want = o.add(xs, o.mul(o.i64s(mask, {r}), o.sub(blocks, xs)));
    Value same = I.cast(o.cmp(g::CmpPredicate::eq, I.shapeOf(p), want), i32);
    Value ok = o.cmp(g::CmpPredicate::eq,
                     o.reduce<g::ReduceMinOp>(same, {0}, false), o.i(1, i32));
    if (!ok)
      return {};
    g::AssertOp::create(I.b, I.loc, ok,
                        "blocked quantization: a scale or zero point must "
                        "have the input's shape with ceil(D / block_size) "
                        "along the axis");
    Value idx =
        I.make<g::IotaOp>(I.type(x).clone(i64), I.b.getI64IntegerAttr(axis), x);
    idx = o.div(idx, o.i(blockSize, i64));
    return I.infer1<g::GatherElementsOp>(p, idx, I.b.getI64IntegerAttr(axis));
  }
  int64_t d = I.type(x).getDimSize(axis);
  SmallVector<int64_t> wide(pt.getShape());
  wide.insert(wide.begin() + axis + 1, blockSize);
  Value v = o.broadcastTo(I.unsqueezeDims(p, {axis + 1}), wide);
  SmallVector<int64_t> flat(pt.getShape());
  flat[axis] *= blockSize;
  v = I.reshape(v, flat);
  if (flat[axis] == d || !v)
    return v;
  return I.infer1<g::SliceOp>(
      v, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({d}),
      I.b.getDenseI64ArrayAttr({axis}), DenseI64ArrayAttr());
}

/// The node's `block_size` (0: per tensor or per axis), checked against x
/// and the scale: same rank, x's shape but ceil(D / block_size) along
/// `axis` (static sizes here, run-time ones in blockExpand). -1 with an
/// error otherwise.
int64_t blockSize(I &I, Value x, Value scale, int64_t axis) {
  int64_t bs = I.attrInt("block_size", 0);
  if (bs == 0)
    return 0;
  auto xt = I.type(x), st = I.type(scale);
  auto fail = [&](const Twine &msg) {
    I.error() << msg;
    return -1;
  };
  if (bs < 0)
    return fail("block_size must be positive, got " + Twine(bs));
  if (st.getRank() != xt.getRank())
    return fail("a blocked scale must have the input's rank");
  // Sizes known only at run time are checked by the gather (blockExpand).
  for (int64_t i = 0; i < xt.getRank(); ++i) {
    if (xt.isDynamicDim(i) || st.isDynamicDim(i))
      continue;
    int64_t want =
        i == axis ? llvm::divideCeil(xt.getDimSize(i), bs) : xt.getDimSize(i);
    if (st.getDimSize(i) != want)
      return fail("a blocked scale must have size " + Twine(want) +
                  " along dimension " + Twine(i) + ", got " +
                  Twine(st.getDimSize(i)));
  }
  return bs;
}

/// The quantization axis; checked only where the scale is per axis (a
/// per-tensor scale ignores it).
FailureOr<int64_t> quantAxis(I &I, Value x, Value scale) {
  int64_t axis = I.attrInt("axis", 1), r = I.rank(x);
  if (axis < 0)
    axis += r;
  if (I.attrInt("block_size", 0) != 0) {
    if (axis < 0 || axis >= r)
      return (void)I.fail("axis out of range"), failure();
    return axis;
  }
  if (!I.type(scale).hasStaticShape()) {
    // Per tensor or per axis is known only at run time (perAxis).
    if (I.type(scale).getRank() != 1)
      return (void)I.fail("a scale of run-time shape must be 1-D"), failure();
    if (axis < 0 || axis >= r)
      return (void)I.fail("axis out of range"), failure();
    return axis;
  }
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

/// A scale or zero point shaped to broadcast against x: per tensor, per
/// axis, or (block_size `bs` > 0) per block.
Value quantParam(I &I, Value p, Value x, int64_t axis, int64_t bs) {
  if (!p)
    return {};
  return bs > 0 ? blockExpand(I, p, x, axis, bs)
                : perAxis(I, p, I.rank(x), axis);
}

/// The zero point (input `idx`) broadcast against x, or a scalar 0 of `qt`
/// when the node has none.
Value zeroPoint(I &I, unsigned idx, Value x, int64_t axis, int64_t bs,
                Type qt) {
  if (!I.hasInput(idx))
    return Ops(I).i(0, qt);
  return quantParam(I, I.in(idx), x, axis, bs);
}

/// graph.quantize: graph-quantized-ops runs it on integers where it ends a
/// quantized conv / matmul and expands it elsewhere.
LogicalResult convQuantizeLinear(I &I) {
  IN(x, 0);
  IN(scale, 1);
  auto axis = quantAxis(I, x, scale);
  if (failed(axis))
    return failure();
  int64_t bs = blockSize(I, x, scale, *axis);
  if (bs < 0)
    return failure();
  Type ft = I.elem(scale);
  Type qt = I.b.getIntegerType(8, /*isSigned=*/false);
  if (I.hasInput(2)) {
    IN(zp, 2);
    qt = I.elem(zp);
  } else if (int64_t dt = I.attrInt("output_dtype", 0)) {
    // opset 21: the output type when there is no zero point.
    auto t = I.convertElemType(dt, "QuantizeLinear 'output_dtype'");
    if (failed(t))
      return failure();
    qt = *t;
  }
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() > 16 ||
      qt.getIntOrFloatBitWidth() < 8)
    return I.fail("only 8- and 16-bit integer zero points are supported");
  Value zp = zeroPoint(I, 2, x, *axis, bs, qt);
  Value s = quantParam(I, scale, x, *axis, bs);
  CHECK(zp);
  CHECK(s);
  Value xs = I.cast(x, ft);
  I.setOut(0, I.make<g::QuantizeOp>(I.type(xs).clone(qt), xs, s, zp));
  return success();
}

LogicalResult convDequantizeLinear(I &I) {
  IN(x, 0);
  IN(scale, 1);
  auto axis = quantAxis(I, x, scale);
  if (failed(axis))
    return failure();
  int64_t bs = blockSize(I, x, scale, *axis);
  if (bs < 0)
    return failure();
  Type ft = I.elem(scale);
  if (!isa<IntegerType>(I.elem(x)))
    return I.fail("needs an integer input");
  Value zp = zeroPoint(I, 2, x, *axis, bs, I.elem(x));
  Value s = quantParam(I, scale, x, *axis, bs);
  CHECK(zp);
  CHECK(s);
  Value y = I.make<g::DequantizeOp>(I.type(x).clone(ft), x, s, zp);
  if (int64_t dt = I.attrInt("output_dtype", 0)) {
    // opset 23: the output type, the scale's by default.
    auto t = I.convertElemType(dt, "DequantizeLinear 'output_dtype'");
    if (failed(t))
      return failure();
    if (*t != ft)
      return I.fail("output_dtype must be the scale's element type");
  }
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

/// graph.conv of `x` and `w` (and `bias`) with the node's strides,
/// dilations, pads and group; null with an error for an auto_pad other
/// than NOTSET.
Value convWithNodeAttrs(I &I, Value x, Value w, Value bias) {
  if (I.attrString("auto_pad", "NOTSET") != "NOTSET") {
    I.error() << "only auto_pad = NOTSET is supported";
    return {};
  }
  auto arr = [&](StringRef n) {
    auto v = I.attrInts(n);
    return v ? I.b.getDenseI64ArrayAttr(*v) : DenseI64ArrayAttr();
  };
  return I.infer1<g::ConvOp>(x, w, Opt{bias}, arr("strides"),
                             arr("dilations"), arr("pads"),
                             I.b.getI64IntegerAttr(I.attrInt("group", 1)));
}

/// The int32 convolution of ConvInteger / QLinearConv.
Value intConv(I &I, unsigned x, unsigned xZp, unsigned w, unsigned wZp) {
  Value xv = I.in(x), wv = I.in(w);
  if (!xv || !wv)
    return {};
  Value xc = centered(I, xv, xZp, 1);
  Value wc = centered(I, wv, wZp, 0);
  return convWithNodeAttrs(I, xc, wc, Value());
}

LogicalResult convIntegerOp(I &I) {
  bool mm = I.node->op_type() == "MatMulInteger";
  Value y = mm ? intMatmul(I, 0, 2, 1, 3) : intConv(I, 0, 2, 1, 3);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// QLinearConv whose scales and zero points are constants (as
/// onnxruntime's quantizer writes them), as the QDQ graph it stands for:
/// quantize(conv(dequantize x, dequantize w, dequantize(bias, sx * sw, 0))).
/// graph-quantized-ops then runs it exactly as QLinearConv (the same rules,
/// docs/Quantization.md), and in the forms the targets' integer kernels
/// take. Null (nothing built) where a parameter is not a constant.
Value qlinearConvAsQDQ(I &I) {
  for (unsigned idx : {1u, 2u, 4u, 5u, 6u, 7u})
    if (!I.hasInput(idx) || !I.in(idx) ||
        !I.in(idx).getDefiningOp<g::ConstantOp>())
      return {};
  if (I.attrString("auto_pad", "NOTSET") != "NOTSET")
    return {};
  Value x = I.in(0), w = I.in(3);
  if (!x || !w || I.rank(x) < 3 || I.rank(w) != I.rank(x))
    return {};
  Value sx = I.in(1), sw = I.in(4), sy = I.in(6), zy = I.in(7);
  Type ft = I.elem(sx);
  int64_t r = I.rank(x);
  auto dequant = [&](Value v, Value s, Value z, int64_t axis) -> Value {
    Value ps = perAxis(I, s, r, axis), pz = perAxis(I, z, r, axis);
    if (!ps || !pz)
      return {};
    return I.make<g::DequantizeOp>(I.type(v).clone(ft), v, ps, pz);
  };
  Value xf = dequant(x, sx, I.in(2), 1);
  Value wf = dequant(w, sw, I.in(5), 0);
  if (!xf || !wf)
    return {};
  Ops o(I);
  Value bf;
  if (I.hasInput(8)) {
    Value bias = I.in(8);
    if (!bias)
      return {};
    // Scale sx * sw[c] (folded in f32), zero point 0.
    auto swType = I.type(sw);
    if (!swType.hasStaticShape())
      return {};
    Value bs = o.mul(I.reshape(sx, {}),
                     swType.getRank() == 0
                         ? sw
                         : I.reshape(sw, {swType.getNumElements()}));
    bf = I.make<g::DequantizeOp>(I.type(bias).clone(ft),
                                 I.cast(bias, I.b.getIntegerType(32)), bs,
                                 o.i(0, I.b.getIntegerType(32)));
  }
  Value y = convWithNodeAttrs(I, xf, wf, bf);
  if (!y)
    return {};
  Value ps = perAxis(I, sy, I.rank(y), 1), pz = perAxis(I, zy, I.rank(y), 1);
  if (!ps || !pz)
    return {};
  return I.make<g::QuantizeOp>(I.type(y).clone(I.elem(zy)), y, ps, pz);
}

/// QLinearMatMul / QLinearConv: the int32 result requantized with
/// round(acc * a_scale * b_scale / y_scale) + y_zero_point.
LogicalResult convQLinear(I &I) {
  bool mm = I.node->op_type() == "QLinearMatMul";
  if (!mm)
    if (Value y = qlinearConvAsQDQ(I)) {
      I.setOut(0, y);
      return success();
    }
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

/// Optional scalar input `idx` (a scale or zero point) as a float scalar of
/// `ft`; `def` when the node has none.
Value scalarParam(I &I, unsigned idx, Type ft, double def) {
  if (!I.hasInput(idx))
    return I.scalar(def, ft);
  Value v = I.in(idx);
  if (!v)
    return {};
  if (I.type(v).hasStaticShape() && I.type(v).getNumElements() != 1) {
    I.error() << "input " << idx << " must be a scalar (per tensor)";
    return {};
  }
  return I.cast(I.reshape(v, {}), ft);
}

/// fma(x, y, z) rounded once to f32, as onnxruntime's x86 kernels compute
/// it: the product of an 8-bit integer and an f32 is exact in f64, so the
/// f64 sum rounded to f32 is the fused result.
Value fma32(I &I, Value x, Value y, Value z) {
  Ops o(I);
  Type f64 = I.b.getF64Type();
  Value r = o.add(o.mul(I.cast(x, f64), I.cast(y, f64)), I.cast(z, f64));
  return r ? I.cast(r, I.b.getF32Type()) : Value();
}

/// com.microsoft QLinearAdd / QLinearMul (A, A_scale, A_zp, B, B_scale,
/// B_zp, C_scale, C_zp), onnxruntime's arithmetic (docs/Quantization.md):
///   Add: rA = sa / sc, rB = sb / sc, F = zc - fma(rA, za, rB * zb),
///        y = saturate(round(fma(a, rA, fma(b, rB, F)))), the operand that
///        is a single element (if any) inside;
///   Mul: y = saturate(round(float((a - za) * (b - zb)) * (sa * sb / sc)
///        + zc)).
LogicalResult convQLinearBinary(I &I) {
  bool add = I.node->op_type() == "QLinearAdd";
  IN(a, 0);
  IN(b, 3);
  Type f32 = I.b.getF32Type(), qt = I.elem(a);
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() != 8 ||
      I.elem(b) != qt)
    return I.fail("A and B must be both uint8 or both int8");
  Value sa = scalarParam(I, 1, f32, 1), za = scalarParam(I, 2, f32, 0);
  Value sb = scalarParam(I, 4, f32, 1), zb = scalarParam(I, 5, f32, 0);
  Value sc = scalarParam(I, 6, f32, 1), zc = scalarParam(I, 7, f32, 0);
  CHECK(sa && za && sb && zb && sc && zc);
  Ops o(I);
  Value y;
  if (add) {
    // onnxruntime puts a one-element A second.
    auto one = [&](Value v) {
      return I.type(v).hasStaticShape() && I.type(v).getNumElements() == 1;
    };
    if (one(a) && !one(b)) {
      std::swap(a, b);
      std::swap(sa, sb);
      std::swap(za, zb);
    }
    Value ra = o.div(sa, sc), rb = o.div(sb, sc);
    Value fixed = o.sub(zc, fma32(I, ra, za, o.mul(rb, zb)));
    y = fma32(I, I.cast(a, f32), ra, fma32(I, I.cast(b, f32), rb, fixed));
  } else {
    Type i32 = I.b.getIntegerType(32);
    Value prod = o.mul(o.sub(I.cast(a, i32), I.cast(za, i32)),
                       o.sub(I.cast(b, i32), I.cast(zb, i32)));
    y = o.add(o.mul(I.cast(prod, f32), o.div(o.mul(sa, sb), sc)), zc);
  }
  CHECK(y);
  Value q = quantize(I, y, o.f(1, f32), Value(), qt);
  CHECK(q);
  I.setOut(0, q);
  return success();
}

/// com.microsoft QLinearConcat (Y_scale, Y_zp, then X, X_scale, X_zp per
/// input): an input with the output's parameters as is, any other
/// requantized through float (onnxruntime's lookup table holds the same).
LogicalResult convQLinearConcat(I &I) {
  if (I.numInputs() < 5 || (I.numInputs() - 2) % 3 != 0)
    return I.fail("needs Y_scale, Y_zero_point and (X, X_scale, X_zero_point) "
                  "triples");
  IN(ys, 0);
  IN(yzp, 1);
  Type qt = I.elem(yzp);
  auto scalarValue = [&](Value v) -> std::optional<double> {
    auto c = v.getDefiningOp<g::ConstantOp>();
    auto d = c ? dyn_cast<DenseElementsAttr>(c.getValue()) : nullptr;
    if (!d || d.getNumElements() != 1)
      return std::nullopt;
    if (isa<FloatType>(d.getElementType()))
      return (*d.getValues<APFloat>().begin()).convertToDouble();
    return (double)(*d.getValues<APInt>().begin()).getSExtValue();
  };
  SmallVector<Value> parts;
  for (unsigned i = 2; i < I.numInputs(); i += 3) {
    IN(x, i);
    IN(xs, i + 1);
    IN(xzp, i + 2);
    if (I.elem(x) != qt)
      return I.fail("every input must have the output's element type");
    auto s0 = scalarValue(xs), s1 = scalarValue(ys);
    auto z0 = scalarValue(xzp), z1 = scalarValue(yzp);
    if (s0 && s1 && z0 && z1 && *s0 == *s1 && *z0 == *z1) {
      parts.push_back(x);
      continue;
    }
    Type ft = I.elem(ys);
    Value f = I.make<g::DequantizeOp>(I.type(x).clone(ft), x,
                                      I.reshape(xs, {}), I.reshape(xzp, {}));
    parts.push_back(I.make<g::QuantizeOp>(I.type(x).clone(qt), f,
                                          I.reshape(ys, {}),
                                          I.reshape(yzp, {})));
    CHECK(parts.back());
  }
  int64_t axis = I.attrInt("axis", 0), r = I.rank(parts.front());
  if (axis < 0)
    axis += r;
  if (axis < 0 || axis >= r)
    return I.fail("axis out of range");
  Value y = I.infer1<g::ConcatOp>(parts, I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// com.microsoft QLinearGlobalAveragePool (X, x_scale, x_zp, y_scale,
/// y_zp; channels_last): the int32 window sum less N * zx, requantized
/// with sx / (sy * N).
LogicalResult convQLinearGlobalAveragePool(I &I) {
  IN(x, 0);
  Type f32 = I.b.getF32Type(), i32 = I.b.getIntegerType(32), qt = I.elem(x);
  int64_t r = I.rank(x);
  if (r < 3)
    return I.fail("needs an input of rank >= 3");
  bool last = I.attrInt("channels_last", 0);
  SmallVector<int64_t> axes;
  int64_t n = 1;
  for (int64_t d = last ? 1 : 2; d < (last ? r - 1 : r); ++d) {
    axes.push_back(d);
    n *= I.type(x).getDimSize(d);
  }
  if (ShapedType::isDynamic(n) || n <= 0)
    return I.fail("needs static spatial sizes");
  Value sx = scalarParam(I, 1, f32, 1), zx = scalarParam(I, 2, f32, 0);
  Value sy = scalarParam(I, 3, f32, 1), zy = scalarParam(I, 4, f32, 0);
  CHECK(sx && zx && sy && zy);
  Ops o(I);
  Value acc = o.reduce<g::ReduceSumOp>(I.cast(x, i32), axes, true);
  acc = o.sub(acc, o.mul(I.cast(zx, i32), o.i(n, i32)));
  Value m = o.div(sx, o.mul(sy, o.f((double)n, f32)));
  Value y = quantize(I, o.mul(I.cast(acc, f32), m), o.f(1, f32), zy, qt);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Input `idx` of an 8-bit op as a scalar zero point of `qt` (0 when
/// absent).
Value scalarZeroPoint(I &I, unsigned idx, Type qt) {
  if (!I.hasInput(idx))
    return Ops(I).i(0, qt);
  Value z = I.in(idx);
  if (!z)
    return {};
  if (I.elem(z) != qt) {
    I.error() << "input " << idx << " must have the input's element type";
    return {};
  }
  if (I.type(z).hasStaticShape() && I.type(z).getNumElements() != 1) {
    I.error() << "input " << idx << " must be a scalar (per tensor)";
    return {};
  }
  return I.reshape(z, {});
}

/// com.microsoft QLinearSigmoid / QLinearLeakyRelu / QLinearAveragePool
/// (X, X_scale, X_zero_point, Y_scale, Y_zero_point; per tensor), as
/// onnxruntime computes them: quantize(f(dequantize(x))) with f in f32 (its
/// unary ops' 256-entry lookup table holds exactly that; its pool sums the
/// dequantized values and divides by the window's count).
LogicalResult convQLinearFloatOp(I &I) {
  StringRef op = I.node->op_type();
  IN(x, 0);
  Type f32 = I.b.getF32Type(), qt = I.elem(x);
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() != 8)
    return I.fail("X must be uint8 or int8");
  Value sx = scalarParam(I, 1, f32, 1), sy = scalarParam(I, 3, f32, 1);
  Value zx = scalarZeroPoint(I, 2, qt), zy = scalarZeroPoint(I, 4, qt);
  CHECK(sx && sy && zx && zy);
  int64_t r = I.rank(x);
  bool last = op == "QLinearAveragePool" && I.attrInt("channels_last", 0);
  if (op == "QLinearAveragePool" && r < 3)
    return I.fail("needs an input of rank >= 3");
  Ops o(I);
  SmallVector<int64_t> toFirst = {0, r - 1}, toLast = {0};
  for (int64_t d = 1; d < r - 1; ++d) {
    toFirst.push_back(d);
    toLast.push_back(d + 1);
  }
  toLast.push_back(1);
  if (last)
    x = o.transpose(x, toFirst);
  Value xf = I.make<g::DequantizeOp>(I.type(x).clone(f32), x, sx, zx);
  Value y;
  if (op != "QLinearAveragePool") {
    Value yf = op == "QLinearSigmoid"
                   ? I.make<g::SigmoidOp>(I.type(xf), xf)
                   : I.make<g::LeakyReluOp>(
                         I.type(xf), xf,
                         I.b.getF64FloatAttr(I.attrFloat("alpha", 0.01f)));
    y = I.make<g::QuantizeOp>(I.type(yf).clone(qt), yf, sy, zy);
  } else {
    // onnxruntime divides a window's sum by the whole kernel's size when
    // count_include_pad, a ceil-mode window that reads past the end
    // padding included: zeros appended there make those windows whole.
    if (I.attrInt("ceil_mode", 0) && I.attrInt("count_include_pad", 0)) {
      auto kernel = I.attrInts("kernel_shape");
      auto strides = I.attrInts("strides");
      SmallVector<int64_t> pads =
          I.attrInts("pads").value_or(SmallVector<int64_t>());
      int64_t k = r - 2;
      if (!kernel || (int64_t)kernel->size() != k ||
          I.attrString("auto_pad", "NOTSET") != "NOTSET" ||
          !I.type(xf).hasStaticShape())
        return I.fail("ceil_mode with count_include_pad needs static shapes "
                      "and explicit pads");
      if (pads.empty())
        pads.assign(2 * k, 0);
      if ((int64_t)pads.size() != 2 * k ||
          (strides && (int64_t)strides->size() != k))
        return I.fail("pads and strides must have 2 and 1 entries per "
                      "spatial dimension");
      SmallVector<int64_t> extra(2 * r, 0);
      bool any = false;
      for (int64_t i = 0; i < k; ++i) {
        int64_t st = strides ? (*strides)[i] : 1;
        int64_t in = I.type(xf).getDimSize(2 + i) + pads[i] + pads[i + k];
        int64_t out = llvm::divideCeil(in - (*kernel)[i], st) + 1;
        if ((out - 1) * st >= in - pads[i + k])
          --out; // a window starting in the end padding is dropped
        extra[r + 2 + i] =
            std::max<int64_t>(0, (out - 1) * st + (*kernel)[i] - in);
        any |= extra[r + 2 + i] > 0;
      }
      if (any)
        xf = I.infer1<g::PadOp>(
            xf, I.b.getDenseI64ArrayAttr(extra),
            g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
            I.b.getF64FloatAttr(0.0));
    }
    Value yf = poolFromAttrs(I, xf, /*isMax=*/false);
    // round(y / sy + zy), the zero point added before rounding.
    y = quantize(I, o.add(o.div(yf, sy), I.cast(zy, f32)), o.f(1, f32), Value(),
                 qt);
  }
  if (last)
    y = o.transpose(y, toLast);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The value of the one-element constant input `idx`; nullopt if it is not
/// one.
std::optional<double> constantScalar(I &I, unsigned idx) {
  Value v = I.hasInput(idx) ? I.in(idx) : Value();
  auto c = v ? v.getDefiningOp<g::ConstantOp>() : nullptr;
  auto vals = c ? g::getConstantValues(c.getValue()) : std::nullopt;
  if (!vals || vals->size() != 1)
    return std::nullopt;
  return (*vals)[0];
}

/// com.microsoft QLinearSoftmax (X, X_scale, X_zp, Y_scale, Y_zp; axis,
/// opset) as onnxruntime computes it. A 256-entry f32 table
///   T[i] = float(exp((i - 255 + b) * sx)),  b = max(0, log(FLT_MAX / D) - 5) /
///   sx
/// (f64 arithmetic) is read at 255 + x - max(row); the row's sum is an
/// f32 sum of those entries, and
///   y = min(round(T * floor(1 / sy) / sum) + zy, 255)
/// (the zero point of X cancels). opset < 13 softmaxes the flattened
/// [.., D] from `axis` on, as Softmax-1 does. X_scale must be a constant
/// (the table is built at compile time) and D static.
LogicalResult convQLinearSoftmax(I &I) {
  IN(x, 0);
  Type f32 = I.b.getF32Type(), i32 = I.b.getIntegerType(32), qt = I.elem(x);
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() != 8)
    return I.fail("X must be uint8 or int8");
  const onnx::AttributeProto *opsetAttr = I.attr("opset");
  if (!opsetAttr)
    return I.fail("needs the 'opset' attribute");
  int64_t opset = opsetAttr->i(), r = I.rank(x);
  int64_t axis = I.attrInt("axis", opset < 13 ? 1 : -1);
  if (axis < 0)
    axis += r;
  if (axis < 0 || axis >= r)
    return I.fail("axis out of range");
  auto sx = constantScalar(I, 1);
  if (!sx || !(*sx > 0))
    return I.fail("X_scale must be a positive one-element constant");
  auto xt = I.type(x);
  int64_t d = 1;
  for (int64_t i = axis; i < (opset < 13 ? r : axis + 1); ++i)
    d = ShapedType::isDynamic(xt.getDimSize(i)) || ShapedType::isDynamic(d)
            ? ShapedType::kDynamic
            : d * xt.getDimSize(i);
  if (ShapedType::isDynamic(d) || d <= 0)
    return I.fail("needs a static softmax dimension");
  Value sy = scalarParam(I, 3, f32, 1);
  Value zy = scalarZeroPoint(I, 4, qt);
  CHECK(sy && zy);
  Ops o(I);
  // Softmax-1: the rows are the flattened [.., D] from `axis` on.
  Value rows = x;
  int64_t a = axis;
  if (opset < 13 && axis != r - 1) {
    if (!xt.hasStaticShape())
      return I.fail("opset < 13 needs static shapes");
    SmallVector<int64_t> shape(xt.getShape().take_front(axis));
    shape.push_back(d);
    rows = I.reshape(x, shape);
  }
  double shift = std::max(0.0, std::log((double)FLT_MAX / (double)d) - 5.0) /
                 (double)(float)*sx;
  SmallVector<float> table(256);
  for (int i = 0; i < 256; ++i)
    table[i] = (float)std::exp(((double)i - 255 + shift) * (double)(float)*sx);
  Value t = I.constant(
      DenseElementsAttr::get(I.tensorType({256}, f32), ArrayRef<float>(table)));
  Value xi = I.cast(rows, i32);
  Value mx = o.reduce<g::ReduceMaxOp>(xi, {a}, true);
  Value idx = o.add(o.sub(xi, mx), o.i(255, i32));
  Value e = I.infer1<g::GatherOp>(t, idx, I.b.getI64IntegerAttr(0));
  Value sum = o.reduce<g::ReduceSumOp>(e, {a}, true);
  Value ys = o.un<g::FloorOp>(o.div(o.f(1, f32), sy));
  // saturate(round(T * ys / sum) + zy): quantize with scale 1.
  Value y =
      quantize(I, o.div(o.mul(e, ys), sum), o.f(1, f32), I.cast(zy, f32), qt);
  if (y && rows != x)
    y = I.reshape(y, xt.getShape());
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// com.microsoft QGemm (A, a_scale, a_zp, B, b_scale, b_zp, C, y_scale,
/// y_zp; alpha, transA, transB): the int32 product plus C (int32, so
/// scaled by alpha with it, as onnxruntime does), times
/// (alpha * sa) * sb[n] (/ sy when quantized).
LogicalResult convQGemm(I &I) {
  IN(a, 0);
  IN(b, 3);
  if (I.rank(a) != 2 || I.rank(b) != 2)
    return I.fail("A and B must be 2-D");
  bool ta = I.attrInt("transA", 0), tb = I.attrInt("transB", 0);
  Type f32 = I.b.getF32Type(), i32 = I.b.getIntegerType(32);
  Ops o(I);
  Value ac = centered(I, ta ? o.transpose(a, {1, 0}) : a, 2, 0);
  Value bc = centered(I, b, 5, tb ? 0 : 1);
  CHECK(ac && bc);
  Value acc = I.infer1<g::MatmulOp>(ac, bc, UnitAttr(),
                                    tb ? I.b.getUnitAttr() : UnitAttr());
  if (I.hasInput(6)) {
    IN(c, 6);
    acc = o.add(acc, I.cast(c, i32));
  }
  IN(sa, 1);
  IN(sb, 4);
  Value scale = o.mul(o.mul(I.scalar(I.attrFloat("alpha", 1), f32),
                            I.reshape(sa, {})),
                      perAxis(I, sb, 2, 1));
  Value y;
  if (I.hasInput(7)) {
    Value sy = scalarParam(I, 7, f32, 1), zy;
    Type qt = I.b.getIntegerType(8, /*isSigned=*/false);
    if (I.hasInput(8)) {
      IN(yzp, 8);
      qt = I.elem(yzp);
      zy = I.cast(I.reshape(yzp, {}), f32);
    }
    CHECK(sy);
    y = quantize(I, o.mul(I.cast(acc, f32), o.div(scale, sy)), o.f(1, f32), zy,
                 qt);
  } else {
    y = o.mul(I.cast(acc, f32), scale);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The bytes of the constant input `idx` (a splat expanded); nullopt if it
/// is not a constant.
std::optional<SmallVector<char>> constantInputBytes(I &I, unsigned idx) {
  Value v = I.in(idx);
  auto c = v ? v.getDefiningOp<g::ConstantOp>() : nullptr;
  if (!c)
    return std::nullopt;
  return g::getExpandedConstantBytes(c.getValue());
}

/// MatMulNBits weights dequantized at compile time: W^T [K, N] in f32, each
/// element `(q - zp) * scale` as the graph's dequantize computes it, when A
/// is f32, the scales and zero points are constants and the model's
/// weights folded so far stay within ONNXImportOptions::nbitsFoldBytes
/// (beyond it the codes stay in memory, one byte each, and a kernel
/// dequantizes them on every run). Null when not folded. `codes` is the
/// unpacked W^T [ceil(K / bs) * bs, N].
Value foldNBitsWeights(I &I, ArrayRef<char> codes, int64_t K, int64_t N,
                       int64_t kBlocks, int64_t bs, int64_t bits) {
  if (!I.elem(I.in(0)).isF32() ||
      I.foldedWeightBytes + K * N * 4 > I.opts.nbitsFoldBytes)
    return {};
  auto scaleBytes = constantInputBytes(I, 2);
  if (!scaleBytes || (int64_t)scaleBytes->size() != N * kBlocks * 4)
    return {};
  auto scale = [&](int64_t i) {
    float v;
    std::memcpy(&v, scaleBytes->data() + 4 * i, 4);
    return v;
  };
  // The zero points per (n, block): uint8 codes or f32 bytes.
  SmallVector<char> zpCodes;
  std::optional<SmallVector<char>> zpFloat;
  if (I.hasInput(3)) {
    auto zpBytes = constantInputBytes(I, 3);
    if (!zpBytes)
      return {};
    if (isa<IntegerType>(I.elem(I.in(3)))) {
      int64_t zpRow = llvm::divideCeil(kBlocks * bits, 8), per = 8 / bits;
      if ((int64_t)zpBytes->size() != N * zpRow)
        return {};
      zpCodes.resize(N * kBlocks);
      for (int64_t n = 0; n < N; ++n)
        for (int64_t b = 0; b < kBlocks; ++b)
          zpCodes[n * kBlocks + b] =
              ((uint8_t)(*zpBytes)[n * zpRow + b / per] >> ((b % per) * bits)) &
              ((1 << bits) - 1);
    } else {
      if ((int64_t)zpBytes->size() != N * kBlocks * 4)
        return {};
      zpFloat = std::move(*zpBytes);
    }
  }
  SmallVector<float> w(K * N);
  for (int64_t k = 0; k < K; ++k)
    for (int64_t n = 0; n < N; ++n) {
      int64_t blk = n * kBlocks + k / bs;
      int q = (uint8_t)codes[k * N + n];
      float v;
      if (zpFloat) {
        float z;
        std::memcpy(&z, zpFloat->data() + 4 * blk, 4);
        v = ((float)q - z) * scale(blk);
      } else {
        int z = zpCodes.empty() ? 1 << (bits - 1) : (uint8_t)zpCodes[blk];
        v = (float)(q - z) * scale(blk);
      }
      w[k * N + n] = v;
    }
  I.foldedWeightBytes += K * N * 4;
  auto type = I.tensorType({K, N}, I.b.getF32Type());
  return I.constant(g::getConstantFromBytes(
      type,
      ArrayRef<char>(reinterpret_cast<const char *>(w.data()), w.size() * 4),
      /*dense=*/false, "matmulnbits_w_" + Twine(I.blobCounter++).str()));
}

/// com.microsoft MatMulNBits (A, B, scales, zero_points, g_idx, bias; K,
/// N, bits, block_size): A times the weight W[N, K] (transposed), W
/// quantized to `bits` (2, 4 or 8) per block of `block_size` along K:
///   W[n, k] = (q[n, k] - zp[n, k / block_size]) * scale[n, k / block_size]
/// with q packed little-end first in B[N, ceil(K / block_size), blob], zp
/// packed the same way per row (uint8) or unpacked (A's type), and
/// 2^(bits - 1) without one. B and a uint8 zero point must be constants:
/// they are unpacked here, laid out as W^T [K, N] (the matmul's plain
/// operand). With f32 A and constant scales, W^T is dequantized here into
/// an f32 constant while the model's folded weights stay within a budget
/// (foldNBitsWeights); otherwise the codes stay one byte each and the
/// dequantization is graph ops, a kernel of its own before the matmul
/// (dequantizing in registers is docs/Status.md's open item).
LogicalResult convMatMulNBits(I &I) {
  IN(a, 0);
  int64_t K = I.attrInt("K", -1), N = I.attrInt("N", -1);
  int64_t bits = I.attrInt("bits", 4), bs = I.attrInt("block_size", -1);
  if (K <= 0 || N <= 0)
    return I.fail("needs positive attributes K and N");
  if (bits != 2 && bits != 4 && bits != 8)
    return I.fail("bits must be 2, 4 or 8, got " + Twine(bits));
  if (bs < 16 || !llvm::isPowerOf2_64(bs))
    return I.fail("block_size must be a power of 2 of at least 16, got " +
                  Twine(bs));
  Type ft = I.elem(a);
  if (!isa<FloatType>(ft))
    return I.fail("A must be floating point");
  if (I.rank(a) < 1 || (!I.type(a).isDynamicDim(I.rank(a) - 1) &&
                        I.type(a).getDimSize(I.rank(a) - 1) != K))
    return I.fail("A's last dimension must be K = " + Twine(K));
  int64_t kBlocks = llvm::divideCeil(K, bs), blob = bs * bits / 8;
  auto packed = constantInputBytes(I, 1);
  if (!packed)
    return I.fail("B must be a constant (an initializer)");
  if ((int64_t)packed->size() != N * kBlocks * blob)
    return I.fail("B must hold N * ceil(K / block_size) * block_size * bits "
                  "/ 8 = " +
                  Twine(N * kBlocks * blob) + " bytes, got " +
                  Twine(packed->size()));
  if (I.hasInput(4)) {
    // g_idx: the block of each k. Exporters write it even where it is
    // k / block_size (no act-order), which is the only form taken.
    Value gi = I.in(4);
    auto c = gi ? gi.getDefiningOp<g::ConstantOp>() : nullptr;
    auto idx = c ? g::getConstantValues(c.getValue()) : std::nullopt;
    bool trivial = idx && (int64_t)idx->size() == K;
    for (int64_t k = 0; trivial && k < K; ++k)
      trivial = (*idx)[k] == (double)(k / bs);
    if (!trivial)
      return I.fail("g_idx (act-order: blocks not in k / block_size order) "
                    "is not supported");
    // onnxruntime 1.30 then computes as if the zero points were 2^(bits-1)
    // (measured); rather than disagree with it or with the definition:
    if (I.hasInput(3))
      return I.fail("g_idx together with zero_points is not supported");
  }
  int64_t perByte = 8 / bits, mask = (1 << bits) - 1;
  auto unpack = [&](ArrayRef<char> in, int64_t rows, int64_t rowBytes,
                    int64_t perRow) {
    SmallVector<char> out(rows * perRow);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t i = 0; i < perRow; ++i) {
        uint8_t byte = in[r * rowBytes + i / perByte];
        out[r * perRow + i] = (byte >> ((i % perByte) * bits)) & mask;
      }
    return out;
  };
  // [rows, cols] bytes transposed to [cols, rows].
  auto transposed = [](ArrayRef<char> in, int64_t rows, int64_t cols) {
    SmallVector<char> out(rows * cols);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c)
        out[c * rows + r] = in[r * cols + c];
    return out;
  };
  Type u8 = I.b.getIntegerType(8, /*isSigned=*/false);
  auto codeType = I.tensorType({kBlocks, bs, N}, u8);
  SmallVector<char> codes = transposed(
      unpack(*packed, N, kBlocks * blob, kBlocks * bs), N, kBlocks * bs);
  IN(scales, 2);
  if (I.elem(scales) != ft)
    return I.fail("scales must have A's element type");
  auto st = I.type(scales);
  if (st.hasStaticShape() && st.getNumElements() != N * kBlocks)
    return I.fail("scales must hold N * ceil(K / block_size) elements");
  Ops o(I);
  // A per-block parameter [N * kBlocks] (n-major) as [kBlocks, 1, N].
  auto perBlock = [&](Value p) {
    return I.reshape(o.transpose(I.reshape(p, {N, kBlocks}), {1, 0}),
                     {kBlocks, 1, N});
  };
  Value s = perBlock(scales);
  Value w = foldNBitsWeights(I, codes, K, N, kBlocks, bs, bits);
  Value q;
  if (!w)
    q = I.constant(
        g::getConstantFromBytes(codeType, codes, /*dense=*/false,
                                "matmulnbits_" + Twine(I.blobCounter++).str()));
  if (w) {
    // Dequantized at compile time (within the budget).
  } else if (!I.hasInput(3)) {
    w = I.make<g::DequantizeOp>(codeType.clone(ft), q, s,
                                o.i(1 << (bits - 1), u8));
  } else if (isa<IntegerType>(I.elem(I.in(3)))) {
    int64_t zpRow = llvm::divideCeil(kBlocks * bits, 8);
    auto zpBytes = constantInputBytes(I, 3);
    if (!zpBytes || I.elem(I.in(3)) != u8)
      return I.fail("an integer zero_points must be a uint8 constant");
    if ((int64_t)zpBytes->size() != N * zpRow)
      return I.fail("zero_points must hold N * ceil(ceil(K / block_size) * "
                    "bits / 8) = " +
                    Twine(N * zpRow) + " bytes");
    SmallVector<char> zps =
        transposed(unpack(*zpBytes, N, zpRow, kBlocks), N, kBlocks);
    Value zp = I.constant(g::getConstantFromBytes(
        I.tensorType({kBlocks, 1, N}, u8), zps, /*dense=*/false,
        "matmulnbits_zp_" + Twine(I.blobCounter++).str()));
    w = I.make<g::DequantizeOp>(codeType.clone(ft), q, s, zp);
  } else {
    IN(zpf, 3);
    if (I.elem(zpf) != ft)
      return I.fail("zero_points must be uint8 or A's element type");
    w = o.mul(o.sub(I.cast(q, ft), perBlock(zpf)), s);
  }
  if (I.type(w).getRank() == 3)
    w = I.reshape(w, {kBlocks * bs, N});
  if (I.type(w).getDimSize(0) != K)
    w = I.infer1<g::SliceOp>(
        w, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({K}),
        I.b.getDenseI64ArrayAttr({0}), DenseI64ArrayAttr());
  CHECK(w);
  bool vec = I.rank(a) == 1;
  Value lhs = vec ? I.unsqueezeDims(a, {0}) : a;
  Value y = I.infer1<g::MatmulOp>(lhs, w, UnitAttr(), UnitAttr());
  if (vec && y)
    y = I.squeezeDims(y, {0});
  if (I.hasInput(5)) {
    IN(bias, 5);
    y = o.add(y, bias);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerQuantizationHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["QuantizeLinear"] = convQuantizeLinear;
  m["DequantizeLinear"] = convDequantizeLinear;
  m["DynamicQuantizeLinear"] = convDynamicQuantizeLinear;
  m["MatMulInteger"] = convIntegerOp;
  m["ConvInteger"] = convIntegerOp;
  m["QLinearMatMul"] = convQLinear;
  m["QLinearConv"] = convQLinear;
  m["com.microsoft.QLinearAdd"] = convQLinearBinary;
  m["com.microsoft.QLinearMul"] = convQLinearBinary;
  m["com.microsoft.QLinearConcat"] = convQLinearConcat;
  m["com.microsoft.QLinearGlobalAveragePool"] = convQLinearGlobalAveragePool;
  m["com.microsoft.QGemm"] = convQGemm;
  m["com.microsoft.MatMulNBits"] = convMatMulNBits;
  m["com.microsoft.QLinearSigmoid"] = convQLinearFloatOp;
  m["com.microsoft.QLinearLeakyRelu"] = convQLinearFloatOp;
  m["com.microsoft.QLinearAveragePool"] = convQLinearFloatOp;
  m["com.microsoft.QLinearSoftmax"] = convQLinearSoftmax;
}
