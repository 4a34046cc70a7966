module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x5x6xf32>, %arg2: tensor<7x5xf32>) -> (tensor<3x4x6xf32> {jax.result_info = "result[0]"}, tensor<4x7xf32> {jax.result_info = "result[1]"}, tensor<3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x4x5xf32>, tensor<3x5x6xf32>) -> tensor<3x4x6xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:4, 0:5] : (tensor<3x4x5xf32>) -> tensor<1x4x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x4x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5xf32>, tensor<7x5xf32>) -> tensor<4x7xf32>
    %4 = stablehlo.slice %arg2 [0:1, 0:5] : (tensor<7x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x5xf32>) -> tensor<5xf32>
    %6 = stablehlo.dot_general %arg0, %5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4x5xf32>, tensor<5xf32>) -> tensor<3x4xf32>
    return %0, %3, %6 : tensor<3x4x6xf32>, tensor<4x7xf32>, tensor<3x4xf32>
  }
}
