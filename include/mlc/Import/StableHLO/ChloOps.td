//===- ChloOps.td - chlo input dialect ---------------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The few `chlo` ("client HLO") ops JAX emits next to stablehlo for math it
// does not expand itself: erf, erf_inv, lgamma, digamma, the hyperbolic and
// inverse trigonometric functions, is_inf, and top_k. Names and syntax follow
// upstream's ChloOps.td: `%r = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>`.
// C++ classes: `mlc::chlo::<Mnemonic in UpperCamelCase>Op` (ErfOp, ErfInvOp,
// TopKOp).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_CHLOOPS_TD
#define MLC_IMPORT_STABLEHLO_CHLOOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Chlo_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::mlc::chlo";
  let summary = "The chlo ops JAX emits next to stablehlo.";
  let description = [{
    A small subset of the client HLO dialect: the elementwise math functions
    and `top_k` that JAX leaves to the compiler. Anything else under `chlo.`
    is an unknown op (a located parse error).
  }];
}

class Chlo_Op<string mnemonic, list<Trait> traits = []>
    : Op<Chlo_Dialect, mnemonic, traits>;

// `%r = chlo.<op> %x : T -> U`.
class Chlo_UnaryOp<string mnemonic, Type resultElement = AnyFloat>
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "elementwise " # mnemonic;
  let description = "Applies `" # mnemonic # "` to each element of `operand`."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %x : tensor<4xf32> -> tensor<4xf32>\n```";
  let arguments = (ins RankedTensorOf<[AnyFloat, AnyComplex]>:$operand);
  let results = (outs RankedTensorOf<[resultElement, AnyComplex]>:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}

def Chlo_ErfOp : Chlo_UnaryOp<"erf">;
def Chlo_ErfcOp : Chlo_UnaryOp<"erfc">;
def Chlo_ErfInvOp : Chlo_UnaryOp<"erf_inv">;
def Chlo_LgammaOp : Chlo_UnaryOp<"lgamma">;
def Chlo_DigammaOp : Chlo_UnaryOp<"digamma">;
def Chlo_SinhOp : Chlo_UnaryOp<"sinh">;
def Chlo_CoshOp : Chlo_UnaryOp<"cosh">;
def Chlo_TanOp : Chlo_UnaryOp<"tan">;
def Chlo_AsinOp : Chlo_UnaryOp<"asin">;
def Chlo_AcosOp : Chlo_UnaryOp<"acos">;
def Chlo_AtanOp : Chlo_UnaryOp<"atan">;
def Chlo_AsinhOp : Chlo_UnaryOp<"asinh">;
def Chlo_AcoshOp : Chlo_UnaryOp<"acosh">;
def Chlo_AtanhOp : Chlo_UnaryOp<"atanh">;
def Chlo_SquareOp : Chlo_UnaryOp<"square">;
def Chlo_BesselI1eOp : Chlo_UnaryOp<"bessel_i1e">;
def Chlo_IsInfOp : Chlo_UnaryOp<"is_inf", I1>;
def Chlo_IsPosInfOp : Chlo_UnaryOp<"is_pos_inf", I1>;
def Chlo_IsNegInfOp : Chlo_UnaryOp<"is_neg_inf", I1>;

// `%r = chlo.<op> %a, %b : T, T -> U` (same shapes: JAX broadcasts first).
class Chlo_BinaryOp<string mnemonic>
    : Chlo_Op<mnemonic, [Pure, Elementwise, SameOperandsAndResultShape]> {
  let summary = "elementwise " # mnemonic;
  let description = "Applies `" # mnemonic # "` to each pair of elements."
      # "\n\n```mlir\n%r = chlo." # mnemonic
      # " %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>\n```";
  let arguments = (ins RankedTensorOf<[AnyFloat]>:$lhs,
                       RankedTensorOf<[AnyFloat]>:$rhs);
  let results = (outs RankedTensorOf<[AnyFloat]>:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

// polygamma(n, x); zeta(x, q) (Hurwitz); next_after(x, y).
def Chlo_PolygammaOp : Chlo_BinaryOp<"polygamma">;
def Chlo_ZetaOp : Chlo_BinaryOp<"zeta">;
def Chlo_NextAfterOp : Chlo_BinaryOp<"next_after">;

def Chlo_TopKOp : Chlo_Op<"top_k", [Pure]> {
  let summary = "the k largest elements along the last dimension";
  let description = [{
    `values` holds the `k` largest elements of each row of `operand` (last
    dimension), largest first; `indices` their positions.

    ```mlir
    %v, %i = chlo.top_k(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    ```
  }];
  let arguments = (ins AnyRankedTensor:$operand, I64Attr:$k);
  let results = (outs AnyRankedTensor:$values,
                      RankedTensorOf<[AnyInteger]>:$indices);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:`
      type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
}

#endif // MLC_IMPORT_STABLEHLO_CHLOOPS_TD
