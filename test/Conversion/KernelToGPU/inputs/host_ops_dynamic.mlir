// NonZero of a kernel's result of run-time size.
func.func @main(%x: tensor<?x3xf32> {graph.name = "x"}) -> (tensor<2x?xi64> {graph.name = "idx"}) {
  %s = graph.sin %x : tensor<?x3xf32>
  %nz = graph.non_zero %s : tensor<?x3xf32> -> tensor<2x?xi64>
  return %nz : tensor<2x?xi64>
}
