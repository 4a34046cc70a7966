// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cuda print-decisions}))' --split-input-file 2>&1 | FileCheck %s
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cuda gemv-max-rows=0}))' --split-input-file | FileCheck %s --check-prefix=OFF
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cpu}))' --split-input-file | FileCheck %s --check-prefix=OFF

// On cuda a GEMV's constant weights [K, N] become [N, K] with transpose_b
// (each output column's weights one contiguous row); the values move with
// them (row n of the new constant is column n of the old one).
// CHECK: remark: layout: 1 GEMV weights as [N, K]
// CHECK-LABEL: func.func @gemv
// CHECK: %[[W:.+]] = graph.constant dense<{{\[}}[1.000000e+00, 3.000000e+00, 5.000000e+00, 7.000000e+00, 9.000000e+00, 1.100000e+01, 1.300000e+01, 1.500000e+01], [2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01, 1.200000e+01, 1.400000e+01, 1.600000e+01]]> : tensor<2x8xf16>
// CHECK: graph.matmul %arg0, %[[W]] {transpose_b} : (tensor<1x1x8xf16>, tensor<2x8xf16>) -> tensor<1x1x2xf16>
// OFF-LABEL: func.func @gemv
// OFF-NOT: transpose_b
func.func @gemv(%x: tensor<1x1x8xf16>) -> tensor<1x1x2xf16> {
  %w = graph.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0], [13.0, 14.0], [15.0, 16.0]]> : tensor<8x2xf16>
  %y = graph.matmul %x, %w : (tensor<1x1x8xf16>, tensor<8x2xf16>) -> tensor<1x1x2xf16>
  return %y : tensor<1x1x2xf16>
}

// -----

// Kept: a constant that a 16-row matmul also reads (a tensor-core tile
// program's B), one whose K is not whole 16-byte chunks (10 f32), a
// dynamic row count.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: transpose_b
// CHECK: return
func.func @kept(%x: tensor<1x64xbf16>, %z: tensor<16x64xbf16>, %a: tensor<2x10xf32>, %d: tensor<?x64xbf16>) -> (tensor<1x32xbf16>, tensor<16x32xbf16>, tensor<2x8xf32>, tensor<?x32xbf16>) {
  %w = graph.constant dense<0.5> : tensor<64x32xbf16>
  %y = graph.matmul %x, %w : (tensor<1x64xbf16>, tensor<64x32xbf16>) -> tensor<1x32xbf16>
  %u = graph.matmul %z, %w : (tensor<16x64xbf16>, tensor<64x32xbf16>) -> tensor<16x32xbf16>
  %w2 = graph.constant dense<0.25> : tensor<10x8xf32>
  %v = graph.matmul %a, %w2 : (tensor<2x10xf32>, tensor<10x8xf32>) -> tensor<2x8xf32>
  %w3 = graph.constant dense<2.0> : tensor<64x32xbf16>
  %t = graph.matmul %d, %w3 : (tensor<?x64xbf16>, tensor<64x32xbf16>) -> tensor<?x32xbf16>
  return %y, %u, %v, %t : tensor<1x32xbf16>, tensor<16x32xbf16>, tensor<2x8xf32>, tensor<?x32xbf16>
}
