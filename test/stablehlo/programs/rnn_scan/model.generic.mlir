"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<8x3x16xf32>, tensor<3x24xf32>, tensor<16x24xf32>, tensor<24x24xf32>) -> (tensor<3x24xf32>, tensor<8x3x24xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<8x3x16xf32>, %arg6: tensor<3x24xf32>, %arg7: tensor<16x24xf32>, %arg8: tensor<24x24xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3x24xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11:6 = "stablehlo.while"(%arg5, %arg7, %arg8, %10, %arg6, %9) ({
    ^bb0(%arg15: tensor<8x3x16xf32>, %arg16: tensor<16x24xf32>, %arg17: tensor<24x24xf32>, %arg18: tensor<i32>, %arg19: tensor<3x24xf32>, %arg20: tensor<8x3x24xf32>):
      %23 = "stablehlo.constant"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %24 = "stablehlo.compare"(%arg18, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg9: tensor<8x3x16xf32>, %arg10: tensor<16x24xf32>, %arg11: tensor<24x24xf32>, %arg12: tensor<i32>, %arg13: tensor<3x24xf32>, %arg14: tensor<8x3x24xf32>):
      %12 = "func.call"(%arg9, %arg12) <{callee = @dynamic_index_in_dim}> : (tensor<8x3x16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %13 = "stablehlo.dot_general"(%12, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x16xf32>, tensor<16x24xf32>) -> tensor<3x24xf32>
      %14 = "stablehlo.dot_general"(%arg13, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x24xf32>, tensor<24x24xf32>) -> tensor<3x24xf32>
      %15 = "stablehlo.add"(%13, %14) : (tensor<3x24xf32>, tensor<3x24xf32>) -> tensor<3x24xf32>
      %16 = "stablehlo.tanh"(%15) : (tensor<3x24xf32>) -> tensor<3x24xf32>
      %17 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x24xf32>
      %19 = "stablehlo.multiply"(%16, %18) : (tensor<3x24xf32>, tensor<3x24xf32>) -> tensor<3x24xf32>
      %20 = "func.call"(%arg14, %19, %arg12) <{callee = @dynamic_update_index_in_dim}> : (tensor<8x3x24xf32>, tensor<3x24xf32>, tensor<i32>) -> tensor<8x3x24xf32>
      %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %22 = "stablehlo.add"(%arg12, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg9, %arg10, %arg11, %22, %16, %20) : (tensor<8x3x16xf32>, tensor<16x24xf32>, tensor<24x24xf32>, tensor<i32>, tensor<3x24xf32>, tensor<8x3x24xf32>) -> ()
    }) : (tensor<8x3x16xf32>, tensor<16x24xf32>, tensor<24x24xf32>, tensor<i32>, tensor<3x24xf32>, tensor<8x3x24xf32>) -> (tensor<8x3x16xf32>, tensor<16x24xf32>, tensor<24x24xf32>, tensor<i32>, tensor<3x24xf32>, tensor<8x3x24xf32>)
    "func.return"(%11#4, %11#5) : (tensor<3x24xf32>, tensor<8x3x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x3x16xf32>, tensor<i32>) -> tensor<3x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8x3x16xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_slice"(%arg3, %arg4, %4, %5) <{slice_sizes = array<i64: 1, 3, 16>}> : (tensor<8x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16xf32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1x3x16xf32>) -> tensor<3x16xf32>
    "func.return"(%7) : (tensor<3x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x3x24xf32>, tensor<3x24xf32>, tensor<i32>) -> tensor<8x3x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x3x24xf32>, %arg1: tensor<3x24xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x24xf32>) -> tensor<1x3x24xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1, %2) : (tensor<8x3x24xf32>, tensor<1x3x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x3x24xf32>
    "func.return"(%3) : (tensor<8x3x24xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
