//===- StableHLOToGraphOps.cpp - elementwise and data movement ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// StableHLO elementwise ops, constants, iota and the ops that move data
// (broadcast_in_dim, reshape, transpose, slices, concatenate, pad, reverse)
// onto graph ops. Ops without a graph twin are composed from graph ops
// (expm1, log1p, tan, cbrt, is_finite, round_nearest_afz, erfc, erf_inv,
// popcnt).
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

LogicalResult identityOp(T &t, Operation *op) {
  t.setOut(0, t.in(0));
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

/// An integer constant of type `et` holding `bits` (truncated to its width;
/// 64-bit masks are not exact as doubles).
Value bitsConst(T &t, uint64_t bits, Type et) {
  unsigned w = et.getIntOrFloatBitWidth();
  APInt v(64, bits);
  return t.constant(DenseElementsAttr::get(T::tensor({}, et), v.trunc(w)));
}

/// The unsigned integer type of `et`'s width.
Type unsignedOf(T &t, Type et) {
  return IntegerType::get(t.b.getContext(), et.getIntOrFloatBitWidth(),
                          IntegerType::Unsigned);
}

/// and / or / xor: logical on i1, bitwise on integers (graph's and / or /
/// xor are both).
template <typename OpTy> LogicalResult logicalOp(T &t, Operation *op) {
  return binaryOp<OpTy>(t, op);
}

/// Population count by the SWAR reduction of bit pairs, nibbles and bytes
/// (Hacker's Delight 5-1), in the unsigned type of the operand's width.
LogicalResult popcntOp(T &t, Operation *op) {
  Type et = inElem(t, op);
  unsigned w = et.getIntOrFloatBitWidth();
  Type u = unsignedOf(t, et);
  auto k = [&](uint64_t bits) { return bitsConst(t, bits, u); };
  auto shr = [&](Value v, unsigned n) {
    return t.binary<g::ShiftRightOp>(v, k(n));
  };
  Value x = t.cast(t.in(0), u);
  x = t.binary<g::SubOp>(
      x, t.binary<g::AndOp>(shr(x, 1), k(0x5555555555555555ull)));
  Value m2 = k(0x3333333333333333ull);
  x = t.binary<g::AddOp>(t.binary<g::AndOp>(x, m2),
                         t.binary<g::AndOp>(shr(x, 2), m2));
  x = t.binary<g::AndOp>(t.binary<g::AddOp>(x, shr(x, 4)),
                         k(0x0f0f0f0f0f0f0f0full));
  // The byte counts summed into the top byte.
  if (w > 8)
    x = shr(t.binary<g::MulOp>(x, k(0x0101010101010101ull)), w - 8);
  t.setOut(0, t.cast(x, et));
  return success();
}

} // namespace

/// atan2(y, x): atan of min(|x|, |y|) / max(|x|, |y|) in [0, 1] (the odd
/// polynomial of Abramowitz & Stegun 4.4.49, |error| <= 2e-8), then the
/// octant and quadrant.
Value atan2Of(Translator &t, Value y, Value x) {
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

namespace {

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

/// erf_inv(x) by Giles' single-precision approximation ("Approximating the
/// erfinv function", GPU Computing Gems, 2011), the one XLA expands
/// chlo.erf_inv to (so jax.random.normal agrees with JAX on the CPU):
/// w = -log(1 - x^2), a degree-8 polynomial in w - 2.5 (w < 5) or
/// sqrt(w) - 3, times x; erf_inv(+-1) = +-inf.
LogicalResult erfInvOp(T &t, Operation *op) {
  static const double small[] = {2.81022636e-08,  3.43273939e-07,
                                 -3.5233877e-06,  -4.39150654e-06,
                                 0.00021858087,   -0.00125372503,
                                 -0.00417768164,  0.246640727,
                                 1.50140941};
  static const double large[] = {-0.000200214257, 0.000100950558,
                                 0.00134934322,   -0.00367342844,
                                 0.00573950773,   -0.0076224613,
                                 0.00943887047,   1.00167406,
                                 2.83297682};
  Value x = t.in(0);
  Type et = T::elem(x);
  auto c = [&](double v) { return t.scalar(v, et); };
  Value w = t.unary<g::NegOp>(t.unary<g::LogOp>(
      t.binary<g::SubOp>(c(1), t.binary<g::MulOp>(x, x))));
  Value lt = t.compare(g::CmpPredicate::lt, w, c(5));
  w = t.select(lt, t.binary<g::SubOp>(w, c(2.5)),
               t.binary<g::SubOp>(t.unary<g::SqrtOp>(w), c(3)));
  Value p;
  for (int i = 0; i < 9; ++i) {
    Value k = t.select(lt, c(small[i]), c(large[i]));
    p = p ? t.binary<g::AddOp>(k, t.binary<g::MulOp>(p, w)) : k;
  }
  Value r = t.binary<g::MulOp>(p, x);
  Value edge = t.compare(g::CmpPredicate::eq, t.unary<g::AbsOp>(x), c(1));
  r = t.select(edge, t.binary<g::MulOp>(x, c(INFINITY)), r);
  t.setOut(0, t.broadcastTo(r, t.outType().getShape()));
  return success();
}

LogicalResult erfcOp(T &t, Operation *op) {
  Value x = t.in(0);
  t.setOut(0, t.binary<g::SubOp>(t.scalar(1, T::elem(x)), t.unary<g::ErfOp>(x)));
  return success();
}

/// Shifts: graph's shift_right is logical on unsigned and arithmetic on
/// signed types, so the operands are reinterpreted (same-width casts keep
/// the bits) when the op's kind and the type's signedness differ.
LogicalResult shiftOp(T &t, Operation *op) {
  Value x = t.in(0), n = t.in(1);
  Type et = T::elem(x);
  StringRef name = op->getName().stripDialect();
  if (name == "shift_left") {
    t.setOut(0, t.binary<g::ShiftLeftOp>(x, n));
    return success();
  }
  bool logical = name == "shift_right_logical";
  Type work = et;
  if (logical != et.isUnsignedInteger())
    work = logical ? unsignedOf(t, et)
                   : IntegerType::get(t.b.getContext(),
                                      et.getIntOrFloatBitWidth());
  Value r = t.binary<g::ShiftRightOp>(t.cast(x, work), t.cast(n, work));
  t.setOut(0, t.cast(r, et));
  return success();
}

/// `x` reinterpreted as the unsigned integer type of its width.
Value asUnsigned(T &t, Value x) {
  Type u = unsignedOf(t, T::elem(x));
  if (isa<FloatType>(T::elem(x)))
    return t.build<g::BitcastOp>(T::tensor(T::type(x).getShape(), u), x);
  return t.cast(x, u);
}

/// Unsigned `u` reinterpreted as element type `et` of its width.
Value fromUnsigned(T &t, Value u, Type et) {
  if (isa<FloatType>(et))
    return t.build<g::BitcastOp>(T::tensor(T::type(u).getShape(), et), u);
  return t.cast(u, et);
}

/// bitcast_convert. One width: graph.bitcast (JAX's random bits to floats).
/// A wider result packs the operand's last dimension, entry 0 in the least
/// significant bits (little-endian, as XLA on the CPU and GPU); a narrower
/// one unpacks into a new last dimension (JAX's u32[4] <-> u64[2] keys).
LogicalResult bitcastConvertOp(T &t, Operation *op) {
  Value x = t.in(0);
  RankedTensorType out = t.outType();
  Type from = T::elem(x), to = out.getElementType();
  if (from == to) {
    t.setOut(0, x);
    return success();
  }
  if (from.isInteger(1) || to.isInteger(1))
    return t.fail("bitcast_convert of booleans is not supported");
  unsigned wf = from.getIntOrFloatBitWidth(), wt = to.getIntOrFloatBitWidth();
  if (wf == wt) {
    t.setOut(0, t.build<g::BitcastOp>(out, x));
    return success();
  }
  Type ut = unsignedOf(t, to);
  Value u = asUnsigned(t, x);
  RankedTensorType xt = T::type(x);
  int64_t r = xt.getRank();
  if (wt > wf) {
    unsigned n = wt / wf;
    Value acc;
    for (unsigned j = 0; j < n; ++j) {
      SmallVector<int64_t> starts(r, 0), ends(xt.getShape());
      starts[r - 1] = j;
      ends[r - 1] = j + 1;
      Value part =
          t.cast(t.reshape(t.slice(u, starts, ends), out.getShape()), ut);
      if (j)
        part = t.binary<g::ShiftLeftOp>(part, bitsConst(t, j * wf, ut));
      acc = acc ? t.binary<g::OrOp>(acc, part) : part;
    }
    t.setOut(0, fromUnsigned(t, acc, to));
    return success();
  }
  unsigned n = wf / wt;
  SmallVector<int64_t> one(xt.getShape());
  one.push_back(1);
  SmallVector<Value> parts;
  for (unsigned j = 0; j < n; ++j) {
    Value v = j ? t.binary<g::ShiftRightOp>(u, bitsConst(t, j * wt, T::elem(u)))
                : u;
    parts.push_back(t.reshape(t.cast(v, ut), one));
  }
  Value packed = t.build<g::ConcatOp>(T::tensor(out.getShape(), ut), parts,
                                      t.b.getI64IntegerAttr(r));
  t.setOut(0, fromUnsigned(t, packed, to));
  return success();
}

//===----------------------------------------------------------------------===//
// rng_bit_generator
//===----------------------------------------------------------------------===//

/// Threefry-2x32 with 20 rounds (Salmon et al., "Parallel random numbers:
/// as easy as 1, 2, 3", SC'11) on ui32 tensors: the block cipher of JAX's
/// PRNG and of XLA's THREE_FRY bit generator.
std::pair<Value, Value> threefry2x32(T &t, Value k0, Value k1, Value x0,
                                     Value x1) {
  Type u = T::elem(x0);
  auto k = [&](uint64_t v) { return bitsConst(t, v, u); };
  auto add = [&](Value a, Value b) { return t.binary<g::AddOp>(a, b); };
  auto rotl = [&](Value v, unsigned n) {
    return t.binary<g::OrOp>(t.binary<g::ShiftLeftOp>(v, k(n)),
                             t.binary<g::ShiftRightOp>(v, k(32 - n)));
  };
  Value ks[3] = {k0, k1,
                 t.binary<g::XorOp>(t.binary<g::XorOp>(k0, k1), k(0x1BD11BDA))};
  static const unsigned rot[2][4] = {{13, 15, 26, 6}, {17, 29, 16, 24}};
  x0 = add(x0, ks[0]);
  x1 = add(x1, ks[1]);
  for (int i = 0; i < 5; ++i) {
    for (unsigned n : rot[i % 2]) {
      x0 = add(x0, x1);
      x1 = t.binary<g::XorOp>(x0, rotl(x1, n));
    }
    x0 = add(x0, ks[(i + 1) % 3]);
    x1 = add(add(x1, ks[(i + 2) % 3]), k(i + 1));
  }
  return {x0, x1};
}

/// custom_call @cu_threefry2x32(_ffi): JAX's CUDA lowering of its PRNG
/// (jax_threefry_gpu_kernel_lowering) as one kernel; the same cipher on
/// (key0, key1, count0, count1), operands of one shape (JAX broadcasts
/// them), two results.
LogicalResult threefryCustomCall(T &t, Operation *op) {
  if (op->getNumOperands() != 4 || op->getNumResults() != 2)
    return t.fail("cu_threefry2x32 takes 4 operands and gives 2 results");
  for (unsigned i = 0; i < 4; ++i)
    if (!T::elem(t.in(i)).isUnsignedInteger(32))
      return t.fail("cu_threefry2x32 operates on ui32 tensors");
  auto shape = t.outType(0).getShape();
  auto at = [&](unsigned i) { return t.broadcastTo(t.in(i), shape); };
  auto [o0, o1] = threefry2x32(t, at(0), at(1), at(2), at(3));
  t.setOut(0, o0);
  t.setOut(1, o1);
  return success();
}

/// rng_bit_generator with THREE_FRY, as XLA's RngBitGeneratorExpander and
/// ThreeFryBitGenerator compute it (the spec leaves the bits to the
/// implementation; these are the ones JAX's programs get): state u64[2] =
/// (key, counter); the output shape is split in halves along its first
/// even dimension (else its largest), each half's counters are counter +
/// the row-major position, the two threefry words fill the two halves.
LogicalResult rngBitGeneratorOp(T &t, Operation *op) {
  auto algo = cast<stablehlo::RngAlgorithmAttr>(op->getAttr("rng_algorithm"));
  if (algo.getValue() != stablehlo::RngAlgorithm::THREE_FRY)
    return t.fail("rng_bit_generator: only the THREE_FRY algorithm is "
                  "supported (got " +
                  stablehlo::stringifyRngAlgorithm(algo.getValue()) + ")");
  Value state = t.in(0);
  RankedTensorType out = t.outType(1);
  Type et = out.getElementType();
  MLIRContext *ctx = t.b.getContext();
  Type u32 = IntegerType::get(ctx, 32, IntegerType::Unsigned);
  Type u64 = IntegerType::get(ctx, 64, IntegerType::Unsigned);
  if (T::elem(state) != u64 ||
      T::type(state).getShape() != ArrayRef<int64_t>{2})
    return t.fail("rng_bit_generator: THREE_FRY needs a ui64[2] state");
  if (et.getIntOrFloatBitWidth() != 32 || et.isInteger(1))
    return t.fail("rng_bit_generator: only 32-bit outputs are supported");
  Value key = t.reshape(t.slice(state, {0}, {1}), {});
  Value counter = t.reshape(t.slice(state, {1}, {2}), {});
  // The halves' shape: the split dimension halved (rounded up), a unit
  // dimension after it for the concatenation.
  ArrayRef<int64_t> shape = out.getShape();
  int64_t r = shape.size(), split = -1;
  for (int64_t d = 0; d < r && split < 0; ++d)
    if (shape[d] % 2 == 0)
      split = d;
  if (split < 0)
    for (int64_t d = 0; d < r; ++d)
      if (split < 0 || shape[d] > shape[split])
        split = d;
  SmallVector<int64_t> half;
  if (r == 0)
    half = {1};
  for (int64_t d = 0; d < r; ++d) {
    half.push_back(d == split ? (shape[d] + 1) / 2 : shape[d]);
    if (d == split)
      half.push_back(1);
  }
  Value in = t.broadcastTo(counter, half);
  int64_t trailing = 1;
  for (int64_t d = (int64_t)half.size() - 1; d >= 0; --d) {
    if (half[d] < 2)
      continue;
    Value iota = g::IotaOp::create(t.b, t.loc(), T::tensor(half, u64),
                                   t.b.getI64IntegerAttr(d));
    Value step = t.binary<g::MulOp>(iota, bitsConst(t, trailing, u64));
    in = t.binary<g::AddOp>(in, step);
    trailing *= half[d];
  }
  auto lo = [&](Value v) { return t.cast(v, u32); };
  auto hi = [&](Value v) {
    return t.cast(t.binary<g::ShiftRightOp>(v, bitsConst(t, 32, u64)), u32);
  };
  auto [o0, o1] = threefry2x32(t, lo(key), hi(key), lo(in), hi(in));
  Value bits;
  if (r == 0) {
    bits = t.reshape(o0, {});
  } else {
    SmallVector<int64_t> both(half);
    both[split + 1] = 2;
    bits = t.build<g::ConcatOp>(T::tensor(both, u32), ValueRange{o0, o1},
                                t.b.getI64IntegerAttr(split + 1));
    SmallVector<int64_t> even(shape);
    even[split] = half[split] * 2;
    bits = t.reshape(bits, even);
    bits = t.slice(bits, SmallVector<int64_t>(r, 0), shape);
  }
  t.setOut(1, fromUnsigned(t, bits, et));
  int64_t count = 1;
  for (int64_t s : half)
    count *= s;
  Value next = t.binary<g::AddOp>(counter, bitsConst(t, count, u64));
  t.setOut(0, t.build<g::ConcatOp>(T::type(state),
                                   ValueRange{t.reshape(key, {1}),
                                              t.reshape(next, {1})},
                                   t.b.getI64IntegerAttr(0)));
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
  if (!value)
    return t.fail("the value must be an elements attribute");
  // A quantized constant is its storage integers (the verifier checked
  // them; unsigned storage is the graph's ui8 / ui16).
  auto q = dyn_cast<quant::QuantizedType>(t.outType().getElementType());
  if (!q && value.getType() != t.outType())
    return t.fail("the value must be an elements attribute of the result type");
  if (q && !q.isSigned()) {
    auto dense = dyn_cast<DenseElementsAttr>(value);
    if (!dense)
      return t.fail("a quantized constant of unsigned storage must be dense");
    value = dense.bitcast(quantStorageType(q));
  }
  t.setOut(0, t.constant(value));
  return success();
}

LogicalResult iotaOp(T &t, Operation *op) {
  auto dim = cast<IntegerAttr>(op->getAttr("iota_dimension"));
  t.setOut(0, g::IotaOp::create(t.b, t.loc(), t.outType(), dim));
  return success();
}

/// The operand of (dynamic_)broadcast_in_dim laid out for a numpy
/// broadcast to `out`: its dimensions in increasing result order, with unit
/// dimensions in between.
FailureOr<Value> arrangeForBroadcast(T &t, RankedTensorType out) {
  Value x = t.in(0);
  SmallVector<int64_t> dims = t.ints("broadcast_dimensions");
  if ((int64_t)dims.size() != T::type(x).getRank())
    return t.fail("broadcast_dimensions must name every operand dimension");
  SmallVector<int64_t> perm(dims.size());
  std::iota(perm.begin(), perm.end(), 0);
  llvm::sort(perm, [&](int64_t a, int64_t c) { return dims[a] < dims[c]; });
  x = t.transpose(x, perm);
  SmallVector<int64_t> shape(out.getRank(), 1);
  for (auto [i, p] : llvm::enumerate(perm))
    shape[dims[p]] = T::type(x).getDimSize(i);
  return t.reshape(x, shape);
}

LogicalResult broadcastInDimOp(T &t, Operation *op) {
  RankedTensorType out = t.outType();
  FailureOr<Value> x = arrangeForBroadcast(t, out);
  if (failed(x))
    return failure();
  t.setOut(0, t.broadcastTo(*x, out.getShape()));
  return success();
}

/// dynamic_broadcast_in_dim: broadcast_in_dim to the run-time shape its
/// `output_dimensions` operand holds (JAX's shape-polymorphic exports).
LogicalResult dynamicBroadcastInDimOp(T &t, Operation *op) {
  RankedTensorType out = t.outType();
  FailureOr<Value> arranged = arrangeForBroadcast(t, out);
  if (failed(arranged))
    return failure();
  Value x = *arranged;
  ArrayRef<int64_t> shape = T::type(x).getShape();
  // The run-time shape is needed only where a `?` result size meets a
  // static operand size; elsewhere `?` sizes carry over from the operand.
  bool needSizes = false;
  for (int64_t d = 0; d < out.getRank(); ++d)
    needSizes |= out.isDynamicDim(d) && !ShapedType::isDynamic(shape[d]);
  if (T::type(x) == out) {
    t.setOut(0, x);
    return success();
  }
  Value sizes = needSizes ? t.cast(t.in(1), t.b.getI64Type()) : Value();
  t.setOut(0, t.build<g::BroadcastToOp>(out, x, sizes));
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
  m["chlo.erf_inv"] = erfInvOp;
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
  m["stablehlo.bitcast_convert"] = bitcastConvertOp;
  m["stablehlo.rng_bit_generator"] = rngBitGeneratorOp;
  // Shardy on one device: the whole tensor everywhere.
  m["sdy.sharding_constraint"] = identityOp;
  m["sdy.reshard"] = identityOp;
  m["custom_call @cu_threefry2x32"] = threefryCustomCall;
  m["custom_call @cu_threefry2x32_ffi"] = threefryCustomCall;
  m["stablehlo.compare"] = compareOp;
  m["stablehlo.select"] = selectOp;
  m["stablehlo.clamp"] = clampOp;
  m["stablehlo.constant"] = constantOp;
  m["stablehlo.iota"] = iotaOp;
  m["stablehlo.broadcast_in_dim"] = broadcastInDimOp;
  m["stablehlo.broadcast"] = broadcastOp;
  m["stablehlo.dynamic_broadcast_in_dim"] = dynamicBroadcastInDimOp;
  m["stablehlo.reshape"] = reshapeOp;
  m["stablehlo.transpose"] = transposeOp;
  m["stablehlo.slice"] = sliceOp;
  m["stablehlo.reverse"] = reverseOp;
  m["stablehlo.concatenate"] = concatenateOp;
  m["stablehlo.dynamic_slice"] = dynamicSliceOp;
  m["stablehlo.dynamic_update_slice"] = dynamicUpdateSliceOp;
}

Value padGeneral(Translator &t, Value x, ArrayRef<int64_t> lo,
                 ArrayRef<int64_t> hi, ArrayRef<int64_t> interior,
                 double value) {
  int64_t rank = T::type(x).getRank();
  auto padWith = [&](Value v, ArrayRef<int64_t> pads) {
    SmallVector<int64_t> shape(T::type(v).getShape());
    for (int64_t d = 0, r = shape.size(); d < r; ++d)
      shape[d] += pads[d] + pads[r + d];
    return t.build<g::PadOp>(T::tensor(shape, T::elem(v)), v,
                             t.b.getDenseI64ArrayAttr(pads),
                             g::PadModeAttr::get(t.b.getContext(),
                                                 g::PadMode::constant),
                             t.b.getF64FloatAttr(value));
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
  return t.slice(x, starts, ends);
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
