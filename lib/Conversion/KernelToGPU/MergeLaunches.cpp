//===- MergeLaunches.cpp - consecutive independent kernels as one ---------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// kernel-merge-launches (Passes.td): horizontal fusion of GPU launches. A
// run of consecutive launches with one block size, none touching
// bytes another writes (LaunchOrderWalker, the analysis behind
// kernel-launch-dependencies), becomes one launch: the members' grids laid
// end to end, each linearized (x fastest). The merged kernel's block b
// compares b with the members' starts and runs the one whose range holds it,
// its gpu.block_id and gpu.grid_dim rewritten to that member's own grid. The
// branch is uniform over a block, so a member's barriers stay whole.
// Members have one set of thread and register bounds (maxntid, minctasm,
// reqntid), which the merged kernel keeps; members with dynamic shared
// memory (the sm_90a matmuls: q, k and v, which graph-schedule-siblings
// puts side by side) share the largest one's.
//
// A member's sizes that are constants in the host program are constants of
// the merged kernel; the others are extra index arguments. The merged kernel
// is keyed by its members and those constants, so the same run in every
// layer of a decoder shares one kernel.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/LaunchDependencies.h"

#include "KernelTemporaries.h"
#include "NVGPUCodegen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringMap.h"

namespace mlc {
#define GEN_PASS_DEF_KERNELMERGELAUNCHESPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// PTX 8.0's limit on a kernel's parameters (convert-kernel-to-gpu raises
/// the module's PTX version for larger ones; a merged kernel stays below).
constexpr int64_t kMaxParamBytes = 4096;

/// One member of a run: its launch and kernel.
struct Member {
  kernel::LaunchOp launch;
  gpu::GPUFuncOp fn;
};

/// The kernel attributes that bound its threads and registers: a run's
/// members all have the same ones, which the merged kernel takes.
SmallVector<StringRef, 3> threadBounds() {
  return {NVVM::NVVMDialect::getMaxntidAttrName(),
          NVVM::NVVMDialect::getMinctasmAttrName(),
          NVVM::NVVMDialect::getReqntidAttrName()};
}

/// The dynamic shared memory `launch` provides (0: none).
int64_t dynamicShared(kernel::LaunchOp launch) {
  return launch.getDynamicSharedMemoryBytes().value_or(0);
}

/// The kernel of `launch` if it can be a member, else null. A kernel with
/// dynamic shared memory (the sm_90a matmul's stages) has no static shared
/// memory: the merged kernel gives each member the largest member's
/// dynamic buffer, which holds any one of them (a block runs one member).
gpu::GPUFuncOp mergeable(kernel::LaunchOp launch, ModuleOp module) {
  if (!launch.getBlockSize())
    return {};
  auto fn = dyn_cast_if_present<gpu::GPUFuncOp>(
      SymbolTable::lookupNearestSymbolFrom(module, launch.getCalleeAttr()));
  if (!fn || !fn.isKernel() || !fn.getBody().hasOneBlock() ||
      fn.getNumPrivateAttributions() ||
      fn.getNumArguments() != launch.getArgs().size())
    return {};
  if (fn->hasAttr(NVVM::NVVMDialect::getClusterDimAttrName()))
    return {};
  if (dynamicShared(launch) && fn.getNumWorkgroupAttributions())
    return {};
  // Its grid position only through gpu.block_id / gpu.grid_dim.
  bool ownIds = true;
  fn.walk([&](Operation *op) {
    if (isa<NVVM::BlockIdXOp, NVVM::BlockIdYOp, NVVM::BlockIdZOp,
            NVVM::GridDimXOp, NVVM::GridDimYOp, NVVM::GridDimZOp,
            gpu::ClusterIdOp, gpu::ClusterBlockIdOp>(op))
      ownIds = false;
  });
  return ownIds ? fn : gpu::GPUFuncOp();
}

/// A host size the merged kernel needs: a constant (inside the kernel) or a
/// run-time value (an extra argument).
struct Size {
  Value host;
  std::optional<int64_t> value;
};

/// A host value as a constant, if it is one.
std::optional<int64_t> constant(Value v) {
  APInt value;
  if (matchPattern(v, m_ConstantInt(&value)))
    return value.getSExtValue();
  return std::nullopt;
}

class Merger {
public:
  Merger(ModuleOp module, gpu::GPUModuleOp gpuModule, int64_t maxMembers)
      : module(module), gpuModule(gpuModule), maxMembers(maxMembers) {}

  /// Groups the launches of `block` into runs and merges each run of two or
  /// more.
  void runOn(Block &block, kernel::LaunchOrderWalker &walker) {
    SmallVector<Member> run;
    int64_t runShared = 0, runParams = 0;
    // Segment index (the walker's) of each launch of the current run.
    SmallVector<int64_t> runIndices;
    int64_t segmentIndex = 0;
    auto close = [&] {
      if (run.size() > 1)
        runs.push_back(run);
      run.clear();
      runIndices.clear();
      runShared = runParams = 0;
    };
    // A new buffer's allocation touches no bytes a launch does: the merged
    // launch, at the last member's place, follows every member's
    // allocations (a prefill's buffers of dynamic size are allocated between
    // its launches).
    walker.walk(
        block, [](Operation *op) { return isa<memref::AllocOp>(op); },
        [&](Operation *) {
          close();
          segmentIndex = 0;
        },
        [&](kernel::LaunchOp launch, const llvm::BitVector &conflicts) {
          int64_t index = segmentIndex++;
          gpu::GPUFuncOp fn = mergeable(launch, module);
          if (!fn) {
            close();
            return;
          }
          int64_t shared = launch.getSharedMemoryBytes().value_or(0);
          int64_t params = kernelParamBytes(fn) + 8 * 4;
          auto alike = [&](const Member &m) {
            // Both with dynamic shared memory or neither, and the same
            // thread and register bounds.
            if (bool(dynamicShared(m.launch)) != bool(dynamicShared(launch)))
              return false;
            return llvm::all_of(threadBounds(), [&](StringRef bound) {
              return m.fn->getAttr(bound) == fn->getAttr(bound);
            });
          };
          bool joins = !run.empty() &&
                       int64_t(run.size()) < maxMembers &&
                       *run.front().launch.getBlockSize() ==
                           *launch.getBlockSize() &&
                       alike(run.front()) &&
                       (dynamicShared(launch) ||
                        runShared + shared <= kStaticSharedBytes) &&
                       runParams + params <= kMaxParamBytes &&
                       llvm::none_of(runIndices, [&](int64_t i) {
                         return conflicts.test(i);
                       });
          if (!joins)
            close();
          run.push_back({launch, fn});
          runIndices.push_back(index);
          runShared += shared;
          runParams += params;
        });
    close();
  }

  /// Merges the runs found; returns the launches that went.
  int64_t mergeRuns() {
    int64_t gone = 0;
    for (ArrayRef<Member> run : runs) {
      merge(run);
      gone += run.size() - 1;
    }
    return gone;
  }

private:
  /// The merged launch at the last member's place.
  void merge(ArrayRef<Member> run) {
    kernel::LaunchOp last = run.back().launch;
    OpBuilder hb(last);
    Location loc = last.getLoc();
    auto cst = [&](int64_t v) -> Value {
      return arith::ConstantIndexOp::create(hb, loc, v);
    };
    // Host values the kernel needs: each member's grid sizes and start.
    // Constants go into the kernel (and its key), others become arguments.
    SmallVector<SmallVector<Size, 3>> grids;
    SmallVector<Size> starts;
    Value total = cst(0);
    // The run-time sizes, each once: the merged kernel's extra arguments.
    SmallVector<Value> extraHost;
    std::string key;
    auto describe = [&](const Size &s) {
      if (s.value) {
        key += std::to_string(*s.value) + ",";
        return;
      }
      auto at = llvm::find(extraHost, s.host) - extraHost.begin();
      if (at == int64_t(extraHost.size()))
        extraHost.push_back(s.host);
      key += "?" + std::to_string(at) + ",";
    };
    for (Member m : run) {
      SmallVector<Size, 3> grid;
      Value blocks = cst(1);
      for (Value g : m.launch.getGrid()) {
        grid.push_back({g, constant(g)});
        blocks = hb.createOrFold<arith::MulIOp>(loc, blocks, g);
      }
      starts.push_back({total, constant(total)});
      total = hb.createOrFold<arith::AddIOp>(loc, total, blocks);
      grids.push_back(grid);
      key += m.fn.getName().str() + "(";
      for (const Size &s : grid)
        describe(s);
      key += ")@";
      describe(starts.back());
    }

    gpu::GPUFuncOp merged = mergedKernel(run, grids, starts, key, extraHost);
    SmallVector<Value> args;
    SmallVector<int64_t> inPlace;
    for (Member m : run) {
      int64_t base = args.size();
      if (auto pairs = m.launch.getInPlace())
        for (int64_t v : *pairs)
          inPlace.push_back(base + v);
      llvm::append_range(args, m.launch.getArgs());
    }
    llvm::append_range(args, extraHost);
    auto launch = kernel::LaunchOp::create(
        hb, loc,
        SymbolRefAttr::get(hb.getContext(), gpuModule.getName(),
                           {FlatSymbolRefAttr::get(merged.getNameAttr())}),
        ValueRange{total}, args, IntegerAttr(), IntegerAttr(), IntegerAttr(),
        IntegerAttr(), DenseI64ArrayAttr(), DenseI64ArrayAttr());
    launch.setBlockSize(*last.getBlockSize());
    int64_t dynamic = 0;
    for (Member m : run)
      dynamic = std::max(dynamic, dynamicShared(m.launch));
    launch.setSharedMemoryBytes(workgroupBytes(merged) + dynamic);
    if (dynamic)
      launch.setDynamicSharedMemoryBytes(dynamic);
    if (!inPlace.empty())
      launch.setInPlace(inPlace);
    for (Member m : run) {
      kernels.insert(m.fn);
      m.launch.erase();
    }
  }

  /// The kernel running `run`'s members by block ranges (made once per key);
  /// the run-time sizes are its last arguments, in `extraHost`'s order.
  gpu::GPUFuncOp mergedKernel(ArrayRef<Member> run,
                              ArrayRef<SmallVector<Size, 3>> grids,
                              ArrayRef<Size> starts, const std::string &key,
                              ArrayRef<Value> extraHost) {
    if (auto it = made.find(key); it != made.end())
      return it->second;
    MLIRContext *ctx = module.getContext();
    SmallVector<Type> argTypes;
    for (Member m : run)
      llvm::append_range(argTypes, m.fn.getArgumentTypes());
    IndexType index = IndexType::get(ctx);
    argTypes.append(extraHost.size(), index);
    std::string base;
    for (Member m : run)
      base += (base.empty() ? "" : "__") + m.fn.getName().str();
    std::string name = base;
    for (int n = 1; gpuModule.lookupSymbol(name); ++n)
      name = base + "_" + std::to_string(n);
    OpBuilder gb = OpBuilder::atBlockEnd(gpuModule.getBody());
    SmallVector<Type> workgroup;
    for (Member m : run)
      for (BlockArgument a : m.fn.getWorkgroupAttributions())
        workgroup.push_back(a.getType());
    gpu::GPUFuncOp first = run.front().fn;
    auto fn = gpu::GPUFuncOp::create(gb, first.getLoc(), name,
                                     FunctionType::get(ctx, argTypes, {}),
                                     workgroup, TypeRange{});
    fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), gb.getUnitAttr());
    for (StringRef bound : threadBounds())
      if (Attribute value = first->getAttr(bound))
        fn->setAttr(bound, value);
    made[key] = fn;

    Block &entry = fn.getBody().front();
    Location loc = fn.getLoc();
    OpBuilder b = OpBuilder::atBlockEnd(&entry);
    auto cst = [&](OpBuilder &ob, int64_t v) -> Value {
      return arith::ConstantIndexOp::create(ob, loc, v);
    };
    // The kernel's value of a host size: a constant or its argument.
    int64_t firstExtra = fn.getNumArguments() - extraHost.size();
    auto valueOf = [&](OpBuilder &ob, const Size &s) -> Value {
      if (s.value)
        return cst(ob, *s.value);
      auto at = llvm::find(extraHost, s.host) - extraHost.begin();
      return fn.getArgument(firstExtra + at);
    };
    Value block = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    int64_t argBase = 0, workgroupBase = 0;
    for (size_t m = 0; m < run.size(); ++m) {
      // Blocks from the next member's start on take the else branch.
      OpBuilder mb = b;
      scf::IfOp branch;
      if (m + 1 < run.size()) {
        Value next = valueOf(b, starts[m + 1]);
        Value mine = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           block, next);
        branch = scf::IfOp::create(b, loc, mine, /*withElseRegion=*/true);
        mb = OpBuilder::atBlockTerminator(branch.thenBlock());
      }
      // The member's own block position and grid.
      Value own = m == 0 ? block
                         : arith::SubIOp::create(mb, loc, block,
                                                 valueOf(mb, starts[m]));
      SmallVector<Value, 3> dims, ids;
      for (const Size &s : grids[m])
        dims.push_back(valueOf(mb, s));
      Value rest = own;
      for (auto [d, dim] : llvm::enumerate(dims)) {
        if (d + 1 == dims.size()) {
          ids.push_back(rest);
          break;
        }
        ids.push_back(arith::RemUIOp::create(mb, loc, rest, dim));
        rest = arith::DivUIOp::create(mb, loc, rest, dim);
      }
      IRMapping map;
      gpu::GPUFuncOp src = run[m].fn;
      for (unsigned i = 0; i < src.getNumArguments(); ++i)
        map.map(src.getArgument(i), fn.getArgument(argBase + i));
      for (auto [i, a] : llvm::enumerate(src.getWorkgroupAttributions())) {
        map.map(a, fn.getWorkgroupAttributions()[workgroupBase + i]);
        if (auto attrs = src.getworkgroupAttributionAttrs(i))
          fn.setworkgroupAttributionAttrs(workgroupBase + i, attrs);
      }
      argBase += src.getNumArguments();
      workgroupBase += src.getNumWorkgroupAttributions();
      // Before the body: a grid dimension the member's launch does not
      // have (its kernel may still ask for it) is 1 block, at index 0.
      Value one = cst(mb, 1), zero = cst(mb, 0);
      SmallVector<Operation *> cloned;
      for (Operation &op : src.getBody().front().without_terminator())
        cloned.push_back(mb.clone(op, map));
      auto position = [&](gpu::Dimension d, bool size) -> Value {
        unsigned k = static_cast<unsigned>(d);
        if (size)
          return k < dims.size() ? dims[k] : one;
        return k < ids.size() ? ids[k] : zero;
      };
      for (Operation *top : cloned)
        top->walk([&](Operation *op) {
          if (auto id = dyn_cast<gpu::BlockIdOp>(op)) {
            id.replaceAllUsesWith(position(id.getDimension(), false));
            id.erase();
          } else if (auto grid = dyn_cast<gpu::GridDimOp>(op)) {
            grid.replaceAllUsesWith(position(grid.getDimension(), true));
            grid.erase();
          }
        });
      if (branch)
        b = OpBuilder::atBlockTerminator(branch.elseBlock());
    }
    OpBuilder rb = OpBuilder::atBlockEnd(&entry);
    gpu::ReturnOp::create(rb, loc);
    return fn;
  }

public:
  /// The kernels that were members, erased where no launch calls them.
  void eraseUnused() {
    for (gpu::GPUFuncOp fn : kernels)
      if (SymbolTable::symbolKnownUseEmpty(fn, module))
        fn.erase();
  }

private:
  ModuleOp module;
  gpu::GPUModuleOp gpuModule;
  int64_t maxMembers;
  SmallVector<SmallVector<Member>> runs;
  std::map<std::string, gpu::GPUFuncOp> made;
  llvm::SetVector<gpu::GPUFuncOp> kernels;
};

struct KernelMergeLaunchesPass
    : mlc::impl::KernelMergeLaunchesPassBase<KernelMergeLaunchesPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    gpu::GPUModuleOp gpuModule;
    for (auto m : module.getOps<gpu::GPUModuleOp>())
      gpuModule = m;
    if (!gpuModule || maxMembers < 2)
      return;
    Merger merger(module, gpuModule, maxMembers);
    kernel::LaunchOrderWalker walker;
    for (auto fn : module.getOps<func::FuncOp>()) {
      if (fn->hasAttr("kernel.device") || fn.isExternal())
        continue;
      fn.walk([&](Block *block) { merger.runOn(*block, walker); });
    }
    int64_t gone = merger.mergeRuns();
    merger.eraseUnused();
    // For --stats, which counts the launches before this pass.
    if (gone) {
      auto before = module->getAttrOfType<IntegerAttr>(kMergedLaunchesAttr);
      module->setAttr(kMergedLaunchesAttr,
                      IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                       gone + (before ? before.getInt() : 0)));
    }
  }
};

} // namespace
