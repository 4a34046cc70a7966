//===- EpilogueIntoWindow.cpp - epilogues write the output ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A tile's epilogue computed into a temporary and then copied into the
// output's window writes the window itself: one pass over the tile.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "VectorCodegen.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlc::cpu;

namespace {

/// The buffer `v` views (through subviews, casts, reshapes: any view-like
/// op).
Value viewedBuffer(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

/// A tile's epilogue computes into a temporary that is then copied into the
/// tile's window of the output: `linalg.generic ... outs(%tmp)` followed by
/// `linalg.copy ins(%tmp) outs(%window)` (or `memref.copy`). The generic
/// writes the window instead and the copy goes: one pass over the tile
/// instead of two (the MLP's bias+gelu tiles were written, read back and
/// written again). Applies when the temporary is a fresh allocation that
/// only the generic writes (all loops parallel, the output map the
/// identity, its old value unread), the copy and deallocations use, the
/// shapes match, the generic's inputs are other buffers than the window's,
/// and nothing between the generic and the copy touches memory.
struct EpilogueIntoWindow : RewritePattern {
  EpilogueIntoWindow(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/3, ctx) {}
  LogicalResult matchAndRewrite(Operation *copy,
                                PatternRewriter &rewriter) const override {
    auto [from, to] = copyOperands(copy);
    if (!from)
      return failure();
    auto alloc = from.getDefiningOp<memref::AllocOp>();
    auto fromType = dyn_cast<MemRefType>(from.getType());
    auto toType = dyn_cast<MemRefType>(to.getType());
    if (!alloc || !fromType || !toType || !fromType.hasStaticShape() ||
        fromType.getShape() != toType.getShape() ||
        fromType.getElementType() != toType.getElementType())
      return failure();
    // The last op before the copy that is not free of memory effects.
    Operation *prev = copy->getPrevNode();
    while (prev && isMemoryEffectFree(prev))
      prev = prev->getPrevNode();
    auto generic = dyn_cast_or_null<linalg::GenericOp>(prev);
    if (!generic || !generic.hasPureBufferSemantics() ||
        generic.getNumDpsInits() != 1 ||
        generic.getDpsInitOperand(0)->get() != from ||
        !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity() ||
        llvm::any_of(generic.getIteratorTypesArray(),
                     [](utils::IteratorType t) {
                       return t != utils::IteratorType::parallel;
                     }) ||
        !generic.getMatchingBlockArgument(generic.getDpsInitOperand(0))
             .use_empty())
      return failure();
    for (Operation *user : from.getUsers())
      if (user != generic && user != copy && !isa<memref::DeallocOp>(user))
        return failure();
    Value window = viewedBuffer(to);
    for (Value in : generic.getDpsInputs())
      if (viewedBuffer(in) == window || in == from)
        return failure();
    // The window's view may be defined between the generic and the copy:
    // the generic moves down to the copy (nothing in between touches memory).
    rewriter.moveOpBefore(generic, copy);
    rewriter.modifyOpInPlace(generic, [&] {
      generic.getDpsInitOperand(0)->set(to);
    });
    rewriter.eraseOp(copy);
    if (llvm::all_of(alloc->getUsers(),
                     [](Operation *u) { return isa<memref::DeallocOp>(u); })) {
      for (Operation *u : llvm::make_early_inc_range(alloc->getUsers()))
        rewriter.eraseOp(u);
      rewriter.eraseOp(alloc);
    }
    return success();
  }
};

} // namespace

void mlc::cpu::populateEpilogueIntoWindowPatterns(
    RewritePatternSet &patterns) {
  patterns.add<EpilogueIntoWindow>(patterns.getContext());
}
