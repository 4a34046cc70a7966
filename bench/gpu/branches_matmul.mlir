// 8 independent branches, each relu(x @ W_i) @ V_i over 32x256 f32 with
// 256x256 weights (inputs, so the library stays small), concatenated:
// 16 small matmuls on a critical path of 2 (+ the concat) -- the case for
// running independent launches concurrently (issue #6; peer:
// bench/gpu/branches.py, the same function in torch).
func.func @main(%x: tensor<32x256xf32>, %w0: tensor<256x256xf32>, %v0: tensor<256x256xf32>, %w1: tensor<256x256xf32>, %v1: tensor<256x256xf32>, %w2: tensor<256x256xf32>, %v2: tensor<256x256xf32>, %w3: tensor<256x256xf32>, %v3: tensor<256x256xf32>, %w4: tensor<256x256xf32>, %v4: tensor<256x256xf32>, %w5: tensor<256x256xf32>, %v5: tensor<256x256xf32>, %w6: tensor<256x256xf32>, %v6: tensor<256x256xf32>, %w7: tensor<256x256xf32>, %v7: tensor<256x256xf32>) -> tensor<32x2048xf32> {
  %h0 = graph.matmul %x, %w0 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r0 = graph.relu %h0 : tensor<32x256xf32>
  %y0 = graph.matmul %r0, %v0 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h1 = graph.matmul %x, %w1 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r1 = graph.relu %h1 : tensor<32x256xf32>
  %y1 = graph.matmul %r1, %v1 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h2 = graph.matmul %x, %w2 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r2 = graph.relu %h2 : tensor<32x256xf32>
  %y2 = graph.matmul %r2, %v2 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h3 = graph.matmul %x, %w3 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r3 = graph.relu %h3 : tensor<32x256xf32>
  %y3 = graph.matmul %r3, %v3 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h4 = graph.matmul %x, %w4 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r4 = graph.relu %h4 : tensor<32x256xf32>
  %y4 = graph.matmul %r4, %v4 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h5 = graph.matmul %x, %w5 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r5 = graph.relu %h5 : tensor<32x256xf32>
  %y5 = graph.matmul %r5, %v5 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h6 = graph.matmul %x, %w6 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r6 = graph.relu %h6 : tensor<32x256xf32>
  %y6 = graph.matmul %r6, %v6 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %h7 = graph.matmul %x, %w7 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %r7 = graph.relu %h7 : tensor<32x256xf32>
  %y7 = graph.matmul %r7, %v7 : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
  %c = graph.concat %y0, %y1, %y2, %y3, %y4, %y5, %y6, %y7 axis = 1 : (tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x2048xf32>
  return %c : tensor<32x2048xf32>
}
