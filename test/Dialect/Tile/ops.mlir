// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

// CHECK-LABEL: func @kernel
func.func @kernel(%a: tensor<?xf32>) -> tensor<?xf32> {
  // CHECK: tile.kernel "neg" tile_sizes [64] (%{{.+}}) : (tensor<?xf32>) -> tensor<?xf32>
  %r = tile.kernel "neg" tile_sizes [64] (%a) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%x: tensor<?xf32>):
    %n = linalg.negf ins(%x : tensor<?xf32>) outs(%x : tensor<?xf32>) -> tensor<?xf32>
    // CHECK: tile.yield
    tile.yield %n : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
