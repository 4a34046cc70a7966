//===- HostToLLVM.h - the host program's lowering, both targets -*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the CPU (convert-kernel-to-cpu) and CUDA (convert-kernel-to-cuda-host)
// lowerings of the host program to the LLVM dialect share. The library
// (MlcHostToLLVM) also holds the passes both targets run on the host program
// once it is in the LLVM dialect: mlc-externalize-params and
// mlc-emit-artifact-abi.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_HOSTTOLLVM_HOSTTOLLVM_H
#define MLC_CONVERSION_HOSTTOLLVM_HOSTTOLLVM_H

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

/// Upstream's arith/cf/func/index/math/memref/ub/vector to-LLVM patterns and
/// cf.assert as a call of `mlc_artifact_fail`: the part of the host
/// program's lowering that does not depend on the target.
void populateHostToLLVMPatterns(mlir::LLVMTypeConverter &converter,
                                mlir::RewritePatternSet &patterns);

} // namespace mlc

#endif // MLC_CONVERSION_HOSTTOLLVM_HOSTTOLLVM_H
