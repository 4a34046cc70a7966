// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// broadcast_in_dim: operand dimensions put in result order (transpose),
// unit dimensions inserted (reshape), then a numpy broadcast.
// CHECK-LABEL: func.func @main
// CHECK: %[[T:.+]] = graph.transpose %{{.+}} perm = [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32>
// CHECK: %[[R:.+]] = graph.reshape %[[T]] : tensor<2x3xf32> -> tensor<2x1x3xf32>
// CHECK: graph.broadcast_to %[[R]] : (tensor<2x1x3xf32>) -> tensor<2x5x3xf32>
func.func public @main(%x: tensor<3x2xf32>) -> tensor<2x5x3xf32> {
  %0 = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<3x2xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

// CHECK-LABEL: func.func @main
// CHECK: graph.reshape {{.*}} : tensor<2x6xf32> -> tensor<3x4xf32>
// CHECK: graph.transpose {{.*}} perm = [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
// CHECK: graph.slice {{.*}} starts = [1, 0] ends = [4, 3] steps = [2, 1] : tensor<4x3xf32> -> tensor<2x3xf32>
// CHECK: graph.slice {{.*}} starts = [2] ends = [-9223372036854775808] axes = [0] steps = [-1] : tensor<3x4xf32> -> tensor<3x4xf32>
// CHECK: graph.concat {{.*}} axis = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK: graph.iota dim = 1 : tensor<2x3xi32>
func.func public @main(%x: tensor<2x6xf32>) -> (tensor<4x3xf32>, tensor<3x4xf32>, tensor<2x3xi32>) {
  %0 = stablehlo.reshape %x : (tensor<2x6xf32>) -> tensor<3x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  %2 = stablehlo.slice %1 [1:4:2, 0:3] : (tensor<4x3xf32>) -> tensor<2x3xf32>
  %3 = stablehlo.reverse %0, dims = [0] : tensor<3x4xf32>
  %4 = stablehlo.concatenate %2, %2, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %5 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  return %4, %3, %5 : tensor<4x3xf32>, tensor<3x4xf32>, tensor<2x3xi32>
}

// -----

// pad: interior padding through a unit dimension, negative edges cut.
// CHECK-LABEL: func.func @main
// CHECK: graph.reshape {{.*}} : tensor<3xf32> -> tensor<3x1xf32>
// CHECK: graph.pad {{.*}} pads = [0, 0, 0, 2] value = 5.000000e-01 : tensor<3x1xf32> -> tensor<3x3xf32>
// CHECK: graph.reshape {{.*}} : tensor<3x3xf32> -> tensor<9xf32>
// CHECK: graph.slice {{.*}} starts = [0] ends = [7] {{.*}} : tensor<9xf32> -> tensor<7xf32>
// CHECK: graph.pad {{.*}} pads = [0, 2] value = 5.000000e-01 : tensor<7xf32> -> tensor<9xf32>
// CHECK: graph.slice {{.*}} starts = [1] ends = [9] {{.*}} : tensor<9xf32> -> tensor<8xf32>
func.func public @main(%x: tensor<3xf32>) -> tensor<8xf32> {
  %c = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %0 = stablehlo.pad %x, %c, low = [-1], high = [2], interior = [2] : (tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// dynamic_slice: constant starts (clamped) give a slice, run-time starts a
// gather of clamp(start) + iota.
// CHECK-LABEL: func.func @main
// CHECK: graph.cast %{{.+}} : tensor<i32> to tensor<i64>
// CHECK: graph.max
// CHECK: graph.min
// CHECK: graph.slice {{.*}} starts = [0, 5] ends = [8, 8] {{.*}} : tensor<8x8xf32> -> tensor<8x3xf32>
// CHECK: %[[I:.+]] = graph.iota dim = 0 : tensor<4xi64>
// CHECK: %[[IX:.+]] = graph.add %[[I]]
// CHECK: graph.gather %{{.+}}, %[[IX]] axis = 0 : (tensor<8x3xf32>, tensor<4xi64>) -> tensor<4x3xf32>
func.func public @main(%x: tensor<8x8xf32>, %i: tensor<i32>) -> tensor<4x3xf32> {
  %c = stablehlo.constant dense<7> : tensor<i32>
  %0 = stablehlo.dynamic_slice %x, %i, %c, sizes = [4, 3] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// dynamic_update_slice at a constant position: the update and a mask padded
// into place, then a select.
// CHECK-LABEL: func.func @main
// CHECK: %[[U:.+]] = graph.pad %{{.+}} pads = [1, 5, 5, 0] : tensor<2x3xf32> -> tensor<8x8xf32>
// CHECK: %[[M:.+]] = graph.pad %{{.+}} pads = [1, 5, 5, 0] : tensor<2x3xi1> -> tensor<8x8xi1>
// CHECK: graph.select %[[M]], %[[U]], %{{.+}} : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
func.func public @main(%x: tensor<8x8xf32>, %u: tensor<2x3xf32>) -> tensor<8x8xf32> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  %b = stablehlo.constant dense<9> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %a, %b : (tensor<8x8xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Dynamic sizes (jax.export with symbolic shapes): get_dimension_size reads
// the run-time size, dynamic_broadcast_in_dim broadcasts to a run-time
// shape, shape assertions are dropped, dot_general keeps the `?` batch.
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%arg0: tensor<?x16xf32> {{.*}}) -> (tensor<?x8xf32> {{.*}})
// CHECK: graph.shape_of %arg0 : tensor<?x16xf32> -> tensor<2xi64>
// CHECK: graph.matmul %arg0, %arg1 : (tensor<?x16xf32>, tensor<16x8xf32>) -> tensor<?x8xf32>
// CHECK: graph.broadcast_to %{{.+}}, %{{.+}} : (tensor<1x8xf32>, tensor<2xi64>) -> tensor<?x8xf32>
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// CHECK-NOT: custom_call
func.func public @main(%x: tensor<?x16xf32>, %w: tensor<16x8xf32>, %b: tensor<8xf32>) -> tensor<?x8xf32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x16xf32>) -> tensor<i32>
  %ok = stablehlo.compare GE, %n, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%ok, %n) {api_version = 2 : i32, error_message = "b >= 1", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<?x16xf32>, tensor<16x8xf32>) -> tensor<?x8xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %c8 = stablehlo.constant dense<8> : tensor<1xi32>
  %s = stablehlo.concatenate %n1, %c8, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %2 = stablehlo.dynamic_broadcast_in_dim %1, %s, dims = [0, 1] : (tensor<1x8xf32>, tensor<2xi32>) -> tensor<?x8xf32>
  %3 = stablehlo.add %0, %2 : tensor<?x8xf32>
  return %3 : tensor<?x8xf32>
}
