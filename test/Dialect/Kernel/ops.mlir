// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  // CHECK: kernel.program_id 0
  %i = kernel.program_id 0
  %c = arith.constant 1.0 : f32
  memref.store %c, %a[%i] : memref<16xf32>
  return
}

// CHECK-LABEL: func @host
func.func @host(%a: memref<16xf32>) {
  %n = arith.constant 16 : index
  // CHECK: kernel.launch @tile grid(%{{.+}}) (%{{.+}}) : memref<16xf32>
  kernel.launch @tile grid(%n) (%a) : memref<16xf32>
  // CHECK: kernel.launch @tile (%{{.+}}) : memref<16xf32>
  kernel.launch @tile (%a) : memref<16xf32>
  return
}

// A launch's GPU block and shared-memory sizes; the host program's copy.
// CHECK-LABEL: func @sizes_and_copies
func.func @sizes_and_copies(%a: memref<16xf32>, %b: memref<?xf32>) {
  %n = arith.constant 4 : index
  // CHECK: kernel.launch @tile grid(%{{.+}}) (%{{.+}}) {block_size = 128 : i64, shared_memory_bytes = 4096 : i64} : memref<16xf32>
  kernel.launch @tile grid(%n) (%a) {block_size = 128 : i64, shared_memory_bytes = 4096 : i64} : memref<16xf32>
  // CHECK: kernel.copy %{{.+}}, %{{.+}} : memref<16xf32>, memref<?xf32>
  kernel.copy %a, %b : memref<16xf32>, memref<?xf32>
  return
}

// A cache's new rows seen as a buffer of its own.
// CHECK-LABEL: func @dense_view
func.func @dense_view(%row: memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>, %n: index) {
  // CHECK: kernel.dense_view %{{.+}} : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<1x2x1x16xf32>
  %a = kernel.dense_view %row : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<1x2x1x16xf32>
  // CHECK: kernel.dense_view %{{.+}}[%{{.+}}] : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<?x32xf32>
  %b = kernel.dense_view %row[%n] : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<?x32xf32>
  return
}
