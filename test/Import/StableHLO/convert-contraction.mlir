// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// Batching and contracting dimensions in any position: transposes to
// [batch, free, contract] x [batch, contract, free], reshapes to a batched
// matmul, a reshape back.
// CHECK-LABEL: func.func @main
// CHECK: graph.transpose %{{.+}} perm = [2, 0, 3, 1] : tensor<3x5x2x4xf32> -> tensor<2x3x4x5xf32>
// CHECK: graph.reshape {{.*}} : tensor<2x3x4x5xf32> -> tensor<2x12x5xf32>
// CHECK: graph.transpose %{{.+}} perm = [1, 0, 2] : tensor<5x2x6xf32> -> tensor<2x5x6xf32>
// CHECK: graph.matmul {{.*}} : (tensor<2x12x5xf32>, tensor<2x5x6xf32>) -> tensor<2x12x6xf32>
// CHECK: graph.reshape {{.*}} : tensor<2x12x6xf32> -> tensor<2x3x4x6xf32>
func.func public @main(%a: tensor<3x5x2x4xf32>, %b: tensor<5x2x6xf32>) -> tensor<2x3x4x6xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [2] x [1], contracting_dims = [1] x [0] : (tensor<3x5x2x4xf32>, tensor<5x2x6xf32>) -> tensor<2x3x4x6xf32>
  return %0 : tensor<2x3x4x6xf32>
}

// -----

// Mixed precision: the operands are converted to the result type.
// CHECK-LABEL: func.func @main
// CHECK: graph.cast %{{.+}} : tensor<4x8xbf16> to tensor<4x8xf32>
// CHECK: graph.matmul %{{.+}}, %{{.+}} : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
func.func public @main(%a: tensor<4x8xbf16>, %b: tensor<8x2xbf16>) -> tensor<4x2xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x2xbf16>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// NHWC / HWIO convolution: channels-first graph.conv between transposes.
// CHECK-LABEL: func.func @main
// CHECK: %[[X:.+]] = graph.transpose %{{.+}} perm = [0, 3, 1, 2] : tensor<1x8x8x3xf32> -> tensor<1x3x8x8xf32>
// CHECK: %[[W:.+]] = graph.transpose %{{.+}} perm = [3, 2, 0, 1] : tensor<3x3x3x16xf32> -> tensor<16x3x3x3xf32>
// CHECK: %[[Y:.+]] = graph.conv %[[X]], %[[W]] {dilations = array<i64: 2, 1>, pads = array<i64: 1, 0, 1, 0>, strides = array<i64: 1, 2>}
// CHECK-SAME: -> tensor<1x16x6x3xf32>
// CHECK: graph.transpose %[[Y]] perm = [0, 2, 3, 1] : tensor<1x16x6x3xf32> -> tensor<1x6x3x16xf32>
func.func public @main(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x16xf32>) -> tensor<1x6x3x16xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x3x16xf32>
  return %0 : tensor<1x6x3x16xf32>
}
