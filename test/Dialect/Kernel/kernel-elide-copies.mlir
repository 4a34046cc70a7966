// RUN: mlc-opt %s --split-input-file --kernel-elide-copies | FileCheck %s

// A cache kept in place ([1, length, 2, 16], one row of 32 floats a
// position): the kernel that makes the new row writes it into the cache.
func.func private @k(%a: memref<1x32xf32>, %b: memref<1x2x1x16xf32>) attributes {kernel.device} {
  return
}
// CHECK-LABEL: func @row
// CHECK: %[[RE:.+]] = memref.reinterpret_cast %arg1
// CHECK: %[[ROW:.+]] = memref.subview %[[RE]][0, %{{.+}}, 0, 0] [1, 1, 2, 16]
// CHECK: %[[VIEW:.+]] = kernel.dense_view %[[ROW]] : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<1x2x1x16xf32>
// CHECK: kernel.launch @k (%arg0, %[[VIEW]])
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @row(%x: memref<1x32xf32>, %cache: memref<?x?x2x16xf32> {graph.in_place = array<i64: 0, 1>}) -> memref<?x?x2x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %t = memref.alloc() : memref<1x2x1x16xf32>
  kernel.launch @k (%x, %t) : memref<1x32xf32>, memref<1x2x1x16xf32>
  %flat = memref.collapse_shape %t [[0, 1, 2, 3]] : memref<1x2x1x16xf32> into memref<32xf32>
  %rows = memref.expand_shape %flat [[0, 1, 2, 3]] output_shape [1, 1, 2, 16] : memref<32xf32> into memref<1x1x2x16xf32>
  %past = memref.dim %cache, %c1 : memref<?x?x2x16xf32>
  %len = arith.addi %past, %c1 : index
  %stride = arith.muli %len, %c32 : index
  %re = memref.reinterpret_cast %cache to offset: [0], sizes: [1, %len, 2, 16], strides: [%stride, 32, 16, 1] : memref<?x?x2x16xf32> to memref<1x?x2x16xf32>
  %row = memref.subview %re[0, %past, 0, 0] [1, 1, 2, 16] [1, 1, 1, 1] : memref<1x?x2x16xf32> to memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>
  memref.copy %rows, %row : memref<1x1x2x16xf32> to memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>
  memref.dealloc %t : memref<1x2x1x16xf32>
  %out = memref.cast %re : memref<1x?x2x16xf32> to memref<?x?x2x16xf32>
  return %out : memref<?x?x2x16xf32>
}

// -----

// A buffer of dynamic size (a dynamic batch the cache's shape pins to 1):
// checked to be the row's size before the kernel writes the cache.
func.func private @k(%a: memref<?x32xf32>, %b: memref<?x32xf32>) attributes {kernel.device} {
  return
}
// CHECK-LABEL: func @dynamic
// CHECK: %[[N:.+]] = memref.dim %arg0, %c0
// CHECK: %[[ROW:.+]] = memref.subview
// CHECK: %[[FITS:.+]] = arith.cmpi eq
// CHECK: cf.assert %[[FITS]], "KV cache kept in place at {{.+}}: the new rows (memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>) do not match the buffer that holds them (memref<?x32xf32>)"
// CHECK: %[[VIEW:.+]] = kernel.dense_view %[[ROW]][%[[N]]] : memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>> to memref<?x32xf32>
// CHECK: kernel.launch @k (%arg0, %[[VIEW]])
// CHECK-NOT: memref.copy
func.func @dynamic(%x: memref<?x32xf32>, %cache: memref<?x?x2x16xf32> {graph.in_place = array<i64: 0, 1>}) -> memref<?x?x2x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %n = memref.dim %x, %c0 : memref<?x32xf32>
  %t = memref.alloc(%n) : memref<?x32xf32>
  kernel.launch @k (%x, %t) : memref<?x32xf32>, memref<?x32xf32>
  %flat = memref.collapse_shape %t [[0, 1]] : memref<?x32xf32> into memref<?xf32>
  %rows = memref.expand_shape %flat [[0, 1, 2, 3]] output_shape [%n, 1, 2, 16] : memref<?xf32> into memref<?x1x2x16xf32>
  %rows1 = memref.cast %rows : memref<?x1x2x16xf32> to memref<1x1x2x16xf32>
  %past = memref.dim %cache, %c1 : memref<?x?x2x16xf32>
  %len = arith.addi %past, %c1 : index
  %stride = arith.muli %len, %c32 : index
  %re = memref.reinterpret_cast %cache to offset: [0], sizes: [1, %len, 2, 16], strides: [%stride, 32, 16, 1] : memref<?x?x2x16xf32> to memref<1x?x2x16xf32>
  %row = memref.subview %re[0, %past, 0, 0] [1, 1, 2, 16] [1, 1, 1, 1] : memref<1x?x2x16xf32> to memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>
  memref.copy %rows1, %row : memref<1x1x2x16xf32> to memref<1x1x2x16xf32, strided<[?, 32, 16, 1], offset: ?>>
  memref.dealloc %t : memref<?x32xf32>
  %out = memref.cast %re : memref<1x?x2x16xf32> to memref<?x?x2x16xf32>
  return %out : memref<?x?x2x16xf32>
}

// -----

// Kept: the buffer is read after the copy; the target is no cache kept in
// place; a row of 3 floats (12 bytes) starts off a 16-byte boundary; a
// launch reads the cache between the one that makes the row and the copy.
func.func private @k(%a: memref<32xf32>, %b: memref<32xf32>) attributes {kernel.device} {
  return
}
func.func private @k3(%a: memref<3xf32>, %b: memref<3xf32>) attributes {kernel.device} {
  return
}
func.func private @r(%a: memref<?x32xf32>) attributes {kernel.device} {
  return
}
// CHECK-LABEL: func @read_after
// CHECK: memref.copy
func.func @read_after(%x: memref<32xf32>, %cache: memref<?x32xf32> {graph.in_place = array<i64: 0, 0>}, %i: index) {
  %t = memref.alloc() : memref<32xf32>
  kernel.launch @k (%x, %t) : memref<32xf32>, memref<32xf32>
  %row = memref.subview %cache[%i, 0] [1, 32] [1, 1] : memref<?x32xf32> to memref<32xf32, strided<[1], offset: ?>>
  memref.copy %t, %row : memref<32xf32> to memref<32xf32, strided<[1], offset: ?>>
  kernel.launch @k (%t, %x) : memref<32xf32>, memref<32xf32>
  memref.dealloc %t : memref<32xf32>
  return
}
// CHECK-LABEL: func @not_in_place
// CHECK: memref.copy
func.func @not_in_place(%x: memref<32xf32>, %cache: memref<?x32xf32>, %i: index) {
  %t = memref.alloc() : memref<32xf32>
  kernel.launch @k (%x, %t) : memref<32xf32>, memref<32xf32>
  %row = memref.subview %cache[%i, 0] [1, 32] [1, 1] : memref<?x32xf32> to memref<32xf32, strided<[1], offset: ?>>
  memref.copy %t, %row : memref<32xf32> to memref<32xf32, strided<[1], offset: ?>>
  memref.dealloc %t : memref<32xf32>
  return
}
// CHECK-LABEL: func @unaligned
// CHECK: memref.copy
func.func @unaligned(%x: memref<3xf32>, %cache: memref<?x3xf32> {graph.in_place = array<i64: 0, 0>}, %i: index) {
  %t = memref.alloc() : memref<3xf32>
  kernel.launch @k3 (%x, %t) : memref<3xf32>, memref<3xf32>
  %row = memref.subview %cache[%i, 0] [1, 3] [1, 1] : memref<?x3xf32> to memref<3xf32, strided<[1], offset: ?>>
  memref.copy %t, %row : memref<3xf32> to memref<3xf32, strided<[1], offset: ?>>
  memref.dealloc %t : memref<3xf32>
  return
}
// CHECK-LABEL: func @cache_read_between
// CHECK: memref.copy
func.func @cache_read_between(%x: memref<32xf32>, %cache: memref<?x32xf32> {graph.in_place = array<i64: 0, 0>}, %i: index) {
  %t = memref.alloc() : memref<32xf32>
  kernel.launch @k (%x, %t) : memref<32xf32>, memref<32xf32>
  kernel.launch @r (%cache) : memref<?x32xf32>
  %row = memref.subview %cache[%i, 0] [1, 32] [1, 1] : memref<?x32xf32> to memref<32xf32, strided<[1], offset: ?>>
  memref.copy %t, %row : memref<32xf32> to memref<32xf32, strided<[1], offset: ?>>
  memref.dealloc %t : memref<32xf32>
  return
}
