// Launches for kernel-merge-launches: the second kernel asks for the
// block's index along y, but is launched with
// a 1-D grid (one block along y: index 0, size 1).
#id = affine_map<(d0) -> (d0)>
module {
  func.func private @neg(%x: memref<64xf32>, %y: memref<64xf32>) attributes {kernel.device} {
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<64xf32>) outs(%y : memref<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.negf %in : f32
      linalg.yield %s : f32
    }
    return
  }
  func.func private @rows(%a: memref<8x64xf32>, %b: memref<8x64xf32>) attributes {kernel.device} {
    %c32 = arith.constant 32 : index
    %px = kernel.program_id 0
    %py = kernel.program_id 1
    %cc = arith.muli %py, %c32 : index
    %as = memref.subview %a[%px, %cc] [1, 32] [1, 1] : memref<8x64xf32> to memref<1x32xf32, strided<[64, 1], offset: ?>>
    %bs = memref.subview %b[%px, %cc] [1, 32] [1, 1] : memref<8x64xf32> to memref<1x32xf32, strided<[64, 1], offset: ?>>
    memref.copy %as, %bs : memref<1x32xf32, strided<[64, 1], offset: ?>> to memref<1x32xf32, strided<[64, 1], offset: ?>>
    return
  }
  func.func @main(%x: memref<64xf32>, %a: memref<8x64xf32>) {
    %c8 = arith.constant 8 : index
    %y = memref.alloc() : memref<64xf32>
    %b = memref.alloc() : memref<8x64xf32>
    kernel.launch @neg (%x, %y) : memref<64xf32>, memref<64xf32>
    kernel.launch @rows grid(%c8) (%a, %b) : memref<8x64xf32>, memref<8x64xf32>
    memref.dealloc %y : memref<64xf32>
    memref.dealloc %b : memref<8x64xf32>
    return
  }
}
