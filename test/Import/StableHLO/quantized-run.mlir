// StableHLO's quantized types (issue #19): uniform_quantize, a dot_general
// of a per-tensor quantized activation and a per-axis quantized int8
// constant with a quantized result, an add of quantized tensors (each op
// on quantized tensors means dequantize, the float op, quantize) and a
// requantization from int8 to uint8.
// RUN: mlc-compile %s -o %t.so
// RUN: mlc-run %t.so --input=2x4xf32=0.36,-1.23,2.41,0.88,-3.02,0.57,1.19,-0.46 | FileCheck %s
// The expected values are exact rational arithmetic on the quantized
// values (ties to even; the sums saturate at int8's 127 and -128 where
// they reach it): 2 * dequantize(quantize(x @ W)), requantized.
// CHECK: output 0 'result0': shape 2x3 f32
// CHECK-NEXT: {{\[}}[25.2, -17.2, -4.8],
// CHECK-NEXT: [-25.8, 20, -8.8]]
// CHECK: output 1 'result1': shape 2x4 f32
// CHECK-NEXT: {{\[}}[0.4, -1.2, 2.4, 0.9],
// CHECK-NEXT: [-3, 0.6, 1.2, -0.5]]
//
// The dot_general runs on integers: an int8 x int8 -> int32 matmul with the
// requantization after it (graph-quantized-ops, as for ONNX QDQ).
// RUN: mlc-compile %s --emit=graph -o - | FileCheck %s --check-prefix=GRAPH
// GRAPH: graph.matmul {{.+}} : (tensor<2x4xi8>, tensor<4x3xi8>) -> tensor<2x3xi32>
// GRAPH-NOT: graph.matmul {{.+}}xf32>
//
// The quantized constant's form round-trips.
// RUN: mlc-opt %s | mlc-opt | FileCheck %s --check-prefix=ROUND
// ROUND: stablehlo.constant() {value = dense<{{.+}}> : tensor<4x3xi8>} : () -> tensor<4x3x!quant.uniform<i8:f32:1, {5.000000e-01,2.500000e-01,1.250000e-01}>>
func.func public @main(%x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x4xf32>) {
  %w = stablehlo.constant() {value = dense<[[12, -7, 3], [-5, 20, -9], [8, 1, -15], [-2, -11, 6]]> : tensor<4x3xi8>} : () -> tensor<4x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 0.125}>>
  %q = stablehlo.uniform_quantize %x : (tensor<2x4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 0.1:-2>>
  %y = stablehlo.dot_general %q, %w, contracting_dims = [1] x [0] : (tensor<2x4x!quant.uniform<i8:f32, 0.1:-2>>, tensor<4x3x!quant.uniform<i8:f32:1, {0.5, 0.25, 0.125}>>) -> tensor<2x3x!quant.uniform<i8:f32, 0.2:1>>
  %s = stablehlo.add %y, %y : tensor<2x3x!quant.uniform<i8:f32, 0.2:1>>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x3x!quant.uniform<i8:f32, 0.2:1>>) -> tensor<2x3xf32>
  %r = stablehlo.uniform_quantize %q : (tensor<2x4x!quant.uniform<i8:f32, 0.1:-2>>) -> tensor<2x4x!quant.uniform<u8:f32, 0.05:128>>
  %e = stablehlo.uniform_dequantize %r : (tensor<2x4x!quant.uniform<u8:f32, 0.05:128>>) -> tensor<2x4xf32>
  return %d, %e : tensor<2x3xf32>, tensor<2x4xf32>
}
