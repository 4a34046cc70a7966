"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xi32>, tensor<3x5xi32>) -> (tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3xi32>, tensor<3x5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<3x5xi32>, %arg11: tensor<3x5xi32>):
    %36 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %38 = "stablehlo.shift_left"(%arg10, %37) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %39 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %41 = "stablehlo.shift_right_arithmetic"(%arg10, %40) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %42 = "stablehlo.add"(%38, %41) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %43 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %45 = "stablehlo.shift_right_logical"(%arg10, %44) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %47 = "stablehlo.and"(%arg10, %arg11) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %48 = "stablehlo.xor"(%arg10, %arg11) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %49 = "stablehlo.or"(%47, %48) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %50 = "stablehlo.abs"(%arg11) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %53 = "stablehlo.maximum"(%50, %52) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %54 = "func.call"(%arg10, %53) <{callee = @floor_divide}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %55 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %56 = "func.call"(%arg10, %55) <{callee = @remainder}> : (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>
    %57 = "stablehlo.abs"(%arg10) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %58 = "stablehlo.sign"(%arg11) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %59 = "stablehlo.multiply"(%57, %58) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %60 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.reduce"(%arg10, %60) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %63 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%63) : (tensor<i32>) -> ()
    }) : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
    %62 = "stablehlo.popcnt"(%arg10) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%46, %49, %54, %56, %59, %61, %62) : (tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3x5xi32>, tensor<3xi32>, tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<3x5xi32>, %arg9: tensor<3x5xi32>):
    %23 = "stablehlo.divide"(%arg8, %arg9) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %24 = "stablehlo.sign"(%arg8) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %25 = "stablehlo.sign"(%arg9) : (tensor<3x5xi32>) -> tensor<3x5xi32>
    %26 = "stablehlo.compare"(%24, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %27 = "stablehlo.remainder"(%arg8, %arg9) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %30 = "stablehlo.compare"(%27, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %31 = "stablehlo.and"(%26, %30) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %32 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %34 = "stablehlo.subtract"(%23, %33) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %35 = "func.call"(%31, %34, %23) <{callee = @_where}> : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%35) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x5xi1>, %arg6: tensor<3x5xi32>, %arg7: tensor<3x5xi32>):
    %22 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%22) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x5xi32>, tensor<i32>) -> tensor<3x5xi32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x5xi32>, %arg4: tensor<i32>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %5 = "func.call"(%3, %4, %1) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %7 = "stablehlo.remainder"(%arg3, %6) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %10 = "stablehlo.compare"(%7, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %13 = "stablehlo.compare"(%7, %12) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.compare"(%5, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3x5xi1>
    %17 = "stablehlo.compare"(%13, %16) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %18 = "stablehlo.and"(%17, %10) : (tensor<3x5xi1>, tensor<3x5xi1>) -> tensor<3x5xi1>
    %19 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x5xi32>
    %20 = "stablehlo.add"(%7, %19) : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %21 = "stablehlo.select"(%18, %20, %7) : (tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%21) : (tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
