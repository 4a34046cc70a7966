//===- TileOps.cpp - tile dialect -----------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlc::tile;

#include "mlc/Dialect/Tile/IR/TileOpsDialect.cpp.inc"

void TileDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Dialect/Tile/IR/TileOps.cpp.inc"
      >();
}

void KernelOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                     ArrayRef<int64_t> tileSizes, TypeRange resultTypes,
                     ValueRange inputs) {
  state.addAttribute(getNameAttrName(state.name), builder.getStringAttr(name));
  state.addAttribute(getTileSizesAttrName(state.name),
                     builder.getDenseI64ArrayAttr(tileSizes));
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  for (Value v : inputs)
    block->addArgument(v.getType(), v.getLoc());
}

LogicalResult KernelOp::verify() {
  Block &block = getBody().front();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError("expects one block argument per input");
  for (auto [arg, in] : llvm::zip(block.getArguments(), getInputs()))
    if (arg.getType() != in.getType())
      return emitOpError("block argument type ")
             << arg.getType() << " does not match input type " << in.getType();
  auto yield = cast<YieldOp>(block.getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("yielded types do not match the result types");
  for (int64_t s : getTileSizes())
    if (s < 0)
      return emitOpError("tile sizes must be non-negative");
  return success();
}

#define GET_OP_CLASSES
#include "mlc/Dialect/Tile/IR/TileOps.cpp.inc"
