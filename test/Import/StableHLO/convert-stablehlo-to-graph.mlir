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

// -----

// Integer bitwise ops and shifts of any width (threefry's rotations,
// 64-bit masks) map onto graph's bitwise and / or / xor and its shifts:
// shift_right_logical on a signed type is a logical shift of the same
// bits as unsigned, shift_right_arithmetic on an unsigned type an
// arithmetic one as signed.
// CHECK-LABEL: func.func @main
// CHECK: graph.and %arg0, %arg1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK: graph.xor %{{.+}}, %arg1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK: graph.shift_left %{{.+}}, %arg1 : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
// CHECK: %[[U:.+]] = graph.cast %{{.+}} : tensor<4xi64> to tensor<4xui64>
// CHECK: %[[N:.+]] = graph.cast %arg1 : tensor<4xi64> to tensor<4xui64>
// CHECK: %[[S:.+]] = graph.shift_right %[[U]], %[[N]] : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
// CHECK: graph.cast %[[S]] : tensor<4xui64> to tensor<4xi64>
// CHECK: graph.cast %arg2 : tensor<4xui32> to tensor<4xi32>
// CHECK: graph.shift_right %{{.+}}, %{{.+}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK: graph.or %{{.+}}, %arg2 : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
func.func public @main(%x: tensor<4xi64>, %y: tensor<4xi64>, %u: tensor<4xui32>) -> (tensor<4xi64>, tensor<4xui32>) {
  %0 = stablehlo.and %x, %y : tensor<4xi64>
  %1 = stablehlo.xor %0, %y : tensor<4xi64>
  %2 = stablehlo.shift_left %1, %y : tensor<4xi64>
  %3 = stablehlo.shift_right_logical %2, %y : tensor<4xi64>
  %4 = stablehlo.shift_right_arithmetic %u, %u : tensor<4xui32>
  %5 = stablehlo.or %4, %u : tensor<4xui32>
  return %3, %5 : tensor<4xi64>, tensor<4xui32>
}

// -----

// bitcast_convert of one width (JAX's random bits to floats); popcnt by
// the SWAR sums of bit pairs, nibbles and bytes.
// CHECK-LABEL: func.func @main
// CHECK: graph.bitcast %arg0 : tensor<3xui32> to tensor<3xf32>
// CHECK: graph.shift_right
// CHECK: graph.and
// CHECK: graph.mul
// CHECK: graph.shift_right %{{.+}}, %{{.+}} : (tensor<3xui64>, tensor<ui64>) -> tensor<3xui64>
// CHECK: graph.cast %{{.+}} : tensor<3xui64> to tensor<3xi64>
func.func public @main(%b: tensor<3xui32>, %x: tensor<3xi64>) -> (tensor<3xf32>, tensor<3xi64>) {
  %0 = stablehlo.bitcast_convert %b : (tensor<3xui32>) -> tensor<3xf32>
  %1 = stablehlo.popcnt %x : tensor<3xi64>
  return %0, %1 : tensor<3xf32>, tensor<3xi64>
}

// -----

// bitcast_convert across widths (JAX's u32[4] <-> u64[2] generator keys):
// entry 0 of the last dimension is the least significant word.
// CHECK-LABEL: func.func @main
// CHECK: graph.shift_left %{{.+}}, %{{.+}} : (tensor<2xui64>, tensor<ui64>) -> tensor<2xui64>
// CHECK: graph.or
// CHECK: graph.shift_right %{{.+}}, %{{.+}} : (tensor<2xui64>, tensor<ui64>) -> tensor<2xui64>
// CHECK: graph.concat %{{.+}}, %{{.+}} axis = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
func.func public @main(%k: tensor<2x2xui32>) -> tensor<2x2xui32> {
  %0 = stablehlo.bitcast_convert %k : (tensor<2x2xui32>) -> tensor<2xui64>
  %1 = stablehlo.bitcast_convert %0 : (tensor<2xui64>) -> tensor<2x2xui32>
  return %1 : tensor<2x2xui32>
}

// -----

// rng_bit_generator THREE_FRY: threefry-2x32 on counters from the state,
// the two words filling the halves of the output.
// CHECK-LABEL: func.func @main
// CHECK: graph.iota
// CHECK-COUNT-5: graph.xor
// CHECK: graph.concat %{{.+}}, %{{.+}} axis = 1 : (tensor<2x1x8xui32>, tensor<2x1x8xui32>) -> tensor<2x2x8xui32>
func.func public @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>) {
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<4x8xui32>
}
