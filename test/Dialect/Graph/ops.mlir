// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @elementwise
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<2x3xi32>, %u: tensor<3xui8>) -> tensor<2x3xf32> {
  // CHECK: graph.add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = graph.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = graph.sub %0, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = graph.mul %1, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = graph.div %2, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = graph.pow %3, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = graph.max %4, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %6 = graph.min %5, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: graph.mod {{.*}} {fmod}
  %7 = graph.mod %6, %a {fmod} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %8 = graph.mod %i, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK: graph.compare lt,
  %c = graph.compare lt, %7, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %n = graph.not %c : tensor<2x3xi1>
  %x = graph.xor %c, %n : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %o = graph.or %x, %c : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %an = graph.and %o, %x : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %s = graph.select %an, %7, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %e0 = graph.neg %s : tensor<2x3xf32>
  %e1 = graph.abs %e0 : tensor<2x3xf32>
  %e2 = graph.exp %e1 : tensor<2x3xf32>
  %e3 = graph.log %e2 : tensor<2x3xf32>
  %e4 = graph.sqrt %e3 : tensor<2x3xf32>
  %e5 = graph.rsqrt %e4 : tensor<2x3xf32>
  %e6 = graph.reciprocal %e5 : tensor<2x3xf32>
  %e7 = graph.tanh %e6 : tensor<2x3xf32>
  %e8 = graph.sigmoid %e7 : tensor<2x3xf32>
  %e9 = graph.erf %e8 : tensor<2x3xf32>
  %e10 = graph.relu %e9 : tensor<2x3xf32>
  // CHECK: graph.leaky_relu %{{.*}} {alpha = 2.000000e-01 : f64}
  %e11 = graph.leaky_relu %e10 {alpha = 0.2 : f64} : tensor<2x3xf32>
  %e12 = graph.gelu %e11 : tensor<2x3xf32>
  // CHECK: graph.gelu %{{.*}} approximate tanh
  %e13 = graph.gelu %e12 approximate tanh : tensor<2x3xf32>
  %e14 = graph.silu %e13 : tensor<2x3xf32>
  %e15 = graph.floor %e14 : tensor<2x3xf32>
  %e16 = graph.ceil %e15 : tensor<2x3xf32>
  %e17 = graph.round %e16 : tensor<2x3xf32>
  %e18 = graph.sign %e17 : tensor<2x3xf32>
  %e19 = graph.sin %e18 : tensor<2x3xf32>
  %e20 = graph.cos %e19 : tensor<2x3xf32>
  %nan = graph.isnan %e20 : tensor<2x3xf32> -> tensor<2x3xi1>
  // CHECK: graph.clip %{{.*}} {max = 6.000000e+00 : f64, min = 0.000000e+00 : f64}
  %cl = graph.clip %e20 {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x3xf32>
  %ci = graph.cast %cl : tensor<2x3xf32> to tensor<2x3xi32>
  %cu = graph.cast %u : tensor<3xui8> to tensor<3xf32>
  return %cl : tensor<2x3xf32>
}

// CHECK-LABEL: func @structure
func.func @structure(%a: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // CHECK: graph.constant dense<1.000000e+00> : tensor<16xf32>
  %b = graph.constant dense<1.0> : tensor<16xf32>
  // CHECK: graph.fused "mm"
  %r = graph.fused "mm" (%a, %w, %b) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>) -> tensor<4x16xf32> {
  ^bb0(%x: tensor<4x8xf32>, %y: tensor<8x16xf32>, %z: tensor<16xf32>):
    %m = graph.matmul %x, %y : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %s = graph.add %m, %z : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    graph.yield %s : tensor<4x16xf32>
  }
  return %r : tensor<4x16xf32>
}

// CHECK-LABEL: func @matmul_variants
func.func @matmul_variants(%a: tensor<8x4x16xf32>, %b: tensor<16x32xf32>, %w: tensor<32x16xf32>, %d: tensor<?x16xf32>) -> tensor<?x32xf32> {
  %0 = graph.matmul %a, %b : (tensor<8x4x16xf32>, tensor<16x32xf32>) -> tensor<8x4x32xf32>
  // CHECK: graph.matmul %{{.*}}, %{{.*}} {transpose_b}
  %1 = graph.matmul %d, %w {transpose_b} : (tensor<?x16xf32>, tensor<32x16xf32>) -> tensor<?x32xf32>
  return %1 : tensor<?x32xf32>
}

// Quantized operands: 8-bit integers of either signedness into i32.
// CHECK-LABEL: func @matmul_quantized
// CHECK: graph.matmul %{{.*}}, %{{.*}} : (tensor<4x16xui8>, tensor<16x8xi8>) -> tensor<4x8xi32>
func.func @matmul_quantized(%a: tensor<4x16xui8>, %b: tensor<16x8xi8>) -> tensor<4x8xi32> {
  %0 = graph.matmul %a, %b : (tensor<4x16xui8>, tensor<16x8xi8>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// Bitwise integer ops, shifts and bitcasts (StableHLO's integer ops, JAX's
// threefry).
// CHECK-LABEL: func @bits
func.func @bits(%x: tensor<4xui32>, %n: tensor<ui32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  // CHECK: graph.xor %{{.*}}, %{{.*}} : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  %0 = graph.xor %x, %n : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  %1 = graph.and %0, %x : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
  %2 = graph.or %1, %n : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  // CHECK: graph.shift_left %{{.*}}, %{{.*}} : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  %3 = graph.shift_left %2, %n : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  // CHECK: graph.shift_right %{{.*}}, %{{.*}} : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  %4 = graph.shift_right %3, %n : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
  // CHECK: graph.bitcast %{{.*}} : tensor<4xui32> to tensor<4xf32>
  %5 = graph.bitcast %4 : tensor<4xui32> to tensor<4xf32>
  %6 = graph.shift_right %i, %i : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %5, %6 : tensor<4xf32>, tensor<4xi64>
}
