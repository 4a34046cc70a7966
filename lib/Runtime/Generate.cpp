//===- Generate.cpp - token-by-token generation with a decoder ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlcModelGenerate (mlc-c/Runtime.h): the loop a user of a decoder artifact
// writes by hand, once, over the public C API. It recognizes a decoder step
// by the input and output names transformers' exports use, feeds each
// step's `present` cache back as the next step's `past` (on the model's
// device: a cuda model's cache never comes back to the host), and picks each
// token from the last position's logits (greedy, or sampled with a
// temperature and top-k).
//
//===----------------------------------------------------------------------===//

#include "DType.h"
#include "Status.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace mlc::runtime;

namespace {

struct TensorDeleter {
  void operator()(MlcTensor *t) const { mlcTensorFree(t); }
};
using Tensor = std::unique_ptr<MlcTensor, TensorDeleter>;

/// A cache input: its dtype, static dims (the length axis' entry is
/// replaced per step) and which output feeds it.
struct CacheInput {
  int64_t input = -1, output = -1;
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> dims;
  int64_t lengthAxis = -1;
};

/// How the artifact's inputs and outputs map onto a decoder step.
struct Signature {
  int64_t ids = -1, mask = -1, positions = -1, logits = -1;
  MlcDType idsType = MLC_DTYPE_I64, maskType = MLC_DTYPE_I64,
           positionsType = MLC_DTYPE_I64;
  bool wholePrompt = false; ///< input_ids has a dynamic sequence length
  std::vector<CacheInput> cache;
  int64_t numInputs = 0, numOutputs = 0;
};

bool contains(const char *name, const char *part) {
  return std::strstr(name, part) != nullptr;
}

MlcStatus bad(const std::string &what) {
  return fail(MLC_STATUS_INVALID_ARGUMENT,
              "mlcModelGenerate: not a decoder step: " + what);
}

bool isIndexType(MlcDType t) {
  return t == MLC_DTYPE_I64 || t == MLC_DTYPE_I32;
}

MlcStatus readSignature(MlcModel *model, Signature &sig) {
  if (MlcStatus s = mlcModelGetNumInputs(model, &sig.numInputs))
    return s;
  if (MlcStatus s = mlcModelGetNumOutputs(model, &sig.numOutputs))
    return s;
  for (int64_t i = 0; i < sig.numInputs; ++i) {
    MlcTensorInfo info;
    if (MlcStatus s = mlcModelGetInputInfo(model, i, &info))
      return s;
    std::string name = info.name;
    auto batchOk = [&] {
      return info.rank >= 1 && (info.dims[0] < 0 || info.dims[0] == 1);
    };
    if (name == "input_ids" || name == "attention_mask" ||
        name == "position_ids") {
      if (info.rank != 2 || !batchOk() || !isIndexType(info.dtype))
        return bad("input '" + name +
                   "' must be [batch, length] of i64 or i32 (batch 1 or "
                   "dynamic)");
      if (name == "input_ids") {
        sig.ids = i;
        sig.idsType = info.dtype;
        sig.wholePrompt = info.dims[1] < 0;
        if (!sig.wholePrompt && info.dims[1] != 1)
          return bad("input_ids has a fixed length of " +
                     std::to_string(info.dims[1]) + " (needs 1 or dynamic)");
      } else if (name == "attention_mask") {
        sig.mask = i;
        sig.maskType = info.dtype;
      } else {
        sig.positions = i;
        sig.positionsType = info.dtype;
      }
      continue;
    }
    if (!contains(info.name, "past"))
      return bad("input '" + name +
                 "' is none of input_ids, attention_mask, position_ids or a "
                 "'past' cache tensor");
    CacheInput c;
    c.input = i;
    c.dtype = info.dtype;
    c.dims.assign(info.dims, info.dims + info.rank);
    if (!batchOk())
      return bad("cache input '" + name + "' must have batch 1 or dynamic");
    for (int64_t d = 1; d < info.rank; ++d) {
      if (info.dims[d] >= 0)
        continue;
      if (c.lengthAxis >= 0)
        return bad("cache input '" + name +
                   "' has more than one dynamic dimension besides the batch");
      c.lengthAxis = d;
    }
    if (c.lengthAxis < 0)
      return bad("cache input '" + name +
                 "' has no dynamic (cached length) dimension");
    c.dims[0] = 1;
    sig.cache.push_back(c);
  }
  if (sig.ids < 0)
    return bad("no input named 'input_ids'");
  size_t present = 0;
  for (int64_t j = 0; j < sig.numOutputs; ++j) {
    MlcTensorInfo info;
    if (MlcStatus s = mlcModelGetOutputInfo(model, j, &info))
      return s;
    if (std::string(info.name) == "logits")
      sig.logits = j;
    else if (contains(info.name, "present") && present < sig.cache.size())
      sig.cache[present++].output = j;
  }
  if (sig.logits < 0)
    return bad("no output named 'logits'");
  if (present != sig.cache.size())
    return bad(std::to_string(sig.cache.size()) + " 'past' inputs but " +
               std::to_string(present) + " 'present' outputs");
  return MLC_STATUS_OK;
}

/// A [1, n] host tensor of index type `t` holding `values`.
MlcStatus indexTensor(MlcDType t, const std::vector<int64_t> &values,
                      Tensor &out) {
  int64_t shape[2] = {1, (int64_t)values.size()};
  MlcTensor *raw = nullptr;
  if (MlcStatus s = mlcTensorCreate(t, 2, shape, &raw))
    return s;
  out.reset(raw);
  void *data = nullptr;
  if (MlcStatus s = mlcTensorGetData(raw, &data, nullptr))
    return s;
  for (size_t i = 0; i < values.size(); ++i) {
    if (t == MLC_DTYPE_I64)
      static_cast<int64_t *>(data)[i] = values[i];
    else
      static_cast<int32_t *>(data)[i] = (int32_t)values[i];
  }
  return MLC_STATUS_OK;
}

/// The scores of the last position of `logits` (host copy) as floats.
MlcStatus lastScores(const MlcTensor *logits, std::vector<float> &scores) {
  MlcDType t;
  int64_t rank = 0;
  const int64_t *dims = nullptr;
  void *data = nullptr;
  if (MlcStatus s = mlcTensorGetDType(logits, &t))
    return s;
  if (MlcStatus s = mlcTensorGetShape(logits, &rank, &dims))
    return s;
  if (MlcStatus s = mlcTensorGetData(logits, &data, nullptr))
    return s;
  if (rank < 1 || dims[rank - 1] < 1)
    return bad("the logits output has no vocabulary dimension");
  int64_t vocab = dims[rank - 1], total = 1;
  for (int64_t d = 0; d < rank; ++d)
    total *= dims[d];
  int64_t at = total - vocab;
  scores.resize(vocab);
  for (int64_t v = 0; v < vocab; ++v) {
    switch (t) {
    case MLC_DTYPE_F32:
      scores[v] = static_cast<const float *>(data)[at + v];
      break;
    case MLC_DTYPE_F64:
      scores[v] = (float)static_cast<const double *>(data)[at + v];
      break;
    case MLC_DTYPE_F16:
      scores[v] = mlcHalfToFloat(static_cast<const uint16_t *>(data)[at + v]);
      break;
    case MLC_DTYPE_BF16:
      scores[v] =
          mlcBFloat16ToFloat(static_cast<const uint16_t *>(data)[at + v]);
      break;
    default:
      return bad("the logits output is not a floating-point tensor");
    }
  }
  return MLC_STATUS_OK;
}

int64_t pick(const std::vector<float> &scores, const MlcGenerateOptions &opts,
             std::mt19937_64 &rng) {
  int64_t best = std::max_element(scores.begin(), scores.end()) -
                 scores.begin();
  if (!(opts.temperature > 0))
    return best;
  std::vector<int64_t> order(scores.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = (int64_t)i;
  size_t k = opts.top_k > 0 ? std::min<size_t>(opts.top_k, order.size())
                            : order.size();
  std::partial_sort(order.begin(), order.begin() + k, order.end(),
                    [&](int64_t a, int64_t b) { return scores[a] > scores[b]; });
  std::vector<double> weights(k);
  for (size_t i = 0; i < k; ++i)
    weights[i] = std::exp((double)(scores[order[i]] - scores[best]) /
                          opts.temperature);
  std::discrete_distribution<size_t> dist(weights.begin(), weights.end());
  return order[dist(rng)];
}

MlcStatus generate(MlcModel *model, const int64_t *prompt, int64_t promptLength,
                   int64_t maxNew, const MlcGenerateOptions &opts,
                   int64_t *tokens, int64_t *numTokens) {
  *numTokens = 0;
  if (promptLength < 1)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "mlcModelGenerate: the prompt is empty");
  if (maxNew < 0)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "mlcModelGenerate: max_new_tokens is negative");
  Signature sig;
  if (MlcStatus s = readSignature(model, sig))
    return s;
  const char *target = "";
  if (MlcStatus s = mlcModelGetTarget(model, &target))
    return s;
  MlcDevice device =
      std::string(target) == "cuda" ? MLC_DEVICE_CUDA : MLC_DEVICE_CPU;
  // The cache, empty to begin with. A cache the artifact keeps in place
  // (--cache-in-place) gets room for the whole generation: each step's
  // `present` is then a view of the same buffer, the new rows written in.
  std::vector<Tensor> cache(sig.cache.size());
  for (size_t c = 0; c < sig.cache.size(); ++c) {
    std::vector<int64_t> dims = sig.cache[c].dims;
    dims[sig.cache[c].lengthAxis] = 0;
    int64_t output = -1, axis = 0, rows = 0;
    if (MlcStatus s = mlcModelGetInPlaceInput(model, sig.cache[c].input,
                                              &output, &axis, &rows))
      return s;
    MlcTensor *raw = nullptr;
    if (output >= 0) {
      if (output != sig.cache[c].output || axis != sig.cache[c].lengthAxis)
        return bad("cache input " + std::to_string(sig.cache[c].input) +
                   " is kept in place as output " + std::to_string(output) +
                   " along dim " + std::to_string(axis) +
                   ", not as its 'present' output along its length");
      if (sig.wholePrompt)
        return bad("a cache kept in place takes a fixed number of tokens a "
                   "step, but input_ids has a dynamic length");
      int64_t room = promptLength + maxNew;
      room = (room + rows - 1) / rows * rows;
      if (MlcStatus s = mlcTensorCreateWithRoom(
              device, sig.cache[c].dtype, (int64_t)dims.size(), dims.data(),
              axis, room, &raw))
        return s;
    } else if (MlcStatus s = mlcTensorCreateOnDevice(
                   device, sig.cache[c].dtype, (int64_t)dims.size(),
                   dims.data(), &raw)) {
      return s;
    }
    cache[c].reset(raw);
  }
  std::mt19937_64 rng(opts.seed);
  std::vector<int64_t> pending(prompt, prompt + promptLength);
  std::vector<int64_t> sequence = pending;
  if (sig.cache.empty()) {
    if (!sig.wholePrompt)
      return bad("no 'past' cache inputs and input_ids of fixed length 1");
    pending.clear();
  }
  int64_t past = 0;
  while (*numTokens < maxNew) {
    // One step: the whole prompt, or the next token.
    std::vector<int64_t> step;
    if (sig.cache.empty()) {
      // No cache: every step reads the whole sequence so far.
      step = sequence;
      past = 0;
    } else if (sig.wholePrompt) {
      step.swap(pending);
    } else {
      step.push_back(pending.front());
      pending.erase(pending.begin());
    }
    int64_t n = (int64_t)step.size();
    std::vector<Tensor> owned;
    std::vector<const MlcTensor *> inputs(sig.numInputs, nullptr);
    auto add = [&](int64_t index, MlcDType t,
                   const std::vector<int64_t> &values) -> MlcStatus {
      Tensor tensor;
      if (MlcStatus s = indexTensor(t, values, tensor))
        return s;
      inputs[index] = tensor.get();
      owned.push_back(std::move(tensor));
      return MLC_STATUS_OK;
    };
    if (MlcStatus s = add(sig.ids, sig.idsType, step))
      return s;
    if (sig.mask >= 0)
      if (MlcStatus s = add(sig.mask, sig.maskType,
                            std::vector<int64_t>(past + n, 1)))
        return s;
    if (sig.positions >= 0) {
      std::vector<int64_t> pos(n);
      for (int64_t i = 0; i < n; ++i)
        pos[i] = past + i;
      if (MlcStatus s = add(sig.positions, sig.positionsType, pos))
        return s;
    }
    for (size_t c = 0; c < sig.cache.size(); ++c)
      inputs[sig.cache[c].input] = cache[c].get();
    std::vector<MlcTensor *> outputs(sig.numOutputs, nullptr);
    if (MlcStatus s = mlcModelRunOnDevice(model, inputs.data(), sig.numInputs,
                                          outputs.data(), sig.numOutputs))
      return s;
    std::vector<Tensor> results;
    for (MlcTensor *t : outputs)
      results.emplace_back(t);
    for (size_t c = 0; c < sig.cache.size(); ++c)
      cache[c] = std::move(results[sig.cache[c].output]);
    past += n;
    if (!pending.empty())
      continue; // still reading the prompt one token at a time
    Tensor hostLogits;
    const MlcTensor *logits = results[sig.logits].get();
    if (device == MLC_DEVICE_CUDA) {
      MlcTensor *raw = nullptr;
      if (MlcStatus s = mlcTensorCopyToDevice(logits, MLC_DEVICE_CPU, &raw))
        return s;
      hostLogits.reset(raw);
      logits = raw;
    }
    std::vector<float> scores;
    if (MlcStatus s = lastScores(logits, scores))
      return s;
    int64_t next = pick(scores, opts, rng);
    tokens[(*numTokens)++] = next;
    if (opts.stop_at_eos && next == opts.eos_token_id)
      break;
    sequence.push_back(next);
    if (!sig.cache.empty())
      pending.push_back(next);
  }
  return MLC_STATUS_OK;
}

} // namespace

MlcStatus mlcModelGenerate(MlcModel *model, const int64_t *prompt,
                           int64_t promptLength, int64_t maxNewTokens,
                           const MlcGenerateOptions *options, int64_t *tokens,
                           int64_t *numTokens) {
  MLC_CHECK_ARG(model);
  MLC_CHECK_ARG(prompt);
  MLC_CHECK_ARG(numTokens);
  MLC_CHECK_ARG(tokens || maxNewTokens == 0);
  MlcGenerateOptions opts{};
  if (options)
    opts = *options;
  return guarded([&] {
    return generate(model, prompt, promptLength, maxNewTokens, opts, tokens,
                    numTokens);
  });
}
