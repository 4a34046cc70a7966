//===- TensorText.cpp - tensor literals, comparison and printing ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

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

//===----------------------------------------------------------------------===//
// Literals
//===----------------------------------------------------------------------===//

namespace {
/// Parses "2x3xf32" into shape and dtype.
bool parseLiteralType(std::string_view spec, std::vector<int64_t> &shape,
                      MlcDType &dtype) {
  shape.clear();
  size_t pos = 0;
  for (;;) {
    size_t end = spec.find('x', pos);
    std::string_view token =
        spec.substr(pos, end == std::string_view::npos ? std::string_view::npos
                                                       : end - pos);
    if (end == std::string_view::npos) {
      for (int d = MLC_DTYPE_F16; d <= MLC_DTYPE_U64; ++d) {
        if (token == mlcDTypeName(static_cast<MlcDType>(d))) {
          dtype = static_cast<MlcDType>(d);
          return true;
        }
      }
      return false;
    }
    if (token.empty() || token.size() > 18 ||
        token.find_first_not_of("0123456789") != std::string_view::npos)
      return false;
    shape.push_back(std::stoll(std::string(token)));
    pos = end + 1;
  }
}

std::string_view trim(std::string_view text) {
  size_t begin = text.find_first_not_of(" \t");
  if (begin == std::string_view::npos)
    return {};
  return text.substr(begin, text.find_last_not_of(" \t") - begin + 1);
}

/// Parses one literal value into `out` (elementSize bytes).
bool parseLiteralValue(std::string_view text, MlcDType dtype, uint8_t *out,
                       std::string &error) {
  std::string value(trim(text));
  auto bad = [&] {
    error =
        "bad " + std::string(mlcDTypeName(dtype)) + " value '" + value + "'";
    return false;
  };
  if (value.empty())
    return bad();
  char *end = nullptr;
  errno = 0;
  if (isFloat(dtype)) {
    double number = std::strtod(value.c_str(), &end);
    if (*end != '\0')
      return bad();
    uint16_t bits;
    switch (dtype) {
    case MLC_DTYPE_F16:
      bits = floatToHalf(static_cast<float>(number));
      std::memcpy(out, &bits, 2);
      break;
    case MLC_DTYPE_BF16:
      bits = floatToBFloat16(static_cast<float>(number));
      std::memcpy(out, &bits, 2);
      break;
    case MLC_DTYPE_F32: {
      float f = static_cast<float>(number);
      std::memcpy(out, &f, 4);
      break;
    }
    default:
      std::memcpy(out, &number, 8);
      break;
    }
    return true;
  }
  if (dtype == MLC_DTYPE_BOOL) {
    if (value == "1" || value == "true" || value == "True")
      *out = 1;
    else if (value == "0" || value == "false" || value == "False")
      *out = 0;
    else
      return bad();
    return true;
  }
  size_t size = mlcDTypeSize(dtype);
  if (isUnsigned(dtype)) {
    if (value[0] == '-')
      return bad();
    unsigned long long number = std::strtoull(value.c_str(), &end, 10);
    if (*end != '\0' || errno == ERANGE ||
        (size < 8 && number >> (8 * size) != 0))
      return bad();
    std::memcpy(out, &number, size);
    return true;
  }
  long long number = std::strtoll(value.c_str(), &end, 10);
  long long limit = size < 8 ? 1LL << (8 * size - 1) : 0;
  if (*end != '\0' || errno == ERANGE ||
      (size < 8 && (number < -limit || number >= limit)))
    return bad();
  std::memcpy(out, &number, size);
  return true;
}
} // namespace

bool mlc::runtime::isTensorLiteral(std::string_view text) {
  size_t eq = text.find('=');
  std::vector<int64_t> shape;
  MlcDType dtype;
  return eq != std::string_view::npos &&
         parseLiteralType(text.substr(0, eq), shape, dtype);
}

bool mlc::runtime::parseTensorLiteral(std::string_view text, HostTensor &tensor,
                                      std::string &error) {
  size_t eq = text.find('=');
  HostTensor result;
  if (eq == std::string_view::npos ||
      !parseLiteralType(text.substr(0, eq), result.shape, result.dtype)) {
    error = "bad tensor literal '" + std::string(text) +
            "' (expected e.g. 2x3xf32=1,2,3,4,5,6 or f32=1)";
    return false;
  }
  int64_t numElements;
  size_t numBytes;
  size_t elementSize = mlcDTypeSize(result.dtype);
  if (!computeByteSize(result.shape, elementSize, numElements, numBytes) ||
      numBytes > (size_t(1) << 34)) {
    error = "tensor literal too large: " + formatShape(result.shape);
    return false;
  }
  std::vector<std::string_view> values;
  std::string_view rest = text.substr(eq + 1);
  if (!trim(rest).empty()) {
    for (;;) {
      size_t comma = rest.find(',');
      values.push_back(rest.substr(0, comma));
      if (comma == std::string_view::npos)
        break;
      rest = rest.substr(comma + 1);
    }
  }
  if (static_cast<int64_t>(values.size()) != numElements &&
      !(values.size() == 1)) {
    error = "tensor literal " + std::string(text.substr(0, eq)) + " has " +
            std::to_string(values.size()) + " values, expected " +
            std::to_string(numElements) + " (or one to fill it)";
    return false;
  }
  result.data.resize(numBytes);
  for (size_t i = 0; i < values.size(); ++i) {
    if (numElements == 0)
      break;
    if (!parseLiteralValue(values[i], result.dtype,
                           result.data.data() + i * elementSize, error))
      return false;
  }
  if (values.size() == 1)
    for (int64_t i = 1; i < numElements; ++i)
      std::memcpy(result.data.data() + i * elementSize, result.data.data(),
                  elementSize);
  tensor = std::move(result);
  return true;
}

//===----------------------------------------------------------------------===//
// Comparison and printing
//===----------------------------------------------------------------------===//

Comparison mlc::runtime::compareTensors(const TensorView &got,
                                        const TensorView &expected, double rtol,
                                        double atol) {
  Comparison result;
  if (got.dtype != expected.dtype || got.shape != expected.shape) {
    result.structuralError = "got " + formatShape(got.shape) + " " +
                             mlcDTypeName(got.dtype) + ", expected " +
                             formatShape(expected.shape) + " " +
                             mlcDTypeName(expected.dtype);
    return result;
  }
  int64_t n = got.getNumElements();
  if (got.dtype == MLC_DTYPE_STRING) {
    for (int64_t i = 0; i < n; ++i)
      if (stringAt(got.data, i) != stringAt(expected.data, i) &&
          result.numMismatches++ == 0)
        result.firstMismatch = i;
    return result;
  }
  for (int64_t i = 0; i < n; ++i) {
    double g = getElementAsDouble(got.dtype, got.data, i);
    double e = getElementAsDouble(expected.dtype, expected.data, i);
    bool match;
    double absError;
    if (!isFloat(got.dtype)) {
      match = isUnsigned(got.dtype)
                  ? getUnsigned(got.dtype, got.data, i) ==
                        getUnsigned(got.dtype, expected.data, i)
                  : getSigned(got.dtype, got.data, i) ==
                        getSigned(got.dtype, expected.data, i);
      absError = std::fabs(g - e);
    } else if (std::isnan(g) || std::isnan(e)) {
      match = std::isnan(g) && std::isnan(e);
      absError = match ? 0 : std::numeric_limits<double>::infinity();
    } else if (std::isinf(g) || std::isinf(e)) {
      match = g == e;
      absError = match ? 0 : std::numeric_limits<double>::infinity();
    } else {
      absError = std::fabs(g - e);
      match = absError <= atol + rtol * std::fabs(e);
    }
    result.maxAbsError = std::max(result.maxAbsError, absError);
    if (e != 0 && !std::isnan(e))
      result.maxRelError =
          std::max(result.maxRelError, absError / std::fabs(e));
    if (!match && result.numMismatches++ == 0)
      result.firstMismatch = i;
  }
  return result;
}

std::string mlc::runtime::formatIndex(const std::vector<int64_t> &shape,
                                      int64_t flatIndex) {
  std::vector<int64_t> index(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = shape[d] ? flatIndex % shape[d] : 0;
    flatIndex = shape[d] ? flatIndex / shape[d] : 0;
  }
  std::string out = "[";
  for (size_t d = 0; d < index.size(); ++d)
    out += (d ? "," : "") + std::to_string(index[d]);
  return out + "]";
}

std::string mlc::runtime::formatElement(MlcDType dtype, const void *data,
                                        int64_t index, int precision) {
  if (dtype == MLC_DTYPE_STRING) {
    // Quoted, with quotes, backslashes and non-printable bytes escaped.
    std::string out = "\"";
    for (char c : stringAt(data, index)) {
      auto u = static_cast<unsigned char>(c);
      if (c == '"' || c == '\\') {
        out += '\\';
        out += c;
      } else if (u < 0x20 || u == 0x7f) {
        char hex[8];
        std::snprintf(hex, sizeof(hex), "\\x%02x", u);
        out += hex;
      } else {
        out += c;
      }
    }
    return out + "\"";
  }
  if (dtype == MLC_DTYPE_BOOL)
    return load<uint8_t>(data, index) ? "true" : "false";
  if (!isFloat(dtype))
    return isUnsigned(dtype) ? std::to_string(getUnsigned(dtype, data, index))
                             : std::to_string(getSigned(dtype, data, index));
  double value = getElementAsDouble(dtype, data, index);
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*g", precision, value);
  return buffer;
}

namespace {
struct ValuePrinter {
  const TensorView &tensor;
  int64_t budget; // Elements left to print; < 0: unlimited.
  int precision;
  int64_t next = 0;
  bool elided = false;
  std::string out;

  void print(size_t dim) {
    if (dim == tensor.shape.size()) {
      out += formatElement(tensor.dtype, tensor.data, next++, precision);
      if (budget > 0)
        --budget;
      return;
    }
    out += '[';
    for (int64_t i = 0; i < tensor.shape[dim] && !elided; ++i) {
      if (i)
        out += dim + 1 == tensor.shape.size()
                   ? ", "
                   : ",\n" + std::string(dim + 1, ' ');
      if (budget == 0) {
        out += "...";
        elided = true;
        break;
      }
      print(dim + 1);
    }
    out += ']';
  }
};
} // namespace

std::string mlc::runtime::formatValues(const TensorView &tensor,
                                       int64_t maxElements) {
  int precision = tensor.dtype == MLC_DTYPE_F64 ? 10 : 6;
  ValuePrinter printer{
      tensor, maxElements < 0 ? -1 : maxElements, precision, 0, false, {}};
  if (tensor.shape.empty() && maxElements == 0)
    return "...";
  printer.print(0);
  return printer.out;
}
