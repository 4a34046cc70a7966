//===- TileMatmulToGemv.h - tile.dot programs of few rows → GEMV -*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOGEMV_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOGEMV_H

#include "NVGPUCodegen.h"

namespace mlc {

/// Lowers a matched GEMV tile program (tilemm::isGemv) to one thread block
/// per kGemvCols output columns that streams its B columns once.
/// `bulkPrefetch` (sm_90+): a transposed GEMV's blocks first ask L2 for
/// their rows of B (cp.async.bulk.prefetch.L2).
mlir::LogicalResult lowerTileMatmulToGemv(mlir::gpu::GPUFuncOp fn,
                                          tilemm::Program &p,
                                          int64_t &blockSize,
                                          bool bulkPrefetch);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOGEMV_H
