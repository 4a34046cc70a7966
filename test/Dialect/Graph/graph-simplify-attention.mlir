// RUN: mlc-opt %s --graph-simplify --canonicalize -split-input-file | FileCheck %s

// The exporters' form (PyTorch's nn.MultiheadAttention-style head split):
// reshape + transpose of q, k (to kT) and v, matmul, divide by sqrt(d),
// Where(mask, -1e4, s), softmax, matmul, transpose back. The four
// transposes fold into the attention's indexing (seq_first).
// CHECK-LABEL: func @bert_form
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x32x64xf32>, %[[K:[^:]+]]: tensor<1x32x64xf32>, %[[V:[^:]+]]: tensor<1x32x64xf32>, %[[M:[^:]+]]: tensor<1x1x1x32xi1>)
// CHECK-DAG: %[[Q4:.+]] = graph.reshape %[[Q]] : tensor<1x32x64xf32> -> tensor<1x32x4x16xf32>
// CHECK-DAG: %[[K4:.+]] = graph.reshape %[[K]]
// CHECK-DAG: %[[V4:.+]] = graph.reshape %[[V]]
// CHECK: %[[O:.+]] = graph.attention %[[Q4]], %[[K4]], %[[V4]] mask %[[M]] {mask_value = -1.000000e+04 : f64, scale = 2.500000e-01 : f64, seq_first} : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>, tensor<1x1x1x32xi1>) -> tensor<1x32x4x16xf32>
// CHECK: %[[R:.+]] = graph.reshape %[[O]] : tensor<1x32x4x16xf32> -> tensor<1x32x64xf32>
// CHECK-NOT: graph.transpose
// CHECK-NOT: graph.softmax
// CHECK: return %[[R]]
func.func @bert_form(%q: tensor<1x32x64xf32>, %k: tensor<1x32x64xf32>, %v: tensor<1x32x64xf32>, %m: tensor<1x1x1x32xi1>) -> tensor<1x32x64xf32> {
  %c4 = graph.constant dense<4.0> : tensor<f32>
  %fill = graph.constant dense<-1.0e4> : tensor<f32>
  %q4 = graph.reshape %q : tensor<1x32x64xf32> -> tensor<1x32x4x16xf32>
  %k4 = graph.reshape %k : tensor<1x32x64xf32> -> tensor<1x32x4x16xf32>
  %v4 = graph.reshape %v : tensor<1x32x64xf32> -> tensor<1x32x4x16xf32>
  %qt = graph.transpose %q4 perm = [0, 2, 1, 3] : tensor<1x32x4x16xf32> -> tensor<1x4x32x16xf32>
  %kt = graph.transpose %k4 perm = [0, 2, 3, 1] : tensor<1x32x4x16xf32> -> tensor<1x4x16x32xf32>
  %vt = graph.transpose %v4 perm = [0, 2, 1, 3] : tensor<1x32x4x16xf32> -> tensor<1x4x32x16xf32>
  %s = graph.matmul %qt, %kt : (tensor<1x4x32x16xf32>, tensor<1x4x16x32xf32>) -> tensor<1x4x32x32xf32>
  %d = graph.div %s, %c4 : (tensor<1x4x32x32xf32>, tensor<f32>) -> tensor<1x4x32x32xf32>
  %w = graph.select %m, %fill, %d : (tensor<1x1x1x32xi1>, tensor<f32>, tensor<1x4x32x32xf32>) -> tensor<1x4x32x32xf32>
  %p = graph.softmax %w {axis = 3 : i64} : tensor<1x4x32x32xf32>
  %o = graph.matmul %p, %vt : (tensor<1x4x32x32xf32>, tensor<1x4x32x16xf32>) -> tensor<1x4x32x16xf32>
  %ot = graph.transpose %o perm = [0, 2, 1, 3] : tensor<1x4x32x16xf32> -> tensor<1x32x4x16xf32>
  %r = graph.reshape %ot : tensor<1x32x4x16xf32> -> tensor<1x32x64xf32>
  return %r : tensor<1x32x64xf32>
}

// -----

// [B, H, S, D] operands, kT as a transposed operand of the matmul, scale
// as a product, an additive float mask, no mask-side transposes: the
// attention reads them as they are.
// CHECK-LABEL: func @bhsd_additive
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<2x4x8x16xf16>, %[[K:[^:]+]]: tensor<2x4x10x16xf16>, %[[V:[^:]+]]: tensor<2x4x10x8xf16>, %[[M:[^:]+]]: tensor<8x10xf16>)
// CHECK: %[[O:.+]] = graph.attention %[[Q]], %[[K]], %[[V]] mask %[[M]] {scale = 1.250000e-01 : f64} : (tensor<2x4x8x16xf16>, tensor<2x4x10x16xf16>, tensor<2x4x10x8xf16>, tensor<8x10xf16>) -> tensor<2x4x8x8xf16>
// CHECK-NEXT: return %[[O]]
func.func @bhsd_additive(%q: tensor<2x4x8x16xf16>, %k: tensor<2x4x10x16xf16>, %v: tensor<2x4x10x8xf16>, %m: tensor<8x10xf16>) -> tensor<2x4x8x8xf16> {
  %c = graph.constant dense<0.125> : tensor<f16>
  %s = graph.matmul %q, %k {transpose_b} : (tensor<2x4x8x16xf16>, tensor<2x4x10x16xf16>) -> tensor<2x4x8x10xf16>
  %d = graph.mul %c, %s : (tensor<f16>, tensor<2x4x8x10xf16>) -> tensor<2x4x8x10xf16>
  %a = graph.add %d, %m : (tensor<2x4x8x10xf16>, tensor<8x10xf16>) -> tensor<2x4x8x10xf16>
  %p = graph.softmax %a {axis = -1 : i64} : tensor<2x4x8x10xf16>
  %o = graph.matmul %p, %v : (tensor<2x4x8x10xf16>, tensor<2x4x10x8xf16>) -> tensor<2x4x8x8xf16>
  return %o : tensor<2x4x8x8xf16>
}

// -----

// A causal Where that keeps the scores where the mask is true
// (Where(tril, s, -inf)): the mask is negated; no scale.
// CHECK-LABEL: func @keep_where_true
// CHECK: %[[N:.+]] = graph.not %arg3
// CHECK: graph.attention %arg0, %arg1, %arg2 mask %[[N]] {mask_value = 0xFFF0000000000000 : f64, scale = 1.000000e+00 : f64}
func.func @keep_where_true(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %m: tensor<8x8xi1>) -> tensor<1x2x8x4xf32> {
  %ninf = graph.constant dense<0xFF800000> : tensor<f32>
  %kt = graph.transpose %k perm = [0, 1, 3, 2] : tensor<1x2x8x4xf32> -> tensor<1x2x4x8xf32>
  %s = graph.matmul %q, %kt : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x8x8xf32>
  %w = graph.select %m, %s, %ninf : (tensor<8x8xi1>, tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8x8xf32>
  %p = graph.softmax %w {axis = 3 : i64} : tensor<1x2x8x8xf32>
  %o = graph.matmul %p, %v : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

// Not recognized: the probabilities are also returned (they must be
// written), the softmax is not along the keys, and the scale is not a
// constant.
// CHECK-LABEL: func @probs_returned
// CHECK-NOT: graph.attention
// CHECK: graph.softmax
// CHECK: graph.matmul
func.func @probs_returned(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x8x4xf32>) -> (tensor<1x2x8x4xf32>, tensor<1x2x8x8xf32>) {
  %s = graph.matmul %q, %k : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x8x8xf32>
  %p = graph.softmax %s {axis = 3 : i64} : tensor<1x2x8x8xf32>
  %o = graph.matmul %p, %v : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %o, %p : tensor<1x2x8x4xf32>, tensor<1x2x8x8xf32>
}

// -----

// CHECK-LABEL: func @softmax_over_queries
// CHECK-NOT: graph.attention
// CHECK: graph.softmax %{{.+}} {axis = 2 : i64}
func.func @softmax_over_queries(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32> {
  %s = graph.matmul %q, %k : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x8x8xf32>
  %p = graph.softmax %s {axis = 2 : i64} : tensor<1x2x8x8xf32>
  %o = graph.matmul %p, %v : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

// CHECK-LABEL: func @scale_not_constant
// CHECK-NOT: graph.attention
// CHECK: graph.div
func.func @scale_not_constant(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x8x4xf32>, %c: tensor<f32>) -> tensor<1x2x8x4xf32> {
  %s = graph.matmul %q, %k : (tensor<1x2x8x4xf32>, tensor<1x2x4x8xf32>) -> tensor<1x2x8x8xf32>
  %d = graph.div %s, %c : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8x8xf32>
  %p = graph.softmax %d {axis = 3 : i64} : tensor<1x2x8x8xf32>
  %o = graph.matmul %p, %v : (tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  return %o : tensor<1x2x8x4xf32>
}

// -----

// torch 2.11's SDPA export of a grouped-query decode step (transformers
// Llama, dynamic batch and cache length): repeat_kv as unsqueeze +
// broadcast_to + reshape of k and v, kT as reshape + transpose [0,2,1] +
// reshape, both sides scaled by sqrt(scale), an additive mask of dynamic
// shape, and the "safe softmax" where(isnan(p), 0, p). One graph.attention
// reads the 2 key/value heads directly (group 2): no repeated cache, and the
// reshape feeding only shape_of folds to its sizes.
// CHECK-LABEL: func @torch_gqa_decode
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<?x4x1x16xf32>, %[[K:[^:]+]]: tensor<?x2x?x16xf32>, %[[V:[^:]+]]: tensor<?x2x?x16xf32>, %[[M:[^:]+]]: tensor<?x1x1x?xf32>, %[[S:[^:]+]]: tensor<2xi64>)
// CHECK: %[[O:.+]] = graph.attention %[[Q]], %[[K]], %[[V]] mask %[[M]] {scale = 2.500000e-01 : f64} : (tensor<?x4x1x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>, tensor<?x1x1x?xf32>) -> tensor<?x4x1x16xf32>
// CHECK-NOT: graph.broadcast_to
// CHECK-NOT: graph.isnan
// CHECK: return %[[O]]
func.func @torch_gqa_decode(%q: tensor<?x4x1x16xf32>, %k: tensor<?x2x?x16xf32>, %v: tensor<?x2x?x16xf32>, %mask: tensor<?x1x1x?xf32>, %bs: tensor<2xi64>) -> tensor<?x4x1x16xf32> {
  %c = graph.constant dense<0.5> : tensor<f32>
  %zero = graph.constant dense<0.0> : tensor<f32>
  %c2 = graph.constant dense<2> : tensor<1xi64>
  %c4 = graph.constant dense<4> : tensor<1xi64>
  %c16 = graph.constant dense<16> : tensor<1xi64>
  %c2x2 = graph.constant dense<2> : tensor<2xi64>
  %c4x16 = graph.constant dense<[4, 16]> : tensor<2xi64>
  %cm1 = graph.constant dense<-1> : tensor<1xi64>
  %b = graph.slice %bs starts = [0] ends = [1] axes = [0] steps = [1] : tensor<2xi64> -> tensor<1xi64>
  %p = graph.slice %bs starts = [1] ends = [2] axes = [0] steps = [1] : tensor<2xi64> -> tensor<1xi64>
  %bt_shape = graph.concat %b, %c2x2, %p, %c16 axis = 0 : (tensor<1xi64>, tensor<2xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi64>
  %kv_shape = graph.concat %b, %c4, %p, %c16 axis = 0 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<4xi64>
  %k5 = graph.reshape %k : tensor<?x2x?x16xf32> -> tensor<?x2x1x?x16xf32>
  %kb = graph.broadcast_to %k5, %bt_shape : (tensor<?x2x1x?x16xf32>, tensor<5xi64>) -> tensor<?x2x2x?x16xf32>
  %kr = graph.reshape %kb, %kv_shape : tensor<?x2x2x?x16xf32>, tensor<4xi64> -> tensor<?x4x?x16xf32>
  %v5 = graph.reshape %v : tensor<?x2x?x16xf32> -> tensor<?x2x1x?x16xf32>
  %vb = graph.broadcast_to %v5, %bt_shape : (tensor<?x2x1x?x16xf32>, tensor<5xi64>) -> tensor<?x2x2x?x16xf32>
  %vr = graph.reshape %vb, %kv_shape : tensor<?x2x2x?x16xf32>, tensor<4xi64> -> tensor<?x4x?x16xf32>
  %ks = graph.shape_of %kr : tensor<?x4x?x16xf32> -> tensor<4xi64>
  %kp = graph.slice %ks starts = [2] ends = [3] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %flat_shape = graph.concat %cm1, %kp, %c16 axis = 0 : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<3xi64>
  %kf = graph.reshape %kb, %flat_shape : tensor<?x2x2x?x16xf32>, tensor<3xi64> -> tensor<?x?x16xf32>
  %kt3 = graph.transpose %kf perm = [0, 2, 1] : tensor<?x?x16xf32> -> tensor<?x16x?xf32>
  %kb0 = graph.slice %ks starts = [0] ends = [1] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %kt_shape = graph.concat %kb0, %c4x16, %kp axis = 0 : (tensor<1xi64>, tensor<2xi64>, tensor<1xi64>) -> tensor<4xi64>
  %kt = graph.reshape %kt3, %kt_shape : tensor<?x16x?xf32>, tensor<4xi64> -> tensor<?x4x16x?xf32>
  %qs = graph.mul %q, %c : (tensor<?x4x1x16xf32>, tensor<f32>) -> tensor<?x4x1x16xf32>
  %kts = graph.mul %kt, %c : (tensor<?x4x16x?xf32>, tensor<f32>) -> tensor<?x4x16x?xf32>
  %s = graph.matmul %qs, %kts : (tensor<?x4x1x16xf32>, tensor<?x4x16x?xf32>) -> tensor<?x4x1x?xf32>
  %sm = graph.add %s, %mask : (tensor<?x4x1x?xf32>, tensor<?x1x1x?xf32>) -> tensor<?x4x1x?xf32>
  %pr = graph.softmax %sm {axis = 3 : i64} : tensor<?x4x1x?xf32>
  %nan = graph.isnan %pr : tensor<?x4x1x?xf32> -> tensor<?x4x1x?xi1>
  %safe = graph.select %nan, %zero, %pr : (tensor<?x4x1x?xi1>, tensor<f32>, tensor<?x4x1x?xf32>) -> tensor<?x4x1x?xf32>
  %o = graph.matmul %safe, %vr : (tensor<?x4x1x?xf32>, tensor<?x4x?x16xf32>) -> tensor<?x4x1x16xf32>
  return %o : tensor<?x4x1x16xf32>
}

// -----

// Multi-query attention written with the matmuls' broadcast (one key/value
// head for 4 query heads): graph.attention with one key/value head.
// CHECK-LABEL: func @mqa_broadcast
// CHECK: graph.attention %arg0, %{{.*}}, %arg2 {scale = 5.000000e-01 : f64} : (tensor<1x4x3x8xf32>, tensor<1x1x9x8xf32>, tensor<1x1x9x8xf32>) -> tensor<1x4x3x8xf32>
func.func @mqa_broadcast(%q: tensor<1x4x3x8xf32>, %kt: tensor<1x1x8x9xf32>, %v: tensor<1x1x9x8xf32>) -> tensor<1x4x3x8xf32> {
  %c = graph.constant dense<0.5> : tensor<f32>
  %s = graph.matmul %q, %kt : (tensor<1x4x3x8xf32>, tensor<1x1x8x9xf32>) -> tensor<1x4x3x9xf32>
  %d = graph.mul %s, %c : (tensor<1x4x3x9xf32>, tensor<f32>) -> tensor<1x4x3x9xf32>
  %p = graph.softmax %d {axis = 3 : i64} : tensor<1x4x3x9xf32>
  %o = graph.matmul %p, %v : (tensor<1x4x3x9xf32>, tensor<1x1x9x8xf32>) -> tensor<1x4x3x8xf32>
  return %o : tensor<1x4x3x8xf32>
}

// -----

// The same with a dynamic query head count: the kernels would read the one
// key/value head at every query head index; kept decomposed.
// CHECK-LABEL: func @mqa_dynamic_heads
// CHECK-NOT: graph.attention
// CHECK: graph.softmax
func.func @mqa_dynamic_heads(%q: tensor<1x?x3x8xf32>, %kt: tensor<1x1x8x9xf32>, %v: tensor<1x1x9x8xf32>) -> tensor<1x?x3x8xf32> {
  %c = graph.constant dense<0.5> : tensor<f32>
  %s = graph.matmul %q, %kt : (tensor<1x?x3x8xf32>, tensor<1x1x8x9xf32>) -> tensor<1x?x3x9xf32>
  %d = graph.mul %s, %c : (tensor<1x?x3x9xf32>, tensor<f32>) -> tensor<1x?x3x9xf32>
  %p = graph.softmax %d {axis = 3 : i64} : tensor<1x?x3x9xf32>
  %o = graph.matmul %p, %v : (tensor<1x?x3x9xf32>, tensor<1x1x9x8xf32>) -> tensor<1x?x3x8xf32>
  return %o : tensor<1x?x3x8xf32>
}

// -----

// RoPE after the head split (q transposed, then x * cos + (x . R) * sin)
// stays there: below the transpose the rotation's rows would be the 4
// heads, not the sequence. The attention writes its result in the merged
// layout [B, S, H, D] (result_seq_first): the merge's transpose goes.
// CHECK-LABEL: func @rope_then_head_split_attention
// CHECK: graph.matmul %{{.+}}, %{{.+}} : (tensor<1x4x?x8xf32>, tensor<8x8xf32>) -> tensor<1x4x?x8xf32>
// CHECK: %[[O:.+]] = graph.attention %{{.+}}, %{{.+}}, %{{.+}} {causal, result_seq_first, scale = 5.000000e-01 : f64} : (tensor<1x4x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x?x4x8xf32>
// CHECK-NEXT: return %[[O]]
func.func @rope_then_head_split_attention(%q: tensor<1x?x4x8xf32>, %k: tensor<1x?x2x8xf32>, %v: tensor<1x?x2x8xf32>, %cos: tensor<1x1x?x8xf32>, %sin: tensor<1x1x?x8xf32>) -> tensor<1x?x4x8xf32> {
  %r = graph.constant dense<1.0> : tensor<8x8xf32>
  %qt = graph.transpose %q perm = [0, 2, 1, 3] : tensor<1x?x4x8xf32> -> tensor<1x4x?x8xf32>
  %a = graph.mul %qt, %cos : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %qr = graph.matmul %qt, %r : (tensor<1x4x?x8xf32>, tensor<8x8xf32>) -> tensor<1x4x?x8xf32>
  %b = graph.mul %qr, %sin : (tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x4x?x8xf32>
  %q2 = graph.add %a, %b : (tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32>
  %kt = graph.transpose %k perm = [0, 2, 1, 3] : tensor<1x?x2x8xf32> -> tensor<1x2x?x8xf32>
  %vt = graph.transpose %v perm = [0, 2, 1, 3] : tensor<1x?x2x8xf32> -> tensor<1x2x?x8xf32>
  %o = graph.attention %q2, %kt, %vt {scale = 0.5 : f64, causal} : (tensor<1x4x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x4x?x8xf32>
  %ot = graph.transpose %o perm = [0, 2, 1, 3] : tensor<1x4x?x8xf32> -> tensor<1x?x4x8xf32>
  return %ot : tensor<1x?x4x8xf32>
}

// -----

// An elementwise op after the head split (a scale of q by a per-position
// factor [1, 1, S, 1]) moves below the transpose (the factor transposed
// back is a reshape: only unit dims move); the transposes then meet the
// attention, which reads and writes [B, S, H, D] in place with grouped
// keys and values: no transpose is left.
// CHECK-LABEL: func @scaled_head_split_attention
// CHECK-NOT: graph.transpose
// CHECK: %[[F:.+]] = graph.reshape %arg3 : tensor<1x1x?x1xf32> -> tensor<1x?x1x1xf32>
// CHECK: %[[Q:.+]] = graph.mul %arg0, %[[F]] : (tensor<1x?x4x8xf32>, tensor<1x?x1x1xf32>) -> tensor<1x?x4x8xf32>
// CHECK: graph.attention %[[Q]], %arg1, %arg2 {scale = 5.000000e-01 : f64, seq_first} : (tensor<1x?x4x8xf32>, tensor<1x?x2x8xf32>, tensor<1x?x2x8xf32>) -> tensor<1x?x4x8xf32>
// CHECK-NOT: graph.transpose
func.func @scaled_head_split_attention(%q: tensor<1x?x4x8xf32>, %k: tensor<1x?x2x8xf32>, %v: tensor<1x?x2x8xf32>, %f: tensor<1x1x?x1xf32>) -> tensor<1x?x4x8xf32> {
  %qt = graph.transpose %q perm = [0, 2, 1, 3] : tensor<1x?x4x8xf32> -> tensor<1x4x?x8xf32>
  %q2 = graph.mul %qt, %f : (tensor<1x4x?x8xf32>, tensor<1x1x?x1xf32>) -> tensor<1x4x?x8xf32>
  %kt = graph.transpose %k perm = [0, 2, 1, 3] : tensor<1x?x2x8xf32> -> tensor<1x2x?x8xf32>
  %vt = graph.transpose %v perm = [0, 2, 1, 3] : tensor<1x?x2x8xf32> -> tensor<1x2x?x8xf32>
  %o = graph.attention %q2, %kt, %vt {scale = 0.5 : f64} : (tensor<1x4x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x4x?x8xf32>
  %ot = graph.transpose %o perm = [0, 2, 1, 3] : tensor<1x4x?x8xf32> -> tensor<1x?x4x8xf32>
  return %ot : tensor<1x?x4x8xf32>
}

// -----

// A transposed value that is also returned stays where it is (moving the
// rest would copy it twice), and an operand that would need a real
// transpose (a full [1, 4, S, 8] tensor) stops the move.
// CHECK-LABEL: func @transpose_stays
// CHECK-COUNT-2: graph.transpose
// CHECK-NOT: graph.transpose
func.func @transpose_stays(%x: tensor<1x3x4x8xf32>, %y: tensor<1x4x3x8xf32>) -> (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) {
  %t = graph.transpose %x perm = [0, 2, 1, 3] : tensor<1x3x4x8xf32> -> tensor<1x4x3x8xf32>
  %n = graph.neg %t : tensor<1x4x3x8xf32>
  %u = graph.transpose %x perm = [0, 2, 1, 3] : tensor<1x3x4x8xf32> -> tensor<1x4x3x8xf32>
  %s = graph.add %u, %y : (tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>) -> tensor<1x4x3x8xf32>
  return %t, %s : tensor<1x4x3x8xf32>, tensor<1x4x3x8xf32>
}
