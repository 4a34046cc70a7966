//===- IsolatedBody.cpp - ops whose body takes their inputs ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Utils/IsolatedBody.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"

using namespace mlir;

void mlc::buildIsolatedBody(OperationState &state, TypeRange resultTypes,
                            ValueRange inputs) {
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value v : inputs)
    block->addArgument(v.getType(), v.getLoc());
}

LogicalResult mlc::verifyIsolatedBody(Operation *op, ValueRange inputs,
                                      Region &body) {
  Block &block = body.front();
  if (block.getNumArguments() != inputs.size())
    return op->emitOpError("expects one block argument per input");
  for (auto [arg, in] : llvm::zip(block.getArguments(), inputs))
    if (arg.getType() != in.getType())
      return op->emitOpError("block argument type ")
             << arg.getType() << " does not match input type " << in.getType();
  if (block.getTerminator()->getOperandTypes() != op->getResultTypes())
    return op->emitOpError("yielded types do not match the result types");
  return success();
}
