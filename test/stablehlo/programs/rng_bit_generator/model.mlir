module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<4x8xi32> {jax.result_info = "result[0]"}, tensor<3x5xi32> {jax.result_info = "result[1]"}, tensor<7xi32> {jax.result_info = "result[2]"}, tensor<4xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
    %2 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x2xui32>) -> tensor<4xui32>
    %4 = stablehlo.reshape %3 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %5, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
    %6 = stablehlo.bitcast_convert %output_state_0 : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %8 = stablehlo.reshape %7 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %9, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)
    %10 = stablehlo.bitcast_convert %output_state_2 : (tensor<2xui64>) -> tensor<2x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<2x2xui32>) -> tensor<4xui32>
    %12 = stablehlo.bitcast_convert %output : (tensor<4x8xui32>) -> tensor<4x8xi32>
    %13 = stablehlo.bitcast_convert %output_1 : (tensor<3x5xui32>) -> tensor<3x5xi32>
    %14 = stablehlo.bitcast_convert %output_3 : (tensor<7xui32>) -> tensor<7xi32>
    %15 = stablehlo.bitcast_convert %7 : (tensor<4xui32>) -> tensor<4xi32>
    return %12, %13, %14, %15 : tensor<4x8xi32>, tensor<3x5xi32>, tensor<7xi32>, tensor<4xi32>
  }
}
