module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<20x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<32x4xf32>, %arg6: tensor<20xf32>, %arg7: tensor<32x20xf32>, %arg8: tensor<32xf32>, %arg9: tensor<4x32xf32>, %arg10: tensor<i32>, %arg11: tensor<32xf32>, %arg12: tensor<20x32xf32>, %arg13: tensor<4xf32>, %arg14: tensor<32x4xf32>, %arg15: tensor<4xf32>, %arg16: tensor<32x4xf32>, %arg17: tensor<20xf32>, %arg18: tensor<32x20xf32>, %arg19: tensor<32xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<20x32xf32>, %arg23: tensor<4xf32>, %arg24: tensor<32x4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<32x4xf32>, %arg27: tensor<20xf32>, %arg28: tensor<32x20xf32>, %arg29: tensor<32xf32>, %arg30: tensor<4x32xf32>, %arg31: tensor<8x20xf32>, %arg32: tensor<2xui32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['Dense_2']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['Dense_3']['bias']"}, tensor<32x20xf32> {jax.result_info = "result[0]['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[0]['Dense_4']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['Dense_2']['kernel']"}, tensor<20xf32> {jax.result_info = "result[1][0].mu['Dense_3']['bias']"}, tensor<32x20xf32> {jax.result_info = "result[1][0].mu['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['Dense_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['Dense_2']['kernel']"}, tensor<20xf32> {jax.result_info = "result[1][0].nu['Dense_3']['bias']"}, tensor<32x20xf32> {jax.result_info = "result[1][0].nu['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['Dense_4']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg31, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x20xf32>, tensor<20x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %11 = stablehlo.add %8, %10 : tensor<8x4xf32>
    %12 = stablehlo.dot_general %4, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %13 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x4xf32>
    %18 = stablehlo.exponential %17 : tensor<8x4xf32>
    %19 = call @_normal(%arg32) : (tensor<2xui32>) -> tensor<8x4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x4xf32>
    %21 = stablehlo.add %11, %20 : tensor<8x4xf32>
    %22 = stablehlo.dot_general %21, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %23 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x32xf32>
    %26 = call @relu(%25) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %28 = stablehlo.compare GT, %25, %27, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %30 = stablehlo.dot_general %26, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x20xf32>) -> tensor<8x20xf32>
    %31 = stablehlo.reshape %arg6 : (tensor<20xf32>) -> tensor<1x20xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x20xf32>) -> tensor<8x20xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x20xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %35 = stablehlo.add %34, %15 : tensor<8x4xf32>
    %36 = chlo.square %11 : tensor<8x4xf32> -> tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %38 = stablehlo.multiply %37, %11 : tensor<8x4xf32>
    %39 = stablehlo.subtract %35, %36 : tensor<8x4xf32>
    %40 = stablehlo.exponential %15 : tensor<8x4xf32>
    %41 = stablehlo.subtract %39, %40 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.multiply %cst_9, %44 : tensor<f32>
    %46 = stablehlo.subtract %33, %arg31 : tensor<8x20xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<8x20xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x20xf32>
    %49 = stablehlo.multiply %48, %46 : tensor<8x20xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%47 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x20xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %51 = stablehlo.divide %50, %cst_12 : tensor<f32>
    %52 = stablehlo.add %51, %45 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %53 = stablehlo.divide %cst_13, %cst_14 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<8x20xf32>
    %55 = stablehlo.multiply %54, %49 : tensor<8x20xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.multiply %cst_15, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %57 = stablehlo.divide %56, %cst_17 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %60 = stablehlo.negate %59 : tensor<8x4xf32>
    %61 = stablehlo.multiply %60, %40 : tensor<8x4xf32>
    %62 = stablehlo.negate %59 : tensor<8x4xf32>
    %63 = stablehlo.add %61, %59 : tensor<8x4xf32>
    %64 = stablehlo.multiply %62, %38 : tensor<8x4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%55 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<8x20xf32>, tensor<f32>) -> tensor<20xf32>
    %66 = stablehlo.reshape %65 : (tensor<20xf32>) -> tensor<1x20xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x20xf32>) -> tensor<20xf32>
    %68 = stablehlo.dot_general %55, %26, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x20xf32>, tensor<8x32xf32>) -> tensor<20x32xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<20x32xf32>) -> tensor<32x20xf32>
    %70 = stablehlo.dot_general %55, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x20xf32>, tensor<32x20xf32>) -> tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %72 = stablehlo.select %28, %70, %71 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.reshape %73 : (tensor<32xf32>) -> tensor<1x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x32xf32>) -> tensor<32xf32>
    %76 = stablehlo.dot_general %72, %21, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x4xf32>) -> tensor<32x4xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %78 = stablehlo.dot_general %72, %arg9, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<4x32xf32>) -> tensor<8x4xf32>
    %79 = stablehlo.add %64, %78 : tensor<8x4xf32>
    %80 = stablehlo.multiply %78, %19 : tensor<8x4xf32>
    %81 = stablehlo.multiply %80, %18 : tensor<8x4xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<8x4xf32>
    %84 = stablehlo.add %63, %83 : tensor<8x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.reshape %85 : (tensor<4xf32>) -> tensor<1x4xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x4xf32>) -> tensor<4xf32>
    %88 = stablehlo.dot_general %84, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %90 = stablehlo.dot_general %84, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%79 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %92 = stablehlo.reshape %91 : (tensor<4xf32>) -> tensor<1x4xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x4xf32>) -> tensor<4xf32>
    %94 = stablehlo.dot_general %79, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %96 = stablehlo.dot_general %79, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %97 = stablehlo.add %90, %96 : tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %99 = stablehlo.select %6, %97, %98 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.reshape %100 : (tensor<32xf32>) -> tensor<1x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x32xf32>) -> tensor<32xf32>
    %103 = stablehlo.dot_general %99, %arg31, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x20xf32>) -> tensor<32x20xf32>
    %104 = stablehlo.transpose %103, dims = [1, 0] : (tensor<32x20xf32>) -> tensor<20x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %106 = stablehlo.multiply %105, %102 : tensor<32xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %108 = stablehlo.multiply %107, %arg11 : tensor<32xf32>
    %109 = stablehlo.add %106, %108 : tensor<32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %111 = stablehlo.multiply %110, %104 : tensor<20x32xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %113 = stablehlo.multiply %112, %arg12 : tensor<20x32xf32>
    %114 = stablehlo.add %111, %113 : tensor<20x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %116 = stablehlo.multiply %115, %93 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %118 = stablehlo.multiply %117, %arg13 : tensor<4xf32>
    %119 = stablehlo.add %116, %118 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %121 = stablehlo.multiply %120, %95 : tensor<32x4xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %123 = stablehlo.multiply %122, %arg14 : tensor<32x4xf32>
    %124 = stablehlo.add %121, %123 : tensor<32x4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.multiply %125, %87 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %128 = stablehlo.multiply %127, %arg15 : tensor<4xf32>
    %129 = stablehlo.add %126, %128 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %131 = stablehlo.multiply %130, %89 : tensor<32x4xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %133 = stablehlo.multiply %132, %arg16 : tensor<32x4xf32>
    %134 = stablehlo.add %131, %133 : tensor<32x4xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %136 = stablehlo.multiply %135, %67 : tensor<20xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %138 = stablehlo.multiply %137, %arg17 : tensor<20xf32>
    %139 = stablehlo.add %136, %138 : tensor<20xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %141 = stablehlo.multiply %140, %69 : tensor<32x20xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %143 = stablehlo.multiply %142, %arg18 : tensor<32x20xf32>
    %144 = stablehlo.add %141, %143 : tensor<32x20xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %146 = stablehlo.multiply %145, %75 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %148 = stablehlo.multiply %147, %arg19 : tensor<32xf32>
    %149 = stablehlo.add %146, %148 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %151 = stablehlo.multiply %150, %77 : tensor<4x32xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %153 = stablehlo.multiply %152, %arg20 : tensor<4x32xf32>
    %154 = stablehlo.add %151, %153 : tensor<4x32xf32>
    %155 = stablehlo.multiply %102, %102 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %159 = stablehlo.multiply %158, %arg21 : tensor<32xf32>
    %160 = stablehlo.add %157, %159 : tensor<32xf32>
    %161 = stablehlo.multiply %104, %104 : tensor<20x32xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<20x32xf32>
    %cst_49 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %165 = stablehlo.multiply %164, %arg22 : tensor<20x32xf32>
    %166 = stablehlo.add %163, %165 : tensor<20x32xf32>
    %167 = stablehlo.multiply %93, %93 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<4xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.multiply %170, %arg23 : tensor<4xf32>
    %172 = stablehlo.add %169, %171 : tensor<4xf32>
    %173 = stablehlo.multiply %95, %95 : tensor<32x4xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<32x4xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %177 = stablehlo.multiply %176, %arg24 : tensor<32x4xf32>
    %178 = stablehlo.add %175, %177 : tensor<32x4xf32>
    %179 = stablehlo.multiply %87, %87 : tensor<4xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<4xf32>
    %cst_55 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %183 = stablehlo.multiply %182, %arg25 : tensor<4xf32>
    %184 = stablehlo.add %181, %183 : tensor<4xf32>
    %185 = stablehlo.multiply %89, %89 : tensor<32x4xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<32x4xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %189 = stablehlo.multiply %188, %arg26 : tensor<32x4xf32>
    %190 = stablehlo.add %187, %189 : tensor<32x4xf32>
    %191 = stablehlo.multiply %67, %67 : tensor<20xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<20xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %195 = stablehlo.multiply %194, %arg27 : tensor<20xf32>
    %196 = stablehlo.add %193, %195 : tensor<20xf32>
    %197 = stablehlo.multiply %69, %69 : tensor<32x20xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<32x20xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %201 = stablehlo.multiply %200, %arg28 : tensor<32x20xf32>
    %202 = stablehlo.add %199, %201 : tensor<32x20xf32>
    %203 = stablehlo.multiply %75, %75 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.multiply %206, %arg29 : tensor<32xf32>
    %208 = stablehlo.add %205, %207 : tensor<32xf32>
    %209 = stablehlo.multiply %77, %77 : tensor<4x32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<4x32xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %213 = stablehlo.multiply %212, %arg30 : tensor<4x32xf32>
    %214 = stablehlo.add %211, %213 : tensor<4x32xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %215 = stablehlo.compare LT, %arg10, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %216 = stablehlo.add %arg10, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
    %217 = call @_where(%215, %216, %c_67) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %218 = stablehlo.convert %217 : (tensor<i32>) -> tensor<f32>
    %219 = stablehlo.convert %217 : (tensor<i32>) -> tensor<f32>
    %220 = stablehlo.power %cst_68, %219 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.subtract %cst_69, %220 : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %223 = stablehlo.divide %109, %222 : tensor<32xf32>
    %224 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %225 = stablehlo.divide %114, %224 : tensor<20x32xf32>
    %226 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %227 = stablehlo.divide %119, %226 : tensor<4xf32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %229 = stablehlo.divide %124, %228 : tensor<32x4xf32>
    %230 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %231 = stablehlo.divide %129, %230 : tensor<4xf32>
    %232 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %233 = stablehlo.divide %134, %232 : tensor<32x4xf32>
    %234 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %235 = stablehlo.divide %139, %234 : tensor<20xf32>
    %236 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %237 = stablehlo.divide %144, %236 : tensor<32x20xf32>
    %238 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %239 = stablehlo.divide %149, %238 : tensor<32xf32>
    %240 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %241 = stablehlo.divide %154, %240 : tensor<4x32xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %242 = stablehlo.convert %217 : (tensor<i32>) -> tensor<f32>
    %243 = stablehlo.convert %217 : (tensor<i32>) -> tensor<f32>
    %244 = stablehlo.power %cst_70, %243 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.subtract %cst_71, %244 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.divide %160, %246 : tensor<32xf32>
    %248 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %249 = stablehlo.divide %166, %248 : tensor<20x32xf32>
    %250 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %251 = stablehlo.divide %172, %250 : tensor<4xf32>
    %252 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %253 = stablehlo.divide %178, %252 : tensor<32x4xf32>
    %254 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %255 = stablehlo.divide %184, %254 : tensor<4xf32>
    %256 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %257 = stablehlo.divide %190, %256 : tensor<32x4xf32>
    %258 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %259 = stablehlo.divide %196, %258 : tensor<20xf32>
    %260 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %261 = stablehlo.divide %202, %260 : tensor<32x20xf32>
    %262 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %263 = stablehlo.divide %208, %262 : tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %265 = stablehlo.divide %214, %264 : tensor<4x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %267 = stablehlo.add %247, %266 : tensor<32xf32>
    %268 = stablehlo.sqrt %267 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %270 = stablehlo.add %268, %269 : tensor<32xf32>
    %271 = stablehlo.divide %223, %270 : tensor<32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %273 = stablehlo.add %249, %272 : tensor<20x32xf32>
    %274 = stablehlo.sqrt %273 : tensor<20x32xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %276 = stablehlo.add %274, %275 : tensor<20x32xf32>
    %277 = stablehlo.divide %225, %276 : tensor<20x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %279 = stablehlo.add %251, %278 : tensor<4xf32>
    %280 = stablehlo.sqrt %279 : tensor<4xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %282 = stablehlo.add %280, %281 : tensor<4xf32>
    %283 = stablehlo.divide %227, %282 : tensor<4xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %285 = stablehlo.add %253, %284 : tensor<32x4xf32>
    %286 = stablehlo.sqrt %285 : tensor<32x4xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %288 = stablehlo.add %286, %287 : tensor<32x4xf32>
    %289 = stablehlo.divide %229, %288 : tensor<32x4xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %291 = stablehlo.add %255, %290 : tensor<4xf32>
    %292 = stablehlo.sqrt %291 : tensor<4xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %294 = stablehlo.add %292, %293 : tensor<4xf32>
    %295 = stablehlo.divide %231, %294 : tensor<4xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %297 = stablehlo.add %257, %296 : tensor<32x4xf32>
    %298 = stablehlo.sqrt %297 : tensor<32x4xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %300 = stablehlo.add %298, %299 : tensor<32x4xf32>
    %301 = stablehlo.divide %233, %300 : tensor<32x4xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %303 = stablehlo.add %259, %302 : tensor<20xf32>
    %304 = stablehlo.sqrt %303 : tensor<20xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %306 = stablehlo.add %304, %305 : tensor<20xf32>
    %307 = stablehlo.divide %235, %306 : tensor<20xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %309 = stablehlo.add %261, %308 : tensor<32x20xf32>
    %310 = stablehlo.sqrt %309 : tensor<32x20xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %312 = stablehlo.add %310, %311 : tensor<32x20xf32>
    %313 = stablehlo.divide %237, %312 : tensor<32x20xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %315 = stablehlo.add %263, %314 : tensor<32xf32>
    %316 = stablehlo.sqrt %315 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %318 = stablehlo.add %316, %317 : tensor<32xf32>
    %319 = stablehlo.divide %239, %318 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %321 = stablehlo.add %265, %320 : tensor<4x32xf32>
    %322 = stablehlo.sqrt %321 : tensor<4x32xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %324 = stablehlo.add %322, %323 : tensor<4x32xf32>
    %325 = stablehlo.divide %241, %324 : tensor<4x32xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %327 = stablehlo.multiply %326, %271 : tensor<32xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %329 = stablehlo.multiply %328, %277 : tensor<20x32xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %331 = stablehlo.multiply %330, %283 : tensor<4xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %333 = stablehlo.multiply %332, %289 : tensor<32x4xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %335 = stablehlo.multiply %334, %295 : tensor<4xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %337 = stablehlo.multiply %336, %301 : tensor<32x4xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %339 = stablehlo.multiply %338, %307 : tensor<20xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x20xf32>
    %341 = stablehlo.multiply %340, %313 : tensor<32x20xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.multiply %342, %319 : tensor<32xf32>
    %cst_101 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %345 = stablehlo.multiply %344, %325 : tensor<4x32xf32>
    %346 = stablehlo.add %arg0, %327 : tensor<32xf32>
    %347 = stablehlo.add %arg1, %329 : tensor<20x32xf32>
    %348 = stablehlo.add %arg2, %331 : tensor<4xf32>
    %349 = stablehlo.add %arg3, %333 : tensor<32x4xf32>
    %350 = stablehlo.add %arg4, %335 : tensor<4xf32>
    %351 = stablehlo.add %arg5, %337 : tensor<32x4xf32>
    %352 = stablehlo.add %arg6, %339 : tensor<20xf32>
    %353 = stablehlo.add %arg7, %341 : tensor<32x20xf32>
    %354 = stablehlo.add %arg8, %343 : tensor<32xf32>
    %355 = stablehlo.add %arg9, %345 : tensor<4x32xf32>
    return %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %217, %109, %114, %119, %124, %129, %134, %139, %144, %149, %154, %160, %166, %172, %178, %184, %190, %196, %202, %208, %214, %52 : tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<20xf32>, tensor<32x20xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<8x4xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<8x4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x4xf32>
    %1 = chlo.erf_inv %0 : tensor<8x4xf32> -> tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x4xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<8x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x4xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<8x4xui64>
    %12 = stablehlo.add %9, %11 : tensor<8x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x4xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<8x4xui64>
    %15 = stablehlo.convert %12 : (tensor<8x4xui64>) -> tensor<8x4xui32>
    %16 = stablehlo.convert %14 : (tensor<8x4xui64>) -> tensor<8x4xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<8x4xui32>, tensor<8x4xui32>) -> (tensor<8x4xui32>, tensor<8x4xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<8x4xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x4xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
    %22 = stablehlo.or %20, %21 : tensor<8x4xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<8x4xui32>) -> tensor<8x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<8x4xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x4xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x4xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8x4xf32>
    return %32 : tensor<8x4xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x4xui32>, %arg3: tensor<8x4xui32>) -> (tensor<8x4xui32>, tensor<8x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x4xui32>, tensor<8x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8x4xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<8x4xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<8x4xui32>
      %22 = stablehlo.or %18, %21 : tensor<8x4xui32>
      %23 = stablehlo.xor %16, %22 : tensor<8x4xui32>
      %24 = stablehlo.add %16, %23 : tensor<8x4xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<8x4xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<8x4xui32>
      %30 = stablehlo.or %26, %29 : tensor<8x4xui32>
      %31 = stablehlo.xor %24, %30 : tensor<8x4xui32>
      %32 = stablehlo.add %24, %31 : tensor<8x4xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<8x4xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<8x4xui32>
      %38 = stablehlo.or %34, %37 : tensor<8x4xui32>
      %39 = stablehlo.xor %32, %38 : tensor<8x4xui32>
      %40 = stablehlo.add %32, %39 : tensor<8x4xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<8x4xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<8x4xui32>
      %46 = stablehlo.or %42, %45 : tensor<8x4xui32>
      %47 = stablehlo.xor %40, %46 : tensor<8x4xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %49 = stablehlo.add %40, %48 : tensor<8x4xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %51 = stablehlo.add %47, %50 : tensor<8x4xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<8x4xui32>
      %55 = stablehlo.add %51, %54 : tensor<8x4xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<8x4xui32>, tensor<8x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x4xui32>, tensor<8x4xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
