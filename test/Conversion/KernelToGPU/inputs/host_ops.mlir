// Host ops between kernels on the GPU: NonZero of a kernel's result (a
// data-dependent size), a kernel on NonZero's result, and a string output.
func.func @main(%x: tensor<2x3xf32> {graph.name = "x"}) -> (tensor<2x?xi64> {graph.name = "idx"}, tensor<2x3x!graph.string> {graph.name = "text"}) {
  %s = graph.sin %x : tensor<2x3xf32>
  %nz = graph.non_zero %s : tensor<2x3xf32> -> tensor<2x?xi64>
  %i = graph.add %nz, %nz : (tensor<2x?xi64>, tensor<2x?xi64>) -> tensor<2x?xi64>
  %t = graph.string_cast %s : tensor<2x3xf32> -> tensor<2x3x!graph.string>
  return %i, %t : tensor<2x?xi64>, tensor<2x3x!graph.string>
}
