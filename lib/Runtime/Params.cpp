//===- Params.cpp - external parameters of a model ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Params.h"
#include "LittleEndian.h"

#include "mlc-c/Params.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace mlc::runtime;

namespace {

std::string describeParam(const ParamSignature &param) {
  char checksum[17];
  std::snprintf(checksum, sizeof(checksum), "%016llx",
                static_cast<unsigned long long>(param.checksum));
  return std::string(mlcDTypeName(param.tensor.dtype)) + " " +
         formatDims(param.tensor.dims) + ", checksum " + checksum;
}

/// SplitMix64.
uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// The f16 bits of a float that f16 holds exactly as a normal number (or 0).
uint16_t exactFloatToHalf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, 4);
  if ((bits & 0x7fffffffu) == 0)
    return static_cast<uint16_t>(bits >> 16);
  uint32_t exponent = (bits >> 23) & 0xff;
  return static_cast<uint16_t>((bits >> 16 & 0x8000u) |
                               (exponent - 127 + 15) << 10 |
                               (bits & 0x7fffffu) >> 13);
}

} // namespace

HostParams::~HostParams() { release(); }

void HostParams::release() {
  if (mapping)
    munmap(mapping, mappingBytes);
  std::free(block);
  mapping = block = nullptr;
  mappingBytes = 0;
  data.clear();
}

std::string mlc::runtime::defaultParamsPath(const std::string &artifactPath) {
  size_t slash = artifactPath.rfind('/');
  size_t dot = artifactPath.rfind('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash) ||
      dot == (slash == std::string::npos ? 0 : slash + 1))
    return artifactPath + ".params";
  return artifactPath.substr(0, dot) + ".params";
}

bool mlc::runtime::checkParamsHeader(const unsigned char *header, uint64_t size,
                                     std::string &why) {
  if (std::memcmp(header, MLC_PARAMS_MAGIC, 8) != 0) {
    why = "not an mlc parameter file (no MLCPARAM magic)";
    return false;
  }
  uint64_t version = readLittleEndian(header + 8, 4);
  uint64_t tableBytes = readLittleEndian(header + 16, 8);
  uint64_t fileBytes = readLittleEndian(header + 24, 8);
  if (version != MLC_PARAMS_VERSION) {
    why = "format version " + std::to_string(version) +
          ", this runtime reads version " + std::to_string(MLC_PARAMS_VERSION);
    return false;
  }
  if (size < fileBytes) {
    why = "truncated: " + std::to_string(size) + " bytes, its header says " +
          std::to_string(fileBytes);
    return false;
  }
  if (size != fileBytes || tableBytes > size - MLC_PARAMS_HEADER_BYTES) {
    why = std::to_string(size) + " bytes, its header says " +
          std::to_string(fileBytes) + " with a table of " +
          std::to_string(tableBytes);
    return false;
  }
  return true;
}

bool mlc::runtime::bindParamsImage(const unsigned char *bytes, uint64_t size,
                                   const std::vector<ParamSignature> &params,
                                   std::vector<void *> &data,
                                   std::string &why) {
  auto bad = [&](const std::string &message) {
    why = message;
    return false;
  };
  if (size < MLC_PARAMS_HEADER_BYTES)
    return bad("truncated: " + std::to_string(size) +
               " bytes, shorter than its header");
  if (!checkParamsHeader(bytes, size, why))
    return false;
  uint64_t count = readLittleEndian(bytes + 12, 4);
  uint64_t tableBytes = readLittleEndian(bytes + 16, 8);
  if (count != params.size())
    return bad("it holds " + std::to_string(count) +
               " parameters, the model needs " + std::to_string(params.size()) +
               " (a parameter file of another model or build?)");

  std::string_view table(reinterpret_cast<const char *>(bytes) +
                             MLC_PARAMS_HEADER_BYTES,
                         tableBytes);
  size_t pos = 0;
  data.assign(params.size(), nullptr);
  for (size_t k = 0; k < params.size(); ++k) {
    size_t end = table.find('\n', pos);
    if (end == std::string_view::npos)
      return bad("table ends after " + std::to_string(k) + " parameters");
    ParamSignature entry;
    std::string message;
    if (!parseParamRecord(splitWords(table.substr(pos, end - pos)),
                          /*withOffset=*/true, entry, message))
      return bad("table line " + std::to_string(k + 1) + ": " + message);
    pos = end + 1;
    const ParamSignature &expected = params[k];
    if (entry.tensor.name != expected.tensor.name ||
        entry.tensor.dtype != expected.tensor.dtype ||
        entry.tensor.dims != expected.tensor.dims ||
        entry.checksum != expected.checksum)
      return bad("parameter " + std::to_string(k) + " is '" +
                 entry.tensor.name + "' (" + describeParam(entry) +
                 "), the model needs '" + expected.tensor.name + "' (" +
                 describeParam(expected) +
                 "): it belongs to another model or build");
    if (entry.offset % MLC_PARAMS_ALIGNMENT != 0 || entry.offset > size ||
        entry.bytes > size - entry.offset)
      return bad("parameter '" + entry.tensor.name + "' at offset " +
                 std::to_string(entry.offset) + " (" +
                 std::to_string(entry.bytes) + " bytes) is misaligned or "
                 "beyond the end of the file");
    const unsigned char *blob = bytes + entry.offset;
    if (mlcParamsChecksum(blob, entry.bytes) != expected.checksum)
      return bad("the data of parameter '" + entry.tensor.name +
                 "' does not match its checksum (corrupted)");
    data[k] = const_cast<unsigned char *>(blob);
  }
  return true;
}

bool HostParams::loadFile(const std::string &path,
                          const std::vector<ParamSignature> &params,
                          std::string &error) {
  release();
  std::string why;
  auto bad = [&]() {
    error = "bad parameter file " + path + ": " + why;
    release();
    return false;
  };
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open parameter file " + path + ": " + std::strerror(errno);
    return false;
  }
  struct stat info;
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    close(fd);
    error = "cannot open parameter file " + path + ": not a regular file";
    return false;
  }
  uint64_t size = static_cast<uint64_t>(info.st_size);
  // The header first, read (not mapped): the size it records must be the
  // file's before any of the file is mapped.
  unsigned char header[MLC_PARAMS_HEADER_BYTES];
  if (size < MLC_PARAMS_HEADER_BYTES ||
      pread(fd, header, sizeof(header), 0) !=
          static_cast<ssize_t>(sizeof(header))) {
    close(fd);
    why = "truncated: " + std::to_string(size) +
          " bytes, shorter than its header";
    return bad();
  }
  if (!checkParamsHeader(header, size, why)) {
    close(fd);
    return bad();
  }
  void *map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  if (map == MAP_FAILED) {
    error = "cannot map parameter file " + path + ": " + std::strerror(errno);
    return false;
  }
  mapping = map;
  mappingBytes = size;
  if (!bindParamsImage(static_cast<const unsigned char *>(map), size, params,
                       data, why))
    return bad();
  return true;
}

bool HostParams::makeRandom(const std::vector<ParamSignature> &params,
                            uint64_t seed, std::string &error) {
  release();
  std::vector<uint64_t> offsets;
  uint64_t total = 0;
  for (const ParamSignature &param : params) {
    offsets.push_back(total);
    total += (param.bytes + MLC_PARAMS_ALIGNMENT - 1) / MLC_PARAMS_ALIGNMENT *
             MLC_PARAMS_ALIGNMENT;
  }
  if (posix_memalign(&block, MLC_PARAMS_ALIGNMENT, total ? total : 1) != 0) {
    block = nullptr;
    error = "cannot allocate " + std::to_string(total) +
            " bytes for random parameters";
    return false;
  }
  for (size_t k = 0; k < params.size(); ++k) {
    const ParamSignature &param = params[k];
    auto *out = static_cast<unsigned char *>(block) + offsets[k];
    data.push_back(out);
    // A stream per parameter, from the seed and the parameter's name.
    uint64_t state = seed;
    for (unsigned char c : param.tensor.name)
      state = (state ^ c) * 0x100000001b3ull;
    size_t size = mlcDTypeSize(param.tensor.dtype);
    for (uint64_t i = 0; i < param.bytes / size; ++i, out += size) {
      uint64_t bits = nextRandom(state);
      int64_t small = static_cast<int64_t>(bits % 205) - 102;
      float value = static_cast<float>(small) / 1024;
      switch (param.tensor.dtype) {
      case MLC_DTYPE_F16: {
        uint16_t half = exactFloatToHalf(value);
        std::memcpy(out, &half, 2);
        break;
      }
      case MLC_DTYPE_BF16: {
        uint32_t word;
        std::memcpy(&word, &value, 4);
        uint16_t high = static_cast<uint16_t>(word >> 16);
        std::memcpy(out, &high, 2);
        break;
      }
      case MLC_DTYPE_F32:
        std::memcpy(out, &value, 4);
        break;
      case MLC_DTYPE_F64: {
        double wide = value;
        std::memcpy(out, &wide, 8);
        break;
      }
      default: {
        uint64_t integer = bits % 4; // Little-endian: truncation.
        std::memcpy(out, &integer, size);
        break;
      }
      }
    }
  }
  return true;
}
