module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<20x32xf32>, %arg2: tensor<10xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<32xf32>, %arg5: tensor<20x32xf32>, %arg6: tensor<10xf32>, %arg7: tensor<32x10xf32>, %arg8: tensor<32xf32>, %arg9: tensor<20x32xf32>, %arg10: tensor<10xf32>, %arg11: tensor<32x10xf32>, %arg12: tensor<32x20xf32>, %arg13: tensor<32xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][2].trace['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][2].trace['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][2].trace['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][2].trace['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg12, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x20xf32>, tensor<20x32xf32>) -> tensor<32x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x32xf32>
    %4 = call @relu(%3) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %8 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x32xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %11 = stablehlo.add %8, %10 : tensor<32x10xf32>
    %12 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %13:2 = call @take_along_axis(%11, %12) : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14:2 = call @_take(%13#0, %c) : (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.reshape %15 : (tensor<32xf32>) -> tensor<32x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %18 = stablehlo.compare EQ, %11, %17, FLOAT : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xi1>
    %19 = stablehlo.convert %18 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %22 = stablehlo.maximum %21, %15 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.compare GT, %15, %23, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.compare EQ, %15, %25, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %30 = stablehlo.select %26, %29, %28 : tensor<32xi1>, tensor<32xf32>
    %31 = stablehlo.select %24, %27, %30 : tensor<32xi1>, tensor<32xf32>
    %32 = stablehlo.is_finite %22 : (tensor<32xf32>) -> tensor<32xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %34 = stablehlo.select %32, %22, %33 : tensor<32xi1>, tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %38 = stablehlo.subtract %11, %37 : tensor<32x10xf32>
    %39 = stablehlo.exponential %38 : tensor<32x10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %41 = stablehlo.sign %40 : tensor<32xf32>
    %42 = stablehlo.abs %40 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.compare GE, %40, %43, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %45 = stablehlo.log %42 : tensor<32xf32>
    %46 = stablehlo.add %45, %34 : tensor<32xf32>
    %47 = stablehlo.subtract %46, %14#0 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %49 = stablehlo.divide %48, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.negate %51 : tensor<32xf32>
    %53 = stablehlo.divide %51, %42 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.select %44, %54, %53 : tensor<32xi1>, tensor<32xf32>
    %56 = stablehlo.select %44, %53, %54 : tensor<32xi1>, tensor<32xf32>
    %57 = stablehlo.negate %55 : tensor<32xf32>
    %58 = stablehlo.add %56, %57 : tensor<32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %60 = stablehlo.multiply %59, %39 : tensor<32x10xf32>
    %61 = call @_take_0(%14#1, %52) : (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    %62 = call @take_along_axis_1(%13#1, %61) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %63 = stablehlo.add %60, %62 : tensor<32x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %65 = stablehlo.reshape %64 : (tensor<10xf32>) -> tensor<1x10xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x10xf32>) -> tensor<10xf32>
    %67 = stablehlo.dot_general %63, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x10xf32>, tensor<32x32xf32>) -> tensor<10x32xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %69 = stablehlo.dot_general %63, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %71 = stablehlo.select %6, %69, %70 : tensor<32x32xi1>, tensor<32x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.reshape %72 : (tensor<32xf32>) -> tensor<1x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<1x32xf32>) -> tensor<32xf32>
    %75 = stablehlo.dot_general %71, %arg12, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x32xf32>, tensor<32x20xf32>) -> tensor<32x20xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<32x20xf32>) -> tensor<20x32xf32>
    %77 = stablehlo.multiply %74, %74 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %81 = stablehlo.multiply %80, %arg4 : tensor<32xf32>
    %82 = stablehlo.add %79, %81 : tensor<32xf32>
    %83 = stablehlo.multiply %76, %76 : tensor<20x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<20x32xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %87 = stablehlo.multiply %86, %arg5 : tensor<20x32xf32>
    %88 = stablehlo.add %85, %87 : tensor<20x32xf32>
    %89 = stablehlo.multiply %66, %66 : tensor<10xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %93 = stablehlo.multiply %92, %arg6 : tensor<10xf32>
    %94 = stablehlo.add %91, %93 : tensor<10xf32>
    %95 = stablehlo.multiply %68, %68 : tensor<32x10xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<32x10xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %99 = stablehlo.multiply %98, %arg7 : tensor<32x10xf32>
    %100 = stablehlo.add %97, %99 : tensor<32x10xf32>
    %cst_29 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %102 = stablehlo.add %82, %101 : tensor<32xf32>
    %103 = stablehlo.rsqrt %102 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %105 = stablehlo.add %88, %104 : tensor<20x32xf32>
    %106 = stablehlo.rsqrt %105 : tensor<20x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %108 = stablehlo.add %94, %107 : tensor<10xf32>
    %109 = stablehlo.rsqrt %108 : tensor<10xf32>
    %cst_32 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %111 = stablehlo.add %100, %110 : tensor<32x10xf32>
    %112 = stablehlo.rsqrt %111 : tensor<32x10xf32>
    %113 = stablehlo.multiply %103, %74 : tensor<32xf32>
    %114 = stablehlo.multiply %106, %76 : tensor<20x32xf32>
    %115 = stablehlo.multiply %109, %66 : tensor<10xf32>
    %116 = stablehlo.multiply %112, %68 : tensor<32x10xf32>
    %cst_33 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %118 = stablehlo.multiply %117, %113 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %120 = stablehlo.multiply %119, %114 : tensor<20x32xf32>
    %cst_35 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %122 = stablehlo.multiply %121, %115 : tensor<10xf32>
    %cst_36 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %124 = stablehlo.multiply %123, %116 : tensor<32x10xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %126 = stablehlo.multiply %125, %arg8 : tensor<32xf32>
    %127 = stablehlo.add %118, %126 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %129 = stablehlo.multiply %128, %arg9 : tensor<20x32xf32>
    %130 = stablehlo.add %120, %129 : tensor<20x32xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %132 = stablehlo.multiply %131, %arg10 : tensor<10xf32>
    %133 = stablehlo.add %122, %132 : tensor<10xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %135 = stablehlo.multiply %134, %arg11 : tensor<32x10xf32>
    %136 = stablehlo.add %124, %135 : tensor<32x10xf32>
    %137 = call @argmax(%11) : (tensor<32x10xf32>) -> tensor<32xi32>
    %138 = stablehlo.compare EQ, %137, %arg13, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %139 = stablehlo.convert %138 : (tensor<32xi1>) -> tensor<32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_41) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %141 = stablehlo.divide %140, %cst_42 : tensor<f32>
    %142 = stablehlo.add %arg0, %127 : tensor<32xf32>
    %143 = stablehlo.add %arg1, %130 : tensor<20x32xf32>
    %144 = stablehlo.add %arg2, %133 : tensor<10xf32>
    %145 = stablehlo.add %arg3, %136 : tensor<32x10xf32>
    return %142, %143, %144, %145, %82, %88, %94, %100, %127, %130, %133, %136, %49, %141 : tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x32xf32>) -> tensor<32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<32x1xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x1xf32>, tensor<1xi32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<32xi1>, tensor<32xf32>
    return %13, %3 : tensor<32xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<32xf32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    return %1 : tensor<32x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    return %1 : tensor<32x10xf32>
  }
  func.func private @argmax(%arg0: tensor<32x10xf32>) -> tensor<32xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<32x10xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<32x10xf32>, tensor<32x10xi32>, tensor<f32>, tensor<i32>) -> (tensor<32xf32>, tensor<32xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<32xi32>
  }
}
