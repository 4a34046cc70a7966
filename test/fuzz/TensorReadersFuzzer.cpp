//===- TensorReadersFuzzer.cpp - libFuzzer target for mlc's file readers --===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Feeds arbitrary bytes to the readers of what users hand mlc-run and the
// runtime (issue #22). The first byte picks the reader, the rest is its
// input:
//   0  .npy (parseNpy)
//   1  ONNX TensorProto (parseTensorProto)
//   2  a backend-test value file: TensorProto, SequenceProto or
//      OptionalProto (parseONNXValueProto)
//   3  a tensor literal, as --input= takes it (parseTensorLiteral)
//   4  artifact metadata text, a NUL, then a parameter file image checked
//      against the metadata's parameters (parseArtifactMetadata,
//      bindParamsImage)
// Any outcome but a crash or a broken invariant is fine. What a reader
// accepts must be whole (its data as long as its shape and dtype say), and
// a tensor must read back the same after mlc writes it: either failing
// aborts the run.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include "Metadata.h"
#include "Params.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace mlc::runtime;

namespace {

[[noreturn]] void broken(const char *what) {
  std::fprintf(stderr, "broken invariant: %s\n", what);
  std::abort();
}

void checkWhole(const HostTensor &t) {
  int64_t n = t.getNumElements();
  if (n < 0)
    broken("negative element count");
  if (t.strings) {
    if (static_cast<int64_t>(t.strings->size()) != n)
      broken("string tensor with the wrong number of strings");
    return;
  }
  if (t.data.size() != static_cast<size_t>(n) * mlcDTypeSize(t.dtype))
    broken("tensor data shorter or longer than its shape says");
}

bool same(const HostTensor &a, const HostTensor &b) {
  return a.dtype == b.dtype && a.shape == b.shape && a.data == b.data;
}

/// Written by mlc (.npy or TensorProto), the tensor reads back the same.
void checkRoundTrip(const HostTensor &t, bool npy) {
  if (t.strings)
    return;
  std::vector<uint8_t> bytes =
      npy ? encodeNpy(TensorView(t)) : encodeTensorProto(TensorView(t), "x");
  HostTensor back;
  std::string error;
  bool ok = npy ? parseNpy(bytes.data(), bytes.size(), back, error)
                : parseTensorProto(bytes.data(), bytes.size(), back, error);
  if (!ok || !same(t, back))
    broken(npy ? ".npy written by mlc does not read back"
               : "TensorProto written by mlc does not read back");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  const uint8_t *bytes = data + 1;
  size_t n = size - 1;
  std::string error;
  switch (data[0] % 5) {
  case 0: {
    HostTensor t;
    if (parseNpy(bytes, n, t, error)) {
      checkWhole(t);
      checkRoundTrip(t, /*npy=*/true);
    }
    break;
  }
  case 1: {
    HostTensor t;
    if (parseTensorProto(bytes, n, t, error)) {
      checkWhole(t);
      checkRoundTrip(t, /*npy=*/false);
    }
    break;
  }
  case 2: {
    std::vector<HostTensor> tensors;
    bool container = false;
    if (parseONNXValueProto(bytes, n, tensors, container, error))
      for (const HostTensor &t : tensors)
        checkWhole(t);
    break;
  }
  case 3: {
    HostTensor t;
    std::string_view text(reinterpret_cast<const char *>(bytes), n);
    if (isTensorLiteral(text) && parseTensorLiteral(text, t, error))
      checkWhole(t);
    break;
  }
  case 4: {
    const void *nul = std::memchr(bytes, 0, n);
    if (!nul)
      break;
    size_t textBytes = static_cast<const uint8_t *>(nul) - bytes;
    ArtifactMetadata metadata;
    if (!parseArtifactMetadata(
            std::string_view(reinterpret_cast<const char *>(bytes), textBytes),
            metadata, error))
      break;
    // The image 64-byte aligned, as a mapping is.
    size_t imageBytes = n - textBytes - 1;
    void *image = std::aligned_alloc(64, (imageBytes + 63) / 64 * 64 + 64);
    std::memcpy(image, bytes + textBytes + 1, imageBytes);
    std::vector<void *> params;
    if (bindParamsImage(static_cast<const unsigned char *>(image), imageBytes,
                        metadata.params, params, error))
      for (size_t k = 0; k < params.size(); ++k) {
        auto *p = static_cast<unsigned char *>(params[k]);
        auto *base = static_cast<unsigned char *>(image);
        if (p < base || p + metadata.params[k].bytes > base + imageBytes)
          broken("a bound parameter lies outside the file");
      }
    std::free(image);
    break;
  }
  }
  return 0;
}
