// RUN: mlc-opt %s --convert-graph-to-tile | FileCheck %s

// A group becomes a tile.kernel over linalg on tensors; its tile sizes cut the
// first parallel loop of the root; the signature is recorded; uiN becomes iN.
// CHECK-LABEL: func @main
// CHECK-SAME: mlc.signature = "input x u8 16x?\0Ainput input_1 u8 ?\0Aoutput sum u8 16x?\0A"
func.func @main(%x: tensor<16x?xui8> {graph.name = "x"}, %y: tensor<?xui8>) -> (tensor<16x?xui8> {graph.name = "sum"}) {
  // CHECK: tile.kernel "add" tile_sizes [2, 0] (%{{.+}}, %{{.+}}) : (tensor<16x?xi8>, tensor<?xi8>) -> tensor<16x?xi8>
  // CHECK:   linalg.generic
  // CHECK:     arith.addi
  // CHECK:   tile.yield
  %r = graph.fused "add" (%x, %y) : (tensor<16x?xui8>, tensor<?xui8>) -> tensor<16x?xui8> {
  ^bb0(%a: tensor<16x?xui8>, %b: tensor<?xui8>):
    %s = graph.add %a, %b : (tensor<16x?xui8>, tensor<?xui8>) -> tensor<16x?xui8>
    graph.yield %s : tensor<16x?xui8>
  }
  return %r : tensor<16x?xui8>
}

// CHECK-LABEL: func @reduction_not_tiled
func.func @reduction_not_tiled(%a: tensor<1x8xf32>, %b: tensor<4x8xf32>) -> tensor<1x4xf32> {
  // Loops (m, n, k) = (1, 4, 8): m has size 1, so n is cut; k is a reduction.
  // (transpose_b keeps the linalg lowering; see matmul-to-tile.mlir for the
  // tile program of a plain matmul.)
  // CHECK: tile.kernel "mm" tile_sizes [0, 1, 0]
  %r = graph.fused "mm" (%a, %b) : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32> {
  ^bb0(%x: tensor<1x8xf32>, %y: tensor<4x8xf32>):
    %m = graph.matmul %x, %y {transpose_b} : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<1x4xf32>
    graph.yield %m : tensor<1x4xf32>
  }
  return %r : tensor<1x4xf32>
}

// Shifts follow StableHLO: an amount of at least the width gives 0 (logical)
// or the sign (arithmetic: the amount is clamped), never LLVM's poison;
// bitcasts keep the bits.
// CHECK-LABEL: func @shifts
// CHECK: arith.cmpi ult
// CHECK: arith.shli
// CHECK: arith.select
// CHECK: arith.minui
// CHECK: arith.shrsi
// CHECK: arith.bitcast %{{.+}} : i32 to f32
func.func @shifts(%x: tensor<8xui32>, %n: tensor<8xi32>) -> (tensor<8xui32>, tensor<8xi32>, tensor<8xf32>) {
  %r:3 = graph.fused "shifts" (%x, %n) : (tensor<8xui32>, tensor<8xi32>) -> (tensor<8xui32>, tensor<8xi32>, tensor<8xf32>) {
  ^bb0(%a: tensor<8xui32>, %b: tensor<8xi32>):
    %c = graph.cast %b : tensor<8xi32> to tensor<8xui32>
    %s = graph.shift_left %a, %c : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %t = graph.shift_right %b, %b : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %f = graph.bitcast %t : tensor<8xi32> to tensor<8xf32>
    graph.yield %s, %t, %f : tensor<8xui32>, tensor<8xi32>, tensor<8xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<8xui32>, tensor<8xi32>, tensor<8xf32>
}
