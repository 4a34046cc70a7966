//===- GraphStructureOps.td - constants and grouping ops ---*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHSTRUCTUREOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHSTRUCTUREOPS_TD

def Graph_ConstantOp : Graph_Op<"constant",
    [ConstantLike, Pure, AllTypesMatch<["value", "output"]>,
     DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "A constant tensor (dense or dense_resource weights).";
  let description = [{
    Produces a tensor from an elements attribute. Model weights are held as
    `dense_resource` blobs so that large models do not copy every element
    into the attribute storage.

    ```mlir
    %w = graph.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
    %b = graph.constant dense_resource<bias> : tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Graph_FusedOp : Graph_Op<"fused",
    [IsolatedFromAbove, SingleBlockImplicitTerminator<"YieldOp">,
     RecursiveMemoryEffects]> {
  let summary = "A group of graph ops that becomes one kernel.";
  let description = [{
    The region holds the ops of one fusion group. It is isolated from above:
    its operands are passed in as block arguments, its results are the
    operands of the terminating `graph.yield`. `convert-graph-to-tile` turns
    each `graph.fused` into one `tile.kernel`.

    ```mlir
    %r = graph.fused "add_relu" (%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
      %s = graph.add %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %t = graph.relu %s : tensor<4xf32>
      graph.yield %t : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins StrAttr:$name, Variadic<AnyRankedTensor>:$inputs);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $name ` ` `(` $inputs `)` attr-dict `:` functional-type($inputs, $results) $body
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::llvm::StringRef":$name, "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$inputs)>
  ];
}

def Graph_YieldOp : Graph_Op<"yield",
    [Pure, Terminator, ReturnLike, HasParent<"FusedOp">]> {
  let summary = "Terminates a graph.fused region.";
  let description = [{
    ```mlir
    graph.yield %t : tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$values);
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
  let builders = [OpBuilder<(ins), [{ /* nothing */ }]>];
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHSTRUCTUREOPS_TD
