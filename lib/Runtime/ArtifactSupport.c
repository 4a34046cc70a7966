//===- ArtifactSupport.c - support code linked into artifacts -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ArtifactSupport.h"

#include <stddef.h>

/* Internal to each artifact: two artifacts in one process keep their own. */
static MlcArtifactHooks hooks;

void mlc_artifact_set_hooks(const MlcArtifactHooks *newHooks) {
  if (!newHooks) {
    hooks.version = 0;
    hooks.parallel_for = NULL;
    return;
  }
  if (newHooks->version != MLC_ARTIFACT_HOOKS_VERSION)
    return;
  hooks = *newHooks;
}

void mlc_cpu_parallel_for(int64_t n, void (*fn)(void *ctx, int64_t i),
                          void *ctx) {
  if (n > 1 && hooks.parallel_for) {
    hooks.parallel_for(n, fn, ctx);
    return;
  }
  for (int64_t i = 0; i < n; ++i)
    fn(ctx, i);
}
