"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<4x16x16x3xf32>) -> tensor<4x10xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<8xf32>, %arg11: tensor<3x3x3x8xf32>, %arg12: tensor<16xf32>, %arg13: tensor<3x3x8x16xf32>, %arg14: tensor<10xf32>, %arg15: tensor<16x10xf32>, %arg16: tensor<4x16x16x3xf32>):
    %6 = "stablehlo.convolution"(%arg16, %arg11) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x16x16x8xf32>
    %7 = "stablehlo.reshape"(%arg10) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %10 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %13 = "stablehlo.subtract"(%9, %12) : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %14 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %16 = "stablehlo.add"(%11, %15) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %17 = "stablehlo.rsqrt"(%16) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %18 = "stablehlo.reshape"(%arg7) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %19 = "stablehlo.multiply"(%17, %18) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %21 = "stablehlo.multiply"(%13, %20) : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %22 = "stablehlo.reshape"(%arg6) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x16x16x8xf32>
    %24 = "stablehlo.add"(%21, %23) : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %25 = "func.call"(%24) <{callee = @relu}> : (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.reduce_window"(%25, %27) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %62 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%62) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16x8xf32>, tensor<f32>) -> tensor<4x8x8x8xf32>
    %29 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %31 = "stablehlo.divide"(%28, %30) : (tensor<4x8x8x8xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x8x8xf32>
    %32 = "stablehlo.convolution"(%31, %arg13) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<4x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x4x4x16xf32>
    %33 = "stablehlo.reshape"(%arg12) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %35 = "stablehlo.add"(%32, %34) : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %36 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 3>}> : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %39 = "stablehlo.subtract"(%35, %38) : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %40 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %42 = "stablehlo.add"(%37, %41) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %43 = "stablehlo.rsqrt"(%42) : (tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %44 = "stablehlo.reshape"(%arg9) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %45 = "stablehlo.multiply"(%43, %44) : (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %47 = "stablehlo.multiply"(%39, %46) : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %48 = "stablehlo.reshape"(%arg8) : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x16xf32>) -> tensor<4x4x4x16xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %51 = "func.call"(%50) <{callee = @relu_0}> : (tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %52 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %53 = "stablehlo.reduce"(%51, %52) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %61 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%61) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %54 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %56 = "stablehlo.divide"(%53, %55) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %57 = "stablehlo.dot_general"(%56, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16xf32>, tensor<16x10xf32>) -> tensor<4x10xf32>
    %58 = "stablehlo.reshape"(%arg14) : (tensor<10xf32>) -> tensor<1x10xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %60 = "stablehlo.add"(%57, %59) : (tensor<4x10xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    "func.return"(%60) : (tensor<4x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x16x16x8xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %5 = "stablehlo.maximum"(%arg1, %4) : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    "func.return"(%5) : (tensor<4x16x16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>, res_attrs = [{}], sym_name = "relu_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4x4x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    "func.return"(%2) : (tensor<4x4x4x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
