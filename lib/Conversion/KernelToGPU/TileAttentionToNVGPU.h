//===- TileAttentionToNVGPU.h - tile.attention → flash kernel ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlc {
namespace tile {
class AttentionOp;
} // namespace tile

/// Whether a kernel body holds a tile.attention (a flash-attention block).
bool hasTileAttention(mlir::gpu::GPUFuncOp fn);

/// Lowers the bufferized tile.attention of `fn` to a flash-attention thread
/// block (mma.sync tensor cores, cp.async double-buffered K/V tiles, online
/// softmax); sets `blockSize`, the threads per block it needs. Emits a
/// diagnostic and fails for what it does not support.
mlir::LogicalResult lowerTileAttentionToNVGPU(mlir::gpu::GPUFuncOp fn,
                                              llvm::StringRef chip,
                                              int64_t &blockSize);

/// The operands of a bufferized tile.attention and their types (defined in
/// TileAttentionDecode.cpp, which the flash lowering calls, not the reverse).
struct AttentionOperands {
  explicit AttentionOperands(tile::AttentionOp att);
  mlir::Value q, k, v, mask, dest;
  mlir::MemRefType qType, kType, vType;
  mlir::Type elem;
  int64_t depth, depthV; // head dims of q/k and of v
  /// Query heads per key/value head (grouped-query attention: head h
  /// reads key/value head h / group), 1 where the counts agree or are
  /// dynamic.
  int64_t group;
};

/// Whether the decode kernel takes head dims `depth` (keys) and `depthV`
/// (values): equal, a multiple of 8 up to 256, depth / 8 dividing 32
/// (AttentionToTile decides the same before it gives one query row a
/// block).
bool isDecodeAttentionDepth(int64_t depth, int64_t depthV);

/// Lowers `att`, a tile.attention of one query row (decode-shaped), to a
/// block that streams the key/value cache with vector loads, an online
/// softmax per key group and a combine through shared memory
/// (TileAttentionDecode.cpp).
/// The decode kernel (TileAttentionDecode.cpp). On sm_90 (`chip`) the
/// keys of a row are split over the blocks of a cluster of
/// kDecodeClusterBlocks, combined through distributed shared memory: the
/// function gets `nvvm.cluster_dim` and its launches need that many times
/// the blocks along x (scaleClusterGrids).
mlir::LogicalResult lowerTileAttentionDecode(mlir::gpu::GPUFuncOp fn,
                                             tile::AttentionOp att,
                                             llvm::StringRef chip,
                                             int64_t &blockSize);
constexpr int64_t kDecodeClusterBlocks = 8;

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_TILEATTENTIONTONVGPU_H
