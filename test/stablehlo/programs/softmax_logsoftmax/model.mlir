module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x11xf32>) -> (tensor<5x11xf32> {jax.result_info = "result[0]"}, tensor<5x11xf32> {jax.result_info = "result[1]"}, tensor<5x11xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x11xf32>, tensor<f32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x11xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x11xf32>
    %6 = stablehlo.exponential %5 : tensor<5x11xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<5x11xf32>, tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x11xf32>
    %10 = stablehlo.divide %6, %9 : tensor<5x11xf32>
    %11 = call @log_softmax(%arg0) : (tensor<5x11xf32>) -> tensor<5x11xf32>
    %12 = call @cumsum(%arg0) : (tensor<5x11xf32>) -> tensor<5x11xf32>
    return %10, %11, %12 : tensor<5x11xf32>, tensor<5x11xf32>, tensor<5x11xf32>
  }
  func.func private @log_softmax(%arg0: tensor<5x11xf32>) -> tensor<5x11xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5x11xf32>, tensor<f32>) -> tensor<11xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<11xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<11xf32>) -> tensor<1x11xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x11xf32>) -> tensor<5x11xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<5x11xf32>
    %6 = stablehlo.exponential %5 : tensor<5x11xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5x11xf32>, tensor<f32>) -> tensor<11xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<11xf32>) -> tensor<1x11xf32>
    %9 = stablehlo.log %8 : tensor<1x11xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x11xf32>) -> tensor<5x11xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<5x11xf32>
    return %11 : tensor<5x11xf32>
  }
  func.func private @cumsum(%arg0: tensor<5x11xf32>) -> tensor<5x11xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<5x11xf32>) -> tensor<5x11xf32>
    return %0 : tensor<5x11xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<5x11xf32>) -> tensor<5x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [10, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 11>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<5x11xf32>
    return %1 : tensor<5x11xf32>
  }
}
