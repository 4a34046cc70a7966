//===- QuantizedOps.cpp - quantized graphs as integer arithmetic ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A QDQ model (ONNX QuantizeLinear / DequantizeLinear around float ops, as
// onnxruntime.quantization writes it) says "this conv runs on int8" by
// wrapping it:
//
//   q = quantize(conv(dequantize(x, sx, zx), dequantize(w, sw, zw),
//                     dequantize(b, sx * sw, 0)), sy, zy)
//
// Run as written it is a float conv between float round trips. Here it
// becomes what onnxruntime's QLinearConv computes, exactly:
//
//   acc = conv(int32(x) - zx, int32(w) - zw, b)            (int32, exact)
//   q   = saturate(round-half-even(float(acc) * m[c]) + zy)
//
// with the per-channel multiplier m[c] = sx * sw[c] / sy folded in f32 at
// compile time (onnxruntime's order of operations). The requantization is
// the integer conv's elementwise epilogue, and the next layer's dequantize
// folds into its own integer conv: int8 stays between the layers. The same
// holds for matmul (QLinearMatMul) and for a matmul plus a broadcast int32
// bias (Gemm as QGemm).
//
// Every quantize / dequantize left (activations into a float op, float
// ops' outputs) expands into elementwise graph ops with ONNX's semantics.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>
#include <cstring>

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHQUANTIZEDOPSPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// The elements of a constant integer or f32 tensor as doubles (integers
/// by their signedness), through reshapes (the importer's per-axis
/// parameters); nullopt when `v` is no such constant.
std::optional<SmallVector<double>> constantValues(Value v) {
  while (auto r = v.getDefiningOp<ReshapeOp>())
    v = r.getInput();
  // An f32 product of constants (the importer's QLinearConv bias scale
  // sx * sw, not folded yet: this pass runs first), a scalar times a
  // tensor or two of one size; the f32 product of f32 values is their
  // f64 product rounded once.
  if (auto mul = v.getDefiningOp<MulOp>();
      mul && cast<ShapedType>(mul.getType()).getElementType().isF32()) {
    auto a = constantValues(mul.getLhs()), b = constantValues(mul.getRhs());
    if (!a || !b || (a->size() != b->size() && a->size() != 1 &&
                     b->size() != 1))
      return std::nullopt;
    SmallVector<double> out;
    for (size_t i = 0, n = std::max(a->size(), b->size()); i < n; ++i)
      out.push_back((float)((*a)[a->size() == 1 ? 0 : i] *
                            (*b)[b->size() == 1 ? 0 : i]));
    return out;
  }
  auto cst = v.getDefiningOp<ConstantOp>();
  Type et = cst ? cst.getType().getElementType() : Type();
  if (!cst || !(et.isF32() || (isa<IntegerType>(et) &&
                               et.getIntOrFloatBitWidth() <= 32)))
    return std::nullopt;
  return getConstantValues(cst.getValue());
}

/// A quantization parameter known at compile time: one value (per tensor)
/// or one per index of `axis` of a rank-`rank` tensor of size `size` there.
struct Param {
  SmallVector<double> values;
  bool perTensor() const { return values.size() == 1; }
  double at(int64_t i) const { return values[perTensor() ? 0 : i]; }
};

std::optional<Param> param(Value v, int64_t rank, int64_t axis, int64_t size) {
  std::optional<SmallVector<double>> values = constantValues(v);
  if (!values || values->empty())
    return std::nullopt;
  if (values->size() == 1)
    return Param{*values};
  // Per axis: the one non-1 dimension sits at `axis` (right-aligned).
  auto type = cast<RankedTensorType>(v.getType());
  int64_t off = rank - type.getRank();
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.getDimSize(d) != 1 && d + off != axis)
      return std::nullopt;
  if ((int64_t)values->size() != size)
    return std::nullopt;
  return Param{*values};
}

/// The parameters of a dequantize whose scale is f32 and whose scale and
/// zero point are compile-time constants, per tensor or along `axis`.
struct Dequant {
  Value input;
  Param scale, zeroPoint;
};

std::optional<Dequant> matchDequant(Value v, int64_t axis, bool perAxisOk) {
  auto dq = v.getDefiningOp<DequantizeOp>();
  if (!dq || !dq.getScale().getType().getElementType().isF32())
    return std::nullopt;
  auto type = cast<RankedTensorType>(v.getType());
  int64_t size = axis < type.getRank() ? type.getDimSize(axis) : 1;
  auto s = param(dq.getScale(), type.getRank(), axis, size);
  auto z = param(dq.getZeroPoint(), type.getRank(), axis, size);
  if (!s || !z || (!perAxisOk && (!s->perTensor() || !z->perTensor())))
    return std::nullopt;
  return Dequant{dq.getInput(), *s, *z};
}

/// An f32 or i32 constant of `shape` (its elements from `values`).
Value constant(OpBuilder &b, Location loc, ArrayRef<int64_t> shape, Type et,
               ArrayRef<double> values) {
  auto type = RankedTensorType::get(shape, et);
  SmallVector<Attribute> elems;
  for (double v : values)
    elems.push_back(et.isF32() ? (Attribute)b.getF32FloatAttr((float)v)
                               : (Attribute)b.getIntegerAttr(et, (int64_t)v));
  return ConstantOp::create(b, loc, type, DenseElementsAttr::get(type, elems));
}

RankedTensorType withElement(Value v, Type et) {
  return cast<RankedTensorType>(v.getType()).clone(et);
}

/// int32(x) - zero point (the zero point broadcast along `axis`).
Value centered(OpBuilder &b, Location loc, Value x, const Param &zp,
               int64_t axis) {
  Type i32 = b.getI32Type();
  // Constant weights fold here (the importer's initializers are resource
  // blobs, which the cast folder does not read): no per-call widening.
  auto type = cast<RankedTensorType>(x.getType());
  if (std::optional<SmallVector<double>> vals = constantValues(x)) {
    int64_t inner = 1;
    for (int64_t d = axis + 1; d < type.getRank(); ++d)
      inner *= type.getDimSize(d);
    int64_t size = axis < type.getRank() ? type.getDimSize(axis) : 1;
    for (auto [i, v] : llvm::enumerate(*vals))
      v -= zp.at(zp.perTensor() ? 0 : ((int64_t)i / inner) % size);
    return constant(b, loc, type.getShape(), i32, *vals);
  }
  Value xi = CastOp::create(b, loc, withElement(x, i32), x);
  bool zero = llvm::all_of(zp.values, [](double v) { return v == 0; });
  if (zero)
    return xi;
  SmallVector<int64_t> shape;
  if (!zp.perTensor()) {
    shape.assign(type.getRank(), 1);
    shape[axis] = zp.values.size();
  }
  return SubOp::create(b, loc, xi.getType(), xi,
                       constant(b, loc, shape, i32, zp.values));
}

/// The integral float `f` clamped to the range of `type`'s integer element
/// type and converted to it.
Value saturate(OpBuilder &b, Location loc, Value f, RankedTensorType type) {
  Type qt = type.getElementType();
  unsigned w = qt.getIntOrFloatBitWidth();
  double lo = qt.isUnsignedInteger() ? 0 : -std::ldexp(1.0, w - 1);
  double hi = qt.isUnsignedInteger() ? std::ldexp(1.0, w) - 1
                                     : std::ldexp(1.0, w - 1) - 1;
  f = ClipOp::create(b, loc, f.getType(), f, b.getF64FloatAttr(lo),
                     b.getF64FloatAttr(hi));
  return CastOp::create(b, loc, type, f);
}

/// saturate(round(float(acc) * m) + zp) in `qt`, `m` per tensor or along
/// `axis` of the accumulator.
Value requantize(OpBuilder &b, Location loc, Value acc, ArrayRef<double> m,
                 int64_t axis, double zp, Type qt) {
  Type f32 = b.getF32Type();
  auto accType = cast<RankedTensorType>(acc.getType());
  auto ft = accType.clone(f32);
  SmallVector<int64_t> shape;
  if (m.size() > 1) {
    shape.assign(accType.getRank(), 1);
    shape[axis] = m.size();
  }
  Value f = CastOp::create(b, loc, ft, acc);
  f = MulOp::create(b, loc, ft, f, constant(b, loc, shape, f32, m));
  f = RoundOp::create(b, loc, ft, f);
  if (zp != 0)
    f = AddOp::create(b, loc, ft, f, constant(b, loc, {}, f32, {zp}));
  return saturate(b, loc, f, accType.clone(qt));
}

/// The multiplier sx * sw[c] / sy in f32, onnxruntime's order.
SmallVector<double> multipliers(const Param &sx, const Param &sw,
                                const Param &sy, int64_t n) {
  SmallVector<double> m;
  for (int64_t c = 0; c < n; ++c)
    m.push_back((float)((float)((float)sx.at(0) * (float)sw.at(c)) /
                        (float)sy.at(0)));
  return m;
}

/// An int32 bias given as dequantize(b, sx * sw, 0), the scale exactly the
/// product onnxruntime's quantizer writes; null otherwise.
Value int32Bias(Value bias, const Param &sx, const Param &sw, int64_t n,
                int64_t axis) {
  auto dq = matchDequant(bias, axis, /*perAxisOk=*/true);
  if (!dq || !cast<RankedTensorType>(dq->input.getType())
                  .getElementType()
                  .isSignlessInteger(32))
    return Value();
  if (!llvm::all_of(dq->zeroPoint.values, [](double v) { return v == 0; }))
    return Value();
  for (int64_t c = 0; c < n; ++c)
    if ((float)dq->scale.at(c) != (float)((float)sx.at(0) * (float)sw.at(c)))
      return Value();
  return dq->input;
}

/// The operands of a quantized conv that reads the 8-bit activations as
/// they are: acc = conv(x, w - zw) + (b - zx * sum(w - zw)) is
/// conv(x - zx, w - zw) + b exactly. A padded conv's padded taps must read
/// zx (0 once centered): x is padded with zx first (`xOut`) and the conv
/// runs unpadded (`padsOut` cleared); input channels that are not a
/// multiple of 4 are padded to one alike. The weights `w - zw` as int8
/// constants; the zero-point correction folded into the int32 bias. False
/// where the weights are not constants or `w - zw` leaves int8.
bool narrowConvOperands(OpBuilder &b, Location loc, ConvOp conv,
                        const Dequant &x, const Dequant &w, Value bias,
                        int64_t f, Value &xOut, Value &wOut, Value &biasOut,
                        DenseI64ArrayAttr &padsOut) {
  auto xType = cast<RankedTensorType>(x.input.getType());
  auto wType = cast<RankedTensorType>(w.input.getType());
  if (xType.getElementTypeBitWidth() != 8 || !wType.hasStaticShape() ||
      wType.getDimSize(0) != f)
    return false;
  std::optional<SmallVector<double>> wv = constantValues(w.input);
  if (!wv)
    return false;
  SmallVector<double> biasValues(f, 0.0);
  if (bias) {
    std::optional<SmallVector<double>> bv = constantValues(bias);
    if (!bv || (int64_t)bv->size() != f)
      return false;
    biasValues = *bv;
  }
  int64_t per = wType.getNumElements() / f;
  double zx = x.zeroPoint.at(0);
  for (int64_t c = 0; c < f; ++c) {
    double sum = 0;
    for (int64_t i = c * per; i < (c + 1) * per; ++i) {
      double v = (*wv)[i] - w.zeroPoint.at(c);
      if (v < -128 || v > 127)
        return false;
      (*wv)[i] = v;
      sum += v;
    }
    biasValues[c] -= zx * sum;
    if (std::abs(biasValues[c]) > 2147483647.0)
      return false;
  }
  // Input channels to a multiple of 4 (a 3-channel stem), the new ones
  // with zero weights (whatever x holds there adds nothing): the CPU's
  // VNNI micro-kernel sums 4 channels per step.
  int64_t c = wType.getDimSize(1), cPad = c;
  if (conv.getGroups() == 1 && c % 4 != 0 &&
      xType.getDimSize(1) == c) {
    cPad = llvm::alignTo(c, 4);
    int64_t window = per / c;
    SmallVector<double> padded(f * cPad * window, 0.0);
    for (int64_t o = 0; o < f; ++o)
      for (int64_t i = 0; i < c * window; ++i)
        padded[o * cPad * window + i] = (*wv)[o * per + i];
    *wv = std::move(padded);
  }
  xOut = x.input;
  auto pads = conv.getPads();
  bool spatialPads =
      pads && llvm::any_of(*pads, [](int64_t p) { return p != 0; });
  if (spatialPads || cPad != c) {
    // [0, 0, begins..., 0, C pad, ends...] over [N, C, spatial...].
    int64_t rank = xType.getRank(), k = rank - 2;
    SmallVector<int64_t> all(2 * rank, 0), shape(xType.getShape());
    all[rank + 1] = cPad - c;
    shape[1] += cPad - c;
    for (int64_t i = 0; spatialPads && i < k; ++i) {
      all[2 + i] = (*pads)[i];
      all[rank + 2 + i] = (*pads)[k + i];
      if (!ShapedType::isDynamic(shape[2 + i]))
        shape[2 + i] += (*pads)[i] + (*pads)[k + i];
    }
    xOut = PadOp::create(b, loc, xType.clone(shape), x.input,
                         b.getDenseI64ArrayAttr(all),
                         PadModeAttr::get(b.getContext(), PadMode::constant),
                         b.getF64FloatAttr(zx));
    padsOut = DenseI64ArrayAttr();
  }
  SmallVector<int64_t> wShape(wType.getShape());
  wShape[1] = cPad;
  wOut = constant(b, loc, wShape, b.getI8Type(), *wv);
  biasOut = constant(b, loc, {f}, b.getI32Type(), biasValues);
  return true;
}

/// quantize(conv(dequantize x, dequantize w [, dequantize b])).
LogicalResult fuseConv(OpBuilder &b, QuantizeOp q, ConvOp conv, bool narrow) {
  if (conv.getChannelsLast())
    return failure();
  auto outType = cast<RankedTensorType>(conv.getType());
  int64_t f = outType.getDimSize(1);
  if (ShapedType::isDynamic(f))
    return failure();
  auto x = matchDequant(conv.getInput(), 1, /*perAxisOk=*/false);
  auto w = matchDequant(conv.getWeight(), 0, /*perAxisOk=*/true);
  if (!x || !w)
    return failure();
  Value bias;
  if (conv.getBias()) {
    bias = int32Bias(conv.getBias(), x->scale, w->scale, f, 0);
    if (!bias)
      return failure();
  }
  auto sy = param(q.getScale(), outType.getRank(), 1, f);
  auto zy = param(q.getZeroPoint(), outType.getRank(), 1, f);
  if (!sy || !zy || !sy->perTensor() || !zy->perTensor())
    return failure();
  Location loc = conv.getLoc();
  b.setInsertionPoint(q);
  Value xi, wi;
  DenseI64ArrayAttr pads = conv.getPadsAttr();
  if (!narrow || !narrowConvOperands(b, loc, conv, *x, *w, bias, f, xi, wi,
                                     bias, pads)) {
    xi = centered(b, loc, x->input, x->zeroPoint, 1);
    wi = centered(b, loc, w->input, w->zeroPoint, 0);
  }
  Value acc = ConvOp::create(b, loc, outType.clone(b.getI32Type()), xi, wi,
                             bias, conv.getStridesAttr(),
                             conv.getDilationsAttr(), pads,
                             conv.getGroupsAttr(), UnitAttr());
  Value out = requantize(b, loc, acc,
                         multipliers(x->scale, w->scale, *sy, f), 1,
                         zy->at(0), q.getType().getElementType());
  q.replaceAllUsesWith(out);
  return success();
}

/// quantize(matmul(dequantize a, dequantize b) [+ dequantize bias]): a per
/// tensor, b per tensor or per column (the bias is then a row of columns).
LogicalResult fuseMatmul(OpBuilder &b, QuantizeOp q, MatmulOp mm,
                         Value biasDq) {
  if (mm.getTransposeA())
    return failure();
  auto outType = cast<RankedTensorType>(mm.getType());
  int64_t r = outType.getRank(), n = outType.getDimSize(r - 1);
  auto bType = cast<RankedTensorType>(mm.getRhs().getType());
  int64_t br = bType.getRank();
  int64_t colAxis = mm.getTransposeB() ? br - 2 : br - 1;
  if (ShapedType::isDynamic(n))
    return failure();
  auto a = matchDequant(mm.getLhs(), 0, /*perAxisOk=*/false);
  auto w = matchDequant(mm.getRhs(), colAxis, /*perAxisOk=*/true);
  if (!a || !w)
    return failure();
  Value bias;
  if (biasDq) {
    auto bt = cast<RankedTensorType>(biasDq.getType());
    // A row of the columns: [N] or [1, N].
    if (bt.getRank() > 2 || bt.getDimSize(bt.getRank() - 1) != n ||
        (bt.getRank() == 2 && bt.getDimSize(0) != 1))
      return failure();
    bias = int32Bias(biasDq, a->scale, w->scale, n, bt.getRank() - 1);
    if (!bias)
      return failure();
  }
  auto sy = param(q.getScale(), r, r - 1, n);
  auto zy = param(q.getZeroPoint(), r, r - 1, n);
  if (!sy || !zy || !sy->perTensor() || !zy->perTensor())
    return failure();
  Location loc = mm.getLoc();
  b.setInsertionPoint(q);
  Value ai = centered(b, loc, a->input, a->zeroPoint, 0);
  Value wi = centered(b, loc, w->input, w->zeroPoint, colAxis);
  auto accType = outType.clone(b.getI32Type());
  Value acc = MatmulOp::create(b, loc, accType, ai, wi, UnitAttr(),
                               mm.getTransposeBAttr());
  if (bias)
    acc = AddOp::create(b, loc, accType, acc, bias);
  Value out = requantize(b, loc, acc, multipliers(a->scale, w->scale, *sy, n),
                         r - 1, zy->at(0), q.getType().getElementType());
  q.replaceAllUsesWith(out);
  return success();
}

LogicalResult fuse(OpBuilder &b, QuantizeOp q, bool narrow) {
  if (!isQuantizedInt(q.getType().getElementType()))
    return failure();
  Operation *def = q.getInput().getDefiningOp();
  if (!def || !def->hasOneUse())
    return failure();
  if (auto conv = dyn_cast<ConvOp>(def))
    return fuseConv(b, q, conv, narrow);
  if (auto mm = dyn_cast<MatmulOp>(def))
    return fuseMatmul(b, q, mm, Value());
  if (auto add = dyn_cast<AddOp>(def)) {
    for (int i = 0; i < 2; ++i) {
      auto mm = add->getOperand(i).getDefiningOp<MatmulOp>();
      if (mm && mm->hasOneUse() &&
          succeeded(fuseMatmul(b, q, mm, add->getOperand(1 - i))))
        return success();
    }
  }
  return failure();
}

/// A scale or zero point as the input's rank and broadcast type.
Value asFloat(OpBuilder &b, Location loc, Value v, Type ft) {
  auto t = cast<RankedTensorType>(v.getType());
  if (t.getElementType() == ft)
    return v;
  return CastOp::create(b, loc, t.clone(ft), v);
}

/// ONNX QuantizeLinear: saturate(round(x / scale) + zero_point).
void expand(OpBuilder &b, QuantizeOp q) {
  b.setInsertionPoint(q);
  Location loc = q.getLoc();
  auto ft = cast<RankedTensorType>(q.getInput().getType());
  Value f = DivOp::create(b, loc, ft, q.getInput(), q.getScale());
  f = RoundOp::create(b, loc, ft, f);
  f = AddOp::create(b, loc, ft, f,
                    asFloat(b, loc, q.getZeroPoint(), ft.getElementType()));
  q.replaceAllUsesWith(saturate(b, loc, f, q.getType()));
}

/// ONNX DequantizeLinear: float(int32(x) - int32(zero_point)) * scale.
void expand(OpBuilder &b, DequantizeOp dq) {
  b.setInsertionPoint(dq);
  Location loc = dq.getLoc();
  Type i32 = b.getI32Type();
  auto it = withElement(dq.getInput(), i32);
  Value x = CastOp::create(b, loc, it, dq.getInput());
  auto zt = withElement(dq.getZeroPoint(), i32);
  x = SubOp::create(b, loc, it, x,
                    CastOp::create(b, loc, zt, dq.getZeroPoint()));
  Value f = CastOp::create(b, loc, dq.getType(), x);
  dq.replaceAllUsesWith(
      MulOp::create(b, loc, dq.getType(), f, dq.getScale()).getResult());
}

void eraseDead(Operation *op);

/// The values of an i32 matmul operand that is a constant, or the int32
/// cast of one, minus a constant zero point (scalar or one per column of
/// the last dim): a quantized matmul's centered weights, folded or as the
/// importer writes MatMulInteger's `int32(b) - int32(zb)`.
std::optional<SmallVector<double>> centeredConstant(Value v) {
  // A constant, or the widening of an integer one (a float one's cast
  // would round).
  auto values = [](Value x) -> std::optional<SmallVector<double>> {
    if (auto c = x.getDefiningOp<CastOp>()) {
      if (!isa<IntegerType>(getElementTypeOrSelf(c.getInput().getType())))
        return std::nullopt;
      x = c.getInput();
    }
    return constantValues(x);
  };
  auto sub = v.getDefiningOp<SubOp>();
  if (!sub)
    return values(v);
  auto w = values(sub.getLhs()), z = values(sub.getRhs());
  auto type = cast<RankedTensorType>(v.getType());
  if (!w || !z || !type.hasStaticShape() || type.getRank() < 1)
    return std::nullopt;
  int64_t cols = type.getDimSize(type.getRank() - 1);
  auto zt = cast<RankedTensorType>(sub.getRhs().getType());
  bool perColumn = (int64_t)z->size() == cols && z->size() > 1 &&
                   zt.getDimSize(zt.getRank() - 1) == cols;
  if (z->size() != 1 && !perColumn)
    return std::nullopt;
  for (auto [i, x] : llvm::enumerate(*w))
    x -= (*z)[perColumn ? i % cols : 0];
  return w;
}

/// narrow: an i32 matmul of centered 8-bit activations and constant
/// centered weights (QLinearMatMul / QGemm after fuseMatmul, MatMulInteger
/// as imported) reads the 8-bit activations as they are and int8 weights
/// `w - zw`:
///
///   (a - za) x (w - zw) = a x (w - zw) - za * colsum(w - zw)
///
/// za may be a run-time scalar (DynamicQuantizeLinear's): the correction is
/// then one multiply of the constant column sums per call. The same
/// integers, a quarter of the bytes, and the form of the CPU's VNNI
/// micro-kernel. Applies where `w - zw` fits int8 and the activations' zero
/// point is one value.
LogicalResult narrowMatmul(OpBuilder &b, MatmulOp mm) {
  auto rt = cast<RankedTensorType>(mm.getType());
  if (!rt.getElementType().isSignlessInteger(32) || mm.getTransposeA() ||
      !rt.hasStaticShape())
    return failure();
  auto wType = cast<RankedTensorType>(mm.getRhs().getType());
  if (wType.getRank() != 2 || !wType.hasStaticShape())
    return failure();
  std::optional<SmallVector<double>> w = centeredConstant(mm.getRhs());
  if (!w || llvm::any_of(*w, [](double v) { return v < -128 || v > 127; }))
    return failure();
  // The activations: int32(a) or int32(a) - za, a 8-bit, za one value.
  Value lhs = mm.getLhs(), za;
  if (auto sub = lhs.getDefiningOp<SubOp>()) {
    auto zt = cast<RankedTensorType>(sub.getRhs().getType());
    if (!zt.hasStaticShape() || zt.getNumElements() != 1)
      return failure();
    lhs = sub.getLhs();
    za = sub.getRhs();
  }
  auto widen = lhs.getDefiningOp<CastOp>();
  if (!widen)
    return failure();
  Value a = widen.getInput();
  auto aType = cast<RankedTensorType>(a.getType());
  if (!isa<IntegerType>(aType.getElementType()) ||
      aType.getElementTypeBitWidth() != 8)
    return failure();
  bool tb = mm.getTransposeB();
  int64_t n = rt.getDimSize(rt.getRank() - 1), k = w->size() / n;
  SmallVector<double> colsum(n, 0.0);
  for (int64_t i = 0; i < k; ++i)
    for (int64_t j = 0; j < n; ++j)
      colsum[j] += (*w)[tb ? j * k + i : i * n + j];
  // The weights as [K, N] whatever transpose_b said: the CPU micro-kernel
  // loads B's rows along N.
  SmallVector<double> kn(*w);
  if (tb)
    for (int64_t i = 0; i < k; ++i)
      for (int64_t j = 0; j < n; ++j)
        kn[i * n + j] = (*w)[j * k + i];
  Location loc = mm.getLoc();
  b.setInsertionPoint(mm);
  Value w8 = constant(b, loc, {k, n}, b.getI8Type(), kn);
  Value acc = MatmulOp::create(b, loc, rt, a, w8, UnitAttr(), UnitAttr());
  if (za) {
    Value corr;
    if (std::optional<SmallVector<double>> z = constantValues(za)) {
      SmallVector<double> row;
      for (double c : colsum)
        row.push_back((*z)[0] * c);
      if (llvm::any_of(row, [](double v) { return std::abs(v) > 2147483647.0; }))
        return failure();
      corr = constant(b, loc, {n}, b.getI32Type(), row);
    } else {
      auto zt = cast<RankedTensorType>(za.getType());
      SmallVector<int64_t> shape(zt.getShape());
      if (shape.empty())
        shape.push_back(n);
      else
        shape.back() = n;
      corr = MulOp::create(b, loc, zt.clone(shape), za,
                           constant(b, loc, {n}, b.getI32Type(), colsum));
    }
    acc = SubOp::create(b, loc, rt, acc, corr);
  }
  mm.replaceAllUsesWith(acc);
  eraseDead(mm);
  return success();
}

/// Erases `op` and the producers only it used (the float ops a fusion
/// replaced, down to the dequantizes of their operands).
void eraseDead(Operation *op) {
  SmallVector<Operation *> work{op};
  while (!work.empty()) {
    Operation *o = work.pop_back_val();
    if (!o->use_empty() || !isPure(o))
      continue;
    SmallVector<Operation *> producers;
    for (Value v : o->getOperands())
      if (Operation *d = v.getDefiningOp())
        producers.push_back(d);
    o->erase();
    for (Operation *d : producers)
      if (!llvm::is_contained(work, d))
        work.push_back(d);
  }
}

struct GraphQuantizedOpsPass
    : mlc::graph::impl::GraphQuantizedOpsPassBase<GraphQuantizedOpsPass> {
  using Base::Base;
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    OpBuilder b(fn.getContext());
    SmallVector<QuantizeOp> quants;
    fn.walk([&](QuantizeOp q) { quants.push_back(q); });
    if (integer)
      for (QuantizeOp q : quants)
        if (succeeded(fuse(b, q, narrow)))
          eraseDead(q);
    SmallVector<Operation *> all;
    fn.walk([&](Operation *op) {
      if (isa<QuantizeOp, DequantizeOp>(op))
        all.push_back(op);
    });
    for (Operation *op : all) {
      if (auto q = dyn_cast<QuantizeOp>(op))
        expand(b, q);
      else
        expand(b, cast<DequantizeOp>(op));
    }
    for (Operation *op : all)
      op->dropAllUses();
    for (Operation *op : all)
      op->erase();
    if (integer && narrow) {
      SmallVector<MatmulOp> matmuls;
      fn.walk([&](MatmulOp mm) { matmuls.push_back(mm); });
      for (MatmulOp mm : matmuls)
        (void)narrowMatmul(b, mm);
    }
  }
};

} // namespace
