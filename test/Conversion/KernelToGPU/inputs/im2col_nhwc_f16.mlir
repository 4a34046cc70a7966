// A channels-last 3x3 conv, stride 2, pad 1 (resnet's strided 3x3), with
// 64 channels and, in @odd, 12: its im2col gather copies rows of 64 (12)
// contiguous f16 channels.
func.func @main(%x: tensor<2x9x9x64xf16>) -> tensor<2x5x5x32xf16> {
  %w = graph.constant dense<0.01> : tensor<32x64x3x3xf16>
  %y = graph.conv %x, %w {channels_last, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>} : (tensor<2x9x9x64xf16>, tensor<32x64x3x3xf16>) -> tensor<2x5x5x32xf16>
  return %y : tensor<2x5x5x32xf16>
}
