module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<24x64xf32>, %arg2: tensor<48xf32>, %arg3: tensor<64x48xf32>, %arg4: tensor<8xf32>, %arg5: tensor<48x8xf32>, %arg6: tensor<i32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<1xf32>, %arg11: tensor<1xf32>, %arg12: tensor<1xf32>, %arg13: tensor<1xf32>, %arg14: tensor<1xf32>, %arg15: tensor<1xf32>, %arg16: tensor<1xf32>, %arg17: tensor<1xf32>, %arg18: tensor<1xf32>, %arg19: tensor<64xf32>, %arg20: tensor<24x64xf32>, %arg21: tensor<48xf32>, %arg22: tensor<64x48xf32>, %arg23: tensor<8xf32>, %arg24: tensor<48x8xf32>, %arg25: tensor<16x24xf32>, %arg26: tensor<16x8xf32>) -> (tensor<64xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<24x64xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<48xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<64x48xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['Dense_2']['bias']"}, tensor<48x8xf32> {jax.result_info = "result[0]['Dense_2']['kernel']"}, tensor<i32> {jax.result_info = "result[2][0].count"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_0']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_2']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_row['Dense_2']['kernel']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_0']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_2']['bias']"}, tensor<1xf32> {jax.result_info = "result[2][0].v_col['Dense_2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][0].v['Dense_0']['bias']"}, tensor<24x64xf32> {jax.result_info = "result[2][0].v['Dense_0']['kernel']"}, tensor<48xf32> {jax.result_info = "result[2][0].v['Dense_1']['bias']"}, tensor<64x48xf32> {jax.result_info = "result[2][0].v['Dense_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].v['Dense_2']['bias']"}, tensor<48x8xf32> {jax.result_info = "result[2][0].v['Dense_2']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg25, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x24xf32>, tensor<24x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<16x64xf32>
    %4 = call @relu(%3) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %8 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<64x48xf32>) -> tensor<16x48xf32>
    %9 = stablehlo.reshape %arg2 : (tensor<48xf32>) -> tensor<1x48xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<16x48xf32>
    %11 = stablehlo.add %8, %10 : tensor<16x48xf32>
    %12 = call @relu_0(%11) : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %14 = stablehlo.compare GT, %11, %13, FLOAT : (tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %16 = stablehlo.dot_general %12, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x48xf32>, tensor<48x8xf32>) -> tensor<16x8xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<16x8xf32>
    %20 = stablehlo.subtract %19, %arg26 : tensor<16x8xf32>
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
    %32 = stablehlo.dot_general %28, %12, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %34 = stablehlo.dot_general %28, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<48x8xf32>) -> tensor<16x48xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %36 = stablehlo.select %14, %34, %35 : tensor<16x48xi1>, tensor<16x48xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<16x48xf32>, tensor<f32>) -> tensor<48xf32>
    %38 = stablehlo.reshape %37 : (tensor<48xf32>) -> tensor<1x48xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x48xf32>) -> tensor<48xf32>
    %40 = stablehlo.dot_general %36, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x48xf32>, tensor<16x64xf32>) -> tensor<48x64xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x48xf32>, tensor<64x48xf32>) -> tensor<16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %44 = stablehlo.select %6, %42, %43 : tensor<16x64xi1>, tensor<16x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %46 = stablehlo.reshape %45 : (tensor<64xf32>) -> tensor<1x64xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x64xf32>) -> tensor<64xf32>
    %48 = stablehlo.dot_general %44, %arg25, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<16x24xf32>) -> tensor<64x24xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<64x24xf32>) -> tensor<24x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.subtract %arg6, %c : tensor<i32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %51 = stablehlo.add %50, %c_13 : tensor<i32>
    %52 = stablehlo.convert %51 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %53 = stablehlo.power %52, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.subtract %cst_15, %53 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %58 = stablehlo.multiply %47, %47 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.add %58, %59 : tensor<64xf32>
    %61 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %62 = stablehlo.multiply %61, %arg19 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.subtract %cst_20, %54 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<64xf32>
    %66 = stablehlo.add %62, %65 : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %68 = stablehlo.power %66, %67 : tensor<64xf32>
    %69 = stablehlo.multiply %47, %68 : tensor<64xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.subtract %arg6, %c_22 : tensor<i32>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %71 = stablehlo.add %70, %c_23 : tensor<i32>
    %72 = stablehlo.convert %71 : (tensor<i32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %73 = stablehlo.power %72, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.subtract %cst_25, %73 : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %78 = stablehlo.multiply %49, %49 : tensor<24x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %80 = stablehlo.add %78, %79 : tensor<24x64xf32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %82 = stablehlo.multiply %81, %arg20 : tensor<24x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.subtract %cst_30, %74 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %85 = stablehlo.multiply %84, %80 : tensor<24x64xf32>
    %86 = stablehlo.add %82, %85 : tensor<24x64xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %88 = stablehlo.power %86, %87 : tensor<24x64xf32>
    %89 = stablehlo.multiply %49, %88 : tensor<24x64xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.subtract %arg6, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %91 = stablehlo.add %90, %c_33 : tensor<i32>
    %92 = stablehlo.convert %91 : (tensor<i32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %93 = stablehlo.power %92, %cst_34 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.subtract %cst_35, %93 : tensor<f32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %98 = stablehlo.multiply %39, %39 : tensor<48xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %100 = stablehlo.add %98, %99 : tensor<48xf32>
    %101 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %102 = stablehlo.multiply %101, %arg21 : tensor<48xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.subtract %cst_40, %94 : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %105 = stablehlo.multiply %104, %100 : tensor<48xf32>
    %106 = stablehlo.add %102, %105 : tensor<48xf32>
    %cst_41 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %108 = stablehlo.power %106, %107 : tensor<48xf32>
    %109 = stablehlo.multiply %39, %108 : tensor<48xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.subtract %arg6, %c_42 : tensor<i32>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %111 = stablehlo.add %110, %c_43 : tensor<i32>
    %112 = stablehlo.convert %111 : (tensor<i32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %113 = stablehlo.power %112, %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.subtract %cst_45, %113 : tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %118 = stablehlo.multiply %41, %41 : tensor<64x48xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %120 = stablehlo.add %118, %119 : tensor<64x48xf32>
    %121 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %122 = stablehlo.multiply %121, %arg22 : tensor<64x48xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.subtract %cst_50, %114 : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %125 = stablehlo.multiply %124, %120 : tensor<64x48xf32>
    %126 = stablehlo.add %122, %125 : tensor<64x48xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %128 = stablehlo.power %126, %127 : tensor<64x48xf32>
    %129 = stablehlo.multiply %41, %128 : tensor<64x48xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.subtract %arg6, %c_52 : tensor<i32>
    %c_53 = stablehlo.constant dense<1> : tensor<i32>
    %131 = stablehlo.add %130, %c_53 : tensor<i32>
    %132 = stablehlo.convert %131 : (tensor<i32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %133 = stablehlo.power %132, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.subtract %cst_55, %133 : tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %138 = stablehlo.multiply %31, %31 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %140 = stablehlo.add %138, %139 : tensor<8xf32>
    %141 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %142 = stablehlo.multiply %141, %arg23 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.subtract %cst_60, %134 : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %145 = stablehlo.multiply %144, %140 : tensor<8xf32>
    %146 = stablehlo.add %142, %145 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = stablehlo.power %146, %147 : tensor<8xf32>
    %149 = stablehlo.multiply %31, %148 : tensor<8xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %150 = stablehlo.subtract %arg6, %c_62 : tensor<i32>
    %c_63 = stablehlo.constant dense<1> : tensor<i32>
    %151 = stablehlo.add %150, %c_63 : tensor<i32>
    %152 = stablehlo.convert %151 : (tensor<i32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %153 = stablehlo.power %152, %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.subtract %cst_65, %153 : tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %158 = stablehlo.multiply %33, %33 : tensor<48x8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %160 = stablehlo.add %158, %159 : tensor<48x8xf32>
    %161 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %162 = stablehlo.multiply %161, %arg24 : tensor<48x8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.subtract %cst_70, %154 : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %165 = stablehlo.multiply %164, %160 : tensor<48x8xf32>
    %166 = stablehlo.add %162, %165 : tensor<48x8xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %168 = stablehlo.power %166, %167 : tensor<48x8xf32>
    %169 = stablehlo.multiply %33, %168 : tensor<48x8xf32>
    %c_72 = stablehlo.constant dense<2147483647> : tensor<i32>
    %170 = stablehlo.compare LT, %arg6, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %171 = stablehlo.add %arg6, %c_73 : tensor<i32>
    %c_74 = stablehlo.constant dense<2147483647> : tensor<i32>
    %172 = call @_where(%170, %171, %c_74) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = stablehlo.multiply %69, %69 : tensor<64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_75) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.divide %174, %cst_76 : tensor<f32>
    %176 = stablehlo.sqrt %175 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %177 = stablehlo.divide %176, %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.maximum %cst_78, %177 : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %180 = stablehlo.divide %69, %179 : tensor<64xf32>
    %181 = stablehlo.multiply %89, %89 : tensor<24x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %183 = stablehlo.divide %182, %cst_80 : tensor<f32>
    %184 = stablehlo.sqrt %183 : tensor<f32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.divide %184, %cst_81 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.maximum %cst_82, %185 : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %188 = stablehlo.divide %89, %187 : tensor<24x64xf32>
    %189 = stablehlo.multiply %109, %109 : tensor<48xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_83) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %191 = stablehlo.divide %190, %cst_84 : tensor<f32>
    %192 = stablehlo.sqrt %191 : tensor<f32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.divide %192, %cst_85 : tensor<f32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.maximum %cst_86, %193 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %196 = stablehlo.divide %109, %195 : tensor<48xf32>
    %197 = stablehlo.multiply %129, %129 : tensor<64x48xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<3.072000e+03> : tensor<f32>
    %199 = stablehlo.divide %198, %cst_88 : tensor<f32>
    %200 = stablehlo.sqrt %199 : tensor<f32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.divide %200, %cst_89 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.maximum %cst_90, %201 : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %204 = stablehlo.divide %129, %203 : tensor<64x48xf32>
    %205 = stablehlo.multiply %149, %149 : tensor<8xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_91) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_92 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %207 = stablehlo.divide %206, %cst_92 : tensor<f32>
    %208 = stablehlo.sqrt %207 : tensor<f32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.divide %208, %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.maximum %cst_94, %209 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.divide %149, %211 : tensor<8xf32>
    %213 = stablehlo.multiply %169, %169 : tensor<48x8xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %215 = stablehlo.divide %214, %cst_96 : tensor<f32>
    %216 = stablehlo.sqrt %215 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %217 = stablehlo.divide %216, %cst_97 : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.maximum %cst_98, %217 : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %220 = stablehlo.divide %169, %219 : tensor<48x8xf32>
    %cst_99 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %222 = stablehlo.multiply %221, %180 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %224 = stablehlo.multiply %223, %188 : tensor<24x64xf32>
    %cst_101 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %226 = stablehlo.multiply %225, %196 : tensor<48xf32>
    %cst_102 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %228 = stablehlo.multiply %227, %204 : tensor<64x48xf32>
    %cst_103 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.multiply %229, %212 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %232 = stablehlo.multiply %231, %220 : tensor<48x8xf32>
    %233 = stablehlo.multiply %arg0, %arg0 : tensor<64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_105) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %235 = stablehlo.divide %234, %cst_106 : tensor<f32>
    %236 = stablehlo.sqrt %235 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.compare LE, %236, %cst_107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %239 = call @_where_1(%237, %238, %arg0) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.compare LE, %236, %cst_109, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %241 = stablehlo.multiply %239, %239 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_110) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_111 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %243 = stablehlo.divide %242, %cst_111 : tensor<f32>
    %244 = stablehlo.sqrt %243 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %245 = call @_where_2(%240, %cst_112, %244) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.multiply %222, %246 : tensor<64xf32>
    %248 = stablehlo.multiply %arg1, %arg1 : tensor<24x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_114 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %250 = stablehlo.divide %249, %cst_114 : tensor<f32>
    %251 = stablehlo.sqrt %250 : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.compare LE, %251, %cst_115, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %254 = call @_where_3(%252, %253, %arg1) : (tensor<i1>, tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.compare LE, %251, %cst_117, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %256 = stablehlo.multiply %254, %254 : tensor<24x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %258 = stablehlo.divide %257, %cst_119 : tensor<f32>
    %259 = stablehlo.sqrt %258 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = call @_where_2(%255, %cst_120, %259) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %262 = stablehlo.multiply %224, %261 : tensor<24x64xf32>
    %263 = stablehlo.multiply %arg2, %arg2 : tensor<48xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_121) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %265 = stablehlo.divide %264, %cst_122 : tensor<f32>
    %266 = stablehlo.sqrt %265 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.compare LE, %266, %cst_123, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %269 = call @_where_4(%267, %268, %arg2) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.compare LE, %266, %cst_125, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %271 = stablehlo.multiply %269, %269 : tensor<48xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_126) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<4.800000e+01> : tensor<f32>
    %273 = stablehlo.divide %272, %cst_127 : tensor<f32>
    %274 = stablehlo.sqrt %273 : tensor<f32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %275 = call @_where_2(%270, %cst_128, %274) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %277 = stablehlo.multiply %226, %276 : tensor<48xf32>
    %278 = stablehlo.multiply %arg3, %arg3 : tensor<64x48xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<3.072000e+03> : tensor<f32>
    %280 = stablehlo.divide %279, %cst_130 : tensor<f32>
    %281 = stablehlo.sqrt %280 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.compare LE, %281, %cst_131, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %284 = call @_where_5(%282, %283, %arg3) : (tensor<i1>, tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %285 = stablehlo.compare LE, %281, %cst_133, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %286 = stablehlo.multiply %284, %284 : tensor<64x48xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<3.072000e+03> : tensor<f32>
    %288 = stablehlo.divide %287, %cst_135 : tensor<f32>
    %289 = stablehlo.sqrt %288 : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = call @_where_2(%285, %cst_136, %289) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %292 = stablehlo.multiply %228, %291 : tensor<64x48xf32>
    %293 = stablehlo.multiply %arg4, %arg4 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_137) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %295 = stablehlo.divide %294, %cst_138 : tensor<f32>
    %296 = stablehlo.sqrt %295 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.compare LE, %296, %cst_139, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %299 = call @_where_6(%297, %298, %arg4) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %300 = stablehlo.compare LE, %296, %cst_141, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %301 = stablehlo.multiply %299, %299 : tensor<8xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_142) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_143 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %303 = stablehlo.divide %302, %cst_143 : tensor<f32>
    %304 = stablehlo.sqrt %303 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %305 = call @_where_2(%300, %cst_144, %304) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.multiply %230, %306 : tensor<8xf32>
    %308 = stablehlo.multiply %arg5, %arg5 : tensor<48x8xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_146 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %310 = stablehlo.divide %309, %cst_146 : tensor<f32>
    %311 = stablehlo.sqrt %310 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %312 = stablehlo.compare LE, %311, %cst_147, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %314 = call @_where_7(%312, %313, %arg5) : (tensor<i1>, tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %315 = stablehlo.compare LE, %311, %cst_149, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %316 = stablehlo.multiply %314, %314 : tensor<48x8xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_151 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %318 = stablehlo.divide %317, %cst_151 : tensor<f32>
    %319 = stablehlo.sqrt %318 : tensor<f32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %320 = call @_where_2(%315, %cst_152, %319) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %322 = stablehlo.multiply %232, %321 : tensor<48x8xf32>
    %cst_153 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %324 = stablehlo.multiply %323, %247 : tensor<64xf32>
    %cst_154 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<24x64xf32>
    %326 = stablehlo.multiply %325, %262 : tensor<24x64xf32>
    %cst_155 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %328 = stablehlo.multiply %327, %277 : tensor<48xf32>
    %cst_156 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x48xf32>
    %330 = stablehlo.multiply %329, %292 : tensor<64x48xf32>
    %cst_157 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %332 = stablehlo.multiply %331, %307 : tensor<8xf32>
    %cst_158 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<48x8xf32>
    %334 = stablehlo.multiply %333, %322 : tensor<48x8xf32>
    %335 = stablehlo.add %arg0, %324 : tensor<64xf32>
    %336 = stablehlo.add %arg1, %326 : tensor<24x64xf32>
    %337 = stablehlo.add %arg2, %328 : tensor<48xf32>
    %338 = stablehlo.add %arg3, %330 : tensor<64x48xf32>
    %339 = stablehlo.add %arg4, %332 : tensor<8xf32>
    %340 = stablehlo.add %arg5, %334 : tensor<48x8xf32>
    return %335, %336, %337, %338, %339, %340, %172, %55, %75, %95, %115, %135, %155, %56, %76, %96, %116, %136, %156, %66, %86, %106, %126, %146, %166, %25 : tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<16x64xf32>) -> tensor<16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64xf32>
    return %1 : tensor<16x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x48xf32>) -> tensor<16x48xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x48xf32>
    return %1 : tensor<16x48xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<24x64xf32>, %arg2: tensor<24x64xf32>) -> tensor<24x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<24x64xf32>
    return %0 : tensor<24x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<48xf32>, %arg2: tensor<48xf32>) -> tensor<48xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<48xf32>
    return %0 : tensor<48xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<64x48xf32>, %arg2: tensor<64x48xf32>) -> tensor<64x48xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64x48xf32>
    return %0 : tensor<64x48xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<48x8xf32>, %arg2: tensor<48x8xf32>) -> tensor<48x8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<48x8xf32>
    return %0 : tensor<48x8xf32>
  }
}
