//===- Passes.h - mlc target transforms -------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Passes that rewrite a back-end's upstream-dialect code (bufferized linalg,
// memref, vector, math) for one target; lib/Transforms/<target>/.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_TRANSFORMS_PASSES_H
#define MLC_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlc {

#define GEN_PASS_DECL
#include "mlc/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mlc/Transforms/Passes.h.inc"

} // namespace mlc

#endif // MLC_TRANSFORMS_PASSES_H
