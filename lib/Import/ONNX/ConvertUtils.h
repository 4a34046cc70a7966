//===- ConvertUtils.h - shared by the ONNX op conversions -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Import/ONNX: the early-return macros and small helpers that
// every op conversion file (ONNXOps*.cpp, ONNXRecurrent.cpp) uses. A
// conversion names its Importer `I`.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H
#define MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H

#include "Importer.h"

#include <functional>
#include <numeric>

/// `Value var = I.in(i)`, failing the conversion when the input is missing
/// (already diagnosed).
#define IN(var, i)                                                             \
  ::mlir::Value var = I.in(i);                                                 \
  if (!var)                                                                    \
    return ::mlir::failure();

/// Fails the conversion when `v` is null/false (an earlier step diagnosed).
#define CHECK(v)                                                               \
  if (!(v))                                                                    \
    return ::mlir::failure();

namespace mlc::onnximport {

/// The number of elements of a static shape.
inline int64_t product(llvm::ArrayRef<int64_t> v) {
  return std::accumulate(v.begin(), v.end(), (int64_t)1,
                         std::multiplies<int64_t>());
}

} // namespace mlc::onnximport

#endif // MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H
