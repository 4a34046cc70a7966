//===- StableHLOToGraphQuant.cpp - quantized StableHLO --------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// StableHLO's quantized element types (`!quant.uniform<i8:f32, 0.5:-3>`,
// per tensor or per axis) as the graph's integer tensors. An op on quantized
// tensors means dequantize, the float op, quantize (the specification's
// `dequantize_op_quantize`): dequantizeQuantizedOps rewrites each into that
// form in the StableHLO program first, so that the conversions see only
// float ops between `uniform_dequantize` and `uniform_quantize`. Those two
// become graph.dequantize / graph.quantize on the storage integers, and
// graph-quantized-ops then runs a dequantize - conv / matmul - quantize as
// integer arithmetic, as it does for ONNX's QDQ form.
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace mlc::shlo {
namespace {

namespace g = mlc::graph;
using T = Translator;

quant::QuantizedType quantElement(Type t) {
  auto tt = dyn_cast<RankedTensorType>(t);
  return tt ? dyn_cast<quant::QuantizedType>(tt.getElementType())
            : quant::QuantizedType();
}

/// `t` with its quantized element type replaced by the expressed (float)
/// type.
Type expressed(Type t) {
  auto q = quantElement(t);
  return q ? cast<RankedTensorType>(t).clone(q.getExpressedType()) : t;
}

} // namespace

LogicalResult dequantizeQuantizedOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  WalkResult w = module.walk([&](Operation *op) -> WalkResult {
    if (isa<stablehlo::UniformQuantizeOp, stablehlo::UniformDequantizeOp,
            stablehlo::ConstantOp, func::FuncOp, func::ReturnOp, ModuleOp>(op))
      return WalkResult::advance();
    bool quantized = llvm::any_of(
        llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()),
        [](Type t) { return (bool)quantElement(t); });
    if (!quantized)
      return WalkResult::advance();
    if (op->getNumRegions() != 0 || isa<func::CallOp>(op))
      return op->emitError()
             << "ops with regions or calls on quantized tensors are not "
                "supported";
    ops.push_back(op);
    return WalkResult::advance();
  });
  if (w.wasInterrupted())
    return failure();
  for (Operation *op : ops) {
    OpBuilder b(op);
    for (OpOperand &use : op->getOpOperands())
      if (quantElement(use.get().getType()))
        use.set(stablehlo::UniformDequantizeOp::create(
            b, op->getLoc(), expressed(use.get().getType()), use.get()));
    b.setInsertionPointAfter(op);
    for (OpResult r : op->getResults()) {
      Type qt = r.getType();
      if (!quantElement(qt))
        continue;
      r.setType(expressed(qt));
      auto q = stablehlo::UniformQuantizeOp::create(b, op->getLoc(), qt, r);
      r.replaceAllUsesExcept(q, q);
    }
  }
  return success();
}

namespace {

/// The scale and zero point of `q` as graph constants shaped to broadcast
/// against a tensor of rank `rank` (1-D along the quantized dimension per
/// axis); the zero point in `storage`.
LogicalResult quantParams(T &t, quant::QuantizedType q, int64_t rank,
                          Type storage, Value &scale, Value &zp) {
  Type ft = q.getExpressedType();
  unsigned w = storage.getIntOrFloatBitWidth();
  if (q.getStorageTypeMin() !=
          quant::QuantizedType::getDefaultMinimumForInteger(q.isSigned(), w) ||
      q.getStorageTypeMax() !=
          quant::QuantizedType::getDefaultMaximumForInteger(q.isSigned(), w))
    return t.fail("quantized types with a narrowed storage range are not "
                  "supported");
  if (auto u = dyn_cast<quant::UniformQuantizedType>(q)) {
    scale = t.scalar(u.getScale(), ft);
    zp = t.scalar((double)u.getZeroPoint(), storage);
    return success();
  }
  auto a = dyn_cast<quant::UniformQuantizedPerAxisType>(q);
  if (!a)
    return t.fail("only uniform quantized types (per tensor or per axis) are "
                  "supported");
  int64_t n = a.getScales().size(), d = a.getQuantizedDimension();
  SmallVector<int64_t> shape(rank, 1);
  if (d < 0 || d >= rank)
    return t.fail("the quantized dimension is out of range");
  shape[d] = n;
  SmallVector<APFloat> scales;
  for (double s : a.getScales()) {
    APFloat v(s);
    bool lost;
    v.convert(cast<FloatType>(ft).getFloatSemantics(),
              APFloat::rmNearestTiesToEven, &lost);
    scales.push_back(v);
  }
  SmallVector<APInt> zps;
  for (int64_t z : a.getZeroPoints())
    zps.push_back(APInt(w, (uint64_t)z, /*isSigned=*/true));
  scale = t.constant(DenseElementsAttr::get(T::tensor(shape, ft), scales));
  zp = t.constant(DenseElementsAttr::get(T::tensor(shape, storage), zps));
  return success();
}

LogicalResult uniformQuantizeOp(T &t, Operation *op) {
  auto q = quantElement(t.outType());
  if (!q)
    return t.fail("the result must have a quantized element type");
  Value x = t.in(0);
  int64_t rank = T::type(x).getRank();
  // A requantization: the operand dequantized first.
  if (auto qi = quantElement(op->getOperand(0).getType())) {
    Value s, z;
    if (failed(quantParams(t, qi, rank, T::elem(x), s, z)))
      return failure();
    x = t.build<g::DequantizeOp>(T::type(x).clone(qi.getExpressedType()), x, s,
                                 z);
  }
  Type storage = quantStorageType(q);
  Value s, z;
  if (failed(quantParams(t, q, rank, storage, s, z)))
    return failure();
  x = t.cast(x, q.getExpressedType());
  t.setOut(0, t.build<g::QuantizeOp>(T::type(x).clone(storage), x, s, z));
  return success();
}

LogicalResult uniformDequantizeOp(T &t, Operation *op) {
  auto q = quantElement(op->getOperand(0).getType());
  if (!q)
    return t.fail("the operand must have a quantized element type");
  Value x = t.in(0);
  Value s, z;
  if (failed(quantParams(t, q, T::type(x).getRank(), T::elem(x), s, z)))
    return failure();
  Value y =
      t.build<g::DequantizeOp>(T::type(x).clone(q.getExpressedType()), x, s, z);
  t.setOut(0, t.cast(y, t.outType().getElementType()));
  return success();
}

} // namespace

void registerQuantOps(HandlerMap &m) {
  m["stablehlo.uniform_quantize"] = uniformQuantizeOp;
  m["stablehlo.uniform_dequantize"] = uniformDequantizeOp;
}

} // namespace mlc::shlo
