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

// -----

// lhs_dilation (JAX's conv_transpose, the input gradient of a strided conv):
// the input is dilated and padded by a pad op (negative padding cuts), then
// an unpadded graph.conv.
// CHECK-LABEL: func.func @main
// CHECK: %[[X:.+]] = graph.transpose %{{.+}} perm = [0, 3, 1, 2] : tensor<2x5x6x4xf32> -> tensor<2x4x5x6xf32>
// CHECK: graph.pad
// CHECK: %[[C:.+]] = graph.slice %{{.+}} : tensor<2x4x{{.+}}xf32> -> tensor<2x4x11x15xf32>
// CHECK: graph.conv %{{.+}}, %{{.+}} {{{.*}}pads = array<i64: 0, 0, 0, 0>
// CHECK-SAME: -> tensor<2x6x9x13xf32>
func.func public @main(%x: tensor<2x5x6x4xf32>, %w: tensor<3x3x4x6xf32>) -> tensor<2x9x13x6xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [-1, 5]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x6x4xf32>, tensor<3x3x4x6xf32>) -> tensor<2x9x13x6xf32>
  return %0 : tensor<2x9x13x6xf32>
}

// -----

// batch_group_count (the weight gradient of a grouped conv): batch group g
// meets output features group g, a grouped graph.conv over the batch groups
// laid side by side as channels.
// CHECK-LABEL: func.func @main
// CHECK: graph.reshape %{{.+}} : tensor<4x3x6x6xf32> -> tensor<2x2x3x6x6xf32>
// CHECK: graph.transpose %{{.+}} perm = [1, 0, 2, 3, 4] : tensor<2x2x3x6x6xf32> -> tensor<2x2x3x6x6xf32>
// CHECK: graph.reshape %{{.+}} : tensor<2x2x3x6x6xf32> -> tensor<2x6x6x6xf32>
// CHECK: graph.conv %{{.+}}, %{{.+}} {groups = 2 : i64
// CHECK-SAME: (tensor<2x6x6x6xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x4x4xf32>
func.func public @main(%x: tensor<4x3x6x6xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8x4x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x3x6x6xf32>, tensor<8x3x3x3xf32>) -> tensor<2x8x4x4xf32>
  return %0 : tensor<2x8x4x4xf32>
}
