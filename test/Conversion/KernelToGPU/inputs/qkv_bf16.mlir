// An attention's q/k/v projections of a dynamic number of tokens, each
// followed by its head split, as torch's exporter orders them (bf16: the
// sm_90a wgmma matmuls, dynamic shared memory).
func.func @main(%x: tensor<?x256xbf16>) -> (tensor<4x?x64xbf16>, tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) {
  %wq = graph.constant dense<0.01> : tensor<256x256xbf16>
  %wk = graph.constant dense<0.02> : tensor<256x64xbf16>
  %wv = graph.constant dense<0.03> : tensor<256x64xbf16>
  %q = graph.matmul %x, %wq : (tensor<?x256xbf16>, tensor<256x256xbf16>) -> tensor<?x256xbf16>
  %q3 = graph.reshape %q : tensor<?x256xbf16> -> tensor<?x4x64xbf16>
  %qt = graph.transpose %q3 perm = [1, 0, 2] : tensor<?x4x64xbf16> -> tensor<4x?x64xbf16>
  %k = graph.matmul %x, %wk : (tensor<?x256xbf16>, tensor<256x64xbf16>) -> tensor<?x64xbf16>
  %k3 = graph.reshape %k : tensor<?x64xbf16> -> tensor<?x1x64xbf16>
  %kt = graph.transpose %k3 perm = [1, 0, 2] : tensor<?x1x64xbf16> -> tensor<1x?x64xbf16>
  %v = graph.matmul %x, %wv : (tensor<?x256xbf16>, tensor<256x64xbf16>) -> tensor<?x64xbf16>
  %v3 = graph.reshape %v : tensor<?x64xbf16> -> tensor<?x1x64xbf16>
  %vt = graph.transpose %v3 perm = [1, 0, 2] : tensor<?x1x64xbf16> -> tensor<1x?x64xbf16>
  return %qt, %kt, %vt : tensor<4x?x64xbf16>, tensor<1x?x64xbf16>, tensor<1x?x64xbf16>
}
