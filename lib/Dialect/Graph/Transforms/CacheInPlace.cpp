//===- CacheInPlace.cpp - KV caches appended to in place ------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// graph-cache-in-place (mlc-compile --cache-in-place): a decoder step reads
// its KV cache `past` [B, H, L, D] and returns `present = concat(past, new)`
// along L, a copy of the whole cache every step. Here such an input becomes
// a buffer the caller gave room for, laid out [B, L, H, D] (batch 1: the
// cache's rows one contiguous prefix), and `present` is that buffer with the
// new rows written after the old ones (graph.append_in_place): the step
// copies the new rows only. The model reads the cache through transposes
// back to its layout, which graph-simplify then lets the attention read in
// place (seq_first).
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHCACHEINPLACEPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// The concat that appends rows to `arg` and whose result the function
/// returns once (its result index in `resultIndex`), or null.
ConcatOp appendingConcat(BlockArgument arg, func::ReturnOp ret,
                         unsigned &resultIndex) {
  ConcatOp concat;
  for (Operation *user : arg.getUsers()) {
    auto c = dyn_cast<ConcatOp>(user);
    if (!c)
      continue;
    if (concat)
      return {};
    concat = c;
  }
  if (!concat || concat.getInputs().size() != 2 ||
      concat.getInputs()[0] != arg || concat.getInputs()[1] == arg)
    return {};
  int64_t found = -1;
  for (OpOperand &use : concat.getResult().getUses())
    if (use.getOwner() == ret) {
      if (found >= 0)
        return {};
      found = use.getOperandNumber();
    }
  if (found < 0)
    return {};
  resultIndex = found;
  return concat;
}

template <typename T>
SmallVector<T> permuted(ArrayRef<T> v, ArrayRef<int64_t> perm) {
  SmallVector<T> out;
  for (int64_t p : perm)
    out.push_back(v[p]);
  return out;
}

struct GraphCacheInPlacePass
    : mlc::graph::impl::GraphCacheInPlacePassBase<GraphCacheInPlacePass> {
  void runOnOperation() override {
    func::FuncOp fn = getOperation();
    if (!fn.isPublic() || fn.isDeclaration())
      return;
    MLIRContext *ctx = &getContext();
    Block &entry = fn.getBody().front();
    auto ret = dyn_cast<func::ReturnOp>(entry.getTerminator());
    if (!ret)
      return;
    unsigned formed = 0;
    for (BlockArgument arg : fn.getArguments()) {
      unsigned resultIndex = 0;
      ConcatOp concat = appendingConcat(arg, ret, resultIndex);
      if (!concat)
        continue;
      auto type = cast<RankedTensorType>(arg.getType());
      int64_t rank = type.getRank();
      int64_t axis = concat.getAxis();
      if (axis < 0)
        axis += rank;
      Value rows = concat.getInputs()[1];
      auto rowsType = cast<RankedTensorType>(rows.getType());
      StringAttr name = fn.getArgAttrOfType<StringAttr>(arg.getArgNumber(),
                                                        "graph.name");
      auto remark = [&]() {
        InFlightDiagnostic d = concat.emitRemark("cache in place: input ");
        d << (name ? name.getValue() : StringRef("?")) << " kept as it is: ";
        return d;
      };
      if (axis < 1 || !type.isDynamicDim(axis)) {
        remark() << "it grows along dimension " << axis
                 << " (in place needs a dynamic length after the batch)";
        continue;
      }
      if (rowsType.isDynamicDim(axis)) {
        remark() << "a step appends a run-time number of rows (in place "
                    "needs it static: the runtime checks the room before a "
                    "run)";
        continue;
      }
      if (!type.isDynamicDim(0) && type.getDimSize(0) != 1) {
        remark() << "its batch is " << type.getDimSize(0)
                 << " (in place needs batch 1)";
        continue;
      }
      // The new layout: the length right after the batch.
      SmallVector<int64_t> perm = {0, axis}, inverse(rank);
      for (int64_t d = 1; d < rank; ++d)
        if (d != axis)
          perm.push_back(d);
      for (int64_t d = 0; d < rank; ++d)
        inverse[perm[d]] = d;
      bool identity = axis == 1;
      auto newType = RankedTensorType::get(
          permuted(type.getShape(), perm), type.getElementType());

      OpBuilder b(ctx);
      b.setInsertionPointToStart(&entry);
      Location loc = arg.getLoc();
      arg.setType(newType);
      if (!identity) {
        auto back = TransposeOp::create(b, loc, type, arg,
                                        b.getDenseI64ArrayAttr(inverse));
        arg.replaceAllUsesExcept(back.getResult(), back);
      }
      b.setInsertionPoint(concat);
      Value newRows = rows;
      if (!identity)
        newRows = TransposeOp::create(
            b, concat.getLoc(),
            RankedTensorType::get(permuted(rowsType.getShape(), perm),
                                  rowsType.getElementType()),
            rows, b.getDenseI64ArrayAttr(perm));
      SmallVector<int64_t> outShape(newType.getShape());
      outShape[1] = ShapedType::kDynamic;
      auto appended = AppendInPlaceOp::create(
          b, concat.getLoc(),
          RankedTensorType::get(outShape, type.getElementType()), arg,
          newRows, b.getI64IntegerAttr(1));
      Value asBefore = appended.getResult();
      if (!identity)
        asBefore = TransposeOp::create(b, concat.getLoc(), concat.getType(),
                                       asBefore,
                                       b.getDenseI64ArrayAttr(inverse));
      concat.getResult().replaceAllUsesWith(asBefore);
      ret->setOperand(resultIndex, appended.getResult());
      concat.erase();

      unsigned i = arg.getArgNumber();
      if (auto names = fn.getArgAttrOfType<ArrayAttr>(i, "graph.dim_names");
          names && (int64_t)names.size() == rank)
        fn.setArgAttr(i, "graph.dim_names",
                      ArrayAttr::get(ctx, permuted(names.getValue(), perm)));
      if (auto bounds =
              fn.getArgAttrOfType<DenseI64ArrayAttr>(i, "graph.dim_bounds");
          bounds && (int64_t)bounds.size() == rank)
        fn.setArgAttr(i, "graph.dim_bounds",
                      DenseI64ArrayAttr::get(
                          ctx, permuted(bounds.asArrayRef(), perm)));
      // Which output the buffer comes back as, and the rows a step adds.
      fn.setArgAttr(i, "graph.in_place",
                    DenseI64ArrayAttr::get(
                        ctx, {(int64_t)resultIndex, rowsType.getDimSize(axis)}));
      ++formed;
    }
    if (!formed) {
      fn.emitError("--cache-in-place: no input is a KV cache that a step "
                   "appends to and returns (an input `past` whose only "
                   "other reader is the concat returned as `present`)");
      return signalPassFailure();
    }
    fn.setFunctionType(FunctionType::get(ctx, entry.getArgumentTypes(),
                                         ret.getOperandTypes()));
  }
};

} // namespace
