//===- HostLowering.h - shared pieces of the host program's lowering ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOCPU_HOSTLOWERING_H
#define MLC_LIB_CONVERSION_KERNELTOCPU_HOSTLOWERING_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/IR/PatternMatch.h"

namespace mlc {

/// Expands converted launch arguments the way func-to-llvm (and gpu-to-nvvm)
/// expand memref arguments of the callee: allocated, aligned, offset,
/// sizes..., strides... .
llvm::SmallVector<mlir::Value> expandLaunchArgs(mlir::OpBuilder &b,
                                                mlir::Location loc,
                                                mlir::ValueRange converted,
                                                mlir::TypeRange original);

/// Upstream's arith/cf/func/index/math/memref/ub/vector to-LLVM patterns: the
/// part of the host program's lowering that does not depend on the target.
void populateHostToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOCPU_HOSTLOWERING_H
