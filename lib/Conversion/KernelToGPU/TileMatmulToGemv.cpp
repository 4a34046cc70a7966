//===- TileMatmulToGemv.cpp - tile.dot programs of few rows → GEMV --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A matmul with at most kGemvMaxRows rows (a decoder's one token: x·W with
// W of K×N) reads every weight once and does 2 flops per weight element: it
// runs at the speed the weights stream from memory, and a tensor-core tile
// of 128 rows would compute 127 rows of padding over a handful of thread
// blocks. convert-graph-to-tile gives such a matmul tiles of its M rows ×
// kGemvCols columns (NVGPUCodegen.h); here each becomes one thread block of
// kGemvThreads threads:
//
//   thread (r, c) = (tid / C, tid % C), C = kGemvCols / V (V elements in 16
//   bytes): column chunk c (V columns) of the block's columns, rows
//   k = r, r + R, r + 2R, ... of K (R = threads / C); per row one 16-byte
//   load of B and the M elements of A at k, FMAs into M × V f32 sums. The
//   loop is unrolled kUnroll times so that kUnroll loads per thread are in
//   flight (a block streams R·kUnroll rows of 32 bytes at once).
//
// Then the sums of the row lanes are added: across a warp's lanes with
// shuffles, across warps through shared memory; M × kGemvCols threads each
// finish one output element and apply the epilogue (emitEpilogue).
//
// Every B row is read as 32-byte sectors (C threads × 16 bytes), the whole
// of each sector used. K and the column and row ranges are clamped and the
// products past them zeroed (both factors), so a border block reads only
// inside B and A.
//
// With transpose_b (graph-assign-layout stores a GEMV's constant weights
// as N×K on the GPU) every output column is one contiguous row of B: 8
// warps of a block each compute R columns over 1/G of K (the block's 8R/G
// columns are the tile's, convert-graph-to-tile picks R and G from N). A
// warp reads its rows 32 × 16 bytes at a time (512 contiguous bytes a row,
// the chunks of K interleaved over the G warps of a column), U chunks in
// flight, FMAs into R × M f32 sums per lane; the lanes' sums are added by
// shuffles, the G warps' through shared memory.
//
//===----------------------------------------------------------------------===//

#include "TileMatmulToGemv.h"
#include "NVGPUCodegen.h"

#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

namespace {

constexpr int64_t kGemvThreads = 256;
constexpr int64_t kUnroll = 8;
constexpr int64_t kPrefetchRowBytes = 1024;

Value shuffleXorF32(OpBuilder &b, Location loc, Value v, int32_t offset) {
  return gpu::ShuffleOp::create(b, loc, v, offset, /*width=*/32,
                                gpu::ShuffleMode::XOR)
      .getShuffleResult();
}

/// Checks the K offsets (`bK`: B's) and gives the block's shared
/// [parts, rows, cols] f32 partial sums. The tile program reads A at
/// (.., i, k) and B at (.., k, j) (or (.., j, k) transposed), k the K loop's
/// variable from 0 (or 0 itself where one step covers K and the loop was
/// folded): the GEMV walks all of K.
FailureOr<Value> startGemv(gpu::GPUFuncOp fn, Program &p, Value bK,
                           int64_t parts, int64_t rows, int64_t cols) {
  Value iv = p.loop.getBody()->getArgument(0);
  auto fromZero = [&](Value k) {
    return k == iv || matchPattern(k, m_Zero());
  };
  if (!fromZero(p.loadA.getOffsets().back()) || !fromZero(bK))
    return p.dot.emitError("GEMV tile program: the K offsets must be the K "
                           "loop's variable");
  MLIRContext *ctx = fn.getContext();
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto partialType =
      MemRefType::get({parts, rows, cols}, Float32Type::get(ctx),
                      MemRefLayoutAttrInterface(), space);
  FailureOr<SmallVector<Value>> shared =
      addSharedTiles(fn, {partialType}, p.dot.getLoc());
  if (failed(shared))
    return failure();
  return (*shared)[0];
}

/// After the K loop (erased): `partial` [parts, rows, cols] in shared
/// memory holds the block's partial sums; rows × cols threads each add one
/// output's parts and store it through the epilogue (the store moves into
/// their branch).
LogicalResult finishGemv(gpu::GPUFuncOp fn, Program &p, Value partial,
                         Value tid, int64_t rows, int64_t cols) {
  Location loc = p.store.getLoc();
  int64_t parts = cast<MemRefType>(partial.getType()).getDimSize(0);
  OpBuilder sb(p.store);
  Emitter se{sb, loc};
  gpu::BarrierOp::create(sb, loc);
  auto ifOut = scf::IfOp::create(sb, loc, se.lt(tid, se.idx(rows * cols)),
                                 /*withElse=*/false);
  p.store->moveBefore(ifOut.thenBlock()->getTerminator());
  OpBuilder ob(p.store);
  Emitter oe{ob, loc};
  Value outRow = oe.div(tid, cols), outCol = oe.rem(tid, cols);
  Value total = memref::LoadOp::create(ob, loc, partial,
                                       ValueRange{oe.idx(0), outRow, outCol});
  for (int64_t w = 1; w < parts; ++w)
    total = arith::AddFOp::create(
        ob, loc, total,
        memref::LoadOp::create(ob, loc, partial,
                               ValueRange{oe.idx(w), outRow, outCol}));
  Value one = vector::BroadcastOp::create(
      ob, loc, VectorType::get({1}, ob.getF32Type()), total);
  AccElement el{one, {0}, outRow, outCol, false};
  return emitEpilogue(fn, p, {el});
}

/// Threads 0 .. rows-1 of the block each ask L2 for the first
/// kPrefetchRowBytes of one row of B ([.., N, K], rows `first` + tid, those
/// below N), a bulk prefetch (cp.async.bulk.prefetch.L2, sm_90): nothing
/// waits for it and nothing it fetches is read from it; the loads that
/// follow find their first sectors in L2 or on their way. Built from pure
/// ops only, so that addGridDependencyControl issues it before the kernel
/// waits for its predecessor (kBeforeGridWaitAttr): the blocks of a GEMV
/// that are scheduled while the kernel before it runs (programmatic
/// dependent launch) start streaming their weights during that kernel's
/// tail instead of after it. B is mostly constant weights (the layout
/// graph-assign-layout gives a GEMV's constant B); whatever it is, an L2
/// prefetch changes nothing a kernel reads: L2 is where every
/// multiprocessor's writes meet. (The 1B Llama decode step on the H200,
/// one call: no prefetch 0.771 ms, 512 bytes a row 0.749, 1,024 0.757
/// (0.749 with RoPE's 80 blocks), 2,048 0.779, whole rows 0.868: past a
/// few MB in flight the prefetches evict each other and delay the kernel
/// they overlap.)
static void prefetchRowsToL2(OpBuilder &b, Location loc, Value src,
                             ArrayRef<Value> lead, Value first, Value tid,
                             int64_t rows, Value sizeN, int64_t elemBytes) {
  int64_t rank = cast<MemRefType>(src.getType()).getRank();
  Emitter e{b, loc};
  Value row = e.add(first, e.rem(tid, rows));
  SmallVector<Value> idx(lead);
  idx.push_back(e.min(row, e.sub(sizeN, e.idx(1))));
  idx.push_back(e.idx(0));
  Value addr = elementAddress(e, src, idx);
  Value bytes = e.min(
      e.mul(memref::DimOp::create(b, loc, src, rank - 1), e.idx(elemBytes)),
      e.idx(kPrefetchRowBytes));
  Value take = arith::AndIOp::create(b, loc, e.lt(tid, e.idx(rows)),
                                     e.lt(row, sizeN));
  bulkPrefetchL2(b, loc, addr, bytes, take);
}

/// The transpose_b GEMV (the file comment): B is [.., N, K].
LogicalResult lowerTransposedGemv(gpu::GPUFuncOp fn, Program &p,
                                  int64_t &blockSize, bool bulkPrefetch) {
  MLIRContext *ctx = fn.getContext();
  Location loc = p.dot.getLoc();
  auto aTile = cast<MemRefType>(p.dot.getLhs().getType());
  auto bTile = cast<MemRefType>(p.dot.getRhs().getType());
  Type elem = aTile.getElementType();
  Type f32 = Float32Type::get(ctx);
  const int64_t rows = aTile.getDimSize(0), cols = bTile.getDimSize(0);
  const int64_t warps = kGemvThreads / 32;
  const int64_t perWarp = std::max<int64_t>(1, cols / warps); // R
  const int64_t groups = warps * perWarp / cols;              // G
  const int64_t vec = 16 / (elem.getIntOrFloatBitWidth() / 8);
  const int64_t chunk = 32 * vec; // elements of K a warp reads at once
  Value aSrc = p.loadA.getSource(), bSrc = p.loadB.getSource();
  auto aType = cast<MemRefType>(aSrc.getType());
  auto bType = cast<MemRefType>(bSrc.getType());
  int64_t ra = aType.getRank(), rb = bType.getRank();
  // Loads in flight per lane: U chunks of R rows of B and M of A, at most
  // 32 (128 registers), and no more chunks than a warp has (a static K).
  // (The 1B Llama decode step on the H200: 0.803 ms with at most 16, 0.780
  // with 32, 0.781 with 64.)
  int64_t unroll =
      std::max<int64_t>(1, llvm::bit_floor(uint64_t(32 / (perWarp + rows))));
  if (int64_t k = bType.getDimSize(rb - 1); !ShapedType::isDynamic(k))
    unroll = std::min<int64_t>(
        unroll, llvm::PowerOf2Ceil(std::max<int64_t>(
                    1, llvm::divideCeil(llvm::divideCeil(k, chunk), groups))));
  if (!alignedRowChunks(bType, vec, /*identityOk=*/true))
    return p.dot.emitError("transposed GEMV: rows of B must be whole 16-byte "
                           "chunks (K a multiple of ")
           << vec << ")";
  bool aVectors = alignedRowChunks(aType, vec, /*identityOk=*/true);
  Block *old = p.loop.getBody();
  Value iv = old->getArgument(0);
  FailureOr<Value> partialOr =
      startGemv(fn, p, p.loadB.getOffsets().back(), groups, rows, cols);
  if (failed(partialOr))
    return failure();
  Value partial = *partialOr;
  blockSize = kGemvThreads;

  OpBuilder b(p.loop);
  Emitter e{b, loc};
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value lane = e.rem(tid, 32), warp = e.div(tid, 32);
  Value group = e.rem(warp, groups), slot = e.div(warp, groups);
  IRMapping atZero;
  atZero.map(iv, e.idx(0));
  SmallVector<Value> aOffs = offsetsAt(p.loadA, old, atZero, b);
  SmallVector<Value> bOffs = offsetsAt(p.loadB, old, atZero, b);
  SmallVector<Value> aLead(ArrayRef(aOffs).take_front(ra - 2));
  SmallVector<Value> bLead(ArrayRef(bOffs).take_front(rb - 2));
  Value row0 = aOffs[ra - 2], col0 = bOffs[rb - 2];
  Value sizeK = memref::DimOp::create(b, loc, aSrc, ra - 1);
  Value sizeM = memref::DimOp::create(b, loc, aSrc, ra - 2);
  Value sizeN = memref::DimOp::create(b, loc, bSrc, rb - 2);
  // The warp's columns and A's rows, clamped inside B and A (a border
  // block's extra outputs are computed and not stored).
  SmallVector<Value> bRows, aRows;
  for (int64_t r = 0; r < perWarp; ++r)
    bRows.push_back(
        e.min(e.add(col0, e.add(e.mul(slot, e.idx(perWarp)), e.idx(r))),
              e.sub(sizeN, e.idx(1))));
  for (int64_t m = 0; m < rows; ++m)
    aRows.push_back(e.min(e.add(row0, e.idx(m)), e.sub(sizeM, e.idx(1))));

  if (bulkPrefetch)
    prefetchRowsToL2(b, loc, bSrc, bLead, col0, tid, cols, sizeN,
                     elem.getIntOrFloatBitWidth() / 8);

  auto vecType = VectorType::get({vec}, elem);
  auto accType = VectorType::get({vec}, f32);
  Value zeroVec = arith::ConstantOp::create(
      b, loc, accType, DenseElementsAttr::get(accType, b.getF32FloatAttr(0)));
  Value zeroF = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
  // Chunks of K: group g takes g, g + G, g + 2G, ...
  Value chunks = e.div(e.add(sizeK, e.idx(chunk - 1)), chunk);
  SmallVector<Value> inits(perWarp * rows, zeroF);
  auto loop = scf::ForOp::create(b, loc, group, chunks,
                                 e.idx(groups * unroll), inits);
  {
    OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
    Emitter le{lb, loc};
    Value c0 = loop.getInductionVar();
    SmallVector<Value> accs(loop.getRegionIterArgs());
    auto widen = [&](Value v, Value in) {
      if (elem != f32)
        v = arith::ExtFOp::create(lb, loc, accType, v);
      // Past K both factors are zero (a clamped re-read adds nothing).
      return le.select(in, v, zeroVec);
    };
    // The loads first, then the FMAs: U × (R + M) loads in flight.
    SmallVector<Value> ins;
    SmallVector<SmallVector<Value>> bVals(unroll), aVals(unroll);
    for (int64_t u = 0; u < unroll; ++u) {
      Value c = le.add(c0, le.idx(u * groups));
      Value k = le.add(le.mul(c, le.idx(chunk)), le.mul(lane, le.idx(vec)));
      Value in = le.lt(k, sizeK);
      Value kc = le.select(in, k, le.idx(0));
      ins.push_back(in);
      for (int64_t r = 0; r < perWarp; ++r) {
        SmallVector<Value> idx(bLead);
        idx.push_back(bRows[r]);
        idx.push_back(kc);
        bVals[u].push_back(vector::LoadOp::create(
            lb, loc, vecType, bSrc, idx, /*nontemporal=*/false,
            llvm::MaybeAlign(16)));
      }
      for (int64_t m = 0; m < rows; ++m) {
        SmallVector<Value> idx(aLead);
        idx.push_back(aRows[m]);
        if (aVectors) {
          idx.push_back(kc);
          aVals[u].push_back(vector::LoadOp::create(
              lb, loc, vecType, aSrc, idx, /*nontemporal=*/false,
              llvm::MaybeAlign(16)));
          continue;
        }
        SmallVector<Value> elems;
        for (int64_t i = 0; i < vec; ++i) {
          SmallVector<Value> at(idx);
          at.push_back(le.add(kc, le.idx(i)));
          elems.push_back(memref::LoadOp::create(lb, loc, aSrc, at));
        }
        aVals[u].push_back(
            vector::FromElementsOp::create(lb, loc, vecType, elems));
      }
    }
    for (int64_t u = 0; u < unroll; ++u) {
      SmallVector<Value> as;
      for (Value a : aVals[u])
        as.push_back(widen(a, ins[u]));
      for (int64_t r = 0; r < perWarp; ++r) {
        Value bv = widen(bVals[u][r], ins[u]);
        for (int64_t m = 0; m < rows; ++m) {
          Value &acc = accs[r * rows + m];
          for (int64_t i = 0; i < vec; ++i)
            acc = math::FmaOp::create(
                lb, loc,
                vector::ExtractOp::create(lb, loc, as[m],
                                          ArrayRef<int64_t>{i}),
                vector::ExtractOp::create(lb, loc, bv, ArrayRef<int64_t>{i}),
                acc);
        }
      }
    }
    scf::YieldOp::create(lb, loc, accs);
  }

  // The warp's sums (every lane gets them), then lane 0 leaves them for
  // the block's outputs.
  SmallVector<Value> sums;
  for (Value v : loop.getResults()) {
    for (int32_t off = 16; off >= 1; off /= 2)
      v = arith::AddFOp::create(b, loc, v, shuffleXorF32(b, loc, v, off));
    sums.push_back(v);
  }
  {
    auto ifFirst = scf::IfOp::create(b, loc, e.lt(lane, e.idx(1)),
                                     /*withElse=*/false);
    OpBuilder tb = OpBuilder::atBlockTerminator(ifFirst.thenBlock());
    Emitter te{tb, loc};
    for (int64_t r = 0; r < perWarp; ++r)
      for (int64_t m = 0; m < rows; ++m)
        memref::StoreOp::create(
            tb, loc, sums[r * rows + m], partial,
            ValueRange{group, te.idx(m),
                       te.add(te.mul(slot, te.idx(perWarp)), te.idx(r))});
  }
  eraseDotOperands(p);
  p.loop.erase();
  return finishGemv(fn, p, partial, tid, rows, cols);
}

} // namespace

LogicalResult mlc::lowerTileMatmulToGemv(gpu::GPUFuncOp fn, Program &p,
                                         int64_t &blockSize,
                                         bool bulkPrefetch) {
  if (p.dot.getTransposeB())
    return lowerTransposedGemv(fn, p, blockSize, bulkPrefetch);
  MLIRContext *ctx = fn.getContext();
  Location loc = p.dot.getLoc();
  auto aTile = cast<MemRefType>(p.dot.getLhs().getType());
  Type elem = aTile.getElementType();
  Type f32 = Float32Type::get(ctx);
  const int64_t rows = aTile.getDimSize(0);
  const int64_t elemBytes = elem.getIntOrFloatBitWidth() / 8;
  const int64_t vec = 16 / elemBytes, lanesPerRow = kGemvCols / vec;
  const int64_t rowLanes = kGemvThreads / lanesPerRow,
                warps = kGemvThreads / 32;
  Value aSrc = p.loadA.getSource(), bSrc = p.loadB.getSource();
  int64_t ra = cast<MemRefType>(aSrc.getType()).getRank();
  int64_t rb = cast<MemRefType>(bSrc.getType()).getRank();
  Block *old = p.loop.getBody();
  Value iv = old->getArgument(0);
  FailureOr<Value> partialOr =
      startGemv(fn, p, p.loadB.getOffsets()[rb - 2], warps, rows, kGemvCols);
  if (failed(partialOr))
    return failure();
  Value partial = *partialOr;
  blockSize = kGemvThreads;

  OpBuilder b(p.loop);
  Emitter e{b, loc};
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value chunk = e.rem(tid, lanesPerRow), rowLane = e.div(tid, lanesPerRow);
  Value lane = e.rem(tid, 32), warp = e.div(tid, 32);
  IRMapping atZero;
  atZero.map(iv, e.idx(0));
  SmallVector<Value> aOffs = offsetsAt(p.loadA, old, atZero, b);
  SmallVector<Value> bOffs = offsetsAt(p.loadB, old, atZero, b);
  SmallVector<Value> aLead(ArrayRef(aOffs).take_front(ra - 2));
  SmallVector<Value> bLead(ArrayRef(bOffs).take_front(rb - 2));
  Value row0 = aOffs[ra - 2], col0 = bOffs[rb - 1];
  Value sizeK = memref::DimOp::create(b, loc, aSrc, ra - 1);
  Value sizeM = memref::DimOp::create(b, loc, aSrc, ra - 2);
  Value sizeN = memref::DimOp::create(b, loc, bSrc, rb - 1);
  // This thread's V columns, clamped inside B (a border block's columns
  // past N compute values nobody stores).
  Value col = e.min(e.add(col0, e.mul(chunk, e.idx(vec))),
                    e.sub(sizeN, e.idx(vec)));
  // A's rows, clamped the same way; their products are zeroed.
  SmallVector<Value> aRows, aRowIn;
  for (int64_t m = 0; m < rows; ++m) {
    Value r = e.add(row0, e.idx(m));
    aRowIn.push_back(e.lt(r, sizeM));
    aRows.push_back(e.min(r, e.sub(sizeM, e.idx(1))));
  }

  auto accType = VectorType::get({vec}, f32);
  Value zeroAcc = arith::ConstantOp::create(b, loc, accType,
                                            DenseElementsAttr::get(
                                                accType, b.getF32FloatAttr(0)));
  Value zeroF = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0));
  SmallVector<Value> inits(rows, zeroAcc);
  auto loop = scf::ForOp::create(b, loc, rowLane, sizeK,
                                 e.idx(rowLanes * kUnroll), inits);
  {
    OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
    Emitter le{lb, loc};
    Value k0 = loop.getInductionVar();
    SmallVector<Value> accs(loop.getRegionIterArgs());
    // The loads first, then the FMAs: kUnroll rows in flight.
    SmallVector<Value> bVals, inKs;
    SmallVector<SmallVector<Value>> aVals;
    for (int64_t u = 0; u < kUnroll; ++u) {
      Value k = le.add(k0, le.idx(u * rowLanes));
      Value inK = le.lt(k, sizeK);
      Value kc = le.select(inK, k, le.idx(0));
      SmallVector<Value> bIdx(bLead);
      bIdx.push_back(kc);
      bIdx.push_back(col);
      bVals.push_back(vector::LoadOp::create(
          lb, loc, VectorType::get({vec}, elem), bSrc, bIdx,
          /*nontemporal=*/false, llvm::MaybeAlign(16)));
      inKs.push_back(inK);
      SmallVector<Value> as;
      for (int64_t m = 0; m < rows; ++m) {
        SmallVector<Value> aIdx(aLead);
        aIdx.push_back(aRows[m]);
        aIdx.push_back(kc);
        as.push_back(memref::LoadOp::create(lb, loc, aSrc, aIdx));
      }
      aVals.push_back(as);
    }
    for (int64_t u = 0; u < kUnroll; ++u) {
      Value bv = bVals[u];
      if (elem != f32)
        bv = arith::ExtFOp::create(lb, loc, accType, bv);
      // Past K both factors are zero (an inf in the clamped row stays out).
      bv = le.select(inKs[u], bv, zeroAcc);
      for (int64_t m = 0; m < rows; ++m) {
        Value a = aVals[u][m];
        if (elem != f32)
          a = arith::ExtFOp::create(lb, loc, f32, a);
        Value in = arith::AndIOp::create(lb, loc, inKs[u], aRowIn[m]);
        a = le.select(in, a, zeroF);
        accs[m] = vector::FMAOp::create(
            lb, loc, vector::BroadcastOp::create(lb, loc, accType, a), bv,
            accs[m]);
      }
    }
    scf::YieldOp::create(lb, loc, accs);
  }

  // Row lanes of a warp: lanes l, l ^ C, l ^ 2C, ... hold the same columns.
  SmallVector<SmallVector<Value>> sums(rows);
  for (int64_t m = 0; m < rows; ++m)
    for (int64_t i = 0; i < vec; ++i) {
      Value v = vector::ExtractOp::create(b, loc, loop.getResult(m),
                                          ArrayRef<int64_t>{i});
      for (int64_t off = lanesPerRow; off < 32; off *= 2)
        v = arith::AddFOp::create(b, loc, v,
                                  shuffleXorF32(b, loc, v, int32_t(off)));
      sums[m].push_back(v);
    }
  {
    auto ifFirst = scf::IfOp::create(b, loc, e.lt(lane, e.idx(lanesPerRow)),
                                     /*withElse=*/false);
    OpBuilder tb = OpBuilder::atBlockTerminator(ifFirst.thenBlock());
    Emitter te{tb, loc};
    for (int64_t m = 0; m < rows; ++m) {
      Value v = vector::FromElementsOp::create(tb, loc, accType, sums[m]);
      vector::StoreOp::create(tb, loc, v, partial,
                              ValueRange{warp, te.idx(m),
                                         te.mul(chunk, te.idx(vec))});
    }
  }

  // The old K loop and its tiles go.
  eraseDotOperands(p);
  p.loop.erase();
  return finishGemv(fn, p, partial, tid, rows, kGemvCols);
}
