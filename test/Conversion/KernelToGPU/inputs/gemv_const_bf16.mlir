// A decoder token's projection by constant weights: 1×2048 · 2048×520 in
// bf16 plus a residual (the fused epilogue). graph-assign-layout stores the
// weights as 520×2048 (each output column's weights one contiguous row).
func.func @main(%x: tensor<1x1x2048xbf16>, %r: tensor<1x1x520xbf16>) -> tensor<1x1x520xbf16> {
  %w = graph.constant dense<0.5> : tensor<2048x520xbf16>
  %c = graph.matmul %x, %w : (tensor<1x1x2048xbf16>, tensor<2048x520xbf16>) -> tensor<1x1x520xbf16>
  %d = graph.add %c, %r : (tensor<1x1x520xbf16>, tensor<1x1x520xbf16>) -> tensor<1x1x520xbf16>
  return %d : tensor<1x1x520xbf16>
}
