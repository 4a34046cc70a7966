//===- WindowsToLinalg.cpp - convolutions and pools to linalg -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Windows (conv, conv_transpose, max/avg pool) become linalg.generic ops on
// tensors. They read an explicitly padded input (tensor.pad) on the CPU; on
// the GPU they read the input itself with the padding as a predicate (a
// bounds-checked tensor.extract: no padded temporary, no extra pass over
// memory). The window extent comes from a tensor.empty operand of the
// kernel's shape, as in linalg's pooling ops.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/GraphToTile/GraphToTile.h"

#include "NNLoweringUtils.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using B = OpBuilder;
using L = Location;

SmallVector<int64_t> orDefault(std::optional<ArrayRef<int64_t>> a, size_t n,
                               int64_t dflt) {
  if (!a)
    return SmallVector<int64_t>(n, dflt);
  return SmallVector<int64_t>(a->begin(), a->end());
}

//===----------------------------------------------------------------------===//
// Windows: conv, conv_transpose, pools
//===----------------------------------------------------------------------===//

/// Where a window op (conv, pools) keeps its dims: [N, C, D...] or, with
/// `channels_last`, [N, D..., C]. Logical dim j counts channels first (0 is
/// N, 1 is C, 2 + i spatial dim i); `pos(j)` is its dim in the tensor. The
/// window generics number their output loops by tensor dim, so that the
/// loops run in memory order either way (the innermost parallel loop is the
/// contiguous one, which tiling and the GPU's thread mapping rely on).
struct WindowLayout {
  int64_t rank;
  bool last;
  int64_t pos(int64_t j) const {
    if (!last || j == 0)
      return j;
    return j == 1 ? rank - 1 : j - 1;
  }
  int64_t channel() const { return pos(1); }
  int64_t spatial(int64_t i) const { return pos(2 + i); }
  /// `logical` (channels first) in tensor order.
  template <typename T> SmallVector<T> order(ArrayRef<T> logical) const {
    SmallVector<T> r(logical.begin(), logical.end());
    for (int64_t j = 0; j < rank; ++j)
      r[pos(j)] = logical[j];
    return r;
  }
};

template <typename OpTy> WindowLayout windowLayout(OpTy op) {
  return {op.getType().getRank(), op.getChannelsLast()};
}

/// Pads the spatial dims of `x` with `value`: `low` and `high` per
/// spatial dim. Returns `x` when there is nothing to pad.
Value padSpatial(B &b, L l, const WindowLayout &lay, Value x,
                 ArrayRef<int64_t> low, ArrayRef<OpFoldResult> high,
                 Value value) {
  bool any = llvm::any_of(low, [](int64_t v) { return v != 0; }) ||
             llvm::any_of(high, [](OpFoldResult h) {
               return !isConstantIntValue(h, 0);
             });
  if (!any)
    return x;
  SmallVector<OpFoldResult> lo(2, b.getIndexAttr(0)), hi(2, b.getIndexAttr(0));
  for (int64_t v : low)
    lo.push_back(b.getIndexAttr(v));
  llvm::append_range(hi, high);
  return tensor::PadOp::create(b, l, Type(), x, lay.order<OpFoldResult>(lo),
                               lay.order<OpFoldResult>(hi), value);
}

/// i in [0, size) as an i1.
Value inRange(B &b, L l, Value i, Value size) {
  Value lo =
      arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, i, idx(b, l, 0));
  Value hi = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, i, size);
  return arith::AndIOp::create(b, l, lo, hi);
}

/// Inside a window generic's body: x[n, c, o * s + k * d - pad_begin...]
/// (channels last: x[n, o * s + k * d - pad_begin..., c]) with the padding
/// as a predicate, for loops with the first output spatial loop at `oDim`
/// and the first window loop at `kDim`. Returns the element (read at a
/// clamped index) and whether it is inside the input; `sizes` are x's
/// spatial sizes.
std::pair<Value, Value> readWindowElement(B &b, L l, const WindowLayout &lay,
                                          Value x, Value n, Value c,
                                          int64_t oDim, int64_t kDim,
                                          ArrayRef<int64_t> strides,
                                          ArrayRef<int64_t> dil,
                                          ArrayRef<int64_t> padLow,
                                          ArrayRef<Value> sizes) {
  SmallVector<Value> indices = {n, c};
  Value valid = arith::ConstantIntOp::create(b, l, 1, 1);
  for (size_t i = 0; i < sizes.size(); ++i) {
    Value o = linalg::IndexOp::create(b, l, oDim + i);
    Value kk = linalg::IndexOp::create(b, l, kDim + i);
    Value pos = arith::SubIOp::create(
        b, l,
        arith::AddIOp::create(
            b, l, arith::MulIOp::create(b, l, o, idx(b, l, strides[i])),
            arith::MulIOp::create(b, l, kk, idx(b, l, dil[i]))),
        idx(b, l, padLow[i]));
    Value ok = inRange(b, l, pos, sizes[i]);
    valid = arith::AndIOp::create(b, l, valid, ok);
    indices.push_back(arith::SelectOp::create(b, l, ok, pos, idx(b, l, 0)));
  }
  return {tensor::ExtractOp::create(b, l, x, lay.order<Value>(indices)),
          valid};
}

/// Spatial sizes of a window op's operand.
SmallVector<Value> spatialSizes(B &b, L l, const WindowLayout &lay, Value x) {
  SmallVector<Value> sizes;
  for (int64_t i = 0; i < lay.rank - 2; ++i)
    sizes.push_back(dimOf(b, l, x, lay.spatial(i)));
  return sizes;
}

/// Output size of a window over a dynamic input dim `in` (index value).
Value windowOutputSize(B &b, L l, Value in, int64_t k, int64_t s, int64_t d,
                       int64_t pb, int64_t pe, bool ceilMode) {
  Value span =
      arith::AddIOp::create(b, l, in, idx(b, l, pb + pe - d * (k - 1) - 1));
  Value q = ceilMode
                ? Value(arith::CeilDivSIOp::create(b, l, span, idx(b, l, s)))
                : Value(arith::DivSIOp::create(b, l, span, idx(b, l, s)));
  Value out = arith::AddIOp::create(b, l, q, idx(b, l, 1));
  if (ceilMode) {
    Value start = arith::MulIOp::create(b, l, q, idx(b, l, s));
    Value limit = arith::AddIOp::create(b, l, in, idx(b, l, pb));
    Value past =
        arith::CmpIOp::create(b, l, arith::CmpIPredicate::sge, start, limit);
    out = arith::SelectOp::create(b, l, past, q, out);
  }
  return out;
}

/// Pool geometry per spatial dim: the high padding (end pad plus what a
/// ceil-mode last window reads past it) and the output size (value only
/// when dynamic).
struct PoolGeometry {
  SmallVector<OpFoldResult> high;
  SmallVector<Value> dynOut;
};

PoolGeometry poolGeometry(B &b, L l, const WindowLayout &lay, Value x,
                          RankedTensorType resultType,
                          ArrayRef<int64_t> ks, ArrayRef<int64_t> strides,
                          ArrayRef<int64_t> dil, ArrayRef<int64_t> pads,
                          bool ceilMode) {
  auto xt = cast<RankedTensorType>(x.getType());
  size_t k = ks.size();
  PoolGeometry g;
  for (size_t i = 0; i < k; ++i) {
    int64_t s = strides[i], d = dil[i], pb = pads[i], pe = pads[i + k];
    int64_t reach = d * (ks[i] - 1) + 1, dim = lay.spatial(i);
    if (!xt.isDynamicDim(dim)) {
      int64_t in = xt.getDimSize(dim), out = resultType.getDimSize(dim);
      int64_t extra =
          std::max<int64_t>(0, (out - 1) * s + reach - (in + pb + pe));
      g.high.push_back(b.getIndexAttr(pe + extra));
      continue;
    }
    Value in = dimOf(b, l, x, dim);
    Value out = windowOutputSize(b, l, in, ks[i], s, d, pb, pe, ceilMode);
    g.dynOut.push_back(out);
    // extra = max(0, (out - 1) * s + reach - (in + pb + pe))
    Value lastEnd = arith::AddIOp::create(
        b, l, arith::MulIOp::create(b, l, out, idx(b, l, s)),
        idx(b, l, reach - s));
    Value padded = arith::AddIOp::create(b, l, in, idx(b, l, pb + pe));
    Value extra = arith::MaxSIOp::create(
        b, l, arith::SubIOp::create(b, l, lastEnd, padded), idx(b, l, 0));
    g.high.push_back(
        arith::AddIOp::create(b, l, extra, idx(b, l, pe)).getResult());
  }
  return g;
}

/// Dynamic sizes of a pool result: N, C from `x`, O from `dynOut`.
SmallVector<Value> poolResultDims(B &b, L l, const WindowLayout &lay, Value x,
                                  RankedTensorType rt, ArrayRef<Value> dynOut) {
  SmallVector<Value> dyn;
  size_t next = 0;
  for (int64_t p = 0; p < rt.getRank(); ++p) {
    if (!rt.isDynamicDim(p))
      continue;
    bool spatial = p != 0 && p != lay.channel();
    dyn.push_back(spatial ? dynOut[next++] : dimOf(b, l, x, p));
  }
  return dyn;
}

/// The pool generic: loops (n, c, o..., k...) (channels last: (n, o..., c,
/// k...)) over the padded input and a window operand; `combine(acc, x)`
/// folds a window element in. With a `padValue`, `xp` is the unpadded input,
/// read by predicate (`padLow` the begin pads): elements outside it are
/// `padValue`.
Value buildPoolGeneric(B &b, L l, const WindowLayout &lay, Value xp,
                       ArrayRef<int64_t> ks,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> dil,
                       Value acc,
                       function_ref<Value(B &, L, Value, Value)> combine,
                       ArrayRef<int64_t> padLow = {}, Value padValue = {}) {
  MLIRContext *ctx = b.getContext();
  size_t k = ks.size();
  int64_t rank = lay.rank, loops = rank + k;
  SmallVector<AffineExpr> xExprs = {getAffineDimExpr(0, ctx),
                                    getAffineDimExpr(lay.channel(), ctx)};
  SmallVector<AffineExpr> wExprs, oExprs;
  for (int64_t i = 0; i < rank; ++i)
    oExprs.push_back(getAffineDimExpr(i, ctx));
  for (size_t i = 0; i < k; ++i) {
    AffineExpr o = getAffineDimExpr(lay.spatial(i), ctx),
               kk = getAffineDimExpr(rank + i, ctx);
    xExprs.push_back(o * strides[i] + kk * dil[i]);
    wExprs.push_back(kk);
  }
  xExprs = lay.order<AffineExpr>(xExprs);
  Value window = emptyTensor(b, l, ks, b.getI8Type(), {});
  SmallVector<utils::IteratorType> iters(loops, utils::IteratorType::parallel);
  for (size_t i = 0; i < k; ++i)
    iters[rank + i] = utils::IteratorType::reduction;
  SmallVector<Value> inputs = {xp, window};
  SmallVector<AffineMap> maps = {AffineMap::get(loops, 0, xExprs, ctx),
                                 AffineMap::get(loops, 0, wExprs, ctx),
                                 AffineMap::get(loops, 0, oExprs, ctx)};
  SmallVector<Value> sizes;
  if (padValue) {
    inputs.erase(inputs.begin());
    maps.erase(maps.begin());
    sizes = spatialSizes(b, l, lay, xp);
  }
  auto generic = linalg::GenericOp::create(
      b, l, TypeRange{acc.getType()}, inputs, ValueRange{acc}, maps, iters,
      [&](B &nb, L nl, ValueRange args) {
        Value v = args[0];
        if (padValue) {
          auto [xv, valid] = readWindowElement(
              nb, nl, lay, xp, linalg::IndexOp::create(nb, nl, 0),
              linalg::IndexOp::create(nb, nl, lay.channel()), lay.spatial(0),
              rank, strides, dil, padLow, sizes);
          v = arith::SelectOp::create(nb, nl, valid, xv, padValue);
        }
        linalg::YieldOp::create(nb, nl, combine(nb, nl, args.back(), v));
      });
  return generic.getResult(0);
}

/// A window op's lowering: `byPredicate` reads the input with the padding as
/// a predicate instead of from a padded copy.
template <typename OpTy>
struct WindowLowering : OpConversionPattern<OpTy> {
  WindowLowering(GraphTypeConverter &converter, MLIRContext *ctx,
                 bool byPredicate)
      : OpConversionPattern<OpTy>(converter, ctx), byPredicate(byPredicate) {}
  bool byPredicate;
};

struct MaxPoolLowering : WindowLowering<MaxPoolOp> {
  using WindowLowering::WindowLowering;
  LogicalResult
  matchAndRewrite(MaxPoolOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    Value x = adaptor.getInput();
    auto rt = signlessTensor(op.getType());
    Type elem = op.getType().getElementType(), sl = signless(elem);
    bool uns = isUnsignedInt(elem);
    ArrayRef<int64_t> ks = op.getKernelShape();
    size_t k = ks.size();
    auto strides = orDefault(op.getStrides(), k, 1);
    auto dil = orDefault(op.getDilations(), k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    WindowLayout lay = windowLayout(op);
    PoolGeometry g = poolGeometry(rewriter, l, lay, x, rt, ks, strides, dil,
                                  pads, op.getCeilMode());
    Value lowest = extremeConstant(rewriter, l, sl, /*largest=*/false, uns);
    ArrayRef<int64_t> padLow = ArrayRef(pads).take_front(k);
    Value xp = byPredicate
                   ? x
                   : padSpatial(rewriter, l, lay, x, padLow, g.high, lowest);
    Value acc =
        fill(rewriter, l, lowest,
             emptyTensor(rewriter, l, rt.getShape(), sl,
                         poolResultDims(rewriter, l, lay, x, rt, g.dynOut)));
    Value r = buildPoolGeneric(
        rewriter, l, lay, xp, ks, strides, dil, acc,
        [&](B &b, L nl, Value a, Value v) { return maxOf(b, nl, a, v, uns); },
        padLow, byPredicate ? lowest : Value());
    rewriter.replaceOp(op, r);
    return success();
  }
};

struct AvgPoolLowering : WindowLowering<AvgPoolOp> {
  using WindowLowering::WindowLowering;
  LogicalResult
  matchAndRewrite(AvgPoolOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Value x = adaptor.getInput();
    auto rt = op.getType();
    Type elem = rt.getElementType(), acc = accumulatorType(elem);
    ArrayRef<int64_t> ks = op.getKernelShape();
    size_t k = ks.size();
    int64_t rank = rt.getRank();
    auto strides = orDefault(op.getStrides(), k, 1);
    SmallVector<int64_t> dil(k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    WindowLayout lay = windowLayout(op);
    PoolGeometry g = poolGeometry(rewriter, l, lay, x, rt, ks, strides, dil,
                                  pads, op.getCeilMode());
    Value zero = scalarConstant(rewriter, l, elem, 0.0);
    ArrayRef<int64_t> padLow = ArrayRef(pads).take_front(k);
    Value xp = byPredicate
                   ? x
                   : padSpatial(rewriter, l, lay, x, padLow, g.high, zero);
    SmallVector<Value> dyn =
        poolResultDims(rewriter, l, lay, x, rt, g.dynOut);
    Value sumInit = fill(rewriter, l, scalarConstant(rewriter, l, acc, 0.0),
                         emptyTensor(rewriter, l, rt.getShape(), acc, dyn));
    Value sum = buildPoolGeneric(
        rewriter, l, lay, xp, ks, strides, dil, sumInit,
        [&](B &b, L nl, Value a, Value v) -> Value {
          return arith::AddFOp::create(b, nl, a, convertFloat(b, nl, v, acc));
        },
        padLow, byPredicate ? zero : Value());
    // Divide by the number of window positions inside the input (or inside
    // the padded input with count_include_pad).
    SmallVector<Value> inSizes = spatialSizes(rewriter, l, lay, x);
    bool includePad = op.getCountIncludePad();
    Value init = emptyTensor(rewriter, l, rt.getShape(), elem, dyn);
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{rt}, ValueRange{sum}, ValueRange{init}, {id, id},
        iters, [&](B &b, L nl, ValueRange args) {
          Value count = idx(b, nl, 1);
          for (size_t i = 0; i < k; ++i) {
            Value o = linalg::IndexOp::create(b, nl, lay.spatial(i));
            // start = o * s - pb, end = start + k (in input coordinates).
            Value start = arith::SubIOp::create(
                b, nl, arith::MulIOp::create(b, nl, o, idx(b, nl, strides[i])),
                idx(b, nl, pads[i]));
            Value end = arith::AddIOp::create(b, nl, start, idx(b, nl, ks[i]));
            Value lo = includePad ? start
                                  : Value(arith::MaxSIOp::create(
                                        b, nl, start, idx(b, nl, 0)));
            Value limit = includePad
                              ? Value(arith::AddIOp::create(
                                    b, nl, inSizes[i], idx(b, nl, pads[i + k])))
                              : inSizes[i];
            Value hi = arith::MinSIOp::create(b, nl, end, limit);
            count = arith::MulIOp::create(b, nl, count,
                                          arith::SubIOp::create(b, nl, hi, lo));
          }
          Value avg = arith::DivFOp::create(b, nl, args[0],
                                            indexToFloat(b, nl, count, acc));
          linalg::YieldOp::create(b, nl, convertFloat(b, nl, avg, elem));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// Adds the bias (along dim `channel`) and narrows the [N, F, O...] (or
/// [N, O..., F]) accumulator to the result element type; returns `acc` when
/// there is nothing to do.
Value finishConv(B &b, L l, Value acc, Value bias, Type elem,
                 int64_t channel = 1) {
  MLIRContext *ctx = b.getContext();
  auto at = cast<RankedTensorType>(acc.getType());
  int64_t rank = at.getRank();
  Type accType = at.getElementType();
  if (!bias && accType == elem)
    return acc;
  SmallVector<Value> inputs = {acc};
  AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
  SmallVector<AffineMap> maps = {id};
  if (bias) {
    maps.push_back(
        AffineMap::get(rank, 0, getAffineDimExpr(channel, ctx), ctx));
    inputs.push_back(bias);
  }
  maps.push_back(id);
  Value init = emptyTensor(b, l, at.getShape(), elem, dynamicDims(b, l, acc));
  SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             b, l, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
             iters,
             [&](B &nb, L nl, ValueRange args) {
               Value v = args[0];
               if (bias)
                 v = add(nb, nl, v, convertFloat(nb, nl, args[1], accType));
               linalg::YieldOp::create(nb, nl, convertFloat(nb, nl, v, elem));
             })
      .getResult(0);
}

/// conv: a reduction generic over loops (n, f, o..., c, k...) into an
/// [N, F, O...] accumulator. Without groups (or with one output channel per
/// group, as depthwise) the input is padded and read through an affine map;
/// other grouped convs, and padded convs read by predicate, gather the input
/// with tensor.extract and bounds checks, which keeps the output channel a
/// plain loop.
struct ConvLowering : WindowLowering<ConvOp> {
  using WindowLowering::WindowLowering;
  LogicalResult
  matchAndRewrite(ConvOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto rt = signlessTensor(op.getType());
    Type elem = rt.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput(), w = adaptor.getWeight();
    auto xt = cast<RankedTensorType>(x.getType());
    auto wt = cast<RankedTensorType>(w.getType());
    int64_t k = xt.getRank() - 2;
    int64_t groups = op.getGroups();
    // Output channel f of group g = f / (F/G) reads input channels
    // g * C/G + c. With F == G that is f * C/G + c, an affine map.
    bool perChannel =
        groups > 1 && wt.getDimSize(0) == groups && !wt.isDynamicDim(1);
    auto strides = orDefault(op.getStrides(), k, 1);
    auto dil = orDefault(op.getDilations(), k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    bool gather = (groups > 1 && !perChannel) ||
                  (byPredicate && llvm::any_of(pads, [](int64_t p) {
                     return p != 0;
                   }));
    if (gather && groups > 1 && wt.isDynamicDim(0))
      return rewriter.notifyMatchFailure(op, "grouped conv needs static F");

    // Accumulator [N, F, O...] (channels last [N, O..., F]);
    // O = (D + pb + pe - d * (K - 1) - 1) / s + 1.
    WindowLayout lay = windowLayout(op);
    SmallVector<Value> dyn;
    if (rt.isDynamicDim(0))
      dyn.push_back(dimOf(rewriter, l, x, 0));
    if (rt.isDynamicDim(1) && !lay.last)
      dyn.push_back(dimOf(rewriter, l, w, 0));
    for (int64_t i = 0; i < k; ++i) {
      if (!rt.isDynamicDim(lay.spatial(i)))
        continue;
      Value kk = dimOf(rewriter, l, w, 2 + i);
      Value reach = arith::MulIOp::create(
          rewriter, l,
          arith::SubIOp::create(rewriter, l, kk, idx(rewriter, l, 1)),
          idx(rewriter, l, dil[i]));
      Value span = arith::SubIOp::create(
          rewriter, l,
          arith::AddIOp::create(rewriter, l,
                                dimOf(rewriter, l, x, lay.spatial(i)),
                                idx(rewriter, l, pads[i] + pads[i + k] - 1)),
          reach);
      dyn.push_back(arith::AddIOp::create(
          rewriter, l,
          arith::DivSIOp::create(rewriter, l, span,
                                 idx(rewriter, l, strides[i])),
          idx(rewriter, l, 1)));
    }
    if (rt.isDynamicDim(lay.channel()) && lay.last)
      dyn.push_back(dimOf(rewriter, l, w, 0));
    Value accInit = fill(rewriter, l, scalarConstant(rewriter, l, acc, 0.0),
                         emptyTensor(rewriter, l, rt.getShape(), acc, dyn));

    // Loops: n, f, o..., c, k... (channels last: n, o..., f, c, k...).
    int64_t rank = lay.rank, fD = lay.channel(), oD = lay.spatial(0),
            cD = rank, kD = rank + 1, loops = rank + 1 + k;
    auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    SmallVector<AffineExpr> wE = {d(fD), d(cD)}, oE;
    for (int64_t i = 0; i < rank; ++i)
      oE.push_back(d(i));
    for (int64_t i = 0; i < k; ++i)
      wE.push_back(d(kD + i));
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    if (!gather) {
      SmallVector<OpFoldResult> high;
      for (int64_t i = 0; i < k; ++i)
        high.push_back(rewriter.getIndexAttr(pads[k + i]));
      Value xp = padSpatial(
          rewriter, l, lay, x, ArrayRef(pads).take_front(k), high,
          scalarConstant(rewriter, l, xt.getElementType(), 0.0));
      SmallVector<AffineExpr> xE = {
          d(0), perChannel ? d(fD) * wt.getDimSize(1) + d(cD) : d(cD)};
      for (int64_t i = 0; i < k; ++i)
        xE.push_back(d(oD + i) * strides[i] + d(kD + i) * dil[i]);
      inputs.push_back(xp);
      maps.push_back(
          AffineMap::get(loops, 0, lay.order<AffineExpr>(xE), ctx));
    }
    inputs.push_back(w);
    maps.push_back(AffineMap::get(loops, 0, wE, ctx));
    maps.push_back(AffineMap::get(loops, 0, oE, ctx));
    SmallVector<Value> inSizes;
    Value cg;
    if (gather) {
      inSizes = spatialSizes(rewriter, l, lay, x);
      cg = dimOf(rewriter, l, w, 1);
    }
    int64_t fg = gather && groups > 1 ? wt.getDimSize(0) / groups : 1;
    SmallVector<utils::IteratorType> iters(loops,
                                           utils::IteratorType::parallel);
    for (int64_t i = cD; i < loops; ++i)
      iters[i] = utils::IteratorType::reduction;
    // Operands to the accumulator type with graph.cast semantics (quantized
    // integers narrower than the i32 result extend by their signedness).
    Type xElem = cast<ShapedType>(op.getInput().getType()).getElementType(),
         wElem = cast<ShapedType>(op.getWeight().getType()).getElementType();
    auto widen = [&](B &b, L nl, Value v, Type from) {
      return castScalar(b, nl, v, from, acc);
    };
    Value conv =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{accInit.getType()}, inputs,
            ValueRange{accInit}, maps, iters,
            [&](B &b, L nl, ValueRange args) {
              Value out = args.back();
              if (!gather) {
                Value p = mul(b, nl, widen(b, nl, args[0], xElem),
                              widen(b, nl, args[1], wElem));
                linalg::YieldOp::create(b, nl, add(b, nl, out, p));
                return;
              }
              // x[n, (f / Fg) * Cg + c, o * s + k * d - pb], 0 outside.
              Value c = linalg::IndexOp::create(b, nl, cD);
              if (groups > 1) {
                Value f = linalg::IndexOp::create(b, nl, fD);
                Value g = arith::DivUIOp::create(b, nl, f, idx(b, nl, fg));
                c = arith::AddIOp::create(
                    b, nl, arith::MulIOp::create(b, nl, g, cg), c);
              }
              auto [xv, valid] = readWindowElement(
                  b, nl, lay, x, linalg::IndexOp::create(b, nl, 0), c, oD, kD,
                  strides, dil, ArrayRef(pads).take_front(k), inSizes);
              Value p = mul(b, nl, widen(b, nl, xv, xElem),
                            widen(b, nl, args[0], wElem));
              linalg::YieldOp::create(
                  b, nl,
                  Value(arith::SelectOp::create(b, nl, valid,
                                                add(b, nl, out, p), out)));
            })
            .getResult(0);
    rewriter.replaceOp(op, finishConv(rewriter, l, conv, adaptor.getBias(),
                                      elem, lay.channel()));
    return success();
  }
};

/// conv_transpose as a gather over loops (n, f, o..., c, k...): output o
/// takes x[i] * w[k] for every k with o + pad_begin - k * d = i * s and
/// 0 <= i < D. The input is read with tensor.extract at computed indices;
/// so is the weight with groups (a window operand then gives the c and k
/// ranges).
struct ConvTransposeLowering : OpConversionPattern<ConvTransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConvTransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto rt = signlessTensor(op.getType());
    Type elem = rt.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput(), w = adaptor.getWeight();
    auto xt = cast<RankedTensorType>(x.getType());
    auto wt = cast<RankedTensorType>(w.getType());
    int64_t k = xt.getRank() - 2;
    int64_t groups = op.getGroups();
    bool grouped = groups > 1;
    if (grouped &&
        (xt.isDynamicDim(1) || wt.isDynamicDim(1) ||
         llvm::any_of(wt.getShape().drop_front(2), ShapedType::isDynamic)))
      return rewriter.notifyMatchFailure(
          op, "grouped conv_transpose needs a static weight and C");
    auto strides = orDefault(op.getStrides(), k, 1);
    auto dil = orDefault(op.getDilations(), k, 1);
    auto pads = orDefault(op.getPads(), 2 * k, 0);
    auto outPad = orDefault(op.getOutputPadding(), k, 0);

    SmallVector<Value> inSizes;
    for (int64_t i = 0; i < k; ++i)
      inSizes.push_back(dimOf(rewriter, l, x, 2 + i));
    SmallVector<Value> dyn;
    if (rt.isDynamicDim(0))
      dyn.push_back(dimOf(rewriter, l, x, 0));
    if (rt.isDynamicDim(1))
      dyn.push_back(dimOf(rewriter, l, w, 1));
    for (int64_t i = 0; i < k; ++i) {
      if (!rt.isDynamicDim(2 + i))
        continue;
      // s * (D - 1) + op + d * (K - 1) + 1 - pb - pe
      Value kk = dimOf(rewriter, l, w, 2 + i);
      Value a = arith::MulIOp::create(
          rewriter, l,
          arith::SubIOp::create(rewriter, l, inSizes[i], idx(rewriter, l, 1)),
          idx(rewriter, l, strides[i]));
      Value bb = arith::MulIOp::create(
          rewriter, l,
          arith::SubIOp::create(rewriter, l, kk, idx(rewriter, l, 1)),
          idx(rewriter, l, dil[i]));
      Value sum = arith::AddIOp::create(rewriter, l, a, bb);
      dyn.push_back(arith::AddIOp::create(
          rewriter, l, sum,
          idx(rewriter, l, outPad[i] + 1 - pads[i] - pads[i + k])));
    }
    Value accInit = fill(rewriter, l, scalarConstant(rewriter, l, acc, 0.0),
                         emptyTensor(rewriter, l, rt.getShape(), acc, dyn));

    // Loops: n, f, o..., c, k...
    int64_t fD = 1, oD = 2, cD = 2 + k, kD = 3 + k, loops = 3 + 2 * k;
    auto d = [&](int64_t i) { return getAffineDimExpr(i, ctx); };
    SmallVector<AffineExpr> wE = {d(cD)}, oE = {d(0), d(fD)};
    if (!grouped)
      wE.push_back(d(fD));
    for (int64_t i = 0; i < k; ++i) {
      wE.push_back(d(kD + i));
      oE.push_back(d(oD + i));
    }
    int64_t cg = grouped ? xt.getDimSize(1) / groups : 0;
    int64_t fg = grouped ? wt.getDimSize(1) : 0;
    Value operand = w;
    if (grouped) {
      SmallVector<int64_t> window = {cg};
      llvm::append_range(window, wt.getShape().drop_front(2));
      operand = emptyTensor(rewriter, l, window, rewriter.getI8Type(), {});
    }
    SmallVector<utils::IteratorType> iters(loops,
                                           utils::IteratorType::parallel);
    for (int64_t i = cD; i < loops; ++i)
      iters[i] = utils::IteratorType::reduction;
    Value conv =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{accInit.getType()}, ValueRange{operand},
            ValueRange{accInit},
            {AffineMap::get(loops, 0, wE, ctx),
             AffineMap::get(loops, 0, oE, ctx)},
            iters,
            [&](B &b, L nl, ValueRange args) {
              Value c = linalg::IndexOp::create(b, nl, cD);
              Value wv = args[0];
              SmallVector<Value> xIdx = {linalg::IndexOp::create(b, nl, 0), c};
              SmallVector<Value> wIdx;
              if (grouped) {
                Value f = linalg::IndexOp::create(b, nl, fD);
                Value g = arith::DivUIOp::create(b, nl, f, idx(b, nl, fg));
                xIdx[1] = arith::AddIOp::create(
                    b, nl, arith::MulIOp::create(b, nl, g, idx(b, nl, cg)), c);
                wIdx = {xIdx[1],
                        arith::RemUIOp::create(b, nl, f, idx(b, nl, fg))};
              }
              Value valid = arith::ConstantIntOp::create(b, nl, 1, 1);
              Value zero = idx(b, nl, 0);
              for (int64_t i = 0; i < k; ++i) {
                Value o = linalg::IndexOp::create(b, nl, oD + i);
                Value kk = linalg::IndexOp::create(b, nl, kD + i);
                if (grouped)
                  wIdx.push_back(kk);
                Value num = arith::SubIOp::create(
                    b, nl, arith::AddIOp::create(b, nl, o, idx(b, nl, pads[i])),
                    arith::MulIOp::create(b, nl, kk, idx(b, nl, dil[i])));
                Value s = idx(b, nl, strides[i]);
                Value q = arith::DivSIOp::create(b, nl, num, s);
                Value rem = arith::RemSIOp::create(b, nl, num, s);
                Value ok = arith::AndIOp::create(
                    b, nl,
                    arith::CmpIOp::create(b, nl, arith::CmpIPredicate::sge, num,
                                          zero),
                    arith::CmpIOp::create(b, nl, arith::CmpIPredicate::eq, rem,
                                          zero));
                ok = arith::AndIOp::create(
                    b, nl, ok,
                    arith::CmpIOp::create(b, nl, arith::CmpIPredicate::slt, q,
                                          inSizes[i]));
                valid = arith::AndIOp::create(b, nl, valid, ok);
                xIdx.push_back(arith::SelectOp::create(b, nl, ok, q, zero));
              }
              if (grouped)
                wv = tensor::ExtractOp::create(b, nl, w, wIdx);
              Value xv = tensor::ExtractOp::create(b, nl, x, xIdx);
              Value p = mul(b, nl, convertFloat(b, nl, xv, acc),
                            convertFloat(b, nl, wv, acc));
              Value sum = add(b, nl, args[1], p);
              linalg::YieldOp::create(
                  b, nl,
                  Value(arith::SelectOp::create(b, nl, valid, sum, args[1])));
            })
            .getResult(0);
    rewriter.replaceOp(op,
                       finishConv(rewriter, l, conv, adaptor.getBias(), elem));
    return success();
  }
};

} // namespace

void mlc::populateGraphWindowsToLinalgPatterns(GraphTypeConverter &converter,
                                               RewritePatternSet &patterns,
                                               bool padByPredicate) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ConvTransposeLowering>(converter, ctx);
  patterns.add<MaxPoolLowering, AvgPoolLowering, ConvLowering>(
      converter, ctx, padByPredicate);
}
