// RUN: mlc-opt %s --kernel-plan-memory | FileCheck %s
// RUN: mlc-opt %s --kernel-plan-memory=parallel-branches=1 | FileCheck %s --check-prefix=PARALLEL
// RUN: mlc-opt %s --kernel-plan-memory=in-place=0 | FileCheck %s --check-prefix=OFF
// RUN: mlc-opt %s --kernel-plan-memory=in-place=0 | not grep "in_place ="

// In-place reuse: a launch writes a fresh temporary over one that dies there
// when its kernel reads the old buffer only to compute the same elements of
// the new one (each 16x16xf32 buffer is 1 KiB).

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row0 = affine_map<(d0, d1) -> (0, d1)>

// A kernel the planner cannot see into (loads and stores): never in place.
func.func private @produce(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %v = memref.load %a[%i, %i] : memref<16x16xf32>
  memref.store %v, %b[%i, %i] : memref<16x16xf32>
  return
}

// Elementwise over tiles of 4 rows, one per instance of a grid of 4.
func.func private @exp(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %c4 = arith.constant 4 : index
  %p = kernel.program_id 0
  %o = arith.muli %p, %c4 : index
  %sa = memref.subview %a[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  %sb = memref.subview %b[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sa : memref<4x16xf32, strided<[16, 1], offset: ?>>) outs(%sb : memref<4x16xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}

// A chain of two elementwise kernels between opaque ones: %t1 is written over
// %t0 and %t2 over %t1, all three in one slot (without in-place: 2 KiB, %t0
// and %t2 sharing bytes, %t1 apart).
// CHECK-LABEL: func @chain
// CHECK-SAME: kernel.arena_bytes = 1024 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK: %[[ARENA:.+]] = memref.alloc() {alignment = 64 : i64, kernel.arena} : memref<1024xi8>
// CHECK: %[[T0:.+]] = memref.view %[[ARENA]][%c0{{.*}}][] : memref<1024xi8> to memref<16x16xf32>
// CHECK: kernel.launch @produce (%{{.+}}, %[[T0]])
// CHECK: %[[T1:.+]] = memref.view %[[ARENA]][%c0{{.*}}][] : memref<1024xi8> to memref<16x16xf32>
// CHECK: kernel.launch @exp grid(%{{.+}}) (%[[T0]], %[[T1]]) {in_place = array<i64: 0, 1>}
// CHECK: %[[T2:.+]] = memref.view %[[ARENA]][%c0{{.*}}][] : memref<1024xi8> to memref<16x16xf32>
// CHECK: kernel.launch @exp grid(%{{.+}}) (%[[T1]], %[[T2]]) {in_place = array<i64: 0, 1>}
// CHECK: kernel.launch @produce (%[[T2]], %{{.+}})
// Without in-place (in-place=0) the same function takes 2 KiB.
// OFF-LABEL: func @chain
// OFF-SAME: kernel.arena_bytes = 2048 : i64, kernel.unplanned_bytes = 3072 : i64
// A chain orders its launches anyway: the same plan with parallel-branches.
// PARALLEL-LABEL: func @chain
// PARALLEL-SAME: kernel.arena_bytes = 1024 : i64
// PARALLEL: kernel.launch @exp grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
// PARALLEL: kernel.launch @exp grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
func.func @chain(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %t2 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t1, %t2) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t2, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t2 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// A matmul/conv-style epilogue over 4x8 tiles of a 2-D grid: the tile's
// accumulator (a temporary of the kernel) plus a residual, written to the
// same window. The residual dies here: the output takes its bytes.
func.func private @epilogue(%x: memref<16x16xf32>, %res: memref<16x16xf32>, %y: memref<16x16xf32>) attributes {kernel.device} {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %p0 = kernel.program_id 0
  %p1 = kernel.program_id 1
  %r = arith.muli %p0, %c4 : index
  %c = arith.muli %c8, %p1 : index
  %acc = memref.alloc() : memref<4x8xf32>
  %sx = memref.subview %x[%r, %c] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  memref.copy %sx, %acc : memref<4x8xf32, strided<[16, 1], offset: ?>> to memref<4x8xf32>
  %sr = memref.subview %res[%r, %c] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %sy = memref.subview %y[%r, %c] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%acc, %sr : memref<4x8xf32>, memref<4x8xf32, strided<[16, 1], offset: ?>>) outs(%sy : memref<4x8xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  memref.dealloc %acc : memref<4x8xf32>
  return
}

// CHECK-LABEL: func @residual
// CHECK-SAME: kernel.arena_bytes = 2048 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK: %[[T:.+]] = memref.view
// CHECK: %[[R:.+]] = memref.view %{{.+}}[%[[AT:c[0-9]+]]{{.*}}][] : memref<2048xi8> to memref<16x16xf32>
// CHECK: %[[Y:.+]] = memref.view %{{.+}}[%[[AT]]{{.*}}][] : memref<2048xi8> to memref<16x16xf32>
// CHECK: kernel.launch @epilogue grid(%{{.+}}, %{{.+}}) (%[[T]], %[[R]], %[[Y]]) {in_place = array<i64: 1, 2>}
// OFF-LABEL: func @residual
// OFF-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
func.func @residual(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %t = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t) : memref<16x16xf32>, memref<16x16xf32>
  %r = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %r) : memref<16x16xf32>, memref<16x16xf32>
  %y = memref.alloc() : memref<16x16xf32>
  kernel.launch @epilogue grid(%c4, %c2) (%t, %r, %y) : memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %r : memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%y, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t : memref<16x16xf32>
  memref.dealloc %y : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// A row kernel (layer_norm's and softmax's form): a reduction reads the
// instance's rows of the input, then the elementwise step reads them again
// to write the same rows of the output.
#rows = affine_map<(d0, d1) -> (d0)>
func.func private @center(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %p = kernel.program_id 0
  %o = arith.muli %p, %c4 : index
  %sa = memref.subview %a[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  %sum = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%sum : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%sa : memref<4x16xf32, strided<[16, 1], offset: ?>>) outs(%sum : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  }
  %sb = memref.subview %b[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]} ins(%sa, %sum : memref<4x16xf32, strided<[16, 1], offset: ?>>, memref<4xf32>) outs(%sb : memref<4x16xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    linalg.yield %d : f32
  }
  memref.dealloc %sum : memref<4xf32>
  return
}

// CHECK-LABEL: func @row_kernel
// CHECK-SAME: kernel.arena_bytes = 1024 : i64
// CHECK: kernel.launch @center grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
func.func @row_kernel(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @center grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// --- Cases that must stay apart (2 KiB, no in_place) -------------

// The input is read by a later launch too.
// CHECK-LABEL: func @used_later
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @used_later(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t0, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// The input is the model's input: not a temporary, never overwritten.
// CHECK-LABEL: func @model_input
// CHECK-SAME: kernel.arena_bytes = 1024 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @model_input(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t0, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// A view of the input is passed, not the buffer itself.
// CHECK-LABEL: func @through_view
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @through_view(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<256xf32>
  %v = memref.expand_shape %t0 [[0, 1]] output_shape [16, 16] : memref<256xf32> into memref<16x16xf32>
  kernel.launch @produce (%x, %v) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%v, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<256xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// The output is written before the launch (here by another kernel).
// CHECK-LABEL: func @written_before
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @written_before(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t1) : memref<16x16xf32>, memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// Kernels whose body does not read element i only for element i.
// A broadcast operand: row 0 of the input feeds every row.
func.func private @broadcast(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#row0, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<16x16xf32>) outs(%b : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// Transposed indexing: element (i, j) reads (j, i).
func.func private @transpose(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<16x16xf32>) outs(%b : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// The payload reads the output.
func.func private @accumulate(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<16x16xf32>) outs(%b : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}
// Each instance reads the window one row below the one it writes.
func.func private @shifted(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %p = kernel.program_id 0
  %o = arith.muli %p, %c4 : index
  %o1 = arith.addi %o, %c1 : index
  %sa = memref.subview %a[%o1, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  %sb = memref.subview %b[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sa : memref<4x16xf32, strided<[16, 1], offset: ?>>) outs(%sb : memref<4x16xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
// Every instance of the grid writes the whole buffer.
func.func private @whole(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<16x16xf32>) outs(%b : memref<16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}

// The input's rows are read again (a reduction into a third argument) after
// the output is written.
func.func private @read_after(%a: memref<16x16xf32>, %b: memref<16x16xf32>, %s: memref<16xf32>) attributes {kernel.device} {
  %c4 = arith.constant 4 : index
  %p = kernel.program_id 0
  %o = arith.muli %p, %c4 : index
  %sa = memref.subview %a[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  %sb = memref.subview %b[%o, 0] [4, 16] [1, 1] : memref<16x16xf32> to memref<4x16xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sa : memref<4x16xf32, strided<[16, 1], offset: ?>>) outs(%sb : memref<4x16xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  %ss = memref.subview %s[%o] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]} ins(%sa : memref<4x16xf32, strided<[16, 1], offset: ?>>) outs(%ss : memref<4xf32, strided<[1], offset: ?>>) {
  ^bb0(%in: f32, %acc: f32):
    %t = arith.addf %in, %acc : f32
    linalg.yield %t : f32
  }
  return
}

// Windows that overlap: instance p writes rows 4p..4p+7, so instance 1
// reads rows that instance 0 may already have written.
func.func private @overlap(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %c4 = arith.constant 4 : index
  %p = kernel.program_id 0
  %o = arith.muli %p, %c4 : index
  %sa = memref.subview %a[%o, 0] [8, 16] [1, 1] : memref<16x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
  %sb = memref.subview %b[%o, 0] [8, 16] [1, 1] : memref<16x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sa : memref<8x16xf32, strided<[16, 1], offset: ?>>) outs(%sb : memref<8x16xf32, strided<[16, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  return
}
// The same map for input and output, but not a permutation: every (i, j, k)
// for k = 0, 1 writes element (i, j), the second time from the first's
// result.
#ij = affine_map<(d0, d1, d2) -> (d0, d1)>
#k = affine_map<(d0, d1, d2) -> (d2)>
func.func private @repeated(%a: memref<16x16xf32>, %b: memref<16x16xf32>) attributes {kernel.device} {
  %two = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#ij, #k, #ij], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a, %two : memref<16x16xf32>, memref<2xf32>) outs(%b : memref<16x16xf32>) {
  ^bb0(%in: f32, %unused: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }
  memref.dealloc %two : memref<2xf32>
  return
}

// Each of these kernels between two opaque ones, with %a live across: were
// %t1 written over %t0, the arena would be 2 KiB instead of 3.
// CHECK-LABEL: func @not_broadcast
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_broadcast(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @broadcast (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_transpose
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_transpose(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @transpose (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_accumulate
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_accumulate(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @accumulate (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_shifted
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_shifted(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @shifted grid(%c3) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_whole
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_whole(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @whole grid(%c2) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_read_after
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_read_after(%x: memref<16x16xf32>, %sums: memref<16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @read_after grid(%c4) (%t0, %t1, %sums) : memref<16x16xf32>, memref<16x16xf32>, memref<16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_overlap
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_overlap(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @overlap grid(%c2) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// CHECK-LABEL: func @not_repeated
// CHECK-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK-NOT: in_place =
// CHECK: return
func.func @not_repeated(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c2 = arith.constant 2 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @repeated (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// The same with an elementwise kernel: in place, 2 KiB.
// CHECK-LABEL: func @control
// CHECK-SAME: kernel.arena_bytes = 2048 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK: kernel.launch @exp grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
func.func @control(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}

// The same @whole kernel launched as one instance is elementwise: in place.
// CHECK-LABEL: func @whole_one_instance
// CHECK-SAME: kernel.arena_bytes = 1024 : i64
// CHECK: kernel.launch @whole grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
func.func @whole_one_instance(%x: memref<16x16xf32>) -> memref<16x16xf32> {
  %c1 = arith.constant 1 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @whole grid(%c1) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  return %out : memref<16x16xf32>
}

// With parallel-branches: @produce into %a also reads %t0, and nothing orders
// it with @exp (both only read %t0). In program order @exp is %t0's last use
// and may write over it; with parallel-branches that would make the two
// launches wait for each other, so %t1 keeps its own bytes.
// CHECK-LABEL: func @two_readers
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
// CHECK: kernel.launch @exp grid(%{{.+}}) ({{.+}}) {in_place = array<i64: 0, 1>}
// PARALLEL-LABEL: func @two_readers
// PARALLEL-SAME: kernel.arena_bytes = 3072 : i64
// PARALLEL-NOT: in_place =
// PARALLEL: return
func.func @two_readers(%x: memref<16x16xf32>) -> (memref<16x16xf32>, memref<16x16xf32>) {
  %c4 = arith.constant 4 : index
  %t0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%x, %t0) : memref<16x16xf32>, memref<16x16xf32>
  %a = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t0, %a) : memref<16x16xf32>, memref<16x16xf32>
  %t1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @exp grid(%c4) (%t0, %t1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t0 : memref<16x16xf32>
  %out0 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%t1, %out0) : memref<16x16xf32>, memref<16x16xf32>
  %out1 = memref.alloc() : memref<16x16xf32>
  kernel.launch @produce (%a, %out1) : memref<16x16xf32>, memref<16x16xf32>
  memref.dealloc %t1 : memref<16x16xf32>
  memref.dealloc %a : memref<16x16xf32>
  return %out0, %out1 : memref<16x16xf32>, memref<16x16xf32>
}
