//===- GraphFolders.cpp - constant folding of elementwise graph ops -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Elementwise ops on dense constants fold to constants, with numpy
// broadcasting, for every element type; a few algebraic identities fold to
// an operand. Float math that has no exact APFloat form (exp, tanh, ...) is
// evaluated in double and rounded to the element type.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/APSInt.h"

#include <cmath>

using namespace mlir;
using namespace mlc::graph;

namespace {

/// Dense operands broadcast to a static result shape.
struct Broadcast {
  SmallVector<DenseElementsAttr> operands;
  RankedTensorType result;
  SmallVector<SmallVector<int64_t>> strides; // per operand, per result dim
  bool splat = true; // every operand is a splat: so is the result

  /// The operands of `op` broadcast to its result; none when one is not a
  /// dense constant, or the (non-splat) result would be over the folding
  /// budget (GraphDialect::getMaxFoldBytes; a remark says so).
  static std::optional<Broadcast> get(ArrayRef<Attribute> attrs,
                                      Operation *op) {
    auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!result || !result.hasStaticShape())
      return std::nullopt;
    Broadcast b;
    b.result = result;
    int64_t rank = result.getRank();
    for (Attribute a : attrs) {
      auto dense = dyn_cast_or_null<DenseElementsAttr>(a);
      if (!dense)
        return std::nullopt;
      ArrayRef<int64_t> shape = dense.getType().getShape();
      SmallVector<int64_t> st(rank, 0);
      int64_t stride = 1;
      for (int64_t j = shape.size() - 1; j >= 0; --j) {
        int64_t i = rank - shape.size() + j;
        if (!dense.isSplat() && shape[j] != 1)
          st[i] = stride;
        stride *= shape[j];
      }
      b.operands.push_back(dense);
      b.strides.push_back(st);
      b.splat = b.splat && dense.isSplat();
    }
    if (!b.splat) {
      int64_t bits = result.getElementTypeBitWidth();
      int64_t bytes = result.getNumElements() * llvm::divideCeil(bits, 8);
      if (!cast<GraphDialect>(op->getDialect())->foldWithinBudget(op, bytes))
        return std::nullopt;
    }
    return b;
  }

  /// Calls fn(indices) for every result element in order, where indices[k]
  /// is the element of operand k (0 for splats).
  template <typename T, typename Fn>
  Attribute map(Fn fn) const {
    if (splat) { // one element, whatever the size
      SmallVector<int64_t> zeros(operands.size(), 0);
      std::optional<T> v = fn(ArrayRef<int64_t>(zeros));
      if (!v)
        return {};
      return DenseElementsAttr::get(result, ArrayRef<T>(*v));
    }
    int64_t n = result.getNumElements(), rank = result.getRank();
    ArrayRef<int64_t> shape = result.getShape();
    SmallVector<int64_t> pos(rank, 0), idx(operands.size(), 0);
    SmallVector<T> values;
    values.reserve(n);
    for (int64_t e = 0; e < n; ++e) {
      for (size_t k = 0; k < operands.size(); ++k) {
        idx[k] = 0;
        for (int64_t i = 0; i < rank; ++i)
          idx[k] += pos[i] * strides[k][i];
      }
      std::optional<T> v = fn(ArrayRef<int64_t>(idx));
      if (!v)
        return {};
      values.push_back(*v);
      for (int64_t i = rank - 1; i >= 0; --i) {
        if (++pos[i] < shape[i])
          break;
        pos[i] = 0;
      }
    }
    return DenseElementsAttr::get(result, values);
  }
};

template <typename T> SmallVector<T> valuesOf(DenseElementsAttr a) {
  if (a.isSplat())
    return {a.getSplatValue<T>()};
  return SmallVector<T>(a.getValues<T>());
}

APFloat fromDouble(double v, Type t) {
  APFloat r(v);
  bool lost;
  r.convert(cast<FloatType>(t).getFloatSemantics(),
            APFloat::rmNearestTiesToEven, &lost);
  return r;
}

double toDouble(APFloat v) {
  bool lost;
  v.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
  return v.convertToDouble();
}

/// Folds a unary op: floats through `f` (in double), integers through `i`.
Attribute foldUnary(Attribute in, Operation *op, function_ref<double(double)> f,
                    function_ref<std::optional<APInt>(const APInt &)> i) {
  std::optional<Broadcast> b = Broadcast::get(in, op);
  if (!b)
    return {};
  Type elem = b->result.getElementType();
  if (isa<FloatType>(elem)) {
    if (!f)
      return {};
    auto vals = valuesOf<APFloat>(b->operands[0]);
    return b->map<APFloat>([&](ArrayRef<int64_t> idx) -> std::optional<APFloat> {
      return fromDouble(f(toDouble(vals[idx[0]])), elem);
    });
  }
  if (!i)
    return {};
  auto vals = valuesOf<APInt>(b->operands[0]);
  return b->map<APInt>(
      [&](ArrayRef<int64_t> idx) { return i(vals[idx[0]]); });
}

/// Folds a binary op on floats (`f`) or integers (`i`, told the signedness).
Attribute foldBinary(
    ArrayRef<Attribute> in, Operation *op,
    function_ref<std::optional<APFloat>(const APFloat &, const APFloat &)> f,
    function_ref<std::optional<APInt>(const APInt &, const APInt &, bool)> i) {
  std::optional<Broadcast> b = Broadcast::get(in, op);
  if (!b)
    return {};
  Type elem = b->operands[0].getElementType();
  if (isa<FloatType>(elem)) {
    if (!f)
      return {};
    auto l = valuesOf<APFloat>(b->operands[0]);
    auto r = valuesOf<APFloat>(b->operands[1]);
    return b->map<APFloat>(
        [&](ArrayRef<int64_t> idx) { return f(l[idx[0]], r[idx[1]]); });
  }
  if (!i)
    return {};
  bool isUnsigned = isUnsignedInt(elem) || elem.isInteger(1);
  auto l = valuesOf<APInt>(b->operands[0]);
  auto r = valuesOf<APInt>(b->operands[1]);
  return b->map<APInt>([&](ArrayRef<int64_t> idx) {
    return i(l[idx[0]], r[idx[1]], isUnsigned);
  });
}

using FBin = std::optional<APFloat>(const APFloat &, const APFloat &);
using IBin = std::optional<APInt>(const APInt &, const APInt &, bool);

/// `value` if `attr` is a splat equal to `value` (integers or floats).
bool isSplatOf(Attribute attr, double value) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense || !dense.isSplat())
    return false;
  if (isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().isExactlyValue(value);
  return dense.getSplatValue<APInt>().getSExtValue() == (int64_t)value;
}

/// x op c -> x when c is the identity and folding does not change the type.
OpFoldResult identity(Value x, Attribute c, Type resultType, double identity) {
  if (x.getType() == resultType && isSplatOf(c, identity))
    return x;
  return {};
}

} // namespace

//===----------------------------------------------------------------------===//
// Unary
//===----------------------------------------------------------------------===//

#define GRAPH_FOLD_FLOAT_UNARY(OP, EXPR)                                       \
  OpFoldResult OP::fold(FoldAdaptor a) {                                       \
    return foldUnary(                                                          \
        a.getInput(), getOperation(), [](double x) -> double { return EXPR; }, \
        nullptr);                                                              \
  }
GRAPH_FOLD_FLOAT_UNARY(ExpOp, std::exp(x))
GRAPH_FOLD_FLOAT_UNARY(LogOp, std::log(x))
GRAPH_FOLD_FLOAT_UNARY(SqrtOp, std::sqrt(x))
GRAPH_FOLD_FLOAT_UNARY(RsqrtOp, 1.0 / std::sqrt(x))
GRAPH_FOLD_FLOAT_UNARY(ReciprocalOp, 1.0 / x)
GRAPH_FOLD_FLOAT_UNARY(TanhOp, std::tanh(x))
GRAPH_FOLD_FLOAT_UNARY(SigmoidOp, 1.0 / (1.0 + std::exp(-x)))
GRAPH_FOLD_FLOAT_UNARY(ErfOp, std::erf(x))
GRAPH_FOLD_FLOAT_UNARY(SiluOp, x / (1.0 + std::exp(-x)))
GRAPH_FOLD_FLOAT_UNARY(FloorOp, std::floor(x))
GRAPH_FOLD_FLOAT_UNARY(CeilOp, std::ceil(x))
GRAPH_FOLD_FLOAT_UNARY(RoundOp, std::nearbyint(x))
GRAPH_FOLD_FLOAT_UNARY(SinOp, std::sin(x))
GRAPH_FOLD_FLOAT_UNARY(CosOp, std::cos(x))
#undef GRAPH_FOLD_FLOAT_UNARY

OpFoldResult NegOp::fold(FoldAdaptor a) {
  return foldUnary(
      a.getInput(), getOperation(), [](double x) { return -x; },
      [](const APInt &v) -> std::optional<APInt> { return -v; });
}

OpFoldResult AbsOp::fold(FoldAdaptor a) {
  bool u = isUnsignedInt(getType().getElementType());
  return foldUnary(
      a.getInput(), getOperation(), [](double x) { return std::fabs(x); },
      [u](const APInt &v) -> std::optional<APInt> { return u ? v : v.abs(); });
}

OpFoldResult ReluOp::fold(FoldAdaptor a) {
  bool u = isUnsignedInt(getType().getElementType());
  return foldUnary(
      a.getInput(), getOperation(),
      [](double x) { return std::isnan(x) ? x : (x > 0 ? x : 0.0); },
      [u](const APInt &v) -> std::optional<APInt> {
        return (u || !v.isNegative()) ? v : APInt::getZero(v.getBitWidth());
      });
}

OpFoldResult SignOp::fold(FoldAdaptor a) {
  bool u = isUnsignedInt(getType().getElementType());
  return foldUnary(
      a.getInput(), getOperation(),
      [](double x) { return x > 0   ? 1.0
                            : x < 0 ? -1.0
                                    : x; },
      [u](const APInt &v) -> std::optional<APInt> {
        unsigned w = v.getBitWidth();
        if (v.isZero())
          return v;
        if (!u && v.isNegative())
          return APInt::getAllOnes(w);
        return APInt(w, 1);
      });
}

OpFoldResult NotOp::fold(FoldAdaptor a) {
  return foldUnary(a.getInput(), getOperation(), nullptr,
                   [](const APInt &v) -> std::optional<APInt> { return ~v; });
}

//===----------------------------------------------------------------------===//
// Binary
//===----------------------------------------------------------------------===//

static APFloat addF(const APFloat &l, const APFloat &r) {
  APFloat v = l;
  v.add(r, APFloat::rmNearestTiesToEven);
  return v;
}

OpFoldResult AddOp::fold(FoldAdaptor a) {
  // x + 0 is x for integers (for floats, -0 + 0 is +0).
  if (!isa<FloatType>(getType().getElementType()))
    if (OpFoldResult r = identity(getLhs(), a.getRhs(), getType(), 0))
      return r;
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        return addF(l, r);
      },
      [](const APInt &l, const APInt &r, bool) -> std::optional<APInt> {
        return l + r;
      });
}

OpFoldResult SubOp::fold(FoldAdaptor a) {
  if (OpFoldResult r = identity(getLhs(), a.getRhs(), getType(), 0))
    return r;
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        APFloat v = l;
        v.subtract(r, APFloat::rmNearestTiesToEven);
        return v;
      },
      [](const APInt &l, const APInt &r, bool) -> std::optional<APInt> {
        return l - r;
      });
}

OpFoldResult MulOp::fold(FoldAdaptor a) {
  if (OpFoldResult r = identity(getLhs(), a.getRhs(), getType(), 1))
    return r;
  if (OpFoldResult r = identity(getRhs(), a.getLhs(), getType(), 1))
    return r;
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        APFloat v = l;
        v.multiply(r, APFloat::rmNearestTiesToEven);
        return v;
      },
      [](const APInt &l, const APInt &r, bool) -> std::optional<APInt> {
        return l * r;
      });
}

OpFoldResult DivOp::fold(FoldAdaptor a) {
  if (OpFoldResult r = identity(getLhs(), a.getRhs(), getType(), 1))
    return r;
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        APFloat v = l;
        v.divide(r, APFloat::rmNearestTiesToEven);
        return v;
      },
      [](const APInt &l, const APInt &r, bool u) -> std::optional<APInt> {
        if (r.isZero() || (!u && l.isMinSignedValue() && r.isAllOnes()))
          return std::nullopt; // undefined: leave it to run time
        return u ? l.udiv(r) : l.sdiv(r);
      });
}

OpFoldResult MaxOp::fold(FoldAdaptor a) {
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        return llvm::maximum(l, r);
      },
      [](const APInt &l, const APInt &r, bool u) -> std::optional<APInt> {
        return u ? llvm::APIntOps::umax(l, r) : llvm::APIntOps::smax(l, r);
      });
}

OpFoldResult MinOp::fold(FoldAdaptor a) {
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        return llvm::minimum(l, r);
      },
      [](const APInt &l, const APInt &r, bool u) -> std::optional<APInt> {
        return u ? llvm::APIntOps::umin(l, r) : llvm::APIntOps::smin(l, r);
      });
}

OpFoldResult PowOp::fold(FoldAdaptor a) {
  Type elem = getType().getElementType();
  if (!isa<FloatType>(elem))
    return {};
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [elem](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        return fromDouble(std::pow(toDouble(l), toDouble(r)), elem);
      },
      nullptr);
}

OpFoldResult ModOp::fold(FoldAdaptor a) {
  bool fmod = getFmod();
  return foldBinary(
      {a.getLhs(), a.getRhs()}, getOperation(),
      [](const APFloat &l, const APFloat &r) -> std::optional<APFloat> {
        APFloat v = l;
        v.mod(r);
        return v;
      },
      [fmod](const APInt &l, const APInt &r, bool u) -> std::optional<APInt> {
        if (r.isZero())
          return std::nullopt;
        if (u)
          return l.urem(r);
        APInt v = l.srem(r);
        if (!fmod && !v.isZero() && v.isNegative() != r.isNegative())
          v += r;
        return v;
      });
}

#define GRAPH_FOLD_BOOL(OP, EXPR)                                              \
  OpFoldResult OP::fold(FoldAdaptor a) {                                       \
    return foldBinary({a.getLhs(), a.getRhs()}, getOperation(), nullptr,       \
                      [](const APInt &l, const APInt &r,                       \
                         bool) -> std::optional<APInt> { return EXPR; });      \
  }
GRAPH_FOLD_BOOL(AndOp, l & r)
GRAPH_FOLD_BOOL(OrOp, l | r)
GRAPH_FOLD_BOOL(XorOp, l ^ r)
#undef GRAPH_FOLD_BOOL

OpFoldResult CompareOp::fold(FoldAdaptor a) {
  std::optional<Broadcast> b =
      Broadcast::get({a.getLhs(), a.getRhs()}, getOperation());
  if (!b)
    return {};
  CmpPredicate p = getPredicate();
  auto boolean = [](bool v) { return APInt(1, v ? 1 : 0); };
  Type elem = b->operands[0].getElementType();
  if (isa<FloatType>(elem)) {
    auto l = valuesOf<APFloat>(b->operands[0]);
    auto r = valuesOf<APFloat>(b->operands[1]);
    return b->map<APInt>([&](ArrayRef<int64_t> idx) -> std::optional<APInt> {
      APFloat::cmpResult c = l[idx[0]].compare(r[idx[1]]);
      bool unordered = c == APFloat::cmpUnordered;
      switch (p) {
      case CmpPredicate::eq: return boolean(c == APFloat::cmpEqual);
      case CmpPredicate::ne: return boolean(c != APFloat::cmpEqual);
      case CmpPredicate::lt: return boolean(c == APFloat::cmpLessThan);
      case CmpPredicate::le:
        return boolean(!unordered && c != APFloat::cmpGreaterThan);
      case CmpPredicate::gt: return boolean(c == APFloat::cmpGreaterThan);
      case CmpPredicate::ge:
        return boolean(!unordered && c != APFloat::cmpLessThan);
      }
      return std::nullopt;
    });
  }
  bool u = isUnsignedInt(elem) || elem.isInteger(1);
  auto l = valuesOf<APInt>(b->operands[0]);
  auto r = valuesOf<APInt>(b->operands[1]);
  return b->map<APInt>([&](ArrayRef<int64_t> idx) -> std::optional<APInt> {
    const APInt &x = l[idx[0]], &y = r[idx[1]];
    switch (p) {
    case CmpPredicate::eq: return boolean(x == y);
    case CmpPredicate::ne: return boolean(x != y);
    case CmpPredicate::lt: return boolean(u ? x.ult(y) : x.slt(y));
    case CmpPredicate::le: return boolean(u ? x.ule(y) : x.sle(y));
    case CmpPredicate::gt: return boolean(u ? x.ugt(y) : x.sgt(y));
    case CmpPredicate::ge: return boolean(u ? x.uge(y) : x.sge(y));
    }
    return std::nullopt;
  });
}

OpFoldResult SelectOp::fold(FoldAdaptor a) {
  // A constant condition picks one side when no broadcast is involved.
  auto cond = dyn_cast_or_null<DenseElementsAttr>(a.getCond());
  if (cond && cond.isSplat()) {
    Value pick = cond.getSplatValue<bool>() ? getOnTrue() : getOnFalse();
    if (pick.getType() == getType())
      return pick;
  }
  std::optional<Broadcast> b = Broadcast::get(
      {a.getCond(), a.getOnTrue(), a.getOnFalse()}, getOperation());
  if (!b)
    return {};
  auto c = valuesOf<bool>(b->operands[0]);
  if (isa<FloatType>(getType().getElementType())) {
    auto t = valuesOf<APFloat>(b->operands[1]);
    auto f = valuesOf<APFloat>(b->operands[2]);
    return b->map<APFloat>([&](ArrayRef<int64_t> idx) {
      return c[idx[0]] ? t[idx[1]] : f[idx[2]];
    });
  }
  auto t = valuesOf<APInt>(b->operands[1]);
  auto f = valuesOf<APInt>(b->operands[2]);
  return b->map<APInt>([&](ArrayRef<int64_t> idx) {
    return c[idx[0]] ? t[idx[1]] : f[idx[2]];
  });
}

//===----------------------------------------------------------------------===//
// Cast
//===----------------------------------------------------------------------===//

OpFoldResult CastOp::fold(FoldAdaptor a) {
  if (getInput().getType() == getType())
    return getInput();
  std::optional<Broadcast> b = Broadcast::get(a.getInput(), getOperation());
  if (!b)
    return {};
  Type from = getInput().getType().getElementType();
  Type to = getType().getElementType();
  DenseElementsAttr in = b->operands[0];
  bool fromU = isUnsignedInt(from) || from.isInteger(1);
  if (auto ft = dyn_cast<FloatType>(to)) {
    if (isa<FloatType>(from)) {
      auto vals = valuesOf<APFloat>(in);
      return b->map<APFloat>([&](ArrayRef<int64_t> idx) {
        APFloat v = vals[idx[0]];
        bool lost;
        v.convert(ft.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
        return v;
      });
    }
    auto vals = valuesOf<APInt>(in);
    return b->map<APFloat>([&](ArrayRef<int64_t> idx) {
      APFloat v(ft.getFloatSemantics());
      v.convertFromAPInt(vals[idx[0]], /*IsSigned=*/!fromU,
                         APFloat::rmNearestTiesToEven);
      return v;
    });
  }
  unsigned width = to.getIntOrFloatBitWidth();
  if (to.isInteger(1)) {
    if (isa<FloatType>(from)) {
      auto vals = valuesOf<APFloat>(in);
      return b->map<APInt>([&](ArrayRef<int64_t> idx) {
        return APInt(1, vals[idx[0]].isZero() ? 0 : 1);
      });
    }
    auto vals = valuesOf<APInt>(in);
    return b->map<APInt>([&](ArrayRef<int64_t> idx) {
      return APInt(1, vals[idx[0]].isZero() ? 0 : 1);
    });
  }
  if (isa<FloatType>(from)) {
    // Out-of-range and NaN conversions are undefined: leave them to run time.
    bool toU = isUnsignedInt(to);
    auto vals = valuesOf<APFloat>(in);
    return b->map<APInt>([&](ArrayRef<int64_t> idx) -> std::optional<APInt> {
      llvm::APSInt r(width, toU);
      bool exact;
      if (vals[idx[0]].convertToInteger(r, APFloat::rmTowardZero, &exact) &
          APFloat::opInvalidOp)
        return std::nullopt;
      return APInt(r);
    });
  }
  auto vals = valuesOf<APInt>(in);
  return b->map<APInt>([&](ArrayRef<int64_t> idx) {
    return fromU ? vals[idx[0]].zextOrTrunc(width)
                 : vals[idx[0]].sextOrTrunc(width);
  });
}

//===----------------------------------------------------------------------===//
// Reductions over an empty set
//===----------------------------------------------------------------------===//

namespace {

enum class EmptyReduce { Zero, One, Lowest, Highest, NaN };

/// The identity of an empty reduction as a 0-d constant of `et` (null for
/// NaN of an integer type).
Attribute emptyIdentity(Type et, EmptyReduce what) {
  auto scalar = RankedTensorType::get({}, et);
  if (auto ft = dyn_cast<FloatType>(et)) {
    const llvm::fltSemantics &sem = ft.getFloatSemantics();
    APFloat v = what == EmptyReduce::Zero      ? APFloat::getZero(sem)
                : what == EmptyReduce::One     ? APFloat::getOne(sem)
                : what == EmptyReduce::Lowest  ? APFloat::getInf(sem, true)
                : what == EmptyReduce::Highest ? APFloat::getInf(sem, false)
                                               : APFloat::getNaN(sem);
    return DenseElementsAttr::get(scalar, v);
  }
  auto it = dyn_cast<IntegerType>(et);
  if (!it || what == EmptyReduce::NaN)
    return {};
  unsigned w = it.getWidth();
  bool u = it.isUnsigned();
  APInt v = what == EmptyReduce::Zero  ? APInt::getZero(w)
            : what == EmptyReduce::One ? APInt(w, 1)
            : what == EmptyReduce::Lowest
                ? (u ? APInt::getMinValue(w) : APInt::getSignedMinValue(w))
                : (u ? APInt::getMaxValue(w) : APInt::getSignedMaxValue(w));
  return DenseElementsAttr::get(scalar, v);
}

/// The identity of a reduction whose reduced dimensions include one of
/// size 0 (static shapes only), as a splat of the result type.
OpFoldResult foldEmptyReduction(Value input, ArrayRef<int64_t> axes,
                                Type resultType, EmptyReduce what) {
  auto in = dyn_cast<RankedTensorType>(input.getType());
  auto out = dyn_cast<RankedTensorType>(resultType);
  if (!in || !out || !in.hasStaticShape() || !out.hasStaticShape())
    return {};
  int64_t rank = in.getRank();
  bool empty = false;
  for (int64_t d = 0; d < rank; ++d) {
    bool reduced = axes.empty() || llvm::any_of(axes, [&](int64_t a) {
                     return (a < 0 ? a + rank : a) == d;
                   });
    empty |= reduced && in.getDimSize(d) == 0;
  }
  if (!empty)
    return {};
  auto value = cast_if_present<DenseElementsAttr>(
      emptyIdentity(out.getElementType(), what));
  if (!value)
    return {};
  return DenseElementsAttr::get(out, value.getSplatValue<Attribute>());
}

/// A reduction of an input with a dimension of static size 0 that the
/// folder leaves (run-time sizes, or the 0-long dimension not reduced): its
/// identity broadcast to the result's shape, the input's sizes at run time
/// with the reduced ones 1 (keepdims) or dropped. Where the 0-long
/// dimension is not reduced, the result is empty anyway.
template <typename OpTy, EmptyReduce What>
struct EmptyReductionToFill : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto in = dyn_cast<RankedTensorType>(op.getInput().getType());
    auto out = dyn_cast<RankedTensorType>(op.getType());
    if (!in || !out || !llvm::is_contained(in.getShape(), 0))
      return failure();
    Attribute value = emptyIdentity(out.getElementType(), What);
    if (!value)
      return failure();
    if (out.hasStaticShape()) {
      // (An empty result where the 0-long dimension is not reduced; the
      // folder takes the others.)
      Value fill =
          ConstantOp::create(rewriter, op.getLoc(), cast<ElementsAttr>(value));
      rewriter.replaceOpWithNewOp<BroadcastToOp>(op, out, fill, Value());
      return success();
    }
    int64_t rank = in.getRank();
    ArrayRef<int64_t> axes = op.getAxes();
    SmallVector<int64_t> isReduced(rank, axes.empty() ? 1 : 0), notReduced,
        kept;
    for (int64_t a : axes)
      isReduced[a < 0 ? a + rank : a] = 1;
    for (int64_t d = 0; d < rank; ++d) {
      notReduced.push_back(1 - isReduced[d]);
      if (!isReduced[d] || op.getKeepdims())
        kept.push_back(d);
    }
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    auto vec = [&](ArrayRef<int64_t> v) -> Value {
      auto t = RankedTensorType::get({(int64_t)v.size()}, i64);
      return ConstantOp::create(
          rewriter, loc, cast<ElementsAttr>(DenseElementsAttr::get(t, v)));
    };
    auto rt = RankedTensorType::get({rank}, i64);
    // sizes where kept, 1 where reduced: max(sizes * (1 - r), r).
    Value sizes = ShapeOfOp::create(rewriter, loc, rt, op.getInput());
    sizes = MulOp::create(rewriter, loc, rt, sizes, vec(notReduced));
    sizes = MaxOp::create(rewriter, loc, rt, sizes, vec(isReduced));
    sizes = GatherOp::create(rewriter, loc,
                             RankedTensorType::get({(int64_t)kept.size()}, i64),
                             sizes, vec(kept), rewriter.getI64IntegerAttr(0));
    Value fill = ConstantOp::create(rewriter, loc, cast<ElementsAttr>(value));
    rewriter.replaceOpWithNewOp<BroadcastToOp>(op, out, fill, sizes);
    return success();
  }
};

} // namespace

#define GRAPH_FOLD_EMPTY_REDUCE(OP, WHAT)                                      \
  OpFoldResult OP::fold(FoldAdaptor) {                                         \
    return foldEmptyReduction(getInput(), getAxes(), getType(),                \
                              EmptyReduce::WHAT);                              \
  }                                                                            \
  void OP::getCanonicalizationPatterns(RewritePatternSet &results,             \
                                       MLIRContext *ctx) {                     \
    results.add<EmptyReductionToFill<OP, EmptyReduce::WHAT>>(ctx);             \
  }
GRAPH_FOLD_EMPTY_REDUCE(ReduceSumOp, Zero)
GRAPH_FOLD_EMPTY_REDUCE(ReduceMeanOp, NaN)
GRAPH_FOLD_EMPTY_REDUCE(ReduceMaxOp, Lowest)
GRAPH_FOLD_EMPTY_REDUCE(ReduceMinOp, Highest)
GRAPH_FOLD_EMPTY_REDUCE(ReduceProdOp, One)
GRAPH_FOLD_EMPTY_REDUCE(ReduceL2Op, Zero)
#undef GRAPH_FOLD_EMPTY_REDUCE
