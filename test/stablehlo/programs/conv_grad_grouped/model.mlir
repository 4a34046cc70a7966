module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x6x7xf32>, %arg1: tensor<6x2x3x2xf32>, %arg2: tensor<3x6x6x4xf32>) -> (tensor<3x4x6x7xf32> {jax.result_info = "result[0]"}, tensor<6x2x3x2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, false]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x4x6x7xf32>, tensor<3x6x6x4xf32>) -> tensor<6x2x3x2xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<6x2x3x2xf32>) -> tensor<2x3x2x3x2xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2, 3, 4] : (tensor<2x3x2x3x2xf32>) -> tensor<3x2x2x3x2xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x2x2x3x2xf32>) -> tensor<3x4x3x2xf32>
    %4 = stablehlo.reverse %3, dims = [2, 3] : tensor<3x4x3x2xf32>
    %5 = stablehlo.convolution(%arg2, %4) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 0]], lhs_dilate = [1, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x6x6x4xf32>, tensor<3x4x3x2xf32>) -> tensor<3x4x6x7xf32>
    return %5, %0 : tensor<3x4x6x7xf32>, tensor<6x2x3x2xf32>
  }
}
