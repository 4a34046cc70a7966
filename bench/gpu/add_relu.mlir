// add + relu over 64M f32 elements (bandwidth-bound).
func.func @main(%a: tensor<67108864xf32>, %b: tensor<67108864xf32>) -> tensor<67108864xf32> {
  %s = graph.add %a, %b : (tensor<67108864xf32>, tensor<67108864xf32>) -> tensor<67108864xf32>
  %r = graph.relu %s : tensor<67108864xf32>
  return %r : tensor<67108864xf32>
}
