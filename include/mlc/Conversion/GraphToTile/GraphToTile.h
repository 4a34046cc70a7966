//===- GraphToTile.h - graph to tile conversion -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H
#define MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlc {

/// Type converter of the graph → tile boundary: unsigned integer element
/// types (uiN) become signless (iN); the lowering patterns keep the
/// signedness by looking at the original graph types.
class GraphTypeConverter : public mlir::TypeConverter {
public:
  GraphTypeConverter();
};

/// Patterns lowering graph ops to linalg/tensor/arith/math on tensors.
void populateGraphElementwiseToLinalgPatterns(GraphTypeConverter &converter,
                                              mlir::RewritePatternSet &patterns);
/// The NN ops: matmul and attention, and those of the two below.
/// `padByPredicate`: windows (conv, pools) read their input with bounds
/// checks instead of from a padded copy (the GPU: no temporary).
void populateGraphNNToLinalgPatterns(GraphTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns,
                                     bool padByPredicate = false);
/// Windows: conv, conv_transpose, max and average pools.
void populateGraphWindowsToLinalgPatterns(GraphTypeConverter &converter,
                                          mlir::RewritePatternSet &patterns,
                                          bool padByPredicate = false);
/// Reductions, argmax/argmin, softmax, layer_norm, batch_norm.
void populateGraphReductionsToLinalgPatterns(GraphTypeConverter &converter,
                                             mlir::RewritePatternSet &patterns);
void populateGraphShapeToLinalgPatterns(GraphTypeConverter &converter,
                                        mlir::RewritePatternSet &patterns);
/// Tile sizes of the matmul tile program and which element types get it.
struct MatmulTileOptions {
  /// The CPU's tiles (the GPU sets its own): 128 rows by 32 columns, so that
  /// a matmul of up to 128 rows (a transformer's tokens) splits over the
  /// threads along N, each thread reading only its own columns of the
  /// weights, as K x 32 panels that the hardware prefetcher streams whole
  /// (a packed panel row is two cache lines). With 64x64 tiles the two row
  /// tiles of a 128-row matmul went to different threads, each reading all
  /// of a 9.4 MB weight from L3 (docs/performance.md, session 8).
  int64_t m = 128, n = 32, k = 64;
  /// Use exactly these sizes (else shrink them to small static extents).
  bool exact = false;
  /// f32 matmuls too (f16/bf16 always).
  bool allowF32 = true;
  /// K extent of f32 tiles (0: `k`).
  int64_t kF32 = 0;
  /// f32 with `exact` (the GPU's SIMT tiles): when non-zero, the output
  /// tile shrinks (powers of two, down to 32) to a static output and until
  /// the grid has at least this many tiles (a GPU's multiprocessors).
  int64_t minF32Tiles = 0;
  /// f16/bf16 with `exact`: when non-zero, the N extent of tiles of static
  /// outputs whose N is a multiple of it and that still make at least
  /// `wideMinTiles` tiles (sm_90a's wgmma: 128x256).
  int64_t wideN = 0;
  int64_t wideMinTiles = 0;
  /// With `exact` (the GPU): a matmul whose static M is at most this and
  /// whose static N is a multiple of 16 bytes of elements gets tiles of M
  /// rows × `gemvCols` columns, which the GPU lowers to a GEMV
  /// (TileMatmulToGemv.cpp). 0: never.
  int64_t gemvMaxRows = 0;
  int64_t gemvCols = 16;
};

/// A graph.matmul that is the only op of its fused group (2-D or batched,
/// f16/bf16/f32, not transposed) becomes a tile program: a grid of output
/// tiles, an scf.for over K with tile.load/tile.dot, a tile.store epilogue.
/// Takes precedence over the linalg lowering of matmul where it applies.
void populateGraphMatmulToTilePatterns(GraphTypeConverter &converter,
                                       mlir::RewritePatternSet &patterns,
                                       MatmulTileOptions opts);

/// CUDA: a graph.attention that is its kernel's result (f16/bf16, head dims
/// multiples of 16 up to 128) becomes a grid of tile.attention instances,
/// one per 64 queries of a head (the flash-attention kernel). Takes
/// precedence over its linalg lowering where it applies.
void populateGraphAttentionToTilePatterns(GraphTypeConverter &converter,
                                          mlir::RewritePatternSet &patterns);

/// The elementwise, NN and shape patterns above.
/// The ops with the GraphHostOp trait (string tensors, data-dependent
/// shapes) as calls into the runtime (HostOpsToCalls.cpp).
void populateGraphHostOpsToCallsPatterns(GraphTypeConverter &converter,
                                         mlir::RewritePatternSet &patterns);

void populateGraphToLinalgPatterns(GraphTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns,
                                   bool padByPredicate = false);

} // namespace mlc

#endif // MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H
