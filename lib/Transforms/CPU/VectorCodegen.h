//===- VectorCodegen.h - vector code shared by CPU patterns -----*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What more than one pattern family of mlc-cpu-vectorize needs: memref
// layout tests, masked loads and stores of a vector's first lanes, and the
// loop nest over a buffer's contiguous rows (private to lib/Transforms/CPU).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_TRANSFORMS_CPU_VECTORCODEGEN_H
#define MLC_LIB_TRANSFORMS_CPU_VECTORCODEGEN_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <utility>

namespace mlc::cpu {

/// True when the innermost dimension of a memref is contiguous (vector
/// loads along it are plain loads).
bool unitInnerStride(mlir::MemRefType type);

/// `e` is `c * d + (an expression without d)` for a constant c > 0: its
/// stride c along loop d (nullopt otherwise).
std::optional<int64_t> strideInDim(mlir::AffineExpr e, unsigned d);

/// The register a vector of `lanes` elements occupies: the next power of
/// two (a 7- or 13-wide remainder is one masked 8- or 16-lane operation;
/// LLVM would split a vector<7> into 4 + 2 + 1 loads and shuffles).
int64_t registerWidth(int64_t lanes);

/// The first `lanes` elements of `base` at `indices` as a vector of `type`
/// (its other lanes zero): a masked load when they do not fill it.
mlir::Value loadLanes(mlir::OpBuilder &b, mlir::Location loc,
                      mlir::VectorType type, int64_t lanes, mlir::Value base,
                      mlir::ValueRange indices);

/// Stores the first `lanes` elements of `value` to `base` at `indices`.
void storeLanes(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value,
                int64_t lanes, mlir::Value base, mlir::ValueRange indices);

/// Loops over a static `shape` (rows along its last dim), and inside them
/// along a row full vectors of `vl` lanes then one narrower (masked) vector:
/// `body` gets the indices of a vector's first element and its lane count.
void buildRowVectorLoops(
    mlir::OpBuilder &b, mlir::Location loc, llvm::ArrayRef<int64_t> shape,
    int64_t vl,
    llvm::function_ref<void(mlir::OpBuilder &, llvm::ArrayRef<mlir::Value>,
                            int64_t)>
        body);

/// The same over the dims of `buffer` (its last static, the others may be
/// dynamic).
void buildRowVectorLoops(
    mlir::OpBuilder &b, mlir::Location loc, mlir::Value buffer, int64_t vl,
    llvm::function_ref<void(mlir::OpBuilder &, llvm::ArrayRef<mlir::Value>,
                            int64_t)>
        body);

/// Collapses the consecutive loops `folded` of a static generic on buffers
/// into one, when every operand that reads them reads them as its trailing
/// dims, in order, over contiguous memory (so that the collapsed loop walks
/// one contiguous run). Fails otherwise, leaving `op` as it is.
mlir::LogicalResult
collapseContiguousLoops(mlir::linalg::GenericOp op,
                        mlir::ReassociationIndices folded,
                        mlir::PatternRewriter &rewriter);

/// The source and target of a copy on buffers (`memref.copy`, or the
/// `linalg.copy` that kernel-lower-strided-copies makes of a strided one);
/// null values for any other op.
std::pair<mlir::Value, mlir::Value> copyOperands(mlir::Operation *op);

} // namespace mlc::cpu

#endif // MLC_LIB_TRANSFORMS_CPU_VECTORCODEGEN_H
