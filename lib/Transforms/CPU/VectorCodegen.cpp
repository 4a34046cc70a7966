//===- VectorCodegen.cpp - vector code shared by CPU patterns -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "VectorCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;

namespace mlc::cpu {

/// The mask of the first `lanes` of `width` lanes (a constant: the CPU
/// pipeline lowers no vector.constant_mask).
static Value laneMask(OpBuilder &b, Location loc, int64_t width,
                      int64_t lanes) {
  SmallVector<bool> bits(width, false);
  std::fill_n(bits.begin(), lanes, true);
  auto type = VectorType::get({width}, b.getI1Type());
  return arith::ConstantOp::create(b, loc, type,
                                   DenseElementsAttr::get(type, ArrayRef(bits)));
}

/// Loops from 0 to each of `outer`, and inside them along a row of `n`
/// elements full vectors of `vl` lanes then one narrower (masked) vector:
/// `body` gets the indices of a vector's first element and its lane count.
static void buildRowVectorLoops(
    OpBuilder &b, Location loc, ArrayRef<Value> outer, int64_t n, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  auto cst = [&](OpBuilder &ob, int64_t x) -> Value {
    return arith::ConstantIndexOp::create(ob, loc, x);
  };
  SmallVector<Value> lbs(outer.size(), cst(b, 0)),
      steps(outer.size(), cst(b, 1));
  int64_t full = n / vl * vl;
  scf::buildLoopNest(
      b, loc, lbs, outer, steps, [&](OpBuilder &ob, Location, ValueRange ivs0) {
        SmallVector<Value> ivs(ivs0);
        ivs.push_back(Value());
        if (full > 0)
          scf::ForOp::create(
              ob, loc, cst(ob, 0), cst(ob, full), cst(ob, vl), ValueRange{},
              [&](OpBuilder &jb, Location, Value j, ValueRange) {
                ivs.back() = j;
                body(jb, ivs, vl);
                scf::YieldOp::create(jb, loc);
              });
        if (n > full) {
          ivs.back() = cst(ob, full);
          body(ob, ivs, n - full);
        }
      });
}

bool unitInnerStride(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return !strides.empty() && strides.back() == 1;
}

std::optional<int64_t> strideInDim(AffineExpr e, unsigned d) {
  if (e == getAffineDimExpr(d, e.getContext()))
    return 1;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  if (bin.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (c && c.getValue() > 0 &&
        bin.getLHS() == getAffineDimExpr(d, e.getContext()))
      return c.getValue();
    return std::nullopt;
  }
  if (bin.getKind() != AffineExprKind::Add)
    return std::nullopt;
  if (!bin.getRHS().isFunctionOfDim(d))
    return strideInDim(bin.getLHS(), d);
  if (!bin.getLHS().isFunctionOfDim(d))
    return strideInDim(bin.getRHS(), d);
  return std::nullopt;
}

int64_t registerWidth(int64_t lanes) {
  return static_cast<int64_t>(llvm::PowerOf2Ceil(lanes));
}

Value loadLanes(OpBuilder &b, Location loc, VectorType type, int64_t lanes,
                Value base, ValueRange indices) {
  if (lanes == type.getNumElements())
    return vector::LoadOp::create(b, loc, type, base, indices);
  Value mask = laneMask(b, loc, type.getNumElements(), lanes);
  Value zero = arith::ConstantOp::create(
      b, loc, type, b.getZeroAttr(type));
  return vector::MaskedLoadOp::create(b, loc, type, base, indices, mask, zero);
}

void storeLanes(OpBuilder &b, Location loc, Value value, int64_t lanes,
                Value base, ValueRange indices) {
  auto type = cast<VectorType>(value.getType());
  if (lanes == type.getNumElements()) {
    vector::StoreOp::create(b, loc, value, base, indices);
    return;
  }
  Value mask = laneMask(b, loc, type.getNumElements(), lanes);
  vector::MaskedStoreOp::create(b, loc, base, indices, mask, value);
}

void buildRowVectorLoops(
    OpBuilder &b, Location loc, ArrayRef<int64_t> shape, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  SmallVector<Value> outer;
  for (int64_t size : shape.drop_back())
    outer.push_back(arith::ConstantIndexOp::create(b, loc, size));
  buildRowVectorLoops(b, loc, outer, shape.back(), vl, body);
}

void buildRowVectorLoops(
    OpBuilder &b, Location loc, Value buffer, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  ArrayRef<int64_t> shape = cast<MemRefType>(buffer.getType()).getShape();
  SmallVector<Value> outer;
  for (auto [d, size] : llvm::enumerate(shape.drop_back()))
    outer.push_back(ShapedType::isDynamic(size)
                        ? Value(memref::DimOp::create(b, loc, buffer, d))
                        : Value(arith::ConstantIndexOp::create(b, loc, size)));
  buildRowVectorLoops(b, loc, outer, shape.back(), vl, body);
}

std::pair<Value, Value> copyOperands(Operation *op) {
  if (auto mc = dyn_cast<memref::CopyOp>(op))
    return {mc.getSource(), mc.getTarget()};
  if (auto lc = dyn_cast<linalg::CopyOp>(op);
      lc && lc.hasPureBufferSemantics())
    return {lc.getInputs()[0], lc.getOutputs()[0]};
  return {};
}

} // namespace mlc::cpu

LogicalResult mlc::cpu::collapseContiguousLoops(linalg::GenericOp op,
                                                ReassociationIndices folded,
                                                PatternRewriter &rewriter) {
  if (!linalg::areDimSequencesPreserved(op.getIndexingMapsArray(), {folded}))
    return failure();
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (llvm::none_of(folded,
                      [&](int64_t d) { return map.isFunctionOfDim(d); }))
      continue;
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    ArrayRef<AffineExpr> r = map.getResults();
    if (!type || r.size() < folded.size())
      return failure();
    for (auto [i, d] : llvm::enumerate(folded))
      if (r[r.size() - folded.size() + i] !=
          getAffineDimExpr(d, op.getContext()))
        return failure();
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)))
      return failure();
    int64_t expect = 1;
    for (int64_t i = type.getRank() - 1;
         i >= type.getRank() - (int64_t)folded.size(); --i) {
      if (strides[i] != expect && type.getDimSize(i) != 1)
        return failure();
      expect *= type.getDimSize(i);
    }
  }
  FailureOr<linalg::CollapseResult> collapsed =
      linalg::collapseOpIterationDims(op, {folded}, rewriter);
  if (failed(collapsed))
    return failure();
  rewriter.replaceOp(op, collapsed->results);
  return success();
}
