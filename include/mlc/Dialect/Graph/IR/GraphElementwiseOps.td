//===- GraphElementwiseOps.td - elementwise graph ops ------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_GRAPH_IR_GRAPHELEMENTWISEOPS_TD
#define MLC_DIALECT_GRAPH_IR_GRAPHELEMENTWISEOPS_TD

//===----------------------------------------------------------------------===//
// Unary
//===----------------------------------------------------------------------===//

class Graph_UnaryOp<string mnemonic, Type T, string math, list<Trait> traits = []>
    : Graph_Op<mnemonic, !listconcat([Pure, SameOperandsAndResultType,
                                      Graph_Elementwise], traits)> {
  let summary = "Elementwise " # math # ".";
  let description = [{
    Applies `}] # math # [{` to every element; the result has the operand's type.

    ```mlir
    %y = graph.}] # mnemonic # [{ %x : tensor<4x?xf32>
    ```
  }];
  let arguments = (ins T:$input);
  let results = (outs T:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
  let hasFolder = 1;
}

def Graph_NegOp : Graph_UnaryOp<"neg", Graph_NumericTensor, "y = -x">;
def Graph_AbsOp : Graph_UnaryOp<"abs", Graph_NumericTensor, "y = |x|">;
def Graph_ExpOp : Graph_UnaryOp<"exp", Graph_FloatTensor, "y = e^x">;
def Graph_LogOp : Graph_UnaryOp<"log", Graph_FloatTensor, "y = ln(x)">;
def Graph_SqrtOp : Graph_UnaryOp<"sqrt", Graph_FloatTensor, "y = sqrt(x)">;
def Graph_RsqrtOp : Graph_UnaryOp<"rsqrt", Graph_FloatTensor, "y = 1 / sqrt(x)">;
def Graph_ReciprocalOp : Graph_UnaryOp<"reciprocal", Graph_FloatTensor, "y = 1 / x">;
def Graph_TanhOp : Graph_UnaryOp<"tanh", Graph_FloatTensor, "y = tanh(x)">;
def Graph_SigmoidOp : Graph_UnaryOp<"sigmoid", Graph_FloatTensor, "y = 1 / (1 + e^-x)">;
def Graph_ErfOp : Graph_UnaryOp<"erf", Graph_FloatTensor, "y = erf(x)">;
def Graph_ReluOp : Graph_UnaryOp<"relu", Graph_NumericTensor, "y = max(x, 0)">;
def Graph_SiluOp : Graph_UnaryOp<"silu", Graph_FloatTensor, "y = x * sigmoid(x)">;
def Graph_FloorOp : Graph_UnaryOp<"floor", Graph_FloatTensor, "y = floor(x)">;
def Graph_CeilOp : Graph_UnaryOp<"ceil", Graph_FloatTensor, "y = ceil(x)">;
def Graph_RoundOp : Graph_UnaryOp<"round", Graph_FloatTensor,
                                  "y = round-half-to-even(x)">;
def Graph_SignOp : Graph_UnaryOp<"sign", Graph_NumericTensor, "y = sign(x) (-1, 0 or 1)">;
def Graph_SinOp : Graph_UnaryOp<"sin", Graph_FloatTensor, "y = sin(x)">;
def Graph_CosOp : Graph_UnaryOp<"cos", Graph_FloatTensor, "y = cos(x)">;
def Graph_NotOp : Graph_UnaryOp<"not", Graph_BoolTensor, "y = !x">;

def Graph_LeakyReluOp : Graph_Op<"leaky_relu", [Pure, SameOperandsAndResultType, Graph_Elementwise]> {
  let summary = "Elementwise leaky relu: y = x >= 0 ? x : alpha * x.";
  let description = [{
    ```mlir
    %y = graph.leaky_relu %x {alpha = 0.01 : f64} : tensor<8xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input,
                       DefaultValuedAttr<F64Attr, "0.01">:$alpha);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
}

def Graph_GeluApproximateNone : I32EnumAttrCase<"none", 0>;
def Graph_GeluApproximateTanh : I32EnumAttrCase<"tanh", 1>;
def Graph_GeluApproximate : I32EnumAttr<"GeluApproximate",
    "how gelu is computed",
    [Graph_GeluApproximateNone, Graph_GeluApproximateTanh]> {
  let cppNamespace = "::mlc::graph";
}

def Graph_GeluOp : Graph_Op<"gelu", [Pure, SameOperandsAndResultType, Graph_Elementwise]> {
  let summary = "Elementwise gelu, exact (erf) or tanh-approximated.";
  let description = [{
    `none`: y = 0.5 x (1 + erf(x / sqrt(2))); `tanh`:
    y = 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))).

    ```mlir
    %y = graph.gelu %x : tensor<8xf32>
    %z = graph.gelu %x approximate tanh : tensor<8xf32>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input,
      DefaultValuedAttr<Graph_GeluApproximate,
                        "::mlc::graph::GeluApproximate::none">:$approximate);
  let results = (outs Graph_FloatTensor:$output);
  let assemblyFormat = [{
    $input (`approximate` $approximate^)? attr-dict `:` type($output)
  }];
}

def Graph_IsNanOp : Graph_Op<"isnan", [Pure, SameOperandsAndResultShape, Graph_Elementwise]> {
  let summary = "Elementwise test for NaN.";
  let description = [{
    ```mlir
    %m = graph.isnan %x : tensor<8xf32> -> tensor<8xi1>
    ```
  }];
  let arguments = (ins Graph_FloatTensor:$input);
  let results = (outs Graph_BoolTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `->` type($output)";
}

def Graph_CastOp : Graph_Op<"cast", [Pure, SameOperandsAndResultShape, Graph_Elementwise]> {
  let summary = "Elementwise conversion between element types.";
  let description = [{
    Converts between any two graph element types: float to float rounds to
    nearest even, float to integer truncates toward zero, integer to float
    rounds, integer to integer truncates or extends by the source's
    signedness, anything to bool is `x != 0`, bool to anything is 0 or 1.

    ```mlir
    %y = graph.cast %x : tensor<4xf32> to tensor<4xi32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
}

def Graph_ClipOp : Graph_Op<"clip", [Pure, SameOperandsAndResultType, Graph_Elementwise]> {
  let summary = "Elementwise clamp to [min, max] (either bound optional).";
  let description = [{
    ```mlir
    %y = graph.clip %x {min = 0.0 : f64, max = 6.0 : f64} : tensor<8xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$input, OptionalAttr<F64Attr>:$min,
                       OptionalAttr<F64Attr>:$max);
  let results = (outs Graph_NumericTensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($output)";
}

//===----------------------------------------------------------------------===//
// Binary, with numpy broadcasting
//===----------------------------------------------------------------------===//

class Graph_BroadcastOp<string mnemonic, list<Trait> traits = []>
    : Graph_Op<mnemonic, !listconcat([Pure, Graph_Elementwise,
        DeclareOpInterfaceMethods<InferTypeOpInterface>], traits)> {
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

class Graph_BinaryOp<string mnemonic, Type T, string math>
    : Graph_BroadcastOp<mnemonic, [SameOperandsElementType]> {
  let summary = "Elementwise " # math # " with numpy broadcasting.";
  let description = [{
    Computes `}] # math # [{` elementwise. The operands broadcast with numpy
    rules: shapes are right-aligned, a dimension of 1 stretches to the
    other's size. A dynamic dimension against a static size N > 1 is taken to
    be N; two dynamic dimensions must agree at run time.

    ```mlir
    %z = graph.}] # mnemonic # [{ %x, %y : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins T:$lhs, T:$rhs);
  let results = (outs T:$output);
  let hasFolder = 1;
}

def Graph_AddOp : Graph_BinaryOp<"add", Graph_NumericTensor, "lhs + rhs">;
def Graph_SubOp : Graph_BinaryOp<"sub", Graph_NumericTensor, "lhs - rhs">;
def Graph_MulOp : Graph_BinaryOp<"mul", Graph_NumericTensor, "lhs * rhs">;
def Graph_DivOp : Graph_BinaryOp<"div", Graph_NumericTensor,
    "lhs / rhs (integers: truncating)">;
def Graph_PowOp : Graph_BinaryOp<"pow", Graph_NumericTensor, "lhs ^ rhs">;
def Graph_MaxOp : Graph_BinaryOp<"max", Graph_NumericTensor,
    "max(lhs, rhs) (NaN propagates)">;
def Graph_MinOp : Graph_BinaryOp<"min", Graph_NumericTensor,
    "min(lhs, rhs) (NaN propagates)">;
def Graph_AndOp : Graph_BinaryOp<"and", Graph_IntOrBoolTensor,
    "lhs & rhs (logical on bools, bitwise on integers)">;
def Graph_OrOp : Graph_BinaryOp<"or", Graph_IntOrBoolTensor,
    "lhs | rhs (logical on bools, bitwise on integers)">;
def Graph_XorOp : Graph_BinaryOp<"xor", Graph_IntOrBoolTensor,
    "lhs ^ rhs (logical on bools, bitwise on integers)">;

class Graph_ShiftOp<string mnemonic, string math>
    : Graph_BroadcastOp<mnemonic, [SameOperandsElementType]> {
  let summary = "Elementwise integer shift " # math #
                " with numpy broadcasting.";
  let description = [{
    Shifts the bits of `lhs` by `rhs` (read as unsigned) }] # math # [{. An
    amount of at least the bit width gives 0 (for `shift_right` of a signed
    type: the sign, 0 or -1), as StableHLO's shifts do.

    ```mlir
    %z = graph.}] # mnemonic # [{ %x, %n
        : (tensor<4xui32>, tensor<ui32>) -> tensor<4xui32>
    ```
  }];
  let arguments = (ins Graph_IntTensor:$lhs, Graph_IntTensor:$rhs);
  let results = (outs Graph_IntTensor:$output);
}

def Graph_ShiftLeftOp : Graph_ShiftOp<"shift_left", "left">;
def Graph_ShiftRightOp : Graph_ShiftOp<"shift_right",
    "right: logical for unsigned, arithmetic for signed element types">;

def Graph_BitcastOp : Graph_Op<"bitcast", [Pure, SameOperandsAndResultShape,
                                           Graph_Elementwise]> {
  let summary = "Elementwise reinterpretation of bits as another element type.";
  let description = [{
    The element types have the same bit width (not i1); every element keeps
    its bits.

    ```mlir
    %y = graph.bitcast %x : tensor<4xui32> to tensor<4xf32>
    ```
  }];
  let arguments = (ins Graph_Tensor:$input);
  let results = (outs Graph_Tensor:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasVerifier = 1;
}

def Graph_ModOp : Graph_BroadcastOp<"mod", [SameOperandsElementType]> {
  let summary = "Elementwise remainder with numpy broadcasting.";
  let description = [{
    With `fmod = false` (integers only) the result has the sign of the
    divisor (Python's `%`); with `fmod = true` it has the sign of the dividend
    (C's `fmod`). Floats need `fmod = true`.

    ```mlir
    %z = graph.mod %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %w = graph.mod %a, %b {fmod} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Graph_NumericTensor:$lhs, Graph_NumericTensor:$rhs,
                       UnitAttr:$fmod);
  let results = (outs Graph_NumericTensor:$output);
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Graph_CmpPredicateEQ : I32EnumAttrCase<"eq", 0>;
def Graph_CmpPredicateNE : I32EnumAttrCase<"ne", 1>;
def Graph_CmpPredicateLT : I32EnumAttrCase<"lt", 2>;
def Graph_CmpPredicateLE : I32EnumAttrCase<"le", 3>;
def Graph_CmpPredicateGT : I32EnumAttrCase<"gt", 4>;
def Graph_CmpPredicateGE : I32EnumAttrCase<"ge", 5>;
def Graph_CmpPredicate : I32EnumAttr<"CmpPredicate", "comparison predicate",
    [Graph_CmpPredicateEQ, Graph_CmpPredicateNE, Graph_CmpPredicateLT,
     Graph_CmpPredicateLE, Graph_CmpPredicateGT, Graph_CmpPredicateGE]> {
  let cppNamespace = "::mlc::graph";
}

def Graph_CompareOp : Graph_BroadcastOp<"compare", [SameOperandsElementType]> {
  let summary = "Elementwise comparison with numpy broadcasting; bool result.";
  let description = [{
    One of the six comparisons `eq ne lt le gt ge` (as an enum integer
    written as its keyword). Unsigned element types compare unsigned; NaN compares unequal.

    ```mlir
    %m = graph.compare lt, %x, %y : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xi1>
    ```
  }];
  let arguments = (ins Graph_CmpPredicate:$predicate, Graph_Tensor:$lhs,
                       Graph_Tensor:$rhs);
  let results = (outs Graph_BoolTensor:$output);
  let assemblyFormat = [{
    $predicate `,` $lhs `,` $rhs attr-dict `:` functional-type(operands, results)
  }];
  let hasFolder = 1;
}

def Graph_SelectOp : Graph_BroadcastOp<"select"> {
  let summary = "Elementwise choice (ONNX Where) with numpy broadcasting.";
  let description = [{
    `y = cond ? on_true : on_false`, the three operands broadcast together.

    ```mlir
    %y = graph.select %c, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Graph_BoolTensor:$cond, Graph_Tensor:$on_true,
                       Graph_Tensor:$on_false);
  let results = (outs Graph_Tensor:$output);
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif // MLC_DIALECT_GRAPH_IR_GRAPHELEMENTWISEOPS_TD
