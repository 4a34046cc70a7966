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

#include "mlc/Pipelines/Pipelines.h"

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

/// How an option of CompileOptions is named where it is bound.
struct OptionInfo {
  /// mlc-compile's flag, without dashes ("cuda-arch": --cuda-arch=...).
  std::string flag;
  /// mlc.compile's keyword; empty: the Python package does not take it.
  std::string keyword;
  std::string help;
  /// A tuning knob: left out of mlc-compile --help (--help-hidden has it).
  bool hidden = false;
};

/// Binds the options of CompileOptions to a front end: mlc-compile makes a
/// command-line flag of each, the Python package a keyword of mlc.compile
/// (IREE's OptionsBinder in spirit). A binder only stores values;
/// CompileOptions::verify() checks them.
class OptionsBinder {
public:
  virtual ~OptionsBinder();
  virtual void bind(const OptionInfo &info, bool &value) = 0;
  virtual void bind(const OptionInfo &info, unsigned &value) = 0;
  virtual void bind(const OptionInfo &info, int64_t &value) = 0;
  virtual void bind(const OptionInfo &info, std::string &value) = 0;
  /// A repeatable flag; a list keyword.
  virtual void bind(const OptionInfo &info,
                    std::vector<std::string> &values) = 0;
};

/// Which names CompileOptions::verify() gives the options in its message.
enum class OptionSpelling {
  Flag,   ///< mlc-compile's: --cuda-arch=sm_70, -O7
  Keyword ///< mlc.compile's: cuda_arch=sm_70, opt_level=7
};

/// Everything a compilation is asked to do. It owns the pipeline options
/// (the stages' choices and tuning knobs, as `mlc-opt --mlc-*-pipeline`
/// takes them); mlc-compile and the Python package fill it through
/// bindOptions() and report verify()'s message.
struct CompileOptions {
  /// Target, -O, layout, weights, remarks and the tuning knobs.
  PipelineOptions pipeline;
  /// Where to stop: import graph dot tile kernel mlir-llvm ptx llvm obj lib
  /// (parseEmitKind).
  std::string emit = "lib";
  std::string outputPath = "-";
  std::string triple; ///< empty: the host's
  std::string cpu;    ///< empty: the host's
  std::string linker; ///< empty: `cc`, else clang/ld.lld from LLVM
  bool verbose = false;
  /// Print `--stats` lines (kernels, fused-ops, arena-bytes, ...) after
  /// compiling: to stdout, or to stderr when the output goes to stdout.
  bool stats = false;
  /// ONNX inputs: shape overrides "NAME:1x3x?x?" (`?` is dynamic).
  std::vector<std::string> inputShapes;
  /// ONNX inputs: every input dimension dynamic at compile time.
  bool forceDynamic = false;
  /// ONNX MatMulNBits: bytes of weights dequantized to f32 at import
  /// (ONNXImportOptions::nbitsFoldBytes).
  int64_t nbitsFoldBytes = 256ll << 20;
  /// StableHLO from jax.export for several platforms: those platforms, in
  /// order ("cpu,cuda"); the target's index is the module's platform index.
  std::string jaxPlatforms;
  /// Applied to every PassManager the driver builds (MLIR's CL options:
  /// IR printing, timing, crash reproducers).
  std::function<mlir::LogicalResult(mlir::PassManager &)> configurePM;

  /// Declares every option a front end may set, once: its flag, keyword,
  /// help and storage. The tuning knobs are the pipeline's under their
  /// pipeline names: --mlc-NAME on mlc-compile, NAME with underscores in
  /// mlc.compile.
  void bindOptions(OptionsBinder &binder);

  /// The first invalid option, named as `spelling` says, with what it
  /// accepts; empty when every option is valid. compileModule checks it
  /// too.
  std::string verify(OptionSpelling spelling = OptionSpelling::Flag) const;

  /// `emit` parsed (EmitKind::Lib when verify() would reject it).
  EmitKind emitKind() const;
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

/// Runs the pipeline on `module` up to `opts.emit` and writes the result;
/// fails with verify()'s message on the module when an option is invalid.
mlir::LogicalResult compileModule(mlir::ModuleOp module,
                                  const CompileOptions &opts);

} // namespace mlc

#endif // MLC_COMPILER_COMPILER_H
