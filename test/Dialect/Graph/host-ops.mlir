// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s
// The string element type and the host ops (GraphHostOps.td) parse, print
// and round-trip; graph-form-fused-groups leaves them out of every group.
// RUN: mlc-opt %s -graph-form-fused-groups | FileCheck %s --check-prefix=FUSE

// CHECK-LABEL: func @strings
// CHECK-SAME: (%[[X:.+]]: tensor<4x!graph.string>) -> tensor<?x!graph.string>
func.func @strings(%x: tensor<4x!graph.string>) -> tensor<?x!graph.string> {
  // CHECK: graph.string_normalizer %[[X]] {case_change_action = "UPPER", stopwords = ["monday"]} : tensor<4x!graph.string> -> tensor<?x!graph.string>
  %0 = graph.string_normalizer %x {case_change_action = "UPPER", stopwords = ["monday"]} : tensor<4x!graph.string> -> tensor<?x!graph.string>
  return %0 : tensor<?x!graph.string>
}

// CHECK-LABEL: func @casts
// FUSE-LABEL: func @casts
func.func @casts(%x: tensor<2xf32>) -> (tensor<2x!graph.string>, tensor<2xi64>) {
  // CHECK: graph.string_constant dense<["1", "2.5"]> : tensor<2x!graph.string>
  %c = graph.string_constant dense<["1", "2.5"]> : tensor<2x!graph.string>
  // CHECK: graph.string_cast %{{.*}} : tensor<2x!graph.string> -> tensor<2xf32>
  %f = graph.string_cast %c : tensor<2x!graph.string> -> tensor<2xf32>
  // FUSE: graph.string_cast
  // FUSE: graph.fused
  // FUSE-NEXT: ^bb0
  // FUSE-NEXT: graph.add
  // FUSE-NEXT: graph.yield
  %s = graph.add %x, %f : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // FUSE: graph.string_cast
  // FUSE: graph.non_zero
  %t = graph.string_cast %s : tensor<2xf32> -> tensor<2x!graph.string>
  // CHECK: graph.non_zero %{{.*}} : tensor<2xf32> -> tensor<1x?xi64>
  %n = graph.non_zero %s : tensor<2xf32> -> tensor<1x?xi64>
  %p = graph.constant dense<[1, 2]> : tensor<2xi64>
  %q = graph.add %p, %p : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  return %t, %q : tensor<2x!graph.string>, tensor<2xi64>
}

// A run-time check stays out of fused groups and in place after its
// condition.
// CHECK-LABEL: func @check
// CHECK: graph.assert %{{.*}}, "b must be >= 1" : tensor<i1>
// FUSE-LABEL: func @check
// FUSE: graph.fused
// FUSE: graph.assert
func.func @check(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %s = graph.shape_of %x : tensor<?x3xf32> -> tensor<2xi64>
  %n = graph.slice %s starts = [0] ends = [1] : tensor<2xi64> -> tensor<1xi64>
  %b = graph.reshape %n : tensor<1xi64> -> tensor<i64>
  %c = graph.constant dense<1> : tensor<i64>
  %ok = graph.compare ge, %b, %c : (tensor<i64>, tensor<i64>) -> tensor<i1>
  graph.assert %ok, "b must be >= 1" : tensor<i1>
  return %x : tensor<?x3xf32>
}
