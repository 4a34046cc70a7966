//===- LaunchDependencies.h - which launches must wait for which -*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The analysis behind kernel-launch-dependencies, shared with
// kernel-plan-memory (which keeps the buffers of launches that may run
// concurrently apart).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_TRANSFORMS_LAUNCHDEPENDENCIES_H
#define MLC_DIALECT_KERNEL_TRANSFORMS_LAUNCHDEPENDENCIES_H

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"

namespace mlc::kernel {

/// Walks the ops of one block of a host function in order and tells which
/// order its launches need: two launches conflict when they touch
/// overlapping bytes of one buffer and one of them writes them (exact ranges
/// for constant-offset views of one buffer, the whole buffer otherwise;
/// writes from the device function's memory effects; constants are never
/// written); an op that is neither a launch nor transparent (views,
/// constants, index math) orders the stream: a barrier.
class LaunchOrderWalker {
public:
  /// Calls `barrier(op)` for every barrier of `block` (ops for which
  /// `ignore(op)` holds are treated as transparent) and `launch(op,
  /// conflicts)` for every launch, `conflicts` holding the indices of the
  /// launches since the last barrier (its segment) that it conflicts with.
  void walk(mlir::Block &block,
            llvm::function_ref<bool(mlir::Operation *)> ignore,
            llvm::function_ref<void(mlir::Operation *)> barrier,
            llvm::function_ref<void(LaunchOp, const llvm::BitVector &)> launch);

private:
  const llvm::BitVector &writtenBy(LaunchOp launch);
  mlir::SymbolTableCollection symbols; // callees, found from each launch
  llvm::DenseMap<mlir::Operation *, llvm::BitVector> writes;
};

} // namespace mlc::kernel

#endif // MLC_DIALECT_KERNEL_TRANSFORMS_LAUNCHDEPENDENCIES_H
