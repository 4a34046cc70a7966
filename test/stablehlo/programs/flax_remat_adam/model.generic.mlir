"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<8x4xf32>) -> (tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['CheckpointDense_0']['bias']"}, {jax.result_info = "result[0]['CheckpointDense_0']['kernel']"}, {jax.result_info = "result[0]['CheckpointDense_1']['bias']"}, {jax.result_info = "result[0]['CheckpointDense_1']['kernel']"}, {jax.result_info = "result[0]['CheckpointDense_2']['bias']"}, {jax.result_info = "result[0]['CheckpointDense_2']['kernel']"}, {jax.result_info = "result[0]['CheckpointDense_3']['bias']"}, {jax.result_info = "result[0]['CheckpointDense_3']['kernel']"}, {jax.result_info = "result[2][0].count"}, {jax.result_info = "result[2][0].mu['CheckpointDense_0']['bias']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_0']['kernel']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_1']['bias']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_1']['kernel']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_2']['bias']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_2']['kernel']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_3']['bias']"}, {jax.result_info = "result[2][0].mu['CheckpointDense_3']['kernel']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_0']['bias']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_0']['kernel']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_1']['bias']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_1']['kernel']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_2']['bias']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_2']['kernel']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_3']['bias']"}, {jax.result_info = "result[2][0].nu['CheckpointDense_3']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<32xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<4xf32>, %arg10: tensor<32x4xf32>, %arg11: tensor<i32>, %arg12: tensor<32xf32>, %arg13: tensor<16x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<4xf32>, %arg19: tensor<32x4xf32>, %arg20: tensor<32xf32>, %arg21: tensor<16x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<4xf32>, %arg27: tensor<32x4xf32>, %arg28: tensor<8x16xf32>, %arg29: tensor<8x4xf32>):
    %1 = "stablehlo.dot_general"(%arg28, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = "stablehlo.reshape"(%arg3) : (tensor<32xf32>) -> tensor<1x32xf32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = "stablehlo.tanh"(%4) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %8 = "stablehlo.add"(%7, %5) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %11 = "stablehlo.subtract"(%10, %5) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %12 = "stablehlo.multiply"(%8, %11) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = "stablehlo.dot_general"(%5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %14 = "stablehlo.reshape"(%arg5) : (tensor<32xf32>) -> tensor<1x32xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %16 = "stablehlo.add"(%13, %15) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %17 = "stablehlo.tanh"(%16) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %20 = "stablehlo.add"(%19, %17) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %23 = "stablehlo.subtract"(%22, %17) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = "stablehlo.multiply"(%20, %23) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %25 = "stablehlo.dot_general"(%17, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %26 = "stablehlo.reshape"(%arg7) : (tensor<32xf32>) -> tensor<1x32xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = "stablehlo.tanh"(%28) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %32 = "stablehlo.add"(%31, %29) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %35 = "stablehlo.subtract"(%34, %29) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %36 = "stablehlo.multiply"(%32, %35) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %37 = "stablehlo.dot_general"(%29, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %38 = "stablehlo.reshape"(%arg9) : (tensor<4xf32>) -> tensor<1x4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %40 = "stablehlo.add"(%37, %39) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %41 = "stablehlo.subtract"(%40, %arg29) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %42 = "stablehlo.multiply"(%41, %41) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %43 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %45 = "stablehlo.multiply"(%44, %41) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %46 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.reduce"(%42, %46) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %359 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%359) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.divide"(%47, %48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.divide"(%50, %51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %54 = "stablehlo.multiply"(%53, %45) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %55:3 = "stablehlo.optimization_barrier"(%arg10, %29, %54) : (tensor<32x4xf32>, tensor<8x32xf32>, tensor<8x4xf32>) -> (tensor<32x4xf32>, tensor<8x32xf32>, tensor<8x4xf32>)
    %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.reduce"(%55#2, %56) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %358 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%358) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<4xf32>) -> tensor<1x4xf32>
    %59 = "stablehlo.reshape"(%58) : (tensor<1x4xf32>) -> tensor<4xf32>
    %60 = "stablehlo.dot_general"(%55#2, %55#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %62 = "stablehlo.dot_general"(%55#2, %55#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %63 = "stablehlo.multiply"(%62, %36) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %64:3 = "stablehlo.optimization_barrier"(%arg8, %17, %63) : (tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> (tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>)
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.reduce"(%64#2, %65) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %357 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%357) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %67 = "stablehlo.reshape"(%66) : (tensor<32xf32>) -> tensor<1x32xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<1x32xf32>) -> tensor<32xf32>
    %69 = "stablehlo.dot_general"(%64#2, %64#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %70 = "stablehlo.transpose"(%69) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %71 = "stablehlo.dot_general"(%64#2, %64#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %72 = "stablehlo.multiply"(%71, %24) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %73:3 = "stablehlo.optimization_barrier"(%arg6, %5, %72) : (tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> (tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>)
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%73#2, %74) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %356 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%356) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<32xf32>) -> tensor<1x32xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1x32xf32>) -> tensor<32xf32>
    %78 = "stablehlo.dot_general"(%73#2, %73#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %79 = "stablehlo.transpose"(%78) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = "stablehlo.dot_general"(%73#2, %73#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %81 = "stablehlo.multiply"(%80, %12) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %82:2 = "stablehlo.optimization_barrier"(%arg28, %81) : (tensor<8x16xf32>, tensor<8x32xf32>) -> (tensor<8x16xf32>, tensor<8x32xf32>)
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%82#1, %83) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %355 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%355) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %85 = "stablehlo.reshape"(%84) : (tensor<32xf32>) -> tensor<1x32xf32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1x32xf32>) -> tensor<32xf32>
    %87 = "stablehlo.dot_general"(%82#1, %82#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %88 = "stablehlo.transpose"(%87) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %89 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %91 = "stablehlo.multiply"(%90, %86) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %92 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %94 = "stablehlo.multiply"(%93, %arg12) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %95 = "stablehlo.add"(%91, %94) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %98 = "stablehlo.multiply"(%97, %88) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %101 = "stablehlo.multiply"(%100, %arg13) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %102 = "stablehlo.add"(%98, %101) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %105 = "stablehlo.multiply"(%104, %77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %108 = "stablehlo.multiply"(%107, %arg14) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %109 = "stablehlo.add"(%105, %108) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %112 = "stablehlo.multiply"(%111, %79) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %115 = "stablehlo.multiply"(%114, %arg15) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %116 = "stablehlo.add"(%112, %115) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %119 = "stablehlo.multiply"(%118, %68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %120 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %122 = "stablehlo.multiply"(%121, %arg16) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %123 = "stablehlo.add"(%119, %122) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %126 = "stablehlo.multiply"(%125, %70) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %129 = "stablehlo.multiply"(%128, %arg17) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %130 = "stablehlo.add"(%126, %129) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %133 = "stablehlo.multiply"(%132, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %134 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %136 = "stablehlo.multiply"(%135, %arg18) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %137 = "stablehlo.add"(%133, %136) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %140 = "stablehlo.multiply"(%139, %61) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %143 = "stablehlo.multiply"(%142, %arg19) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %144 = "stablehlo.add"(%140, %143) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %145 = "stablehlo.multiply"(%86, %86) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %148 = "stablehlo.multiply"(%147, %145) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %149 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %151 = "stablehlo.multiply"(%150, %arg20) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %152 = "stablehlo.add"(%148, %151) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %153 = "stablehlo.multiply"(%88, %88) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %154 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %156 = "stablehlo.multiply"(%155, %153) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %157 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %159 = "stablehlo.multiply"(%158, %arg21) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %160 = "stablehlo.add"(%156, %159) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %161 = "stablehlo.multiply"(%77, %77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %164 = "stablehlo.multiply"(%163, %161) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %165 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %167 = "stablehlo.multiply"(%166, %arg22) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %168 = "stablehlo.add"(%164, %167) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %169 = "stablehlo.multiply"(%79, %79) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %172 = "stablehlo.multiply"(%171, %169) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %175 = "stablehlo.multiply"(%174, %arg23) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = "stablehlo.add"(%172, %175) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = "stablehlo.multiply"(%68, %68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %178 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %180 = "stablehlo.multiply"(%179, %177) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %181 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %183 = "stablehlo.multiply"(%182, %arg24) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %184 = "stablehlo.add"(%180, %183) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %185 = "stablehlo.multiply"(%70, %70) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %188 = "stablehlo.multiply"(%187, %185) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %189 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %191 = "stablehlo.multiply"(%190, %arg25) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %192 = "stablehlo.add"(%188, %191) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %193 = "stablehlo.multiply"(%59, %59) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %194 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %196 = "stablehlo.multiply"(%195, %193) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %197 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %199 = "stablehlo.multiply"(%198, %arg26) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %200 = "stablehlo.add"(%196, %199) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %201 = "stablehlo.multiply"(%61, %61) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %202 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %204 = "stablehlo.multiply"(%203, %201) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %207 = "stablehlo.multiply"(%206, %arg27) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %208 = "stablehlo.add"(%204, %207) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %209 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %210 = "stablehlo.compare"(%arg11, %209) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %212 = "stablehlo.add"(%arg11, %211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %213 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %214 = "func.call"(%210, %212, %213) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %215 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.convert"(%214) : (tensor<i32>) -> tensor<f32>
    %217 = "stablehlo.convert"(%214) : (tensor<i32>) -> tensor<f32>
    %218 = "stablehlo.power"(%215, %217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %219 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %220 = "stablehlo.subtract"(%219, %218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %222 = "stablehlo.divide"(%95, %221) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %223 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %224 = "stablehlo.divide"(%102, %223) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %225 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %226 = "stablehlo.divide"(%109, %225) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %227 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %228 = "stablehlo.divide"(%116, %227) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %229 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %230 = "stablehlo.divide"(%123, %229) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %231 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %232 = "stablehlo.divide"(%130, %231) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %234 = "stablehlo.divide"(%137, %233) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %235 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %236 = "stablehlo.divide"(%144, %235) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %237 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.convert"(%214) : (tensor<i32>) -> tensor<f32>
    %239 = "stablehlo.convert"(%214) : (tensor<i32>) -> tensor<f32>
    %240 = "stablehlo.power"(%237, %239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.subtract"(%241, %240) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %244 = "stablehlo.divide"(%152, %243) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %245 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %246 = "stablehlo.divide"(%160, %245) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %247 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %248 = "stablehlo.divide"(%168, %247) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %249 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %250 = "stablehlo.divide"(%176, %249) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %251 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %252 = "stablehlo.divide"(%184, %251) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %253 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %254 = "stablehlo.divide"(%192, %253) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %255 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %256 = "stablehlo.divide"(%200, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %258 = "stablehlo.divide"(%208, %257) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %261 = "stablehlo.add"(%244, %260) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %262 = "stablehlo.sqrt"(%261) : (tensor<32xf32>) -> tensor<32xf32>
    %263 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %265 = "stablehlo.add"(%262, %264) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %266 = "stablehlo.divide"(%222, %265) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %269 = "stablehlo.add"(%246, %268) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %270 = "stablehlo.sqrt"(%269) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %271 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %273 = "stablehlo.add"(%270, %272) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %274 = "stablehlo.divide"(%224, %273) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %275 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %277 = "stablehlo.add"(%248, %276) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %278 = "stablehlo.sqrt"(%277) : (tensor<32xf32>) -> tensor<32xf32>
    %279 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %281 = "stablehlo.add"(%278, %280) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %282 = "stablehlo.divide"(%226, %281) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %283 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %285 = "stablehlo.add"(%250, %284) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = "stablehlo.sqrt"(%285) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %287 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %289 = "stablehlo.add"(%286, %288) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %290 = "stablehlo.divide"(%228, %289) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %293 = "stablehlo.add"(%252, %292) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %294 = "stablehlo.sqrt"(%293) : (tensor<32xf32>) -> tensor<32xf32>
    %295 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %297 = "stablehlo.add"(%294, %296) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %298 = "stablehlo.divide"(%230, %297) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %301 = "stablehlo.add"(%254, %300) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %302 = "stablehlo.sqrt"(%301) : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %303 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %305 = "stablehlo.add"(%302, %304) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %306 = "stablehlo.divide"(%232, %305) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %307 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %308 = "stablehlo.broadcast_in_dim"(%307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %309 = "stablehlo.add"(%256, %308) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %310 = "stablehlo.sqrt"(%309) : (tensor<4xf32>) -> tensor<4xf32>
    %311 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %313 = "stablehlo.add"(%310, %312) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %314 = "stablehlo.divide"(%234, %313) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %315 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %317 = "stablehlo.add"(%258, %316) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %318 = "stablehlo.sqrt"(%317) : (tensor<32x4xf32>) -> tensor<32x4xf32>
    %319 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %321 = "stablehlo.add"(%318, %320) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %322 = "stablehlo.divide"(%236, %321) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %323 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %325 = "stablehlo.multiply"(%324, %266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %326 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %328 = "stablehlo.multiply"(%327, %274) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %329 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %331 = "stablehlo.multiply"(%330, %282) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %332 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %334 = "stablehlo.multiply"(%333, %290) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %335 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %337 = "stablehlo.multiply"(%336, %298) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %338 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %340 = "stablehlo.multiply"(%339, %306) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %341 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %343 = "stablehlo.multiply"(%342, %314) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %344 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %346 = "stablehlo.multiply"(%345, %322) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %347 = "stablehlo.add"(%arg3, %325) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %348 = "stablehlo.add"(%arg4, %328) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %349 = "stablehlo.add"(%arg5, %331) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %350 = "stablehlo.add"(%arg6, %334) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %351 = "stablehlo.add"(%arg7, %337) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %352 = "stablehlo.add"(%arg8, %340) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %353 = "stablehlo.add"(%arg9, %343) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %354 = "stablehlo.add"(%arg10, %346) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    "func.return"(%347, %348, %349, %350, %351, %352, %353, %354, %214, %95, %102, %109, %116, %123, %130, %137, %144, %152, %160, %168, %176, %184, %192, %200, %208, %49) : (tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
