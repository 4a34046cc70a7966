//===- LoweringUtils.h - shared helpers of graph lowering -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Helpers shared by the graph → linalg pattern files (private to
// lib/Conversion/GraphToTile).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_GRAPHTOTILE_LOWERINGUTILS_H
#define MLC_LIB_CONVERSION_GRAPHTOTILE_LOWERINGUTILS_H

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <string>

namespace mlc::lowering {

/// Element type of a (ranked tensor) value's type.
inline mlir::Type elementTypeOf(mlir::Value v) {
  return mlir::cast<mlir::ShapedType>(v.getType()).getElementType();
}
/// The signless type that `t` lowers to (uiN → iN).
mlir::Type signless(mlir::Type t);
/// `type` with a signless element type.
mlir::RankedTensorType signlessTensor(mlir::RankedTensorType type);
/// The artifact's name of a graph element type ("f32", "u8", "bool",
/// "string"; mlc-c/Artifact.h), before types become signless.
std::string artifactDTypeName(mlir::Type t);

/// A tensor.empty of `type` (signless) whose dynamic dims are read from
/// `dimSources`: dynamic result dim i (right-aligned) takes the first source
/// whose aligned dim is dynamic, else one whose aligned dim is not 1.
mlir::Value createEmptyBroadcast(mlir::OpBuilder &b, mlir::Location loc,
                                 mlir::RankedTensorType type,
                                 mlir::ValueRange dimSources);

/// Dynamic sizes of `v` as index values (static dims skipped).
llvm::SmallVector<mlir::Value> dynamicDims(mlir::OpBuilder &b,
                                           mlir::Location loc, mlir::Value v);

/// An all-parallel linalg.generic producing a tensor of `resultType`
/// (signless) from `inputs` broadcast numpy-style to its shape. `body`
/// gets the scalar block arguments of the inputs and returns the result
/// scalar. Where two or more operands are dynamic in one result dimension
/// the broadcast is decided at run time (a size-1 operand is stretched) and
/// sizes that neither agree nor are 1 stop the run with an error naming
/// `what` (cf.assert), unless `sameDynamicDims` says the dynamic operand
/// dims are proven the result's (graph::kSameDynamicDimsAttr).
using ScalarBody = llvm::function_ref<mlir::Value(
    mlir::OpBuilder &, mlir::Location, mlir::ValueRange)>;
mlir::Value buildBroadcastGeneric(mlir::OpBuilder &b, mlir::Location loc,
                                  mlir::RankedTensorType resultType,
                                  mlir::ValueRange inputs, ScalarBody body,
                                  llvm::StringRef what = "elementwise op",
                                  bool sameDynamicDims = false);

/// cf.assert that run-time size `dim` broadcasts to `size` (equal, or 1).
void assertBroadcastable(mlir::OpBuilder &b, mlir::Location loc,
                         mlir::Value size, mlir::Value dim,
                         llvm::StringRef what);

/// Affine map from a result of rank `resultRank` to an operand of shape
/// `operandShape`, right-aligned, with stretched (size-1) dims read at 0.
mlir::AffineMap broadcastMap(mlir::MLIRContext *ctx, int64_t resultRank,
                             llvm::ArrayRef<int64_t> operandShape,
                             llvm::ArrayRef<int64_t> resultShape);

/// Scalar constants of a signless element type.
mlir::Value scalarConstant(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Type type, double value);

/// The scalar math of elementwise graph op `op` (the body of its
/// linalg.generic) on signless scalars `args`, one per operand; null when
/// `op` is not elementwise.
mlir::Value buildElementwiseScalar(mlir::OpBuilder &b, mlir::Operation *op,
                                   mlir::ValueRange args);

/// Converts scalar `v` of graph element type `from` to graph element type
/// `to` with graph.cast semantics (see GraphElementwiseOps.td).
mlir::Value castScalar(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
                       mlir::Type from, mlir::Type to);

/// An all-parallel linalg.generic producing a tensor of `resultType`
/// (signless; dynamic sizes in `dynSizes`) that reads `inputs` through
/// `inputMaps` and may read anything else with tensor.extract (gathers).
/// `body` gets the loop indices (linalg.index) and the scalar block
/// arguments of the inputs and returns the result scalar.
using IndexedBody = llvm::function_ref<mlir::Value(
    mlir::OpBuilder &, mlir::Location, mlir::ValueRange ivs,
    mlir::ValueRange args)>;
mlir::Value buildIndexedGeneric(mlir::OpBuilder &b, mlir::Location loc,
                                mlir::RankedTensorType resultType,
                                mlir::ValueRange dynSizes,
                                mlir::ValueRange inputs,
                                llvm::ArrayRef<mlir::AffineMap> inputMaps,
                                IndexedBody body);

/// Size `i` of tensor `v` as an index value (a constant where static).
mlir::Value dimIndex(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v,
                     int64_t i);

/// An integer constant of signless `type`, `value` truncated to its width.
mlir::Value intConstant(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type,
                        int64_t value);

} // namespace mlc::lowering

#endif // MLC_LIB_CONVERSION_GRAPHTOTILE_LOWERINGUTILS_H
