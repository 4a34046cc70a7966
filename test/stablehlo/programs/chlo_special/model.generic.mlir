"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x7xf32>, tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %1 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %4 = "stablehlo.tanh"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %7 = "stablehlo.multiply"(%4, %6) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %8 = "chlo.erf_inv"(%7) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %9 = "chlo.lgamma"(%3) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %10 = "chlo.digamma"(%3) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %11 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %13 = "chlo.polygamma"(%12, %3) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %14 = "chlo.bessel_i1e"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %17 = "stablehlo.add"(%3, %16) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %18 = "chlo.zeta"(%17, %3) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %19 = "chlo.next_after"(%arg0, %arg1) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %20 = "chlo.square"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %21 = "chlo.erfc"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %22 = "chlo.sinh"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %23 = "chlo.cosh"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %24 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %26 = "stablehlo.multiply"(%arg0, %25) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %27 = "stablehlo.tan"(%26) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %28 = "chlo.asinh"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %29 = "stablehlo.tanh"(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %30 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x7xf32>
    %32 = "stablehlo.multiply"(%29, %31) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %33 = "chlo.atanh"(%32) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    "func.return"(%8, %9, %10, %13, %14, %18, %19, %20, %21, %22, %23, %27, %28, %33) : (tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
