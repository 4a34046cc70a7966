module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<3x4xf32>) -> (tensor<3x4xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<i32>, tensor<3x4xf32>
    cond {
      %1 = stablehlo.compare LT, %iterArg, %iterArg_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
      %3 = stablehlo.add %iterArg_1, %2 : tensor<3x4xf32>
      %4 = stablehlo.while(%iterArg_5 = %3) : tensor<3x4xf32>
      cond {
        %9 = stablehlo.multiply %iterArg_5, %iterArg_5 : tensor<3x4xf32>
        %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %10 = stablehlo.reduce(%9 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
        %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %11 = stablehlo.compare GT, %10, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %11 : tensor<i1>
      } do {
        %cst_6 = stablehlo.constant dense<0.699999988> : tensor<f32>
        %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
        %10 = stablehlo.multiply %iterArg_5, %9 : tensor<3x4xf32>
        stablehlo.return %10 : tensor<3x4xf32>
      }
      %c_3 = stablehlo.constant dense<2> : tensor<i32>
      %5 = func.call @remainder(%iterArg, %c_3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.compare EQ, %5, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.convert %6 : (tensor<i1>) -> tensor<i32>
      %8 = "stablehlo.case"(%7) ({
        %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
        %10 = stablehlo.multiply %4, %9 : tensor<3x4xf32>
        stablehlo.return %10 : tensor<3x4xf32>
      }, {
        %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
        %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
        %10 = stablehlo.add %4, %9 : tensor<3x4xf32>
        stablehlo.return %10 : tensor<3x4xf32>
      }) : (tensor<i32>) -> tensor<3x4xf32>
      stablehlo.return %1, %iterArg_0, %8 : tensor<i32>, tensor<i32>, tensor<3x4xf32>
    }
    return %0#2 : tensor<3x4xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare NE, %2, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %7 = stablehlo.and %6, %3 : tensor<i1>
    %8 = stablehlo.add %2, %1 : tensor<i32>
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32>
    return %9 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
