// RUN: mlc-opt %s --kernel-plan-memory | FileCheck %s --check-prefix=SERIAL
// RUN: mlc-opt %s --kernel-plan-memory=parallel-branches=1 | FileCheck %s --check-prefix=PARALLEL
// RUN: mlc-opt %s --kernel-plan-memory=parallel-branches=1 --kernel-launch-dependencies | FileCheck %s --check-prefix=DAG

func.func private @w(%a: memref<256xf32>, %b: memref<256xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %v = memref.load %a[%i] : memref<256xf32>
  memref.store %v, %b[%i] : memref<256xf32>
  return
}
func.func private @c(%a: memref<256xf32>, %b: memref<256xf32>, %c: memref<256xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %u = memref.load %a[%i] : memref<256xf32>
  %v = memref.load %b[%i] : memref<256xf32>
  %w = arith.addf %u, %v : f32
  memref.store %w, %c[%i] : memref<256xf32>
  return
}

// Two independent branches of two launches each (x -> t0 -> t1 and
// x -> t2 -> t3), joined by @c. In program order t2 may take t0's bytes (t0
// is dead by then): 3 KiB. But that makes branch 2 wait for branch 1; with
// parallel-branches t2 only reuses bytes of buffers whose every use it
// follows: none, 4 KiB, and the branches stay independent in the DAG.
// SERIAL-LABEL: func @branches
// SERIAL-SAME: kernel.arena_bytes = 3072 : i64, kernel.unplanned_bytes = 4096 : i64
// PARALLEL-LABEL: func @branches
// PARALLEL-SAME: kernel.arena_bytes = 4096 : i64, kernel.unplanned_bytes = 4096 : i64
// DAG-LABEL: func @branches
// DAG-SAME: kernel.launch_dag = {critical_path = 3 : i64, launches = 5 : i64}
// DAG: kernel.launch @w {{.*}} {after = array<i64>, launch_index = 0 : i64}
// DAG: kernel.launch @w {{.*}} {after = array<i64: 0>, launch_index = 1 : i64}
// DAG: kernel.launch @w {{.*}} {after = array<i64>, launch_index = 2 : i64}
// DAG: kernel.launch @w {{.*}} {after = array<i64: 2>, launch_index = 3 : i64}
func.func @branches(%x: memref<256xf32>) -> memref<256xf32> {
  %t0 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%x, %t0) : memref<256xf32>, memref<256xf32>
  %t1 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%t0, %t1) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t0 : memref<256xf32>
  %t2 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%x, %t2) : memref<256xf32>, memref<256xf32>
  %t3 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%t2, %t3) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t2 : memref<256xf32>
  %out = memref.alloc() : memref<256xf32>
  kernel.launch @c (%t1, %t3, %out) : memref<256xf32>, memref<256xf32>, memref<256xf32>
  memref.dealloc %t1 : memref<256xf32>
  memref.dealloc %t3 : memref<256xf32>
  return %out : memref<256xf32>
}

// A chain: every launch waits for the one before, so reuse costs nothing
// and both plans are the same.
// SERIAL-LABEL: func @chain
// SERIAL-SAME: kernel.arena_bytes = 2048 : i64
// PARALLEL-LABEL: func @chain
// PARALLEL-SAME: kernel.arena_bytes = 2048 : i64
func.func @chain(%x: memref<256xf32>) -> memref<256xf32> {
  %t0 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%x, %t0) : memref<256xf32>, memref<256xf32>
  %t1 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%t0, %t1) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t0 : memref<256xf32>
  %t2 = memref.alloc() : memref<256xf32>
  kernel.launch @w (%t1, %t2) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t1 : memref<256xf32>
  %out = memref.alloc() : memref<256xf32>
  kernel.launch @w (%t2, %out) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t2 : memref<256xf32>
  return %out : memref<256xf32>
}
