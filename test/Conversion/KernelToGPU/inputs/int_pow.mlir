// Integer pow (ONNX Pow on int32/int64): no NVVM lowering of math.ipowi, so
// the GPU lowering expands it.
func.func @main(%a: tensor<64xi32>, %b: tensor<64xi32>, %c: tensor<64xi64>, %d: tensor<64xi64>) -> (tensor<64xi32>, tensor<64xi64>) {
  %p = graph.pow %a, %b : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
  %q = graph.pow %c, %d : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi64>
  return %p, %q : tensor<64xi32>, tensor<64xi64>
}
