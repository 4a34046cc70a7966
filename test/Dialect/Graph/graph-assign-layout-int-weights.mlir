// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cuda}))' --split-input-file | FileCheck %s
// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-assign-layout{target=cpu}))' --split-input-file | FileCheck %s --check-prefix=CPU

// On CUDA an i32 matmul's constant [N, K] weights (a quantized Gemm with
// transB) become [K, N]: the integer SIMT tile reads B as K x N. Through
// the widening cast of int8 weights too (a QGemm's), the cast then
// widening the transposed constant. The CPU keeps transpose_b.
// CHECK-LABEL: func.func @transb
// CHECK-DAG: %[[W:.+]] = graph.constant dense<{{\[}}[1, 3, 5], [2, 4, 6]]> : tensor<2x3xi32>
// CHECK-DAG: %[[Q:.+]] = graph.constant dense<{{\[}}[1, -3], [-2, 4]]> : tensor<2x2xi8>
// CHECK-DAG: %[[QW:.+]] = graph.cast %[[Q]] : tensor<2x2xi8> to tensor<2x2xi32>
// CHECK-DAG: graph.matmul %arg0, %[[W]] : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
// CHECK-DAG: graph.matmul %arg1, %[[QW]] : (tensor<4x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
// CHECK-NOT: transpose_b
// CPU-LABEL: func.func @transb
// CPU-COUNT-2: {transpose_b}
func.func @transb(%x: tensor<1x2xi32>, %y: tensor<4x2xi32>) -> (tensor<1x3xi32>, tensor<4x2xi32>) {
  %w = graph.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %a = graph.matmul %x, %w {transpose_b} : (tensor<1x2xi32>, tensor<3x2xi32>) -> tensor<1x3xi32>
  %q = graph.constant dense<[[1, -2], [-3, 4]]> : tensor<2x2xi8>
  %qw = graph.cast %q : tensor<2x2xi8> to tensor<2x2xi32>
  %b = graph.matmul %y, %qw {transpose_b} : (tensor<4x2xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
  return %a, %b : tensor<1x3xi32>, tensor<4x2xi32>
}

// -----

// Kept: a float matmul's transposed weights (not a GEMV's), weights that
// are not constants.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-2: {transpose_b}
func.func @kept(%x: tensor<16x2xf32>, %y: tensor<1x2xi32>, %v: tensor<3x2xi32>) -> (tensor<16x3xf32>, tensor<1x3xi32>) {
  %w = graph.constant dense<1.0> : tensor<3x2xf32>
  %a = graph.matmul %x, %w {transpose_b} : (tensor<16x2xf32>, tensor<3x2xf32>) -> tensor<16x3xf32>
  %b = graph.matmul %y, %v {transpose_b} : (tensor<1x2xi32>, tensor<3x2xi32>) -> tensor<1x3xi32>
  return %a, %b : tensor<16x3xf32>, tensor<1x3xi32>
}
