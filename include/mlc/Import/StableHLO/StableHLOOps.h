//===- StableHLOOps.h - stablehlo input dialect -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The stablehlo input dialect: its ops (the enums, attributes and the token
// type are in StableHLOAttrs.h).
// See StableHLOOps.td for the op list and the naming rule of the classes.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_STABLEHLOOPS_H
#define MLC_IMPORT_STABLEHLO_STABLEHLOOPS_H

#include "mlc/Import/StableHLO/StableHLOAttrs.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlc/Import/StableHLO/StableHLODialect.h.inc"

#define GET_OP_CLASSES
#include "mlc/Import/StableHLO/StableHLOOps.h.inc"

#endif // MLC_IMPORT_STABLEHLO_STABLEHLOOPS_H
