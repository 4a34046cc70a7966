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
  opts.target = "tpu";
  std::string diag;
  ScopedDiagnosticHandler handler(ctx.get(), [&](Diagnostic &d) {
    diag = d.str();
    return success();
  });
  EXPECT_TRUE(failed(mlc::compileModule(*module, opts)));
  EXPECT_NE(diag.find("not supported"), std::string::npos);
}

TEST(EmitKind, Parses) {
  EXPECT_EQ(mlc::parseEmitKind("tile"), mlc::EmitKind::Tile);
  EXPECT_EQ(mlc::parseEmitKind("lib"), mlc::EmitKind::Lib);
  EXPECT_EQ(mlc::parseEmitKind("ptx"), mlc::EmitKind::PTX);
  EXPECT_FALSE(mlc::parseEmitKind("bogus").has_value());
}

} // namespace
