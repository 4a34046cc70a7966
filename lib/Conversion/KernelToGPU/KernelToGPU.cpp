//===- KernelToGPU.cpp - device functions → gpu.func kernels --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// First CUDA code generation: one thread block per tile instance; inside a
// tile, the iterations of each linalg op are spread over the block's threads.
// Row reductions (over the innermost, contiguous loops) are shared by groups
// of threads: strided partials, warp shuffles, shared memory across warps;
// long rows that several steps read are read once into shared memory.
// Correct for every kernel shape the CPU path handles.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "TileMatmulToNVGPU.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTKERNELTOGPUPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

static constexpr StringLiteral kGpuModule = "mlc_kernels";

/// Static shared memory of a block: temporaries and cached rows.
static constexpr int64_t kSharedBytes = 48 * 1024;
/// Marks the parallel loop of a copy to shared memory.
static constexpr StringLiteral kUnrollAttr = "mlc.unroll";

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
  // Copies to shared memory: several loads in flight per thread (the stores
  // go to another address space, so they do not hold the loads back).
  if (par->hasAttr(kUnrollAttr))
    (void)loopUnrollByFactor(loop, 4);
  par.erase();
  return success();
}

/// The kernel argument `v` is a view of, if any.
Value baseOf(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

/// Whether anything in `fn` may write memory through the argument `arg`.
bool writesThrough(gpu::GPUFuncOp fn, Value arg) {
  auto basedOnArg = [&](Operation *op) {
    return llvm::any_of(op->getOperands(),
                        [&](Value v) { return baseOf(v) == arg; });
  };
  return fn.walk([&](Operation *op) {
             if (isa<ViewLikeOpInterface>(op) || !basedOnArg(op))
               return WalkResult::advance();
             auto iface = dyn_cast<MemoryEffectOpInterface>(op);
             if (!iface)
               return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
                          ? WalkResult::advance()
                          : WalkResult::interrupt();
             SmallVector<MemoryEffects::EffectInstance> effects;
             iface.getEffects(effects);
             for (MemoryEffects::EffectInstance &effect : effects)
               if (isa<MemoryEffects::Write, MemoryEffects::Free>(
                       effect.getEffect()) &&
                   (!effect.getValue() || baseOf(effect.getValue()) == arg))
                 return WalkResult::interrupt();
             return WalkResult::advance();
           })
      .wasInterrupted();
}

/// A row that several steps of a tile read (softmax reads its row for the
/// max, the sum and the output; layer_norm for the mean, the variance and
/// the output) is read from device memory once: a static view of a kernel
/// argument that two or more linalg ops of the entry block read, and that
/// nothing writes, is copied to shared memory before its first reader, and
/// the readers read the copy. Up to `budget` bytes of shared memory in all.
///
/// Only rows of at least `kMinCachedRowBytes`: with 8 blocks of 256 threads
/// per multiprocessor, shorter rows stay in L1 between the steps anyway, and
/// the copy's barrier and the shared memory taken from L1 cost more than
/// they save (H200: layer_norm over rows of 16 KiB 0.166 ms uncached, 0.183
/// ms cached; softmax over rows of 32 KiB 0.198 ms uncached, 0.182 ms
/// cached).
constexpr int64_t kMinCachedRowBytes = 24 * 1024;
void cacheRows(gpu::GPUFuncOp fn, int64_t budget) {
  MLIRContext *ctx = fn.getContext();
  Block &entry = fn.getBody().front();
  auto bytesOf = [](MemRefType type) {
    return type.getNumElements() *
           llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  };
  int64_t used = 0;
  for (BlockArgument buffer : fn.getWorkgroupAttributions())
    used += bytesOf(cast<MemRefType>(buffer.getType()));
  for (auto view :
       llvm::make_early_inc_range(entry.getOps<memref::SubViewOp>())) {
    MemRefType type = view.getType();
    if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat() ||
        type.getMemorySpace() || bytesOf(type) < kMinCachedRowBytes ||
        used + bytesOf(type) > budget)
      continue;
    auto arg = dyn_cast<BlockArgument>(baseOf(view));
    if (!arg || arg.getOwner() != &entry)
      continue;
    SmallVector<linalg::LinalgOp> readers;
    bool readOnly = true;
    for (Operation *user : view->getUsers()) {
      auto reader = dyn_cast<linalg::LinalgOp>(user);
      if (!reader || reader->getBlock() != &entry ||
          !reader.hasPureBufferSemantics() ||
          llvm::any_of(reader.getDpsInits(),
                       [&](Value init) { return init == view.getResult(); })) {
        readOnly = false;
        break;
      }
      if (!llvm::is_contained(readers, reader))
        readers.push_back(reader);
    }
    if (!readOnly || readers.size() < 2 || writesThrough(fn, arg))
      continue;
    auto space =
        gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    auto sharedType = MemRefType::get(type.getShape(), type.getElementType(),
                                      MemRefLayoutAttrInterface(), space);
    BlockArgument cache = fn.addWorkgroupAttribution(sharedType, view.getLoc());
    fn.setWorkgroupAttributionAttr(fn.getNumWorkgroupAttributions() - 1,
                                   LLVM::LLVMDialect::getAlignAttrName(),
                                   IntegerAttr::get(IntegerType::get(ctx, 64),
                                                    16));
    used += bytesOf(type);
    Operation *first = readers.front();
    for (linalg::LinalgOp reader : readers)
      if (reader->isBeforeInBlock(first))
        first = reader;
    OpBuilder b(first);
    linalg::CopyOp::create(b, view.getLoc(), view.getResult(), cache);
    for (linalg::LinalgOp reader : readers)
      for (OpOperand *input : reader.getDpsInputOperands())
        if (input->get() == view.getResult())
          input->set(cache);
  }
}

/// A reduction that the threads of a block share: a linalg.generic on
/// buffers whose trailing iterators reduce, with one output, projected
/// permutation indexing maps, inputs read along the last loop dimension
/// (consecutive threads read consecutive addresses), and a body that yields
/// `combiner(out, g)` where `g` does not depend on `out` and `combiner` has a
/// neutral element.
struct RowReduction {
  linalg::GenericOp op;
  Operation *combiner;
  Value partial; // `g`
  unsigned numParallel;
};

std::optional<RowReduction> matchRowReduction(linalg::LinalgOp linalgOp) {
  auto op = dyn_cast<linalg::GenericOp>(linalgOp.getOperation());
  if (!op || !op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumLoops() == 0)
    return std::nullopt;
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  unsigned numParallel = 0;
  while (numParallel < iters.size() &&
         iters[numParallel] == utils::IteratorType::parallel)
    ++numParallel;
  if (numParallel == iters.size())
    return std::nullopt;
  for (unsigned i = numParallel; i < iters.size(); ++i)
    if (iters[i] != utils::IteratorType::reduction)
      return std::nullopt;
  unsigned last = op.getNumLoops() - 1;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!map.isProjectedPermutation())
      return std::nullopt;
    if (!op.isDpsInput(&operand) || map.getNumResults() == 0)
      continue;
    bool readsRows = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      return cast<AffineDimExpr>(e).getPosition() >= numParallel;
    });
    if (readsRows && map.getResults().back() != getAffineDimExpr(last,
                                                                  op.getContext()))
      return std::nullopt;
  }
  Block *body = op.getBlock();
  BlockArgument out = body->getArgument(op.getNumDpsInputs());
  Type type = out.getType();
  if (!type.isIntOrFloat() || type.getIntOrFloatBitWidth() > 64 ||
      !out.hasOneUse())
    return std::nullopt;
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *combiner = yield.getValues()[0].getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      *out.getUsers().begin() != combiner ||
      !arith::getNeutralElement(combiner))
    return std::nullopt;
  Value partial = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                                 : combiner->getOperand(0);
  if (partial == out)
    return std::nullopt;
  for (Operation &inner : body->without_terminator())
    if (!isPure(&inner) && !isa<linalg::IndexOp>(inner))
      return std::nullopt;
  return RowReduction{op, combiner, partial, numParallel};
}

/// Splits `linear` into the indices of a row-major space of `sizes`.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<Value> sizes) {
  SmallVector<Value> idx(sizes.size());
  Value rest = linear;
  for (int64_t k = sizes.size() - 1; k > 0; --k) {
    idx[k] = arith::RemUIOp::create(b, loc, rest, sizes[k]);
    rest = arith::DivUIOp::create(b, loc, rest, sizes[k]);
  }
  if (!sizes.empty())
    idx[0] = rest;
  return idx;
}

/// `v` from the lane `laneId ^ offset` of the warp (all 32 lanes active).
Value shuffleXor(OpBuilder &b, Location loc, Value v, int32_t offset) {
  Type type = v.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  auto shuffle = [&](Value x) -> Value {
    return gpu::ShuffleOp::create(b, loc, x, offset, /*width=*/32,
                                  gpu::ShuffleMode::XOR)
        .getShuffleResult();
  };
  if (width == 32)
    return shuffle(v);
  Type i32 = b.getI32Type(), bitsType = b.getIntegerType(width);
  Value bits = isa<FloatType>(type)
                   ? arith::BitcastOp::create(b, loc, bitsType, v).getResult()
                   : v;
  Value result;
  if (width < 32) {
    Value wide = arith::ExtUIOp::create(b, loc, i32, bits);
    result = arith::TruncIOp::create(b, loc, bitsType, shuffle(wide));
  } else {
    Value c32 = arith::ConstantIntOp::create(b, loc, bitsType, 32);
    Value lo = arith::TruncIOp::create(b, loc, i32, bits);
    Value hi = arith::TruncIOp::create(
        b, loc, i32, arith::ShRUIOp::create(b, loc, bits, c32));
    Value lo2 = arith::ExtUIOp::create(b, loc, bitsType, shuffle(lo));
    Value hi2 = arith::ExtUIOp::create(b, loc, bitsType, shuffle(hi));
    result = arith::OrIOp::create(b, loc, lo2,
                                  arith::ShLIOp::create(b, loc, hi2, c32));
  }
  return isa<FloatType>(type)
             ? arith::BitcastOp::create(b, loc, type, result).getResult()
             : result;
}

/// Lowers a row reduction for a block of `blockSize` threads: groups of
/// `group` consecutive threads (a power of two) share one output element;
/// each thread combines a strided part of the row (coalesced loads), the
/// group combines its partials with warp shuffles and, past one warp,
/// through shared memory. Control flow stays uniform over the block, so
/// the shuffles see whole warps and the barriers every thread.
void lowerRowReduction(gpu::GPUFuncOp fn, const RowReduction &red, Value tid,
                       int64_t blockSize) {
  linalg::GenericOp op = red.op;
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type type = red.partial.getType();
  auto combine = [&](OpBuilder &bb, Value lhs, Value rhs) -> Value {
    IRMapping map;
    map.map(red.combiner->getOperand(0), lhs);
    map.map(red.combiner->getOperand(1), rhs);
    return bb.clone(*red.combiner, map)->getResult(0);
  };
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  SmallVector<Range> ranges =
      cast<linalg::LinalgOp>(op.getOperation()).createLoopRanges(b, loc);
  SmallVector<int64_t> staticRanges = op.getStaticLoopRanges();
  SmallVector<Value> parSizes, redSizes;
  int64_t staticRow = 1;
  for (auto [k, range] : llvm::enumerate(ranges)) {
    Value size = getValueOrCreateConstantIndexOp(b, loc, range.size);
    (k < red.numParallel ? parSizes : redSizes).push_back(size);
    if (k >= red.numParallel)
      staticRow = ShapedType::isDynamic(staticRanges[k]) || staticRow < 0
                      ? -1
                      : staticRow * staticRanges[k];
  }
  int64_t group = staticRow < 0 ? blockSize
                                : std::min<int64_t>(
                                      blockSize,
                                      llvm::PowerOf2Ceil(std::max<int64_t>(
                                          staticRow, 1)));
  int64_t groups = blockSize / group;
  Value numRows = cst(1), rowLen = cst(1);
  for (Value s : parSizes)
    numRows = arith::MulIOp::create(b, loc, numRows, s);
  for (Value s : redSizes)
    rowLen = arith::MulIOp::create(b, loc, rowLen, s);
  Value lane = arith::RemUIOp::create(b, loc, tid, cst(group));
  Value groupId = arith::DivUIOp::create(b, loc, tid, cst(group));
  Value steps = arith::CeilDivUIOp::create(b, loc, numRows, cst(groups));
  TypedAttr neutral = *arith::getNeutralElement(red.combiner);
  Value identity = arith::ConstantOp::create(b, loc, neutral);
  Value scratch;
  if (group > 32) {
    auto space = gpu::AddressSpaceAttr::get(fn.getContext(),
                                            gpu::AddressSpace::Workgroup);
    scratch = fn.addWorkgroupAttribution(
        MemRefType::get({blockSize / 32}, type, MemRefLayoutAttrInterface(),
                        space),
        loc);
  }
  auto outer = scf::ForOp::create(b, loc, cst(0), steps, cst(1));
  b.setInsertionPointToStart(outer.getBody());
  Value row = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, outer.getInductionVar(),
                                    cst(groups)),
      groupId);
  Value valid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row, numRows);
  Value end = arith::SelectOp::create(b, loc, valid, rowLen, cst(0));
  SmallVector<Value> parIdx = delinearize(b, loc, row, parSizes);
  // Each thread's strided part of the row.
  auto inner = scf::ForOp::create(b, loc, lane, end, cst(group),
                                  ValueRange{identity});
  {
    OpBuilder ib = OpBuilder::atBlockBegin(inner.getBody());
    SmallVector<Value> ivs(parIdx);
    llvm::append_range(ivs,
                       delinearize(ib, loc, inner.getInductionVar(), redSizes));
    Block *body = op.getBlock();
    IRMapping map;
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = body->getArgument(input->getOperandNumber());
      if (!isa<MemRefType>(input->get().getType())) {
        map.map(arg, input->get());
        continue;
      }
      SmallVector<Value> indices;
      for (AffineExpr e : op.getMatchingIndexingMap(input).getResults())
        indices.push_back(ivs[cast<AffineDimExpr>(e).getPosition()]);
      map.map(arg, memref::LoadOp::create(ib, loc, input->get(), indices));
    }
    for (Operation &inner : body->without_terminator()) {
      if (&inner == red.combiner)
        continue;
      if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
        map.map(index.getResult(), ivs[index.getDim()]);
        continue;
      }
      ib.clone(inner, map);
    }
    Value acc = combine(ib, inner.getRegionIterArgs()[0],
                        map.lookupOrDefault(red.partial));
    scf::YieldOp::create(ib, loc, acc);
  }
  // Across the group: shuffles within a warp, then shared memory.
  Value v = inner.getResult(0);
  for (int64_t off = std::min<int64_t>(group, 32) / 2; off >= 1; off /= 2)
    v = combine(b, v, shuffleXor(b, loc, v, off));
  if (group > 32) {
    int64_t warps = group / 32;
    Value warpLane = arith::RemUIOp::create(b, loc, tid, cst(32));
    Value warpId = arith::DivUIOp::create(b, loc, tid, cst(32));
    Value leader = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                         warpLane, cst(0));
    auto ifLeader = scf::IfOp::create(b, loc, leader, /*withElse=*/false);
    {
      OpBuilder tb = OpBuilder::atBlockBegin(ifLeader.thenBlock());
      memref::StoreOp::create(tb, loc, v, scratch, ValueRange{warpId});
    }
    gpu::BarrierOp::create(b, loc);
    Value slot = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, groupId, cst(warps)),
        arith::RemUIOp::create(b, loc, warpLane, cst(warps)));
    v = memref::LoadOp::create(b, loc, scratch, ValueRange{slot});
    for (int64_t off = warps / 2; off >= 1; off /= 2)
      v = combine(b, v, shuffleXor(b, loc, v, off));
    gpu::BarrierOp::create(b, loc); // scratch is reused by the next rows
  }
  // The group's first thread folds the result into the output.
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                      cst(0));
  auto ifWrite = scf::IfOp::create(
      b, loc, arith::AndIOp::create(b, loc, valid, first), /*withElse=*/false);
  {
    OpBuilder tb = OpBuilder::atBlockBegin(ifWrite.thenBlock());
    OpOperand *init = op.getDpsInitOperand(0);
    SmallVector<Value> indices;
    for (AffineExpr e : op.getMatchingIndexingMap(init).getResults())
      indices.push_back(parIdx[cast<AffineDimExpr>(e).getPosition()]);
    Value old = memref::LoadOp::create(tb, loc, init->get(), indices);
    memref::StoreOp::create(tb, loc, combine(tb, old, v), init->get(),
                            indices);
  }
  // Four loads in flight per thread rather than one: the loop has no stores,
  // so the unrolled loads are scheduled ahead of the combining chain.
  (void)loopUnrollByFactor(inner, 4);
  op.erase();
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
    // The alignment the allocation promised: copies between temporaries
    // become wide loads and stores that rely on it.
    fn.setWorkgroupAttributionAttr(
        fn.getNumWorkgroupAttributions() - 1,
        LLVM::LLVMDialect::getAlignAttrName(),
        IntegerAttr::get(IntegerType::get(ctx, 64),
                         std::max<int64_t>(alloc.getAlignment().value_or(16),
                                           16)));
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

LogicalResult lowerBody(gpu::GPUFuncOp fn, int64_t blockSize) {
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
  // Leaves room for the row reductions' scratch (a word per warp).
  cacheRows(fn, kSharedBytes - 1024);
  fn.walk([&](kernel::ProgramIdOp pid) {
    rewriter.setInsertionPoint(pid);
    auto dim = static_cast<gpu::Dimension>(pid.getDim());
    rewriter.replaceOpWithNewOp<gpu::BlockIdOp>(pid, dim);
  });
  // linalg → parallel loops, but for the row reductions of the tile, which
  // the block's threads share (below).
  Block &entry = fn.getBody().front();
  bool shareable = blockSize >= 32 && blockSize <= 1024 &&
                   llvm::isPowerOf2_64(blockSize);
  llvm::DenseMap<Operation *, RowReduction> rowReductions;
  SmallVector<linalg::LinalgOp> linalgOps;
  fn.walk([&](linalg::LinalgOp op) {
    if (shareable && op->getBlock() == &entry)
      if (std::optional<RowReduction> red = matchRowReduction(op)) {
        rowReductions.try_emplace(op, *red);
        return;
      }
    linalgOps.push_back(op);
  });
  for (linalg::LinalgOp op : linalgOps) {
    rewriter.setInsertionPoint(op);
    if (failed(linalg::linalgOpToParallelLoops(rewriter, op)))
      return op.emitError("cannot lower to loops for the GPU");
    auto init = op.getNumDpsInits() == 1
                    ? dyn_cast<MemRefType>(op.getDpsInits()[0].getType())
                    : MemRefType();
    if (isa<linalg::CopyOp>(op) && init && init.getMemorySpace())
      if (auto par = dyn_cast_or_null<scf::ParallelOp>(op->getPrevNode()))
        par->setAttr(kUnrollAttr, rewriter.getUnitAttr());
    rewriter.eraseOp(op);
  }
  // Spread the top-level steps over the threads.
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
    if (auto it = rowReductions.find(op); it != rowReductions.end()) {
      lowerRowReduction(fn, it->second, tid, blockSize);
      continue;
    }
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
    llvm::StringMap<int64_t> ownBlockSize; // tile programs choose theirs
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
      if (hasTileOps(gf)) { // a tile program: tensor cores
        if (failed(lowerTileMatmulToNVGPU(gf, ownBlockSize[gf.getName()])))
          return signalPassFailure();
        continue;
      }
      if (failed(lowerBody(gf, blockSize)))
        return signalPassFailure();
    }
    for (kernel::LaunchOp launch : launches) {
      StringAttr name = launch.getCallee().getRootReference();
      launch.setCalleeAttr(SymbolRefAttr::get(
          ctx, kGpuModule, {FlatSymbolRefAttr::get(ctx, name)}));
      int64_t threads = ownBlockSize.lookup(name.getValue());
      launch.setBlockSize(threads ? threads : blockSize);
      if (auto gf = gpuModule.lookupSymbol<gpu::GPUFuncOp>(name)) {
        int64_t shared = 0;
        for (BlockArgument a : gf.getWorkgroupAttributions()) {
          auto t = cast<MemRefType>(a.getType());
          shared += t.getNumElements() *
                    llvm::divideCeil(t.getElementTypeBitWidth(), 8);
        }
        launch.setSharedMemoryBytes(shared);
      }
    }
    for (func::FuncOp fn : devices)
      fn.erase();
  }
};
} // namespace
