// A decode step's attention: 32 query heads, one query each, against 8
// key/value heads of a cache of dynamic length (grouped-query attention).
func.func @main(%q: tensor<1x32x1x64xbf16>, %k: tensor<1x8x?x64xbf16>, %v: tensor<1x8x?x64xbf16>) -> tensor<1x32x1x64xbf16> {
  %o = graph.attention %q, %k, %v {scale = 0.125 : f64} : (tensor<1x32x1x64xbf16>, tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) -> tensor<1x32x1x64xbf16>
  return %o : tensor<1x32x1x64xbf16>
}
