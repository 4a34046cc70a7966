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
