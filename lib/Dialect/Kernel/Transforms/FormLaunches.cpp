//===- FormLaunches.cpp - device-function calls → kernel.launch -----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A bufferized device function is split into a prologue that runs on the
// host (buffer allocations and the side-effect-free index math they and the
// grid bounds need) and a body that becomes a new device function launched
// with kernel.launch: over the grid of its scf.forall when the body is one
// grid of tiles, as a single instance otherwise.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"

namespace mlc::kernel {
#define GEN_PASS_DEF_KERNELFORMLAUNCHESPASS
#include "mlc/Dialect/Kernel/Transforms/Passes.h.inc"
} // namespace mlc::kernel

using namespace mlir;
using namespace mlc::kernel;

namespace {

/// How a device function splits into host prologue and device body.
struct Split {
  SmallVector<Operation *> prologue;
  SmallVector<Operation *> body;
  scf::ForallOp grid; ///< set when the body is one scf.forall
};

/// Arguments of `fn` that some op in it may write (through any view).
llvm::SmallPtrSet<Value, 8> writtenArguments(func::FuncOp fn) {
  llvm::SmallPtrSet<Value, 8> written;
  auto root = [](Value v) {
    while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
      v = view.getViewSource();
    return v;
  };
  fn.walk([&](Operation *op) {
    // A run-time check declares a write to no buffer (only to keep it in
    // order): it writes none of the arguments.
    if (isa<cf::AssertOp>(op))
      return;
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects) {
      // Unknown effects: assume it writes every buffer it is given (ops
      // nested in its regions are visited on their own).
      if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
        for (Value v : op->getOperands())
          if (isa<BaseMemRefType>(v.getType()))
            written.insert(root(v));
      return;
    }
    SmallVector<MemoryEffects::EffectInstance> list;
    effects.getEffects(list);
    for (auto &e : list) {
      if (!isa<MemoryEffects::Write>(e.getEffect()))
        continue;
      if (Value v = e.getValue())
        written.insert(root(v));
      else
        for (BlockArgument a : fn.getArguments())
          written.insert(a);
    }
  });
  return written;
}

/// Splits `fn`, or fails if its results are computed by the body (they must
/// be arguments, or buffers and views the prologue makes).
FailureOr<Split> split(func::FuncOp fn) {
  Block &block = fn.getBody().front();
  Split s;
  llvm::SmallPtrSet<Operation *, 16> inPrologue;
  llvm::SmallPtrSet<Value, 8> written = writtenArguments(fn);
  // Allocations, side-effect-free ops and loads of arguments nothing writes
  // (data-dependent shapes) move to the host wherever they are, as long as
  // their operands are available there.
  for (Operation &op : block.without_terminator()) {
    auto load = dyn_cast<memref::LoadOp>(op);
    bool readOnlyLoad = load && isa<BlockArgument>(load.getMemRef()) &&
                        !written.contains(load.getMemRef());
    // Run-time checks (cf.assert) read only sizes: they run on the host.
    bool hoistable =
        (isa<memref::AllocOp, cf::AssertOp>(op) || readOnlyLoad ||
         isMemoryEffectFree(&op)) &&
        op.getNumRegions() == 0 && llvm::all_of(op.getOperands(), [&](Value v) {
          Operation *def = v.getDefiningOp();
          return !def || inPrologue.contains(def);
        });
    if (hoistable) {
      s.prologue.push_back(&op);
      inPrologue.insert(&op);
      continue;
    }
    s.body.push_back(&op);
  }
  for (Value v : block.getTerminator()->getOperands()) {
    Operation *def = v.getDefiningOp();
    if (def && !inPrologue.contains(def))
      return failure();
  }
  if (s.body.size() == 1)
    if (auto forall = dyn_cast<scf::ForallOp>(s.body.front()))
      if (forall.getNumResults() == 0)
        s.grid = forall;
  return s;
}

/// Replaces `call` of `fn` with the prologue and a launch of the body.
void formLaunch(func::CallOp call, func::FuncOp fn, Split &s,
                SymbolTable &symbols) {
  OpBuilder b(call);
  Location loc = call.getLoc();
  IRMapping hostMap;
  Block &fnBlock = fn.getBody().front();
  hostMap.map(fnBlock.getArguments(), call.getOperands());
  for (Operation *op : s.prologue)
    b.clone(*op, hostMap);

  auto hostValue = [&](OpFoldResult ofr) -> Value {
    if (auto v = dyn_cast<Value>(ofr))
      return hostMap.lookupOrDefault(v);
    return arith::ConstantIndexOp::create(
        b, loc, cast<IntegerAttr>(cast<Attribute>(ofr)).getInt());
  };

  // Values the device body needs from outside it.
  llvm::SetVector<Value> used;
  SmallVector<OpFoldResult> lbs, steps;
  SmallVector<Value> gridSizes;
  // A grid of more than three dimensions launches with its leading
  // dimensions folded into the first; the device function gets their sizes
  // (all but the outermost) to unfold its position.
  SmallVector<Value> foldedSizes;
  if (s.grid) {
    getUsedValuesDefinedAbove(s.grid.getRegion(), used);
    lbs = s.grid.getMixedLowerBound();
    steps = s.grid.getMixedStep();
    SmallVector<OpFoldResult> ubs = s.grid.getMixedUpperBound();
    for (OpFoldResult ofr : llvm::concat<OpFoldResult>(lbs, steps))
      if (auto v = dyn_cast<Value>(ofr))
        used.insert(v);
    // Grid size per dimension: ceildiv(ub - lb, step), on the host.
    for (unsigned d = 0; d < s.grid.getRank(); ++d) {
      Value span = arith::SubIOp::create(b, loc, hostValue(ubs[d]),
                                         hostValue(lbs[d]));
      gridSizes.push_back(
          arith::CeilDivSIOp::create(b, loc, span, hostValue(steps[d])));
    }
    if (gridSizes.size() > 3) {
      size_t lead = gridSizes.size() - 2;
      Value folded = gridSizes[0];
      for (size_t d = 1; d < lead; ++d) {
        foldedSizes.push_back(gridSizes[d]);
        folded = arith::MulIOp::create(b, loc, folded, gridSizes[d]);
      }
      gridSizes.erase(gridSizes.begin(), gridSizes.begin() + lead);
      gridSizes.insert(gridSizes.begin(), folded);
    }
  } else {
    llvm::SmallPtrSet<Operation *, 16> bodyOps(s.body.begin(), s.body.end());
    for (Operation *op : s.body) {
      op->walk([&](Operation *nested) {
        for (Value v : nested->getOperands()) {
          Operation *def = v.getDefiningOp();
          Operation *top = def ? fnBlock.findAncestorOpInBlock(*def) : nullptr;
          bool definedInside =
              (top && bodyOps.contains(top)) ||
              (!def && cast<BlockArgument>(v).getOwner() != &fnBlock);
          if (!definedInside)
            used.insert(v);
        }
      });
    }
  }
  // Constants are rematerialized in the device function, not passed.
  llvm::SetVector<Value> captured;
  SmallVector<Operation *> constants;
  for (Value v : used) {
    Operation *def = v.getDefiningOp();
    if (def && def->hasTrait<OpTrait::ConstantLike>())
      constants.push_back(def);
    else
      captured.insert(v);
  }

  OpBuilder mb(fn);
  SmallVector<Type> argTypes;
  for (Value v : captured)
    argTypes.push_back(v.getType());
  argTypes.append(foldedSizes.size(), mb.getIndexType());
  auto tileFn = func::FuncOp::create(
      mb, fn.getLoc(), (fn.getName() + (s.grid ? "_tile" : "_kernel")).str(),
      FunctionType::get(fn.getContext(), argTypes, {}));
  tileFn.setPrivate();
  tileFn->setAttr("kernel.device", mb.getUnitAttr());
  symbols.insert(tileFn);
  Block *entry = tileFn.addEntryBlock();
  OpBuilder tb = OpBuilder::atBlockEnd(entry);
  IRMapping tileMap;
  tileMap.map(captured.getArrayRef(),
              entry->getArguments().take_front(captured.size()));
  for (Operation *c : constants)
    tb.clone(*c, tileMap);
  if (s.grid) {
    auto tileValue = [&](OpFoldResult ofr) -> Value {
      if (auto v = dyn_cast<Value>(ofr))
        return tileMap.lookup(v);
      return arith::ConstantIndexOp::create(
          tb, loc, cast<IntegerAttr>(cast<Attribute>(ofr)).getInt());
    };
    unsigned rank = s.grid.getRank();
    unsigned lead = rank > 3 ? rank - 2 : 1;
    SmallVector<Value> pids(rank);
    // Unfold the leading dimensions from grid dimension 0, innermost first.
    Value rest = ProgramIdOp::create(tb, loc, tb.getIndexType(), 0);
    for (unsigned d = lead - 1; d > 0; --d) {
      Value size = entry->getArgument(captured.size() + d - 1);
      pids[d] = arith::RemUIOp::create(tb, loc, rest, size);
      rest = arith::DivUIOp::create(tb, loc, rest, size);
    }
    pids[0] = rest;
    for (unsigned d = lead; d < rank; ++d)
      pids[d] = ProgramIdOp::create(tb, loc, tb.getIndexType(), d - lead + 1);
    for (unsigned d = 0; d < rank; ++d) {
      Value pid = pids[d];
      Value scaled = arith::MulIOp::create(tb, loc, pid, tileValue(steps[d]));
      Value iv = arith::AddIOp::create(tb, loc, scaled, tileValue(lbs[d]));
      tileMap.map(s.grid.getInductionVar(d), iv);
    }
    for (Operation &op : s.grid.getBody()->without_terminator())
      tb.clone(op, tileMap);
  } else {
    for (Operation *op : s.body)
      tb.clone(*op, tileMap);
  }
  func::ReturnOp::create(tb, loc);

  SmallVector<Value> launchArgs;
  for (Value v : captured)
    launchArgs.push_back(hostMap.lookupOrDefault(v));
  launchArgs.append(foldedSizes);
  LaunchOp::create(b, loc, FlatSymbolRefAttr::get(tileFn.getNameAttr()),
                   gridSizes, launchArgs, /*block_size=*/IntegerAttr(),
                   /*shared_memory_bytes=*/IntegerAttr(),
                   /*dynamic_shared_memory_bytes=*/IntegerAttr(),
                   /*launch_index=*/IntegerAttr(),
                   /*after=*/DenseI64ArrayAttr(),
                   /*in_place=*/DenseI64ArrayAttr());
  SmallVector<Value> results;
  for (Value v : fnBlock.getTerminator()->getOperands())
    results.push_back(hostMap.lookupOrDefault(v));
  call.replaceAllUsesWith(results);
  call.erase();
}

/// Constant row-major linear index of `indices` into static `type`.
std::optional<int64_t> linearIndex(MemRefType type, ValueRange indices) {
  int64_t linear = 0;
  for (auto [i, size] : llvm::zip_equal(indices, type.getShape())) {
    std::optional<int64_t> c = getConstantIntValue(i);
    if (!c)
      return std::nullopt;
    linear = linear * size + *c;
  }
  return linear;
}

/// A host buffer that only host stores write and only host loads read,
/// through reshaping views, at constant indices: a bufferized
/// tensor.from_elements of sizes (graph-host-shapes) that the prologues of
/// the launches read. The loads take the stored scalars and the buffer goes:
/// on CUDA it would be device memory written by the host.
void forwardHostScalars(memref::AllocOp alloc) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getNumElements() > 64)
    return;
  Block *block = alloc->getBlock();
  SmallVector<Operation *> accesses, views, deallocs;
  SmallVector<Value> worklist{alloc.getResult()};
  while (!worklist.empty()) {
    Value buffer = worklist.pop_back_val();
    for (Operation *user : buffer.getUsers()) {
      if (user->getBlock() != block)
        return;
      if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(user) &&
          cast<MemRefType>(user->getResult(0).getType())
              .getLayout()
              .isIdentity()) {
        views.push_back(user);
        worklist.push_back(user->getResult(0));
      } else if (auto store = dyn_cast<memref::StoreOp>(user);
                 store && store.getMemRef() == buffer) {
        accesses.push_back(user);
      } else if (isa<memref::LoadOp>(user)) {
        accesses.push_back(user);
      } else if (isa<memref::DeallocOp>(user)) {
        deallocs.push_back(user);
      } else {
        return;
      }
    }
  }
  llvm::sort(accesses,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  DenseMap<int64_t, Value> stored;
  SmallVector<std::pair<memref::LoadOp, Value>> forwards;
  for (Operation *op : accesses) {
    if (auto store = dyn_cast<memref::StoreOp>(op)) {
      std::optional<int64_t> at =
          linearIndex(store.getMemRefType(), store.getIndices());
      if (!at)
        return;
      stored[*at] = store.getValueToStore();
      continue;
    }
    auto load = cast<memref::LoadOp>(op);
    std::optional<int64_t> at =
        linearIndex(load.getMemRefType(), load.getIndices());
    if (!at || !stored.count(*at))
      return;
    forwards.push_back({load, stored[*at]});
  }
  // The stores first: `accesses` holds the loads too, erased next.
  for (Operation *op : accesses)
    if (isa<memref::StoreOp>(op))
      op->erase();
  for (auto [load, value] : forwards) {
    load.replaceAllUsesWith(value);
    load.erase();
  }
  for (Operation *op : llvm::concat<Operation *>(deallocs,
                                                  llvm::reverse(views)))
    op->erase();
  alloc.erase();
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
      FailureOr<Split> s = split(fn);
      if (failed(s)) {
        fn.emitError("kernel '")
            << fn.getName()
            << "' returns a buffer its body computes; cannot form a launch";
        return signalPassFailure();
      }
      formLaunch(call, fn, *s, symbols);
    }
    // One walk for the uses of all of them (a walk per function is
    // quadratic: 365 device functions in the unrolled LSTM).
    SymbolTableCollection tables;
    SymbolUserMap users(tables, module);
    for (func::FuncOp fn : used)
      if (users.useEmpty(fn))
        fn.erase();
    SmallVector<memref::AllocOp> allocs;
    module.walk([&](memref::AllocOp alloc) {
      auto fn = alloc->getParentOfType<func::FuncOp>();
      if (fn && !fn->hasAttr("kernel.device"))
        allocs.push_back(alloc);
    });
    for (memref::AllocOp alloc : allocs)
      forwardHostScalars(alloc);
  }
};
} // namespace
