//===- Compiler.h - model file in, artifact out -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The driver behind mlc-compile (and the Python package): parse a model,
// run the pipeline stage by stage (stopping where asked), and write text,
// an object file or a shared library.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_COMPILER_COMPILER_H
#define MLC_COMPILER_COMPILER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <string>
#include <vector>

namespace mlc {

enum class EmitKind {
  Import, ///< the model as loaded (ONNX import), before any pass
  Graph,
  Dot, ///< the graph after fusion, as Graphviz (groups are clusters)
  Tile,
  Kernel,
  LLVMDialect,
  PTX, ///< target cuda: the kernels' PTX
  LLVMIR,
  Obj,
  Lib
};

struct CompileOptions {
  std::string target = "cpu";
  std::string cudaArch = "sm_90a"; ///< for target cuda
  unsigned optLevel = 2;
  EmitKind emit = EmitKind::Lib;
  std::string outputPath = "-";
  std::string triple; ///< empty: the host's
  std::string cpu;    ///< empty: the host's
  std::string linker; ///< empty: `cc`, else clang/ld.lld from LLVM
  bool verbose = false;
  /// Print `--stats` lines (kernels, fused-ops, arena-bytes, ...) after
  /// compiling: to stdout, or to stderr when the output goes to stdout.
  bool stats = false;
  /// A remark per fusion decision (graph-form-fused-groups print-decisions).
  bool printFusionDecisions = false;
  /// Conv/pool layout (graph-assign-layout): "auto" (the target's), "nchw"
  /// or "nhwc"; with a remark per decision when asked.
  std::string layout = "auto";
  bool printLayoutDecisions = false;
  /// "embed" (constants in the library) or "external": non-splat constants
  /// of at least `weightsMinBytes` bytes go to a parameter file beside the
  /// library (`model.so` -> `model.params`, format in mlc-c/Params.h).
  std::string weights = "embed";
  int64_t weightsMinBytes = 1024;
  /// ONNX inputs: shape overrides "NAME:1x3x?x?" (`?` is dynamic).
  std::vector<std::string> inputShapes;
  /// ONNX inputs: every input dimension dynamic at compile time.
  bool forceDynamic = false;
  /// Applied to every PassManager the driver builds (MLIR's CL options:
  /// IR printing, timing, crash reproducers).
  std::function<mlir::LogicalResult(mlir::PassManager &)> configurePM;
};

/// Parses `--emit=` values: import graph dot tile kernel mlir-llvm ptx llvm
/// obj lib.
std::optional<EmitKind> parseEmitKind(llvm::StringRef s);

/// Reads `inputPath` into a module: a `.onnx` file through the ONNX importer
/// (with `opts.inputShapes` / `opts.forceDynamic`), anything else as a .mlir
/// file in the graph dialect. Diagnostics go to the context's handler.
mlir::OwningOpRef<mlir::ModuleOp> loadModel(mlir::MLIRContext &ctx,
                                            llvm::StringRef inputPath,
                                            const CompileOptions &opts = {});

/// Runs the pipeline on `module` up to `opts.emit` and writes the result.
mlir::LogicalResult compileModule(mlir::ModuleOp module,
                                  const CompileOptions &opts);

} // namespace mlc

#endif // MLC_COMPILER_COMPILER_H
