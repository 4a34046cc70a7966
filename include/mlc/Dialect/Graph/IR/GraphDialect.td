//===- GraphDialect.td - graph dialect definition ----------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonAttrConstraints.td"

def Graph_Dialect : Dialect {
  let name = "graph";
  let cppNamespace = "::mlc::graph";
  let summary = "The model: whole-graph dataflow on tensors with value semantics.";
  let description = [{
    The `graph` dialect holds a model as imported from ONNX, StableHLO or
    written by hand. Values are ranked tensors with static or dynamic (`?`)
    dimensions. Element types: `f16`, `bf16`, `f32`, `f64`, signless `iN`
    (signed integers), `uiN` (unsigned integers) and `i1` (bool).
    Binary elementwise ops broadcast with numpy rules. Ops carry their result
    types, checked against inference by verifiers. A model is a `func.func`
    whose arguments are the model inputs (names in `graph.name` argument
    attributes) and whose results are the outputs.

    `graph.fused` groups ops that are to become one kernel.
  }];
  let hasConstantMaterializer = 1;
  let useDefaultTypePrinterParser = 1;
  let dependentDialects = ["::mlir::func::FuncDialect"];
  let extraClassDeclaration = [{
    /// The folding budget (mlc-compile --max-fold-bytes): a fold whose
    /// result is a dense, non-splat constant of more bytes is not taken.
    int64_t getMaxFoldBytes() const { return maxFoldBytes; }
    void setMaxFoldBytes(int64_t bytes) { maxFoldBytes = bytes; }
    /// Whether `op` may fold to a dense constant of `bytes`; when not, a
    /// remark at `op` says so (once per location).
    bool foldWithinBudget(::mlir::Operation *op, int64_t bytes);

  private:
    int64_t maxFoldBytes = int64_t(4) << 20;
    std::mutex remarkedMutex;
    ::llvm::DenseSet<const void *> remarked;

  public:
  }];
}

// Marks the ops whose result element i depends only on operand elements at
// the (broadcast) position i: what fusion may chain into one kernel.
def Graph_Elementwise : NativeOpTrait<"GraphElementwise"> {
  let cppNamespace = "::mlc::graph";
}

class Graph_Op<string mnemonic, list<Trait> traits = []>
    : Op<Graph_Dialect, mnemonic, traits>;

// Element types the graph dialect can hold.
def Graph_AnyFloat : AnyTypeOf<[F16, BF16, F32, F64]>;
def Graph_AnyInt : AnyTypeOf<[I8, I16, I32, I64, UI8, UI16, UI32, UI64]>;
def Graph_Bool : TypeAlias<I1, "bool">;
def Graph_Element : AnyTypeOf<[Graph_AnyFloat, Graph_AnyInt, I1]>;

def Graph_Tensor : RankedTensorOf<[Graph_Element]>;
def Graph_FloatTensor : RankedTensorOf<[Graph_AnyFloat]>;
def Graph_NumericTensor : RankedTensorOf<[Graph_AnyFloat, Graph_AnyInt]>;
def Graph_IntTensor : RankedTensorOf<[Graph_AnyInt]>;
def Graph_IntOrBoolTensor : RankedTensorOf<[Graph_AnyInt, I1]>;
def Graph_BoolTensor : RankedTensorOf<[I1]>;
def Graph_IndexTensor : RankedTensorOf<[I32, I64]>;

#endif // MLC_DIALECT_GRAPH_IR_GRAPHDIALECT_TD
