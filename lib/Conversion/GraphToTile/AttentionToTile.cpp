//===- AttentionToTile.cpp - graph.attention → a flash tile program -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// On CUDA a graph.attention that is its kernel's result becomes a grid
// (scf.forall) over batch × heads × blocks of kAttentionRows queries; each
// instance is one tile.attention that writes its queries' rows of the
// output window, and the GPU lowering (KernelToGPU/TileAttentionToNVGPU.cpp)
// builds the flash-attention block for it: K/V tiles through shared memory,
// online softmax, tensor cores. What that kernel does not cover (f32, head
// dims that are not multiples of 16 or above 128)
// keeps the linalg form (NNToLinalg.cpp AttentionLowering), with a remark
// for f16/bf16. Decode-shaped attention (a few static queries: a decoder's
// step against its cache) gives each instance one query row instead, and
// the GPU lowering streams the cache for it (TileAttentionDecode.cpp).
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

/// Queries per grid instance: 4 warps of 16 rows (m16n8k16 fragments).
constexpr int64_t kAttentionRows = 64;

/// Queries (static) up to which attention is decode-shaped: one query row a
/// block against the whole cache (KernelToGPU/TileAttentionDecode.cpp),
/// f16/bf16/f32, head dims equal, a multiple of 8 up to 256 with depth / 8
/// dividing 32 (the decode kernel's isDecodeAttentionDepth).
constexpr int64_t kDecodeMaxQueries = 16;

bool isDecodeShaped(graph::AttentionOp op) {
  auto q = cast<RankedTensorType>(op.getQuery().getType());
  auto v = cast<RankedTensorType>(op.getValue().getType());
  int64_t queries = q.getDimSize(op.seqDim()), depth = q.getDimSize(3),
          depthV = v.getDimSize(3);
  return !ShapedType::isDynamic(queries) && queries <= kDecodeMaxQueries &&
         depth == depthV && !ShapedType::isDynamic(depth) && depth % 8 == 0 &&
         depth <= 256 && 32 % (depth / 8) == 0 &&
         (!op.getMask() ||
          cast<RankedTensorType>(op.getMask().getType()).getRank() <= 4);
}

/// Why the flash kernel does not take `op`, or "" when it does.
std::string unsupportedReason(graph::AttentionOp op) {
  if (isDecodeShaped(op))
    return "";
  auto q = cast<RankedTensorType>(op.getQuery().getType());
  auto v = cast<RankedTensorType>(op.getValue().getType());
  Type elem = q.getElementType();
  if (!elem.isF16() && !elem.isBF16())
    return "f32 attention";
  for (int64_t depth : {q.getDimSize(3), v.getDimSize(3)})
    if (ShapedType::isDynamic(depth) || depth % 16 != 0 || depth > 128)
      return "head dims must be static multiples of 16 up to 128, got " +
             std::to_string(q.getDimSize(3)) + " and " +
             std::to_string(v.getDimSize(3));
  if (Value mask = op.getMask())
    if (cast<RankedTensorType>(mask.getType()).getRank() > 4)
      return "a mask of rank above 4";
  return "";
}

struct AttentionToTileProgram : OpConversionPattern<graph::AttentionOp> {
  AttentionToTileProgram(GraphTypeConverter &converter, MLIRContext *ctx)
      : OpConversionPattern(converter, ctx, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(graph::AttentionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // The attention is what its kernel yields (the head split before it
    // lowers to views of the kernel's inputs).
    Operation *parent = op->getParentOp();
    Operation *term = op->getBlock()->getTerminator();
    if (!isa_and_nonnull<graph::FusedOp, tile::KernelOp>(parent) ||
        !op->hasOneUse() || *op->getUsers().begin() != term ||
        term->getNumOperands() != 1)
      return failure();
    std::string why = unsupportedReason(op);
    if (!why.empty()) {
      Type elem = getElementTypeOrSelf(op.getQuery().getType());
      if (!elem.isF32())
        op.emitRemark("attention keeps the linalg kernel (no flash "
                      "attention): ")
            << why;
      return failure();
    }
    Location loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Type elem = resultType.getElementType();
    Value q = adaptor.getQuery(), k = adaptor.getKey(), v = adaptor.getValue(),
          mask = adaptor.getMask();
    bool seqFirst = op.getSeqFirst();
    int64_t sDim = op.seqDim(), hDim = op.headDim();
    // The result's layout (the operands' unless only it is seq_first).
    int64_t rsDim = op.resultSeqDim(), rhDim = op.resultHeadDim();
    int64_t dv = resultType.getDimSize(3);

    // The mask as rank 4 (leading unit dims), as it broadcasts.
    if (mask) {
      auto m = cast<RankedTensorType>(mask.getType());
      int64_t r = m.getRank();
      if (r < 4) {
        SmallVector<int64_t> shape(4 - r, 1);
        llvm::append_range(shape, m.getShape());
        SmallVector<ReassociationIndices> groups;
        if (r > 0) {
          ReassociationIndices first;
          for (int64_t i = 0; i <= 4 - r; ++i)
            first.push_back(i);
          groups.push_back(first);
          for (int64_t i = 5 - r; i < 4; ++i)
            groups.push_back({i});
        }
        mask = tensor::ExpandShapeOp::create(
            rewriter, loc, RankedTensorType::get(shape, m.getElementType()),
            mask, groups);
      }
    }

    auto dim = [&](Value x, int64_t i) -> Value {
      return tensor::DimOp::create(rewriter, loc, x, i);
    };
    Value batches = dim(q, 0), heads = dim(q, hDim), queries = dim(q, sDim);
    // A dynamic mask dim is 1 (stretched by the kernel) or the scores'.
    if (mask) {
      auto m = cast<RankedTensorType>(mask.getType());
      Value scores[4] = {batches, heads, queries, dim(k, sDim)};
      for (int64_t i = 0; i < 4; ++i)
        if (m.isDynamicDim(i))
          assertBroadcastable(rewriter, loc, scores[i], dim(mask, i),
                              "attention mask");
    }
    SmallVector<Value> dynDims;
    for (int64_t i = 0; i < 4; ++i)
      if (resultType.isDynamicDim(i))
        dynDims.push_back(
            i == 3 ? dim(v, 3)
                   : (i == 0 ? batches : (i == rsDim ? queries : heads)));
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          elem, dynDims);
    SmallVector<OpFoldResult> lbs(3, rewriter.getIndexAttr(0));
    SmallVector<OpFoldResult> ubs = {batches, heads, queries};
    const int64_t rowsPer = isDecodeShaped(op) ? 1 : kAttentionRows;
    SmallVector<OpFoldResult> steps = {rewriter.getIndexAttr(1),
                                       rewriter.getIndexAttr(1),
                                       rewriter.getIndexAttr(rowsPer)};
    auto forall = scf::ForallOp::create(
        rewriter, loc, lbs, ubs, steps, ValueRange{empty},
        /*mapping=*/std::nullopt,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value bi = args[0], hi = args[1], i = args[2], out = args[3];
          // The instance's window of the output: its rows (fewer in the
          // last block) of one head, in the result's layout.
          Value rows = arith::MinSIOp::create(
              b, l, arith::SubIOp::create(b, l, queries, i),
              arith::ConstantIndexOp::create(b, l, rowsPer));
          SmallVector<OpFoldResult> offs(4), sizes(4),
              strides(4, b.getIndexAttr(1));
          offs[0] = bi;
          offs[rhDim] = hi;
          offs[rsDim] = i;
          offs[3] = b.getIndexAttr(0);
          sizes[0] = b.getIndexAttr(1);
          sizes[rhDim] = b.getIndexAttr(1);
          sizes[rsDim] = rows;
          sizes[3] = b.getIndexAttr(dv);
          auto windowType =
              RankedTensorType::get({ShapedType::kDynamic, dv}, elem);
          Value window = tensor::ExtractSliceOp::create(b, l, windowType, out,
                                                        offs, sizes, strides);
          Value res =
              tile::AttentionOp::create(
                  b, l, windowType, q, k, v, mask, ValueRange{bi, hi, i},
                  window, b.getI64IntegerAttr(rowsPer),
                  op.getScaleAttr(), op.getMaskValueAttr(),
                  seqFirst ? b.getUnitAttr() : UnitAttr(),
                  op.getCausal() ? b.getUnitAttr() : UnitAttr())
                  .getResult();
          auto term = scf::InParallelOp::create(b, l);
          OpBuilder tb = OpBuilder::atBlockBegin(term.getBody());
          tensor::ParallelInsertSliceOp::create(tb, l, res, out, offs, sizes,
                                                strides);
        });
    rewriter.replaceOp(op, forall.getResults());
    return success();
  }
};

} // namespace

void mlc::populateGraphAttentionToTilePatterns(GraphTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns.add<AttentionToTileProgram>(converter, patterns.getContext());
}
