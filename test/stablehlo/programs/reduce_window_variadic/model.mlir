module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x6x3xf32>) -> (tensor<2x3x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x3x3x3xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<2x6x6x3xi32>
    %c = stablehlo.constant dense<6> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x6x6x3xi32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x6x6x3xi32>
    %3 = stablehlo.iota dim = 2 : tensor<2x6x6x3xi32>
    %4 = stablehlo.add %2, %3 : tensor<2x6x6x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5:2 = "stablehlo.reduce_window"(%arg0, %4, %cst, %c_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %6 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_1 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<i1>
      %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = stablehlo.convert %10 : tensor<i1>
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
      %13 = stablehlo.compare NE, %8, %12, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %14 = stablehlo.convert %13 : tensor<i1>
      %15 = stablehlo.and %11, %14 : tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %17 = stablehlo.compare NE, %6, %16, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %18 = stablehlo.convert %17 : tensor<i1>
      %19 = stablehlo.or %18, %15 : tensor<i1>
      %20 = func.call @_where(%19, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %21 = func.call @_where_0(%19, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %20, %21 : tensor<f32>, tensor<i32>
    }) : (tensor<2x6x6x3xf32>, tensor<2x6x6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x3x3xf32>, tensor<2x3x3x3xi32>)
    return %5#0, %5#1 : tensor<2x3x3x3xf32>, tensor<2x3x3x3xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
