//===- StableHLODialect.td - stablehlo input dialect -------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// mlc's in-tree `stablehlo` input dialect, written from the public StableHLO
// specification (https://github.com/openxla/stablehlo/blob/main/docs/spec.md).
// Op, attribute and enum names follow the specification so that the text JAX
// prints (`jax.jit(f).lower(...).as_text()`) parses, both in the pretty and
// in the generic form. The dialect only holds the program as imported:
// `convert-stablehlo-to-graph` turns it into the `graph` dialect.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_STABLEHLODIALECT_TD
#define MLC_IMPORT_STABLEHLO_STABLEHLODIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonAttrConstraints.td"

def StableHLO_Dialect : Dialect {
  let name = "stablehlo";
  let cppNamespace = "::mlc::stablehlo";
  let summary = "The StableHLO input dialect (JAX, TensorFlow, PyTorch/XLA).";
  let description = [{
    StableHLO is the operation set JAX, TensorFlow and PyTorch/XLA hand to a
    compiler. mlc carries its own definition of it, written from the public
    specification, so that a program printed by
    `jax.jit(f).lower(*args).as_text()` parses in `mlc-opt` and
    `mlc-compile` with no StableHLO package installed. Both the pretty syntax
    JAX prints and the generic form parse; the attribute syntax
    (`#stablehlo<comparison_direction GE>`, `#stablehlo.dot<...>`,
    `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`,
    `#stablehlo.gather<...>`, `#stablehlo.scatter<...>`,
    `#stablehlo<precision DEFAULT>`) follows upstream. The module and function
    attributes JAX adds (`mhlo.num_partitions`, `jax.result_info`,
    `mhlo.sharding`, ...) are plain discardable attributes.

    Values are ranked tensors (any element type), `!stablehlo.token` and
    tuples. Verifiers check the shapes of the common ops against the
    specification's constraints; `convert-stablehlo-to-graph` lowers the
    program to the `graph` dialect.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  // Quantized element types (`!quant.uniform<i8:f32, 0.5:-3>`).
  let dependentDialects = ["::mlir::quant::QuantDialect"];
}

class StableHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<StableHLO_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

def StableHLO_TokenType : TypeDef<StableHLO_Dialect, "Token"> {
  let mnemonic = "token";
  let summary = "Token: orders side-effecting operations";
  let description = [{
    `!stablehlo.token` values carry no data; they order side-effecting
    operations (`stablehlo.after_all`, custom calls with side effects).
  }];
}

def StableHLO_Tensor : RankedTensorOf<[AnyType]>;
def StableHLO_FpTensor : RankedTensorOf<[AnyFloat]>;
def StableHLO_FpOrComplexTensor : RankedTensorOf<[AnyFloat, AnyComplex]>;
def StableHLO_IntTensor : RankedTensorOf<[AnyInteger]>;
def StableHLO_PredOrIntTensor : RankedTensorOf<[AnyInteger]>;
def StableHLO_PredTensor : RankedTensorOf<[I1]>;
def StableHLO_NumericTensor : RankedTensorOf<[AnyInteger, AnyFloat, AnyComplex]>;
def StableHLO_SIntFpOrComplexTensor : RankedTensorOf<[AnyInteger, AnyFloat, AnyComplex]>;
def StableHLO_IntOrFpTensor : RankedTensorOf<[AnyInteger, AnyFloat]>;
def StableHLO_ScalarIntTensor : 0DTensorOf<[AnyInteger]>;
def StableHLO_TensorOrToken : AnyTypeOf<[StableHLO_Tensor, StableHLO_TokenType]>;
def StableHLO_TensorOrTokenOrTuple
    : AnyTypeOf<[StableHLO_Tensor, StableHLO_TokenType, AnyTuple]>;

#endif // MLC_IMPORT_STABLEHLO_STABLEHLODIALECT_TD
