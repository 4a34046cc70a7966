//===- Hooks.cpp - what the runtime hands an artifact ---------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Hooks.h"

#include "mlc-c/Runtime.h"

#include <csetjmp>
#include <cstdio>
#include <cstdlib>

using namespace mlc::runtime;

namespace {
/// The hook handed to artifacts.
void parallelForHook(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx) {
  mlcParallelFor(n, fn, ctx);
}

/// The run in progress on this thread (guardedRun), where a failed run-time
/// check of the artifact returns to.
struct RunGuard {
  std::jmp_buf env;
  std::string message;
};
thread_local RunGuard *activeRunGuard = nullptr;

/// The `fail` hook (mlc_artifact_fail): ends the run on this thread. Only C
/// frames (the artifact's and its support library's) lie between here and
/// guardedRun's setjmp, so the longjmp skips no destructor.
[[noreturn]] void failHook(const char *message) {
  if (RunGuard *guard = activeRunGuard) {
    guard->message = message ? message : "";
    std::longjmp(guard->env, 1);
  }
  // Not inside a run of this thread (a worker thread of the artifact): no
  // way back to the caller.
  std::fprintf(stderr, "mlc: run-time error: %s\n", message ? message : "");
  std::fflush(stderr);
  std::_Exit(1);
}
} // namespace

MlcArtifactHooks mlc::runtime::makeArtifactHooks(const MlcCudaHooks *cuda) {
  return {MLC_ARTIFACT_HOOKS_VERSION, parallelForHook, cuda, failHook};
}

int32_t mlc::runtime::guardedRun(MlcArtifactRunFn run, void **args,
                                 std::string &message) {
  RunGuard guard;
  RunGuard *outer = activeRunGuard;
  activeRunGuard = &guard;
  int32_t rc = kRunCheckFailed;
  if (setjmp(guard.env) == 0)
    rc = run(args);
  activeRunGuard = outer;
  if (rc == kRunCheckFailed)
    message = guard.message;
  return rc;
}
