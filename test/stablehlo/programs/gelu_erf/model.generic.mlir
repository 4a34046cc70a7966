"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x40xf32>) -> (tensor<3x40xf32>, tensor<3x40xf32>, tensor<3x40xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x40xf32>):
    %0 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %2 = "stablehlo.multiply"(%1, %arg0) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %3 = "stablehlo.negate"(%arg0) : (tensor<3x40xf32>) -> tensor<3x40xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %7 = "chlo.erfc"(%6) : (tensor<3x40xf32>) -> tensor<3x40xf32>
    %8 = "stablehlo.multiply"(%2, %7) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %9 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %10 = "stablehlo.multiply"(%9, %arg0) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %11 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %13 = "stablehlo.multiply"(%12, %10) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %14 = "stablehlo.add"(%arg0, %13) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %17 = "stablehlo.multiply"(%16, %14) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %18 = "stablehlo.tanh"(%17) : (tensor<3x40xf32>) -> tensor<3x40xf32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %21 = "stablehlo.add"(%20, %18) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %22 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x40xf32>
    %24 = "stablehlo.multiply"(%23, %21) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %25 = "stablehlo.multiply"(%arg0, %24) : (tensor<3x40xf32>, tensor<3x40xf32>) -> tensor<3x40xf32>
    %26 = "chlo.erf"(%arg0) : (tensor<3x40xf32>) -> tensor<3x40xf32>
    "func.return"(%8, %25, %26) : (tensor<3x40xf32>, tensor<3x40xf32>, tensor<3x40xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
