//===- Run.cpp - running a model ------------------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlcModelRun and mlcModelRunOnDevice: check the inputs, bind the
// parameters, build MLIR-style memref descriptors (staging inputs on the
// device for cuda models), run the artifact (eagerly, or by capturing and
// replaying a CUDA graph), turn the output descriptors into tensors, and
// record the run's times.
//
//===----------------------------------------------------------------------===//

#include "Hooks.h"
#include "Model.h"
#include "Status.h"
#include "Tensor.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <memory>
#include <mutex>

using namespace mlc::runtime;

namespace {

//===----------------------------------------------------------------------===//
// Descriptors and outputs
//===----------------------------------------------------------------------===//

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
    return bad(getLastError());
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
  MlcArtifactHooks hooks = makeArtifactHooks(backend->getHooks());
  model.setHooks(&hooks);
  if (const char *env = std::getenv("MLC_CUDA_GRAPH");
      env && (std::strcmp(env, "0") == 0 || std::strcmp(env, "off") == 0))
    model.graph.enabled = false;
  if (const char *env = std::getenv("MLC_CUDA_GRAPH_UPDATE")) {
    using Updates = MlcModel::GraphState::Updates;
    if (std::strcmp(env, "0") == 0 || std::strcmp(env, "off") == 0)
      model.graph.updates = Updates::Never;
    else if (std::strcmp(env, "1") == 0 || std::strcmp(env, "on") == 0)
      model.graph.updates = Updates::Always;
  }
  if (const char *env = std::getenv("MLC_CUDA_GRAPH_CACHE")) {
    char *end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n >= 1 && n <= 1024)
      model.graph.capacity = static_cast<size_t>(n);
  }
  if (!backend->canCaptureGraphs())
    model.graph.note = "the CUDA driver cannot capture these runs (no graph "
                       "API or stream-ordered allocator, or "
                       "MLC_CUDA_SYNC_LAUNCHES is set)";
  model.cudaReady = true;
  return MLC_STATUS_OK;
}

//===----------------------------------------------------------------------===//
// The steps of a run
//===----------------------------------------------------------------------===//

/// How a run is issued (MlcModel::GraphState).
enum class Mode { Eager, Capture, Update, Replay };

using Clock = std::chrono::steady_clock;

/// One call of runModel: its arguments and what its steps hand each other.
struct Run {
  Run(MlcModel &model, const MlcTensor *const *inputs, int64_t numInputs,
      OutputPlace place)
      : model(model), metadata(model.metadata), inputs(inputs),
        numInputs(numInputs), place(place) {}
  ~Run() {
    for (void *block : uploads)
      cuda->free(block);
  }

  MlcModel &model;
  const ArtifactMetadata &metadata;
  const MlcTensor *const *inputs;
  int64_t numInputs;
  OutputPlace place;

  /// The CUDA backend for a cuda model, else null.
  CudaBackend *cuda = nullptr;
  Mode mode = Mode::Eager;
  /// The CUDA graph key of this run (input shapes, devices and device
  /// addresses); empty when runs are not captured.
  std::vector<int64_t> key;
  /// The key's family: what a graph updated for this run must share with
  /// the run it was captured from (input devices and ranks, staging).
  std::vector<int64_t> family;
  /// A run of the update trial (MlcModel::GraphState::Updates): launching
  /// (Mode::Eager) or updating.
  enum class Trial { None, Launch, Update } trial = Trial::None;
  /// The graph this run replays, captures or updates.
  MlcModel::GraphEntry *entry = nullptr;
  /// Device copies of host inputs, freed when the run ends.
  std::vector<void *> uploads;
  /// The inputs' descriptors, then the outputs'.
  std::vector<Descriptor> descriptors;
  /// The blocks the input descriptors point at (never adopted as outputs).
  std::vector<void *> inputBlocks;
  /// The artifact's return code and the first CUDA failure around it.
  int32_t rc = 0, cudaRc = 0;
  /// The message of a failed run-time check (rc == kRunCheckFailed).
  std::string checkMessage;
  /// Kernel launches of this thread before the run.
  int64_t launchesBefore = 0;
  Clock::time_point startTime, computeStart, computeStop;

  /// The descriptor of output `j`.
  Descriptor &output(size_t j) { return descriptors[numInputs + j]; }
};

/// Whether the target is one this runtime runs, and the inputs match the
/// model's signature (count, dtypes, shapes, devices).
MlcStatus checkInputs(const Run &run, int64_t numOutputs) {
  const MlcModel &model = run.model;
  const ArtifactMetadata &metadata = run.metadata;
  bool isCuda = metadata.target == "cuda";
  if (!isCuda && metadata.target != "cpu")
    return fail(MLC_STATUS_UNSUPPORTED,
                "cannot run " + model.path + ": target '" + metadata.target +
                    "' is not supported by this runtime");
  if (run.numInputs != static_cast<int64_t>(metadata.inputs.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "model expects " + std::to_string(metadata.inputs.size()) +
                    " inputs, got " + std::to_string(run.numInputs));
  if (numOutputs != static_cast<int64_t>(metadata.outputs.size()))
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "model has " + std::to_string(metadata.outputs.size()) +
                    " outputs, got room for " + std::to_string(numOutputs));

  for (size_t i = 0; i < metadata.inputs.size(); ++i) {
    const TensorSignature &signature = metadata.inputs[i];
    const MlcTensor *input = run.inputs[i];
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
                      mlcDeviceName(input->device) + " but " + model.path +
                      " runs on cpu");
  }
  // Dims the model names alike are one size; bounded dims stay in bounds;
  // a name that is an expression over other names ("past + 1") has its
  // value.
  auto sizeOf = [&](const DimGroup &group) {
    auto [i, d] = group.where.front();
    return run.inputs[i]->shape[d];
  };
  for (const DimGroup &group : metadata.dims) {
    auto [i0, d0] = group.where.front();
    int64_t first = run.inputs[i0]->shape[d0];
    for (auto [i, d] : group.where) {
      int64_t size = run.inputs[i]->shape[d];
      if (group.bound > 0 && size > group.bound)
        return fail(MLC_STATUS_INVALID_ARGUMENT,
                    describe("input", i, metadata.inputs[i]) + ": dim " +
                        std::to_string(d) + " is " + std::to_string(size) +
                        ", above its bound " + std::to_string(group.bound) +
                        " (--input-shape)");
      if (size != first)
        return fail(MLC_STATUS_INVALID_ARGUMENT,
                    describe("input", i, metadata.inputs[i]) + ": dim " +
                        std::to_string(d) + " is " + std::to_string(size) +
                        " but " + describe("input", i0, metadata.inputs[i0]) +
                        " dim " + std::to_string(d0) + " is " +
                        std::to_string(first) + "; the model names both '" +
                        group.name + "'");
    }
    if (group.expr.empty())
      continue;
    int64_t want = 0;
    for (const DimGroup::Term &term : group.expr) {
      int64_t product = term.coefficient;
      for (size_t g : term.groups)
        product *= sizeOf(metadata.dims[g]);
      want += product;
    }
    if (want != first)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", i0, metadata.inputs[i0]) + ": dim " +
                      std::to_string(d0) + " is " + std::to_string(first) +
                      " but the model names it '" + group.name +
                      "' = " + std::to_string(want));
  }
  // Inputs kept in place: the rows a run adds must fit in their buffers.
  for (const InPlaceInput &p : metadata.inPlace) {
    const MlcTensor *input = run.inputs[p.input];
    const std::vector<int64_t> &shape = input->shape;
    for (int64_t d = 0; d < p.axis; ++d)
      if (shape[d] != 1)
        return fail(MLC_STATUS_INVALID_ARGUMENT,
                    describe("input", p.input, metadata.inputs[p.input]) +
                        " is kept in place and needs dim " +
                        std::to_string(d) + " to be 1, got shape " +
                        formatDims(shape));
    size_t rowBytes = mlcDTypeSize(input->dtype);
    for (size_t d = p.axis + 1; d < shape.size(); ++d)
      rowBytes *= static_cast<size_t>(shape[d]);
    size_t need = rowBytes * static_cast<size_t>(shape[p.axis] + p.rows);
    if (need > input->capacity())
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  describe("input", p.input, metadata.inputs[p.input]) +
                      " is kept in place: a run appends " +
                      std::to_string(p.rows) + " entries along dim " +
                      std::to_string(p.axis) + " to its " +
                      std::to_string(shape[p.axis]) + ", but its buffer holds " +
                      std::to_string(rowBytes ? input->capacity() / rowBytes
                                              : 0) +
                      " (create it with mlcTensorCreateWithRoom, or pass the "
                      "output a run returned for it)");
  }
  return MLC_STATUS_OK;
}

/// Bytes to stage input `i` of `run` in: its buffer's room when the model
/// keeps it in place (the run writes past its shape), else its size.
int64_t stagedBytes(const Run &run, size_t i) {
  for (const InPlaceInput &p : run.metadata.inPlace)
    if (p.input == i)
      return static_cast<int64_t>(run.inputs[i]->capacity());
  return static_cast<int64_t>(run.inputs[i]->numBytes);
}

/// Binds the model's parameters into the artifact's table; models loaded
/// from the same file share the table, so the lock returned is held for the
/// run.
std::unique_lock<std::mutex> bindParams(MlcModel &model, CudaBackend *cuda) {
  std::unique_lock<std::mutex> paramsGuard;
  if (model.paramSlots) {
    paramsGuard = std::unique_lock<std::mutex>(*model.paramsLock);
    const std::vector<void *> &data =
        cuda ? model.deviceParams : model.hostParams.getData();
    std::copy(data.begin(), data.end(), model.paramSlots);
  }
  return paramsGuard;
}

/// Whether a cuda model gets a device copy of `input`: host inputs, and
/// device views that are not 16-byte aligned (e.g. a DLPack slice), as
/// kernels may rely on aligned inputs (vector loads).
bool isStaged(const MlcTensor *input) {
  return input->device == MLC_DEVICE_CPU ||
         reinterpret_cast<uintptr_t>(input->data) % kDeviceAlignment != 0;
}

/// Whether a graph captured from a run like `warm` would save more than it
/// costs (else says why not in the note).
bool worthCapturing(const Run &run, const MlcModel::WarmRun &warm) {
  MlcModel::GraphState &graph = run.model.graph;
  // A graph saves the launches of all kernels but one (a few microseconds
  // each) and costs a copy of device outputs out of the graph's buffers.
  if (warm.kernels < 2) {
    graph.note = "one kernel: no launches to save";
    return false;
  }
  if (run.place == OutputPlace::ModelDevice &&
      warm.outputBytes > warm.kernels * (4 << 20)) {
    graph.note = "copying the outputs out of a graph would cost more than "
                 "the launches it saves";
    return false;
  }
  return true;
}

/// Decides how a cuda model's run is issued: replaying the graph captured
/// with the same key; capturing one (the second run with a key, after a
/// successful one); updating the least recently used graph of the key's
/// family; capturing one for the family's first new key; or eagerly.
void chooseMode(Run &run) {
  MlcModel::GraphState &graph = run.model.graph;
  graph.replayed = false;
  CudaBackend *cuda = run.cuda;
  if (!cuda || !graph.enabled || graph.unsupported || !cuda->canCaptureGraphs())
    return;
  for (int64_t i = 0; i < run.numInputs; ++i) {
    const MlcTensor *input = run.inputs[i];
    int64_t rank = static_cast<int64_t>(input->shape.size());
    bool staged = isStaged(input);
    run.key.push_back(input->device);
    run.key.push_back(rank);
    run.key.insert(run.key.end(), input->shape.begin(), input->shape.end());
    run.key.push_back(
        staged ? 0
               : static_cast<int64_t>(reinterpret_cast<uintptr_t>(input->data)));
    run.family.insert(run.family.end(), {input->device, rank, staged});
  }
  const std::vector<int64_t> &key = run.key;
  for (auto it = graph.cache.begin(); it != graph.cache.end(); ++it)
    if (it->key == key) {
      graph.cache.splice(graph.cache.begin(), graph.cache, it);
      run.entry = &graph.cache.front();
      run.mode = Mode::Replay;
      return;
    }
  auto warm = std::find_if(graph.warm.begin(), graph.warm.end(),
                           [&](const MlcModel::WarmRun &w) {
                             return w.key == key;
                           });
  if (warm != graph.warm.end()) {
    if (worthCapturing(run, *warm))
      run.mode = Mode::Capture;
    return;
  }
  using Updates = MlcModel::GraphState::Updates;
  if (graph.updates == Updates::Never)
    return;
  for (auto it = graph.cache.rbegin(); it != graph.cache.rend(); ++it)
    if (it->family == run.family && it->graph.updatable) {
      if (graph.updates == Updates::Trial) {
        // Launching first (the model's first runs, kernel loading, are
        // behind it), then updating.
        run.trial = graph.trialLaunchMs.size() < 2 ? Run::Trial::Launch
                                                    : Run::Trial::Update;
        if (run.trial == Run::Trial::Launch)
          return;
      }
      graph.cache.splice(graph.cache.begin(), graph.cache,
                         std::next(it).base());
      run.entry = &graph.cache.front();
      run.mode = Mode::Update;
      return;
    }
  warm = std::find_if(graph.warm.begin(), graph.warm.end(),
                      [&](const MlcModel::WarmRun &w) {
                        return w.family == run.family;
                      });
  if (warm != graph.warm.end() && worthCapturing(run, *warm))
    run.mode = Mode::Capture;
}

/// Room in a graph's fixed device buffer for staged input `i` (one that
/// grows from run to run gets an eighth more than it needs).
MlcStatus reserveInputBuffer(Run &run, MlcModel::GraphEntry &entry,
                             int64_t i) {
  int64_t bytes = stagedBytes(run, i);
  if (entry.inputBuffers[i] && entry.inputBytes[i] >= bytes)
    return MLC_STATUS_OK;
  if (entry.inputBuffers[i]) {
    run.cuda->free(entry.inputBuffers[i]);
    entry.inputBuffers[i] = nullptr;
    bytes += bytes / 8;
  }
  entry.inputBytes[i] = bytes;
  if (int32_t rc = run.cuda->alloc(bytes, &entry.inputBuffers[i]))
    return cudaFail(rc);
  return MLC_STATUS_OK;
}

/// A capture makes a new graph, the most recently used (the least recently
/// used goes when the cache is full); an update keeps its graph. Staged
/// inputs get fixed device buffers (the graph reads them at the same
/// addresses each replay).
MlcStatus prepareGraph(Run &run) {
  MlcModel::GraphState &graph = run.model.graph;
  if (run.mode == Mode::Capture) {
    while (!graph.cache.empty() && graph.cache.size() >= graph.capacity) {
      run.model.releaseGraph(graph.cache.back());
      graph.cache.pop_back();
      ++graph.evictions;
    }
    run.entry = &graph.cache.emplace_front();
    run.entry->inputBuffers.assign(run.numInputs, nullptr);
    run.entry->inputBytes.assign(run.numInputs, 0);
  }
  for (int64_t i = 0; i < run.numInputs; ++i)
    if (isStaged(run.inputs[i]))
      if (MlcStatus status = reserveInputBuffer(run, *run.entry, i))
        return status;
  return MLC_STATUS_OK;
}

/// The descriptors of the inputs (staged on the device where isStaged says
/// so) and zeroed ones for the outputs.
MlcStatus bindInputs(Run &run) {
  CudaBackend *cuda = run.cuda;
  const ArtifactMetadata &metadata = run.metadata;
  run.descriptors.reserve(metadata.inputs.size() + metadata.outputs.size());
  for (size_t i = 0; i < metadata.inputs.size(); ++i) {
    const MlcTensor *input = run.inputs[i];
    void *data = input->data;
    if (cuda && isStaged(input)) {
      int64_t bytes = static_cast<int64_t>(input->numBytes);
      if (run.mode != Mode::Eager) {
        data = run.entry->inputBuffers[i];
      } else {
        if (int32_t rc = cuda->alloc(stagedBytes(run, i), &data))
          return cudaFail(rc);
        run.uploads.push_back(data);
      }
      if (int32_t rc = input->device == MLC_DEVICE_CPU
                           ? cuda->copyHostToDevice(data, input->data, bytes)
                           : cuda->copyDeviceToDevice(data, input->data, bytes))
        return cudaFail(rc);
    }
    size_t rank = input->shape.size();
    Descriptor &desc = run.descriptors.emplace_back(rank);
    desc.get()->allocated = desc.get()->aligned = data;
    int64_t stride = 1;
    for (size_t d = rank; d-- > 0;) {
      desc.sizes()[d] = input->shape[d];
      desc.strides(rank)[d] = stride;
      stride *= input->shape[d];
    }
    run.inputBlocks.push_back(data);
  }
  for (const TensorSignature &signature : metadata.outputs)
    run.descriptors.emplace_back(signature.dims.size());
  return MLC_STATUS_OK;
}

/// Drops the run's graph entry after a failed capture or update (the run
/// goes on eagerly; its fixed input buffers go with it).
void dropEntry(Run &run) {
  MlcModel::GraphState &graph = run.model.graph;
  MlcModel::GraphEntry &entry = *run.entry;
  for (void *block : entry.inputBuffers)
    if (block)
      run.uploads.push_back(block);
  entry.inputBuffers.clear();
  run.model.releaseGraph(entry);
  graph.cache.remove_if(
      [&](const MlcModel::GraphEntry &e) { return &e == run.entry; });
  run.entry = nullptr;
  for (size_t j = 0; j < run.metadata.outputs.size(); ++j)
    std::fill(run.output(j).words.begin(), run.output(j).words.end(), 0);
  clearLastCudaError();
  run.checkMessage.clear();
  run.mode = Mode::Eager;
}

/// A captured or updated graph replays this run: it takes the run's key
/// and output descriptors.
void keepEntry(Run &run) {
  MlcModel::GraphEntry &entry = *run.entry;
  entry.key = run.key;
  entry.family = run.family;
  entry.outputs.clear();
  for (size_t j = 0; j < run.metadata.outputs.size(); ++j)
    entry.outputs.push_back(run.output(j).words);
  run.mode = Mode::Replay;
}

/// Captures the run into the model's graph (Mode::Capture). Nothing runs
/// while the host program is captured; a capture that fails leaves no trace
/// but a note, and the run goes on eagerly without a graph.
void capture(Run &run, void **args) {
  MlcModel &model = run.model;
  MlcModel::GraphState &graph = model.graph;
  MlcModel::GraphEntry &entry = *run.entry;
  CudaBackend *cuda = run.cuda;
  mlc::runtime::CaptureRefusal refusal = mlc::runtime::CaptureRefusal::None;
  int32_t runRc = -1;
  if (cuda->beginCapture(entry.graph) == 0) {
    runRc = guardedRun(model.run, model.runScope, args, run.checkMessage);
    cuda->endCapture(runRc == 0, entry.graph, refusal);
  }
  if (entry.graph.exec) {
    graph.note.clear();
    ++graph.captures;
    keepEntry(run);
    return;
  }
  if (refusal == mlc::runtime::CaptureRefusal::Download) {
    graph.unsupported = true;
    graph.note = "the host program reads device memory during a run "
                 "(host control flow on device data)";
  } else if (++graph.failures >= 2) {
    graph.unsupported = true;
    graph.note = "capturing failed twice: " + getLastCudaError();
  }
  dropEntry(run);
}

/// Updates the family's graph for this run (Mode::Update): the host program
/// runs, setting the graph's nodes instead of launching. When it does not
/// make the captured run's calls (other kernels for these shapes, say), the
/// graph goes and the run goes on eagerly; after two such runs the model's
/// graphs are no longer updated.
void update(Run &run, void **args) {
  MlcModel &model = run.model;
  MlcModel::GraphState &graph = model.graph;
  MlcModel::GraphEntry &entry = *run.entry;
  CudaBackend *cuda = run.cuda;
  std::string why = "cannot begin the update";
  if (cuda->beginUpdate(entry.graph) == 0) {
    int32_t runRc =
        guardedRun(model.run, model.runScope, args, run.checkMessage);
    if (cuda->endUpdate(runRc == 0, entry.graph, why) == 0) {
      ++graph.updated;
      keepEntry(run);
      return;
    }
  }
  if (++graph.updateFailures >= 2) {
    graph.updates = MlcModel::GraphState::Updates::Never;
    graph.note = "graphs are no longer updated for new shapes: " + why;
  }
  dropEntry(run);
}

/// Runs the artifact (or replays its graph) and waits for the device: sets
/// run.rc and run.cudaRc and the compute times.
void execute(Run &run) {
  MlcModel &model = run.model;
  CudaBackend *cuda = run.cuda;
  std::vector<void *> args;
  for (Descriptor &desc : run.descriptors)
    args.push_back(desc.get());
  run.cudaRc = cuda ? cuda->recordEvent(model.events[1]) : 0;
  run.computeStart = Clock::now();
  if (run.cudaRc == 0 && run.mode == Mode::Capture)
    capture(run, args.data());
  else if (run.cudaRc == 0 && run.mode == Mode::Update)
    update(run, args.data());
  run.launchesBefore = mlc::runtime::CudaBackend::getThreadLaunchCount();
  if (run.cudaRc != 0) {
  } else if (run.mode == Mode::Replay) {
    MlcModel::GraphState &graph = model.graph;
    for (size_t j = 0; j < run.metadata.outputs.size(); ++j)
      run.output(j).words = run.entry->outputs[j];
    run.cudaRc = cuda->launchGraph(run.entry->graph);
    if (run.cudaRc == 0) {
      ++graph.replays;
      graph.replayed = true;
    }
  } else {
    run.rc =
        guardedRun(model.run, model.runScope, args.data(), run.checkMessage);
  }
  run.computeStop = Clock::now();
  if (cuda && run.rc == 0 && run.cudaRc == 0) {
    // A kernel fault may surface at either call; the synchronization's
    // message names the last kernel launched.
    run.cudaRc = cuda->recordEvent(model.events[2]);
    if (int32_t syncRc = cuda->synchronize())
      run.cudaRc = syncRc;
  }
}

/// The status of the executed run.
MlcStatus runStatus(const Run &run) {
  CudaBackend *cuda = run.cuda;
  if (run.rc == kRunCheckFailed) {
    MlcStatus status =
        fail(MLC_STATUS_RUN_FAILED, "run-time error: " + run.checkMessage);
    // The check may have stopped the run with device work in flight.
    if (cuda)
      cuda->synchronize();
    return status;
  }
  if (run.cudaRc != 0)
    return cudaFail(run.cudaRc);
  if (run.rc != 0) {
    if (cuda && !getLastCudaError().empty())
      return cudaFail(run.rc);
    return fail(MLC_STATUS_RUN_FAILED,
                "model returned error code " + std::to_string(run.rc) +
                    (run.rc == MLC_CUDA_ERROR_UNAVAILABLE && cuda
                         ? " (MLC_CUDA_ERROR_UNAVAILABLE: the artifact "
                           "has no CUDA hooks)"
                         : ""));
  }
  return MLC_STATUS_OK;
}

/// For mlcModelRunOnDevice, output `j` kept in place as a view of its
/// input's buffer (which the run used in place, not a staged copy), sharing
/// the buffer and its room. False when `j` is not such an output.
bool inPlaceView(Run &run, size_t j, std::unique_ptr<MlcTensor> &out) {
  if (run.place != OutputPlace::ModelDevice)
    return false;
  for (const InPlaceInput &p : run.metadata.inPlace) {
    if (p.output != j)
      continue;
    auto *input = const_cast<MlcTensor *>(run.inputs[p.input]);
    MlcMemRef *memref = run.output(j).get();
    if ((run.cuda && isStaged(input)) || memref->aligned != input->data ||
        memref->offset != 0)
      return false;
    size_t rank = input->shape.size();
    auto view = std::make_unique<MlcTensor>();
    if (initTensor(*view, input->dtype, static_cast<int64_t>(rank),
                   run.output(j).sizes()) != MLC_STATUS_OK ||
        view->numBytes > input->capacity())
      return false;
    shareBlock(*input);
    view->device = input->device;
    view->data = input->data;
    view->capacityBytes = input->capacity();
    view->sharedBlock = input->sharedBlock;
    out = std::move(view);
    return true;
  }
  return false;
}

/// Turns the output descriptors into tensors (when `status` is OK) and
/// frees every block the model handed over that no tensor took; then the
/// artifact's string arena goes (string outputs own copies of their bytes
/// by now).
MlcStatus collectOutputs(Run &run, MlcStatus status,
                         std::vector<std::unique_ptr<MlcTensor>> &results) {
  CudaBackend *cuda = run.cuda;
  results.resize(run.metadata.outputs.size());
  std::vector<void *> taken = run.inputBlocks, toFree;
  // A graph's outputs stay its own: they are copied, never adopted or freed.
  if (run.mode == Mode::Replay)
    for (size_t j = 0; j < results.size(); ++j)
      if (void *block = run.output(j).get()->allocated)
        taken.push_back(block);
  for (size_t j = 0; status == MLC_STATUS_OK && j < results.size(); ++j) {
    if (status == MLC_STATUS_OK && inPlaceView(run, j, results[j]))
      continue;
    status = adoptOutput(run.model, cuda, j, run.place, run.output(j), taken,
                         toFree, results[j]);
  }
  if (status != MLC_STATUS_OK) {
    // Blocks not yet adopted or copied from (adopted ones go with
    // `results`).
    for (size_t j = 0; j < results.size(); ++j) {
      void *block = run.output(j).get()->allocated;
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
  if (run.model.releaseStrings)
    run.model.releaseStrings();
  return status;
}

/// mlcModelGetLastRunTime's numbers: CUDA events for cuda models, the
/// host's clock otherwise.
MlcStatus recordTimes(Run &run) {
  MlcModel &model = run.model;
  auto stopTime = Clock::now();
  if (CudaBackend *cuda = run.cuda) {
    float total = 0, compute = 0;
    int32_t timeRc = cuda->recordEvent(model.events[3]);
    if (timeRc == 0)
      timeRc = cuda->elapsedMillis(model.events[0], model.events[3], &total);
    if (timeRc == 0)
      timeRc = cuda->elapsedMillis(model.events[1], model.events[2], &compute);
    if (timeRc != 0)
      return cudaFail(timeRc);
    model.lastTotalMillis = total;
    model.lastComputeMillis = compute;
    return MLC_STATUS_OK;
  }
  model.lastTotalMillis =
      std::chrono::duration<double, std::milli>(stopTime - run.startTime)
          .count();
  model.lastComputeMillis = std::chrono::duration<double, std::milli>(
                                run.computeStop - run.computeStart)
                                .count();
  return MLC_STATUS_OK;
}

/// Records a successful run of the update trial (its time from the inputs'
/// binding to the outputs'), and decides once both ways have two.
void recordTrial(Run &run) {
  MlcModel::GraphState &graph = run.model.graph;
  using Updates = MlcModel::GraphState::Updates;
  bool updated = run.mode == Mode::Replay;
  if (graph.updates != Updates::Trial ||
      updated != (run.trial == Run::Trial::Update))
    return; // a failed update ran eagerly: not a sample
  double ms =
      std::chrono::duration<double, std::milli>(Clock::now() - run.startTime)
          .count();
  (updated ? graph.trialUpdateMs : graph.trialLaunchMs).push_back(ms);
  if (graph.trialLaunchMs.size() < 2 || graph.trialUpdateMs.size() < 2)
    return;
  double launch = *std::min_element(graph.trialLaunchMs.begin(),
                                    graph.trialLaunchMs.end());
  double update = *std::min_element(graph.trialUpdateMs.begin(),
                                    graph.trialUpdateMs.end());
  if (update < launch) {
    graph.updates = Updates::Always;
    return;
  }
  graph.updates = Updates::Never;
  char note[160];
  std::snprintf(note, sizeof(note),
                "new shapes are launched: it took %.3f ms a run against "
                "%.3f ms for updating the graph",
                launch, update);
  graph.note = note;
}

/// After a successful eager run with a graph key: the next run with this
/// key is captured.
void rememberWarmRun(Run &run,
                     const std::vector<std::unique_ptr<MlcTensor>> &results) {
  MlcModel::GraphState &graph = run.model.graph;
  graph.warm.remove_if(
      [&](const MlcModel::WarmRun &w) { return w.key == run.key; });
  MlcModel::WarmRun &warm = graph.warm.emplace_front();
  warm.key = run.key;
  warm.family = run.family;
  warm.kernels =
      mlc::runtime::CudaBackend::getThreadLaunchCount() - run.launchesBefore;
  for (const std::unique_ptr<MlcTensor> &result : results)
    warm.outputBytes += static_cast<int64_t>(result->numBytes);
  while (graph.warm.size() > 2 * graph.capacity)
    graph.warm.pop_back();
}

MlcStatus runModel(MlcModel *model, const MlcTensor *const *inputs,
                   int64_t numInputs, MlcTensor **outputs, int64_t numOutputs,
                   OutputPlace place) {
  Run run(*model, inputs, numInputs, place);
  if (MlcStatus status = checkInputs(run, numOutputs))
    return status;
  if (run.metadata.target == "cuda") {
    if (MlcStatus status = prepareCuda(*model, run.cuda))
      return status;
    clearLastCudaError();
  }
  std::unique_lock<std::mutex> paramsGuard = bindParams(*model, run.cuda);
  chooseMode(run);
  if (run.mode != Mode::Eager)
    if (MlcStatus status = prepareGraph(run))
      return status;
  run.startTime = Clock::now();
  if (run.cuda)
    if (int32_t rc = run.cuda->recordEvent(model->events[0]))
      return cudaFail(rc);
  if (MlcStatus status = bindInputs(run))
    return status;

  execute(run);
  std::vector<std::unique_ptr<MlcTensor>> results;
  if (MlcStatus status = collectOutputs(run, runStatus(run), results))
    return status;
  if (MlcStatus status = recordTimes(run))
    return status;
  if (run.trial != Run::Trial::None)
    recordTrial(run);
  if (run.mode == Mode::Eager && !run.key.empty())
    rememberWarmRun(run, results);
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
