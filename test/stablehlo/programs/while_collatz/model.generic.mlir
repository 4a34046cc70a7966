"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<6xi32>):
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %45:2 = "stablehlo.while"(%arg13, %44) ({
    ^bb0(%arg16: tensor<6xi32>, %arg17: tensor<6xi32>):
      %70 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %72 = "stablehlo.compare"(%arg16, %71) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %73 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %74 = "stablehlo.reduce"(%72, %73) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg18: tensor<i1>, %arg19: tensor<i1>):
        %75 = "stablehlo.or"(%arg18, %arg19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%75) : (tensor<i1>) -> ()
      }) : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<6xi32>, %arg15: tensor<6xi32>):
      %46 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %47 = "func.call"(%arg14, %46) <{callee = @remainder}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
      %48 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %50 = "stablehlo.compare"(%47, %49) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %51 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %52 = "func.call"(%arg14, %51) <{callee = @floor_divide}> : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
      %53 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %55 = "stablehlo.multiply"(%54, %arg14) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %56 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %58 = "stablehlo.add"(%55, %57) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %59 = "func.call"(%50, %52, %58) <{callee = @_where_0}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      %60 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %62 = "stablehlo.compare"(%arg14, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %63 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %64 = "func.call"(%62, %63, %59) <{callee = @_where_1}> : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
      %65 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
      %67 = "stablehlo.compare"(%arg14, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
      %68 = "stablehlo.convert"(%67) : (tensor<6xi1>) -> tensor<6xi32>
      %69 = "stablehlo.add"(%arg15, %68) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
      "stablehlo.return"(%64, %69) : (tensor<6xi32>, tensor<6xi32>) -> ()
    }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
    "func.return"(%45#0, %45#1) : (tensor<6xi32>, tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<6xi32>, %arg12: tensor<i32>):
    %22 = "stablehlo.convert"(%arg12) : (tensor<i32>) -> tensor<i32>
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.compare"(%22, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %26 = "func.call"(%24, %25, %22) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %28 = "stablehlo.remainder"(%arg11, %27) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %31 = "stablehlo.compare"(%28, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %32 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %34 = "stablehlo.compare"(%28, %33) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.compare"(%26, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6xi1>
    %38 = "stablehlo.compare"(%34, %37) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %39 = "stablehlo.and"(%38, %31) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %40 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %41 = "stablehlo.add"(%28, %40) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %42 = "stablehlo.select"(%39, %41, %28) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%42) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<i1>, %arg9: tensor<i32>, %arg10: tensor<i32>):
    %21 = "stablehlo.select"(%arg8, %arg9, %arg10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%21) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6xi32>, %arg7: tensor<i32>):
    %4 = "stablehlo.convert"(%arg7) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %6 = "stablehlo.divide"(%arg6, %5) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %7 = "stablehlo.sign"(%arg6) : (tensor<6xi32>) -> tensor<6xi32>
    %8 = "stablehlo.sign"(%4) : (tensor<i32>) -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %11 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %12 = "stablehlo.remainder"(%arg6, %11) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %15 = "stablehlo.compare"(%12, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %16 = "stablehlo.and"(%10, %15) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %17 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %19 = "stablehlo.subtract"(%6, %18) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %20 = "func.call"(%16, %19, %6) <{callee = @_where_0}> : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%20) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xi1>, %arg4: tensor<6xi32>, %arg5: tensor<6xi32>):
    %3 = "stablehlo.select"(%arg3, %arg4, %arg5) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%3) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %2 = "stablehlo.select"(%arg0, %1, %arg2) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%2) : (tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
