//===- ConstantBytes.cpp - a constant's raw bytes -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstring>

using namespace mlir;

std::optional<ArrayRef<char>> mlc::graph::getConstantBytes(Attribute value) {
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    if (dense.isSplat() || dense.getElementType().isInteger(1))
      return std::nullopt;
    return dense.getRawData();
  }
  auto resource = dyn_cast<DenseResourceElementsAttr>(value);
  if (!resource || resource.getElementType().isInteger(1))
    return std::nullopt;
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return std::nullopt;
  ShapedType type = resource.getType();
  ArrayRef<char> data = blob->getData();
  int64_t width = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  if (static_cast<int64_t>(data.size()) != type.getNumElements() * width)
    return std::nullopt;
  return data;
}

std::optional<SmallVector<char>>
mlc::graph::getExpandedConstantBytes(Attribute value) {
  if (std::optional<ArrayRef<char>> bytes = getConstantBytes(value))
    return SmallVector<char>(*bytes);
  auto dense = dyn_cast<DenseElementsAttr>(value);
  if (!dense || !dense.isSplat() || dense.getElementType().isInteger(1))
    return std::nullopt;
  // A splat stores its one element.
  ArrayRef<char> element = dense.getRawData();
  SmallVector<char> out;
  out.reserve(dense.getNumElements() * element.size());
  for (int64_t i = 0, e = dense.getNumElements(); i < e; ++i)
    out.append(element.begin(), element.end());
  return out;
}

std::optional<SmallVector<double>>
mlc::graph::getConstantValues(Attribute value) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements)
    return std::nullopt;
  auto type = cast<ShapedType>(elements.getType());
  Type et = type.getElementType();
  unsigned bits = type.getElementTypeBitWidth();
  auto ft = dyn_cast<FloatType>(et);
  if (!type.hasStaticShape() || !(ft || isa<IntegerType>(et)) ||
      bits % 8 != 0 || bits > 64)
    return std::nullopt;
  std::optional<SmallVector<char>> bytes = getExpandedConstantBytes(value);
  int64_t n = type.getNumElements(), w = bits / 8;
  if (!bytes || (int64_t)bytes->size() != n * w)
    return std::nullopt;
  SmallVector<double> out;
  out.reserve(n);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t u = 0;
    std::memcpy(&u, bytes->data() + i * w, w);
    APInt raw(bits, u);
    if (ft)
      out.push_back(APFloat(ft.getFloatSemantics(), raw).convertToDouble());
    else
      out.push_back(et.isUnsignedInteger() ? (double)raw.getZExtValue()
                                           : (double)raw.getSExtValue());
  }
  return out;
}

ElementsAttr mlc::graph::getConstantFromBytes(ShapedType type,
                                              ArrayRef<char> bytes, bool dense,
                                              StringRef blobName) {
  // All elements alike (a permuted or cast splat): a splat, one element in
  // the IR and none in the library (mlc-splat-globals).
  unsigned bits = type.getElementTypeBitWidth();
  int64_t n = type.getNumElements();
  if (bits % 8 == 0 && n > 1 &&
      static_cast<int64_t>(bytes.size()) == n * (bits / 8)) {
    size_t width = bits / 8;
    bool same = true;
    for (int64_t i = 1; i < n && same; ++i)
      same = std::memcmp(bytes.data(), bytes.data() + i * width, width) == 0;
    if (same)
      return DenseElementsAttr::getFromRawBuffer(type, bytes.take_front(width));
  }
  if (dense)
    return DenseElementsAttr::getFromRawBuffer(type, bytes);
  return DenseResourceElementsAttr::get(
      type, blobName,
      HeapAsmResourceBlob::allocateAndCopyWithAlign(bytes, /*align=*/64,
                                                    /*dataIsMutable=*/false));
}
