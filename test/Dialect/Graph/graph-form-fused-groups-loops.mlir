// RUN: mlc-opt %s --graph-form-fused-groups | FileCheck %s

// Run-time loops: groups form inside the loop's regions (the elementwise
// chain of the body is one kernel) and never across the loop's boundary:
// the exp before the loop and the neg after it stay kernels of their own,
// and the body's chain takes the loop-invariant value %e as an input.
// CHECK-LABEL: func @loop_body_groups
// CHECK: %[[E:.+]] = graph.fused "exp_{{[0-9]+}}"
// CHECK: scf.while
// CHECK:   graph.fused "compare_{{[0-9]+}}"
// CHECK:   scf.condition
// CHECK: } do {
// CHECK:   graph.fused "add_{{[0-9]+}}" (%{{.+}}, %[[E]]
// CHECK-NEXT: ^bb0
// CHECK-NEXT:   graph.mul
// CHECK-NEXT:   graph.tanh
// CHECK-NEXT:   graph.add
// CHECK-NEXT:   graph.yield
// CHECK:   scf.yield
// CHECK: graph.fused "neg_{{[0-9]+}}"
func.func @loop_body_groups(%x: tensor<8xf32>, %n: tensor<i64>) -> tensor<8xf32> {
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %e = graph.exp %x : tensor<8xf32>
  %r:2 = scf.while (%i = %zero, %a = %x) : (tensor<i64>, tensor<8xf32>) -> (tensor<i64>, tensor<8xf32>) {
    %c = graph.compare lt, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %i, %a : tensor<i64>, tensor<8xf32>
  } do {
  ^bb0(%i: tensor<i64>, %a: tensor<8xf32>):
    %m = graph.mul %a, %a : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %t = graph.tanh %m : tensor<8xf32>
    %s = graph.add %t, %e : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %i2 = graph.add %i, %one : (tensor<i64>, tensor<i64>) -> tensor<i64>
    scf.yield %i2, %s : tensor<i64>, tensor<8xf32>
  }
  %o = graph.neg %r#1 : tensor<8xf32>
  return %o : tensor<8xf32>
}
