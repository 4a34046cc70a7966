//===- TensorIO.cpp - tensor files ----------------------------------------===//
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
