// RUN: mlc-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func @cast_noop
func.func @cast_noop(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NOT: graph.cast
  // CHECK: return %arg0
  %0 = graph.cast %a : tensor<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func @cast_splat
func.func @cast_splat() -> tensor<4xf16> {
  // CHECK: %[[C:.+]] = graph.constant dense<2.500000e+00> : tensor<4xf16>
  // CHECK: return %[[C]]
  %c = graph.constant dense<2.5> : tensor<4xf32>
  %0 = graph.cast %c : tensor<4xf32> to tensor<4xf16>
  return %0 : tensor<4xf16>
}

// CHECK-LABEL: func @dead_code
func.func @dead_code(%a: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK-NOT: graph.exp
  %0 = graph.exp %a : tensor<4xf32>
  return %a : tensor<4xf32>
}
