// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @rank(%q: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  // expected-error @+1 {{expects a rank-4 query, got 'tensor<4x8x16xf32>'}}
  %0 = graph.attention %q, %q, %q {scale = 1.0 : f64} : (tensor<4x8x16xf32>, tensor<4x8x16xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

func.func @depth(%q: tensor<1x2x8x16xf32>, %k: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  // expected-error @+1 {{expects query and key of one depth}}
  %0 = graph.attention %q, %k, %k {scale = 1.0 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %0 : tensor<1x2x8x8xf32>
}

// -----

func.func @kv_length(%q: tensor<1x2x8x16xf32>, %v: tensor<1x2x9x16xf32>) -> tensor<1x2x8x16xf32> {
  // expected-error @+1 {{expects key and value of one sequence length}}
  %0 = graph.attention %q, %q, %v {scale = 1.0 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x9x16xf32>) -> tensor<1x2x8x16xf32>
  return %0 : tensor<1x2x8x16xf32>
}

// -----

func.func @heads_seq_first(%q: tensor<1x8x2x16xf32>, %k: tensor<1x8x3x16xf32>) -> tensor<1x8x2x16xf32> {
  // expected-error @+1 {{expects the key/value head count to equal the query head count or, static, to divide it}}
  %0 = graph.attention %q, %k, %k {scale = 1.0 : f64, seq_first} : (tensor<1x8x2x16xf32>, tensor<1x8x3x16xf32>, tensor<1x8x3x16xf32>) -> tensor<1x8x2x16xf32>
  return %0 : tensor<1x8x2x16xf32>
}

// -----

func.func @result(%q: tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32> {
  // expected-error @+1 {{expects a result of shape [1, 2, 8, 16]}}
  %0 = graph.attention %q, %q, %q {scale = 1.0 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
  return %0 : tensor<1x8x2x16xf32>
}

// -----

func.func @mask_shape(%q: tensor<1x2x8x16xf32>, %m: tensor<1x1x8x7xi1>) -> tensor<1x2x8x16xf32> {
  // expected-error @+1 {{does not broadcast to the scores [1, 2, 8, 8]}}
  %0 = graph.attention %q, %q, %q mask %m {scale = 1.0 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x1x8x7xi1>) -> tensor<1x2x8x16xf32>
  return %0 : tensor<1x2x8x16xf32>
}

// -----

func.func @mask_type(%q: tensor<1x2x8x16xf32>, %m: tensor<8x8xf16>) -> tensor<1x2x8x16xf32> {
  // expected-error @+1 {{expects an i1 mask or one of the scores' element type}}
  %0 = graph.attention %q, %q, %q mask %m {scale = 1.0 : f64} : (tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<1x2x8x16xf32>, tensor<8x8xf16>) -> tensor<1x2x8x16xf32>
  return %0 : tensor<1x2x8x16xf32>
}
