// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda" | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --graph-form-fused-groups="print-decisions" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU

// A matmul takes its elementwise epilogue chain (bias, gelu) on both
// targets (the CPU's tile program applies it to the tile in cache); the
// bias stays an input of the kernel.
// CHECK-LABEL: func.func @bias_gelu
// CHECK: graph.fused "gelu_0" (%arg0, %arg1, %arg2)
// CHECK:   graph.matmul
// CHECK:   graph.add
// CHECK:   graph.gelu
// CHECK-NOT: graph.fused
// WHY: remark: fused with its producer 'graph.matmul' at {{.+}}: elementwise epilogue of a matmul: applied to the accumulator tile before it is stored
// WHY: remark: kernel 'gelu_0': 3 ops (graph.matmul, graph.add, graph.gelu)
// CPU: remark: fused with its producer 'graph.matmul' at {{.+}}: elementwise epilogue of a matmul
// CPU: remark: kernel 'gelu_0': 3 ops (graph.matmul, graph.add, graph.gelu)
func.func @bias_gelu(%a: tensor<64x32xf16>, %b: tensor<32x48xf16>, %bias: tensor<48xf16>) -> tensor<64x48xf16> {
  %c = graph.matmul %a, %b : (tensor<64x32xf16>, tensor<32x48xf16>) -> tensor<64x48xf16>
  %d = graph.add %c, %bias : (tensor<64x48xf16>, tensor<48xf16>) -> tensor<64x48xf16>
  %e = graph.gelu %d : tensor<64x48xf16>
  return %e : tensor<64x48xf16>
}

// An elementwise producer of the epilogue's other operand that reads only
// values from outside and is used once (a side op: RoPE's q * cos) joins
// the epilogue, whichever operand order; the matmul leads the group (the
// tile program starts at it). Used twice, it stays its own kernel.
// CHECK-LABEL: func.func @residual
// CHECK: graph.fused "add_0" (%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.matmul
// CHECK-NEXT: graph.exp
// CHECK-NEXT: graph.add
// WHY: remark: fused with its producer 'graph.exp' at {{.+}}: elementwise chain, single use, same shape
func.func @residual(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %r: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %c = graph.matmul %a, %b : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %x = graph.exp %r : tensor<64x48xf32>
  %d = graph.add %c, %x : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  return %d : tensor<64x48xf32>
}

// CHECK-LABEL: func.func @residual_first
// CHECK: graph.fused "add_0" (%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.matmul
// CHECK-NEXT: graph.exp
// CHECK-NEXT: graph.add
func.func @residual_first(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %r: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %c = graph.matmul %a, %b : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %x = graph.exp %r : tensor<64x48xf32>
  %d = graph.add %x, %c : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  return %d : tensor<64x48xf32>
}

// CHECK-LABEL: func.func @residual_twice
// CHECK: %[[X:.+]] = graph.fused "exp_1"
// CHECK: graph.fused "add_0" (%arg0, %arg1, %[[X]])
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.matmul
// CHECK-NEXT: graph.add
// WHY: remark: not fused with its producer 'graph.exp' at {{.+}}: the producer's result has other users
func.func @residual_twice(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %r: tensor<64x48xf32>) -> (tensor<64x48xf32>, tensor<64x48xf32>) {
  %c = graph.matmul %a, %b : (tensor<64x32xf32>, tensor<32x48xf32>) -> tensor<64x48xf32>
  %x = graph.exp %r : tensor<64x48xf32>
  %d = graph.add %c, %x : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  return %d, %x : tensor<64x48xf32>, tensor<64x48xf32>
}

// No epilogue on a transposed matmul, nor one that broadcasts its result.
// WHY: remark: not fused with its producer 'graph.matmul' at {{.+}}: the matmul is transposed or mixes element types (no tile program to take an epilogue)
// WHY: remark: not fused with its producer 'graph.matmul' at {{.+}}: the epilogue broadcasts the matmul's result
func.func @not_fused(%a: tensor<64x32xf32>, %b: tensor<48x32xf32>, %row: tensor<1x32xf32>, %b2: tensor<32x48xf32>, %big: tensor<64x48xf32>) -> (tensor<64x48xf32>, tensor<64x48xf32>) {
  %c = graph.matmul %a, %b {transpose_b} : (tensor<64x32xf32>, tensor<48x32xf32>) -> tensor<64x48xf32>
  %d = graph.relu %c : tensor<64x48xf32>
  %v = graph.matmul %row, %b2 : (tensor<1x32xf32>, tensor<32x48xf32>) -> tensor<1x48xf32>
  %e = graph.add %big, %v : (tensor<64x48xf32>, tensor<1x48xf32>) -> tensor<64x48xf32>
  return %d, %e : tensor<64x48xf32>, tensor<64x48xf32>
}

// A bias of dynamic sizes may broadcast at run time (ONNX Gemm's C in
// --force-dynamic mode): an epilogue reads its operands at the output's
// indices, so the add stays its own kernel (it was fused and gave wrong
// numbers on the CPU).
// CHECK-LABEL: func.func @dynamic_bias
// CHECK: graph.fused "matmul_0"
// CHECK: graph.fused "add_1"
// WHY: remark: not fused with its producer 'graph.matmul' at {{.+}}: the epilogue's other operands have dynamic sizes (a run-time broadcast)
// CPU: remark: not fused with its producer 'graph.matmul' at {{.+}}: the epilogue's other operands have dynamic sizes (a run-time broadcast)
func.func @dynamic_bias(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %bias: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c = graph.matmul %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = graph.add %c, %bias : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %d : tensor<?x?xf32>
}
