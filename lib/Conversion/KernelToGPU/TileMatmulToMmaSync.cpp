//===- TileMatmulToMmaSync.cpp - tile.dot programs → mma.sync / SIMT ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A bufferized tile program of the form convert-graph-to-tile emits for a
// matmul
//
//   acc = alloc MxN f32; linalg.fill(c, acc)
//   scf.for k { tile.load A → a; tile.load B → b; tile.dot a, b into acc }
//   [linalg.generic elementwise acc → t]   (the epilogue, e.g. truncf)
//   tile.store t|acc into C[...]
//
// becomes one thread block per 128×128 output tile. f16/bf16 (tensor
// cores): 4 warps; each K step copies the 128×32 A and 32×128 B tiles
// global → shared with 16-byte cp.async (zero-filled where out of bounds:
// the load's boundary mask), every warp loads its fragments with ldmatrix
// and accumulates a 64×64 sub-tile with mma.sync m16n8k16 (f16/bf16 → f32)
// in registers. f32 (exact, no TF32): 256 threads; the same cp.async
// pipeline over 16-wide K steps, and each thread accumulates an 8×8 block
// of outputs with FMAs from broadcast A elements and 128-bit B vectors;
// i32 (a quantized matmul's centered integers) the same with integer
// multiply-adds into i32 accumulators. The epilogue applies the generic's
// scalar body per element and stores the in-bounds elements.
//
//===----------------------------------------------------------------------===//

#include "TileMatmulToMmaSync.h"
#include "NVGPUCodegen.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

namespace {

constexpr int64_t kStages = 3;
constexpr int64_t kWarpM = 64, kWarpN = 64;

/// Which outputs a SIMT thread owns: thread (ty, tx) = (tid / txs, tid %
/// txs) accumulates rows ty + tys·r (r < rows) and the 4-column groups
/// 4·tx + (bn / colGroups)·j (j < colGroups).
struct SimtLayout {
  int64_t rows, colGroups, txs, tys;
};
SimtLayout simtLayout(const Config &cfg) {
  int64_t colGroups = cfg.bn >= 128 ? 2 : 1;
  int64_t txs = cfg.bn / 4 / colGroups, tys = cfg.threads / txs;
  return {cfg.bm / tys, colGroups, txs, tys};
}

/// The column where element (row, col) of a tile with `cols` columns lives
/// in shared memory: 16-byte chunks XOR-swizzled so that the 8 rows an
/// ldmatrix reads at one column fall in 8 different bank groups.
Value swizzle(Emitter &e, Value row, Value col, int64_t cols) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  Value key = cols / 8 >= 8
                  ? arith::AndIOp::create(b, loc, row, e.idx(7)).getResult()
                  : arith::AndIOp::create(
                        b, loc, arith::ShRUIOp::create(b, loc, row, e.idx(1)),
                        e.idx(cols / 8 - 1))
                        .getResult();
  Value chunk = arith::XOrIOp::create(b, loc, e.div(col, 8), key);
  return e.add(e.mul(chunk, e.idx(8)), e.rem(col, 8));
}

/// Copies the `rows`×`cols` tile of `load` into `shared` (swizzled):
/// 16-byte cp.async per thread and chunk when rows of the source are
/// 16-byte aligned, else element by element. Out-of-bounds elements become
/// zero. Returns the async tokens.
void copyTile(Emitter &e, const Config &cfg, tile::LoadOp load,
              ValueRange offsets, Value shared, Value stage, int64_t rows,
              int64_t cols, Value tid, SmallVectorImpl<Value> &tokens) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  Value src = load.getSource();
  auto srcType = cast<MemRefType>(src.getType());
  int64_t rank = srcType.getRank();
  SmallVector<Value> lead(offsets.take_front(rank - 2));
  Value r0 = offsets[rank - 2], c0 = offsets[rank - 1];
  Value nRows = memref::DimOp::create(b, loc, src, rank - 2);
  Value nCols = memref::DimOp::create(b, loc, src, rank - 1);
  int64_t staticCols = srcType.getDimSize(rank - 1);
  bool vectorized =
      !ShapedType::isDynamic(staticCols) && staticCols % cfg.vec == 0;
  auto at = [&](Value row, Value col) {
    return cfg.swizzled ? swizzle(e, row, col, cols) : col;
  };
  if (vectorized) {
    int64_t chunksPerRow = cols / cfg.vec, chunks = rows * chunksPerRow;
    assert(chunks % cfg.threads == 0 && "every thread copies whole chunks");
    for (int64_t c = 0; c < chunks; c += cfg.threads) {
      Value chunk = e.add(tid, e.idx(c));
      Value row = e.div(chunk, chunksPerRow);
      Value col = e.mul(e.rem(chunk, chunksPerRow), e.idx(cfg.vec));
      tokens.push_back(copyChunk(e, src, lead, e.add(r0, row), e.add(c0, col),
                                 nRows, nCols, cfg.vec, shared,
                                 ValueRange{stage, row, at(row, col)}));
    }
    return;
  }
  Type elem = srcType.getElementType();
  Value fzero = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));
  assert((rows * cols) % cfg.threads == 0 && "every thread copies elements");
  for (int64_t c = 0; c < rows * cols; c += cfg.threads) {
    Value linear = e.add(tid, e.idx(c));
    Value row = e.div(linear, cols), col = e.rem(linear, cols);
    Value gr = e.add(r0, row), gc = e.add(c0, col);
    Value in = arith::AndIOp::create(b, loc, e.lt(gr, nRows), e.lt(gc, nCols));
    memref::StoreOp::create(b, loc, loadOr(e, src, lead, gr, gc, in, fzero),
                            shared, ValueRange{stage, row, at(row, col)});
  }
}

} // namespace

LogicalResult mlc::lowerTileMatmulToMmaSync(gpu::GPUFuncOp fn, Program &p,
                                            int64_t &blockSize) {
  MLIRContext *ctx = fn.getContext();
  Location loc = p.dot.getLoc();
  Type elem = cast<MemRefType>(p.dot.getLhs().getType()).getElementType();
  Type f32 = Float32Type::get(ctx);
  // SIMT: f32 FMAs, or i32 multiply-adds (wrapping like the CPU's).
  bool simt = isSimtElement(elem);
  const Config cfg =
      simt ? *simtConfig(cast<MemRefType>(p.dot.getLhs().getType()).getDimSize(0),
                         cast<MemRefType>(p.dot.getRhs().getType()).getDimSize(1))
           : kTensorCore;

  // Shared memory: kStages A and B tiles (48 KiB with 3 stages).
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto aShared = MemRefType::get({kStages, cfg.bm, cfg.bk}, elem,
                                 MemRefLayoutAttrInterface(), space);
  auto bShared = MemRefType::get({kStages, cfg.bk, cfg.bn}, elem,
                                 MemRefLayoutAttrInterface(), space);
  FailureOr<SmallVector<Value>> tiles =
      addSharedTiles(fn, {aShared, bShared}, loc);
  if (failed(tiles))
    return failure();
  blockSize = cfg.threads;
  Value as = (*tiles)[0], bs = (*tiles)[1];

  OpBuilder b(p.loop);
  Emitter e{b, loc};
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  // Tensor cores: warp (wm, wn) owns a 64x64 sub-tile of mTiles x nTiles
  // m16n8 fragments. SIMT: see SimtLayout (at 128x128, rows ty + 16 i and
  // the 4-column groups 4 tx + 64 j).
  Value lane = e.rem(tid, 32), warp = e.div(tid, 32);
  int64_t warpsN = std::max<int64_t>(1, cfg.bn / kWarpN);
  Value wm = e.div(warp, warpsN), wn = e.rem(warp, warpsN);
  Value group = e.div(lane, 4), inGroup = e.rem(lane, 4);
  Value laneRow = e.rem(lane, 16), laneHalf = e.mul(e.div(lane, 16), e.idx(8));
  Value warpRow = e.mul(wm, e.idx(kWarpM)), warpCol = e.mul(wn, e.idx(kWarpN));
  SimtLayout sl = simtLayout(cfg);
  const int64_t simtRows = sl.rows, simtRowStride = sl.tys,
                simtColGroups = sl.colGroups,
                simtColStride = cfg.bn / sl.colGroups;
  Value ty = e.div(tid, sl.txs);
  Value tx = e.rem(tid, sl.txs);

  constexpr int64_t mTiles = kWarpM / 16, nTiles = kWarpN / 8;
  auto fragType =
      simt ? VectorType::get({4}, elem.isInteger() ? elem : f32)
           : VectorType::get({2, 2}, f32);
  auto aFragType = VectorType::get({4, 2}, elem);
  auto bFragType = VectorType::get({2, 2}, elem);
  Value init =
      vector::BroadcastOp::create(b, loc, fragType, p.fill.getDpsInputs()[0]);
  int64_t numFrags = simt ? simtRows * simtColGroups : mTiles * nTiles;
  SmallVector<Value> inits(numFrags, init);

  // Three stages: the copies of steps k + 1 and k + 2 are in flight while
  // step k computes. The prologue copies steps 0 and 1; a copy past the end
  // of K reads nothing (the mask) and only fills an idle stage with zeros.
  Type tokenType = nvgpu::DeviceAsyncTokenType::get(ctx);
  auto commit = [&](OpBuilder &ob, ArrayRef<Value> tokens) -> Value {
    if (tokens.empty())
      return {};
    return nvgpu::DeviceAsyncCreateGroupOp::create(ob, loc, tokenType, tokens);
  };
  Block *old = p.loop.getBody();
  Value lbound = p.loop.getLowerBound(), step = p.loop.getStep();
  Value prologue;
  for (int64_t st = 0; st < kStages - 1; ++st) {
    IRMapping first;
    first.map(old->getArgument(0), e.add(lbound, e.mul(step, e.idx(st))));
    SmallVector<Value> tokens;
    copyTile(e, cfg, p.loadA, offsetsAt(p.loadA, old, first, b), as, e.idx(st),
             cfg.bm, cfg.bk, tid, tokens);
    copyTile(e, cfg, p.loadB, offsetsAt(p.loadB, old, first, b), bs, e.idx(st),
             cfg.bk, cfg.bn, tid, tokens);
    if (Value grp = commit(b, tokens))
      prologue = grp;
  }
  // The new K loop carries the accumulator fragments.
  auto loop =
      scf::ForOp::create(b, loc, lbound, p.loop.getUpperBound(), step, inits);
  {
    Block *body = loop.getBody();
    Value iv = loop.getInductionVar();
    old->getArgument(0).replaceAllUsesWith(iv);
    body->getOperations().splice(body->begin(), old->getOperations(),
                                 old->begin(), std::prev(old->end()));
    OpBuilder lb(p.dot);
    Emitter le{lb, loc};
    Value i = arith::DivUIOp::create(lb, loc, le.sub(iv, lbound), step);
    Value stage = le.rem(i, kStages);
    Value nextStage = le.rem(le.add(i, le.idx(kStages - 1)), kStages);
    // Step k's copies are done (the wait's token only orders it) and every
    // warp is past step k - 1, whose stage the next copies overwrite.
    if (prologue)
      nvgpu::DeviceAsyncWaitOp::create(lb, loc, prologue,
                                       lb.getI32IntegerAttr(kStages - 2));
    gpu::BarrierOp::create(lb, loc);
    IRMapping next;
    next.map(iv, le.add(iv, le.mul(step, le.idx(kStages - 1))));
    SmallVector<Value> tokens;
    copyTile(le, cfg, p.loadA, offsetsAt(p.loadA, body, next, lb), as,
             nextStage, cfg.bm, cfg.bk, tid, tokens);
    copyTile(le, cfg, p.loadB, offsetsAt(p.loadB, body, next, lb), bs,
             nextStage, cfg.bk, cfg.bn, tid, tokens);
    commit(lb, tokens);
    SmallVector<Value> accs(loop.getRegionIterArgs());
    if (simt) {
      for (int64_t kk = 0; kk < cfg.bk; ++kk) {
        SmallVector<Value> bVecs;
        for (int64_t j = 0; j < simtColGroups; ++j) {
          Value col = le.add(le.mul(tx, le.idx(4)), le.idx(simtColStride * j));
          bVecs.push_back(vector::LoadOp::create(
              lb, loc, fragType, bs, ValueRange{stage, le.idx(kk), col},
              /*nontemporal=*/false, llvm::MaybeAlign(16)));
        }
        for (int64_t r = 0; r < simtRows; ++r) {
          Value row = le.add(ty, le.idx(simtRowStride * r));
          Value a = memref::LoadOp::create(lb, loc, as,
                                           ValueRange{stage, row, le.idx(kk)});
          Value aVec = vector::BroadcastOp::create(lb, loc, fragType, a);
          for (int64_t j = 0; j < simtColGroups; ++j) {
            Value &c = accs[r * simtColGroups + j];
            if (elem.isInteger())
              c = arith::AddIOp::create(
                  lb, loc, c,
                  arith::MulIOp::create(lb, loc, aVec, bVecs[j]));
            else
              c = vector::FMAOp::create(lb, loc, aVec, bVecs[j], c);
          }
        }
      }
    } else {
      for (int64_t ks = 0; ks < cfg.bk; ks += 16) {
        SmallVector<Value> aFrags, bFrags;
        for (int64_t mt = 0; mt < mTiles; ++mt) {
          Value row = le.add(le.add(warpRow, le.idx(mt * 16)), laneRow);
          Value col = swizzle(le, row, le.add(le.idx(ks), laneHalf), cfg.bk);
          aFrags.push_back(nvgpu::LdMatrixOp::create(
              lb, loc, aFragType, as, ValueRange{stage, row, col}, false, 4));
        }
        for (int64_t nt = 0; nt < nTiles; ++nt) {
          Value row = le.add(le.idx(ks), laneRow);
          Value col = swizzle(le, row, le.add(warpCol, le.idx(nt * 8)), cfg.bn);
          bFrags.push_back(nvgpu::LdMatrixOp::create(
              lb, loc, bFragType, bs, ValueRange{stage, row, col}, true, 2));
        }
        for (int64_t mt = 0; mt < mTiles; ++mt)
          for (int64_t nt = 0; nt < nTiles; ++nt) {
            Value &c = accs[mt * nTiles + nt];
            c = mma(lb, loc, aFrags[mt], bFrags[nt], c);
          }
      }
    }
    OpBuilder yb = OpBuilder::atBlockEnd(body);
    scf::YieldOp::create(yb, loc, accs);
    eraseDotOperands(p);
  }
  p.loop.erase();
  // Nothing may be in flight when the block exits (the last prefetch).
  if (prologue) {
    OpBuilder ab(loop->getBlock(), std::next(loop->getIterator()));
    nvgpu::DeviceAsyncWaitOp::create(ab, loc, prologue,
                                     ab.getI32IntegerAttr(0));
  }

  // Where each accumulator element lives in the output tile (one Value per
  // row and per column).
  OpBuilder sb(p.store);
  Emitter se{sb, loc};
  SmallVector<AccElement> elements;
  if (simt) {
    SmallVector<Value> rows, cols;
    for (int64_t r = 0; r < simtRows; ++r)
      rows.push_back(se.add(ty, se.idx(simtRowStride * r)));
    for (int64_t c = 0; c < simtColStride * simtColGroups; c += simtColStride)
      for (int64_t k = 0; k < 4; ++k)
        cols.push_back(se.add(se.mul(tx, se.idx(4)), se.idx(c + k)));
    for (int64_t r = 0; r < simtRows; ++r)
      for (int64_t j = 0; j < simtColGroups; ++j)
        for (int64_t c = 0; c < 4; ++c)
          elements.push_back({loop.getResult(r * simtColGroups + j),
                              {c},
                              rows[r],
                              cols[4 * j + c],
                              c % 2 == 0});
  } else {
    SmallVector<Value> rows, cols;
    for (int64_t r = 0; r < kWarpM; r += 8)
      rows.push_back(se.add(se.add(warpRow, se.idx(r)), group));
    for (int64_t nt = 0; nt < nTiles; ++nt)
      for (int64_t c = 0; c < 2; ++c)
        cols.push_back(se.add(se.add(warpCol, se.idx(nt * 8 + c)),
                              se.mul(inGroup, se.idx(2))));
    for (int64_t mt = 0; mt < mTiles; ++mt)
      for (int64_t nt = 0; nt < nTiles; ++nt)
        for (int64_t r = 0; r < 2; ++r)
          for (int64_t c = 0; c < 2; ++c)
            elements.push_back({loop.getResult(mt * nTiles + nt),
                                {r, c},
                                rows[2 * mt + r],
                                cols[2 * nt + c],
                                c == 0});
  }
  return emitEpilogue(fn, p, elements);
}
