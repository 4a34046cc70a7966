// RUN: mlc-opt %s "-mlc-cpu-vectorize=vector-bits=512 vnni=0" -split-input-file | FileCheck %s
// RUN: mlc-opt %s "-mlc-cpu-vectorize=vector-bits=512 vnni=1" -split-input-file | FileCheck %s --check-prefix=VNNI
// RUN: mlc-opt %s -mlc-cpu-vectorize=vector-bits=256 -split-input-file | FileCheck %s --check-prefix=AVX2

// A 16×64×64 matmul: two 32-column blocks, two 8-row blocks each (columns
// outside: one K×32 panel of B stays in L1 across the row blocks); per k one
// B row (2 × vector<16xf32>) and 8 × 2 FMAs with broadcast A elements, the
// 16 accumulators carried by the K loop, which runs 4 steps per iteration
// and prefetches B ahead.
// CHECK-LABEL: func.func @full_blocks
// CHECK-NOT: linalg.matmul
// CHECK: scf.for %[[J:.+]] = %c0 to %c64 step %c32
// CHECK: scf.for %[[I:.+]] = %c0{{.*}} to %c16 step %c8
// CHECK-COUNT-16: vector.load %arg2{{.*}} : memref<16x64xf32>, vector<16xf32>
// A's 8 rows as one view: row r's scalar is at a constant offset from it.
// CHECK: %[[AR:.+]] = memref.subview %arg0[%[[I]], 0] [8, 64] [1, 1]
// CHECK: scf.for %[[K:.+]] = %c0{{.*}} to %c64{{.*}} step %c4{{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// B's rows 32 steps ahead are prefetched, clamped to the last row.
// CHECK: %[[KA:.+]] = arith.addi %[[K]], %c32
// CHECK: %[[KP:.+]] = arith.minsi %[[KA]], %c63
// CHECK-COUNT-2: memref.prefetch %arg1[%[[KP]], {{.*}}], read, locality<3>, data : memref<64x64xf32>
// CHECK-COUNT-2: vector.load %arg1[%[[K]], {{.*}} : memref<64x64xf32>, vector<16xf32>
// CHECK: memref.load %[[AR]][%c0, %[[K]]]
// CHECK: vector.broadcast {{.*}} : f32 to vector<16xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK: %[[K3:.+]] = arith.addi %[[K]], %c3
// CHECK-COUNT-2: vector.load %arg1[%[[K3]], {{.*}} : memref<64x64xf32>, vector<16xf32>
// CHECK-COUNT-16: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK-COUNT-16: vector.store {{.*}}, %arg2{{.*}} : memref<16x64xf32>, vector<16xf32>
// AVX2-LABEL: func.func @full_blocks
// AVX2: scf.for {{.*}} step %c16
// AVX2: scf.for {{.*}} step %c6
// AVX2: iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
func.func @full_blocks(%a: memref<16x64xf32>, %b: memref<64x64xf32>,
                       %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x64xf32>)
                outs(%c : memref<16x64xf32>)
  return
}

// -----

// 11×45: one full 32-column block and a 13-column remainder as one 16-lane
// register whose loads and stores are masked to 13 lanes (no read or write
// past the row; no vector<13> that LLVM would split into 8 + 4 + 1); per
// column block one full 8-row block and a 3-row remainder. No scalar loop:
// every column goes through a vector FMA. K = 7 is not unrolled.
// CHECK-LABEL: func.func @tails
// CHECK: %[[M:.+]] = arith.constant dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false]> : vector<16xi1>
// CHECK: scf.for {{.*}} to %c32 step %c32
// CHECK: scf.for {{.*}} to %c8 step %c8
// CHECK: scf.for {{.*}} to %c7 step %c1
// CHECK: vector.fma {{.*}} : vector<16xf32>
// The 3-row remainder: 3 × 2 accumulators.
// CHECK: iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// The 13 columns: 8 rows, then 3, one masked accumulator each.
// CHECK: scf.for {{.*}} to %c8 step %c8
// CHECK: vector.maskedload %arg2[{{.*}}, %c32], %[[M]], %{{.*}} : memref<11x45xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK: vector.maskedload %arg1[{{.*}}, %c32], %{{.*}}, %{{.*}} : memref<7x45xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK: vector.maskedstore %arg2[{{.*}}, %c32], %{{.*}}, %{{.*}} : memref<11x45xf32>, vector<16xi1>, vector<16xf32>
// CHECK: iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-NOT: vector<13xf32>
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

// int32 accumulation of uint8 x int8 operands (graph-quantized-ops' integer
// convs and matmuls): extended in registers as the payload extends them,
// then a multiply and an add per accumulator (no FMA for integers).
// CHECK-LABEL: func.func @u8_s8_into_i32
// CHECK: vector.load %arg1{{.*}} : memref<32x32xi8>, vector<16xi8>
// CHECK: arith.extsi {{.*}} : vector<16xi8> to vector<16xi32>
// CHECK: arith.extui {{.*}} : i8 to i32
// CHECK: arith.muli {{.*}} : vector<16xi32>
// CHECK: arith.addi {{.*}} : vector<16xi32>
// CHECK-NOT: linalg.generic
// With AVX-512 VNNI, k in steps of 4; per step B's 4 rows interleaved byte
// by byte (lane i: B[k..k+3][i]), A's 4 bytes A[m][k..k+3] one 32-bit
// word broadcast, one vpdpbusd (unsigned bytes first: A's, extui) per row
// and vector into the i32 accumulators.
// VNNI-LABEL: func.func @u8_s8_into_i32
// VNNI: scf.for %[[K:.+]] = %c0 to %c32 step %c4
// VNNI-COUNT-4: vector.load %arg1{{.*}} : memref<32x32xi8>, vector<16xi8>
// VNNI: vector.shuffle {{.*}} : vector<16xi8>, vector<16xi8>
// VNNI: vector.shuffle {{.*}} : vector<16xi8>, vector<16xi8>
// VNNI: vector.shuffle {{.*}} : vector<32xi8>, vector<32xi8>
// VNNI: vector.load %arg0{{.*}} : memref<8x32xi8>, vector<4xi8>
// VNNI: vector.bitcast {{.*}} : vector<4xi8> to vector<1xi32>
// VNNI: %[[A:.+]] = vector.bitcast {{.*}} : vector<16xi32> to vector<64xi8>
// VNNI: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"({{.*}}, %[[A]], {{.*}}) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
// VNNI-NOT: arith.muli {{.*}} : vector
// VNNI-NOT: linalg.generic
func.func @u8_s8_into_i32(%a: memref<8x32xi8>, %b: memref<32x32xi8>,
                          %c: memref<8x32xi32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x32xi8>, memref<32x32xi8>)
      outs(%c : memref<8x32xi32>) {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %xe = arith.extui %x : i8 to i32
    %we = arith.extsi %w : i8 to i32
    %p = arith.muli %xe, %we : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// A read across its rows (A[k][m]: 8 bytes apart along k, as a 3x3 conv's
// weights are 9 apart along the input channels): with VNNI its 4 bytes are
// 4 byte loads packed into the broadcast word.
// VNNI-LABEL: func.func @u8_s8_strided_a
// VNNI: scf.for {{.*}} step %c4
// VNNI-COUNT-4: memref.load %arg0
// VNNI: vector.from_elements {{.*}} : vector<4xi8>
// VNNI: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
func.func @u8_s8_strided_a(%a: memref<32x8xi8>, %b: memref<32x32xi8>,
                           %c: memref<8x32xi32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<32x8xi8>, memref<32x32xi8>)
      outs(%c : memref<8x32xi32>) {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %xe = arith.extui %x : i8 to i32
    %we = arith.extsi %w : i8 to i32
    %p = arith.muli %xe, %we : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// B packed for VNNI (tile-pack-weights): [K/4, N, 4] read at
// (k floordiv 4, n, k mod 4). Each step loads B's 4 rows as one 64-byte
// vector (no shuffles). A is a strided subview (a conv window's rows):
// its 4 bytes along k are still one load, along its innermost dim.
// VNNI-LABEL: func.func @u8_s8_packed_b
// VNNI: memref.collapse_shape %arg1 {{\[}}[0], [1, 2]] : memref<8x32x4xi8> into memref<8x128xi8>
// VNNI: scf.for {{.*}} step %c4
// VNNI-NOT: vector.shuffle
// VNNI: vector.load %collapse_shape{{.*}} : memref<8x128xi8>, vector<64xi8>
// VNNI: vector.load %subview{{.*}} : memref<8x32xi8, strided<[40, 1]>>, vector<4xi8>
// VNNI: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"
// VNNI-NOT: vector.shuffle
// VNNI-NOT: linalg.generic
// Without VNNI the packed B is left to the loops (correct, scalar).
// CHECK-LABEL: func.func @u8_s8_packed_b
// CHECK: linalg.generic
func.func @u8_s8_packed_b(%a: memref<8x40xi8>, %b: memref<8x32x4xi8>,
                          %c: memref<8x32xi32>) {
  %as = memref.subview %a[0, 0] [8, 32] [1, 1]
      : memref<8x40xi8> to memref<8x32xi8, strided<[40, 1]>>
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k floordiv 4, n, k mod 4)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%as, %b : memref<8x32xi8, strided<[40, 1]>>, memref<8x32x4xi8>)
      outs(%c : memref<8x32xi32>) {
  ^bb0(%x: i8, %w: i8, %acc: i32):
    %xe = arith.extui %x : i8 to i32
    %we = arith.extsi %w : i8 to i32
    %p = arith.muli %xe, %we : i32
    %s = arith.addi %acc, %p : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Strided subviews with contiguous rows qualify; a dynamic shape or a
// column-strided B stays a linalg.matmul (lowered to loops).
// CHECK-LABEL: func.func @not_applicable
// VNNI-LABEL: func.func @not_applicable
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
// The polynomials' fma and floor are LLVM intrinsics (vectorizable), not
// the libm calls fmaf/floorf.
// CHECK-NOT: math.fma
// CHECK-NOT: math.floor
// CHECK: llvm.intr.floor
// CHECK: llvm.intr.fma
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

// A 3×3 convolution (n, f, oh, ow, c, kh, kw) is a contraction: vectors
// along ow (the output's and the input's contiguous dimension), rows over
// the output channel f (the input does not read it: each input vector feeds
// 8 FMAs), n and oh loops outside, and the 16 accumulators carried across
// the c, kh and kw loops. 8 filters × 16 columns: ow = 16 is one vector
// (narrower than NR = 32), so a block could hold 16 rows; all 8 filters are
// one block.
// CHECK-LABEL: func.func @conv
// CHECK-NOT: linalg.generic
// CHECK: scf.for {{.*}} to %c16 step %c1
// CHECK-NOT: scf.for
// CHECK-COUNT-8: vector.load %arg2{{.*}} : memref<1x8x16x16xf32>, vector<16xf32>
// CHECK: %[[WR:.+]] = memref.subview %arg1[%{{.*}}, 0, 0, 0] [8, 4, 3, 3] [1, 1, 1, 1]
// CHECK: scf.for {{.*}} to %c4 step %c1{{.*}} iter_args(
// CHECK: scf.for {{.*}} to %c3 step %c1{{.*}} iter_args(
// CHECK: scf.for {{.*}} to %c3 step %c1{{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK: vector.load %arg0{{.*}} : memref<1x4x18x18xf32>, vector<16xf32>
// CHECK: memref.load %[[WR]][%c0, 
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-COUNT-8: vector.store {{.*}}, %arg2{{.*}} : memref<1x8x16x16xf32>, vector<16xf32>
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

// A stride-2 convolution reads every other input element: one contiguous
// load of 2·16 - 1 elements (two registers, masked to 31 lanes) and a
// shuffle of the even lanes per vector.
// CHECK-LABEL: func.func @conv_stride2
// CHECK: vector.maskedload %arg0{{.*}} : memref<4x35xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: vector.shuffle {{.*}} [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] : vector<32xf32>, vector<32xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
#s2_in = affine_map<(o, ow, kw) -> (o, 2 * ow + kw)>
#s2_w = affine_map<(o, ow, kw) -> (kw)>
#s2_out = affine_map<(o, ow, kw) -> (o, ow)>
func.func @conv_stride2(%xs: memref<4x35xf32>, %ws: memref<3xf32>, %ys: memref<4x16xf32>) {
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

// -----

// A depthwise convolution: input and weight both read the channel f, so
// the rows are output rows oh (the weight element is shared by them, the
// input is loaded per row).
// CHECK-LABEL: func.func @depthwise
// CHECK: scf.for {{.*}} to %c8 step %c1
// CHECK: iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK-COUNT-8: vector.load %arg0{{.*}} : memref<1x8x10x10xf32>, vector<8xf32>
#dw_in = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f + c, oh + kh, ow + kw)>
#dw_w = affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>
#dw_out = affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>
func.func @depthwise(%x: memref<1x8x10x10xf32>, %w: memref<8x1x3x3xf32>,
                     %y: memref<1x8x8x8xf32>) {
  linalg.generic {indexing_maps = [#dw_in, #dw_w, #dw_out],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel",
                                    "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x8x10x10xf32>, memref<8x1x3x3xf32>)
      outs(%y : memref<1x8x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A max pool window (not a mul-add contraction): ow, the output's and the
// input's contiguous dimension, moves innermost after the reductions.
// CHECK-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d2, d{{[34]}} + d{{[34]}})>
// CHECK-DAG: #[[OUT:.+]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
// CHECK-LABEL: func.func @pool
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #{{.+}}, #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel"]}
#p_in = affine_map<(c, oh, ow, kh, kw) -> (c, oh + kh, ow + kw)>
#p_win = affine_map<(c, oh, ow, kh, kw) -> (kh, kw)>
#p_out = affine_map<(c, oh, ow, kh, kw) -> (c, oh, ow)>
func.func @pool(%x: memref<4x18x18xf32>, %win: memref<3x3xf32>, %y: memref<4x16x16xf32>) {
  linalg.generic {indexing_maps = [#p_in, #p_win, #p_out],
                  iterator_types = ["parallel", "parallel", "parallel",
                                    "reduction", "reduction"]}
      ins(%x, %win : memref<4x18x18xf32>, memref<3x3xf32>) outs(%y : memref<4x16x16xf32>) {
  ^bb0(%a: f32, %w: f32, %acc: f32):
    %s = arith.maximumf %acc, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A row reduction along the inputs' contiguous dimension (softmax's sum of
// exp(x - max)): per row, four vector accumulators over 64 elements per
// step, combined and reduced across lanes; the 100 - 64 = 36 elements left
// as two vectors of 16 and one of 4; the row-invariant max broadcast.
// CHECK-LABEL: func.func @row_sum
// CHECK: scf.for %[[R:.+]] = %c0 to %c16 step %c1
// CHECK: memref.load %arg1[%[[R]]]
// CHECK: scf.for {{.*}} = %c0 to %c64 step %c64 iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-COUNT-4: arith.addf {{.*}} : vector<16xf32>
// CHECK: vector.reduction <add>, {{.*}} : vector<16xf32> into f32
// CHECK: vector.reduction <add>, {{.*}} : vector<16xf32> into f32
// CHECK: vector.reduction <add>, {{.*}} : vector<16xf32> into f32
// CHECK: vector.load %arg0{{.*}} : memref<16x100xf32>, vector<4xf32>
// CHECK: vector.reduction <add>, {{.*}} : vector<4xf32> into f32
// CHECK: memref.store {{.*}}, %arg2[%[[R]]]
// CHECK-NOT: linalg.generic
#rows_in = affine_map<(i, j) -> (i, j)>
#rows_out = affine_map<(i, j) -> (i)>
func.func @row_sum(%x: memref<16x100xf32>, %max: memref<16xf32>, %r: memref<16xf32>) {
  linalg.generic {indexing_maps = [#rows_in, #rows_out, #rows_out],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %max : memref<16x100xf32>, memref<16xf32>) outs(%r : memref<16xf32>) {
  ^bb0(%a: f32, %m: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A max over rows: maximumf accumulators start at -inf.
// CHECK-LABEL: func.func @row_max
// CHECK: arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK: arith.maximumf {{.*}} : vector<16xf32>
// CHECK: vector.reduction <maximumf>
func.func @row_max(%x: memref<8x64xf32>, %r: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<8x64xf32>) outs(%r : memref<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.maximumf %acc, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A min over a whole tensor (DynamicQuantizeLinear's): its three reduction
// loops, contiguous in the input, collapse into one 65536-long row with
// vector accumulators (a min's result does not depend on the order). A sum
// over two loops keeps them (its rounding would change).
// CHECK-LABEL: func.func @whole_min
// CHECK: arith.constant dense<0x7F800000> : vector<16xf32>
// CHECK: scf.for {{.*}} = %c0 to %c65536 step %c64
// CHECK: arith.minimumf {{.*}} : vector<16xf32>
// CHECK: vector.reduction <minimumf>
// CHECK-LABEL: func.func @two_loop_sum_kept
// CHECK: linalg.generic
func.func @whole_min(%x: memref<1x128x512xf32>, %r: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> ()>],
                  iterator_types = ["reduction", "reduction", "reduction"]}
      ins(%x : memref<1x128x512xf32>) outs(%r : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.minimumf %acc, %a : f32
    linalg.yield %s : f32
  }
  return
}
func.func @two_loop_sum_kept(%x: memref<4x128x512xf32>, %r: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>],
                  iterator_types = ["parallel", "reduction", "reduction"]}
      ins(%x : memref<4x128x512xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A reduction across rows (the reduced dimension is not contiguous) is no
// row reduction: its contiguous output loop moves innermost instead. One
// over rows shorter than a vector keeps its loops.
// CHECK-LABEL: func.func @kept
// CHECK: iterator_types = ["reduction", "parallel"]
// CHECK: iterator_types = ["parallel", "reduction"]
func.func @kept(%x: memref<64x16xf32>, %r: memref<16xf32>, %y: memref<16x8xf32>, %q: memref<16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<64x16xf32>) outs(%r : memref<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<16x8xf32>) outs(%q : memref<16xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %acc, %a : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A 1x1 convolution over 13×13 feature maps: rows of 13 would be one short
// vector each, so oh and ow (contiguous in the input and the output) fold
// into one loop of 169 before the micro-kernel: full 32-column blocks.
// CHECK-LABEL: func.func @conv1x1_narrow
// CHECK: memref.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : memref<1x8x13x13xf32> into memref<1x8x169xf32>
// CHECK: memref.collapse_shape %arg2 {{\[}}[0], [1], [2, 3]]
// CHECK: scf.for {{.*}} to %c160 step %c32
// CHECK: vector.fma {{.*}} : vector<16xf32>
#in1 = affine_map<(n, f, oh, ow, c) -> (n, c, oh, ow)>
#w1 = affine_map<(n, f, oh, ow, c) -> (f, c)>
#out1 = affine_map<(n, f, oh, ow, c) -> (n, f, oh, ow)>
func.func @conv1x1_narrow(%x: memref<1x8x13x13xf32>, %w: memref<16x8xf32>,
                          %y: memref<1x16x13x13xf32, strided<[2704, 169, 13, 1], offset: ?>>) {
  linalg.generic {indexing_maps = [#in1, #w1, #out1],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<1x8x13x13xf32>, memref<16x8xf32>)
      outs(%y : memref<1x16x13x13xf32, strided<[2704, 169, 13, 1], offset: ?>>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A padded copy (a bufferized tensor.pad) fills only its border: the
// interior is written once, by the copy. Rows 0 and 5 whole, then columns
// 0-1 and 6 of rows 1-4; no fill of the whole buffer (each slab's fill as
// vector stores along its rows, 7 lanes of 8 masked).
// CHECK-LABEL: func.func @pad_border
// CHECK-NOT: linalg.map
// CHECK: %[[A:.+]] = memref.alloc() : memref<2x6x7xf32>
// CHECK: %[[T:.+]] = memref.subview %[[A]][0, 0, 0] [2, 1, 7] [1, 1, 1]
// CHECK: vector.maskedstore %[[T]]
// CHECK: %[[B:.+]] = memref.subview %[[A]][0, 5, 0] [2, 1, 7] [1, 1, 1]
// CHECK: vector.maskedstore %[[B]]
// CHECK: %[[L:.+]] = memref.subview %[[A]][0, 1, 0] [2, 4, 2] [1, 1, 1]
// CHECK: vector.store %{{.*}}, %[[L]]
// CHECK: %[[R:.+]] = memref.subview %[[A]][0, 1, 6] [2, 4, 1] [1, 1, 1]
// CHECK: vector.store %{{.*}}, %[[R]]
// CHECK-NOT: linalg.fill
// The interior's copy (linalg.copy into a strided view) is vector rows.
// CHECK: %[[I:.+]] = memref.subview %[[A]][0, 1, 2] [2, 4, 4] [1, 1, 1]
// CHECK: vector.load %arg0{{.*}} : memref<2x4x4xf32>, vector<4xf32>
// CHECK: vector.store %{{.*}}, %[[I]]
// CHECK-NOT: linalg.copy
// Not when something reads the buffer between the fill and the copy: the
// whole buffer is filled (vector stores along its rows) before the read.
// CHECK-LABEL: func.func @pad_read_first
// CHECK: %[[A2:.+]] = memref.alloc() : memref<2x6x7xf32>
// CHECK: vector.maskedstore %[[A2]]
// CHECK: vector.maskedload %[[A2]]
// CHECK: vector.maskedstore %arg1
func.func @pad_border(%x: memref<2x4x4xf32>) -> memref<2x6x7xf32> {
  %cst = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<2x6x7xf32>
  linalg.map outs(%a : memref<2x6x7xf32>) (%init: f32) {
    linalg.yield %cst : f32
  }
  %s = memref.subview %a[0, 1, 2] [2, 4, 4] [1, 1, 1] : memref<2x6x7xf32> to memref<2x4x4xf32, strided<[42, 7, 1], offset: 9>>
  linalg.copy ins(%x : memref<2x4x4xf32>) outs(%s : memref<2x4x4xf32, strided<[42, 7, 1], offset: 9>>)
  return %a : memref<2x6x7xf32>
}
func.func @pad_read_first(%x: memref<2x4x4xf32>, %y: memref<2x6x7xf32>) -> memref<2x6x7xf32> {
  %cst = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<2x6x7xf32>
  linalg.map outs(%a : memref<2x6x7xf32>) (%init: f32) {
    linalg.yield %cst : f32
  }
  linalg.copy ins(%a : memref<2x6x7xf32>) outs(%y : memref<2x6x7xf32>)
  %s = memref.subview %a[0, 1, 2] [2, 4, 4] [1, 1, 1] : memref<2x6x7xf32> to memref<2x4x4xf32, strided<[42, 7, 1], offset: 9>>
  linalg.copy ins(%x : memref<2x4x4xf32>) outs(%s : memref<2x4x4xf32, strided<[42, 7, 1], offset: 9>>)
  return %a : memref<2x6x7xf32>
}

// -----

// A contraction whose output a fill has just initialized (a conv's zero
// accumulator) starts its accumulators at the fill's value: no fill pass
// over C, no loads of C; every element of C is stored once.
// CHECK-LABEL: func.func @fill_init
// CHECK-NOT: linalg.fill
// CHECK-NOT: vector.load %arg2
// CHECK: %[[Z:.+]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[Z]], %{{.*}} = %[[Z]],
// CHECK-COUNT-16: vector.store {{.*}}, %arg2{{.*}} : memref<8x32xf32>, vector<16xf32>
// CHECK-NOT: linalg.fill
// A fill with a read of C in between stays (as vector stores).
// CHECK-LABEL: func.func @fill_then_read
// CHECK: vector.store %{{.*}}, %arg2
// CHECK: vector.load %arg2
// CHECK: vector.store %{{.*}}, %arg3
// CHECK: vector.load %arg2
func.func @fill_init(%a: memref<8x16xf32>, %b: memref<16x32xf32>,
                     %c: memref<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<8x32xf32>)
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>)
                outs(%c : memref<8x32xf32>)
  return
}
func.func @fill_then_read(%a: memref<8x16xf32>, %b: memref<16x32xf32>,
                          %c: memref<8x32xf32>, %d: memref<8x32xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<8x32xf32>)
  memref.copy %c, %d : memref<8x32xf32> to memref<8x32xf32>
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x32xf32>)
                outs(%c : memref<8x32xf32>)
  return
}

// -----

// An elementwise generic whose inner loop is short and contiguous (a 128×32
// matmul tile's bias add): each row is 16-lane vectors along the columns
// (LLVM unrolled the 32 columns and vectorized the rows with a gather and a
// scatter per column); an operand that does not read the columns (a
// per-row scale) is a scalar load, broadcast. A row that does not fill
// whole registers (an NCHW conv's 14-wide epilogue) ends in a narrower
// vector; one longer than 8 registers stays for LLVM.
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT: linalg.generic
// CHECK: scf.for %[[I:.+]] = %c0{{.*}} to %c128{{.*}} step %c1
// CHECK: scf.for %[[J:.+]] = %c0{{.*}} to %c32{{.*}} step %c16
// CHECK: %[[S:.+]] = memref.load %arg2[%[[I]]] : memref<128xf32>
// CHECK: vector.load %arg0[%[[I]], %[[J]]] : memref<128x32xf32>, vector<16xf32>
// CHECK: vector.load %arg1[%[[J]]] : memref<32xf32>, vector<16xf32>
// CHECK: vector.broadcast %[[S]] : f32 to vector<16xf32>
// CHECK: vector.store {{.*}}, %arg3[%[[I]], %[[J]]] : memref<128x32xf32>, vector<16xf32>
// CHECK: vector.load %arg4{{.*}} : memref<4x14xf32>, vector<14xf32>
// CHECK: vector.store {{.*}} : memref<4x14xf32>, vector<14xf32>
// CHECK: linalg.generic
// CHECK-SAME: memref<4x200xf32>
// AVX2-LABEL: func.func @short_rows
// AVX2: scf.for {{.*}} to %c32{{.*}} step %c8
// AVX2: vector.store {{.*}} : memref<128x32xf32>, vector<8xf32>
// AVX2: linalg.generic
func.func @short_rows(%x: memref<128x32xf32>, %b: memref<32xf32>,
                      %s: memref<128xf32>, %y: memref<128x32xf32>,
                      %x2: memref<4x14xf32>, %y2: memref<4x14xf32>,
                      %x3: memref<4x200xf32>, %y3: memref<4x200xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (j)>,
                                   affine_map<(i, j) -> (i)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b, %s : memref<128x32xf32>, memref<32xf32>, memref<128xf32>)
      outs(%y : memref<128x32xf32>) {
  ^bb0(%a: f32, %c: f32, %d: f32, %o: f32):
    %0 = arith.addf %a, %c : f32
    %1 = arith.mulf %0, %d : f32
    linalg.yield %1 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x2 : memref<4x14xf32>) outs(%y2 : memref<4x14xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.negf %a : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x3 : memref<4x200xf32>) outs(%y3 : memref<4x200xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = arith.negf %a : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// An elementwise row of 512 (32 registers) is left to LLVM's vectorizer,
// except in a device function that a launch runs in place (its output
// written over an input): LLVM's overlap check would send every call to
// the scalar loop, so the row becomes vector code here.
// CHECK-LABEL: func.func private @in_place_tile
// CHECK: scf.for {{.*}} = %c0 to %c512 step %c16
// CHECK: vector.load %arg0{{.*}} : memref<4x512xi32>, vector<16xi32>
// CHECK: arith.sitofp {{.*}} : vector<16xi32> to vector<16xf32>
// CHECK: vector.store {{.*}}, %arg1{{.*}} : memref<4x512xf32>, vector<16xf32>
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func private @not_in_place_tile
// CHECK: linalg.generic
#id2 = affine_map<(i, j) -> (i, j)>
func.func private @in_place_tile(%a: memref<4x512xi32>, %o: memref<4x512xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x512xi32>) outs(%o : memref<4x512xf32>) {
  ^bb0(%x: i32, %y: f32):
    %f = arith.sitofp %x : i32 to f32
    linalg.yield %f : f32
  }
  return
}
func.func private @not_in_place_tile(%a: memref<4x512xi32>, %o: memref<4x512xf32>) attributes {kernel.device} {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x512xi32>) outs(%o : memref<4x512xf32>) {
  ^bb0(%x: i32, %y: f32):
    %f = arith.sitofp %x : i32 to f32
    linalg.yield %f : f32
  }
  return
}
func.func @host(%a: memref<4x512xi32>, %o: memref<4x512xf32>, %b: memref<4x512xi32>, %p: memref<4x512xf32>) {
  %c1 = arith.constant 1 : index
  kernel.launch @in_place_tile grid(%c1) (%a, %o) {in_place = array<i64: 0, 1>} : memref<4x512xi32>, memref<4x512xf32>
  kernel.launch @not_in_place_tile grid(%c1) (%b, %p) : memref<4x512xi32>, memref<4x512xf32>
  return
}
