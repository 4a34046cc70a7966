//===- MicroKernel.cpp - register-tiled CPU contractions ------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The CPU's vector code for what LLVM's loop vectorizer leaves scalar or
// slow. The matmul tile program (MatmulToTile) leaves, per output tile, a
// linalg.matmul on static tiles, and a convolution is a static contraction
// generic; this pass writes both as the register-tiled loop nest that BLAS
// libraries use (MLAS, BLIS, IREE's mmt4d ukernels): for each MR×NR block of
// C the accumulators are MR×(NR/VL) vector registers, loaded once, updated
// by one vector.fma per row and vector of B for every reduction step, stored
// once. The shapes are static, so the row and column remainders are blocks
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "VectorCodegen.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

using namespace mlir;
using namespace mlc::cpu;

namespace {

/// The payload `out + ext(in0) * ext(in1)` (ext: an optional extf; for
/// integers addi / muli with an optional extsi / extui), with the inputs in
/// either order.
bool isMulAddBody(Block &body) {
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1 || body.getNumArguments() != 3)
    return false;
  Operation *add = yield.getOperand(0).getDefiningOp();
  if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add))
    return false;
  Value out = body.getArgument(2);
  Value lhs = add->getOperand(0), rhs = add->getOperand(1);
  Value prod = lhs == out ? rhs : lhs;
  if (lhs != out && rhs != out)
    return false;
  Operation *mul = prod.getDefiningOp();
  if (!(isa<arith::AddFOp>(add) ? isa_and_nonnull<arith::MulFOp>(mul)
                                : isa_and_nonnull<arith::MulIOp>(mul)))
    return false;
  auto input = [&](Value v) -> Value {
    if (Operation *ext = v.getDefiningOp();
        isa_and_nonnull<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp>(ext))
      v = ext->getOperand(0);
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &body && arg.getArgNumber() < 2 ? v
                                                                    : Value();
  };
  Value a = input(mul->getOperand(0)), b = input(mul->getOperand(1));
  return a && b && a != b;
}

/// The extension of the contraction's input `arg` to the accumulator type
/// in `body` (extf, extsi or extui; none when the types match).
Operation *inputExtension(Block &body, unsigned arg) {
  for (Operation *user : body.getArgument(arg).getUsers())
    if (isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp>(user))
      return user;
  return nullptr;
}

/// `x` (a scalar or vector) extended to `to` as the payload extends it.
Value extendAs(OpBuilder &b, Location loc, Operation *ext, Type to, Value x) {
  if (!ext || getElementTypeOrSelf(x.getType()) == getElementTypeOrSelf(to))
    return x;
  if (isa<arith::ExtUIOp>(ext))
    return arith::ExtUIOp::create(b, loc, to, x);
  if (isa<arith::ExtSIOp>(ext))
    return arith::ExtSIOp::create(b, loc, to, x);
  return arith::ExtFOp::create(b, loc, to, x);
}

/// The linalg.fill that gives a contraction's output `c` its initial value
/// (a conv's zero accumulator): one that writes all of `c` (or the buffer
/// `c` reshapes) right before `op`, with nothing touching memory in between.
/// The micro-kernel then starts its accumulators at the fill's value instead
/// of reading C, and the fill goes: every element of C is stored by a block.
linalg::FillOp initialFill(Operation *op, Value c) {
  Value buffer = c;
  if (auto collapse = c.getDefiningOp<memref::CollapseShapeOp>())
    buffer = collapse.getSrc();
  for (Operation *prev = op->getPrevNode(); prev; prev = prev->getPrevNode()) {
    if (auto fill = dyn_cast<linalg::FillOp>(prev))
      return fill.hasPureBufferSemantics() && fill.getOutputs()[0] == buffer &&
                     fill.getInputs()[0].getType() ==
                         cast<MemRefType>(c.getType()).getElementType()
                 ? fill
                 : nullptr;
    if (!isMemoryEffectFree(prev) || prev->getNumRegions() != 0)
      return nullptr;
  }
  return nullptr;
}

/// The reduction loop of a B operand packed for VNNI (tile-pack-weights):
/// an i8 memref [.., F, 4] whose last two dims are contiguous, read at
/// (.., dv, dk mod 4) with `dk floordiv 4` among the earlier results. B's
/// bytes at dk .. dk+3 of column f are then the 4 bytes at [.., f, 0..3],
/// the lane order of vpdpbusd. nullopt when B is not packed so.
std::optional<unsigned> vnniPackedDim(AffineMap bMap, MemRefType bType,
                                      unsigned dv) {
  ArrayRef<AffineExpr> r = bMap.getResults();
  int64_t rank = bType.getRank();
  if (r.size() < 3 || !bType.getElementType().isInteger(8) ||
      bType.getShape().back() != 4 ||
      r[r.size() - 2] != getAffineDimExpr(dv, bMap.getContext()))
    return std::nullopt;
  auto mod = dyn_cast<AffineBinaryOpExpr>(r.back());
  if (!mod || mod.getKind() != AffineExprKind::Mod ||
      !isa<AffineDimExpr>(mod.getLHS()) ||
      mod.getRHS() != getAffineConstantExpr(4, bMap.getContext()))
    return std::nullopt;
  unsigned dk = cast<AffineDimExpr>(mod.getLHS()).getPosition();
  AffineExpr div = getAffineDimExpr(dk, bMap.getContext()).floorDiv(4);
  if (llvm::count(r.drop_back(2), div) != 1 ||
      llvm::count_if(r.drop_back(2), [&](AffineExpr e) {
        return e.isFunctionOfDim(dk);
      }) != 1)
    return std::nullopt;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(bType.getStridesAndOffset(strides, offset)) ||
      strides[rank - 1] != 1 || strides[rank - 2] != 4)
    return std::nullopt;
  return dk;
}

/// The CPU's register-tiled contraction micro-kernel, for a linalg.matmul
/// and for any static contraction generic C[..] += A[..] * B[..] of the same
/// structure (convolutions: loops n, f, oh, ow, c, kh, kw):
///
///  - the vector loop `dv` is C's innermost (contiguous) dimension; B reads
///    it with a constant stride (1, or a convolution's stride: a wider
///    contiguous load and a shuffle), A does not read it (a broadcast);
///  - the row loop `dr` is another loop of C, preferably one that B does
///    not read, so that each B vector feeds MR FMAs (matmul: m; conv: the
///    output channel; a depthwise conv, where both read the channel: an
///    output row);
///  - per MR×NR block of C, MR×(NR/VL) vector accumulators live in registers
///    across all reduction loops (matmul: k; conv: c, kh, kw), loaded and
///    stored once; the other parallel loops run outside.
/// The shapes are static, so the row and column remainders are blocks of
/// the same form with fewer rows or narrower vectors, never scalar loops.
struct ContractionMicroKernel
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  /// How far ahead a matmul's K loop prefetches B, in rows (32 rows of a
  /// 64-wide packed panel: 8 KiB, a few hundred cycles of FMAs ahead).
  static constexpr int64_t kPrefetchRows = 32;

  ContractionMicroKernel(MLIRContext *ctx, int64_t vl, int64_t mr, int64_t nr,
                         bool vnni)
      : OpInterfaceRewritePattern(ctx, /*benefit=*/2), vl(vl), mr(mr),
        nr(nr), vnni(vnni) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<linalg::MatmulOp, linalg::GenericOp>(op.getOperation()) ||
        !op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
        op.getNumDpsInits() != 1 || op->getNumRegions() != 1 ||
        !isMulAddBody(op->getRegion(0).front()))
      return rewriter.notifyMatchFailure(op, "not a mul-add contraction");
    if (auto mm = dyn_cast<linalg::MatmulOp>(op.getOperation());
        mm && mm.hasUserDefinedMaps())
      return rewriter.notifyMatchFailure(op, "matmul with user maps");
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return rewriter.notifyMatchFailure(op, "dynamic loop range");
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    OpOperand *init = op.getDpsInitOperand(0);
    Value c = init->get();
    auto cType = dyn_cast<MemRefType>(c.getType());
    AffineMap cMap = op.getMatchingIndexingMap(init);
    if (!cType ||
        !(cType.getElementType().isF32() ||
          cType.getElementType().isSignlessInteger(32)) ||
        !unitInnerStride(cType) || cMap.getNumResults() == 0)
      return rewriter.notifyMatchFailure(op, "C is not contiguous f32 / i32");
    // C's dimensions are distinct parallel loops; the last is the vector.
    SmallVector<unsigned> cDims;
    for (AffineExpr e : cMap.getResults()) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d || iters[d.getPosition()] != utils::IteratorType::parallel ||
          llvm::is_contained(cDims, d.getPosition()))
        return rewriter.notifyMatchFailure(op, "C is not indexed by loops");
      cDims.push_back(d.getPosition());
    }
    unsigned dv = cDims.back();
    // B: the input that reads dv (in its last dimension only); A: the other.
    OpOperand *aOp = op.getDpsInputOperand(0), *bOp = op.getDpsInputOperand(1);
    auto readsDim = [&](OpOperand *o, unsigned d) {
      return op.getMatchingIndexingMap(o).isFunctionOfDim(d);
    };
    if (readsDim(aOp, dv))
      std::swap(aOp, bOp);
    if (!readsDim(bOp, dv))
      return rewriter.notifyMatchFailure(op, "no vector operand");
    // A channels-last depthwise conv reads dv in both inputs (x[.., f] and
    // w[.., f]): A is then loaded as vectors too, contiguous along dv, one
    // product per lane instead of a broadcast scalar.
    bool aVector = readsDim(aOp, dv);
    Value a = aOp->get(), b = bOp->get();
    AffineMap aMap = op.getMatchingIndexingMap(aOp),
              bMap = op.getMatchingIndexingMap(bOp);
    auto aType = dyn_cast<MemRefType>(a.getType());
    auto bType = dyn_cast<MemRefType>(b.getType());
    bool isInt = cType.getElementType().isInteger();
    auto narrow = [&](Type t) {
      return (isInt ? isa<IntegerType>(t) : isa<FloatType>(t)) &&
             t.getIntOrFloatBitWidth() <= 32;
    };
    if (!aType || !bType || !narrow(aType.getElementType()) ||
        !narrow(bType.getElementType()) || !unitInnerStride(bType))
      return rewriter.notifyMatchFailure(op, "A/B not f32 / i32 memrefs");
    Block &body = op->getRegion(0).front();
    Operation *aExt = inputExtension(body, aOp->getOperandNumber()),
              *bExt = inputExtension(body, bOp->getOperandNumber());
    ArrayRef<AffineExpr> bResults = bMap.getResults();
    // B packed for VNNI at compile time (tile-pack-weights): [.., F, 4]
    // read at (.., dv, dk mod 4) with dk floordiv 4 in an earlier dim, so
    // that B's 4 rows at dk .. dk+3 are already interleaved in memory.
    std::optional<unsigned> packedK = vnniPackedDim(bMap, bType, dv);
    if (packedK && !vnni)
      return rewriter.notifyMatchFailure(op, "VNNI-packed B without VNNI");
    ArrayRef<AffineExpr> bInner =
        packedK ? bResults.drop_back() : bResults;
    for (AffineExpr e : bInner.drop_back())
      if (e.isFunctionOfDim(dv))
        return rewriter.notifyMatchFailure(op, "B reads dv non-contiguously");
    std::optional<int64_t> bStride = strideInDim(bInner.back(), dv);
    if (!bStride || *bStride > 4)
      return rewriter.notifyMatchFailure(op, "B's stride along dv");
    if (aVector) {
      ArrayRef<AffineExpr> aResults = aMap.getResults();
      if (!unitInnerStride(aType) || strideInDim(aResults.back(), dv) != 1 ||
          llvm::any_of(aResults.drop_back(),
                       [&](AffineExpr e) { return e.isFunctionOfDim(dv); }))
        return rewriter.notifyMatchFailure(op, "A reads dv non-contiguously");
    }
    // The row loop: another loop of C. One that B does not read reuses
    // each B vector across the rows; else one that A does not read shares
    // A's element; longer is better.
    std::optional<unsigned> dr;
    auto better = [&](unsigned d) {
      if (!dr)
        return true;
      for (OpOperand *o : {bOp, aOp})
        if (readsDim(o, d) != readsDim(o, *dr))
          return !readsDim(o, d);
      return ranges[d] > ranges[*dr];
    };
    for (unsigned d : ArrayRef(cDims).drop_back())
      if (better(d))
        dr = d;
    if (!dr)
      return rewriter.notifyMatchFailure(op, "C has no row loop");
    if (ranges[dv] == 0 || ranges[*dr] == 0) {
      rewriter.eraseOp(op);
      return success();
    }

    Location loc = op.getLoc();
    Type acc = cType.getElementType();
    linalg::FillOp fill = initialFill(op, c);
    int64_t m = ranges[*dr], n = ranges[dv];
    // Vector widths across one block of NR columns, and across the columns
    // left over after the last full block.
    SmallVector<int64_t> full(nr / vl, vl), rest;
    for (int64_t left = n % nr; left > 0; left -= std::min(left, vl))
      rest.push_back(std::min(left, vl));
    int64_t fullCols = n - n % nr;
    // Rows narrower than a block (a CNN's 13- or 27-wide feature maps) have
    // fewer vectors per row: more rows fill the same accumulator registers.
    int64_t mr = this->mr;
    if (fullCols == 0)
      mr = mr * static_cast<int64_t>(full.size()) /
           static_cast<int64_t>(rest.size());
    int64_t fullRows = m - m % mr;
    SmallVector<unsigned> outer, reductions;
    for (unsigned d = 0; d < iters.size(); ++d) {
      if (iters[d] == utils::IteratorType::reduction)
        reductions.push_back(d);
      else if (d != dv && d != *dr)
        outer.push_back(d);
    }
    // AVX-512 VNNI: an int8 contraction (one operand zero-extended, the
    // other sign-extended: a quantized conv's ui8 activations and si8
    // weights) runs 4 steps of a reduction loop `dk` per vpdpbusd, each
    // lane the dot product of 4 unsigned by 4 signed bytes into its i32
    // accumulator (exact: 4 * 255 * 128 is far from overflow). A's 4 bytes
    // along dk are one 32-bit load where contiguous (a 1x1 conv's weights),
    // else 4 byte loads (a 3x3 conv's, 9 apart), broadcast to every lane;
    // B's 4 rows at dk .. dk+3 are interleaved byte by byte into the
    // vector's lanes.
    std::optional<unsigned> dk;
    // A's 4 bytes along dk are one load when dk is A's innermost, unit
    // stride dim (aPos: dk's position among A's dims).
    bool aWord = false;
    int64_t aPos = 0;
    SmallVector<int64_t> aStrides;
    Value bFlat; // a VNNI-packed B with its last two dims as one
    if (vnni && isInt && !aVector && *bStride == 1 && aExt && bExt &&
        aType.getElementType().isInteger(8) &&
        bType.getElementType().isInteger(8) &&
        isa<arith::ExtUIOp>(aExt) != isa<arith::ExtUIOp>(bExt) &&
        !isa<arith::ExtFOp>(aExt) && !isa<arith::ExtFOp>(bExt)) {
      int64_t offset;
      if (succeeded(aType.getStridesAndOffset(aStrides, offset)))
        for (unsigned d : reductions) {
          ArrayRef<AffineExpr> ar = aMap.getResults();
          auto uses = [&](AffineExpr e) { return e.isFunctionOfDim(d); };
          if (ranges[d] % 4 != 0 || llvm::count_if(ar, uses) != 1 ||
              !readsDim(bOp, d) || (packedK && d != *packedK))
            continue;
          int64_t pos = llvm::find_if(ar, uses) - ar.begin();
          if (ar[pos] != getAffineDimExpr(d, op.getContext()))
            continue;
          dk = d;
          aPos = pos;
          aWord = pos + 1 == aType.getRank() && aStrides[pos] == 1;
          break;
        }
    }
    if (packedK && !dk)
      return rewriter.notifyMatchFailure(op, "VNNI-packed B, A not VNNI");
    auto cst = [&](OpBuilder &bb, int64_t v) -> Value {
      return arith::ConstantIndexOp::create(bb, loc, v);
    };
    // The indices of an operand at the loop values `dims`.
    auto indices = [&](OpBuilder &bb, AffineMap map, ArrayRef<Value> dims) {
      SmallVector<Value> idx;
      for (AffineExpr e : map.getResults())
        idx.push_back(
            affine::expandAffineExpr(bb, loc, e, dims, ValueRange{}));
      return idx;
    };

    // One MR'×NR' block of C at rows (dr) i.., columns (dv) j..
    auto emitBlock = [&](OpBuilder &bb, SmallVector<Value> dims, Value i,
                         int64_t rows, Value j, ArrayRef<int64_t> widths) {
      Value c0 = cst(bb, 0);
      for (unsigned d : reductions)
        dims[d] = c0;
      SmallVector<Value> colOffsets, rowIdx, init;
      SmallVector<VectorType> types;
      int64_t off = 0;
      for (int64_t w : widths) {
        colOffsets.push_back(arith::AddIOp::create(bb, loc, j, cst(bb, off)));
        types.push_back(VectorType::get(
            {std::max<int64_t>(dk ? 4 : 1, registerWidth(w))}, acc));
        off += w;
      }
      for (int64_t r = 0; r < rows; ++r)
        rowIdx.push_back(arith::AddIOp::create(bb, loc, i, cst(bb, r)));
      auto at = [&](SmallVector<Value> d, int64_t r, int64_t v) {
        d[*dr] = rowIdx[r];
        d[dv] = colOffsets[v];
        return d;
      };
      for (int64_t r = 0; r < rows; ++r)
        for (auto [v, w] : llvm::enumerate(widths))
          init.push_back(
              fill ? Value(vector::BroadcastOp::create(
                         bb, loc, types[v], fill.getInputs()[0]))
                   : loadLanes(bb, loc, types[v], w, c,
                               indices(bb, cMap, at(dims, r, v))));
      SmallVector<Value> lbs(reductions.size(), c0), ubs, steps(
                                                          reductions.size(),
                                                          cst(bb, 1));
      for (unsigned d : reductions)
        ubs.push_back(cst(bb, ranges[d]));
      // A matmul's K loop runs 4 steps per iteration (fewer where K is not
      // a multiple): one induction update and branch per 4 × MR × NR/VL
      // FMAs, and B's row address advances by a constant instead of an
      // index multiply per step (the loop-control and address ops otherwise
      // share the FMA ports of a full-width AVX-512 core).
      int64_t unroll = 1;
      if (isa<linalg::MatmulOp>(op.getOperation()) && !reductions.empty() &&
          !dk)
        for (int64_t u : {4, 2})
          if (ranges[reductions.back()] % u == 0) {
            unroll = u;
            break;
          }
      if (!reductions.empty())
        steps.back() = cst(bb, unroll);
      if (dk)
        steps[llvm::find(reductions, *dk) - reductions.begin()] = cst(bb, 4);
      bool bPerRow = readsDim(bOp, *dr), aPerRow = readsDim(aOp, *dr);
      // A's rows of this block as a view starting at row i: each row's
      // scalar is then one base address plus a constant, not a register of
      // its own per row (8 of them spill on x86 and cost an extra load per
      // FMA where AVX-512 runs at full rate).
      Value aRows;
      std::optional<unsigned> aRowPos;
      ArrayRef<AffineExpr> aResults = aMap.getResults();
      auto readsRow = [&](AffineExpr e) { return e.isFunctionOfDim(*dr); };
      if (llvm::count_if(aResults, readsRow) == 1) {
        unsigned pos = llvm::find_if(aResults, readsRow) - aResults.begin();
        if (aResults[pos] == getAffineDimExpr(*dr, op.getContext()))
          aRowPos = pos;
      }
      if (aPerRow && aRowPos && aType.hasStaticShape()) {
        SmallVector<OpFoldResult> offsets(aType.getRank(), bb.getIndexAttr(0)),
            sizes, strides(aType.getRank(), bb.getIndexAttr(1));
        for (int64_t extent : aType.getShape())
          sizes.push_back(bb.getIndexAttr(extent));
        offsets[*aRowPos] = i;
        sizes[*aRowPos] = bb.getIndexAttr(rows);
        aRows = memref::SubViewOp::create(bb, loc, a, offsets, sizes, strides);
      }
      // Four steps of dk (the loop values `inner`, dk at a multiple of 4):
      // per row, A's 4 bytes broadcast to every 32-bit lane; per vector of
      // columns, B's 4 rows interleaved (lane i: B[dk..dk+3][i]); one
      // vpdpbusd each, the unsigned bytes first.
      auto vnniStep = [&](OpBuilder &lb, Location l,
                          const SmallVector<Value> &inner,
                          ValueRange accs) -> scf::ValueVector {
        MLIRContext *ctx = lb.getContext();
        Type i8 = lb.getI8Type(), i32 = lb.getI32Type();
        bool aUnsigned = isa<arith::ExtUIOp>(aExt);
        auto bVector = [&](int64_t r, int64_t v) -> Value {
          int64_t pw = types[v].getNumElements();
          if (packedK) {
            // One load: B[.., f .. f+pw, 0..3] in its [.., F * 4] view.
            SmallVector<Value> idx = indices(lb, bMap, at(inner, r, v));
            idx.pop_back();
            idx.back() = arith::MulIOp::create(lb, l, idx.back(), cst(lb, 4));
            return loadLanes(lb, l, VectorType::get({4 * pw}, i8),
                             4 * widths[v], bFlat, idx);
          }
          SmallVector<Value> parts;
          for (int64_t j = 0; j < 4; ++j) {
            SmallVector<Value> d = at(inner, r, v);
            d[*dk] = arith::AddIOp::create(lb, l, d[*dk], cst(lb, j));
            parts.push_back(loadLanes(lb, l, VectorType::get({pw}, i8),
                                      widths[v], b, indices(lb, bMap, d)));
          }
          // Interleaves x and y in groups of `group` elements.
          auto zip = [&](Value x, Value y, int64_t group) {
            SmallVector<int64_t> mask;
            int64_t n = cast<VectorType>(x.getType()).getNumElements();
            for (int64_t g = 0; g < n / group; ++g)
              for (int64_t side = 0; side < 2; ++side)
                for (int64_t e = 0; e < group; ++e)
                  mask.push_back(side * n + g * group + e);
            return vector::ShuffleOp::create(lb, l, x, y, mask).getResult();
          };
          return zip(zip(parts[0], parts[1], 1), zip(parts[2], parts[3], 1),
                     2);
        };
        SmallVector<SmallVector<Value>> bBytes(bPerRow ? rows : 1);
        for (int64_t r = 0; r < (bPerRow ? rows : 1); ++r)
          for (size_t v = 0; v < widths.size(); ++v)
            bBytes[r].push_back(bVector(r, v));
        scf::ValueVector next;
        for (int64_t r = 0; r < rows; ++r) {
          SmallVector<Value> idx = indices(lb, aMap, at(inner, r, 0));
          Value word;
          if (aWord) {
            word = vector::LoadOp::create(lb, l, VectorType::get({4}, i8), a,
                                          idx);
          } else {
            SmallVector<Value> elems;
            for (int64_t j = 0; j < 4; ++j) {
              SmallVector<Value> at = idx;
              at[aPos] = arith::AddIOp::create(lb, l, idx[aPos], cst(lb, j));
              elems.push_back(memref::LoadOp::create(lb, l, a, at));
            }
            word = vector::FromElementsOp::create(
                lb, l, VectorType::get({4}, i8), elems);
          }
          Value scalar = vector::ExtractOp::create(
              lb, l,
              vector::BitCastOp::create(lb, l, VectorType::get({1}, i32),
                                        word),
              ArrayRef<int64_t>{0});
          for (size_t v = 0; v < widths.size(); ++v) {
            int64_t pw = types[v].getNumElements();
            auto bytes = VectorType::get({4 * pw}, i8);
            Value av = vector::BitCastOp::create(
                lb, l, bytes,
                vector::BroadcastOp::create(lb, l, types[v], scalar));
            Value bv = bBytes[bPerRow ? r : 0][v];
            Value u = aUnsigned ? av : bv, sgn = aUnsigned ? bv : av;
            StringRef name = pw == 16  ? "llvm.x86.avx512.vpdpbusd.512"
                             : pw == 8 ? "llvm.x86.avx512.vpdpbusd.256"
                                       : "llvm.x86.avx512.vpdpbusd.128";
            next.push_back(
                LLVM::CallIntrinsicOp::create(
                    lb, l, types[v], StringAttr::get(ctx, name),
                    ValueRange{accs[r * widths.size() + v], u, sgn})
                    .getResult(0));
          }
        }
        return next;
      };
      // One reduction step (the loop values `inner`): the block's FMAs on
      // the accumulators `accs`.
      auto fmaStep = [&](OpBuilder &lb, Location l,
                         const SmallVector<Value> &inner,
                         ValueRange accs) -> scf::ValueVector {
        if (dk)
          return vnniStep(lb, l, inner, accs);
        // B's vector at row r, columns v: `stride` apart in memory.
        // A remainder's lanes past its width are loaded as zeros
        // (masked: no read past the operand's end) and never stored.
        auto loadB = [&](int64_t r, int64_t v) -> Value {
          int64_t w = widths[v], pw = types[v].getNumElements();
          int64_t span = *bStride * (pw - 1) + 1;
          Value x = loadLanes(
              lb, l,
              VectorType::get({registerWidth(span)}, bType.getElementType()),
              *bStride * (w - 1) + 1, b, indices(lb, bMap, at(inner, r, v)));
          if (*bStride > 1 || registerWidth(span) != pw) {
            SmallVector<int64_t> mask;
            for (int64_t e = 0; e < pw; ++e)
              mask.push_back(e * *bStride);
            x = vector::ShuffleOp::create(lb, l, x, x, mask);
          }
          return extendAs(lb, l, bExt, types[v], x);
        };
        auto loadA = [&](int64_t r) -> Value {
          SmallVector<Value> idx = indices(lb, aMap, at(inner, r, 0));
          if (aRows)
            idx[*aRowPos] = cst(lb, r);
          Value s = memref::LoadOp::create(lb, l, aRows ? aRows : a, idx);
          return extendAs(lb, l, aExt, acc, s);
        };
        // A's vector at row r, columns v (aVector): contiguous.
        auto loadAVector = [&](int64_t r, int64_t v) -> Value {
          Value x = loadLanes(lb, l,
                              VectorType::get({types[v].getNumElements()},
                                              aType.getElementType()),
                              widths[v], a, indices(lb, aMap, at(inner, r, v)));
          return extendAs(lb, l, aExt, types[v], x);
        };
        SmallVector<Value> bRow, aRow;
        if (!bPerRow)
          for (size_t v = 0; v < widths.size(); ++v)
            bRow.push_back(loadB(0, v));
        if (aVector && !aPerRow)
          for (size_t v = 0; v < widths.size(); ++v)
            aRow.push_back(loadAVector(0, v));
        Value aShared = aPerRow || aVector ? Value() : loadA(0);
        scf::ValueVector next;
        for (int64_t r = 0; r < rows; ++r) {
          Value s = aVector ? Value() : aPerRow ? loadA(r) : aShared;
          for (size_t v = 0; v < widths.size(); ++v) {
            Value av =
                !aVector
                    ? Value(vector::BroadcastOp::create(lb, l, types[v], s))
                : aPerRow ? loadAVector(r, v)
                          : aRow[v];
            Value bv = bPerRow ? loadB(r, v) : bRow[v];
            Value c = accs[r * widths.size() + v];
            next.push_back(
                isInt ? Value(arith::AddIOp::create(
                            lb, l, c, arith::MulIOp::create(lb, l, av, bv)))
                      : Value(vector::FMAOp::create(lb, l, av, bv, c)));
          }
        }
        return next;
      };
      scf::LoopNest nest = scf::buildLoopNest(
          bb, loc, lbs, ubs, steps, init,
          [&](OpBuilder &lb, Location l, ValueRange ivs,
              ValueRange accs) -> scf::ValueVector {
            scf::ValueVector next(accs.begin(), accs.end());
            for (int64_t u = 0; u < unroll; ++u) {
              SmallVector<Value> inner = dims;
              for (auto [d, iv] : llvm::zip(reductions, ivs))
                inner[d] = iv;
              if (u)
                inner[reductions.back()] = arith::AddIOp::create(
                    lb, l, inner[reductions.back()], cst(lb, u));
              // A matmul's B rows kPrefetchRows steps ahead are prefetched
              // (clamped to the last row): the first row block of a panel
              // reads it from L3 (weights larger than L2 stream on every
              // call), and the hardware prefetcher restarts at every 4 KiB
              // page of it. Later row blocks find it in L1 (cheap hits).
              if (isa<linalg::MatmulOp>(op.getOperation())) {
                unsigned kd = reductions.back();
                SmallVector<Value> ahead = inner;
                ahead[kd] = arith::MinSIOp::create(
                    lb, l,
                    arith::AddIOp::create(lb, l, inner[kd],
                                          cst(lb, kPrefetchRows)),
                    cst(lb, ranges[kd] - 1));
                for (size_t v = 0; v < widths.size(); ++v)
                  memref::PrefetchOp::create(
                      lb, l, b, indices(lb, bMap, at(ahead, 0, v)),
                      /*isWrite=*/false, /*localityHint=*/3,
                      /*isDataCache=*/true);
              }
              next = fmaStep(lb, l, inner, next);
            }
            return next;
          });
      for (int64_t r = 0; r < rows; ++r)
        for (auto [v, w] : llvm::enumerate(widths))
          storeLanes(bb, loc, nest.results[r * widths.size() + v], w, c,
                     indices(bb, cMap, at(dims, r, v)));
    };

    // The row blocks (full ones in a loop, then the remainder rows) and the
    // column blocks (full ones in a loop, then the remainder columns).
    using RowFn = function_ref<void(OpBuilder &, Value, int64_t)>;
    using ColFn = function_ref<void(OpBuilder &, Value, ArrayRef<int64_t>)>;
    auto forRows = [&](OpBuilder &bb, RowFn f) {
      if (fullRows > 0)
        scf::ForOp::create(bb, loc, cst(bb, 0), cst(bb, fullRows), cst(bb, mr),
                           ValueRange{},
                           [&](OpBuilder &ib, Location, Value i, ValueRange) {
                             f(ib, i, mr);
                             scf::YieldOp::create(ib, loc);
                           });
      if (m % mr)
        f(bb, cst(bb, fullRows), m % mr);
    };
    auto forCols = [&](OpBuilder &bb, ColFn f) {
      if (fullCols > 0)
        scf::ForOp::create(bb, loc, cst(bb, 0), cst(bb, fullCols), cst(bb, nr),
                           ValueRange{},
                           [&](OpBuilder &jb, Location, Value j, ValueRange) {
                             f(jb, j, full);
                             scf::YieldOp::create(jb, loc);
                           });
      if (!rest.empty())
        f(bb, cst(bb, fullCols), rest);
    };
    // A matmul tile's B (its K×NR column panel, packed weights) is the
    // larger operand of a block: with the column blocks outside, one panel
    // stays in L1 while every row block of the tile streams over it (BLIS's
    // loop order); rows outside would stream the whole B tile from L2 for
    // each row block.
    bool colsOuter = isa<linalg::MatmulOp>(op.getOperation());

    rewriter.setInsertionPoint(op);
    if (packedK) {
      SmallVector<ReassociationIndices> groups;
      int64_t rank = bType.getRank();
      for (int64_t i = 0; i < rank - 2; ++i)
        groups.push_back({i});
      groups.push_back({rank - 2, rank - 1});
      bFlat = memref::CollapseShapeOp::create(rewriter, loc, b, groups);
    }
    SmallVector<Value> lbs, ubs, steps;
    for (unsigned d : outer) {
      lbs.push_back(cst(rewriter, 0));
      ubs.push_back(cst(rewriter, ranges[d]));
      steps.push_back(cst(rewriter, 1));
    }
    scf::buildLoopNest(
        rewriter, loc, lbs, ubs, steps,
        [&](OpBuilder &ob, Location, ValueRange ivs) {
          SmallVector<Value> dims(iters.size());
          for (auto [d, iv] : llvm::zip(outer, ivs))
            dims[d] = iv;
          if (colsOuter)
            forCols(ob, [&](OpBuilder &cb, Value j, ArrayRef<int64_t> w) {
              forRows(cb, [&](OpBuilder &rb, Value i, int64_t rows) {
                emitBlock(rb, dims, i, rows, j, w);
              });
            });
          else
            forRows(ob, [&](OpBuilder &rb, Value i, int64_t rows) {
              forCols(rb, [&](OpBuilder &cb, Value j, ArrayRef<int64_t> w) {
                emitBlock(cb, dims, i, rows, j, w);
              });
            });
        });
    rewriter.eraseOp(op);
    if (fill)
      rewriter.eraseOp(fill);
    return success();
  }

  int64_t vl, mr, nr;
  bool vnni;
};

/// A contraction whose output rows are narrower than two vectors (a CNN's
/// 13- or 27-wide feature maps) and whose last two output loops run over
/// contiguous memory in every operand that reads them (a 1x1 convolution:
/// x[n, c, oh, ow], y[n, f, oh, ow]) gets those two loops collapsed into
/// one (oh·ow = 169 instead of 13), so that the micro-kernel's vectors are
/// full instead of mostly remainder.
struct CollapseNarrowVectorLoops : OpRewritePattern<linalg::GenericOp> {
  CollapseNarrowVectorLoops(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx, /*benefit=*/3), vl(vl) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumDpsInputs() != 2 || !isMulAddBody(op.getRegion().front()))
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    AffineMap cMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    ArrayRef<AffineExpr> results = cMap.getResults();
    if (results.size() < 2)
      return failure();
    auto inner = dyn_cast<AffineDimExpr>(results.back());
    auto outer = dyn_cast<AffineDimExpr>(results[results.size() - 2]);
    if (!inner || !outer || outer.getPosition() + 1 != inner.getPosition() ||
        ranges[inner.getPosition()] >= 2 * vl)
      return failure();
    ReassociationIndices folded = {outer.getPosition(), inner.getPosition()};
    return collapseContiguousLoops(op, folded, rewriter);
  }

  int64_t vl;
};

} // namespace

void mlc::cpu::populateMicroKernelPatterns(RewritePatternSet &patterns,
                                           int64_t vl, int64_t mr, int64_t nr,
                                           bool vnni) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ContractionMicroKernel>(ctx, vl, mr, nr, vnni);
  patterns.add<CollapseNarrowVectorLoops>(ctx, vl);
}
