//===- LowerToLinalg.cpp - tile ops → tensor/linalg (reference) -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The reference semantics of the tile-level ops in upstream terms. The CPU
// path lowers tile programs this way; lit tests pin the semantics down.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlc::tile {
#define GEN_PASS_DEF_TILELOWERTOLINALGPASS
#include "mlc/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlc::tile

using namespace mlir;
using namespace mlc::tile;

namespace {

/// The in-bounds window of a tile placed at `offsets` in `big`: clamped
/// offsets and, per dimension of `big`, the number of in-bounds elements
/// (leading dimensions that the tile drops have extent 1).
struct Window {
  SmallVector<OpFoldResult> offsets, sizes;
};

Window inBoundsWindow(OpBuilder &b, Location loc, Value big,
                      ArrayRef<int64_t> tileShape, ValueRange offsets) {
  auto type = cast<RankedTensorType>(big.getType());
  int64_t lead = type.getRank() - tileShape.size();
  Window w;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    Value dim = tensor::DimOp::create(b, loc, big, d);
    Value off = arith::MinSIOp::create(b, loc, offsets[d], dim);
    Value rest = arith::SubIOp::create(b, loc, dim, off);
    int64_t extent = d < lead ? 1 : tileShape[d - lead];
    Value size = arith::MinSIOp::create(
        b, loc, rest, arith::ConstantIndexOp::create(b, loc, extent));
    w.offsets.push_back(off);
    w.sizes.push_back(size);
  }
  return w;
}

/// [[0, .., lead], [lead + 1], ...]: drops `lead` leading unit dimensions.
SmallVector<ReassociationIndices> dropLeading(int64_t rank, int64_t lead) {
  SmallVector<ReassociationIndices> r;
  ReassociationIndices first;
  for (int64_t i = 0; i <= lead; ++i)
    first.push_back(i);
  r.push_back(first);
  for (int64_t i = lead + 1; i < rank; ++i)
    r.push_back({i});
  return r;
}

SmallVector<int64_t> withLeadingOnes(ArrayRef<int64_t> shape, int64_t lead) {
  SmallVector<int64_t> s(lead, 1);
  llvm::append_range(s, shape);
  return s;
}

struct LowerLoad : OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LoadOp op,
                                PatternRewriter &rewriter) const override {
    auto tileType = dyn_cast<RankedTensorType>(op.getInit().getType());
    if (!tileType)
      return failure();
    Location loc = op.getLoc();
    Value src = op.getSource();
    auto srcType = cast<RankedTensorType>(src.getType());
    int64_t rank = srcType.getRank(), lead = rank - tileType.getRank();
    Window w = inBoundsWindow(rewriter, loc, src, tileType.getShape(),
                              op.getOffsets());
    SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
    Value part = tensor::ExtractSliceOp::create(rewriter, loc, src, w.offsets,
                                                w.sizes, ones);
    auto fullType = RankedTensorType::get(
        withLeadingOnes(tileType.getShape(), lead), tileType.getElementType());
    Value padded = tensor::createPadHighOp(fullType, part, op.getPadding(),
                                           /*nofold=*/false, loc, rewriter);
    if (lead > 0)
      padded = tensor::CollapseShapeOp::create(rewriter, loc, tileType, padded,
                                               dropLeading(rank, lead));
    rewriter.replaceOp(op, padded);
    return success();
  }
};

struct LowerStore : OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    auto tileType = dyn_cast<RankedTensorType>(op.getTile().getType());
    if (!tileType)
      return failure();
    Location loc = op.getLoc();
    Value dest = op.getInit();
    auto destType = cast<RankedTensorType>(dest.getType());
    int64_t rank = destType.getRank(), lead = rank - tileType.getRank();
    Window w = inBoundsWindow(rewriter, loc, dest, tileType.getShape(),
                              op.getOffsets());
    Value tile = op.getTile();
    if (lead > 0) {
      auto fullType = RankedTensorType::get(
          withLeadingOnes(tileType.getShape(), lead),
          tileType.getElementType());
      tile = tensor::ExpandShapeOp::create(rewriter, loc, fullType, tile,
                                           dropLeading(rank, lead));
    }
    SmallVector<OpFoldResult> zeros(rank, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> ones(rank, rewriter.getIndexAttr(1));
    Value part = tensor::ExtractSliceOp::create(rewriter, loc, tile, zeros,
                                                w.sizes, ones);
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(op, part, dest,
                                                       w.offsets, w.sizes, ones);
    return success();
  }
};

struct LowerDot : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DotOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<RankedTensorType>(op.getInit().getType()))
      return failure();
    if (!op.getTransposeB()) {
      rewriter.replaceOpWithNewOp<linalg::MatmulOp>(
          op, ValueRange{op.getLhs(), op.getRhs()}, ValueRange{op.getInit()});
      return success();
    }
    // rhs NxK: acc[m, n] += lhs[m, k] * rhs[n, k], in f32.
    MLIRContext *ctx = op.getContext();
    AffineExpr m, n, k;
    bindDims(ctx, m, n, k);
    SmallVector<AffineMap> maps = {AffineMap::get(3, 0, {m, k}, ctx),
                                   AffineMap::get(3, 0, {n, k}, ctx),
                                   AffineMap::get(3, 0, {m, n}, ctx)};
    SmallVector<utils::IteratorType> iters = {utils::IteratorType::parallel,
                                              utils::IteratorType::parallel,
                                              utils::IteratorType::reduction};
    Type acc = getElementTypeOrSelf(op.getInit().getType());
    auto generic = linalg::GenericOp::create(
        rewriter, op.getLoc(), op.getInit().getType(),
        ValueRange{op.getLhs(), op.getRhs()}, ValueRange{op.getInit()}, maps,
        iters, [&](OpBuilder &b, Location l, ValueRange args) {
          auto widen = [&](Value v) -> Value {
            return v.getType() == acc ? v
                                      : arith::ExtFOp::create(b, l, acc, v);
          };
          Value prod =
              arith::MulFOp::create(b, l, widen(args[0]), widen(args[1]));
          linalg::YieldOp::create(b, l,
                                  arith::AddFOp::create(b, l, args[2], prod)
                                      .getResult());
        });
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};

struct LowerReduce : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<RankedTensorType>(op.getInit().getType()))
      return failure();
    StringRef kind = op.getKind();
    bool isFloat = isa<FloatType>(getElementTypeOrSelf(op.getInit().getType()));
    auto reduce = linalg::ReduceOp::create(
        rewriter, op.getLoc(), ValueRange{op.getTile()},
        ValueRange{op.getInit()}, ArrayRef<int64_t>{static_cast<int64_t>(op.getDim())},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value x = args[0], acc = args[1], r;
          if (kind == "add")
            r = isFloat ? Value(arith::AddFOp::create(b, l, x, acc))
                        : Value(arith::AddIOp::create(b, l, x, acc));
          else if (kind == "mul")
            r = isFloat ? Value(arith::MulFOp::create(b, l, x, acc))
                        : Value(arith::MulIOp::create(b, l, x, acc));
          else if (kind == "max")
            r = isFloat ? Value(arith::MaximumFOp::create(b, l, x, acc))
                        : Value(arith::MaxSIOp::create(b, l, x, acc));
          else
            r = isFloat ? Value(arith::MinimumFOp::create(b, l, x, acc))
                        : Value(arith::MinSIOp::create(b, l, x, acc));
          linalg::YieldOp::create(b, l, r);
        });
    rewriter.replaceOp(op, reduce.getResults());
    return success();
  }
};

struct TileLowerToLinalgPass
    : mlc::tile::impl::TileLowerToLinalgPassBase<TileLowerToLinalgPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerLoad, LowerStore, LowerDot, LowerReduce>(&getContext());
    GreedyRewriteConfig config;
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      return signalPassFailure();
    WalkResult left = getOperation()->walk([](Operation *op) {
      if (isa<LoadOp, StoreOp, DotOp, ReduceOp>(op)) {
        op->emitOpError("on memrefs is not lowered by tile-lower-to-linalg");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
