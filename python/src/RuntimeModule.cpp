//===- RuntimeModule.cpp - mlc._runtime: the runtime C API for Python -----===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The mechanics under `mlc.Module`: load an artifact with libmlc_runtime,
// describe its signature, run it on numpy arrays (inputs are borrowed
// zero-copy through mlcTensorCreateView, outputs are handed to numpy without
// a copy) and time it. The policy (dtype conversion, contiguity, what a call
// returns) lives in mlc/_module.py. Depends on libmlc_runtime only, never on
// LLVM/MLIR. Every runtime failure becomes `mlc.RuntimeError`.
//
//===----------------------------------------------------------------------===//

#include "mlc-c/Runtime.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
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
  case MLC_DTYPE_INVALID:
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

/// Borrowed views of the caller's arrays, valid while `arrays` lives.
struct InputViews {
  std::vector<TensorPtr> owned;
  std::vector<const MlcTensor *> ptrs;

  InputViews(const std::vector<py::array> &arrays,
             const std::vector<int> &dtypes) {
    if (arrays.size() != dtypes.size())
      throw RunError("internal error: one dtype per input expected");
    for (size_t i = 0; i < arrays.size(); ++i) {
      const py::array &a = arrays[i];
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
  explicit Model(const std::string &path) {
    MlcModel *m = nullptr;
    {
      py::gil_scoped_release release;
      check(mlcModelLoad(path.c_str(), &m));
    }
    model = m;
  }
  ~Model() { mlcModelFree(model); }
  Model(const Model &) = delete;
  Model &operator=(const Model &) = delete;

  std::string target() const {
    const char *t;
    check(mlcModelGetTarget(model, &t));
    return t;
  }
  std::string metadata() const {
    const char *m;
    check(mlcModelGetMetadata(model, &m));
    return m;
  }

  /// (name, dtype code, dtype name, dims with -1 for dynamic) per input or
  /// output.
  py::list signature(bool outputs) const {
    int64_t n;
    check(outputs ? mlcModelGetNumOutputs(model, &n)
                  : mlcModelGetNumInputs(model, &n));
    py::list result;
    for (int64_t i = 0; i < n; ++i) {
      MlcTensorInfo info;
      check(outputs ? mlcModelGetOutputInfo(model, i, &info)
                    : mlcModelGetInputInfo(model, i, &info));
      py::tuple dims(info.rank);
      for (int64_t d = 0; d < info.rank; ++d)
        dims[d] = py::int_(info.dims[d]);
      result.append(py::make_tuple(info.name, static_cast<int>(info.dtype),
                                   mlcDTypeName(info.dtype), dims));
    }
    return result;
  }

  py::list run(const std::vector<py::array> &arrays,
               const std::vector<int> &dtypes) {
    InputViews views(arrays, dtypes);
    int64_t numOutputs;
    check(mlcModelGetNumOutputs(model, &numOutputs));
    std::vector<MlcTensor *> outputs(numOutputs, nullptr);
    MlcStatus status;
    std::string error;
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex);
      status = mlcModelRun(model, views.ptrs.data(), views.ptrs.size(),
                           outputs.data(), numOutputs);
      if (status != MLC_STATUS_OK)
        error = mlcGetLastError(); // thread-local: read on this thread
    }
    if (status != MLC_STATUS_OK)
      throw RunError(error);
    std::vector<TensorPtr> owned;
    for (MlcTensor *t : outputs)
      owned.emplace_back(t);
    py::list result;
    for (TensorPtr &t : owned)
      result.append(toNumpy(std::move(t)));
    return result;
  }

  /// Runs `warmup` + `n` times on the same inputs; returns the `n`
  /// latencies in milliseconds measured around each mlcModelRun, and the
  /// runtime's own compute time of each run (mlcModelGetLastRunTime: the
  /// model without input/output copies; the same as the latency on the CPU).
  /// Outputs are discarded.
  std::pair<std::vector<double>, std::vector<double>>
  benchmark(const std::vector<py::array> &arrays,
            const std::vector<int> &dtypes, int64_t n, int64_t warmup) {
    if (n < 1 || warmup < 0)
      throw py::value_error("benchmark needs n >= 1 and warmup >= 0");
    InputViews views(arrays, dtypes);
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

  py::class_<Model>(m, "Model", "A compiled model loaded by libmlc_runtime.")
      .def(py::init<const std::string &>(), py::arg("path"),
           "Loads the artifact (.so) at `path`.")
      .def_property_readonly("target", &Model::target,
                             "The target it was compiled for ('cpu', ...).")
      .def_property_readonly("metadata", &Model::metadata,
                             "The artifact's raw metadata record.")
      .def_property_readonly(
          "inputs", [](const Model &self) { return self.signature(false); },
          "(name, dtype code, dtype name, dims) per input; -1 is dynamic.")
      .def_property_readonly(
          "outputs", [](const Model &self) { return self.signature(true); },
          "(name, dtype code, dtype name, dims) per output; -1 is dynamic.")
      .def("run", &Model::run, py::arg("arrays"), py::arg("dtypes"),
           "Runs on C-contiguous arrays (borrowed, not copied) tagged with "
           "their mlc dtype codes; returns the outputs as numpy arrays.")
      .def("benchmark", &Model::benchmark, py::arg("arrays"), py::arg("dtypes"),
           py::arg("n"), py::arg("warmup"),
           "Runs warmup + n times; returns the n latencies and the n compute "
           "times (mlcModelGetLastRunTime) in ms.");
}
