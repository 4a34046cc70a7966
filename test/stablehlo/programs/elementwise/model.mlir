module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>) -> (tensor<4x6xf32> {jax.result_info = "result[0]"}, tensor<4x6xi1> {jax.result_info = "result[1]"}, tensor<4x6xi32> {jax.result_info = "result[2]"}, tensor<4x6xi1> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<4x6xf32>
    %3 = stablehlo.exponential %2 : tensor<4x6xf32>
    %4 = stablehlo.add %0, %3 : tensor<4x6xf32>
    %5 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %6 = stablehlo.log_plus_one %5 : tensor<4x6xf32>
    %7 = stablehlo.add %4, %6 : tensor<4x6xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<4x6xf32>
    %10 = stablehlo.exponential_minus_one %9 : tensor<4x6xf32>
    %11 = stablehlo.add %7, %10 : tensor<4x6xf32>
    %12 = stablehlo.sine %arg0 : tensor<4x6xf32>
    %13 = stablehlo.cosine %arg1 : tensor<4x6xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x6xf32>
    %15 = stablehlo.add %11, %14 : tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %17 = stablehlo.multiply %arg0, %16 : tensor<4x6xf32>
    %18 = stablehlo.tan %17 : tensor<4x6xf32>
    %19 = stablehlo.add %15, %18 : tensor<4x6xf32>
    %20 = stablehlo.floor %arg0 : tensor<4x6xf32>
    %21 = stablehlo.add %19, %20 : tensor<4x6xf32>
    %22 = stablehlo.ceil %arg1 : tensor<4x6xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<4x6xf32>
    %24 = stablehlo.sign %arg0 : tensor<4x6xf32>
    %25 = stablehlo.add %23, %24 : tensor<4x6xf32>
    %26 = stablehlo.maximum %arg0, %arg1 : tensor<4x6xf32>
    %27 = stablehlo.add %25, %26 : tensor<4x6xf32>
    %28 = stablehlo.minimum %arg0, %arg1 : tensor<4x6xf32>
    %29 = stablehlo.subtract %27, %28 : tensor<4x6xf32>
    %30 = call @round(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %31 = stablehlo.add %29, %30 : tensor<4x6xf32>
    %32 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %34 = stablehlo.add %32, %33 : tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<1.700000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %36 = stablehlo.power %34, %35 : tensor<4x6xf32>
    %37 = stablehlo.add %31, %36 : tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %38 = call @remainder(%arg0, %cst_4) : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %39 = stablehlo.add %37, %38 : tensor<4x6xf32>
    %40 = stablehlo.atan2 %arg0, %arg1 : tensor<4x6xf32>
    %41 = stablehlo.add %39, %40 : tensor<4x6xf32>
    %42 = stablehlo.abs %arg1 : tensor<4x6xf32>
    %43 = stablehlo.sqrt %42 : tensor<4x6xf32>
    %44 = stablehlo.add %41, %43 : tensor<4x6xf32>
    %45 = stablehlo.abs %arg0 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %47 = stablehlo.add %45, %46 : tensor<4x6xf32>
    %48 = stablehlo.rsqrt %47 : tensor<4x6xf32>
    %49 = stablehlo.add %44, %48 : tensor<4x6xf32>
    %50 = stablehlo.cbrt %arg0 : tensor<4x6xf32>
    %51 = stablehlo.add %49, %50 : tensor<4x6xf32>
    %52 = stablehlo.negate %arg0 : tensor<4x6xf32>
    %53 = stablehlo.exponential %52 : tensor<4x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %55 = stablehlo.add %54, %53 : tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %57 = stablehlo.divide %56, %55 : tensor<4x6xf32>
    %58 = stablehlo.add %51, %57 : tensor<4x6xf32>
    %59 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %60 = stablehlo.negate %58 : tensor<4x6xf32>
    %61 = call @_where(%59, %58, %60) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = call @clip(%arg0, %cst_8, %cst_9) : (tensor<4x6xf32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x6xf32>
    %64 = stablehlo.maximum %arg0, %arg1 : tensor<4x6xf32>
    %65 = stablehlo.subtract %arg0, %arg1 : tensor<4x6xf32>
    %66 = stablehlo.compare NE, %65, %65, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %67 = stablehlo.add %arg0, %arg1 : tensor<4x6xf32>
    %68 = stablehlo.abs %65 : tensor<4x6xf32>
    %69 = stablehlo.negate %68 : tensor<4x6xf32>
    %70 = stablehlo.exponential %69 : tensor<4x6xf32>
    %71 = stablehlo.log_plus_one %70 : tensor<4x6xf32>
    %72 = stablehlo.add %64, %71 : tensor<4x6xf32>
    %73 = stablehlo.select %66, %67, %72 : tensor<4x6xi1>, tensor<4x6xf32>
    %74 = stablehlo.add %63, %73 : tensor<4x6xf32>
    %75 = stablehlo.divide %arg0, %arg1 : tensor<4x6xf32>
    %76 = stablehlo.is_finite %75 : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %77 = stablehlo.convert %arg0 : (tensor<4x6xf32>) -> tensor<4x6xi32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %79 = stablehlo.compare GT, %arg0, %78, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %81 = stablehlo.compare LT, %arg1, %80, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %82 = stablehlo.and %79, %81 : tensor<4x6xi1>
    %83 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %84 = stablehlo.or %82, %83 : tensor<4x6xi1>
    return %74, %76, %77, %84 : tensor<4x6xf32>, tensor<4x6xi1>, tensor<4x6xi32>, tensor<4x6xi1>
  }
  func.func private @round(%arg0: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @remainder(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<4x6xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %10 = stablehlo.and %9, %4 : tensor<4x6xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.add %2, %11 : tensor<4x6xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %13 : tensor<4x6xf32>
  }
  func.func private @_where(%arg0: tensor<4x6xi1>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>) -> tensor<4x6xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x6xi1>, tensor<4x6xf32>
    return %0 : tensor<4x6xf32>
  }
  func.func private @clip(%arg0: tensor<4x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x6xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x6xf32>
    return %5 : tensor<4x6xf32>
  }
}
