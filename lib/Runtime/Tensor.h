//===- Tensor.h - the runtime's tensors -------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// MlcTensor (mlc-c/Runtime.h): a host or CUDA tensor, owning or a view, and
// the helpers that running a model shares with the tensor API (Tensor.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_RUNTIME_TENSOR_H
#define MLC_LIB_RUNTIME_TENSOR_H

#include "mlc-c/Runtime.h"

#include "CudaBackend.h"

#include <cstdint>
#include <cstdlib>
#include <deque>
#include <memory>
#include <string>
#include <vector>

struct MlcTensor {
  MlcDevice device = MLC_DEVICE_CPU;
  MlcDType dtype = MLC_DTYPE_INVALID;
  std::vector<int64_t> shape;
  int64_t numElements = 0;
  size_t numBytes = 0;
  void *data = nullptr;
  /// Freed on destruction (free(), or the CUDA backend's free for a CUDA
  /// tensor); null for a view.
  void *ownedBlock = nullptr;
  /// The bytes of an owning string tensor's elements (a deque: elements
  /// never move, so the MlcString handles stay valid).
  std::deque<std::string> strings;
  /// Bytes the buffer at `data` holds (at least numBytes): more for a
  /// tensor created with room to grow along an axis
  /// (mlcTensorCreateWithRoom), which a model input kept in place writes
  /// into.
  size_t capacityBytes = 0;
  /// A block shared between a tensor and the views of it that runs return
  /// for outputs kept in place (freed by the last one); null otherwise.
  std::shared_ptr<void> sharedBlock;

  size_t capacity() const {
    return capacityBytes > numBytes ? capacityBytes : numBytes;
  }

  ~MlcTensor() {
    if (device == MLC_DEVICE_CPU)
      std::free(ownedBlock);
    else if (ownedBlock)
      if (mlc::runtime::CudaBackend *cuda =
              mlc::runtime::CudaBackend::getIfInitialized())
        cuda->free(ownedBlock);
  }
};

namespace mlc::runtime {

/// Makes `tensor`'s block shared (sharedBlock) so that a view of it may keep
/// it alive; a no-op for a view of caller memory or a block already shared.
void shareBlock(MlcTensor &tensor);

/// Builds a tensor's dtype/shape/size fields, checking for negative dims and
/// byte-size overflow.
MlcStatus initTensor(MlcTensor &tensor, MlcDType dtype, int64_t rank,
                     const int64_t *shape);

/// `numBytes` (at least 1) of 64-byte aligned host memory for free(), or
/// null.
void *allocateAligned(size_t numBytes);

/// Points the string handles of `tensor` (host, owning) at copies the
/// tensor owns: after a run, handles may point into the artifact's string
/// arena, its constants or the inputs.
void ownStrings(MlcTensor &tensor);

} // namespace mlc::runtime

#endif // MLC_LIB_RUNTIME_TENSOR_H
