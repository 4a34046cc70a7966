//===- FormLaunches.cpp - device-function calls → kernel.launch -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELFORMLAUNCHESPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;
using namespace mlc::kernel;

namespace {

/// The one top-level scf.forall of a device function whose other ops are
/// allocations or side-effect free (the prologue), or null.
scf::ForallOp findGrid(func::FuncOp fn) {
  Block &body = fn.getBody().front();
  scf::ForallOp grid;
  for (Operation &op : body.without_terminator()) {
    if (auto forall = dyn_cast<scf::ForallOp>(op)) {
      if (grid || forall.getNumResults() != 0 || forall.getRank() > 3)
        return nullptr;
      grid = forall;
      continue;
    }
    if (grid)
      return nullptr; // work after the grid
    if (!isa<memref::AllocOp>(op) && !isMemoryEffectFree(&op))
      return nullptr;
  }
  return grid;
}

/// Clones the ops of `fn` before `stop` (or all but the terminator) at the
/// builder's point; returns the values the function would return.
SmallVector<Value> inlinePrologue(OpBuilder &b, func::FuncOp fn,
                                  ValueRange args, Operation *stop,
                                  IRMapping &mapping) {
  Block &body = fn.getBody().front();
  mapping.map(body.getArguments(), args);
  for (Operation &op : body.without_terminator()) {
    if (&op == stop)
      break;
    b.clone(op, mapping);
  }
  SmallVector<Value> results;
  for (Value v : body.getTerminator()->getOperands())
    results.push_back(mapping.lookupOrDefault(v));
  return results;
}

/// Outlines the body of `grid` into a new device function and replaces
/// `call` with the prologue plus a kernel.launch.
void formLaunch(func::CallOp call, func::FuncOp fn, scf::ForallOp grid,
                SymbolTable &symbols) {
  OpBuilder b(call);
  Location loc = call.getLoc();
  IRMapping hostMap;
  SmallVector<Value> results =
      inlinePrologue(b, fn, call.getOperands(), grid, hostMap);

  // Grid size per dimension: ceildiv(ub - lb, step), on the host.
  auto hostValue = [&](OpFoldResult ofr) -> Value {
    if (auto v = dyn_cast<Value>(ofr))
      return hostMap.lookupOrDefault(v);
    return arith::ConstantIndexOp::create(
        b, loc, cast<IntegerAttr>(cast<Attribute>(ofr)).getInt());
  };
  SmallVector<OpFoldResult> lbs = grid.getMixedLowerBound(),
                            ubs = grid.getMixedUpperBound(),
                            steps = grid.getMixedStep();
  SmallVector<Value> gridSizes;
  for (unsigned d = 0; d < grid.getRank(); ++d) {
    Value span = arith::SubIOp::create(b, loc, hostValue(ubs[d]),
                                       hostValue(lbs[d]));
    gridSizes.push_back(
        arith::CeilDivSIOp::create(b, loc, span, hostValue(steps[d])));
  }

  // Captured values: used in the body or as bounds, defined in `fn`.
  // Constants are rematerialized in the tile function instead.
  llvm::SetVector<Value> used, captured;
  SmallVector<Operation *> constants;
  getUsedValuesDefinedAbove(grid.getRegion(), used);
  for (OpFoldResult ofr : llvm::concat<OpFoldResult>(lbs, steps))
    if (auto v = dyn_cast<Value>(ofr))
      used.insert(v);
  for (Value v : used) {
    Operation *def = v.getDefiningOp();
    if (def && def->hasTrait<OpTrait::ConstantLike>())
      constants.push_back(def);
    else
      captured.insert(v);
  }

  // The tile function.
  OpBuilder mb(fn);
  SmallVector<Type> argTypes;
  for (Value v : captured)
    argTypes.push_back(v.getType());
  auto tileFn = func::FuncOp::create(
      mb, fn.getLoc(), (fn.getName() + "_tile").str(),
      FunctionType::get(fn.getContext(), argTypes, {}));
  tileFn.setPrivate();
  tileFn->setAttr("kernel.device", mb.getUnitAttr());
  symbols.insert(tileFn);
  Block *entry = tileFn.addEntryBlock();
  OpBuilder tb = OpBuilder::atBlockEnd(entry);
  IRMapping tileMap;
  tileMap.map(captured.getArrayRef(), entry->getArguments());
  for (Operation *c : constants)
    tb.clone(*c, tileMap);
  auto tileValue = [&](OpFoldResult ofr) -> Value {
    if (auto v = dyn_cast<Value>(ofr))
      return tileMap.lookup(v);
    return arith::ConstantIndexOp::create(
        tb, loc, cast<IntegerAttr>(cast<Attribute>(ofr)).getInt());
  };
  for (unsigned d = 0; d < grid.getRank(); ++d) {
    Value pid = ProgramIdOp::create(tb, loc, tb.getIndexType(), d);
    Value scaled = arith::MulIOp::create(tb, loc, pid, tileValue(steps[d]));
    Value iv = arith::AddIOp::create(tb, loc, scaled, tileValue(lbs[d]));
    tileMap.map(grid.getInductionVar(d), iv);
  }
  for (Operation &op : grid.getBody()->without_terminator())
    tb.clone(op, tileMap);
  func::ReturnOp::create(tb, loc);

  SmallVector<Value> launchArgs;
  for (Value v : captured)
    launchArgs.push_back(hostMap.lookupOrDefault(v));
  LaunchOp::create(b, loc, tileFn.getName(), gridSizes, launchArgs);
  call.replaceAllUsesWith(results);
  call.erase();
}

struct KernelFormLaunchesPass
    : mlc::kernel::impl::KernelFormLaunchesPassBase<KernelFormLaunchesPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::CallOp> calls;
    module.walk([&](func::CallOp call) {
      auto fn = symbols.lookup<func::FuncOp>(call.getCallee());
      if (fn && fn->hasAttr("kernel.device"))
        calls.push_back(call);
    });
    llvm::SetVector<func::FuncOp> used;
    for (func::CallOp call : calls) {
      auto fn = symbols.lookup<func::FuncOp>(call.getCallee());
      used.insert(fn);
      if (scf::ForallOp grid = findGrid(fn)) {
        formLaunch(call, fn, grid, symbols);
        continue;
      }
      // Not a grid of tiles: the work runs inline in the host function.
      OpBuilder b(call);
      IRMapping mapping;
      SmallVector<Value> results =
          inlinePrologue(b, fn, call.getOperands(), nullptr, mapping);
      call.replaceAllUsesWith(results);
      call.erase();
    }
    for (func::FuncOp fn : used)
      if (SymbolTable::symbolKnownUseEmpty(fn, module))
        fn.erase();
  }
};
} // namespace
