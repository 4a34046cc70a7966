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
    the device function reads its position with `kernel.program_id`;
    otherwise the launch is a single instance. A kernel that returns a
    buffer its body computes is an error.
  }];
  let dependentDialects = ["::mlc::kernel::KernelDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def KernelFormCopiesPass : Pass<"kernel-form-copies", "mlir::ModuleOp"> {
  let summary = "Make the host program's memref.copy ops kernel.copy";
  let description = [{
    The copies that bufferization and deallocation leave in the host
    program (an input returned as an output, a buffer that must not be
    written) become `kernel.copy`, the host program's copy, which each
    back-end lowers its own way (memcpy on the CPU, a device-to-device copy
    through the runtime on the GPU). Copies inside device functions stay.
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
    `kernel.unplanned_bytes` (the sum of the buffers it replaced).
  }];
  let options = [
    Option<"alignment", "alignment", "int64_t", "64",
           "byte alignment of every buffer in the arena">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_TD
