// RUN: mlc-opt %s -mlc-cpu-vectorize=vector-bits=512 -split-input-file | FileCheck %s
// RUN: mlc-opt %s -mlc-cpu-vectorize=vector-bits=256 -split-input-file | FileCheck %s --check-prefix=AVX2

// A 16×64×64 matmul: two 8-row blocks, two 32-column blocks each; per k one
// B row (2 × vector<16xf32>) and 8 × 2 FMAs with broadcast A elements, the
// 16 accumulators carried by the K loop.
// CHECK-LABEL: func.func @full_blocks
// CHECK-NOT: linalg.matmul
// CHECK: scf.for %[[I:.+]] = %c0 to %c16 step %c8
// CHECK: scf.for %[[J:.+]] = %c0{{.*}} to %c64 step %c32
// CHECK-COUNT-16: vector.load %arg2{{.*}} : memref<16x64xf32>, vector<16xf32>
// CHECK: scf.for {{.*}} = %c0{{.*}} to %c64{{.*}} step %c1{{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-2: vector.load %arg1{{.*}} : memref<64x64xf32>, vector<16xf32>
// CHECK: memref.load %arg0
// CHECK: vector.broadcast {{.*}} : f32 to vector<16xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-COUNT-16: vector.store {{.*}}, %arg2{{.*}} : memref<16x64xf32>, vector<16xf32>
// AVX2-LABEL: func.func @full_blocks
// AVX2: scf.for {{.*}} step %c6
// AVX2: scf.for {{.*}} step %c16
// AVX2: iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
func.func @full_blocks(%a: memref<16x64xf32>, %b: memref<64x64xf32>,
                       %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>)
                outs(%c : memref<16x64xf32>)
  return
}

// -----

// 11×45: one full 8-row block and a 3-row remainder; per row block one
// 32-column block and a 13-column remainder as one vector<13xf32>. No
// scalar loop: every column goes through a vector FMA.
// CHECK-LABEL: func.func @tails
// CHECK: scf.for {{.*}} to %c8 step %c8
// CHECK: scf.for {{.*}} to %c32 step %c32
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK: vector.fma {{.*}} : vector<13xf32>
// The 3-row remainder: 3 × (2 + 1) accumulators.
// CHECK: iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK: iter_args({{.*}}) -> (vector<13xf32>, vector<13xf32>, vector<13xf32>)
// CHECK-NOT: linalg.matmul
func.func @tails(%a: memref<11x7xf32>, %b: memref<7x45xf32>,
                 %c: memref<11x45xf32>) {
  linalg.matmul ins(%a, %b : memref<11x7xf32>, memref<7x45xf32>)
                outs(%c : memref<11x45xf32>)
  return
}

// -----

// f16 tiles accumulating in f32 (the tile program's f16 matmul): the
// operands are extended in registers.
// CHECK-LABEL: func.func @f16_into_f32
// CHECK: vector.load %arg1{{.*}} : memref<32x32xf16>, vector<16xf16>
// CHECK: arith.extf {{.*}} : vector<16xf16> to vector<16xf32>
// CHECK: arith.extf {{.*}} : f16 to f32
// CHECK: vector.fma {{.*}} : vector<16xf32>
func.func @f16_into_f32(%a: memref<8x32xf16>, %b: memref<32x32xf16>,
                        %c: memref<8x32xf32>) {
  linalg.matmul ins(%a, %b : memref<8x32xf16>, memref<32x32xf16>)
                outs(%c : memref<8x32xf32>)
  return
}

// -----

// Strided subviews with contiguous rows qualify; a dynamic shape or a
// column-strided B stays a linalg.matmul (lowered to loops).
// CHECK-LABEL: func.func @not_applicable
// CHECK: vector.fma
// CHECK: linalg.matmul {{.*}} memref<?x8xf32>
// CHECK: linalg.matmul {{.*}} memref<8x8xf32, strided<[1, 8]>>
func.func @not_applicable(%a: memref<8x8xf32>, %b: memref<8x16xf32>,
                          %c: memref<8x16xf32>, %d: memref<?x8xf32>,
                          %e: memref<?x8xf32>,
                          %f: memref<8x8xf32, strided<[1, 8]>>,
                          %g: memref<8x8xf32>) {
  %bs = memref.subview %b[0, 0] [8, 8] [1, 1]
      : memref<8x16xf32> to memref<8x8xf32, strided<[16, 1]>>
  %cs = memref.subview %c[0, 8] [8, 8] [1, 1]
      : memref<8x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 8>>
  linalg.matmul ins(%a, %bs : memref<8x8xf32>, memref<8x8xf32, strided<[16, 1]>>)
                outs(%cs : memref<8x8xf32, strided<[16, 1], offset: 8>>)
  linalg.matmul ins(%d, %a : memref<?x8xf32>, memref<8x8xf32>)
                outs(%e : memref<?x8xf32>)
  linalg.matmul ins(%a, %f : memref<8x8xf32>, memref<8x8xf32, strided<[1, 8]>>)
                outs(%g : memref<8x8xf32>)
  return
}

// -----

// f32 exp/tanh/erf become polynomials (arith only: the loop around them
// vectorizes); other math ops and f64 keep their library calls.
// CHECK-LABEL: func.func @math
// CHECK-NOT: math.exp {{.*}} : f32
// CHECK-NOT: math.tanh {{.*}} : f32
// CHECK-NOT: math.erf {{.*}} : f32
// CHECK: math.exp {{.*}} : f64
// CHECK: math.log {{.*}} : f32
func.func @math(%x: f32, %y: f64) -> (f32, f32, f32, f64, f32) {
  %0 = math.exp %x : f32
  %1 = math.tanh %x : f32
  %2 = math.erf %x : f32
  %3 = math.exp %y : f64
  %4 = math.log %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f64, f32
}

// -----

// A 3×3 convolution (n, f, oh, ow, c, kh, kw): ow, the output's and the
// input's contiguous dimension, moves innermost after the reductions.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d3, d{{[24]}} + d{{[24]}}, d{{[56]}} + d{{[56]}})>
// CHECK-DAG: #[[W:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d3, d4, d5)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d6)>
// CHECK-LABEL: func.func @conv
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[W]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
#in = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh + kh, ow + kw)>
#w = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>
#out = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>
func.func @conv(%x: memref<1x4x18x18xf32>, %w: memref<8x4x3x3xf32>,
                %y: memref<1x8x16x16xf32>) {
  linalg.generic {indexing_maps = [#in, #w, #out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x4x18x18xf32>, memref<8x4x3x3xf32>)
      outs(%y : memref<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A row reduction (the reduced dimension is the inputs' contiguous one) and
// a stride-2 convolution keep their loop order.
// CHECK-LABEL: func.func @kept
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: iterator_types = ["parallel", "parallel", "reduction"]
#rows_in = affine_map<(i, j) -> (i, j)>
#rows_out = affine_map<(i, j) -> (i)>
#s2_in = affine_map<(o, ow, kw) -> (o, 2 * ow + kw)>
#s2_w = affine_map<(o, ow, kw) -> (kw)>
#s2_out = affine_map<(o, ow, kw) -> (o, ow)>
func.func @kept(%x: memref<16x64xf32>, %r: memref<16xf32>,
                %xs: memref<4x35xf32>, %ws: memref<3xf32>, %ys: memref<4x16xf32>) {
  linalg.generic {indexing_maps = [#rows_in, #rows_out],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<16x64xf32>) outs(%r : memref<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#s2_in, #s2_w, #s2_out],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%xs, %ws : memref<4x35xf32>, memref<3xf32>) outs(%ys : memref<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
