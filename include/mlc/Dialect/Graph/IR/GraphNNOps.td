//===- GraphNNOps.td - contractions, convolutions, norms ---*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD

def Graph_MatmulOp : Graph_Op<"matmul",
    [Pure, SameOperandsElementType,
     DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "Batched matrix product with broadcast batch dimensions.";
  let description = [{
    `C[b..., m, n] = sum_k A[b..., m, k] * B[b..., k, n]`. Both operands have
    rank >= 2; leading (batch) dimensions broadcast with numpy rules.
    `transpose_a` / `transpose_b` swap the two trailing dimensions of an
    operand before the product. Integer operands accumulate in their own
    type.

    ```mlir
    %c = graph.matmul %a, %b : (tensor<8x4x16xf32>, tensor<16x32xf32>) -> tensor<8x4x32xf32>
    %d = graph.matmul %a, %w {transpose_b} : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$lhs, Graph_NumericTensor:$rhs,
                       UnitAttr:$transpose_a, UnitAttr:$transpose_b);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHNNOPS_TD
