//===- Status.cpp - errors of the runtime's C API -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Status.h"

#include "CudaBackend.h"

#ifndef MLC_VERSION_STRING
#define MLC_VERSION_STRING "unknown"
#endif

using namespace mlc::runtime;

namespace {
thread_local std::string lastError;
} // namespace

MlcStatus mlc::runtime::fail(MlcStatus status, std::string message) {
  lastError = std::move(message);
  return status;
}

const std::string &mlc::runtime::getLastError() { return lastError; }

MlcStatus mlc::runtime::cudaFail(int32_t code) {
  std::string message = getLastCudaError();
  if (message.empty())
    message = "CUDA error " + std::to_string(code);
  return fail(code == kCudaErrorOutOfMemory ? MLC_STATUS_OUT_OF_MEMORY
                                            : MLC_STATUS_RUN_FAILED,
              message);
}

const char *mlcGetLastError(void) { return lastError.c_str(); }

const char *mlcGetVersion(void) { return MLC_VERSION_STRING; }
