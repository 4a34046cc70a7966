// RUN: mlc-opt %s --graph-autocast=precision=fp16 --canonicalize --split-input-file | FileCheck %s
// RUN: mlc-opt %s --graph-autocast=precision=bf16 --canonicalize --split-input-file | FileCheck %s --check-prefix=BF16
// RUN: mlc-opt %s --graph-autocast=precision=fp32 --split-input-file | FileCheck %s --check-prefix=FP32
// RUN: not mlc-opt %s --graph-autocast=precision=int8 --split-input-file 2>&1 | FileCheck %s --check-prefix=BAD

// An f32 matmul with constant weights: the activation cast at run time,
// the weights folded to an f16 constant, the result widened back to f32;
// the bias add after it stays f32.
// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[W:.+]] = graph.constant dense<5.000000e-01> : tensor<64x32xf16>
// CHECK-DAG: %[[XH:.+]] = graph.cast %arg0 : tensor<4x64xf32> to tensor<4x64xf16>
// CHECK: %[[YH:.+]] = graph.matmul %[[XH]], %[[W]] : (tensor<4x64xf16>, tensor<64x32xf16>) -> tensor<4x32xf16>
// CHECK: %[[Y:.+]] = graph.cast %[[YH]] : tensor<4x32xf16> to tensor<4x32xf32>
// CHECK: graph.add %[[Y]], %arg1 : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
// BF16-LABEL: func.func @matmul
// BF16: graph.matmul {{.+}} : (tensor<4x64xbf16>, tensor<64x32xbf16>) -> tensor<4x32xbf16>
// FP32-LABEL: func.func @matmul
// FP32-NOT: graph.cast
// FP32: graph.matmul {{.+}} : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
// BAD: error: graph-autocast: precision must be fp32, fp16 or bf16, got 'int8'
func.func @matmul(%x: tensor<4x64xf32>, %b: tensor<32xf32>) -> tensor<4x32xf32> {
  %w = graph.constant dense<0.5> : tensor<64x32xf32>
  %y = graph.matmul %x, %w : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
  %z = graph.add %y, %b : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32>
  return %z : tensor<4x32xf32>
}

// -----

// A conv with a bias: input, weight and bias all cast (they share one
// element type).
// CHECK-LABEL: func.func @conv
// CHECK: graph.conv {{.+}} : (tensor<1x3x8x8xf16>, tensor<4x3x3x3xf16>, tensor<4xf16>) -> tensor<1x4x6x6xf16>
// CHECK: graph.cast {{.+}} : tensor<1x4x6x6xf16> to tensor<1x4x6x6xf32>
func.func @conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %y = graph.conv %x, %w, %b : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// -----

// What is not f32 is left as it is: an integer matmul (quantized), an f16
// one; and a reduction stays f32.
// CHECK-LABEL: func.func @untouched
// CHECK-NOT: graph.cast
// CHECK: graph.matmul {{.+}} : (tensor<4x8xi32>, tensor<8x4xi32>) -> tensor<4x4xi32>
// CHECK: graph.matmul {{.+}} : (tensor<4x8xf16>, tensor<8x4xf16>) -> tensor<4x4xf16>
// CHECK: graph.reduce_sum {{.+}} : tensor<4x8xf32> -> tensor<4x1xf32>
func.func @untouched(%a: tensor<4x8xi32>, %b: tensor<8x4xi32>, %c: tensor<4x8xf16>, %d: tensor<8x4xf16>, %e: tensor<4x8xf32>) -> (tensor<4x4xi32>, tensor<4x4xf16>, tensor<4x1xf32>) {
  %0 = graph.matmul %a, %b : (tensor<4x8xi32>, tensor<8x4xi32>) -> tensor<4x4xi32>
  %1 = graph.matmul %c, %d : (tensor<4x8xf16>, tensor<8x4xf16>) -> tensor<4x4xf16>
  %2 = graph.reduce_sum %e {axes = array<i64: 1>} : tensor<4x8xf32> -> tensor<4x1xf32>
  return %0, %1, %2 : tensor<4x4xi32>, tensor<4x4xf16>, tensor<4x1xf32>
}
