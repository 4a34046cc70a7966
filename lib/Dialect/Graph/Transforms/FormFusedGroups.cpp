//===- FormFusedGroups.cpp - wrap graph ops into graph.fused --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Groups become kernels. An elementwise op joins the group of an elementwise
// producer when it is that producer's only user and the two have the same
// result shape (no broadcast of the producer's result): the chain then runs
// as one kernel, each element read and written once. Everything else is a
// group of its own. (The cost-model fusion of issue #6 will widen this.)
// With print-decisions, each decision is a remark at the consumer.
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

std::string describe(Operation *op) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "'" << op->getName() << "' at ";
  op->getLoc().print(os);
  return s;
}

/// Why `consumer` does not join the group of `producer` (which feeds it), or
/// nothing when it does.
std::optional<std::string> whyNotFused(Operation *producer,
                                       Operation *consumer) {
  if (!isElementwise(consumer))
    return "'" + consumer->getName().getStringRef().str() +
           "' is not elementwise (only elementwise chains fuse today)";
  if (!isElementwise(producer))
    return "the producer is not elementwise (no epilogue fusion yet)";
  if (producer->getBlock() != consumer->getBlock())
    return std::string("the producer is in another block");
  if (!producer->getResult(0).hasOneUse())
    return std::string("the producer's result has other users (fusing "
                       "would recompute or keep it)");
  if (producer->getResult(0).getType() != consumer->getResult(0).getType())
    return std::string("the shapes differ (the producer's result is "
                       "broadcast)");
  return std::nullopt;
}

struct GraphFormFusedGroupsPass
    : mlc::graph::impl::GraphFormFusedGroupsPassBase<GraphFormFusedGroupsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    SmallVector<Operation *> ops;
    for (Operation &op : func.getBody().getOps())
      if (isa<GraphDialect>(op.getDialect()) && !isa<ConstantOp, FusedOp>(op))
        ops.push_back(&op);

    // Union producer and consumer along single-use, same-shape elementwise
    // edges.
    llvm::EquivalenceClasses<Operation *> groups;
    for (Operation *op : ops) {
      groups.insert(op);
      for (Value operand : op->getOperands()) {
        Operation *producer = operand.getDefiningOp();
        if (!producer || !isa<GraphDialect>(producer->getDialect()) ||
            isa<ConstantOp>(producer))
          continue;
        std::optional<std::string> reason = whyNotFused(producer, op);
        if (printDecisions)
          op->emitRemark() << (reason ? "not fused with its producer "
                                      : "fused with its producer ")
                           << describe(producer) << ": "
                           << (reason ? *reason
                                      : "elementwise chain, single use, "
                                        "same shape");
        if (!reason)
          groups.unionSets(producer, op);
      }
    }

    unsigned counter = 0;
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
