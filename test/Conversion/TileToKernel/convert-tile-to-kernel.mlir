// RUN: mlc-opt %s -convert-tile-to-kernel | FileCheck %s

// Each tile.kernel becomes a private device function named after it (its
// body, still on tensors) and a call of it in the host function.
// CHECK-LABEL: func.func private @neg
// CHECK-SAME: (%[[X:.+]]: tensor<16xf32>) -> tensor<16xf32> attributes {kernel.device}
// CHECK: scf.forall
// CHECK: linalg.negf
// CHECK: return %{{.+}} : tensor<16xf32>
// CHECK-LABEL: func.func private @exp
// CHECK-SAME: attributes {kernel.device}
// CHECK: linalg.exp
// CHECK-LABEL: func.func @main
// CHECK-NOT: tile.kernel
// CHECK: %[[N:.+]] = call @neg(%{{.+}}) : (tensor<16xf32>) -> tensor<16xf32>
// CHECK: %[[E:.+]] = call @exp(%[[N]]) : (tensor<16xf32>) -> tensor<16xf32>
// CHECK: return %[[E]]
func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {
  %r = tile.kernel "neg" tile_sizes [4] (%a) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%x: tensor<16xf32>):
    %e = tensor.empty() : tensor<16xf32>
    %f = scf.forall (%i) = (0) to (16) step (4) shared_outs(%o = %e) -> (tensor<16xf32>) {
      %s = tensor.extract_slice %x[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
      %d = tensor.extract_slice %o[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
      %n = linalg.negf ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %n into %o[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
      }
    }
    tile.yield %f : tensor<16xf32>
  }
  %r2 = tile.kernel "exp" tile_sizes [16] (%r) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%x: tensor<16xf32>):
    %e = tensor.empty() : tensor<16xf32>
    %n = linalg.exp ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    tile.yield %n : tensor<16xf32>
  }
  return %r2 : tensor<16xf32>
}
