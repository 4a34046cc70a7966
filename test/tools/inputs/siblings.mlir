// Input of sibling-fusion-stats.test. Two elementwise branches of %x (one
// kernel with two results) and three projections of %x against constant
// weights with a bias and relu each (one matmul kernel and a split).
func.func @main(%x: tensor<64x32xf32> {graph.name = "x"})
    -> (tensor<64x32xf32> {graph.name = "e"}, tensor<64x32xf32> {graph.name = "t"},
        tensor<64x16xf32> {graph.name = "q"}, tensor<64x16xf32> {graph.name = "k"},
        tensor<64x16xf32> {graph.name = "v"}) {
  %e = graph.exp %x : tensor<64x32xf32>
  %h = graph.tanh %x : tensor<64x32xf32>
  %t = graph.mul %h, %h : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
  %wq = graph.constant dense<0.25> : tensor<32x16xf32>
  %wk = graph.constant dense<0.5> : tensor<32x16xf32>
  %wv = graph.constant dense<0.75> : tensor<32x16xf32>
  %bq = graph.constant dense<1.0> : tensor<16xf32>
  %bk = graph.constant dense<2.0> : tensor<16xf32>
  %bv = graph.constant dense<3.0> : tensor<16xf32>
  %q = graph.matmul %x, %wq : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %qb = graph.add %q, %bq : (tensor<64x16xf32>, tensor<16xf32>) -> tensor<64x16xf32>
  %qr = graph.relu %qb : tensor<64x16xf32>
  %k = graph.matmul %x, %wk : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %kb = graph.add %k, %bk : (tensor<64x16xf32>, tensor<16xf32>) -> tensor<64x16xf32>
  %kr = graph.relu %kb : tensor<64x16xf32>
  %v = graph.matmul %x, %wv : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
  %vb = graph.add %v, %bv : (tensor<64x16xf32>, tensor<16xf32>) -> tensor<64x16xf32>
  %vr = graph.relu %vb : tensor<64x16xf32>
  return %e, %t, %qr, %kr, %vr : tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>
}
