"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x5xf32>, tensor<4x3xf32>) -> (tensor<24xf32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<8x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4x5xf32>, %arg4: tensor<4x3xf32>):
    %3 = "stablehlo.concatenate"(%arg3, %arg4) <{dimension = 1 : i64}> : (tensor<4x5xf32>, tensor<4x3xf32>) -> tensor<4x8xf32>
    %4 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %5 = "func.call"(%3, %4) <{callee = @_pad}> : (tensor<4x8xf32>, tensor<f32>) -> tensor<5x11xf32>
    %6 = "stablehlo.slice"(%5) <{limit_indices = array<i64: 5, 11>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 2>}> : (tensor<5x11xf32>) -> tensor<4x6xf32>
    %7 = "stablehlo.transpose"(%6) <{permutation = array<i64: 1, 0>}> : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %8 = "func.call"(%7) <{callee = @_flip}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<6x4xf32>) -> tensor<24xf32>
    %10 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xf32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %13 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %14 = "stablehlo.add"(%12, %13) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %15 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %17 = "stablehlo.slice"(%16) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x5xf32>) -> tensor<4x2xf32>
    %18 = "stablehlo.reverse"(%17) <{dimensions = array<i64: 0>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %19 = "stablehlo.reshape"(%arg4) : (tensor<4x3xf32>) -> tensor<1x4x1x3xf32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x4x1x3xf32>) -> tensor<2x4x1x3xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x4x1x3xf32>) -> tensor<8x3xf32>
    "func.return"(%9, %14, %18, %21) : (tensor<24xf32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<8x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x8xf32>, tensor<f32>) -> tensor<5x11xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x8xf32>, %arg2: tensor<f32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 1, 2>, interior_padding = array<i64: 0, 0>}> : (tensor<4x8xf32>, tensor<f32>) -> tensor<5x11xf32>
    "func.return"(%2) : (tensor<5x11xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_flip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x4xf32>):
    %0 = "stablehlo.reverse"(%arg0) <{dimensions = array<i64: 0>}> : (tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%0) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
