"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<8x8xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<16x8xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %1 = "stablehlo.convert"(%arg1) : (tensor<16x8xf32>) -> tensor<16x8xbf16>
    %2 = "stablehlo.dot_general"(%0, %1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x16xbf16>, tensor<16x8xbf16>) -> tensor<8x8xf32>
    %3 = "stablehlo.convert"(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf16>
    %4 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f16>) -> tensor<8x16xf16>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<8x16xf16>, tensor<8x16xf16>) -> tensor<8x16xf16>
    %7 = "stablehlo.convert"(%6) : (tensor<8x16xf16>) -> tensor<8x16xf32>
    "func.return"(%2, %7) : (tensor<8x8xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
