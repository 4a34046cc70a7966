// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// A fori_loop: the counter folds to a constant on every trip, so the loop
// unrolls (3 trips here) and the dynamic_slice it drives becomes slices.
// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo
// CHECK: graph.slice %{{.+}} starts = [0, 0]
// CHECK: graph.sin
// CHECK: graph.slice %{{.+}} starts = [1, 0]
// CHECK: graph.sin
// CHECK: graph.slice %{{.+}} starts = [2, 0]
// CHECK: graph.sin
// CHECK-NOT: graph.sin
// CHECK: return
func.func public @main(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %acc = stablehlo.constant dense<0.0> : tensor<1x4xf32>
  %0:2 = stablehlo.while(%i = %c0, %a = %acc) : tensor<i32>, tensor<1x4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %row = stablehlo.dynamic_slice %x, %i, %z, sizes = [1, 4] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
    %s = stablehlo.sine %row : tensor<1x4xf32>
    %b = stablehlo.add %a, %s : tensor<1x4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %b : tensor<i32>, tensor<1x4xf32>
  }
  return %0#1 : tensor<1x4xf32>
}

// -----

// case with a run-time index: every branch, then selects from the last
// branch back (an out-of-range index takes the last branch).
// CHECK-LABEL: func.func @main
// CHECK-DAG: %[[A:.+]] = graph.exp
// CHECK-DAG: %[[B:.+]] = graph.cos
// CHECK-DAG: %[[C:.+]] = graph.sin
// CHECK: %[[P1:.+]] = graph.compare eq, %{{.+}}, %{{.+}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: %[[S1:.+]] = graph.select %[[P1]], %[[B]], %[[C]]
// CHECK: %[[P0:.+]] = graph.compare eq
// CHECK: %[[S0:.+]] = graph.select %[[P0]], %[[A]], %[[S1]]
// CHECK: return %[[S0]]
func.func public @main(%i: tensor<i32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.case"(%i) ({
    %a = stablehlo.exponential %x : tensor<3xf32>
    stablehlo.return %a : tensor<3xf32>
  }, {
    %b = stablehlo.cosine %x : tensor<3xf32>
    stablehlo.return %b : tensor<3xf32>
  }, {
    %c = stablehlo.sine %x : tensor<3xf32>
    stablehlo.return %c : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// if with a constant predicate: only the branch taken.
// CHECK-LABEL: func.func @main
// CHECK-NOT: graph.exp
// CHECK: graph.neg
// CHECK-NOT: graph.select
func.func public @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %p = stablehlo.constant dense<false> : tensor<i1>
  %0 = "stablehlo.if"(%p) ({
    %a = stablehlo.exponential %x : tensor<3xf32>
    stablehlo.return %a : tensor<3xf32>
  }, {
    %b = stablehlo.negate %x : tensor<3xf32>
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
