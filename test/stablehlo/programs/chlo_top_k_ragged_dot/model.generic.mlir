"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4x10xf32>, tensor<9x6xf32>, tensor<3x6x5xf32>, tensor<3xi32>) -> (tensor<4x3xf32>, tensor<4x3xi32>, tensor<9x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4x10xf32>, %arg4: tensor<9x6xf32>, %arg5: tensor<3x6x5xf32>, %arg6: tensor<3xi32>):
    %4:2 = "chlo.top_k"(%arg3) <{is_stable = true, k = 3 : i64}> : (tensor<4x10xf32>) -> (tensor<4x3xf32>, tensor<4x3xi32>)
    %5 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<9x6xf32>) -> tensor<3x9x6xf32>
    %6 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x9x6xi32>
    %7 = "func.call"(%arg6) <{callee = @cumsum}> : (tensor<3xi32>) -> tensor<3xi32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %10 = "stablehlo.slice"(%9) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<1xi32>
    %11 = "stablehlo.slice"(%7) <{limit_indices = array<i64: 2>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<3xi32>) -> tensor<2xi32>
    %12 = "stablehlo.concatenate"(%10, %11) <{dimension = 0 : i64}> : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xi32>
    %13 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x9x6xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x9x6xi32>
    %15 = "stablehlo.compare"(%14, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x9x6xi32>, tensor<3x9x6xi32>) -> tensor<3x9x6xi1>
    %16 = "stablehlo.compare"(%6, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x9x6xi32>, tensor<3x9x6xi32>) -> tensor<3x9x6xi1>
    %17 = "stablehlo.and"(%15, %16) : (tensor<3x9x6xi1>, tensor<3x9x6xi1>) -> tensor<3x9x6xi1>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x9x6xf32>
    %20 = "stablehlo.select"(%17, %5, %19) : (tensor<3x9x6xi1>, tensor<3x9x6xf32>, tensor<3x9x6xf32>) -> tensor<3x9x6xf32>
    %21 = "stablehlo.dot_general"(%20, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 0], rhs_contracting_dimensions = [1, 0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x9x6xf32>, tensor<3x6x5xf32>) -> tensor<9x5xf32>
    "func.return"(%4#0, %4#1, %21) : (tensor<4x3xf32>, tensor<4x3xi32>, tensor<9x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>) -> tensor<3xi32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3xi32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%3) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%2) : (tensor<3xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
