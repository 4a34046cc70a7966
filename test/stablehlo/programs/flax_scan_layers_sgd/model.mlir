module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24xf32>, %arg1: tensor<10x24xf32>, %arg2: tensor<3xf32>, %arg3: tensor<24x3xf32>, %arg4: tensor<4x24xf32>, %arg5: tensor<4x24x24xf32>, %arg6: tensor<4x24xf32>, %arg7: tensor<4x24xf32>, %arg8: tensor<6x10xf32>, %arg9: tensor<6x3xf32>) -> (tensor<24xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<10x24xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<24x3xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<4x24xf32> {jax.result_info = "result[0]['ScanScanBody_0']['Dense_0']['bias']"}, tensor<4x24x24xf32> {jax.result_info = "result[0]['ScanScanBody_0']['Dense_0']['kernel']"}, tensor<4x24xf32> {jax.result_info = "result[0]['ScanScanBody_0']['LayerNorm_0']['bias']"}, tensor<4x24xf32> {jax.result_info = "result[0]['ScanScanBody_0']['LayerNorm_0']['scale']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg8, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x10xf32>, tensor<10x24xf32>) -> tensor<6x24xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<24xf32>) -> tensor<1x24xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<6x24xf32>
    %3 = stablehlo.add %0, %2 : tensor<6x24xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1x24xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x6x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20:22 = stablehlo.while(%iterArg = %arg4, %iterArg_35 = %arg5, %iterArg_36 = %arg6, %iterArg_37 = %arg7, %iterArg_38 = %5, %iterArg_39 = %6, %iterArg_40 = %4, %iterArg_41 = %c, %iterArg_42 = %3, %iterArg_43 = %7, %iterArg_44 = %8, %iterArg_45 = %9, %iterArg_46 = %10, %iterArg_47 = %11, %iterArg_48 = %12, %iterArg_49 = %13, %iterArg_50 = %14, %iterArg_51 = %15, %iterArg_52 = %16, %iterArg_53 = %17, %iterArg_54 = %18, %iterArg_55 = %19) : tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>
    cond {
      %c_56 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.compare LT, %iterArg_41, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %74 : tensor<i1>
    } do {
      %74 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_41) : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %75 = func.call @dynamic_index_in_dim_0(%iterArg_35, %iterArg_41) : (tensor<4x24x24xf32>, tensor<i32>) -> tensor<24x24xf32>
      %76 = func.call @dynamic_index_in_dim(%iterArg_36, %iterArg_41) : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %77 = func.call @dynamic_index_in_dim(%iterArg_37, %iterArg_41) : (tensor<4x24xf32>, tensor<i32>) -> tensor<24xf32>
      %78 = chlo.square %iterArg_42 : tensor<6x24xf32> -> tensor<6x24xf32>
      %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %79 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %80 = stablehlo.multiply %79, %iterArg_42 : tensor<6x24xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %81 = stablehlo.reduce(%iterArg_42 init: %cst_57) applies stablehlo.add across dimensions = [1] : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %cst_58 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
      %82 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %83 = stablehlo.divide %81, %82 : tensor<6xf32>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %84 = stablehlo.reduce(%78 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %cst_60 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %86 = stablehlo.divide %84, %85 : tensor<6xf32>
      %87 = chlo.square %83 : tensor<6xf32> -> tensor<6xf32>
      %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %89 = stablehlo.multiply %88, %83 : tensor<6xf32>
      %90 = stablehlo.subtract %86, %87 : tensor<6xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %92 = stablehlo.maximum %91, %90 : tensor<6xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %94 = stablehlo.compare GT, %90, %93, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %96 = stablehlo.compare EQ, %90, %95, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %97 = stablehlo.select %96, %iterArg_39, %iterArg_38 : tensor<6xi1>, tensor<6xf32>
      %98 = stablehlo.select %94, %iterArg_40, %97 : tensor<6xi1>, tensor<6xf32>
      %99 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
      %100 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %102 = stablehlo.subtract %iterArg_42, %101 : tensor<6x24xf32>
      %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
      %104 = stablehlo.add %100, %103 : tensor<6x1xf32>
      %105 = stablehlo.rsqrt %104 : tensor<6x1xf32>
      %106 = stablehlo.divide %105, %104 : tensor<6x1xf32>
      %cst_66 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %107 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<6x1xf32>
      %108 = stablehlo.multiply %107, %106 : tensor<6x1xf32>
      %109 = stablehlo.reshape %77 : (tensor<24xf32>) -> tensor<1x24xf32>
      %110 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %112 = stablehlo.multiply %110, %111 : tensor<6x24xf32>
      %113 = stablehlo.multiply %102, %112 : tensor<6x24xf32>
      %114 = stablehlo.reshape %76 : (tensor<24xf32>) -> tensor<1x24xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %116 = stablehlo.add %113, %115 : tensor<6x24xf32>
      %117 = stablehlo.multiply %116, %116 : tensor<6x24xf32>
      %118 = stablehlo.multiply %117, %116 : tensor<6x24xf32>
      %119 = stablehlo.multiply %116, %116 : tensor<6x24xf32>
      %cst_67 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %121 = stablehlo.multiply %120, %119 : tensor<6x24xf32>
      %cst_68 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %123 = stablehlo.multiply %122, %118 : tensor<6x24xf32>
      %124 = stablehlo.add %116, %123 : tensor<6x24xf32>
      %cst_69 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %126 = stablehlo.multiply %125, %124 : tensor<6x24xf32>
      %127 = stablehlo.tanh %126 : tensor<6x24xf32>
      %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %129 = stablehlo.add %128, %127 : tensor<6x24xf32>
      %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %130 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %131 = stablehlo.subtract %130, %127 : tensor<6x24xf32>
      %132 = stablehlo.multiply %129, %131 : tensor<6x24xf32>
      %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %134 = stablehlo.add %133, %127 : tensor<6x24xf32>
      %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %136 = stablehlo.multiply %135, %134 : tensor<6x24xf32>
      %137 = stablehlo.multiply %116, %136 : tensor<6x24xf32>
      %138 = stablehlo.dot_general %137, %75, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x24xf32>, tensor<24x24xf32>) -> tensor<6x24xf32>
      %139 = stablehlo.reshape %74 : (tensor<24xf32>) -> tensor<1x24xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %141 = stablehlo.add %138, %140 : tensor<6x24xf32>
      %142 = stablehlo.add %iterArg_42, %141 : tensor<6x24xf32>
      %143 = func.call @dynamic_update_index_in_dim(%iterArg_43, %80, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %144 = func.call @dynamic_update_index_in_dim_1(%iterArg_44, %89, %iterArg_41) : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %145 = func.call @dynamic_update_index_in_dim_1(%iterArg_45, %98, %iterArg_41) : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %146 = func.call @dynamic_update_index_in_dim_2(%iterArg_46, %108, %iterArg_41) : (tensor<4x6x1xf32>, tensor<6x1xf32>, tensor<i32>) -> tensor<4x6x1xf32>
      %147 = func.call @dynamic_update_index_in_dim_3(%iterArg_47, %109, %iterArg_41) : (tensor<4x1x24xf32>, tensor<1x24xf32>, tensor<i32>) -> tensor<4x1x24xf32>
      %148 = func.call @dynamic_update_index_in_dim_2(%iterArg_48, %105, %iterArg_41) : (tensor<4x6x1xf32>, tensor<6x1xf32>, tensor<i32>) -> tensor<4x6x1xf32>
      %149 = func.call @dynamic_update_index_in_dim(%iterArg_49, %112, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %150 = func.call @dynamic_update_index_in_dim(%iterArg_50, %102, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %151 = func.call @dynamic_update_index_in_dim(%iterArg_51, %121, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %152 = func.call @dynamic_update_index_in_dim(%iterArg_52, %132, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %153 = func.call @dynamic_update_index_in_dim(%iterArg_53, %136, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %154 = func.call @dynamic_update_index_in_dim(%iterArg_54, %116, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %155 = func.call @dynamic_update_index_in_dim(%iterArg_55, %137, %iterArg_41) : (tensor<4x6x24xf32>, tensor<6x24xf32>, tensor<i32>) -> tensor<4x6x24xf32>
      %c_74 = stablehlo.constant dense<1> : tensor<i32>
      %156 = stablehlo.add %iterArg_41, %c_74 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %156, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155 : tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>
    }
    %21 = stablehlo.dot_general %20#8, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x24xf32>, tensor<24x3xf32>) -> tensor<6x3xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %24 = stablehlo.add %21, %23 : tensor<6x3xf32>
    %25 = stablehlo.subtract %24, %arg9 : tensor<6x3xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<6x3xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<6x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%26 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.800000e+01> : tensor<f32>
    %31 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<6x3xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %35 = stablehlo.reshape %34 : (tensor<3xf32>) -> tensor<1x3xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x3xf32>) -> tensor<3xf32>
    %37 = stablehlo.dot_general %33, %20#8, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x3xf32>, tensor<6x24xf32>) -> tensor<3x24xf32>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<3x24xf32>) -> tensor<24x3xf32>
    %39 = stablehlo.dot_general %33, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<6x3xf32>, tensor<24x3xf32>) -> tensor<6x24xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x24x24xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %44:20 = stablehlo.while(%iterArg = %20#9, %iterArg_35 = %20#10, %iterArg_36 = %20#11, %iterArg_37 = %20#12, %iterArg_38 = %20#13, %iterArg_39 = %20#14, %iterArg_40 = %20#15, %iterArg_41 = %20#16, %iterArg_42 = %20#17, %iterArg_43 = %20#18, %iterArg_44 = %20#19, %iterArg_45 = %20#20, %iterArg_46 = %arg5, %iterArg_47 = %20#21, %iterArg_48 = %c_25, %iterArg_49 = %39, %iterArg_50 = %40, %iterArg_51 = %41, %iterArg_52 = %42, %iterArg_53 = %43) : tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x24x24xf32>, tensor<4x6x24xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>
    cond {
      %c_54 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.compare LT, %iterArg_48, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %74 : tensor<i1>
    } do {
      %c_54 = stablehlo.constant dense<4> : tensor<i32>
      %74 = stablehlo.subtract %c_54, %iterArg_48 : tensor<i32>
      %c_55 = stablehlo.constant dense<1> : tensor<i32>
      %75 = stablehlo.subtract %74, %c_55 : tensor<i32>
      %76 = func.call @dynamic_index_in_dim_4(%iterArg, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %77 = func.call @dynamic_index_in_dim_5(%iterArg_35, %75) : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %78 = func.call @dynamic_index_in_dim_5(%iterArg_36, %75) : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %79 = func.call @dynamic_index_in_dim_6(%iterArg_37, %75) : (tensor<4x6x1xf32>, tensor<i32>) -> tensor<6x1xf32>
      %80 = func.call @dynamic_index_in_dim_7(%iterArg_38, %75) : (tensor<4x1x24xf32>, tensor<i32>) -> tensor<1x24xf32>
      %81 = func.call @dynamic_index_in_dim_6(%iterArg_39, %75) : (tensor<4x6x1xf32>, tensor<i32>) -> tensor<6x1xf32>
      %82 = func.call @dynamic_index_in_dim_4(%iterArg_40, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %83 = func.call @dynamic_index_in_dim_4(%iterArg_41, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %84 = func.call @dynamic_index_in_dim_4(%iterArg_42, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %85 = func.call @dynamic_index_in_dim_4(%iterArg_43, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %86 = func.call @dynamic_index_in_dim_4(%iterArg_44, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %87 = func.call @dynamic_index_in_dim_4(%iterArg_45, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %88 = func.call @dynamic_index_in_dim_0(%iterArg_46, %75) : (tensor<4x24x24xf32>, tensor<i32>) -> tensor<24x24xf32>
      %89 = func.call @dynamic_index_in_dim_4(%iterArg_47, %75) : (tensor<4x6x24xf32>, tensor<i32>) -> tensor<6x24xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.reduce(%iterArg_49 init: %cst_56) applies stablehlo.add across dimensions = [0] : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %91 = stablehlo.reshape %90 : (tensor<24xf32>) -> tensor<1x24xf32>
      %92 = stablehlo.reshape %91 : (tensor<1x24xf32>) -> tensor<24xf32>
      %93 = stablehlo.dot_general %iterArg_49, %89, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x24xf32>, tensor<6x24xf32>) -> tensor<24x24xf32>
      %94 = stablehlo.transpose %93, dims = [1, 0] : (tensor<24x24xf32>) -> tensor<24x24xf32>
      %95 = stablehlo.dot_general %iterArg_49, %88, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<6x24xf32>, tensor<24x24xf32>) -> tensor<6x24xf32>
      %96 = stablehlo.multiply %87, %95 : tensor<6x24xf32>
      %97 = stablehlo.multiply %95, %86 : tensor<6x24xf32>
      %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %99 = stablehlo.multiply %98, %96 : tensor<6x24xf32>
      %100 = stablehlo.multiply %99, %85 : tensor<6x24xf32>
      %cst_58 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %102 = stablehlo.multiply %101, %100 : tensor<6x24xf32>
      %103 = stablehlo.add %97, %102 : tensor<6x24xf32>
      %cst_59 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<6x24xf32>
      %105 = stablehlo.multiply %104, %102 : tensor<6x24xf32>
      %106 = stablehlo.multiply %105, %84 : tensor<6x24xf32>
      %107 = stablehlo.add %103, %106 : tensor<6x24xf32>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %108 = stablehlo.reduce(%107 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %109 = stablehlo.reshape %108 : (tensor<24xf32>) -> tensor<1x24xf32>
      %110 = stablehlo.reshape %109 : (tensor<1x24xf32>) -> tensor<24xf32>
      %111 = stablehlo.multiply %83, %107 : tensor<6x24xf32>
      %112 = stablehlo.multiply %107, %82 : tensor<6x24xf32>
      %113 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x24xf32>
      %114 = stablehlo.multiply %113, %111 : tensor<6x24xf32>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %115 = stablehlo.reduce(%114 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
      %116 = stablehlo.reshape %115 : (tensor<24xf32>) -> tensor<1x24xf32>
      %117 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x24xf32>) -> tensor<6x24xf32>
      %118 = stablehlo.multiply %111, %117 : tensor<6x24xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.reduce(%118 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %120 = stablehlo.reshape %119 : (tensor<6xf32>) -> tensor<6x1xf32>
      %121 = stablehlo.reshape %116 : (tensor<1x24xf32>) -> tensor<24xf32>
      %122 = stablehlo.multiply %120, %79 : tensor<6x1xf32>
      %123 = stablehlo.negate %112 : tensor<6x24xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.reduce(%123 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<6x24xf32>, tensor<f32>) -> tensor<6xf32>
      %125 = stablehlo.reshape %124 : (tensor<6xf32>) -> tensor<6x1xf32>
      %126 = stablehlo.add %iterArg_49, %112 : tensor<6x24xf32>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %127 = stablehlo.reduce(%122 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %128 = stablehlo.reduce(%125 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
      %129 = stablehlo.multiply %127, %78 : tensor<6xf32>
      %130 = stablehlo.negate %129 : tensor<6xf32>
      %131 = stablehlo.multiply %130, %77 : tensor<6xf32>
      %132 = stablehlo.add %128, %131 : tensor<6xf32>
      %cst_66 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %134 = stablehlo.divide %129, %133 : tensor<6xf32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<6xf32>) -> tensor<6x24xf32>
      %cst_67 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %137 = stablehlo.divide %132, %136 : tensor<6xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<6xf32>) -> tensor<6x24xf32>
      %139 = stablehlo.add %126, %138 : tensor<6x24xf32>
      %140 = stablehlo.multiply %135, %76 : tensor<6x24xf32>
      %141 = stablehlo.add %139, %140 : tensor<6x24xf32>
      %142 = func.call @dynamic_update_index_in_dim_8(%iterArg_50, %92, %75) : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %143 = func.call @dynamic_update_index_in_dim_9(%iterArg_51, %94, %75) : (tensor<4x24x24xf32>, tensor<24x24xf32>, tensor<i32>) -> tensor<4x24x24xf32>
      %144 = func.call @dynamic_update_index_in_dim_8(%iterArg_52, %110, %75) : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %145 = func.call @dynamic_update_index_in_dim_8(%iterArg_53, %121, %75) : (tensor<4x24xf32>, tensor<24xf32>, tensor<i32>) -> tensor<4x24xf32>
      %c_68 = stablehlo.constant dense<1> : tensor<i32>
      %146 = stablehlo.add %iterArg_48, %c_68 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %146, %141, %142, %143, %144, %145 : tensor<4x6x24xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6x1xf32>, tensor<4x1x24xf32>, tensor<4x6x1xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x6x24xf32>, tensor<4x24x24xf32>, tensor<4x6x24xf32>, tensor<i32>, tensor<6x24xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>
    }
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44#15 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<6x24xf32>, tensor<f32>) -> tensor<24xf32>
    %46 = stablehlo.reshape %45 : (tensor<24xf32>) -> tensor<1x24xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x24xf32>) -> tensor<24xf32>
    %48 = stablehlo.dot_general %44#15, %arg8, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x24xf32>, tensor<6x10xf32>) -> tensor<24x10xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<24x10xf32>) -> tensor<10x24xf32>
    %cst_27 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<24xf32>
    %cst_28 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10x24xf32>
    %53 = stablehlo.multiply %52, %49 : tensor<10x24xf32>
    %cst_29 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %55 = stablehlo.multiply %54, %36 : tensor<3xf32>
    %cst_30 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<24x3xf32>
    %57 = stablehlo.multiply %56, %38 : tensor<24x3xf32>
    %cst_31 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %59 = stablehlo.multiply %58, %44#16 : tensor<4x24xf32>
    %cst_32 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x24x24xf32>
    %61 = stablehlo.multiply %60, %44#17 : tensor<4x24x24xf32>
    %cst_33 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %63 = stablehlo.multiply %62, %44#18 : tensor<4x24xf32>
    %cst_34 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %65 = stablehlo.multiply %64, %44#19 : tensor<4x24xf32>
    %66 = stablehlo.add %arg0, %51 : tensor<24xf32>
    %67 = stablehlo.add %arg1, %53 : tensor<10x24xf32>
    %68 = stablehlo.add %arg2, %55 : tensor<3xf32>
    %69 = stablehlo.add %arg3, %57 : tensor<24x3xf32>
    %70 = stablehlo.add %arg4, %59 : tensor<4x24xf32>
    %71 = stablehlo.add %arg5, %61 : tensor<4x24x24xf32>
    %72 = stablehlo.add %arg6, %63 : tensor<4x24xf32>
    %73 = stablehlo.add %arg7, %65 : tensor<4x24xf32>
    return %66, %67, %68, %69, %70, %71, %72, %73, %30 : tensor<24xf32>, tensor<10x24xf32>, tensor<3xf32>, tensor<24x3xf32>, tensor<4x24xf32>, tensor<4x24x24xf32>, tensor<4x24xf32>, tensor<4x24xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x24xf32>, %arg1: tensor<i32>) -> tensor<24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 24] : (tensor<4x24xf32>, tensor<i32>, tensor<i32>) -> tensor<1x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x24xf32>) -> tensor<24xf32>
    return %1 : tensor<24xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x24x24xf32>, %arg1: tensor<i32>) -> tensor<24x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 24, 24] : (tensor<4x24x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x24x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x24x24xf32>) -> tensor<24x24xf32>
    return %1 : tensor<24x24xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x6x24xf32>, %arg1: tensor<6x24xf32>, %arg2: tensor<i32>) -> tensor<4x6x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<6x24xf32>) -> tensor<1x6x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x6x24xf32>, tensor<1x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x24xf32>
    return %1 : tensor<4x6x24xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<i32>) -> tensor<4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    return %1 : tensor<4x6xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<4x6x1xf32>, %arg1: tensor<6x1xf32>, %arg2: tensor<i32>) -> tensor<4x6x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<6x1xf32>) -> tensor<1x6x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x6x1xf32>, tensor<1x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x6x1xf32>
    return %1 : tensor<4x6x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<4x1x24xf32>, %arg1: tensor<1x24xf32>, %arg2: tensor<i32>) -> tensor<4x1x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x24xf32>) -> tensor<1x1x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x1x24xf32>, tensor<1x1x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x24xf32>
    return %1 : tensor<4x1x24xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x6x24xf32>, %arg1: tensor<i32>) -> tensor<6x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 6, 24] : (tensor<4x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6x24xf32>) -> tensor<6x24xf32>
    return %1 : tensor<6x24xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<4x6xf32>, %arg1: tensor<i32>) -> tensor<6xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 6] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6xf32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<4x6x1xf32>, %arg1: tensor<i32>) -> tensor<6x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 6, 1] : (tensor<4x6x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x6x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x6x1xf32>) -> tensor<6x1xf32>
    return %1 : tensor<6x1xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<4x1x24xf32>, %arg1: tensor<i32>) -> tensor<1x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1, 24] : (tensor<4x1x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x24xf32>) -> tensor<1x24xf32>
    return %1 : tensor<1x24xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x24xf32>, %arg1: tensor<24xf32>, %arg2: tensor<i32>) -> tensor<4x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<24xf32>) -> tensor<1x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x24xf32>, tensor<1x24xf32>, tensor<i32>, tensor<i32>) -> tensor<4x24xf32>
    return %1 : tensor<4x24xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<4x24x24xf32>, %arg1: tensor<24x24xf32>, %arg2: tensor<i32>) -> tensor<4x24x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<24x24xf32>) -> tensor<1x24x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x24x24xf32>, tensor<1x24x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x24x24xf32>
    return %1 : tensor<4x24x24xf32>
  }
}
