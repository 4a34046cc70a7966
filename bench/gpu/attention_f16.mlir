// Attention as exporters lay it out (q, k, v of shape [B, S, H, D], read in
// place: seq_first), BERT-base heads at sequence 512: B=4, H=12, S=512,
// D=64, f16, no mask. One fused kernel (graph.attention).
func.func @main(%q: tensor<4x512x12x64xf16>, %k: tensor<4x512x12x64xf16>, %v: tensor<4x512x12x64xf16>) -> tensor<4x512x12x64xf16> {
  %o = graph.attention %q, %k, %v {scale = 0.125 : f64, seq_first} : (tensor<4x512x12x64xf16>, tensor<4x512x12x64xf16>, tensor<4x512x12x64xf16>) -> tensor<4x512x12x64xf16>
  return %o : tensor<4x512x12x64xf16>
}
