//===- ONNXProto.cpp - ONNX TensorProto, SequenceProto, OptionalProto -----===//
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
