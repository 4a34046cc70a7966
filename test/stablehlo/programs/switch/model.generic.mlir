"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.clamp"(%0, %arg0, %1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %8 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %10 = "stablehlo.add"(%arg1, %9) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%10) : (tensor<3x3xf32>) -> ()
    }, {
      %5 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %7 = "stablehlo.multiply"(%arg1, %6) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%7) : (tensor<3x3xf32>) -> ()
    }, {
      %4 = "stablehlo.cosine"(%arg1) : (tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%4) : (tensor<3x3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x3xf32>
    "func.return"(%3) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
