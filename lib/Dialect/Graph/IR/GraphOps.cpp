//===- GraphOps.cpp - graph dialect operations ----------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The dialect (its types, constant materializer), shared helpers, structure
// ops and the elementwise family. The other op
// families implement their hooks in GraphNNOps.cpp and GraphShapeOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Utils/IsolatedBody.h"

#include "mlir/Dialect/CommonFolders.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlc::graph;

#include "mlc/Dialect/Graph/IR/GraphEnums.cpp.inc"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "mlc/Dialect/Graph/IR/GraphTypes.cpp.inc"

void GraphDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "mlc/Dialect/Graph/IR/GraphTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "mlc/Dialect/Graph/IR/GraphOps.cpp.inc"
      >();
}

bool GraphDialect::foldWithinBudget(Operation *op, int64_t bytes) {
  if (bytes <= maxFoldBytes)
    return true;
  {
    std::lock_guard<std::mutex> lock(remarkedMutex);
    if (!remarked.insert(op->getLoc().getAsOpaquePointer()).second)
      return false;
  }
  op->emitRemark() << "not folded to a constant: its " << bytes
                   << " bytes are over the folding budget of " << maxFoldBytes
                   << " (--max-fold-bytes)";
  return false;
}

Operation *GraphDialect::materializeConstant(OpBuilder &builder,
                                             Attribute value, Type type,
                                             Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  if (auto strings = dyn_cast<DenseStringElementsAttr>(value))
    return StringConstantOp::create(builder, loc, type, strings);
  return ConstantOp::create(builder, loc, elements);
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool mlc::graph::isQuantizedInt(Type t) {
  return isa<IntegerType>(t) && t.getIntOrFloatBitWidth() <= 16;
}

bool mlc::graph::isUnsignedInt(Type t) {
  auto it = dyn_cast<IntegerType>(t);
  return it && it.isUnsigned();
}

std::string mlc::graph::shapeString(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  std::string s;
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? "x" : "") +
         (ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d));
  return s;
}

FailureOr<SmallVector<int64_t>>
mlc::graph::broadcastShapes(ArrayRef<ArrayRef<int64_t>> shapes) {
  size_t rank = 0;
  for (ArrayRef<int64_t> s : shapes)
    rank = std::max(rank, s.size());
  SmallVector<int64_t> result(rank, 1);
  for (size_t i = 0; i < rank; ++i) {
    // Walk right-aligned dimension i of every shape.
    bool sawDynamic = false;
    int64_t size = 1;
    for (ArrayRef<int64_t> s : shapes) {
      if (i >= s.size())
        continue;
      int64_t d = s[s.size() - 1 - i];
      if (ShapedType::isDynamic(d)) {
        sawDynamic = true;
        continue;
      }
      if (d == 1)
        continue;
      if (size != 1 && size != d)
        return failure();
      size = d;
    }
    result[rank - 1 - i] = (size == 1 && sawDynamic) ? ShapedType::kDynamic : size;
  }
  return result;
}

static LogicalResult inferBroadcast(std::optional<Location> loc,
                                    ValueRange operands, Type elementType,
                                    SmallVectorImpl<Type> &inferred) {
  SmallVector<ArrayRef<int64_t>> shapes;
  for (Value v : operands) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    if (!t)
      return emitOptionalError(loc, "operands must be ranked tensors");
    shapes.push_back(t.getShape());
  }
  FailureOr<SmallVector<int64_t>> shape = broadcastShapes(shapes);
  if (failed(shape)) {
    std::string msg;
    llvm::raw_string_ostream os(msg);
    os << "operand shapes are not broadcast-compatible:";
    for (Value v : operands)
      os << " " << v.getType();
    return emitOptionalError(loc, msg);
  }
  if (!elementType)
    elementType = cast<RankedTensorType>(operands.front().getType())
                      .getElementType();
  inferred.push_back(RankedTensorType::get(*shape, elementType));
  return success();
}

#define GRAPH_BINARY_INFER(OP)                                                 \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *, std::optional<Location> loc, ValueRange operands,         \
      DictionaryAttr, OpaqueProperties, RegionRange,                           \
      SmallVectorImpl<Type> &inferred) {                                       \
    return inferBroadcast(loc, operands, Type(), inferred);                    \
  }
GRAPH_BINARY_INFER(AddOp)
GRAPH_BINARY_INFER(SubOp)
GRAPH_BINARY_INFER(MulOp)
GRAPH_BINARY_INFER(DivOp)
GRAPH_BINARY_INFER(PowOp)
GRAPH_BINARY_INFER(MaxOp)
GRAPH_BINARY_INFER(MinOp)
GRAPH_BINARY_INFER(AndOp)
GRAPH_BINARY_INFER(OrOp)
GRAPH_BINARY_INFER(XorOp)
GRAPH_BINARY_INFER(ModOp)
GRAPH_BINARY_INFER(ShiftLeftOp)
GRAPH_BINARY_INFER(ShiftRightOp)
#undef GRAPH_BINARY_INFER

LogicalResult CompareOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  return inferBroadcast(loc, operands, IntegerType::get(ctx, 1), inferred);
}

LogicalResult SelectOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  if (operands.size() != 3)
    return emitOptionalError(loc, "expected three operands");
  return inferBroadcast(
      loc, operands,
      cast<RankedTensorType>(operands[1].getType()).getElementType(),
      inferred);
}

LogicalResult SelectOp::verify() {
  if (getOnTrue().getType().getElementType() !=
      getOnFalse().getType().getElementType())
    return emitOpError("on_true and on_false must have the same element type");
  return success();
}

LogicalResult ModOp::verify() {
  if (isa<FloatType>(getLhs().getType().getElementType()) && !getFmod())
    return emitOpError("float operands need `fmod`");
  return success();
}

LogicalResult BitcastOp::verify() {
  Type from = getInput().getType().getElementType();
  Type to = getType().getElementType();
  if (from.isInteger(1) || to.isInteger(1) ||
      from.getIntOrFloatBitWidth() != to.getIntOrFloatBitWidth())
    return emitOpError("needs element types of one bit width (not i1), got ")
           << from << " and " << to;
  return success();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::verify() {
  if (!isa<RankedTensorType>(getValue().getType()))
    return emitOpError("value must be a ranked tensor attribute");
  return success();
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(
    function_ref<void(Value, StringRef)> setNameFn) {
  setNameFn(getResult(), "cst");
}

//===----------------------------------------------------------------------===//
// FusedOp
//===----------------------------------------------------------------------===//

void FusedOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                    TypeRange resultTypes, ValueRange inputs) {
  state.addAttribute(getNameAttrName(state.name), builder.getStringAttr(name));
  mlc::buildIsolatedBody(state, resultTypes, inputs);
}

LogicalResult FusedOp::verify() {
  return mlc::verifyIsolatedBody(*this, getInputs(), getBody());
}

#define GET_OP_CLASSES
#include "mlc/Dialect/Graph/IR/GraphOps.cpp.inc"
