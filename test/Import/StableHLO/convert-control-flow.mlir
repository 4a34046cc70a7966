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

// case of one branch with a run-time index (from the stablehlo fuzzer: the
// select chain's loop bound underflowed and the converter crashed): that
// branch, nothing to select.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[B:.+]] = graph.cos
// CHECK-NEXT: return %[[B]]
func.func public @main(%i: tensor<i32>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.case"(%i) ({
    %b = stablehlo.cosine %x : tensor<3xf32>
    stablehlo.return %b : tensor<3xf32>
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

// -----

// A fori_loop with a traced bound: the condition does not fold, so the loop
// runs at run time: an scf.while on the graph values whose condition is the
// 0-d i1 read with tensor.extract.
// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo
// CHECK: %[[C0:.+]] = graph.constant dense<0> : tensor<i32>
// CHECK: %[[R:.+]]:2 = scf.while (%[[I:.+]] = %[[C0]], %[[A:.+]] = %arg1) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
// CHECK:   %[[P:.+]] = graph.compare lt, %[[I]], %arg0
// CHECK:   %[[B:.+]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK:   scf.condition(%[[B]]) %[[I]], %[[A]]
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.+]]: tensor<i32>, %[[A2:.+]]: tensor<4xf32>):
// CHECK:   %[[J:.+]] = graph.add %[[I2]]
// CHECK:   %[[S:.+]] = graph.sin %[[A2]]
// CHECK:   scf.yield %[[J]], %[[S]]
// CHECK: return %[[R]]#1
func.func public @main(%n: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %s = stablehlo.sine %a : tensor<4xf32>
    stablehlo.return %j, %s : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}

// -----

// The first trip folds (a constant counter under a constant bound) and is
// unrolled; the counter then depends on data (it skips ahead while max(a) is
// large), so from the second trip on the loop runs at run time, from the
// unrolled trip's values.
// CHECK-LABEL: func.func @main
// CHECK: graph.mul
// CHECK-NOT: graph.mul
// CHECK: scf.while
// CHECK: graph.compare lt
// CHECK: scf.condition
// CHECK: } do {
// CHECK: graph.mul
// CHECK: scf.yield
func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%k = %c0, %a = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %m = stablehlo.reduce(%a init: %z) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %lim = stablehlo.constant dense<100.0> : tensor<f32>
    %big = stablehlo.compare GT, %m, %lim, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %bi = stablehlo.convert %big : (tensor<i1>) -> tensor<i32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    %k2 = stablehlo.add %k1, %bi : tensor<i32>
    %h = stablehlo.constant dense<0.5> : tensor<4xf32>
    %b = stablehlo.multiply %a, %h : tensor<4xf32>
    stablehlo.return %k2, %b : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}

// -----

// Tuples are kept as their elements; the single-device sharding custom
// calls JAX emits (GSPMD form) are identities.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[E:.+]] = graph.exp %arg0
// CHECK-NEXT: %[[A:.+]] = graph.add %[[E]], %arg1
// CHECK-NEXT: return %[[A]]
func.func public @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.tuple %x, %y : tuple<tensor<4xf32>, tensor<4xf32>>
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  %s = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %m = stablehlo.custom_call @SPMDFullToShardShape(%s) {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  %e = stablehlo.exponential %m : tensor<4xf32>
  %f = stablehlo.custom_call @SPMDShardToFullShape(%e) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %0 = stablehlo.add %f, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
