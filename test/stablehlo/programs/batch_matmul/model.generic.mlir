"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4x5xf32>, tensor<3x5x6xf32>, tensor<7x5xf32>) -> (tensor<3x4x6xf32>, tensor<4x7xf32>, tensor<3x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x5x6xf32>, %arg2: tensor<7x5xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x4x5xf32>, tensor<3x5x6xf32>) -> tensor<3x4x6xf32>
    %1 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 1, 4, 5>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>) -> tensor<1x4x5xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %3 = "stablehlo.dot_general"(%2, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x5xf32>, tensor<7x5xf32>) -> tensor<4x7xf32>
    %4 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 1, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x5xf32>) -> tensor<5xf32>
    %6 = "stablehlo.dot_general"(%arg0, %5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x4x5xf32>, tensor<5xf32>) -> tensor<3x4xf32>
    "func.return"(%0, %3, %6) : (tensor<3x4x6xf32>, tensor<4x7xf32>, tensor<3x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
