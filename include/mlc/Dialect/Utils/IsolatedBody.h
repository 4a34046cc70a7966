//===- IsolatedBody.h - ops whose body takes their inputs -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `graph.fused` and `tile.kernel` are the same shape of op at two levels: an
// isolated single-block region whose block arguments are the op's inputs and
// whose terminator yields its results. Their builders and verifiers share
// these helpers; neither dialect depends on the other.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_UTILS_ISOLATEDBODY_H
#define MLC_DIALECT_UTILS_ISOLATEDBODY_H

#include "mlir/IR/OperationSupport.h"

namespace mlc {

/// Adds to `state` the operands `inputs`, the results `resultTypes` and one
/// region holding one block with an argument per input (its type and
/// location). The block has no terminator yet: the caller fills the body and
/// yields.
void buildIsolatedBody(mlir::OperationState &state, mlir::TypeRange resultTypes,
                       mlir::ValueRange inputs);

/// Verifies the single block of `body` against the op `op`: one block
/// argument per value of `inputs`, each of its input's type, and a
/// terminator whose operands have `op`'s result types. Diagnostics go to
/// `op`.
mlir::LogicalResult verifyIsolatedBody(mlir::Operation *op,
                                       mlir::ValueRange inputs,
                                       mlir::Region &body);

} // namespace mlc

#endif // MLC_DIALECT_UTILS_ISOLATEDBODY_H
