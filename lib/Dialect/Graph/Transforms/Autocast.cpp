//===- Autocast.cpp - f32 matmuls and convs in f16 / bf16 -----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlc-compile --precision=fp16|bf16: an f32 model's matmuls and convs (the
// ops tensor cores run) take their operands in the lower precision and
// give an f32 result, as torch.autocast does:
//
//   matmul(a, b) : f32  ->  cast(matmul(cast(a) : f16, cast(b) : f16)) : f32
//
// The products accumulate in f32 (graph.matmul / graph.conv of f16 / bf16
// do); the result is rounded to f16 / bf16 once and widened back.
// Everything else (elementwise ops, reductions, softmax, norms, attention)
// stays f32. Constant weights are converted here, so they lie in memory
// at half the size and need no cast at run time.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/IR/Builders.h"

#include <atomic>
#include <cstring>

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHAUTOCASTPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

bool isF32Tensor(Value v) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  return t && t.getElementType().isF32();
}

/// The f32 constant `c` converted to `low` (round to nearest even), as a
/// constant of the same kind (a dense_resource blob stays one); null if
/// its bytes cannot be read.
Value convertConstant(OpBuilder &b, ConstantOp c, Type low) {
  auto t = cast<RankedTensorType>(c.getType());
  const llvm::fltSemantics &sem = cast<FloatType>(low).getFloatSemantics();
  if (auto splat = dyn_cast<DenseElementsAttr>(c.getValue());
      splat && splat.isSplat()) {
    APFloat v = splat.getSplatValue<APFloat>();
    bool lost;
    v.convert(sem, APFloat::rmNearestTiesToEven, &lost);
    auto attr = DenseElementsAttr::get(t.clone(low), v);
    return ConstantOp::create(b, c.getLoc(), attr.getType(), attr);
  }
  auto bytes = getExpandedConstantBytes(c.getValue());
  if (!bytes)
    return {};
  int64_t n = t.getNumElements();
  SmallVector<char> out(n * 2);
  for (int64_t i = 0; i < n; ++i) {
    float f;
    std::memcpy(&f, bytes->data() + 4 * i, 4);
    APFloat v(f);
    bool lost;
    v.convert(sem, APFloat::rmNearestTiesToEven, &lost);
    uint16_t h = (uint16_t)v.bitcastToAPInt().getZExtValue();
    std::memcpy(out.data() + 2 * i, &h, 2);
  }
  bool dense = isa<DenseElementsAttr>(c.getValue());
  static std::atomic<unsigned> counter{0};
  ElementsAttr attr = getConstantFromBytes(
      t.clone(low), out, dense, "autocast_" + std::to_string(counter++));
  return ConstantOp::create(b, c.getLoc(), attr.getType(), attr);
}

struct GraphAutocastPass
    : mlc::graph::impl::GraphAutocastPassBase<GraphAutocastPass> {
  using Base::Base;
  void runOnOperation() override {
    if (precision == "fp32")
      return;
    MLIRContext *ctx = &getContext();
    Type low;
    if (precision == "fp16")
      low = Float16Type::get(ctx);
    else if (precision == "bf16")
      low = BFloat16Type::get(ctx);
    else {
      getOperation().emitError()
          << "graph-autocast: precision must be fp32, fp16 or bf16, got '"
          << precision << "'";
      return signalPassFailure();
    }
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (!isa<MatmulOp, ConvOp, ConvTransposeOp>(op) ||
          op->getNumResults() != 1 || !isF32Tensor(op->getResult(0)) ||
          !llvm::all_of(op->getOperands(), isF32Tensor))
        return;
      ops.push_back(op);
    });
    OpBuilder b(ctx);
    for (Operation *op : ops) {
      b.setInsertionPoint(op);
      Location loc = op->getLoc();
      for (OpOperand &use : op->getOpOperands()) {
        // Constant weights are converted here: they then lie in memory in
        // the lower precision, with no cast at run time.
        if (auto c = use.get().getDefiningOp<ConstantOp>())
          if (Value v = convertConstant(b, c, low)) {
            use.set(v);
            continue;
          }
        auto t = cast<RankedTensorType>(use.get().getType());
        use.set(CastOp::create(b, loc, t.clone(low), use.get()));
      }
      Value result = op->getResult(0);
      auto t = cast<RankedTensorType>(result.getType());
      result.setType(t.clone(low));
      b.setInsertionPointAfter(op);
      auto wide = CastOp::create(b, loc, t, result);
      result.replaceAllUsesExcept(wide, wide);
      if (printDecisions)
        op->emitRemark() << "runs in " << precision
                         << " (operands and result), accumulating in f32";
    }
  }
};

} // namespace
