//===- GraphNNOps.td - contractions, convolutions, norms ---*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD

def Graph_MatmulOp : Graph_Op<"matmul",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Batched matrix product with broadcast batch dimensions.";
  let description = [{
    `C[b..., m, n] = sum_k A[b..., m, k] * B[b..., k, n]`. Both operands have
    rank >= 2; leading (batch) dimensions broadcast with numpy rules.
    `transpose_a` / `transpose_b` swap the two trailing dimensions of an
    operand before the product. Integer operands accumulate in their own
    type. Both operands share one element type, except for 8- and 16-bit
    integers (quantized operands, as ONNX `MatMulInteger`): they may then
    differ in width and signedness (`ui8` x `si8`), each is extended by its
    own signedness, and the result is `i32`.

    ```mlir
    %c = graph.matmul %a, %b : (tensor<8x4x16xf32>, tensor<16x32xf32>) -> tensor<8x4x32xf32>
    %d = graph.matmul %a, %w {transpose_b} : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
    %q = graph.matmul %x, %w8 : (tensor<4x16xui8>, tensor<16x32xi8>) -> tensor<4x32xi32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$lhs, Graph_NumericTensor:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

def Graph_ConvOp : Graph_Op<"conv", [Pure, InferTypeOpAdaptor]> {
  let summary = "N-D convolution (1-D to 3-D), channels first (or last), with groups.";
  let description = [{
    Input `[N, C, D1..Dk]`, weight `[F, C / groups, K1..Kk]`, optional bias
    `[F]`; result `[N, F, O1..Ok]` with
    `Oi = floor((Di + pad_begin_i + pad_end_i - dilation_i * (Ki - 1) - 1) / stride_i) + 1`.
    Output channel `f` of group `g = f / (F / groups)` reads input channels
    `g * C / groups ..< (g + 1) * C / groups` (ONNX `Conv`). `strides` and
    `dilations` have k entries (default all 1), `pads` 2k (all begins, then
    all ends; default 0). f16/bf16 accumulate in f32; integers in their own
    type. Input, weight and bias share one element type, except for 8- and
    16-bit integers (quantized operands, as ONNX `ConvInteger`): input and
    weight may then differ in width and signedness (`ui8` × `si8`), each is
    extended by its own signedness, and the bias and result are `i32`.

    With `channels_last` the input is `[N, D1..Dk, C]` and the result
    `[N, O1..Ok, F]` (NHWC; the weight keeps its `[F, C / groups, K1..Kk]`
    layout): the layout `graph-assign-layout` picks where the target's
    kernels prefer it.

    ```mlir
    %y = graph.conv %x, %w, %b {strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>}
        : (tensor<?x3x32x32xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>) -> tensor<?x8x16x16xf32>
    %z = graph.conv %x, %dw {groups = 3 : i64}
        : (tensor<1x3x8x8xf32>, tensor<3x1x3x3xf32>) -> tensor<1x3x6x6xf32>
    %h = graph.conv %xh, %w, %b {channels_last, pads = array<i64: 1, 1, 1, 1>}
        : (tensor<?x32x32x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>) -> tensor<?x32x32x8xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input, Graph_NumericTensor:$weight,
                       Optional<Graph_NumericTensor>:$bias,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$pads,
                       DefaultValuedAttr<I64Attr, "1">:$groups,
                       UnitAttr:$channels_last);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = [{
    $input `,` $weight (`,` $bias^)? attr-dict `:` functional-type(operands, results)
  }];
}

def Graph_ConvTransposeOp : Graph_Op<"conv_transpose",
    [Pure, SameOperandsElementType, InferTypeOpAdaptor]> {
  let summary = "N-D transposed convolution (1-D to 3-D), channels first.";
  let description = [{
    The gradient of `graph.conv` with respect to its input (ONNX
    `ConvTranspose`). Input `[N, C, D1..Dk]`, weight `[C, F / groups,
    K1..Kk]`, optional bias `[F]`; result `[N, F, O1..Ok]` with
    `Oi = stride_i * (Di - 1) + output_padding_i + dilation_i * (Ki - 1) + 1
    - pad_begin_i - pad_end_i`. Input element `x[n, c, i]` contributes
    `x * w[c, f, k]` to output position `i * stride + k * dilation -
    pad_begin`. `output_padding` (k entries, default 0) must be smaller than
    the stride or the dilation of its dimension.

    ```mlir
    %y = graph.conv_transpose %x, %w {strides = array<i64: 2, 2>}
        : (tensor<1x4x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x2x11x11xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input, Graph_NumericTensor:$weight,
                       Optional<Graph_NumericTensor>:$bias,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$pads,
                       OptionalAttr<DenseI64ArrayAttr>:$output_padding,
                       DefaultValuedAttr<I64Attr, "1">:$groups);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = [{
    $input `,` $weight (`,` $bias^)? attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

def Graph_MaxPoolOp : Graph_Op<"max_pool", [Pure, InferTypeOpAdaptor]> {
  let summary = "N-D max pooling (1-D to 3-D), channels first (or last).";
  let description = [{
    Input `[N, C, D1..Dk]`; result `[N, C, O1..Ok]` with
    `Oi = floor_or_ceil((Di + pad_begin_i + pad_end_i - dilation_i * (Ki - 1) - 1) / stride_i) + 1`
    (ceil with `ceil_mode`; a last window that would start past the end
    padding is dropped). Padding never wins: it reads as -inf (floats) or the
    smallest integer. NaN propagates. With `channels_last` the input is
    `[N, D1..Dk, C]` and the result `[N, O1..Ok, C]` (as `graph.conv`).

    ```mlir
    %y = graph.max_pool %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>}
        : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
    %z = graph.max_pool %x {kernel_shape = array<i64: 3>, ceil_mode} : tensor<?x3x8xf32> -> tensor<?x3x6xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input,
                       DenseI64ArrayAttr:$kernel_shape,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$pads,
                       UnitAttr:$ceil_mode, UnitAttr:$channels_last);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
}

def Graph_AvgPoolOp : Graph_Op<"avg_pool", [Pure, InferTypeOpAdaptor]> {
  let summary = "N-D average pooling (1-D to 3-D), channels first (or last).";
  let description = [{
    Same windows as `graph.max_pool` (without dilations). Each output is the
    window's sum divided by the number of its elements inside the input, or,
    with `count_include_pad`, inside the padded input (positions of a
    `ceil_mode` window beyond the end padding never count). `channels_last`
    as for `graph.max_pool`.

    ```mlir
    %y = graph.avg_pool %x {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, count_include_pad}
        : tensor<1x3x8x8xf32> -> tensor<1x3x8x8xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input,
                       DenseI64ArrayAttr:$kernel_shape,
                       OptionalAttr<DenseI64ArrayAttr>:$strides,
                       OptionalAttr<DenseI64ArrayAttr>:$pads,
                       UnitAttr:$ceil_mode, UnitAttr:$count_include_pad,
                       UnitAttr:$channels_last);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

class Graph_ReduceOp<string mnemonic, Type T, string math>
    : Graph_Op<mnemonic, [Pure, SameOperandsAndResultElementType,
                          InferTypeOpAdaptor]> {
  let summary = "Reduction: " # math # " over `axes`.";
  let description = [{
    Computes `}] # math # [{` over the dimensions in `axes` (negative values
    count from the end; empty means all dimensions). With `keepdims` (the
    default) reduced dimensions stay as size 1, otherwise they are removed.
    f16/bf16 accumulate in f32.

    ```mlir
    %y = graph.}] # mnemonic # [{ %x {axes = array<i64: -1>} : tensor<4x?x8xf32> -> tensor<4x?x1xf32>
    %z = graph.}] # mnemonic # [{ %x {axes = array<i64: 0, 2>, keepdims = false} : tensor<4x?x8xf32> -> tensor<?xf32>
    ```
  }];
  let arguments = (ins T:$input,
                       DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$axes,
                       DefaultValuedAttr<BoolAttr, "true">:$keepdims);
  let results = (outs T:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
  // Over a reduced dimension of size 0 the result is the reduction's
  // identity (sum, l2: 0; prod: 1; max: -inf / the lowest integer; min:
  // +inf / the highest; mean: NaN), folded to a constant; where other sizes
  // are run-time values, canonicalized to that identity broadcast.
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Graph_ReduceSumOp : Graph_ReduceOp<"reduce_sum", Graph_NumericTensor, "sum">;
def Graph_ReduceMeanOp : Graph_ReduceOp<"reduce_mean", Graph_FloatTensor, "mean">;
def Graph_ReduceMaxOp : Graph_ReduceOp<"reduce_max", Graph_NumericTensor,
    "max (NaN propagates)">;
def Graph_ReduceMinOp : Graph_ReduceOp<"reduce_min", Graph_NumericTensor,
    "min (NaN propagates)">;
def Graph_ReduceProdOp : Graph_ReduceOp<"reduce_prod", Graph_NumericTensor,
    "product">;
def Graph_ReduceL2Op : Graph_ReduceOp<"reduce_l2", Graph_FloatTensor,
    "sqrt(sum(x^2))">;

class Graph_ArgReduceOp<string mnemonic, string what>
    : Graph_Op<mnemonic, [Pure, InferTypeOpAdaptor]> {
  let summary = "Index of the " # what # " along `axis` (i64).";
  let description = [{
    Index of the }] # what # [{ element along `axis` (negative counts from
    the end). Ties give the first index, or the last with
    `select_last_index`; NaN counts as larger and smaller than everything (the
    first / last NaN wins). With `keepdims` (the default) `axis` stays as
    size 1.

    ```mlir
    %i = graph.}] # mnemonic # [{ %x {axis = 1 : i64} : tensor<4x8xf32> -> tensor<4x1xi64>
    %j = graph.}] # mnemonic # [{ %x {axis = -1 : i64, keepdims = false, select_last_index} : tensor<4x8xf32> -> tensor<4xi64>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input,
                       DefaultValuedAttr<I64Attr, "0">:$axis,
                       DefaultValuedAttr<BoolAttr, "true">:$keepdims,
                       UnitAttr:$select_last_index);
  let results = (outs RankedTensorOf<[I64]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
}

def Graph_ArgMaxOp : Graph_ArgReduceOp<"argmax", "largest">;
def Graph_ArgMinOp : Graph_ArgReduceOp<"argmin", "smallest">;

//===----------------------------------------------------------------------===//
// Softmax and normalizations
//===----------------------------------------------------------------------===//

class Graph_SoftmaxBaseOp<string mnemonic, string math>
    : Graph_Op<mnemonic, [Pure, SameOperandsAndResultType]> {
  let summary = math # " along `axis`.";
  let description = [{
    `}] # math # [{` along `axis` (default -1, negative counts from the end),
    computed stably: the maximum along the axis is subtracted first. f16/bf16
    compute in f32.

    ```mlir
    %y = graph.}] # mnemonic # [{ %x : tensor<4x?xf32>
    %z = graph.}] # mnemonic # [{ %x {axis = 0 : i64} : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input,
                       DefaultValuedAttr<I64Attr, "-1">:$axis);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def Graph_SoftmaxOp : Graph_SoftmaxBaseOp<"softmax",
    "y = exp(x) / sum(exp(x))">;
def Graph_LogSoftmaxOp : Graph_SoftmaxBaseOp<"log_softmax",
    "y = x - log(sum(exp(x)))">;

def Graph_LayerNormOp : Graph_Op<"layer_norm",
    [Pure, SameOperandsElementType, AllTypesMatch<["input", "output"]>]> {
  let summary = "Layer normalization over the dimensions axis..rank-1.";
  let description = [{
    `y = (x - mean) / sqrt(var + epsilon) * scale + bias`, mean and (biased)
    variance taken over dimensions `axis` to the last (ONNX
    `LayerNormalization`). `scale` and the optional `bias` broadcast
    (numpy-style) to the normalized shape `x.shape[axis:]`. f16/bf16 compute
    in f32.

    ```mlir
    %y = graph.layer_norm %x, %g, %b {epsilon = 1.0e-5 : f64} : (tensor<?x16x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<?x16x32xf32>
    %z = graph.layer_norm %x, %g2 {axis = -2 : i64} : (tensor<?x16x32xf32>, tensor<16x32xf32>) -> tensor<?x16x32xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input, Graph_FloatTensor:$scale,
                       Optional<Graph_FloatTensor>:$bias,
                       DefaultValuedAttr<I64Attr, "-1">:$axis,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = [{
    $input `,` $scale (`,` $bias^)? attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Graph_RmsNormOp : Graph_Op<"rms_norm",
    [Pure, SameOperandsElementType, AllTypesMatch<["input", "output"]>]> {
  let summary = "Root-mean-square normalization over the dimensions axis..rank-1.";
  let description = [{
    `y = T(x / sqrt(mean(x^2) + epsilon)) * scale` (ONNX
    `RMSNormalization`, onnxruntime's `SimplifiedLayerNormalization`, the
    RMSNorm of Llama-style models): the mean of squares is taken over
    dimensions `axis` to the last; f16/bf16 compute it and the normalized
    value in f32, which is rounded to the element type T before the product
    with `scale` (as ONNX's function body and torch's LlamaRMSNorm do).
    `scale` broadcasts (numpy-style) to the normalized shape.
    `graph-simplify` forms it from the decomposed pattern as exporters emit
    it; each normalized row is one kernel's row (a row-wise op).

    ```mlir
    %y = graph.rms_norm %x, %w {epsilon = 1.0e-6 : f64} : (tensor<1x?x2048xbf16>, tensor<2048xbf16>) -> tensor<1x?x2048xbf16>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input, Graph_FloatTensor:$scale,
                       DefaultValuedAttr<I64Attr, "-1">:$axis,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = [{
    $input `,` $scale attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Graph_BatchNormOp : Graph_Op<"batch_norm",
    [Pure, SameOperandsElementType, AllTypesMatch<["input", "output"]>]> {
  let summary = "Batch normalization with running statistics (inference).";
  let description = [{
    `y = (x - mean[c]) / sqrt(var[c] + epsilon) * scale[c] + bias[c]` where
    `c` is dimension 1 of the input (rank >= 2); the four parameters have
    shape `[C]`. f16/bf16 compute in f32.

    ```mlir
    %y = graph.batch_norm %x, %scale, %bias, %mean, %var {epsilon = 1.0e-5 : f64}
        : (tensor<?x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<?x8x4x4xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input, Graph_FloatTensor:$scale,
                       Graph_FloatTensor:$bias, Graph_FloatTensor:$mean,
                       Graph_FloatTensor:$var,
                       DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

def Graph_AttentionOp : Graph_Op<"attention", [Pure]> {
  let summary = "Scaled dot-product attention over heads (one fused kernel).";
  let description = [{
    `out = softmax(mask(q · kᵀ · scale)) · v` per batch and head, the softmax
    along the keys. Operands are rank 4: `q [B, H, Sq, D]`, `k [B, Hkv, Sk, D]`,
    `v [B, Hkv, Sk, Dv]`, result `[B, H, Sq, Dv]`; `Hkv` is `H` or, static,
    divides it (grouped-query attention: query head `h` reads key/value head
    `h / (H / Hkv)`, no repeated copy of the cache); with `seq_first` every one
    of them is `[B, S, H, D]` instead (the head split of an exporter's
    `reshape` + `transpose`, read in place: no transposed copy); with
    `result_seq_first` only the result is (`[B, Sq, H, Dv]`: the head merge
    before the output projection written in place). The optional
    `mask` broadcasts (numpy rules) to the scores `[B, H, Sq, Sk]`: an `i1`
    mask replaces the scores where it is true by `mask_value` (exporters'
    `Where`), a float mask is added to them; a dynamic mask dimension
    broadcasts when it is 1 at run time. A query row whose every key is
    masked to -inf gets zeros (not NaN: the "safe softmax" exporters guard
    with `IsNaN`/`Where`). With `causal`, query `i` (of `Sq`) also sees only
    the keys `j <= i + Sk - Sq` (aligned at the end: the last query sees
    every key, as after a cache of `Sk - Sq` keys); the kernels skip the
    blocks of keys no query of theirs sees. f16/bf16 accumulate in f32.
    `graph-simplify` forms it from the decomposed pattern (matmul, scale,
    mask, softmax, matmul) that exporters emit; `graph-causal-attention`
    replaces a mask that is only causal by `causal`.

    ```mlir
    %o = graph.attention %q, %k, %v {scale = 0.125 : f64}
        : (tensor<2x4x32x64xf32>, tensor<2x4x32x64xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %p = graph.attention %q, %k, %v mask %m {scale = 0.25 : f64, mask_value = -1.0e4 : f64, seq_first}
        : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>, tensor<1x1x1x32xi1>) -> tensor<1x32x4x16xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$query, Graph_FloatTensor:$key,
                       Graph_FloatTensor:$value,
                       Optional<RankedTensorOf<[Graph_AnyFloat, I1]>>:$mask,
                       F64Attr:$scale,
                       DefaultValuedAttr<F64Attr, "0.0">:$mask_value,
                       UnitAttr:$seq_first, UnitAttr:$causal,
                       UnitAttr:$result_seq_first);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`mask` $mask^)? attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Dimension of the sequence and of the heads in every operand.
    int64_t seqDim() { return getSeqFirst() ? 1 : 2; }
    int64_t headDim() { return getSeqFirst() ? 2 : 1; }
    /// The same in the result.
    bool resultSeqFirst() { return getSeqFirst() || getResultSeqFirst(); }
    int64_t resultSeqDim() { return resultSeqFirst() ? 1 : 2; }
    int64_t resultHeadDim() { return resultSeqFirst() ? 2 : 1; }
  }];
}

//===----------------------------------------------------------------------===//
// Quantization
//===----------------------------------------------------------------------===//

def Graph_QuantizeOp : Graph_Op<"quantize", [Pure]> {
  let summary = "Affine quantization of a float tensor to an integer type.";
  let description = [{
    `y = saturate(round-half-to-even(x / scale) + zero_point)` in the zero
    point's integer type (ONNX `QuantizeLinear`). `scale` and `zero_point`
    broadcast against `x` with numpy rules: scalars (per tensor) or a size-1
    shape with one dimension of the axis' size (per axis, per channel).
    `graph-quantized-ops` turns a `dequantize -> conv / matmul -> quantize`
    chain into integer arithmetic and expands the rest into elementwise ops.

    ```mlir
    %q = graph.quantize %x, %s, %zp : (tensor<1x8x4x4xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x8x4x4xui8>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input, Graph_FloatTensor:$scale,
                       Graph_IntTensor:$zero_point);
  let results = (outs Graph_IntTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def Graph_DequantizeOp : Graph_Op<"dequantize", [Pure]> {
  let summary = "An affine-quantized integer tensor back to float.";
  let description = [{
    `y = float(int32(x) - int32(zero_point)) * scale` in the scale's float
    type (ONNX `DequantizeLinear`); `scale` and `zero_point` broadcast as in
    `graph.quantize`.

    ```mlir
    %w = graph.dequantize %q, %s, %zp : (tensor<8x3x3x3xi8>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xi8>) -> tensor<8x3x3x3xf32>
    ```
  }];
  let arguments = (ins Graph_IntTensor:$input, Graph_FloatTensor:$scale,
                       Graph_IntTensor:$zero_point);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD
