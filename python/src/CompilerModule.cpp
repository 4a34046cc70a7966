//===- CompilerModule.cpp - mlc._compiler: the compiler driver for Python -===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// One function, `compile`, over mlc::loadModel / mlc::compileModule: read a
// model (a file, MLIR text, or serialized ONNX), run the pipeline to a stage
// and return its text or write a library. Diagnostics are captured as text
// (with file:line:col and the source line) and raised as mlc.CompileError.
// The GIL is released while compiling.
//
//===----------------------------------------------------------------------===//

#include "mlc/Compiler/Compiler.h"
#include "mlc/InitAll.h"

#if __has_include("mlc/Import/ONNX.h")
#include "mlc/Import/ONNX.h"
#define MLC_PYTHON_HAVE_ONNX 1
#else
#define MLC_PYTHON_HAVE_ONNX 0
#endif

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace py = pybind11;

/// mlc.CompileError (mlc/_errors.py), set when the module loads; never freed.
static PyObject *compileError = nullptr;
using namespace mlir;

namespace {

/// A failed compilation; translated to mlc.CompileError with the
/// diagnostics as its message.
struct CompileFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const DialectRegistry &getRegistry() {
  static const DialectRegistry *registry = [] {
    auto *r = new DialectRegistry;
    mlc::registerAllDialects(*r);
    return r;
  }();
  return *registry;
}

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
    s.pop_back();
  return s;
}

/// The model's source: a file path, MLIR text, or serialized ONNX.
enum class SourceKind { Path, MLIRText, ONNXBytes };

struct Request {
  SourceKind kind;
  std::string source; ///< the path, or the model's bytes
  std::string name;   ///< how diagnostics name an in-memory model
  std::string emit;
  std::string outputPath; ///< where a library (emit == "lib") goes
  std::string target;
  std::string cudaArch;
  unsigned optLevel;
  std::vector<std::string> inputShapes;
  bool forceDynamic;
  std::string weights;
  int64_t weightsMinBytes;
};

OwningOpRef<ModuleOp> load(MLIRContext &ctx, llvm::SourceMgr &sourceMgr,
                           const Request &req,
                           const mlc::CompileOptions &opts) {
  switch (req.kind) {
  case SourceKind::Path:
    return mlc::loadModel(ctx, req.source, opts);
  case SourceKind::MLIRText: {
    if (!opts.inputShapes.empty() || opts.forceDynamic) {
      emitError(UnknownLoc::get(&ctx))
          << "input_shapes and force_dynamic apply to ONNX models only";
      return nullptr;
    }
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(req.source, req.name),
        llvm::SMLoc());
    OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
    if (!module || failed(verify(*module)))
      return nullptr;
    return module;
  }
  case SourceKind::ONNXBytes: {
#if MLC_PYTHON_HAVE_ONNX
    mlc::ONNXImportOptions importOpts;
    importOpts.forceDynamic = opts.forceDynamic;
    for (const std::string &spec : opts.inputShapes)
      if (!mlc::parseONNXInputShape(spec, importOpts)) {
        emitError(UnknownLoc::get(&ctx))
            << "malformed input shape '" << spec
            << "' (expected NAME:DxDx..., a dim is a number or ?)";
        return nullptr;
      }
    return mlc::importONNXModelFromBuffer(ctx, req.source, req.name,
                                          importOpts);
#else
    emitError(UnknownLoc::get(&ctx))
        << "this build of mlc has no ONNX importer";
    return nullptr;
#endif
  }
  }
  return nullptr;
}

/// Compiles; returns the stage's text (or an object file's bytes) for text
/// and object emits, nothing for a library. Runs without the GIL.
std::optional<std::string> compileImpl(const Request &req) {
  std::optional<mlc::EmitKind> emit = mlc::parseEmitKind(req.emit);
  if (!emit)
    throw py::value_error("unknown emit '" + req.emit +
                          "' (expected import, graph, dot, tile, kernel, "
                          "mlir-llvm, ptx, llvm, obj or lib)");
  if (req.optLevel > 3)
    throw py::value_error("opt_level must be 0..3, got " +
                          std::to_string(req.optLevel));

  mlc::CompileOptions opts;
  opts.target = req.target;
  if (!req.cudaArch.empty())
    opts.cudaArch = req.cudaArch;
  opts.optLevel = req.optLevel;
  opts.emit = *emit;
  opts.inputShapes = req.inputShapes;
  opts.forceDynamic = req.forceDynamic;
  opts.weights = req.weights;
  opts.weightsMinBytes = req.weightsMinBytes;

  // Text and objects go through a temporary file (the driver writes files).
  llvm::SmallString<128> tmpPath;
  bool toMemory = *emit != mlc::EmitKind::Lib;
  if (toMemory) {
    int fd;
    if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
            "mlc-python", "out", fd, tmpPath))
      throw CompileFailure("cannot create a temporary file: " + ec.message());
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    opts.outputPath = tmpPath.str().str();
  } else {
    if (req.outputPath.empty())
      throw py::value_error("a library needs an output path");
    opts.outputPath = req.outputPath;
  }
  struct RemoveTemp {
    llvm::SmallString<128> &path;
    ~RemoveTemp() {
      if (!path.empty())
        llvm::sys::fs::remove(path);
    }
  } removeTemp{tmpPath};

  // One compilation at a time: LLVM's target registration and the
  // diagnostics plumbing are process-wide.
  static std::mutex compileMutex;
  std::lock_guard<std::mutex> lock(compileMutex);
  std::string diagnostics;
  bool ok;
  {
    MLIRContext ctx(getRegistry());
    ctx.loadAllAvailableDialects();
    ctx.printOpOnDiagnostic(false);
    llvm::SourceMgr sourceMgr;
    llvm::raw_string_ostream os(diagnostics);
    // Prints "file:line:col: error: ..." plus the source line, like
    // mlc-compile; files not in `sourceMgr` are opened by name.
    SourceMgrDiagnosticHandler handler(sourceMgr, &ctx, os);
    OwningOpRef<ModuleOp> module = load(ctx, sourceMgr, req, opts);
    ok = module && succeeded(mlc::compileModule(*module, opts));
  }
  if (!ok) {
    diagnostics = trimmed(std::move(diagnostics));
    throw CompileFailure(diagnostics.empty() ? "compilation failed"
                                             : diagnostics);
  }
  if (!toMemory)
    return std::nullopt;
  auto buffer = llvm::MemoryBuffer::getFile(tmpPath, /*IsText=*/false);
  if (!buffer)
    throw CompileFailure("cannot read the compiler's output: " +
                         buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

} // namespace

PYBIND11_MODULE(_compiler, m) {
  m.doc() = "mlc's compiler driver for Python. Use `mlc.compile`, not this "
            "module.";

  // mlc.CompileError is defined in Python (mlc/_errors.py); leaked on
  // purpose, see _runtime.
  compileError =
      py::object(py::module_::import("mlc._errors").attr("CompileError"))
          .release()
          .ptr();
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p)
        std::rethrow_exception(p);
    } catch (const CompileFailure &e) {
      PyErr_SetString(compileError, e.what());
    }
  });

  m.attr("has_onnx") = py::bool_(MLC_PYTHON_HAVE_ONNX);

  m.def(
      "compile",
      [](const std::string &kind, py::bytes source, const std::string &name,
         const std::string &emit, const std::string &outputPath,
         const std::string &target, const std::string &cudaArch,
         unsigned optLevel, std::vector<std::string> inputShapes,
         bool forceDynamic, const std::string &weights,
         int64_t weightsMinBytes) -> py::object {
        Request req;
        if (kind == "path")
          req.kind = SourceKind::Path;
        else if (kind == "mlir")
          req.kind = SourceKind::MLIRText;
        else if (kind == "onnx")
          req.kind = SourceKind::ONNXBytes;
        else
          throw py::value_error("unknown source kind '" + kind + "'");
        req.source = source;
        req.name = name;
        req.emit = emit;
        req.outputPath = outputPath;
        req.target = target;
        req.cudaArch = cudaArch;
        req.optLevel = optLevel;
        req.inputShapes = std::move(inputShapes);
        req.forceDynamic = forceDynamic;
        req.weights = weights;
        req.weightsMinBytes = weightsMinBytes;
        std::optional<std::string> result;
        {
          py::gil_scoped_release release;
          result = compileImpl(req);
        }
        if (!result)
          return py::none();
        if (req.emit == "obj")
          return py::bytes(*result);
        return py::str(*result);
      },
      py::arg("kind"), py::arg("source"), py::arg("name"), py::arg("emit"),
      py::arg("output_path"), py::arg("target"), py::arg("cuda_arch"),
      py::arg("opt_level"),
      py::arg("input_shapes"), py::arg("force_dynamic"),
      py::arg("weights") = "embed", py::arg("weights_min_bytes") = 1024,
      "Compiles a model. kind: 'path' (source is a file path), 'mlir' (MLIR "
      "text) or 'onnx' (a serialized ModelProto); `name` names an in-memory "
      "model in diagnostics. weights: 'embed' or 'external' (large constants "
      "go to <output_path without extension>.params). Returns the stage's text (bytes for 'obj'), or "
      "None after writing a library to output_path. Raises "
      "mlc.CompileError with the diagnostics.");
}
