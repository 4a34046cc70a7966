//===- Pipelines.h - mlc's named pipelines ----------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The stages of compilation, shared by mlc-opt (as registered pipelines,
// for lit) and mlc-compile (which can stop after any of them).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_PIPELINES_PIPELINES_H
#define MLC_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlc {

struct PipelineOptions : public mlir::PassPipelineOptions<PipelineOptions> {
  Option<std::string> target{*this, "target",
                             llvm::cl::desc("cpu | cuda"),
                             llvm::cl::init("cpu")};
  Option<unsigned> optLevel{*this, "opt-level",
                            llvm::cl::desc("0..3"), llvm::cl::init(2)};
  Option<std::string> cudaArch{*this, "cuda-arch",
                               llvm::cl::desc("GPU for target=cuda"),
                               llvm::cl::init("sm_90a")};
  Option<std::string> cudaToolkit{
      *this, "cuda-toolkit",
      llvm::cl::desc("CUDA toolkit for ptxas/fatbinary (empty: PTX only)"),
      llvm::cl::init("/usr/local/cuda")};
  Option<bool> printFusionDecisions{
      *this, "print-fusion-decisions",
      llvm::cl::desc("remark on every fusion decision and formed group"),
      llvm::cl::init(false)};
  Option<std::string> layout{
      *this, "layout",
      llvm::cl::desc("conv/pool layout: auto (the target's) | nchw | nhwc"),
      llvm::cl::init("auto")};
  Option<bool> printLayoutDecisions{
      *this, "print-layout-decisions",
      llvm::cl::desc("remark on every layout decision"),
      llvm::cl::init(false)};
  Option<unsigned> cpuVectorBits{
      *this, "cpu-vector-bits",
      llvm::cl::desc("CPU vector register width in bits (0: the host's)"),
      llvm::cl::init(0)};
  Option<std::string> weights{
      *this, "weights",
      llvm::cl::desc("embed: constants in the library; external: large ones "
                     "in a parameter file (mlc-c/Params.h)"),
      llvm::cl::init("embed")};
  Option<int64_t> weightsMinBytes{
      *this, "weights-min-bytes",
      llvm::cl::desc("weights=external: smallest constant that goes out"),
      llvm::cl::init(1024)};
  Option<std::string> entry{*this, "entry",
                            llvm::cl::desc("the model's entry function"),
                            llvm::cl::init("main")};
};

/// graph → graph: canonicalization, folding, fusion into graph.fused.
void buildGraphPipeline(mlir::OpPassManager &pm, const PipelineOptions &opts);
/// graph → tile: tile.kernel per fused group, tiled into grids.
void buildGraphToTilePipeline(mlir::OpPassManager &pm,
                              const PipelineOptions &opts);
/// tile → kernel: device functions, bufferization, launches, deallocation.
void buildTileToKernelPipeline(mlir::OpPassManager &pm,
                               const PipelineOptions &opts);
/// kernel → LLVM dialect for the CPU, with the artifact entry points.
void buildKernelToLLVMPipeline(mlir::OpPassManager &pm,
                               const PipelineOptions &opts);
/// All of the above.
void buildFullPipeline(mlir::OpPassManager &pm, const PipelineOptions &opts);

/// Registers the pipelines under mlc-graph-pipeline, mlc-graph-to-tile-
/// pipeline, mlc-tile-to-kernel-pipeline, mlc-kernel-to-llvm-pipeline and
/// mlc-cpu-pipeline.
void registerPipelines();

} // namespace mlc

#endif // MLC_PIPELINES_PIPELINES_H
