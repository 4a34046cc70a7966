//===- ONNXElementwise.cpp - ONNX elementwise math, logic and casts -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Elementwise ONNX ops: arithmetic (folded on known integers, as shape
// arithmetic is), comparisons, logic, Where, Cast, Clip, the activations and
// other compositions of elementwise graph ops (inverse trigonometry with
// Cephes' polynomials, BitShift), and Identity (of tensors, sequences and
// optionals).
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

std::optional<Known> broadcastKnown(const Known &a, const Known &b, Type et,
                                    function_ref<int64_t(int64_t, int64_t)> f,
                                    bool symbolsOk = false) {
  size_t r = std::max(a.shape.size(), b.shape.size());
  SmallVector<int64_t> sa(r - a.shape.size(), 1), sb(r - b.shape.size(), 1),
      out(r);
  sa.append(a.shape.begin(), a.shape.end());
  sb.append(b.shape.begin(), b.shape.end());
  for (size_t i = 0; i < r; ++i) {
    if (sa[i] != sb[i] && sa[i] != 1 && sb[i] != 1)
      return std::nullopt;
    out[i] = sa[i] == 1 ? sb[i] : sa[i];
  }
  Known k{out, {}, et};
  auto st = stridesOf(out), stA = stridesOf(sa), stB = stridesOf(sb);
  int64_t n = product(out);
  for (int64_t idx = 0; idx < n; ++idx) {
    int64_t ia = 0, ib = 0, rem = idx;
    for (size_t d = 0; d < r; ++d) {
      int64_t c = rem / st[d];
      rem %= st[d];
      ia += (sa[d] == 1 ? 0 : c) * stA[d];
      ib += (sb[d] == 1 ? 0 : c) * stB[d];
    }
    int64_t x = a.values[ia], y = b.values[ib];
    if ((isSym(x) || isSym(y)) && !symbolsOk)
      return std::nullopt;
    k.values.push_back(f(x, y));
  }
  return k;
}

/// Truncates/extends `v` to the range of integer type `t`.
int64_t wrapTo(int64_t v, Type t) {
  if (isSym(v))
    return v;
  unsigned w = t.getIntOrFloatBitWidth();
  if (w >= 64)
    return v;
  if (w == 1)
    return v != 0;
  uint64_t mask = (uint64_t(1) << w) - 1;
  uint64_t u = uint64_t(v) & mask;
  if (t.isUnsignedInteger())
    return (int64_t)u;
  if (u >> (w - 1))
    return (int64_t)(u | ~mask);
  return (int64_t)u;
}

template <typename OpTy> LogicalResult unary(I &I) {
  IN(x, 0);
  I.setOut(0, I.make<OpTy>(x.getType(), x));
  return success();
}

template <typename OpTy> LogicalResult binary(I &I) {
  IN(a, 0);
  IN(b, 1);
  Value r = binop<OpTy>(I, a, b);
  CHECK(r);
  I.setOut(0, r);
  return success();
}

/// Add/Sub/Mul/Div: folded on known integers (shape arithmetic), else ops.
template <typename OpTy> LogicalResult arith(I &I) {
  if (allKnown(I) && I.numInputs() == 2) {
    const Known &a = *I.known(0), &b = *I.known(1);
    std::function<int64_t(int64_t, int64_t)> f;
    StringRef op = I.node->op_type();
    Type et = a.elemType;
    bool bad = false;
    if (op == "Add")
      f = [&](int64_t x, int64_t y) { return wrapTo(x + y, et); };
    else if (op == "Sub")
      f = [&](int64_t x, int64_t y) { return wrapTo(x - y, et); };
    else if (op == "Mul")
      f = [&](int64_t x, int64_t y) { return wrapTo(x * y, et); };
    else
      f = [&](int64_t x, int64_t y) {
        if (y == 0) {
          bad = true;
          return (int64_t)0;
        }
        return wrapTo(x / y, et);
      };
    auto k = broadcastKnown(a, b, et, f);
    if (k && !bad) {
      I.setKnown(0, *k);
      return success();
    }
  }
  return binary<OpTy>(I);
}

/// Neg: folded on known integers (shape arithmetic), else an op.
LogicalResult convNeg(I &I) {
  if (const Known *k = I.known(0); k && !k->hasSymbols()) {
    Known out = *k;
    for (int64_t &v : out.values)
      v = wrapTo(-v, k->elemType);
    I.setKnown(0, out);
    return success();
  }
  return unary<g::NegOp>(I);
}

LogicalResult convPow(I &I) {
  IN(a, 0);
  IN(b, 1);
  if (I.elem(b) != I.elem(a))
    b = I.cast(b, I.elem(a));
  Value r = binop<g::PowOp>(I, a, b);
  CHECK(r);
  I.setOut(0, r);
  return success();
}

LogicalResult convMod(I &I) {
  IN(a, 0);
  IN(b, 1);
  bool fmod = I.attrInt("fmod", 0) != 0;
  if (isFloat(I.elem(a)) && !fmod) {
    // Floats with fmod = 0 (allowed since opset 28): Python's %, the sign of
    // the divisor. From r = fmod(a, b): a nonzero r of the other sign than
    // b gets b added, a zero r takes b's sign (numpy's mod: -0.0 for
    // mod(0, -2)); infinities and NaNs follow fmod's (mod(3, inf) = 3,
    // mod(-3, inf) = inf, mod(inf, b) and mod(a, 0) are NaN).
    Ops o(I);
    Type et = I.elem(a);
    Value r = I.infer1<g::ModOp>(a, b, I.b.getUnitAttr());
    Value zero = o.f(0, et);
    Value bNeg = o.cmp(g::CmpPredicate::lt, b, zero);
    Value other = I.infer1<g::XorOp>(o.cmp(g::CmpPredicate::lt, r, zero), bNeg);
    Value fix = I.infer1<g::AndOp>(o.cmp(g::CmpPredicate::ne, r, zero), other);
    r = o.sel(fix, o.add(r, b), r);
    r = o.sel(o.cmp(g::CmpPredicate::eq, r, zero),
              o.sel(bNeg, o.f(-0.0, et), zero), r);
    CHECK(r);
    I.setOut(0, r);
    return success();
  }
  auto op = I.infer<g::ModOp>(1, a, b, fmod ? I.b.getUnitAttr() : UnitAttr());
  CHECK(succeeded(op));
  I.setOut(0, (*op)->getResult(0));
  return success();
}

template <g::CmpPredicate P> LogicalResult compare(I &I) {
  if (allKnown(I) && P == g::CmpPredicate::eq) {
    auto k =
        broadcastKnown(*I.known(0), *I.known(1), I.b.getI1Type(),
                       [](int64_t x, int64_t y) { return (int64_t)(x == y); });
    if (k) {
      I.setKnown(0, *k);
      return success();
    }
  }
  IN(a, 0);
  IN(b, 1);
  Value r = cmp(I, P, a, b);
  CHECK(r);
  I.setOut(0, r);
  return success();
}

LogicalResult convWhere(I &I) {
  if (allKnown(I)) {
    const Known &c = *I.known(0), &x = *I.known(1), &y = *I.known(2);
    // where(c, x, y) = c * x + (1 - c) * y, on the broadcast shape.
    auto cx = broadcastKnown(
        c, x, x.elemType, [](int64_t cv, int64_t xv) { return cv ? xv : 0; });
    auto cy = broadcastKnown(
        c, y, y.elemType, [](int64_t cv, int64_t yv) { return cv ? 0 : yv; });
    if (cx && cy && !x.hasSymbols() && !y.hasSymbols()) {
      auto k = broadcastKnown(*cx, *cy, x.elemType,
                              [](int64_t p, int64_t q) { return p + q; });
      if (k) {
        I.setKnown(0, *k);
        return success();
      }
    }
  }
  IN(c, 0);
  IN(x, 1);
  IN(y, 2);
  Value r = select(I, c, x, y);
  CHECK(r);
  I.setOut(0, r);
  return success();
}

/// Sum / Mean / Max / Min over any number of inputs.
template <typename OpTy> LogicalResult variadic(I &I) {
  IN(acc, 0);
  for (unsigned i = 1; i < I.numInputs(); ++i) {
    IN(x, i);
    acc = binop<OpTy>(I, acc, x);
    CHECK(acc);
  }
  if (I.node->op_type() == "Mean") {
    acc = binop<g::DivOp>(I, acc, I.scalar(I.numInputs(), I.elem(acc)));
    CHECK(acc);
  }
  I.setOut(0, acc);
  return success();
}

LogicalResult convCast(I &I) {
  FailureOr<Type> et = I.convertElemType(I.attrInt("to", 0), "Cast 'to'");
  if (failed(et))
    return failure();
  if (const Known *k = I.known(0); k && isa<IntegerType>(*et)) {
    Known out = *k;
    out.elemType = *et;
    for (int64_t &v : out.values)
      v = wrapTo(v, *et);
    I.setKnown(0, out);
    return success();
  }
  // A known integer tensor cast to float stays a constant (Range and other
  // ops that need compile-time operands can still read it).
  if (const Known *k = I.known(0);
      k && !k->hasSymbols() && isa<FloatType>(*et)) {
    SmallVector<Attribute> vals;
    bool isUnsigned = k->elemType.isUnsignedInteger();
    for (int64_t v : k->values)
      vals.push_back(I.b.getFloatAttr(
          *et, isUnsigned ? (double)(uint64_t)v : (double)v));
    I.setOut(0, I.constant(DenseElementsAttr::get(
                    I.tensorType(k->shape, *et), vals)));
    return success();
  }
  IN(x, 0);
  I.setOut(0, I.cast(x, *et));
  return success();
}

LogicalResult convCastLike(I &I) {
  IN(x, 0);
  IN(t, 1);
  I.setOut(0, I.cast(x, I.elem(t)));
  return success();
}

LogicalResult convClip(I &I) {
  IN(x, 0);
  std::optional<double> lo, hi;
  Value loV, hiV;
  if (I.opset < 11) {
    if (I.attr("min"))
      lo = I.attrFloat("min", 0);
    if (I.attr("max"))
      hi = I.attrFloat("max", 0);
  } else {
    for (unsigned i = 1; i <= 2; ++i) {
      if (!I.hasInput(i))
        continue;
      auto c = I.constDoubles(i);
      if (c && c->size() == 1) {
        (i == 1 ? lo : hi) = (*c)[0];
      } else {
        Value v = I.in(i);
        CHECK(v);
        (i == 1 ? loV : hiV) = v;
      }
    }
  }
  Value y = x;
  if (lo || hi)
    y = I.make<g::ClipOp>(x.getType(), x,
                          lo ? I.b.getF64FloatAttr(*lo) : FloatAttr(),
                          hi ? I.b.getF64FloatAttr(*hi) : FloatAttr());
  if (loV)
    y = binop<g::MaxOp>(I, y, loV);
  if (y && hiV)
    y = binop<g::MinOp>(I, y, hiV);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Compositions of elementwise ops.
LogicalResult convActivation(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  Type t = x.getType(), et = I.elem(x);
  auto s = [&](double v) { return I.scalar(v, et); };
  auto add = [&](Value a, Value b) { return binop<g::AddOp>(I, a, b); };
  auto sub = [&](Value a, Value b) { return binop<g::SubOp>(I, a, b); };
  auto mul = [&](Value a, Value b) { return binop<g::MulOp>(I, a, b); };
  auto div = [&](Value a, Value b) { return binop<g::DivOp>(I, a, b); };
  auto exp = [&](Value a) { return I.make<g::ExpOp>(t, a); };
  auto log = [&](Value a) { return I.make<g::LogOp>(t, a); };
  auto sqrt = [&](Value a) { return I.make<g::SqrtOp>(t, a); };
  auto lt = [&](Value a, Value b) { return cmp(I, g::CmpPredicate::lt, a, b); };
  auto gt = [&](Value a, Value b) { return cmp(I, g::CmpPredicate::gt, a, b); };
  Value y;
  if (!isFloat(et) && op != "PRelu")
    return I.fail("only floating-point inputs are supported");
  if (op == "LeakyRelu") {
    y = I.make<g::LeakyReluOp>(
        t, x, I.b.getF64FloatAttr(I.attrFloat("alpha", 0.01f)));
  } else if (op == "Elu" || op == "Selu") {
    double alpha =
        I.attrFloat("alpha", op == "Elu" ? 1.0f : 1.67326319217681884765625f);
    Value neg = mul(s(alpha), sub(exp(x), s(1)));
    y = select(I, lt(x, s(0)), neg, x);
    if (op == "Selu")
      y = mul(y, s(I.attrFloat("gamma", 1.05070102214813232421875f)));
    // ONNX Selu uses x <= 0 for the negative branch; equal at 0.
  } else if (op == "Celu") {
    double alpha = I.attrFloat("alpha", 1.0f);
    Value neg = mul(s(alpha), sub(exp(div(x, s(alpha))), s(1)));
    y = add(I.make<g::ReluOp>(t, x), binop<g::MinOp>(I, s(0), neg));
  } else if (op == "HardSigmoid" || op == "HardSwish") {
    double alpha = op == "HardSwish" ? 1.0 / 6 : I.attrFloat("alpha", 0.2f);
    double beta = op == "HardSwish" ? 0.5 : I.attrFloat("beta", 0.5f);
    y = add(mul(x, s(alpha)), s(beta));
    y = I.make<g::ClipOp>(t, y, I.b.getF64FloatAttr(0), I.b.getF64FloatAttr(1));
    if (op == "HardSwish")
      y = mul(x, y);
  } else if (op == "Softplus") {
    // log(1 + e^x), stable: max(x, 0) + log(1 + e^-|x|).
    Value ax = I.make<g::AbsOp>(t, x);
    y = add(I.make<g::ReluOp>(t, x),
            log(add(s(1), exp(I.make<g::NegOp>(t, ax)))));
  } else if (op == "Softsign") {
    y = div(x, add(s(1), I.make<g::AbsOp>(t, x)));
  } else if (op == "ThresholdedRelu") {
    y = select(I, gt(x, s(I.attrFloat("alpha", 1.0f))), x, s(0));
  } else if (op == "PRelu") {
    IN(slope, 1);
    // Older exporters give a per-channel [C] slope for an N-D input.
    auto st = I.type(slope), xt = I.type(x);
    if (st.getRank() == 1 && xt.getRank() > 2 &&
        st.getDimSize(0) == xt.getDimSize(1) && st.getDimSize(0) != 1 &&
        st.getDimSize(0) != xt.getDimSize(xt.getRank() - 1)) {
      SmallVector<int64_t> shape = {st.getDimSize(0)};
      shape.append(xt.getRank() - 2, 1);
      slope = I.reshape(slope, shape);
    }
    y = select(I, lt(x, s(0)), mul(x, slope), x);
  } else if (op == "Gelu") {
    std::string approx = I.attrString("approximate", "none");
    y = I.make<g::GeluOp>(t, x,
                          approx == "tanh" ? g::GeluApproximate::tanh
                                           : g::GeluApproximate::none);
  } else if (op == "Swish") {
    // opset 24: x * sigmoid(alpha * x).
    Value ax = mul(s(I.attrFloat("alpha", 1.0f)), x);
    y = mul(x, I.make<g::SigmoidOp>(t, ax));
  } else if (op == "SwiGLU") {
    // opset 28: a * sigmoid(alpha * a) * b, b the second input.
    IN(b, 1);
    Value ax = mul(s(I.attrFloat("alpha", 1.0f)), x);
    y = I.infer1<g::MulOp>(mul(x, I.make<g::SigmoidOp>(t, ax)), b);
  } else if (op == "Mish") {
    Value ax = I.make<g::AbsOp>(t, x);
    Value sp = add(I.make<g::ReluOp>(t, x),
                   log(add(s(1), exp(I.make<g::NegOp>(t, ax)))));
    y = mul(x, I.make<g::TanhOp>(t, sp));
  } else if (op == "Tan") {
    y = div(I.make<g::SinOp>(t, x), I.make<g::CosOp>(t, x));
  } else if (op == "Sinh" || op == "Cosh") {
    Value e = exp(x), en = exp(I.make<g::NegOp>(t, x));
    y = mul(op == "Sinh" ? sub(e, en) : add(e, en), s(0.5));
  } else if (op == "Asinh") {
    y = log(add(x, sqrt(add(mul(x, x), s(1)))));
  } else if (op == "Acosh") {
    y = log(add(x, sqrt(sub(mul(x, x), s(1)))));
  } else if (op == "Atanh") {
    y = mul(s(0.5), log(div(add(s(1), x), sub(s(1), x))));
  } else if (op == "Shrink") {
    double bias = I.attrFloat("bias", 0), lambd = I.attrFloat("lambd", 0.5f);
    y = select(I, lt(x, s(-lambd)), add(x, s(bias)),
               select(I, gt(x, s(lambd)), sub(x, s(bias)), s(0)));
  } else if (op == "IsInf") {
    bool neg = I.attrInt("detect_negative", 1),
         pos = I.attrInt("detect_positive", 1);
    Value r;
    if (pos)
      r = cmp(I, g::CmpPredicate::eq, x, s(INFINITY));
    if (neg) {
      Value n = cmp(I, g::CmpPredicate::eq, x, s(-INFINITY));
      r = r ? binop<g::OrOp>(I, r, n) : n;
    }
    if (!r)
      r = cmp(I, g::CmpPredicate::ne, x, x), r = binop<g::AndOp>(I, r, r),
      r = binop<g::XorOp>(I, r, r);
    y = r;
  } else {
    return I.fail("unhandled activation");
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// BitwiseNot (opset 18): x ^ ~0 on integers.
LogicalResult convBitwiseNot(I &I) {
  IN(x, 0);
  auto it = dyn_cast<IntegerType>(I.elem(x));
  if (!it || it.getWidth() == 1)
    return I.fail("needs an integer input");
  Value ones = I.constant(DenseElementsAttr::get(
      RankedTensorType::get({}, it), APInt::getAllOnes(it.getWidth())));
  Value y = I.infer1<g::XorOp>(x, ones);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convIsNaN(I &I) {
  IN(x, 0);
  I.setOut(0, I.make<g::IsNanOp>(
                  I.tensorType(I.type(x).getShape(), I.b.getI1Type()), x));
  return success();
}

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

/// BitShift: unsigned integers (opset 11) and, since opset 28, signed ones.
/// The shift amount is read as unsigned, so that an amount that is negative
/// or at least the bit width gives 0 (and, shifting a signed value right,
/// its sign): ONNX 1.23's rule, and graph.shift_left / shift_right's.
/// A signed right shift is arithmetic.
LogicalResult convBitShift(I &I) {
  IN(x, 0);
  IN(s, 1);
  Type et = I.elem(x);
  if (!isa<IntegerType>(et) || et.isInteger(1) || I.elem(s) != et)
    return I.fail("needs integer operands of one type");
  std::string dir = I.attrString("direction", "");
  if (dir != "LEFT" && dir != "RIGHT")
    return I.fail("direction must be LEFT or RIGHT");
  Value y = dir == "LEFT" ? I.infer1<g::ShiftLeftOp>(x, s)
                          : I.infer1<g::ShiftRightOp>(x, s);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// BitCast (opset 26): the bits of each element read as type `to`, of the
/// same width. bool is one byte in ONNX: bool to an 8-bit integer is its
/// 0 or 1, an 8-bit integer to bool is whether it is nonzero (the bytes
/// ONNX allows for a bool are 0 and 1).
LogicalResult convBitCast(I &I) {
  IN(x, 0);
  FailureOr<Type> et = I.convertElemType(I.attrInt("to", 0), "BitCast 'to'");
  if (failed(et))
    return failure();
  Type from = I.elem(x);
  auto width = [](Type t) {
    return t.isInteger(1) ? 8u : t.getIntOrFloatBitWidth();
  };
  if (!from.isIntOrFloat() || !et->isIntOrFloat() || width(from) != width(*et))
    return I.fail("'to' must have the input's bit width");
  auto shape = cast<RankedTensorType>(x.getType()).getShape();
  if (from == *et)
    I.setOut(0, x);
  else if (from.isInteger(1) || et->isInteger(1))
    I.setOut(0, I.cast(x, *et));
  else
    I.setOut(0, I.make<g::BitcastOp>(I.tensorType(shape, *et), x));
  return success();
}

/// Identity of a tensor, a tensor known at import, a sequence or an
/// optional.
LogicalResult convIdentity(I &I) {
  if (const Composite *c = I.composite(0)) {
    I.setComposite(0, Composite(*c));
    return success();
  }
  if (const Known *k = I.known(0)) {
    I.setKnown(0, *k);
    return success();
  }
  IN(x, 0);
  I.setOut(0, x);
  return success();
}

} // namespace

void mlc::onnximport::registerElementwiseHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Abs"] = unary<g::AbsOp>;
  m["Neg"] = convNeg;
  m["Exp"] = unary<g::ExpOp>;
  m["Log"] = unary<g::LogOp>;
  m["Sqrt"] = unary<g::SqrtOp>;
  m["Reciprocal"] = unary<g::ReciprocalOp>;
  m["Tanh"] = unary<g::TanhOp>;
  m["Sigmoid"] = unary<g::SigmoidOp>;
  m["Erf"] = unary<g::ErfOp>;
  m["Relu"] = unary<g::ReluOp>;
  m["Floor"] = unary<g::FloorOp>;
  m["Ceil"] = unary<g::CeilOp>;
  m["Round"] = unary<g::RoundOp>;
  m["Sign"] = unary<g::SignOp>;
  m["Sin"] = unary<g::SinOp>;
  m["Cos"] = unary<g::CosOp>;
  m["Not"] = unary<g::NotOp>;
  m["IsNaN"] = convIsNaN;
  m["Add"] = arith<g::AddOp>;
  m["Sub"] = arith<g::SubOp>;
  m["Mul"] = arith<g::MulOp>;
  m["Div"] = arith<g::DivOp>;
  m["Pow"] = convPow;
  m["Mod"] = convMod;
  m["And"] = binary<g::AndOp>;
  m["Or"] = binary<g::OrOp>;
  m["Xor"] = binary<g::XorOp>;
  m["BitwiseAnd"] = binary<g::AndOp>;
  m["BitwiseOr"] = binary<g::OrOp>;
  m["BitwiseXor"] = binary<g::XorOp>;
  m["BitwiseNot"] = convBitwiseNot;
  m["Sum"] = variadic<g::AddOp>;
  m["Mean"] = variadic<g::AddOp>;
  m["Max"] = variadic<g::MaxOp>;
  m["Min"] = variadic<g::MinOp>;
  m["Equal"] = compare<g::CmpPredicate::eq>;
  m["Less"] = compare<g::CmpPredicate::lt>;
  m["LessOrEqual"] = compare<g::CmpPredicate::le>;
  m["Greater"] = compare<g::CmpPredicate::gt>;
  m["GreaterOrEqual"] = compare<g::CmpPredicate::ge>;
  m["Where"] = convWhere;
  m["Cast"] = convCast;
  m["CastLike"] = convCastLike;
  m["Clip"] = convClip;
  for (const char *a : {"LeakyRelu", "Elu",         "Selu",
                        "Celu",      "HardSigmoid", "HardSwish",
                        "Softplus",  "Softsign",    "ThresholdedRelu",
                        "PRelu",     "Gelu",        "Mish",
                        "Tan",       "Sinh",        "Cosh",
                        "Asinh",     "Acosh",       "Atanh",
                        "Shrink",    "IsInf",       "Swish",
                        "SwiGLU"})
    m[a] = convActivation;
  m["Identity"] = convIdentity;
  m["Asin"] = convInvTrig;
  m["Acos"] = convInvTrig;
  m["Atan"] = convInvTrig;
  m["BitShift"] = convBitShift;
  m["BitCast"] = convBitCast;
}
