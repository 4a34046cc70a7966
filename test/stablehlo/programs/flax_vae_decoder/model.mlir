module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x16x16xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x16x8xf32>, %arg4: tensor<3xf32>, %arg5: tensor<3x3x8x3xf32>, %arg6: tensor<256xf32>, %arg7: tensor<8x256xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<2x8xf32>) -> (tensor<2x16x16x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg12, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8xf32>, tensor<8x256xf32>) -> tensor<2x256xf32>
    %1 = stablehlo.reshape %arg6 : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<2x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x256xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x256xf32>) -> tensor<2x4x4x16xf32>
    %5 = stablehlo.convolution(%4, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x8x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %10 = chlo.square %9 : tensor<2x8x8x4x4xf32> -> tensor<2x8x8x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x4xf32>
    %17 = chlo.square %13 : tensor<2x4xf32> -> tensor<2x4xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<2x4xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %28 = stablehlo.subtract %8, %27 : tensor<2x8x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %30 = stablehlo.add %26, %29 : tensor<2x1x1x16xf32>
    %31 = stablehlo.rsqrt %30 : tensor<2x1x1x16xf32>
    %32 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %36 = stablehlo.multiply %28, %35 : tensor<2x8x8x16xf32>
    %37 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x8x8x16xf32>
    %40 = call @silu(%39) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %41 = call @_resize(%40) : (tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32>
    %42 = stablehlo.convolution(%41, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x16x16x8xf32>
    %43 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x16x16x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x2x4xf32>
    %47 = chlo.square %46 : tensor<2x16x16x2x4xf32> -> tensor<2x16x16x2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%46 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_6 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %50 = stablehlo.divide %48, %49 : tensor<2x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x2x4xf32>, tensor<f32>) -> tensor<2x2xf32>
    %cst_8 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %53 = stablehlo.divide %51, %52 : tensor<2x2xf32>
    %54 = chlo.square %50 : tensor<2x2xf32> -> tensor<2x2xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<2x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %57 = stablehlo.maximum %56, %55 : tensor<2x2xf32>
    %58 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x4xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2x4xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x4xf32>) -> tensor<2x8xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %65 = stablehlo.subtract %45, %64 : tensor<2x16x16x8xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %67 = stablehlo.add %63, %66 : tensor<2x1x1x8xf32>
    %68 = stablehlo.rsqrt %67 : tensor<2x1x1x8xf32>
    %69 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x1x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %73 = stablehlo.multiply %65, %72 : tensor<2x16x16x8xf32>
    %74 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x16x16x8xf32>
    %77 = call @silu_0(%76) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %78 = stablehlo.convolution(%77, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x3xf32>) -> tensor<2x16x16x3xf32>
    %79 = stablehlo.reshape %arg4 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x16x16x3xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x16x16x3xf32>
    %82 = stablehlo.negate %81 : tensor<2x16x16x3xf32>
    %83 = stablehlo.exponential %82 : tensor<2x16x16x3xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x16x3xf32>
    %85 = stablehlo.add %84, %83 : tensor<2x16x16x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x16x3xf32>
    %87 = stablehlo.divide %86, %85 : tensor<2x16x16x3xf32>
    return %87 : tensor<2x16x16x3xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x16xf32>
    return %6 : tensor<2x8x8x16xf32>
  }
  func.func private @_resize(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = stablehlo.floor %6 : tensor<16xf32>
    %8 = stablehlo.convert %7 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.compare LT, %8, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.add %8, %11 : tensor<16xi32>
    %13 = stablehlo.select %10, %12, %8 : tensor<16xi1>, tensor<16xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 16>}> : (tensor<2x8x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x8x16xf32>
    %16 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.add %16, %17 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<16xf32>
    %23 = stablehlo.floor %22 : tensor<16xf32>
    %24 = stablehlo.convert %23 : (tensor<16xf32>) -> tensor<16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %28 = stablehlo.add %24, %27 : tensor<16xi32>
    %29 = stablehlo.select %26, %28, %24 : tensor<16xi1>, tensor<16xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %31 = "stablehlo.gather"(%15, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1, 16>}> : (tensor<2x16x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x16x16xf32>
    return %31 : tensor<2x16x16x16xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x16x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x16x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x16x8xf32>
    return %6 : tensor<2x16x16x8xf32>
  }
}
