//===- TensorIO.cpp - tensor files, literals and comparison ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include "mlc-c/Artifact.h"

#include "DType.h"

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

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "tensor files are little-endian; so must the host be");

namespace {
template <typename T> T load(const void *data, int64_t index) {
  T value;
  std::memcpy(&value, static_cast<const char *>(data) + index * sizeof(T),
              sizeof(T));
  return value;
}

template <typename T> void append(std::vector<uint8_t> &bytes, T value) {
  const uint8_t *raw = reinterpret_cast<const uint8_t *>(&value);
  bytes.insert(bytes.end(), raw, raw + sizeof(T));
}

/// Product of `shape` times `elementSize`, or false on a negative dim or
/// overflow.
bool computeByteSize(const std::vector<int64_t> &shape, size_t elementSize,
                     int64_t &numElements, size_t &numBytes) {
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

int64_t product(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t dim : shape)
    n *= dim;
  return n;
}

bool isFloat(MlcDType dtype) {
  return dtype == MLC_DTYPE_F16 || dtype == MLC_DTYPE_BF16 ||
         dtype == MLC_DTYPE_F32 || dtype == MLC_DTYPE_F64;
}
bool isUnsigned(MlcDType dtype) {
  return dtype == MLC_DTYPE_BOOL || dtype == MLC_DTYPE_U8 ||
         dtype == MLC_DTYPE_U16 || dtype == MLC_DTYPE_U32 ||
         dtype == MLC_DTYPE_U64;
}

int64_t getSigned(MlcDType dtype, const void *data, int64_t i) {
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

uint64_t getUnsigned(MlcDType dtype, const void *data, int64_t i) {
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
} // namespace

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

namespace {
/// Element `i` of a string tensor's handles.
std::string_view stringAt(const void *data, int64_t i) {
  MlcString s = load<MlcString>(data, i);
  return s.size ? std::string_view(s.data, static_cast<size_t>(s.size))
                : std::string_view();
}
} // namespace
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
// .npy
//===----------------------------------------------------------------------===//

namespace {
constexpr char kNpyMagic[] = "\x93NUMPY";

const char *npyDescr(MlcDType dtype) {
  switch (dtype) {
  case MLC_DTYPE_F16:
    return "<f2";
  case MLC_DTYPE_BF16: // No NumPy dtype: raw bits.
  case MLC_DTYPE_U16:
    return "<u2";
  case MLC_DTYPE_F32:
    return "<f4";
  case MLC_DTYPE_F64:
    return "<f8";
  case MLC_DTYPE_BOOL:
    return "|b1";
  case MLC_DTYPE_I8:
    return "|i1";
  case MLC_DTYPE_I16:
    return "<i2";
  case MLC_DTYPE_I32:
    return "<i4";
  case MLC_DTYPE_I64:
    return "<i8";
  case MLC_DTYPE_U8:
    return "|u1";
  case MLC_DTYPE_U32:
    return "<u4";
  case MLC_DTYPE_U64:
    return "<u8";
  default:
    return nullptr;
  }
}

/// A tiny reader for the Python dict literal in a .npy header.
class NpyHeaderParser {
public:
  explicit NpyHeaderParser(std::string_view text) : text(text) {}

  bool parse(std::string &descr, bool &fortranOrder,
             std::vector<int64_t> &shape, std::string &error) {
    bool haveDescr = false, haveOrder = false, haveShape = false;
    if (!consume('{'))
      return fail("expected '{'", error);
    while (!consume('}')) {
      std::string key;
      if (!parseString(key) || !consume(':'))
        return fail("expected 'key':", error);
      if (key == "descr") {
        if (!parseString(descr))
          return fail("unsupported descr (structured dtypes are not "
                      "supported)",
                      error);
        haveDescr = true;
      } else if (key == "fortran_order") {
        if (consumeWord("True"))
          fortranOrder = true;
        else if (consumeWord("False"))
          fortranOrder = false;
        else
          return fail("bad fortran_order", error);
        haveOrder = true;
      } else if (key == "shape") {
        if (!parseShape(shape))
          return fail("bad shape", error);
        haveShape = true;
      } else {
        return fail("unknown key '" + key + "'", error);
      }
      if (!consume(',') && !peek('}'))
        return fail("expected ',' or '}'", error);
    }
    if (!haveDescr || !haveOrder || !haveShape)
      return fail("missing descr, fortran_order or shape", error);
    return true;
  }

private:
  bool fail(const std::string &message, std::string &error) {
    error = "bad .npy header: " + message;
    return false;
  }
  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<uint8_t>(text[pos])))
      ++pos;
  }
  bool peek(char c) {
    skipSpace();
    return pos < text.size() && text[pos] == c;
  }
  bool consume(char c) {
    if (!peek(c))
      return false;
    ++pos;
    return true;
  }
  bool consumeWord(std::string_view word) {
    skipSpace();
    if (text.substr(pos, word.size()) != word)
      return false;
    pos += word.size();
    return true;
  }
  bool parseString(std::string &out) {
    skipSpace();
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return false;
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string_view::npos)
      return false;
    out = std::string(text.substr(pos, end - pos));
    pos = end + 1;
    return true;
  }
  bool parseShape(std::vector<int64_t> &shape) {
    shape.clear();
    if (!consume('('))
      return false;
    while (!consume(')')) {
      skipSpace();
      int64_t value = 0;
      size_t begin = pos;
      while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
        if (__builtin_mul_overflow(value, 10, &value) ||
            __builtin_add_overflow(value, text[pos] - '0', &value))
          return false;
        ++pos;
      }
      if (pos == begin)
        return false;
      shape.push_back(value);
      if (!consume(',') && !peek(')'))
        return false;
    }
    return true;
  }

  std::string_view text;
  size_t pos = 0;
};

MlcDType dtypeFromDescr(const std::string &descr) {
  if (descr.size() != 3 ||
      (descr[0] != '<' && descr[0] != '|' && descr[0] != '=' &&
       !(descr[0] == '>' && descr[2] == '1')))
    return MLC_DTYPE_INVALID;
  std::string kind = descr.substr(1);
  static const std::pair<const char *, MlcDType> kinds[] = {
      {"f2", MLC_DTYPE_F16},  {"f4", MLC_DTYPE_F32}, {"f8", MLC_DTYPE_F64},
      {"b1", MLC_DTYPE_BOOL}, {"i1", MLC_DTYPE_I8},  {"i2", MLC_DTYPE_I16},
      {"i4", MLC_DTYPE_I32},  {"i8", MLC_DTYPE_I64}, {"u1", MLC_DTYPE_U8},
      {"u2", MLC_DTYPE_U16},  {"u4", MLC_DTYPE_U32}, {"u8", MLC_DTYPE_U64}};
  for (auto &[name, dtype] : kinds)
    if (kind == name)
      return dtype;
  return MLC_DTYPE_INVALID;
}
} // namespace

bool mlc::runtime::parseNpy(const uint8_t *bytes, size_t size,
                            HostTensor &tensor, std::string &error) {
  if (size < 10 || std::memcmp(bytes, kNpyMagic, 6) != 0) {
    error = "not a .npy file (bad magic)";
    return false;
  }
  uint8_t major = bytes[6];
  size_t headerStart, headerSize;
  if (major == 1) {
    headerStart = 10;
    headerSize = load<uint16_t>(bytes + 8, 0);
  } else if (major == 2 || major == 3) {
    if (size < 12) {
      error = "truncated .npy header";
      return false;
    }
    headerStart = 12;
    headerSize = load<uint32_t>(bytes + 8, 0);
  } else {
    error = "unsupported .npy format version " + std::to_string(major);
    return false;
  }
  if (headerSize > size - headerStart) {
    error = "truncated .npy header";
    return false;
  }

  std::string descr;
  bool fortranOrder = false;
  HostTensor result;
  NpyHeaderParser parser(std::string_view(
      reinterpret_cast<const char *>(bytes) + headerStart, headerSize));
  if (!parser.parse(descr, fortranOrder, result.shape, error))
    return false;
  if (fortranOrder) {
    error = "fortran_order .npy files are not supported";
    return false;
  }
  result.dtype = dtypeFromDescr(descr);
  if (result.dtype == MLC_DTYPE_INVALID) {
    error = "unsupported .npy dtype '" + descr + "'";
    return false;
  }
  int64_t numElements;
  size_t numBytes;
  size_t dataSize = size - headerStart - headerSize;
  if (!computeByteSize(result.shape, mlcDTypeSize(result.dtype), numElements,
                       numBytes)) {
    error = "bad .npy shape " + formatShape(result.shape);
    return false;
  }
  if (numBytes != dataSize) {
    error = ".npy data has " + std::to_string(dataSize) + " bytes, expected " +
            std::to_string(numBytes) + " for " + formatShape(result.shape) +
            " " + mlcDTypeName(result.dtype);
    return false;
  }
  const uint8_t *data = bytes + headerStart + headerSize;
  result.data.assign(data, data + dataSize);
  tensor = std::move(result);
  return true;
}

std::vector<uint8_t> mlc::runtime::encodeNpy(const TensorView &tensor) {
  std::string header = "{'descr': '";
  header += npyDescr(tensor.dtype);
  header += "', 'fortran_order': False, 'shape': (";
  for (int64_t dim : tensor.shape)
    header += std::to_string(dim) + (tensor.shape.size() == 1 ? "," : ", ");
  if (tensor.shape.size() > 1)
    header.resize(header.size() - 2);
  header += "), }";
  // Pad with spaces and end with '\n' so that the data is 64-byte aligned.
  bool v2 = header.size() + 1 + 10 > 65535;
  size_t prefix = v2 ? 12 : 10;
  size_t total = (prefix + header.size() + 1 + 63) / 64 * 64;
  header.append(total - prefix - header.size() - 1, ' ');
  header += '\n';

  std::vector<uint8_t> bytes(kNpyMagic, kNpyMagic + 6);
  bytes.push_back(v2 ? 2 : 1);
  bytes.push_back(0);
  if (v2)
    append<uint32_t>(bytes, static_cast<uint32_t>(header.size()));
  else
    append<uint16_t>(bytes, static_cast<uint16_t>(header.size()));
  bytes.insert(bytes.end(), header.begin(), header.end());
  const uint8_t *data = static_cast<const uint8_t *>(tensor.data);
  size_t numBytes = tensor.getNumElements() * mlcDTypeSize(tensor.dtype);
  if (numBytes)
    bytes.insert(bytes.end(), data, data + numBytes);
  return bytes;
}

//===----------------------------------------------------------------------===//
// ONNX TensorProto
//===----------------------------------------------------------------------===//

int mlc::runtime::toOnnxDataType(MlcDType dtype) {
  switch (dtype) {
  case MLC_DTYPE_F32:
    return 1;
  case MLC_DTYPE_U8:
    return 2;
  case MLC_DTYPE_I8:
    return 3;
  case MLC_DTYPE_U16:
    return 4;
  case MLC_DTYPE_I16:
    return 5;
  case MLC_DTYPE_I32:
    return 6;
  case MLC_DTYPE_I64:
    return 7;
  case MLC_DTYPE_BOOL:
    return 9;
  case MLC_DTYPE_F16:
    return 10;
  case MLC_DTYPE_F64:
    return 11;
  case MLC_DTYPE_U32:
    return 12;
  case MLC_DTYPE_U64:
    return 13;
  case MLC_DTYPE_BF16:
    return 16;
  case MLC_DTYPE_STRING:
    return 8;
  default:
    return 0;
  }
}

MlcDType mlc::runtime::fromOnnxDataType(int onnxType) {
  for (int d = MLC_DTYPE_F16; d <= MLC_DTYPE_STRING; ++d)
    if (toOnnxDataType(static_cast<MlcDType>(d)) == onnxType)
      return static_cast<MlcDType>(d);
  return MLC_DTYPE_INVALID;
}

namespace {
enum WireType { kVarint = 0, kFixed64 = 1, kBytes = 2, kFixed32 = 5 };

/// Reads protobuf wire format; every read checks bounds.
class WireReader {
public:
  WireReader(const uint8_t *bytes, size_t size, std::string &error)
      : bytes(bytes), size(size), error(error) {}

  bool atEnd() const { return pos >= size; }
  size_t offset() const { return pos; }

  bool fail(size_t at, const std::string &message) {
    error =
        "corrupt TensorProto at byte " + std::to_string(at) + ": " + message;
    return false;
  }
  bool readVarint(uint64_t &value) {
    size_t start = pos;
    value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (pos >= size)
        return fail(start, "truncated varint");
      uint8_t byte = bytes[pos++];
      value |= static_cast<uint64_t>(byte & 0x7f) << shift;
      if (!(byte & 0x80))
        return true;
    }
    return fail(start, "varint longer than 10 bytes");
  }
  bool readFixed(size_t width, uint64_t &value) {
    if (size - pos < width)
      return fail(pos, "truncated fixed-width value");
    value = 0;
    std::memcpy(&value, bytes + pos, width);
    pos += width;
    return true;
  }
  /// Reads a length prefix and returns the payload [begin, begin+length).
  bool readBytes(const uint8_t *&begin, size_t &length) {
    size_t start = pos;
    uint64_t value;
    if (!readVarint(value))
      return false;
    if (value > size - pos)
      return fail(start, "length " + std::to_string(value) +
                             " runs past the end of the data");
    begin = bytes + pos;
    length = static_cast<size_t>(value);
    pos += length;
    return true;
  }
  bool skip(int wireType, size_t keyOffset) {
    uint64_t ignored;
    const uint8_t *begin;
    size_t length;
    switch (wireType) {
    case kVarint:
      return readVarint(ignored);
    case kFixed64:
      return readFixed(8, ignored);
    case kFixed32:
      return readFixed(4, ignored);
    case kBytes:
      return readBytes(begin, length);
    default:
      return fail(keyOffset,
                  "unsupported wire type " + std::to_string(wireType));
    }
  }

private:
  const uint8_t *bytes;
  size_t size;
  size_t pos = 0;
  std::string &error;
};

/// Reads a repeated scalar field, packed (wire type 2) or not, appending
/// each value's raw 64 bits (varints) or bits (fixed) to `values`.
bool readRepeated(WireReader &reader, int wireType, int elementWireType,
                  size_t keyOffset, int field, std::vector<uint64_t> &values) {
  auto readOne = [&](WireReader &r) {
    uint64_t value;
    bool ok = elementWireType == kVarint    ? r.readVarint(value)
              : elementWireType == kFixed32 ? r.readFixed(4, value)
                                            : r.readFixed(8, value);
    if (ok)
      values.push_back(value);
    return ok;
  };
  if (wireType == elementWireType)
    return readOne(reader);
  if (wireType != kBytes)
    return reader.fail(keyOffset, "field " + std::to_string(field) +
                                      " has wire type " +
                                      std::to_string(wireType));
  const uint8_t *begin;
  size_t length;
  if (!reader.readBytes(begin, length))
    return false;
  size_t payloadOffset = reader.offset() - length;
  std::string error;
  WireReader packed(begin, length, error);
  while (!packed.atEnd()) {
    if (!readOne(packed)) {
      // Re-anchor the nested error at its offset in the whole file.
      return reader.fail(payloadOffset + packed.offset(),
                         "in packed field " + std::to_string(field) + ": " +
                             error.substr(error.find(": ") + 2));
    }
  }
  return true;
}
} // namespace

bool mlc::runtime::parseTensorProto(const uint8_t *bytes, size_t size,
                                    HostTensor &tensor, std::string &error) {
  WireReader reader(bytes, size, error);
  std::vector<uint64_t> dims, floats, int32s, int64s, doubles, uint64s;
  std::vector<std::string> strings;
  uint64_t dataType = 0;
  const uint8_t *raw = nullptr;
  size_t rawSize = 0;
  std::string name;

  while (!reader.atEnd()) {
    size_t keyOffset = reader.offset();
    uint64_t key;
    if (!reader.readVarint(key))
      return false;
    int field = static_cast<int>(std::min<uint64_t>(key >> 3, INT32_MAX));
    int wireType = static_cast<int>(key & 7);
    if (field == 0)
      return reader.fail(keyOffset, "field number 0");
    auto expect = [&](int wanted) {
      return wireType == wanted ||
             reader.fail(keyOffset, "field " + std::to_string(field) +
                                        " has wire type " +
                                        std::to_string(wireType));
    };
    const uint8_t *payload;
    size_t length;
    bool ok = true;
    switch (field) {
    case 1: // dims
      ok = readRepeated(reader, wireType, kVarint, keyOffset, field, dims);
      break;
    case 2: // data_type
      ok = expect(kVarint) && reader.readVarint(dataType);
      break;
    case 4: // float_data
      ok = readRepeated(reader, wireType, kFixed32, keyOffset, field, floats);
      break;
    case 5: // int32_data
      ok = readRepeated(reader, wireType, kVarint, keyOffset, field, int32s);
      break;
    case 6: // string_data
      ok = expect(kBytes) && reader.readBytes(payload, length);
      if (ok)
        strings.emplace_back(reinterpret_cast<const char *>(payload), length);
      break;
    case 7: // int64_data
      ok = readRepeated(reader, wireType, kVarint, keyOffset, field, int64s);
      break;
    case 8: // name
      ok = expect(kBytes) && reader.readBytes(payload, length);
      if (ok)
        name.assign(reinterpret_cast<const char *>(payload), length);
      break;
    case 9: // raw_data
      ok = expect(kBytes) && reader.readBytes(raw, rawSize);
      break;
    case 10: // double_data
      ok = readRepeated(reader, wireType, kFixed64, keyOffset, field, doubles);
      break;
    case 11: // uint64_data
      ok = readRepeated(reader, wireType, kVarint, keyOffset, field, uint64s);
      break;
    case 13: // external_data
      return reader.fail(keyOffset, "external data not supported");
    case 14: { // data_location: DEFAULT = 0, EXTERNAL = 1
      uint64_t location = 0;
      ok = expect(kVarint) && reader.readVarint(location);
      if (ok && location != 0)
        return reader.fail(keyOffset, "external data not supported");
      break;
    }
    default:
      ok = reader.skip(wireType, keyOffset);
      break;
    }
    if (!ok)
      return false;
  }

  HostTensor result;
  result.name = std::move(name);
  result.dtype = fromOnnxDataType(static_cast<int>(
      std::min<uint64_t>(dataType, static_cast<uint64_t>(INT32_MAX))));
  if (result.dtype == MLC_DTYPE_INVALID) {
    error = dataType == 0 ? "TensorProto has no data_type"
                          : "unsupported TensorProto data_type " +
                                std::to_string(dataType);
    return false;
  }
  for (uint64_t dim : dims)
    result.shape.push_back(static_cast<int64_t>(dim));
  size_t elementSize = mlcDTypeSize(result.dtype);
  int64_t numElements;
  size_t numBytes;
  if (!computeByteSize(result.shape, elementSize, numElements, numBytes)) {
    error = "bad TensorProto dims " + formatShape(result.shape);
    return false;
  }
  std::string typeAndShape =
      formatShape(result.shape) + " " + mlcDTypeName(result.dtype);

  if (result.dtype == MLC_DTYPE_STRING) {
    if (static_cast<int64_t>(strings.size()) != numElements) {
      error = "TensorProto has " + std::to_string(strings.size()) +
              " string_data values, expected " + std::to_string(numElements) +
              " for " + typeAndShape;
      return false;
    }
    result.setStrings(result.shape, std::move(strings));
    tensor = std::move(result);
    return true;
  }

  if (raw) {
    if (rawSize != numBytes) {
      error = "TensorProto raw_data has " + std::to_string(rawSize) +
              " bytes, expected " + std::to_string(numBytes) + " for " +
              typeAndShape;
      return false;
    }
    result.data.assign(raw, raw + rawSize);
    tensor = std::move(result);
    return true;
  }

  // f16, bf16, bool and the 8/16/32-bit integers live in int32_data.
  const std::vector<uint64_t> *values = &int32s;
  const char *field = "int32_data";
  if (result.dtype == MLC_DTYPE_F32)
    values = &floats, field = "float_data";
  else if (result.dtype == MLC_DTYPE_I64)
    values = &int64s, field = "int64_data";
  else if (result.dtype == MLC_DTYPE_F64)
    values = &doubles, field = "double_data";
  else if (result.dtype == MLC_DTYPE_U32 || result.dtype == MLC_DTYPE_U64)
    values = &uint64s, field = "uint64_data";
  if (static_cast<int64_t>(values->size()) != numElements) {
    error = "TensorProto has " + std::to_string(values->size()) + " " + field +
            " values, expected " + std::to_string(numElements) + " for " +
            typeAndShape;
    return false;
  }
  result.data.resize(numBytes);
  for (int64_t i = 0; i < numElements; ++i) {
    uint64_t value = (*values)[i];
    if (result.dtype == MLC_DTYPE_BOOL)
      value = value != 0;
    // Little-endian: the low `elementSize` bytes are the element.
    std::memcpy(result.data.data() + i * elementSize, &value, elementSize);
  }
  tensor = std::move(result);
  return true;
}

//===----------------------------------------------------------------------===//
// ONNX SequenceProto and OptionalProto
//===----------------------------------------------------------------------===//

namespace {
/// SequenceProto and OptionalProto share their wire layout: name (1),
/// elem_type (2: 0 none, 1 tensor, 3 sequence), the tensors (3) and a
/// nested sequence (5). Maps, sparse tensors and nested optionals are
/// errors, and so is any field a TensorProto has beyond these.
bool parseContainer(const uint8_t *bytes, size_t size,
                    std::vector<HostTensor> &tensors, std::string &error,
                    int depth) {
  WireReader reader(bytes, size, error);
  std::string name;
  uint64_t elemType = 0;
  std::vector<std::pair<const uint8_t *, size_t>> elems, nested;
  while (!reader.atEnd()) {
    size_t keyOffset = reader.offset();
    uint64_t key;
    if (!reader.readVarint(key))
      return false;
    uint64_t field = key >> 3;
    int wireType = static_cast<int>(key & 7);
    const uint8_t *payload;
    size_t length;
    bool bytesField = field == 1 || field == 3 || field == 5;
    if (bytesField && wireType != kBytes)
      return reader.fail(keyOffset, "field " + std::to_string(field) +
                                        " has wire type " +
                                        std::to_string(wireType));
    if (field == 2) {
      if (wireType != kVarint)
        return reader.fail(keyOffset, "field 2 has wire type " +
                                          std::to_string(wireType));
      if (!reader.readVarint(elemType))
        return false;
    } else if (bytesField) {
      if (!reader.readBytes(payload, length))
        return false;
      if (field == 1)
        name.assign(reinterpret_cast<const char *>(payload), length);
      else
        (field == 3 ? elems : nested).push_back({payload, length});
    } else {
      return reader.fail(keyOffset,
                         "field " + std::to_string(field) +
                             " (maps, sparse tensors and nested optionals "
                             "are not supported)");
    }
  }
  bool ok = elemType == 0   ? elems.empty() && nested.empty()
            : elemType == 1 ? nested.empty()
            : elemType == 3 ? elems.empty() && nested.size() == 1 && depth == 0
                            : false;
  if (!ok) {
    error = "unsupported SequenceProto/OptionalProto (elem_type " +
            std::to_string(elemType) + ")";
    return false;
  }
  for (auto [payload, length] : elems) {
    HostTensor &t = tensors.emplace_back();
    if (!parseTensorProto(payload, length, t, error))
      return false;
    t.name = name;
  }
  if (!nested.empty()) {
    size_t first = tensors.size();
    if (!parseContainer(nested[0].first, nested[0].second, tensors, error,
                        depth + 1))
      return false;
    for (size_t i = first; i < tensors.size(); ++i)
      tensors[i].name = name;
  }
  return true;
}
} // namespace

bool mlc::runtime::parseONNXValueProto(const uint8_t *bytes, size_t size,
                                       std::vector<HostTensor> &tensors,
                                       bool &isContainer, std::string &error) {
  // A TensorProto first: a container never parses as a consistent one (its
  // name would be read as dims, and it has no tensor data of its own).
  HostTensor tensor;
  std::string tensorError;
  if (parseTensorProto(bytes, size, tensor, tensorError)) {
    isContainer = false;
    tensors.push_back(std::move(tensor));
    return true;
  }
  std::vector<HostTensor> elems;
  std::string containerError;
  if (!parseContainer(bytes, size, elems, containerError, 0)) {
    error = tensorError + " (nor a SequenceProto or OptionalProto: " +
            containerError + ")";
    return false;
  }
  isContainer = true;
  for (HostTensor &t : elems)
    tensors.push_back(std::move(t));
  return true;
}

namespace {
void appendVarint(std::vector<uint8_t> &bytes, uint64_t value) {
  while (value >= 0x80) {
    bytes.push_back(static_cast<uint8_t>(value | 0x80));
    value >>= 7;
  }
  bytes.push_back(static_cast<uint8_t>(value));
}
void appendKey(std::vector<uint8_t> &bytes, int field, int wireType) {
  appendVarint(bytes, static_cast<uint64_t>(field) << 3 | wireType);
}
} // namespace

std::vector<uint8_t> mlc::runtime::encodeTensorProto(const TensorView &tensor,
                                                     const std::string &name) {
  std::vector<uint8_t> bytes;
  for (int64_t dim : tensor.shape) {
    appendKey(bytes, 1, kVarint);
    appendVarint(bytes, static_cast<uint64_t>(dim));
  }
  appendKey(bytes, 2, kVarint);
  appendVarint(bytes, toOnnxDataType(tensor.dtype));
  if (!name.empty()) {
    appendKey(bytes, 8, kBytes);
    appendVarint(bytes, name.size());
    bytes.insert(bytes.end(), name.begin(), name.end());
  }
  if (tensor.dtype == MLC_DTYPE_STRING) {
    for (int64_t i = 0; i < tensor.getNumElements(); ++i) {
      std::string_view s = stringAt(tensor.data, i);
      appendKey(bytes, 6, kBytes);
      appendVarint(bytes, s.size());
      bytes.insert(bytes.end(), s.begin(), s.end());
    }
    return bytes;
  }
  size_t numBytes = tensor.getNumElements() * mlcDTypeSize(tensor.dtype);
  appendKey(bytes, 9, kBytes);
  appendVarint(bytes, numBytes);
  const uint8_t *data = static_cast<const uint8_t *>(tensor.data);
  if (numBytes)
    bytes.insert(bytes.end(), data, data + numBytes);
  return bytes;
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

std::string mlc::runtime::formatShape(const std::vector<int64_t> &shape) {
  if (shape.empty())
    return "scalar";
  std::string out;
  for (size_t i = 0; i < shape.size(); ++i)
    out += (i ? "x" : "") + std::to_string(shape[i]);
  return out;
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
