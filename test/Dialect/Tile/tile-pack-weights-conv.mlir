// RUN: mlc-opt %s --tile-pack-weights --split-input-file | FileCheck %s

// A channels-last conv (loops n, oh, ow, f, c, kh, kw; y[n, oh, ow, f], f
// the vector loop) reads W[F=3, C=2, KH=1, KW=2] at (f, c, kh, kw): W
// becomes W'[C, KH, KW, F], W'[c, kh, kw, f] = W[f, c, kh, kw], read at
// (c, kh, kw, f), so that the micro-kernel loads it as vectors along f.
// CHECK: #[[WMAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-LABEL: func @channels_last_conv
// CHECK: %[[W:.+]] = arith.constant dense<{{\[}}{{\[}}{{\[}}[1.000000e+00, 5.000000e+00, 9.000000e+00], [2.000000e+00, 6.000000e+00, 1.000000e+01]]], {{\[}}{{\[}}[3.000000e+00, 7.000000e+00, 1.100000e+01], [4.000000e+00, 8.000000e+00, 1.200000e+01]]]]> : tensor<2x1x2x3xf32>
// CHECK: tile.kernel "conv" tile_sizes [] (%{{.+}}, %[[W]]) : (tensor<1x2x3x2xf32>, tensor<2x1x2x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[WMAP]], #{{.+}}]
// CHECK-SAME: tensor<2x1x2x3xf32>
#x = affine_map<(n, oh, ow, f, c, kh, kw) -> (n, oh + kh, ow + kw, c)>
#w = affine_map<(n, oh, ow, f, c, kh, kw) -> (f, c, kh, kw)>
#y = affine_map<(n, oh, ow, f, c, kh, kw) -> (n, oh, ow, f)>
func.func @channels_last_conv(%x: tensor<1x2x3x2xf32>) -> tensor<1x2x2x3xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0]], [[3.0, 4.0]]], [[[5.0, 6.0]], [[7.0, 8.0]]], [[[9.0, 10.0]], [[11.0, 12.0]]]]> : tensor<3x2x1x2xf32>
  %r = tile.kernel "conv" tile_sizes [] (%x, %w) : (tensor<1x2x3x2xf32>, tensor<3x2x1x2xf32>) -> tensor<1x2x2x3xf32> {
  ^bb0(%a: tensor<1x2x3x2xf32>, %b: tensor<3x2x1x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x2x2x3xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
    %c = linalg.generic {indexing_maps = [#x, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%a, %b : tensor<1x2x3x2xf32>, tensor<3x2x1x2xf32>) outs(%acc : tensor<1x2x2x3xf32>) {
    ^bb0(%i: f32, %k: f32, %o: f32):
      %m = arith.mulf %i, %k : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<1x2x2x3xf32>
    tile.yield %c : tensor<1x2x2x3xf32>
  }
  return %r : tensor<1x2x2x3xf32>
}

// -----

// Channels first (y[n, f, oh, ow], ow the vector loop): W[f, c, kh, kw]
// does not hold the vector loop and stays as it is.
// CHECK-LABEL: func @channels_first_conv
// CHECK: arith.constant dense<{{.+}}> : tensor<3x2x1x2xf32>
// CHECK-NOT: tensor<2x1x2x3xf32>
#x = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh + kh, ow + kw)>
#w = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>
#y = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>
func.func @channels_first_conv(%x: tensor<1x2x2x3xf32>) -> tensor<1x3x2x2xf32> {
  %w = arith.constant dense<[[[[1.0, 2.0]], [[3.0, 4.0]]], [[[5.0, 6.0]], [[7.0, 8.0]]], [[[9.0, 10.0]], [[11.0, 12.0]]]]> : tensor<3x2x1x2xf32>
  %r = tile.kernel "conv" tile_sizes [] (%x, %w) : (tensor<1x2x2x3xf32>, tensor<3x2x1x2xf32>) -> tensor<1x3x2x2xf32> {
  ^bb0(%a: tensor<1x2x2x3xf32>, %b: tensor<3x2x1x2xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1x3x2x2xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
    %c = linalg.generic {indexing_maps = [#x, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%a, %b : tensor<1x2x2x3xf32>, tensor<3x2x1x2xf32>) outs(%acc : tensor<1x3x2x2xf32>) {
    ^bb0(%i: f32, %k: f32, %o: f32):
      %m = arith.mulf %i, %k : f32
      %s = arith.addf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<1x3x2x2xf32>
    tile.yield %c : tensor<1x3x2x2xf32>
  }
  return %r : tensor<1x3x2x2xf32>
}
