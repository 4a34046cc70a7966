//===- mlc-run.cpp - run a compiled model ---------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loads an artifact with libmlc_runtime, feeds it inputs (.npy, ONNX .pb,
// literals or random data), and checks, writes, prints or benchmarks its
// outputs. Exit codes: 0 success, 1 error or mismatch, 2 usage error.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"
#include "mlc/Runtime/TensorIO.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

using namespace mlc::runtime;
namespace fs = std::filesystem;

namespace {

const char *const kUsage = R"(USAGE: mlc-run MODEL.so [options]

Runs a model compiled by mlc-compile. Inputs are positional, in the model's
input order.

Inputs (pick one source):
  --input=FILE.npy|FILE.pb   an input from a NumPy or ONNX TensorProto file
  --input=2x3xf32=1,2,...    a literal: exactly N values, or one to fill it;
                             f32=5 is a scalar (dtypes: f16 bf16 f32 f64 bool
                             i8 i16 i32 i64 u8 u16 u32 u64)
  --test-data=DIR            DIR/input_N.pb in, compare with DIR/output_N.pb
  --random-inputs            deterministic random data for static shapes
  --seed=N                   seed for --random-inputs (default 0)

Checking (with --test-data):
  --rtol=X, --atol=X         a value matches if |got-exp| <= atol + rtol*|exp|
                             (defaults 1e-3 and 1e-5); NaN matches NaN;
                             integers and bools must be equal

Outputs:
  --output-dir=DIR           write DIR/output_N.npy (or .pb)
  --output-format=npy|pb     format for --output-dir (default npy; bf16 is
                             written to .npy as its raw bits, dtype <u2)
  --print-all                print every value (default: the first 32)
  Without --test-data, --output-dir or --benchmark, outputs are printed.

Weights (models compiled with --weights=external):
  --params=FILE              the parameter file (default: MODEL with its
                             extension replaced by .params)
  --random-weights[=SEED]    no parameter file: deterministic random weights
                             (floats in [-0.1, 0.1], integers 0..3) from SEED
                             (default 0), e.g. to benchmark a model whose
                             weights stayed on another machine

Running:
  --benchmark=N              3 warm-up runs, then N timed runs; prints
                             latency_ms median=X p90=Y min=Z runs=N (cuda:
                             CUDA events, input and output copies included)
  --benchmark-device-only    with --benchmark on cuda: inputs copied to the
                             device once, outputs left there; times the model
                             alone (its kernels and device allocations)
  --no-cuda-graph            cuda: launch each kernel on every run rather than
                             replaying the runs captured into a CUDA graph
                             (also $MLC_CUDA_GRAPH=0); --benchmark prints
                             whether the graph was used. A graph is kept per
                             input shape, at most $MLC_CUDA_GRAPH_CACHE
                             (default 8), least recently used dropped first
  --generate=N               a decoder artifact (inputs input_ids,
                             attention_mask, position_ids and 'past' cache
                             tensors; outputs logits and 'present'): generate
                             up to N tokens after --prompt, print them and
                             the loop's time (generate_ms, after an untimed
                             step that loads the model)
  --prompt=ID,ID,...         the prompt's token ids (with --generate)
  --temperature=X, --top-k=K with --generate: sample (default greedy)
  --eos=ID                   with --generate: stop after this token
  --device=cpu|cuda          where to run (default: the artifact's target)
  --threads=N                CPU threads (default: $MLC_NUM_THREADS or all)

  --help, --version
)";

constexpr int64_t kPrintLimit = 32;

struct Options {
  std::string model;
  std::string testData;
  std::vector<std::string> inputs;
  bool randomInputs = false;
  uint64_t seed = 0;
  std::string outputDir;
  std::string outputFormat = "npy";
  bool printAll = false;
  int64_t benchmark = 0;
  bool benchmarkDeviceOnly = false;
  std::string device;
  int32_t threads = 0;
  double rtol = 1e-3;
  double atol = 1e-5;
  std::string params;
  bool randomWeights = false;
  uint64_t weightsSeed = 0;
  bool cudaGraph = true;
  int64_t generate = -1;
  std::vector<int64_t> prompt;
  double temperature = 0;
  int64_t topK = 0;
  int64_t eos = -1;
};

int error(const std::string &message) {
  std::fprintf(stderr, "mlc-run: error: %s\n", message.c_str());
  return 1;
}

int usageError(const std::string &message) {
  std::fprintf(stderr, "mlc-run: error: %s\nsee 'mlc-run --help'\n",
               message.c_str());
  return 2;
}

struct ModelDeleter {
  void operator()(MlcModel *model) const { mlcModelFree(model); }
};
struct TensorDeleter {
  void operator()(MlcTensor *tensor) const { mlcTensorFree(tensor); }
};
using ModelPtr = std::unique_ptr<MlcModel, ModelDeleter>;
using TensorPtr = std::unique_ptr<MlcTensor, TensorDeleter>;

//===----------------------------------------------------------------------===//
// Command line
//===----------------------------------------------------------------------===//

bool parseDouble(const std::string &text, double &value) {
  char *end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return !text.empty() && *end == '\0' && value >= 0 && std::isfinite(value);
}

bool parseInt(const std::string &text, int64_t min, int64_t max,
              int64_t &value) {
  char *end = nullptr;
  errno = 0;
  long long parsed = std::strtoll(text.c_str(), &end, 10);
  value = parsed;
  return !text.empty() && *end == '\0' && errno == 0 && parsed >= min &&
         parsed <= max;
}

/// Returns -1 to continue, else the exit code.
int parseCommandLine(int argc, char **argv, Options &options) {
  static const char *const withValue[] = {
      "--test-data", "--rtol",       "--atol",          "--input",
      "--seed",      "--output-dir", "--output-format", "--benchmark",
      "--device",    "--threads",    "--params",        "--generate",
      "--prompt",    "--temperature", "--top-k",        "--eos"};
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    if (arg == "--version") {
      std::printf("mlc-run %s\n", mlcGetVersion());
      return 0;
    }
    if (arg.size() < 2 || arg.compare(0, 2, "--") != 0) {
      if (!options.model.empty())
        return usageError("unexpected argument '" + arg +
                          "' (the model is already " + options.model + ")");
      options.model = arg;
      continue;
    }

    std::string name = arg.substr(0, arg.find('='));
    bool hasValue = arg.find('=') != std::string::npos;
    std::string value = hasValue ? arg.substr(name.size() + 1) : "";
    bool takesValue = std::find(std::begin(withValue), std::end(withValue),
                                name) != std::end(withValue);
    if (takesValue && !hasValue) {
      if (i + 1 >= argc)
        return usageError("option " + name + " needs a value");
      value = argv[++i];
    } else if (!takesValue && hasValue && name != "--random-weights") {
      return usageError("option " + name + " takes no value");
    }

    int64_t number = 0;
    if (name == "--test-data") {
      options.testData = value;
    } else if (name == "--rtol" || name == "--atol") {
      double &tolerance = name == "--rtol" ? options.rtol : options.atol;
      if (!parseDouble(value, tolerance))
        return usageError("bad " + name + " '" + value + "'");
    } else if (name == "--input") {
      options.inputs.push_back(value);
    } else if (name == "--random-inputs") {
      options.randomInputs = true;
    } else if (name == "--seed") {
      if (!parseInt(value, 0, INT64_MAX, number))
        return usageError("bad --seed '" + value + "'");
      options.seed = static_cast<uint64_t>(number);
    } else if (name == "--output-dir") {
      options.outputDir = value;
    } else if (name == "--output-format") {
      if (value != "npy" && value != "pb")
        return usageError("--output-format must be npy or pb, got '" + value +
                          "'");
      options.outputFormat = value;
    } else if (name == "--print-all") {
      options.printAll = true;
    } else if (name == "--benchmark") {
      if (!parseInt(value, 1, 100000000, options.benchmark))
        return usageError("bad --benchmark '" + value +
                          "' (expected a positive run count)");
    } else if (name == "--benchmark-device-only") {
      options.benchmarkDeviceOnly = true;
    } else if (name == "--no-cuda-graph") {
      options.cudaGraph = false;
    } else if (name == "--device") {
      if (value != "cpu" && value != "cuda")
        return usageError("--device must be cpu or cuda, got '" + value + "'");
      options.device = value;
    } else if (name == "--params") {
      options.params = value;
    } else if (name == "--random-weights") {
      options.randomWeights = true;
      if (hasValue && !parseInt(value, 0, INT64_MAX, number))
        return usageError("bad --random-weights seed '" + value + "'");
      options.weightsSeed = hasValue ? static_cast<uint64_t>(number) : 0;
    } else if (name == "--generate") {
      if (!parseInt(value, 0, 1000000, options.generate))
        return usageError("bad --generate '" + value +
                          "' (expected a token count)");
    } else if (name == "--prompt") {
      size_t start = 0;
      while (start <= value.size()) {
        size_t comma = value.find(',', start);
        std::string id = value.substr(start, comma - start);
        if (!parseInt(id, 0, INT64_MAX, number))
          return usageError("bad token id '" + id + "' in --prompt");
        options.prompt.push_back(number);
        if (comma == std::string::npos)
          break;
        start = comma + 1;
      }
    } else if (name == "--temperature") {
      if (!parseDouble(value, options.temperature))
        return usageError("bad --temperature '" + value + "'");
    } else if (name == "--top-k") {
      if (!parseInt(value, 0, INT32_MAX, options.topK))
        return usageError("bad --top-k '" + value + "'");
    } else if (name == "--eos") {
      if (!parseInt(value, 0, INT64_MAX, options.eos))
        return usageError("bad --eos '" + value + "'");
    } else if (name == "--threads") {
      if (!parseInt(value, 1, 1024, number))
        return usageError("bad --threads '" + value + "'");
      options.threads = static_cast<int32_t>(number);
    } else {
      return usageError("unknown option '" + arg + "'");
    }
  }

  if (options.model.empty())
    return usageError("no model given");
  if (options.randomWeights && !options.params.empty())
    return usageError("--params and --random-weights are mutually exclusive");
  if (options.benchmarkDeviceOnly && options.benchmark == 0)
    return usageError("--benchmark-device-only needs --benchmark=N");
  if (options.generate >= 0 && options.prompt.empty())
    return usageError("--generate needs --prompt=ID,ID,...");
  if (options.generate < 0 && !options.prompt.empty())
    return usageError("--prompt needs --generate=N");
  int sources = !options.testData.empty() + !options.inputs.empty() +
                options.randomInputs + (options.generate >= 0);
  if (sources > 1)
    return usageError("--test-data, --input, --random-inputs and --generate "
                      "are mutually exclusive");
  return -1;
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

std::string describeSignature(const MlcTensorInfo &info) {
  std::vector<int64_t> dims(info.dims, info.dims + info.rank);
  std::string shape = info.rank ? "" : "scalar";
  for (int64_t i = 0; i < info.rank; ++i)
    shape += (i ? "x" : "") +
             (dims[i] < 0 ? std::string("?") : std::to_string(dims[i]));
  return std::string(info.name) + ": " + shape + " " + mlcDTypeName(info.dtype);
}

/// SplitMix64: a tiny deterministic generator, identical everywhere.
uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// Fills a tensor of the input's static shape: floats uniform in [-1, 1),
/// signed integers in [-10, 10], unsigned in [0, 10], bools 0/1.
bool makeRandomInput(const MlcTensorInfo &info, int64_t index, uint64_t &state,
                     HostTensor &tensor, std::string &message) {
  tensor.dtype = info.dtype;
  tensor.shape.assign(info.dims, info.dims + info.rank);
  for (int64_t dim : tensor.shape) {
    if (dim < 0) {
      message = "input " + std::to_string(index) + " (" +
                describeSignature(info) +
                ") has dynamic dims; --random-inputs needs static shapes, "
                "pass --input instead";
      return false;
    }
  }
  if (info.dtype == MLC_DTYPE_STRING) {
    message = "input " + std::to_string(index) + " (" +
              describeSignature(info) +
              ") is a string tensor; --random-inputs makes numbers only, "
              "pass --input FILE.pb or --test-data instead";
    return false;
  }
  int64_t n = tensor.getNumElements();
  size_t size = mlcDTypeSize(info.dtype);
  tensor.data.resize(n * size);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t bits = nextRandom(state);
    double unit = static_cast<double>(bits >> 11) * 0x1.0p-53; // [0, 1)
    uint8_t *out = tensor.data.data() + i * size;
    auto store = [&](auto value) { std::memcpy(out, &value, sizeof(value)); };
    switch (info.dtype) {
    case MLC_DTYPE_F16:
      store(floatToHalf(static_cast<float>(2 * unit - 1)));
      break;
    case MLC_DTYPE_BF16:
      store(floatToBFloat16(static_cast<float>(2 * unit - 1)));
      break;
    case MLC_DTYPE_F32:
      store(static_cast<float>(2 * unit - 1));
      break;
    case MLC_DTYPE_F64:
      store(2 * unit - 1);
      break;
    case MLC_DTYPE_BOOL:
      store(static_cast<uint8_t>(bits & 1));
      break;
    case MLC_DTYPE_I8:
    case MLC_DTYPE_I16:
    case MLC_DTYPE_I32:
    case MLC_DTYPE_I64: {
      int64_t value = static_cast<int64_t>(bits % 21) - 10;
      std::memcpy(out, &value, size); // Little-endian truncation.
      break;
    }
    default: {
      uint64_t value = bits % 11;
      std::memcpy(out, &value, size);
      break;
    }
    }
  }
  return true;
}

bool gatherInputs(const Options &options, MlcModel *model,
                  std::vector<HostTensor> &inputs, std::string &message) {
  int64_t numInputs = 0;
  mlcModelGetNumInputs(model, &numInputs);
  std::vector<MlcTensorInfo> infos(numInputs);
  for (int64_t i = 0; i < numInputs; ++i)
    mlcModelGetInputInfo(model, i, &infos[i]);

  if (!options.testData.empty()) {
    if (!fs::is_directory(options.testData)) {
      message = "test data directory " + options.testData + " does not exist";
      return false;
    }
    for (int n = 0;; ++n) {
      std::string path =
          options.testData + "/input_" + std::to_string(n) + ".pb";
      if (!fs::exists(path))
        break;
      // Sequences and optionals give one input per tensor they hold.
      bool isContainer;
      if (!readONNXValueFile(path, inputs, isContainer, message))
        return false;
    }
  } else if (!options.inputs.empty()) {
    for (const std::string &input : options.inputs) {
      bool ok = isTensorLiteral(input) && !fs::exists(input)
                    ? parseTensorLiteral(input, inputs.emplace_back(), message)
                    : readTensorFile(input, inputs.emplace_back(), message);
      if (!ok)
        return false;
    }
  } else if (options.randomInputs) {
    uint64_t state = options.seed;
    for (int64_t i = 0; i < numInputs; ++i)
      if (!makeRandomInput(infos[i], i, state, inputs.emplace_back(), message))
        return false;
  }

  if (static_cast<int64_t>(inputs.size()) != numInputs) {
    message = "model expects " + std::to_string(numInputs) + " input" +
              (numInputs == 1 ? "" : "s");
    for (int64_t i = 0; i < numInputs; ++i)
      message += (i ? ", " : " (") + describeSignature(infos[i]) +
                 (i + 1 == numInputs ? ")" : "");
    message += ", got " + std::to_string(inputs.size());
    if (inputs.empty())
      message += "; pass --input, --test-data or --random-inputs";
    return false;
  }
  // NumPy has no bfloat16: a <u2 array stands for bf16 bits.
  for (int64_t i = 0; i < numInputs; ++i)
    if (infos[i].dtype == MLC_DTYPE_BF16 && inputs[i].dtype == MLC_DTYPE_U16)
      inputs[i].dtype = MLC_DTYPE_BF16;
  return true;
}

//===----------------------------------------------------------------------===//
// Running and reporting
//===----------------------------------------------------------------------===//

bool runOnce(MlcModel *model, const std::vector<MlcTensor *> &inputs,
             std::vector<TensorPtr> &outputs, std::string &message,
             bool onDevice = false) {
  std::vector<MlcTensor *> raw(outputs.size(), nullptr);
  auto run = onDevice ? mlcModelRunOnDevice : mlcModelRun;
  if (run(model, inputs.data(), static_cast<int64_t>(inputs.size()), raw.data(),
          static_cast<int64_t>(raw.size())) != MLC_STATUS_OK) {
    message = mlcGetLastError();
    return false;
  }
  for (size_t j = 0; j < raw.size(); ++j)
    outputs[j].reset(raw[j]);
  return true;
}

void printBenchmark(std::vector<double> millis) {
  std::sort(millis.begin(), millis.end());
  size_t n = millis.size();
  double median =
      n % 2 ? millis[n / 2] : (millis[n / 2 - 1] + millis[n / 2]) / 2;
  size_t p90Rank = static_cast<size_t>(std::ceil(0.9 * n));
  double p90 = millis[std::max<size_t>(p90Rank, 1) - 1];
  std::printf("latency_ms median=%.3f p90=%.3f min=%.3f runs=%zu\n", median,
              p90, millis.front(), n);
}

/// How the runs so far used CUDA graphs (a cuda model).
void printGraphInfo(MlcModel *model) {
  MlcCudaGraphInfo graph = {};
  mlcModelGetCudaGraphInfo(model, &graph);
  if (graph.replayed)
    std::printf("cuda graph: replayed (%lld kernels, %lld captures, "
                "%lld updates, %lld replays, %lld cached)\n",
                static_cast<long long>(graph.kernels),
                static_cast<long long>(graph.captures),
                static_cast<long long>(graph.updates),
                static_cast<long long>(graph.replays),
                static_cast<long long>(graph.cached));
  else
    std::printf("cuda graph: not used%s%s\n", *graph.note ? ": " : "",
                graph.note);
}

std::string outputLabel(size_t index, const MlcTensorInfo &info) {
  return "output " + std::to_string(index) + " '" + info.name + "'";
}

/// Compares every output with DIR/output_N.pb; returns the exit code.
int checkOutputs(const Options &options,
                 const std::vector<MlcTensorInfo> &infos,
                 const std::vector<TensorPtr> &outputs) {
  std::vector<HostTensor> expected;
  // Tensors of a sequence or optional: the model's output is NAME or NAME.I.
  std::vector<bool> inContainer;
  std::string message;
  for (size_t n = 0;; ++n) {
    std::string path =
        options.testData + "/output_" + std::to_string(n) + ".pb";
    if (!fs::exists(path))
      break;
    bool isContainer;
    if (!readONNXValueFile(path, expected, isContainer, message))
      return error(message);
    inContainer.resize(expected.size(), isContainer);
  }
  if (expected.size() != outputs.size())
    return error("model has " + std::to_string(outputs.size()) +
                 " outputs but " + options.testData + " has " +
                 std::to_string(expected.size()) + " expected outputs");

  size_t failures = 0;
  for (size_t j = 0; j < outputs.size(); ++j) {
    TensorView got = TensorView::of(outputs[j].get());
    if (got.dtype == MLC_DTYPE_BF16 && expected[j].dtype == MLC_DTYPE_U16)
      expected[j].dtype = MLC_DTYPE_BF16;
    Comparison result =
        compareTensors(got, expected[j], options.rtol, options.atol);
    std::string line = outputLabel(j, infos[j]);
    const std::string &base = expected[j].name;
    if (inContainer[j] && !base.empty() && infos[j].name != base &&
        std::string(infos[j].name).rfind(base + ".", 0) != 0)
      result.structuralError = "expected an element of '" + base +
                               "' here (sequence lengths differ?)";
    if (!result.structuralError.empty()) {
      line += ": MISMATCH: " + result.structuralError;
    } else {
      char errors[128];
      std::snprintf(errors, sizeof(errors),
                    "max_abs_err=%.3g, max_rel_err=%.3g", result.maxAbsError,
                    result.maxRelError);
      line += ": shape " + formatShape(got.shape) + " " +
              mlcDTypeName(got.dtype) + ", " + errors + ", ";
      if (result.matches()) {
        line += "OK";
      } else {
        int64_t at = result.firstMismatch;
        line +=
            "MISMATCH (first mismatch at " + formatIndex(got.shape, at) +
            ": got " + formatElement(got.dtype, got.data, at, 9) +
            " expected " +
            formatElement(expected[j].dtype, expected[j].data.data(), at, 9) +
            "; " + std::to_string(result.numMismatches) + " of " +
            std::to_string(got.getNumElements()) + " elements differ)";
      }
    }
    failures += !result.matches();
    std::printf("%s\n", line.c_str());
  }
  std::fflush(stdout);
  if (failures)
    return error(std::to_string(failures) + " of " +
                 std::to_string(outputs.size()) + " outputs do not match");
  return 0;
}

int writeOutputs(const Options &options,
                 const std::vector<MlcTensorInfo> &infos,
                 const std::vector<TensorPtr> &outputs) {
  std::error_code ec;
  fs::create_directories(options.outputDir, ec);
  if (ec)
    return error("cannot create " + options.outputDir + ": " + ec.message());
  for (size_t j = 0; j < outputs.size(); ++j) {
    TensorView view = TensorView::of(outputs[j].get());
    bool pb = options.outputFormat == "pb";
    if (!pb && view.dtype == MLC_DTYPE_STRING)
      return error(outputLabel(j, infos[j]) +
                   " is a string tensor: .npy cannot hold it, pass "
                   "--output-format=pb");
    std::string path = options.outputDir + "/output_" + std::to_string(j) +
                       (pb ? ".pb" : ".npy");
    std::string message;
    if (!writeFileBytes(
            path, pb ? encodeTensorProto(view, infos[j].name) : encodeNpy(view),
            message))
      return error(message);
  }
  return 0;
}

void printOutputs(const Options &options,
                  const std::vector<MlcTensorInfo> &infos,
                  const std::vector<TensorPtr> &outputs) {
  for (size_t j = 0; j < outputs.size(); ++j) {
    TensorView view = TensorView::of(outputs[j].get());
    std::printf(
        "%s: shape %s %s\n%s\n", outputLabel(j, infos[j]).c_str(),
        formatShape(view.shape).c_str(), mlcDTypeName(view.dtype),
        formatValues(view, options.printAll ? -1 : kPrintLimit).c_str());
  }
}

int runMain(int argc, char **argv) {
  Options options;
  if (int code = parseCommandLine(argc, argv, options); code >= 0)
    return code;

  MlcModel *rawModel = nullptr;
  MlcModelLoadOptions loadOptions = {};
  loadOptions.params_path =
      options.params.empty() ? nullptr : options.params.c_str();
  loadOptions.random_params = options.randomWeights;
  loadOptions.random_seed = options.weightsSeed;
  if (mlcModelLoadWithOptions(options.model.c_str(), &loadOptions,
                              &rawModel) != MLC_STATUS_OK) {
    std::string message = mlcGetLastError();
    if (message.rfind("cannot open parameter file", 0) == 0)
      message += "; pass --params=FILE, or --random-weights to run without it";
    return error(message);
  }
  ModelPtr model(rawModel);
  if (!options.cudaGraph)
    mlcModelSetCudaGraphs(model.get(), 0);
  if (options.randomWeights || !options.params.empty()) {
    int64_t numParams = 0;
    mlcModelGetNumParams(model.get(), &numParams);
    if (numParams == 0)
      std::fprintf(stderr, "mlc-run: warning: %s has no external parameters; "
                   "%s has no effect\n", options.model.c_str(),
                   options.randomWeights ? "--random-weights" : "--params");
  }

  const char *target = nullptr;
  mlcModelGetTarget(model.get(), &target);
  std::string device = options.device.empty() ? target : options.device;
  if (device != target)
    return error(options.model + " was compiled for target " + target +
                 " and cannot run on --device=" + device);
  if (device != "cpu" && device != "cuda")
    return error("unsupported target '" + device + "' in " + options.model);
  if (options.threads > 0 && mlcSetNumThreads(options.threads) != MLC_STATUS_OK)
    return error(mlcGetLastError());

  if (options.generate >= 0) {
    MlcGenerateOptions generateOptions{};
    generateOptions.temperature = options.temperature;
    generateOptions.top_k = static_cast<int32_t>(options.topK);
    generateOptions.seed = options.seed;
    generateOptions.stop_at_eos = options.eos >= 0;
    generateOptions.eos_token_id = options.eos;
    std::vector<int64_t> tokens(options.generate);
    int64_t count = 0;
    // Untimed: one step from the first prompt token, so that the timed loop
    // does not include what the model's first run does once (parameter
    // upload, kernel loading).
    if (options.generate > 0 &&
        mlcModelGenerate(model.get(), options.prompt.data(), 1, 1,
                         &generateOptions, tokens.data(),
                         &count) != MLC_STATUS_OK)
      return error(mlcGetLastError());
    auto start = std::chrono::steady_clock::now();
    if (mlcModelGenerate(model.get(), options.prompt.data(),
                         static_cast<int64_t>(options.prompt.size()),
                         options.generate, &generateOptions, tokens.data(),
                         &count) != MLC_STATUS_OK)
      return error(mlcGetLastError());
    double millis = std::chrono::duration<double, std::milli>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::string line = "generated " + std::to_string(count) + " tokens:";
    for (int64_t i = 0; i < count; ++i)
      line += (i ? "," : " ") + std::to_string(tokens[i]);
    std::printf("%s\n", line.c_str());
    // The whole loop, host time: a step a prompt token and a step a new
    // token but the last (one step for the whole prompt when input_ids has
    // a dynamic length: then the per-step figure mixes the two).
    int64_t steps = static_cast<int64_t>(options.prompt.size()) + count - 1;
    std::printf("generate_ms total=%.3f steps=%lld per_step=%.3f\n", millis,
                static_cast<long long>(steps),
                steps > 0 ? millis / static_cast<double>(steps) : 0.0);
    if (device == "cuda")
      printGraphInfo(model.get());
    return 0;
  }

  std::vector<HostTensor> hostInputs;
  std::string message;
  if (!gatherInputs(options, model.get(), hostInputs, message))
    return error(message);
  std::vector<TensorPtr> inputTensors;
  std::vector<MlcTensor *> inputs;
  for (HostTensor &host : hostInputs) {
    MlcTensor *tensor = nullptr;
    if (mlcTensorCreateView(host.dtype, static_cast<int64_t>(host.shape.size()),
                            host.shape.data(), host.data.data(),
                            &tensor) != MLC_STATUS_OK)
      return error(mlcGetLastError());
    inputTensors.emplace_back(tensor);
    inputs.push_back(tensor);
  }
  // Inputs kept in place (--cache-in-place) get the room a run appends to.
  for (size_t i = 0; i < inputs.size(); ++i) {
    int64_t output = -1, axis = 0, rows = 0;
    if (mlcModelGetInPlaceInput(model.get(), (int64_t)i, &output, &axis,
                                &rows) != MLC_STATUS_OK ||
        output < 0)
      continue;
    HostTensor &host = hostInputs[i];
    if (axis >= (int64_t)host.shape.size())
      continue; // the run reports the bad shape
    MlcTensor *roomy = nullptr;
    if (mlcTensorCreateWithRoom(MLC_DEVICE_CPU, host.dtype,
                                (int64_t)host.shape.size(), host.shape.data(),
                                axis, host.shape[axis] + rows,
                                &roomy) != MLC_STATUS_OK)
      continue; // the run reports why the input does not fit
    void *data = nullptr;
    size_t bytes = 0;
    mlcTensorGetData(roomy, &data, &bytes);
    if (bytes)
      std::memcpy(data, host.data.data(), bytes);
    inputTensors.emplace_back(roomy);
    inputs[i] = roomy;
  }

  int64_t numOutputs = 0;
  mlcModelGetNumOutputs(model.get(), &numOutputs);
  std::vector<MlcTensorInfo> outputInfos(numOutputs);
  for (int64_t j = 0; j < numOutputs; ++j)
    mlcModelGetOutputInfo(model.get(), j, &outputInfos[j]);
  std::vector<TensorPtr> outputs(numOutputs);

  if (options.benchmark > 0) {
    bool cuda = device == "cuda";
    bool deviceOnly = cuda && options.benchmarkDeviceOnly;
    if (cuda) {
      const char *description = nullptr;
      if (mlcCudaGetDeviceDescription(&description) != MLC_STATUS_OK)
        return error("cannot run " + options.model +
                     " on cuda: " + mlcGetLastError());
      std::printf("device cuda: %s\n", description);
    }
    // Device-only: the inputs are copied to the device once.
    std::vector<TensorPtr> deviceTensors;
    std::vector<MlcTensor *> runInputs = inputs;
    if (deviceOnly) {
      for (MlcTensor *&input : runInputs) {
        MlcTensor *copy = nullptr;
        if (mlcTensorCopyToDevice(input, MLC_DEVICE_CUDA, &copy) !=
            MLC_STATUS_OK)
          return error(mlcGetLastError());
        deviceTensors.emplace_back(copy);
        input = copy;
      }
    }
    for (int warmup = 0; warmup < 3; ++warmup)
      if (!runOnce(model.get(), runInputs, outputs, message, deviceOnly))
        return error(message);
    std::vector<double> millis;
    for (int64_t run = 0; run < options.benchmark; ++run) {
      auto start = std::chrono::steady_clock::now();
      bool ok = runOnce(model.get(), runInputs, outputs, message, deviceOnly);
      auto stop = std::chrono::steady_clock::now();
      if (!ok)
        return error(message);
      double total = 0, compute = 0;
      if (cuda && mlcModelGetLastRunTime(model.get(), &total, &compute) ==
                      MLC_STATUS_OK)
        millis.push_back(deviceOnly ? compute : total);
      else
        millis.push_back(
            std::chrono::duration<double, std::milli>(stop - start).count());
    }
    printBenchmark(std::move(millis));
    if (cuda)
      printGraphInfo(model.get());
    // Check and print the host copies of the last outputs.
    for (TensorPtr &output : outputs) {
      MlcDevice where = MLC_DEVICE_CPU;
      mlcTensorGetDevice(output.get(), &where);
      if (where == MLC_DEVICE_CPU)
        continue;
      MlcTensor *host = nullptr;
      if (mlcTensorCopyToDevice(output.get(), MLC_DEVICE_CPU, &host) !=
          MLC_STATUS_OK)
        return error(mlcGetLastError());
      output.reset(host);
    }
  } else if (!runOnce(model.get(), inputs, outputs, message)) {
    return error(message);
  }

  int code = 0;
  if (!options.outputDir.empty())
    code = writeOutputs(options, outputInfos, outputs);
  if (code == 0 && !options.testData.empty())
    code = checkOutputs(options, outputInfos, outputs);
  if (options.testData.empty() && options.outputDir.empty() &&
      options.benchmark == 0)
    printOutputs(options, outputInfos, outputs);
  return code;
}

} // namespace

int main(int argc, char **argv) {
  try {
    return runMain(argc, argv);
  } catch (const std::bad_alloc &) {
    return error("out of memory");
  } catch (const std::exception &e) {
    return error(e.what());
  }
}
