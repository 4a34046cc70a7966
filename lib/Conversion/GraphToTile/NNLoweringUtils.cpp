//===- NNLoweringUtils.cpp - helpers of the NN op lowerings ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "NNLoweringUtils.h"

using namespace mlir;

namespace {
using B = OpBuilder;
using L = Location;
} // namespace

namespace mlc::lowering {

Type accumulatorType(Type t) {
  if (t.isF16() || t.isBF16())
    return Float32Type::get(t.getContext());
  return t;
}

bool isF(Type t) { return isa<FloatType>(t); }

Value idx(B &b, L l, int64_t v) {
  return arith::ConstantIndexOp::create(b, l, v);
}

Value dimOf(B &b, L l, Value v, int64_t i) {
  return tensor::DimOp::create(b, l, v, i);
}

Value emptyTensor(B &b, L l, ArrayRef<int64_t> shape, Type elem,
                  ValueRange dyn) {
  return tensor::EmptyOp::create(b, l, shape, elem, dyn);
}

Value fill(B &b, L l, Value scalar, Value empty) {
  return linalg::FillOp::create(b, l, scalar, empty).getResult(0);
}

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

Value convertFloat(B &b, L l, Value v, Type to) {
  if (v.getType() == to || !isF(to))
    return v;
  return castScalar(b, l, v, v.getType(), to);
}

Value indexToFloat(B &b, L l, Value v, Type t) {
  Value i = arith::IndexCastOp::create(b, l, b.getI64Type(), v);
  return arith::SIToFPOp::create(b, l, t, i);
}

AffineMap reducedMap(MLIRContext *ctx, int64_t rank, ArrayRef<int64_t> axes) {
  SmallVector<AffineExpr> exprs;
  for (int64_t i = 0; i < rank; ++i)
    if (!llvm::is_contained(axes, i))
      exprs.push_back(getAffineDimExpr(i, ctx));
  return AffineMap::get(rank, 0, exprs, ctx);
}

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

} // namespace mlc::lowering
