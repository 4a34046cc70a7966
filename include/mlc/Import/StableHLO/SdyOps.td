//===- SdyOps.td - the shardy ops JAX prints ---------------*- tablegen -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The part of Shardy (`sdy`) that JAX 0.11 prints into single-program
// modules: meshes, sharding constraints and the sharding attributes on
// arguments, results and custom calls. mlc compiles for one device, where
// every sharding is the whole tensor: the attributes are kept as their text
// and the ops are identities.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_IMPORT_STABLEHLO_SDYOPS_TD
#define MLC_IMPORT_STABLEHLO_SDYOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Sdy_Dialect : Dialect {
  let name = "sdy";
  let cppNamespace = "::mlc::sdy";
  let summary = "The Shardy ops and attributes JAX prints (one device).";
  let description = [{
    Every `#sdy.NAME<...>` attribute (`#sdy.sharding`,
    `#sdy.sharding_per_value`, `#sdy.op_sharding_rule`, meshes, ...) parses
    into an attribute that keeps its text and prints it back unchanged;
    `sdy.mesh` declares a mesh, `sdy.sharding_constraint` and `sdy.reshard`
    pass their operand through. Other sdy ops (`sdy.manual_computation`,
    shard_map's body) are unknown ops: a located parse error.
  }];
  let useDefaultAttributePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

class Sdy_Op<string mnemonic, list<Trait> traits = []>
    : Op<Sdy_Dialect, mnemonic, traits>;

def Sdy_MeshOp : Sdy_Op<"mesh", [Symbol]> {
  let summary = "a named device mesh";
  let description = [{
    ```mlir
    sdy.mesh @mesh = <["x"=1]>
    ```
    `mesh` holds the text between the angle brackets.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, StrAttr:$mesh);
  let hasCustomAssemblyFormat = 1;
}

class Sdy_IdentityOp<string mnemonic>
    : Sdy_Op<mnemonic, [Pure, AllTypesMatch<["input", "result"]>]> {
  let summary = mnemonic # ": the operand, laid out as `sharding` says";
  let description = "On one device the result is the operand.\n\n```mlir\n"
      # "%1 = sdy." # mnemonic # " %0 <@mesh, [{\"x\"}, {}]> : tensor<4x6xf32>\n```";
  let arguments = (ins AnyType:$input, StrAttr:$sharding);
  let results = (outs AnyType:$result);
  let hasCustomAssemblyFormat = 1;
}

def Sdy_ShardingConstraintOp : Sdy_IdentityOp<"sharding_constraint">;
def Sdy_ReshardOp : Sdy_IdentityOp<"reshard">;

#endif // MLC_IMPORT_STABLEHLO_SDYOPS_TD
