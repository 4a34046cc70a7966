//===- ArtifactSupport.c - support code linked into artifacts -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ArtifactSupport.h"
#include "Arena.h"

#include <pthread.h>
#include <setjmp.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Internal to each artifact: two artifacts in one process keep their own. */
static MlcArtifactHooks hooks;

void mlc_artifact_set_hooks(const MlcArtifactHooks *newHooks) {
  if (!newHooks || newHooks->version < 1) {
    hooks.version = 0;
    hooks.parallel_for = NULL;
    hooks.cuda = NULL;
    hooks.fail = NULL;
    return;
  }
  /* Versions only append fields: read those this version knows. */
  hooks.version = newHooks->version;
  hooks.parallel_for = newHooks->parallel_for;
  hooks.cuda = newHooks->version >= 2 ? newHooks->cuda : NULL;
  hooks.fail = newHooks->version >= 3 ? newHooks->fail : NULL;
}

//===----------------------------------------------------------------------===//
// The allocations of a run (MLC_ARTIFACT_RUN_SCOPE_SYMBOL): while a scope
// is open on a thread, what generated code allocates there, host memory and
// device memory, is listed, so that a run that fails part way
// (mlc_artifact_fail) frees what it held. Scopes nest as a stack: a run's,
// and within it each call of a parallel loop's body (on whichever thread
// runs it). A device pointer is listed with its lowest bit set (device
// allocations are at least 256-byte aligned; one that is not goes unlisted).
//===----------------------------------------------------------------------===//

typedef struct Tracked {
  void **ptrs;
  size_t size, capacity;
  int depth; /* open scopes */
} Tracked;
static _Thread_local Tracked tracked;

static size_t openScope(void) {
  ++tracked.depth;
  return tracked.size;
}

/* The list's entry for the device pointer `ptr`, and the freeing of an
   entry of either kind. */
static void *deviceEntry(void *ptr) { return (void *)((uintptr_t)ptr | 1); }
static void freeEntry(void *entry) {
  uintptr_t bits = (uintptr_t)entry;
  if (!(bits & 1))
    free(entry);
  else if (hooks.cuda)
    hooks.cuda->mem_free((void *)(bits & ~(uintptr_t)1));
}

/* Closes the innermost scope, opened at `mark`: frees what it still lists
   when `discard`, else forgets it (the caller owns it now). */
static void closeScope(size_t mark, int discard) {
  if (tracked.depth == 0)
    return;
  if (mark > tracked.size)
    mark = tracked.size;
  if (discard)
    for (size_t i = mark; i < tracked.size; ++i)
      freeEntry(tracked.ptrs[i]);
  tracked.size = mark;
  if (--tracked.depth == 0 && tracked.ptrs) {
    free(tracked.ptrs);
    tracked.ptrs = NULL;
    tracked.size = tracked.capacity = 0;
  }
}

/* Lists `ptr` in the innermost scope; 0 when the list cannot grow. */
static int track(void *ptr) {
  if (tracked.depth == 0)
    return 1;
  if (tracked.size == tracked.capacity) {
    size_t capacity = tracked.capacity ? 2 * tracked.capacity : 32;
    void **grown = realloc(tracked.ptrs, capacity * sizeof(void *));
    if (!grown)
      return 0;
    tracked.ptrs = grown;
    tracked.capacity = capacity;
  }
  tracked.ptrs[tracked.size++] = ptr;
  return 1;
}

/* Takes `ptr` off the list (the newest first: buffers are mostly freed in
   the reverse order of their allocation). One the list does not hold was
   allocated outside any scope. */
static void untrack(void *ptr) {
  for (size_t i = tracked.size; i-- > 0;) {
    if (tracked.ptrs[i] != ptr)
      continue;
    memmove(&tracked.ptrs[i], &tracked.ptrs[i + 1],
            (tracked.size - i - 1) * sizeof(void *));
    --tracked.size;
    return;
  }
}

void mlc_artifact_run_scope(int32_t phase) {
  if (phase == MLC_ARTIFACT_RUN_BEGIN)
    openScope();
  else
    closeScope(0, phase == MLC_ARTIFACT_RUN_DISCARD);
}

//===----------------------------------------------------------------------===//
// Parallel loops and failures
//===----------------------------------------------------------------------===//

/* One parallel loop: the body, and the first failure of any of its calls
   (failed: 0, 2 while the message is written, then 1). */
typedef struct ParallelLoop {
  void (*fn)(void *ctx, int64_t i);
  void *ctx;
  atomic_int failed;
  char message[256];
} ParallelLoop;

/* A call of a loop's body in progress on this thread (runBody): where
   mlc_artifact_fail returns to. */
typedef struct BodyCall {
  sigjmp_buf env;
  ParallelLoop *loop;
} BodyCall;
static _Thread_local BodyCall *activeBody;

/* Calls loop->fn(ctx, i) so that a failure in it (out of memory on a worker
   thread, a failed check) ends this call only, freeing what the call
   allocated, and is kept for the loop's caller; once the loop has failed,
   its remaining calls return at once. Only the artifact's C frames lie
   between here and mlc_artifact_fail, so the jump skips no cleanup. */
static void runBody(void *opaque, int64_t i) {
  ParallelLoop *loop = opaque;
  if (atomic_load_explicit(&loop->failed, memory_order_acquire))
    return;
  BodyCall call;
  call.loop = loop;
  BodyCall *outer = activeBody;
  size_t mark = openScope();
  activeBody = &call;
  if (sigsetjmp(call.env, 0) == 0) {
    loop->fn(loop->ctx, i);
    activeBody = outer;
    closeScope(mark, 0);
  } else {
    activeBody = outer;
    closeScope(mark, 1);
  }
}

void mlc_cpu_parallel_for(int64_t n, void (*fn)(void *ctx, int64_t i),
                          void *ctx) {
  if (n <= 1 || !hooks.parallel_for) {
    for (int64_t i = 0; i < n; ++i)
      fn(ctx, i);
    return;
  }
  ParallelLoop loop;
  loop.fn = fn;
  loop.ctx = ctx;
  atomic_init(&loop.failed, 0);
  loop.message[0] = '\0';
  hooks.parallel_for(n, runBody, &loop);
  /* The hook returns once every call has returned; the failure is the
     caller's now (the run's, or an enclosing loop's). */
  if (atomic_load_explicit(&loop.failed, memory_order_acquire))
    mlc_artifact_fail(loop.message);
}

void mlc_artifact_fail(const char *message) {
  if (!message)
    message = "";
  BodyCall *call = activeBody;
  if (call) {
    ParallelLoop *loop = call->loop;
    int expected = 0;
    /* The first failure of the loop is the one reported. */
    if (atomic_compare_exchange_strong(&loop->failed, &expected, 2)) {
      snprintf(loop->message, sizeof(loop->message), "%s", message);
      atomic_store_explicit(&loop->failed, 1, memory_order_release);
    }
    siglongjmp(call->env, 1);
  }
  /* The run ends here: a CUDA failure recorded so far must not leak into the
     next run's status. */
  mlc_cuda_take_status();
  if (hooks.fail)
    hooks.fail(message); /* does not return */
  fprintf(stderr, "mlc: run-time error: %s\n", message);
  fflush(stderr);
  _Exit(1);
}

/* Generated code allocates host memory through MLIR's generic allocation
   functions (LowerToLLVMOptions::useGenericFunctions, set by the CPU
   lowering; a cuda host program's allocations are device allocations,
   mlc_cuda_malloc): out of memory fails the run (mlc_artifact_fail)
   with the size, where a null pointer from malloc would be written
   through. What they return is freed with free() (the runtime frees the
   outputs it takes over). Hidden: each artifact binds its own. */
/* `ptr`, `size` bytes fresh from the allocator (NULL if it had none),
   listed in the thread's open scope; out of memory (for it or for the list)
   fails the run. */
static void *keepAllocation(void *ptr, size_t size) {
  if (ptr && track(ptr))
    return ptr;
  free(ptr);
  char message[96];
  snprintf(message, sizeof(message),
           "out of host memory: cannot allocate %zu bytes", size);
  mlc_artifact_fail(message);
  return NULL; /* not reached */
}

__attribute__((visibility("hidden"))) void *
_mlir_memref_to_llvm_alloc(size_t size) {
  return keepAllocation(malloc(size ? size : 1), size);
}

__attribute__((visibility("hidden"))) void *
_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size) {
  void *ptr = NULL;
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  if (posix_memalign(&ptr, alignment, size ? size : 1) != 0)
    ptr = NULL;
  return keepAllocation(ptr, size);
}

__attribute__((visibility("hidden"))) void
_mlir_memref_to_llvm_free(void *ptr) {
  if (ptr)
    untrack(ptr);
  free(ptr);
}

char *mlc_artifact_arena_alloc(int64_t size) {
  char *bytes = mlcArenaAlloc(size);
  if (!bytes)
    mlc_artifact_fail("out of memory for string data");
  return bytes;
}

int32_t mlc_cuda_available(void) { return hooks.cuda != NULL; }

/* The caches generated code hands mlc_cuda_constant and
   mlc_cuda_launch_kernel (globals of the artifact) that hold something on
   the device, for mlc_artifact_release_device. */
typedef struct CacheList {
  void ***caches;
  size_t size, capacity;
} CacheList;
static pthread_mutex_t cachesMutex = PTHREAD_MUTEX_INITIALIZER;
static CacheList constantCaches, moduleCaches, functionCaches;

/* Remembers `cache` (once; a full list forgets it: a leak, never a
   crash). */
static void remember(CacheList *list, void **cache) {
  pthread_mutex_lock(&cachesMutex);
  size_t i = 0;
  while (i < list->size && list->caches[i] != cache)
    ++i;
  if (i == list->size) {
    if (list->size == list->capacity) {
      size_t capacity = list->capacity ? 2 * list->capacity : 64;
      void ***grown = realloc(list->caches, capacity * sizeof(void **));
      if (grown) {
        list->caches = grown;
        list->capacity = capacity;
      }
    }
    if (list->size < list->capacity)
      list->caches[list->size++] = cache;
  }
  pthread_mutex_unlock(&cachesMutex);
}

static void forget(CacheList *list) {
  free(list->caches);
  list->caches = NULL;
  list->size = list->capacity = 0;
}

void mlc_artifact_release_device(void) {
  pthread_mutex_lock(&cachesMutex);
  for (size_t i = 0; i < constantCaches.size; ++i) {
    void **cache = constantCaches.caches[i];
    if (*cache && hooks.cuda)
      hooks.cuda->mem_free(*cache);
    *cache = NULL;
  }
  for (size_t i = 0; i < functionCaches.size; ++i)
    *functionCaches.caches[i] = NULL;
  for (size_t i = 0; i < moduleCaches.size; ++i) {
    void **cache = moduleCaches.caches[i];
    if (*cache && hooks.cuda && hooks.version >= 4 && hooks.cuda->module_unload)
      hooks.cuda->module_unload(*cache);
    *cache = NULL;
  }
  forget(&constantCaches);
  forget(&functionCaches);
  forget(&moduleCaches);
  pthread_mutex_unlock(&cachesMutex);
}

int32_t mlc_cuda_module_load(const void *image, void **module) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  int32_t rc = hooks.cuda->module_load(image, module);
  if (rc == 0 && *module)
    remember(&moduleCaches, module);
  return rc;
}

int32_t mlc_cuda_get_function(void *module, const char *name, void **function) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  int32_t rc = hooks.cuda->get_function(module, name, function);
  if (rc == 0 && *function)
    remember(&functionCaches, function);
  return rc;
}

int32_t mlc_cuda_mem_alloc(int64_t bytes, void **device_ptr) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  int32_t rc = hooks.cuda->mem_alloc(bytes, device_ptr);
  void *ptr = rc == 0 ? *device_ptr : NULL;
  if (ptr && !((uintptr_t)ptr & 1) && !track(deviceEntry(ptr))) {
    hooks.cuda->mem_free(ptr);
    *device_ptr = NULL;
    mlc_artifact_fail("out of host memory: cannot list a device allocation");
  }
  return rc;
}

int32_t mlc_cuda_mem_free(void *device_ptr) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  if (device_ptr)
    untrack(deviceEntry(device_ptr));
  return hooks.cuda->mem_free(device_ptr);
}

int32_t mlc_cuda_memcpy_htod(void *device_dst, const void *host_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_htod(device_dst, host_src, bytes);
}

int32_t mlc_cuda_memcpy_dtoh(void *host_dst, const void *device_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_dtoh(host_dst, device_src, bytes);
}

int32_t mlc_cuda_memcpy_dtod(void *device_dst, const void *device_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_dtod(device_dst, device_src, bytes);
}

int32_t mlc_cuda_launch(void *function, const char *name, int64_t grid_x,
                        int64_t grid_y, int64_t grid_z, int64_t block_x,
                        int64_t block_y, int64_t block_z, int32_t shared_bytes,
                        void **params) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->launch(function, name, grid_x, grid_y, grid_z, block_x,
                            block_y, block_z, shared_bytes, params);
}

int32_t mlc_cuda_launch_after(void *function, const char *name, int64_t grid_x,
                              int64_t grid_y, int64_t grid_z, int64_t block_x,
                              int64_t block_y, int64_t block_z,
                              int32_t shared_bytes, void **params,
                              int32_t index, const int32_t *after,
                              int32_t num_after) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  if (hooks.version < 3 || !hooks.cuda->launch_after) {
    if (grid_x == 0 || grid_y == 0 || grid_z == 0)
      return 0; /* nothing to launch, and in order anyway */
    return hooks.cuda->launch(function, name, grid_x, grid_y, grid_z, block_x,
                              block_y, block_z, shared_bytes, params);
  }
  return hooks.cuda->launch_after(function, name, grid_x, grid_y, grid_z,
                                  block_x, block_y, block_z, shared_bytes,
                                  params, index, after, num_after);
}

//===----------------------------------------------------------------------===//
// What compiled cuda models call (host code generated by convert-kernel-to-
// cuda-host). Each records the first failure in `status` instead of
// returning it, so generated code stays straight-line; mlc_artifact_run
// returns mlc_cuda_take_status().
//===----------------------------------------------------------------------===//

static int32_t status;

static int32_t record(int32_t code) {
  if (code != 0 && status == 0)
    status = code;
  return code;
}

int32_t mlc_cuda_take_status(void) {
  int32_t s = status;
  status = 0;
  return s;
}

void *mlc_cuda_malloc(int64_t bytes) {
  void *ptr = NULL;
  if (bytes <= 0)
    bytes = 1; /* a distinct, freeable pointer for empty buffers */
  if (record(mlc_cuda_mem_alloc(bytes, &ptr)) != 0)
    return NULL;
  return ptr;
}

void mlc_cuda_free(void *ptr) {
  if (ptr)
    record(mlc_cuda_mem_free(ptr));
}

void mlc_cuda_copy(void *dst, const void *src, int64_t bytes) {
  if (bytes > 0 && status == 0)
    record(mlc_cuda_memcpy_dtod(dst, src, bytes));
}

void mlc_cuda_read(void *dst, const void *src, int64_t bytes) {
  if (bytes <= 0)
    return;
  if (status != 0 || record(mlc_cuda_memcpy_dtoh(dst, src, bytes)) != 0)
    memset(dst, 0, (size_t)bytes);
}

void mlc_cuda_write(void *dst, const void *src, int64_t bytes) {
  if (bytes > 0 && status == 0)
    record(mlc_cuda_memcpy_htod(dst, src, bytes));
}

void *mlc_cuda_host_stage(const void *device, int64_t bytes, int32_t copy_in) {
  void *host = mlc_artifact_arena_alloc(bytes);
  if (copy_in)
    mlc_cuda_read(host, device, bytes);
  return host;
}

void *mlc_cuda_constant(const void *host, int64_t bytes, void **cache) {
  if (*cache)
    return *cache;
  void *ptr = mlc_cuda_malloc(bytes);
  if (!ptr)
    return NULL;
  if (bytes > 0 && record(mlc_cuda_memcpy_htod(ptr, host, bytes)) != 0) {
    mlc_cuda_mem_free(ptr);
    return NULL;
  }
  *cache = ptr;
  remember(&constantCaches, cache);
  untrack(deviceEntry(ptr)); /* kept from run to run */
  return ptr;
}

void mlc_cuda_launch_kernel(const void *image, void **moduleCache,
                            void **functionCache, const char *name,
                            int64_t grid_x, int64_t grid_y, int64_t grid_z,
                            int64_t block_x, int32_t shared_bytes,
                            void **params, int32_t index, const int32_t *after,
                            int32_t num_after) {
  if (status != 0)
    return; /* an earlier step failed: do not launch on bad buffers */
  if (grid_x == 0 || grid_y == 0 || grid_z == 0) {
    /* Nothing to launch (the DAG counts it as done), but a segment's start
       still orders what follows it. */
    if (index == 0)
      record(mlc_cuda_launch_after(NULL, name, grid_x, grid_y, grid_z, block_x,
                                   1, 1, shared_bytes, params, index, after,
                                   num_after));
    return;
  }
  if (!*moduleCache && record(mlc_cuda_module_load(image, moduleCache)) != 0)
    return;
  if (!*functionCache &&
      record(mlc_cuda_get_function(*moduleCache, name, functionCache)) != 0)
    return;
  record(mlc_cuda_launch_after(*functionCache, name, grid_x, grid_y, grid_z,
                               block_x, 1, 1, shared_bytes, params, index,
                               after, num_after));
}
