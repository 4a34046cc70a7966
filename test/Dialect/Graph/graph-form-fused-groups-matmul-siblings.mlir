// RUN: mlc-opt %s --graph-form-fused-groups -split-input-file | FileCheck %s
// RUN: mlc-opt %s --graph-form-fused-groups="print-decisions" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHY
// RUN: mlc-opt %s --graph-form-fused-groups="target=cuda print-decisions" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDA

// Matmul siblings: matmuls of one LHS against constant weights with the same
// epilogue become one matmul against the weights concatenated along N (row k
// of the new weights is row k of each sibling's), the epilogue's per-column
// constants concatenated likewise, and a split of the wider result.

// CHECK-LABEL: func @projections
// CHECK-DAG: %[[W:.+]] = graph.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 1.000000e+01, 2.000000e+01, 1.000000e+02, 2.000000e+02], [3.000000e+00, 4.000000e+00, 3.000000e+01, 4.000000e+01, 3.000000e+02, 4.000000e+02]]> : tensor<2x6xf32>
// CHECK-DAG: %[[B:.+]] = graph.constant dense<[5.000000e-01, 1.500000e+00, 2.500000e+00, 3.500000e+00, 4.500000e+00, 5.500000e+00]> : tensor<6xf32>
// CHECK: %[[M:.+]] = graph.fused "relu_0" (%arg0, %[[W]], %[[B]]) : (tensor<4x2xf32>, tensor<2x6xf32>, tensor<6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.matmul {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT: graph.add {{.*}} -> tensor<4x6xf32>
// CHECK-NEXT: graph.relu {{.*}} : tensor<4x6xf32>
// CHECK-NEXT: graph.yield
// CHECK: %[[S:.+]]:3 = graph.fused "split_1" (%[[M]])
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.split %{{.+}} axis = 1 sizes = [2, 2, 2]
// CHECK-NOT: graph.matmul
// CHECK: return %[[S]]#0, %[[S]]#1, %[[S]]#2
// WHY: remark: concatenated 3 sibling matmuls of one LHS (N = 2, 2, 2, K = 2) into one of N = 6 and a split: each alone is narrower than 512 columns (8 grid tiles of 64); the LHS is read once and 2 launches saved
// On CUDA 4 rows are GEMVs (gemv-max-rows): each reads its weights once,
// so only the split would be added.
// CUDA: remark: not concatenated 3 sibling matmuls of one LHS (N = 2, 2, 2, K = 2) into one of N = 6 and a split: it does not pay unless more than 8 rows (fewer run as GEMVs, which gain nothing together)
func.func @projections(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>) {
  %wq = graph.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %wk = graph.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %wv = graph.constant dense<[[100.0, 200.0], [300.0, 400.0]]> : tensor<2x2xf32>
  %bq = graph.constant dense<[0.5, 1.5]> : tensor<2xf32>
  %bk = graph.constant dense<[2.5, 3.5]> : tensor<2xf32>
  %bv = graph.constant dense<[4.5, 5.5]> : tensor<2xf32>
  %q = graph.matmul %x, %wq : (tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %qb = graph.add %q, %bq : (tensor<4x2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
  %qr = graph.relu %qb : tensor<4x2xf32>
  %k = graph.matmul %x, %wk : (tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %kb = graph.add %k, %bk : (tensor<4x2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
  %kr = graph.relu %kb : tensor<4x2xf32>
  %v = graph.matmul %x, %wv : (tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %vb = graph.add %v, %bv : (tensor<4x2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
  %vr = graph.relu %vb : tensor<4x2xf32>
  return %qr, %kr, %vr : tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// Different epilogues (relu on one, none on the other): not concatenated,
// two matmul kernels.
// CHECK-LABEL: func @epilogues_differ
// CHECK: graph.fused "relu_0"
// CHECK: graph.fused "matmul_1"
// CHECK-NOT: graph.split
// WHY: remark: matmul not concatenated with its sibling 'graph.matmul' {{.*}} (same LHS, constant weights): the epilogues differ
func.func @epilogues_differ(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
  %wq = graph.constant dense<1.0> : tensor<2x2xf32>
  %wk = graph.constant dense<2.0> : tensor<2x2xf32>
  %q = graph.matmul %x, %wq : (tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %qr = graph.relu %q : tensor<4x2xf32>
  %k = graph.matmul %x, %wk : (tensor<4x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  return %qr, %k : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// 512 columns each over 4096 rows: on the CPU each alone already fills the
// grid (not concatenated); on the H200 each is 32 x 4 = 128 output tiles,
// fewer than its 132 multiprocessors (concatenated).
// CHECK-LABEL: func @wide
// CHECK: graph.fused "matmul_0"
// CHECK: graph.fused "matmul_1"
// WHY: remark: not concatenated 2 sibling matmuls of one LHS (N = 512, 512, K = 4) into one of N = 1024 and a split: it does not pay unless each alone is narrower than 512 columns (8 grid tiles of 64)
// CUDA: remark: concatenated 2 sibling matmuls of one LHS (N = 512, 512, K = 4) into one of N = 1024 and a split: each alone has fewer 128x128 output tiles than the 132 multiprocessors (128 for the first)
func.func @wide(%x: tensor<4096x4xf32>) -> (tensor<4096x512xf32>, tensor<4096x512xf32>) {
  %wa = graph.constant dense<1.0> : tensor<4x512xf32>
  %wb = graph.constant dense<2.0> : tensor<4x512xf32>
  %a = graph.matmul %x, %wa : (tensor<4096x4xf32>, tensor<4x512xf32>) -> tensor<4096x512xf32>
  %b = graph.matmul %x, %wb : (tensor<4096x4xf32>, tensor<4x512xf32>) -> tensor<4096x512xf32>
  return %a, %b : tensor<4096x512xf32>, tensor<4096x512xf32>
}

// -----

// 640 columns over 4096 rows: 160 output tiles each, already more than the
// H200's multiprocessors: not concatenated on CUDA either.
// CUDA-LABEL: remark: not concatenated 2 sibling matmuls of one LHS (N = 640, 640, K = 4) into one of N = 1280 and a split: it does not pay unless each alone has fewer 128x128 output tiles than the 132 multiprocessors (160 for the first)
func.func @wider(%x: tensor<4096x4xf32>) -> (tensor<4096x640xf32>, tensor<4096x640xf32>) {
  %wa = graph.constant dense<1.0> : tensor<4x640xf32>
  %wb = graph.constant dense<2.0> : tensor<4x640xf32>
  %a = graph.matmul %x, %wa : (tensor<4096x4xf32>, tensor<4x640xf32>) -> tensor<4096x640xf32>
  %b = graph.matmul %x, %wb : (tensor<4096x4xf32>, tensor<4x640xf32>) -> tensor<4096x640xf32>
  return %a, %b : tensor<4096x640xf32>, tensor<4096x640xf32>
}

// -----

// Q/K/V projections as three matmuls with biases feeding an attention's
// head reshapes: after the concatenation the split and the reshapes join the
// attention's kernel (read in place), as for an exporter's packed qkv.
// CHECK-LABEL: func @qkv_attention
// CHECK: %[[P:.+]] = graph.fused "add_0" (%arg0, %{{.+}}, %{{.+}}) : (tensor<1x8x16xf32>, tensor<16x48xf32>, tensor<48xf32>) -> tensor<1x8x48xf32>
// CHECK: graph.fused "attention_1" (%[[P]]) : (tensor<1x8x48xf32>) -> tensor<1x8x2x8xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: graph.split
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.reshape
// CHECK-NEXT: graph.attention
// CHECK-NOT: graph.fused
func.func @qkv_attention(%x: tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32> {
  %wq = graph.constant dense<0.1> : tensor<16x16xf32>
  %wk = graph.constant dense<0.2> : tensor<16x16xf32>
  %wv = graph.constant dense<0.3> : tensor<16x16xf32>
  %bq = graph.constant dense<0.5> : tensor<16xf32>
  %bk = graph.constant dense<0.6> : tensor<16xf32>
  %bv = graph.constant dense<0.7> : tensor<16xf32>
  %q = graph.matmul %x, %wq : (tensor<1x8x16xf32>, tensor<16x16xf32>) -> tensor<1x8x16xf32>
  %qb = graph.add %q, %bq : (tensor<1x8x16xf32>, tensor<16xf32>) -> tensor<1x8x16xf32>
  %k = graph.matmul %x, %wk : (tensor<1x8x16xf32>, tensor<16x16xf32>) -> tensor<1x8x16xf32>
  %kb = graph.add %k, %bk : (tensor<1x8x16xf32>, tensor<16xf32>) -> tensor<1x8x16xf32>
  %v = graph.matmul %x, %wv : (tensor<1x8x16xf32>, tensor<16x16xf32>) -> tensor<1x8x16xf32>
  %vb = graph.add %v, %bv : (tensor<1x8x16xf32>, tensor<16xf32>) -> tensor<1x8x16xf32>
  %q4 = graph.reshape %qb : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %k4 = graph.reshape %kb : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %v4 = graph.reshape %vb : tensor<1x8x16xf32> -> tensor<1x8x2x8xf32>
  %o = graph.attention %q4, %k4, %v4 {scale = 0.35 : f64, seq_first} : (tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>, tensor<1x8x2x8xf32>) -> tensor<1x8x2x8xf32>
  return %o : tensor<1x8x2x8xf32>
}
