// An embedding lookup: rows of 64 f32 gathered by token.
func.func @main(%e: tensor<1000x64xf32>, %t: tensor<4x16xi64>) -> tensor<4x16x64xf32> {
  %y = graph.gather %e, %t axis = 0 : (tensor<1000x64xf32>, tensor<4x16xi64>) -> tensor<4x16x64xf32>
  return %y : tensor<4x16x64xf32>
}
