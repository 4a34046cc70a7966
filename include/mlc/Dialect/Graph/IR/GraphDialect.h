//===- GraphDialect.h - graph dialect ---------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_H
#define MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Dialect.h"
#include "llvm/ADT/DenseSet.h"

#include <mutex>

#include "mlc/Dialect/Graph/IR/GraphOpsDialect.h.inc"

#endif // MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_H
