//===- Passes.td - graph dialect passes --------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
#define MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GraphFormFusedGroupsPass : Pass<"graph-form-fused-groups", "mlir::func::FuncOp"> {
  let summary = "Wrap graph ops into graph.fused regions, one kernel each";
  let description = [{
    Groups the compute ops of a function into `graph.fused` regions; each
    group becomes one kernel. A producer joins its consumer's group when its
    result then never goes to memory: elementwise into elementwise of the
    same shape, elementwise into a row-wise op (reductions, softmax,
    log_softmax, layer_norm) as its prologue, and a row-wise op into an
    elementwise epilogue on its result; at most one row-wise op per group.
    An elementwise producer with several elementwise users (at most 4) is
    recomputed in each of them when the target's cost model says the
    recomputation is cheaper than writing and re-reading its result.
    Then siblings: groups of elementwise ops that read one tensor whole,
    over the same static shape, with no path between them, merge into one
    group with several results (the tensor read once, a launch saved; at
    most 8 results). First of all, matmuls of one LHS against constant 2-D
    weights with the same epilogue become one matmul against the
    concatenated weights and a split, where each alone underuses the target
    (CUDA: fewer 128x128 output tiles than 132 multiprocessors; CPU: fewer
    than 512 columns).
    Constants stay outside and are passed in. With `print-decisions`, each
    decision (fused or not, recomputed or kept, siblings merged or not) is a
    remark with its reason, and every group a remark listing its members.
  }];
  let options = [
    Option<"printDecisions", "print-decisions", "bool", /*default=*/"false",
           "Emit a remark per fusion decision and per formed group">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "cpu | cuda: the cost model's balance of arithmetic and memory">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphQuantizedOpsPass : Pass<"graph-quantized-ops", "mlir::func::FuncOp"> {
  let summary = "Quantized convs and matmuls as integer arithmetic; quantize / dequantize expanded";
  let description = [{
    `quantize(conv(dequantize x, dequantize w, dequantize b))` with
    compile-time scales and zero points (x and the result per tensor, w per
    tensor or per output channel, b int32 with scale sx * sw) becomes an
    int32 conv of the centered integers plus a requantizing epilogue
    `saturate(round-half-even(float(acc) * m[c]) + zy)`, `m[c] = sx * sw[c]
    / sy` folded in f32: onnxruntime's QLinearConv, bit for bit. Matmuls
    (a per tensor, b per tensor or per column, optionally plus an int32
    bias row: QLinearMatMul, QGemm) alike. Every other quantize /
    dequantize expands into elementwise graph ops with ONNX's semantics.
    mlc-compile runs it first, at every -O level; `integer=false` only
    expands. With `narrow` (mlc-compile sets it for the CPU), a conv
    reads the 8-bit activations as they are (padded with `zx` first, then
    unpadded) and int8 weights `w - zw`, and `-zx * sum(w - zw)` joins the
    int32 bias: the same integers, a quarter of the bytes, and the form the
    CPU's VNNI micro-kernel takes (`ui8` × `si8` dot products); input
    channels that are not a multiple of 4 are padded to one (zero
    weights). An int32 matmul of centered 8-bit activations and constant
    centered weights (QLinearMatMul, QGemm, MatMulInteger) alike reads the
    activations as they are and int8 weights `w - zw` as [K, N], minus
    `za * colsum(w - zw)` (per call where `za` is a run-time value, as
    DynamicQuantizeLinear's).
  }];
  let options = [
    Option<"integer", "integer", "bool", /*default=*/"true",
           "run dequantize -> conv / matmul -> quantize chains on integers">,
    Option<"narrow", "narrow", "bool", /*default=*/"false",
           "convs read the 8-bit activations (padded with their zero "
           "point) and int8 weights directly (the zero points folded into "
           "the int32 bias)">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphSimplifyPass : Pass<"graph-simplify", "mlir::func::FuncOp"> {
  let summary = "Algebraic simplification: batch_norm into conv; layer_norm, gelu, attention recognition";
  let description = [{
    Rewrites that remove work without changing results beyond float
    rounding. Today: an inference `batch_norm` whose input is a single-use
    `conv` with constant weights (and bias), and whose parameters are
    constants, folds into the conv's weights and bias (one kernel and one
    pass over the activations less per conv); layer normalization as
    exporters decompose it before ONNX opset 17 (mean, sub, square, mean,
    add eps, sqrt, div over the same trailing axes) becomes
    `graph.layer_norm`; decomposed gelu (erf form and tanh approximation)
    becomes `graph.gelu`; attention as exporters decompose it (matmul,
    constant scale, Where or additive mask, softmax, matmul, with the
    head-split transposes around it) becomes `graph.attention`, reading the
    `[B, S, H, D]` head split in place (`seq_first`) when the transposes
    allow.
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphCacheInPlacePass : Pass<"graph-cache-in-place", "mlir::func::FuncOp"> {
  let summary = "KV caches that a decoder step appends to, kept in place";
  let description = [{
    An input `past` [B, H, L, D] whose rows a step appends to and returns
    (`present = concat(past, new)` along L, a static number of new rows)
    becomes a buffer [B, L, H, D] with room for more rows (batch 1), and
    `present` that buffer with the new rows written after the old ones
    (`graph.append_in_place`): the step copies the new rows, not the cache.
    The input gets `graph.in_place = [output, rows]`; the artifact's
    metadata says so (`inplace` records) and the runtime checks the room.
    An error when no input qualifies; a remark for each cache left as it is.
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphCausalAttentionPass : Pass<"graph-causal-attention", "mlir::func::FuncOp"> {
  let summary = "Replace an attention mask that is only causal by graph.attention's `causal`";
  let description = [{
    A mask proven to mask exactly the keys j > i + Sk - Sq of query i (a
    constant, or a compare of two views of one increasing position range
    whose length the queries and keys are proven to have, as torch's
    prefill exports build it) with a fill of -inf or at or below -3e4 is
    dropped and the attention marked `causal`: the kernels read no mask and
    skip the keys past each block's diagonal.
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphScheduleSiblingsPass : Pass<"graph-schedule-siblings", "mlir::func::FuncOp"> {
  let summary = "Matmul groups that read one tensor, each after the first";
  let description = [{
    A fused group with a `matmul` that reads a (non-constant) tensor X
    gathers the later matmul groups that also read X and need nothing
    defined after it: they move up to follow it, in their order. The
    exporters interleave an attention's q, k and v projections with their
    head splits (`matmul q, transpose q, matmul k, ...`); moved together
    the three matmuls are consecutive independent launches, which
    `kernel-merge-launches` runs as one grid (on CUDA: three small grids
    each leave most of the multiprocessors idle), and so are their head
    splits. Only the order of independent ops changes.
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphConvToMatmulPass : Pass<"graph-conv-to-matmul", "mlir::func::FuncOp"> {
  let summary = "Convolutions as matmuls (im2col gather where they have a window)";
  let description = [{
    A static one-group `conv` is `W[F, C * window] x X[N, C * window, P]`
    (P the flattened output positions). A 1x1 conv with unit strides and no
    padding reads X as a view of its input (`reshape`); any other f16/bf16
    conv (3x3, 7x7, strided, padded, dilated) gathers X (im2col: `pad`,
    `reshape`, `gather` with a constant [window, P] index table, `reshape`).
    f32 convs become matmuls when pointwise. The bias is a broadcast `add`
    on the [N, F, P] product, and elementwise ops after the reshape back to
    the conv's shape (relu, clip, residual adds) move before it, so that
    fusion joins them to the matmul as its epilogue. The matmul then gets
    the tile program (tensor cores for f16/bf16 on CUDA, where mlc-compile
    runs this pass; the exact f32 FMA tile for f32).
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphAutocastPass : Pass<"graph-autocast", "mlir::func::FuncOp"> {
  let summary = "f32 matmuls and convs in f16 or bf16 (mlc-compile --precision)";
  let description = [{
    With `precision` fp16 or bf16, every `matmul`, `conv` and
    `conv_transpose` whose operands and result are f32 takes its operands
    cast to that type and its result cast back to f32, as torch.autocast
    does: the products accumulate in f32, the result is rounded once to
    the lower precision. Every other op (elementwise, reductions, softmax,
    norms, attention) stays f32; constant operands fold to constants of the
    lower precision. fp32 leaves the function as it is. mlc-compile runs it
    after graph-simplify when `--precision` is fp16 or bf16.

    ```mlir
    %y = graph.matmul %x, %w : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
    // precision=fp16:
    %xh = graph.cast %x : tensor<4x64xf32> to tensor<4x64xf16>
    %wh = graph.cast %w : tensor<64x32xf32> to tensor<64x32xf16>
    %yh = graph.matmul %xh, %wh : (tensor<4x64xf16>, tensor<64x32xf16>) -> tensor<4x32xf16>
    %y = graph.cast %yh : tensor<4x32xf16> to tensor<4x32xf32>
    ```
  }];
  let options = [
    Option<"precision", "precision", "std::string", /*default=*/"\"fp32\"",
           "fp32 (nothing changes) | fp16 | bf16">,
    Option<"printDecisions", "print-decisions", "bool", /*default=*/"false",
           "remark on every op that runs in the lower precision">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphSplitKPass : Pass<"graph-split-k", "mlir::func::FuncOp"> {
  let summary = "Split-K for long-K f32 matmuls with few output tiles (GPU)";
  let description = [{
    A static f32 `matmul` `A[1.., M, K] x B[K, N]` (K >= 1024) whose
    output has too few 32x32 tiles to give half the `multiprocessors` one
    becomes S partial products over K chunks of at least 128 (S a power of
    two, K a multiple of S): `A` reshaped to [M, S, Kc] and transposed to
    [S, M, Kc], `B` reshaped to [S, Kc, N], a batched `matmul` [S, M, N],
    its transpose [M, N, S] and a `reduce_sum` over the innermost S
    partials in order (deterministic, no atomics), where the matmul's
    elementwise consumers fuse. mlc-compile
    runs it for cuda at -O1 and above (hidden `--mlc-split-k=false`
    turns it off).
  }];
  let options = [
    Option<"multiprocessors", "multiprocessors", "int64_t", /*default=*/"132",
           "multiprocessors of the GPU (H200: 132)">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphAssignLayoutPass : Pass<"graph-assign-layout", "mlir::func::FuncOp"> {
  let summary = "Channels-last (NHWC) convs and pools where the target prefers it";
  let description = [{
    Picks the data layout of the function's convs and pools: `nchw` keeps
    them as they are; `nhwc` (or `auto` where the target's conv kernels
    prefer it: cuda for a function with two or more static one-group
    f16/bf16 convs, whose tensor-core matmuls are then [N*H*W, C] x [C, F]
    with im2col rows contiguous in K) makes each one
    `channels_last` between a transpose to channels last on its input and
    one back on its result. Transposes then sink through the ops between
    (elementwise ops, with their other operands transposed alike where that
    costs nothing: constants, splats, the same transpose; reductions;
    concats) and cancel in pairs, so in a CNN one transpose remains at the
    input and one before the flatten or global pool, or none where it only
    moves unit dims (it becomes a reshape). With `print-decisions` each
    converted op and the function's outcome are remarks.

    On cuda it also lays out a GEMV's weights: a matmul of at most
    `gemv-max-rows` static rows by a constant [K, N] (f16/bf16/f32, static,
    K a multiple of 16 bytes of elements), whose constant only
    such matmuls use, takes the constant as [N, K] with `transpose_b`: the
    GEMV then reads each output column's weights as one contiguous row
    (TileMatmulToGemv.cpp). The other way round for an i32 matmul (a
    quantized Gemm with transB): its constant [N, K] weights, or the
    widening cast of 8-bit ones, become [K, N] without `transpose_b`, as
    the GPU's integer SIMT tile reads them.
  }];
  let options = [
    Option<"layout", "layout", "std::string", /*default=*/"\"auto\"",
           "auto | nchw | nhwc: auto asks the target">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "cpu | cuda: the target whose preference auto follows">,
    Option<"printDecisions", "print-decisions", "bool", /*default=*/"false",
           "Emit a remark per converted op and one per function">,
    Option<"gemvMaxRows", "gemv-max-rows", "int64_t", /*default=*/"8",
           "cuda: matmuls of at most this many rows get [N, K] weights "
           "(convert-graph-to-tile's GEMV; 0: none)">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

#endif // MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
