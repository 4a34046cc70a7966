module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<4xf32>, %arg7: tensor<32x4xf32>, %arg8: tensor<i32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<4xf32>, %arg16: tensor<32x4xf32>, %arg17: tensor<32xf32>, %arg18: tensor<16x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<4xf32>, %arg24: tensor<32x4xf32>, %arg25: tensor<8x16xf32>, %arg26: tensor<8x4xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]['CheckpointDense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['CheckpointDense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['CheckpointDense_1']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[0]['CheckpointDense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['CheckpointDense_2']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[0]['CheckpointDense_2']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['CheckpointDense_3']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['CheckpointDense_3']['kernel']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_1']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_2']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_2']['kernel']"}, tensor<4xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_3']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[2][0].mu['CheckpointDense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_1']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_2']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_2']['kernel']"}, tensor<4xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_3']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[2][0].nu['CheckpointDense_3']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg25, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = stablehlo.tanh %3 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.add %5, %4 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.subtract %7, %4 : tensor<8x32xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<8x32xf32>
    %10 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x32xf32>
    %14 = stablehlo.tanh %13 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %16 = stablehlo.add %15, %14 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %18 = stablehlo.subtract %17, %14 : tensor<8x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x32xf32>
    %20 = stablehlo.dot_general %14, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %21 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x32xf32>
    %24 = stablehlo.tanh %23 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %26 = stablehlo.add %25, %24 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %28 = stablehlo.subtract %27, %24 : tensor<8x32xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x32xf32>
    %30 = stablehlo.dot_general %24, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %31 = stablehlo.reshape %arg6 : (tensor<4xf32>) -> tensor<1x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x4xf32>
    %34 = stablehlo.subtract %33, %arg26 : tensor<8x4xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %39 = stablehlo.divide %38, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %40 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %42 = stablehlo.multiply %41, %37 : tensor<8x4xf32>
    %43:3 = stablehlo.optimization_barrier %arg7, %24, %42 : tensor<32x4xf32>, tensor<8x32xf32>, tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43#2 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.reshape %44 : (tensor<4xf32>) -> tensor<1x4xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x4xf32>) -> tensor<4xf32>
    %47 = stablehlo.dot_general %43#2, %43#1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %49 = stablehlo.dot_general %43#2, %43#0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %50 = stablehlo.multiply %49, %29 : tensor<8x32xf32>
    %51:3 = stablehlo.optimization_barrier %arg5, %14, %50 : tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51#2 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %53 = stablehlo.reshape %52 : (tensor<32xf32>) -> tensor<1x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x32xf32>) -> tensor<32xf32>
    %55 = stablehlo.dot_general %51#2, %51#1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %57 = stablehlo.dot_general %51#2, %51#0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %58 = stablehlo.multiply %57, %19 : tensor<8x32xf32>
    %59:3 = stablehlo.optimization_barrier %arg3, %4, %58 : tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59#2 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.reshape %60 : (tensor<32xf32>) -> tensor<1x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x32xf32>) -> tensor<32xf32>
    %63 = stablehlo.dot_general %59#2, %59#1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %65 = stablehlo.dot_general %59#2, %59#0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %66 = stablehlo.multiply %65, %9 : tensor<8x32xf32>
    %67:2 = stablehlo.optimization_barrier %arg25, %66 : tensor<8x16xf32>, tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67#1 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.reshape %68 : (tensor<32xf32>) -> tensor<1x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x32xf32>) -> tensor<32xf32>
    %71 = stablehlo.dot_general %67#1, %67#0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.multiply %73, %70 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %76 = stablehlo.multiply %75, %arg9 : tensor<32xf32>
    %77 = stablehlo.add %74, %76 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %79 = stablehlo.multiply %78, %72 : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %81 = stablehlo.multiply %80, %arg10 : tensor<16x32xf32>
    %82 = stablehlo.add %79, %81 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %84 = stablehlo.multiply %83, %62 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %86 = stablehlo.multiply %85, %arg11 : tensor<32xf32>
    %87 = stablehlo.add %84, %86 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %89 = stablehlo.multiply %88, %64 : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %91 = stablehlo.multiply %90, %arg12 : tensor<32x32xf32>
    %92 = stablehlo.add %89, %91 : tensor<32x32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %94 = stablehlo.multiply %93, %54 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.multiply %95, %arg13 : tensor<32xf32>
    %97 = stablehlo.add %94, %96 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %99 = stablehlo.multiply %98, %56 : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %101 = stablehlo.multiply %100, %arg14 : tensor<32x32xf32>
    %102 = stablehlo.add %99, %101 : tensor<32x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %104 = stablehlo.multiply %103, %46 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %106 = stablehlo.multiply %105, %arg15 : tensor<4xf32>
    %107 = stablehlo.add %104, %106 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %109 = stablehlo.multiply %108, %48 : tensor<32x4xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %111 = stablehlo.multiply %110, %arg16 : tensor<32x4xf32>
    %112 = stablehlo.add %109, %111 : tensor<32x4xf32>
    %113 = stablehlo.multiply %70, %70 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %117 = stablehlo.multiply %116, %arg17 : tensor<32xf32>
    %118 = stablehlo.add %115, %117 : tensor<32xf32>
    %119 = stablehlo.multiply %72, %72 : tensor<16x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<16x32xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %123 = stablehlo.multiply %122, %arg18 : tensor<16x32xf32>
    %124 = stablehlo.add %121, %123 : tensor<16x32xf32>
    %125 = stablehlo.multiply %62, %62 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.multiply %128, %arg19 : tensor<32xf32>
    %130 = stablehlo.add %127, %129 : tensor<32xf32>
    %131 = stablehlo.multiply %64, %64 : tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<32x32xf32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %135 = stablehlo.multiply %134, %arg20 : tensor<32x32xf32>
    %136 = stablehlo.add %133, %135 : tensor<32x32xf32>
    %137 = stablehlo.multiply %54, %54 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.multiply %140, %arg21 : tensor<32xf32>
    %142 = stablehlo.add %139, %141 : tensor<32xf32>
    %143 = stablehlo.multiply %56, %56 : tensor<32x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<32x32xf32>
    %cst_41 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %147 = stablehlo.multiply %146, %arg22 : tensor<32x32xf32>
    %148 = stablehlo.add %145, %147 : tensor<32x32xf32>
    %149 = stablehlo.multiply %46, %46 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %153 = stablehlo.multiply %152, %arg23 : tensor<4xf32>
    %154 = stablehlo.add %151, %153 : tensor<4xf32>
    %155 = stablehlo.multiply %48, %48 : tensor<32x4xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<32x4xf32>
    %cst_45 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %159 = stablehlo.multiply %158, %arg24 : tensor<32x4xf32>
    %160 = stablehlo.add %157, %159 : tensor<32x4xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %161 = stablehlo.compare LT, %arg8, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %162 = stablehlo.add %arg8, %c_46 : tensor<i32>
    %c_47 = stablehlo.constant dense<2147483647> : tensor<i32>
    %163 = call @_where(%161, %162, %c_47) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
    %165 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
    %166 = stablehlo.power %cst_48, %165 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.subtract %cst_49, %166 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %169 = stablehlo.divide %77, %168 : tensor<32xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %171 = stablehlo.divide %82, %170 : tensor<16x32xf32>
    %172 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %173 = stablehlo.divide %87, %172 : tensor<32xf32>
    %174 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %175 = stablehlo.divide %92, %174 : tensor<32x32xf32>
    %176 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %177 = stablehlo.divide %97, %176 : tensor<32xf32>
    %178 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %179 = stablehlo.divide %102, %178 : tensor<32x32xf32>
    %180 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %181 = stablehlo.divide %107, %180 : tensor<4xf32>
    %182 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %183 = stablehlo.divide %112, %182 : tensor<32x4xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %184 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
    %185 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
    %186 = stablehlo.power %cst_50, %185 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.subtract %cst_51, %186 : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.divide %118, %188 : tensor<32xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %191 = stablehlo.divide %124, %190 : tensor<16x32xf32>
    %192 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %193 = stablehlo.divide %130, %192 : tensor<32xf32>
    %194 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %195 = stablehlo.divide %136, %194 : tensor<32x32xf32>
    %196 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %197 = stablehlo.divide %142, %196 : tensor<32xf32>
    %198 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %199 = stablehlo.divide %148, %198 : tensor<32x32xf32>
    %200 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %201 = stablehlo.divide %154, %200 : tensor<4xf32>
    %202 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %203 = stablehlo.divide %160, %202 : tensor<32x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.add %189, %204 : tensor<32xf32>
    %206 = stablehlo.sqrt %205 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %208 = stablehlo.add %206, %207 : tensor<32xf32>
    %209 = stablehlo.divide %169, %208 : tensor<32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %211 = stablehlo.add %191, %210 : tensor<16x32xf32>
    %212 = stablehlo.sqrt %211 : tensor<16x32xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %214 = stablehlo.add %212, %213 : tensor<16x32xf32>
    %215 = stablehlo.divide %171, %214 : tensor<16x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %217 = stablehlo.add %193, %216 : tensor<32xf32>
    %218 = stablehlo.sqrt %217 : tensor<32xf32>
    %cst_57 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.add %218, %219 : tensor<32xf32>
    %221 = stablehlo.divide %173, %220 : tensor<32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %223 = stablehlo.add %195, %222 : tensor<32x32xf32>
    %224 = stablehlo.sqrt %223 : tensor<32x32xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %226 = stablehlo.add %224, %225 : tensor<32x32xf32>
    %227 = stablehlo.divide %175, %226 : tensor<32x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %229 = stablehlo.add %197, %228 : tensor<32xf32>
    %230 = stablehlo.sqrt %229 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %232 = stablehlo.add %230, %231 : tensor<32xf32>
    %233 = stablehlo.divide %177, %232 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %235 = stablehlo.add %199, %234 : tensor<32x32xf32>
    %236 = stablehlo.sqrt %235 : tensor<32x32xf32>
    %cst_63 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %238 = stablehlo.add %236, %237 : tensor<32x32xf32>
    %239 = stablehlo.divide %179, %238 : tensor<32x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %241 = stablehlo.add %201, %240 : tensor<4xf32>
    %242 = stablehlo.sqrt %241 : tensor<4xf32>
    %cst_65 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %244 = stablehlo.add %242, %243 : tensor<4xf32>
    %245 = stablehlo.divide %181, %244 : tensor<4xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %247 = stablehlo.add %203, %246 : tensor<32x4xf32>
    %248 = stablehlo.sqrt %247 : tensor<32x4xf32>
    %cst_67 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %250 = stablehlo.add %248, %249 : tensor<32x4xf32>
    %251 = stablehlo.divide %183, %250 : tensor<32x4xf32>
    %cst_68 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %253 = stablehlo.multiply %252, %209 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %255 = stablehlo.multiply %254, %215 : tensor<16x32xf32>
    %cst_70 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %257 = stablehlo.multiply %256, %221 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %259 = stablehlo.multiply %258, %227 : tensor<32x32xf32>
    %cst_72 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %233 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %263 = stablehlo.multiply %262, %239 : tensor<32x32xf32>
    %cst_74 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %265 = stablehlo.multiply %264, %245 : tensor<4xf32>
    %cst_75 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %267 = stablehlo.multiply %266, %251 : tensor<32x4xf32>
    %268 = stablehlo.add %arg0, %253 : tensor<32xf32>
    %269 = stablehlo.add %arg1, %255 : tensor<16x32xf32>
    %270 = stablehlo.add %arg2, %257 : tensor<32xf32>
    %271 = stablehlo.add %arg3, %259 : tensor<32x32xf32>
    %272 = stablehlo.add %arg4, %261 : tensor<32xf32>
    %273 = stablehlo.add %arg5, %263 : tensor<32x32xf32>
    %274 = stablehlo.add %arg6, %265 : tensor<4xf32>
    %275 = stablehlo.add %arg7, %267 : tensor<32x4xf32>
    return %268, %269, %270, %271, %272, %273, %274, %275, %163, %77, %82, %87, %92, %97, %102, %107, %112, %118, %124, %130, %136, %142, %148, %154, %160, %39 : tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
