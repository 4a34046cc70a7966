//===- Passes.td - mlc target transforms -------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Transforms of a back-end's code that belong to no mlc dialect: they rewrite
// the upstream dialects (linalg and memref of the bufferized device
// functions, vector, math) for one target, between the kernel level and
// LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_TRANSFORMS_PASSES_TD
#define MLC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def MlcCPUVectorizePass : Pass<"mlc-cpu-vectorize", "mlir::ModuleOp"> {
  let summary = "Register-tiled vector code for CPU contractions and rows (memrefs)";
  let description = [{
    Runs on bufferized device functions before linalg becomes loops. A
    mul-add contraction with static loop ranges (`linalg.matmul`, or a
    generic such as a convolution; float, accumulating in f32) becomes a
    register-tiled micro-kernel: vectors along C's contiguous loop (which B
    reads with stride 1, or 2: a wider load and a shuffle; A does not read
    it), rows along another loop of C (preferably one B does not read:
    matmul's M, a convolution's output channel); per MR×NR block of C,
    MR×(NR/VL) vector accumulators live in registers across all reduction
    loops (`scf.for`s) that do one `vector.fma` per row and vector with a
    broadcast element of A. Rows and columns that do not fill a block get a
    smaller block of the same form (narrower vectors for the columns), so
    there is no scalar tail loop; rows narrower than a block take more rows,
    and a 1x1 convolution's two spatial loops fold into one first.
    `vector-bits` is the vector register width (0: the host's, 512 with
    AVX-512, 256 with AVX/AVX2, else 128): 8×32 blocks for 512, 6×16 for 256.
    With `vnni` (AVX-512 VNNI), an int8 contraction whose one operand is
    zero-extended and the other sign-extended (a quantized conv's ui8
    activations and si8 weights), with A's bytes contiguous along a
    reduction loop of a multiple of 4, takes 4 steps of that loop per
    `vpdpbusd` (exact i32 dot products of 4 byte pairs per lane).

    A row reduction along contiguous memory (a generic whose only reduction
    loop is the last; softmax's max and sum, layer_norm's sums) becomes
    vector code per row: up to four vector accumulators, one lane reduction.
    Another static generic whose innermost loop is a reduction (a pooling
    window) gets the parallel loop that indexes the contiguous dimension of
    its output (and, with unit stride, of its inputs) moved innermost, so
    that the loop nest ends in a unit-stride update that LLVM vectorizes
    instead of a serial scalar reduction.

    With `approximate-math`, f32 `math.exp`, `math.expm1`, `math.tanh` and
    `math.erf` become upstream's polynomial approximations (arith only, a
    few ulp), so that the loops around them vectorize instead of calling
    libm once per element. Float `math.fma`, `floor`, `ceil`, `trunc`,
    `roundeven`, `sqrt` and `absf` (the approximations use them) become LLVM
    intrinsics, which vectorize, instead of libm calls, which do not.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", "0",
           "vector register width in bits (0: the host's)">,
    Option<"approximateMath", "approximate-math", "bool", "true",
           "polynomial f32 exp/expm1/tanh/erf instead of libm calls">,
    Option<"vnni", "vnni", "int", "-1",
           "int8 contractions as AVX-512 VNNI vpdpbusd (1), not (0), or "
           "as the host can (-1)">,
  ];
  let dependentDialects = ["::mlir::vector::VectorDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

#endif // MLC_TRANSFORMS_PASSES_TD
