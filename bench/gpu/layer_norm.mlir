// layer_norm over the last dimension of 16384x4096 f32, with scale and bias
// (256 MiB read, 256 MiB written).
func.func @main(%x: tensor<16384x4096xf32>, %g: tensor<4096xf32>, %b: tensor<4096xf32>) -> tensor<16384x4096xf32> {
  %y = graph.layer_norm %x, %g, %b {epsilon = 1.0e-5 : f64} : (tensor<16384x4096xf32>, tensor<4096xf32>, tensor<4096xf32>) -> tensor<16384x4096xf32>
  return %y : tensor<16384x4096xf32>
}
