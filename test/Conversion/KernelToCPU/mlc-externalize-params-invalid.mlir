// RUN: mlc-opt %s -mlc-externalize-params=min-bytes=64 -verify-diagnostics

// A cuda model's parameter slot holds device memory: a constant read on the
// host (anything but its mlc_cuda_constant upload) cannot go out.
module {
  llvm.func @mlc_cuda_constant(!llvm.ptr, i64, !llvm.ptr) -> !llvm.ptr
  llvm.mlir.global private constant @w(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>) {addr_space = 0 : i32} : !llvm.array<32 x i32>
  llvm.func @host_read() -> i32 {
    %0 = llvm.mlir.addressof @w : !llvm.ptr
    // expected-error @below {{a constant of a cuda model is read on the host; it cannot be an external parameter}}
    %1 = llvm.load %0 : !llvm.ptr -> i32
    llvm.return %1 : i32
  }
}
