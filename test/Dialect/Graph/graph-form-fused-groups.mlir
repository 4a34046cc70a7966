// RUN: mlc-opt %s --graph-form-fused-groups | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups="print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDA

// Constants stay outside and are passed in; a value used twice by one op is
// passed once and fuses (its only user is the add).
// CHECK-LABEL: func @groups
func.func @groups(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: %[[C:.+]] = graph.constant
  %c = graph.constant dense<2.0> : tensor<4xf32>
  // CHECK: graph.fused "add_0" (%{{.+}}, %[[C]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NEXT: ^bb0(%{{.+}}: tensor<4xf32>, %{{.+}}: tensor<4xf32>):
  // CHECK-NEXT:   %[[M:.+]] = graph.mul
  // CHECK-NEXT:   graph.add %[[M]], %[[M]]
  // CHECK-NEXT:   graph.yield
  %m = graph.mul %x, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %a = graph.add %m, %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}

// An elementwise chain whose links have one user and one shape is one group;
// a result also returned is kept, and its user starts a new group.
// CHECK-LABEL: func @chain
func.func @chain(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  // CHECK: %[[G:.+]] = graph.fused "relu_0" (%arg0, %arg1)
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.add
  // CHECK-NEXT: graph.exp
  // CHECK-NEXT: graph.relu
  // CHECK-NEXT: graph.yield
  %a = graph.add %x, %b : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %e = graph.exp %a : tensor<4x8xf32>
  %r = graph.relu %e : tensor<4x8xf32>
  // CHECK: graph.fused "mul_1" (%[[G]])
  %m = graph.mul %r, %r : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %m, %r : tensor<4x8xf32>, tensor<4x8xf32>
}
// WHY: remark: kept (not recomputed): not all of its 2 users are elementwise ops of its shape
// WHY: remark: not fused with its producer 'graph.relu' {{.*}}: the producer's result has other users

// An exp feeding two elementwise ops is recomputed in each: writing and
// re-reading it (12 bytes/element of f32 traffic) costs more than one more
// exp (12 ops/element) on both targets. Each consumer's group has an exp;
// the two groups then read %x and %y whole and are siblings: one kernel
// with two results.
// CHECK-LABEL: func @recompute
func.func @recompute(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  // CHECK: graph.fused "mul_0" (%arg0, %arg1) : (tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>)
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.exp
  // CHECK-NEXT: graph.add
  // CHECK-NEXT: graph.exp
  // CHECK-NEXT: graph.mul
  // CHECK-NEXT: graph.yield
  %e = graph.exp %x : tensor<64xf32>
  %a = graph.add %e, %y : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  %m = graph.mul %e, %y : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
  return %a, %m : tensor<64xf32>, tensor<64xf32>
}
// WHY: recomputed in each of its 2 users: 12 extra ops/element against 12 bytes/element of memory traffic (3 ops/byte on cpu)
// CUDA: recomputed in each of its 2 users: 12 extra ops/element against 12 bytes/element of memory traffic (15 ops/byte on cuda)

// Four users of an f16 exp: 5 x 2 = 10 bytes/element saved
// against 36 extra ops: kept on the CPU, recomputed on the GPU.
// CHECK-LABEL: func @balance
func.func @balance(%x: tensor<64xf16>, %y: tensor<64xf16>) -> (tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>) {
  %e = graph.exp %x : tensor<64xf16>
  %a = graph.add %e, %y : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
  %b = graph.sub %e, %y : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
  %c = graph.mul %e, %y : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
  %d = graph.max %e, %y : (tensor<64xf16>, tensor<64xf16>) -> tensor<64xf16>
  return %a, %b, %c, %d : tensor<64xf16>, tensor<64xf16>, tensor<64xf16>, tensor<64xf16>
}
// WHY: kept for its 4 users: 36 extra ops/element against 10 bytes/element of memory traffic (3 ops/byte on cpu)
// CUDA: recomputed in each of its 4 users: 36 extra ops/element against 10 bytes/element of memory traffic (15 ops/byte on cuda)

// Elementwise ops fuse into a reduction as its prologue, and an elementwise
// op on the reduced result fuses as its epilogue: one kernel.
// CHECK-LABEL: func @reduction
func.func @reduction(%x: tensor<8x32xf32>) -> tensor<8x1xf32> {
  // CHECK: graph.fused "sqrt_0"
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.mul
  // CHECK-NEXT: graph.reduce_mean
  // CHECK-NEXT: graph.sqrt
  // CHECK-NEXT: graph.yield
  // CHECK-NOT: graph.fused
  %s = graph.mul %x, %x : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = graph.reduce_mean %s {axes = array<i64: 1>} : tensor<8x32xf32> -> tensor<8x1xf32>
  %r = graph.sqrt %m : tensor<8x1xf32>
  return %r : tensor<8x1xf32>
}
// WHY: remark: fused with its producer 'graph.mul' {{.*}}: elementwise prologue of a row-wise op
// WHY: remark: fused with its producer 'graph.reduce_mean' {{.*}}: elementwise epilogue of a reduction

// One row-wise op per kernel: softmax + its epilogue, then a reduction that
// would be a second row-wise op in the group starts its own. A broadcast of
// a reduced result does not fuse into the reduction.
// CHECK-LABEL: func @anchors
func.func @anchors(%x: tensor<8x32xf32>) -> (tensor<8x1xf32>, tensor<8x32xf32>) {
  // CHECK: graph.fused "exp_0"
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.softmax
  // CHECK-NEXT: graph.exp
  // CHECK: graph.fused "reduce_sum_1"
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.reduce_sum
  // CHECK-NEXT: graph.yield
  // CHECK: graph.fused "reduce_max_2"
  // CHECK: graph.fused "sub_3"
  // CHECK-NEXT: ^bb0
  // CHECK-NEXT: graph.sub
  // CHECK-NEXT: graph.yield
  %s = graph.softmax %x : tensor<8x32xf32>
  %e = graph.exp %s : tensor<8x32xf32>
  %r = graph.reduce_sum %e {axes = array<i64: 1>} : tensor<8x32xf32> -> tensor<8x1xf32>
  %m = graph.reduce_max %x {axes = array<i64: 1>} : tensor<8x32xf32> -> tensor<8x1xf32>
  %d = graph.sub %x, %m : (tensor<8x32xf32>, tensor<8x1xf32>) -> tensor<8x32xf32>
  return %r, %d : tensor<8x1xf32>, tensor<8x32xf32>
}
// WHY: fused with its producer 'graph.softmax' {{.*}}: elementwise epilogue of a row-wise op
// WHY: not fused with its producer 'graph.exp' {{.*}}: both already hold a row-wise op, reduction, matmul or conv
// WHY: not fused with its producer 'graph.reduce_max' {{.*}}: the epilogue broadcasts the producer's result

// RoPE at a dynamic sequence length as transformers export it: q * cos
// with the sequence `?` in both operands may broadcast at run time, so its
// lowering reads the operands by computed indices over the whole result;
// fused, every tile of the group would compute it whole (102 ms a layer of
// the 1B Llama prefill on the H200). Such ops stay their own kernels.
// CHECK-LABEL: func.func @runtime_broadcast
// CHECK: graph.fused "mul_0"
// CHECK: graph.fused "mul_1"
// CHECK: graph.fused "add_2"
// CHECK: graph.fused "exp_3"
// WHY: remark: not fused with its producer 'graph.mul' at {{.+}}: a dynamic dimension may broadcast at run time (the op is computed whole, not per tile: its own kernel)
func.func @runtime_broadcast(%q: tensor<1x4x?x8xf32>, %cos: tensor<1x1x?x8xf32>, %r: tensor<1x4x?x8xf32>, %sin: tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32> {
  %a = graph.mul %q, %cos : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %b = graph.mul %r, %sin : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %c = graph.add %a, %b : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  %d = graph.exp %c : tensor<1x4x?x8xf32>
  return %d : tensor<1x4x?x8xf32>
}

// The same RoPE where the sizes are proven equal (DimEquivalence.cpp): q's
// sequence length comes from the ids through gather, matmul, reshape and
// transpose; cos's from tensor.dim of the ids, a shape tensor (through
// sitofp/ceil/fptosi/max(x, 0), as the exporter's Range computes it),
// broadcast_to, iota, a matmul's columns, a transpose and a reshape. The muls
// and the add are marked and are one group.
// CHECK-LABEL: func.func @proven_same_dims
// CHECK: graph.fused "add_{{[0-9]+}}"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.mul {{.+}} {graph.same_dynamic_dims}
// CHECK-NEXT: graph.mul {{.+}} {graph.same_dynamic_dims}
// CHECK-NEXT: graph.add {{.+}} {graph.same_dynamic_dims}
// CHECK-NEXT: graph.yield
// CHECK: graph.fused "mul_{{[0-9]+}}"
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.mul %{{[a-z0-9]+}}, %{{[a-z0-9]+}} :
// CHECK-NEXT: graph.yield
func.func @proven_same_dims(%ids: tensor<1x?xi64>, %emb: tensor<16x32xf32>, %w: tensor<32x32xf32>, %freq: tensor<1x8x1xf32>, %r: tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32> {
  %x = graph.gather %emb, %ids axis = 0 : (tensor<16x32xf32>, tensor<1x?xi64>) -> tensor<1x?x32xf32>
  %y = graph.matmul %x, %w : (tensor<1x?x32xf32>, tensor<32x32xf32>) -> tensor<1x?x32xf32>
  %h = graph.reshape %y : tensor<1x?x32xf32> -> tensor<1x?x4x8xf32>
  %q = graph.transpose %h perm = [0, 2, 1, 3] : tensor<1x?x4x8xf32> -> tensor<1x4x?x8xf32>
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %n = tensor.dim %ids, %c1 : tensor<1x?xi64>
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %nc = math.ceil %nf : f64
  %nn = arith.fptosi %nc : f64 to i64
  %len = arith.maxsi %nn, %c0_i64 : i64
  %shape = tensor.from_elements %len : tensor<1xi64>
  %zero = graph.constant dense<0> : tensor<i64>
  %z = graph.broadcast_to %zero, %shape : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %pos = graph.iota dim = 0 like %z : (tensor<?xi64>) -> tensor<?xi64>
  %posf = graph.cast %pos : tensor<?xi64> to tensor<?xf32>
  %pos3 = graph.reshape %posf : tensor<?xf32> -> tensor<1x1x?xf32>
  %fr = graph.matmul %freq, %pos3 : (tensor<1x8x1xf32>, tensor<1x1x?xf32>) -> tensor<1x8x?xf32>
  %ft = graph.transpose %fr perm = [0, 2, 1] : tensor<1x8x?xf32> -> tensor<1x?x8xf32>
  %cos3 = graph.cos %ft : tensor<1x?x8xf32>
  %cos = graph.reshape %cos3 : tensor<1x?x8xf32> -> tensor<1x1x?x8xf32>
  %sin3 = graph.sin %ft : tensor<1x?x8xf32>
  %sin = graph.reshape %sin3 : tensor<1x?x8xf32> -> tensor<1x1x?x8xf32>
  %a = graph.mul %q, %cos : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %b = graph.mul %q, %sin : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %c = graph.add %a, %b : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  // %r's sequence length is its own: r * cos may broadcast at run time.
  %d = graph.mul %r, %cos : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %e = graph.add %c, %d : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  return %e : tensor<1x4x?x8xf32>
}

// An attention's result has its query's dims: the residual add after the
// head merge is between two values of x's sequence length (marked).
// CHECK-LABEL: func.func @proven_through_attention
// CHECK: graph.add {{.+}} {graph.same_dynamic_dims}
func.func @proven_through_attention(%x: tensor<1x?x32xf32>, %k: tensor<1x4x?x8xf32>, %v: tensor<1x4x?x8xf32>) -> tensor<1x?x32xf32> {
  %h = graph.reshape %x : tensor<1x?x32xf32> -> tensor<1x?x4x8xf32>
  %q = graph.transpose %h perm = [0, 2, 1, 3] : tensor<1x?x4x8xf32> -> tensor<1x4x?x8xf32>
  %a = graph.attention %q, %k, %v {scale = 1.0 : f64} : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  %t = graph.transpose %a perm = [0, 2, 1, 3] : tensor<1x4x?x8xf32> -> tensor<1x?x4x8xf32>
  %m = graph.reshape %t : tensor<1x?x4x8xf32> -> tensor<1x?x32xf32>
  %r = graph.add %x, %m : (tensor<1x?x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  return %r : tensor<1x?x32xf32>
}
