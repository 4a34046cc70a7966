// Input of mlc-compile-inspect.test. A matmul followed by an elementwise chain: the chain is the
// matmul's epilogue, one kernel. Intermediates: %0, %1, %2 (4x16 f32 each,
// 256 bytes); %3 is the output.
func.func @main(%x: tensor<4x8xf32> {graph.name = "x"},
                %w: tensor<8x16xf32> {graph.name = "w"})
    -> (tensor<4x16xf32> {graph.name = "y"}) {
  %0 = graph.matmul %x, %w : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = graph.relu %0 : tensor<4x16xf32>
  %2 = graph.exp %1 : tensor<4x16xf32>
  %3 = graph.neg %2 : tensor<4x16xf32>
  return %3 : tensor<4x16xf32>
}
