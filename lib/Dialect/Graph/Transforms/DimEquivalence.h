//===- DimEquivalence.h - dynamic dims proven equal -------------*- C++ -*-===//
//
// Which dynamic dimensions of a graph function are the same size at run
// time, proven from how they are computed: a sequence length that reaches
// q through gather, matmul, reshape and transpose and cos through
// tensor.dim, a Range's shape, iota, matmul, concat and unsqueeze is one
// class. Two dims not in one class may still be equal; one class is always
// one size (each rule below is exact under the ops' semantics).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_DIALECT_GRAPH_TRANSFORMS_DIMEQUIVALENCE_H
#define MLC_LIB_DIALECT_GRAPH_TRANSFORMS_DIMEQUIVALENCE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SmallVector.h"

#include <utility>

namespace mlc::graph {

/// The operands of `op` (one ranked result) that are dynamic in result dim
/// `i` (right-aligned), with their dim.
llvm::SmallVector<std::pair<mlir::Value, int64_t>>
dynamicOperandDims(mlir::Operation *op, int64_t i);

class DimEquivalence {
public:
  /// Analyzes every op nested in `root` (to a fixed point: a class formed
  /// late can join dims of an earlier op).
  explicit DimEquivalence(mlir::Operation *root);

  /// Whether dim `i` of `a` and dim `j` of `b` are proven the same size.
  bool equal(mlir::Value a, int64_t i, mlir::Value b, int64_t j) const;

  /// Whether no operand of the elementwise op `op` broadcasts at run time:
  /// in each dynamic result dim, the operands that are dynamic there are
  /// all of one class (the result's), and none is dynamic in a static one.
  bool noRunTimeBroadcast(mlir::Operation *op) const;

private:
  /// Whether all of `dims` (non-empty) are of one class.
  bool oneClass(llvm::ArrayRef<std::pair<mlir::Value, int64_t>> dims) const;

  /// (value, k): k >= 0 a dim of a tensor; -1 an integer scalar's value;
  /// -2 - k element k of a 1-D shape tensor.
  using Key = std::pair<void *, int64_t>;
  static Key key(mlir::Value v, int64_t k) {
    return {v.getAsOpaquePointer(), k};
  }
  bool same(Key a, Key b) const;
  /// Joins a and b; true when they were apart.
  bool join(Key a, Key b);
  bool visit(mlir::Operation *op);

  llvm::EquivalenceClasses<Key> classes;
};

} // namespace mlc::graph

#endif // MLC_LIB_DIALECT_GRAPH_TRANSFORMS_DIMEQUIVALENCE_H
