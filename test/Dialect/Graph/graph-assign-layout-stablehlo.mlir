// RUN: mlc-opt %s -convert-stablehlo-to-graph | mlc-opt --pass-pipeline='builtin.module(func.func(graph-assign-layout{layout=nhwc}))' | FileCheck %s

// JAX's convs are NHWC: the importer puts the channels-first graph.conv
// between transposes of the activations; made channels last, those meet the
// pass's own and cancel: the activations are never transposed (the HWIO
// weight, an argument here, keeps its transpose to [F, C, KH, KW]).
// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:[^:]+]]: tensor<1x8x8x3xf32> {{.*}}, %[[W:[^:]+]]: tensor<3x3x3x16xf32>
// CHECK: %[[WT:.+]] = graph.transpose %[[W]] perm = [3, 2, 0, 1]
// CHECK-NOT: graph.transpose
// CHECK: %[[Y:.+]] = graph.conv %[[X]], %[[WT]] {channels_last, {{.*}}} : (tensor<1x8x8x3xf32>, tensor<16x3x3x3xf32>) -> tensor<1x6x3x16xf32>
// CHECK-NOT: graph.transpose
// CHECK: return %[[Y]]
func.func public @main(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x16xf32>) -> tensor<1x6x3x16xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 2], pad = [[1, 1], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x3x16xf32>
  return %0 : tensor<1x6x3x16xf32>
}
