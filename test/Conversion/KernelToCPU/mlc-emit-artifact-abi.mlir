// RUN: mlc-opt %s -mlc-emit-artifact-abi -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlc-opt %s -mlc-emit-artifact-abi=target=cuda -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=CUDA

// The artifact entry points (include/mlc-c/Artifact.h): the metadata record
// (target line + the entry's mlc.signature), and mlc_artifact_run, which
// unpacks each input's memref descriptor from args[i], calls the entry and
// stores each result's descriptor into args[#inputs + j]. Everything else
// becomes internal; the entry (the host program) is not optimized.
// CHECK: llvm.mlir.global internal constant @mlc_metadata_text("mlc-artifact 1\0Atarget cpu\0Ainput x f32 4\0Aoutput y f32 4\0A\00")
// CHECK: llvm.func internal @helper()
// CHECK: llvm.func internal @main(
// CHECK-SAME: no_inline, optimize_none
// CHECK-LABEL: llvm.func @mlc_artifact_metadata() -> !llvm.ptr
// CHECK: llvm.mlir.addressof @mlc_metadata_text
// CHECK-LABEL: llvm.func @mlc_artifact_run(
// CHECK-SAME: %[[ARGS:.+]]: !llvm.ptr) -> i32
// CHECK: %[[IN:.+]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[R:.+]] = llvm.call @main(
// CHECK: %[[OUT:.+]] = llvm.getelementptr %[[ARGS]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.extractvalue %[[R]][0]
// CHECK: %[[OK:.+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.return %[[OK]] : i32

// A cuda model records its target and returns the status of its launches.
// CUDA: @mlc_metadata_text("mlc-artifact 1\0Atarget cuda\0A
// CUDA-LABEL: llvm.func @mlc_artifact_run(
// CUDA: %[[S:.+]] = llvm.call @mlc_cuda_take_status() : () -> i32
// CUDA: llvm.return %[[S]] : i32

llvm.func @helper() {
  llvm.return
}

llvm.func @main(%ap: !llvm.ptr, %aa: !llvm.ptr, %ao: i64, %as: i64, %at: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {mlc.signature = "input x f32 4\noutput y f32 4\n"} {
  llvm.call @helper() : () -> ()
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %ap, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %aa, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.insertvalue %ao, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %4 = llvm.insertvalue %as, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.insertvalue %at, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

// -----

// The entry's arguments must be the descriptors its signature record names.
// expected-error @+1 {{entry signature does not match its mlc.signature}}
llvm.func @main(%ap: !llvm.ptr) attributes {mlc.signature = "input x f32 4x4\n"} {
  llvm.return
}

// -----

// expected-error @+1 {{entry function has no valid mlc.signature record}}
llvm.func @main() {
  llvm.return
}
