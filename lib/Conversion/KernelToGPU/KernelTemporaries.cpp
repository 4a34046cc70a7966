//===- KernelTemporaries.cpp - kernel temporaries on the GPU -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KernelTemporaries.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlc;

namespace {

/// Whether one buffer per block can stand for `alloc`: the block's threads
/// build an entry-block temporary together; one nested in a step's region
/// (a loop over rows) runs on one thread, an iteration at a time, so the
/// iterations can share it as long as none hands it on (yields it).
bool onePerBlock(memref::AllocOp alloc, Block &entry) {
  if (alloc->getBlock() == &entry)
    return true;
  if (alloc->getParentOfType<scf::ParallelOp>())
    return false; // spread over the threads
  SmallVector<Value> worklist = {alloc.getResult()};
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (user->hasTrait<OpTrait::IsTerminator>())
        return false;
      if (auto view = dyn_cast<ViewLikeOpInterface>(user);
          view && view.getViewSource() == v)
        llvm::append_range(worklist, user->getResults());
    }
  }
  return true;
}

/// `alloc`'s uses use `buffer` instead; its deallocations go.
void replaceAlloc(memref::AllocOp alloc, Value buffer) {
  for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
    if (isa<memref::DeallocOp>(user))
      user->erase();
  alloc.replaceAllUsesWith(buffer);
  alloc.erase();
}

/// A view of `bytes` (an i8 buffer in the generic address space) at byte
/// `offset` that stands for `alloc`, with its type and sizes.
void replaceWithView(memref::AllocOp alloc, Value bytes, Value offset) {
  OpBuilder b(alloc);
  replaceAlloc(alloc,
               memref::ViewOp::create(b, alloc.getLoc(), alloc.getType(), bytes,
                                      offset, alloc.getDynamicSizes()));
}

/// Whether `v` is computed from the kernel's arguments alone (index math
/// and their sizes; no grid position, no memory read), so that the host
/// program can compute it before the launch.
bool fromArguments(gpu::GPUFuncOp fn, Value v) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return arg.getOwner() == &fn.getBody().front() &&
           arg.getArgNumber() < fn.getNumArguments();
  Operation *def = v.getDefiningOp();
  bool indexMath =
      isa<arith::ArithDialect, affine::AffineDialect>(def->getDialect()) &&
      isPure(def);
  return def->getNumRegions() == 0 && (indexMath || isa<memref::DimOp>(def)) &&
         llvm::all_of(def->getOperands(),
                      [&](Value o) { return fromArguments(fn, o); });
}

/// `v` (fromArguments) computed at `b`'s insertion point from the values
/// `map` gives the kernel's arguments (unmapped ones stay themselves).
Value cloneFromArguments(OpBuilder &b, Value v, IRMapping &map) {
  if (Value mapped = map.lookupOrNull(v))
    return mapped;
  if (isa<BlockArgument>(v))
    return v;
  Operation *def = v.getDefiningOp();
  for (Value operand : def->getOperands())
    cloneFromArguments(b, operand, map);
  return b.clone(*def, map)->getResult(cast<OpResult>(v).getResultNumber());
}

/// Emits the bytes of a block's part of the scratch buffer (and the offsets
/// of the dynamic temporaries in it); the sizes are taken as they are, or
/// with `map` computed anew from other arguments (the launch's, on the
/// host).
Value emitPerBlockBytes(OpBuilder &b, Location loc, const ScratchLayout &layout,
                        IRMapping *map, SmallVectorImpl<Value> *offsets) {
  auto cst = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  Value total = cst(layout.staticBytes);
  for (const auto &[bytes, sizes] : layout.dynamic) {
    if (offsets)
      offsets->push_back(total);
    Value part = cst(bytes);
    for (Value size : sizes)
      part = arith::MulIOp::create(
          b, loc, part, map ? cloneFromArguments(b, size, *map) : size);
    part = arith::MulIOp::create(
        b, loc, arith::CeilDivUIOp::create(b, loc, part, cst(256)), cst(256));
    total = arith::AddIOp::create(b, loc, total, part);
  }
  return total;
}

} // namespace

/// The most bytes `alloc` takes: bytes per element times its static dims
/// and the constant upper bounds of its dynamic sizes (a tile's boundary
/// width, min(1024, n - 1024 * pid), takes at most 1024), times the sizes
/// without a bound that come from the kernel's arguments (`argSizes`: the
/// host computes them). None when a size has neither.
std::optional<int64_t> mlc::boundBytes(memref::AllocOp alloc, gpu::GPUFuncOp fn,
                                       SmallVectorImpl<Value> &argSizes) {
  MemRefType type = alloc.getType();
  if (!type.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t bytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  auto sizes = alloc.getDynamicSizes().begin();
  for (int64_t size : type.getShape()) {
    if (ShapedType::isDynamic(size)) {
      Value value = *sizes++;
      FailureOr<int64_t> bound = ValueBoundsConstraintSet::computeConstantBound(
          presburger::BoundType::UB, value, /*stopCondition=*/nullptr,
          /*closedUB=*/true);
      if (failed(bound)) {
        if (!fromArguments(fn, value))
          return std::nullopt;
        argSizes.push_back(value);
        continue;
      }
      size = std::max<int64_t>(*bound, 0);
    }
    bytes *= size;
  }
  return bytes;
}

/// The temporaries of a tile live in shared memory: all threads of the
/// block build them together (steps are separated by barriers). They are
/// used through a generic-address-space view, so their uses keep their
/// types. One whose size is dynamic takes its upper bound there.
/// Temporaries past the 48 KiB of static shared memory, and those whose size
/// has no bound but comes from the kernel's arguments, live in global memory
/// instead: a scratch buffer with a part per block (`layout`) that the host
/// allocates for each launch and passes as the kernel's last argument
/// (block b's part at b times the part's bytes; ConvertKernelToGPUPass).
LogicalResult mlc::promoteTemporaries(gpu::GPUFuncOp fn, ScratchLayout &layout,
                                      bool &needsScratch) {
  MLIRContext *ctx = fn.getContext();
  Block &entry = fn.getBody().front();
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  auto i8 = IntegerType::get(ctx, 8);
  SmallVector<memref::AllocOp> allocs;
  fn.walk([&](memref::AllocOp alloc) { allocs.push_back(alloc); });
  int64_t shared = 0;
  SmallVector<std::pair<memref::AllocOp, int64_t>> global; // alloc, offset
  struct Dynamic {
    memref::AllocOp alloc;
    int64_t bytes;
    SmallVector<Value> argSizes;
  };
  SmallVector<Dynamic> dynamic;
  layout = ScratchLayout();
  for (memref::AllocOp alloc : allocs) {
    MemRefType type = alloc.getType();
    SmallVector<Value> argSizes;
    std::optional<int64_t> bytes = boundBytes(alloc, fn, argSizes);
    if (!bytes || !type.getLayout().isIdentity() || type.getMemorySpace() ||
        !onePerBlock(alloc, entry))
      continue; // reported below
    if (!argSizes.empty()) {
      dynamic.push_back({alloc, *bytes, std::move(argSizes)});
      continue;
    }
    // The alignment the allocation promised: copies between temporaries
    // become wide loads and stores that rely on it.
    int64_t align = std::max<int64_t>(alloc.getAlignment().value_or(16), 16);
    if (llvm::alignTo(shared, align) + *bytes > kStaticSharedBytes) {
      layout.staticBytes = llvm::alignTo(layout.staticBytes, align);
      global.push_back({alloc, layout.staticBytes});
      layout.staticBytes += *bytes;
      continue;
    }
    shared = llvm::alignTo(shared, align) + *bytes;
    bool isStatic = type.hasStaticShape();
    auto sharedType =
        isStatic
            ? MemRefType::get(type.getShape(), type.getElementType(),
                              MemRefLayoutAttrInterface(), space)
            : MemRefType::get({*bytes}, i8, MemRefLayoutAttrInterface(), space);
    BlockArgument buffer =
        fn.addWorkgroupAttribution(sharedType, alloc.getLoc());
    fn.setWorkgroupAttributionAttr(
        fn.getNumWorkgroupAttributions() - 1,
        LLVM::LLVMDialect::getAlignAttrName(),
        IntegerAttr::get(IntegerType::get(ctx, 64), align));
    OpBuilder b(alloc);
    Location loc = alloc.getLoc();
    if (!isStatic) {
      Value generic = memref::MemorySpaceCastOp::create(
          b, loc, MemRefType::get({*bytes}, i8), buffer);
      replaceWithView(alloc, generic,
                      arith::ConstantIndexOp::create(b, loc, 0));
      continue;
    }
    replaceAlloc(alloc,
                 memref::MemorySpaceCastOp::create(b, loc, type, buffer));
  }
  needsScratch = !global.empty() || !dynamic.empty();
  if (!needsScratch)
    return success();
  // The block's part of the scratch buffer: blocks in launch order (x
  // fastest), each part 256-byte aligned like the buffer itself.
  layout.staticBytes = llvm::alignTo(layout.staticBytes, 256);
  Location loc = fn.getLoc();
  unsigned index = fn.getNumArguments();
  if (failed(fn.insertArgument(index,
                               MemRefType::get({ShapedType::kDynamic}, i8),
                               DictionaryAttr(), loc)))
    return fn.emitError("cannot add the scratch buffer argument");
  Value scratch = fn.getArgument(index);
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  IRMapping same; // the kernel's own arguments
  for (Dynamic &d : dynamic) {
    SmallVector<Value> sizes;
    for (Value size : d.argSizes)
      sizes.push_back(cloneFromArguments(b, size, same));
    layout.dynamic.push_back({d.bytes, std::move(sizes)});
  }
  SmallVector<Value> offsets;
  Value perBlock = emitPerBlockBytes(b, loc, layout, nullptr, &offsets);
  auto block = [&](gpu::Dimension d) {
    return gpu::BlockIdOp::create(b, loc, d).getResult();
  };
  auto grid = [&](gpu::Dimension d) {
    return gpu::GridDimOp::create(b, loc, d).getResult();
  };
  Value linear = arith::AddIOp::create(
      b, loc, block(gpu::Dimension::x),
      arith::MulIOp::create(
          b, loc, grid(gpu::Dimension::x),
          arith::AddIOp::create(
              b, loc, block(gpu::Dimension::y),
              arith::MulIOp::create(b, loc, grid(gpu::Dimension::y),
                                    block(gpu::Dimension::z)))));
  Value base = arith::MulIOp::create(b, loc, linear, perBlock);
  for (auto [alloc, offset] : global) {
    OpBuilder ab(alloc);
    Value at = arith::AddIOp::create(
        ab, alloc.getLoc(), base,
        arith::ConstantIndexOp::create(ab, alloc.getLoc(), offset));
    replaceWithView(alloc, scratch, at);
  }
  for (auto [d, offset] : llvm::zip(dynamic, offsets)) {
    OpBuilder ab(d.alloc);
    replaceWithView(d.alloc, scratch,
                    arith::AddIOp::create(ab, d.alloc.getLoc(), base, offset));
  }
  return success();
}

/// The launch's global scratch buffer (promoteTemporaries): a part of
/// `layout`'s bytes for each block of its grid (computed from the launch's
/// arguments where the temporaries' sizes come from the kernel's),
/// allocated by the host program right before the launch and freed right
/// after it. On the device both are stream ordered (cuMemAllocAsync/
/// cuMemFreeAsync), so a captured CUDA graph holds them as its own
/// allocation nodes, as it does the host program's other dynamically sized
/// buffers.
void mlc::addScratchBuffer(kernel::LaunchOp launch, gpu::GPUFuncOp fn,
                           const ScratchLayout &layout) {
  OpBuilder b(launch);
  Location loc = launch.getLoc();
  IRMapping map;
  for (auto [param, arg] : llvm::zip(fn.getArguments(), launch.getArgs()))
    map.map(param, arg);
  Value bytes = emitPerBlockBytes(b, loc, layout, &map, nullptr);
  for (Value size : launch.getGrid())
    bytes = arith::MulIOp::create(b, loc, bytes, size);
  auto scratch = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI8Type()),
      ValueRange{bytes}, b.getI64IntegerAttr(256));
  launch.getArgsMutable().append(scratch.getResult());
  b.setInsertionPointAfter(launch);
  memref::DeallocOp::create(b, loc, scratch);
}
