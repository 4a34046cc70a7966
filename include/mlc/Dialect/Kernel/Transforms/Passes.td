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
    Runs after bufferization. For each `func.call` of a function marked
    `kernel.device`: if the device function's body is one `scf.forall` over
    the grid of tiles (as `tile-distribute` made it), the forall body is
    outlined into a new device function that reads its position with
    `kernel.program_id`, and the call becomes a `kernel.launch` over the
    forall's grid. Otherwise the call becomes a launch with a single
    instance.
  }];
  let dependentDialects = ["::mlc::kernel::KernelDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def KernelLowerStridedCopiesPass : Pass<"kernel-lower-strided-copies", "mlir::ModuleOp"> {
  let summary = "Turn memref.copy between strided views into linalg.copy";
  let description = [{
    The LLVM lowering of a `memref.copy` whose operands are not both
    contiguous calls a helper of MLIR's runner-utils library, which compiled
    models must not need. This pass rewrites those copies into `linalg.copy`
    (then loops); contiguous copies stay and become `memcpy`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

#endif // MLC_DIALECT_KERNEL_TRANSFORMS_PASSES_TD
