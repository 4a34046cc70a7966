//===- ONNXOps.cpp - ONNX node -> graph ops, per op and opset -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One conversion function per ONNX op type. Each reads the node's inputs and
// attributes (as its opset version defines them), builds graph ops and sets
// the node's outputs. Shape computations whose inputs are known at import
// time (Shape of a static tensor, Gather/Concat/Slice/arithmetic on small
// integer constants) are folded into `Known` tensors instead of ops.
//
//===----------------------------------------------------------------------===//

#include "ConvertUtils.h"

#include <cmath>
#include <functional>
#include <numeric>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

int64_t normAxis(int64_t a, int64_t rank) { return a < 0 ? a + rank : a; }

LogicalResult checkAxis(I &I, int64_t &a, int64_t rank) {
  int64_t n = normAxis(a, rank);
  if (n < 0 || n >= std::max<int64_t>(rank, 1))
    return I.fail("axis " + Twine(a) + " is out of range for rank " +
                  Twine(rank));
  a = n;
  return success();
}

SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> s(shape.size(), 1);
  for (int64_t i = (int64_t)shape.size() - 2; i >= 0; --i)
    s[i] = s[i + 1] * shape[i + 1];
  return s;
}

bool isFloat(Type t) { return isa<FloatType>(t); }

//===----------------------------------------------------------------------===//
// Folding of known integer tensors
//===----------------------------------------------------------------------===//

/// All present inputs known?
bool allKnown(I &I) {
  for (unsigned i = 0; i < I.numInputs(); ++i)
    if (I.hasInput(i) && !I.known(i))
      return false;
  return I.numInputs() > 0;
}

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

Known gatherKnown(const Known &d, ArrayRef<int64_t> shapeIdx,
                  ArrayRef<int64_t> idx, int64_t axis) {
  Known k;
  k.elemType = d.elemType;
  int64_t outer = product(ArrayRef<int64_t>(d.shape).take_front(axis));
  int64_t inner = product(ArrayRef<int64_t>(d.shape).drop_front(axis + 1));
  int64_t dim = d.shape[axis];
  k.shape.append(d.shape.begin(), d.shape.begin() + axis);
  k.shape.append(shapeIdx.begin(), shapeIdx.end());
  k.shape.append(d.shape.begin() + axis + 1, d.shape.end());
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j : idx) {
      int64_t jj = j < 0 ? j + dim : j;
      for (int64_t in = 0; in < inner; ++in)
        k.values.push_back(d.values[(o * dim + jj) * inner + in]);
    }
  return k;
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

template <typename OpTy>
Value reduce(I &I, Value x, ArrayRef<int64_t> axes, bool keep);

template <typename OpTy> LogicalResult unary(I &I) {
  IN(x, 0);
  I.setOut(0, I.make<OpTy>(x.getType(), x));
  return success();
}

template <typename OpTy> Value binop(I &I, Value a, Value b) {
  return I.infer1<OpTy>(a, b);
}

Value cmp(I &I, g::CmpPredicate p, Value a, Value b) {
  return I.infer1<g::CompareOp>(p, a, b);
}

Value select(I &I, Value c, Value a, Value b) {
  return I.infer1<g::SelectOp>(c, a, b);
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
  if (isFloat(I.elem(a)) && !fmod)
    return I.fail("Mod of floats needs fmod = 1");
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

LogicalResult convIsNaN(I &I) {
  IN(x, 0);
  I.setOut(0, I.make<g::IsNanOp>(
                  I.tensorType(I.type(x).getShape(), I.b.getI1Type()), x));
  return success();
}

LogicalResult convIdentity(I &I) {
  if (const Known *k = I.known(0)) {
    I.setKnown(0, *k);
    return success();
  }
  IN(x, 0);
  I.setOut(0, x);
  return success();
}

LogicalResult convDropout(I &I) {
  if (I.opset >= 12 && I.hasInput(2)) {
    auto training = I.constDoubles(2);
    // In training mode a ratio of 0 keeps every entry.
    auto ratio = I.hasInput(1) ? I.constDoubles(1)
                               : std::optional<SmallVector<double>>();
    bool zeroRatio = ratio && ratio->size() == 1 && (*ratio)[0] == 0;
    if (!training || ((*training)[0] != 0 && !zeroRatio))
      return I.fail("training_mode must be a constant false (or the ratio "
                    "a constant 0)");
  }
  IN(x, 0);
  I.setOut(0, x);
  if (I.wantsOutput(1)) {
    auto t = I.type(x);
    if (!t.hasStaticShape()) {
      // All true, with x's run-time shape: iota == iota.
      Value i = I.make<g::IotaOp>(I.tensorType(t.getShape(), I.b.getI64Type()),
                                  I.b.getI64IntegerAttr(0), x);
      Value mask = cmp(I, g::CmpPredicate::eq, i, i);
      CHECK(mask);
      I.setOut(1, mask);
      return success();
    }
    I.setOut(1, I.constant(DenseElementsAttr::get(
                    I.tensorType(t.getShape(), I.b.getI1Type()), true)));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Constants and shapes
//===----------------------------------------------------------------------===//

LogicalResult convConstant(I &I) {
  const onnx::AttributeProto *a = nullptr;
  for (const onnx::AttributeProto &x : I.node->attribute())
    a = &x;
  if (!a || I.node->attribute_size() != 1)
    return I.fail("needs exactly one value attribute");
  StringRef name = a->name();
  Type f32 = I.b.getF32Type(), i64 = I.b.getI64Type();
  if (name == "value") {
    Known k;
    FailureOr<ElementsAttr> attr = I.convertTensor(a->t(), &k);
    if (failed(attr))
      return failure();
    if (k.elemType)
      I.setKnown(0, k);
    else
      I.setOut(0, I.constant(*attr));
    return success();
  }
  if (name == "value_float") {
    I.setOut(0, I.scalar(a->f(), f32));
    return success();
  }
  if (name == "value_floats") {
    SmallVector<float> v(a->floats().begin(), a->floats().end());
    I.setOut(0, I.constant(DenseElementsAttr::get(
                    I.tensorType({(int64_t)v.size()}, f32), ArrayRef(v))));
    return success();
  }
  if (name == "value_int") {
    I.setKnown(0, Known{{}, {a->i()}, i64});
    return success();
  }
  if (name == "value_ints") {
    SmallVector<int64_t> v(a->ints().begin(), a->ints().end());
    I.setKnown(0, Known{{(int64_t)v.size()}, v, i64});
    return success();
  }
  return I.fail("unsupported attribute '" + name.str() + "'");
}

LogicalResult convShape(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  int64_t start = I.opset >= 15 ? I.attrInt("start", 0) : 0;
  int64_t end = I.opset >= 15 ? I.attrInt("end", r) : r;
  start = std::clamp<int64_t>(start < 0 ? start + r : start, 0, r);
  end = std::clamp<int64_t>(end < 0 ? end + r : end, 0, r);
  Known k{{std::max<int64_t>(end - start, 0)}, {}, I.b.getI64Type()};
  for (int64_t d = start; d < end; ++d)
    k.values.push_back(I.dimOrSym(x, d));
  I.setKnown(0, k);
  return success();
}

LogicalResult convSize(I &I) {
  if (const Known *k = I.known(0)) {
    // A known tensor's shape is static even when its entries are not.
    I.setKnown(0, Known{{}, {product(k->shape)}, I.b.getI64Type()});
    return success();
  }
  IN(x, 0);
  auto t = I.type(x);
  if (!t.hasStaticShape()) {
    // The product of the run-time sizes.
    Value n = reduce<g::ReduceProdOp>(I, I.shapeOf(x), {0}, false);
    CHECK(n);
    I.setOut(0, n);
    return success();
  }
  I.setKnown(0, Known{{}, {t.getNumElements()}, I.b.getI64Type()});
  return success();
}

LogicalResult convConstantOfShape(I &I) {
  auto shape = I.constInts(0, "shape");
  if (failed(shape))
    return failure();
  Type et = I.b.getF32Type();
  double fv = 0;
  int64_t iv = 0;
  if (const onnx::AttributeProto *a = I.attr("value")) {
    Known k;
    FailureOr<ElementsAttr> attr = I.convertTensor(a->t(), &k);
    if (failed(attr))
      return failure();
    et = attr->getElementType();
    if (k.elemType) {
      iv = k.values.empty() ? 0 : k.values[0];
    } else if (auto d = dyn_cast<DenseElementsAttr>(*attr)) {
      fv = (*d.getValues<APFloat>().begin()).convertToDouble();
    }
  }
  if (isa<IntegerType>(et) && product(*shape) <= 4096) {
    Known k{*shape, SmallVector<int64_t>(product(*shape), iv), et};
    I.setKnown(0, k);
    return success();
  }
  auto t = I.tensorType(*shape, et);
  Attribute elt = isa<FloatType>(et) ? (Attribute)I.b.getFloatAttr(et, fv)
                  : et.isInteger(1)  ? (Attribute)I.b.getBoolAttr(iv != 0)
                                     : (Attribute)I.b.getIntegerAttr(et, iv);
  I.setOut(0, I.constant(DenseElementsAttr::get(t, elt)));
  return success();
}

LogicalResult convRange(I &I) {
  auto s = I.constDoubles(0), l = I.constDoubles(1), d = I.constDoubles(2);
  if (!s || !l || !d || s->size() != 1 || l->size() != 1 || d->size() != 1)
    return I.fail("start, limit and delta must be constant scalars");
  double start = (*s)[0], limit = (*l)[0], delta = (*d)[0];
  if (delta == 0)
    return I.fail("delta is 0");
  int64_t n = std::max<int64_t>((int64_t)std::ceil((limit - start) / delta), 0);
  Type et;
  if (const Known *k = I.known(0)) {
    et = k->elemType;
    Known out{{n}, {}, et};
    for (int64_t i = 0; i < n; ++i)
      out.values.push_back((int64_t)start + i * (int64_t)delta);
    I.setKnown(0, out);
    return success();
  }
  IN(x, 0);
  et = I.elem(x);
  SmallVector<double> vals;
  for (int64_t i = 0; i < n; ++i)
    vals.push_back(start + i * delta);
  auto t = I.tensorType({n}, et);
  SmallVector<Attribute> attrs;
  for (double v : vals)
    attrs.push_back(I.b.getFloatAttr(et, v));
  I.setOut(0, I.constant(DenseElementsAttr::get(t, attrs)));
  return success();
}

LogicalResult convEyeLike(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  if (t.getRank() != 2)
    return I.fail("needs a 2-D input");
  Type et = t.getElementType();
  if (const onnx::AttributeProto *a = I.attr("dtype")) {
    auto e = I.convertElemType(a->i(), "dtype");
    if (failed(e))
      return failure();
    et = *e;
  }
  int64_t k = I.attrInt("k", 0), r = t.getDimSize(0), c = t.getDimSize(1);
  if (!t.hasStaticShape()) {
    // Ones where column - row == k, with run-time sizes.
    auto it = I.tensorType(t.getShape(), I.b.getI64Type());
    Value row = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(0), x);
    Value col = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(1), x);
    Value on = cmp(I, g::CmpPredicate::eq, binop<g::SubOp>(I, col, row),
                   I.scalar(k, I.b.getI64Type()));
    Value y = I.cast(on, et);
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  SmallVector<Attribute> vals;
  for (int64_t i = 0; i < r; ++i)
    for (int64_t j = 0; j < c; ++j) {
      int v = j - i == k;
      vals.push_back(isFloat(et)       ? (Attribute)I.b.getFloatAttr(et, v)
                     : et.isInteger(1) ? (Attribute)I.b.getBoolAttr(v)
                                       : (Attribute)I.b.getIntegerAttr(et, v));
    }
  I.setOut(0,
           I.constant(DenseElementsAttr::get(I.tensorType({r, c}, et), vals)));
  return success();
}

//===----------------------------------------------------------------------===//
// Reshapes
//===----------------------------------------------------------------------===//

/// Result dims of ONNX Reshape: entries are sizes, symbols, or -1 (to infer).
/// Returns the result shape with dynamic dims as -1.
FailureOr<SmallVector<int64_t>>
resolveReshape(I &I, Value x, ArrayRef<int64_t> req, bool allowZero) {
  auto t = I.type(x);
  SmallVector<int64_t> out(req);
  int64_t inferAt = -1;
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i] == 0 && !allowZero) {
      if (i >= (size_t)t.getRank())
        return (void)(I.error() << "shape entry " << i
                                << " is 0 (copy) past the input's rank"),
               failure();
      out[i] = I.dimOrSym(x, i);
    } else if (out[i] == -1) {
      if (inferAt >= 0)
        return (void)(I.error() << "more than one -1 in the shape"), failure();
      inferAt = i;
    } else if (out[i] < -1 && !isSym(out[i])) {
      return (void)(I.error() << "negative size " << out[i] << " in shape"),
             failure();
    }
  }
  // Input dims as a multiset of sizes and symbols; cancel symbols that the
  // result keeps.
  SmallVector<int64_t> inDims;
  for (int64_t d = 0; d < t.getRank(); ++d)
    inDims.push_back(I.dimOrSym(x, d));
  SmallVector<int64_t> rest = inDims;
  int64_t outStatic = 1;
  bool outHasUnmatched = false;
  for (size_t i = 0; i < out.size(); ++i) {
    if ((int64_t)i == inferAt)
      continue;
    if (isSym(out[i])) {
      auto it = llvm::find(rest, out[i]);
      if (it != rest.end())
        rest.erase(it);
      else
        outHasUnmatched = true;
      continue;
    }
    outStatic *= out[i];
  }
  if (inferAt >= 0) {
    bool restStatic = llvm::none_of(rest, isSym);
    if (restStatic && !outHasUnmatched) {
      int64_t n = product(rest);
      if (outStatic == 0 || n % outStatic)
        return (void)(I.error()
                      << "cannot reshape " << x.getType() << " to the shape ["
                      << llvm::make_range(req.begin(), req.end()) << "]"),
               failure();
      out[inferAt] = n / outStatic;
    } else {
      out[inferAt] = -1;
    }
  }
  return out;
}

LogicalResult convReshape(I &I) {
  IN(x, 0);
  SmallVector<int64_t> req;
  if (I.opset < 5) {
    auto s = I.attrInts("shape");
    if (!s)
      return I.fail("missing 'shape' attribute");
    req = *s;
  } else {
    const Known *k = I.known(1);
    if (!k)
      return I.fail("the 'shape' input must be a constant (an initializer, "
                    "a Constant node or a shape computation mlc can fold)");
    req = k->values;
  }
  bool allowZero = I.opset >= 14 && I.attrInt("allowzero", 0);
  auto out = resolveReshape(I, x, req, allowZero);
  if (failed(out))
    return failure();
  if (const Known *kx = I.known(0)) {
    if (llvm::none_of(*out, [](int64_t d) { return d < 0; })) {
      Known k = *kx;
      k.shape = *out;
      I.setKnown(0, k);
      return success();
    }
  }
  Value y = I.reshape(x, *out);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convFlatten(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t axis = I.attrInt("axis", 1);
  if (axis < 0)
    axis += t.getRank();
  if (axis < 0 || axis > t.getRank())
    return I.fail("axis out of range");
  auto prod = [&](int64_t lo, int64_t hi) -> int64_t {
    int64_t p = 1;
    for (int64_t d = lo; d < hi; ++d) {
      if (t.isDynamicDim(d))
        return -1;
      p *= t.getDimSize(d);
    }
    return p;
  };
  int64_t a = prod(0, axis), c = prod(axis, t.getRank());
  Value shape;
  if (a < 0 && c < 0) {
    // Both sizes known only at run time: the product of the leading sizes
    // and -1 (the rest) form a run-time shape.
    Value lead = I.infer1<g::SliceOp>(
        I.shapeOf(x), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({axis}), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({1}));
    Value p = reduce<g::ReduceProdOp>(I, lead, {0}, true);
    shape = I.infer1<g::ConcatOp>(ValueRange{p, I.intVector({-1})},
                                  I.b.getI64IntegerAttr(0));
    CHECK(shape);
  }
  Value y = I.reshape(x, {a, c}, shape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

FailureOr<SmallVector<int64_t>> axesArg(I &I, unsigned inputIdx, int fromOpset,
                                        int64_t rank, bool required) {
  std::optional<SmallVector<int64_t>> axes;
  if (I.opset >= fromOpset) {
    if (I.hasInput(inputIdx)) {
      auto v = I.constInts(inputIdx, "axes");
      if (failed(v))
        return failure();
      axes = *v;
    }
  } else {
    axes = I.attrInts("axes");
  }
  if (!axes) {
    if (required)
      return (void)(I.error() << "missing axes"), failure();
    return SmallVector<int64_t>();
  }
  for (int64_t &a : *axes) {
    if (failed(checkAxis(I, a, rank)))
      return failure();
  }
  llvm::sort(*axes);
  return *axes;
}

LogicalResult convSqueeze(I &I) {
  if (const Known *k = I.known(0)) {
    auto axes = axesArg(I, 1, 13, k->shape.size(), false);
    if (failed(axes))
      return failure();
    Known o = *k;
    o.shape.clear();
    for (int64_t d = 0; d < (int64_t)k->shape.size(); ++d)
      if (axes->empty() ? k->shape[d] != 1 : !llvm::is_contained(*axes, d))
        o.shape.push_back(k->shape[d]);
    I.setKnown(0, o);
    return success();
  }
  IN(x, 0);
  auto t = I.type(x);
  auto axes = axesArg(I, 1, 13, t.getRank(), false);
  if (failed(axes))
    return failure();
  if (axes->empty())
    for (int64_t d = 0; d < t.getRank(); ++d)
      if (t.getDimSize(d) == 1)
        axes->push_back(d);
  for (int64_t a : *axes)
    if (!t.isDynamicDim(a) && t.getDimSize(a) != 1)
      return I.fail("cannot squeeze dimension " + Twine(a) + " of size " +
                    Twine(t.getDimSize(a)));
  Value y = I.squeezeDims(x, *axes);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convUnsqueeze(I &I) {
  const Known *kx = I.known(0);
  Value x;
  if (!kx) {
    x = I.in(0);
    CHECK(x);
  }
  int64_t inRank = kx ? (int64_t)kx->shape.size() : I.rank(x);
  std::optional<SmallVector<int64_t>> axes;
  if (I.opset >= 13) {
    auto v = I.constInts(1, "axes");
    if (failed(v))
      return failure();
    axes = *v;
  } else {
    axes = I.attrInts("axes");
  }
  if (!axes)
    return I.fail("missing axes");
  int64_t outRank = inRank + axes->size();
  for (int64_t &a : *axes)
    if (failed(checkAxis(I, a, outRank)))
      return failure();
  llvm::sort(*axes);
  if (const Known *k = I.known(0)) {
    Known o = *k;
    o.shape.clear();
    int64_t j = 0;
    for (int64_t d = 0; d < outRank; ++d)
      o.shape.push_back(llvm::is_contained(*axes, d) ? 1 : k->shape[j++]);
    I.setKnown(0, o);
    return success();
  }
  Value y = I.unsqueezeDims(x, *axes);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convTranspose(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  SmallVector<int64_t> perm;
  if (auto p = I.attrInts("perm"))
    perm = *p;
  else
    for (int64_t d = r - 1; d >= 0; --d)
      perm.push_back(d);
  Value y = I.infer1<g::TransposeOp>(x, I.b.getDenseI64ArrayAttr(perm));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convConcat(I &I) {
  int64_t axis = I.attrInt("axis", 0);
  if (allKnown(I)) {
    const Known &k0 = *I.known(0);
    int64_t r = k0.shape.size();
    int64_t a = normAxis(axis, r);
    if (a >= 0 && a < r) {
      Known out{k0.shape, {}, k0.elemType};
      out.shape[a] = 0;
      int64_t outer = product(ArrayRef<int64_t>(k0.shape).take_front(a));
      bool ok = true;
      for (unsigned i = 0; i < I.numInputs(); ++i)
        if (I.hasInput(i))
          out.shape[a] += I.known(i)->shape.size() == (size_t)r
                              ? I.known(i)->shape[a]
                              : (ok = false, 0);
      for (int64_t o = 0; ok && o < outer; ++o)
        for (unsigned i = 0; i < I.numInputs(); ++i) {
          if (!I.hasInput(i))
            continue;
          const Known &k = *I.known(i);
          int64_t chunk = product(ArrayRef<int64_t>(k.shape).drop_front(a));
          out.values.append(k.values.begin() + o * chunk,
                            k.values.begin() + (o + 1) * chunk);
        }
      if (ok) {
        I.setKnown(0, out);
        return success();
      }
    }
  }
  SmallVector<Value> ins;
  for (unsigned i = 0; i < I.numInputs(); ++i) {
    if (!I.hasInput(i))
      continue;
    IN(x, i);
    ins.push_back(x);
  }
  if (ins.empty())
    return I.fail("no inputs");
  if (failed(checkAxis(I, axis, I.rank(ins[0]))))
    return failure();
  Value y = I.infer1<g::ConcatOp>(ValueRange(ins), I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSplit(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, t.getRank())))
    return failure();
  SmallVector<int64_t> sizes;
  if (I.opset >= 13 && I.hasInput(1)) {
    auto v = I.constInts(1, "split");
    if (failed(v))
      return failure();
    sizes = *v;
  } else if (auto s = I.attrInts("split")) {
    sizes = *s;
  }
  int64_t n = I.node->output_size();
  if (sizes.empty()) {
    if (t.isDynamicDim(axis))
      return I.fail("an even split of a dynamic dimension");
    int64_t d = t.getDimSize(axis);
    if (I.attr("num_outputs"))
      n = I.attrInt("num_outputs", n);
    int64_t each = (d + n - 1) / n;
    for (int64_t i = 0; i < n; ++i)
      sizes.push_back(std::min(each, d - i * each));
  }
  auto op = I.infer<g::SplitOp>(sizes.size(), x, I.b.getI64IntegerAttr(axis),
                                I.b.getDenseI64ArrayAttr(sizes));
  CHECK(succeeded(op));
  for (unsigned i = 0; i < sizes.size(); ++i)
    I.setOut(i, (*op)->getResult(i));
  return success();
}

LogicalResult convSlice(I &I) {
  Value x;
  if (!I.known(0)) {
    x = I.in(0);
    CHECK(x);
  }
  int64_t r = x ? I.rank(x) : (int64_t)I.known(0)->shape.size();
  SmallVector<int64_t> starts, ends, axes, steps;
  if (I.opset < 10) {
    starts = I.attrInts("starts").value_or(SmallVector<int64_t>());
    ends = I.attrInts("ends").value_or(SmallVector<int64_t>());
    if (auto a = I.attrInts("axes"))
      axes = *a;
  } else {
    auto s = I.constInts(1, "starts"), e = I.constInts(2, "ends");
    if (failed(s) || failed(e))
      return failure();
    starts = *s;
    ends = *e;
    if (I.hasInput(3)) {
      auto a = I.constInts(3, "axes");
      if (failed(a))
        return failure();
      axes = *a;
    }
    if (I.hasInput(4)) {
      auto st = I.constInts(4, "steps");
      if (failed(st))
        return failure();
      steps = *st;
    }
  }
  if (axes.empty())
    for (size_t i = 0; i < starts.size(); ++i)
      axes.push_back(i);
  if (steps.empty())
    steps.assign(starts.size(), 1);
  if (starts.size() != ends.size() || axes.size() != starts.size() ||
      steps.size() != starts.size())
    return I.fail("starts, ends, axes and steps differ in length");
  for (int64_t &a : axes)
    if (failed(checkAxis(I, a, r)))
      return failure();
  if (llvm::is_contained(steps, 0))
    return I.fail("a step is 0");
  if (const Known *k = I.known(0); k && r >= 1) {
    // Fold: per-dimension index lists, then gather the elements.
    SmallVector<SmallVector<int64_t>> idx(r);
    for (int64_t d = 0; d < r; ++d)
      for (int64_t i = 0; i < k->shape[d]; ++i)
        idx[d].push_back(i);
    for (size_t i = 0; i < axes.size(); ++i) {
      int64_t dim = k->shape[axes[i]];
      auto [first, count] =
          g::SliceOp::sliceBounds(starts[i], ends[i], steps[i], dim);
      idx[axes[i]].clear();
      for (int64_t j = 0; j < count; ++j)
        idx[axes[i]].push_back(first + j * steps[i]);
    }
    Known o{{}, {}, k->elemType};
    for (auto &v : idx)
      o.shape.push_back(v.size());
    auto st = stridesOf(k->shape);
    int64_t n = product(o.shape);
    auto ost = stridesOf(o.shape);
    for (int64_t e = 0; e < n; ++e) {
      int64_t off = 0, rem = e;
      for (int64_t d = 0; d < r; ++d) {
        off += idx[d][rem / ost[d]] * st[d];
        rem %= ost[d];
      }
      o.values.push_back(k->values[off]);
    }
    I.setKnown(0, o);
    return success();
  }
  if (!x)
    x = I.in(0);
  CHECK(x);
  Value y = I.infer1<g::SliceOp>(
      x, I.b.getDenseI64ArrayAttr(starts), I.b.getDenseI64ArrayAttr(ends),
      I.b.getDenseI64ArrayAttr(axes), I.b.getDenseI64ArrayAttr(steps));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGather(I &I) {
  int64_t axis = I.attrInt("axis", 0);
  const Known *kd = I.known(0), *ki = I.known(1);
  if (kd && ki && !ki->hasSymbols() && !kd->shape.empty()) {
    if (failed(checkAxis(I, axis, kd->shape.size())))
      return failure();
    for (int64_t j : ki->values)
      if (j < -kd->shape[axis] || j >= kd->shape[axis])
        return I.fail("index " + Twine(j) + " out of range");
    I.setKnown(0, gatherKnown(*kd, ki->shape, ki->values, axis));
    return success();
  }
  IN(x, 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  IN(ind, 1);
  Value y = I.infer1<g::GatherOp>(x, ind, I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGatherElements(I &I) {
  IN(x, 0);
  IN(ind, 1);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value y = I.infer1<g::GatherElementsOp>(x, ind, I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convScatterElements(I &I) {
  IN(x, 0);
  IN(ind, 1);
  IN(upd, 2);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  std::string red = I.attrString("reduction", "none");
  auto r = llvm::StringSwitch<std::optional<g::ScatterReduction>>(red)
               .Case("none", g::ScatterReduction::none)
               .Case("add", g::ScatterReduction::add)
               .Case("mul", g::ScatterReduction::mul)
               .Case("max", g::ScatterReduction::max)
               .Case("min", g::ScatterReduction::min)
               .Default(std::nullopt);
  if (!r)
    return I.fail("unsupported reduction '" + red + "'");
  Value y = I.infer1<g::ScatterOp>(x, ind, upd, I.b.getI64IntegerAttr(axis),
                                   g::ScatterReductionAttr::get(&I.ctx, *r));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convPad(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  SmallVector<int64_t> pads;
  std::string mode = I.attrString("mode", "constant");
  double value = 0;
  if (I.opset < 11) {
    pads = I.attrInts(I.opset < 2 ? "paddings" : "pads")
               .value_or(SmallVector<int64_t>());
    value = I.attrFloat("value", 0);
  } else {
    auto p = I.constInts(1, "pads");
    if (failed(p))
      return failure();
    pads = *p;
    if (I.hasInput(2)) {
      auto c = I.constDoubles(2);
      if (!c || c->size() != 1)
        return I.fail("constant_value must be a constant scalar");
      value = (*c)[0];
    }
    if (I.hasInput(3)) {
      auto axes = I.constInts(3, "axes");
      if (failed(axes))
        return failure();
      SmallVector<int64_t> full(2 * r, 0);
      for (auto [i, a] : llvm::enumerate(*axes)) {
        int64_t aa = a;
        if (failed(checkAxis(I, aa, r)))
          return failure();
        full[aa] = pads[i];
        full[aa + r] = pads[i + axes->size()];
      }
      pads = full;
    }
  }
  if ((int64_t)pads.size() != 2 * r)
    return I.fail("pads has " + Twine(pads.size()) + " entries for rank " +
                  Twine(r));
  auto m = llvm::StringSwitch<std::optional<g::PadMode>>(mode)
               .Case("constant", g::PadMode::constant)
               .Case("reflect", g::PadMode::reflect)
               .Case("edge", g::PadMode::edge)
               .Default(std::nullopt);
  if (!m)
    return I.fail("unsupported mode '" + mode + "'");
  // Negative pads crop: pad with the positive parts, then slice.
  SmallVector<int64_t> pos(pads), starts, ends, axes;
  bool crop = false;
  for (int64_t d = 0; d < r; ++d) {
    int64_t lo = pads[d], hi = pads[d + r];
    pos[d] = std::max<int64_t>(lo, 0);
    pos[d + r] = std::max<int64_t>(hi, 0);
    if (lo < 0 || hi < 0) {
      crop = true;
      axes.push_back(d);
      starts.push_back(std::max<int64_t>(-lo, 0));
      ends.push_back(hi < 0 ? hi : INT64_MAX);
    }
  }
  Value y = I.infer1<g::PadOp>(x, I.b.getDenseI64ArrayAttr(pos),
                               g::PadModeAttr::get(&I.ctx, *m),
                               I.b.getF64FloatAttr(value));
  CHECK(y);
  if (crop) {
    y = I.infer1<g::SliceOp>(
        y, I.b.getDenseI64ArrayAttr(starts), I.b.getDenseI64ArrayAttr(ends),
        I.b.getDenseI64ArrayAttr(axes), DenseI64ArrayAttr());
    CHECK(y);
  }
  I.setOut(0, y);
  return success();
}

LogicalResult convTile(I &I) {
  IN(x, 0);
  auto reps = I.constInts(1, "repeats");
  if (failed(reps))
    return failure();
  Value y = I.infer1<g::TileOp>(x, I.b.getDenseI64ArrayAttr(*reps));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convExpand(I &I) {
  IN(x, 0);
  auto shape = I.constInts(1, "shape");
  if (failed(shape))
    return failure();
  auto t = I.type(x);
  int64_t r = std::max<int64_t>(t.getRank(), shape->size());
  SmallVector<int64_t> out(r);
  for (int64_t i = 0; i < r; ++i) {
    int64_t si = i - (r - (int64_t)shape->size());
    int64_t xi = i - (r - t.getRank());
    int64_t s = si >= 0 ? (*shape)[si] : 1;
    int64_t d = xi >= 0 ? t.getDimSize(xi) : 1;
    if (ShapedType::isDynamic(d))
      out[i] = s == 1 ? ShapedType::kDynamic : s;
    else if (s == 1 || s == d)
      out[i] = d;
    else if (d == 1)
      out[i] = s;
    else
      return I.fail("cannot expand " + Twine(d) + " to " + Twine(s));
  }
  auto rt = I.tensorType(out, t.getElementType());
  Value y = rt == t ? x : I.make<g::BroadcastToOp>(rt, x, Opt{});
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Contractions and convolutions
//===----------------------------------------------------------------------===//

LogicalResult convMatMul(I &I) {
  IN(a, 0);
  IN(b, 1);
  bool vecA = I.rank(a) == 1, vecB = I.rank(b) == 1;
  if (vecA)
    a = I.unsqueezeDims(a, {0});
  if (a && vecB)
    b = I.unsqueezeDims(b, {1});
  CHECK(a && b);
  Value y = I.infer1<g::MatmulOp>(a, b, UnitAttr(), UnitAttr());
  CHECK(y);
  int64_t r = I.rank(y);
  SmallVector<int64_t> drop;
  if (vecA)
    drop.push_back(r - 2);
  if (vecB)
    drop.push_back(r - 1);
  if (!drop.empty())
    y = I.squeezeDims(y, drop);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGemm(I &I) {
  IN(a, 0);
  IN(b, 1);
  if (I.rank(a) != 2 || I.rank(b) != 2)
    return I.fail("A and B must be 2-D");
  UnitAttr ta = I.attrInt("transA", 0) ? I.b.getUnitAttr() : UnitAttr();
  UnitAttr tb = I.attrInt("transB", 0) ? I.b.getUnitAttr() : UnitAttr();
  Value y = I.infer1<g::MatmulOp>(a, b, ta, tb);
  CHECK(y);
  Type et = I.elem(y);
  double alpha = I.attrFloat("alpha", 1), beta = I.attrFloat("beta", 1);
  if (alpha != 1)
    y = binop<g::MulOp>(I, y, I.scalar(alpha, et));
  if (I.hasInput(2) && beta != 0) {
    IN(c, 2);
    if (beta != 1)
      c = binop<g::MulOp>(I, c, I.scalar(beta, et));
    CHECK(c);
    y = binop<g::AddOp>(I, y, c);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Explicit pads for auto_pad = SAME_UPPER / SAME_LOWER / VALID.
LogicalResult autoPads(I &I, Value x, ArrayRef<int64_t> kernel,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> dil,
                       SmallVectorImpl<int64_t> &pads) {
  std::string ap = I.attrString("auto_pad", "NOTSET");
  int64_t k = kernel.size();
  if (ap == "NOTSET" || ap.empty())
    return success();
  pads.assign(2 * k, 0);
  if (ap == "VALID")
    return success();
  if (ap != "SAME_UPPER" && ap != "SAME_LOWER")
    return I.fail("unsupported auto_pad '" + ap + "'");
  auto t = I.type(x);
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = t.getDimSize(2 + i);
    int64_t s = strides.empty() ? 1 : strides[i];
    int64_t d = dil.empty() ? 1 : dil[i];
    int64_t total;
    if (ShapedType::isDynamic(in)) {
      // With stride 1 the padding does not depend on the input size.
      if (s != 1)
        return I.fail("auto_pad " + ap +
                      " with a stride needs static spatial dimensions");
      total = (kernel[i] - 1) * d;
    } else {
      int64_t out = (in + s - 1) / s;
      total =
          std::max<int64_t>((out - 1) * s + (kernel[i] - 1) * d + 1 - in, 0);
    }
    int64_t small = total / 2, big = total - small;
    pads[i] = ap == "SAME_UPPER" ? small : big;
    pads[i + k] = ap == "SAME_UPPER" ? big : small;
  }
  return success();
}

DenseI64ArrayAttr optArray(I &I, const std::optional<SmallVector<int64_t>> &v) {
  return v && !v->empty() ? I.b.getDenseI64ArrayAttr(*v) : DenseI64ArrayAttr();
}

LogicalResult convConv(I &I) {
  IN(x, 0);
  IN(w, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  if (I.rank(x) < 3 || I.rank(x) > 5)
    return I.fail("only 1-D to 3-D convolutions are supported");
  auto wt = I.type(w);
  SmallVector<int64_t> kernel;
  if (auto ks = I.attrInts("kernel_shape"))
    kernel = *ks;
  else
    for (int64_t d = 2; d < wt.getRank(); ++d)
      kernel.push_back(wt.getDimSize(d));
  auto strides = I.attrInts("strides"), dil = I.attrInts("dilations");
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>());
  if (failed(autoPads(I, x, kernel, strides.value_or(SmallVector<int64_t>()),
                      dil.value_or(SmallVector<int64_t>()), pads)))
    return failure();
  Value y = I.infer1<g::ConvOp>(
      x, w, Opt{bias}, optArray(I, strides), optArray(I, dil),
      pads.empty() ? DenseI64ArrayAttr() : I.b.getDenseI64ArrayAttr(pads),
      I.b.getI64IntegerAttr(I.attrInt("group", 1)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convConvTranspose(I &I) {
  IN(x, 0);
  IN(w, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  auto xt = I.type(x), wt = I.type(w);
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return I.fail("only 1-D to 3-D transposed convolutions are supported");
  SmallVector<int64_t> kernel;
  if (auto ks = I.attrInts("kernel_shape"))
    kernel = *ks;
  else
    for (int64_t d = 2; d < wt.getRank(); ++d)
      kernel.push_back(wt.getDimSize(d));
  SmallVector<int64_t> strides =
      I.attrInts("strides").value_or(SmallVector<int64_t>(k, 1));
  SmallVector<int64_t> dil =
      I.attrInts("dilations").value_or(SmallVector<int64_t>(k, 1));
  SmallVector<int64_t> outPad =
      I.attrInts("output_padding").value_or(SmallVector<int64_t>(k, 0));
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>(2 * k, 0));
  std::string ap = I.attrString("auto_pad", "NOTSET");
  auto outShape = I.attrInts("output_shape");
  if (outShape || ap == "SAME_UPPER" || ap == "SAME_LOWER") {
    for (int64_t i = 0; i < k; ++i) {
      int64_t in = xt.getDimSize(2 + i);
      int64_t total;
      if (outShape) {
        if (ShapedType::isDynamic(in))
          return I.fail("output_shape needs static spatial dimensions");
        total = strides[i] * (in - 1) + outPad[i] +
                ((kernel[i] - 1) * dil[i] + 1) -
                (*outShape)[outShape->size() - k + i];
      } else {
        // SAME: the output is input * stride; the padding does not depend
        // on the input size.
        total = outPad[i] + (kernel[i] - 1) * dil[i] + 1 - strides[i];
      }
      if (total < 0) {
        // The output is larger than the full result: extra output padding.
        outPad[i] += -total;
        total = 0;
      }
      if (ap == "SAME_UPPER") {
        pads[i] = total / 2;
        pads[i + k] = total - total / 2;
      } else {
        pads[i] = total - total / 2;
        pads[i + k] = total / 2;
      }
    }
  } else if (ap == "VALID") {
    pads.assign(2 * k, 0);
  }
  Value y = I.infer1<g::ConvTransposeOp>(
      x, w, Opt{bias}, I.b.getDenseI64ArrayAttr(strides),
      I.b.getDenseI64ArrayAttr(dil), I.b.getDenseI64ArrayAttr(pads),
      I.b.getDenseI64ArrayAttr(outPad),
      I.b.getI64IntegerAttr(I.attrInt("group", 1)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convPool(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  if (I.wantsOutput(1))
    return I.fail("the Indices output is not supported");
  auto kernel = I.attrInts("kernel_shape");
  if (!kernel)
    return I.fail("missing kernel_shape");
  if (I.rank(x) - 2 != (int64_t)kernel->size())
    return I.fail("kernel_shape does not match the input rank");
  auto strides = I.attrInts("strides"), dil = I.attrInts("dilations");
  if (I.attrInt("storage_order", 0))
    return I.fail("storage_order = 1 is not supported");
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>());
  if (failed(autoPads(I, x, *kernel, strides.value_or(SmallVector<int64_t>()),
                      dil.value_or(SmallVector<int64_t>()), pads)))
    return failure();
  UnitAttr ceil = I.attrInt("ceil_mode", 0) ? I.b.getUnitAttr() : UnitAttr();
  DenseI64ArrayAttr padsAttr =
      pads.empty() ? DenseI64ArrayAttr() : I.b.getDenseI64ArrayAttr(pads);
  Value y;
  if (op == "MaxPool") {
    y = I.infer1<g::MaxPoolOp>(x, I.b.getDenseI64ArrayAttr(*kernel),
                               optArray(I, strides), optArray(I, dil), padsAttr,
                               ceil);
  } else {
    if (dil && llvm::any_of(*dil, [](int64_t d) { return d != 1; }))
      return I.fail("dilations are not supported");
    UnitAttr cip =
        I.attrInt("count_include_pad", 0) ? I.b.getUnitAttr() : UnitAttr();
    y = I.infer1<g::AvgPoolOp>(x, I.b.getDenseI64ArrayAttr(*kernel),
                               optArray(I, strides), padsAttr, ceil, cip);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGlobalPool(I &I) {
  IN(x, 0);
  SmallVector<int64_t> axes;
  for (int64_t d = 2; d < I.rank(x); ++d)
    axes.push_back(d);
  auto ax = I.b.getDenseI64ArrayAttr(axes);
  Value y = I.node->op_type() == "GlobalMaxPool"
                ? I.infer1<g::ReduceMaxOp>(x, ax, I.b.getBoolAttr(true))
                : I.infer1<g::ReduceMeanOp>(x, ax, I.b.getBoolAttr(true));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Reductions and normalizations
//===----------------------------------------------------------------------===//

template <typename OpTy>
Value reduce(I &I, Value x, ArrayRef<int64_t> axes, bool keep) {
  return I.infer1<OpTy>(x, I.b.getDenseI64ArrayAttr(axes),
                        I.b.getBoolAttr(keep));
}

LogicalResult convReduce(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  int fromOpset = op == "ReduceSum" ? 13 : 18;
  auto axes = axesArg(I, 1, fromOpset, I.rank(x), false);
  if (failed(axes))
    return failure();
  bool keep = I.attrInt("keepdims", 1);
  if (axes->empty() && I.attrInt("noop_with_empty_axes", 0)) {
    I.setOut(0, x);
    return success();
  }
  if (axes->empty())
    for (int64_t d = 0; d < I.rank(x); ++d)
      axes->push_back(d);
  if (const Known *k = I.known(0); k && op == "ReduceProd" &&
                                   axes->size() == k->shape.size() &&
                                   !k->hasSymbols()) {
    Known o{keep ? SmallVector<int64_t>(k->shape.size(), 1)
                 : SmallVector<int64_t>(),
            {product(k->values)},
            k->elemType};
    I.setKnown(0, o);
    return success();
  }
  Type t = x.getType();
  Value y;
  if (op == "ReduceSum")
    y = reduce<g::ReduceSumOp>(I, x, *axes, keep);
  else if (op == "ReduceMean")
    y = reduce<g::ReduceMeanOp>(I, x, *axes, keep);
  else if (op == "ReduceMax")
    y = reduce<g::ReduceMaxOp>(I, x, *axes, keep);
  else if (op == "ReduceMin")
    y = reduce<g::ReduceMinOp>(I, x, *axes, keep);
  else if (op == "ReduceProd")
    y = reduce<g::ReduceProdOp>(I, x, *axes, keep);
  else if (op == "ReduceL2")
    y = reduce<g::ReduceL2Op>(I, x, *axes, keep);
  else if (op == "ReduceL1")
    y = reduce<g::ReduceSumOp>(I, I.make<g::AbsOp>(t, x), *axes, keep);
  else if (op == "ReduceSumSquare")
    y = reduce<g::ReduceSumOp>(I, binop<g::MulOp>(I, x, x), *axes, keep);
  else if (op == "ReduceLogSum") {
    y = reduce<g::ReduceSumOp>(I, x, *axes, keep);
    if (y)
      y = I.make<g::LogOp>(y.getType(), y);
  } else if (op == "ReduceLogSumExp") {
    Value m = reduce<g::ReduceMaxOp>(I, x, *axes, true);
    CHECK(m);
    Value e = I.make<g::ExpOp>(t, binop<g::SubOp>(I, x, m));
    Value s = reduce<g::ReduceSumOp>(I, e, *axes, true);
    CHECK(s);
    y = binop<g::AddOp>(I, I.make<g::LogOp>(s.getType(), s), m);
    if (y && !keep)
      y = I.squeezeDims(y, *axes);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convArgReduce(I &I) {
  IN(x, 0);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  auto keep = I.b.getBoolAttr(I.attrInt("keepdims", 1));
  UnitAttr last =
      I.attrInt("select_last_index", 0) ? I.b.getUnitAttr() : UnitAttr();
  Value y =
      I.node->op_type() == "ArgMax"
          ? I.infer1<g::ArgMaxOp>(x, I.b.getI64IntegerAttr(axis), keep, last)
          : I.infer1<g::ArgMinOp>(x, I.b.getI64IntegerAttr(axis), keep, last);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSoftmax(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  int64_t r = I.rank(x);
  int64_t axis = I.attrInt("axis", I.opset < 13 ? 1 : -1);
  if (failed(checkAxis(I, axis, r)))
    return failure();
  Type t = x.getType();
  bool log = op == "LogSoftmax";
  if (op == "Hardmax") {
    // One-hot of the first maximum along the (flattened, before 13) axes.
    auto tt = I.type(x);
    if (!tt.hasStaticShape() && I.opset < 13)
      return I.fail("Hardmax before opset 13 needs a static shape");
    SmallVector<int64_t> shape2;
    if (tt.hasStaticShape())
      shape2 = {product(tt.getShape().take_front(axis)),
                product(tt.getShape().drop_front(axis))};
    Value v = x;
    int64_t ax = axis;
    if (I.opset < 13) {
      v = I.reshape(x, shape2);
      ax = 1;
    }
    auto vt = I.type(v);
    Value am = I.infer1<g::ArgMaxOp>(v, I.b.getI64IntegerAttr(ax),
                                     I.b.getBoolAttr(true), UnitAttr());
    CHECK(am);
    auto it = I.tensorType(vt.getShape(), I.b.getI64Type());
    Value iota =
        vt.hasStaticShape()
            ? I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(ax))
            : I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(ax), v);
    Value eq = cmp(I, g::CmpPredicate::eq, iota, am);
    Value y = I.cast(eq, vt.getElementType());
    if (I.opset < 13)
      y = I.reshape(y, tt.getShape());
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  Value y;
  if (I.opset >= 13 || axis == r - 1) {
    y = log ? I.make<g::LogSoftmaxOp>(t, x, I.b.getI64IntegerAttr(axis))
            : I.make<g::SoftmaxOp>(t, x, I.b.getI64IntegerAttr(axis));
  } else {
    // Before opset 13 the input is flattened to 2-D at `axis`: normalize over
    // all dimensions from `axis` on.
    SmallVector<int64_t> axes;
    for (int64_t d = axis; d < r; ++d)
      axes.push_back(d);
    Value m = reduce<g::ReduceMaxOp>(I, x, axes, true);
    CHECK(m);
    Value s = binop<g::SubOp>(I, x, m);
    Value e = I.make<g::ExpOp>(t, s);
    Value sum = reduce<g::ReduceSumOp>(I, e, axes, true);
    CHECK(sum);
    y = log ? binop<g::SubOp>(I, s, I.make<g::LogOp>(sum.getType(), sum))
            : binop<g::DivOp>(I, e, sum);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convLayerNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  int64_t axis = I.attrInt("axis", -1);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  double eps = I.attrFloat("epsilon", 1e-5f);
  if (I.wantsOutput(1) || I.wantsOutput(2)) {
    // Mean and 1/stddev over the normalized dimensions (kept as size 1).
    SmallVector<int64_t> axes;
    for (int64_t d = axis; d < I.rank(x); ++d)
      axes.push_back(d);
    Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
    CHECK(m);
    Value c = binop<g::SubOp>(I, x, m);
    Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
    CHECK(v);
    Value inv = I.make<g::RsqrtOp>(
        v.getType(), binop<g::AddOp>(I, v, I.scalar(eps, I.elem(x))));
    CHECK(inv);
    I.setOut(1, m);
    I.setOut(2, inv);
  }
  Value y = I.make<g::LayerNormOp>(x.getType(), x, scale, Opt{bias},
                                   I.b.getI64IntegerAttr(axis),
                                   I.b.getF64FloatAttr(eps));
  I.setOut(0, y);
  return success();
}

LogicalResult convBatchNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  IN(mean, 3);
  IN(var, 4);
  if (I.attrInt("training_mode", 0) || I.wantsOutput(1) || I.wantsOutput(2))
    return I.fail("training mode is not supported");
  Value y = I.make<g::BatchNormOp>(
      x.getType(), x, scale, bias, mean, var,
      I.b.getF64FloatAttr(I.attrFloat("epsilon", 1e-5f)));
  I.setOut(0, y);
  return success();
}

/// x reshaped so that a [C] vector broadcasts along dimension 1 of rank r.
Value channelVector(I &I, Value v, int64_t r) {
  SmallVector<int64_t> shape = {
      I.type(v).isDynamicDim(0) ? -1 : I.type(v).getDimSize(0)};
  for (int64_t d = 2; d < r; ++d)
    shape.push_back(1);
  return I.reshape(v, shape);
}

LogicalResult convInstanceNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  int64_t r = I.rank(x);
  SmallVector<int64_t> axes;
  for (int64_t d = 2; d < r; ++d)
    axes.push_back(d);
  Type t = x.getType();
  Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
  CHECK(m);
  Value c = binop<g::SubOp>(I, x, m);
  Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
  CHECK(v);
  Value eps = I.scalar(I.attrFloat("epsilon", 1e-5f), I.elem(x));
  Value inv = I.make<g::RsqrtOp>(v.getType(), binop<g::AddOp>(I, v, eps));
  Value y = binop<g::MulOp>(I, c, inv);
  Value s = channelVector(I, scale, r), b = channelVector(I, bias, r);
  CHECK(s && b);
  y = binop<g::AddOp>(I, binop<g::MulOp>(I, y, s), b);
  CHECK(y && y.getType() == t);
  I.setOut(0, y);
  return success();
}

LogicalResult convLpNorm(I &I) {
  IN(x, 0);
  int64_t axis = I.attrInt("axis", -1), p = I.attrInt("p", 2);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value n;
  if (p == 2)
    n = reduce<g::ReduceL2Op>(I, x, {axis}, true);
  else if (p == 1)
    n = reduce<g::ReduceSumOp>(I, I.make<g::AbsOp>(x.getType(), x), {axis},
                               true);
  else
    return I.fail("p must be 1 or 2");
  CHECK(n);
  Value y = binop<g::DivOp>(I, x, n);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convMVN(I &I) {
  IN(x, 0);
  SmallVector<int64_t> axes =
      I.attrInts("axes").value_or(SmallVector<int64_t>{0, 2, 3});
  for (int64_t &a : axes)
    if (failed(checkAxis(I, a, I.rank(x))))
      return failure();
  Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
  CHECK(m);
  Value c = binop<g::SubOp>(I, x, m);
  Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
  CHECK(v);
  Value sd = I.make<g::SqrtOp>(v.getType(), v);
  Value y =
      binop<g::DivOp>(I, c, binop<g::AddOp>(I, sd, I.scalar(1e-9, I.elem(x))));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (which is NLL of
/// log_softmax over dimension 1).
LogicalResult convLoss(I &I) {
  IN(x, 0);
  IN(target, 1);
  Value weight;
  if (I.hasInput(2)) {
    weight = I.in(2);
    CHECK(weight);
  }
  bool sce = I.node->op_type() == "SoftmaxCrossEntropyLoss";
  Type t = x.getType(), et = I.elem(x);
  if (!isFloat(et) || I.rank(x) < 2)
    return I.fail("needs a float input of rank >= 2");
  Value logp = x;
  if (sce) {
    logp = I.make<g::LogSoftmaxOp>(t, x, I.b.getI64IntegerAttr(1));
    I.setOut(1, logp);
  }
  // picked[n, d...] = logp[n, target[n, d...], d...]
  Value tgt = target;
  std::optional<int64_t> ignore;
  if (I.attr("ignore_index")) {
    ignore = I.attrInt("ignore_index", 0);
    // An ignored target may be out of range: read index 0 there.
    Value isIgn =
        cmp(I, g::CmpPredicate::eq, target, I.scalar(*ignore, I.elem(target)));
    tgt = select(I, isIgn, I.scalar(0, I.elem(target)), target);
  }
  Value t1 = I.unsqueezeDims(tgt, {1});
  CHECK(t1);
  Value picked =
      I.infer1<g::GatherElementsOp>(logp, t1, I.b.getI64IntegerAttr(1));
  CHECK(picked);
  picked = I.squeezeDims(picked, {1});
  CHECK(picked);
  Value loss = I.make<g::NegOp>(picked.getType(), picked);
  // Per-element weights: weight[target], zero where ignored.
  Value w;
  if (weight)
    w = I.infer1<g::GatherOp>(weight, tgt, I.b.getI64IntegerAttr(0));
  if (ignore) {
    Value keep =
        cmp(I, g::CmpPredicate::ne, target, I.scalar(*ignore, I.elem(target)));
    Value k = I.cast(keep, et);
    w = w ? binop<g::MulOp>(I, w, k) : k;
  }
  if (w)
    loss = binop<g::MulOp>(I, loss, w);
  CHECK(loss);
  std::string red = I.attrString("reduction", "mean");
  SmallVector<int64_t> all;
  for (int64_t d = 0; d < I.rank(loss); ++d)
    all.push_back(d);
  Value y;
  if (red == "none") {
    y = loss;
  } else if (red == "sum") {
    y = reduce<g::ReduceSumOp>(I, loss, all, false);
  } else if (red == "mean") {
    if (w)
      y = binop<g::DivOp>(I, reduce<g::ReduceSumOp>(I, loss, all, false),
                          reduce<g::ReduceSumOp>(I, w, all, false));
    else
      y = reduce<g::ReduceMeanOp>(I, loss, all, false);
  } else {
    return I.fail("unsupported reduction '" + red + "'");
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// Selections and scans
//===----------------------------------------------------------------------===//

LogicalResult convTopK(I &I) {
  IN(x, 0);
  int64_t k;
  if (I.opset < 10) {
    k = I.attrInt("k", -1);
  } else {
    auto kv = I.constInts(1, "K");
    if (failed(kv))
      return failure();
    if (kv->size() != 1)
      return I.fail("K must hold one value");
    k = (*kv)[0];
  }
  int64_t axis = I.attrInt("axis", -1);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  auto op = I.infer<g::TopKOp>(2, x, I.b.getI64IntegerAttr(k),
                               I.b.getI64IntegerAttr(axis),
                               I.b.getBoolAttr(I.attrInt("largest", 1)),
                               I.b.getBoolAttr(I.attrInt("sorted", 1)));
  CHECK(succeeded(op));
  I.setOut(0, (*op)->getResult(0));
  I.setOut(1, (*op)->getResult(1));
  return success();
}

LogicalResult convCumSum(I &I) {
  IN(x, 0);
  auto ax = I.constInts(1, "axis");
  if (failed(ax))
    return failure();
  if (ax->size() != 1)
    return I.fail("axis must hold one value");
  int64_t axis = (*ax)[0];
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value y = I.make<g::CumsumOp>(
      x.getType(), x, I.b.getI64IntegerAttr(axis),
      I.attrInt("exclusive", 0) ? I.b.getUnitAttr() : UnitAttr(),
      I.attrInt("reverse", 0) ? I.b.getUnitAttr() : UnitAttr());
  I.setOut(0, y);
  return success();
}

LogicalResult convTrilu(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t r = t.getRank();
  if (r < 2)
    return I.fail("needs a tensor of rank >= 2");
  int64_t k = 0;
  if (I.hasInput(1)) {
    auto kv = I.constInts(1, "k");
    if (failed(kv))
      return failure();
    k = (*kv)[0];
  }
  bool upper = I.attrInt("upper", 1);
  if (t.isDynamicDim(r - 1) || t.isDynamicDim(r - 2)) {
    // The mask from run-time row and column indices: j - i >= k (upper).
    auto it = I.tensorType(t.getShape(), I.b.getI64Type());
    Value row = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(r - 2), x);
    Value col = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(r - 1), x);
    Value diff = binop<g::SubOp>(I, col, row);
    Value keep = cmp(I, upper ? g::CmpPredicate::ge : g::CmpPredicate::le,
                     diff, I.scalar(k, I.b.getI64Type()));
    Value y = select(I, keep, x, I.scalar(0, t.getElementType()));
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  int64_t n = t.getDimSize(r - 2), m = t.getDimSize(r - 1);
  SmallVector<bool> mask;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      mask.push_back(upper ? j - i >= k : j - i <= k);
  Value c = I.constant(
      DenseElementsAttr::get(I.tensorType({n, m}, I.b.getI1Type()), mask));
  Value y = select(I, c, x, I.scalar(0, t.getElementType()));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// A run-time shape (1-D i64) from pieces: `{d, m, q}` is size `d` of `x`
/// times `m` divided by `q` (d = -1: the constant `m`, -1 for "inferred").
Value runtimeShape(I &I, Value x,
                   ArrayRef<std::tuple<int64_t, int64_t, int64_t>> pieces) {
  auto t = I.type(x);
  SmallVector<Value> parts;
  for (auto [d, m, q] : pieces) {
    if (d < 0 || !t.isDynamicDim(d)) {
      parts.push_back(I.intVector({d < 0 ? m : t.getDimSize(d) * m / q}));
      continue;
    }
    Value p = I.infer1<g::SliceOp>(
        I.shapeOf(x), I.b.getDenseI64ArrayAttr({d}),
        I.b.getDenseI64ArrayAttr({d + 1}), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({1}));
    if (m != 1)
      p = binop<g::MulOp>(I, p, I.intVector({m}));
    if (q != 1)
      p = binop<g::DivOp>(I, p, I.intVector({q}));
    parts.push_back(p);
  }
  return I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(0));
}

/// DepthToSpace / SpaceToDepth with run-time sizes: the same reshape,
/// transpose, reshape as the static case, the shapes computed at run time.
LogicalResult convDepthSpaceDynamic(I &I, Value x, int64_t bs) {
  if (bs <= 0)
    return I.fail("bad blocksize");
  using P = std::tuple<int64_t, int64_t, int64_t>;
  SmallVector<int64_t> dyn6(6, -1), dyn4(4, -1);
  Value y;
  if (I.node->op_type() == "DepthToSpace") {
    bool crd = I.attrString("mode", "DCR") == "CRD";
    SmallVector<P> s6 =
        crd ? SmallVector<P>{{0, 1, 1}, {-1, -1, 1}, {-1, bs, 1},
                             {-1, bs, 1}, {2, 1, 1}, {3, 1, 1}}
            : SmallVector<P>{{0, 1, 1}, {-1, bs, 1}, {-1, bs, 1},
                             {-1, -1, 1}, {2, 1, 1}, {3, 1, 1}};
    SmallVector<int64_t> perm = crd ? SmallVector<int64_t>{0, 1, 4, 2, 5, 3}
                                    : SmallVector<int64_t>{0, 3, 4, 1, 5, 2};
    Value s4 = runtimeShape(I, x, {{0, 1, 1}, {-1, -1, 1}, {2, bs, 1},
                                   {3, bs, 1}});
    y = I.reshape(x, dyn6, runtimeShape(I, x, s6));
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y, I.b.getDenseI64ArrayAttr(perm));
    CHECK(y);
    y = I.reshape(y, dyn4, s4);
  } else {
    Value s4 = runtimeShape(I, x, {{0, 1, 1}, {-1, -1, 1}, {2, 1, bs},
                                   {3, 1, bs}});
    y = I.reshape(x, dyn6,
                  runtimeShape(I, x, {{0, 1, 1}, {1, 1, 1}, {2, 1, bs},
                                      {-1, bs, 1}, {3, 1, bs},
                                      {-1, bs, 1}}));
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y,
                                 I.b.getDenseI64ArrayAttr({0, 3, 5, 1, 2, 4}));
    CHECK(y);
    y = I.reshape(y, dyn4, s4);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convDepthSpace(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  if (t.getRank() != 4)
    return I.fail("needs a 4-D input");
  int64_t bs = I.attrInt("blocksize", 0);
  if (!t.hasStaticShape())
    return convDepthSpaceDynamic(I, x, bs);
  int64_t n = t.getDimSize(0), c = t.getDimSize(1), h = t.getDimSize(2),
          w = t.getDimSize(3);
  Value y;
  if (I.node->op_type() == "DepthToSpace") {
    if (bs <= 0 || c % (bs * bs))
      return I.fail("bad blocksize");
    bool crd = I.attrString("mode", "DCR") == "CRD";
    SmallVector<int64_t> s6 =
        crd ? SmallVector<int64_t>{n, c / (bs * bs), bs, bs, h, w}
            : SmallVector<int64_t>{n, bs, bs, c / (bs * bs), h, w};
    SmallVector<int64_t> perm = crd ? SmallVector<int64_t>{0, 1, 4, 2, 5, 3}
                                    : SmallVector<int64_t>{0, 3, 4, 1, 5, 2};
    y = I.reshape(x, s6);
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y, I.b.getDenseI64ArrayAttr(perm));
    CHECK(y);
    y = I.reshape(y, {n, c / (bs * bs), h * bs, w * bs});
  } else {
    if (bs <= 0 || h % bs || w % bs)
      return I.fail("bad blocksize");
    y = I.reshape(x, {n, c, h / bs, bs, w / bs, bs});
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y,
                                 I.b.getDenseI64ArrayAttr({0, 3, 5, 1, 2, 4}));
    CHECK(y);
    y = I.reshape(y, {n, c * bs * bs, h / bs, w / bs});
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

const llvm::StringMap<Importer::Handler> &Importer::handlers() {
  static const llvm::StringMap<Handler> table = [] {
    llvm::StringMap<Handler> m;
    // Elementwise.
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
                          "Shrink",    "IsInf"})
      m[a] = convActivation;
    m["Identity"] = convIdentity;
    m["Dropout"] = convDropout;
    // Constants and shapes.
    m["Constant"] = convConstant;
    m["Shape"] = convShape;
    m["Size"] = convSize;
    m["ConstantOfShape"] = convConstantOfShape;
    m["Range"] = convRange;
    m["EyeLike"] = convEyeLike;
    m["Reshape"] = convReshape;
    m["Flatten"] = convFlatten;
    m["Squeeze"] = convSqueeze;
    m["Unsqueeze"] = convUnsqueeze;
    m["Transpose"] = convTranspose;
    m["Concat"] = convConcat;
    m["Split"] = convSplit;
    m["Slice"] = convSlice;
    m["Gather"] = convGather;
    m["GatherElements"] = convGatherElements;
    m["ScatterElements"] = convScatterElements;
    m["Scatter"] = convScatterElements;
    m["Pad"] = convPad;
    m["Tile"] = convTile;
    m["Expand"] = convExpand;
    m["DepthToSpace"] = convDepthSpace;
    m["SpaceToDepth"] = convDepthSpace;
    // NN.
    m["MatMul"] = convMatMul;
    m["Gemm"] = convGemm;
    m["Conv"] = convConv;
    m["ConvTranspose"] = convConvTranspose;
    m["MaxPool"] = convPool;
    m["AveragePool"] = convPool;
    m["GlobalAveragePool"] = convGlobalPool;
    m["GlobalMaxPool"] = convGlobalPool;
    for (const char *r : {"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
                          "ReduceProd", "ReduceL1", "ReduceL2",
                          "ReduceSumSquare", "ReduceLogSum", "ReduceLogSumExp"})
      m[r] = convReduce;
    m["ArgMax"] = convArgReduce;
    m["ArgMin"] = convArgReduce;
    m["Softmax"] = convSoftmax;
    m["LogSoftmax"] = convSoftmax;
    m["Hardmax"] = convSoftmax;
    m["LayerNormalization"] = convLayerNorm;
    m["BatchNormalization"] = convBatchNorm;
    m["InstanceNormalization"] = convInstanceNorm;
    m["LpNormalization"] = convLpNorm;
    m["MeanVarianceNormalization"] = convMVN;
    m["TopK"] = convTopK;
    m["NegativeLogLikelihoodLoss"] = convLoss;
    m["SoftmaxCrossEntropyLoss"] = convLoss;
    m["CumSum"] = convCumSum;
    m["Trilu"] = convTrilu;
    registerRecurrentOps(m);
    registerResizeHandlers(m);
    registerMoreHandlers(m);
    registerStringHandlers(m);
    registerControlFlowOps(m);
    registerGradientOps(m);
    registerSequenceHandlers(m); // Last: it wraps Identity and If.
    return m;
  }();
  return table;
}
