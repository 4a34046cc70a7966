// RUN: mlc-opt %s --tile-distribute --canonicalize | FileCheck %s

// The root is tiled into a grid of 4 tile instances; its producer (the fill)
// is fused into each tile.
// CHECK-LABEL: func @distribute
func.func @distribute(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  // CHECK: tile.kernel "k" tile_sizes [2, 0, 0]
  // CHECK:   scf.forall (%[[I:.+]]) = (0) to (8) step (2)
  // CHECK:     tensor.extract_slice %{{.+}}[%[[I]], 0] [2, 16]
  // CHECK:     linalg.fill
  // CHECK:     linalg.matmul
  // CHECK:     tensor.parallel_insert_slice
  %r = tile.kernel "k" tile_sizes [2, 0, 0] (%a, %b) : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32> {
  ^bb0(%x: tensor<8x16xf32>, %y: tensor<16x4xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8x4xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
    %m = linalg.matmul ins(%x, %y : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
    tile.yield %m : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}

// CHECK-LABEL: func @untiled
func.func @untiled(%a: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK-NOT: scf.forall
  %r = tile.kernel "k" tile_sizes [] (%a) : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%x: tensor<8xf32>):
    tile.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
