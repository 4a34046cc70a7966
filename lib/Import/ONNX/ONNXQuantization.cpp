//===- ONNXQuantization.cpp - ONNX quantization ---------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The quantization ops as compositions of graph ops on float and integer
// tensors: QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear,
// MatMulInteger, ConvInteger, QLinearMatMul and QLinearConv.
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

/// The quantization axis; checked only where the scale is per axis (a
/// per-tensor scale ignores it).
FailureOr<int64_t> quantAxis(I &I, Value x, Value scale) {
  int64_t axis = I.attrInt("axis", 1), r = I.rank(x);
  if (axis < 0)
    axis += r;
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

/// The zero point (input `idx`) broadcast along `axis`, or a scalar 0 of
/// `qt` when the node has none.
Value zeroPoint(I &I, unsigned idx, int64_t rank, int64_t axis, Type qt) {
  if (!I.hasInput(idx))
    return Ops(I).i(0, qt);
  Value zp = I.in(idx);
  return zp ? perAxis(I, zp, rank, axis) : Value();
}

/// graph.quantize: graph-quantized-ops runs it on integers where it ends a
/// quantized conv / matmul and expands it elsewhere.
LogicalResult convQuantizeLinear(I &I) {
  IN(x, 0);
  IN(scale, 1);
  auto axis = quantAxis(I, x, scale);
  if (failed(axis))
    return failure();
  Type ft = I.elem(scale);
  Type qt = I.b.getIntegerType(8, /*isSigned=*/false);
  if (I.hasInput(2)) {
    IN(zp, 2);
    qt = I.elem(zp);
  }
  if (!isa<IntegerType>(qt) || qt.getIntOrFloatBitWidth() > 16)
    return I.fail("only 8- and 16-bit integer zero points are supported");
  Value zp = zeroPoint(I, 2, I.rank(x), *axis, qt);
  Value s = perAxis(I, scale, I.rank(x), *axis);
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
  Type ft = I.elem(scale);
  if (!isa<IntegerType>(I.elem(x)))
    return I.fail("needs an integer input");
  Value zp = zeroPoint(I, 2, I.rank(x), *axis, I.elem(x));
  Value s = perAxis(I, scale, I.rank(x), *axis);
  CHECK(zp);
  CHECK(s);
  I.setOut(0, I.make<g::DequantizeOp>(I.type(x).clone(ft), x, s, zp));
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
}
