//===- SdyOps.h - the shardy ops JAX prints ---------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_SDYOPS_H
#define MLC_IMPORT_STABLEHLO_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlc/Import/StableHLO/SdyDialect.h.inc"

#define GET_OP_CLASSES
#include "mlc/Import/StableHLO/SdyOps.h.inc"

#endif // MLC_IMPORT_STABLEHLO_SDYOPS_H
