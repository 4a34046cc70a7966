module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<i32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<4x5xf32>
    cond {
      %1 = stablehlo.abs %iterArg_0 : tensor<4x5xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
      %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %3 = stablehlo.compare GT, %2, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %3 = stablehlo.multiply %iterArg_0, %2 : tensor<4x5xf32>
      %4 = stablehlo.sine %iterArg_0 : tensor<4x5xf32>
      %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
      %6 = stablehlo.multiply %4, %5 : tensor<4x5xf32>
      %7 = stablehlo.add %3, %6 : tensor<4x5xf32>
      stablehlo.return %1, %7 : tensor<i32>, tensor<4x5xf32>
    }
    return %0#0, %0#1 : tensor<i32>, tensor<4x5xf32>
  }
}
