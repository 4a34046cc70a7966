// matmul + bias + gelu, bf16 8192x4096x16384 (issue #4): on the GPU the bias
// and gelu run on the accumulator tile before it is stored (one kernel).
func.func @main(%a: tensor<8192x4096xbf16>, %b: tensor<4096x16384xbf16>, %bias: tensor<16384xbf16>) -> tensor<8192x16384xbf16> {
  %c = graph.matmul %a, %b : (tensor<8192x4096xbf16>, tensor<4096x16384xbf16>) -> tensor<8192x16384xbf16>
  %d = graph.add %c, %bias : (tensor<8192x16384xbf16>, tensor<16384xbf16>) -> tensor<8192x16384xbf16>
  %e = graph.gelu %d : tensor<8192x16384xbf16>
  return %e : tensor<8192x16384xbf16>
}
