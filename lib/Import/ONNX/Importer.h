//===- Importer.h - ONNX importer internals ---------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The state of one import: the builder, the value table (ONNX value name ->
// SSA value), the table of folded integer tensors used for shape
// computations, and the node being converted (for diagnostics). The graph
// walk lives in Importer.cpp, the per-op conversions in one file per domain
// (ONNXElementwise.cpp, ONNXShapes.cpp, ONNXNN.cpp, ...), the entry points,
// which build the table of conversions from the files' register functions,
// in ONNXImporter.cpp. The importer calls the conversions only through that
// table, so the files depend on each other one way.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_ONNX_IMPORTER_H
#define MLC_LIB_IMPORT_ONNX_IMPORTER_H

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Import/ONNX.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <onnx/onnx_pb.h>

#include <optional>
#include <string>
#include <type_traits>

namespace mlc::onnximport {

/// A dimension of a folded shape tensor that is not a number at compile time:
/// encoded as kSymBase + symbol id.
constexpr int64_t kSymBase = INT64_MIN / 2;
/// Symbols take [kSymBase - 2^40, kSymBase]: a value below (an INT64_MIN
/// slice bound) is a number.
inline bool isSym(int64_t v) {
  return v <= kSymBase && v > kSymBase - (int64_t(1) << 40);
}

/// An integer (or bool) tensor whose contents are known while importing:
/// initializers, Constant nodes and folded shape computations. Entries may be
/// symbols (see `Importer::symbols`) standing for a dynamic dimension.
struct Known {
  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<int64_t> values;
  mlir::Type elemType;
  bool hasSymbols() const {
    return llvm::any_of(values, [](int64_t v) { return isSym(v); });
  }
};

/// An optional operand: may be null without failing the build.
struct Opt {
  mlir::Value v;
  operator mlir::Value() const { return v; }
};

/// An ONNX sequence or optional value (ONNXSequence.cpp). mlc resolves both
/// while importing: a sequence is a list of tensors whose length is known
/// (each element its own SSA value and shape), an optional is present or
/// absent. Neither exists in the graph dialect.
struct Composite {
  enum class Kind { Sequence, Optional };
  Kind kind = Kind::Sequence;
  /// Optional only: whether it holds a value, and whether that value is a
  /// sequence (the tensors in `elems`) or a tensor (`elems[0]`).
  bool present = true;
  bool ofSequence = false;
  llvm::SmallVector<mlir::Value, 2> elems;
  /// The element type when known (needed for empty sequences), else null.
  mlir::Type elemType;
  /// A sequence of run-time length (SplitToSequence without 'split' over a
  /// run-time size): the unit slices of `source` along `axis` (squeezed
  /// unless `keepDims`), its length `source`'s size there; `elems` is
  /// empty. SequenceLength, SequenceAt and the ConcatFromSequence that
  /// undoes the split take it; the other consumers reject it
  /// (runtimeLengthError).
  mlir::Value source;
  int64_t axis = 0;
  bool keepDims = true;
  bool isSequence() const { return kind == Kind::Sequence; }
  bool hasRuntimeLength() const { return static_cast<bool>(source); }
};

/// The diagnostic for a consumer that cannot take a sequence of run-time
/// length.
inline std::string runtimeLengthError(llvm::StringRef what) {
  return (what + " is a sequence of run-time length (SplitToSequence "
                 "without 'split' over a size known only at run time); mlc "
                 "takes one only in SequenceLength, SequenceAt and the "
                 "ConcatFromSequence that undoes the split")
      .str();
}

/// A value crossing a subgraph's boundary (If branches, Loop and Scan
/// bodies): an SSA value, or a tensor known while importing (kept known so
/// that shape arithmetic inside the subgraph still folds), or a sequence or
/// optional.
struct SubgraphValue {
  mlir::Value value;
  std::optional<Known> known;
  std::optional<Composite> composite;
};

class Importer {
public:
  using Handler = mlir::LogicalResult (*)(Importer &);

  /// Converts each node with the entry of `handlers` for its op type (the
  /// table outlives the importer).
  Importer(mlir::MLIRContext &ctx, llvm::StringRef path,
           const ONNXImportOptions &opts,
           const llvm::StringMap<Handler> &handlers);

  mlir::OwningOpRef<mlir::ModuleOp> run(const onnx::ModelProto &model);

  // --- Used by the op conversions (ONNX<Domain>.cpp) ---------------------

  /// Emits "ONNX node 'NAME' (OP, opset N): MSG" at the node and fails.
  mlir::InFlightDiagnostic error();
  mlir::LogicalResult fail(const llvm::Twine &msg) {
    return mlir::LogicalResult(error() << msg);
  }

  unsigned numInputs() const { return node->input_size(); }
  bool hasInput(unsigned i) const {
    return (int)i < node->input_size() && !node->input(i).empty();
  }
  bool wantsOutput(unsigned i) const {
    return (int)i < node->output_size() && !node->output(i).empty();
  }
  /// The value of input `i` (a Known tensor is materialized as a constant).
  mlir::Value in(unsigned i);
  const Known *known(unsigned i);
  /// Integer contents of input `i`, which must be known (no symbols).
  mlir::FailureOr<llvm::SmallVector<int64_t>> constInts(unsigned i,
                                                        llvm::StringRef what);
  /// Float (or int) contents of a small constant input, as doubles.
  std::optional<llvm::SmallVector<double>> constDoubles(unsigned i);
  void setOut(unsigned i, mlir::Value v);
  void setKnown(unsigned i, Known k);
  /// Input `i` as a sequence or optional; null if it is not one.
  const Composite *composite(unsigned i) const;
  void setComposite(unsigned i, Composite c);

  const onnx::AttributeProto *attr(llvm::StringRef name) const;
  int64_t attrInt(llvm::StringRef name, int64_t def) const;
  float attrFloat(llvm::StringRef name, float def) const;
  std::string attrString(llvm::StringRef name, llvm::StringRef def) const;
  std::optional<llvm::SmallVector<int64_t>>
  attrInts(llvm::StringRef name) const;

  mlir::RankedTensorType type(mlir::Value v) const {
    return llvm::cast<mlir::RankedTensorType>(v.getType());
  }
  mlir::Type elem(mlir::Value v) const { return type(v).getElementType(); }
  int64_t rank(mlir::Value v) const { return type(v).getRank(); }
  mlir::RankedTensorType tensorType(llvm::ArrayRef<int64_t> shape,
                                    mlir::Type elem) const {
    return mlir::RankedTensorType::get(shape, elem);
  }

  /// Builds an op whose result types come from its type inference (never
  /// aborts: a failed inference is a diagnostic).
  /// True if any argument is a null Value (an earlier step failed and has
  /// reported it).
  template <typename T> static bool isNull(const T &a) {
    if constexpr (std::is_same_v<std::decay_t<T>, mlir::Value>)
      return !mlir::Value(a);
    return false;
  }
  template <typename... Args> static bool anyNull(const Args &...args) {
    return (isNull(args) || ...);
  }

  template <typename OpTy, typename... Args>
  mlir::FailureOr<OpTy> infer(unsigned numResults, Args &&...args) {
    if (anyNull(args...))
      return mlir::failure();
    llvm::SmallVector<mlir::Type> placeholders(numResults, b.getNoneType());
    OpTy op = OpTy::create(b, loc, mlir::TypeRange(placeholders),
                           std::forward<Args>(args)...);
    llvm::SmallVector<mlir::Type> types;
    if (mlir::failed(OpTy::inferReturnTypes(
            &ctx, loc, op->getOperands(), op->getRawDictionaryAttrs(),
            op->getPropertiesStorage(), op->getRegions(), types)) ||
        types.size() != numResults) {
      op->erase();
      return mlir::failure();
    }
    for (auto [r, t] : llvm::zip(op->getResults(), types))
      r.setType(t);
    return op;
  }
  template <typename OpTy, typename... Args>
  mlir::Value infer1(Args &&...args) {
    auto op = infer<OpTy>(1, std::forward<Args>(args)...);
    return mlir::failed(op) ? mlir::Value() : (*op)->getResult(0);
  }
  /// Builds an op with an explicit result type.
  template <typename OpTy, typename... Args>
  mlir::Value make(mlir::Type t, Args &&...args) {
    if (anyNull(args...))
      return {};
    return OpTy::create(b, loc, t, std::forward<Args>(args)...)->getResult(0);
  }

  // Small builders shared by the conversions.
  mlir::Value constant(mlir::ElementsAttr attr);
  mlir::Value scalar(double v, mlir::Type elem);
  mlir::Value intVector(llvm::ArrayRef<int64_t> v);
  mlir::Value materialize(const Known &k);
  mlir::Value cast(mlir::Value v, mlir::Type elem);
  /// Reshape to `shape`: entries are sizes, symbols (sizes known at run
  /// time) or one -1 (inferred). With `shapeOperand` (a 1-D i64 tensor of
  /// the sizes, -1 allowed once) the dynamic sizes come from it.
  mlir::Value reshape(mlir::Value v, llvm::ArrayRef<int64_t> shape,
                      mlir::Value shapeOperand = {});
  /// The run-time shape of `v` (graph.shape_of, one per value).
  mlir::Value shapeOf(mlir::Value v);
  /// `k` as a value; symbols become slices of graph.shape_of (at the
  /// current insertion point).
  mlir::Value materializeSymbolic(const Known &k);
  mlir::Value squeezeDims(mlir::Value v, llvm::ArrayRef<int64_t> axes);
  mlir::Value unsqueezeDims(mlir::Value v, llvm::ArrayRef<int64_t> axes);
  /// Symbol for dimension `d` of `v` when dynamic, else its size.
  int64_t dimOrSym(mlir::Value v, int64_t d);
  int64_t newSym(mlir::Value v = {}, int64_t d = -1);

  mlir::MLIRContext &ctx;
  mlir::OpBuilder b;
  mlir::Location loc;
  std::string path;
  const ONNXImportOptions &opts;
  /// The op conversions by op type (ONNXImporter.cpp builds it).
  const llvm::StringMap<Handler> &handlers;
  int64_t opset = 1;
  const onnx::NodeProto *node = nullptr;
  int nodeIndex = -1;

  llvm::StringMap<mlir::Value> values;
  llvm::StringMap<Known> knowns;
  /// Sequence and optional values (ONNXSequence.cpp).
  llvm::StringMap<Composite> composites;
  /// Symbols: the dimension (value, index) they stand for, or none.
  llvm::SmallVector<std::pair<mlir::Value, int64_t>> symbols;
  /// graph.shape_of ops built so far, by operand.
  llvm::SmallVector<std::pair<mlir::Value, mlir::Value>> shapeOfs;
  unsigned blobCounter = 0;
  /// Bytes of weights dequantized at import so far (MatMulNBits, up to
  /// opts.nbitsFoldBytes).
  int64_t foldedWeightBytes = 0;

  mlir::FailureOr<mlir::Type> convertElemType(int32_t onnxType,
                                              llvm::StringRef what);
  mlir::FailureOr<mlir::ElementsAttr> convertTensor(const onnx::TensorProto &t,
                                                    Known *knownOut);
  /// Converts initializer `t` and binds its name: a known (compile-time)
  /// value where it is one, else a graph constant.
  mlir::LogicalResult bindInitializer(const onnx::TensorProto &t);
  mlir::LogicalResult convertNode();
  /// Makes node `i` of `g` the current node: `node`, `nodeIndex`, and `loc`
  /// named by the node (its op type when it has no name) within `parent`.
  void enterNode(const onnx::GraphProto &g, int i, mlir::Location parent);
  /// Graph inputs whose (1-D) length is a result's rank or structure: an op
  /// reads them as sizes, axes or per-axis bounds. --force-dynamic keeps
  /// that length static.
  llvm::StringSet<> structuralInputs;
  /// Graph inputs whose last dimension is structural: GatherND's and
  /// ScatterND's index tuples (their length is how many leading data
  /// dimensions are indexed, and so GatherND's result rank). --force-dynamic
  /// keeps it static.
  llvm::StringSet<> lastDimStructural;
  void findStructuralInputs(const onnx::GraphProto &g);
  /// The type of a tensor graph input named `name`: the model's, or the
  /// --input-shape override.
  mlir::FailureOr<mlir::Type> inputType(llvm::StringRef name,
                                        const onnx::TypeProto_Tensor &tt);

  /// Imports the nodes of subgraph `g` in place, at the insertion point, with
  /// its inputs bound to `inputs`; the enclosing graphs' values stay
  /// visible. The names `g` defines are dropped again afterwards (an
  /// enclosing value of the same name comes back), so a loop body may be
  /// imported once per iteration. Returns the subgraph's outputs.
  mlir::FailureOr<llvm::SmallVector<SubgraphValue>>
  importSubgraph(const onnx::GraphProto &g,
                 llvm::ArrayRef<SubgraphValue> inputs);
  /// `v` as an SSA value (a known tensor is materialized).
  mlir::Value valueOf(const SubgraphValue &v);
  /// Input `i` as a subgraph value: known tensors stay known, sequences
  /// and optionals stay composites.
  mlir::FailureOr<SubgraphValue> inValue(unsigned i);
  /// Records `v` as output `i` (a value, a known tensor or a composite).
  void setOutValue(unsigned i, const SubgraphValue &v);
};

/// Each conversion file adds its handlers to the table (keys are op types;
/// ops of another domain are "DOMAIN.OpType"). Every op type has one
/// handler, so the order of these calls does not matter.
/// Arithmetic, comparisons, logic, casts, activations, Identity
/// (ONNXElementwise.cpp).
void registerElementwiseHandlers(llvm::StringMap<Importer::Handler> &m);
/// Constant, ConstantOfShape, Range, EyeLike (ONNXGenerators.cpp).
void registerGeneratorHandlers(llvm::StringMap<Importer::Handler> &m);
/// Shape, Reshape, Transpose, Concat, Slice, Pad, ... (ONNXShapes.cpp).
void registerShapeHandlers(llvm::StringMap<Importer::Handler> &m);
/// Gathers, scatters, Compress, OneHot, Trilu, ... (ONNXIndexing.cpp).
void registerIndexingHandlers(llvm::StringMap<Importer::Handler> &m);
/// MatMul, Gemm, Einsum, Det (ONNXLinalg.cpp).
void registerLinalgHandlers(llvm::StringMap<Importer::Handler> &m);
/// Attention, GroupQueryAttention, RotaryEmbedding (opset 23 and
/// com.microsoft; ONNXAttention.cpp).
void registerAttentionHandlers(llvm::StringMap<Importer::Handler> &m);
/// Convolutions, poolings, normalizations, losses, ... (ONNXNN.cpp).
void registerNNHandlers(llvm::StringMap<Importer::Handler> &m);
/// Reduce*, ArgMax/ArgMin, TopK, CumSum (ONNXReductions.cpp).
void registerReductionHandlers(llvm::StringMap<Importer::Handler> &m);
/// QuantizeLinear, DequantizeLinear, QLinear*, *Integer
/// (ONNXQuantization.cpp).
void registerQuantizationHandlers(llvm::StringMap<Importer::Handler> &m);
/// Windows, DFT, STFT, MelWeightMatrix (ONNXSignal.cpp).
void registerSignalHandlers(llvm::StringMap<Importer::Handler> &m);
/// Adagrad, Momentum, Adam of ai.onnx.preview.training (ONNXOptimizers.cpp).
void registerOptimizerHandlers(llvm::StringMap<Importer::Handler> &m);
/// LSTM, GRU, RNN (ONNXRecurrent.cpp).
void registerRecurrentOps(llvm::StringMap<Importer::Handler> &m);
/// Resize and Upsample (ONNXOpsResize.cpp).
void registerResizeHandlers(llvm::StringMap<Importer::Handler> &m);
/// StringNormalizer, NonZero, Unique, ... (ONNXStrings.cpp).
void registerStringHandlers(llvm::StringMap<Importer::Handler> &m);
/// Sequence and optional ops (ONNXSequence.cpp).
void registerSequenceHandlers(llvm::StringMap<Importer::Handler> &m);
/// If, Loop and Scan (ONNXControlFlow.cpp).
void registerControlFlowOps(llvm::StringMap<Importer::Handler> &m);
/// Gradient of ai.onnx.preview.training (ONNXGradient.cpp).
void registerGradientOps(llvm::StringMap<Importer::Handler> &m);

/// A sequence- or optional-typed graph input (Importer.cpp) becomes one
/// argument per tensor it holds: sequence elements `NAME.0`, `NAME.1`, ...
/// whose number and shapes come from --input-shape; an optional is present
/// (argument `NAME`) unless given as `NAME:none`. Appends the arguments and
/// returns the composite to bind, its `elems` still null.
mlir::FailureOr<Composite>
declareCompositeInput(Importer &I, const onnx::ValueInfoProto &vi,
                      llvm::SmallVectorImpl<mlir::Type> &argTypes,
                      llvm::SmallVectorImpl<std::string> &argNames);
/// The tensors of a sequence- or optional-typed graph output, named as the
/// inputs of declareCompositeInput.
void flattenCompositeOutput(const Composite &c, llvm::StringRef name,
                            llvm::SmallVectorImpl<mlir::Value> &results,
                            llvm::SmallVectorImpl<std::string> &names);
} // namespace mlc::onnximport

#endif // MLC_LIB_IMPORT_ONNX_IMPORTER_H
