//===- Model.cpp - loading a model ----------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The loading half of mlc-c/Runtime.h's model API: dlopen an artifact
// (mlc-c/Artifact.h), read its metadata and parameters, hand it the hooks;
// what a loaded model says about itself and its runs.
//
//===----------------------------------------------------------------------===//

#include "Model.h"

#include "mlc-c/Params.h"

#include "Hooks.h"
#include "LittleEndian.h"
#include "Status.h"

#include <cerrno>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <map>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlc::runtime;

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

namespace {
/// dlerror() text without a leading "<path>: " (we print the path already).
std::string dlErrorFor(const std::string &path) {
  const char *message = dlerror();
  std::string text = message ? message : "unknown dlopen error";
  if (text.compare(0, path.size() + 2, path + ": ") == 0)
    text.erase(0, path.size() + 2);
  return text;
}

/// Reads `bytes` bytes at `offset`; false on a short read or an error.
bool readAt(int fd, void *out, size_t bytes, uint64_t offset) {
  auto *p = static_cast<char *>(out);
  while (bytes > 0) {
    ssize_t n = pread(fd, p, bytes, static_cast<off_t>(offset));
    if (n < 0 && errno == EINTR)
      continue;
    if (n == 0)
      errno = EIO; // the file ended early (it shrank while being read)
    if (n <= 0)
      return false;
    p += n;
    offset += static_cast<uint64_t>(n);
    bytes -= static_cast<size_t>(n);
  }
  return true;
}

/// Whether `[offset, offset + bytes)` lies inside an image of `length`.
bool inside(uint64_t offset, uint64_t bytes, uint64_t length) {
  return offset <= length && bytes <= length - offset;
}

/// Checks an artifact file before dlopen maps it (mlc-c/Artifact.h, the
/// footer): that it is whole (its footer's length and checksum), an ELF
/// shared library for this machine whose headers and loaded segments lie
/// inside the image, and of this runtime's ABI. A truncated or corrupted
/// file would otherwise fault inside the loader (SIGBUS on a mapped page
/// past the end of the file).
MlcStatus checkArtifactFile(int fd, uint64_t size, const std::string &path) {
  auto invalid = [&](const std::string &why) {
    return fail(MLC_STATUS_INVALID_ARTIFACT,
                "not an mlc artifact: " + path + ": " + why);
  };
  auto unreadable = [&]() {
    return fail(MLC_STATUS_IO_ERROR,
                "cannot read " + path + ": " + std::strerror(errno));
  };
  Elf64_Ehdr header;
  std::memset(&header, 0, sizeof(header));
  if (!readAt(fd, &header, std::min<uint64_t>(size, sizeof(header)), 0))
    return unreadable();
  if (size < SELFMAG || std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
    return invalid("not an ELF shared library");
  if (size < sizeof(header) + MLC_ARTIFACT_FOOTER_BYTES)
    return invalid("truncated: " + std::to_string(size) +
                   " bytes, shorter than an ELF header and the mlc footer");
  unsigned char footer[MLC_ARTIFACT_FOOTER_BYTES];
  if (!readAt(fd, footer, sizeof(footer), size - sizeof(footer)))
    return unreadable();
  if (std::memcmp(footer + 32, MLC_ARTIFACT_FOOTER_MAGIC, 8) != 0)
    return invalid("no mlc footer at its end: the file is truncated or "
                   "appended to, or it was not written by mlc-compile (or by "
                   "one older than artifact ABI version " +
                   std::to_string(MLC_ARTIFACT_ABI_VERSION) + ")");
  if (readLittleEndian(footer + 24, 8) != 0)
    return invalid("its footer's reserved bytes are not zero: the file is "
                   "corrupted");
  uint64_t length = readLittleEndian(footer, 8);
  uint64_t checksum = readLittleEndian(footer + 8, 8);
  uint64_t abiVersion = readLittleEndian(footer + 16, 4);
  uint64_t hooksVersion = readLittleEndian(footer + 20, 4);
  if (abiVersion != MLC_ARTIFACT_ABI_VERSION)
    return invalid("built for artifact ABI version " +
                   std::to_string(abiVersion) + ", this runtime loads " +
                   std::to_string(MLC_ARTIFACT_ABI_VERSION) +
                   ": compile it again with the mlc-compile of this runtime");
  if (hooksVersion > MLC_ARTIFACT_HOOKS_VERSION)
    return invalid("built for runtime hooks version " +
                   std::to_string(hooksVersion) + ", this runtime provides " +
                   std::to_string(MLC_ARTIFACT_HOOKS_VERSION) +
                   ": use the runtime of the mlc-compile that built it");
  if (length != size - sizeof(footer))
    return invalid(std::to_string(size) + " bytes, its footer says " +
                   std::to_string(length + sizeof(footer)) +
                   ": truncated or appended to");

#if defined(__x86_64__)
  constexpr unsigned machine = EM_X86_64;
#elif defined(__aarch64__)
  constexpr unsigned machine = EM_AARCH64;
#else
  constexpr unsigned machine = EM_NONE;
#endif
  if (header.e_ident[EI_CLASS] != ELFCLASS64 ||
      header.e_ident[EI_DATA] != ELFDATA2LSB || header.e_type != ET_DYN ||
      (machine != EM_NONE && header.e_machine != machine))
    return invalid("an ELF file of another kind or machine (class " +
                   std::to_string(header.e_ident[EI_CLASS]) + ", type " +
                   std::to_string(header.e_type) + ", machine " +
                   std::to_string(header.e_machine) + ")");
  if (header.e_phentsize != sizeof(Elf64_Phdr) ||
      !inside(header.e_phoff, uint64_t(header.e_phnum) * sizeof(Elf64_Phdr),
              length) ||
      (header.e_shnum &&
       (header.e_shentsize != sizeof(Elf64_Shdr) ||
        !inside(header.e_shoff, uint64_t(header.e_shnum) * sizeof(Elf64_Shdr),
                length))))
    return invalid("its ELF header names tables past the end of the image");

  // Every segment the loader maps lies inside the image.
  for (uint64_t k = 0; k < header.e_phnum; ++k) {
    Elf64_Phdr segment;
    if (!readAt(fd, &segment, sizeof(segment),
                header.e_phoff + k * sizeof(Elf64_Phdr)))
      return unreadable();
    if (segment.p_type == PT_LOAD &&
        !inside(segment.p_offset, segment.p_filesz, length))
      return invalid("its segment " + std::to_string(k) +
                     " lies past the end of the image");
  }

  // The checksum, read in pieces of whole words.
  std::vector<unsigned char> buffer(1 << 20);
  uint64_t state = mlcChecksumStart(length);
  uint64_t done = 0;
  while (done < length) {
    size_t piece =
        static_cast<size_t>(std::min<uint64_t>(buffer.size(), length - done));
    if (!readAt(fd, buffer.data(), piece, done))
      return unreadable();
    // Every piece but the last is whole words (the buffer is).
    state = mlcChecksumWords(state, buffer.data(), piece / 8);
    done += piece;
    if (done == length)
      state =
          mlcChecksumFinish(state, buffer.data() + piece / 8 * 8, piece % 8);
  }
  if (state != checksum)
    return invalid("its checksum does not match its footer: the file is "
                   "corrupted");
  return MLC_STATUS_OK;
}

/// One lock per loaded artifact file (dlopen hands out one handle per file):
/// models sharing it bind their parameters into the same table.
std::shared_ptr<std::mutex> getArtifactLock(void *handle) {
  static std::mutex registryMutex;
  static std::map<void *, std::weak_ptr<std::mutex>> registry;
  std::lock_guard<std::mutex> guard(registryMutex);
  std::shared_ptr<std::mutex> lock = registry[handle].lock();
  if (!lock) {
    lock = std::make_shared<std::mutex>();
    registry[handle] = lock;
  }
  return lock;
}

/// Models loaded per artifact handle (retainArtifact, releaseArtifact).
std::mutex &artifactCountsMutex() {
  static std::mutex mutex;
  return mutex;
}
std::map<void *, int> &artifactCounts() {
  static std::map<void *, int> counts;
  return counts;
}

/// Finds the parameter table and fills the host data of the parameters.
MlcStatus loadParams(MlcModel &model, const MlcModelLoadOptions *options) {
  const std::vector<ParamSignature> &params = model.metadata.params;
  if (params.empty())
    return MLC_STATUS_OK;
  model.paramSlots = reinterpret_cast<void **>(
      dlsym(model.handle, MLC_ARTIFACT_PARAMS_SYMBOL));
  if (!model.paramSlots)
    return fail(MLC_STATUS_INVALID_ARTIFACT,
                "not an mlc artifact: " + model.path +
                    ": metadata lists parameters but there is no " +
                    MLC_ARTIFACT_PARAMS_SYMBOL);
  model.paramsLock = getArtifactLock(model.handle);
  std::string error;
  if (options && options->random_params) {
    if (!model.hostParams.makeRandom(params, options->random_seed, error))
      return fail(MLC_STATUS_OUT_OF_MEMORY, error);
    model.paramsSource = "random:" + std::to_string(options->random_seed);
    return MLC_STATUS_OK;
  }
  std::string path = options && options->params_path
                         ? std::string(options->params_path)
                         : defaultParamsPath(model.path);
  if (!model.hostParams.loadFile(path, params, error))
    return fail(error.compare(0, 6, "cannot") == 0
                    ? MLC_STATUS_IO_ERROR
                    : MLC_STATUS_INVALID_ARTIFACT,
                error + " (needed by " + model.path + ")");
  model.paramsSource = path;
  return MLC_STATUS_OK;
}
} // namespace

void mlc::runtime::retainArtifact(void *handle) {
  std::lock_guard<std::mutex> guard(artifactCountsMutex());
  ++artifactCounts()[handle];
}

void mlc::runtime::releaseArtifact(void *handle) {
  {
    std::lock_guard<std::mutex> guard(artifactCountsMutex());
    auto it = artifactCounts().find(handle);
    if (it == artifactCounts().end() || --it->second > 0)
      return;
    artifactCounts().erase(it);
  }
  // The last model of this file: its device constants and modules go (a
  // cuda artifact's; a cpu artifact keeps none).
  if (auto release = reinterpret_cast<MlcArtifactReleaseDeviceFn>(
          dlsym(handle, MLC_ARTIFACT_RELEASE_DEVICE_SYMBOL)))
    release();
}

MlcStatus mlcModelLoad(const char *path, MlcModel **model) {
  return mlcModelLoadWithOptions(path, nullptr, model);
}

MlcStatus mlcModelLoadWithOptions(const char *path,
                                  const MlcModelLoadOptions *options,
                                  MlcModel **model) {
  MLC_CHECK_ARG(path && model);
  return guarded([&]() -> MlcStatus {
    auto result = std::make_unique<MlcModel>();
    result->path = path;
    struct stat info;
    if (stat(path, &info) != 0)
      return fail(MLC_STATUS_IO_ERROR,
                  "cannot open " + result->path + ": " + std::strerror(errno));
    if (!S_ISREG(info.st_mode))
      return fail(MLC_STATUS_IO_ERROR,
                  "cannot open " + result->path + ": not a regular file");
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
      return fail(MLC_STATUS_IO_ERROR,
                  "cannot open " + result->path + ": " + std::strerror(errno));
    MlcStatus whole = checkArtifactFile(fd, static_cast<uint64_t>(info.st_size),
                                        result->path);
    close(fd);
    if (whole != MLC_STATUS_OK)
      return whole;
    // A name without '/' would be looked up on the library search path.
    std::string dlPath = result->path;
    if (dlPath.find('/') == std::string::npos)
      dlPath = "./" + dlPath;
    result->handle = dlopen(dlPath.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!result->handle)
      return fail(MLC_STATUS_IO_ERROR,
                  "cannot load " + result->path + ": " + dlErrorFor(dlPath));
    retainArtifact(result->handle);

    auto notAnArtifact = [&](const std::string &why) {
      return fail(MLC_STATUS_INVALID_ARTIFACT,
                  "not an mlc artifact: " + result->path + ": " + why);
    };
    auto metadataFn = reinterpret_cast<MlcArtifactMetadataFn>(
        dlsym(result->handle, MLC_ARTIFACT_METADATA_SYMBOL));
    result->run = reinterpret_cast<MlcArtifactRunFn>(
        dlsym(result->handle, MLC_ARTIFACT_RUN_SYMBOL));
    auto setHooks = result->setHooks = reinterpret_cast<MlcArtifactSetHooksFn>(
        dlsym(result->handle, MLC_ARTIFACT_SET_HOOKS_SYMBOL));
    result->releaseStrings = reinterpret_cast<MlcArtifactReleaseStringsFn>(
        dlsym(result->handle, MLC_ARTIFACT_RELEASE_STRINGS_SYMBOL));
    result->runScope = reinterpret_cast<MlcArtifactRunScopeFn>(
        dlsym(result->handle, MLC_ARTIFACT_RUN_SCOPE_SYMBOL));
    if (!metadataFn)
      return notAnArtifact("missing symbol " MLC_ARTIFACT_METADATA_SYMBOL);
    if (!result->run)
      return notAnArtifact("missing symbol " MLC_ARTIFACT_RUN_SYMBOL);
    if (!setHooks)
      return notAnArtifact("missing symbol " MLC_ARTIFACT_SET_HOOKS_SYMBOL);

    const char *text = metadataFn();
    if (!text)
      return notAnArtifact("metadata is null");
    result->metadataText = text;
    std::string error;
    if (!parseArtifactMetadata(result->metadataText, result->metadata, error))
      return notAnArtifact(error);
    if (MlcStatus status = loadParams(*result, options))
      return status;

    // CUDA hooks come with the first run of a cuda model (prepareCuda), so
    // that loading needs no driver.
    MlcArtifactHooks hooks = makeArtifactHooks(nullptr);
    setHooks(&hooks);
    *model = result.release();
    return MLC_STATUS_OK;
  });
}

void mlcModelFree(MlcModel *model) { delete model; }

MlcStatus mlcModelGetTarget(const MlcModel *model, const char **target) {
  MLC_CHECK_ARG(model && target);
  *target = model->metadata.target.c_str();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetMetadata(const MlcModel *model, const char **metadata) {
  MLC_CHECK_ARG(model && metadata);
  *metadata = model->metadataText.c_str();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetNumInputs(const MlcModel *model, int64_t *numInputs) {
  MLC_CHECK_ARG(model && numInputs);
  *numInputs = static_cast<int64_t>(model->metadata.inputs.size());
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetNumOutputs(const MlcModel *model, int64_t *numOutputs) {
  MLC_CHECK_ARG(model && numOutputs);
  *numOutputs = static_cast<int64_t>(model->metadata.outputs.size());
  return MLC_STATUS_OK;
}

namespace {
MlcStatus getInfo(const std::vector<TensorSignature> &signatures,
                  const char *kind, int64_t index, MlcTensorInfo *info) {
  if (!info)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "null info");
  if (index < 0 || index >= static_cast<int64_t>(signatures.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                std::string(kind) + " index " + std::to_string(index) +
                    " out of range (model has " +
                    std::to_string(signatures.size()) + ")");
  const TensorSignature &signature = signatures[index];
  info->name = signature.name.c_str();
  info->dtype = signature.dtype;
  info->rank = static_cast<int64_t>(signature.dims.size());
  info->dims = signature.dims.empty() ? nullptr : signature.dims.data();
  return MLC_STATUS_OK;
}
} // namespace

MlcStatus mlcModelGetNumParams(const MlcModel *model, int64_t *numParams) {
  MLC_CHECK_ARG(model && numParams);
  *numParams = static_cast<int64_t>(model->metadata.params.size());
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetParamInfo(const MlcModel *model, int64_t index,
                               MlcTensorInfo *info) {
  MLC_CHECK_ARG(model && info);
  const std::vector<ParamSignature> &params = model->metadata.params;
  if (index < 0 || index >= static_cast<int64_t>(params.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "parameter index " + std::to_string(index) +
                    " out of range (model has " +
                    std::to_string(params.size()) + ")");
  const TensorSignature &tensor = params[index].tensor;
  info->name = tensor.name.c_str();
  info->dtype = tensor.dtype;
  info->rank = static_cast<int64_t>(tensor.dims.size());
  info->dims = tensor.dims.empty() ? nullptr : tensor.dims.data();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetParamsSource(const MlcModel *model, const char **source) {
  MLC_CHECK_ARG(model && source);
  *source = model->paramsSource.c_str();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetInputInfo(const MlcModel *model, int64_t index,
                               MlcTensorInfo *info) {
  MLC_CHECK_ARG(model);
  return getInfo(model->metadata.inputs, "input", index, info);
}

MlcStatus mlcModelGetOutputInfo(const MlcModel *model, int64_t index,
                                MlcTensorInfo *info) {
  MLC_CHECK_ARG(model);
  return getInfo(model->metadata.outputs, "output", index, info);
}

MlcStatus mlcModelGetInPlaceInput(const MlcModel *model, int64_t index,
                                  int64_t *output, int64_t *axis,
                                  int64_t *rows) {
  MLC_CHECK_ARG(model);
  MLC_CHECK_ARG(output);
  if (index < 0 || index >= (int64_t)model->metadata.inputs.size())
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "input index " + std::to_string(index) + " out of range");
  *output = -1;
  for (const InPlaceInput &p : model->metadata.inPlace)
    if ((int64_t)p.input == index) {
      *output = (int64_t)p.output;
      if (axis)
        *axis = p.axis;
      if (rows)
        *rows = p.rows;
    }
  return MLC_STATUS_OK;
}

//===----------------------------------------------------------------------===//
// CUDA graphs and timing
//===----------------------------------------------------------------------===//

MlcStatus mlcModelSetCudaGraphs(MlcModel *model, int32_t enable) {
  MLC_CHECK_ARG(model);
  std::unique_lock<std::mutex> paramsGuard;
  if (model->paramsLock)
    paramsGuard = std::unique_lock<std::mutex>(*model->paramsLock);
  model->graph.enabled = enable != 0;
  if (!enable)
    model->dropGraph();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetCudaGraphInfo(const MlcModel *model,
                                   MlcCudaGraphInfo *info) {
  MLC_CHECK_ARG(model && info);
  const MlcModel::GraphState &graph = model->graph;
  bool cuda = model->metadata.target == "cuda";
  info->enabled = cuda && graph.enabled;
  info->replayed = graph.replayed;
  info->kernels = graph.cache.empty() || !graph.cache.front().graph.exec
                      ? 0
                      : graph.cache.front().graph.kernels;
  info->cached = static_cast<int64_t>(graph.cache.size());
  info->evictions = graph.evictions;
  info->updates = graph.updated;
  info->captures = graph.captures;
  info->replays = graph.replays;
  info->note = !cuda            ? "not a cuda model"
               : !graph.enabled ? "turned off"
                                : graph.note.c_str();
  return MLC_STATUS_OK;
}

MlcStatus mlcModelGetLastRunTime(const MlcModel *model, double *totalMillis,
                                 double *computeMillis) {
  MLC_CHECK_ARG(model);
  if (model->lastTotalMillis < 0)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "model " + model->path + " has not run successfully yet");
  if (totalMillis)
    *totalMillis = model->lastTotalMillis;
  if (computeMillis)
    *computeMillis = model->lastComputeMillis;
  return MLC_STATUS_OK;
}
