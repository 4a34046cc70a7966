module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %arg1) : tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg_0, %iterArg_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      %2 = stablehlo.dot_general %iterArg_2, %iterArg, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
      %3 = stablehlo.convert %iterArg_0 : (tensor<i32>) -> tensor<f32>
      %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
      %4 = stablehlo.multiply %3, %cst : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      %6 = stablehlo.add %2, %5 : tensor<4x8xf32>
      %7 = stablehlo.tanh %6 : tensor<4x8xf32>
      stablehlo.return %iterArg, %1, %iterArg_1, %7 : tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>
    }
    return %0#3 : tensor<4x8xf32>
  }
}
