"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "stablehlo.convert"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf8E4M3FN>
    %1 = "stablehlo.convert"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %2 = "stablehlo.convert"(%0) : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %3 = "stablehlo.convert"(%1) : (tensor<4x8xf8E5M2>) -> tensor<4x8xf32>
    %4 = "stablehlo.convert"(%0) : (tensor<4x8xf8E4M3FN>) -> tensor<4x8xf32>
    %5 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%2, %3, %7) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
