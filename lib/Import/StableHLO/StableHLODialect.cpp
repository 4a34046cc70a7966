//===- StableHLODialect.cpp - stablehlo dialect, attributes, types --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlc::stablehlo;

#include "mlc/Import/StableHLO/StableHLODialect.cpp.inc"
#include "mlc/Import/StableHLO/StableHLOEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "mlc/Import/StableHLO/StableHLOAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "mlc/Import/StableHLO/StableHLOTypes.cpp.inc"

void StableHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "mlc/Import/StableHLO/StableHLOOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "mlc/Import/StableHLO/StableHLOAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "mlc/Import/StableHLO/StableHLOTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Dimension lists
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<int64_t>>
mlc::stablehlo::parseDimList(AsmParser &parser) {
  SmallVector<int64_t> dims;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        return parser.parseInteger(dims.emplace_back());
      }))
    return failure();
  return dims;
}

void mlc::stablehlo::printDimList(AsmPrinter &printer, ArrayRef<int64_t> dims) {
  printer << '[';
  llvm::interleaveComma(dims, printer);
  printer << ']';
}

FailureOr<APFloat> mlc::stablehlo::parseFloatParam(AsmParser &parser) {
  double value;
  if (parser.parseFloat(value))
    return failure();
  return APFloat(value);
}

//===----------------------------------------------------------------------===//
// Enum attributes: `GE`, `<GE>` (as in `#stablehlo.comparison_direction<GE>`)
//===----------------------------------------------------------------------===//

template <typename AttrT>
static Attribute parseEnumAttr(AsmParser &parser) {
  using EnumT = decltype(std::declval<AttrT>().getValue());
  bool angled = succeeded(parser.parseOptionalLess());
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return {};
  std::optional<EnumT> value = symbolizeEnum<EnumT>(keyword);
  if (!value) {
    parser.emitError(loc) << "unknown " << AttrT::getMnemonic() << " '"
                          << keyword << "'";
    return {};
  }
  if (angled && parser.parseGreater())
    return {};
  return AttrT::get(parser.getContext(), *value);
}

#define MLC_STABLEHLO_ENUM_ATTR(Attr)                                          \
  Attribute Attr::parse(AsmParser &parser, Type) {                             \
    return parseEnumAttr<Attr>(parser);                                        \
  }                                                                            \
  void Attr::print(AsmPrinter &printer) const {                                \
    printer << ' ' << stringifyEnum(getValue());                               \
  }
MLC_STABLEHLO_ENUM_ATTR(ComparisonDirectionAttr)
MLC_STABLEHLO_ENUM_ATTR(ComparisonTypeAttr)
MLC_STABLEHLO_ENUM_ATTR(PrecisionAttr)
MLC_STABLEHLO_ENUM_ATTR(RngAlgorithmAttr)
MLC_STABLEHLO_ENUM_ATTR(RngDistributionAttr)
MLC_STABLEHLO_ENUM_ATTR(TransposeAttr)
MLC_STABLEHLO_ENUM_ATTR(ResultAccuracyModeAttr)
#undef MLC_STABLEHLO_ENUM_ATTR

//===----------------------------------------------------------------------===//
// Convolution dimension numbers: [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
//===----------------------------------------------------------------------===//

namespace {
/// One side of the convolution layout: where the two non-spatial dimensions
/// are and where each spatial dimension is.
struct ConvLayout {
  int64_t first = -1, second = -1;
  SmallVector<int64_t> spatial;
};
} // namespace

/// Parses `[b, 0, 1, f]` with the non-spatial letters `a` and `b`.
static ParseResult parseConvLayout(AsmParser &parser, char a, char b,
                                   ConvLayout &layout) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<std::optional<int64_t>> spatialAt; // position -> spatial index
  int64_t pos = 0;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int64_t index;
        OptionalParseResult isInt = parser.parseOptionalInteger(index);
        if (isInt.has_value()) {
          if (failed(*isInt))
            return failure();
          spatialAt.push_back(index);
        } else {
          StringRef letter;
          SMLoc letterLoc = parser.getCurrentLocation();
          if (parser.parseKeyword(&letter))
            return failure();
          int64_t &slot = letter == StringRef(&a, 1)   ? layout.first
                          : letter == StringRef(&b, 1) ? layout.second
                                                       : pos;
          if (&slot == &pos)
            return parser.emitError(letterLoc)
                   << "expected '" << a << "', '" << b
                   << "' or a spatial dimension number, got '" << letter
                   << "'";
          if (slot != -1)
            return parser.emitError(letterLoc)
                   << "'" << letter << "' appears twice";
          slot = pos;
          spatialAt.push_back(std::nullopt);
        }
        ++pos;
        return success();
      }))
    return failure();
  if (layout.first == -1 || layout.second == -1)
    return parser.emitError(loc) << "expected both '" << a << "' and '" << b
                                 << "' in the convolution layout";
  int64_t numSpatial = pos - 2;
  layout.spatial.assign(numSpatial, -1);
  for (auto [position, index] : llvm::enumerate(spatialAt)) {
    if (!index)
      continue;
    if (*index < 0 || *index >= numSpatial || layout.spatial[*index] != -1)
      return parser.emitError(loc)
             << "spatial dimensions of a layout must be 0.." << numSpatial - 1
             << ", each once";
    layout.spatial[*index] = position;
  }
  return success();
}

static void printConvLayout(AsmPrinter &printer, char a, char b, int64_t first,
                            int64_t second, ArrayRef<int64_t> spatial) {
  SmallVector<std::string> names(spatial.size() + 2, "?");
  auto put = [&](int64_t pos, std::string name) {
    if (pos >= 0 && pos < static_cast<int64_t>(names.size()))
      names[pos] = std::move(name);
  };
  put(first, std::string(1, a));
  put(second, std::string(1, b));
  for (auto [index, pos] : llvm::enumerate(spatial))
    put(pos, std::to_string(index));
  printer << '[';
  llvm::interleaveComma(names, printer);
  printer << ']';
}

ParseResult mlc::stablehlo::parseConvDimensions(AsmParser &parser,
                                                ConvDimensionNumbersAttr &dims) {
  ConvLayout input, kernel, output;
  SMLoc loc = parser.getCurrentLocation();
  if (parseConvLayout(parser, 'b', 'f', input) || parser.parseKeyword("x") ||
      parseConvLayout(parser, 'i', 'o', kernel) || parser.parseArrow() ||
      parseConvLayout(parser, 'b', 'f', output))
    return failure();
  if (input.spatial.size() != kernel.spatial.size() ||
      input.spatial.size() != output.spatial.size())
    return parser.emitError(loc)
           << "input, kernel and output layouts must have the same number of "
              "spatial dimensions";
  dims = ConvDimensionNumbersAttr::get(
      parser.getContext(), input.first, input.second, input.spatial,
      kernel.first, kernel.second, kernel.spatial, output.first, output.second,
      output.spatial);
  return success();
}

void mlc::stablehlo::printConvDimensions(AsmPrinter &printer,
                                         ConvDimensionNumbersAttr dims) {
  printConvLayout(printer, 'b', 'f', dims.getInputBatchDimension(),
                  dims.getInputFeatureDimension(),
                  dims.getInputSpatialDimensions());
  printer << 'x';
  printConvLayout(printer, 'i', 'o', dims.getKernelInputFeatureDimension(),
                  dims.getKernelOutputFeatureDimension(),
                  dims.getKernelSpatialDimensions());
  printer << "->";
  printConvLayout(printer, 'b', 'f', dims.getOutputBatchDimension(),
                  dims.getOutputFeatureDimension(),
                  dims.getOutputSpatialDimensions());
}

/// `raw input_batch_dimension = 0, input_feature_dimension = 3, ...`: every
/// field by name.
static Attribute parseRawConvDimensions(AsmParser &parser) {
  int64_t inB = -1, inF = -1, kI = -1, kO = -1, outB = -1, outF = -1;
  SmallVector<int64_t> inS, kS, outS;
  llvm::StringMap<int64_t *> scalars = {
      {"input_batch_dimension", &inB},
      {"input_feature_dimension", &inF},
      {"kernel_input_feature_dimension", &kI},
      {"kernel_output_feature_dimension", &kO},
      {"output_batch_dimension", &outB},
      {"output_feature_dimension", &outF}};
  llvm::StringMap<SmallVector<int64_t> *> lists = {
      {"input_spatial_dimensions", &inS},
      {"kernel_spatial_dimensions", &kS},
      {"output_spatial_dimensions", &outS}};
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        StringRef key;
        SMLoc keyLoc = parser.getCurrentLocation();
        if (parser.parseKeyword(&key) || parser.parseEqual())
          return failure();
        if (auto it = scalars.find(key); it != scalars.end())
          return parser.parseInteger(*it->second);
        if (auto it = lists.find(key); it != lists.end()) {
          FailureOr<SmallVector<int64_t>> dims = parseDimList(parser);
          if (failed(dims))
            return failure();
          *it->second = std::move(*dims);
          return success();
        }
        return parser.emitError(keyLoc)
               << "unknown convolution dimension field '" << key << "'";
      }))
    return {};
  return ConvDimensionNumbersAttr::get(parser.getContext(), inB, inF, inS, kI,
                                       kO, kS, outB, outF, outS);
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  Attribute result;
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    result = parseRawConvDimensions(parser);
  } else {
    ConvDimensionNumbersAttr dims;
    if (succeeded(parseConvDimensions(parser, dims)))
      result = dims;
  }
  if (!result || parser.parseGreater())
    return {};
  return result;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printConvDimensions(printer, *this);
  printer << '>';
}
