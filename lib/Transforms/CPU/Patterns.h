//===- Patterns.h - the pattern families of mlc-cpu-vectorize ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlc-cpu-vectorize (CPUVectorize.cpp) applies these families in three
// stages: the loop structure (epilogues, micro-kernel, rows, padded copies
// and concats, in this order: patterns of equal benefit are tried in the
// order they were added), then the fills and copies the structure left, then
// the math. Each family lives in its own file (private to lib/Transforms/CPU).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_TRANSFORMS_CPU_PATTERNS_H
#define MLC_LIB_TRANSFORMS_CPU_PATTERNS_H

#include "mlir/IR/PatternMatch.h"

namespace mlc::cpu {

/// A tile's epilogue generic writes the output window instead of a
/// temporary that is then copied there (EpilogueIntoWindow.cpp).
void populateEpilogueIntoWindowPatterns(mlir::RewritePatternSet &patterns);

/// The register-tiled contraction micro-kernel, MR×NR blocks of vectors of
/// VL lanes (int8 ones as AVX-512 VNNI dot products with `vnni`), and the
/// folding of narrow 1x1-convolution rows that feeds it (MicroKernel.cpp).
void populateMicroKernelPatterns(mlir::RewritePatternSet &patterns,
                                 int64_t vl, int64_t mr, int64_t nr,
                                 bool vnni);

/// Rows: the contiguous loop of a windowed generic moved innermost, row
/// reductions with vector accumulators, short elementwise rows as vectors
/// (RowVectorize.cpp).
void populateRowVectorizePatterns(mlir::RewritePatternSet &patterns,
                                  int64_t vl,
                                  const llvm::DenseSet<mlir::StringAttr>
                                      &inPlaceFunctions);

/// A padded copy's fill limited to the border, and a concat's index-guarded
/// generic split into one piece (a vector copy where it can) per source
/// (CopiesAndFills.cpp).
void populatePaddedCopyAndConcatPatterns(mlir::RewritePatternSet &patterns,
                                         int64_t vl);

/// The fills and copies left after the structure patterns as vector stores
/// and loads along contiguous rows (CopiesAndFills.cpp).
void populateFillAndCopyVectorizePatterns(mlir::RewritePatternSet &patterns,
                                          int64_t vl);

/// Math that vectorizes: polynomial f32 exp/expm1/tanh/erf with
/// `approximateMath`, LLVM intrinsics for fma, floor, ceil, trunc,
/// roundeven, sqrt and absf (VectorizableMath.cpp).
void populateVectorizableMathPatterns(mlir::RewritePatternSet &patterns,
                                      bool approximateMath);

} // namespace mlc::cpu

#endif // MLC_LIB_TRANSFORMS_CPU_PATTERNS_H
