//===- Hooks.h - what the runtime hands an artifact -------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The MlcArtifactHooks (mlc-c/Artifact.h) a loaded artifact calls back
// through: the thread pool's parallel_for, the CUDA backend's table, and
// `fail`, which ends a run whose run-time check failed by returning to
// guardedRun.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_HOOKS_H
#define MLC_LIB_RUNTIME_HOOKS_H

#include "mlc-c/Artifact.h"

#include <climits>
#include <cstdint>
#include <string>

namespace mlc::runtime {

/// The hooks for an artifact: `cuda` is the CUDA backend's table, or null
/// until a cuda model first runs (loading needs no driver).
MlcArtifactHooks makeArtifactHooks(const MlcCudaHooks *cuda);

/// What guardedRun returns for a failed check (never a code an artifact
/// returns: those are 0, CUresults and MLC_CUDA_ERROR_*).
constexpr int32_t kRunCheckFailed = INT32_MIN;

/// run(args), or kRunCheckFailed with the failure's `message` when the run
/// fails part way (a run-time check, out of host memory). `scope` (the
/// artifact's MLC_ARTIFACT_RUN_SCOPE_SYMBOL, null for older artifacts)
/// brackets the run, so that a failed run's host memory is freed.
int32_t guardedRun(MlcArtifactRunFn run, MlcArtifactRunScopeFn scope,
                   void **args, std::string &message);

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_HOOKS_H
