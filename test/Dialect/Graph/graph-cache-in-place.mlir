// RUN: mlc-opt %s --graph-cache-in-place -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlc-opt %s --graph-cache-in-place --graph-simplify -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=SIMPLE

// A decode step's KV cache ([B, Hkv, L, D], grouped-query: 2 KV heads for 4
// query heads): the input becomes [B, L, Hkv, D] with room, `present` the
// same buffer with the new row appended in place, and the model reads the
// cache through a transpose back to its layout.
// CHECK-LABEL: func @decode
// CHECK-SAME: %[[K:[a-z0-9]+]]: tensor<?x?x2x16xf32> {graph.dim_names = ["batch", "past", "", ""], graph.in_place = array<i64: 1, 1>, graph.name = "past.k"}
// CHECK-SAME: %[[V:[a-z0-9]+]]: tensor<?x?x2x16xf32> {{.*}}graph.in_place = array<i64: 2, 1>
// CHECK-SAME: -> (tensor<?x4x1x16xf32>, tensor<?x?x2x16xf32>, tensor<?x?x2x16xf32>)
// CHECK: %[[NK:.+]] = graph.transpose %arg1 perm = [0, 2, 1, 3] : tensor<?x2x1x16xf32> -> tensor<?x1x2x16xf32>
// CHECK: %[[AK:.+]] = graph.append_in_place %[[K]], %[[NK]] axis = 1 : (tensor<?x?x2x16xf32>, tensor<?x1x2x16xf32>) -> tensor<?x?x2x16xf32>
// CHECK: %[[TK:.+]] = graph.transpose %[[AK]] perm = [0, 2, 1, 3]
// CHECK: %[[AV:.+]] = graph.append_in_place %[[V]]
// CHECK: graph.attention %arg0, %[[TK]]
// CHECK-NOT: graph.concat
// CHECK: return %{{.+}}, %[[AK]], %[[AV]]
//
// graph-simplify then lets the attention read the cache in place: the one
// query row is [B, 1, H, D] by a reshape, keys and values the appended
// buffers (seq_first), the result reshaped back.
// SIMPLE-LABEL: func @decode
// SIMPLE: %[[AK:.+]] = graph.append_in_place %arg3
// SIMPLE: %[[AV:.+]] = graph.append_in_place %arg4
// SIMPLE: %[[Q:.+]] = graph.reshape %arg0 : tensor<?x4x1x16xf32> -> tensor<?x1x4x16xf32>
// SIMPLE: %[[O:.+]] = graph.attention %[[Q]], %[[AK]], %[[AV]] {scale = 2.500000e-01 : f64, seq_first} : (tensor<?x1x4x16xf32>, tensor<?x?x2x16xf32>, tensor<?x?x2x16xf32>) -> tensor<?x1x4x16xf32>
// SIMPLE: graph.reshape %[[O]] : tensor<?x1x4x16xf32> -> tensor<?x4x1x16xf32>
func.func @decode(%q: tensor<?x4x1x16xf32>, %k: tensor<?x2x1x16xf32>, %v: tensor<?x2x1x16xf32>,
                  %pk: tensor<?x2x?x16xf32> {graph.name = "past.k", graph.dim_names = ["batch", "", "past", ""]},
                  %pv: tensor<?x2x?x16xf32> {graph.name = "past.v"})
    -> (tensor<?x4x1x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) {
  %ck = graph.concat %pk, %k axis = 2 : (tensor<?x2x?x16xf32>, tensor<?x2x1x16xf32>) -> tensor<?x2x?x16xf32>
  %cv = graph.concat %pv, %v axis = 2 : (tensor<?x2x?x16xf32>, tensor<?x2x1x16xf32>) -> tensor<?x2x?x16xf32>
  %o = graph.attention %q, %ck, %cv {scale = 0.25 : f64} : (tensor<?x4x1x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>) -> tensor<?x4x1x16xf32>
  return %o, %ck, %cv : tensor<?x4x1x16xf32>, tensor<?x2x?x16xf32>, tensor<?x2x?x16xf32>
}

// -----

// Already [B, L, H, D]: no transposes. A cache of batch 2 stays as it is
// (its rows are not one contiguous prefix), with a remark.
// CHECK-LABEL: func @seq_first
// CHECK: graph.append_in_place %arg1, %arg0 axis = 1
// CHECK-NOT: graph.transpose
// CHECK: graph.concat %arg2, %arg3 axis = 1
func.func @seq_first(%k: tensor<1x1x8x64xbf16>, %pk: tensor<1x?x8x64xbf16>,
                     %p2: tensor<2x?x8x64xbf16>, %k2: tensor<2x1x8x64xbf16>)
    -> (tensor<1x?x8x64xbf16>, tensor<2x?x8x64xbf16>) {
  %c = graph.concat %pk, %k axis = 1 : (tensor<1x?x8x64xbf16>, tensor<1x1x8x64xbf16>) -> tensor<1x?x8x64xbf16>
  // expected-remark @+1 {{cache in place: input ? kept as it is: its batch is 2 (in place needs batch 1)}}
  %c2 = graph.concat %p2, %k2 axis = 1 : (tensor<2x?x8x64xbf16>, tensor<2x1x8x64xbf16>) -> tensor<2x?x8x64xbf16>
  return %c, %c2 : tensor<1x?x8x64xbf16>, tensor<2x?x8x64xbf16>
}

// -----

// A step that appends a run-time number of rows cannot be checked for room
// before it runs: no input qualifies, an error.
// expected-error @+1 {{--cache-in-place: no input is a KV cache that a step appends to and returns}}
func.func @dynamic_rows(%pk: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16> {
  // expected-remark @+1 {{a step appends a run-time number of rows}}
  %c = graph.concat %pk, %k axis = 1 : (tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16>
  return %c : tensor<1x?x8x64xbf16>
}
