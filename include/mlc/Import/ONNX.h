//===- ONNX.h - ONNX ModelProto to the graph dialect ------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reads an ONNX model (a serialized ModelProto) and builds a module with a
// `func.func @main` in the graph dialect: graph inputs become arguments,
// initializers and Constant nodes `graph.constant` ops (large ones as
// `dense_resource` blobs), nodes graph ops (per op and per opset version),
// graph outputs the results. Shape computations on constants and on
// statically known dimensions are folded during the import.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_ONNX_H
#define MLC_IMPORT_ONNX_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <vector>

namespace mlc {

struct ONNXImportOptions {
  /// Input shapes that replace the model's (by input name); -1 is a dynamic
  /// dimension.
  llvm::StringMap<std::vector<int64_t>> inputShapes;
  /// Every input dimension becomes dynamic (applied before `inputShapes`).
  bool forceDynamic = false;
  /// Optional-typed inputs given as absent ("NAME:none").
  llvm::StringSet<> absentInputs;
  /// Upper bounds of dynamic input dimensions ("?<=N"), by input name, one
  /// entry per dimension (0: none).
  llvm::StringMap<std::vector<int64_t>> inputBounds;
  /// MatMulNBits weights dequantized to f32 at import, up to this many
  /// bytes for the model; beyond it the codes stay one byte each and are
  /// dequantized at run time.
  int64_t nbitsFoldBytes = 256ll << 20;
};

/// Parses "NAME:1x3x?x?" (a `?` or -1 is dynamic, `?<=N` dynamic with an
/// upper bound N; "NAME:" alone is a scalar) into `opts.inputShapes` (and
/// `opts.inputBounds`), "NAME:none" (an absent optional input)
/// into `opts.absentInputs`. The elements of a sequence-typed input are
/// "NAME.0", "NAME.1", ...: their number is the sequence's length. Returns
/// false on a malformed string.
bool parseONNXInputShape(llvm::StringRef spec, ONNXImportOptions &opts);

/// Imports the model in `path`. Diagnostics (with the node's name and a
/// `path:NODE_INDEX:0` location) go to the context's handler; returns null on
/// any error.
mlir::OwningOpRef<mlir::ModuleOp>
importONNXModel(mlir::MLIRContext &ctx, llvm::StringRef path,
                const ONNXImportOptions &opts = {});

/// Imports a model held in memory; `path` names it in diagnostics and is the
/// base for external-data files.
mlir::OwningOpRef<mlir::ModuleOp>
importONNXModelFromBuffer(mlir::MLIRContext &ctx, llvm::StringRef buffer,
                          llvm::StringRef path,
                          const ONNXImportOptions &opts = {});

} // namespace mlc

#endif // MLC_IMPORT_ONNX_H
