// One decode step of grouped-query attention over a KV cache of run-time
// length (e2e attn_f16_gqa_decode).
func.func @main(%q: tensor<1x32x1x64xf16>, %k: tensor<1x8x?x64xf16>, %v: tensor<1x8x?x64xf16>, %mask: tensor<1x1x1x?xf16>) -> tensor<1x32x1x64xf16> {
  %o = graph.attention %q, %k, %v mask %mask {scale = 0.125 : f64, mask_value = 0.0 : f64} : (tensor<1x32x1x64xf16>, tensor<1x8x?x64xf16>, tensor<1x8x?x64xf16>, tensor<1x1x1x?xf16>) -> tensor<1x32x1x64xf16>
  return %o : tensor<1x32x1x64xf16>
}
