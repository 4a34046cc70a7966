// Vector loads and stores of booleans move bytes (one per boolean, as
// scalar code stores them), not packed bits.
// RUN: mlc-opt %s --mlc-bool-vector-memory | FileCheck %s

// CHECK-LABEL: llvm.func @copy_bools
llvm.func @copy_bools(%src: !llvm.ptr, %dst: !llvm.ptr, %m: vector<8xi1>, %pass: vector<8xi1>) {
  // CHECK: %[[B:.*]] = llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> vector<16xi8>
  // CHECK: %[[V:.*]] = llvm.trunc %[[B]] : vector<16xi8> to vector<16xi1>
  %v = llvm.load %src {alignment = 1 : i64} : !llvm.ptr -> vector<16xi1>
  // CHECK: %[[W:.*]] = llvm.zext %[[V]] : vector<16xi1> to vector<16xi8>
  // CHECK: llvm.store %[[W]], %{{.*}} {alignment = 1 : i64} : vector<16xi8>, !llvm.ptr
  llvm.store %v, %dst {alignment = 1 : i64} : vector<16xi1>, !llvm.ptr
  // CHECK: %[[P:.*]] = llvm.zext %{{.*}} : vector<8xi1> to vector<8xi8>
  // CHECK: %[[ML:.*]] = llvm.intr.masked.load %{{.*}}, %{{.*}}, %[[P]] {alignment = 1 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi8>) -> vector<8xi8>
  // CHECK: %[[MV:.*]] = llvm.trunc %[[ML]] : vector<8xi8> to vector<8xi1>
  %w = llvm.intr.masked.load %src, %m, %pass {alignment = 1 : i32} : (!llvm.ptr, vector<8xi1>, vector<8xi1>) -> vector<8xi1>
  // CHECK: %[[MW:.*]] = llvm.zext %[[MV]] : vector<8xi1> to vector<8xi8>
  // CHECK: llvm.intr.masked.store %[[MW]], %{{.*}}, %{{.*}} {alignment = 1 : i32} : vector<8xi8>, vector<8xi1> into !llvm.ptr
  llvm.intr.masked.store %w, %dst, %m {alignment = 1 : i32} : vector<8xi1>, vector<8xi1> into !llvm.ptr
  // Scalars and other element types are left alone.
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i1
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<4xf32>
  %s = llvm.load %src : !llvm.ptr -> i1
  %f = llvm.load %src : !llvm.ptr -> vector<4xf32>
  llvm.return
}
