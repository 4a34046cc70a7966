//===- Tensor.cpp - element types, devices and tensors --------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The tensor half of mlc-c/Runtime.h: element types, devices, and host and
// CUDA tensors (creation, views, copies, string elements, accessors).
//
//===----------------------------------------------------------------------===//

#include "Tensor.h"

#include "CudaBackend.h"
#include "DType.h"
#include "Metadata.h"
#include "Status.h"

#include <cstring>
#include <memory>

using namespace mlc::runtime;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

size_t mlcDTypeSize(MlcDType dtype) { return mlcDTypeSizeOf(dtype); }

const char *mlcDTypeName(MlcDType dtype) { return mlcDTypeNameOf(dtype); }

MlcStatus mlcDTypeFromName(const char *name, MlcDType *dtype) {
  MLC_CHECK_ARG(name && dtype);
  int32_t d = 0;
  if (mlcDTypeFromNameOf(name, &d)) {
    *dtype = static_cast<MlcDType>(d);
    return MLC_STATUS_OK;
  }
  return fail(MLC_STATUS_INVALID_ARGUMENT,
              "unknown dtype '" + std::string(name) + "'");
}

//===----------------------------------------------------------------------===//
// Devices
//===----------------------------------------------------------------------===//

const char *mlcDeviceName(MlcDevice device) {
  switch (device) {
  case MLC_DEVICE_CPU:
    return "cpu";
  case MLC_DEVICE_CUDA:
    return "cuda";
  case MLC_DEVICE_MAX_ENUM:
    break;
  }
  return "invalid";
}

MlcStatus mlcCudaInit(void) {
  return guarded([] {
    std::string error;
    if (!CudaBackend::get(error))
      return fail(MLC_STATUS_UNSUPPORTED, error);
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcCudaGetStream(void **stream) {
  MLC_CHECK_ARG(stream);
  return guarded([&] {
    std::string error;
    CudaBackend *cuda = CudaBackend::get(error);
    if (!cuda)
      return fail(MLC_STATUS_UNSUPPORTED, error);
    *stream = cuda->getStream();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcCudaGetDeviceDescription(const char **text) {
  MLC_CHECK_ARG(text);
  return guarded([&] {
    std::string error;
    CudaBackend *cuda = CudaBackend::get(error);
    if (!cuda)
      return fail(MLC_STATUS_UNSUPPORTED, error);
    *text = cuda->getDescription().c_str();
    return MLC_STATUS_OK;
  });
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

MlcStatus mlc::runtime::initTensor(MlcTensor &tensor, MlcDType dtype,
                                   int64_t rank, const int64_t *shape) {
  size_t elementSize = mlcDTypeSize(dtype);
  if (elementSize == 0)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "invalid dtype");
  if (rank < 0 || (rank > 0 && !shape))
    return fail(MLC_STATUS_INVALID_ARGUMENT, "invalid rank or shape");
  int64_t numElements = 1;
  for (int64_t i = 0; i < rank; ++i) {
    if (shape[i] < 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "negative dim in shape " + formatDims(shape, rank));
    if (__builtin_mul_overflow(numElements, shape[i], &numElements) ||
        numElements > INT64_MAX / static_cast<int64_t>(elementSize))
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "tensor too large: " + formatDims(shape, rank));
  }
  tensor.dtype = dtype;
  tensor.shape.assign(shape, shape + rank);
  tensor.numElements = numElements;
  tensor.numBytes = static_cast<size_t>(numElements) * elementSize;
  return MLC_STATUS_OK;
}

void *mlc::runtime::allocateAligned(size_t numBytes) {
  void *block = nullptr;
  if (posix_memalign(&block, 64, numBytes ? numBytes : 1) != 0)
    return nullptr;
  return block;
}

MlcStatus mlcTensorCreate(MlcDType dtype, int64_t rank, const int64_t *shape,
                          MlcTensor **tensor) {
  MLC_CHECK_ARG(tensor);
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    result->ownedBlock = allocateAligned(result->numBytes);
    if (!result->ownedBlock)
      return fail(MLC_STATUS_OUT_OF_MEMORY,
                  "cannot allocate " + std::to_string(result->numBytes) +
                      " bytes");
    std::memset(result->ownedBlock, 0, result->numBytes);
    result->data = result->ownedBlock;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

void mlc::runtime::shareBlock(MlcTensor &tensor) {
  if (!tensor.ownedBlock)
    return;
  void *block = tensor.ownedBlock;
  tensor.ownedBlock = nullptr;
  if (tensor.device == MLC_DEVICE_CPU) {
    tensor.sharedBlock = std::shared_ptr<void>(block, [](void *b) {
      std::free(b);
    });
  } else {
    tensor.sharedBlock = std::shared_ptr<void>(block, [](void *b) {
      if (CudaBackend *cuda = CudaBackend::getIfInitialized())
        cuda->free(b);
    });
  }
}

MlcStatus mlcTensorCreateWithRoom(MlcDevice device, MlcDType dtype,
                                  int64_t rank, const int64_t *shape,
                                  int64_t axis, int64_t capacity,
                                  MlcTensor **tensor) {
  MLC_CHECK_ARG(tensor);
  return guarded([&] {
    if (rank < 1 || !shape || axis < 0 || axis >= rank)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "mlcTensorCreateWithRoom: axis " + std::to_string(axis) +
                      " out of range for rank " + std::to_string(rank));
    for (int64_t d = 0; d < axis; ++d)
      if (shape[d] != 1)
        return fail(MLC_STATUS_INVALID_ARGUMENT,
                    "mlcTensorCreateWithRoom: every dim before the axis must "
                    "be 1 (the entries grow as one contiguous prefix), got " +
                        formatDims(shape, rank));
    if (capacity < shape[axis])
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "mlcTensorCreateWithRoom: room for " +
                      std::to_string(capacity) + " entries along axis " +
                      std::to_string(axis) + " is less than the shape's " +
                      std::to_string(shape[axis]));
    std::vector<int64_t> full(shape, shape + rank);
    full[axis] = capacity;
    MlcTensor *created = nullptr;
    if (MlcStatus status = mlcTensorCreateOnDevice(device, dtype, rank,
                                                   full.data(), &created))
      return status;
    std::unique_ptr<MlcTensor> result(created);
    size_t room = result->numBytes;
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    result->capacityBytes = room;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateViewWithRoom(MlcDevice device, MlcDType dtype,
                                      int64_t rank, const int64_t *shape,
                                      void *data, size_t capacityBytes,
                                      MlcTensor **tensor) {
  MlcTensor *created = nullptr;
  if (MlcStatus status = mlcTensorCreateViewOnDevice(device, dtype, rank,
                                                     shape, data, &created))
    return status;
  std::unique_ptr<MlcTensor> result(created);
  if (capacityBytes < result->numBytes)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "mlcTensorCreateViewWithRoom: a buffer of " +
                    std::to_string(capacityBytes) + " bytes cannot hold " +
                    formatDims(result->shape) + " (" +
                    std::to_string(result->numBytes) + " bytes)");
  result->capacityBytes = capacityBytes;
  *tensor = result.release();
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorCreateView(MlcDType dtype, int64_t rank,
                              const int64_t *shape, void *data,
                              MlcTensor **tensor) {
  MLC_CHECK_ARG(tensor);
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    if (!data && result->numBytes != 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "null data for a non-empty tensor");
    result->data = data;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

namespace {
/// The CUDA backend, or a status (MLC_STATUS_UNSUPPORTED) with its error.
MlcStatus getCuda(CudaBackend *&cuda) {
  std::string error;
  cuda = CudaBackend::get(error);
  if (!cuda)
    return fail(MLC_STATUS_UNSUPPORTED, error);
  return MLC_STATUS_OK;
}

MlcStatus checkDevice(MlcDevice device) {
  if (device != MLC_DEVICE_CPU && device != MLC_DEVICE_CUDA)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "invalid device " + std::to_string(static_cast<int>(device)));
  return MLC_STATUS_OK;
}
} // namespace

void mlc::runtime::ownStrings(MlcTensor &tensor) {
  auto *elements = static_cast<MlcString *>(tensor.data);
  for (int64_t i = 0; i < tensor.numElements; ++i) {
    const std::string &copy =
        tensor.strings.emplace_back(elements[i].data ? elements[i].data : "",
                                    static_cast<size_t>(elements[i].size));
    elements[i].data = copy.data();
  }
}

MlcStatus mlcTensorGetString(const MlcTensor *tensor, int64_t index,
                             const char **data, int64_t *size) {
  MLC_CHECK_ARG(tensor && data && size);
  if (tensor->dtype != MLC_DTYPE_STRING || tensor->device != MLC_DEVICE_CPU)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "not a host string tensor");
  if (index < 0 || index >= tensor->numElements)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "string index out of range");
  const MlcString &s = static_cast<const MlcString *>(tensor->data)[index];
  *data = s.data ? s.data : "";
  *size = s.size;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorSetString(MlcTensor *tensor, int64_t index, const char *data,
                             int64_t size) {
  MLC_CHECK_ARG(tensor && (data || size == 0) && size >= 0);
  if (tensor->dtype != MLC_DTYPE_STRING || tensor->device != MLC_DEVICE_CPU ||
      !tensor->ownedBlock)
    return fail(MLC_STATUS_INVALID_ARGUMENT,
                "not a host string tensor that owns its storage");
  if (index < 0 || index >= tensor->numElements)
    return fail(MLC_STATUS_INVALID_ARGUMENT, "string index out of range");
  return guarded([&] {
    const std::string &copy = tensor->strings.emplace_back(
        data ? data : "", static_cast<size_t>(size));
    static_cast<MlcString *>(tensor->data)[index] = {copy.data(), size};
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateOnDevice(MlcDevice device, MlcDType dtype,
                                  int64_t rank, const int64_t *shape,
                                  MlcTensor **tensor) {
  if (device == MLC_DEVICE_CPU)
    return mlcTensorCreate(dtype, rank, shape, tensor);
  MLC_CHECK_ARG(tensor);
  if (MlcStatus status = checkDevice(device))
    return status;
  if (dtype == MLC_DTYPE_STRING)
    return fail(MLC_STATUS_UNSUPPORTED,
                "string tensors are not supported on the GPU");
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    CudaBackend *cuda = nullptr;
    if (MlcStatus status = getCuda(cuda))
      return status;
    int64_t bytes = static_cast<int64_t>(result->numBytes);
    void *block = nullptr;
    clearLastCudaError();
    if (int32_t rc = cuda->alloc(bytes, &block))
      return cudaFail(rc);
    result->device = MLC_DEVICE_CUDA;
    result->ownedBlock = result->data = block;
    int32_t rc = cuda->memsetZero(block, bytes);
    if (rc == 0)
      rc = cuda->synchronize();
    if (rc != 0)
      return cudaFail(rc);
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCreateViewOnDevice(MlcDevice device, MlcDType dtype,
                                      int64_t rank, const int64_t *shape,
                                      void *data, MlcTensor **tensor) {
  if (device == MLC_DEVICE_CPU)
    return mlcTensorCreateView(dtype, rank, shape, data, tensor);
  MLC_CHECK_ARG(tensor);
  if (MlcStatus status = checkDevice(device))
    return status;
  if (dtype == MLC_DTYPE_STRING)
    return fail(MLC_STATUS_UNSUPPORTED,
                "string tensors are not supported on the GPU");
  return guarded([&] {
    auto result = std::make_unique<MlcTensor>();
    if (MlcStatus status = initTensor(*result, dtype, rank, shape))
      return status;
    if (!data && result->numBytes != 0)
      return fail(MLC_STATUS_INVALID_ARGUMENT,
                  "null data for a non-empty tensor");
    CudaBackend *cuda = nullptr;
    if (MlcStatus status = getCuda(cuda))
      return status;
    result->device = device;
    result->data = data;
    *tensor = result.release();
    return MLC_STATUS_OK;
  });
}

MlcStatus mlcTensorCopyToDevice(const MlcTensor *src, MlcDevice device,
                                MlcTensor **copy) {
  MLC_CHECK_ARG(src && copy);
  if (MlcStatus status = checkDevice(device))
    return status;
  MlcTensor *created = nullptr;
  // A tensor with room (mlcTensorCreateWithRoom) keeps it: a buffer of the
  // same capacity, seen with the same shape.
  size_t elementSize = mlcDTypeSize(src->dtype);
  bool room = src->capacity() > src->numBytes && elementSize > 0;
  int64_t flat = room ? static_cast<int64_t>(src->capacity() / elementSize) : 0;
  if (MlcStatus status =
          room ? mlcTensorCreateOnDevice(device, src->dtype, 1, &flat, &created)
               : mlcTensorCreateOnDevice(
                     device, src->dtype,
                     static_cast<int64_t>(src->shape.size()),
                     src->shape.data(), &created))
    return status;
  std::unique_ptr<MlcTensor> result(created);
  if (room) {
    result->capacityBytes = result->numBytes;
    if (MlcStatus status =
            initTensor(*result, src->dtype,
                       static_cast<int64_t>(src->shape.size()),
                       src->shape.data()))
      return status;
  }
  int64_t bytes = static_cast<int64_t>(src->numBytes);
  if (bytes > 0) {
    if (src->device == MLC_DEVICE_CPU && device == MLC_DEVICE_CPU) {
      std::memcpy(result->data, src->data, src->numBytes);
      if (result->dtype == MLC_DTYPE_STRING)
        ownStrings(*result);
    } else {
      CudaBackend *cuda = nullptr;
      if (MlcStatus status = getCuda(cuda))
        return status;
      clearLastCudaError();
      int32_t rc = 0;
      if (src->device == MLC_DEVICE_CPU)
        rc = cuda->copyHostToDevice(result->data, src->data, bytes);
      else if (device == MLC_DEVICE_CPU)
        rc = cuda->copyDeviceToHost(result->data, src->data, bytes);
      else
        rc = cuda->copyDeviceToDevice(result->data, src->data, bytes);
      if (rc == 0)
        rc = cuda->synchronize();
      if (rc != 0)
        return cudaFail(rc);
    }
  }
  *copy = result.release();
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetDevice(const MlcTensor *tensor, MlcDevice *device) {
  MLC_CHECK_ARG(tensor && device);
  *device = tensor->device;
  return MLC_STATUS_OK;
}

void mlcTensorFree(MlcTensor *tensor) { delete tensor; }

MlcStatus mlcTensorGetDType(const MlcTensor *tensor, MlcDType *dtype) {
  MLC_CHECK_ARG(tensor && dtype);
  *dtype = tensor->dtype;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetShape(const MlcTensor *tensor, int64_t *rank,
                            const int64_t **shape) {
  MLC_CHECK_ARG(tensor && rank && shape);
  *rank = static_cast<int64_t>(tensor->shape.size());
  *shape = tensor->shape.empty() ? nullptr : tensor->shape.data();
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetData(const MlcTensor *tensor, void **data,
                           size_t *numBytes) {
  MLC_CHECK_ARG(tensor);
  if (data)
    *data = tensor->data;
  if (numBytes)
    *numBytes = tensor->numBytes;
  return MLC_STATUS_OK;
}

MlcStatus mlcTensorGetNumElements(const MlcTensor *tensor,
                                  int64_t *numElements) {
  MLC_CHECK_ARG(tensor && numElements);
  *numElements = tensor->numElements;
  return MLC_STATUS_OK;
}
