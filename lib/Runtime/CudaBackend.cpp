//===- CudaBackend.cpp - the CUDA driver API, loaded at run time ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "CudaBackend.h"
#include "BranchScheduler.h"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <memory>
#include <mutex>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

using namespace mlc::runtime;

//===----------------------------------------------------------------------===//
// The few driver API declarations we need (values as in CUDA's cuda.h)
//===----------------------------------------------------------------------===//

namespace {
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUmemoryPool = struct CUmemPoolHandle_st *;
using CUgraph = struct CUgraph_st *;
using CUgraphExec = struct CUgraphExec_st *;
using CUgraphNode = struct CUgraphNode_st *;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115;
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
constexpr int CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr int CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
constexpr unsigned CU_EVENT_DEFAULT = 0;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;
/// Capture mode: other threads and this one may make any call meanwhile; the
/// hooks themselves refuse what cannot be captured.
constexpr int CU_STREAM_CAPTURE_MODE_RELAXED = 2;
/// cuLaunchKernelEx's configuration (CUDA 12.0+): the layout of cuda.h's
/// CUlaunchConfig and CUlaunchAttribute (an id padded to 8 bytes, a value
/// union of 64).
constexpr int CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6;
struct CUlaunchAttribute {
  int id;
  char pad[8 - sizeof(int)];
  union {
    char bytes[64];
    int programmaticStreamSerializationAllowed;
  } value;
};
struct CUlaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
};
/// cuda.h's CUDA_KERNEL_NODE_PARAMS (v2) and CUDA_MEMCPY3D, for updating the
/// nodes of an instantiated graph.
struct CUDA_KERNEL_NODE_PARAMS {
  CUfunction func;
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  void **kernelParams;
  void **extra;
  void *kern;
  CUcontext ctx;
};
struct CUDA_MEMCPY3D {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  int srcMemoryType;
  const void *srcHost;
  CUdeviceptr srcDevice;
  void *srcArray, *reserved0;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  int dstMemoryType;
  void *dstHost;
  CUdeviceptr dstDevice;
  void *dstArray, *reserved1;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
};
constexpr int CU_MEMORYTYPE_DEVICE = 2;
constexpr int CU_STREAM_CAPTURE_STATUS_ACTIVE = 1;
/// A kernel module whose kernels wait for their predecessors themselves
/// (KernelToGPU.cpp, addGridDependencyControl) defines this global.
constexpr const char *kGridDependenciesSymbol = "mlc_grid_dependencies";
/// A graph allocation that the graph does not free (a model output) is freed
/// when the graph is launched again: outputs keep one address over replays.
constexpr unsigned long long CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH =
    1;
constexpr int kDefaultSharedLimit = 48 * 1024;

/// The entry points, resolved with dlsym. Optional ones may be null.
struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDriverGetVersion)(int *);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *,
                                 void **);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuModuleUnload)(CUmodule) = nullptr; // optional
  CUresult (*cuFuncSetAttribute)(CUfunction, int, int);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, CUstream, void **,
                             void **);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr, const void *, size_t, CUstream);
  CUresult (*cuMemcpyDtoHAsync)(void *, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemsetD8Async)(CUdeviceptr, unsigned char, size_t, CUstream);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuEventElapsedTime)(float *, CUevent, CUevent);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  // Optional: the stream-ordered allocator (CUDA 11.2+).
  CUresult (*cuMemAllocAsync)(CUdeviceptr *, size_t, CUstream);
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUstream);
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool *, CUdevice);
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool, int, void *);
  // Optional: CUDA graphs through stream capture (CUDA 11.4+).
  CUresult (*cuStreamBeginCapture)(CUstream, int);
  CUresult (*cuStreamEndCapture)(CUstream, CUgraph *);
  CUresult (*cuGraphInstantiateWithFlags)(CUgraphExec *, CUgraph,
                                          unsigned long long);
  CUresult (*cuGraphLaunch)(CUgraphExec, CUstream);
  CUresult (*cuGraphExecDestroy)(CUgraphExec);
  CUresult (*cuGraphDestroy)(CUgraph);
  // Optional: independent launches on side streams (fork/join with events).
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  // Optional: programmatic dependent launch (CUDA 12.0+).
  CUresult (*cuLaunchKernelEx)(const CUlaunchConfig *, CUfunction, void **,
                               void **);
  CUresult (*cuModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule,
                                const char *);
  // Optional: updating an instantiated graph in place (CUDA 12.3+).
  CUresult (*cuStreamGetCaptureInfo)(CUstream, int *, uint64_t *, CUgraph *,
                                     const CUgraphNode **, const void **,
                                     size_t *);
  CUresult (*cuGraphExecKernelNodeSetParams)(CUgraphExec, CUgraphNode,
                                             const CUDA_KERNEL_NODE_PARAMS *);
  CUresult (*cuGraphExecMemcpyNodeSetParams)(CUgraphExec, CUgraphNode,
                                             const CUDA_MEMCPY3D *, CUcontext);
};

/// What the calling thread is capturing (CudaBackend::beginCapture): the
/// hooks issue their work on the capture stream, record their calls as the
/// graph's steps, allocate from the graph's blocks, and refuse what a
/// replay could not repeat.
struct Capture {
  CudaGraph *graph = nullptr;
  CaptureRefusal refusal = CaptureRefusal::None;
};
thread_local Capture *activeCapture = nullptr;

/// What the calling thread is updating (CudaBackend::beginUpdate): each hook
/// call must repeat the graph's next step, and sets its node's parameters
/// instead of issuing work.
struct Update {
  CudaGraph *graph = nullptr;
  size_t next = 0;      ///< The step the next call repeats.
  std::string mismatch; ///< Why the run does not repeat the capture.
};
thread_local Update *activeUpdate = nullptr;

/// The graph whose blocks this thread's allocations come from, if any.
CudaGraph *recordingGraph() {
  return activeCapture ? activeCapture->graph
         : activeUpdate ? activeUpdate->graph
                        : nullptr;
}

/// The calling thread's side streams and events for launches that carry
/// their place in the launch DAG (BranchScheduler.h). Per thread, like a
/// capture: another thread's runs never wait on this one's work. Never
/// freed: the driver may be gone by the time thread-local destructors run.
struct Branches {
  explicit Branches(int numStreams) : scheduler(numStreams) {}
  mlc::runtime::BranchScheduler scheduler;
  std::vector<CUstream> side;      ///< [s - 1]: side stream s.
  std::vector<CUevent> joinEvents; ///< [s - 1]: side stream s's join.
  std::vector<CUevent> slotEvents; ///< By launch index in the segment.
  CUevent fork = nullptr;
  std::vector<mlc::runtime::BranchScheduler::Step> steps;
};
thread_local Branches *threadBranches = nullptr;
thread_local int64_t threadLaunches = 0;

thread_local std::string lastCudaError;
/// The failure lastCudaError reports when that message names a kernel. A
/// kernel fault is sticky: the calls after it (the frees of an artifact's
/// cleanup, say) fail the same way, and their messages must not hide the
/// kernel's.
thread_local CUresult lastKernelFault = CUDA_SUCCESS;

CUdeviceptr toDevice(const void *ptr) {
  return static_cast<CUdeviceptr>(reinterpret_cast<uintptr_t>(ptr));
}
void *fromDevice(CUdeviceptr ptr) {
  return reinterpret_cast<void *>(static_cast<uintptr_t>(ptr));
}
} // namespace

struct CudaBackend::Impl {
  void *library = nullptr;
  Driver driver = {};
  CUdevice device = 0;
  int ordinal = 0;
  CUcontext context = nullptr;
  CUstream stream = nullptr;
  /// The stream captures are made on (created with the first capture): a
  /// run captured there cannot pick up work another thread issues meanwhile
  /// on `stream`.
  CUstream captureStream = nullptr;
  bool useAsyncAlloc = false;
  bool syncLaunches = false;
  /// Kernels of modules that define mlc_grid_dependencies are launched with
  /// programmatic stream serialization (MLC_CUDA_PDL=0: never).
  bool gridDependencies = false;
  /// Streams a thread's launches may use at once (MLC_CUDA_BRANCH_STREAMS,
  /// default 4; 1: every launch in order on the one stream).
  int branchStreams = 1;
  std::string description;
  MlcCudaHooks hooks = {};

  std::mutex mutex; // Guards the members below.
  std::unordered_map<CUfunction, int> sharedLimits;
  std::unordered_set<CUmodule> dependentModules;   // define the symbol
  std::unordered_set<CUfunction> dependentKernels; // looked up in those
  // The kernels looked up in each module: what is known of them goes when
  // the module is unloaded (a later module's kernel may get the same handle).
  std::unordered_map<CUmodule, std::vector<CUfunction>> moduleKernels;
  std::string lastKernel;

  /// "CUDA_ERROR_X: text".
  std::string describe(CUresult result) const {
    const char *name = nullptr, *text = nullptr;
    if (driver.cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
      name = nullptr;
    if (driver.cuGetErrorString(result, &text) != CUDA_SUCCESS || !text)
      text = nullptr;
    std::string out = name ? name : "CUDA error " + std::to_string(result);
    if (text)
      out += std::string(": ") + text;
    return out;
  }

  /// Records "CUDA error <context>: <describe(result)>" and returns result.
  CUresult fail(CUresult result, const std::string &context,
                bool namesKernel = false) {
    if (!namesKernel && result == lastKernelFault && !lastCudaError.empty())
      return result;
    lastCudaError = "CUDA error " + context + ": " + describe(result);
    lastKernelFault = namesKernel ? result : CUDA_SUCCESS;
    return result;
  }

  /// Makes the primary context current on the calling thread.
  CUresult bind() {
    thread_local CUcontext bound = nullptr;
    if (bound == context)
      return CUDA_SUCCESS;
    CUresult result = driver.cuCtxSetCurrent(context);
    if (result != CUDA_SUCCESS)
      return fail(result, "in cuCtxSetCurrent");
    bound = context;
    return CUDA_SUCCESS;
  }

  /// The stream this thread's work goes to.
  CUstream current() const { return activeCapture ? captureStream : stream; }

  /// Stream `s` of the calling thread's branches (0: current()).
  CUstream streamOf(int s) const {
    return s == 0 ? current() : threadBranches->side[s - 1];
  }

  /// The calling thread's branches, made on first use; null with an error
  /// recorded on failure.
  Branches *branches(CUresult &result) {
    result = CUDA_SUCCESS;
    if (threadBranches)
      return threadBranches;
    auto *made = new Branches(branchStreams);
    for (int s = 1; s < branchStreams && result == CUDA_SUCCESS; ++s) {
      CUstream side = nullptr;
      CUevent join = nullptr;
      result = driver.cuStreamCreate(&side, CU_STREAM_NON_BLOCKING);
      if (result == CUDA_SUCCESS)
        made->side.push_back(side);
      if (result == CUDA_SUCCESS)
        result = driver.cuEventCreate(&join, CU_EVENT_DISABLE_TIMING);
      if (result == CUDA_SUCCESS)
        made->joinEvents.push_back(join);
    }
    if (result == CUDA_SUCCESS)
      result = driver.cuEventCreate(&made->fork, CU_EVENT_DISABLE_TIMING);
    if (result != CUDA_SUCCESS) {
      // What was made stays with the driver (a few handles, once).
      delete made;
      fail(result, "creating the streams for independent launches");
      return nullptr;
    }
    return threadBranches = made;
  }

  /// Performs the scheduler's steps with the driver.
  CUresult perform(Branches &b) {
    using Step = mlc::runtime::BranchScheduler::Step;
    for (const Step &step : b.steps) {
      CUresult result = CUDA_SUCCESS;
      switch (step.kind) {
      case Step::RecordSlot:
        while (b.slotEvents.size() <= static_cast<size_t>(step.slot) &&
               result == CUDA_SUCCESS) {
          CUevent event = nullptr;
          result = driver.cuEventCreate(&event, CU_EVENT_DISABLE_TIMING);
          if (result == CUDA_SUCCESS)
            b.slotEvents.push_back(event);
        }
        if (result == CUDA_SUCCESS)
          result = driver.cuEventRecord(b.slotEvents[step.slot],
                                        streamOf(step.stream));
        break;
      case Step::WaitSlot:
        result = driver.cuStreamWaitEvent(streamOf(step.stream),
                                          b.slotEvents[step.slot], 0);
        break;
      case Step::RecordFork:
        result = driver.cuEventRecord(b.fork, streamOf(0));
        break;
      case Step::WaitFork:
        result = driver.cuStreamWaitEvent(streamOf(step.stream), b.fork, 0);
        break;
      case Step::Join:
        result = driver.cuEventRecord(b.joinEvents[step.stream - 1],
                                      streamOf(step.stream));
        if (result == CUDA_SUCCESS)
          result = driver.cuStreamWaitEvent(
              streamOf(0), b.joinEvents[step.stream - 1], 0);
        break;
      }
      if (result != CUDA_SUCCESS)
        return fail(result, "ordering launches across streams");
    }
    return CUDA_SUCCESS;
  }

  /// Orders all of this thread's side-stream work before what comes next
  /// on current() (every operation but a launch with a DAG place).
  CUresult joinBranches() {
    if (!threadBranches)
      return CUDA_SUCCESS;
    threadBranches->scheduler.barrier(threadBranches->steps);
    return perform(*threadBranches);
  }

  /// A hook call that a graph could not replay: refused while capturing
  /// (or updating: then the update fails).
  CUresult refuse(CaptureRefusal why, const char *what) {
    if (activeUpdate) {
      if (activeUpdate->mismatch.empty())
        activeUpdate->mismatch = what;
    } else {
      activeCapture->refusal = why;
    }
    lastCudaError = std::string("CUDA graph capture: ") + what;
    lastKernelFault = CUDA_SUCCESS;
    return kCudaErrorNotCapturable;
  }

  /// While updating: the graph's next step when it is the one this call
  /// makes (`kind`, and for a launch its kernel and place in the DAG), else
  /// null with the mismatch recorded.
  GraphStep *expect(GraphStep::Kind kind, void *function = nullptr,
                    int32_t index = 0) {
    Update &update = *activeUpdate;
    if (!update.mismatch.empty())
      return nullptr;
    std::vector<GraphStep> &steps = update.graph->steps;
    if (update.next < steps.size()) {
      GraphStep &step = steps[update.next];
      if (step.kind == kind && step.function == function &&
          step.index == index) {
        ++update.next;
        return &step;
      }
    }
    update.mismatch = "call " + std::to_string(update.next) +
                      " of the host program is not the captured run's";
    return nullptr;
  }

  /// The node the last call on capturing stream `s` added, or null.
  CUgraphNode capturedNode(CUstream s) {
    if (!driver.cuStreamGetCaptureInfo)
      return nullptr;
    int status = 0;
    const CUgraphNode *nodes = nullptr;
    const void *edges = nullptr;
    size_t count = 0;
    if (driver.cuStreamGetCaptureInfo(s, &status, nullptr, nullptr, &nodes,
                                      &edges, &count) != CUDA_SUCCESS ||
        status != CU_STREAM_CAPTURE_STATUS_ACTIVE || count != 1)
      return nullptr;
    return nodes[0];
  }

  /// An allocation from `graph`'s blocks: the first free one that is big
  /// enough, else a new one with room to grow (a decoder's buffers grow a
  /// row a step) that replaces a block no call of this run has used.
  CUresult allocFromGraph(CudaGraph &graph, int64_t bytes, CUdeviceptr &out) {
    for (GraphBlock &block : graph.blocks)
      if (!block.used && block.capacity >= bytes) {
        block.used = block.touched = true;
        out = toDevice(block.ptr);
        return CUDA_SUCCESS;
      }
    int64_t capacity = (bytes + bytes / 8 + 255) / 256 * 256;
    CUdeviceptr ptr = 0;
    CUresult result = driver.cuMemAllocAsync(
        &ptr, static_cast<size_t>(capacity), stream);
    if (result != CUDA_SUCCESS)
      return fail(result, "allocating " + std::to_string(bytes) +
                              " bytes of device memory");
    GraphBlock made{fromDevice(ptr), capacity, true, true};
    auto spare = std::find_if(graph.blocks.begin(), graph.blocks.end(),
                              [](const GraphBlock &b) { return !b.touched; });
    if (spare == graph.blocks.end()) {
      graph.blocks.push_back(made);
    } else {
      // After the earlier launches of the graph that use it.
      driver.cuMemFreeAsync(toDevice(spare->ptr), stream);
      *spare = made;
    }
    out = ptr;
    return CUDA_SUCCESS;
  }

  /// Frees every block of `graph` (after its launches).
  void releaseBlocks(CudaGraph &graph) {
    for (GraphBlock &block : graph.blocks)
      driver.cuMemFreeAsync(toDevice(block.ptr), stream);
    graph.blocks.clear();
  }

  CUresult badArgument(const std::string &what) {
    lastCudaError = "CUDA error: invalid argument: " + what;
    lastKernelFault = CUDA_SUCCESS;
    return MLC_CUDA_ERROR_INVALID_ARGUMENT;
  }
};

//===----------------------------------------------------------------------===//
// Initialization
//===----------------------------------------------------------------------===//

namespace {
std::mutex initMutex;
// Never destroyed: the driver may be gone by the time static destructors run.
CudaBackend *instance = nullptr;
CudaBackend::Impl *instanceImpl = nullptr; // instance's, for the hooks.

/// Loads the library and resolves the entry points; returns "" or an error.
std::string loadDriver(CudaBackend::Impl &impl) {
  const char *override = std::getenv("MLC_CUDA_DRIVER_LIBRARY");
  std::string path = override && *override ? override : "libcuda.so.1";
  impl.library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!impl.library) {
    const char *why = dlerror();
    return "no CUDA driver (" + path + " not found" +
           (why ? std::string(": ") + why : std::string()) + ")";
  }
  std::string missing;
  auto resolve = [&](auto &fn, const char *name, const char *fallback,
                     bool optional) {
    void *symbol = dlsym(impl.library, name);
    if (!symbol && fallback)
      symbol = dlsym(impl.library, fallback);
    if (!symbol && !optional)
      missing += (missing.empty() ? "" : ", ") + std::string(name);
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(symbol);
  };
  Driver &d = impl.driver;
#define MLC_RESOLVE(fn, name) resolve(d.fn, name, nullptr, false)
  MLC_RESOLVE(cuInit, "cuInit");
  MLC_RESOLVE(cuDriverGetVersion, "cuDriverGetVersion");
  MLC_RESOLVE(cuDeviceGetCount, "cuDeviceGetCount");
  MLC_RESOLVE(cuDeviceGet, "cuDeviceGet");
  MLC_RESOLVE(cuDeviceGetName, "cuDeviceGetName");
  MLC_RESOLVE(cuDeviceGetAttribute, "cuDeviceGetAttribute");
  MLC_RESOLVE(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  MLC_RESOLVE(cuCtxSetCurrent, "cuCtxSetCurrent");
  MLC_RESOLVE(cuStreamCreate, "cuStreamCreate");
  MLC_RESOLVE(cuStreamSynchronize, "cuStreamSynchronize");
  MLC_RESOLVE(cuModuleLoadDataEx, "cuModuleLoadDataEx");
  MLC_RESOLVE(cuModuleGetFunction, "cuModuleGetFunction");
  MLC_RESOLVE(cuFuncSetAttribute, "cuFuncSetAttribute");
  MLC_RESOLVE(cuLaunchKernel, "cuLaunchKernel");
  MLC_RESOLVE(cuMemAlloc, "cuMemAlloc_v2");
  MLC_RESOLVE(cuMemFree, "cuMemFree_v2");
  MLC_RESOLVE(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2");
  MLC_RESOLVE(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2");
  MLC_RESOLVE(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2");
  MLC_RESOLVE(cuMemsetD8Async, "cuMemsetD8Async");
  MLC_RESOLVE(cuEventCreate, "cuEventCreate");
  MLC_RESOLVE(cuEventDestroy, "cuEventDestroy_v2");
  MLC_RESOLVE(cuEventRecord, "cuEventRecord");
  MLC_RESOLVE(cuEventSynchronize, "cuEventSynchronize");
  MLC_RESOLVE(cuGetErrorName, "cuGetErrorName");
  MLC_RESOLVE(cuGetErrorString, "cuGetErrorString");
#undef MLC_RESOLVE
  resolve(d.cuEventElapsedTime, "cuEventElapsedTime_v2", "cuEventElapsedTime",
          false);
  resolve(d.cuModuleUnload, "cuModuleUnload", nullptr, true);
  resolve(d.cuMemAllocAsync, "cuMemAllocAsync", nullptr, true);
  resolve(d.cuMemFreeAsync, "cuMemFreeAsync", nullptr, true);
  resolve(d.cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool", nullptr,
          true);
  resolve(d.cuMemPoolSetAttribute, "cuMemPoolSetAttribute", nullptr, true);
  resolve(d.cuStreamBeginCapture, "cuStreamBeginCapture_v2", nullptr, true);
  resolve(d.cuStreamEndCapture, "cuStreamEndCapture", nullptr, true);
  resolve(d.cuGraphInstantiateWithFlags, "cuGraphInstantiateWithFlags", nullptr,
          true);
  resolve(d.cuGraphLaunch, "cuGraphLaunch", nullptr, true);
  resolve(d.cuGraphExecDestroy, "cuGraphExecDestroy", nullptr, true);
  resolve(d.cuGraphDestroy, "cuGraphDestroy", nullptr, true);
  resolve(d.cuStreamWaitEvent, "cuStreamWaitEvent", nullptr, true);
  resolve(d.cuLaunchKernelEx, "cuLaunchKernelEx", nullptr, true);
  resolve(d.cuModuleGetGlobal, "cuModuleGetGlobal_v2", nullptr, true);
  resolve(d.cuStreamGetCaptureInfo, "cuStreamGetCaptureInfo_v3", nullptr,
          true);
  resolve(d.cuGraphExecKernelNodeSetParams,
          "cuGraphExecKernelNodeSetParams_v2", nullptr, true);
  resolve(d.cuGraphExecMemcpyNodeSetParams, "cuGraphExecMemcpyNodeSetParams",
          nullptr, true);
  if (!missing.empty())
    return "no usable CUDA driver (" + path + " lacks " + missing + ")";
  return "";
}

/// Brings up device, context, stream and allocator; returns "" or an error.
std::string initDevice(CudaBackend::Impl &impl) {
  Driver &d = impl.driver;
  CUresult result = d.cuInit(0);
  if (result == CUDA_ERROR_NO_DEVICE)
    return "no CUDA device (cuInit: " + impl.describe(result) + ")";
  if (result != CUDA_SUCCESS)
    return "cannot initialize CUDA (cuInit: " + impl.describe(result) + ")";
  int count = 0;
  result = d.cuDeviceGetCount(&count);
  if (result != CUDA_SUCCESS)
    return "cannot count CUDA devices: " + impl.describe(result);
  if (count == 0)
    return "no CUDA device";

  impl.ordinal = 0;
  if (const char *env = std::getenv("MLC_CUDA_DEVICE"); env && *env) {
    char *end = nullptr;
    long value = std::strtol(env, &end, 10);
    if (*end != '\0' || value < 0 || value >= count)
      return "MLC_CUDA_DEVICE=" + std::string(env) +
             " is not a CUDA device ordinal (there " +
             (count == 1 ? "is 1 device"
                         : "are " + std::to_string(count) + " devices") +
             ")";
    impl.ordinal = static_cast<int>(value);
  }
  if ((result = d.cuDeviceGet(&impl.device, impl.ordinal)) != CUDA_SUCCESS)
    return "cannot get CUDA device " + std::to_string(impl.ordinal) + ": " +
           impl.describe(result);
  if ((result = d.cuDevicePrimaryCtxRetain(&impl.context, impl.device)) !=
      CUDA_SUCCESS)
    return "cannot create a CUDA context: " + impl.describe(result);
  if ((result = d.cuCtxSetCurrent(impl.context)) != CUDA_SUCCESS)
    return "cannot use the CUDA context: " + impl.describe(result);
  if ((result = d.cuStreamCreate(&impl.stream, CU_STREAM_NON_BLOCKING)) !=
      CUDA_SUCCESS)
    return "cannot create a CUDA stream: " + impl.describe(result);

  // The stream-ordered allocator with a pool that keeps its memory: output
  // and input buffers are reused across runs without cuMemAlloc/cuMemFree.
  int pools = 0;
  if (d.cuMemAllocAsync && d.cuMemFreeAsync && d.cuDeviceGetDefaultMemPool &&
      d.cuMemPoolSetAttribute &&
      d.cuDeviceGetAttribute(&pools, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED,
                             impl.device) == CUDA_SUCCESS &&
      pools) {
    CUmemoryPool pool = nullptr;
    uint64_t threshold = UINT64_MAX;
    impl.useAsyncAlloc =
        d.cuDeviceGetDefaultMemPool(&pool, impl.device) == CUDA_SUCCESS &&
        d.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                                &threshold) == CUDA_SUCCESS;
  }
  if (const char *env = std::getenv("MLC_CUDA_SYNC_LAUNCHES"))
    impl.syncLaunches = *env && std::strcmp(env, "0") != 0;
  impl.branchStreams = 4;
  if (const char *env = std::getenv("MLC_CUDA_BRANCH_STREAMS"); env && *env) {
    char *end = nullptr;
    long value = std::strtol(env, &end, 10);
    if (*end != '\0' || value < 1 || value > 64)
      return "MLC_CUDA_BRANCH_STREAMS=" + std::string(env) +
             " is not a stream count in [1, 64]";
    impl.branchStreams = static_cast<int>(value);
  }
  // Checking each launch needs them in order on the stream it synchronizes.
  if (impl.syncLaunches || !d.cuStreamWaitEvent)
    impl.branchStreams = 1;
  impl.gridDependencies = d.cuLaunchKernelEx && d.cuModuleGetGlobal;
  if (const char *env = std::getenv("MLC_CUDA_PDL"))
    impl.gridDependencies &= !(*env && std::strcmp(env, "0") == 0);

  char name[256] = "unknown device";
  d.cuDeviceGetName(name, sizeof(name), impl.device);
  int major = 0, minor = 0, sms = 0, version = 0;
  d.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                         impl.device);
  d.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                         impl.device);
  d.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                         impl.device);
  d.cuDriverGetVersion(&version);
  impl.description = std::string(name) + " (sm_" + std::to_string(major) +
                     std::to_string(minor) + ", " + std::to_string(sms) +
                     " SMs, device " + std::to_string(impl.ordinal) +
                     ", driver " + std::to_string(version / 1000) + "." +
                     std::to_string(version % 1000 / 10) + ")";
  return "";
}

//===----------------------------------------------------------------------===//
// The hooks (mlc-c/Artifact.h)
//===----------------------------------------------------------------------===//

// Hooks are only handed out once the instance exists.
CudaBackend::Impl &hookImpl() { return *instanceImpl; }

/// Whether a module image may define `symbol`: false when the name is
/// nowhere in the PTX text or ELF cubin (a fat binary is not looked into),
/// so that the driver is not asked for a symbol that is not there (a failed
/// call, which compute-sanitizer reports as an error).
bool mayDefine(const void *image, const char *symbol) {
  const auto *bytes = static_cast<const unsigned char *>(image);
  size_t size = 0;
  if (std::memcmp(bytes, "\x7f" "ELF", 4) == 0 && bytes[4] == 2) {
    // ELF64: the image ends with its section or program header table.
    auto field = [&](size_t offset, size_t width) {
      uint64_t value = 0;
      std::memcpy(&value, bytes + offset, width); // little-endian hosts
      return static_cast<size_t>(value);
    };
    size = std::max(field(0x28, 8) + field(0x3c, 2) * field(0x3a, 2),
                    field(0x20, 8) + field(0x38, 2) * field(0x36, 2));
  } else if (std::memcmp(bytes, "\x50\xed\x55\xba", 4) == 0) {
    return true; // a fat binary: not looked into
  } else {
    size = std::strlen(static_cast<const char *>(image)); // PTX
  }
  std::string_view text(reinterpret_cast<const char *>(bytes), size);
  return text.find(symbol) != std::string_view::npos;
}

int32_t hookModuleLoad(const void *image, void **module) {
  CudaBackend::Impl &impl = hookImpl();
  if (!image || !module)
    return impl.badArgument("module_load: null image or module");
  if (CUresult result = impl.bind())
    return result;
  char log[4096] = "";
  int options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log))};
  CUmodule loaded = nullptr;
  CUresult result =
      impl.driver.cuModuleLoadDataEx(&loaded, image, 2, options, values);
  if (result != CUDA_SUCCESS) {
    impl.fail(result, "loading a kernel module");
    log[sizeof(log) - 1] = '\0';
    if (log[0])
      lastCudaError += std::string("\n") + log;
    return result;
  }
  *module = loaded;
  CUdeviceptr symbol = 0;
  size_t symbolBytes = 0;
  if (impl.gridDependencies && mayDefine(image, kGridDependenciesSymbol) &&
      impl.driver.cuModuleGetGlobal(&symbol, &symbolBytes, loaded,
                                    kGridDependenciesSymbol) == CUDA_SUCCESS) {
    std::lock_guard<std::mutex> lock(impl.mutex);
    impl.dependentModules.insert(loaded);
  }
  return 0;
}

int32_t hookGetFunction(void *module, const char *name, void **function) {
  CudaBackend::Impl &impl = hookImpl();
  if (!module || !name || !function)
    return impl.badArgument("get_function: null module, name or function");
  if (CUresult result = impl.bind())
    return result;
  CUfunction fn = nullptr;
  CUresult result =
      impl.driver.cuModuleGetFunction(&fn, static_cast<CUmodule>(module), name);
  if (result != CUDA_SUCCESS)
    return impl.fail(result,
                     "looking up kernel '" + std::string(name) + "' in module");
  *function = fn;
  std::lock_guard<std::mutex> lock(impl.mutex);
  impl.moduleKernels[static_cast<CUmodule>(module)].push_back(fn);
  if (impl.dependentModules.count(static_cast<CUmodule>(module)))
    impl.dependentKernels.insert(fn);
  return 0;
}

int32_t hookModuleUnload(void *module) {
  CudaBackend::Impl &impl = hookImpl();
  if (!module)
    return impl.badArgument("module_unload: null module");
  if (CUresult result = impl.bind())
    return result;
  if (!impl.driver.cuModuleUnload)
    return 0; // a driver without it: the module stays (a leak, not an error)
  // Nothing in flight may still run its kernels.
  if (CUresult result = impl.driver.cuStreamSynchronize(impl.stream))
    return impl.fail(result,
                     "waiting for the stream before unloading a module");
  {
    std::lock_guard<std::mutex> lock(impl.mutex);
    impl.dependentModules.erase(static_cast<CUmodule>(module));
    auto kernels = impl.moduleKernels.find(static_cast<CUmodule>(module));
    if (kernels != impl.moduleKernels.end()) {
      for (CUfunction fn : kernels->second) {
        impl.sharedLimits.erase(fn);
        impl.dependentKernels.erase(fn);
      }
      impl.moduleKernels.erase(kernels);
    }
  }
  if (CUresult result =
          impl.driver.cuModuleUnload(static_cast<CUmodule>(module)))
    return impl.fail(result, "unloading a kernel module");
  return 0;
}

int32_t hookMemAlloc(int64_t bytes, void **ptr) {
  return CudaBackend::getIfInitialized()->alloc(bytes, ptr);
}
int32_t hookMemFree(void *ptr) {
  return CudaBackend::getIfInitialized()->free(ptr);
}
// Host copies are not captured: a replay would read host memory that may be
// gone (an upload's source), or the host needs the data now (a download,
// e.g. a loop condition), which a graph cannot give it.
int32_t hookHtoD(void *dst, const void *src, int64_t bytes) {
  if (activeCapture || activeUpdate)
    return hookImpl().refuse(CaptureRefusal::Upload,
                             "the host program uploads host data");
  return CudaBackend::getIfInitialized()->copyHostToDevice(dst, src, bytes);
}
int32_t hookDtoH(void *dst, const void *src, int64_t bytes) {
  if (activeCapture || activeUpdate)
    return hookImpl().refuse(CaptureRefusal::Download,
                             "the host program reads device memory");
  return CudaBackend::getIfInitialized()->copyDeviceToHost(dst, src, bytes);
}
int32_t hookDtoD(void *dst, const void *src, int64_t bytes) {
  return CudaBackend::getIfInitialized()->copyDeviceToDevice(dst, src, bytes);
}

/// Sets the grid, block and dynamic shared memory of a CUlaunchConfig or
/// CUDA_KERNEL_NODE_PARAMS from a launch's `dims` (grid x y z, block x y z,
/// shared bytes).
template <typename Config>
void setLaunchDims(Config &config, const unsigned (&dims)[7]) {
  config.gridDimX = dims[0];
  config.gridDimY = dims[1];
  config.gridDimZ = dims[2];
  config.blockDimX = dims[3];
  config.blockDimY = dims[4];
  config.blockDimZ = dims[5];
  config.sharedMemBytes = dims[6];
}

/// While updating: sets the kernel node of the graph's next step (a launch
/// of `fn` at DAG place `index`) to this launch.
CUresult updateLaunch(CudaBackend::Impl &impl, CUfunction fn, int32_t index,
                      const unsigned (&dims)[7], void **params,
                      const std::string &kernel) {
  GraphStep *step = impl.expect(GraphStep::Launch, fn, index);
  if (!step)
    return kCudaErrorNotCapturable;
  CUDA_KERNEL_NODE_PARAMS node = {};
  node.func = fn;
  setLaunchDims(node, dims);
  node.kernelParams = params;
  CUresult result = impl.driver.cuGraphExecKernelNodeSetParams(
      static_cast<CUgraphExec>(activeUpdate->graph->exec),
      static_cast<CUgraphNode>(step->node), &node);
  if (result != CUDA_SUCCESS) {
    activeUpdate->mismatch = "the driver cannot update kernel '" + kernel +
                             "': " + impl.describe(result);
    return kCudaErrorNotCapturable;
  }
  return CUDA_SUCCESS;
}

/// A launch; `dag`: with its place in the launch DAG (index, after), else
/// after all earlier work.
int32_t launchKernel(void *function, const char *name, int64_t gridX,
                     int64_t gridY, int64_t gridZ, int64_t blockX,
                     int64_t blockY, int64_t blockZ, int32_t sharedBytes,
                     void **params, bool dag, int32_t index,
                     const int32_t *after, int32_t numAfter) {
  CudaBackend::Impl &impl = hookImpl();
  // A negative index: in order after all earlier work (the compiler keeps
  // the launches of a program with little parallelism in order).
  bool branching = dag && index >= 0 && impl.branchStreams > 1;
  // The launch's place as a graph step records.
  int32_t place = dag ? index : INT32_MIN;
  if (dag && (gridX == 0 || gridY == 0 || gridZ == 0)) {
    // Launches nothing; a segment's start still orders what follows.
    if (!branching || index > 0)
      return 0;
    if (activeUpdate)
      return impl.expect(GraphStep::Start, nullptr, place)
                 ? 0
                 : kCudaErrorNotCapturable;
    if (CUresult result = impl.bind())
      return result;
    CUresult result = CUDA_SUCCESS;
    Branches *b = impl.branches(result);
    if (!b)
      return result;
    b->scheduler.place(index, after, numAfter, b->steps);
    if (activeCapture) {
      GraphStep &step = activeCapture->graph->steps.emplace_back();
      step.kind = GraphStep::Start;
      step.index = place;
    }
    return impl.perform(*b);
  }
  std::string kernel = name ? name : "<unnamed>";
  auto config = [&] {
    return " (grid " + std::to_string(gridX) + "x" + std::to_string(gridY) +
           "x" + std::to_string(gridZ) + ", block " + std::to_string(blockX) +
           "x" + std::to_string(blockY) + "x" + std::to_string(blockZ) + ", " +
           std::to_string(sharedBytes) + " bytes of dynamic shared memory)";
  };
  if (!function)
    return impl.badArgument("launch of kernel '" + kernel + "': null function");
  for (int64_t dim : {gridX, gridY, gridZ, blockX, blockY, blockZ})
    if (dim < 1 || dim > UINT_MAX)
      return impl.badArgument("launch of kernel '" + kernel +
                              "': bad launch dimensions" + config());
  if (sharedBytes < 0)
    return impl.badArgument("launch of kernel '" + kernel +
                            "': negative shared memory size");
  if (CUresult result = impl.bind())
    return result;
  auto fn = static_cast<CUfunction>(function);
  bool dependent = false;
  {
    std::lock_guard<std::mutex> lock(impl.mutex);
    impl.lastKernel = kernel;
    dependent = impl.dependentKernels.count(fn) != 0;
    if (sharedBytes > kDefaultSharedLimit) {
      int &limit = impl.sharedLimits[fn];
      if (limit < sharedBytes) {
        CUresult result = impl.driver.cuFuncSetAttribute(
            fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, sharedBytes);
        if (result != CUDA_SUCCESS)
          return impl.fail(result,
                           "in kernel '" + kernel + "'" + config() +
                               ": cannot allow that much shared memory",
                           /*namesKernel=*/true);
        limit = sharedBytes;
      }
    }
  }
  const unsigned dims[7] = {
      static_cast<unsigned>(gridX),  static_cast<unsigned>(gridY),
      static_cast<unsigned>(gridZ),  static_cast<unsigned>(blockX),
      static_cast<unsigned>(blockY), static_cast<unsigned>(blockZ),
      static_cast<unsigned>(sharedBytes)};
  if (activeUpdate) {
    if (CUresult result = updateLaunch(impl, fn, place, dims, params, kernel))
      return result;
    ++threadLaunches;
    return 0;
  }
  // The stream it goes on, after the waits its place in the DAG needs.
  CUstream stream = impl.current();
  Branches *b = nullptr;
  int branch = 0;
  if (branching) {
    CUresult result = CUDA_SUCCESS;
    if (!(b = impl.branches(result)))
      return result;
    branch = b->scheduler.place(index, after, numAfter, b->steps);
    if (CUresult result = impl.perform(*b))
      return result;
    stream = impl.streamOf(branch);
  } else if (CUresult result = impl.joinBranches()) {
    return result;
  }
  CUresult result;
  if (dependent) {
    // Its blocks may be scheduled while the stream's previous kernel runs:
    // the kernel waits for it (griddepcontrol.wait) before anything else.
    CUlaunchAttribute attribute = {};
    attribute.id = CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION;
    attribute.value.programmaticStreamSerializationAllowed = 1;
    CUlaunchConfig launch = {};
    setLaunchDims(launch, dims);
    launch.hStream = stream;
    launch.attrs = &attribute;
    launch.numAttrs = 1;
    result = impl.driver.cuLaunchKernelEx(&launch, fn, params, nullptr);
  } else {
    result = impl.driver.cuLaunchKernel(fn, dims[0], dims[1], dims[2],
                                        dims[3], dims[4], dims[5], dims[6],
                                        stream, params, nullptr);
  }
  if (result != CUDA_SUCCESS)
    return impl.fail(result, "in kernel '" + kernel + "'" + config(),
                     /*namesKernel=*/true);
  if (b)
    b->scheduler.launched(index, branch);
  ++threadLaunches;
  if (activeCapture) {
    GraphStep &step = activeCapture->graph->steps.emplace_back();
    step.kind = GraphStep::Launch;
    step.index = place;
    step.function = fn;
    step.node = impl.capturedNode(stream);
    ++activeCapture->graph->kernels;
    return 0;
  }
  if (impl.syncLaunches) {
    result = impl.driver.cuStreamSynchronize(impl.stream);
    if (result != CUDA_SUCCESS)
      return impl.fail(result, "in kernel '" + kernel + "'" + config(),
                       /*namesKernel=*/true);
  }
  return 0;
}

int32_t hookLaunch(void *function, const char *name, int64_t gridX,
                   int64_t gridY, int64_t gridZ, int64_t blockX, int64_t blockY,
                   int64_t blockZ, int32_t sharedBytes, void **params) {
  return launchKernel(function, name, gridX, gridY, gridZ, blockX, blockY,
                      blockZ, sharedBytes, params, /*dag=*/false, 0, nullptr,
                      0);
}

int32_t hookLaunchAfter(void *function, const char *name, int64_t gridX,
                        int64_t gridY, int64_t gridZ, int64_t blockX,
                        int64_t blockY, int64_t blockZ, int32_t sharedBytes,
                        void **params, int32_t index, const int32_t *after,
                        int32_t numAfter) {
  if (numAfter < 0 || (numAfter > 0 && !after))
    return hookImpl().badArgument("launch of kernel '" +
                                  std::string(name ? name : "<unnamed>") +
                                  "': bad dependency list");
  return launchKernel(function, name, gridX, gridY, gridZ, blockX, blockY,
                      blockZ, sharedBytes, params, /*dag=*/true, index, after,
                      numAfter);
}
} // namespace

CudaBackend *CudaBackend::get(std::string &error) {
  std::lock_guard<std::mutex> lock(initMutex);
  if (instance)
    return instance;
  Impl *impl = new (std::nothrow) Impl;
  if (!impl) {
    error = "out of memory";
    return nullptr;
  }
  error = loadDriver(*impl);
  if (error.empty())
    error = initDevice(*impl);
  if (!error.empty()) {
    // A context or stream created before the failure stays with the
    // driver; the library stays loaded (it may not unload cleanly).
    delete impl;
    return nullptr;
  }
  impl->hooks = {hookModuleLoad,  hookGetFunction, hookMemAlloc, hookMemFree,
                 hookHtoD,        hookDtoH,        hookDtoD,     hookLaunch,
                 hookLaunchAfter, hookModuleUnload};
  instanceImpl = impl;
  instance = new CudaBackend(impl);
  return instance;
}

CudaBackend *CudaBackend::getIfInitialized() {
  std::lock_guard<std::mutex> lock(initMutex);
  return instance;
}

const MlcCudaHooks *CudaBackend::getHooks() const { return &impl->hooks; }

void *CudaBackend::getStream() const { return impl->stream; }

const std::string &CudaBackend::getDescription() const {
  return impl->description;
}

int32_t CudaBackend::alloc(int64_t bytes, void **devicePtr) {
  if (bytes < 0 || !devicePtr)
    return impl->badArgument("mem_alloc of " + std::to_string(bytes) +
                             " bytes");
  CudaGraph *graph = recordingGraph();
  if (bytes == 0 && !graph) {
    *devicePtr = nullptr;
    return 0;
  }
  if (CUresult result = impl->bind())
    return result;
  if (activeUpdate) {
    if (!impl->expect(GraphStep::Alloc))
      return kCudaErrorNotCapturable;
  } else if (CUresult result = impl->joinBranches()) {
    return result;
  }
  if (activeCapture)
    graph->steps.emplace_back().kind = GraphStep::Alloc;
  CUdeviceptr ptr = 0;
  if (bytes == 0) {
    *devicePtr = nullptr;
    return 0;
  }
  if (graph) {
    if (CUresult result = impl->allocFromGraph(*graph, bytes, ptr))
      return result;
    *devicePtr = fromDevice(ptr);
    return 0;
  }
  CUresult result =
      impl->useAsyncAlloc
          ? impl->driver.cuMemAllocAsync(&ptr, static_cast<size_t>(bytes),
                                         impl->current())
          : impl->driver.cuMemAlloc(&ptr, static_cast<size_t>(bytes));
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "allocating " + std::to_string(bytes) +
                                  " bytes of device memory");
  *devicePtr = fromDevice(ptr);
  return 0;
}

int32_t CudaBackend::free(void *devicePtr) {
  CudaGraph *graph = recordingGraph();
  if (!devicePtr && !graph)
    return 0;
  if (CUresult result = impl->bind())
    return result;
  if (activeUpdate) {
    // After a mismatch the run only cleans up: nothing to check.
    if (!impl->expect(GraphStep::Free))
      return 0;
  } else if (CUresult result = impl->joinBranches()) {
    return result;
  }
  if (activeCapture)
    graph->steps.emplace_back().kind = GraphStep::Free;
  if (!devicePtr)
    return 0;
  if (graph) {
    // A graph frees only what it allocated.
    for (GraphBlock &block : graph->blocks)
      if (block.used && block.ptr == devicePtr) {
        block.used = false;
        return 0;
      }
    return impl->refuse(CaptureRefusal::Other,
                        "the host program frees memory it did not "
                        "allocate in this run");
  }
  CUresult result =
      impl->useAsyncAlloc
          ? impl->driver.cuMemFreeAsync(toDevice(devicePtr), impl->current())
          : impl->driver.cuMemFree(toDevice(devicePtr));
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "freeing device memory");
  return 0;
}

int32_t CudaBackend::copyHostToDevice(void *dst, const void *src,
                                      int64_t bytes) {
  if (bytes < 0 || (bytes > 0 && (!dst || !src)))
    return impl->badArgument("memcpy_htod of " + std::to_string(bytes) +
                             " bytes");
  if (bytes == 0)
    return 0;
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result = impl->driver.cuMemcpyHtoDAsync(
      toDevice(dst), src, static_cast<size_t>(bytes), impl->stream);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "copying " + std::to_string(bytes) +
                                  " bytes to the device");
  return 0;
}

int32_t CudaBackend::copyDeviceToHost(void *dst, const void *src,
                                      int64_t bytes) {
  if (bytes < 0 || (bytes > 0 && (!dst || !src)))
    return impl->badArgument("memcpy_dtoh of " + std::to_string(bytes) +
                             " bytes");
  if (bytes == 0)
    return 0;
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result = impl->driver.cuMemcpyDtoHAsync(
      dst, toDevice(src), static_cast<size_t>(bytes), impl->stream);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "copying " + std::to_string(bytes) +
                                  " bytes from the device");
  return synchronize();
}

int32_t CudaBackend::copyDeviceToDevice(void *dst, const void *src,
                                        int64_t bytes) {
  if (bytes < 0 || (bytes > 0 && (!dst || !src)))
    return impl->badArgument("memcpy_dtod of " + std::to_string(bytes) +
                             " bytes");
  if (bytes == 0)
    return 0;
  if (CUresult result = impl->bind())
    return result;
  if (activeUpdate) {
    GraphStep *step = impl->expect(GraphStep::Copy);
    if (!step)
      return kCudaErrorNotCapturable;
    CUDA_MEMCPY3D copy = {};
    copy.srcMemoryType = copy.dstMemoryType = CU_MEMORYTYPE_DEVICE;
    copy.srcDevice = toDevice(src);
    copy.dstDevice = toDevice(dst);
    copy.WidthInBytes = static_cast<size_t>(bytes);
    copy.Height = copy.Depth = 1;
    CUresult result = impl->driver.cuGraphExecMemcpyNodeSetParams(
        static_cast<CUgraphExec>(activeUpdate->graph->exec),
        static_cast<CUgraphNode>(step->node), &copy, impl->context);
    if (result != CUDA_SUCCESS) {
      activeUpdate->mismatch =
          "the driver cannot update a device copy: " + impl->describe(result);
      return kCudaErrorNotCapturable;
    }
    return 0;
  }
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result = impl->driver.cuMemcpyDtoDAsync(toDevice(dst), toDevice(src),
                                                   static_cast<size_t>(bytes),
                                                   impl->current());
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "copying " + std::to_string(bytes) +
                                  " bytes on the device");
  if (activeCapture) {
    GraphStep &step = activeCapture->graph->steps.emplace_back();
    step.kind = GraphStep::Copy;
    step.node = impl->capturedNode(impl->current());
  }
  return 0;
}

int32_t CudaBackend::memsetZero(void *devicePtr, int64_t bytes) {
  if (bytes <= 0)
    return 0;
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result = impl->driver.cuMemsetD8Async(
      toDevice(devicePtr), 0, static_cast<size_t>(bytes), impl->stream);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "clearing " + std::to_string(bytes) +
                                  " bytes of device memory");
  return 0;
}

int32_t CudaBackend::synchronize() {
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result = impl->driver.cuStreamSynchronize(impl->stream);
  if (result == CUDA_SUCCESS)
    return 0;
  std::string kernel;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    kernel = impl->lastKernel;
  }
  if (kernel.empty())
    return impl->fail(result, "on the stream");
  // With MLC_CUDA_SYNC_LAUNCHES the launch itself already named the kernel.
  if (result == lastKernelFault && !lastCudaError.empty())
    return result;
  return impl->fail(result,
                    "after kernel '" + kernel +
                        "' (the last one launched; set "
                        "MLC_CUDA_SYNC_LAUNCHES=1 to check each launch)",
                    /*namesKernel=*/true);
}

bool CudaBackend::canCaptureGraphs() const {
  const Driver &d = impl->driver;
  return impl->useAsyncAlloc && !impl->syncLaunches && d.cuStreamBeginCapture &&
         d.cuStreamEndCapture && d.cuGraphInstantiateWithFlags &&
         d.cuGraphLaunch && d.cuGraphExecDestroy && d.cuGraphDestroy;
}

int32_t CudaBackend::beginCapture(CudaGraph &graph) {
  if (activeCapture || activeUpdate || !canCaptureGraphs() || graph.exec)
    return impl->badArgument("cannot begin a CUDA graph capture here");
  if (CUresult result = impl->bind())
    return result;
  // The side streams' work so far goes before the capture; the capture's
  // launches fork from the capture stream.
  if (CUresult result = impl->joinBranches())
    return result;
  if (threadBranches)
    threadBranches->scheduler.reset();
  if (!impl->captureStream) {
    std::lock_guard<std::mutex> lock(impl->mutex);
    if (!impl->captureStream)
      if (CUresult result = impl->driver.cuStreamCreate(&impl->captureStream,
                                                        CU_STREAM_NON_BLOCKING))
        return impl->fail(result, "creating the capture stream");
  }
  CUresult result = impl->driver.cuStreamBeginCapture(
      impl->captureStream, CU_STREAM_CAPTURE_MODE_RELAXED);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "beginning a CUDA graph capture");
  graph = CudaGraph();
  activeCapture = new Capture;
  activeCapture->graph = &graph;
  return 0;
}

int32_t CudaBackend::endCapture(bool keep, CudaGraph &graph,
                                CaptureRefusal &refusal) {
  if (!activeCapture || activeCapture->graph != &graph) {
    refusal = CaptureRefusal::Other;
    return impl->badArgument("no CUDA graph capture to end");
  }
  // Every side stream the capture forked must join it before it ends.
  CUresult joined = impl->joinBranches();
  if (threadBranches)
    threadBranches->scheduler.reset();
  std::unique_ptr<Capture> capture(activeCapture);
  activeCapture = nullptr;
  refusal = capture->refusal;
  CUgraph captured = nullptr;
  CUresult result =
      impl->driver.cuStreamEndCapture(impl->captureStream, &captured);
  if (result == CUDA_SUCCESS)
    result = joined;
  if (result == CUDA_SUCCESS && keep && refusal == CaptureRefusal::None) {
    CUgraphExec exec = nullptr;
    result = impl->driver.cuGraphInstantiateWithFlags(
        &exec, captured, CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH);
    if (result == CUDA_SUCCESS) {
      // The graph stays: its nodes name what an update sets.
      graph.exec = exec;
      graph.graph = captured;
      captured = nullptr;
      const Driver &d = impl->driver;
      graph.updatable = d.cuGraphExecKernelNodeSetParams &&
                        d.cuGraphExecMemcpyNodeSetParams &&
                        std::all_of(graph.steps.begin(), graph.steps.end(),
                                    [](const GraphStep &step) {
                                      return step.node ||
                                             (step.kind != GraphStep::Launch &&
                                              step.kind != GraphStep::Copy);
                                    });
    }
  }
  if (captured)
    impl->driver.cuGraphDestroy(captured);
  if (result != CUDA_SUCCESS || !graph.exec) {
    impl->releaseBlocks(graph);
    graph = CudaGraph();
  }
  if (result != CUDA_SUCCESS) {
    if (refusal == CaptureRefusal::None)
      refusal = CaptureRefusal::Other;
    return impl->fail(result, "capturing a CUDA graph");
  }
  return 0;
}

int32_t CudaBackend::beginUpdate(CudaGraph &graph) {
  if (activeCapture || activeUpdate || !graph.exec || !graph.updatable)
    return impl->badArgument("cannot update this CUDA graph");
  if (CUresult result = impl->bind())
    return result;
  for (GraphBlock &block : graph.blocks)
    block.used = block.touched = false;
  activeUpdate = new Update;
  activeUpdate->graph = &graph;
  return 0;
}

int32_t CudaBackend::endUpdate(bool keep, CudaGraph &graph, std::string &why) {
  if (!activeUpdate || activeUpdate->graph != &graph) {
    why = "no CUDA graph update to end";
    return impl->badArgument(why);
  }
  std::unique_ptr<Update> update(activeUpdate);
  activeUpdate = nullptr;
  why = update->mismatch;
  if (why.empty() && !keep)
    why = "the run failed";
  if (why.empty() && update->next != graph.steps.size())
    why = "the host program made fewer calls than the captured run";
  return why.empty() ? 0 : kCudaErrorNotCapturable;
}

int32_t CudaBackend::launchGraph(CudaGraph &graph) {
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  {
    std::lock_guard<std::mutex> lock(impl->mutex);
    impl->lastKernel =
        "<CUDA graph of " + std::to_string(graph.kernels) + " kernels>";
  }
  CUresult result = impl->driver.cuGraphLaunch(
      static_cast<CUgraphExec>(graph.exec), impl->stream);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "launching a CUDA graph");
  return 0;
}

int64_t CudaBackend::getThreadLaunchCount() { return threadLaunches; }

void CudaBackend::releaseGraph(CudaGraph &graph) {
  if (!graph.exec && graph.blocks.empty())
    return;
  if (impl->bind() == CUDA_SUCCESS) {
    impl->driver.cuStreamSynchronize(impl->stream);
    impl->releaseBlocks(graph);
    // The graph before the exec made from it (the fake driver's exec owns
    // its graph).
    if (graph.graph)
      impl->driver.cuGraphDestroy(static_cast<CUgraph>(graph.graph));
    if (graph.exec)
      impl->driver.cuGraphExecDestroy(static_cast<CUgraphExec>(graph.exec));
  }
  graph = CudaGraph();
}

int32_t CudaBackend::createEvent(void **event) {
  if (CUresult result = impl->bind())
    return result;
  CUevent created = nullptr;
  CUresult result = impl->driver.cuEventCreate(&created, CU_EVENT_DEFAULT);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "creating an event");
  *event = created;
  return 0;
}

void CudaBackend::destroyEvent(void *event) {
  if (event && impl->bind() == CUDA_SUCCESS)
    impl->driver.cuEventDestroy(static_cast<CUevent>(event));
}

int32_t CudaBackend::recordEvent(void *event) {
  if (CUresult result = impl->bind())
    return result;
  if (CUresult result = impl->joinBranches())
    return result;
  CUresult result =
      impl->driver.cuEventRecord(static_cast<CUevent>(event), impl->stream);
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "recording an event");
  return 0;
}

int32_t CudaBackend::elapsedMillis(void *start, void *stop, float *millis) {
  if (CUresult result = impl->bind())
    return result;
  CUresult result = impl->driver.cuEventSynchronize(static_cast<CUevent>(stop));
  if (result == CUDA_SUCCESS)
    result = impl->driver.cuEventElapsedTime(
        millis, static_cast<CUevent>(start), static_cast<CUevent>(stop));
  if (result != CUDA_SUCCESS)
    return impl->fail(result, "reading an event");
  return 0;
}

const std::string &mlc::runtime::getLastCudaError() { return lastCudaError; }

void mlc::runtime::clearLastCudaError() {
  lastCudaError.clear();
  lastKernelFault = CUDA_SUCCESS;
}
