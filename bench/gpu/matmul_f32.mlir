// f32 matmul 2048^3.
func.func @main(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %c = graph.matmul %a, %b : (tensor<2048x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}
