//===- ONNXGenerators.cpp - ONNX constants and generated tensors ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops that make a tensor from attributes or sizes: Constant,
// ConstantOfShape, Range and EyeLike. Integer results small enough stay
// `Known` (folded at import) so that shape arithmetic on them folds too.
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

/// The fill value of ConstantOfShape as a rank-0 constant of `et`.
Value fillScalar(I &I, Type et, double fv, int64_t iv) {
  auto t = I.tensorType({}, et);
  Attribute elt = isa<FloatType>(et) ? (Attribute)I.b.getFloatAttr(et, fv)
                  : et.isInteger(1)  ? (Attribute)I.b.getBoolAttr(iv != 0)
                                     : (Attribute)I.b.getIntegerAttr(et, iv);
  return I.constant(DenseElementsAttr::get(t, elt));
}

LogicalResult convConstantOfShape(I &I) {
  const Known *ks = I.known(0);
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
  if (!ks || ks->hasSymbols()) {
    // Sizes known at run time: the fill value broadcast to them (entries
    // known while importing stay static in the type).
    IN(shape, 0);
    auto st = I.type(shape);
    if (st.getRank() != 1 || st.isDynamicDim(0))
      return I.fail("'shape' must be a 1-D tensor of static length (its "
                    "length is the result's rank)");
    SmallVector<int64_t> dims(st.getDimSize(0), ShapedType::kDynamic);
    if (ks)
      for (auto [d, v] : llvm::zip(dims, ks->values))
        if (!isSym(v))
          d = v;
    Value y = I.make<g::BroadcastToOp>(I.tensorType(dims, et),
                                       fillScalar(I, et, fv, iv),
                                       I.cast(shape, I.b.getI64Type()));
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  auto shape = I.constInts(0, "shape");
  if (failed(shape))
    return failure();
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

/// Range with bounds known only at run time: the length
/// max(ceil((limit - start) / delta), 0) computed in f64, a vector of that
/// length counted by graph.iota, then start + i * delta.
LogicalResult runtimeRange(I &I) {
  IN(start, 0);
  IN(limit, 1);
  IN(delta, 2);
  for (Value v : {start, limit, delta})
    if (I.type(v).getNumElements() != 1)
      return I.fail("start, limit and delta must be scalars");
  Type et = I.elem(start);
  if (I.elem(limit) != et || I.elem(delta) != et)
    return I.fail("start, limit and delta differ in type");
  Type f64 = I.b.getF64Type(), i64 = I.b.getI64Type();
  auto scalarOf = [&](Value v) { return I.reshape(v, {}); };
  start = scalarOf(start);
  limit = scalarOf(limit);
  delta = scalarOf(delta);
  CHECK(start && limit && delta);
  Value span = binop<g::SubOp>(I, I.cast(limit, f64), I.cast(start, f64));
  Value q = binop<g::DivOp>(I, span, I.cast(delta, f64));
  CHECK(q);
  Value steps = I.make<g::CeilOp>(q.getType(), q);
  Value n = binop<g::MaxOp>(I, I.cast(steps, i64), I.scalar(0, i64));
  Value count = Ops(I).counter(n, et);
  CHECK(count);
  Value y = binop<g::AddOp>(I, start, binop<g::MulOp>(I, count, delta));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convRange(I &I) {
  auto s = I.constDoubles(0), l = I.constDoubles(1), d = I.constDoubles(2);
  if (!s || !l || !d)
    return runtimeRange(I);
  if (s->size() != 1 || l->size() != 1 || d->size() != 1)
    return I.fail("start, limit and delta must be scalars");
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

} // namespace

void mlc::onnximport::registerGeneratorHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Constant"] = convConstant;
  m["ConstantOfShape"] = convConstantOfShape;
  m["Range"] = convRange;
  m["EyeLike"] = convEyeLike;
}
