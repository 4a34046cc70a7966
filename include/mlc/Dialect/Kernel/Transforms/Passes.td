//===- Passes.td - kernel dialect passes -------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_TD
#define MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def KernelFormLaunchesPass : Pass<"kernel-form-launches", "mlir::ModuleOp"> {
  let summary = "Turn calls of bufferized device functions into kernel.launch";
  let description = [{
    Runs after bufferization. Each `func.call` of a function marked
    `kernel.device` is split: buffer allocations, side-effect-free index
    math and loads of read-only arguments (data-dependent shapes) move to
    the host (the prologue); the rest becomes a new device function started
    by a `kernel.launch`. When that rest is one `scf.forall` (the grid of
    tiles of `tile-distribute`), the launch runs over the forall's grid and
    the device function reads its position with `kernel.program_id` (a
    forall of more than three dimensions launches with its leading
    dimensions folded into the first, and the device function unfolds them);
    otherwise the launch is a single instance. A kernel that returns a
    buffer its body computes is an error.
  }];
  let dependentDialects = ["::mlc::kernel::KernelDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def KernelDedupDeviceFunctionsPass
    : Pass<"kernel-dedup-device-functions", "mlir::ModuleOp"> {
  let summary = "Launch one device function for all identical kernels";
  let description = [{
    Device functions (`kernel.device`) with the same signature, attributes
    and body (locations aside) are one kernel: every launch and call of a
    duplicate is pointed at the first of them and the duplicates are
    erased, and so are device functions nothing refers to. Unrolled
    recurrent models repeat each step's kernels once per time step (the
    2-layer bidirectional LSTM of test/models: 285 launches of 36 distinct
    kernels), and each copy would otherwise be lowered, optimized and
    compiled to machine code (or PTX and SASS) on its own.
  }];
}

def KernelElideCopiesPass : Pass<"kernel-elide-copies", "mlir::ModuleOp"> {
  let summary = "Let a kernel write in place the rows a KV cache appends";
  let description = [{
    A cache kept in place (graph.append_in_place) gets its new rows by a
    host copy from the buffer the kernel that makes them wrote: on CUDA a
    memcpy between kernels, which also keeps the next kernel from starting
    early (programmatic dependent launch chains kernels only). Here such a
    buffer is replaced by the copy's target seen as a buffer of its own
    (`kernel.dense_view`), and the copy goes: the kernel writes the rows
    where they belong.

    Applies to a `memref.copy` whose source is (through reshapes and casts)
    a `memref.alloc` that only launches before the copy, the copy and its
    deallocation use, and whose target is a contiguous view, 16-byte
    aligned, of a function argument marked `graph.in_place` that nothing
    else uses between the first of those launches and the copy (its shape
    arithmetic aside, which moves up). An allocation of dynamic shape is
    checked (`cf.assert`) to hold the target's number of elements before
    the kernels run.
  }];
  let dependentDialects = ["::mlc::kernel::KernelDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect",
                           "::mlir::memref::MemRefDialect"];
}

def KernelFlattenGlobalsPass : Pass<"kernel-flatten-globals", "mlir::ModuleOp"> {
  let summary = "Store multi-dimensional constant globals as flat arrays";
  let description = [{
    A constant `memref.global` of rank 2 or more (the model's weights)
    becomes a 1-D global holding the same elements, and each
    `memref.get_global` of it a `get_global` of the flat one expanded to the
    original shape (`memref.expand_shape`: the same buffer). The LLVM
    lowering turns a rank-n global into nested arrays, one LLVM constant per
    innermost row: a 1000x512x1x1 weight is 512,000 one-element constants,
    which LLVM creates, optimizes, emits and destroys one by one (about half
    of the -O3 compile time of the torchvision CNNs). A flat global is one
    constant of raw data.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def KernelFormCopiesPass : Pass<"kernel-form-copies", "mlir::ModuleOp"> {
  let summary = "Make the host program's memref.copy ops kernel.copy";
  let description = [{
    The copies that bufferization and deallocation leave in the host
    program (an input returned as an output, a buffer that must not be
    written) become `kernel.copy`, the host program's copy, which each
    back-end lowers its own way (memcpy on the CPU, a device-to-device copy
    through the runtime on the GPU). Copies inside device functions stay.
    An output that is its input's buffer kept in place (`graph.in_place` on
    the input: a KV cache appended to by graph.append_in_place) is returned
    as that buffer, without the copy.
  }];
  let dependentDialects = ["::mlc::kernel::KernelDialect"];
}

def KernelLowerStridedCopiesPass : Pass<"kernel-lower-strided-copies", "mlir::ModuleOp"> {
  let summary = "Turn copies between strided views into linalg.copy";
  let description = [{
    The LLVM lowering of a `memref.copy` (or `kernel.copy`) whose operands are not both
    contiguous calls a helper of MLIR's runner-utils library, which compiled
    models must not need. This pass rewrites those copies into `linalg.copy`
    (then loops); contiguous copies stay and become `memcpy`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def KernelPlanMemoryPass : Pass<"kernel-plan-memory", "mlir::ModuleOp"> {
  let summary = "Carve the host program's temporary buffers out of one arena";
  let description = [{
    For each host function, every statically shaped temporary buffer
    (`memref.alloc` in the entry block that is not returned) gets a live
    range, from its allocation to its last use by any op or view, and an
    offset in one arena: buffers whose live ranges do not overlap share
    bytes (greedy, largest first, 64-byte aligned). The allocations become
    `memref.view`s of a single `memref.alloc` of bytes (marked `kernel.arena`)
    and their deallocations one deallocation of the arena. The function
    records `kernel.arena_bytes` (what the plan needs) and
    `kernel.unplanned_bytes` (the sum of the buffers it replaced). With
    `parallel-branches` (CUDA, where independent launches run concurrently)
    two buffers share bytes only when every launch that uses one must wait
    for every launch that uses the other (the launch DAG of
    kernel-launch-dependencies over the unplanned buffers): reuse never
    orders independent branches.

    In place (`in-place`, on by default): a launch may write a fresh
    temporary over an input that dies there, when its device function reads
    that input only to compute the same elements of the output (elementwise
    kernels, a conv's epilogue reading a residual, layer_norm/softmax rows;
    docs/Design.md says what is checked). Each chain of such buffers takes
    one slot; the plan is kept where it makes the arena smaller, and the
    launches record their (input, output) argument pairs in their
    `in_place` attribute.
  }];
  let options = [
    Option<"alignment", "alignment", "int64_t", "64",
           "byte alignment of every buffer in the arena">,
    Option<"parallelBranches", "parallel-branches", "bool", "false",
           "keep the buffers of launches that may run concurrently apart">,
    Option<"inPlace", "in-place", "bool", "true",
           "write an output over an input that dies at its launch where the "
           "kernel reads each element only for the same element">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def KernelLaunchDependenciesPass
    : Pass<"kernel-launch-dependencies", "mlir::ModuleOp"> {
  let summary = "Compute which kernel launches of the host program must wait "
                "for which";
  let description = [{
    The dependency DAG of the launches (issue #6, independent branches):
    a launch depends on an earlier one when both touch overlapping bytes of
    a buffer and one of them writes them (exact byte ranges for views of the
    planned arena, a whole buffer otherwise; writes from the device
    function's memory effects, constants never written). Any other host op
    that touches device memory or the stream (allocation, copy, host call,
    loop) is a barrier. Each launch gets `launch_index`, its index
    among the launches since the last barrier (its segment; 0 starts one and
    waits for all work before it), and `after`, the indices of the
    segment's launches it must wait for (the transitive reduction: none that
    another of them already waits for; empty: it may run as soon as the
    segment has started), and each host function
    `kernel.launch_dag = {launches, critical_path}` (the longest chain of
    dependent launches, barriers in series): how much parallelism the
    program leaves the GPU. The CUDA host lowering passes both to the
    runtime, which runs independent launches on separate streams (or as
    parallel branches of a CUDA graph).

    ```mlir
    kernel.launch @a (%x, %v0) : ...         // launch_index = 0, after = []
    kernel.launch @b (%x, %v1) : ...         // launch_index = 1, after = []
    kernel.launch @c (%v0, %v1, %v2) : ...   // launch_index = 2, after = [0, 1]
    ```
  }];
}

#endif // MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_TD
