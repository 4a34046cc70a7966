//===- Passes.td - tile dialect passes ---------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_TILE_TRANSFORMS_PASSES_TD
#define MLC_DIALECT_TILE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileDistributePass : Pass<"tile-distribute", "mlir::ModuleOp"> {
  let summary = "Cut each tile.kernel's root computation into a grid of tiles";
  let description = [{
    For every `tile.kernel` whose yielded value is produced by an op that
    implements `TilingInterface`, tiles that op with the kernel's
    `tile_sizes` into an `scf.forall` (the grid of tile instances) and fuses
    its producers inside the body into each tile. Kernels with an empty
    `tile_sizes` or a root that cannot be tiled stay one tile instance.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::affine::AffineDialect"];
}

def TileLowerToLinalgPass : Pass<"tile-lower-to-linalg", "mlir::ModuleOp"> {
  let summary = "Lower the tile-level ops on tensors to tensor/linalg ops";
  let description = [{
    Gives the tile ops their reference semantics in upstream terms (the CPU
    path): `tile.load` becomes a `tensor.extract_slice` of the in-bounds part
    plus a `tensor.pad` with the padding value, `tile.store` an
    `extract_slice` of the tile's in-bounds part plus `tensor.insert_slice`,
    `tile.dot` a `linalg.matmul` (inputs extended to f32), `tile.reduce` a
    `linalg.reduce`. Out-of-range offsets are clamped, so a tile wholly
    outside reads as padding and stores nothing.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
}

def TilePackWeightsPass : Pass<"tile-pack-weights", "mlir::ModuleOp"> {
  let summary = "Pack constant matmul B operands into the tiles' panel layout (CPU)";
  let description = [{
    A `tile.kernel` input that is a 2-D f32 constant B[K, N] read only as
    the rhs tiles of `tile.dot`s (a static `tensor.extract_slice` or a
    zero-padded `tile.load` of bk×bn at (k, j), k and j induction variables
    of loops from 0 in steps of bk and bn) becomes the constant
    P[ceil(N/bn), K rounded up to bk, bn], P[p, k, c] = B[k, p·bn + c]
    (zeros past K and N), and each read the contiguous slice
    P[j/bn, k:k+bk, 0:bn]. The CPU micro-kernel then reads B rows 4·bn
    bytes apart instead of 4·N (no L1 set or TLB conflicts between rows),
    and the partial tiles at the borders need no padded copy.

    A channels-last conv's constant weight W[F, C, KH, KW], read only by
    linalg.generics at (f, c, kh, kw) while f is their output's contiguous
    (vector) loop, becomes W'[C, KH, KW, F] (that dim moved last) and the
    reads' maps follow: the micro-kernel loads it as vectors along F.
    With `vnni`, an 8-bit one whose readers are int8 contractions that the
    micro-kernel runs with AVX-512 VNNI (ui8 x si8 into i32, over its
    input channels C, a multiple of 4) becomes W''[C/4, KH, KW, F, 4] read
    at (c floordiv 4, kh, kw, f, c mod 4): the 4 channels one `vpdpbusd`
    lane sums are adjacent bytes, one vector load per step.
  }];
  let options = [
    Option<"vnni", "vnni", "bool", "false",
           "pack int8 conv weights for AVX-512 VNNI (mlc-compile: when "
           "mlc-cpu-vectorize uses it)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // MLC_DIALECT_TILE_TRANSFORMS_PASSES_TD
