// RUN: mlc-opt %s -split-input-file -mlc-externalize-params=min-bytes=64 | FileCheck %s

// CPU: a large non-splat constant becomes slot 0 of the exported table; its
// global goes and its value moves to the module's mlc.params record. Small
// constants and splats stay.
// CHECK-LABEL: module attributes
// CHECK-SAME: mlc.params = [{name = "big", record = "param big f32 4x8 128 [[SUM:[0-9a-f]+]]", value = dense<
// CHECK: llvm.mlir.global external @mlc_artifact_params(dense<0> : tensor<1xi64>) {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
// CHECK-NOT: @big
// CHECK: llvm.mlir.global private constant @small
// CHECK: llvm.mlir.global private constant @splat
// CHECK-LABEL: llvm.func @use
// CHECK: %[[T:.+]] = llvm.mlir.addressof @mlc_artifact_params : !llvm.ptr
// CHECK: %[[S:.+]] = llvm.getelementptr %[[T]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
// CHECK: %[[P:.+]] = llvm.load %[[S]] {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK: llvm.return %[[P]]
module {
  llvm.mlir.global private constant @big(dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.5]]> : tensor<4x8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x array<8 x f32>>
  llvm.mlir.global private constant @small(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
  llvm.mlir.global private constant @splat(dense<1.0> : tensor<64xf32>) {addr_space = 0 : i32} : !llvm.array<64 x f32>
  llvm.func @use() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @big : !llvm.ptr
    %1 = llvm.mlir.addressof @small : !llvm.ptr
    %2 = llvm.mlir.addressof @splat : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

// -----

// CUDA: the upload of a parameter (mlc_cuda_constant) reads the slot, where
// the runtime puts the device copy.
// CHECK-LABEL: module attributes
// CHECK-SAME: record = "param w i32 32 128
// CHECK-LABEL: llvm.func @launch
// CHECK-NOT: llvm.call @mlc_cuda_constant
// CHECK: %[[T:.+]] = llvm.mlir.addressof @mlc_artifact_params
// CHECK: %[[S:.+]] = llvm.getelementptr %[[T]][0, 0]
// CHECK: %[[P:.+]] = llvm.load %[[S]]
// CHECK-NOT: llvm.call @mlc_cuda_constant
// CHECK: llvm.return %[[P]]
module {
  llvm.func @mlc_cuda_constant(!llvm.ptr, i64, !llvm.ptr) -> !llvm.ptr
  llvm.mlir.global internal @w_device(0 : i64) : i64
  llvm.mlir.global private constant @w(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>) {addr_space = 0 : i32} : !llvm.array<32 x i32>
  llvm.func @launch() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @w : !llvm.ptr
    %1 = llvm.mlir.constant(128 : i64) : i64
    %2 = llvm.mlir.addressof @w_device : !llvm.ptr
    %3 = llvm.call @mlc_cuda_constant(%0, %1, %2) : (!llvm.ptr, i64, !llvm.ptr) -> !llvm.ptr
    llvm.return %3 : !llvm.ptr
  }
}

