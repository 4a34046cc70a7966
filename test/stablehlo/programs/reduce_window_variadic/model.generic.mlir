"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x6x3xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x3x3x3xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<2x6x6x3xf32>):
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x6x6x3xi32>
    %3 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6x6x3xi32>
    %5 = "stablehlo.multiply"(%2, %4) : (tensor<2x6x6x3xi32>, tensor<2x6x6x3xi32>) -> tensor<2x6x6x3xi32>
    %6 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x6x6x3xi32>
    %7 = "stablehlo.add"(%5, %6) : (tensor<2x6x6x3xi32>, tensor<2x6x6x3xi32>) -> tensor<2x6x6x3xi32>
    %8 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10:2 = "stablehlo.reduce_window"(%arg6, %7, %8, %9) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<i32>, %arg9: tensor<f32>, %arg10: tensor<i32>):
      %11 = "stablehlo.compare"(%arg7, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.compare"(%arg7, %arg9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.compare"(%arg8, %arg10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
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
      %28 = "func.call"(%27, %arg7, %arg9) <{callee = @_where}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "func.call"(%27, %arg8, %arg10) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%28, %29) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x6x6x3xf32>, tensor<2x6x6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x3x3xf32>, tensor<2x3x3x3xi32>)
    "func.return"(%10#0, %10#1) : (tensor<2x3x3x3xf32>, tensor<2x3x3x3xi32>) -> ()
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
