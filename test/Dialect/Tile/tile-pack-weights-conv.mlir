// RUN: mlc-opt %s --tile-pack-weights --split-input-file | FileCheck %s
// RUN: mlc-opt %s --tile-pack-weights=vnni=true --split-input-file | FileCheck %s --check-prefix=VNNI

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

// -----

// A quantized channels-last conv (ui8 x si8 into i32) over 4 input
// channels, its filters sliced per grid step (a tile of 2 of the 4 output
// channels). Without vnni the weight W[F=4, C=4, KH=1, KW=1] becomes
// W'[C, KH, KW, F] like an f32 one, and the slice follows (sizes permuted).
// With vnni it goes on to W''[C/4, KH, KW, F, 4], read at
// (c floordiv 4, kh, kw, f, c mod 4): W''[0, 0, 0, f, j] = W[f, j, 0, 0].
// CHECK-LABEL: func @int8_conv
// CHECK: arith.constant dense<{{.+}}> : tensor<4x1x1x4xi8>
// CHECK: tensor.extract_slice %{{.+}}[0, 0, 0, %{{.+}}] [4, 1, 1, 2] [1, 1, 1, 1] : tensor<4x1x1x4xi8> to tensor<4x1x1x2xi8>
// VNNI: #[[PMAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4 floordiv 4, d5, d6, d3, d4 mod 4)>
// VNNI-LABEL: func @int8_conv
// VNNI: arith.constant dense<{{\[\[\[\[}}[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]]]> : tensor<1x1x1x4x4xi8>
// VNNI: tensor.extract_slice %{{.+}}[0, 0, 0, %{{.+}}, 0] [1, 1, 1, 2, 4] [1, 1, 1, 1, 1] : tensor<1x1x1x4x4xi8> to tensor<1x1x1x2x4xi8>
// VNNI: linalg.generic {indexing_maps = [#{{.+}}, #[[PMAP]], #{{.+}}]
#x = affine_map<(n, oh, ow, f, c, kh, kw) -> (n, oh + kh, ow + kw, c)>
#w = affine_map<(n, oh, ow, f, c, kh, kw) -> (f, c, kh, kw)>
#y = affine_map<(n, oh, ow, f, c, kh, kw) -> (n, oh, ow, f)>
func.func @int8_conv(%x: tensor<1x2x2x4xi8>) -> tensor<1x2x2x4xi32> {
  %w = arith.constant dense<[[[[1]], [[2]], [[3]], [[4]]], [[[5]], [[6]], [[7]], [[8]]], [[[9]], [[10]], [[11]], [[12]]], [[[13]], [[14]], [[15]], [[16]]]]> : tensor<4x4x1x1xi8>
  %r = tile.kernel "conv" tile_sizes [0, 0, 0, 2] (%x, %w) : (tensor<1x2x2x4xi8>, tensor<4x4x1x1xi8>) -> tensor<1x2x2x4xi32> {
  ^bb0(%a: tensor<1x2x2x4xi8>, %b: tensor<4x4x1x1xi8>):
    %zero = arith.constant 0 : i32
    %e = tensor.empty() : tensor<1x2x2x4xi32>
    %res = scf.forall (%j) = (0) to (4) step (2) shared_outs(%o = %e) -> (tensor<1x2x2x4xi32>) {
      %bs = tensor.extract_slice %b[%j, 0, 0, 0] [2, 4, 1, 1] [1, 1, 1, 1] : tensor<4x4x1x1xi8> to tensor<2x4x1x1xi8>
      %os = tensor.extract_slice %e[0, 0, 0, %j] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x4xi32> to tensor<1x2x2x2xi32>
      %acc = linalg.fill ins(%zero : i32) outs(%os : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
      %c = linalg.generic {indexing_maps = [#x, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%a, %bs : tensor<1x2x2x4xi8>, tensor<2x4x1x1xi8>) outs(%acc : tensor<1x2x2x2xi32>) {
      ^bb0(%i: i8, %k: i8, %out: i32):
        %ie = arith.extui %i : i8 to i32
        %ke = arith.extsi %k : i8 to i32
        %m = arith.muli %ie, %ke : i32
        %s = arith.addi %out, %m : i32
        linalg.yield %s : i32
      } -> tensor<1x2x2x2xi32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %c into %o[0, 0, 0, %j] [1, 2, 2, 2] [1, 1, 1, 1] : tensor<1x2x2x2xi32> into tensor<1x2x2x4xi32>
      }
    }
    tile.yield %res : tensor<1x2x2x4xi32>
  }
  return %r : tensor<1x2x2x4xi32>
}
