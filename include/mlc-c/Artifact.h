/*===- mlc-c/Artifact.h - the compiled-model ABI -------------------*- C
-*-===*\
|*                                                                            *|
|* Part of the mlc project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|*                                                                            *|
|* What a compiled model (`mlc-compile ... -o model.so`) exports, and what    *|
|* the runtime relies on. Versioned by the first line of the metadata.        *|
\*===----------------------------------------------------------------------===*/

#ifndef MLC_C_ARTIFACT_H
#define MLC_C_ARTIFACT_H

#include "mlc-c/Params.h"

#include <stdint.h>
#include <string.h>

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

/* One element of a string tensor (dtype `string`): `size` bytes at `data`
 * (not NUL-terminated; data may be NULL when size is 0). A string tensor's
 * buffer holds these 16-byte handles; the bytes live elsewhere: in the
 * caller's input tensors, in the artifact's constants, or in the artifact's
 * per-run string arena, which the runtime releases after copying the bytes
 * of string outputs into the output tensors
 * (MLC_ARTIFACT_RELEASE_STRINGS_SYMBOL). */
typedef struct MlcString {
  const char *data;
  int64_t size;
} MlcString;

/* Exported by artifacts (since string tensors): frees the string bytes that
 * the calling thread's runs have produced so far. The caller must have
 * copied every string output it keeps first. */
typedef void (*MlcArtifactReleaseStringsFn)(void);
#define MLC_ARTIFACT_RELEASE_STRINGS_SYMBOL "mlc_artifact_release_strings"

/* Exported by every artifact: a NUL-terminated text record,
 *
 *   mlc-artifact 1
 *   target cpu
 *   input <name> <dtype> <shape>
 *   ...
 *   output <name> <dtype> <shape>
 *   ...
 *   dim <name> <bound> <input>:<dim> <input>:<dim> ...
 *   ...
 *   inplace <input> <output> <axis> <rows>
 *   ...
 *
 * one line each, in order. A `dim` line lists dynamic input dims that must
 * be one size (the model names them alike: an ONNX dim_param; `-` for an
 * unnamed dim) and at most <bound> (0: no bound; `--input-shape` `?<=N`);
 * the runtime checks them before a run. An `inplace` line names an input
 * kept in place (--cache-in-place): the run writes <rows> more entries along
 * <axis> into that input's buffer, past its shape (every dim before <axis>
 * is 1), and returns output <output> as that buffer; the runtime checks the
 * room first. <dtype> is one of f16 bf16 f32 f64 bool i8 i16
 * i32 i64 u8 u16 u32 u64 string (MlcString elements, cpu only). <shape>
 * is dims joined by 'x' with '?' for a
 * dynamic dim, or 'scalar' for rank 0. Names are percent-encoded (bytes
 * outside [A-Za-z0-9_.:/-] as %XX). */
typedef const char *(*MlcArtifactMetadataFn)(void);
#define MLC_ARTIFACT_METADATA_SYMBOL "mlc_artifact_metadata"

/* Exported by every artifact: runs the model.
 *   args[i], i < num_inputs: MlcMemRef* of input i (caller-owned, read only)
 *   args[num_inputs + j]:    MlcMemRef* of output j, filled in by the model.
 * For target cpu, each output's `allocated` is a fresh malloc() block that
 * the caller owns and frees with free() (or the block of an input or of
 * another output, which the caller then copies); for target cuda, see the
 * memory contract below. Returns 0 on success. */
typedef int32_t (*MlcArtifactRunFn)(void **args);
#define MLC_ARTIFACT_RUN_SYMBOL "mlc_artifact_run"

/* Device services for artifacts whose target is `cuda` (metadata line
 * `target cuda`), provided by the runtime's CUDA backend (the driver API,
 * loaded with dlopen). Every function returns 0 on success and a non-zero
 * code on failure: a CUresult (> 0) from the driver, or a negative
 * MLC_CUDA_ERROR_* below. The runtime keeps the message (naming the kernel
 * for launch failures); the artifact returns the code from mlc_artifact_run
 * unchanged, after releasing what it allocated.
 *
 * Memory contract for cuda artifacts: input descriptors passed to
 * mlc_artifact_run point at 16-byte aligned device memory (the runtime
 * allocates and fills it, or the caller's device tensors, copied first when
 * not aligned; read only); the artifact allocates
 * each output with `mem_alloc` and the runtime copies it back and releases
 * it with `mem_free` (an output may also alias an input, another output, or
 * lie at an offset/strides inside its `allocated` block, as on the CPU).
 * Device pointers are CUdeviceptr values carried in `void *`. All work is
 * issued on one stream, in order; the runtime synchronizes it when
 * mlc_artifact_run returns, so the artifact need not (and a kernel fault is
 * reported then, naming the last kernel launched).
 *
 * Semantics of each hook:
 *  - module_load: loads a cubin, fatbin or NUL-terminated PTX image (PTX is
 *    JIT-compiled by the driver; a failure carries the JIT log). Modules live
 *    until the process ends: load each image once and cache the handle.
 *  - get_function: a kernel of a loaded module by its (mangled) name.
 *  - mem_alloc: `bytes` >= 0 of device memory (stream-ordered; 0 bytes gives
 *    a null pointer). mem_free(NULL) is a no-op.
 *  - memcpy_htod / memcpy_dtod: ordered on the stream; the host source may be
 *    reused as soon as memcpy_htod returns.
 *  - memcpy_dtoh: waits for the stream: the host data is there on return.
 *  - launch: the grid and block sizes (each in [1, 2^32)), the dynamic
 *    shared memory in bytes (above 48 KiB the runtime raises the kernel's
 *    limit first), and `params` as for cuLaunchKernel: an array of pointers
 *    to each argument value. `name` is only used in error messages. */
#define MLC_CUDA_ERROR_UNAVAILABLE (-1)      /* no CUDA hooks installed */
#define MLC_CUDA_ERROR_INVALID_ARGUMENT (-2) /* e.g. negative size, 0 grid */
typedef struct MlcCudaHooks {
  int32_t (*module_load)(const void *image, void **module);
  int32_t (*get_function)(void *module, const char *name, void **function);
  int32_t (*mem_alloc)(int64_t bytes, void **device_ptr);
  int32_t (*mem_free)(void *device_ptr);
  int32_t (*memcpy_htod)(void *device_dst, const void *host_src, int64_t bytes);
  int32_t (*memcpy_dtoh)(void *host_dst, const void *device_src, int64_t bytes);
  int32_t (*memcpy_dtod)(void *device_dst, const void *device_src,
                         int64_t bytes);
  int32_t (*launch)(void *function, const char *name, int64_t grid_x,
                    int64_t grid_y, int64_t grid_z, int64_t block_x,
                    int64_t block_y, int64_t block_z, int32_t shared_bytes,
                    void **params);
  /* Since hooks version 3: a launch with its place in the host program's
   * launch DAG, so that independent launches may run concurrently (on
   * separate streams, or as parallel branches of a captured graph). The
   * launches between two other hook calls form segments; `index` is the
   * launch's index in its segment: 0 starts a segment and is ordered after
   * all earlier work (as `launch` is), and a launch with index > 0 is
   * ordered after the segment's start and after the launches of the segment
   * whose indices are in after[0..num_after) (each < index), and may run
   * concurrently with the others; a negative index: in order after all
   * earlier work, in no segment. Every other hook call is ordered after all
   * earlier work, and all later work after it. A launch with an empty grid
   * (a zero dimension; `function` may then be null) launches nothing: its
   * place still counts (index 0 starts a segment; a launch that waits for
   * it finds it done). */
  int32_t (*launch_after)(void *function, const char *name, int64_t grid_x,
                          int64_t grid_y, int64_t grid_z, int64_t block_x,
                          int64_t block_y, int64_t block_z,
                          int32_t shared_bytes, void **params, int32_t index,
                          const int32_t *after, int32_t num_after);
  /* Since hooks version 4: unloads a module module_load made (what
   * mlc_artifact_release_device does with the modules it cached). */
  int32_t (*module_unload)(void *module);
} MlcCudaHooks;

/* Hooks the runtime hands to an artifact (mlc_artifact_set_hooks) before
 * its first run; optional: without them a cpu artifact runs its grids
 * serially on the calling thread, and a cuda artifact cannot run.
 * parallel_for calls fn(ctx, i) for every i in [0, n), possibly on several
 * threads, and returns when all calls have returned. Later versions only
 * append fields, so an artifact reads the fields its version knows. */
typedef struct MlcArtifactHooks {
  uint32_t version; /* MLC_ARTIFACT_HOOKS_VERSION */
  void (*parallel_for)(int64_t n, void (*fn)(void *ctx, int64_t i), void *ctx);
  /* Since version 2: null for cpu artifacts, and until the runtime's CUDA
   * backend is up (the runtime sets the hooks again before the first run
   * of a cuda artifact). */
  const MlcCudaHooks *cuda;
  /* Since version 3 (and with it MlcCudaHooks.launch_after): a run-time
   * check of the model failed (e.g. dynamic sizes that do not broadcast).
   * Does not return: the runtime ends the run, which then fails with
   * "run-time error: MESSAGE"; what the run had allocated is freed by the
   * run's scope (MLC_ARTIFACT_RUN_SCOPE_SYMBOL) when the artifact has one.
   * Called on the thread that called mlc_artifact_run. Without it the
   * artifact prints the message and ends the process (versions 1 and 2). */
  void (*fail)(const char *message);
} MlcArtifactHooks;
#define MLC_ARTIFACT_HOOKS_VERSION 4u
typedef void (*MlcArtifactSetHooksFn)(const MlcArtifactHooks *hooks);
#define MLC_ARTIFACT_SET_HOOKS_SYMBOL "mlc_artifact_set_hooks"

/* Exported by artifacts (since failed runs free their host memory): brackets
 * one run on the calling thread. MLC_ARTIFACT_RUN_BEGIN before
 * mlc_artifact_run; after it, MLC_ARTIFACT_RUN_KEEP when the run returned
 * (the caller owns its outputs), or MLC_ARTIFACT_RUN_DISCARD when a failure
 * ended it part way (the `fail` hook), which frees the host and device
 * memory the run allocated and still held (the device copies of constants
 * stay: they outlive runs). A parallel loop's body that fails on any thread
 * frees its own allocations, and the loop's caller fails with its message. */
typedef enum MlcArtifactRunPhase {
  MLC_ARTIFACT_RUN_BEGIN = 0,
  MLC_ARTIFACT_RUN_KEEP = 1,
  MLC_ARTIFACT_RUN_DISCARD = 2,
} MlcArtifactRunPhase;
typedef void (*MlcArtifactRunScopeFn)(int32_t phase);
#define MLC_ARTIFACT_RUN_SCOPE_SYMBOL "mlc_artifact_run_scope"

/* Frees what the artifact keeps on the device from run to run: the device
 * copies of its constants (mlc_cuda_constant) and the kernel modules it
 * loaded (mlc_cuda_launch_kernel), and forgets them, so that a later run
 * would make them again. The runtime calls it when the last model loaded
 * from the file is freed, before dlclose; not while a run is in flight. */
typedef void (*MlcArtifactReleaseDeviceFn)(void);
#define MLC_ARTIFACT_RELEASE_DEVICE_SYMBOL "mlc_artifact_release_device"

/* The footer: mlc-compile appends MLC_ARTIFACT_FOOTER_BYTES to every
 * artifact, after the ELF image (the loader maps only what the image's
 * headers name, so bytes past it are never read). The runtime reads it
 * before dlopen, so that a truncated, corrupted or foreign file is an error
 * naming the file instead of a SIGBUS inside the loader. Little-endian:
 *   bytes  0..7   u64 length of the image (the bytes before the footer)
 *   bytes  8..15  u64 mlcParamsChecksum (mlc-c/Params.h) of the image
 *   bytes 16..19  u32 MLC_ARTIFACT_ABI_VERSION the artifact was built for
 *   bytes 20..23  u32 MLC_ARTIFACT_HOOKS_VERSION the artifact was built with
 *   bytes 24..31  zero
 *   bytes 32..39  magic MLC_ARTIFACT_FOOTER_MAGIC
 * The ABI version covers the exported entry points, the metadata format and
 * the calling convention of mlc_artifact_run; a runtime loads only artifacts
 * of its own ABI version and of a hooks version it provides. */
#define MLC_ARTIFACT_FOOTER_MAGIC "MLCFOOT1"
#define MLC_ARTIFACT_FOOTER_BYTES 40
#define MLC_ARTIFACT_ABI_VERSION 1u

/* Fills `footer` for an image of `length` bytes with checksum `checksum`. */
static inline void
mlcArtifactEncodeFooter(uint64_t length, uint64_t checksum,
                        unsigned char footer[MLC_ARTIFACT_FOOTER_BYTES]) {
  int i;
  for (i = 0; i < MLC_ARTIFACT_FOOTER_BYTES; ++i)
    footer[i] = 0;
  for (i = 0; i < 8; ++i) {
    footer[i] = (unsigned char)(length >> (8 * i));
    footer[8 + i] = (unsigned char)(checksum >> (8 * i));
    footer[32 + i] = (unsigned char)MLC_ARTIFACT_FOOTER_MAGIC[i];
  }
  for (i = 0; i < 4; ++i) {
    footer[16 + i] = (unsigned char)(MLC_ARTIFACT_ABI_VERSION >> (8 * i));
    footer[20 + i] = (unsigned char)(MLC_ARTIFACT_HOOKS_VERSION >> (8 * i));
  }
}

/* Whether the `size` bytes at `data` end in a footer of exactly the bytes
 * before it that this runtime accepts: what mlc-compile writes, or the same
 * with an older hooks version (mlc-seal-artifact, the artifact fuzzer). The
 * runtime checks a file piece by piece (lib/Runtime/Model.cpp) to name what
 * is wrong. */
static inline int mlcArtifactFooterMatches(const unsigned char *data,
                                           uint64_t size) {
  unsigned char expected[MLC_ARTIFACT_FOOTER_BYTES];
  uint64_t length;
  uint32_t hooks = 0;
  int i;
  if (size < MLC_ARTIFACT_FOOTER_BYTES)
    return 0;
  length = size - MLC_ARTIFACT_FOOTER_BYTES;
  mlcArtifactEncodeFooter(length, mlcParamsChecksum(data, length), expected);
  for (i = 0; i < 4; ++i)
    hooks |= (uint32_t)data[length + 20 + i] << (8 * i);
  if (hooks <= MLC_ARTIFACT_HOOKS_VERSION)
    memcpy(expected + 20, data + length + 20, 4);
  return memcmp(data + length, expected, MLC_ARTIFACT_FOOTER_BYTES) == 0;
}

/* Generated code does not call the hooks directly: libmlc_artifact_support.a
 * (linked into every artifact; lib/Runtime/ArtifactSupport.h) defines
 * mlc_artifact_set_hooks and C functions that forward to them and return
 * MLC_CUDA_ERROR_UNAVAILABLE when no CUDA hooks are installed:
 *   int32_t mlc_cuda_module_load(const void *image, void **module);
 *   int32_t mlc_cuda_get_function(void *module, const char *name,
 *                                 void **function);
 *   int32_t mlc_cuda_mem_alloc(int64_t bytes, void **device_ptr);
 *   int32_t mlc_cuda_mem_free(void *device_ptr);
 *   int32_t mlc_cuda_memcpy_htod(void *device_dst, const void *host_src,
 *                                int64_t bytes);
 *   int32_t mlc_cuda_memcpy_dtoh(void *host_dst, const void *device_src,
 *                                int64_t bytes);
 *   int32_t mlc_cuda_memcpy_dtod(void *device_dst, const void *device_src,
 *                                int64_t bytes);
 *   int32_t mlc_cuda_launch(void *function, const char *name, int64_t grid_x,
 *                           int64_t grid_y, int64_t grid_z, int64_t block_x,
 *                           int64_t block_y, int64_t block_z,
 *                           int32_t shared_bytes, void **params);
 *   int32_t mlc_cuda_launch_after(... as mlc_cuda_launch ..., int32_t index,
 *                                 const int32_t *after, int32_t num_after);
 *   void mlc_cpu_parallel_for(int64_t n, void (*fn)(void *, int64_t),
 *                             void *ctx);
 */

#ifdef __cplusplus
}
#endif

#endif /* MLC_C_ARTIFACT_H */
