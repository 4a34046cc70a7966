// A decoder token's RMSNorm: one row of 2048 bf16, a kernel of one instance
// (no grid) whose row is a whole argument.
func.func @main(%x: tensor<1x1x2048xbf16>, %g: tensor<2048xbf16>) -> tensor<1x1x2048xbf16> {
  %y = graph.rms_norm %x, %g {axis = 2 : i64, epsilon = 1.0e-5 : f64} : (tensor<1x1x2048xbf16>, tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
  return %y : tensor<1x1x2048xbf16>
}
