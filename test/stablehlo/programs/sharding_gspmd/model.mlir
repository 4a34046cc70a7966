module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<4x6xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = call @shmap_body(%1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.add %2, %3 : tensor<4x6xf32>
    return %4 : tensor<4x6xf32>
  }
  func.func private @shmap_body(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "[('x',), None]"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
}
