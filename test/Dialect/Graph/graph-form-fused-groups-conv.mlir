// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda" | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --graph-form-fused-groups | FileCheck %s

// A conv (on the GPU one that stays a conv: depthwise here) takes its
// elementwise epilogue (relu6, a residual add): one kernel, on both targets.
// A second conv does not join (one conv per group).
// CHECK-LABEL: func.func @depthwise_epilogue
// CHECK: graph.fused
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.conv
// CHECK-NEXT: graph.yield
// CHECK: graph.fused
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.conv
// CHECK-NEXT: graph.clip
// CHECK-NEXT: graph.add
// CHECK-NEXT: graph.yield
// WHY: fused with its producer 'graph.conv' {{.*}}: elementwise epilogue of a conv: applied to each output before it is stored
// WHY: not fused with its producer 'graph.conv' {{.*}}: both already hold a row-wise op, reduction, matmul or conv
func.func @depthwise_epilogue(%x: tensor<2x8x6x6xf32>, %w: tensor<8x1x3x3xf32>, %r: tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32> {
  %c = graph.conv %x, %w {groups = 8 : i64, pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x6x6xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x6x6xf32>
  %k = graph.clip %c {min = 0.0 : f64, max = 6.0 : f64} : tensor<2x8x6x6xf32>
  %d = graph.conv %r, %w {groups = 8 : i64, pads = array<i64: 1, 1, 1, 1>} : (tensor<2x8x6x6xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x6x6xf32>
  %a = graph.add %k, %d : (tensor<2x8x6x6xf32>, tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  return %a : tensor<2x8x6x6xf32>
}

// An i32 conv (a quantized depthwise conv on the GPU) takes its
// requantization as the epilogue, element type changes included: the
// integer sum to f32, scaled, rounded, clamped, to uint8 and back to the
// next conv's i32. (Other convs' epilogues on the GPU keep the type.)
// CHECK-LABEL: func.func @requantize_epilogue
// CHECK: graph.fused
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.conv
// CHECK-NEXT: graph.cast {{.+}} to tensor<1x8x6x6xf32>
// CHECK-NEXT: graph.mul
// CHECK-NEXT: graph.round
// CHECK-NEXT: graph.clip
// CHECK-NEXT: graph.cast {{.+}} to tensor<1x8x6x6xui8>
// CHECK-NEXT: graph.cast {{.+}} to tensor<1x8x6x6xi32>
// CHECK-NEXT: graph.yield
// CHECK-NOT: graph.fused
// CHECK: return
func.func @requantize_epilogue(%x: tensor<1x8x6x6xi32>, %w: tensor<8x1x3x3xi32>, %m: tensor<1x8x1x1xf32>) -> tensor<1x8x6x6xi32> {
  %c = graph.conv %x, %w {groups = 8 : i64, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x8x6x6xi32>, tensor<8x1x3x3xi32>) -> tensor<1x8x6x6xi32>
  %f = graph.cast %c : tensor<1x8x6x6xi32> to tensor<1x8x6x6xf32>
  %s = graph.mul %f, %m : (tensor<1x8x6x6xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x6x6xf32>
  %r = graph.round %s : tensor<1x8x6x6xf32>
  %k = graph.clip %r {min = 0.0 : f64, max = 255.0 : f64} : tensor<1x8x6x6xf32>
  %q = graph.cast %k : tensor<1x8x6x6xf32> to tensor<1x8x6x6xui8>
  %i = graph.cast %q : tensor<1x8x6x6xui8> to tensor<1x8x6x6xi32>
  return %i : tensor<1x8x6x6xi32>
}
