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

// Elementwise ops on constants fold, with broadcasting.
// CHECK-LABEL: func @fold_broadcast_add
func.func @fold_broadcast_add() -> tensor<2x3xf32> {
  // CHECK: %[[C:.+]] = graph.constant dense<{{\[}}[1.100000e+01, 2.200000e+01, 3.300000e+01], [1.400000e+01, 2.500000e+01, 3.600000e+01]]> : tensor<2x3xf32>
  // CHECK-NEXT: return %[[C]]
  %a = graph.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = graph.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %0 = graph.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// A chain folds all the way (shape arithmetic as exporters emit it).
// CHECK-LABEL: func @fold_chain_i64
func.func @fold_chain_i64() -> tensor<3xi64> {
  // CHECK: graph.constant dense<[-3, 2, -4]> : tensor<3xi64>
  %a = graph.constant dense<[7, -5, 9]> : tensor<3xi64>
  %b = graph.constant dense<2> : tensor<i64>
  %d = graph.div %a, %b : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
  %m = graph.mod %a, %b : (tensor<3xi64>, tensor<i64>) -> tensor<3xi64>
  %n = graph.neg %d : tensor<3xi64>
  %s = graph.sub %n, %m : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  %x = graph.max %s, %n : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
  return %x : tensor<3xi64>
}

// Unsigned semantics are kept: 200 / 3 and 200 > 100 as uint8.
// CHECK-LABEL: func @fold_unsigned
func.func @fold_unsigned() -> (tensor<2xui8>, tensor<2xi1>) {
  // CHECK-DAG: graph.constant dense<[66, 33]> : tensor<2xui8>
  // CHECK-DAG: graph.constant dense<[true, false]> : tensor<2xi1>
  %a = graph.constant dense<[200, 100]> : tensor<2xui8>
  %b = graph.constant dense<3> : tensor<2xui8>
  %c = graph.constant dense<[100, 200]> : tensor<2xui8>
  %d = graph.div %a, %b : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  %g = graph.compare gt, %a, %c : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  return %d, %g : tensor<2xui8>, tensor<2xi1>
}

// Division by zero is left to run time.
// CHECK-LABEL: func @no_fold_div_zero
func.func @no_fold_div_zero() -> tensor<2xi32> {
  // CHECK: graph.div
  %a = graph.constant dense<[1, 2]> : tensor<2xi32>
  %b = graph.constant dense<[1, 0]> : tensor<2xi32>
  %d = graph.div %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %d : tensor<2xi32>
}

// Identities: x * 1, x - 0, x / 1; a select on a constant condition.
// CHECK-LABEL: func @identities
func.func @identities(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-NOT: graph.mul
  // CHECK-NOT: graph.sub
  // CHECK-NOT: graph.div
  // CHECK-NOT: graph.select
  // CHECK: return %arg0, %arg0, %arg0, %arg1
  %one = graph.constant dense<1.0> : tensor<4xf32>
  %zero = graph.constant dense<0.0> : tensor<4xf32>
  %t = graph.constant dense<false> : tensor<4xi1>
  %0 = graph.mul %one, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = graph.sub %x, %zero : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = graph.div %x, %one : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = graph.select %t, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// x + 0.0 is not x for floats (-0.0 + 0.0 = +0.0): it stays.
// CHECK-LABEL: func @float_add_zero_kept
func.func @float_add_zero_kept(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: graph.add
  %zero = graph.constant dense<0.0> : tensor<4xf32>
  %0 = graph.add %x, %zero : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Casts of constants: float -> int truncates toward zero, int -> bool is != 0.
// CHECK-LABEL: func @fold_casts
func.func @fold_casts() -> (tensor<3xi32>, tensor<3xi1>, tensor<3xf16>) {
  // CHECK-DAG: graph.constant dense<[-2, 0, 3]> : tensor<3xi32>
  // CHECK-DAG: graph.constant dense<[true, false, true]> : tensor<3xi1>
  // CHECK-DAG: graph.constant dense<[-2.{{.*}}, 5.{{.*}}e-01, 3.{{.*}}]> : tensor<3xf16>
  %f = graph.constant dense<[-2.5, 0.5, 3.75]> : tensor<3xf32>
  %i = graph.cast %f : tensor<3xf32> to tensor<3xi32>
  %b = graph.cast %i : tensor<3xi32> to tensor<3xi1>
  %h = graph.cast %f : tensor<3xf32> to tensor<3xf16>
  return %i, %b, %h : tensor<3xi32>, tensor<3xi1>, tensor<3xf16>
}

// Float math folds through double: exp(0) = 1, sqrt(4) = 2, tanh(0) = 0.
// CHECK-LABEL: func @fold_math
func.func @fold_math() -> tensor<3xf32> {
  // CHECK: graph.constant dense<[1.000000e+00, 2.000000e+00, 0.000000e+00]> : tensor<3xf32>
  %a = graph.constant dense<[0.0, 4.0, 0.0]> : tensor<3xf32>
  %e = graph.exp %a : tensor<3xf32>
  %s = graph.sqrt %a : tensor<3xf32>
  %t = graph.tanh %a : tensor<3xf32>
  %m1 = graph.constant dense<[1.0, 0.0, 0.0]> : tensor<3xf32>
  %m2 = graph.constant dense<[0.0, 1.0, 0.0]> : tensor<3xf32>
  %m3 = graph.constant dense<[0.0, 0.0, 1.0]> : tensor<3xf32>
  %x1 = graph.mul %e, %m1 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %x2 = graph.mul %s, %m2 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %x3 = graph.mul %t, %m3 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %y = graph.add %x1, %x2 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %z = graph.add %y, %x3 : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %z : tensor<3xf32>
}

// A reduction over a dimension of size 0 is its identity (static shapes).
// CHECK-LABEL: func.func @reduce_empty
// CHECK-DAG: graph.constant dense<0.000000e+00> : tensor<2x1x4xf32>
// CHECK-DAG: graph.constant dense<0xFF800000> : tensor<2x4xf32>
// CHECK-DAG: graph.constant dense<1> : tensor<2x1x4xi32>
// CHECK-DAG: graph.constant dense<2147483647> : tensor<2x4xi32>
// CHECK-DAG: graph.constant dense<0x7FC00000> : tensor<1x1x1xf32>
// CHECK-NOT: graph.reduce
func.func @reduce_empty(%x: tensor<2x0x4xf32>, %i: tensor<2x0x4xi32>) -> (tensor<2x1x4xf32>, tensor<2x4xf32>, tensor<2x1x4xi32>, tensor<2x4xi32>, tensor<1x1x1xf32>) {
  %0 = graph.reduce_sum %x {axes = array<i64: 1>} : tensor<2x0x4xf32> -> tensor<2x1x4xf32>
  %1 = graph.reduce_max %x {axes = array<i64: -2>, keepdims = false} : tensor<2x0x4xf32> -> tensor<2x4xf32>
  %2 = graph.reduce_prod %i {axes = array<i64: 1>} : tensor<2x0x4xi32> -> tensor<2x1x4xi32>
  %3 = graph.reduce_min %i {axes = array<i64: 1>, keepdims = false} : tensor<2x0x4xi32> -> tensor<2x4xi32>
  %4 = graph.reduce_mean %x : tensor<2x0x4xf32> -> tensor<1x1x1xf32>
  return %0, %1, %2, %3, %4 : tensor<2x1x4xf32>, tensor<2x4xf32>, tensor<2x1x4xi32>, tensor<2x4xi32>, tensor<1x1x1xf32>
}

// Not over the empty dimension: the result is empty, a constant.
// CHECK-LABEL: func.func @reduce_nonempty_axis
// CHECK: graph.constant dense<0.000000e+00> : tensor<1x0x4xf32>
// CHECK-NOT: graph.reduce_sum
func.func @reduce_nonempty_axis(%x: tensor<2x0x4xf32>) -> tensor<1x0x4xf32> {
  %0 = graph.reduce_sum %x {axes = array<i64: 0>} : tensor<2x0x4xf32> -> tensor<1x0x4xf32>
  return %0 : tensor<1x0x4xf32>
}

// With run-time sizes: the identity broadcast to the input's sizes, the
// reduced ones 1 (kept) or dropped.
// CHECK-LABEL: func.func @reduce_empty_dynamic
// CHECK-DAG: %[[LOW:.+]] = graph.constant dense<0xFF800000> : tensor<f32>
// CHECK-DAG: %[[ONE:.+]] = graph.constant dense<1> : tensor<i32>
// CHECK-DAG: %[[S:.+]] = graph.shape_of %arg0 : tensor<?x0x4xf32> -> tensor<3xi64>
// CHECK: graph.broadcast_to %[[LOW]], %{{.+}} : (tensor<f32>, tensor<3xi64>) -> tensor<?x1x4xf32>
// CHECK: graph.broadcast_to %[[ONE]], %{{.+}} : (tensor<i32>, tensor<2xi64>) -> tensor<?x4xi32>
// CHECK-NOT: graph.reduce
func.func @reduce_empty_dynamic(%x: tensor<?x0x4xf32>, %i: tensor<?x0x4xi32>) -> (tensor<?x1x4xf32>, tensor<?x4xi32>) {
  %0 = graph.reduce_max %x {axes = array<i64: 1>} : tensor<?x0x4xf32> -> tensor<?x1x4xf32>
  %1 = graph.reduce_prod %i {axes = array<i64: 1>, keepdims = false} : tensor<?x0x4xi32> -> tensor<?x4xi32>
  return %0, %1 : tensor<?x1x4xf32>, tensor<?x4xi32>
}
