//===- GraphConstantBytesTest.cpp - a constant's raw bytes ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace mlir;
using mlc::graph::getConstantBytes;
using mlc::graph::getConstantFromBytes;
using mlc::graph::getConstantValues;
using mlc::graph::getExpandedConstantBytes;

namespace {

/// The bytes of `values` as they lie in memory.
template <typename T> std::vector<char> bytesOf(std::vector<T> values) {
  std::vector<char> out(values.size() * sizeof(T));
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

std::vector<char> vec(ArrayRef<char> bytes) {
  return {bytes.begin(), bytes.end()};
}

class ConstantBytesTest : public ::testing::Test {
protected:
  Attribute attr(StringRef text) {
    Attribute a = parseAttribute(text, &ctx);
    EXPECT_TRUE(a) << text.str();
    return a;
  }
  /// A `dense_resource<w>` of `type` whose blob `w` is `hex` (the textual
  /// form: the alignment, then the data), or no blob when `hex` is empty.
  Attribute resource(StringRef type, StringRef hex) {
    std::string text =
        "module attributes {test.value = dense_resource<w> : " + type.str() +
        "} {}";
    if (!hex.empty())
      text += "\n{-# dialect_resources: { builtin: { w: \"" + hex.str() +
              "\" } } #-}";
    modules.push_back(parseSourceString<ModuleOp>(text, &ctx));
    EXPECT_TRUE(modules.back()) << text;
    return modules.back() ? modules.back().get()->getAttr("test.value")
                          : Attribute();
  }
  MLIRContext ctx;
  std::vector<OwningOpRef<ModuleOp>> modules;
};

TEST_F(ConstantBytesTest, Dense) {
  Attribute a = attr("dense<[1.0, 2.0, 3.0]> : tensor<3xf32>");
  std::optional<ArrayRef<char>> bytes = getConstantBytes(a);
  ASSERT_TRUE(bytes);
  EXPECT_EQ(vec(*bytes), bytesOf<float>({1.0f, 2.0f, 3.0f}));
  std::optional<SmallVector<char>> expanded = getExpandedConstantBytes(a);
  ASSERT_TRUE(expanded);
  EXPECT_EQ(vec(*expanded), bytesOf<float>({1.0f, 2.0f, 3.0f}));
  // Integers too, row-major over the shape.
  bytes = getConstantBytes(attr("dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>"));
  ASSERT_TRUE(bytes);
  EXPECT_EQ(vec(*bytes), bytesOf<int8_t>({1, -2, 3, 4}));
}

TEST_F(ConstantBytesTest, Splat) {
  Attribute a = attr("dense<2.5> : tensor<2x2xf32>");
  // A splat stores one element: no bytes without a copy.
  EXPECT_FALSE(getConstantBytes(a));
  std::optional<SmallVector<char>> expanded = getExpandedConstantBytes(a);
  ASSERT_TRUE(expanded);
  EXPECT_EQ(vec(*expanded), bytesOf<float>({2.5f, 2.5f, 2.5f, 2.5f}));
  // A single element is a splat too.
  a = attr("dense<[7]> : tensor<1xi16>");
  EXPECT_FALSE(getConstantBytes(a));
  expanded = getExpandedConstantBytes(a);
  ASSERT_TRUE(expanded);
  EXPECT_EQ(vec(*expanded), bytesOf<int16_t>({7}));
}

TEST_F(ConstantBytesTest, Resource) {
  // The blob's textual form starts with its alignment (4, little-endian),
  // which is not part of the data.
  Attribute a = resource("tensor<2xi32>", "0x040000000100000002000000");
  std::optional<ArrayRef<char>> bytes = getConstantBytes(a);
  ASSERT_TRUE(bytes);
  EXPECT_EQ(vec(*bytes), bytesOf<int32_t>({1, 2}));
  std::optional<SmallVector<char>> expanded = getExpandedConstantBytes(a);
  ASSERT_TRUE(expanded);
  EXPECT_EQ(vec(*expanded), bytesOf<int32_t>({1, 2}));
}

TEST_F(ConstantBytesTest, ResourceMismatchOrMissing) {
  // Eight bytes for three i32: not this type's bytes.
  EXPECT_FALSE(getConstantBytes(
      resource("tensor<3xi32>", "0x040000000100000002000000")));
  // A blob that was never loaded.
  Attribute missing = resource("tensor<2xi32>", "");
  EXPECT_FALSE(getConstantBytes(missing));
  EXPECT_FALSE(getExpandedConstantBytes(missing));
}

TEST_F(ConstantBytesTest, BoolIsPackedToBits) {
  // DenseElementsAttr stores i1 as bits, not as the bytes of memory.
  EXPECT_FALSE(
      getConstantBytes(attr("dense<[true, false, true]> : tensor<3xi1>")));
  EXPECT_FALSE(getExpandedConstantBytes(
      attr("dense<[true, false, true]> : tensor<3xi1>")));
  EXPECT_FALSE(getExpandedConstantBytes(attr("dense<true> : tensor<4xi1>")));
  EXPECT_FALSE(getConstantBytes(resource("tensor<2xi1>", "0x010000000100")));
}

TEST_F(ConstantBytesTest, OtherAttributes) {
  EXPECT_FALSE(getConstantBytes(attr("1 : i32")));
  EXPECT_FALSE(getExpandedConstantBytes(attr("\"text\"")));
}

TEST_F(ConstantBytesTest, FromBytesRoundTrips) {
  auto type = RankedTensorType::get({2, 2}, Float32Type::get(&ctx));
  std::vector<char> bytes = bytesOf<float>({1.0f, -2.0f, 3.5f, 0.0f});
  ElementsAttr dense = getConstantFromBytes(type, bytes, /*dense=*/true, "x");
  EXPECT_TRUE(isa<DenseElementsAttr>(dense));
  ElementsAttr blob = getConstantFromBytes(type, bytes, /*dense=*/false, "x");
  ASSERT_TRUE(isa<DenseResourceElementsAttr>(blob));
  for (ElementsAttr a : {dense, blob}) {
    EXPECT_EQ(a.getType(), type);
    std::optional<ArrayRef<char>> back = getConstantBytes(a);
    ASSERT_TRUE(back);
    EXPECT_EQ(vec(*back), bytes);
  }
}

TEST_F(ConstantBytesTest, ValuesBySignedness) {
  using V = SmallVector<double>;
  EXPECT_EQ(*getConstantValues(attr("dense<[1.5, -2.0]> : tensor<2xf32>")),
            (V{1.5, -2.0}));
  EXPECT_EQ(*getConstantValues(attr("dense<[1.0, 0.5]> : tensor<2xf16>")),
            (V{1.0, 0.5}));
  // Signless and signed integers read as signed, unsigned as unsigned.
  EXPECT_EQ(*getConstantValues(attr("dense<[-1, 127]> : tensor<2xi8>")),
            (V{-1, 127}));
  EXPECT_EQ(*getConstantValues(attr("dense<[255, 128]> : tensor<2xui8>")),
            (V{255, 128}));
  EXPECT_EQ(*getConstantValues(attr("dense<7> : tensor<3xi32>")),
            (V{7, 7, 7}));
  // A dense_resource blob (alignment header 4, then the i32s 1, 2, -2).
  EXPECT_EQ(*getConstantValues(
                resource("tensor<3xi32>", "0x040000000100000002000000FEFFFFFF")),
            (V{1, 2, -2}));
  EXPECT_FALSE(getConstantValues(attr("dense<[true]> : tensor<1xi1>")));
  EXPECT_FALSE(getConstantValues(attr("1 : i32")));
}

} // namespace
