// RUN: mlc-opt %s --convert-tile-to-kernel --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --canonicalize --kernel-form-launches --canonicalize | FileCheck %s

// The tile grid becomes the launch grid; the forall body becomes a device
// function that reads its position with kernel.program_id; the result
// allocation moves to the host.
// CHECK-LABEL: func.func private @k_tile
// CHECK-SAME: attributes {kernel.device}
// CHECK: %[[P:.+]] = kernel.program_id 0
// CHECK: memref.subview %{{.+}}[%{{.+}}] [4] [1]
// CHECK-LABEL: func.func @main
// CHECK: %[[ALLOC:.+]] = memref.alloc() {{.*}} : memref<16xf32>
// CHECK: kernel.launch @k_tile grid(%{{.+}}) (
// CHECK: return %[[ALLOC]]
func.func @main(%a: tensor<16xf32>) -> tensor<16xf32> {
  %r = tile.kernel "k" tile_sizes [4] (%a) : (tensor<16xf32>) -> tensor<16xf32> {
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
  return %r : tensor<16xf32>
}
