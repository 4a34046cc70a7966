//===- StableHLOToGraphOps.cpp - elementwise and data movement ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// StableHLO elementwise ops, constants, iota and the ops that move data
// (broadcast_in_dim, reshape, transpose, slices, concatenate, pad, reverse)
// onto graph ops. Ops without a graph twin are composed from graph ops
// (expm1, log1p, tan, cbrt, is_finite, round_nearest_afz, erfc, integer
// shifts by constants).
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "mlir/IR/Matchers.h"

#include <cmath>

using namespace mlir;

namespace mlc::shlo {
namespace {

namespace g = mlc::graph;
using T = Translator;

/// Element type of operand 0 of the op being converted.
Type inElem(T &t, Operation *op) { return T::elem(t.in(0)); }

template <typename OpTy> LogicalResult unaryOp(T &t, Operation *op) {
  t.setOut(0, t.unary<OpTy>(t.in(0)));
  return success();
}

template <typename OpTy> LogicalResult binaryOp(T &t, Operation *op) {
  t.setOut(0, t.build<OpTy>(t.outType(), t.in(0), t.in(1)));
  return success();
}

/// add / multiply / maximum / minimum: on i1 they are or / and.
template <typename OpTy, typename BoolOpTy>
LogicalResult arithOrBool(T &t, Operation *op) {
  if (inElem(t, op).isInteger(1))
    return binaryOp<BoolOpTy>(t, op);
  return binaryOp<OpTy>(t, op);
}

/// The bits of an integer tensor, least significant first, as 0 / 1 in the
/// unsigned type of its width (repeated halving).
SmallVector<Value> bitsOf(T &t, Value x, Type u) {
  unsigned w = u.getIntOrFloatBitWidth();
  Value rest = t.cast(x, u), two = t.scalar(2, u);
  SmallVector<Value> bits;
  for (unsigned k = 0; k < w; ++k) {
    Value half = t.binary<g::DivOp>(rest, two);
    bits.push_back(t.binary<g::SubOp>(rest, t.binary<g::MulOp>(half, two)));
    rest = half;
  }
  return bits;
}

/// sum_k f(bit_k(a), bit_k(b)) * 2^k (weighted) or sum_k f(...) in the
/// unsigned type, then back. Horner from the top bit, so that the only
/// constant is 2 (a fused kernel gets few operands).
template <typename F>
Value bitwise(T &t, Value a, Value b, Type resultElem, bool weighted, F f) {
  Type et = T::elem(a);
  Type u = IntegerType::get(t.b.getContext(), et.getIntOrFloatBitWidth(),
                            IntegerType::Unsigned);
  SmallVector<Value> ba = bitsOf(t, a, u), bb;
  if (b)
    bb = bitsOf(t, b, u);
  Value acc, two = t.scalar(2, u);
  for (int64_t k = (int64_t)ba.size() - 1; k >= 0; --k) {
    Value v = f(ba[k], b ? bb[k] : Value());
    if (acc && weighted)
      acc = t.binary<g::MulOp>(acc, two);
    acc = acc ? t.binary<g::AddOp>(acc, v) : v;
  }
  return t.cast(acc, resultElem);
}

/// Bitwise ops on integers of up to 32 bits through their bits (graph has
/// no bitwise integer ops).
bool bitwiseSupported(T &t, Type et) {
  return isa<IntegerType>(et) && et.getIntOrFloatBitWidth() <= 32;
}

/// and / or / xor: logical on i1, bitwise on integers.
template <typename OpTy> LogicalResult logicalOp(T &t, Operation *op) {
  Type et = inElem(t, op);
  if (et.isInteger(1))
    return binaryOp<OpTy>(t, op);
  if (!bitwiseSupported(t, et))
    return t.fail("bitwise operations on 64-bit integers are not supported");
  StringRef n = op->getName().stripDialect();
  t.setOut(0, bitwise(t, t.in(0), t.in(1), et, true, [&](Value x, Value y) {
    Value xy = t.binary<g::MulOp>(x, y);
    if (n == "and")
      return xy;
    Value sum = t.binary<g::AddOp>(x, y);
    // or: x + y - xy; xor: x + y - 2xy.
    Value sub = n == "or" ? xy : t.binary<g::AddOp>(xy, xy);
    return t.binary<g::SubOp>(sum, sub);
  }));
  return success();
}

LogicalResult popcntOp(T &t, Operation *op) {
  Type et = inElem(t, op);
  if (!bitwiseSupported(t, et))
    return t.fail("popcnt of 64-bit integers is not supported");
  t.setOut(0, bitwise(t, t.in(0), Value(), et, false,
                      [](Value x, Value) { return x; }));
  return success();
}

/// atan2(y, x): atan of min(|x|, |y|) / max(|x|, |y|) in [0, 1] (the odd
/// polynomial of Abramowitz & Stegun 4.4.49, |error| <= 2e-8), then the
/// octant and quadrant.
Value atan2Of(T &t, Value y, Value x) {
  Type et = T::elem(x);
  auto c = [&](double v) { return t.scalar(v, et); };
  Value ax = t.unary<g::AbsOp>(x), ay = t.unary<g::AbsOp>(y);
  Value mx = t.binary<g::MaxOp>(ax, ay), mn = t.binary<g::MinOp>(ax, ay);
  Value zero = c(0);
  Value q = t.select(t.compare(g::CmpPredicate::eq, mx, zero), zero,
                     t.binary<g::DivOp>(mn, mx));
  Value q2 = t.binary<g::MulOp>(q, q);
  static const double coef[] = {0.0028662257, -0.0161657367, 0.0429096138,
                                -0.0752896400, 0.1065626393, -0.1420889944,
                                0.1999355085, -0.3333314528, 1.0};
  Value p = c(coef[0]);
  for (double k : ArrayRef<double>(coef).drop_front())
    p = t.binary<g::AddOp>(t.binary<g::MulOp>(p, q2), c(k));
  Value a = t.binary<g::MulOp>(p, q);
  a = t.select(t.compare(g::CmpPredicate::gt, ay, ax),
               t.binary<g::SubOp>(c(M_PI / 2), a), a);
  a = t.select(t.compare(g::CmpPredicate::lt, x, zero),
               t.binary<g::SubOp>(c(M_PI), a), a);
  return t.select(t.compare(g::CmpPredicate::lt, y, zero),
                  t.unary<g::NegOp>(a), a);
}

LogicalResult atan2Op(T &t, Operation *op) {
  t.setOut(0, t.broadcastTo(atan2Of(t, t.in(0), t.in(1)),
                            t.outType().getShape()));
  return success();
}

LogicalResult atanOp(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.broadcastTo(atan2Of(t, x, t.scalar(1, T::elem(x))),
                            t.outType().getShape()));
  return success();
}

/// not: logical on i1, bitwise on integers (~x == -1 - x, wrapping).
LogicalResult notOp(T &t, Operation *op) {
  Type et = inElem(t, op);
  if (et.isInteger(1))
    return unaryOp<g::NotOp>(t, op);
  t.setOut(0, t.binary<g::SubOp>(t.scalar(-1, et), t.in(0)));
  return success();
}

LogicalResult remainderOp(T &t, Operation *op) {
  // StableHLO's remainder has the sign of the dividend (C fmod).
  t.setOut(0, t.build<g::ModOp>(t.outType(), t.in(0), t.in(1),
                                t.b.getUnitAttr()));
  return success();
}

LogicalResult convertOp(T &t, Operation *op) {
  t.setOut(0, t.cast(t.in(0), t.outType().getElementType()));
  return success();
}

LogicalResult expm1Op(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.binary<g::SubOp>(t.unary<g::ExpOp>(x),
                                 t.scalar(1, T::elem(x))));
  return success();
}

LogicalResult log1pOp(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.unary<g::LogOp>(t.binary<g::AddOp>(x, t.scalar(1, T::elem(x)))));
  return success();
}

LogicalResult tanOp(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.binary<g::DivOp>(t.unary<g::SinOp>(x), t.unary<g::CosOp>(x)));
  return success();
}

LogicalResult cbrtOp(T &t, Operation *op) {
  Value x = t.in(0);
  Value mag = t.binary<g::PowOp>(t.unary<g::AbsOp>(x),
                                 t.scalar(1.0 / 3.0, T::elem(x)));
  t.setOut(0, t.binary<g::MulOp>(t.unary<g::SignOp>(x), mag));
  return success();
}

LogicalResult isFiniteOp(T &t, Operation *op) {
  // x - x is NaN exactly for +-inf and NaN.
  Value x = t.in(0);
  Value d = t.binary<g::SubOp>(x, x);
  Value nan = t.build<g::IsNanOp>(t.outType(), d);
  t.setOut(0, t.unary<g::NotOp>(nan));
  return success();
}

LogicalResult roundAfzOp(T &t, Operation *op) {
  Value x = t.in(0);
  Type et = T::elem(x);
  Value mag = t.unary<g::FloorOp>(
      t.binary<g::AddOp>(t.unary<g::AbsOp>(x), t.scalar(0.5, et)));
  // sign(x) * floor(|x| + 0.5), keeping -0 and NaN from x where mag is 0.
  t.setOut(0, t.binary<g::MulOp>(t.unary<g::SignOp>(x), mag));
  return success();
}

LogicalResult erfcOp(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.binary<g::SubOp>(t.scalar(1, T::elem(x)), t.unary<g::ErfOp>(x)));
  return success();
}

/// Integer shifts by a constant amount (the JAX pattern: the amount is a
/// broadcast constant) as multiplications and floor divisions.
LogicalResult shiftOp(T &t, Operation *op) {
  Value x = t.in(0);
  Type et = T::elem(x);
  std::optional<SmallVector<int64_t>> amount = t.constInts(t.in(1));
  if (!amount || !llvm::all_equal(*amount) || amount->empty())
    return t.fail("shifts by a run-time or non-uniform amount are not "
                  "supported");
  unsigned w = et.getIntOrFloatBitWidth();
  int64_t s = amount->front();
  StringRef n = op->getName().stripDialect();
  bool isUnsigned = et.isUnsignedInteger();
  if (s < 0 || s >= (int64_t)w) {
    // Out-of-range amounts: 0, or the sign for arithmetic right shifts.
    Value zero = t.scalar(0, et);
    Value r = t.broadcastTo(zero, T::type(x).getShape());
    if (n == "shift_right_arithmetic" && !isUnsigned)
      r = t.select(t.compare(g::CmpPredicate::lt, x, zero),
                   t.scalar(-1, et), r);
    t.setOut(0, r);
    return success();
  }
  if (w > 32 && s >= 62)
    return t.fail("64-bit shifts by 62 or more are not supported");
  Value p = t.scalar(std::ldexp(1.0, s), et);
  if (n == "shift_left") {
    // Wraps like the shift.
    t.setOut(0, t.binary<g::MulOp>(x, p));
    return success();
  }
  if (n == "shift_right_logical" && !isUnsigned) {
    // Reinterpret as unsigned, divide, back.
    Type u = IntegerType::get(t.b.getContext(), w, IntegerType::Unsigned);
    Value xu = t.cast(x, u);
    Value q = t.binary<g::DivOp>(xu, t.scalar(std::ldexp(1.0, s), u));
    t.setOut(0, t.cast(q, et));
    return success();
  }
  if (isUnsigned) {
    t.setOut(0, t.binary<g::DivOp>(x, p));
    return success();
  }
  // Arithmetic: floor division; for x < 0, ~((~x) / 2^s) with ~x = -1 - x.
  Value m1 = t.scalar(-1, et);
  Value nx = t.binary<g::SubOp>(m1, x);
  Value neg = t.binary<g::SubOp>(m1, t.binary<g::DivOp>(nx, p));
  Value pos = t.binary<g::DivOp>(x, p);
  t.setOut(0, t.select(t.compare(g::CmpPredicate::lt, x, t.scalar(0, et)),
                       neg, pos));
  return success();
}

LogicalResult compareOp(T &t, Operation *op) {
  auto dir = cast<stablehlo::ComparisonDirectionAttr>(
      op->getAttr("comparison_direction"));
  g::CmpPredicate p;
  switch (dir.getValue()) {
  case stablehlo::ComparisonDirection::EQ: p = g::CmpPredicate::eq; break;
  case stablehlo::ComparisonDirection::NE: p = g::CmpPredicate::ne; break;
  case stablehlo::ComparisonDirection::LT: p = g::CmpPredicate::lt; break;
  case stablehlo::ComparisonDirection::LE: p = g::CmpPredicate::le; break;
  case stablehlo::ComparisonDirection::GT: p = g::CmpPredicate::gt; break;
  case stablehlo::ComparisonDirection::GE: p = g::CmpPredicate::ge; break;
  }
  Value a = t.in(0), c = t.in(1);
  auto type = dyn_cast_or_null<stablehlo::ComparisonTypeAttr>(
      op->getAttr("compare_type"));
  Type et = T::elem(a);
  unsigned w = isa<IntegerType>(et) ? et.getIntOrFloatBitWidth() : 0;
  if (type && type.getValue() == stablehlo::ComparisonType::UNSIGNED &&
      w > 1 && !et.isUnsignedInteger()) {
    Type u = IntegerType::get(t.b.getContext(), w, IntegerType::Unsigned);
    a = t.cast(a, u);
    c = t.cast(c, u);
  }
  t.setOut(0, t.compare(p, a, c));
  return success();
}

LogicalResult selectOp(T &t, Operation *op) {
  t.setOut(0, t.build<g::SelectOp>(t.outType(), t.in(0), t.in(1), t.in(2)));
  return success();
}

LogicalResult clampOp(T &t, Operation *op) {
  // clamp(min, operand, max)
  Value x = t.in(1);
  if (T::elem(x).isInteger(1))
    return t.fail("clamp of i1 is not supported");
  Value lo = t.binary<g::MaxOp>(x, t.in(0));
  Value r = t.binary<g::MinOp>(lo, t.in(2));
  t.setOut(0, t.broadcastTo(r, t.outType().getShape()));
  return success();
}

LogicalResult constantOp(T &t, Operation *op) {
  auto value = dyn_cast<ElementsAttr>(op->getAttr("value"));
  if (!value || value.getType() != t.outType())
    return t.fail("the value must be an elements attribute of the result type");
  t.setOut(0, t.constant(value));
  return success();
}

LogicalResult iotaOp(T &t, Operation *op) {
  auto dim = cast<IntegerAttr>(op->getAttr("iota_dimension"));
  t.setOut(0, g::IotaOp::create(t.b, t.loc(), t.outType(), dim));
  return success();
}

LogicalResult broadcastInDimOp(T &t, Operation *op) {
  Value x = t.in(0);
  SmallVector<int64_t> dims = t.ints("broadcast_dimensions");
  RankedTensorType out = t.outType();
  if ((int64_t)dims.size() != T::type(x).getRank())
    return t.fail("broadcast_dimensions must name every operand dimension");
  // Operand dimensions in increasing result order, then unit dimensions
  // in between, then a numpy broadcast.
  SmallVector<int64_t> perm(dims.size());
  std::iota(perm.begin(), perm.end(), 0);
  llvm::sort(perm, [&](int64_t a, int64_t c) { return dims[a] < dims[c]; });
  x = t.transpose(x, perm);
  SmallVector<int64_t> shape(out.getRank(), 1);
  for (auto [i, p] : llvm::enumerate(perm))
    shape[dims[p]] = T::type(x).getDimSize(i);
  x = t.reshape(x, shape);
  t.setOut(0, t.broadcastTo(x, out.getShape()));
  return success();
}

LogicalResult broadcastOp(T &t, Operation *op) {
  // broadcast: new leading dimensions.
  Value x = t.in(0);
  RankedTensorType out = t.outType();
  SmallVector<int64_t> shape(out.getRank() - T::type(x).getRank(), 1);
  llvm::append_range(shape, T::type(x).getShape());
  t.setOut(0, t.broadcastTo(t.reshape(x, shape), out.getShape()));
  return success();
}

LogicalResult reshapeOp(T &t, Operation *op) {
  t.setOut(0, t.reshape(t.in(0), t.outType().getShape()));
  return success();
}

LogicalResult transposeOp(T &t, Operation *op) {
  t.setOut(0, t.transpose(t.in(0), t.ints("permutation")));
  return success();
}

LogicalResult sliceOp(T &t, Operation *op) {
  t.setOut(0, t.slice(t.in(0), t.ints("start_indices"), t.ints("limit_indices"),
                      t.ints("strides")));
  return success();
}

LogicalResult reverseOp(T &t, Operation *op) {
  Value x = t.in(0);
  SmallVector<int64_t> dims = t.ints("dimensions"), starts, ends;
  if (dims.empty()) {
    t.setOut(0, x);
    return success();
  }
  for (int64_t d : dims) {
    starts.push_back(T::type(x).getDimSize(d) - 1);
    ends.push_back(std::numeric_limits<int64_t>::min());
  }
  SmallVector<int64_t> steps(dims.size(), -1);
  t.setOut(0, t.build<g::SliceOp>(T::type(x), x, t.b.getDenseI64ArrayAttr(starts),
                                  t.b.getDenseI64ArrayAttr(ends),
                                  t.b.getDenseI64ArrayAttr(dims),
                                  t.b.getDenseI64ArrayAttr(steps)));
  return success();
}

LogicalResult concatenateOp(T &t, Operation *op) {
  SmallVector<Value> inputs;
  for (unsigned i = 0; i < op->getNumOperands(); ++i)
    inputs.push_back(t.in(i));
  auto dim = cast<IntegerAttr>(op->getAttr("dimension"));
  t.setOut(0, t.build<g::ConcatOp>(t.outType(), inputs, dim));
  return success();
}

LogicalResult padOp(T &t, Operation *op) {
  Value x = t.in(0);
  std::optional<double> value = constScalar(t.in(1));
  if (!value)
    return t.fail("the padding value must be a constant");
  SmallVector<int64_t> lo = t.ints("edge_padding_low"),
                       hi = t.ints("edge_padding_high"),
                       interior = t.ints("interior_padding");
  int64_t rank = T::type(x).getRank();
  auto padWith = [&](Value v, ArrayRef<int64_t> pads) {
    SmallVector<int64_t> shape(T::type(v).getShape());
    for (int64_t d = 0, r = shape.size(); d < r; ++d)
      shape[d] += pads[d] + pads[r + d];
    return t.build<g::PadOp>(T::tensor(shape, T::elem(v)), v,
                             t.b.getDenseI64ArrayAttr(pads),
                             g::PadModeAttr::get(t.b.getContext(),
                                                 g::PadMode::constant),
                             t.b.getF64FloatAttr(*value));
  };
  // Interior padding: each element followed by p pad values (a unit
  // dimension padded at its end, merged, the trailing pad cut).
  for (int64_t d = 0; d < rank && !interior.empty(); ++d) {
    int64_t p = interior[d], n = T::type(x).getDimSize(d);
    if (p == 0 || n == 0)
      continue;
    SmallVector<int64_t> shape(T::type(x).getShape());
    shape.insert(shape.begin() + d + 1, 1);
    x = t.reshape(x, shape);
    SmallVector<int64_t> pads(2 * (rank + 1), 0);
    pads[rank + 1 + d + 1] = p;
    x = padWith(x, pads);
    shape.erase(shape.begin() + d + 1);
    shape[d] = n * (p + 1);
    x = t.reshape(x, shape);
    SmallVector<int64_t> starts(rank, 0), ends(shape);
    ends[d] = n * (p + 1) - p;
    x = t.slice(x, starts, ends);
  }
  // Positive edges pad, negative ones cut.
  SmallVector<int64_t> pads(2 * rank, 0), starts(rank, 0), ends(rank, 0);
  bool anyPad = false;
  for (int64_t d = 0; d < rank; ++d) {
    pads[d] = std::max<int64_t>(lo[d], 0);
    pads[rank + d] = std::max<int64_t>(hi[d], 0);
    anyPad |= pads[d] || pads[rank + d];
  }
  if (anyPad)
    x = padWith(x, pads);
  for (int64_t d = 0; d < rank; ++d) {
    starts[d] = std::max<int64_t>(-lo[d], 0);
    ends[d] = T::type(x).getDimSize(d) - std::max<int64_t>(-hi[d], 0);
  }
  t.setOut(0, t.slice(x, starts, ends));
  return success();
}

/// Start index `i` of a dynamic slice / update as a clamped i64 scalar:
/// constant when it folds.
Value clampedStart(T &t, Value start, int64_t maxStart) {
  Type i64 = t.b.getI64Type();
  Value s = t.cast(start, i64);
  s = t.binary<g::MaxOp>(s, t.scalar(0, i64));
  return t.binary<g::MinOp>(s, t.scalar((double)maxStart, i64));
}

LogicalResult dynamicSliceOp(T &t, Operation *op) {
  Value x = t.in(0);
  RankedTensorType xt = T::type(x);
  SmallVector<int64_t> sizes = t.ints("slice_sizes");
  int64_t rank = xt.getRank();
  if ((int64_t)op->getNumOperands() != rank + 1 || (int64_t)sizes.size() != rank)
    return t.fail("needs one start index and one size per dimension");
  // Constant starts: a slice; the others: a gather along their dimension.
  SmallVector<int64_t> starts(rank, 0), ends(xt.getShape());
  SmallVector<std::pair<int64_t, Value>> dynamic;
  for (int64_t d = 0; d < rank; ++d) {
    Value s = clampedStart(t, t.in(d + 1), xt.getDimSize(d) - sizes[d]);
    if (auto k = t.constInts(s)) {
      starts[d] = k->front();
      ends[d] = starts[d] + sizes[d];
    } else {
      dynamic.push_back({d, s});
    }
  }
  x = t.slice(x, starts, ends);
  Type i64 = t.b.getI64Type();
  for (auto [d, s] : dynamic) {
    Value iota = g::IotaOp::create(t.b, t.loc(), T::tensor({sizes[d]}, i64),
                                   t.b.getI64IntegerAttr(0));
    Value idx = t.binary<g::AddOp>(iota, s);
    SmallVector<int64_t> shape(T::type(x).getShape());
    shape[d] = sizes[d];
    x = t.build<g::GatherOp>(T::tensor(shape, T::elem(x)), x, idx,
                             t.b.getI64IntegerAttr(d));
  }
  t.setOut(0, x);
  return success();
}

LogicalResult dynamicUpdateSliceOp(T &t, Operation *op) {
  Value x = t.in(0), u = t.in(1);
  RankedTensorType xt = T::type(x), ut = T::type(u);
  int64_t rank = xt.getRank();
  if ((int64_t)op->getNumOperands() != rank + 2)
    return t.fail("needs one start index per dimension");
  SmallVector<Value> starts;
  SmallVector<int64_t> known;
  for (int64_t d = 0; d < rank; ++d) {
    starts.push_back(clampedStart(t, t.in(d + 2),
                                  xt.getDimSize(d) - ut.getDimSize(d)));
    if (auto k = t.constInts(starts.back()))
      known.push_back(k->front());
  }
  Type i1 = t.b.getI1Type(), i64 = t.b.getI64Type();
  Value placed, mask;
  if ((int64_t)known.size() == rank) {
    // Constant position: pad the update and a mask of ones into place.
    SmallVector<int64_t> pads(2 * rank);
    for (int64_t d = 0; d < rank; ++d) {
      pads[d] = known[d];
      pads[rank + d] = xt.getDimSize(d) - ut.getDimSize(d) - known[d];
    }
    auto pad = [&](Value v, double fill) {
      return t.build<g::PadOp>(T::tensor(xt.getShape(), T::elem(v)), v,
                               t.b.getDenseI64ArrayAttr(pads),
                               g::PadModeAttr::get(t.b.getContext(),
                                                   g::PadMode::constant),
                               t.b.getF64FloatAttr(fill));
    };
    placed = pad(u, 0);
    Value ones = t.broadcastTo(t.scalar(1, i1), ut.getShape());
    mask = pad(ones, 0);
  } else {
    // Run-time position: gather the update into place along each dimension
    // (index clamp(i - start)), mask start <= i < start + size.
    placed = u;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t n = xt.getDimSize(d), m = ut.getDimSize(d);
      SmallVector<int64_t> shape1(rank, 1);
      shape1[d] = n;
      Value iota = g::IotaOp::create(t.b, t.loc(), T::tensor({n}, i64),
                                     t.b.getI64IntegerAttr(0));
      Value rel = t.binary<g::SubOp>(iota, starts[d]);
      Value idx = t.binary<g::MinOp>(t.binary<g::MaxOp>(rel, t.scalar(0, i64)),
                                     t.scalar((double)(m - 1), i64));
      SmallVector<int64_t> shape(T::type(placed).getShape());
      shape[d] = n;
      placed = t.build<g::GatherOp>(T::tensor(shape, T::elem(placed)), placed,
                                    idx, t.b.getI64IntegerAttr(d));
      Value in = t.build<g::AndOp>(
          T::tensor({n}, i1), t.compare(g::CmpPredicate::ge, rel, t.scalar(0, i64)),
          t.compare(g::CmpPredicate::lt, rel, t.scalar((double)m, i64)));
      in = t.reshape(in, shape1);
      mask = mask ? t.binary<g::AndOp>(mask, in) : in;
    }
  }
  t.setOut(0, t.broadcastTo(t.select(mask, placed, x), xt.getShape()));
  return success();
}

} // namespace

void registerElementwiseAndShapeOps(HandlerMap &m) {
  m["stablehlo.abs"] = unaryOp<g::AbsOp>;
  m["stablehlo.ceil"] = unaryOp<g::CeilOp>;
  m["stablehlo.floor"] = unaryOp<g::FloorOp>;
  m["stablehlo.cosine"] = unaryOp<g::CosOp>;
  m["stablehlo.sine"] = unaryOp<g::SinOp>;
  m["stablehlo.tanh"] = unaryOp<g::TanhOp>;
  m["stablehlo.exponential"] = unaryOp<g::ExpOp>;
  m["stablehlo.log"] = unaryOp<g::LogOp>;
  m["stablehlo.logistic"] = unaryOp<g::SigmoidOp>;
  m["stablehlo.negate"] = unaryOp<g::NegOp>;
  m["stablehlo.sqrt"] = unaryOp<g::SqrtOp>;
  m["stablehlo.rsqrt"] = unaryOp<g::RsqrtOp>;
  m["stablehlo.sign"] = unaryOp<g::SignOp>;
  m["stablehlo.round_nearest_even"] = unaryOp<g::RoundOp>;
  m["stablehlo.round_nearest_afz"] = roundAfzOp;
  m["stablehlo.exponential_minus_one"] = expm1Op;
  m["stablehlo.log_plus_one"] = log1pOp;
  m["stablehlo.tan"] = tanOp;
  m["chlo.tan"] = tanOp;
  m["stablehlo.cbrt"] = cbrtOp;
  m["stablehlo.is_finite"] = isFiniteOp;
  m["chlo.erf"] = unaryOp<g::ErfOp>;
  m["chlo.erfc"] = erfcOp;
  m["stablehlo.not"] = notOp;
  m["stablehlo.popcnt"] = popcntOp;
  m["stablehlo.atan2"] = atan2Op;
  m["chlo.atan"] = atanOp;
  m["stablehlo.and"] = logicalOp<g::AndOp>;
  m["stablehlo.or"] = logicalOp<g::OrOp>;
  m["stablehlo.xor"] = logicalOp<g::XorOp>;
  m["stablehlo.add"] = arithOrBool<g::AddOp, g::OrOp>;
  m["stablehlo.multiply"] = arithOrBool<g::MulOp, g::AndOp>;
  m["stablehlo.maximum"] = arithOrBool<g::MaxOp, g::OrOp>;
  m["stablehlo.minimum"] = arithOrBool<g::MinOp, g::AndOp>;
  m["stablehlo.subtract"] = binaryOp<g::SubOp>;
  m["stablehlo.divide"] = binaryOp<g::DivOp>;
  m["stablehlo.power"] = binaryOp<g::PowOp>;
  m["stablehlo.remainder"] = remainderOp;
  m["stablehlo.shift_left"] = shiftOp;
  m["stablehlo.shift_right_logical"] = shiftOp;
  m["stablehlo.shift_right_arithmetic"] = shiftOp;
  m["stablehlo.convert"] = convertOp;
  m["stablehlo.compare"] = compareOp;
  m["stablehlo.select"] = selectOp;
  m["stablehlo.clamp"] = clampOp;
  m["stablehlo.constant"] = constantOp;
  m["stablehlo.iota"] = iotaOp;
  m["stablehlo.broadcast_in_dim"] = broadcastInDimOp;
  m["stablehlo.broadcast"] = broadcastOp;
  m["stablehlo.reshape"] = reshapeOp;
  m["stablehlo.transpose"] = transposeOp;
  m["stablehlo.slice"] = sliceOp;
  m["stablehlo.reverse"] = reverseOp;
  m["stablehlo.concatenate"] = concatenateOp;
  m["stablehlo.pad"] = padOp;
  m["stablehlo.dynamic_slice"] = dynamicSliceOp;
  m["stablehlo.dynamic_update_slice"] = dynamicUpdateSliceOp;
}

std::optional<double> constScalar(Value v) {
  DenseElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)) || !attr.isSplat())
    return std::nullopt;
  Type et = attr.getElementType();
  if (isa<FloatType>(et))
    return attr.getSplatValue<APFloat>().convertToDouble();
  APInt i = attr.getSplatValue<APInt>();
  return et.isUnsignedInteger() || et.isInteger(1) ? (double)i.getZExtValue()
                                                   : (double)i.getSExtValue();
}

} // namespace mlc::shlo
