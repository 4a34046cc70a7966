module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3x16xf32>, %arg1: tensor<3x24xf32>, %arg2: tensor<16x24xf32>, %arg3: tensor<24x24xf32>) -> (tensor<3x24xf32> {jax.result_info = "result[0]"}, tensor<8x3x24xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:6 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg2, %iterArg_1 = %arg3, %iterArg_2 = %c, %iterArg_3 = %arg1, %iterArg_4 = %0) : tensor<8x3x16xf32>, tensor<16x24xf32>, tensor<24x24xf32>, tensor<i32>, tensor<3x24xf32>, tensor<8x3x24xf32>
    cond {
      %c_5 = stablehlo.constant dense<8> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<8x3x16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %3 = stablehlo.dot_general %2, %iterArg_0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x24xf32>) -> tensor<3x24xf32>
      %4 = stablehlo.dot_general %iterArg_3, %iterArg_1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x24xf32>, tensor<24x24xf32>) -> tensor<3x24xf32>
      %5 = stablehlo.add %3, %4 : tensor<3x24xf32>
      %6 = stablehlo.tanh %5 : tensor<3x24xf32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
      %8 = stablehlo.multiply %6, %7 : tensor<3x24xf32>
      %9 = func.call @dynamic_update_index_in_dim(%iterArg_4, %8, %iterArg_2) : (tensor<8x3x24xf32>, tensor<3x24xf32>, tensor<i32>) -> tensor<8x3x24xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_2, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %10, %6, %9 : tensor<8x3x16xf32>, tensor<16x24xf32>, tensor<24x24xf32>, tensor<i32>, tensor<3x24xf32>, tensor<8x3x24xf32>
    }
    return %1#4, %1#5 : tensor<3x24xf32>, tensor<8x3x24xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x3x16xf32>, %arg1: tensor<i32>) -> tensor<3x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 16] : (tensor<8x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x16xf32>) -> tensor<3x16xf32>
    return %1 : tensor<3x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x3x24xf32>, %arg1: tensor<3x24xf32>, %arg2: tensor<i32>) -> tensor<8x3x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x24xf32>) -> tensor<1x3x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x3x24xf32>, tensor<1x3x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x3x24xf32>
    return %1 : tensor<8x3x24xf32>
  }
}
