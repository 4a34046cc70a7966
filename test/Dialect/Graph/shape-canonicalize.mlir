// RUN: mlc-opt %s --canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func @reshape_of_reshape
// CHECK-SAME: (%[[X:.+]]: tensor<2x6xf32>)
// CHECK-NEXT: %[[R:.+]] = graph.reshape %[[X]] : tensor<2x6xf32> -> tensor<4x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_of_reshape(%x: tensor<2x6xf32>) -> tensor<4x3xf32> {
  %0 = graph.reshape %x : tensor<2x6xf32> -> tensor<12xf32>
  %1 = graph.reshape %0 : tensor<12xf32> -> tensor<4x3xf32>
  return %1 : tensor<4x3xf32>
}

// -----

// CHECK-LABEL: func @reshape_identity
// CHECK-SAME: (%[[X:.+]]: tensor<2x6xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_identity(%x: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %0 = graph.reshape %x : tensor<2x6xf32> -> tensor<12xf32>
  %1 = graph.reshape %0 : tensor<12xf32> -> tensor<2x6xf32>
  return %1 : tensor<2x6xf32>
}

// -----

// CHECK-LABEL: func @reshape_constant
// CHECK-NEXT: %[[C:.+]] = graph.constant dense<{{\[}}[1, 2, 3], [4, 5, 6]]> : tensor<2x3xui8>
// CHECK-NEXT: return %[[C]]
func.func @reshape_constant() -> tensor<2x3xui8> {
  %c = graph.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xui8>
  %0 = graph.reshape %c : tensor<6xui8> -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// -----

// CHECK-LABEL: func @transpose_constant
// CHECK-NEXT: %[[C:.+]] = graph.constant dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @transpose_constant() -> tensor<3x2xf32> {
  %c = graph.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %0 = graph.transpose %c perm = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func @transpose_constant_3d
// CHECK-NEXT: graph.constant dense<{{\[\[\[}}0, 2, 4], [1, 3, 5]]]> : tensor<1x2x3xi32>
func.func @transpose_constant_3d() -> tensor<1x2x3xi32> {
  %c = graph.constant dense<[[[0, 1]], [[2, 3]], [[4, 5]]]> : tensor<3x1x2xi32>
  %0 = graph.transpose %c perm = [1, 2, 0] : tensor<3x1x2xi32> -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// CHECK-LABEL: func @transpose_of_transpose
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[T:.+]] = graph.transpose %[[X]] perm = [1, 0, 2] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
// CHECK-NEXT: return %[[T]]
func.func @transpose_of_transpose(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %0 = graph.transpose %x perm = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %1 = graph.transpose %0 perm = [2, 1, 0] : tensor<4x2x3xf32> -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// CHECK-LABEL: func @transpose_inverse
// CHECK-SAME: (%[[X:.+]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_inverse(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = graph.transpose %x perm = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %1 = graph.transpose %0 perm = [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @splat_folds
// CHECK-DAG: graph.constant dense<2.500000e+00> : tensor<4x3xf32>
// CHECK-DAG: graph.constant dense<2.500000e+00> : tensor<2x3x4xf32>
// CHECK-DAG: graph.constant dense<2.500000e+00> : tensor<2x9xf32>
// CHECK-NOT: graph.reshape
// CHECK-NOT: graph.broadcast_to
// CHECK-NOT: graph.tile
func.func @splat_folds() -> (tensor<4x3xf32>, tensor<2x3x4xf32>, tensor<2x9xf32>) {
  %c = graph.constant dense<2.5> : tensor<3x4xf32>
  %0 = graph.transpose %c perm = [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
  %s = graph.constant dense<2.5> : tensor<1x3xf32>
  %b = graph.constant dense<2.5> : tensor<3x1xf32>
  %1 = graph.broadcast_to %b : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %2 = graph.tile %s repeats = [2, 3] : tensor<1x3xf32> -> tensor<2x9xf32>
  return %0, %1, %2 : tensor<4x3xf32>, tensor<2x3x4xf32>, tensor<2x9xf32>
}

// -----

// CHECK-LABEL: func @trivial
// CHECK-SAME: (%[[X:.+]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]]
func.func @trivial(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = graph.concat %x axis = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = graph.tile %x repeats = [1, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  %2 = graph.broadcast_to %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func @reshape_dynamic_identity
// CHECK-SAME: (%[[X:.+]]: tensor<?x6xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_dynamic_identity(%x: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = graph.reshape %x : tensor<?x6xf32> -> tensor<?x6xf32>
  return %0 : tensor<?x6xf32>
}

// -----

// CHECK-LABEL: func @shape_of_static
// CHECK-NEXT: %[[C:.+]] = graph.constant dense<[2, 3]> : tensor<2xi64>
// CHECK-NEXT: return %[[C]]
func.func @shape_of_static(%x: tensor<2x3xf32>) -> tensor<2xi64> {
  %0 = graph.shape_of %x : tensor<2x3xf32> -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// CHECK-LABEL: func @shape_of_dynamic
// CHECK-NEXT: graph.shape_of
func.func @shape_of_dynamic(%x: tensor<?x3xf32>) -> tensor<2xi64> {
  %0 = graph.shape_of %x : tensor<?x3xf32> -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// Unit-dim reshapes of unit-dim reshapes fold; a reshape whose dynamic size
// comes from a shape operand does not fold into a unit-dim reshape.
// CHECK-LABEL: func @reshape_unit_dims
// CHECK-SAME: (%[[X:.+]]: tensor<?x?xf32>, %[[S:.+]]: tensor<2xi64>)
// CHECK-NEXT: %[[A:.+]] = graph.reshape %[[X]] : tensor<?x?xf32> -> tensor<1x?x?x1xf32>
// CHECK-NEXT: %[[B:.+]] = graph.reshape %[[X]], %[[S]]
// CHECK-NEXT: %[[C:.+]] = graph.reshape %[[B]] : tensor<?x?xf32> -> tensor<?x1x?xf32>
// CHECK-NEXT: return %[[A]], %[[C]]
func.func @reshape_unit_dims(%x: tensor<?x?xf32>, %s: tensor<2xi64>) -> (tensor<1x?x?x1xf32>, tensor<?x1x?xf32>) {
  %0 = graph.reshape %x : tensor<?x?xf32> -> tensor<?x1x?xf32>
  %1 = graph.reshape %0 : tensor<?x1x?xf32> -> tensor<1x?x?x1xf32>
  %2 = graph.reshape %x, %s : tensor<?x?xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %3 = graph.reshape %2 : tensor<?x?xf32> -> tensor<?x1x?xf32>
  return %1, %3 : tensor<1x?x?x1xf32>, tensor<?x1x?xf32>
}
