//===- mlc-c/Runtime.h - load and run compiled models -------------*- C -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// The C API of libmlc_runtime: load a compiled model (an artifact `.so`,
// see mlc-c/Artifact.h), describe its inputs and outputs, run it on host
// tensors. No LLVM/MLIR dependency.
//
// Conventions:
//  - Every function that can fail returns an MlcStatus; MLC_STATUS_OK is 0.
//    On failure, mlcGetLastError() returns a message for the calling thread
//    and out-parameters are left untouched.
//  - Handles are opaque; objects created by mlc*Create/Load/Run are freed
//    by the matching mlc*Free (which accept NULL).
//  - Borrowed pointers returned by getters (names, shapes, data) stay valid
//    as long as the object they came from.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_C_RUNTIME_H
#define MLC_C_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define MLC_RUNTIME_API
#else
#define MLC_RUNTIME_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Status and errors
//===----------------------------------------------------------------------===//

/// Result of every fallible call.
typedef enum MlcStatus {
  MLC_STATUS_OK = 0,
  /// A bad argument: null pointer, index out of range, bad dtype/shape, or
  /// inputs that do not match the model's signature.
  MLC_STATUS_INVALID_ARGUMENT = 1,
  /// A file that cannot be opened or loaded.
  MLC_STATUS_IO_ERROR = 2,
  /// A loadable library that is not a valid mlc artifact.
  MLC_STATUS_INVALID_ARTIFACT = 3,
  /// Something this runtime does not support (e.g. a target).
  MLC_STATUS_UNSUPPORTED = 4,
  /// The model itself reported a failure, or returned malformed outputs.
  MLC_STATUS_RUN_FAILED = 5,
  /// Out of memory.
  MLC_STATUS_OUT_OF_MEMORY = 6,
} MlcStatus;

/// The message of the last failed call on this thread ("" if none). Valid
/// until the next failing call on the same thread.
MLC_RUNTIME_API const char *mlcGetLastError(void);

/// The runtime's version, e.g. "0.1.0".
MLC_RUNTIME_API const char *mlcGetVersion(void);

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// Element types, named as in the artifact metadata (mlc-c/Artifact.h).
/// Bool is one byte per element (0 or 1).
typedef enum MlcDType {
  MLC_DTYPE_INVALID = 0,
  MLC_DTYPE_F16 = 1,
  MLC_DTYPE_BF16 = 2,
  MLC_DTYPE_F32 = 3,
  MLC_DTYPE_F64 = 4,
  MLC_DTYPE_BOOL = 5,
  MLC_DTYPE_I8 = 6,
  MLC_DTYPE_I16 = 7,
  MLC_DTYPE_I32 = 8,
  MLC_DTYPE_I64 = 9,
  MLC_DTYPE_U8 = 10,
  MLC_DTYPE_U16 = 11,
  MLC_DTYPE_U32 = 12,
  MLC_DTYPE_U64 = 13,
  /// Strings (host only): each element an MlcString handle (16 bytes,
  /// mlc-c/Artifact.h) to bytes the tensor owns (or, for a view, the
  /// caller); read and write them with mlcTensorGetString/SetString.
  MLC_DTYPE_STRING = 14,
  /// Not a dtype: makes the enum 32 bits wide (see MLC_DEVICE_MAX_ENUM).
  MLC_DTYPE_MAX_ENUM = 0x7fffffff,
} MlcDType;

/// Bytes per element; 0 for an invalid dtype.
MLC_RUNTIME_API size_t mlcDTypeSize(MlcDType dtype);

/// The metadata name ("f32", "bool", ...); "invalid" for an invalid dtype.
MLC_RUNTIME_API const char *mlcDTypeName(MlcDType dtype);

/// Parses a metadata name ("f32", ...) into `*dtype`.
MLC_RUNTIME_API MlcStatus mlcDTypeFromName(const char *name, MlcDType *dtype);

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

/// Where a tensor's data lives and where a model runs.
typedef enum MlcDevice {
  MLC_DEVICE_CPU = 0,
  /// The CUDA device of the runtime's CUDA backend (one per process).
  MLC_DEVICE_CUDA = 1,
  /// Not a device: makes the enum 32 bits wide, so that any value a caller
  /// passes is one the runtime can reject.
  MLC_DEVICE_MAX_ENUM = 0x7fffffff,
} MlcDevice;

/// "cpu", "cuda"; "invalid" otherwise.
MLC_RUNTIME_API const char *mlcDeviceName(MlcDevice device);

/// Brings up the CUDA backend if it is not up yet (thread-safe; once it
/// succeeds it stays up, a failure is retried by the next call): the driver
/// API from libcuda.so.1 (or $MLC_CUDA_DRIVER_LIBRARY) loaded with dlopen,
/// the primary context of device $MLC_CUDA_DEVICE (default 0), one stream.
/// Errors (MLC_STATUS_UNSUPPORTED): "no CUDA driver (libcuda.so.1 not found:
/// ...)", "no CUDA device (...)", a bad $MLC_CUDA_DEVICE. Running a cuda
/// model calls this itself. $MLC_CUDA_SYNC_LAUNCHES=1 waits after every
/// kernel launch so that a fault names the kernel that caused it.
MLC_RUNTIME_API MlcStatus mlcCudaInit(void);

/// The CUstream every model runs on (initializes the backend like
/// mlcCudaInit). A caller handing in device tensors that other streams
/// produce makes this stream wait for them (DLPack's `stream` argument);
/// outputs are complete when mlcModelRun* returns.
MLC_RUNTIME_API MlcStatus mlcCudaGetStream(void **stream);

/// A description of the CUDA device, e.g. "NVIDIA H200 (sm_90, 132 SMs,
/// device 0, driver 13.0)" (initializes the backend like mlcCudaInit).
MLC_RUNTIME_API MlcStatus mlcCudaGetDeviceDescription(const char **text);

//===----------------------------------------------------------------------===//
// Tensors: dense, contiguous, row-major tensors on the host or a device
//===----------------------------------------------------------------------===//

/// A tensor: dtype, shape and contiguous row-major data, either owned by the
/// tensor or borrowed from the caller, on the host (MLC_DEVICE_CPU, the
/// default) or on the CUDA device.
typedef struct MlcTensor MlcTensor;

/// Creates a tensor that owns zero-initialized, 64-byte aligned storage.
/// `shape` holds `rank` non-negative dims (may be NULL when rank is 0).
MLC_RUNTIME_API MlcStatus mlcTensorCreate(MlcDType dtype, int64_t rank,
                                          const int64_t *shape,
                                          MlcTensor **tensor);

/// Creates a tensor over caller-owned memory: `data` must hold the elements
/// contiguously in row-major order and outlive the tensor; it is never freed
/// by the runtime. `data` may be NULL only when the tensor has no elements.
MLC_RUNTIME_API MlcStatus mlcTensorCreateView(MlcDType dtype, int64_t rank,
                                              const int64_t *shape, void *data,
                                              MlcTensor **tensor);

/// Creates a tensor that owns zero-initialized storage on `device` (for
/// MLC_DEVICE_CUDA, device memory of the CUDA backend, which is brought up
/// as by mlcCudaInit).
MLC_RUNTIME_API MlcStatus mlcTensorCreateOnDevice(MlcDevice device,
                                                  MlcDType dtype, int64_t rank,
                                                  const int64_t *shape,
                                                  MlcTensor **tensor);

/// Creates a tensor of `shape` on `device` (zero-initialized) whose buffer
/// has room for `capacity` >= shape[axis] entries along `axis`; every dim
/// before `axis` must be 1, so the entries are one contiguous prefix of the
/// buffer. A model input kept in place (mlcModelGetInPlaceInput: a KV cache
/// of an artifact compiled with --cache-in-place) must be such a tensor, or
/// an output that a run returned for it, with room for the rows a run adds.
MLC_RUNTIME_API MlcStatus mlcTensorCreateWithRoom(MlcDevice device,
                                                  MlcDType dtype, int64_t rank,
                                                  const int64_t *shape,
                                                  int64_t axis,
                                                  int64_t capacity,
                                                  MlcTensor **tensor);

/// Creates a tensor over caller-owned memory on `device` (for
/// MLC_DEVICE_CUDA, a CUdeviceptr of the backend's context, e.g. from
/// DLPack), contiguous and row-major, never freed by the runtime.
MLC_RUNTIME_API MlcStatus mlcTensorCreateViewOnDevice(
    MlcDevice device, MlcDType dtype, int64_t rank, const int64_t *shape,
    void *data, MlcTensor **tensor);

/// A view of caller-owned memory on `device` (as mlcTensorCreateViewOnDevice)
/// whose buffer holds `capacity_bytes` >= the shape's bytes: room to grow,
/// for an input kept in place (mlcModelGetInPlaceInput), e.g. a KV cache
/// buffer that a framework allocated.
MLC_RUNTIME_API MlcStatus mlcTensorCreateViewWithRoom(
    MlcDevice device, MlcDType dtype, int64_t rank, const int64_t *shape,
    void *data, size_t capacity_bytes, MlcTensor **tensor);

/// Copies `src` into a new tensor on `device` (any pair of devices; returns
/// when the copy is complete). A tensor with room (mlcTensorCreateWithRoom)
/// is copied with the same room.
MLC_RUNTIME_API MlcStatus mlcTensorCopyToDevice(const MlcTensor *src,
                                                MlcDevice device,
                                                MlcTensor **copy);

/// Where the tensor's data lives.
MLC_RUNTIME_API MlcStatus mlcTensorGetDevice(const MlcTensor *tensor,
                                             MlcDevice *device);

/// Frees a tensor (and its storage if owned). NULL is a no-op.
MLC_RUNTIME_API void mlcTensorFree(MlcTensor *tensor);

/// The tensor's element type.
MLC_RUNTIME_API MlcStatus mlcTensorGetDType(const MlcTensor *tensor,
                                            MlcDType *dtype);

/// The tensor's rank and dims (`*shape` is borrowed, may be NULL for rank 0).
MLC_RUNTIME_API MlcStatus mlcTensorGetShape(const MlcTensor *tensor,
                                            int64_t *rank,
                                            const int64_t **shape);

/// The tensor's data (contiguous, row-major) and its size in bytes. Either
/// out-parameter may be NULL. For a CUDA tensor, the data pointer is the
/// device address (a CUdeviceptr), not readable on the host.
MLC_RUNTIME_API MlcStatus mlcTensorGetData(const MlcTensor *tensor, void **data,
                                           size_t *numBytes);

/// The number of elements (the product of the dims; 1 for rank 0).
MLC_RUNTIME_API MlcStatus mlcTensorGetNumElements(const MlcTensor *tensor,
                                                  int64_t *numElements);

/// Element `index` (flat, row-major) of a host string tensor: `*data` is
/// borrowed (valid until the element is set again or the tensor is freed)
/// and not NUL-terminated; `*size` its length in bytes.
MLC_RUNTIME_API MlcStatus mlcTensorGetString(const MlcTensor *tensor,
                                             int64_t index, const char **data,
                                             int64_t *size);

/// Sets element `index` of a host string tensor that owns its storage
/// (mlcTensorCreate) to a copy of `size` bytes at `data`.
MLC_RUNTIME_API MlcStatus mlcTensorSetString(MlcTensor *tensor, int64_t index,
                                             const char *data, int64_t size);

//===----------------------------------------------------------------------===//
// Models
//===----------------------------------------------------------------------===//

/// A loaded artifact.
typedef struct MlcModel MlcModel;

/// The signature of one input or output, as recorded in the artifact.
typedef struct MlcTensorInfo {
  const char *name;    ///< Percent-decoded name.
  MlcDType dtype;      ///< Element type.
  int64_t rank;        ///< Number of dims; 0 for a scalar.
  const int64_t *dims; ///< `rank` dims, -1 for a dynamic dim.
} MlcTensorInfo;

/// Loads the artifact at `path` (dlopen RTLD_NOW|RTLD_LOCAL), checks that it
/// exports the symbols of mlc-c/Artifact.h, parses and validates its metadata
/// and installs the runtime's hooks (thread pool). Errors: a missing or
/// unloadable file (MLC_STATUS_IO_ERROR), or "not an mlc artifact: <path>:
/// ..." (MLC_STATUS_INVALID_ARTIFACT). External parameters are bound as by
/// mlcModelLoadWithOptions with default options.
MLC_RUNTIME_API MlcStatus mlcModelLoad(const char *path, MlcModel **model);

/// How mlcModelLoadWithOptions finds the external parameters of an artifact
/// compiled with `--weights=external` (mlc-c/Params.h). Zero-initialize it.
typedef struct MlcModelLoadOptions {
  /// The parameter file; NULL: the artifact's path with its extension
  /// replaced by ".params" (model.so -> model.params).
  const char *params_path;
  /// Non-zero: read no file, fill every parameter with deterministic random
  /// values that depend only on `random_seed` and the parameter's name
  /// (floats: multiples of 2^-10 in [-0.1, 0.1]; integers: 0..3). For
  /// benchmarking a model without carrying its weights.
  int32_t random_params;
  uint64_t random_seed;
} MlcModelLoadOptions;

/// Like mlcModelLoad, and binds the artifact's external parameters, if it
/// has any: the parameter file is mapped and checked against the metadata
/// (every parameter's name, dtype, shape and checksum) before the load
/// succeeds. A cuda model's parameters are copied to device memory once,
/// before its first run. `options` may be NULL (the defaults). Errors: a
/// missing file (MLC_STATUS_IO_ERROR, "cannot open parameter file ..."), a
/// truncated, corrupted or mismatched one (MLC_STATUS_INVALID_ARTIFACT, "bad
/// parameter file <path>: ..."). Loading one artifact file twice in a process
/// shares its code: runs of such models are serialized, each with its own
/// parameters.
MLC_RUNTIME_API MlcStatus mlcModelLoadWithOptions(
    const char *path, const MlcModelLoadOptions *options, MlcModel **model);

/// The number of external parameters (0 for a library with embedded
/// weights) and the signature of parameter `index`.
MLC_RUNTIME_API MlcStatus mlcModelGetNumParams(const MlcModel *model,
                                               int64_t *numParams);
MLC_RUNTIME_API MlcStatus mlcModelGetParamInfo(const MlcModel *model,
                                               int64_t index,
                                               MlcTensorInfo *info);

/// Where the parameters came from: the file's path, "random:<seed>", or ""
/// for a model without external parameters.
MLC_RUNTIME_API MlcStatus mlcModelGetParamsSource(const MlcModel *model,
                                                  const char **source);

/// Unloads a model. Tensors it returned stay valid. NULL is a no-op.
MLC_RUNTIME_API void mlcModelFree(MlcModel *model);

/// The target the artifact was compiled for ("cpu", "cuda").
MLC_RUNTIME_API MlcStatus mlcModelGetTarget(const MlcModel *model,
                                            const char **target);

/// The artifact's raw metadata record (see mlc-c/Artifact.h).
MLC_RUNTIME_API MlcStatus mlcModelGetMetadata(const MlcModel *model,
                                              const char **metadata);

/// The number of inputs / outputs.
MLC_RUNTIME_API MlcStatus mlcModelGetNumInputs(const MlcModel *model,
                                               int64_t *numInputs);
MLC_RUNTIME_API MlcStatus mlcModelGetNumOutputs(const MlcModel *model,
                                                int64_t *numOutputs);

/// The signature of input / output `index` (borrowed from the model).
MLC_RUNTIME_API MlcStatus mlcModelGetInputInfo(const MlcModel *model,
                                               int64_t index,
                                               MlcTensorInfo *info);
MLC_RUNTIME_API MlcStatus mlcModelGetOutputInfo(const MlcModel *model,
                                                int64_t index,
                                                MlcTensorInfo *info);

/// Whether input `index` is kept in place (an artifact compiled with
/// --cache-in-place: a KV cache the model appends to). If so, a run writes
/// `*rows` more entries along `*axis` into the input's buffer, right after
/// its shape's, and output `*output` is that buffer, `*rows` entries
/// longer: the input must have the room (mlcTensorCreateWithRoom; a run
/// without it fails before it starts). mlcModelRunOnDevice returns that
/// output as a view of the input's buffer, with the same room, valid as long
/// as either lives: the next step passes it as the input, and nothing is
/// copied but the new rows. (mlcModelRun returns a copy; the input's buffer
/// is written either way on the CPU, and for a cuda model's CUDA inputs.)
/// Otherwise `*output` is -1.
MLC_RUNTIME_API MlcStatus mlcModelGetInPlaceInput(const MlcModel *model,
                                                  int64_t index,
                                                  int64_t *output,
                                                  int64_t *axis,
                                                  int64_t *rows);

/// Runs the model. `inputs` holds exactly the model's inputs in order; their
/// dtypes, ranks and static dims must match the metadata (the message names
/// the offending input and both shapes). On success, `outputs[j]` receives a
/// new contiguous host tensor that the caller frees with mlcTensorFree; on
/// failure no outputs are returned. Runs on one model may not overlap unless
/// the artifact documents otherwise; different models may run concurrently.
///
/// A model of target "cuda" runs on the CUDA device (brought up as by
/// mlcCudaInit; its errors are returned here): host inputs are copied to
/// device memory for the run, CUDA inputs are used in place; outputs are
/// copied back. A CUDA error names the kernel where it can
/// (MLC_STATUS_RUN_FAILED; MLC_STATUS_OUT_OF_MEMORY when device memory ran
/// out). CUDA inputs to a cpu model are an error.
MLC_RUNTIME_API MlcStatus mlcModelRun(MlcModel *model,
                                      const MlcTensor *const *inputs,
                                      int64_t numInputs, MlcTensor **outputs,
                                      int64_t numOutputs);

/// Like mlcModelRun, but the outputs stay on the model's device: for a cuda
/// model they are CUDA tensors (no copy back), for a cpu model host tensors.
/// With CUDA inputs this runs with no host<->device traffic. String outputs
/// are host tensors either way (there are no device string tensors).
MLC_RUNTIME_API MlcStatus mlcModelRunOnDevice(MlcModel *model,
                                              const MlcTensor *const *inputs,
                                              int64_t numInputs,
                                              MlcTensor **outputs,
                                              int64_t numOutputs);

/// Times of the last successful run of `model`, in milliseconds: `total`
/// covers the whole call (input copies, the model, output copies), `compute`
/// only the model (mlc_artifact_run and its device work). Measured with CUDA
/// events on the device's stream for cuda models, with a steady clock for
/// cpu models (where the two are the same). Either out-parameter may be NULL;
/// an error if the model has not run successfully yet.
MLC_RUNTIME_API MlcStatus mlcModelGetLastRunTime(const MlcModel *model,
                                                 double *totalMillis,
                                                 double *computeMillis);

/// CUDA graphs (cuda models): a model's runs are captured into a CUDA graph
/// and replayed with one launch instead of one launch per kernel. The first
/// run with given input shapes (and device input addresses) runs the
/// artifact's host program, the second is captured, later ones replay it;
/// host inputs go through fixed device buffers, and outputs are copied out
/// of the graph's own. Not used for a single kernel, for device outputs
/// larger than the launches could save (4 MiB a kernel), or for a host
/// program that copies between host and device inside a run (it reads
/// device data, e.g. a loop condition, or uploads host data): those run as
/// before. On by default unless $MLC_CUDA_GRAPH is 0.
MLC_RUNTIME_API MlcStatus mlcModelSetCudaGraphs(MlcModel *model,
                                                int32_t enable);

typedef struct MlcCudaGraphInfo {
  int32_t enabled;  /* graphs allowed for this model */
  int32_t replayed; /* the last successful run was a graph launch */
  int64_t kernels;  /* kernel launches in the most recent graph (0: none) */
  int64_t captures; /* graphs captured so far */
  int64_t replays;  /* graph launches so far */
  const char *note; /* why runs are not captured, or "" (valid until the
                       next call on the model) */
  int64_t cached;    /* graphs held: one per input-shape key, the most
                        recently used ($MLC_CUDA_GRAPH_CACHE, default 8) */
  int64_t evictions; /* graphs released to make room for another key */
  int64_t updates;   /* graphs updated in place for a new key of their
                        inputs' family (same devices and ranks) and
                        replayed ($MLC_CUDA_GRAPH_UPDATE=0: never) */
} MlcCudaGraphInfo;

/// How the runs of `model` use CUDA graphs (all zero for a cpu model).
MLC_RUNTIME_API MlcStatus mlcModelGetCudaGraphInfo(const MlcModel *model,
                                                   MlcCudaGraphInfo *info);

//===----------------------------------------------------------------------===//
// Text generation with a decoder artifact
//===----------------------------------------------------------------------===//

/// How mlcModelGenerate picks tokens. Zero-initialize it: greedy, no end
/// token.
typedef struct MlcGenerateOptions {
  /// 0: greedy (the arg max of the logits). > 0: sample from
  /// softmax(logits / temperature), restricted to the `top_k` most likely
  /// tokens when top_k > 0, with a generator seeded by `seed`.
  double temperature;
  int32_t top_k;
  uint64_t seed;
  /// Non-zero: stop after producing `eos_token_id` (it is returned).
  int32_t stop_at_eos;
  int64_t eos_token_id;
} MlcGenerateOptions;

/// Runs a decoder artifact token by token (batch 1) and returns the new
/// tokens: `tokens` receives up to `max_new_tokens` ids, `*num_tokens` how
/// many. The artifact is a decoder step as transformers exports it: inputs
/// `input_ids` [batch, seq] (i64 or i32), optionally `attention_mask`
/// [batch, past + seq] and `position_ids` [batch, seq], and its KV cache:
/// every input whose name contains "past" is a cache tensor with one
/// dynamic dimension besides the batch (the cached length), fed from the
/// output of the same position among the outputs whose names contain
/// "present"; the output named "logits" holds [batch, seq,
/// vocab] scores, of which the last position picks the next token. The
/// cache starts empty (length 0); a decoder without cache inputs (and with
/// a dynamic sequence length) reads the whole sequence at every step. A prompt goes in whole when `input_ids`
/// has a dynamic sequence length, one token per step otherwise. A cuda
/// model keeps its cache in device memory between steps; only the logits
/// come back. Errors: an artifact that does not fit these conventions (the
/// message says which input), or a failed step.
MLC_RUNTIME_API MlcStatus mlcModelGenerate(MlcModel *model,
                                           const int64_t *prompt,
                                           int64_t prompt_length,
                                           int64_t max_new_tokens,
                                           const MlcGenerateOptions *options,
                                           int64_t *tokens,
                                           int64_t *num_tokens);

//===----------------------------------------------------------------------===//
// Thread pool (what artifacts get as MlcArtifactHooks.parallel_for)
//===----------------------------------------------------------------------===//

/// Calls fn(ctx, i) once for every i in [0, n) on the runtime's thread pool
/// (the calling thread participates) and returns when all calls returned.
/// Small n, nested calls and calls while the pool is busy run inline.
MLC_RUNTIME_API void mlcParallelFor(int64_t n, void (*fn)(void *ctx, int64_t i),
                                    void *ctx);

/// The pool's thread count including the caller: $MLC_NUM_THREADS if set to
/// a positive integer, else std::thread::hardware_concurrency().
MLC_RUNTIME_API int32_t mlcGetNumThreads(void);

/// Resizes the pool (n >= 1; 1 runs everything on the calling thread).
/// Loops already running finish on the old pool.
MLC_RUNTIME_API MlcStatus mlcSetNumThreads(int32_t numThreads);

#ifdef __cplusplus
}
#endif

#endif /* MLC_C_RUNTIME_H */
