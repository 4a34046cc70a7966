//===- NVGPUCodegen.h - shared tensor-core emission -------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the tensor-core lowerings of tile programs share: the matched matmul
// program (K loop, operand loads, epilogue chain, store) and the tile shapes
// it may have, the index arithmetic helpers, the 16-byte cp.async of one
// chunk, the m16n8k16 mma, the epilogue that applies the fused elementwise
// chain per accumulator element and stores it, the kernel's shared-memory
// tiles and its end. TileMatmulToMmaSync.cpp lowers a matmul to mma.sync
// (sm_80 and later), TileMatmulToWGMMA.cpp to wgmma (sm_90a),
// TileAttentionToNVGPU.cpp a tile.attention; each depends on this unit and
// none on another. TileMatmulToNVGPU.cpp chooses between the two matmul
// lowerings.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_CONVERSION_KERNELTOGPU_NVGPUCODEGEN_H
#define MLC_LIB_CONVERSION_KERNELTOGPU_NVGPUCODEGEN_H

#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <optional>

namespace mlc::tilemm {

/// How a block computes its output tile. Tensor cores (f16/bf16): 4 warps
/// of 64x64 mma.sync sub-tiles, 32-wide K steps, swizzled 16-byte rows.
/// SIMT (f32, exact FMAs): 256 threads, 16-wide K steps, output tiles of 32
/// to 128 a side (MatmulToTile shrinks them for small outputs; 8x8 outputs
/// a thread at 128x128); a warp reads A rows (broadcast) and 128-bit B
/// vectors. `match` accepts the operand tiles of these configurations (and
/// f16/bf16 128x256 output tiles, which only wgmma takes).
struct Config {
  int64_t bm, bn, bk, threads;
  int64_t vec;   // elements per 16-byte cp.async chunk
  bool swizzled; // XOR-swizzled chunks (for ldmatrix)
};
constexpr Config kTensorCore = {128, 128, 32, 128, 8, true};

/// The SIMT configuration of a bm x bn output tile, if it has one: 256
/// threads, 128 where a side is 32 (so that every thread copies whole
/// 16-byte chunks of the 32x16 or 16x32 operand tile: a thread copying a
/// chunk again would race with its owner).
std::optional<Config> simtConfig(int64_t bm, int64_t bn);

/// Whether tiles of `elem` take the SIMT tile (simtConfig) rather than
/// tensor cores: f32 (exact FMAs), and i32 (a quantized matmul's centered
/// integers: integer multiply-adds).
bool isSimtElement(mlir::Type elem);

/// GEMV tiles (TileMatmulToGemv.cpp): a matmul of at most kGemvMaxRows
/// rows gets tiles of its rows × kGemvCols columns (convert-graph-to-tile's
/// gemv-max-rows), which no other GPU tile program uses; with transpose_b
/// (B as N×K) tiles of its rows × 1 to 32 columns (a power of two).
constexpr int64_t kGemvMaxRows = 8, kGemvCols = 16;

/// On an op of a kernel's entry block that only asks for data to be
/// brought closer (a GEMV's L2 prefetch of its weight rows, which changes
/// nothing any kernel reads): the kernel may issue it before it waits for
/// the grids it depends on (addGridDependencyControl), when every op before
/// it is free of memory effects.
constexpr llvm::StringLiteral kBeforeGridWaitAttr = "mlc.before_grid_wait";

/// Asks L2 for `bytes` (index, a multiple of 16) at the 16-byte aligned
/// generic address `addr` (index) when `take` (i1) holds: a bulk prefetch
/// (cp.async.bulk.prefetch.L2, sm_90) that nothing waits for, marked
/// kBeforeGridWaitAttr. L2 is where every multiprocessor's writes meet, so
/// it changes nothing any kernel reads, even of data a kernel before is
/// still writing.
void bulkPrefetchL2(mlir::OpBuilder &b, mlir::Location loc, mlir::Value addr,
                    mlir::Value bytes, mlir::Value take);

struct Emitter;
/// The generic address (index) of `src`'s element at `idx` (one index a
/// dimension): its aligned pointer plus offset + sum(idx * stride) elements.
mlir::Value elementAddress(Emitter &e, mlir::Value src,
                           llvm::ArrayRef<mlir::Value> idx);
bool isGemv(tile::DotOp dot);

/// Whether every `vec`-element chunk of a row of `t` starts aligned to `vec`
/// elements: unit innermost stride, static outer strides (but those of
/// one-element dims) and offset multiples of `vec` (an identity layout
/// qualifies when `identityOk` and its rows are a multiple of `vec`,
/// whatever its dynamic sizes).
bool alignedRowChunks(mlir::MemRefType t, int64_t vec, bool identityOk);

/// The pieces of a matched tile matmul program.
struct Program {
  mlir::scf::ForOp loop;
  tile::LoadOp loadA, loadB;
  tile::DotOp dot;
  mlir::linalg::FillOp fill;
  /// The epilogue: elementwise generics, the first on the accumulator,
  /// each next one on the previous one's result and on side tiles that a
  /// tile.load fills (bias vectors, residuals), read per element.
  struct SideInput {
    unsigned arg;          // the body argument it feeds
    tile::LoadOp load;     // the load that fills its tile, or null for
    mlir::AffineMap map;   // output tile (row, col) -> side tile position
    mlir::Value scalar;    // a 0-d buffer read as is
  };
  struct Epilogue {
    mlir::linalg::GenericOp op;
    unsigned chainArg; // the body argument the previous value feeds
    llvm::SmallVector<SideInput> sides;
  };
  llvm::SmallVector<Epilogue> epilogues;
  tile::StoreOp store;
  mlir::Value acc;
};

/// Matches the bufferized matmul tile program of `fn` (emits a diagnostic
/// and fails for other programs).
mlir::LogicalResult match(mlir::gpu::GPUFuncOp fn, Program &p);

struct Emitter {
  mlir::OpBuilder &b;
  mlir::Location loc;
  mlir::Value idx(int64_t v) {
    return mlir::arith::ConstantIndexOp::create(b, loc, v);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddIOp::create(b, loc, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return mlir::arith::SubIOp::create(b, loc, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulIOp::create(b, loc, x, y);
  }
  mlir::Value div(mlir::Value x, int64_t y) {
    return mlir::arith::DivUIOp::create(b, loc, x, idx(y));
  }
  mlir::Value rem(mlir::Value x, int64_t y) {
    return mlir::arith::RemUIOp::create(b, loc, x, idx(y));
  }
  mlir::Value min(mlir::Value x, mlir::Value y) {
    return mlir::arith::MinSIOp::create(b, loc, x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) {
    return mlir::arith::MaxSIOp::create(b, loc, x, y);
  }
  mlir::Value lt(mlir::Value x, mlir::Value y) {
    return mlir::arith::CmpIOp::create(b, loc, mlir::arith::CmpIPredicate::slt,
                                       x, y);
  }
  mlir::Value select(mlir::Value c, mlir::Value x, mlir::Value y) {
    return mlir::arith::SelectOp::create(b, loc, c, x, y);
  }
};

/// The offsets of `load` (an op of `body`) with the values in `map`
/// replaced: the ops they depend on are cloned at `b`.
llvm::SmallVector<mlir::Value> offsetsAt(tile::LoadOp load, mlir::Block *body,
                                         mlir::IRMapping map,
                                         mlir::OpBuilder &b);

/// Element (row, col) of the row-major `src` (leading indices `lead`)
/// where `in` holds, else `pad`: a load inside an scf.if.
mlir::Value loadOr(Emitter &e, mlir::Value src, llvm::ArrayRef<mlir::Value> lead,
                   mlir::Value row, mlir::Value col, mlir::Value in,
                   mlir::Value pad);

/// One `vec`-element (4, 8 or 16-byte) cp.async of the row-major `src` at
/// element (row, col) (leading indices `lead`) into `shared` at
/// `sharedIdx`; elements past the source's bounds (`nRows`×`nCols`) are
/// zero-filled.
mlir::Value copyChunk(Emitter &e, mlir::Value src,
                      llvm::ArrayRef<mlir::Value> lead, mlir::Value row,
                      mlir::Value col, mlir::Value nRows, mlir::Value nCols,
                      int64_t vec, mlir::Value shared,
                      mlir::ValueRange sharedIdx);

/// acc + a·b for one m16n8k16 fragment (a vector<4x2xT>, b vector<2x2xT>,
/// acc vector<2x2xf32>, T f16 or bf16). nvgpu.mma.sync lowers f16 only, so
/// bf16 goes to nvvm.mma.sync directly (operands packed two per i32).
mlir::Value mma(mlir::OpBuilder &b, mlir::Location loc, mlir::Value a,
                mlir::Value bf, mlir::Value c);

/// One accumulator element: its value is element `pos` of `acc` (a vector,
/// or an LLVM struct of f32), at (`row`, `col`) of the output tile (the
/// same Value for elements of one row or column: side values are read
/// once per Value). `pairWithNext`: the next element is at (row, col + 1)
/// and col is even (stored together where alignment allows).
struct AccElement {
  mlir::Value acc;
  llvm::SmallVector<int64_t, 2> pos;
  mlir::Value row, col;
  bool pairWithNext = false;
};

/// Shared memory that an epilogue may stage its output tile in: a
/// [tile rows][tile cols + pad] buffer of the output's element type, free
/// once every thread is past the K loop, and the block's thread count.
struct Staging {
  mlir::Value buffer;
  int64_t threads = 0;
};

/// Replaces the program's epilogue and store by the epilogue chain applied
/// to each accumulator element and a store where it lies inside the
/// destination; erases what is left of the tile program (the tiles, the
/// fill) and maps program ids to block ids. The row and column values must
/// dominate the store. With `staging`, interior tiles whose destination
/// rows are 16-byte aligned go through it and leave as 16-byte row stores.
/// `covered` (rows, columns) is the part of the accumulator tile that the
/// elements lie in, where it is smaller (the sm_90a matmul of a matrix of
/// at most 64 rows or columns computes half the tile): a tile is interior
/// when that part lies inside the destination.
mlir::LogicalResult emitEpilogue(mlir::gpu::GPUFuncOp fn, Program &p,
                                 llvm::ArrayRef<AccElement> elements,
                                 Staging staging = {},
                                 std::optional<std::pair<int64_t, int64_t>>
                                     covered = std::nullopt);

/// Adds `types` to `fn` as workgroup buffers aligned to 16 bytes (cp.async,
/// ldmatrix and 128-bit reads move 16-byte rows) and returns them, or a
/// located error when they and the buffers `fn` already holds pass 48 KiB.
mlir::FailureOr<llvm::SmallVector<mlir::Value>>
addSharedTiles(mlir::gpu::GPUFuncOp fn, llvm::ArrayRef<mlir::MemRefType> types,
               mlir::Location loc);

/// Erases the program's tile.dot, its two operand tile.loads and their tile
/// buffers (with the buffers' other users, their deallocs), once a lowering
/// has replaced the K loop's body.
void eraseDotOperands(Program &p);

/// Ends a tensor-core kernel body: a copy left after the result stores (a
/// one-instance grid's result window copied to its destination) goes if it
/// copies a buffer onto itself, and otherwise waits at a barrier until every
/// thread has stored its part; program ids become block ids.
void finishKernel(mlir::gpu::GPUFuncOp fn);

} // namespace mlc::tilemm

namespace mlc {

/// Bytes of static shared memory `fn` holds: its workgroup attributions.
int64_t workgroupBytes(mlir::gpu::GPUFuncOp fn);

/// Bytes of kernel parameters `fn` takes (a memref is its descriptor: two
/// pointers, an offset, sizes and strides).
int64_t kernelParamBytes(mlir::gpu::GPUFuncOp fn);

} // namespace mlc

#endif // MLC_LIB_CONVERSION_KERNELTOGPU_NVGPUCODEGEN_H
