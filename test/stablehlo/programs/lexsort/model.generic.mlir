"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<10x2xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<10x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<12xi32>, %arg17: tensor<12xi32>, %arg18: tensor<12xf32>, %arg19: tensor<10x2xf32>):
    %42 = "func.call"(%arg16, %arg17) <{callee = @lexsort}> : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %43:3 = "stablehlo.sort"(%arg17, %arg16, %arg18) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<i32>, %arg24: tensor<f32>, %arg25: tensor<f32>):
      %58 = "stablehlo.compare"(%arg22, %arg23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %59 = "stablehlo.compare"(%arg20, %arg21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %60 = "stablehlo.compare"(%arg20, %arg21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %61 = "stablehlo.and"(%60, %58) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %62 = "stablehlo.or"(%59, %61) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>)
    %44 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 10, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<10x1xf32>) -> tensor<10xf32>
    %46 = "stablehlo.slice"(%arg19) <{limit_indices = array<i64: 10, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %47 = "stablehlo.reshape"(%46) : (tensor<10x1xf32>) -> tensor<10xf32>
    %48 = "func.call"(%45, %47) <{callee = @lexsort_0}> : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi32>
    %49 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %51 = "stablehlo.compare"(%48, %50) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %52 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<10xi32>
    %54 = "stablehlo.add"(%48, %53) : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %55 = "stablehlo.select"(%51, %54, %48) : (tensor<10xi1>, tensor<10xi32>, tensor<10xi32>) -> tensor<10xi32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xi32>) -> tensor<10x1xi32>
    %57 = "stablehlo.gather"(%arg19, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<10x2xf32>, tensor<10x1xi32>) -> tensor<10x2xf32>
    "func.return"(%42, %43#0, %43#1, %43#2, %57) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<10x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>, res_attrs = [{}], sym_name = "lexsort", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<12xi32>, %arg9: tensor<12xi32>):
    %35 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xi32>
    %36:3 = "stablehlo.sort"(%arg9, %arg8, %35) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>):
      %37 = "stablehlo.compare"(%arg12, %arg13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %38 = "stablehlo.compare"(%arg10, %arg11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %39 = "stablehlo.compare"(%arg10, %arg11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %40 = "stablehlo.and"(%39, %37) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %41 = "stablehlo.or"(%38, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>)
    "func.return"(%36#2) : (tensor<12xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi32>, res_attrs = [{}], sym_name = "lexsort_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %3 = "stablehlo.compare"(%arg2, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.select"(%3, %4, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %6 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %7 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.select"(%6, %7, %5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.compare"(%arg3, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.select"(%10, %11, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %14 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.select"(%13, %14, %12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.compare"(%arg4, %16) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.select"(%17, %18, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %20 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %22 = "stablehlo.select"(%20, %21, %19) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %24 = "stablehlo.compare"(%arg5, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.select"(%24, %25, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %27 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %28 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %29 = "stablehlo.select"(%27, %28, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "stablehlo.compare"(%22, %29) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %31 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %32 = "stablehlo.compare"(%8, %15) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %33 = "stablehlo.and"(%32, %30) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %34 = "stablehlo.or"(%31, %33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%34) : (tensor<i1>) -> ()
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xi32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xi32>)
    "func.return"(%1#2) : (tensor<10xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
