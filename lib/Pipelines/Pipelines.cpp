//===- Pipelines.cpp - mlc's named pipelines ------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Pipelines/Pipelines.h"

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"
#include "mlc/Dialect/Tile/Transforms/Passes.h"
#include "mlc/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/MathToFuncs/MathToFuncs.h"
#include "mlir/Conversion/MathToLibm/MathToLibm.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/NVGPUToNVVM/NVGPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace mlc {

void buildGraphPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  // First: quantized convs / matmuls to integers while the dequantizes that
  // mark them are still there; the rest of the graph sees no quantize op.
  // On the CPU, unpadded quantized convs read the int8 activations as they
  // are (the VNNI micro-kernel's ui8 x si8 operands).
  graph::GraphQuantizedOpsPassOptions quantized;
  quantized.narrow = opts.target != "cuda";
  pm.addNestedPass<func::FuncOp>(graph::createGraphQuantizedOpsPass(quantized));
  pm.addPass(createCanonicalizerPass());
  // Before graph-simplify: the attention then reads the cache's new layout
  // in place.
  if (opts.cacheInPlace)
    pm.addNestedPass<func::FuncOp>(graph::createGraphCacheInPlacePass());
  if (opts.optLevel > 0)
    pm.addNestedPass<func::FuncOp>(graph::createGraphSimplifyPass());
  // After batch_norm folding and attention recognition (attention stays
  // f32), before layout and conv-to-matmul (f16 / bf16 pointwise convs
  // reach the tensor cores).
  if (opts.precision != "fp32") {
    graph::GraphAutocastPassOptions autocast;
    autocast.precision = opts.precision;
    autocast.printDecisions = opts.printPrecisionDecisions;
    pm.addNestedPass<func::FuncOp>(graph::createGraphAutocastPass(autocast));
    pm.addPass(createCanonicalizerPass());
  }
  // After batch_norm folding (batch_norm reads channels first), before the
  // convs become matmuls (which differ per layout). -O0 keeps the model's
  // layout unless one is asked for.
  if (opts.optLevel > 0 || opts.layout != "auto") {
    graph::GraphAssignLayoutPassOptions layout;
    layout.layout = opts.layout;
    layout.target = opts.target;
    layout.printDecisions = opts.printLayoutDecisions;
    layout.gemvMaxRows = opts.gemvMaxRows;
    pm.addNestedPass<func::FuncOp>(graph::createGraphAssignLayoutPass(layout));
  }
  // After batch_norm folding: pointwise f16/bf16 convs reach tensor cores.
  if (opts.optLevel > 0 && opts.target == "cuda")
    pm.addNestedPass<func::FuncOp>(graph::createGraphConvToMatmulPass());
  // Long-K f32 matmuls with few output tiles spread over the GPU
  // (docs/performance.md: 32x8192x64 0.128 -> 0.013 ms on the H200).
  if (opts.optLevel > 0 && opts.target == "cuda" && opts.splitK)
    pm.addNestedPass<func::FuncOp>(graph::createGraphSplitKPass());
  // Sizes and bounds that follow from run-time sizes: host scalars, not
  // kernels whose results the host reads back.
  pm.addNestedPass<func::FuncOp>(createGraphHostShapesPass());
  pm.addPass(createCSEPass());
  // A mask that is only causal is dropped (after the host shapes: their
  // size scalars are what proves a computed mask the queries' size).
  if (opts.optLevel > 0)
    pm.addNestedPass<func::FuncOp>(graph::createGraphCausalAttentionPass());
  graph::GraphFormFusedGroupsPassOptions fusion;
  fusion.printDecisions = opts.printFusionDecisions;
  fusion.target = opts.target;
  pm.addNestedPass<func::FuncOp>(graph::createGraphFormFusedGroupsPass(fusion));
  // Matmuls of one input back to back (q/k/v): kernel-merge-launches then
  // runs them as one grid.
  if (opts.optLevel > 0 && opts.target == "cuda" && opts.mergeLaunches)
    pm.addNestedPass<func::FuncOp>(graph::createGraphScheduleSiblingsPass());
}

void buildGraphToTilePipeline(OpPassManager &pm, const PipelineOptions &opts) {
  ConvertGraphToTilePassOptions toTile;
  toTile.target = opts.target;
  toTile.chip = opts.cudaArch;
  toTile.cpuCutReadsThroughEpilogue = opts.cpuCutReadsThroughEpilogue;
  toTile.cpuChannelCutMin = opts.cpuChannelCutMin;
  toTile.cpuBalancedGrid = opts.cpuBalancedGrid;
  toTile.wgmmaWideTiles = opts.wgmmaWideTiles;
  toTile.gemvMaxRows = opts.gemvMaxRows;
  pm.addPass(createConvertGraphToTilePass(toTile));
  // Constant matmul weights in the CPU micro-kernel's panel layout.
  if (opts.target != "cuda" && opts.optLevel > 0) {
    tile::TilePackWeightsPassOptions pack;
    pack.vnni = cpuUsesVnni(opts.cpuVectorBits, opts.cpuVnni);
    pm.addPass(tile::createTilePackWeightsPass(pack));
  }
  // A fused group's elementwise chain becomes one linalg.generic: each
  // element is read and written once, with no temporary in between.
  pm.addPass(createLinalgElementwiseOpFusionPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(tile::createTileDistributePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void buildTileToKernelPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  // Tile programs: the CPU runs the tile ops' reference lowering; on CUDA
  // they stay (bufferized) for the tensor-core code generation. Elementwise
  // arith/math on tiles becomes linalg either way.
  if (opts.target != "cuda")
    pm.addPass(tile::createTileLowerToLinalgPass());
  pm.addPass(createConvertElementwiseToLinalgPass());
  // No canonicalization on tensors here: folding a grid's sizes to a
  // constant 0 (an empty slice of a dynamic tensor) makes upstream's
  // scf.forall/extract_slice patterns produce ill-typed IR (ONNX
  // test_slice_start_out_of_bounds, dynamic). CSE is enough; the memref
  // level canonicalizes after bufferization.
  pm.addPass(createCSEPass());
  pm.addPass(createConvertTileToKernelPass());
  bufferization::OneShotBufferizePassOptions bufferization;
  bufferization.bufferizeFunctionBoundaries = true;
  bufferization.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // Run-time loops: a body result that is not its input's buffer (a new
  // kernel result, or carried values swapped) gets a fresh buffer each trip;
  // ownership-based deallocation frees the previous one.
  bufferization.allowReturnAllocsFromLoops = true;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferization));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(kernel::createKernelFormLaunchesPass());
  pm.addPass(createCanonicalizerPass());
  // Before anything lowers or compiles kernels: each distinct one once.
  pm.addPass(kernel::createKernelDedupDeviceFunctionsPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  pm.addPass(createConvertBufferizationToMemRefPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  if (opts.optLevel > 0) {
    // A KV cache's new rows written in place by the kernel that makes them.
    pm.addPass(kernel::createKernelElideCopiesPass());
    // On CUDA independent launches run concurrently (issue #6): the arena
    // must not make them wait for each other by sharing bytes.
    kernel::KernelPlanMemoryPassOptions plan;
    plan.parallelBranches = opts.target == "cuda";
    pm.addPass(kernel::createKernelPlanMemoryPass(plan));
  }
  pm.addPass(kernel::createKernelFormCopiesPass());
}

/// --weights=external: large constants become parameters (mlc-c/Params.h).
static void addExternalizeParams(OpPassManager &pm,
                                 const PipelineOptions &opts) {
  if (opts.weights != "external")
    return;
  MlcExternalizeParamsPassOptions params;
  params.minBytes = opts.weightsMinBytes;
  pm.addPass(createMlcExternalizeParamsPass(params));
}

/// The CUDA flavour: kernels to a gpu.module serialized to a fatbin (cubin +
/// PTX) or PTX, the host program to LLVM calls into the runtime.
static void buildKernelToCUDAPipeline(OpPassManager &pm,
                                      const PipelineOptions &opts) {
  pm.addPass(kernel::createKernelLowerStridedCopiesPass());
  // Which launches wait for which (issue #6): the host lowering hands the
  // DAG to the runtime, which runs independent branches concurrently. It
  // reads the device functions' memory effects, so before they become a
  // gpu.module.
  pm.addPass(kernel::createKernelLaunchDependenciesPass());
  ConvertKernelToGPUPassOptions gpuOpts;
  gpuOpts.chip = opts.cudaArch;
  gpuOpts.features = "+ptx80";
  gpuOpts.gpuVectorGather = opts.gpuVectorGather;
  gpuOpts.wgmmaStages = opts.wgmmaStages;
  gpuOpts.wgmmaInFlight = opts.wgmmaInFlight;
  gpuOpts.wgmmaMinBlocks = opts.wgmmaMinBlocks;
  gpuOpts.wgmmaWideStages = opts.wgmmaWideStages;
  gpuOpts.wgmmaWideInFlight = opts.wgmmaWideInFlight;
  gpuOpts.wgmmaStagedEpilogue = opts.wgmmaStagedEpilogue;
  gpuOpts.wgmmaGroupRows = opts.wgmmaGroupRows;
  pm.addPass(createConvertKernelToGPUPass(gpuOpts));
  if (opts.mergeLaunches) {
    // Fewer launches: their places in the launch DAG again.
    pm.addPass(createKernelMergeLaunchesPass());
    pm.addPass(kernel::createKernelLaunchDependenciesPass());
  }
  pm.addPass(createConvertLinalgToLoopsPass());
  // Weights as flat arrays: one LLVM constant each, not one per row.
  pm.addPass(kernel::createKernelFlattenGlobalsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(arith::createArithExpandOpsPass());
  ConvertGpuOpsToNVVMOpsOptions nvvm;
  nvvm.indexBitwidth = 64;
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertNVGPUToNVVMPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertGpuOpsToNVVMOps(nvvm));
  // NVVM ops written as inline PTX (wgmma, on sm_90a) to LLVM.
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertNVVMToLLVMPass());
  pm.addNestedPass<gpu::GPUModuleOp>(createMlcBoolVectorMemoryPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  bool haveToolkit = !opts.cudaToolkit.empty() &&
                     llvm::sys::fs::exists(opts.cudaToolkit + "/bin/ptxas");
  binary.toolkitPath = opts.cudaToolkit;
  binary.compilationTarget = haveToolkit ? "fatbin" : "isa";
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(createConvertKernelToCUDAHostPass());
  addExternalizeParams(pm, opts);
  pm.addPass(createMlcSplatGlobalsPass());
  MlcEmitArtifactABIPassOptions abi;
  abi.entry = opts.entry;
  abi.target = "cuda";
  pm.addPass(createMlcEmitArtifactABIPass(abi));
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void buildKernelToLLVMPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  if (opts.target == "cuda")
    return buildKernelToCUDAPipeline(pm, opts);
  pm.addPass(kernel::createKernelLowerStridedCopiesPass());
  if (opts.optLevel > 0) {
    MlcCPUVectorizePassOptions vectorize;
    vectorize.vectorBits = opts.cpuVectorBits;
    vectorize.vnni = opts.cpuVnni;
    pm.addPass(createMlcCPUVectorizePass(vectorize));
  }
  pm.addPass(createConvertLinalgToLoopsPass());
  // Weights as flat arrays: one LLVM constant each, not one per row.
  pm.addPass(kernel::createKernelFlattenGlobalsPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertMathToFuncs());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(arith::createArithExpandOpsPass());
  pm.addPass(createConvertKernelToCPUPass());
  pm.addPass(createMlcBoolVectorMemoryPass());
  addExternalizeParams(pm, opts);
  pm.addPass(createMlcSplatGlobalsPass());
  MlcEmitArtifactABIPassOptions abi;
  abi.entry = opts.entry;
  abi.target = opts.target;
  pm.addPass(createMlcEmitArtifactABIPass(abi));
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}

void buildFullPipeline(OpPassManager &pm, const PipelineOptions &opts) {
  buildGraphPipeline(pm, opts);
  buildGraphToTilePipeline(pm, opts);
  buildTileToKernelPipeline(pm, opts);
  buildKernelToLLVMPipeline(pm, opts);
}

void registerPipelines() {
  PassPipelineRegistration<PipelineOptions>(
      "mlc-graph-pipeline", "graph-level optimization and fusion grouping",
      buildGraphPipeline);
  PassPipelineRegistration<PipelineOptions>(
      "mlc-graph-to-tile-pipeline", "graph.fused groups to tiled tile.kernel ops",
      buildGraphToTilePipeline);
  PassPipelineRegistration<PipelineOptions>(
      "mlc-tile-to-kernel-pipeline",
      "tile.kernel ops to a bufferized host program with kernel.launch",
      buildTileToKernelPipeline);
  PassPipelineRegistration<PipelineOptions>(
      "mlc-kernel-to-llvm-pipeline",
      "kernel program to the LLVM dialect with the artifact entry points",
      buildKernelToLLVMPipeline);
  PassPipelineRegistration<PipelineOptions>(
      "mlc-cpu-pipeline", "graph to LLVM dialect for the CPU, all stages",
      buildFullPipeline);
}

} // namespace mlc
