//===- ExternalizeParams.h - weights outside the library --------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The compiler's half of `--weights=external` (contract in mlc-c/Params.h):
// mlc-externalize-params records the constants it moved out in the module's
// `mlc.params` attribute; writeParamsFile writes them to the parameter file.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_EXTERNALIZEPARAMS_H
#define MLC_CONVERSION_EXTERNALIZEPARAMS_H

#include "mlir/IR/BuiltinOps.h"

namespace mlc {

/// The module attribute mlc-externalize-params leaves: an array of
/// {name, value, record} dictionaries, one per parameter in order.
constexpr llvm::StringLiteral kParamsAttrName = "mlc.params";

/// Writes `params` (a module's `mlc.params` attribute) to `path` in the
/// format of mlc-c/Params.h, atomically: a temporary file beside it renamed
/// into place, nothing left behind on failure. Diagnostics go to `loc`.
mlir::LogicalResult writeParamsFile(mlir::ArrayAttr params,
                                    llvm::StringRef path, mlir::Location loc);

} // namespace mlc

#endif // MLC_CONVERSION_EXTERNALIZEPARAMS_H
