// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// Ops whose shapes are operands read at run time (jax.export with symbolic
// shapes, issue #18).

// dynamic_iota: graph.iota whose `like` operand is a broadcast to the
// run-time shape.
// CHECK-LABEL: func.func @main
// CHECK: %[[S:.+]] = graph.cast %arg0 : tensor<2xi32> to tensor<2xi64>
// CHECK: %[[L:.+]] = graph.broadcast_to %{{.+}}, %[[S]] : (tensor<i64>, tensor<2xi64>) -> tensor<?x8xi64>
// CHECK: graph.iota dim = 1 like %[[L]] : (tensor<?x8xi64>) -> tensor<?x8xi32>
func.func public @main(%s: tensor<2xi32>) -> tensor<?x8xi32> {
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi32>) -> tensor<?x8xi32>
  return %0 : tensor<?x8xi32>
}

// -----

// dynamic_reshape: graph.reshape with the shape operand; a static result
// needs none.
// CHECK-LABEL: func.func @main
// CHECK: %[[S:.+]] = graph.cast %arg1 : tensor<2xi32> to tensor<2xi64>
// CHECK: graph.reshape %arg0, %[[S]] : tensor<?x6x4xf32>, tensor<2xi64> -> tensor<?x6xf32>
// CHECK: graph.reshape %arg2 : tensor<2x3xf32> -> tensor<6xf32>
func.func public @main(%x: tensor<?x6x4xf32>, %s: tensor<2xi32>, %y: tensor<2x3xf32>, %t: tensor<1xi32>) -> (tensor<?x6xf32>, tensor<6xf32>) {
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x6x4xf32>, tensor<2xi32>) -> tensor<?x6xf32>
  %1 = stablehlo.dynamic_reshape %y, %t : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  return %0, %1 : tensor<?x6xf32>, tensor<6xf32>
}

// -----

// real_dynamic_slice: graph.dynamic_slice over every dimension; constant
// bounds give a graph.slice.
// CHECK-LABEL: func.func @main
// CHECK: graph.dynamic_slice %arg0[%{{.+}}, %{{.+}}, %{{.+}}] axes = [0, 1] : (tensor<?x8xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x8xf32>
// CHECK: graph.slice %arg4 starts = [1, 0] ends = [3, 8] steps = [1, 2] : tensor<4x8xf32> -> tensor<2x4xf32>
func.func public @main(%x: tensor<?x8xf32>, %s: tensor<2xi32>, %l: tensor<2xi32>, %st: tensor<2xi32>, %y: tensor<4x8xf32>) -> (tensor<?x8xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.real_dynamic_slice %x, %s, %l, %st : (tensor<?x8xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x8xf32>
  %a = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 8]> : tensor<2xi32>
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.real_dynamic_slice %y, %a, %b, %c : (tensor<4x8xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<?x8xf32>, tensor<2x4xf32>
}

// -----

// dynamic_pad with run-time amounts, and pad of a `?`-sized operand: per
// padded dimension a gather at (i - lo) / (interior + 1) over an iota of
// the run-time result size, masked to the padding value; the result type
// refined by a reshape to its own shape.
// CHECK-LABEL: func.func @main
// CHECK: graph.iota dim = 0 like %{{.+}} : (tensor<?xi64>) -> tensor<?xi64>
// CHECK: graph.gather %arg0, %{{.+}} axis = 0 : (tensor<?x3xf32>, tensor<?xi64>) -> tensor<?x3xf32>
// CHECK: graph.select
// CHECK: graph.mod
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 1 : (tensor<?x3xf32>, tensor<?xi64>) -> tensor<?x?xf32>
// CHECK: graph.reshape %{{.+}}, %{{.+}} : tensor<?x?xf32>, tensor<2xi64> -> tensor<?x6xf32>
// CHECK: graph.gather %arg0, %{{.+}} axis = 0 : (tensor<?x3xf32>, tensor<?xi64>) -> tensor<?x3xf32>
// CHECK-NOT: graph.gather
// CHECK: return
func.func public @main(%x: tensor<?x3xf32>, %lo: tensor<2xi32>, %hi: tensor<2xi32>) -> (tensor<?x6xf32>, tensor<?x3xf32>) {
  %v = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %in = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %0 = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x6xf32>
  %1 = stablehlo.pad %x, %v, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32>
  return %0, %1 : tensor<?x6xf32>, tensor<?x3xf32>
}

// -----

// dynamic_gather (jnp.take of rows and of columns, slice sizes as JAX
// builds them): the other dimension sliced to its run-time slice size,
// graph.gather at the clamped indices, the dimensions put in place.
// CHECK-LABEL: func.func @main
// CHECK: graph.max
// CHECK: graph.min
// CHECK: graph.dynamic_slice %arg0[%{{.+}}, %{{.+}}] axes = [1] : (tensor<?x?xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 0 : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
// CHECK: graph.dynamic_slice %arg0[%{{.+}}, %{{.+}}] axes = [0] : (tensor<?x?xf32>, tensor<1xi64>, tensor<1xi64>) -> tensor<?x?xf32>
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 1 : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
func.func public @main(%x: tensor<?x?xf32>, %r: tensor<?x1xi32>, %c: tensor<?x1xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  %d = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %s1 = stablehlo.concatenate %one, %d1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %s2 = stablehlo.concatenate %n1, %one, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%x, %r, %s1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %1 = "stablehlo.dynamic_gather"(%x, %c, %s2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// dynamic_conv with run-time padding: the input padded at run time, then a
// graph.conv without padding.
// CHECK-LABEL: func.func @main
// CHECK: graph.transpose %arg0 perm = [0, 3, 1, 2] : tensor<?x?x?x3xf32> -> tensor<?x3x?x?xf32>
// CHECK: graph.gather
// CHECK: graph.gather
// CHECK: graph.conv %{{.+}}, %{{.+}} {pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : (tensor<?x3x?x?xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x?x?xf32>
// CHECK: graph.transpose %{{.+}} perm = [0, 2, 3, 1] : tensor<?x4x?x?xf32> -> tensor<?x?x?x4xf32>
func.func public @main(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>, %p: tensor<2x2xi32>) -> tensor<?x?x?x4xf32> {
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

// dynamic_conv with constant padding: the padding of graph.conv.
// CHECK-LABEL: func.func @main
// CHECK-NOT: graph.gather
// CHECK: graph.conv %{{.+}}, %{{.+}} {pads = array<i64: 1, 0, 1, 2>} : (tensor<?x3x?x?xf32>, tensor<4x3x3x3xf32>) -> tensor<?x4x?x?xf32>
func.func public @main(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<?x?x?x4xf32> {
  %p = stablehlo.constant dense<[[1, 1], [0, 2]]> : tensor<2x2xi32>
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

// shape_assertion: graph.assert with JAX's message; a predicate that folds
// to true is dropped.
// CHECK-LABEL: func.func @main
// CHECK: %[[OK:.+]] = graph.compare ge
// CHECK: graph.assert %[[OK]], "Expected value >= 1 for dimension variable 'b'. Obtained {0}." : tensor<i1>
// CHECK-NOT: graph.assert
// CHECK: return
func.func public @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  %1 = stablehlo.compare GE, %0, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Expected value >= 1 for dimension variable 'b'. Obtained {0}.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  stablehlo.custom_call @shape_assertion(%t, %0) {api_version = 2 : i32, error_message = "always true", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return %x : tensor<?x4xf32>
}
