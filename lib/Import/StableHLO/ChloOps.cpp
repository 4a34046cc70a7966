//===- ChloOps.cpp - chlo input dialect -----------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Import/StableHLO/ChloOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlc::chlo;

#include "mlc/Import/StableHLO/ChloDialect.cpp.inc"

void ChloDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Import/StableHLO/ChloOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "mlc/Import/StableHLO/ChloOps.cpp.inc"

LogicalResult TopKOp::verify() {
  auto operand = getOperand().getType();
  if (operand.getRank() < 1)
    return emitOpError("operand must have rank >= 1");
  int64_t k = getK(), last = operand.getShape().back();
  if (k < 0 || (!ShapedType::isDynamic(last) && k > last))
    return emitOpError() << "k = " << k << " does not fit the last dimension ("
                         << last << ")";
  SmallVector<int64_t> expected(operand.getShape());
  expected.back() = k;
  for (auto [name, type] : {std::pair<StringRef, RankedTensorType>{"values", getValues().getType()},
                            std::pair<StringRef, RankedTensorType>{"indices", getIndices().getType()}})
    if (failed(verifyCompatibleShape(type.getShape(), expected)))
      return emitOpError() << name << " type " << type
                           << " must have the operand shape with the last "
                              "dimension k";
  if (getValues().getType().getElementType() != operand.getElementType())
    return emitOpError("values must have the operand's element type");
  return success();
}
