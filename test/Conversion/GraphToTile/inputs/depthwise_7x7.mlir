// mobilenet_v2's last depthwise convs: 960 channels of 7x7, padded (read by
// predicate on the GPU), bias and relu6.
func.func @main(%x: tensor<32x960x7x7xf32>, %w: tensor<960x1x3x3xf32>, %b: tensor<960xf32>) -> tensor<32x960x7x7xf32> {
  %y = graph.conv %x, %w, %b {pads = array<i64: 1, 1, 1, 1>, groups = 960 : i64} : (tensor<32x960x7x7xf32>, tensor<960x1x3x3xf32>, tensor<960xf32>) -> tensor<32x960x7x7xf32>
  %r = graph.clip %y {min = 0.0 : f64, max = 6.0 : f64} : tensor<32x960x7x7xf32>
  return %r : tensor<32x960x7x7xf32>
}
