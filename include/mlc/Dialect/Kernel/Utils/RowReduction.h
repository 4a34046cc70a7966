//===- RowReduction.h - row reductions of device functions ------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The row reduction that both back-ends lower their own way (the CPU's
// mlc-cpu-vectorize: vector accumulators; convert-kernel-to-gpu: threads
// sharing a row) is matched here once, on the bufferized linalg of a device
// function; each back-end then checks what its own lowering needs.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_UTILS_ROWREDUCTION_H
#define MLC_DIALECT_KERNEL_UTILS_ROWREDUCTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <optional>

namespace mlc::kernel {

/// A row reduction: a linalg.generic on buffers with one output whose
/// leading loops are parallel and whose trailing loops (at least one)
/// reduce, with a body that yields `combiner(out, partial)`, `combiner` a
/// single binary op of the body without memory effects and `partial` not
/// depending on `out` (upstream's `matchReduction`).
struct RowReduction {
  mlir::linalg::GenericOp op;
  /// The op of the body that folds `partial` into the output element.
  mlir::Operation *combiner;
  /// The value the body folds in (`partial`).
  mlir::Value partial;
  /// The number of leading parallel loops.
  unsigned numParallel;
};

/// `op` as a row reduction, or nullopt. Says nothing about the indexing maps,
/// the loop ranges or the rest of the body: each lowering checks those.
std::optional<RowReduction> matchRowReduction(mlir::Operation *op);

} // namespace mlc::kernel

#endif // MLC_DIALECT_KERNEL_UTILS_ROWREDUCTION_H
