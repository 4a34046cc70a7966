//===- EmitArtifactABI.cpp - the entry points the runtime calls -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Adds `mlc_artifact_metadata` and `mlc_artifact_run` (include/mlc-c/
// Artifact.h) to a module already in the LLVM dialect. The model's
// signature comes from the `mlc.signature` record that convert-graph-to-tile
// left on the entry function.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Conversion/ExternalizeParams.h"
#include "mlc/Conversion/Passes.h"

#include "mlc-c/Artifact.h"

#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlc {
#define GEN_PASS_DEF_MLCEMITARTIFACTABIPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// Rank of each input and output, read off the signature record.
LogicalResult parseRanks(StringRef record, SmallVectorImpl<int64_t> &inputs,
                         SmallVectorImpl<int64_t> &outputs) {
  SmallVector<StringRef> lines;
  record.split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef line : lines) {
    SmallVector<StringRef> parts;
    line.split(parts, ' ');
    if (parts[0] == "dim" || parts[0] == "inplace") // For the runtime.
      continue;
    if (parts.size() != 4)
      return failure();
    int64_t rank = parts[3] == "scalar" ? 0 : parts[3].count('x') + 1;
    (parts[0] == "input" ? inputs : outputs).push_back(rank);
  }
  return success();
}

struct MlcEmitArtifactABIPass
    : mlc::impl::MlcEmitArtifactABIPassBase<MlcEmitArtifactABIPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    auto entryFn = module.lookupSymbol<LLVM::LLVMFuncOp>(entry);
    if (!entryFn) {
      module.emitError("no entry function '") << entry << "' in LLVM form";
      return signalPassFailure();
    }
    auto record = entryFn->getAttrOfType<StringAttr>("mlc.signature");
    SmallVector<int64_t> inRanks, outRanks;
    if (!record || failed(parseRanks(record.getValue(), inRanks, outRanks))) {
      entryFn.emitError("entry function has no valid mlc.signature record");
      return signalPassFailure();
    }

    // Only the artifact entry points are exported: everything else becomes
    // internal, so that no symbol of the model (`main` above all) can be
    // interposed by, or clash with, the process that loads it.
    for (auto fn : module.getOps<LLVM::LLVMFuncOp>())
      if (!fn.isExternal())
        fn.setLinkage(LLVM::Linkage::Internal);

    // The entry function is the host program: launches, copies and size
    // arithmetic in straight-line code. Optimizing it buys nothing at run
    // time, but an unrolled model's host program is huge (the 2-layer
    // bidirectional LSTM's: 41k LLVM instructions in one block) and LLVM's
    // optimizer and instruction scheduler then take most of the compile.
    // The kernels stay fully optimized.
    entryFn.setOptimizeNone(true);
    entryFn.setNoInline(true);

    // Model-level argument/result names live in the signature record; LLVM
    // has no use for them.
    entryFn.removeArgAttrsAttr();
    entryFn.removeResAttrsAttr();

    Location loc = entryFn.getLoc();
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    Type i64 = b.getI64Type(), i32 = b.getI32Type();
    auto ptrTy = LLVM::LLVMPointerType::get(ctx);

    // const char *mlc_artifact_metadata(void)
    {
      auto fn = LLVM::LLVMFuncOp::create(
          b, loc, MLC_ARTIFACT_METADATA_SYMBOL,
          LLVM::LLVMFunctionType::get(ptrTy, {}));
      OpBuilder fb = OpBuilder::atBlockBegin(fn.addEntryBlock(b));
      std::string text = "mlc-artifact 1\ntarget " + target + "\n" +
                         record.getValue().str();
      // External parameters (mlc-externalize-params, mlc-c/Params.h).
      if (auto params = module->getAttrOfType<ArrayAttr>(kParamsAttrName))
        for (auto param : params.getAsRange<DictionaryAttr>())
          if (auto line = param.getAs<StringAttr>("record"))
            text += line.getValue().str() + "\n";
      text.push_back('\0'); // createGlobalString does not terminate
      Value str = LLVM::createGlobalString(loc, fb, "mlc_metadata_text", text,
                                           LLVM::Linkage::Internal);
      LLVM::ReturnOp::create(fb, loc, str);
    }

    // int32_t mlc_artifact_run(void **args)
    auto fn = LLVM::LLVMFuncOp::create(
        b, loc, MLC_ARTIFACT_RUN_SYMBOL,
        LLVM::LLVMFunctionType::get(i32, {ptrTy}));
    OpBuilder fb = OpBuilder::atBlockBegin(fn.addEntryBlock(b));
    Value args = fn.getArgument(0);
    auto slot = [&](Value base, Type elem, int64_t index) -> Value {
      return LLVM::GEPOp::create(fb, loc, ptrTy, elem, base,
                                 ArrayRef<LLVM::GEPArg>{index});
    };
    auto descriptorOf = [&](int64_t argIndex) -> Value {
      return LLVM::LoadOp::create(fb, loc, ptrTy, slot(args, ptrTy, argIndex));
    };
    SmallVector<Value> callArgs;
    for (auto [i, rank] : llvm::enumerate(inRanks)) {
      Value desc = descriptorOf(i);
      callArgs.push_back(LLVM::LoadOp::create(fb, loc, ptrTy, slot(desc, i64, 0)));
      callArgs.push_back(LLVM::LoadOp::create(fb, loc, ptrTy, slot(desc, i64, 1)));
      for (int64_t k = 0; k < 1 + 2 * rank; ++k)
        callArgs.push_back(
            LLVM::LoadOp::create(fb, loc, i64, slot(desc, i64, 2 + k)));
    }
    LLVM::LLVMFunctionType entryType = entryFn.getFunctionType();
    if (entryType.getNumParams() != callArgs.size()) {
      entryFn.emitError("entry signature does not match its mlc.signature");
      return signalPassFailure();
    }
    auto call = LLVM::CallOp::create(fb, loc, entryFn, callArgs);
    for (auto [j, rank] : llvm::enumerate(outRanks)) {
      Value result = call->getResult(0);
      if (outRanks.size() > 1)
        result = LLVM::ExtractValueOp::create(fb, loc, result, j);
      Value desc = descriptorOf(inRanks.size() + j);
      auto store = [&](Value v, int64_t index) {
        LLVM::StoreOp::create(fb, loc, v, slot(desc, i64, index));
      };
      store(LLVM::ExtractValueOp::create(fb, loc, result, 0), 0);
      store(LLVM::ExtractValueOp::create(fb, loc, result, 1), 1);
      store(LLVM::ExtractValueOp::create(fb, loc, result, 2), 2);
      for (int64_t k = 0; k < rank; ++k) {
        store(LLVM::ExtractValueOp::create(fb, loc, result,
                                           ArrayRef<int64_t>{3, k}),
              3 + k);
        store(LLVM::ExtractValueOp::create(fb, loc, result,
                                           ArrayRef<int64_t>{4, k}),
              3 + rank + k);
      }
    }
    // cuda models: the first failure the support library recorded.
    Value status =
        LLVM::ConstantOp::create(fb, loc, i32, fb.getI32IntegerAttr(0));
    if (target == "cuda") {
      auto takeStatus = abi::Function::mlc_cuda_take_status;
      (void)abi::declare(fb, module, takeStatus);
      status = LLVM::CallOp::create(fb, loc, TypeRange{i32},
                                    abi::getName(takeStatus), ValueRange{})
                   .getResult();
    }
    LLVM::ReturnOp::create(fb, loc, status);
  }
};
} // namespace
