// RUN: mlc-opt %s --graph-form-fused-groups | FileCheck %s

// Each compute op becomes one group; constants stay outside and are passed in;
// a value used twice is passed once.
// CHECK-LABEL: func @groups
func.func @groups(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[C:.+]] = graph.constant
  %c = graph.constant dense<2.0> : tensor<4xf32>
  // CHECK: %[[M:.+]] = graph.fused "mul_0" (%{{.+}}, %[[C]])
  // CHECK:   graph.mul
  // CHECK:   graph.yield
  %m = graph.mul %x, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: graph.fused "add_1" (%[[M]]) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: ^bb0(%[[A:.+]]: tensor<4xf32>):
  // CHECK:   graph.add %[[A]], %[[A]]
  %a = graph.add %m, %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
