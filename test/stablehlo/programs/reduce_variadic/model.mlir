module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x7xf32>, %arg1: tensor<5x7xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<7xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.iota dim = 1 : tensor<5x7xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x7xf32>, tensor<5x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<i32>, %arg5: tensor<i32>)  {
      %3 = stablehlo.compare GT, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %arg2, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = stablehlo.compare LT, %arg3, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_2 = stablehlo.constant dense<false> : tensor<i1>
      %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<i1>
      %7 = stablehlo.compare NE, %4, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %8 = stablehlo.convert %7 : tensor<i1>
      %c_3 = stablehlo.constant dense<false> : tensor<i1>
      %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
      %10 = stablehlo.compare NE, %5, %9, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = stablehlo.convert %10 : tensor<i1>
      %12 = stablehlo.and %8, %11 : tensor<i1>
      %c_4 = stablehlo.constant dense<false> : tensor<i1>
      %13 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<i1>
      %14 = stablehlo.compare NE, %3, %13, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %15 = stablehlo.convert %14 : tensor<i1>
      %16 = stablehlo.or %15, %12 : tensor<i1>
      %17 = func.call @_where(%16, %arg2, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = func.call @_where_0(%16, %arg3, %arg5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %17, %18 : tensor<f32>, tensor<i32>
    }
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2:2 = stablehlo.reduce(%arg0 init: %cst_0), (%arg1 init: %cst_1) across dimensions = [0] : (tensor<5x7xf32>, tensor<5x7xf32>, tensor<f32>, tensor<f32>) -> (tensor<7xf32>, tensor<7xf32>)
     reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<f32>, %arg5: tensor<f32>)  {
      %3 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %4 = stablehlo.maximum %arg3, %arg5 : tensor<f32>
      stablehlo.return %3, %4 : tensor<f32>, tensor<f32>
    }
    return %1#0, %1#1, %2#0, %2#1 : tensor<5xf32>, tensor<5xi32>, tensor<7xf32>, tensor<7xf32>
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
