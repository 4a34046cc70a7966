// RUN: mlc-opt %s -kernel-lower-strided-copies -split-input-file | FileCheck %s

// A copy out of a strided view (memref.copy or the host program's
// kernel.copy) becomes linalg.copy: its LLVM lowering would call the
// runner-utils helper that compiled models must not need.
// CHECK-LABEL: func.func @strided_memref_copy
// CHECK: %[[S:.+]] = memref.subview
// CHECK-NEXT: linalg.copy ins(%[[S]] : memref<4x4xf32, strided<[8, 1]>>) outs(%{{.+}} : memref<4x4xf32>)
// CHECK-NOT: memref.copy
func.func @strided_memref_copy(%a: memref<4x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  memref.copy %s, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @strided_kernel_copy
// CHECK: linalg.copy ins(%{{.+}} : memref<4x4xf32, strided<[8, 1], offset: 4>>) outs(%{{.+}} : memref<4x4xf32>)
// CHECK-NOT: kernel.copy
func.func @strided_kernel_copy(%a: memref<4x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[0, 4] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 4>>
  kernel.copy %s, %b : memref<4x4xf32, strided<[8, 1], offset: 4>>, memref<4x4xf32>
  return
}

// -----

// Contiguous copies stay (they become memcpy).
// CHECK-LABEL: func.func @contiguous
// CHECK-NEXT: memref.copy %{{.+}}, %{{.+}} : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT: kernel.copy %{{.+}}, %{{.+}} : memref<4x8xf32>, memref<4x8xf32>
// CHECK-NOT: linalg.copy
func.func @contiguous(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  kernel.copy %a, %b : memref<4x8xf32>, memref<4x8xf32>
  return
}
