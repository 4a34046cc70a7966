//===- RuntimeTest.cpp - tests of the runtime's C API ---------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loads the hand-written fake artifacts (fake_artifact*.c) through
// libmlc_runtime and checks metadata, runs, errors and the thread pool.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"

#include "gtest/gtest.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fstream>
#include <iterator>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

struct TensorDeleter {
  void operator()(MlcTensor *tensor) const { mlcTensorFree(tensor); }
};
struct ModelDeleter {
  void operator()(MlcModel *model) const { mlcModelFree(model); }
};
using TensorPtr = std::unique_ptr<MlcTensor, TensorDeleter>;
using ModelPtr = std::unique_ptr<MlcModel, ModelDeleter>;

ModelPtr load(const char *path) {
  MlcModel *model = nullptr;
  MlcStatus status = mlcModelLoad(path, &model);
  EXPECT_EQ(status, MLC_STATUS_OK) << mlcGetLastError();
  return ModelPtr(model);
}

/// Loads `path`, expecting failure; returns the status and the message.
std::pair<MlcStatus, std::string> loadError(const char *path) {
  MlcModel *model = nullptr;
  MlcStatus status = mlcModelLoad(path, &model);
  EXPECT_EQ(model, nullptr);
  mlcModelFree(model);
  return {status, mlcGetLastError()};
}

TensorPtr makeF32(std::vector<int64_t> shape, std::vector<float> values) {
  MlcTensor *tensor = nullptr;
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_F32, static_cast<int64_t>(shape.size()),
                            shape.data(), &tensor),
            MLC_STATUS_OK)
      << mlcGetLastError();
  void *data = nullptr;
  size_t bytes = 0;
  mlcTensorGetData(tensor, &data, &bytes);
  EXPECT_EQ(bytes, values.size() * sizeof(float));
  if (bytes)
    std::memcpy(data, values.data(), bytes);
  return TensorPtr(tensor);
}

std::vector<int64_t> shapeOf(const MlcTensor *tensor) {
  int64_t rank = -1;
  const int64_t *shape = nullptr;
  EXPECT_EQ(mlcTensorGetShape(tensor, &rank, &shape), MLC_STATUS_OK);
  return std::vector<int64_t>(shape, shape + rank);
}

std::vector<float> valuesOf(const MlcTensor *tensor) {
  void *data = nullptr;
  size_t bytes = 0;
  mlcTensorGetData(tensor, &data, &bytes);
  const float *begin = static_cast<const float *>(data);
  return std::vector<float>(begin, begin + bytes / sizeof(float));
}

/// Runs a model; returns the status and fills `outputs`.
MlcStatus run(MlcModel *model, const std::vector<MlcTensor *> &inputs,
              std::vector<TensorPtr> &outputs, size_t numOutputs) {
  std::vector<MlcTensor *> raw(numOutputs, nullptr);
  MlcStatus status =
      mlcModelRun(model, inputs.data(), static_cast<int64_t>(inputs.size()),
                  raw.data(), static_cast<int64_t>(numOutputs));
  outputs.clear();
  for (MlcTensor *tensor : raw)
    outputs.emplace_back(tensor);
  return status;
}

//===----------------------------------------------------------------------===//
// Tensors and dtypes
//===----------------------------------------------------------------------===//

TEST(RuntimeTensor, CreateOwnedIsZeroedAndAligned) {
  int64_t shape[] = {2, 3};
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCreate(MLC_DTYPE_I16, 2, shape, &raw), MLC_STATUS_OK);
  TensorPtr tensor(raw);
  void *data = nullptr;
  size_t bytes = 0;
  ASSERT_EQ(mlcTensorGetData(tensor.get(), &data, &bytes), MLC_STATUS_OK);
  EXPECT_EQ(bytes, 12u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(data) % 64, 0u);
  for (size_t i = 0; i < bytes; ++i)
    EXPECT_EQ(static_cast<uint8_t *>(data)[i], 0);
  int64_t n = 0;
  ASSERT_EQ(mlcTensorGetNumElements(tensor.get(), &n), MLC_STATUS_OK);
  EXPECT_EQ(n, 6);
  MlcDType dtype = MLC_DTYPE_INVALID;
  ASSERT_EQ(mlcTensorGetDType(tensor.get(), &dtype), MLC_STATUS_OK);
  EXPECT_EQ(dtype, MLC_DTYPE_I16);
  EXPECT_EQ(shapeOf(tensor.get()), (std::vector<int64_t>{2, 3}));
}

TEST(RuntimeTensor, ScalarAndEmpty) {
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCreate(MLC_DTYPE_F64, 0, nullptr, &raw), MLC_STATUS_OK);
  TensorPtr scalar(raw);
  int64_t n = 0;
  mlcTensorGetNumElements(scalar.get(), &n);
  EXPECT_EQ(n, 1);
  EXPECT_TRUE(shapeOf(scalar.get()).empty());

  int64_t shape[] = {4, 0, 2};
  ASSERT_EQ(mlcTensorCreateView(MLC_DTYPE_F32, 3, shape, nullptr, &raw),
            MLC_STATUS_OK);
  TensorPtr empty(raw);
  mlcTensorGetNumElements(empty.get(), &n);
  EXPECT_EQ(n, 0);
}

TEST(RuntimeTensor, ViewBorrowsData) {
  int32_t values[] = {1, 2, 3};
  int64_t shape[] = {3};
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCreateView(MLC_DTYPE_I32, 1, shape, values, &raw),
            MLC_STATUS_OK);
  TensorPtr view(raw);
  void *data = nullptr;
  mlcTensorGetData(view.get(), &data, nullptr);
  EXPECT_EQ(data, values);
}

TEST(RuntimeTensor, RejectsBadArguments) {
  MlcTensor *raw = nullptr;
  int64_t negative[] = {2, -1};
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_F32, 2, negative, &raw),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(mlcGetLastError()).find("negative dim"),
            std::string::npos);
  int64_t huge[] = {INT64_MAX / 2, 4};
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_F32, 2, huge, &raw),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(mlcGetLastError()).find("too large"),
            std::string::npos);
  int64_t shape[] = {2};
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_INVALID, 1, shape, &raw),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(mlcTensorCreateView(MLC_DTYPE_F32, 1, shape, nullptr, &raw),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_F32, 1, shape, nullptr),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(raw, nullptr);
}

TEST(RuntimeDType, NamesSizesRoundTrip) {
  const std::pair<MlcDType, size_t> expected[] = {
      {MLC_DTYPE_F16, 2}, {MLC_DTYPE_BF16, 2}, {MLC_DTYPE_F32, 4},
      {MLC_DTYPE_F64, 8}, {MLC_DTYPE_BOOL, 1}, {MLC_DTYPE_I8, 1},
      {MLC_DTYPE_I16, 2}, {MLC_DTYPE_I32, 4},  {MLC_DTYPE_I64, 8},
      {MLC_DTYPE_U8, 1},  {MLC_DTYPE_U16, 2},  {MLC_DTYPE_U32, 4},
      {MLC_DTYPE_U64, 8}, {MLC_DTYPE_STRING, 16}};
  for (auto [dtype, size] : expected) {
    EXPECT_EQ(mlcDTypeSize(dtype), size);
    MlcDType parsed = MLC_DTYPE_INVALID;
    ASSERT_EQ(mlcDTypeFromName(mlcDTypeName(dtype), &parsed), MLC_STATUS_OK);
    EXPECT_EQ(parsed, dtype);
  }
  EXPECT_STREQ(mlcDTypeName(MLC_DTYPE_BF16), "bf16");
  EXPECT_EQ(mlcDTypeSize(MLC_DTYPE_INVALID), 0u);
  MlcDType parsed;
  EXPECT_EQ(mlcDTypeFromName("float32", &parsed), MLC_STATUS_INVALID_ARGUMENT);
}

//===----------------------------------------------------------------------===//
// Loading
//===----------------------------------------------------------------------===//

TEST(RuntimeModel, Metadata) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  const char *target = nullptr;
  ASSERT_EQ(mlcModelGetTarget(model.get(), &target), MLC_STATUS_OK);
  EXPECT_STREQ(target, "cpu");
  int64_t numInputs = 0, numOutputs = 0;
  mlcModelGetNumInputs(model.get(), &numInputs);
  mlcModelGetNumOutputs(model.get(), &numOutputs);
  EXPECT_EQ(numInputs, 3);
  EXPECT_EQ(numOutputs, 3);

  MlcTensorInfo info;
  ASSERT_EQ(mlcModelGetInputInfo(model.get(), 0, &info), MLC_STATUS_OK);
  EXPECT_STREQ(info.name, "x");
  EXPECT_EQ(info.dtype, MLC_DTYPE_F32);
  ASSERT_EQ(info.rank, 2);
  EXPECT_EQ(info.dims[0], -1);
  EXPECT_EQ(info.dims[1], 3);
  ASSERT_EQ(mlcModelGetInputInfo(model.get(), 2, &info), MLC_STATUS_OK);
  EXPECT_STREQ(info.name, "scale");
  EXPECT_EQ(info.rank, 0);
  ASSERT_EQ(mlcModelGetOutputInfo(model.get(), 2, &info), MLC_STATUS_OK);
  EXPECT_STREQ(info.name, "x transposed"); // Percent-decoded.
  ASSERT_EQ(info.rank, 2);
  EXPECT_EQ(info.dims[0], 3);
  EXPECT_EQ(info.dims[1], -1);

  EXPECT_EQ(mlcModelGetInputInfo(model.get(), 3, &info),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(mlcGetLastError()).find("out of range"),
            std::string::npos);
  EXPECT_EQ(mlcModelGetOutputInfo(model.get(), -1, &info),
            MLC_STATUS_INVALID_ARGUMENT);
  const char *metadata = nullptr;
  ASSERT_EQ(mlcModelGetMetadata(model.get(), &metadata), MLC_STATUS_OK);
  EXPECT_EQ(std::string(metadata).rfind("mlc-artifact 1\n", 0), 0u);
}

TEST(RuntimeModel, NotAnArtifact) {
  auto [status, message] = loadError(FAKE_ARTIFACT_NOSYMS);
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_EQ(message, std::string("not an mlc artifact: ") +
                         FAKE_ARTIFACT_NOSYMS +
                         ": missing symbol mlc_artifact_metadata");

  std::tie(status, message) = loadError(FAKE_ARTIFACT_NO_RUN);
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_NE(message.find("missing symbol mlc_artifact_run"), std::string::npos);

  std::tie(status, message) = loadError(FAKE_ARTIFACT_BAD_VERSION);
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_EQ(message.rfind("not an mlc artifact: ", 0), 0u) << message;
  EXPECT_NE(message.find("unsupported metadata version 2"), std::string::npos)
      << message;

  std::tie(status, message) = loadError(FAKE_ARTIFACT_BAD_DTYPE);
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_NE(message.find("line 3: unknown dtype 'f128'"), std::string::npos)
      << message;
}

TEST(RuntimeModel, MissingOrUnloadableFile) {
  auto [status, message] = loadError("/nonexistent/model.so");
  EXPECT_EQ(status, MLC_STATUS_IO_ERROR);
  EXPECT_EQ(message,
            "cannot open /nonexistent/model.so: No such file or directory");

  std::string path = testing::TempDir() + "runtime_not_elf_" +
                     std::to_string(getpid()) + ".so";
  FILE *file = std::fopen(path.c_str(), "w");
  ASSERT_TRUE(file);
  std::fputs("this is not a shared library\n", file);
  std::fclose(file);
  std::tie(status, message) = loadError(path.c_str());
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_EQ(message,
            "not an mlc artifact: " + path + ": not an ELF shared library");
  std::remove(path.c_str());

  // An artifact cut short (a half-copied file): an error before dlopen,
  // which would fault on the pages past the end of the file.
  std::ifstream whole(FAKE_ARTIFACT, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(whole)),
                    std::istreambuf_iterator<char>());
  ASSERT_GT(bytes.size(), 3000u);
  file = std::fopen(path.c_str(), "wb");
  ASSERT_TRUE(file);
  std::fwrite(bytes.data(), 1, 3000, file);
  std::fclose(file);
  std::tie(status, message) = loadError(path.c_str());
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_EQ(message.rfind("not an mlc artifact: " + path +
                              ": no mlc footer at its end: the file is "
                              "truncated",
                          0),
            0u)
      << message;
  // One byte changed: the checksum.
  bytes[bytes.size() / 2] ^= 1;
  file = std::fopen(path.c_str(), "wb");
  ASSERT_TRUE(file);
  std::fwrite(bytes.data(), 1, bytes.size(), file);
  std::fclose(file);
  std::tie(status, message) = loadError(path.c_str());
  EXPECT_EQ(status, MLC_STATUS_INVALID_ARTIFACT);
  EXPECT_EQ(message, "not an mlc artifact: " + path +
                         ": its checksum does not match its footer: the file "
                         "is corrupted");
  std::remove(path.c_str());

  std::tie(status, message) = loadError(testing::TempDir().c_str());
  EXPECT_EQ(status, MLC_STATUS_IO_ERROR);
  EXPECT_NE(message.find("not a regular file"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

TEST(RuntimeRun, ComputesOutputs) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  TensorPtr x = makeF32({2, 3}, {1, 2, 3, 4, 5, 6});
  TensorPtr bias = makeF32({3}, {10, 20, 30});
  TensorPtr scale = makeF32({}, {0.5f});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
            MLC_STATUS_OK)
      << mlcGetLastError();

  EXPECT_EQ(shapeOf(outputs[0].get()), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(valuesOf(outputs[0].get()),
            (std::vector<float>{5.5f, 11, 16.5f, 7, 12.5f, 18}));
  EXPECT_TRUE(shapeOf(outputs[1].get()).empty());
  EXPECT_EQ(valuesOf(outputs[1].get()), (std::vector<float>{70.5f}));
  // The strided (offset 1, strides 1x3) transpose comes back contiguous.
  EXPECT_EQ(shapeOf(outputs[2].get()), (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(valuesOf(outputs[2].get()), (std::vector<float>{1, 4, 2, 5, 3, 6}));

  // Outputs stay valid after the model is gone.
  model.reset();
  EXPECT_EQ(valuesOf(outputs[1].get()), (std::vector<float>{70.5f}));
}

/// A failed run-time check of the model (mlc_artifact_fail) fails the run
/// with its message; the process and the model go on.
TEST(RuntimeRun, FailedCheckIsAnErrorNotAnExit) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  TensorPtr x = makeF32({2, 3}, {1, 2, 3, 4, 5, 6});
  TensorPtr bias = makeF32({3}, {10, 20, 30});
  TensorPtr bad = makeF32({}, {-999.0f});
  TensorPtr scale = makeF32({}, {0.5f});
  std::vector<TensorPtr> outputs;
  for (int attempt = 0; attempt < 2; ++attempt) {
    EXPECT_EQ(run(model.get(), {x.get(), bias.get(), bad.get()}, outputs, 3),
              MLC_STATUS_RUN_FAILED);
    EXPECT_STREQ(mlcGetLastError(), "run-time error: scale must not be -999");
    EXPECT_EQ(outputs[0], nullptr);
  }
  ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
            MLC_STATUS_OK)
      << mlcGetLastError();
  EXPECT_EQ(valuesOf(outputs[1].get()), (std::vector<float>{70.5f}));
}

/// Out of host memory inside a parallel loop, on worker threads and the
/// caller alike, fails the run with the size (the process goes on); what
/// the run and the failed rows allocated is freed (the sanitizer build's
/// leak check), and the model runs again.
TEST(RuntimeRun, OutOfMemoryInParallelRowsIsAnError) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  std::vector<float> xs(64 * 3, 1.0f);
  TensorPtr x = makeF32({64, 3}, xs);
  TensorPtr bias = makeF32({3}, {10, 20, 30});
  TensorPtr oom = makeF32({}, {-998.0f});
  TensorPtr scale = makeF32({}, {0.5f});
  std::vector<TensorPtr> outputs;
  int32_t original = mlcGetNumThreads();
  for (int threads : {1, 4}) {
    ASSERT_EQ(mlcSetNumThreads(threads), MLC_STATUS_OK);
    for (int attempt = 0; attempt < 3; ++attempt) {
      EXPECT_EQ(run(model.get(), {x.get(), bias.get(), oom.get()}, outputs, 3),
                MLC_STATUS_RUN_FAILED);
      EXPECT_STREQ(mlcGetLastError(),
                   "run-time error: out of host memory: cannot allocate "
                   "4611686018427387904 bytes");
      EXPECT_EQ(outputs[0], nullptr);
    }
    ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
              MLC_STATUS_OK)
        << mlcGetLastError();
    EXPECT_EQ(valuesOf(outputs[1].get()),
              (std::vector<float>{64 * (11 + 21 + 31) * 0.5f}));
  }
  ASSERT_EQ(mlcSetNumThreads(original), MLC_STATUS_OK);
}

TEST(RuntimeRun, ZeroRows) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  TensorPtr x = makeF32({0, 3}, {});
  TensorPtr bias = makeF32({3}, {1, 2, 3});
  TensorPtr scale = makeF32({}, {2});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
            MLC_STATUS_OK)
      << mlcGetLastError();
  EXPECT_EQ(shapeOf(outputs[0].get()), (std::vector<int64_t>{0, 3}));
  EXPECT_TRUE(valuesOf(outputs[0].get()).empty());
  EXPECT_EQ(valuesOf(outputs[1].get()), (std::vector<float>{0}));
  EXPECT_EQ(shapeOf(outputs[2].get()), (std::vector<int64_t>{3, 0}));
}

TEST(RuntimeRun, ManyRowsMatchReference) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  const int64_t rows = 1000;
  std::vector<float> xs(rows * 3);
  for (size_t i = 0; i < xs.size(); ++i)
    xs[i] = static_cast<float>(i % 17) - 8;
  TensorPtr x = makeF32({rows, 3}, xs);
  TensorPtr bias = makeF32({3}, {1, -1, 0.25f});
  TensorPtr scale = makeF32({}, {3});
  std::vector<TensorPtr> outputs;
  for (int repeat = 0; repeat < 5; ++repeat) {
    ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
              MLC_STATUS_OK);
    std::vector<float> sum = valuesOf(outputs[0].get());
    std::vector<float> transposed = valuesOf(outputs[2].get());
    ASSERT_EQ(sum.size(), xs.size());
    const float b[] = {1, -1, 0.25f};
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t c = 0; c < 3; ++c) {
        ASSERT_EQ(sum[r * 3 + c], (xs[r * 3 + c] + b[c]) * 3) << r << "," << c;
        ASSERT_EQ(transposed[c * rows + r], xs[r * 3 + c]);
      }
    }
  }
}

TEST(RuntimeRun, ParallelHookIsInstalled) {
  if (mlcGetNumThreads() < 2)
    GTEST_SKIP() << "thread pool has a single thread";
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  // RTLD_LOCAL: reach the fake's own symbols through its handle.
  void *handle = dlopen(FAKE_ARTIFACT, RTLD_NOW | RTLD_NOLOAD);
  ASSERT_TRUE(handle);
  auto numThreadsSeen = reinterpret_cast<int (*)()>(
      dlsym(handle, "fake_artifact_num_threads_seen"));
  auto waitForThreads = reinterpret_cast<void (*)(int)>(
      dlsym(handle, "fake_artifact_wait_for_threads"));
  ASSERT_TRUE(numThreadsSeen && waitForThreads);
  numThreadsSeen(); // Reset.
  waitForThreads(1);

  const int64_t rows = 256;
  TensorPtr x = makeF32({rows, 3}, std::vector<float>(rows * 3, 1));
  TensorPtr bias = makeF32({3}, {0, 0, 0});
  TensorPtr scale = makeF32({}, {1});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 3),
            MLC_STATUS_OK);
  waitForThreads(0);
  EXPECT_GT(numThreadsSeen(), 1);
  EXPECT_EQ(valuesOf(outputs[1].get()), (std::vector<float>{rows * 3.0f}));
  dlclose(handle);
}

TEST(RuntimeRun, RejectsWrongInputs) {
  ModelPtr model = load(FAKE_ARTIFACT);
  ASSERT_TRUE(model);
  TensorPtr x = makeF32({2, 3}, std::vector<float>(6, 1));
  TensorPtr bias = makeF32({3}, {1, 2, 3});
  TensorPtr scale = makeF32({}, {1});
  std::vector<TensorPtr> outputs;

  EXPECT_EQ(run(model.get(), {x.get(), bias.get()}, outputs, 3),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_STREQ(mlcGetLastError(), "model expects 3 inputs, got 2");
  for (const TensorPtr &output : outputs)
    EXPECT_EQ(output, nullptr);

  EXPECT_EQ(run(model.get(), {x.get(), bias.get(), scale.get()}, outputs, 2),
            MLC_STATUS_INVALID_ARGUMENT);

  TensorPtr wrongCols = makeF32({2, 4}, std::vector<float>(8, 1));
  EXPECT_EQ(
      run(model.get(), {wrongCols.get(), bias.get(), scale.get()}, outputs, 3),
      MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_STREQ(mlcGetLastError(), "input 0 'x': expected shape ?x3, got 2x4");

  TensorPtr vectorScale = makeF32({1}, {1});
  EXPECT_EQ(
      run(model.get(), {x.get(), bias.get(), vectorScale.get()}, outputs, 3),
      MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_STREQ(mlcGetLastError(),
               "input 2 'scale': expected shape scalar, got 1");

  int32_t ints[3] = {1, 2, 3};
  int64_t shape[] = {3};
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCreateView(MLC_DTYPE_I32, 1, shape, ints, &raw),
            MLC_STATUS_OK);
  TensorPtr intBias(raw);
  EXPECT_EQ(run(model.get(), {x.get(), intBias.get(), scale.get()}, outputs, 3),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_STREQ(mlcGetLastError(),
               "input 1 'bias': expected dtype f32, got i32");

  EXPECT_EQ(run(model.get(), {x.get(), nullptr, scale.get()}, outputs, 3),
            MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_STREQ(mlcGetLastError(), "input 1 'bias': null tensor");
}

TensorPtr makeI64(std::vector<int64_t> values) {
  int64_t shape[] = {static_cast<int64_t>(values.size())};
  MlcTensor *tensor = nullptr;
  EXPECT_EQ(mlcTensorCreate(MLC_DTYPE_I64, 1, shape, &tensor), MLC_STATUS_OK);
  void *data = nullptr;
  mlcTensorGetData(tensor, &data, nullptr);
  std::memcpy(data, values.data(), values.size() * sizeof(int64_t));
  return TensorPtr(tensor);
}

std::vector<int64_t> int64sOf(const MlcTensor *tensor) {
  void *data = nullptr;
  size_t bytes = 0;
  mlcTensorGetData(tensor, &data, &bytes);
  const int64_t *begin = static_cast<const int64_t *>(data);
  return std::vector<int64_t>(begin, begin + bytes / sizeof(int64_t));
}

TEST(RuntimeRun, PlainArtifactRuns) {
  ModelPtr model = load(FAKE_ARTIFACT_PLAIN);
  ASSERT_TRUE(model);
  TensorPtr a = makeI64({1, -2, 3, INT64_MAX / 2});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), {a.get()}, outputs, 1), MLC_STATUS_OK);
  EXPECT_EQ(int64sOf(outputs[0].get()),
            (std::vector<int64_t>{2, -4, 6, INT64_MAX / 2 * 2}));
}

TEST(RuntimeRun, ModelFailureFreesOutputs) {
  ModelPtr model = load(FAKE_ARTIFACT_RUN_FAILS);
  ASSERT_TRUE(model);
  TensorPtr a = makeI64({1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  EXPECT_EQ(run(model.get(), {a.get()}, outputs, 1), MLC_STATUS_RUN_FAILED);
  EXPECT_STREQ(mlcGetLastError(), "model returned error code 7");
  EXPECT_EQ(outputs[0], nullptr);
}

TEST(RuntimeRun, BadOutputShapeIsAnError) {
  ModelPtr model = load(FAKE_ARTIFACT_BAD_OUTPUT);
  ASSERT_TRUE(model);
  TensorPtr a = makeI64({1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  EXPECT_EQ(run(model.get(), {a.get()}, outputs, 1), MLC_STATUS_RUN_FAILED);
  EXPECT_STREQ(mlcGetLastError(),
               "model returned a bad output 0 'b': shape 5, metadata says 4");
}

TEST(RuntimeRun, AliasedOutputsAreCopied) {
  ModelPtr model = load(FAKE_ARTIFACT_ALIAS);
  ASSERT_TRUE(model);
  TensorPtr a = makeI64({1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  for (int repeat = 0; repeat < 3; ++repeat) {
    ASSERT_EQ(run(model.get(), {a.get()}, outputs, 4), MLC_STATUS_OK)
        << mlcGetLastError();
    void *inputData = nullptr, *sameData = nullptr;
    mlcTensorGetData(a.get(), &inputData, nullptr);
    mlcTensorGetData(outputs[0].get(), &sameData, nullptr);
    EXPECT_NE(inputData, sameData);
    EXPECT_EQ(int64sOf(outputs[0].get()), (std::vector<int64_t>{1, 2, 3, 4}));
    EXPECT_EQ(int64sOf(outputs[1].get()), (std::vector<int64_t>{8, 6, 4, 2}));
    EXPECT_EQ(int64sOf(outputs[2].get()), (std::vector<int64_t>{2, 4, 6, 8}));
    EXPECT_EQ(int64sOf(outputs[3].get()), (std::vector<int64_t>{2, 4, 6, 8}));
  }
  // No double free or use after free: the ASan build checks.
}

TEST(RuntimeRun, CudaTargetWithoutDriver) {
  // A cuda model loads anywhere; running it needs the driver (the CUDA path
  // itself is tested in RuntimeCudaTest.cpp).
  setenv("MLC_CUDA_DRIVER_LIBRARY", "/nonexistent/libcuda.so.1", 1);
  ModelPtr model = load(FAKE_ARTIFACT_CUDA);
  ASSERT_TRUE(model);
  const char *target = nullptr;
  mlcModelGetTarget(model.get(), &target);
  EXPECT_STREQ(target, "cuda");
  TensorPtr a = makeI64({1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  EXPECT_EQ(run(model.get(), {a.get()}, outputs, 1), MLC_STATUS_UNSUPPORTED);
  EXPECT_NE(std::string(mlcGetLastError())
                .find(" on cuda: no CUDA driver (/nonexistent/libcuda.so.1 "
                      "not found"),
            std::string::npos)
      << mlcGetLastError();
  unsetenv("MLC_CUDA_DRIVER_LIBRARY");
}

//===----------------------------------------------------------------------===//
// Thread pool
//===----------------------------------------------------------------------===//

struct CountContext {
  std::vector<std::atomic<int>> counts;
  explicit CountContext(int64_t n) : counts(n) {}
};

void countIndex(void *ctx, int64_t i) {
  static_cast<CountContext *>(ctx)->counts[i].fetch_add(1);
}

void expectEachIndexOnce(int64_t n) {
  CountContext ctx(n);
  mlcParallelFor(n, countIndex, &ctx);
  for (int64_t i = 0; i < n; ++i)
    ASSERT_EQ(ctx.counts[i].load(), 1) << "n=" << n << " i=" << i;
}

TEST(RuntimeThreadPool, CoversEachIndexOnce) {
  for (int64_t n :
       {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 63, 64, 65, 1000, 4097, 100003})
    expectEachIndexOnce(n);
  for (int repeat = 0; repeat < 200; ++repeat)
    expectEachIndexOnce(repeat % 37);
}

TEST(RuntimeThreadPool, ResizeAndSerial) {
  int32_t original = mlcGetNumThreads();
  EXPECT_EQ(mlcSetNumThreads(0), MLC_STATUS_INVALID_ARGUMENT);
  ASSERT_EQ(mlcSetNumThreads(1), MLC_STATUS_OK);
  EXPECT_EQ(mlcGetNumThreads(), 1);
  struct Ctx {
    std::thread::id caller = std::this_thread::get_id();
    std::atomic<int> others{0};
  } ctx;
  mlcParallelFor(
      1000,
      [](void *opaque, int64_t) {
        auto *c = static_cast<Ctx *>(opaque);
        if (std::this_thread::get_id() != c->caller)
          c->others++;
      },
      &ctx);
  EXPECT_EQ(ctx.others.load(), 0);
  ASSERT_EQ(mlcSetNumThreads(3), MLC_STATUS_OK);
  EXPECT_EQ(mlcGetNumThreads(), 3);
  expectEachIndexOnce(12345);
  ASSERT_EQ(mlcSetNumThreads(original), MLC_STATUS_OK);
}

TEST(RuntimeThreadPool, RunsConcurrently) {
  if (mlcGetNumThreads() < 2)
    GTEST_SKIP() << "thread pool has a single thread";
  // Two iterations that each wait for the other: only finishes if two
  // threads run them at the same time.
  struct Ctx {
    std::atomic<int> arrived{0};
    std::atomic<bool> timedOut{false};
  } ctx;
  mlcParallelFor(
      2,
      [](void *opaque, int64_t) {
        auto *c = static_cast<Ctx *>(opaque);
        c->arrived++;
        auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (c->arrived.load() < 2)
          if (std::chrono::steady_clock::now() > deadline) {
            c->timedOut = true;
            return;
          }
      },
      &ctx);
  EXPECT_FALSE(ctx.timedOut.load());
}

TEST(RuntimeThreadPool, EachThreadStartsAtItsBlock) {
  // With two threads the caller owns iterations [0, 4) of 8 and the helper
  // [4, 8): iteration 0 waits until another has started, which must be the
  // helper's first, 4 (a shared counter would have handed it 1). The other
  // iterations wait until 0 has started, so that a caller descheduled on a
  // loaded machine cannot find its block taken over by the helper.
  int32_t original = mlcGetNumThreads();
  ASSERT_EQ(mlcSetNumThreads(2), MLC_STATUS_OK);
  struct Ctx {
    std::thread::id caller = std::this_thread::get_id();
    std::mutex mutex;
    std::vector<std::pair<std::thread::id, int64_t>> started;
    std::atomic<int> count{0};
    std::atomic<bool> zeroStarted{false};
    std::atomic<bool> timedOut{false};
  } ctx;
  mlcParallelFor(
      8,
      [](void *opaque, int64_t i) {
        auto *c = static_cast<Ctx *>(opaque);
        auto deadline =
            std::chrono::steady_clock::now() + std::chrono::seconds(10);
        if (i != 0)
          while (!c->zeroStarted.load())
            if (std::chrono::steady_clock::now() > deadline) {
              c->timedOut = true;
              return;
            }
        {
          std::lock_guard<std::mutex> lock(c->mutex);
          c->started.emplace_back(std::this_thread::get_id(), i);
        }
        c->count++;
        if (i != 0)
          return;
        c->zeroStarted = true;
        while (c->count.load() < 2)
          if (std::chrono::steady_clock::now() > deadline) {
            c->timedOut = true;
            return;
          }
      },
      &ctx);
  ASSERT_EQ(mlcSetNumThreads(original), MLC_STATUS_OK);
  ASSERT_FALSE(ctx.timedOut.load());
  ASSERT_EQ(ctx.started.size(), 8u);
  auto first = [&](bool caller) {
    return std::find_if(ctx.started.begin(), ctx.started.end(),
                        [&](const auto &s) {
                          return (s.first == ctx.caller) == caller;
                        });
  };
  ASSERT_NE(first(false), ctx.started.end());
  ASSERT_NE(first(true), ctx.started.end());
  EXPECT_EQ(first(false)->second, 4);
  EXPECT_EQ(first(true)->second, 0);
}

TEST(RuntimeThreadPool, NestedAndConcurrentCallers) {
  struct Outer {
    std::vector<std::atomic<int>> counts =
        std::vector<std::atomic<int>>(64 * 64);
  };
  auto runNested = [] {
    Outer outer;
    mlcParallelFor(
        64,
        [](void *ctx, int64_t i) {
          auto *o = static_cast<Outer *>(ctx);
          struct Inner {
            Outer *outer;
            int64_t row;
          } inner{o, i};
          mlcParallelFor(
              64,
              [](void *innerCtx, int64_t j) {
                auto *in = static_cast<Inner *>(innerCtx);
                in->outer->counts[in->row * 64 + j]++;
              },
              &inner);
        },
        &outer);
    for (auto &count : outer.counts)
      if (count.load() != 1)
        return false;
    return true;
  };
  EXPECT_TRUE(runNested());

  std::atomic<int> failures{0};
  std::vector<std::thread> callers;
  for (int t = 0; t < 4; ++t)
    callers.emplace_back([&] {
      for (int repeat = 0; repeat < 20; ++repeat)
        if (!runNested())
          failures++;
    });
  for (std::thread &caller : callers)
    caller.join();
  EXPECT_EQ(failures.load(), 0);
}

} // namespace

TEST(RuntimeTensor, Strings) {
  const int64_t shape[] = {2};
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCreate(MLC_DTYPE_STRING, 1, shape, &raw), MLC_STATUS_OK);
  TensorPtr tensor(raw);
  const char *data = nullptr;
  int64_t size = -1;
  // Fresh elements are empty strings.
  ASSERT_EQ(mlcTensorGetString(tensor.get(), 1, &data, &size), MLC_STATUS_OK);
  EXPECT_EQ(size, 0);
  ASSERT_EQ(mlcTensorSetString(tensor.get(), 0, "hello", 5), MLC_STATUS_OK);
  ASSERT_EQ(mlcTensorGetString(tensor.get(), 0, &data, &size), MLC_STATUS_OK);
  EXPECT_EQ(std::string(data, size), "hello");
  // A copy owns its bytes: the original may go.
  MlcTensor *copy = nullptr;
  ASSERT_EQ(mlcTensorCopyToDevice(tensor.get(), MLC_DEVICE_CPU, &copy),
            MLC_STATUS_OK);
  tensor.reset();
  TensorPtr owned(copy);
  ASSERT_EQ(mlcTensorGetString(owned.get(), 0, &data, &size), MLC_STATUS_OK);
  EXPECT_EQ(std::string(data, size), "hello");
  EXPECT_EQ(mlcTensorGetString(owned.get(), 2, &data, &size),
            MLC_STATUS_INVALID_ARGUMENT);
  // Not on the GPU.
  EXPECT_EQ(mlcTensorCreateOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_STRING, 1,
                                    shape, &raw),
            MLC_STATUS_UNSUPPORTED);
  EXPECT_STREQ(mlcGetLastError(), "string tensors are not supported on the GPU");
}
