"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x5xf32>) -> (tensor<i32>, tensor<4x5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1:2 = "stablehlo.while"(%0, %arg0) ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<4x5xf32>):
      %12 = "stablehlo.abs"(%arg4) : (tensor<4x5xf32>) -> tensor<4x5xf32>
      %13 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %17 = "stablehlo.maximum"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%17) : (tensor<f32>) -> ()
      }) : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<4x5xf32>):
      %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "stablehlo.add"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
      %6 = "stablehlo.multiply"(%arg2, %5) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
      %7 = "stablehlo.sine"(%arg2) : (tensor<4x5xf32>) -> tensor<4x5xf32>
      %8 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
      %10 = "stablehlo.multiply"(%7, %9) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
      %11 = "stablehlo.add"(%6, %10) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
      "stablehlo.return"(%3, %11) : (tensor<i32>, tensor<4x5xf32>) -> ()
    }) : (tensor<i32>, tensor<4x5xf32>) -> (tensor<i32>, tensor<4x5xf32>)
    "func.return"(%1#0, %1#1) : (tensor<i32>, tensor<4x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
