// Two independent branches on the same input, each a matmul + relu with its
// own weight; a third matmul continues the first branch; then a concat.
func.func @main(%x: tensor<8x16xf32>, %w0: tensor<16x16xf32>, %w1: tensor<16x16xf32>, %w2: tensor<16x16xf32>) -> tensor<8x32xf32> {
  %h0 = graph.matmul %x, %w0 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %r0 = graph.relu %h0 : tensor<8x16xf32>
  %h1 = graph.matmul %x, %w1 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %r1 = graph.relu %h1 : tensor<8x16xf32>
  %h2 = graph.matmul %r0, %w2 : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %c = graph.concat %h2, %r1 axis = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  return %c : tensor<8x32xf32>
}
