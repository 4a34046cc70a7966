//===- TensorIO.h - tensor files, literals and comparison -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Host-side helpers shared by mlc-run, the tests and the Python package:
// NumPy `.npy` and ONNX TensorProto `.pb` files (parsed by hand, no protobuf
// library), literal tensors ("2x3xf32=1,2,3,4,5,6"), tolerance comparison and
// numpy-like printing. No LLVM/MLIR dependency (library mlc_tensor_io).
//
// Functions that can fail return false and set `error`.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_RUNTIME_TENSORIO_H
#define MLC_RUNTIME_TENSORIO_H

#include "mlc-c/Runtime.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mlc::runtime {

/// A dense, row-major host tensor that owns its bytes.
struct HostTensor {
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;
  /// The TensorProto name for tensors read from `.pb` files, else empty.
  std::string name;
  /// String tensors: `data` holds MlcString handles (mlc-c/Artifact.h) to
  /// these bytes, shared by copies of the tensor (never resized once set).
  std::shared_ptr<const std::vector<std::string>> strings;

  int64_t getNumElements() const;
  /// Makes this a string tensor of `shape` holding `values` (row-major).
  void setStrings(std::vector<int64_t> shape, std::vector<std::string> values);
};

/// A read-only view of dense, row-major data.
struct TensorView {
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> shape;
  const void *data = nullptr;

  TensorView() = default;
  TensorView(MlcDType dtype, std::vector<int64_t> shape, const void *data)
      : dtype(dtype), shape(std::move(shape)), data(data) {}
  /*implicit*/ TensorView(const HostTensor &tensor)
      : TensorView(tensor.dtype, tensor.shape, tensor.data.data()) {}
  /// Views a runtime tensor (which must outlive the view).
  static TensorView of(const MlcTensor *tensor);

  int64_t getNumElements() const;
};

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

/// NumPy .npy (format 1.0, 2.0 and 3.0; C order; little-endian `<f2 <f4
/// <f8 |b1 |i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8`). NumPy has no bfloat16: bf16
/// tensors are written as their raw bits with dtype `<u2`.
bool parseNpy(const uint8_t *bytes, size_t size, HostTensor &tensor,
              std::string &error);
std::vector<uint8_t> encodeNpy(const TensorView &tensor);

/// ONNX TensorProto. Reads dims (packed or not), data_type, name, raw_data
/// and the typed fields float_data, int32_data (which also carries f16,
/// bf16, bool and 8/16-bit integers), int64_data, double_data, uint64_data
/// and string_data (STRING tensors). External data is an error; so is any
/// truncated or corrupt input (the message gives the byte offset). Writes
/// dims, data_type, name and raw_data (string_data for strings).
bool parseTensorProto(const uint8_t *bytes, size_t size, HostTensor &tensor,
                      std::string &error);
std::vector<uint8_t> encodeTensorProto(const TensorView &tensor,
                                       const std::string &name);

/// An ONNX backend-test value file: a TensorProto, or a SequenceProto or
/// OptionalProto of tensors (sequence- and optional-typed inputs and
/// outputs), flattened into the tensors it holds, in order: a sequence's
/// elements, a present optional's tensor or sequence elements, nothing for
/// an absent optional (mlc flattens such graph inputs and outputs the same
/// way). Each tensor of a container is named after the container.
/// `isContainer` tells which of the two was read.
bool parseONNXValueProto(const uint8_t *bytes, size_t size,
                         std::vector<HostTensor> &tensors, bool &isContainer,
                         std::string &error);

/// ONNX TensorProto.DataType numbers; 0 / MLC_DTYPE_INVALID if unsupported.
int toOnnxDataType(MlcDType dtype);
MlcDType fromOnnxDataType(int onnxType);

bool readFileBytes(const std::string &path, std::vector<uint8_t> &bytes,
                   std::string &error);
bool writeFileBytes(const std::string &path, const std::vector<uint8_t> &bytes,
                    std::string &error);

/// Reads a .npy (recognized by its magic) or else a TensorProto file.
/// Messages start with the path.
bool readTensorFile(const std::string &path, HostTensor &tensor,
                    std::string &error);
/// Reads a backend-test value file (see parseONNXValueProto) and appends
/// its tensors. Messages start with the path.
bool readONNXValueFile(const std::string &path,
                       std::vector<HostTensor> &tensors, bool &isContainer,
                       std::string &error);

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

/// True if `text` looks like a literal: `[DIMxDIMx...]DTYPE=...`.
bool isTensorLiteral(std::string_view text);

/// Parses "2x3xf32=1,2,3,4,5,6" or "f32=5" (a scalar). Either exactly as many
/// values as elements or one value that fills the tensor. Floats accept
/// nan/inf; bools accept 0/1/true/false; integers are range-checked.
bool parseTensorLiteral(std::string_view text, HostTensor &tensor,
                        std::string &error);

//===----------------------------------------------------------------------===//
// Comparison and printing
//===----------------------------------------------------------------------===//

/// The outcome of comparing `got` against `expected`.
struct Comparison {
  /// Non-empty if dtypes or shapes differ (then nothing else is set).
  std::string structuralError;
  int64_t numMismatches = 0;
  /// Flat index of the first mismatching element, -1 if none.
  int64_t firstMismatch = -1;
  double maxAbsError = 0;
  /// Over elements whose expected value is non-zero.
  double maxRelError = 0;

  bool matches() const { return structuralError.empty() && numMismatches == 0; }
};

/// Floats match when |got - expected| <= atol + rtol * |expected| (NaN
/// matches NaN, an infinity only the same infinity); integers and bools
/// must be equal, and so must strings (byte for byte).
Comparison compareTensors(const TensorView &got, const TensorView &expected,
                          double rtol, double atol);

/// "2x3"; "scalar" for rank 0.
std::string formatShape(const std::vector<int64_t> &shape);
/// "[1,2]" for flat index 5 of a 2x3 shape; "[]" for rank 0.
std::string formatIndex(const std::vector<int64_t> &shape, int64_t flatIndex);
/// One element, with `precision` significant digits for floats.
std::string formatElement(MlcDType dtype, const void *data, int64_t index,
                          int precision = 6);
/// Numpy-like nested brackets; after `maxElements` elements (< 0: no limit)
/// the rest is elided as "...".
std::string formatValues(const TensorView &tensor, int64_t maxElements);

/// Element `index` of `data` converted to double.
double getElementAsDouble(MlcDType dtype, const void *data, int64_t index);

float halfToFloat(uint16_t bits);
uint16_t floatToHalf(float value);
float bfloat16ToFloat(uint16_t bits);
uint16_t floatToBFloat16(float value);

} // namespace mlc::runtime

#endif // MLC_RUNTIME_TENSORIO_H
