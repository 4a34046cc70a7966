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
    Constants stay outside and are passed in. With `print-decisions`, each
    decision (fused or not, recomputed or kept) is a remark with its reason,
    and every group a remark listing its members.
  }];
  let options = [
    Option<"printDecisions", "print-decisions", "bool", /*default=*/"false",
           "Emit a remark per fusion decision and per formed group">,
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "cpu | cuda: the cost model's balance of arithmetic and memory">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

def GraphSimplifyPass : Pass<"graph-simplify", "mlir::func::FuncOp"> {
  let summary = "Algebraic simplification: batch_norm into conv, layer_norm recognition";
  let description = [{
    Rewrites that remove work without changing results beyond float
    rounding. Today: an inference `batch_norm` whose input is a single-use
    `conv` with constant weights (and bias), and whose parameters are
    constants, folds into the conv's weights and bias (one kernel and one
    pass over the activations less per conv); layer normalization as
    exporters decompose it before ONNX opset 17 (mean, sub, square, mean,
    add eps, sqrt, div over the same trailing axes) becomes
    `graph.layer_norm`.
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

#endif // MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
