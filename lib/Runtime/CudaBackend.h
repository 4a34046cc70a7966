//===- CudaBackend.h - the CUDA driver API, loaded at run time ---*- C++
//-*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The runtime's CUDA backend: the driver API (libcuda.so.1, or the library
// named by $MLC_CUDA_DRIVER_LIBRARY) loaded with dlopen, the primary context
// of one device ($MLC_CUDA_DEVICE, default 0) and one stream. It implements
// MlcCudaHooks (mlc-c/Artifact.h) and the device side of mlcModelRun. No
// CUDA header or library is needed to build it.
//
// Every operation returns 0 or a CUresult (or a negative MLC_CUDA_ERROR_*
// code); the message of the last failure on the calling thread is kept and
// returned by getLastCudaError().
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_CUDABACKEND_H
#define MLC_LIB_RUNTIME_CUDABACKEND_H

#include "mlc-c/Artifact.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlc::runtime {

/// CUresult values the runtime looks at.
constexpr int32_t kCudaErrorOutOfMemory = 2;
/// What a hook returns for a call it refuses while a run is being captured
/// (never a CUresult, nor one of mlc-c/Artifact.h's codes).
constexpr int32_t kCudaErrorNotCapturable = -100;

/// Why a capture failed, if it did.
enum class CaptureRefusal {
  None,
  Upload,   ///< memcpy_htod: the source may not outlive the call.
  Download, ///< memcpy_dtoh: the host needs the data now (control flow).
  Other,    ///< a free of memory from outside the run, a failed call.
};

/// One call of a captured run's host program that a later run must repeat,
/// in the same order, for the graph to be updated in place
/// (CudaBackend::beginUpdate).
struct GraphStep {
  enum Kind : uint8_t {
    Launch, ///< a kernel launch: a kernel node
    Start,  ///< a launch DAG segment's start that launched nothing
    Alloc,  ///< an allocation (from the graph's blocks)
    Free,   ///< a free (back to the graph's blocks)
    Copy,   ///< a device-to-device copy: a memcpy node
  };
  Kind kind = Launch;
  int32_t index = 0;        ///< Launch, Start: the place in the launch DAG.
  void *function = nullptr; ///< Launch: the CUfunction.
  void *node = nullptr;     ///< Launch, Copy: the CUgraphNode; null: unknown.
};

/// Device memory a graph's runs allocate from: blocks kept for the graph's
/// lifetime, handed out first fit in each run and given back by the run's
/// frees, so that a graph holds no allocation nodes and an update may
/// change every size.
struct GraphBlock {
  void *ptr = nullptr;
  int64_t capacity = 0;
  bool used = false;    ///< Allocated and not freed in the current run.
  bool touched = false; ///< Allocated in the current run.
};

/// A run captured into a CUDA graph and instantiated.
struct CudaGraph {
  void *exec = nullptr; ///< CUgraphExec; null: no graph.
  void *graph = nullptr; ///< CUgraph the exec was made from (owns the nodes).
  std::vector<GraphStep> steps;
  std::vector<GraphBlock> blocks;
  int64_t kernels = 0; ///< Kernel launches captured.
  /// Every launch's and copy's node is known and the driver can set their
  /// parameters in the exec: beginUpdate may be used.
  bool updatable = false;
};

class CudaBackend {
public:
  /// The process-wide backend, created on the first successful call (later
  /// calls return it; failures are not cached, so a later call retries). On
  /// failure returns null and sets `error`, e.g. "no CUDA driver
  /// (libcuda.so.1 not found: ...)" or "no CUDA device (...)".
  static CudaBackend *get(std::string &error);

  /// The backend if one was created, else null (never initializes).
  static CudaBackend *getIfInitialized();

  /// The hooks handed to cuda artifacts (valid for the process lifetime).
  const MlcCudaHooks *getHooks() const;

  /// The CUstream all work is issued on.
  void *getStream() const;

  /// "NVIDIA H200 (sm_90, 132 SMs, device 0, driver 13.0)".
  const std::string &getDescription() const;

  // Device memory and copies, all on the backend's stream. `bytes` == 0 is a
  // no-op (alloc returns null). dtoh waits for the stream.
  int32_t alloc(int64_t bytes, void **devicePtr);
  int32_t free(void *devicePtr);
  int32_t copyHostToDevice(void *dst, const void *src, int64_t bytes);
  int32_t copyDeviceToHost(void *dst, const void *src, int64_t bytes);
  int32_t copyDeviceToDevice(void *dst, const void *src, int64_t bytes);
  int32_t memsetZero(void *devicePtr, int64_t bytes);
  /// Waits for the stream; a failure names the last launched kernel.
  int32_t synchronize();

  // CUDA graphs. A run of an artifact's host program is captured (stream
  // capture on a stream of its own, so nothing another thread issues gets
  // in) and replayed with one launch. While this thread captures, the hooks
  // record allocations, frees, device copies and launches, and refuse host
  // copies (kCudaErrorNotCapturable; endCapture says why).

  /// Whether captures can be made: the driver has the graph API and the
  /// stream-ordered allocator, and MLC_CUDA_SYNC_LAUNCHES is off.
  bool canCaptureGraphs() const;
  /// Starts capturing this thread's hook calls into `graph` (empty).
  int32_t beginCapture(CudaGraph &graph);
  /// Ends this thread's capture; when `keep` (the run succeeded) and nothing
  /// was refused, instantiates it into `graph`. `refusal` says what was
  /// refused. Returns 0 or the failing CUresult (then `graph` is released).
  int32_t endCapture(bool keep, CudaGraph &graph, CaptureRefusal &refusal);
  /// Starts updating `graph` (updatable) in place: until endUpdate, this
  /// thread's hook calls launch and copy nothing but set the parameters of
  /// the graph's nodes, in the order they were captured; allocations come
  /// from the graph's blocks.
  int32_t beginUpdate(CudaGraph &graph);
  /// Ends this thread's update. Returns 0 when the run (`keep`: it
  /// succeeded) made the same calls as the captured one, so `graph` now
  /// replays it; otherwise sets `why`, and `graph` must be released.
  int32_t endUpdate(bool keep, CudaGraph &graph, std::string &why);
  /// Launches `graph` on the stream.
  int32_t launchGraph(CudaGraph &graph);
  /// Waits for the stream, frees the graph's blocks and destroys it.
  void releaseGraph(CudaGraph &graph);
  /// Kernels launched (or captured) by the calling thread so far.
  static int64_t getThreadLaunchCount();

  // Events for timing (on the stream).
  int32_t createEvent(void **event);
  void destroyEvent(void *event);
  int32_t recordEvent(void *event);
  /// Milliseconds between two recorded events (waits for `stop`).
  int32_t elapsedMillis(void *start, void *stop, float *millis);

  struct Impl;

private:
  explicit CudaBackend(Impl *impl) : impl(impl) {}
  Impl *impl;
};

/// The message of the last failed CUDA operation on this thread ("" if
/// none since clearLastCudaError()).
const std::string &getLastCudaError();
void clearLastCudaError();

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_CUDABACKEND_H
