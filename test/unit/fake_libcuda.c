//===- fake_libcuda.c - a host-only stand-in for libcuda.so.1 -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// The CUDA driver entry points that the runtime's CUDA backend resolves,
// implemented on the host so that the whole CUDA path (upload, launch,
// copy-back, frees, errors, timing) is tested on machines without a GPU
// (MLC_CUDA_DRIVER_LIBRARY=<this library>). "Device" memory is malloc'd and
// tracked: copies and the emulated kernel check every access against live
// allocations (an access outside gives the sticky CUDA_ERROR_ILLEGAL_ADDRESS
// a real GPU gives), fresh allocations are filled with garbage, and
// fake_cuda_live_allocations() reports leaks. Modules are PTX text; the one
// kernel emulated is fake_axpb of fake_cuda_artifact.c, others launch as
// no-ops. Launches check the block size and the dynamic shared memory limit
// (48 KiB unless raised with cuFuncSetAttribute).
//
// Stream capture and graphs: work issued on a capturing stream is recorded
// (allocations are made at once and keep their address, as a graph's do),
// and cuGraphLaunch replays the copies and launches; host copies and
// synchronizations on a capturing stream fail as they do on a GPU. A stream
// that waits for an event recorded in the capture joins it (its work is
// recorded too, in issue order, one valid order of the graph), and ending
// the capture fails with CUDA_ERROR_STREAM_CAPTURE_UNJOINED unless the
// capturing stream waited for each joined stream's last work; waiting in a
// capture for an event recorded outside it fails with
// CUDA_ERROR_STREAM_CAPTURE_ISOLATION. fake_cuda_stream_waits() counts
// cuStreamWaitEvent calls (the runtime's cross-stream orderings). An
// instantiated graph's kernel and copy nodes (the ops, as
// cuStreamGetCaptureInfo_v3 names them after each captured call) can be set
// anew; fake_cuda_node_updates() counts those calls.
//
// $FAKE_LIBCUDA_NO_DEVICE makes cuInit fail with CUDA_ERROR_NO_DEVICE;
// $FAKE_LIBCUDA_NO_POOLS hides the stream-ordered allocator.
//
//===----------------------------------------------------------------------===//

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

enum {
  SUCCESS = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  INVALID_PTX = 218,
  NOT_FOUND = 500,
  ILLEGAL_ADDRESS = 700,
  CAPTURE_UNSUPPORTED = 900,
  CAPTURE_INVALIDATED = 901,
  CAPTURE_UNJOINED = 904,
  CAPTURE_ISOLATION = 905,
};

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static CUresult sticky; /* A kernel fault poisons the context. */

typedef struct Block {
  char *ptr;
  size_t size;
  const void *graph; /* the graph that allocated it, if one did */
  struct Block *next;
} Block;
static Block *blocks;
static int liveBlocks;
static size_t liveBytes;
static size_t liveModules; /* each takes 64 KiB of device memory */

EXPORT int fake_cuda_live_allocations(void) {
  pthread_mutex_lock(&mutex);
  int n = liveBlocks;
  pthread_mutex_unlock(&mutex);
  return n;
}

/* Whether [ptr, ptr + size) lies in one live allocation. */
static int inBounds(CUdeviceptr ptr, size_t size) {
  char *p = (char *)(uintptr_t)ptr;
  int ok = 0;
  pthread_mutex_lock(&mutex);
  for (Block *b = blocks; b && !ok; b = b->next)
    ok = p >= b->ptr && p + size <= b->ptr + b->size && p + size >= p;
  pthread_mutex_unlock(&mutex);
  return ok;
}

static CUresult allocate(CUdeviceptr *ptr, size_t size) {
  if (sticky)
    return sticky;
  if (!ptr || size == 0)
    return INVALID_VALUE;
  if (size > ((size_t)1 << 36))
    return OUT_OF_MEMORY;
  Block *b = malloc(sizeof(Block));
  char *data = malloc(size);
  if (!b || !data) {
    free(b);
    free(data);
    return OUT_OF_MEMORY;
  }
  memset(data, 0xcd, size); /* Device memory starts as garbage. */
  b->ptr = data;
  b->size = size;
  b->graph = NULL;
  pthread_mutex_lock(&mutex);
  b->next = blocks;
  blocks = b;
  ++liveBlocks;
  liveBytes += size;
  pthread_mutex_unlock(&mutex);
  *ptr = (CUdeviceptr)(uintptr_t)data;
  return SUCCESS;
}

/* Frees `ptr` if it is live and `graph` allocated it (any block if null). */
static CUresult releaseOwned(CUdeviceptr ptr, const void *graph) {
  char *p = (char *)(uintptr_t)ptr;
  pthread_mutex_lock(&mutex);
  for (Block **link = &blocks; *link; link = &(*link)->next) {
    if ((*link)->ptr == p && (!graph || (*link)->graph == graph)) {
      Block *b = *link;
      *link = b->next;
      --liveBlocks;
      liveBytes -= b->size;
      pthread_mutex_unlock(&mutex);
      free(b->ptr);
      free(b);
      return SUCCESS;
    }
  }
  pthread_mutex_unlock(&mutex);
  return INVALID_VALUE;
}
static CUresult release(CUdeviceptr ptr) { return releaseOwned(ptr, NULL); }

/* Marks the live block at `ptr` as `graph`'s. */
static void setOwner(CUdeviceptr ptr, const void *graph) {
  pthread_mutex_lock(&mutex);
  for (Block *b = blocks; b; b = b->next)
    if (b->ptr == (char *)(uintptr_t)ptr)
      b->graph = graph;
  pthread_mutex_unlock(&mutex);
}

//===--- Initialization and devices ---------------------------------------===//

static int context, pool;
static int streams[64], numStreams;

EXPORT CUresult cuInit(unsigned flags) {
  return getenv("FAKE_LIBCUDA_NO_DEVICE") ? NO_DEVICE : SUCCESS;
}
EXPORT CUresult cuDriverGetVersion(int *version) {
  *version = 13000;
  return SUCCESS;
}
EXPORT CUresult cuDeviceGetCount(int *count) {
  *count = 1;
  return SUCCESS;
}
EXPORT CUresult cuDeviceGet(int *device, int ordinal) {
  *device = ordinal;
  return ordinal == 0 ? SUCCESS : INVALID_VALUE;
}
EXPORT CUresult cuDeviceGetName(char *name, int length, int device) {
  snprintf(name, (size_t)length, "Fake CUDA Device");
  return SUCCESS;
}
EXPORT CUresult cuDeviceGetAttribute(int *value, int attribute, int device) {
  switch (attribute) {
  case 16: /* multiprocessors */
    *value = 132;
    break;
  case 75: /* compute capability */
    *value = 9;
    break;
  case 115: /* memory pools */
    *value = getenv("FAKE_LIBCUDA_NO_POOLS") ? 0 : 1;
    break;
  default:
    *value = 0;
  }
  return SUCCESS;
}
EXPORT CUresult cuDevicePrimaryCtxRetain(void **ctx, int device) {
  *ctx = &context;
  return SUCCESS;
}
EXPORT CUresult cuCtxSetCurrent(void *ctx) {
  return ctx == &context ? SUCCESS : INVALID_VALUE;
}
EXPORT CUresult cuStreamCreate(void **result, unsigned flags) {
  if (numStreams == 64)
    return OUT_OF_MEMORY;
  *result = &streams[numStreams++];
  return SUCCESS;
}

//===--- Stream capture and graphs ----------------------------------------===//

typedef struct Op {
  int kind; /* 0: device copy, 1: fake_axpb launch, 2: other launch */
  CUdeviceptr dst, src;
  size_t size;
  uint64_t threads, params[7];
  struct Op *next;
} Op;
typedef struct Graph {
  Op *ops, **tail;
  CUdeviceptr blocks[64]; /* allocated while capturing */
  int numBlocks, instantiated, destroyed;
  CUresult invalid; /* what invalidated the capture */
} Graph;
static void *capturing; /* the capturing stream */
static Graph *captured;
static Op *lastRecorded; /* the node the last recorded work added */
static long nodeUpdates;  /* cuGraphExec*NodeSetParams calls */
/* Streams that joined the capture: their work so far, and how much of it
   the capturing stream has waited for. */
static struct {
  void *stream;
  long work, joined;
} joinedStreams[64];
static int numJoined;

static int joinedIndex(void *s) {
  for (int i = 0; i < numJoined; ++i)
    if (joinedStreams[i].stream == s)
      return i;
  return -1;
}

/* Whether work on `s` is recorded rather than run; counts it for the join
   check. */
static int records(void *s) {
  if (!capturing)
    return 0;
  if (s == capturing)
    return 1;
  int i = joinedIndex(s);
  if (i < 0)
    return 0;
  ++joinedStreams[i].work;
  return 1;
}

static void record(Op op) {
  Op *copy = malloc(sizeof(Op));
  if (!copy) {
    captured->invalid = OUT_OF_MEMORY;
    return;
  }
  *copy = op;
  copy->next = NULL;
  *captured->tail = copy;
  captured->tail = &copy->next;
  lastRecorded = copy;
}

static void freeGraph(Graph *g) {
  for (int i = 0; i < g->numBlocks; ++i)
    releaseOwned(g->blocks[i], g); /* those the runtime has not freed */
  while (g->ops) {
    Op *next = g->ops->next;
    free(g->ops);
    g->ops = next;
  }
  free(g);
}

EXPORT CUresult cuStreamBeginCapture_v2(void *s, int mode) {
  if (capturing || !s)
    return INVALID_VALUE;
  captured = calloc(1, sizeof(Graph));
  if (!captured)
    return OUT_OF_MEMORY;
  captured->tail = &captured->ops;
  capturing = s;
  lastRecorded = NULL;
  return SUCCESS;
}
EXPORT CUresult cuStreamEndCapture(void *s, void **graph) {
  if (!capturing || s != capturing)
    return INVALID_VALUE;
  Graph *g = captured;
  for (int i = 0; i < numJoined; ++i)
    if (joinedStreams[i].joined < joinedStreams[i].work)
      g->invalid = CAPTURE_UNJOINED;
  numJoined = 0;
  capturing = NULL;
  captured = NULL;
  if (g->invalid) {
    freeGraph(g);
    *graph = NULL;
    return g->invalid == CAPTURE_UNJOINED ? CAPTURE_UNJOINED
                                          : CAPTURE_INVALIDATED;
  }
  *graph = g;
  return SUCCESS;
}
EXPORT CUresult cuGraphInstantiateWithFlags(void **exec, void *graph,
                                            unsigned long long flags) {
  Graph *g = graph;
  if (!g || g->instantiated || flags != 1) /* AUTO_FREE_ON_LAUNCH */
    return INVALID_VALUE;
  g->instantiated = 1; /* one exec per graph is all the runtime makes */
  *exec = g;
  return SUCCESS;
}
EXPORT CUresult cuGraphDestroy(void *graph) {
  Graph *g = graph;
  if (g->instantiated)
    g->destroyed = 1; /* the exec keeps it */
  else
    freeGraph(g);
  return SUCCESS;
}
EXPORT CUresult cuGraphExecDestroy(void *exec) {
  freeGraph(exec);
  return SUCCESS;
}

static CUresult runAxpb(uint64_t threads, void **params);

EXPORT CUresult cuGraphLaunch(void *exec, void *s) {
  if (sticky)
    return sticky;
  if (records(s))
    return CAPTURE_UNSUPPORTED;
  for (Op *op = ((Graph *)exec)->ops; op && !sticky; op = op->next) {
    if (op->kind == 0) {
      if (!inBounds(op->dst, op->size) || !inBounds(op->src, op->size))
        return INVALID_VALUE;
      memmove((void *)(uintptr_t)op->dst, (void *)(uintptr_t)op->src,
              op->size);
    } else if (op->kind == 1) {
      void *params[7];
      for (int i = 0; i < 7; ++i)
        params[i] = &op->params[i];
      sticky = runAxpb(op->threads, params);
    }
  }
  return SUCCESS;
}

EXPORT CUresult cuStreamSynchronize(void *s) {
  if (records(s)) {
    captured->invalid = CAPTURE_UNSUPPORTED;
    return CAPTURE_UNSUPPORTED;
  }
  return sticky;
}

//===--- Errors
//-------------------------------------------------------------===//

static const struct {
  CUresult code;
  const char *name, *text;
} kErrors[] = {
    {SUCCESS, "CUDA_SUCCESS", "no error"},
    {INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CAPTURE_UNJOINED, "CUDA_ERROR_STREAM_CAPTURE_UNJOINED",
     "the capture sequence contains a fork that was not joined to the "
     "primary stream"},
    {CAPTURE_ISOLATION, "CUDA_ERROR_STREAM_CAPTURE_ISOLATION",
     "dependency created on uncaptured work in another stream"},
};

EXPORT CUresult cuGetErrorName(CUresult code, const char **name) {
  for (size_t i = 0; i < sizeof(kErrors) / sizeof(kErrors[0]); ++i)
    if (kErrors[i].code == code) {
      *name = kErrors[i].name;
      return SUCCESS;
    }
  return INVALID_VALUE;
}
EXPORT CUresult cuGetErrorString(CUresult code, const char **text) {
  for (size_t i = 0; i < sizeof(kErrors) / sizeof(kErrors[0]); ++i)
    if (kErrors[i].code == code) {
      *text = kErrors[i].text;
      return SUCCESS;
    }
  return INVALID_VALUE;
}

//===--- Modules and launches ---------------------------------------------===//

typedef struct Function {
  char name[64];
  int maxShared;
  const void *module;
  struct Function *next;
} Function;
/* Freed with their module, as a driver does: a later lookup may get the same
   handle back, with nothing set on it. */
static Function *functions;

EXPORT CUresult cuModuleLoadDataEx(void **module, const void *image,
                                   unsigned numOptions, int *options,
                                   void **values) {
  const char *text = image;
  if (!strstr(text, ".entry")) {
    for (unsigned i = 0; i < numOptions; ++i)
      if (options[i] == 5) /* CU_JIT_ERROR_LOG_BUFFER */
        snprintf(values[i], 64, "ptxas fatal: fake JIT: no kernel here");
    return INVALID_PTX;
  }
  *module = (void *)text; /* The image outlives the module here. */
  pthread_mutex_lock(&mutex);
  ++liveModules;
  pthread_mutex_unlock(&mutex);
  return SUCCESS;
}

static long moduleUnloads;
EXPORT CUresult cuModuleUnload(void *module) {
  if (!module)
    return INVALID_VALUE;
  ++moduleUnloads;
  pthread_mutex_lock(&mutex);
  --liveModules;
  for (Function **link = &functions; *link;) {
    Function *fn = *link;
    if (fn->module == module) {
      *link = fn->next;
      free(fn);
    } else {
      link = &fn->next;
    }
  }
  pthread_mutex_unlock(&mutex);
  return SUCCESS;
}
EXPORT long fake_cuda_module_unloads(void) { return moduleUnloads; }

EXPORT CUresult cuModuleGetFunction(void **function, void *module,
                                    const char *name) {
  char pattern[80];
  snprintf(pattern, sizeof(pattern), ".entry %s(", name);
  if (strlen(name) >= 64 || !strstr((const char *)module, pattern))
    return NOT_FOUND;
  Function *fn = calloc(1, sizeof(Function));
  if (!fn)
    return OUT_OF_MEMORY;
  snprintf(fn->name, sizeof(fn->name), "%s", name);
  fn->module = module;
  pthread_mutex_lock(&mutex);
  fn->next = functions;
  functions = fn;
  pthread_mutex_unlock(&mutex);
  *function = fn;
  return SUCCESS;
}

EXPORT CUresult cuFuncSetAttribute(void *function, int attribute, int value) {
  if (attribute != 8 || value > 227 * 1024)
    return INVALID_VALUE;
  ((Function *)function)->maxShared = value;
  return SUCCESS;
}

/* fake_axpb(x, a, b, y, total, n, cols), element by element. */
static CUresult runAxpb(uint64_t threads, void **params) {
  CUdeviceptr x = *(CUdeviceptr *)params[0], a = *(CUdeviceptr *)params[1],
              b = *(CUdeviceptr *)params[2], y = *(CUdeviceptr *)params[3],
              total = *(CUdeviceptr *)params[4];
  uint64_t n = *(uint64_t *)params[5], cols = *(uint64_t *)params[6];
  for (uint64_t i = 0; i < threads && i < n; ++i) {
    if (!inBounds(x + 4 * i, 4) || !inBounds(a, 4) ||
        !inBounds(b + 4 * (i % cols), 4) || !inBounds(y + 4 * i, 4) ||
        !inBounds(total, 4))
      return ILLEGAL_ADDRESS;
    float *xs = (float *)(uintptr_t)x, *as = (float *)(uintptr_t)a,
          *bs = (float *)(uintptr_t)b, *ys = (float *)(uintptr_t)y,
          *ts = (float *)(uintptr_t)total;
    ys[i] = xs[i] * as[0] + bs[i % cols];
    ts[0] += ys[i];
  }
  return SUCCESS;
}

EXPORT CUresult cuLaunchKernel(void *function, unsigned gx, unsigned gy,
                               unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned shared, void *s,
                               void **params, void **extra) {
  if (sticky)
    return sticky;
  Function *fn = function;
  if ((uint64_t)bx * by * bz > 1024 || gx == 0 || gy == 0 || gz == 0)
    return INVALID_VALUE;
  int limit = fn->maxShared > 48 * 1024 ? fn->maxShared : 48 * 1024;
  if (shared > (unsigned)limit)
    return INVALID_VALUE;
  uint64_t threads = (uint64_t)gx * gy * gz * bx * by * bz;
  int axpb = strcmp(fn->name, "fake_axpb") == 0;
  if (records(s)) {
    Op op = {.kind = axpb ? 1 : 2, .threads = threads};
    for (int i = 0; axpb && i < 7; ++i)
      op.params[i] = *(uint64_t *)params[i];
    record(op);
    return SUCCESS;
  }
  if (axpb)
    sticky = runAxpb(threads, params);
  return SUCCESS; /* A fault shows at the next synchronization. */
}

/* The capture's dependencies after the last work on `s`: that work's node
   (the fake records one sequence, so the last recorded op). */
EXPORT CUresult cuStreamGetCaptureInfo_v3(void *s, int *status,
                                          uint64_t *id, void **graph,
                                          void *const **nodes,
                                          const void **edges, size_t *count) {
  (void)id;
  (void)graph;
  if (!records(s) || !lastRecorded) {
    *status = 0; /* none */
    return SUCCESS;
  }
  if (capturing != s)
    --joinedStreams[joinedIndex(s)].work; /* a query is not work */
  static void *node;
  node = lastRecorded;
  *status = 1; /* active */
  if (nodes)
    *nodes = &node;
  if (edges)
    *edges = NULL;
  if (count)
    *count = 1;
  return SUCCESS;
}

/* Whether `node` is one of `exec`'s ops. */
static int hasNode(void *exec, void *node) {
  for (Op *op = ((Graph *)exec)->ops; op; op = op->next)
    if (op == node)
      return 1;
  return 0;
}

typedef struct {
  Function *func;
  unsigned grid[3], block[3], shared;
  void **params, **extra;
  void *kern, *ctx;
} KernelNodeParams;

EXPORT CUresult cuGraphExecKernelNodeSetParams_v2(void *exec, void *node,
                                                  const KernelNodeParams *p) {
  Op *op = node;
  if (!exec || !hasNode(exec, node) || op->kind == 0 || !p->func)
    return INVALID_VALUE;
  uint64_t threads = 1;
  for (int i = 0; i < 3; ++i)
    threads *= (uint64_t)p->grid[i] * p->block[i];
  int axpb = strcmp(p->func->name, "fake_axpb") == 0;
  op->kind = axpb ? 1 : 2;
  op->threads = threads;
  for (int i = 0; axpb && i < 7; ++i)
    op->params[i] = *(uint64_t *)p->params[i];
  ++nodeUpdates;
  return SUCCESS;
}

typedef struct {
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
} Memcpy3D;

EXPORT CUresult cuGraphExecMemcpyNodeSetParams(void *exec, void *node,
                                               const Memcpy3D *p, void *ctx) {
  Op *op = node;
  if (!exec || !hasNode(exec, node) || op->kind != 0 || ctx != &context ||
      p->srcMemoryType != 2 || p->dstMemoryType != 2 || p->Height != 1 ||
      p->Depth != 1 || p->WidthInBytes == 0)
    return INVALID_VALUE;
  op->dst = p->dstDevice;
  op->src = p->srcDevice;
  op->size = p->WidthInBytes;
  ++nodeUpdates;
  return SUCCESS;
}

EXPORT long fake_cuda_node_updates(void) { return nodeUpdates; }

//===--- Memory
//---------------------------------------------------------------===//

/* A 16 GiB device; what is allocated is taken from it. */
EXPORT CUresult cuMemGetInfo_v2(size_t *free, size_t *total) {
  if (!free || !total)
    return INVALID_VALUE;
  *total = (size_t)16 << 30;
  pthread_mutex_lock(&mutex);
  *free = *total - liveBytes - liveModules * 65536;
  pthread_mutex_unlock(&mutex);
  return SUCCESS;
}
EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *ptr, size_t size) {
  return allocate(ptr, size);
}
EXPORT CUresult cuMemFree_v2(CUdeviceptr ptr) {
  return sticky ? sticky : release(ptr);
}
EXPORT CUresult cuMemAllocAsync(CUdeviceptr *ptr, size_t size, void *s) {
  if (!records(s))
    return allocate(ptr, size);
  if (captured->numBlocks == 64)
    return OUT_OF_MEMORY;
  CUresult result = allocate(ptr, size);
  if (result == SUCCESS) {
    captured->blocks[captured->numBlocks++] = *ptr;
    setOwner(*ptr, captured);
  }
  return result;
}
EXPORT CUresult cuMemFreeAsync(CUdeviceptr ptr, void *s) {
  if (records(s)) {
    /* Only the graph's own allocations; they live as long as it does. */
    for (int i = 0; i < captured->numBlocks; ++i)
      if (captured->blocks[i] == ptr)
        return SUCCESS;
    captured->invalid = INVALID_VALUE;
    return INVALID_VALUE;
  }
  return sticky ? sticky : release(ptr);
}
EXPORT CUresult cuDeviceGetDefaultMemPool(void **result, int device) {
  *result = &pool;
  return SUCCESS;
}
EXPORT CUresult cuMemPoolSetAttribute(void *p, int attribute, void *value) {
  return p == &pool ? SUCCESS : INVALID_VALUE;
}

EXPORT CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src,
                                     size_t size, void *s) {
  if (sticky)
    return sticky;
  if (records(s)) /* the runtime must not get here: it refuses these */
    return captured->invalid = CAPTURE_UNSUPPORTED;
  if (!inBounds(dst, size))
    return INVALID_VALUE;
  memcpy((void *)(uintptr_t)dst, src, size);
  return SUCCESS;
}
EXPORT CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t size,
                                     void *s) {
  if (sticky)
    return sticky;
  if (records(s))
    return captured->invalid = CAPTURE_UNSUPPORTED;
  if (!inBounds(src, size))
    return INVALID_VALUE;
  memcpy(dst, (void *)(uintptr_t)src, size);
  return SUCCESS;
}
EXPORT CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr dst, CUdeviceptr src,
                                     size_t size, void *s) {
  if (sticky)
    return sticky;
  if (!inBounds(dst, size) || !inBounds(src, size))
    return INVALID_VALUE;
  if (records(s)) {
    record((Op){.kind = 0, .dst = dst, .src = src, .size = size});
    return SUCCESS;
  }
  memmove((void *)(uintptr_t)dst, (void *)(uintptr_t)src, size);
  return SUCCESS;
}
EXPORT CUresult cuMemsetD8Async(CUdeviceptr dst, unsigned char value,
                                size_t size, void *s) {
  if (sticky)
    return sticky;
  if (!inBounds(dst, size))
    return INVALID_VALUE;
  memset((void *)(uintptr_t)dst, value, size);
  return SUCCESS;
}

//===--- Events
//-------------------------------------------------------------===//

typedef struct Event {
  double time; /* first: what the timing functions read */
  void *stream; /* where it was last recorded */
  Graph *capture; /* the capture it was recorded in, if any */
  long work;      /* the joined stream's work at the record */
} Event;
static long streamWaits;

EXPORT long fake_cuda_stream_waits(void) { return streamWaits; }

EXPORT CUresult cuEventCreate(void **event, unsigned flags) {
  Event *created = calloc(1, sizeof(Event));
  if (!created)
    return OUT_OF_MEMORY;
  *event = created;
  return SUCCESS;
}
EXPORT CUresult cuEventDestroy_v2(void *event) {
  free(event);
  return SUCCESS;
}
EXPORT CUresult cuEventRecord(void *event, void *s) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  Event *e = event;
  e->time = 1e3 * (double)t.tv_sec + 1e-6 * (double)t.tv_nsec;
  e->stream = s;
  int joined = capturing ? joinedIndex(s) : -1;
  e->capture = capturing && (s == capturing || joined >= 0) ? captured : NULL;
  e->work = joined >= 0 ? joinedStreams[joined].work : 0;
  return sticky;
}
EXPORT CUresult cuStreamWaitEvent(void *s, void *event, unsigned flags) {
  Event *e = event;
  ++streamWaits;
  if (flags != 0)
    return INVALID_VALUE;
  int inCapture = capturing && (s == capturing || joinedIndex(s) >= 0);
  if (e->capture && e->capture == captured) {
    if (!inCapture) {
      if (numJoined == 64)
        return OUT_OF_MEMORY;
      joinedStreams[numJoined].stream = s;
      /* The wait is work of its own: the stream must join back. */
      joinedStreams[numJoined].work = 1;
      joinedStreams[numJoined].joined = 0;
      ++numJoined;
    } else if (s == capturing) {
      int i = joinedIndex(e->stream);
      if (i >= 0 && e->work > joinedStreams[i].joined)
        joinedStreams[i].joined = e->work;
    }
  } else if (inCapture) {
    captured->invalid = CAPTURE_ISOLATION;
    return CAPTURE_ISOLATION;
  }
  return sticky;
}
EXPORT CUresult cuEventSynchronize(void *event) { return sticky; }
EXPORT CUresult cuEventElapsedTime_v2(float *millis, void *start, void *stop) {
  *millis = (float)(*(double *)stop - *(double *)start);
  return sticky;
}
