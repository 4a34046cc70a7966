// RUN: mlc-opt %s --graph-simplify --canonicalize | FileCheck %s

// batch_norm after a conv with constant weights folds into the conv:
// with
// scale [2, 6], var [3, 8], eps 1 -> s = [1, 2];
// W' = W * s per filter, b' = (b - mean) * s + shift.
// CHECK-LABEL: func @conv_bn
func.func @conv_bn(%x: tensor<1x1x3x3xf32>) -> tensor<1x2x2x2xf32> {
  %w = graph.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]], [[[5.0, 6.0], [7.0, 8.0]]]]> : tensor<2x1x2x2xf32>
  %b = graph.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %scale = graph.constant dense<[2.0, 6.0]> : tensor<2xf32>
  %shift = graph.constant dense<[0.5, -0.5]> : tensor<2xf32>
  %mean = graph.constant dense<[4.0, 5.0]> : tensor<2xf32>
  %var = graph.constant dense<[3.0, 8.0]> : tensor<2xf32>
  // CHECK-DAG: %[[W:.+]] = graph.constant dense<{{\[\[\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]], {{\[\[\[}}1.000000e+01, 1.200000e+01], [1.400000e+01, 1.600000e+01]]]]> : tensor<2x1x2x2xf32>
  // CHECK-DAG: %[[B:.+]] = graph.constant dense<[6.500000e+00, 2.950000e+01]> : tensor<2xf32>
  // CHECK: %[[Y:.+]] = graph.conv %arg0, %[[W]], %[[B]] {strides = array<i64: 1, 1>}
  // CHECK-NOT: graph.batch_norm
  // CHECK: return %[[Y]]
  %c = graph.conv %x, %w, %b {strides = array<i64: 1, 1>} : (tensor<1x1x3x3xf32>, tensor<2x1x2x2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %y = graph.batch_norm %c, %scale, %shift, %mean, %var {epsilon = 1.0 : f64} : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  return %y : tensor<1x2x2x2xf32>
}

// A splat weight (ConstantOfShape) with one factor for every filter folds
// to a splat (2 * 4 / sqrt(3 + 1) = 4), never expanded: 64 x 64 x 3 x 3 f32
// is 144 KiB.
// CHECK-LABEL: func @conv_bn_splat
func.func @conv_bn_splat(%x: tensor<1x64x3x3xf32>) -> tensor<1x64x1x1xf32> {
  %w = graph.constant dense<2.0> : tensor<64x64x3x3xf32>
  %scale = graph.constant dense<4.0> : tensor<64xf32>
  %zero = graph.constant dense<0.0> : tensor<64xf32>
  %var = graph.constant dense<3.0> : tensor<64xf32>
  // CHECK-DAG: graph.constant dense<4.000000e+00> : tensor<64x64x3x3xf32>
  // CHECK-DAG: graph.constant dense<0.000000e+00> : tensor<64xf32>
  // CHECK: graph.conv
  // CHECK-NOT: graph.batch_norm
  %c = graph.conv %x, %w : (tensor<1x64x3x3xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x1x1xf32>
  %y = graph.batch_norm %c, %scale, %zero, %zero, %var {epsilon = 1.0 : f64} : (tensor<1x64x1x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<1x64x1x1xf32>
  return %y : tensor<1x64x1x1xf32>
}

// Not folded: the conv's result has another user, or the parameters are
// not constants.
// CHECK-LABEL: func @kept
func.func @kept(%x: tensor<1x1x3x3xf32>, %var: tensor<2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %w = graph.constant dense<1.0> : tensor<2x1x2x2xf32>
  %p = graph.constant dense<1.0> : tensor<2xf32>
  // CHECK: graph.conv
  // CHECK: graph.batch_norm
  // CHECK: graph.conv
  // CHECK: graph.batch_norm
  %c = graph.conv %x, %w : (tensor<1x1x3x3xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x2x2xf32>
  %y = graph.batch_norm %c, %p, %p, %p, %p : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %c2 = graph.conv %x, %w : (tensor<1x1x3x3xf32>, tensor<2x1x2x2xf32>) -> tensor<1x2x2x2xf32>
  %y2 = graph.batch_norm %c2, %p, %p, %p, %var : (tensor<1x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<1x2x2x2xf32>
  %s = graph.add %c, %y2 : (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %y, %s : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// Layer norm as ONNX exporters decompose it before opset 17.
// CHECK-LABEL: func @decomposed_layer_norm
func.func @decomposed_layer_norm(%x: tensor<2x8x16xf32>, %g: tensor<16xf32>, %b: tensor<16xf32>) -> tensor<2x8x16xf32> {
  // CHECK: %[[ONES:.+]] = graph.constant dense<1.000000e+00> : tensor<16xf32>
  // CHECK: %[[LN:.+]] = graph.layer_norm %arg0, %[[ONES]] {axis = 2 : i64, epsilon = 9.99999974{{[0-9]*}}E-6 : f64}
  // CHECK-NOT: graph.reduce_mean
  // CHECK: graph.mul %[[LN]], %arg1
  %two = graph.constant dense<2.0> : tensor<f32>
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %m = graph.reduce_mean %x {axes = array<i64: -1>} : tensor<2x8x16xf32> -> tensor<2x8x1xf32>
  %d = graph.sub %x, %m : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
  %p = graph.pow %d, %two : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
  %v = graph.reduce_mean %p {axes = array<i64: -1>} : tensor<2x8x16xf32> -> tensor<2x8x1xf32>
  %ve = graph.add %v, %eps : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
  %s = graph.sqrt %ve : tensor<2x8x1xf32>
  %n = graph.div %d, %s : (tensor<2x8x16xf32>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
  %y = graph.mul %n, %g : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
  %z = graph.add %y, %b : (tensor<2x8x16xf32>, tensor<16xf32>) -> tensor<2x8x16xf32>
  return %z : tensor<2x8x16xf32>
}

// Not a layer norm: the variance is taken over other axes than the mean.
// CHECK-LABEL: func @not_layer_norm
func.func @not_layer_norm(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // CHECK-NOT: graph.layer_norm
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %m = graph.reduce_mean %x {axes = array<i64: 1>} : tensor<8x16xf32> -> tensor<8x1xf32>
  %d = graph.sub %x, %m : (tensor<8x16xf32>, tensor<8x1xf32>) -> tensor<8x16xf32>
  %p = graph.mul %d, %d : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %v = graph.reduce_mean %p {axes = array<i64: 0>} : tensor<8x16xf32> -> tensor<1x16xf32>
  %ve = graph.add %v, %eps : (tensor<1x16xf32>, tensor<f32>) -> tensor<1x16xf32>
  %s = graph.sqrt %ve : tensor<1x16xf32>
  %n = graph.div %d, %s : (tensor<8x16xf32>, tensor<1x16xf32>) -> tensor<8x16xf32>
  return %n : tensor<8x16xf32>
}

// gelu as torch exports it: ((x / sqrt 2) -> erf -> + 1) * x * 0.5.
// CHECK-LABEL: func.func @gelu_torch
// CHECK-NEXT: %[[G:.+]] = graph.gelu %arg0 : tensor<4x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @gelu_torch(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s2 = graph.constant dense<1.41421354> : tensor<f32>
  %one = graph.constant dense<1.0> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %d = graph.div %x, %s2 : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %e = graph.erf %d : tensor<4x8xf32>
  %a = graph.add %e, %one : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %m = graph.mul %x, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = graph.mul %m, %half : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// The other association, x * (1 / sqrt 2) inside, 0.5 * x first.
// CHECK-LABEL: func.func @gelu_hf
// CHECK-NEXT: %[[G:.+]] = graph.gelu %arg0 : tensor<4x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @gelu_hf(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r2 = graph.constant dense<0.707106769> : tensor<f32>
  %one = graph.constant dense<1.0> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %h = graph.mul %half, %x : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %d = graph.mul %x, %r2 : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %e = graph.erf %d : tensor<4x8xf32>
  %a = graph.add %one, %e : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = graph.mul %h, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// Not gelu: another constant (0.6), or erf of a different value.
// CHECK-LABEL: func.func @not_gelu
// CHECK-NOT: graph.gelu
// CHECK: return
func.func @not_gelu(%x: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %s2 = graph.constant dense<1.41421354> : tensor<f32>
  %one = graph.constant dense<1.0> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %six = graph.constant dense<0.6> : tensor<f32>
  %d = graph.div %x, %s2 : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %e = graph.erf %d : tensor<4x8xf32>
  %a = graph.add %e, %one : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %m = graph.mul %x, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = graph.mul %m, %six : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  %m2 = graph.mul %z, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y2 = graph.mul %m2, %half : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
  return %y, %y2 : tensor<4x8xf32>, tensor<4x8xf32>
}

// gelu's tanh approximation as torch exports it (GPT-2 style):
// 0.5 * (x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x * (x * x))))).
// CHECK-LABEL: func.func @gelu_tanh
// CHECK-NEXT: %[[G:.+]] = graph.gelu %arg0 approximate tanh : tensor<4x8xf32>
// CHECK-NEXT: return %[[G]]
func.func @gelu_tanh(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = graph.constant dense<0.797884583> : tensor<f32>
  %k = graph.constant dense<4.471500e-02> : tensor<f32>
  %one = graph.constant dense<1.0> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %sq = graph.mul %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %cube = graph.mul %x, %sq : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %kc = graph.mul %k, %cube : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %in = graph.add %x, %kc : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = graph.mul %c, %in : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = graph.tanh %z : tensor<4x8xf32>
  %a = graph.add %one, %t : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = graph.mul %x, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = graph.mul %half, %m : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// Not the tanh gelu: 0.05 instead of 0.044715, and x^2 instead of x^3.
// CHECK-LABEL: func.func @not_gelu_tanh
// CHECK-NOT: graph.gelu
// CHECK: return
func.func @not_gelu_tanh(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %c = graph.constant dense<0.797884583> : tensor<f32>
  %k = graph.constant dense<5.0e-02> : tensor<f32>
  %k2 = graph.constant dense<4.471500e-02> : tensor<f32>
  %one = graph.constant dense<1.0> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %sq = graph.mul %x, %x : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %cube = graph.mul %x, %sq : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %kc = graph.mul %k, %cube : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %in = graph.add %x, %kc : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = graph.mul %c, %in : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = graph.tanh %z : tensor<4x8xf32>
  %a = graph.add %one, %t : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = graph.mul %x, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = graph.mul %half, %m : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %kc2 = graph.mul %k2, %sq : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %in2 = graph.add %x, %kc2 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %z2 = graph.mul %c, %in2 : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %t2 = graph.tanh %z2 : tensor<4x8xf32>
  %a2 = graph.add %one, %t2 : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = graph.mul %x, %a2 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  %y2 = graph.mul %half, %m2 : (tensor<f32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y, %y2 : tensor<4x8xf32>, tensor<4x8xf32>
}
