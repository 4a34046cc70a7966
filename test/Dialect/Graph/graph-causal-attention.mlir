// RUN: mlc-opt %s --graph-host-shapes --graph-causal-attention | FileCheck %s

// torch's prefill mask: one position range of the input's length, compared
// as keys <= queries, Where(allowed, 0, lowest). The queries and keys are
// that length (proven), so it is `causal`; the mask's ops are gone.
// CHECK-LABEL: func @exported
// CHECK-NOT: graph.compare
// CHECK-NOT: graph.iota
// CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} {causal, scale = 2.500000e-01 : f64} :
// CHECK-SAME: -> tensor<1x2x?x8xf32>
func.func @exported(%x: tensor<1x2x?x8xf32>) -> tensor<1x2x?x8xf32> {
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %f0 = graph.constant dense<0.0> : tensor<f32>
  %fill = graph.constant dense<-3.40282347E+38> : tensor<f32>
  %shape = graph.shape_of %x : tensor<1x2x?x8xf32> -> tensor<4xi64>
  %len = graph.slice %shape starts = [2] ends = [3] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %b = graph.broadcast_to %zero, %len : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %io = graph.iota dim = 0 like %b : (tensor<?xi64>) -> tensor<?xi64>
  %st = graph.mul %io, %one : (tensor<?xi64>, tensor<i64>) -> tensor<?xi64>
  %pos = graph.add %zero, %st : (tensor<i64>, tensor<?xi64>) -> tensor<?xi64>
  %row = graph.reshape %pos : tensor<?xi64> -> tensor<1x1x?x1xi64>
  %col = graph.reshape %pos : tensor<?xi64> -> tensor<1x1x1x?xi64>
  %ok = graph.compare le, %col, %row : (tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) -> tensor<1x1x?x?xi1>
  %bias = graph.select %ok, %f0, %fill : (tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<1x1x?x?xf32>
  %o = graph.attention %x, %x, %x mask %bias {scale = 0.25 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x1x?x?xf32>) -> tensor<1x2x?x8xf32>
  return %o : tensor<1x2x?x8xf32>
}

// The i1 form: true (masked) where queries < keys, mask_value -inf.
// CHECK-LABEL: func @bool_mask
// CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} {causal, scale = 2.500000e-01 : f64} :
func.func @bool_mask(%x: tensor<1x2x?x8xf32>) -> tensor<1x2x?x8xf32> {
  %shape = graph.shape_of %x : tensor<1x2x?x8xf32> -> tensor<4xi64>
  %len = graph.slice %shape starts = [2] ends = [3] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %zero = graph.constant dense<0> : tensor<i64>
  %b = graph.broadcast_to %zero, %len : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %pos = graph.iota dim = 0 like %b : (tensor<?xi64>) -> tensor<?xi64>
  %row = graph.reshape %pos : tensor<?xi64> -> tensor<?x1xi64>
  %col = graph.reshape %pos : tensor<?xi64> -> tensor<1x?xi64>
  %masked = graph.compare lt, %row, %col : (tensor<?x1xi64>, tensor<1x?xi64>) -> tensor<?x?xi1>
  %o = graph.attention %x, %x, %x mask %masked {scale = 0.25 : f64, mask_value = 0xFFF0000000000000 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<?x?xi1>) -> tensor<1x2x?x8xf32>
  return %o : tensor<1x2x?x8xf32>
}

// Keys of their own length: not proven the mask's, the mask stays.
// CHECK-LABEL: func @other_keys
// CHECK: graph.attention %{{.+}}, %{{.+}}, %{{.+}} mask %{{.+}} {scale
func.func @other_keys(%x: tensor<1x2x?x8xf32>, %k: tensor<1x2x?x8xf32>) -> tensor<1x2x?x8xf32> {
  %zero = graph.constant dense<0> : tensor<i64>
  %f0 = graph.constant dense<0.0> : tensor<f32>
  %fill = graph.constant dense<-3.40282347E+38> : tensor<f32>
  %shape = graph.shape_of %x : tensor<1x2x?x8xf32> -> tensor<4xi64>
  %len = graph.slice %shape starts = [2] ends = [3] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %b = graph.broadcast_to %zero, %len : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %pos = graph.iota dim = 0 like %b : (tensor<?xi64>) -> tensor<?xi64>
  %row = graph.reshape %pos : tensor<?xi64> -> tensor<?x1xi64>
  %col = graph.reshape %pos : tensor<?xi64> -> tensor<1x?xi64>
  %ok = graph.compare le, %col, %row : (tensor<1x?xi64>, tensor<?x1xi64>) -> tensor<?x?xi1>
  %bias = graph.select %ok, %f0, %fill : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %o = graph.attention %x, %k, %k mask %bias {scale = 0.25 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<?x?xf32>) -> tensor<1x2x?x8xf32>
  return %o : tensor<1x2x?x8xf32>
}

// Strictly below the diagonal (keys < queries) is not causal; nor is a
// fill that masks too little (-100), nor a range that is not increasing.
// CHECK-LABEL: func @not_causal
// CHECK-COUNT-3: graph.attention %{{.+}}, %{{.+}}, %{{.+}} mask %{{.+}} {scale
func.func @not_causal(%x: tensor<1x2x?x8xf32>) -> (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) {
  %zero = graph.constant dense<0> : tensor<i64>
  %neg = graph.constant dense<-1> : tensor<i64>
  %f0 = graph.constant dense<0.0> : tensor<f32>
  %fill = graph.constant dense<-3.40282347E+38> : tensor<f32>
  %small = graph.constant dense<-100.0> : tensor<f32>
  %shape = graph.shape_of %x : tensor<1x2x?x8xf32> -> tensor<4xi64>
  %len = graph.slice %shape starts = [2] ends = [3] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %b = graph.broadcast_to %zero, %len : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %pos = graph.iota dim = 0 like %b : (tensor<?xi64>) -> tensor<?xi64>
  %row = graph.reshape %pos : tensor<?xi64> -> tensor<?x1xi64>
  %col = graph.reshape %pos : tensor<?xi64> -> tensor<1x?xi64>
  %lt = graph.compare lt, %col, %row : (tensor<1x?xi64>, tensor<?x1xi64>) -> tensor<?x?xi1>
  %b1 = graph.select %lt, %f0, %fill : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %o1 = graph.attention %x, %x, %x mask %b1 {scale = 0.25 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<?x?xf32>) -> tensor<1x2x?x8xf32>
  %le = graph.compare le, %col, %row : (tensor<1x?xi64>, tensor<?x1xi64>) -> tensor<?x?xi1>
  %b2 = graph.select %le, %f0, %small : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %o2 = graph.attention %x, %x, %x mask %b2 {scale = 0.25 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<?x?xf32>) -> tensor<1x2x?x8xf32>
  %down = graph.mul %pos, %neg : (tensor<?xi64>, tensor<i64>) -> tensor<?xi64>
  %row3 = graph.reshape %down : tensor<?xi64> -> tensor<?x1xi64>
  %col3 = graph.reshape %down : tensor<?xi64> -> tensor<1x?xi64>
  %le3 = graph.compare le, %col3, %row3 : (tensor<1x?xi64>, tensor<?x1xi64>) -> tensor<?x?xi1>
  %b3 = graph.select %le3, %f0, %fill : (tensor<?x?xi1>, tensor<f32>, tensor<f32>) -> tensor<?x?xf32>
  %o3 = graph.attention %x, %x, %x mask %b3 {scale = 0.25 : f64} : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<?x?xf32>) -> tensor<1x2x?x8xf32>
  return %o1, %o2, %o3 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>
}

// Constants: causal (with fewer queries than keys, the diagonal at the
// end: query i sees keys j <= i + 1) is taken; one wrong element is not.
// CHECK-LABEL: func @constants
// CHECK: graph.attention %arg0, %arg1, %arg1 {causal, scale = 5.000000e-01 : f64}
// CHECK: graph.attention %arg0, %arg1, %arg1 mask %{{.+}} {scale = 5.000000e-01 : f64}
func.func @constants(%q: tensor<1x1x2x4xf32>, %k: tensor<1x1x3x4xf32>) -> (tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>) {
  %m = graph.constant dense<[[false, false, true], [false, false, false]]> : tensor<2x3xi1>
  %o = graph.attention %q, %k, %k mask %m {scale = 0.5 : f64, mask_value = -1.0e+9 : f64} : (tensor<1x1x2x4xf32>, tensor<1x1x3x4xf32>, tensor<1x1x3x4xf32>, tensor<2x3xi1>) -> tensor<1x1x2x4xf32>
  %w = graph.constant dense<[[0.0, -1.0e+9, -1.0e+9], [0.0, 0.0, 0.0]]> : tensor<2x3xf32>
  %p = graph.attention %q, %k, %k mask %w {scale = 0.5 : f64} : (tensor<1x1x2x4xf32>, tensor<1x1x3x4xf32>, tensor<1x1x3x4xf32>, tensor<2x3xf32>) -> tensor<1x1x2x4xf32>
  return %o, %p : tensor<1x1x2x4xf32>, tensor<1x1x2x4xf32>
}
