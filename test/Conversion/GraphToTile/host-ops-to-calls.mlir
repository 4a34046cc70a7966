// RUN: mlc-opt %s -convert-graph-to-tile -split-input-file | FileCheck %s

// A data-dependent size: room for max(C, 1) handles, the call returns the
// count, the result is the leading slice.
// CHECK-LABEL: func.func @normalize
// CHECK-SAME: (%[[X:.+]]: tensor<?xi128>
// CHECK: %[[IN:.+]] = bufferization.to_buffer %[[X]] read_only
// CHECK: %[[CFG:.+]] = bufferization.to_buffer %{{.*}} read_only : tensor<{{[0-9]+}}xi8>
// CHECK: %[[N:.+]] = memref.dim
// CHECK: %[[CAP:.+]] = arith.maxsi %[[N]], %{{.*}} : index
// CHECK: %[[OUT:.+]] = memref.alloc(%[[CAP]]) : memref<?xi128>
// The call says how many of its last buffers it fills (the CUDA host
// lowering copies those back to the device).
// CHECK: %[[COUNT:.+]] = call @mlc_string_normalize(%{{.*}}, %{{.*}}, %{{.*}}) {kernel.host_call_outputs = 1 : i64} : (memref<?xi128, strided<[?], offset: ?>>, memref<?xi8, strided<[?], offset: ?>>, memref<?xi128, strided<[?], offset: ?>>) -> i64
// CHECK-DAG: %[[T:.+]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK-DAG: %[[K:.+]] = arith.index_cast %[[COUNT]] : i64 to index
// CHECK: tensor.extract_slice %[[T]][0] [%[[K]]] [1]
func.func @normalize(%x: tensor<?x!graph.string>) -> tensor<?x!graph.string> {
  %0 = graph.string_normalizer %x {case_change_action = "LOWER", stopwords = ["a"]} : tensor<?x!graph.string> -> tensor<?x!graph.string>
  return %0 : tensor<?x!graph.string>
}

// -----

// The function is named after the graph element type: signedness is gone
// from the buffer types.
// CHECK-LABEL: func.func @nonzero
// CHECK: call @mlc_non_zero_u8({{.*}}) {kernel.host_call_outputs = 1 : i64} : (memref<?xi8, strided<[?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>, memref<?xi64, strided<[?], offset: ?>>) -> i64
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [2, %{{.*}}] [1, 1] : tensor<2x?xi64> to tensor<2x?xi64>
func.func @nonzero(%x: tensor<2x3xui8>) -> tensor<2x?xi64> {
  %0 = graph.non_zero %x : tensor<2x3xui8> -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// -----

// A run-time check: the condition read on the host, cf.assert with the
// op's location and message.
// CHECK-LABEL: func.func @check
// CHECK: %[[OK:.+]] = tensor.extract %{{.*}}[] : tensor<i1>
// CHECK: cf.assert %[[OK]], "run-time check failed at {{.*}}: Expected value >= 1 for dimension variable 'b'"
func.func @check(%ok: tensor<i1>) {
  graph.assert %ok, "Expected value >= 1 for dimension variable 'b'" : tensor<i1>
  return
}
