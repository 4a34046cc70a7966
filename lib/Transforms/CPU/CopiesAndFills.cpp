//===- CopiesAndFills.cpp - CPU vector fills, copies, concats -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Data movement on buffers as vector loads and stores along contiguous
// rows: a padded copy fills only its border, a concat's index-guarded
// generic is split per source, and the fills and copies left over move
// whole vectors instead of LLVM's per-element loops.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "VectorCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"

#include <functional>

using namespace mlir;
using namespace mlc::cpu;

namespace {

/// The value and buffer of a fill on buffers: `linalg.fill`, or a
/// `linalg.map` without inputs yielding a value from outside (a bufferized
/// tensor.pad's fill); null values otherwise.
std::pair<Value, Value> matchBufferFill(Operation *op) {
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    if (!fill.hasPureBufferSemantics())
      return {};
    return {fill.getInputs()[0], fill.getOutputs()[0]};
  }
  auto map = dyn_cast<linalg::MapOp>(op);
  if (!map)
    return {};
  Block &body = map.getMapper().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (!map.hasPureBufferSemantics() || !map.getInputs().empty() ||
      yield.getNumOperands() != 1 ||
      map.getMapper().isAncestor(yield.getOperand(0).getParentRegion()))
    return {};
  return {yield.getOperand(0), map.getInit()};
}

/// A generic that picks its source by comparing an output index against
/// constants (a concat: `c < 64 ? x[.., c] : y[.., c - 64]`, an scf.if per
/// element) keeps LLVM's vectorizer out: the two loads are from different
/// buffers under a per-lane condition. Here it is split at those constants
/// into one piece per range of that index, over its part of the output:
/// a vector copy of rows when the piece reads one buffer along the output's
/// contiguous dim (emitVectorCopy: a channels-last concat of squeezenet's
/// fire modules moves whole rows of channels), else the generic with the
/// index offset and every such comparison a constant. Applies to a static
/// output-only generic (every loop parallel, identity output map) whose
/// comparisons `index(d) <u C` all name one loop d.
struct SplitIndexGuardedGeneric : OpRewritePattern<linalg::GenericOp> {
  SplitIndexGuardedGeneric(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx), vl(vl) {}
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 0 ||
        op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops() ||
        !op.getIndexingMapsArray().front().isIdentity())
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    std::optional<int64_t> dim;
    SmallVector<int64_t> cuts;
    WalkResult walk = op.getBody()->walk([&](arith::CmpIOp cmp) {
      auto index = cmp.getLhs().getDefiningOp<linalg::IndexOp>();
      auto bound = getConstantIntValue(cmp.getRhs());
      if (!index || !bound)
        return WalkResult::advance();
      if (cmp.getPredicate() != arith::CmpIPredicate::ult ||
          (dim && *dim != static_cast<int64_t>(index.getDim())))
        return WalkResult::interrupt();
      dim = index.getDim();
      if (*bound > 0 && *bound < ranges[*dim])
        cuts.push_back(*bound);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted() || !dim || cuts.empty())
      return failure();
    llvm::sort(cuts);
    cuts.erase(llvm::unique(cuts), cuts.end());
    cuts.insert(cuts.begin(), 0);
    cuts.push_back(ranges[*dim]);

    Location loc = op.getLoc();
    Value out = op.getDpsInits().front();
    int64_t rank = ranges.size();
    rewriter.setInsertionPoint(op);
    for (size_t k = 0; k + 1 < cuts.size(); ++k) {
      int64_t lo = cuts[k], hi = cuts[k + 1];
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0)),
          sizes, strides(rank, rewriter.getIndexAttr(1));
      for (int64_t r : ranges)
        sizes.push_back(rewriter.getIndexAttr(r));
      offsets[*dim] = rewriter.getIndexAttr(lo);
      sizes[*dim] = rewriter.getIndexAttr(hi - lo);
      Value part = memref::SubViewOp::create(rewriter, loc, out, offsets,
                                             sizes, strides);
      if (succeeded(emitVectorCopy(rewriter, op, part, *dim, lo, hi)))
        continue;
      auto piece = cast<linalg::GenericOp>(rewriter.clone(*op));
      rewriter.modifyOpInPlace(piece, [&] {
        piece.getDpsInitsMutable()[0].assign(part);
      });
      // Inside the piece the index runs over [lo, hi): offset it, and each
      // comparison against a cut is known.
      SmallVector<linalg::IndexOp> indices;
      piece.getBody()->walk([&](linalg::IndexOp i) {
        if (static_cast<int64_t>(i.getDim()) == *dim)
          indices.push_back(i);
      });
      for (linalg::IndexOp index : indices) {
        SmallVector<arith::CmpIOp> cmps;
        for (Operation *user : index->getUsers())
          if (auto cmp = dyn_cast<arith::CmpIOp>(user);
              cmp && cmp.getLhs() == index.getResult())
            cmps.push_back(cmp);
        for (arith::CmpIOp cmp : cmps) {
          int64_t bound = *getConstantIntValue(cmp.getRhs());
          rewriter.setInsertionPoint(cmp);
          rewriter.replaceOp(cmp, arith::ConstantIntOp::create(
                                      rewriter, cmp.getLoc(), hi <= bound, 1));
        }
        rewriter.setInsertionPointAfter(index);
        Value shifted = arith::AddIOp::create(
            rewriter, index.getLoc(), index,
            arith::ConstantIndexOp::create(rewriter, index.getLoc(), lo));
        rewriter.replaceAllUsesExcept(index, shifted,
                                      shifted.getDefiningOp());
      }
      rewriter.setInsertionPoint(op);
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// The piece [lo, hi) along `dim` of `op` as vector code, when on that
  /// range the body yields one load from a buffer whose last index follows
  /// the output's last loop with stride 1 (and its other indices do not):
  /// loops over the other dims, full vectors of vl lanes along the last,
  /// one masked vector for the rest. (LLVM alone leaves such a copy scalar:
  /// it unrolls the short row, and its SLP vectorizer may not move the loads
  /// past stores to a buffer that might alias.)
  LogicalResult emitVectorCopy(PatternRewriter &rewriter, linalg::GenericOp op,
                               Value part, int64_t dim, int64_t lo,
                               int64_t hi) const {
    Block *body = op.getBody();
    auto outType = cast<MemRefType>(part.getType());
    int64_t rank = outType.getRank();
    // Whole bytes: a vector of i1 is packed bits, a memref of i1 is not.
    if (rank == 0 || !unitInnerStride(outType) ||
        !outType.getElementType().isIntOrFloat() ||
        outType.getElementTypeBitWidth() % 8 != 0)
      return failure();
    // The yielded value on this range: through the scf.ifs whose
    // conditions the range decides.
    Value v = cast<linalg::YieldOp>(body->getTerminator()).getOperand(0);
    while (auto ifOp = v.getDefiningOp<scf::IfOp>()) {
      auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
      auto index = cmp ? cmp.getLhs().getDefiningOp<linalg::IndexOp>()
                       : linalg::IndexOp();
      auto bound = cmp ? getConstantIntValue(cmp.getRhs()) : std::nullopt;
      if (!index || static_cast<int64_t>(index.getDim()) != dim || !bound ||
          cmp.getPredicate() != arith::CmpIPredicate::ult)
        return failure();
      Region &taken = hi <= *bound ? ifOp.getThenRegion()
                                   : ifOp.getElseRegion();
      v = cast<scf::YieldOp>(taken.front().getTerminator())
              .getOperand(cast<OpResult>(v).getResultNumber());
    }
    auto load = v.getDefiningOp<memref::LoadOp>();
    if (!load || load.getType() != outType.getElementType() ||
        !unitInnerStride(load.getMemRefType()) ||
        load.getMemRef().getParentBlock() == body)
      return failure();
    // Each index's stride along the last loop (nullopt: not affine in it).
    int64_t last = rank - 1;
    std::function<std::optional<int64_t>(Value)> stride =
        [&](Value x) -> std::optional<int64_t> {
      Operation *def = x.getDefiningOp();
      if (!def || !op->isProperAncestor(def))
        return 0;
      if (auto index = dyn_cast<linalg::IndexOp>(def))
        return static_cast<int64_t>(index.getDim()) == last ? 1 : 0;
      if (isa<arith::AddIOp, arith::SubIOp>(def)) {
        auto a = stride(def->getOperand(0)), b = stride(def->getOperand(1));
        if (!a || !b)
          return std::nullopt;
        return isa<arith::AddIOp>(def) ? *a + *b : *a - *b;
      }
      if (!isPure(def) || def->getNumRegions() != 0)
        return std::nullopt;
      for (Value operand : def->getOperands())
        if (stride(operand) != std::optional<int64_t>(0))
          return std::nullopt;
      return 0;
    };
    ValueRange indices = load.getIndices();
    for (auto [k, index] : llvm::enumerate(indices))
      if (stride(index) !=
          std::optional<int64_t>(k + 1 == indices.size() ? 1 : 0))
        return failure();

    Location loc = op.getLoc();
    auto cst = [&](OpBuilder &b, int64_t x) -> Value {
      return arith::ConstantIndexOp::create(b, loc, x);
    };
    // The index computation, cloned with linalg.index d at the piece's
    // position (the loop's induction variable, offset by lo along dim).
    auto emitAt = [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
      IRMapping map;
      std::function<Value(Value)> clone = [&](Value x) -> Value {
        Operation *def = x.getDefiningOp();
        if (!def || !op->isProperAncestor(def))
          return x;
        if (Value mapped = map.lookupOrNull(x))
          return mapped;
        if (auto index = dyn_cast<linalg::IndexOp>(def)) {
          int64_t d = index.getDim();
          Value at = ivs[d];
          if (d == dim && lo != 0)
            at = arith::AddIOp::create(b, loc, at, cst(b, lo));
          map.map(x, at);
          return at;
        }
        for (Value operand : def->getOperands())
          clone(operand);
        Operation *copy = b.clone(*def, map);
        return copy->getResult(cast<OpResult>(x).getResultNumber());
      };
      SmallVector<Value> src;
      for (Value index : indices)
        src.push_back(clone(index));
      auto type = VectorType::get({registerWidth(lanes)},
                                  outType.getElementType());
      Value x = loadLanes(b, loc, type, lanes, load.getMemRef(), src);
      storeLanes(b, loc, x, lanes, part, ivs);
    };
    buildRowVectorLoops(rewriter, loc, part, vl, emitAt);
    return success();
  }

  int64_t vl;
};

/// A buffer whose rows vector code may read or write: a static contiguous
/// last dim of whole 8-bit-multiple elements (a memref of i1 is bytes, a
/// vector of i1 bits).
bool vectorRows(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type && type.getRank() > 0 && unitInnerStride(type) &&
         !ShapedType::isDynamic(type.getShape().back()) &&
         type.getElementType().isIntOrFloat() &&
         type.getElementTypeBitWidth() % 8 == 0;
}

/// A fill left after the structure patterns (a pool's -inf start, a padded
/// copy's whole buffer or border slabs; `linalg.fill` or its `linalg.map`
/// form) as vector stores along the buffer's contiguous rows. LLVM alone
/// unrolls a short channel row and vectorizes the loop outside it, across
/// rows: scatter stores (a third of squeezenet's first max pool).
struct VectorizeFill : RewritePattern {
  VectorizeFill(MLIRContext *ctx, int64_t vl)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx), vl(vl) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto [value, buffer] = matchBufferFill(op);
    if (!value || !vectorRows(buffer) ||
        value.getType() != getElementTypeOrSelf(buffer.getType()))
      return failure();
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    buildRowVectorLoops(
        rewriter, loc, buffer, vl,
        [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
          auto vt = VectorType::get({registerWidth(lanes)}, value.getType());
          Value splat = vector::BroadcastOp::create(b, loc, vt, value);
          storeLanes(b, loc, splat, lanes, buffer, ivs);
        });
    rewriter.eraseOp(op);
    return success();
  }
  int64_t vl;
};

/// A copy between buffers with the same contiguous rows (a padded copy's
/// interior, rows of a dynamic count at a tile's border, a tile stored into
/// its window of the output: a `memref.copy`, or the `linalg.copy` that
/// kernel-lower-strided-copies made of a strided one) as vector loads and
/// stores along the rows; the lowering's element loop, or the runtime's
/// strided copy, moves one element at a time (a 128x32 tile's store into a
/// 3072-wide output was 4096 scalar moves).
struct VectorizeCopy : RewritePattern {
  VectorizeCopy(MLIRContext *ctx, int64_t vl)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx), vl(vl) {}
  LogicalResult matchAndRewrite(Operation *copy,
                                PatternRewriter &rewriter) const override {
    auto [from, to] = copyOperands(copy);
    if (!from)
      return failure();
    auto fromType = dyn_cast<MemRefType>(from.getType());
    auto toType = dyn_cast<MemRefType>(to.getType());
    if (!vectorRows(from) || !vectorRows(to) ||
        fromType.getElementType() != toType.getElementType() ||
        fromType.getShape().back() != toType.getShape().back())
      return failure();
    Location loc = copy->getLoc();
    rewriter.setInsertionPoint(copy);
    buildRowVectorLoops(
        rewriter, loc, to, vl,
        [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
          auto vt = VectorType::get({registerWidth(lanes)},
                                    fromType.getElementType());
          Value x = loadLanes(b, loc, vt, lanes, from, ivs);
          storeLanes(b, loc, x, lanes, to, ivs);
        });
    rewriter.eraseOp(copy);
    return success();
  }
  int64_t vl;
};

/// A padded copy (a bufferized tensor.pad: a conv's input with its zero
/// border) fills the whole buffer, then copies the data into its interior:
/// every interior element is written twice. Here the fill covers only the
/// border: for each dimension d, the slabs before and after the interior
/// along d (dimensions before d restricted to the interior, those after it
/// whole). Applies when the buffer is a fresh static allocation, the fill
/// writes a value from outside, and the next op that touches memory is a
/// copy into a static unit-stride subview of it (so the interior is fully
/// written before anything reads it).
struct FillOnlyPadBorder : RewritePattern {
  FillOnlyPadBorder(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto [value, buffer] = matchBufferFill(op);
    if (!value)
      return failure();
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!alloc || !type || !type.hasStaticShape() ||
        !type.getLayout().isIdentity())
      return failure();
    // The next op with memory effects: the copy into the interior.
    Operation *next = op->getNextNode();
    while (next && isMemoryEffectFree(next) && next->getNumRegions() == 0)
      next = next->getNextNode();
    if (!next)
      return failure();
    auto [source, target] = copyOperands(next);
    if (!source)
      return failure();
    auto interior = target.getDefiningOp<memref::SubViewOp>();
    auto sourceView = source.getDefiningOp<memref::SubViewOp>();
    if (!interior || interior.getSource() != buffer || source == buffer ||
        (sourceView && sourceView.getSource() == buffer))
      return failure();
    ArrayRef<int64_t> offsets = interior.getStaticOffsets(),
                      sizes = interior.getStaticSizes(),
                      strides = interior.getStaticStrides();
    ArrayRef<int64_t> shape = type.getShape();
    if (llvm::any_of(offsets, ShapedType::isDynamic) ||
        llvm::any_of(sizes, ShapedType::isDynamic) ||
        llvm::any_of(strides, [](int64_t s) { return s != 1; }) ||
        interior.getSourceType().getRank() !=
            static_cast<int64_t>(sizes.size()) ||
        interior.getType().getRank() != type.getRank())
      return failure();
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    int64_t rank = type.getRank();
    SmallVector<int64_t> unit(rank, 1);
    auto fillSlab = [&](int64_t d, int64_t begin, int64_t end) {
      if (end <= begin)
        return;
      SmallVector<int64_t> off(rank, 0), size(shape);
      for (int64_t e = 0; e < d; ++e) {
        off[e] = offsets[e];
        size[e] = sizes[e];
      }
      off[d] = begin;
      size[d] = end - begin;
      Value slab = memref::SubViewOp::create(rewriter, loc, buffer, off, size,
                                             unit);
      linalg::FillOp::create(rewriter, loc, ValueRange{value},
                             ValueRange{slab});
    };
    for (int64_t d = 0; d < rank; ++d) {
      fillSlab(d, 0, offsets[d]);
      fillSlab(d, offsets[d] + sizes[d], shape[d]);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlc::cpu::populatePaddedCopyAndConcatPatterns(
    RewritePatternSet &patterns, int64_t vl) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<FillOnlyPadBorder>(ctx);
  patterns.add<SplitIndexGuardedGeneric>(ctx, vl);
}

void mlc::cpu::populateFillAndCopyVectorizePatterns(
    RewritePatternSet &patterns, int64_t vl) {
  patterns.add<VectorizeFill, VectorizeCopy>(patterns.getContext(), vl);
}
