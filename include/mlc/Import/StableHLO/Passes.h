//===- Passes.h - StableHLO import passes -----------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_PASSES_H
#define MLC_IMPORT_STABLEHLO_PASSES_H

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlc {

#define GEN_PASS_DECL
#include "mlc/Import/StableHLO/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mlc/Import/StableHLO/Passes.h.inc"

/// True if `module` holds ops of the `stablehlo` or `chlo` dialects: the
/// input is a StableHLO program that convert-stablehlo-to-graph turns into
/// a graph model.
bool isStableHLOModule(mlir::ModuleOp module);

} // namespace mlc

#endif // MLC_IMPORT_STABLEHLO_PASSES_H
