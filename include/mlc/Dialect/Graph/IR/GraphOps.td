//===- GraphOps.td - graph dialect operations --------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Umbrella file: the op families live in their own files so that each can be
// read (and grown) on its own.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHOPS_TD

include "mlc/Dialect/Graph/IR/GraphDialect.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

include "mlc/Dialect/Graph/IR/GraphElementwiseOps.td"
include "mlc/Dialect/Graph/IR/GraphNNOps.td"
include "mlc/Dialect/Graph/IR/GraphShapeOps.td"
include "mlc/Dialect/Graph/IR/GraphStructureOps.td"
include "mlc/Dialect/Graph/IR/GraphHostOps.td"

#endif // MLC_DIALECT_GRAPH_IR_GRAPHOPS_TD
