//===- TileMatmulToNVGPU.h - tile.dot programs → tensor cores ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlc {

struct WGMMAOptions;

/// Whether a kernel body still holds tile-level ops (a tile program).
bool hasTileOps(mlir::gpu::GPUFuncOp fn);

/// Lowers the bufferized matmul tile program in `fn` to tensor cores, the
/// one place that chooses the lowering: on `chip` sm_90a f16/bf16 to wgmma
/// (TileMatmulToWGMMA.cpp), otherwise to cp.async copies into shared
/// memory, ldmatrix and mma.sync (TileMatmulToMmaSync.cpp). Sets
/// `blockSize`, the threads per block it needs, and `dynamicSharedBytes`,
/// the dynamic shared memory a launch must provide (0 for none). Emits a
/// diagnostic and fails for other tile programs. `wgmma`: the sm_90a
/// lowering's tuning knobs (TileMatmulToWGMMA.h).
mlir::LogicalResult lowerTileMatmulToNVGPU(mlir::gpu::GPUFuncOp fn,
                                           llvm::StringRef chip,
                                           const WGMMAOptions &wgmma,
                                           int64_t &blockSize,
                                           int64_t &dynamicSharedBytes);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTONVGPU_H
