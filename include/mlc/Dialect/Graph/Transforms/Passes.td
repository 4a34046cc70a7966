//===- Passes.td - graph dialect passes --------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
#define MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GraphFormFusedGroupsPass : Pass<"graph-form-fused-groups", "mlir::func::FuncOp"> {
  let summary = "Wrap graph ops into graph.fused regions, one kernel each";
  let description = [{
    Groups the compute ops of a function into `graph.fused` regions. Each
    group becomes one kernel. An elementwise op joins the group of an
    elementwise producer when it is that producer's only user and both have
    the same result type (no broadcast of the producer's result); every
    other op is a group of its own, and constants stay outside and are
    passed in. With `print-decisions`, every candidate edge gets a remark
    saying whether it was fused and why, and every group a remark listing
    its members.
  }];
  let options = [
    Option<"printDecisions", "print-decisions", "bool", /*default=*/"false",
           "Emit a remark per fusion decision and per formed group">,
  ];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

#endif // MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
