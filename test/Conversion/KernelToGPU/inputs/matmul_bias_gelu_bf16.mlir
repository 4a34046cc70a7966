// 2 × 300×136 · 136×200 in bf16, then bias and gelu (the fused epilogue):
// batched, sizes not multiples of the tiles, rows of 16-byte multiples.
func.func @main(%a: tensor<2x300x136xbf16>, %b: tensor<136x200xbf16>, %bias: tensor<200xbf16>) -> tensor<2x300x200xbf16> {
  %c = graph.matmul %a, %b : (tensor<2x300x136xbf16>, tensor<136x200xbf16>) -> tensor<2x300x200xbf16>
  %d = graph.add %c, %bias : (tensor<2x300x200xbf16>, tensor<200xbf16>) -> tensor<2x300x200xbf16>
  %e = graph.gelu %d : tensor<2x300x200xbf16>
  return %e : tensor<2x300x200xbf16>
}
