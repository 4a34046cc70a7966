//===- LayoutUtils.h - helpers shared by the layout passes -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_DIALECT_GRAPH_TRANSFORMS_LAYOUTUTILS_H
#define MLC_LIB_DIALECT_GRAPH_TRANSFORMS_LAYOUTUTILS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlc::graph {

/// `cst` (a graph.constant, dense or dense_resource as the importers make
/// weights) transposed by `perm` at compile time: a new constant of the same
/// kind. The folder of graph.transpose stops at small constants; weights
/// (millions of elements) are permuted here, as raw bytes. Null when `cst`
/// is no such constant. With `viewShape` the constant is first read as that
/// shape (same elements, row-major: a reshape).
mlir::Value transposeConstant(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Value cst, llvm::ArrayRef<int64_t> perm,
                              llvm::ArrayRef<int64_t> viewShape = {});

/// A graph.constant of `type` holding `bytes`, of the same kind as `source`
/// (the constant the bytes were computed from): dense stays dense, anything
/// else becomes a 64-byte aligned resource blob named `name`.
mlir::Value constantFromBytes(mlir::OpBuilder &b, mlir::Location loc,
                              mlir::Attribute source,
                              mlir::RankedTensorType type,
                              llvm::ArrayRef<char> bytes,
                              llvm::StringRef name);

/// Whether transposing a tensor of `shape` by `perm` keeps the order of
/// its dims that are not 1 at compile time: it moves no element and is a
/// reshape (a dynamic dim keeps its place among the others).
inline bool movesOnlyUnitDims(llvm::ArrayRef<int64_t> shape,
                              llvm::ArrayRef<int64_t> perm) {
  int64_t last = -1;
  for (int64_t p : perm) {
    if (shape[p] == 1)
      continue;
    if (p < last)
      return false;
    last = p;
  }
  return true;
}

} // namespace mlc::graph

#endif // MLC_LIB_DIALECT_GRAPH_TRANSFORMS_LAYOUTUTILS_H
