// RUN: mlc-opt %s -mlc-splat-globals=min-bytes=64 | FileCheck %s

// Large splat constants (issue #22): a zero splat becomes a writable
// zero-initialized global (.bss, no bytes in the library); a splat of
// another value too, filled by a constructor at load time. Small splats,
// non-splats and i1 stay as they are.
// CHECK: llvm.mlir.global private @zeros() {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32> {
// CHECK-NEXT: %[[Z:.+]] = llvm.mlir.zero : !llvm.array<64 x f32>
// CHECK-NEXT: llvm.return %[[Z]]
// CHECK: llvm.mlir.global private @ones() {addr_space = 0 : i32} : !llvm.array<32 x i16> {
// CHECK-NEXT: llvm.mlir.zero : !llvm.array<32 x i16>
// CHECK: llvm.mlir.global private constant @small(dense<1.000000e+00> : tensor<4xf32>)
// CHECK: llvm.mlir.global private constant @dense(dense<[
// CHECK: llvm.mlir.global private constant @bools(dense<true> : tensor<1024xi1>)
// CHECK-LABEL: llvm.func internal @mlc_fill_splat_constants()
// CHECK: %[[P:.+]] = llvm.mlir.addressof @ones : !llvm.ptr
// CHECK: %[[V:.+]] = llvm.mlir.constant(7 : i16) : i16
// CHECK: %[[N:.+]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: llvm.icmp "slt" %{{.+}}, %[[N]] : i64
// CHECK: %[[G:.+]] = llvm.getelementptr %[[P]][%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK: llvm.store %[[V]], %[[G]] : i16, !llvm.ptr
// CHECK-NOT: @zeros
// CHECK: llvm.return
// CHECK: llvm.mlir.global_ctors ctors = [@mlc_fill_splat_constants], priorities = [65535 : i32], data = [#llvm.zero]
module {
  llvm.mlir.global private constant @zeros(dense<0.0> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @ones(dense<7> : tensor<32xi16>) {addr_space = 0 : i32} : !llvm.array<32 x i16>
  llvm.mlir.global private constant @small(dense<1.0> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
  llvm.mlir.global private constant @dense(dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<16xf32>) {addr_space = 0 : i32} : !llvm.array<16 x f32>
  llvm.mlir.global private constant @bools(dense<true> : tensor<1024xi1>) {addr_space = 0 : i32} : !llvm.array<1024 x i1>
  llvm.func @use() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @ones : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
