//===- TileMatmulToWGMMA.cpp - tile.dot programs → Hopper wgmma ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The sm_90a lowering of an f16/bf16 matmul tile program (NVGPUCodegen.h
// says what is matched): one block of two warpgroups (256 threads) per
// 128×128 output tile; warpgroup w accumulates rows 64w..64w+63 with
// wgmma.mma_async m64n128k16 (f32 accumulators in registers, 64 a thread),
// both operands read by the tensor cores from shared memory through matrix
// descriptors. Large matmuls come as 128×256 tiles (MatmulToTile, sm_90a):
// the same two warpgroups then run m64n256k16 (128 accumulators a thread),
// one block per multiprocessor, four stages with one group in flight.
//
// Shared memory (dynamic, > 48 KiB) holds the stages of the 128×64 A tile
// and the 64×128 B tile (BK = 64: two of the program's 32-wide K steps),
// each in the 128-byte-swizzle layout wgmma reads: rows of 128 bytes,
// 16-byte chunk c of row r stored at chunk c ^ (r mod 8), in 1024-byte
// atoms of 8 rows. A is K-major (a row is 64 K elements); B is N-major (the
// source's rows), stored as two 64-column halves of 64 K rows each and read
// transposed. Every thread fills them with 16-byte cp.async (zero-filled
// out of bounds, as on the mma.sync path).
//
// The pipeline: step i waits for its copies, fences them to the async
// proxy (the tensor cores read through it), syncs the block, issues the
// copies of a later step into the stage whose wgmmas are known finished,
// then step i's four wgmmas as one group, and waits until at most
// `in-flight` groups are pending. Default (best on the H200, 2026-11-30):
// three stages (97 KiB), copies two steps ahead, no group left in flight,
// and registers capped for two blocks per multiprocessor, so that one
// block's epilogue overlaps the other's main loop. Hidden options vary the
// stages, the groups in flight, the blocks per multiprocessor and the grid
// order, for tuning.
//
//===----------------------------------------------------------------------===//

#include "TileMatmulToWGMMA.h"
#include "NVGPUCodegen.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <algorithm>

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

namespace {

constexpr int64_t kBM = 128, kBN = 128, kBK = 64;
// The wide tile (128×256: m64n256 per warpgroup, 128 accumulators a
// thread) that MatmulToTile chooses for large sm_90a matmuls: twice the
// MMA work per byte of A read from shared memory, one block per
// multiprocessor.
constexpr int64_t kWideBN = 256;
constexpr int64_t kThreads = 256;  // two warpgroups
constexpr int64_t kWarpgroupM = 64; // rows of one wgmma
constexpr int64_t kInstrK = 16;     // K of one wgmma (f16/bf16)
constexpr int64_t kVec = 8;         // elements of a 16-byte chunk
constexpr int64_t kRowBytes = 128;  // a swizzled row: 64 elements
constexpr int64_t kAtomBytes = 8 * kRowBytes;
constexpr int64_t kStageBytesA = kBM * kBK * 2;
// The swizzle is a function of address bits 4-9: the tiles start on
// 1024-byte boundaries, aligned at run time inside the dynamic buffer.
constexpr int64_t kAlign = kAtomBytes;

/// Orders the output tiles by groups of `rows` row tiles: consecutive
/// blocks walk the columns of `rows` row tiles, so that a wave of blocks
/// reads `rows` panels of A and a few panels of B, which the L2 keeps,
/// instead of every panel of A for one column of tiles. The last two grid
/// dimensions are the output's rows and columns (a leading one, batch);
/// the new order is a permutation of the tiles either way.
void groupGridOrder(gpu::GPUFuncOp fn, int64_t rows) {
  SmallVector<kernel::ProgramIdOp> pids;
  int64_t rank = 0;
  fn.walk([&](kernel::ProgramIdOp pid) {
    pids.push_back(pid);
    rank = std::max<int64_t>(rank, pid.getDim() + 1);
  });
  if (rows <= 1 || rank < 2)
    return;
  OpBuilder b = OpBuilder::atBlockBegin(&fn.getBody().front());
  Location loc = fn.getLoc();
  Emitter e{b, loc};
  auto dimM = static_cast<gpu::Dimension>(rank - 2);
  auto dimN = static_cast<gpu::Dimension>(rank - 1);
  Value bm = gpu::BlockIdOp::create(b, loc, dimM);
  Value bn = gpu::BlockIdOp::create(b, loc, dimN);
  Value nm = gpu::GridDimOp::create(b, loc, dimM);
  Value nn = gpu::GridDimOp::create(b, loc, dimN);
  // Launch order: the row index runs fastest.
  Value linear = e.add(bm, e.mul(bn, nm));
  Value perGroup = e.mul(e.idx(rows), nn);
  Value first = e.mul(arith::DivUIOp::create(b, loc, linear, perGroup),
                      e.idx(rows));
  Value groupRows = e.min(e.sub(nm, first), e.idx(rows));
  Value inGroup = arith::RemUIOp::create(b, loc, linear, perGroup);
  Value m = e.add(first, arith::RemUIOp::create(b, loc, inGroup, groupRows));
  Value n = arith::DivUIOp::create(b, loc, inGroup, groupRows);
  for (kernel::ProgramIdOp pid : pids) {
    if (pid.getDim() == rank - 2)
      pid.replaceAllUsesWith(m);
    else if (pid.getDim() == rank - 1)
      pid.replaceAllUsesWith(n);
    else
      continue;
    pid.erase();
  }
}

/// The stored row of chunk `chunk` of row `row`, in elements.
Value swizzled(Emitter &e, Value row, Value chunk) {
  Value key = e.rem(row, 8);
  Value c = arith::XOrIOp::create(e.b, e.loc, chunk, key);
  return e.mul(c, e.idx(kVec));
}

/// A wgmma shared-memory matrix descriptor (PTX ISA, "Matrix Descriptor
/// Format") for 128-byte swizzling: start address, leading and stride byte
/// offsets, all in 16-byte units.
Value descriptor(Emitter &e, Value address, int64_t leading, int64_t stride) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  Type i64 = b.getI64Type();
  Value a = arith::IndexCastUIOp::create(b, loc, i64, address);
  auto cst = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i64, v).getResult();
  };
  a = arith::AndIOp::create(b, loc, a, cst(0x3FFFF));
  a = arith::ShRUIOp::create(b, loc, a, cst(4));
  int64_t fixed = ((leading >> 4) << 16) | ((stride >> 4) << 32) |
                  (int64_t(1) << 62); // layout type 1: 128-byte swizzle
  return arith::OrIOp::create(b, loc, a, cst(fixed));
}

/// How one operand's tiles reach shared memory: cp.async of `vec` elements
/// (16, 8 or 4 bytes: the widest its rows' alignment allows; resnet's
/// 14×14 stage has rows of 196 f16, 8-byte aligned), or, for rows that are
/// only element-aligned (odd lengths: the 7×7 stage's 49 positions, the
/// stem's K = 147), element loads into registers (`vec` 0) that are stored
/// to shared memory a step later, so that their latency overlaps a step of
/// wgmmas instead of stalling the copy.
struct Operand {
  tile::LoadOp load;
  int64_t rows, cols; // the tile
  int64_t vec;
  Value shared;
  bool isA;
};

/// The widest cp.async (in elements) that every row of `load`'s source
/// allows, 0 for none: row starts must be multiples of it (buffers are
/// allocated 256-byte aligned). An identity layout's dynamic sizes do not
/// matter (a dynamic sequence length in [1, ?, K]: element loads made the
/// 1B Llama prefill's matmuls ~3x slower).
int64_t copyWidth(tile::LoadOp load) {
  auto type = cast<MemRefType>(load.getSource().getType());
  for (int64_t v = kVec; v >= kVec / 4; v /= 2)
    if (alignedRowChunks(type, v, /*identityOk=*/true))
      return v;
  return 0;
}

/// Shared-memory indices of tile element (row, col) of stage `stage`, col a
/// multiple of 4 elements; A: [stage][row][swizzled k], B: [stage][n half]
/// [k row][swizzled n].
SmallVector<Value> sharedIndex(Emitter &e, const Operand &op, Value stage,
                               Value row, Value col) {
  Value chunk = e.div(col, kVec), sub = e.rem(col, kVec);
  if (op.isA)
    return {stage, row, e.add(swizzled(e, row, chunk), sub)};
  return {stage, e.div(chunk, 8), row,
          e.add(swizzled(e, row, e.rem(chunk, 8)), sub)};
}

/// The `kVec` elements of `src` from (row, col) on, zeros past its bounds.
Value loadChunk(Emitter &e, Value src, ArrayRef<Value> lead, Value row,
                Value col, Value nRows, Value nCols) {
  OpBuilder &b = e.b;
  Type elem = cast<MemRefType>(src.getType()).getElementType();
  Value zero = arith::ConstantOp::create(b, e.loc, b.getZeroAttr(elem));
  Value inRow = e.lt(row, nRows);
  SmallVector<Value> elems;
  for (int64_t i = 0; i < kVec; ++i) {
    Value c = e.add(col, e.idx(i));
    Value in = arith::AndIOp::create(b, e.loc, inRow, e.lt(c, nCols));
    elems.push_back(loadOr(e, src, lead, row, c, in, zero));
  }
  return vector::FromElementsOp::create(
      b, e.loc, VectorType::get({kVec}, elem), elems);
}

/// The (row, col) of this thread's `i`-th piece of `width` elements of the
/// operand's tile (consecutive threads take consecutive pieces of a row).
std::pair<Value, Value> piece(Emitter &e, const Operand &op, int64_t width,
                              int64_t i, Value tid) {
  int64_t perRow = op.cols / width;
  Value linear = e.add(tid, e.idx(i * kThreads));
  return {e.div(linear, perRow), e.mul(e.rem(linear, perRow), e.idx(width))};
}

/// The copies of one K step (BK columns of A from `kOffset`, BK rows of B)
/// into stage `stage`: returns their cp.async group's token (null when no
/// operand is copied by cp.async); the register operands' loads are
/// appended to `regs`, for storeStep.
Value copyStep(Emitter &e, ArrayRef<Operand> ops, Block *body, Value iv,
               Value kOffset, Value stage, Value tid,
               SmallVectorImpl<Value> &regs) {
  IRMapping at;
  at.map(iv, kOffset);
  SmallVector<Value> tokens;
  for (Operand op : ops) {
    SmallVector<Value> offs = offsetsAt(op.load, body, at, e.b);
    Value src = op.load.getSource();
    int64_t rank = cast<MemRefType>(src.getType()).getRank();
    SmallVector<Value> lead(ArrayRef<Value>(offs).take_front(rank - 2));
    Value r0 = offs[rank - 2], c0 = offs[rank - 1];
    Value nRows = memref::DimOp::create(e.b, e.loc, src, rank - 2);
    Value nCols = memref::DimOp::create(e.b, e.loc, src, rank - 1);
    int64_t width = op.vec ? op.vec : kVec;
    for (int64_t i = 0; i < op.rows * op.cols / width / kThreads; ++i) {
      auto [row, col] = piece(e, op, width, i, tid);
      if (!op.vec) {
        regs.push_back(loadChunk(e, src, lead, e.add(r0, row),
                                 e.add(c0, col), nRows, nCols));
        continue;
      }
      tokens.push_back(copyChunk(e, src, lead, e.add(r0, row),
                                 e.add(c0, col), nRows, nCols, op.vec,
                                 op.shared,
                                 sharedIndex(e, op, stage, row, col)));
    }
  }
  if (tokens.empty())
    return Value();
  return nvgpu::DeviceAsyncCreateGroupOp::create(
      e.b, e.loc, nvgpu::DeviceAsyncTokenType::get(e.b.getContext()), tokens);
}

/// Stores the register operands' loads of one step (`regs`, as copyStep
/// appended them) into stage `stage`.
void storeStep(Emitter &e, ArrayRef<Operand> ops, ValueRange regs,
               Value stage, Value tid) {
  for (Operand op : ops) {
    if (op.vec)
      continue;
    for (int64_t i = 0; i < op.rows * op.cols / kVec / kThreads; ++i) {
      auto [row, col] = piece(e, op, kVec, i, tid);
      vector::StoreOp::create(e.b, e.loc, regs.front(), op.shared,
                              sharedIndex(e, op, stage, row, col),
                              /*nontemporal=*/false, llvm::Align(16));
      regs = regs.drop_front();
    }
  }
}

/// How the two warpgroups split the 128×128 tile: by rows (64 each, all
/// 128 columns), or, where the whole matrix has at most 64 rows (resnet's
/// 64-filter stem and layer1 in NCHW, a batch-32 classifier) or at most 64
/// columns (its 7×7 stage: 49 positions), into m64n64 halves of the part
/// that exists: the other half was zero padding, half of the tensor-core
/// work and of that operand's copies.
struct Split {
  int64_t rowsA; // A rows copied (128, or 64 when M <= 64)
  int64_t colsB; // B columns copied (128, or 64 when N <= 64)
  int64_t n;     // wgmma N
  // Warpgroup w's sub-tile starts at row w·rowStep, column w·colStep.
  int64_t rowStep, colStep;
};

Split chooseSplit(Program &p, int64_t bn) {
  if (bn == kWideBN)
    return {kBM, kWideBN, kWideBN, kWarpgroupM, 0};
  auto extent = [](tile::LoadOp load, int64_t fromBack) {
    auto t = cast<MemRefType>(load.getSource().getType());
    return t.getDimSize(t.getRank() - fromBack);
  };
  auto small = [](int64_t v) { return !ShapedType::isDynamic(v) && v <= 64; };
  if (small(extent(p.loadA, 2)))
    return {kBM / 2, kBN, kBN / 2, 0, kBN / 2};
  if (small(extent(p.loadB, 1)))
    return {kBM, kBN / 2, kBN / 2, kWarpgroupM, 0};
  return {kBM, kBN, kBN, kWarpgroupM, 0};
}

} // namespace

bool mlc::wgmmaApplies(Program &p) {
  auto aType = cast<MemRefType>(p.dot.getLhs().getType());
  Type elem = aType.getElementType();
  if (!elem.isF16() && !elem.isBF16())
    return false;
  int64_t bn = cast<MemRefType>(p.dot.getRhs().getType()).getDimSize(1);
  if (aType.getDimSize(0) != kBM || (bn != kBN && bn != kWideBN))
    return false;
  // One pipeline step covers kBK / (the program's K step) program steps:
  // the K offsets must be the loop's induction variable itself.
  auto step = getConstantIntValue(p.loop.getStep());
  Value iv = p.loop.getInductionVar();
  int64_t rankA = cast<MemRefType>(p.loadA.getSource().getType()).getRank();
  int64_t rankB = cast<MemRefType>(p.loadB.getSource().getType()).getRank();
  return step && *step == aType.getDimSize(1) && kBK % *step == 0 &&
         p.loadA.getOffsets()[rankA - 1] == iv &&
         p.loadB.getOffsets()[rankB - 2] == iv;
}

LogicalResult mlc::lowerTileMatmulToWGMMA(gpu::GPUFuncOp fn, Program &p,
                                          const WGMMAOptions &options,
                                          int64_t &blockSize,
                                          int64_t &dynamicSharedBytes) {
  MLIRContext *ctx = fn.getContext();
  Location loc = p.dot.getLoc();
  Type elem = cast<MemRefType>(p.dot.getLhs().getType()).getElementType();
  Type f32 = Float32Type::get(ctx);
  const int64_t bn = cast<MemRefType>(p.dot.getRhs().getType()).getDimSize(1);
  const bool wide = bn == kWideBN;
  // A wide tile's stages are 48 KiB: at most four fit (227 KiB).
  const int64_t kStages =
      wide ? std::clamp<int64_t>(options.wideStages, 3, 4)
           : std::clamp<int64_t>(options.stages, 3, 6);
  const int64_t kInFlight = std::clamp<int64_t>(
      wide ? options.wideInFlight : options.inFlight, 0, 1);
  const int64_t kStageBytesB = kBK * bn * 2;
  blockSize = kThreads;
  dynamicSharedBytes = kStages * (kStageBytesA + kStageBytesB) + kAlign;
  // Launch bounds: ptxas keeps the registers within what kMinBlocks blocks
  // of kThreads leave each thread (a wide tile's 128 accumulators a thread
  // leave room for one block).
  fn->setAttr(NVVM::NVVMDialect::getMaxntidAttrName(),
              DenseI32ArrayAttr::get(ctx, {int32_t(kThreads), 1, 1}));
  if (options.minBlocks > 1 && !wide)
    fn->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                IntegerAttr::get(IntegerType::get(ctx, 32), options.minBlocks));

  OpBuilder b(p.loop);
  Emitter e{b, loc};
  auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  Value dyn = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(),
                      MemRefLayoutAttrInterface(), space));
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(
      b, loc, b.getIndexType(), dyn);
  Value aligned = arith::AndIOp::create(b, loc, e.add(base, e.idx(kAlign - 1)),
                                        e.idx(-kAlign));
  Value shift = e.sub(aligned, base);
  auto aType = MemRefType::get({kStages, kBM, kBK}, elem,
                               MemRefLayoutAttrInterface(), space);
  auto bType = MemRefType::get({kStages, bn / 64, kBK, 64}, elem,
                               MemRefLayoutAttrInterface(), space);
  Value aShared = memref::ViewOp::create(b, loc, aType, dyn, shift, {});
  Value bShared = memref::ViewOp::create(
      b, loc, bType, dyn, e.add(shift, e.idx(kStages * kStageBytesA)), {});
  Value aBase = aligned;
  Value bBase = e.add(aligned, e.idx(kStages * kStageBytesA));

  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value warpgroup = e.div(tid, 128);

  // The accumulators: the struct of 64 f32 wgmma m64n128 reads and writes.
  Split split = chooseSplit(p, bn);
  int64_t accRegs = kWarpgroupM * split.n / 128;
  auto accType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(accRegs, f32));
  Value init = LLVM::PoisonOp::create(b, loc, accType);
  Value fill = p.fill.getDpsInputs()[0];
  if (fill.getType() != f32)
    return p.fill.emitError("expected an f32 accumulator");
  for (int64_t i = 0; i < accRegs; ++i)
    init = LLVM::InsertValueOp::create(b, loc, init, fill, i);

  Block *old = p.loop.getBody();
  Value oldIv = p.loop.getInductionVar();
  Value lbound = p.loop.getLowerBound();
  // Steps whose copies are in flight ahead of the one computed: the stage
  // they overwrite was read by the wgmmas of step i - 1 - kInFlight, done.
  const int64_t kAhead = kStages - 1 - kInFlight;
  Operand ops[] = {
      {p.loadA, split.rowsA, kBK, copyWidth(p.loadA), aShared, true},
      {p.loadB, kBK, split.colsB, copyWidth(p.loadB), bShared, false}};
  // Prologue: the first kAhead steps (past the end of K they read nothing
  // and only fill idle stages with zeros); the register operands' loads of
  // the last of them go into the loop, which stores them in its first step
  // (a step stores the loads of the one before, then loads its own).
  Value group;
  SmallVector<Value> regs;
  for (int64_t st = 0; st < kAhead; ++st) {
    regs.clear();
    if (Value g = copyStep(e, ops, old, oldIv, e.add(lbound, e.idx(st * kBK)),
                           e.idx(st), tid, regs))
      group = g;
    if (st + 1 < kAhead)
      storeStep(e, ops, regs, e.idx(st), tid);
  }
  SmallVector<Value> inits{init};
  llvm::append_range(inits, regs);
  auto loop = scf::ForOp::create(b, loc, lbound, p.loop.getUpperBound(),
                                 e.idx(kBK), inits);
  {
    OpBuilder lb = OpBuilder::atBlockBegin(loop.getBody());
    Emitter le{lb, loc};
    Value iv = loop.getInductionVar();
    Value i = le.div(le.sub(iv, lbound), kBK);
    Value stage = le.rem(i, kStages);
    // The stage of step i + kAhead - 1 was read by step i - 1 - kInFlight
    // at the latest, whose wgmmas every thread waited for before the last
    // barrier.
    storeStep(le, ops, loop.getRegionIterArgs().drop_front(),
              le.rem(le.add(i, le.idx(kAhead - 1)), kStages), tid);
    if (group)
      nvgpu::DeviceAsyncWaitOp::create(lb, loc, group,
                                       lb.getI32IntegerAttr(kAhead - 1));
    // cp.async and the register stores wrote through the generic proxy;
    // wgmma reads through the async one.
    NVVM::FenceProxyOp::create(
        lb, loc, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
    gpu::BarrierOp::create(lb, loc);
    SmallVector<Value> next;
    copyStep(le, ops, old, oldIv, le.add(iv, le.idx(kAhead * kBK)),
             le.rem(le.add(i, le.idx(kAhead)), kStages), tid, next);
    NVVM::WgmmaFenceAlignedOp::create(lb, loc);
    Value acc = loop.getRegionIterArgs()[0];
    auto wgType = [&](Type t) {
      return NVVM::WGMMATypesAttr::get(ctx, t.isF16() ? NVVM::WGMMATypes::f16
                                                      : NVVM::WGMMATypes::bf16);
    };
    Value aStage =
        le.add(le.add(aBase, le.mul(stage, le.idx(kStageBytesA))),
               le.mul(warpgroup, le.idx(split.rowStep * kRowBytes)));
    // A 64-column step is the next 64-column half of B.
    Value bStage =
        le.add(le.add(bBase, le.mul(stage, le.idx(kStageBytesB))),
               le.mul(warpgroup, le.idx(split.colStep / 64 * kBK * kRowBytes)));
    for (int64_t kk = 0; kk < kBK / kInstrK; ++kk) {
      // A: K-major, 16 K elements are 32 bytes into the swizzled rows; the
      // 8-row atoms are 1024 bytes apart (stride), no leading offset.
      Value descA = descriptor(
          le, le.add(aStage, le.idx(kk * kInstrK * 2)), 16, kAtomBytes);
      // B: N-major, 16 K rows further on; the two 64-column halves are
      // 64 rows apart (leading), the 8-row atoms 1024 bytes (stride).
      Value descB =
          descriptor(le, le.add(bStage, le.idx(kk * kInstrK * kRowBytes)),
                     kBK * kRowBytes, kAtomBytes);
      acc = NVVM::WgmmaMmaAsyncOp::create(
          lb, loc, accType, acc, descA, descB,
          NVVM::MMAShapeAttr::get(ctx, kWarpgroupM, split.n, kInstrK),
          wgType(elem), wgType(elem),
          NVVM::WGMMATypesAttr::get(ctx, NVVM::WGMMATypes::f32),
          NVVM::WGMMAScaleOutAttr::get(ctx, NVVM::WGMMAScaleOut::one),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::WGMMAScaleInAttr::get(ctx, NVVM::WGMMAScaleIn::one),
          NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
          NVVM::MMALayoutAttr::get(ctx, NVVM::MMALayout::row),
          NVVM::MMAIntOverflowAttr());
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(lb, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(lb, loc, kInFlight);
    next.insert(next.begin(), acc);
    scf::YieldOp::create(lb, loc, next);
  }
  p.loop.erase();
  // Nothing may be in flight when the block moves on: the last wgmma
  // group, the last (empty) prefetches.
  OpBuilder ab(loop->getBlock(), std::next(loop->getIterator()));
  NVVM::WgmmaWaitGroupSyncOp::create(ab, loc, 0);
  if (group)
    nvgpu::DeviceAsyncWaitOp::create(ab, loc, group, ab.getI32IntegerAttr(0));

  // The accumulator fragment of m64nNk16 (PTX ISA, "Register Fragments"):
  // register 4j + 2h + c of lane l in warp w of the warpgroup holds row
  // 16w + l/4 + 8h, column 8j + 2(l mod 4) + c.
  OpBuilder sb(p.store);
  Emitter se{sb, loc};
  Value lane = se.rem(tid, 32), warp = se.rem(se.div(tid, 32), 4);
  Value rowBase = se.add(se.mul(warpgroup, se.idx(split.rowStep)),
                         se.add(se.mul(warp, se.idx(16)), se.div(lane, 4)));
  Value colBase = se.add(se.mul(warpgroup, se.idx(split.colStep)),
                         se.mul(se.rem(lane, 4), se.idx(2)));
  Value rows[2] = {rowBase, se.add(rowBase, se.idx(8))};
  SmallVector<Value> cols;
  for (int64_t c = 0; c < split.n / 4; ++c) // columns 8j + c', c' < 2
    cols.push_back(se.add(colBase, se.idx(8 * (c / 2) + c % 2)));
  SmallVector<AccElement> elements;
  for (int64_t r = 0; r < accRegs; ++r) {
    int64_t j = r / 4, h = (r / 2) % 2, c = r % 2;
    elements.push_back(
        {loop.getResult(0), {r}, rows[h], cols[2 * j + c], c == 0});
  }
  groupGridOrder(fn, options.groupRows);
  // The output tile staged in the (then idle) pipeline stages: 128 rows of
  // 128 + 8 elements, so that the column pairs the 8 lanes of a row group
  // write fall in distinct banks. Only for the unsplit tile (with a split,
  // no tile lies wholly inside the destination).
  Staging staging;
  Type outElem = cast<MemRefType>(p.store.getInit().getType()).getElementType();
  if (options.stagedEpilogue && split.n == bn && split.rowStep == kWarpgroupM &&
      outElem.isIntOrFloat()) {
    auto stagingType = MemRefType::get({kBM, bn + 8}, outElem,
                                       MemRefLayoutAttrInterface(), space);
    assert(kBM * (bn + 8) * outElem.getIntOrFloatBitWidth() / 8 <=
               kStages * (kStageBytesA + kStageBytesB) &&
           "the staged tile fits the stages");
    OpBuilder vb(loop->getBlock(), std::next(loop->getIterator()));
    staging = {memref::ViewOp::create(vb, loc, stagingType, dyn, shift, {}),
               kThreads};
  }
  return emitEpilogue(fn, p, elements, staging,
                      std::make_pair(split.rowsA, split.colsB));
}
