//===- Model.h - a loaded model ---------------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// MlcModel (mlc-c/Runtime.h): a loaded artifact, its metadata and
// parameters, and the state its runs keep (CUDA events, the CUDA graph).
// Loading is Model.cpp, running Run.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_MODEL_H
#define MLC_LIB_RUNTIME_MODEL_H

#include "mlc-c/Artifact.h"
#include "mlc-c/Runtime.h"

#include "CudaBackend.h"
#include "Metadata.h"
#include "Params.h"

#include <cstdint>
#include <dlfcn.h>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

struct MlcModel {
  std::string path;
  void *handle = nullptr;
  std::string metadataText;
  mlc::runtime::ArtifactMetadata metadata;
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

#endif // MLC_LIB_RUNTIME_MODEL_H
