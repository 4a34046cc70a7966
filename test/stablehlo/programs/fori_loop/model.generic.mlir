"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x7xf32>) -> tensor<6x7xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6x7xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2:3 = "stablehlo.while"(%1, %0, %arg0) ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<6x7xf32>):
      %15 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %16 = "stablehlo.compare"(%arg4, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<6x7xf32>):
      %3 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %4 = "stablehlo.add"(%arg2, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %5 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x7xf32>
      %7 = "stablehlo.multiply"(%arg3, %6) : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
      %8 = "stablehlo.sine"(%arg3) : (tensor<6x7xf32>) -> tensor<6x7xf32>
      %9 = "stablehlo.add"(%7, %8) : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
      %10 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<f32>
      %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x7xf32>
      %12 = "stablehlo.add"(%9, %11) : (tensor<6x7xf32>, tensor<6x7xf32>) -> tensor<6x7xf32>
      %13 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %14 = "stablehlo.add"(%arg1, %13) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%14, %4, %12) : (tensor<i32>, tensor<i32>, tensor<6x7xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6x7xf32>) -> (tensor<i32>, tensor<i32>, tensor<6x7xf32>)
    "func.return"(%2#2) : (tensor<6x7xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
