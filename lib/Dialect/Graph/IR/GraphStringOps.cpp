//===- GraphStringOps.cpp - string tensor ops -----------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlc::graph;

bool mlc::graph::isStringType(Type t) {
  if (auto shaped = dyn_cast<ShapedType>(t))
    t = shaped.getElementType();
  return isa<StringType>(t);
}

LogicalResult StringConstantOp::verify() {
  if (!isa<DenseStringElementsAttr>(getValue()))
    return emitOpError("value must be dense strings, got ") << getValue();
  if (getValue().getType() != getType())
    return emitOpError("value type ")
           << getValue().getType() << " differs from result type " << getType();
  return success();
}

OpFoldResult StringConstantOp::fold(FoldAdaptor) { return getValue(); }

/// The locales whose case rules the runtime implements (ASCII letters).
static bool isSupportedLocale(StringRef locale) {
  return locale.empty() || locale == "C" || locale == "POSIX" ||
         locale == "en_US" || locale == "en_US.UTF-8" || locale == "en_US.utf8";
}

LogicalResult StringNormalizerOp::verify() {
  StringRef action = getCaseChangeAction();
  if (action != "LOWER" && action != "UPPER" && action != "NONE")
    return emitOpError("case_change_action must be LOWER, UPPER or NONE, got '")
           << action << "'";
  if (!isSupportedLocale(getLocale()))
    return emitOpError("locale '")
           << getLocale()
           << "' is not supported (the default, C and en_US are)";
  auto in = cast<RankedTensorType>(getInput().getType());
  auto out = cast<RankedTensorType>(getOutput().getType());
  if (in.getRank() != 1 &&
      !(in.getRank() == 2 && (in.getDimSize(0) == 1 || in.isDynamicDim(0))))
    return emitOpError("input must be [C] or [1, C], got ") << in;
  if (out.getRank() != in.getRank() ||
      (out.getRank() == 2 && !out.isDynamicDim(0) && out.getDimSize(0) != 1))
    return emitOpError("result must have the input's rank (")
           << in.getRank() << ") and a leading 1 when 2-D, got " << out;
  return success();
}

LogicalResult StringCastOp::verify() {
  auto in = cast<RankedTensorType>(getInput().getType());
  auto out = cast<RankedTensorType>(getOutput().getType());
  if (isStringType(in) == isStringType(out))
    return emitOpError("exactly one of operand and result must be a string "
                       "tensor, got ")
           << in << " -> " << out;
  Type number = isStringType(in) ? out.getElementType() : in.getElementType();
  if (!number.isF16() && !number.isBF16() && !number.isF32() &&
      !number.isF64() && !isa<IntegerType>(number))
    return emitOpError("cannot cast between string and ") << number;
  if (failed(verifyCompatibleShape(in.getShape(), out.getShape())))
    return emitOpError("operand and result shapes differ: ")
           << in << " -> " << out;
  return success();
}

LogicalResult NonZeroOp::verify() {
  auto in = cast<RankedTensorType>(getInput().getType());
  auto out = cast<RankedTensorType>(getOutput().getType());
  if (out.getRank() != 2 ||
      (!out.isDynamicDim(0) && out.getDimSize(0) != in.getRank()))
    return emitOpError("result must be [")
           << in.getRank() << ", N], got " << out;
  return success();
}

LogicalResult UniqueOp::verify() {
  auto in = cast<RankedTensorType>(getInput().getType());
  auto out = cast<RankedTensorType>(getOutput().getType());
  if (out.getElementType() != in.getElementType())
    return emitOpError("unique values must have the input's element type");
  int64_t n = in.hasStaticShape() ? in.getNumElements() : ShapedType::kDynamic;
  if (std::optional<int64_t> axis = getAxis()) {
    if (*axis < -in.getRank() || *axis >= in.getRank())
      return emitOpError("axis ") << *axis << " out of range for " << in;
    int64_t a = *axis < 0 ? *axis + in.getRank() : *axis;
    if (out.getRank() != in.getRank())
      return emitOpError("unique slices must have the input's rank");
    for (int64_t d = 0; d < in.getRank(); ++d)
      if (d != a && !out.isDynamicDim(d) && !in.isDynamicDim(d) &&
          out.getDimSize(d) != in.getDimSize(d))
        return emitOpError("unique slices must keep dim ") << d;
    n = in.getDimSize(a);
  } else if (out.getRank() != 1) {
    return emitOpError("unique values without an axis must be 1-D");
  }
  for (Value v : {getIndices(), getInverseIndices(), getCounts()})
    if (cast<RankedTensorType>(v.getType()).getRank() != 1)
      return emitOpError("indices, inverse_indices and counts must be 1-D");
  auto inverse = cast<RankedTensorType>(getInverseIndices().getType());
  if (!inverse.isDynamicDim(0) && !ShapedType::isDynamic(n) &&
      inverse.getDimSize(0) != n)
    return emitOpError("inverse_indices must have ") << n << " elements";
  return success();
}

LogicalResult NonMaxSuppressionOp::verify() {
  auto boxes = cast<RankedTensorType>(getBoxes().getType());
  auto scores = cast<RankedTensorType>(getScores().getType());
  if (boxes.getRank() != 3 ||
      (!boxes.isDynamicDim(2) && boxes.getDimSize(2) != 4))
    return emitOpError("boxes must be [B, N, 4], got ") << boxes;
  if (scores.getRank() != 3)
    return emitOpError("scores must be [B, C, N], got ") << scores;
  for (Value v :
       {getMaxOutputBoxesPerClass(), getIouThreshold(), getScoreThreshold()}) {
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() > 1 ||
        (t.getRank() == 1 && !t.isDynamicDim(0) && t.getDimSize(0) != 1))
      return emitOpError("thresholds and the box limit must hold one value");
  }
  auto out = cast<RankedTensorType>(getSelected().getType());
  if (out.getRank() != 2 || out.getDimSize(1) != 3)
    return emitOpError("result must be [K, 3], got ") << out;
  if (getCenterPointBox() != 0 && getCenterPointBox() != 1)
    return emitOpError("center_point_box must be 0 or 1");
  return success();
}
