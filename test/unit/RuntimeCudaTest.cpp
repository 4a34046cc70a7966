//===- RuntimeCudaTest.cpp - tests of the runtime's CUDA backend ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs the hand-written cuda artifact (fake_cuda_artifact.c) through
// libmlc_runtime. $MLC_TEST_CUDA_DRIVER picks the driver: a path (the
// host-only fake_libcuda.c by default) or "system" for the real
// libcuda.so.1; RuntimeCuda.* tests skip when that driver has no device.
// $MLC_TEST_FAKE_CUDA_ARTIFACT and $MLC_TEST_FAKE_ARTIFACT override the
// artifacts' paths (for a copy of the binaries on another machine).
//
// The backend stays up once it succeeds, so the tests of failing
// initialization come first (and skip if it is already up).
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"

#include "ArtifactSupport.h"
#include "BranchScheduler.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <memory>
#include <random>
#include <set>
#include <string>
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

std::string envOr(const char *name, const char *fallback) {
  const char *value = std::getenv(name);
  return value && *value ? value : fallback;
}

std::string fakeCudaArtifact() {
  return envOr("MLC_TEST_FAKE_CUDA_ARTIFACT", FAKE_CUDA_ARTIFACT);
}
std::string fakeArtifact() {
  return envOr("MLC_TEST_FAKE_ARTIFACT", FAKE_ARTIFACT);
}
/// The fake driver's path, or "system".
std::string testDriver() { return envOr("MLC_TEST_CUDA_DRIVER", FAKE_LIBCUDA); }
/// The fake driver, also where the tests run on the system's driver (then
/// MLC_TEST_FAKE_LIBCUDA says where it was staged: the build tree's path
/// does not exist on a GPU machine).
std::string fakeDriver() {
  std::string driver = testDriver();
  return driver == "system" ? envOr("MLC_TEST_FAKE_LIBCUDA", FAKE_LIBCUDA)
                            : driver;
}

ModelPtr load(const std::string &path) {
  MlcModel *model = nullptr;
  EXPECT_EQ(mlcModelLoad(path.c_str(), &model), MLC_STATUS_OK)
      << mlcGetLastError();
  return ModelPtr(model);
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

MlcDevice deviceOf(const MlcTensor *tensor) {
  MlcDevice device = MLC_DEVICE_CPU;
  EXPECT_EQ(mlcTensorGetDevice(tensor, &device), MLC_STATUS_OK);
  return device;
}

/// The values of a host or CUDA f32 tensor.
std::vector<float> valuesOf(const MlcTensor *tensor) {
  TensorPtr host;
  if (deviceOf(tensor) != MLC_DEVICE_CPU) {
    MlcTensor *copy = nullptr;
    EXPECT_EQ(mlcTensorCopyToDevice(tensor, MLC_DEVICE_CPU, &copy),
              MLC_STATUS_OK)
        << mlcGetLastError();
    host.reset(copy);
    tensor = copy;
  }
  void *data = nullptr;
  size_t bytes = 0;
  mlcTensorGetData(tensor, &data, &bytes);
  const float *begin = static_cast<const float *>(data);
  return std::vector<float>(begin, begin + bytes / sizeof(float));
}

MlcStatus run(MlcModel *model, std::vector<MlcTensor *> inputs,
              std::vector<TensorPtr> &outputs, int64_t numOutputs,
              bool onDevice = false) {
  std::vector<MlcTensor *> raw(numOutputs, nullptr);
  auto fn = onDevice ? mlcModelRunOnDevice : mlcModelRun;
  MlcStatus status =
      fn(model, inputs.data(), static_cast<int64_t>(inputs.size()), raw.data(),
         numOutputs);
  outputs.clear();
  for (MlcTensor *tensor : raw) {
    if (status != MLC_STATUS_OK)
      EXPECT_EQ(tensor, nullptr) << "an output was returned on failure";
    outputs.emplace_back(tensor);
  }
  return status;
}

/// Sets an environment variable for the scope.
struct ScopedEnv {
  std::string name;
  explicit ScopedEnv(const char *name, const std::string &value) : name(name) {
    setenv(name, value.c_str(), 1);
  }
  ~ScopedEnv() { unsetenv(name.c_str()); }
};

//===----------------------------------------------------------------------===//
// Initialization failures (first: the backend stays up once it is up)
//===----------------------------------------------------------------------===//

TEST(RuntimeCudaInit, MissingDriverIsAClearError) {
  ScopedEnv driver("MLC_CUDA_DRIVER_LIBRARY", "/nonexistent/libcuda.so.1");
  if (mlcCudaInit() == MLC_STATUS_OK)
    GTEST_SKIP() << "CUDA is already up in this process";
  EXPECT_NE(std::string(mlcGetLastError())
                .find("no CUDA driver (/nonexistent/libcuda.so.1 not found"),
            std::string::npos)
      << mlcGetLastError();
  EXPECT_EQ(mlcCudaInit(), MLC_STATUS_UNSUPPORTED);

  // The model loads (its metadata is readable) but cannot run.
  ModelPtr model = load(fakeCudaArtifact());
  ASSERT_TRUE(model);
  const char *target = nullptr;
  mlcModelGetTarget(model.get(), &target);
  EXPECT_STREQ(target, "cuda");
  TensorPtr x = makeF32({1, 4}, {1, 2, 3, 4});
  TensorPtr a = makeF32({}, {2});
  TensorPtr b = makeF32({4}, {0, 0, 0, 0});
  std::vector<TensorPtr> outputs;
  EXPECT_EQ(run(model.get(), {x.get(), a.get(), b.get()}, outputs, 3),
            MLC_STATUS_UNSUPPORTED);
  EXPECT_NE(std::string(mlcGetLastError())
                .find("on cuda: no CUDA driver (/nonexistent/libcuda.so.1"),
            std::string::npos)
      << mlcGetLastError();

  MlcTensor *tensor = nullptr;
  int64_t shape[] = {4};
  EXPECT_EQ(mlcTensorCreateOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_F32, 1, shape,
                                    &tensor),
            MLC_STATUS_UNSUPPORTED);
  EXPECT_EQ(tensor, nullptr);
  EXPECT_EQ(mlcTensorCopyToDevice(x.get(), MLC_DEVICE_CUDA, &tensor),
            MLC_STATUS_UNSUPPORTED);
  const char *description = nullptr;
  EXPECT_EQ(mlcCudaGetDeviceDescription(&description), MLC_STATUS_UNSUPPORTED);
}

TEST(RuntimeCudaInit, NoDeviceIsAClearError) {
  ScopedEnv driver("MLC_CUDA_DRIVER_LIBRARY", fakeDriver());
  ScopedEnv noDevice("FAKE_LIBCUDA_NO_DEVICE", "1");
  if (mlcCudaInit() == MLC_STATUS_OK)
    GTEST_SKIP() << "CUDA is already up in this process";
  EXPECT_STREQ(mlcGetLastError(),
               "no CUDA device (cuInit: CUDA_ERROR_NO_DEVICE: no "
               "CUDA-capable device is detected)");
}

TEST(RuntimeCudaInit, BadDeviceOrdinal) {
  ScopedEnv driver("MLC_CUDA_DRIVER_LIBRARY", fakeDriver());
  ScopedEnv ordinal("MLC_CUDA_DEVICE", "3");
  if (mlcCudaInit() == MLC_STATUS_OK)
    GTEST_SKIP() << "CUDA is already up in this process";
  EXPECT_STREQ(mlcGetLastError(),
               "MLC_CUDA_DEVICE=3 is not a CUDA device ordinal (there is 1 "
               "device)");
}

TEST(RuntimeCudaInit, DeviceNames) {
  EXPECT_STREQ(mlcDeviceName(MLC_DEVICE_CPU), "cpu");
  EXPECT_STREQ(mlcDeviceName(MLC_DEVICE_CUDA), "cuda");
  EXPECT_STREQ(mlcDeviceName(static_cast<MlcDevice>(7)), "invalid");
  MlcTensor *tensor = nullptr;
  EXPECT_EQ(mlcTensorCreateOnDevice(static_cast<MlcDevice>(7), MLC_DTYPE_F32, 0,
                                    nullptr, &tensor),
            MLC_STATUS_INVALID_ARGUMENT);
}

//===----------------------------------------------------------------------===//
// libmlc_artifact_support's CUDA forwarders
//===----------------------------------------------------------------------===//

int calls;
int32_t stubModuleLoad(const void *, void **module) {
  ++calls;
  *module = &calls;
  return 0;
}
int32_t stubGetFunction(void *, const char *, void **) { return ++calls, 0; }
int32_t stubMemAlloc(int64_t, void **) { return ++calls, 0; }
int32_t stubMemFree(void *) { return ++calls, 0; }
int32_t stubCopy(void *, const void *, int64_t) { return ++calls, 0; }
int32_t stubLaunch(void *, const char *, int64_t, int64_t, int64_t, int64_t,
                   int64_t, int64_t, int32_t, void **) {
  ++calls;
  return 42;
}
/// Returns what it was given: index * 100 + the sum of the list.
int32_t stubLaunchAfter(void *, const char *, int64_t, int64_t, int64_t,
                        int64_t, int64_t, int64_t, int32_t, void **,
                        int32_t index, const int32_t *after,
                        int32_t numAfter) {
  ++calls;
  int32_t sum = 0;
  for (int32_t i = 0; i < numAfter; ++i)
    sum += after[i];
  return index * 100 + sum;
}

void callAll(std::vector<int32_t> &codes) {
  void *handle = nullptr;
  codes = {mlc_cuda_module_load("", &handle),
           mlc_cuda_get_function(handle, "k", &handle),
           mlc_cuda_mem_alloc(4, &handle),
           mlc_cuda_mem_free(nullptr),
           mlc_cuda_memcpy_htod(nullptr, nullptr, 0),
           mlc_cuda_memcpy_dtoh(nullptr, nullptr, 0),
           mlc_cuda_memcpy_dtod(nullptr, nullptr, 0),
           mlc_cuda_launch(nullptr, "k", 1, 1, 1, 1, 1, 1, 0, nullptr)};
}

TEST(RuntimeArtifactSupport, CudaForwarders) {
  std::vector<int32_t> codes;
  std::vector<int32_t> unavailable(8, MLC_CUDA_ERROR_UNAVAILABLE);
  mlc_artifact_set_hooks(nullptr);
  EXPECT_EQ(mlc_cuda_available(), 0);
  callAll(codes);
  EXPECT_EQ(codes, unavailable);

  // Version 1 hooks carry no CUDA table.
  static const MlcCudaHooks table = {
      stubModuleLoad, stubGetFunction, stubMemAlloc, stubMemFree,
      stubCopy,       stubCopy,        stubCopy,     stubLaunch};
  MlcArtifactHooks hooks = {1, nullptr, &table};
  mlc_artifact_set_hooks(&hooks);
  EXPECT_EQ(mlc_cuda_available(), 0);
  callAll(codes);
  EXPECT_EQ(codes, unavailable);

  // Version 2 hooks forward, codes unchanged.
  hooks.version = 2;
  mlc_artifact_set_hooks(&hooks);
  EXPECT_EQ(mlc_cuda_available(), 1);
  calls = 0;
  callAll(codes);
  EXPECT_EQ(calls, 8);
  EXPECT_EQ(codes, (std::vector<int32_t>{0, 0, 0, 0, 0, 0, 0, 42}));
  // A launch with its place in a launch DAG is a plain launch (in order)
  // with version 2 hooks, and with a version 3 table that lacks the entry.
  static const int32_t after[] = {3, 4};
  EXPECT_EQ(mlc_cuda_launch_after(nullptr, "k", 1, 1, 1, 1, 1, 1, 0, nullptr,
                                  5, after, 2),
            42);
  hooks.version = MLC_ARTIFACT_HOOKS_VERSION;
  mlc_artifact_set_hooks(&hooks);
  EXPECT_EQ(mlc_cuda_launch_after(nullptr, "k", 1, 1, 1, 1, 1, 1, 0, nullptr,
                                  5, after, 2),
            42);
  // Version 3 forwards the place.
  static const MlcCudaHooks table3 = {
      stubModuleLoad, stubGetFunction, stubMemAlloc, stubMemFree, stubCopy,
      stubCopy,       stubCopy,        stubLaunch,   stubLaunchAfter};
  hooks.cuda = &table3;
  mlc_artifact_set_hooks(&hooks);
  EXPECT_EQ(mlc_cuda_launch_after(nullptr, "k", 1, 1, 1, 1, 1, 1, 0, nullptr,
                                  5, after, 2),
            507);

  // Version 0 (or NULL) clears them.
  hooks.version = 0;
  mlc_artifact_set_hooks(&hooks);
  EXPECT_EQ(mlc_cuda_available(), 0);
}

//===----------------------------------------------------------------------===//
// Running the fake cuda artifact
//===----------------------------------------------------------------------===//

class RuntimeCuda : public ::testing::Test {
protected:
  void SetUp() override {
    std::string driver = testDriver();
    if (driver == "system")
      unsetenv("MLC_CUDA_DRIVER_LIBRARY");
    else
      setenv("MLC_CUDA_DRIVER_LIBRARY", driver.c_str(), 1);
    if (mlcCudaInit() != MLC_STATUS_OK)
      GTEST_SKIP() << "no CUDA: " << mlcGetLastError();
    const char *description = nullptr;
    ASSERT_EQ(mlcCudaGetDeviceDescription(&description), MLC_STATUS_OK);
    isFake = std::strstr(description, "Fake CUDA Device") != nullptr;
    model = load(fakeCudaArtifact());
    ASSERT_TRUE(model);
    liveBefore = liveAllocations();
  }

  void TearDown() override {
    unsetenv("FAKE_CUDA_MODE");
    if (isFake && liveBefore >= 0)
      EXPECT_EQ(liveAllocations(), liveBefore) << "device memory leaked";
  }

  /// Live allocations of the fake driver (-1 on a real one).
  int liveAllocations() {
    if (!isFake)
      return -1;
    void *handle = dlopen(fakeDriver().c_str(), RTLD_NOW | RTLD_NOLOAD);
    if (!handle)
      return -1;
    auto fn = reinterpret_cast<int (*)()>(
        dlsym(handle, "fake_cuda_live_allocations"));
    int n = fn ? fn() : -1;
    dlclose(handle);
    return n;
  }

  /// Inputs of `rows` rows: x[r][c] = r - 2c (exact in f32), a, b.
  void makeInputs(int64_t rows, float a, std::vector<float> b) {
    std::vector<float> x(rows * 4);
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < 4; ++c)
        x[r * 4 + c] = static_cast<float>(r % 64) - 2.0f * c + 0.5f;
    xValues = x;
    aValue = a;
    bValues = b;
    inputs.clear();
    inputs.push_back(makeF32({rows, 4}, x));
    inputs.push_back(makeF32({}, {a}));
    inputs.push_back(makeF32({4}, b));
  }

  std::vector<MlcTensor *> rawInputs() {
    return {inputs[0].get(), inputs[1].get(), inputs[2].get()};
  }

  /// Checks y, total and x^T against the inputs.
  /// Runs the model once per entry of `rows` (that many rows each) and
  /// checks each run's outputs, whether it replayed a graph and the
  /// captures so far (-1: not checked).
  void runRows(const std::vector<int> &rows, const std::vector<bool> &replayed,
               const std::vector<int> &captures);

  void checkOutputs(const std::vector<TensorPtr> &outputs, int64_t rows) {
    ASSERT_EQ(outputs.size(), 3u);
    std::vector<float> y = valuesOf(outputs[0].get());
    ASSERT_EQ(shapeOf(outputs[0].get()), (std::vector<int64_t>{rows, 4}));
    ASSERT_EQ(y.size(), static_cast<size_t>(rows * 4));
    double sum = 0;
    for (int64_t i = 0; i < rows * 4; ++i) {
      float expected = xValues[i] * aValue + bValues[i % 4];
      EXPECT_EQ(y[i], expected) << "y[" << i << "]";
      sum += expected;
    }
    EXPECT_EQ(shapeOf(outputs[1].get()), std::vector<int64_t>{});
    EXPECT_EQ(valuesOf(outputs[1].get()),
              std::vector<float>{static_cast<float>(sum)});
    EXPECT_EQ(shapeOf(outputs[2].get()), (std::vector<int64_t>{4, rows}));
    std::vector<float> t = valuesOf(outputs[2].get());
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < 4; ++c)
        EXPECT_EQ(t[c * rows + r], xValues[r * 4 + c]);
  }

  /// Runs expecting `status` and a message with each of `parts`.
  void expectFailure(MlcStatus status, std::vector<std::string> parts) {
    std::vector<TensorPtr> outputs;
    EXPECT_EQ(run(model.get(), rawInputs(), outputs, 3), status);
    for (const std::string &part : parts)
      EXPECT_NE(std::string(mlcGetLastError()).find(part), std::string::npos)
          << "'" << part << "' not in: " << mlcGetLastError();
  }

  bool isFake = false;
  int liveBefore = -1;
  ModelPtr model;
  std::vector<TensorPtr> inputs;
  std::vector<float> xValues, bValues;
  float aValue = 0;
};

TEST_F(RuntimeCuda, RunsOnHostTensors) {
  makeInputs(3, 2.0f, {1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  for (const TensorPtr &output : outputs)
    EXPECT_EQ(deviceOf(output.get()), MLC_DEVICE_CPU);
  checkOutputs(outputs, 3);
  // Again: the module is cached, buffers are reused.
  makeInputs(5, -1.5f, {0.25f, 0, -4, 8});
  ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  checkOutputs(outputs, 5);
}

TEST_F(RuntimeCuda, ManyBlocks) {
  makeInputs(1000, 0.5f, {1, -1, 2, -2});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  checkOutputs(outputs, 1000);
}

TEST_F(RuntimeCuda, ZeroRows) {
  makeInputs(0, 1.0f, {1, 2, 3, 4});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  checkOutputs(outputs, 0);
}

TEST_F(RuntimeCuda, DeviceInputsAndOutputs) {
  makeInputs(7, 3.0f, {1, 2, 3, 4});
  std::vector<TensorPtr> deviceInputs;
  for (TensorPtr &input : inputs) {
    MlcTensor *copy = nullptr;
    ASSERT_EQ(mlcTensorCopyToDevice(input.get(), MLC_DEVICE_CUDA, &copy),
              MLC_STATUS_OK)
        << mlcGetLastError();
    EXPECT_EQ(deviceOf(copy), MLC_DEVICE_CUDA);
    deviceInputs.emplace_back(copy);
  }
  std::vector<MlcTensor *> raw = {deviceInputs[0].get(), deviceInputs[1].get(),
                                  deviceInputs[2].get()};
  std::vector<TensorPtr> outputs;
  for (int repeat = 0; repeat < 3; ++repeat) {
    ASSERT_EQ(run(model.get(), raw, outputs, 3, /*onDevice=*/true),
              MLC_STATUS_OK)
        << mlcGetLastError();
    for (const TensorPtr &output : outputs)
      EXPECT_EQ(deviceOf(output.get()), MLC_DEVICE_CUDA);
    checkOutputs(outputs, 7);
  }
  // Device inputs to mlcModelRun: outputs come back to the host.
  ASSERT_EQ(run(model.get(), raw, outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  EXPECT_EQ(deviceOf(outputs[0].get()), MLC_DEVICE_CPU);
  checkOutputs(outputs, 7);
  // Mixed host and device inputs.
  raw[1] = inputs[1].get();
  ASSERT_EQ(run(model.get(), raw, outputs, 3, true), MLC_STATUS_OK)
      << mlcGetLastError();
  checkOutputs(outputs, 7);
}

TEST_F(RuntimeCuda, DeviceTensors) {
  int64_t shape[] = {2, 3};
  MlcTensor *raw = nullptr;
  ASSERT_EQ(
      mlcTensorCreateOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_F32, 2, shape, &raw),
      MLC_STATUS_OK)
      << mlcGetLastError();
  TensorPtr zeros(raw);
  EXPECT_EQ(deviceOf(zeros.get()), MLC_DEVICE_CUDA);
  EXPECT_EQ(valuesOf(zeros.get()), std::vector<float>(6, 0.0f));
  // Device to device, and a view of device memory.
  TensorPtr host = makeF32({2, 3}, {1, 2, 3, 4, 5, 6});
  ASSERT_EQ(mlcTensorCopyToDevice(host.get(), MLC_DEVICE_CUDA, &raw),
            MLC_STATUS_OK);
  TensorPtr device(raw);
  ASSERT_EQ(mlcTensorCopyToDevice(device.get(), MLC_DEVICE_CUDA, &raw),
            MLC_STATUS_OK);
  TensorPtr device2(raw);
  void *data = nullptr;
  mlcTensorGetData(device2.get(), &data, nullptr);
  ASSERT_EQ(mlcTensorCreateViewOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_F32, 2,
                                        shape, data, &raw),
            MLC_STATUS_OK);
  TensorPtr view(raw);
  EXPECT_EQ(valuesOf(view.get()), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  view.reset(); // A view frees nothing.
  EXPECT_EQ(valuesOf(device2.get()), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  // Empty device tensors.
  int64_t empty[] = {0, 3};
  ASSERT_EQ(
      mlcTensorCreateOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_F32, 2, empty, &raw),
      MLC_STATUS_OK);
  TensorPtr none(raw);
  EXPECT_TRUE(valuesOf(none.get()).empty());
}

TEST_F(RuntimeCuda, CpuModelRejectsCudaInputs) {
  ModelPtr cpuModel = load(fakeArtifact());
  ASSERT_TRUE(cpuModel);
  TensorPtr x = makeF32({1, 3}, {1, 2, 3});
  MlcTensor *raw = nullptr;
  ASSERT_EQ(mlcTensorCopyToDevice(x.get(), MLC_DEVICE_CUDA, &raw),
            MLC_STATUS_OK);
  TensorPtr deviceX(raw);
  TensorPtr bias = makeF32({3}, {0, 0, 0});
  TensorPtr scale = makeF32({}, {1});
  std::vector<TensorPtr> outputs;
  EXPECT_EQ(
      run(cpuModel.get(), {deviceX.get(), bias.get(), scale.get()}, outputs, 3),
      MLC_STATUS_INVALID_ARGUMENT);
  EXPECT_NE(std::string(mlcGetLastError()).find("input 0 'x' is on cuda"),
            std::string::npos)
      << mlcGetLastError();
}

TEST_F(RuntimeCuda, Timing) {
  double total = -1, compute = -1;
  ModelPtr fresh = load(fakeCudaArtifact());
  EXPECT_EQ(mlcModelGetLastRunTime(fresh.get(), &total, &compute),
            MLC_STATUS_INVALID_ARGUMENT);
  makeInputs(100, 1.0f, {0, 0, 0, 0});
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(fresh.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  ASSERT_EQ(mlcModelGetLastRunTime(fresh.get(), &total, &compute),
            MLC_STATUS_OK);
  EXPECT_GE(compute, 0);
  EXPECT_GE(total, compute);
}

TEST_F(RuntimeCuda, InputMismatchIsCheckedFirst) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  inputs[2] = makeF32({3}, {0, 0, 0});
  expectFailure(MLC_STATUS_INVALID_ARGUMENT,
                {"input 2 'b': expected shape 4, got 3"});
}

TEST_F(RuntimeCuda, LaunchErrorNamesTheKernel) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  setenv("FAKE_CUDA_MODE", "bad-launch", 1);
  expectFailure(MLC_STATUS_RUN_FAILED,
                {"CUDA error in kernel 'fake_axpb' (grid 1x1x1, block "
                 "2048x1x1, 65536 bytes of dynamic shared memory): "
                 "CUDA_ERROR_INVALID_VALUE"});
  // The context survives: the next run works.
  unsetenv("FAKE_CUDA_MODE");
  std::vector<TensorPtr> outputs;
  ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
      << mlcGetLastError();
  checkOutputs(outputs, 2);
}

TEST_F(RuntimeCuda, MissingKernel) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  setenv("FAKE_CUDA_MODE", "missing-kernel", 1);
  expectFailure(MLC_STATUS_RUN_FAILED,
                {"CUDA error looking up kernel 'fake_missing' in module: "
                 "CUDA_ERROR_NOT_FOUND"});
}

TEST_F(RuntimeCuda, BadPtx) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  setenv("FAKE_CUDA_MODE", "bad-ptx", 1);
  expectFailure(MLC_STATUS_RUN_FAILED,
                {"CUDA error loading a kernel module: CUDA_ERROR_INVALID_PTX"});
}

TEST_F(RuntimeCuda, OutOfDeviceMemory) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  setenv("FAKE_CUDA_MODE", "oom", 1);
  expectFailure(MLC_STATUS_OUT_OF_MEMORY,
                {"CUDA error allocating 1125899906842624 bytes of device "
                 "memory: CUDA_ERROR_OUT_OF_MEMORY"});
}

/// A run-time check that fails part way through a run (mlc_artifact_fail)
/// frees the device memory the run allocated, and keeps the device copy of
/// the constant the artifact caches from run to run (issue #22): the fake
/// driver's live allocations go up by the constant only, and later runs
/// that read the constant are right.
TEST_F(RuntimeCuda, FailedCheckFreesTheRunsDeviceMemory) {
  makeInputs(300, 1.5f, {1, 2, 3, 4});
  {
    ScopedEnv mode("FAKE_CUDA_MODE", "check-fails");
    for (int attempt = 0; attempt < 3; ++attempt) {
      std::vector<TensorPtr> outputs;
      EXPECT_EQ(run(model.get(), rawInputs(), outputs, 3),
                MLC_STATUS_RUN_FAILED);
      EXPECT_STREQ(mlcGetLastError(),
                   "run-time error: a fake run-time check failed");
      ASSERT_EQ(outputs.size(), 3u);
      EXPECT_EQ(outputs[0], nullptr);
      if (isFake)
        EXPECT_EQ(liveAllocations(), liveBefore + 1)
            << "attempt " << attempt << ": only the constant stays";
    }
  }
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  for (int r = 0; r < 3; ++r) {
    std::vector<TensorPtr> outputs;
    ASSERT_EQ(run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, 300);
  }
  model.reset(); // the graph, its buffers and the constant go with the model
}

//===----------------------------------------------------------------------===//
// CUDA graphs (on the fake driver, and on a GPU with
// MLC_TEST_CUDA_DRIVER=system)
//===----------------------------------------------------------------------===//

MlcCudaGraphInfo graphInfo(MlcModel *model) {
  MlcCudaGraphInfo info = {};
  EXPECT_EQ(mlcModelGetCudaGraphInfo(model, &info), MLC_STATUS_OK);
  return info;
}

/// The first run of a key runs the host program, the second is captured and
/// launched, later ones replay; every run's outputs are its own inputs'.
TEST_F(RuntimeCuda, GraphReplaysTheRun) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 5; ++run) {
    makeInputs(300, 0.5f + run, {1, -1, 2, static_cast<float>(-run)});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, 300);
    MlcCudaGraphInfo info = graphInfo(model.get());
    EXPECT_EQ(info.replayed, run >= 1) << "run " << run;
    EXPECT_EQ(info.replays, std::max(run, 0)) << "run " << run;
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_TRUE(info.enabled);
  EXPECT_EQ(info.captures, 1);
  EXPECT_EQ(info.kernels, 2);
  EXPECT_STREQ(info.note, "");
  model.reset(); // the graph, its buffers and the constant go with the model
}

/// Freeing a model frees what its artifact keeps on the device (the device
/// copies of constants, the kernel modules; issue #22): a load, run, free
/// loop keeps the device's memory flat, graphs captured and replayed
/// included (the fake driver counts the live allocations; on a GPU the
/// rounds must run, the modules unload and load again, and compute-sanitizer
/// checks for leaks in run-gpu-tests.sh).
TEST_F(RuntimeCuda, FreeingTheModelFreesItsDeviceMemory) {
  model.reset();
  int before = liveAllocations();
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  for (int i = 0; i < 50; ++i) {
    ModelPtr m = load(fakeCudaArtifact());
    ASSERT_TRUE(m);
    for (int r = 0; r < 3; ++r) {
      makeInputs(8 + r, 1.0f + i, {1, 2, 3, 4});
      std::vector<TensorPtr> outputs;
      ASSERT_EQ(::run(m.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
          << mlcGetLastError();
      checkOutputs(outputs, 8 + r);
    }
    if (isFake)
      EXPECT_GT(liveAllocations(), before) << "the constant is on the device";
    m.reset();
    if (isFake)
      ASSERT_EQ(liveAllocations(), before) << "after load, run, free " << i;
  }
}

/// Launches with their places in a launch DAG (MlcCudaHooks.launch_after):
/// the independent ones go on separate streams, ordered by events (the fake
/// driver counts the waits and checks that a capture joins every stream it
/// forked), in the host program's runs and in the captured graph alike.
TEST_F(RuntimeCuda, IndependentLaunchesRunOnSeparateStreams) {
  ScopedEnv mode("FAKE_CUDA_MODE", "branches");
  auto waits = [&]() -> long {
    void *handle = dlopen(fakeDriver().c_str(), RTLD_NOW | RTLD_NOLOAD);
    auto fn = handle ? reinterpret_cast<long (*)()>(
                           dlsym(handle, "fake_cuda_stream_waits"))
                     : nullptr;
    long n = fn ? fn() : -1;
    if (handle)
      dlclose(handle);
    return n;
  };
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 4; ++run) {
    long before = isFake ? waits() : 0;
    makeInputs(300, 1.5f + run, {2, -1, 0.5f, static_cast<float>(run)});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, 300);
    // The run and the capture fork and join; a replay waits for nothing.
    if (isFake && run < 2)
      EXPECT_GT(waits(), before) << "run " << run;
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.captures, 1);
  EXPECT_EQ(info.kernels, 4);
  EXPECT_EQ(info.replays, 3);
  EXPECT_STREQ(info.note, "");
  model.reset();
}

/// Without updates (MLC_CUDA_GRAPH_UPDATE=0), new input shapes or device
/// addresses: a run without the graph, then a new capture; the graph of the
/// earlier shapes stays (one per key) and is replayed when they come back.
TEST_F(RuntimeCuda, GraphIsCapturedAgainForNewShapes) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  ScopedEnv updates("MLC_CUDA_GRAPH_UPDATE", "0");
  runRows({2, 2, 2, 9, 9, 9, 2, 9, 2},
          {false, true, true, false, true, true, true, true, true},
          {0, 1, 1, 1, 2, 2, 2, 2, 2});
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.cached, 2);
  EXPECT_EQ(info.evictions, 0);
  EXPECT_EQ(info.replays, 7);
  model.reset();
}

/// $MLC_CUDA_GRAPH_CACHE bounds the graphs held: the least recently used
/// goes, and its shapes are captured again when they come back.
TEST_F(RuntimeCuda, GraphCacheIsBoundedLeastRecentlyUsed) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  ScopedEnv updates("MLC_CUDA_GRAPH_UPDATE", "0");
  ScopedEnv size("MLC_CUDA_GRAPH_CACHE", "2");
  // Keys 2 and 9 captured; 2 used again, so 5 evicts 9 (the least recently
  // used); 2 still replays; 9 is captured again (evicting 5).
  runRows({2, 2, 9, 9, 2, 5, 5, 2, 9},
          {false, true, false, true, true, false, true, true, true},
          {0, 1, 1, 2, 2, 2, 3, 3, 4});
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.cached, 2);
  EXPECT_EQ(info.evictions, 2);
  model.reset();
}

/// Node parameters set in graphs so far (-1 on a real driver).
long nodeUpdates(bool isFake) {
  if (!isFake)
    return -1;
  void *handle = dlopen(fakeDriver().c_str(), RTLD_NOW | RTLD_NOLOAD);
  auto fn = handle ? reinterpret_cast<long (*)()>(
                         dlsym(handle, "fake_cuda_node_updates"))
                   : nullptr;
  long n = fn ? fn() : -1;
  if (handle)
    dlclose(handle);
  return n;
}

/// With updates on (MLC_CUDA_GRAPH_UPDATE=1), a new key of a graph's family
/// (same input devices and ranks) updates the least recently used graph of
/// the family in place, setting each of its nodes (two copies, fake_axpb
/// and the no-op), and replays it. A key seen twice gets a graph of its own.
TEST_F(RuntimeCuda, GraphIsUpdatedForNewShapes) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  ScopedEnv updating("MLC_CUDA_GRAPH_UPDATE", "1");
  std::vector<int> rows = {2, 2, 9, 9, 2, 5, 300, 5};
  std::vector<int> captures = {0, 1, 1, 1, 2, 2, 2, 2};
  std::vector<int> updates = {0, 0, 1, 1, 1, 2, 3, 3};
  std::vector<TensorPtr> outputs;
  for (size_t run = 0; run < rows.size(); ++run) {
    long before = nodeUpdates(isFake);
    makeInputs(rows[run], 0.25f + run, {4, 3, 2, 1});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, rows[run]);
    MlcCudaGraphInfo info = graphInfo(model.get());
    EXPECT_EQ(info.replayed, run > 0) << "run " << run;
    EXPECT_EQ(info.captures, captures[run]) << "run " << run;
    EXPECT_EQ(info.updates, updates[run]) << "run " << run;
    bool updated = run > 0 && updates[run] > updates[run - 1];
    if (isFake)
      EXPECT_EQ(nodeUpdates(isFake) - before, updated ? 4 : 0) << "run " << run;
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.cached, 2);
  EXPECT_STREQ(info.note, "");
  model.reset();
}

/// A run whose host program does not repeat the graph's calls (from 100
/// rows on, graph-variants launches one more kernel) runs without it, and
/// the graph goes; after two such runs graphs are no longer updated (the
/// note says why), only captured per key.
TEST_F(RuntimeCuda, GraphUpdateFallsBackWhenTheLaunchesDiffer) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph-variants");
  ScopedEnv updating("MLC_CUDA_GRAPH_UPDATE", "1");
  std::vector<int> rows = {2, 2, 100, 2, 2, 101, 2, 7};
  std::vector<bool> replayed = {false, true, false, true,
                                true,  false, true, false};
  std::vector<TensorPtr> outputs;
  for (size_t run = 0; run < rows.size(); ++run) {
    makeInputs(rows[run], 1.5f + run, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, rows[run]);
    EXPECT_EQ(graphInfo(model.get()).replayed, replayed[run]) << "run " << run;
    MlcCudaGraphInfo info = graphInfo(model.get());
    EXPECT_EQ(info.updates, 0);
    if (rows[run] == 101)
      EXPECT_NE(std::string(info.note).find(
                    "no longer updated for new shapes: call "),
                std::string::npos)
          << info.note;
  }
  // Keys seen twice still get graphs: 2 (twice, the second graph after the
  // failed update dropped the first) and 2 again after 101's.
  EXPECT_EQ(graphInfo(model.get()).captures, 3);
  model.reset();
}

/// By default the first four runs that could update a graph are a trial:
/// two launch, two update, and the faster way is kept for the runs after
/// (which way depends on the machine; both give the same outputs).
TEST_F(RuntimeCuda, GraphUpdateTrialPicksTheFasterWay) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  std::vector<int> rows = {2, 2, 3, 4, 5, 6, 7, 8};
  std::vector<TensorPtr> outputs;
  for (size_t run = 0; run < rows.size(); ++run) {
    makeInputs(rows[run], 0.75f + run, {1, 0, 1, 0});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, rows[run]);
    MlcCudaGraphInfo info = graphInfo(model.get());
    if (run < 6)
      EXPECT_EQ(info.replayed, run == 1 || run >= 4) << "run " << run;
    EXPECT_EQ(info.updates, std::clamp<int64_t>(run - 3, 0, 2) +
                                (info.replayed && run >= 6 ? run - 5 : 0))
        << "run " << run;
    if (run >= 6)
      EXPECT_EQ(info.replayed,
                std::string(info.note).find("new shapes are launched") ==
                    std::string::npos)
          << "run " << run << ": " << info.note;
  }
  model.reset();
}

void RuntimeCuda::runRows(const std::vector<int> &rows,
                          const std::vector<bool> &replayed,
                          const std::vector<int> &captures) {
  std::vector<TensorPtr> outputs;
  for (size_t run = 0; run < rows.size(); ++run) {
    makeInputs(rows[run], 0.5f + run, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, rows[run]);
    MlcCudaGraphInfo info = graphInfo(model.get());
    EXPECT_EQ(info.replayed, replayed[run]) << "run " << run;
    EXPECT_EQ(info.captures, captures[run]) << "run " << run;
  }
}

/// The same device tensors every run: replayed.
TEST_F(RuntimeCuda, GraphWithTheSameDeviceInputs) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  makeInputs(6, 2.0f, {0, 1, 0, 1});
  std::vector<TensorPtr> owned;
  std::vector<MlcTensor *> deviceInputs;
  for (TensorPtr &input : inputs) {
    MlcTensor *copy = nullptr;
    ASSERT_EQ(mlcTensorCopyToDevice(input.get(), MLC_DEVICE_CUDA, &copy),
              MLC_STATUS_OK);
    owned.emplace_back(copy);
    deviceInputs.push_back(copy);
  }
  std::vector<std::vector<TensorPtr>> kept;
  for (int run = 0; run < 4; ++run) {
    std::vector<TensorPtr> outputs;
    ASSERT_EQ(::run(model.get(), deviceInputs, outputs, 3, /*onDevice=*/true),
              MLC_STATUS_OK)
        << mlcGetLastError();
    for (const TensorPtr &output : outputs)
      EXPECT_EQ(deviceOf(output.get()), MLC_DEVICE_CUDA);
    kept.push_back(std::move(outputs));
  }
  EXPECT_EQ(graphInfo(model.get()).replays, 3);
  for (const std::vector<TensorPtr> &outputs : kept)
    checkOutputs(outputs, 6); // copies, not the graph's buffers
  kept.clear();
  owned.clear();
  model.reset();
}

/// A device view that is not 16-byte aligned (a DLPack slice, say) is
/// copied to an aligned block first: kernels may use 128-bit loads.
TEST_F(RuntimeCuda, UnalignedDeviceInputIsCopied) {
  for (const char *mode : {"", "graph"}) {
    ScopedEnv env("FAKE_CUDA_MODE", mode);
    makeInputs(6, 1.5f, {1, 2, 3, 4});
    std::vector<float> padded = {99.0f};
    padded.insert(padded.end(), xValues.begin(), xValues.end());
    TensorPtr host = makeF32({25}, padded);
    MlcTensor *device = nullptr;
    ASSERT_EQ(mlcTensorCopyToDevice(host.get(), MLC_DEVICE_CUDA, &device),
              MLC_STATUS_OK);
    TensorPtr owner(device);
    void *data = nullptr;
    size_t bytes = 0;
    ASSERT_EQ(mlcTensorGetData(device, &data, &bytes), MLC_STATUS_OK);
    int64_t shape[] = {6, 4};
    MlcTensor *view = nullptr;
    ASSERT_EQ(mlcTensorCreateViewOnDevice(MLC_DEVICE_CUDA, MLC_DTYPE_F32, 2,
                                          shape, static_cast<char *>(data) + 4,
                                          &view),
              MLC_STATUS_OK)
        << mlcGetLastError();
    TensorPtr viewOwner(view);
    for (int run = 0; run < 3; ++run) {
      std::vector<TensorPtr> outputs;
      ASSERT_EQ(::run(model.get(), {view, inputs[1].get(), inputs[2].get()},
                      outputs, 3),
                MLC_STATUS_OK)
          << mlcGetLastError();
      checkOutputs(outputs, 6);
    }
  }
  model.reset();
}

TEST_F(RuntimeCuda, GraphCanBeTurnedOff) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  ASSERT_EQ(mlcModelSetCudaGraphs(model.get(), 0), MLC_STATUS_OK);
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 3; ++run) {
    makeInputs(4, 1.0f, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK);
    checkOutputs(outputs, 4);
    if (run == 0)
      liveBefore = liveAllocations();
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_FALSE(info.enabled);
  EXPECT_EQ(info.captures, 0);
  EXPECT_STREQ(info.note, "turned off");
}

TEST_F(RuntimeCuda, GraphTurnedOffByTheEnvironment) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph");
  ScopedEnv off("MLC_CUDA_GRAPH", "0");
  ModelPtr fresh = load(fakeCudaArtifact());
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 3; ++run) {
    makeInputs(4, 1.0f, {1, 2, 3, 4});
    ASSERT_EQ(::run(fresh.get(), rawInputs(), outputs, 3), MLC_STATUS_OK);
    checkOutputs(outputs, 4);
    if (run == 0)
      liveBefore = liveAllocations();
  }
  EXPECT_EQ(graphInfo(fresh.get()).captures, 0);
  EXPECT_FALSE(graphInfo(fresh.get()).enabled);
}

/// A host program that reads device memory during the run (a loop
/// condition) cannot be replayed: it keeps running as it is.
TEST_F(RuntimeCuda, GraphNotUsedWhenTheHostReadsTheDevice) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph-host-read");
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 4; ++run) {
    makeInputs(5, 1.0f + run, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, 5);
    if (run == 0)
      liveBefore = liveAllocations();
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.captures, 0);
  EXPECT_FALSE(info.replayed);
  EXPECT_NE(std::string(info.note).find("reads device memory"),
            std::string::npos)
      << info.note;
}

/// Uploads from the host during a run (a replay could not repeat them):
/// tried twice, then given up.
TEST_F(RuntimeCuda, GraphNotUsedWhenTheHostUploads) {
  ScopedEnv mode("FAKE_CUDA_MODE", "graph-upload");
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 5; ++run) {
    makeInputs(5, 1.0f + run, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK)
        << mlcGetLastError();
    checkOutputs(outputs, 5);
    EXPECT_FALSE(graphInfo(model.get()).replayed);
  }
  MlcCudaGraphInfo info = graphInfo(model.get());
  EXPECT_EQ(info.captures, 0);
  EXPECT_NE(std::string(info.note).find("uploads host data"), std::string::npos)
      << info.note;
}

/// One kernel: nothing to save, no graph.
TEST_F(RuntimeCuda, GraphNotUsedForOneKernel) {
  std::vector<TensorPtr> outputs;
  for (int run = 0; run < 3; ++run) {
    makeInputs(5, 1.0f, {1, 2, 3, 4});
    ASSERT_EQ(::run(model.get(), rawInputs(), outputs, 3), MLC_STATUS_OK);
    checkOutputs(outputs, 5);
  }
  EXPECT_EQ(graphInfo(model.get()).captures, 0);
  EXPECT_NE(std::string(graphInfo(model.get()).note).find("one kernel"),
            std::string::npos);
}

// Last: a kernel fault poisons the CUDA context for the rest of the process.
TEST_F(RuntimeCuda, ZzKernelFaultNamesTheLastKernel) {
  makeInputs(2, 1.0f, {0, 0, 0, 0});
  setenv("FAKE_CUDA_MODE", "illegal-address", 1);
  expectFailure(MLC_STATUS_RUN_FAILED,
                {"CUDA error after kernel 'fake_axpb' (the last one launched",
                 "CUDA_ERROR_ILLEGAL_ADDRESS"});
  liveBefore = -1; // Nothing can be freed any more.
}

} // namespace

//===----------------------------------------------------------------------===//
// The stream placement of launches with their places in a launch DAG
// (BranchScheduler.h), on simulated streams: each stream and event holds the
// set of launches ordered before it.
//===----------------------------------------------------------------------===//

namespace {
using mlc::runtime::BranchScheduler;

struct SimulatedStreams {
  explicit SimulatedStreams(int numStreams)
      : scheduler(numStreams), clocks(numStreams) {}
  BranchScheduler scheduler;
  std::vector<std::set<int>> clocks; ///< What each stream's next work follows.
  std::vector<std::set<int>> slotEvents;
  std::set<int> fork;
  std::vector<BranchScheduler::Step> steps;
  int next = 0;              ///< Ids of launches and other operations.
  std::vector<int> segment;  ///< Ids of this segment's launches by index.
  std::set<int> beforeStart; ///< Everything before the segment's start.
  std::set<int> barriers;    ///< Operations since then (on stream 0).
  std::vector<int> streamOf; ///< By id.

  void perform() {
    for (const BranchScheduler::Step &step : steps) {
      switch (step.kind) {
      case BranchScheduler::Step::RecordSlot:
        if (slotEvents.size() <= static_cast<size_t>(step.slot))
          slotEvents.resize(step.slot + 1);
        slotEvents[step.slot] = clocks[step.stream];
        break;
      case BranchScheduler::Step::WaitSlot:
        clocks[step.stream].insert(slotEvents[step.slot].begin(),
                                   slotEvents[step.slot].end());
        break;
      case BranchScheduler::Step::RecordFork:
        fork = clocks[0];
        break;
      case BranchScheduler::Step::WaitFork:
        clocks[step.stream].insert(fork.begin(), fork.end());
        break;
      case BranchScheduler::Step::Join:
        clocks[0].insert(clocks[step.stream].begin(),
                         clocks[step.stream].end());
        break;
      }
    }
  }

  /// Issues launch `index` after `after`; checks it is ordered after what
  /// it must be; returns its stream.
  int launch(int32_t index, std::vector<int32_t> after) {
    int stream = scheduler.place(index, after.data(),
                                 static_cast<int32_t>(after.size()), steps);
    perform();
    int id = next++;
    const std::set<int> &clock = clocks[stream];
    if (index == 0) {
      for (int earlier = 0; earlier < id; ++earlier)
        EXPECT_TRUE(clock.count(earlier)) << "segment start " << id
                                          << " not after " << earlier;
      segment.clear();
      beforeStart.clear();
      for (int earlier = 0; earlier < id; ++earlier)
        beforeStart.insert(earlier);
      barriers.clear();
    }
    for (int earlier : beforeStart)
      EXPECT_TRUE(clock.count(earlier))
          << "launch " << id << " not after " << earlier << " (before the "
          << "segment)";
    for (int op : barriers)
      EXPECT_TRUE(clock.count(op))
          << "launch " << id << " not after operation " << op;
    for (int32_t d : after)
      if (static_cast<size_t>(d) < segment.size() && segment[d] >= 0)
        EXPECT_TRUE(clock.count(segment[d]))
            << "launch " << id << " not after its dependency " << d;
    clocks[stream].insert(id);
    scheduler.launched(index, stream);
    if (segment.size() <= static_cast<size_t>(index))
      segment.resize(index + 1, -1);
    segment[index] = id;
    streamOf.push_back(stream);
    return stream;
  }

  /// Another operation on stream 0: after everything so far.
  void operation() {
    scheduler.barrier(steps);
    perform();
    int id = next++;
    for (int earlier = 0; earlier < id; ++earlier)
      EXPECT_TRUE(clocks[0].count(earlier))
          << "operation " << id << " not after " << earlier;
    clocks[0].insert(id);
    barriers.insert(id);
    streamOf.push_back(0);
  }

  bool follows(int id, int earlier) const {
    return clocks[streamOf[id]].count(earlier) > 0;
  }
};
} // namespace

/// A fire module: a squeeze, two independent expands, a concat reading both.
TEST(BranchScheduler, ForkAndJoin) {
  SimulatedStreams sim(4);
  int squeeze = sim.launch(0, {});
  int e1 = sim.launch(1, {0});
  int e3 = sim.launch(2, {0});
  EXPECT_EQ(e1, squeeze); // right after its one dependency, no event
  EXPECT_NE(e3, e1);      // the other branch on a stream of its own
  EXPECT_FALSE(sim.clocks[e3].count(1)) << "the branches wait for each other";
  sim.launch(3, {1, 2});
  sim.operation(); // e.g. the output's allocation joins every stream
  EXPECT_FALSE(sim.scheduler.hasPendingWork());
}

/// One stream: everything in order, no steps at all.
TEST(BranchScheduler, OneStreamIsInOrder) {
  SimulatedStreams sim(1);
  for (int32_t i = 0; i < 5; ++i)
    EXPECT_EQ(sim.launch(i, {}), 0);
  EXPECT_TRUE(sim.steps.empty());
}

/// An operation within a segment (the first run's upload of a constant):
/// later launches of the segment are ordered after it even when they
/// depend on nothing; launches of an empty grid (never issued) count as
/// done.
TEST(BranchScheduler, OperationsWithinASegment) {
  SimulatedStreams sim(3);
  sim.launch(0, {});
  sim.launch(1, {});
  sim.operation();
  sim.launch(2, {});
  sim.launch(3, {});
  // Index 4 had an empty grid; 5 waits for it and 1.
  sim.launch(5, {1, 4});
}

/// Random DAGs with operations between: every launch is ordered after its
/// dependencies, its segment's start and every operation before it.
TEST(BranchScheduler, RandomDags) {
  std::mt19937 random(6);
  for (int streams : {2, 3, 4, 8}) {
    SimulatedStreams sim(streams);
    for (int segment = 0; segment < 40; ++segment) {
      int n = 1 + static_cast<int>(random() % 12);
      for (int32_t i = 0; i < n; ++i) {
        std::vector<int32_t> after;
        for (int32_t d = 0; d < i; ++d)
          if (random() % 4 == 0)
            after.push_back(d);
        if (i > 0 && random() % 10 == 0)
          sim.operation();
        sim.launch(i, after);
      }
      if (random() % 2)
        sim.operation();
    }
  }
}
