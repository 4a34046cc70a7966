//===- TileAttentionDecode.cpp - one query row against a cache -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A decoder's attention step: a few queries against a long key/value cache.
// The flash kernel's 64-row tensor-core tiles would compute 63 rows of
// padding and stream the cache through one block per head in 64-key steps;
// here one tile.attention instance of one query row (AttentionToTile gives
// decode-shaped attention rows = 1) is one block of kThreads threads that
// streams the keys at memory speed:
//
//  - a key's depth D is split over D / 8 lanes (a "key group"), each lane
//    reading 8 elements of the key and of the value in one vector load; the
//    block's kThreads / (D / 8) groups take keys group, group + G, ...;
//  - per key the group's lanes add their q·k partials with shuffles, and
//    every lane updates the group's online softmax (running max and sum, in
//    the log2 domain) and its 8 output elements; kUnroll keys per group are
//    loaded before any is used (that many loads in flight per lane);
//  - the groups' (max, sum, output) are combined through shared memory and
//    D threads write the row.
//
// Grouped-query attention reads key/value head h / group. A row masked to
// -inf everywhere gives zeros, as in the flash kernel.
//
//===----------------------------------------------------------------------===//

#include "NVGPUCodegen.h"
#include "TileAttentionToNVGPU.h"

#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

namespace {

constexpr int64_t kThreads = 512;
constexpr int64_t kVec = 8; // elements of a key/value row per lane
constexpr int64_t kUnroll = 4;

} // namespace

mlc::AttentionOperands::AttentionOperands(tile::AttentionOp att)
    : q(att.getQuery()), k(att.getKey()), v(att.getValue()),
      mask(att.getMask()), dest(att.getInit()),
      qType(cast<MemRefType>(q.getType())),
      kType(cast<MemRefType>(k.getType())),
      vType(cast<MemRefType>(v.getType())), elem(qType.getElementType()),
      depth(qType.getDimSize(3)), depthV(vType.getDimSize(3)), group(1) {
  int64_t hDim = att.getSeqFirst() ? 2 : 1;
  if (!qType.isDynamicDim(hDim) && !kType.isDynamicDim(hDim) &&
      kType.getDimSize(hDim) != qType.getDimSize(hDim))
    group = qType.getDimSize(hDim) / kType.getDimSize(hDim);
}

bool mlc::isDecodeAttentionDepth(int64_t depth, int64_t depthV) {
  return depth == depthV && depth % kVec == 0 && depth <= 256 &&
         32 % (depth / kVec) == 0;
}

LogicalResult mlc::lowerTileAttentionDecode(gpu::GPUFuncOp fn,
                                            tile::AttentionOp att,
                                            int64_t &blockSize) {
  MLIRContext *ctx = fn.getContext();
  Location loc = att.getLoc();
  AttentionOperands ops(att);
  Value q = ops.q, k = ops.k, v = ops.v, mask = ops.mask, dest = ops.dest;
  MemRefType qType = ops.qType, kType = ops.kType, vType = ops.vType;
  Type elem = ops.elem;
  int64_t depth = ops.depth, depthV = ops.depthV;
  if (att.getRows() != 1 || ShapedType::isDynamic(depth) ||
      kType.getDimSize(3) != depth || !isDecodeAttentionDepth(depth, depthV))
    return att.emitError("decode attention: one query row a block, key and "
                         "value depth equal, a multiple of 8 up to 256 with "
                         "depth / 8 dividing 32");
  const int64_t lanesPerKey = depth / kVec;
  const int64_t groups = kThreads / lanesPerKey;
  bool seqFirst = att.getSeqFirst();
  int64_t sDim = seqFirst ? 1 : 2;

  Type f32 = Float32Type::get(ctx);
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto statType =
      MemRefType::get({groups}, f32, MemRefLayoutAttrInterface(), space);
  auto outType = MemRefType::get({groups, depthV}, f32,
                                 MemRefLayoutAttrInterface(), space);
  FailureOr<SmallVector<Value>> shared =
      addSharedTiles(fn, {statType, statType, outType}, loc);
  if (failed(shared))
    return failure();
  Value maxS = (*shared)[0], sumS = (*shared)[1], outS = (*shared)[2];
  blockSize = kThreads;
  // ptxas keeps a thread's registers within what kThreads threads may use
  // (unbounded, the narrow-head variants asked for more than a block of 512
  // can have: CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES on the H200).
  fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
              DenseI32ArrayAttr::get(ctx, {(int32_t)kThreads, 1, 1}));

  OpBuilder b(att);
  Emitter e{b, loc};
  auto fconst = [&](double x) -> Value {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(f32, x));
  };
  auto vecType = VectorType::get({kVec}, f32);
  auto elemVecType = VectorType::get({kVec}, elem);
  Value bi = att.getOffsets()[0], hi = att.getOffsets()[1],
        qi = att.getOffsets()[2];
  Value kvHi = ops.group == 1 ? hi : e.div(hi, ops.group);
  auto at = [&](Value head, Value seq, Value col) -> SmallVector<Value> {
    if (seqFirst)
      return {bi, seq, head, col};
    return {bi, head, seq, col};
  };
  // 8-element chunks 16 (f16/bf16) or 32 (f32) byte aligned: one vector
  // load each.
  bool vecQ = alignedRowChunks(qType, kVec, /*identityOk=*/true),
       vecK = alignedRowChunks(kType, kVec, /*identityOk=*/true),
       vecV = alignedRowChunks(vType, kVec, /*identityOk=*/true);
  // 8 elements of a row as f32: one aligned vector load where the layout
  // allows, else 8 scalar loads.
  auto load8 = [&](OpBuilder &lb, Value src, bool vectorized,
                   SmallVector<Value> idx) -> Value {
    Value x;
    if (vectorized) {
      x = vector::LoadOp::create(lb, loc, elemVecType, src, idx,
                                 /*nontemporal=*/false,
                                 llvm::MaybeAlign(16));
    } else {
      Emitter le{lb, loc};
      SmallVector<Value> elems;
      Value col = idx.back();
      for (int64_t c = 0; c < kVec; ++c) {
        idx.back() = le.add(col, le.idx(c));
        elems.push_back(memref::LoadOp::create(lb, loc, src, idx));
      }
      x = vector::FromElementsOp::create(lb, loc, elemVecType, elems);
    }
    if (elem != f32)
      x = arith::ExtFOp::create(lb, loc, vecType, x);
    return x;
  };

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value keyGroup = e.div(tid, lanesPerKey);
  Value col = e.mul(e.rem(tid, lanesPerKey), e.idx(kVec));
  Value numK = memref::DimOp::create(b, loc, k, sDim);
  double log2e = 1.0 / std::log(2.0);
  // q scaled into the log2 domain once.
  Value qv = load8(b, q, vecQ, at(hi, qi, col));
  qv = arith::MulFOp::create(
      b, loc, qv,
      vector::BroadcastOp::create(
          b, loc, vecType,
          fconst(att.getScale().convertToDouble() * log2e)));
  Value negInf = fconst(-std::numeric_limits<double>::infinity());
  Value zeroF = fconst(0.0);
  Value log2eC = fconst(log2e);
  Value maskValue = fconst(att.getMaskValue().convertToDouble() * log2e);
  Value zeroVec = arith::ConstantOp::create(
      b, loc, vecType, DenseElementsAttr::get(vecType, b.getF32FloatAttr(0)));
  // Mask dims of size 1 broadcast; a dynamic one does when it is 1 at run
  // time.
  auto maskType = mask ? cast<MemRefType>(mask.getType()) : MemRefType();
  SmallVector<Value> maskIdx;
  Value maskKeyUnit;
  if (mask) {
    Value fixed[3] = {bi, hi, qi};
    for (int64_t d = 0; d < 3; ++d) {
      if (maskType.getDimSize(d) == 1) {
        maskIdx.push_back(e.idx(0));
      } else if (maskType.isDynamicDim(d)) {
        Value unit = arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::eq,
            memref::DimOp::create(b, loc, mask, d), e.idx(1));
        maskIdx.push_back(e.select(unit, e.idx(0), fixed[d]));
      } else {
        maskIdx.push_back(fixed[d]);
      }
    }
    if (maskType.isDynamicDim(3))
      maskKeyUnit = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          memref::DimOp::create(b, loc, mask, 3), e.idx(1));
  }

  auto shuffleXor = [](OpBuilder &sb, Location l, Value x, int32_t off) {
    return gpu::ShuffleOp::create(sb, l, x, off, /*width=*/32,
                                  gpu::ShuffleMode::XOR)
        .getShuffleResult();
  };

  // Carried: the group's running max and sum, this lane's 8 outputs. Every
  // thread runs the same trips (the key-group shuffles need the whole
  // warp); keys past the end are masked.
  auto loop = scf::ForOp::create(b, loc, e.idx(0), numK,
                                 e.idx(groups * kUnroll),
                                 ValueRange{negInf, zeroF, zeroVec});
  {
    OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
    Emitter le{lb, loc};
    Value j0 = le.add(loop.getInductionVar(), keyGroup);
    Value mx = loop.getRegionIterArgs()[0], sum = loop.getRegionIterArgs()[1],
          out = loop.getRegionIterArgs()[2];
    SmallVector<Value> kv, vv, in, mv;
    for (int64_t u = 0; u < kUnroll; ++u) {
      Value j = le.add(j0, le.idx(u * groups));
      Value inK = le.lt(j, numK);
      Value jc = le.select(inK, j, le.idx(0));
      in.push_back(inK);
      kv.push_back(load8(lb, k, vecK, at(kvHi, jc, col)));
      vv.push_back(load8(lb, v, vecV, at(kvHi, jc, col)));
      if (mask) {
        SmallVector<Value> idx(maskIdx);
        Value mj = maskType.getDimSize(3) == 1 ? le.idx(0) : jc;
        if (maskKeyUnit)
          mj = le.select(maskKeyUnit, le.idx(0), jc);
        idx.push_back(mj);
        mv.push_back(memref::LoadOp::create(lb, loc, mask, idx));
      }
    }
    for (int64_t u = 0; u < kUnroll; ++u) {
      Value prod = arith::MulFOp::create(lb, loc, qv, kv[u]);
      Value s = vector::ReductionOp::create(lb, loc,
                                            vector::CombiningKind::ADD, prod);
      for (int32_t off = 1; off < lanesPerKey; off *= 2)
        s = arith::AddFOp::create(lb, loc, s, shuffleXor(lb, loc, s, off));
      if (mask) {
        Value m = mv[u];
        if (m.getType().isInteger(1)) {
          s = le.select(m, maskValue, s);
        } else {
          if (m.getType() != f32)
            m = arith::ExtFOp::create(lb, loc, f32, m);
          s = math::FmaOp::create(lb, loc, m, log2eC, s);
        }
      }
      s = le.select(in[u], s, negInf);
      // Online softmax; a max still -inf subtracts 0 (no inf - inf).
      Value newMax = arith::MaxNumFOp::create(lb, loc, mx, s);
      Value isInf = arith::CmpFOp::create(lb, loc, arith::CmpFPredicate::OEQ,
                                          newMax, negInf);
      Value use = le.select(isInf, zeroF, newMax);
      Value alpha = math::Exp2Op::create(
          lb, loc, arith::SubFOp::create(lb, loc, mx, use));
      Value p = math::Exp2Op::create(lb, loc,
                                     arith::SubFOp::create(lb, loc, s, use));
      sum = math::FmaOp::create(lb, loc, sum, alpha, p);
      out = vector::FMAOp::create(
          lb, loc, vector::BroadcastOp::create(lb, loc, vecType, p), vv[u],
          arith::MulFOp::create(
              lb, loc, out,
              vector::BroadcastOp::create(lb, loc, vecType, alpha)));
      mx = newMax;
    }
    scf::YieldOp::create(lb, loc, ValueRange{mx, sum, out});
  }

  // The groups' statistics and outputs to shared memory.
  {
    auto ifLead = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                              e.rem(tid, lanesPerKey), e.idx(0)),
        /*withElse=*/false);
    OpBuilder tb = OpBuilder::atBlockTerminator(ifLead.thenBlock());
    memref::StoreOp::create(tb, loc, loop.getResult(0), maxS,
                            ValueRange{keyGroup});
    memref::StoreOp::create(tb, loc, loop.getResult(1), sumS,
                            ValueRange{keyGroup});
  }
  vector::StoreOp::create(b, loc, loop.getResult(2), outS,
                          ValueRange{keyGroup, col});
  gpu::BarrierOp::create(b, loc);

  // depthV threads combine the groups: out = Σ o_g 2^(m_g - M) / Σ l_g
  // 2^(m_g - M).
  auto ifOut = scf::IfOp::create(b, loc, e.lt(tid, e.idx(depthV)),
                                 /*withElse=*/false);
  {
    OpBuilder ob = OpBuilder::atBlockTerminator(ifOut.thenBlock());
    Emitter oe{ob, loc};
    // Loops over the groups (up to kThreads of them at depth 8: unrolled,
    // their maxima would not fit in registers).
    Value c0 = oe.idx(0), c1 = oe.idx(1), cg = oe.idx(groups);
    auto maxLoop = scf::ForOp::create(ob, loc, c0, cg, c1, ValueRange{negInf});
    {
      OpBuilder mb = OpBuilder::atBlockBegin(maxLoop.getBody());
      Value m = memref::LoadOp::create(mb, loc, maxS,
                                       maxLoop.getInductionVar());
      scf::YieldOp::create(
          mb, loc,
          ValueRange{arith::MaxNumFOp::create(
              mb, loc, maxLoop.getRegionIterArgs()[0], m)});
    }
    Value top = maxLoop.getResult(0);
    Value isInf = arith::CmpFOp::create(ob, loc, arith::CmpFPredicate::OEQ,
                                        top, negInf);
    Value use = oe.select(isInf, zeroF, top);
    auto sumLoop =
        scf::ForOp::create(ob, loc, c0, cg, c1, ValueRange{zeroF, zeroF});
    {
      OpBuilder sb = OpBuilder::atBlockBegin(sumLoop.getBody());
      Value g = sumLoop.getInductionVar();
      Value w = math::Exp2Op::create(
          sb, loc,
          arith::SubFOp::create(sb, loc,
                                memref::LoadOp::create(sb, loc, maxS, g), use));
      Value t = math::FmaOp::create(sb, loc,
                                    memref::LoadOp::create(sb, loc, sumS, g),
                                    w, sumLoop.getRegionIterArgs()[0]);
      Value a = math::FmaOp::create(
          sb, loc, memref::LoadOp::create(sb, loc, outS, ValueRange{g, tid}),
          w, sumLoop.getRegionIterArgs()[1]);
      scf::YieldOp::create(sb, loc, ValueRange{t, a});
    }
    Value total = sumLoop.getResult(0), acc = sumLoop.getResult(1);
    Value empty = arith::CmpFOp::create(ob, loc, arith::CmpFPredicate::OEQ,
                                        total, zeroF);
    Value r = arith::DivFOp::create(ob, loc, acc, total);
    r = oe.select(empty, zeroF, r);
    if (elem != f32)
      r = arith::TruncFOp::create(ob, loc, elem, r);
    memref::StoreOp::create(ob, loc, r, dest, ValueRange{oe.idx(0), tid});
  }
  att.erase();
  tilemm::finishKernel(fn);
  return success();
}
