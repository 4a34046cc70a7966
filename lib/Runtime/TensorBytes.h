//===- TensorBytes.h - reading and writing tensor elements ------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Element access shared by the parts of mlc_tensor_io (TensorIO.cpp,
// NpyFormat.cpp, ONNXProto.cpp, TensorText.cpp): unaligned loads and
// appends of little-endian values, sizes, and integers of any width.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_TENSORBYTES_H
#define MLC_LIB_RUNTIME_TENSORBYTES_H

#include "mlc-c/Artifact.h"
#include "mlc-c/Runtime.h"

#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "tensor files are little-endian; so must the host be");

namespace mlc::runtime {

/// Element `index` of an array of T at `data` (any alignment).
template <typename T> T load(const void *data, int64_t index) {
  T value;
  std::memcpy(&value, static_cast<const char *>(data) + index * sizeof(T),
              sizeof(T));
  return value;
}

/// Appends the bytes of `value`.
template <typename T> void append(std::vector<uint8_t> &bytes, T value) {
  const uint8_t *raw = reinterpret_cast<const uint8_t *>(&value);
  bytes.insert(bytes.end(), raw, raw + sizeof(T));
}

/// Product of `shape` times `elementSize`, or false on a negative dim or
/// overflow.
inline bool computeByteSize(const std::vector<int64_t> &shape,
                            size_t elementSize, int64_t &numElements,
                            size_t &numBytes) {
  numElements = 1;
  for (int64_t dim : shape)
    if (dim < 0 || __builtin_mul_overflow(numElements, dim, &numElements))
      return false;
  int64_t bytes;
  if (__builtin_mul_overflow(numElements, static_cast<int64_t>(elementSize),
                             &bytes))
    return false;
  numBytes = static_cast<size_t>(bytes);
  return true;
}

/// The number of elements of `shape`.
inline int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t dim : shape)
    n *= dim;
  return n;
}

/// f16, bf16, f32 or f64.
inline bool isFloat(MlcDType dtype) {
  return dtype == MLC_DTYPE_F16 || dtype == MLC_DTYPE_BF16 ||
         dtype == MLC_DTYPE_F32 || dtype == MLC_DTYPE_F64;
}
/// bool or an unsigned integer type.
inline bool isUnsigned(MlcDType dtype) {
  return dtype == MLC_DTYPE_BOOL || dtype == MLC_DTYPE_U8 ||
         dtype == MLC_DTYPE_U16 || dtype == MLC_DTYPE_U32 ||
         dtype == MLC_DTYPE_U64;
}

/// Element `i` of a signed integer tensor, widened.
inline int64_t getSigned(MlcDType dtype, const void *data, int64_t i) {
  switch (dtype) {
  case MLC_DTYPE_I8:
    return load<int8_t>(data, i);
  case MLC_DTYPE_I16:
    return load<int16_t>(data, i);
  case MLC_DTYPE_I32:
    return load<int32_t>(data, i);
  default:
    return load<int64_t>(data, i);
  }
}

/// Element `i` of a bool or unsigned integer tensor, widened.
inline uint64_t getUnsigned(MlcDType dtype, const void *data, int64_t i) {
  switch (dtype) {
  case MLC_DTYPE_BOOL:
  case MLC_DTYPE_U8:
    return load<uint8_t>(data, i);
  case MLC_DTYPE_U16:
    return load<uint16_t>(data, i);
  case MLC_DTYPE_U32:
    return load<uint32_t>(data, i);
  default:
    return load<uint64_t>(data, i);
  }
}

/// Element `i` of a string tensor's handles.
inline std::string_view stringAt(const void *data, int64_t i) {
  MlcString s = load<MlcString>(data, i);
  return s.size ? std::string_view(s.data, static_cast<size_t>(s.size))
                : std::string_view();
}

/// The magic bytes that start a NumPy .npy file.
constexpr char kNpyMagic[] = "\x93NUMPY";

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_TENSORBYTES_H
