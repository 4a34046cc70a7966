//===- Passes.td - mlc conversion passes -------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_PASSES_TD
#define MLC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def GraphHostShapesPass : Pass<"graph-host-shapes", "mlir::func::FuncOp"> {
  let summary = "Compute shape arithmetic on the host, as scalars";
  let description = [{
    The operands that a graph op reads as a list of sizes or bounds (the
    `shape` of graph.reshape and graph.broadcast_to, the starts, ends and
    steps of graph.dynamic_slice) are small integer tensors that an export
    computes from the run-time sizes of other tensors: graph.shape_of, then
    slices, concats, gathers, casts and arithmetic (torch's exporter does
    this for every view of a dynamic tensor). Left as they are, each of those
    ops is a kernel of its own and the consumer reads the result back from
    the device, which costs a launch and a synchronizing copy per op and
    keeps a run from being captured into a CUDA graph.

    This pass evaluates such an operand element by element as host scalars
    (tensor.dim and arith ops, with each op's own scalar semantics, the
    same as its kernel's) and replaces the operand with a
    tensor.from_elements of them, which the consumer's lowering reads with
    tensor.extract (folded away). The chain becomes dead and is erased. An
    operand that depends on tensor data (a graph input, a reduction) or
    whose tensors are larger than `max-elements` is left as it is.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
  let options = [
    Option<"maxElements", "max-elements", "int64_t", /*default=*/"64",
           "largest tensor (elements) of a chain evaluated on the host">,
  ];
}

def ConvertGraphToTilePass : Pass<"convert-graph-to-tile", "mlir::ModuleOp"> {
  let summary = "Lower graph.fused groups to tile.kernel ops over linalg on tensors";
  let description = [{
    Every `graph.fused` becomes a `tile.kernel` whose body is the group's
    ops lowered to linalg/tensor/arith/math on tensors; graph ops outside
    any group (constants) become `arith.constant`. The kernel's
    `tile_sizes` come from its root op: parallel loops are tiled so that the
    grid has enough tile instances, reductions are not tiled.

    A `graph.matmul` that is a group of its own becomes a tile program
    instead (already a grid: `scf.forall` over output tiles, `tile.load` /
    `tile.dot` over K, `tile.store`): 64×64×64 tiles (smaller for small
    static sizes) on the CPU for f16/bf16/f32, 128×128×32 on CUDA for
    f16/bf16 (tensor cores; 128×256 on sm_90a where N is a multiple of 256
    and two waves of such tiles remain).
  }];
  let dependentDialects = [
    "::mlc::tile::TileDialect", "::mlc::kernel::KernelDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::tensor::TensorDialect", "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect"];
  let options = [
    Option<"target", "target", "std::string", "\"cpu\"",
           "cpu: a few large tiles (threads); cuda: many tiles (thread blocks)">,
    Option<"chip", "chip", "std::string", "\"\"",
           "cuda: the GPU; sm_90a gives large f16/bf16 matmuls 128x256 tiles">,
    // Tuning knobs (the defaults are what measured best; mlc-compile takes
    // each as --mlc-NAME, mlc.compile as a keyword).
    Option<"cpuCutReadsThroughEpilogue", "cpu-cut-reads-through-epilogue",
           "bool", "true",
           "cpu: count a fused conv's weights in choosing the cut">,
    Option<"cpuChannelCutMin", "cpu-channel-cut-min", "int64_t", "512",
           "cpu: narrowest contiguous output loop cut into tiles (64 "
           "elements in each of 8 tiles)">,
    Option<"cpuBalancedGrid", "cpu-balanced-grid", "bool", "true",
           "cpu: heavy tiles in counts that split over two threads">,
    Option<"wgmmaWideTiles", "wgmma-wide-tiles", "bool", "true",
           "sm_90a: 128x256 tiles for large f16/bf16 matmuls">,
    Option<"gemvMaxRows", "gemv-max-rows", "int64_t", "8",
           "cuda: matmuls of at most this many (static) rows stream their "
           "weights as a GEMV (0: never; at most 8)">,
  ];
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

def ConvertKernelToGPUPass : Pass<"convert-kernel-to-gpu", "mlir::ModuleOp"> {
  let summary = "Move device functions into a gpu.module as gpu.func kernels";
  let description = [{
    Every device function launched by `kernel.launch` becomes a `gpu.func`
    kernel in `gpu.module @mlc_kernels` (with an `#nvvm.target`): a tile
    instance is a thread block (`kernel.program_id` becomes
    `gpu.block_id`), linalg ops become parallel loops whose iterations are
    spread over the block's threads (`gpu.thread_id` strided), other work
    with side effects runs on thread 0, and `gpu.barrier` separates
    dependent steps. A tile's temporaries live in shared memory
    (workgroup attributions, at most 48 KiB; a dynamic size at its constant
    upper bound), the rest in a global scratch buffer per launch (the
    kernel's last argument, a part per block, allocated by the host
    program around the launch). Launches are retargeted to
    `@mlc_kernels::@name` and carry their block size and shared memory in the launch's `block_size` and `shared_memory_bytes`.

    A kernel that is a matmul tile program (`tile.load`/`tile.dot`/
    `tile.store`, f16/bf16) is instead lowered to tensor cores: 4 warps per
    128×128 output tile, cp.async copies global → shared (zero-filled at the
    borders), `nvgpu.ldmatrix` and `nvgpu.mma.sync` m16n8k16 with f32
    accumulators in registers, masked stores; its shared memory is checked
    against 48 KiB at compile time.

    On sm_90 and later every kernel begins with `griddepcontrol.wait` and
    `griddepcontrol.launch_dependents`, and the module defines
    `mlc_grid_dependencies`: the runtime launches its kernels with
    programmatic stream serialization, so a kernel's blocks are scheduled
    while its predecessor runs and start once that one is done
    ($MLC_CUDA_PDL=0 launches them as before).
  }];
  let options = [
    Option<"chip", "chip", "std::string", "\"sm_90a\"", "target GPU">,
    Option<"features", "features", "std::string", "\"+ptx80\"", "PTX features">,
    Option<"blockSize", "block-size", "int64_t", "256", "threads per block">,
    // Tuning knobs (the defaults are what the H200 measured best;
    // mlc-compile takes each as --mlc-NAME, mlc.compile as a keyword).
    Option<"gpuVectorGather", "gpu-vector-gather", "bool", "true",
           "row gathers copy 16-byte vectors (off: an element a thread)">,
    Option<"wgmmaStages", "wgmma-stages", "int64_t", "3",
           "sm_90a matmul: shared-memory stages (3..6)">,
    Option<"wgmmaInFlight", "wgmma-in-flight", "int64_t", "0",
           "sm_90a matmul: wgmma groups in flight after a step (0..1)">,
    Option<"wgmmaMinBlocks", "wgmma-min-blocks", "int64_t", "2",
           "sm_90a matmul: blocks per multiprocessor the registers leave "
           "room for">,
    Option<"wgmmaWideStages", "wgmma-wide-stages", "int64_t", "4",
           "sm_90a matmul, 128x256 tiles: shared-memory stages (3..4)">,
    Option<"wgmmaWideInFlight", "wgmma-wide-in-flight", "int64_t", "1",
           "sm_90a matmul, 128x256 tiles: wgmma groups in flight (0..1)">,
    Option<"wgmmaStagedEpilogue", "wgmma-staged-epilogue", "bool", "true",
           "sm_90a matmul: interior tiles leave through shared memory as "
           "16-byte row stores">,
    Option<"wgmmaGroupRows", "wgmma-group-rows", "int64_t", "8",
           "sm_90a matmul: row tiles per group of the grid order (0: launch "
           "order)">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::nvgpu::NVGPUDialect",
                           "::mlir::vector::VectorDialect"];
}

def KernelMergeLaunchesPass : Pass<"kernel-merge-launches", "mlir::ModuleOp"> {
  let summary = "Run consecutive independent GPU kernels as one launch";
  let description = [{
    Horizontal fusion after `convert-kernel-to-gpu`. Consecutive
    `kernel.launch`es of one host block that touch no bytes another of them
    writes (the analysis of `kernel-launch-dependencies`, which runs again
    afterwards to place the merged launches) and have the same block size
    become one
    launch of a kernel whose grid is theirs laid end to end: block `b` runs
    the member whose range holds it, with `gpu.block_id` and `gpu.grid_dim`
    of its own grid (several grid dimensions are linearized). A decoder step
    is chains of small kernels of this kind (the q/k/v projections of one
    input, the rotations of q and k): each launch saved is a few
    microseconds, and the small ones fill the GPU together.

    Left alone: kernels with dynamic shared memory, thread-block clusters or
    launch bounds (`nvvm.maxntid`, `nvvm.minctasm`), or with more than one
    block; groups whose shared memory passes 48 KiB or whose parameters pass
    4 KiB. Members that are run-time sized pass their sizes as extra index
    arguments; merged kernels of the same members and constant sizes are
    shared.

    ```mlir
    kernel.launch @mlc_kernels::@a grid(%c512) (%x, %w0, %y0) {block_size = 256 : i64, ...}
    kernel.launch @mlc_kernels::@b grid(%c128) (%x, %w1, %y1) {block_size = 256 : i64, ...}
    // becomes
    kernel.launch @mlc_kernels::@a__b grid(%c640) (%x, %w0, %y0, %x, %w1, %y1) {block_size = 256 : i64, ...}
    ```
  }];
  let options = [
    Option<"maxMembers", "max-members", "int64_t", "4",
           "most launches merged into one">,
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect", "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def ConvertKernelToCUDAHostPass : Pass<"convert-kernel-to-cuda-host", "mlir::ModuleOp"> {
  let summary = "Lower the host program of a cuda model to LLVM";
  let description = [{
    Runs after gpu-module-to-binary. The kernels' binary becomes a constant
    in the library; `kernel.launch` becomes a call of
    `mlc_cuda_launch_kernel` (module and function looked up on first use);
    buffers are device allocations (`mlc_cuda_malloc`/`mlc_cuda_free`),
    constants are uploaded once (`mlc_cuda_constant`), host-side copies are
    device-to-device, host-side loads and stores of buffers are copies of
    the element (`mlc_cuda_read`, `mlc_cuda_write`). A host op's runtime
    call (`kernel.host_call_outputs`) gets host copies of its buffers
    (`mlc_cuda_host_stage`) and the buffers it fills are copied back.
    Everything else as convert-kernel-to-cpu.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
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

def MlcBoolVectorMemoryPass : Pass<"mlc-bool-vector-memory"> {
  let summary = "Read and write vectors of booleans as bytes (LLVM dialect)";
  let description = [{
    mlc stores a boolean tensor one byte per element (the memref of `i1`
    that bufferization makes, read and written one element at a time as
    LLVM does for a scalar `i1`). LLVM packs a *vector* of `i1` into bits
    in memory, so a vectorized `llvm.load` of `vector<16xi1>` would read
    two bytes as sixteen booleans. This pass makes every vector load and
    store of `i1` elements (`llvm.load`, `llvm.store`,
    `llvm.intr.masked.load`, `llvm.intr.masked.store`) move `i8` lanes,
    with a `trunc` after loads and a `zext` before stores, so vectorized
    and scalar code agree on the layout. Runs after the conversion to the
    LLVM dialect, on the host module and on each `gpu.module`.

    ```mlir
    %v = llvm.load %p : !llvm.ptr -> vector<16xi1>
    // becomes
    %b = llvm.load %p : !llvm.ptr -> vector<16xi8>
    %v = llvm.trunc %b : vector<16xi8> to vector<16xi1>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def MlcExternalizeParamsPass : Pass<"mlc-externalize-params", "mlir::ModuleOp"> {
  let summary = "Move large constants out of the library into parameters";
  let description = [{
    Runs in the LLVM dialect, after the host lowering and before
    mlc-emit-artifact-abi (`mlc-compile --weights=external`). Every constant
    global with a non-splat int/float value of at least `min-bytes` bytes
    becomes parameter k: its uses read slot k of the exported
    `mlc_artifact_params` pointer table (a cuda model's
    `mlc_cuda_constant` upload of it reads the slot instead: the runtime puts
    device copies there), the global goes, and the module's `mlc.params`
    attribute records its name, value and metadata line (the driver writes
    the parameter file from it; mlc-emit-artifact-abi appends the lines to
    the metadata). Format and contract: include/mlc-c/Params.h.

    ```mlir
    // before
    llvm.mlir.global private constant @w(dense<[...]> : tensor<512xf32>) : !llvm.array<512 x f32>
    %p = llvm.mlir.addressof @w : !llvm.ptr
    // after
    %t = llvm.mlir.addressof @mlc_artifact_params : !llvm.ptr
    %s = llvm.getelementptr %t[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
    %p = llvm.load %s : !llvm.ptr -> !llvm.ptr
    ```
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", "1024",
           "smallest constant (in bytes) that becomes a parameter">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def MlcSplatGlobalsPass : Pass<"mlc-splat-globals", "mlir::ModuleOp"> {
  let summary = "Keep splat constants out of the library's bytes";
  let description = [{
    Runs in the LLVM dialect, after the host lowering (and
    mlc-externalize-params). A constant global whose value is a splat of at
    least `min-bytes` bytes (a ConstantOfShape weight, a zero bias) would be
    written out element by element: it becomes a zero-initialized writable
    global instead (no bytes in the file: .bss), and a splat of another
    value is filled in by a constructor of the library
    (`mlc_fill_splat_constants`, in `llvm.mlir.global_ctors`) when it is
    loaded, before the runtime sees it.

    ```mlir
    // before
    llvm.mlir.global private constant @w(dense<1.0> : tensor<1048576xf32>) : !llvm.array<1048576 x f32>
    // after
    llvm.mlir.global private @w() : !llvm.array<1048576 x f32> {
      %0 = llvm.mlir.zero : !llvm.array<1048576 x f32>
      llvm.return %0 : !llvm.array<1048576 x f32>
    }
    llvm.mlir.global_ctors ctors = [@mlc_fill_splat_constants], ...
    ```
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", "4096",
           "smallest splat constant (in bytes) kept out of the file">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // MLC_CONVERSION_PASSES_TD
