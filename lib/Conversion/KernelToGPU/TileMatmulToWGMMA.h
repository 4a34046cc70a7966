//===- TileMatmulToWGMMA.h - tile.dot programs → Hopper wgmma ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H

#include "NVGPUCodegen.h"

namespace mlc {

/// Whether the sm_90a lowering takes program `p`: f16/bf16 128×128 or
/// 128×256 output tiles, K offsets that are the K loop's induction variable
/// (operand rows of any alignment).
bool wgmmaApplies(tilemm::Program &p);

/// Lowers the matched program to wgmma fed by cp.async through swizzled
/// dynamic shared memory (sets the threads per block and the dynamic
/// shared memory bytes a launch needs).
mlir::LogicalResult lowerTileMatmulToWGMMA(mlir::gpu::GPUFuncOp fn,
                                           tilemm::Program &p,
                                           int64_t &blockSize,
                                           int64_t &dynamicSharedBytes);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H
