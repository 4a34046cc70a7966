func.func @main(%x: tensor<2x5x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<2x5x8xf32> {
  %y = graph.layer_norm %x, %g, %b : (tensor<2x5x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<2x5x8xf32>
  return %y : tensor<2x5x8xf32>
}
