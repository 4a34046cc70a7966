//===- RuntimeTensorFileTool.cpp - tensor file helper for tests -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Lets RuntimeMlcRunTest.py check mlc_tensor_io against NumPy and ONNX:
//   RuntimeTensorFileTool compare A B   exit 0 iff A and B hold the same
//                                       dtype, shape and bytes (a bf16 and a
//                                       u16 tensor compare by their bits)
//   RuntimeTensorFileTool convert IN OUT  rewrite IN as OUT (.npy or .pb)
//
//===----------------------------------------------------------------------===//

#include "mlc/Runtime/TensorIO.h"

#include <cstdio>
#include <string>

using namespace mlc::runtime;

static int fail(const std::string &message) {
  std::fprintf(stderr, "RuntimeTensorFileTool: %s\n", message.c_str());
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 4)
    return fail("usage: compare A B | convert IN OUT");
  std::string mode = argv[1], first = argv[2], second = argv[3];
  HostTensor a, b;
  std::string error;
  if (!readTensorFile(first, a, error))
    return fail(error);

  if (mode == "convert") {
    bool pb = second.size() > 3 && second.substr(second.size() - 3) == ".pb";
    if (!writeFileBytes(
            second, pb ? encodeTensorProto(a, a.name) : encodeNpy(a), error))
      return fail(error);
    return 0;
  }
  if (mode != "compare")
    return fail("unknown mode " + mode);
  if (!readTensorFile(second, b, error))
    return fail(error);
  if (a.dtype == MLC_DTYPE_BF16 && b.dtype == MLC_DTYPE_U16)
    b.dtype = MLC_DTYPE_BF16;
  if (b.dtype == MLC_DTYPE_BF16 && a.dtype == MLC_DTYPE_U16)
    a.dtype = MLC_DTYPE_BF16;
  if (a.dtype != b.dtype || a.shape != b.shape)
    return fail(first + " is " + formatShape(a.shape) + " " +
                mlcDTypeName(a.dtype) + ", " + second + " is " +
                formatShape(b.shape) + " " + mlcDTypeName(b.dtype));
  if (a.data != b.data)
    return fail("data differs: " + formatValues(a, 16) + " vs " +
                formatValues(b, 16));
  std::printf("%s %s\n", formatShape(a.shape).c_str(), mlcDTypeName(a.dtype));
  return 0;
}
