//===- HostTensor.cpp - host tensors, elements and shapes -----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What every tensor-I/O file builds on (mlc/Runtime/TensorIO.h): host
// tensors and views, element conversions, shape text. The file formats
// (NpyFormat.cpp, ONNXProto.cpp), literals and comparison (TensorText.cpp)
// and the file entry points (TensorIO.cpp) call into it, never the other
// way.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include "DType.h"
#include "TensorBytes.h"

#include <string>
#include <vector>

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

std::string mlc::runtime::formatShape(const std::vector<int64_t> &shape) {
  if (shape.empty())
    return "scalar";
  std::string out;
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  return out;
}
