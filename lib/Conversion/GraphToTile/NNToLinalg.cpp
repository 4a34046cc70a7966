//===- NNToLinalg.cpp - matmul, attention to linalg -----------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Contractions (matmul, attention) become linalg.generic ops on tensors,
// and populateGraphNNToLinalgPatterns gathers the NN lowerings: these,
// the reductions and normalizations (ReductionsToLinalg.cpp) and the
// windows (WindowsToLinalg.cpp).
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
    // Quantized integer operands (ui8 x si8 into i32) extend by their own
    // signedness (graph.cast semantics).
    Type lhsElem = cast<ShapedType>(op.getLhs().getType()).getElementType(),
         rhsElem = cast<ShapedType>(op.getRhs().getType()).getElementType();
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
        ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value a = args[0], c = args[1];
          if (accType != elemType) {
            a = arith::ExtFOp::create(b, l, accType, a);
            c = arith::ExtFOp::create(b, l, accType, c);
          } else if (!isFloat) {
            a = castScalar(b, l, a, lhsElem, accType);
            c = castScalar(b, l, c, rhsElem, accType);
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
// Attention
//===----------------------------------------------------------------------===//

/// graph.attention as one kernel's linalg ops over the scores' loop space
/// (b, h, i, j) (i the queries, j the keys):
///   s[b,h,i,j] = mask(scale * sum_d q[.., i, d] k[.., j, d])
///   m = max_j s;  p = exp(s - m) (over s's buffer);  l = sum_j p
///   o[b,h,i,e] = sum_j p v[.., j, e];  out = o / l
/// Each exponential is taken once (recomputed in the product with v, it was
/// taken once per output column: 64 times, 39% of a ~20M Llama decode step
/// on the CPU). The operands' layout ([B, H, S, D] or seq_first
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
    // Grouped-query attention: query head h reads key/value head h / group.
    int64_t hq = cast<RankedTensorType>(q.getType()).getDimSize(hDim),
            hkv = cast<RankedTensorType>(k.getType()).getDimSize(hDim);
    bool grouped = !ShapedType::isDynamic(hq) && !ShapedType::isDynamic(hkv) &&
                   hq != hkv;
    AffineExpr kvHead = grouped ? d(1).floorDiv(hq / hkv) : d(1);
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
             layout(5, d(0), kvHead, d(3), d(4)),
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
    // The mask broadcasts numpy-style; a dynamic mask dim is stretched when
    // it is 1 at run time (the scores are cast to dynamic there so that the
    // broadcast is decided at run time, and back).
    SmallVector<Value> maskInputs = {dots};
    SmallVector<int64_t> bShape(sShape);
    if (mask) {
      auto m = cast<RankedTensorType>(mask.getType());
      for (int64_t i = 0; i < m.getRank(); ++i)
        if (m.isDynamicDim(i))
          bShape[4 - m.getRank() + i] = ShapedType::kDynamic;
      if (bShape != sShape)
        maskInputs[0] = tensor::CastOp::create(
            rewriter, l, RankedTensorType::get(bShape, acc), dots);
      maskInputs.push_back(mask);
    }
    // Causal: query i sees keys j <= i + Sk - Sq.
    Value causalShift, negInfScore;
    if (op.getCausal()) {
      auto sizeValue = [&](std::pair<int64_t, Value> sz) -> Value {
        return sz.second ? sz.second
                         : Value(arith::ConstantIndexOp::create(rewriter, l,
                                                                sz.first));
      };
      causalShift = arith::SubIOp::create(rewriter, l, sizeValue(jSz),
                                          sizeValue(iSz));
      negInfScore = extremeConstant(rewriter, l, acc, /*largest=*/false, false);
    }
    Value scores = buildBroadcastGeneric(
        rewriter, l, RankedTensorType::get(bShape, acc), maskInputs,
        [&](OpBuilder &b, Location nl, ValueRange a) -> Value {
          Value x = arith::MulFOp::create(b, nl, a[0], scale);
          if (mask && a[1].getType().isInteger(1))
            x = arith::SelectOp::create(b, nl, a[1], fillValue, x);
          else if (mask)
            x = arith::AddFOp::create(b, nl, x, convertFloat(b, nl, a[1], acc));
          if (causalShift) {
            Value i = linalg::IndexOp::create(b, nl, 2),
                  j = linalg::IndexOp::create(b, nl, 3);
            Value seen = arith::CmpIOp::create(
                b, nl, arith::CmpIPredicate::sle, j,
                arith::AddIOp::create(b, nl, i, causalShift));
            x = arith::SelectOp::create(b, nl, seen, x, negInfScore);
          }
          return x;
        },
        "attention mask");
    if (bShape != sShape)
      scores = tensor::CastOp::create(
          rewriter, l, RankedTensorType::get(sShape, acc), scores);

    // Row statistics of the softmax along j.
    Value mx = buildReduce(
        rewriter, l, scores, {3}, acc,
        extremeConstant(rewriter, l, acc, /*largest=*/false, false),
        [&](B &b, L nl, ValueRange in, Value a) -> Value {
          return arith::MaximumFOp::create(b, nl, a, in[0]);
        });
    // A row masked to -inf everywhere subtracts 0 (its exponentials are 0,
    // not NaN) and gets zeros below.
    Value negInf = extremeConstant(rewriter, l, acc, /*largest=*/false, false);
    auto safeMax = [&](B &b, L nl, Value m) -> Value {
      Value isInf =
          arith::CmpFOp::create(b, nl, arith::CmpFPredicate::OEQ, m, negInf);
      return arith::SelectOp::create(b, nl, isInf, zero, m);
    };
    Value probs =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{scores.getType()}, ValueRange{mx},
            ValueRange{scores},
            {AffineMap::get(4, 0, {d(0), d(1), d(2)}, ctx), id4}, par4,
            [&](B &b, L nl, ValueRange a) {
              linalg::YieldOp::create(
                  b, nl,
                  Value(math::ExpOp::create(
                      b, nl,
                      arith::SubFOp::create(b, nl, a[1],
                                            safeMax(b, nl, a[0])))));
            })
            .getResult(0);
    Value sum = buildReduce(
        rewriter, l, ValueRange{probs}, {3}, acc, zero,
        [&](B &b, L nl, ValueRange in, Value a) -> Value {
          return arith::AddFOp::create(b, nl, a, in[0]);
        });

    // Unnormalized output: loops (b, h, i, e, j).
    SmallVector<Value> oDyn;
    SmallVector<int64_t> oShape = shapeOf({bSz, hSz, iSz, eSz}, oDyn);
    Value oInit = fill(rewriter, l, zero,
                       emptyTensor(rewriter, l, oShape, acc, oDyn));
    Value weighted =
        linalg::GenericOp::create(
            rewriter, l, TypeRange{oInit.getType()},
            ValueRange{probs, v}, ValueRange{oInit},
            {AffineMap::get(5, 0, {d(0), d(1), d(2), d(4)}, ctx),
             layout(5, d(0), kvHead, d(4), d(3)),
             AffineMap::get(5, 0, {d(0), d(1), d(2), d(3)}, ctx)},
            red5,
            [&](B &b, L nl, ValueRange a) {
              Value x = convertFloat(b, nl, a[1], acc);
              linalg::YieldOp::create(
                  b, nl,
                  Value(arith::AddFOp::create(
                      b, nl, a[2], arith::MulFOp::create(b, nl, a[0], x))));
            })
            .getResult(0);

    // The result in its layout, over the loops (b, h, i, e): a block of
    // the grid then holds queries of one head (whose keys and values it
    // shares), whatever the layout.
    AffineMap outMap =
        op.resultSeqFirst()
            ? AffineMap::get(4, 0, {d(0), d(2), d(1), d(3)}, ctx)
            : AffineMap::get(4, 0, {d(0), d(1), d(2), d(3)}, ctx);
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
              Value empty = arith::CmpFOp::create(
                  b, nl, arith::CmpFPredicate::OEQ, a[1], zero);
              r = arith::SelectOp::create(b, nl, empty, zero, r);
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
  patterns.add<MatmulLowering, AttentionLowering>(converter, ctx);
  populateGraphWindowsToLinalgPatterns(converter, patterns, padByPredicate);
  populateGraphReductionsToLinalgPatterns(converter, patterns);
}
