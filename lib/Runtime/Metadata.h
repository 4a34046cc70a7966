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

/// One external parameter (mlc-c/Params.h): its tensor, byte size and
/// checksum, and (in a parameter file's table) its offset.
struct ParamSignature {
  TensorSignature tensor;
  uint64_t bytes = 0;
  uint64_t checksum = 0;
  uint64_t offset = 0;
};

/// Dynamic input dims that must be one size (the model names them alike;
/// `name` empty for an unnamed one) and at most `bound` (0: no bound): a
/// "dim <name> <bound> <input>:<dim> ..." record.
struct DimGroup {
  std::string name;
  int64_t bound = 0;
  std::vector<std::pair<size_t, size_t>> where;
  /// One product of an expression: `coefficient` times the sizes of the
  /// groups (indices into ArtifactMetadata::dims) listed.
  struct Term {
    int64_t coefficient = 1;
    std::vector<size_t> groups;
  };
  /// When `name` is an expression over other groups' names (an exporter's
  /// "past + 1", "2*seq - 1"), its terms, summed; empty for a plain name or
  /// one that names a dim no group has.
  std::vector<Term> expr;
};

/// An input kept in place (an "inplace <input> <output> <axis> <rows>"
/// record): a run writes `rows` more entries along `axis` into the input's
/// buffer, after its shape's, and output `output` is that buffer.
struct InPlaceInput {
  size_t input = 0, output = 0;
  int64_t axis = 0, rows = 0;
};

struct ArtifactMetadata {
  int version = 0;
  std::string target;
  std::vector<TensorSignature> inputs;
  std::vector<TensorSignature> outputs;
  std::vector<ParamSignature> params;
  std::vector<DimGroup> dims;
  std::vector<InPlaceInput> inPlace;
};

/// Parses and validates `text`. On failure returns false and sets `error` to
/// a message such as "line 3: unknown dtype 'f128'".
bool parseArtifactMetadata(std::string_view text, ArtifactMetadata &metadata,
                           std::string &error);

/// Parses one "param <name> <dtype> <shape> <bytes> <checksum>" record
/// (`words`, split on blanks), followed by "<offset>" when `withOffset` (a
/// parameter file's table). On failure returns false and sets `error`.
bool parseParamRecord(const std::vector<std::string_view> &words,
                      bool withOffset, ParamSignature &param,
                      std::string &error);

/// Splits a line on blanks.
std::vector<std::string_view> splitWords(std::string_view line);

/// "2x?x3" for dims {2, -1, 3}; "scalar" for rank 0.
std::string formatDims(const int64_t *dims, size_t rank);
inline std::string formatDims(const std::vector<int64_t> &dims) {
  return formatDims(dims.data(), dims.size());
}

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_METADATA_H
