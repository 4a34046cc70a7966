// RUN: mlc-opt %s --graph-form-fused-groups -split-input-file | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups=print-decisions -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY

// The head split of a packed qkv (split + reshapes to heads) joins the
// attention's kernel: inside it the pieces are views of the kernel's input.
// CHECK-LABEL: func @head_split
// CHECK: %[[A:.+]] = graph.fused "attention_{{[0-9]+}}" (%arg0) : (tensor<1x8x48xf32>) -> tensor<1x8x2x8xf32>
// CHECK-NEXT: ^bb0(%[[X:.+]]: tensor<1x8x48xf32>):
// CHECK-NEXT: graph.split %[[X]]
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.attention
// CHECK-NEXT: graph.yield
// WHY: remark: fused with its head split 'graph.reshape'
// WHY: remark: fused with its head split 'graph.reshape'
// WHY: remark: fused with its head split 'graph.reshape'
// WHY: remark: fused with its head split 'graph.split'
// WHY: remark: kernel 'attention_0': 5 ops (graph.split, graph.reshape, graph.reshape, graph.reshape, graph.attention)
func.func @head_split(%qkv: tensor<1x8x48xf32>) -> tensor<1x8x2x8xf32> {
  %q, %k, %v = graph.split %qkv axis = 2 sizes = [16, 16, 16] : tensor<1x8x48xf32> -> tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x16xf32>
  %q4 = graph.reshape %q : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %k4 = graph.reshape %k : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %v4 = graph.reshape %v : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %o = graph.attention %q4, %k4, %v4 {scale = 0.35 : f64, seq_first} : (tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x8x2x8xf32>
  return %o : tensor<1x8x2x8xf32>
}

// -----

// The split's value piece is also returned: the split stays a kernel of its
// own (its pieces are written), the reshapes still join the attention.
// CHECK-LABEL: func @split_kept
// CHECK: graph.fused "split_
// CHECK: graph.fused "attention_
// CHECK-NOT: graph.split
// CHECK: graph.attention
// WHY-NOT: head split 'graph.split'
// WHY: remark: kernel 'split_0': 1 op (graph.split)
// WHY: remark: kernel 'attention_1': 4 ops (graph.reshape, graph.reshape, graph.reshape, graph.attention)
func.func @split_kept(%qkv: tensor<1x8x48xf32>) -> (tensor<1x8x2x8xf32>, tensor<1x8x16xf32>) {
  %q, %k, %v = graph.split %qkv axis = 2 sizes = [16, 16, 16] : tensor<1x8x48xf32> -> tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x16xf32>
  %q4 = graph.reshape %q : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %k4 = graph.reshape %k : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %v4 = graph.reshape %v : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %o = graph.attention %q4, %k4, %v4 {scale = 0.35 : f64, seq_first} : (tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x8x2x8xf32>
  return %o, %v : tensor<1x8x2x8xf32>, tensor<1x8x16xf32>
}
