// A short K (a RoPE rotation of 32 heads by a 64x64 matrix, here one
// token's 32 rows of 64 against constant 64x64 weights): little to stream
// a block, so the GEMV tiles stay wide.
func.func @main(%x: tensor<1x32x1x64xbf16>) -> tensor<1x32x1x64xbf16> {
  %w = graph.constant dense<0.5> : tensor<64x64xbf16>
  %c = graph.matmul %x, %w : (tensor<1x32x1x64xbf16>, tensor<64x64xbf16>) -> tensor<1x32x1x64xbf16>
  return %c : tensor<1x32x1x64xbf16>
}
