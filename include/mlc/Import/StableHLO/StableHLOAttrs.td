//===- StableHLOAttrs.td - stablehlo enums and attributes --*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Enum attributes print as their bare case (`GE`, `DEFAULT`) inside op syntax
// and as `#stablehlo<comparison_direction GE>` on their own; they also parse
// as `#stablehlo.comparison_direction<GE>`.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_TD
#define MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_TD

include "mlc/Import/StableHLO/StableHLODialect.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

// An enum attribute of the stablehlo dialect: `$value`, optionally in angle
// brackets (see the file comment).
class StableHLO_EnumAttr<EnumAttrInfo info, string name>
    : EnumAttr<StableHLO_Dialect, info, name> {
  let assemblyFormat = ?;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "which comparison to perform", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_ComparisonDirectionAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonDirection, "comparison_direction">;

def StableHLO_ComparisonType : I32EnumAttr<"ComparisonType",
    "which comparison type to use", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_ComparisonTypeAttr
    : StableHLO_EnumAttr<StableHLO_ComparisonType, "comparison_type">;

def StableHLO_Precision : I32EnumAttr<"Precision",
    "precision of an operand (backend-specific meaning)", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_PrecisionAttr
    : StableHLO_EnumAttr<StableHLO_Precision, "precision">;
def StableHLO_PrecisionConfigAttr
    : TypedArrayAttrBase<StableHLO_PrecisionAttr, "precision config">;

def StableHLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "pseudo-random number generator algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_RngAlgorithmAttr
    : StableHLO_EnumAttr<StableHLO_RngAlgorithm, "rng_algorithm">;

def StableHLO_RngDistribution : I32EnumAttr<"RngDistribution",
    "random number distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_RngDistributionAttr
    : StableHLO_EnumAttr<StableHLO_RngDistribution, "rng_distribution">;

def StableHLO_Transpose : I32EnumAttr<"Transpose",
    "transpose option of triangular_solve", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_TransposeAttr
    : StableHLO_EnumAttr<StableHLO_Transpose, "transpose">;

def StableHLO_ResultAccuracyMode : I32EnumAttr<"ResultAccuracyMode",
    "accuracy requested of a transcendental op", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlc::stablehlo";
}
def StableHLO_ResultAccuracyModeAttr
    : StableHLO_EnumAttr<StableHLO_ResultAccuracyMode, "result_accuracy_mode">;

//===----------------------------------------------------------------------===//
// Dimension-number attributes
//===----------------------------------------------------------------------===//

// A list of dimensions, written `[0, 1]`; may be left out (empty).
def StableHLO_Dims : OptionalArrayRefParameter<"int64_t"> {
  let parser = "::mlc::stablehlo::parseDimList($_parser)";
  let printer = "::mlc::stablehlo::printDimList($_printer, $_self)";
}
// An integer field that StableHLO's printer (and so JAX) leaves out when it
// is 0, its default.
def StableHLO_DefaultZero : DefaultValuedParameter<"int64_t", "0">;
// A list of dimensions that is always written, even when empty.
def StableHLO_AllDims : ArrayRefParameter<"int64_t"> {
  let parser = "::mlc::stablehlo::parseDimList($_parser)";
  let printer = "::mlc::stablehlo::printDimList($_printer, $_self)";
}

def StableHLO_DotDimensionNumbers
    : AttrDef<StableHLO_Dialect, "DotDimensionNumbers"> {
  let mnemonic = "dot";
  let summary = "dimension numbers of dot_general";
  let description = [{
    `#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions =
    [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>`;
    empty lists are left out.
  }];
  let parameters = (ins StableHLO_Dims:$lhs_batching_dimensions,
                        StableHLO_Dims:$rhs_batching_dimensions,
                        StableHLO_Dims:$lhs_contracting_dimensions,
                        StableHLO_Dims:$rhs_contracting_dimensions);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_GatherDimensionNumbers
    : AttrDef<StableHLO_Dialect, "GatherDimensionNumbers"> {
  let mnemonic = "gather";
  let summary = "dimension numbers of gather";
  let description = [{
    `#stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
    start_index_map = [0], index_vector_dim = 1>`; the batching dimension
    lists (`operand_batching_dims`, `start_indices_batching_dims`), other
    empty lists and `index_vector_dim = 0` are left out.
  }];
  let parameters = (ins StableHLO_Dims:$offset_dims,
                        StableHLO_Dims:$collapsed_slice_dims,
                        StableHLO_Dims:$operand_batching_dims,
                        StableHLO_Dims:$start_indices_batching_dims,
                        StableHLO_Dims:$start_index_map,
                        StableHLO_DefaultZero:$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_ScatterDimensionNumbers
    : AttrDef<StableHLO_Dialect, "ScatterDimensionNumbers"> {
  let mnemonic = "scatter";
  let summary = "dimension numbers of scatter";
  let description = [{
    `#stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
    scatter_dims_to_operand_dims = [0], index_vector_dim = 1>`; empty lists
    (among them `input_batching_dims`, `scatter_indices_batching_dims`) and
    `index_vector_dim = 0` are left out.
  }];
  let parameters = (ins StableHLO_Dims:$update_window_dims,
                        StableHLO_Dims:$inserted_window_dims,
                        StableHLO_Dims:$input_batching_dims,
                        StableHLO_Dims:$scatter_indices_batching_dims,
                        StableHLO_Dims:$scatter_dims_to_operand_dims,
                        StableHLO_DefaultZero:$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
}

def StableHLO_ConvDimensionNumbers
    : AttrDef<StableHLO_Dialect, "ConvDimensionNumbers"> {
  let mnemonic = "conv";
  let summary = "dimension numbers of convolution";
  let description = [{
    `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: the layout of
    the input, the kernel and the output; `b` batch, `f` feature, `i`/`o`
    kernel input/output feature, digits the spatial dimensions in order.
    The long form `#stablehlo.conv<raw input_batch_dimension = 0, ...>` parses
    too.
  }];
  let parameters = (ins "int64_t":$input_batch_dimension,
                        "int64_t":$input_feature_dimension,
                        StableHLO_Dims:$input_spatial_dimensions,
                        "int64_t":$kernel_input_feature_dimension,
                        "int64_t":$kernel_output_feature_dimension,
                        StableHLO_Dims:$kernel_spatial_dimensions,
                        "int64_t":$output_batch_dimension,
                        "int64_t":$output_feature_dimension,
                        StableHLO_Dims:$output_spatial_dimensions);
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_OutputOperandAlias
    : AttrDef<StableHLO_Dialect, "OutputOperandAlias"> {
  let mnemonic = "output_operand_alias";
  let summary = "an output of a custom_call that aliases an operand";
  let parameters = (ins StableHLO_AllDims:$output_tuple_indices,
                        "int64_t":$operand_index,
                        StableHLO_AllDims:$operand_tuple_indices);
  let assemblyFormat = [{
    `<` `output_tuple_indices` `=` $output_tuple_indices `,`
        `operand_index` `=` $operand_index `,`
        `operand_tuple_indices` `=` $operand_tuple_indices `>`
  }];
}

def StableHLO_ChannelHandle : AttrDef<StableHLO_Dialect, "ChannelHandle"> {
  let mnemonic = "channel_handle";
  let summary = "channel of a collective or send/recv";
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

// A floating-point attribute parameter, written as a plain number.
def StableHLO_Float : APFloatParameter<""> {
  let parser = "::mlc::stablehlo::parseFloatParam($_parser)";
  let printer = "$_printer.printFloat($_self)";
}

def StableHLO_ResultAccuracy : AttrDef<StableHLO_Dialect, "ResultAccuracy"> {
  let mnemonic = "result_accuracy";
  let summary = "accuracy requested of a transcendental op";
  let parameters = (ins StableHLO_Float:$atol, StableHLO_Float:$rtol,
                        "int64_t":$ulps,
                        "::mlc::stablehlo::ResultAccuracyModeAttr":$mode);
  let assemblyFormat = "`<` struct(params) `>`";
}

#endif // MLC_IMPORT_STABLEHLO_STABLEHLOATTRS_TD
