"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xui32>) -> (tensor<4x8xi32>, tensor<3x5xi32>, tensor<7xi32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xui32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = "stablehlo.bitcast_convert"(%0) : (tensor<2x2xui32>) -> tensor<2xui64>
    %2:2 = "stablehlo.rng_bit_generator"(%1) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
    %3 = "stablehlo.bitcast_convert"(%2#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x2xui32>) -> tensor<4xui32>
    %5 = "stablehlo.reshape"(%4) : (tensor<4xui32>) -> tensor<2x2xui32>
    %6 = "stablehlo.bitcast_convert"(%5) : (tensor<2x2xui32>) -> tensor<2xui64>
    %7:2 = "stablehlo.rng_bit_generator"(%6) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
    %8 = "stablehlo.bitcast_convert"(%7#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %9 = "stablehlo.reshape"(%8) : (tensor<2x2xui32>) -> tensor<4xui32>
    %10 = "stablehlo.reshape"(%9) : (tensor<4xui32>) -> tensor<2x2xui32>
    %11 = "stablehlo.bitcast_convert"(%10) : (tensor<2x2xui32>) -> tensor<2xui64>
    %12:2 = "stablehlo.rng_bit_generator"(%11) <{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}> : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)
    %13 = "stablehlo.bitcast_convert"(%12#0) : (tensor<2xui64>) -> tensor<2x2xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<2x2xui32>) -> tensor<4xui32>
    %15 = "stablehlo.bitcast_convert"(%2#1) : (tensor<4x8xui32>) -> tensor<4x8xi32>
    %16 = "stablehlo.bitcast_convert"(%7#1) : (tensor<3x5xui32>) -> tensor<3x5xi32>
    %17 = "stablehlo.bitcast_convert"(%12#1) : (tensor<7xui32>) -> tensor<7xi32>
    %18 = "stablehlo.bitcast_convert"(%9) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%15, %16, %17, %18) : (tensor<4x8xi32>, tensor<3x5xi32>, tensor<7xi32>, tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
