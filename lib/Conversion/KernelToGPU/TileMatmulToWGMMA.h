//===- TileMatmulToWGMMA.h - tile.dot programs → Hopper wgmma ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H

#include "NVGPUCodegen.h"

namespace mlc {

/// The sm_90a matmul lowering's tuning knobs (convert-kernel-to-gpu's
/// wgmma-* options; the defaults are what the H200 measured best).
struct WGMMAOptions {
  /// Shared-memory pipeline stages (3..6) and wgmma groups left in flight
  /// at the end of a step (0..1).
  int64_t stages = 3, inFlight = 0;
  /// Blocks the registers must leave room for on one multiprocessor.
  int64_t minBlocks = 2;
  /// The same for 128x256 tiles (stages 3..4).
  int64_t wideStages = 4, wideInFlight = 1;
  /// Interior tiles leave through shared memory as 16-byte row stores.
  bool stagedEpilogue = true;
  /// Row tiles per group of the grid order (0: launch order).
  int64_t groupRows = 8;
};

/// Whether the sm_90a lowering takes program `p`: f16/bf16 128×128 or
/// 128×256 output tiles, K offsets that are the K loop's induction variable
/// (operand rows of any alignment).
bool wgmmaApplies(tilemm::Program &p);

/// Lowers the matched program to wgmma fed by cp.async through swizzled
/// dynamic shared memory (sets the threads per block and the dynamic
/// shared memory bytes a launch needs).
mlir::LogicalResult lowerTileMatmulToWGMMA(mlir::gpu::GPUFuncOp fn,
                                           tilemm::Program &p,
                                           const WGMMAOptions &options,
                                           int64_t &blockSize,
                                           int64_t &dynamicSharedBytes);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEMATMULTOWGMMA_H
