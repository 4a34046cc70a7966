// A channels-last 3x3 conv with 12 channels: rows of 24 bytes.
func.func @main(%x: tensor<2x8x8x12xf16>) -> tensor<2x8x8x16xf16> {
  %w = graph.constant dense<0.01> : tensor<16x12x3x3xf16>
  %y = graph.conv %x, %w {channels_last, pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x8x12xf16>, tensor<16x12x3x3xf16>) -> tensor<2x8x8x16xf16>
  return %y : tensor<2x8x8x16xf16>
}
