// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @conv
func.func @conv(%x: tensor<?x4x9x8xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<6xf32>,
                %x1: tensor<2x3x11xf16>, %w1: tensor<5x3x3xf16>,
                %x3: tensor<1x2x5x4x6xi32>, %w3: tensor<3x2x2x3x2xi32>) {
  // CHECK: graph.conv %{{.*}}, %{{.*}}, %{{.*}} {dilations = array<i64: 1, 2>, groups = 2 : i64, pads = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 1>} : (tensor<?x4x9x8xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<?x6x5x5xf32>
  %0 = graph.conv %x, %w, %b {strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads = array<i64: 1, 0, 2, 1>, groups = 2 : i64} : (tensor<?x4x9x8xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<?x6x5x5xf32>
  // CHECK: graph.conv %{{.*}}, %{{.*}} : (tensor<2x3x11xf16>, tensor<5x3x3xf16>) -> tensor<2x5x9xf16>
  %1 = graph.conv %x1, %w1 : (tensor<2x3x11xf16>, tensor<5x3x3xf16>) -> tensor<2x5x9xf16>
  // CHECK: graph.conv {{.*}} -> tensor<1x3x4x2x5xi32>
  %2 = graph.conv %x3, %w3 : (tensor<1x2x5x4x6xi32>, tensor<3x2x2x3x2xi32>) -> tensor<1x3x4x2x5xi32>
  return
}

// CHECK-LABEL: func @conv_dynamic_spatial
func.func @conv_dynamic_spatial(%x: tensor<1x3x?x7xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x?x3xf32> {
  // CHECK: graph.conv {{.*}} -> tensor<1x4x?x3xf32>
  %0 = graph.conv %x, %w {strides = array<i64: 2, 2>} : (tensor<1x3x?x7xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x?x3xf32>
  return %0 : tensor<1x4x?x3xf32>
}

// CHECK-LABEL: func @conv_transpose
func.func @conv_transpose(%x: tensor<?x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) {
  // CHECK: graph.conv_transpose %{{.*}}, %{{.*}}, %{{.*}} {groups = 2 : i64, output_padding = array<i64: 1, 0>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<?x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<6xf32>) -> tensor<?x6x10x9xf32>
  %0 = graph.conv_transpose %x, %w, %b {strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>, output_padding = array<i64: 1, 0>, groups = 2 : i64} : (tensor<?x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<6xf32>) -> tensor<?x6x10x9xf32>
  // CHECK: graph.conv_transpose %{{.*}}, %{{.*}} {dilations = array<i64: 2, 1>} : (tensor<?x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<?x3x9x7xf32>
  %1 = graph.conv_transpose %x, %w {dilations = array<i64: 2, 1>} : (tensor<?x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<?x3x9x7xf32>
  return
}

// CHECK-LABEL: func @pools
func.func @pools(%x: tensor<?x3x7x8xf32>, %u: tensor<1x2x9xui8>) {
  // CHECK: graph.max_pool %{{.*}} {ceil_mode, dilations = array<i64: 1, 2>, kernel_shape = array<i64: 3, 2>, pads = array<i64: 1, 1, 0, 0>, strides = array<i64: 2, 2>} : tensor<?x3x7x8xf32> -> tensor<?x3x4x4xf32>
  %0 = graph.max_pool %x {kernel_shape = array<i64: 3, 2>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 0, 0>, dilations = array<i64: 1, 2>, ceil_mode} : tensor<?x3x7x8xf32> -> tensor<?x3x4x4xf32>
  // CHECK: graph.max_pool %{{.*}} {kernel_shape = array<i64: 2>} : tensor<1x2x9xui8> -> tensor<1x2x8xui8>
  %1 = graph.max_pool %u {kernel_shape = array<i64: 2>} : tensor<1x2x9xui8> -> tensor<1x2x8xui8>
  // CHECK: graph.avg_pool %{{.*}} {ceil_mode, count_include_pad, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : tensor<?x3x7x8xf32> -> tensor<?x3x4x5xf32>
  %2 = graph.avg_pool %x {kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>, ceil_mode, count_include_pad} : tensor<?x3x7x8xf32> -> tensor<?x3x4x5xf32>
  // CHECK: graph.avg_pool %{{.*}} {kernel_shape = array<i64: 7, 8>} : tensor<?x3x7x8xf32> -> tensor<?x3x1x1xf32>
  %3 = graph.avg_pool %x {kernel_shape = array<i64: 7, 8>} : tensor<?x3x7x8xf32> -> tensor<?x3x1x1xf32>
  return
}

// CHECK-LABEL: func @reductions
func.func @reductions(%x: tensor<4x?x8xf32>, %i: tensor<3x5xi32>, %u: tensor<3x5xui8>) {
  // CHECK: graph.reduce_sum %{{.*}} {axes = array<i64: -1>} : tensor<4x?x8xf32> -> tensor<4x?x1xf32>
  %0 = graph.reduce_sum %x {axes = array<i64: -1>} : tensor<4x?x8xf32> -> tensor<4x?x1xf32>
  // CHECK: graph.reduce_mean %{{.*}} {axes = array<i64: 0, 2>, keepdims = false} : tensor<4x?x8xf32> -> tensor<?xf32>
  %1 = graph.reduce_mean %x {axes = array<i64: 0, 2>, keepdims = false} : tensor<4x?x8xf32> -> tensor<?xf32>
  // CHECK: graph.reduce_max %{{.*}} : tensor<4x?x8xf32> -> tensor<1x1x1xf32>
  %2 = graph.reduce_max %x : tensor<4x?x8xf32> -> tensor<1x1x1xf32>
  // CHECK: graph.reduce_min %{{.*}} {keepdims = false} : tensor<4x?x8xf32> -> tensor<f32>
  %3 = graph.reduce_min %x {keepdims = false} : tensor<4x?x8xf32> -> tensor<f32>
  %4 = graph.reduce_prod %i {axes = array<i64: 1>} : tensor<3x5xi32> -> tensor<3x1xi32>
  %5 = graph.reduce_l2 %x {axes = array<i64: 1>} : tensor<4x?x8xf32> -> tensor<4x1x8xf32>
  %6 = graph.reduce_max %u {axes = array<i64: 0>, keepdims = false} : tensor<3x5xui8> -> tensor<5xui8>
  // CHECK: graph.argmax %{{.*}} {axis = 1 : i64} : tensor<4x?x8xf32> -> tensor<4x1x8xi64>
  %7 = graph.argmax %x {axis = 1 : i64} : tensor<4x?x8xf32> -> tensor<4x1x8xi64>
  // CHECK: graph.argmin %{{.*}} {axis = -1 : i64, keepdims = false, select_last_index} : tensor<3x5xi32> -> tensor<3xi64>
  %8 = graph.argmin %i {axis = -1 : i64, keepdims = false, select_last_index} : tensor<3x5xi32> -> tensor<3xi64>
  return
}

// CHECK-LABEL: func @norms
func.func @norms(%x: tensor<?x5x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %g2: tensor<5x8xf32>,
                 %h: tensor<2x8x3x3xbf16>, %c: tensor<8xbf16>) {
  // CHECK: graph.softmax %{{.*}} : tensor<?x5x8xf32>
  %0 = graph.softmax %x : tensor<?x5x8xf32>
  // CHECK: graph.log_softmax %{{.*}} {axis = 1 : i64} : tensor<?x5x8xf32>
  %1 = graph.log_softmax %x {axis = 1 : i64} : tensor<?x5x8xf32>
  // CHECK: graph.layer_norm %{{.*}}, %{{.*}}, %{{.*}} {epsilon = 1.000000e-03 : f64} : (tensor<?x5x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<?x5x8xf32>
  %2 = graph.layer_norm %x, %g, %b {epsilon = 1.0e-3 : f64} : (tensor<?x5x8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<?x5x8xf32>
  // CHECK: graph.layer_norm %{{.*}}, %{{.*}} {axis = -2 : i64} : (tensor<?x5x8xf32>, tensor<5x8xf32>) -> tensor<?x5x8xf32>
  %3 = graph.layer_norm %x, %g2 {axis = -2 : i64} : (tensor<?x5x8xf32>, tensor<5x8xf32>) -> tensor<?x5x8xf32>
  // CHECK: graph.batch_norm %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<2x8x3x3xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<2x8x3x3xbf16>
  %4 = graph.batch_norm %h, %c, %c, %c, %c : (tensor<2x8x3x3xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>, tensor<8xbf16>) -> tensor<2x8x3x3xbf16>
  // CHECK: graph.rms_norm %{{.*}}, %{{.*}} {epsilon = 9.9999999999999995E-7 : f64} : (tensor<?x5x8xf32>, tensor<8xf32>) -> tensor<?x5x8xf32>
  %5 = graph.rms_norm %x, %g {epsilon = 1.0e-6 : f64} : (tensor<?x5x8xf32>, tensor<8xf32>) -> tensor<?x5x8xf32>
  // CHECK: graph.rms_norm %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<?x5x8xf32>, tensor<5x8xf32>) -> tensor<?x5x8xf32>
  %6 = graph.rms_norm %x, %g2 {axis = 1 : i64} : (tensor<?x5x8xf32>, tensor<5x8xf32>) -> tensor<?x5x8xf32>
  return
}

// Channels last (graph-assign-layout): input [N, D..., C], result [N, O..., F].
// CHECK-LABEL: func @channels_last
func.func @channels_last(%x: tensor<?x9x8x4xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<6xf32>) -> (tensor<?x5x5x6xf32>, tensor<?x4x4x4xf32>, tensor<?x9x8x4xf32>) {
  // CHECK: graph.conv %{{.*}}, %{{.*}}, %{{.*}} {channels_last, dilations = array<i64: 1, 2>, groups = 2 : i64, pads = array<i64: 1, 0, 2, 1>, strides = array<i64: 2, 1>} : (tensor<?x9x8x4xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<?x5x5x6xf32>
  %0 = graph.conv %x, %w, %b {channels_last, strides = array<i64: 2, 1>, dilations = array<i64: 1, 2>, pads = array<i64: 1, 0, 2, 1>, groups = 2 : i64} : (tensor<?x9x8x4xf32>, tensor<6x2x3x3xf32>, tensor<6xf32>) -> tensor<?x5x5x6xf32>
  // CHECK: graph.max_pool %{{.*}} {channels_last, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<?x9x8x4xf32> -> tensor<?x4x4x4xf32>
  %1 = graph.max_pool %x {channels_last, kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : tensor<?x9x8x4xf32> -> tensor<?x4x4x4xf32>
  // CHECK: graph.avg_pool %{{.*}} {channels_last, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : tensor<?x9x8x4xf32> -> tensor<?x9x8x4xf32>
  %2 = graph.avg_pool %x {channels_last, kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : tensor<?x9x8x4xf32> -> tensor<?x9x8x4xf32>
  return %0, %1, %2 : tensor<?x5x5x6xf32>, tensor<?x4x4x4xf32>, tensor<?x9x8x4xf32>
}
