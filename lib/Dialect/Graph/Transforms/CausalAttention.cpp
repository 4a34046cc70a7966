//===- CausalAttention.cpp - masks that are only causal -------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A decoder's attention masks key j for query i when j > i. Exporters build
// that mask as a tensor: torch's (transformers') prefill compares two views
// of one position range, `arange(S)[None, :] <= arange(S)[:, None]`, and
// turns it into 0 / the dtype's lowest value with a Where; a static export
// folds it into a constant. As a tensor the kernels load it for every score
// and cannot know that half the keys are never seen. This pass replaces
// such a mask by graph.attention's `causal` (query i sees keys
// j <= i + Sk - Sq): the flash kernel then skips the blocks of keys past
// its queries' diagonal and nothing reads a mask.
//
// A mask is taken only when its meaning is proven:
//  - a constant: every element, allowed exactly where j <= i + Sk - Sq;
//  - a compare of two views of one strictly increasing range P (iota, times
//    a positive constant, plus a scalar), one varying along the queries and
//    one along the keys (every other dim 1): `P[j] <= P[i]` is `j <= i`;
//    its two sizes are then P's length, so the queries and keys must be
//    proven that same size (DimEquivalence), which is also what makes
//    `j <= i` the causal mask (Sk - Sq = 0);
//  - i1 masks as they mask (true where j > i, or not(j <= i)), float masks
//    as select(j <= i, 0, fill) or select(j > i, fill, 0);
//  - a fill (or an i1 mask's mask_value) of -inf, or at or below -3e4
//    (exporters use the type's lowest value: -3.4e38 in f32 and bf16,
//    -65504 in f16): its exponential is then 0 beside any seen key's (the
//    causal kernels use -inf), and every query sees key 0, so no row is
//    masked everywhere.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "DimEquivalence.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHCAUSALATTENTIONPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

/// A fill at or below this masks a score as -inf would (see above).
constexpr double kMaskedAtOrBelow = -3.0e4;

/// The only dim of `t` that is not a static 1, or -1 (none, or several).
int64_t onlyNonUnitDim(RankedTensorType t) {
  int64_t found = -1;
  for (int64_t i = 0; i < t.getRank(); ++i) {
    if (t.getDimSize(i) == 1)
      continue;
    if (found >= 0)
      return -1;
    found = i;
  }
  return found;
}

/// A splat constant's value as a double (integer or float).
std::optional<double> splat(Value v) {
  DenseElementsAttr dense;
  if (!matchPattern(v, m_Constant(&dense)) || !dense.isSplat())
    return std::nullopt;
  if (isa<FloatType>(dense.getElementType()))
    return dense.getSplatValue<APFloat>().convertToDouble();
  if (dense.getElementType().isInteger(1))
    return std::nullopt;
  if (isa<IntegerType>(dense.getElementType()))
    return (double)dense.getSplatValue<APInt>().getSExtValue();
  return std::nullopt;
}

/// Whether `v` (one non-unit dim) holds strictly increasing values along
/// that dim: an iota over it, times a positive constant, plus a scalar.
bool strictlyIncreasing(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return false;
  int64_t dim = onlyNonUnitDim(type);
  if (dim < 0)
    return false;
  if (auto iota = v.getDefiningOp<IotaOp>())
    return iota.getDimension() == dim;
  auto scalarLike = [](Value x) {
    auto t = dyn_cast<RankedTensorType>(x.getType());
    return t && t.hasStaticShape() && t.getNumElements() == 1;
  };
  auto sameShape = [&](Value x) { return x.getType() == v.getType(); };
  if (auto add = v.getDefiningOp<AddOp>()) {
    if (scalarLike(add.getRhs()) && sameShape(add.getLhs()))
      return strictlyIncreasing(add.getLhs());
    if (scalarLike(add.getLhs()) && sameShape(add.getRhs()))
      return strictlyIncreasing(add.getRhs());
    return false;
  }
  if (auto mul = v.getDefiningOp<MulOp>()) {
    for (auto [x, c] : {std::pair{mul.getLhs(), mul.getRhs()},
                        {mul.getRhs(), mul.getLhs()}})
      if (std::optional<double> s = splat(c); s && *s > 0 && sameShape(x))
        return strictlyIncreasing(x);
    return false;
  }
  return false;
}

/// A view of positions in a compare of result rank `rank`: the range P it
/// reshapes (to a single non-unit dim) and the result dim it varies along.
struct Positions {
  Value range;
  int64_t dim = -1;
};

std::optional<Positions> positionsOf(Value x, int64_t rank) {
  auto type = cast<RankedTensorType>(x.getType());
  int64_t d = onlyNonUnitDim(type);
  if (d < 0)
    return std::nullopt;
  Positions p;
  p.dim = d + (rank - type.getRank());
  // Reshapes between shapes of one non-unit dim keep the elements' order.
  while (auto reshape = x.getDefiningOp<ReshapeOp>()) {
    Value in = reshape.getInput();
    if (onlyNonUnitDim(cast<RankedTensorType>(in.getType())) < 0)
      break;
    x = in;
  }
  if (!strictlyIncreasing(x))
    return std::nullopt;
  p.range = x;
  return p;
}

/// Whether i1 `cond` (of the scores' trailing dims) is `j <= i` (`allowed`)
/// or `j > i` (!`allowed`), for query i and key j, over one range of
/// positions.
std::optional<bool> causalCompare(Value cond) {
  auto cmp = cond.getDefiningOp<CompareOp>();
  if (!cmp)
    return std::nullopt;
  int64_t rank = cast<RankedTensorType>(cmp.getType()).getRank();
  if (rank < 2)
    return std::nullopt;
  std::optional<Positions> a = positionsOf(cmp.getLhs(), rank),
                           b = positionsOf(cmp.getRhs(), rank);
  if (!a || !b || a->range != b->range)
    return std::nullopt;
  bool lhsKeys;
  if (a->dim == rank - 1 && b->dim == rank - 2)
    lhsKeys = true;
  else if (a->dim == rank - 2 && b->dim == rank - 1)
    lhsKeys = false;
  else
    return std::nullopt;
  // pred(P[lhs], P[rhs]) with P increasing is pred(lhs, rhs).
  switch (cmp.getPredicate()) {
  case CmpPredicate::le: // j <= i, or i <= j
    return lhsKeys ? std::optional<bool>(true) : std::nullopt;
  case CmpPredicate::ge: // j >= i, or i >= j
    return lhsKeys ? std::nullopt : std::optional<bool>(true);
  case CmpPredicate::gt: // j > i, or i > j
    return lhsKeys ? std::optional<bool>(false) : std::nullopt;
  case CmpPredicate::lt: // j < i, or i < j
    return lhsKeys ? std::nullopt : std::optional<bool>(false);
  default:
    return std::nullopt;
  }
}

bool masksScore(double fill) { return fill <= kMaskedAtOrBelow; }

/// Whether a constant mask is exactly the causal mask of `sq` queries and
/// `sk` keys (every query seeing at least key 0).
bool isCausalConstant(DenseElementsAttr dense, double maskValue, int64_t sq,
                      int64_t sk) {
  auto type = cast<RankedTensorType>(dense.getType());
  int64_t rank = type.getRank();
  if (rank < 2 || sq > sk || type.getDimSize(rank - 2) != sq ||
      type.getDimSize(rank - 1) != sk)
    return false;
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (type.getDimSize(i) != 1)
      return false;
  bool isBool = type.getElementType().isInteger(1);
  if (isBool && !masksScore(maskValue))
    return false;
  int64_t shift = sk - sq;
  if (isBool) {
    auto values = dense.getValues<bool>();
    for (int64_t i = 0; i < sq; ++i)
      for (int64_t j = 0; j < sk; ++j)
        if (values[i * sk + j] != (j > i + shift))
          return false;
    return true;
  }
  if (!isa<FloatType>(type.getElementType()))
    return false;
  auto values = dense.getValues<APFloat>();
  for (int64_t i = 0; i < sq; ++i)
    for (int64_t j = 0; j < sk; ++j) {
      double x = values[i * sk + j].convertToDouble();
      if (j <= i + shift ? x != 0.0 : !masksScore(x))
        return false;
    }
  return true;
}

/// Whether `mask` (of `att`) is only causal.
bool isCausalMask(AttentionOp att, Value mask, const DimEquivalence &dims) {
  auto mType = cast<RankedTensorType>(mask.getType());
  int64_t rank = mType.getRank();
  if (rank < 2)
    return false;
  for (int64_t i = 0; i + 2 < rank; ++i)
    if (mType.getDimSize(i) != 1)
      return false;
  Value q = att.getQuery(), k = att.getKey();
  int64_t s = att.seqDim();
  int64_t sq = cast<RankedTensorType>(q.getType()).getDimSize(s),
          sk = cast<RankedTensorType>(k.getType()).getDimSize(s);
  double maskValue = att.getMaskValue().convertToDouble();

  DenseElementsAttr dense;
  if (matchPattern(mask, m_Constant(&dense)))
    return !ShapedType::isDynamic(sq) && !ShapedType::isDynamic(sk) &&
           isCausalConstant(dense, maskValue, sq, sk);

  // A computed mask: its two dims are one range's length, so the queries
  // and the keys must be proven that size (then Sk - Sq = 0).
  auto sameSize = [&](Value x, int64_t i, int64_t n) {
    if (!mType.isDynamicDim(i) && !ShapedType::isDynamic(n))
      return mType.getDimSize(i) == n;
    return dims.equal(mask, i, x, s);
  };
  if (!sameSize(q, rank - 2, sq) || !sameSize(k, rank - 1, sk))
    return false;
  if (mType.getElementType().isInteger(1)) {
    if (!masksScore(maskValue))
      return false;
    if (auto notOp = mask.getDefiningOp<NotOp>())
      return causalCompare(notOp.getInput()) == std::optional<bool>(true);
    return causalCompare(mask) == std::optional<bool>(false);
  }
  auto sel = mask.getDefiningOp<SelectOp>();
  if (!sel || sel.getType() != mask.getType())
    return false;
  std::optional<bool> allowed = causalCompare(sel.getCond());
  std::optional<double> onTrue = splat(sel.getOnTrue()),
                        onFalse = splat(sel.getOnFalse());
  if (!allowed || !onTrue || !onFalse)
    return false;
  return *allowed ? (*onTrue == 0.0 && masksScore(*onFalse))
                  : (masksScore(*onTrue) && *onFalse == 0.0);
}

/// Erases `v`'s defining op and, recursively, its operands' when dead.
void eraseIfDead(Value v) {
  SmallVector<Operation *> work;
  if (Operation *d = v.getDefiningOp())
    work.push_back(d);
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!op->use_empty() || !isMemoryEffectFree(op) ||
        op->getNumRegions() != 0)
      continue;
    SmallVector<Operation *> defs;
    for (Value x : op->getOperands())
      if (Operation *d = x.getDefiningOp())
        defs.push_back(d);
    op->erase();
    for (Operation *d : defs)
      if (!llvm::is_contained(work, d))
        work.push_back(d);
  }
}

struct GraphCausalAttentionPass
    : mlc::graph::impl::GraphCausalAttentionPassBase<
          GraphCausalAttentionPass> {
  void runOnOperation() override {
    SmallVector<AttentionOp> candidates;
    getOperation().walk([&](AttentionOp att) {
      if (att.getMask() && !att.getCausal())
        candidates.push_back(att);
    });
    if (candidates.empty())
      return;
    DimEquivalence dims(getOperation());
    SmallVector<Value> dropped;
    for (AttentionOp att : candidates) {
      Value mask = att.getMask();
      if (!isCausalMask(att, mask, dims))
        continue;
      att.getMaskMutable().clear();
      att.setCausal(true);
      att.setMaskValueAttr(FloatAttr::get(Float64Type::get(&getContext()), 0));
      if (!llvm::is_contained(dropped, mask))
        dropped.push_back(mask);
    }
    // (After the analysis: it knows values by address.)
    for (Value mask : dropped)
      eraseIfDead(mask);
  }
};

} // namespace
