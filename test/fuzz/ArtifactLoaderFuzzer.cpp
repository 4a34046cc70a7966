//===- ArtifactLoaderFuzzer.cpp - libFuzzer target for artifact loading --===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Writes arbitrary bytes to a file and loads it as a model (issue #22),
// seeded with real artifacts: what it makes of them are the truncated,
// corrupted, padded and foreign files a half-copied download or a full disk
// leaves. Each must be an error (mlcModelLoad's status), never a signal.
// A file the runtime accepts must be one mlc-compile wrote: the footer's
// checksum covers the whole image, so a mutated image that loads would mean
// the check let it through; the run aborts then. (An unmutated seed loads,
// and is freed again.)
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Artifact.h"
#include "mlc-c/Params.h"
#include "mlc-c/Runtime.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

namespace {} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const std::string path = [] {
    const char *dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/mlc-artifact-fuzz-" +
           std::to_string(getpid()) + ".so";
  }();
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f)
    return 0;
  bool written = std::fwrite(data, 1, size, f) == size;
  if (std::fclose(f) != 0 || !written)
    return 0;
  MlcModelLoadOptions options = {};
  options.random_params = 1;
  MlcModel *model = nullptr;
  MlcStatus status = mlcModelLoadWithOptions(path.c_str(), &options, &model);
  if (status == MLC_STATUS_OK) {
    if (!mlcArtifactFooterMatches(data, size)) {
      std::fprintf(stderr, "the runtime loaded a file without a matching "
                           "footer\n");
      std::abort();
    }
    mlcModelFree(model);
  }
  std::remove(path.c_str());
  return 0;
}
