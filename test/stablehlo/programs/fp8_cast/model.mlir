module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %1 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %2 = stablehlo.convert %0 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %3 = stablehlo.convert %1 : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %4 = stablehlo.convert %0 : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<4x8xf32>
    return %2, %3, %6 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
