"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8x16xf32>, tensor<16x4xf32>, tensor<5x8xf32>, tensor<5x4xf32>) -> (tensor<8x16xf32>, tensor<16x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<5x8xf32>, %arg3: tensor<5x4xf32>):
    %0 = "stablehlo.dot_general"(%arg2, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x8xf32>, tensor<8x16xf32>) -> tensor<5x16xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<5x16xf32>) -> tensor<5x16xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x16xf32>
    %4 = "stablehlo.add"(%3, %1) : (tensor<5x16xf32>, tensor<5x16xf32>) -> tensor<5x16xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x16xf32>
    %7 = "stablehlo.subtract"(%6, %1) : (tensor<5x16xf32>, tensor<5x16xf32>) -> tensor<5x16xf32>
    %8 = "stablehlo.multiply"(%4, %7) : (tensor<5x16xf32>, tensor<5x16xf32>) -> tensor<5x16xf32>
    %9 = "stablehlo.dot_general"(%1, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x16xf32>, tensor<16x4xf32>) -> tensor<5x4xf32>
    %10 = "stablehlo.subtract"(%9, %arg3) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %13 = "stablehlo.multiply"(%12, %10) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.constant"() <{value = dense<2.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.divide"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %18 = "stablehlo.multiply"(%17, %13) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %19 = "stablehlo.dot_general"(%18, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x4xf32>, tensor<5x16xf32>) -> tensor<4x16xf32>
    %20 = "stablehlo.transpose"(%19) <{permutation = array<i64: 1, 0>}> : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %21 = "stablehlo.dot_general"(%18, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x4xf32>, tensor<16x4xf32>) -> tensor<5x16xf32>
    %22 = "stablehlo.multiply"(%21, %8) : (tensor<5x16xf32>, tensor<5x16xf32>) -> tensor<5x16xf32>
    %23 = "stablehlo.dot_general"(%22, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<5x16xf32>, tensor<5x8xf32>) -> tensor<16x8xf32>
    %24 = "stablehlo.transpose"(%23) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %25 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %27 = "stablehlo.multiply"(%26, %24) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %28 = "stablehlo.subtract"(%arg0, %27) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %31 = "stablehlo.multiply"(%30, %20) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %32 = "stablehlo.subtract"(%arg1, %31) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%28, %32) : (tensor<8x16xf32>, tensor<16x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
