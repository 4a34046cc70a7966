//===- Metadata.h - the artifact metadata record ----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Parses the text record that every artifact exports (format in
// mlc-c/Artifact.h).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_METADATA_H
#define MLC_LIB_RUNTIME_METADATA_H

#include "mlc-c/Runtime.h"

#include <string>
#include <string_view>
#include <vector>

namespace mlc::runtime {

/// The metadata version this runtime reads.
constexpr int kArtifactMetadataVersion = 1;

/// One input or output: decoded name, dtype and dims (-1 = dynamic).
struct TensorSignature {
  std::string name;
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> dims;
};

struct ArtifactMetadata {
  int version = 0;
  std::string target;
  std::vector<TensorSignature> inputs;
  std::vector<TensorSignature> outputs;
};

/// Parses and validates `text`. On failure returns false and sets `error` to
/// a message such as "line 3: unknown dtype 'f128'".
bool parseArtifactMetadata(std::string_view text, ArtifactMetadata &metadata,
                           std::string &error);

/// "2x?x3" for dims {2, -1, 3}; "scalar" for rank 0.
std::string formatDims(const int64_t *dims, size_t rank);
inline std::string formatDims(const std::vector<int64_t> &dims) {
  return formatDims(dims.data(), dims.size());
}

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_METADATA_H
