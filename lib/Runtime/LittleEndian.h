//===- LittleEndian.h - reading little-endian integers ----------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The fixed-width little-endian fields of the files the runtime checks before
// it maps or loads them (artifact footers, parameter file headers).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_RUNTIME_LITTLEENDIAN_H
#define MLC_RUNTIME_LITTLEENDIAN_H

#include <cstddef>
#include <cstdint>

namespace mlc::runtime {

/// The unsigned integer in the `width` (<= 8) bytes at `bytes`.
inline uint64_t readLittleEndian(const unsigned char *bytes, size_t width) {
  uint64_t value = 0;
  for (size_t i = width; i-- > 0;)
    value = value << 8 | bytes[i];
  return value;
}

} // namespace mlc::runtime

#endif // MLC_RUNTIME_LITTLEENDIAN_H
