//===- Compiler.cpp - model file in, artifact out -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Compiler/Compiler.h"

#include "mlc-c/Artifact.h"
#include "mlc-c/Params.h"
#include "mlc/Compiler/Inspect.h"
#include "mlc/Conversion/ExternalizeParams.h"
#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Graph/IR/GraphDialect.h"
#include "mlc/Import/ONNX.h"
#include "mlc/Import/StableHLO/Passes.h"
#include "mlc/Pipelines/Pipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/Process.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/ADT/StringSwitch.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>
#include <cstdlib>
#include <dlfcn.h>

using namespace mlir;

namespace mlc {

std::optional<EmitKind> parseEmitKind(llvm::StringRef s) {
  return llvm::StringSwitch<std::optional<EmitKind>>(s)
      .Case("import", EmitKind::Import)
      .Case("graph", EmitKind::Graph)
      .Case("dot", EmitKind::Dot)
      .Case("tile", EmitKind::Tile)
      .Case("kernel", EmitKind::Kernel)
      .Case("mlir-llvm", EmitKind::LLVMDialect)
      .Case("ptx", EmitKind::PTX)
      .Case("llvm", EmitKind::LLVMIR)
      .Case("obj", EmitKind::Obj)
      .Case("lib", EmitKind::Lib)
      .Default(std::nullopt);
}

OptionsBinder::~OptionsBinder() = default;

void CompileOptions::bindOptions(OptionsBinder &b) {
  PipelineOptions &p = pipeline;
  b.bind({"target", "target", "cpu | cuda"}, p.target.getValue());
  b.bind({"cuda-arch", "cuda_arch",
          "GPU for --target=cuda (sm_90a, sm_90, sm_89, sm_86, sm_80)"},
         p.cudaArch.getValue());
  b.bind({"emit", "emit",
          "stop after a stage and write it: import | graph | dot (the fused "
          "graph as Graphviz) | tile | kernel | mlir-llvm | ptx (cuda) | "
          "llvm | obj | lib"},
         emit);
  b.bind({"O", "opt_level", "optimization level 0..3"}, p.optLevel.getValue());
  b.bind({"o", "", "output file"}, outputPath);
  b.bind({"mtriple", "", "target triple (host)"}, triple);
  b.bind({"mcpu", "", "target CPU (host)"}, cpu);
  b.bind({"linker", "", "linker driver (cc)"}, linker);
  b.bind({"v", "", "print each stage and its time"}, verbose);
  b.bind({"mlc-print-fusion-decisions", "",
          "a remark for every fusion decision and every formed kernel"},
         p.printFusionDecisions.getValue());
  b.bind({"layout", "layout",
          "conv/pool data layout: auto (what the target prefers: nhwc on "
          "cuda, nchw on cpu) | nchw | nhwc"},
         p.layout.getValue());
  b.bind({"mlc-print-layout-decisions", "",
          "a remark for every conv/pool layout decision"},
         p.printLayoutDecisions.getValue());
  b.bind({"precision", "precision",
          "fp32 (default) | fp16 | bf16: an f32 model's matmuls and convs "
          "take f16 / bf16 operands (f32 accumulation, result rounded once); "
          "everything else stays f32"},
         p.precision.getValue());
  b.bind({"mlc-nbits-fold-bytes", "nbits_fold_bytes",
          "ONNX MatMulNBits: bytes of weights dequantized to f32 at compile "
          "time (the rest stay one byte per code, dequantized at run time)",
          /*hidden=*/true},
         nbitsFoldBytes);
  b.bind({"mlc-print-precision-decisions", "",
          "a remark for every op --precision runs in f16 / bf16"},
         p.printPrecisionDecisions.getValue());
  b.bind({"input-shape", "input_shapes",
          "ONNX input shape override NAME:1x3x?x? (repeatable; ? is a dynamic "
          "dimension, ?<=N one of at most N, checked per run; NAME.0:DIMS, NAME.1:DIMS, ... the elements of a "
          "sequence input, NAME:none an absent optional input)"},
         inputShapes);
  b.bind({"weights", "weights",
          "embed: constants inside the library (default) | external: large "
          "constants in MODEL.params beside it"},
         p.weights.getValue());
  b.bind({"weights-min-bytes", "weights_min_bytes",
          "--weights=external: smallest constant (bytes) that goes to the "
          "parameter file"},
         p.weightsMinBytes.getValue());
  b.bind({"max-fold-bytes", "max_fold_bytes",
          "constant folding budget: a fold whose result would be a dense "
          "constant of more bytes is not taken, and a remark says so "
          "(splats always fold; default 4 MiB)"},
         p.maxFoldBytes.getValue());
  b.bind({"jax-platforms", "jax_platforms",
          "StableHLO exported by jax.export for several platforms: those "
          "platforms in order, as given to jax.export (e.g. cpu,cuda); the "
          "module runs its lowering for the target"},
         jaxPlatforms);
  b.bind({"force-dynamic", "force_dynamic",
          "ONNX: make every input dimension dynamic (except the length of a "
          "1-D input read as a list of sizes, axes or bounds: a rank)"},
         forceDynamic);
  b.bind({"cache-in-place", "cache_in_place",
          "KV caches that a decoder step appends to (past -> present) become "
          "buffers the caller gives room for, [batch 1, length, heads, dim]; "
          "a step writes only its new rows (docs/Design.md)"},
         p.cacheInPlace.getValue());
  // The tuning knobs: --mlc-NAME and NAME_WITH_UNDERSCORES for the pipeline
  // option NAME.
  auto knob = [&](auto &option) {
    std::string name = option.ArgStr.str();
    std::string keyword = name;
    llvm::replace(keyword, '-', '_');
    b.bind({"mlc-" + name, keyword, option.HelpStr.str(), /*hidden=*/true},
           option.getValue());
  };
  knob(p.splitK);
  knob(p.cpuCutReadsThroughEpilogue);
  knob(p.cpuChannelCutMin);
  knob(p.cpuBalancedGrid);
  knob(p.wgmmaWideTiles);
  knob(p.gemvMaxRows);
  knob(p.gpuVectorGather);
  knob(p.wgmmaStages);
  knob(p.wgmmaInFlight);
  knob(p.wgmmaMinBlocks);
  knob(p.wgmmaWideStages);
  knob(p.wgmmaWideInFlight);
  knob(p.wgmmaStagedEpilogue);
  knob(p.wgmmaGroupRows);
  knob(p.mergeLaunches);
}

std::string CompileOptions::verify(OptionSpelling spelling) const {
  // How the message names an option set to a value: --flag=value or -Ovalue
  // on the command line, keyword=value in Python.
  auto setting = [&](llvm::StringRef flag, llvm::StringRef keyword,
                     const llvm::Twine &value) {
    if (spelling == OptionSpelling::Keyword)
      return (keyword + "=" + value).str();
    if (flag.size() == 1)
      return ("-" + flag + value).str();
    return ("--" + flag + "=" + value).str();
  };
  const PipelineOptions &p = pipeline;
  if (!parseEmitKind(emit))
    return "unknown " + setting("emit", "emit", emit) +
           " (use import, graph, dot, tile, kernel, mlir-llvm, ptx, llvm, "
           "obj or lib)";
  if (p.target != "cpu" && p.target != "cuda")
    return "target '" + p.target + "' is not supported (supported: cpu, cuda)";
  if (p.optLevel > 3)
    return "unsupported " + setting("O", "opt_level", llvm::Twine(p.optLevel)) +
           " (use 0..3)";
  if (p.target == "cuda" &&
      !llvm::is_contained({"sm_80", "sm_86", "sm_89", "sm_90", "sm_90a"},
                          llvm::StringRef(p.cudaArch)))
    return "unsupported " + setting("cuda-arch", "cuda_arch", p.cudaArch) +
           " (supported: sm_80 sm_86 sm_89 sm_90 sm_90a)";
  if (emit == "ptx" && p.target != "cuda")
    return setting("emit", "emit", "ptx") + " needs " +
           setting("target", "target", "cuda");
  if (emit == "lib" && outputPath == "-")
    return std::string("a library needs an output path") +
           (spelling == OptionSpelling::Flag ? " (-o)" : "");
  if (p.layout != "auto" && p.layout != "nchw" && p.layout != "nhwc")
    return "unknown " + setting("layout", "layout", p.layout) +
           " (use auto, nchw or nhwc)";
  if (p.precision == "tf32")
    return setting("precision", "precision", "tf32") +
           " is not supported yet (f32 matmuls run exactly in f32; use fp16 "
           "or bf16 for tensor cores)";
  if (p.precision != "fp32" && p.precision != "fp16" && p.precision != "bf16")
    return "unknown " + setting("precision", "precision", p.precision) +
           " (use fp32, fp16 or bf16)";
  if (p.weights != "embed" && p.weights != "external")
    return "unsupported " + setting("weights", "weights", p.weights) +
           " (supported: embed, external)";
  if (p.weightsMinBytes < 1)
    return (spelling == OptionSpelling::Flag ? "--weights-min-bytes"
                                             : "weights_min_bytes") +
           std::string(" must be positive, got ") +
           std::to_string(p.weightsMinBytes);
  if (p.maxFoldBytes < 0)
    return (spelling == OptionSpelling::Flag ? "--max-fold-bytes"
                                             : "max_fold_bytes") +
           std::string(" must be 0 or more, got ") +
           std::to_string(p.maxFoldBytes);
  // The knobs' ranges (the GPU lowering clamps a pass option into them).
  struct Range {
    const decltype(PipelineOptions::wgmmaStages) &option;
    int64_t min, max;
  };
  for (const Range &r : {Range{p.cpuChannelCutMin, 0, INT64_MAX},
                         Range{p.wgmmaStages, 3, 6},
                         Range{p.wgmmaInFlight, 0, 1},
                         Range{p.wgmmaMinBlocks, 0, 32},
                         Range{p.wgmmaWideStages, 3, 4},
                         Range{p.wgmmaWideInFlight, 0, 1},
                         Range{p.wgmmaGroupRows, 0, INT64_MAX}}) {
    int64_t v = r.option;
    if (v >= r.min && v <= r.max)
      continue;
    std::string name = r.option.ArgStr.str();
    std::string keyword = name;
    llvm::replace(keyword, '-', '_');
    std::string range = r.max == INT64_MAX
                            ? std::to_string(r.min) + " or more"
                            : std::to_string(r.min) + ".." +
                                  std::to_string(r.max);
    return "unsupported " + setting("mlc-" + name, keyword, llvm::Twine(v)) +
           " (use " + range + ")";
  }
  return "";
}

EmitKind CompileOptions::emitKind() const {
  return parseEmitKind(emit).value_or(EmitKind::Lib);
}

OwningOpRef<ModuleOp> loadModel(MLIRContext &ctx, llvm::StringRef inputPath,
                                const CompileOptions &opts) {
  // The folding budget holds from the import on (importers fold as they
  // build).
  ctx.getOrLoadDialect<graph::GraphDialect>()->setMaxFoldBytes(
      opts.pipeline.maxFoldBytes);
  if (inputPath.ends_with_insensitive(".onnx")) {
    ONNXImportOptions importOpts;
    importOpts.forceDynamic = opts.forceDynamic;
    importOpts.nbitsFoldBytes = opts.nbitsFoldBytes;
    for (const std::string &spec : opts.inputShapes)
      if (!parseONNXInputShape(spec, importOpts)) {
        emitError(UnknownLoc::get(&ctx))
            << "malformed --input-shape='" << spec
            << "' (expected NAME:DxDx..., a dim is a number, ? or ?<=N)";
        return nullptr;
      }
    return importONNXModel(ctx, inputPath, importOpts);
  }
  if (!opts.inputShapes.empty() || opts.forceDynamic) {
    emitError(UnknownLoc::get(&ctx))
        << "--input-shape and --force-dynamic apply to ONNX models only";
    return nullptr;
  }
  llvm::SourceMgr sourceMgr;
  std::string err;
  auto file = openInputFile(inputPath, &err);
  if (!file) {
    emitError(UnknownLoc::get(&ctx)) << "cannot read '" << inputPath
                                     << "': " << err;
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &ctx);
  if (!module)
    return nullptr;
  if (failed(verify(*module)))
    return nullptr;
  // A StableHLO program (JAX's `main`): into the graph dialect first.
  if (isStableHLOModule(*module)) {
    ConvertStableHLOToGraphPassOptions convert;
    if (!opts.jaxPlatforms.empty()) {
      // JAX names the GPU platform "cuda" (or "rocm"); mlc's targets are
      // cpu and cuda.
      llvm::SmallVector<llvm::StringRef> names;
      llvm::StringRef(opts.jaxPlatforms).split(names, ',');
      std::string target = opts.pipeline.target.getValue();
      auto it = llvm::find_if(names, [&](llvm::StringRef n) {
        return n.trim().equals_insensitive(target);
      });
      if (it == names.end()) {
        emitError(UnknownLoc::get(&ctx))
            << "--jax-platforms=" << opts.jaxPlatforms
            << " does not include the target '" << target << "'";
        return nullptr;
      }
      convert.platformIndex = it - names.begin();
    }
    PassManager pm(&ctx);
    if (opts.configurePM && failed(opts.configurePM(pm)))
      return nullptr;
    pm.addPass(createConvertStableHLOToGraphPass(convert));
    if (failed(pm.run(*module)))
      return nullptr;
  }
  return module;
}

namespace {

/// The subtarget of `cpu` on x86 (null: not x86, or unknown).
std::unique_ptr<llvm::MCSubtargetInfo> x86Subtarget(const std::string &tripleStr,
                                                    const std::string &cpu) {
  llvm::InitializeNativeTarget();
  llvm::Triple triple(tripleStr.empty() ? llvm::sys::getDefaultTargetTriple()
                                        : tripleStr);
  std::string err;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, err);
  if (!target || !triple.isX86())
    return nullptr;
  return std::unique_ptr<llvm::MCSubtargetInfo>(
      target->createMCSubtargetInfo(triple, cpu, ""));
}

/// The widest float vector register of `cpu` on x86 in bits (0: unknown,
/// the vectorizer then takes the host's).
unsigned x86VectorBits(const llvm::MCSubtargetInfo *sti) {
  if (!sti)
    return 0;
  return sti->checkFeatures("+avx512f") ? 512
         : sti->checkFeatures("+avx")   ? 256
                                        : 128;
}

/// Whether `cpu` has AVX-512 VNNI with the BW and VL forms (0: no or not
/// x86).
int x86Vnni(const llvm::MCSubtargetInfo *sti) {
  return sti && sti->checkFeatures("+avx512vnni,+avx512bw,+avx512vl") ? 1 : 0;
}

class Driver {
public:
  Driver(ModuleOp module, const CompileOptions &opts)
      : module(module), opts(opts), emit(opts.emitKind()) {
    pipelineOpts.copyOptionValuesFrom(opts.pipeline);
    // --mcpu: the CPU vectorizer's register blocks fit that CPU (e.g.
    // haswell: AVX2, 16 registers), not the host's.
    if (!opts.cpu.empty()) {
      auto sti = x86Subtarget(opts.triple, opts.cpu);
      pipelineOpts.cpuVectorBits = x86VectorBits(sti.get());
      pipelineOpts.cpuVnni = x86Vnni(sti.get());
    }
    if (emit == EmitKind::PTX)
      pipelineOpts.cudaToolkit = ""; // PTX only
  }

  /// Runs one stage; `-v` prints its name and time.
  LogicalResult stage(llvm::StringRef name,
                      void (*build)(OpPassManager &, const PipelineOptions &)) {
    auto start = std::chrono::steady_clock::now();
    if (opts.verbose)
      llvm::errs() << "mlc-compile: [" << name << "] ...\n";
    PassManager pm(module->getContext());
    if (opts.configurePM && failed(opts.configurePM(pm)))
      return failure();
    build(pm, pipelineOpts);
    LogicalResult result = pm.run(module);
    if (opts.verbose)
      llvm::errs() << "mlc-compile: [" << name << "] "
                   << (succeeded(result) ? "done" : "FAILED") << " in "
                   << llvm::format("%.3f", seconds(start)) << " s\n";
    return result;
  }

  LogicalResult writeText(bool dot = false) {
    std::string err;
    auto out = openOutputFile(opts.outputPath, &err);
    if (!out)
      return mlir::emitError(module.getLoc(), "cannot write '") << opts.outputPath << "': " << err;
    if (dot) {
      writeGraphDot(module, out->os());
    } else {
      module.print(out->os());
      out->os() << "\n";
    }
    out->keep();
    return success();
  }

  /// The PTX embedded for the kernels (the pipeline ran with PTX output).
  LogicalResult writePTX() {
    auto image = module.lookupSymbol<LLVM::GlobalOp>("mlc_cuda_image");
    auto text = image ? dyn_cast_or_null<StringAttr>(image.getValueOrNull())
                      : StringAttr();
    if (!text)
      return mlir::emitError(module.getLoc(), "the model has no GPU kernels");
    std::string err;
    auto out = openOutputFile(opts.outputPath, &err);
    if (!out)
      return mlir::emitError(module.getLoc(), "cannot write '")
             << opts.outputPath << "': " << err;
    out->os() << text.getValue().rtrim(StringRef("\0", 1));
    out->keep();
    return success();
  }

  LogicalResult emitNative() {
    auto start = std::chrono::steady_clock::now();
    llvm::LLVMContext llvmCtx;
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, llvmCtx);
    if (!llvmModule)
      return mlir::emitError(module.getLoc(), "translation to LLVM IR failed");

    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    std::string tripleStr = opts.triple.empty()
                                ? llvm::sys::getDefaultTargetTriple()
                                : opts.triple;
    llvm::Triple triple(tripleStr);
    std::string err;
    const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, err);
    if (!target)
      return mlir::emitError(module.getLoc(), "unknown target '") << tripleStr << "': " << err;
    std::string cpu = opts.cpu.empty() ? llvm::sys::getHostCPUName().str()
                                       : opts.cpu;
    std::string features;
    if (opts.cpu.empty()) {
      llvm::SubtargetFeatures f;
      for (auto &feature : llvm::sys::getHostCPUFeatures())
        f.AddFeature(feature.first(), feature.second);
      features = f.getString();
    }
    llvm::TargetOptions targetOptions;
    llvm::CodeGenOptLevel cgLevel =
        pipelineOpts.optLevel == 0   ? llvm::CodeGenOptLevel::None
        : pipelineOpts.optLevel == 1 ? llvm::CodeGenOptLevel::Less
        : pipelineOpts.optLevel == 2 ? llvm::CodeGenOptLevel::Default
                             : llvm::CodeGenOptLevel::Aggressive;
    std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(
        triple, cpu, features, targetOptions, llvm::Reloc::PIC_, std::nullopt,
        cgLevel));
    if (!tm)
      return mlir::emitError(module.getLoc(), "cannot create a target machine for ") << tripleStr;
    llvmModule->setDataLayout(tm->createDataLayout());
    llvmModule->setTargetTriple(triple);

    optimize(*llvmModule, *tm);
    if (opts.verbose)
      llvm::errs() << "mlc-compile: [llvm-opt] done in "
                   << llvm::format("%.3f", seconds(start)) << " s\n";

    if (emit == EmitKind::LLVMIR) {
      auto out = openOutputFile(opts.outputPath, &err);
      if (!out)
        return mlir::emitError(module.getLoc(), "cannot write '") << opts.outputPath << "': " << err;
      llvmModule->print(out->os(), nullptr);
      out->keep();
      return success();
    }

    std::string objPath = opts.outputPath;
    llvm::SmallString<128> tmpObj;
    if (emit == EmitKind::Lib) {
      int fd;
      if (std::error_code ec =
              llvm::sys::fs::createTemporaryFile("mlc-model", "o", fd, tmpObj))
        return mlir::emitError(module.getLoc(), "cannot create a temporary file: ")
               << ec.message();
      llvm::sys::Process::SafelyCloseFileDescriptor(fd);
      objPath = tmpObj.str().str();
    }
    {
      auto out = openOutputFile(objPath, &err);
      if (!out)
        return mlir::emitError(module.getLoc(), "cannot write '") << objPath << "': " << err;
      llvm::legacy::PassManager codegen;
      if (tm->addPassesToEmitFile(codegen, out->os(), nullptr,
                                  llvm::CodeGenFileType::ObjectFile))
        return mlir::emitError(module.getLoc(), "the target cannot emit object files");
      codegen.run(*llvmModule);
      out->keep();
    }
    if (opts.verbose)
      llvm::errs() << "mlc-compile: [codegen] done in "
                   << llvm::format("%.3f", seconds(start)) << " s\n";
    if (emit == EmitKind::Obj)
      return success();
    LogicalResult linked = link(objPath);
    llvm::sys::fs::remove(objPath);
    return linked;
  }

  /// emitNative, plus the parameter file of --weights=external beside a
  /// library or object (model.so -> model.params). The file is written only
  /// once the library is; if it cannot be, the library goes too.
  LogicalResult emitNativeWithParams() {
    auto params = module->getAttrOfType<ArrayAttr>(kParamsAttrName);
    module->removeAttr(kParamsAttrName);
    if (failed(emitNative()))
      return failure();
    bool binary = emit == EmitKind::Lib || emit == EmitKind::Obj;
    if (!params || !binary)
      return success();
    llvm::SmallString<256> path(opts.outputPath);
    llvm::sys::path::replace_extension(path, "params");
    if (succeeded(writeParamsFile(params, path, module.getLoc())))
      return success();
    llvm::sys::fs::remove(opts.outputPath);
    return failure();
  }

private:
  static double seconds(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  }

  void optimize(llvm::Module &m, llvm::TargetMachine &tm) {
    if (pipelineOpts.optLevel == 0)
      return;
    llvm::LoopAnalysisManager lam;
    llvm::FunctionAnalysisManager fam;
    llvm::CGSCCAnalysisManager cgam;
    llvm::ModuleAnalysisManager mam;
    llvm::PassBuilder pb(&tm);
    pb.registerModuleAnalyses(mam);
    pb.registerCGSCCAnalyses(cgam);
    pb.registerFunctionAnalyses(fam);
    pb.registerLoopAnalyses(lam);
    pb.crossRegisterProxies(lam, fam, cgam, mam);
    llvm::OptimizationLevel level =
        pipelineOpts.optLevel == 1   ? llvm::OptimizationLevel::O1
        : pipelineOpts.optLevel == 2 ? llvm::OptimizationLevel::O2
                                                         : llvm::OptimizationLevel::O3;
    pb.buildPerModuleDefaultPipeline(level).run(m, mam);
  }

  /// The artifact support library: $MLC_ARTIFACT_SUPPORT, beside the
  /// binary that holds this code (the Python extension of a pip-installed
  /// package), or in the build's or the install's lib/.
  std::string findSupportLibrary() {
    llvm::SmallVector<std::string> candidates;
    if (const char *env = std::getenv("MLC_ARTIFACT_SUPPORT"))
      candidates.push_back(env);
    Dl_info info;
    if (dladdr((void *)&findSupportStatic, &info) && info.dli_fname) {
      llvm::SmallString<256> dir(
          llvm::sys::path::parent_path(info.dli_fname));
      llvm::sys::path::append(dir, "libmlc_artifact_support.a");
      candidates.push_back(dir.str().str());
    }
    std::string exe =
        llvm::sys::fs::getMainExecutable(nullptr, (void *)&findSupportStatic);
    if (!exe.empty()) {
      llvm::SmallString<256> dir(llvm::sys::path::parent_path(
          llvm::sys::path::parent_path(exe)));
      llvm::sys::path::append(dir, "lib", "libmlc_artifact_support.a");
      candidates.push_back(dir.str().str());
    }
    candidates.push_back(MLC_ARTIFACT_SUPPORT_BUILD_PATH);
    candidates.push_back(MLC_ARTIFACT_SUPPORT_INSTALL_PATH);
    for (const std::string &c : candidates)
      if (llvm::sys::fs::exists(c))
        return c;
    return "";
  }
  static void findSupportStatic() {}

  LogicalResult link(llvm::StringRef objPath) {
    std::string support = findSupportLibrary();
    if (support.empty())
      return mlir::emitError(module.getLoc(), "cannot find libmlc_artifact_support.a (looked "
                              "beside the executable and in the build and "
                              "install trees)");
    std::string linker = opts.linker;
    if (linker.empty()) {
      for (const char *name : {"cc", "clang-22", "clang", "gcc"}) {
        if (auto path = llvm::sys::findProgramByName(name)) {
          linker = *path;
          break;
        }
      }
    }
    if (linker.empty())
      return mlir::emitError(module.getLoc(), "no linker found (tried cc, clang-22, clang, "
                              "gcc); pass --linker=PATH");
    llvm::SmallVector<llvm::StringRef> args = {
        linker, "-shared", "-o", opts.outputPath, objPath,
        "-Wl,--whole-archive", support, "-Wl,--no-whole-archive", "-lm"};
    std::string err;
    int rc = llvm::sys::ExecuteAndWait(linker, args, std::nullopt, {}, 0, 0,
                                       &err);
    if (rc != 0)
      return mlir::emitError(module.getLoc(), "linking '")
             << opts.outputPath << "' with '" << support << "' failed ("
             << linker << " exit " << rc
             << (err.empty() ? "" : ": " + err) << ")";
    return seal();
  }

  /// Appends the footer (mlc-c/Artifact.h) that the runtime checks before
  /// it maps the library: the image's length, checksum and ABI versions.
  LogicalResult seal() {
    auto image = llvm::MemoryBuffer::getFile(opts.outputPath,
                                             /*IsText=*/false,
                                             /*RequiresNullTerminator=*/false);
    if (!image)
      return mlir::emitError(module.getLoc(), "cannot read back '")
             << opts.outputPath << "': " << image.getError().message();
    unsigned char footer[MLC_ARTIFACT_FOOTER_BYTES];
    mlcArtifactEncodeFooter((*image)->getBufferSize(),
                            mlcParamsChecksum((*image)->getBufferStart(),
                                              (*image)->getBufferSize()),
                            footer);
    image->reset();
    std::error_code ec;
    llvm::raw_fd_ostream out(opts.outputPath, ec, llvm::sys::fs::OF_Append);
    if (!ec) {
      out.write(reinterpret_cast<const char *>(footer), sizeof(footer));
      out.close();
      ec = out.error();
    }
    if (ec)
      return mlir::emitError(module.getLoc(), "cannot write the footer of '")
             << opts.outputPath << "': " << ec.message();
    return success();
  }

  ModuleOp module;
  const CompileOptions &opts;
  EmitKind emit;
  /// opts.pipeline, with what the driver derives (--mcpu's vector width,
  /// PTX without the toolkit).
  PipelineOptions pipelineOpts;
};

} // namespace

LogicalResult compileModule(ModuleOp module, const CompileOptions &opts) {
  if (std::string error = opts.verify(); !error.empty())
    return mlir::emitError(module.getLoc(), error);
  Driver d(module, opts);
  EmitKind emit = opts.emitKind();
  ModelStats stats;
  // --stats prints what is known when the compilation stops, however it
  // stops.
  auto finish = [&](LogicalResult result) {
    if (opts.stats)
      printStats(stats, opts.outputPath == "-" ? llvm::errs() : llvm::outs());
    return result;
  };
  if (opts.stats)
    collectInputStats(module, stats);
  if (emit == EmitKind::Import)
    return finish(d.writeText());
  if (failed(d.stage("graph", buildGraphPipeline)))
    return finish(failure());
  if (opts.stats)
    collectGraphStats(module, stats);
  if (emit == EmitKind::Graph || emit == EmitKind::Dot)
    return finish(d.writeText(/*dot=*/emit == EmitKind::Dot));
  if (failed(d.stage("graph-to-tile", buildGraphToTilePipeline)))
    return finish(failure());
  if (emit == EmitKind::Tile)
    return finish(d.writeText());
  if (failed(d.stage("tile-to-kernel", buildTileToKernelPipeline)))
    return finish(failure());
  if (opts.stats)
    collectKernelStats(module, stats);
  if (emit == EmitKind::Kernel)
    return finish(d.writeText());
  if (failed(d.stage("kernel-to-llvm", buildKernelToLLVMPipeline)))
    return finish(failure());
  // kernel-merge-launches ran several launches as one.
  if (auto merged = module->getAttrOfType<IntegerAttr>(kMergedLaunchesAttr);
      merged && opts.stats && stats.kernels)
    *stats.kernels -= merged.getInt();
  if (emit == EmitKind::LLVMDialect)
    return finish(d.writeText());
  if (emit == EmitKind::PTX)
    return finish(d.writePTX());
  return finish(d.emitNativeWithParams());
}

} // namespace mlc
