//===- MatmulToTile.cpp - graph.matmul → a tile program -------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A matmul that is its own kernel becomes a Triton-like tile program: a grid
// (scf.forall) over batch × M/BM × N/BN output tiles; per tile an f32
// accumulator, an scf.for over K that tile.loads an A and a B tile (padded
// with zeros at the borders) and tile.dots them, the epilogue (the cast back
// to the element type) as arith on the tile, and a masked tile.store into
// the in-bounds window of the output.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/GraphToTile/GraphToTile.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "LoweringUtils.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::lowering;

namespace {
struct MatmulToTileProgram : OpConversionPattern<graph::MatmulOp> {
  MatmulToTileProgram(GraphTypeConverter &converter, MLIRContext *ctx,
                      MatmulTileOptions opts)
      : OpConversionPattern(converter, ctx, /*benefit=*/2), opts(opts) {}

  /// Tile extent along a dimension of static size `size` (or dynamic).
  int64_t extent(int64_t size, int64_t max) const {
    if (ShapedType::isDynamic(size) || opts.exact)
      return max;
    return std::max<int64_t>(1, std::min(size, max));
  }

  LogicalResult
  matchAndRewrite(graph::MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // A matmul followed only by a chain of elementwise ops on its result
    // (the epilogue, with its side ops: epilogueChain) whose end the group
    // yields: the program is the kernel.
    SmallVector<Operation *> chain, sides;
    if (!isa_and_nonnull<graph::FusedOp, tile::KernelOp>(op->getParentOp()) ||
        failed(epilogueChain(op, chain, sides)))
      return failure();
    if (op.getTransposeA())
      return failure();
    bool transposeB = op.getTransposeB();
    Location loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Type elem = resultType.getElementType();
    Type outElem =
        chain.empty()
            ? elem
            : getElementTypeOrSelf(signlessTensor(
                  cast<RankedTensorType>(chain.back()->getResult(0).getType())));
    // i32 (a quantized matmul or pointwise conv that was not narrowed) only
    // on the GPU: its SIMT tile accumulates in i32 (the CPU's integer
    // matmuls take the linalg path to the VNNI micro-kernel).
    bool int32 = elem.isSignlessInteger(32) && opts.exact;
    if (!(elem.isF16() || elem.isBF16() || (elem.isF32() && opts.allowF32) ||
          int32))
      return failure();
    // The SIMT tile's operands: f32, or i32 alike.
    bool simt = elem.isF32() || int32;
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    if (lhsType.getElementType() != elem || rhsType.getElementType() != elem)
      return failure();
    int64_t rank = resultType.getRank(), batch = rank - 2;
    int64_t ra = lhsType.getRank(), rb = rhsType.getRank();
    int64_t sizeM = resultType.getDimSize(batch),
            sizeN = resultType.getDimSize(batch + 1),
            sizeK = lhsType.getDimSize(ra - 1);
    // transpose_b: B is [.., N, K] (graph-assign-layout gives a GEMV's
    // constant weights that layout on the GPU).
    if (transposeB && rhsType.getDimSize(rb - 2) != sizeN)
      return failure();
    int64_t bm = extent(sizeM, opts.m);
    int64_t bn = extent(sizeN, opts.n);
    int64_t bk = extent(sizeK, simt && opts.kF32 ? opts.kF32 : opts.k);
    // A few rows (a decoder's token): M x gemvCols tiles, a GEMV on the GPU.
    int64_t vecElems = 16 / std::max<int64_t>(elem.getIntOrFloatBitWidth() / 8, 1);
    bool gemv = opts.exact && opts.gemvMaxRows && !int32 &&
                !ShapedType::isDynamic(sizeM) && sizeM >= 1 &&
                sizeM <= opts.gemvMaxRows && !ShapedType::isDynamic(sizeN) &&
                (transposeB || sizeN % vecElems == 0) &&
                opts.gemvCols % vecElems == 0;
    // A transposed B only as the GEMV over rows of K that start 16 bytes
    // aligned.
    if (transposeB && !(gemv && !ShapedType::isDynamic(sizeK) &&
                        sizeK % vecElems == 0))
      return failure();
    if (!opts.exact && !ShapedType::isDynamic(sizeK))
      bk = cpuKStep(sizeK, bk);
    if (gemv && transposeB) {
      bm = sizeM;
      bk = 2 * opts.gemvCols;
      bn = gemvTransposedColumns(resultType, sizeK, bk);
    } else if (gemv) {
      // (The GEMV ignores bk; an A tile of the accumulator's type would
      // share its tensor.empty after CSE.)
      bm = sizeM;
      bn = opts.gemvCols;
      bk = 2 * opts.gemvCols;
    } else if (!opts.exact)
      splitForThreads(resultType, bm, bn);
    else if (simt && opts.minF32Tiles)
      fillMultiprocessors(resultType, opts.minF32Tiles, bm, bn);
    else if (!simt && opts.wideN)
      widen(resultType, opts.wideN, opts.wideMinTiles, bm, bn);
    // Tiles that always lie inside static operands need no padded copy:
    // on the CPU (not `exact`) they are plain slices; the GPU's tensor-core
    // lowering wants every operand load as a tile.load.
    auto divides = [](int64_t size, int64_t tile) {
      return !ShapedType::isDynamic(size) && size % tile == 0;
    };
    bool inBounds = !opts.exact && divides(sizeM, bm) &&
                    divides(sizeN, bn) && divides(sizeK, bk);

    // Output dims: batch dims from whichever operand has them unbroadcast.
    SmallVector<Value> dynDims, upper;
    for (int64_t i = 0; i < rank; ++i) {
      Value d;
      if (i < batch) {
        int64_t ja = i - (batch - (ra - 2)), jb = i - (batch - (rb - 2));
        if (ja >= 0 && lhsType.getDimSize(ja) == resultType.getDimSize(i))
          d = tensor::DimOp::create(rewriter, loc, lhs, ja);
        else
          d = tensor::DimOp::create(rewriter, loc, rhs, jb);
      } else if (i == batch) {
        d = tensor::DimOp::create(rewriter, loc, lhs, ra - 2);
      } else {
        d = tensor::DimOp::create(rewriter, loc, rhs,
                                  transposeB ? rb - 2 : rb - 1);
      }
      upper.push_back(d);
      if (resultType.isDynamicDim(i))
        dynDims.push_back(d);
    }
    Value kDim = tensor::DimOp::create(rewriter, loc, lhs, ra - 1);
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          outElem, dynDims);
    SmallVector<OpFoldResult> lbs(rank, rewriter.getIndexAttr(0)), ubs, steps;
    for (Value u : upper)
      ubs.push_back(u);
    for (int64_t i = 0; i < batch; ++i)
      steps.push_back(rewriter.getIndexAttr(1));
    steps.push_back(rewriter.getIndexAttr(bm));
    steps.push_back(rewriter.getIndexAttr(bn));

    // The accumulator: f32, or i32 for i32 operands.
    Type accElem = int32 ? elem : rewriter.getF32Type();
    auto forall = scf::ForallOp::create(
        rewriter, loc, lbs, ubs, steps, ValueRange{empty},
        /*mapping=*/std::nullopt,
        [&](OpBuilder &b, Location l, ValueRange args) {
          ValueRange ivs = args.take_front(rank);
          Value out = args.back();
          Value i = ivs[batch], j = ivs[batch + 1];
          Value zero = scalarConstant(b, l, elem, 0.0);
          Value accEmpty = tensor::EmptyOp::create(b, l, {bm, bn}, accElem);
          Value acc0 = linalg::FillOp::create(
                           b, l, scalarConstant(b, l, accElem, 0.0), accEmpty)
                           .getResult(0);
          // Offsets of an operand tile: its batch dims (0 where broadcast),
          // then the two matrix offsets.
          auto offsets = [&](RankedTensorType t, Value r, Value c) {
            SmallVector<Value> offs;
            int64_t tb = t.getRank() - 2;
            for (int64_t d = 0; d < tb; ++d) {
              int64_t ri = batch - tb + d;
              if (t.getDimSize(d) == 1 && resultType.getDimSize(ri) != 1)
                offs.push_back(arith::ConstantIndexOp::create(b, l, 0));
              else
                offs.push_back(ivs[ri]);
            }
            offs.push_back(r);
            offs.push_back(c);
            return offs;
          };
          Value c0 = arith::ConstantIndexOp::create(b, l, 0);
          Value cbk = arith::ConstantIndexOp::create(b, l, bk);
          auto loop = scf::ForOp::create(
              b, l, c0, kDim, cbk, ValueRange{acc0},
              [&](OpBuilder &lb, Location ll, Value k, ValueRange iter) {
                auto aType = RankedTensorType::get({bm, bk}, elem);
                auto bType = transposeB
                                 ? RankedTensorType::get({bn, bk}, elem)
                                 : RankedTensorType::get({bk, bn}, elem);
                if (inBounds) {
                  auto slice = [&](Value src, RankedTensorType t,
                                   RankedTensorType tileType, Value r,
                                   Value c) -> Value {
                    SmallVector<OpFoldResult> offs, sizes,
                        strides(t.getRank(), lb.getIndexAttr(1));
                    for (Value v : offsets(t, r, c))
                      offs.push_back(v);
                    sizes.append(t.getRank() - 2, lb.getIndexAttr(1));
                    for (int64_t d : tileType.getShape())
                      sizes.push_back(lb.getIndexAttr(d));
                    return tensor::ExtractSliceOp::create(
                        lb, ll, tileType, src, offs, sizes, strides);
                  };
                  Value d = tile::DotOp::create(
                                lb, ll, iter[0].getType(),
                                slice(lhs, lhsType, aType, i, k),
                                slice(rhs, rhsType, bType, k, j), iter[0])
                                .getResult();
                  scf::YieldOp::create(lb, ll, d);
                  return;
                }
                Value a = tile::LoadOp::create(
                    lb, ll, aType, lhs, offsets(lhsType, i, k), zero,
                    tensor::EmptyOp::create(lb, ll, aType.getShape(), elem))
                    .getResult();
                Value bt = tile::LoadOp::create(
                    lb, ll, bType, rhs,
                    transposeB ? offsets(rhsType, j, k)
                               : offsets(rhsType, k, j),
                    zero,
                    tensor::EmptyOp::create(lb, ll, bType.getShape(), elem))
                    .getResult();
                auto dot = tile::DotOp::create(lb, ll, iter[0].getType(), a,
                                               bt, iter[0]);
                if (transposeB)
                  dot.setTransposeB(true);
                Value d = dot.getResult();
                scf::YieldOp::create(lb, ll, d);
              });
          Value res = loop.getResult(0);
          if (elem != accElem)
            res = arith::TruncFOp::create(
                b, l, RankedTensorType::get({bm, bn}, elem), res);
          // The epilogue on the tile: each op of the chain again, its other
          // operands read as the tiles of their broadcast windows.
          for (Operation *e : chain) {
            IRMapping map;
            for (Value v : e->getOperands()) {
              if (map.contains(v))
                continue;
              if (v.getDefiningOp() == prev(e, chain, op)) {
                map.map(v, res);
                continue;
              }
              // A side op: computed on the tiles of its own operands (the
              // elementwise fusion then makes it part of e's generic).
              if (Operation *side = v.getDefiningOp();
                  side && llvm::is_contained(sides, side)) {
                IRMapping sideMap;
                for (Value w : side->getOperands())
                  if (!sideMap.contains(w))
                    sideMap.map(w, operandTile(b, l,
                                               rewriter.getRemappedValue(w),
                                               resultType, ivs, bm, bn));
                Operation *sc = b.clone(*side, sideMap);
                auto st = cast<RankedTensorType>(side->getResult(0).getType());
                sc->getResult(0).setType(
                    RankedTensorType::get({bm, bn}, st.getElementType()));
                map.map(v, sc->getResult(0));
                continue;
              }
              map.map(v, operandTile(b, l, rewriter.getRemappedValue(v),
                                     resultType, ivs, bm, bn));
            }
            Operation *clone = b.clone(*e, map);
            auto type = cast<RankedTensorType>(e->getResult(0).getType());
            clone->getResult(0).setType(
                RankedTensorType::get({bm, bn}, type.getElementType()));
            res = clone->getResult(0);
          }
          // An epilogue that ends in a graph integer type (a requantization
          // to ui8 / si8) is stored as its signless tile: the cast meets the
          // clone's own conversion and folds away.
          if (auto resType = cast<RankedTensorType>(res.getType());
              resType.getElementType() != outElem)
            res = UnrealizedConversionCastOp::create(
                      b, l, RankedTensorType::get({bm, bn}, outElem), res)
                      .getResult(0);
          // The in-bounds window of the output.
          auto window = [&](Value iv, Value dim, int64_t t) -> OpFoldResult {
            Value rest = arith::SubIOp::create(b, l, dim, iv);
            return arith::MinSIOp::create(
                       b, l, rest, arith::ConstantIndexOp::create(b, l, t))
                .getResult();
          };
          SmallVector<OpFoldResult> offs, sizes,
              strides(rank, b.getIndexAttr(1));
          for (int64_t d = 0; d < batch; ++d) {
            offs.push_back(ivs[d]);
            sizes.push_back(b.getIndexAttr(1));
          }
          // Tiles inside the operands store whole: with a static window the
          // copy out of the tile is static too (no bounds per tile, whole
          // rows for LLVM to vectorize).
          offs.push_back(i);
          offs.push_back(j);
          sizes.push_back(inBounds ? b.getIndexAttr(bm)
                                   : window(i, upper[batch], bm));
          sizes.push_back(inBounds ? b.getIndexAttr(bn)
                                   : window(j, upper[batch + 1], bn));
          auto sliceType =
              inBounds ? RankedTensorType::get({bm, bn}, outElem)
                       : RankedTensorType::get(
                             {ShapedType::kDynamic, ShapedType::kDynamic},
                             outElem);
          Value slice = tensor::ExtractSliceOp::create(b, l, sliceType, out,
                                                       offs, sizes, strides);
          Value stored = tile::StoreOp::create(
              b, l, sliceType, res, slice, ValueRange{c0, c0})
              .getResult();
          auto term = scf::InParallelOp::create(b, l);
          OpBuilder tb = OpBuilder::atBlockBegin(term.getBody());
          tensor::ParallelInsertSliceOp::create(tb, l, stored, out, offs,
                                                sizes, strides);
        });
    if (chain.empty()) {
      rewriter.replaceOp(op, forall.getResults());
      return success();
    }
    rewriter.replaceOp(chain.back(), forall.getResults());
    for (Operation *e : llvm::reverse(ArrayRef(chain).drop_back()))
      rewriter.eraseOp(e);
    for (Operation *side : sides)
      rewriter.eraseOp(side);
    rewriter.eraseOp(op);
    return success();
  }

  /// On the CPU the micro-kernel keeps a block's accumulators in registers
  /// for one K step and stores them between steps (each a pass over the
  /// accumulator tile, in L1), and walks the tile's column blocks outside its
  /// row blocks: one K-step × 32 panel of B (256 × 32 floats, 32 KiB) stays
  /// in L1 while every row block of the tile streams over it. The step is
  /// the whole K up to kMaxK, else the largest multiple of `k` up to kMaxK
  /// that divides K (whole steps: no padded copies), else `k`. (Whole K up
  /// to 1024 kept the accumulators in registers across it, but a 768-deep
  /// panel (96 KiB) came from L2 for every row block; on the Xeon of
  /// docs/performance.md the MLP block measured 1.12× onnxruntime with K
  /// steps of 256 and this loop order against 1.33× before, same run.)
  static int64_t cpuKStep(int64_t sizeK, int64_t k) {
    constexpr int64_t kMaxK = 256;
    if (sizeK <= kMaxK)
      return std::max<int64_t>(sizeK, 1);
    for (int64_t s = kMaxK / k * k; s >= k; s -= k)
      if (sizeK % s == 0)
        return s;
    return k;
  }

  /// Columns of a transposed-B GEMV tile (TileMatmulToGemv.cpp: 8 warps
  /// each compute R columns over 1/G of K, 8R/G columns a block): 32 (R 4,
  /// G 1), halved while the grid has fewer than three blocks per
  /// multiprocessor of the H100/H200 (132), down to 1 (R 1, G 8), and while
  /// a block keeps at least kGemvMinBlockElements of B: a short K has
  /// little to stream, and a grid of near-empty blocks fills the
  /// multiprocessors that the next kernel's blocks would otherwise wait on
  /// (RoPE's 64x64 rotation of 32 + 8 heads: 1,024 blocks of 256 threads,
  /// now 160). (The 1B Llama decode step on the H200, with 32 loads in
  /// flight: 0.780 ms at two blocks a multiprocessor, 0.767 at three, 0.798
  /// at four, 0.878 at one; the rotation in 80 blocks 1.99 -> 1.68 us a
  /// layer.)
  static int64_t gemvTransposedColumns(RankedTensorType result,
                                       int64_t sizeK, int64_t kStep) {
    int64_t rank = result.getRank(), batch = 1;
    for (int64_t d = 0; d < rank - 2; ++d)
      if (!result.isDynamicDim(d))
        batch *= result.getDimSize(d);
    int64_t n = result.getDimSize(rank - 1), cols = 32;
    constexpr int64_t kGemvMinBlockElements = 2048;
    while (cols > 1 && batch * llvm::divideCeil(n, cols) < 3 * 132) {
      // (Only at a width that tiles N exactly, in two tiles or more,
      // narrower than a K step (an f32 A tile as wide as the accumulator
      // would share its allocation), and a K of two K steps or more: the
      // shapes the GEMV lowering has always been given.)
      if (n % cols == 0 && n / cols >= 2 && cols < kStep && sizeK > kStep &&
          (cols / 2) * sizeK < kGemvMinBlockElements)
        break;
      cols /= 2;
    }
    return cols;
  }

  /// The bm x bn tiles of a static result, its batch dims included.
  static int64_t tileCount(RankedTensorType result, int64_t bm, int64_t bn) {
    int64_t rank = result.getRank(), tiles = 1;
    for (int64_t d = 0; d < rank - 2; ++d)
      tiles *= result.getDimSize(d);
    return tiles * llvm::divideCeil(result.getDimSize(rank - 2), bm) *
           llvm::divideCeil(result.getDimSize(rank - 1), bn);
  }

  /// On the CPU the grid's tiles are spread over the thread pool: halve
  /// the tile (N first, down to 32 columns, then M, down to 8 rows) while a
  /// static output has fewer than kMinTiles of them, so that small matmuls
  /// keep both cores busy.
  static void splitForThreads(RankedTensorType result, int64_t &bm,
                              int64_t &bn) {
    constexpr int64_t kMinTiles = 8;
    if (!result.hasStaticShape())
      return;
    while (tileCount(result, bm, bn) < kMinTiles && bn > 32 && bn % 2 == 0)
      bn /= 2;
    while (tileCount(result, bm, bn) < kMinTiles && bm > 8 && bm % 2 == 0)
      bm /= 2;
  }

  /// On the GPU (f32 SIMT tiles, 32 to 128 a side) a small or skinny
  /// output in 128x128 tiles leaves most multiprocessors idle and computes
  /// padding (bert's 32x64 outputs: one block, 3/4 of it zeros): each side
  /// shrinks to the output's extent rounded up to a power of two, then the
  /// larger side halves while the grid has fewer than `minTiles` tiles.
  static void fillMultiprocessors(RankedTensorType result, int64_t minTiles,
                                  int64_t &bm, int64_t &bn) {
    constexpr int64_t kMinSide = 32;
    if (!result.hasStaticShape() || bm % kMinSide || bn % kMinSide ||
        !llvm::isPowerOf2_64(bm) || !llvm::isPowerOf2_64(bn))
      return;
    int64_t rank = result.getRank();
    auto fit = [&](int64_t size, int64_t side) {
      return std::clamp<int64_t>(llvm::PowerOf2Ceil(size), kMinSide, side);
    };
    bm = fit(result.getDimSize(rank - 2), bm);
    bn = fit(result.getDimSize(rank - 1), bn);
    while (tileCount(result, bm, bn) < minTiles &&
           std::max(bm, bn) > kMinSide) {
      if (bn >= bm)
        bn /= 2;
      else
        bm /= 2;
    }
  }

  /// Large static f16/bf16 outputs take `wideN`-column tiles where N is a
  /// multiple of it and the grid keeps at least `minTiles` of them.
  static void widen(RankedTensorType result, int64_t wideN, int64_t minTiles,
                    int64_t bm, int64_t &bn) {
    if (!result.hasStaticShape())
      return;
    if (result.getDimSize(result.getRank() - 1) % wideN == 0 &&
        tileCount(result, bm, wideN) >= minTiles)
      bn = wideN;
  }

  /// The elementwise ops after `op` in its block, each using the previous
  /// one's result (and values from outside the block, or the result of a
  /// side op), the last yielded alone by the terminator; `sides`: elementwise
  /// ops of the matmul's result shape on values from outside the block only,
  /// each used once by a chain op (RoPE's q * cos beside the rotated q's
  /// GEMV). Only side ops may precede the matmul. Fails for any other shape
  /// of block.
  static LogicalResult epilogueChain(graph::MatmulOp op,
                                     SmallVectorImpl<Operation *> &chain,
                                     SmallVectorImpl<Operation *> &sides) {
    Block *block = op->getBlock();
    auto isSide = [&](Operation &o) {
      return o.hasTrait<graph::GraphElementwise>() && o.getNumResults() == 1 &&
             o.getResult(0).hasOneUse() &&
             cast<ShapedType>(o.getResult(0).getType()).getShape() ==
                 op.getType().getShape() &&
             llvm::none_of(o.getOperands(), [&](Value v) {
               Operation *def = v.getDefiningOp();
               return def && def->getBlock() == block;
             });
    };
    for (Operation &o : llvm::make_range(block->begin(), op->getIterator())) {
      if (!isSide(o))
        return failure();
      sides.push_back(&o);
    }
    Value cur = op.getResult();
    for (Operation &o : llvm::make_range(std::next(op->getIterator()),
                                         block->end())) {
      if (!cur.hasOneUse())
        return failure();
      if (*cur.getUsers().begin() != &o) {
        if (!isSide(o))
          return failure();
        sides.push_back(&o);
        continue;
      }
      if (o.hasTrait<OpTrait::IsTerminator>())
        return success(o.getNumOperands() == 1 &&
                       llvm::all_of(sides, [&](Operation *side) {
                         return llvm::is_contained(
                             chain, *side->getResult(0).getUsers().begin());
                       }));
      if (!o.hasTrait<graph::GraphElementwise>() || o.getNumResults() != 1 ||
          cast<ShapedType>(o.getResult(0).getType()).getShape() !=
              op.getType().getShape() ||
          llvm::any_of(o.getOperands(), [&](Value v) {
            Operation *def = v.getDefiningOp();
            return v != cur && def && def->getBlock() == block &&
                   !llvm::is_contained(sides, def);
          }))
        return failure();
      chain.push_back(&o);
      cur = o.getResult(0);
    }
    return failure();
  }

  static Operation *prev(Operation *e, ArrayRef<Operation *> chain,
                         Operation *first) {
    auto it = llvm::find(chain, e);
    return it == chain.begin() ? first : *std::prev(it);
  }

  /// The window of `v` (broadcast against the `result` shape, numpy style)
  /// that the output tile at (`ivs`) reads: its batch dims at the tile's
  /// batch position (0 where broadcast), then up to two matrix dims of
  /// extent `bm`/`bn` (1 where broadcast). A 0-d value is used whole.
  static Value operandTile(OpBuilder &b, Location l, Value v,
                           RankedTensorType result, ValueRange ivs, int64_t bm,
                           int64_t bn) {
    auto type = cast<RankedTensorType>(v.getType());
    int64_t rank = type.getRank(), resultRank = result.getRank();
    if (rank == 0)
      return v;
    SmallVector<Value> offs;
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t rd = resultRank - rank + d;
      bool broadcast =
          type.getDimSize(d) == 1 && result.getDimSize(rd) != 1;
      offs.push_back(broadcast ? arith::ConstantIndexOp::create(b, l, 0)
                               : ivs[rd]);
      if (rd >= resultRank - 2)
        shape.push_back(broadcast ? 1 : (rd == resultRank - 2 ? bm : bn));
    }
    auto tileType = RankedTensorType::get(shape, type.getElementType());
    Value pad = scalarConstant(b, l, type.getElementType(), 0.0);
    return tile::LoadOp::create(
               b, l, tileType, v, offs, pad,
               tensor::EmptyOp::create(b, l, shape, type.getElementType()))
        .getResult();
  }

  MatmulTileOptions opts;
};

} // namespace

void mlc::populateGraphMatmulToTilePatterns(GraphTypeConverter &converter,
                                            RewritePatternSet &patterns,
                                            MatmulTileOptions opts) {
  patterns.add<MatmulToTileProgram>(converter, patterns.getContext(), opts);
}
