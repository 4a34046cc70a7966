"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<16x12xf32>, tensor<16x8xf32>) -> (tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Dense_1']['bias']"}, {jax.result_info = "result[0]['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Dense_2']['bias']"}, {jax.result_info = "result[0]['Dense_2']['kernel']"}, {jax.result_info = "result[2][1][0].count"}, {jax.result_info = "result[2][1][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[2][1][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[2][1][0].mu['Dense_1']['bias']"}, {jax.result_info = "result[2][1][0].mu['Dense_1']['kernel']"}, {jax.result_info = "result[2][1][0].mu['Dense_2']['bias']"}, {jax.result_info = "result[2][1][0].mu['Dense_2']['kernel']"}, {jax.result_info = "result[2][1][2].count"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<32xf32>, %arg11: tensor<12x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<8xf32>, %arg15: tensor<32x8xf32>, %arg16: tensor<i32>, %arg17: tensor<32xf32>, %arg18: tensor<12x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x32xf32>, %arg21: tensor<8xf32>, %arg22: tensor<32x8xf32>, %arg23: tensor<i32>, %arg24: tensor<16x12xf32>, %arg25: tensor<16x8xf32>):
    %10 = "stablehlo.dot_general"(%arg24, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x12xf32>, tensor<12x32xf32>) -> tensor<16x32xf32>
    %11 = "stablehlo.reshape"(%arg10) : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %13 = "stablehlo.add"(%10, %12) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = "func.call"(%13) <{callee = @relu}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %20 = "stablehlo.dot_general"(%14, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = "stablehlo.reshape"(%arg12) : (tensor<32xf32>) -> tensor<1x32xf32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %23 = "stablehlo.add"(%20, %22) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %24 = "func.call"(%23) <{callee = @relu}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %27 = "stablehlo.compare"(%23, %26) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xi1>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %30 = "stablehlo.dot_general"(%24, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %31 = "stablehlo.reshape"(%arg14) : (tensor<8xf32>) -> tensor<1x8xf32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %34 = "stablehlo.subtract"(%33, %arg25) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %35 = "stablehlo.multiply"(%34, %34) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %36 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %38 = "stablehlo.multiply"(%37, %34) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%35, %39) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %356 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%356) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.divide"(%40, %41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %43 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.divide"(%43, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %47 = "stablehlo.multiply"(%46, %38) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47, %48) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %355 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%355) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %50 = "stablehlo.reshape"(%49) : (tensor<8xf32>) -> tensor<1x8xf32>
    %51 = "stablehlo.reshape"(%50) : (tensor<1x8xf32>) -> tensor<8xf32>
    %52 = "stablehlo.dot_general"(%47, %24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x8xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %53 = "stablehlo.transpose"(%52) <{permutation = array<i64: 1, 0>}> : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %54 = "stablehlo.dot_general"(%47, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x8xf32>, tensor<32x8xf32>) -> tensor<16x32xf32>
    %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %57 = "stablehlo.select"(%27, %54, %56) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %354 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%354) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %60 = "stablehlo.reshape"(%59) : (tensor<32xf32>) -> tensor<1x32xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<1x32xf32>) -> tensor<32xf32>
    %62 = "stablehlo.dot_general"(%57, %14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %63 = "stablehlo.transpose"(%62) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %64 = "stablehlo.dot_general"(%57, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %67 = "stablehlo.select"(%17, %64, %66) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%67, %68) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %353 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %70 = "stablehlo.reshape"(%69) : (tensor<32xf32>) -> tensor<1x32xf32>
    %71 = "stablehlo.reshape"(%70) : (tensor<1x32xf32>) -> tensor<32xf32>
    %72 = "stablehlo.dot_general"(%67, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<16x12xf32>) -> tensor<32x12xf32>
    %73 = "stablehlo.transpose"(%72) <{permutation = array<i64: 1, 0>}> : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %74 = "chlo.square"(%71) : (tensor<32xf32>) -> tensor<32xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %77 = "chlo.square"(%76) : (tensor<32xf32>) -> tensor<32xf32>
    %78 = "stablehlo.add"(%74, %77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %79 = "chlo.square"(%73) : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %82 = "chlo.square"(%81) : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %83 = "stablehlo.add"(%79, %82) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %84 = "chlo.square"(%61) : (tensor<32xf32>) -> tensor<32xf32>
    %85 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %87 = "chlo.square"(%86) : (tensor<32xf32>) -> tensor<32xf32>
    %88 = "stablehlo.add"(%84, %87) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %89 = "chlo.square"(%63) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %92 = "chlo.square"(%91) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = "stablehlo.add"(%89, %92) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %94 = "chlo.square"(%51) : (tensor<8xf32>) -> tensor<8xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %97 = "chlo.square"(%96) : (tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.add"(%94, %97) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "chlo.square"(%53) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %102 = "chlo.square"(%101) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %103 = "stablehlo.add"(%99, %102) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.reduce"(%78, %104) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %352 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%352) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.reduce"(%83, %106) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %351 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%351) : (tensor<f32>) -> ()
    }) : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.reduce"(%88, %108) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %350 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%350) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %110 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.reduce"(%93, %110) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %349 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%349) : (tensor<f32>) -> ()
    }) : (tensor<32x32xf32>, tensor<f32>) -> tensor<f32>
    %112 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.reduce"(%98, %112) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %348 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%348) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %114 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.reduce"(%103, %114) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %347 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%347) : (tensor<f32>) -> ()
    }) : (tensor<32x8xf32>, tensor<f32>) -> tensor<f32>
    %116 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.add"(%116, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %118 = "stablehlo.add"(%117, %107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %119 = "stablehlo.add"(%118, %109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %120 = "stablehlo.add"(%119, %111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %121 = "stablehlo.add"(%120, %113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "stablehlo.add"(%121, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %123 = "stablehlo.sqrt"(%122) : (tensor<f32>) -> tensor<f32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.compare"(%123, %124) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %126 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %127 = "stablehlo.divide"(%71, %126) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %130 = "stablehlo.multiply"(%127, %129) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %131 = "stablehlo.select"(%125, %71, %130) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %132 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %133 = "stablehlo.divide"(%73, %132) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %134 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %136 = "stablehlo.multiply"(%133, %135) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %137 = "stablehlo.select"(%125, %73, %136) : (tensor<i1>, tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %138 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %139 = "stablehlo.divide"(%61, %138) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %140 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %142 = "stablehlo.multiply"(%139, %141) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %143 = "stablehlo.select"(%125, %61, %142) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %144 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %145 = "stablehlo.divide"(%63, %144) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %148 = "stablehlo.multiply"(%145, %147) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = "stablehlo.select"(%125, %63, %148) : (tensor<i1>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %151 = "stablehlo.divide"(%51, %150) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %154 = "stablehlo.multiply"(%151, %153) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %155 = "stablehlo.select"(%125, %51, %154) : (tensor<i1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %156 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %157 = "stablehlo.divide"(%53, %156) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %160 = "stablehlo.multiply"(%157, %159) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %161 = "stablehlo.select"(%125, %53, %160) : (tensor<i1>, tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %164 = "stablehlo.multiply"(%163, %131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %167 = "stablehlo.multiply"(%166, %arg17) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %168 = "stablehlo.add"(%164, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %169 = "stablehlo.sign"(%168) : (tensor<32xf32>) -> tensor<32xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %172 = "stablehlo.multiply"(%171, %137) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %175 = "stablehlo.multiply"(%174, %arg18) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %176 = "stablehlo.add"(%172, %175) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %177 = "stablehlo.sign"(%176) : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %178 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %180 = "stablehlo.multiply"(%179, %143) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %181 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %183 = "stablehlo.multiply"(%182, %arg19) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %184 = "stablehlo.add"(%180, %183) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %185 = "stablehlo.sign"(%184) : (tensor<32xf32>) -> tensor<32xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %188 = "stablehlo.multiply"(%187, %149) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %191 = "stablehlo.multiply"(%190, %arg20) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %192 = "stablehlo.add"(%188, %191) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %193 = "stablehlo.sign"(%192) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %196 = "stablehlo.multiply"(%195, %155) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %199 = "stablehlo.multiply"(%198, %arg21) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %200 = "stablehlo.add"(%196, %199) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %201 = "stablehlo.sign"(%200) : (tensor<8xf32>) -> tensor<8xf32>
    %202 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %204 = "stablehlo.multiply"(%203, %161) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %207 = "stablehlo.multiply"(%206, %arg22) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %208 = "stablehlo.add"(%204, %207) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %209 = "stablehlo.sign"(%208) : (tensor<32x8xf32>) -> tensor<32x8xf32>
    %210 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %212 = "stablehlo.multiply"(%211, %131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %213 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %215 = "stablehlo.multiply"(%214, %arg17) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %216 = "stablehlo.add"(%212, %215) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %217 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %219 = "stablehlo.multiply"(%218, %137) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %220 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %222 = "stablehlo.multiply"(%221, %arg18) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %223 = "stablehlo.add"(%219, %222) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %224 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %226 = "stablehlo.multiply"(%225, %143) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %227 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %229 = "stablehlo.multiply"(%228, %arg19) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %230 = "stablehlo.add"(%226, %229) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %233 = "stablehlo.multiply"(%232, %149) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %234 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %236 = "stablehlo.multiply"(%235, %arg20) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = "stablehlo.add"(%233, %236) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %238 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %240 = "stablehlo.multiply"(%239, %155) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %241 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %243 = "stablehlo.multiply"(%242, %arg21) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %244 = "stablehlo.add"(%240, %243) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %247 = "stablehlo.multiply"(%246, %161) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %248 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %250 = "stablehlo.multiply"(%249, %arg22) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %251 = "stablehlo.add"(%247, %250) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %252 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %253 = "stablehlo.compare"(%arg16, %252) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %254 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %255 = "stablehlo.add"(%arg16, %254) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %256 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %257 = "func.call"(%253, %255, %256) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %258 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %260 = "stablehlo.multiply"(%259, %arg10) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %261 = "stablehlo.add"(%169, %260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %262 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %264 = "stablehlo.multiply"(%263, %arg11) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %265 = "stablehlo.add"(%177, %264) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %266 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %268 = "stablehlo.multiply"(%267, %arg12) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %269 = "stablehlo.add"(%185, %268) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %270 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %272 = "stablehlo.multiply"(%271, %arg13) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %273 = "stablehlo.add"(%193, %272) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %274 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %276 = "stablehlo.multiply"(%275, %arg14) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %277 = "stablehlo.add"(%201, %276) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %280 = "stablehlo.multiply"(%279, %arg15) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %281 = "stablehlo.add"(%209, %280) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %282 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %283 = "stablehlo.subtract"(%arg23, %282) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %284 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %285 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %286 = "func.call"(%283, %284, %285) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %287 = "stablehlo.convert"(%286) : (tensor<i32>) -> tensor<f32>
    %288 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.divide"(%287, %288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %290 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.subtract"(%290, %289) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %292 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.multiply"(%292, %291) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %294 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.add"(%293, %294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %296 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %297 = "stablehlo.compare"(%arg23, %296) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.subtract"(%arg23, %298) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %300 = "stablehlo.convert"(%299) : (tensor<i32>) -> tensor<f32>
    %301 = "stablehlo.constant"() <{value = dense<9.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %302 = "stablehlo.minimum"(%300, %301) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %303 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.multiply"(%303, %302) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %305 = "stablehlo.constant"() <{value = dense<9.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.divide"(%304, %305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %307 = "stablehlo.cosine"(%306) : (tensor<f32>) -> tensor<f32>
    %308 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.add"(%308, %307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %310 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.multiply"(%310, %309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %312 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.power"(%311, %312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %314 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.multiply"(%314, %313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.add"(%315, %316) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %318 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.multiply"(%318, %317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "func.call"(%297, %295, %319) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.multiply"(%321, %320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %324 = "stablehlo.multiply"(%323, %261) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %325 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %326 = "stablehlo.multiply"(%325, %265) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %327 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %328 = "stablehlo.multiply"(%327, %269) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %329 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %330 = "stablehlo.multiply"(%329, %273) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %331 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %332 = "stablehlo.multiply"(%331, %277) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %333 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x8xf32>
    %334 = "stablehlo.multiply"(%333, %281) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %335 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %336 = "stablehlo.compare"(%arg23, %335) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %338 = "stablehlo.add"(%arg23, %337) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %339 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %340 = "func.call"(%336, %338, %339) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %341 = "stablehlo.add"(%arg10, %324) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %342 = "stablehlo.add"(%arg11, %326) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %343 = "stablehlo.add"(%arg12, %328) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %344 = "stablehlo.add"(%arg13, %330) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %345 = "stablehlo.add"(%arg14, %332) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %346 = "stablehlo.add"(%arg15, %334) : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    "func.return"(%341, %342, %343, %344, %345, %346, %257, %216, %223, %230, %237, %244, %251, %340, %42) : (tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<i32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<16x32xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %9 = "stablehlo.maximum"(%arg9, %8) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%9) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<i32>, %arg8: tensor<i32>):
    %6 = "stablehlo.select"(%arg6, %arg7, %arg8) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%6) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
    %2 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.maximum"(%2, %arg3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.convert"(%arg5) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.minimum"(%4, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%5) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.select"(%arg0, %arg1, %0) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
