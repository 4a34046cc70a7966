// RUN: mlc-opt %s -convert-kernel-to-cuda-host | FileCheck %s

// The host program of a cuda model, after gpu-module-to-binary: the kernels'
// binary becomes a constant of the library; a launch calls
// mlc_cuda_launch_kernel with the image, a per-module cache, a per-function
// cache, the kernel's name, the grid and the block size; buffers are device
// allocations; a constant is uploaded once (a cached device pointer per
// global); the host program's copy is a device-to-device copy.
// CHECK-DAG: llvm.func @mlc_cuda_malloc(i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @mlc_cuda_free(!llvm.ptr)
// CHECK-DAG: llvm.func @mlc_cuda_copy(!llvm.ptr, !llvm.ptr, i64)
// CHECK-DAG: llvm.func @mlc_cuda_constant(!llvm.ptr, i64, !llvm.ptr) -> !llvm.ptr
// CHECK-DAG: llvm.func @mlc_cuda_launch_kernel(
// CHECK-DAG: llvm.mlir.global internal constant @tile_name("tile\00")
// CHECK-DAG: llvm.mlir.global internal @tile_fn(0 : i64)
// CHECK-DAG: llvm.mlir.global internal @mlc_cuda_module_cache(0 : i64)
// CHECK-DAG: llvm.mlir.global internal @w_device(0 : i64)
// CHECK-DAG: llvm.mlir.global internal constant @mlc_cuda_image("fake-binary")
// CHECK-NOT: gpu.binary
// CHECK-LABEL: llvm.func @main(
// CHECK: %[[GRID:.+]] = llvm.mlir.constant(4 : index) : i64
// CHECK: llvm.call @mlc_cuda_malloc(
// CHECK: llvm.call @mlc_cuda_constant(
// CHECK: %[[IMAGE:.+]] = llvm.mlir.addressof @mlc_cuda_image
// CHECK: %[[CACHE:.+]] = llvm.mlir.addressof @mlc_cuda_module_cache
// CHECK: %[[FN:.+]] = llvm.mlir.addressof @tile_fn
// CHECK: %[[BLOCK:.+]] = llvm.mlir.constant(128 : i64) : i64
// CHECK: llvm.call @mlc_cuda_launch_kernel(%[[IMAGE]], %[[CACHE]], %[[FN]], %{{.+}}, %[[GRID]], %{{.+}}, %{{.+}}, %[[BLOCK]],
// CHECK: llvm.call @mlc_cuda_copy(
// CHECK: llvm.call @mlc_cuda_free(
// CHECK-NOT: kernel.

module attributes {gpu.container_module} {
  gpu.binary @mlc_kernels [#gpu.object<#nvvm.target<chip = "sm_90a">, "fake-binary">]
  memref.global "private" constant @w : memref<16xf32> = dense<1.0>
  func.func @main(%a: memref<16xf32>, %b: memref<16xf32>) {
    %n = arith.constant 4 : index
    %t = memref.alloc() : memref<16xf32>
    %w = memref.get_global @w : memref<16xf32>
    kernel.launch @mlc_kernels::@tile grid(%n) (%a, %w, %t) {block_size = 128 : i64} : memref<16xf32>, memref<16xf32>, memref<16xf32>
    kernel.copy %t, %b : memref<16xf32>, memref<16xf32>
    memref.dealloc %t : memref<16xf32>
    return
  }
}
