//===- Runtime.cpp - the mlc runtime's C API ------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Implements mlc-c/Runtime.h: loading artifacts (mlc-c/Artifact.h), host
// tensors, and running a model by building MLIR-style memref descriptors.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"
#include "mlc-c/Artifact.h"
#include "mlc-c/Params.h"

#include "CudaBackend.h"
#include "Metadata.h"
#include "Params.h"
#include "ThreadPool.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <dlfcn.h>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <sys/stat.h>
#include <vector>

#ifndef MLC_VERSION_STRING
#define MLC_VERSION_STRING "unknown"
#endif

using namespace mlc::runtime;

struct MlcTensor {
  MlcDevice device = MLC_DEVICE_CPU;
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> shape;
  int64_t numElements = 0;
  size_t numBytes = 0;
  void *data = nullptr;
  /// Freed on destruction (free(), or the CUDA backend's free for a CUDA
  /// tensor); null for a view.
  void *ownedBlock = nullptr;
  /// The bytes of an owning string tensor's elements (a deque: elements
  /// never move, so the MlcString handles stay valid).
  std::deque<std::string> strings;

  ~MlcTensor() {
    if (device == MLC_DEVICE_CPU)
      std::free(ownedBlock);
    else if (ownedBlock)
      if (mlc::runtime::CudaBackend *cuda =
              mlc::runtime::CudaBackend::getIfInitialized())
        cuda->free(ownedBlock);
  }
};

struct MlcModel {
  std::string path;
  void *handle = nullptr;
  std::string metadataText;
  ArtifactMetadata metadata;
  MlcArtifactRunFn run = nullptr;
  MlcArtifactSetHooksFn setHooks = nullptr;
  /// Frees the string bytes of this thread's runs; null for artifacts
  /// without it (built before string tensors).
  MlcArtifactReleaseStringsFn releaseStrings = nullptr;
  /// Set once the artifact has the CUDA hooks (cuda models).
  bool cudaReady = false;
  mlc::runtime::CudaBackend *cuda = nullptr;
  /// CUDA events around a run: start, compute start, compute end, end.
  void *events[4] = {};
  /// mlcModelGetLastRunTime; negative before the first successful run.
  double lastTotalMillis = -1;
  double lastComputeMillis = -1;

  /// External parameters (mlc-c/Params.h): their host data, their device
  /// copies (cuda models, made before the first run), the artifact's table
  /// they are bound to before each run, and the lock that serializes runs
  /// of every model loaded from the same file (they share the table).
  mlc::runtime::HostParams hostParams;
  std::vector<void *> deviceParams;
  void **paramSlots = nullptr;
  std::shared_ptr<std::mutex> paramsLock;
  std::string paramsSource;

  /// The CUDA graph of a cuda model's runs (mlcModelSetCudaGraphs): made
  /// from the second run with the same key (input shapes and devices, and
  /// the addresses of device inputs) after a successful one, replayed while
  /// the key stays.
  struct GraphState {
    bool enabled = true;
    bool unsupported = false; ///< The host program cannot be captured.
    std::string note;         ///< Why runs are not captured.
    int failures = 0;         ///< Failed captures (two: unsupported).
    bool warm = false;        ///< A run with `warmKey` succeeded.
    std::vector<int64_t> warmKey;
    int64_t warmKernels = 0;     ///< Launches of that run.
    int64_t warmOutputBytes = 0; ///< Its outputs' bytes.
    std::vector<int64_t> key;    ///< The key `graph` was captured with.
    mlc::runtime::CudaGraph graph;
    std::vector<void *> inputBuffers; ///< Fixed device copies of host inputs.
    std::vector<std::vector<int64_t>> outputs; ///< Output descriptors.
    bool replayed = false;
    int64_t captures = 0, replays = 0;
  } graph;

  /// Releases the graph and its input buffers.
  void dropGraph() {
    if (cuda) {
      cuda->releaseGraph(graph.graph);
      for (void *block : graph.inputBuffers)
        cuda->free(block);
    }
    graph.inputBuffers.clear();
    graph.outputs.clear();
    graph.key.clear();
  }

  ~MlcModel() {
    dropGraph();
    if (cuda) {
      for (void *event : events)
        cuda->destroyEvent(event);
      for (void *block : deviceParams)
        cuda->free(block);
    }
    if (handle)
      dlclose(handle);
  }
};

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

namespace {
thread_local std::string lastError;

MlcStatus fail(MlcStatus status, std::string message) {
  lastError = std::move(message);
  return status;
}

/// Runs `body` and turns an escaping std::bad_alloc into a status: nothing
/// may unwind through the C API.
template <typename Body> MlcStatus guarded(Body body) {
  try {
    return body();
  } catch (const std::bad_alloc &) {
    return fail(MLC_STATUS_OUT_OF_MEMORY, "out of memory");
  } catch (...) {
    return fail(MLC_STATUS_RUN_FAILED, "internal error");
  }
}

#define MLC_CHECK_ARG(cond)                                                    \
  do {                                                                         \
    if (!(cond))                                                               \
      return fail(MLC_STATUS_INVALID_ARGUMENT,                                 \
                  std::string(__func__) + ": invalid argument: " #cond);       \
  } while (false)
} // namespace

const char *mlcGetLastError(void) { return lastError.c_str(); }

const char *mlcGetVersion(void) { return MLC_VERSION_STRING; }

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

namespace {
struct DTypeEntry {
  MlcDType dtype;
  const char *name;
  size_t size;
};
constexpr DTypeEntry kDTypes[] = {
    {MLC_DTYPE_F16, "f16", 2},   {MLC_DTYPE_BF16, "bf16", 2},
    {MLC_DTYPE_F32, "f32", 4},   {MLC_DTYPE_F64, "f64", 8},
    {MLC_DTYPE_BOOL, "bool", 1}, {MLC_DTYPE_I8, "i8", 1},
    {MLC_DTYPE_I16, "i16", 2},   {MLC_DTYPE_I32, "i32", 4},
    {MLC_DTYPE_I64, "i64", 8},   {MLC_DTYPE_U8, "u8", 1},
    {MLC_DTYPE_U16, "u16", 2},   {MLC_DTYPE_U32, "u32", 4},
    {MLC_DTYPE_U64, "u64", 8},
    {MLC_DTYPE_STRING, "string", sizeof(MlcString)},
};

const DTypeEntry *lookup(MlcDType dtype) {
  for (const DTypeEntry &entry : kDTypes)
    if (entry.dtype == dtype)
      return &entry;
  return nullptr;
}
} // namespace

size_t mlcDTypeSize(MlcDType dtype) {
  const DTypeEntry *entry = lookup(dtype);
  return entry ? entry->size : 0;
}

const char *mlcDTypeName(MlcDType dtype) {
  const DTypeEntry *entry = lookup(dtype);
  return entry ? entry->name : "invalid";
}

MlcStatus mlcDTypeFromName(const char *name, MlcDType *dtype) {
  MLC_CHECK_ARG(name && dtype);
  for (const DTypeEntry &entry : kDTypes) {
    if (std::strcmp(entry.name, name) == 0) {
      *dtype = entry.dtype;
      return MLC_STATUS_OK;
    }
  }
  return fail(MLC_STATUS_INVALID_ARGUMENT,
              "unknown dtype '" + std::string(name) + "'");
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

namespace {
/// The status for a failed CUDA operation, with the backend's message.
MlcStatus cudaFail(int32_t code) {
  std::string message = getLastCudaError();
  if (message.empty())
    message = "CUDA error " + std::to_string(code);
  return fail(code == kCudaErrorOutOfMemory ? MLC_STATUS_OUT_OF_MEMORY
                                            : MLC_STATUS_RUN_FAILED,
              message);
}
} // namespace

const char *mlcDeviceName(MlcDevice device) {
  switch (device) {
  case MLC_DEVICE_CPU:
    return "cpu";
  case MLC_DEVICE_CUDA:
    return "cuda";
  }
  return "invalid";
}

MlcStatus mlcCudaInit(void) {
  return guarded([] {
    std::string error;
    if (!CudaBackend::get(error))
      return fail(MLC_STATUS_UNSUPPORTED, error);
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcCudaGetStream(void **stream) {
  MLC_CHECK_ARG(stream);
  return guarded([&] {
    std::string error;
    CudaBackend *cuda = CudaBackend::get(error);
    if (!cuda)
      return fail(MLC_STATUS_UNSUPPORTED, error);
    *stream = cuda->getStream();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcCudaGetDeviceDescription(const char **text) {
  MLC_CHECK_ARG(text);
  return guarded([&] {
    std::string error;
    CudaBackend *cuda = CudaBackend::get(error);
    if (!cuda)
      return fail(MLC_STATUS_UNSUPPORTED, error);
    *text = cuda->getDescription().c_str();
    return MLC_STATUS_OK;
  });
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

namespace {
/// Builds a tensor's dtype/shape/size fields, checking for negative dims and
/// byte-size overflow.
MlcStatus initTensor(MlcTensor &tensor, MlcDType dtype, int64_t rank,
                     const int64_t *shape) {
  size_t elementSize = mlcDTypeSize(dtype);
  if (elementSize == 0)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "invalid dtype");
  if (rank < 0 || (rank > 0 && !shape))
    return fail(MLC_STATUS_INVALID_ARGUMENT, "invalid rank or shape");
  int64_t numElements = 1;
  for (int64_t i = 0; i < rank; ++i) {
    if (shape[i] < 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "negative dim in shape " + formatDims(shape, rank));
    if (__builtin_mul_overflow(numElements, shape[i], &numElements) ||
        numElements > INT64_MAX / static_cast<int64_t>(elementSize))
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "tensor too large: " + formatDims(shape, rank));
  }
  tensor.dtype = dtype;
  tensor.shape.assign(shape, shape + rank);
  tensor.numElements = numElements;
  tensor.numBytes = static_cast<size_t>(numElements) * elementSize;
  return MLC_STATUS_OK;
}

void *allocateAligned(size_t numBytes) {
  void *block = nullptr;
  if (posix_memalign(&block, 64, numBytes ? numBytes : 1) != 0)
    return nullptr;
  return block;
}
} // namespace

MlcStatus mlcTensorCreate(MlcDType dtype, int64_t rank, const int64_t *shape,
                          MlcTensor **tensor) {
  MLC_CHECK_ARG(tensor);
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    result->ownedBlock = allocateAligned(result->numBytes);
    if (!result->ownedBlock)
      return fail(MLC_STATUS_OUT_OF_MEMORY,
                  "cannot allocate " + std::to_string(result->numBytes) +
                      " bytes");
    std::memset(result->ownedBlock, 0, result->numBytes);
    result->data = result->ownedBlock;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateView(MlcDType dtype, int64_t rank,
                              const int64_t *shape, void *data,
                              MlcTensor **tensor) {
  MLC_CHECK_ARG(tensor);
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    if (!data && result->numBytes != 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "null data for a non-empty tensor");
    result->data = data;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

namespace {
/// The CUDA backend, or a status (MLC_STATUS_UNSUPPORTED) with its error.
MlcStatus getCuda(CudaBackend *&cuda) {
  std::string error;
  cuda = CudaBackend::get(error);
  if (!cuda)
    return fail(MLC_STATUS_UNSUPPORTED, error);
  return MLC_STATUS_OK;
}

MlcStatus checkDevice(MlcDevice device) {
  if (device != MLC_DEVICE_CPU && device != MLC_DEVICE_CUDA)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "invalid device " + std::to_string(static_cast<int>(device)));
  return MLC_STATUS_OK;
}
} // namespace

namespace {
/// Points the string handles of `tensor` (host, owning) at copies the
/// tensor owns: after a run, handles may point into the artifact's string
/// arena, its constants or the inputs.
void ownStrings(MlcTensor &tensor) {
  auto *elements = static_cast<MlcString *>(tensor.data);
  for (int64_t i = 0; i < tensor.numElements; ++i) {
    const std::string &copy = tensor.strings.emplace_back(
        elements[i].data ? elements[i].data : "",
        static_cast<size_t>(elements[i].size));
    elements[i].data = copy.data();
  }
}
} // namespace

MlcStatus mlcTensorGetString(const MlcTensor *tensor, int64_t index,
                             const char **data, int64_t *size) {
  MLC_CHECK_ARG(tensor && data && size);
  if (tensor->dtype != MLC_DTYPE_STRING || tensor->device != MLC_DEVICE_CPU)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "not a host string tensor");
  if (index < 0 || index >= tensor->numElements)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "string index out of range");
  const MlcString &s = static_cast<const MlcString *>(tensor->data)[index];
  *data = s.data ? s.data : "";
  *size = s.size;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorSetString(MlcTensor *tensor, int64_t index,
                             const char *data, int64_t size) {
  MLC_CHECK_ARG(tensor && (data || size == 0) && size >= 0);
  if (tensor->dtype != MLC_DTYPE_STRING || tensor->device != MLC_DEVICE_CPU ||
      !tensor->ownedBlock)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "not a host string tensor that owns its storage");
  if (index < 0 || index >= tensor->numElements)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "string index out of range");
  return guarded([&] {
    const std::string &copy =
        tensor->strings.emplace_back(data ? data : "", static_cast<size_t>(size));
    static_cast<MlcString *>(tensor->data)[index] = {copy.data(), size};
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateOnDevice(MlcDevice device, MlcDType dtype,
                                  int64_t rank, const int64_t *shape,
                                  MlcTensor **tensor) {
  if (device == MLC_DEVICE_CPU)
    return mlcTensorCreate(dtype, rank, shape, tensor);
  MLC_CHECK_ARG(tensor);
  if (MlcStatus status = checkDevice(device))
    return status;
  if (dtype == MLC_DTYPE_STRING)
    return fail(MLC_STATUS_UNSUPPORTED,
                "string tensors are not supported on the GPU");
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    CudaBackend *cuda = nullptr;
    if (MlcStatus status = getCuda(cuda))
      return status;
    int64_t bytes = static_cast<int64_t>(result->numBytes);
    void *block = nullptr;
    clearLastCudaError();
    if (int32_t rc = cuda->alloc(bytes, &block))
      return cudaFail(rc);
    result->device = MLC_DEVICE_CUDA;
    result->ownedBlock = result->data = block;
    int32_t rc = cuda->memsetZero(block, bytes);
    if (rc == 0)
      rc = cuda->synchronize();
    if (rc != 0)
      return cudaFail(rc);
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateViewOnDevice(MlcDevice device, MlcDType dtype,
                                      int64_t rank, const int64_t *shape,
                                      void *data, MlcTensor **tensor) {
  if (device == MLC_DEVICE_CPU)
    return mlcTensorCreateView(dtype, rank, shape, data, tensor);
  MLC_CHECK_ARG(tensor);
  if (MlcStatus status = checkDevice(device))
    return status;
  if (dtype == MLC_DTYPE_STRING)
    return fail(MLC_STATUS_UNSUPPORTED,
                "string tensors are not supported on the GPU");
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    if (!data && result->numBytes != 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "null data for a non-empty tensor");
    CudaBackend *cuda = nullptr;
    if (MlcStatus status = getCuda(cuda))
      return status;
    result->device = device;
    result->data = data;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCopyToDevice(const MlcTensor *src, MlcDevice device,
                                MlcTensor **copy) {
  MLC_CHECK_ARG(src && copy);
  if (MlcStatus status = checkDevice(device))
    return status;
  MlcTensor *created = nullptr;
  if (MlcStatus status = mlcTensorCreateOnDevice(
          device, src->dtype, static_cast<int64_t>(src->shape.size()),
          src->shape.data(), &created))
    return status;
  std::unique_ptr<MlcTensor> result(created);
  int64_t bytes = static_cast<int64_t>(src->numBytes);
  if (bytes > 0) {
    if (src->device == MLC_DEVICE_CPU && device == MLC_DEVICE_CPU) {
      std::memcpy(result->data, src->data, src->numBytes);
      if (result->dtype == MLC_DTYPE_STRING)
        ownStrings(*result);
    } else {
      CudaBackend *cuda = nullptr;
      if (MlcStatus status = getCuda(cuda))
        return status;
      clearLastCudaError();
      int32_t rc = 0;
      if (src->device == MLC_DEVICE_CPU)
        rc = cuda->copyHostToDevice(result->data, src->data, bytes);
      else if (device == MLC_DEVICE_CPU)
        rc = cuda->copyDeviceToHost(result->data, src->data, bytes);
      else
        rc = cuda->copyDeviceToDevice(result->data, src->data, bytes);
      if (rc == 0)
        rc = cuda->synchronize();
      if (rc != 0)
        return cudaFail(rc);
    }
  }
  *copy = result.release();
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetDevice(const MlcTensor *tensor, MlcDevice *device) {
  MLC_CHECK_ARG(tensor && device);
  *device = tensor->device;
  return MLC_STATUS_OK;
}

void mlcTensorFree(MlcTensor *tensor) { delete tensor; }

MlcStatus mlcTensorGetDType(const MlcTensor *tensor, MlcDType *dtype) {
  MLC_CHECK_ARG(tensor && dtype);
  *dtype = tensor->dtype;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetShape(const MlcTensor *tensor, int64_t *rank,
                            const int64_t **shape) {
  MLC_CHECK_ARG(tensor && rank && shape);
  *rank = static_cast<int64_t>(tensor->shape.size());
  *shape = tensor->shape.empty() ? nullptr : tensor->shape.data();
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetData(const MlcTensor *tensor, void **data,
                           size_t *numBytes) {
  MLC_CHECK_ARG(tensor);
  if (data)
    *data = tensor->data;
  if (numBytes)
    *numBytes = tensor->numBytes;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetNumElements(const MlcTensor *tensor,
                                  int64_t *numElements) {
  MLC_CHECK_ARG(tensor && numElements);
  *numElements = tensor->numElements;
  return MLC_STATUS_OK;
}

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

namespace {
/// The hook handed to artifacts.
void parallelForHook(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx) {
  mlcParallelFor(n, fn, ctx);
}

/// The run in progress on this thread (guardedRun), where a failed run-time
/// check of the artifact returns to.
struct RunGuard {
  std::jmp_buf env;
  std::string message;
};
thread_local RunGuard *activeRunGuard = nullptr;
/// What guardedRun returns for a failed check (never a code an artifact
/// returns: those are 0, CUresults and MLC_CUDA_ERROR_*).
constexpr int32_t kRunCheckFailed = INT32_MIN;

/// The `fail` hook (mlc_artifact_fail): ends the run on this thread. Only C
/// frames (the artifact's and its support library's) lie between here and
/// guardedRun's setjmp, so the longjmp skips no destructor.
[[noreturn]] void failHook(const char *message) {
  if (RunGuard *guard = activeRunGuard) {
    guard->message = message ? message : "";
    std::longjmp(guard->env, 1);
  }
  // Not inside a run of this thread (a worker thread of the artifact): no
  // way back to the caller.
  std::fprintf(stderr, "mlc: run-time error: %s\n", message ? message : "");
  std::fflush(stderr);
  std::_Exit(1);
}

/// model->run(args), or kRunCheckFailed with `guard.message` when a run-time
/// check of the model fails (what the run allocated so far is lost).
int32_t guardedRun(MlcArtifactRunFn run, void **args, RunGuard &guard) {
  RunGuard *outer = activeRunGuard;
  activeRunGuard = &guard;
  int32_t rc = kRunCheckFailed;
  if (setjmp(guard.env) == 0)
    rc = run(args);
  activeRunGuard = outer;
  return rc;
}

/// dlerror() text without a leading "<path>: " (we print the path already).
std::string dlErrorFor(const std::string &path) {
  const char *message = dlerror();
  std::string text = message ? message : "unknown dlopen error";
  if (text.compare(0, path.size() + 2, path + ": ") == 0)
    text.erase(0, path.size() + 2);
  return text;
}
} // namespace

namespace {
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
    static const MlcArtifactHooks hooks = {
        MLC_ARTIFACT_HOOKS_VERSION, parallelForHook, nullptr, failHook};
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

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

namespace {
/// Storage for one MlcMemRef of rank R: 3 + 2R words.
struct Descriptor {
  std::vector<int64_t> words;

  explicit Descriptor(size_t rank) : words(3 + 2 * rank, 0) {}
  MlcMemRef *get() { return reinterpret_cast<MlcMemRef *>(words.data()); }
  int64_t *sizes() { return get()->sizes_strides; }
  int64_t *strides(size_t rank) { return get()->sizes_strides + rank; }
};

std::string describe(const char *kind, size_t index,
                     const TensorSignature &signature) {
  return std::string(kind) + " " + std::to_string(index) + " '" +
         signature.name + "'";
}

/// Copies a strided array of `rank` dims into contiguous row-major `dst`.
void copyStrided(char *dst, const char *src, const int64_t *sizes,
                 const int64_t *strides, size_t rank, size_t elementSize) {
  if (rank == 0) {
    std::memcpy(dst, src, elementSize);
    return;
  }
  std::vector<int64_t> index(rank, 0);
  for (;;) {
    int64_t offset = 0;
    for (size_t d = 0; d < rank; ++d)
      offset += index[d] * strides[d];
    std::memcpy(dst, src + offset * static_cast<int64_t>(elementSize),
                elementSize);
    dst += elementSize;
    size_t d = rank;
    while (d > 0 && ++index[d - 1] == sizes[d - 1])
      index[--d] = 0;
    if (d == 0)
      return;
  }
}

/// The alignment the runtime guarantees for the device inputs of a cuda
/// model (mlc-c/Artifact.h): what 128-bit vector accesses need.
constexpr uintptr_t kDeviceAlignment = 16;

/// Where a run's outputs go.
enum class OutputPlace { Host, ModelDevice };

/// Turns output descriptor `desc` into a contiguous tensor (on the host, or
/// on the CUDA device when `place` says so for a cuda model). The
/// descriptor's `allocated` block is adopted when it is contiguous, owned by
/// nobody else (`taken` lists the blocks of inputs and earlier outputs) and
/// already where the output goes; otherwise the data is copied, and a block
/// we own goes to `toFree` (freed once all outputs are collected, as a later
/// output may be a view of it too).
MlcStatus adoptOutput(const MlcModel &model, CudaBackend *cuda, size_t index,
                      OutputPlace place, Descriptor &desc,
                      std::vector<void *> &taken, std::vector<void *> &toFree,
                      std::unique_ptr<MlcTensor> &out) {
  const TensorSignature &signature = model.metadata.outputs[index];
  size_t rank = signature.dims.size();
  MlcMemRef *memref = desc.get();
  const int64_t *sizes = desc.sizes();
  const int64_t *strides = desc.strides(rank);
  auto bad = [&](const std::string &why) {
    return fail(MLC_STATUS_RUN_FAILED,
                "model returned a bad " + describe("output", index, signature) +
                    ": " + why);
  };

  out = std::make_unique<MlcTensor>();
  for (size_t d = 0; d < rank; ++d) {
    if (sizes[d] < 0 ||
        (signature.dims[d] >= 0 && sizes[d] != signature.dims[d]))
      return bad("shape " + formatDims(sizes, rank) + ", metadata says " +
                 formatDims(signature.dims));
  }
  if (initTensor(*out, signature.dtype, static_cast<int64_t>(rank), sizes) !=
      MLC_STATUS_OK)
    return bad(lastError);
  if (out->numElements > 0 && !memref->aligned)
    return bad("null data");

  bool contiguous = true;
  int64_t expectedStride = 1;
  for (size_t d = rank; d-- > 0;) {
    if (sizes[d] != 1 && strides[d] != expectedStride)
      contiguous = false;
    expectedStride *= sizes[d];
  }
  bool owned = memref->allocated && std::find(taken.begin(), taken.end(),
                                              memref->allocated) == taken.end();
  int64_t elementSize = static_cast<int64_t>(mlcDTypeSize(out->dtype));
  char *data =
      static_cast<char *>(memref->aligned) + memref->offset * elementSize;
  bool onDevice = cuda != nullptr;
  // String outputs always come back to the host: their handles point at
  // host bytes, and there are no device string tensors.
  bool toDevice = onDevice && place == OutputPlace::ModelDevice &&
                  out->dtype != MLC_DTYPE_STRING;
  out->device = toDevice ? MLC_DEVICE_CUDA : MLC_DEVICE_CPU;

  if (contiguous && owned && onDevice == toDevice) {
    out->ownedBlock = memref->allocated;
    out->data = out->numElements ? data : out->ownedBlock;
  } else if (!onDevice) {
    out->ownedBlock = allocateAligned(out->numBytes);
    if (!out->ownedBlock)
      return fail(MLC_STATUS_OUT_OF_MEMORY, "cannot allocate output");
    out->data = out->ownedBlock;
    if (out->numElements > 0)
      copyStrided(static_cast<char *>(out->data), data, sizes, strides, rank,
                  mlcDTypeSize(out->dtype));
    if (owned)
      toFree.push_back(memref->allocated);
  } else if (toDevice && contiguous) {
    // A device output that stays there but is not ours to adopt (it aliases
    // an input or another output): a device-to-device copy.
    void *block = nullptr;
    if (int32_t rc = cuda->alloc(static_cast<int64_t>(out->numBytes), &block))
      return cudaFail(rc);
    out->ownedBlock = out->data = block;
    if (out->numBytes)
      if (int32_t rc = cuda->copyDeviceToDevice(
              block, data, static_cast<int64_t>(out->numBytes)))
        return cudaFail(rc);
    if (owned)
      toFree.push_back(memref->allocated);
  } else {
    // A device output: fetch the span it covers, then compact on the host.
    std::vector<char> host(out->numBytes);
    if (out->numElements > 0 && contiguous) {
      if (int32_t rc = cuda->copyDeviceToHost(
              host.data(), data, static_cast<int64_t>(out->numBytes)))
        return cudaFail(rc);
    } else if (out->numElements > 0) {
      int64_t low = 0, high = 0;
      for (size_t d = 0; d < rank; ++d)
        (strides[d] < 0 ? low : high) += (sizes[d] - 1) * strides[d];
      std::vector<char> span((high - low + 1) * elementSize);
      if (int32_t rc =
              cuda->copyDeviceToHost(span.data(), data + low * elementSize,
                                     static_cast<int64_t>(span.size())))
        return cudaFail(rc);
      copyStrided(host.data(), span.data() - low * elementSize, sizes, strides,
                  rank, static_cast<size_t>(elementSize));
    }
    if (toDevice) {
      void *block = nullptr;
      if (int32_t rc = cuda->alloc(static_cast<int64_t>(out->numBytes), &block))
        return cudaFail(rc);
      out->ownedBlock = out->data = block;
      if (int32_t rc = cuda->copyHostToDevice(
              block, host.data(), static_cast<int64_t>(out->numBytes)))
        return cudaFail(rc);
    } else {
      out->ownedBlock = allocateAligned(out->numBytes);
      if (!out->ownedBlock)
        return fail(MLC_STATUS_OUT_OF_MEMORY, "cannot allocate output");
      out->data = out->ownedBlock;
      if (out->numBytes)
        std::memcpy(out->data, host.data(), out->numBytes);
    }
    if (owned)
      toFree.push_back(memref->allocated);
  }
  if (out->dtype == MLC_DTYPE_STRING && out->device == MLC_DEVICE_CPU)
    ownStrings(*out);
  if (memref->allocated)
    taken.push_back(memref->allocated);
  memref->allocated = nullptr;
  return MLC_STATUS_OK;
}

/// Brings up CUDA for a cuda model: the backend, the artifact's CUDA hooks
/// and the model's timing events.
MlcStatus prepareCuda(MlcModel &model, CudaBackend *&backend) {
  std::string error;
  backend = CudaBackend::get(error);
  if (!backend)
    return fail(MLC_STATUS_UNSUPPORTED,
                "cannot run " + model.path + " on cuda: " + error);
  if (model.cudaReady)
    return MLC_STATUS_OK;
  model.cuda = backend;
  for (void *&event : model.events)
    if (!event)
      if (int32_t rc = backend->createEvent(&event))
        return cudaFail(rc);
  // External parameters: copied to the device once; the host copy goes.
  const std::vector<void *> &host = model.hostParams.getData();
  for (size_t k = model.deviceParams.size(); k < host.size(); ++k) {
    int64_t bytes = static_cast<int64_t>(model.metadata.params[k].bytes);
    void *block = nullptr;
    if (int32_t rc = backend->alloc(bytes, &block))
      return cudaFail(rc);
    model.deviceParams.push_back(block);
    if (int32_t rc = backend->copyHostToDevice(block, host[k], bytes))
      return cudaFail(rc);
  }
  if (!host.empty()) {
    if (int32_t rc = backend->synchronize())
      return cudaFail(rc);
    model.hostParams.release();
  }
  MlcArtifactHooks hooks = {MLC_ARTIFACT_HOOKS_VERSION, parallelForHook,
                            backend->getHooks(), failHook};
  model.setHooks(&hooks);
  if (const char *env = std::getenv("MLC_CUDA_GRAPH");
      env && (std::strcmp(env, "0") == 0 || std::strcmp(env, "off") == 0))
    model.graph.enabled = false;
  if (!backend->canCaptureGraphs())
    model.graph.note = "the CUDA driver cannot capture these runs (no graph "
                       "API or stream-ordered allocator, or "
                       "MLC_CUDA_SYNC_LAUNCHES is set)";
  model.cudaReady = true;
  return MLC_STATUS_OK;
}

MlcStatus runModel(MlcModel *model, const MlcTensor *const *inputs,
                   int64_t numInputs, MlcTensor **outputs, int64_t numOutputs,
                   OutputPlace place) {
  const ArtifactMetadata &metadata = model->metadata;
  bool isCuda = metadata.target == "cuda";
  if (!isCuda && metadata.target != "cpu")
    return fail(MLC_STATUS_UNSUPPORTED,
                "cannot run " + model->path + ": target '" + metadata.target +
                    "' is not supported by this runtime");
  if (numInputs != static_cast<int64_t>(metadata.inputs.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "model expects " + std::to_string(metadata.inputs.size()) +
                    " inputs, got " + std::to_string(numInputs));
  if (numOutputs != static_cast<int64_t>(metadata.outputs.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "model has " + std::to_string(metadata.outputs.size()) +
                    " outputs, got room for " + std::to_string(numOutputs));

  for (size_t i = 0; i < metadata.inputs.size(); ++i) {
    const TensorSignature &signature = metadata.inputs[i];
    const MlcTensor *input = inputs[i];
    if (!input)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", i, signature) + ": null tensor");
    if (input->dtype != signature.dtype)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", i, signature) + ": expected dtype " +
                      mlcDTypeName(signature.dtype) + ", got " +
                      mlcDTypeName(input->dtype));
    bool shapeOk = input->shape.size() == signature.dims.size();
    for (size_t d = 0; shapeOk && d < input->shape.size(); ++d)
      shapeOk = signature.dims[d] < 0 || signature.dims[d] == input->shape[d];
    if (!shapeOk)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", i, signature) + ": expected shape " +
                      formatDims(signature.dims) + ", got " +
                      formatDims(input->shape));
    if (!isCuda && input->device != MLC_DEVICE_CPU)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", i, signature) + " is on " +
                      mlcDeviceName(input->device) + " but " + model->path +
                      " runs on cpu");
  }

  CudaBackend *cuda = nullptr;
  if (isCuda) {
    if (MlcStatus status = prepareCuda(*model, cuda))
      return status;
    clearLastCudaError();
  }
  // Bind the parameters; models loaded from the same file share the table.
  std::unique_lock<std::mutex> paramsGuard;
  if (model->paramSlots) {
    paramsGuard = std::unique_lock<std::mutex>(*model->paramsLock);
    const std::vector<void *> &data =
        cuda ? model->deviceParams : model->hostParams.getData();
    std::copy(data.begin(), data.end(), model->paramSlots);
  }
  // How this run is issued (MlcModel::GraphState).
  enum class Mode { Eager, Capture, Replay } mode = Mode::Eager;
  // Kernels may rely on 16-byte aligned inputs (vector loads): device views
  // that are not (e.g. a DLPack slice) are copied like host inputs.
  auto staged = [&](const MlcTensor *input) {
    return input->device == MLC_DEVICE_CPU ||
           reinterpret_cast<uintptr_t>(input->data) % kDeviceAlignment != 0;
  };
  MlcModel::GraphState &graph = model->graph;
  std::vector<int64_t> key;
  graph.replayed = false;
  if (cuda && graph.enabled && !graph.unsupported && cuda->canCaptureGraphs()) {
    for (int64_t i = 0; i < numInputs; ++i) {
      const MlcTensor *input = inputs[i];
      key.push_back(input->device);
      key.push_back(static_cast<int64_t>(input->shape.size()));
      key.insert(key.end(), input->shape.begin(), input->shape.end());
      key.push_back(
          staged(input)
              ? 0
              : static_cast<int64_t>(reinterpret_cast<uintptr_t>(input->data)));
    }
    // A graph saves the launches of all kernels but one (a few microseconds
    // each) and costs a copy of device outputs out of the graph's buffers.
    if (graph.graph.exec && key == graph.key)
      mode = Mode::Replay;
    else if (graph.warm && key == graph.warmKey && graph.warmKernels < 2)
      graph.note = "one kernel: no launches to save";
    else if (graph.warm && key == graph.warmKey &&
             place == OutputPlace::ModelDevice &&
             graph.warmOutputBytes > graph.warmKernels * (4 << 20))
      graph.note = "copying the outputs out of a graph would cost more than "
                   "the launches it saves";
    else if (graph.warm && key == graph.warmKey)
      mode = Mode::Capture;
  }
  if (mode == Mode::Capture) {
    model->dropGraph();
    graph.inputBuffers.assign(numInputs, nullptr);
    for (int64_t i = 0; i < numInputs; ++i)
      if (staged(inputs[i]))
        if (int32_t rc = cuda->alloc(static_cast<int64_t>(inputs[i]->numBytes),
                                     &graph.inputBuffers[i]))
          return cudaFail(rc);
  }
  auto startTime = std::chrono::steady_clock::now();
  std::vector<void *> uploads; // Device copies of host inputs.
  struct UploadGuard {
    CudaBackend *cuda;
    std::vector<void *> &blocks;
    ~UploadGuard() {
      for (void *block : blocks)
        cuda->free(block);
    }
  } uploadGuard{cuda, uploads};
  if (cuda)
    if (int32_t rc = cuda->recordEvent(model->events[0]))
      return cudaFail(rc);

  std::vector<Descriptor> descriptors;
  descriptors.reserve(metadata.inputs.size() + metadata.outputs.size());
  std::vector<void *> inputBlocks;
  for (size_t i = 0; i < metadata.inputs.size(); ++i) {
    const MlcTensor *input = inputs[i];
    void *data = input->data;
    if (cuda && staged(input)) {
      int64_t bytes = static_cast<int64_t>(input->numBytes);
      if (mode != Mode::Eager) {
        data = graph.inputBuffers[i];
      } else {
        if (int32_t rc = cuda->alloc(bytes, &data))
          return cudaFail(rc);
        uploads.push_back(data);
      }
      if (int32_t rc = input->device == MLC_DEVICE_CPU
                           ? cuda->copyHostToDevice(data, input->data, bytes)
                           : cuda->copyDeviceToDevice(data, input->data, bytes))
        return cudaFail(rc);
    }
    size_t rank = input->shape.size();
    Descriptor &desc = descriptors.emplace_back(rank);
    desc.get()->allocated = desc.get()->aligned = data;
    int64_t stride = 1;
    for (size_t d = rank; d-- > 0;) {
      desc.sizes()[d] = input->shape[d];
      desc.strides(rank)[d] = stride;
      stride *= input->shape[d];
    }
    inputBlocks.push_back(data);
  }
  for (const TensorSignature &signature : metadata.outputs)
    descriptors.emplace_back(signature.dims.size());

  std::vector<void *> args;
  for (Descriptor &desc : descriptors)
    args.push_back(desc.get());
  MlcStatus status = MLC_STATUS_OK;
  int32_t cudaRc = cuda ? cuda->recordEvent(model->events[1]) : 0;
  auto computeStart = std::chrono::steady_clock::now();
  int32_t rc = 0;
  RunGuard runGuard;
  if (cudaRc == 0 && mode == Mode::Capture) {
    // Nothing runs while the host program is captured; a capture that fails
    // leaves no trace but a note, and the run goes on without a graph.
    mlc::runtime::CaptureRefusal refusal = mlc::runtime::CaptureRefusal::None;
    int32_t runRc = -1;
    if (cuda->beginCapture() == 0) {
      runRc = guardedRun(model->run, args.data(), runGuard);
      cuda->endCapture(runRc == 0, graph.graph, refusal);
    }
    if (graph.graph.exec) {
      graph.key = key;
      graph.note.clear();
      ++graph.captures;
      for (size_t j = 0; j < metadata.outputs.size(); ++j)
        graph.outputs.push_back(descriptors[numInputs + j].words);
      mode = Mode::Replay;
    } else {
      if (refusal == mlc::runtime::CaptureRefusal::Download) {
        graph.unsupported = true;
        graph.note = "the host program reads device memory during a run "
                     "(host control flow on device data)";
      } else if (++graph.failures >= 2) {
        graph.unsupported = true;
        graph.note = "capturing failed twice: " + getLastCudaError();
      }
      clearLastCudaError();
      // Run as usual; the fixed input buffers go with the run.
      for (void *block : graph.inputBuffers)
        if (block)
          uploads.push_back(block);
      graph.inputBuffers.clear();
      for (size_t j = 0; j < metadata.outputs.size(); ++j)
        std::fill(descriptors[numInputs + j].words.begin(),
                  descriptors[numInputs + j].words.end(), 0);
      mode = Mode::Eager;
    }
  }
  int64_t launchesBefore = mlc::runtime::CudaBackend::getThreadLaunchCount();
  if (cudaRc != 0) {
  } else if (mode == Mode::Replay) {
    for (size_t j = 0; j < metadata.outputs.size(); ++j)
      descriptors[numInputs + j].words = graph.outputs[j];
    cudaRc = cuda->launchGraph(graph.graph);
    if (cudaRc == 0) {
      ++graph.replays;
      graph.replayed = true;
    }
  } else {
    rc = guardedRun(model->run, args.data(), runGuard);
  }
  auto computeStop = std::chrono::steady_clock::now();
  if (cuda && rc == 0 && cudaRc == 0) {
    // A kernel fault may surface at either call; the synchronization's
    // message names the last kernel launched.
    cudaRc = cuda->recordEvent(model->events[2]);
    if (int32_t syncRc = cuda->synchronize())
      cudaRc = syncRc;
  }
  if (rc == kRunCheckFailed) {
    status = fail(MLC_STATUS_RUN_FAILED, "run-time error: " + runGuard.message);
    // The check may have stopped the run with device work in flight.
    if (cuda)
      cuda->synchronize();
  } else if (cudaRc != 0) {
    status = cudaFail(cudaRc);
  } else if (rc != 0) {
    if (cuda && !getLastCudaError().empty())
      status = cudaFail(rc);
    else
      status = fail(MLC_STATUS_RUN_FAILED,
                    "model returned error code " + std::to_string(rc) +
                        (rc == MLC_CUDA_ERROR_UNAVAILABLE && cuda
                             ? " (MLC_CUDA_ERROR_UNAVAILABLE: the artifact "
                               "has no CUDA hooks)"
                             : ""));
  }

  // Collect outputs; on any failure free every block the model handed us.
  std::vector<std::unique_ptr<MlcTensor>> results(metadata.outputs.size());
  std::vector<void *> taken = inputBlocks, toFree;
  // A graph's outputs stay its own: they are copied, never adopted or freed.
  if (mode == Mode::Replay)
    for (size_t j = 0; j < metadata.outputs.size(); ++j)
      if (void *block = descriptors[numInputs + j].get()->allocated)
        taken.push_back(block);
  for (size_t j = 0; status == MLC_STATUS_OK && j < results.size(); ++j)
    status = adoptOutput(*model, cuda, j, place, descriptors[numInputs + j],
                         taken, toFree, results[j]);
  if (status != MLC_STATUS_OK) {
    // Blocks not yet adopted or copied from (adopted ones go with
    // `results`).
    for (size_t j = 0; j < results.size(); ++j) {
      void *block = descriptors[numInputs + j].get()->allocated;
      if (block &&
          std::find(taken.begin(), taken.end(), block) == taken.end() &&
          std::find(toFree.begin(), toFree.end(), block) == toFree.end())
        toFree.push_back(block);
    }
  }
  for (void *block : toFree) {
    if (cuda)
      cuda->free(block);
    else
      std::free(block);
  }
  // String outputs own copies of their bytes by now (adoptOutput).
  if (model->releaseStrings)
    model->releaseStrings();
  if (status != MLC_STATUS_OK)
    return status;

  auto stopTime = std::chrono::steady_clock::now();
  if (cuda) {
    float total = 0, compute = 0;
    int32_t timeRc = cuda->recordEvent(model->events[3]);
    if (timeRc == 0)
      timeRc = cuda->elapsedMillis(model->events[0], model->events[3], &total);
    if (timeRc == 0)
      timeRc =
          cuda->elapsedMillis(model->events[1], model->events[2], &compute);
    if (timeRc != 0)
      return cudaFail(timeRc);
    model->lastTotalMillis = total;
    model->lastComputeMillis = compute;
  } else {
    model->lastTotalMillis =
        std::chrono::duration<double, std::milli>(stopTime - startTime).count();
    model->lastComputeMillis =
        std::chrono::duration<double, std::milli>(computeStop - computeStart)
            .count();
  }
  if (mode == Mode::Eager && !key.empty()) {
    // The next run with this key is captured.
    graph.warm = true;
    graph.warmKey = key;
    graph.warmKernels =
        mlc::runtime::CudaBackend::getThreadLaunchCount() - launchesBefore;
    graph.warmOutputBytes = 0;
    for (const std::unique_ptr<MlcTensor> &result : results)
      graph.warmOutputBytes += static_cast<int64_t>(result->numBytes);
  }
  for (size_t j = 0; j < results.size(); ++j)
    outputs[j] = results[j].release();
  return MLC_STATUS_OK;
}
} // namespace

MlcStatus mlcModelRun(MlcModel *model, const MlcTensor *const *inputs,
                      int64_t numInputs, MlcTensor **outputs,
                      int64_t numOutputs) {
  MLC_CHECK_ARG(model && (inputs || numInputs == 0) &&
                (outputs || numOutputs == 0));
  return guarded([&] {
    return runModel(model, inputs, numInputs, outputs, numOutputs,
                    OutputPlace::Host);
  });
}

MlcStatus mlcModelRunOnDevice(MlcModel *model, const MlcTensor *const *inputs,
                              int64_t numInputs, MlcTensor **outputs,
                              int64_t numOutputs) {
  MLC_CHECK_ARG(model && (inputs || numInputs == 0) &&
                (outputs || numOutputs == 0));
  return guarded([&] {
    return runModel(model, inputs, numInputs, outputs, numOutputs,
                    OutputPlace::ModelDevice);
  });
}

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
  info->kernels = graph.graph.exec ? graph.graph.kernels : 0;
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

//===----------------------------------------------------------------------===//
// Thread pool
//===----------------------------------------------------------------------===//

void mlcParallelFor(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx) {
  if (n <= 0 || !fn)
    return;
  if (n == 1) {
    fn(ctx, 0);
    return;
  }
  getGlobalThreadPool()->parallelFor(n, fn, ctx);
}

int32_t mlcGetNumThreads(void) {
  return getGlobalThreadPool()->getNumThreads();
}

MlcStatus mlcSetNumThreads(int32_t numThreads) {
  if (numThreads < 1 || numThreads > 1024)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "thread count must be in [1, 1024], got " +
                    std::to_string(numThreads));
  return guarded([&] {
    setGlobalThreadPool(std::make_shared<ThreadPool>(numThreads));
    return MLC_STATUS_OK;
  });
}
