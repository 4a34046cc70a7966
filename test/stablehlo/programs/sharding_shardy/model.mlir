module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<4x6xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<4x6xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.add %3, %4 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
