//===- ConvToMatmul.cpp - convolutions as matmuls -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A convolution with one group is a batched matrix product over the
// channels and window positions (channels first, p over the flattened
// output positions, K = C * window):
//
//   y[n, f, p] = sum_k W[f, k] * X[n, k, p]
//
// A 1x1 convolution with unit strides and no padding reads X as a view of
// the input (reshape). Any other f16/bf16 one (3x3, 7x7, strided, padded,
// dilated) gathers X first (im2col): graph.pad (when padded), a reshape to
// [N, C, S] (S the flattened padded spatial dims), a graph.gather along S
// with a [window, P] index table (each output position's window, strides
// and dilations included; computed from iotas), and a reshape to
// [N, C * window, P]. The matmul W[F, K] x X[N, K, P] (the weight
// broadcast over the batch) is then its own group and gets the tile
// program: tensor cores for f16/bf16 on CUDA, the exact f32 FMA tile for
// f32.
//
// The bias becomes a graph.add of an [F, 1] column on the [N, F, P]
// product, and elementwise ops after the reshape back to the conv's shape
// (relu, clip, residual adds) move before it (their other operands
// reshaped alike), so that they stay on the matmul's [N, F, P] shape and
// fusion joins them to the matmul as its epilogue: one kernel per conv.
//
// i32 convs (quantized ones on the GPU) become matmuls as f32 ones do: the
// pointwise ones, on the integer SIMT tile.
//
// f32 convs other than pointwise ones stay convs: the gathered operand
// costs a window's worth of extra memory traffic, and the f32 tile's FMAs
// do not win that back on the small channel counts f32 CNNs have there
// (mobilenet_v2's 3-channel stem).
//
//===----------------------------------------------------------------------===//

#include "LayoutUtils.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHCONVTOMATMULPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// `values` (defaulting to `k` copies of `v` when absent).
SmallVector<int64_t> orDefault(std::optional<ArrayRef<int64_t>> values,
                               size_t k, int64_t v) {
  if (values)
    return SmallVector<int64_t>(*values);
  return SmallVector<int64_t>(k, v);
}

int64_t product(ArrayRef<int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims)
    p *= d;
  return p;
}

/// `x` zero-padded by the conv's `pads` ([begin..., end...] of its k spatial
/// dims, which start at dim `first`: 2 for NCHW, 1 for channels last) to
/// `paddedSizes`, and its last dim by `lastEnd` at the end; `x` itself
/// where every pad is 0.
Value padSpatial(PatternRewriter &rw, Location loc, Value x,
                 ArrayRef<int64_t> pads, ArrayRef<int64_t> paddedSizes,
                 int64_t first, int64_t lastEnd = 0) {
  if (llvm::all_of(pads, [](int64_t v) { return v == 0; }) && !lastEnd)
    return x;
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank(), k = paddedSizes.size();
  SmallVector<int64_t> all(2 * rank, 0), shape(xt.getShape());
  for (int64_t i = 0; i < k; ++i) {
    all[first + i] = pads[i];
    all[rank + first + i] = pads[k + i];
    shape[first + i] = paddedSizes[i];
  }
  all[2 * rank - 1] += lastEnd;
  shape[rank - 1] += lastEnd;
  return PadOp::create(rw, loc,
                       RankedTensorType::get(shape, xt.getElementType()), x,
                       rw.getDenseI64ArrayAttr(all),
                       PadModeAttr::get(rw.getContext(), PadMode::constant),
                       rw.getF64FloatAttr(0.0));
}

/// The constant `v` zero-padded at the end of dim `dim` to `size` elements
/// (raw bytes, as transposeConstant permutes them); null when `v` is no
/// such constant.
Value padConstantDim(OpBuilder &b, Location loc, Value v, int64_t dim,
                     int64_t size) {
  auto cst = v.getDefiningOp<ConstantOp>();
  if (!cst)
    return Value();
  auto type = cast<RankedTensorType>(v.getType());
  unsigned bits = type.getElementTypeBitWidth();
  if (!type.hasStaticShape() || bits % 8 != 0)
    return Value();
  ElementsAttr attr = cst.getValue();
  std::optional<SmallVector<char>> bytes = getExpandedConstantBytes(attr);
  int64_t width = bits / 8, n = type.getNumElements();
  if (!bytes || (int64_t)bytes->size() != n * width)
    return Value();
  // Runs of the dims from `dim` on, copied into runs of the padded size.
  int64_t inner = 1;
  for (int64_t d = dim + 1; d < type.getRank(); ++d)
    inner *= type.getDimSize(d);
  int64_t from = type.getDimSize(dim) * inner, to = size * inner;
  int64_t outer = n / from;
  SmallVector<char> out(outer * to * width, 0);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < from; ++i)
      std::memcpy(out.data() + (o * to + i) * width,
                  bytes->data() + (o * from + i) * width, width);
  SmallVector<int64_t> shape(type.getShape());
  shape[dim] = size;
  auto outType = RankedTensorType::get(shape, type.getElementType());
  return constantFromBytes(b, loc, attr, outType, out, "padded");
}

/// The [window, P] i32 gather table of an im2col over a padded input with
/// spatial sizes `padded`: entry (w, p) is the flat padded position that
/// output position p reads at window position w. Computed from two iotas
/// by elementwise ops (one small kernel) rather than held as a constant:
/// a table as large as a weight would travel with them (and be made up by
/// --random-weights with them).
/// With `positionsFirst` (channels-last convs) the table is [P, window].
Value im2colIndices(PatternRewriter &rw, Location loc, ArrayRef<int64_t> padded,
                    ArrayRef<int64_t> out, ArrayRef<int64_t> window,
                    ArrayRef<int64_t> strides, ArrayRef<int64_t> dil,
                    bool positionsFirst = false) {
  int64_t k = padded.size();
  Type i32 = rw.getI32Type();
  auto type =
      positionsFirst
          ? RankedTensorType::get({product(out), product(window)}, i32)
          : RankedTensorType::get({product(window), product(out)}, i32);
  auto scalarType = RankedTensorType::get({}, i32);
  auto cst = [&](int64_t v) -> Value {
    return ConstantOp::create(
        rw, loc, scalarType,
        DenseElementsAttr::get(scalarType, rw.getI32IntegerAttr(v)));
  };
  auto binary = [&](auto tag, Value a, int64_t b) -> Value {
    using Op = decltype(tag);
    return Op::create(rw, loc, type, a, cst(b));
  };
  Value w = IotaOp::create(rw, loc, type,
                           rw.getI64IntegerAttr(positionsFirst ? 1 : 0));
  Value p = IotaOp::create(rw, loc, type,
                           rw.getI64IntegerAttr(positionsFirst ? 0 : 1));
  auto scaled = [&](Value v, int64_t factor) {
    return factor == 1 ? v : binary(MulOp(), v, factor);
  };
  Value flat;
  int64_t rowStride = 1;
  for (int64_t i = k - 1; i >= 0; --i) {
    // This dim's output and window positions: the last dims vary fastest.
    Value pi = p, wi = w;
    if (i > 0) {
      pi = binary(ModOp(), p, out[i]);
      p = binary(DivOp(), p, out[i]);
      if (window[i] != 1) {
        wi = binary(ModOp(), w, window[i]);
        w = binary(DivOp(), w, window[i]);
      }
    }
    // (o * stride + w * dilation) * row stride of the padded input.
    Value pos = scaled(pi, strides[i] * rowStride);
    if (window[i] != 1)
      pos = AddOp::create(rw, loc, type, pos,
                          scaled(wi, dil[i] * rowStride));
    flat = flat ? AddOp::create(rw, loc, type, flat, pos).getResult() : pos;
    rowStride *= padded[i];
  }
  assert(rowStride <= std::numeric_limits<int32_t>::max() &&
         "checked by the caller");
  return flat;
}

/// The operand checks both conv-to-matmul patterns share: one element type
/// on input, weight and result (f16, bf16, f32, or the signless i32 of a
/// quantized conv that graph-quantized-ops did not narrow: the GPU's
/// integer SIMT tile), no groups, and static shapes with at least one
/// spatial dim.
static LogicalResult matchConvOperands(ConvOp op, PatternRewriter &rewriter) {
  auto xt = cast<RankedTensorType>(op.getInput().getType());
  auto wt = cast<RankedTensorType>(op.getWeight().getType());
  auto rt = cast<RankedTensorType>(op.getType());
  Type elem = rt.getElementType();
  if (!elem.isF16() && !elem.isBF16() && !elem.isF32() &&
      !elem.isSignlessInteger(32))
    return rewriter.notifyMatchFailure(op, "not f16, bf16, f32 or i32");
  if (xt.getElementType() != elem || wt.getElementType() != elem)
    return rewriter.notifyMatchFailure(op, "mixed element types");
  if (op.getGroups() != 1)
    return rewriter.notifyMatchFailure(op, "grouped");
  if (!wt.hasStaticShape() || !xt.hasStaticShape() || !rt.hasStaticShape() ||
      xt.getRank() < 3)
    return rewriter.notifyMatchFailure(op, "not a static conv");
  return success();
}

struct ConvToMatmul : OpRewritePattern<ConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getChannelsLast())
      return rewriter.notifyMatchFailure(op, "channels last: ConvNHWCToMatmul");
    if (failed(matchConvOperands(op, rewriter)))
      return failure();
    auto xt = cast<RankedTensorType>(op.getInput().getType());
    auto wt = cast<RankedTensorType>(op.getWeight().getType());
    auto rt = cast<RankedTensorType>(op.getType());
    Type elem = rt.getElementType();
    size_t k = xt.getRank() - 2;
    auto strides = orDefault(op.getStrides(), k, 1);
    auto dil = orDefault(op.getDilations(), k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    ArrayRef<int64_t> window = wt.getShape().drop_front(2);
    bool pointwise =
        llvm::all_of(window, [](int64_t v) { return v == 1; }) &&
        llvm::all_of(strides, [](int64_t v) { return v == 1; }) &&
        llvm::all_of(pads, [](int64_t v) { return v == 0; });
    if (!pointwise && (elem.isF32() || elem.isInteger()))
      return rewriter.notifyMatchFailure(op, "f32 or i32 conv with a window");

    SmallVector<int64_t> padded(xt.getShape().drop_front(2));
    for (size_t i = 0; i < k; ++i)
      padded[i] += pads[i] + pads[k + i];
    if (!pointwise && product(padded) > std::numeric_limits<int32_t>::max())
      return rewriter.notifyMatchFailure(op, "padded input too large for an "
                                             "i32 gather table");
    Location loc = op.getLoc();
    int64_t n = xt.getDimSize(0), c = xt.getDimSize(1), f = wt.getDimSize(0);
    int64_t windows = product(window);
    int64_t p = product(rt.getShape().drop_front(2));
    int64_t kDim = c * windows;
    Value x = op.getInput();
    if (!pointwise) {
      x = padSpatial(rewriter, loc, x, pads, padded, /*first=*/2);
      Value flat = ReshapeOp::create(
          rewriter, loc,
          RankedTensorType::get({n, c, product(padded)}, elem), x, Value());
      Value indices =
          im2colIndices(rewriter, loc, padded, rt.getShape().drop_front(2),
                        window, strides, dil);
      x = GatherOp::create(rewriter, loc,
                           RankedTensorType::get({n, c, windows, p}, elem),
                           flat, indices, rewriter.getI64IntegerAttr(2));
    }
    Value x3 = ReshapeOp::create(
        rewriter, loc, RankedTensorType::get({n, kDim, p}, elem), x, Value());
    Value w2 = ReshapeOp::create(rewriter, loc,
                                 RankedTensorType::get({f, kDim}, elem),
                                 op.getWeight(), Value());
    auto t3 = RankedTensorType::get({n, f, p}, elem);
    Value y3 = MatmulOp::create(rewriter, loc, t3, w2, x3);
    if (Value bias = op.getBias()) {
      Value b = ReshapeOp::create(rewriter, loc,
                                  RankedTensorType::get({f, 1}, elem), bias,
                                  Value());
      y3 = AddOp::create(rewriter, loc, t3, y3, b);
    }
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, rt, y3, Value());
    return success();
  }
};

/// A channels-last conv (graph-assign-layout) is one plain matmul over the
/// rows of its output positions:
///
///   y[n * P + p, f] = sum_k X[n * P + p, k] * W'[k, f],  k = (window, c)
///
/// X is the input itself (a reshape) for a pointwise conv, else the im2col
/// gather along the flattened spatial dim of [N, S, C] with an [O..., window]
/// table: each row is `window` contiguous runs of C channels. W' is the
/// weight [F, C, K...] transposed at compile time to [K..., C, F]. The bias
/// is a [F] row on the [N * P, F] product, which the result's reshape back
/// to [N, O..., F] leaves in place for the epilogue (SinkRowsReshape).
struct ConvNHWCToMatmul : OpRewritePattern<ConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getChannelsLast())
      return failure();
    if (failed(matchConvOperands(op, rewriter)))
      return failure();
    auto xt = cast<RankedTensorType>(op.getInput().getType());
    auto wt = cast<RankedTensorType>(op.getWeight().getType());
    auto rt = cast<RankedTensorType>(op.getType());
    Type elem = rt.getElementType();
    int64_t rank = xt.getRank();
    size_t k = rank - 2;
    auto strides = orDefault(op.getStrides(), k, 1);
    auto dil = orDefault(op.getDilations(), k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    ArrayRef<int64_t> window = wt.getShape().drop_front(2);
    ArrayRef<int64_t> spatial = xt.getShape().slice(1, k);
    ArrayRef<int64_t> outSpatial = rt.getShape().slice(1, k);
    bool padded = llvm::any_of(pads, [](int64_t v) { return v != 0; });
    bool pointwise =
        llvm::all_of(window, [](int64_t v) { return v == 1; }) &&
        llvm::all_of(strides, [](int64_t v) { return v == 1; }) && !padded;
    if (!pointwise && (elem.isF32() || elem.isInteger()))
      return rewriter.notifyMatchFailure(op, "f32 or i32 conv with a window");
    SmallVector<int64_t> paddedSizes(spatial);
    for (size_t i = 0; i < k; ++i)
      paddedSizes[i] += pads[i] + pads[k + i];
    if (!pointwise &&
        product(paddedSizes) > std::numeric_limits<int32_t>::max())
      return rewriter.notifyMatchFailure(op, "padded input too large for an "
                                             "i32 gather table");
    Value w = op.getWeight();
    if (!w.getDefiningOp<ConstantOp>())
      return rewriter.notifyMatchFailure(op, "weight is not a constant");
    Location loc = op.getLoc();
    int64_t n = xt.getDimSize(0), c = xt.getDimSize(rank - 1),
            f = wt.getDimSize(0);
    // Gathered rows of a channel count that is not a multiple of 4 (the
    // 3-channel stem) would move element by element on the GPU: the
    // channels are zero-padded to a multiple of 4 (8-byte rows of f16),
    // the input and the weight alike, K growing by as much (resnet50's stem
    // gather took 286 us of 3.3 ms element by element on the H200).
    int64_t cPad = c;
    if (!pointwise && elem.getIntOrFloatBitWidth() == 16 && c % 4 != 0)
      cPad = llvm::alignTo(c, 4);
    int64_t windows = product(window), p = product(outSpatial);
    int64_t kDim = cPad * windows;
    // [F, C, K...] -> [K..., C, F], read as [K, F].
    SmallVector<int64_t> wPerm;
    for (int64_t i = 2; i < rank; ++i)
      wPerm.push_back(i);
    wPerm.push_back(1);
    wPerm.push_back(0);
    Value w2 = transposeConstant(rewriter, loc, w, wPerm);
    if (w2 && cPad != c)
      w2 = padConstantDim(rewriter, loc, w2, rank - 2, cPad);
    if (!w2)
      return rewriter.notifyMatchFailure(op, "weight not transposable");
    w2 = ReshapeOp::create(rewriter, loc,
                           RankedTensorType::get({kDim, f}, elem), w2, Value());
    Value x = op.getInput();
    if (!pointwise) {
      x = padSpatial(rewriter, loc, x, pads, paddedSizes, /*first=*/1,
                     /*lastEnd=*/cPad - c);
      Value flat = ReshapeOp::create(
          rewriter, loc,
          RankedTensorType::get({n, product(paddedSizes), cPad}, elem), x,
          Value());
      // The table as [O..., window] (the output's spatial dims apart): the
      // gather's result [N, O..., window, C] then has more outer dims than a
      // launch grid, so GPU tiles take the whole window (window * C
      // elements a block; with [P, window] they held 3 of 9 channel runs,
      // and a [P * window] table made the reshape below a copy).
      SmallVector<int64_t> table(outSpatial), gathered = {n};
      table.push_back(windows);
      llvm::append_range(gathered, table);
      gathered.push_back(cPad);
      Value indices = ReshapeOp::create(
          rewriter, loc, RankedTensorType::get(table, rewriter.getI32Type()),
          im2colIndices(rewriter, loc, paddedSizes, outSpatial, window,
                        strides, dil, /*positionsFirst=*/true),
          Value());
      x = GatherOp::create(rewriter, loc,
                           RankedTensorType::get(gathered, elem),
                           flat, indices, rewriter.getI64IntegerAttr(1));
    }
    Value x2 = ReshapeOp::create(
        rewriter, loc, RankedTensorType::get({n * p, kDim}, elem), x, Value());
    auto t2 = RankedTensorType::get({n * p, f}, elem);
    Value y2 = MatmulOp::create(rewriter, loc, t2, x2, w2);
    if (Value bias = op.getBias())
      y2 = AddOp::create(rewriter, loc, t2, y2, bias);
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, rt, y2, Value());
    return success();
  }
};

/// `v` of shape `shape` (broadcast against `result`, numpy style) on the
/// matmul's shape: the spatial dims (those of `result` from `first` on)
/// collapsed into one, of size `positions` where `v` has them all and 1
/// where it broadcasts them all. Null when it does neither.
Value collapseSpatial(PatternRewriter &rewriter, Location loc, Value v,
                      RankedTensorType result, int64_t first,
                      int64_t positions) {
  auto t = cast<RankedTensorType>(v.getType());
  int64_t rank = t.getRank(), rrank = result.getRank();
  if (rank == 0)
    return v;
  if (!t.hasStaticShape())
    return Value();
  SmallVector<int64_t> shape;
  // `v` has every spatial dim, or broadcasts every one it has.
  bool all = rrank - rank <= first, none = true;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t rd = rrank - rank + d, size = t.getDimSize(d);
    if (rd < first) {
      shape.push_back(size);
      continue;
    }
    all &= size == result.getDimSize(rd);
    none &= size == 1;
  }
  if (!all && !none)
    return Value();
  shape.push_back(all ? positions : 1);
  if (shape == SmallVector<int64_t>(t.getShape()))
    return v;
  return ReshapeOp::create(
      rewriter, loc, RankedTensorType::get(shape, t.getElementType()), v,
      Value());
}

/// elementwise(reshape(v), ...) → reshape(elementwise(v, ...)) where the
/// reshape only splits v's last dim into the spatial dims (the matmul of a
/// conv, or an epilogue op moved here before) and the other operands are
/// reshaped alike: the op joins the matmul's epilogue.
struct SinkSpatialReshape : OpTraitRewritePattern<GraphElementwise> {
  using OpTraitRewritePattern::OpTraitRewritePattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1)
      return failure();
    auto rt = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!rt || !rt.hasStaticShape())
      return failure();
    ReshapeOp split;
    for (Value v : op->getOperands()) {
      auto r = v.getDefiningOp<ReshapeOp>();
      if (!r || r.getShape() || r.getType().getShape() != rt.getShape())
        continue;
      auto src = cast<RankedTensorType>(r.getInput().getType());
      Operation *def = r.getInput().getDefiningOp();
      if (src.getRank() != 3 || rt.getRank() < 3 || !def ||
          !(isa<MatmulOp>(def) || def->hasTrait<GraphElementwise>()) ||
          src.getShape().take_front(2) != rt.getShape().take_front(2) ||
          src.getDimSize(2) != product(rt.getShape().drop_front(2)))
        continue;
      split = r;
      break;
    }
    if (!split)
      return failure();
    auto src = cast<RankedTensorType>(split.getInput().getType());
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value v : op->getOperands()) {
      if (v == split.getResult()) {
        operands.push_back(split.getInput());
        continue;
      }
      Value c = collapseSpatial(rewriter, loc, v, rt, 2, src.getDimSize(2));
      if (!c)
        return rewriter.notifyMatchFailure(op, "operand not collapsible");
      operands.push_back(c);
    }
    Operation *clone = rewriter.clone(*op);
    clone->setOperands(operands);
    clone->getResult(0).setType(
        RankedTensorType::get(src.getShape(), rt.getElementType()));
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, rt, clone->getResult(0),
                                           Value());
    return success();
  }
};

/// elementwise(reshape(v), ...) -> reshape(elementwise(v, ...)) where the
/// reshape splits the rows of a [M, F] matmul product (a channels-last
/// conv's, or an epilogue op moved here before) into [N, O..., F]; the
/// other operands have that full shape (reshaped to [M, F]) or broadcast
/// over every dim but the channels (a [F] or [1] row): the op joins the
/// matmul's epilogue.
struct SinkRowsReshape : OpTraitRewritePattern<GraphElementwise> {
  using OpTraitRewritePattern::OpTraitRewritePattern;
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getNumResults() != 1)
      return failure();
    auto rt = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!rt || !rt.hasStaticShape() || rt.getRank() < 3)
      return failure();
    int64_t rank = rt.getRank(), f = rt.getDimSize(rank - 1);
    int64_t m = product(rt.getShape().drop_back());
    ReshapeOp split;
    for (Value v : op->getOperands()) {
      auto r = v.getDefiningOp<ReshapeOp>();
      if (!r || r.getShape() || r.getType().getShape() != rt.getShape())
        continue;
      auto src = cast<RankedTensorType>(r.getInput().getType());
      Operation *def = r.getInput().getDefiningOp();
      if (!def || !(isa<MatmulOp>(def) || def->hasTrait<GraphElementwise>()) ||
          src.getShape() != ArrayRef<int64_t>({m, f}))
        continue;
      split = r;
      break;
    }
    if (!split)
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value v : op->getOperands()) {
      auto t = cast<RankedTensorType>(v.getType());
      if (v == split.getResult()) {
        operands.push_back(split.getInput());
        continue;
      }
      if (t.getRank() == 0) {
        operands.push_back(v);
        continue;
      }
      if (!t.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "operand not collapsible");
      SmallVector<int64_t> shape;
      if (t.getShape() == rt.getShape())
        shape = {m, f};
      else if (llvm::all_of(t.getShape().drop_back(),
                            [](int64_t d) { return d == 1; }))
        shape = {t.getShape().back()};
      else
        return rewriter.notifyMatchFailure(op, "operand not collapsible");
      operands.push_back(
          shape == SmallVector<int64_t>(t.getShape())
              ? v
              : ReshapeOp::create(
                    rewriter, loc,
                    RankedTensorType::get(shape, t.getElementType()), v,
                    Value())
                    .getResult());
    }
    Operation *clone = rewriter.clone(*op);
    clone->setOperands(operands);
    clone->getResult(0).setType(
        RankedTensorType::get({m, f}, rt.getElementType()));
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, rt, clone->getResult(0),
                                           Value());
    return success();
  }
};

struct GraphConvToMatmulPass
    : mlc::graph::impl::GraphConvToMatmulPassBase<GraphConvToMatmulPass> {
  using Base::Base;
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ConvToMatmul, SinkSpatialReshape, ConvNHWCToMatmul,
                 SinkRowsReshape>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
