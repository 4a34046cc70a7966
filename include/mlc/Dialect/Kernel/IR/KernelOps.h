//===- KernelOps.h - kernel dialect ---------------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_IR_KERNELOPS_H
#define MLC_DIALECT_KERNEL_IR_KERNELOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "mlc/Dialect/Kernel/IR/KernelOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "mlc/Dialect/Kernel/IR/KernelOps.h.inc"

#endif // MLC_DIALECT_KERNEL_IR_KERNELOPS_H
