//===- StableHLOToGraph.h - StableHLO to graph internals -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to convert-stablehlo-to-graph: the state of one conversion (the
// builder, the value map from StableHLO values to graph values, the op being
// converted) and the small builders the per-op conversions share. The walk,
// the control flow (calls, while, if/case) and the body evaluator live in
// StableHLOTranslator.cpp; the op conversions in StableHLOToGraphOps.cpp
// (elementwise and data movement), StableHLOToGraphNN.cpp (contractions,
// convolutions, reductions, windows, gathers, scatters, sorts) and
// StableHLOToGraphDynamic.cpp (run-time shape operands); the pass,
// which builds the handler table from their register functions, in
// StableHLOToGraph.cpp. The translator calls the op conversions only through
// that table, so the files depend on each other one way.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_STABLEHLO_STABLEHLOTOGRAPH_H
#define MLC_LIB_IMPORT_STABLEHLO_STABLEHLOTOGRAPH_H

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <type_traits>

namespace mlc::shlo {

/// What a reduction-like body computes on its two scalar operands.
enum class Combiner { Add, Mul, Max, Min, And, Or, Replace };

/// Sample-based classification of a region (see StableHLOToGraph.cpp).
struct BodyInfo {
  std::optional<Combiner> combiner; ///< single-operand bodies
  /// Two-operand (value, index) reduction bodies: argmax / argmin with the
  /// lower index winning ties.
  std::optional<bool> argMax;
};

class Translator;
/// The conversion of one op kind: reads the op being converted through the
/// translator and maps its results.
using Handler = mlir::LogicalResult (*)(Translator &, mlir::Operation *);
/// The conversions by op name.
using HandlerMap = llvm::StringMap<Handler>;

class Translator {
public:
  /// Converts the ops named in `handlers` with them (the table outlives the
  /// translator).
  Translator(mlir::ModuleOp module, const HandlerMap &handlers,
             int64_t maxUnroll, int64_t platformIndex = -1)
      : module(module), b(module.getContext()), maxUnroll(maxUnroll),
        platformIndex(platformIndex), handlers(handlers) {}

  /// Rewrites `main` into the graph dialect in place.
  mlir::LogicalResult convertMain(mlir::func::FuncOp main);

  // --- Used by the op conversions ---------------------------------------
  using Handler = shlo::Handler;

  mlir::Location loc() const { return cur->getLoc(); }
  /// The graph value of operand `i` of the op being converted.
  mlir::Value in(unsigned i) { return lookup(cur->getOperand(i)); }
  mlir::Value lookup(mlir::Value v) const { return map.lookupOrNull(v); }
  void setOut(unsigned i, mlir::Value v) { map.map(cur->getResult(i), v); }
  /// Emits `msg` at the op being converted and fails.
  mlir::LogicalResult fail(const llvm::Twine &msg);
  mlir::RankedTensorType outType(unsigned i = 0) const {
    return llvm::cast<mlir::RankedTensorType>(cur->getResult(i).getType());
  }

  // Attributes of the op being converted.
  /// An integer list attribute (dense array, elements or array of integers);
  /// empty when absent.
  llvm::SmallVector<int64_t> ints(llvm::StringRef name) const;
  mlir::Attribute attr(llvm::StringRef name) const {
    return cur->getAttr(name);
  }
  /// The `[rank x 2]` padding attribute as (low, high) pairs; zeros when
  /// absent.
  mlir::FailureOr<llvm::SmallVector<std::pair<int64_t, int64_t>>>
  padding(llvm::StringRef name, int64_t rank);

  // Builders (at the current insertion point, with the op's location).
  static mlir::RankedTensorType type(mlir::Value v) {
    return llvm::cast<mlir::RankedTensorType>(v.getType());
  }
  static mlir::Type elem(mlir::Value v) { return type(v).getElementType(); }
  static mlir::RankedTensorType tensor(llvm::ArrayRef<int64_t> shape,
                                       mlir::Type elem) {
    return mlir::RankedTensorType::get(shape, elem);
  }
  mlir::Value constant(mlir::ElementsAttr value);
  /// A rank-0 constant (`v` converted to `elem`; bool: v != 0).
  mlir::Value scalar(double v, mlir::Type elem);
  mlir::Value i64s(llvm::ArrayRef<int64_t> v, llvm::ArrayRef<int64_t> shape);
  mlir::Value reshape(mlir::Value v, llvm::ArrayRef<int64_t> shape);
  mlir::Value transpose(mlir::Value v, llvm::ArrayRef<int64_t> perm);
  mlir::Value broadcastTo(mlir::Value v, llvm::ArrayRef<int64_t> shape);
  mlir::Value cast(mlir::Value v, mlir::Type elem);
  /// Entries [starts[d], ends[d]) with steps (default 1) of every dimension.
  mlir::Value slice(mlir::Value v, llvm::ArrayRef<int64_t> starts,
                    llvm::ArrayRef<int64_t> ends,
                    llvm::ArrayRef<int64_t> steps = {});
  /// Elementwise op with numpy broadcasting of its two operands; the result
  /// has `a`'s element type (i1 for compare).
  template <typename OpTy> mlir::Value binary(mlir::Value a, mlir::Value b);
  mlir::Value compare(graph::CmpPredicate p, mlir::Value a, mlir::Value b);
  mlir::Value select(mlir::Value c, mlir::Value a, mlir::Value b);
  template <typename OpTy> mlir::Value unary(mlir::Value a) {
    return build<OpTy>(a.getType(), a);
  }
  /// Builds `OpTy` with result type `t`, folding it when its operands are
  /// constants (so that loop counters stay constants while unrolling). A
  /// StableHLO result type may be more or less static than what the graph
  /// op infers (both are valid StableHLO); the op then gets the inferred
  /// type and a reshape to `t` follows (settleInferredType).
  template <typename OpTy, typename... Args>
  mlir::Value build(mlir::Type t, Args &&...args) {
    if constexpr (std::is_base_of_v<mlir::InferTypeOpInterface::Trait<OpTy>,
                                    OpTy>) {
      auto op = OpTy::create(b, loc(), t, std::forward<Args>(args)...);
      return settleInferredType(op.getOperation(),
                                &OpTy::isCompatibleReturnTypes);
    } else {
      return b.createOrFold<OpTy>(loc(), t, std::forward<Args>(args)...);
    }
  }
  /// The rest of build() for an op that infers its result type: if the
  /// built type is not `compatible` with the inferred one but has the same
  /// element type and a compatible shape, the op takes the inferred type.
  /// Then the op is folded as createOrFold would, and a retyped result is
  /// refined (refine()) back to the built type.
  mlir::Value settleInferredType(mlir::Operation *op,
                                 bool (*compatible)(mlir::TypeRange,
                                                    mlir::TypeRange));
  /// The integer contents of a graph value when it is a constant.
  std::optional<llvm::SmallVector<int64_t>> constInts(mlir::Value v) const;

  /// Converts `region`'s single block with its arguments bound to `args`;
  /// `results` gets the terminator's operands (converted).
  mlir::LogicalResult convertRegion(mlir::Region &region,
                                    mlir::ValueRange args,
                                    llvm::SmallVectorImpl<mlir::Value> &results);
  /// What a reduction / scatter / comparator body computes.
  BodyInfo classifyBody(mlir::Region &region);
  /// The comparison a predicate body (sort comparator, select of
  /// select_and_scatter) computes on block arguments 0 and 1, the other
  /// arguments unused: lt, le, gt or ge; nothing if it is none of them.
  std::optional<graph::CmpPredicate> classifyPredicate(mlir::Region &region);
  /// Evaluates a scalar body on `args` (bools 0 / 1): the returned values,
  /// or nothing when the body holds an op the evaluator does not know.
  std::optional<llvm::SmallVector<double>>
  evaluateBody(mlir::Region &region, llvm::ArrayRef<double> args);

  mlir::ModuleOp module;
  mlir::OpBuilder b;
  int64_t maxUnroll;
  /// The constant main's `_platform_index` argument gets (-1: none given).
  int64_t platformIndex;
  mlir::Operation *cur = nullptr;
  mlir::IRMapping map;
  /// Tuple values: their elements.
  llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Value>> tuples;
  /// Set while settleInferredType refines a result (no second refinement).
  bool settling = false;
  /// Functions being inlined (recursion guard).
  llvm::SmallVector<mlir::Operation *> callStack;

private:
  const HandlerMap &handlers;
  mlir::LogicalResult convertOp(mlir::Operation *op);
  mlir::LogicalResult convertBlock(mlir::Block &block,
                                   llvm::SmallVectorImpl<mlir::Value> &results);
};

template <typename OpTy>
mlir::Value Translator::binary(mlir::Value a, mlir::Value b) {
  if (!a || !b)
    return {};
  auto shape = graph::broadcastShapes({type(a).getShape(), type(b).getShape()});
  if (mlir::failed(shape))
    return {};
  return build<OpTy>(tensor(*shape, elem(a)), a, b);
}

/// The value of a constant splat (float, or integer read by its signedness)
/// as a double; nothing for other values.
std::optional<double> constScalar(mlir::Value v);

/// `x` padded per dimension with `lo` / `hi` entries of `value` at its edges
/// (negative: cut) and `interior[d]` between neighbours (StableHLO's pad).
mlir::Value padGeneral(Translator &t, mlir::Value x,
                       llvm::ArrayRef<int64_t> lo, llvm::ArrayRef<int64_t> hi,
                       llvm::ArrayRef<int64_t> interior, double value);

// Run-time shapes (StableHLOToGraphDynamic.cpp).
/// Size `d` of `x` as a rank-0 i64: a constant when static, else read at
/// run time (graph.shape_of).
mlir::Value dimSize(Translator &t, mlir::Value x, int64_t d);
/// Rank-0 i64 constants of `v`'s values.
llvm::SmallVector<mlir::Value> i64Scalars(Translator &t,
                                          llvm::ArrayRef<int64_t> v);
/// The entries of an integer tensor as rank-0 i64 values (constants when
/// it is one).
llvm::SmallVector<mlir::Value> entries(Translator &t, mlir::Value v);
/// `v` with type `want` (same rank; sizes read at run time where `want` is
/// more static than `v`'s type, which is then a promise).
mlir::Value refine(Translator &t, mlir::Value v, mlir::RankedTensorType want);
/// `v` reshaped to `shape` whose sizes, at run time, are `sizes` (rank-0
/// i64 each), passed as graph.reshape's shape operand.
mlir::Value reshapeWithSizes(Translator &t, mlir::Value v,
                             llvm::ArrayRef<int64_t> shape,
                             llvm::ArrayRef<mlir::Value> sizes);
/// StableHLO's pad with per-dimension amounts given as rank-0 i64 values
/// (run-time or constant; edges may be negative): per padded dimension, a
/// gather at (i - lo) / (interior + 1), masked to `fill` (rank 0) where that
/// is no source position.
mlir::Value runtimePad(Translator &t, mlir::Value x,
                       llvm::ArrayRef<mlir::Value> lo,
                       llvm::ArrayRef<mlir::Value> hi,
                       llvm::ArrayRef<mlir::Value> interior, mlir::Value fill);
/// stablehlo.pad of an operand with `?` sizes.
mlir::LogicalResult padDynamicShape(Translator &t, mlir::Operation *op);

/// Whether the conversion of `opName` keeps `?` sizes (elementwise ops,
/// broadcasts, dot_general, reductions of one combiner, calls); the others
/// are diagnosed on dynamic shapes (StableHLOTranslator.cpp).
bool handlesDynamicShapes(llvm::StringRef opName);

/// Elementwise ops, constants and data movement (StableHLOToGraphOps.cpp).
void registerElementwiseAndShapeOps(HandlerMap &m);
/// dot_general, convolution, reductions, windows, gather / scatter, sort
/// (StableHLOToGraphNN.cpp).
void registerNNOps(HandlerMap &m);
/// dynamic_iota, dynamic_reshape, real_dynamic_slice, dynamic_pad
/// (StableHLOToGraphDynamic.cpp).
void registerDynamicShapeOps(HandlerMap &m);
/// chlo's special functions (StableHLOToGraphSpecial.cpp).
void registerSpecialFunctions(HandlerMap &m);
/// The graph's integer type for a quantized type's storage: signless for
/// signed storage (as the graph writes int8), ui8 / ui16 for unsigned.
/// Inline: the translator and the op handlers both use it, and a call
/// from StableHLOTranslator.cpp into StableHLOToGraphQuant.cpp would close a
/// call cycle between the two objects (scripts/check-layering.py --calls).
inline mlir::Type quantStorageType(mlir::quant::QuantizedType q) {
  unsigned w = q.getStorageTypeIntegralWidth();
  mlir::MLIRContext *ctx = q.getContext();
  return q.isSigned()
             ? mlir::IntegerType::get(ctx, w)
             : mlir::IntegerType::get(ctx, w, mlir::IntegerType::Unsigned);
}
/// uniform_quantize, uniform_dequantize (StableHLOToGraphQuant.cpp).
void registerQuantOps(HandlerMap &m);
/// Rewrites every op on quantized tensors (other than uniform_quantize /
/// uniform_dequantize) into uniform_dequantize, the op on the expressed
/// float type and uniform_quantize; an error for ops with regions.
mlir::LogicalResult dequantizeQuantizedOps(mlir::ModuleOp module);

/// atan2(y, x) of two float values, composed from graph ops.
mlir::Value atan2Of(Translator &t, mlir::Value y, mlir::Value x);

} // namespace mlc::shlo

#endif // MLC_LIB_IMPORT_STABLEHLO_STABLEHLOTOGRAPH_H
