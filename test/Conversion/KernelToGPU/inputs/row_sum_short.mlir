func.func @main(%x: tensor<1000x5xi64>) -> tensor<1000xi64> {
  %y = graph.reduce_sum %x {axes = array<i64: 1>, keepdims = false} : tensor<1000x5xi64> -> tensor<1000xi64>
  return %y : tensor<1000xi64>
}
