"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>, tensor<2x5x5x4xf32>) -> (tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x9x9x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<2x5x5x4xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg2) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x9x9x3xf32>, tensor<2x5x5x4xf32>) -> tensor<3x3x3x4xf32>
    %1 = "stablehlo.reverse"(%arg1) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %2 = "stablehlo.convolution"(%arg2, %1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x5x5x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x9x9x3xf32>
    "func.return"(%2, %0) : (tensor<2x9x9x3xf32>, tensor<3x3x3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
