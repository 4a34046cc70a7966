//===- NVGPUCodegen.cpp - shared tensor-core emission ---------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the tensor-core lowerings of tile programs share (NVGPUCodegen.h): the
// matcher of a matmul tile program, the 16-byte cp.async of one chunk, the
// m16n8k16 mma, the epilogue that applies the fused elementwise chain per
// accumulator element and stores it, the shared-memory tiles of a kernel and
// its end. The lowerings (mma.sync, wgmma, flash attention) depend on this
// unit, never on each other.
//
//===----------------------------------------------------------------------===//

#include "NVGPUCodegen.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

std::optional<Config> tilemm::simtConfig(int64_t bm, int64_t bn) {
  auto side = [](int64_t v) {
    return v >= 32 && v <= 128 && llvm::isPowerOf2_64(v);
  };
  if (!side(bm) || !side(bn))
    return std::nullopt;
  int64_t threads = std::min(bm, bn) == 32 ? 128 : 256;
  return Config{bm, bn, 16, threads, 4, false};
}

bool tilemm::isSimtElement(Type elem) {
  return elem.isF32() || elem.isSignlessInteger(32);
}

bool tilemm::isGemv(tile::DotOp dot) {
  auto aTile = cast<ShapedType>(dot.getLhs().getType());
  auto bTile = cast<ShapedType>(dot.getRhs().getType());
  if (aTile.getRank() != 2 || bTile.getRank() != 2 ||
      aTile.getDimSize(0) < 1 || aTile.getDimSize(0) > kGemvMaxRows)
    return false;
  if (dot.getTransposeB())
    return llvm::isPowerOf2_64(bTile.getDimSize(0)) &&
           bTile.getDimSize(0) <= 32 &&
           aTile.getDimSize(1) == bTile.getDimSize(1);
  return bTile.getDimSize(1) == kGemvCols &&
         aTile.getDimSize(1) == bTile.getDimSize(0);
}

namespace {

bool isAllocIn(Value v, Operation *scope) {
  auto alloc = v.getDefiningOp<memref::AllocOp>();
  return alloc && scope->isAncestor(alloc);
}

/// A tile buffer of the kernel: allocated in it, or (for a one-instance
/// grid, where kernel-form-launches moves tile allocations to the host) an
/// argument of its entry block.
bool isKernelTile(Value v, gpu::GPUFuncOp fn) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return arg.getOwner() == &fn.getBody().front();
  return isAllocIn(v, fn);
}

/// Moves a tile.dot that is not in a K loop, with its operand tiles (their
/// allocations, loads and deallocations), into a new one-trip scf.for at
/// its place. Operand tiles that are kernel arguments get an allocation in
/// the loop instead (the argument is left unused).
void wrapInUnitLoop(tile::DotOp dot) {
  OpBuilder b(dot);
  Location loc = dot.getLoc();
  Value c0 = arith::ConstantIndexOp::create(b, loc, 0);
  Value c1 = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(b, loc, c0, c1, c1);
  Operation *yield = loop.getBody()->getTerminator();
  SmallVector<Operation *> before, after;
  for (OpOperand *operand : {&dot.getLhsMutable(), &dot.getRhsMutable()}) {
    Value t = operand->get();
    if (isa<BlockArgument>(t)) {
      OpBuilder ab(yield);
      auto alloc = memref::AllocOp::create(ab, loc,
                                           cast<MemRefType>(t.getType()));
      for (OpOperand &use : llvm::make_early_inc_range(t.getUses()))
        if (isa<tile::LoadOp, tile::DotOp>(use.getOwner()))
          use.set(alloc);
      t = alloc;
    } else if (Operation *def = t.getDefiningOp()) {
      if (def->getBlock() == dot->getBlock())
        before.push_back(def);
    }
    for (Operation *u : t.getUsers()) {
      if (u == dot || u->getBlock() != dot->getBlock())
        continue;
      (u->isBeforeInBlock(dot) ? before : after).push_back(u);
    }
  }
  auto inOrder = [](Operation *x, Operation *y) {
    return x->isBeforeInBlock(y);
  };
  llvm::sort(before, inOrder);
  llvm::sort(after, inOrder);
  for (Operation *op : before)
    op->moveBefore(yield);
  dot->moveBefore(yield);
  for (Operation *op : after)
    op->moveBefore(yield);
}

/// Operand tiles of a dot in a K loop that are kernel arguments (a
/// one-instance grid's tiles live on the host, and bufferization may give
/// one the buffer of a same-shaped kernel argument, even the output) get
/// an allocation at the top of the loop: the loads into them and the dot
/// use it, every other use keeps the argument.
void privatizeArgumentTiles(tile::DotOp dot, scf::ForOp loop) {
  for (OpOperand *operand : {&dot.getLhsMutable(), &dot.getRhsMutable()}) {
    auto arg = dyn_cast<BlockArgument>(operand->get());
    if (!arg)
      continue;
    OpBuilder b(loop.getBody(), loop.getBody()->begin());
    auto alloc = memref::AllocOp::create(b, dot.getLoc(),
                                         cast<MemRefType>(arg.getType()));
    for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
      Operation *user = use.getOwner();
      if (!loop->isAncestor(user))
        continue;
      auto load = dyn_cast<tile::LoadOp>(user);
      if (user == dot.getOperation() ||
          (load && &use == &load.getInitMutable()))
        use.set(alloc);
    }
  }
}

/// The epilogue chain from the accumulator to the stored tile (see
/// Program::epilogues); sets p.store when the chain ends in a store.
LogicalResult matchEpilogue(gpu::GPUFuncOp fn, Program &p) {
  auto fail = [&](const Twine &why) {
    return p.dot.emitError("tile.dot program not supported on the GPU: ")
           << why;
  };
  Block *entry = &fn.getBody().front();
  Value t = p.acc;
  while (true) {
    // The next op reading the tile (ops may write over their input tile,
    // which the following one then reads).
    Operation *after = p.epilogues.empty()
                           ? p.loop.getOperation()
                           : p.epilogues.back().op.getOperation();
    linalg::GenericOp g;
    for (Operation *u : t.getUsers()) {
      auto gu = dyn_cast<linalg::GenericOp>(u);
      if (!gu || gu->getBlock() != entry || !after->isBeforeInBlock(gu) ||
          !llvm::is_contained(gu.getDpsInputs(), t))
        continue;
      if (!g || gu->isBeforeInBlock(g))
        g = gu;
    }
    if (!g)
      break;
    if (g->getBlock() != entry || g.getNumDpsInits() != 1 ||
        !g.hasPureBufferSemantics() ||
        g.getNumParallelLoops() != g.getNumLoops() || g.getNumLoops() != 2 ||
        !g.getIndexingMapsArray().back().isIdentity())
      return fail("epilogue must be elementwise ops on the 2-D tile");
    Program::Epilogue e{g, ~0u, {}};
    Block *body = g.getBody();
    for (OpOperand *in : g.getDpsInputOperands()) {
      unsigned arg = in->getOperandNumber();
      AffineMap map = g.getMatchingIndexingMap(in);
      if (in->get() == t) {
        if (!map.isIdentity() || e.chainArg != ~0u)
          return fail("the epilogue reads the accumulator tile once, as is");
        e.chainArg = arg;
        continue;
      }
      // A 0-d value (a scalar operand) is read as is.
      if (cast<MemRefType>(in->get().getType()).getRank() == 0) {
        e.sides.push_back({arg, tile::LoadOp(), map, in->get()});
        continue;
      }
      tile::LoadOp load;
      for (Operation *u : in->get().getUsers())
        if (auto l = dyn_cast<tile::LoadOp>(u))
          if (l.getInit() == in->get())
            load = l;
      if (!load || load->getBlock() != entry || !load->isBeforeInBlock(g) ||
          !isKernelTile(in->get(), fn) ||
          !llvm::all_of(map.getResults(), [](AffineExpr r) {
            return isa<AffineDimExpr>(r) ||
                   (isa<AffineConstantExpr>(r) &&
                    cast<AffineConstantExpr>(r).getValue() == 0);
          }))
        return fail("an epilogue operand must be a loaded tile read "
                    "elementwise or broadcast");
      e.sides.push_back({arg, load, map, Value()});
    }
    if (e.chainArg == ~0u)
      return fail("epilogue op does not read the previous tile");
    if (!body->getArgument(g.getNumDpsInputs()).use_empty())
      return fail("epilogue op reads its output");
    p.epilogues.push_back(e);
    t = g.getDpsInits()[0];
  }
  for (Operation *u : t.getUsers())
    if (auto s = dyn_cast<tile::StoreOp>(u)) {
      if (p.store && p.store != s)
        return fail("result tile stored twice");
      p.store = s;
    }
  if (!p.epilogues.empty())
    for (Operation *u : p.acc.getUsers())
      if (isa<tile::StoreOp>(u) && u != p.store)
        return fail("accumulator stored besides its epilogue");
  return success();
}

} // namespace

LogicalResult tilemm::match(gpu::GPUFuncOp fn, Program &p) {
  SmallVector<tile::DotOp> dots;
  SmallVector<Operation *> others;
  fn.walk([&](Operation *op) {
    if (auto d = dyn_cast<tile::DotOp>(op))
      dots.push_back(d);
    else if (isa<tile::ReduceOp>(op))
      others.push_back(op);
  });
  if (!others.empty())
    return others.front()->emitError(
        "tile.reduce is not supported on the GPU yet");
  if (dots.size() != 1)
    return fn.emitError("kernel '")
           << fn.getName() << "': a GPU tile program needs exactly one "
           << "tile.dot, got " << dots.size();
  p.dot = dots.front();
  auto fail = [&](const Twine &why) {
    return p.dot.emitError("tile.dot program not supported on the GPU: ")
           << why;
  };
  // A K extent within one step leaves no loop (folded away): give the
  // product a one-trip loop again.
  if (p.dot->getParentOp() == fn.getOperation())
    wrapInUnitLoop(p.dot);
  p.loop = dyn_cast<scf::ForOp>(p.dot->getParentOp());
  if (!p.loop || p.loop.getNumResults() != 0 ||
      p.loop->getParentOp() != fn.getOperation())
    return fail("expected inside a K loop at the top of the kernel");
  privatizeArgumentTiles(p.dot, p.loop);
  p.loadA = dyn_cast_or_null<tile::LoadOp>([&]() -> Operation * {
    for (Operation *u : p.dot.getLhs().getUsers())
      if (isa<tile::LoadOp>(u))
        return u;
    return nullptr;
  }());
  p.loadB = dyn_cast_or_null<tile::LoadOp>([&]() -> Operation * {
    for (Operation *u : p.dot.getRhs().getUsers())
      if (isa<tile::LoadOp>(u))
        return u;
    return nullptr;
  }());
  if (!p.loadA || !p.loadB || p.loadA->getBlock() != p.loop.getBody() ||
      p.loadB->getBlock() != p.loop.getBody() ||
      !isAllocIn(p.dot.getLhs(), p.loop) || !isAllocIn(p.dot.getRhs(), p.loop))
    return fail("operands must be tile.loads in the K loop");
  auto aType = cast<MemRefType>(p.dot.getLhs().getType());
  auto bType = cast<MemRefType>(p.dot.getRhs().getType());
  Type elem = aType.getElementType();
  // i32: a quantized matmul's centered integers, on the SIMT tile only.
  bool int32 = elem.isSignlessInteger(32);
  if (!elem.isF16() && !elem.isBF16() && !elem.isF32() && !int32)
    return fail("element type must be f16, bf16, f32 or i32");
  std::optional<Config> simt =
      simtConfig(aType.getDimSize(0), bType.getDimSize(1));
  bool gemv = isGemv(p.dot);
  if (int32 && (!simt || gemv || p.dot.getTransposeB()))
    return fail("i32 output tiles must be 32 to 128 a side (powers of two)");
  if (p.dot.getTransposeB() && !gemv)
    return fail("a transposed B only in a GEMV (at most 8 rows, 1 to 32 "
                "columns a power of two)");
  if (elem.isF32() && !simt && !gemv)
    return fail("f32 output tiles must be 32 to 128 a side (powers of two)");
  const Config &cfg = isSimtElement(elem) && simt ? *simt : kTensorCore;
  // (f16/bf16 tiles may also be 128x256: sm_90a's wgmma takes them.)
  bool wide = !isSimtElement(elem) && bType.getShape() == ArrayRef<int64_t>{
                                                       cfg.bk, 2 * cfg.bn};
  if (!gemv && (aType.getShape() != ArrayRef<int64_t>{cfg.bm, cfg.bk} ||
                (bType.getShape() != ArrayRef<int64_t>{cfg.bk, cfg.bn} &&
                 !wide)))
    return fail(Twine("expected ") + Twine(cfg.bm) + "x" + Twine(cfg.bk) +
                " and " + Twine(cfg.bk) + "x" + Twine(cfg.bn) + " tiles");
  for (tile::LoadOp l : {p.loadA, p.loadB}) {
    auto src = cast<MemRefType>(l.getSource().getType());
    if (!src.getLayout().isIdentity())
      return fail("tile loads need row-major sources");
    if (!matchPattern(l.getPadding(), m_AnyZeroFloat()) &&
        !matchPattern(l.getPadding(), m_Zero()))
      return fail("tile loads must pad with zero");
  }
  p.acc = p.dot.getInit();
  // A tile of the kernel; with a one-instance grid kernel-form-launches has
  // moved its allocation to the host (then it is an argument, left unused).
  auto accAlloc = p.acc.getDefiningOp<memref::AllocOp>();
  if (!(accAlloc && accAlloc->getBlock() == &fn.getBody().front()) &&
      !(isa<BlockArgument>(p.acc) &&
        cast<BlockArgument>(p.acc).getOwner() == &fn.getBody().front()))
    return fail("accumulator must be a tile of the kernel");
  for (Operation *u : p.acc.getUsers()) {
    if (u == p.dot || isa<memref::DeallocOp>(u))
      continue;
    if (auto f = dyn_cast<linalg::FillOp>(u)) {
      if (p.fill || !f->isBeforeInBlock(p.loop))
        return fail("accumulator initialised more than once");
      p.fill = f;
      continue;
    }
    if (isa<linalg::GenericOp>(u))
      continue; // the epilogue, matched below
    if (auto s = dyn_cast<tile::StoreOp>(u)) {
      p.store = s;
      continue;
    }
    return fail("unexpected use of the accumulator");
  }
  if (!p.fill)
    return fail("accumulator is never initialised");
  if (failed(matchEpilogue(fn, p)))
    return failure();
  if (!p.store || p.store->getBlock() != &fn.getBody().front())
    return fail("result tile must be stored once by the kernel");
  if (cast<MemRefType>(p.store.getInit().getType()).getRank() != 2)
    return fail("expected a 2-D destination window");
  return success();
}

Value tilemm::loadOr(Emitter &e, Value src, ArrayRef<Value> lead, Value row,
                     Value col, Value in, Value pad) {
  OpBuilder &b = e.b;
  auto ifOp = scf::IfOp::create(b, e.loc, TypeRange{pad.getType()}, in, true);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(ifOp.thenBlock());
  SmallVector<Value> idx(lead);
  idx.push_back(row);
  idx.push_back(col);
  scf::YieldOp::create(
      b, e.loc, memref::LoadOp::create(b, e.loc, src, idx).getResult());
  b.setInsertionPointToStart(ifOp.elseBlock());
  scf::YieldOp::create(b, e.loc, pad);
  return ifOp.getResult(0);
}

Value tilemm::copyChunk(Emitter &e, Value src, ArrayRef<Value> lead, Value gr,
                        Value gc, Value nRows, Value nCols, int64_t vec,
                        Value shared, ValueRange sharedIdx) {
  OpBuilder &b = e.b;
  Value zero = e.idx(0);
  Value inRow = e.lt(gr, nRows);
  Value n = e.max(e.min(e.sub(nCols, gc), e.idx(vec)), zero);
  n = e.select(inRow, n, zero);
  // A read of nothing still needs an address inside the buffer.
  Value safeRow = e.select(inRow, gr, zero);
  Value safeCol = e.select(e.lt(gc, nCols), gc, zero);
  SmallVector<Value> srcIdx(lead);
  srcIdx.push_back(safeRow);
  srcIdx.push_back(safeCol);
  // cp.async.cg (L1 bypassed) takes 16-byte copies only; 4 and 8 bytes
  // go through cp.async.ca.
  int64_t bytes =
      vec * cast<MemRefType>(src.getType()).getElementTypeBitWidth() / 8;
  return nvgpu::DeviceAsyncCopyOp::create(
      b, e.loc, nvgpu::DeviceAsyncTokenType::get(b.getContext()), shared,
      sharedIdx, src, srcIdx, b.getIndexAttr(vec), n,
      /*bypassL1=*/bytes == 16 ? b.getUnitAttr() : UnitAttr());
}

Value tilemm::mma(OpBuilder &b, Location loc, Value a, Value bf, Value c) {
  Type elem = cast<VectorType>(a.getType()).getElementType();
  if (elem.isF16())
    return nvgpu::MmaSyncOp::create(b, loc, a, bf, c,
                                    ArrayRef<int64_t>{16, 8, 16});
  MLIRContext *ctx = b.getContext();
  Type i32 = b.getI32Type(), f32 = b.getF32Type();
  auto packed = [&](Value v, int64_t rows) {
    SmallVector<Value> regs;
    for (int64_t r = 0; r < rows; ++r) {
      Value pair = vector::ExtractOp::create(b, loc, v, ArrayRef<int64_t>{r});
      Value word =
          vector::BitCastOp::create(b, loc, VectorType::get({1}, i32), pair);
      regs.push_back(
          vector::ExtractOp::create(b, loc, word, ArrayRef<int64_t>{0}));
    }
    return regs;
  };
  SmallVector<Value> accs;
  for (int64_t r = 0; r < 2; ++r)
    for (int64_t e = 0; e < 2; ++e)
      accs.push_back(
          vector::ExtractOp::create(b, loc, c, ArrayRef<int64_t>{r, e}));
  auto structType = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
  Value d = NVVM::MmaOp::create(
      b, loc, structType, packed(a, 4), packed(bf, 2), accs, {16, 8, 16},
      std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::bf16, NVVM::MMATypes::bf16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  SmallVector<Value> elems;
  for (int64_t i = 0; i < 4; ++i)
    elems.push_back(LLVM::ExtractValueOp::create(b, loc, d, i));
  return vector::FromElementsOp::create(b, loc, c.getType(), elems);
}

namespace {

/// `v` as computed in `body` with the values in `map` replaced (the ops of
/// `body` it depends on are cloned at `b`).
Value cloneSlice(Value v, Block *body, IRMapping &map, OpBuilder &b) {
  if (Value m = map.lookupOrNull(v))
    return m;
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return v;
  for (Value operand : def->getOperands())
    cloneSlice(operand, body, map, b);
  b.clone(*def, map);
  return map.lookup(v);
}

} // namespace

SmallVector<Value> tilemm::offsetsAt(tile::LoadOp load, Block *body,
                                     IRMapping map, OpBuilder &b) {
  SmallVector<Value> offs;
  for (Value o : load.getOffsets())
    offs.push_back(cloneSlice(o, body, map, b));
  return offs;
}
namespace {

/// Element (row, col) of the output tile's view of a side tile: its
/// source read at the load's offsets plus the mapped position, the load's
/// padding outside the source.
Value sideElement(Emitter &e, const Program::SideInput &side, Value row,
                  Value col) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  if (side.scalar)
    return memref::LoadOp::create(b, loc, side.scalar, ValueRange{});
  tile::LoadOp load = side.load;
  Value src = load.getSource();
  int64_t rank = cast<MemRefType>(src.getType()).getRank();
  int64_t tileRank = side.map.getNumResults();
  SmallVector<Value> idx(load.getOffsets().begin(), load.getOffsets().end());
  Value in = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (int64_t r = 0; r < tileRank; ++r) {
    AffineExpr expr = side.map.getResult(r);
    Value pos = e.idx(0);
    if (auto d = dyn_cast<AffineDimExpr>(expr))
      pos = d.getPosition() == 0 ? row : col;
    int64_t k = rank - tileRank + r;
    Value at = e.add(idx[k], pos);
    Value dim = memref::DimOp::create(b, loc, src, k);
    in = arith::AndIOp::create(b, loc, in, e.lt(at, dim));
    // Clamped, so that the address stays inside the source.
    idx[k] = e.min(at, e.sub(dim, e.idx(1)));
  }
  Value v = memref::LoadOp::create(b, loc, src, idx);
  return e.select(in, v, load.getPadding());
}

} // namespace

LogicalResult tilemm::emitEpilogue(
    gpu::GPUFuncOp fn, Program &p, ArrayRef<AccElement> elements,
    Staging staging, std::optional<std::pair<int64_t, int64_t>> covered) {
  // (The K loop, with the dot, is gone.)
  Location loc = p.store.getLoc();
  OpBuilder sb(p.store);
  Emitter se{sb, loc};
  Value dest = p.store.getInit();
  Value o0 = p.store.getOffsets()[0], o1 = p.store.getOffsets()[1];
  Value rowsLeft = se.sub(memref::DimOp::create(sb, loc, dest, 0), o0);
  Value colsLeft = se.sub(memref::DimOp::create(sb, loc, dest, 1), o1);
  Type outElem = cast<MemRefType>(dest.getType()).getElementType();
  auto accType = cast<MemRefType>(p.acc.getType());

  // The generic's scalar body on element `el` at `b`: side values from
  // `side` (read where the element's window lies).
  using SideFn = function_ref<Value(Emitter &, unsigned, unsigned,
                                    const Program::SideInput &,
                                    const AccElement &)>;
  auto chain = [&](OpBuilder &b, const AccElement &el,
                   SideFn side) -> FailureOr<Value> {
    Emitter e{b, loc};
    Value v = isa<VectorType>(el.acc.getType())
                  ? vector::ExtractOp::create(b, loc, el.acc, el.pos)
                        .getResult()
                  : LLVM::ExtractValueOp::create(b, loc, el.acc, el.pos)
                        .getResult();
    for (auto [i, ep] : llvm::enumerate(p.epilogues)) {
      IRMapping map;
      Block *gb = ep.op.getBody();
      map.map(gb->getArgument(ep.chainArg), v);
      for (auto [j, s] : llvm::enumerate(ep.sides))
        map.map(gb->getArgument(s.arg), side(e, i, j, s, el));
      for (Operation &op : gb->without_terminator())
        b.clone(op, map);
      v = map.lookupOrDefault(gb->getTerminator()->getOperand(0));
    }
    if (v.getType() != outElem)
      return p.store.emitError("epilogue yields ")
             << v.getType() << ", the destination holds " << outElem;
    return v;
  };

  // Interior tiles (the whole tile inside the destination: the common
  // case) store without bounds checks, adjacent columns two at a time
  // where the destination's address and row stride keep such a pair
  // aligned, and read each side value once (a bias element serves every
  // row). Side reads stay clamped to their source, so they are safe
  // outside a bounds check.
  // (Pairs of 2- and 4-byte elements: an i1 or i8 pair is no wider store.)
  int64_t elemBits = outElem.getIntOrFloatBitWidth();
  bool pairable = elemBits == 16 || elemBits == 32;
  int64_t elemBytes = llvm::divideCeil(elemBits, 8);
  auto meta = memref::ExtractStridedMetadataOp::create(sb, loc, dest);
  Value address = se.add(
      memref::ExtractAlignedPointerAsIndexOp::create(sb, loc,
                                                     sb.getIndexType(), dest),
      se.mul(meta.getOffset(), se.idx(elemBytes)));
  Value zero = se.idx(0);
  auto isZero = [&](Value v) {
    return arith::CmpIOp::create(sb, loc, arith::CmpIPredicate::eq, v, zero)
        .getResult();
  };
  // (Checked against the part the elements cover: a 64-column matrix in a
  // 128-column tile is interior, not a border tile element by element.)
  auto [coveredRows, coveredCols] = covered.value_or(
      std::make_pair(accType.getDimSize(0), accType.getDimSize(1)));
  Value full = arith::AndIOp::create(
      sb, loc, se.lt(se.idx(coveredRows - 1), rowsLeft),
      se.lt(se.idx(coveredCols - 1), colsLeft));
  full = arith::AndIOp::create(sb, loc, full,
                               isZero(se.rem(address, 2 * elemBytes)));
  full = arith::AndIOp::create(sb, loc, full,
                               isZero(se.rem(meta.getStrides()[0], 2)));
  auto ifFull = scf::IfOp::create(sb, loc, full, /*withElse=*/true);
  // Staged: the tile's values go to shared memory (column pairs, in the
  // accumulators' layout), then leave as 16-byte vectors along the rows,
  // consecutive threads on consecutive chunks (a warp writes whole rows
  // instead of 8 rows × 16 bytes per store). Only where every destination
  // row starts 16-byte aligned; else the pairs go straight out.
  int64_t vecElems = 16 / std::max<int64_t>(elemBytes, 1);
  int64_t tileRows = accType.getDimSize(0), tileCols = accType.getDimSize(1);
  bool canStage = staging.buffer && pairable && tileCols % vecElems == 0 &&
                  (tileRows * tileCols / vecElems) % staging.threads == 0;
  Block *pairBlock = ifFull.thenBlock();
  Block *stagedBlock = nullptr;
  if (canStage) {
    OpBuilder fb = OpBuilder::atBlockBegin(ifFull.thenBlock());
    Emitter fe{fb, loc};
    auto zeroAt = [&](Value v) {
      return arith::CmpIOp::create(fb, loc, arith::CmpIPredicate::eq, v,
                                   fe.idx(0))
          .getResult();
    };
    Value aligned16 =
        arith::AndIOp::create(fb, loc, zeroAt(fe.rem(address, 16)),
                              zeroAt(fe.rem(meta.getStrides()[0], vecElems)));
    auto ifAligned = scf::IfOp::create(fb, loc, aligned16, /*withElse=*/true);
    stagedBlock = ifAligned.thenBlock();
    pairBlock = ifAligned.elseBlock();
  }
  auto emitPairs = [&](Block *block, Value target, Value off0,
                       Value off1) -> LogicalResult {
    OpBuilder fb = OpBuilder::atBlockTerminator(block);
    Emitter fe{fb, loc};
    DenseMap<std::tuple<unsigned, unsigned, Value, Value>, Value> sideCache;
    auto cached = [&](Emitter &e, unsigned i, unsigned j,
                      const Program::SideInput &s, const AccElement &el) {
      // Key: the element's row and column where the side map uses them.
      Value r, c;
      for (AffineExpr expr : s.map.getResults()) {
        auto d = dyn_cast<AffineDimExpr>(expr);
        if (d && d.getPosition() == 0)
          r = el.row;
        else if (d)
          c = el.col;
      }
      Value &v = sideCache[{i, j, r, c}];
      if (!v)
        v = sideElement(e, s, el.row, el.col);
      return v;
    };
    // Side values load kPrefetch elements ahead of their use: loads and
    // stores interleaved one element at a time wait out a load's latency
    // per element (the side buffers may alias the destination, so nothing
    // moves a load above a store): the up projection of a Llama MLP with
    // silu(gate) * up as its epilogue took 91 us against the gate's 54.
    constexpr size_t kPrefetch = 16;
    size_t prefetched = 0;
    auto prefetch = [&](size_t upTo) {
      for (; prefetched < std::min(upTo, elements.size()); ++prefetched)
        for (auto [i, ep] : llvm::enumerate(p.epilogues))
          for (auto [j, sideInput] : llvm::enumerate(ep.sides))
            (void)cached(fe, i, j, sideInput, elements[prefetched]);
    };
    for (size_t k = 0; k < elements.size(); ++k) {
      if (prefetched < k + 2) // (this element and its pair)
        prefetch(k + kPrefetch);
      const AccElement &el = elements[k];
      FailureOr<Value> v = chain(fb, el, cached);
      if (failed(v))
        return failure();
      Value at0 = fe.add(off0, el.row), at1 = fe.add(off1, el.col);
      if (pairable && el.pairWithNext && k + 1 < elements.size()) {
        FailureOr<Value> w = chain(fb, elements[++k], cached);
        if (failed(w))
          return failure();
        Value pair = vector::FromElementsOp::create(
            fb, loc, VectorType::get({2}, outElem), ValueRange{*v, *w});
        vector::StoreOp::create(fb, loc, pair, target, ValueRange{at0, at1},
                                /*nontemporal=*/false,
                                llvm::MaybeAlign(2 * elemBytes));
        continue;
      }
      memref::StoreOp::create(fb, loc, *v, target, ValueRange{at0, at1});
    }
    return success();
  };
  if (failed(emitPairs(pairBlock, dest, o0, o1)))
    return failure();
  if (stagedBlock) {
    // The K loop's last reads of the shared stages (other warpgroups'
    // wgmmas) are done before the tile overwrites them.
    OpBuilder tb = OpBuilder::atBlockTerminator(stagedBlock);
    gpu::BarrierOp::create(tb, loc);
    if (failed(emitPairs(stagedBlock, staging.buffer, zero, zero)))
      return failure();
    tb.setInsertionPoint(stagedBlock->getTerminator());
    Emitter te{tb, loc};
    gpu::BarrierOp::create(tb, loc);
    Value tid = gpu::ThreadIdOp::create(tb, loc, gpu::Dimension::x);
    auto vecType = VectorType::get({vecElems}, outElem);
    int64_t perRow = tileCols / vecElems;
    for (int64_t i = 0; i < tileRows * perRow; i += staging.threads) {
      Value linear = te.add(tid, te.idx(i));
      Value row = te.div(linear, perRow);
      Value col = te.mul(te.rem(linear, perRow), te.idx(vecElems));
      Value v = vector::LoadOp::create(tb, loc, vecType, staging.buffer,
                                       ValueRange{row, col},
                                       /*nontemporal=*/false,
                                       llvm::MaybeAlign(16));
      vector::StoreOp::create(tb, loc, v, dest,
                              ValueRange{te.add(o0, row), te.add(o1, col)},
                              /*nontemporal=*/false, llvm::MaybeAlign(16));
    }
  }
  // Border tiles: each element inside its bounds check.
  OpBuilder gb = OpBuilder::atBlockBegin(ifFull.elseBlock());
  Emitter ge{gb, loc};
  for (const AccElement &el : elements) {
    Value row = el.row, col = el.col;
    Value in = arith::AndIOp::create(gb, loc, ge.lt(row, rowsLeft),
                                     ge.lt(col, colsLeft));
    Value at0 = ge.add(o0, row), at1 = ge.add(o1, col);
    auto ifOp = scf::IfOp::create(gb, loc, in, false);
    OpBuilder tb = OpBuilder::atBlockBegin(ifOp.thenBlock());
    FailureOr<Value> v =
        chain(tb, el,
              [&](Emitter &e, unsigned, unsigned, const Program::SideInput &s,
                  const AccElement &el) {
                return sideElement(e, s, el.row, el.col);
              });
    if (failed(v))
      return failure();
    memref::StoreOp::create(tb, loc, *v, dest, ValueRange{at0, at1});
  }
  // The tiles left over: accumulator, epilogue outputs and side tiles
  // (with their loads), their deallocs.
  llvm::SetVector<Value> dead;
  dead.insert(p.acc);
  for (Program::Epilogue &ep : p.epilogues) {
    dead.insert(ep.op.getDpsInits()[0]);
    for (Program::SideInput &side : ep.sides)
      if (side.load)
        dead.insert(side.load.getInit());
  }
  // Where the tile is the whole output, bufferization may give the
  // accumulator the destination's buffer: it stays (the sums now live in
  // registers, the stores above write it).
  dead.remove(dest);
  // Side values are read from the loads' sources: every side tile.load goes
  // (also one filling the destination's buffer, which a GEMV tile the size
  // of the whole output may share with a side tile).
  llvm::SetVector<Operation *> sideLoads;
  for (Program::Epilogue &ep : p.epilogues)
    for (Program::SideInput &side : ep.sides)
      if (side.load)
        sideLoads.insert(side.load);
  p.store.erase();
  for (Program::Epilogue &ep : llvm::reverse(p.epilogues))
    ep.op.erase();
  p.fill.erase();
  for (Operation *l : sideLoads)
    l->erase();
  for (Value t : dead) {
    for (Operation *u : llvm::make_early_inc_range(t.getUsers()))
      if (isa<memref::DeallocOp, tile::LoadOp>(u))
        u->erase();
    if (!t.use_empty())
      return fn.emitError("tile still in use after the tensor-core "
                          "lowering");
    if (Operation *def = t.getDefiningOp())
      def->erase();
  }
  tilemm::finishKernel(fn);
  return success();
}

void tilemm::eraseDotOperands(Program &p) {
  Value aTile = p.dot.getLhs(), bTile = p.dot.getRhs();
  p.dot.erase();
  p.loadA.erase();
  p.loadB.erase();
  for (Value t : {aTile, bTile}) {
    for (Operation *u : llvm::make_early_inc_range(t.getUsers()))
      u->erase();
    t.getDefiningOp()->erase();
  }
}

int64_t mlc::workgroupBytes(gpu::GPUFuncOp fn) {
  int64_t bytes = 0;
  for (BlockArgument a : fn.getWorkgroupAttributions()) {
    auto type = cast<MemRefType>(a.getType());
    bytes += type.getNumElements() *
             llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  }
  return bytes;
}

int64_t mlc::kernelParamBytes(gpu::GPUFuncOp fn) {
  int64_t bytes = 0;
  auto add = [&](int64_t size) { bytes = llvm::alignTo(bytes, size) + size; };
  for (Type type : fn.getArgumentTypes()) {
    if (auto memref = dyn_cast<MemRefType>(type)) {
      for (int64_t k = 0; k < 3 + 2 * memref.getRank(); ++k)
        add(8);
    } else if (type.isIntOrFloat()) {
      add(std::max<int64_t>(1,
                            llvm::divideCeil(type.getIntOrFloatBitWidth(), 8)));
    } else {
      add(8); // index, pointers
    }
  }
  return bytes;
}

FailureOr<SmallVector<Value>>
tilemm::addSharedTiles(gpu::GPUFuncOp fn, ArrayRef<MemRefType> types,
                       Location loc) {
  // The static shared memory a block may hold without opting in.
  constexpr int64_t kSharedLimit = 48 * 1024;
  int64_t bytes = workgroupBytes(fn);
  for (MemRefType type : types)
    bytes += type.getNumElements() *
             llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  if (bytes > kSharedLimit)
    return fn.emitError("kernel '")
           << fn.getName() << "' needs " << bytes
           << " bytes of shared memory; more than 48 KiB";
  MLIRContext *ctx = fn.getContext();
  SmallVector<Value> buffers;
  for (MemRefType type : types) {
    buffers.push_back(fn.addWorkgroupAttribution(type, loc));
    fn.setWorkgroupAttributionAttr(
        fn.getNumWorkgroupAttributions() - 1,
        LLVM::LLVMDialect::getAlignAttrName(),
        IntegerAttr::get(IntegerType::get(ctx, 64), 16));
  }
  return buffers;
}

void tilemm::finishKernel(gpu::GPUFuncOp fn) {
  SmallVector<Operation *> copies;
  fn.walk([&](Operation *op) {
    if (isa<memref::CopyOp, linalg::CopyOp>(op))
      copies.push_back(op);
  });
  for (Operation *copy : copies) {
    if (copy->getOperand(0) == copy->getOperand(1)) {
      copy->erase();
      continue;
    }
    OpBuilder cb(copy);
    gpu::BarrierOp::create(cb, copy->getLoc());
  }
  fn.walk([&](kernel::ProgramIdOp pid) {
    OpBuilder pb(pid);
    auto dim = static_cast<gpu::Dimension>(pid.getDim());
    pid.replaceAllUsesWith(
        gpu::BlockIdOp::create(pb, pid.getLoc(), dim).getResult());
    pid.erase();
  });
}

void mlc::tilemm::bulkPrefetchL2(OpBuilder &b, Location loc, Value addr,
                                  Value bytes, Value take) {
  auto i64 = b.getI64Type(), i32 = b.getI32Type();
  Value ops[] = {arith::IndexCastUIOp::create(b, loc, i64, addr),
                 arith::IndexCastUIOp::create(b, loc, i32, bytes),
                 arith::ExtUIOp::create(b, loc, i32, take)};
  auto asmOp = LLVM::InlineAsmOp::create(
      b, loc, /*res=*/Type(), ValueRange(ops),
      "{ .reg .pred p; .reg .u64 g; setp.ne.u32 p, $2, 0; "
      "cvta.to.global.u64 g, $0; "
      "@p cp.async.bulk.prefetch.L2.global [g], $1; }",
      "l,r,r", /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
  asmOp->setAttr(kBeforeGridWaitAttr, b.getUnitAttr());
}

Value mlc::tilemm::elementAddress(Emitter &e, Value src, ArrayRef<Value> idx) {
  auto type = cast<MemRefType>(src.getType());
  auto meta = memref::ExtractStridedMetadataOp::create(e.b, e.loc, src);
  Value elems = meta.getOffset();
  for (auto [i, x] : llvm::enumerate(idx))
    elems = e.add(elems, e.mul(x, meta.getStrides()[i]));
  int64_t elemBytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
  return e.add(
      memref::ExtractAlignedPointerAsIndexOp::create(e.b, e.loc, src),
      e.mul(elems, e.idx(elemBytes)));
}

bool mlc::tilemm::alignedRowChunks(MemRefType t, int64_t vec,
                                   bool identityOk) {
  int64_t row = t.getShape().back();
  if (identityOk && t.getLayout().isIdentity())
    return !ShapedType::isDynamic(row) && row % vec == 0;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(t.getStridesAndOffset(strides, offset)) || strides.back() != 1 ||
      ShapedType::isDynamic(offset) || offset % vec != 0)
    return false;
  // A dim of one element is never stepped over: its stride does not count.
  for (auto [s, size] : llvm::zip(ArrayRef(strides).drop_back(),
                                  t.getShape().drop_back()))
    if (size != 1 && (ShapedType::isDynamic(s) || s % vec != 0))
      return false;
  return true;
}
