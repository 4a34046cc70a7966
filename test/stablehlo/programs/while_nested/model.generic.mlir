"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<3x4xf32>) -> tensor<3x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<i32>, %arg6: tensor<3x4xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17:3 = "stablehlo.while"(%16, %arg5, %arg6) ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<3x4xf32>):
      %45 = "stablehlo.compare"(%arg14, %arg15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<3x4xf32>):
      %18 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %19 = "stablehlo.add"(%arg7, %18) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %20 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
      %22 = "stablehlo.add"(%arg9, %21) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
      %23 = "stablehlo.while"(%22) ({
      ^bb0(%arg11: tensor<3x4xf32>):
        %39 = "stablehlo.multiply"(%arg11, %arg11) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %41 = "stablehlo.reduce"(%39, %40) <{dimensions = array<i64: 0, 1>}> ({
        ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
          %44 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%44) : (tensor<f32>) -> ()
        }) : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
        %42 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %43 = "stablehlo.compare"(%41, %42) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
        "stablehlo.return"(%43) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg10: tensor<3x4xf32>):
        %36 = "stablehlo.constant"() <{value = dense<0.699999988> : tensor<f32>}> : () -> tensor<f32>
        %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
        %38 = "stablehlo.multiply"(%arg10, %37) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "stablehlo.return"(%38) : (tensor<3x4xf32>) -> ()
      }) : (tensor<3x4xf32>) -> tensor<3x4xf32>
      %24 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %25 = "func.call"(%arg7, %24) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %26 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %27 = "stablehlo.compare"(%25, %26) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %28 = "stablehlo.convert"(%27) : (tensor<i1>) -> tensor<i32>
      %29 = "stablehlo.case"(%28) ({
        %33 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
        %35 = "stablehlo.multiply"(%23, %34) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "stablehlo.return"(%35) : (tensor<3x4xf32>) -> ()
      }, {
        %30 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
        %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x4xf32>
        %32 = "stablehlo.add"(%23, %31) : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
        "stablehlo.return"(%32) : (tensor<3x4xf32>) -> ()
      }) : (tensor<i32>) -> tensor<3x4xf32>
      "stablehlo.return"(%19, %arg8, %29) : (tensor<i32>, tensor<i32>, tensor<3x4xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<i32>, tensor<3x4xf32>)
    "func.return"(%17#2) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.compare"(%arg4, %1) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %4 = "func.call"(%2, %3, %arg4) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.remainder"(%arg3, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.compare"(%5, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.compare"(%4, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %13 = "stablehlo.and"(%12, %7) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %14 = "stablehlo.add"(%5, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.select"(%13, %14, %5) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%15) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
