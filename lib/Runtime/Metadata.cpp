//===- Metadata.cpp - the artifact metadata record ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Metadata.h"

#include <cstdlib>
#include <limits>

using namespace mlc::runtime;

namespace {

std::vector<std::string_view> splitWords(std::string_view line) {
  std::vector<std::string_view> words;
  size_t pos = 0;
  while (pos < line.size()) {
    size_t begin = line.find_first_not_of(" \t\r", pos);
    if (begin == std::string_view::npos)
      break;
    size_t end = line.find_first_of(" \t\r", begin);
    if (end == std::string_view::npos)
      end = line.size();
    words.push_back(line.substr(begin, end - begin));
    pos = end;
  }
  return words;
}

bool parseNonNegative(std::string_view text, int64_t &value) {
  if (text.empty() || text.size() > 18)
    return false;
  value = 0;
  for (char c : text) {
    if (c < '0' || c > '9')
      return false;
    value = value * 10 + (c - '0');
  }
  return true;
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

bool percentDecode(std::string_view text, std::string &out,
                   std::string &error) {
  out.clear();
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    int hi = i + 2 < text.size() ? hexDigit(text[i + 1]) : -1;
    int lo = hi >= 0 ? hexDigit(text[i + 2]) : -1;
    if (lo < 0 || (hi == 0 && lo == 0)) {
      error = "bad percent escape in name '" + std::string(text) + "'";
      return false;
    }
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  if (out.empty()) {
    error = "empty name";
    return false;
  }
  return true;
}

bool parseShape(std::string_view text, std::vector<int64_t> &dims,
                std::string &error) {
  dims.clear();
  if (text == "scalar")
    return true;
  size_t pos = 0;
  for (;;) {
    size_t end = text.find('x', pos);
    std::string_view dim =
        text.substr(pos, end == std::string_view::npos ? std::string_view::npos
                                                       : end - pos);
    int64_t value;
    if (dim == "?")
      dims.push_back(-1);
    else if (parseNonNegative(dim, value))
      dims.push_back(value);
    else {
      error = "bad shape '" + std::string(text) + "'";
      return false;
    }
    if (end == std::string_view::npos)
      return true;
    pos = end + 1;
  }
}

} // namespace

std::string mlc::runtime::formatDims(const int64_t *dims, size_t rank) {
  if (rank == 0)
    return "scalar";
  std::string out;
  for (size_t i = 0; i < rank; ++i) {
    if (i)
      out += 'x';
    out += dims[i] < 0 ? "?" : std::to_string(dims[i]);
  }
  return out;
}

bool mlc::runtime::parseArtifactMetadata(std::string_view text,
                                         ArtifactMetadata &metadata,
                                         std::string &error) {
  metadata = ArtifactMetadata();
  size_t lineNo = 0;
  size_t pos = 0;
  auto fail = [&](const std::string &message) {
    error = "metadata line " + std::to_string(lineNo) + ": " + message;
    return false;
  };

  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++lineNo;
    std::vector<std::string_view> words = splitWords(line);
    if (words.empty())
      continue;

    if (lineNo == 1) {
      int64_t version;
      if (words.size() != 2 || words[0] != "mlc-artifact" ||
          !parseNonNegative(words[1], version))
        return fail("expected 'mlc-artifact <version>'");
      if (version != kArtifactMetadataVersion)
        return fail("unsupported metadata version " + std::to_string(version) +
                    " (this runtime reads version " +
                    std::to_string(kArtifactMetadataVersion) + ")");
      metadata.version = static_cast<int>(version);
      continue;
    }

    if (words[0] == "target") {
      if (words.size() != 2)
        return fail("expected 'target <name>'");
      if (!metadata.target.empty())
        return fail("duplicate target");
      metadata.target = std::string(words[1]);
      continue;
    }
    if (words[0] != "input" && words[0] != "output")
      return fail("unknown record '" + std::string(words[0]) + "'");
    if (words.size() != 4)
      return fail("expected '" + std::string(words[0]) +
                  " <name> <dtype> <shape>'");
    TensorSignature signature;
    std::string message;
    if (!percentDecode(words[1], signature.name, message))
      return fail(message);
    std::string dtypeName(words[2]);
    if (mlcDTypeFromName(dtypeName.c_str(), &signature.dtype) != MLC_STATUS_OK)
      return fail("unknown dtype '" + dtypeName + "'");
    if (!parseShape(words[3], signature.dims, message))
      return fail(message);
    (words[0] == "input" ? metadata.inputs : metadata.outputs)
        .push_back(std::move(signature));
  }

  if (metadata.version == 0) {
    lineNo = 1;
    return fail("expected 'mlc-artifact <version>'");
  }
  if (metadata.target.empty()) {
    error = "metadata has no target";
    return false;
  }
  return true;
}
