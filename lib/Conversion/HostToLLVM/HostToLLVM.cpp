//===- HostToLLVM.cpp - the host program's lowering, both targets ---------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The target-independent part of the host program's conversion to the LLVM
// dialect (HostToLLVM.h): upstream's patterns, cf.assert as a call into the
// artifact support library, and the expansion of launch arguments that
// convert-kernel-to-cpu and convert-kernel-to-cuda-host both pass on.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/HostToLLVM/HostToLLVM.h"
#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlc;

SmallVector<Value> mlc::expandLaunchArgs(OpBuilder &b, Location loc,
                                         ValueRange converted,
                                         TypeRange original) {
  SmallVector<Value> out;
  for (auto [v, t] : llvm::zip(converted, original)) {
    if (auto mt = dyn_cast<MemRefType>(t))
      MemRefDescriptor::unpack(b, loc, v, mt, out);
    else
      out.push_back(v);
  }
  return out;
}

namespace {
/// cf.assert (run-time checks, e.g. of broadcast sizes): when the condition
/// is false, `mlc_artifact_fail(message)` prints the message and ends the
/// process with a non-zero exit status (libmlc_artifact_support).
struct AssertLowering : ConvertOpToLLVMPattern<cf::AssertOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cf::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto module = op->getParentOfType<ModuleOp>();
    if (!abi::declare(rewriter, module, abi::Function::mlc_artifact_fail))
      return failure();
    Block *before = rewriter.getInsertionBlock();
    Block *after = rewriter.splitBlock(before, op->getIterator());
    Block *fail = rewriter.createBlock(after);
    unsigned counter = 0;
    std::string name = "mlc_assert_msg_0";
    while (module.lookupSymbol(name))
      name = "mlc_assert_msg_" + std::to_string(++counter);
    // A C string: createGlobalString stores the bytes as given, so the
    // terminating NUL is part of them.
    std::string text = op.getMsg().str();
    text.push_back('\0');
    Value msg = LLVM::createGlobalString(loc, rewriter, name, text,
                                         LLVM::Linkage::Internal);
    LLVM::CallOp::create(rewriter, loc, TypeRange{},
                         abi::getName(abi::Function::mlc_artifact_fail),
                         ValueRange{msg});
    LLVM::UnreachableOp::create(rewriter, loc);
    rewriter.setInsertionPointToEnd(before);
    LLVM::CondBrOp::create(rewriter, loc, adaptor.getArg(), after,
                           ValueRange{}, fail, ValueRange{});
    rewriter.eraseOp(op);
    return success();
  }
};

/// kernel.dense_view: a descriptor of the result's identity layout whose
/// aligned pointer is the source's first element, offset 0.
struct DenseViewLowering : ConvertOpToLLVMPattern<kernel::DenseViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(kernel::DenseViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<MemRefType>(op.getType());
    Type elem = getTypeConverter()->convertType(type.getElementType());
    if (!elem)
      return failure();
    MemRefDescriptor src(adaptor.getSource());
    Value aligned = src.alignedPtr(rewriter, loc);
    Value first = LLVM::GEPOp::create(
        rewriter, loc, aligned.getType(), elem, aligned,
        ArrayRef<LLVM::GEPArg>{src.offset(rewriter, loc)});
    SmallVector<Value> sizes, strides;
    Value bytes;
    getMemRefDescriptorSizes(loc, type, adaptor.getSizes(), rewriter, sizes,
                             strides, bytes, /*sizeInBytes=*/false);
    Value desc =
        createMemRefDescriptor(loc, type, src.allocatedPtr(rewriter, loc),
                               first, sizes, strides, rewriter);
    rewriter.replaceOp(op, desc);
    return success();
  }
};
} // namespace

void mlc::populateHostToLLVMPatterns(LLVMTypeConverter &converter,
                                     RewritePatternSet &patterns) {
  patterns.add<AssertLowering, DenseViewLowering>(converter);
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
  cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
  populateFuncToLLVMConversionPatterns(converter, patterns);
  index::populateIndexToLLVMConversionPatterns(converter, patterns);
  populateMathToLLVMConversionPatterns(converter, patterns);
  populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns);
  ub::populateUBToLLVMConversionPatterns(converter, patterns);
  populateVectorToLLVMConversionPatterns(converter, patterns);
}
