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
  Option<int> cpuVnni{
      *this, "cpu-vnni",
      llvm::cl::desc("int8 contractions as AVX-512 VNNI: 1 yes, 0 no, -1 as "
                     "the host can"),
      llvm::cl::init(-1)};
  Option<std::string> precision{
      *this, "precision",
      llvm::cl::desc("fp32 | fp16 | bf16: f32 matmuls and convs in f16 / "
                     "bf16 (graph-autocast)"),
      llvm::cl::init("fp32")};
  Option<bool> printPrecisionDecisions{
      *this, "print-precision-decisions",
      llvm::cl::desc("remark on every op graph-autocast lowers"),
      llvm::cl::init(false)};
  Option<std::string> weights{
      *this, "weights",
      llvm::cl::desc("embed: constants in the library; external: large ones "
                     "in a parameter file (mlc-c/Params.h)"),
      llvm::cl::init("embed")};
  Option<int64_t> weightsMinBytes{
      *this, "weights-min-bytes",
      llvm::cl::desc("weights=external: smallest constant that goes out"),
      llvm::cl::init(1024)};
  Option<int64_t> maxFoldBytes{
      *this, "max-fold-bytes",
      llvm::cl::desc("constant folding: a fold whose result is a dense "
                     "constant of more bytes is not taken (a remark says "
                     "so); splats always fold"),
      llvm::cl::init(int64_t(4) << 20)};
  Option<bool> cacheInPlace{
      *this, "cache-in-place",
      llvm::cl::desc("KV caches that a decoder step appends to are buffers "
                     "the caller gives room for; the step writes only the "
                     "new rows (graph-cache-in-place)"),
      llvm::cl::init(false)};
  Option<std::string> entry{*this, "entry",
                            llvm::cl::desc("the model's entry function"),
                            llvm::cl::init("main")};

  // Tuning knobs, for measuring: the defaults are what measured best. Each
  // is forwarded to the pass that reads it under the same name
  // (convert-graph-to-tile, convert-kernel-to-gpu); mlc-compile takes it as
  // --mlc-NAME, mlc.compile as the keyword NAME with underscores.
  Option<bool> splitK{
      *this, "split-k",
      llvm::cl::desc("cuda, -O1+: graph-split-k (f32 long-K matmuls with few "
                     "output tiles)"),
      llvm::cl::init(true)};
  Option<bool> cpuCutReadsThroughEpilogue{
      *this, "cpu-cut-reads-through-epilogue",
      llvm::cl::desc("cpu: count a fused conv's weights in choosing the cut"),
      llvm::cl::init(true)};
  Option<int64_t> cpuChannelCutMin{
      *this, "cpu-channel-cut-min",
      llvm::cl::desc("cpu: narrowest contiguous output loop cut into tiles"),
      llvm::cl::init(512)};
  Option<bool> cpuBalancedGrid{
      *this, "cpu-balanced-grid",
      llvm::cl::desc("cpu: heavy tiles in counts that split over two threads"),
      llvm::cl::init(true)};
  Option<bool> wgmmaWideTiles{
      *this, "wgmma-wide-tiles",
      llvm::cl::desc("sm_90a: 128x256 tiles for large f16/bf16 matmuls"),
      llvm::cl::init(true)};
  Option<int64_t> gemvMaxRows{
      *this, "gemv-max-rows",
      llvm::cl::desc("cuda: matmuls of at most this many (static) rows "
                     "stream their weights as a GEMV (0: never; at most 8)"),
      llvm::cl::init(8)};
  Option<bool> gpuVectorGather{
      *this, "gpu-vector-gather",
      llvm::cl::desc("cuda: row gathers copy 16-byte vectors"),
      llvm::cl::init(true)};
  Option<int64_t> wgmmaStages{
      *this, "wgmma-stages",
      llvm::cl::desc("sm_90a matmul: shared-memory stages (3..6)"),
      llvm::cl::init(3)};
  Option<int64_t> wgmmaInFlight{
      *this, "wgmma-in-flight",
      llvm::cl::desc("sm_90a matmul: wgmma groups in flight after a step "
                     "(0..1)"),
      llvm::cl::init(0)};
  Option<int64_t> wgmmaMinBlocks{
      *this, "wgmma-min-blocks",
      llvm::cl::desc("sm_90a matmul: blocks per multiprocessor the registers "
                     "leave room for"),
      llvm::cl::init(2)};
  Option<int64_t> wgmmaWideStages{
      *this, "wgmma-wide-stages",
      llvm::cl::desc("sm_90a matmul, 128x256 tiles: shared-memory stages "
                     "(3..4)"),
      llvm::cl::init(4)};
  Option<int64_t> wgmmaWideInFlight{
      *this, "wgmma-wide-in-flight",
      llvm::cl::desc("sm_90a matmul, 128x256 tiles: wgmma groups in flight "
                     "(0..1)"),
      llvm::cl::init(1)};
  Option<bool> wgmmaStagedEpilogue{
      *this, "wgmma-staged-epilogue",
      llvm::cl::desc("sm_90a matmul: interior tiles leave through shared "
                     "memory as 16-byte row stores"),
      llvm::cl::init(true)};
  Option<bool> mergeLaunches{
      *this, "merge-launches",
      llvm::cl::desc("cuda: consecutive independent kernels of one block size "
                     "run as one launch (kernel-merge-launches)"),
      llvm::cl::init(true)};
  Option<int64_t> wgmmaGroupRows{
      *this, "wgmma-group-rows",
      llvm::cl::desc("sm_90a matmul: row tiles per group of the grid order "
                     "(0: launch order)"),
      llvm::cl::init(8)};
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
