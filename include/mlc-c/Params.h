/*===- mlc-c/Params.h - weights outside the library ---------------*- C -*-===*\
|*                                                                            *|
|* Part of the mlc project, under the Apache License v2.0 with LLVM           *|
|* Exceptions.                                                                *|
|*                                                                            *|
|* `mlc-compile --weights=external` leaves the model's large constants out of *|
|* the library and writes them to a parameter file beside it (model.so ->     *|
|* model.params). This header is the contract between the compiler, the      *|
|* artifact and the runtime: the file format, the metadata records and the   *|
|* checksum both sides compute.                                               *|
\*===----------------------------------------------------------------------===*/

#ifndef MLC_C_PARAMS_H
#define MLC_C_PARAMS_H

#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Which constants go out: non-splat int/float constants (f16 bf16 f32 f64
 * i8 i16 i32 i64 element types; bool and splats stay in the library) of at
 * least `--weights-min-bytes` bytes (default MLC_PARAMS_DEFAULT_MIN_BYTES).
 *
 * Artifact side. Each such constant becomes parameter k (in metadata order):
 * the artifact's metadata (mlc-c/Artifact.h) gets one line per parameter,
 *
 *   param <name> <dtype> <shape> <bytes> <checksum>
 *
 * (<name>, <dtype>, <shape> as for inputs; <bytes> its size in bytes;
 * <checksum> mlcParamsChecksum of its bytes as 16 lowercase hex digits), and
 * exports MLC_ARTIFACT_PARAMS_SYMBOL, an array of one pointer per parameter
 * that the runtime fills before every run: the parameter's data in host
 * memory for cpu artifacts, in device memory for cuda artifacts (64-byte
 * aligned, contiguous row-major, read only).
 *
 * File side (little-endian):
 *   bytes  0..7   magic "MLCPARAM"
 *   bytes  8..11  u32 format version (MLC_PARAMS_VERSION)
 *   bytes 12..15  u32 number of parameters
 *   bytes 16..23  u64 length of the table text at byte 64
 *   bytes 24..31  u64 size of the whole file in bytes
 *   bytes 32..63  zero
 *   bytes 64..    the table: one line per parameter, in metadata order,
 *                 "param <name> <dtype> <shape> <bytes> <checksum> <offset>"
 *                 (the metadata line plus the blob's offset in the file)
 *   blobs         each at a multiple of 64 bytes, zero padding between.
 * The runtime checks the magic, version, file size, that the table matches
 * the metadata line for line, and each blob's checksum, before binding. */
#define MLC_PARAMS_MAGIC "MLCPARAM"
#define MLC_PARAMS_VERSION 1u
#define MLC_PARAMS_HEADER_BYTES 64
#define MLC_PARAMS_ALIGNMENT 64
#define MLC_PARAMS_DEFAULT_MIN_BYTES 1024
#define MLC_ARTIFACT_PARAMS_SYMBOL "mlc_artifact_params"

/* The pieces of mlcParamsChecksum (below), for data read in pieces. */
static inline uint64_t mlcChecksumWords(uint64_t h, const void *data,
                                        uint64_t words) {
  const unsigned char *p = (const unsigned char *)data;
  uint64_t i, word;
  for (i = 0; i < words; ++i) {
    memcpy(&word, p + 8 * i, 8);
    h ^= word * 0xbf58476d1ce4e5b9ull;
    h = ((h << 27) | (h >> 37)) * 0x94d049bb133111ebull;
  }
  return h;
}
/* The last step: the final 0-7 bytes (`tail` of them at `data`). */
static inline uint64_t mlcChecksumFinish(uint64_t h, const void *data,
                                         uint64_t tail) {
  uint64_t word = 0;
  if (tail)
    memcpy(&word, data, (size_t)tail);
  h ^= word * 0xbf58476d1ce4e5b9ull;
  h ^= h >> 31;
  h *= 0x94d049bb133111ebull;
  return h ^ (h >> 29);
}
/* The first state for `bytes` bytes in all; then mlcChecksumWords over the
 * whole words, in order, then mlcChecksumFinish. */
static inline uint64_t mlcChecksumStart(uint64_t bytes) {
  return 0x9e3779b97f4a7c15ull ^ bytes;
}
/* A 64-bit checksum of `bytes` bytes (not cryptographic: it catches a
 * parameter file that belongs to another build of the model or was
 * corrupted). Reads 8 bytes per step, a few GB/s. */
static inline uint64_t mlcParamsChecksum(const void *data, uint64_t bytes) {
  const unsigned char *p = (const unsigned char *)data;
  uint64_t h = mlcChecksumWords(mlcChecksumStart(bytes), p, bytes / 8);
  return mlcChecksumFinish(h, p + bytes / 8 * 8, bytes % 8);
}

#ifdef __cplusplus
}
#endif

#endif /* MLC_C_PARAMS_H */
