//===- TileMatmulToMmaSync.h - tile.dot programs → mma.sync -----*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOMMASYNC_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOMMASYNC_H

#include "NVGPUCodegen.h"

namespace mlc {

/// Lowers the matched program `p` of `fn` (128x128 f16/bf16 or SIMT f32
/// output tiles) to cp.async copies into shared memory, then ldmatrix and
/// mma.sync (f16/bf16, sm_80 and later) or FMAs (f32); sets `blockSize`,
/// the threads per block it needs.
mlir::LogicalResult lowerTileMatmulToMmaSync(mlir::gpu::GPUFuncOp fn,
                                             tilemm::Program &p,
                                             int64_t &blockSize);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOMMASYNC_H
