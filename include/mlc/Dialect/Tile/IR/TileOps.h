//===- TileOps.h - tile dialect ---------------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_TILE_IR_TILEOPS_H
#define MLC_DIALECT_TILE_IR_TILEOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlc/Dialect/Tile/IR/TileOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "mlc/Dialect/Tile/IR/TileOps.h.inc"

#endif // MLC_DIALECT_TILE_IR_TILEOPS_H
