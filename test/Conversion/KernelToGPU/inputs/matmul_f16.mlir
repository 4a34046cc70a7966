// 2 × 300×100 · 100×200 in f16: batched, sizes not multiples of the tiles.
func.func @main(%a: tensor<2x300x100xf16>, %b: tensor<100x200xf16>) -> tensor<2x300x200xf16> {
  %c = graph.matmul %a, %b : (tensor<2x300x100xf16>, tensor<100x200xf16>) -> tensor<2x300x200xf16>
  return %c : tensor<2x300x200xf16>
}
