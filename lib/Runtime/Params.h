//===- Params.h - external parameters of a model ----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The runtime's half of `--weights=external` (mlc-c/Params.h): a model's
// parameters in host memory, mapped from the parameter file (after checking
// it against the metadata) or filled with deterministic random values.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_PARAMS_H
#define MLC_LIB_RUNTIME_PARAMS_H

#include "Metadata.h"

#include <string>
#include <vector>

namespace mlc::runtime {

/// The host data of every parameter of a model, 64-byte aligned, owned
/// (a read-only mapping of the file, or one allocated block).
class HostParams {
public:
  HostParams() = default;
  HostParams(const HostParams &) = delete;
  HostParams &operator=(const HostParams &) = delete;
  ~HostParams();

  /// Checks the header of `path` (checkParamsHeader), then maps it and
  /// checks the rest against `params` (bindParamsImage). On
  /// failure returns false with a message naming the file and what is wrong.
  bool loadFile(const std::string &path,
                const std::vector<ParamSignature> &params, std::string &error);

  /// Fills every parameter with values that depend only on `seed` and the
  /// parameter's name: floats are multiples of 2^-10 in [-0.1, 0.1] (exact
  /// in every float dtype), integers uniform in [0, 3].
  bool makeRandom(const std::vector<ParamSignature> &params, uint64_t seed,
                  std::string &error);

  /// Parameter k's data.
  const std::vector<void *> &getData() const { return data; }
  /// Releases the host copy (after a cuda model has its device copies).
  void release();

private:
  std::vector<void *> data;
  void *mapping = nullptr;
  size_t mappingBytes = 0;
  void *block = nullptr;
};

/// Checks the 64-byte header of a parameter file of `size` bytes: magic,
/// version, the size it records, a table that fits. On failure returns
/// false with what is wrong in `why`.
bool checkParamsHeader(const unsigned char *header, uint64_t size,
                       std::string &why);

/// Checks a whole parameter file image (`size` bytes at `bytes`, header
/// included) against `params`: the header, the table line for line, each
/// blob's bounds, alignment and checksum. On success `data[k]` points at
/// parameter k's blob inside the image.
bool bindParamsImage(const unsigned char *bytes, uint64_t size,
                     const std::vector<ParamSignature> &params,
                     std::vector<void *> &data, std::string &why);

/// The parameter file beside an artifact: its path with the extension
/// replaced by ".params" (model.so -> model.params).
std::string defaultParamsPath(const std::string &artifactPath);

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_PARAMS_H
