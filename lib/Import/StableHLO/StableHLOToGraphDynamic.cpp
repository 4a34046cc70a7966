//===- StableHLOToGraphDynamic.cpp - ops with run-time shape operands -----===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The StableHLO ops whose shapes, bounds or pads are operands read at run
// time (JAX's shape-polymorphic exports, issue #18): dynamic_iota,
// dynamic_reshape, real_dynamic_slice, dynamic_pad, and pad of an operand
// with `?` sizes. They map onto the run-time shape operands of graph ops
// (graph.iota's `like`, graph.reshape's shape, graph.dynamic_slice), or, for
// padding, onto one gather per padded dimension, as the ONNX importer's
// run-time Pad does (docs/Design.md, "Shapes as run-time values"). Where
// the operands fold to constants and the shapes are static, the static
// conversions are used. dynamic_conv and dynamic_gather are with their
// static twins in StableHLOToGraphNN.cpp, using the helpers here.
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

using namespace mlir;

namespace mlc::shlo {

namespace g = mlc::graph;
using T = Translator;

Value dimSize(T &t, Value x, int64_t d) {
  Type i64 = t.b.getI64Type();
  RankedTensorType xt = T::type(x);
  if (!xt.isDynamicDim(d))
    return t.scalar((double)xt.getDimSize(d), i64);
  Value shape = t.build<g::ShapeOfOp>(T::tensor({xt.getRank()}, i64), x);
  return t.reshape(t.slice(shape, {d}, {d + 1}), {});
}

SmallVector<Value> i64Scalars(T &t, ArrayRef<int64_t> v) {
  SmallVector<Value> out;
  for (int64_t x : v)
    out.push_back(t.scalar((double)x, t.b.getI64Type()));
  return out;
}

SmallVector<Value> entries(T &t, Value v) {
  Type i64 = t.b.getI64Type();
  SmallVector<Value> out;
  int64_t n = T::type(v).getNumElements();
  if (auto k = t.constInts(v))
    return i64Scalars(t, *k);
  // JAX builds shape vectors by concatenating constants and reshaped
  // scalars: their entries, so that the constant ones stay constants.
  if (auto c = v.getDefiningOp<g::ConcatOp>(); c && T::type(v).getRank() == 1) {
    for (Value part : c.getInputs())
      llvm::append_range(out, entries(t, part));
    return out;
  }
  if (n == 1) {
    Value x = v;
    if (auto r = x.getDefiningOp<g::ReshapeOp>(); r && !r.getShape())
      x = r.getInput();
    return {t.cast(t.reshape(x, {}), i64)};
  }
  Value flat = t.cast(t.reshape(v, {n}), i64);
  for (int64_t i = 0; i < n; ++i)
    out.push_back(t.reshape(t.slice(flat, {i}, {i + 1}), {}));
  return out;
}

Value reshapeWithSizes(T &t, Value v, ArrayRef<int64_t> shape,
                       ArrayRef<Value> sizes) {
  Type i64 = t.b.getI64Type();
  int64_t r = shape.size();
  SmallVector<Value> parts;
  for (Value s : sizes)
    parts.push_back(t.reshape(s, {1}));
  Value vec = r == 1 ? parts.front()
                     : t.build<g::ConcatOp>(T::tensor({r}, i64), parts,
                                            t.b.getI64IntegerAttr(0));
  return t.build<g::ReshapeOp>(T::tensor(shape, T::elem(v)), v, vec);
}

Value runtimePad(T &t, Value x, ArrayRef<Value> lo, ArrayRef<Value> hi,
                 ArrayRef<Value> interior, Value fill) {
  Type i64 = t.b.getI64Type(), i1 = t.b.getI1Type();
  int64_t r = T::type(x).getRank();
  auto isZero = [&](Value v) {
    auto k = t.constInts(v);
    return k && k->front() == 0;
  };
  auto k = [&](double v) { return t.scalar(v, i64); };
  fill = t.reshape(t.cast(fill, T::elem(x)), {});
  for (int64_t d = 0; d < r; ++d) {
    if (isZero(lo[d]) && isZero(hi[d]) && isZero(interior[d]))
      continue;
    // Result position i reads source (i - lo) / (interior + 1) where that
    // divides exactly and lies in [0, n); the others take the fill value.
    Value n = dimSize(t, x, d);
    Value spread = t.binary<g::MulOp>(
        t.binary<g::MaxOp>(t.binary<g::SubOp>(n, k(1)), k(0)), interior[d]);
    Value size = t.binary<g::AddOp>(
        t.binary<g::AddOp>(t.binary<g::AddOp>(lo[d], hi[d]), n), spread);
    size = t.binary<g::MaxOp>(size, k(0));
    auto vt = T::tensor({ShapedType::kDynamic}, i64);
    Value zeros = t.build<g::BroadcastToOp>(vt, k(0), t.reshape(size, {1}));
    Value pos =
        g::IotaOp::create(t.b, t.loc(), vt, t.b.getI64IntegerAttr(0), zeros);
    Value j = t.binary<g::SubOp>(pos, lo[d]);
    Value src = j;
    Value valid = t.compare(g::CmpPredicate::ge, j, k(0));
    if (!isZero(interior[d])) {
      Value q = t.binary<g::AddOp>(interior[d], k(1));
      src = t.binary<g::DivOp>(j, q);
      Value rem = t.build<g::ModOp>(vt, j, q, t.b.getUnitAttr());
      valid = t.build<g::AndOp>(T::tensor({ShapedType::kDynamic}, i1), valid,
                                t.compare(g::CmpPredicate::eq, rem, k(0)));
    }
    valid = t.build<g::AndOp>(T::tensor({ShapedType::kDynamic}, i1), valid,
                              t.compare(g::CmpPredicate::lt, src, n));
    src = t.binary<g::MinOp>(t.binary<g::MaxOp>(src, k(0)),
                             t.binary<g::SubOp>(n, k(1)));
    SmallVector<int64_t> shape(T::type(x).getShape());
    shape[d] = ShapedType::kDynamic;
    Value gathered = t.build<g::GatherOp>(T::tensor(shape, T::elem(x)), x, src,
                                          t.b.getI64IntegerAttr(d));
    SmallVector<int64_t> at(r, 1);
    at[d] = ShapedType::kDynamic;
    x = t.select(t.reshape(valid, at), gathered, fill);
  }
  return x;
}

namespace {

/// dynamic_iota: graph.iota whose dynamic sizes come from a broadcast to the
/// run-time shape (its `like` operand).
LogicalResult dynamicIotaOp(T &t, Operation *op) {
  RankedTensorType out = t.outType();
  auto dim = cast<IntegerAttr>(op->getAttr("iota_dimension"));
  if (T::type(t.in(0)).getDimSize(0) != out.getRank())
    return t.fail("the shape operand needs one entry per result dimension");
  Value like;
  if (!out.hasStaticShape()) {
    Type i64 = t.b.getI64Type();
    like = t.build<g::BroadcastToOp>(T::tensor(out.getShape(), i64),
                                     t.scalar(0, i64), t.cast(t.in(0), i64));
  }
  t.setOut(0, g::IotaOp::create(t.b, t.loc(), out, dim, like));
  return success();
}

/// dynamic_reshape: graph.reshape with its shape operand.
LogicalResult dynamicReshapeOp(T &t, Operation *op) {
  RankedTensorType out = t.outType();
  Value x = t.in(0);
  if (out.hasStaticShape()) {
    t.setOut(0, t.reshape(x, out.getShape()));
    return success();
  }
  int64_t n = T::type(t.in(1)).getDimSize(0);
  if (ShapedType::isDynamic(n))
    return t.fail("the shape operand must have a static length");
  if (n != out.getRank())
    return t.fail("the shape operand has " + Twine(n) +
                  " entries for a result of rank " + Twine(out.getRank()));
  t.setOut(0, t.build<g::ReshapeOp>(out, x, t.cast(t.in(1), t.b.getI64Type())));
  return success();
}

/// real_dynamic_slice: graph.dynamic_slice over every dimension (StableHLO
/// requires 0 <= start <= limit <= size and positive strides, where ONNX's
/// clamping changes nothing); graph.slice when the bounds are constants.
LogicalResult realDynamicSliceOp(T &t, Operation *op) {
  Value x = t.in(0);
  int64_t r = T::type(x).getRank();
  for (unsigned i = 1; i < 4; ++i)
    if (T::type(t.in(i)).getDimSize(0) != r)
      return t.fail("start, limit and stride operands need one entry per "
                    "dimension");
  auto s = t.constInts(t.in(1)), l = t.constInts(t.in(2)),
       st = t.constInts(t.in(3));
  if (s && l && st) {
    if (llvm::any_of(*st, [](int64_t v) { return v <= 0; }))
      return t.fail("strides must be positive");
    t.setOut(0, refine(t, t.slice(x, *s, *l, *st), t.outType()));
    return success();
  }
  Type i64 = t.b.getI64Type();
  SmallVector<int64_t> axes = llvm::to_vector(llvm::seq<int64_t>(0, r));
  t.setOut(0, t.build<g::DynamicSliceOp>(
                  t.outType(), x, t.cast(t.in(1), i64), t.cast(t.in(2), i64),
                  t.cast(t.in(3), i64), t.b.getDenseI64ArrayAttr(axes)));
  return success();
}

/// dynamic_pad: the static pad when the amounts are constants and the
/// operand static, else a gather per padded dimension.
LogicalResult dynamicPadOp(T &t, Operation *op) {
  Value x = t.in(0);
  int64_t r = T::type(x).getRank();
  for (unsigned i = 2; i < 5; ++i)
    if (T::type(t.in(i)).getDimSize(0) != r)
      return t.fail("the padding operands need one entry per dimension");
  auto lo = t.constInts(t.in(2)), hi = t.constInts(t.in(3)),
       in = t.constInts(t.in(4));
  if (in && llvm::any_of(*in, [](int64_t v) { return v < 0; }))
    return t.fail("interior padding must be non-negative");
  std::optional<double> value = constScalar(t.in(1));
  if (lo && hi && in && value && T::type(x).hasStaticShape()) {
    t.setOut(0,
             refine(t, padGeneral(t, x, *lo, *hi, *in, *value), t.outType()));
    return success();
  }
  Value y = runtimePad(t, x, entries(t, t.in(2)), entries(t, t.in(3)),
                       entries(t, t.in(4)), t.in(1));
  t.setOut(0, refine(t, y, t.outType()));
  return success();
}

} // namespace

LogicalResult padDynamicShape(T &t, Operation *op) {
  Value y = runtimePad(t, t.in(0), i64Scalars(t, t.ints("edge_padding_low")),
                       i64Scalars(t, t.ints("edge_padding_high")),
                       i64Scalars(t, t.ints("interior_padding")), t.in(1));
  t.setOut(0, refine(t, y, t.outType()));
  return success();
}

/// get_dimension_size: the size read at run time (graph.shape_of), folded
/// to a constant for static dimensions.
static LogicalResult getDimensionSizeOp(T &t, Operation *op) {
  int64_t d = cast<IntegerAttr>(op->getAttr("dimension")).getInt();
  t.setOut(0, t.cast(dimSize(t, t.in(0), d), t.outType().getElementType()));
  return success();
}

static LogicalResult padOp(T &t, Operation *op) {
  if (!T::type(t.in(0)).hasStaticShape())
    return padDynamicShape(t, op);
  std::optional<double> value = constScalar(t.in(1));
  if (!value)
    return t.fail("the padding value must be a constant");
  t.setOut(0, padGeneral(t, t.in(0), t.ints("edge_padding_low"),
                         t.ints("edge_padding_high"),
                         t.ints("interior_padding"), *value));
  return success();
}

void registerDynamicShapeOps(HandlerMap &m) {
  m["stablehlo.get_dimension_size"] = getDimensionSizeOp;
  m["stablehlo.pad"] = padOp;
  m["stablehlo.dynamic_iota"] = dynamicIotaOp;
  m["stablehlo.dynamic_reshape"] = dynamicReshapeOp;
  m["stablehlo.real_dynamic_slice"] = realDynamicSliceOp;
  m["stablehlo.dynamic_pad"] = dynamicPadOp;
}

} // namespace mlc::shlo
