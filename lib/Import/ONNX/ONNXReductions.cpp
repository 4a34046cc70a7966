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

#include "ConvertUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

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

} // namespace

void mlc::onnximport::registerReductionHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  for (const char *r : {"ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin",
                        "ReduceProd", "ReduceL1", "ReduceL2",
                        "ReduceSumSquare", "ReduceLogSum", "ReduceLogSumExp"})
    m[r] = convReduce;
  m["ArgMax"] = convArgReduce;
  m["ArgMin"] = convArgReduce;
  m["TopK"] = convTopK;
  m["CumSum"] = convCumSum;
}
