// A decoder token's projection: 1×2048 · 2048×520 in bf16 plus a residual
// (the fused epilogue); 520 columns: the last 16-column block is a border.
func.func @main(%x: tensor<1x1x2048xbf16>, %w: tensor<2048x520xbf16>, %r: tensor<1x1x520xbf16>) -> tensor<1x1x520xbf16> {
  %c = graph.matmul %x, %w : (tensor<1x1x2048xbf16>, tensor<2048x520xbf16>) -> tensor<1x1x520xbf16>
  %d = graph.add %c, %r : (tensor<1x1x520xbf16>, tensor<1x1x520xbf16>) -> tensor<1x1x520xbf16>
  return %d : tensor<1x1x520xbf16>
}
