//===- TileOps.cpp - tile dialect -----------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Tile/IR/TileOps.h"
#include "mlc/Dialect/Utils/IsolatedBody.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlc::tile;

#include "mlc/Dialect/Tile/IR/TileOpsDialect.cpp.inc"

void TileDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Dialect/Tile/IR/TileOps.cpp.inc"
      >();
}

void KernelOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                     ArrayRef<int64_t> tileSizes, TypeRange resultTypes,
                     ValueRange inputs) {
  state.addAttribute(getNameAttrName(state.name), builder.getStringAttr(name));
  state.addAttribute(getTileSizesAttrName(state.name),
                     builder.getDenseI64ArrayAttr(tileSizes));
  mlc::buildIsolatedBody(state, resultTypes, inputs);
}

LogicalResult KernelOp::verify() {
  if (failed(mlc::verifyIsolatedBody(*this, getInputs(), getBody())))
    return failure();
  for (int64_t s : getTileSizes())
    if (s < 0)
      return emitOpError("tile sizes must be non-negative");
  return success();
}

//===----------------------------------------------------------------------===//
// Tile-level ops
//===----------------------------------------------------------------------===//

namespace {

/// The destination-passing form shared by the tile ops: either every shaped
/// operand is a tensor and the op returns its `init`'s type, or every shaped
/// operand is a memref and the op has no result.
LogicalResult verifyForm(Operation *op, Value init) {
  bool tensors = isa<RankedTensorType>(init.getType());
  for (Value v : op->getOperands()) {
    if (!isa<ShapedType>(v.getType()))
      continue;
    if (tensors != isa<RankedTensorType>(v.getType()) ||
        (!tensors && !isa<MemRefType>(v.getType())))
      return op->emitOpError(
          "expects all shaped operands to be ranked tensors or all memrefs");
  }
  if (tensors) {
    if (op->getNumResults() != 1 || op->getResult(0).getType() != init.getType())
      return op->emitOpError("on tensors must return the type of its "
                             "destination ")
             << init.getType();
  } else if (op->getNumResults() != 0) {
    return op->emitOpError("on memrefs has no result");
  }
  return success();
}

/// A tile has a static shape.
LogicalResult verifyTile(Operation *op, StringRef what, Type t) {
  auto shaped = cast<ShapedType>(t);
  if (!shaped.hasRank() || !shaped.hasStaticShape())
    return op->emitOpError() << what << " must have a static shape, got " << t;
  return success();
}

/// Source/destination, tile and offsets of tile.load and tile.store.
LogicalResult verifyAccess(Operation *op, Type bigType, Type tileType,
                           ValueRange offsets) {
  if (failed(verifyTile(op, "tile", tileType)))
    return failure();
  auto big = cast<ShapedType>(bigType);
  auto tile = cast<ShapedType>(tileType);
  if (!big.hasRank())
    return op->emitOpError("expects a ranked source/destination");
  if ((int64_t)offsets.size() != big.getRank())
    return op->emitOpError("expects ")
           << big.getRank() << " offsets (one per dimension of " << bigType
           << "), got " << offsets.size();
  if (tile.getRank() > big.getRank())
    return op->emitOpError("tile rank ")
           << tile.getRank() << " exceeds the rank " << big.getRank()
           << " of " << bigType;
  if (tile.getElementType() != big.getElementType())
    return op->emitOpError("tile element type ")
           << tile.getElementType() << " differs from "
           << big.getElementType();
  return success();
}

/// Clones `op` with buffers for its tensor operands and no results, and
/// replaces it by the buffer of `init`.
LogicalResult bufferizeTileOp(Operation *op, Value init, RewriterBase &rewriter,
                              const bufferization::BufferizationOptions &options,
                              bufferization::BufferizationState &state) {
  SmallVector<Value> operands;
  Value initBuffer;
  for (OpOperand &operand : op->getOpOperands()) {
    Value v = operand.get();
    if (isa<TensorType>(v.getType())) {
      FailureOr<Value> buffer =
          bufferization::getBuffer(rewriter, v, options, state);
      if (failed(buffer))
        return failure();
      v = *buffer;
    }
    if (operand.get() == init)
      initBuffer = v;
    operands.push_back(v);
  }
  rewriter.setInsertionPoint(op);
  OperationState st(op->getLoc(), op->getName());
  st.addOperands(operands);
  st.propertiesAttr = op->getPropertiesAsAttribute();
  for (NamedAttribute attr : op->getDiscardableAttrs())
    st.addAttribute(attr.getName(), attr.getValue());
  rewriter.create(st);
  bufferization::replaceOpWithBufferizedValues(rewriter, op, initBuffer);
  return success();
}

/// Memory effects on memrefs: inputs are read, `init` is written (and read
/// when `readsInit`).
void tileEffects(Operation *op, OpOperand &init, bool readsInit,
                 SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
                     &effects) {
  for (OpOperand &operand : op->getOpOperands()) {
    if (!isa<MemRefType>(operand.get().getType()))
      continue;
    if (&operand != &init || readsInit)
      effects.emplace_back(MemoryEffects::Read::get(), &operand,
                           SideEffects::DefaultResource::get());
    if (&operand == &init)
      effects.emplace_back(MemoryEffects::Write::get(), &operand,
                           SideEffects::DefaultResource::get());
  }
}

bufferization::AliasingValueList aliasing(Operation *op, OpOperand &operand,
                                          OpOperand &init) {
  if (&operand != &init || op->getNumResults() == 0)
    return {};
  return {{op->getResult(0), bufferization::BufferRelation::Equivalent}};
}

} // namespace

// tile.load ------------------------------------------------------------------

LogicalResult LoadOp::verify() {
  if (failed(verifyForm(*this, getInit())) ||
      failed(verifyAccess(*this, getSource().getType(), getInit().getType(),
                          getOffsets())))
    return failure();
  if (getPadding().getType() != getElementTypeOrSelf(getInit().getType()))
    return emitOpError("padding type ")
           << getPadding().getType() << " differs from the element type "
           << getElementTypeOrSelf(getInit().getType());
  return success();
}

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  tileEffects(*this, getInitMutable(), /*readsInit=*/false, effects);
}

bool LoadOp::bufferizesToMemoryRead(OpOperand &operand,
                                    const bufferization::AnalysisState &) {
  return &operand != &getInitMutable();
}
bool LoadOp::bufferizesToMemoryWrite(OpOperand &operand,
                                     const bufferization::AnalysisState &) {
  return &operand == &getInitMutable();
}
bufferization::AliasingValueList
LoadOp::getAliasingValues(OpOperand &operand,
                          const bufferization::AnalysisState &) {
  return aliasing(*this, operand, getInitMutable());
}
LogicalResult LoadOp::bufferize(RewriterBase &rewriter,
                                const bufferization::BufferizationOptions &o,
                                bufferization::BufferizationState &state) {
  return bufferizeTileOp(*this, getInit(), rewriter, o, state);
}

// tile.store -----------------------------------------------------------------

LogicalResult StoreOp::verify() {
  return failure(failed(verifyForm(*this, getInit())) ||
                 failed(verifyAccess(*this, getInit().getType(),
                                     getTile().getType(), getOffsets())));
}

void StoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  tileEffects(*this, getInitMutable(), /*readsInit=*/false, effects);
}

bool StoreOp::bufferizesToMemoryRead(OpOperand &operand,
                                     const bufferization::AnalysisState &) {
  return true; // the destination's other elements stay
}
bool StoreOp::bufferizesToMemoryWrite(OpOperand &operand,
                                      const bufferization::AnalysisState &) {
  return &operand == &getInitMutable();
}
bufferization::AliasingValueList
StoreOp::getAliasingValues(OpOperand &operand,
                           const bufferization::AnalysisState &) {
  return aliasing(*this, operand, getInitMutable());
}
LogicalResult StoreOp::bufferize(RewriterBase &rewriter,
                                 const bufferization::BufferizationOptions &o,
                                 bufferization::BufferizationState &state) {
  return bufferizeTileOp(*this, getInit(), rewriter, o, state);
}

// tile.dot -------------------------------------------------------------------

LogicalResult DotOp::verify() {
  if (failed(verifyForm(*this, getInit())) ||
      failed(verifyTile(*this, "lhs", getLhs().getType())) ||
      failed(verifyTile(*this, "rhs", getRhs().getType())) ||
      failed(verifyTile(*this, "accumulator", getInit().getType())))
    return failure();
  auto a = cast<ShapedType>(getLhs().getType());
  auto b = cast<ShapedType>(getRhs().getType());
  auto c = cast<ShapedType>(getInit().getType());
  if (a.getRank() != 2 || b.getRank() != 2 || c.getRank() != 2)
    return emitOpError("expects 2-D tiles");
  int64_t bk = b.getDimSize(getTransposeB() ? 1 : 0),
          bn = b.getDimSize(getTransposeB() ? 0 : 1);
  if (a.getDimSize(1) != bk || a.getDimSize(0) != c.getDimSize(0) ||
      bn != c.getDimSize(1))
    return emitOpError("expects MxK, ")
           << (getTransposeB() ? "NxK" : "KxN") << " and MxN tiles, got " << a
           << ", " << b << " and " << c;
  Type in = a.getElementType();
  if (in != b.getElementType() ||
      !(in.isF16() || in.isBF16() || in.isF32() || in.isSignlessInteger(32)))
    return emitOpError("expects f16, bf16, f32 or i32 inputs of one type, got ")
           << in << " and " << b.getElementType();
  Type accType = in.isInteger() ? in : Float32Type::get(getContext());
  if (c.getElementType() != accType)
    return emitOpError("expects an ")
           << accType << " accumulator for " << in << " inputs, got "
           << c.getElementType();
  return success();
}

void DotOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  tileEffects(*this, getInitMutable(), /*readsInit=*/true, effects);
}

bool DotOp::bufferizesToMemoryRead(OpOperand &,
                                   const bufferization::AnalysisState &) {
  return true;
}
bool DotOp::bufferizesToMemoryWrite(OpOperand &operand,
                                    const bufferization::AnalysisState &) {
  return &operand == &getInitMutable();
}
bufferization::AliasingValueList
DotOp::getAliasingValues(OpOperand &operand,
                         const bufferization::AnalysisState &) {
  return aliasing(*this, operand, getInitMutable());
}
LogicalResult DotOp::bufferize(RewriterBase &rewriter,
                               const bufferization::BufferizationOptions &o,
                               bufferization::BufferizationState &state) {
  return bufferizeTileOp(*this, getInit(), rewriter, o, state);
}

// tile.reduce ----------------------------------------------------------------

LogicalResult ReduceOp::verify() {
  if (failed(verifyForm(*this, getInit())) ||
      failed(verifyTile(*this, "tile", getTile().getType())) ||
      failed(verifyTile(*this, "accumulator", getInit().getType())))
    return failure();
  if (!llvm::is_contained({"add", "mul", "max", "min"}, getKind()))
    return emitOpError("unknown combiner '")
           << getKind() << "' (expected add, mul, max or min)";
  auto t = cast<ShapedType>(getTile().getType());
  auto r = cast<ShapedType>(getInit().getType());
  int64_t dim = getDim();
  if (dim < 0 || dim >= t.getRank())
    return emitOpError("dimension ")
           << dim << " is out of range for a rank-" << t.getRank() << " tile";
  SmallVector<int64_t> expected(t.getShape());
  expected.erase(expected.begin() + dim);
  if (r.getShape() != ArrayRef<int64_t>(expected) ||
      r.getElementType() != t.getElementType())
    return emitOpError("accumulator ")
           << r << " does not match " << t << " reduced along dimension "
           << dim;
  return success();
}

void ReduceOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  tileEffects(*this, getInitMutable(), /*readsInit=*/true, effects);
}

bool ReduceOp::bufferizesToMemoryRead(OpOperand &,
                                      const bufferization::AnalysisState &) {
  return true;
}
bool ReduceOp::bufferizesToMemoryWrite(OpOperand &operand,
                                       const bufferization::AnalysisState &) {
  return &operand == &getInitMutable();
}
bufferization::AliasingValueList
ReduceOp::getAliasingValues(OpOperand &operand,
                            const bufferization::AnalysisState &) {
  return aliasing(*this, operand, getInitMutable());
}
LogicalResult ReduceOp::bufferize(RewriterBase &rewriter,
                                  const bufferization::BufferizationOptions &o,
                                  bufferization::BufferizationState &state) {
  return bufferizeTileOp(*this, getInit(), rewriter, o, state);
}

// tile.attention --------------------------------------------------------------

LogicalResult AttentionOp::verify() {
  if (failed(verifyForm(*this, getInit())))
    return failure();
  auto q = cast<ShapedType>(getQuery().getType());
  auto k = cast<ShapedType>(getKey().getType());
  auto v = cast<ShapedType>(getValue().getType());
  auto out = cast<ShapedType>(getInit().getType());
  for (ShapedType t : {q, k, v})
    if (!t.hasRank() || t.getRank() != 4)
      return emitOpError("expects rank-4 query, key and value, got ") << t;
  if (getMask() && (!cast<ShapedType>(getMask().getType()).hasRank() ||
                    cast<ShapedType>(getMask().getType()).getRank() != 4))
    return emitOpError("expects a rank-4 mask, got ")
           << getMask().getType();
  if (getOffsets().size() != 3)
    return emitOpError("expects 3 offsets (batch, head, first query), got ")
           << getOffsets().size();
  if (!out.hasRank() || out.getRank() != 2 ||
      out.getDimSize(1) != v.getDimSize(3))
    return emitOpError("expects a [rows, ")
           << v.getDimSize(3) << "] destination window, got " << out;
  if (getRows() <= 0)
    return emitOpError("expects a positive row count");
  Type elem = q.getElementType();
  if (k.getElementType() != elem || v.getElementType() != elem ||
      out.getElementType() != elem)
    return emitOpError("expects one element type for q, k, v and the result");
  return success();
}

void AttentionOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  tileEffects(*this, getInitMutable(), /*readsInit=*/false, effects);
}

bool AttentionOp::bufferizesToMemoryRead(OpOperand &operand,
                                         const bufferization::AnalysisState &) {
  return &operand != &getInitMutable();
}
bool AttentionOp::bufferizesToMemoryWrite(
    OpOperand &operand, const bufferization::AnalysisState &) {
  return &operand == &getInitMutable();
}
bufferization::AliasingValueList
AttentionOp::getAliasingValues(OpOperand &operand,
                               const bufferization::AnalysisState &) {
  return aliasing(*this, operand, getInitMutable());
}
LogicalResult
AttentionOp::bufferize(RewriterBase &rewriter,
                       const bufferization::BufferizationOptions &o,
                       bufferization::BufferizationState &state) {
  return bufferizeTileOp(*this, getInit(), rewriter, o, state);
}

#define GET_OP_CLASSES
#include "mlc/Dialect/Tile/IR/TileOps.cpp.inc"
