// RUN: mlc-opt %s --graph-simplify -split-input-file | FileCheck %s

// RoPE's rotate_half (transformers' Llama export): two slices of the last
// dim, a neg and a concat become one matmul by the constant signed
// permutation (row i = j + 32 of column j < 32 holds -1, row j - 32 of
// column j >= 32 holds 1).
// CHECK-LABEL: func @rotate_half
// CHECK: %[[R:.+]] = graph.constant dense<"0x{{.*}}"> : tensor<64x64xbf16>
// CHECK: %[[M:.+]] = graph.matmul %arg0, %[[R]] : (tensor<1x8x1x64xbf16>, tensor<64x64xbf16>) -> tensor<1x8x1x64xbf16>
// CHECK-NOT: graph.concat
// CHECK-NOT: graph.neg
// CHECK: return %[[M]]
func.func @rotate_half(%x: tensor<1x8x1x64xbf16>) -> tensor<1x8x1x64xbf16> {
  %hi = graph.slice %x starts = [32] ends = [9223372036854775807] axes = [3] steps = [1] : tensor<1x8x1x64xbf16> -> tensor<1x8x1x32xbf16>
  %lo = graph.slice %x starts = [0] ends = [32] axes = [3] steps = [1] : tensor<1x8x1x64xbf16> -> tensor<1x8x1x32xbf16>
  %n = graph.neg %hi : tensor<1x8x1x32xbf16>
  %r = graph.concat %n, %lo axis = 3 : (tensor<1x8x1x32xbf16>, tensor<1x8x1x32xbf16>) -> tensor<1x8x1x64xbf16>
  return %r : tensor<1x8x1x64xbf16>
}

// -----

// The permutation itself, at D = 4: rot = [-x2, -x3, x0, x1].
// CHECK-LABEL: func @rotate_half_f32
// CHECK{LITERAL}: graph.constant dense<[[0.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00], [-1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x4xf32>
// CHECK: graph.matmul %arg0
func.func @rotate_half_f32(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %hi = graph.slice %x starts = [2] ends = [4] axes = [1] steps = [1] : tensor<3x4xf32> -> tensor<3x2xf32>
  %lo = graph.slice %x starts = [0] ends = [2] axes = [-1] : tensor<3x4xf32> -> tensor<3x2xf32>
  %n = graph.neg %hi : tensor<3x2xf32>
  %r = graph.concat %n, %lo axis = -1 : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// The halves the other way round are no rotate_half: kept.
// CHECK-LABEL: func @not_rotate_half
// CHECK: graph.concat
func.func @not_rotate_half(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %hi = graph.slice %x starts = [8] ends = [16] axes = [1] steps = [1] : tensor<2x16xf32> -> tensor<2x8xf32>
  %lo = graph.slice %x starts = [0] ends = [8] axes = [1] steps = [1] : tensor<2x16xf32> -> tensor<2x8xf32>
  %n = graph.neg %lo : tensor<2x8xf32>
  %r = graph.concat %n, %hi axis = 1 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
  return %r : tensor<2x16xf32>
}

// -----

// pow(x, 2) is x * x (RMSNorm's square: no powf by a kernel argument).
// CHECK-LABEL: func @square
// CHECK: %[[S:.+]] = graph.mul %arg0, %arg0
// CHECK-NOT: graph.pow
func.func @square(%x: tensor<1x2048xf32>) -> tensor<1x2048xf32> {
  %c = graph.constant dense<2.0> : tensor<f32>
  %p = graph.pow %x, %c : (tensor<1x2048xf32>, tensor<f32>) -> tensor<1x2048xf32>
  return %p : tensor<1x2048xf32>
}

// -----

// A decode step's head split [B, 1, H, D] -> [B, H, 1, D] moves only a unit
// dim: a reshape (a view), not a copy kernel; a real transpose stays.
// CHECK-LABEL: func @unit_transpose
// CHECK: graph.reshape %arg0 : tensor<?x1x32x64xbf16> -> tensor<?x32x1x64xbf16>
// CHECK: graph.transpose %arg1 perm = [0, 2, 1, 3]
func.func @unit_transpose(%x: tensor<?x1x32x64xbf16>, %y: tensor<?x2x32x64xbf16>) -> (tensor<?x32x1x64xbf16>, tensor<?x32x2x64xbf16>) {
  %t = graph.transpose %x perm = [0, 2, 1, 3] : tensor<?x1x32x64xbf16> -> tensor<?x32x1x64xbf16>
  %u = graph.transpose %y perm = [0, 2, 1, 3] : tensor<?x2x32x64xbf16> -> tensor<?x32x2x64xbf16>
  return %t, %u : tensor<?x32x1x64xbf16>, tensor<?x32x2x64xbf16>
}

// -----

// LlamaRMSNorm as torch 2.11 exports it (bf16): f32(x), x * x (pow 2
// after SquareForPow), mean over the last axis, + eps, sqrt, reciprocal,
// x * inv, back to bf16, weight * that: one rms_norm.
// CHECK-LABEL: func.func @rms_norm_torch
// CHECK: %[[Y:.+]] = graph.rms_norm %arg0, %arg1 {axis = 2 : i64, epsilon = 9.9999999747524271E-7 : f64} : (tensor<1x?x64xbf16>, tensor<64xbf16>) -> tensor<1x?x64xbf16>
// CHECK-NEXT: return %[[Y]]
func.func @rms_norm_torch(%x: tensor<1x?x64xbf16>, %w: tensor<64xbf16>) -> tensor<1x?x64xbf16> {
  %xc = graph.cast %x : tensor<1x?x64xbf16> to tensor<1x?x64xf32>
  %two = graph.constant dense<2.0> : tensor<f32>
  %sq = graph.pow %xc, %two : (tensor<1x?x64xf32>, tensor<f32>) -> tensor<1x?x64xf32>
  %ms = graph.reduce_mean %sq {axes = array<i64: -1>} : tensor<1x?x64xf32> -> tensor<1x?x1xf32>
  %eps = graph.constant dense<1.0e-6> : tensor<f32>
  %v = graph.add %ms, %eps : (tensor<1x?x1xf32>, tensor<f32>) -> tensor<1x?x1xf32>
  %s = graph.sqrt %v : tensor<1x?x1xf32>
  %inv = graph.reciprocal %s : tensor<1x?x1xf32>
  %n = graph.mul %xc, %inv : (tensor<1x?x64xf32>, tensor<1x?x1xf32>) -> tensor<1x?x64xf32>
  %h = graph.cast %n : tensor<1x?x64xf32> to tensor<1x?x64xbf16>
  %y = graph.mul %w, %h : (tensor<64xbf16>, tensor<1x?x64xbf16>) -> tensor<1x?x64xbf16>
  return %y : tensor<1x?x64xbf16>
}

// -----

// f32 with rsqrt (mlc's import of RMSNormalization) and the scale second.
// CHECK-LABEL: func.func @rms_norm_rsqrt
// CHECK: graph.rms_norm %arg0, %arg1 {axis = 1 : i64, epsilon = 9.9999997473787516E-6 : f64}
// CHECK-NOT: graph.rsqrt
func.func @rms_norm_rsqrt(%x: tensor<4x32xf32>, %w: tensor<32xf32>) -> tensor<4x32xf32> {
  %sq = graph.mul %x, %x : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
  %ms = graph.reduce_mean %sq {axes = array<i64: 1>} : tensor<4x32xf32> -> tensor<4x1xf32>
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %v = graph.add %eps, %ms : (tensor<f32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  %inv = graph.rsqrt %v : tensor<4x1xf32>
  %n = graph.mul %x, %inv : (tensor<4x32xf32>, tensor<4x1xf32>) -> tensor<4x32xf32>
  %y = graph.mul %n, %w : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// -----

// Not an rms_norm: a scale that varies over the rows (it does not
// broadcast to the normalized shape alone), and a mean over the rows.
// CHECK-LABEL: func.func @rms_norm_not
// CHECK-NOT: graph.rms_norm
func.func @rms_norm_not(%x: tensor<4x32xf32>, %w: tensor<4x1xf32>, %x2: tensor<4x32xf32>, %w2: tensor<32xf32>) -> (tensor<4x32xf32>, tensor<4x32xf32>) {
  %sq = graph.mul %x, %x : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
  %ms = graph.reduce_mean %sq {axes = array<i64: 1>} : tensor<4x32xf32> -> tensor<4x1xf32>
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %v = graph.add %ms, %eps : (tensor<4x1xf32>, tensor<f32>) -> tensor<4x1xf32>
  %inv = graph.rsqrt %v : tensor<4x1xf32>
  %n = graph.mul %x, %inv : (tensor<4x32xf32>, tensor<4x1xf32>) -> tensor<4x32xf32>
  %y = graph.mul %n, %w : (tensor<4x32xf32>, tensor<4x1xf32>) -> tensor<4x32xf32>
  %sq2 = graph.mul %x2, %x2 : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
  %ms2 = graph.reduce_mean %sq2 {axes = array<i64: 0>} : tensor<4x32xf32> -> tensor<1x32xf32>
  %v2 = graph.add %ms2, %eps : (tensor<1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
  %inv2 = graph.rsqrt %v2 : tensor<1x32xf32>
  %n2 = graph.mul %x2, %inv2 : (tensor<4x32xf32>, tensor<1x32xf32>) -> tensor<4x32xf32>
  %y2 = graph.mul %n2, %w2 : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
  return %y, %y2 : tensor<4x32xf32>, tensor<4x32xf32>
}

// -----

// x * sigmoid(x) is silu(x) where the sigmoid has no other use.
// CHECK-LABEL: func.func @silu
// CHECK: %[[S:.+]] = graph.silu %arg0
// CHECK: %[[G:.+]] = graph.sigmoid %arg1
// CHECK: %[[M:.+]] = graph.mul %arg1, %[[G]]
// CHECK: return %[[S]], %[[M]], %[[G]]
func.func @silu(%x: tensor<8xf16>, %z: tensor<8xf16>) -> (tensor<8xf16>, tensor<8xf16>, tensor<8xf16>) {
  %s = graph.sigmoid %x : tensor<8xf16>
  %y = graph.mul %s, %x : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xf16>
  %g = graph.sigmoid %z : tensor<8xf16>
  %m = graph.mul %z, %g : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xf16>
  return %y, %m, %g : tensor<8xf16>, tensor<8xf16>, tensor<8xf16>
}

// -----

// A size of a transposed tensor is a size of the tensor: the KV cache's
// transpose that a decoder export runs only to read its length goes.
// CHECK-LABEL: func.func @size_of_transpose
// CHECK-NOT: graph.transpose
// CHECK: %[[S:.*]] = graph.shape_of %arg0 : tensor<1x?x8x64xbf16> -> tensor<4xi64>
// CHECK: graph.slice %[[S]] starts = [1] ends = [2] axes = [0] : tensor<4xi64> -> tensor<1xi64>
func.func @size_of_transpose(%x: tensor<1x?x8x64xbf16>) -> tensor<1xi64> {
  %t = graph.transpose %x perm = [0, 2, 1, 3] : tensor<1x?x8x64xbf16> -> tensor<1x8x?x64xbf16>
  %s = graph.shape_of %t : tensor<1x8x?x64xbf16> -> tensor<4xi64>
  %l = graph.slice %s starts = [2] ends = [3] axes = [0] : tensor<4xi64> -> tensor<1xi64>
  return %l : tensor<1xi64>
}
