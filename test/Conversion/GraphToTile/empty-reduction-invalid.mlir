// A reduction over a tensor with a dimension of size 0 and run-time sizes
// (static ones fold to the identity) is diagnosed, not a crash in tiling.
// RUN: mlc-opt %s --convert-graph-to-tile --verify-diagnostics

func.func @main(%x: tensor<?x0x4xf32>) -> tensor<?x1x4xf32> {
  // expected-error @+1 {{a reduction over a tensor with a dimension of size 0 and run-time sizes is not supported yet}}
  %0 = graph.reduce_max %x {axes = array<i64: 1>} : tensor<?x0x4xf32> -> tensor<?x1x4xf32>
  return %0 : tensor<?x1x4xf32>
}
