//===- RuntimeLoop.h - run-time loops for the ONNX importer ----*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The run-time form of Loop, Scan and the recurrent ops: an scf.while on the
// graph values (docs/Design.md, "Run-time loops"), built by
// ONNXControlFlow.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_ONNX_RUNTIMELOOP_H
#define MLC_LIB_IMPORT_ONNX_RUNTIMELOOP_H

#include "Importer.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlc::onnximport {

/// A scan output of a run-time loop: the axis of the stacked result where
/// it goes, and whether it is stacked backwards (last iteration first).
struct RuntimeScanOut {
  int64_t axis = 0;
  bool reverse = false;
};

/// Builds a run-time loop at the insertion point. It carries a 0-d i64
/// counter from `firstIteration`, the values `carried` (widened to dynamic
/// sizes where the body changes them) and one accumulator per scan output.
/// `condition(i, c)` builds the 0-d i1 that lets iteration `i` run on the
/// carried values `c`; `body(i, c)` the next carried values followed by the
/// iteration's scan outputs. The first `nScalars` carried values are 0-d
/// (the body may return one-element tensors for them). The body may be
/// built more than once (until the carried types settle). Returns the final
/// carried values and the stacked scan outputs.
mlir::FailureOr<llvm::SmallVector<mlir::Value>> runtimeLoop(
    Importer &I, llvm::ArrayRef<mlir::Value> carried, size_t nScalars,
    llvm::ArrayRef<RuntimeScanOut> scanOuts, int64_t firstIteration,
    llvm::function_ref<mlir::Value(mlir::Value, mlir::ValueRange)> condition,
    llvm::function_ref<mlir::FailureOr<llvm::SmallVector<mlir::Value>>(
        mlir::Value, mlir::ValueRange)>
        body);

} // namespace mlc::onnximport

#endif // MLC_LIB_IMPORT_ONNX_RUNTIMELOOP_H
