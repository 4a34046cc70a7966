//===- VectorizableMath.cpp - math that vectorizes on the CPU -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The math inside the loops stays vectorizable: polynomials instead of
// libm's exp, expm1, tanh and erf, LLVM intrinsics instead of libm's fma,
// floor, ceil, trunc, roundeven, sqrt and fabs.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;

namespace {

/// A float math op that has an LLVM intrinsic becomes it: convert-math-
/// to-libm would make it a libm call (fmaf, floorf, sqrtf), which stays
/// scalar and keeps LLVM from vectorizing the loop around it.
template <typename From, typename To>
struct MathToLLVMIntrinsic : OpRewritePattern<From> {
  using OpRewritePattern<From>::OpRewritePattern;
  LogicalResult matchAndRewrite(From op,
                                PatternRewriter &rewriter) const override {
    Type elem = getElementTypeOrSelf(op.getType());
    if (!elem.isF32() && !elem.isF64())
      return failure();
    OperationState state(op.getLoc(), To::getOperationName(),
                         op->getOperands(), op->getResultTypes());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

} // namespace

void mlc::cpu::populateVectorizableMathPatterns(RewritePatternSet &patterns,
                                                bool approximateMath) {
  if (approximateMath)
    populateMathPolynomialApproximationPatterns(patterns, [](StringRef op) {
      op.consume_front("math.");
      return llvm::is_contained({StringRef("exp"), StringRef("expm1"),
                                 StringRef("tanh"), StringRef("erf")},
                                op);
    });
  patterns.add<MathToLLVMIntrinsic<math::FmaOp, LLVM::FMAOp>,
               MathToLLVMIntrinsic<math::FloorOp, LLVM::FFloorOp>,
               MathToLLVMIntrinsic<math::CeilOp, LLVM::FCeilOp>,
               MathToLLVMIntrinsic<math::TruncOp, LLVM::FTruncOp>,
               MathToLLVMIntrinsic<math::RoundEvenOp, LLVM::RoundEvenOp>,
               MathToLLVMIntrinsic<math::SqrtOp, LLVM::SqrtOp>,
               MathToLLVMIntrinsic<math::AbsFOp, LLVM::FAbsOp>>(
      patterns.getContext());
}
