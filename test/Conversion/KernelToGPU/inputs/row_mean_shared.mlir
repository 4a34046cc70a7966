func.func @main(%x: tensor<6x5x320xf32>) -> tensor<6x5x320xf32> {
  %m = graph.reduce_mean %x {axes = array<i64: 2>, keepdims = true} : tensor<6x5x320xf32> -> tensor<6x5x1xf32>
  %y = graph.sub %x, %m : (tensor<6x5x320xf32>, tensor<6x5x1xf32>) -> tensor<6x5x320xf32>
  return %y : tensor<6x5x320xf32>
}
