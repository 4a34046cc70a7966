//===- ONNXStrings.cpp - string tensors and data-dependent shapes ---------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// ONNX ops that become graph host ops (GraphHostOps.td): StringNormalizer,
// NonZero, Unique and NonMaxSuppression; and TfIdfVectorizer, decomposed
// into graph ops. String tensors themselves (inputs, outputs, initializers,
// Cast to and from STRING) are handled where every tensor is: in
// Importer.cpp (convertElemType, convertTensor, constant, cast).
//
//===----------------------------------------------------------------------===//

#include "Importer.h"

#include "ConvertUtils.h"

#include "mlir/IR/Verifier.h"

#include <cmath>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

LogicalResult convStringNormalizer(I &I) {
  IN(x, 0);
  if (!g::isStringType(x.getType()))
    return I.fail("input must be a string tensor");
  auto xt = I.type(x);
  if (xt.getRank() != 1 &&
      !(xt.getRank() == 2 && (xt.getDimSize(0) == 1 || xt.isDynamicDim(0))))
    return LogicalResult(I.error()
                         << "input must be [C] or [1, C], got " << xt);
  std::string action = I.attrString("case_change_action", "NONE");
  if (action != "LOWER" && action != "UPPER" && action != "NONE")
    return I.fail("case_change_action must be LOWER, UPPER or NONE, got '" +
                  action + "'");
  SmallVector<StringRef> stopwords;
  if (const onnx::AttributeProto *a = I.attr("stopwords"))
    for (const std::string &s : a->strings())
      stopwords.push_back(s);
  std::string locale = I.attrString("locale", "");
  SmallVector<int64_t> shape(xt.getRank(), 1);
  shape.back() = ShapedType::kDynamic;
  auto op = g::StringNormalizerOp::create(
      I.b, I.loc, I.tensorType(shape, xt.getElementType()), x,
      I.b.getStringAttr(action),
      I.b.getBoolAttr(I.attrInt("is_case_sensitive", 0) != 0),
      I.b.getStrArrayAttr(stopwords), I.b.getStringAttr(locale));
  // The verifier's diagnostic (e.g. an unsupported locale) is located at
  // the node.
  if (failed(mlir::verify(op))) {
    op->erase();
    return failure();
  }
  I.setOut(0, op.getResult());
  return success();
}

LogicalResult convNonZero(I &I) {
  IN(x, 0);
  if (g::isStringType(x.getType()))
    return I.fail("NonZero of a string tensor is not supported");
  Type i64 = I.b.getI64Type();
  I.setOut(0, I.make<g::NonZeroOp>(
                  I.tensorType({I.rank(x), ShapedType::kDynamic}, i64), x));
  return success();
}

LogicalResult convUnique(I &I) {
  IN(x, 0);
  if (g::isStringType(x.getType()))
    return I.fail("Unique of a string tensor is not supported");
  auto xt = I.type(x);
  Type i64 = I.b.getI64Type();
  int64_t dyn = ShapedType::kDynamic;
  IntegerAttr axisAttr;
  SmallVector<int64_t> valueShape{dyn};
  int64_t n = xt.hasStaticShape() ? xt.getNumElements() : dyn;
  if (const onnx::AttributeProto *a = I.attr("axis")) {
    int64_t axis = a->i();
    if (axis < -xt.getRank() || axis >= xt.getRank())
      return I.fail("axis " + std::to_string(axis) + " out of range");
    if (axis < 0)
      axis += xt.getRank();
    axisAttr = I.b.getI64IntegerAttr(axis);
    valueShape.assign(xt.getShape().begin(), xt.getShape().end());
    valueShape[axis] = dyn;
    n = xt.getDimSize(axis);
  }
  SmallVector<Type> types{I.tensorType(valueShape, xt.getElementType()),
                          I.tensorType({dyn}, i64), I.tensorType({n}, i64),
                          I.tensorType({dyn}, i64)};
  auto op = g::UniqueOp::create(I.b, I.loc, TypeRange(types), x, axisAttr,
                                I.b.getBoolAttr(I.attrInt("sorted", 1) != 0));
  if (failed(mlir::verify(op))) {
    op->erase();
    return failure();
  }
  for (unsigned i = 0; i < 4; ++i)
    if (I.wantsOutput(i))
      I.setOut(i, op->getResult(i));
  return success();
}

LogicalResult convNonMaxSuppression(I &I) {
  IN(boxes, 0);
  IN(scores, 1);
  Type f32 = I.b.getF32Type(), i64 = I.b.getI64Type();
  if (I.elem(boxes) != f32 || I.elem(scores) != f32)
    return I.fail("boxes and scores must be f32");
  // Absent inputs: no boxes, an IoU threshold of 0 and no score threshold.
  auto operand = [&](unsigned i, double absent, Type elem) -> Value {
    return I.hasInput(i) ? I.in(i) : I.scalar(absent, elem);
  };
  Value maxOut = operand(2, 0, i64);
  Value iou = operand(3, 0, f32);
  Value scoreMin = operand(4, -INFINITY, f32);
  CHECK(maxOut && iou && scoreMin);
  if (I.elem(maxOut) != i64 || I.elem(iou) != f32 || I.elem(scoreMin) != f32)
    return I.fail("max_output_boxes_per_class must be i64 and the "
                  "thresholds f32");
  auto op = g::NonMaxSuppressionOp::create(
      I.b, I.loc, I.tensorType({ShapedType::kDynamic, 3}, i64), boxes, scores,
      maxOut, iou, scoreMin,
      I.b.getI64IntegerAttr(I.attrInt("center_point_box", 0)));
  if (failed(mlir::verify(op))) {
    op->erase();
    return failure();
  }
  I.setOut(0, op.getResult());
  return success();
}

/// TfIdfVectorizer over integer tokens, decomposed at import time (static
/// shapes): for every n-gram length n and skip s (n = 1: no skips), the
/// tokens at positions p + t(s+1), t < n, are gathered ([B, P] each) and
/// compared with the pool's n-grams ([1, 1, J]); the matches, summed over
/// p, count each n-gram; a constant [J, size] matrix moves the counts (times
/// their weights) to their output columns.
LogicalResult convTfIdfVectorizer(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  Type xe = xt.getElementType();
  if (!isa<IntegerType>(xe) || xe.isInteger(1))
    return I.fail("only integer tokens are supported (pool_int64s)");
  if (xt.getRank() < 1 || xt.getRank() > 2)
    return I.fail("needs a [C] or [N, C] input");
  // Sizes known only at run time: the token windows are slices (empty
  // where the input is shorter than the n-gram's span).
  bool dyn = !xt.hasStaticShape();
  int64_t minN = I.attrInt("min_gram_length", 1);
  int64_t maxN = I.attrInt("max_gram_length", 1);
  int64_t maxSkip = I.attrInt("max_skip_count", 0);
  std::string mode = I.attrString("mode", "TF");
  auto counts = I.attrInts("ngram_counts");
  auto indexes = I.attrInts("ngram_indexes");
  auto pool = I.attrInts("pool_int64s");
  if (!pool || !counts || !indexes)
    return I.fail("needs pool_int64s, ngram_counts and ngram_indexes "
                  "(pool_strings is not supported)");
  if (mode != "TF" && mode != "IDF" && mode != "TFIDF")
    return I.fail("mode must be TF, IDF or TFIDF, got '" + mode + "'");
  if (minN < 1 || maxN < minN || maxSkip < 0 || (int64_t)counts->size() < maxN)
    return I.fail("bad n-gram lengths or ngram_counts");
  SmallVector<float> weights;
  if (const onnx::AttributeProto *a = I.attr("weights"))
    weights.assign(a->floats().begin(), a->floats().end());
  // The pool's n-grams of each length: [start, end) n-gram numbers.
  int64_t numNgrams = 0;
  SmallVector<int64_t> firstNgram, ngramStart;
  for (int64_t n = 1; n <= (int64_t)counts->size(); ++n) {
    int64_t begin = (*counts)[n - 1];
    int64_t end = n < (int64_t)counts->size() ? (*counts)[n] : pool->size();
    if (begin < 0 || end < begin || end > (int64_t)pool->size() ||
        (end - begin) % n)
      return I.fail("ngram_counts do not split pool_int64s into n-grams");
    firstNgram.push_back(numNgrams);
    ngramStart.push_back(begin);
    numNgrams += (end - begin) / n;
  }
  firstNgram.push_back(numNgrams);
  if ((int64_t)indexes->size() != numNgrams ||
      (!weights.empty() && (int64_t)weights.size() != numNgrams))
    return I.fail("ngram_indexes (and weights) need one entry per n-gram");
  int64_t size = 0;
  for (int64_t i : *indexes) {
    if (i < 0)
      return I.fail("negative ngram_indexes entry");
    size = std::max(size, i + 1);
  }

  bool batched = xt.getRank() == 2;
  int64_t B = batched ? xt.getDimSize(0) : 1, L = xt.getShape().back();
  if (!batched)
    x = dyn ? I.unsqueezeDims(x, {0}) : I.reshape(x, {1, L});
  CHECK(x);
  Type f32 = I.b.getF32Type(), i64 = I.b.getI64Type();
  auto constI64 = [&](ArrayRef<int64_t> v, ArrayRef<int64_t> shape) {
    return I.constant(DenseElementsAttr::get(I.tensorType(shape, i64), v));
  };
  Value total; // [B, size]
  for (int64_t n = minN; n <= maxN; ++n) {
    int64_t J = firstNgram[n] - firstNgram[n - 1];
    if (J == 0)
      continue;
    // Columns of the pool's n-grams of this length: column t is [1, 1, J].
    SmallVector<Value> columns;
    for (int64_t t = 0; t < n; ++t) {
      SmallVector<int64_t> col;
      for (int64_t j = 0; j < J; ++j)
        col.push_back((*pool)[ngramStart[n - 1] + j * n + t]);
      columns.push_back(I.cast(constI64(col, {1, 1, J}), xe));
    }
    Value count; // [B, J]
    for (int64_t skip = 0; skip <= (n == 1 ? 0 : maxSkip); ++skip) {
      int64_t P = dyn ? ShapedType::kDynamic : L - (n - 1) * (skip + 1);
      if (!dyn && P <= 0)
        break;
      Value match;
      for (int64_t t = 0; t < n; ++t) {
        if (dyn) {
          // Positions [t (skip + 1), L - (n - 1 - t)(skip + 1)).
          int64_t back = (n - 1 - t) * (skip + 1);
          Value tokens = I.infer1<g::SliceOp>(
              x, I.b.getDenseI64ArrayAttr({t * (skip + 1)}),
              I.b.getDenseI64ArrayAttr({back ? -back : INT64_MAX}),
              I.b.getDenseI64ArrayAttr({1}), DenseI64ArrayAttr());
          tokens = I.unsqueezeDims(tokens, {2});
          CHECK(tokens);
          Value eq =
              I.infer1<g::CompareOp>(g::CmpPredicate::eq, tokens, columns[t]);
          match = match ? I.infer1<g::AndOp>(match, eq) : eq;
          continue;
        }
        SmallVector<int64_t> idx;
        for (int64_t p = 0; p < P; ++p)
          idx.push_back(p + t * (skip + 1));
        Value tokens = I.infer1<g::GatherOp>(x, constI64(idx, {P}),
                                             I.b.getI64IntegerAttr(1));
        tokens = I.reshape(tokens, {B, P, 1});
        Value eq =
            I.infer1<g::CompareOp>(g::CmpPredicate::eq, tokens, columns[t]);
        match = match ? I.infer1<g::AndOp>(match, eq) : eq;
      }
      Value c = I.infer1<g::ReduceSumOp>(I.cast(match, f32),
                                         I.b.getDenseI64ArrayAttr({1}),
                                         I.b.getBoolAttr(false));
      count = count ? I.infer1<g::AddOp>(count, c) : c;
    }
    if (!count)
      continue;
    // IDF counts presence; TF and TFIDF the occurrences.
    if (mode == "IDF")
      count = I.cast(
          I.infer1<g::CompareOp>(g::CmpPredicate::gt, count, I.scalar(0, f32)),
          f32);
    SmallVector<float> scatter(J * size, 0.0f);
    for (int64_t j = 0; j < J; ++j) {
      int64_t k = firstNgram[n - 1] + j;
      float w = mode != "TF" && !weights.empty() ? weights[k] : 1.0f;
      scatter[j * size + (*indexes)[k]] = w;
    }
    Value m = I.constant(DenseElementsAttr::get(I.tensorType({J, size}, f32),
                                                ArrayRef<float>(scatter)));
    Value part = I.infer1<g::MatmulOp>(count, m, UnitAttr(), UnitAttr());
    total = total ? I.infer1<g::AddOp>(total, part) : part;
  }
  if (!total && ShapedType::isDynamic(B))
    return I.fail("no n-gram of the pool fits: a batch of run-time size "
                  "needs one");
  if (!total)
    total =
        I.constant(DenseElementsAttr::get(I.tensorType({B, size}, f32), 0.0f));
  CHECK(total);
  I.setOut(0, batched ? total : I.reshape(total, {size}));
  return success();
}

} // namespace

void mlc::onnximport::registerStringHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["StringNormalizer"] = convStringNormalizer;
  m["NonZero"] = convNonZero;
  m["Unique"] = convUnique;
  m["NonMaxSuppression"] = convNonMaxSuppression;
  m["TfIdfVectorizer"] = convTfIdfVectorizer;
}
