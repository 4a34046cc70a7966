//===- FormFusedGroups.cpp - wrap graph ops into graph.fused --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

namespace mlc::graph {
#define GEN_PASS_DEF_GRAPHFORMFUSEDGROUPSPASS
#include "mlc/Dialect/Graph/Transforms/Passes.h.inc"
} // namespace mlc::graph

using namespace mlir;
using namespace mlc::graph;

namespace {
struct GraphFormFusedGroupsPass
    : mlc::graph::impl::GraphFormFusedGroupsPassBase<GraphFormFusedGroupsPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    SmallVector<Operation *> ops;
    for (Operation &op : func.getBody().getOps())
      if (isa<GraphDialect>(op.getDialect()) && !isa<ConstantOp, FusedOp>(op))
        ops.push_back(&op);

    unsigned counter = 0;
    for (Operation *op : ops) {
      // Inputs: the distinct operands, in order.
      llvm::SetVector<Value> inputs(op->operand_begin(), op->operand_end());
      OpBuilder builder(op);
      std::string name = (op->getName().stripDialect() + "_" +
                          Twine(counter++)).str();
      auto fused = FusedOp::create(builder, op->getLoc(), name,
                                   op->getResultTypes(), inputs.getArrayRef());
      Block &body = fused.getBody().front();
      IRMapping mapping;
      mapping.map(inputs.getArrayRef(), body.getArguments());
      OpBuilder inner = OpBuilder::atBlockEnd(&body);
      Operation *clone = inner.clone(*op, mapping);
      YieldOp::create(inner, op->getLoc(), clone->getResults());
      op->replaceAllUsesWith(fused.getResults());
      op->erase();
    }
  }
};
} // namespace
