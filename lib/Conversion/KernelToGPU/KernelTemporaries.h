//===- KernelTemporaries.h - kernel temporaries on the GPU ------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Where a kernel's temporary buffers live on the GPU: shared memory up to
// the block's static budget, past it (or sized from the launch's arguments)
// a global scratch buffer with a part per block that the host program
// allocates for each launch.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_KERNELTEMPORARIES_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_KERNELTEMPORARIES_H

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <optional>

namespace mlc {

/// Static shared memory of a block: temporaries and cached rows.
constexpr int64_t kStaticSharedBytes = 48 * 1024;

/// A block's part of a kernel's global scratch buffer: the temporaries of a
/// static bound first (`staticBytes`, at constant offsets), then those whose
/// size the host computes from the kernel's arguments (bytes per element
/// times the static dims, and the dynamic sizes), each 256-byte aligned.
struct ScratchLayout {
  int64_t staticBytes = 0;
  llvm::SmallVector<std::pair<int64_t, llvm::SmallVector<mlir::Value>>> dynamic;
};

/// The most bytes the temporary `alloc` of `fn` takes: bytes per element
/// times its static dims and the constant upper bounds of its dynamic sizes,
/// times the sizes without a bound that come from the kernel's arguments
/// (appended to `argSizes`: the host computes them). None when a size has
/// neither.
std::optional<int64_t> boundBytes(mlir::memref::AllocOp alloc,
                                  mlir::gpu::GPUFuncOp fn,
                                  llvm::SmallVectorImpl<mlir::Value> &argSizes);

/// Moves the temporaries of `fn` to shared memory or to a global scratch
/// buffer (then `fn` takes it as its last argument, `needsScratch` is set
/// and `layout` says what a block needs of it). Temporaries it cannot place
/// are left as they are.
mlir::LogicalResult promoteTemporaries(mlir::gpu::GPUFuncOp fn,
                                       ScratchLayout &layout,
                                       bool &needsScratch);

/// Gives `launch` of `fn` its global scratch buffer (promoteTemporaries),
/// allocated right before the launch and freed right after it.
void addScratchBuffer(kernel::LaunchOp launch, mlir::gpu::GPUFuncOp fn,
                      const ScratchLayout &layout);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_KERNELTEMPORARIES_H
