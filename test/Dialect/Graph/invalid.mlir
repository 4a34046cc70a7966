// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @bad_broadcast(%a: tensor<4xf32>, %b: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{not broadcast-compatible}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.add %a, %b : (tensor<4xf32>, tensor<3xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @wrong_result(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<5xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.mul %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @mixed_types(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same element type for all operands}}
  %0 = graph.sub %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @float_mod(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{float operands need `fmod`}}
  %0 = graph.mod %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @exp_of_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{must be ranked tensor of}}
  %0 = graph.exp %a : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @select_types(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{on_true and on_false must have the same element type}}
  %0 = graph.select %c, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_k(%a: tensor<4x8xf32>, %b: tensor<7x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+2 {{matmul contraction sizes differ: 8 vs 7}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.matmul %a, %b : (tensor<4x8xf32>, tensor<7x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_types(%a: tensor<4x8xf32>, %b: tensor<8x2xi8>) -> tensor<4x2xf32> {
  // expected-error @+2 {{'graph.matmul' op expects one element type for both operands (or 8/16-bit integers), got 'f32' and 'i8'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.matmul %a, %b : (tensor<4x8xf32>, tensor<8x2xi8>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @matmul_rank(%a: tensor<8xf32>, %b: tensor<8x2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{matmul operands must have rank >= 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.matmul %a, %b : (tensor<8xf32>, tensor<8x2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @cast_shape(%a: tensor<4xf32>) -> tensor<5xi32> {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = graph.cast %a : tensor<4xf32> to tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

func.func @fused_yield(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{yielded types do not match the result types}}
  %0 = graph.fused "g" (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %c = graph.cast %x : tensor<4xf32> to tensor<4xf16>
    graph.yield %c : tensor<4xf16>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_type() -> tensor<4xf32> {
  // expected-error @+1 {{failed to verify that all of {value, output} have same type}}
  %0 = "graph.constant"() {value = dense<1.0> : tensor<3xf32>} : () -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @bitcast_width(%a: tensor<4xf32>) -> tensor<4xi64> {
  // expected-error @+1 {{needs element types of one bit width (not i1), got 'f32' and 'i64'}}
  %0 = graph.bitcast %a : tensor<4xf32> to tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @float_shift(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = graph.shift_left %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
