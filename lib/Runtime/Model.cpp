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
#include "Status.h"

#include <cerrno>
#include <cstring>
#include <map>
#include <sys/stat.h>

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
    // A name without '/' would be looked up on the library search path.
    std::string dlPath = result->path;
    if (dlPath.find('/') == std::string::npos)
      dlPath = "./" + dlPath;
    result->handle = dlopen(dlPath.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!result->handle)
      return fail(MLC_STATUS_IO_ERROR,
                  "cannot load " + result->path + ": " + dlErrorFor(dlPath));

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
