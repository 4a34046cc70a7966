//===- Metadata.cpp - the artifact metadata record ------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Metadata.h"

#include "DType.h"

#include <cctype>
#include <cstdlib>
#include <limits>
#include <string>
#include <unordered_map>

using namespace mlc::runtime;

std::vector<std::string_view> mlc::runtime::splitWords(std::string_view line) {
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

namespace {

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

bool parseHex64(std::string_view text, uint64_t &value) {
  if (text.empty() || text.size() > 16)
    return false;
  value = 0;
  for (char c : text) {
    int digit = hexDigit(c);
    if (digit < 0)
      return false;
    value = value << 4 | static_cast<uint64_t>(digit);
  }
  return true;
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

/// "<kind> <name> <dtype> <shape> ...": the tensor in words 1..3.
bool parseTensorRecord(const std::vector<std::string_view> &words,
                       TensorSignature &signature, std::string &message) {
  if (!percentDecode(words[1], signature.name, message))
    return false;
  std::string dtypeName(words[2]);
  int32_t dtype = 0;
  if (!mlcDTypeFromNameOf(dtypeName.c_str(), &dtype)) {
    message = "unknown dtype '" + dtypeName + "'";
    return false;
  }
  signature.dtype = static_cast<MlcDType>(dtype);
  return parseShape(words[3], signature.dims, message);
}

/// The terms of a dim name that is an expression over other dims' names
/// (integers and names joined by + - *, the usual precedence, no
/// parentheses), names resolved through `groupOf`; empty when it is a plain
/// name, has another form, or names a dim that no group has.
std::vector<DimGroup::Term>
parseDimExpr(std::string_view expr,
             const std::unordered_map<std::string, size_t> &groupOf) {
  std::vector<DimGroup::Term> terms;
  DimGroup::Term term;
  bool op = false;
  size_t i = 0, n = expr.size();
  auto skip = [&] {
    while (i < n && expr[i] == ' ')
      ++i;
  };
  for (;;) {
    skip();
    if (i == n)
      return {};
    size_t start = i;
    if (std::isdigit((unsigned char)expr[i])) {
      while (i < n && std::isdigit((unsigned char)expr[i]))
        ++i;
      if (i - start > 15)
        return {};
      term.coefficient *=
          std::stoll(std::string(expr.substr(start, i - start)));
    } else {
      while (i < n && (std::isalnum((unsigned char)expr[i]) || expr[i] == '_' ||
                       expr[i] == '.'))
        ++i;
      if (i == start)
        return {};
      auto it = groupOf.find(std::string(expr.substr(start, i - start)));
      if (it == groupOf.end())
        return {};
      term.groups.push_back(it->second);
    }
    skip();
    if (i == n)
      break;
    char c = expr[i++];
    op = true;
    if (c == '*')
      continue;
    if (c != '+' && c != '-')
      return {};
    terms.push_back(term);
    term = DimGroup::Term();
    term.coefficient = c == '-' ? -1 : 1;
  }
  if (!op)
    return {};
  terms.push_back(term);
  return terms;
}

} // namespace

bool mlc::runtime::parseParamRecord(const std::vector<std::string_view> &words,
                                    bool withOffset, ParamSignature &param,
                                    std::string &error) {
  int64_t bytes = 0, offset = 0;
  if (words.size() != (withOffset ? 7u : 6u) || words[0] != "param") {
    error = std::string("expected 'param <name> <dtype> <shape> <bytes> "
                        "<checksum>") +
            (withOffset ? " <offset>'" : "'");
    return false;
  }
  if (!parseTensorRecord(words, param.tensor, error))
    return false;
  if (!parseNonNegative(words[4], bytes) ||
      !parseHex64(words[5], param.checksum) ||
      (withOffset && !parseNonNegative(words[6], offset))) {
    error = "bad size, checksum or offset in parameter '" + param.tensor.name +
            "'";
    return false;
  }
  int64_t elements = 1;
  for (int64_t dim : param.tensor.dims)
    if (dim < 0 || __builtin_mul_overflow(elements, dim, &elements))
      elements = -1;
  if (elements < 0 ||
      static_cast<uint64_t>(bytes) !=
          static_cast<uint64_t>(elements) * mlcDTypeSizeOf(param.tensor.dtype)) {
    error = "parameter '" + param.tensor.name + "' has " +
            std::to_string(bytes) + " bytes, its shape says otherwise";
    return false;
  }
  param.bytes = static_cast<uint64_t>(bytes);
  param.offset = static_cast<uint64_t>(offset);
  return true;
}

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
    if (words[0] == "param") {
      std::string message;
      if (!parseParamRecord(words, /*withOffset=*/false,
                            metadata.params.emplace_back(), message))
        return fail(message);
      continue;
    }
    if (words[0] == "dim") {
      // dim <name> <bound> <input>:<dim> ... (after the inputs it names).
      DimGroup group;
      std::string message;
      if (words.size() < 4 ||
          (words[1] != "-" && !percentDecode(words[1], group.name, message)) ||
          !parseNonNegative(words[2], group.bound))
        return fail("expected 'dim <name> <bound> <input>:<dim> ...'");
      for (size_t w = 3; w < words.size(); ++w) {
        size_t colon = words[w].find(':');
        int64_t in, d;
        if (colon == std::string_view::npos ||
            !parseNonNegative(words[w].substr(0, colon), in) ||
            !parseNonNegative(words[w].substr(colon + 1), d) ||
            in >= (int64_t)metadata.inputs.size() ||
            d >= (int64_t)metadata.inputs[in].dims.size() ||
            metadata.inputs[in].dims[d] >= 0)
          return fail("bad dimension '" + std::string(words[w]) + "'");
        group.where.push_back({(size_t)in, (size_t)d});
      }
      metadata.dims.push_back(std::move(group));
      continue;
    }
    if (words[0] == "inplace") {
      // inplace <input> <output> <axis> <rows> (after the tensors).
      int64_t in, out, axis, rows;
      if (words.size() != 5 || !parseNonNegative(words[1], in) ||
          !parseNonNegative(words[2], out) ||
          !parseNonNegative(words[3], axis) ||
          !parseNonNegative(words[4], rows))
        return fail("expected 'inplace <input> <output> <axis> <rows>'");
      if (in >= (int64_t)metadata.inputs.size() ||
          out >= (int64_t)metadata.outputs.size() ||
          axis >= (int64_t)metadata.inputs[in].dims.size() ||
          metadata.inputs[in].dims.size() !=
              metadata.outputs[out].dims.size() ||
          metadata.inputs[in].dtype != metadata.outputs[out].dtype)
        return fail("bad inplace record: input " + std::to_string(in) +
                    ", output " + std::to_string(out) + ", axis " +
                    std::to_string(axis));
      metadata.inPlace.push_back(
          {(size_t)in, (size_t)out, axis, rows});
      continue;
    }
    if (words[0] != "input" && words[0] != "output")
      return fail("unknown record '" + std::string(words[0]) + "'");
    if (words.size() != 4)
      return fail("expected '" + std::string(words[0]) +
                  " <name> <dtype> <shape>'");
    TensorSignature signature;
    std::string message;
    if (!parseTensorRecord(words, signature, message))
      return fail(message);
    (words[0] == "input" ? metadata.inputs : metadata.outputs)
        .push_back(std::move(signature));
  }

  if (metadata.version == 0) {
    lineNo = 1;
    return fail("expected 'mlc-artifact <version>'");
  }
  std::unordered_map<std::string, size_t> groupOf;
  for (size_t g = 0; g < metadata.dims.size(); ++g)
    if (!metadata.dims[g].name.empty())
      groupOf.emplace(metadata.dims[g].name, g);
  for (DimGroup &group : metadata.dims)
    group.expr = parseDimExpr(group.name, groupOf);
  if (metadata.target.empty()) {
    error = "metadata has no target";
    return false;
  }
  return true;
}
