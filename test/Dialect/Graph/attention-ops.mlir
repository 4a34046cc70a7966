// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @attention
func.func @attention(%q: tensor<2x4x8x16xf16>, %k: tensor<2x4x10x16xf16>, %v: tensor<2x4x10x32xf16>,
                     %m: tensor<8x10xf16>, %qs: tensor<?x32x4x16xf32>, %b: tensor<?x1x1x32xi1>)
    -> (tensor<2x4x8x32xf16>, tensor<2x4x8x32xf16>, tensor<?x32x4x16xf32>) {
  // CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} {scale = 2.500000e-01 : f64} : (tensor<2x4x8x16xf16>, tensor<2x4x10x16xf16>, tensor<2x4x10x32xf16>) -> tensor<2x4x8x32xf16>
  %0 = graph.attention %q, %k, %v {scale = 0.25 : f64} : (tensor<2x4x8x16xf16>, tensor<2x4x10x16xf16>, tensor<2x4x10x32xf16>) -> tensor<2x4x8x32xf16>
  // CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} mask %{{.+}} {scale = 1.000000e+00 : f64}
  %1 = graph.attention %q, %k, %v mask %m {scale = 1.0 : f64} : (tensor<2x4x8x16xf16>, tensor<2x4x10x16xf16>, tensor<2x4x10x32xf16>, tensor<8x10xf16>) -> tensor<2x4x8x32xf16>
  // CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} mask %{{.+}} {mask_value = -1.000000e+04 : f64, scale = 2.500000e-01 : f64, seq_first}
  %2 = graph.attention %qs, %qs, %qs mask %b {scale = 0.25 : f64, mask_value = -1.0e4 : f64, seq_first} : (tensor<?x32x4x16xf32>, tensor<?x32x4x16xf32>, tensor<?x32x4x16xf32>, tensor<?x1x1x32xi1>) -> tensor<?x32x4x16xf32>
  return %0, %1, %2 : tensor<2x4x8x32xf16>, tensor<2x4x8x32xf16>, tensor<?x32x4x16xf32>
}

// Grouped-query attention: 8 query heads over 2 key/value heads.
// CHECK-LABEL: func @gqa
// CHECK: graph.attention %{{.*}}, %{{.*}}, %{{.*}} {scale = 1.250000e-01 : f64} : (tensor<1x8x1x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16>) -> tensor<1x8x1x64xbf16>
func.func @gqa(%q: tensor<1x8x1x64xbf16>, %k: tensor<1x2x?x64xbf16>, %v: tensor<1x2x?x64xbf16>) -> tensor<1x8x1x64xbf16> {
  %0 = graph.attention %q, %k, %v {scale = 0.125 : f64} : (tensor<1x8x1x64xbf16>, tensor<1x2x?x64xbf16>, tensor<1x2x?x64xbf16>) -> tensor<1x8x1x64xbf16>
  return %0 : tensor<1x8x1x64xbf16>
}
