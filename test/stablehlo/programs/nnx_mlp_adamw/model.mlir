module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<12x32xf32>, %arg2: tensor<6xf32>, %arg3: tensor<32x6xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<12x32xf32>, %arg7: tensor<6xf32>, %arg8: tensor<32x6xf32>, %arg9: tensor<32xf32>, %arg10: tensor<12x32xf32>, %arg11: tensor<6xf32>, %arg12: tensor<32x6xf32>, %arg13: tensor<10x12xf32>, %arg14: tensor<10x6xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]['l1']['bias'].value"}, tensor<12x32xf32> {jax.result_info = "result[0]['l1']['kernel'].value"}, tensor<6xf32> {jax.result_info = "result[0]['l2']['bias'].value"}, tensor<32x6xf32> {jax.result_info = "result[0]['l2']['kernel'].value"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<32xf32> {jax.result_info = "result[2][0].mu['l1']['bias'].value"}, tensor<12x32xf32> {jax.result_info = "result[2][0].mu['l1']['kernel'].value"}, tensor<6xf32> {jax.result_info = "result[2][0].mu['l2']['bias'].value"}, tensor<32x6xf32> {jax.result_info = "result[2][0].mu['l2']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[2][0].nu['l1']['bias'].value"}, tensor<12x32xf32> {jax.result_info = "result[2][0].nu['l1']['kernel'].value"}, tensor<6xf32> {jax.result_info = "result[2][0].nu['l2']['bias'].value"}, tensor<32x6xf32> {jax.result_info = "result[2][0].nu['l2']['kernel'].value"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x12xf32>, tensor<12x32xf32>) -> tensor<10x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<10x32xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<10x32xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<10x32xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<10x32xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<10x32xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<10x32xf32>
    %11 = stablehlo.add %3, %10 : tensor<10x32xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<10x32xf32>
    %14 = stablehlo.tanh %13 : tensor<10x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %16 = stablehlo.add %15, %14 : tensor<10x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %18 = stablehlo.subtract %17, %14 : tensor<10x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<10x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %21 = stablehlo.add %20, %14 : tensor<10x32xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<10x32xf32>
    %24 = stablehlo.multiply %3, %23 : tensor<10x32xf32>
    %25 = stablehlo.dot_general %24, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x32xf32>, tensor<32x6xf32>) -> tensor<10x6xf32>
    %26 = stablehlo.reshape %arg2 : (tensor<6xf32>) -> tensor<1x6xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<10x6xf32>
    %28 = stablehlo.add %25, %27 : tensor<10x6xf32>
    %29 = stablehlo.subtract %28, %arg14 : tensor<10x6xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<10x6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<10x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %35 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %37 = stablehlo.multiply %36, %32 : tensor<10x6xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<10x6xf32>, tensor<f32>) -> tensor<6xf32>
    %39 = stablehlo.reshape %38 : (tensor<6xf32>) -> tensor<1x6xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x6xf32>) -> tensor<6xf32>
    %41 = stablehlo.dot_general %37, %24, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<10x32xf32>) -> tensor<6x32xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<6x32xf32>) -> tensor<32x6xf32>
    %43 = stablehlo.dot_general %37, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<32x6xf32>) -> tensor<10x32xf32>
    %44 = stablehlo.multiply %3, %43 : tensor<10x32xf32>
    %45 = stablehlo.multiply %43, %23 : tensor<10x32xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<10x32xf32>
    %48 = stablehlo.multiply %47, %19 : tensor<10x32xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<10x32xf32>
    %51 = stablehlo.add %45, %50 : tensor<10x32xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<10x32xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<10x32xf32>
    %54 = stablehlo.multiply %53, %8 : tensor<10x32xf32>
    %55 = stablehlo.add %51, %54 : tensor<10x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %57 = stablehlo.reshape %56 : (tensor<32xf32>) -> tensor<1x32xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x32xf32>) -> tensor<32xf32>
    %59 = stablehlo.dot_general %55, %arg13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x32xf32>, tensor<10x12xf32>) -> tensor<32x12xf32>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %62 = stablehlo.multiply %61, %58 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.multiply %63, %arg5 : tensor<32xf32>
    %65 = stablehlo.add %62, %64 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %67 = stablehlo.multiply %66, %60 : tensor<12x32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %69 = stablehlo.multiply %68, %arg6 : tensor<12x32xf32>
    %70 = stablehlo.add %67, %69 : tensor<12x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %72 = stablehlo.multiply %71, %40 : tensor<6xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %74 = stablehlo.multiply %73, %arg7 : tensor<6xf32>
    %75 = stablehlo.add %72, %74 : tensor<6xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %77 = stablehlo.multiply %76, %42 : tensor<32x6xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %79 = stablehlo.multiply %78, %arg8 : tensor<32x6xf32>
    %80 = stablehlo.add %77, %79 : tensor<32x6xf32>
    %81 = stablehlo.multiply %58, %58 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.multiply %84, %arg9 : tensor<32xf32>
    %86 = stablehlo.add %83, %85 : tensor<32xf32>
    %87 = stablehlo.multiply %60, %60 : tensor<12x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<12x32xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %91 = stablehlo.multiply %90, %arg10 : tensor<12x32xf32>
    %92 = stablehlo.add %89, %91 : tensor<12x32xf32>
    %93 = stablehlo.multiply %40, %40 : tensor<6xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<6xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %97 = stablehlo.multiply %96, %arg11 : tensor<6xf32>
    %98 = stablehlo.add %95, %97 : tensor<6xf32>
    %99 = stablehlo.multiply %42, %42 : tensor<32x6xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<32x6xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %103 = stablehlo.multiply %102, %arg12 : tensor<32x6xf32>
    %104 = stablehlo.add %101, %103 : tensor<32x6xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %105 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.add %arg4, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<2147483647> : tensor<i32>
    %107 = call @_where(%105, %106, %c_33) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.convert %107 : (tensor<i32>) -> tensor<f32>
    %109 = stablehlo.convert %107 : (tensor<i32>) -> tensor<f32>
    %110 = stablehlo.power %cst_34, %109 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.subtract %cst_35, %110 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.divide %65, %112 : tensor<32xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %115 = stablehlo.divide %70, %114 : tensor<12x32xf32>
    %116 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %117 = stablehlo.divide %75, %116 : tensor<6xf32>
    %118 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %119 = stablehlo.divide %80, %118 : tensor<32x6xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %120 = stablehlo.convert %107 : (tensor<i32>) -> tensor<f32>
    %121 = stablehlo.convert %107 : (tensor<i32>) -> tensor<f32>
    %122 = stablehlo.power %cst_36, %121 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.subtract %cst_37, %122 : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %125 = stablehlo.divide %86, %124 : tensor<32xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %127 = stablehlo.divide %92, %126 : tensor<12x32xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %129 = stablehlo.divide %98, %128 : tensor<6xf32>
    %130 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %131 = stablehlo.divide %104, %130 : tensor<32x6xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.add %125, %132 : tensor<32xf32>
    %134 = stablehlo.sqrt %133 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.add %134, %135 : tensor<32xf32>
    %137 = stablehlo.divide %113, %136 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %139 = stablehlo.add %127, %138 : tensor<12x32xf32>
    %140 = stablehlo.sqrt %139 : tensor<12x32xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %142 = stablehlo.add %140, %141 : tensor<12x32xf32>
    %143 = stablehlo.divide %115, %142 : tensor<12x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %145 = stablehlo.add %129, %144 : tensor<6xf32>
    %146 = stablehlo.sqrt %145 : tensor<6xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %148 = stablehlo.add %146, %147 : tensor<6xf32>
    %149 = stablehlo.divide %117, %148 : tensor<6xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %151 = stablehlo.add %131, %150 : tensor<32x6xf32>
    %152 = stablehlo.sqrt %151 : tensor<32x6xf32>
    %cst_45 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %154 = stablehlo.add %152, %153 : tensor<32x6xf32>
    %155 = stablehlo.divide %119, %154 : tensor<32x6xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.multiply %156, %arg0 : tensor<32xf32>
    %158 = stablehlo.add %137, %157 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %160 = stablehlo.multiply %159, %arg1 : tensor<12x32xf32>
    %161 = stablehlo.add %143, %160 : tensor<12x32xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %163 = stablehlo.multiply %162, %arg2 : tensor<6xf32>
    %164 = stablehlo.add %149, %163 : tensor<6xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %166 = stablehlo.multiply %165, %arg3 : tensor<32x6xf32>
    %167 = stablehlo.add %155, %166 : tensor<32x6xf32>
    %cst_50 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %169 = stablehlo.multiply %168, %158 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %171 = stablehlo.multiply %170, %161 : tensor<12x32xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %173 = stablehlo.multiply %172, %164 : tensor<6xf32>
    %cst_53 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x6xf32>
    %175 = stablehlo.multiply %174, %167 : tensor<32x6xf32>
    %176 = stablehlo.add %arg0, %169 : tensor<32xf32>
    %177 = stablehlo.add %arg1, %171 : tensor<12x32xf32>
    %178 = stablehlo.add %arg2, %173 : tensor<6xf32>
    %179 = stablehlo.add %arg3, %175 : tensor<32x6xf32>
    return %176, %177, %178, %179, %107, %65, %70, %75, %80, %86, %92, %98, %104, %34 : tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
