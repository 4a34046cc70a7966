func.func @main(%x: tensor<512x256xf32>) -> tensor<256xf32> {
  %y = graph.reduce_sum %x {axes = array<i64: 0>, keepdims = false} : tensor<512x256xf32> -> tensor<256xf32>
  return %y : tensor<256xf32>
}
