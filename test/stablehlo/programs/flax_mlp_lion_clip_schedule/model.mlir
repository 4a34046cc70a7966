module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<12x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<8xf32>, %arg5: tensor<32x8xf32>, %arg6: tensor<i32>, %arg7: tensor<32xf32>, %arg8: tensor<12x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<8xf32>, %arg12: tensor<32x8xf32>, %arg13: tensor<i32>, %arg14: tensor<16x12xf32>, %arg15: tensor<16x8xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['Dense_2']['bias']"}, tensor<32x8xf32> {jax.result_info = "result[0]['Dense_2']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][0].count"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[2][1][0].mu['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['Dense_1']['bias']"}, tensor<32x32xf32> {jax.result_info = "result[2][1][0].mu['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][1][0].mu['Dense_2']['bias']"}, tensor<32x8xf32> {jax.result_info = "result[2][1][0].mu['Dense_2']['kernel']"}, tensor<i32> {jax.result_info = "result[2][1][2].count"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg14, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x12xf32>, tensor<12x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x32xf32>
    %4 = call @relu(%3) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %8 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %11 = stablehlo.add %8, %10 : tensor<16x32xf32>
    %12 = call @relu(%11) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %14 = stablehlo.compare GT, %11, %13, FLOAT : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %16 = stablehlo.dot_general %12, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<16x8xf32>
    %20 = stablehlo.subtract %19, %arg15 : tensor<16x8xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<16x8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<16x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<16x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.reshape %29 : (tensor<8xf32>) -> tensor<1x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8xf32>) -> tensor<8xf32>
    %32 = stablehlo.dot_general %28, %12, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %34 = stablehlo.dot_general %28, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<32x8xf32>) -> tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %36 = stablehlo.select %14, %34, %35 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.reshape %37 : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x32xf32>) -> tensor<32xf32>
    %40 = stablehlo.dot_general %36, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %44 = stablehlo.select %6, %42, %43 : tensor<16x32xi1>, tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.reshape %45 : (tensor<32xf32>) -> tensor<1x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x32xf32>) -> tensor<32xf32>
    %48 = stablehlo.dot_general %44, %arg14, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<16x12xf32>) -> tensor<32x12xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %50 = chlo.square %47 : tensor<32xf32> -> tensor<32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = chlo.square %51 : tensor<32xf32> -> tensor<32xf32>
    %53 = stablehlo.add %50, %52 : tensor<32xf32>
    %54 = chlo.square %49 : tensor<12x32xf32> -> tensor<12x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %56 = chlo.square %55 : tensor<12x32xf32> -> tensor<12x32xf32>
    %57 = stablehlo.add %54, %56 : tensor<12x32xf32>
    %58 = chlo.square %39 : tensor<32xf32> -> tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %60 = chlo.square %59 : tensor<32xf32> -> tensor<32xf32>
    %61 = stablehlo.add %58, %60 : tensor<32xf32>
    %62 = chlo.square %41 : tensor<32x32xf32> -> tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %64 = chlo.square %63 : tensor<32x32xf32> -> tensor<32x32xf32>
    %65 = stablehlo.add %62, %64 : tensor<32x32xf32>
    %66 = chlo.square %31 : tensor<8xf32> -> tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = chlo.square %67 : tensor<8xf32> -> tensor<8xf32>
    %69 = stablehlo.add %66, %68 : tensor<8xf32>
    %70 = chlo.square %33 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %72 = chlo.square %71 : tensor<32x8xf32> -> tensor<32x8xf32>
    %73 = stablehlo.add %70, %72 : tensor<32x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%53 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%57 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%61 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%65 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%69 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%73 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.add %cst_25, %74 : tensor<f32>
    %81 = stablehlo.add %80, %75 : tensor<f32>
    %82 = stablehlo.add %81, %76 : tensor<f32>
    %83 = stablehlo.add %82, %77 : tensor<f32>
    %84 = stablehlo.add %83, %78 : tensor<f32>
    %85 = stablehlo.add %84, %79 : tensor<f32>
    %86 = stablehlo.sqrt %85 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.compare LT, %86, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %88 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.divide %47, %88 : tensor<32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<32xf32>
    %92 = stablehlo.select %87, %47, %91 : tensor<i1>, tensor<32xf32>
    %93 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %94 = stablehlo.divide %49, %93 : tensor<12x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<12x32xf32>
    %97 = stablehlo.select %87, %49, %96 : tensor<i1>, tensor<12x32xf32>
    %98 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %99 = stablehlo.divide %39, %98 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<32xf32>
    %102 = stablehlo.select %87, %39, %101 : tensor<i1>, tensor<32xf32>
    %103 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %104 = stablehlo.divide %41, %103 : tensor<32x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<32x32xf32>
    %107 = stablehlo.select %87, %41, %106 : tensor<i1>, tensor<32x32xf32>
    %108 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %109 = stablehlo.divide %31, %108 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<8xf32>
    %112 = stablehlo.select %87, %31, %111 : tensor<i1>, tensor<8xf32>
    %113 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %114 = stablehlo.divide %33, %113 : tensor<32x8xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<32x8xf32>
    %117 = stablehlo.select %87, %33, %116 : tensor<i1>, tensor<32x8xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %119 = stablehlo.multiply %118, %92 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.multiply %120, %arg7 : tensor<32xf32>
    %122 = stablehlo.add %119, %121 : tensor<32xf32>
    %123 = stablehlo.sign %122 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %125 = stablehlo.multiply %124, %97 : tensor<12x32xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %127 = stablehlo.multiply %126, %arg8 : tensor<12x32xf32>
    %128 = stablehlo.add %125, %127 : tensor<12x32xf32>
    %129 = stablehlo.sign %128 : tensor<12x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %131 = stablehlo.multiply %130, %102 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.multiply %132, %arg9 : tensor<32xf32>
    %134 = stablehlo.add %131, %133 : tensor<32xf32>
    %135 = stablehlo.sign %134 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %137 = stablehlo.multiply %136, %107 : tensor<32x32xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %139 = stablehlo.multiply %138, %arg10 : tensor<32x32xf32>
    %140 = stablehlo.add %137, %139 : tensor<32x32xf32>
    %141 = stablehlo.sign %140 : tensor<32x32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %143 = stablehlo.multiply %142, %112 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %145 = stablehlo.multiply %144, %arg11 : tensor<8xf32>
    %146 = stablehlo.add %143, %145 : tensor<8xf32>
    %147 = stablehlo.sign %146 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %149 = stablehlo.multiply %148, %117 : tensor<32x8xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %151 = stablehlo.multiply %150, %arg12 : tensor<32x8xf32>
    %152 = stablehlo.add %149, %151 : tensor<32x8xf32>
    %153 = stablehlo.sign %152 : tensor<32x8xf32>
    %cst_45 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %155 = stablehlo.multiply %154, %92 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.multiply %156, %arg7 : tensor<32xf32>
    %158 = stablehlo.add %155, %157 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %160 = stablehlo.multiply %159, %97 : tensor<12x32xf32>
    %cst_48 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %162 = stablehlo.multiply %161, %arg8 : tensor<12x32xf32>
    %163 = stablehlo.add %160, %162 : tensor<12x32xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %165 = stablehlo.multiply %164, %102 : tensor<32xf32>
    %cst_50 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %167 = stablehlo.multiply %166, %arg9 : tensor<32xf32>
    %168 = stablehlo.add %165, %167 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %170 = stablehlo.multiply %169, %107 : tensor<32x32xf32>
    %cst_52 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %172 = stablehlo.multiply %171, %arg10 : tensor<32x32xf32>
    %173 = stablehlo.add %170, %172 : tensor<32x32xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %175 = stablehlo.multiply %174, %112 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %177 = stablehlo.multiply %176, %arg11 : tensor<8xf32>
    %178 = stablehlo.add %175, %177 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %180 = stablehlo.multiply %179, %117 : tensor<32x8xf32>
    %cst_56 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %182 = stablehlo.multiply %181, %arg12 : tensor<32x8xf32>
    %183 = stablehlo.add %180, %182 : tensor<32x8xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %184 = stablehlo.compare LT, %arg6, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_57 = stablehlo.constant dense<1> : tensor<i32>
    %185 = stablehlo.add %arg6, %c_57 : tensor<i32>
    %c_58 = stablehlo.constant dense<2147483647> : tensor<i32>
    %186 = call @_where(%184, %185, %c_58) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %188 = stablehlo.multiply %187, %arg0 : tensor<32xf32>
    %189 = stablehlo.add %123, %188 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %191 = stablehlo.multiply %190, %arg1 : tensor<12x32xf32>
    %192 = stablehlo.add %129, %191 : tensor<12x32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %194 = stablehlo.multiply %193, %arg2 : tensor<32xf32>
    %195 = stablehlo.add %135, %194 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %197 = stablehlo.multiply %196, %arg3 : tensor<32x32xf32>
    %198 = stablehlo.add %141, %197 : tensor<32x32xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %200 = stablehlo.multiply %199, %arg4 : tensor<8xf32>
    %201 = stablehlo.add %147, %200 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %203 = stablehlo.multiply %202, %arg5 : tensor<32x8xf32>
    %204 = stablehlo.add %153, %203 : tensor<32x8xf32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %205 = stablehlo.subtract %arg13, %c_65 : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %c_67 = stablehlo.constant dense<10> : tensor<i32>
    %206 = call @clip(%205, %c_66, %c_67) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %207 = stablehlo.convert %206 : (tensor<i32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %208 = stablehlo.divide %207, %cst_68 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.subtract %cst_69, %208 : tensor<f32>
    %cst_70 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %210 = stablehlo.multiply %cst_70, %209 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %211 = stablehlo.add %210, %cst_71 : tensor<f32>
    %c_72 = stablehlo.constant dense<10> : tensor<i32>
    %212 = stablehlo.compare LT, %arg13, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_73 = stablehlo.constant dense<10> : tensor<i32>
    %213 = stablehlo.subtract %arg13, %c_73 : tensor<i32>
    %214 = stablehlo.convert %213 : (tensor<i32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %215 = stablehlo.minimum %214, %cst_74 : tensor<f32>
    %cst_75 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %216 = stablehlo.multiply %cst_75, %215 : tensor<f32>
    %cst_76 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %217 = stablehlo.divide %216, %cst_76 : tensor<f32>
    %218 = stablehlo.cosine %217 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.add %cst_77, %218 : tensor<f32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %220 = stablehlo.multiply %cst_78, %219 : tensor<f32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.power %220, %cst_79 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.multiply %cst_80, %221 : tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.add %222, %cst_81 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %224 = stablehlo.multiply %cst_82, %223 : tensor<f32>
    %225 = call @_where_0(%212, %211, %224) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %226 = stablehlo.multiply %cst_83, %225 : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %228 = stablehlo.multiply %227, %189 : tensor<32xf32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %230 = stablehlo.multiply %229, %192 : tensor<12x32xf32>
    %231 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %232 = stablehlo.multiply %231, %195 : tensor<32xf32>
    %233 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %234 = stablehlo.multiply %233, %198 : tensor<32x32xf32>
    %235 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %236 = stablehlo.multiply %235, %201 : tensor<8xf32>
    %237 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %238 = stablehlo.multiply %237, %204 : tensor<32x8xf32>
    %c_84 = stablehlo.constant dense<2147483647> : tensor<i32>
    %239 = stablehlo.compare LT, %arg13, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_85 = stablehlo.constant dense<1> : tensor<i32>
    %240 = stablehlo.add %arg13, %c_85 : tensor<i32>
    %c_86 = stablehlo.constant dense<2147483647> : tensor<i32>
    %241 = call @_where(%239, %240, %c_86) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %242 = stablehlo.add %arg0, %228 : tensor<32xf32>
    %243 = stablehlo.add %arg1, %230 : tensor<12x32xf32>
    %244 = stablehlo.add %arg2, %232 : tensor<32xf32>
    %245 = stablehlo.add %arg3, %234 : tensor<32x32xf32>
    %246 = stablehlo.add %arg4, %236 : tensor<8xf32>
    %247 = stablehlo.add %arg5, %238 : tensor<32x8xf32>
    return %242, %243, %244, %245, %246, %247, %186, %158, %163, %168, %173, %178, %183, %241, %25 : tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
