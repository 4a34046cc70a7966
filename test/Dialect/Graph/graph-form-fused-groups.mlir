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

// An elementwise chain whose links have one use and one shape is one group;
// a broadcast or a second use ends it.
// CHECK-LABEL: func @chain
func.func @chain(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK: %[[G:.+]] = graph.fused "relu_0" (%arg0, %arg1)
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.add
  // CHECK-NEXT: graph.exp
  // CHECK-NEXT: graph.relu
  // CHECK-NEXT: graph.yield
  %a = graph.add %x, %b : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %e = graph.exp %a : tensor<4x8xf32>
  %r = graph.relu %e : tensor<4x8xf32>
  // %r has two uses: the next op starts a group of its own.
  // CHECK: graph.fused "mul_1" (%[[G]])
  %m = graph.mul %r, %r : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m, %r : tensor<4x8xf32>, tensor<4x8xf32>
}
