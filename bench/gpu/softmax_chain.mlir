// 32 softmaxes in a chain over 4x256 f32: 32 small kernels, each a few
// microseconds, so launching them costs as much as running them (the CUDA
// graph benchmark; peer: torch_peers.py softmax_chain).
func.func @main(%x: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %s0 = graph.softmax %x : tensor<4x256xf32>
  %s1 = graph.softmax %s0 : tensor<4x256xf32>
  %s2 = graph.softmax %s1 : tensor<4x256xf32>
  %s3 = graph.softmax %s2 : tensor<4x256xf32>
  %s4 = graph.softmax %s3 : tensor<4x256xf32>
  %s5 = graph.softmax %s4 : tensor<4x256xf32>
  %s6 = graph.softmax %s5 : tensor<4x256xf32>
  %s7 = graph.softmax %s6 : tensor<4x256xf32>
  %s8 = graph.softmax %s7 : tensor<4x256xf32>
  %s9 = graph.softmax %s8 : tensor<4x256xf32>
  %s10 = graph.softmax %s9 : tensor<4x256xf32>
  %s11 = graph.softmax %s10 : tensor<4x256xf32>
  %s12 = graph.softmax %s11 : tensor<4x256xf32>
  %s13 = graph.softmax %s12 : tensor<4x256xf32>
  %s14 = graph.softmax %s13 : tensor<4x256xf32>
  %s15 = graph.softmax %s14 : tensor<4x256xf32>
  %s16 = graph.softmax %s15 : tensor<4x256xf32>
  %s17 = graph.softmax %s16 : tensor<4x256xf32>
  %s18 = graph.softmax %s17 : tensor<4x256xf32>
  %s19 = graph.softmax %s18 : tensor<4x256xf32>
  %s20 = graph.softmax %s19 : tensor<4x256xf32>
  %s21 = graph.softmax %s20 : tensor<4x256xf32>
  %s22 = graph.softmax %s21 : tensor<4x256xf32>
  %s23 = graph.softmax %s22 : tensor<4x256xf32>
  %s24 = graph.softmax %s23 : tensor<4x256xf32>
  %s25 = graph.softmax %s24 : tensor<4x256xf32>
  %s26 = graph.softmax %s25 : tensor<4x256xf32>
  %s27 = graph.softmax %s26 : tensor<4x256xf32>
  %s28 = graph.softmax %s27 : tensor<4x256xf32>
  %s29 = graph.softmax %s28 : tensor<4x256xf32>
  %s30 = graph.softmax %s29 : tensor<4x256xf32>
  %s31 = graph.softmax %s30 : tensor<4x256xf32>
  return %s31 : tensor<4x256xf32>
}
