//===- KernelToGPU.cpp - device functions → gpu.func kernels --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// First CUDA code generation: one thread block per tile instance; inside a
// tile, the iterations of each linalg op are spread over the block's threads.
// Correct for every kernel shape the CPU path handles; tensor-core and
// shared-memory code generation come later.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTKERNELTOGPUPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

static constexpr StringLiteral kGpuModule = "mlc_kernels";

namespace {

/// Rewrites one scf.parallel as a loop over its linearized iteration space
/// with a stride of the block size, starting at the thread id.
LogicalResult distributeOverThreads(scf::ParallelOp par, Value tid,
                                    Value bdim) {
  if (par.getNumResults() != 0)
    return par.emitError("parallel reductions are not supported on the GPU yet");
  OpBuilder b(par);
  Location loc = par.getLoc();
  SmallVector<Value> counts;
  Value total = arith::ConstantIndexOp::create(b, loc, 1);
  for (auto [lb, ub, st] : llvm::zip(par.getLowerBound(), par.getUpperBound(),
                                     par.getStep())) {
    Value span = arith::SubIOp::create(b, loc, ub, lb);
    Value n = arith::CeilDivSIOp::create(b, loc, span, st);
    counts.push_back(n);
    total = arith::MulIOp::create(b, loc, total, n);
  }
  auto loop = scf::ForOp::create(b, loc, tid, total, bdim);
  OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
  Value rest = loop.getInductionVar();
  SmallVector<Value> idx(counts.size());
  for (int64_t k = counts.size() - 1; k >= 0; --k) {
    idx[k] = arith::RemSIOp::create(lb, loc, rest, counts[k]);
    rest = arith::DivSIOp::create(lb, loc, rest, counts[k]);
  }
  IRMapping map;
  for (auto [k, iv] : llvm::enumerate(par.getInductionVars())) {
    Value scaled = arith::MulIOp::create(lb, loc, idx[k], par.getStep()[k]);
    map.map(iv, arith::AddIOp::create(lb, loc, scaled, par.getLowerBound()[k]));
  }
  for (Operation &op : par.getBody()->without_terminator())
    lb.clone(op, map);
  par.erase();
  return success();
}

/// Whether `op` may write memory (then one thread runs it).
bool writes(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
           llvm::any_of(op->getRegions(), [](Region &r) {
             return r.walk([](Operation *n) {
                      return writes(n) ? WalkResult::interrupt()
                                       : WalkResult::advance();
                    }).wasInterrupted();
           });
  return effects.hasEffect<MemoryEffects::Write>() ||
         effects.hasEffect<MemoryEffects::Free>() ||
         effects.hasEffect<MemoryEffects::Allocate>();
}

/// Static temporaries of a tile live in shared memory: all threads of the
/// block build them together (steps are separated by barriers). They are
/// used through a generic-address-space view, so their uses keep their
/// types.
LogicalResult promoteTemporaries(gpu::GPUFuncOp fn) {
  constexpr int64_t kSharedBytes = 48 * 1024;
  MLIRContext *ctx = fn.getContext();
  Block &entry = fn.getBody().front();
  int64_t total = 0;
  for (auto alloc : llvm::make_early_inc_range(entry.getOps<memref::AllocOp>())) {
    MemRefType type = alloc.getType();
    if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
        type.getMemorySpace())
      continue; // reported below
    total += type.getNumElements() *
             llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    if (total > kSharedBytes)
      return alloc.emitError("kernel '")
             << fn.getName() << "' needs " << total
             << " bytes of temporaries per tile; more than the 48 KiB of "
                "shared memory is not supported on the GPU yet";
    auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    auto shared = MemRefType::get(type.getShape(), type.getElementType(),
                                  MemRefLayoutAttrInterface(), space);
    BlockArgument buffer = fn.addWorkgroupAttribution(shared, alloc.getLoc());
    OpBuilder b(alloc);
    Value generic =
        memref::MemorySpaceCastOp::create(b, alloc.getLoc(), type, buffer);
    for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
      if (isa<memref::DeallocOp>(user))
        user->erase();
    alloc.replaceAllUsesWith(generic);
    alloc.erase();
  }
  return success();
}

LogicalResult lowerBody(gpu::GPUFuncOp fn) {
  IRRewriter rewriter(fn.getContext());
  if (failed(promoteTemporaries(fn)))
    return failure();
  // Grid position.
  WalkResult bad = fn.walk([&](Operation *op) {
    if (op->getName().getStringRef() == "math.ipowi") {
      op->emitError("integer pow is not supported on the GPU yet");
      return WalkResult::interrupt();
    }
    if (isa<memref::AllocOp, memref::AllocaOp, memref::DeallocOp>(op)) {
      op->emitError("kernel '")
          << fn.getName()
          << "' needs a temporary buffer; not supported on the GPU yet";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (bad.wasInterrupted())
    return failure();
  fn.walk([&](kernel::ProgramIdOp pid) {
    rewriter.setInsertionPoint(pid);
    auto dim = static_cast<gpu::Dimension>(pid.getDim());
    rewriter.replaceOpWithNewOp<gpu::BlockIdOp>(pid, dim);
  });
  // linalg → parallel loops.
  SmallVector<linalg::LinalgOp> linalgOps;
  fn.walk([&](linalg::LinalgOp op) { linalgOps.push_back(op); });
  for (linalg::LinalgOp op : linalgOps) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::linalgOpToParallelLoops(rewriter, op)))
      return op.emitError("cannot lower to loops for the GPU");
    rewriter.eraseOp(op);
  }
  // Spread the top-level steps over the threads.
  Block &entry = fn.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Location loc = fn.getLoc();
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bdim = gpu::BlockDimOp::create(b, loc, gpu::Dimension::x);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Operation *> steps;
  for (Operation &op : entry.without_terminator())
    steps.push_back(&op);
  bool pendingWrites = false;
  for (Operation *op : steps) {
    if (op == tid.getDefiningOp() || op == bdim.getDefiningOp() ||
        op == zero.getDefiningOp())
      continue;
    bool isParallel = isa<scf::ParallelOp>(op);
    bool opWrites = isParallel || writes(op);
    // Whatever was written so far must be visible before anything touches
    // memory again.
    if (pendingWrites && !isMemoryEffectFree(op)) {
      OpBuilder bb(op);
      gpu::BarrierOp::create(bb, loc);
      pendingWrites = false;
    }
    if (!opWrites)
      continue; // all threads compute it (index math, reads)
    pendingWrites = true;
    if (auto par = dyn_cast<scf::ParallelOp>(op)) {
      if (failed(distributeOverThreads(par, tid, bdim)))
        return failure();
      continue;
    }
    if (op->getNumResults() != 0)
      return op->emitError("a step with results and side effects is not "
                           "supported on the GPU yet");
    OpBuilder bb(op);
    Value first = arith::CmpIOp::create(bb, loc, arith::CmpIPredicate::eq, tid,
                                        zero);
    auto ifOp = scf::IfOp::create(bb, loc, first, /*withElse=*/false);
    op->moveBefore(ifOp.thenBlock()->getTerminator());
  }
  return success();
}

struct ConvertKernelToGPUPass
    : mlc::impl::ConvertKernelToGPUPassBase<ConvertKernelToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    SymbolTable symbols(module);
    llvm::SetVector<func::FuncOp> devices;
    SmallVector<kernel::LaunchOp> launches;
    module.walk([&](kernel::LaunchOp launch) {
      launches.push_back(launch);
      if (auto fn = symbols.lookup<func::FuncOp>(
              launch.getCallee().getRootReference()))
        devices.insert(fn);
    });
    if (devices.empty())
      return;
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    UnitAttr::get(ctx));
    OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
    auto target = NVVM::NVVMTargetAttr::get(ctx, /*optLevel=*/3,
                                            "nvptx64-nvidia-cuda", chip,
                                            features);
    auto gpuModule = gpu::GPUModuleOp::create(b, module.getLoc(), kGpuModule,
                                              ArrayRef<Attribute>{target});
    for (func::FuncOp fn : devices) {
      OpBuilder gb = OpBuilder::atBlockEnd(gpuModule.getBody());
      auto gf = gpu::GPUFuncOp::create(gb, fn.getLoc(), fn.getName(),
                                       fn.getFunctionType());
      gf->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), gb.getUnitAttr());
      Block &entry = gf.getBody().front();
      IRMapping map;
      map.map(fn.getArguments(), entry.getArguments());
      OpBuilder eb = OpBuilder::atBlockEnd(&entry);
      for (Operation &op : fn.getBody().front().without_terminator())
        eb.clone(op, map);
      gpu::ReturnOp::create(eb, fn.getLoc());
      if (failed(lowerBody(gf)))
        return signalPassFailure();
    }
    for (kernel::LaunchOp launch : launches) {
      StringAttr name = launch.getCallee().getRootReference();
      launch.setCalleeAttr(SymbolRefAttr::get(
          ctx, kGpuModule, {FlatSymbolRefAttr::get(ctx, name)}));
      launch->setAttr("kernel.block_size",
                      IntegerAttr::get(IntegerType::get(ctx, 64), blockSize));
    }
    for (func::FuncOp fn : devices)
      fn.erase();
  }
};
} // namespace
