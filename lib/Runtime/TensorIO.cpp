//===- TensorIO.cpp - host tensors and tensor files -----------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include "DType.h"
#include "TensorBytes.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>

using namespace mlc::runtime;

int64_t HostTensor::getNumElements() const { return product(shape); }

void HostTensor::setStrings(std::vector<int64_t> newShape,
                            std::vector<std::string> values) {
  auto owned = std::make_shared<std::vector<std::string>>(std::move(values));
  dtype = MLC_DTYPE_STRING;
  shape = std::move(newShape);
  data.assign(owned->size() * sizeof(MlcString), 0);
  auto *handles = reinterpret_cast<MlcString *>(data.data());
  for (size_t i = 0; i < owned->size(); ++i)
    handles[i] = {(*owned)[i].data(), static_cast<int64_t>((*owned)[i].size())};
  strings = std::move(owned);
}

int64_t TensorView::getNumElements() const { return product(shape); }

TensorView TensorView::of(const MlcTensor *tensor) {
  TensorView view;
  int64_t rank = 0;
  const int64_t *shape = nullptr;
  void *data = nullptr;
  mlcTensorGetDType(tensor, &view.dtype);
  mlcTensorGetShape(tensor, &rank, &shape);
  mlcTensorGetData(tensor, &data, nullptr);
  view.shape.assign(shape, shape + rank);
  view.data = data;
  return view;
}

//===----------------------------------------------------------------------===//
// Half precision
//===----------------------------------------------------------------------===//

float mlc::runtime::halfToFloat(uint16_t h) { return mlcHalfToFloat(h); }

uint16_t mlc::runtime::floatToHalf(float value) {
  return mlcFloatToHalf(value);
}

float mlc::runtime::bfloat16ToFloat(uint16_t bits) {
  return mlcBFloat16ToFloat(bits);
}

uint16_t mlc::runtime::floatToBFloat16(float value) {
  return mlcFloatToBFloat16(value);
}

double mlc::runtime::getElementAsDouble(MlcDType dtype, const void *data,
                                        int64_t index) {
  switch (dtype) {
  case MLC_DTYPE_F16:
    return halfToFloat(load<uint16_t>(data, index));
  case MLC_DTYPE_BF16:
    return bfloat16ToFloat(load<uint16_t>(data, index));
  case MLC_DTYPE_F32:
    return load<float>(data, index);
  case MLC_DTYPE_F64:
    return load<double>(data, index);
  default:
    return isUnsigned(dtype)
               ? static_cast<double>(getUnsigned(dtype, data, index))
               : static_cast<double>(getSigned(dtype, data, index));
  }
}

//===----------------------------------------------------------------------===//
// Files
//===----------------------------------------------------------------------===//

bool mlc::runtime::readFileBytes(const std::string &path,
                                 std::vector<uint8_t> &bytes,
                                 std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return false;
  }
  bytes.assign(std::istreambuf_iterator<char>(in),
               std::istreambuf_iterator<char>());
  if (in.bad()) {
    error = "cannot read " + path;
    return false;
  }
  return true;
}

bool mlc::runtime::writeFileBytes(const std::string &path,
                                  const std::vector<uint8_t> &bytes,
                                  std::string &error) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out)
    out.write(reinterpret_cast<const char *>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    error = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

bool mlc::runtime::readTensorFile(const std::string &path, HostTensor &tensor,
                                  std::string &error) {
  std::vector<uint8_t> bytes;
  if (!readFileBytes(path, bytes, error))
    return false;
  bool isNpy =
      bytes.size() >= 6 && std::memcmp(bytes.data(), kNpyMagic, 6) == 0;
  bool ok = isNpy ? parseNpy(bytes.data(), bytes.size(), tensor, error)
                  : parseTensorProto(bytes.data(), bytes.size(), tensor, error);
  if (!ok)
    error = path + ": " + error;
  return ok;
}

bool mlc::runtime::readONNXValueFile(const std::string &path,
                                     std::vector<HostTensor> &tensors,
                                     bool &isContainer, std::string &error) {
  std::vector<uint8_t> bytes;
  if (!readFileBytes(path, bytes, error))
    return false;
  if (!parseONNXValueProto(bytes.data(), bytes.size(), tensors, isContainer,
                           error)) {
    error = path + ": " + error;
    return false;
  }
  return true;
}
