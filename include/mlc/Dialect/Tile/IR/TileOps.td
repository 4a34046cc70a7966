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
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.td"

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

    Inside a tile instance a kernel may also be written as a program over
    static-shaped tiles, the way Triton writes one: `tile.load` reads a tile
    at SSA offsets with out-of-bounds elements replaced by a padding value,
    `tile.dot` and `tile.reduce` contract and reduce tiles, elementwise work
    on tiles is plain `arith`/`math` on tensor tiles, and `tile.store` writes
    the in-bounds part of a tile. The tile ops are in destination-passing
    style: on tensors they return their destination updated, on memrefs
    (after bufferization) they write it. `tile-lower-to-linalg` gives their
    reference semantics in tensor/linalg terms (the CPU path); the GPU
    back-end maps a `tile.dot` program onto tensor cores.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
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


//===----------------------------------------------------------------------===//
// Tile-level ops
//===----------------------------------------------------------------------===//

class Tile_DpsOp<string mnemonic, list<Trait> traits = []>
    : Tile_Op<mnemonic, traits # [
        DestinationStyleOpInterface,
        DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
        DeclareOpInterfaceMethods<BufferizableOpInterface,
          ["bufferizesToMemoryRead", "bufferizesToMemoryWrite",
           "getAliasingValues", "bufferize"]>]> {
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::MutableOperandRange getDpsInitsMutable() { return getInitMutable(); }
  }];
}

def Tile_LoadOp : Tile_DpsOp<"load", [
    TypesMatchWith<"padding has the tile's element type", "init", "padding",
                   "::mlir::getElementTypeOrSelf($_self)">]> {
  let summary = "Reads a static-shaped tile at offsets, padding out of bounds.";
  let description = [{
    Element `t[r0, .., rn]` of the tile is `source[o0, .., ok + r0, .., on + rn]`
    where that position is inside `source`, and `padding` elsewhere (the
    boundary mask). There is one offset per source dimension; a tile of lower
    rank than its source drops the leading source dimensions (each read at
    its offset, extent 1). The tile shape is static; offsets are
    non-negative. `init` is the destination tile (its contents are not read).
    On memrefs the op has no result and writes `init`.

    ```mlir
    %t = tile.load %a[%i, %k] pad %zero into %e
        : tensor<1000x1000xf16> into tensor<128x32xf16> -> tensor<128x32xf16>
    ```
  }];
  let arguments = (ins AnyShaped:$source, Variadic<Index>:$offsets,
                       AnyType:$padding, AnyShaped:$init);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $source `[` $offsets `]` `pad` $padding `into` $init attr-dict `:`
    type($source) `into` type($init) (`->` type($result)^)?
  }];
}

def Tile_StoreOp : Tile_DpsOp<"store"> {
  let summary = "Writes the in-bounds part of a tile at offsets (masked).";
  let description = [{
    Writes `tile[r0, .., rn]` to `dest[o0, .., ok + r0, .., on + rn]` for every
    position inside `dest`; tile elements that fall outside are dropped (the
    boundary mask). Offsets and the rank rule are those of `tile.load`. On
    tensors the op returns `dest` updated; on memrefs it writes `dest`.

    ```mlir
    %d = tile.store %t into %out[%i, %j]
        : tensor<128x128xf16> into tensor<1000x1000xf16> -> tensor<1000x1000xf16>
    ```
  }];
  let arguments = (ins AnyShaped:$tile, AnyShaped:$init,
                       Variadic<Index>:$offsets);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $tile `into` $init `[` $offsets `]` attr-dict `:` type($tile) `into`
    type($init) (`->` type($result)^)?
  }];
}

def Tile_DotOp : Tile_DpsOp<"dot"> {
  let summary = "Tile contraction: acc += lhs · rhs.";
  let description = [{
    `lhs` is an MxK tile, `rhs` KxN, `init` (the accumulator) MxN, all
    static. Inputs are f16, bf16 or f32 (both the same type); the
    accumulator is f32 and products are summed in f32. i32 inputs (a
    quantized matmul's centered integers) accumulate in an i32 accumulator,
    wrapping as two's complement. With `transpose_b`
    `rhs` is NxK (row n holds column n's K values: a GEMV's weights, each
    output's row contiguous).

    ```mlir
    %d = tile.dot %a, %b into %acc
        : tensor<128x32xf16>, tensor<32x128xf16> into tensor<128x128xf32> -> tensor<128x128xf32>
    %g = tile.dot %x, %w into %acc {transpose_b}
        : tensor<1x64xbf16>, tensor<8x64xbf16> into tensor<1x8xf32> -> tensor<1x8xf32>
    ```
  }];
  let arguments = (ins AnyShaped:$lhs, AnyShaped:$rhs, AnyShaped:$init,
                       UnitAttr:$transpose_b);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `into` $init attr-dict `:` type($lhs) `,` type($rhs) `into`
    type($init) (`->` type($result)^)?
  }];
}

def Tile_ReduceOp : Tile_DpsOp<"reduce"> {
  let summary = "Reduces a tile along one dimension.";
  let description = [{
    Combines the elements of `tile` along `dim` into `init` (whose values
    take part: `init` holds the combiner's starting values). `kind` is one of
    `add`, `mul`, `max`, `min` (floats: `max`/`min` propagate NaN, as
    `arith.maximumf`/`arith.minimumf`; integers: signed). The result shape is
    the tile shape without `dim`.

    ```mlir
    %r = tile.reduce add %t dim 1 into %acc
        : tensor<128x64xf32> into tensor<128xf32> -> tensor<128xf32>
    ```
  }];
  let arguments = (ins StrAttr:$kind, AnyShaped:$tile, I64Attr:$dim,
                       AnyShaped:$init);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $kind $tile `dim` $dim `into` $init attr-dict `:` type($tile) `into`
    type($init) (`->` type($result)^)?
  }];
}

def Tile_AttentionOp : Tile_DpsOp<"attention", [AttrSizedOperandSegments]> {
  let summary = "A block of query rows of one head's attention (flash form).";
  let description = [{
    Writes `init[r, e] = Σⱼ softmax_j(mask(scale · q[i + r] · k[j])) · v[j, e]`
    for the queries `i + r` (`r < rows`, inside `query`) of batch `b` and
    head `h`, offsets `[b, h, i]`: the rows of a `graph.attention` that one
    grid instance computes. `query`, `key`, `value` are rank 4, `[B, H, S, D]`
    or with `seq_first` `[B, S, H, D]`; `mask` is rank 4 and broadcasts
    (size-1 dims) to the scores `[B, H, Sq, Sk]`: an `i1` mask replaces a
    score where it is true by `mask_value`, a float mask is added. `init` is
    the `[n, Dv]` window of the output (`n ≤ rows`; its contents are not
    read). With `causal` query `i` sees only the keys `j <= i + Sk - Sq`. f16/bf16 operands accumulate in f32. On the GPU one thread block
    runs it (TileAttentionToNVGPU.cpp): K/V tiles in shared memory, online
    softmax, tensor cores.

    ```mlir
    %o = tile.attention %q, %k, %v [%b, %h, %i] into %w {rows = 64 : i64, scale = 0.125 : f64}
        : tensor<4x12x512x64xf16>, tensor<4x12x512x64xf16>, tensor<4x12x512x64xf16>
          into tensor<?x64xf16> -> tensor<?x64xf16>
    ```
  }];
  let arguments = (ins AnyShaped:$query, AnyShaped:$key, AnyShaped:$value,
                       Optional<AnyShaped>:$mask, Variadic<Index>:$offsets,
                       AnyShaped:$init, I64Attr:$rows, F64Attr:$scale,
                       DefaultValuedAttr<F64Attr, "0.0">:$mask_value,
                       UnitAttr:$seq_first, UnitAttr:$causal);
  let results = (outs Optional<AnyRankedTensor>:$result);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`mask` $mask^)? `[` $offsets `]` `into` $init
    attr-dict `:` type($query) `,` type($key) `,` type($value)
    (`,` type($mask)^)? `into` type($init) (`->` type($result)^)?
  }];
}

#endif // MLC_DIALECT_TILE_IR_TILEOPS_TD
