"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x7xf32>, tensor<5x7xf32>) -> (tensor<5xf32>, tensor<5xi32>, tensor<7xf32>, tensor<7xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<5x7xf32>, %arg7: tensor<5x7xf32>):
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x7xi32>
    %3 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5:2 = "stablehlo.reduce"(%arg6, %2, %3, %4) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<i32>, %arg14: tensor<f32>, %arg15: tensor<i32>):
      %11 = "stablehlo.compare"(%arg12, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.compare"(%arg12, %arg14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.compare"(%arg13, %arg15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %17 = "stablehlo.convert"(%16) : (tensor<i1>) -> tensor<i1>
      %18 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %20 = "stablehlo.compare"(%13, %19) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %21 = "stablehlo.convert"(%20) : (tensor<i1>) -> tensor<i1>
      %22 = "stablehlo.and"(%17, %21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %23 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<i1>
      %25 = "stablehlo.compare"(%11, %24) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %26 = "stablehlo.convert"(%25) : (tensor<i1>) -> tensor<i1>
      %27 = "stablehlo.or"(%26, %22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %28 = "func.call"(%27, %arg12, %arg14) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "func.call"(%27, %arg13, %arg15) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%28, %29) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<5x7xf32>, tensor<5x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8:2 = "stablehlo.reduce"(%arg6, %arg7, %6, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>, %arg10: tensor<f32>, %arg11: tensor<f32>):
      %9 = "stablehlo.add"(%arg8, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %10 = "stablehlo.maximum"(%arg9, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%9, %10) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<5x7xf32>, tensor<5x7xf32>, tensor<f32>, tensor<f32>) -> (tensor<7xf32>, tensor<7xf32>)
    "func.return"(%5#0, %5#1, %8#0, %8#1) : (tensor<5xf32>, tensor<5xi32>, tensor<7xf32>, tensor<7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i1>, %arg4: tensor<f32>, %arg5: tensor<f32>):
    %1 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
