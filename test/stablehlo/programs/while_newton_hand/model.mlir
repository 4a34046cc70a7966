module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xf32>, %arg1: tensor<i32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg0) : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
    cond {
      %1 = stablehlo.multiply %iterArg_1, %iterArg_1 : tensor<3x4xf32>
      %2 = stablehlo.subtract %1, %iterArg_0 : tensor<3x4xf32>
      %3 = stablehlo.abs %2 : tensor<3x4xf32>
      %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
      %5 = stablehlo.compare  GT, %4, %cst_2,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %5 : tensor<i1>
    } do {
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %1 = stablehlo.divide %iterArg_0, %iterArg_1 : tensor<3x4xf32>
      %2 = stablehlo.add %iterArg_1, %1 : tensor<3x4xf32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %4 = stablehlo.multiply %2, %3 : tensor<3x4xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %5, %iterArg_0, %4 : tensor<i32>, tensor<3x4xf32>, tensor<3x4xf32>
    }
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:3 = stablehlo.while(%iterArg = %c_3, %iterArg_0 = %arg1, %iterArg_1 = %0#2) : tensor<i32>, tensor<i32>, tensor<3x4xf32>
    cond {
      %7 = stablehlo.compare  LT, %iterArg, %iterArg_0,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7 = stablehlo.convert %iterArg : (tensor<i32>) -> tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %9 = stablehlo.sine %iterArg_1 : tensor<3x4xf32>
      %10 = stablehlo.add %9, %8 : tensor<3x4xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %11, %iterArg_0, %10 : tensor<i32>, tensor<i32>, tensor<3x4xf32>
    }
    return %0#2, %0#0, %6#2 : tensor<3x4xf32>, tensor<i32>, tensor<3x4xf32>
  }
}
