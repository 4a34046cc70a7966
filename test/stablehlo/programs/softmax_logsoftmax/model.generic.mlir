"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x11xf32>) -> (tensor<5x11xf32>, tensor<5x11xf32>, tensor<5x11xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<5x11xf32>):
    %22 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%arg9, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %39 = "stablehlo.maximum"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%39) : (tensor<f32>) -> ()
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<5xf32>
    %24 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %26 = "stablehlo.maximum"(%25, %23) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x11xf32>
    %29 = "stablehlo.subtract"(%arg9, %28) : (tensor<5x11xf32>, tensor<5x11xf32>) -> tensor<5x11xf32>
    %30 = "stablehlo.exponential"(%29) : (tensor<5x11xf32>) -> tensor<5x11xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %38 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<5xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xf32>) -> tensor<5x1xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<5x1xf32>) -> tensor<5x11xf32>
    %35 = "stablehlo.divide"(%30, %34) : (tensor<5x11xf32>, tensor<5x11xf32>) -> tensor<5x11xf32>
    %36 = "func.call"(%arg9) <{callee = @log_softmax}> : (tensor<5x11xf32>) -> tensor<5x11xf32>
    %37 = "func.call"(%arg9) <{callee = @cumsum}> : (tensor<5x11xf32>) -> tensor<5x11xf32>
    "func.return"(%35, %36, %37) : (tensor<5x11xf32>, tensor<5x11xf32>, tensor<5x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x11xf32>) -> tensor<5x11xf32>, res_attrs = [{}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5x11xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%arg4, %5) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %21 = "stablehlo.maximum"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<11xf32>
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<11xf32>
    %9 = "stablehlo.maximum"(%8, %6) : (tensor<11xf32>, tensor<11xf32>) -> tensor<11xf32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<11xf32>) -> tensor<1x11xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x11xf32>) -> tensor<5x11xf32>
    %12 = "stablehlo.subtract"(%arg4, %11) : (tensor<5x11xf32>, tensor<5x11xf32>) -> tensor<5x11xf32>
    %13 = "stablehlo.exponential"(%12) : (tensor<5x11xf32>) -> tensor<5x11xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.reduce"(%13, %14) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %20 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%20) : (tensor<f32>) -> ()
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<11xf32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<11xf32>) -> tensor<1x11xf32>
    %17 = "stablehlo.log"(%16) : (tensor<1x11xf32>) -> tensor<1x11xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x11xf32>) -> tensor<5x11xf32>
    %19 = "stablehlo.subtract"(%12, %18) : (tensor<5x11xf32>, tensor<5x11xf32>) -> tensor<5x11xf32>
    "func.return"(%19) : (tensor<5x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x11xf32>) -> tensor<5x11xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<5x11xf32>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_0}> : (tensor<5x11xf32>) -> tensor<5x11xf32>
    "func.return"(%4) : (tensor<5x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x11xf32>) -> tensor<5x11xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x11xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [10, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 11>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<5x11xf32>
    "func.return"(%2) : (tensor<5x11xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
