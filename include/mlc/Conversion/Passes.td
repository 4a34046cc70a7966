//===- Passes.td - mlc conversion passes -------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_PASSES_TD
#define MLC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertGraphToTilePass : Pass<"convert-graph-to-tile", "mlir::ModuleOp"> {
  let summary = "Lower graph.fused groups to tile.kernel ops over linalg on tensors";
  let description = [{
    Every `graph.fused` becomes a `tile.kernel` whose body is the group's
    ops lowered to linalg/tensor/arith/math on tensors; graph ops outside
    any group (constants) become `arith.constant`. The kernel's
    `tile_sizes` come from its root op: parallel loops are tiled so that the
    grid has enough tile instances, reductions are not tiled.
  }];
  let dependentDialects = [
    "::mlc::tile::TileDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect", "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect", "::mlir::scf::SCFDialect"];
}

def ConvertTileToKernelPass : Pass<"convert-tile-to-kernel", "mlir::ModuleOp"> {
  let summary = "Outline each tile.kernel into a device function called by the host";
  let description = [{
    Each `tile.kernel` becomes a private `func.func` marked `kernel.device`
    (its body, still on tensors) and a `func.call` in the host function.
    After bufferization, `kernel-form-launches` turns these calls into
    `kernel.launch` ops.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def ConvertKernelToCPUPass : Pass<"convert-kernel-to-cpu", "mlir::ModuleOp"> {
  let summary = "Lower kernel.launch to calls into the CPU runtime's thread pool";
  let description = [{
    A launch over a grid becomes a call of `mlc_cpu_parallel_for` (from the
    artifact support library) with a wrapper function that unpacks the
    arguments; `kernel.program_id` becomes the wrapper's index arguments. A
    single-instance launch becomes a plain call.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect"];
}

def MlcEmitArtifactABIPass : Pass<"mlc-emit-artifact-abi", "mlir::ModuleOp"> {
  let summary = "Add the artifact entry points the runtime calls (LLVM dialect)";
  let description = [{
    Runs after lowering to the LLVM dialect. Adds
    `mlc_artifact_metadata()` (the model's input/output record) and
    `mlc_artifact_run(void **args)` (unpacks memref descriptors and calls the
    entry function). See include/mlc-c/Artifact.h for the contract.
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"main\"", "entry function">,
    Option<"target", "target", "std::string", "\"cpu\"", "target recorded in the metadata">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // MLC_CONVERSION_PASSES_TD
