// RUN: mlc-opt %s --mlc-graph-pipeline --convert-graph-to-tile | FileCheck %s --check-prefix=CPU
// RUN: mlc-opt %s --mlc-graph-pipeline --convert-graph-to-tile=target=cuda | FileCheck %s --check-prefix=CUDA

// A matmul that is its own kernel becomes a tile program: a grid of output
// tiles, a K loop of tile.load/tile.dot, the epilogue cast, a masked store.
// On the CPU the K step is the whole K (100) up to 1024: the micro-kernel's
// accumulators stay in registers across it.
// CPU-LABEL: func.func @f16
// CPU: tile.kernel "matmul_{{[0-9]+}}" tile_sizes []
// CPU: scf.forall (%[[I:.+]], %[[J:.+]]) = (0, 0) to (%{{.+}}, %{{.+}}) step (128, 32) shared_outs(%[[O:.+]] = %{{.+}}) -> (tensor<300x200xf16>)
// CPU:   linalg.fill ins(%{{.+}} : f32) outs(%{{.+}} : tensor<128x32xf32>)
// CPU:   scf.for %[[K:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<128x32xf32>)
// CPU:     %[[A:.+]] = tile.load %{{.+}}[%[[I]], %[[K]]] pad %{{.+}} into %{{.+}} : tensor<300x100xf16> into tensor<128x100xf16> -> tensor<128x100xf16>
// CPU:     %[[B:.+]] = tile.load %{{.+}}[%[[K]], %[[J]]] pad %{{.+}} into %{{.+}} : tensor<100x200xf16> into tensor<100x32xf16> -> tensor<100x32xf16>
// CPU:     tile.dot %[[A]], %[[B]] into %[[ACC]]
// CPU:   arith.truncf %{{.+}} : tensor<128x32xf32> to tensor<128x32xf16>
// CPU:   %[[W:.+]] = tensor.extract_slice %[[O]][%[[I]], %[[J]]]
// CPU:   %[[S:.+]] = tile.store %{{.+}} into %[[W]][%{{.+}}, %{{.+}}] : tensor<128x32xf16> into tensor<?x?xf16> -> tensor<?x?xf16>
// CPU:   scf.forall.in_parallel
// CPU:     tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]], %[[J]]]
// CUDA-LABEL: func.func @f16
// CUDA: step (128, 128)
// CUDA: tile.load {{.+}} into tensor<128x32xf16>
// CUDA: tile.load {{.+}} into tensor<32x128xf16>
// CUDA: tile.dot {{.+}} into tensor<128x128xf32>
func.func @f16(%a: tensor<300x100xf16>, %b: tensor<100x200xf16>) -> tensor<300x200xf16> {
  %c = graph.matmul %a, %b : (tensor<300x100xf16>, tensor<100x200xf16>) -> tensor<300x200xf16>
  return %c : tensor<300x200xf16>
}

// Batched with a broadcast batch dim: the broadcast operand is read at 0.
// Small static sizes shrink the CPU tiles; tiles that divide the static
// sizes lie inside the operands, so the CPU reads them as plain slices
// (no padded copy).
// CPU-LABEL: func.func @batched
// CPU: scf.forall (%[[B:.+]], %[[I:.+]], %[[J:.+]]) = (0, 0, 0) to (%{{.+}}, %{{.+}}, %{{.+}}) step (1, 8, 16)
// CPU-NOT: tile.load
// CPU: tensor.extract_slice %{{.+}}[%{{.+}}, %[[I]], %{{.+}}] [1, 8, 40] [1, 1, 1] : tensor<1x8x40xf32> to tensor<8x40xf32>
// CPU: tensor.extract_slice %{{.+}}[%[[B]], %{{.+}}, %[[J]]] [1, 40, 16] [1, 1, 1] : tensor<4x40x16xf32> to tensor<40x16xf32>
// CPU-NOT: tile.load
// CPU-NOT: arith.truncf
// CPU: tile.store
// The GPU: 8 rows are a GEMV's (gemv-max-rows): tiles of the 8 rows x 16
// columns (TileMatmulToGemv.cpp; the K extent is unused).
// CUDA-LABEL: func.func @batched
// CUDA: step (1, 8, 16)
// CUDA: tile.load %{{.+}} : tensor<1x8x40xf32> into tensor<8x32xf32>
// CUDA: tile.load %{{.+}} : tensor<4x40x16xf32> into tensor<32x16xf32>
// CUDA: tile.dot {{.+}} into tensor<8x16xf32>
// CUDA-NOT: arith.truncf
func.func @batched(%a: tensor<1x8x40xf32>, %b: tensor<4x40x16xf32>) -> tensor<4x8x16xf32> {
  %c = graph.matmul %a, %b : (tensor<1x8x40xf32>, tensor<4x40x16xf32>) -> tensor<4x8x16xf32>
  return %c : tensor<4x8x16xf32>
}

// A small static matmul (32×192) gets smaller CPU tiles so that the grid
// has 8 or more of them for the thread pool: 32 columns, then 16 rows.
// CPU-LABEL: func.func @split_for_threads
// CPU: scf.forall (%{{.+}}, %{{.+}}) = (0, 0) to (%{{.+}}, %{{.+}}) step (16, 32)
// CPU: tile.dot {{.+}} : tensor<16x64xf32>, tensor<64x32xf32> into tensor<16x32xf32>
// On the GPU the f32 tile fits the output (32 rows, 256 -> 128 columns),
// then its larger side halves while the grid has fewer tiles than the
// H200's 132 multiprocessors: 32x32, 6 tiles.
// CUDA-LABEL: func.func @split_for_threads
// CUDA: step (32, 32)
// CUDA: tile.dot {{.+}} into tensor<32x32xf32>
func.func @split_for_threads(%a: tensor<32x64xf32>, %b: tensor<64x192xf32>) -> tensor<32x192xf32> {
  %c = graph.matmul %a, %b : (tensor<32x64xf32>, tensor<64x192xf32>) -> tensor<32x192xf32>
  return %c : tensor<32x192xf32>
}

// Transposed operands keep the linalg lowering.
// CPU-LABEL: func.func @transposed
// CPU-NOT: tile.dot
// CPU: linalg.generic
func.func @transposed(%a: tensor<8x40xf32>, %b: tensor<16x40xf32>) -> tensor<8x16xf32> {
  %c = graph.matmul %a, %b {transpose_b} : (tensor<8x40xf32>, tensor<16x40xf32>) -> tensor<8x16xf32>
  return %c : tensor<8x16xf32>
}

// A large f32 matmul keeps 128x128 GPU tiles (256 of them at 2048x2048).
// CUDA-LABEL: func.func @large_f32
// CUDA: step (128, 128)
// CUDA: tile.dot {{.+}} into tensor<128x128xf32>
func.func @large_f32(%a: tensor<2048x64xf32>, %b: tensor<64x2048xf32>) -> tensor<2048x2048xf32> {
  %c = graph.matmul %a, %b : (tensor<2048x64xf32>, tensor<64x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}

// 1024x1024: 64 tiles of 128x128 would leave half the multiprocessors
// idle; 64x64 tiles make 256.
// CUDA-LABEL: func.func @mid_f32
// CUDA: step (64, 64)
func.func @mid_f32(%a: tensor<1024x64xf32>, %b: tensor<64x1024xf32>) -> tensor<1024x1024xf32> {
  %c = graph.matmul %a, %b : (tensor<1024x64xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
  return %c : tensor<1024x1024xf32>
}
