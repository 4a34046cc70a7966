//===- HostShapes.cpp - shape arithmetic as host scalars ------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// graph-host-shapes: the lists of sizes and bounds that graph ops read on
// the host (reshape and broadcast_to shapes, dynamic_slice bounds) are
// evaluated element by element as scalars where they follow from run-time
// sizes and constants, instead of by a kernel per op and a copy back from
// the device (see Passes.td).
//
// Each tensor of a chain maps to its elements in row-major order, as
// signless scalars built right after the op that defines the tensor (so
// every later use is dominated). The shape ops move elements (an index map
// over static shapes); the elementwise ops apply their kernel's scalar
// function (buildElementwiseScalar) to broadcast operands.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlc/Conversion/Passes.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlc {
#define GEN_PASS_DEF_GRAPHHOSTSHAPESPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using Scalars = SmallVector<Value>;

/// Row-major multi-index of linear index `linear` in `shape`.
SmallVector<int64_t> unflatten(int64_t linear, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> index(shape.size());
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    index[d] = linear % shape[d];
    linear /= shape[d];
  }
  return index;
}

int64_t flatten(ArrayRef<int64_t> index, ArrayRef<int64_t> shape) {
  int64_t linear = 0;
  for (auto [i, s] : llvm::zip_equal(index, shape))
    linear = linear * s + i;
  return linear;
}

/// The elements of `in` (shape `inShape`) broadcast numpy-style to
/// `shape`.
Scalars broadcast(const Scalars &in, ArrayRef<int64_t> inShape,
                  ArrayRef<int64_t> shape) {
  Scalars out;
  int64_t n = ShapedType::getNumElements(shape);
  int64_t offset = shape.size() - inShape.size();
  for (int64_t i = 0; i < n; ++i) {
    SmallVector<int64_t> index = unflatten(i, shape);
    SmallVector<int64_t> inIndex(inShape.size());
    for (size_t d = 0; d < inShape.size(); ++d)
      inIndex[d] = inShape[d] == 1 ? 0 : index[d + offset];
    out.push_back(in[flatten(inIndex, inShape)]);
  }
  return out;
}

class Evaluator {
public:
  explicit Evaluator(int64_t maxElements) : maxElements(maxElements) {}

  /// The elements of `v`, or nullopt where they are not host-computable.
  std::optional<Scalars> eval(Value v) {
    if (auto it = memo.find(v); it != memo.end())
      return it->second;
    std::optional<Scalars> r = compute(v);
    if (r)
      memo[v] = *r;
    return r;
  }

private:
  static ArrayRef<int64_t> shapeOf(Value v) {
    return cast<RankedTensorType>(v.getType()).getShape();
  }

  bool small(Value v) const {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    return t && t.hasStaticShape() && t.getNumElements() <= maxElements &&
           t.getElementType().isIntOrFloat();
  }

  std::optional<Scalars> compute(Value v) {
    Operation *def = v.getDefiningOp();
    if (!def || !small(v) || def->getNumResults() != 1)
      return std::nullopt;
    for (Value operand : def->getOperands())
      if (isa<RankedTensorType>(operand.getType()) && !small(operand) &&
          !isa<ShapeOfOp>(def))
        return std::nullopt;
    OpBuilder b(def->getContext());
    b.setInsertionPointAfter(def);
    Location loc = def->getLoc();
    ArrayRef<int64_t> shape = shapeOf(v);
    int64_t n = ShapedType::getNumElements(shape);

    return llvm::TypeSwitch<Operation *, std::optional<Scalars>>(def)
        .Case([&](ConstantOp op) -> std::optional<Scalars> {
          auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
          if (!dense)
            return std::nullopt;
          Type elem = signless(dense.getElementType());
          Scalars out;
          if (auto ft = dyn_cast<FloatType>(elem)) {
            for (APFloat f : dense.getValues<APFloat>())
              out.push_back(arith::ConstantOp::create(
                  b, loc, b.getFloatAttr(ft, f)));
          } else {
            for (APInt i : dense.getValues<APInt>())
              out.push_back(arith::ConstantOp::create(
                  b, loc, b.getIntegerAttr(elem, i)));
          }
          return out;
        })
        .Case([&](ShapeOfOp op) -> std::optional<Scalars> {
          auto in = cast<RankedTensorType>(op.getInput().getType());
          Type elem = signless(elementTypeOf(v));
          Scalars out;
          for (int64_t d = 0; d < in.getRank(); ++d) {
            Value size = tensor::DimOp::create(b, loc, op.getInput(), d);
            out.push_back(arith::IndexCastOp::create(b, loc, elem, size));
          }
          return out;
        })
        .Case([&](ReshapeOp op) -> std::optional<Scalars> {
          // Row-major order is what a reshape keeps.
          return eval(op.getInput());
        })
        .Case([&](BroadcastToOp op) -> std::optional<Scalars> {
          std::optional<Scalars> in = eval(op.getInput());
          if (!in)
            return std::nullopt;
          return broadcast(*in, shapeOf(op.getInput()), shape);
        })
        .Case([&](TransposeOp op) -> std::optional<Scalars> {
          std::optional<Scalars> in = eval(op.getInput());
          if (!in)
            return std::nullopt;
          ArrayRef<int64_t> inShape = shapeOf(op.getInput());
          ArrayRef<int64_t> perm = op.getPerm();
          Scalars out;
          for (int64_t i = 0; i < n; ++i) {
            SmallVector<int64_t> index = unflatten(i, shape);
            SmallVector<int64_t> inIndex(inShape.size());
            for (auto [k, p] : llvm::enumerate(perm))
              inIndex[p] = index[k];
            out.push_back((*in)[flatten(inIndex, inShape)]);
          }
          return out;
        })
        .Case([&](SliceOp op) -> std::optional<Scalars> {
          std::optional<Scalars> in = eval(op.getInput());
          if (!in)
            return std::nullopt;
          ArrayRef<int64_t> inShape = shapeOf(op.getInput());
          int64_t rank = inShape.size();
          SmallVector<int64_t> first(rank, 0), step(rank, 1);
          for (size_t i = 0; i < op.getStarts().size(); ++i) {
            int64_t axis = op.getAxes() ? (*op.getAxes())[i]
                                        : static_cast<int64_t>(i);
            if (axis < 0)
              axis += rank;
            int64_t s = op.getSteps() ? (*op.getSteps())[i] : 1;
            first[axis] = SliceOp::sliceBounds(op.getStarts()[i],
                                               op.getEnds()[i], s,
                                               inShape[axis])
                              .first;
            step[axis] = s;
          }
          Scalars out;
          for (int64_t i = 0; i < n; ++i) {
            SmallVector<int64_t> index = unflatten(i, shape);
            for (int64_t d = 0; d < rank; ++d)
              index[d] = first[d] + index[d] * step[d];
            out.push_back((*in)[flatten(index, inShape)]);
          }
          return out;
        })
        .Case([&](ConcatOp op) -> std::optional<Scalars> {
          int64_t axis = op.getAxis();
          if (axis < 0)
            axis += shape.size();
          SmallVector<Scalars> ins;
          for (Value in : op.getInputs()) {
            std::optional<Scalars> s = eval(in);
            if (!s)
              return std::nullopt;
            ins.push_back(*s);
          }
          Scalars out;
          for (int64_t i = 0; i < n; ++i) {
            SmallVector<int64_t> index = unflatten(i, shape);
            for (auto [k, in] : llvm::enumerate(op.getInputs())) {
              ArrayRef<int64_t> inShape = shapeOf(in);
              if (index[axis] < inShape[axis]) {
                out.push_back(ins[k][flatten(index, inShape)]);
                break;
              }
              index[axis] -= inShape[axis];
            }
          }
          return out;
        })
        .Case([&](GatherOp op) -> std::optional<Scalars> {
          std::optional<Scalars> data = eval(op.getData());
          std::optional<Scalars> indices = eval(op.getIndices());
          if (!data || !indices)
            return std::nullopt;
          ArrayRef<int64_t> dataShape = shapeOf(op.getData());
          ArrayRef<int64_t> indexShape = shapeOf(op.getIndices());
          int64_t axis = op.getAxis();
          if (axis < 0)
            axis += dataShape.size();
          // Only constant indices: they pick elements here.
          SmallVector<int64_t> picks;
          for (Value i : *indices) {
            std::optional<int64_t> c = getConstantIntValue(i);
            if (!c)
              return std::nullopt;
            int64_t k = *c < 0 ? *c + dataShape[axis] : *c;
            if (k < 0 || k >= dataShape[axis])
              return std::nullopt;
            picks.push_back(k);
          }
          Scalars out;
          int64_t ir = indexShape.size();
          for (int64_t i = 0; i < n; ++i) {
            SmallVector<int64_t> index = unflatten(i, shape);
            SmallVector<int64_t> dataIndex(index.begin(), index.begin() + axis);
            SmallVector<int64_t> at(index.begin() + axis,
                                    index.begin() + axis + ir);
            dataIndex.push_back(picks[flatten(at, indexShape)]);
            dataIndex.append(index.begin() + axis + ir, index.end());
            out.push_back((*data)[flatten(dataIndex, dataShape)]);
          }
          return out;
        })
        .Default([&](Operation *op) -> std::optional<Scalars> {
          if (!op->hasTrait<graph::GraphElementwise>())
            return std::nullopt;
          SmallVector<Scalars> ins;
          for (Value in : op->getOperands()) {
            std::optional<Scalars> s = eval(in);
            if (!s)
              return std::nullopt;
            ins.push_back(broadcast(*s, shapeOf(in), shape));
          }
          Scalars out;
          for (int64_t i = 0; i < n; ++i) {
            SmallVector<Value> args;
            for (const Scalars &in : ins)
              args.push_back(in[i]);
            Value r = buildElementwiseScalar(b, op, args);
            if (!r)
              return std::nullopt;
            out.push_back(r);
          }
          return out;
        });
  }

  int64_t maxElements;
  DenseMap<Value, Scalars> memo;
};

/// Whether reshape `op` means the same without its shape operand, whose
/// elements are `scalars` (graph.reshape's shape-less forms): a result with
/// at most one dynamic size, or an aligned reshape (static dimensions
/// regrouped around the dynamic ones) whose k-th dynamic size is the
/// operand's k-th dynamic size read at run time. Then the reshape needs no
/// sizes from the host and lowers to views.
bool shapeOperandRedundant(ReshapeOp op, ArrayRef<Value> scalars) {
  auto in = cast<RankedTensorType>(op.getInput().getType());
  RankedTensorType out = op.getType();
  if (out.getNumDynamicDims() <= 1)
    return true;
  if (!ReshapeOp::isAlignedReshape(in, out))
    return false;
  SmallVector<int64_t> inDynamic;
  for (int64_t i = 0; i < in.getRank(); ++i)
    if (in.isDynamicDim(i))
      inDynamic.push_back(i);
  int64_t k = 0;
  for (int64_t o = 0; o < out.getRank(); ++o) {
    if (!out.isDynamicDim(o))
      continue;
    // The entry must be the operand's k-th dynamic size itself.
    Value v = scalars[o];
    if (auto cast = v.getDefiningOp<arith::IndexCastOp>())
      v = cast.getIn();
    auto dim = v.getDefiningOp<tensor::DimOp>();
    std::optional<int64_t> index = dim ? dim.getConstantIndex() : std::nullopt;
    if (!dim || dim.getSource() != op.getInput() || index != inDynamic[k++])
      return false;
  }
  return true;
}

struct GraphHostShapesPass
    : mlc::impl::GraphHostShapesPassBase<GraphHostShapesPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    Evaluator evaluator(maxElements);
    SmallVector<OpOperand *> hostReads;
    func.walk([&](Operation *op) {
      if (auto r = dyn_cast<ReshapeOp>(op); r && r.getShape())
        hostReads.push_back(&r.getShapeMutable()[0]);
      else if (auto bc = dyn_cast<BroadcastToOp>(op); bc && bc.getShape())
        hostReads.push_back(&bc.getShapeMutable()[0]);
      else if (auto s = dyn_cast<DynamicSliceOp>(op)) {
        hostReads.push_back(&s.getStartsMutable());
        hostReads.push_back(&s.getEndsMutable());
        if (s.getSteps())
          hostReads.push_back(&s.getStepsMutable()[0]);
      }
    });
    bool changed = false;
    for (OpOperand *use : hostReads) {
      Value v = use->get();
      if (v.getDefiningOp<tensor::FromElementsOp>())
        continue;
      std::optional<Scalars> scalars = evaluator.eval(v);
      if (!scalars)
        continue;
      if (auto reshape = dyn_cast<ReshapeOp>(use->getOwner());
          reshape && shapeOperandRedundant(reshape, *scalars)) {
        reshape.getShapeMutable().clear();
        changed = true;
        continue;
      }
      OpBuilder b(use->getOwner());
      auto type = cast<RankedTensorType>(v.getType());
      use->set(tensor::FromElementsOp::create(
          b, use->getOwner()->getLoc(), signlessTensor(type), *scalars));
      changed = true;
    }
    if (!changed)
      return;
    // The chains the host reads no longer need kernels; the scalars of
    // operands that turned out not to be host-computable are dead too.
    SmallVector<Operation *> ops;
    func.walk([&](Operation *op) { ops.push_back(op); });
    for (Operation *op : llvm::reverse(ops))
      if (op != func && isOpTriviallyDead(op))
        op->erase();
  }
};

} // namespace
