//===- CompilerTest.cpp - unit tests of the compiler libraries ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Compiler/Compiler.h"
#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/InitAll.h"
#include "mlc/Pipelines/Pipelines.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace mlir;

namespace {

TEST(Broadcast, NumpyRules) {
  using mlc::graph::broadcastShapes;
  int64_t dyn = ShapedType::kDynamic;
  auto check = [](std::vector<int64_t> a, std::vector<int64_t> b,
                  std::vector<int64_t> expected) {
    auto r = broadcastShapes({a, b});
    ASSERT_TRUE(succeeded(r));
    EXPECT_EQ(std::vector<int64_t>(r->begin(), r->end()), expected);
  };
  check({2, 3, 4}, {3, 1}, {2, 3, 4});
  check({}, {5}, {5});
  check({1}, {7, 1}, {7, 1});
  check({dyn, 4}, {4}, {dyn, 4});
  check({dyn}, {3}, {3});        // ? against 3 is 3
  check({dyn}, {1}, {dyn});      // ? against 1 stays ?
  check({0, 3}, {1, 3}, {0, 3}); // empty dims broadcast like any size
  EXPECT_TRUE(failed(broadcastShapes({{4}, {3}})));
  EXPECT_TRUE(failed(broadcastShapes({{2, 4}, {3, 1}})));
}

class PipelineTest : public ::testing::Test {
protected:
  void SetUp() override {
    mlc::registerAllDialects(registry);
    ctx = std::make_unique<MLIRContext>(registry);
    ctx->loadAllAvailableDialects();
  }
  DialectRegistry registry;
  std::unique_ptr<MLIRContext> ctx;
};

TEST_F(PipelineTest, GraphToTileStage) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
      %y = graph.relu %x : tensor<8x4xf32>
      return %y : tensor<8x4xf32>
    })mlir", ctx.get());
  ASSERT_TRUE(module);
  PassManager pm(ctx.get());
  mlc::PipelineOptions opts;
  mlc::buildGraphPipeline(pm, opts);
  mlc::buildGraphToTilePipeline(pm, opts);
  ASSERT_TRUE(succeeded(pm.run(*module)));
  int kernels = 0, foralls = 0;
  module->walk([&](Operation *op) {
    kernels += op->getName().getStringRef() == "tile.kernel";
    foralls += op->getName().getStringRef() == "scf.forall";
  });
  EXPECT_EQ(kernels, 1);
  EXPECT_EQ(foralls, 1);
}

TEST_F(PipelineTest, RejectsUnknownTarget) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> { return %x : "
      "tensor<4xf32> }",
      ctx.get());
  ASSERT_TRUE(module);
  mlc::CompileOptions opts;
  opts.pipeline.target = "tpu";
  std::string diag;
  ScopedDiagnosticHandler handler(ctx.get(), [&](Diagnostic &d) {
    diag = d.str();
    return success();
  });
  EXPECT_TRUE(failed(mlc::compileModule(*module, opts)));
  EXPECT_NE(diag.find("not supported"), std::string::npos);
}

/// Records what CompileOptions binds, and sets one option by flag.
struct RecordingBinder : mlc::OptionsBinder {
  void bind(const mlc::OptionInfo &info, bool &value) override {
    record(info);
  }
  void bind(const mlc::OptionInfo &info, unsigned &value) override {
    record(info);
  }
  void bind(const mlc::OptionInfo &info, int64_t &value) override {
    record(info);
    if (info.flag == setFlag)
      value = setValue;
  }
  void bind(const mlc::OptionInfo &info, std::string &value) override {
    record(info);
  }
  void bind(const mlc::OptionInfo &info,
            std::vector<std::string> &values) override {
    record(info);
  }
  void record(const mlc::OptionInfo &info) {
    flags.insert(info.flag);
    if (!info.keyword.empty())
      keywords.insert(info.keyword);
  }
  std::set<std::string> flags, keywords;
  std::string setFlag;
  int64_t setValue = 0;
};

TEST(CompileOptions, BindsEveryKnobUnderItsPipelineName) {
  mlc::CompileOptions opts;
  RecordingBinder binder;
  binder.setFlag = "mlc-wgmma-stages";
  binder.setValue = 5;
  opts.bindOptions(binder);
  EXPECT_EQ(int64_t(opts.pipeline.wgmmaStages), 5);
  for (const char *knob :
       {"split-k", "cpu-cut-reads-through-epilogue", "cpu-channel-cut-min",
        "cpu-balanced-grid", "wgmma-wide-tiles", "gpu-vector-gather",
        "wgmma-stages", "wgmma-in-flight", "wgmma-min-blocks",
        "wgmma-wide-stages", "wgmma-wide-in-flight", "wgmma-staged-epilogue",
        "wgmma-group-rows"}) {
    std::string keyword = knob;
    std::replace(keyword.begin(), keyword.end(), '-', '_');
    EXPECT_TRUE(binder.flags.count(std::string("mlc-") + knob)) << knob;
    EXPECT_TRUE(binder.keywords.count(keyword)) << knob;
  }
  for (const char *flag :
       {"target", "cuda-arch", "O", "emit", "layout", "weights",
        "weights-min-bytes", "input-shape", "precision"})
    EXPECT_TRUE(binder.flags.count(flag)) << flag;
}

TEST(CompileOptions, VerifyNamesTheOptionAsTheFrontEndSpellsIt) {
  mlc::CompileOptions opts;
  opts.outputPath = "model.so";
  EXPECT_EQ(opts.verify(), "");
  opts.pipeline.optLevel = 7;
  EXPECT_EQ(opts.verify(), "unsupported -O7 (use 0..3)");
  EXPECT_EQ(opts.verify(mlc::OptionSpelling::Keyword),
            "unsupported opt_level=7 (use 0..3)");
  opts.pipeline.optLevel = 2;
  opts.pipeline.wgmmaStages = 9;
  EXPECT_EQ(opts.verify(), "unsupported --mlc-wgmma-stages=9 (use 3..6)");
  EXPECT_EQ(opts.verify(mlc::OptionSpelling::Keyword),
            "unsupported wgmma_stages=9 (use 3..6)");
  opts.pipeline.wgmmaStages = 3;
  opts.pipeline.layout = "bad";
  EXPECT_EQ(opts.verify(),
            "unknown --layout=bad (use auto, nchw or nhwc)");
  opts.pipeline.layout = "nhwc";
  opts.pipeline.precision = "tf32";
  EXPECT_EQ(opts.verify(mlc::OptionSpelling::Keyword),
            "precision=tf32 is not supported yet (f32 matmuls run exactly in "
            "f32; use fp16 or bf16 for tensor cores)");
  opts.pipeline.precision = "bf16";
  EXPECT_EQ(opts.verify(), "");
  opts.emit = "ptx";
  EXPECT_EQ(opts.verify(), "--emit=ptx needs --target=cuda");
  opts.pipeline.target = "cuda";
  EXPECT_EQ(opts.verify(), "");
  EXPECT_EQ(opts.emitKind(), mlc::EmitKind::PTX);
}

TEST(EmitKind, Parses) {
  EXPECT_EQ(mlc::parseEmitKind("tile"), mlc::EmitKind::Tile);
  EXPECT_EQ(mlc::parseEmitKind("lib"), mlc::EmitKind::Lib);
  EXPECT_EQ(mlc::parseEmitKind("ptx"), mlc::EmitKind::PTX);
  EXPECT_FALSE(mlc::parseEmitKind("bogus").has_value());
}

} // namespace
