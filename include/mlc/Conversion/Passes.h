//===- Passes.h - mlc conversion passes -------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_PASSES_H
#define MLC_CONVERSION_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

namespace mlc {

/// The module attribute in which kernel-merge-launches counts the launches
/// it merged away (--stats counts launches before it).
constexpr llvm::StringLiteral kMergedLaunchesAttr = "mlc.merged_launches";

#define GEN_PASS_DECL
#include "mlc/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mlc/Conversion/Passes.h.inc"

} // namespace mlc

#endif // MLC_CONVERSION_PASSES_H
