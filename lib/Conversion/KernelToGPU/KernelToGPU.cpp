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
#include "mlc/Dialect/Kernel/Utils/RowReduction.h"

#include "KernelTemporaries.h"
#include "NVGPUCodegen.h"
#include "TileAttentionToNVGPU.h"
#include "TileMatmulToNVGPU.h"
#include "TileMatmulToWGMMA.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

namespace mlc {
#define GEN_PASS_DEF_CONVERTKERNELTOGPUPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

static constexpr StringLiteral kGpuModule = "mlc_kernels";

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
void cacheRows(gpu::GPUFuncOp fn, int64_t budget, Value skip) {
  MLIRContext *ctx = fn.getContext();
  Block &entry = fn.getBody().front();
  auto bytesOf = [](MemRefType type) {
    return type.getNumElements() *
           llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  };
  int64_t used = workgroupBytes(fn);
  for (auto view :
       llvm::make_early_inc_range(entry.getOps<memref::SubViewOp>())) {
    MemRefType type = view.getType();
    if (view.getResult() == skip || !type.hasStaticShape() ||
        !type.getElementType().isIntOrFloat() || type.getMemorySpace() ||
        bytesOf(type) < kMinCachedRowBytes || used + bytesOf(type) > budget)
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

using kernel::RowReduction;

/// A reduction that the threads of a block share: a row reduction
/// (kernel::matchRowReduction) with projected permutation indexing maps,
/// inputs read along the last loop dimension (consecutive threads read
/// consecutive addresses), an integer or float output of at most 64 bits, a
/// combiner with a neutral element and a pure body.
std::optional<RowReduction> matchRowReduction(linalg::LinalgOp linalgOp) {
  std::optional<RowReduction> red = kernel::matchRowReduction(linalgOp);
  if (!red)
    return std::nullopt;
  linalg::GenericOp op = red->op;
  unsigned numParallel = red->numParallel;
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
  Type type = body->getArgument(op.getNumDpsInputs()).getType();
  if (!type.isIntOrFloat() || type.getIntOrFloatBitWidth() > 64 ||
      !arith::getNeutralElement(red->combiner))
    return std::nullopt;
  for (Operation &inner : body->without_terminator())
    if (!isPure(&inner) && !isa<linalg::IndexOp>(inner))
      return std::nullopt;
  return red;
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

/// A row that several steps of a tile read, held in registers: one row per
/// block (the tile's view of a kernel argument, read-only), each thread
/// loading its part once with 16-byte vector loads, `vectors` of them
/// (coalesced: vector k of thread t holds the elements from
/// (k * blockSize + t) * width on). The steps that read it are row reductions
/// and elementwise ops over the row, all lowered with the same element
/// mapping, so each thread finds its elements in its own registers: the row
/// is read from device memory once, with no shared memory and no barrier.
/// Chosen over the shared-memory copy (cacheRows) when the row splits evenly
/// into at most kMaxRowVectors vectors per thread.
struct RegisterRow {
  Value view;
  int64_t width = 0;   // elements per vector
  int64_t vectors = 0; // vectors per thread
  llvm::SmallPtrSet<Operation *, 4> readers;
  SmallVector<Value> values; // the loaded vectors, once emitted
  SmallVector<Value> starts; // the index of each vector's first element
};
constexpr int64_t kMaxRowVectors = 8;

/// Whether 16-byte vector accesses to the row `row` (of `width` elements)
/// are aligned: an identity-layout kernel argument (whose buffers are
/// allocated 16-byte aligned or better) whose last dim is a multiple of
/// `width`, or a static-stride view of one, its last dimension contiguous,
/// every other stride and the last offset multiples of `width`.
bool vectorAligned(Value row, int64_t width) {
  auto view = row.getDefiningOp<memref::SubViewOp>();
  Value base = view ? view.getSource() : row;
  auto arg = dyn_cast<BlockArgument>(base);
  auto source = dyn_cast<MemRefType>(base.getType());
  if (!arg || !source || !source.getLayout().isIdentity() ||
      !source.hasStaticShape() || source.getRank() == 0 ||
      source.getShape().back() % width != 0)
    return false;
  if (!view) // a whole argument
    return true;
  if (llvm::any_of(view.getStaticStrides(),
                   [](int64_t stride) { return stride != 1; }))
    return false;
  int64_t last = view.getStaticOffsets().back();
  return !ShapedType::isDynamic(last) && last % width == 0;
}

/// Whether `map` reads operand index `operand` of `op` with the loops' own
/// indices, all of them in order.
bool readsAlongLoops(linalg::LinalgOp op, OpOperand *operand) {
  AffineMap map = op.getMatchingIndexingMap(operand);
  return map.isIdentity() && map.getNumDims() == op.getNumLoops();
}

std::optional<RegisterRow> matchRegisterRow(gpu::GPUFuncOp fn,
                                            int64_t blockSize) {
  if (blockSize < 32 || blockSize > 1024 || !llvm::isPowerOf2_64(blockSize))
    return std::nullopt;
  Block &entry = fn.getBody().front();
  // A row: a static view of an argument, or a whole argument (a kernel of
  // one instance: a decoder token's RMSNorm).
  SmallVector<Value> candidates;
  for (auto view : entry.getOps<memref::SubViewOp>())
    candidates.push_back(view.getResult());
  for (BlockArgument arg : fn.getArguments())
    if (auto type = dyn_cast<MemRefType>(arg.getType());
        type && type.getLayout().isIdentity())
      candidates.push_back(arg);
  for (Value view : candidates) {
    auto type = cast<MemRefType>(view.getType());
    if (!type.hasStaticShape() || type.getRank() == 0 ||
        !type.getElementType().isIntOrFloat() || type.getMemorySpace())
      continue;
    int64_t bits = type.getElementTypeBitWidth();
    if (bits % 8 != 0 || 128 % bits != 0)
      continue;
    int64_t width = 128 / bits, length = type.getShape().back();
    if (type.getNumElements() != length || length % (blockSize * width) != 0 ||
        length / (blockSize * width) > kMaxRowVectors ||
        !vectorAligned(view, width))
      continue;
    auto subview = view.getDefiningOp<memref::SubViewOp>();
    auto arg = dyn_cast<BlockArgument>(subview ? subview.getSource() : view);
    if (!arg || arg.getOwner() != &entry || writesThrough(fn, arg))
      continue;
    RegisterRow row;
    row.view = view;
    row.width = width;
    row.vectors = length / (blockSize * width);
    bool ok = true;
    for (Operation *user : view.getUsers()) {
      auto reader = dyn_cast<linalg::GenericOp>(user);
      ok = reader && reader->getBlock() == &entry &&
           reader.hasPureBufferSemantics() && reader.getNumDpsInits() == 1 &&
           reader.getDpsInits()[0] != row.view &&
           llvm::equal(reader.getStaticLoopRanges(), type.getShape());
      for (OpOperand *input :
           ok ? reader.getDpsInputOperands() : SmallVector<OpOperand *>())
        if (input->get() == row.view && !readsAlongLoops(reader, input))
          ok = false;
      if (ok && reader.getNumReductionLoops() != 0) {
        // A row reduction over the whole row.
        std::optional<RowReduction> red = matchRowReduction(reader);
        ok = red && red->numParallel + 1 == reader.getNumLoops();
      } else if (ok) {
        // Elementwise over the row, writing a row alike.
        OpOperand *init = reader.getDpsInitOperand(0);
        Value out = init->get();
        ok = reader.getNumParallelLoops() == reader.getNumLoops() &&
             readsAlongLoops(reader, init) &&
             (out.getDefiningOp<memref::SubViewOp>() ||
              isa<BlockArgument>(out)) &&
             cast<MemRefType>(out.getType()).getElementType() ==
                 type.getElementType();
      }
      if (!ok)
        break;
      row.readers.insert(user);
    }
    if (ok && row.readers.size() >= 2)
      return row;
  }
  return std::nullopt;
}

/// Emits the loads of `row` before `before` (once).
void loadRegisterRow(RegisterRow &row, Operation *before, Value tid,
                     int64_t blockSize) {
  if (!row.values.empty())
    return;
  OpBuilder b(before);
  Location loc = row.view.getLoc();
  auto type = cast<MemRefType>(row.view.getType());
  auto vectorType = VectorType::get({row.width}, type.getElementType());
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  for (int64_t k = 0; k < row.vectors; ++k) {
    Value slot = arith::AddIOp::create(
        b, loc, tid, arith::ConstantIndexOp::create(b, loc, k * blockSize));
    Value start = arith::MulIOp::create(
        b, loc, slot, arith::ConstantIndexOp::create(b, loc, row.width));
    SmallVector<Value> indices(type.getRank() - 1, zero);
    indices.push_back(start);
    row.starts.push_back(start);
    row.values.push_back(vector::LoadOp::create(b, loc, vectorType, row.view,
                                                indices, /*nontemporal=*/false,
                                                llvm::Align(16)));
  }
}

/// Clones the body of `op` for the element at loop indices `ivs`, reading
/// `row`'s operand as `element`; returns the mapping (yielded values are
/// looked up through it). `skip` (a reduction's combiner) is not cloned.
IRMapping cloneBodyAt(OpBuilder &b, Location loc, linalg::GenericOp op,
                      ArrayRef<Value> ivs, Value rowView, Value element,
                      Operation *skip) {
  Block *body = op.getBlock();
  IRMapping map;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = body->getArgument(input->getOperandNumber());
    if (input->get() == rowView) {
      map.map(arg, element);
    } else if (!isa<MemRefType>(input->get().getType())) {
      map.map(arg, input->get());
    } else {
      SmallVector<Value> indices;
      for (AffineExpr e : op.getMatchingIndexingMap(input).getResults())
        indices.push_back(ivs[cast<AffineDimExpr>(e).getPosition()]);
      map.map(arg, memref::LoadOp::create(b, loc, input->get(), indices));
    }
  }
  for (Operation &inner : body->without_terminator()) {
    if (&inner == skip)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      map.map(index.getResult(), ivs[index.getDim()]);
      continue;
    }
    b.clone(inner, map);
  }
  return map;
}

/// Lowers an elementwise step over `row` (matchRegisterRow): each thread
/// computes and stores its own elements, a vector at a time.
void lowerRegisterElementwise(linalg::GenericOp op, const RegisterRow &row) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Value out = op.getDpsInits()[0];
  auto outType = cast<MemRefType>(out.getType());
  Type elementType = outType.getElementType();
  auto vectorType = VectorType::get({row.width}, elementType);
  bool vectorStore = vectorAligned(out, row.width);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  for (int64_t k = 0; k < row.vectors; ++k) {
    SmallVector<Value> results;
    SmallVector<Value> ivs(outType.getRank(), zero);
    for (int64_t c = 0; c < row.width; ++c) {
      ivs.back() = arith::AddIOp::create(
          b, loc, row.starts[k], arith::ConstantIndexOp::create(b, loc, c));
      Value element = vector::ExtractOp::create(b, loc, row.values[k], c);
      IRMapping map =
          cloneBodyAt(b, loc, op, ivs, row.view, element, /*skip=*/nullptr);
      Value result = map.lookupOrDefault(yield.getValues()[0]);
      if (vectorStore)
        results.push_back(result);
      else
        memref::StoreOp::create(b, loc, result, out, ivs);
    }
    if (vectorStore) {
      ivs.back() = row.starts[k];
      Value vec = vector::FromElementsOp::create(b, loc, vectorType, results);
      vector::StoreOp::create(b, loc, vec, out, ivs, /*nontemporal=*/false,
                              llvm::Align(16));
    }
  }
  op.erase();
}

/// A gather along an outer dim (graph.gather: the im2col of a channels-last
/// conv, an embedding lookup) copies contiguous rows: the generic yields a
/// load from a buffer whose last index is the innermost loop's, and nothing
/// else depends on that loop; so does a constant pad of outer dims
/// (graph.pad of a channels-last conv's spatial dims), whose load is
/// guarded by a per-row condition (the constant elsewhere). Lowered to parallel loops that step the
/// innermost loop by a vector: each thread computes the row's index once
/// and moves 16 bytes (ld/st.global.v4; 8 or 4 where the rows allow no
/// more) instead of an element (the im2col gathers were 37% of resnet50's
/// f16 time on the H200 element by element). Returns false, changing
/// nothing, for any other generic or where the rows' extent or alignment
/// allows no vector of two elements or more.
bool lowerRowGather(RewriterBase &rewriter, linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 0 || op.getNumLoops() == 0)
    return false;
  OpOperand *init = op.getDpsInitOperand(0);
  auto outType = cast<MemRefType>(init->get().getType());
  Type elem = outType.getElementType();
  if (!elem.isIntOrFloat() || outType.getMemorySpace())
    return false;
  int64_t bits = elem.getIntOrFloatBitWidth();
  if (bits % 8 != 0 || bits > 64)
    return false;
  int64_t last = op.getNumLoops() - 1;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic) ||
      !readsAlongLoops(op, init) ||
      !op.getMatchingBlockArgument(init).use_empty())
    return false;
  // The inputs are read per row (not along the innermost loop).
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (map.isFunctionOfDim(last) ||
        !llvm::all_of(map.getResults(), llvm::IsaPred<AffineDimExpr>))
      return false;
  }
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  // The yielded row element: a load, or (a constant pad: graph.pad) a load
  // where a per-row condition holds and a value of the row's else.
  Value yielded = yield.getValues()[0];
  auto guard = yielded.getDefiningOp<scf::IfOp>();
  Value otherwise;
  if (guard) {
    if (guard->getBlock() != body || guard.getNumResults() != 1 ||
        guard.elseBlock() == nullptr ||
        guard.thenBlock()->getOperations().size() != 2 ||
        guard.elseBlock()->getOperations().size() != 1)
      return false;
    yielded = guard.thenYield().getOperand(0);
    otherwise = guard.elseYield().getOperand(0);
  }
  auto load = yielded.getDefiningOp<memref::LoadOp>();
  if (!load || load->getBlock() != (guard ? guard.thenBlock() : body) ||
      load.getMemRefType().getElementType() != elem)
    return false;
  // The widest vector (16, 8 or 4 bytes, two elements or more) that the
  // rows' length and alignment allow on both sides: f16 rows of 12 channels
  // move as 8-byte vectors.
  int64_t width = 0;
  for (int64_t bytes = 16; bytes >= 4 && !width; bytes /= 2) {
    int64_t w = bytes * 8 / bits;
    if (w >= 2 && ranges.back() % w == 0 &&
        vectorAligned(init->get(), w) &&
        vectorAligned(load.getMemRef(), w))
      width = w;
  }
  if (!width)
    return false;
  auto column = load.getIndices().back().getDefiningOp<linalg::IndexOp>();
  if (!column || column.getDim() != last)
    return false;
  for (Operation &inner : body->without_terminator()) {
    if (&inner == load || &inner == column || &inner == guard)
      continue;
    auto index = dyn_cast<linalg::IndexOp>(inner);
    if (index && index.getDim() == last)
      return false; // a second use of the innermost index
    if (!index && !isPure(&inner) && !isa<memref::LoadOp>(inner))
      return false;
  }
  if (!column->hasOneUse() ||
      llvm::is_contained(load.getIndices().drop_back(), column.getResult()))
    return false;

  OpBuilder &b = rewriter;
  Location loc = op.getLoc();
  SmallVector<Value> lbs, ubs, steps;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t r : ranges) {
    lbs.push_back(zero);
    ubs.push_back(arith::ConstantIndexOp::create(b, loc, r));
    steps.push_back(one);
  }
  steps.back() = arith::ConstantIndexOp::create(b, loc, width);
  auto vectorType = VectorType::get({width}, elem);
  scf::ParallelOp::create(
      b, loc, lbs, ubs, steps,
      [&](OpBuilder &pb, Location l, ValueRange ivs) {
        SmallVector<Value> at(ivs);
        Operation *skip = guard ? guard.getOperation() : load.getOperation();
        IRMapping map = cloneBodyAt(pb, l, op, at, Value(), Value(), skip);
        SmallVector<Value> src;
        for (Value v : load.getIndices())
          src.push_back(map.lookupOrDefault(v));
        llvm::Align align(width * bits / 8);
        auto loadRow = [&](OpBuilder &rb, Location rl) -> Value {
          return vector::LoadOp::create(rb, rl, vectorType, load.getMemRef(),
                                        src, /*nontemporal=*/false, align);
        };
        Value row;
        if (!guard) {
          row = loadRow(pb, l);
        } else {
          row = scf::IfOp::create(
                    pb, l, map.lookupOrDefault(guard.getCondition()),
                    [&](OpBuilder &tb, Location tl) {
                      scf::YieldOp::create(tb, tl, loadRow(tb, tl));
                    },
                    [&](OpBuilder &eb, Location el) {
                      scf::YieldOp::create(
                          eb, el,
                          vector::BroadcastOp::create(
                              eb, el, vectorType,
                              map.lookupOrDefault(otherwise))
                              .getResult());
                    })
                    .getResult(0);
        }
        vector::StoreOp::create(pb, l, row, init->get(), at,
                                /*nontemporal=*/false, align);
      });
  return true;
}

/// `buffer` is (a view of) one of `fn`'s workgroup attributions: a
/// temporary promoted to shared memory (promoteTemporaries).
bool inWorkgroupMemory(gpu::GPUFuncOp fn, Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    auto view = dyn_cast<ViewLikeOpInterface>(def);
    if (!view)
      return false;
    buffer = view.getViewSource();
  }
  return llvm::is_contained(fn.getWorkgroupAttributions(), buffer);
}

/// Lowers a row reduction for a block of `blockSize` threads: groups of
/// `group` consecutive threads (a power of two) share one output element;
/// each thread combines a strided part of the row (coalesced loads), the
/// group combines its partials with warp shuffles and, past one warp,
/// through shared memory. Control flow stays uniform over the block, so
/// the shuffles see whole warps and the barriers every thread.
void lowerRowReduction(gpu::GPUFuncOp fn, const RowReduction &red, Value tid,
                       int64_t blockSize,
                       const RegisterRow *registers = nullptr) {
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
  Value partialValue;
  scf::ForOp inner;
  if (registers) {
    // Each thread's part of the row is in its registers (one row per
    // block, so the group is the block and `lane` the thread).
    partialValue = identity;
    for (int64_t k = 0; k < registers->vectors; ++k)
      for (int64_t c = 0; c < registers->width; ++c) {
        SmallVector<Value> ivs(parIdx);
        ivs.push_back(
            arith::AddIOp::create(b, loc, registers->starts[k], cst(c)));
        Value element =
            vector::ExtractOp::create(b, loc, registers->values[k], c);
        IRMapping map = cloneBodyAt(b, loc, op, ivs, registers->view, element,
                                    red.combiner);
        partialValue =
            combine(b, partialValue, map.lookupOrDefault(red.partial));
      }
  } else {
    // Each thread's strided part of the row.
    inner =
        scf::ForOp::create(b, loc, lane, end, cst(group), ValueRange{identity});
    OpBuilder ib = OpBuilder::atBlockBegin(inner.getBody());
    SmallVector<Value> ivs(parIdx);
    llvm::append_range(ivs,
                       delinearize(ib, loc, inner.getInductionVar(), redSizes));
    IRMapping map = cloneBodyAt(ib, loc, op, ivs, /*rowView=*/Value(),
                                /*element=*/Value(), red.combiner);
    Value acc = combine(ib, inner.getRegionIterArgs()[0],
                        map.lookupOrDefault(red.partial));
    scf::YieldOp::create(ib, loc, acc);
    partialValue = inner.getResult(0);
  }
  // An output in shared memory is read by every thread of the group, the
  // barriers below between the reads and the first thread's write: read
  // under the first thread's guard, the load would be hoisted above it
  // (shared memory is always dereferenceable) and race with that write.
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<Value> indices;
  for (AffineExpr e : op.getMatchingIndexingMap(init).getResults())
    indices.push_back(parIdx[cast<AffineDimExpr>(e).getPosition()]);
  Value sharedOld;
  if (inWorkgroupMemory(fn, init->get())) {
    sharedOld = scf::IfOp::create(
                    b, loc, valid,
                    [&](OpBuilder &tb, Location tl) {
                      scf::YieldOp::create(
                          tb, tl,
                          memref::LoadOp::create(tb, tl, init->get(), indices)
                              .getResult());
                    },
                    [&](OpBuilder &eb, Location el) {
                      scf::YieldOp::create(eb, el, identity);
                    })
                    .getResult(0);
  }
  // Across the group: shuffles within a warp, then shared memory.
  Value v = partialValue;
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
  if (sharedOld && group <= 32)
    gpu::BarrierOp::create(b, loc); // the reads above, before the write
  // The group's first thread folds the result into the output.
  Value first = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane,
                                      cst(0));
  auto ifWrite = scf::IfOp::create(
      b, loc, arith::AndIOp::create(b, loc, valid, first), /*withElse=*/false);
  {
    OpBuilder tb = OpBuilder::atBlockBegin(ifWrite.thenBlock());
    Value old = sharedOld
                    ? sharedOld
                    : memref::LoadOp::create(tb, loc, init->get(), indices);
    memref::StoreOp::create(tb, loc, combine(tb, old, v), init->get(),
                            indices);
  }
  // Four loads in flight per thread rather than one: the loop has no stores,
  // so the unrolled loads are scheduled ahead of the combining chain.
  if (inner)
    (void)loopUnrollByFactor(inner, 4);
  op.erase();
}

/// Integer pow has no NVVM lowering (the CPU path calls the function that
/// convert-math-to-funcs generates, which a gpu.module cannot reach): expanded
/// in place into the same algorithm, square-and-multiply over the exponent's
/// bits, and for negative exponents 1 for a base of 1, +-1 for -1, else 0.
void expandIntegerPow(gpu::GPUFuncOp fn) {
  fn.walk([](math::IPowIOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    Type type = op.getType();
    if (!type.isSignlessInteger())
      return; // vectors: reported below
    auto cst = [&](int64_t v) -> Value {
      return arith::ConstantIntOp::create(b, loc, type, v);
    };
    Value base = op.getLhs(), exp = op.getRhs();
    Value zero = cst(0), one = cst(1);
    Value negative =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, exp, zero);
    Value bits = arith::SelectOp::create(b, loc, negative, zero, exp);
    auto loop = scf::WhileOp::create(
        b, loc, TypeRange{type, type, type}, ValueRange{one, base, bits},
        [&](OpBuilder &bb, Location l, ValueRange args) {
          Value more = arith::CmpIOp::create(bb, l, arith::CmpIPredicate::ne,
                                             args[2], zero);
          scf::ConditionOp::create(bb, l, more, args);
        },
        [&](OpBuilder &bb, Location l, ValueRange args) {
          Value odd = arith::CmpIOp::create(
              bb, l, arith::CmpIPredicate::ne,
              arith::AndIOp::create(bb, l, args[2], one), zero);
          Value times = arith::MulIOp::create(bb, l, args[0], args[1]);
          Value result = arith::SelectOp::create(bb, l, odd, times, args[0]);
          Value square = arith::MulIOp::create(bb, l, args[1], args[1]);
          Value rest = arith::ShRUIOp::create(bb, l, args[2], one);
          scf::YieldOp::create(bb, l, ValueRange{result, square, rest});
        });
    Value minusOne = cst(-1);
    Value oddExp =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                              arith::AndIOp::create(b, loc, exp, one), zero);
    Value signOfMinusOne =
        arith::SelectOp::create(b, loc, oddExp, minusOne, one);
    Value isOne =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, one);
    Value isMinusOne =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, base, minusOne);
    Value reciprocal = arith::SelectOp::create(
        b, loc, isOne, one,
        arith::SelectOp::create(b, loc, isMinusOne, signOfMinusOne, zero));
    Value result = arith::SelectOp::create(b, loc, negative, reciprocal,
                                           loop.getResult(0));
    op.replaceAllUsesWith(result);
    op.erase();
  });
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

/// Lowers a kernel's body to threads; `layout` is what it needs of a global
/// scratch buffer, if `needsScratch` (promoteTemporaries). `vectorGather`
/// off (gpu-vector-gather=false, for comparisons on the device): row
/// gathers move an element a thread as any other generic does
/// (lowerRowGather).
LogicalResult lowerBody(gpu::GPUFuncOp fn, int64_t blockSize,
                        bool vectorGather, ScratchLayout &layout,
                        bool &needsScratch) {
  IRRewriter rewriter(fn.getContext());
  if (failed(promoteTemporaries(fn, layout, needsScratch)))
    return failure();
  expandIntegerPow(fn);
  // Grid position.
  WalkResult bad = fn.walk([&](Operation *op) {
    if (isa<math::IPowIOp>(op)) {
      op->emitError("integer pow on vectors is not supported on the GPU yet");
      return WalkResult::interrupt();
    }
    if (isa<memref::AllocOp, memref::AllocaOp, memref::DeallocOp>(op)) {
      auto alloc = dyn_cast<memref::AllocOp>(op);
      SmallVector<Value> argSizes;
      op->emitError("kernel '")
          << fn.getName() << "' needs a temporary buffer"
          << (alloc && !boundBytes(alloc, fn, argSizes)
                  ? " whose size has no constant upper bound and is not "
                    "known before the launch"
                  : "")
          << "; not supported on the GPU yet";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (bad.wasInterrupted())
    return failure();
  // Leaves room for the row reductions' scratch (a word per warp).
  std::optional<RegisterRow> registerRow = matchRegisterRow(fn, blockSize);
  cacheRows(fn, kStaticSharedBytes - 1024, registerRow ? registerRow->view : Value());
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
    if (registerRow && registerRow->readers.contains(op))
      return; // lowered with the row in registers
    if (shareable && op->getBlock() == &entry)
      if (std::optional<RowReduction> red = matchRowReduction(op)) {
        rowReductions.try_emplace(op, *red);
        return;
      }
    linalgOps.push_back(op);
  });
  for (linalg::LinalgOp op : linalgOps) {
    rewriter.setInsertionPoint(op);
    if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
        generic && vectorGather && lowerRowGather(rewriter, generic)) {
      rewriter.eraseOp(op);
      continue;
    }
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
    if (registerRow && registerRow->readers.contains(op)) {
      loadRegisterRow(*registerRow, op, tid, blockSize);
      auto generic = cast<linalg::GenericOp>(op);
      if (generic.getNumReductionLoops() != 0)
        lowerRowReduction(fn, *matchRowReduction(generic), tid, blockSize,
                          &*registerRow);
      else
        lowerRegisterElementwise(generic, *registerRow);
      continue;
    }
    if (auto it = rowReductions.find(op); it != rowReductions.end()) {
      lowerRowReduction(fn, it->second, tid, blockSize);
      continue;
    }
    if (auto par = dyn_cast<scf::ParallelOp>(op)) {
      if (failed(distributeOverThreads(par, tid, bdim)))
        return failure();
      continue;
    }
    // A sequential step (a scan's loop) runs on one thread; its results,
    // such as the scan's final carry, must then be unused.
    if (!op->use_empty())
      return op->emitError("a step with used results and side effects is not "
                           "supported on the GPU yet");
    OpBuilder bb(op);
    Value first = arith::CmpIOp::create(bb, loc, arith::CmpIPredicate::eq, tid,
                                        zero);
    auto ifOp = scf::IfOp::create(bb, loc, first, /*withElse=*/false);
    op->moveBefore(ifOp.thenBlock()->getTerminator());
  }
  return success();
}

/// PTX before ISA 8.1 limits a kernel's parameters to 4 KiB; 8.1 and newer
/// allow 32764 bytes on sm_70 and newer (CUDA 12.1 drivers and later).
constexpr int64_t kParamBytesPtx80 = 4096;
constexpr int64_t kParamBytesPtx81 = 32764;

/// The PTX version in a features string ("+ptx80" -> 80), or 0.
int64_t ptxVersion(StringRef features) {
  size_t at = features.find("+ptx");
  int64_t version = 0;
  if (at == StringRef::npos || features.substr(at + 4)
                                   .take_while(llvm::isDigit)
                                   .getAsInteger(10, version))
    return 0;
  return version;
}

/// The compute capability of a chip name ("sm_90a" -> 90), or 0.
int64_t chipVersion(StringRef chip) {
  int64_t version = 0;
  if (!chip.consume_front("sm_") ||
      chip.take_while(llvm::isDigit).getAsInteger(10, version))
    return 0;
  return version;
}

/// Programmatic dependent launch (sm_90+): every kernel starts by waiting
/// for the grids it depends on (`griddepcontrol.wait`: they have completed
/// and their memory is visible) and then lets the next launch on its stream
/// start (`griddepcontrol.launch_dependents`). Launched with the attribute
/// that allows it (the runtime does so for a module that defines
/// `mlc_grid_dependencies`), the next kernel's blocks are scheduled while
/// this one runs and wait at their first instruction, instead of after
/// this grid's end: the launch latency of a chain of small kernels (a
/// decode step) overlaps the work. Launched without it, both instructions
/// do nothing; nothing but L2 prefetches (a GEMV's, of its weights) runs
/// before the wait, so no kernel reads or writes memory before its
/// predecessors are done either way.
static void addGridDependencyControl(gpu::GPUModuleOp gpuModule) {
  MLIRContext *ctx = gpuModule.getContext();
  for (auto gf : gpuModule.getOps<gpu::GPUFuncOp>()) {
    if (!gf.isKernel())
      continue;
    // Inline PTX with a memory clobber, as CUDA's own
    // cudaGridDependencySynchronize: LLVM's intrinsics are IntrNoMem, which
    // would let a load move above the wait.
    // After the prefetches that may come first (kBeforeGridWaitAttr): those
    // that only pure ops precede.
    Block &entry = gf.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    for (Operation &op : entry) {
      if (op.hasAttr(tilemm::kBeforeGridWaitAttr)) {
        b.setInsertionPointAfter(&op);
        continue;
      }
      if (!isMemoryEffectFree(&op))
        break;
    }
    for (StringRef ptx :
         {"griddepcontrol.wait;", "griddepcontrol.launch_dependents;"})
      LLVM::InlineAsmOp::create(
          b, gf.getLoc(), /*res=*/Type(), ValueRange(), ptx, "~{memory}",
          /*has_side_effects=*/true, /*is_align_stack=*/false,
          LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
  }
  OpBuilder b = OpBuilder::atBlockEnd(gpuModule.getBody());
  auto i32 = IntegerType::get(ctx, 32);
  LLVM::GlobalOp::create(b, gpuModule.getLoc(), i32, /*isConstant=*/true,
                         LLVM::Linkage::External, "mlc_grid_dependencies",
                         b.getI32IntegerAttr(1));
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
    llvm::StringMap<int64_t> dynamicShared; // and may need dynamic shared
    llvm::StringMap<ScratchLayout> scratch; // a global scratch buffer
    WGMMAOptions wgmma;
    wgmma.stages = wgmmaStages;
    wgmma.inFlight = wgmmaInFlight;
    wgmma.minBlocks = wgmmaMinBlocks;
    wgmma.wideStages = wgmmaWideStages;
    wgmma.wideInFlight = wgmmaWideInFlight;
    wgmma.stagedEpilogue = wgmmaStagedEpilogue;
    wgmma.groupRows = wgmmaGroupRows;
    for (func::FuncOp fn : devices) {
      OpBuilder gb = OpBuilder::atBlockEnd(gpuModule.getBody());
      auto gf = gpu::GPUFuncOp::create(gb, fn.getLoc(), fn.getName(),
                                       fn.getFunctionType());
      gf->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), gb.getUnitAttr());
      Block &entry = gf.getBody().front();
      IRMapping map;
      map.map(fn.getArguments(), entry.getArguments());
      // An argument that every launch passes the same value as an earlier
      // one is that argument inside the kernel, so the kernel sees the
      // aliasing: a one-instance tile program's result window is passed
      // twice (the tile store's destination and its copy's target) and
      // the copy of a buffer onto itself disappears (each thread ran it
      // element by element: 114-195 us of bert's 32x64 matmuls on the
      // H200).
      SmallVector<kernel::LaunchOp> sites(llvm::make_filter_range(
          launches, [&](kernel::LaunchOp l) {
            return l.getCallee().getRootReference() == fn.getNameAttr();
          }));
      for (unsigned j = 0; j < fn.getNumArguments(); ++j)
        for (unsigned i = 0; i < j; ++i)
          if (!sites.empty() && fn.getArgument(i).getType() ==
                                    fn.getArgument(j).getType() &&
              llvm::all_of(sites, [&](kernel::LaunchOp l) {
                return l.getArgs()[i] == l.getArgs()[j];
              })) {
            map.map(fn.getArgument(j), entry.getArgument(i));
            break;
          }
      OpBuilder eb = OpBuilder::atBlockEnd(&entry);
      for (Operation &op : fn.getBody().front().without_terminator())
        eb.clone(op, map);
      gpu::ReturnOp::create(eb, fn.getLoc());
      if (hasTileAttention(gf)) { // flash attention
        if (failed(lowerTileAttentionToNVGPU(gf, chip,
                                             ownBlockSize[gf.getName()])))
          return signalPassFailure();
        continue;
      }
      if (hasTileOps(gf)) { // a tile program: tensor cores
        if (failed(lowerTileMatmulToNVGPU(gf, chip, wgmma,
                                          ownBlockSize[gf.getName()],
                                          dynamicShared[gf.getName()])))
          return signalPassFailure();
        continue;
      }
      ScratchLayout layout;
      bool needsScratch = false;
      if (failed(lowerBody(gf, blockSize, gpuVectorGather, layout,
                           needsScratch)))
        return signalPassFailure();
      if (needsScratch)
        scratch[gf.getName()] = std::move(layout);
    }
    for (kernel::LaunchOp launch : launches) {
      StringAttr name = launch.getCallee().getRootReference();
      launch.setCalleeAttr(SymbolRefAttr::get(
          ctx, kGpuModule, {FlatSymbolRefAttr::get(ctx, name)}));
      int64_t threads = ownBlockSize.lookup(name.getValue());
      launch.setBlockSize(threads ? threads : blockSize);
      // A kernel of clusters (the split decode attention) runs its grid's
      // x blocks that many times over.
      if (auto cluster = gpuModule.lookupSymbol<gpu::GPUFuncOp>(name)
                             ->getAttrOfType<DenseI32ArrayAttr>(
                                 NVVM::NVVMDialect::getClusterDimAttrName());
          cluster && cluster[0] > 1) {
        OpBuilder lb(launch);
        Value times =
            arith::ConstantIndexOp::create(lb, launch.getLoc(), cluster[0]);
        SmallVector<Value> grid(launch.getGrid());
        if (grid.empty())
          grid.push_back(times);
        else
          grid[0] = arith::MulIOp::create(lb, launch.getLoc(), grid[0], times);
        launch.getGridMutable().assign(grid);
      }
      if (auto it = scratch.find(name.getValue()); it != scratch.end())
        addScratchBuffer(launch,
                         gpuModule.lookupSymbol<gpu::GPUFuncOp>(name),
                         it->second);
      if (auto gf = gpuModule.lookupSymbol<gpu::GPUFuncOp>(name)) {
        launch.setSharedMemoryBytes(dynamicShared.lookup(name.getValue()) +
                                    workgroupBytes(gf));
        // The part the launch provides (the rest is static).
        if (int64_t dyn = dynamicShared.lookup(name.getValue()))
          launch.setDynamicSharedMemoryBytes(dyn);
      }
    }
    for (func::FuncOp fn : devices)
      fn.erase();
    if (chipVersion(chip) >= 90)
      addGridDependencyControl(gpuModule);

    // Kernels with many (fused) operands: past 4 KiB of parameters the
    // module needs PTX 8.1; past its limit, a diagnostic here rather than
    // ptxas's.
    int64_t ptx = ptxVersion(features);
    std::string moduleFeatures = features;
    for (auto gf : gpuModule.getOps<gpu::GPUFuncOp>()) {
      int64_t bytes = kernelParamBytes(gf);
      if (bytes <= kParamBytesPtx80 || ptx >= 81)
        continue;
      if (bytes > kParamBytesPtx81 || chipVersion(chip) < 70 || ptx == 0) {
        gf.emitError("kernel '")
            << gf.getName() << "' takes " << bytes << " bytes of parameters ("
            << gf.getNumArguments() << " operands); CUDA allows "
            << (chipVersion(chip) < 70 || ptx == 0 ? kParamBytesPtx80
                                                   : kParamBytesPtx81)
            << " on " << chip << " (" << features
            << "): fuse fewer operands into one kernel";
        return signalPassFailure();
      }
      // Only the PTX version changes ("+ptx80" in "+ptx80,+x" -> "+ptx81").
      size_t at = moduleFeatures.find("+ptx");
      size_t digits = StringRef(moduleFeatures)
                          .substr(at + 4)
                          .take_while(llvm::isDigit)
                          .size();
      moduleFeatures.replace(at + 4, digits, "81");
    }
    if (moduleFeatures != features.getValue())
      gpuModule.setTargetsAttr(b.getArrayAttr({NVVM::NVVMTargetAttr::get(
          ctx, /*optLevel=*/3, "nvptx64-nvidia-cuda", chip, moduleFeatures)}));
  }
};
} // namespace
