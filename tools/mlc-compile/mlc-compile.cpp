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
#include "llvm/Support/StringSaver.h"

using namespace llvm;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<model>"),
                                      cl::Required);

namespace {

/// Makes a flag of every option that CompileOptions binds, stored straight
/// into it: the flags' spellings and help live with the options
/// (CompileOptions::bindOptions), not here.
class CommandLineBinder : public mlc::OptionsBinder {
public:
  void bind(const mlc::OptionInfo &info, bool &value) override {
    add<cl::opt<bool, true>>(info, value);
  }
  void bind(const mlc::OptionInfo &info, unsigned &value) override {
    add<cl::opt<unsigned, true>>(info, value);
  }
  void bind(const mlc::OptionInfo &info, int64_t &value) override {
    add<cl::opt<int64_t, true>>(info, value);
  }
  void bind(const mlc::OptionInfo &info, std::string &value) override {
    add<cl::opt<std::string, true>>(info, value);
  }
  void bind(const mlc::OptionInfo &info,
            std::vector<std::string> &values) override {
    add<cl::list<std::string, std::vector<std::string>>>(info, values);
  }

private:
  template <typename Opt, typename T>
  void add(const mlc::OptionInfo &info, T &storage) {
    auto opt = std::make_unique<Opt>(saver.save(info.flag),
                                     cl::desc(saver.save(info.help)),
                                     cl::location(storage));
    if (info.hidden)
      opt->setHiddenFlag(cl::Hidden);
    // -O2, as compilers spell it.
    if (info.flag == "O")
      opt->setFormattingFlag(cl::Prefix);
    options.push_back(std::move(opt));
  }

  BumpPtrAllocator allocator;
  StringSaver saver{allocator};
  std::vector<std::unique_ptr<cl::Option>> options;
};

} // namespace

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
  mlc::CompileOptions opts;
  CommandLineBinder binder;
  opts.bindOptions(binder);
  cl::ParseCommandLineOptions(
      args.size(), args.data(),
      "mlc model compiler\n\n"
      "  --stats   print what the compiler decided, a line each: graph-ops "
      "kernels\n"
      "            fused-groups fused-ops arena-bytes dynamic-buffers "
      "unfused-bytes\n");
  opts.stats = stats;
  if (std::string error = opts.verify(); !error.empty()) {
    errs() << "mlc-compile: error: " << error << "\n";
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

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlc::loadModel(context, inputFile, opts);
  if (!module)
    return 1;

  mlir::DefaultTimingManager tm;
  mlir::applyDefaultTimingManagerCLOptions(tm);
  mlir::TimingScope timing = tm.getRootScope();

  opts.configurePM = [&](mlir::PassManager &pm) {
    pm.enableTiming(timing);
    return mlir::applyPassManagerCLOptions(pm);
  };
  if (failed(mlc::compileModule(*module, opts)))
    return 1;
  return 0;
}
