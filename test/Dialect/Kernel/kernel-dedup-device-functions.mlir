// RUN: mlc-opt %s --kernel-dedup-device-functions | FileCheck %s

// @step_0 and @step_1 differ only in name and locations: one kernel, both
// launches run it. @shift_2 has the same signature but another constant, so
// it stays; @neg_3 differs in an argument attribute; @empty_4 is launched by
// nothing and goes.
// CHECK-LABEL: func.func private @step_0
// CHECK-NOT: func.func private @step_1
// CHECK-LABEL: func.func private @shift_2
// CHECK: arith.constant 2.0
// CHECK-LABEL: func.func private @neg_3
// CHECK-NOT: @empty_4
// CHECK-LABEL: func.func @main
// CHECK: kernel.launch @step_0 grid(%{{.+}}) (%arg0, %arg1)
// CHECK-NEXT: kernel.launch @step_0 grid(%{{.+}}) (%arg1, %arg0)
// CHECK-NEXT: kernel.launch @shift_2 grid(%{{.+}}) (%arg0, %arg1)
// CHECK-NEXT: kernel.launch @neg_3 grid(%{{.+}}) (%arg0, %arg1)
func.func private @step_0(%a: memref<4xf32>, %b: memref<4xf32>) attributes {kernel.device} {
  %c1 = arith.constant 1.0 : f32
  %i = kernel.program_id 0
  %x = memref.load %a[%i] : memref<4xf32> loc("model.onnx":3:1)
  %y = arith.addf %x, %c1 : f32
  memref.store %y, %b[%i] : memref<4xf32>
  return
}
func.func private @step_1(%a: memref<4xf32>, %b: memref<4xf32>) attributes {kernel.device} {
  %c1 = arith.constant 1.0 : f32
  %i = kernel.program_id 0
  %x = memref.load %a[%i] : memref<4xf32> loc("model.onnx":9:1)
  %y = arith.addf %x, %c1 : f32
  memref.store %y, %b[%i] : memref<4xf32>
  return
}
func.func private @shift_2(%a: memref<4xf32>, %b: memref<4xf32>) attributes {kernel.device} {
  %c1 = arith.constant 2.0 : f32
  %i = kernel.program_id 0
  %x = memref.load %a[%i] : memref<4xf32>
  %y = arith.addf %x, %c1 : f32
  memref.store %y, %b[%i] : memref<4xf32>
  return
}
func.func private @neg_3(%a: memref<4xf32> {llvm.noalias}, %b: memref<4xf32>) attributes {kernel.device} {
  %c1 = arith.constant 1.0 : f32
  %i = kernel.program_id 0
  %x = memref.load %a[%i] : memref<4xf32>
  %y = arith.addf %x, %c1 : f32
  memref.store %y, %b[%i] : memref<4xf32>
  return
}
func.func private @empty_4() attributes {kernel.device} {
  return
}
func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
  %n = arith.constant 4 : index
  kernel.launch @step_0 grid(%n) (%a, %b) : memref<4xf32>, memref<4xf32>
  kernel.launch @step_1 grid(%n) (%b, %a) : memref<4xf32>, memref<4xf32>
  kernel.launch @shift_2 grid(%n) (%a, %b) : memref<4xf32>, memref<4xf32>
  kernel.launch @neg_3 grid(%n) (%a, %b) : memref<4xf32>, memref<4xf32>
  return
}
