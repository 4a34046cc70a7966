//===- ArtifactSupport.h - support code linked into artifacts -----*- C -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// libmlc_artifact_support.a is linked into every compiled model. It defines
// the artifact's mlc_artifact_set_hooks export and the functions that the
// generated code calls (their table: mlc/Runtime/ArtifactABI.def). Pure C,
// no dependencies.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H
#define MLC_LIB_RUNTIME_ARTIFACTSUPPORT_H

#include "mlc-c/Artifact.h"
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The functions generated code calls, one prototype per entry of the
/// artifact ABI table: the definitions (ArtifactSupport.c, Strings.c) must
/// agree with it.
#define MLC_ABI_FUNCTION(Name, Return, ...) Return Name(__VA_ARGS__);
#include "mlc/Runtime/ArtifactABI.def"

/// Stores a copy of `hooks` (the MLC_ARTIFACT_SET_HOOKS_SYMBOL export). A
/// NULL pointer (or version 0) clears them. Version 1 hooks (parallel_for
/// only) are accepted with no CUDA hooks; version 2 and later also give the
/// `cuda` pointer (the runtime's table, which outlives the artifact).
__attribute__((visibility("default"))) void
mlc_artifact_set_hooks(const MlcArtifactHooks *hooks);

/// Frees the device copies of constants and the kernel modules cached by
/// mlc_cuda_constant and mlc_cuda_launch_kernel and clears their caches
/// (the MLC_ARTIFACT_RELEASE_DEVICE_SYMBOL export; mlc-c/Artifact.h).
__attribute__((visibility("default"))) void mlc_artifact_release_device(void);

/// Brackets a run on the calling thread (the MLC_ARTIFACT_RUN_SCOPE_SYMBOL
/// export; mlc-c/Artifact.h): while a run's scope is open, the host and
/// device memory generated code allocates on this thread is listed, and a
/// discarded run frees what it still holds.
__attribute__((visibility("default"))) void
mlc_artifact_run_scope(int32_t phase);

/// MLIR's generic allocation functions, which generated host code calls
/// (LowerToLLVMOptions::useGenericFunctions): malloc / posix_memalign /
/// free, where out of memory fails the run (mlc_artifact_fail) instead of
/// returning NULL. Inside a run's scope (mlc_artifact_run_scope) each
/// allocation is listed until it is freed.
__attribute__((visibility("hidden"))) void *
_mlir_memref_to_llvm_alloc(size_t size);
__attribute__((visibility("hidden"))) void *
_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t size);
__attribute__((visibility("hidden"))) void _mlir_memref_to_llvm_free(void *ptr);

/// `size` bytes (16-aligned) of the run's arena (Arena.h), freed when the
/// runtime calls mlc_artifact_release_strings after the run. Never returns
/// NULL: out of memory is a failed run (mlc_artifact_fail).
__attribute__((visibility("hidden"))) char *
mlc_artifact_arena_alloc(int64_t size);

//===----------------------------------------------------------------------===//
// CUDA (cuda artifacts; see mlc-c/Artifact.h for the memory contract)
//===----------------------------------------------------------------------===//
//
// Thin forwarders to MlcCudaHooks, under the table's mlc_cuda_* functions
// (and for hand-written artifacts: the tests' fakes). Each returns
// 0 on success, a CUresult (> 0) or MLC_CUDA_ERROR_INVALID_ARGUMENT (-2) on
// failure (the runtime keeps the message), and MLC_CUDA_ERROR_UNAVAILABLE
// (-1), without touching anything, when no CUDA hooks are installed. On
// failure the generated code releases what it allocated and returns the code
// from mlc_artifact_run. Hidden symbols: they bind inside the artifact.

/// 1 if CUDA hooks are installed, else 0.
int32_t mlc_cuda_available(void);

/// Loads a cubin/fatbin or NUL-terminated PTX image into `*module`, a cache
/// of the artifact (a global): call once per image. The module is unloaded
/// and `*module` cleared when the artifact releases its device resources
/// (mlc_artifact_release_device, when the last model loaded from it is
/// freed).
int32_t mlc_cuda_module_load(const void *image, void **module);

/// Finds kernel `name` in `module`; `*function` is a cache like
/// mlc_cuda_module_load's, cleared with it.
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
