module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8xf32>, %arg9: tensor<3x3x3x8xf32>, %arg10: tensor<16xf32>, %arg11: tensor<3x3x8x16xf32>, %arg12: tensor<10xf32>, %arg13: tensor<16x10xf32>, %arg14: tensor<4x16x16x3xf32>) -> (tensor<4x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg14, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x16x16x8xf32>
    %1 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x16x16x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<4x16x16x8xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x1x1x8xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x1x1x8xf32>
    %11 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<4x16x16x8xf32>
    %15 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %17 = stablehlo.add %14, %16 : tensor<4x16x16x8xf32>
    %18 = call @relu(%17) : (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.reduce_window"(%18, %19) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %49 = stablehlo.add %arg15, %arg16 : tensor<f32>
      stablehlo.return %49 : tensor<f32>
    }) : (tensor<4x16x16x8xf32>, tensor<f32>) -> tensor<4x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %22 = stablehlo.divide %20, %21 : tensor<4x8x8x8xf32>
    %23 = stablehlo.convolution(%22, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x4x4x16xf32>
    %24 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x4x4x16xf32>
    %27 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %30 = stablehlo.subtract %26, %29 : tensor<4x4x4x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %32 = stablehlo.add %28, %31 : tensor<1x1x1x16xf32>
    %33 = stablehlo.rsqrt %32 : tensor<1x1x1x16xf32>
    %34 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<1x1x1x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %37 = stablehlo.multiply %30, %36 : tensor<4x4x4x16xf32>
    %38 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %40 = stablehlo.add %37, %39 : tensor<4x4x4x16xf32>
    %41 = call @relu_0(%40) : (tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %44 = stablehlo.divide %42, %43 : tensor<4x16xf32>
    %45 = stablehlo.dot_general %44, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<16x10xf32>) -> tensor<4x10xf32>
    %46 = stablehlo.reshape %arg12 : (tensor<10xf32>) -> tensor<1x10xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %48 = stablehlo.add %45, %47 : tensor<4x10xf32>
    return %48 : tensor<4x10xf32>
  }
  func.func private @relu(%arg0: tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x8xf32>
    return %1 : tensor<4x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x4x4x16xf32>
    return %1 : tensor<4x4x4x16xf32>
  }
}
