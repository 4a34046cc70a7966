// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file | FileCheck %s

// Bodies are recognised by what they compute; a non-identity initial value
// is combined once more.
// CHECK-LABEL: func.func @main
// CHECK: graph.reduce_sum %{{.+}} {axes = array<i64: 1>, keepdims = false} : tensor<4x8xf32> -> tensor<4xf32>
// CHECK: %[[M:.+]] = graph.reduce_max %{{.+}} {axes = array<i64: 0, 1>, keepdims = false} : tensor<4x8xf32> -> tensor<f32>
// CHECK: graph.max %[[M]], %{{.+}} : (tensor<f32>, tensor<f32>) -> tensor<f32>
// CHECK: graph.cast %{{.+}} : tensor<4x8xi1> to tensor<4x8xui8>
// CHECK: graph.reduce_min
// CHECK: graph.cast %{{.+}} : tensor<4xui8> to tensor<4xi1>
func.func public @main(%x: tensor<4x8xf32>, %p: tensor<4x8xi1>) -> (tensor<4xf32>, tensor<f32>, tensor<4xi1>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.reduce(%x init: %one) across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %s = stablehlo.select %c, %a, %b : tensor<i1>, tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %t = stablehlo.constant dense<true> : tensor<i1>
  %2 = stablehlo.reduce(%p init: %t) applies stablehlo.and across dimensions = [1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<4xi1>
  return %0, %1, %2 : tensor<4xf32>, tensor<f32>, tensor<4xi1>
}

// -----

// JAX's argmax: a (value, iota) reduction with a compare / select body.
// CHECK-LABEL: func.func @main
// CHECK: graph.reduce_max %{{.+}} {axes = array<i64: 1>, keepdims = false}
// CHECK: %[[I:.+]] = graph.argmax %{{.+}} {axis = 1 : i64, keepdims = false} : tensor<6x7xf32> -> tensor<6xi64>
// CHECK: graph.cast %[[I]] : tensor<6xi64> to tensor<6xi32>
func.func public @main(%arg0: tensor<6x7xf32>) -> tensor<6xi32> {
  %0 = stablehlo.iota dim = 1 : tensor<6x7xi32>
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x7xf32>, tensor<6x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
   reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
    %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.or %2, %3 : tensor<i1>
    %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.and %5, %6 : tensor<i1>
    %8 = stablehlo.or %4, %7 : tensor<i1>
    %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
    %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
    stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
  }
  return %1#1 : tensor<6xi32>
}

// -----

// reduce_window: max windows become graph.max_pool, sums an average pool
// times the window size; windowed dimensions go last, the others are
// folded into the channel dimension.
// CHECK-LABEL: func.func @main
// CHECK: graph.transpose %{{.+}} perm = [0, 3, 1, 2] : tensor<2x8x8x3xf32> -> tensor<2x3x8x8xf32>
// CHECK: graph.reshape {{.*}} : tensor<2x3x8x8xf32> -> tensor<1x6x8x8xf32>
// CHECK: graph.max_pool {{.*}} {dilations = array<i64: 1, 1>, kernel_shape = array<i64: 2, 2>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : tensor<1x6x8x8xf32> -> tensor<1x6x4x4xf32>
// CHECK: graph.avg_pool {{.*}} {count_include_pad, kernel_shape = array<i64: 11>, pads = array<i64: 10, 0>, strides = array<i64: 1>} : tensor<1x4x11xf32> -> tensor<1x4x11xf32>
// CHECK: graph.mul
func.func public @main(%x: tensor<2x8x8x3xf32>, %y: tensor<4x11xf32>) -> (tensor<2x4x4x3xf32>, tensor<4x11xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<2x8x8x3xf32>, tensor<f32>) -> tensor<2x4x4x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%y, %z) <{padding = dense<[[0, 0], [10, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 11>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x11xf32>, tensor<f32>) -> tensor<4x11xf32>
  return %0, %1 : tensor<2x4x4x3xf32>, tensor<4x11xf32>
}

// -----

// Bodies beyond one combiner: a variadic reduce of two independent
// reductions (sum, max) becomes a tree of the body applied to halves
// (8 -> 4 -> 2 -> 1), then the body once more with the initial values.
// CHECK-LABEL: func.func @main
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: graph.max %{{.+}}, %{{.+}} : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<5x2xf32>, tensor<5x2xf32>) -> tensor<5x2xf32>
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<5x1xf32>, tensor<5x1xf32>) -> tensor<5x1xf32>
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK: graph.max %{{.+}}, %{{.+}} : (tensor<f32>, tensor<5xf32>) -> tensor<5xf32>
func.func public @main(%x: tensor<5x8xf32>, %y: tensor<5x8xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %z = stablehlo.constant dense<1.0> : tensor<f32>
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %m) across dimensions = [1] : (tensor<5x8xf32>, tensor<5x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<5xf32>, tensor<5xf32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<f32>, %d: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.maximum %c, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
}

// -----

// A max-with-index over dimension 0 (an argmax whose index operand is no
// iota along the reduced dimension): the tree of compare / select; an odd
// count carries its last entry to the next level.
// CHECK-LABEL: func.func @main
// CHECK: graph.compare gt, %{{.+}}, %{{.+}} : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
// CHECK: graph.concat %{{.+}}, %{{.+}} axis = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
// CHECK: graph.select {{.+}} -> tensor<3xi32>
func.func public @main(%x: tensor<3x3xf32>, %i: tensor<3x3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %m), (%i init: %c0) across dimensions = [0] : (tensor<3x3xf32>, tensor<3x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ia: tensor<i32>, %ib: tensor<i32>) {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lt = stablehlo.compare LT, %ia, %ib, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt : tensor<i1>
    %p = stablehlo.or %gt, %tie : tensor<i1>
    %v = stablehlo.select %p, %a, %b : tensor<i1>, tensor<f32>
    %j = stablehlo.select %p, %ia, %ib : tensor<i1>, tensor<i32>
    stablehlo.return %v, %j : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// -----

// reduce_window of two operands (a windowed sum and max in one op): the
// windows gathered per operand, then the body as a tree over the window.
// CHECK-LABEL: func.func @main
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 0 : (tensor<8xf32>, tensor<7x2xi64>) -> tensor<7x2xf32>
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 0 : (tensor<8xf32>, tensor<7x2xi64>) -> tensor<7x2xf32>
// CHECK: graph.add %{{.+}}, %{{.+}} : (tensor<7x1xf32>, tensor<7x1xf32>) -> tensor<7x1xf32>
// CHECK: graph.max %{{.+}}, %{{.+}} : (tensor<7x1xf32>, tensor<7x1xf32>) -> tensor<7x1xf32>
func.func public @main(%x: tensor<8xf32>) -> (tensor<7xf32>, tensor<7xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0:2 = "stablehlo.reduce_window"(%x, %x, %z, %m) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>, %b: tensor<f32>, %d: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    %t = stablehlo.maximum %c, %d : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<f32>) -> (tensor<7xf32>, tensor<7xf32>)
  return %0#0, %0#1 : tensor<7xf32>, tensor<7xf32>
}
