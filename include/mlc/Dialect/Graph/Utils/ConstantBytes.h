//===- ConstantBytes.h - a constant's raw bytes -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Weights arrive as `dense` or `dense_resource` constants (the importers make
// blobs of large ones). Passes that rewrite weights at compile time
// (transpose, pad, concatenate, pack) and the parameter file read and write
// them as raw bytes, through these helpers. They depend on builtin attributes
// only, so the tile transforms and the conversions link them without the
// graph passes.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_UTILS_CONSTANTBYTES_H
#define MLC_DIALECT_GRAPH_UTILS_CONSTANTBYTES_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlc::graph {

/// The bytes of the constant `value` as they lie in memory: row-major, one
/// element per ceil(bitwidth / 8) bytes, little-endian. For a
/// DenseElementsAttr that is its raw data; for a DenseResourceElementsAttr
/// its blob's data (the alignment header of the textual blob is not part of
/// it). No copy: the bytes live as long as the attribute (or blob).
///
/// nullopt for a splat DenseElementsAttr (it stores one element; see
/// getExpandedConstantBytes), an i1 element type (DenseElementsAttr packs it
/// to bits), a resource whose blob is not loaded or whose size does not
/// match the type, or any other attribute.
std::optional<llvm::ArrayRef<char>> getConstantBytes(mlir::Attribute value);

/// The bytes of `value` as getConstantBytes gives them, a splat
/// DenseElementsAttr expanded to every element; a copy.
std::optional<llvm::SmallVector<char>>
getExpandedConstantBytes(mlir::Attribute value);

/// The elements of the constant `value` as doubles: a float element type
/// (any width) by its value, an integer one (up to 64 bits, i1 excluded)
/// by its signedness (signless as signed). nullopt for a dynamic shape,
/// another element type, or bytes that cannot be read.
std::optional<llvm::SmallVector<double>>
getConstantValues(mlir::Attribute value);

/// A constant attribute of `type` holding `bytes` (laid out as
/// getConstantBytes gives them; `type`'s element type is not i1): a
/// DenseElementsAttr when `dense`, else a dense_resource blob named
/// `blobName` (a copy, 64-byte aligned, immutable); a splat
/// DenseElementsAttr either way when every element is the same.
mlir::ElementsAttr getConstantFromBytes(mlir::ShapedType type,
                                        llvm::ArrayRef<char> bytes, bool dense,
                                        llvm::StringRef blobName);

} // namespace mlc::graph

#endif // MLC_DIALECT_GRAPH_UTILS_CONSTANTBYTES_H
