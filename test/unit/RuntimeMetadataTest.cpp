//===- RuntimeMetadataTest.cpp - tests of the metadata parser -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// lib/Runtime/Metadata.cpp is internal to libmlc_runtime (hidden symbols), so
// the test compiles it in directly.
//
//===----------------------------------------------------------------------===//

#include "Metadata.h"

#include "gtest/gtest.h"

using namespace mlc::runtime;

namespace {

std::string metadataError(const std::string &text) {
  ArtifactMetadata metadata;
  std::string error;
  EXPECT_FALSE(parseArtifactMetadata(text, metadata, error)) << text;
  return error;
}

TEST(RuntimeMetadata, Parses) {
  ArtifactMetadata metadata;
  std::string error;
  ASSERT_TRUE(parseArtifactMetadata("mlc-artifact 1\n"
                                    "target cuda\n"
                                    "input in%3A0 bf16 1x?x0\n"
                                    "output out u64 scalar\n"
                                    "input b%25 bool 7\n",
                                    metadata, error))
      << error;
  EXPECT_EQ(metadata.version, 1);
  EXPECT_EQ(metadata.target, "cuda");
  ASSERT_EQ(metadata.inputs.size(), 2u);
  EXPECT_EQ(metadata.inputs[0].name, "in:0");
  EXPECT_EQ(metadata.inputs[0].dtype, MLC_DTYPE_BF16);
  EXPECT_EQ(metadata.inputs[0].dims, (std::vector<int64_t>{1, -1, 0}));
  EXPECT_EQ(metadata.inputs[1].name, "b%");
  EXPECT_EQ(metadata.inputs[1].dtype, MLC_DTYPE_BOOL);
  ASSERT_EQ(metadata.outputs.size(), 1u);
  EXPECT_TRUE(metadata.outputs[0].dims.empty());
  EXPECT_EQ(formatDims(metadata.inputs[0].dims), "1x?x0");
  EXPECT_EQ(formatDims(metadata.outputs[0].dims), "scalar");

  // No trailing newline, no inputs or outputs.
  ASSERT_TRUE(
      parseArtifactMetadata("mlc-artifact 1\ntarget cpu", metadata, error));
  EXPECT_TRUE(metadata.inputs.empty());
}

TEST(RuntimeMetadata, DimGroups) {
  ArtifactMetadata metadata;
  std::string error;
  // Names percent-encoded as mlc-compile writes them; the expression's
  // groups may come before or after the names it uses.
  ASSERT_TRUE(parseArtifactMetadata("mlc-artifact 1\n"
                                    "target cpu\n"
                                    "input a f32 ?x?\n"
                                    "input b f32 ?x?x?\n"
                                    "dim 2%2Apast%20-%201 0 1:2\n"
                                    "dim past 4096 0:1 1:1\n"
                                    "dim batch 0 0:0 1:0\n"
                                    "dim past%2Bbatch%2A3 0 1:0\n"
                                    "dim - 0 1:2\n"
                                    "dim past%20%2B%20ghost 0 1:2\n",
                                    metadata, error))
      << error;
  ASSERT_EQ(metadata.dims.size(), 6u);
  const DimGroup &twice = metadata.dims[0];
  EXPECT_EQ(twice.name, "2*past - 1");
  ASSERT_EQ(twice.expr.size(), 2u);
  EXPECT_EQ(twice.expr[0].coefficient, 2);
  EXPECT_EQ(twice.expr[0].groups, (std::vector<size_t>{1}));
  EXPECT_EQ(twice.expr[1].coefficient, -1);
  EXPECT_TRUE(twice.expr[1].groups.empty());
  EXPECT_EQ(metadata.dims[1].bound, 4096);
  EXPECT_EQ(metadata.dims[1].where.size(), 2u);
  EXPECT_TRUE(metadata.dims[1].expr.empty()); // a plain name
  const DimGroup &mixed = metadata.dims[3];
  ASSERT_EQ(mixed.expr.size(), 2u);
  EXPECT_EQ(mixed.expr[0].groups, (std::vector<size_t>{1}));
  EXPECT_EQ(mixed.expr[1].coefficient, 3);
  EXPECT_EQ(mixed.expr[1].groups, (std::vector<size_t>{2}));
  EXPECT_TRUE(metadata.dims[4].name.empty());
  EXPECT_TRUE(metadata.dims[4].expr.empty());
  EXPECT_TRUE(metadata.dims[5].expr.empty()); // names a dim no group has

  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput a f32 2\n"
                          "dim n 0 0:0\n"),
            "metadata line 4: bad dimension '0:0'");
}

TEST(RuntimeMetadata, Errors) {
  EXPECT_EQ(metadataError(""),
            "metadata line 1: expected 'mlc-artifact <version>'");
  EXPECT_EQ(metadataError("ELF junk"),
            "metadata line 1: expected 'mlc-artifact <version>'");
  EXPECT_EQ(metadataError("mlc-artifact 2\ntarget cpu\n"),
            "metadata line 1: unsupported metadata version 2 (this runtime "
            "reads version 1)");
  EXPECT_EQ(metadataError("mlc-artifact 1\n"), "metadata has no target");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ntarget cpu\n"),
            "metadata line 3: duplicate target");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\nweights w\n"),
            "metadata line 3: unknown record 'weights'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput x f32\n"),
            "metadata line 3: expected 'input <name> <dtype> <shape>'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput x f32 2x\n"),
            "metadata line 3: bad shape '2x'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\noutput x f32 -1\n"),
            "metadata line 3: bad shape '-1'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput x float 2\n"),
            "metadata line 3: unknown dtype 'float'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput x%4 f32 2\n"),
            "metadata line 3: bad percent escape in name 'x%4'");
  EXPECT_EQ(metadataError("mlc-artifact 1\ntarget cpu\ninput x%00 f32 2\n"),
            "metadata line 3: bad percent escape in name 'x%00'");
}

} // namespace
