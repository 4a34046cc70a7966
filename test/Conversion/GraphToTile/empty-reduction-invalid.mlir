// A reduction over a tensor with a dimension of size 0 and run-time sizes
// that reaches the conversion (the canonicalizer makes it its identity,
// broadcast: canonicalize.mlir @reduce_empty_dynamic) is diagnosed, not a
// crash in tiling.
// RUN: mlc-opt %s --convert-graph-to-tile --verify-diagnostics

func.func @main(%x: tensor<?x0x4xf32>) -> tensor<?x1x4xf32> {
  // expected-error @+1 {{a reduction over a tensor with a dimension of size 0 and run-time sizes is not supported yet}}
  %0 = graph.reduce_max %x {axes = array<i64: 1>} : tensor<?x0x4xf32> -> tensor<?x1x4xf32>
  return %0 : tensor<?x1x4xf32>
}
