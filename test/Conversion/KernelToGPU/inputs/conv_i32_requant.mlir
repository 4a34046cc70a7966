// A pointwise conv of centered integers as graph-quantized-ops leaves a
// quantized conv on the GPU ([1, 32, 16, 16] x [64, 32, 1, 1] i32), then its
// requantization to uint8 per output channel (scale, round half to even,
// zero point, clamp) and the next conv's centering, all in its epilogue.
func.func @main(%x: tensor<1x32x16x16xi32>, %w: tensor<64x32x1x1xi32>, %m: tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xi32> {
  %c = graph.conv %x, %w : (tensor<1x32x16x16xi32>, tensor<64x32x1x1xi32>) -> tensor<1x64x16x16xi32>
  %f = graph.cast %c : tensor<1x64x16x16xi32> to tensor<1x64x16x16xf32>
  %s = graph.mul %f, %m : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
  %r = graph.round %s : tensor<1x64x16x16xf32>
  %z = graph.constant dense<3.0> : tensor<f32>
  %a = graph.add %r, %z : (tensor<1x64x16x16xf32>, tensor<f32>) -> tensor<1x64x16x16xf32>
  %k = graph.clip %a {min = 0.0 : f64, max = 255.0 : f64} : tensor<1x64x16x16xf32>
  %q = graph.cast %k : tensor<1x64x16x16xf32> to tensor<1x64x16x16xui8>
  %i = graph.cast %q : tensor<1x64x16x16xui8> to tensor<1x64x16x16xi32>
  %zi = graph.constant dense<3> : tensor<i32>
  %y = graph.sub %i, %zi : (tensor<1x64x16x16xi32>, tensor<i32>) -> tensor<1x64x16x16xi32>
  return %y : tensor<1x64x16x16xi32>
}
