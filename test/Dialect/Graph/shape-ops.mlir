// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @reshape
func.func @reshape(%x: tensor<2x6xf32>, %d: tensor<?x6xui8>) -> (tensor<3x4xf32>, tensor<?x2x3xui8>, tensor<f32>) {
  // CHECK: graph.reshape %{{.*}} : tensor<2x6xf32> -> tensor<3x4xf32>
  %0 = graph.reshape %x : tensor<2x6xf32> -> tensor<3x4xf32>
  // CHECK: graph.reshape %{{.*}} : tensor<?x6xui8> -> tensor<?x2x3xui8>
  %1 = graph.reshape %d : tensor<?x6xui8> -> tensor<?x2x3xui8>
  %s = graph.slice %x starts = [0, 0] ends = [1, 1] : tensor<2x6xf32> -> tensor<1x1xf32>
  // CHECK: graph.reshape %{{.*}} : tensor<1x1xf32> -> tensor<f32>
  %2 = graph.reshape %s : tensor<1x1xf32> -> tensor<f32>
  return %0, %1, %2 : tensor<3x4xf32>, tensor<?x2x3xui8>, tensor<f32>
}

// CHECK-LABEL: func @reshape_unit_dims
func.func @reshape_unit_dims(%d: tensor<?x?xf32>) -> tensor<?x1x?x1xf32> {
  // CHECK: graph.reshape %{{.*}} : tensor<?x?xf32> -> tensor<?x1x?x1xf32>
  %0 = graph.reshape %d : tensor<?x?xf32> -> tensor<?x1x?x1xf32>
  return %0 : tensor<?x1x?x1xf32>
}

// CHECK-LABEL: func @shape_of
func.func @shape_of(%d: tensor<?x3x?xf32>) -> tensor<3xi64> {
  // CHECK: graph.shape_of %{{.*}} : tensor<?x3x?xf32> -> tensor<3xi64>
  %0 = graph.shape_of %d : tensor<?x3x?xf32> -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// CHECK-LABEL: func @iota_like
func.func @iota_like(%d: tensor<?x?xf32>) -> tensor<?x?xi64> {
  // CHECK: graph.iota dim = 1 like %{{.*}} : (tensor<?x?xf32>) -> tensor<?x?xi64>
  %0 = graph.iota dim = 1 like %d : (tensor<?x?xf32>) -> tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}

// CHECK-LABEL: func @reshape_shape_operand
func.func @reshape_shape_operand(%d: tensor<?x6xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  // CHECK: graph.reshape %{{.*}}, %{{.*}} : tensor<?x6xf32>, tensor<2xi64> -> tensor<?x?xf32>
  %0 = graph.reshape %d, %s : tensor<?x6xf32>, tensor<2xi64> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func @transpose
func.func @transpose(%x: tensor<2x3x4xf32>, %d: tensor<?x3xi1>) -> (tensor<4x2x3xf32>, tensor<3x?xi1>) {
  // CHECK: graph.transpose %{{.*}} perm = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %0 = graph.transpose %x perm = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %1 = graph.transpose %d perm = [1, 0] : tensor<?x3xi1> -> tensor<3x?xi1>
  return %0, %1 : tensor<4x2x3xf32>, tensor<3x?xi1>
}

// CHECK-LABEL: func @broadcast_to
func.func @broadcast_to(%x: tensor<3x1xf32>, %s: tensor<3xi64>, %d: tensor<?x1xi32>) -> (tensor<2x3x4xf32>, tensor<?x3x4xf32>, tensor<?x5xi32>) {
  // CHECK: graph.broadcast_to %{{.*}} : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  %0 = graph.broadcast_to %x : (tensor<3x1xf32>) -> tensor<2x3x4xf32>
  // CHECK: graph.broadcast_to %{{.*}}, %{{.*}} : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
  %1 = graph.broadcast_to %x, %s : (tensor<3x1xf32>, tensor<3xi64>) -> tensor<?x3x4xf32>
  %2 = graph.broadcast_to %d : (tensor<?x1xi32>) -> tensor<?x5xi32>
  return %0, %1, %2 : tensor<2x3x4xf32>, tensor<?x3x4xf32>, tensor<?x5xi32>
}

// CHECK-LABEL: func @tile
func.func @tile(%x: tensor<2x3xf16>, %d: tensor<?x3xf16>) -> (tensor<4x9xf16>, tensor<?x6xf16>) {
  // CHECK: graph.tile %{{.*}} repeats = [2, 3] : tensor<2x3xf16> -> tensor<4x9xf16>
  %0 = graph.tile %x repeats = [2, 3] : tensor<2x3xf16> -> tensor<4x9xf16>
  %1 = graph.tile %d repeats = [2, 2] : tensor<?x3xf16> -> tensor<?x6xf16>
  return %0, %1 : tensor<4x9xf16>, tensor<?x6xf16>
}

// CHECK-LABEL: func @concat_split
func.func @concat_split(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>, %d: tensor<?x3xf32>) -> (tensor<2x7xf32>, tensor<?x3xf32>, tensor<2x2xf32>, tensor<2x5xf32>) {
  // CHECK: graph.concat %{{.*}}, %{{.*}} axis = 1 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  %0 = graph.concat %a, %b axis = 1 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  // CHECK: graph.concat %{{.*}}, %{{.*}} axis = -2 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  %1 = graph.concat %a, %d axis = -2 : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  // CHECK: %{{.*}}:2 = graph.split %{{.*}} axis = 1 sizes = [2, 5] : tensor<2x7xf32> -> tensor<2x2xf32>, tensor<2x5xf32>
  %2:2 = graph.split %0 axis = 1 sizes = [2, 5] : tensor<2x7xf32> -> tensor<2x2xf32>, tensor<2x5xf32>
  return %0, %1, %2#0, %2#1 : tensor<2x7xf32>, tensor<?x3xf32>, tensor<2x2xf32>, tensor<2x5xf32>
}

// CHECK-LABEL: func @slice
func.func @slice(%x: tensor<4x5xf32>, %d: tensor<?x5xi64>) -> (tensor<2x3xf32>, tensor<?x5xi64>, tensor<4x0xf32>) {
  // CHECK: graph.slice %{{.*}} starts = [1, -1] ends = [3, -9223372036854775808] axes = [0, 1] steps = [1, -2] : tensor<4x5xf32> -> tensor<2x3xf32>
  %0 = graph.slice %x starts = [1, -1] ends = [3, -9223372036854775808] axes = [0, 1] steps = [1, -2] : tensor<4x5xf32> -> tensor<2x3xf32>
  // CHECK: graph.slice %{{.*}} starts = [1] ends = [-1] : tensor<?x5xi64> -> tensor<?x5xi64>
  %1 = graph.slice %d starts = [1] ends = [-1] : tensor<?x5xi64> -> tensor<?x5xi64>
  %2 = graph.slice %x starts = [3] ends = [1] axes = [-1] : tensor<4x5xf32> -> tensor<4x0xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<?x5xi64>, tensor<4x0xf32>
}

// CHECK-LABEL: func @pad
func.func @pad(%x: tensor<2x3xf32>, %d: tensor<?x3xi32>) -> (tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>, tensor<?x3xi32>) {
  // CHECK: graph.pad %{{.*}} pads = [1, 0, 1, 2] : tensor<2x3xf32> -> tensor<4x5xf32>
  %0 = graph.pad %x pads = [1, 0, 1, 2] : tensor<2x3xf32> -> tensor<4x5xf32>
  // CHECK: graph.pad %{{.*}} pads = [1, 1, 1, 1] mode = reflect : tensor<2x3xf32> -> tensor<4x5xf32>
  %1 = graph.pad %x pads = [1, 1, 1, 1] mode = reflect : tensor<2x3xf32> -> tensor<4x5xf32>
  // CHECK: graph.pad %{{.*}} pads = [0, 1, 0, 1] value = -1.500000e+00 : tensor<2x3xf32> -> tensor<2x5xf32>
  %2 = graph.pad %x pads = [0, 1, 0, 1] value = -1.5 : tensor<2x3xf32> -> tensor<2x5xf32>
  // CHECK: mode = edge
  %3 = graph.pad %d pads = [1, 0, 2, 0] mode = edge : tensor<?x3xi32> -> tensor<?x3xi32>
  return %0, %1, %2, %3 : tensor<4x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>, tensor<?x3xi32>
}

// CHECK-LABEL: func @gathers
func.func @gathers(%x: tensor<3x5xf32>, %i: tensor<2x2xi64>, %j: tensor<2x5xi32>, %u: tensor<2x5xf32>) -> (tensor<3x2x2xf32>, tensor<2x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
  // CHECK: graph.gather %{{.*}}, %{{.*}} axis = 1 : (tensor<3x5xf32>, tensor<2x2xi64>) -> tensor<3x2x2xf32>
  %0 = graph.gather %x, %i axis = 1 : (tensor<3x5xf32>, tensor<2x2xi64>) -> tensor<3x2x2xf32>
  // CHECK: graph.gather_elements %{{.*}}, %{{.*}} axis = 0 : (tensor<3x5xf32>, tensor<2x5xi32>) -> tensor<2x5xf32>
  %1 = graph.gather_elements %x, %j axis = 0 : (tensor<3x5xf32>, tensor<2x5xi32>) -> tensor<2x5xf32>
  // CHECK: graph.scatter %{{.*}}, %{{.*}}, %{{.*}} axis = 0 : (tensor<3x5xf32>, tensor<2x5xi32>, tensor<2x5xf32>) -> tensor<3x5xf32>
  %2 = graph.scatter %x, %j, %u axis = 0 : (tensor<3x5xf32>, tensor<2x5xi32>, tensor<2x5xf32>) -> tensor<3x5xf32>
  // CHECK: graph.scatter %{{.*}}, %{{.*}}, %{{.*}} axis = -2 reduction = add : (tensor<3x5xf32>, tensor<2x5xi32>, tensor<2x5xf32>) -> tensor<3x5xf32>
  %3 = graph.scatter %x, %j, %u axis = -2 reduction = add : (tensor<3x5xf32>, tensor<2x5xi32>, tensor<2x5xf32>) -> tensor<3x5xf32>
  return %0, %1, %2, %3 : tensor<3x2x2xf32>, tensor<2x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
}

// CHECK-LABEL: func @scans
func.func @scans(%x: tensor<3x5xf32>) -> (tensor<2x3xi64>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>, tensor<3x2xi64>, tensor<1x5xf32>, tensor<1x5xi64>) {
  // CHECK: graph.iota dim = 1 : tensor<2x3xi64>
  %0 = graph.iota dim = 1 : tensor<2x3xi64>
  // CHECK: graph.cumsum %{{.*}} axis = 1 : tensor<3x5xf32>
  %1 = graph.cumsum %x axis = 1 : tensor<3x5xf32>
  // CHECK: graph.cumsum %{{.*}} axis = -1 exclusive reverse : tensor<3x5xf32>
  %2 = graph.cumsum %x axis = -1 exclusive reverse : tensor<3x5xf32>
  // CHECK: graph.cumprod %{{.*}} axis = 0 exclusive : tensor<3x5xf32>
  %p = graph.cumprod %x axis = 0 exclusive : tensor<3x5xf32>
  // CHECK: graph.top_k %{{.*}} k = 2 axis = -1 : tensor<3x5xf32> -> tensor<3x2xf32>, tensor<3x2xi64>
  %3:2 = graph.top_k %x k = 2 axis = -1 : tensor<3x5xf32> -> tensor<3x2xf32>, tensor<3x2xi64>
  // CHECK: graph.top_k %{{.*}} k = 1 axis = 0 {largest = false} : tensor<3x5xf32> -> tensor<1x5xf32>, tensor<1x5xi64>
  %4:2 = graph.top_k %x k = 1 axis = 0 {largest = false} : tensor<3x5xf32> -> tensor<1x5xf32>, tensor<1x5xi64>
  return %0, %1, %2, %3#0, %3#1, %4#0, %4#1 : tensor<2x3xi64>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x2xf32>, tensor<3x2xi64>, tensor<1x5xf32>, tensor<1x5xi64>
}

// k = -1: the whole axis, also a dynamic one.
// CHECK-LABEL: func @top_k_whole_axis
func.func @top_k_whole_axis(%x: tensor<?x5xf32>) -> (tensor<?x5xf32>, tensor<?x5xi64>) {
  // CHECK: graph.top_k %{{.*}} k = -1 axis = 0 : tensor<?x5xf32> -> tensor<?x5xf32>, tensor<?x5xi64>
  %0:2 = graph.top_k %x k = -1 axis = 0 : tensor<?x5xf32> -> tensor<?x5xf32>, tensor<?x5xi64>
  return %0#0, %0#1 : tensor<?x5xf32>, tensor<?x5xi64>
}
