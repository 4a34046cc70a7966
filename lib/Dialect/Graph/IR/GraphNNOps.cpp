//===- GraphNNOps.cpp - contractions, convolutions, norms -----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlc::graph;

//===----------------------------------------------------------------------===//
// MatmulOp
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         ValueRange operands, DictionaryAttr,
                                         OpaqueProperties properties,
                                         RegionRange,
                                         SmallVectorImpl<Type> &inferred) {
  auto lhs = cast<RankedTensorType>(operands[0].getType());
  auto rhs = cast<RankedTensorType>(operands[1].getType());
  if (lhs.getRank() < 2 || rhs.getRank() < 2)
    return emitOptionalError(loc, "matmul operands must have rank >= 2");
  auto *props = properties.as<Properties *>();
  bool ta = props && props->transpose_a, tb = props && props->transpose_b;
  ArrayRef<int64_t> a = lhs.getShape(), b = rhs.getShape();
  int64_t m = a[a.size() - (ta ? 1 : 2)], ka = a[a.size() - (ta ? 2 : 1)];
  int64_t kb = b[b.size() - (tb ? 1 : 2)], n = b[b.size() - (tb ? 2 : 1)];
  if (!ShapedType::isDynamic(ka) && !ShapedType::isDynamic(kb) && ka != kb)
    return emitOptionalError(loc, "matmul contraction sizes differ: ", ka,
                             " vs ", kb);
  FailureOr<SmallVector<int64_t>> batch =
      broadcastShapes({a.drop_back(2), b.drop_back(2)});
  if (failed(batch))
    return emitOptionalError(loc, "matmul batch dimensions do not broadcast");
  SmallVector<int64_t> shape = *batch;
  shape.push_back(m);
  shape.push_back(n);
  // One element type, or quantized integers accumulating in i32.
  Type elem = lhs.getElementType();
  if (isQuantizedInt(elem) && isQuantizedInt(rhs.getElementType()))
    elem = IntegerType::get(lhs.getContext(), 32);
  else if (rhs.getElementType() != elem)
    return emitOptionalError(loc, "'graph.matmul' op expects one element "
                             "type for both operands (or 8/16-bit "
                             "integers), got ", elem, " and ",
                             rhs.getElementType());
  inferred.push_back(RankedTensorType::get(shape, elem));
  return success();
}

//===----------------------------------------------------------------------===//
// Window helpers (conv, conv_transpose, pools)
//===----------------------------------------------------------------------===//

namespace {
bool isDyn(int64_t d) { return ShapedType::isDynamic(d); }

/// Checks an optional per-dimension attribute: `n` entries, each >= `min`;
/// returns them or `n` copies of `dflt`.
FailureOr<SmallVector<int64_t>> checkAttr(std::optional<Location> loc,
                                          StringRef op, StringRef name,
                                          std::optional<ArrayRef<int64_t>> attr,
                                          size_t n, int64_t dflt, int64_t min) {
  if (!attr)
    return SmallVector<int64_t>(n, dflt);
  if (attr->size() != n)
    return emitOptionalError(loc, "'", op, "' op expects ", n, " entries in `",
                             name, "`, got ", attr->size());
  for (int64_t v : *attr)
    if (v < min)
      return emitOptionalError(loc, "'", op, "' op expects `", name,
                               "` entries >= ", min, ", got ", v);
  return SmallVector<int64_t>(attr->begin(), attr->end());
}

/// floor or ceil((in + padding - dilation * (k - 1) - 1) / stride) + 1; a
/// ceil-mode window starting past the end padding is dropped. Dynamic if
/// `in` or `k` is.
int64_t windowOutputSize(int64_t in, int64_t k, int64_t stride,
                         int64_t dilation, int64_t padBegin, int64_t padEnd,
                         bool ceilMode) {
  if (isDyn(in) || isDyn(k))
    return ShapedType::kDynamic;
  int64_t span = in + padBegin + padEnd - dilation * (k - 1) - 1;
  if (span < 0)
    return 0;
  int64_t out = (ceilMode ? llvm::divideCeil(span, stride) : span / stride) + 1;
  if (ceilMode && (out - 1) * stride >= in + padBegin)
    --out;
  return out;
}

/// The channel dim of a window op's [N, C, D...] (or, channels last,
/// [N, D..., C]) operand, and its i-th spatial dim.
int64_t channelDim(RankedTensorType t, bool last) {
  return last ? t.getRank() - 1 : 1;
}
int64_t spatialDim(size_t i, bool last) { return (last ? 1 : 2) + i; }

/// [n, c, spatial...], or [n, spatial..., c] channels last.
SmallVector<int64_t> windowShape(int64_t n, int64_t c,
                                 ArrayRef<int64_t> spatial, bool last) {
  SmallVector<int64_t> shape = {n};
  if (!last)
    shape.push_back(c);
  llvm::append_range(shape, spatial);
  if (last)
    shape.push_back(c);
  return shape;
}

/// Common checks of an N-D window input: rank 3..5.
LogicalResult checkSpatialInput(std::optional<Location> loc, StringRef op,
                                RankedTensorType t) {
  if (t.getRank() < 3 || t.getRank() > 5)
    return emitOptionalError(loc, "'", op,
                             "' op expects an input of rank 3 to 5 ([N, C, "
                             "spatial...]), got ",
                             t);
  return success();
}

LogicalResult checkBias(std::optional<Location> loc, StringRef op, Value bias,
                        int64_t channels) {
  if (!bias)
    return success();
  auto bt = cast<RankedTensorType>(bias.getType());
  if (bt.getRank() != 1 || (!isDyn(bt.getDimSize(0)) && !isDyn(channels) &&
                            bt.getDimSize(0) != channels))
    return emitOptionalError(loc, "'", op, "' op expects a bias of shape [",
                             channels, "], got ", bt);
  return success();
}

LogicalResult outputSizeOk(std::optional<Location> loc, StringRef op,
                           int64_t size) {
  if (!isDyn(size) && size <= 0)
    return emitOptionalError(loc, "'", op,
                             "' op window does not fit: output size ", size);
  return success();
}
} // namespace

//===----------------------------------------------------------------------===//
// ConvOp, ConvTransposeOp
//===----------------------------------------------------------------------===//

LogicalResult ConvOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  StringRef op = "graph.conv";
  auto in = cast<RankedTensorType>(adaptor.getInput().getType());
  auto w = cast<RankedTensorType>(adaptor.getWeight().getType());
  if (failed(checkSpatialInput(loc, op, in)))
    return failure();
  if (w.getRank() != in.getRank())
    return emitOptionalError(loc, "'graph.conv' op expects a weight of rank ",
                             in.getRank(), ", got ", w);
  // One element type, or quantized integers accumulating in i32.
  Type inElem = in.getElementType(), resultElem = inElem;
  if (isQuantizedInt(inElem) && isQuantizedInt(w.getElementType()))
    resultElem = IntegerType::get(in.getContext(), 32);
  else if (w.getElementType() != inElem)
    return emitOptionalError(loc, "'graph.conv' op expects one element type "
                             "for input and weight (or 8/16-bit integers), "
                             "got ", inElem, " and ", w.getElementType());
  if (Value bias = adaptor.getBias()) {
    Type be = cast<ShapedType>(bias.getType()).getElementType();
    if (be != resultElem)
      return emitOptionalError(loc, "'graph.conv' op expects a bias of ",
                               resultElem, ", got ", be);
  }
  size_t k = in.getRank() - 2;
  bool last = adaptor.getChannelsLast();
  int64_t groups = adaptor.getGroups();
  if (groups < 1)
    return emitOptionalError(loc, "'graph.conv' op expects groups >= 1");
  int64_t c = in.getDimSize(channelDim(in, last)), f = w.getDimSize(0),
          cg = w.getDimSize(1);
  if (!isDyn(f) && f % groups != 0)
    return emitOptionalError(loc, "'graph.conv' op groups (", groups,
                             ") does not divide the output channels (", f, ")");
  if (!isDyn(c) && !isDyn(cg) && c != cg * groups)
    return emitOptionalError(loc, "'graph.conv' op input channels (", c,
                             ") do not match weight channels (", cg,
                             ") times groups (", groups, ")");
  if (failed(checkBias(loc, op, adaptor.getBias(), f)))
    return failure();
  auto strides = checkAttr(loc, op, "strides", adaptor.getStrides(), k, 1, 1);
  auto dil = checkAttr(loc, op, "dilations", adaptor.getDilations(), k, 1, 1);
  auto pads = checkAttr(loc, op, "pads", adaptor.getPads(), 2 * k, 0, 0);
  if (failed(strides) || failed(dil) || failed(pads))
    return failure();
  SmallVector<int64_t> spatial;
  for (size_t i = 0; i < k; ++i) {
    int64_t o = windowOutputSize(in.getDimSize(spatialDim(i, last)),
                                 w.getDimSize(i + 2), (*strides)[i], (*dil)[i],
                                 (*pads)[i], (*pads)[i + k], /*ceilMode=*/false);
    if (failed(outputSizeOk(loc, op, o)))
      return failure();
    spatial.push_back(o);
  }
  inferred.push_back(RankedTensorType::get(
      windowShape(in.getDimSize(0), f, spatial, last), resultElem));
  return success();
}

LogicalResult
ConvTransposeOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                  Adaptor adaptor,
                                  SmallVectorImpl<Type> &inferred) {
  StringRef op = "graph.conv_transpose";
  auto in = cast<RankedTensorType>(adaptor.getInput().getType());
  auto w = cast<RankedTensorType>(adaptor.getWeight().getType());
  if (failed(checkSpatialInput(loc, op, in)))
    return failure();
  if (w.getRank() != in.getRank())
    return emitOptionalError(loc,
                             "'graph.conv_transpose' op expects a weight of "
                             "rank ",
                             in.getRank(), ", got ", w);
  size_t k = in.getRank() - 2;
  int64_t groups = adaptor.getGroups();
  if (groups < 1)
    return emitOptionalError(loc,
                             "'graph.conv_transpose' op expects groups >= 1");
  int64_t c = in.getDimSize(1), wc = w.getDimSize(0), fg = w.getDimSize(1);
  if (!isDyn(c) && c % groups != 0)
    return emitOptionalError(loc, "'graph.conv_transpose' op groups (", groups,
                             ") does not divide the input channels (", c, ")");
  if (!isDyn(c) && !isDyn(wc) && c != wc)
    return emitOptionalError(loc, "'graph.conv_transpose' op input channels (",
                             c, ") do not match weight dimension 0 (", wc, ")");
  int64_t f = isDyn(fg) ? ShapedType::kDynamic : fg * groups;
  if (failed(checkBias(loc, op, adaptor.getBias(), f)))
    return failure();
  auto strides = checkAttr(loc, op, "strides", adaptor.getStrides(), k, 1, 1);
  auto dil = checkAttr(loc, op, "dilations", adaptor.getDilations(), k, 1, 1);
  auto pads = checkAttr(loc, op, "pads", adaptor.getPads(), 2 * k, 0, 0);
  auto outPad =
      checkAttr(loc, op, "output_padding", adaptor.getOutputPadding(), k, 0, 0);
  if (failed(strides) || failed(dil) || failed(pads) || failed(outPad))
    return failure();
  SmallVector<int64_t> shape = {in.getDimSize(0), f};
  for (size_t i = 0; i < k; ++i) {
    if ((*outPad)[i] >= std::max((*strides)[i], (*dil)[i]))
      return emitOptionalError(
          loc, "'graph.conv_transpose' op output_padding (", (*outPad)[i],
          ") must be smaller than the stride or the dilation");
    int64_t d = in.getDimSize(i + 2), kk = w.getDimSize(i + 2);
    int64_t o = ShapedType::kDynamic;
    if (!isDyn(d) && !isDyn(kk))
      o = (*strides)[i] * (d - 1) + (*outPad)[i] + (*dil)[i] * (kk - 1) + 1 -
          (*pads)[i] - (*pads)[i + k];
    if (failed(outputSizeOk(loc, op, o)))
      return failure();
    shape.push_back(o);
  }
  inferred.push_back(RankedTensorType::get(shape, in.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// MaxPoolOp, AvgPoolOp
//===----------------------------------------------------------------------===//

static LogicalResult inferPool(std::optional<Location> loc, StringRef op,
                               Value input, ArrayRef<int64_t> kernel,
                               std::optional<ArrayRef<int64_t>> stridesAttr,
                               std::optional<ArrayRef<int64_t>> dilAttr,
                               std::optional<ArrayRef<int64_t>> padsAttr,
                               bool ceilMode, bool last,
                               SmallVectorImpl<Type> &inferred) {
  auto in = cast<RankedTensorType>(input.getType());
  if (failed(checkSpatialInput(loc, op, in)))
    return failure();
  size_t k = in.getRank() - 2;
  auto ks = checkAttr(loc, op, "kernel_shape", kernel, k, 1, 1);
  auto strides = checkAttr(loc, op, "strides", stridesAttr, k, 1, 1);
  auto dil = checkAttr(loc, op, "dilations", dilAttr, k, 1, 1);
  auto pads = checkAttr(loc, op, "pads", padsAttr, 2 * k, 0, 0);
  if (failed(ks) || failed(strides) || failed(dil) || failed(pads))
    return failure();
  SmallVector<int64_t> spatial;
  for (size_t i = 0; i < k; ++i) {
    if ((*pads)[i] >= (*ks)[i] || (*pads)[i + k] >= (*ks)[i])
      return emitOptionalError(loc, "'", op,
                               "' op pads must be smaller than the kernel");
    int64_t o = windowOutputSize(in.getDimSize(spatialDim(i, last)), (*ks)[i],
                                 (*strides)[i], (*dil)[i], (*pads)[i],
                                 (*pads)[i + k], ceilMode);
    if (failed(outputSizeOk(loc, op, o)))
      return failure();
    spatial.push_back(o);
  }
  inferred.push_back(RankedTensorType::get(
      windowShape(in.getDimSize(0), in.getDimSize(channelDim(in, last)),
                  spatial, last),
      in.getElementType()));
  return success();
}

LogicalResult MaxPoolOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferPool(loc, "graph.max_pool", adaptor.getInput(),
                   adaptor.getKernelShape(), adaptor.getStrides(),
                   adaptor.getDilations(), adaptor.getPads(),
                   adaptor.getCeilMode(), adaptor.getChannelsLast(), inferred);
}

LogicalResult AvgPoolOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  return inferPool(loc, "graph.avg_pool", adaptor.getInput(),
                   adaptor.getKernelShape(), adaptor.getStrides(), std::nullopt,
                   adaptor.getPads(), adaptor.getCeilMode(),
                   adaptor.getChannelsLast(), inferred);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

/// Normalized, sorted, unique axes of a reduction over a rank-`rank` input
/// (empty `axes` = all).
static FailureOr<SmallVector<int64_t>>
normalizeAxes(std::optional<Location> loc, StringRef op, ArrayRef<int64_t> axes,
              int64_t rank) {
  llvm::SmallBitVector seen(rank);
  if (axes.empty())
    seen.set();
  for (int64_t a : axes) {
    if (a < -rank || a >= rank)
      return emitOptionalError(loc, "'", op, "' op axis ", a,
                               " is out of range for rank ", rank);
    int64_t n = a < 0 ? a + rank : a;
    if (seen.test(n) && !axes.empty())
      return emitOptionalError(loc, "'", op, "' op axis ", a, " is repeated");
    seen.set(n);
  }
  SmallVector<int64_t> result;
  for (int64_t i = 0; i < rank; ++i)
    if (seen.test(i))
      result.push_back(i);
  return result;
}

static LogicalResult inferReduce(std::optional<Location> loc, StringRef op,
                                 Value input, ArrayRef<int64_t> axes,
                                 bool keepdims, Type elementType,
                                 SmallVectorImpl<Type> &inferred) {
  auto in = cast<RankedTensorType>(input.getType());
  auto norm = normalizeAxes(loc, op, axes, in.getRank());
  if (failed(norm))
    return failure();
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < in.getRank(); ++i) {
    if (!llvm::is_contained(*norm, i))
      shape.push_back(in.getDimSize(i));
    else if (keepdims)
      shape.push_back(1);
  }
  inferred.push_back(RankedTensorType::get(
      shape, elementType ? elementType : in.getElementType()));
  return success();
}

#define GRAPH_REDUCE_INFER(OP, NAME)                                           \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *, std::optional<Location> loc, Adaptor adaptor,             \
      SmallVectorImpl<Type> &inferred) {                                       \
    return inferReduce(loc, NAME, adaptor.getInput(), adaptor.getAxes(),       \
                       adaptor.getKeepdims(), Type(), inferred);               \
  }
GRAPH_REDUCE_INFER(ReduceSumOp, "graph.reduce_sum")
GRAPH_REDUCE_INFER(ReduceMeanOp, "graph.reduce_mean")
GRAPH_REDUCE_INFER(ReduceMaxOp, "graph.reduce_max")
GRAPH_REDUCE_INFER(ReduceMinOp, "graph.reduce_min")
GRAPH_REDUCE_INFER(ReduceProdOp, "graph.reduce_prod")
GRAPH_REDUCE_INFER(ReduceL2Op, "graph.reduce_l2")
#undef GRAPH_REDUCE_INFER

LogicalResult ArgMaxOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  int64_t axis = adaptor.getAxis();
  return inferReduce(loc, "graph.argmax", adaptor.getInput(), axis,
                     adaptor.getKeepdims(), IntegerType::get(ctx, 64),
                     inferred);
}

LogicalResult ArgMinOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  int64_t axis = adaptor.getAxis();
  return inferReduce(loc, "graph.argmin", adaptor.getInput(), axis,
                     adaptor.getKeepdims(), IntegerType::get(ctx, 64),
                     inferred);
}

//===----------------------------------------------------------------------===//
// Softmax and normalizations
//===----------------------------------------------------------------------===//

static LogicalResult verifyAxis(Operation *op, int64_t axis, int64_t rank) {
  if (axis < -rank || axis >= rank)
    return op->emitOpError("axis ")
           << axis << " is out of range for rank " << rank;
  return success();
}

LogicalResult SoftmaxOp::verify() {
  return verifyAxis(*this, static_cast<int64_t>(getAxis()),
                    getType().getRank());
}

LogicalResult LogSoftmaxOp::verify() {
  return verifyAxis(*this, static_cast<int64_t>(getAxis()),
                    getType().getRank());
}

/// A norm's axis and its parameters (null: absent), which broadcast to the
/// normalized shape.
static LogicalResult
verifyNorm(Operation *op, RankedTensorType in, int64_t axis,
           ArrayRef<std::pair<Value, StringRef>> params) {
  int64_t rank = in.getRank();
  if (failed(verifyAxis(op, axis, rank)))
    return failure();
  if (axis < 0)
    axis += rank;
  ArrayRef<int64_t> normalized = in.getShape().drop_front(axis);
  for (auto [v, name] : params) {
    if (!v)
      continue;
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() > static_cast<int64_t>(normalized.size()))
      return op->emitOpError()
             << name << " of type " << t
             << " has a higher rank than the normalized shape ("
             << normalized.size() << ")";
    ArrayRef<int64_t> tail = normalized.take_back(t.getRank());
    for (auto [d, n] : llvm::zip(t.getShape(), tail))
      if (!isDyn(d) && !isDyn(n) && d != 1 && d != n)
        return op->emitOpError()
               << name << " of type " << t
               << " does not broadcast to the normalized shape";
  }
  return success();
}

LogicalResult LayerNormOp::verify() {
  return verifyNorm(*this, getInput().getType(),
                    static_cast<int64_t>(getAxis()),
                    {{getScale(), "scale"}, {getBias(), "bias"}});
}

LogicalResult RmsNormOp::verify() {
  return verifyNorm(*this, getInput().getType(),
                    static_cast<int64_t>(getAxis()), {{getScale(), "scale"}});
}

LogicalResult BatchNormOp::verify() {
  auto in = getInput().getType();
  if (in.getRank() < 2)
    return emitOpError("expects an input of rank >= 2, got ") << in;
  int64_t c = in.getDimSize(1);
  for (Value v : {getScale(), getBias(), getMean(), getVar()}) {
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() != 1 ||
        (!isDyn(c) && !isDyn(t.getDimSize(0)) && t.getDimSize(0) != c))
      return emitOpError("expects parameters of shape [")
             << c << "], got " << t;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AttentionOp
//===----------------------------------------------------------------------===//

LogicalResult AttentionOp::verify() {
  auto q = getQuery().getType(), k = getKey().getType(),
       v = getValue().getType(), out = getOutput().getType();
  for (auto [t, name] : {std::pair{q, "query"}, {k, "key"}, {v, "value"},
                         {out, "result"}})
    if (t.getRank() != 4)
      return emitOpError() << "expects a rank-4 " << name << ", got " << t;
  Type elem = q.getElementType();
  if (k.getElementType() != elem || v.getElementType() != elem ||
      out.getElementType() != elem)
    return emitOpError("expects query, key, value and result of one element "
                       "type");
  int64_t s = seqDim(), h = headDim();
  auto agree = [](int64_t a, int64_t b) {
    return isDyn(a) || isDyn(b) || a == b;
  };
  // [B, H, S, D] (or [B, S, H, D]): batch agrees everywhere, keys and
  // values share a sequence and a head count that divides the queries'
  // (grouped-query attention), queries and keys a depth.
  int64_t hq = q.getDimSize(h), hkv = k.getDimSize(h);
  if (!agree(q.getDimSize(0), k.getDimSize(0)) ||
      !agree(q.getDimSize(0), v.getDimSize(0)) || !agree(hkv, v.getDimSize(h)))
    return emitOpError("expects query, key and value of one batch, and key "
                       "and value of one head count, got ")
           << q << ", " << k << ", " << v;
  if (!agree(hq, hkv) && (hkv == 0 || hq % hkv != 0))
    return emitOpError("expects the key/value head count to equal the "
                       "query head count or, static, to divide it, got ")
           << q << " and " << k;
  if (!agree(k.getDimSize(s), v.getDimSize(s)))
    return emitOpError("expects key and value of one sequence length, got ")
           << k << " and " << v;
  if (!agree(q.getDimSize(3), k.getDimSize(3)))
    return emitOpError("expects query and key of one depth, got ")
           << q << " and " << k;
  SmallVector<int64_t> want(4);
  want[0] = q.getDimSize(0);
  want[resultSeqDim()] = q.getDimSize(s);
  want[resultHeadDim()] = q.getDimSize(h);
  want[3] = v.getDimSize(3);
  for (auto [d, w] : llvm::zip(out.getShape(), want))
    if (!agree(d, w))
      return emitOpError("expects a result of shape [")
             << llvm::make_range(want.begin(), want.end()) << "], got " << out;
  if (Value mask = getMask()) {
    auto m = cast<RankedTensorType>(mask.getType());
    if (!m.getElementType().isInteger(1) && m.getElementType() != elem)
      return emitOpError("expects an i1 mask or one of the scores' element "
                         "type, got ")
             << m;
    // Scores are [B, H, Sq, Sk] whatever the operands' layout.
    SmallVector<int64_t> scores = {q.getDimSize(0), q.getDimSize(h),
                                   q.getDimSize(s), k.getDimSize(s)};
    if (m.getRank() > 4)
      return emitOpError("expects a mask of rank <= 4, got ") << m;
    for (auto [d, n] :
         llvm::zip(m.getShape(), ArrayRef(scores).take_back(m.getRank())))
      if (!isDyn(d) && !isDyn(n) && d != 1 && d != n)
        return emitOpError("mask of type ")
               << m << " does not broadcast to the scores [" 
               << llvm::make_range(scores.begin(), scores.end()) << "]";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// QuantizeOp, DequantizeOp
//===----------------------------------------------------------------------===//

/// The result has the input's shape; the scale and zero point broadcast to
/// it (same rank or lower, each dimension 1 or the input's).
static LogicalResult verifyQuantParams(Operation *op, Value input, Value scale,
                                       Value zp, Value result) {
  auto in = cast<RankedTensorType>(input.getType());
  if (failed(verifyCompatibleShape(in.getShape(),
                                   cast<ShapedType>(result.getType()).getShape())))
    return op->emitOpError("result shape differs from the input's");
  for (Value p : {scale, zp}) {
    auto t = cast<RankedTensorType>(p.getType());
    if (t.getRank() > in.getRank())
      return op->emitOpError("scale and zero point must not outrank the input");
    int64_t off = in.getRank() - t.getRank();
    for (auto [i, d] : llvm::enumerate(t.getShape()))
      if (d != 1 && !ShapedType::isDynamic(d) &&
          !ShapedType::isDynamic(in.getDimSize(off + i)) &&
          d != in.getDimSize(off + i))
        return op->emitOpError("scale and zero point must broadcast to the "
                               "input's shape");
  }
  return success();
}

LogicalResult QuantizeOp::verify() {
  if (getZeroPoint().getType().getElementType() !=
      getOutput().getType().getElementType())
    return emitOpError("result element type must be the zero point's");
  return verifyQuantParams(*this, getInput(), getScale(), getZeroPoint(),
                           getOutput());
}

LogicalResult DequantizeOp::verify() {
  if (getScale().getType().getElementType() !=
      getOutput().getType().getElementType())
    return emitOpError("result element type must be the scale's");
  return verifyQuantParams(*this, getInput(), getScale(), getZeroPoint(),
                           getOutput());
}
