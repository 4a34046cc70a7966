// A temporary whose size is read from memory inside the kernel: neither
// bounded nor known before the launch (a diagnostic, not a crash).
#id = affine_map<(d0) -> (d0)>
module {
  func.func private @unknown(%sizes: memref<1xindex>, %x: memref<?xf32>) attributes {kernel.device} {
    %c0 = arith.constant 0 : index
    %n = memref.load %sizes[%c0] : memref<1xindex>
    %t = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    %xs = memref.subview %x[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%xs : memref<?xf32, strided<[1]>>) outs(%t : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
    memref.dealloc %t : memref<?xf32>
    return
  }
  func.func @main(%sizes: memref<1xindex>, %x: memref<?xf32>) {
    kernel.launch @unknown (%sizes, %x) : memref<1xindex>, memref<?xf32>
    return
  }
}
