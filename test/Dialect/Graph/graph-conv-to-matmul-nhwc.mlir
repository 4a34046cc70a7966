// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-conv-to-matmul))' --split-input-file | FileCheck %s

// A channels-last pointwise conv is the [N*H*W, C] x [C, F] matmul of its
// input as it lies in memory (a reshape) with the weight transposed at
// compile time; the bias is a [F] row on the product, and the residual add
// and relu after it move before the reshape back (their other operand
// reshaped to [N*H*W, F]), where fusion makes them the matmul's epilogue.
// CHECK-LABEL: func.func @pointwise
// CHECK-SAME: (%[[X:.+]]: tensor<2x4x5x3xf16>, %[[B:.+]]: tensor<2xf16>, %[[R:.+]]: tensor<2x4x5x2xf16>)
// CHECK-DAG: %[[W:.+]] = graph.constant dense<{{\[}}[0.000000e+00, 3.000000e+00], [1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00]]> : tensor<3x2xf16>
// CHECK-DAG: %[[X2:.+]] = graph.reshape %[[X]] : tensor<2x4x5x3xf16> -> tensor<40x3xf16>
// CHECK: %[[Y:.+]] = graph.matmul %[[X2]], %[[W]] : (tensor<40x3xf16>, tensor<3x2xf16>) -> tensor<40x2xf16>
// CHECK: %[[YB:.+]] = graph.add %[[Y]], %[[B]] : (tensor<40x2xf16>, tensor<2xf16>) -> tensor<40x2xf16>
// CHECK: %[[R2:.+]] = graph.reshape %[[R]] : tensor<2x4x5x2xf16> -> tensor<40x2xf16>
// CHECK: %[[S:.+]] = graph.add %[[YB]], %[[R2]]
// CHECK: %[[A:.+]] = graph.relu %[[S]] : tensor<40x2xf16>
// CHECK: %[[O:.+]] = graph.reshape %[[A]] : tensor<40x2xf16> -> tensor<2x4x5x2xf16>
// CHECK: return %[[O]]
func.func @pointwise(%x: tensor<2x4x5x3xf16>, %b: tensor<2xf16>, %r: tensor<2x4x5x2xf16>) -> tensor<2x4x5x2xf16> {
  %w = graph.constant dense<[[[[0.0]], [[1.0]], [[2.0]]], [[[3.0]], [[4.0]], [[5.0]]]]> : tensor<2x3x1x1xf16>
  %y = graph.conv %x, %w, %b {channels_last} : (tensor<2x4x5x3xf16>, tensor<2x3x1x1xf16>, tensor<2xf16>) -> tensor<2x4x5x2xf16>
  %a = graph.add %y, %r : (tensor<2x4x5x2xf16>, tensor<2x4x5x2xf16>) -> tensor<2x4x5x2xf16>
  %z = graph.relu %a : tensor<2x4x5x2xf16>
  return %z : tensor<2x4x5x2xf16>
}

// -----

// A padded 1x2 window: the padded input flattened to [N, S, C], gathered
// along S with a [P, window] table (rows of `window` contiguous channel
// runs: K = window * C, channels fastest) and the weight [F, C, 1, 2]
// transposed to [1, 2, C, F] = [K, F]. One channel is not a multiple of 4
// (8-byte f16 rows for the GPU's vector gather): the pad also pads the
// channels to 4 with zeros, and the weight's C rows alike (zero rows).
// CHECK-LABEL: func.func @im2col
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x3x1xf16>)
// CHECK-DAG: %[[W:.+]] = graph.constant dense<{{\[}}[1.000000e+00, 3.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [2.000000e+00, 4.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00]]> : tensor<8x2xf16>
// CHECK: %[[P:.+]] = graph.pad %[[X]] pads = [0, 0, 1, 0, 0, 0, 0, 3] : tensor<1x3x3x1xf16> -> tensor<1x3x4x4xf16>
// CHECK: %[[F:.+]] = graph.reshape %[[P]] : tensor<1x3x4x4xf16> -> tensor<1x12x4xf16>
// CHECK-DAG: graph.iota dim = 1 : tensor<9x2xi32>
// CHECK-DAG: graph.iota dim = 0 : tensor<9x2xi32>
// CHECK: %[[I:.+]] = graph.reshape %{{.+}} : tensor<9x2xi32> -> tensor<3x3x2xi32>
// CHECK: %[[G:.+]] = graph.gather %[[F]], %[[I]] axis = 1 : (tensor<1x12x4xf16>, tensor<3x3x2xi32>) -> tensor<1x3x3x2x4xf16>
// CHECK: %[[G2:.+]] = graph.reshape %[[G]] : tensor<1x3x3x2x4xf16> -> tensor<9x8xf16>
// CHECK: %[[Y:.+]] = graph.matmul %[[G2]], %[[W]] : (tensor<9x8xf16>, tensor<8x2xf16>) -> tensor<9x2xf16>
// CHECK: graph.reshape %[[Y]] : tensor<9x2xf16> -> tensor<1x3x3x2xf16>
func.func @im2col(%x: tensor<1x3x3x1xf16>) -> tensor<1x3x3x2xf16> {
  %w = graph.constant dense<[[[[1.0, 2.0]]], [[[3.0, 4.0]]]]> : tensor<2x1x1x2xf16>
  %y = graph.conv %x, %w {channels_last, pads = array<i64: 0, 1, 0, 0>} : (tensor<1x3x3x1xf16>, tensor<2x1x1x2xf16>) -> tensor<1x3x3x2xf16>
  return %y : tensor<1x3x3x2xf16>
}

// -----

// Grouped (depthwise) channels-last convs stay convs; so do f32 ones with
// a window.
// CHECK-LABEL: func.func @stays
// CHECK: graph.conv {{.*}}channels_last
// CHECK: graph.conv {{.*}}channels_last
// CHECK-NOT: graph.matmul
func.func @stays(%x: tensor<1x4x4x2xf32>, %w: tensor<2x1x3x3xf32>, %v: tensor<3x2x3x3xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x3xf32>) {
  %y = graph.conv %x, %w {channels_last, groups = 2 : i64} : (tensor<1x4x4x2xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x2x2xf32>
  %z = graph.conv %x, %v {channels_last} : (tensor<1x4x4x2xf32>, tensor<3x2x3x3xf32>) -> tensor<1x2x2x3xf32>
  return %y, %z : tensor<1x2x2x2xf32>, tensor<1x2x2x3xf32>
}
