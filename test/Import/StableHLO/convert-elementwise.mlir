// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// Names from jax.result_info (else resultN), argN for the inputs; private
// functions are inlined and removed.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.+]]: tensor<4xf32> {graph.name = "arg0"}, %[[Y:.+]]: tensor<4xf32> {graph.name = "arg1"})
// CHECK-SAME: (tensor<4xf32> {graph.name = "result[0]"}, tensor<4xi1> {graph.name = "result1"})
// CHECK: %[[S:.+]] = graph.add %[[X]], %[[Y]]
// CHECK: %[[E:.+]] = graph.exp %[[S]]
// CHECK: %[[C:.+]] = graph.compare lt, %[[E]], %[[Y]]
// CHECK: return %[[E]], %[[C]]
// CHECK-NOT: func.func
func.func public @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<4xi1>) {
  %0 = call @add_exp(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.compare LT, %0, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xf32>, tensor<4xi1>
}
func.func private @add_exp(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.exponential %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Ops without a graph twin are composed: expm1, log1p, tan, is_finite,
// remainder (fmod), clamp, select, convert, unsigned compares.
// CHECK-LABEL: func.func @main
// CHECK: graph.exp
// CHECK: graph.sub
// CHECK: graph.add
// CHECK: graph.log
// CHECK: graph.sin
// CHECK: graph.cos
// CHECK: graph.div
// CHECK: graph.isnan
// CHECK: graph.not
// CHECK: graph.mod {{.*}} {fmod}
// CHECK: graph.max
// CHECK: graph.min
// CHECK: graph.cast {{.*}} : tensor<4xf32> to tensor<4xi32>
// CHECK: graph.cast {{.*}} : tensor<4xi32> to tensor<4xui32>
// CHECK: graph.compare lt, {{.*}} : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
// CHECK: graph.select
func.func public @main(%x: tensor<4xf32>, %lo: tensor<f32>, %hi: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  %1 = stablehlo.log_plus_one %x : tensor<4xf32>
  %2 = stablehlo.tan %x : tensor<4xf32>
  %3 = stablehlo.is_finite %x : (tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.remainder %x, %2 : tensor<4xf32>
  %5 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %6 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xi32>
  %7 = stablehlo.compare LT, %6, %6, UNSIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %8 = stablehlo.select %7, %x, %5 : tensor<4xi1>, tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %8 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// On i1, add / multiply / maximum / minimum are or / and.
// CHECK-LABEL: func.func @main
// CHECK: graph.or
// CHECK: graph.and
// CHECK: graph.xor
// CHECK: graph.not
func.func public @main(%a: tensor<3xi1>, %b: tensor<3xi1>) -> tensor<3xi1> {
  %0 = stablehlo.add %a, %b : tensor<3xi1>
  %1 = stablehlo.multiply %0, %b : tensor<3xi1>
  %2 = stablehlo.xor %1, %a : tensor<3xi1>
  %3 = stablehlo.not %2 : tensor<3xi1>
  return %3 : tensor<3xi1>
}
