// Temporaries whose size has no constant bound. @rows: a row of a size the
// kernel gets as an argument (a dynamic reduction's row, ONNX ReduceL1 with
// --force-dynamic), times a tile's bounded width: global scratch whose size
// the host computes from the launch's arguments. @unknown: a size read from
// memory (known only inside the kernel): a diagnostic.
#id = affine_map<(d0, d1) -> (d0, d1)>
#tile = affine_map<()[s0, s1] -> (64, s0 - s1)>
module {
  func.func private @rows(%n: index, %m: index, %x: memref<?x?xf32>) attributes {kernel.device} {
    %c64 = arith.constant 64 : index
    %pid = kernel.program_id 0
    %start = arith.muli %pid, %c64 : index
    %w = affine.min #tile()[%m, %start]
    %t = memref.alloc(%n, %w) {alignment = 64 : i64} : memref<?x?xf32>
    %xs = memref.subview %x[0, %start] [%n, %w] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xs : memref<?x?xf32, strided<[?, 1], offset: ?>>) outs(%t : memref<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%t : memref<?x?xf32>) outs(%xs : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    memref.dealloc %t : memref<?x?xf32>
    return
  }
  func.func @main(%x: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = memref.dim %x, %c0 : memref<?x?xf32>
    %m = memref.dim %x, %c1 : memref<?x?xf32>
    %g = arith.ceildivui %m, %c64 : index
    kernel.launch @rows grid(%g) (%n, %m, %x) : index, index, memref<?x?xf32>
    return
  }
}
