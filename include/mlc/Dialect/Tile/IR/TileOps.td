//===- TileOps.td - tile dialect ---------------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_TILE_IR_TILEOPS_TD
#define MLC_DIALECT_TILE_IR_TILEOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlc::tile";
  let summary = "One kernel as a program over tiles.";
  let description = [{
    A `tile.kernel` is one future kernel: an isolated region over tensors
    whose body (linalg, tensor, arith, math on tensors) computes the kernel's
    results. Its `tile_sizes` say how the iteration space of the kernel's
    root computation is cut into tiles; `tile-distribute` materialises the
    grid of tile instances as an `scf.forall` inside the body, one iteration
    per tile instance, fusing the root's producers into each tile. That grid
    becomes the launch grid of the kernel (threads on the CPU, blocks on
    the GPU).
  }];
}

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

def Tile_KernelOp : Tile_Op<"kernel",
    [IsolatedFromAbove, SingleBlockImplicitTerminator<"YieldOp">,
     RecursiveMemoryEffects]> {
  let summary = "One kernel over tensors, with its tiling.";
  let description = [{
    The block arguments are the kernel's inputs; `tile.yield` gives its
    results. `tile_sizes` has one entry per loop of the root computation
    (0: that loop is not tiled); an empty list means one tile instance.

    ```mlir
    %r = tile.kernel "add" tile_sizes [64] (%a, %b) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32> {
    ^bb0(%x: tensor<256xf32>, %y: tensor<256xf32>):
      %e = tensor.empty() : tensor<256xf32>
      %s = linalg.add ins(%x, %y : tensor<256xf32>, tensor<256xf32>) outs(%e : tensor<256xf32>) -> tensor<256xf32>
      tile.yield %s : tensor<256xf32>
    }
    ```
  }];
  let arguments = (ins StrAttr:$name, DenseI64ArrayAttr:$tile_sizes,
                       Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $name `tile_sizes` $tile_sizes ` ` `(` $inputs `)` attr-dict `:`
    functional-type($inputs, $results) $body
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::llvm::StringRef":$name, "::llvm::ArrayRef<int64_t>":$tileSizes,
                   "::mlir::TypeRange":$resultTypes, "::mlir::ValueRange":$inputs)>
  ];
}

def Tile_YieldOp : Tile_Op<"yield",
    [Pure, Terminator, ReturnLike, HasParent<"KernelOp">]> {
  let summary = "Terminates a tile.kernel body.";
  let description = [{
    ```mlir
    tile.yield %s : tensor<256xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
  let builders = [OpBuilder<(ins), [{ /* nothing */ }]>];
}

#endif // MLC_DIALECT_TILE_IR_TILEOPS_TD
