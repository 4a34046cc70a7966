//===- TileMatmulToNVGPU.h - tile.dot programs → tensor cores ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlc {

/// Whether a kernel body still holds tile-level ops (a tile program).
bool hasTileOps(mlir::gpu::GPUFuncOp fn);

/// Lowers the bufferized matmul tile program in `fn` to cp.async copies into
/// shared memory, ldmatrix and mma.sync (sets `blockSize`, the threads per
/// block it needs). Emits a diagnostic and fails for other tile programs.
mlir::LogicalResult lowerTileMatmulToNVGPU(mlir::gpu::GPUFuncOp fn,
                                           int64_t &blockSize);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H
