//===- fake_artifact.c - a hand-written artifact for the tests ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements the mlc-c/Artifact.h ABI by hand, the way generated code does:
//   sum   = (x + bias) * scale     (x: ?x3, bias: 3, scale: scalar)
//   total = sum of all elements of `sum` (rank 0)
//   x transposed = x^T, returned as a strided view (offset 1, strides 1x3)
//                  so that the runtime has to copy it contiguous.
// A scale of -999 fails a run-time check (mlc_artifact_fail); a scale of
// -998 runs out of host memory in every row after the first, on whichever
// thread runs it, after allocating its outputs and some scratch as
// generated code does (the generic allocation functions).
// Rows are computed through mlc_cpu_parallel_for (from the statically linked
// mlc_artifact_support), so the runtime's thread pool hook is exercised.
//
//===----------------------------------------------------------------------===//

#include "ArtifactSupport.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EXPORT __attribute__((visibility("default")))

EXPORT const char *mlc_artifact_metadata(void) {
  return "mlc-artifact 1\n"
         "target cpu\n"
         "input x f32 ?x3\n"
         "input bias f32 3\n"
         "input scale f32 scalar\n"
         "output sum f32 ?x3\n"
         "output total f32 scalar\n"
         "output x%20transposed f32 3x?\n";
}

/* Rank-R descriptors as the ABI lays them out. */
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2;
typedef struct {
  float *allocated, *aligned;
  int64_t offset;
} MemRef0;

/* Threads seen running rows since the last reset (for the hook test). */
static pthread_mutex_t seenMutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_t seen[64];
static int numSeen;

EXPORT int fake_artifact_num_threads_seen(void) {
  pthread_mutex_lock(&seenMutex);
  int n = numSeen;
  numSeen = 0;
  pthread_mutex_unlock(&seenMutex);
  return n;
}

/// When set (by the hook test), rows of a run wait up to 2 s for a second
/// thread to show up, so that a parallel hook is seen to be parallel even on
/// a busy machine.
static int waitForThreads;

EXPORT void fake_artifact_wait_for_threads(int enable) {
  waitForThreads = enable;
}

/// Records the calling thread; returns how many distinct threads were seen.
static int recordThread(void) {
  pthread_t self = pthread_self();
  pthread_mutex_lock(&seenMutex);
  int known = 0;
  for (int i = 0; i < numSeen; ++i)
    known |= pthread_equal(seen[i], self);
  if (!known && numSeen < 64)
    seen[numSeen++] = self;
  int n = numSeen;
  pthread_mutex_unlock(&seenMutex);
  return n;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

typedef struct {
  const MemRef2 *x;
  const MemRef1 *bias;
  float scale;
  float *out;
  double waitUntil; // See waitForThreads.
} RowContext;

static void computeRow(void *opaque, int64_t row) {
  const RowContext *ctx = opaque;
  if (ctx->scale == -998.0f && row > 0) {
    /* Scratch, then more than any machine has: the failure must free the
       scratch (ASan's leak check in the sanitizer build). */
    void *scratch = _mlir_memref_to_llvm_alloc(4096);
    void *huge = _mlir_memref_to_llvm_alloc((size_t)1 << 62);
    _mlir_memref_to_llvm_free(huge);
    _mlir_memref_to_llvm_free(scratch);
  }
  while (recordThread() < 2 && now() < ctx->waitUntil) {
    struct timespec pause = {0, 100000};
    nanosleep(&pause, NULL);
  }
  const MemRef2 *x = ctx->x;
  const MemRef1 *bias = ctx->bias;
  for (int64_t c = 0; c < 3; ++c) {
    float xv = x->aligned[x->offset + row * x->strides[0] + c * x->strides[1]];
    float bv = bias->aligned[bias->offset + c * bias->strides[0]];
    ctx->out[row * 3 + c] = (xv + bv) * ctx->scale;
  }
}

EXPORT int32_t mlc_artifact_run(void **args) {
  const MemRef2 *x = args[0];
  const MemRef1 *bias = args[1];
  const MemRef0 *scale = args[2];
  MemRef2 *sum = args[3];
  MemRef0 *total = args[4];
  MemRef2 *transposed = args[5];
  int64_t rows = x->sizes[0];
  if (x->sizes[1] != 3 || bias->sizes[0] != 3)
    return 1;
  /* A run-time check of generated code (cf.assert) that fails. */
  if (scale->aligned[scale->offset] == -999.0f)
    mlc_artifact_fail("scale must not be -999");

  float *out =
      _mlir_memref_to_llvm_alloc((size_t)(rows * 3 + 1) * sizeof(float));
  float *sumOut = _mlir_memref_to_llvm_alloc(sizeof(float));
  float *tBlock =
      _mlir_memref_to_llvm_alloc((size_t)(rows * 3 + 1) * sizeof(float));
  if (!out || !sumOut || !tBlock) {
    free(out), free(sumOut), free(tBlock);
    return 2;
  }
  RowContext ctx = {x, bias, scale->aligned[scale->offset], out,
                    waitForThreads ? now() + 2.0 : 0.0};
  mlc_cpu_parallel_for(rows, computeRow, &ctx);

  *sumOut = 0;
  for (int64_t i = 0; i < rows * 3; ++i)
    *sumOut += out[i];

  /* x^T as a view of a row-major copy of x, one element in. */
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < 3; ++c)
      tBlock[1 + r * 3 + c] =
          x->aligned[x->offset + r * x->strides[0] + c * x->strides[1]];

  *sum = (MemRef2){out, out, 0, {rows, 3}, {3, 1}};
  *total = (MemRef0){sumOut, sumOut, 0};
  *transposed = (MemRef2){tBlock, tBlock, 1, {3, rows}, {1, 3}};
  return 0;
}
