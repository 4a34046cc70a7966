//===- RuntimeModule.cpp - mlc._runtime: the runtime C API for Python -----===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The mechanics under `mlc.Module`: load an artifact with libmlc_runtime,
// describe its signature, run it on numpy arrays (inputs are borrowed
// zero-copy through mlcTensorCreateView, outputs are handed to numpy without
// a copy) and time it; DLPack tensors in (borrowed: host or CUDA memory, no
// copy) and out (`DLPackTensor`, which owns a runtime tensor on the model's
// device). The policy (dtype conversion, contiguity, what a call returns)
// lives in mlc/_module.py. Depends on libmlc_runtime only, never on
// LLVM/MLIR. Every runtime failure becomes `mlc.RuntimeError`.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace py = pybind11;

/// mlc.RuntimeError (mlc/_errors.py), set when the module loads; never freed.
static PyObject *runtimeError = nullptr;

namespace {

/// A failed runtime call; translated to mlc.RuntimeError.
struct RunError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void check(MlcStatus status) {
  if (status != MLC_STATUS_OK)
    throw RunError(mlcGetLastError());
}

/// The numpy dtype that holds an mlc element type. bf16 has no numpy dtype:
/// its raw bits travel as uint16 (mlc/_dtypes.py views them as
/// ml_dtypes.bfloat16 where that package is installed).
py::dtype numpyDType(MlcDType dtype) {
  switch (dtype) {
  case MLC_DTYPE_F16:
    return py::dtype("float16");
  case MLC_DTYPE_BF16:
    return py::dtype("uint16");
  case MLC_DTYPE_F32:
    return py::dtype("float32");
  case MLC_DTYPE_F64:
    return py::dtype("float64");
  case MLC_DTYPE_BOOL:
    return py::dtype("bool");
  case MLC_DTYPE_I8:
    return py::dtype("int8");
  case MLC_DTYPE_I16:
    return py::dtype("int16");
  case MLC_DTYPE_I32:
    return py::dtype("int32");
  case MLC_DTYPE_I64:
    return py::dtype("int64");
  case MLC_DTYPE_U8:
    return py::dtype("uint8");
  case MLC_DTYPE_U16:
    return py::dtype("uint16");
  case MLC_DTYPE_U32:
    return py::dtype("uint32");
  case MLC_DTYPE_U64:
    return py::dtype("uint64");
  case MLC_DTYPE_STRING: // strings are not numpy arrays of a fixed width
  case MLC_DTYPE_INVALID:
  case MLC_DTYPE_MAX_ENUM:
    break;
  }
  throw RunError("invalid mlc dtype " + std::to_string(dtype));
}

struct TensorDeleter {
  void operator()(MlcTensor *t) const { mlcTensorFree(t); }
};
using TensorPtr = std::unique_ptr<MlcTensor, TensorDeleter>;

/// Hands an output tensor to numpy without copying: the array's base is a
/// capsule that frees the tensor.
py::array toNumpy(TensorPtr tensor) {
  MlcDType dtype;
  int64_t rank;
  const int64_t *dims;
  void *data;
  check(mlcTensorGetDType(tensor.get(), &dtype));
  check(mlcTensorGetShape(tensor.get(), &rank, &dims));
  check(mlcTensorGetData(tensor.get(), &data, nullptr));
  py::dtype dt = numpyDType(dtype);
  std::vector<py::ssize_t> shape(dims, dims + rank);
  std::vector<py::ssize_t> strides(rank);
  py::ssize_t stride = dt.itemsize();
  for (int64_t d = rank; d-- > 0;) {
    strides[d] = stride;
    stride *= shape[d];
  }
  MlcTensor *raw = tensor.release();
  py::capsule owner(
      raw, [](void *p) { mlcTensorFree(static_cast<MlcTensor *>(p)); });
  // A tensor without elements may have no data pointer; numpy wants one.
  static char empty;
  return py::array(dt, shape, strides, data ? data : &empty, owner);
}

//===----------------------------------------------------------------------===//
// DLPack (the layout of dlpack.h v0.8 and v1.0, written from the spec)
//===----------------------------------------------------------------------===//

enum : int32_t { kDLCPU = 1, kDLCUDA = 2 };
enum : uint8_t { kDLInt = 0, kDLUInt = 1, kDLFloat = 2, kDLBfloat = 4, kDLBool = 6 };

struct DLDevice {
  int32_t device_type;
  int32_t device_id;
};
struct DLDataType {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;
};
struct DLTensor {
  void *data;
  DLDevice device;
  int32_t ndim;
  DLDataType dtype;
  int64_t *shape;
  int64_t *strides; ///< In elements; null: compact row-major.
  uint64_t byte_offset;
};
/// The legacy (v0.x) capsule payload, capsule name "dltensor".
struct DLManagedTensor {
  DLTensor dl_tensor;
  void *manager_ctx;
  void (*deleter)(DLManagedTensor *self);
};
struct DLPackVersion {
  uint32_t major;
  uint32_t minor;
};
/// The v1.0 capsule payload, capsule name "dltensor_versioned".
struct DLManagedTensorVersioned {
  DLPackVersion version;
  void *manager_ctx;
  void (*deleter)(DLManagedTensorVersioned *self);
  uint64_t flags;
  DLTensor dl_tensor;
};

struct DTypeMapping {
  MlcDType dtype;
  uint8_t code;
  uint8_t bits;
};
constexpr DTypeMapping kDLPackDTypes[] = {
    {MLC_DTYPE_F16, kDLFloat, 16},  {MLC_DTYPE_BF16, kDLBfloat, 16},
    {MLC_DTYPE_F32, kDLFloat, 32},  {MLC_DTYPE_F64, kDLFloat, 64},
    {MLC_DTYPE_BOOL, kDLBool, 8},   {MLC_DTYPE_I8, kDLInt, 8},
    {MLC_DTYPE_I16, kDLInt, 16},    {MLC_DTYPE_I32, kDLInt, 32},
    {MLC_DTYPE_I64, kDLInt, 64},    {MLC_DTYPE_U8, kDLUInt, 8},
    {MLC_DTYPE_U16, kDLUInt, 16},   {MLC_DTYPE_U32, kDLUInt, 32},
    {MLC_DTYPE_U64, kDLUInt, 64},
};

/// The CUDA device the runtime uses ($MLC_CUDA_DEVICE, as the backend).
int32_t runtimeCudaDevice() {
  const char *env = std::getenv("MLC_CUDA_DEVICE");
  return env && *env ? std::atoi(env) : 0;
}

std::string describeDevice(const DLDevice &device) {
  switch (device.device_type) {
  case kDLCPU:
    return "cpu";
  case kDLCUDA:
    return "cuda:" + std::to_string(device.device_id);
  default:
    return "DLPack device type " + std::to_string(device.device_type);
  }
}

/// A borrowed view of a DLPack tensor (the capsule must outlive it), checked
/// against where the model runs.
TensorPtr viewDLPack(const py::capsule &capsule, size_t index,
                     const std::string &target) {
  std::string label = "input " + std::to_string(index);
  const DLTensor *t = nullptr;
  const char *name = capsule.name();
  if (name && std::string(name) == "dltensor")
    t = &static_cast<DLManagedTensor *>(capsule.get_pointer())->dl_tensor;
  else if (name && std::string(name) == "dltensor_versioned")
    t = &static_cast<DLManagedTensorVersioned *>(capsule.get_pointer())
             ->dl_tensor;
  else
    throw RunError(label + ": not a DLPack capsule (name '" +
                   (name ? name : "") + "', already consumed?)");

  MlcDType dtype = MLC_DTYPE_INVALID;
  for (const DTypeMapping &m : kDLPackDTypes)
    if (m.code == t->dtype.code && m.bits == t->dtype.bits)
      dtype = m.dtype;
  if (dtype == MLC_DTYPE_INVALID || t->dtype.lanes != 1)
    throw RunError(label + ": DLPack dtype (code " +
                   std::to_string(t->dtype.code) + ", " +
                   std::to_string(t->dtype.bits) + " bits, " +
                   std::to_string(t->dtype.lanes) +
                   " lanes) has no mlc equivalent");
  std::vector<int64_t> shape(t->shape, t->shape + t->ndim);
  if (t->strides) {
    int64_t expected = 1;
    for (int32_t d = t->ndim; d-- > 0;) {
      if (shape[d] != 1 && t->strides[d] != expected) {
        std::string strides;
        for (int32_t k = 0; k < t->ndim; ++k)
          strides += (k ? "x" : "") + std::to_string(t->strides[k]);
        throw RunError(label + ": the DLPack tensor is not contiguous "
                       "(strides " + strides + " elements); pass a "
                       "contiguous tensor (e.g. .contiguous())");
      }
      expected *= shape[d];
    }
  }
  void *data = static_cast<char *>(t->data) + t->byte_offset;
  bool cudaModel = target == "cuda";
  MlcTensor *view = nullptr;
  if (t->device.device_type == kDLCPU && !cudaModel) {
    check(mlcTensorCreateView(dtype, t->ndim, shape.data(), data, &view));
  } else if (t->device.device_type == kDLCUDA && cudaModel) {
    if (t->device.device_id != runtimeCudaDevice())
      throw RunError(label + ": a DLPack tensor on " +
                     describeDevice(t->device) + ", the model runs on cuda:" +
                     std::to_string(runtimeCudaDevice()) +
                     " ($MLC_CUDA_DEVICE)");
    check(mlcTensorCreateViewOnDevice(MLC_DEVICE_CUDA, dtype, t->ndim,
                                      shape.data(), data, &view));
  } else {
    throw RunError(label + ": a DLPack tensor on " +
                   describeDevice(t->device) + ", the model runs on " +
                   (cudaModel ? "cuda" : "cpu") +
                   (cudaModel ? " (move it to the GPU, or pass a numpy array "
                                "to have it copied)"
                              : ""));
  }
  return TensorPtr(view);
}

/// The capsule names DLPack gives each managed-tensor struct: unconsumed,
/// and renamed by the consumer once it has taken ownership.
template <typename Managed> struct DLPackCapsuleNames;
template <> struct DLPackCapsuleNames<DLManagedTensor> {
  static constexpr const char *unused = "dltensor";
  static constexpr const char *used = "used_dltensor";
};
template <> struct DLPackCapsuleNames<DLManagedTensorVersioned> {
  static constexpr const char *unused = "dltensor_versioned";
  static constexpr const char *used = "used_dltensor_versioned";
};

/// A runtime tensor handed out through DLPack: `__dlpack__` gives capsules
/// whose deleters keep the tensor (shared) alive as long as the consumer
/// holds them.
class DLPackTensor {
public:
  explicit DLPackTensor(TensorPtr t) : tensor(t.release(), TensorDeleter()) {
    MlcDevice where;
    check(mlcTensorGetDevice(tensor.get(), &where));
    device = where == MLC_DEVICE_CUDA ? DLDevice{kDLCUDA, runtimeCudaDevice()}
                                      : DLDevice{kDLCPU, 0};
  }

  py::tuple dlpackDevice() const {
    return py::make_tuple(device.device_type, device.device_id);
  }

  py::tuple shape() const {
    int64_t rank;
    const int64_t *dims;
    check(mlcTensorGetShape(tensor.get(), &rank, &dims));
    py::tuple result(rank);
    for (int64_t d = 0; d < rank; ++d)
      result[d] = py::int_(dims[d]);
    return result;
  }

  std::string dtypeName() const {
    MlcDType dtype;
    check(mlcTensorGetDType(tensor.get(), &dtype));
    return mlcDTypeName(dtype);
  }

  /// A host copy as a numpy array.
  py::array hostCopy() const {
    MlcTensor *copy = nullptr;
    {
      py::gil_scoped_release release;
      check(mlcTensorCopyToDevice(tensor.get(), MLC_DEVICE_CPU, &copy));
    }
    return toNumpy(TensorPtr(copy));
  }

  /// The outputs are complete when the run returns, so `stream` needs no
  /// synchronization; `max_version` >= 1 gets a versioned capsule.
  py::object dlpack(py::object stream, py::object maxVersion,
                    py::object dlDevice, py::object copy) const {
    if (!dlDevice.is_none()) {
      auto wanted = dlDevice.cast<std::pair<int32_t, int32_t>>();
      if (wanted.first != device.device_type ||
          wanted.second != device.device_id)
        throw py::buffer_error("mlc DLPack tensors are exported only on their "
                               "own device (" + describeDevice(device) + ")");
    }
    if (!copy.is_none() && copy.cast<bool>())
      throw py::buffer_error("mlc DLPack tensors cannot be exported as copies");
    bool versioned = !maxVersion.is_none() &&
                     maxVersion.cast<std::pair<uint32_t, uint32_t>>().first >= 1;
    MlcDType dtype;
    int64_t rank;
    const int64_t *dims;
    void *data;
    check(mlcTensorGetDType(tensor.get(), &dtype));
    check(mlcTensorGetShape(tensor.get(), &rank, &dims));
    check(mlcTensorGetData(tensor.get(), &data, nullptr));
    auto *holder = new Holder{tensor, std::vector<int64_t>(dims, dims + rank)};
    DLTensor t{};
    t.data = data;
    t.device = device;
    t.ndim = static_cast<int32_t>(rank);
    for (const DTypeMapping &m : kDLPackDTypes)
      if (m.dtype == dtype)
        t.dtype = {m.code, m.bits, 1};
    t.shape = holder->shape.data();
    t.strides = nullptr;
    t.byte_offset = 0;
    PyObject *capsule =
        versioned ? makeCapsule(new DLManagedTensorVersioned{
                        {1, 0}, holder, deleteManaged<DLManagedTensorVersioned>,
                        0, t})
                  : makeCapsule(new DLManagedTensor{
                        t, holder, deleteManaged<DLManagedTensor>});
    if (!capsule)
      throw py::error_already_set();
    return py::reinterpret_steal<py::object>(capsule);
  }

private:
  /// A consumer's share of the tensor and the shape array it points at.
  struct Holder {
    std::shared_ptr<MlcTensor> tensor;
    std::vector<int64_t> shape;
  };

  /// The deleter a consumer calls when it is done with the tensor.
  template <typename Managed> static void deleteManaged(Managed *self) {
    delete static_cast<Holder *>(self->manager_ctx);
    delete self;
  }

  /// Wraps `managed` in a capsule that frees it if no consumer took it.
  template <typename Managed> static PyObject *makeCapsule(Managed *managed) {
    using Names = DLPackCapsuleNames<Managed>;
    return PyCapsule_New(managed, Names::unused, [](PyObject *c) {
      if (PyCapsule_IsValid(c, Names::used))
        return;
      if (auto *m =
              static_cast<Managed *>(PyCapsule_GetPointer(c, Names::unused)))
        m->deleter(m);
      else
        PyErr_Clear();
    });
  }
  std::shared_ptr<MlcTensor> tensor;
  DLDevice device;
};

/// Borrowed views of the caller's inputs, valid while `inputs` lives: numpy
/// arrays (tagged with their mlc dtype codes) or DLPack capsules (their
/// dtype code is ignored).
struct InputViews {
  std::vector<TensorPtr> owned;
  std::vector<const MlcTensor *> ptrs;

  InputViews(const std::vector<py::object> &inputs,
             const std::vector<int> &dtypes, const std::string &target) {
    if (inputs.size() != dtypes.size())
      throw RunError("internal error: one dtype per input expected");
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (py::isinstance<py::tuple>(inputs[i])) {
        // ("room", buffer, length, axis): a buffer (numpy array or DLPack
        // capsule) of which the first `length` entries along `axis` are the
        // input, the rest room for an input kept in place (mlc.CacheView).
        auto t = py::reinterpret_borrow<py::tuple>(inputs[i]);
        if (t.size() != 4)
          throw RunError("input " + std::to_string(i) +
                         ": internal error: bad buffer view");
        std::vector<py::object> one = {t[1]};
        InputViews whole(one, {dtypes[i]}, target);
        const MlcTensor *full = whole.ptrs[0];
        int64_t length = t[2].cast<int64_t>(), axis = t[3].cast<int64_t>();
        int64_t rank = 0;
        const int64_t *dims = nullptr;
        void *data = nullptr;
        size_t bytes = 0;
        MlcDType dtype;
        MlcDevice device;
        check(mlcTensorGetShape(full, &rank, &dims));
        check(mlcTensorGetData(full, &data, &bytes));
        check(mlcTensorGetDType(full, &dtype));
        check(mlcTensorGetDevice(full, &device));
        if (axis < 0 || axis >= rank || length < 0 || length > dims[axis])
          throw RunError("input " + std::to_string(i) + ": a view of " +
                         std::to_string(length) + " entries along dim " +
                         std::to_string(axis) + " of a buffer of shape " +
                         std::to_string(rank ? dims[0] : 0) + "x... (rank " +
                         std::to_string(rank) + ")");
        std::vector<int64_t> shape(dims, dims + rank);
        shape[axis] = length;
        MlcTensor *view = nullptr;
        check(mlcTensorCreateViewWithRoom(device, dtype, rank, shape.data(),
                                          data, bytes, &view));
        for (TensorPtr &p : whole.owned)
          owned.push_back(std::move(p));
        owned.emplace_back(view);
        ptrs.push_back(view);
        continue;
      }
      if (py::isinstance<py::capsule>(inputs[i])) {
        owned.push_back(
            viewDLPack(py::reinterpret_borrow<py::capsule>(inputs[i]), i,
                       target));
        ptrs.push_back(owned.back().get());
        continue;
      }
      if (!py::isinstance<py::array>(inputs[i]))
        throw RunError("input " + std::to_string(i) +
                       ": internal error: not a numpy array or a DLPack "
                       "capsule");
      auto a = py::reinterpret_borrow<py::array>(inputs[i]);
      auto dtype = static_cast<MlcDType>(dtypes[i]);
      size_t size = mlcDTypeSize(dtype);
      if (size == 0)
        throw RunError("input " + std::to_string(i) + ": invalid dtype");
      // The Python layer passes C-contiguous, aligned arrays of the right
      // element size; check anyway rather than read out of bounds.
      if (static_cast<size_t>(a.itemsize()) != size ||
          !(a.flags() & py::array::c_style))
        throw RunError("input " + std::to_string(i) +
                       ": internal error: not a contiguous array of " +
                       mlcDTypeName(dtype));
      std::vector<int64_t> shape(a.shape(), a.shape() + a.ndim());
      MlcTensor *t = nullptr;
      check(mlcTensorCreateView(dtype, a.ndim(), shape.data(),
                                const_cast<void *>(a.data()), &t));
      owned.emplace_back(t);
      ptrs.push_back(t);
    }
  }
};

/// A loaded artifact. Runs on one model are serialized (the runtime's
/// contract); the GIL is released while a model runs.
class Model {
public:
  /// `params`: the parameter file ("" for the default beside the library);
  /// `randomSeed` >= 0: random parameters instead (mlcModelLoadWithOptions).
  Model(const std::string &path, const std::string &params,
        int64_t randomSeed) {
    MlcModel *m = nullptr;
    MlcModelLoadOptions options = {};
    options.params_path = params.empty() ? nullptr : params.c_str();
    options.random_params = randomSeed >= 0;
    options.random_seed = static_cast<uint64_t>(randomSeed >= 0 ? randomSeed : 0);
    {
      py::gil_scoped_release release;
      check(mlcModelLoadWithOptions(path.c_str(), &options, &m));
    }
    model = m;
    const char *t;
    check(mlcModelGetTarget(model, &t));
    targetName = t;
  }
  ~Model() { mlcModelFree(model); }
  Model(const Model &) = delete;

  /// mlcModelGenerate: the new token ids.
  std::vector<int64_t> generate(const std::vector<int64_t> &prompt,
                                int64_t maxNewTokens, double temperature,
                                int32_t topK, uint64_t seed,
                                int64_t eosTokenId) {
    MlcGenerateOptions options = {};
    options.temperature = temperature;
    options.top_k = topK;
    options.seed = seed;
    options.stop_at_eos = eosTokenId >= 0;
    options.eos_token_id = eosTokenId;
    std::vector<int64_t> tokens(std::max<int64_t>(maxNewTokens, 0));
    int64_t count = 0;
    {
      py::gil_scoped_release release;
      check(mlcModelGenerate(model, prompt.data(),
                             static_cast<int64_t>(prompt.size()), maxNewTokens,
                             &options, tokens.data(), &count));
    }
    tokens.resize(count);
    return tokens;
  }
  Model &operator=(const Model &) = delete;

  std::string target() const {
    const char *t;
    check(mlcModelGetTarget(model, &t));
    return t;
  }

  /// (input, output, axis, rows) per input kept in place
  /// (mlcModelGetInPlaceInput).
  py::list inPlace() const {
    int64_t n;
    check(mlcModelGetNumInputs(model, &n));
    py::list result;
    for (int64_t i = 0; i < n; ++i) {
      int64_t output = -1, axis = 0, rows = 0;
      check(mlcModelGetInPlaceInput(model, i, &output, &axis, &rows));
      if (output >= 0)
        result.append(py::make_tuple(i, output, axis, rows));
    }
    return result;
  }
  std::string metadata() const {
    const char *m;
    check(mlcModelGetMetadata(model, &m));
    return m;
  }

  std::string paramsSource() const {
    const char *source;
    check(mlcModelGetParamsSource(model, &source));
    return source;
  }

  enum class Kind { Inputs, Outputs, Params };

  /// (name, dtype code, dtype name, dims with -1 for dynamic) per input,
  /// output or external parameter.
  py::list signature(Kind kind) const {
    int64_t n;
    check(kind == Kind::Outputs  ? mlcModelGetNumOutputs(model, &n)
          : kind == Kind::Inputs ? mlcModelGetNumInputs(model, &n)
                                 : mlcModelGetNumParams(model, &n));
    py::list result;
    for (int64_t i = 0; i < n; ++i) {
      MlcTensorInfo info;
      check(kind == Kind::Outputs  ? mlcModelGetOutputInfo(model, i, &info)
            : kind == Kind::Inputs ? mlcModelGetInputInfo(model, i, &info)
                                   : mlcModelGetParamInfo(model, i, &info));
      py::tuple dims(info.rank);
      for (int64_t d = 0; d < info.rank; ++d)
        dims[d] = py::int_(info.dims[d]);
      result.append(py::make_tuple(info.name, static_cast<int>(info.dtype),
                                   mlcDTypeName(info.dtype), dims));
    }
    return result;
  }

  /// Runs on numpy arrays and DLPack capsules; `deviceOutputs` returns the
  /// outputs as DLPackTensors on the model's device (mlcModelRunOnDevice).
  py::list run(const std::vector<py::object> &inputs,
               const std::vector<int> &dtypes, bool deviceOutputs) {
    InputViews views(inputs, dtypes, targetName);
    int64_t numOutputs;
    check(mlcModelGetNumOutputs(model, &numOutputs));
    std::vector<MlcTensor *> outputs(numOutputs, nullptr);
    MlcStatus status;
    std::string error;
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex);
      status = (deviceOutputs ? mlcModelRunOnDevice : mlcModelRun)(
          model, views.ptrs.data(), views.ptrs.size(), outputs.data(),
          numOutputs);
      if (status != MLC_STATUS_OK)
        error = mlcGetLastError(); // thread-local: read on this thread
    }
    if (status != MLC_STATUS_OK)
      throw RunError(error);
    std::vector<TensorPtr> owned;
    for (MlcTensor *t : outputs)
      owned.emplace_back(t);
    py::list result;
    for (TensorPtr &t : owned) {
      if (deviceOutputs)
        result.append(py::cast(DLPackTensor(std::move(t))));
      else
        result.append(toNumpy(std::move(t)));
    }
    return result;
  }

  /// Runs `warmup` + `n` times on the same inputs; returns the `n`
  /// latencies in milliseconds measured around each mlcModelRun, and the
  /// runtime's own compute time of each run (mlcModelGetLastRunTime: the
  /// model without input/output copies; the same as the latency on the CPU).
  /// Outputs are discarded.
  std::pair<std::vector<double>, std::vector<double>>
  benchmark(const std::vector<py::object> &inputs,
            const std::vector<int> &dtypes, int64_t n, int64_t warmup) {
    if (n < 1 || warmup < 0)
      throw py::value_error("benchmark needs n >= 1 and warmup >= 0");
    InputViews views(inputs, dtypes, targetName);
    int64_t numOutputs;
    check(mlcModelGetNumOutputs(model, &numOutputs));
    std::vector<double> times, computeTimes;
    times.reserve(n);
    computeTimes.reserve(n);
    std::string error;
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex);
      std::vector<MlcTensor *> outputs(numOutputs, nullptr);
      for (int64_t i = 0; i < warmup + n; ++i) {
        auto start = std::chrono::steady_clock::now();
        MlcStatus status =
            mlcModelRun(model, views.ptrs.data(), views.ptrs.size(),
                        outputs.data(), numOutputs);
        auto end = std::chrono::steady_clock::now();
        double compute = 0;
        if (status == MLC_STATUS_OK)
          status = mlcModelGetLastRunTime(model, nullptr, &compute);
        if (status != MLC_STATUS_OK) {
          error = mlcGetLastError();
          break;
        }
        for (MlcTensor *&t : outputs) {
          mlcTensorFree(t);
          t = nullptr;
        }
        if (i >= warmup) {
          times.push_back(
              std::chrono::duration<double, std::milli>(end - start).count());
          computeTimes.push_back(compute);
        }
      }
    }
    if (!error.empty())
      throw RunError(error);
    return {times, computeTimes};
  }

private:
  MlcModel *model = nullptr;
  std::string targetName;
  std::mutex mutex;
};

} // namespace

PYBIND11_MODULE(_runtime, m) {
  m.doc() = "mlc's runtime (libmlc_runtime) for Python: load compiled models "
            "and run them on numpy arrays. Use the `mlc` package, not this "
            "module.";

  // mlc.RuntimeError is defined in Python (mlc/_errors.py); keep a reference
  // for the translator (leaked on purpose: it must outlive the interpreter's
  // module teardown).
  runtimeError =
      py::object(py::module_::import("mlc._errors").attr("RuntimeError"))
          .release()
          .ptr();
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p)
        std::rethrow_exception(p);
    } catch (const RunError &e) {
      PyErr_SetString(runtimeError, e.what());
    }
  });

  m.def(
      "version", [] { return std::string(mlcGetVersion()); },
      "The runtime's version string.");
  m.def("get_num_threads", &mlcGetNumThreads,
        "The runtime thread pool's size, the calling thread included.");
  m.def(
      "set_num_threads", [](int32_t n) { check(mlcSetNumThreads(n)); },
      py::arg("n"), "Resizes the runtime thread pool (n >= 1).");
  m.def(
      "dtype_size",
      [](int dtype) { return mlcDTypeSize(static_cast<MlcDType>(dtype)); },
      py::arg("dtype"), "Bytes per element of an mlc dtype code (0: invalid).");
  m.def(
      "dtype_from_name",
      [](const std::string &name) {
        MlcDType dtype;
        check(mlcDTypeFromName(name.c_str(), &dtype));
        return static_cast<int>(dtype);
      },
      py::arg("name"), "The mlc dtype code of a name such as 'f32'.");

  m.def(
      "cuda_stream",
      [] {
        void *stream = nullptr;
        check(mlcCudaGetStream(&stream));
        return reinterpret_cast<uintptr_t>(stream);
      },
      "The CUstream models run on, as an int (DLPack's `stream` argument); "
      "brings up the CUDA backend.");

  py::class_<DLPackTensor>(
      m, "DLPackTensor",
      "An output of a model on its device (mlc.Module(..., outputs='dlpack')): "
      "hand it to torch.from_dlpack, numpy.from_dlpack (host tensors) or any "
      "DLPack consumer; the memory lives as long as a consumer holds it. The "
      "data is complete when the call that made it returned.")
      .def("__dlpack__", &DLPackTensor::dlpack, py::kw_only(),
           py::arg("stream") = py::none(), py::arg("max_version") = py::none(),
           py::arg("dl_device") = py::none(), py::arg("copy") = py::none(),
           "A DLPack capsule (versioned when max_version >= (1, 0)).")
      .def("__dlpack_device__", &DLPackTensor::dlpackDevice,
           "(DLPack device type, device id): (1, 0) host, (2, N) cuda:N.")
      .def_property_readonly("shape", &DLPackTensor::shape, "The dims.")
      .def_property_readonly("dtype_name", &DLPackTensor::dtypeName,
                             "mlc's name of the element type ('f32', ...).")
      .def("numpy", &DLPackTensor::hostCopy,
           "A copy in host memory as a numpy array.");

  py::class_<Model>(m, "Model", "A compiled model loaded by libmlc_runtime.")
      .def(py::init<const std::string &, const std::string &, int64_t>(),
           py::arg("path"), py::arg("params") = "",
           py::arg("random_seed") = -1,
           "Loads the artifact (.so) at `path` with its external parameters "
           "from `params` (default: beside it), or random ones when "
           "random_seed >= 0.")
      .def_property_readonly("target", &Model::target,
                             "The target it was compiled for ('cpu', ...).")
      .def_property_readonly("metadata", &Model::metadata,
                             "The artifact's raw metadata record.")
      .def_property_readonly(
          "inputs",
          [](const Model &self) { return self.signature(Model::Kind::Inputs); },
          "(name, dtype code, dtype name, dims) per input; -1 is dynamic.")
      .def_property_readonly(
          "outputs",
          [](const Model &self) { return self.signature(Model::Kind::Outputs); },
          "(name, dtype code, dtype name, dims) per output; -1 is dynamic.")
      .def_property_readonly(
          "params",
          [](const Model &self) { return self.signature(Model::Kind::Params); },
          "(name, dtype code, dtype name, dims) per external parameter.")
      .def_property_readonly("params_source", &Model::paramsSource,
                             "The parameter file, 'random:<seed>', or ''.")
      .def("in_place", &Model::inPlace)
      .def("run", &Model::run, py::arg("inputs"), py::arg("dtypes"),
           py::arg("device_outputs") = false,
           "Runs on C-contiguous arrays (borrowed, not copied) tagged with "
           "their mlc dtype codes, or DLPack capsules (borrowed); returns the "
           "outputs as numpy arrays, or DLPackTensors on the model's device "
           "with device_outputs.")
      .def("generate", &Model::generate, py::arg("prompt"),
           py::arg("max_new_tokens"), py::arg("temperature") = 0.0,
           py::arg("top_k") = 0, py::arg("seed") = 0,
           py::arg("eos_token_id") = -1,
           "mlcModelGenerate: runs a decoder artifact token by token; returns "
           "the new token ids.")
      .def("benchmark", &Model::benchmark, py::arg("inputs"), py::arg("dtypes"),
           py::arg("n"), py::arg("warmup"),
           "Runs warmup + n times; returns the n latencies and the n compute "
           "times (mlcModelGetLastRunTime) in ms.");
}
