//===- Inspect.h - what the compiler decided, for people --------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// `mlc-compile --stats` and `--emit=dot`: numbers and a picture of the
// decisions the pipeline made (how many kernels, what fused, how much
// memory the plan needs against what the unfused program would allocate).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_COMPILER_INSPECT_H
#define MLC_COMPILER_INSPECT_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace mlc {

/// What `--stats` prints. A value that is not known (a stage not reached,
/// a dynamic shape) is empty and printed as `?`.
struct ModelStats {
  /// Compute ops of the model as given (constants excluded).
  std::optional<int64_t> graphOps;
  /// Bytes of every intermediate tensor of the model as given, each in its
  /// own buffer: what the program would allocate without fusion and memory
  /// planning (graph inputs, outputs and weights excluded).
  std::optional<int64_t> unfusedBytes;
  /// Compute ops that share their kernel with at least one other op.
  std::optional<int64_t> fusedOps;
  /// Kernels after fusion (graph.fused groups).
  std::optional<int64_t> groups;
  /// kernel.launch ops of the host program.
  std::optional<int64_t> kernels;
  /// Bytes of the host program's temporaries: the arena when memory was
  /// planned (-O1 and up) plus any static allocation outside it (all of
  /// them at -O0); buffers returned as model outputs are not counted.
  std::optional<int64_t> arenaBytes;
  /// Allocations whose size is known only at run time (not in arenaBytes).
  std::optional<int64_t> dynamicBuffers;
};

/// Fills graphOps and unfusedBytes from the model before any pass.
void collectInputStats(mlir::ModuleOp module, ModelStats &stats);
/// Fills fusedOps and groups after the graph pipeline.
void collectGraphStats(mlir::ModuleOp module, ModelStats &stats);
/// Fills kernels, arenaBytes and dynamicBuffers after tile-to-kernel.
void collectKernelStats(mlir::ModuleOp module, ModelStats &stats);
/// One `name: value` line per statistic.
void printStats(const ModelStats &stats, llvm::raw_ostream &os);

/// Writes the public functions of a graph-level module as a Graphviz graph:
/// one node per op, one edge per value, each graph.fused group a cluster.
void writeGraphDot(mlir::ModuleOp module, llvm::raw_ostream &os);

} // namespace mlc

#endif // MLC_COMPILER_INSPECT_H
