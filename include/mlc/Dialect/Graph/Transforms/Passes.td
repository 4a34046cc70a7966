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
    group becomes one kernel. This first version makes one group per op
    (constants stay outside and are passed in); the cost-model fusion of
    issue #6 grows groups.
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect"];
}

#endif // MLC_DIALECT_GRAPH_TRANSFORMS_PASSES_TD
