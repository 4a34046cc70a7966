module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x40xf32>) -> (tensor<3x40xf32> {jax.result_info = "result[0]"}, tensor<3x40xf32> {jax.result_info = "result[1]"}, tensor<3x40xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<3x40xf32>
    %2 = stablehlo.negate %arg0 : tensor<3x40xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<3x40xf32>
    %5 = chlo.erfc %4 : tensor<3x40xf32> -> tensor<3x40xf32>
    %6 = stablehlo.multiply %1, %5 : tensor<3x40xf32>
    %7 = stablehlo.multiply %arg0, %arg0 : tensor<3x40xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<3x40xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<3x40xf32>
    %11 = stablehlo.add %arg0, %10 : tensor<3x40xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<3x40xf32>
    %14 = stablehlo.tanh %13 : tensor<3x40xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %16 = stablehlo.add %15, %14 : tensor<3x40xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x40xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<3x40xf32>
    %19 = stablehlo.multiply %arg0, %18 : tensor<3x40xf32>
    %20 = chlo.erf %arg0 : tensor<3x40xf32> -> tensor<3x40xf32>
    return %6, %19, %20 : tensor<3x40xf32>, tensor<3x40xf32>, tensor<3x40xf32>
  }
}
