module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8xf32>, %arg5: tensor<3x3x3x8xf32>, %arg6: tensor<16xf32>, %arg7: tensor<3x3x8x16xf32>, %arg8: tensor<10xf32>, %arg9: tensor<16x10xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<8xf32>, %arg19: tensor<3x3x3x8xf32>, %arg20: tensor<16xf32>, %arg21: tensor<3x3x8x16xf32>, %arg22: tensor<10xf32>, %arg23: tensor<16x10xf32>, %arg24: tensor<8x16x16x3xf32>, %arg25: tensor<8xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['Conv_1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1]['batch_stats']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['batch_stats']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['batch_stats']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['batch_stats']['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[2][0].trace['Conv_1']['kernel']"}, tensor<10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg24, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16x16x8xf32>
    %4 = chlo.square %3 : tensor<8x16x16x8xf32> -> tensor<8x16x16x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8xf32>
    %13 = chlo.square %9 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<8xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.compare GT, %16, %19, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.compare EQ, %16, %21, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.select %22, %25, %24 : tensor<8xi1>, tensor<8xf32>
    %27 = stablehlo.select %20, %23, %26 : tensor<8xi1>, tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %28, %arg10 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.multiply %30, %9 : tensor<8xf32>
    %32 = stablehlo.add %29, %31 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.multiply %33, %arg11 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.multiply %35, %18 : tensor<8xf32>
    %37 = stablehlo.add %34, %36 : tensor<8xf32>
    %38 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %41 = stablehlo.subtract %3, %40 : tensor<8x16x16x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %43 = stablehlo.add %39, %42 : tensor<1x1x1x8xf32>
    %44 = stablehlo.rsqrt %43 : tensor<1x1x1x8xf32>
    %45 = stablehlo.divide %44, %43 : tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<1x1x1x8xf32>
    %48 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %49 = stablehlo.multiply %44, %48 : tensor<1x1x1x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %51 = stablehlo.multiply %41, %50 : tensor<8x16x16x8xf32>
    %52 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x16x16x8xf32>
    %55 = call @relu(%54) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %57 = stablehlo.compare GT, %54, %56, FLOAT : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce_window"(%55, %59) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %329 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %329 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %cst_20 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x8x8x8xf32>
    %63 = stablehlo.convolution(%62, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x4x4x16xf32>
    %64 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x4x4x16xf32>
    %67 = chlo.square %66 : tensor<8x4x4x16xf32> -> tensor<8x4x4x16xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %69 = stablehlo.multiply %68, %66 : tensor<8x4x4x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%66 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.divide %70, %71 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%67 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %75 = stablehlo.divide %73, %74 : tensor<16xf32>
    %76 = chlo.square %72 : tensor<16xf32> -> tensor<16xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.multiply %77, %72 : tensor<16xf32>
    %79 = stablehlo.subtract %75, %76 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %81 = stablehlo.maximum %80, %79 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.compare GT, %79, %82, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.compare EQ, %79, %84, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.select %85, %88, %87 : tensor<16xi1>, tensor<16xf32>
    %90 = stablehlo.select %83, %86, %89 : tensor<16xi1>, tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.multiply %91, %arg12 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %94 = stablehlo.multiply %93, %72 : tensor<16xf32>
    %95 = stablehlo.add %92, %94 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %97 = stablehlo.multiply %96, %arg13 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.multiply %98, %81 : tensor<16xf32>
    %100 = stablehlo.add %97, %99 : tensor<16xf32>
    %101 = stablehlo.broadcast_in_dim %72, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %102 = stablehlo.broadcast_in_dim %81, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %104 = stablehlo.subtract %66, %103 : tensor<8x4x4x16xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %106 = stablehlo.add %102, %105 : tensor<1x1x1x16xf32>
    %107 = stablehlo.rsqrt %106 : tensor<1x1x1x16xf32>
    %108 = stablehlo.divide %107, %106 : tensor<1x1x1x16xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<1x1x1x16xf32>
    %111 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %112 = stablehlo.multiply %107, %111 : tensor<1x1x1x16xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %114 = stablehlo.multiply %104, %113 : tensor<8x4x4x16xf32>
    %115 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x4x4x16xf32>
    %118 = call @relu_0(%117) : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %120 = stablehlo.compare GT, %117, %119, FLOAT : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%118 init: %cst_41) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %124 = stablehlo.divide %122, %123 : tensor<8x16xf32>
    %125 = stablehlo.dot_general %124, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %126 = stablehlo.reshape %arg8 : (tensor<10xf32>) -> tensor<1x10xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %128 = stablehlo.add %125, %127 : tensor<8x10xf32>
    %129 = stablehlo.broadcast_in_dim %arg25, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %130:2 = call @take_along_axis(%128, %129) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %131:2 = call @_take(%130#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%128 init: %cst_43) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.reshape %132 : (tensor<8xf32>) -> tensor<8x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %135 = stablehlo.compare EQ, %128, %134, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %136 = stablehlo.convert %135 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %139 = stablehlo.maximum %138, %132 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.compare GT, %132, %140, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %143 = stablehlo.compare EQ, %132, %142, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %147 = stablehlo.select %143, %146, %145 : tensor<8xi1>, tensor<8xf32>
    %148 = stablehlo.select %141, %144, %147 : tensor<8xi1>, tensor<8xf32>
    %149 = stablehlo.is_finite %139 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %151 = stablehlo.select %149, %139, %150 : tensor<8xi1>, tensor<8xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %155 = stablehlo.subtract %128, %154 : tensor<8x10xf32>
    %156 = stablehlo.exponential %155 : tensor<8x10xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %158 = stablehlo.sign %157 : tensor<8xf32>
    %159 = stablehlo.abs %157 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %161 = stablehlo.compare GE, %157, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %162 = stablehlo.log %159 : tensor<8xf32>
    %163 = stablehlo.add %162, %151 : tensor<8xf32>
    %164 = stablehlo.subtract %163, %131#0 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %166 = stablehlo.divide %165, %cst_56 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_58 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %167 = stablehlo.divide %cst_57, %cst_58 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %169 = stablehlo.negate %168 : tensor<8xf32>
    %170 = stablehlo.divide %168, %159 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %172 = stablehlo.select %161, %171, %170 : tensor<8xi1>, tensor<8xf32>
    %173 = stablehlo.select %161, %170, %171 : tensor<8xi1>, tensor<8xf32>
    %174 = stablehlo.negate %172 : tensor<8xf32>
    %175 = stablehlo.add %173, %174 : tensor<8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %177 = stablehlo.multiply %176, %156 : tensor<8x10xf32>
    %178 = call @_take_1(%131#1, %169) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %179 = call @take_along_axis_2(%130#1, %178) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %180 = stablehlo.add %177, %179 : tensor<8x10xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %182 = stablehlo.reshape %181 : (tensor<10xf32>) -> tensor<1x10xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x10xf32>) -> tensor<10xf32>
    %184 = stablehlo.dot_general %180, %124, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %186 = stablehlo.dot_general %180, %arg9, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 3] : (tensor<8x16xf32>) -> tensor<8x4x4x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %191 = stablehlo.select %120, %189, %190 : tensor<8x4x4x16xi1>, tensor<8x4x4x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.reshape %192 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %195 = stablehlo.multiply %104, %191 : tensor<8x4x4x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %197 = stablehlo.reshape %196 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %199 = stablehlo.multiply %191, %198 : tensor<8x4x4x16xf32>
    %200 = stablehlo.multiply %107, %197 : tensor<1x1x1x16xf32>
    %201 = stablehlo.multiply %197, %111 : tensor<1x1x1x16xf32>
    %202 = stablehlo.reshape %200 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %203 = stablehlo.multiply %201, %110 : tensor<1x1x1x16xf32>
    %204 = stablehlo.negate %199 : tensor<8x4x4x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %206 = stablehlo.reshape %205 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%203 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %209 = stablehlo.multiply %207, %90 : tensor<16xf32>
    %210 = stablehlo.negate %209 : tensor<16xf32>
    %211 = stablehlo.multiply %210, %78 : tensor<16xf32>
    %212 = stablehlo.add %208, %211 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.divide %209, %213 : tensor<16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [3] : (tensor<16xf32>) -> tensor<8x4x4x16xf32>
    %cst_69 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %217 = stablehlo.divide %212, %216 : tensor<16xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [3] : (tensor<16xf32>) -> tensor<8x4x4x16xf32>
    %219 = stablehlo.add %199, %218 : tensor<8x4x4x16xf32>
    %220 = stablehlo.multiply %215, %69 : tensor<8x4x4x16xf32>
    %221 = stablehlo.add %219, %220 : tensor<8x4x4x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %223 = stablehlo.reshape %222 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %225 = stablehlo.convolution(%62, %221) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x8x8x8xf32>, tensor<8x4x4x16xf32>) -> tensor<3x3x8x16xf32>
    %226 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x8x16xf32>
    %227 = stablehlo.convolution(%221, %226) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x4x4x16xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x8xf32>
    %cst_71 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %229 = stablehlo.divide %227, %228 : tensor<8x8x8x8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.pad %229, %cst_72, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x17x17x8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<f32>
    %232 = "stablehlo.reduce_window"(%230, %231) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %329 = stablehlo.add %arg26, %arg27 : tensor<f32>
      stablehlo.return %329 : tensor<f32>
    }) : (tensor<8x17x17x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %234 = stablehlo.select %57, %232, %233 : tensor<8x16x16x8xi1>, tensor<8x16x16x8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %238 = stablehlo.multiply %41, %234 : tensor<8x16x16x8xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %240 = stablehlo.reshape %239 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %241 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %242 = stablehlo.multiply %234, %241 : tensor<8x16x16x8xf32>
    %243 = stablehlo.multiply %44, %240 : tensor<1x1x1x8xf32>
    %244 = stablehlo.multiply %240, %48 : tensor<1x1x1x8xf32>
    %245 = stablehlo.reshape %243 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %246 = stablehlo.multiply %244, %47 : tensor<1x1x1x8xf32>
    %247 = stablehlo.negate %242 : tensor<8x16x16x8xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.reshape %248 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%246 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%249 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %252 = stablehlo.multiply %250, %27 : tensor<8xf32>
    %253 = stablehlo.negate %252 : tensor<8xf32>
    %254 = stablehlo.multiply %253, %15 : tensor<8xf32>
    %255 = stablehlo.add %251, %254 : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %257 = stablehlo.divide %252, %256 : tensor<8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [3] : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %cst_81 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %260 = stablehlo.divide %255, %259 : tensor<8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [3] : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %262 = stablehlo.add %242, %261 : tensor<8x16x16x8xf32>
    %263 = stablehlo.multiply %258, %6 : tensor<8x16x16x8xf32>
    %264 = stablehlo.add %262, %263 : tensor<8x16x16x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.reshape %265 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %268 = stablehlo.convolution(%arg24, %264) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<8x16x16x3xf32>, tensor<8x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.multiply %269, %arg14 : tensor<8xf32>
    %271 = stablehlo.add %237, %270 : tensor<8xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %273 = stablehlo.multiply %272, %arg15 : tensor<8xf32>
    %274 = stablehlo.add %245, %273 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %276 = stablehlo.multiply %275, %arg16 : tensor<16xf32>
    %277 = stablehlo.add %194, %276 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %279 = stablehlo.multiply %278, %arg17 : tensor<16xf32>
    %280 = stablehlo.add %202, %279 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %282 = stablehlo.multiply %281, %arg18 : tensor<8xf32>
    %283 = stablehlo.add %267, %282 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %285 = stablehlo.multiply %284, %arg19 : tensor<3x3x3x8xf32>
    %286 = stablehlo.add %268, %285 : tensor<3x3x3x8xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %288 = stablehlo.multiply %287, %arg20 : tensor<16xf32>
    %289 = stablehlo.add %224, %288 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %291 = stablehlo.multiply %290, %arg21 : tensor<3x3x8x16xf32>
    %292 = stablehlo.add %225, %291 : tensor<3x3x8x16xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %294 = stablehlo.multiply %293, %arg22 : tensor<10xf32>
    %295 = stablehlo.add %183, %294 : tensor<10xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %297 = stablehlo.multiply %296, %arg23 : tensor<16x10xf32>
    %298 = stablehlo.add %185, %297 : tensor<16x10xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.multiply %299, %271 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.multiply %301, %274 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %304 = stablehlo.multiply %303, %277 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %306 = stablehlo.multiply %305, %280 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %308 = stablehlo.multiply %307, %283 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %310 = stablehlo.multiply %309, %286 : tensor<3x3x3x8xf32>
    %cst_99 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.multiply %311, %289 : tensor<16xf32>
    %cst_100 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %314 = stablehlo.multiply %313, %292 : tensor<3x3x8x16xf32>
    %cst_101 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %316 = stablehlo.multiply %315, %295 : tensor<10xf32>
    %cst_102 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %318 = stablehlo.multiply %317, %298 : tensor<16x10xf32>
    %319 = stablehlo.add %arg0, %300 : tensor<8xf32>
    %320 = stablehlo.add %arg1, %302 : tensor<8xf32>
    %321 = stablehlo.add %arg2, %304 : tensor<16xf32>
    %322 = stablehlo.add %arg3, %306 : tensor<16xf32>
    %323 = stablehlo.add %arg4, %308 : tensor<8xf32>
    %324 = stablehlo.add %arg5, %310 : tensor<3x3x3x8xf32>
    %325 = stablehlo.add %arg6, %312 : tensor<16xf32>
    %326 = stablehlo.add %arg7, %314 : tensor<3x3x8x16xf32>
    %327 = stablehlo.add %arg8, %316 : tensor<10xf32>
    %328 = stablehlo.add %arg9, %318 : tensor<16x10xf32>
    return %319, %320, %321, %322, %323, %324, %325, %326, %327, %328, %32, %37, %95, %100, %271, %274, %277, %280, %283, %286, %289, %292, %295, %298, %166 : tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x8xf32>
    return %1 : tensor<8x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x16xf32>
    return %1 : tensor<8x4x4x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
}
