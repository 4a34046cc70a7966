module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<10x16xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<8x10xf32>, %arg5: tensor<8x4xf32>, %arg6: tensor<2xui32>) -> (tensor<16xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<10x16xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<16x4xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2] : (tensor<8x10xf32>) -> tensor<8x1x10xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1x10xf32>, tensor<10x16xf32>) -> tensor<8x1x16xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %5 = stablehlo.add %1, %4 : tensor<8x1x16xf32>
    %6 = call @relu(%5) : (tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x16xf32>
    %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %10 = stablehlo.dot_general %6, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x1x16xf32>, tensor<16x4xf32>) -> tensor<8x1x4xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<8x1x4xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x1x4xf32>
    %15 = stablehlo.broadcast_in_dim %arg5, dims = [0, 2] : (tensor<8x4xf32>) -> tensor<8x1x4xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x1x4xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<8x1x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x4xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<8x1x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<8x1x4xf32>
    %27 = stablehlo.multiply %26, %19 : tensor<8x1x4xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x1x4xf32>) -> tensor<8x4xf32>
    %29 = stablehlo.dot_general %27, %6, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x1x4xf32>, tensor<8x1x16xf32>) -> tensor<8x4x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1] : (tensor<8x4x16xf32>) -> tensor<8x16x4xf32>
    %31 = stablehlo.dot_general %27, %arg3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x1x4xf32>, tensor<16x4xf32>) -> tensor<8x1x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<8x1x16xf32>
    %34 = stablehlo.select %8, %31, %33 : tensor<8x1x16xi1>, tensor<8x1x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %36 = stablehlo.dot_general %34, %0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x1x16xf32>, tensor<8x1x10xf32>) -> tensor<8x16x10xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1] : (tensor<8x16x10xf32>) -> tensor<8x10x16xf32>
    %38 = stablehlo.multiply %35, %35 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.add %40, %39 : tensor<8xf32>
    %42 = stablehlo.reshape %37 : (tensor<8x10x16xf32>) -> tensor<8x160xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<8x160xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<8x160xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.add %41, %44 : tensor<8xf32>
    %46 = stablehlo.multiply %28, %28 : tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.add %45, %47 : tensor<8xf32>
    %49 = stablehlo.reshape %30 : (tensor<8x16x4xf32>) -> tensor<8x64xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<8x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.add %48, %51 : tensor<8xf32>
    %53 = stablehlo.sqrt %52 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.add %53, %54 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.divide %56, %55 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.minimum %58, %57 : tensor<8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %62 = stablehlo.multiply %35, %61 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.divide %63, %64 : tensor<16xf32>
    %66 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x10x16xf32>
    %68 = stablehlo.multiply %37, %67 : tensor<8x10x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x10x16xf32>, tensor<f32>) -> tensor<10x16xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %71 = stablehlo.divide %69, %70 : tensor<10x16xf32>
    %72 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %74 = stablehlo.multiply %28, %73 : tensor<8x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.divide %75, %76 : tensor<4xf32>
    %78 = stablehlo.reshape %59 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x16x4xf32>
    %80 = stablehlo.multiply %30, %79 : tensor<8x16x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x16x4xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %83 = stablehlo.divide %81, %82 : tensor<16x4xf32>
    %84 = call @_threefry_split(%arg6) : (tensor<2xui32>) -> tensor<4x2xui32>
    %85 = stablehlo.slice %84 [0:1, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %86 = stablehlo.reshape %85 : (tensor<1x2xui32>) -> tensor<2xui32>
    %87 = stablehlo.slice %84 [1:2, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %88 = stablehlo.reshape %87 : (tensor<1x2xui32>) -> tensor<2xui32>
    %89 = stablehlo.slice %84 [2:3, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %90 = stablehlo.reshape %89 : (tensor<1x2xui32>) -> tensor<2xui32>
    %91 = stablehlo.slice %84 [3:4, 0:2] : (tensor<4x2xui32>) -> tensor<1x2xui32>
    %92 = stablehlo.reshape %91 : (tensor<1x2xui32>) -> tensor<2xui32>
    %93 = call @_normal(%86) : (tensor<2xui32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<16xf32>
    %96 = stablehlo.add %65, %95 : tensor<16xf32>
    %97 = call @_normal_1(%88) : (tensor<2xui32>) -> tensor<10x16xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<10x16xf32>
    %100 = stablehlo.add %71, %99 : tensor<10x16xf32>
    %101 = call @_normal_5(%90) : (tensor<2xui32>) -> tensor<4xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<4xf32>
    %104 = stablehlo.add %77, %103 : tensor<4xf32>
    %105 = call @_normal_8(%92) : (tensor<2xui32>) -> tensor<16x4xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<16x4xf32>
    %108 = stablehlo.add %83, %107 : tensor<16x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %110 = stablehlo.multiply %109, %96 : tensor<16xf32>
    %111 = stablehlo.subtract %arg0, %110 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %113 = stablehlo.multiply %112, %100 : tensor<10x16xf32>
    %114 = stablehlo.subtract %arg1, %113 : tensor<10x16xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %116 = stablehlo.multiply %115, %104 : tensor<4xf32>
    %117 = stablehlo.subtract %arg2, %116 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %119 = stablehlo.multiply %118, %108 : tensor<16x4xf32>
    %120 = stablehlo.subtract %arg3, %119 : tensor<16x4xf32>
    return %111, %114, %117, %120, %53 : tensor<16xf32>, tensor<10x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<8xf32>
  }
  func.func private @relu(%arg0: tensor<8x1x16xf32>) -> tensor<8x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x16xf32>
    return %1 : tensor<8x1x16xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<4x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<4xui64>
    %9 = stablehlo.convert %6 : (tensor<4xui64>) -> tensor<4xui32>
    %10 = stablehlo.convert %8 : (tensor<4xui64>) -> tensor<4xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<4xui32>) -> tensor<4x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x2xui32>
    return %14 : tensor<4x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<4xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<4xui32>
      %22 = stablehlo.or %18, %21 : tensor<4xui32>
      %23 = stablehlo.xor %16, %22 : tensor<4xui32>
      %24 = stablehlo.add %16, %23 : tensor<4xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<4xui32>
      %30 = stablehlo.or %26, %29 : tensor<4xui32>
      %31 = stablehlo.xor %24, %30 : tensor<4xui32>
      %32 = stablehlo.add %24, %31 : tensor<4xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<4xui32>
      %38 = stablehlo.or %34, %37 : tensor<4xui32>
      %39 = stablehlo.xor %32, %38 : tensor<4xui32>
      %40 = stablehlo.add %32, %39 : tensor<4xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<4xui32>
      %46 = stablehlo.or %42, %45 : tensor<4xui32>
      %47 = stablehlo.xor %40, %46 : tensor<4xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %49 = stablehlo.add %40, %48 : tensor<4xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %51 = stablehlo.add %47, %50 : tensor<4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<4xui32>
      %55 = stablehlo.add %51, %54 : tensor<4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<16xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %1 = chlo.erf_inv %0 : tensor<16xf32> -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16xf32>
    return %3 : tensor<16xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<16xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<16xui64>
    %11 = stablehlo.convert %8 : (tensor<16xui64>) -> tensor<16xui32>
    %12 = stablehlo.convert %10 : (tensor<16xui64>) -> tensor<16xui32>
    %13:2 = call @threefry2x32_0(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.or %16, %17 : tensor<16xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<16xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<16xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %26 = stablehlo.add %24, %25 : tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<16xf32>
    return %28 : tensor<16xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<16xui32>
      %22 = stablehlo.or %18, %21 : tensor<16xui32>
      %23 = stablehlo.xor %16, %22 : tensor<16xui32>
      %24 = stablehlo.add %16, %23 : tensor<16xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<16xui32>
      %30 = stablehlo.or %26, %29 : tensor<16xui32>
      %31 = stablehlo.xor %24, %30 : tensor<16xui32>
      %32 = stablehlo.add %24, %31 : tensor<16xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<16xui32>
      %38 = stablehlo.or %34, %37 : tensor<16xui32>
      %39 = stablehlo.xor %32, %38 : tensor<16xui32>
      %40 = stablehlo.add %32, %39 : tensor<16xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<16xui32>
      %46 = stablehlo.or %42, %45 : tensor<16xui32>
      %47 = stablehlo.xor %40, %46 : tensor<16xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %49 = stablehlo.add %40, %48 : tensor<16xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %51 = stablehlo.add %47, %50 : tensor<16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<16xui32>
      %55 = stablehlo.add %51, %54 : tensor<16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @_normal_1(%arg0: tensor<2xui32>) -> tensor<10x16xf32> {
    %0 = call @_normal_real_2(%arg0) : (tensor<2xui32>) -> tensor<10x16xf32>
    return %0 : tensor<10x16xf32>
  }
  func.func private @_normal_real_2(%arg0: tensor<2xui32>) -> tensor<10x16xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_3(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<10x16xf32>
    %1 = chlo.erf_inv %0 : tensor<10x16xf32> -> tensor<10x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<10x16xf32>
    return %3 : tensor<10x16xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<10x16xui64>
    %7 = stablehlo.iota dim = 1 : tensor<10x16xui64>
    %c = stablehlo.constant dense<16> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10x16xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<10x16xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10x16xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<10x16xui64>
    %12 = stablehlo.add %9, %11 : tensor<10x16xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<10x16xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<10x16xui64>
    %15 = stablehlo.convert %12 : (tensor<10x16xui64>) -> tensor<10x16xui32>
    %16 = stablehlo.convert %14 : (tensor<10x16xui64>) -> tensor<10x16xui32>
    %17:2 = call @threefry2x32_4(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<10x16xui32>, tensor<10x16xui32>) -> (tensor<10x16xui32>, tensor<10x16xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<10x16xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<10x16xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
    %22 = stablehlo.or %20, %21 : tensor<10x16xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<10x16xui32>) -> tensor<10x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<10x16xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<10x16xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<10x16xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<10x16xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<10x16xf32>
    return %32 : tensor<10x16xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10x16xui32>, %arg3: tensor<10x16xui32>) -> (tensor<10x16xui32>, tensor<10x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<10x16xui32>, tensor<10x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<10x16xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<10x16xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<10x16xui32>
      %22 = stablehlo.or %18, %21 : tensor<10x16xui32>
      %23 = stablehlo.xor %16, %22 : tensor<10x16xui32>
      %24 = stablehlo.add %16, %23 : tensor<10x16xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<10x16xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<10x16xui32>
      %30 = stablehlo.or %26, %29 : tensor<10x16xui32>
      %31 = stablehlo.xor %24, %30 : tensor<10x16xui32>
      %32 = stablehlo.add %24, %31 : tensor<10x16xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<10x16xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<10x16xui32>
      %38 = stablehlo.or %34, %37 : tensor<10x16xui32>
      %39 = stablehlo.xor %32, %38 : tensor<10x16xui32>
      %40 = stablehlo.add %32, %39 : tensor<10x16xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<10x16xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<10x16xui32>
      %46 = stablehlo.or %42, %45 : tensor<10x16xui32>
      %47 = stablehlo.xor %40, %46 : tensor<10x16xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %49 = stablehlo.add %40, %48 : tensor<10x16xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %51 = stablehlo.add %47, %50 : tensor<10x16xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<10x16xui32>
      %55 = stablehlo.add %51, %54 : tensor<10x16xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<10x16xui32>, tensor<10x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10x16xui32>, tensor<10x16xui32>
  }
  func.func private @_normal_5(%arg0: tensor<2xui32>) -> tensor<4xf32> {
    %0 = call @_normal_real_6(%arg0) : (tensor<2xui32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @_normal_real_6(%arg0: tensor<2xui32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_7(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1 = chlo.erf_inv %0 : tensor<4xf32> -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @_uniform_7(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<4xui64>
    %11 = stablehlo.convert %8 : (tensor<4xui64>) -> tensor<4xui32>
    %12 = stablehlo.convert %10 : (tensor<4xui64>) -> tensor<4xui32>
    %13:2 = call @threefry2x32(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.or %16, %17 : tensor<4xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<4xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %26 = stablehlo.add %24, %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<4xf32>
    return %28 : tensor<4xf32>
  }
  func.func private @_normal_8(%arg0: tensor<2xui32>) -> tensor<16x4xf32> {
    %0 = call @_normal_real_9(%arg0) : (tensor<2xui32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<2xui32>) -> tensor<16x4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x4xf32>
    %1 = chlo.erf_inv %0 : tensor<16x4xf32> -> tensor<16x4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16x4xf32>
    return %3 : tensor<16x4xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<16x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<16x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<16x4xui64>
    %12 = stablehlo.add %9, %11 : tensor<16x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16x4xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<16x4xui64>
    %15 = stablehlo.convert %12 : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %16 = stablehlo.convert %14 : (tensor<16x4xui64>) -> tensor<16x4xui32>
    %17:2 = call @threefry2x32_11(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<16x4xui32>, tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<16x4xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<16x4xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %22 = stablehlo.or %20, %21 : tensor<16x4xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<16x4xui32>) -> tensor<16x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<16x4xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16x4xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x4xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<16x4xf32>
    return %32 : tensor<16x4xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x4xui32>, %arg3: tensor<16x4xui32>) -> (tensor<16x4xui32>, tensor<16x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      %8 = stablehlo.slice %iterArg_10 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
      %9 = stablehlo.reshape %8 : (tensor<1xui32>) -> tensor<ui32>
      %10 = stablehlo.slice %iterArg_10 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
      %11 = stablehlo.reshape %10 : (tensor<1xui32>) -> tensor<ui32>
      %12 = stablehlo.slice %iterArg_10 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
      %13 = stablehlo.reshape %12 : (tensor<1xui32>) -> tensor<ui32>
      %14 = stablehlo.slice %iterArg_10 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
      %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<16x4xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<16x4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<16x4xui32>
      %22 = stablehlo.or %18, %21 : tensor<16x4xui32>
      %23 = stablehlo.xor %16, %22 : tensor<16x4xui32>
      %24 = stablehlo.add %16, %23 : tensor<16x4xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<16x4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<16x4xui32>
      %30 = stablehlo.or %26, %29 : tensor<16x4xui32>
      %31 = stablehlo.xor %24, %30 : tensor<16x4xui32>
      %32 = stablehlo.add %24, %31 : tensor<16x4xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<16x4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<16x4xui32>
      %38 = stablehlo.or %34, %37 : tensor<16x4xui32>
      %39 = stablehlo.xor %32, %38 : tensor<16x4xui32>
      %40 = stablehlo.add %32, %39 : tensor<16x4xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<16x4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<16x4xui32>
      %46 = stablehlo.or %42, %45 : tensor<16x4xui32>
      %47 = stablehlo.xor %40, %46 : tensor<16x4xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %49 = stablehlo.add %40, %48 : tensor<16x4xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %51 = stablehlo.add %47, %50 : tensor<16x4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<16x4xui32>
      %55 = stablehlo.add %51, %54 : tensor<16x4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<16x4xui32>, tensor<16x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16x4xui32>, tensor<16x4xui32>
  }
}
