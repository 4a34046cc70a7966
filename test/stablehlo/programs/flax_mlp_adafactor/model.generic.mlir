"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<16x24xf32>, tensor<16x8xf32>) -> (tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Dense_2']['bias']"}, {jax.result_info = "result[0]['Dense_2']['kernel']"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].v_row['Dense_0']['bias']"}, {jax.result_info = "result[2][0].v_row['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].v_row['Dense_1']['bias']"}, {jax.result_info = "result[2][0].v_row['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].v_row['Dense_2']['bias']"}, {jax.result_info = "result[2][0].v_row['Dense_2']['kernel']"}, {jax.result_info = "result[2][0].v_col['Dense_0']['bias']"}, {jax.result_info = "result[2][0].v_col['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].v_col['Dense_1']['bias']"}, {jax.result_info = "result[2][0].v_col['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].v_col['Dense_2']['bias']"}, {jax.result_info = "result[2][0].v_col['Dense_2']['kernel']"}, {jax.result_info = "result[2][0].v['Dense_0']['bias']"}, {jax.result_info = "result[2][0].v['Dense_0']['kernel']"}, {jax.result_info = "result[2][0].v['Dense_1']['bias']"}, {jax.result_info = "result[2][0].v['Dense_1']['kernel']"}, {jax.result_info = "result[2][0].v['Dense_2']['bias']"}, {jax.result_info = "result[2][0].v['Dense_2']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg26: tensor<64xf32>, %arg27: tensor<24x64xf32>, %arg28: tensor<48xf32>, %arg29: tensor<64x48xf32>, %arg30: tensor<8xf32>, %arg31: tensor<48x8xf32>, %arg32: tensor<i32>, %arg33: tensor<1xf32>, %arg34: tensor<1xf32>, %arg35: tensor<1xf32>, %arg36: tensor<1xf32>, %arg37: tensor<1xf32>, %arg38: tensor<1xf32>, %arg39: tensor<1xf32>, %arg40: tensor<1xf32>, %arg41: tensor<1xf32>, %arg42: tensor<1xf32>, %arg43: tensor<1xf32>, %arg44: tensor<1xf32>, %arg45: tensor<64xf32>, %arg46: tensor<24x64xf32>, %arg47: tensor<48xf32>, %arg48: tensor<64x48xf32>, %arg49: tensor<8xf32>, %arg50: tensor<48x8xf32>, %arg51: tensor<16x24xf32>, %arg52: tensor<16x8xf32>):
    %15 = "stablehlo.dot_general"(%arg51, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x24xf32>, tensor<24x64xf32>) -> tensor<16x64xf32>
    %16 = "stablehlo.reshape"(%arg26) : (tensor<64xf32>) -> tensor<1x64xf32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %19 = "func.call"(%18) <{callee = @relu}> : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %22 = "stablehlo.compare"(%18, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %25 = "stablehlo.dot_general"(%19, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<64x48xf32>) -> tensor<16x48xf32>
    %26 = "stablehlo.reshape"(%arg28) : (tensor<48xf32>) -> tensor<1x48xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x48xf32>) -> tensor<16x48xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %29 = "func.call"(%28) <{callee = @relu_0}> : (tensor<16x48xf32>) -> tensor<16x48xf32>
    %30 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x48xf32>
    %32 = "stablehlo.compare"(%28, %31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xi1>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x48xf32>
    %35 = "stablehlo.dot_general"(%29, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x48xf32>, tensor<48x8xf32>) -> tensor<16x8xf32>
    %36 = "stablehlo.reshape"(%arg30) : (tensor<8xf32>) -> tensor<1x8xf32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %39 = "stablehlo.subtract"(%38, %arg52) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %40 = "stablehlo.multiply"(%39, %39) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %41 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %43 = "stablehlo.multiply"(%42, %39) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%40, %44) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg95: tensor<f32>, %arg96: tensor<f32>):
      %538 = "stablehlo.add"(%arg95, %arg96) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%538) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.divide"(%45, %46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.divide"(%48, %49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %52 = "stablehlo.multiply"(%51, %43) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg93: tensor<f32>, %arg94: tensor<f32>):
      %537 = "stablehlo.add"(%arg93, %arg94) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%537) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<8xf32>) -> tensor<1x8xf32>
    %56 = "stablehlo.reshape"(%55) : (tensor<1x8xf32>) -> tensor<8xf32>
    %57 = "stablehlo.dot_general"(%52, %29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x8xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %58 = "stablehlo.transpose"(%57) <{permutation = array<i64: 1, 0>}> : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %59 = "stablehlo.dot_general"(%52, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x8xf32>, tensor<48x8xf32>) -> tensor<16x48xf32>
    %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x48xf32>
    %62 = "stablehlo.select"(%32, %59, %61) : (tensor<16x48xi1>, tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg91: tensor<f32>, %arg92: tensor<f32>):
      %536 = "stablehlo.add"(%arg91, %arg92) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%536) : (tensor<f32>) -> ()
    }) : (tensor<16x48xf32>, tensor<f32>) -> tensor<48xf32>
    %65 = "stablehlo.reshape"(%64) : (tensor<48xf32>) -> tensor<1x48xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x48xf32>) -> tensor<48xf32>
    %67 = "stablehlo.dot_general"(%62, %19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x48xf32>, tensor<16x64xf32>) -> tensor<48x64xf32>
    %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<48x64xf32>) -> tensor<64x48xf32>
    %69 = "stablehlo.dot_general"(%62, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x48xf32>, tensor<64x48xf32>) -> tensor<16x64xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %72 = "stablehlo.select"(%22, %69, %71) : (tensor<16x64xi1>, tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %535 = "stablehlo.add"(%arg89, %arg90) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%535) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<64xf32>) -> tensor<1x64xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x64xf32>) -> tensor<64xf32>
    %77 = "stablehlo.dot_general"(%72, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<16x24xf32>) -> tensor<64x24xf32>
    %78 = "stablehlo.transpose"(%77) <{permutation = array<i64: 1, 0>}> : (tensor<64x24xf32>) -> tensor<24x64xf32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80 = "stablehlo.subtract"(%arg32, %79) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %81 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.add"(%80, %81) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %83 = "stablehlo.convert"(%82) : (tensor<i32>) -> tensor<f32>
    %84 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.power"(%83, %84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.subtract"(%86, %85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %92 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %94 = "stablehlo.multiply"(%76, %76) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %95 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %97 = "stablehlo.add"(%94, %96) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %98 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %99 = "stablehlo.multiply"(%98, %arg45) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.subtract"(%100, %87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %103 = "stablehlo.multiply"(%102, %97) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %104 = "stablehlo.add"(%99, %103) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %105 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %107 = "stablehlo.power"(%104, %106) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %108 = "stablehlo.multiply"(%76, %107) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %109 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.subtract"(%arg32, %109) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %111 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %112 = "stablehlo.add"(%110, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = "stablehlo.convert"(%112) : (tensor<i32>) -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.power"(%113, %114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.subtract"(%116, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %124 = "stablehlo.multiply"(%78, %78) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %125 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %127 = "stablehlo.add"(%124, %126) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %128 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %129 = "stablehlo.multiply"(%128, %arg46) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %130 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.subtract"(%130, %117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %133 = "stablehlo.multiply"(%132, %127) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %134 = "stablehlo.add"(%129, %133) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %135 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %137 = "stablehlo.power"(%134, %136) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %138 = "stablehlo.multiply"(%78, %137) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %139 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %140 = "stablehlo.subtract"(%arg32, %139) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %141 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %143 = "stablehlo.convert"(%142) : (tensor<i32>) -> tensor<f32>
    %144 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.power"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.subtract"(%146, %145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %154 = "stablehlo.multiply"(%66, %66) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %157 = "stablehlo.add"(%154, %156) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %158 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %159 = "stablehlo.multiply"(%158, %arg47) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %160 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.subtract"(%160, %147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %163 = "stablehlo.multiply"(%162, %157) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %164 = "stablehlo.add"(%159, %163) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %165 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %167 = "stablehlo.power"(%164, %166) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %168 = "stablehlo.multiply"(%66, %167) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %170 = "stablehlo.subtract"(%arg32, %169) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %171 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %172 = "stablehlo.add"(%170, %171) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.convert"(%172) : (tensor<i32>) -> tensor<f32>
    %174 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.power"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.subtract"(%176, %175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %184 = "stablehlo.multiply"(%68, %68) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %185 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %187 = "stablehlo.add"(%184, %186) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %188 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %189 = "stablehlo.multiply"(%188, %arg48) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %190 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.subtract"(%190, %177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %193 = "stablehlo.multiply"(%192, %187) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %194 = "stablehlo.add"(%189, %193) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %195 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %197 = "stablehlo.power"(%194, %196) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %198 = "stablehlo.multiply"(%68, %197) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %199 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %200 = "stablehlo.subtract"(%arg32, %199) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %201 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.add"(%200, %201) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %203 = "stablehlo.convert"(%202) : (tensor<i32>) -> tensor<f32>
    %204 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.power"(%203, %204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %206 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.subtract"(%206, %205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %214 = "stablehlo.multiply"(%56, %56) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %215 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %217 = "stablehlo.add"(%214, %216) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %219 = "stablehlo.multiply"(%218, %arg49) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %220 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.subtract"(%220, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %223 = "stablehlo.multiply"(%222, %217) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %224 = "stablehlo.add"(%219, %223) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %225 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %227 = "stablehlo.power"(%224, %226) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %228 = "stablehlo.multiply"(%56, %227) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.subtract"(%arg32, %229) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %231 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %232 = "stablehlo.add"(%230, %231) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %233 = "stablehlo.convert"(%232) : (tensor<i32>) -> tensor<f32>
    %234 = "stablehlo.constant"() <{value = dense<-8.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.power"(%233, %234) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %236 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.subtract"(%236, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %242 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %244 = "stablehlo.multiply"(%58, %58) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %245 = "stablehlo.constant"() <{value = dense<1.000000e-30> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %247 = "stablehlo.add"(%244, %246) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %248 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %249 = "stablehlo.multiply"(%248, %arg50) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %250 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.subtract"(%250, %237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %253 = "stablehlo.multiply"(%252, %247) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %254 = "stablehlo.add"(%249, %253) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %255 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %257 = "stablehlo.power"(%254, %256) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %258 = "stablehlo.multiply"(%58, %257) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %259 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.compare"(%arg32, %259) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %261 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %262 = "stablehlo.add"(%arg32, %261) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %263 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %264 = "func.call"(%260, %262, %263) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %265 = "stablehlo.multiply"(%108, %108) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %534 = "stablehlo.add"(%arg87, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%534) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %268 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.divide"(%267, %268) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %270 = "stablehlo.sqrt"(%269) : (tensor<f32>) -> tensor<f32>
    %271 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.divide"(%270, %271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.maximum"(%273, %272) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %276 = "stablehlo.divide"(%108, %275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %277 = "stablehlo.multiply"(%138, %138) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.reduce"(%277, %278) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %533 = "stablehlo.add"(%arg85, %arg86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%533) : (tensor<f32>) -> ()
    }) : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %280 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.divide"(%279, %280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %282 = "stablehlo.sqrt"(%281) : (tensor<f32>) -> tensor<f32>
    %283 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.divide"(%282, %283) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %285 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.maximum"(%285, %284) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %288 = "stablehlo.divide"(%138, %287) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %289 = "stablehlo.multiply"(%168, %168) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %290 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.reduce"(%289, %290) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %532 = "stablehlo.add"(%arg83, %arg84) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%532) : (tensor<f32>) -> ()
    }) : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %292 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.divide"(%291, %292) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %294 = "stablehlo.sqrt"(%293) : (tensor<f32>) -> tensor<f32>
    %295 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.divide"(%294, %295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.maximum"(%297, %296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %300 = "stablehlo.divide"(%168, %299) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %301 = "stablehlo.multiply"(%198, %198) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.reduce"(%301, %302) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %531 = "stablehlo.add"(%arg81, %arg82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%531) : (tensor<f32>) -> ()
    }) : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %304 = "stablehlo.constant"() <{value = dense<3.072000e+03> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.divide"(%303, %304) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %306 = "stablehlo.sqrt"(%305) : (tensor<f32>) -> tensor<f32>
    %307 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.divide"(%306, %307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.maximum"(%309, %308) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %312 = "stablehlo.divide"(%198, %311) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %313 = "stablehlo.multiply"(%228, %228) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.reduce"(%313, %314) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg79: tensor<f32>, %arg80: tensor<f32>):
      %530 = "stablehlo.add"(%arg79, %arg80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%530) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %316 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.divide"(%315, %316) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %318 = "stablehlo.sqrt"(%317) : (tensor<f32>) -> tensor<f32>
    %319 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.divide"(%318, %319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.maximum"(%321, %320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %324 = "stablehlo.divide"(%228, %323) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %325 = "stablehlo.multiply"(%258, %258) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%325, %326) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg77: tensor<f32>, %arg78: tensor<f32>):
      %529 = "stablehlo.add"(%arg77, %arg78) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%529) : (tensor<f32>) -> ()
    }) : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %328 = "stablehlo.constant"() <{value = dense<3.840000e+02> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.divide"(%327, %328) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %330 = "stablehlo.sqrt"(%329) : (tensor<f32>) -> tensor<f32>
    %331 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.divide"(%330, %331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %333 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.maximum"(%333, %332) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %336 = "stablehlo.divide"(%258, %335) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %337 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %339 = "stablehlo.multiply"(%338, %276) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %340 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %342 = "stablehlo.multiply"(%341, %288) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %343 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %345 = "stablehlo.multiply"(%344, %300) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %348 = "stablehlo.multiply"(%347, %312) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %349 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %351 = "stablehlo.multiply"(%350, %324) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %352 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %354 = "stablehlo.multiply"(%353, %336) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %355 = "stablehlo.multiply"(%arg26, %arg26) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.reduce"(%355, %356) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %528 = "stablehlo.add"(%arg75, %arg76) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%528) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %358 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.divide"(%357, %358) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %360 = "stablehlo.sqrt"(%359) : (tensor<f32>) -> tensor<f32>
    %361 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.compare"(%360, %361) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %363 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %365 = "func.call"(%362, %364, %arg26) <{callee = @_where_1}> : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %366 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.compare"(%360, %366) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %368 = "stablehlo.multiply"(%365, %365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %370 = "stablehlo.reduce"(%368, %369) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg73: tensor<f32>, %arg74: tensor<f32>):
      %527 = "stablehlo.add"(%arg73, %arg74) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%527) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %371 = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.divide"(%370, %371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %373 = "stablehlo.sqrt"(%372) : (tensor<f32>) -> tensor<f32>
    %374 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %375 = "func.call"(%367, %374, %373) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %377 = "stablehlo.multiply"(%339, %376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %378 = "stablehlo.multiply"(%arg27, %arg27) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %379 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.reduce"(%378, %379) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg71: tensor<f32>, %arg72: tensor<f32>):
      %526 = "stablehlo.add"(%arg71, %arg72) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%526) : (tensor<f32>) -> ()
    }) : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %381 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %382 = "stablehlo.divide"(%380, %381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %383 = "stablehlo.sqrt"(%382) : (tensor<f32>) -> tensor<f32>
    %384 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.compare"(%383, %384) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %388 = "func.call"(%385, %387, %arg27) <{callee = @_where_3}> : (tensor<i1>, tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.compare"(%383, %389) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %391 = "stablehlo.multiply"(%388, %388) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %392 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.reduce"(%391, %392) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg69: tensor<f32>, %arg70: tensor<f32>):
      %525 = "stablehlo.add"(%arg69, %arg70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%525) : (tensor<f32>) -> ()
    }) : (tensor<24x64xf32>, tensor<f32>) -> tensor<f32>
    %394 = "stablehlo.constant"() <{value = dense<1.536000e+03> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.divide"(%393, %394) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %396 = "stablehlo.sqrt"(%395) : (tensor<f32>) -> tensor<f32>
    %397 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %398 = "func.call"(%390, %397, %396) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %400 = "stablehlo.multiply"(%342, %399) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %401 = "stablehlo.multiply"(%arg28, %arg28) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.reduce"(%401, %402) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %524 = "stablehlo.add"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%524) : (tensor<f32>) -> ()
    }) : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %404 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.divide"(%403, %404) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %406 = "stablehlo.sqrt"(%405) : (tensor<f32>) -> tensor<f32>
    %407 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.compare"(%406, %407) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %409 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %411 = "func.call"(%408, %410, %arg28) <{callee = @_where_4}> : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %412 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.compare"(%406, %412) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %414 = "stablehlo.multiply"(%411, %411) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %523 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%523) : (tensor<f32>) -> ()
    }) : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %417 = "stablehlo.constant"() <{value = dense<4.800000e+01> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.divide"(%416, %417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %419 = "stablehlo.sqrt"(%418) : (tensor<f32>) -> tensor<f32>
    %420 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %421 = "func.call"(%413, %420, %419) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %423 = "stablehlo.multiply"(%345, %422) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %424 = "stablehlo.multiply"(%arg29, %arg29) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.reduce"(%424, %425) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %522 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%522) : (tensor<f32>) -> ()
    }) : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %427 = "stablehlo.constant"() <{value = dense<3.072000e+03> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.divide"(%426, %427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %429 = "stablehlo.sqrt"(%428) : (tensor<f32>) -> tensor<f32>
    %430 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.compare"(%429, %430) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %432 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %434 = "func.call"(%431, %433, %arg29) <{callee = @_where_5}> : (tensor<i1>, tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %435 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.compare"(%429, %435) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %437 = "stablehlo.multiply"(%434, %434) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %438 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.reduce"(%437, %438) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %521 = "stablehlo.add"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%521) : (tensor<f32>) -> ()
    }) : (tensor<64x48xf32>, tensor<f32>) -> tensor<f32>
    %440 = "stablehlo.constant"() <{value = dense<3.072000e+03> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.divide"(%439, %440) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %442 = "stablehlo.sqrt"(%441) : (tensor<f32>) -> tensor<f32>
    %443 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %444 = "func.call"(%436, %443, %442) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %446 = "stablehlo.multiply"(%348, %445) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %447 = "stablehlo.multiply"(%arg30, %arg30) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %520 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%520) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %450 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.divide"(%449, %450) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %452 = "stablehlo.sqrt"(%451) : (tensor<f32>) -> tensor<f32>
    %453 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.compare"(%452, %453) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %455 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %457 = "func.call"(%454, %456, %arg30) <{callee = @_where_6}> : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %458 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %459 = "stablehlo.compare"(%452, %458) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %460 = "stablehlo.multiply"(%457, %457) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.reduce"(%460, %461) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %519 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%519) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %463 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.divide"(%462, %463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %465 = "stablehlo.sqrt"(%464) : (tensor<f32>) -> tensor<f32>
    %466 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %467 = "func.call"(%459, %466, %465) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %469 = "stablehlo.multiply"(%351, %468) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %470 = "stablehlo.multiply"(%arg31, %arg31) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %471 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.reduce"(%470, %471) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %518 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%518) : (tensor<f32>) -> ()
    }) : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %473 = "stablehlo.constant"() <{value = dense<3.840000e+02> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.divide"(%472, %473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %475 = "stablehlo.sqrt"(%474) : (tensor<f32>) -> tensor<f32>
    %476 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.compare"(%475, %476) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %478 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %479 = "stablehlo.broadcast_in_dim"(%478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %480 = "func.call"(%477, %479, %arg31) <{callee = @_where_7}> : (tensor<i1>, tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %481 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.compare"(%475, %481) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %483 = "stablehlo.multiply"(%480, %480) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.reduce"(%483, %484) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %517 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%517) : (tensor<f32>) -> ()
    }) : (tensor<48x8xf32>, tensor<f32>) -> tensor<f32>
    %486 = "stablehlo.constant"() <{value = dense<3.840000e+02> : tensor<f32>}> : () -> tensor<f32>
    %487 = "stablehlo.divide"(%485, %486) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "stablehlo.sqrt"(%487) : (tensor<f32>) -> tensor<f32>
    %489 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %490 = "func.call"(%482, %489, %488) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %492 = "stablehlo.multiply"(%354, %491) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %493 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %495 = "stablehlo.multiply"(%494, %377) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %496 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24x64xf32>
    %498 = "stablehlo.multiply"(%497, %400) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %499 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.broadcast_in_dim"(%499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48xf32>
    %501 = "stablehlo.multiply"(%500, %423) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %502 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x48xf32>
    %504 = "stablehlo.multiply"(%503, %446) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %505 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %507 = "stablehlo.multiply"(%506, %469) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %508 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<48x8xf32>
    %510 = "stablehlo.multiply"(%509, %492) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    %511 = "stablehlo.add"(%arg26, %495) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %512 = "stablehlo.add"(%arg27, %498) : (tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    %513 = "stablehlo.add"(%arg28, %501) : (tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    %514 = "stablehlo.add"(%arg29, %504) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    %515 = "stablehlo.add"(%arg30, %507) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %516 = "stablehlo.add"(%arg31, %510) : (tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    "func.return"(%511, %512, %513, %514, %515, %516, %264, %89, %119, %149, %179, %209, %239, %91, %121, %151, %181, %211, %241, %104, %134, %164, %194, %224, %254, %47) : (tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<64xf32>, tensor<24x64xf32>, tensor<48xf32>, tensor<64x48xf32>, tensor<8xf32>, tensor<48x8xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x64xf32>) -> tensor<16x64xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<16x64xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %14 = "stablehlo.maximum"(%arg25, %13) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    "func.return"(%14) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x48xf32>) -> tensor<16x48xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<16x48xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x48xf32>
    %11 = "stablehlo.maximum"(%arg24, %10) : (tensor<16x48xf32>, tensor<16x48xf32>) -> tensor<16x48xf32>
    "func.return"(%11) : (tensor<16x48xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<i32>, %arg23: tensor<i32>):
    %8 = "stablehlo.select"(%arg21, %arg22, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%8) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<i1>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>):
    %7 = "stablehlo.select"(%arg18, %arg19, %arg20) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    "func.return"(%7) : (tensor<64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<i1>, %arg16: tensor<f32>, %arg17: tensor<f32>):
    %5 = "stablehlo.convert"(%arg16) : (tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.select"(%arg15, %5, %arg17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%6) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<24x64xf32>, %arg14: tensor<24x64xf32>):
    %4 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<24x64xf32>, tensor<24x64xf32>) -> tensor<24x64xf32>
    "func.return"(%4) : (tensor<24x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>, res_attrs = [{}], sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<i1>, %arg10: tensor<48xf32>, %arg11: tensor<48xf32>):
    %3 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<i1>, tensor<48xf32>, tensor<48xf32>) -> tensor<48xf32>
    "func.return"(%3) : (tensor<48xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<64x48xf32>, %arg8: tensor<64x48xf32>):
    %2 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<i1>, tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
    "func.return"(%2) : (tensor<64x48xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, res_attrs = [{}], sym_name = "_where_6", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>):
    %1 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%1) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>, res_attrs = [{}], sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<48x8xf32>, %arg2: tensor<48x8xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<48x8xf32>, tensor<48x8xf32>) -> tensor<48x8xf32>
    "func.return"(%0) : (tensor<48x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
