// RUN: mlc-opt %s -mlc-cpu-vectorize=vector-bits=512 -split-input-file | FileCheck %s

// A concat along the channels (the lowering's generic: an scf.if per
// element on the channel index) becomes one vector copy per operand: no
// compare or branch remains, full 16-lane vectors along the row, the 8
// channels past them one 8-lane vector.
// CHECK-LABEL: func.func @concat_channels
// CHECK-NOT: linalg.generic
// CHECK-NOT: scf.if
// CHECK-NOT: arith.cmpi
// CHECK: %[[X:.+]] = memref.subview %arg0[0, 0, 0] [2, 3, 24] [1, 1, 1]
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for %{{.+}} = %c0 to %c16 step %c16
// CHECK: vector.load %arg1{{.*}} : memref<2x3x24xf32>, vector<16xf32>
// CHECK: vector.store {{.*}}, %[[X]]
// CHECK: vector.load %arg1{{.*}} : memref<2x3x24xf32>, vector<8xf32>
// CHECK: vector.store {{.*}}, %[[X]]
// CHECK: %[[Y:.+]] = memref.subview %arg0[0, 0, 24] [2, 3, 16] [1, 1, 1]
// CHECK: vector.load %arg2{{.*}} : memref<2x3x16xf32>, vector<16xf32>
// CHECK: vector.store {{.*}}, %[[Y]]
// CHECK-NOT: vector.load
// CHECK: return
func.func @concat_channels(%out: memref<2x3x40xf32>, %x: memref<2x3x24xf32>,
                           %y: memref<2x3x16xf32>) {
  %c0 = arith.constant 0 : index
  %c24 = arith.constant 24 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%out : memref<2x3x40xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %lt = arith.cmpi ult, %k, %c24 : index
    %v = scf.if %lt -> (f32) {
      %a = memref.load %x[%i, %j, %k] : memref<2x3x24xf32>
      scf.yield %a : f32
    } else {
      %k2 = arith.subi %k, %c24 : index
      %b = memref.load %y[%i, %j, %k2] : memref<2x3x16xf32>
      scf.yield %b : f32
    }
    linalg.yield %v : f32
  }
  return
}

// -----

// Along an outer dim (NCHW channels), each piece copies rows of the inner
// dim: the compare goes, vectors run along the 23-wide rows (16, then 7 lanes of a masked 8).
// CHECK-LABEL: func.func @concat_outer
// CHECK-NOT: scf.if
// CHECK: memref.subview %arg0[0, 0, 0] [1, 2, 23]
// CHECK: vector.load %arg1{{.*}} : memref<1x2x23xf32>, vector<16xf32>
// CHECK: vector.maskedload %arg1{{.*}} : memref<1x2x23xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: vector.maskedstore
// CHECK: memref.subview %arg0[0, 2, 0] [1, 3, 23]
// CHECK: vector.load %arg2{{.*}} : memref<1x3x23xf32>, vector<16xf32>
func.func @concat_outer(%out: memref<1x5x23xf32>, %x: memref<1x2x23xf32>,
                        %y: memref<1x3x23xf32>) {
  %c2 = arith.constant 2 : index
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%out : memref<1x5x23xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %lt = arith.cmpi ult, %j, %c2 : index
    %v = scf.if %lt -> (f32) {
      %a = memref.load %x[%i, %j, %k] : memref<1x2x23xf32>
      scf.yield %a : f32
    } else {
      %j2 = arith.subi %j, %c2 : index
      %b = memref.load %y[%i, %j2, %k] : memref<1x3x23xf32>
      scf.yield %b : f32
    }
    linalg.yield %v : f32
  }
  return
}

// -----

// Compares on two different loops: not a concat this pattern splits; the
// generic stays as it is.
// CHECK-LABEL: func.func @two_loops
// CHECK: linalg.generic
// CHECK: arith.cmpi ult
// CHECK: arith.cmpi ult
func.func @two_loops(%out: memref<4x4xf32>, %x: memref<4x4xf32>) {
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%out : memref<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.cmpi ult, %i, %c2 : index
    %b = arith.cmpi ult, %j, %c2 : index
    %c = arith.andi %a, %b : i1
    %v = scf.if %c -> (f32) {
      %l = memref.load %x[%i, %j] : memref<4x4xf32>
      scf.yield %l : f32
    } else {
      scf.yield %zero : f32
    }
    linalg.yield %v : f32
  }
  return
}

// -----

// A fill of a channels-last buffer (a max pool's -inf start) is vector
// stores along the contiguous dim: 16 lanes, then the 4 left as a 4-lane
// vector; none of LLVM's scatters across rows.
// CHECK-LABEL: func.func @fill_rows
// CHECK-NOT: linalg.fill
// CHECK: %[[NEG:.+]] = arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK: scf.for %{{.+}} = %c0 to %c16 step %c16
// CHECK: vector.store %[[NEG]], %arg0
// CHECK: vector.store %{{.+}}, %arg0{{.*}} : memref<3x5x20xf32, strided<[200, 20, 1]>>, vector<4xf32>
func.func @fill_rows(%y: memref<3x5x20xf32, strided<[200, 20, 1]>>) {
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%y : memref<3x5x20xf32, strided<[200, 20, 1]>>)
  return
}

// -----

// A padded pool input at a tile's border: a copy of a dynamic count of
// channels-last rows into the padded buffer is vector loads and stores
// along the 64 channels (4 x 16 lanes), the row count read at run time.
// CHECK-LABEL: func.func @copy_rows
// CHECK-NOT: memref.copy
// CHECK: %[[N:.+]] = memref.dim %arg1, %c1
// CHECK: scf.for %{{.+}} = %c0 to %[[N]] step %c1
// CHECK: scf.for %{{.+}} = %c0 to %c64 step %c16
// CHECK: %[[V:.+]] = vector.load %arg0{{.*}} : memref<1x?x9x64xf32, strided<[36864, 576, 64, 1], offset: ?>>, vector<16xf32>
// CHECK: vector.store %[[V]], %arg1
func.func @copy_rows(%x: memref<1x?x9x64xf32, strided<[36864, 576, 64, 1], offset: ?>>,
                     %y: memref<1x?x9x64xf32, strided<[7040, 704, 64, 1], offset: ?>>) {
  memref.copy %x, %y : memref<1x?x9x64xf32, strided<[36864, 576, 64, 1], offset: ?>> to memref<1x?x9x64xf32, strided<[7040, 704, 64, 1], offset: ?>>
  return
}

// -----

// A tile's epilogue computed into a temporary and then copied into its
// window of the output (the linalg.copy that kernel-lower-strided-copies
// makes of the strided tile store) writes the window directly: the
// temporary and the copy go, the epilogue's rows are stored into the
// 3072-wide output.
// CHECK-LABEL: func.func @epilogue_into_window
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.copy
// CHECK: %[[W:.+]] = memref.subview %arg2[0, %arg3] [128, 32] [1, 1]
// CHECK: scf.for
// CHECK: scf.for
// CHECK: vector.load %arg0{{.*}} : memref<128x32xf32>, vector<16xf32>
// CHECK: vector.store {{.*}}, %[[W]]{{.*}} : memref<128x32xf32, strided<[3072, 1], offset: ?>>, vector<16xf32>
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @epilogue_into_window(%acc: memref<128x32xf32>, %b: memref<32xf32>,
                                %out: memref<128x3072xf32>, %j: index) {
  %tmp = memref.alloc() {alignment = 64 : i64} : memref<128x32xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%acc, %b : memref<128x32xf32>, memref<32xf32>)
      outs(%tmp : memref<128x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %0 = arith.addf %a, %c : f32
    linalg.yield %0 : f32
  }
  %w = memref.subview %out[0, %j] [128, 32] [1, 1]
      : memref<128x3072xf32> to memref<128x32xf32, strided<[3072, 1], offset: ?>>
  linalg.copy ins(%tmp : memref<128x32xf32>)
      outs(%w : memref<128x32xf32, strided<[3072, 1], offset: ?>>)
  memref.dealloc %tmp : memref<128x32xf32>
  return
}

// -----

// The epilogue stays in its temporary when something between it and the
// copy writes memory (here the output itself); the copy into the strided
// window is then vector rows, not the linalg.copy's element loop.
// CHECK-LABEL: func.func @epilogue_kept
// CHECK: memref.alloc
// CHECK: memref.store
// CHECK-NOT: linalg.copy
// CHECK: vector.load %[[T:.+]][{{.*}}] : memref<128x32xf32>, vector<16xf32>
// CHECK: vector.store {{.*}} : memref<128x32xf32, strided<[3072, 1], offset: ?>>, vector<16xf32>
func.func @epilogue_kept(%acc: memref<128x32xf32>, %out: memref<128x3072xf32>,
                         %j: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %tmp = memref.alloc() {alignment = 64 : i64} : memref<128x32xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%acc : memref<128x32xf32>) outs(%tmp : memref<128x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.negf %a : f32
    linalg.yield %0 : f32
  }
  memref.store %f, %out[%c0, %c0] : memref<128x3072xf32>
  %w = memref.subview %out[0, %j] [128, 32] [1, 1]
      : memref<128x3072xf32> to memref<128x32xf32, strided<[3072, 1], offset: ?>>
  linalg.copy ins(%tmp : memref<128x32xf32>)
      outs(%w : memref<128x32xf32, strided<[3072, 1], offset: ?>>)
  memref.dealloc %tmp : memref<128x32xf32>
  return
}
