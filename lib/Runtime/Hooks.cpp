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
  /// The failure's message: a fixed buffer, so that failing (out of memory,
  /// say) allocates nothing.
  char message[512];
};
thread_local RunGuard *activeRunGuard = nullptr;

/// The `fail` hook (mlc_artifact_fail): ends the run on this thread. Only C
/// frames (the artifact's and its support library's) lie between here and
/// guardedRun's setjmp, so the longjmp skips no destructor. A failure in a
/// parallel loop's body comes here on the loop's calling thread (the
/// support library catches it on the thread that ran the body).
[[noreturn]] void failHook(const char *message) {
  if (!message)
    message = "";
  if (RunGuard *guard = activeRunGuard) {
    std::snprintf(guard->message, sizeof(guard->message), "%s", message);
    std::longjmp(guard->env, 1);
  }
  // Not inside a run of this thread (an artifact of an older support
  // library failing on a worker thread): no way back to the caller.
  std::fprintf(stderr, "mlc: run-time error: %s\n", message);
  std::fflush(stderr);
  std::_Exit(1);
}
} // namespace

MlcArtifactHooks mlc::runtime::makeArtifactHooks(const MlcCudaHooks *cuda) {
  return {MLC_ARTIFACT_HOOKS_VERSION, parallelForHook, cuda, failHook};
}

int32_t mlc::runtime::guardedRun(MlcArtifactRunFn run,
                                 MlcArtifactRunScopeFn scope, void **args,
                                 std::string &message) {
  RunGuard guard;
  guard.message[0] = '\0';
  RunGuard *outer = activeRunGuard;
  activeRunGuard = &guard;
  if (scope)
    scope(MLC_ARTIFACT_RUN_BEGIN);
  int32_t rc = kRunCheckFailed;
  if (setjmp(guard.env) == 0)
    rc = run(args);
  activeRunGuard = outer;
  if (scope)
    scope(rc == kRunCheckFailed ? MLC_ARTIFACT_RUN_DISCARD
                                : MLC_ARTIFACT_RUN_KEEP);
  if (rc == kRunCheckFailed)
    message = guard.message;
  return rc;
}
