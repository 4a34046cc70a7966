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
/// NULL pointer (or version 0) clears them. Version 1 hooks (parallel_for
/// only) are accepted with no CUDA hooks; version 2 and later also give the
/// `cuda` pointer (the runtime's table, which outlives the artifact).
__attribute__((visibility("default"))) void
mlc_artifact_set_hooks(const MlcArtifactHooks *hooks);

/// Calls fn(ctx, i) for every i in [0, n): through the parallel_for hook when
/// one is set, else serially on the calling thread.
__attribute__((visibility("default"))) void
mlc_cpu_parallel_for(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx);

/// A failed run-time check of generated code (cf.assert, e.g. operand sizes
/// that do not broadcast): hands MESSAGE to the runtime's `fail` hook, which
/// ends the run with an error (the process goes on). Without that hook
/// (hooks before version 3, or none) prints "mlc: run-time error: MESSAGE"
/// to stderr and ends the process with exit status 1.
__attribute__((visibility("hidden"))) void
mlc_artifact_fail(const char *message);

/// `size` bytes (16-aligned) of the per-thread arena of the run's string
/// bytes (Strings.c), freed when the runtime calls
/// mlc_artifact_release_strings after the run. Never fails (ends the process
/// when out of memory).
__attribute__((visibility("hidden"))) char *
mlc_artifact_arena_alloc(int64_t size);

//===----------------------------------------------------------------------===//
// CUDA (cuda artifacts; see mlc-c/Artifact.h for the memory contract)
//===----------------------------------------------------------------------===//
//
// Thin forwarders to MlcCudaHooks, for generated code to call. Each returns
// 0 on success, a CUresult (> 0) or MLC_CUDA_ERROR_INVALID_ARGUMENT (-2) on
// failure (the runtime keeps the message), and MLC_CUDA_ERROR_UNAVAILABLE
// (-1), without touching anything, when no CUDA hooks are installed. On
// failure the generated code releases what it allocated and returns the code
// from mlc_artifact_run. Hidden symbols: they bind inside the artifact.

/// 1 if CUDA hooks are installed, else 0.
/// Host code that convert-kernel-to-cuda-host generates for cuda models calls
/// these. They record the first failure (see mlc_cuda_take_status) instead
/// of returning it, and skip work once something has failed.
int32_t mlc_cuda_take_status(void);
/// Device memory for a buffer (NULL and a recorded error on failure).
void *mlc_cuda_malloc(int64_t bytes);
void mlc_cuda_free(void *ptr);
/// Device-to-device copy of a contiguous buffer.
void mlc_cuda_copy(void *dst, const void *src, int64_t bytes);
/// Reads `bytes` of device memory into host memory (a scalar the host
/// program branches on: a run-time loop's condition). Waits for the device.
/// After a failure (this one or an earlier one) *dst reads as zeros, so a
/// loop condition is false and the loop ends.
void mlc_cuda_read(void *dst, const void *src, int64_t bytes);
/// Writes `bytes` of host memory to device memory (ordered on the stream;
/// `src` is reusable on return): a host-level store into a buffer.
void mlc_cuda_write(void *dst, const void *src, int64_t bytes);
/// A host op on a cuda model (a call into Strings.c, which reads host
/// memory): a host copy of `bytes` of the device buffer at `device` (copied
/// only when `copy_in`; after a failure it reads as zeros), in the run's
/// arena, so string handles that point into it (a string constant's bytes)
/// stay valid until the runtime has copied the outputs. Outputs go back with
/// mlc_cuda_write.
void *mlc_cuda_host_stage(const void *device, int64_t bytes, int32_t copy_in);
/// The device copy of a constant (weights), uploaded on first use and kept
/// in *cache.
void *mlc_cuda_constant(const void *host, int64_t bytes, void **cache);
/// Loads the module from `image` and looks up `name` on first use (cached
/// in *moduleCache / *functionCache), then launches it with 1-D blocks, at
/// its place `index` / `after` in the launch DAG (mlc_cuda_launch_after).
void mlc_cuda_launch_kernel(const void *image, void **moduleCache,
                            void **functionCache, const char *name,
                            int64_t grid_x, int64_t grid_y, int64_t grid_z,
                            int64_t block_x, int32_t shared_bytes,
                            void **params, int32_t index, const int32_t *after,
                            int32_t num_after);

int32_t mlc_cuda_available(void);

/// Loads a cubin/fatbin or NUL-terminated PTX image into `*module` (kept
/// until the process ends: call once per image and cache the handle).
int32_t mlc_cuda_module_load(const void *image, void **module);

/// Finds kernel `name` in `module`.
int32_t mlc_cuda_get_function(void *module, const char *name, void **function);

/// Allocates `bytes` (>= 0; 0 gives NULL) of device memory, stream-ordered.
int32_t mlc_cuda_mem_alloc(int64_t bytes, void **device_ptr);

/// Frees device memory from mlc_cuda_mem_alloc (stream-ordered; NULL is a
/// no-op).
int32_t mlc_cuda_mem_free(void *device_ptr);

/// Host to device, ordered on the stream; `host_src` is reusable on return.
int32_t mlc_cuda_memcpy_htod(void *device_dst, const void *host_src,
                             int64_t bytes);

/// Device to host; waits for the stream, so `host_dst` is filled on return.
int32_t mlc_cuda_memcpy_dtoh(void *host_dst, const void *device_src,
                             int64_t bytes);

/// Device to device, ordered on the stream.
int32_t mlc_cuda_memcpy_dtod(void *device_dst, const void *device_src,
                             int64_t bytes);

/// Launches `function` on the stream: grid and block dims each in
/// [1, 2^32), `shared_bytes` of dynamic shared memory (> 48 KiB is allowed up
/// to the device's opt-in limit), `params` as for cuLaunchKernel (pointers to
/// each argument's value). `name` names the kernel in error messages.
int32_t mlc_cuda_launch(void *function, const char *name, int64_t grid_x,
                        int64_t grid_y, int64_t grid_z, int64_t block_x,
                        int64_t block_y, int64_t block_z, int32_t shared_bytes,
                        void **params);

/// mlc_cuda_launch with the launch's place in the launch DAG (see
/// MlcCudaHooks.launch_after). With hooks before version 3 it is a plain
/// launch: ordered after all earlier work, which satisfies every DAG.
int32_t mlc_cuda_launch_after(void *function, const char *name, int64_t grid_x,
                              int64_t grid_y, int64_t grid_z, int64_t block_x,
                              int64_t block_y, int64_t block_z,
                              int32_t shared_bytes, void **params,
                              int32_t index, const int32_t *after,
                              int32_t num_after);

#ifdef __cplusplus
}
#endif

#endif /* MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H */
