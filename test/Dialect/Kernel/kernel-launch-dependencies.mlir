// RUN: mlc-opt %s --kernel-launch-dependencies | FileCheck %s

// Two branches read %x and write disjoint bytes of the arena (@a, @b): both
// may run at once. @c reads both results. The second @a overwrites the
// bytes the first wrote (the plan reused them) after @c read them: it waits
// for @c only (@c waits for the first @a already), not for @b. The output
// allocation is a barrier: the last launch starts a new segment (index 0)
// and waits for nothing since. Chains: 3 + 1.
// CHECK-LABEL: func.func @main
// CHECK-SAME: kernel.launch_dag = {critical_path = 4 : i64, launches = 5 : i64}
// CHECK: kernel.launch @a {{.*}} {after = array<i64>, launch_index = 0 : i64}
// CHECK: kernel.launch @b {{.*}} {after = array<i64>, launch_index = 1 : i64}
// CHECK: kernel.launch @c {{.*}} {after = array<i64: 0, 1>, launch_index = 2 : i64}
// CHECK: kernel.launch @a {{.*}} {after = array<i64: 2>, launch_index = 3 : i64}
// CHECK: memref.alloc
// CHECK: kernel.launch @b {{.*}} {after = array<i64>, launch_index = 0 : i64}
func.func private @a(%x: memref<4xf32>, %y: memref<4xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %v = memref.load %x[%i] : memref<4xf32>
  memref.store %v, %y[%i] : memref<4xf32>
  return
}
func.func private @b(%x: memref<4xf32>, %y: memref<4xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %v = memref.load %x[%i] : memref<4xf32>
  %w = arith.negf %v : f32
  memref.store %w, %y[%i] : memref<4xf32>
  return
}
func.func private @c(%x: memref<4xf32>, %y: memref<4xf32>, %z: memref<4xf32>) attributes {kernel.device} {
  %i = kernel.program_id 0
  %u = memref.load %x[%i] : memref<4xf32>
  %v = memref.load %y[%i] : memref<4xf32>
  %w = arith.addf %u, %v : f32
  memref.store %w, %z[%i] : memref<4xf32>
  return
}
func.func @main(%x: memref<4xf32>) -> memref<4xf32> {
  %arena = memref.alloc() {kernel.arena} : memref<64xi8>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c4 = arith.constant 4 : index
  %v0 = memref.view %arena[%c0][] : memref<64xi8> to memref<4xf32>
  %v1 = memref.view %arena[%c16][] : memref<64xi8> to memref<4xf32>
  %v2 = memref.view %arena[%c32][] : memref<64xi8> to memref<4xf32>
  kernel.launch @a grid(%c4) (%x, %v0) : memref<4xf32>, memref<4xf32>
  kernel.launch @b grid(%c4) (%x, %v1) : memref<4xf32>, memref<4xf32>
  kernel.launch @c grid(%c4) (%v0, %v1, %v2) : memref<4xf32>, memref<4xf32>, memref<4xf32>
  kernel.launch @a grid(%c4) (%v2, %v0) : memref<4xf32>, memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  kernel.launch @b grid(%c4) (%v0, %out) : memref<4xf32>, memref<4xf32>
  memref.dealloc %arena : memref<64xi8>
  return %out : memref<4xf32>
}

// A chain: each launch waits for the one before (3 launches on a critical
// path of 3), too little parallelism to pay for the streams (fewer than 1.2
// launches per launch of the path): all run in order (index -1).
// CHECK-LABEL: func.func @chain
// CHECK-SAME: kernel.launch_dag = {critical_path = 3 : i64, launches = 3 : i64}
// CHECK-COUNT-3: kernel.launch @a {{.*}} {after = array<i64>, launch_index = -1 : i64}
func.func @chain(%x: memref<4xf32>) -> memref<4xf32> {
  %arena = memref.alloc() {kernel.arena} : memref<32xi8>
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %v0 = memref.view %arena[%c0][] : memref<32xi8> to memref<4xf32>
  %v1 = memref.view %arena[%c16][] : memref<32xi8> to memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  kernel.launch @a grid(%c4) (%x, %v0) : memref<4xf32>, memref<4xf32>
  kernel.launch @a grid(%c4) (%v0, %v1) : memref<4xf32>, memref<4xf32>
  kernel.launch @a grid(%c4) (%v1, %out) : memref<4xf32>, memref<4xf32>
  memref.dealloc %arena : memref<32xi8>
  return %out : memref<4xf32>
}
