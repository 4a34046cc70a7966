//===- TileAttentionToNVGPU.h - tile.attention → flash kernel ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlc {

/// Whether a kernel body holds a tile.attention (a flash-attention block).
bool hasTileAttention(mlir::gpu::GPUFuncOp fn);

/// Lowers the bufferized tile.attention of `fn` to a flash-attention thread
/// block (mma.sync tensor cores, cp.async double-buffered K/V tiles, online
/// softmax); sets `blockSize`, the threads per block it needs. Emits a
/// diagnostic and fails for what it does not support.
mlir::LogicalResult lowerTileAttentionToNVGPU(mlir::gpu::GPUFuncOp fn,
                                              int64_t &blockSize);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H
