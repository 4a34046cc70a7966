/*===- mlc-c/Artifact.h - the compiled-model ABI -------------------*- C -*-===*\
|*                                                                            *|
|* Part of the mlc project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|*                                                                            *|
|* What a compiled model (`mlc-compile ... -o model.so`) exports, and what    *|
|* the runtime relies on. Versioned by the first line of the metadata.        *|
\*===----------------------------------------------------------------------===*/

#ifndef MLC_C_ARTIFACT_H
#define MLC_C_ARTIFACT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A strided memref descriptor of rank R, laid out exactly as MLIR's LLVM
 * lowering lays it out:
 *   void *allocated; void *aligned; int64_t offset;
 *   int64_t sizes[R]; int64_t strides[R];
 * `sizes_strides` holds the 2*R trailing words. Elements are at
 * aligned + (offset + sum_i idx[i]*strides[i]) * sizeof(element). */
typedef struct MlcMemRef {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes_strides[];
} MlcMemRef;

/* Size in bytes of the descriptor for rank R. */
#define MLC_MEMREF_BYTES(R) (3 * sizeof(int64_t) + 2 * (R) * sizeof(int64_t))

/* Exported by every artifact: a NUL-terminated text record,
 *
 *   mlc-artifact 1
 *   target cpu
 *   input <name> <dtype> <shape>
 *   ...
 *   output <name> <dtype> <shape>
 *   ...
 *
 * one line each, in order. <dtype> is one of f16 bf16 f32 f64 bool i8 i16
 * i32 i64 u8 u16 u32 u64. <shape> is dims joined by 'x' with '?' for a
 * dynamic dim, or 'scalar' for rank 0. Names are percent-encoded (bytes
 * outside [A-Za-z0-9_.:/-] as %XX). */
typedef const char *(*MlcArtifactMetadataFn)(void);
#define MLC_ARTIFACT_METADATA_SYMBOL "mlc_artifact_metadata"

/* Exported by every artifact: runs the model.
 *   args[i], i < num_inputs: MlcMemRef* of input i (caller-owned, read only)
 *   args[num_inputs + j]:    MlcMemRef* of output j, filled in by the model.
 * Each output's `allocated` is a fresh malloc() block that the caller owns
 * and frees with free(). Returns 0 on success. */
typedef int32_t (*MlcArtifactRunFn)(void **args);
#define MLC_ARTIFACT_RUN_SYMBOL "mlc_artifact_run"

/* Hooks the runtime hands to an artifact before the first run (optional:
 * without them the artifact runs its grids serially on the calling thread).
 * parallel_for calls fn(ctx, i) for every i in [0, n), possibly on several
 * threads, and returns when all calls have returned. */
typedef struct MlcArtifactHooks {
  uint32_t version; /* MLC_ARTIFACT_HOOKS_VERSION */
  void (*parallel_for)(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx);
} MlcArtifactHooks;
#define MLC_ARTIFACT_HOOKS_VERSION 1u
typedef void (*MlcArtifactSetHooksFn)(const MlcArtifactHooks *hooks);
#define MLC_ARTIFACT_SET_HOOKS_SYMBOL "mlc_artifact_set_hooks"

#ifdef __cplusplus
}
#endif

#endif /* MLC_C_ARTIFACT_H */
