// RUN: mlc-opt %s --kernel-form-copies | FileCheck %s

// Host copies become kernel.copy; a device function's own stay memref.copy.
func.func private @tile(%a: memref<4xf32>, %b: memref<4xf32>) attributes {kernel.device} {
  // CHECK-LABEL: func.func private @tile
  // CHECK: memref.copy
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @main
func.func @main(%x: memref<4xf32>) -> memref<4xf32> {
  %y = memref.alloc() : memref<4xf32>
  // CHECK: kernel.copy %arg0, %{{.+}} : memref<4xf32>, memref<4xf32>
  // CHECK-NOT: memref.copy
  memref.copy %x, %y : memref<4xf32> to memref<4xf32>
  kernel.launch @tile (%x, %y) : memref<4xf32>, memref<4xf32>
  return %y : memref<4xf32>
}
