//===- GraphDialect.cpp - graph dialect -----------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphDialect.h"
#include "mlc/Dialect/Graph/IR/GraphOps.h"

using namespace mlir;
using namespace mlc::graph;

#include "mlc/Dialect/Graph/IR/GraphOpsDialect.cpp.inc"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
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
