// A conversion that fails after a fused op was lowered is rolled back
// without leaking the kernel made for it (issue #22: a LeakSanitizer report
// on the ONNX 1.23 node suite's test_convtranspose_group_2 under
// --force-dynamic). The sanitizer job collects every report in a log
// directory (scripts/sanitize.sh), so one in a command that is expected to
// fail fails the job too.
// RUN: not mlc-opt %s --convert-graph-to-tile 2>&1 | FileCheck %s
// CHECK: failed to legalize operation 'graph.conv_transpose'

func.func @main(%x: tensor<?x?x?x?xf32>, %w: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = graph.fused "conv_transpose_0" (%x, %w) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  ^bb0(%a: tensor<?x?x?x?xf32>, %b: tensor<?x?x?x?xf32>):
    %1 = graph.conv_transpose %a, %b {dilations = array<i64: 1, 1>, groups = 2 : i64, output_padding = array<i64: 0, 0>, pads = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    graph.yield %1 : tensor<?x?x?x?xf32>
  }
  return %0 : tensor<?x?x?x?xf32>
}
