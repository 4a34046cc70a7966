//===- StableHLOOps.td - stablehlo input dialect ops -------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The ops of the stablehlo input dialect, in the order of the specification's
// sections. C++ classes are `mlc::stablehlo::<Mnemonic in UpperCamelCase>Op`
// (stablehlo.dot_general -> DotGeneralOp, stablehlo.exponential_minus_one ->
// ExponentialMinusOneOp); operand, attribute and region names are the
// specification's, so accessors read `getLhs()`, `getDotDimensionNumbers()`,
// `getBroadcastDimensions()`, `getBody()`.
//
// Ops defined (P: pretty syntax as JAX prints it, G: generic form only;
// every op also parses in the generic form; V: has a verifier beyond types):
//   nullary:     constant P, iota P V, create_token P, partition_id P,
//                replica_id P
//   unary ew:    abs ceil floor cosine sine tan tanh exponential
//                exponential_minus_one log log_plus_one logistic negate not
//                sqrt rsqrt cbrt sign round_nearest_even round_nearest_afz
//                popcnt count_leading_zeros convert (all P), is_finite P
//   binary ew:   add subtract multiply divide remainder maximum minimum power
//                atan2 and or xor shift_left shift_right_arithmetic
//                shift_right_logical (all P), compare P
//   other ew:    select P V, clamp P V, reduce_precision P,
//                bitcast_convert P V
//   shape:       broadcast_in_dim P V, broadcast P, transpose P V, reshape P V,
//                concatenate P V, slice P V, dynamic_slice P V,
//                dynamic_update_slice P V, pad P V, reverse P V,
//                get_dimension_size P V, dynamic_broadcast_in_dim P,
//                dynamic_reshape P, dynamic_iota P, real_dynamic_slice P,
//                dynamic_pad P
//   contraction: dot_general P V, dot P V, convolution P V, dynamic_conv G
//   reductions:  reduce P V, reduce_window G V, select_and_scatter G V,
//                sort G V
//   indexing:    gather G V, dynamic_gather G, scatter G V
//   control:     while P V, if G V, case G V, return P, optimization_barrier P
//   misc:        tuple P, get_tuple_element P V, custom_call P, composite P,
//                rng_bit_generator P V, after_all P, map G V,
//                triangular_solve G, cholesky P
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_STABLEHLOOPS_TD
#define MLC_IMPORT_STABLEHLO_STABLEHLOOPS_TD

include "mlc/Import/StableHLO/StableHLODialect.td"
include "mlc/Import/StableHLO/StableHLOAttrs.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"

//===----------------------------------------------------------------------===//
// Nullary ops
//===----------------------------------------------------------------------===//

def StableHLO_ConstantOp : StableHLO_Op<"constant", [ConstantLike, Pure]> {
  let summary = "a constant tensor";
  let description = [{
    Produces `output` from the constant `value`. `output` has `value`'s
    type, or (a quantized constant) a quantized element type whose storage
    type is `value`'s element type; that form prints in the generic style.

    ```mlir
    %c = stablehlo.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
    %w = stablehlo.constant() {value = dense<[3, -2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs StableHLO_Tensor:$output);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def StableHLO_IotaOp : StableHLO_Op<"iota", [Pure]> {
  let summary = "0, 1, 2, ... along one dimension";
  let description = [{
    Fills `output` with increasing values from zero along `iota_dimension`.

    ```mlir
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    ```
  }];
  let arguments = (ins I64Attr:$iota_dimension);
  let results = (outs StableHLO_IntOrFpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = "`dim` `=` $iota_dimension attr-dict `:` type($output)";
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "a new token";
  let description = [{
    ```mlir
    %t = stablehlo.create_token : !stablehlo.token
    ```
  }];
  let results = (outs StableHLO_TokenType:$output);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_PartitionIdOp : StableHLO_Op<"partition_id", [Pure]> {
  let summary = "the id of the current partition";
  let description = [{
    ```mlir
    %id = stablehlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

def StableHLO_ReplicaIdOp : StableHLO_Op<"replica_id", [Pure]> {
  let summary = "the id of the current replica";
  let description = [{
    ```mlir
    %id = stablehlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs 0DTensorOf<[UI32]>:$result);
  let assemblyFormat = "attr-dict `:` type(results)";
}

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

// `%r = stablehlo.<op> %x : T`, or `: (T) -> U` where the types differ.
class StableHLO_UnaryElementwiseOp<string mnemonic, Type operandType,
                                   list<Trait> traits = [
                                     SameOperandsAndResultElementType]>
    : StableHLO_Op<mnemonic, traits # [Pure, Elementwise,
                                       SameOperandsAndResultShape]> {
  let summary = "elementwise " # mnemonic;
  let description = "Applies `" # mnemonic # "` to each element of `operand`."
      # "\n\n```mlir\n%r = stablehlo." # mnemonic # " %x : tensor<4xf32>\n```";
  let arguments = (ins operandType:$operand);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_AbsOp : StableHLO_UnaryElementwiseOp<"abs", StableHLO_NumericTensor, []>;
def StableHLO_CbrtOp : StableHLO_UnaryElementwiseOp<"cbrt", StableHLO_FpOrComplexTensor>;
def StableHLO_CeilOp : StableHLO_UnaryElementwiseOp<"ceil", StableHLO_FpTensor>;
def StableHLO_FloorOp : StableHLO_UnaryElementwiseOp<"floor", StableHLO_FpTensor>;
def StableHLO_CosineOp : StableHLO_UnaryElementwiseOp<"cosine", StableHLO_FpOrComplexTensor>;
def StableHLO_SineOp : StableHLO_UnaryElementwiseOp<"sine", StableHLO_FpOrComplexTensor>;
def StableHLO_TanOp : StableHLO_UnaryElementwiseOp<"tan", StableHLO_FpOrComplexTensor>;
def StableHLO_TanhOp : StableHLO_UnaryElementwiseOp<"tanh", StableHLO_FpOrComplexTensor>;
def StableHLO_ExponentialOp : StableHLO_UnaryElementwiseOp<"exponential", StableHLO_FpOrComplexTensor>;
def StableHLO_ExponentialMinusOneOp : StableHLO_UnaryElementwiseOp<"exponential_minus_one", StableHLO_FpOrComplexTensor>;
def StableHLO_LogOp : StableHLO_UnaryElementwiseOp<"log", StableHLO_FpOrComplexTensor>;
def StableHLO_LogPlusOneOp : StableHLO_UnaryElementwiseOp<"log_plus_one", StableHLO_FpOrComplexTensor>;
def StableHLO_LogisticOp : StableHLO_UnaryElementwiseOp<"logistic", StableHLO_FpOrComplexTensor>;
def StableHLO_NegateOp : StableHLO_UnaryElementwiseOp<"negate", StableHLO_NumericTensor>;
def StableHLO_NotOp : StableHLO_UnaryElementwiseOp<"not", StableHLO_PredOrIntTensor>;
def StableHLO_SqrtOp : StableHLO_UnaryElementwiseOp<"sqrt", StableHLO_FpOrComplexTensor>;
def StableHLO_RsqrtOp : StableHLO_UnaryElementwiseOp<"rsqrt", StableHLO_FpOrComplexTensor>;
def StableHLO_SignOp : StableHLO_UnaryElementwiseOp<"sign", StableHLO_NumericTensor>;
def StableHLO_RoundNearestEvenOp : StableHLO_UnaryElementwiseOp<"round_nearest_even", StableHLO_FpTensor>;
def StableHLO_RoundNearestAfzOp : StableHLO_UnaryElementwiseOp<"round_nearest_afz", StableHLO_FpTensor>;
def StableHLO_PopcntOp : StableHLO_UnaryElementwiseOp<"popcnt", StableHLO_IntTensor>;
def StableHLO_CountLeadingZerosOp : StableHLO_UnaryElementwiseOp<"count_leading_zeros", StableHLO_IntTensor>;

def StableHLO_ConvertOp
    : StableHLO_UnaryElementwiseOp<"convert", StableHLO_Tensor, []> {
  let summary = "elementwise conversion to another element type";
  let description = [{
    Converts each element of `operand` to the element type of `result`.

    ```mlir
    %r = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf16>
    ```
  }];
}

def StableHLO_UniformQuantizeOp
    : StableHLO_UnaryElementwiseOp<"uniform_quantize", StableHLO_Tensor, []> {
  let summary = "elementwise quantization to a quantized element type";
  let description = [{
    `operand` (float, or quantized: a requantization) quantized to the
    result's `!quant.uniform` type: `clamp(round_half_even(x / scale) +
    zero_point)` per tensor, or per index of the quantized dimension.

    ```mlir
    %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
    ```
  }];
}

def StableHLO_UniformDequantizeOp
    : StableHLO_UnaryElementwiseOp<"uniform_dequantize", StableHLO_Tensor, []> {
  let summary = "elementwise dequantization of a quantized tensor";
  let description = [{
    `(q - zero_point) * scale` in the quantized type's expressed type.

    ```mlir
    %x = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xf32>
    ```
  }];
}

def StableHLO_IsFiniteOp : StableHLO_Op<"is_finite", [Pure, Elementwise,
    SameOperandsAndResultShape]> {
  let summary = "elementwise check for a finite value";
  let description = [{
    `y` is true where `x` is neither infinite nor NaN.

    ```mlir
    %y = stablehlo.is_finite %x : (tensor<7xf64>) -> tensor<7xi1>
    ```
  }];
  let arguments = (ins StableHLO_FpTensor:$x);
  let results = (outs StableHLO_PredTensor:$y);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Binary elementwise ops
//===----------------------------------------------------------------------===//

// `%r = stablehlo.<op> %a, %b : T`, or a function type where types differ.
class StableHLO_BinaryElementwiseOp<string mnemonic, Type operandType,
                                    list<Trait> traits = []>
    : StableHLO_Op<mnemonic, traits # [Pure, Elementwise,
                                       SameOperandsAndResultShape,
                                       SameOperandsAndResultElementType]> {
  let summary = "elementwise " # mnemonic;
  let description = "Applies `" # mnemonic # "` to the elements of `lhs` and "
      # "`rhs` at each position.\n\n```mlir\n%r = stablehlo." # mnemonic
      # " %a, %b : tensor<4xf32>\n```";
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs operandType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
}

def StableHLO_AddOp : StableHLO_BinaryElementwiseOp<"add", StableHLO_Tensor, [Commutative]>;
def StableHLO_SubtractOp : StableHLO_BinaryElementwiseOp<"subtract", StableHLO_NumericTensor>;
def StableHLO_MultiplyOp : StableHLO_BinaryElementwiseOp<"multiply", StableHLO_Tensor, [Commutative]>;
def StableHLO_DivideOp : StableHLO_BinaryElementwiseOp<"divide", StableHLO_NumericTensor>;
def StableHLO_RemainderOp : StableHLO_BinaryElementwiseOp<"remainder", StableHLO_NumericTensor>;
def StableHLO_MaximumOp : StableHLO_BinaryElementwiseOp<"maximum", StableHLO_Tensor, [Commutative]>;
def StableHLO_MinimumOp : StableHLO_BinaryElementwiseOp<"minimum", StableHLO_Tensor, [Commutative]>;
def StableHLO_PowerOp : StableHLO_BinaryElementwiseOp<"power", StableHLO_NumericTensor>;
def StableHLO_Atan2Op : StableHLO_BinaryElementwiseOp<"atan2", StableHLO_FpOrComplexTensor>;
def StableHLO_AndOp : StableHLO_BinaryElementwiseOp<"and", StableHLO_PredOrIntTensor, [Commutative]>;
def StableHLO_OrOp : StableHLO_BinaryElementwiseOp<"or", StableHLO_PredOrIntTensor, [Commutative]>;
def StableHLO_XorOp : StableHLO_BinaryElementwiseOp<"xor", StableHLO_PredOrIntTensor, [Commutative]>;
def StableHLO_ShiftLeftOp : StableHLO_BinaryElementwiseOp<"shift_left", StableHLO_IntTensor>;
def StableHLO_ShiftRightArithmeticOp : StableHLO_BinaryElementwiseOp<"shift_right_arithmetic", StableHLO_IntTensor>;
def StableHLO_ShiftRightLogicalOp : StableHLO_BinaryElementwiseOp<"shift_right_logical", StableHLO_IntTensor>;

def StableHLO_CompareOp : StableHLO_Op<"compare", [Pure, Elementwise,
    SameOperandsElementType, SameOperandsAndResultShape]> {
  let summary = "elementwise comparison";
  let description = [{
    Compares `lhs` and `rhs` elementwise by `comparison_direction`;
    `compare_type` (FLOAT, TOTALORDER, SIGNED, UNSIGNED) says how.

    ```mlir
    %r = stablehlo.compare GE, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$lhs, StableHLO_Tensor:$rhs,
                   StableHLO_ComparisonDirectionAttr:$comparison_direction,
                   OptionalAttr<StableHLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs StableHLO_PredTensor:$result);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Other elementwise ops
//===----------------------------------------------------------------------===//

def StableHLO_SelectOp : StableHLO_Op<"select", [Pure]> {
  let summary = "elementwise choice between two tensors";
  let description = [{
    Takes `on_true` where `pred` is true and `on_false` elsewhere; `pred` is
    a scalar or has the shape of `on_true`.

    ```mlir
    %r = stablehlo.select %p, %a, %b : tensor<4xi1>, tensor<4xf32>
    ```
  }];
  let arguments = (ins StableHLO_PredTensor:$pred, StableHLO_Tensor:$on_true,
                   StableHLO_Tensor:$on_false);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
}

def StableHLO_ClampOp : StableHLO_Op<"clamp", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "elementwise clamp between a minimum and a maximum";
  let description = [{
    `min` and `max` are scalars or have the shape of `operand`.

    ```mlir
    %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$min, StableHLO_Tensor:$operand,
                   StableHLO_Tensor:$max);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
}

def StableHLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision", [Pure,
    SameOperandsAndResultType]> {
  let summary = "round to a narrower floating-point format and back";
  let description = [{
    ```mlir
    %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<6xf32>
    ```
  }];
  let arguments = (ins StableHLO_FpTensor:$operand, I32Attr:$exponent_bits,
                   I32Attr:$mantissa_bits);
  let results = (outs StableHLO_FpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterpret the bits of a tensor as another element type";
  let description = [{
    ```mlir
    %r = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2xi32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "broadcast to a shape, operand dimension i to result dimension dims[i]";
  let description = [{
    Operand dimension `i` becomes result dimension `broadcast_dimensions[i]`
    (size equal, or 1 and stretched).

    ```mlir
    %r = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "broadcast by prepending dimensions";
  let description = [{
    ```mlir
    %r = stablehlo.broadcast %x, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `sizes` `=` $broadcast_sizes
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim",
    [Pure]> {
  let summary = "broadcast_in_dim to a shape given at run time";
  let description = [{
    ```mlir
    %r = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   1DTensorOf<[AnyInteger, Index]>:$output_dimensions,
                   DenseI64ArrayAttr:$broadcast_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs StableHLO_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` $broadcast_dimensions
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "permute the dimensions";
  let description = [{
    Result dimension `i` is operand dimension `permutation[i]`.

    ```mlir
    %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   DenseI64ArrayAttr:$permutation);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $permutation
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "same elements, another shape";
  let description = [{
    ```mlir
    %r = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "reshape to a shape given at run time";
  let description = [{
    ```mlir
    %r = stablehlo.dynamic_reshape %x, %shape : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   1DTensorOf<[AnyInteger, Index]>:$output_shape);
  let results = (outs StableHLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "iota of a shape given at run time";
  let description = [{
    ```mlir
    %r = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
    ```
  }];
  let arguments = (ins 1DTensorOf<[AnyInteger, Index]>:$output_shape,
                   I64Attr:$iota_dimension);
  let results = (outs StableHLO_IntOrFpTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "join tensors along one dimension";
  let description = [{
    ```mlir
    %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs, I64Attr:$dimension);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "static strided slice";
  let description = [{
    `[start:limit:stride, ...]` per dimension; the stride is left out when 1.

    ```mlir
    %r = stablehlo.slice %x [0:2, 1:4:2] : (tensor<3x4xf32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   DenseI64ArrayAttr:$start_indices,
                   DenseI64ArrayAttr:$limit_indices,
                   DenseI64ArrayAttr:$strides);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "slice of static sizes at run-time start indices";
  let description = [{
    One scalar start index per dimension, clamped so that the slice fits.

    ```mlir
    %r = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   Variadic<StableHLO_ScalarIntTensor>:$start_indices,
                   DenseI64ArrayAttr:$slice_sizes);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` $slice_sizes attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "strided slice with bounds given at run time";
  let description = [{
    `[start_indices[d]:limit_indices[d]:strides[d]]` per dimension, the
    three 1-D tensors read at run time (JAX's slices whose bounds depend on
    a symbolic size).

    ```mlir
    %r = stablehlo.real_dynamic_slice %x, %s, %l, %st : (tensor<?x8xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x8xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   1DTensorOf<[AnyInteger, Index]>:$start_indices,
                   1DTensorOf<[AnyInteger, Index]>:$limit_indices,
                   1DTensorOf<[AnyInteger, Index]>:$strides);
  let results = (outs StableHLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice", [Pure,
    AllElementTypesMatch<["operand", "update", "result"]>]> {
  let summary = "overwrite a slice at run-time start indices";
  let description = [{
    ```mlir
    %r = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand, StableHLO_Tensor:$update,
                   Variadic<StableHLO_ScalarIntTensor>:$start_indices);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "pad at the edges and between elements";
  let description = [{
    Edge padding may be negative (cropping); interior padding is >= 0.

    ```mlir
    %r = stablehlo.pad %x, %v, low = [0, 1], high = [2, 1], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x5xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   StableHLO_Tensor:$padding_value,
                   DenseI64ArrayAttr:$edge_padding_low,
                   DenseI64ArrayAttr:$edge_padding_high,
                   DenseI64ArrayAttr:$interior_padding);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` $edge_padding_low `,`
      `high` `=` $edge_padding_high `,` `interior` `=` $interior_padding
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure,
    AllElementTypesMatch<["operand", "padding_value", "result"]>]> {
  let summary = "pad with amounts given at run time";
  let description = [{
    `pad` whose low, high and interior amounts are 1-D tensors read at run
    time.

    ```mlir
    %r = stablehlo.dynamic_pad %x, %v, %lo, %hi, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x6xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   StableHLO_Tensor:$padding_value,
                   1DTensorOf<[AnyInteger, Index]>:$edge_padding_low,
                   1DTensorOf<[AnyInteger, Index]>:$edge_padding_high,
                   1DTensorOf<[AnyInteger, Index]>:$interior_padding);
  let results = (outs StableHLO_Tensor:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse", [Pure,
    SameOperandsAndResultType]> {
  let summary = "reverse the order of elements along dimensions";
  let description = [{
    ```mlir
    %r = stablehlo.reverse %x, dims = [1] : tensor<3x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dimensions
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure]> {
  let summary = "the size of one dimension";
  let description = [{
    ```mlir
    %n = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x?xf32>) -> tensor<i32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand, I64Attr:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure]> {
  let summary = "general tensor contraction with batch dimensions";
  let description = [{
    Contracts `lhs` and `rhs` over the contracting dimensions, batched over
    the batching dimensions. The result dimensions are the batch dimensions,
    then the free `lhs` dimensions, then the free `rhs` dimensions.

    ```mlir
    %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$lhs, StableHLO_Tensor:$rhs,
                   StableHLO_DotDimensionNumbers:$dot_dimension_numbers,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `,` custom<DotDimensionNumbers>($dot_dimension_numbers) ``
      custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let summary = "vector/matrix product (legacy form of dot_general)";
  let description = [{
    ```mlir
    %r = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$lhs, StableHLO_Tensor:$rhs,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure]> {
  let summary = "windowed dot products of the input with the kernel";
  let description = [{
    ```mlir
    %r = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$lhs, StableHLO_Tensor:$rhs,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<I64ElementsAttr>:$padding,
                   OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                   OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                   OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                   StableHLO_ConvDimensionNumbers:$dimension_numbers,
                   I64Attr:$feature_group_count,
                   I64Attr:$batch_group_count,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(` operands `)`
      `dim_numbers` `=` custom<ConvolutionDimensions>($dimension_numbers) `,`
      `window` `=` `{` custom<WindowAttributes>($window_strides, $padding,
                                                $lhs_dilation, $rhs_dilation,
                                                $window_reversal) `}`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicConvOp : StableHLO_Op<"dynamic_conv", [Pure]> {
  let summary = "convolution with its padding given at run time";
  let description = [{
    `convolution` whose `[spatial dims x 2]` padding (low, high) is an
    operand (JAX's SAME padding over symbolic spatial sizes).

    ```mlir
    %r = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<?x?x?x4xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$lhs, StableHLO_Tensor:$rhs,
                   StableHLO_IntTensor:$padding,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                   OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                   OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                   StableHLO_ConvDimensionNumbers:$dimension_numbers,
                   I64Attr:$feature_group_count,
                   I64Attr:$batch_group_count,
                   OptionalAttr<StableHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

def StableHLO_ReduceOp : StableHLO_Op<"reduce", [RecursiveMemoryEffects,
    SameVariadicOperandSize]> {
  let summary = "reduce tensors along dimensions with a reducer region";
  let description = [{
    Reduces each of `inputs` along `dimensions`, starting from the matching
    `init_values`, with `body` (block arguments: the accumulators, then the
    elements, all 0-d tensors).

    ```mlir
    %r = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %m = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
     reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %0 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs,
                   Variadic<StableHLO_Tensor>:$init_values,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<StableHLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window", [
    RecursiveMemoryEffects, SameVariadicOperandSize]> {
  let summary = "reduce each window of the inputs";
  let description = [{
    ```mlir
    %r = "stablehlo.reduce_window"(%x, %c) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %0 : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x2x2x3xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs,
                   Variadic<StableHLO_Tensor>:$init_values,
                   DenseI64ArrayAttr:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<StableHLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter", [
    RecursiveMemoryEffects]> {
  let summary = "scatter source values to the selected element of each window";
  let description = [{
    The gradient of a max pool: `select` picks one element per window of
    `operand`, `scatter` combines the `source` values sent to it.

    ```mlir
    %r = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand, StableHLO_Tensor:$source,
                   StableHLO_Tensor:$init_value,
                   OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                   OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                   OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs StableHLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}

def StableHLO_SortOp : StableHLO_Op<"sort", [RecursiveMemoryEffects,
    SameOperandsAndResultShape]> {
  let summary = "sort tensors together along a dimension";
  let description = [{
    `comparator` gets two 0-d tensors per input (lhs, rhs of input 0, then of
    input 1, ...) and returns whether lhs comes first.

    ```mlir
    %r:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) : (tensor<8xf32>, tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>)
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs,
                   DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<StableHLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let summary = "gather slices at run-time indices";
  let description = [{
    ```mlir
    %r = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   StableHLO_IntTensor:$start_indices,
                   StableHLO_GatherDimensionNumbers:$dimension_numbers,
                   DenseI64ArrayAttr:$slice_sizes,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs StableHLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with slice sizes given at run time";
  let description = [{
    `gather` whose `slice_sizes` is a 1-D operand (JAX's gathers of slices
    whose sizes are symbolic).

    ```mlir
    %r = "stablehlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins StableHLO_Tensor:$operand,
                   StableHLO_IntTensor:$start_indices,
                   1DTensorOf<[AnyInteger, Index]>:$slice_sizes,
                   StableHLO_GatherDimensionNumbers:$dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs StableHLO_Tensor:$result);
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter", [RecursiveMemoryEffects,
    SameVariadicOperandSize]> {
  let summary = "combine update slices into tensors at run-time indices";
  let description = [{
    ```mlir
    %r = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs,
                   StableHLO_IntTensor:$scatter_indices,
                   Variadic<StableHLO_Tensor>:$updates,
                   StableHLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<StableHLO_Tensor>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : StableHLO_Op<"while", [RecursiveMemoryEffects,
    OpAsmOpInterface]> {
  let summary = "loop while cond holds";
  let description = [{
    `cond` and `body` take the loop-carried values; `cond` returns a 0-d `i1`,
    `body` the next values.

    ```mlir
    %r:2 = stablehlo.while(%iterArg = %i0, %iterArg_0 = %x) : tensor<i32>, tensor<4xf32>
     cond {
      %p = stablehlo.compare LT, %iterArg, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i = stablehlo.add %iterArg, %one : tensor<i32>
      stablehlo.return %i, %iterArg_0 : tensor<i32>, tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrTokenOrTuple>:$operand);
  let results = (outs Variadic<StableHLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Both regions' arguments print as `%iterArg`, so one name list serves
    /// the two regions of the pretty form.
    void getAsmBlockArgumentNames(::mlir::Region &region,
                                  ::mlir::OpAsmSetValueNameFn setNameFn) {
      for (::mlir::BlockArgument arg : region.getArguments())
        setNameFn(arg, "iterArg");
    }
  }];
}

def StableHLO_IfOp : StableHLO_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "run one of two regions";
  let description = [{
    ```mlir
    %r = "stablehlo.if"(%p) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I1]>:$pred);
  let results = (outs Variadic<StableHLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
}

def StableHLO_CaseOp : StableHLO_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "run the region picked by an index";
  let description = [{
    An out-of-range `index` runs the last branch.

    ```mlir
    %r = "stablehlo.case"(%i) ({
      stablehlo.return %a : tensor<f32>
    }, {
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<StableHLO_TensorOrTokenOrTuple>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def StableHLO_ReturnOp : StableHLO_Op<"return", [Pure, Terminator]> {
  let summary = "terminator of stablehlo regions";
  let description = [{
    ```mlir
    stablehlo.return %0 : tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrTokenOrTuple>:$results);
  let assemblyFormat = "$results attr-dict (`:` type($results)^)?";
}

def StableHLO_OptimizationBarrierOp : StableHLO_Op<"optimization_barrier", [
    Pure]> {
  let summary = "identity that stops optimizations moving ops across it";
  let description = [{
    ```mlir
    %r:2 = stablehlo.optimization_barrier %a, %b : tensor<f32>, tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrToken>:$operand);
  let results = (outs Variadic<StableHLO_TensorOrToken>:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    attr-dict ($operand^ `:` custom<PairwiseOpType>(type($operand), type($result))):(`(` `)`)?
  }];
}

//===----------------------------------------------------------------------===//
// Miscellaneous
//===----------------------------------------------------------------------===//

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "make a tuple";
  let description = [{
    ```mlir
    %t = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<2xi32>>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrTokenOrTuple>:$val);
  let results = (outs AnyTuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "one element of a tuple";
  let description = [{
    ```mlir
    %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<2xi32>>) -> tensor<f32>
    ```
  }];
  let arguments = (ins AnyTuple:$operand, I32Attr:$index);
  let results = (outs StableHLO_TensorOrTokenOrTuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_CustomCallOp : StableHLO_Op<"custom_call"> {
  let summary = "call an implementation-defined target";
  let description = [{
    mlc imports only the targets it knows (JAX's `Sharding` annotations,
    ...); any other target is a located error at conversion.

    ```mlir
    %r = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrTokenOrTuple>:$inputs,
                   StrAttr:$call_target_name,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$has_side_effect,
                   OptionalAttr<AnyAttrOf<[StrAttr, DictionaryAttr]>>:$backend_config,
                   OptionalAttr<I32Attr>:$api_version,
                   OptionalAttr<FlatSymbolRefArrayAttr>:$called_computations,
                   OptionalAttr<ArrayAttr>:$operand_layouts,
                   OptionalAttr<ArrayAttr>:$result_layouts,
                   OptionalAttr<ArrayAttr>:$output_operand_aliases);
  let results = (outs Variadic<StableHLO_TensorOrTokenOrTuple>);
  let assemblyFormat = [{
    custom<CustomCallTarget>($call_target_name) `(` $inputs `)`
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_CompositeOp : StableHLO_Op<"composite"> {
  let summary = "a named op with a decomposition function";
  let description = [{
    ```mlir
    %r = stablehlo.composite "my.op" %x {decomposition = @my_op_impl} : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TensorOrTokenOrTuple>:$inputs,
                   StrAttr:$name,
                   DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                   FlatSymbolRefAttr:$decomposition,
                   DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<StableHLO_TensorOrTokenOrTuple>);
  let assemblyFormat = [{
    $name $inputs attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits and the next generator state";
  let description = [{
    ```mlir
    %s, %bits = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
    ```
  }];
  let arguments = (ins StableHLO_RngAlgorithmAttr:$rng_algorithm,
                   StableHLO_IntOrFpTensor:$initial_state);
  let results = (outs StableHLO_IntOrFpTensor:$output_state,
                      StableHLO_IntOrFpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
}

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "a token after all the given tokens";
  let description = [{
    ```mlir
    %t = stablehlo.after_all %a, %b : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<StableHLO_TokenType>:$inputs);
  let results = (outs StableHLO_TokenType:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($result)";
}

def StableHLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects,
    SameOperandsAndResultShape]> {
  let summary = "apply a scalar function elementwise";
  let description = [{
    ```mlir
    %r = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<StableHLO_Tensor>:$inputs,
                   DenseI64ArrayAttr:$dimensions);
  let results = (outs StableHLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure,
    SameOperandsAndResultElementType]> {
  let summary = "solve triangular systems of linear equations";
  let description = [{
    ```mlir
    %x = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins StableHLO_FpOrComplexTensor:$a,
                   StableHLO_FpOrComplexTensor:$b, BoolAttr:$left_side,
                   BoolAttr:$lower, BoolAttr:$unit_diagonal,
                   StableHLO_TransposeAttr:$transpose_a);
  let results = (outs StableHLO_FpOrComplexTensor:$result);
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure,
    SameOperandsAndResultType]> {
  let summary = "Cholesky decomposition of a batch of matrices";
  let description = [{
    ```mlir
    %l = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
    ```
  }];
  let arguments = (ins StableHLO_FpOrComplexTensor:$a,
                   DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs StableHLO_FpOrComplexTensor:$result);
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
}

#endif // MLC_IMPORT_STABLEHLO_STABLEHLOOPS_TD
