"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<4x5xf32>) -> tensor<4x5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<4x5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.compare"(%arg0, %0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = "stablehlo.convert"(%1) : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %8 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
      "stablehlo.return"(%8) : (tensor<4x5xf32>) -> ()
    }, {
      %4 = "stablehlo.exponential"(%arg1) : (tensor<4x5xf32>) -> tensor<4x5xf32>
      %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
      %7 = "stablehlo.subtract"(%4, %6) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
      "stablehlo.return"(%7) : (tensor<4x5xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4x5xf32>
    "func.return"(%3) : (tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
