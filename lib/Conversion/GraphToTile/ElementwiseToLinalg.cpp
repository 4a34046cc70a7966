//===- ElementwiseToLinalg.cpp - elementwise graph ops to linalg ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Every elementwise graph op becomes one all-parallel linalg.generic with
// numpy-broadcasting indexing maps; the op's math is one scalar function.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/GraphToTile/GraphToTile.h"

#include "LoweringUtils.h"

#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using B = OpBuilder;
using L = Location;

bool isF(Type t) { return isa<FloatType>(t); }
bool isU(Type t) { return isUnsignedInt(t); }

Value cst(B &b, L l, Type t, double v) { return scalarConstant(b, l, signless(t), v); }

Value sigmoid(B &b, L l, Value x) {
  Type t = x.getType();
  Value negx = arith::NegFOp::create(b, l, x);
  Value e = math::ExpOp::create(b, l, negx);
  Value den = arith::AddFOp::create(b, l, cst(b, l, t, 1.0), e);
  return arith::DivFOp::create(b, l, cst(b, l, t, 1.0), den);
}

// --- unary --------------------------------------------------------------

Value scalar(NegOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return arith::NegFOp::create(b, l, a[0]);
  return arith::SubIOp::create(b, l, cst(b, l, t, 0), a[0]);
}
Value scalar(AbsOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return math::AbsFOp::create(b, l, a[0]);
  if (isU(t))
    return a[0];
  Value neg = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, a[0],
                                    cst(b, l, t, 0));
  Value negated = arith::SubIOp::create(b, l, cst(b, l, t, 0), a[0]);
  return arith::SelectOp::create(b, l, neg, negated, a[0]);
}
Value scalar(ExpOp, B &b, L l, ValueRange a, Type) { return math::ExpOp::create(b, l, a[0]); }
Value scalar(LogOp, B &b, L l, ValueRange a, Type) { return math::LogOp::create(b, l, a[0]); }
Value scalar(SqrtOp, B &b, L l, ValueRange a, Type) { return math::SqrtOp::create(b, l, a[0]); }
Value scalar(RsqrtOp, B &b, L l, ValueRange a, Type t) {
  return arith::DivFOp::create(b, l, cst(b, l, t, 1.0),
                               math::SqrtOp::create(b, l, a[0]));
}
Value scalar(ReciprocalOp, B &b, L l, ValueRange a, Type t) {
  return arith::DivFOp::create(b, l, cst(b, l, t, 1.0), a[0]);
}
Value scalar(TanhOp, B &b, L l, ValueRange a, Type) { return math::TanhOp::create(b, l, a[0]); }
Value scalar(SigmoidOp, B &b, L l, ValueRange a, Type) { return sigmoid(b, l, a[0]); }
Value scalar(ErfOp, B &b, L l, ValueRange a, Type) { return math::ErfOp::create(b, l, a[0]); }
Value scalar(ReluOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t)) {
    // relu(NaN) = NaN, relu(-0) = 0.
    Value pos = arith::CmpFOp::create(b, l, arith::CmpFPredicate::UGT, a[0],
                                      cst(b, l, t, 0.0));
    return arith::SelectOp::create(b, l, pos, a[0], cst(b, l, t, 0.0));
  }
  if (isU(t))
    return a[0];
  return arith::MaxSIOp::create(b, l, a[0], cst(b, l, t, 0));
}
Value scalar(SiluOp, B &b, L l, ValueRange a, Type) {
  return arith::MulFOp::create(b, l, a[0], sigmoid(b, l, a[0]));
}
Value scalar(FloorOp, B &b, L l, ValueRange a, Type) { return math::FloorOp::create(b, l, a[0]); }
Value scalar(CeilOp, B &b, L l, ValueRange a, Type) { return math::CeilOp::create(b, l, a[0]); }
Value scalar(RoundOp, B &b, L l, ValueRange a, Type) { return math::RoundEvenOp::create(b, l, a[0]); }
Value scalar(SignOp, B &b, L l, ValueRange a, Type t) {
  Value zero = cst(b, l, t, 0), one = cst(b, l, t, 1);
  if (isF(t)) {
    Value gt = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, a[0], zero);
    Value lt = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, a[0], zero);
    // Zero and NaN map to themselves.
    Value r = arith::SelectOp::create(b, l, lt, cst(b, l, t, -1.0), a[0]);
    return arith::SelectOp::create(b, l, gt, one, r);
  }
  Value gt = arith::CmpIOp::create(
      b, l, isU(t) ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt, a[0], zero);
  if (isU(t))
    return arith::SelectOp::create(b, l, gt, one, zero);
  Value lt = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, a[0], zero);
  Value r = arith::SelectOp::create(b, l, lt, cst(b, l, t, -1), zero);
  return arith::SelectOp::create(b, l, gt, one, r);
}
Value scalar(SinOp, B &b, L l, ValueRange a, Type) { return math::SinOp::create(b, l, a[0]); }
Value scalar(CosOp, B &b, L l, ValueRange a, Type) { return math::CosOp::create(b, l, a[0]); }
Value scalar(NotOp, B &b, L l, ValueRange a, Type t) {
  return arith::XOrIOp::create(b, l, a[0], cst(b, l, t, 1));
}
Value scalar(IsNanOp, B &b, L l, ValueRange a, Type) {
  return arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNO, a[0], a[0]);
}
Value scalar(LeakyReluOp op, B &b, L l, ValueRange a, Type t) {
  Value neg = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, a[0],
                                    cst(b, l, t, 0.0));
  Value scaled = arith::MulFOp::create(
      b, l, a[0], cst(b, l, t, op.getAlpha().convertToDouble()));
  return arith::SelectOp::create(b, l, neg, scaled, a[0]);
}
Value scalar(GeluOp op, B &b, L l, ValueRange a, Type t) {
  Value x = a[0];
  Value half = cst(b, l, t, 0.5), one = cst(b, l, t, 1.0);
  Value inner;
  if (op.getApproximate() == GeluApproximate::tanh) {
    Value x3 = arith::MulFOp::create(b, l, x, arith::MulFOp::create(b, l, x, x));
    Value poly = arith::AddFOp::create(
        b, l, x, arith::MulFOp::create(b, l, cst(b, l, t, 0.044715), x3));
    Value arg = arith::MulFOp::create(
        b, l, cst(b, l, t, std::sqrt(2.0 / M_PI)), poly);
    inner = math::TanhOp::create(b, l, arg);
  } else {
    Value arg = arith::MulFOp::create(b, l, x, cst(b, l, t, M_SQRT1_2));
    inner = math::ErfOp::create(b, l, arg);
  }
  Value s = arith::AddFOp::create(b, l, one, inner);
  return arith::MulFOp::create(b, l, arith::MulFOp::create(b, l, half, x), s);
}
Value scalar(ClipOp op, B &b, L l, ValueRange a, Type t) {
  Value v = a[0];
  if (auto mn = op.getMin()) {
    Value c = cst(b, l, t, mn->convertToDouble());
    if (isF(t)) {
      Value lt = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, v, c);
      v = arith::SelectOp::create(b, l, lt, c, v);
    } else {
      v = isU(t) ? Value(arith::MaxUIOp::create(b, l, v, c))
                 : Value(arith::MaxSIOp::create(b, l, v, c));
    }
  }
  if (auto mx = op.getMax()) {
    Value c = cst(b, l, t, mx->convertToDouble());
    if (isF(t)) {
      Value gt = arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, v, c);
      v = arith::SelectOp::create(b, l, gt, c, v);
    } else {
      v = isU(t) ? Value(arith::MinUIOp::create(b, l, v, c))
                 : Value(arith::MinSIOp::create(b, l, v, c));
    }
  }
  return v;
}
Value scalar(CastOp op, B &b, L l, ValueRange a, Type t) {
  return castScalar(b, l, a[0], t, op.getType().getElementType());
}

// --- binary -------------------------------------------------------------

Value scalar(AddOp, B &b, L l, ValueRange a, Type t) {
  return isF(t) ? Value(arith::AddFOp::create(b, l, a[0], a[1]))
                : Value(arith::AddIOp::create(b, l, a[0], a[1]));
}
Value scalar(SubOp, B &b, L l, ValueRange a, Type t) {
  return isF(t) ? Value(arith::SubFOp::create(b, l, a[0], a[1]))
                : Value(arith::SubIOp::create(b, l, a[0], a[1]));
}
Value scalar(MulOp, B &b, L l, ValueRange a, Type t) {
  return isF(t) ? Value(arith::MulFOp::create(b, l, a[0], a[1]))
                : Value(arith::MulIOp::create(b, l, a[0], a[1]));
}
Value scalar(DivOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return arith::DivFOp::create(b, l, a[0], a[1]);
  return isU(t) ? Value(arith::DivUIOp::create(b, l, a[0], a[1]))
                : Value(arith::DivSIOp::create(b, l, a[0], a[1]));
}
Value scalar(PowOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return math::PowFOp::create(b, l, a[0], a[1]);
  return math::IPowIOp::create(b, l, a[0], a[1]);
}
Value scalar(MaxOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return arith::MaximumFOp::create(b, l, a[0], a[1]);
  return isU(t) ? Value(arith::MaxUIOp::create(b, l, a[0], a[1]))
                : Value(arith::MaxSIOp::create(b, l, a[0], a[1]));
}
Value scalar(MinOp, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return arith::MinimumFOp::create(b, l, a[0], a[1]);
  return isU(t) ? Value(arith::MinUIOp::create(b, l, a[0], a[1]))
                : Value(arith::MinSIOp::create(b, l, a[0], a[1]));
}
Value scalar(AndOp, B &b, L l, ValueRange a, Type) { return arith::AndIOp::create(b, l, a[0], a[1]); }
Value scalar(OrOp, B &b, L l, ValueRange a, Type) { return arith::OrIOp::create(b, l, a[0], a[1]); }
Value scalar(XorOp, B &b, L l, ValueRange a, Type) { return arith::XOrIOp::create(b, l, a[0], a[1]); }
/// StableHLO's shifts: amounts of at least the bit width (unsigned) give 0,
/// or the sign for an arithmetic right shift (LLVM's shifts are poison there).
Value scalar(ShiftLeftOp, B &b, L l, ValueRange a, Type t) {
  unsigned w = t.getIntOrFloatBitWidth();
  Value inRange = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, a[1],
                                        cst(b, l, t, w));
  Value r = arith::ShLIOp::create(b, l, a[0], a[1]);
  return arith::SelectOp::create(b, l, inRange, r, cst(b, l, t, 0));
}
Value scalar(ShiftRightOp, B &b, L l, ValueRange a, Type t) {
  unsigned w = t.getIntOrFloatBitWidth();
  if (isU(t)) {
    Value inRange = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult,
                                          a[1], cst(b, l, t, w));
    Value r = arith::ShRUIOp::create(b, l, a[0], a[1]);
    return arith::SelectOp::create(b, l, inRange, r, cst(b, l, t, 0));
  }
  Value amount = arith::MinUIOp::create(b, l, a[1], cst(b, l, t, w - 1));
  return arith::ShRSIOp::create(b, l, a[0], amount);
}
Value scalar(BitcastOp op, B &b, L l, ValueRange a, Type) {
  return arith::BitcastOp::create(b, l, signless(op.getType().getElementType()),
                                  a[0]);
}
Value scalar(ModOp op, B &b, L l, ValueRange a, Type t) {
  if (isF(t))
    return arith::RemFOp::create(b, l, a[0], a[1]);
  if (isU(t))
    return arith::RemUIOp::create(b, l, a[0], a[1]);
  Value r = arith::RemSIOp::create(b, l, a[0], a[1]);
  if (op.getFmod())
    return r;
  // Python semantics: the result takes the divisor's sign.
  Value zero = cst(b, l, t, 0);
  Value rNonZero = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, r, zero);
  Value rNeg = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, r, zero);
  Value dNeg = arith::CmpIOp::create(b, l, arith::CmpIPredicate::slt, a[1], zero);
  Value differ = arith::XOrIOp::create(b, l, rNeg, dNeg);
  Value fix = arith::AndIOp::create(b, l, rNonZero, differ);
  Value adjusted = arith::AddIOp::create(b, l, r, a[1]);
  return arith::SelectOp::create(b, l, fix, adjusted, r);
}
Value scalar(CompareOp op, B &b, L l, ValueRange a, Type t) {
  CmpPredicate p = op.getPredicate();
  if (isF(t)) {
    arith::CmpFPredicate fp;
    switch (p) {
    case CmpPredicate::eq: fp = arith::CmpFPredicate::OEQ; break;
    case CmpPredicate::ne: fp = arith::CmpFPredicate::UNE; break;
    case CmpPredicate::lt: fp = arith::CmpFPredicate::OLT; break;
    case CmpPredicate::le: fp = arith::CmpFPredicate::OLE; break;
    case CmpPredicate::gt: fp = arith::CmpFPredicate::OGT; break;
    case CmpPredicate::ge: fp = arith::CmpFPredicate::OGE; break;
    }
    return arith::CmpFOp::create(b, l, fp, a[0], a[1]);
  }
  bool u = isU(t) || t.isInteger(1);
  arith::CmpIPredicate ip;
  switch (p) {
  case CmpPredicate::eq: ip = arith::CmpIPredicate::eq; break;
  case CmpPredicate::ne: ip = arith::CmpIPredicate::ne; break;
  case CmpPredicate::lt: ip = u ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt; break;
  case CmpPredicate::le: ip = u ? arith::CmpIPredicate::ule : arith::CmpIPredicate::sle; break;
  case CmpPredicate::gt: ip = u ? arith::CmpIPredicate::ugt : arith::CmpIPredicate::sgt; break;
  case CmpPredicate::ge: ip = u ? arith::CmpIPredicate::uge : arith::CmpIPredicate::sge; break;
  }
  return arith::CmpIOp::create(b, l, ip, a[0], a[1]);
}
Value scalar(SelectOp, B &b, L l, ValueRange a, Type) {
  return arith::SelectOp::create(b, l, a[0], a[1], a[2]);
}

/// Lowers any elementwise graph op through its `scalar` function.
template <typename OpTy>
struct ElementwiseLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = signlessTensor(
        cast<RankedTensorType>(op->getResult(0).getType()));
    // The element type whose semantics apply (select: the data operands').
    Type semantic = elementTypeOf(op->getOperand(isa<SelectOp>(op) ? 1 : 0));
    Value result = buildBroadcastGeneric(
        rewriter, op.getLoc(), resultType, adaptor.getOperands(),
        [&](OpBuilder &b, Location loc, ValueRange args) {
          return scalar(op, b, loc, args, semantic);
        },
        op->getName().getStringRef(),
        op->hasAttr(graph::kSameDynamicDimsAttr));
    rewriter.replaceOp(op, result);
    return success();
  }
};

template <typename... OpTys>
void addElementwise(GraphTypeConverter &converter, RewritePatternSet &patterns) {
  (patterns.add<ElementwiseLowering<OpTys>>(converter, patterns.getContext()),
   ...);
}

} // namespace

Value mlc::lowering::buildElementwiseScalar(OpBuilder &b, Operation *op,
                                            ValueRange args) {
  Type semantic = elementTypeOf(op->getOperand(isa<SelectOp>(op) ? 1 : 0));
  L l = op->getLoc();
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<NegOp, AbsOp, ExpOp, LogOp, SqrtOp, RsqrtOp, ReciprocalOp, TanhOp,
            SigmoidOp, ErfOp, ReluOp, SiluOp, FloorOp, CeilOp, RoundOp, SignOp,
            SinOp, CosOp, NotOp, IsNanOp, LeakyReluOp, GeluOp, ClipOp, CastOp,
            AddOp, SubOp, MulOp, DivOp, PowOp, MaxOp, MinOp, AndOp, OrOp,
            XorOp, ModOp, CompareOp, SelectOp, ShiftLeftOp, ShiftRightOp,
            BitcastOp>([&](auto e) { return scalar(e, b, l, args, semantic); })
      .Default([](Operation *) { return Value(); });
}

void mlc::populateGraphElementwiseToLinalgPatterns(
    GraphTypeConverter &converter, RewritePatternSet &patterns) {
  addElementwise<NegOp, AbsOp, ExpOp, LogOp, SqrtOp, RsqrtOp, ReciprocalOp,
                 TanhOp, SigmoidOp, ErfOp, ReluOp, SiluOp, FloorOp, CeilOp,
                 RoundOp, SignOp, SinOp, CosOp, NotOp, IsNanOp, LeakyReluOp,
                 GeluOp, ClipOp, CastOp, AddOp, SubOp, MulOp, DivOp, PowOp,
                 MaxOp, MinOp, AndOp, OrOp, XorOp, ModOp, CompareOp, SelectOp,
                 ShiftLeftOp, ShiftRightOp, BitcastOp>(
      converter, patterns);
}
