//===- GraphShapeOps.td - data movement and shape ops ------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops that move data without arithmetic on it (reshape, transpose, slicing,
// gathers and scatters, padding, tiling) plus the scans and selections that
// come with them (cumsum, top_k) and iota. Axes may be negative (counted
// from the back) wherever an op takes an axis; they are checked to lie in
// [-rank, rank).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD

// Result types follow from operands and attributes; a declared result type
// may be more static than the inferred one (a dynamic size then is a promise).
defvar Graph_InferShape = InferTypeOpAdaptorWithIsCompatible;

class Graph_ShapeOp<string mnemonic, list<Trait> traits = []>
    : Graph_Op<mnemonic, !listconcat([Pure], traits)>;

//===----------------------------------------------------------------------===//
// Reshapes and permutations
//===----------------------------------------------------------------------===//

def Graph_ReshapeOp : Graph_ShapeOp<"reshape",
    [AllElementTypesMatch<["input", "output"]>]> {
  let summary = "Reinterprets a tensor with another shape (row-major order).";
  let description = [{
    The elements, read in row-major order, are laid out in the result type's
    shape. Dynamic result sizes come from the optional `shape` operand (a 1-D
    integer tensor holding the full result shape, exact sizes: ONNX's `0` and
    `-1` are resolved by the importer; one entry may be `-1`, the operand's
    element count divided by the product of the others) or, without it,
    either the result type has at most one dynamic dimension, whose size is
    the operand's element count divided by the product of the static result
    dimensions (numpy's `-1`), or the `k`-th dynamic result size is the
    `k`-th dynamic operand size: the reshape only regroups the static
    dimensions around them (equal products before the first dynamic
    dimension, between consecutive ones and after the last; inserting or
    removing unit dimensions is one such reshape).
    The element counts must agree; where both are static this is checked by
    the verifier, else it is assumed.

    ```mlir
    %y = graph.reshape %x : tensor<2x6xf32> -> tensor<3x4xf32>
    %z = graph.reshape %d : tensor<?x6xf32> -> tensor<?x2x3xf32>
    %w = graph.reshape %d, %s : tensor<?x6xf32>, tensor<2xi64> -> tensor<?x?xf32>
    %u = graph.reshape %e : tensor<?x?xf32> -> tensor<?x1x?xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input,
                       Optional<RankedTensorOf<[I32, I64]>>:$shape);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input (`,` $shape^)? attr-dict `:` type($input) (`,` type($shape)^)?
    `->` type($output)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// True if `out` is `in` with static unit dimensions inserted or
    /// removed: the dimensions other than a static 1 agree in order.
    static bool isUnitDimReshape(::mlir::RankedTensorType in,
                                 ::mlir::RankedTensorType out);
    /// True if the dynamic dimensions of `in` and `out` can correspond in
    /// order: as many of each, and the static dimensions before the first,
    /// between consecutive ones and after the last have equal products
    /// (`?x?x64` and `?x?x4x16`). A unit-dim reshape is one.
    static bool isAlignedReshape(::mlir::RankedTensorType in,
                                 ::mlir::RankedTensorType out);
  }];
}

def Graph_ShapeOfOp : Graph_ShapeOp<"shape_of", [Graph_InferShape]> {
  let summary = "The shape of a tensor as a 1-D i64 tensor (run-time sizes).";
  let description = [{
    `output[d]` is the size of dimension `d` of the operand, read at run time
    for dynamic dimensions (ONNX Shape). Only the operand's shape is used,
    never its elements. Folds to a constant when the operand's shape is
    static.

    ```mlir
    %s = graph.shape_of %x : tensor<?x3xf32> -> tensor<2xi64>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input);
  let results = (outs RankedTensorOf<[I64]>:$output);
  let assemblyFormat = [{
    $input attr-dict `:` type($input) `->` type($output)
  }];
  let hasFolder = 1;
}

def Graph_TransposeOp : Graph_ShapeOp<"transpose", [Graph_InferShape]> {
  let summary = "Permutes the dimensions of a tensor.";
  let description = [{
    `output[i_0, ..., i_n] = input[j]` where `j[perm[k]] = i_k`: result
    dimension `k` is operand dimension `perm[k]` (numpy's `transpose`).

    ```mlir
    %y = graph.transpose %x perm = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, DenseI64ArrayAttr:$perm);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input `perm` `=` $perm attr-dict `:` type($input) `->` type($output)
  }];
  let hasFolder = 1;
}

def Graph_BroadcastToOp : Graph_ShapeOp<"broadcast_to",
    [AllElementTypesMatch<["input", "output"]>]> {
  let summary = "Broadcasts a tensor to a shape with numpy rules.";
  let description = [{
    The operand's dimensions are right-aligned with the result's; each must be
    1 (stretched) or equal to the result's. A dynamic result dimension takes
    its size from the aligned dynamic operand dimension, or, when the optional
    `shape` operand (a 1-D integer tensor holding the full result shape) is
    given, from that operand. A dynamic operand dimension is taken to equal
    the result's (it is not stretched at run time).

    ```mlir
    %y = graph.broadcast_to %x : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
    %z = graph.broadcast_to %x, %s : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input,
                       Optional<RankedTensorOf<[I32, I64]>>:$shape);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input (`,` $shape^)? attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Graph_TileOp : Graph_ShapeOp<"tile", [Graph_InferShape]> {
  let summary = "Repeats a tensor along every dimension (ONNX Tile).";
  let description = [{
    `output[i] = input[i mod dims(input)]`; the result dimension `d` is
    `repeats[d]` times the operand's. `repeats` has one non-negative entry
    per dimension.

    ```mlir
    %y = graph.tile %x repeats = [2, 3] : tensor<2x3xf32> -> tensor<4x9xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, DenseI64ArrayAttr:$repeats);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input `repeats` `=` $repeats attr-dict `:` type($input) `->` type($output)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Joining and cutting
//===----------------------------------------------------------------------===//

def Graph_ConcatOp : Graph_ShapeOp<"concat",
    [SameOperandsAndResultElementType, Graph_InferShape]> {
  let summary = "Joins tensors along one axis.";
  let description = [{
    All operands have the same rank and agree on every dimension but `axis`.
    A dynamic dimension on `axis` makes the result's dynamic.

    ```mlir
    %y = graph.concat %a, %b axis = 1 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
    ```
  }];
  let arguments = (ins Variadic<Graph_Tensor>:$inputs, I64Attr:$axis);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $inputs `axis` `=` $axis attr-dict `:` functional-type($inputs, $output)
  }];
  let hasFolder = 1;
}

def Graph_SplitOp : Graph_ShapeOp<"split", [Graph_InferShape]> {
  let summary = "Cuts a tensor into consecutive pieces along one axis.";
  let description = [{
    Result `r` holds `sizes[r]` consecutive entries of `axis`; the sizes add
    up to the operand's dimension (checked where it is static).

    ```mlir
    %a, %b = graph.split %x axis = 0 sizes = [2, 3] : tensor<5x4xf32> -> tensor<2x4xf32>, tensor<3x4xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, I64Attr:$axis,
                       DenseI64ArrayAttr:$sizes);
  let results = (outs Variadic<Graph_Tensor>:$outputs);
  let assemblyFormat = [{
    $input `axis` `=` $axis `sizes` `=` $sizes attr-dict `:` type($input) `->` type($outputs)
  }];
}

def Graph_SliceOp : Graph_ShapeOp<"slice", [Graph_InferShape]> {
  let summary = "Strided slice with constant bounds (ONNX Slice).";
  let description = [{
    For each `axes[i]` (default: `0 .. len(starts)-1`) the entries
    `starts[i], starts[i] + steps[i], ...` up to but excluding `ends[i]` are
    kept (`steps` default to 1, may be negative, never 0). Negative starts and
    ends count from the back; out-of-range values clamp as in ONNX Slice
    (to `[0, dim]` for positive steps, to `[-1, dim-1]` for negative ones),
    so `ends = [9223372036854775807]` means "to the end". Sizes follow
    statically from static dimensions and are computed at run time for
    dynamic ones.

    ```mlir
    %y = graph.slice %x starts = [1, -1] ends = [3, -9223372036854775808] axes = [0, 1] steps = [1, -2] : tensor<4x5xf32> -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, DenseI64ArrayAttr:$starts,
                       DenseI64ArrayAttr:$ends,
                       OptionalAttr<DenseI64ArrayAttr>:$axes,
                       OptionalAttr<DenseI64ArrayAttr>:$steps);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input `starts` `=` $starts `ends` `=` $ends (`axes` `=` $axes^)?
    (`steps` `=` $steps^)? attr-dict `:` type($input) `->` type($output)
  }];
  let extraClassDeclaration = [{
    /// ONNX Slice clamping along a dimension of size `dim`: the first index
    /// taken and the number of entries taken.
    static std::pair<int64_t, int64_t> sliceBounds(int64_t start, int64_t end,
                                                   int64_t step, int64_t dim);
  }];
}

def Graph_DynamicSliceOp : Graph_ShapeOp<"dynamic_slice", [Graph_InferShape]> {
  let summary = "Strided slice with run-time bounds (ONNX Slice).";
  let description = [{
    `graph.slice` whose `starts`, `ends` and optional `steps` are 1-D
    integer tensors read at run time, one entry per entry of `axes`
    (constant, distinct). The semantics are ONNX Slice's: negative starts
    and ends count from the back, out-of-range values clamp (to `[0, dim]`
    for positive steps, to `[-1, dim-1]` for negative ones), steps default
    to 1 and may be negative. A step of 0 is a run-time error. Every sliced
    dimension of the result is dynamic.

    ```mlir
    %y = graph.dynamic_slice %x[%starts, %ends] axes = [1] : (tensor<4x9xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x?xf32>
    %z = graph.dynamic_slice %x[%starts, %ends, %steps] axes = [0, 1] : (tensor<4x9xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input,
                       RankedTensorOf<[I32, I64]>:$starts,
                       RankedTensorOf<[I32, I64]>:$ends,
                       Optional<RankedTensorOf<[I32, I64]>>:$steps,
                       DenseI64ArrayAttr:$axes);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input `[` $starts `,` $ends (`,` $steps^)? `]` `axes` `=` $axes attr-dict
    `:` functional-type(operands, results)
  }];
}

def Graph_PadModeConstant : I32EnumAttrCase<"constant", 0>;
def Graph_PadModeReflect : I32EnumAttrCase<"reflect", 1>;
def Graph_PadModeEdge : I32EnumAttrCase<"edge", 2>;
def Graph_PadMode : I32EnumAttr<"PadMode", "how graph.pad fills the border",
    [Graph_PadModeConstant, Graph_PadModeReflect, Graph_PadModeEdge]> {
  let cppNamespace = "::mlc::graph";
}

def Graph_PadOp : Graph_ShapeOp<"pad", [Graph_InferShape]> {
  let summary = "Pads a tensor (ONNX Pad: constant, reflect or edge).";
  let description = [{
    `pads` holds `2 * rank` non-negative entries in ONNX order: the amounts
    added before each dimension, then the amounts added after each. `constant`
    fills with `value` (converted to the element type), `edge` repeats the
    border element, `reflect` mirrors without repeating the border (each pad
    must then be smaller than its dimension).

    ```mlir
    %y = graph.pad %x pads = [1, 0, 1, 2] : tensor<2x3xf32> -> tensor<4x5xf32>
    %z = graph.pad %x pads = [1, 1, 1, 1] mode = reflect : tensor<2x3xf32> -> tensor<4x5xf32>
    %w = graph.pad %x pads = [0, 1, 0, 1] value = -1.0 : tensor<2x3xf32> -> tensor<2x5xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input, DenseI64ArrayAttr:$pads,
      DefaultValuedAttr<Graph_PadMode, "::mlc::graph::PadMode::constant">:$mode,
      DefaultValuedAttr<F64Attr, "0.0">:$value);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $input `pads` `=` $pads (`mode` `=` $mode^)? (`value` `=` $value^)?
    attr-dict `:` type($input) `->` type($output)
  }];
}

//===----------------------------------------------------------------------===//
// Gathers and scatters
//===----------------------------------------------------------------------===//

def Graph_GatherOp : Graph_ShapeOp<"gather", [Graph_InferShape]> {
  let summary = "Takes entries along one axis at given indices (ONNX Gather).";
  let description = [{
    `output[a..., i..., b...] = data[a..., indices[i...], b...]` with `a`
    the dimensions before `axis` and `b` those after it; the result shape is
    `data.shape[:axis] + indices.shape + data.shape[axis+1:]`. Negative
    indices count from the back. Out-of-range indices are undefined behaviour
    (the CPU lowering clamps them).

    ```mlir
    %y = graph.gather %x, %i axis = 1 : (tensor<3x5xf32>, tensor<2x2xi64>) -> tensor<3x2x2xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$data, Graph_IndexTensor:$indices,
                       I64Attr:$axis);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $data `,` $indices `axis` `=` $axis attr-dict `:` functional-type(operands, results)
  }];
}

def Graph_GatherElementsOp : Graph_ShapeOp<"gather_elements",
    [Graph_InferShape]> {
  let summary = "Elementwise gather along one axis (ONNX GatherElements).";
  let description = [{
    `output[i] = data[i with i[axis] replaced by indices[i]]`. `indices` has
    the rank of `data` and the result its shape; the other dimensions of
    `indices` must not exceed those of `data`. Negative indices count from
    the back.

    ```mlir
    %y = graph.gather_elements %x, %i axis = 0 : (tensor<3x4xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$data, Graph_IndexTensor:$indices,
                       I64Attr:$axis);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $data `,` $indices `axis` `=` $axis attr-dict `:` functional-type(operands, results)
  }];
}

def Graph_ScatterReductionNone : I32EnumAttrCase<"none", 0>;
def Graph_ScatterReductionAdd : I32EnumAttrCase<"add", 1>;
def Graph_ScatterReductionMul : I32EnumAttrCase<"mul", 2>;
def Graph_ScatterReductionMax : I32EnumAttrCase<"max", 3>;
def Graph_ScatterReductionMin : I32EnumAttrCase<"min", 4>;
def Graph_ScatterReduction : I32EnumAttr<"ScatterReduction",
    "how graph.scatter combines an update with the existing entry",
    [Graph_ScatterReductionNone, Graph_ScatterReductionAdd,
     Graph_ScatterReductionMul, Graph_ScatterReductionMax,
     Graph_ScatterReductionMin]> {
  let cppNamespace = "::mlc::graph";
}

def Graph_ScatterOp : Graph_ShapeOp<"scatter", [Graph_InferShape]> {
  let summary = "Elementwise scatter along one axis (ONNX ScatterElements).";
  let description = [{
    The result is a copy of `data` in which, for every position `i` of
    `updates`, the entry at `i` with `i[axis]` replaced by `indices[i]` is
    combined with `updates[i]`: replaced (`none`), added, multiplied, or
    taking the max or min. Updates are applied in row-major order of `i`, so
    with `none` the last of duplicate indices wins. `indices` and `updates`
    have one shape, of the rank of `data`. Negative indices count from the
    back.

    ```mlir
    %y = graph.scatter %d, %i, %u axis = 0 reduction = add : (tensor<4x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$data, Graph_IndexTensor:$indices,
      Graph_Tensor:$updates, I64Attr:$axis,
      DefaultValuedAttr<Graph_ScatterReduction,
                        "::mlc::graph::ScatterReduction::none">:$reduction);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = [{
    $data `,` $indices `,` $updates `axis` `=` $axis
    (`reduction` `=` $reduction^)? attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Generators, scans and selections
//===----------------------------------------------------------------------===//

def Graph_IotaOp : Graph_ShapeOp<"iota"> {
  let summary = "A tensor counting 0, 1, ... along one dimension.";
  let description = [{
    `output[i] = i[dimension]`, converted to the element type (integer or
    float). The result type must be static, unless the optional `like`
    operand (of the result's rank; only its shape is read) gives the sizes
    of the dynamic dimensions at run time.

    ```mlir
    %y = graph.iota dim = 1 : tensor<2x3xf32>
    %z = graph.iota dim = 0 like %x : (tensor<?x?xf32>) -> tensor<?x?xi64>
    ```
  }];
  let arguments = (ins I64Attr:$dimension, Optional<Graph_Tensor>:$like);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = [{
    `dim` `=` $dimension (`like` $like^)? attr-dict `:`
    (`(` type($like)^ `)` `->`)? type($output)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Type":$type, "::mlir::IntegerAttr":$dimension), [{
      build($_builder, $_state, type, dimension, ::mlir::Value());
    }]>
  ];
  let hasVerifier = 1;
}

class Graph_CumulativeOp<string mnemonic, string what, string onnx>
    : Graph_ShapeOp<mnemonic, [SameOperandsAndResultType]> {
  let summary = "Cumulative " # what # " along one axis (ONNX " # onnx # ").";
  let description = [{
    `output[.., j, ..]` is the }] # what # [{ of `input[.., j', ..]` over
    `j' <= j`; with `exclusive` over `j' < j` (the empty one is the
    identity, 0 or 1); with `reverse` it runs from the back (`j' >= j`, or
    `j' > j` with both). 16-bit floats accumulate in f32.

    ```mlir
    %y = graph.}] # mnemonic # [{ %x axis = 1 : tensor<2x5xf32>
    %z = graph.}] # mnemonic # [{ %x axis = -1 exclusive reverse : tensor<2x5xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input, I64Attr:$axis,
                       UnitAttr:$exclusive, UnitAttr:$reverse);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = [{
    $input `axis` `=` $axis (`exclusive` $exclusive^)? (`reverse` $reverse^)?
    attr-dict `:` type($output)
  }];
  let hasVerifier = 1;
}

def Graph_CumsumOp : Graph_CumulativeOp<"cumsum", "sum", "CumSum">;
def Graph_CumprodOp : Graph_CumulativeOp<"cumprod", "product", "CumProd">;

def Graph_TopKOp : Graph_ShapeOp<"top_k", [Graph_InferShape]> {
  let summary = "The k largest (or smallest) entries along one axis (ONNX TopK).";
  let description = [{
    Returns the `k` largest entries along `axis` (smallest with
    `largest = false`) and their i64 indices, in order (best first; the
    result is always sorted, `sorted = false` allows but does not ask for
    another order). Equal values are ordered by index, lower first. NaN
    ordering is unspecified. `k = -1` takes the whole axis (a full sort,
    also of a dynamic axis).

    ```mlir
    %v, %i = graph.top_k %x k = 2 axis = -1 : tensor<3x5xf32> -> tensor<3x2xf32>, tensor<3x2xi64>
    %w, %j = graph.top_k %x k = -1 axis = 0 : tensor<?x5xf32> -> tensor<?x5xf32>, tensor<?x5xi64>
    %s, %j = graph.top_k %x k = 1 axis = 0 {largest = false} : tensor<3x5xf32> -> tensor<1x5xf32>, tensor<1x5xi64>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input, I64Attr:$k, I64Attr:$axis,
                       DefaultValuedAttr<BoolAttr, "true">:$largest,
                       DefaultValuedAttr<BoolAttr, "true">:$sorted);
  let results = (outs Graph_NumericTensor:$values,
                      RankedTensorOf<[I64]>:$indices);
  let assemblyFormat = [{
    $input `k` `=` $k `axis` `=` $axis attr-dict `:` type($input) `->`
    type($values) `,` type($indices)
  }];
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHSHAPEOPS_TD
