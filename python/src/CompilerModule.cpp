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

#include <limits>
#include <mutex>
#include <optional>
#include <set>
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
};

/// Sets the options of CompileOptions that mlc.compile passes as keywords
/// (their names and storage come from CompileOptions::bindOptions); a
/// keyword passed as None keeps the default.
class KeywordBinder : public mlc::OptionsBinder {
public:
  explicit KeywordBinder(py::dict kwargs) : kwargs(std::move(kwargs)) {}

  void bind(const mlc::OptionInfo &info, bool &value) override {
    if (py::handle o = take(info))
      value = cast<bool>(info, o, "a bool");
  }
  void bind(const mlc::OptionInfo &info, unsigned &value) override {
    if (py::handle o = take(info)) {
      auto v = cast<long long>(info, o, "an int");
      if (v < 0 || v > std::numeric_limits<unsigned>::max())
        throw py::value_error(info.keyword + "=" + std::to_string(v) +
                              " is out of range");
      value = v;
    }
  }
  void bind(const mlc::OptionInfo &info, int64_t &value) override {
    if (py::handle o = take(info))
      value = cast<int64_t>(info, o, "an int");
  }
  void bind(const mlc::OptionInfo &info, std::string &value) override {
    if (py::handle o = take(info))
      value = cast<std::string>(info, o, "a str");
  }
  void bind(const mlc::OptionInfo &info,
            std::vector<std::string> &values) override {
    if (py::handle o = take(info))
      values = cast<std::vector<std::string>>(info, o, "a list of str");
  }

  /// Throws TypeError for a keyword no option took.
  void checkAllTaken() const {
    for (auto item : kwargs) {
      std::string key = py::str(item.first);
      if (!taken.count(key))
        throw py::type_error("compile() got an unexpected keyword argument '" +
                             key + "'");
    }
  }

private:
  py::handle take(const mlc::OptionInfo &info) {
    if (info.keyword.empty() || !kwargs.contains(info.keyword))
      return {};
    taken.insert(info.keyword);
    py::handle o = kwargs[py::str(info.keyword)];
    return o.is_none() ? py::handle() : o;
  }
  template <typename T>
  static T cast(const mlc::OptionInfo &info, py::handle o, const char *what) {
    try {
      return o.cast<T>();
    } catch (const py::cast_error &) {
      throw py::type_error(info.keyword + " must be " + what + ", got " +
                           std::string(py::str(py::type::of(o).attr("__name__"))));
    }
  }

  py::dict kwargs;
  std::set<std::string> taken;
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
            << "' (expected NAME:DxDx..., a dim is a number, ? or ?<=N)";
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

/// Compiles with `opts` (verified); returns the stage's text (or an object
/// file's bytes) for text and object emits, nothing for a library. Runs
/// without the GIL.
std::optional<std::string> compileImpl(const Request &req,
                                       mlc::CompileOptions &opts) {
  mlc::EmitKind emit = opts.emitKind();
  // Text and objects go through a temporary file (the driver writes files).
  llvm::SmallString<128> tmpPath;
  bool toMemory = emit != mlc::EmitKind::Lib;
  if (toMemory) {
    int fd;
    if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
            "mlc-python", "out", fd, tmpPath))
      throw CompileFailure("cannot create a temporary file: " + ec.message());
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    opts.outputPath = tmpPath.str().str();
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
         const std::string &outputPath, py::kwargs kwargs) -> py::object {
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
        mlc::CompileOptions opts;
        KeywordBinder binder(kwargs);
        opts.bindOptions(binder);
        binder.checkAllTaken();
        if (!outputPath.empty())
          opts.outputPath = outputPath;
        if (std::string error = opts.verify(mlc::OptionSpelling::Keyword);
            !error.empty())
          throw py::value_error(error);
        std::optional<std::string> result;
        {
          py::gil_scoped_release release;
          result = compileImpl(req, opts);
        }
        if (!result)
          return py::none();
        if (opts.emitKind() == mlc::EmitKind::Obj)
          return py::bytes(*result);
        return py::str(*result);
      },
      py::arg("kind"), py::arg("source"), py::arg("name"),
      py::arg("output_path"),
      "Compiles a model. kind: 'path' (source is a file path), 'mlir' (MLIR "
      "text) or 'onnx' (a serialized ModelProto); `name` names an in-memory "
      "model in diagnostics; output_path: where a library (emit='lib', the "
      "default) goes. The keywords are CompileOptions' (emit, target, "
      "cuda_arch, opt_level, layout, input_shapes, force_dynamic, weights, "
      "weights_min_bytes, and the tuning knobs such as split_k or "
      "wgmma_stages); an invalid one raises ValueError. Returns the stage's "
      "text (bytes for 'obj'), or None after writing a library to "
      "output_path. Raises mlc.CompileError with the diagnostics.");
}
