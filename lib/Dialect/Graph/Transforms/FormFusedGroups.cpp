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
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
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

bool isReduction(Operation *op) {
  return isa<ReduceSumOp, ReduceMeanOp, ReduceMaxOp, ReduceMinOp, ReduceProdOp,
             ReduceL2Op>(op);
}

/// Ops that read their first operand row by row and can take an elementwise
/// prologue on it.
bool isRowwise(Operation *op) {
  return isReduction(op) || isa<SoftmaxOp, LogSoftmaxOp, LayerNormOp>(op);
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
/// targets).
bool isTileMatmul(Operation *op) {
  auto mm = dyn_cast<MatmulOp>(op);
  if (!mm || mm.getTransposeA() || mm.getTransposeB())
    return false;
  Type elem = mm.getType().getElementType();
  return (elem.isF16() || elem.isBF16() || elem.isF32()) &&
         getElementTypeOrSelf(mm.getLhs().getType()) == elem &&
         getElementTypeOrSelf(mm.getRhs().getType()) == elem;
}

/// Whether the operands of epilogue `consumer` other than the producer's
/// result `r` all have static shapes. An epilogue reads them at the output's
/// indices, with any broadcast fixed at compile time, so an operand whose
/// dynamic size may turn out to be a broadcasting 1 at run time cannot be
/// one of them.
bool sideOperandsStatic(Operation *consumer, Value r) {
  return llvm::all_of(consumer->getOperands(), [&](Value v) {
    auto shaped = dyn_cast<ShapedType>(v.getType());
    return v == r || !shaped || shaped.hasStaticShape();
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
  Value r = producer->getResult(0);
  if (!hasSingleUser(r))
    return std::string("the producer's result has other users (kept: "
                       "recomputing it did not pay, or a user is not "
                       "elementwise)");
  if (isElementwise(producer) && isElementwise(consumer)) {
    if (r.getType() != consumer->getResult(0).getType())
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
  if (isRowwise(producer) && isElementwise(consumer)) {
    if (r.getType() != consumer->getResult(0).getType())
      return std::string("the epilogue broadcasts the producer's result");
    why = isReduction(producer)
              ? "elementwise epilogue of a reduction, on the reduced result"
              : "elementwise epilogue of a row-wise op";
    return std::nullopt;
  }
  if (isa<MatmulOp>(producer) && isElementwise(consumer)) {
    if (!isTileMatmul(producer))
      return std::string("the matmul is transposed or mixes element types "
                         "(no tile program to take an epilogue)");
    if (r.getType() != consumer->getResult(0).getType())
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
    // it is in cache, instead of as a kernel of its own.
    if (r.getType() != consumer->getResult(0).getType())
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
      if (users.size() < 2 || users.size() > kMaxRecomputeUsers)
        continue;
      bool allElementwise = llvm::all_of(users, [&](Operation *user) {
        return user->getBlock() == op->getBlock() && isElementwise(user) &&
               user->getResult(0).getType() == r.getType();
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
        // must not bring other producers along, nor take them later.
        if (!reason && a && isa<MatmulOp>(a) &&
            !llvm::hasSingleElement(groups.members(op)))
          reason = "the consumer already fuses other producers (a matmul "
                   "epilogue reads its other operands from memory)";
        if (!reason && b && isa<MatmulOp>(b))
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
  }
};
} // namespace
