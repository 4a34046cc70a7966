module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4xi64>, %arg1: tensor<3x4xi64>) -> (tensor<3x4xi64> {jax.result_info = "result[0]"}, tensor<3x4xi64> {jax.result_info = "result[1]"}, tensor<3x4xi64> {jax.result_info = "result[2]"}, tensor<3x4xi64> {jax.result_info = "result[3]"}, tensor<3x4xi64> {jax.result_info = "result[4]"}, tensor<3x4xi64> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<3> : tensor<i64>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %1 = stablehlo.shift_left %arg0, %0 : tensor<3x4xi64>
    %2 = stablehlo.xor %1, %arg1 : tensor<3x4xi64>
    %c_0 = stablehlo.constant dense<5> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %4 = stablehlo.shift_right_logical %arg0, %3 : tensor<3x4xi64>
    %c_1 = stablehlo.constant dense<65535> : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %6 = stablehlo.and %arg1, %5 : tensor<3x4xi64>
    %7 = stablehlo.or %4, %6 : tensor<3x4xi64>
    %c_2 = stablehlo.constant dense<7> : tensor<i64>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %9 = stablehlo.shift_right_arithmetic %arg0, %8 : tensor<3x4xi64>
    %c_3 = stablehlo.constant dense<40> : tensor<i64>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %11 = stablehlo.shift_right_logical %arg1, %10 : tensor<3x4xi64>
    %12 = stablehlo.not %arg0 : tensor<3x4xi64>
    %13 = stablehlo.popcnt %arg1 : tensor<3x4xi64>
    %14 = stablehlo.add %12, %13 : tensor<3x4xi64>
    %15 = stablehlo.multiply %arg0, %arg1 : tensor<3x4xi64>
    %c_4 = stablehlo.constant dense<3> : tensor<i64>
    %16 = call @floor_divide(%arg0, %c_4) : (tensor<3x4xi64>, tensor<i64>) -> tensor<3x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x4xi64>
    return %2, %7, %9, %11, %14, %17 : tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>
  }
  func.func private @floor_divide(%arg0: tensor<3x4xi64>, %arg1: tensor<i64>) -> tensor<3x4xi64> {
    %0 = stablehlo.convert %arg1 : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x4xi64>
    %3 = stablehlo.sign %arg0 : tensor<3x4xi64>
    %4 = stablehlo.sign %0 : tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %11 = stablehlo.and %6, %10 : tensor<3x4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %13 = stablehlo.subtract %2, %12 : tensor<3x4xi64>
    %14 = call @_where(%11, %13, %2) : (tensor<3x4xi1>, tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    return %14 : tensor<3x4xi64>
  }
  func.func private @_where(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xi64>, %arg2: tensor<3x4xi64>) -> tensor<3x4xi64> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x4xi1>, tensor<3x4xi64>
    return %0 : tensor<3x4xi64>
  }
}
