//===- ONNXImportFuzzer.cpp - libFuzzer target for the ONNX importer ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Feeds arbitrary bytes to the ONNX importer as a model file. Any outcome
// but a crash is fine: a module that verifies, or diagnostics. A module
// that imports but does not verify is a bug (the importer must diagnose
// instead), so it aborts the run.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Import/ONNX.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::DialectRegistry *registry = [] {
    auto *r = new mlir::DialectRegistry();
    r->insert<mlc::graph::GraphDialect, mlir::func::FuncDialect>();
    return r;
  }();
  mlir::MLIRContext ctx(*registry, mlir::MLIRContext::Threading::DISABLED);
  ctx.loadAllAvailableDialects();
  mlir::ScopedDiagnosticHandler quiet(
      &ctx, [](mlir::Diagnostic &) { return mlir::success(); });
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlc::importONNXModelFromBuffer(ctx, bytes, "fuzz.onnx");
  if (module && mlir::failed(mlir::verify(*module))) {
    std::fprintf(stderr, "imported module does not verify\n");
    std::abort();
  }
  return 0;
}
