"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<10x12xf32>, tensor<10x6xf32>) -> (tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['l1']['bias'].value"}, {jax.result_info = "result[0]['l1']['kernel'].value"}, {jax.result_info = "result[0]['l2']['bias'].value"}, {jax.result_info = "result[0]['l2']['kernel'].value"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].mu['l1']['bias'].value"}, {jax.result_info = "result[2][0].mu['l1']['kernel'].value"}, {jax.result_info = "result[2][0].mu['l2']['bias'].value"}, {jax.result_info = "result[2][0].mu['l2']['kernel'].value"}, {jax.result_info = "result[2][0].nu['l1']['bias'].value"}, {jax.result_info = "result[2][0].nu['l1']['kernel'].value"}, {jax.result_info = "result[2][0].nu['l2']['bias'].value"}, {jax.result_info = "result[2][0].nu['l2']['kernel'].value"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<32xf32>, %arg4: tensor<12x32xf32>, %arg5: tensor<6xf32>, %arg6: tensor<32x6xf32>, %arg7: tensor<i32>, %arg8: tensor<32xf32>, %arg9: tensor<12x32xf32>, %arg10: tensor<6xf32>, %arg11: tensor<32x6xf32>, %arg12: tensor<32xf32>, %arg13: tensor<12x32xf32>, %arg14: tensor<6xf32>, %arg15: tensor<32x6xf32>, %arg16: tensor<10x12xf32>, %arg17: tensor<10x6xf32>):
    %1 = "stablehlo.dot_general"(%arg16, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<10x12xf32>, tensor<12x32xf32>) -> tensor<10x32xf32>
    %2 = "stablehlo.reshape"(%arg3) : (tensor<32xf32>) -> tensor<1x32xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<10x32xf32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %5 = "stablehlo.multiply"(%4, %4) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %7 = "stablehlo.multiply"(%4, %4) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %8 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %10 = "stablehlo.multiply"(%9, %7) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %11 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %13 = "stablehlo.multiply"(%12, %6) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %14 = "stablehlo.add"(%4, %13) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %17 = "stablehlo.multiply"(%16, %14) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %18 = "stablehlo.tanh"(%17) : (tensor<10x32xf32>) -> tensor<10x32xf32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %21 = "stablehlo.add"(%20, %18) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %24 = "stablehlo.subtract"(%23, %18) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %25 = "stablehlo.multiply"(%21, %24) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %26 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %28 = "stablehlo.add"(%27, %18) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %31 = "stablehlo.multiply"(%30, %28) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %32 = "stablehlo.multiply"(%4, %31) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %33 = "stablehlo.dot_general"(%32, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<10x32xf32>, tensor<32x6xf32>) -> tensor<10x6xf32>
    %34 = "stablehlo.reshape"(%arg5) : (tensor<6xf32>) -> tensor<1x6xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x6xf32>) -> tensor<10x6xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %37 = "stablehlo.subtract"(%36, %arg17) : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %38 = "stablehlo.multiply"(%37, %37) : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %39 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x6xf32>
    %41 = "stablehlo.multiply"(%40, %37) : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%38, %42) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %239 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%239) : (tensor<f32>) -> ()
    }) : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.divide"(%43, %44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.divide"(%46, %47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x6xf32>
    %50 = "stablehlo.multiply"(%49, %41) : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x6xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %238 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) : (tensor<10x6xf32>, tensor<f32>) -> tensor<6xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<6xf32>) -> tensor<1x6xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x6xf32>) -> tensor<6xf32>
    %55 = "stablehlo.dot_general"(%50, %32) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<10x6xf32>, tensor<10x32xf32>) -> tensor<6x32xf32>
    %56 = "stablehlo.transpose"(%55) <{permutation = array<i64: 1, 0>}> : (tensor<6x32xf32>) -> tensor<32x6xf32>
    %57 = "stablehlo.dot_general"(%50, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<10x6xf32>, tensor<32x6xf32>) -> tensor<10x32xf32>
    %58 = "stablehlo.multiply"(%4, %57) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %59 = "stablehlo.multiply"(%57, %31) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %60 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %62 = "stablehlo.multiply"(%61, %58) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %63 = "stablehlo.multiply"(%62, %25) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %66 = "stablehlo.multiply"(%65, %63) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %67 = "stablehlo.add"(%59, %66) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %68 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10x32xf32>
    %70 = "stablehlo.multiply"(%69, %66) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %71 = "stablehlo.multiply"(%70, %10) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %72 = "stablehlo.add"(%67, %71) : (tensor<10x32xf32>, tensor<10x32xf32>) -> tensor<10x32xf32>
    %73 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %237 = "stablehlo.add"(%arg18, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%237) : (tensor<f32>) -> ()
    }) : (tensor<10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %75 = "stablehlo.reshape"(%74) : (tensor<32xf32>) -> tensor<1x32xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x32xf32>) -> tensor<32xf32>
    %77 = "stablehlo.dot_general"(%72, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<10x32xf32>, tensor<10x12xf32>) -> tensor<32x12xf32>
    %78 = "stablehlo.transpose"(%77) <{permutation = array<i64: 1, 0>}> : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %81 = "stablehlo.multiply"(%80, %76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %84 = "stablehlo.multiply"(%83, %arg8) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %85 = "stablehlo.add"(%81, %84) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %88 = "stablehlo.multiply"(%87, %78) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %91 = "stablehlo.multiply"(%90, %arg9) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %92 = "stablehlo.add"(%88, %91) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %93 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %95 = "stablehlo.multiply"(%94, %54) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %98 = "stablehlo.multiply"(%97, %arg10) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %99 = "stablehlo.add"(%95, %98) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %100 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %102 = "stablehlo.multiply"(%101, %56) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %105 = "stablehlo.multiply"(%104, %arg11) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %106 = "stablehlo.add"(%102, %105) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %107 = "stablehlo.multiply"(%76, %76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %110 = "stablehlo.multiply"(%109, %107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %111 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %113 = "stablehlo.multiply"(%112, %arg12) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %114 = "stablehlo.add"(%110, %113) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %115 = "stablehlo.multiply"(%78, %78) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %118 = "stablehlo.multiply"(%117, %115) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %119 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %121 = "stablehlo.multiply"(%120, %arg13) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %122 = "stablehlo.add"(%118, %121) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %123 = "stablehlo.multiply"(%54, %54) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %126 = "stablehlo.multiply"(%125, %123) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %127 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %129 = "stablehlo.multiply"(%128, %arg14) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %130 = "stablehlo.add"(%126, %129) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %131 = "stablehlo.multiply"(%56, %56) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %132 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %134 = "stablehlo.multiply"(%133, %131) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %135 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %137 = "stablehlo.multiply"(%136, %arg15) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %138 = "stablehlo.add"(%134, %137) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %139 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %140 = "stablehlo.compare"(%arg7, %139) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.add"(%arg7, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %143 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %144 = "func.call"(%140, %142, %143) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %145 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.convert"(%144) : (tensor<i32>) -> tensor<f32>
    %147 = "stablehlo.convert"(%144) : (tensor<i32>) -> tensor<f32>
    %148 = "stablehlo.power"(%145, %147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %149 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.subtract"(%149, %148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %152 = "stablehlo.divide"(%85, %151) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %153 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %154 = "stablehlo.divide"(%92, %153) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %155 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %156 = "stablehlo.divide"(%99, %155) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %157 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %158 = "stablehlo.divide"(%106, %157) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %159 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.convert"(%144) : (tensor<i32>) -> tensor<f32>
    %161 = "stablehlo.convert"(%144) : (tensor<i32>) -> tensor<f32>
    %162 = "stablehlo.power"(%159, %161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.subtract"(%163, %162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %166 = "stablehlo.divide"(%114, %165) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %167 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %168 = "stablehlo.divide"(%122, %167) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %169 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %170 = "stablehlo.divide"(%130, %169) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %171 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %172 = "stablehlo.divide"(%138, %171) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %175 = "stablehlo.add"(%166, %174) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %176 = "stablehlo.sqrt"(%175) : (tensor<32xf32>) -> tensor<32xf32>
    %177 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %179 = "stablehlo.add"(%176, %178) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %180 = "stablehlo.divide"(%152, %179) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %181 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %183 = "stablehlo.add"(%168, %182) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %184 = "stablehlo.sqrt"(%183) : (tensor<12x32xf32>) -> tensor<12x32xf32>
    %185 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %187 = "stablehlo.add"(%184, %186) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %188 = "stablehlo.divide"(%154, %187) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %191 = "stablehlo.add"(%170, %190) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %192 = "stablehlo.sqrt"(%191) : (tensor<6xf32>) -> tensor<6xf32>
    %193 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %195 = "stablehlo.add"(%192, %194) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %196 = "stablehlo.divide"(%156, %195) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %199 = "stablehlo.add"(%172, %198) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %200 = "stablehlo.sqrt"(%199) : (tensor<32x6xf32>) -> tensor<32x6xf32>
    %201 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %203 = "stablehlo.add"(%200, %202) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %204 = "stablehlo.divide"(%158, %203) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %207 = "stablehlo.multiply"(%206, %arg3) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %208 = "stablehlo.add"(%180, %207) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %209 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %211 = "stablehlo.multiply"(%210, %arg4) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %212 = "stablehlo.add"(%188, %211) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %213 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %215 = "stablehlo.multiply"(%214, %arg5) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %216 = "stablehlo.add"(%196, %215) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %217 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %219 = "stablehlo.multiply"(%218, %arg6) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %220 = "stablehlo.add"(%204, %219) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %221 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %223 = "stablehlo.multiply"(%222, %208) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %224 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x32xf32>
    %226 = "stablehlo.multiply"(%225, %212) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %227 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %229 = "stablehlo.multiply"(%228, %216) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %230 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x6xf32>
    %232 = "stablehlo.multiply"(%231, %220) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    %233 = "stablehlo.add"(%arg3, %223) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %234 = "stablehlo.add"(%arg4, %226) : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %235 = "stablehlo.add"(%arg5, %229) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %236 = "stablehlo.add"(%arg6, %232) : (tensor<32x6xf32>, tensor<32x6xf32>) -> tensor<32x6xf32>
    "func.return"(%233, %234, %235, %236, %144, %85, %92, %99, %106, %114, %122, %130, %138, %45) : (tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<6xf32>, tensor<32x6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
