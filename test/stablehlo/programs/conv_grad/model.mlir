module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x9x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x5x5x4xf32>) -> (tensor<2x9x9x3xf32> {jax.result_info = "result[0]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x9x9x3xf32>, tensor<2x5x5x4xf32>) -> tensor<3x3x3x4xf32>
    %1 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x3x4xf32>
    %2 = stablehlo.convolution(%arg2, %1) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x5x5x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x9x9x3xf32>
    return %2, %0 : tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>
  }
}
