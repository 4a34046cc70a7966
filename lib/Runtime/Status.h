//===- Status.h - errors of the runtime's C API -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// How the C API (mlc-c/Runtime.h) reports failures: a status code returned,
// its message kept per thread for mlcGetLastError, and no C++ exception
// unwinding through an API call.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_STATUS_H
#define MLC_LIB_RUNTIME_STATUS_H

#include "mlc-c/Runtime.h"

#include <new>
#include <string>

namespace mlc::runtime {

/// Sets this thread's last error to `message` and returns `status`.
MlcStatus fail(MlcStatus status, std::string message);

/// This thread's last error (mlcGetLastError).
const std::string &getLastError();

/// The status for a failed CUDA operation (a CUresult or
/// MLC_CUDA_ERROR_*), with the CUDA backend's message.
MlcStatus cudaFail(int32_t code);

/// Runs `body` and turns an escaping std::bad_alloc into a status: nothing
/// may unwind through the C API.
template <typename Body> MlcStatus guarded(Body body) {
  try {
    return body();
  } catch (const std::bad_alloc &) {
    return fail(MLC_STATUS_OUT_OF_MEMORY, "out of memory");
  } catch (...) {
    return fail(MLC_STATUS_RUN_FAILED, "internal error");
  }
}

} // namespace mlc::runtime

/// Returns MLC_STATUS_INVALID_ARGUMENT from the enclosing API function,
/// naming it and the failed condition, unless `cond` holds.
#define MLC_CHECK_ARG(cond)                                                    \
  do {                                                                         \
    if (!(cond))                                                               \
      return ::mlc::runtime::fail(MLC_STATUS_INVALID_ARGUMENT,                 \
                                  std::string(__func__) +                      \
                                      ": invalid argument: " #cond);           \
  } while (false)

#endif // MLC_LIB_RUNTIME_STATUS_H
