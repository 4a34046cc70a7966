// Launches for kernel-merge-launches: a run-time sized 1-D grid (exp of x
// into y), an independent 2-D grid (4 x 2 tiles doubling a into b), and a
// third kernel that reads y (it must wait for the first: not merged). The
// arguments x, a and z may be one buffer (the analysis takes them as one),
// so the kernels write buffers of their own.
#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tile = affine_map<()[s0, s1] -> (1024, s0 - s1)>
module {
  func.func private @expo(%n: index, %x: memref<?xf32>, %y: memref<?xf32>) attributes {kernel.device} {
    %c1024 = arith.constant 1024 : index
    %pid = kernel.program_id 0
    %start = arith.muli %pid, %c1024 : index
    %w = affine.min #tile()[%n, %start]
    %xs = memref.subview %x[%start] [%w] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    %ys = memref.subview %y[%start] [%w] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%xs : memref<?xf32, strided<[1], offset: ?>>) outs(%ys : memref<?xf32, strided<[1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
    return
  }
  func.func private @twice(%a: memref<8x64xf32>, %b: memref<8x64xf32>) attributes {kernel.device} {
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %px = kernel.program_id 0
    %py = kernel.program_id 1
    %r = arith.muli %px, %c2 : index
    %c = arith.muli %py, %c32 : index
    %as = memref.subview %a[%r, %c] [2, 32] [1, 1] : memref<8x64xf32> to memref<2x32xf32, strided<[64, 1], offset: ?>>
    %bs = memref.subview %b[%r, %c] [2, 32] [1, 1] : memref<8x64xf32> to memref<2x32xf32, strided<[64, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%as : memref<2x32xf32, strided<[64, 1], offset: ?>>) outs(%bs : memref<2x32xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    }
    return
  }
  func.func private @neg(%x: memref<?xf32>, %y: memref<?xf32>) attributes {kernel.device} {
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.negf %in : f32
      linalg.yield %s : f32
    }
    return
  }
  func.func @main(%n: index, %x: memref<?xf32>, %a: memref<8x64xf32>, %z: memref<?xf32>) {
    %c1023 = arith.constant 1023 : index
    %c1024 = arith.constant 1024 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %y = memref.alloc(%n) : memref<?xf32>
    %b = memref.alloc() : memref<8x64xf32>
    %m = arith.addi %n, %c1023 : index
    %g = arith.divui %m, %c1024 : index
    kernel.launch @expo grid(%g) (%n, %x, %y) : index, memref<?xf32>, memref<?xf32>
    kernel.launch @twice grid(%c4, %c2) (%a, %b) : memref<8x64xf32>, memref<8x64xf32>
    kernel.launch @neg (%y, %z) : memref<?xf32>, memref<?xf32>
    memref.dealloc %y : memref<?xf32>
    memref.dealloc %b : memref<8x64xf32>
    return
  }
}
