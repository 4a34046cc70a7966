"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x8xf32>) -> tensor<3x8xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<3x8xf32>):
    %17 = "stablehlo.composite"(%arg1) <{composite_attributes = {}, decomposition = @mlc.tanh_gelu, name = "mlc.tanh_gelu", version = 0 : i32}> : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %18 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %20 = "stablehlo.multiply"(%17, %19) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %23 = "stablehlo.add"(%20, %22) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    "func.return"(%23) : (tensor<3x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x8xf32>) -> tensor<3x8xf32>, res_attrs = [{}], sym_name = "mlc.tanh_gelu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x8xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg0) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %1 = "stablehlo.multiply"(%0, %arg0) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %2 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %4 = "stablehlo.multiply"(%3, %1) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %9 = "stablehlo.tanh"(%8) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %12 = "stablehlo.add"(%11, %9) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %13 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x8xf32>
    %15 = "stablehlo.multiply"(%14, %12) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    %16 = "stablehlo.multiply"(%arg0, %15) : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<3x8xf32>
    "func.return"(%16) : (tensor<3x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
