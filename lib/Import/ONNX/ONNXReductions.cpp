//===- ONNXReductions.cpp - ONNX reductions and scans ---------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reductions over axes (ReduceSum ... ReduceLogSumExp, ArgMax, ArgMin),
// TopK and CumSum.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

//===----------------------------------------------------------------------===//
// Reductions over axes known only at run time
//===----------------------------------------------------------------------===//

/// Which dimensions of a rank-`r` tensor a run-time `axes` input names.
struct RuntimeAxes {
  Value isAxis;          ///< [r] i1.
  SmallVector<Value> at; ///< isAxis[d] as rank-0 i1, per d.
  Value sizes;           ///< shape_of(x), [r] i64.
};

/// isAxis[d] = d is in `axes` (negative entries count from the back), or
/// `axes` is empty and `emptyMeansAll`. Out-of-range entries name no axis.
FailureOr<RuntimeAxes> runtimeAxes(I &I, Value x, Value axes,
                                   bool emptyMeansAll) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t r = I.rank(x);
  if (I.rank(axes) > 1)
    return (void)I.fail("'axes' must be 1-D"), failure();
  Value a = I.reshape(I.cast(axes, i64), {-1});
  a = o.sel(o.cmp(g::CmpPredicate::lt, a, o.i(0, i64)), o.add(a, o.i(r, i64)),
            a);
  Value iota = I.intVector(llvm::to_vector(llvm::seq<int64_t>(0, r)));
  // [n, r]: entry j names dimension d; counted per d.
  Value hits = o.cmp(g::CmpPredicate::eq, I.reshape(a, {-1, 1}), iota);
  Value count = o.reduce<g::ReduceSumOp>(I.cast(hits, i64), {0}, false);
  if (emptyMeansAll) {
    Value n = I.reshape(I.shapeOf(a), {});
    Value empty = o.cmp(g::CmpPredicate::eq, n, o.i(0, i64));
    count = o.add(count, I.cast(empty, i64));
  }
  RuntimeAxes ra;
  ra.isAxis = o.cmp(g::CmpPredicate::gt, count, o.i(0, i64));
  ra.sizes = I.shapeOf(x);
  if (!ra.isAxis || !ra.sizes)
    return failure();
  for (int64_t d = 0; d < r; ++d) {
    ra.at.push_back(o.take(ra.isAxis, 0, d));
    if (!ra.at.back())
      return failure();
  }
  return ra;
}

/// Dimension d of `x` is a static 1: reducing it changes nothing.
bool unitDim(I &I, Value x, int64_t d) { return I.type(x).getDimSize(d) == 1; }

/// `y` (of x's shape) reduced with OpTy over the run-time axes, which keep
/// size 1: per dimension d, the reduction along d is put in front of `y`
/// (concat along d) and graph.dynamic_slice keeps either that one entry (d
/// is an axis) or the others. An empty axis becomes size 1 holding OpTy's
/// identity, as ONNX has it.
template <typename OpTy> Value cutReduce(I &I, Value y, const RuntimeAxes &ra) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  for (int64_t d = 0, r = I.rank(y); d < r && y; ++d) {
    if (unitDim(I, y, d))
      continue;
    Value red = o.reduce<OpTy>(y, {d}, true);
    Value ext =
        I.infer1<g::ConcatOp>(ValueRange{red, y}, I.b.getI64IntegerAttr(d));
    Value size = o.take(ra.sizes, 0, d);
    Value start = o.sel(ra.at[d], o.i(0, i64), o.i(1, i64));
    Value end = o.sel(ra.at[d], o.i(1, i64), o.add(size, o.i(1, i64)));
    y = I.infer1<g::DynamicSliceOp>(ext, I.reshape(start, {1}),
                                    I.reshape(end, {1}), Opt{},
                                    I.b.getDenseI64ArrayAttr({d}));
  }
  return y;
}

/// `y` (of x's shape) with every element replaced by the OpTy reduction
/// of its group over the run-time axes (the shape stays).
template <typename OpTy>
Value spreadReduce(I &I, Value y, const RuntimeAxes &ra) {
  Ops o(I);
  for (int64_t d = 0, r = I.rank(y); d < r && y; ++d)
    if (!unitDim(I, y, d))
      y = o.sel(ra.at[d], o.reduce<OpTy>(y, {d}, true), y);
  return y;
}

/// ONNX Reduce* with `axes` a tensor known only at run time. Reduced axes
/// are cut to size 1 (cutReduce); without keepdims the result's rank is
/// rank - len(axes), so the axes' length must be static, and a reshape to a
/// run-time shape drops them. The result's sizes are dynamic.
LogicalResult runtimeReduce(I &I, Value x, StringRef op, bool keep,
                            Type outElem) {
  IN(axes, 1);
  bool noop = I.attrInt("noop_with_empty_axes", 0) != 0;
  int64_t r = I.rank(x);
  auto at = I.type(axes);
  if (at.getRank() != 1)
    return I.fail("'axes' must be 1-D, got " + Twine(at.getRank()) + "-D");
  int64_t n = at.getDimSize(0);
  if (!keep && ShapedType::isDynamic(n))
    return I.fail("keepdims=0 with 'axes' ('" + I.node->input(1) +
                  "') of a length known only at run time: the result's rank "
                  "(rank - len(axes)) would be known only at run time; give "
                  "'axes' a static length (for a graph input: "
                  "--input-shape=" +
                  I.node->input(1) + ":N)");
  if (r == 0) {
    I.setOut(0, I.cast(x, outElem)); // Nothing to reduce.
    return success();
  }
  if (!keep && n > r)
    return I.fail("'axes' has " + Twine(n) + " entries for rank " + Twine(r));
  auto ra = runtimeAxes(I, x, axes, !noop);
  if (failed(ra))
    return failure();
  Ops o(I);
  Type t = x.getType(), et = I.elem(x), i64 = I.b.getI64Type();
  Value y;
  if (op == "ReduceMax")
    y = cutReduce<g::ReduceMaxOp>(I, x, *ra);
  else if (op == "ReduceMin")
    y = cutReduce<g::ReduceMinOp>(I, x, *ra);
  else if (op == "ReduceProd")
    y = cutReduce<g::ReduceProdOp>(I, x, *ra);
  else if (op == "ReduceL1")
    y = cutReduce<g::ReduceSumOp>(I, I.make<g::AbsOp>(t, x), *ra);
  else if (op == "ReduceL2" || op == "ReduceSumSquare")
    y = cutReduce<g::ReduceSumOp>(I, o.mul(x, x), *ra);
  else if (op == "ReduceLogSumExp") {
    // log(sum(exp(x - m))) + m with m the group's max, for stability.
    Value m = spreadReduce<g::ReduceMaxOp>(I, x, *ra);
    Value s = cutReduce<g::ReduceSumOp>(I, o.un<g::ExpOp>(o.sub(x, m)), *ra);
    y = o.add(o.un<g::LogOp>(s), cutReduce<g::ReduceMaxOp>(I, m, *ra));
  } else
    y = cutReduce<g::ReduceSumOp>(I, x, *ra);
  if (op == "ReduceL2")
    y = o.un<g::SqrtOp>(y);
  else if (op == "ReduceLogSum")
    y = o.un<g::LogOp>(y);
  else if (op == "ReduceMean") {
    // Divided by the number of elements of a group.
    Value count = o.reduce<g::ReduceProdOp>(
        o.sel(ra->isAxis, ra->sizes, o.i(1, i64)), {0}, false);
    y = o.div(y, I.cast(count, et));
  }
  CHECK(y);
  if (!keep) {
    // The kept sizes in order: out[j] = sizes[d] for the d with
    // pos[d] == j among the kept dimensions (pos = exclusive count).
    int64_t k = r - n;
    Value kept =
        o.cmp(g::CmpPredicate::eq, ra->isAxis, I.scalar(0, I.b.getI1Type()));
    Value keptI = I.cast(kept, i64);
    Value pos =
        I.make<g::CumsumOp>(keptI.getType(), keptI, I.b.getI64IntegerAttr(0),
                            I.b.getUnitAttr(), UnitAttr());
    Value js = I.reshape(I.intVector(llvm::to_vector(llvm::seq<int64_t>(0, k))),
                         {k, 1});
    Value pick = o.cmp(g::CmpPredicate::eq, I.reshape(pos, {1, r}), js);
    pick = o.sel(I.reshape(kept, {1, r}), pick, I.scalar(0, I.b.getI1Type()));
    Value shape = o.reduce<g::ReduceSumOp>(
        o.sel(pick, I.reshape(ra->sizes, {1, r}), o.i(0, i64)), {1}, false);
    y = I.reshape(y, SmallVector<int64_t>(k, -1), shape);
    CHECK(y);
  }
  I.setOut(0, I.cast(y, outElem));
  return success();
}

LogicalResult convReduce(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  // ReduceMax / ReduceMin of bools (opset 20): any / all, computed on
  // their 0 / 1 as ui8.
  Type outElem = I.elem(x);
  if (outElem.isInteger(1) && (op == "ReduceMax" || op == "ReduceMin"))
    x = I.cast(x, I.b.getIntegerType(8, /*isSigned=*/false));
  int fromOpset = op == "ReduceSum" ? 13 : 18;
  FailureOr<SmallVector<int64_t>> axes = SmallVector<int64_t>();
  const Known *ka = I.known(1);
  if (I.opset >= fromOpset && I.hasInput(1) && (!ka || ka->hasSymbols())) {
    // Axes known only at run time (an empty static list is no axes).
    IN(a, 1);
    if (I.rank(a) != 1 || I.type(a).getDimSize(0) != 0)
      return runtimeReduce(I, x, op, I.attrInt("keepdims", 1) != 0, outElem);
  } else {
    axes = axesArg(I, 1, fromOpset, I.rank(x), false);
  }
  if (failed(axes))
    return failure();
  bool keep = I.attrInt("keepdims", 1);
  if (axes->empty() && I.attrInt("noop_with_empty_axes", 0)) {
    I.setOut(0, I.cast(x, outElem));
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
  I.setOut(0, I.cast(y, outElem));
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

/// TopK with K known only at run time: graph.top_k over the whole axis (a
/// full sort, k = -1), then the first K along the axis
/// (graph.dynamic_slice).
LogicalResult runtimeTopK(I &I, Value x) {
  IN(kv, 1);
  auto kt = I.type(kv);
  if (kt.getRank() > 1 || (kt.hasStaticShape() && kt.getNumElements() != 1))
    return I.fail("K must hold one value");
  int64_t axis = I.attrInt("axis", -1);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  auto op = I.infer<g::TopKOp>(2, x, I.b.getI64IntegerAttr(-1),
                               I.b.getI64IntegerAttr(axis),
                               I.b.getBoolAttr(I.attrInt("largest", 1)),
                               I.b.getBoolAttr(I.attrInt("sorted", 1)));
  CHECK(succeeded(op));
  Value k = I.reshape(I.cast(kv, I.b.getI64Type()), {1});
  Value zero = I.intVector({0});
  for (unsigned i = 0; i < 2; ++i) {
    Value y = I.infer1<g::DynamicSliceOp>((*op)->getResult(i), zero, k, Opt{},
                                          I.b.getDenseI64ArrayAttr({axis}));
    CHECK(y);
    I.setOut(i, y);
  }
  return success();
}

LogicalResult convTopK(I &I) {
  IN(x, 0);
  int64_t k;
  if (I.opset < 10) {
    k = I.attrInt("k", -1);
  } else {
    if (const Known *kk = I.known(1); !kk || kk->hasSymbols())
      return runtimeTopK(I, x);
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

/// CumSum (CumProd) along an axis known only at run time: the cumsum
/// (cumprod) along every dimension, the one the axis names picked by
/// selects.
template <typename OpTy> LogicalResult runtimeCumulative(I &I, Value x) {
  IN(axis, 1);
  if (I.type(axis).getNumElements() != 1 && I.type(axis).hasStaticShape())
    return I.fail("axis must hold one value");
  if (I.rank(axis) > 1)
    return I.fail("axis must be a scalar or 1-D");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t r = I.rank(x);
  if (r == 0)
    return I.fail("the input must have rank >= 1");
  Value a = I.reshape(I.cast(axis, i64), {});
  a = o.sel(o.cmp(g::CmpPredicate::lt, a, o.i(0, i64)), o.add(a, o.i(r, i64)),
            a);
  UnitAttr exclusive =
      I.attrInt("exclusive", 0) ? I.b.getUnitAttr() : UnitAttr();
  UnitAttr reverse = I.attrInt("reverse", 0) ? I.b.getUnitAttr() : UnitAttr();
  Value y;
  for (int64_t d = 0; d < r; ++d) {
    Value c = I.make<OpTy>(x.getType(), x, I.b.getI64IntegerAttr(d),
                           exclusive, reverse);
    y = d == 0 ? c : o.sel(o.cmp(g::CmpPredicate::eq, a, o.i(d, i64)), c, y);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// CumSum, and CumProd (opset 24).
template <typename OpTy> LogicalResult convCumulative(I &I) {
  IN(x, 0);
  if (const Known *k = I.known(1); !k || k->hasSymbols())
    return runtimeCumulative<OpTy>(I, x);
  auto ax = I.constInts(1, "axis");
  if (failed(ax))
    return failure();
  if (ax->size() != 1)
    return I.fail("axis must hold one value");
  int64_t axis = (*ax)[0];
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value y = I.make<OpTy>(
      x.getType(), x, I.b.getI64IntegerAttr(axis),
      I.attrInt("exclusive", 0) ? I.b.getUnitAttr() : UnitAttr(),
      I.attrInt("reverse", 0) ? I.b.getUnitAttr() : UnitAttr());
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerReductionHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  for (const char *r : {"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
                        "ReduceProd", "ReduceL1", "ReduceL2", "ReduceSumSquare",
                        "ReduceLogSum", "ReduceLogSumExp"})
    m[r] = convReduce;
  m["ArgMax"] = convArgReduce;
  m["ArgMin"] = convArgReduce;
  m["TopK"] = convTopK;
  m["CumSum"] = convCumulative<g::CumsumOp>;
  m["CumProd"] = convCumulative<g::CumprodOp>;
}
