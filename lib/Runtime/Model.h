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
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace mlc::runtime {
/// Counts the models loaded from one artifact handle (dlopen hands out one
/// handle per file); the last one released frees what the artifact keeps on
/// the device (MLC_ARTIFACT_RELEASE_DEVICE_SYMBOL) before its dlclose.
void retainArtifact(void *handle);
void releaseArtifact(void *handle);
} // namespace mlc::runtime

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
  /// Brackets each run (guardedRun); null for artifacts without it.
  MlcArtifactRunScopeFn runScope = nullptr;
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

  /// The CUDA graphs of a cuda model's runs (mlcModelSetCudaGraphs): one
  /// is made from the second run with a key (input shapes and devices, and
  /// the addresses of device inputs) after a successful one, and replayed
  /// by every later run with that key. A run with a new key of the same
  /// family (input devices and ranks, which inputs are staged) may update
  /// the family's least recently used graph in place and replay it (a
  /// decoder's every step has a new cache length; see Updates); the first
  /// run of a new key whose family ran before is then captured.
  /// One captured graph: the key it replays (input shapes and devices, and
  /// the addresses of device inputs) and its family, the fixed device
  /// copies of its host inputs (and their bytes), and its output
  /// descriptors.
  struct GraphEntry {
    std::vector<int64_t> key, family;
    mlc::runtime::CudaGraph graph;
    std::vector<void *> inputBuffers;
    std::vector<int64_t> inputBytes;
    std::vector<std::vector<int64_t>> outputs;
  };
  /// A successful eager run with a key: the next run with it is captured.
  struct WarmRun {
    std::vector<int64_t> key, family;
    int64_t kernels = 0;     ///< Launches of that run.
    int64_t outputBytes = 0; ///< Its outputs' bytes.
  };
  struct GraphState {
    bool enabled = true;
    bool unsupported = false; ///< The host program cannot be captured.
    std::string note;         ///< Why runs are not captured.
    int failures = 0;         ///< Failed captures (two: unsupported).
    /// Whether graphs are updated for new keys. An update runs the host
    /// program to set the graph's nodes, then launches the graph: it saves
    /// the launches' cost but no longer overlaps the host's work with the
    /// device's, so it pays off only where launching is slower than the
    /// device. Trial: the first four runs that could update are timed, two
    /// launching and then two updating, and the faster (best of two) stays.
    /// $MLC_CUDA_GRAPH_UPDATE=1: Always, =0: Never; Never too after two
    /// failed updates.
    enum class Updates { Trial, Always, Never } updates = Updates::Trial;
    int updateFailures = 0;
    std::vector<double> trialLaunchMs, trialUpdateMs;
    /// The graphs, most recently used first; at most `capacity`
    /// ($MLC_CUDA_GRAPH_CACHE, default 8): a model run at many shapes
    /// (a decoder's growing cache) keeps the graphs of the latest ones.
    std::list<GraphEntry> cache;
    size_t capacity = 8;
    std::list<WarmRun> warm; ///< Most recent first, at most 2 x capacity.
    bool replayed = false;
    int64_t captures = 0, replays = 0, evictions = 0, updated = 0;
  } graph;

  /// Releases a graph and its input buffers.
  void releaseGraph(GraphEntry &entry) {
    if (cuda) {
      cuda->releaseGraph(entry.graph);
      for (void *block : entry.inputBuffers)
        if (block)
          cuda->free(block);
    }
    entry.inputBuffers.clear();
  }
  /// Releases every graph.
  void dropGraph() {
    for (GraphEntry &entry : graph.cache)
      releaseGraph(entry);
    graph.cache.clear();
  }

  ~MlcModel() {
    dropGraph();
    if (cuda) {
      for (void *event : events)
        cuda->destroyEvent(event);
      for (void *block : deviceParams)
        cuda->free(block);
    }
    if (handle) {
      mlc::runtime::releaseArtifact(handle);
      dlclose(handle);
    }
  }
};

#endif // MLC_LIB_RUNTIME_MODEL_H
