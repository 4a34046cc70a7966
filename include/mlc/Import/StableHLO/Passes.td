//===- Passes.td - StableHLO import passes -----------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_PASSES_TD
#define MLC_IMPORT_STABLEHLO_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertStableHLOToGraphPass
    : Pass<"convert-stablehlo-to-graph", "mlir::ModuleOp"> {
  let summary = "Turn a StableHLO program (JAX's `main`) into a graph model";
  let description = [{
    Rewrites the module's entry function (`@main`, else its only public
    function) into the `graph` dialect, the form `mlc-compile` takes from
    every front-end: the arguments are the model inputs in order (named from
    `jax.arg_info`, else `argN`), the results its outputs (named from
    `jax.result_info`, else `resultN`). Every other function is removed once
    its calls are inlined.

    The conversion walks the program in order, so that control flow becomes
    straight-line graph code:

    - `func.call` of a function of the module is inlined;
    - `stablehlo.while` is unrolled when its condition folds to a constant
      on every trip (the JAX `fori_loop` / `scan` pattern: a counter from a
      constant, compared against a constant, stepped by a constant);
    - `stablehlo.if` / `stablehlo.case` with a constant predicate inline the
      branch taken; with a run-time predicate every branch is converted and
      the results are chosen with `graph.select`;
    - `reduce`, `reduce_window`, `scatter`, `select_and_scatter` and `sort`
      bodies are recognised by what they compute (a small evaluator runs them
      on sample scalars): add / mul / max / min / and / or reductions,
      argmax / argmin pairs, ascending / descending comparators.

    Everything else maps onto graph ops: `dot_general` becomes transposes,
    reshapes and a batched `graph.matmul`; `convolution` a channels-first
    `graph.conv` between transposes; `gather` / `scatter` with general
    dimension numbers a `graph.gather` / `graph.scatter` on the flattened
    operand; `sort` a full `graph.top_k` plus `graph.gather_elements` for the
    payloads. Anything else (an op, attribute, body or element type mlc does
    not handle) is an error at the op's location.

    ```mlir
    // mlc-opt --convert-stablehlo-to-graph
    func.func public @main(%x: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
      %0 = stablehlo.exponential %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    // becomes
    func.func public @main(%x: tensor<4xf32> {graph.name = "arg0"}) -> (tensor<4xf32> {graph.name = "result"}) {
      %0 = graph.exp %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlc::graph::GraphDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
  let options = [
    Option<"maxUnroll", "max-unroll", "int64_t", "4096",
           "the most trips a stablehlo.while may be unrolled to (a loop "
           "whose condition does not fold, or that runs longer, becomes a "
           "run-time scf.while)">,
    Option<"platformIndex", "platform-index", "int64_t", "-1",
           "the value of main's `_platform_index` argument (a jax.export "
           "module lowered for several platforms branches on it): the "
           "argument is removed and its uses get this constant; -1: such "
           "an argument is an error">,
  ];
}

#endif // MLC_IMPORT_STABLEHLO_PASSES_TD
