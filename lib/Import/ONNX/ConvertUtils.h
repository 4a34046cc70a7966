//===- ConvertUtils.h - shared by the ONNX op conversions -------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Import/ONNX: the early-return macros and small helpers that
// the op conversion files (ONNXElementwise.cpp, ONNXShapes.cpp, ONNXNN.cpp,
// ...) share. A conversion names its Importer `I`.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H
#define MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H

#include "Importer.h"

#include <functional>
#include <numeric>

/// `Value var = I.in(i)`, failing the conversion when the input is missing
/// (already diagnosed).
#define IN(var, i)                                                             \
  ::mlir::Value var = I.in(i);                                                 \
  if (!var)                                                                    \
    return ::mlir::failure();

/// Fails the conversion when `v` is null/false (an earlier step diagnosed).
#define CHECK(v)                                                               \
  if (!(v))                                                                    \
    return ::mlir::failure();

namespace mlc::onnximport {

/// The number of elements of a static shape.
inline int64_t product(llvm::ArrayRef<int64_t> v) {
  return std::accumulate(v.begin(), v.end(), (int64_t)1,
                         std::multiplies<int64_t>());
}

/// `a` counted from the front when negative (`a + rank`).
inline int64_t normAxis(int64_t a, int64_t rank) {
  return a < 0 ? a + rank : a;
}

/// Normalizes axis `a` of a rank-`rank` tensor in place; fails (diagnosed)
/// when it is out of range.
inline mlir::LogicalResult checkAxis(Importer &I, int64_t &a, int64_t rank) {
  int64_t n = normAxis(a, rank);
  if (n < 0 || n >= std::max<int64_t>(rank, 1))
    return I.fail("axis " + llvm::Twine(a) + " is out of range for rank " +
                  llvm::Twine(rank));
  a = n;
  return mlir::success();
}

/// Row-major strides of a static shape.
inline llvm::SmallVector<int64_t> stridesOf(llvm::ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t> s(shape.size(), 1);
  for (int64_t i = (int64_t)shape.size() - 2; i >= 0; --i)
    s[i] = s[i + 1] * shape[i + 1];
  return s;
}

inline bool isFloat(mlir::Type t) { return llvm::isa<mlir::FloatType>(t); }

/// All present inputs known?
inline bool allKnown(Importer &I) {
  for (unsigned i = 0; i < I.numInputs(); ++i)
    if (I.hasInput(i) && !I.known(i))
      return false;
  return I.numInputs() > 0;
}

/// The `axes` of a node: input `inputIdx` (a constant) from opset
/// `fromOpset` on, the attribute before; normalized and sorted. Missing axes
/// are an error when `required`, else an empty list.
inline mlir::FailureOr<llvm::SmallVector<int64_t>>
axesArg(Importer &I, unsigned inputIdx, int fromOpset, int64_t rank,
        bool required) {
  std::optional<llvm::SmallVector<int64_t>> axes;
  if (I.opset >= fromOpset) {
    if (I.hasInput(inputIdx)) {
      auto v = I.constInts(inputIdx, "axes");
      if (mlir::failed(v))
        return mlir::failure();
      axes = *v;
    }
  } else {
    axes = I.attrInts("axes");
  }
  if (!axes) {
    if (required)
      return (void)(I.error() << "missing axes"), mlir::failure();
    return llvm::SmallVector<int64_t>();
  }
  for (int64_t &a : *axes) {
    if (mlir::failed(checkAxis(I, a, rank)))
      return mlir::failure();
  }
  llvm::sort(*axes);
  return *axes;
}

/// A broadcasting binary graph op.
template <typename OpTy>
mlir::Value binop(Importer &I, mlir::Value a, mlir::Value b) {
  return I.infer1<OpTy>(a, b);
}

inline mlir::Value cmp(Importer &I, graph::CmpPredicate p, mlir::Value a,
                       mlir::Value b) {
  return I.infer1<graph::CompareOp>(p, a, b);
}

inline mlir::Value select(Importer &I, mlir::Value c, mlir::Value a,
                          mlir::Value b) {
  return I.infer1<graph::SelectOp>(c, a, b);
}

/// A 1-D i64 shape operand from run-time sizes (i64 scalars or [1]
/// tensors), in order.
inline mlir::Value shapeVector(Importer &I, llvm::ArrayRef<mlir::Value> sizes) {
  llvm::SmallVector<mlir::Value> parts;
  for (mlir::Value v : sizes) {
    if (!v)
      return {};
    parts.push_back(I.reshape(v, {1}));
  }
  return I.infer1<graph::ConcatOp>(mlir::ValueRange(parts),
                                   I.b.getI64IntegerAttr(0));
}

/// A graph reduction of `x` over `axes`, keeping them as size 1 when `keep`.
template <typename OpTy>
mlir::Value reduce(Importer &I, mlir::Value x, llvm::ArrayRef<int64_t> axes,
                   bool keep) {
  return I.infer1<OpTy>(x, I.b.getDenseI64ArrayAttr(axes),
                        I.b.getBoolAttr(keep));
}

/// `x` padded along each of `axes` by the run-time i64 scalars lo[i] and
/// hi[i] (negative values crop; ONNXShapes.cpp). `mode` is constant (with
/// `fill`), edge or reflect.
mlir::Value padAtRunTime(Importer &I, mlir::Value x,
                         llvm::ArrayRef<int64_t> axes,
                         llvm::ArrayRef<mlir::Value> lo,
                         llvm::ArrayRef<mlir::Value> hi, llvm::StringRef mode,
                         mlir::Value fill);

/// Input `i`, a shape operand known only at run time, as a 1-D i64 value
/// (ONNXShapes.cpp); fails unless it is 1-D of static length, or of a
/// run-time length where the op fixes it (`length`, 0 or more): the value
/// then gets that length after a run-time check. `what` names it in the
/// errors.
mlir::FailureOr<mlir::Value> runtimeShapeInput(Importer &I, unsigned i,
                                               llvm::StringRef what,
                                               int64_t length = -1);

/// MaxPool (`isMax`) or AveragePool of `x` with the current node's pool
/// attributes (kernel_shape, strides, dilations, pads, auto_pad,
/// ceil_mode, count_include_pad; ONNXNN.cpp); null with an error when
/// they are not supported.
mlir::Value poolFromAttrs(Importer &I, mlir::Value x, bool isMax);

} // namespace mlc::onnximport

#endif // MLC_LIB_IMPORT_ONNX_CONVERTUTILS_H
