//===- ArtifactABITest.cpp - compiler and runtime agree on the ABI --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The artifact ABI table (mlc/Runtime/ArtifactABI.def) binds both sides:
//  - the runtime: ArtifactSupport.h turns the table into the prototypes of
//    libmlc_artifact_support's definitions (a definition that disagrees does
//    not compile), and this test takes the address of every entry from the
//    library it links (an entry the library does not define does not link);
//  - the compiler: models that use every entry are compiled to the LLVM
//    dialect, for cpu and cuda; every mlc_* function they declare must be a
//    table entry with the table's LLVM type, and every entry must be
//    declared by one of them.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Compiler/Compiler.h"
#include "mlc/InitAll.h"

#include "ArtifactSupport.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

using namespace mlir;

namespace {

std::string show(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

TEST(ArtifactABI, SupportLibraryDefinesEveryEntry) {
  struct Defined {
    const char *name;
    void *address;
  };
  const Defined defined[] = {
#define MLC_ABI_FUNCTION(Name, Return, ...)                                    \
  {#Name, reinterpret_cast<void *>(&Name)},
#include "mlc/Runtime/ArtifactABI.def"
  };
  llvm::ArrayRef<mlc::abi::Function> all = mlc::abi::getAllFunctions();
  ASSERT_EQ(std::size(defined), all.size());
  for (auto [entry, fn] : llvm::zip(defined, all)) {
    EXPECT_EQ(mlc::abi::getName(fn), entry.name);
    EXPECT_NE(entry.address, nullptr) << entry.name;
    EXPECT_TRUE(mlc::abi::lookup(entry.name) == fn) << entry.name;
  }
}

TEST(ArtifactABI, FamiliesCoverEveryNumericType) {
  for (const char *dtype : {"f16", "bf16", "f32", "f64", "bool", "i8", "i16",
                            "i32", "i64", "u8", "u16", "u32", "u64"}) {
    std::optional<mlc::abi::Function> fn =
        mlc::abi::lookup(mlc::abi::Family::mlc_string_from, dtype);
    ASSERT_TRUE(fn) << dtype;
    EXPECT_EQ(mlc::abi::getName(*fn), std::string("mlc_string_from_") + dtype);
  }
  EXPECT_FALSE(mlc::abi::lookup(mlc::abi::Family::mlc_unique, "string"));
}

class ArtifactABICompileTest : public ::testing::Test {
protected:
  void SetUp() override {
    mlc::registerAllDialects(registry);
    ctx = std::make_unique<MLIRContext>(registry);
    ctx->loadAllAvailableDialects();
  }

  /// Compiles `source` (graph dialect) for `target` to the LLVM dialect and
  /// records the mlc_* functions it declares.
  void compile(const std::string &source, const std::string &target) {
    SCOPED_TRACE(target + ":\n" + source);
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, ctx.get());
    ASSERT_TRUE(module);
    mlc::CompileOptions opts;
    opts.pipeline.target = target;
    opts.emit = "mlir-llvm";
    opts.outputPath = "/dev/null";
    ASSERT_TRUE(succeeded(mlc::compileModule(*module, opts)));
    for (auto fn : module->getOps<LLVM::LLVMFuncOp>())
      if (fn.isExternal() && fn.getName().starts_with("mlc_"))
        declared[fn.getName().str()] = fn.getFunctionType();
  }

  DialectRegistry registry;
  std::unique_ptr<MLIRContext> ctx;
  std::map<std::string, LLVM::LLVMFunctionType> declared;
};

/// One host op of each typed family on element type `type`.
std::string typedHostOps(const std::string &type) {
  std::string t = "tensor<6x" + type + ">";
  return "func.func @main(%x: " + t + ") -> (tensor<6x!graph.string>, " + t +
         ", tensor<1x?xi64>, tensor<?x" + type +
         ">, tensor<?xi64>, tensor<6xi64>, tensor<?xi64>) {\n"
         "  %s = graph.string_cast %x : " +
         t +
         " -> tensor<6x!graph.string>\n"
         "  %y = graph.string_cast %s : tensor<6x!graph.string> -> " +
         t +
         "\n"
         "  %n = graph.non_zero %x : " +
         t +
         " -> tensor<1x?xi64>\n"
         "  %u, %i, %v, %c = graph.unique %x : " +
         t + " -> tensor<?x" + type +
         ">, tensor<?xi64>, tensor<6xi64>, tensor<?xi64>\n"
         "  return %s, %y, %n, %u, %i, %v, %c : tensor<6x!graph.string>, " +
         t + ", tensor<1x?xi64>, tensor<?x" + type +
         ">, tensor<?xi64>, tensor<6xi64>, tensor<?xi64>\n}\n";
}

constexpr const char *kUntypedHostOps = R"mlir(
func.func @main(%x: tensor<4x!graph.string>, %a: tensor<?xf32>,
                %b: tensor<?xf32>, %boxes: tensor<1x6x4xf32>,
                %scores: tensor<1x1x6xf32>, %m: tensor<1xi64>,
                %iou: tensor<1xf32>, %st: tensor<1xf32>,
                %big: tensor<256x256xf32>)
    -> (tensor<?x!graph.string>, tensor<2x!graph.string>, tensor<?xf32>,
        tensor<?x3xi64>, tensor<256x256xf32>) {
  %n = graph.string_normalizer %x {case_change_action = "UPPER", stopwords = ["monday"]} : tensor<4x!graph.string> -> tensor<?x!graph.string>
  %c = graph.string_constant dense<["1", "2.5"]> : tensor<2x!graph.string>
  %sum = graph.add %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %sel = graph.non_max_suppression %boxes, %scores, %m, %iou, %st {center_point_box = 0} : tensor<1x6x4xf32>, tensor<1x1x6xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1xf32> -> tensor<?x3xi64>
  %r = graph.relu %big : tensor<256x256xf32>
  return %n, %c, %sum, %sel, %r : tensor<?x!graph.string>, tensor<2x!graph.string>, tensor<?xf32>, tensor<?x3xi64>, tensor<256x256xf32>
})mlir";

/// A cuda model that reaches every mlc_cuda_* entry: kernels, a constant
/// (weights), a copy (an input returned as is), a host op (NonZero), and a
/// run-time loop whose condition the host reads.
constexpr const char *kCudaModel = R"mlir(
func.func @main(%x: tensor<4x8xf32>, %n: tensor<i64>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x?xi64>, tensor<i64>) {
  %w = graph.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %y = graph.add %x, %w : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32>
  %nz = graph.non_zero %y : tensor<4x8xf32> -> tensor<2x?xi64>
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %r = scf.while (%i = %zero) : (tensor<i64>) -> tensor<i64> {
    %c = graph.compare lt, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %i : tensor<i64>
  } do {
  ^bb0(%i: tensor<i64>):
    %i2 = graph.add %i, %one : (tensor<i64>, tensor<i64>) -> tensor<i64>
    scf.yield %i2 : tensor<i64>
  }
  return %x, %y, %nz, %r : tensor<4x8xf32>, tensor<4x8xf32>, tensor<2x?xi64>, tensor<i64>
})mlir";

TEST_F(ArtifactABICompileTest, CompilerDeclaresEveryEntryWithItsType) {
  for (const char *type : {"f16", "bf16", "f32", "f64", "i1", "i8", "i16",
                           "i32", "i64", "ui8", "ui16", "ui32", "ui64"})
    compile(typedHostOps(type), "cpu");
  compile(kUntypedHostOps, "cpu");
  compile(kCudaModel, "cuda");

  for (const auto &[name, type] : declared) {
    std::optional<mlc::abi::Function> fn = mlc::abi::lookup(name);
    ASSERT_TRUE(fn) << name << " is declared but not in the ABI table";
    LLVM::LLVMFunctionType expected = mlc::abi::getLLVMType(ctx.get(), *fn);
    EXPECT_EQ(type, expected) << name << ": declared " << show(type)
                              << ", the table says " << show(expected);
  }
  for (mlc::abi::Function fn : mlc::abi::getAllFunctions())
    EXPECT_TRUE(declared.count(mlc::abi::getName(fn).str()))
        << mlc::abi::getName(fn).str() << " is in the table but never declared";
}

} // namespace
