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
