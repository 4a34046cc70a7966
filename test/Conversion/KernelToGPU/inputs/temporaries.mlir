// Kernels with temporaries the GPU lowering places by their size: a dynamic
// one bounded by its tile (shared memory at the bound), a static one past
// 48 KiB (the launch's global scratch buffer) and a static one in a loop
// over rows (shared memory, reused by the iterations).
#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#tile = affine_map<()[s0, s1] -> (1024, s0 - s1)>
module {
  func.func private @bounded(%n: index, %x: memref<?xf32>, %y: memref<?xf32>) attributes {kernel.device} {
    %c1024 = arith.constant 1024 : index
    %pid = kernel.program_id 0
    %start = arith.muli %pid, %c1024 : index
    %w = affine.min #tile()[%n, %start]
    %t = memref.alloc(%w) {alignment = 64 : i64} : memref<?xf32>
    %xs = memref.subview %x[%start] [%w] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%xs : memref<?xf32, strided<[1], offset: ?>>) outs(%t : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
    %ys = memref.subview %y[%start] [%w] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : memref<?xf32>) outs(%ys : memref<?xf32, strided<[1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    }
    memref.dealloc %t : memref<?xf32>
    return
  }
  func.func private @large(%x: memref<?x16384xf32>, %y: memref<?x16384xf32>) attributes {kernel.device} {
    %pid = kernel.program_id 0
    %t = memref.alloc() {alignment = 64 : i64} : memref<1x16384xf32>
    %xs = memref.subview %x[%pid, 0] [1, 16384] [1, 1] : memref<?x16384xf32> to memref<1x16384xf32, strided<[16384, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%xs : memref<1x16384xf32, strided<[16384, 1], offset: ?>>) outs(%t : memref<1x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %e = math.exp %in : f32
      linalg.yield %e : f32
    }
    %ys = memref.subview %y[%pid, 0] [1, 16384] [1, 1] : memref<?x16384xf32> to memref<1x16384xf32, strided<[16384, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%t : memref<1x16384xf32>) outs(%ys : memref<1x16384xf32, strided<[16384, 1], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    }
    memref.dealloc %t : memref<1x16384xf32>
    return
  }
  func.func private @rows(%x: memref<?x50xf32>, %y: memref<?x50xf32>, %rows: index) attributes {kernel.device} {
    scf.forall (%i) in (%rows) {
      %t = memref.alloc() {alignment = 64 : i64} : memref<1x50xf32>
      %xs = memref.subview %x[%i, 0] [1, 50] [1, 1] : memref<?x50xf32> to memref<1x50xf32, strided<[50, 1], offset: ?>>
      linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%xs : memref<1x50xf32, strided<[50, 1], offset: ?>>) outs(%t : memref<1x50xf32>) {
      ^bb0(%in: f32, %out: f32):
        %e = math.exp %in : f32
        linalg.yield %e : f32
      }
      %ys = memref.subview %y[%i, 0] [1, 50] [1, 1] : memref<?x50xf32> to memref<1x50xf32, strided<[50, 1], offset: ?>>
      linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%t : memref<1x50xf32>) outs(%ys : memref<1x50xf32, strided<[50, 1], offset: ?>>) {
      ^bb0(%in: f32, %out: f32):
        %s = arith.addf %in, %in : f32
        linalg.yield %s : f32
      }
      memref.dealloc %t : memref<1x50xf32>
    }
    return
  }
  func.func @main(%x: memref<?xf32>, %y: memref<?xf32>, %a: memref<?x16384xf32>, %b: memref<?x16384xf32>, %c: memref<?x50xf32>, %d: memref<?x50xf32>) attributes {mlc.signature = "input x f32 ?\0Ainput y f32 ?\0Ainput a f32 ?x16384\0Ainput b f32 ?x16384\0Ainput c f32 ?x50\0Ainput d f32 ?x50\0A"} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %g = arith.ceildivui %n, %c1024 : index
    kernel.launch @bounded grid(%g) (%n, %x, %y) : index, memref<?xf32>, memref<?xf32>
    %m = memref.dim %a, %c0 : memref<?x16384xf32>
    kernel.launch @large grid(%m) (%a, %b) : memref<?x16384xf32>, memref<?x16384xf32>
    %r = memref.dim %c, %c0 : memref<?x50xf32>
    kernel.launch @rows (%c, %d, %r) : memref<?x50xf32>, memref<?x50xf32>, index
    return
  }
}
