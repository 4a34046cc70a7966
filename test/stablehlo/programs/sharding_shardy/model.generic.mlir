"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=1]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.sine"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %4 = "stablehlo.multiply"(%1, %3) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%7) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
