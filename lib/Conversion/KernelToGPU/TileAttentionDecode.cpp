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
// decode-shaped attention rows = 1) is one block of kRowThreads threads that
// streams the keys at memory speed:
//
//  - a key's depth D is split over D / 8 lanes (a "key group"), each lane
//    reading 8 elements of the key and of the value in one vector load; the
//    block's T / (D / 8) groups (T threads) take keys group, group + G, ...;
//  - per key the group's lanes add their q·k partials with shuffles, and
//    every lane updates the group's online softmax (running max and sum, in
//    the log2 domain) and its 8 output elements; kUnroll keys per group are
//    loaded before any is used (that many loads in flight per lane);
//  - the groups of a warp merge their (max, sum, output) by shuffles, the
//    warps' are combined through shared memory and D threads write the row
//    (a serial combine over all 64 groups of a 64-deep head took about as
//    long as streaming the keys).
//
// On sm_90 a row is a cluster of kDecodeClusterBlocks blocks of
// kClusterBlockThreads threads (flash
// decoding): block r of the cluster streams the r-th part of the keys,
// leaves its (max, sum, unnormalized output) in its shared memory, and
// after a cluster barrier block 0 reads the others' through distributed
// shared memory (mapa), combines them and writes the row; a second barrier
// keeps every block's shared memory alive until then. A 32-head decode step
// runs 256 blocks over the 132 multiprocessors instead of 32.
//
// Grouped-query attention reads key/value head h / group. A row masked to
// -inf everywhere gives zeros, as in the flash kernel.
//
//===----------------------------------------------------------------------===//

#include "NVGPUCodegen.h"
#include "TileAttentionToNVGPU.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
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

/// Threads of a block: a row's whole keys (no clusters), or one cluster
/// block's part of them (on the H200, 1B Llama decode at a 1,024-token
/// cache, 8-block clusters: 0.805 ms a step with 256 threads, 0.841 with
/// 512, 0.825 with 128; clusters of 4: 0.821-0.900; of 2: 0.836).
constexpr int64_t kRowThreads = 512;
constexpr int64_t kClusterBlockThreads = 256;
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
                                            StringRef chip,
                                            int64_t &blockSize) {
  const int64_t split = chip.starts_with("sm_90") ? kDecodeClusterBlocks : 1;
  const int64_t threads = split > 1 ? kClusterBlockThreads : kRowThreads;
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
  const int64_t groups = threads / lanesPerKey;
  bool seqFirst = att.getSeqFirst();
  int64_t sDim = seqFirst ? 1 : 2;

  Type f32 = Float32Type::get(ctx);
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  const int64_t warps = threads / 32;
  auto statType =
      MemRefType::get({warps}, f32, MemRefLayoutAttrInterface(), space);
  auto outType = MemRefType::get({warps, depthV}, f32,
                                 MemRefLayoutAttrInterface(), space);
  // The block's part of a split row: (max, sum) and its output.
  auto partStatType =
      MemRefType::get({2}, f32, MemRefLayoutAttrInterface(), space);
  auto partOutType =
      MemRefType::get({depthV}, f32, MemRefLayoutAttrInterface(), space);
  SmallVector<MemRefType> sharedTypes = {statType, statType, outType};
  if (split > 1)
    sharedTypes.append({partStatType, partOutType});
  FailureOr<SmallVector<Value>> shared = addSharedTiles(fn, sharedTypes, loc);
  if (failed(shared))
    return failure();
  Value maxS = (*shared)[0], sumS = (*shared)[1], outS = (*shared)[2];
  if (split > 1) {
    fn->setAttr(NVVM::NVVMDialect::getClusterDimAttrName(),
                DenseI32ArrayAttr::get(ctx, {(int32_t)split, 1, 1}));
    // Program id x is the cluster's: block x / split.
    SmallVector<kernel::ProgramIdOp> pids;
    fn.walk([&](kernel::ProgramIdOp pid) {
      if (pid.getDim() == 0)
        pids.push_back(pid);
    });
    for (kernel::ProgramIdOp pid : pids) {
      OpBuilder pb(pid);
      Value blk = gpu::BlockIdOp::create(pb, pid.getLoc(), gpu::Dimension::x);
      pid.replaceAllUsesWith(
          arith::DivUIOp::create(
              pb, pid.getLoc(), blk,
              arith::ConstantIndexOp::create(pb, pid.getLoc(), split))
              .getResult());
      pid.erase();
    }
  }
  blockSize = threads;
  // ptxas keeps a thread's registers within what `threads` threads may use
  // (unbounded, the narrow-head variants asked for more than a block of 512
  // threads can have: CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES on the H200).
  fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
              DenseI32ArrayAttr::get(ctx, {(int32_t)threads, 1, 1}));

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
  // Causal: the query sees keys up to qi + numK - numQ (the keys after are
  // never read).
  if (att.getCausal()) {
    Value numQ = memref::DimOp::create(b, loc, q, sDim);
    numK = e.max(e.min(e.add(e.sub(numK, numQ), e.add(qi, e.idx(1))), numK),
                 e.idx(0));
  }
  // This block's keys: [keyBegin, keyEnd), the rank-th of `split` parts.
  Value rank = e.idx(0), keyBegin = e.idx(0), keyEnd = numK;
  if (split > 1) {
    rank = e.rem(gpu::BlockIdOp::create(b, loc, gpu::Dimension::x), split);
    Value part = e.div(e.add(numK, e.idx(split - 1)), split);
    keyBegin = e.min(e.mul(rank, part), numK);
    keyEnd = e.min(e.add(keyBegin, part), numK);
  }
  // On sm_90 the block's keys and values are asked of L2 before the kernel
  // waits for the one before it (bulkPrefetchL2), a row of K (threads of the
  // first half) or of V (the second) a thread: blocks scheduled during that
  // kernel's tail (programmatic dependent launch) find them there. (The 1B
  // Llama decode step on the H200, one call: 0.714 ms without, 0.710 with;
  // 0.751 when each of the 4 query heads of a group asked for a quarter of
  // the part they share.)
  if (split > 1 && vecK && vecV) {
    Value j = e.add(keyBegin, e.rem(tid, threads / 2));
    Value take = e.lt(j, keyEnd);
    SmallVector<Value> row = at(kvHi, j, e.idx(0));
    Value addr = e.select(e.lt(tid, e.idx(threads / 2)),
                          elementAddress(e, k, row), elementAddress(e, v, row));
    bulkPrefetchL2(b, loc, addr,
                   e.idx(depth * elem.getIntOrFloatBitWidth() / 8), take);
  }
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
  auto loop = scf::ForOp::create(b, loc, keyBegin, keyEnd,
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
      Value inK = le.lt(j, keyEnd);
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

  // The groups of a warp merge pairwise (lanes l and l ^ off hold the same
  // columns of two groups): the max, the sums and outputs rescaled to it.
  Value mx = loop.getResult(0), sum = loop.getResult(1),
        out = loop.getResult(2);
  for (int32_t off = lanesPerKey; off < 32; off *= 2) {
    Value mx2 = shuffleXor(b, loc, mx, off);
    Value sum2 = shuffleXor(b, loc, sum, off);
    SmallVector<Value> outs2;
    for (int64_t c = 0; c < kVec; ++c)
      outs2.push_back(shuffleXor(
          b, loc,
          vector::ExtractOp::create(b, loc, out, ArrayRef<int64_t>{c}), off));
    Value out2 = vector::FromElementsOp::create(b, loc, vecType, outs2);
    Value top = arith::MaxNumFOp::create(b, loc, mx, mx2);
    Value isInf = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                        top, negInf);
    Value use = e.select(isInf, zeroF, top);
    Value w1 = math::Exp2Op::create(b, loc,
                                    arith::SubFOp::create(b, loc, mx, use));
    Value w2 = math::Exp2Op::create(b, loc,
                                    arith::SubFOp::create(b, loc, mx2, use));
    sum = math::FmaOp::create(b, loc, sum2, w2,
                              arith::MulFOp::create(b, loc, sum, w1));
    out = vector::FMAOp::create(
        b, loc, out2, vector::BroadcastOp::create(b, loc, vecType, w2),
        arith::MulFOp::create(
            b, loc, out, vector::BroadcastOp::create(b, loc, vecType, w1)));
    mx = top;
  }
  // The warps' statistics and outputs to shared memory.
  Value lane = e.rem(tid, 32), warp = e.div(tid, 32);
  {
    auto ifLead = scf::IfOp::create(b, loc, e.lt(lane, e.idx(1)),
                                    /*withElse=*/false);
    OpBuilder tb = OpBuilder::atBlockTerminator(ifLead.thenBlock());
    memref::StoreOp::create(tb, loc, mx, maxS, ValueRange{warp});
    memref::StoreOp::create(tb, loc, sum, sumS, ValueRange{warp});
  }
  {
    auto ifFirstGroup = scf::IfOp::create(
        b, loc, e.lt(lane, e.idx(lanesPerKey)), /*withElse=*/false);
    OpBuilder tb = OpBuilder::atBlockTerminator(ifFirstGroup.thenBlock());
    vector::StoreOp::create(tb, loc, out, outS, ValueRange{warp, col});
  }
  gpu::BarrierOp::create(b, loc);

  // depthV threads combine the warps: out = Σ o_w 2^(m_w - M) / Σ l_w
  // 2^(m_w - M).
  // Element `tid` of the row: acc / total, 0 for a row without a key.
  auto finish = [&](OpBuilder &fb, Value total, Value acc) {
    Emitter fe{fb, loc};
    Value empty = arith::CmpFOp::create(fb, loc, arith::CmpFPredicate::OEQ,
                                        total, zeroF);
    Value r = arith::DivFOp::create(fb, loc, acc, total);
    r = fe.select(empty, zeroF, r);
    if (elem != f32)
      r = arith::TruncFOp::create(fb, loc, elem, r);
    memref::StoreOp::create(fb, loc, r, dest, ValueRange{fe.idx(0), tid});
  };
  auto ifOut = scf::IfOp::create(b, loc, e.lt(tid, e.idx(depthV)),
                                 /*withElse=*/false);
  {
    OpBuilder ob = OpBuilder::atBlockTerminator(ifOut.thenBlock());
    Emitter oe{ob, loc};
    // Loops over the warps.
    Value c0 = oe.idx(0), c1 = oe.idx(1), cg = oe.idx(warps);
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
    if (split == 1) {
      finish(ob, total, acc);
    } else {
      // The block's part, unnormalized, at its max (0 where -inf).
      Value partStat = (*shared)[3], partOut = (*shared)[4];
      memref::StoreOp::create(ob, loc, acc, partOut, ValueRange{tid});
      auto ifFirst = scf::IfOp::create(ob, loc, oe.lt(tid, oe.idx(1)),
                                       /*withElse=*/false);
      OpBuilder fb = OpBuilder::atBlockTerminator(ifFirst.thenBlock());
      Emitter fe{fb, loc};
      memref::StoreOp::create(fb, loc, use, partStat, ValueRange{fe.idx(0)});
      memref::StoreOp::create(fb, loc, total, partStat, ValueRange{fe.idx(1)});
    }
  }
  if (split > 1) {
    // Every block's part is in its shared memory; block 0 combines them.
    NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/b.getUnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/b.getUnitAttr());
    Value partStat = (*shared)[3], partOut = (*shared)[4];
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    // The generic address of a shared buffer of this block, and of the same
    // buffer in block r of the cluster.
    auto base = [&](OpBuilder &pb, Value buffer) -> Value {
      auto t = cast<MemRefType>(buffer.getType());
      Value generic = memref::MemorySpaceCastOp::create(
          pb, loc, MemRefType::get(t.getShape(), t.getElementType()), buffer);
      Value addr =
          memref::ExtractAlignedPointerAsIndexOp::create(pb, loc, generic);
      Value addr64 =
          arith::IndexCastOp::create(pb, loc, pb.getI64Type(), addr);
      return LLVM::IntToPtrOp::create(pb, loc, ptrType, addr64).getResult();
    };
    auto remote = [&](OpBuilder &pb, Value ptr, Value r, Value index) {
      Value there = NVVM::MapaOp::create(
          pb, loc, ptrType, ptr,
          arith::IndexCastOp::create(pb, loc, pb.getI32Type(), r));
      Value index64 =
          arith::IndexCastOp::create(pb, loc, pb.getI64Type(), index);
      Value at = LLVM::GEPOp::create(pb, loc, ptrType, f32, there,
                                     ValueRange{index64});
      return LLVM::LoadOp::create(pb, loc, f32, at).getResult();
    };
    auto ifCombine = scf::IfOp::create(
        b, loc,
        arith::AndIOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rank,
                                  e.idx(0)),
            e.lt(tid, e.idx(depthV))),
        /*withElse=*/false);
    {
      OpBuilder cb = OpBuilder::atBlockTerminator(ifCombine.thenBlock());
      Emitter ce{cb, loc};
      Value statPtr = base(cb, partStat), outPtr = base(cb, partOut);
      SmallVector<Value> maxes, sums, outs;
      Value top = negInf;
      for (int64_t r = 0; r < split; ++r) {
        maxes.push_back(remote(cb, statPtr, ce.idx(r), ce.idx(0)));
        sums.push_back(remote(cb, statPtr, ce.idx(r), ce.idx(1)));
        outs.push_back(remote(cb, outPtr, ce.idx(r), tid));
      }
      // A part without keys (or all masked) has sum 0 and max 0: it adds
      // nothing, whatever its weight.
      for (int64_t r = 0; r < split; ++r)
        top = ce.select(
            arith::CmpFOp::create(cb, loc, arith::CmpFPredicate::OGT,
                                  sums[r], zeroF),
            arith::MaxNumFOp::create(cb, loc, top, maxes[r]), top);
      Value isInf = arith::CmpFOp::create(cb, loc, arith::CmpFPredicate::OEQ,
                                          top, negInf);
      Value use = ce.select(isInf, zeroF, top);
      Value total = zeroF, acc = zeroF;
      for (int64_t r = 0; r < split; ++r) {
        Value w = math::Exp2Op::create(
            cb, loc, arith::SubFOp::create(cb, loc, maxes[r], use));
        w = ce.select(arith::CmpFOp::create(cb, loc, arith::CmpFPredicate::OGT,
                                            sums[r], zeroF),
                      w, zeroF);
        total = math::FmaOp::create(cb, loc, sums[r], w, total);
        acc = math::FmaOp::create(cb, loc, outs[r], w, acc);
      }
      finish(cb, total, acc);
    }
    // No block leaves (its shared memory) before block 0 has read it.
    NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/b.getUnitAttr());
    NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/b.getUnitAttr());
  }
  att.erase();
  tilemm::finishKernel(fn);
  return success();
}
