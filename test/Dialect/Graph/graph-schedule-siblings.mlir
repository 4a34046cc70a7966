// RUN: mlc-opt %s --graph-schedule-siblings | FileCheck %s

// An attention's projections as exported: each matmul of the normed x is
// followed by its head split. The k and v matmuls move up behind q's; the
// head splits keep their order after them.
// CHECK-LABEL: func @qkv
// CHECK: graph.fused "q"
// CHECK: graph.matmul
// CHECK-NEXT: graph.yield
// CHECK-NEXT: }
// CHECK-NEXT: graph.fused "k"
// CHECK: graph.fused "v"
// CHECK: graph.fused "split_q"
// CHECK: graph.fused "split_k"
// CHECK: graph.fused "split_v"
func.func @qkv(%x: tensor<?x64xbf16>) -> (tensor<16x?x4xbf16>, tensor<4x?x4xbf16>, tensor<4x?x4xbf16>) {
  %wq = graph.constant dense<1.0> : tensor<64x64xbf16>
  %wk = graph.constant dense<2.0> : tensor<64x16xbf16>
  %wv = graph.constant dense<3.0> : tensor<64x16xbf16>
  %q = graph.fused "q" (%x, %wq) : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x64xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16>
    graph.yield %m : tensor<?x64xbf16>
  }
  %sq = graph.fused "split_q" (%q) : (tensor<?x64xbf16>) -> tensor<16x?x4xbf16> {
  ^bb0(%a: tensor<?x64xbf16>):
    %r = graph.reshape %a : tensor<?x64xbf16> -> tensor<?x16x4xbf16>
    %t = graph.transpose %r perm = [1, 0, 2] : tensor<?x16x4xbf16> -> tensor<16x?x4xbf16>
    graph.yield %t : tensor<16x?x4xbf16>
  }
  %k = graph.fused "k" (%x, %wk) : (tensor<?x64xbf16>, tensor<64x16xbf16>) -> tensor<?x16xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x16xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x16xbf16>) -> tensor<?x16xbf16>
    graph.yield %m : tensor<?x16xbf16>
  }
  %sk = graph.fused "split_k" (%k) : (tensor<?x16xbf16>) -> tensor<4x?x4xbf16> {
  ^bb0(%a: tensor<?x16xbf16>):
    %r = graph.reshape %a : tensor<?x16xbf16> -> tensor<?x4x4xbf16>
    %t = graph.transpose %r perm = [1, 0, 2] : tensor<?x4x4xbf16> -> tensor<4x?x4xbf16>
    graph.yield %t : tensor<4x?x4xbf16>
  }
  %v = graph.fused "v" (%x, %wv) : (tensor<?x64xbf16>, tensor<64x16xbf16>) -> tensor<?x16xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x16xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x16xbf16>) -> tensor<?x16xbf16>
    graph.yield %m : tensor<?x16xbf16>
  }
  %sv = graph.fused "split_v" (%v) : (tensor<?x16xbf16>) -> tensor<4x?x4xbf16> {
  ^bb0(%a: tensor<?x16xbf16>):
    %r = graph.reshape %a : tensor<?x16xbf16> -> tensor<?x4x4xbf16>
    %t = graph.transpose %r perm = [1, 0, 2] : tensor<?x4x4xbf16> -> tensor<4x?x4xbf16>
    graph.yield %t : tensor<4x?x4xbf16>
  }
  return %sq, %sk, %sv : tensor<16x?x4xbf16>, tensor<4x?x4xbf16>, tensor<4x?x4xbf16>
}

// A matmul that reads the first one's result (the MLP's gate after up) or
// a tensor computed after it stays where it is; so does one that shares
// only a constant with it.
// CHECK-LABEL: func @dependent
// CHECK: graph.fused "up"
// CHECK: graph.matmul
// CHECK-NEXT: graph.yield
// CHECK-NEXT: }
// CHECK-NEXT: graph.fused "mid"
// CHECK: graph.fused "gate"
// CHECK: graph.fused "late"
// CHECK: graph.fused "same_weight"
func.func @dependent(%x: tensor<?x64xbf16>, %y: tensor<?x64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<?x64xbf16>) {
  %w = graph.constant dense<1.0> : tensor<64x64xbf16>
  %up = graph.fused "up" (%x, %w) : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x64xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16>
    graph.yield %m : tensor<?x64xbf16>
  }
  %mid = graph.fused "mid" (%x) : (tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>):
    %n = graph.neg %a : tensor<?x64xbf16>
    graph.yield %n : tensor<?x64xbf16>
  }
  %gate = graph.fused "gate" (%x, %w, %up) : (tensor<?x64xbf16>, tensor<64x64xbf16>, tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x64xbf16>, %u: tensor<?x64xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16>
    %p = graph.mul %m, %u : (tensor<?x64xbf16>, tensor<?x64xbf16>) -> tensor<?x64xbf16>
    graph.yield %p : tensor<?x64xbf16>
  }
  %late = graph.fused "late" (%x, %w, %mid) : (tensor<?x64xbf16>, tensor<64x64xbf16>, tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x64xbf16>, %c: tensor<?x64xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16>
    %o = graph.add %m, %c : (tensor<?x64xbf16>, tensor<?x64xbf16>) -> tensor<?x64xbf16>
    graph.yield %o : tensor<?x64xbf16>
  }
  %sw = graph.fused "same_weight" (%y, %w) : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16> {
  ^bb0(%a: tensor<?x64xbf16>, %b: tensor<64x64xbf16>):
    %m = graph.matmul %a, %b : (tensor<?x64xbf16>, tensor<64x64xbf16>) -> tensor<?x64xbf16>
    graph.yield %m : tensor<?x64xbf16>
  }
  %r = graph.add %gate, %late : (tensor<?x64xbf16>, tensor<?x64xbf16>) -> tensor<?x64xbf16>
  return %r, %sw, %mid : tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<?x64xbf16>
}
