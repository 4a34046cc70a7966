//===- MLIRFuzzer.cpp - libFuzzer targets for mlc's .mlir inputs ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Feeds arbitrary bytes to mlc-compile's .mlir path (issue #22), built twice:
//   mlc-stablehlo-fuzzer (MLC_FUZZ_STABLEHLO): the text parsed with every
//     dialect mlc-compile registers and verified; a StableHLO/chlo program
//     then goes through convert-stablehlo-to-graph;
//   mlc-graph-fuzzer (MLC_FUZZ_GRAPH): a graph-dialect model, parsed and
//     verified, goes through the graph pipeline and graph-to-tile (every
//     pass verifier-guarded, as mlc-compile runs them).
// Any outcome but a crash is fine: a module, or diagnostics. A pass that
// succeeds but leaves a module that does not verify is a bug (it must
// diagnose instead), so it aborts the run.
//
//===----------------------------------------------------------------------===//

#include "mlc/Import/StableHLO/Passes.h"
#include "mlc/InitAll.h"
#include "mlc/Pipelines/Pipelines.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::DialectRegistry *registry = [] {
    auto *r = new mlir::DialectRegistry();
    mlc::registerAllDialects(*r);
    return r;
  }();
  mlir::MLIRContext ctx(*registry, mlir::MLIRContext::Threading::DISABLED);
  ctx.allowUnregisteredDialects(false);
  mlir::ScopedDiagnosticHandler quiet(
      &ctx, [](mlir::Diagnostic &) { return mlir::success(); });
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(data), size),
          "fuzz.mlir"),
      llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &ctx);
  if (!module || mlir::failed(mlir::verify(*module)))
    return 0;
  mlir::PassManager pm(&ctx);
#ifdef MLC_FUZZ_STABLEHLO
  if (!mlc::isStableHLOModule(*module))
    return 0;
  // Verified here, after the pass: a pass that leaves invalid IR behind
  // without an error is what this looks for.
  pm.enableVerifier(false);
  pm.addPass(mlc::createConvertStableHLOToGraphPass());
#else
  if (mlc::isStableHLOModule(*module))
    return 0;
  mlc::PipelineOptions opts;
  pm.enableVerifier(false);
  mlc::buildGraphPipeline(pm, opts);
  mlc::buildGraphToTilePipeline(pm, opts);
#endif
  if (mlir::succeeded(pm.run(*module)) && mlir::failed(mlir::verify(*module))) {
    std::fprintf(stderr, "a pass succeeded and left a module that does not "
                         "verify\n");
    std::abort();
  }
  return 0;
}
