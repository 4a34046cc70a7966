//===- Passes.h - kernel dialect passes ---------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_H
#define MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_H

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlc::kernel {

#define GEN_PASS_DECL
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"

} // namespace mlc::kernel

#endif // MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_H
