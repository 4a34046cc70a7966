//===- CudaBackend.h - the CUDA driver API, loaded at run time ---*- C++
//-*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The runtime's CUDA backend: the driver API (libcuda.so.1, or the library
// named by $MLC_CUDA_DRIVER_LIBRARY) loaded with dlopen, the primary context
// of one device ($MLC_CUDA_DEVICE, default 0) and one stream. It implements
// MlcCudaHooks (mlc-c/Artifact.h) and the device side of mlcModelRun. No
// CUDA header or library is needed to build it.
//
// Every operation returns 0 or a CUresult (or a negative MLC_CUDA_ERROR_*
// code); the message of the last failure on the calling thread is kept and
// returned by getLastCudaError().
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_CUDABACKEND_H
#define MLC_LIB_RUNTIME_CUDABACKEND_H

#include "mlc-c/Artifact.h"

#include <cstdint>
#include <string>

namespace mlc::runtime {

/// CUresult values the runtime looks at.
constexpr int32_t kCudaErrorOutOfMemory = 2;

class CudaBackend {
public:
  /// The process-wide backend, created on the first successful call (later
  /// calls return it; failures are not cached, so a later call retries). On
  /// failure returns null and sets `error`, e.g. "no CUDA driver
  /// (libcuda.so.1 not found: ...)" or "no CUDA device (...)".
  static CudaBackend *get(std::string &error);

  /// The backend if one was created, else null (never initializes).
  static CudaBackend *getIfInitialized();

  /// The hooks handed to cuda artifacts (valid for the process lifetime).
  const MlcCudaHooks *getHooks() const;

  /// The CUstream all work is issued on.
  void *getStream() const;

  /// "NVIDIA H200 (sm_90, 132 SMs, device 0, driver 13.0)".
  const std::string &getDescription() const;

  // Device memory and copies, all on the backend's stream. `bytes` == 0 is a
  // no-op (alloc returns null). dtoh waits for the stream.
  int32_t alloc(int64_t bytes, void **devicePtr);
  int32_t free(void *devicePtr);
  int32_t copyHostToDevice(void *dst, const void *src, int64_t bytes);
  int32_t copyDeviceToHost(void *dst, const void *src, int64_t bytes);
  int32_t copyDeviceToDevice(void *dst, const void *src, int64_t bytes);
  int32_t memsetZero(void *devicePtr, int64_t bytes);
  /// Waits for the stream; a failure names the last launched kernel.
  int32_t synchronize();

  // Events for timing (on the stream).
  int32_t createEvent(void **event);
  void destroyEvent(void *event);
  int32_t recordEvent(void *event);
  /// Milliseconds between two recorded events (waits for `stop`).
  int32_t elapsedMillis(void *start, void *stop, float *millis);

  struct Impl;

private:
  explicit CudaBackend(Impl *impl) : impl(impl) {}
  Impl *impl;
};

/// The message of the last failed CUDA operation on this thread ("" if
/// none since clearLastCudaError()).
const std::string &getLastCudaError();
void clearLastCudaError();

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_CUDABACKEND_H
