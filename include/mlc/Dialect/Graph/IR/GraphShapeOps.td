//===- GraphShapeOps.td - data movement and shape ops ------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD

#endif // MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD
