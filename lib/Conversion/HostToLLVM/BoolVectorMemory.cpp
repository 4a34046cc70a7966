//===- BoolVectorMemory.cpp - vectors of i1 read and written as bytes -----===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlc-bool-vector-memory: booleans live one per byte in memory; LLVM packs
// a vector of i1 into bits. Vector loads and stores of i1 lanes move i8
// lanes instead (Passes.td has the whole contract).
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlc {
#define GEN_PASS_DEF_MLCBOOLVECTORMEMORYPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;

namespace {

/// vector<...xi8> for a vector of i1, else null.
VectorType asBytes(Type t) {
  auto v = dyn_cast<VectorType>(t);
  if (!v || !v.getElementType().isInteger(1))
    return {};
  return v.clone(IntegerType::get(t.getContext(), 8));
}

/// The loaded bytes as booleans, for every use of `result` (now i8 lanes).
void truncAfter(OpBuilder &b, Value result, Type boolType) {
  b.setInsertionPointAfterValue(result);
  auto trunc = LLVM::TruncOp::create(b, result.getLoc(), boolType, result);
  result.replaceAllUsesExcept(trunc, trunc);
}

/// Operand `operand` of `op` widened to bytes before `op`.
void zextBefore(OpBuilder &b, Operation *op, OpOperand &operand, Type bytes) {
  b.setInsertionPoint(op);
  operand.set(LLVM::ZExtOp::create(b, op->getLoc(), bytes, operand.get()));
}

struct BoolVectorMemory
    : mlc::impl::MlcBoolVectorMemoryPassBase<BoolVectorMemory> {
  void runOnOperation() override {
    OpBuilder b(&getContext());
    getOperation()->walk([&](Operation *op) {
      if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        if (VectorType bytes = asBytes(load.getType())) {
          Type bools = load.getType();
          load.getResult().setType(bytes);
          truncAfter(b, load.getResult(), bools);
        }
      } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
        if (VectorType bytes = asBytes(store.getValue().getType()))
          zextBefore(b, op, store.getValueMutable(), bytes);
      } else if (auto load = dyn_cast<LLVM::MaskedLoadOp>(op)) {
        if (VectorType bytes = asBytes(load.getType())) {
          Type bools = load.getType();
          for (OpOperand &pass : load.getPassThruMutable())
            zextBefore(b, op, pass, bytes);
          load.getResult().setType(bytes);
          truncAfter(b, load.getResult(), bools);
        }
      } else if (auto store = dyn_cast<LLVM::MaskedStoreOp>(op)) {
        if (VectorType bytes = asBytes(store.getValue().getType()))
          zextBefore(b, op, store.getValueMutable(), bytes);
      }
    });
  }
};

} // namespace
