//===- Arena.h - the per-thread arena of a run's host bytes -------*- C -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// Bytes that a run creates on the host and hands out by pointer (string
// bytes of changed case or formatted numbers, host copies of device buffers
// for host ops on cuda models) come from a per-thread arena that lives until
// the runtime has copied the outputs and calls
// mlc_artifact_release_strings (MLC_ARTIFACT_RELEASE_STRINGS_SYMBOL): the
// generated code copies handles freely, so no buffer can own the bytes it
// points at. Part of libmlc_artifact_support.a; depends on libc only.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_ARENA_H
#define MLC_LIB_RUNTIME_ARENA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// `size` bytes (16-aligned) of this thread's arena, or NULL when out of
/// memory.
__attribute__((visibility("hidden"))) char *mlcArenaAlloc(int64_t size);

/// Frees every block of this thread's arena (the artifact's
/// MLC_ARTIFACT_RELEASE_STRINGS_SYMBOL export).
__attribute__((visibility("default"))) void mlc_artifact_release_strings(void);

#ifdef __cplusplus
}
#endif

#endif /* MLC_LIB_RUNTIME_ARENA_H */
