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

#endif // MLC_DIALECT_TILE_TRANSFORMS_PASSES_TD
