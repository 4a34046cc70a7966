module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x10xf32>, %arg1: tensor<9x6xf32>, %arg2: tensor<3x6x5xf32>, %arg3: tensor<3xi32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xi32> {jax.result_info = "result[1]"}, tensor<9x5xf32> {jax.result_info = "result[2]"}) {
    %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<4x10xf32> -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<9x6xf32>) -> tensor<3x9x6xf32>
    %1 = stablehlo.iota dim = 1 : tensor<3x9x6xi32>
    %2 = call @cumsum(%arg3) : (tensor<3xi32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.slice %3 [0:1] : (tensor<3xi32>) -> tensor<1xi32>
    %5 = stablehlo.slice %2 [0:2] : (tensor<3xi32>) -> tensor<2xi32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x9x6xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi32>) -> tensor<3x9x6xi32>
    %9 = stablehlo.compare LE, %8, %1, SIGNED : (tensor<3x9x6xi32>, tensor<3x9x6xi32>) -> tensor<3x9x6xi1>
    %10 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3x9x6xi32>, tensor<3x9x6xi32>) -> tensor<3x9x6xi1>
    %11 = stablehlo.and %9, %10 : tensor<3x9x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9x6xf32>
    %13 = stablehlo.select %11, %0, %12 : tensor<3x9x6xi1>, tensor<3x9x6xf32>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [2, 0] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x6xf32>, tensor<3x6x5xf32>) -> tensor<9x5xf32>
    return %values, %indices, %14 : tensor<4x3xf32>, tensor<4x3xi32>, tensor<9x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
}
