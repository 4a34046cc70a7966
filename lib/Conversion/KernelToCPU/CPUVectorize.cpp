//===- CPUVectorize.cpp - register-tiled vector code for CPU kernels ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The CPU's matmul micro-kernel. The matmul tile program (MatmulToTile)
// leaves, per output tile, a linalg.matmul on static, padded tiles; this
// pass writes it as the register-tiled loop nest that BLAS libraries use
// (MLAS, BLIS, IREE's mmt4d ukernels): for each MR×NR block of C the
// accumulators are MR×(NR/VL) vector registers, loaded once, updated by
// one vector.fma per row and vector of a B row for every k, stored once.
// The shapes are static, so the row and column remainders are blocks of
// the same form with fewer rows or narrower vectors, never scalar loops.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"

#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/TargetParser/Host.h"

namespace mlc {
#define GEN_PASS_DEF_MLCCPUVECTORIZEPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// The host's widest float vector register in bits.
unsigned hostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 512;
  if (features.lookup("avx"))
    return 256;
  return 128;
}

/// True when the innermost dimension of a memref is contiguous (vector
/// loads along it are plain loads).
bool unitInnerStride(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return !strides.empty() && strides.back() == 1;
}

struct MatmulMicroKernel : OpRewritePattern<linalg::MatmulOp> {
  MatmulMicroKernel(MLIRContext *ctx, int64_t vl, int64_t mr, int64_t nr)
      : OpRewritePattern(ctx), vl(vl), mr(mr), nr(nr) {}

  LogicalResult matchAndRewrite(linalg::MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.hasUserDefinedMaps())
      return rewriter.notifyMatchFailure(op, "not a plain matmul on memrefs");
    Value a = op.getDpsInputs()[0], b = op.getDpsInputs()[1],
          c = op.getDpsInits()[0];
    auto aType = cast<MemRefType>(a.getType());
    auto bType = cast<MemRefType>(b.getType());
    auto cType = cast<MemRefType>(c.getType());
    if (!aType.hasStaticShape() || !bType.hasStaticShape() ||
        !cType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic shape");
    Type acc = cType.getElementType();
    auto narrowerFloat = [&](Type t) {
      return isa<FloatType>(t) &&
             t.getIntOrFloatBitWidth() <= acc.getIntOrFloatBitWidth();
    };
    if (!acc.isF32() || !narrowerFloat(aType.getElementType()) ||
        !narrowerFloat(bType.getElementType()))
      return rewriter.notifyMatchFailure(op, "not a float matmul into f32");
    if (!unitInnerStride(bType) || !unitInnerStride(cType))
      return rewriter.notifyMatchFailure(op, "B or C rows not contiguous");
    int64_t m = cType.getDimSize(0), n = cType.getDimSize(1),
            k = aType.getDimSize(1);
    if (m == 0 || n == 0) {
      rewriter.eraseOp(op);
      return success();
    }

    Location loc = op.getLoc();
    // Vector widths across one block of NR columns, and across the columns
    // left over after the last full block.
    SmallVector<int64_t> full(nr / vl, vl), rest;
    for (int64_t left = n % nr; left > 0; left -= std::min(left, vl))
      rest.push_back(std::min(left, vl));
    int64_t fullRows = m - m % mr, fullCols = n - n % nr;

    // One MR'×NR' block of C at (i, j): rows `rows`, vectors `widths`.
    auto emitBlock = [&](OpBuilder &bb, Value i, int64_t rows, Value j,
                         ArrayRef<int64_t> widths) {
      SmallVector<Value> colOffsets, init;
      SmallVector<VectorType> types;
      int64_t off = 0;
      for (int64_t w : widths) {
        colOffsets.push_back(arith::AddIOp::create(
            bb, loc, j, arith::ConstantIndexOp::create(bb, loc, off)));
        types.push_back(VectorType::get({w}, acc));
        off += w;
      }
      SmallVector<Value> rowIdx;
      for (int64_t r = 0; r < rows; ++r)
        rowIdx.push_back(arith::AddIOp::create(
            bb, loc, i, arith::ConstantIndexOp::create(bb, loc, r)));
      for (int64_t r = 0; r < rows; ++r)
        for (auto [v, w] : llvm::enumerate(widths))
          init.push_back(vector::LoadOp::create(
              bb, loc, types[v], c, ValueRange{rowIdx[r], colOffsets[v]}));
      Value c0 = arith::ConstantIndexOp::create(bb, loc, 0);
      Value c1 = arith::ConstantIndexOp::create(bb, loc, 1);
      Value kUb = arith::ConstantIndexOp::create(bb, loc, k);
      auto loop = scf::ForOp::create(
          bb, loc, c0, kUb, c1, init,
          [&](OpBuilder &lb, Location l, Value kk, ValueRange accs) {
            SmallVector<Value> bRow;
            for (auto [v, w] : llvm::enumerate(widths)) {
              auto loadType = VectorType::get({w}, bType.getElementType());
              Value x = vector::LoadOp::create(lb, l, loadType, b,
                                               ValueRange{kk, colOffsets[v]});
              if (loadType != types[v])
                x = arith::ExtFOp::create(lb, l, types[v], x);
              bRow.push_back(x);
            }
            SmallVector<Value> next;
            for (int64_t r = 0; r < rows; ++r) {
              Value s = memref::LoadOp::create(lb, l, a,
                                               ValueRange{rowIdx[r], kk});
              if (s.getType() != acc)
                s = arith::ExtFOp::create(lb, l, acc, s);
              for (auto [v, w] : llvm::enumerate(widths)) {
                Value splat = vector::BroadcastOp::create(lb, l, types[v], s);
                next.push_back(vector::FMAOp::create(
                    lb, l, splat, bRow[v], accs[r * widths.size() + v]));
              }
            }
            scf::YieldOp::create(lb, l, next);
          });
      for (int64_t r = 0; r < rows; ++r)
        for (auto [v, w] : llvm::enumerate(widths))
          vector::StoreOp::create(bb, loc, loop.getResult(r * widths.size() + v),
                                  c, ValueRange{rowIdx[r], colOffsets[v]});
    };

    // All blocks of `rows` rows starting at row i: full column blocks in a
    // loop, then the remainder columns.
    auto emitRows = [&](OpBuilder &bb, Value i, int64_t rows) {
      if (fullCols > 0)
        scf::ForOp::create(
            bb, loc, arith::ConstantIndexOp::create(bb, loc, 0),
            arith::ConstantIndexOp::create(bb, loc, fullCols),
            arith::ConstantIndexOp::create(bb, loc, nr), ValueRange{},
            [&](OpBuilder &jb, Location, Value j, ValueRange) {
              emitBlock(jb, i, rows, j, full);
              scf::YieldOp::create(jb, loc);
            });
      if (!rest.empty())
        emitBlock(bb, i, rows, arith::ConstantIndexOp::create(bb, loc, fullCols),
                  rest);
    };

    rewriter.setInsertionPoint(op);
    if (fullRows > 0)
      scf::ForOp::create(
          rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
          arith::ConstantIndexOp::create(rewriter, loc, fullRows),
          arith::ConstantIndexOp::create(rewriter, loc, mr), ValueRange{},
          [&](OpBuilder &ib, Location, Value i, ValueRange) {
            emitRows(ib, i, mr);
            scf::YieldOp::create(ib, loc);
          });
    if (m % mr)
      emitRows(rewriter, arith::ConstantIndexOp::create(rewriter, loc, fullRows),
               m % mr);
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vl, mr, nr;
};

/// A static linalg.generic on memrefs whose innermost loop is a reduction
/// (a convolution: n, f, oh, ow, c, kh, kw; a pooling window) becomes loops
/// with scalar, serial reductions innermost. When a parallel loop d indexes
/// the output's contiguous dimension, and every input that d indexes
/// contiguously too (as `d` or `d + e`), moving d innermost makes the inner
/// loop a unit-stride elementwise update that LLVM vectorizes:
/// y[.., ow:ow+VL] += x[.., ow+kw:ow+kw+VL] * w[..] (broadcast).
struct ContiguousLoopInnermost : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  /// `e` is d, or d + (an expression without d).
  static bool unitInDim(AffineExpr e, unsigned d) {
    if (e == getAffineDimExpr(d, e.getContext()))
      return true;
    auto add = dyn_cast<AffineBinaryOpExpr>(e);
    if (!add || add.getKind() != AffineExprKind::Add)
      return false;
    return (unitInDim(add.getLHS(), d) && !add.getRHS().isFunctionOfDim(d)) ||
           (unitInDim(add.getRHS(), d) && !add.getLHS().isFunctionOfDim(d));
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1)
      return failure();
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    if (iters.empty() || iters.back() != utils::IteratorType::reduction)
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    AffineMap outMap = op.getMatchingIndexingMap(init);
    if (outMap.getNumResults() == 0)
      return failure();
    auto dim = dyn_cast<AffineDimExpr>(outMap.getResults().back());
    if (!dim || ranges[dim.getPosition()] < 8)
      return failure();
    unsigned d = dim.getPosition();
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type || !unitInnerStride(type))
        return failure();
      AffineMap map = op.getMatchingIndexingMap(&operand);
      ArrayRef<AffineExpr> results = map.getResults();
      for (auto [i, e] : llvm::enumerate(results))
        if (e.isFunctionOfDim(d) &&
            (i + 1 != results.size() || !unitInDim(e, d)))
          return failure();
    }
    SmallVector<unsigned> order;
    for (unsigned i = 0; i < iters.size(); ++i)
      if (i != d && iters[i] == utils::IteratorType::parallel)
        order.push_back(i);
    for (unsigned i = 0; i < iters.size(); ++i)
      if (iters[i] == utils::IteratorType::reduction)
        order.push_back(i);
    order.push_back(d);
    if (failed(linalg::interchangeGenericOp(rewriter, op, order)))
      return failure();
    return success();
  }
};

struct MlcCPUVectorizePass
    : mlc::impl::MlcCPUVectorizePassBase<MlcCPUVectorizePass> {
  using Base::Base;
  void runOnOperation() override {
    unsigned bits = vectorBits ? vectorBits : hostVectorBits();
    if (bits < 128 || bits % 128) {
      getOperation().emitError("mlc-cpu-vectorize: vector-bits must be a "
                               "multiple of 128, got ")
          << bits;
      return signalPassFailure();
    }
    // Registers: 32 with AVX-512 (8×2 accumulators), 16 otherwise (6×2).
    int64_t vl = bits / 32;
    int64_t mr = bits >= 512 ? 8 : 6;
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulMicroKernel>(&getContext(), vl, mr, 2 * vl);
    patterns.add<ContiguousLoopInnermost>(&getContext());
    if (approximateMath)
      populateMathPolynomialApproximationPatterns(patterns, [](StringRef op) {
        op.consume_front("math.");
        return llvm::is_contained({StringRef("exp"), StringRef("expm1"),
                                   StringRef("tanh"), StringRef("erf")},
                                  op);
      });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
