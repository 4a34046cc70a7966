// RUN: mlc-opt %s --convert-graph-to-tile | FileCheck %s --check-prefix=CPU
// RUN: mlc-opt %s --convert-graph-to-tile=target=cuda | FileCheck %s --check-prefix=CUDA

// Padded windows: the CPU reads a padded copy of the input (tensor.pad); the
// GPU reads the input itself with the padding as a predicate (a clamped,
// bounds-checked tensor.extract), so the kernel needs no temporary.
// CPU-LABEL: func.func @conv
// CPU: tensor.pad
// CUDA-LABEL: func.func @conv
// CUDA-NOT: tensor.pad
// CUDA: linalg.generic
// CUDA: arith.cmpi slt
// CUDA: arith.select
// CUDA: tensor.extract %{{.+}}[
// CUDA: arith.select
func.func @conv(%x: tensor<1x2x7x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x3xf32> {
  %r = graph.fused "conv" (%x, %w) : (tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x3xf32> {
  ^bb0(%a: tensor<1x2x7x5xf32>, %b: tensor<3x2x3x3xf32>):
    %c = graph.conv %a, %b {strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x4x3xf32>
    graph.yield %c : tensor<1x3x4x3xf32>
  }
  return %r : tensor<1x3x4x3xf32>
}

// Unpadded: both read through the affine map (no extract).
// CUDA-LABEL: func.func @conv_unpadded
// CUDA-NOT: tensor.extract %
// CUDA: return
func.func @conv_unpadded(%x: tensor<1x2x7x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32> {
  %r = graph.fused "conv" (%x, %w) : (tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32> {
  ^bb0(%a: tensor<1x2x7x5xf32>, %b: tensor<3x2x3x3xf32>):
    %c = graph.conv %a, %b : (tensor<1x2x7x5xf32>, tensor<3x2x3x3xf32>) -> tensor<1x3x5x3xf32>
    graph.yield %c : tensor<1x3x5x3xf32>
  }
  return %r : tensor<1x3x5x3xf32>
}

// Max pool: out-of-bounds elements are -inf on the GPU, a padded copy on the
// CPU.
// CPU-LABEL: func.func @max_pool
// CPU: tensor.pad
// CUDA-LABEL: func.func @max_pool
// CUDA-NOT: tensor.pad
// CUDA: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CUDA: linalg.generic
// CUDA: %[[V:.+]] = tensor.extract
// CUDA: arith.select %{{.+}}, %[[V]], %[[NINF]]
// CUDA: arith.maximumf
func.func @max_pool(%x: tensor<1x1x5x5xf32>) -> tensor<1x1x5x5xf32> {
  %r = graph.fused "pool" (%x) : (tensor<1x1x5x5xf32>) -> tensor<1x1x5x5xf32> {
  ^bb0(%a: tensor<1x1x5x5xf32>):
    %p = graph.max_pool %a {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : tensor<1x1x5x5xf32> -> tensor<1x1x5x5xf32>
    graph.yield %p : tensor<1x1x5x5xf32>
  }
  return %r : tensor<1x1x5x5xf32>
}
