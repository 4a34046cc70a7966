//===- NpyFormat.cpp - NumPy .npy files -----------------------------------===//
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
// .npy
//===----------------------------------------------------------------------===//

namespace {
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
