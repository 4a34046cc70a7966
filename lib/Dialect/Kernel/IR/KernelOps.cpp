//===- KernelOps.cpp - kernel dialect -------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlc::kernel;

#include "mlc/Dialect/Kernel/IR/KernelOpsDialect.cpp.inc"

void KernelDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Dialect/Kernel/IR/KernelOps.cpp.inc"
      >();
}

LogicalResult LaunchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto fn = symbolTable.lookupNearestSymbolFrom<func::FuncOp>(
      *this, getCalleeAttr());
  if (!fn)
    return emitOpError("'") << getCallee() << "' is not a function";
  if (getGrid().size() > 3)
    return emitOpError("at most three grid dimensions");
  FunctionType type = fn.getFunctionType();
  if (type.getNumResults() != 0)
    return emitOpError("device function must not return values");
  if (TypeRange(type.getInputs()) != TypeRange(getArgs().getTypes()))
    return emitOpError("argument types do not match '")
           << getCallee() << "' : " << type;
  return success();
}


void LaunchOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // A launch may read and write every buffer it is given.
  for (OpOperand &operand : getArgsMutable()) {
    if (!isa<BaseMemRefType>(operand.get().getType()))
      continue;
    effects.emplace_back(MemoryEffects::Read::get(), &operand,
                         SideEffects::DefaultResource::get());
    effects.emplace_back(MemoryEffects::Write::get(), &operand,
                         SideEffects::DefaultResource::get());
  }
}

#define GET_OP_CLASSES
#include "mlc/Dialect/Kernel/IR/KernelOps.cpp.inc"
