//===- DimEquivalence.cpp - dynamic dims proven equal ---------------------===//
//
// Union-find over the dynamic dims of a graph function, the integer scalars
// that hold them and the elements of shape tensors built from those
// scalars. Each rule joins two things that are equal by the semantics of the
// op relating them:
//  - dims of function arguments that the model names alike (graph.dim_names,
//    checked by the runtime) are one;
//  - tensor.dim %t, c is dim c of %t; index casts, sign extensions,
//    sitofp to f64 and back (exact below 2^53), ceil and floor of such a
//    value, and max(x, c <= 0) of a dim keep the value;
//  - tensor.from_elements: element k is its k-th operand;
//  - broadcast_to: a dynamic operand dim equals the result's (the op does
//    not stretch it); a result dim whose operand dim is 1 or missing is the
//    shape operand's element;
//  - reshape: with a shape operand, result dim k is its element k; without,
//    the k-th dynamic dims correspond when there are as many on both sides,
//    or the one dynamic dims when the static products agree;
//  - attention: the result has the query's dims but the last, the value's;
//  - transpose (permuted), iota `like`, unary elementwise ops (and the
//    results of every elementwise op in dims where all dynamic operands are
//    of one class), softmax/log_softmax/norms (their input), matmul (rows of
//    the lhs, columns of the rhs, batch dims as elementwise), gather
//    (data.shape[:axis] + indices.shape + data.shape[axis+1:]), concat (the
//    dims but the axis agree across operands and result).
//
//===----------------------------------------------------------------------===//

#include "DimEquivalence.h"

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringMap.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlc::graph;

static bool isDynamicDim(Value v, int64_t i) {
  auto t = dyn_cast<RankedTensorType>(v.getType());
  return t && i >= 0 && i < t.getRank() && t.isDynamicDim(i);
}

static bool isScalar(Value v) {
  return isa<IntegerType, IndexType, FloatType>(v.getType());
}

DimEquivalence::DimEquivalence(Operation *root) {
  // Dynamic dims of the arguments that the model names alike (an ONNX
  // dim_param) are one size: the runtime checks them when a run starts
  // (the artifact's "dim" records).
  root->walk([&](func::FuncOp fn) {
    llvm::StringMap<std::pair<Value, int64_t>> first;
    for (BlockArgument arg : fn.getArguments()) {
      auto names = fn.getArgAttrOfType<ArrayAttr>(arg.getArgNumber(),
                                                  "graph.dim_names");
      if (!names)
        continue;
      for (auto [d, a] : llvm::enumerate(names)) {
        auto n = dyn_cast<StringAttr>(a);
        if (!n || n.getValue().empty() || !isDynamicDim(arg, d))
          continue;
        auto [it, fresh] = first.try_emplace(n.getValue(), arg, (int64_t)d);
        if (!fresh)
          join(key(it->second.first, it->second.second), key(arg, d));
      }
    }
  });
  // Each pass joins more; a few suffice (a join only ever enables more).
  for (int round = 0; round < 4; ++round) {
    bool changed = false;
    root->walk([&](Operation *op) { changed |= visit(op); });
    if (!changed)
      break;
  }
}

bool DimEquivalence::same(Key a, Key b) const {
  return a == b || (classes.contains(a) && classes.contains(b) &&
                    classes.isEquivalent(a, b));
}

bool DimEquivalence::join(Key a, Key b) {
  if (same(a, b))
    return false;
  classes.unionSets(a, b);
  return true;
}

bool DimEquivalence::equal(Value a, int64_t i, Value b, int64_t j) const {
  return same(key(a, i), key(b, j));
}

SmallVector<std::pair<Value, int64_t>>
mlc::graph::dynamicOperandDims(Operation *op, int64_t i) {
  SmallVector<std::pair<Value, int64_t>> dims;
  int64_t rank = cast<RankedTensorType>(op->getResult(0).getType()).getRank();
  for (Value in : op->getOperands()) {
    auto t = dyn_cast<RankedTensorType>(in.getType());
    if (!t)
      continue;
    int64_t j = i - (rank - t.getRank());
    if (j >= 0 && t.isDynamicDim(j))
      dims.push_back({in, j});
  }
  return dims;
}

bool DimEquivalence::oneClass(
    ArrayRef<std::pair<Value, int64_t>> dims) const {
  return llvm::all_of(dims, [&](auto d) {
    return equal(dims.front().first, dims.front().second, d.first, d.second);
  });
}

bool DimEquivalence::noRunTimeBroadcast(Operation *op) const {
  if (op->getNumResults() != 1)
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return false;
  for (int64_t i = 0; i < type.getRank(); ++i) {
    SmallVector<std::pair<Value, int64_t>> dims = dynamicOperandDims(op, i);
    // Dynamic against a static result size: 1 or that size at run time.
    if (dims.empty())
      continue;
    if (!type.isDynamicDim(i) || !oneClass(dims))
      return false;
  }
  return true;
}

bool DimEquivalence::visit(Operation *op) {
  bool changed = false;
  auto joinDims = [&](Value a, int64_t i, Value b, int64_t j) {
    if (isDynamicDim(a, i) && isDynamicDim(b, j))
      changed |= join(key(a, i), key(b, j));
  };
  auto scalar = [](Value v) { return key(v, -1); };
  // A class that holds a dim (its values are sizes: never negative).
  auto holdsDim = [&](Key k) {
    if (!classes.contains(k))
      return false;
    for (const Key &m : classes.members(k))
      if (m.second >= 0)
        return true;
    return false;
  };

  // Scalars.
  if (auto dim = dyn_cast<tensor::DimOp>(op)) {
    if (std::optional<int64_t> c = dim.getConstantIndex())
      if (isDynamicDim(dim.getSource(), *c))
        changed |= join(scalar(dim.getResult()), key(dim.getSource(), *c));
    return changed;
  }
  if (op->getNumResults() == 1 && op->getNumOperands() >= 1 &&
      isScalar(op->getResult(0)) && isScalar(op->getOperand(0))) {
    Value in = op->getOperand(0), out = op->getResult(0);
    bool keeps =
        isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
            arith::ExtUIOp, arith::FPToSIOp, math::CeilOp, math::FloorOp>(op) ||
        (isa<arith::SIToFPOp>(op) && out.getType().isF64());
    if (keeps)
      return join(scalar(out), scalar(in));
    if (isa<arith::MaxSIOp>(op)) {
      for (int k = 0; k < 2; ++k) {
        APInt c;
        if (matchPattern(op->getOperand(1 - k), m_ConstantInt(&c)) &&
            c.isNonPositive() && holdsDim(scalar(op->getOperand(k))))
          return join(scalar(out), scalar(op->getOperand(k)));
      }
    }
    return false;
  }
  if (auto fromElements = dyn_cast<tensor::FromElementsOp>(op)) {
    if (fromElements.getType().getRank() != 1)
      return false;
    for (auto [k, e] : llvm::enumerate(fromElements.getElements()))
      changed |= join(key(fromElements.getResult(), -2 - int64_t(k)),
                      scalar(e));
    return changed;
  }

  if (op->getNumResults() != 1)
    return false;
  Value out = op->getResult(0);
  auto outType = dyn_cast<RankedTensorType>(out.getType());
  if (!outType)
    return false;
  int64_t rank = outType.getRank();

  if (auto bcast = dyn_cast<BroadcastToOp>(op)) {
    auto inType = cast<RankedTensorType>(bcast.getInput().getType());
    for (int64_t i = 0; i < rank; ++i) {
      int64_t j = i - (rank - inType.getRank());
      if (j >= 0 && inType.isDynamicDim(j))
        joinDims(out, i, bcast.getInput(), j);
      else if (bcast.getShape() && isDynamicDim(out, i))
        changed |= join(key(out, i), key(bcast.getShape(), -2 - i));
    }
    return changed;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    if (Value shape = reshape.getShape()) {
      for (int64_t i = 0; i < rank; ++i)
        if (isDynamicDim(out, i))
          changed |= join(key(out, i), key(shape, -2 - i));
      return changed;
    }
    auto inType = cast<RankedTensorType>(reshape.getInput().getType());
    SmallVector<int64_t> dynIn, dynOut;
    int64_t staticIn = 1, staticOut = 1;
    for (int64_t i = 0; i < inType.getRank(); ++i)
      inType.isDynamicDim(i) ? dynIn.push_back(i)
                             : void(staticIn *= inType.getDimSize(i));
    for (int64_t i = 0; i < rank; ++i)
      outType.isDynamicDim(i) ? dynOut.push_back(i)
                              : void(staticOut *= outType.getDimSize(i));
    // Several dynamic result dims: the k-th is the operand's k-th (the op's
    // semantics); one each: equal when the static parts are.
    if (dynIn.size() == dynOut.size() &&
        (dynOut.size() > 1 || (dynOut.size() == 1 && staticIn == staticOut)))
      for (auto [i, j] : llvm::zip(dynOut, dynIn))
        joinDims(out, i, reshape.getInput(), j);
    return changed;
  }
  if (auto transpose = dyn_cast<TransposeOp>(op)) {
    for (auto [i, p] : llvm::enumerate(transpose.getPerm()))
      joinDims(out, i, transpose.getInput(), p);
    return changed;
  }
  if (auto iota = dyn_cast<IotaOp>(op)) {
    if (Value like = iota.getLike())
      for (int64_t i = 0; i < rank; ++i)
        joinDims(out, i, like, i);
    return changed;
  }
  if (auto attention = dyn_cast<AttentionOp>(op)) {
    // The result is laid out as the query, its depth the value's.
    Value q = attention.getQuery(), v = attention.getValue();
    if (cast<RankedTensorType>(q.getType()).getRank() != rank ||
        cast<RankedTensorType>(v.getType()).getRank() != rank)
      return false;
    if (rank != 4)
      return false;
    joinDims(out, 0, q, 0);
    joinDims(out, attention.resultSeqDim(), q, attention.seqDim());
    joinDims(out, attention.resultHeadDim(), q, attention.headDim());
    joinDims(out, rank - 1, v, rank - 1);
    return changed;
  }
  if (isa<SoftmaxOp, LogSoftmaxOp, RmsNormOp, LayerNormOp>(op)) {
    for (int64_t i = 0; i < rank; ++i)
      joinDims(out, i, op->getOperand(0), i);
    return changed;
  }
  if (op->hasTrait<GraphElementwise>()) {
    for (int64_t i = 0; i < rank; ++i) {
      SmallVector<std::pair<Value, int64_t>> dims = dynamicOperandDims(op, i);
      if (outType.isDynamicDim(i) && !dims.empty() && oneClass(dims))
        joinDims(out, i, dims.front().first, dims.front().second);
    }
    return changed;
  }
  if (auto matmul = dyn_cast<MatmulOp>(op)) {
    Value lhs = matmul.getLhs(), rhs = matmul.getRhs();
    int64_t lr = cast<RankedTensorType>(lhs.getType()).getRank();
    int64_t rr = cast<RankedTensorType>(rhs.getType()).getRank();
    if (lr < 2 || rr < 2 || rank < 2)
      return false;
    bool transposeB = op->hasAttr("transpose_b");
    joinDims(out, rank - 2, lhs, lr - 2);
    joinDims(out, rank - 1, rhs, transposeB ? rr - 2 : rr - 1);
    for (int64_t i = 0; i < rank - 2; ++i) {
      int64_t a = i - (rank - lr), b = i - (rank - rr);
      bool aDyn = a >= 0 && isDynamicDim(lhs, a);
      bool bDyn = b >= 0 && isDynamicDim(rhs, b);
      if (aDyn && bDyn && !equal(lhs, a, rhs, b))
        continue;
      if (aDyn)
        joinDims(out, i, lhs, a);
      if (bDyn)
        joinDims(out, i, rhs, b);
    }
    return changed;
  }
  if (auto gather = dyn_cast<GatherOp>(op)) {
    Value data = gather.getData(), indices = gather.getIndices();
    int64_t dr = cast<RankedTensorType>(data.getType()).getRank();
    int64_t ir = cast<RankedTensorType>(indices.getType()).getRank();
    int64_t axis = gather.getAxis() < 0 ? gather.getAxis() + dr
                                        : gather.getAxis();
    if (axis < 0 || axis >= dr || rank != dr - 1 + ir)
      return false;
    for (int64_t i = 0; i < axis; ++i)
      joinDims(out, i, data, i);
    for (int64_t i = 0; i < ir; ++i)
      joinDims(out, axis + i, indices, i);
    for (int64_t i = axis + 1; i < dr; ++i)
      joinDims(out, ir + i - 1, data, i);
    return changed;
  }
  if (auto concat = dyn_cast<ConcatOp>(op)) {
    int64_t axis = concat.getAxis() < 0 ? concat.getAxis() + rank
                                        : concat.getAxis();
    for (Value in : concat.getInputs())
      for (int64_t i = 0; i < rank; ++i)
        if (i != axis)
          joinDims(out, i, in, i);
    return changed;
  }
  return false;
}
