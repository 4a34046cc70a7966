"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xi64>, tensor<3x4xi64>) -> (tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<3x4xi64>, %arg6: tensor<3x4xi64>):
    %18 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %20 = "stablehlo.shift_left"(%arg5, %19) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %21 = "stablehlo.xor"(%20, %arg6) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %22 = "stablehlo.constant"() <{value = dense<5> : tensor<i64>}> : () -> tensor<i64>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %24 = "stablehlo.shift_right_logical"(%arg5, %23) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %25 = "stablehlo.constant"() <{value = dense<65535> : tensor<i64>}> : () -> tensor<i64>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %27 = "stablehlo.and"(%arg6, %26) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %28 = "stablehlo.or"(%24, %27) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %29 = "stablehlo.constant"() <{value = dense<7> : tensor<i64>}> : () -> tensor<i64>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %31 = "stablehlo.shift_right_arithmetic"(%arg5, %30) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %32 = "stablehlo.constant"() <{value = dense<40> : tensor<i64>}> : () -> tensor<i64>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %34 = "stablehlo.shift_right_logical"(%arg6, %33) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %35 = "stablehlo.not"(%arg5) : (tensor<3x4xi64>) -> tensor<3x4xi64>
    %36 = "stablehlo.popcnt"(%arg6) : (tensor<3x4xi64>) -> tensor<3x4xi64>
    %37 = "stablehlo.add"(%35, %36) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %38 = "stablehlo.multiply"(%arg5, %arg6) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %39 = "stablehlo.constant"() <{value = dense<3> : tensor<i64>}> : () -> tensor<i64>
    %40 = "func.call"(%arg5, %39) <{callee = @floor_divide}> : (tensor<3x4xi64>, tensor<i64>) -> tensor<3x4xi64>
    %41 = "stablehlo.add"(%38, %40) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    "func.return"(%21, %28, %31, %34, %37, %41) : (tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>, tensor<3x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xi64>, tensor<i64>) -> tensor<3x4xi64>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3x4xi64>, %arg4: tensor<i64>):
    %1 = "stablehlo.convert"(%arg4) : (tensor<i64>) -> tensor<i64>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %3 = "stablehlo.divide"(%arg3, %2) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %4 = "stablehlo.sign"(%arg3) : (tensor<3x4xi64>) -> tensor<3x4xi64>
    %5 = "stablehlo.sign"(%1) : (tensor<i64>) -> tensor<i64>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %7 = "stablehlo.compare"(%4, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %8 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %9 = "stablehlo.remainder"(%arg3, %8) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %12 = "stablehlo.compare"(%9, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %13 = "stablehlo.and"(%7, %12) : (tensor<3x4xi1>, tensor<3x4xi1>) -> tensor<3x4xi1>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i64>) -> tensor<3x4xi64>
    %16 = "stablehlo.subtract"(%3, %15) : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    %17 = "func.call"(%13, %16, %3) <{callee = @_where}> : (tensor<3x4xi1>, tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    "func.return"(%17) : (tensor<3x4xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x4xi1>, tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xi1>, %arg1: tensor<3x4xi64>, %arg2: tensor<3x4xi64>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<3x4xi1>, tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi64>
    "func.return"(%0) : (tensor<3x4xi64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
