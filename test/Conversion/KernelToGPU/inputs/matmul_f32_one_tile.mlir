// [1, 32, 64] x [64, 32] + bias in f32 (bert-like): one 32x32 SIMT tile, a
// one-instance grid.
func.func @main(%a: tensor<1x32x64xf32>, %b: tensor<64x32xf32>, %bias: tensor<32xf32>) -> tensor<1x32x32xf32> {
  %c = graph.matmul %a, %b : (tensor<1x32x64xf32>, tensor<64x32xf32>) -> tensor<1x32x32xf32>
  %d = graph.add %c, %bias : (tensor<1x32x32xf32>, tensor<32xf32>) -> tensor<1x32x32xf32>
  return %d : tensor<1x32x32xf32>
}
