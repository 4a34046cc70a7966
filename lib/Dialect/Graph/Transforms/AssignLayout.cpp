//===- AssignLayout.cpp - channels-last convs and pools -------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Layout assignment. ONNX and PyTorch hand us channels-first (NCHW) convs;
// the CUDA back-end's convs are matmuls, and channels last (NHWC) suits
// them better: a 1x1 conv is a plain [N*H*W, C] x [C, F] product of the
// activation as it lies in memory, and a windowed conv's im2col rows are
// contiguous runs of C (K = window * C, channels fastest).
//
// The pass works in two steps:
//  1. every conv and pool that takes the chosen layout becomes
//     `channels_last` between two transposes: one to channels last on its
//     input, one back to channels first on its result. The function
//     computes the same numbers (the ops only read their operands in
//     another order).
//  2. transposes sink towards the results, through the ops in between that
//     do not care about the layout: elementwise ops (their other operands
//     transposed alike where that is free: constants, which fold; splats and
//     all-unit shapes; values under the same transpose), reductions (axes
//     permuted) and concats (axis permuted). Two transposes meeting fold into
//     one (the identity between a conv's result and the next conv's input
//     disappears), and a transpose that only moves unit dims is a reshape
//     (after a global pool). In a CNN one transpose remains on the input
//     and one before the flatten; none where the flatten follows a global
//     pool.
//
//===----------------------------------------------------------------------===//

#include "LayoutUtils.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHASSIGNLAYOUTPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

Value mlc::graph::transposeConstant(OpBuilder &b, Location loc, Value v,
                                    ArrayRef<int64_t> perm,
                                    ArrayRef<int64_t> viewShape) {
  auto cst = v.getDefiningOp<ConstantOp>();
  if (!cst)
    return Value();
  auto type = cast<RankedTensorType>(v.getType());
  if (!viewShape.empty())
    type = RankedTensorType::get(viewShape, type.getElementType());
  unsigned bits = type.getElementTypeBitWidth();
  if (!type.hasStaticShape() || bits % 8 != 0)
    return Value();
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  auto outType = RankedTensorType::get(shape, type.getElementType());
  ElementsAttr attr = cst.getValue();
  if (auto dense = dyn_cast<DenseElementsAttr>(attr); dense && dense.isSplat())
    return ConstantOp::create(
        b, loc,
        SplatElementsAttr::get(outType, dense.getSplatValue<Attribute>()));
  std::optional<ArrayRef<char>> bytes = getConstantBytes(attr);
  int64_t n = type.getNumElements(), width = bits / 8;
  if (!bytes || (int64_t)bytes->size() != n * width)
    return Value();
  // Output element i (row-major over `shape`) is input element src(i).
  int64_t rank = perm.size();
  SmallVector<int64_t> inStrides(rank, 1);
  for (int64_t i = rank - 2; i >= 0; --i)
    inStrides[i] = inStrides[i + 1] * type.getDimSize(i + 1);
  SmallVector<char> out(bytes->size());
  SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t src = 0;
    for (int64_t k = 0; k < rank; ++k)
      src += index[k] * inStrides[perm[k]];
    std::memcpy(out.data() + i * width, bytes->data() + src * width, width);
    for (int64_t k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k)
      index[k] = 0;
  }
  return constantFromBytes(b, loc, attr, outType, out, "transposed");
}

Value mlc::graph::constantFromBytes(OpBuilder &b, Location loc,
                                    Attribute source, RankedTensorType type,
                                    ArrayRef<char> bytes, StringRef name) {
  return ConstantOp::create(
      b, loc,
      getConstantFromBytes(type, bytes, isa<DenseElementsAttr>(source), name));
}

namespace {

/// [0, 2, .., rank - 1, 1]: channels first to channels last.
SmallVector<int64_t> toChannelsLast(int64_t rank) {
  SmallVector<int64_t> perm = {0};
  for (int64_t i = 2; i < rank; ++i)
    perm.push_back(i);
  perm.push_back(1);
  return perm;
}

/// [0, rank - 1, 1, .., rank - 2]: channels last to channels first.
SmallVector<int64_t> toChannelsFirst(int64_t rank) {
  SmallVector<int64_t> perm = {0, rank - 1};
  for (int64_t i = 1; i < rank - 1; ++i)
    perm.push_back(i);
  return perm;
}

SmallVector<int64_t> inverse(ArrayRef<int64_t> perm) {
  SmallVector<int64_t> inv(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inv[p] = i;
  return inv;
}

/// The type whose transpose by `perm` is `t` (what an op moved before that
/// transpose produces).
RankedTensorType untransposedType(RankedTensorType t, ArrayRef<int64_t> perm) {
  SmallVector<int64_t> shape;
  for (int64_t p : inverse(perm))
    shape.push_back(t.getDimSize(p));
  return RankedTensorType::get(shape, t.getElementType());
}

Value transpose(PatternRewriter &rw, Location loc, Value v,
                ArrayRef<int64_t> perm) {
  auto t = cast<RankedTensorType>(v.getType());
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(t.getDimSize(p));
  return TransposeOp::create(rw, loc,
                             RankedTensorType::get(shape, t.getElementType()),
                             v, rw.getDenseI64ArrayAttr(perm));
}

/// Whether the target's conv kernels prefer channels last for `fn`. CUDA:
/// its tensor-core convs (static one-group f16/bf16 ones, which
/// graph-conv-to-matmul makes matmuls) are plain row-major products in
/// NHWC, and measured faster so (resnet50 f16, docs/performance.md); f32
/// models keep NCHW: their depthwise and windowed convs stay direct convs,
/// which measured slower channels last (mobilenet_v2), and a lone conv does
/// not pay for two transposes. CPU (f32): channels last gives its conv
/// micro-kernel vectors along the output channels (full where NCHW rows are
/// 7, 13 or 27 wide) and the weights are permuted to match at compile time;
/// measured faster on the Xeon at 2 threads (squeezenet1_1 1.79x -> 1.20x
/// onnxruntime, mobilenet_v2 2.00x -> 1.54x, resnet18 1.61x -> 1.52x) when
/// every one-group conv has at least 16 output channels (a vector) and the
/// model converts whole (cpuConvertsWhole); shufflenet's channel shuffles
/// leave 50 transposes and measured slower (1.36x -> 1.64x). Quantized
/// convs (8-bit operands into i32, graph-quantized-ops' narrow form) alike:
/// channels last their VNNI steps read 4 adjacent input channels of x and
/// the weights' 4 packed ones (tile-pack-weights), and the vectors run
/// along the output channels (int8 resnet18 30 -> 12 ms, mobilenet_v2
/// 3.5 -> 2.5 ms at one thread on the EPYC).
bool prefersChannelsLast(StringRef target, func::FuncOp fn) {
  if (target != "cuda") {
    int64_t convs = 0;
    bool narrow = false;
    fn.walk([&](ConvOp conv) {
      auto t = cast<RankedTensorType>(conv.getType());
      if (conv.getGroups() != 1 || conv.getChannelsLast())
        return;
      ++convs;
      // f32, or a quantized conv's 8-bit operands into i32
      // (graph-quantized-ops, narrow).
      auto xElem =
          cast<RankedTensorType>(conv.getInput().getType()).getElementType();
      bool int8 = t.getElementType().isInteger(32) && xElem.isInteger(8);
      narrow |= !(t.getElementType().isF32() || int8) || !t.hasStaticShape() ||
                t.getRank() != 4 || t.getDimSize(1) < 16;
    });
    return convs >= 2 && !narrow;
  }
  int64_t tensorCoreConvs = 0;
  fn.walk([&](ConvOp conv) {
    auto t = cast<RankedTensorType>(conv.getType());
    Type elem = t.getElementType();
    if ((elem.isF16() || elem.isBF16()) && conv.getGroups() == 1 &&
        t.hasStaticShape())
      ++tensorCoreConvs;
  });
  return tensorCoreConvs >= 2;
}

/// The op reads and writes [N, C, D...] and may become channels last.
bool isLayoutOp(Operation *op) {
  auto layoutOp = [](auto o) {
    auto t = cast<RankedTensorType>(o.getInput().getType());
    return !o.getChannelsLast() && t.getRank() >= 3 && t.getRank() <= 5;
  };
  if (auto conv = dyn_cast<ConvOp>(op))
    return layoutOp(conv);
  if (auto pool = dyn_cast<MaxPoolOp>(op))
    return layoutOp(pool);
  if (auto pool = dyn_cast<AvgPoolOp>(op))
    return layoutOp(pool);
  return false;
}

/// Step 1: `op` channels last between transposes. `inputs` holds the
/// channels-last transposes made so far, so that ops reading one value
/// (branches of a block) share one.
void convertToChannelsLast(Operation *op, PatternRewriter &rw,
                           DenseMap<Value, Value> &inputs) {
  Location loc = op->getLoc();
  auto rt = cast<RankedTensorType>(op->getResult(0).getType());
  int64_t rank = rt.getRank();
  Value in = op->getOperand(0);
  Value &x = inputs[in];
  if (!x) {
    rw.setInsertionPointAfterValue(in);
    x = transpose(rw, loc, in, toChannelsLast(rank));
  }
  rw.setInsertionPoint(op);
  SmallVector<int64_t> lastShape;
  for (int64_t p : toChannelsLast(rank))
    lastShape.push_back(rt.getDimSize(p));
  Operation *clone = rw.clone(*op);
  clone->setOperand(0, x);
  clone->setAttr("channels_last", rw.getUnitAttr());
  clone->getResult(0).setType(
      RankedTensorType::get(lastShape, rt.getElementType()));
  rw.replaceOp(op, transpose(rw, loc, clone->getResult(0),
                             toChannelsFirst(rank)));
}

/// `v` as the operand of an elementwise op whose result is transposed by
/// `perm` afterwards: `v` broadcast to the full rank (leading unit dims) and
/// transposed by the inverse of `perm`. Null when that would cost a
/// transpose at run time: `v` must be `perm`'s transpose (it cancels), a
/// constant (the transpose folds), or keep the order of its dims larger
/// than 1 (a reshape: splats, per-channel [C, 1, 1] columns).
Value alignOperand(PatternRewriter &rw, Location loc, Value v,
                   ArrayRef<int64_t> perm) {
  if (auto tr = v.getDefiningOp<TransposeOp>())
    if (tr.getPerm() == perm)
      return tr.getInput();
  auto t = cast<RankedTensorType>(v.getType());
  int64_t rank = perm.size();
  if (t.getRank() == 0)
    return v;
  if (t.getRank() > rank || !t.hasStaticShape())
    return Value();
  SmallVector<int64_t> full(rank - t.getRank(), 1);
  llvm::append_range(full, t.getShape());
  SmallVector<int64_t> inv = inverse(perm), permuted;
  for (int64_t p : inv)
    permuted.push_back(full[p]);
  bool sameOrder = true;
  int64_t last = -1;
  for (int64_t p : inv) {
    if (full[p] == 1)
      continue;
    sameOrder &= p > last;
    last = p;
  }
  auto type = [&](ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, t.getElementType());
  };
  if (sameOrder)
    return permuted == full && t.getRank() == rank
               ? v
               : ReshapeOp::create(rw, loc, type(permuted), v, Value())
                     .getResult();
  // A constant with dims to move: permuted at compile time (broadcast to
  // the full rank first, which only adds unit dims).
  return transposeConstant(rw, loc, v, inv, full);
}

/// The transpose feeding operand `i` of `op`, when its own input is no
/// constant (a transposed constant folds; sinking it would only move it).
TransposeOp sinkableTranspose(Value v) {
  auto tr = v.getDefiningOp<TransposeOp>();
  if (!tr || matchPattern(tr.getInput(), m_Constant()))
    return TransposeOp();
  return tr;
}

/// elementwise(transpose(a, P), b..) -> transpose(elementwise(a, b'..), P)
/// where every b' is free (alignOperand).
struct SinkThroughElementwise : OpTraitRewritePattern<GraphElementwise> {
  using OpTraitRewritePattern::OpTraitRewritePattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rw) const override {
    if (op->getNumResults() != 1)
      return failure();
    auto rt = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!rt)
      return failure();
    TransposeOp anchor;
    for (Value v : op->getOperands())
      if (auto tr = sinkableTranspose(v);
          tr && tr.getType().getRank() == rt.getRank()) {
        anchor = tr;
        break;
      }
    if (!anchor)
      return failure();
    ArrayRef<int64_t> perm = anchor.getPerm();
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value v : op->getOperands()) {
      Value a = alignOperand(rw, loc, v, perm);
      if (!a)
        return rw.notifyMatchFailure(op, "an operand would need a transpose");
      operands.push_back(a);
    }
    Operation *clone = rw.clone(*op);
    clone->setOperands(operands);
    clone->getResult(0).setType(untransposedType(rt, perm));
    rw.replaceOp(op, transpose(rw, loc, clone->getResult(0), perm));
    return success();
  }
};

/// reduce(transpose(x, P), axes) -> transpose'(reduce(x, P[axes])) where
/// P[axes] are trailing dims of x: row reductions, which every back-end
/// runs well (a CUDA reduction over leading dims, e.g. a global pool's
/// [1, 2] of an NHWC tensor, would need a temporary buffer). Otherwise, on
/// CUDA, the transpose stays before the reduction (the one before a global
/// pool). The CPU (`leading`) reduces over any dims: its global pool of a
/// channels-last map runs along the contiguous channels, and the transpose
/// of the [N, 1, 1, C] result is a reshape (squeezenet's transpose of its
/// 13x13x1000 map before the pool cost as much as the pool).
template <typename OpTy>
struct SinkThroughReduce : OpRewritePattern<OpTy> {
  SinkThroughReduce(MLIRContext *ctx, bool leading)
      : OpRewritePattern<OpTy>(ctx), leading(leading) {}
  bool leading;
  LogicalResult matchAndRewrite(OpTy op, PatternRewriter &rw) const override {
    TransposeOp tr = sinkableTranspose(op.getInput());
    if (!tr)
      return failure();
    ArrayRef<int64_t> perm = tr.getPerm();
    int64_t rank = perm.size();
    llvm::SmallBitVector reduced(rank);
    if (op.getAxes().empty())
      reduced.set();
    for (int64_t a : op.getAxes())
      reduced.set(a < 0 ? a + rank : a);
    SmallVector<int64_t> axes;
    llvm::SmallBitVector srcReduced(rank);
    for (int64_t i = 0; i < rank; ++i)
      if (reduced.test(i))
        srcReduced.set(perm[i]);
    for (int64_t i = 0; i < rank; ++i)
      if (srcReduced.test(i))
        axes.push_back(i);
    if (!leading && !axes.empty() &&
        axes.front() != rank - (int64_t)axes.size())
      return rw.notifyMatchFailure(op, "would reduce leading dims");
    // The result's dims in x's order, and the permutation back.
    bool keep = op.getKeepdims();
    SmallVector<int64_t> kept, outPerm;
    auto xt = cast<RankedTensorType>(tr.getInput().getType());
    SmallVector<int64_t> shape;
    for (int64_t i = 0; i < rank; ++i) {
      if (srcReduced.test(i) && !keep)
        continue;
      kept.push_back(i);
      shape.push_back(srcReduced.test(i) ? 1 : xt.getDimSize(i));
    }
    for (int64_t i = 0; i < rank; ++i) {
      if (reduced.test(i) && !keep)
        continue;
      outPerm.push_back(llvm::find(kept, perm[i]) - kept.begin());
    }
    auto reduce = OpTy::create(
        rw, op.getLoc(),
        RankedTensorType::get(shape, op.getType().getElementType()),
        tr.getInput(), rw.getDenseI64ArrayAttr(axes), op.getKeepdimsAttr());
    rw.replaceOp(op, transpose(rw, op.getLoc(), reduce, outPerm));
    return success();
  }
};

/// concat(transpose(a, P), transpose(b, P).., axis) ->
/// transpose(concat(a, b.., P[axis]), P).
struct SinkThroughConcat : OpRewritePattern<ConcatOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConcatOp op,
                                PatternRewriter &rw) const override {
    TransposeOp first = sinkableTranspose(op.getInputs().front());
    if (!first)
      return failure();
    ArrayRef<int64_t> perm = first.getPerm();
    SmallVector<Value> inputs;
    for (Value v : op.getInputs()) {
      auto tr = v.getDefiningOp<TransposeOp>();
      if (!tr || tr.getPerm() != perm)
        return rw.notifyMatchFailure(op, "operands not transposed alike");
      inputs.push_back(tr.getInput());
    }
    int64_t rank = perm.size(), axis = op.getAxis();
    if (axis < 0)
      axis += rank;
    auto concat = ConcatOp::create(
        rw, op.getLoc(), untransposedType(op.getType(), perm), inputs,
        rw.getI64IntegerAttr(perm[axis]));
    rw.replaceOp(op, transpose(rw, op.getLoc(), concat, perm));
    return success();
  }
};

/// pad(transpose(x, P), pads) -> transpose(pad(x, pads'), P), pads' the
/// same amounts in x's order: a quantized conv's zero-point padding
/// (graph-quantized-ops, narrow) sits between one conv's result and the
/// next conv's input, and the transposes on either side then meet.
struct SinkThroughPad : OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PadOp op, PatternRewriter &rw) const override {
    TransposeOp tr = sinkableTranspose(op.getInput());
    if (!tr)
      return failure();
    ArrayRef<int64_t> perm = tr.getPerm(), pads = op.getPads();
    int64_t rank = perm.size();
    if ((int64_t)pads.size() != 2 * rank)
      return failure();
    // Result dim i is x's dim perm[i]: x's dim perm[i] gets dim i's pads.
    SmallVector<int64_t> xPads(2 * rank, 0);
    for (int64_t i = 0; i < rank; ++i) {
      xPads[perm[i]] = pads[i];
      xPads[rank + perm[i]] = pads[rank + i];
    }
    auto pad = PadOp::create(rw, op.getLoc(),
                             untransposedType(op.getType(), perm),
                             tr.getInput(), rw.getDenseI64ArrayAttr(xPads),
                             op.getModeAttr(), op.getValueAttr());
    rw.replaceOp(op, transpose(rw, op.getLoc(), pad, perm));
    return success();
  }
};

/// A static transpose that keeps the order of the dims larger than 1 moves
/// no element: a reshape (which folds into neighbouring reshapes, e.g.
/// [N, 1, 1, C] -> [N, C, 1, 1] -> flatten after a global pool).
struct TransposeOfUnitDims : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rw) const override {
    auto t = op.getInput().getType();
    if (!t.hasStaticShape() || !movesOnlyUnitDims(t.getShape(), op.getPerm()))
      return failure();
    rw.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), op.getInput(), Value());
    return success();
  }
};

struct GraphAssignLayoutPass
    : mlc::graph::impl::GraphAssignLayoutPassBase<GraphAssignLayoutPass> {
  using Base::Base;

  /// Makes `ops` (convs and pools of `fn`) channels last and sinks and
  /// cancels the transposes around them; `why` goes into the remarks.
  LogicalResult convert(func::FuncOp fn, ArrayRef<Operation *> ops,
                        std::optional<StringRef> why) {
    PatternRewriter rw(&getContext());
    DenseMap<Value, Value> inputs;
    for (Operation *op : ops) {
      if (why)
        op->emitRemark() << "layout: channels last (NHWC): " << *why;
      convertToChannelsLast(op, rw, inputs);
    }
    RewritePatternSet patterns(&getContext());
    patterns.add<SinkThroughElementwise, SinkThroughConcat, SinkThroughPad,
                 TransposeOfUnitDims>(&getContext());
    bool leading = target != "cuda";
    patterns.add<SinkThroughReduce<ReduceSumOp>, SinkThroughReduce<ReduceMeanOp>,
                 SinkThroughReduce<ReduceMaxOp>, SinkThroughReduce<ReduceMinOp>,
                 SinkThroughReduce<ReduceProdOp>, SinkThroughReduce<ReduceL2Op>>(
        &getContext(), leading);
    TransposeOp::getCanonicalizationPatterns(patterns, &getContext());
    ReshapeOp::getCanonicalizationPatterns(patterns, &getContext());
    return applyPatternsGreedily(fn, std::move(patterns));
  }

  static int64_t countTransposes(func::FuncOp fn) {
    int64_t n = 0;
    fn.walk([&](TransposeOp) { ++n; });
    return n;
  }

  /// The CPU's test of a whole model (prefersChannelsLast): converted on a
  /// copy, at most two transposes more than before remain (the input's and
  /// one before the head), none between the convs.
  bool cpuConvertsWhole(func::FuncOp fn) {
    func::FuncOp copy = fn.clone();
    SmallVector<Operation *> ops;
    copy.walk([&](Operation *op) {
      if (isLayoutOp(op))
        ops.push_back(op);
    });
    bool whole = succeeded(convert(copy, ops, std::nullopt)) &&
                 countTransposes(copy) <= countTransposes(fn) + 2;
    copy.erase();
    return whole;
  }
  /// cuda: GEMV weights as [N, K] with transpose_b (the pass description).
  void transposeGemvWeights(func::FuncOp fn) {
    int64_t maxRows = std::min<int64_t>(gemvMaxRows, 8);
    if (target != "cuda" || maxRows <= 0)
      return;
    SmallVector<ConstantOp> constants;
    fn.walk([&](ConstantOp c) { constants.push_back(c); });
    int64_t count = 0;
    for (ConstantOp c : constants) {
      auto type = dyn_cast<RankedTensorType>(c.getType());
      if (!type || type.getRank() != 2 || !type.hasStaticShape() ||
          c->use_empty())
        continue;
      Type elem = type.getElementType();
      if (!elem.isF16() && !elem.isBF16() && !elem.isF32())
        continue;
      int64_t vec = 128 / elem.getIntOrFloatBitWidth();
      if (type.getDimSize(0) % vec) // K: rows of whole 16-byte chunks
        continue;
      bool gemvOnly = llvm::all_of(c->getUses(), [&](OpOperand &use) {
        auto mm = dyn_cast<MatmulOp>(use.getOwner());
        if (!mm || use.getOperandNumber() != 1 || mm.getTransposeA() ||
            mm.getTransposeB())
          return false;
        auto lhs = cast<RankedTensorType>(mm.getLhs().getType());
        int64_t rows = lhs.getDimSize(lhs.getRank() - 2);
        return lhs.getElementType() == elem &&
               mm.getType().getElementType() == elem &&
               !ShapedType::isDynamic(rows) && rows >= 1 && rows <= maxRows;
      });
      if (!gemvOnly)
        continue;
      OpBuilder b(c);
      Value t = transposeConstant(b, c.getLoc(), c.getResult(), {1, 0});
      if (!t)
        continue;
      for (OpOperand &use : llvm::make_early_inc_range(c->getUses())) {
        auto mm = cast<MatmulOp>(use.getOwner());
        use.set(t);
        mm.setTransposeB(true);
      }
      c.erase();
      ++count;
    }
    if (printDecisions && count)
      fn.emitRemark() << "layout: " << count
                      << " GEMV weights as [N, K] (at most " << maxRows
                      << " rows: each output column's weights contiguous)";
  }

  /// cuda: an i32 matmul's constant [N, K] weights (a quantized Gemm with
  /// transB) as [K, N]: the GPU's integer SIMT tile reads B as K x N (a
  /// transposed B took the one-block linalg path: mobilenet_v2's int8
  /// classifier, 1 x 1280 x 1000, most of the model's time on the H200).
  void untransposeIntegerWeights(func::FuncOp fn) {
    if (target != "cuda")
      return;
    // (Also through the widening cast of 8-bit constant weights, as a
    // QGemm's: the cast then widens the transposed constant.)
    fn.walk([&](MatmulOp mm) {
      auto type = dyn_cast<RankedTensorType>(mm.getRhs().getType());
      auto widen = mm.getRhs().getDefiningOp<CastOp>();
      auto c = (widen ? widen.getInput() : mm.getRhs())
                   .getDefiningOp<ConstantOp>();
      if (!mm.getTransposeB() || mm.getTransposeA() || !c || !type ||
          type.getRank() != 2 || !type.hasStaticShape() ||
          !mm.getType().getElementType().isSignlessInteger(32) ||
          !type.getElementType().isSignlessInteger(32) ||
          (widen && !isa<IntegerType>(getElementTypeOrSelf(c.getType()))))
        return;
      OpBuilder b(mm);
      Value t = transposeConstant(b, c.getLoc(), c.getResult(), {1, 0});
      if (!t)
        return;
      if (widen)
        t = CastOp::create(b, widen.getLoc(),
                           RankedTensorType::get({type.getDimSize(1),
                                                  type.getDimSize(0)},
                                                 type.getElementType()),
                           t);
      mm.getRhsMutable().assign(t);
      mm.setTransposeB(false);
      if (widen && widen->use_empty())
        widen.erase();
      if (c->use_empty())
        c.erase();
    });
  }

  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    untransposeIntegerWeights(fn);
    transposeGemvWeights(fn);
    if (layout != "auto" && layout != "nchw" && layout != "nhwc") {
      fn.emitError() << "graph-assign-layout: unknown layout '" << layout
                     << "' (auto, nchw or nhwc)";
      return signalPassFailure();
    }
    bool last = layout == "nhwc" ||
                (layout == "auto" && prefersChannelsLast(target, fn) &&
                 (target == "cuda" || cpuConvertsWhole(fn)));
    SmallVector<Operation *> ops;
    fn.walk([&](Operation *op) {
      if (isLayoutOp(op))
        ops.push_back(op);
    });
    std::string why =
        layout == "auto"
            ? "target " + target +
                  (!last ? ""
                   : target == "cuda"
                       ? " prefers it (f16/bf16 tensor-core convs)"
                       : " prefers it (f32 or int8 convs of 16+ channels, "
                         "whole model converts)")
            : "--layout=" + layout;
    if (!last || ops.empty()) {
      if (printDecisions && !ops.empty())
        fn.emitRemark() << "layout: channels first (NCHW) kept for "
                        << ops.size() << " convs/pools: " << why;
      return;
    }
    if (failed(convert(fn, ops,
                       printDecisions ? std::optional<StringRef>(why)
                                      : std::nullopt)))
      return signalPassFailure();
    if (printDecisions) {
      fn.emitRemark() << "layout: " << ops.size()
                      << " convs/pools channels last (NHWC), "
                      << countTransposes(fn)
                      << " transposes remain";
    }
  }
};

} // namespace
