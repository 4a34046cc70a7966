// RUN: mlc-opt %s --graph-quantized-ops --split-input-file | FileCheck %s
// RUN: mlc-opt %s --graph-quantized-ops=integer=false --split-input-file | FileCheck %s --check-prefix=EXPAND
// RUN: mlc-opt %s --graph-quantized-ops=narrow=true --split-input-file | FileCheck %s --check-prefix=NARROW

// A QDQ conv (per-tensor activations, per-channel weights, int32 bias with
// scale sx * sw): an int32 conv of the centered integers, the bias as is,
// and the requantizing epilogue with m[c] = sx * sw[c] / sy folded in f32.
// CHECK-LABEL: func.func @conv
// CHECK-NOT: graph.dequantize
// CHECK: %[[X:.+]] = graph.cast %arg0 : tensor<1x2x4x4xui8> to tensor<1x2x4x4xi32>
// CHECK: %[[ZX:.+]] = graph.constant dense<128> : tensor<i32>
// CHECK: %[[XC:.+]] = graph.sub %[[X]], %[[ZX]]
// CHECK: %[[W:.+]] = graph.constant dense<{{\[\[\[\[}}1]], {{\[\[}}-2]]], {{\[\[\[}}3]], {{\[\[}}4]]], {{\[\[\[}}-5]], {{\[\[}}6]]]]> : tensor<3x2x1x1xi32>
// CHECK: %[[ACC:.+]] = graph.conv %[[XC]], %[[W]], %{{.+}} : (tensor<1x2x4x4xi32>, tensor<3x2x1x1xi32>, tensor<3xi32>) -> tensor<1x3x4x4xi32>
// CHECK: %[[F:.+]] = graph.cast %[[ACC]] : tensor<1x3x4x4xi32> to tensor<1x3x4x4xf32>
// CHECK: %[[M:.+]] = graph.constant dense<{{\[\[\[\[}}0.166666672]], {{\[\[}}0.0833333358]], {{\[\[}}0.333333343]]]]> : tensor<1x3x1x1xf32>
// CHECK: %[[S:.+]] = graph.mul %[[F]], %[[M]]
// CHECK: %[[R:.+]] = graph.round %[[S]]
// CHECK: %[[Z:.+]] = graph.add %[[R]], %{{.+}}
// CHECK: %[[C:.+]] = graph.clip %[[Z]] {max = 2.550000e+02 : f64, min = 0.000000e+00 : f64}
// CHECK: %[[Q:.+]] = graph.cast %[[C]] : tensor<1x3x4x4xf32> to tensor<1x3x4x4xui8>
// CHECK: return %[[Q]]
// With narrow (the CPU), the unpadded conv reads the ui8 activations as
// they are and int8 weights; -zx * sum(w) joins the bias:
// [10 + 128, -20 - 128 * 7, 30 - 128] (the same integers as the centered
// conv). The 2 input channels are padded to 4 (VNNI sums 4 per step), x
// with zx and the weights with zeros.
// NARROW-LABEL: func.func @conv
// NARROW-NOT: graph.sub
// NARROW-DAG: %[[P:.+]] = graph.pad %arg0 pads = [0, 0, 0, 0, 0, 2, 0, 0] value = 1.280000e+02 : tensor<1x2x4x4xui8> -> tensor<1x4x4x4xui8>
// NARROW-DAG: %[[W:.+]] = graph.constant dense<{{\[\[\[\[}}1]], {{\[\[}}-2]], {{\[\[}}0]], {{\[\[}}0]]], {{\[\[\[}}3]], {{\[\[}}4]], {{\[\[}}0]], {{\[\[}}0]]], {{\[\[\[}}-5]], {{\[\[}}6]], {{\[\[}}0]], {{\[\[}}0]]]]> : tensor<3x4x1x1xi8>
// NARROW-DAG: %[[B:.+]] = graph.constant dense<[138, -916, -98]> : tensor<3xi32>
// NARROW: graph.conv %[[P]], %[[W]], %[[B]] : (tensor<1x4x4x4xui8>, tensor<3x4x1x1xi8>, tensor<3xi32>) -> tensor<1x3x4x4xi32>
// With integer=false the same graph stays float between expanded
// quantize / dequantize.
// EXPAND-LABEL: func.func @conv
// EXPAND: graph.conv {{.+}} -> tensor<1x3x4x4xf32>
// EXPAND: graph.div
// EXPAND: graph.round
func.func @conv(%x: tensor<1x2x4x4xui8>) -> tensor<1x3x4x4xui8> {
  %sx = graph.constant dense<0.5> : tensor<f32>
  %zx = graph.constant dense<128> : tensor<ui8>
  %w = graph.constant dense<[[[[1]], [[-2]]], [[[3]], [[4]]], [[[-5]], [[6]]]]> : tensor<3x2x1x1xi8>
  %sw = graph.constant dense<[[[[0.25]]], [[[0.125]]], [[[0.5]]]]> : tensor<3x1x1x1xf32>
  %zw = graph.constant dense<0> : tensor<3x1x1x1xi8>
  %b = graph.constant dense<[10, -20, 30]> : tensor<3xi32>
  %sb = graph.constant dense<[0.125, 0.0625, 0.25]> : tensor<3xf32>
  %zb = graph.constant dense<0> : tensor<i32>
  %sy = graph.constant dense<0.75> : tensor<f32>
  %zy = graph.constant dense<3> : tensor<ui8>
  %xf = graph.dequantize %x, %sx, %zx : (tensor<1x2x4x4xui8>, tensor<f32>, tensor<ui8>) -> tensor<1x2x4x4xf32>
  %wf = graph.dequantize %w, %sw, %zw : (tensor<3x2x1x1xi8>, tensor<3x1x1x1xf32>, tensor<3x1x1x1xi8>) -> tensor<3x2x1x1xf32>
  %bf = graph.dequantize %b, %sb, %zb : (tensor<3xi32>, tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
  %y = graph.conv %xf, %wf, %bf : (tensor<1x2x4x4xf32>, tensor<3x2x1x1xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32>
  %q = graph.quantize %y, %sy, %zy : (tensor<1x3x4x4xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x3x4x4xui8>
  return %q : tensor<1x3x4x4xui8>
}

// -----

// The bias scale is not sx * sw (0.25 * 0.5 = 0.125, not 0.1): the float
// conv stays, between expanded quantize / dequantize.
// CHECK-LABEL: func.func @bias_scale_differs
// CHECK: graph.conv {{.+}} -> tensor<1x1x2x2xf32>
// CHECK: graph.div
func.func @bias_scale_differs(%x: tensor<1x1x2x2xui8>) -> tensor<1x1x2x2xui8> {
  %sx = graph.constant dense<0.25> : tensor<f32>
  %zx = graph.constant dense<0> : tensor<ui8>
  %w = graph.constant dense<3> : tensor<1x1x1x1xi8>
  %sw = graph.constant dense<0.5> : tensor<f32>
  %zw = graph.constant dense<0> : tensor<i8>
  %b = graph.constant dense<7> : tensor<1xi32>
  %sb = graph.constant dense<0.1> : tensor<f32>
  %zb = graph.constant dense<0> : tensor<i32>
  %xf = graph.dequantize %x, %sx, %zx : (tensor<1x1x2x2xui8>, tensor<f32>, tensor<ui8>) -> tensor<1x1x2x2xf32>
  %wf = graph.dequantize %w, %sw, %zw : (tensor<1x1x1x1xi8>, tensor<f32>, tensor<i8>) -> tensor<1x1x1x1xf32>
  %bf = graph.dequantize %b, %sb, %zb : (tensor<1xi32>, tensor<f32>, tensor<i32>) -> tensor<1xf32>
  %y = graph.conv %xf, %wf, %bf : (tensor<1x1x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  %q = graph.quantize %y, %sx, %zx : (tensor<1x1x2x2xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x1x2x2xui8>
  return %q : tensor<1x1x2x2xui8>
}

// -----

// The float conv result is also returned (an unquantized consumer): the
// conv stays float.
// CHECK-LABEL: func.func @float_consumer
// CHECK: graph.conv {{.+}} -> tensor<1x1x2x2xf32>
// CHECK-NOT: xi32>) -> tensor<1x1x2x2xi32>
func.func @float_consumer(%x: tensor<1x1x2x2xui8>) -> (tensor<1x1x2x2xui8>, tensor<1x1x2x2xf32>) {
  %sx = graph.constant dense<0.25> : tensor<f32>
  %zx = graph.constant dense<0> : tensor<ui8>
  %w = graph.constant dense<3> : tensor<1x1x1x1xi8>
  %sw = graph.constant dense<0.5> : tensor<f32>
  %zw = graph.constant dense<0> : tensor<i8>
  %xf = graph.dequantize %x, %sx, %zx : (tensor<1x1x2x2xui8>, tensor<f32>, tensor<ui8>) -> tensor<1x1x2x2xf32>
  %wf = graph.dequantize %w, %sw, %zw : (tensor<1x1x1x1xi8>, tensor<f32>, tensor<i8>) -> tensor<1x1x1x1xf32>
  %y = graph.conv %xf, %wf : (tensor<1x1x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x2x2xf32>
  %q = graph.quantize %y, %sx, %zx : (tensor<1x1x2x2xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x1x2x2xui8>
  return %q, %y : tensor<1x1x2x2xui8>, tensor<1x1x2x2xf32>
}

// -----

// Gemm as QGemm: a per tensor, b per column (transpose_b: the columns are
// b's rows), plus an int32 bias row.
// CHECK-LABEL: func.func @gemm
// CHECK: %[[ACC:.+]] = graph.matmul %{{.+}}, %{{.+}} {transpose_b} : (tensor<2x4xi32>, tensor<3x4xi32>) -> tensor<2x3xi32>
// CHECK: %[[B:.+]] = graph.add %[[ACC]], %{{.+}} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// CHECK: graph.cast %[[B]] : tensor<2x3xi32> to tensor<2x3xf32>
// CHECK: graph.constant dense<{{\[\[}}1.250000e-01, 2.500000e-01, 6.250000e-02]]> : tensor<1x3xf32>
// CHECK: graph.cast {{.+}} to tensor<2x3xi8>
// With narrow the matmul reads a as it is and int8 weights as [K, N]
// (transpose_b applied at compile time); za * colsum(w) = 1 * 8 is
// subtracted from each column.
// NARROW-LABEL: func.func @gemm
// NARROW: %[[W:.+]] = graph.constant dense<2> : tensor<4x3xi8>
// NARROW: %[[ACC:.+]] = graph.matmul %arg0, %[[W]] : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
// NARROW: %[[Z:.+]] = graph.constant dense<8> : tensor<3xi32>
// NARROW: %[[C:.+]] = graph.sub %[[ACC]], %[[Z]] : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
// NARROW: graph.add %[[C]], %{{.+}} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
func.func @gemm(%a: tensor<2x4xi8>) -> tensor<2x3xi8> {
  %sa = graph.constant dense<0.5> : tensor<f32>
  %za = graph.constant dense<1> : tensor<i8>
  %b = graph.constant dense<2> : tensor<3x4xi8>
  %sb = graph.constant dense<[[0.25], [0.5], [0.125]]> : tensor<3x1xf32>
  %zb = graph.constant dense<0> : tensor<3x1xi8>
  %c = graph.constant dense<[1, 2, 3]> : tensor<3xi32>
  %sc = graph.constant dense<[0.125, 0.25, 0.0625]> : tensor<3xf32>
  %zc = graph.constant dense<0> : tensor<i32>
  %sy = graph.constant dense<1.0> : tensor<f32>
  %zy = graph.constant dense<0> : tensor<i8>
  %af = graph.dequantize %a, %sa, %za : (tensor<2x4xi8>, tensor<f32>, tensor<i8>) -> tensor<2x4xf32>
  %bf = graph.dequantize %b, %sb, %zb : (tensor<3x4xi8>, tensor<3x1xf32>, tensor<3x1xi8>) -> tensor<3x4xf32>
  %cf = graph.dequantize %c, %sc, %zc : (tensor<3xi32>, tensor<3xf32>, tensor<i32>) -> tensor<3xf32>
  %p = graph.matmul %af, %bf {transpose_b} : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<2x3xf32>
  %y = graph.add %p, %cf : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %q = graph.quantize %y, %sy, %zy : (tensor<2x3xf32>, tensor<f32>, tensor<i8>) -> tensor<2x3xi8>
  return %q : tensor<2x3xi8>
}

// -----

// A padded conv's padded taps must read x = zx (0 once centered): with
// narrow, x is padded with zx first and the conv runs unpadded; the bias is
// -zx * sum(w) = -300. The one input channel is padded to 4 by the same
// pad.
// NARROW-LABEL: func.func @padded_conv
// NARROW-NOT: graph.sub
// NARROW: %[[P:.+]] = graph.pad %arg0 pads = [0, 0, 1, 1, 0, 3, 1, 1] value = 1.000000e+02 : tensor<1x1x2x2xui8> -> tensor<1x4x4x4xui8>
// NARROW: %[[W:.+]] = graph.constant dense<{{\[\[\[\[}}3]], {{\[\[}}0]], {{\[\[}}0]], {{\[\[}}0]]]]> : tensor<1x4x1x1xi8>
// NARROW: %[[B:.+]] = graph.constant dense<-300> : tensor<1xi32>
// NARROW: graph.conv %[[P]], %[[W]], %[[B]] : (tensor<1x4x4x4xui8>, tensor<1x4x1x1xi8>, tensor<1xi32>) -> tensor<1x1x4x4xi32>
// NARROW-NOT: pads
func.func @padded_conv(%x: tensor<1x1x2x2xui8>) -> tensor<1x1x4x4xui8> {
  %sx = graph.constant dense<0.5> : tensor<f32>
  %zx = graph.constant dense<100> : tensor<ui8>
  %w = graph.constant dense<3> : tensor<1x1x1x1xi8>
  %sw = graph.constant dense<0.25> : tensor<f32>
  %zw = graph.constant dense<0> : tensor<i8>
  %xf = graph.dequantize %x, %sx, %zx : (tensor<1x1x2x2xui8>, tensor<f32>, tensor<ui8>) -> tensor<1x1x2x2xf32>
  %wf = graph.dequantize %w, %sw, %zw : (tensor<1x1x1x1xi8>, tensor<f32>, tensor<i8>) -> tensor<1x1x1x1xf32>
  %y = graph.conv %xf, %wf {pads = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x4x4xf32>
  %q = graph.quantize %y, %sx, %zx : (tensor<1x1x4x4xf32>, tensor<f32>, tensor<ui8>) -> tensor<1x1x4x4xui8>
  return %q : tensor<1x1x4x4xui8>
}

// -----

// MatMulInteger as the importer writes it, the activations' zero point a
// run-time value (DynamicQuantizeLinear's): with narrow, ui8 x int8
// weights [[1, -2], [3, 4]] - 1 and the correction za * colsum(w - zw) =
// za * [2, 0] computed per call.
// NARROW-LABEL: func.func @matmul_integer
// NARROW: %[[ZA:.+]] = graph.cast %arg1 : tensor<ui8> to tensor<i32>
// NARROW: %[[W:.+]] = graph.constant dense<{{\[\[}}0, -3], [2, 3]]> : tensor<2x2xi8>
// NARROW: %[[ACC:.+]] = graph.matmul %arg0, %[[W]] : (tensor<3x2xui8>, tensor<2x2xi8>) -> tensor<3x2xi32>
// NARROW: %[[S:.+]] = graph.constant dense<[2, 0]> : tensor<2xi32>
// NARROW: %[[M:.+]] = graph.mul %[[ZA]], %[[S]] : (tensor<i32>, tensor<2xi32>) -> tensor<2xi32>
// NARROW: %[[R:.+]] = graph.sub %[[ACC]], %[[M]] : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<3x2xi32>
// NARROW: return %[[R]]
// Without narrow (CUDA) the centered int32 matmul stays.
// CHECK-LABEL: func.func @matmul_integer
// CHECK: graph.matmul {{.+}} : (tensor<3x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
func.func @matmul_integer(%a: tensor<3x2xui8>, %za: tensor<ui8>) -> tensor<3x2xi32> {
  %b = graph.constant dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>
  %zb = graph.constant dense<1> : tensor<i8>
  %ai = graph.cast %a : tensor<3x2xui8> to tensor<3x2xi32>
  %zai = graph.cast %za : tensor<ui8> to tensor<i32>
  %ac = graph.sub %ai, %zai : (tensor<3x2xi32>, tensor<i32>) -> tensor<3x2xi32>
  %bi = graph.cast %b : tensor<2x2xi8> to tensor<2x2xi32>
  %zbi = graph.cast %zb : tensor<i8> to tensor<i32>
  %bc = graph.sub %bi, %zbi : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  %y = graph.matmul %ac, %bc : (tensor<3x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  return %y : tensor<3x2xi32>
}
