module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x7xf32>, %arg1: tensor<3x7xf32>) -> (tensor<3x7xf32> {jax.result_info = "result[0]"}, tensor<3x7xf32> {jax.result_info = "result[1]"}, tensor<3x7xf32> {jax.result_info = "result[2]"}, tensor<3x7xf32> {jax.result_info = "result[3]"}, tensor<3x7xf32> {jax.result_info = "result[4]"}, tensor<3x7xf32> {jax.result_info = "result[5]"}, tensor<3x7xf32> {jax.result_info = "result[6]"}, tensor<3x7xf32> {jax.result_info = "result[7]"}, tensor<3x7xf32> {jax.result_info = "result[8]"}, tensor<3x7xf32> {jax.result_info = "result[9]"}, tensor<3x7xf32> {jax.result_info = "result[10]"}, tensor<3x7xf32> {jax.result_info = "result[11]"}, tensor<3x7xf32> {jax.result_info = "result[12]"}, tensor<3x7xf32> {jax.result_info = "result[13]"}) {
    %0 = stablehlo.abs %arg0 : tensor<3x7xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x7xf32>
    %3 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3x7xf32>
    %6 = chlo.erf_inv %5 : tensor<3x7xf32> -> tensor<3x7xf32>
    %7 = chlo.lgamma %2 : tensor<3x7xf32> -> tensor<3x7xf32>
    %8 = chlo.digamma %2 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %10 = chlo.polygamma %9, %2 : tensor<3x7xf32>, tensor<3x7xf32> -> tensor<3x7xf32>
    %11 = chlo.bessel_i1e %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %13 = stablehlo.add %2, %12 : tensor<3x7xf32>
    %14 = chlo.zeta %13, %2 : tensor<3x7xf32>, tensor<3x7xf32> -> tensor<3x7xf32>
    %15 = chlo.next_after %arg0, %arg1 : tensor<3x7xf32>, tensor<3x7xf32> -> tensor<3x7xf32>
    %16 = chlo.square %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %17 = chlo.erfc %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %18 = chlo.sinh %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %19 = chlo.cosh %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %21 = stablehlo.multiply %arg0, %20 : tensor<3x7xf32>
    %22 = stablehlo.tan %21 : tensor<3x7xf32>
    %23 = chlo.asinh %arg0 : tensor<3x7xf32> -> tensor<3x7xf32>
    %24 = stablehlo.tanh %arg0 : tensor<3x7xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<3x7xf32>
    %27 = chlo.atanh %26 : tensor<3x7xf32> -> tensor<3x7xf32>
    return %6, %7, %8, %10, %11, %14, %15, %16, %17, %18, %19, %22, %23, %27 : tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>, tensor<3x7xf32>
  }
}
