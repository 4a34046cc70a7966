// RUN: mlc-opt %s --kernel-plan-memory | FileCheck %s

func.func private @k(%a: memref<256xf32>, %b: memref<256xf32>) attributes {kernel.device} {
  return
}

// Three 1 KiB temporaries in a chain: %t0 dies when %t2 is born, so %t2
// reuses its bytes; the returned buffer stays a fresh allocation.
// CHECK-LABEL: func @chain
// CHECK-SAME: kernel.arena_bytes = 2048 : i64, kernel.unplanned_bytes = 3072 : i64
// CHECK: %[[ARENA:.+]] = memref.alloc() {alignment = 64 : i64, kernel.arena} : memref<2048xi8>
// CHECK: memref.view %[[ARENA]][%c0{{.*}}][] : memref<2048xi8> to memref<256xf32>
// CHECK: memref.view %[[ARENA]][%c1024{{.*}}][] : memref<2048xi8> to memref<256xf32>
// CHECK: memref.view %[[ARENA]][%c0{{.*}}][] : memref<2048xi8> to memref<256xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<256xf32>
// CHECK-NOT: memref.dealloc %alloc
// CHECK: memref.dealloc %[[ARENA]]
// CHECK: return %[[OUT]]
func.func @chain(%x: memref<256xf32>) -> memref<256xf32> {
  %t0 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%x, %t0) : memref<256xf32>, memref<256xf32>
  %t1 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%t0, %t1) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t0 : memref<256xf32>
  %t2 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%t1, %t2) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t1 : memref<256xf32>
  %out = memref.alloc() : memref<256xf32>
  kernel.launch @k (%t2, %out) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t2 : memref<256xf32>
  return %out : memref<256xf32>
}

// A use through a view keeps the buffer alive until the view's last use.
// CHECK-LABEL: func @through_view
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
func.func @through_view(%x: memref<256xf32>) -> memref<256xf32> {
  %t0 = memref.alloc() : memref<256xf32>
  %v = memref.subview %t0[0] [256] [1] : memref<256xf32> to memref<256xf32, strided<[1]>>
  %c = memref.cast %v : memref<256xf32, strided<[1]>> to memref<256xf32>
  %t1 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%c, %t1) : memref<256xf32>, memref<256xf32>
  %out = memref.alloc() : memref<256xf32>
  kernel.launch @k (%t1, %out) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t0 : memref<256xf32>
  memref.dealloc %t1 : memref<256xf32>
  return %out : memref<256xf32>
}

// Dynamically shaped buffers are left to the allocator.
// CHECK-LABEL: func @dynamic
// CHECK-NOT: kernel.arena
// CHECK: memref.alloc(%{{.+}}) : memref<?xf32>
func.func @dynamic(%n: index) {
  %t = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %t : memref<?xf32>
  return
}

// A buffer carried through a run-time loop comes out of it (the loop's
// result aliases it): it stays live until the result's last use, so %t1,
// born after the loop while the result is still read, gets other bytes.
// CHECK-LABEL: func @through_loop
// CHECK-SAME: kernel.arena_bytes = 2048 : i64
// CHECK: %[[ARENA:.+]] = memref.alloc() {alignment = 64 : i64, kernel.arena} : memref<2048xi8>
// CHECK: memref.view %[[ARENA]][%c0{{.*}}][] : memref<2048xi8> to memref<256xf32>
// CHECK: scf.while
// CHECK: memref.view %[[ARENA]][%c1024{{.*}}][] : memref<2048xi8> to memref<256xf32>
func.func @through_loop(%x: memref<256xf32>, %n: index) -> memref<256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%x, %t0) : memref<256xf32>, memref<256xf32>
  %r:2 = scf.while (%i = %c0, %b = %t0) : (index, memref<256xf32>) -> (index, memref<256xf32>) {
    %p = arith.cmpi slt, %i, %n : index
    scf.condition(%p) %i, %b : index, memref<256xf32>
  } do {
  ^bb0(%i: index, %b: memref<256xf32>):
    kernel.launch @k (%b, %b) : memref<256xf32>, memref<256xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %j, %b : index, memref<256xf32>
  }
  %t1 = memref.alloc() : memref<256xf32>
  kernel.launch @k (%r#1, %t1) : memref<256xf32>, memref<256xf32>
  %out = memref.alloc() : memref<256xf32>
  kernel.launch @k (%t1, %out) : memref<256xf32>, memref<256xf32>
  memref.dealloc %t0 : memref<256xf32>
  memref.dealloc %t1 : memref<256xf32>
  return %out : memref<256xf32>
}
