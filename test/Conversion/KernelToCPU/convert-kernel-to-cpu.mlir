// RUN: mlc-opt %s -convert-kernel-to-cpu | FileCheck %s

// A launch over a grid calls mlc_cpu_parallel_for with a task wrapper that
// unpacks the arguments and turns the task index into the device function's
// program ids; a single-instance launch is a plain call (program ids 0); the
// host program's kernel.copy is a memcpy.
// CHECK: llvm.func @mlc_cpu_parallel_for(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: llvm.func @tile(
// CHECK-SAME: %[[PID:[^:]+]]: i64, %{{[^:]+}}: i64, %{{[^:]+}}: i64, %{{.+}}: !llvm.ptr
// CHECK-SAME: kernel.device
// CHECK: llvm.getelementptr inbounds|nuw %{{.+}}[%[[PID]]]
// CHECK-LABEL: llvm.func @single(
// CHECK-LABEL: llvm.func @main(
// CHECK: %[[GRID:.+]] = llvm.mlir.constant(16 : index) : i64
// CHECK: %[[TASK:.+]] = llvm.mlir.addressof @tile_task : !llvm.ptr
// CHECK: llvm.call @mlc_cpu_parallel_for(%{{.+}}, %[[TASK]], %{{.+}})
// CHECK: %[[Z:.+]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: llvm.call @single(%[[Z]], %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}})
// CHECK: "llvm.intr.memcpy"
// CHECK-NOT: kernel.
// CHECK-LABEL: llvm.func internal @tile_task(
// CHECK-SAME: %[[ARGS:.+]]: !llvm.ptr, %[[INDEX:.+]]: i64)
// CHECK: llvm.load %[[ARGS]]
// CHECK: %[[X:.+]] = llvm.urem %[[INDEX]]
// CHECK: llvm.call @tile(%[[X]],

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %c = arith.constant 1.0 : f32
  memref.store %c, %a[%i] : memref<16xf32>
  return
}

func.func private @single(%a: memref<16xf32>) attributes {kernel.device} {
  %i = arith.constant 3 : index
  %c = arith.constant 2.0 : f32
  memref.store %c, %a[%i] : memref<16xf32>
  return
}

func.func @main(%a: memref<16xf32>, %b: memref<16xf32>) {
  %n = arith.constant 16 : index
  kernel.launch @tile grid(%n) (%a) : memref<16xf32>
  kernel.launch @single (%a) : memref<16xf32>
  kernel.copy %a, %b : memref<16xf32>, memref<16xf32>
  return
}
