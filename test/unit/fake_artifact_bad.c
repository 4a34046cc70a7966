//===- fake_artifact_bad.c - broken artifacts for the tests ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// One library per FAKE_<VARIANT> define, each wrong in one way (or odd in a
// way the runtime must survive).
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Artifact.h"

#include <stdlib.h>

#define EXPORT __attribute__((visibility("default")))

#ifdef FAKE_NOSYMS
/* A shared library that is no artifact at all. */
EXPORT int fake_nothing(void) { return 42; }
#else

/* i64 vectors of 4: the layout of a rank-1 descriptor. */
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, size, stride;
} MemRef1;

EXPORT const char *mlc_artifact_metadata(void) {
#if defined(FAKE_BAD_VERSION)
  return "mlc-artifact 2\ntarget cpu\ninput a i64 4\noutput b i64 4\n";
#elif defined(FAKE_BAD_DTYPE)
  return "mlc-artifact 1\ntarget cpu\ninput a f128 4\noutput b i64 4\n";
#elif defined(FAKE_CUDA)
  return "mlc-artifact 1\ntarget cuda\ninput a i64 4\noutput b i64 4\n";
#elif defined(FAKE_ALIAS)
  return "mlc-artifact 1\ntarget cpu\ninput a i64 4\noutput same i64 4\n"
         "output reversed i64 4\noutput fresh i64 4\noutput again i64 4\n";
#else
  return "mlc-artifact 1\ntarget cpu\ninput a i64 4\noutput b i64 4\n";
#endif
}

EXPORT void mlc_artifact_set_hooks(const MlcArtifactHooks *hooks) {}

#if defined(FAKE_CUDA)
/* Never touches the (device) memory: a real one is fake_cuda_artifact.c. */
EXPORT int32_t mlc_artifact_run(void **args) { return 9; }
#elif !defined(FAKE_NO_RUN)
EXPORT int32_t mlc_artifact_run(void **args) {
  const MemRef1 *a = args[0];
  MemRef1 *b = args[1];
  int64_t *block = malloc(8 * sizeof(int64_t));
  if (!block)
    return 1;
  for (int i = 0; i < 4; ++i)
    block[i] = 2 * a->aligned[a->offset + i * a->stride];
#if defined(FAKE_RUN_FAILS)
  /* Fails after filling an output: the runtime must free the block. */
  *b = (MemRef1){block, block, 0, 4, 1};
  return 7;
#elif defined(FAKE_BAD_OUTPUT)
  /* 5 elements where the metadata promises 4. */
  *b = (MemRef1){block, block, 0, 5, 1};
  return 0;
#elif defined(FAKE_ALIAS)
  /* Returns the input itself, and one block three times: reversed (a
   * negative stride, so the runtime copies it) and twice as is. The runtime
   * must copy rather than free what it does not own, free the block once,
   * and only after the last output that views it. */
  MemRef1 *reversed = args[2], *fresh = args[3], *again = args[4];
  *b = *a;
  *reversed = (MemRef1){block, block, 3, 4, -1};
  *fresh = (MemRef1){block, block, 0, 4, 1};
  *again = (MemRef1){block, block, 0, 4, 1};
  return 0;
#else
  *b = (MemRef1){block, block, 0, 4, 1};
  return 0;
#endif
}
#endif
#endif
