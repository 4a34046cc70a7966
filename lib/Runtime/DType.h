//===- DType.h - element types: sizes, names, half conversions ----*- C -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// The one home of what the runtime knows about an MlcDType: its size and
// name, and the f16/bf16 <-> f32 conversions. `static inline` C, so the C
// artifact support library (Strings.c) and the C++ runtime (Tensor.cpp,
// Metadata.cpp, the tensor I/O files) include the same definitions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_DTYPE_H
#define MLC_LIB_RUNTIME_DTYPE_H

#include "mlc-c/Artifact.h"
#include "mlc-c/Runtime.h"

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Bytes of one element of `dtype` (MLC_DTYPE_STRING: one MlcString
/// handle); 0 for an invalid dtype.
static inline size_t mlcDTypeSizeOf(int32_t dtype) {
  switch (dtype) {
  case MLC_DTYPE_BOOL:
  case MLC_DTYPE_I8:
  case MLC_DTYPE_U8:
    return 1;
  case MLC_DTYPE_F16:
  case MLC_DTYPE_BF16:
  case MLC_DTYPE_I16:
  case MLC_DTYPE_U16:
    return 2;
  case MLC_DTYPE_F32:
  case MLC_DTYPE_I32:
  case MLC_DTYPE_U32:
    return 4;
  case MLC_DTYPE_F64:
  case MLC_DTYPE_I64:
  case MLC_DTYPE_U64:
    return 8;
  case MLC_DTYPE_STRING:
    return sizeof(MlcString);
  default:
    return 0;
  }
}

/// The name of `dtype` as the metadata and literals spell it ("f32",
/// "string"); "invalid" for an invalid dtype.
static inline const char *mlcDTypeNameOf(int32_t dtype) {
  static const char *const names[] = {
      "invalid", "f16", "bf16", "f32", "f64", "bool", "i8",    "i16",
      "i32",     "i64", "u8",   "u16", "u32", "u64",  "string"};
  return dtype > 0 && dtype <= MLC_DTYPE_STRING ? names[dtype] : "invalid";
}

/// The dtype `name` spells (mlcDTypeNameOf's inverse): 1 and `*dtype` set,
/// or 0 for a name no dtype has.
static inline int mlcDTypeFromNameOf(const char *name, int32_t *dtype) {
  for (int32_t d = 1; d <= MLC_DTYPE_STRING; ++d)
    if (strcmp(mlcDTypeNameOf(d), name) == 0) {
      *dtype = d;
      return 1;
    }
  return 0;
}

/// IEEE half bits to float (exact).
static inline float mlcHalfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1fu;
  uint32_t mantissa = h & 0x3ffu;
  uint32_t bits;
  if (exponent == 0x1f) {
    bits = sign | 0x7f800000u | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else { /* Subnormal: normalize. */
    exponent = 113;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      --exponent;
    }
    bits = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
  }
  float f;
  memcpy(&f, &bits, sizeof(f));
  return f;
}

/// Float to IEEE half bits, rounded to nearest even (NaN stays a quiet NaN,
/// >= 65520 becomes infinity).
static inline uint16_t mlcFloatToHalf(float value) {
  uint32_t x;
  memcpy(&x, &value, sizeof(x));
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
  uint32_t abs = x & 0x7fffffffu;
  if (abs > 0x7f800000u) /* NaN */
    return sign | 0x7e00u;
  if (abs >= 0x477ff000u) /* >= 65520 rounds to infinity. */
    return sign | 0x7c00u;
  if (abs < 0x38800000u) { /* Below 2^-14: a half subnormal (or zero). */
    float a;
    memcpy(&a, &abs, sizeof(a));
    return sign | (uint16_t)nearbyintf(a * 16777216.0f); /* exact: x 2^24 */
  }
  uint32_t half = ((abs >> 23) - 112) << 10 | ((abs >> 13) & 0x3ffu);
  uint32_t rest = abs & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u)))
    ++half; /* Round to nearest even; a carry correctly bumps the exponent. */
  return sign | (uint16_t)half;
}

/// bfloat16 bits to float (exact).
static inline float mlcBFloat16ToFloat(uint16_t bits) {
  uint32_t x = (uint32_t)bits << 16;
  float f;
  memcpy(&f, &x, sizeof(f));
  return f;
}

/// Float to bfloat16 bits, rounded to nearest even (NaN stays a quiet NaN).
static inline uint16_t mlcFloatToBFloat16(float value) {
  uint32_t x;
  memcpy(&x, &value, sizeof(x));
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((x >> 16) | 0x40u); /* Quiet NaN. */
  x += 0x7fffu + ((x >> 16) & 1u);
  return (uint16_t)(x >> 16);
}

#ifdef __cplusplus
}
#endif

#endif /* MLC_LIB_RUNTIME_DTYPE_H */
