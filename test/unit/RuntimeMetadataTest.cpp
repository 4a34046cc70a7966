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
