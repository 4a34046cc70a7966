// RUN: mlc-opt %s --kernel-flatten-globals | FileCheck %s
// Lowered to LLVM IR, each weight is one flat array constant, not nested
// arrays of rows (the numbers of real models with weights are checked by
// test/models).
// RUN: mlc-opt %s --kernel-flatten-globals --expand-strided-metadata \
// RUN:   --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=LLVM

// A rank-2 constant weight becomes 1-D and is read through expand_shape;
// the rank-1 global and the mutable one stay as they are.
// CHECK: memref.global "private" constant @w : memref<6xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> {alignment = 64 : i64}
// CHECK: memref.global "private" constant @bias : memref<3xf32>
// CHECK: memref.global "private" @state : memref<2x3xf32>
// CHECK: memref.global "private" constant @blob : memref<4xf32> = dense_resource<blob>
// CHECK-LABEL: func.func @main
// CHECK: %[[W:.+]] = memref.get_global @w : memref<6xf32>
// CHECK: %[[E:.+]] = memref.expand_shape %[[W]] {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// CHECK: memref.load %[[E]]
// CHECK: memref.get_global @state : memref<2x3xf32>
// CHECK: %[[B:.+]] = memref.get_global @blob : memref<4xf32>
// CHECK: memref.expand_shape %[[B]] {{\[\[}}0, 1, 2]] output_shape [2, 1, 2]

// LLVM: @w = private constant [6 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00], align 64
// LLVM: @blob = private constant [4 x float]
memref.global "private" constant @w : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> {alignment = 64 : i64}
memref.global "private" constant @bias : memref<3xf32> = dense<[1.0, 2.0, 3.0]>
memref.global "private" @state : memref<2x3xf32> = dense<0.0>
memref.global "private" constant @blob : memref<2x1x2xf32> = dense_resource<blob>
func.func @main(%i: index, %j: index) -> (f32, f32, f32) {
  %w = memref.get_global @w : memref<2x3xf32>
  %x = memref.load %w[%i, %j] : memref<2x3xf32>
  %s = memref.get_global @state : memref<2x3xf32>
  %y = memref.load %s[%i, %j] : memref<2x3xf32>
  %b = memref.get_global @blob : memref<2x1x2xf32>
  %c0 = arith.constant 0 : index
  %z = memref.load %b[%i, %c0, %j] : memref<2x1x2xf32>
  return %x, %y, %z : f32, f32, f32
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
