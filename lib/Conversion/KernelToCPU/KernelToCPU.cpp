//===- KernelToCPU.cpp - kernel program → LLVM for the host CPU -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One full conversion to the LLVM dialect: the host patterns both targets
// share (HostToLLVM.h) plus kernel.launch, which becomes a call of
// `mlc_cpu_parallel_for(n, task, ctx)` (artifact support library) with a
// generated task function that unpacks the launch arguments and calls the
// device function with its grid position.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Conversion/HostToLLVM/HostToLLVM.h"
#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTKERNELTOCPUPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// Device functions take their grid position as three leading index
/// arguments on the CPU; kernel.program_id reads them.
void addProgramIdArguments(ModuleOp module) {
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (!fn->hasAttr("kernel.device") || fn.isDeclaration())
      continue;
    Type index = IndexType::get(fn.getContext());
    SmallVector<unsigned> positions = {0, 0, 0};
    SmallVector<Type> types(3, index);
    SmallVector<DictionaryAttr> attrs(3, DictionaryAttr());
    SmallVector<Location> locs(3, fn.getLoc());
    (void)fn.insertArguments(positions, types, attrs, locs);
    fn.walk([&](kernel::ProgramIdOp op) {
      op.replaceAllUsesWith(fn.getArgument(op.getDim()));
      op.erase();
    });
  }
}

/// The host program's copy is a plain memref.copy on the CPU (memcpy, or
/// the generic copy for strided sides), lowered by the memref patterns.
struct HostCopyLowering : OpConversionPattern<mlc::kernel::CopyOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(mlc::kernel::CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<memref::CopyOp>(op, op.getSource(),
                                                op.getTarget());
    return success();
  }
};

struct LaunchLowering : ConvertOpToLLVMPattern<kernel::LaunchOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(kernel::LaunchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = getContext();
    auto module = op->getParentOfType<ModuleOp>();
    Type i64 = rewriter.getI64Type();
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);
    TypeRange origTypes = op.getArgs().getTypes();
    StringRef callee = op.getCallee().getLeafReference().getValue();

    auto i64Const = [&](OpBuilder &b, int64_t v) -> Value {
      return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
    };

    if (adaptor.getGrid().empty()) {
      SmallVector<Value> args = {i64Const(rewriter, 0), i64Const(rewriter, 0),
                                 i64Const(rewriter, 0)};
      llvm::append_range(
          args, expandLaunchArgs(rewriter, loc, adaptor.getArgs(), origTypes));
      LLVM::CallOp::create(rewriter, loc, TypeRange{}, callee, args);
      rewriter.eraseOp(op);
      return success();
    }

    SmallVector<Value> grid(adaptor.getGrid());
    while (grid.size() < 3)
      grid.push_back(i64Const(rewriter, 1));
    Value total = LLVM::MulOp::create(
        rewriter, loc, LLVM::MulOp::create(rewriter, loc, grid[0], grid[1]),
        grid[2]);

    // Context: the launch arguments and the grid sizes in one struct.
    SmallVector<Type> fields;
    for (Value v : adaptor.getArgs())
      fields.push_back(v.getType());
    fields.append(3, i64);
    auto ctxTy = LLVM::LLVMStructType::getLiteral(ctx, fields);
    Value packed = LLVM::UndefOp::create(rewriter, loc, ctxTy);
    SmallVector<Value> all(adaptor.getArgs());
    all.append(grid);
    for (auto [i, v] : llvm::enumerate(all))
      packed = LLVM::InsertValueOp::create(rewriter, loc, packed, v, i);
    Value one = i64Const(rewriter, 1);
    Value ctxPtr = LLVM::AllocaOp::create(rewriter, loc, ptrTy, ctxTy, one);
    LLVM::StoreOp::create(rewriter, loc, packed, ctxPtr);

    // The task function: task(ctx, i) unpacks and calls the device function.
    std::string taskName = (callee + "_task").str();
    if (!module.lookupSymbol(taskName)) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToEnd(module.getBody());
      auto taskTy = LLVM::LLVMFunctionType::get(
          LLVM::LLVMVoidType::get(ctx), {ptrTy, i64});
      auto task = LLVM::LLVMFuncOp::create(rewriter, loc, taskName, taskTy,
                                           LLVM::Linkage::Internal);
      Block *entry = task.addEntryBlock(rewriter);
      rewriter.setInsertionPointToStart(entry);
      Value loaded =
          LLVM::LoadOp::create(rewriter, loc, ctxTy, entry->getArgument(0));
      SmallVector<Value> args;
      for (unsigned i = 0; i < fields.size(); ++i)
        args.push_back(
            LLVM::ExtractValueOp::create(rewriter, loc, loaded, i));
      Value g0 = args[args.size() - 3], g1 = args[args.size() - 2];
      args.resize(args.size() - 3);
      Value idx = entry->getArgument(1);
      Value pid0 = LLVM::URemOp::create(rewriter, loc, idx, g0);
      Value rest = LLVM::UDivOp::create(rewriter, loc, idx, g0);
      Value pid1 = LLVM::URemOp::create(rewriter, loc, rest, g1);
      Value pid2 = LLVM::UDivOp::create(rewriter, loc, rest, g1);
      SmallVector<Value> callArgs = {pid0, pid1, pid2};
      llvm::append_range(callArgs, expandLaunchArgs(rewriter, loc, args, origTypes));
      LLVM::CallOp::create(rewriter, loc, TypeRange{}, callee, callArgs);
      LLVM::ReturnOp::create(rewriter, loc, ValueRange{});
    }
    auto parallelFor = abi::Function::mlc_cpu_parallel_for;
    (void)abi::declare(rewriter, module, parallelFor);
    Value taskPtr = LLVM::AddressOfOp::create(rewriter, loc, ptrTy, taskName);
    LLVM::CallOp::create(rewriter, loc, TypeRange{}, abi::getName(parallelFor),
                         ValueRange{total, taskPtr, ctxPtr});
    rewriter.eraseOp(op);
    return success();
  }
};

struct ConvertKernelToCPUPass
    : mlc::impl::ConvertKernelToCPUPassBase<ConvertKernelToCPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    addProgramIdArguments(module);
    // A host op's call reads and writes host memory, which is all the CPU
    // has: the contract (kernel.host_call_outputs) is met as is, and it
    // applies to func.call only, not to the llvm.call it becomes.
    auto hostCallOutputs = kernel::KernelDialect::HostCallOutputsAttrHelper(ctx);
    module.walk([&](func::CallOp call) {
      if (hostCallOutputs.getAttr(call))
        hostCallOutputs.removeAttr(call);
    });

    LowerToLLVMOptions options(ctx);
    // Allocations through the support library's _mlir_memref_to_llvm_*:
    // out of memory fails the run instead of writing through null.
    options.useGenericFunctions = true;
    LLVMTypeConverter converter(ctx, options);
    RewritePatternSet patterns(ctx);
    populateHostToLLVMPatterns(converter, patterns);
    patterns.add<LaunchLowering>(converter);
    patterns.add<HostCopyLowering>(converter, ctx);

    LLVMConversionTarget target(*ctx);
    target.addLegalOp<ModuleOp>();
    if (failed(applyFullConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
