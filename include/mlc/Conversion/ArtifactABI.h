//===- ArtifactABI.h - the compiler's view of the artifact ABI --*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The functions of libmlc_artifact_support that generated code calls, from
// their one table (mlc/Runtime/ArtifactABI.def): names, and the LLVM
// function types the table's C types lower to (every pointer is !llvm.ptr,
// int32_t i32, int64_t i64). Lowerings declare and call them through here
// rather than spelling names and signatures themselves.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_ARTIFACTABI_H
#define MLC_CONVERSION_ARTIFACTABI_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace mlc::abi {

/// An entry of the table, named as the C function.
enum class Function : unsigned {
#define MLC_ABI_FUNCTION(Name, Return, ...) Name,
#include "mlc/Runtime/ArtifactABI.def"
};

/// A family of entries, one per numeric element type
/// (MLC_ABI_TYPED_FAMILY): `<family>_<dtype>`.
enum class Family : unsigned {
#define MLC_ABI_FUNCTION(Name, Return, ...)
#define MLC_ABI_TYPED_FAMILY(Prefix, Return, ...) Prefix,
#include "mlc/Runtime/ArtifactABI.def"
};

/// Every entry, in table order.
llvm::ArrayRef<Function> getAllFunctions();

/// The C name of `fn`.
llvm::StringRef getName(Function fn);

/// The entry named `name`, if the table has one.
std::optional<Function> lookup(llvm::StringRef name);

/// The member of `family` for element type `dtype` (as the metadata spells
/// it: "f32", "u8", "bool"), if the table has one.
std::optional<Function> lookup(Family family, llvm::StringRef dtype);

/// The LLVM function type of `fn`.
mlir::LLVM::LLVMFunctionType getLLVMType(mlir::MLIRContext *ctx, Function fn);

/// Declares `fn` in `module` with its table type unless the module has it.
mlir::LLVM::LLVMFuncOp declare(mlir::OpBuilder &b, mlir::ModuleOp module,
                               Function fn);

/// Whether a func-level call of `fn` with `type` lowers to the table's LLVM
/// type under the default memref convention (a rank-1 memref operand is
/// five words: allocated, aligned, offset, size, stride).
bool matchesFuncType(Function fn, mlir::FunctionType type);

} // namespace mlc::abi

#endif // MLC_CONVERSION_ARTIFACTABI_H
