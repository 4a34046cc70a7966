// RUN: mlc-opt %s --convert-tile-to-kernel --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --kernel-form-launches --canonicalize | FileCheck %s

// A 4-D tile grid (a batch matmul's two batch dimensions and its M, N tiles)
// launches over three dimensions: the two leading ones fold into the first
// (2 x 3 = 6), and the device function unfolds its position with the size of
// the inner folded dimension, passed as the last argument.
// CHECK-LABEL: func.func private @k_tile
// CHECK-SAME: %[[N1:[^:]+]]: index) attributes {kernel.device}
// CHECK: %[[P0:.+]] = kernel.program_id 0
// CHECK: %[[J:.+]] = arith.remui %[[P0]], %[[N1]]
// CHECK: %[[I:.+]] = arith.divui %[[P0]], %[[N1]]
// CHECK: %[[P1:.+]] = kernel.program_id 1
// CHECK: %[[P2:.+]] = kernel.program_id 2
// CHECK: %[[L:.+]] = arith.muli %[[P2]], %c4
// CHECK: memref.subview %{{.+}}[%[[I]], %[[J]], %[[P1]], %[[L]]] [1, 1, 1, 4] [1, 1, 1, 1]
// CHECK-LABEL: func.func @main
// CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
// CHECK-DAG: %[[C5:.+]] = arith.constant 5 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK: kernel.launch @k_tile grid(%[[C6]], %[[C5]], %[[C2]]) (%{{.+}}, %{{.+}}, %[[C3]])
func.func @main(%a: tensor<2x3x5x8xf32>) -> tensor<2x3x5x8xf32> {
  %r = tile.kernel "k" tile_sizes [1, 1, 1, 4] (%a) : (tensor<2x3x5x8xf32>) -> tensor<2x3x5x8xf32> {
  ^bb0(%x: tensor<2x3x5x8xf32>):
    %e = tensor.empty() : tensor<2x3x5x8xf32>
    %f = scf.forall (%i, %j, %k, %l) = (0, 0, 0, 0) to (2, 3, 5, 8) step (1, 1, 1, 4) shared_outs(%o = %e) -> (tensor<2x3x5x8xf32>) {
      %s = tensor.extract_slice %x[%i, %j, %k, %l] [1, 1, 1, 4] [1, 1, 1, 1] : tensor<2x3x5x8xf32> to tensor<4xf32>
      %d = tensor.extract_slice %o[%i, %j, %k, %l] [1, 1, 1, 4] [1, 1, 1, 1] : tensor<2x3x5x8xf32> to tensor<4xf32>
      %n = linalg.negf ins(%s : tensor<4xf32>) outs(%d : tensor<4xf32>) -> tensor<4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %n into %o[%i, %j, %k, %l] [1, 1, 1, 4] [1, 1, 1, 1] : tensor<4xf32> into tensor<2x3x5x8xf32>
      }
    }
    tile.yield %f : tensor<2x3x5x8xf32>
  }
  return %r : tensor<2x3x5x8xf32>
}
