//===- mlc-compile.cpp - model file in, artifact out ----------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Compiler/Compiler.h"
#include "mlc/InitAll.h"

#include "mlir/Debug/CLOptionsSetup.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/Timing.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<model>"),
                                      cl::Required);
static cl::opt<std::string> outputFile("o", cl::desc("output file"),
                                       cl::value_desc("path"), cl::init("-"));
static cl::opt<std::string> target("target", cl::desc("cpu | cuda"),
                                   cl::init("cpu"));
static cl::opt<std::string>
    cudaArch("cuda-arch", cl::desc("GPU for --target=cuda (sm_90a, sm_90, "
                                   "sm_89, sm_86, sm_80)"),
             cl::init("sm_90a"));
static cl::opt<std::string>
    emit("emit",
         cl::desc("stop after a stage and write it: import | graph | dot "
                  "(the fused graph as Graphviz) | tile | kernel | "
                  "mlir-llvm | ptx (cuda) | llvm | obj | lib"),
         cl::init("lib"));
static cl::opt<unsigned> optLevel("O", cl::desc("optimization level 0..3"),
                                  cl::Prefix, cl::init(2));
static cl::opt<std::string> triple("mtriple", cl::desc("target triple (host)"));
static cl::opt<std::string> cpu("mcpu", cl::desc("target CPU (host)"));
static cl::opt<std::string> linker("linker", cl::desc("linker driver (cc)"));
static cl::opt<bool> verbose("v", cl::desc("print each stage and its time"));
static cl::opt<bool> printFusionDecisions(
    "mlc-print-fusion-decisions",
    cl::desc("a remark for every fusion decision and every formed kernel"));
static cl::opt<std::string>
    layout("layout",
           cl::desc("conv/pool data layout: auto (what the target prefers: "
                    "nhwc on cuda, nchw on cpu) | nchw | nhwc"),
           cl::init("auto"));
static cl::opt<bool> printLayoutDecisions(
    "mlc-print-layout-decisions",
    cl::desc("a remark for every conv/pool layout decision"));
static cl::list<std::string>
    inputShapes("input-shape",
                cl::desc("ONNX input shape override NAME:1x3x?x? (repeatable; "
                         "? is a dynamic dimension; NAME.0:DIMS, NAME.1:DIMS, "
                         "... the elements of a sequence input, NAME:none an "
                         "absent optional input)"),
                cl::value_desc("NAME:DIMS"));
static cl::opt<std::string>
    weights("weights",
            cl::desc("embed: constants inside the library (default) | "
                     "external: large constants in MODEL.params beside it"),
            cl::init("embed"));
static cl::opt<int64_t> weightsMinBytes(
    "weights-min-bytes",
    cl::desc("--weights=external: smallest constant (bytes) that goes to the "
             "parameter file"),
    cl::init(1024));
static cl::opt<bool>
    forceDynamic("force-dynamic",
                 cl::desc("ONNX: make every input dimension dynamic"));

int main(int argc, char **argv) {
  InitLLVM y(argc, argv);
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  mlir::tracing::DebugConfig::registerCLOptions();
  // `--stats` is mlc's (LLVM registers a `-stats` of its own for its pass
  // statistics, which release builds do not collect): take it out first.
  bool stats = false;
  SmallVector<char *> args;
  for (int i = 0; i < argc; ++i) {
    StringRef arg(argv[i]);
    if (i > 0 && (arg == "--stats" || arg == "-stats")) {
      stats = true;
      continue;
    }
    args.push_back(argv[i]);
  }
  cl::ParseCommandLineOptions(
      args.size(), args.data(),
      "mlc model compiler\n\n"
      "  --stats   print what the compiler decided, a line each: graph-ops "
      "kernels\n"
      "            fused-groups fused-ops arena-bytes dynamic-buffers "
      "unfused-bytes\n");

  auto emitKind = mlc::parseEmitKind(emit);
  if (!emitKind) {
    errs() << "mlc-compile: error: unknown --emit=" << emit << "\n";
    return 2;
  }
  if (layout != "auto" && layout != "nchw" && layout != "nhwc") {
    errs() << "mlc-compile: error: unknown --layout=" << layout
           << " (use auto, nchw or nhwc)\n";
    return 2;
  }
  if (optLevel > 3) {
    errs() << "mlc-compile: error: -O" << optLevel << " (use 0..3)\n";
    return 2;
  }
  if (*emitKind == mlc::EmitKind::Lib && outputFile == "-") {
    errs() << "mlc-compile: error: a library needs an output path (-o)\n";
    return 2;
  }

  mlir::DialectRegistry registry;
  mlc::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Diagnostics point at the model's source; dumping the whole op they were
  // raised on is for mlc developers (--mlir-print-op-on-diagnostic).
  context.printOpOnDiagnostic(false);
  SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);

  mlc::CompileOptions opts;
  opts.inputShapes.assign(inputShapes.begin(), inputShapes.end());
  opts.forceDynamic = forceDynamic;
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlc::loadModel(context, inputFile, opts);
  if (!module)
    return 1;

  mlir::DefaultTimingManager tm;
  mlir::applyDefaultTimingManagerCLOptions(tm);
  mlir::TimingScope timing = tm.getRootScope();

  opts.target = target;
  opts.cudaArch = cudaArch;
  opts.optLevel = optLevel;
  opts.emit = *emitKind;
  opts.outputPath = outputFile;
  opts.triple = triple;
  opts.cpu = cpu;
  opts.linker = linker;
  opts.verbose = verbose;
  opts.stats = stats;
  opts.printFusionDecisions = printFusionDecisions;
  opts.layout = layout;
  opts.printLayoutDecisions = printLayoutDecisions;
  opts.weights = weights;
  opts.weightsMinBytes = weightsMinBytes;
  opts.configurePM = [&](mlir::PassManager &pm) {
    pm.enableTiming(timing);
    return mlir::applyPassManagerCLOptions(pm);
  };
  if (failed(mlc::compileModule(*module, opts)))
    return 1;
  return 0;
}
