module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]"}, tensor<8x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xbf16>, tensor<16x8xbf16>) -> tensor<8x8xf32>
    %3 = stablehlo.convert %arg0 : (tensor<8x16xf32>) -> tensor<8x16xf16>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<8x16xf16>
    %5 = stablehlo.multiply %3, %4 : tensor<8x16xf16>
    %6 = stablehlo.convert %5 : (tensor<8x16xf16>) -> tensor<8x16xf32>
    return %2, %6 : tensor<8x8xf32>, tensor<8x16xf32>
  }
}
