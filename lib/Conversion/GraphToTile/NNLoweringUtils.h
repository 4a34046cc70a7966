//===- NNLoweringUtils.h - helpers of the NN op lowerings -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builders shared by the NN lowerings (NNToLinalg.cpp: matmul, attention;
// ReductionsToLinalg.cpp; WindowsToLinalg.cpp), private to
// lib/Conversion/GraphToTile.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_GRAPHTOTILE_NNLOWERINGUTILS_H
#define MLC_LIB_CONVERSION_GRAPHTOTILE_NNLOWERINGUTILS_H

#include "LoweringUtils.h"

namespace mlc::lowering {

/// Accumulation type of a contraction: f16/bf16 accumulate in f32.
mlir::Type accumulatorType(mlir::Type t);

/// True for float types.
bool isF(mlir::Type t);

/// An index constant.
mlir::Value idx(mlir::OpBuilder &b, mlir::Location l, int64_t v);

/// Dimension `i` of `v` as an index value.
mlir::Value dimOf(mlir::OpBuilder &b, mlir::Location l, mlir::Value v,
                  int64_t i);

/// A tensor.empty of `shape` whose dynamic sizes are `dyn`, in order.
mlir::Value emptyTensor(mlir::OpBuilder &b, mlir::Location l,
                        llvm::ArrayRef<int64_t> shape, mlir::Type elem,
                        mlir::ValueRange dyn);

/// `empty` filled with `scalar` (linalg.fill).
mlir::Value fill(mlir::OpBuilder &b, mlir::Location l, mlir::Value scalar,
                 mlir::Value empty);

/// +-infinity for floats; the smallest / largest value for integers (signed
/// or unsigned by `isUnsigned`).
mlir::Value extremeConstant(mlir::OpBuilder &b, mlir::Location l, mlir::Type t,
                            bool largest, bool isUnsigned);

/// x + y, x * y and max(x, y) (NaN-propagating for floats; signed or
/// unsigned by `isUnsigned` for integers).
mlir::Value add(mlir::OpBuilder &b, mlir::Location l, mlir::Value x,
                mlir::Value y);
mlir::Value mul(mlir::OpBuilder &b, mlir::Location l, mlir::Value x,
                mlir::Value y);
mlir::Value maxOf(mlir::OpBuilder &b, mlir::Location l, mlir::Value x,
                  mlir::Value y, bool isUnsigned);

/// Float conversion between (signless) float types; identity otherwise.
mlir::Value convertFloat(mlir::OpBuilder &b, mlir::Location l, mlir::Value v,
                         mlir::Type to);

/// An index value as a float of type `t`.
mlir::Value indexToFloat(mlir::OpBuilder &b, mlir::Location l, mlir::Value v,
                         mlir::Type t);

/// Map of the loops of a rank-`rank` space to the dims not in `axes`.
mlir::AffineMap reducedMap(mlir::MLIRContext *ctx, int64_t rank,
                           llvm::ArrayRef<int64_t> axes);

/// The body of a reduction: the element of the inputs folded into `acc`.
using ReduceBody =
    llvm::function_ref<mlir::Value(mlir::OpBuilder &, mlir::Location,
                                   mlir::ValueRange /*inputs*/,
                                   mlir::Value /*acc*/)>;

/// Reduces over `axes` of the loop space of `inputs[0]`; further inputs have
/// the reduced shape. The accumulator (type `accType`, reduced shape) starts
/// at `init`.
mlir::Value buildReduce(mlir::OpBuilder &b, mlir::Location l,
                        mlir::ValueRange inputs, llvm::ArrayRef<int64_t> axes,
                        mlir::Type accType, mlir::Value init, ReduceBody body);

} // namespace mlc::lowering

#endif // MLC_LIB_CONVERSION_GRAPHTOTILE_NNLOWERINGUTILS_H
