//===- StableHLOAssembly.cpp - pretty syntax of stablehlo ops -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The custom directives of the assembly formats, written to read the text JAX
// prints (the hand-written parsers/printers of constant, reduce and while are
// in StableHLOOps.cpp).
//
//===----------------------------------------------------------------------===//

#include "StableHLOAssembly.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;

namespace mlc::stablehlo {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

ParseResult parseSameTypes(OpAsmParser &parser, ArrayRef<Type *> types) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fn = dyn_cast<FunctionType>(type);
  if (!fn) {
    for (Type *t : types)
      *t = type;
    return success();
  }
  if (fn.getNumInputs() != types.size() - 1 || fn.getNumResults() != 1)
    return parser.emitError(loc)
           << "expected a function type with " << types.size() - 1
           << " input(s) and 1 result, got " << fn;
  for (auto [t, input] : llvm::zip(types.drop_back(), fn.getInputs()))
    *t = input;
  *types.back() = fn.getResult(0);
  return success();
}

void printSameTypes(OpAsmPrinter &printer, ArrayRef<Type> types) {
  if (llvm::all_equal(types)) {
    printer << types.front();
    return;
  }
  printer.printFunctionalType(types.drop_back(), types.take_back());
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type first;
  if (parser.parseType(first))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(first)) {
    if (fn.getNumInputs() != 3 || fn.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with 3 inputs and 1 result";
    pred = fn.getInput(0);
    onTrue = fn.getInput(1);
    onFalse = fn.getInput(2);
    result = fn.getResult(0);
    return success();
  }
  pred = first;
  if (parser.parseComma() || parser.parseType(onTrue))
    return failure();
  onFalse = result = onTrue;
  return success();
}

void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                       Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    printer << pred << ", " << onTrue;
    return;
  }
  printer.printFunctionalType(TypeRange{pred, onTrue, onFalse},
                              TypeRange{result});
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(type)) {
    if (fn.getNumResults() != 1)
      return parser.emitError(loc) << "expected one result type";
    llvm::append_range(operands, fn.getInputs());
    result = fn.getResult(0);
    return success();
  }
  auto tuple = dyn_cast<TupleType>(type);
  if (!tuple)
    return parser.emitError(loc) << "expected a tuple type, got " << type;
  llvm::append_range(operands, tuple.getTypes());
  result = tuple;
  return success();
}

void printTupleOpType(OpAsmPrinter &printer, Operation *, TypeRange operands,
                      Type result) {
  auto tuple = dyn_cast<TupleType>(result);
  if (tuple && TypeRange(tuple.getTypes()) == operands) {
    printer << result;
    return;
  }
  printer.printFunctionalType(operands, TypeRange{result});
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

void printPairwiseOpType(OpAsmPrinter &printer, Operation *,
                         TypeRange operands, TypeRange) {
  llvm::interleaveComma(operands, printer);
}

//===----------------------------------------------------------------------===//
// Operand lists and attributes
//===----------------------------------------------------------------------===//

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult parsed = parser.parseOptionalOperand(operand);
    if (!parsed.has_value())
      return success();
    if (failed(*parsed) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

void printVariadicOperandWithAttribute(OpAsmPrinter &printer, Operation *,
                                       OperandRange operands) {
  llvm::interleaveComma(operands, printer);
  if (!operands.empty())
    printer << ',';
}

ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        int64_t step = 1;
        if (parser.parseInteger(starts.emplace_back()) || parser.parseColon() ||
            parser.parseInteger(limits.emplace_back()))
          return failure();
        if (succeeded(parser.parseOptionalColon()) && parser.parseInteger(step))
          return failure();
        steps.push_back(step);
        return success();
      }))
    return failure();
  start = parser.getBuilder().getDenseI64ArrayAttr(starts);
  limit = parser.getBuilder().getDenseI64ArrayAttr(limits);
  strides = parser.getBuilder().getDenseI64ArrayAttr(steps);
  return success();
}

void printSliceRanges(OpAsmPrinter &printer, Operation *,
                      DenseI64ArrayAttr start, DenseI64ArrayAttr limit,
                      DenseI64ArrayAttr strides) {
  printer << '[';
  for (size_t i = 0, e = start.size(); i < e; ++i) {
    if (i)
      printer << ", ";
    printer << start[i] << ':' << (i < limit.size() ? limit[i] : 0);
    if (i < strides.size() && strides[i] != 1)
      printer << ':' << strides[i];
  }
  printer << ']';
}

/// `[a, b] x [c, d]`.
static ParseResult parseDimPair(OpAsmParser &parser, SmallVector<int64_t> &lhs,
                                SmallVector<int64_t> &rhs) {
  FailureOr<SmallVector<int64_t>> l = parseDimList(parser);
  if (failed(l) || parser.parseKeyword("x"))
    return failure();
  FailureOr<SmallVector<int64_t>> r = parseDimList(parser);
  if (failed(r))
    return failure();
  lhs = std::move(*l);
  rhs = std::move(*r);
  return success();
}

ParseResult parseDotDimensionNumbers(OpAsmParser &parser,
                                     DotDimensionNumbersAttr &dims) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (succeeded(parser.parseOptionalKeyword("batching_dims")) &&
      (parser.parseEqual() || parseDimPair(parser, lhsBatch, rhsBatch) ||
       parser.parseComma()))
    return failure();
  if (parser.parseKeyword("contracting_dims") || parser.parseEqual() ||
      parseDimPair(parser, lhsContract, rhsContract))
    return failure();
  dims = DotDimensionNumbersAttr::get(parser.getContext(), lhsBatch, rhsBatch,
                                      lhsContract, rhsContract);
  return success();
}

void printDotDimensionNumbers(OpAsmPrinter &printer, Operation *,
                              DotDimensionNumbersAttr dims) {
  if (!dims.getLhsBatchingDimensions().empty() ||
      !dims.getRhsBatchingDimensions().empty()) {
    printer << "batching_dims = ";
    printDimList(printer, dims.getLhsBatchingDimensions());
    printer << " x ";
    printDimList(printer, dims.getRhsBatchingDimensions());
    printer << ", ";
  }
  printer << "contracting_dims = ";
  printDimList(printer, dims.getLhsContractingDimensions());
  printer << " x ";
  printDimList(printer, dims.getRhsContractingDimensions());
}

ParseResult parsePrecisionConfig(OpAsmParser &parser, ArrayAttr &config) {
  if (failed(parser.parseOptionalComma()))
    return success();
  SmallVector<Attribute> precisions;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        Attribute precision = PrecisionAttr::parse(parser, Type());
        if (!precision)
          return failure();
        precisions.push_back(precision);
        return success();
      }))
    return failure();
  config = parser.getBuilder().getArrayAttr(precisions);
  return success();
}

void printPrecisionConfig(OpAsmPrinter &printer, Operation *,
                          ArrayAttr config) {
  if (!config || config.empty())
    return;
  printer << ", precision = [";
  llvm::interleaveComma(config, printer, [&](Attribute a) {
    printer << stringifyEnum(cast<PrecisionAttr>(a).getValue());
  });
  printer << ']';
}

ParseResult parseConvolutionDimensions(OpAsmParser &parser,
                                       ConvDimensionNumbersAttr &dims) {
  return parseConvDimensions(parser, dims);
}

void printConvolutionDimensions(OpAsmPrinter &printer, Operation *,
                                ConvDimensionNumbersAttr dims) {
  printConvDimensions(printer, dims);
}

ParseResult parseWindowAttributes(OpAsmParser &parser,
                                  DenseI64ArrayAttr &strides,
                                  DenseIntElementsAttr &padding,
                                  DenseI64ArrayAttr &lhsDilation,
                                  DenseI64ArrayAttr &rhsDilation,
                                  DenseBoolArrayAttr &reversal) {
  Builder &b = parser.getBuilder();
  auto parseInts = [&](DenseI64ArrayAttr &attr) -> ParseResult {
    FailureOr<SmallVector<int64_t>> values = parseDimList(parser);
    if (failed(values))
      return failure();
    attr = b.getDenseI64ArrayAttr(*values);
    return success();
  };
  while (true) {
    StringRef key;
    SMLoc keyLoc = parser.getCurrentLocation();
    if (failed(parser.parseOptionalKeyword(&key)))
      return success();
    if (parser.parseEqual())
      return failure();
    if (key == "stride") {
      if (parseInts(strides))
        return failure();
    } else if (key == "lhs_dilate") {
      if (parseInts(lhsDilation))
        return failure();
    } else if (key == "rhs_dilate") {
      if (parseInts(rhsDilation))
        return failure();
    } else if (key == "pad") {
      SmallVector<int64_t> pads;
      if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
            FailureOr<SmallVector<int64_t>> pair = parseDimList(parser);
            if (failed(pair))
              return failure();
            if (pair->size() != 2)
              return parser.emitError(keyLoc)
                     << "expected [low, high] pairs in 'pad'";
            llvm::append_range(pads, *pair);
            return success();
          }))
        return failure();
      auto type = RankedTensorType::get(
          {static_cast<int64_t>(pads.size() / 2), 2}, b.getI64Type());
      padding = DenseIntElementsAttr::get(type, pads);
    } else if (key == "reverse") {
      SmallVector<bool> flags;
      if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
            if (succeeded(parser.parseOptionalKeyword("true")))
              flags.push_back(true);
            else if (succeeded(parser.parseOptionalKeyword("false")))
              flags.push_back(false);
            else {
              int64_t v;
              if (parser.parseInteger(v))
                return failure();
              flags.push_back(v != 0);
            }
            return success();
          }))
        return failure();
      reversal = b.getDenseBoolArrayAttr(flags);
    } else {
      return parser.emitError(keyLoc)
             << "unknown convolution window attribute '" << key << "'";
    }
    if (failed(parser.parseOptionalComma()))
      return success();
  }
}

void printWindowAttributes(OpAsmPrinter &printer, Operation *,
                           DenseI64ArrayAttr strides,
                           DenseIntElementsAttr padding,
                           DenseI64ArrayAttr lhsDilation,
                           DenseI64ArrayAttr rhsDilation,
                           DenseBoolArrayAttr reversal) {
  SmallVector<std::function<void()>> fields;
  auto ints = [&](StringRef key, DenseI64ArrayAttr attr) {
    if (attr)
      fields.push_back([&printer, key, attr] {
        printer << key << " = ";
        printDimList(printer, attr.asArrayRef());
      });
  };
  ints("stride", strides);
  if (padding)
    fields.push_back([&] {
      SmallVector<int64_t> pads(padding.getValues<int64_t>());
      printer << "pad = [";
      for (size_t i = 0; i + 1 < pads.size(); i += 2) {
        if (i)
          printer << ", ";
        printer << '[' << pads[i] << ", " << pads[i + 1] << ']';
      }
      printer << ']';
    });
  ints("lhs_dilate", lhsDilation);
  ints("rhs_dilate", rhsDilation);
  if (reversal)
    fields.push_back([&] {
      printer << "reverse = [";
      llvm::interleaveComma(reversal.asArrayRef(), printer,
                            [&](bool v) { printer << (v ? "true" : "false"); });
      printer << ']';
    });
  llvm::interleaveComma(fields, printer, [](auto &f) { f(); });
}

ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

void printCustomCallTarget(OpAsmPrinter &printer, Operation *,
                           StringAttr target) {
  printer.printSymbolName(target.getValue());
}

ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef format;
  if (parser.parseKeyword(&format))
    return failure();
  size_t m = format.find('m');
  unsigned e = 0, mant = 0;
  if (!format.consume_front("e") || m == StringRef::npos ||
      format.take_front(m - 1).getAsInteger(10, e) ||
      format.drop_front(m).getAsInteger(10, mant))
    return parser.emitError(loc)
           << "expected a format like 'e5m10', got '" << format << "'";
  exponent = parser.getBuilder().getI32IntegerAttr(e);
  mantissa = parser.getBuilder().getI32IntegerAttr(mant);
  return success();
}

void printExponentMantissa(OpAsmPrinter &printer, Operation *,
                           IntegerAttr exponent, IntegerAttr mantissa) {
  printer << 'e' << exponent.getInt() << 'm' << mantissa.getInt();
}

} // namespace mlc::stablehlo
