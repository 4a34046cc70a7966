// RUN: mlc-opt %s --graph-host-shapes --canonicalize | FileCheck %s

// What torch's exporter emits for a view of a dynamic tensor: the shape read
// with shape_of, sliced, gathered, concatenated with constants. The shape
// operand becomes host scalars (tensor.dim), and no graph op of the chain
// is left to become a kernel.
// CHECK-LABEL: func @swapped_shape
// CHECK-SAME: (%[[X:.+]]: tensor<?x?x64xf32>)
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[B:.+]] = tensor.dim %[[X]], %[[C0]]
// CHECK-DAG: %[[S:.+]] = tensor.dim %[[X]], %[[C1]]
// CHECK-DAG: %[[BI:.+]] = arith.index_cast %[[B]] : index to i64
// CHECK-DAG: %[[SI:.+]] = arith.index_cast %[[S]] : index to i64
// CHECK: %[[SHAPE:.+]] = tensor.from_elements %[[SI]], %[[BI]], %{{.+}}, %{{.+}} : tensor<4xi64>
// CHECK: graph.reshape %[[X]], %[[SHAPE]]
// CHECK-NOT: graph.shape_of
// CHECK-NOT: graph.concat
func.func @swapped_shape(%x: tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32> {
  %s = graph.shape_of %x : tensor<?x?x64xf32> -> tensor<3xi64>
  %bs = graph.slice %s starts = [0] ends = [2] : tensor<3xi64> -> tensor<2xi64>
  %i = graph.constant dense<[1]> : tensor<1xi64>
  %seq = graph.gather %s, %i axis = 0 : (tensor<3xi64>, tensor<1xi64>) -> tensor<1xi64>
  %heads = graph.constant dense<[4, 16]> : tensor<2xi64>
  %b = graph.slice %bs starts = [0] ends = [1] : tensor<2xi64> -> tensor<1xi64>
  %shape = graph.concat %seq, %b, %heads axis = 0 : (tensor<1xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<4xi64>
  %r = graph.reshape %x, %shape : tensor<?x?x64xf32>, tensor<4xi64> -> tensor<?x?x4x16xf32>
  return %r : tensor<?x?x4x16xf32>
}

// The same with the sizes in their own order: the reshape regroups static
// dimensions around the operand's dynamic ones, its shape-less form, so the
// shape operand goes (and the reshape lowers to views).
// CHECK-LABEL: func @head_split
// CHECK: graph.reshape %{{.+}} : tensor<?x?x64xf32> -> tensor<?x?x4x16xf32>
// CHECK-NOT: tensor.from_elements
func.func @head_split(%x: tensor<?x?x64xf32>) -> tensor<?x?x4x16xf32> {
  %s = graph.shape_of %x : tensor<?x?x64xf32> -> tensor<3xi64>
  %bs = graph.slice %s starts = [0] ends = [2] : tensor<3xi64> -> tensor<2xi64>
  %heads = graph.constant dense<[4, 16]> : tensor<2xi64>
  %shape = graph.concat %bs, %heads axis = 0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<4xi64>
  %r = graph.reshape %x, %shape : tensor<?x?x64xf32>, tensor<4xi64> -> tensor<?x?x4x16xf32>
  return %r : tensor<?x?x4x16xf32>
}

// Arithmetic on sizes (a Range's length: ceil((limit - start) / delta) and
// max with 0, through f64) is done with the ops' own scalar semantics.
// CHECK-LABEL: func @range_length
// CHECK: tensor.dim
// CHECK: arith.sitofp {{.+}} : i64 to f64
// CHECK: math.ceil
// CHECK: arith.fptosi
// CHECK: arith.maxsi
// CHECK: tensor.from_elements
// CHECK-NOT: graph.ceil
func.func @range_length(%x: tensor<?xf32>, %v: tensor<i64>) -> tensor<?xi64> {
  %s = graph.shape_of %x : tensor<?xf32> -> tensor<1xi64>
  %f = graph.cast %s : tensor<1xi64> to tensor<1xf64>
  %c = graph.ceil %f : tensor<1xf64>
  %n = graph.cast %c : tensor<1xf64> to tensor<1xi64>
  %z = graph.constant dense<0> : tensor<i64>
  %m = graph.max %n, %z : (tensor<1xi64>, tensor<i64>) -> tensor<1xi64>
  %r = graph.broadcast_to %v, %m : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  return %r : tensor<?xi64>
}

// A reshape whose sizes are the operand's own (unit dimensions put in) needs
// no shape operand: it is dropped, and the reshape lowers to views.
// CHECK-LABEL: func @units_only
// CHECK: graph.reshape %{{.+}} : tensor<?x1x?xf32> -> tensor<?x1x1x?xf32>
// CHECK-NOT: tensor.from_elements
func.func @units_only(%x: tensor<?x1x?xf32>) -> tensor<?x1x1x?xf32> {
  %s = graph.shape_of %x : tensor<?x1x?xf32> -> tensor<3xi64>
  %a = graph.slice %s starts = [0] ends = [2] : tensor<3xi64> -> tensor<2xi64>
  %one = graph.constant dense<[1]> : tensor<1xi64>
  %b = graph.slice %s starts = [2] ends = [3] : tensor<3xi64> -> tensor<1xi64>
  %shape = graph.concat %a, %one, %b axis = 0 : (tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi64>
  %r = graph.reshape %x, %shape : tensor<?x1x?xf32>, tensor<4xi64> -> tensor<?x1x1x?xf32>
  return %r : tensor<?x1x1x?xf32>
}

// Sizes that depend on tensor data (a graph input) stay as they are.
// CHECK-LABEL: func @data_dependent
// CHECK: graph.reshape %{{.+}}, %{{.+}} : tensor<?xf32>, tensor<2xi64>
// CHECK-NOT: tensor.from_elements
func.func @data_dependent(%x: tensor<?xf32>, %shape: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = graph.reshape %x, %shape : tensor<?xf32>, tensor<2xi64> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
