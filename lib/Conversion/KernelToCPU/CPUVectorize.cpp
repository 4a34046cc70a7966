//===- CPUVectorize.cpp - register-tiled vector code for CPU kernels ------===//
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
// of the same form with fewer rows or narrower vectors, never scalar loops.
// Row reductions (softmax, layer_norm) get vector accumulators, and the math
// inside loops stays vectorizable (polynomials, LLVM intrinsics).
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/Passes.h"

#include "mlir/Dialect/Affine/Utils.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/Host.h"

namespace mlc {
#define GEN_PASS_DEF_MLCCPUVECTORIZEPASS
#include "mlc/Conversion/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// The host's widest float vector register in bits.
unsigned hostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 512;
  if (features.lookup("avx"))
    return 256;
  return 128;
}

/// True when the innermost dimension of a memref is contiguous (vector
/// loads along it are plain loads).
bool unitInnerStride(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return false;
  return !strides.empty() && strides.back() == 1;
}

/// `e` is `c * d + (an expression without d)` for a constant c > 0: its
/// stride c along loop d (nullopt otherwise).
std::optional<int64_t> strideInDim(AffineExpr e, unsigned d) {
  if (e == getAffineDimExpr(d, e.getContext()))
    return 1;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return std::nullopt;
  if (bin.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    if (c && c.getValue() > 0 &&
        bin.getLHS() == getAffineDimExpr(d, e.getContext()))
      return c.getValue();
    return std::nullopt;
  }
  if (bin.getKind() != AffineExprKind::Add)
    return std::nullopt;
  if (!bin.getRHS().isFunctionOfDim(d))
    return strideInDim(bin.getLHS(), d);
  if (!bin.getLHS().isFunctionOfDim(d))
    return strideInDim(bin.getRHS(), d);
  return std::nullopt;
}

/// The payload `out + ext(in0) * ext(in1)` (ext: an optional extf), with the
/// inputs in either order.
bool isMulAddBody(Block &body) {
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (yield.getNumOperands() != 1 || body.getNumArguments() != 3)
    return false;
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value out = body.getArgument(2);
  Value prod = add.getLhs() == out ? add.getRhs() : add.getLhs();
  if (add.getLhs() != out && add.getRhs() != out)
    return false;
  auto mul = prod.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  auto input = [&](Value v) -> Value {
    if (auto ext = v.getDefiningOp<arith::ExtFOp>())
      v = ext.getIn();
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &body && arg.getArgNumber() < 2 ? v
                                                                    : Value();
  };
  Value a = input(mul.getLhs()), b = input(mul.getRhs());
  return a && b && a != b;
}

/// The register a vector of `lanes` elements occupies: the next power of
/// two (a 7- or 13-wide remainder is one masked 8- or 16-lane operation;
/// LLVM would split a vector<7> into 4 + 2 + 1 loads and shuffles).
int64_t registerWidth(int64_t lanes) {
  return static_cast<int64_t>(llvm::PowerOf2Ceil(lanes));
}

/// The mask of the first `lanes` of `width` lanes (a constant: the CPU
/// pipeline lowers no vector.constant_mask).
Value laneMask(OpBuilder &b, Location loc, int64_t width, int64_t lanes) {
  SmallVector<bool> bits(width, false);
  std::fill_n(bits.begin(), lanes, true);
  auto type = VectorType::get({width}, b.getI1Type());
  return arith::ConstantOp::create(b, loc, type,
                                   DenseElementsAttr::get(type, ArrayRef(bits)));
}

/// The first `lanes` elements of `base` at `indices` as a vector of `type`
/// (its other lanes zero): a masked load when they do not fill it.
Value loadLanes(OpBuilder &b, Location loc, VectorType type, int64_t lanes,
                Value base, ValueRange indices) {
  if (lanes == type.getNumElements())
    return vector::LoadOp::create(b, loc, type, base, indices);
  Value mask = laneMask(b, loc, type.getNumElements(), lanes);
  Value zero = arith::ConstantOp::create(
      b, loc, type, b.getZeroAttr(type));
  return vector::MaskedLoadOp::create(b, loc, type, base, indices, mask, zero);
}

/// Stores the first `lanes` elements of `value` to `base` at `indices`.
void storeLanes(OpBuilder &b, Location loc, Value value, int64_t lanes,
                Value base, ValueRange indices) {
  auto type = cast<VectorType>(value.getType());
  if (lanes == type.getNumElements()) {
    vector::StoreOp::create(b, loc, value, base, indices);
    return;
  }
  Value mask = laneMask(b, loc, type.getNumElements(), lanes);
  vector::MaskedStoreOp::create(b, loc, base, indices, mask, value);
}

/// The value and buffer of a fill on buffers: `linalg.fill`, or a
/// `linalg.map` without inputs yielding a value from outside (a bufferized
/// tensor.pad's fill); null values otherwise.
std::pair<Value, Value> matchBufferFill(Operation *op) {
  if (auto fill = dyn_cast<linalg::FillOp>(op)) {
    if (!fill.hasPureBufferSemantics())
      return {};
    return {fill.getInputs()[0], fill.getOutputs()[0]};
  }
  auto map = dyn_cast<linalg::MapOp>(op);
  if (!map)
    return {};
  Block &body = map.getMapper().front();
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  if (!map.hasPureBufferSemantics() || !map.getInputs().empty() ||
      yield.getNumOperands() != 1 ||
      map.getMapper().isAncestor(yield.getOperand(0).getParentRegion()))
    return {};
  return {yield.getOperand(0), map.getInit()};
}

/// Loops from 0 to each of `outer`, and inside them along a row of `n`
/// elements full vectors of `vl` lanes then one narrower (masked) vector:
/// `body` gets the indices of a vector's first element and its lane count.
static void buildRowVectorLoops(
    OpBuilder &b, Location loc, ArrayRef<Value> outer, int64_t n, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  auto cst = [&](OpBuilder &ob, int64_t x) -> Value {
    return arith::ConstantIndexOp::create(ob, loc, x);
  };
  SmallVector<Value> lbs(outer.size(), cst(b, 0)),
      steps(outer.size(), cst(b, 1));
  int64_t full = n / vl * vl;
  scf::buildLoopNest(
      b, loc, lbs, outer, steps, [&](OpBuilder &ob, Location, ValueRange ivs0) {
        SmallVector<Value> ivs(ivs0);
        ivs.push_back(Value());
        if (full > 0)
          scf::ForOp::create(
              ob, loc, cst(ob, 0), cst(ob, full), cst(ob, vl), ValueRange{},
              [&](OpBuilder &jb, Location, Value j, ValueRange) {
                ivs.back() = j;
                body(jb, ivs, vl);
                scf::YieldOp::create(jb, loc);
              });
        if (n > full) {
          ivs.back() = cst(ob, full);
          body(ob, ivs, n - full);
        }
      });
}

/// The same over a static `shape` (rows along its last dim).
void buildRowVectorLoops(
    OpBuilder &b, Location loc, ArrayRef<int64_t> shape, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  SmallVector<Value> outer;
  for (int64_t size : shape.drop_back())
    outer.push_back(arith::ConstantIndexOp::create(b, loc, size));
  buildRowVectorLoops(b, loc, outer, shape.back(), vl, body);
}

/// The same over the dims of `buffer` (its last static, the others may be
/// dynamic).
void buildRowVectorLoops(
    OpBuilder &b, Location loc, Value buffer, int64_t vl,
    function_ref<void(OpBuilder &, ArrayRef<Value>, int64_t)> body) {
  ArrayRef<int64_t> shape = cast<MemRefType>(buffer.getType()).getShape();
  SmallVector<Value> outer;
  for (auto [d, size] : llvm::enumerate(shape.drop_back()))
    outer.push_back(ShapedType::isDynamic(size)
                        ? Value(memref::DimOp::create(b, loc, buffer, d))
                        : Value(arith::ConstantIndexOp::create(b, loc, size)));
  buildRowVectorLoops(b, loc, outer, shape.back(), vl, body);
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

  ContractionMicroKernel(MLIRContext *ctx, int64_t vl, int64_t mr, int64_t nr)
      : OpInterfaceRewritePattern(ctx, /*benefit=*/2), vl(vl), mr(mr),
        nr(nr) {}

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
    if (!cType || !cType.getElementType().isF32() || !unitInnerStride(cType) ||
        cMap.getNumResults() == 0)
      return rewriter.notifyMatchFailure(op, "C is not contiguous f32");
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
    auto narrowFloat = [](Type t) {
      return isa<FloatType>(t) && t.getIntOrFloatBitWidth() <= 32;
    };
    if (!aType || !bType || !narrowFloat(aType.getElementType()) ||
        !narrowFloat(bType.getElementType()) || !unitInnerStride(bType))
      return rewriter.notifyMatchFailure(op, "A/B not float memrefs");
    ArrayRef<AffineExpr> bResults = bMap.getResults();
    for (AffineExpr e : bResults.drop_back())
      if (e.isFunctionOfDim(dv))
        return rewriter.notifyMatchFailure(op, "B reads dv non-contiguously");
    std::optional<int64_t> bStride = strideInDim(bResults.back(), dv);
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
        types.push_back(VectorType::get({registerWidth(w)}, acc));
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
      if (isa<linalg::MatmulOp>(op.getOperation()) && !reductions.empty())
        for (int64_t u : {4, 2})
          if (ranges[reductions.back()] % u == 0) {
            unroll = u;
            break;
          }
      if (!reductions.empty())
        steps.back() = cst(bb, unroll);
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
      // One reduction step (the loop values `inner`): the block's FMAs on
      // the accumulators `accs`.
      auto fmaStep = [&](OpBuilder &lb, Location l,
                         const SmallVector<Value> &inner,
                         ValueRange accs) -> scf::ValueVector {
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
          if (bType.getElementType() != acc)
            x = arith::ExtFOp::create(lb, l, types[v], x);
          return x;
        };
        auto loadA = [&](int64_t r) -> Value {
          SmallVector<Value> idx = indices(lb, aMap, at(inner, r, 0));
          if (aRows)
            idx[*aRowPos] = cst(lb, r);
          Value s = memref::LoadOp::create(lb, l, aRows ? aRows : a, idx);
          if (s.getType() != acc)
            s = arith::ExtFOp::create(lb, l, acc, s);
          return s;
        };
        // A's vector at row r, columns v (aVector): contiguous.
        auto loadAVector = [&](int64_t r, int64_t v) -> Value {
          Value x = loadLanes(lb, l,
                              VectorType::get({types[v].getNumElements()},
                                              aType.getElementType()),
                              widths[v], a, indices(lb, aMap, at(inner, r, v)));
          if (aType.getElementType() != acc)
            x = arith::ExtFOp::create(lb, l, types[v], x);
          return x;
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
            next.push_back(vector::FMAOp::create(lb, l, av, bv,
                                                 accs[r * widths.size() + v]));
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
    if (!linalg::areDimSequencesPreserved(op.getIndexingMapsArray(),
                                          {folded}))
      return failure();
    // The folded loops must address contiguous memory in every operand
    // that reads them.
    for (OpOperand &operand : op->getOpOperands()) {
      AffineMap map = op.getMatchingIndexingMap(&operand);
      if (!map.isFunctionOfDim(inner.getPosition()))
        continue;
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      ArrayRef<AffineExpr> r = map.getResults();
      if (!type || r.size() < 2 || r.back() != inner || r[r.size() - 2] != outer)
        return failure();
      SmallVector<int64_t> strides;
      int64_t offset;
      if (failed(type.getStridesAndOffset(strides, offset)) ||
          strides.back() != 1 ||
          strides[strides.size() - 2] != type.getShape().back())
        return failure();
    }
    FailureOr<linalg::CollapseResult> collapsed =
        linalg::collapseOpIterationDims(op, {folded}, rewriter);
    if (failed(collapsed))
      return failure();
    rewriter.replaceOp(op, collapsed->results);
    return success();
  }

  int64_t vl;
};

/// A static linalg.generic on memrefs whose innermost loop is a reduction
/// (a convolution: n, f, oh, ow, c, kh, kw; a pooling window) becomes loops
/// with scalar, serial reductions innermost. When a parallel loop d indexes
/// the output's contiguous dimension, and every input that d indexes
/// contiguously too (as `d` or `d + e`), moving d innermost makes the inner
/// loop a unit-stride elementwise update that LLVM vectorizes:
/// y[.., ow:ow+VL] += x[.., ow+kw:ow+kw+VL] * w[..] (broadcast).
struct ContiguousLoopInnermost : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  /// `e` is d, or d + (an expression without d).
  static bool unitInDim(AffineExpr e, unsigned d) {
    if (e == getAffineDimExpr(d, e.getContext()))
      return true;
    auto add = dyn_cast<AffineBinaryOpExpr>(e);
    if (!add || add.getKind() != AffineExprKind::Add)
      return false;
    return (unitInDim(add.getLHS(), d) && !add.getRHS().isFunctionOfDim(d)) ||
           (unitInDim(add.getRHS(), d) && !add.getLHS().isFunctionOfDim(d));
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1)
      return failure();
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    if (iters.empty() || iters.back() != utils::IteratorType::reduction)
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    AffineMap outMap = op.getMatchingIndexingMap(init);
    if (outMap.getNumResults() == 0)
      return failure();
    auto dim = dyn_cast<AffineDimExpr>(outMap.getResults().back());
    if (!dim || ranges[dim.getPosition()] < 8)
      return failure();
    unsigned d = dim.getPosition();
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      if (!type || !unitInnerStride(type))
        return failure();
      AffineMap map = op.getMatchingIndexingMap(&operand);
      ArrayRef<AffineExpr> results = map.getResults();
      for (auto [i, e] : llvm::enumerate(results))
        if (e.isFunctionOfDim(d) &&
            (i + 1 != results.size() || !unitInDim(e, d)))
          return failure();
    }
    SmallVector<unsigned> order;
    for (unsigned i = 0; i < iters.size(); ++i)
      if (i != d && iters[i] == utils::IteratorType::parallel)
        order.push_back(i);
    for (unsigned i = 0; i < iters.size(); ++i)
      if (iters[i] == utils::IteratorType::reduction)
        order.push_back(i);
    order.push_back(d);
    if (failed(linalg::interchangeGenericOp(rewriter, op, order)))
      return failure();
    return success();
  }
};

/// The indices of a linalg operand with indexing map `map` at the loop
/// values `dims`.
SmallVector<Value> operandIndices(OpBuilder &b, Location loc, AffineMap map,
                                  ArrayRef<Value> dims) {
  SmallVector<Value> idx;
  for (AffineExpr e : map.getResults())
    idx.push_back(affine::expandAffineExpr(b, loc, e, dims, ValueRange{}));
  return idx;
}

/// The scalar body of `op` (all but `skip`) cloned on vectors of `w` lanes
/// of its last loop, at the loop values `dims` (the last: the first lane).
/// The block arguments of `operands` become vectors: broadcast from
/// `invariant[operand number]` where that is set (an operand that does not
/// read the last loop), else loaded contiguously; values from outside the
/// body are broadcast. Returns the scalar-to-vector mapping.
IRMapping vectorBody(OpBuilder &b, Location loc, linalg::GenericOp op,
                     ArrayRef<OpOperand *> operands, ArrayRef<Value> dims,
                     int64_t w, ArrayRef<Value> invariant, Operation *skip) {
  Block &body = op.getRegion().front();
  IRMapping map;
  for (OpOperand *in : operands) {
    BlockArgument arg = body.getArgument(in->getOperandNumber());
    Value x = invariant[in->getOperandNumber()];
    auto elem = cast<MemRefType>(in->get().getType()).getElementType();
    if (x)
      x = vector::BroadcastOp::create(b, loc, VectorType::get({w}, elem), x);
    else
      x = vector::LoadOp::create(
          b, loc, VectorType::get({w}, elem), in->get(),
          operandIndices(b, loc, op.getMatchingIndexingMap(in), dims));
    map.map(arg, x);
  }
  for (Operation &o : body.without_terminator()) {
    if (&o == skip)
      continue;
    for (Value operand : o.getOperands())
      if (!map.contains(operand))
        map.map(operand, vector::BroadcastOp::create(
                             b, loc, VectorType::get({w}, operand.getType()),
                             operand));
    Operation *c = b.clone(o, map);
    c->getResult(0).setType(VectorType::get({w}, o.getResult(0).getType()));
  }
  return map;
}

/// True when every op of `body` but its terminator and `skip` is an
/// elementwise scalar op with one result and no regions (no linalg.index).
bool elementwiseBody(Block &body, Operation *skip) {
  return llvm::all_of(body.without_terminator(), [&](Operation &o) {
    return &o == skip ||
           (o.hasTrait<OpTrait::Elementwise>() && o.getNumResults() == 1 &&
            o.getNumRegions() == 0 && o.getResult(0).getType().isIntOrFloat());
  });
}

/// An elementwise static linalg.generic on memrefs whose innermost loop is
/// short (at most 4 registers: a 128x32 matmul tile's bias epilogue) and
/// runs along the contiguous dimension of every operand that reads it.
/// LLVM unrolls such a loop fully and vectorizes the loop outside it
/// instead, with a gather and a scatter per column at the row stride; here
/// each row is a few vectors along the contiguous dimension (operands that
/// do not read it broadcast from one load per row).
struct ShortRowElementwise : OpRewritePattern<linalg::GenericOp> {
  ShortRowElementwise(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx, /*benefit=*/1), vl(vl) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumLoops() == 0 ||
        llvm::any_of(op.getIteratorTypesArray(), [](utils::IteratorType t) {
          return t != utils::IteratorType::parallel;
        }))
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    unsigned d = op.getNumLoops() - 1;
    int64_t n = ranges[d];
    if (llvm::any_of(ranges, ShapedType::isDynamic) || n % vl != 0 ||
        n > 4 * vl)
      return failure();
    Block &body = op.getRegion().front();
    if (!elementwiseBody(body, nullptr))
      return failure();
    // Every operand reads d contiguously as its last dimension, or not at
    // all; the output reads it.
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<MemRefType>(operand.get().getType());
      AffineMap map = op.getMatchingIndexingMap(&operand);
      // (No i1 memrefs: a vector of i1 is not a row of bytes.)
      if (!type || !type.getElementType().isIntOrFloat() ||
          type.getElementType().getIntOrFloatBitWidth() < 8)
        return failure();
      if (!map.isFunctionOfDim(d)) {
        if (&operand == op.getDpsInitOperand(0))
          return failure();
        continue;
      }
      ArrayRef<AffineExpr> results = map.getResults();
      if (!unitInnerStride(type) || strideInDim(results.back(), d) != 1 ||
          llvm::any_of(results.drop_back(),
                       [&](AffineExpr e) { return e.isFunctionOfDim(d); }))
        return failure();
    }
    Location loc = op.getLoc();
    OpOperand *init = op.getDpsInitOperand(0);
    SmallVector<OpOperand *> used;
    for (OpOperand &operand : op->getOpOperands())
      if (!body.getArgument(operand.getOperandNumber()).use_empty())
        used.push_back(&operand);
    Value yielded = body.getTerminator()->getOperand(0);
    rewriter.setInsertionPoint(op);
    buildRowVectorLoops(
        rewriter, loc, ranges, vl,
        [&](OpBuilder &bb, ArrayRef<Value> ivs, int64_t lanes) {
          SmallVector<Value> invariant(op->getNumOperands());
          for (OpOperand *in : used) {
            AffineMap map = op.getMatchingIndexingMap(in);
            if (!map.isFunctionOfDim(d))
              invariant[in->getOperandNumber()] = memref::LoadOp::create(
                  bb, loc, in->get(), operandIndices(bb, loc, map, ivs));
          }
          Value x = vectorBody(bb, loc, op, used, ivs, lanes, invariant,
                               /*skip=*/nullptr)
                        .lookupOrNull(yielded);
          if (!x)
            x = vector::BroadcastOp::create(
                bb, loc, VectorType::get({lanes}, yielded.getType()),
                yielded);
          vector::StoreOp::create(
              bb, loc, x, init->get(),
              operandIndices(bb, loc, op.getMatchingIndexingMap(init), ivs));
        });
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vl;
};

/// A row reduction: a static linalg.generic whose loops are parallel but
/// the last, a reduction along the contiguous dimension of the inputs that
/// read it (softmax's max and sum of exp, layer_norm's sum and sum of
/// squares), with the body `out = combine(out, f(inputs))`, f elementwise.
/// LLVM keeps such a loop scalar (a float reduction may not be reordered);
/// here each row becomes vector code: f on vectors of VL elements read
/// contiguously (row-invariant inputs broadcast), up to four vector
/// accumulators (independent chains, for the adder's latency) combined and
/// reduced across lanes at the end, the last elements as narrower vectors.
/// The sum is reassociated, as every vectorized BLAS/ML reduction is.
struct RowReductionVectorize : OpRewritePattern<linalg::GenericOp> {
  RowReductionVectorize(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx), vl(vl) {}

  static constexpr int64_t kAccumulators = 4;

  /// The combining kind and neutral element of a reduction's combiner.
  static std::optional<std::pair<vector::CombiningKind, double>>
  combining(Operation *op) {
    double inf = std::numeric_limits<double>::infinity();
    using K = vector::CombiningKind;
    return llvm::TypeSwitch<Operation *,
                            std::optional<std::pair<K, double>>>(op)
        .Case([](arith::AddFOp) { return std::make_pair(K::ADD, 0.0); })
        .Case([](arith::MulFOp) { return std::make_pair(K::MUL, 1.0); })
        .Case([&](arith::MaximumFOp) { return std::make_pair(K::MAXIMUMF, -inf); })
        .Case([&](arith::MinimumFOp) { return std::make_pair(K::MINIMUMF, inf); })
        .Case([&](arith::MaxNumFOp) { return std::make_pair(K::MAXNUMF, -inf); })
        .Case([&](arith::MinNumFOp) { return std::make_pair(K::MINNUMF, inf); })
        .Default([](Operation *) { return std::nullopt; });
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1)
      return failure();
    SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
    unsigned red = iters.size() - 1;
    if (iters.empty() || iters.back() != utils::IteratorType::reduction ||
        llvm::count(iters, utils::IteratorType::reduction) != 1)
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic) || ranges[red] < vl)
      return failure();
    Block &body = op.getRegion().front();
    BlockArgument out = body.getArguments().back();
    auto yield = cast<linalg::YieldOp>(body.getTerminator());
    Operation *combiner = yield.getNumOperands() == 1
                              ? yield.getOperand(0).getDefiningOp()
                              : nullptr;
    if (!combiner || combiner->getBlock() != &body || !out.hasOneUse() ||
        *out.getUsers().begin() != combiner || !out.getType().isF32())
      return failure();
    auto kind = combining(combiner);
    if (!kind)
      return failure();
    Value v = combiner->getOperand(0) == out ? combiner->getOperand(1)
                                             : combiner->getOperand(0);
    if (v == out)
      return failure();
    // f: elementwise scalar ops (no linalg.index).
    if (!elementwiseBody(body, combiner))
      return failure();
    // Inputs read the reduced dimension contiguously, or not at all.
    for (OpOperand *in : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(in);
      auto type = dyn_cast<MemRefType>(in->get().getType());
      if (!type || !type.getElementType().isIntOrFloat())
        return failure();
      if (!map.isFunctionOfDim(red))
        continue;
      ArrayRef<AffineExpr> results = map.getResults();
      if (!unitInnerStride(type) || strideInDim(results.back(), red) != 1 ||
          llvm::any_of(results.drop_back(),
                       [&](AffineExpr e) { return e.isFunctionOfDim(red); }))
        return failure();
    }

    Location loc = op.getLoc();
    Type f32 = out.getType();
    // Short rows (attention over 32 keys) take fewer accumulators, so that
    // the loop still runs rather than leaving the row to the tail.
    int64_t n = ranges[red];
    int64_t numAccs = std::clamp<int64_t>(n / vl, 1, kAccumulators);
    int64_t step = numAccs * vl;
    int64_t mainEnd = n - n % step;
    auto cst = [&](OpBuilder &bb, int64_t x) -> Value {
      return arith::ConstantIndexOp::create(bb, loc, x);
    };
    auto indices = [&](OpBuilder &bb, AffineMap map, ArrayRef<Value> dims) {
      SmallVector<Value> idx;
      for (AffineExpr e : map.getResults())
        idx.push_back(affine::expandAffineExpr(bb, loc, e, dims, ValueRange{}));
      return idx;
    };
    // f on the `w` elements of the row from `j` (the loop values `dims`),
    // `invariant` holding the row-invariant inputs' scalars.
    auto vectorF = [&](OpBuilder &bb, SmallVector<Value> dims, Value j,
                       int64_t w, ArrayRef<Value> invariant) -> Value {
      dims[red] = j;
      return vectorBody(bb, loc, op, op.getDpsInputOperands(), dims, w,
                        invariant, combiner)
          .lookup(v);
    };
    // combine(acc, x) in the body's operand order.
    auto combine = [&](OpBuilder &bb, Value acc, Value x) -> Value {
      IRMapping map;
      map.map(out, acc);
      map.map(v, x);
      Operation *c = bb.clone(*combiner, map);
      c->getResult(0).setType(acc.getType());
      return c->getResult(0);
    };

    rewriter.setInsertionPoint(op);
    SmallVector<Value> lbs, ubs, steps;
    SmallVector<unsigned> outer;
    for (unsigned d = 0; d < red; ++d) {
      outer.push_back(d);
      lbs.push_back(cst(rewriter, 0));
      ubs.push_back(cst(rewriter, ranges[d]));
      steps.push_back(cst(rewriter, 1));
    }
    OpOperand *init = op.getDpsInitOperand(0);
    scf::buildLoopNest(
        rewriter, loc, lbs, ubs, steps,
        [&](OpBuilder &bb, Location, ValueRange ivs) {
          SmallVector<Value> dims(iters.size());
          for (auto [d, iv] : llvm::zip(outer, ivs))
            dims[d] = iv;
          dims[red] = cst(bb, 0);
          SmallVector<Value> invariant(op->getNumOperands());
          for (OpOperand *in : op.getDpsInputOperands()) {
            AffineMap map = op.getMatchingIndexingMap(in);
            if (!map.isFunctionOfDim(red))
              invariant[in->getOperandNumber()] = memref::LoadOp::create(
                  bb, loc, in->get(), indices(bb, map, dims));
          }
          auto vecType = VectorType::get({vl}, f32);
          Value neutral = arith::ConstantOp::create(
              bb, loc, DenseElementsAttr::get(
                           vecType, bb.getFloatAttr(f32, kind->second)));
          Value total = arith::ConstantOp::create(
              bb, loc, bb.getFloatAttr(f32, kind->second));
          if (mainEnd > 0) {
            auto loop = scf::ForOp::create(
                bb, loc, cst(bb, 0), cst(bb, mainEnd), cst(bb, step),
                SmallVector<Value>(numAccs, neutral),
                [&](OpBuilder &lb, Location, Value j, ValueRange accs) {
                  SmallVector<Value> next;
                  for (int64_t u = 0; u < numAccs; ++u) {
                    Value ju = arith::AddIOp::create(lb, loc, j,
                                                     cst(lb, u * vl));
                    next.push_back(combine(
                        lb, accs[u], vectorF(lb, dims, ju, vl, invariant)));
                  }
                  scf::YieldOp::create(lb, loc, next);
                });
            SmallVector<Value> accs(loop.getResults());
            while (accs.size() > 1) {
              SmallVector<Value> halved;
              for (size_t u = 0; u + 1 < accs.size(); u += 2)
                halved.push_back(combine(bb, accs[u], accs[u + 1]));
              if (accs.size() % 2)
                halved.push_back(accs.back());
              accs = halved;
            }
            total = vector::ReductionOp::create(bb, loc, kind->first, accs[0]);
          }
          for (int64_t j = mainEnd; j < n; j += std::min(vl, n - j)) {
            int64_t w = std::min(vl, n - j);
            Value part = vector::ReductionOp::create(
                bb, loc, kind->first,
                vectorF(bb, dims, cst(bb, j), w, invariant));
            total = combine(bb, total, part);
          }
          SmallVector<Value> outIdx =
              indices(bb, op.getMatchingIndexingMap(init), dims);
          Value prev = memref::LoadOp::create(bb, loc, init->get(), outIdx);
          memref::StoreOp::create(bb, loc, combine(bb, prev, total),
                                  init->get(), outIdx);
        });
    rewriter.eraseOp(op);
    return success();
  }

  int64_t vl;
};

/// A generic that picks its source by comparing an output index against
/// constants (a concat: `c < 64 ? x[.., c] : y[.., c - 64]`, an scf.if per
/// element) keeps LLVM's vectorizer out: the two loads are from different
/// buffers under a per-lane condition. Here it is split at those constants
/// into one piece per range of that index, over its part of the output:
/// a vector copy of rows when the piece reads one buffer along the output's
/// contiguous dim (emitVectorCopy: a channels-last concat of squeezenet's
/// fire modules moves whole rows of channels), else the generic with the
/// index offset and every such comparison a constant. Applies to a static
/// output-only generic (every loop parallel, identity output map) whose
/// comparisons `index(d) <u C` all name one loop d.
struct SplitIndexGuardedGeneric : OpRewritePattern<linalg::GenericOp> {
  SplitIndexGuardedGeneric(MLIRContext *ctx, int64_t vl)
      : OpRewritePattern(ctx), vl(vl) {}
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureBufferSemantics() || op.getNumDpsInputs() != 0 ||
        op.getNumDpsInits() != 1 ||
        op.getNumParallelLoops() != op.getNumLoops() ||
        !op.getIndexingMapsArray().front().isIdentity())
      return failure();
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (llvm::any_of(ranges, ShapedType::isDynamic))
      return failure();
    std::optional<int64_t> dim;
    SmallVector<int64_t> cuts;
    WalkResult walk = op.getBody()->walk([&](arith::CmpIOp cmp) {
      auto index = cmp.getLhs().getDefiningOp<linalg::IndexOp>();
      auto bound = getConstantIntValue(cmp.getRhs());
      if (!index || !bound)
        return WalkResult::advance();
      if (cmp.getPredicate() != arith::CmpIPredicate::ult ||
          (dim && *dim != static_cast<int64_t>(index.getDim())))
        return WalkResult::interrupt();
      dim = index.getDim();
      if (*bound > 0 && *bound < ranges[*dim])
        cuts.push_back(*bound);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted() || !dim || cuts.empty())
      return failure();
    llvm::sort(cuts);
    cuts.erase(llvm::unique(cuts), cuts.end());
    cuts.insert(cuts.begin(), 0);
    cuts.push_back(ranges[*dim]);

    Location loc = op.getLoc();
    Value out = op.getDpsInits().front();
    int64_t rank = ranges.size();
    rewriter.setInsertionPoint(op);
    for (size_t k = 0; k + 1 < cuts.size(); ++k) {
      int64_t lo = cuts[k], hi = cuts[k + 1];
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0)),
          sizes, strides(rank, rewriter.getIndexAttr(1));
      for (int64_t r : ranges)
        sizes.push_back(rewriter.getIndexAttr(r));
      offsets[*dim] = rewriter.getIndexAttr(lo);
      sizes[*dim] = rewriter.getIndexAttr(hi - lo);
      Value part = memref::SubViewOp::create(rewriter, loc, out, offsets,
                                             sizes, strides);
      if (succeeded(emitVectorCopy(rewriter, op, part, *dim, lo, hi)))
        continue;
      auto piece = cast<linalg::GenericOp>(rewriter.clone(*op));
      rewriter.modifyOpInPlace(piece, [&] {
        piece.getDpsInitsMutable()[0].assign(part);
      });
      // Inside the piece the index runs over [lo, hi): offset it, and each
      // comparison against a cut is known.
      SmallVector<linalg::IndexOp> indices;
      piece.getBody()->walk([&](linalg::IndexOp i) {
        if (static_cast<int64_t>(i.getDim()) == *dim)
          indices.push_back(i);
      });
      for (linalg::IndexOp index : indices) {
        SmallVector<arith::CmpIOp> cmps;
        for (Operation *user : index->getUsers())
          if (auto cmp = dyn_cast<arith::CmpIOp>(user);
              cmp && cmp.getLhs() == index.getResult())
            cmps.push_back(cmp);
        for (arith::CmpIOp cmp : cmps) {
          int64_t bound = *getConstantIntValue(cmp.getRhs());
          rewriter.setInsertionPoint(cmp);
          rewriter.replaceOp(cmp, arith::ConstantIntOp::create(
                                      rewriter, cmp.getLoc(), hi <= bound, 1));
        }
        rewriter.setInsertionPointAfter(index);
        Value shifted = arith::AddIOp::create(
            rewriter, index.getLoc(), index,
            arith::ConstantIndexOp::create(rewriter, index.getLoc(), lo));
        rewriter.replaceAllUsesExcept(index, shifted,
                                      shifted.getDefiningOp());
      }
      rewriter.setInsertionPoint(op);
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// The piece [lo, hi) along `dim` of `op` as vector code, when on that
  /// range the body yields one load from a buffer whose last index follows
  /// the output's last loop with stride 1 (and its other indices do not):
  /// loops over the other dims, full vectors of vl lanes along the last,
  /// one masked vector for the rest. (LLVM alone leaves such a copy scalar:
  /// it unrolls the short row, and its SLP vectorizer may not move the loads
  /// past stores to a buffer that might alias.)
  LogicalResult emitVectorCopy(PatternRewriter &rewriter, linalg::GenericOp op,
                               Value part, int64_t dim, int64_t lo,
                               int64_t hi) const {
    Block *body = op.getBody();
    auto outType = cast<MemRefType>(part.getType());
    int64_t rank = outType.getRank();
    // Whole bytes: a vector of i1 is packed bits, a memref of i1 is not.
    if (rank == 0 || !unitInnerStride(outType) ||
        !outType.getElementType().isIntOrFloat() ||
        outType.getElementTypeBitWidth() % 8 != 0)
      return failure();
    // The yielded value on this range: through the scf.ifs whose
    // conditions the range decides.
    Value v = cast<linalg::YieldOp>(body->getTerminator()).getOperand(0);
    while (auto ifOp = v.getDefiningOp<scf::IfOp>()) {
      auto cmp = ifOp.getCondition().getDefiningOp<arith::CmpIOp>();
      auto index = cmp ? cmp.getLhs().getDefiningOp<linalg::IndexOp>()
                       : linalg::IndexOp();
      auto bound = cmp ? getConstantIntValue(cmp.getRhs()) : std::nullopt;
      if (!index || static_cast<int64_t>(index.getDim()) != dim || !bound ||
          cmp.getPredicate() != arith::CmpIPredicate::ult)
        return failure();
      Region &taken = hi <= *bound ? ifOp.getThenRegion()
                                   : ifOp.getElseRegion();
      v = cast<scf::YieldOp>(taken.front().getTerminator())
              .getOperand(cast<OpResult>(v).getResultNumber());
    }
    auto load = v.getDefiningOp<memref::LoadOp>();
    if (!load || load.getType() != outType.getElementType() ||
        !unitInnerStride(load.getMemRefType()) ||
        load.getMemRef().getParentBlock() == body)
      return failure();
    // Each index's stride along the last loop (nullopt: not affine in it).
    int64_t last = rank - 1;
    std::function<std::optional<int64_t>(Value)> stride =
        [&](Value x) -> std::optional<int64_t> {
      Operation *def = x.getDefiningOp();
      if (!def || !op->isProperAncestor(def))
        return 0;
      if (auto index = dyn_cast<linalg::IndexOp>(def))
        return static_cast<int64_t>(index.getDim()) == last ? 1 : 0;
      if (isa<arith::AddIOp, arith::SubIOp>(def)) {
        auto a = stride(def->getOperand(0)), b = stride(def->getOperand(1));
        if (!a || !b)
          return std::nullopt;
        return isa<arith::AddIOp>(def) ? *a + *b : *a - *b;
      }
      if (!isPure(def) || def->getNumRegions() != 0)
        return std::nullopt;
      for (Value operand : def->getOperands())
        if (stride(operand) != std::optional<int64_t>(0))
          return std::nullopt;
      return 0;
    };
    ValueRange indices = load.getIndices();
    for (auto [k, index] : llvm::enumerate(indices))
      if (stride(index) !=
          std::optional<int64_t>(k + 1 == indices.size() ? 1 : 0))
        return failure();

    Location loc = op.getLoc();
    auto cst = [&](OpBuilder &b, int64_t x) -> Value {
      return arith::ConstantIndexOp::create(b, loc, x);
    };
    // The index computation, cloned with linalg.index d at the piece's
    // position (the loop's induction variable, offset by lo along dim).
    auto emitAt = [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
      IRMapping map;
      std::function<Value(Value)> clone = [&](Value x) -> Value {
        Operation *def = x.getDefiningOp();
        if (!def || !op->isProperAncestor(def))
          return x;
        if (Value mapped = map.lookupOrNull(x))
          return mapped;
        if (auto index = dyn_cast<linalg::IndexOp>(def)) {
          int64_t d = index.getDim();
          Value at = ivs[d];
          if (d == dim && lo != 0)
            at = arith::AddIOp::create(b, loc, at, cst(b, lo));
          map.map(x, at);
          return at;
        }
        for (Value operand : def->getOperands())
          clone(operand);
        Operation *copy = b.clone(*def, map);
        return copy->getResult(cast<OpResult>(x).getResultNumber());
      };
      SmallVector<Value> src;
      for (Value index : indices)
        src.push_back(clone(index));
      auto type = VectorType::get({registerWidth(lanes)},
                                  outType.getElementType());
      Value x = loadLanes(b, loc, type, lanes, load.getMemRef(), src);
      storeLanes(b, loc, x, lanes, part, ivs);
    };
    buildRowVectorLoops(rewriter, loc, part, vl, emitAt);
    return success();
  }

  int64_t vl;
};

/// A buffer whose rows vector code may read or write: a static contiguous
/// last dim of whole 8-bit-multiple elements (a memref of i1 is bytes, a
/// vector of i1 bits).
bool vectorRows(Value buffer) {
  auto type = dyn_cast<MemRefType>(buffer.getType());
  return type && type.getRank() > 0 && unitInnerStride(type) &&
         !ShapedType::isDynamic(type.getShape().back()) &&
         type.getElementType().isIntOrFloat() &&
         type.getElementTypeBitWidth() % 8 == 0;
}

/// A fill left after the structure patterns (a pool's -inf start, a padded
/// copy's whole buffer or border slabs; `linalg.fill` or its `linalg.map`
/// form) as vector stores along the buffer's contiguous rows. LLVM alone
/// unrolls a short channel row and vectorizes the loop outside it, across
/// rows: scatter stores (a third of squeezenet's first max pool).
struct VectorizeFill : RewritePattern {
  VectorizeFill(MLIRContext *ctx, int64_t vl)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx), vl(vl) {}
  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto [value, buffer] = matchBufferFill(op);
    if (!value || !vectorRows(buffer) ||
        value.getType() != getElementTypeOrSelf(buffer.getType()))
      return failure();
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    buildRowVectorLoops(
        rewriter, loc, buffer, vl,
        [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
          auto vt = VectorType::get({registerWidth(lanes)}, value.getType());
          Value splat = vector::BroadcastOp::create(b, loc, vt, value);
          storeLanes(b, loc, splat, lanes, buffer, ivs);
        });
    rewriter.eraseOp(op);
    return success();
  }
  int64_t vl;
};

/// The source and target of a copy on buffers (`memref.copy`, or the
/// `linalg.copy` that kernel-lower-strided-copies makes of a strided one);
/// null values for any other op.
std::pair<Value, Value> copyOperands(Operation *op) {
  if (auto mc = dyn_cast<memref::CopyOp>(op))
    return {mc.getSource(), mc.getTarget()};
  if (auto lc = dyn_cast<linalg::CopyOp>(op);
      lc && lc.hasPureBufferSemantics())
    return {lc.getInputs()[0], lc.getOutputs()[0]};
  return {};
}

/// A copy between buffers with the same contiguous rows (a padded copy's
/// interior, rows of a dynamic count at a tile's border, a tile stored into
/// its window of the output: a `memref.copy`, or the `linalg.copy` that
/// kernel-lower-strided-copies made of a strided one) as vector loads and
/// stores along the rows; the lowering's element loop, or the runtime's
/// strided copy, moves one element at a time (a 128x32 tile's store into a
/// 3072-wide output was 4096 scalar moves).
struct VectorizeCopy : RewritePattern {
  VectorizeCopy(MLIRContext *ctx, int64_t vl)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx), vl(vl) {}
  LogicalResult matchAndRewrite(Operation *copy,
                                PatternRewriter &rewriter) const override {
    auto [from, to] = copyOperands(copy);
    if (!from)
      return failure();
    auto fromType = dyn_cast<MemRefType>(from.getType());
    auto toType = dyn_cast<MemRefType>(to.getType());
    if (!vectorRows(from) || !vectorRows(to) ||
        fromType.getElementType() != toType.getElementType() ||
        fromType.getShape().back() != toType.getShape().back())
      return failure();
    Location loc = copy->getLoc();
    rewriter.setInsertionPoint(copy);
    buildRowVectorLoops(
        rewriter, loc, to, vl,
        [&](OpBuilder &b, ArrayRef<Value> ivs, int64_t lanes) {
          auto vt = VectorType::get({registerWidth(lanes)},
                                    fromType.getElementType());
          Value x = loadLanes(b, loc, vt, lanes, from, ivs);
          storeLanes(b, loc, x, lanes, to, ivs);
        });
    rewriter.eraseOp(copy);
    return success();
  }
  int64_t vl;
};

/// The buffer `v` views (through subviews, casts, reshapes: any view-like
/// op).
Value viewedBuffer(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

/// A tile's epilogue computes into a temporary that is then copied into the
/// tile's window of the output: `linalg.generic ... outs(%tmp)` followed by
/// `linalg.copy ins(%tmp) outs(%window)` (or `memref.copy`). The generic
/// writes the window instead and the copy goes: one pass over the tile
/// instead of two (the MLP's bias+gelu tiles were written, read back and
/// written again). Applies when the temporary is a fresh allocation that
/// only the generic writes (all loops parallel, the output map the
/// identity, its old value unread), the copy and deallocations use, the
/// shapes match, the generic's inputs are other buffers than the window's,
/// and nothing between the generic and the copy touches memory.
struct EpilogueIntoWindow : RewritePattern {
  EpilogueIntoWindow(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/3, ctx) {}
  LogicalResult matchAndRewrite(Operation *copy,
                                PatternRewriter &rewriter) const override {
    auto [from, to] = copyOperands(copy);
    if (!from)
      return failure();
    auto alloc = from.getDefiningOp<memref::AllocOp>();
    auto fromType = dyn_cast<MemRefType>(from.getType());
    auto toType = dyn_cast<MemRefType>(to.getType());
    if (!alloc || !fromType || !toType || !fromType.hasStaticShape() ||
        fromType.getShape() != toType.getShape() ||
        fromType.getElementType() != toType.getElementType())
      return failure();
    // The last op before the copy that is not free of memory effects.
    Operation *prev = copy->getPrevNode();
    while (prev && isMemoryEffectFree(prev))
      prev = prev->getPrevNode();
    auto generic = dyn_cast_or_null<linalg::GenericOp>(prev);
    if (!generic || !generic.hasPureBufferSemantics() ||
        generic.getNumDpsInits() != 1 ||
        generic.getDpsInitOperand(0)->get() != from ||
        !generic.getMatchingIndexingMap(generic.getDpsInitOperand(0))
             .isIdentity() ||
        llvm::any_of(generic.getIteratorTypesArray(),
                     [](utils::IteratorType t) {
                       return t != utils::IteratorType::parallel;
                     }) ||
        !generic.getMatchingBlockArgument(generic.getDpsInitOperand(0))
             .use_empty())
      return failure();
    for (Operation *user : from.getUsers())
      if (user != generic && user != copy && !isa<memref::DeallocOp>(user))
        return failure();
    Value window = viewedBuffer(to);
    for (Value in : generic.getDpsInputs())
      if (viewedBuffer(in) == window || in == from)
        return failure();
    // The window's view may be defined between the generic and the copy:
    // the generic moves down to the copy (nothing in between touches memory).
    rewriter.moveOpBefore(generic, copy);
    rewriter.modifyOpInPlace(generic, [&] {
      generic.getDpsInitOperand(0)->set(to);
    });
    rewriter.eraseOp(copy);
    if (llvm::all_of(alloc->getUsers(),
                     [](Operation *u) { return isa<memref::DeallocOp>(u); })) {
      for (Operation *u : llvm::make_early_inc_range(alloc->getUsers()))
        rewriter.eraseOp(u);
      rewriter.eraseOp(alloc);
    }
    return success();
  }
};

/// A padded copy (a bufferized tensor.pad: a conv's input with its zero
/// border) fills the whole buffer, then copies the data into its interior:
/// every interior element is written twice. Here the fill covers only the
/// border: for each dimension d, the slabs before and after the interior
/// along d (dimensions before d restricted to the interior, those after it
/// whole). Applies when the buffer is a fresh static allocation, the fill
/// writes a value from outside, and the next op that touches memory is a
/// copy into a static unit-stride subview of it (so the interior is fully
/// written before anything reads it).
struct FillOnlyPadBorder : RewritePattern {
  FillOnlyPadBorder(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    auto [value, buffer] = matchBufferFill(op);
    if (!value)
      return failure();
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    auto type = dyn_cast<MemRefType>(buffer.getType());
    if (!alloc || !type || !type.hasStaticShape() ||
        !type.getLayout().isIdentity())
      return failure();
    // The next op with memory effects: the copy into the interior.
    Operation *next = op->getNextNode();
    while (next && isMemoryEffectFree(next) && next->getNumRegions() == 0)
      next = next->getNextNode();
    if (!next)
      return failure();
    auto [source, target] = copyOperands(next);
    if (!source)
      return failure();
    auto interior = target.getDefiningOp<memref::SubViewOp>();
    auto sourceView = source.getDefiningOp<memref::SubViewOp>();
    if (!interior || interior.getSource() != buffer || source == buffer ||
        (sourceView && sourceView.getSource() == buffer))
      return failure();
    ArrayRef<int64_t> offsets = interior.getStaticOffsets(),
                      sizes = interior.getStaticSizes(),
                      strides = interior.getStaticStrides();
    ArrayRef<int64_t> shape = type.getShape();
    if (llvm::any_of(offsets, ShapedType::isDynamic) ||
        llvm::any_of(sizes, ShapedType::isDynamic) ||
        llvm::any_of(strides, [](int64_t s) { return s != 1; }) ||
        interior.getSourceType().getRank() !=
            static_cast<int64_t>(sizes.size()) ||
        interior.getType().getRank() != type.getRank())
      return failure();
    Location loc = op->getLoc();
    rewriter.setInsertionPoint(op);
    int64_t rank = type.getRank();
    SmallVector<int64_t> unit(rank, 1);
    auto fillSlab = [&](int64_t d, int64_t begin, int64_t end) {
      if (end <= begin)
        return;
      SmallVector<int64_t> off(rank, 0), size(shape);
      for (int64_t e = 0; e < d; ++e) {
        off[e] = offsets[e];
        size[e] = sizes[e];
      }
      off[d] = begin;
      size[d] = end - begin;
      Value slab = memref::SubViewOp::create(rewriter, loc, buffer, off, size,
                                             unit);
      linalg::FillOp::create(rewriter, loc, ValueRange{value},
                             ValueRange{slab});
    };
    for (int64_t d = 0; d < rank; ++d) {
      fillSlab(d, 0, offsets[d]);
      fillSlab(d, offsets[d] + sizes[d], shape[d]);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A float math op that has an LLVM intrinsic becomes it: convert-math-
/// to-libm would make it a libm call (fmaf, floorf, sqrtf), which stays
/// scalar and keeps LLVM from vectorizing the loop around it.
template <typename From, typename To>
struct MathToLLVMIntrinsic : OpRewritePattern<From> {
  using OpRewritePattern<From>::OpRewritePattern;
  LogicalResult matchAndRewrite(From op,
                                PatternRewriter &rewriter) const override {
    Type elem = getElementTypeOrSelf(op.getType());
    if (!elem.isF32() && !elem.isF64())
      return failure();
    OperationState state(op.getLoc(), To::getOperationName(),
                         op->getOperands(), op->getResultTypes());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};

struct MlcCPUVectorizePass
    : mlc::impl::MlcCPUVectorizePassBase<MlcCPUVectorizePass> {
  using Base::Base;
  void runOnOperation() override {
    unsigned bits = vectorBits ? vectorBits : hostVectorBits();
    if (bits < 128 || bits % 128) {
      getOperation().emitError("mlc-cpu-vectorize: vector-bits must be a "
                               "multiple of 128, got ")
          << bits;
      return signalPassFailure();
    }
    // Registers: 32 with AVX-512 (8×2 accumulators), 16 otherwise (6×2).
    int64_t vl = bits / 32;
    int64_t mr = bits >= 512 ? 8 : 6;
    // Loop structure first, on the ops' scalar bodies as linalg wrote them;
    // then the math inside them (scalar bodies and the vector code alike).
    RewritePatternSet structure(&getContext());
    structure.add<EpilogueIntoWindow>(&getContext());
    structure.add<ContractionMicroKernel>(&getContext(), vl, mr, 2 * vl);
    structure.add<CollapseNarrowVectorLoops>(&getContext(), vl);
    structure.add<ContiguousLoopInnermost>(&getContext());
    structure.add<RowReductionVectorize>(&getContext(), vl);
    structure.add<ShortRowElementwise>(&getContext(), vl);
    structure.add<FillOnlyPadBorder>(&getContext());
    structure.add<SplitIndexGuardedGeneric>(&getContext(), vl);
    if (failed(applyPatternsGreedily(getOperation(), std::move(structure))))
      return signalPassFailure();
    // Fills and copies that the structure left (not a contraction's start,
    // not a padded copy's interior that FillOnlyPadBorder reads) last.
    RewritePatternSet fills(&getContext());
    fills.add<VectorizeFill, VectorizeCopy>(&getContext(), vl);
    if (failed(applyPatternsGreedily(getOperation(), std::move(fills))))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    if (approximateMath)
      populateMathPolynomialApproximationPatterns(patterns, [](StringRef op) {
        op.consume_front("math.");
        return llvm::is_contained({StringRef("exp"), StringRef("expm1"),
                                   StringRef("tanh"), StringRef("erf")},
                                  op);
      });
    patterns.add<MathToLLVMIntrinsic<math::FmaOp, LLVM::FMAOp>,
                 MathToLLVMIntrinsic<math::FloorOp, LLVM::FFloorOp>,
                 MathToLLVMIntrinsic<math::CeilOp, LLVM::FCeilOp>,
                 MathToLLVMIntrinsic<math::TruncOp, LLVM::FTruncOp>,
                 MathToLLVMIntrinsic<math::RoundEvenOp, LLVM::RoundEvenOp>,
                 MathToLLVMIntrinsic<math::SqrtOp, LLVM::SqrtOp>,
                 MathToLLVMIntrinsic<math::AbsFOp, LLVM::FAbsOp>>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
