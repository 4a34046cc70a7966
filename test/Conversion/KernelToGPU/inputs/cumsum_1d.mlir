// A 1-D cumsum is one sequential scan: its kernel is a loop whose final
// carry is unused.
func.func @main(%x: tensor<5xf64>) -> (tensor<5xf64>, tensor<5xf64>) {
  %y = graph.cumsum %x axis = 0 : tensor<5xf64>
  %z = graph.cumsum %x axis = 0 exclusive reverse : tensor<5xf64>
  return %y, %z : tensor<5xf64>, tensor<5xf64>
}
