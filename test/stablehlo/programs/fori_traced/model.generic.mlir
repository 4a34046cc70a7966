"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i32>, tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:4 = "stablehlo.while"(%arg2, %0, %arg0, %arg1) ({
    ^bb0(%arg7: tensor<8x8xf32>, %arg8: tensor<i32>, %arg9: tensor<i32>, %arg10: tensor<4x8xf32>):
      %11 = "stablehlo.compare"(%arg8, %arg9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%11) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<8x8xf32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<4x8xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg4, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.dot_general"(%arg6, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
      %5 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<f32>
      %6 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.multiply"(%5, %6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
      %9 = "stablehlo.add"(%4, %8) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
      %10 = "stablehlo.tanh"(%9) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      "stablehlo.return"(%arg3, %3, %arg5, %10) : (tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>) -> ()
    }) : (tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<i32>, tensor<i32>, tensor<4x8xf32>)
    "func.return"(%1#3) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
