//===- StableHLOAttrs.h - stablehlo enums, attributes, types ---*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The stablehlo input dialect's enums, attributes and the token type, and the
// parsers/printers of their parameters: what the ops' custom assembly
// directives (lib/Import/StableHLO/StableHLOAssembly.h) need, without the ops.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_H
#define MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpImplementation.h"

#include "mlc/Import/StableHLO/StableHLOEnums.h.inc"

namespace mlc::stablehlo {
/// Parses a dimension list `[0, 1, 2]` (attribute parameters).
mlir::FailureOr<llvm::SmallVector<int64_t>> parseDimList(mlir::AsmParser &parser);
/// Prints a dimension list as `[0, 1, 2]`.
void printDimList(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> dims);
/// Parses a floating-point number (attribute parameters; f64 semantics).
mlir::FailureOr<llvm::APFloat> parseFloatParam(mlir::AsmParser &parser);
} // namespace mlc::stablehlo

#define GET_ATTRDEF_CLASSES
#include "mlc/Import/StableHLO/StableHLOAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "mlc/Import/StableHLO/StableHLOTypes.h.inc"

namespace mlc::stablehlo {
/// Parses the convolution layout `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`
/// (the body of `#stablehlo.conv<...>` and the op's `dim_numbers = ...`).
mlir::ParseResult parseConvDimensions(mlir::AsmParser &parser,
                                      ConvDimensionNumbersAttr &dims);
/// Prints the convolution layout as parseConvDimensions reads it.
void printConvDimensions(mlir::AsmPrinter &printer,
                         ConvDimensionNumbersAttr dims);
} // namespace mlc::stablehlo

#endif // MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_H
