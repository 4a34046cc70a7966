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

/// Whether mlc-cpu-vectorize with these options runs int8 contractions as
/// AVX-512 VNNI (`vectorBits` 0: the host's width; `vnni` -1: the host's
/// features).
bool cpuUsesVnni(unsigned vectorBits, int vnni);

} // namespace mlc

#endif // MLC_TRANSFORMS_PASSES_H
