//===- StableHLOAssembly.h - custom directives of stablehlo ops -*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The custom<...> directives of the ops' assembly formats: the pieces of the
// pretty syntax JAX prints that ODS cannot say by itself.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_STABLEHLO_STABLEHLOASSEMBLY_H
#define MLC_LIB_IMPORT_STABLEHLO_STABLEHLOASSEMBLY_H

#include "mlc/Import/StableHLO/StableHLOAttrs.h"

namespace mlc::stablehlo {

/// `: T` when all types are T, else `: (T0, T1, ...) -> R` (the last type is
/// the result).
mlir::ParseResult parseSameTypes(mlir::OpAsmParser &parser,
                                 llvm::ArrayRef<mlir::Type *> types);
void printSameTypes(mlir::OpAsmPrinter &printer,
                    llvm::ArrayRef<mlir::Type> types);

template <typename... Types>
mlir::ParseResult parseSameOperandsAndResultType(mlir::OpAsmParser &parser,
                                                 Types &...types) {
  return parseSameTypes(parser, {&types...});
}
template <typename... Types>
void printSameOperandsAndResultType(mlir::OpAsmPrinter &printer,
                                    mlir::Operation *, Types... types) {
  printSameTypes(printer, {mlir::Type(types)...});
}

/// select: `: PredT, T` or a function type.
mlir::ParseResult parseSelectOpType(mlir::OpAsmParser &parser,
                                    mlir::Type &pred, mlir::Type &onTrue,
                                    mlir::Type &onFalse, mlir::Type &result);
void printSelectOpType(mlir::OpAsmPrinter &printer, mlir::Operation *,
                       mlir::Type pred, mlir::Type onTrue, mlir::Type onFalse,
                       mlir::Type result);

/// tuple: `: tuple<...>` (operand types read from it) or a function type.
mlir::ParseResult parseTupleOpType(mlir::OpAsmParser &parser,
                                   llvm::SmallVectorImpl<mlir::Type> &operands,
                                   mlir::Type &result);
void printTupleOpType(mlir::OpAsmPrinter &printer, mlir::Operation *,
                      mlir::TypeRange operands, mlir::Type result);

/// optimization_barrier: `: T0, T1` for operands and results alike.
mlir::ParseResult parsePairwiseOpType(mlir::OpAsmParser &parser,
                                      llvm::SmallVectorImpl<mlir::Type> &operands,
                                      llvm::SmallVectorImpl<mlir::Type> &results);
void printPairwiseOpType(mlir::OpAsmPrinter &printer, mlir::Operation *,
                         mlir::TypeRange operands, mlir::TypeRange results);

/// `%a, %b,` before a keyword attribute (`dim = 0`, `sizes = [..]`).
mlir::ParseResult parseVariadicOperandWithAttribute(
    mlir::OpAsmParser &parser,
    llvm::SmallVectorImpl<mlir::OpAsmParser::UnresolvedOperand> &operands);
void printVariadicOperandWithAttribute(mlir::OpAsmPrinter &printer,
                                       mlir::Operation *,
                                       mlir::OperandRange operands);

/// slice: `[start:limit(:stride)?, ...]`.
mlir::ParseResult parseSliceRanges(mlir::OpAsmParser &parser,
                                   mlir::DenseI64ArrayAttr &start,
                                   mlir::DenseI64ArrayAttr &limit,
                                   mlir::DenseI64ArrayAttr &strides);
void printSliceRanges(mlir::OpAsmPrinter &printer, mlir::Operation *,
                      mlir::DenseI64ArrayAttr start,
                      mlir::DenseI64ArrayAttr limit,
                      mlir::DenseI64ArrayAttr strides);

/// dot_general: `batching_dims = [0] x [0], contracting_dims = [2] x [1]`.
mlir::ParseResult parseDotDimensionNumbers(mlir::OpAsmParser &parser,
                                           DotDimensionNumbersAttr &dims);
void printDotDimensionNumbers(mlir::OpAsmPrinter &printer, mlir::Operation *,
                              DotDimensionNumbersAttr dims);

/// `, precision = [DEFAULT, HIGHEST]`, or nothing.
mlir::ParseResult parsePrecisionConfig(mlir::OpAsmParser &parser,
                                       mlir::ArrayAttr &config);
void printPrecisionConfig(mlir::OpAsmPrinter &printer, mlir::Operation *,
                          mlir::ArrayAttr config);

/// convolution: `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
mlir::ParseResult parseConvolutionDimensions(mlir::OpAsmParser &parser,
                                             ConvDimensionNumbersAttr &dims);
void printConvolutionDimensions(mlir::OpAsmPrinter &printer, mlir::Operation *,
                                ConvDimensionNumbersAttr dims);

/// convolution: `stride = [..], pad = [[lo, hi], ..], lhs_dilate = [..],
/// rhs_dilate = [..], reverse = [..]` (each optional).
mlir::ParseResult parseWindowAttributes(mlir::OpAsmParser &parser,
                                        mlir::DenseI64ArrayAttr &strides,
                                        mlir::DenseIntElementsAttr &padding,
                                        mlir::DenseI64ArrayAttr &lhsDilation,
                                        mlir::DenseI64ArrayAttr &rhsDilation,
                                        mlir::DenseBoolArrayAttr &reversal);
void printWindowAttributes(mlir::OpAsmPrinter &printer, mlir::Operation *,
                           mlir::DenseI64ArrayAttr strides,
                           mlir::DenseIntElementsAttr padding,
                           mlir::DenseI64ArrayAttr lhsDilation,
                           mlir::DenseI64ArrayAttr rhsDilation,
                           mlir::DenseBoolArrayAttr reversal);

/// custom_call: `@target`.
mlir::ParseResult parseCustomCallTarget(mlir::OpAsmParser &parser,
                                        mlir::StringAttr &target);
void printCustomCallTarget(mlir::OpAsmPrinter &printer, mlir::Operation *,
                           mlir::StringAttr target);

/// reduce_precision: `e5m10`.
mlir::ParseResult parseExponentMantissa(mlir::OpAsmParser &parser,
                                        mlir::IntegerAttr &exponent,
                                        mlir::IntegerAttr &mantissa);
void printExponentMantissa(mlir::OpAsmPrinter &printer, mlir::Operation *,
                           mlir::IntegerAttr exponent,
                           mlir::IntegerAttr mantissa);

} // namespace mlc::stablehlo

#endif // MLC_LIB_IMPORT_STABLEHLO_STABLEHLOASSEMBLY_H
