module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>, %arg1: tensor<4x3xf32>) -> (tensor<24xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<4x2xf32> {jax.result_info = "result[2]"}, tensor<8x3xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<4x5xf32>, tensor<4x3xf32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = call @_pad(%0, %cst) : (tensor<4x8xf32>, tensor<f32>) -> tensor<5x11xf32>
    %2 = stablehlo.slice %1 [1:5, 0:11:2] : (tensor<5x11xf32>) -> tensor<4x6xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
    %4 = call @_flip(%3) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<6x4xf32>) -> tensor<24xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %9 = stablehlo.slice %arg0 [0:4, 0:3] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x3xf32>
    %11 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x5xf32>) -> tensor<1x4x5xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %13 = stablehlo.slice %12 [0:4, 1:3] : (tensor<4x5xf32>) -> tensor<4x2xf32>
    %14 = stablehlo.reverse %13, dims = [0] : tensor<4x2xf32>
    %15 = stablehlo.reshape %arg1 : (tensor<4x3xf32>) -> tensor<1x4x1x3xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x4x1x3xf32>) -> tensor<2x4x1x3xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x1x3xf32>) -> tensor<8x3xf32>
    return %5, %10, %14, %17 : tensor<24xf32>, tensor<4x3xf32>, tensor<4x2xf32>, tensor<8x3xf32>
  }
  func.func private @_pad(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<5x11xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 2], high = [0, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<5x11xf32>
    return %1 : tensor<5x11xf32>
  }
  func.func private @_flip(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
}
