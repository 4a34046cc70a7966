// RUN: mlc-opt %s --pass-pipeline='builtin.module(func.func(graph-conv-to-matmul))' --split-input-file | FileCheck %s

// A pointwise f16 conv is a matmul of the [F, C] weight with the [N, C, H*W]
// input (both reshapes are views); its bias is a broadcast add of an [F, 1]
// column on the [N, F, P] product, before the reshape back.
// CHECK-LABEL: func.func @pointwise
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x5xf16>, %[[W:.+]]: tensor<16x8x1x1xf16>, %[[B:.+]]: tensor<16xf16>)
// CHECK-DAG: %[[X3:.+]] = graph.reshape %[[X]] : tensor<2x8x4x5xf16> -> tensor<2x8x20xf16>
// CHECK-DAG: %[[W2:.+]] = graph.reshape %[[W]] : tensor<16x8x1x1xf16> -> tensor<16x8xf16>
// CHECK: %[[Y3:.+]] = graph.matmul %[[W2]], %[[X3]] : (tensor<16x8xf16>, tensor<2x8x20xf16>) -> tensor<2x16x20xf16>
// CHECK: %[[B2:.+]] = graph.reshape %[[B]] : tensor<16xf16> -> tensor<16x1xf16>
// CHECK: %[[S:.+]] = graph.add %[[Y3]], %[[B2]] : (tensor<2x16x20xf16>, tensor<16x1xf16>) -> tensor<2x16x20xf16>
// CHECK: %[[Y:.+]] = graph.reshape %[[S]] : tensor<2x16x20xf16> -> tensor<2x16x4x5xf16>
// CHECK: return %[[Y]]
func.func @pointwise(%x: tensor<2x8x4x5xf16>, %w: tensor<16x8x1x1xf16>, %b: tensor<16xf16>) -> tensor<2x16x4x5xf16> {
  %y = graph.conv %x, %w, %b : (tensor<2x8x4x5xf16>, tensor<16x8x1x1xf16>, tensor<16xf16>) -> tensor<2x16x4x5xf16>
  return %y : tensor<2x16x4x5xf16>
}

// -----

// A padded 3x3 f16 conv gathers its [N, C * 9, P] operand (im2col): the
// padded input flattened to [N, C, 6 * 7], a gather along it with a [9, P]
// i32 table computed from iotas (flat position (oh + kh) * 7 + ow + kw).
// CHECK-LABEL: func.func @im2col
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x4x5xf16>, %[[W:.+]]: tensor<8x3x3x3xf16>)
// CHECK: %[[P:.+]] = graph.pad %[[X]] pads = [0, 0, 1, 1, 0, 0, 1, 1] : tensor<2x3x4x5xf16> -> tensor<2x3x6x7xf16>
// CHECK: %[[F:.+]] = graph.reshape %[[P]] : tensor<2x3x6x7xf16> -> tensor<2x3x42xf16>
// CHECK-DAG: %[[KK:.+]] = graph.iota dim = 0 : tensor<9x20xi32>
// CHECK-DAG: %[[PP:.+]] = graph.iota dim = 1 : tensor<9x20xi32>
// CHECK: %[[G:.+]] = graph.gather %[[F]], %{{.+}} axis = 2 : (tensor<2x3x42xf16>, tensor<9x20xi32>) -> tensor<2x3x9x20xf16>
// CHECK: %[[G3:.+]] = graph.reshape %[[G]] : tensor<2x3x9x20xf16> -> tensor<2x27x20xf16>
// CHECK: %[[W2:.+]] = graph.reshape %[[W]] : tensor<8x3x3x3xf16> -> tensor<8x27xf16>
// CHECK: %[[Y3:.+]] = graph.matmul %[[W2]], %[[G3]] : (tensor<8x27xf16>, tensor<2x27x20xf16>) -> tensor<2x8x20xf16>
// CHECK: graph.reshape %[[Y3]] : tensor<2x8x20xf16> -> tensor<2x8x4x5xf16>
func.func @im2col(%x: tensor<2x3x4x5xf16>, %w: tensor<8x3x3x3xf16>) -> tensor<2x8x4x5xf16> {
  %y = graph.conv %x, %w {pads = array<i64: 1, 1, 1, 1>} : (tensor<2x3x4x5xf16>, tensor<8x3x3x3xf16>) -> tensor<2x8x4x5xf16>
  return %y : tensor<2x8x4x5xf16>
}

// -----

// A strided 1x1 conv (a resnet downsample) gathers without padding.
// CHECK-LABEL: func.func @strided_pointwise
// CHECK-NOT: graph.pad
// CHECK: graph.gather %{{.+}}, %{{.+}} axis = 2 : (tensor<1x4x36xbf16>, tensor<1x9xi32>) -> tensor<1x4x1x9xbf16>
// CHECK: graph.matmul %{{.+}}, %{{.+}} : (tensor<8x4xbf16>, tensor<1x4x9xbf16>) -> tensor<1x8x9xbf16>
func.func @strided_pointwise(%x: tensor<1x4x6x6xbf16>, %w: tensor<8x4x1x1xbf16>) -> tensor<1x8x3x3xbf16> {
  %y = graph.conv %x, %w {strides = array<i64: 2, 2>} : (tensor<1x4x6x6xbf16>, tensor<8x4x1x1xbf16>) -> tensor<1x8x3x3xbf16>
  return %y : tensor<1x8x3x3xbf16>
}

// -----

// The epilogue moves before the reshape back: bias, relu, the residual add
// (its other operand reshaped to [N, F, P] alike) and relu all on the
// matmul's shape; f32 pointwise convs are matmuls too.
// CHECK-LABEL: func.func @epilogue
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x4xf32>, %[[W:.+]]: tensor<8x8x1x1xf32>, %[[B:.+]]: tensor<8xf32>)
// CHECK: %[[M:.+]] = graph.matmul
// CHECK: %[[S:.+]] = graph.add %[[M]], %{{.+}} : (tensor<2x8x16xf32>, tensor<8x1xf32>) -> tensor<2x8x16xf32>
// CHECK: %[[R:.+]] = graph.relu %[[S]] : tensor<2x8x16xf32>
// CHECK: %[[X3:.+]] = graph.reshape %[[X]] : tensor<2x8x4x4xf32> -> tensor<2x8x16xf32>
// CHECK: %[[A:.+]] = graph.add %[[R]], %[[X3]] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
// CHECK: %[[R2:.+]] = graph.relu %[[A]] : tensor<2x8x16xf32>
// CHECK: %[[Y:.+]] = graph.reshape %[[R2]] : tensor<2x8x16xf32> -> tensor<2x8x4x4xf32>
// CHECK: return %[[Y]]
func.func @epilogue(%x: tensor<2x8x4x4xf32>, %w: tensor<8x8x1x1xf32>, %b: tensor<8xf32>) -> tensor<2x8x4x4xf32> {
  %c = graph.conv %x, %w, %b : (tensor<2x8x4x4xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>) -> tensor<2x8x4x4xf32>
  %r = graph.relu %c : tensor<2x8x4x4xf32>
  %a = graph.add %r, %x : (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  %y = graph.relu %a : tensor<2x8x4x4xf32>
  return %y : tensor<2x8x4x4xf32>
}

// -----

// Not moved: an operand that broadcasts over only some spatial dims.
// CHECK-LABEL: func.func @partial_broadcast
// CHECK: %[[M:.+]] = graph.matmul
// CHECK: %[[Y:.+]] = graph.reshape %[[M]] : tensor<1x4x12xf16> -> tensor<1x4x3x4xf16>
// CHECK: graph.add %[[Y]], %{{.+}} : (tensor<1x4x3x4xf16>, tensor<4xf16>) -> tensor<1x4x3x4xf16>
func.func @partial_broadcast(%x: tensor<1x4x3x4xf16>, %w: tensor<4x4x1x1xf16>, %v: tensor<4xf16>) -> tensor<1x4x3x4xf16> {
  %c = graph.conv %x, %w : (tensor<1x4x3x4xf16>, tensor<4x4x1x1xf16>) -> tensor<1x4x3x4xf16>
  %a = graph.add %c, %v : (tensor<1x4x3x4xf16>, tensor<4xf16>) -> tensor<1x4x3x4xf16>
  return %a : tensor<1x4x3x4xf16>
}

// -----

// A pointwise i32 conv (a quantized conv on the GPU, its operands centered
// by graph-quantized-ops) is an i32 matmul, as an f32 one is.
// CHECK-LABEL: func.func @pointwise_i32
// CHECK: %[[Y3:.+]] = graph.matmul %{{.+}}, %{{.+}} : (tensor<16x8xi32>, tensor<2x8x16xi32>) -> tensor<2x16x16xi32>
// CHECK: graph.reshape %[[Y3]] : tensor<2x16x16xi32> -> tensor<2x16x4x4xi32>
func.func @pointwise_i32(%i: tensor<2x8x4x4xi32>, %v: tensor<16x8x1x1xi32>) -> tensor<2x16x4x4xi32> {
  %0 = graph.conv %i, %v : (tensor<2x8x4x4xi32>, tensor<16x8x1x1xi32>) -> tensor<2x16x4x4xi32>
  return %0 : tensor<2x16x4x4xi32>
}

// -----

// Kept as convs: groups (depthwise), f32 and i32 with a window, 8-bit
// integers, dynamic shapes.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: graph.matmul
// CHECK-COUNT-5: graph.conv
func.func @kept(%h: tensor<2x8x4x4xf16>, %g: tensor<8x1x3x3xf16>, %x: tensor<2x8x4x4xf32>, %k: tensor<16x8x3x3xf32>, %i: tensor<2x8x4x4xi32>, %v: tensor<16x8x3x3xi32>, %d: tensor<?x8x4x4xf16>, %e: tensor<16x8x1x1xf16>, %q: tensor<2x8x4x4xui8>, %r: tensor<16x8x1x1xi8>) -> (tensor<2x8x2x2xf16>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xi32>, tensor<?x16x4x4xf16>, tensor<2x16x4x4xi32>) {
  %0 = graph.conv %h, %g {groups = 8 : i64} : (tensor<2x8x4x4xf16>, tensor<8x1x3x3xf16>) -> tensor<2x8x2x2xf16>
  %1 = graph.conv %x, %k : (tensor<2x8x4x4xf32>, tensor<16x8x3x3xf32>) -> tensor<2x16x2x2xf32>
  %2 = graph.conv %i, %v : (tensor<2x8x4x4xi32>, tensor<16x8x3x3xi32>) -> tensor<2x16x2x2xi32>
  %3 = graph.conv %d, %e : (tensor<?x8x4x4xf16>, tensor<16x8x1x1xf16>) -> tensor<?x16x4x4xf16>
  %4 = graph.conv %q, %r : (tensor<2x8x4x4xui8>, tensor<16x8x1x1xi8>) -> tensor<2x16x4x4xi32>
  return %0, %1, %2, %3, %4 : tensor<2x8x2x2xf16>, tensor<2x16x2x2xf32>, tensor<2x16x2x2xi32>, tensor<?x16x4x4xf16>, tensor<2x16x4x4xi32>
}
