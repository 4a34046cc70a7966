//===- NNToLinalg.cpp - contractions, convolutions, norms to linalg -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Contractions, convolutions, pools, reductions and normalizations become
// linalg.generic ops on tensors: a reduction generic (on a linalg.fill-ed
// accumulator) followed, where needed, by an all-parallel generic that
// finishes the value (mean, sqrt, bias, narrowing to f16/bf16) so that the
// kernel's root op has parallel loops to distribute. Windows (conv, pools)
// read an explicitly padded input (tensor.pad) on the CPU; on the GPU they
// read the input itself with the padding as a predicate (a bounds-checked
// tensor.extract: no padded temporary, no extra pass over memory). The window
// extent comes from a tensor.empty operand of the kernel's shape, as in
// linalg's pooling ops.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using B = OpBuilder;
using L = Location;

/// Accumulation type of a contraction: f16/bf16 accumulate in f32.
Type accumulatorType(Type t) {
  if (t.isF16() || t.isBF16())
    return Float32Type::get(t.getContext());
  return t;
}

bool isF(Type t) { return isa<FloatType>(t); }

Value idx(B &b, L l, int64_t v) {
  return arith::ConstantIndexOp::create(b, l, v);
}

/// Dimension `i` of `v` as an index value.
Value dimOf(B &b, L l, Value v, int64_t i) {
  return tensor::DimOp::create(b, l, v, i);
}

/// A tensor.empty of `shape` whose dynamic sizes are `dyn`, in order.
Value emptyTensor(B &b, L l, ArrayRef<int64_t> shape, Type elem,
                  ValueRange dyn) {
  return tensor::EmptyOp::create(b, l, shape, elem, dyn);
}

Value fill(B &b, L l, Value scalar, Value empty) {
  return linalg::FillOp::create(b, l, scalar, empty).getResult(0);
}

/// +-infinity for floats; the smallest / largest value for integers (signed
/// or unsigned by `isUnsigned`).
Value extremeConstant(B &b, L l, Type t, bool largest, bool isUnsigned) {
  if (auto ft = dyn_cast<FloatType>(t))
    return arith::ConstantOp::create(
        b, l,
        b.getFloatAttr(ft, APFloat::getInf(ft.getFloatSemantics(), !largest)));
  unsigned w = t.getIntOrFloatBitWidth();
  APInt v = isUnsigned ? (largest ? APInt::getMaxValue(w) : APInt::getZero(w))
                       : (largest ? APInt::getSignedMaxValue(w)
                                  : APInt::getSignedMinValue(w));
  return arith::ConstantOp::create(b, l, b.getIntegerAttr(t, v));
}

Value add(B &b, L l, Value x, Value y) {
  return isF(x.getType()) ? Value(arith::AddFOp::create(b, l, x, y))
                          : Value(arith::AddIOp::create(b, l, x, y));
}
Value mul(B &b, L l, Value x, Value y) {
  return isF(x.getType()) ? Value(arith::MulFOp::create(b, l, x, y))
                          : Value(arith::MulIOp::create(b, l, x, y));
}
Value maxOf(B &b, L l, Value x, Value y, bool isUnsigned) {
  if (isF(x.getType()))
    return arith::MaximumFOp::create(b, l, x, y);
  return isUnsigned ? Value(arith::MaxUIOp::create(b, l, x, y))
                    : Value(arith::MaxSIOp::create(b, l, x, y));
}
Value minOf(B &b, L l, Value x, Value y, bool isUnsigned) {
  if (isF(x.getType()))
    return arith::MinimumFOp::create(b, l, x, y);
  return isUnsigned ? Value(arith::MinUIOp::create(b, l, x, y))
                    : Value(arith::MinSIOp::create(b, l, x, y));
}

/// Float conversion between (signless) float types; identity otherwise.
Value convertFloat(B &b, L l, Value v, Type to) {
  if (v.getType() == to || !isF(to))
    return v;
  return castScalar(b, l, v, v.getType(), to);
}

/// An index value as a float of type `t`.
Value indexToFloat(B &b, L l, Value v, Type t) {
  Value i = arith::IndexCastOp::create(b, l, b.getI64Type(), v);
  return arith::SIToFPOp::create(b, l, t, i);
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

SmallVector<int64_t> orDefault(std::optional<ArrayRef<int64_t>> a, size_t n,
                               int64_t dflt) {
  if (!a)
    return SmallVector<int64_t>(n, dflt);
  return SmallVector<int64_t>(a->begin(), a->end());
}

/// Map of the loops of a rank-`rank` space to the dims not in `axes`.
AffineMap reducedMap(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> axes) {
  SmallVector<AffineExpr> exprs;
  for (int64_t i = 0; i < rank; ++i)
    if (!llvm::is_contained(axes, i))
      exprs.push_back(getAffineDimExpr(i, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

using ReduceBody =
    function_ref<Value(B &, L, ValueRange /*inputs*/, Value /*acc*/)>;

/// Reduces over `axes` of the loop space of `inputs[0]`; further inputs have
/// the reduced shape. The accumulator (type `accType`, reduced shape) starts
/// at `init`.
Value buildReduce(B &b, L l, ValueRange inputs, ArrayRef<int64_t> axes,
                  Type accType, Value init, ReduceBody body) {
  MLIRContext *ctx = b.getContext();
  Value x = inputs[0];
  auto xt = cast<RankedTensorType>(x.getType());
  int64_t rank = xt.getRank();
  SmallVector<int64_t> shape;
  SmallVector<Value> dyn;
  for (int64_t i = 0; i < rank; ++i) {
    if (llvm::is_contained(axes, i))
      continue;
    shape.push_back(xt.getDimSize(i));
    if (xt.isDynamicDim(i))
      dyn.push_back(dimOf(b, l, x, i));
  }
  Value acc = fill(b, l, init, emptyTensor(b, l, shape, accType, dyn));
  AffineMap red = reducedMap(ctx, rank, axes);
  SmallVector<AffineMap> maps = {AffineMap::getMultiDimIdentityMap(rank, ctx)};
  for (size_t i = 1; i < inputs.size(); ++i)
    maps.push_back(red);
  maps.push_back(red);
  SmallVector<utils::IteratorType> iters(rank, utils::IteratorType::parallel);
  for (int64_t a : axes)
    iters[a] = utils::IteratorType::reduction;
  auto generic = linalg::GenericOp::create(
      b, l, TypeRange{acc.getType()}, inputs, ValueRange{acc}, maps, iters,
      [&](B &nb, L nl, ValueRange args) {
        linalg::YieldOp::create(nb, nl,
                                body(nb, nl, args.drop_back(), args.back()));
      });
  return generic.getResult(0);
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
// Matmul
//===----------------------------------------------------------------------===//

/// C[b.., m, n] = sum_k A[b.., m, k] B[b.., k, n] as one linalg.generic with
/// broadcast batch maps (loops: batch..., m, n, k).
struct MatmulLowering : OpConversionPattern<MatmulOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    auto resultType = signlessTensor(op.getType());
    Type elemType = resultType.getElementType();
    Type accType = accumulatorType(elemType);
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto lhsType = cast<RankedTensorType>(lhs.getType());
    auto rhsType = cast<RankedTensorType>(rhs.getType());
    int64_t rank = resultType.getRank(), batch = rank - 2;
    int64_t numLoops = rank + 1;
    AffineExpr m = getAffineDimExpr(batch, ctx),
               n = getAffineDimExpr(batch + 1, ctx),
               k = getAffineDimExpr(batch + 2, ctx);

    auto operandMap = [&](RankedTensorType t, AffineExpr r, AffineExpr c,
                          bool transposed) {
      SmallVector<AffineExpr> exprs;
      int64_t tb = t.getRank() - 2;
      for (int64_t j = 0; j < tb; ++j) {
        int64_t i = batch - tb + j;
        if (t.getDimSize(j) == 1 && resultType.getDimSize(i) != 1)
          exprs.push_back(getAffineConstantExpr(0, ctx));
        else
          exprs.push_back(getAffineDimExpr(i, ctx));
      }
      exprs.push_back(transposed ? c : r);
      exprs.push_back(transposed ? r : c);
      return AffineMap::get(numLoops, 0, exprs, ctx);
    };
    SmallVector<AffineExpr> outExprs;
    for (int64_t i = 0; i < rank; ++i)
      outExprs.push_back(getAffineDimExpr(i, ctx));
    SmallVector<AffineMap> maps = {
        operandMap(lhsType, m, k, op.getTransposeA()),
        operandMap(rhsType, k, n, op.getTransposeB()),
        AffineMap::get(numLoops, 0, outExprs, ctx)};

    // Dynamic result dims: batch dims from the operands, m from lhs, n from
    // rhs.
    SmallVector<Value> dims;
    for (int64_t i = 0; i < rank; ++i) {
      if (!resultType.isDynamicDim(i))
        continue;
      if (i < batch) {
        Value src = lhs;
        int64_t j = i - (batch - (lhsType.getRank() - 2));
        if (j < 0 || !lhsType.isDynamicDim(j)) {
          src = rhs;
          j = i - (batch - (rhsType.getRank() - 2));
        }
        dims.push_back(tensor::DimOp::create(rewriter, loc, src, j));
      } else if (i == batch) {
        dims.push_back(tensor::DimOp::create(rewriter, loc, lhs,
                                             lhsType.getRank() -
                                                 (op.getTransposeA() ? 1 : 2)));
      } else {
        dims.push_back(tensor::DimOp::create(rewriter, loc, rhs,
                                             rhsType.getRank() -
                                                 (op.getTransposeB() ? 2 : 1)));
      }
    }
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          accType, dims);
    Value zero = scalarConstant(rewriter, loc, accType, 0.0);
    Value init =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::parallel);
    iterators.back() = utils::IteratorType::reduction;
    bool isFloat = isa<FloatType>(elemType);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value a = args[0], c = args[1];
          if (accType != elemType) {
            a = arith::ExtFOp::create(b, l, accType, a);
            c = arith::ExtFOp::create(b, l, accType, c);
          }
          Value r =
              isFloat ? Value(arith::AddFOp::create(
                            b, l, args[2], arith::MulFOp::create(b, l, a, c)))
                      : Value(arith::AddIOp::create(
                            b, l, args[2], arith::MulIOp::create(b, l, a, c)));
          linalg::YieldOp::create(b, l, r);
        });
    Value result = generic.getResult(0);
    if (accType != elemType) {
      result = buildBroadcastGeneric(
          rewriter, loc, resultType, result,
          [&](OpBuilder &b, Location l, ValueRange args) -> Value {
            return arith::TruncFOp::create(b, l, elemType, args[0]);
          });
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

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

struct LayerNormLowering : OpConversionPattern<LayerNormOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(LayerNormOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto type = op.getType();
    int64_t rank = type.getRank();
    int64_t axis = static_cast<int64_t>(op.getAxis());
    if (axis < 0)
      axis += rank;
    Type elem = type.getElementType(), acc = accumulatorType(elem);
    Value x = adaptor.getInput();
    SmallVector<int64_t> axes;
    for (int64_t i = axis; i < rank; ++i)
      axes.push_back(i);
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
      Value xp =
          padSpatial(rewriter, l, lay, x, ArrayRef(pads).take_front(k), high,
                     scalarConstant(rewriter, l, elem, 0.0));
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
    Value conv =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{accInit.getType()}, inputs,
            ValueRange{accInit}, maps, iters,
            [&](B &b, L nl, ValueRange args) {
              Value out = args.back();
              if (!gather) {
                Value p = mul(b, nl, convertFloat(b, nl, args[0], acc),
                              convertFloat(b, nl, args[1], acc));
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
              Value p = mul(b, nl, convertFloat(b, nl, xv, acc),
                            convertFloat(b, nl, args[0], acc));
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

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

/// graph.attention as one kernel's linalg ops over the scores' loop space
/// (b, h, i, j) (i the queries, j the keys):
///   s[b,h,i,j] = mask(scale * sum_d q[.., i, d] k[.., j, d])
///   m = max_j s;  l = sum_j exp(s - m)
///   o[b,h,i,e] = sum_j exp(s - m) v[.., j, e];  out = o / l
/// The probabilities are never written: the product with v recomputes the
/// exponentials. The operands' layout ([B, H, S, D] or seq_first
/// [B, S, H, D]) is only their indexing maps, and the result is written in
/// its layout by the last op (the kernel's root), so a head split or merge
/// costs no copy. Sums run in f32 for f16/bf16.
struct AttentionLowering : OpConversionPattern<AttentionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AttentionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L l = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto resultType = signlessTensor(op.getType());
    Type elem = resultType.getElementType(), acc = accumulatorType(elem);
    Value q = adaptor.getQuery(), k = adaptor.getKey(), v = adaptor.getValue(),
          mask = adaptor.getMask();
    bool seqFirst = op.getSeqFirst();
    int64_t sDim = op.seqDim(), hDim = op.headDim();
    auto d = [&](unsigned i) { return getAffineDimExpr(i, ctx); };
    // An operand's map from loops (b, h, seq, depth, ...): its layout.
    auto layout = [&](unsigned n, AffineExpr b, AffineExpr h, AffineExpr seq,
                      AffineExpr depth) {
      SmallVector<AffineExpr> e = {b, seqFirst ? seq : h, seqFirst ? h : seq,
                                   depth};
      return AffineMap::get(n, 0, e, ctx);
    };
    auto size = [&](Value x, int64_t i) -> std::pair<int64_t, Value> {
      auto t = cast<RankedTensorType>(x.getType());
      return {t.getDimSize(i),
              t.isDynamicDim(i) ? dimOf(rewriter, l, x, i) : Value()};
    };
    auto shapeOf = [&](ArrayRef<std::pair<int64_t, Value>> dims,
                       SmallVectorImpl<Value> &dyn) {
      SmallVector<int64_t> shape;
      for (auto [n, v] : dims) {
        shape.push_back(n);
        if (v)
          dyn.push_back(v);
      }
      return shape;
    };
    std::pair<int64_t, Value> bSz = size(q, 0), hSz = size(q, hDim),
                              iSz = size(q, sDim), jSz = size(k, sDim),
                              eSz = size(v, 3);
    SmallVector<utils::IteratorType> par4(4, utils::IteratorType::parallel);
    SmallVector<utils::IteratorType> red5(5, utils::IteratorType::parallel);
    red5.back() = utils::IteratorType::reduction;
    AffineMap id4 = AffineMap::getMultiDimIdentityMap(4, ctx);
    Value zero = scalarConstant(rewriter, l, acc, 0.0);

    // The scaled, masked scores: loops (b, h, i, j, d).
    SmallVector<Value> sDyn;
    SmallVector<int64_t> sShape = shapeOf({bSz, hSz, iSz, jSz}, sDyn);
    Value sInit = fill(rewriter, l, zero,
                       emptyTensor(rewriter, l, sShape, acc, sDyn));
    Value dots =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{sInit.getType()}, ValueRange{q, k},
            ValueRange{sInit},
            {layout(5, d(0), d(1), d(2), d(4)),
             layout(5, d(0), d(1), d(3), d(4)),
             AffineMap::get(5, 0, {d(0), d(1), d(2), d(3)}, ctx)},
            red5,
            [&](B &b, L nl, ValueRange a) {
              Value x = convertFloat(b, nl, a[0], acc),
                    y = convertFloat(b, nl, a[1], acc);
              linalg::YieldOp::create(
                  b, nl,
                  Value(arith::AddFOp::create(
                      b, nl, a[2], arith::MulFOp::create(b, nl, x, y))));
            })
            .getResult(0);
    Value scale = scalarConstant(rewriter, l, acc, op.getScale().convertToDouble());
    Value fillValue =
        scalarConstant(rewriter, l, acc, op.getMaskValue().convertToDouble());
    SmallVector<Value> maskInputs = {dots};
    SmallVector<AffineMap> maskMaps = {id4};
    if (mask) {
      maskInputs.push_back(mask);
      maskMaps.push_back(broadcastMap(
          ctx, 4, cast<RankedTensorType>(mask.getType()).getShape(), sShape));
    }
    maskMaps.push_back(id4);
    Value scores =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{sInit.getType()}, maskInputs,
            ValueRange{emptyTensor(rewriter, l, sShape, acc, sDyn)}, maskMaps,
            par4,
            [&](B &b, L nl, ValueRange a) {
              Value x = arith::MulFOp::create(b, nl, a[0], scale);
              if (mask && a[1].getType().isInteger(1))
                x = arith::SelectOp::create(b, nl, a[1], fillValue, x);
              else if (mask)
                x = arith::AddFOp::create(b, nl, x,
                                          convertFloat(b, nl, a[1], acc));
              linalg::YieldOp::create(b, nl, x);
            })
            .getResult(0);

    // Row statistics of the softmax along j.
    Value mx = buildReduce(
        rewriter, l, scores, {3}, acc,
        extremeConstant(rewriter, l, acc, /*largest=*/false, false),
        [&](B &b, L nl, ValueRange in, Value a) -> Value {
          return arith::MaximumFOp::create(b, nl, a, in[0]);
        });
    Value sum = buildReduce(
        rewriter, l, ValueRange{scores, mx}, {3}, acc, zero,
        [&](B &b, L nl, ValueRange in, Value a) -> Value {
          Value e = math::ExpOp::create(
              b, nl, arith::SubFOp::create(b, nl, in[0], in[1]));
          return arith::AddFOp::create(b, nl, a, e);
        });

    // Unnormalized output: loops (b, h, i, e, j).
    SmallVector<Value> oDyn;
    SmallVector<int64_t> oShape = shapeOf({bSz, hSz, iSz, eSz}, oDyn);
    Value oInit = fill(rewriter, l, zero,
                       emptyTensor(rewriter, l, oShape, acc, oDyn));
    Value weighted =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{oInit.getType()},
            ValueRange{scores, mx, v}, ValueRange{oInit},
            {AffineMap::get(5, 0, {d(0), d(1), d(2), d(4)}, ctx),
             AffineMap::get(5, 0, {d(0), d(1), d(2)}, ctx),
             layout(5, d(0), d(1), d(4), d(3)),
             AffineMap::get(5, 0, {d(0), d(1), d(2), d(3)}, ctx)},
            red5,
            [&](B &b, L nl, ValueRange a) {
              Value p = math::ExpOp::create(
                  b, nl, arith::SubFOp::create(b, nl, a[0], a[1]));
              Value x = convertFloat(b, nl, a[2], acc);
              linalg::YieldOp::create(
                  b, nl,
                  Value(arith::AddFOp::create(
                      b, nl, a[3], arith::MulFOp::create(b, nl, p, x))));
            })
            .getResult(0);

    // The result in its layout, over the loops (b, h, i, e): a block of
    // the grid then holds queries of one head (whose keys and values it
    // shares), whatever the layout.
    AffineMap outMap = layout(4, d(0), d(1), d(2), d(3));
    SmallVector<Value> rDyn;
    for (int64_t i = 0; i < 4; ++i)
      if (resultType.isDynamicDim(i))
        rDyn.push_back(dimOf(
            rewriter, l, weighted,
            cast<AffineDimExpr>(outMap.getResult(i)).getPosition()));
    Value result =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{resultType}, ValueRange{weighted, sum},
            ValueRange{emptyTensor(rewriter, l, resultType.getShape(), elem,
                                   rDyn)},
            {id4, AffineMap::get(4, 0, {d(0), d(1), d(2)}, ctx), outMap},
            par4,
            [&](B &b, L nl, ValueRange a) {
              Value r = arith::DivFOp::create(b, nl, a[0], a[1]);
              linalg::YieldOp::create(b, nl, convertFloat(b, nl, r, elem));
            })
            .getResult(0);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void mlc::populateGraphNNToLinalgPatterns(GraphTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          bool padByPredicate) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<MatmulLowering, LayerNormLowering, BatchNormLowering,
               ConvTransposeLowering, AttentionLowering>(converter, ctx);
  patterns.add<MaxPoolLowering, AvgPoolLowering, ConvLowering>(
      converter, ctx, padByPredicate);
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
