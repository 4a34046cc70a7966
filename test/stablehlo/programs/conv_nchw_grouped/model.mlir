module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8x12x12xf32>, %arg1: tensor<8x1x3x3xf32>, %arg2: tensor<12x8x1x1xf32>) -> (tensor<2x12x6x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x12x12xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x12x12xf32>
    %1 = call @relu6(%0) : (tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xf32>
    %2 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x12x12xf32>, tensor<12x8x1x1xf32>) -> tensor<2x12x6x6xf32>
    return %2 : tensor<2x12x6x6xf32>
  }
  func.func private @relu6(%arg0: tensor<2x8x12x12xf32>) -> tensor<2x8x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x12x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x12x12xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x12x12xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<2x8x12x12xf32>
    return %3 : tensor<2x8x12x12xf32>
  }
}
