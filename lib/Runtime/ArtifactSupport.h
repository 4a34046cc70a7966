//===- ArtifactSupport.h - support code linked into artifacts -----*- C -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// libmlc_artifact_support.a is linked into every compiled model. It defines
// the artifact's mlc_artifact_set_hooks export and the helpers that the
// generated code calls. Pure C, no dependencies.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H
#define MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H

#include "mlc-c/Artifact.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Stores a copy of `hooks` (the MLC_ARTIFACT_SET_HOOKS_SYMBOL export). A
/// NULL pointer clears them; a version other than MLC_ARTIFACT_HOOKS_VERSION
/// is ignored.
__attribute__((visibility("default"))) void
mlc_artifact_set_hooks(const MlcArtifactHooks *hooks);

/// Calls fn(ctx, i) for every i in [0, n): through the parallel_for hook when
/// one is set, else serially on the calling thread.
__attribute__((visibility("default"))) void
mlc_cpu_parallel_for(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx);

#ifdef __cplusplus
}
#endif

#endif /* MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H */
