"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4x6x7xf32>, tensor<6x2x3x2xf32>, tensor<3x6x6x4xf32>) -> (tensor<3x4x6x7xf32>, tensor<6x2x3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4x6x7xf32>, %arg1: tensor<6x2x3x2xf32>, %arg2: tensor<3x6x6x4xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg2) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<3x4x6x7xf32>, tensor<3x6x6x4xf32>) -> tensor<6x2x3x2xf32>
    %1 = "stablehlo.reshape"(%arg1) : (tensor<6x2x3x2xf32>) -> tensor<2x3x2x3x2xf32>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 1, 0, 2, 3, 4>}> : (tensor<2x3x2x3x2xf32>) -> tensor<3x2x2x3x2xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<3x2x2x3x2xf32>) -> tensor<3x4x3x2xf32>
    %4 = "stablehlo.reverse"(%3) <{dimensions = array<i64: 2, 3>}> : (tensor<3x4x3x2xf32>) -> tensor<3x4x3x2xf32>
    %5 = "stablehlo.convolution"(%arg2, %4) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 2>, padding = dense<[[1, 1], [1, 0]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<3x6x6x4xf32>, tensor<3x4x3x2xf32>) -> tensor<3x4x6x7xf32>
    "func.return"(%5, %0) : (tensor<3x4x6x7xf32>, tensor<6x2x3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
