//===- KernelOps.cpp - kernel dialect -------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
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
  SymbolRefAttr callee = getCalleeAttr();
  // A kernel in a module that has been serialized (gpu.binary) can no longer
  // be looked at.
  if (!callee.getNestedReferences().empty()) {
    Operation *root = symbolTable.lookupNearestSymbolFrom(
        *this, FlatSymbolRefAttr::get(callee.getRootReference()));
    if (root && !root->hasTrait<OpTrait::SymbolTable>())
      return success();
  }
  auto fn = symbolTable.lookupNearestSymbolFrom<FunctionOpInterface>(
      *this, callee);
  if (!fn)
    return emitOpError("'") << getCallee() << "' is not a function";
  if (getGrid().size() > 3)
    return emitOpError("at most three grid dimensions");
  // Once kernels are lowered (e.g. to NVVM) their signature no longer
  // speaks of memrefs; only the unlowered forms are checked.
  if (!isa<func::FuncOp>(fn) && fn->getName().getStringRef() != "gpu.func")
    return success();
  if (!fn.getResultTypes().empty())
    return emitOpError("device function must not return values");
  if (TypeRange(fn.getArgumentTypes()) != TypeRange(getArgs().getTypes()))
    return emitOpError("argument types do not match '")
           << getCallee() << "' : " << fn.getFunctionType();
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
