func.func @main(%x: tensor<4096x1024xf32>) -> tensor<4096x1024xf32> {
  %y = graph.softmax %x : tensor<4096x1024xf32>
  return %y : tensor<4096x1024xf32>
}
