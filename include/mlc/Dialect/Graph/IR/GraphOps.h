//===- GraphOps.h - graph dialect operations --------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHOPS_H
#define MLC_DIALECT_GRAPH_IR_GRAPHOPS_H

#include "mlc/Dialect/Graph/IR/GraphDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "mlc/Dialect/Graph/IR/GraphEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "mlc/Dialect/Graph/IR/GraphTypes.h.inc"

namespace mlc::graph {
/// Elementwise graph ops (ODS trait Graph_Elementwise): result element i
/// depends only on the operand elements at the (broadcast) position i.
template <typename ConcreteType>
class GraphElementwise
    : public mlir::OpTrait::TraitBase<ConcreteType, GraphElementwise> {};
/// Ops that run on the host as runtime calls (string ops): never fused.
template <typename ConcreteType>
class GraphHostOp
    : public mlir::OpTrait::TraitBase<ConcreteType, GraphHostOp> {};
} // namespace mlc::graph

#define GET_OP_CLASSES
#include "mlc/Dialect/Graph/IR/GraphOps.h.inc"

namespace mlc::graph {

/// Numpy broadcast of `shapes` (right-aligned; 1 stretches). A dynamic dim
/// against a static size N != 1 gives N. Fails if two static sizes differ and
/// neither is 1.
mlir::FailureOr<llvm::SmallVector<int64_t>>
broadcastShapes(llvm::ArrayRef<llvm::ArrayRef<int64_t>> shapes);

/// A shape as diagnostics and remarks print it: sizes joined by `x`, `?`
/// for a dynamic one, "scalar" for rank 0.
std::string shapeString(llvm::ArrayRef<int64_t> shape);

/// A unit attribute on an elementwise op: the operands that are dynamic in
/// a dynamic result dim are proven that dim's size (graph-form-fused-groups,
/// from how the sizes are computed), so no operand broadcasts at run time
/// there and the op lowers like one of static shapes (tiled with its group).
inline constexpr llvm::StringLiteral kSameDynamicDimsAttr =
    "graph.same_dynamic_dims";

/// True if `t` is an unsigned integer element type (uiN).
bool isUnsignedInt(mlir::Type t);

/// True if `t` is an 8- or 16-bit integer element type: a quantized value,
/// which conv and matmul take with another width or signedness on the other
/// operand, accumulating in i32.
bool isQuantizedInt(mlir::Type t);

/// True if `t` is a tensor of `!graph.string` (or the element type itself).
bool isStringType(mlir::Type t);

} // namespace mlc::graph

#endif // MLC_DIALECT_GRAPH_IR_GRAPHOPS_H
