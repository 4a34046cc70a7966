// RUN: mlc-opt %s --graph-split-k --split-input-file | FileCheck %s

// A 16x40 output (two 32x32 tiles) with K = 2048: 16
// chunks of 128 (the fewest powers of two giving 132 multiprocessors a tile,
// capped by the 128-long chunks), partial products summed in order over S
// as the innermost dimension.
// CHECK-LABEL: func.func @long_k
// CHECK: %[[A3:.+]] = graph.reshape %{{.+}} : tensor<16x2048xf32> -> tensor<16x16x128xf32>
// CHECK: %[[AT:.+]] = graph.transpose %[[A3]] perm = [1, 0, 2] : tensor<16x16x128xf32> -> tensor<16x16x128xf32>
// CHECK: %[[B3:.+]] = graph.reshape %{{.+}} : tensor<2048x40xf32> -> tensor<16x128x40xf32>
// CHECK: %[[P:.+]] = graph.matmul %[[AT]], %[[B3]] : (tensor<16x16x128xf32>, tensor<16x128x40xf32>) -> tensor<16x16x40xf32>
// CHECK: %[[PT:.+]] = graph.transpose %[[P]] perm = [1, 2, 0] : tensor<16x16x40xf32> -> tensor<16x40x16xf32>
// CHECK: %[[S:.+]] = graph.reduce_sum %[[PT]] {axes = array<i64: 2>, keepdims = false} : tensor<16x40x16xf32> -> tensor<16x40xf32>
// CHECK: graph.relu %[[S]]
func.func @long_k(%a: tensor<16x2048xf32>, %b: tensor<2048x40xf32>) -> tensor<16x40xf32> {
  %c = graph.matmul %a, %b : (tensor<16x2048xf32>, tensor<2048x40xf32>) -> tensor<16x40xf32>
  %d = graph.relu %c : tensor<16x40xf32>
  return %d : tensor<16x40xf32>
}

// -----

// A [1, M, K] operand: the sum is reshaped back to the matmul's type.
// CHECK-LABEL: func.func @batch_one
// CHECK: graph.matmul {{.+}} -> tensor<8x20x256xf32>
// CHECK: graph.reduce_sum {{.+}} -> tensor<20x256xf32>
// CHECK: graph.reshape {{.+}} : tensor<20x256xf32> -> tensor<1x20x256xf32>
func.func @batch_one(%a: tensor<1x20x1024xf32>, %b: tensor<1024x256xf32>) -> tensor<1x20x256xf32> {
  %c = graph.matmul %a, %b : (tensor<1x20x1024xf32>, tensor<1024x256xf32>) -> tensor<1x20x256xf32>
  return %c : tensor<1x20x256xf32>
}

// -----

// Left alone: enough output tiles (2048 of 32x32), a short K, f16 (tensor
// cores: 128x128 tiles), a K no power of two splits into chunks of 128 or
// more, a real batch, a transposed operand.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: graph.reduce_sum
// CHECK-NOT: graph.transpose
func.func @kept(%a: tensor<1024x4096xf32>, %b: tensor<4096x2048xf32>,
                %c: tensor<32x512xf32>, %d: tensor<512x64xf32>,
                %e: tensor<32x4096xf16>, %f: tensor<4096x64xf16>,
                %g: tensor<32x1111xf32>, %h: tensor<1111x64xf32>,
                %i: tensor<2x32x4096xf32>, %j: tensor<4096x64xf32>,
                %k: tensor<32x4096xf32>, %l: tensor<64x4096xf32>)
    -> (tensor<1024x2048xf32>, tensor<32x64xf32>, tensor<32x64xf16>, tensor<32x64xf32>, tensor<2x32x64xf32>, tensor<32x64xf32>) {
  %0 = graph.matmul %a, %b : (tensor<1024x4096xf32>, tensor<4096x2048xf32>) -> tensor<1024x2048xf32>
  %1 = graph.matmul %c, %d : (tensor<32x512xf32>, tensor<512x64xf32>) -> tensor<32x64xf32>
  %2 = graph.matmul %e, %f : (tensor<32x4096xf16>, tensor<4096x64xf16>) -> tensor<32x64xf16>
  %3 = graph.matmul %g, %h : (tensor<32x1111xf32>, tensor<1111x64xf32>) -> tensor<32x64xf32>
  %4 = graph.matmul %i, %j : (tensor<2x32x4096xf32>, tensor<4096x64xf32>) -> tensor<2x32x64xf32>
  %5 = graph.matmul %k, %l {transpose_b} : (tensor<32x4096xf32>, tensor<64x4096xf32>) -> tensor<32x64xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<1024x2048xf32>, tensor<32x64xf32>, tensor<32x64xf16>, tensor<32x64xf32>, tensor<2x32x64xf32>, tensor<32x64xf32>
}
