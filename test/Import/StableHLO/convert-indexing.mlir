// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// Embedding lookup: linear indices (clamped start * row stride + column
// offsets) gathered from the flattened table.
// CHECK-LABEL: func.func @main
// CHECK: graph.max
// CHECK: graph.min
// CHECK: %[[B:.+]] = graph.mul %{{.+}}, %{{.+}} : (tensor<4x6xi64>, tensor<i64>) -> tensor<4x6xi64>
// CHECK: %[[L:.+]] = graph.add %{{.+}}, %{{.+}} : (tensor<4x6x1xi64>, tensor<1x1x16xi64>) -> tensor<4x6x16xi64>
// CHECK: %[[F:.+]] = graph.reshape %{{.+}} : tensor<50x16xf32> -> tensor<800xf32>
// CHECK: graph.gather %[[F]], %[[L]] axis = 0 : (tensor<800xf32>, tensor<4x6x16xi64>) -> tensor<4x6x16xf32>
func.func public @main(%t: tensor<50x16xf32>, %i: tensor<4x6x1xi32>) -> tensor<4x6x16xf32> {
  %0 = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<50x16xf32>, tensor<4x6x1xi32>) -> tensor<4x6x16xf32>
  return %0 : tensor<4x6x16xf32>
}

// -----

// Columns: offset dimension 0 of the result, batch dimension last.
// CHECK-LABEL: func.func @main
// CHECK: graph.gather {{.*}} -> tensor<5x10xf32>
// CHECK: graph.transpose %{{.+}} perm = [1, 0] : tensor<5x10xf32> -> tensor<10x5xf32>
func.func public @main(%x: tensor<10x12xf32>, %i: tensor<5x1xi32>) -> tensor<10x5xf32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 10, 1>}> : (tensor<10x12xf32>, tensor<5x1xi32>) -> tensor<10x5xf32>
  return %0 : tensor<10x5xf32>
}

// -----

// scatter-add: out-of-bounds windows go to a sink entry past the end.
// CHECK-LABEL: func.func @main
// CHECK: graph.select %{{.+}}, %{{.+}}, %{{.+}} : (tensor<4x1xi1>, tensor<4x4xi64>, tensor<i64>) -> tensor<4x4xi64>
// CHECK: graph.concat {{.*}} axis = 0 : (tensor<20xf32>, tensor<1xf32>) -> tensor<21xf32>
// CHECK: graph.scatter {{.*}} axis = 0 reduction = add : (tensor<21xf32>, tensor<16xi64>, tensor<16xf32>) -> tensor<21xf32>
// CHECK: graph.slice {{.*}} starts = [0] ends = [20]
func.func public @main(%x: tensor<5x4xf32>, %i: tensor<4x1xi32>, %u: tensor<4x4xf32>) -> tensor<5x4xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// argsort: JAX's comparator (canonicalises -0 and NaN, then a total-order
// LT) is ascending; the payload follows the keys through gather_elements.
// CHECK-LABEL: func.func @main
// CHECK: %[[V:.+]], %[[I:.+]] = graph.top_k %{{.+}} k = 9 axis = 1 {largest = false} : tensor<5x9xf32> -> tensor<5x9xf32>, tensor<5x9xi64>
// CHECK: graph.gather_elements %{{.+}}, %[[I]] axis = 1 : (tensor<5x9xi32>, tensor<5x9xi64>) -> tensor<5x9xi32>
func.func public @main(%arg0: tensor<5x9xf32>) -> tensor<5x9xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<5x9xi32>
  %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.select %2, %cst, %arg1 : tensor<i1>, tensor<f32>
    %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
    %6 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %7 = stablehlo.select %6, %cst, %arg2 : tensor<i1>, tensor<f32>
    %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.select %8, %cst_1, %7 : tensor<i1>, tensor<f32>
    %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %10 : tensor<i1>
  }) : (tensor<5x9xf32>, tensor<5x9xi32>) -> (tensor<5x9xf32>, tensor<5x9xi32>)
  return %1#1 : tensor<5x9xi32>
}

// -----

// Multi-key sort (jnp.lexsort, lax.sort with num_keys = 2): the comparator
// is recognised as lexicographic on its first two operands (ascending,
// then descending); stable sorts from the least significant key, each
// reading its key through the positions so far.
// CHECK-LABEL: func.func @main
// CHECK: %{{.+}}, %[[P:.+]] = graph.top_k %arg1 k = 12 axis = 0 : tensor<12xi32> -> tensor<12xi32>, tensor<12xi64>
// CHECK: %[[K:.+]] = graph.gather_elements %arg0, %[[P]] axis = 0
// CHECK: %{{.+}}, %[[Q:.+]] = graph.top_k %[[K]] k = 12 axis = 0 {largest = false}
// CHECK: %[[R:.+]] = graph.gather_elements %[[P]], %[[Q]] axis = 0
// CHECK: graph.gather_elements %arg2, %[[R]] axis = 0 : (tensor<12xf32>, tensor<12xi64>) -> tensor<12xf32>
func.func public @main(%a: tensor<12xi32>, %b: tensor<12xi32>, %v: tensor<12xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>) {
  %0:3 = "stablehlo.sort"(%a, %b, %v) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<i32>, %b1: tensor<i32>, %v0: tensor<f32>, %v1: tensor<f32>):
    %lt = stablehlo.compare LT, %a0, %a1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a0, %a1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %b0, %b1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %t = stablehlo.and %eq, %gt : tensor<i1>
    %r = stablehlo.or %lt, %t : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>) -> (tensor<12xi32>, tensor<12xi32>, tensor<12xf32>)
  return %0#0, %0#1, %0#2 : tensor<12xi32>, tensor<12xi32>, tensor<12xf32>
}
