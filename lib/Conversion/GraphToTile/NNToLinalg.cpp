//===- NNToLinalg.cpp - contractions, convolutions, norms to linalg -------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

/// Accumulation type of a contraction: f16/bf16 accumulate in f32.
Type accumulatorType(Type t) {
  if (t.isF16() || t.isBF16())
    return Float32Type::get(t.getContext());
  return t;
}

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
    AffineExpr m = getAffineDimExpr(batch, ctx), n = getAffineDimExpr(batch + 1, ctx),
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

    // Dynamic result dims: batch dims from the operands, m from lhs, n from rhs.
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
        dims.push_back(tensor::DimOp::create(
            rewriter, loc, lhs, lhsType.getRank() - (op.getTransposeA() ? 1 : 2)));
      } else {
        dims.push_back(tensor::DimOp::create(
            rewriter, loc, rhs, rhsType.getRank() - (op.getTransposeB() ? 2 : 1)));
      }
    }
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          accType, dims);
    Value zero = scalarConstant(rewriter, loc, accType, 0.0);
    Value init = linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
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
          Value r = isFloat ? Value(arith::AddFOp::create(
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

} // namespace

void mlc::populateGraphNNToLinalgPatterns(GraphTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<MatmulLowering>(converter, patterns.getContext());
}
