module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>) -> (tensor<3x5xi32> {jax.result_info = "result[0]"}, tensor<3x5xi32> {jax.result_info = "result[1]"}, tensor<3x5xi32> {jax.result_info = "result[2]"}, tensor<3x5xi32> {jax.result_info = "result[3]"}, tensor<3x5xi32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}, tensor<3x5xi32> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %1 = stablehlo.shift_left %arg0, %0 : tensor<3x5xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %3 = stablehlo.shift_right_arithmetic %arg0, %2 : tensor<3x5xi32>
    %4 = stablehlo.add %1, %3 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %6 = stablehlo.shift_right_logical %arg0, %5 : tensor<3x5xi32>
    %7 = stablehlo.add %4, %6 : tensor<3x5xi32>
    %8 = stablehlo.and %arg0, %arg1 : tensor<3x5xi32>
    %9 = stablehlo.xor %arg0, %arg1 : tensor<3x5xi32>
    %10 = stablehlo.or %8, %9 : tensor<3x5xi32>
    %11 = stablehlo.abs %arg1 : tensor<3x5xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %13 = stablehlo.maximum %11, %12 : tensor<3x5xi32>
    %14 = call @floor_divide(%arg0, %13) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %15 = call @remainder(%arg0, %c_3) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    %16 = stablehlo.abs %arg0 : tensor<3x5xi32>
    %17 = stablehlo.sign %arg1 : tensor<3x5xi32>
    %18 = stablehlo.multiply %16, %17 : tensor<3x5xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %19 = stablehlo.reduce(%arg0 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.popcnt %arg0 : tensor<3x5xi32>
    return %7, %10, %14, %15, %18, %19, %20 : tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3xi32>, tensor<3x5xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3x5xi32>, %arg1: tensor<3x5xi32>) -> tensor<3x5xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<3x5xi32>
    %1 = stablehlo.sign %arg0 : tensor<3x5xi32>
    %2 = stablehlo.sign %arg1 : tensor<3x5xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<3x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %7 = stablehlo.and %3, %6 : tensor<3x5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %9 = stablehlo.subtract %0, %8 : tensor<3x5xi32>
    %10 = call @_where(%7, %9, %0) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    return %10 : tensor<3x5xi32>
  }
  func.func private @_where(%arg0: tensor<3x5xi1>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xi32>) -> tensor<3x5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x5xi1>, tensor<3x5xi32>
    return %0 : tensor<3x5xi32>
  }
  func.func private @remainder(%arg0: tensor<3x5xi32>, %arg1: tensor<i32>) -> tensor<3x5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x5xi1>, tensor<3x5xi32>
    return %15 : tensor<3x5xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
