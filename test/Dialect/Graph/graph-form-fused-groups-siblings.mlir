// RUN: mlc-opt %s --graph-form-fused-groups | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups="print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda" | FileCheck %s

// Sibling (horizontal) fusion: groups that read one tensor whole, over the
// same static iteration space, with no path from one to the other, become
// one graph.fused with a result each; the shared tensor is passed (and read)
// once.

// Two elementwise branches of one input: one kernel, two results.
// CHECK-LABEL: func @two_branches
func.func @two_branches(%x: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>) {
  // CHECK: %[[G:.+]]:2 = graph.fused "{{[a-z_]+}}_0" (%arg0) : (tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>)
  // CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<16x32xf32>):
  // CHECK-NEXT: %[[E:.+]] = graph.exp %[[X]]
  // CHECK-NEXT: %[[T:.+]] = graph.tanh %[[X]]
  // CHECK-NEXT: %[[M:.+]] = graph.mul %[[T]], %[[T]]
  // CHECK-NEXT: graph.yield %[[E]], %[[M]]
  // CHECK-NOT: graph.fused
  // CHECK: return %[[G]]#0, %[[G]]#1
  %e = graph.exp %x : tensor<16x32xf32>
  %t = graph.tanh %x : tensor<16x32xf32>
  %m = graph.mul %t, %t : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  return %e, %m : tensor<16x32xf32>, tensor<16x32xf32>
}
// WHY: remark: fused with its sibling 'graph.exp' {{.*}}: the shared 16x32 tensor is read once instead of twice (2048 bytes saved) and one launch is saved; the same 16x32 grid (no parallelism lost)

// Three branches (one with a second operand of its own): one kernel with
// three results, reading %x once.
// CHECK-LABEL: func @three_branches
func.func @three_branches(%x: tensor<8x64xf16>, %y: tensor<8x64xf16>) -> (tensor<8x64xf16>, tensor<8x64xf16>, tensor<8x64xf16>) {
  // CHECK: %[[G:.+]]:3 = graph.fused "{{[a-z_]+}}_0" (%arg0, %arg1) : (tensor<8x64xf16>, tensor<8x64xf16>) -> (tensor<8x64xf16>, tensor<8x64xf16>, tensor<8x64xf16>)
  // CHECK-NOT: graph.fused
  // CHECK: return %[[G]]#0, %[[G]]#1, %[[G]]#2
  %a = graph.relu %x : tensor<8x64xf16>
  %b = graph.sigmoid %x : tensor<8x64xf16>
  %c = graph.add %x, %y : (tensor<8x64xf16>, tensor<8x64xf16>) -> tensor<8x64xf16>
  return %a, %b, %c : tensor<8x64xf16>, tensor<8x64xf16>, tensor<8x64xf16>
}
// WHY: remark: fused with its sibling 'graph.relu' {{.*}}: the shared 8x64 tensor is read once instead of twice (1024 bytes saved)
// WHY: remark: fused with its sibling 'graph.relu' {{.*}}: the shared 8x64 tensor is read once instead of twice (1024 bytes saved)

// Dependent siblings: the add reads %x and, through the reduction's group,
// the exp's result; fused, the kernel would wait on itself. Three groups.
// CHECK-LABEL: func @dependent
func.func @dependent(%x: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>) {
  // CHECK: %[[E:.+]] = graph.fused "exp_0" (%arg0) : (tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK: %[[R:.+]] = graph.fused "reduce_sum_1" (%[[E]])
  // CHECK: graph.fused "add_2" (%arg0, %[[R]]) : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x32xf32>
  %e = graph.exp %x : tensor<16x32xf32>
  %r = graph.reduce_sum %e {axes = array<i64: 1>} : tensor<16x32xf32> -> tensor<16x1xf32>
  %a = graph.add %x, %r : (tensor<16x32xf32>, tensor<16x1xf32>) -> tensor<16x32xf32>
  return %e, %a : tensor<16x32xf32>, tensor<16x32xf32>
}
// WHY: remark: not fused with its sibling 'graph.exp' {{.*}} (both read a 16x32 tensor): one depends on the other (there is a path from one group to the other)

// Different iteration spaces (the second branch broadcasts %x to 4x16x32):
// two kernels.
// CHECK-LABEL: func @shapes_differ
func.func @shapes_differ(%x: tensor<16x32xf32>, %y: tensor<4x16x32xf32>) -> (tensor<16x32xf32>, tensor<4x16x32xf32>) {
  // CHECK: graph.fused "exp_0" (%arg0) : (tensor<16x32xf32>) -> tensor<16x32xf32>
  // CHECK: graph.fused "add_1" (%arg0, %arg1) : (tensor<16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  %e = graph.exp %x : tensor<16x32xf32>
  %a = graph.add %x, %y : (tensor<16x32xf32>, tensor<4x16x32xf32>) -> tensor<4x16x32xf32>
  return %e, %a : tensor<16x32xf32>, tensor<4x16x32xf32>
}
// WHY: remark: not fused with its sibling 'graph.exp' {{.*}} (both read a 16x32 tensor): the iteration spaces differ (4x16x32 against 16x32)

// A shared bias broadcast over the rows is not a shared read worth a kernel:
// each tile of either branch reads all of it anyway. Two kernels.
// CHECK-LABEL: func @broadcast_shared
func.func @broadcast_shared(%x: tensor<16x32xf32>, %y: tensor<16x32xf32>, %b: tensor<32xf32>) -> (tensor<16x32xf32>, tensor<16x32xf32>) {
  // CHECK: graph.fused "add_0" (%arg0, %arg2)
  // CHECK: graph.fused "mul_1" (%arg1, %arg2)
  %a = graph.add %x, %b : (tensor<16x32xf32>, tensor<32xf32>) -> tensor<16x32xf32>
  %m = graph.mul %y, %b : (tensor<16x32xf32>, tensor<32xf32>) -> tensor<16x32xf32>
  return %a, %m : tensor<16x32xf32>, tensor<16x32xf32>
}
// WHY: remark: not fused with its sibling 'graph.add' {{.*}} (both read a 32 tensor): the shared tensor is broadcast, not read whole (32 in a 16x32 space)

// A matmul's group sets its own iteration space: it and an elementwise
// reader of its LHS stay apart.
// CHECK-LABEL: func @matmul_and_elementwise
func.func @matmul_and_elementwise(%x: tensor<16x32xf32>, %w: tensor<32x8xf32>) -> (tensor<16x8xf32>, tensor<16x32xf32>) {
  // CHECK: graph.fused "matmul_0"
  // CHECK: graph.fused "exp_1"
  %m = graph.matmul %x, %w : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
  %e = graph.exp %x : tensor<16x32xf32>
  return %m, %e : tensor<16x8xf32>, tensor<16x32xf32>
}
// WHY: remark: not fused with its sibling 'graph.matmul' {{.*}} (both read a 16x32 tensor): the sibling's group: 'graph.matmul' sets its own iteration space (only elementwise groups fuse as siblings)

// Dynamic shapes: equal sizes are not known before the run. Two kernels.
// CHECK-LABEL: func @dynamic
func.func @dynamic(%x: tensor<?x32xf32>) -> (tensor<?x32xf32>, tensor<?x32xf32>) {
  // CHECK: graph.fused "exp_0"
  // CHECK: graph.fused "tanh_1"
  %e = graph.exp %x : tensor<?x32xf32>
  %t = graph.tanh %x : tensor<?x32xf32>
  return %e, %t : tensor<?x32xf32>, tensor<?x32xf32>
}
// WHY: remark: not fused with its sibling 'graph.exp' {{.*}} (both read a ?x32 tensor): the sibling's group: dynamic shapes (equal sizes are not known before the run)

// The merged group stands where its last member stood; the reduction that
// reads the first sibling's result (and stood between them) moves after it.
// CHECK-LABEL: func @reorder
func.func @reorder(%x: tensor<16x32xf32>) -> (tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>) {
  // CHECK: %[[G:.+]]:2 = graph.fused "tanh_0" (%arg0)
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.exp
  // CHECK-NEXT: graph.tanh
  // CHECK-NEXT: graph.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R:.+]] = graph.fused "reduce_sum_1" (%[[G]]#0)
  // CHECK: return %[[G]]#0, %[[R]], %[[G]]#1
  %e = graph.exp %x : tensor<16x32xf32>
  %r = graph.reduce_sum %e {axes = array<i64: 1>} : tensor<16x32xf32> -> tensor<16x1xf32>
  %t = graph.tanh %x : tensor<16x32xf32>
  return %e, %r, %t : tensor<16x32xf32>, tensor<16x1xf32>, tensor<16x32xf32>
}

// At most 8 results in a merged kernel (its parameters grow with each): of
// nine branches of %x, eight merge and the ninth stays a kernel of its own.
// CHECK-LABEL: func @many
func.func @many(%x: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  // CHECK: %[[G:.+]]:8 = graph.fused
  // CHECK: %[[L:.+]] = graph.fused "floor_1" (%arg0) : (tensor<64xf32>) -> tensor<64xf32>
  // CHECK: return %[[G]]#0, %[[G]]#1, %[[G]]#2, %[[G]]#3, %[[G]]#4, %[[G]]#5, %[[G]]#6, %[[G]]#7, %[[L]]
  %0 = graph.exp %x : tensor<64xf32>
  %1 = graph.tanh %x : tensor<64xf32>
  %2 = graph.relu %x : tensor<64xf32>
  %3 = graph.neg %x : tensor<64xf32>
  %4 = graph.abs %x : tensor<64xf32>
  %5 = graph.sigmoid %x : tensor<64xf32>
  %6 = graph.sqrt %x : tensor<64xf32>
  %7 = graph.log %x : tensor<64xf32>
  %8 = graph.floor %x : tensor<64xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}
// WHY: remark: not fused with its sibling 'graph.exp' {{.*}} (both read a 64 tensor): the merged kernel would have more than 8 results (its parameters grow with each)

// Merged groups run as one kernel: once %a's and %b's groups merge (both
// read %x), %d reaches %c through them (%d -> %b's kernel -> %a -> %c), so
// %c and %d (both read %y) must stay apart, or the two kernels would wait on
// each other.
// CHECK-LABEL: func @cycle
func.func @cycle(%x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  // CHECK: %[[D:.+]] = graph.fused "tanh_{{[0-9]}}" (%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK: %[[X:.+]]:2 = graph.fused "add_{{[0-9]}}" (%arg0, %[[D]]) : (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>)
  // CHECK: %[[C:.+]] = graph.fused "add_{{[0-9]}}" (%arg1, %[[X]]#0) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  // CHECK: return %[[X]]#0, %[[C]], %[[D]], %[[X]]#1
  %a = graph.exp %x : tensor<8x8xf32>
  %c = graph.add %y, %a : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  %d = graph.tanh %y : tensor<8x8xf32>
  %b = graph.add %x, %d : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  return %a, %c, %d, %b : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
// WHY: remark: fused with its sibling 'graph.exp' {{.*}}: the shared 8x8 tensor is read once
// WHY: remark: not fused with its sibling 'graph.add' {{.*}} (both read a 8x8 tensor): one depends on the other
