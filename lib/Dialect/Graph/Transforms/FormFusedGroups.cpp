//===- FormFusedGroups.cpp - wrap graph ops into graph.fused --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Groups become kernels. A producer joins its consumer's group when the
// intermediate tensor then never goes to memory and nothing is lost for it:
//
//  - elementwise into elementwise (same result shape): a chain runs as one
//    kernel, each element read and written once;
//  - elementwise into a row-wise op (reductions, softmax, log_softmax,
//    layer_norm) as its prologue: the rows are computed while they are read;
//  - a reduction into an elementwise epilogue on its (smaller) result;
//  - a matmul into an elementwise epilogue chain on its result
//    (bias, activation, residual add, cast): the chain is applied to the
//    accumulator tile before it is stored. The epilogue's other operands
//    are read from memory (their producers do not join the group).
//
// A producer with several users would have to be kept (written anyway) or
// recomputed in each consumer. A small cost model decides: recomputing an
// elementwise producer in each of its elementwise users costs
// (users - 1) x its flops per element; keeping it costs writing it once and
// reading it once per user. The target's flops-per-byte balance (CPU: a
// couple of cores against DRAM; CUDA: an H200's SIMT rate against HBM)
// prices the two. With print-decisions each decision is a remark at the
// consumer, with its reason.
//
// Siblings (horizontal fusion): two groups that read the same tensor, of
// which neither depends on the other, become one group with several results
// when they run over the same iteration space: elementwise groups whose
// results all have one static shape, reading the shared tensor whole (not
// broadcast). The shared tensor is then read once instead of once per group
// and one launch is saved; the merged kernel's grid is the one each had, so
// no parallelism is lost. Groups holding a matmul, conv or row-wise op, groups
// of other (or dynamic) shapes and dependent groups stay apart, each with a
// remark saying why.
//
// Matmul siblings, first: matmuls of one LHS against constant 2-D weights
// with the same epilogue (bias, activation: per-column or uniform constant
// operands), the Q/K/V or gate/up projections exporters emit as separate
// matmuls, become one matmul against the weights concatenated along N (at
// compile time) with the epilogue on the wider result, then a graph.split.
// It pays where each sibling alone leaves the machine underused (CUDA: fewer
// output tiles than multiprocessors; CPU: fewer than 512 columns): the LHS
// is read once and launches are saved. The split is read in place by an
// attention (its head split), a copy kernel otherwise.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "DimEquivalence.h"
#include "LayoutUtils.h"
#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/IRMapping.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/SetVector.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHFORMFUSEDGROUPSPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {

bool isElementwise(Operation *op) {
  return op->hasTrait<GraphElementwise>();
}

/// An elementwise op whose result has a dynamic dimension in which two or
/// more operands are dynamic: either may be 1 at run time, so its lowering
/// (buildBroadcastGeneric) reads the operands by computed indices over the
/// whole result. Inside a fused group such an op is not cut into the
/// group's tiles: every tile would compute it whole (transformers' RoPE at
/// a dynamic sequence length, q * cos with both `?`: 102 ms a layer of the
/// 1B Llama prefill on the H200). It stays its own kernel.
bool broadcastsAtRunTime(Operation *op) {
  if (!isElementwise(op) || op->getNumResults() != 1 ||
      op->hasAttr(kSameDynamicDimsAttr))
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type)
    return false;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i) && dynamicOperandDims(op, i).size() > 1)
      return true;
  return false;
}

bool isReduction(Operation *op) {
  return isa<ReduceSumOp, ReduceMeanOp, ReduceMaxOp, ReduceMinOp, ReduceProdOp,
             ReduceL2Op>(op);
}

/// Ops that read their first operand row by row and can take an elementwise
/// prologue on it.
bool isRowwise(Operation *op) {
  return isReduction(op) ||
         isa<SoftmaxOp, LogSoftmaxOp, LayerNormOp, RmsNormOp>(op);
}

/// Arithmetic per element of an elementwise op, in "simple op" units: a
/// transcendental costs about as much as a dozen adds on both targets.
double flopsPerElement(Operation *op) {
  if (isa<ExpOp, LogOp, TanhOp, SigmoidOp, ErfOp, GeluOp, SiluOp, SinOp, CosOp,
          PowOp>(op))
    return 12;
  if (isa<SqrtOp, RsqrtOp, DivOp, ReciprocalOp, ModOp>(op))
    return 4;
  return 1;
}

/// The balance of a target: how many simple ops per element cost as much
/// as moving one byte to or from memory.
struct CostModel {
  double opsPerByte;

  static CostModel forTarget(llvm::StringRef target) {
    // H200: ~60 TFLOP/s SIMT fp32 against ~4 TB/s HBM; 2 CPU cores: ~30
    // GFLOP/s vectorized against ~10 GB/s of DRAM per core pair.
    if (target == "cuda")
      return {15.0};
    return {3.0};
  }

  /// Recompute `op` in each of its `users` instead of writing its result
  /// (`bytes` per element) once and reading it `users` times?
  bool recomputeIsCheaper(Operation *op, unsigned users, double bytes,
                          double &extraOps, double &savedBytes) const {
    extraOps = (users - 1) * flopsPerElement(op);
    savedBytes = bytes * (1 + users);
    return extraOps < savedBytes * opsPerByte;
  }
};

std::string describe(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "'" << op->getName() << "' at ";
  op->getLoc().print(os);
  return s;
}

/// All uses of `v` are in one op (which may use it several times).
bool hasSingleUser(Value v) {
  Operation *user = nullptr;
  for (Operation *u : v.getUsers()) {
    if (user && u != user)
      return false;
    user = u;
  }
  return user != nullptr;
}

double elementBytes(Value v) {
  Type elem = cast<ShapedType>(v.getType()).getElementType();
  return elem.isIntOrFloat() ? (elem.getIntOrFloatBitWidth() + 7) / 8 : 8;
}

/// A matmul the tile program computes (and can take an epilogue; both
/// targets). transpose_b only as graph-assign-layout leaves a GEMV's
/// constant weights on the GPU ([N, K], at most 8 static rows). On the GPU
/// (`gpu`) also i32 x i32 -> i32 (a quantized matmul or pointwise conv that
/// was not narrowed: the integer SIMT tile).
bool isTileMatmul(Operation *op, bool gpu = false) {
  auto mm = dyn_cast<MatmulOp>(op);
  if (!mm || mm.getTransposeA())
    return false;
  if (mm.getTransposeB()) {
    auto lhs = cast<RankedTensorType>(mm.getLhs().getType());
    int64_t rows = lhs.getDimSize(lhs.getRank() - 2);
    if (!mm.getRhs().getDefiningOp<ConstantOp>() ||
        ShapedType::isDynamic(rows) || rows > 8)
      return false;
  }
  Type elem = mm.getType().getElementType();
  bool int32 = gpu && elem.isSignlessInteger(32) && !mm.getTransposeB();
  return (elem.isF16() || elem.isBF16() || elem.isF32() || int32) &&
         getElementTypeOrSelf(mm.getLhs().getType()) == elem &&
         getElementTypeOrSelf(mm.getRhs().getType()) == elem;
}

/// Whether the operands of epilogue `consumer` other than the producer's
/// result `r` all have static shapes. An epilogue reads them at the output's
/// indices, with any broadcast fixed at compile time, so an operand whose
/// dynamic size may turn out to be a broadcasting 1 at run time cannot be
/// one of them, unless the sizes are proven the output's
/// (kSameDynamicDimsAttr: a residual add of a prefill's projection).
bool sideOperandsStatic(Operation *consumer, Value r) {
  if (consumer->hasAttr(kSameDynamicDimsAttr))
    return true;
  return llvm::all_of(consumer->getOperands(), [&](Value v) {
    auto shaped = dyn_cast<ShapedType>(v.getType());
    return v == r || !shaped || shaped.hasStaticShape();
  });
}

/// Whether `side` can be computed beside a matmul's epilogue chain, as an
/// operand of the chain op `user` (MatmulToTile's side ops): elementwise,
/// of `user`'s shape, used by `user` alone, its operands from outside
/// `user`'s group (read from memory, like the epilogue's other operands).
bool isEpilogueSide(Operation *side, Operation *user,
                    const llvm::EquivalenceClasses<Operation *> &groups) {
  if (!isElementwise(side) || side->getNumResults() != 1 ||
      !side->getResult(0).hasOneUse() ||
      *side->getResult(0).getUsers().begin() != user ||
      broadcastsAtRunTime(side) ||
      cast<ShapedType>(side->getResult(0).getType()).getShape() !=
          cast<ShapedType>(user->getResult(0).getType()).getShape())
    return false;
  return llvm::none_of(side->getOperands(), [&](Value v) {
    Operation *def = v.getDefiningOp();
    return def && groups.contains(def) && groups.isEquivalent(def, user);
  });
}

/// Why `consumer` does not join the group of `producer` (which feeds its
/// operand `operandIndex`), or nothing when it does; `why` says what kind of
/// fusion it is.
std::optional<std::string> whyNotFused(Operation *producer,
                                       Operation *consumer,
                                       unsigned operandIndex,
                                       llvm::StringRef target,
                                       std::string &why) {
  if (producer->getBlock() != consumer->getBlock())
    return std::string("the producer is in another block");
  if (producer->getNumResults() != 1)
    return std::string("the producer has several results");
  // (A matmul's epilogue has its own test: sideOperandsStatic.)
  if (!isa<MatmulOp>(producer) &&
      (broadcastsAtRunTime(producer) || broadcastsAtRunTime(consumer)))
    return std::string("a dynamic dimension may broadcast at run time (the "
                       "op is computed whole, not per tile: its own kernel)");
  Value r = producer->getResult(0);
  if (!hasSingleUser(r))
    return std::string("the producer's result has other users (kept: "
                       "recomputing it did not pay, or a user is not "
                       "elementwise)");
  // A cast of the same shape continues the chain (RMSNorm's scaling then
  // its cast back to bf16: one kernel, not two). Other changes of the
  // element type still end it: an IsNaN/Where pair over a dynamic shape,
  // fused through its i1 tensor, lowered to one thread block on CUDA (1.9
  // ms a layer of the Llama decode step on the H200).
  auto continuesChain = [&] {
    if (r.getType() == consumer->getResult(0).getType())
      return true;
    return isa<CastOp>(consumer) &&
           !getElementTypeOrSelf(r.getType()).isInteger(1) &&
           cast<ShapedType>(r.getType()).getShape() ==
               cast<ShapedType>(consumer->getResult(0).getType()).getShape();
  };
  if (isElementwise(producer) && isElementwise(consumer)) {
    if (!continuesChain())
      return std::string("the shapes differ (the producer's result is "
                         "broadcast)");
    why = "elementwise chain, single use, same shape";
    return std::nullopt;
  }
  if (isElementwise(producer) && isRowwise(consumer)) {
    if (operandIndex != 0)
      return std::string("it feeds a parameter operand, not the rows");
    why = "elementwise prologue of a row-wise op: the rows are computed as "
          "they are read";
    return std::nullopt;
  }
  // (Row-wise, matmul and conv epilogues keep the element type: a softmax
  // whose IsNaN/Where epilogue changes it lowered to one thread block on
  // CUDA, 1.9 ms a layer of the Llama decode step on the H200.)
  if (isRowwise(producer) && isElementwise(consumer)) {
    if (r.getType() != consumer->getResult(0).getType())
      return std::string("the epilogue broadcasts the producer's result");
    why = isReduction(producer)
              ? "elementwise epilogue of a reduction, on the reduced result"
              : "elementwise epilogue of a row-wise op";
    return std::nullopt;
  }
  if (isa<MatmulOp>(producer) && isElementwise(consumer)) {
    if (!isTileMatmul(producer, target == "cuda"))
      return std::string("the matmul is transposed or mixes element types "
                         "(no tile program to take an epilogue)");
    // An i32 matmul's epilogue may change the element type (its
    // requantization to int8, graph-quantized-ops), not to i1.
    auto out = cast<ShapedType>(consumer->getResult(0).getType());
    bool requantizes = getElementTypeOrSelf(r.getType()).isInteger(32) &&
                       cast<ShapedType>(r.getType()).getShape() ==
                           out.getShape() &&
                       !out.getElementType().isInteger(1);
    if (r.getType() != out && !requantizes)
      return std::string("the epilogue broadcasts the matmul's result");
    if (!sideOperandsStatic(consumer, r))
      return std::string("the epilogue's other operands have dynamic sizes "
                         "(a run-time broadcast)");
    why = "elementwise epilogue of a matmul: applied to the accumulator tile "
          "before it is stored";
    return std::nullopt;
  }
  if (isa<ConvOp>(producer) && isElementwise(consumer)) {
    // The GPU's convs (depthwise, f32 with a window): one thread per output,
    // the epilogue applied before it is stored. The CPU's: the epilogue
    // (bias, relu, residual add) runs on each tile of output channels while
    // it is in cache, instead of as a kernel of its own. On the CPU the
    // epilogue may change the element type (an int32 conv's requantization
    // to int8, graph-quantized-ops).
    // On the GPU an i32 conv's requantization alike; other epilogues there
    // keep the element type.
    auto out = cast<ShapedType>(consumer->getResult(0).getType());
    bool changesType =
        cast<ShapedType>(r.getType()).getShape() != out.getShape() ||
        out.getElementType().isInteger(1);
    if (target == "cuda" && !getElementTypeOrSelf(r.getType()).isInteger(32))
      changesType = r.getType() != out;
    if (changesType)
      return std::string("the epilogue broadcasts the conv's result");
    if (!sideOperandsStatic(consumer, r))
      return std::string("the epilogue's other operands have dynamic sizes "
                         "(a run-time broadcast)");
    why = "elementwise epilogue of a conv: applied to each output before it "
          "is stored";
    return std::nullopt;
  }
  if (!isElementwise(consumer) && !isRowwise(consumer))
    return "'" + consumer->getName().getStringRef().str() +
           "' takes no fused producers yet";
  return std::string("the producer is not elementwise (no epilogue fusion "
                     "into it yet)");
}

/// The iteration space of a group that may fuse with its siblings: the one
/// static result shape of a group of elementwise ops only; nothing for any
/// other group (`why` says why).
std::optional<SmallVector<int64_t>>
siblingSpace(ArrayRef<Operation *> members, std::string &why) {
  std::optional<SmallVector<int64_t>> space;
  for (Operation *op : members) {
    if (!isElementwise(op)) {
      why = "'" + op->getName().getStringRef().str() +
            "' sets its own iteration space (only elementwise groups fuse as "
            "siblings)";
      return std::nullopt;
    }
    for (Value r : op->getResults()) {
      auto t = dyn_cast<RankedTensorType>(r.getType());
      if (!t || !t.hasStaticShape()) {
        why = "dynamic shapes (equal sizes are not known before the run)";
        return std::nullopt;
      }
      if (space && ArrayRef<int64_t>(*space) != t.getShape()) {
        why = "its results have several shapes";
        return std::nullopt;
      }
      space = SmallVector<int64_t>(t.getShape());
    }
  }
  if (!space)
    why = "it has no results";
  return space;
}

/// Whether anything in `to` is reached from `from` along uses in `block`
/// (through any other op of the block, a group's or not). A group runs as
/// one kernel: reaching one of its members reaches all of them (their
/// results wait for all of its inputs), so merged siblings never close a
/// cycle through other groups.
bool reaches(Block &block, ArrayRef<Operation *> from,
             const llvm::SmallPtrSetImpl<Operation *> &to,
             const llvm::EquivalenceClasses<Operation *> &groups) {
  SmallVector<Operation *> worklist(from.begin(), from.end());
  llvm::SmallPtrSet<Operation *, 32> seen(from.begin(), from.end());
  auto visit = [&](Operation *op) {
    if (!seen.insert(op).second)
      return false;
    if (to.contains(op))
      return true;
    worklist.push_back(op);
    return false;
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (Value r : op->getResults())
      for (Operation *user : r.getUsers()) {
        Operation *inBlock = block.findAncestorOpInBlock(*user);
        if (!inBlock || seen.contains(inBlock))
          continue;
        if (!groups.contains(inBlock)) {
          if (visit(inBlock))
            return true;
          continue;
        }
        for (Operation *member : groups.members(inBlock))
          if (visit(member))
            return true;
      }
  }
  return false;
}

/// A constant operand of a matmul epilogue: per output column (its last dim
/// is the matmul's N and every other is 1: a bias), or broadcast over all
/// of the output (every dim 1, or a scalar).
enum class SideKind { PerColumn, Uniform, Other };
SideKind sideKind(Value v, int64_t n) {
  auto c = v.getDefiningOp<ConstantOp>();
  auto t = dyn_cast<RankedTensorType>(v.getType());
  if (!c || !t || !t.hasStaticShape())
    return SideKind::Other;
  ArrayRef<int64_t> shape = t.getShape();
  if (llvm::all_of(shape, [](int64_t d) { return d == 1; }))
    return SideKind::Uniform;
  if (shape.back() == n &&
      llvm::all_of(shape.drop_back(), [](int64_t d) { return d == 1; }))
    return SideKind::PerColumn;
  return SideKind::Other;
}

/// A matmul that may be concatenated with its siblings: its constant 2-D
/// weights, and the epilogue chain on its result (single users, elementwise
/// ops of its shape whose other operands are constants per column or
/// uniform), which the wider matmul takes over.
struct MatmulSibling {
  MatmulOp matmul;
  ConstantOp weights;
  SmallVector<Operation *> chain;
  int64_t k = 0, n = 0;
  Value out() const {
    return chain.empty() ? matmul->getResult(0) : chain.back()->getResult(0);
  }
};

std::optional<MatmulSibling> matchMatmulSibling(Operation *op) {
  auto mm = dyn_cast<MatmulOp>(op);
  if (!mm || !isTileMatmul(mm) || mm.getTransposeB())
    return std::nullopt;
  auto w = mm.getRhs().getDefiningOp<ConstantOp>();
  auto wType = dyn_cast<RankedTensorType>(mm.getRhs().getType());
  auto outType = dyn_cast<RankedTensorType>(mm.getType());
  if (!w || !wType || wType.getRank() != 2 || !wType.hasStaticShape() ||
      !outType || !outType.hasStaticShape())
    return std::nullopt;
  MatmulSibling s{mm, w, {}, wType.getDimSize(0), wType.getDimSize(1)};
  Value v = mm.getResult();
  while (v.hasOneUse()) {
    Operation *user = *v.getUsers().begin();
    if (!isElementwise(user) || user->getNumResults() != 1 ||
        user->getBlock() != op->getBlock() ||
        user->getResult(0).getType() != v.getType() ||
        llvm::count(user->getOperands(), v) != 1 ||
        llvm::any_of(user->getOperands(), [&](Value o) {
          return o != v && sideKind(o, s.n) == SideKind::Other;
        }))
      break;
    s.chain.push_back(user);
    v = user->getResult(0);
  }
  return s;
}

/// Whether two siblings' epilogues are the same computation: the same ops
/// with the same attributes, the chain at the same operand, uniform
/// constants equal and per-column ones in the same places.
bool sameEpilogue(const MatmulSibling &a, const MatmulSibling &b) {
  if (a.chain.size() != b.chain.size())
    return false;
  for (auto [x, y] : llvm::zip(a.chain, b.chain)) {
    if (x->getName() != y->getName() ||
        x->getAttrDictionary() != y->getAttrDictionary() ||
        x->getNumOperands() != y->getNumOperands())
      return false;
    for (auto [i, pair] :
         llvm::enumerate(llvm::zip(x->getOperands(), y->getOperands()))) {
      auto [ox, oy] = pair;
      bool chainX = !ox.getDefiningOp<ConstantOp>();
      bool chainY = !oy.getDefiningOp<ConstantOp>();
      if (chainX != chainY)
        return false;
      if (chainX)
        continue;
      SideKind kx = sideKind(ox, a.n), ky = sideKind(oy, b.n);
      if (kx != ky || cast<RankedTensorType>(ox.getType()).getRank() !=
                          cast<RankedTensorType>(oy.getType()).getRank())
        return false;
      if (kx == SideKind::Uniform &&
          ox.getDefiningOp<ConstantOp>().getValue() !=
              oy.getDefiningOp<ConstantOp>().getValue())
        return false;
    }
  }
  return true;
}

/// A merged sibling group has at most this many results.
constexpr unsigned kMaxSiblingResults = 8;

/// The results of the union of groups `a` and `b` that are used outside it.
unsigned escapingResults(ArrayRef<Operation *> a, ArrayRef<Operation *> b) {
  llvm::SmallPtrSet<Operation *, 16> all(a.begin(), a.end());
  all.insert(b.begin(), b.end());
  unsigned n = 0;
  for (Operation *op : all)
    for (Value r : op->getResults())
      n += llvm::any_of(r.getUsers(),
                        [&](Operation *u) { return !all.contains(u); });
  return n;
}

/// An elementwise producer is recomputed in at most this many consumers.
constexpr unsigned kMaxRecomputeUsers = 4;

struct GraphFormFusedGroupsPass
    : mlc::graph::impl::GraphFormFusedGroupsPassBase<GraphFormFusedGroupsPass> {
  using Base::Base;

  /// Clones an elementwise op with several elementwise users of its shape
  /// into each of them when the cost model prefers recomputation, so that
  /// every copy has one user and fuses. Users first (reverse order), so a
  /// chain feeding several consumers is duplicated as a whole.
  void recomputeCheapProducers(Block &block, const CostModel &cost) {
    SmallVector<Operation *> candidates;
    for (Operation &op : block)
      if (isElementwise(&op) && op.getNumResults() == 1)
        candidates.push_back(&op);
    for (Operation *op : llvm::reverse(candidates)) {
      Value r = op->getResult(0);
      llvm::SetVector<Operation *> users;
      for (Operation *user : r.getUsers())
        users.insert(user);
      // Program order: the first user keeps the original.
      SmallVector<Operation *> ordered(users.begin(), users.end());
      llvm::sort(ordered, [](Operation *a, Operation *b) {
        return a->getBlock() == b->getBlock() ? a->isBeforeInBlock(b)
                                              : a < b;
      });
      users.clear();
      users.insert(ordered.begin(), ordered.end());
      // More users than a few: keep it (and bound the duplication).
      if (users.size() < 2 || users.size() > kMaxRecomputeUsers ||
          broadcastsAtRunTime(op))
        continue;
      bool allElementwise = llvm::all_of(users, [&](Operation *user) {
        return user->getBlock() == op->getBlock() && isElementwise(user) &&
               user->getResult(0).getType() == r.getType() &&
               !broadcastsAtRunTime(user);
      });
      double extraOps = 0, savedBytes = 0;
      if (!allElementwise) {
        if (printDecisions)
          op->emitRemark() << "kept (not recomputed): not all of its "
                           << users.size()
                           << " users are elementwise ops of its shape";
        continue;
      }
      bool recompute = cost.recomputeIsCheaper(op, users.size(),
                                               elementBytes(r), extraOps,
                                               savedBytes);
      if (printDecisions)
        op->emitRemark() << (recompute ? "recomputed in each of its "
                                       : "kept for its ")
                         << users.size() << " users: "
                         << static_cast<int64_t>(extraOps)
                         << " extra ops/element against "
                         << static_cast<int64_t>(savedBytes)
                         << " bytes/element of memory traffic ("
                         << static_cast<int64_t>(cost.opsPerByte)
                         << " ops/byte on " << target << ")";
      if (!recompute)
        continue;
      for (Operation *user : llvm::drop_begin(users)) {
        OpBuilder builder(user);
        Operation *copy = builder.clone(*op);
        user->replaceUsesOfWith(r, copy->getResult(0));
      }
    }
  }

  void runOnOperation() override {
    // Groups form within one block: the function's or a run-time loop's
    // (scf.while regions on tensors), never across a loop's boundary: a
    // kernel runs once per trip or outside the loop. Graph ops' own regions
    // (graph.fused) are not programs.
    SmallVector<Block *> blocks;
    getOperation().walk([&](Block *block) {
      Operation *parent = block->getParentOp();
      if (!isa<GraphDialect>(parent->getDialect()))
        blocks.push_back(block);
    });
    // Elementwise ops whose dynamic operand dims are proven the result's
    // are not run-time broadcasts: marked, they fuse and tile.
    {
      DimEquivalence dims(getOperation());
      getOperation().walk([&](Operation *op) {
        if (broadcastsAtRunTime(op) && dims.noRunTimeBroadcast(op))
          op->setAttr(kSameDynamicDimsAttr, UnitAttr::get(op->getContext()));
      });
    }
    CostModel cost = CostModel::forTarget(target);
    unsigned counter = 0;
    for (Block *block : blocks)
      formGroups(*block, cost, counter);
  }

  /// An attention's head split (split of a packed qkv tensor, reshapes to
  /// heads) joins the attention's group when the attention is the only
  /// reader: inside the kernel the pieces are views of its input, so the
  /// split costs no copy kernel.
  void joinHeadSplits(ArrayRef<Operation *> ops,
                      llvm::EquivalenceClasses<Operation *> &groups) {
    for (Operation *op : ops) {
      auto attn = dyn_cast<AttentionOp>(op);
      if (!attn)
        continue;
      auto onlyFeeds = [&](Operation *p, Operation *user) {
        return llvm::all_of(p->getUsers(),
                            [&](Operation *u) { return u == user; });
      };
      SmallVector<Operation *> joined;
      llvm::SmallPtrSet<Operation *, 4> reshapes;
      for (Value operand : {attn.getQuery(), attn.getKey(), attn.getValue()}) {
        auto reshape = operand.getDefiningOp<ReshapeOp>();
        if (reshape && groups.contains(reshape) && onlyFeeds(reshape, attn) &&
            reshapes.insert(reshape).second)
          joined.push_back(reshape);
      }
      for (Operation *reshape : SmallVector<Operation *>(joined)) {
        auto split = reshape->getOperand(0).getDefiningOp<SplitOp>();
        if (!split || !groups.contains(split) ||
            llvm::is_contained(joined, split))
          continue;
        bool onlyHeads = llvm::all_of(split->getUsers(), [&](Operation *u) {
          return u == attn || reshapes.contains(u);
        });
        if (onlyHeads)
          joined.push_back(split);
      }
      for (Operation *p : joined) {
        if (printDecisions)
          attn.emitRemark() << "fused with its head split " << describe(p)
                            << ": read in place (a view of the kernel's "
                               "input, no copy)";
        groups.unionSets(p, attn);
      }
    }
  }

  void formGroups(Block &block, const CostModel &cost, unsigned &counter) {
    concatSiblingMatmuls(block);
    recomputeCheapProducers(block, cost);

    SmallVector<Operation *> ops;
    for (Operation &op : block)
      if (isa<GraphDialect>(op.getDialect()) && !isa<ConstantOp, FusedOp>(op) &&
          !op.hasTrait<GraphHostOp>())
        ops.push_back(&op);

    // Union producers and consumers along the edges that fuse. A row-wise
    // op or a reduction anchors its group: at most one per group.
    llvm::EquivalenceClasses<Operation *> groups;
    llvm::DenseMap<Operation *, Operation *> anchor; // leader -> anchor op
    auto anchorOf = [&](Operation *op) -> Operation * {
      auto it = anchor.find(groups.getLeaderValue(op));
      return it == anchor.end() ? nullptr : it->second;
    };
    for (Operation *op : ops) {
      groups.insert(op);
      if (isRowwise(op) || isa<MatmulOp, ConvOp>(op))
        anchor[op] = op;
      llvm::SmallPtrSet<Operation *, 4> seen;
      for (OpOperand &operand : op->getOpOperands()) {
        Operation *producer = operand.get().getDefiningOp();
        if (!producer || !isa<GraphDialect>(producer->getDialect()) ||
            isa<ConstantOp>(producer) || producer->hasTrait<GraphHostOp>() ||
            !seen.insert(producer).second)
          continue;
        // Defined outside this block (before a loop whose body this is):
        // never fused across the loop's boundary.
        if (!groups.contains(producer))
          continue;
        std::string why;
        std::optional<std::string> reason = whyNotFused(
            producer, op, operand.getOperandNumber(), target, why);
        Operation *a = anchorOf(producer), *b = anchorOf(op);
        if (!reason && a && b && a != b)
          reason = "both already hold a row-wise op, reduction, matmul or conv";
        // A matmul's epilogue is one chain from the matmul: the consumer
        // must not bring other producers along, nor take them later, but
        // side ops (elementwise on values read from memory, used only by
        // the chain op: RoPE's q * cos beside the rotated q's GEMV).
        if (!reason && a && isa<MatmulOp>(a) &&
            llvm::any_of(groups.members(op), [&](Operation *m) {
              return m != op && !isEpilogueSide(m, op, groups);
            }))
          reason = "the consumer already fuses other producers (a matmul "
                   "epilogue reads its other operands from memory)";
        if (!reason && b && isa<MatmulOp>(b) &&
            !(llvm::hasSingleElement(groups.members(producer)) &&
              isEpilogueSide(producer, op, groups)))
          reason = "the consumer is a matmul's epilogue (it reads its other "
                   "operands from memory)";
        if (printDecisions)
          op->emitRemark() << (reason ? "not fused with its producer "
                                      : "fused with its producer ")
                           << describe(producer) << ": "
                           << (reason ? *reason : why);
        if (reason)
          continue;
        groups.unionSets(producer, op);
        if (Operation *kept = a ? a : b)
          anchor[groups.getLeaderValue(op)] = kept;
      }
    }

    joinHeadSplits(ops, groups);
    bool reordered = fuseSiblings(block, ops, groups);

    llvm::SmallPtrSet<Operation *, 16> done;
    for (Operation *leader : ops) {
      if (done.contains(leader))
        continue;
      // Members in program order.
      SmallVector<Operation *> members;
      for (Operation *op : ops)
        if (groups.isEquivalent(op, leader))
          members.push_back(op);
      llvm::SmallPtrSet<Operation *, 8> inGroup(members.begin(), members.end());
      done.insert(members.begin(), members.end());
      // A matmul's side ops (isEpilogueSide) that precede it in the program
      // go after it: the tile program starts at the matmul. Neither reads
      // the other, both only read values from outside the group.
      auto mm = llvm::find_if(members, [](Operation *m) {
        return isa<MatmulOp>(m);
      });
      if (mm != members.end() && mm != members.begin() &&
          std::next(mm) != members.end() &&
          llvm::none_of((*mm)->getOperands(), [&](Value v) {
            return inGroup.contains(v.getDefiningOp());
          }))
        std::rotate(members.begin(), mm, std::next(mm));

      llvm::SetVector<Value> inputs;
      SmallVector<Value> results;
      for (Operation *op : members) {
        for (Value v : op->getOperands())
          if (!inGroup.contains(v.getDefiningOp()))
            inputs.insert(v);
        for (Value r : op->getResults())
          if (llvm::any_of(r.getUsers(), [&](Operation *u) {
                return !inGroup.contains(u);
              }))
            results.push_back(r);
      }
      // The group goes where its last member was: all its inputs are
      // defined by then, and its results are used only after.
      Operation *last = members.back();
      OpBuilder builder(last);
      Operation *root = results.empty() ? last : results.back().getDefiningOp();
      std::string name =
          (root->getName().stripDialect() + "_" + Twine(counter++)).str();
      SmallVector<Type> resultTypes;
      for (Value r : results)
        resultTypes.push_back(r.getType());
      auto fused = FusedOp::create(builder, last->getLoc(), name, resultTypes,
                                   inputs.getArrayRef());
      if (printDecisions) {
        InFlightDiagnostic remark = fused.emitRemark()
                                    << "kernel '" << name << "': "
                                    << members.size() << " op"
                                    << (members.size() == 1 ? "" : "s");
        for (Operation *op : members)
          remark << (op == members.front() ? " (" : ", ") << op->getName();
        remark << ")";
      }
      Block &body = fused.getBody().front();
      IRMapping mapping;
      mapping.map(inputs.getArrayRef(), body.getArguments());
      OpBuilder inner = OpBuilder::atBlockEnd(&body);
      for (Operation *op : members)
        inner.clone(*op, mapping);
      SmallVector<Value> yielded;
      for (Value r : results)
        yielded.push_back(mapping.lookup(r));
      YieldOp::create(inner, last->getLoc(), yielded);
      for (auto [r, f] : llvm::zip(results, fused.getResults()))
        r.replaceAllUsesWith(f);
      for (Operation *op : llvm::reverse(members))
        op->erase();
    }
    // A merged sibling group stands where its last member was; a user of
    // an earlier sibling's result that stood before it moves after it (the
    // siblings are independent: there is an order).
    if (reordered && !sortTopologically(&block)) {
      block.getParentOp()->emitError(
          "sibling fusion left a cycle between kernels");
      signalPassFailure();
    }
  }

  /// Matmul siblings (see the file comment): matmuls of one LHS against
  /// constant 2-D weights, with the same epilogue, become one matmul against
  /// the weights concatenated along N (and the epilogue's per-column
  /// constants likewise), followed by a graph.split of its result into the
  /// siblings' results. Only where each sibling alone leaves the machine
  /// underused: on CUDA fewer 128x128 output tiles than the H200's 132
  /// multiprocessors, on the CPU fewer than 512 columns (its grid's 8 tiles
  /// of at least 64 columns). The split is read in place where an
  /// attention's head split takes it (joinHeadSplits: Q/K/V projections);
  /// otherwise it is a copy kernel of its own.
  void concatSiblingMatmuls(Block &block) {
    llvm::MapVector<Value, SmallVector<MatmulSibling>> byLhs;
    for (Operation &op : block)
      if (std::optional<MatmulSibling> s = matchMatmulSibling(&op))
        byLhs[s->matmul.getLhs()].push_back(*s);
    for (auto &[lhs, all] : byLhs) {
      SmallVector<bool> taken(all.size(), false);
      for (size_t i = 0; i < all.size(); ++i) {
        if (taken[i])
          continue;
        SmallVector<MatmulSibling> set = {all[i]};
        for (size_t j = i + 1; j < all.size(); ++j) {
          if (taken[j])
            continue;
          if (!sameEpilogue(all[i], all[j])) {
            if (printDecisions)
              all[j].matmul.emitRemark()
                  << "matmul not concatenated with its sibling "
                  << describe(all[i].matmul)
                  << " (same LHS, constant weights): the epilogues differ";
            continue;
          }
          taken[j] = true;
          set.push_back(all[j]);
        }
        if (set.size() > 1)
          concatMatmuls(set);
      }
    }
  }

  void concatMatmuls(SmallVectorImpl<MatmulSibling> &set) {
    auto outType = cast<RankedTensorType>(set[0].matmul.getType());
    int64_t m = outType.getNumElements() / std::max<int64_t>(set[0].n, 1);
    constexpr int64_t kTile = 128, kMultiprocessors = 132, kCpuColumns = 512,
                      kGemvRows = 8;
    auto tiles = [&](int64_t n) {
      return llvm::divideCeil(m, kTile) * llvm::divideCeil(n, kTile);
    };
    std::string ns;
    int64_t sumN = 0;
    bool pays = true;
    for (MatmulSibling &s : set) {
      ns += (ns.empty() ? "" : ", ") + std::to_string(s.n);
      sumN += s.n;
      pays &= target == "cuda" ? tiles(s.n) < kMultiprocessors
                               : s.n < kCpuColumns;
    }
    std::string rule =
        target == "cuda"
            ? "each alone has fewer 128x128 output tiles than the 132 "
              "multiprocessors (" +
                  std::to_string(tiles(set[0].n)) + " for the first)"
            : "each alone is narrower than 512 columns (8 grid tiles of 64)";
    // A GEMV (convert-graph-to-tile's gemv-max-rows, 8 by default) streams
    // each weight once and fills the GPU from 16 columns a block: together
    // they would only add the split's kernel (7-20 us on the H200 for a
    // decoder's q/k/v and gate/up, against 2-3 us a launch saved).
    if (target == "cuda" && outType.hasStaticShape() && m <= kGemvRows) {
      pays = false;
      rule = "more than " + std::to_string(kGemvRows) +
             " rows (fewer run as GEMVs, which gain nothing together)";
    }
    // Splat weights (ConstantOfShape) concatenate to a splat only when
    // they are one value; else the concatenation would be dense bytes the
    // model never had: past 64 KiB it is not made (issue #22).
    auto splatOf = [](MatmulSibling &s) {
      auto dense = dyn_cast<DenseElementsAttr>(s.weights.getValue());
      return dense && dense.isSplat() ? dense.getSplatValue<Attribute>()
                                      : Attribute();
    };
    auto weightType = cast<ShapedType>(set[0].weights.getType());
    int64_t concatenatedBytes =
        set[0].k * sumN *
        llvm::divideCeil(weightType.getElementTypeBitWidth(), 8);
    bool mixedSplats = concatenatedBytes > (64 << 10) &&
                       llvm::any_of(set, splatOf) &&
                       !llvm::all_of(set, [&](MatmulSibling &s) {
                         return splatOf(s) && splatOf(s) == splatOf(set[0]);
                       });
    if (mixedSplats) {
      pays = false;
      rule = "the siblings' weights are splats of different values (or "
             "splats and dense weights): concatenated they would be dense";
    }
    SmallVector<SmallVector<char>> w;
    for (MatmulSibling &s : set) {
      if (mixedSplats)
        break;
      std::optional<SmallVector<char>> bytes =
          getExpandedConstantBytes(s.weights.getValue());
      // Whole bytes per element: the concatenation below copies bytes.
      if (!bytes ||
          cast<ShapedType>(s.weights.getType()).getElementTypeBitWidth() % 8) {
        pays = false;
        rule = "a sibling's weights are not dense or resource constants";
        break;
      }
      w.push_back(std::move(*bytes));
    }
    if (printDecisions && w.size() != set.size())
      set[0].matmul.emitRemark()
          << "not concatenated " << set.size()
          << " sibling matmuls of one LHS: " << rule;
    else if (printDecisions)
      set[0].matmul.emitRemark()
          << (pays ? "" : "not ") << "concatenated " << set.size()
          << " sibling matmuls of one LHS (N = " << ns << ", K = " << set[0].k
          << ") into one of N = " << sumN << " and a split"
          << (pays ? ": " : ": it does not pay unless ") << rule
          << (pays ? "; the LHS is read once and " +
                         std::to_string(set.size() - 1) + " launches saved"
                   : "");
    if (!pays)
      return;

    Location loc = set[0].matmul.getLoc();
    OpBuilder b(set[0].matmul);
    Type elem = outType.getElementType();
    int64_t eb = (elem.getIntOrFloatBitWidth() + 7) / 8;
    // Row k of the concatenated weights: row k of each sibling's, in order.
    std::vector<char> wcat;
    wcat.reserve(set[0].k * sumN * eb);
    for (int64_t k = 0; k < set[0].k; ++k)
      for (auto [s, bytes] : llvm::zip(set, w))
        wcat.insert(wcat.end(), bytes.begin() + k * s.n * eb,
                    bytes.begin() + (k + 1) * s.n * eb);
    auto wType = RankedTensorType::get({set[0].k, sumN}, elem);
    Value wv = constantFromBytes(b, loc, set[0].weights.getValue(), wType,
                                 wcat, "concatenated");
    SmallVector<int64_t> wide(outType.getShape());
    wide.back() = sumN;
    auto wideType = RankedTensorType::get(wide, elem);
    Operation *mm = b.clone(*set[0].matmul);
    mm->setOperand(1, wv);
    mm->getResult(0).setType(wideType);
    Value cur = mm->getResult(0);
    for (size_t c = 0; c < set[0].chain.size(); ++c) {
      Operation *first = set[0].chain[c];
      // The operands first (constants before their user), then the op.
      IRMapping operands;
      for (unsigned o = 0; o < first->getNumOperands(); ++o) {
        Value v = first->getOperand(o);
        auto cst = v.getDefiningOp<ConstantOp>();
        if (!cst) {
          operands.map(v, cur);
          continue;
        }
        auto t = cast<RankedTensorType>(v.getType());
        if (sideKind(v, set[0].n) == SideKind::Uniform) {
          operands.map(v, b.clone(*cst)->getResult(0));
          continue;
        }
        // Per column: the siblings' constants one after the other.
        std::vector<char> cat;
        for (MatmulSibling &s : set) {
          auto side = s.chain[c]->getOperand(o).getDefiningOp<ConstantOp>();
          std::optional<SmallVector<char>> bytes =
              getExpandedConstantBytes(side.getValue());
          assert(bytes && "checked by sameEpilogue's sideKind");
          cat.insert(cat.end(), bytes->begin(), bytes->end());
        }
        SmallVector<int64_t> shape(t.getShape());
        shape.back() = sumN;
        operands.map(v, constantFromBytes(
                            b, loc, cst.getValue(),
                            RankedTensorType::get(shape, t.getElementType()),
                            cat, "concatenated"));
      }
      Operation *op = b.clone(*first, operands);
      op->getResult(0).setType(
          RankedTensorType::get(wide, getElementTypeOrSelf(op->getResult(0))));
      cur = op->getResult(0);
    }
    SmallVector<Type> pieces;
    SmallVector<int64_t> sizes;
    for (MatmulSibling &s : set) {
      pieces.push_back(s.out().getType());
      sizes.push_back(s.n);
    }
    auto split = SplitOp::create(b, loc, pieces, cur,
                                 b.getI64IntegerAttr(wide.size() - 1),
                                 b.getDenseI64ArrayAttr(sizes));
    for (auto [s, r] : llvm::zip(set, split.getResults())) {
      s.out().replaceAllUsesWith(r);
      SmallVector<Operation *> dead(s.chain.rbegin(), s.chain.rend());
      dead.push_back(s.matmul);
      for (Operation *op : dead) {
        SmallVector<Value> operands(op->getOperands());
        op->erase();
        for (Value v : operands)
          if (auto cst = v.getDefiningOp<ConstantOp>(); cst && cst->use_empty())
            cst->erase();
      }
    }
  }

  /// Sibling fusion (see the file comment): merges groups that read one
  /// tensor whole over the same static iteration space and do not depend
  /// on each other. Returns whether any merged.
  bool fuseSiblings(Block &block, ArrayRef<Operation *> ops,
                    llvm::EquivalenceClasses<Operation *> &groups) {
    auto membersOf = [&](Operation *op) {
      SmallVector<Operation *> members;
      for (Operation *m : ops)
        if (groups.isEquivalent(m, op))
          members.push_back(m);
      return members;
    };
    // The tensors that groups read (not constants: each group gets its own
    // copy), in program order, with the first op of each group that reads
    // them.
    llvm::MapVector<Value, SmallVector<Operation *>> readers;
    for (Operation *op : ops)
      for (Value v : op->getOperands()) {
        Operation *def = v.getDefiningOp();
        if ((def && groups.contains(def) && groups.isEquivalent(def, op)) ||
            (def && isa<ConstantOp>(def)) ||
            !isa<RankedTensorType>(v.getType()))
          continue;
        SmallVector<Operation *> &list = readers[v];
        if (llvm::none_of(list, [&](Operation *o) {
              return groups.isEquivalent(o, op);
            }))
          list.push_back(op);
      }
    bool merged = false;
    for (auto &[v, list] : readers) {
      auto vType = cast<RankedTensorType>(v.getType());
      for (size_t j = 1; j < list.size(); ++j) {
        Operation *b = list[j];
        for (size_t i = 0; i < j; ++i) {
          Operation *a = list[i];
          if (groups.isEquivalent(a, b))
            break; // merged through another sibling already
          SmallVector<Operation *> ma = membersOf(a), mb = membersOf(b);
          std::string whyA, whyB, reason;
          std::optional<SmallVector<int64_t>> sa = siblingSpace(ma, whyA);
          std::optional<SmallVector<int64_t>> sb = siblingSpace(mb, whyB);
          if (!sa)
            reason = "the sibling's group: " + whyA;
          else if (!sb)
            reason = "this group: " + whyB;
          else if (*sa != *sb)
            reason = "the iteration spaces differ (" + shapeString(*sb) +
                     " against " + shapeString(*sa) + ")";
          else if (!vType.hasStaticShape() || vType.getShape() != ArrayRef<int64_t>(*sa))
            reason = "the shared tensor is broadcast, not read whole (" +
                     shapeString(vType.getShape()) + " in a " +
                     shapeString(*sa) + " space)";
          else {
            llvm::SmallPtrSet<Operation *, 16> setA(ma.begin(), ma.end()),
                setB(mb.begin(), mb.end());
            if (reaches(block, ma, setB, groups) ||
                reaches(block, mb, setA, groups))
              reason = "one depends on the other (there is a path from one "
                       "group to the other)";
            else if (escapingResults(ma, mb) > kMaxSiblingResults)
              reason = "the merged kernel would have more than " +
                       std::to_string(kMaxSiblingResults) +
                       " results (its parameters grow with each)";
          }
          if (printDecisions) {
            InFlightDiagnostic remark = b->emitRemark();
            if (!reason.empty()) {
              remark << "not fused with its sibling " << describe(a)
                     << " (both read a " << shapeString(vType.getShape())
                     << " tensor): " << reason;
            } else {
              int64_t bytes = static_cast<int64_t>(vType.getNumElements() *
                                                   elementBytes(v));
              remark << "fused with its sibling " << describe(a)
                     << ": the shared " << shapeString(vType.getShape())
                     << " tensor is read once instead of twice (" << bytes
                     << " bytes saved) and one launch is saved; the same "
                     << shapeString(*sa) << " grid (no parallelism lost)";
            }
          }
          if (!reason.empty())
            continue;
          groups.unionSets(a, b);
          merged = true;
          break;
        }
      }
    }
    return merged;
  }
};
} // namespace
