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
