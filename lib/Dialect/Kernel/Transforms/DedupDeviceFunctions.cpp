//===- DedupDeviceFunctions.cpp - one device function per distinct kernel -===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Identical device functions (same signature, attributes and body, locations
// aside) become one: every reference to a duplicate is pointed at the first
// of its kind, then duplicates and unreferenced device functions are erased.
// Unrolled recurrent models repeat their step kernels once per time step;
// without this each copy is lowered and compiled to machine code on its own.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELDEDUPDEVICEFUNCTIONSPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;

namespace {

constexpr OperationEquivalence::Flags kIgnoreLocations =
    OperationEquivalence::IgnoreLocations;

/// The function's attributes without its name: two kernels that differ
/// only in name are the same kernel.
DictionaryAttr attributesWithoutName(func::FuncOp fn) {
  NamedAttrList attrs(fn->getAttrDictionary());
  attrs.erase(SymbolTable::getSymbolAttrName());
  return attrs.getDictionary(fn.getContext());
}

/// A hash of everything `equivalent` compares, so that only functions in
/// one bucket are compared op by op.
llvm::hash_code hashFunction(func::FuncOp fn, DictionaryAttr attrs) {
  llvm::hash_code hash = llvm::hash_value(attrs.getAsOpaquePointer());
  fn.getBody().walk([&](Operation *op) {
    hash = llvm::hash_combine(
        hash, OperationEquivalence::computeHash(
                  op, OperationEquivalence::ignoreHashValue,
                  OperationEquivalence::ignoreHashValue, kIgnoreLocations));
  });
  return hash;
}

bool equivalent(func::FuncOp a, func::FuncOp b) {
  return OperationEquivalence::isRegionEquivalentTo(&a.getBody(), &b.getBody(),
                                                    kIgnoreLocations);
}

struct KernelDedupDeviceFunctionsPass
    : mlc::kernel::impl::KernelDedupDeviceFunctionsPassBase<
          KernelDedupDeviceFunctionsPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Buckets of candidate functions by hash and attributes; within one,
    // the first function of each equivalence class is its representative.
    llvm::MapVector<std::pair<llvm::hash_code, Attribute>,
                    SmallVector<func::FuncOp, 1>>
        buckets;
    DenseMap<StringAttr, StringAttr> replacement;
    SmallVector<func::FuncOp> devices;
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (!fn->hasAttr("kernel.device") || !fn.isPrivate() || fn.isExternal())
        continue;
      devices.push_back(fn);
      DictionaryAttr attrs = attributesWithoutName(fn);
      auto &reps = buckets[{hashFunction(fn, attrs), attrs}];
      auto rep = llvm::find_if(
          reps, [&](func::FuncOp r) { return equivalent(r, fn); });
      if (rep == reps.end())
        reps.push_back(fn);
      else
        replacement[fn.getNameAttr()] = rep->getNameAttr();
    }
    if (devices.empty())
      return;

    // One walk points every reference at the representative and records
    // which symbols are referenced at all.
    llvm::DenseSet<StringAttr> referenced;
    AttrTypeReplacer replacer;
    replacer.addReplacement([&](SymbolRefAttr ref) -> Attribute {
      StringAttr root = ref.getRootReference();
      if (StringAttr to = replacement.lookup(root)) {
        referenced.insert(to);
        return SymbolRefAttr::get(to, ref.getNestedReferences());
      }
      referenced.insert(root);
      return ref;
    });
    module.walk([&](Operation *op) {
      replacer.replaceElementsIn(op, /*replaceAttrs=*/true,
                                 /*replaceLocs=*/false, /*replaceTypes=*/false);
    });
    for (func::FuncOp fn : devices)
      if (!referenced.contains(fn.getNameAttr()))
        fn.erase();
  }
};

} // namespace
