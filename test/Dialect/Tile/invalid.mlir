// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @yield_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{yielded types do not match the result types}}
  %r = tile.kernel "k" tile_sizes [] (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    %e = tensor.empty() : tensor<5xf32>
    tile.yield %e : tensor<5xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @negative_tile(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{tile sizes must be non-negative}}
  %r = tile.kernel "k" tile_sizes [-1] (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    tile.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @arg_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{block argument type 'tensor<4xf16>' does not match input type 'tensor<4xf32>'}}
  %r = tile.kernel "k" tile_sizes [] (%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf16>):
    tile.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @load_offsets(%a: tensor<?x?xf32>, %i: index) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-error @+1 {{expects 2 offsets (one per dimension of 'tensor<?x?xf32>'), got 1}}
  %t = tile.load %a[%i] pad %z into %e : tensor<?x?xf32> into tensor<8x8xf32> -> tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}

// -----

func.func @load_dynamic_tile(%a: tensor<?x?xf32>, %i: index, %n: index) -> tensor<?x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x8xf32>
  // expected-error @+1 {{tile must have a static shape, got 'tensor<?x8xf32>'}}
  %t = tile.load %a[%i, %i] pad %z into %e : tensor<?x?xf32> into tensor<?x8xf32> -> tensor<?x8xf32>
  return %t : tensor<?x8xf32>
}

// -----

func.func @load_rank(%a: tensor<?xf32>, %i: index) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-error @+1 {{tile rank 2 exceeds the rank 1 of 'tensor<?xf32>'}}
  %t = tile.load %a[%i] pad %z into %e : tensor<?xf32> into tensor<8x8xf32> -> tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}

// -----

func.func @load_mixed(%a: memref<?x?xf32>, %i: index) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  // expected-error @+1 {{expects all shaped operands to be ranked tensors or all memrefs}}
  %t = tile.load %a[%i, %i] pad %z into %e : memref<?x?xf32> into tensor<8x8xf32> -> tensor<8x8xf32>
  return %t : tensor<8x8xf32>
}

// -----

func.func @store_element_type(%t: tensor<8x8xf16>, %o: tensor<?x?xf32>, %i: index) -> tensor<?x?xf32> {
  // expected-error @+1 {{tile element type 'f16' differs from 'f32'}}
  %s = tile.store %t into %o[%i, %i] : tensor<8x8xf16> into tensor<?x?xf32> -> tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

func.func @store_no_result(%t: tensor<8x8xf32>, %o: tensor<?x?xf32>, %i: index) {
  // expected-error @+1 {{on tensors must return the type of its destination 'tensor<?x?xf32>'}}
  tile.store %t into %o[%i, %i] : tensor<8x8xf32> into tensor<?x?xf32>
  return
}

// -----

func.func @dot_shapes(%a: tensor<16x8xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error @+1 {{expects MxK, KxN and MxN tiles}}
  %d = tile.dot %a, %b into %c : tensor<16x8xf16>, tensor<16x16xf16> into tensor<16x16xf32> -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}

// -----

func.func @dot_transposed_shapes(%a: tensor<1x32xf16>, %b: tensor<32x8xf16>, %c: tensor<1x8xf32>) -> tensor<1x8xf32> {
  // expected-error @+1 {{expects MxK, NxK and MxN tiles}}
  %d = tile.dot %a, %b into %c {transpose_b} : tensor<1x32xf16>, tensor<32x8xf16> into tensor<1x8xf32> -> tensor<1x8xf32>
  return %d : tensor<1x8xf32>
}

// -----

func.func @dot_acc(%a: tensor<16x16xf16>, %c: tensor<16x16xf16>) -> tensor<16x16xf16> {
  // expected-error @+1 {{expects an 'f32' accumulator for 'f16' inputs, got 'f16'}}
  %d = tile.dot %a, %a into %c : tensor<16x16xf16>, tensor<16x16xf16> into tensor<16x16xf16> -> tensor<16x16xf16>
  return %d : tensor<16x16xf16>
}

// -----

func.func @dot_inputs(%a: tensor<16x16xi8>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error @+1 {{expects f16, bf16, f32 or i32 inputs of one type, got 'i8' and 'i8'}}
  %d = tile.dot %a, %a into %c : tensor<16x16xi8>, tensor<16x16xi8> into tensor<16x16xf32> -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}

// -----

func.func @reduce_kind(%t: tensor<8x4xf32>, %r: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{unknown combiner 'avg' (expected add, mul, max or min)}}
  %s = tile.reduce "avg" %t dim 1 into %r : tensor<8x4xf32> into tensor<8xf32> -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

func.func @reduce_shape(%t: tensor<8x4xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{accumulator 'tensor<4xf32>' does not match 'tensor<8x4xf32>' reduced along dimension 1}}
  %s = tile.reduce "add" %t dim 1 into %r : tensor<8x4xf32> into tensor<4xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

func.func @attention_window(%q: tensor<1x2x8x16xf16>, %w: tensor<?x32xf16>, %i: index) -> tensor<?x32xf16> {
  // expected-error @+1 {{expects a [rows, 16] destination window, got 'tensor<?x32xf16>'}}
  %r = tile.attention %q, %q, %q [%i, %i, %i] into %w {rows = 64 : i64, scale = 0.25 : f64} : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> into tensor<?x32xf16> -> tensor<?x32xf16>
  return %r : tensor<?x32xf16>
}

// -----

func.func @attention_offsets(%q: tensor<1x2x8x16xf16>, %w: tensor<?x16xf16>, %i: index) -> tensor<?x16xf16> {
  // expected-error @+1 {{expects 3 offsets (batch, head, first query), got 2}}
  %r = tile.attention %q, %q, %q [%i, %i] into %w {rows = 64 : i64, scale = 0.25 : f64} : tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16>, tensor<1x2x8x16xf16> into tensor<?x16xf16> -> tensor<?x16xf16>
  return %r : tensor<?x16xf16>
}

// -----

func.func @dot_i32_acc(%a: tensor<16x16xi32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-error @+1 {{expects an 'i32' accumulator for 'i32' inputs, got 'f32'}}
  %d = tile.dot %a, %a into %c : tensor<16x16xi32>, tensor<16x16xi32> into tensor<16x16xf32> -> tensor<16x16xf32>
  return %d : tensor<16x16xf32>
}
