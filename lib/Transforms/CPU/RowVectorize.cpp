//===- RowVectorize.cpp - vector code along contiguous rows ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rows along contiguous memory that LLVM's vectorizer leaves scalar or
// vectorizes across rows (gathers, scatters): a windowed generic's
// contiguous loop is moved innermost, a row reduction gets vector
// accumulators, a short elementwise row becomes a few vectors.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "VectorCodegen.h"

#include "mlc/Dialect/Kernel/Utils/RowReduction.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlc::cpu;

namespace {

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

/// The indices of a linalg operand with indexing map `map` at the loop
/// values `dims`.
SmallVector<Value> operandIndices(OpBuilder &b, Location loc, AffineMap map,
                                  ArrayRef<Value> dims) {
  SmallVector<Value> idx;
  for (AffineExpr e : map.getResults())
    idx.push_back(affine::expandAffineExpr(b, loc, e, dims, ValueRange{}));
  return idx;
}

/// The scalar body of `op` (all but `skip`) cloned on vectors of `w` lanes
/// of its last loop, at the loop values `dims` (the last: the first lane).
/// The block arguments of `operands` become vectors: broadcast from
/// `invariant[operand number]` where that is set (an operand that does not
/// read the last loop), else loaded contiguously; values from outside the
/// body are broadcast. Returns the scalar-to-vector mapping.
IRMapping vectorBody(OpBuilder &b, Location loc, linalg::GenericOp op,
                     ArrayRef<OpOperand *> operands, ArrayRef<Value> dims,
                     int64_t w, ArrayRef<Value> invariant, Operation *skip) {
  Block &body = op.getRegion().front();
  IRMapping map;
  for (OpOperand *in : operands) {
    BlockArgument arg = body.getArgument(in->getOperandNumber());
    Value x = invariant[in->getOperandNumber()];
    auto elem = cast<MemRefType>(in->get().getType()).getElementType();
    if (x)
      x = vector::BroadcastOp::create(b, loc, VectorType::get({w}, elem), x);
    else
      x = vector::LoadOp::create(
          b, loc, VectorType::get({w}, elem), in->get(),
          operandIndices(b, loc, op.getMatchingIndexingMap(in), dims));
    map.map(arg, x);
  }
  for (Operation &o : body.without_terminator()) {
    if (&o == skip)
      continue;
    for (Value operand : o.getOperands())
      if (!map.contains(operand))
        map.map(operand, vector::BroadcastOp::create(
                             b, loc, VectorType::get({w}, operand.getType()),
                             operand));
    Operation *c = b.clone(o, map);
    c->getResult(0).setType(VectorType::get({w}, o.getResult(0).getType()));
  }
  return map;
}

/// True when every op of `body` but its terminator and `skip` is an
/// elementwise scalar op with one result and no regions (no linalg.index).
bool elementwiseBody(Block &body, Operation *skip) {
  return llvm::all_of(body.without_terminator(), [&](Operation &o) {
    return &o == skip ||
           (o.hasTrait<OpTrait::Elementwise>() && o.getNumResults() == 1 &&
            o.getNumRegions() == 0 && o.getResult(0).getType().isIntOrFloat());
  });
}

/// An elementwise static linalg.generic on memrefs whose innermost loop is
/// short (at most 8 registers: a 128x32 matmul tile's bias epilogue, an
/// NCHW conv's 14-wide requantization) and runs along the contiguous
/// dimension of every operand that reads it. LLVM unrolls such a loop fully
/// and vectorizes the loop outside it instead, with a gather and a scatter
/// per column at the row stride, or leaves a row that does not fill whole
/// registers scalar; here each row is a few vectors along the contiguous
/// dimension, the last one narrower where the row ends mid-register
/// (operands that do not read it broadcast from one load per row).
///
/// In a device function that a launch runs in place (kernel-plan-memory
/// wrote its output over a dying input of one shape), rows of any length
/// take this form: LLVM's vectorizer guards the loop with a check that the
/// output and the inputs do not overlap, which an in-place launch fails on
/// every call, so its vector loop never ran (bert's int8 FFN epilogue with
/// gelu ran scalar, 16 times slower). The vector loop here reads each
/// vector before it writes it, which is right for an input read at the
/// same element it writes.
struct ShortRowElementwise : OpRewritePattern<linalg::GenericOp> {
  ShortRowElementwise(MLIRContext *ctx, int64_t vl,
                      const llvm::DenseSet<StringAttr> &inPlaceFunctions)
      : OpRewritePattern(ctx, /*benefit=*/1), vl(vl),
        inPlaceFunctions(inPlaceFunctions) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() == 0 ||
        llvm::any_of(op.getIteratorTypesArray(), [](utils::IteratorType t) {
          return t != utils::IteratorType::parallel;
        }))
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    unsigned d = op.getNumLoops() - 1;
    int64_t n = ranges[d];
    auto fn = op->getParentOfType<func::FuncOp>();
    bool inPlace = fn && inPlaceFunctions.contains(fn.getSymNameAttr());
    if (llvm::any_of(ranges, ShapedType::isDynamic) ||
        (n > 8 * vl && !inPlace))
      return failure();
    Block &body = op.getRegion().front();
    if (!elementwiseBody(body, nullptr))
      return failure();
    // Every operand reads d contiguously as its last dimension, or not at
    // all; the output reads it.
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      AffineMap map = op.getMatchingIndexingMap(&operand);
      // (No i1 memrefs: a vector of i1 is not a row of bytes.)
      if (!type || !type.getElementType().isIntOrFloat() ||
          type.getElementType().getIntOrFloatBitWidth() < 8)
        return failure();
      if (!map.isFunctionOfDim(d)) {
        if (&operand == op.getDpsInitOperand(0))
          return failure();
        continue;
      }
      ArrayRef<AffineExpr> results = map.getResults();
      if (!unitInnerStride(type) || strideInDim(results.back(), d) != 1 ||
          llvm::any_of(results.drop_back(),
                       [&](AffineExpr e) { return e.isFunctionOfDim(d); }))
        return failure();
    }
    Location loc = op.getLoc();
    OpOperand *init = op.getDpsInitOperand(0);
    SmallVector<OpOperand *> used;
    for (OpOperand &operand : op->getOpOperands())
      if (!body.getArgument(operand.getOperandNumber()).use_empty())
        used.push_back(&operand);
    Value yielded = body.getTerminator()->getOperand(0);
    rewriter.setInsertionPoint(op);
    buildRowVectorLoops(
        rewriter, loc, ranges, vl,
        [&](OpBuilder &bb, ArrayRef<Value> ivs, int64_t lanes) {
          SmallVector<Value> invariant(op->getNumOperands());
          for (OpOperand *in : used) {
            AffineMap map = op.getMatchingIndexingMap(in);
            if (!map.isFunctionOfDim(d))
              invariant[in->getOperandNumber()] = memref::LoadOp::create(
                  bb, loc, in->get(), operandIndices(bb, loc, map, ivs));
          }
          Value x = vectorBody(bb, loc, op, used, ivs, lanes, invariant,
                               /*skip=*/nullptr)
                        .lookupOrNull(yielded);
          if (!x)
            x = vector::BroadcastOp::create(
                bb, loc, VectorType::get({lanes}, yielded.getType()),
                yielded);
          vector::StoreOp::create(
              bb, loc, x, init->get(),
              operandIndices(bb, loc, op.getMatchingIndexingMap(init), ivs));
        });
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vl;
  const llvm::DenseSet<StringAttr> &inPlaceFunctions;
};

/// A row reduction (kernel::matchRowReduction): a static linalg.generic
/// whose loops are parallel but the last, a reduction along the contiguous
/// dimension of the inputs that read it (softmax's max and sum of exp, layer_norm's sum and sum of
/// squares), with the body `out = combine(out, f(inputs))`, f elementwise.
/// LLVM keeps such a loop scalar (a float reduction may not be reordered);
/// here each row becomes vector code: f on vectors of VL elements read
/// contiguously (row-invariant inputs broadcast), up to four vector
/// accumulators (independent chains, for the adder's latency) combined and
/// reduced across lanes at the end, the last elements as narrower vectors.
/// The sum is reassociated, as every vectorized BLAS/ML reduction is.
struct RowReductionVectorize : OpRewritePattern<linalg::GenericOp> {
  RowReductionVectorize(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx), vl(vl) {}

  static constexpr int64_t kAccumulators = 4;

  /// The combining kind and neutral element of a reduction's combiner.
  static std::optional<std::pair<vector::CombiningKind, double>>
  combining(Operation *op) {
    double inf = std::numeric_limits<double>::infinity();
    using K = vector::CombiningKind;
    return llvm::TypeSwitch<Operation *,
                            std::optional<std::pair<K, double>>>(op)
        .Case([](arith::AddFOp) { return std::make_pair(K::ADD, 0.0); })
        .Case([](arith::MulFOp) { return std::make_pair(K::MUL, 1.0); })
        .Case([&](arith::MaximumFOp) { return std::make_pair(K::MAXIMUMF, -inf); })
        .Case([&](arith::MinimumFOp) { return std::make_pair(K::MINIMUMF, inf); })
        .Case([&](arith::MaxNumFOp) { return std::make_pair(K::MAXNUMF, -inf); })
        .Case([&](arith::MinNumFOp) { return std::make_pair(K::MINNUMF, inf); })
        .Default([](Operation *) { return std::nullopt; });
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    // One reduction loop, the last.
    std::optional<mlc::kernel::RowReduction> row =
        mlc::kernel::matchRowReduction(op);
    if (!row || row->numParallel + 1 != op.getNumLoops())
      return failure();
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    unsigned red = iters.size() - 1;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic) || ranges[red] < vl)
      return failure();
    Block &body = op.getRegion().front();
    BlockArgument out = body.getArguments().back();
    Operation *combiner = row->combiner;
    Value v = row->partial;
    if (!out.getType().isF32())
      return failure();
    auto kind = combining(combiner);
    if (!kind)
      return failure();
    // f: elementwise scalar ops (no linalg.index).
    if (!elementwiseBody(body, combiner))
      return failure();
    // Inputs read the reduced dimension contiguously, or not at all.
    for (OpOperand *in : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(in);
      auto type = dyn_cast<MemRefType>(in->get().getType());
      if (!type || !type.getElementType().isIntOrFloat())
        return failure();
      if (!map.isFunctionOfDim(red))
        continue;
      ArrayRef<AffineExpr> results = map.getResults();
      if (!unitInnerStride(type) || strideInDim(results.back(), red) != 1 ||
          llvm::any_of(results.drop_back(),
                       [&](AffineExpr e) { return e.isFunctionOfDim(red); }))
        return failure();
    }

    Location loc = op.getLoc();
    Type f32 = out.getType();
    // Short rows (attention over 32 keys) take fewer accumulators, so that
    // the loop still runs rather than leaving the row to the tail.
    int64_t n = ranges[red];
    int64_t numAccs = std::clamp<int64_t>(n / vl, 1, kAccumulators);
    int64_t step = numAccs * vl;
    int64_t mainEnd = n - n % step;
    auto cst = [&](OpBuilder &bb, int64_t x) -> Value {
      return arith::ConstantIndexOp::create(bb, loc, x);
    };
    auto indices = [&](OpBuilder &bb, AffineMap map, ArrayRef<Value> dims) {
      SmallVector<Value> idx;
      for (AffineExpr e : map.getResults())
        idx.push_back(affine::expandAffineExpr(bb, loc, e, dims, ValueRange{}));
      return idx;
    };
    // f on the `w` elements of the row from `j` (the loop values `dims`),
    // `invariant` holding the row-invariant inputs' scalars.
    auto vectorF = [&](OpBuilder &bb, SmallVector<Value> dims, Value j,
                       int64_t w, ArrayRef<Value> invariant) -> Value {
      dims[red] = j;
      return vectorBody(bb, loc, op, op.getDpsInputOperands(), dims, w,
                        invariant, combiner)
          .lookup(v);
    };
    // combine(acc, x) in the body's operand order.
    auto combine = [&](OpBuilder &bb, Value acc, Value x) -> Value {
      IRMapping map;
      map.map(out, acc);
      map.map(v, x);
      Operation *c = bb.clone(*combiner, map);
      c->getResult(0).setType(acc.getType());
      return c->getResult(0);
    };

    rewriter.setInsertionPoint(op);
    SmallVector<Value> lbs, ubs, steps;
    SmallVector<unsigned> outer;
    for (unsigned d = 0; d < red; ++d) {
      outer.push_back(d);
      lbs.push_back(cst(rewriter, 0));
      ubs.push_back(cst(rewriter, ranges[d]));
      steps.push_back(cst(rewriter, 1));
    }
    OpOperand *init = op.getDpsInitOperand(0);
    scf::buildLoopNest(
        rewriter, loc, lbs, ubs, steps,
        [&](OpBuilder &bb, Location, ValueRange ivs) {
          SmallVector<Value> dims(iters.size());
          for (auto [d, iv] : llvm::zip(outer, ivs))
            dims[d] = iv;
          dims[red] = cst(bb, 0);
          SmallVector<Value> invariant(op->getNumOperands());
          for (OpOperand *in : op.getDpsInputOperands()) {
            AffineMap map = op.getMatchingIndexingMap(in);
            if (!map.isFunctionOfDim(red))
              invariant[in->getOperandNumber()] = memref::LoadOp::create(
                  bb, loc, in->get(), indices(bb, map, dims));
          }
          auto vecType = VectorType::get({vl}, f32);
          Value neutral = arith::ConstantOp::create(
              bb, loc, DenseElementsAttr::get(
                           vecType, bb.getFloatAttr(f32, kind->second)));
          Value total = arith::ConstantOp::create(
              bb, loc, bb.getFloatAttr(f32, kind->second));
          if (mainEnd > 0) {
            auto loop = scf::ForOp::create(
                bb, loc, cst(bb, 0), cst(bb, mainEnd), cst(bb, step),
                SmallVector<Value>(numAccs, neutral),
                [&](OpBuilder &lb, Location, Value j, ValueRange accs) {
                  SmallVector<Value> next;
                  for (int64_t u = 0; u < numAccs; ++u) {
                    Value ju = arith::AddIOp::create(lb, loc, j,
                                                     cst(lb, u * vl));
                    next.push_back(combine(
                        lb, accs[u], vectorF(lb, dims, ju, vl, invariant)));
                  }
                  scf::YieldOp::create(lb, loc, next);
                });
            SmallVector<Value> accs(loop.getResults());
            while (accs.size() > 1) {
              SmallVector<Value> halved;
              for (size_t u = 0; u + 1 < accs.size(); u += 2)
                halved.push_back(combine(bb, accs[u], accs[u + 1]));
              if (accs.size() % 2)
                halved.push_back(accs.back());
              accs = halved;
            }
            total = vector::ReductionOp::create(bb, loc, kind->first, accs[0]);
          }
          for (int64_t j = mainEnd; j < n; j += std::min(vl, n - j)) {
            int64_t w = std::min(vl, n - j);
            Value part = vector::ReductionOp::create(
                bb, loc, kind->first,
                vectorF(bb, dims, cst(bb, j), w, invariant));
            total = combine(bb, total, part);
          }
          SmallVector<Value> outIdx =
              indices(bb, op.getMatchingIndexingMap(init), dims);
          Value prev = memref::LoadOp::create(bb, loc, init->get(), outIdx);
          memref::StoreOp::create(bb, loc, combine(bb, prev, total),
                                  init->get(), outIdx);
        });
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vl;
};

/// A min or max over several trailing loops that every operand reading them
/// reads as one contiguous run (DynamicQuantizeLinear's min and max over a
/// whole [1, 128, 512] tensor: three reduction loops into a 0-d output) gets
/// those loops collapsed into one, which RowReductionVectorize then runs on
/// vector accumulators; left as it is, it was a scalar loop with one
/// dependent max per element. Only min and max: their result does not
/// depend on the order (a sum's would).
struct CollapseTrailingMinMax : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<mlc::kernel::RowReduction> row =
        mlc::kernel::matchRowReduction(op);
    if (!row || !op.hasPureBufferSemantics() ||
        op.getNumLoops() < row->numParallel + 2 ||
        !isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
             arith::MinNumFOp>(row->combiner))
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    ReassociationIndices folded;
    for (unsigned d = row->numParallel; d < op.getNumLoops(); ++d)
      folded.push_back(d);
    return collapseContiguousLoops(op, folded, rewriter);
  }
};

} // namespace

void mlc::cpu::populateRowVectorizePatterns(
    RewritePatternSet &patterns, int64_t vl,
    const llvm::DenseSet<StringAttr> &inPlaceFunctions) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ContiguousLoopInnermost>(ctx);
  patterns.add<RowReductionVectorize>(ctx, vl);
  patterns.add<CollapseTrailingMinMax>(ctx);
  patterns.add<ShortRowElementwise>(ctx, vl, inPlaceFunctions);
}
