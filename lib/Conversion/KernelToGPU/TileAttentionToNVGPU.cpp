//===- TileAttentionToNVGPU.cpp - tile.attention → a flash kernel --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One thread block per tile.attention instance (64 queries of one head),
// 4 warps of 16 query rows each, FlashAttention-2 style:
//  - the warp's Q rows live in registers as m16n8k16 A fragments;
//  - K and V tiles of BN keys are copied global → shared with 16-byte
//    cp.async, double buffered (the next tile's copy is in flight while the
//    current one computes); rows are padded by 8 elements so that ldmatrix
//    reads are free of bank conflicts; keys past the end are zero-filled;
//  - S = Q·Kᵀ on tensor cores (ldmatrix of K rows as B fragments), scaled,
//    masked (keys past the end: -inf), in the log2 domain;
//  - online softmax per row: running max and sum in registers (a row's 4
//    threads combine with shuffles), the output accumulator rescaled;
//  - P (the S accumulator converted to f16/bf16: its C layout is P·V's A
//    layout) · V on tensor cores (ldmatrix.trans of V rows), f32
//    accumulation; the division by the row sum at the end.
//
//===----------------------------------------------------------------------===//

#include "TileAttentionToNVGPU.h"
#include "NVGPUCodegen.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

namespace {

constexpr int64_t kRows = 64; // queries per block
constexpr int64_t kWarps = 4; // 16 query rows each
constexpr int64_t kThreads = 32 * kWarps;
constexpr int64_t kPad = 8; // elements after each shared row
constexpr int64_t kVec = 8; // elements per 16-byte copy

} // namespace

bool mlc::hasTileAttention(gpu::GPUFuncOp fn) {
  return fn.walk([](tile::AttentionOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

LogicalResult mlc::lowerTileAttentionToNVGPU(gpu::GPUFuncOp fn,
                                             StringRef chip,
                                             int64_t &blockSize) {
  SmallVector<tile::AttentionOp> ops;
  fn.walk([&](tile::AttentionOp a) { ops.push_back(a); });
  if (ops.size() != 1)
    return fn.emitError("expected one tile.attention in kernel '")
           << fn.getName() << "'";
  tile::AttentionOp att = ops.front();
  if (att.getRows() == 1)
    return lowerTileAttentionDecode(fn, att, chip, blockSize);
  MLIRContext *ctx = fn.getContext();
  Location loc = att.getLoc();
  AttentionOperands view(att);
  Value q = view.q, k = view.k, v = view.v, mask = view.mask, dest = view.dest;
  MemRefType kType = view.kType, vType = view.vType;
  Type elem = view.elem;
  int64_t depth = view.depth, depthV = view.depthV;
  if (!(elem.isF16() || elem.isBF16()) || att.getRows() != kRows ||
      ShapedType::isDynamic(depth) || ShapedType::isDynamic(depthV) ||
      depth % 16 || depthV % 16 || depth > 128 || depthV > 128 ||
      kType.getDimSize(3) != depth)
    return att.emitError("tile.attention not supported on the GPU: f16/bf16, "
                         "64 rows, head dims multiples of 16 up to 128");
  // Keys per step: 64, or 32 for head dims above 64 (shared memory).
  const int64_t bn = std::max(depth, depthV) <= 64 ? 64 : 32;
  bool seqFirst = att.getSeqFirst();
  int64_t sDim = seqFirst ? 1 : 2;

  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto kSharedType = MemRefType::get({2, bn, depth + kPad}, elem,
                                     MemRefLayoutAttrInterface(), space);
  auto vSharedType = MemRefType::get({2, bn, depthV + kPad}, elem,
                                     MemRefLayoutAttrInterface(), space);
  FailureOr<SmallVector<Value>> tiles =
      tilemm::addSharedTiles(fn, {kSharedType, vSharedType}, loc);
  if (failed(tiles))
    return failure();
  Value kS = (*tiles)[0], vS = (*tiles)[1];
  blockSize = kThreads;
  // 128 threads and at least 4 blocks a multiprocessor: ptxas keeps the
  // registers at 128 a thread (130 unbounded cost a block of occupancy).
  fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
              DenseI32ArrayAttr::get(ctx, {(int32_t)kThreads, 1, 1}));
  fn->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
              IntegerAttr::get(IntegerType::get(ctx, 32), 4));

  OpBuilder b(att);
  Emitter e{b, loc};
  Type f32 = b.getF32Type();
  auto fconst = [&](double x) -> Value {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(f32, x));
  };
  Value bi = att.getOffsets()[0], hi = att.getOffsets()[1],
        i0 = att.getOffsets()[2];
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warp = e.div(tid, 32), lane = e.rem(tid, 32);
  Value g = e.div(lane, 4), t2 = e.mul(e.rem(lane, 4), e.idx(2));
  Value numQ = memref::DimOp::create(b, loc, q, sDim);
  Value numK = memref::DimOp::create(b, loc, k, sDim);
  Value destRows = memref::DimOp::create(b, loc, dest, 0);
  // An operand element at (sequence position, depth) of this head; keys
  // and values of grouped-query attention at head hi / group.
  Value kvHi = view.group == 1 ? hi : e.div(hi, view.group);
  auto atHead = [&](Value head, Value seq, Value col) -> SmallVector<Value> {
    if (seqFirst)
      return {bi, seq, head, col};
    return {bi, head, seq, col};
  };
  auto at = [&](Value seq, Value col) { return atHead(hi, seq, col); };
  auto atKV = [&](Value seq, Value col) { return atHead(kvHi, seq, col); };

  // This thread's two query rows (g and g + 8 of the warp's 16).
  Value localA = e.add(e.mul(warp, e.idx(16)), g);
  Value localB = e.add(localA, e.idx(8));
  Value rowQ[2] = {e.add(i0, localA), e.add(i0, localB)};
  Value inQ[2], safeQ[2];
  for (int r = 0; r < 2; ++r) {
    inQ[r] = e.lt(rowQ[r], numQ);
    safeQ[r] = e.select(inQ[r], rowQ[r], e.idx(0));
  }
  Value zeroElem = arith::ConstantOp::create(b, loc, b.getZeroAttr(elem));

  // Q as A fragments, read once from global memory.
  auto aFragType = VectorType::get({4, 2}, elem);
  auto bFragType = VectorType::get({2, 2}, elem);
  auto accType = VectorType::get({2, 2}, f32);
  SmallVector<Value> qFrags;
  for (int64_t kk = 0; kk < depth / 16; ++kk) {
    SmallVector<Value> elems;
    for (int64_t half = 0; half < 2; ++half)
      for (int r = 0; r < 2; ++r)
        for (int64_t c = 0; c < 2; ++c) {
          Value col = e.add(t2, e.idx(kk * 16 + half * 8 + c));
          Value x = memref::LoadOp::create(b, loc, q, at(safeQ[r], col));
          elems.push_back(e.select(inQ[r], x, zeroElem));
        }
    qFrags.push_back(vector::FromElementsOp::create(b, loc, aFragType, elems));
  }

  // Copies of the K and V tiles of keys [first, first + bn) into `stage`.
  // (An identity layout's strides are products of sizes that end in the
  // row: multiples of kVec when the row is, also of a dynamic sequence.)
  bool async = alignedRowChunks(kType, kVec, /*identityOk=*/true) &&
               alignedRowChunks(vType, kVec, /*identityOk=*/true);
  Type tokenType = nvgpu::DeviceAsyncTokenType::get(ctx);
  auto copyTiles = [&](Emitter &ce, Value stage, Value first) -> Value {
    OpBuilder &cb = ce.b;
    SmallVector<Value> tokens;
    for (int which = 0; which < 2; ++which) {
      Value src = which ? v : k, shared = which ? vS : kS;
      int64_t d = which ? depthV : depth;
      int64_t perRow = d / kVec, chunks = bn * perRow;
      for (int64_t c0 = 0; c0 < chunks; c0 += kThreads) {
        Value chunk = ce.add(tid, ce.idx(c0));
        auto body = [&](OpBuilder &ib) {
          Emitter ie{ib, loc};
          Value row = ie.div(chunk, perRow);
          Value col = ie.mul(ie.rem(chunk, perRow), ie.idx(kVec));
          Value key = ie.add(first, row);
          Value in = ie.lt(key, numK);
          Value safe = ie.select(in, key, ie.idx(0));
          if (async) {
            Value n = ie.select(in, ie.idx(kVec), ie.idx(0));
            tokens.push_back(nvgpu::DeviceAsyncCopyOp::create(
                ib, loc, tokenType, shared, ValueRange{stage, row, col}, src,
                atKV(safe, col), ib.getIndexAttr(kVec), n, ib.getUnitAttr()));
            return;
          }
          for (int64_t x = 0; x < kVec; ++x) {
            Value cx = ie.add(col, ie.idx(x));
            Value val = memref::LoadOp::create(ib, loc, src, atKV(safe, cx));
            memref::StoreOp::create(ib, loc, ie.select(in, val, zeroElem),
                                    shared, ValueRange{stage, row, cx});
          }
        };
        if (c0 + kThreads <= chunks) {
          body(cb);
          continue;
        }
        // (Async copies need their tokens outside: only the synchronous
        // path reaches a partial round; see the alignment below.)
        auto ifOp = scf::IfOp::create(cb, loc, ce.lt(chunk, ce.idx(chunks)),
                                      /*withElseRegion=*/false);
        OpBuilder ib = OpBuilder::atBlockBegin(ifOp.thenBlock());
        body(ib);
      }
    }
    if (tokens.empty())
      return {};
    return nvgpu::DeviceAsyncCreateGroupOp::create(cb, loc, tokenType, tokens);
  };
  // A partial round of async copies would need its token inside an scf.if.
  auto fullRounds = [&](int64_t d) { return (bn * d / kVec) % kThreads == 0; };
  if (!fullRounds(depth) || !fullRounds(depthV))
    async = false;

  Value c0 = e.idx(0), c1 = e.idx(1), cbn = e.idx(bn);
  // Causal: query row r sees keys up to rowQ + numK - numQ, so the block's
  // last row bounds the keys it loads at all (blocks of keys past them are
  // skipped, about half of a prefill's).
  bool causal = att.getCausal();
  Value causalShift = causal ? e.sub(numK, numQ) : Value();
  Value keysSeen = numK;
  if (causal)
    keysSeen = e.max(e.min(e.add(causalShift, e.add(i0, e.idx(kRows))), numK),
                     c0);
  Value numBlocks = arith::CeilDivSIOp::create(b, loc, keysSeen, cbn);
  Value prologue = copyTiles(e, c0, c0);

  double log2e = 1.0 / std::log(2.0);
  double scale = att.getScale().convertToDouble();
  // Scores go to the log2 domain with the scale in one multiply.
  Value scaleLog2e = fconst(scale * log2e), log2eC = fconst(log2e);
  Value negInf = fconst(-std::numeric_limits<double>::infinity());
  Value maskValueLog2e = fconst(att.getMaskValue().convertToDouble() * log2e);
  Value zeroF = fconst(0.0);
  Value zeroAcc = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(accType, b.getFloatAttr(f32, 0.0)));
  int64_t outTiles = depthV / 8;
  // Carried: running max and sum of rows g and g + 8, output fragments.
  SmallVector<Value> inits = {negInf, negInf, zeroF, zeroF};
  inits.append(outTiles, zeroAcc);
  // Mask dims of size 1 broadcast; a dynamic one does when it is 1 at run
  // time (read at index 0 then): decided once, before the key loop.
  auto maskType = mask ? cast<MemRefType>(mask.getType()) : MemRefType();
  SmallVector<Value> maskUnit(4);
  if (mask)
    for (int64_t d = 0; d < 4; ++d)
      if (maskType.isDynamicDim(d))
        maskUnit[d] = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq,
            memref::DimOp::create(b, loc, mask, d), c1);
  auto loop = scf::ForOp::create(b, loc, c0, numBlocks, c1, inits);
  {
    OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
    Emitter le{lb, loc};
    Value kb = loop.getInductionVar();
    ValueRange carried = loop.getRegionIterArgs();
    Value stage = le.rem(kb, 2);
    Value next = le.rem(le.add(kb, c1), 2);
    Value first = le.mul(kb, cbn);
    // The next tile's copy (past the end: zeros) overlaps this step.
    copyTiles(le, next, le.add(first, cbn));
    if (prologue)
      nvgpu::DeviceAsyncWaitOp::create(lb, loc, prologue,
                                       lb.getI32IntegerAttr(1));
    gpu::BarrierOp::create(lb, loc);

    // S = Q·Kᵀ: fragments of 16 rows × 8 keys. One ldmatrix.x4 reads the
    // B fragments of two key tiles (lanes 8m..8m+7 address matrix m: key
    // tile m / 2, depth half m % 2).
    Value lane8 = le.rem(lane, 8);
    Value keyLane = le.add(lane8, le.mul(le.div(lane, 16), le.idx(8)));
    Value halfLane = le.mul(le.rem(le.div(lane, 8), 2), le.idx(8));
    Value lane16 = le.rem(lane, 16);
    Value tileLane = le.mul(le.div(lane, 16), le.idx(8));
    // Registers 2·part and 2·part + 1 of an x4 result (a B fragment).
    Value zeroFrag = arith::ConstantOp::create(
        lb, loc, DenseElementsAttr::get(bFragType, lb.getZeroAttr(elem)));
    auto split = [&](Value x4, int64_t part) -> Value {
      Value frag = zeroFrag;
      for (int64_t r = 0; r < 2; ++r)
        frag = vector::InsertOp::create(
            lb, loc,
            vector::ExtractOp::create(lb, loc, x4,
                                      ArrayRef<int64_t>{2 * part + r}),
            frag, ArrayRef<int64_t>{r});
      return frag;
    };
    int64_t keyTiles = bn / 8;
    SmallVector<Value> s(keyTiles, zeroAcc);
    for (int64_t nt = 0; nt < keyTiles; nt += 2)
      for (int64_t kk = 0; kk < depth / 16; ++kk) {
        Value kf = nvgpu::LdMatrixOp::create(
            lb, loc, aFragType, kS,
            ValueRange{stage, le.add(keyLane, le.idx(nt * 8)),
                       le.add(halfLane, le.idx(kk * 16))},
            /*transpose=*/false, /*numTiles=*/4);
        s[nt] = tilemm::mma(lb, loc, qFrags[kk], split(kf, 0), s[nt]);
        s[nt + 1] = tilemm::mma(lb, loc, qFrags[kk], split(kf, 1), s[nt + 1]);
      }

    // Scaled, masked scores in the log2 domain; keys past the end (or,
    // causal, past the row's last key) -inf.
    SmallVector<Value> x(keyTiles * 4);
    Value lastKey[2];
    if (causal)
      for (int r = 0; r < 2; ++r)
        lastKey[r] = le.add(rowQ[r], causalShift);
    for (int64_t nt = 0; nt < keyTiles; ++nt)
      for (int64_t c = 0; c < 2; ++c) {
        Value key = le.add(le.add(first, t2), le.idx(nt * 8 + c));
        Value inK = le.lt(key, numK);
        Value safeK = le.select(inK, key, c0);
        for (int r = 0; r < 2; ++r) {
          Value y = vector::ExtractOp::create(lb, loc, s[nt],
                                              ArrayRef<int64_t>{r, c});
          y = arith::MulFOp::create(lb, loc, y, scaleLog2e);
          if (mask) {
            Value idx[4] = {bi, hi, safeQ[r], safeK};
            SmallVector<Value> mIdx;
            for (int64_t d = 0; d < 4; ++d)
              mIdx.push_back(maskUnit[d]
                                 ? le.select(maskUnit[d], c0, idx[d])
                                 : (maskType.getDimSize(d) == 1 ? c0 : idx[d]));
            Value m = memref::LoadOp::create(lb, loc, mask, mIdx);
            if (m.getType().isInteger(1)) {
              y = arith::SelectOp::create(lb, loc, m, maskValueLog2e, y);
            } else {
              if (m.getType() != f32)
                m = arith::ExtFOp::create(lb, loc, f32, m);
              y = math::FmaOp::create(lb, loc, m, log2eC, y);
            }
          }
          Value seen = inK;
          if (causal)
            seen = arith::AndIOp::create(
                lb, loc, seen,
                arith::CmpIOp::create(lb, loc, arith::CmpIPredicate::sle, key,
                                      lastKey[r]));
          x[(nt * 2 + r) * 2 + c] = le.select(seen, y, negInf);
        }
      }

    // Online softmax per row r (elements (nt, r, c)).
    auto shuffle = [&](Value y, int32_t offset) -> Value {
      return gpu::ShuffleOp::create(lb, loc, y, offset, /*width=*/32,
                                    gpu::ShuffleMode::XOR)
          .getShuffleResult();
    };
    SmallVector<Value> newCarried(4);
    Value alpha[2];
    for (int r = 0; r < 2; ++r) {
      Value mx = carried[r];
      for (int64_t nt = 0; nt < keyTiles; ++nt)
        for (int64_t c = 0; c < 2; ++c)
          mx = arith::MaxNumFOp::create(lb, loc, mx, x[(nt * 2 + r) * 2 + c]);
      for (int32_t off : {1, 2})
        mx = arith::MaxNumFOp::create(lb, loc, mx, shuffle(mx, off));
      // A row with nothing but -inf so far subtracts 0 (no inf - inf).
      Value isInf =
          arith::CmpFOp::create(lb, loc, arith::CmpFPredicate::OEQ, mx, negInf);
      Value use = le.select(isInf, zeroF, mx);
      alpha[r] = math::Exp2Op::create(
          lb, loc, arith::SubFOp::create(lb, loc, carried[r], use));
      Value sum = arith::MulFOp::create(lb, loc, carried[2 + r], alpha[r]);
      for (int64_t nt = 0; nt < keyTiles; ++nt)
        for (int64_t c = 0; c < 2; ++c) {
          Value &p = x[(nt * 2 + r) * 2 + c];
          p = math::Exp2Op::create(lb, loc,
                                   arith::SubFOp::create(lb, loc, p, use));
          sum = arith::AddFOp::create(lb, loc, sum, p);
        }
      newCarried[r] = mx;
      newCarried[2 + r] = sum;
    }
    Value alphaVec = vector::FromElementsOp::create(
        lb, loc, accType, ValueRange{alpha[0], alpha[0], alpha[1], alpha[1]});
    SmallVector<Value> o;
    for (int64_t dt = 0; dt < outTiles; ++dt)
      o.push_back(arith::MulFOp::create(lb, loc, carried[4 + dt], alphaVec));

    // O += P·V, P from the S fragments (C layout = A layout).
    for (int64_t kc = 0; kc < bn / 16; ++kc) {
      SmallVector<Value> pe;
      for (int64_t nt : {2 * kc, 2 * kc + 1})
        for (int r = 0; r < 2; ++r)
          for (int64_t c = 0; c < 2; ++c)
            pe.push_back(arith::TruncFOp::create(lb, loc, elem,
                                                 x[(nt * 2 + r) * 2 + c]));
      Value pf = vector::FromElementsOp::create(lb, loc, aFragType, pe);
      // ldmatrix.x4.trans: lanes 0-15 the 16 keys of depth tile dt,
      // lanes 16-31 those of dt + 1.
      for (int64_t dt = 0; dt < outTiles; dt += 2) {
        Value vf = nvgpu::LdMatrixOp::create(
            lb, loc, aFragType, vS,
            ValueRange{stage, le.add(lane16, le.idx(kc * 16)),
                       le.add(tileLane, le.idx(dt * 8))},
            /*transpose=*/true, /*numTiles=*/4);
        o[dt] = tilemm::mma(lb, loc, pf, split(vf, 0), o[dt]);
        o[dt + 1] = tilemm::mma(lb, loc, pf, split(vf, 1), o[dt + 1]);
      }
    }
    // Every warp is done with this stage before the next step's copy
    // overwrites it.
    gpu::BarrierOp::create(lb, loc);
    newCarried.append(o);
    scf::YieldOp::create(lb, loc, newCarried);
  }
  b.setInsertionPointAfter(loop);
  if (prologue)
    nvgpu::DeviceAsyncWaitOp::create(b, loc, prologue, b.getI32IntegerAttr(0));

  // out = O / (row sum over the row's 4 threads).
  Value local[2] = {localA, localB};
  for (int r = 0; r < 2; ++r) {
    Value sum = loop.getResult(2 + r);
    for (int32_t off : {1, 2})
      sum = arith::AddFOp::create(
          b, loc, sum,
          gpu::ShuffleOp::create(b, loc, sum, off, 32, gpu::ShuffleMode::XOR)
              .getShuffleResult());
    // A row masked to -inf everywhere has sum 0: zeros, not NaN.
    Value inv = arith::DivFOp::create(b, loc, fconst(1.0), sum);
    inv = e.select(arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                         sum, zeroF),
                   zeroF, inv);
    auto ifOp = scf::IfOp::create(b, loc, e.lt(local[r], destRows),
                                  /*withElseRegion=*/false);
    OpBuilder ib = OpBuilder::atBlockBegin(ifOp.thenBlock());
    Emitter ie{ib, loc};
    for (int64_t dt = 0; dt < outTiles; ++dt)
      for (int64_t c = 0; c < 2; ++c) {
        Value y = vector::ExtractOp::create(ib, loc, loop.getResult(4 + dt),
                                            ArrayRef<int64_t>{r, c});
        y = arith::MulFOp::create(ib, loc, y, inv);
        Value col = ie.add(t2, ie.idx(dt * 8 + c));
        memref::StoreOp::create(ib, loc,
                                arith::TruncFOp::create(ib, loc, elem, y), dest,
                                ValueRange{local[r], col});
      }
  }
  att.erase();

  tilemm::finishKernel(fn);
  return success();
}
