module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<12x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<12x32xf32>, %arg7: tensor<4xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<32xf32>, %arg10: tensor<12x32xf32>, %arg11: tensor<4xf32>, %arg12: tensor<32x4xf32>, %arg13: tensor<8x12xf32>, %arg14: tensor<8x4xf32>, %arg15: tensor<2xui32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[2][0].mu['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[2][0].mu['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[2][0].mu['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[2][0].nu['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[2][0].nu['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[2][0].nu['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x12xf32>, tensor<12x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %c = stablehlo.constant dense<2711844646> : tensor<ui32>
    %8 = call @_threefry_fold_in(%arg15, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_1 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %9 = call @_bernoulli(%8, %cst_1) : (tensor<2xui32>, tensor<f32>) -> tensor<8x32xi1>
    %cst_2 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %11 = stablehlo.divide %4, %10 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.select %9, %11, %12 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.dot_general %13, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %16 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x4xf32>
    %19 = stablehlo.subtract %18, %arg14 : tensor<8x4xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %22 = stablehlo.multiply %21, %19 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%20 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %24 = stablehlo.divide %23, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %25 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.reshape %28 : (tensor<4xf32>) -> tensor<1x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x4xf32>) -> tensor<4xf32>
    %31 = stablehlo.dot_general %27, %13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %33 = stablehlo.dot_general %27, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %35 = stablehlo.select %9, %33, %34 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %39 = stablehlo.select %6, %37, %38 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %41 = stablehlo.reshape %40 : (tensor<32xf32>) -> tensor<1x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x32xf32>) -> tensor<32xf32>
    %43 = stablehlo.dot_general %39, %arg13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x12xf32>) -> tensor<32x12xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.multiply %45, %42 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.multiply %47, %arg5 : tensor<32xf32>
    %49 = stablehlo.add %46, %48 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %51 = stablehlo.multiply %50, %44 : tensor<12x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %53 = stablehlo.multiply %52, %arg6 : tensor<12x32xf32>
    %54 = stablehlo.add %51, %53 : tensor<12x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.multiply %55, %30 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.multiply %57, %arg7 : tensor<4xf32>
    %59 = stablehlo.add %56, %58 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %61 = stablehlo.multiply %60, %32 : tensor<32x4xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %63 = stablehlo.multiply %62, %arg8 : tensor<32x4xf32>
    %64 = stablehlo.add %61, %63 : tensor<32x4xf32>
    %65 = stablehlo.multiply %42, %42 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.multiply %68, %arg9 : tensor<32xf32>
    %70 = stablehlo.add %67, %69 : tensor<32xf32>
    %71 = stablehlo.multiply %44, %44 : tensor<12x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<12x32xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %75 = stablehlo.multiply %74, %arg10 : tensor<12x32xf32>
    %76 = stablehlo.add %73, %75 : tensor<12x32xf32>
    %77 = stablehlo.multiply %30, %30 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.multiply %80, %arg11 : tensor<4xf32>
    %82 = stablehlo.add %79, %81 : tensor<4xf32>
    %83 = stablehlo.multiply %32, %32 : tensor<32x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<32x4xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %87 = stablehlo.multiply %86, %arg12 : tensor<32x4xf32>
    %88 = stablehlo.add %85, %87 : tensor<32x4xf32>
    %c_31 = stablehlo.constant dense<2147483647> : tensor<i32>
    %89 = stablehlo.compare LT, %arg4, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %90 = stablehlo.add %arg4, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<2147483647> : tensor<i32>
    %91 = call @_where(%89, %90, %c_33) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %92 = stablehlo.convert %91 : (tensor<i32>) -> tensor<f32>
    %93 = stablehlo.convert %91 : (tensor<i32>) -> tensor<f32>
    %94 = stablehlo.power %cst_34, %93 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.subtract %cst_35, %94 : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %97 = stablehlo.divide %49, %96 : tensor<32xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %99 = stablehlo.divide %54, %98 : tensor<12x32xf32>
    %100 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.divide %59, %100 : tensor<4xf32>
    %102 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %103 = stablehlo.divide %64, %102 : tensor<32x4xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %104 = stablehlo.convert %91 : (tensor<i32>) -> tensor<f32>
    %105 = stablehlo.convert %91 : (tensor<i32>) -> tensor<f32>
    %106 = stablehlo.power %cst_36, %105 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.subtract %cst_37, %106 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %109 = stablehlo.divide %70, %108 : tensor<32xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %111 = stablehlo.divide %76, %110 : tensor<12x32xf32>
    %112 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %113 = stablehlo.divide %82, %112 : tensor<4xf32>
    %114 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %115 = stablehlo.divide %88, %114 : tensor<32x4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %117 = stablehlo.add %109, %116 : tensor<32xf32>
    %118 = stablehlo.sqrt %117 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %120 = stablehlo.add %118, %119 : tensor<32xf32>
    %121 = stablehlo.divide %97, %120 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %123 = stablehlo.add %111, %122 : tensor<12x32xf32>
    %124 = stablehlo.sqrt %123 : tensor<12x32xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<12x32xf32>
    %127 = stablehlo.divide %99, %126 : tensor<12x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %129 = stablehlo.add %113, %128 : tensor<4xf32>
    %130 = stablehlo.sqrt %129 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %132 = stablehlo.add %130, %131 : tensor<4xf32>
    %133 = stablehlo.divide %101, %132 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %135 = stablehlo.add %115, %134 : tensor<32x4xf32>
    %136 = stablehlo.sqrt %135 : tensor<32x4xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %138 = stablehlo.add %136, %137 : tensor<32x4xf32>
    %139 = stablehlo.divide %103, %138 : tensor<32x4xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.multiply %140, %arg0 : tensor<32xf32>
    %142 = stablehlo.add %121, %141 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %144 = stablehlo.multiply %143, %arg1 : tensor<12x32xf32>
    %145 = stablehlo.add %127, %144 : tensor<12x32xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %147 = stablehlo.multiply %146, %arg2 : tensor<4xf32>
    %148 = stablehlo.add %133, %147 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %150 = stablehlo.multiply %149, %arg3 : tensor<32x4xf32>
    %151 = stablehlo.add %139, %150 : tensor<32x4xf32>
    %cst_50 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %153 = stablehlo.multiply %152, %142 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %155 = stablehlo.multiply %154, %145 : tensor<12x32xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.multiply %156, %148 : tensor<4xf32>
    %cst_53 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %159 = stablehlo.multiply %158, %151 : tensor<32x4xf32>
    %160 = stablehlo.add %arg0, %153 : tensor<32xf32>
    %161 = stablehlo.add %arg1, %155 : tensor<12x32xf32>
    %162 = stablehlo.add %arg2, %157 : tensor<4xf32>
    %163 = stablehlo.add %arg3, %159 : tensor<32x4xf32>
    return %160, %161, %162, %163, %91, %49, %54, %59, %64, %70, %76, %82, %88, %24 : tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<1xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<1xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<1xui32>
      %22 = stablehlo.or %18, %21 : tensor<1xui32>
      %23 = stablehlo.xor %16, %22 : tensor<1xui32>
      %24 = stablehlo.add %16, %23 : tensor<1xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<1xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<1xui32>
      %30 = stablehlo.or %26, %29 : tensor<1xui32>
      %31 = stablehlo.xor %24, %30 : tensor<1xui32>
      %32 = stablehlo.add %24, %31 : tensor<1xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<1xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<1xui32>
      %38 = stablehlo.or %34, %37 : tensor<1xui32>
      %39 = stablehlo.xor %32, %38 : tensor<1xui32>
      %40 = stablehlo.add %32, %39 : tensor<1xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<1xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<1xui32>
      %46 = stablehlo.or %42, %45 : tensor<1xui32>
      %47 = stablehlo.xor %40, %46 : tensor<1xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %49 = stablehlo.add %40, %48 : tensor<1xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %51 = stablehlo.add %47, %50 : tensor<1xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<1xui32>
      %55 = stablehlo.add %51, %54 : tensor<1xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x32xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    return %2 : tensor<8x32xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x32xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x32xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x32xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<8x32xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x32xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<8x32xui64>
    %14 = stablehlo.add %11, %13 : tensor<8x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x32xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x32xui64>
    %17 = stablehlo.convert %14 : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %18 = stablehlo.convert %16 : (tensor<8x32xui64>) -> tensor<8x32xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x32xui32>, tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x32xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x32xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x32xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x32xui32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x32xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x32xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8x32xf32>
    return %34 : tensor<8x32xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x32xui32>, %arg3: tensor<8x32xui32>) -> (tensor<8x32xui32>, tensor<8x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
      %16 = stablehlo.add %iterArg_5, %iterArg_6 : tensor<8x32xui32>
      %17 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %18 = stablehlo.shift_left %iterArg_6, %17 : tensor<8x32xui32>
      %c_13 = stablehlo.constant dense<32> : tensor<ui32>
      %19 = stablehlo.subtract %c_13, %9 : tensor<ui32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %21 = stablehlo.shift_right_logical %iterArg_6, %20 : tensor<8x32xui32>
      %22 = stablehlo.or %18, %21 : tensor<8x32xui32>
      %23 = stablehlo.xor %16, %22 : tensor<8x32xui32>
      %24 = stablehlo.add %16, %23 : tensor<8x32xui32>
      %25 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %26 = stablehlo.shift_left %23, %25 : tensor<8x32xui32>
      %c_14 = stablehlo.constant dense<32> : tensor<ui32>
      %27 = stablehlo.subtract %c_14, %11 : tensor<ui32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %29 = stablehlo.shift_right_logical %23, %28 : tensor<8x32xui32>
      %30 = stablehlo.or %26, %29 : tensor<8x32xui32>
      %31 = stablehlo.xor %24, %30 : tensor<8x32xui32>
      %32 = stablehlo.add %24, %31 : tensor<8x32xui32>
      %33 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %34 = stablehlo.shift_left %31, %33 : tensor<8x32xui32>
      %c_15 = stablehlo.constant dense<32> : tensor<ui32>
      %35 = stablehlo.subtract %c_15, %13 : tensor<ui32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %37 = stablehlo.shift_right_logical %31, %36 : tensor<8x32xui32>
      %38 = stablehlo.or %34, %37 : tensor<8x32xui32>
      %39 = stablehlo.xor %32, %38 : tensor<8x32xui32>
      %40 = stablehlo.add %32, %39 : tensor<8x32xui32>
      %41 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %42 = stablehlo.shift_left %39, %41 : tensor<8x32xui32>
      %c_16 = stablehlo.constant dense<32> : tensor<ui32>
      %43 = stablehlo.subtract %c_16, %15 : tensor<ui32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %45 = stablehlo.shift_right_logical %39, %44 : tensor<8x32xui32>
      %46 = stablehlo.or %42, %45 : tensor<8x32xui32>
      %47 = stablehlo.xor %40, %46 : tensor<8x32xui32>
      %48 = stablehlo.broadcast_in_dim %iterArg_7, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %49 = stablehlo.add %40, %48 : tensor<8x32xui32>
      %50 = stablehlo.broadcast_in_dim %iterArg_8, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %51 = stablehlo.add %47, %50 : tensor<8x32xui32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_4, %c_17 : tensor<i32>
      %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<ui32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<ui32>) -> tensor<8x32xui32>
      %55 = stablehlo.add %51, %54 : tensor<8x32xui32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      stablehlo.return %56, %7, %49, %55, %iterArg_8, %iterArg_9, %iterArg_7, %iterArg_11, %iterArg_10 : tensor<i32>, tensor<i32>, tensor<8x32xui32>, tensor<8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x32xui32>, tensor<8x32xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
