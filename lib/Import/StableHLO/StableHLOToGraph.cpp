//===- StableHLOToGraph.cpp - convert-stablehlo-to-graph ------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The pass: builds the handler table from the register functions of the op
// conversion files (StableHLOToGraphOps.cpp, StableHLOToGraphNN.cpp,
// StableHLOToGraphDynamic.cpp) and runs
// the translator (StableHLOTranslator.cpp) on the program's main function.
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

#include "mlc/Import/StableHLO/Passes.h"

using namespace mlir;

namespace mlc {
#define GEN_PASS_DEF_CONVERTSTABLEHLOTOGRAPHPASS
#include "mlc/Import/StableHLO/Passes.h.inc"
} // namespace mlc

namespace mlc::shlo {

namespace {

const HandlerMap &handlers() {
  static const HandlerMap m = [] {
    HandlerMap m;
    registerElementwiseAndShapeOps(m);
    registerNNOps(m);
    registerDynamicShapeOps(m);
    registerSpecialFunctions(m);
    registerQuantOps(m);
    return m;
  }();
  return m;
}

} // namespace

} // namespace mlc::shlo

namespace mlc {

bool isStableHLOModule(ModuleOp module) {
  bool found = false;
  module.walk([&](Operation *op) {
    StringRef ns = op->getName().getDialectNamespace();
    if (ns == "stablehlo" || ns == "chlo") {
      found = true;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found;
}

namespace {

struct ConvertStableHLOToGraphPass
    : impl::ConvertStableHLOToGraphPassBase<ConvertStableHLOToGraphPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto main = module.lookupSymbol<func::FuncOp>("main");
    if (!main) {
      SmallVector<func::FuncOp> pub;
      for (auto f : module.getOps<func::FuncOp>())
        if (f.isPublic() && !f.isExternal())
          pub.push_back(f);
      if (pub.size() == 1)
        main = pub.front();
    }
    if (!main || main.isExternal()) {
      module.emitError("convert-stablehlo-to-graph: the module has no @main "
                       "(or single public) function to convert");
      return signalPassFailure();
    }
    if (failed(shlo::dequantizeQuantizedOps(module)))
      return signalPassFailure();
    shlo::Translator t(module, shlo::handlers(), maxUnroll, platformIndex);
    if (failed(t.convertMain(main)))
      return signalPassFailure();
    // Every other function has been inlined where it was called; meshes
    // (sdy.mesh) say nothing on one device.
    for (Operation &op : llvm::make_early_inc_range(module.getOps()))
      if (&op != main.getOperation() &&
          (isa<func::FuncOp>(op) ||
           op.getName().getDialectNamespace() == "sdy"))
        op.erase();
    main.setPublic();
  }
};

} // namespace

} // namespace mlc
