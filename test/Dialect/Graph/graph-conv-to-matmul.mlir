// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-conv-to-matmul))' --split-input-file | FileCheck %s

// A pointwise f16 conv is a matmul of the [F, C] weight with the [N, C, H*W]
// input (both reshapes are views), and its bias a broadcast add.
// CHECK-LABEL: func.func @pointwise
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x5xf16>, %[[W:.+]]: tensor<16x8x1x1xf16>, %[[B:.+]]: tensor<16xf16>)
// CHECK: %[[W2:.+]] = graph.reshape %[[W]] : tensor<16x8x1x1xf16> -> tensor<16x8xf16>
// CHECK: %[[X3:.+]] = graph.reshape %[[X]] : tensor<2x8x4x5xf16> -> tensor<2x8x20xf16>
// CHECK: %[[Y3:.+]] = graph.matmul %[[W2]], %[[X3]] : (tensor<16x8xf16>, tensor<2x8x20xf16>) -> tensor<2x16x20xf16>
// CHECK: %[[Y:.+]] = graph.reshape %[[Y3]] : tensor<2x16x20xf16> -> tensor<2x16x4x5xf16>
// CHECK: %[[B3:.+]] = graph.reshape %[[B]] : tensor<16xf16> -> tensor<16x1x1xf16>
// CHECK: %[[R:.+]] = graph.add %[[Y]], %[[B3]]
// CHECK: return %[[R]]
func.func @pointwise(%x: tensor<2x8x4x5xf16>, %w: tensor<16x8x1x1xf16>, %b: tensor<16xf16>) -> tensor<2x16x4x5xf16> {
  %y = graph.conv %x, %w, %b : (tensor<2x8x4x5xf16>, tensor<16x8x1x1xf16>, tensor<16xf16>) -> tensor<2x16x4x5xf16>
  return %y : tensor<2x16x4x5xf16>
}

// -----

// Not rewritten: f32 (no faster f32 matmul on the GPU), strides, padding,
// groups, 3x3.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: graph.matmul
// CHECK-COUNT-5: graph.conv
func.func @kept(%x: tensor<2x8x4x4xf32>, %w: tensor<16x8x1x1xf32>, %h: tensor<2x8x4x4xf16>, %v: tensor<16x8x1x1xf16>, %g: tensor<16x4x1x1xf16>, %k: tensor<16x8x3x3xf16>) -> (tensor<2x16x4x4xf32>, tensor<2x16x2x2xf16>, tensor<2x16x6x6xf16>, tensor<2x16x4x4xf16>, tensor<2x16x2x2xf16>) {
  %0 = graph.conv %x, %w : (tensor<2x8x4x4xf32>, tensor<16x8x1x1xf32>) -> tensor<2x16x4x4xf32>
  %1 = graph.conv %h, %v {strides = array<i64: 2, 2>} : (tensor<2x8x4x4xf16>, tensor<16x8x1x1xf16>) -> tensor<2x16x2x2xf16>
  %2 = graph.conv %h, %v {pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x4x4xf16>, tensor<16x8x1x1xf16>) -> tensor<2x16x6x6xf16>
  %3 = graph.conv %h, %g {groups = 2 : i64} : (tensor<2x8x4x4xf16>, tensor<16x4x1x1xf16>) -> tensor<2x16x4x4xf16>
  %4 = graph.conv %h, %k : (tensor<2x8x4x4xf16>, tensor<16x8x3x3xf16>) -> tensor<2x16x2x2xf16>
  return %0, %1, %2, %3, %4 : tensor<2x16x4x4xf32>, tensor<2x16x2x2xf16>, tensor<2x16x6x6xf16>, tensor<2x16x4x4xf16>, tensor<2x16x2x2xf16>
}
