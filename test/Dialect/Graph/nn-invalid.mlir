// RUN: mlc-opt %s -split-input-file -verify-diagnostics

// Shape errors found while inferring the result type also report
// 'failed to infer returned types'.

func.func @f(%x: tensor<4x8xf32>, %w: tensor<6x4xf32>) {
  // expected-error @+2 {{expects an input of rank 3 to 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w : (tensor<4x8xf32>, tensor<6x4xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @conv_mixed_float(%x: tensor<1x4x8x8xf32>, %w: tensor<6x4x3x3xi8>) -> tensor<1x6x6x6xf32> {
  // expected-error @+2 {{expects one element type for input and weight (or 8/16-bit integers), got 'f32' and 'i8'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w : (tensor<1x4x8x8xf32>, tensor<6x4x3x3xi8>) -> tensor<1x6x6x6xf32>
  return %0 : tensor<1x6x6x6xf32>
}

// -----

func.func @conv_quantized_bias(%x: tensor<1x4x8x8xui8>, %w: tensor<6x4x3x3xi8>, %b: tensor<6xf32>) -> tensor<1x6x6x6xi32> {
  // expected-error @+2 {{expects a bias of 'i32', got 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w, %b : (tensor<1x4x8x8xui8>, tensor<6x4x3x3xi8>, tensor<6xf32>) -> tensor<1x6x6x6xi32>
  return %0 : tensor<1x6x6x6xi32>
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x4x3xf32>) {
  // expected-error @+2 {{expects a weight of rank 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w : (tensor<1x4x8x8xf32>, tensor<6x4x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{expects groups >= 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 0 : i64} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x1x3x3xf32>) {
  // expected-error @+2 {{groups (4) does not divide the output channels (6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 4 : i64} : (tensor<1x4x8x8xf32>, tensor<6x1x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{input channels (4) do not match weight channels (2) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+2 {{expects a bias of shape [6]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w, %b {groups = 2 : i64} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>, tensor<4xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{expects 2 entries in `strides`, got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 2 : i64, strides = array<i64: 2>} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{expects `dilations` entries >= 1, got 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 2 : i64, dilations = array<i64: 1, 0>} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{expects `pads` entries >= 0, got -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 2 : i64, pads = array<i64: 0, 0, -1, 0>} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{window does not fit: output size 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 2 : i64, dilations = array<i64: 5, 1>} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x2x3x3xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<1x6x6x6xf32>' are incompatible with return type(s) of operation 'tensor<1x6x8x8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {groups = 2 : i64} : (tensor<1x4x8x8xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x8x8xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+2 {{groups (3) does not divide the input channels (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv_transpose %x, %w {groups = 3 : i64} : (tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x9x7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x5x5xf32>, %w: tensor<2x3x3x3xf32>) {
  // expected-error @+2 {{input channels (4) do not match weight dimension 0 (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv_transpose %x, %w : (tensor<1x4x5x5xf32>, tensor<2x3x3x3xf32>) -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>) {
  // expected-error @+2 {{output_padding (2) must be smaller than the stride or the dilation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv_transpose %x, %w {strides = array<i64: 2, 2>, output_padding = array<i64: 2, 0>} : (tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>) -> tensor<1x3x13x11xf32>
  return
}

// -----

func.func @f(%x: tensor<1x4x5x5xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>) {
  // expected-error @+2 {{expects a bias of shape [6]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv_transpose %x, %w, %b {groups = 2 : i64} : (tensor<1x4x5x5xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>) -> tensor<1x6x7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expects 2 entries in `kernel_shape`, got 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.max_pool %x {kernel_shape = array<i64: 2, 2, 2>} : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{pads must be smaller than the kernel}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.avg_pool %x {kernel_shape = array<i64: 2, 2>, pads = array<i64: 2, 0, 0, 0>} : tensor<1x3x8x8xf32> -> tensor<1x3x9x7xf32>
  return
}

// -----

func.func @f(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expects `strides` entries >= 1, got 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.max_pool %x {kernel_shape = array<i64: 2, 2>, strides = array<i64: 0, 1>} : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+2 {{'graph.avg_pool' op expects an input of rank 3 to 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.avg_pool %x {kernel_shape = array<i64: 2, 2>} : tensor<8x8xf32> -> tensor<7x7xf32>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.reduce_sum %x {axes = array<i64: 2>} : tensor<4x5xf32> -> tensor<4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+2 {{axis -1 is repeated}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.reduce_max %x {axes = array<i64: 1, -1>} : tensor<4x5xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.reduce_mean %x {axes = array<i64: 1>, keepdims = false} : tensor<4x5xf32> -> tensor<4x1xf32>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+2 {{'graph.argmax' op axis -3 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.argmax %x {axis = -3 : i64} : tensor<4x5xf32> -> tensor<4x5xi64>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %0 = graph.softmax %x {axis = 2 : i64} : tensor<4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<4x5xf32>) {
  // expected-error @+1 {{axis -3 is out of range for rank 2}}
  %0 = graph.log_softmax %x {axis = -3 : i64} : tensor<4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<2x4x5xf32>, %g: tensor<5xf32>) {
  // expected-error @+1 {{axis 3 is out of range for rank 3}}
  %0 = graph.layer_norm %x, %g {axis = 3 : i64} : (tensor<2x4x5xf32>, tensor<5xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<2x4x5xf32>, %g: tensor<4x5xf32>) {
  // expected-error @+1 {{scale of type 'tensor<4x5xf32>' has a higher rank than the normalized shape (1)}}
  %0 = graph.layer_norm %x, %g : (tensor<2x4x5xf32>, tensor<4x5xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<2x4x5xf32>, %g: tensor<5xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{bias of type 'tensor<4xf32>' does not broadcast to the normalized shape}}
  %0 = graph.layer_norm %x, %g, %b : (tensor<2x4x5xf32>, tensor<5xf32>, tensor<4xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<2x4x5xf32>, %g: tensor<4xf32>) {
  // expected-error @+1 {{scale of type 'tensor<4xf32>' does not broadcast to the normalized shape}}
  %0 = graph.rms_norm %x, %g : (tensor<2x4x5xf32>, tensor<4xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<2x4x5xf32>, %g: tensor<5xf32>) {
  // expected-error @+1 {{axis -4 is out of range for rank 3}}
  %0 = graph.rms_norm %x, %g {axis = -4 : i64} : (tensor<2x4x5xf32>, tensor<5xf32>) -> tensor<2x4x5xf32>
  return
}

// -----

func.func @f(%x: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{expects an input of rank >= 2, got 'tensor<4xf32>'}}
  %0 = graph.batch_norm %x, %c, %c, %c, %c : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%x: tensor<2x3x5xf32>, %c: tensor<4xf32>) {
  // expected-error @+1 {{expects parameters of shape [3], got 'tensor<4xf32>'}}
  %0 = graph.batch_norm %x, %c, %c, %c, %c : (tensor<2x3x5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<2x3x5xf32>
  return
}

// -----

// Channels last: the channels are the last dim (8 here, not 4).
func.func @f(%x: tensor<1x4x8x8xf32>, %w: tensor<6x4x3x3xf32>) {
  // expected-error @+2 {{input channels (8) do not match weight channels (4) times groups (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.conv %x, %w {channels_last} : (tensor<1x4x8x8xf32>, tensor<6x4x3x3xf32>) -> tensor<1x2x6x6xf32>
  return
}

// -----

func.func @quantize_type(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<ui8>) -> tensor<4xi8> {
  // expected-error @+1 {{result element type must be the zero point's}}
  %q = graph.quantize %x, %s, %z : (tensor<4xf32>, tensor<f32>, tensor<ui8>) -> tensor<4xi8>
  return %q : tensor<4xi8>
}

// -----

func.func @dequantize_axis(%x: tensor<4x2xi8>, %s: tensor<3x1xf32>, %z: tensor<i8>) -> tensor<4x2xf32> {
  // expected-error @+1 {{scale and zero point must broadcast to the input's shape}}
  %y = graph.dequantize %x, %s, %z : (tensor<4x2xi8>, tensor<3x1xf32>, tensor<i8>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
