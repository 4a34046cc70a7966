//===- ReductionsToLinalg.cpp - reductions and norms to linalg ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reductions (sum, mean, max, min, prod, L2; argmax/argmin), softmax and
// the normalizations (layer_norm, batch_norm) become a reduction generic on
// a linalg.fill-ed accumulator followed, where needed, by an all-parallel
// generic that finishes the value (mean, sqrt, narrowing to f16/bf16), so
// that the kernel's root op has parallel loops to distribute.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/GraphToTile/GraphToTile.h"

#include "NNLoweringUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using B = OpBuilder;
using L = Location;

Value minOf(B &b, L l, Value x, Value y, bool isUnsigned) {
  if (isF(x.getType()))
    return arith::MinimumFOp::create(b, l, x, y);
  return isUnsigned ? Value(arith::MinUIOp::create(b, l, x, y))
                    : Value(arith::MinSIOp::create(b, l, x, y));
}

/// Axes in [0, rank), sorted; empty = all.
SmallVector<int64_t> normalizeAxes(ArrayRef<int64_t> axes, int64_t rank) {
  SmallVector<int64_t> out;
  for (int64_t i = 0; i < rank; ++i)
    if (axes.empty() ||
        llvm::any_of(axes, [&](int64_t a) { return a == i || a + rank == i; }))
      out.push_back(i);
  return out;
}

/// An all-parallel generic producing `resultType` from `red`, a tensor of a
/// rank-`inRank` space reduced over `axes`; with `keepdims` the reduced dims
/// come back as size 1.
Value buildFinish(B &b, L l, Value red, ArrayRef<int64_t> axes, int64_t inRank,
                  bool keepdims, RankedTensorType resultType,
                  function_ref<Value(B &, L, Value)> fn) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = resultType.getRank();
  AffineMap inMap = keepdims ? reducedMap(ctx, inRank, axes)
                             : AffineMap::getMultiDimIdentityMap(rank, ctx);
  SmallVector<Value> dyn;
  for (int64_t i = 0, j = 0; i < rank; ++i) {
    bool isReduced = keepdims && llvm::is_contained(axes, i);
    if (resultType.isDynamicDim(i))
      dyn.push_back(dimOf(b, l, red, j));
    if (!isReduced)
      ++j;
  }
  Value init = emptyTensor(b, l, resultType.getShape(),
                           resultType.getElementType(), dyn);
  SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, l, TypeRange{resultType}, ValueRange{red}, ValueRange{init},
      {inMap, AffineMap::getMultiDimIdentityMap(rank, ctx)}, iters,
      [&](B &nb, L nl, ValueRange args) {
        linalg::YieldOp::create(nb, nl, fn(nb, nl, args[0]));
      });
  return generic.getResult(0);
}

/// Number of elements of `x` over `axes` as a float of type `t`.
Value countOf(B &b, L l, Value x, ArrayRef<int64_t> axes, Type t) {
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t stat = 1;
  Value dynProduct;
  for (int64_t a : axes) {
    if (!xt.isDynamicDim(a)) {
      stat *= xt.getDimSize(a);
      continue;
    }
    Value d = dimOf(b, l, x, a);
    dynProduct = dynProduct ? arith::MulIOp::create(b, l, dynProduct, d) : d;
  }
  if (!dynProduct)
    return scalarConstant(b, l, t, static_cast<double>(stat));
  dynProduct = arith::MulIOp::create(b, l, dynProduct, idx(b, l, stat));
  return indexToFloat(b, l, dynProduct, t);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

enum class ReduceKind { Sum, Mean, Max, Min, Prod, L2 };

template <typename OpTy, ReduceKind K>
struct ReduceLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    auto inType = cast<RankedTensorType>(op.getInput().getType());
    Type elem = inType.getElementType(), sl = signless(elem);
    bool uns = isUnsignedInt(elem);
    Type acc = accumulatorType(sl);
    SmallVector<int64_t> axes = normalizeAxes(op.getAxes(), inType.getRank());
    Value x = adaptor.getInput();

    Value init;
    switch (K) {
    case ReduceKind::Sum:
    case ReduceKind::Mean:
    case ReduceKind::L2:
      init = scalarConstant(rewriter, l, acc, 0.0);
      break;
    case ReduceKind::Prod:
      init = scalarConstant(rewriter, l, acc, 1.0);
      break;
    case ReduceKind::Max:
      init = extremeConstant(rewriter, l, acc, /*largest=*/false, uns);
      break;
    case ReduceKind::Min:
      init = extremeConstant(rewriter, l, acc, /*largest=*/true, uns);
      break;
    }
    Value red = buildReduce(rewriter, l, x, axes, acc, init,
                            [&](B &b, L nl, ValueRange in, Value a) -> Value {
                              Value v = convertFloat(b, nl, in[0], acc);
                              switch (K) {
                              case ReduceKind::Sum:
                              case ReduceKind::Mean:
                                return add(b, nl, a, v);
                              case ReduceKind::L2:
                                return add(b, nl, a, mul(b, nl, v, v));
                              case ReduceKind::Prod:
                                return mul(b, nl, a, v);
                              case ReduceKind::Max:
                                return maxOf(b, nl, a, v, uns);
                              case ReduceKind::Min:
                                return minOf(b, nl, a, v, uns);
                              }
                              llvm_unreachable("reduce kind");
                            });
    auto resultType = signlessTensor(op.getType());
    bool keepdims = op.getKeepdims();
    if (!keepdims && acc == sl && K != ReduceKind::Mean &&
        K != ReduceKind::L2) {
      rewriter.replaceOp(op, red);
      return success();
    }
    Value count;
    if (K == ReduceKind::Mean)
      count = countOf(rewriter, l, x, axes, acc);
    Value result =
        buildFinish(rewriter, l, red, axes, inType.getRank(), keepdims,
                    resultType, [&](B &b, L nl, Value v) -> Value {
                      if (K == ReduceKind::Mean)
                        v = arith::DivFOp::create(b, nl, v, count);
                      if (K == ReduceKind::L2)
                        v = math::SqrtOp::create(b, nl, v);
                      return convertFloat(b, nl, v, sl);
                    });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// argmax / argmin along one axis: a reduction generic with two outputs
/// (best value, its index), then a parallel generic giving the i64 result.
template <typename OpTy, bool IsMax>
struct ArgReduceLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto inType = cast<RankedTensorType>(op.getInput().getType());
    int64_t rank = inType.getRank();
    Type elem = inType.getElementType(), sl = signless(elem);
    bool uns = isUnsignedInt(elem);
    int64_t axis = static_cast<int64_t>(op.getAxis());
    if (axis < 0)
      axis += rank;
    bool last = op.getSelectLastIndex();
    Value x = adaptor.getInput();
    Type i64 = rewriter.getI64Type();

    SmallVector<int64_t> shape;
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < rank; ++i) {
      if (i == axis)
        continue;
      shape.push_back(inType.getDimSize(i));
      if (inType.isDynamicDim(i))
        dyn.push_back(dimOf(rewriter, l, x, i));
    }
    Value valInit =
        fill(rewriter, l, extremeConstant(rewriter, l, sl, !IsMax, uns),
             emptyTensor(rewriter, l, shape, sl, dyn));
    Value idxInit = fill(rewriter, l, scalarConstant(rewriter, l, i64, 0),
                         emptyTensor(rewriter, l, shape, i64, dyn));
    AffineMap red = reducedMap(ctx, rank, {axis});
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    iters[axis] = utils::IteratorType::reduction;
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{valInit.getType(), idxInit.getType()},
        ValueRange{x}, ValueRange{valInit, idxInit},
        {AffineMap::getMultiDimIdentityMap(rank, ctx), red, red}, iters,
        [&](B &b, L nl, ValueRange args) {
          Value v = args[0], cur = args[1], curIdx = args[2];
          Value i = arith::IndexCastOp::create(
              b, nl, i64, linalg::IndexOp::create(b, nl, axis));
          // Order-independent choice: better value wins; equal values (or
          // two NaNs) go to the first or last index.
          Value better, equal;
          if (isF(sl)) {
            Value vNan =
                arith::CmpFOp::create(b, nl, arith::CmpFPredicate::UNO, v, v);
            Value cNan = arith::CmpFOp::create(b, nl, arith::CmpFPredicate::UNO,
                                               cur, cur);
            Value cmp = arith::CmpFOp::create(b, nl,
                                              IsMax ? arith::CmpFPredicate::OGT
                                                    : arith::CmpFPredicate::OLT,
                                              v, cur);
            Value notCNan = arith::XOrIOp::create(
                b, nl, cNan, arith::ConstantIntOp::create(b, nl, 1, 1));
            Value notVNan = arith::XOrIOp::create(
                b, nl, vNan, arith::ConstantIntOp::create(b, nl, 1, 1));
            // better = (vNan && !cNan) || (!cNan && v > cur)
            better = arith::AndIOp::create(
                b, nl, notCNan, arith::OrIOp::create(b, nl, vNan, cmp));
            Value eq =
                arith::CmpFOp::create(b, nl, arith::CmpFPredicate::OEQ, v, cur);
            equal = arith::OrIOp::create(
                b, nl, arith::AndIOp::create(b, nl, vNan, cNan),
                arith::AndIOp::create(
                    b, nl, eq, arith::AndIOp::create(b, nl, notVNan, notCNan)));
          } else {
            arith::CmpIPredicate p = IsMax ? (uns ? arith::CmpIPredicate::ugt
                                                  : arith::CmpIPredicate::sgt)
                                           : (uns ? arith::CmpIPredicate::ult
                                                  : arith::CmpIPredicate::slt);
            better = arith::CmpIOp::create(b, nl, p, v, cur);
            equal =
                arith::CmpIOp::create(b, nl, arith::CmpIPredicate::eq, v, cur);
          }
          Value order = arith::CmpIOp::create(b, nl,
                                              last ? arith::CmpIPredicate::sgt
                                                   : arith::CmpIPredicate::slt,
                                              i, curIdx);
          Value take = arith::OrIOp::create(
              b, nl, better, arith::AndIOp::create(b, nl, equal, order));
          linalg::YieldOp::create(
              b, nl,
              ValueRange{arith::SelectOp::create(b, nl, take, v, cur),
                         arith::SelectOp::create(b, nl, take, i, curIdx)});
        });
    Value result = buildFinish(rewriter, l, generic.getResult(1), {axis}, rank,
                               op.getKeepdims(), op.getType(),
                               [](B &, L, Value v) { return v; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Softmax, layer_norm, batch_norm
//===----------------------------------------------------------------------===//

template <typename OpTy, bool IsLog>
struct SoftmaxLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto type = cast<RankedTensorType>(op.getType());
    int64_t rank = type.getRank();
    int64_t axis = static_cast<int64_t>(op.getAxis());
    if (axis < 0)
      axis += rank;
    Type elem = type.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput();
    SmallVector<int64_t> axes = {axis};

    Value mx =
        buildReduce(rewriter, l, x, axes, acc,
                    extremeConstant(rewriter, l, acc, /*largest=*/false, false),
                    [&](B &b, L nl, ValueRange in, Value a) -> Value {
                      return arith::MaximumFOp::create(
                          b, nl, a, convertFloat(b, nl, in[0], acc));
                    });
    Value sum = buildReduce(
        rewriter, l, ValueRange{x, mx}, axes, acc,
        scalarConstant(rewriter, l, acc, 0.0),
        [&](B &b, L nl, ValueRange in, Value a) -> Value {
          Value d = arith::SubFOp::create(
              b, nl, convertFloat(b, nl, in[0], acc), in[1]);
          return arith::AddFOp::create(b, nl, a, math::ExpOp::create(b, nl, d));
        });
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    AffineMap red = reducedMap(ctx, rank, axes);
    Value init = emptyTensor(rewriter, l, type.getShape(), elem,
                             dynamicDims(rewriter, l, x));
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{type}, ValueRange{x, mx, sum}, ValueRange{init},
        {id, red, red, id}, iters, [&](B &b, L nl, ValueRange args) {
          Value d = arith::SubFOp::create(
              b, nl, convertFloat(b, nl, args[0], acc), args[1]);
          Value r;
          if (IsLog)
            r = arith::SubFOp::create(b, nl, d,
                                      math::LogOp::create(b, nl, args[2]));
          else
            r = arith::DivFOp::create(b, nl, math::ExpOp::create(b, nl, d),
                                      args[2]);
          linalg::YieldOp::create(b, nl, convertFloat(b, nl, r, elem));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// A norm's normalized dims: `axis` (negative from the end) to the last.
SmallVector<int64_t> normalizedAxes(int64_t axis, int64_t rank) {
  if (axis < 0)
    axis += rank;
  return llvm::to_vector(llvm::seq<int64_t>(axis, rank));
}

struct LayerNormLowering : OpConversionPattern<LayerNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LayerNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto type = op.getType();
    int64_t rank = type.getRank();
    Type elem = type.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput();
    SmallVector<int64_t> axes = normalizedAxes(op.getAxis(), rank);
    Value n = countOf(rewriter, l, x, axes, acc);
    Value eps =
        scalarConstant(rewriter, l, acc, op.getEpsilon().convertToDouble());

    Value sum = buildReduce(rewriter, l, x, axes, acc,
                            scalarConstant(rewriter, l, acc, 0.0),
                            [&](B &b, L nl, ValueRange in, Value a) -> Value {
                              return arith::AddFOp::create(
                                  b, nl, a, convertFloat(b, nl, in[0], acc));
                            });
    Value sq = buildReduce(rewriter, l, ValueRange{x, sum}, axes, acc,
                           scalarConstant(rewriter, l, acc, 0.0),
                           [&](B &b, L nl, ValueRange in, Value a) -> Value {
                             Value mean =
                                 arith::DivFOp::create(b, nl, in[1], n);
                             Value d = arith::SubFOp::create(
                                 b, nl, convertFloat(b, nl, in[0], acc), mean);
                             return arith::AddFOp::create(
                                 b, nl, a, arith::MulFOp::create(b, nl, d, d));
                           });
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    AffineMap red = reducedMap(ctx, rank, axes);
    SmallVector<Value> inputs = {x, sum, sq, adaptor.getScale()};
    SmallVector<AffineMap> maps = {id, red, red};
    auto paramMap = [&](Value v) {
      return broadcastMap(ctx, rank,
                          cast<RankedTensorType>(v.getType()).getShape(),
                          type.getShape());
    };
    maps.push_back(paramMap(adaptor.getScale()));
    if (Value bias = adaptor.getBias()) {
      inputs.push_back(bias);
      maps.push_back(paramMap(bias));
    }
    maps.push_back(id);
    Value init = emptyTensor(rewriter, l, type.getShape(), elem,
                             dynamicDims(rewriter, l, x));
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{type}, inputs, ValueRange{init}, maps, iters,
        [&](B &b, L nl, ValueRange args) {
          Value mean = arith::DivFOp::create(b, nl, args[1], n);
          Value var = arith::DivFOp::create(b, nl, args[2], n);
          Value d = arith::SubFOp::create(
              b, nl, convertFloat(b, nl, args[0], acc), mean);
          Value sd = math::SqrtOp::create(
              b, nl, arith::AddFOp::create(b, nl, var, eps));
          Value y =
              arith::MulFOp::create(b, nl, arith::DivFOp::create(b, nl, d, sd),
                                    convertFloat(b, nl, args[3], acc));
          if (args.size() == 6)
            y = arith::AddFOp::create(b, nl, y,
                                      convertFloat(b, nl, args[4], acc));
          linalg::YieldOp::create(b, nl, convertFloat(b, nl, y, elem));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// rms_norm: the sum of squares over the normalized dims (f32 for 16-bit
/// types), then per element T(x * (1 / sqrt(sum / n + eps))) * scale.
struct RmsNormLowering : OpConversionPattern<RmsNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(RmsNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto type = op.getType();
    int64_t rank = type.getRank();
    Type elem = type.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput();
    SmallVector<int64_t> axes = normalizedAxes(op.getAxis(), rank);
    Value n = countOf(rewriter, l, x, axes, acc);
    Value eps =
        scalarConstant(rewriter, l, acc, op.getEpsilon().convertToDouble());
    Value sq = buildReduce(rewriter, l, x, axes, acc,
                           scalarConstant(rewriter, l, acc, 0.0),
                           [&](B &b, L nl, ValueRange in, Value a) -> Value {
                             Value v = convertFloat(b, nl, in[0], acc);
                             return arith::AddFOp::create(
                                 b, nl, a, arith::MulFOp::create(b, nl, v, v));
                           });
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    Value scale = adaptor.getScale();
    SmallVector<Value> inputs = {x, sq, scale};
    SmallVector<AffineMap> maps = {
        id, reducedMap(ctx, rank, axes),
        broadcastMap(ctx, rank,
                     cast<RankedTensorType>(scale.getType()).getShape(),
                     type.getShape()),
        id};
    Value init = emptyTensor(rewriter, l, type.getShape(), elem,
                             dynamicDims(rewriter, l, x));
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{type}, inputs, ValueRange{init}, maps, iters,
        [&](B &b, L nl, ValueRange args) {
          Value ms = arith::DivFOp::create(b, nl, args[1], n);
          Value inv = arith::DivFOp::create(
              b, nl, scalarConstant(b, nl, acc, 1.0),
              math::SqrtOp::create(b, nl,
                                   arith::AddFOp::create(b, nl, ms, eps)));
          Value normed = convertFloat(
              b, nl,
              arith::MulFOp::create(b, nl, convertFloat(b, nl, args[0], acc),
                                    inv),
              elem);
          linalg::YieldOp::create(
              b, nl, arith::MulFOp::create(b, nl, normed, args[2]).getResult());
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

struct BatchNormLowering : OpConversionPattern<BatchNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BatchNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto type = op.getType();
    int64_t rank = type.getRank();
    Type elem = type.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput();
    Value eps =
        scalarConstant(rewriter, l, acc, op.getEpsilon().convertToDouble());
    AffineMap id = AffineMap::getMultiDimIdentityMap(rank, ctx);
    AffineMap ch = AffineMap::get(rank, 0, getAffineDimExpr(1, ctx), ctx);
    Value init = emptyTensor(rewriter, l, type.getShape(), elem,
                             dynamicDims(rewriter, l, x));
    SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, l, TypeRange{type},
        ValueRange{x, adaptor.getScale(), adaptor.getBias(), adaptor.getMean(),
                   adaptor.getVar()},
        ValueRange{init}, {id, ch, ch, ch, ch, id}, iters,
        [&](B &b, L nl, ValueRange args) {
          SmallVector<Value> v;
          for (Value a : args.take_front(5))
            v.push_back(convertFloat(b, nl, a, acc));
          Value sd = math::SqrtOp::create(
              b, nl, arith::AddFOp::create(b, nl, v[4], eps));
          Value d = arith::SubFOp::create(b, nl, v[0], v[3]);
          Value y = arith::AddFOp::create(
              b, nl,
              arith::MulFOp::create(b, nl, arith::DivFOp::create(b, nl, d, sd),
                                    v[1]),
              v[2]);
          linalg::YieldOp::create(b, nl, convertFloat(b, nl, y, elem));
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

} // namespace

void mlc::populateGraphReductionsToLinalgPatterns(
    GraphTypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<LayerNormLowering, RmsNormLowering, BatchNormLowering>(converter,
                                                                 ctx);
  patterns.add<
      ReduceLowering<ReduceSumOp, ReduceKind::Sum>,
      ReduceLowering<ReduceMeanOp, ReduceKind::Mean>,
      ReduceLowering<ReduceMaxOp, ReduceKind::Max>,
      ReduceLowering<ReduceMinOp, ReduceKind::Min>,
      ReduceLowering<ReduceProdOp, ReduceKind::Prod>,
      ReduceLowering<ReduceL2Op, ReduceKind::L2>,
      ArgReduceLowering<ArgMaxOp, true>, ArgReduceLowering<ArgMinOp, false>,
      SoftmaxLowering<SoftmaxOp, false>, SoftmaxLowering<LogSoftmaxOp, true>>(
      converter, ctx);
}
