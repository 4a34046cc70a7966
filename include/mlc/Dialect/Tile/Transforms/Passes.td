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

#endif // MLC_DIALECT_TILE_TRANSFORMS_PASSES_TD
