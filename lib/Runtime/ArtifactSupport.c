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
  if (!newHooks || newHooks->version < 1) {
    hooks.version = 0;
    hooks.parallel_for = NULL;
    hooks.cuda = NULL;
    return;
  }
  /* Versions only append fields: read those this version knows. */
  hooks.version = newHooks->version;
  hooks.parallel_for = newHooks->parallel_for;
  hooks.cuda = newHooks->version >= 2 ? newHooks->cuda : NULL;
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

int32_t mlc_cuda_available(void) { return hooks.cuda != NULL; }

int32_t mlc_cuda_module_load(const void *image, void **module) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->module_load(image, module);
}

int32_t mlc_cuda_get_function(void *module, const char *name, void **function) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->get_function(module, name, function);
}

int32_t mlc_cuda_mem_alloc(int64_t bytes, void **device_ptr) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->mem_alloc(bytes, device_ptr);
}

int32_t mlc_cuda_mem_free(void *device_ptr) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->mem_free(device_ptr);
}

int32_t mlc_cuda_memcpy_htod(void *device_dst, const void *host_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_htod(device_dst, host_src, bytes);
}

int32_t mlc_cuda_memcpy_dtoh(void *host_dst, const void *device_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_dtoh(host_dst, device_src, bytes);
}

int32_t mlc_cuda_memcpy_dtod(void *device_dst, const void *device_src,
                             int64_t bytes) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->memcpy_dtod(device_dst, device_src, bytes);
}

int32_t mlc_cuda_launch(void *function, const char *name, int64_t grid_x,
                        int64_t grid_y, int64_t grid_z, int64_t block_x,
                        int64_t block_y, int64_t block_z, int32_t shared_bytes,
                        void **params) {
  if (!hooks.cuda)
    return MLC_CUDA_ERROR_UNAVAILABLE;
  return hooks.cuda->launch(function, name, grid_x, grid_y, grid_z, block_x,
                            block_y, block_z, shared_bytes, params);
}
