module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<12xf32>, %arg3: tensor<10x2xf32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<10x2xf32> {jax.result_info = "result[4]"}) {
    %0 = call @lexsort(%arg0, %arg1) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
      %14 = stablehlo.compare LT, %arg6, %arg7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %15 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %16 = stablehlo.compare EQ, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %17 = stablehlo.and %16, %14 : tensor<i1>
      %18 = stablehlo.or %15, %17 : tensor<i1>
      stablehlo.return %18 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>)
    %2 = stablehlo.slice %arg3 [0:10, 1:2] : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<10x1xf32>) -> tensor<10xf32>
    %4 = stablehlo.slice %arg3 [0:10, 0:1] : (tensor<10x2xf32>) -> tensor<10x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<10x1xf32>) -> tensor<10xf32>
    %6 = call @lexsort_0(%3, %5) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %8 = stablehlo.compare LT, %6, %7, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.add %6, %9 : tensor<10xi32>
    %11 = stablehlo.select %8, %10, %6 : tensor<10xi1>, tensor<10xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %13 = "stablehlo.gather"(%arg3, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<10x2xf32>, tensor<10x1xi32>) -> tensor<10x2xf32>
    return %0, %1#0, %1#1, %1#2, %13 : tensor<12xi32>, tensor<12xi32>, tensor<12xi32>, tensor<12xf32>, tensor<10x2xf32>
  }
  func.func private @lexsort(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %2 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare LT, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.compare EQ, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.and %4, %2 : tensor<i1>
      %6 = stablehlo.or %3, %5 : tensor<i1>
      stablehlo.return %6 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xi32>)
    return %1#2 : tensor<12xi32>
  }
  func.func private @lexsort_0(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> tensor<10xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg3 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %arg4, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_6, %arg4 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_7, %11 : tensor<i1>, tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.compare EQ, %arg5, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %14, %cst_9, %arg5 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.select %16, %cst_10, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.compare LT, %13, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.compare EQ, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.and %20, %18 : tensor<i1>
      %22 = stablehlo.or %19, %21 : tensor<i1>
      stablehlo.return %22 : tensor<i1>
    }) : (tensor<10xf32>, tensor<10xf32>, tensor<10xi32>) -> (tensor<10xf32>, tensor<10xf32>, tensor<10xi32>)
    return %1#2 : tensor<10xi32>
  }
}
