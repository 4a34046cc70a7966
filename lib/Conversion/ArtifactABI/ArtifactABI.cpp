//===- ArtifactABI.cpp - the compiler's view of the artifact ABI ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The table's C types become LLVM types through C++ templates: an entry's
// `Return(Params...)` is a C++ function type, and each of its types maps to
// one LLVM type (a type outside that map is a compile error here).
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/ArtifactABI.h"

#include "mlc-c/Artifact.h"

#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"

#include <array>
#include <cstdint>
#include <type_traits>

using namespace mlir;
using namespace mlc;
using namespace mlc::abi;

namespace {

/// The LLVM types the table's C types lower to.
enum class Kind : uint8_t { Void, I32, I64, Ptr };

template <typename T> constexpr bool kUnsupported = false;

template <typename T> constexpr Kind kindOf() {
  if constexpr (std::is_void_v<T>)
    return Kind::Void;
  else if constexpr (std::is_pointer_v<T>)
    return Kind::Ptr;
  else if constexpr (std::is_same_v<T, int32_t>)
    return Kind::I32;
  else if constexpr (std::is_same_v<T, int64_t>)
    return Kind::I64;
  else
    static_assert(kUnsupported<T>, "a C type the artifact ABI cannot use");
}

template <typename F> struct Signature;
template <typename R, typename... Params> struct Signature<R(Params...)> {
  static constexpr Kind result = kindOf<R>();
  static constexpr std::array<Kind, sizeof...(Params)> params = {
      kindOf<Params>()...};
};

struct Entry {
  Function fn;
  const char *name;
  Kind result;
  ArrayRef<Kind> params;
  std::optional<Family> family;
  const char *dtype; ///< The family member's element type, else "".
};

#define MLC_ABI_SIGNATURE(Return, ...)                                         \
  Signature<Return(__VA_ARGS__)>::result,                                      \
      ArrayRef<Kind>(Signature<Return(__VA_ARGS__)>::params)
const Entry kEntries[] = {
#define MLC_ABI_FUNCTION(Name, Return, ...)                                    \
  {Function::Name, #Name, MLC_ABI_SIGNATURE(Return, __VA_ARGS__),              \
   std::nullopt, ""},
#define MLC_ABI_TYPED_FUNCTION(Prefix, Suffix, Return, ...)                    \
  {Function::Prefix##_##Suffix, #Prefix "_" #Suffix,                           \
   MLC_ABI_SIGNATURE(Return, __VA_ARGS__), Family::Prefix, #Suffix},
#include "mlc/Runtime/ArtifactABI.def"
};
#undef MLC_ABI_SIGNATURE

constexpr Function kAllFunctions[] = {
#define MLC_ABI_FUNCTION(Name, Return, ...) Function::Name,
#include "mlc/Runtime/ArtifactABI.def"
};

const Entry &entry(Function fn) {
  const Entry &e = kEntries[static_cast<unsigned>(fn)];
  assert(e.fn == fn && "table order");
  return e;
}

Type toLLVM(MLIRContext *ctx, Kind kind) {
  switch (kind) {
  case Kind::Void:
    return LLVM::LLVMVoidType::get(ctx);
  case Kind::I32:
    return IntegerType::get(ctx, 32);
  case Kind::I64:
    return IntegerType::get(ctx, 64);
  case Kind::Ptr:
    return LLVM::LLVMPointerType::get(ctx);
  }
  llvm_unreachable("kind");
}

/// The kinds a func-level type lowers to, appended to `out`; false for a
/// type the table cannot hold.
bool appendKinds(Type type, SmallVectorImpl<Kind> &out) {
  if (auto memref = dyn_cast<MemRefType>(type)) {
    if (memref.getRank() != 1)
      return false;
    out.append({Kind::Ptr, Kind::Ptr, Kind::I64, Kind::I64, Kind::I64});
    return true;
  }
  if (isa<LLVM::LLVMPointerType>(type)) {
    out.push_back(Kind::Ptr);
    return true;
  }
  if (type.isInteger(32) || type.isInteger(64)) {
    out.push_back(type.isInteger(32) ? Kind::I32 : Kind::I64);
    return true;
  }
  return false;
}

} // namespace

ArrayRef<Function> abi::getAllFunctions() { return kAllFunctions; }

StringRef abi::getName(Function fn) { return entry(fn).name; }

std::optional<Function> abi::lookup(StringRef name) {
  for (const Entry &e : kEntries)
    if (name == e.name)
      return e.fn;
  return std::nullopt;
}

std::optional<Function> abi::lookup(Family family, StringRef dtype) {
  for (const Entry &e : kEntries)
    if (e.family == family && dtype == e.dtype)
      return e.fn;
  return std::nullopt;
}

LLVM::LLVMFunctionType abi::getLLVMType(MLIRContext *ctx, Function fn) {
  const Entry &e = entry(fn);
  SmallVector<Type> params;
  for (Kind kind : e.params)
    params.push_back(toLLVM(ctx, kind));
  return LLVM::LLVMFunctionType::get(toLLVM(ctx, e.result), params);
}

LLVM::LLVMFuncOp abi::declare(OpBuilder &b, ModuleOp module, Function fn) {
  LLVM::LLVMFunctionType type = getLLVMType(module.getContext(), fn);
  FailureOr<LLVM::LLVMFuncOp> op = LLVM::lookupOrCreateFn(
      b, module, getName(fn), type.getParams(), type.getReturnType());
  return succeeded(op) ? *op : LLVM::LLVMFuncOp();
}

bool abi::matchesFuncType(Function fn, FunctionType type) {
  const Entry &e = entry(fn);
  SmallVector<Kind> params, results;
  for (Type t : type.getInputs())
    if (!appendKinds(t, params))
      return false;
  for (Type t : type.getResults())
    if (!appendKinds(t, results))
      return false;
  Kind result = results.empty() ? Kind::Void : results.front();
  return results.size() <= 1 && result == e.result &&
         ArrayRef<Kind>(params) == e.params;
}
