// f16 attention, [B, S, H, D] read in place, a causal i1 mask, 200 queries
// and keys (not a multiple of the 64-query block or the 64-key tile).
func.func @main(%q: tensor<2x200x3x64xf16>, %k: tensor<2x200x3x64xf16>, %v: tensor<2x200x3x64xf16>, %m: tensor<200x200xi1>) -> tensor<2x200x3x64xf16> {
  %o = graph.attention %q, %k, %v mask %m {scale = 0.125 : f64, mask_value = -1.0e4 : f64, seq_first} : (tensor<2x200x3x64xf16>, tensor<2x200x3x64xf16>, tensor<2x200x3x64xf16>, tensor<200x200xi1>) -> tensor<2x200x3x64xf16>
  return %o : tensor<2x200x3x64xf16>
}
