module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<5x8xf32>, %arg3: tensor<5x4xf32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<16x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x8xf32>, tensor<8x16xf32>) -> tensor<5x16xf32>
    %1 = stablehlo.tanh %0 : tensor<5x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<5x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x16xf32>
    %5 = stablehlo.subtract %4, %1 : tensor<5x16xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<5x16xf32>
    %7 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x16xf32>, tensor<16x4xf32>) -> tensor<5x4xf32>
    %8 = stablehlo.subtract %7, %arg3 : tensor<5x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<5x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %11 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<5x4xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<5x4xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x4xf32>, tensor<5x16xf32>) -> tensor<4x16xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<5x4xf32>, tensor<16x4xf32>) -> tensor<5x16xf32>
    %17 = stablehlo.multiply %16, %6 : tensor<5x16xf32>
    %18 = stablehlo.dot_general %17, %arg2, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x16xf32>, tensor<5x8xf32>) -> tensor<16x8xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<8x16xf32>
    %22 = stablehlo.subtract %arg0, %21 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %24 = stablehlo.multiply %23, %15 : tensor<16x4xf32>
    %25 = stablehlo.subtract %arg1, %24 : tensor<16x4xf32>
    return %22, %25 : tensor<8x16xf32>, tensor<16x4xf32>
  }
}
