// RUN: mlc-opt %s --tile-lower-to-linalg --split-input-file | FileCheck %s

// A load reads the in-bounds window (offsets clamped to the source) and pads
// the rest with the padding value up to the tile shape.
// CHECK-LABEL: func @load
// CHECK-SAME: (%[[A:.+]]: tensor<?x?xf16>, %[[I:.+]]: index, %[[K:.+]]: index)
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[D0:.+]] = tensor.dim %[[A]], %[[C0]]
// CHECK: %[[O0:.+]] = arith.minsi %[[I]], %[[D0]]
// CHECK: %[[R0:.+]] = arith.subi %[[D0]], %[[O0]]
// CHECK: %[[S0:.+]] = arith.minsi %[[R0]], %c128
// CHECK: %[[D1:.+]] = tensor.dim %[[A]], %[[C1]]
// CHECK: %[[O1:.+]] = arith.minsi %[[K]], %[[D1]]
// CHECK: %[[R1:.+]] = arith.subi %[[D1]], %[[O1]]
// CHECK: %[[S1:.+]] = arith.minsi %[[R1]], %c32
// CHECK: %[[W:.+]] = tensor.extract_slice %[[A]][%[[O0]], %[[O1]]] [%[[S0]], %[[S1]]] [1, 1]
// CHECK: %[[P:.+]] = tensor.pad %[[W]] low[0, 0] high[
// CHECK:   tensor.yield %{{.+}} : f16
// CHECK: } : tensor<?x?xf16> to tensor<128x32xf16>
// CHECK: return %[[P]]
func.func @load(%a: tensor<?x?xf16>, %i: index, %k: index) -> tensor<128x32xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<128x32xf16>
  %t = tile.load %a[%i, %k] pad %z into %e : tensor<?x?xf16> into tensor<128x32xf16> -> tensor<128x32xf16>
  return %t : tensor<128x32xf16>
}

// -----

// A tile of lower rank drops the leading dims (extent 1 each).
// CHECK-LABEL: func @load_batched
// CHECK: tensor.extract_slice %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}] [%{{.+}}, %{{.+}}, %{{.+}}] [1, 1, 1] : tensor<4x?x?xf32> to tensor<?x?x?xf32>
// CHECK: tensor.pad
// CHECK: } : tensor<?x?x?xf32> to tensor<1x16x8xf32>
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2]] : tensor<1x16x8xf32> into tensor<16x8xf32>
func.func @load_batched(%a: tensor<4x?x?xf32>, %b: index, %i: index) -> tensor<16x8xf32> {
  %z = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %t = tile.load %a[%b, %i, %i] pad %z into %e : tensor<4x?x?xf32> into tensor<16x8xf32> -> tensor<16x8xf32>
  return %t : tensor<16x8xf32>
}

// -----

// A store writes the in-bounds part of the tile.
// CHECK-LABEL: func @store
// CHECK-SAME: (%[[T:.+]]: tensor<64x64xf32>, %[[O:.+]]: tensor<100x70xf32>, %[[I:.+]]: index, %[[J:.+]]: index)
// CHECK: %[[O0:.+]] = arith.minsi %[[I]], %c100
// CHECK: %[[S0:.+]] = arith.minsi %{{.+}}, %c64
// CHECK: %[[O1:.+]] = arith.minsi %[[J]], %c70
// CHECK: %[[S1:.+]] = arith.minsi %{{.+}}, %c64
// CHECK: %[[P:.+]] = tensor.extract_slice %[[T]][0, 0] [%[[S0]], %[[S1]]] [1, 1]
// CHECK: %[[R:.+]] = tensor.insert_slice %[[P]] into %[[O]][%[[O0]], %[[O1]]] [%[[S0]], %[[S1]]] [1, 1]
// CHECK: return %[[R]]
func.func @store(%t: tensor<64x64xf32>, %o: tensor<100x70xf32>, %i: index, %j: index) -> tensor<100x70xf32> {
  %r = tile.store %t into %o[%i, %j] : tensor<64x64xf32> into tensor<100x70xf32> -> tensor<100x70xf32>
  return %r : tensor<100x70xf32>
}

// -----

// CHECK-LABEL: func @dot_reduce
// CHECK: %[[D:.+]] = linalg.matmul ins(%{{.+}}, %{{.+}} : tensor<16x32xbf16>, tensor<32x8xbf16>) outs(%{{.+}} : tensor<16x8xf32>)
// CHECK: linalg.reduce ins(%[[D]] : tensor<16x8xf32>) outs(%{{.+}} : tensor<16xf32>) dimensions = [1]
// CHECK:   arith.maximumf
func.func @dot_reduce(%a: tensor<16x32xbf16>, %b: tensor<32x8xbf16>, %c: tensor<16x8xf32>, %r: tensor<16xf32>) -> tensor<16xf32> {
  %d = tile.dot %a, %b into %c : tensor<16x32xbf16>, tensor<32x8xbf16> into tensor<16x8xf32> -> tensor<16x8xf32>
  %m = tile.reduce "max" %d dim 1 into %r : tensor<16x8xf32> into tensor<16xf32> -> tensor<16xf32>
  return %m : tensor<16xf32>
}

// -----

// transpose_b (a GEMV's [N, K] weights): acc[m, n] += f32(a[m, k]) *
// f32(b[n, k]).
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func @dot_transposed
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.+}}, %{{.+}} : tensor<2x32xbf16>, tensor<8x32xbf16>) outs(%{{.+}} : tensor<2x8xf32>)
// CHECK: arith.extf
// CHECK: arith.extf
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @dot_transposed(%a: tensor<2x32xbf16>, %b: tensor<8x32xbf16>, %c: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %d = tile.dot %a, %b into %c {transpose_b} : tensor<2x32xbf16>, tensor<8x32xbf16> into tensor<2x8xf32> -> tensor<2x8xf32>
  return %d : tensor<2x8xf32>
}
