//===- PackWeights.cpp - constant B operands in the tiles' panel layout ---===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// A CPU matmul tile program reads B (a model's weights, [K, N] row-major) as
// bk×bn tiles at (k, j): bk rows N elements apart. Where N·4 bytes is a
// multiple of 4 KiB (bert's 3072-wide FFN weights) every row of a tile maps
// to the same L1 sets and to another page, so the micro-kernel's B loads
// miss L1 and the TLB at every reduction step. BLAS libraries pack B into
// panels before the multiply (MLAS, BLIS, oneDNN); B here is a constant, so
// the packing happens at compile time: the packed copy is a new constant
// P[N/bn, K', bn] with P[p, k, c] = B[k, p·bn + c] (zeros past K and N), and
// each tile read becomes the contiguous slice P[j/bn, k:k+bk, :].
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/Utils/ConstantBytes.h"
#include "mlc/Dialect/Tile/Transforms/Passes.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <cstring>

namespace mlc::tile {
#define GEN_PASS_DEF_TILEPACKWEIGHTSPASS
#include "mlc/Dialect/Tile/Transforms/Passes.h.inc"
} // namespace mlc::tile

using namespace mlir;
using namespace mlc::tile;
using mlc::graph::getConstantBytes;
using mlc::graph::getConstantFromBytes;

namespace {

/// One read of a bk×bn tile of B at (k, j): a static extract_slice or a
/// zero-padded tile.load whose result is a tile.dot's rhs.
struct TileRead {
  Operation *op;
  Value k, j;
  int64_t bk, bn;
};

/// The constant step of the loop whose induction variable `iv` is, when the
/// loop (scf.for or scf.forall) starts at 0: `iv` is then always a multiple
/// of it. nullopt otherwise.
std::optional<int64_t> alignedStep(Value iv) {
  auto arg = dyn_cast<BlockArgument>(iv);
  if (!arg)
    return std::nullopt;
  Operation *owner = arg.getOwner()->getParentOp();
  if (auto loop = dyn_cast<scf::ForOp>(owner)) {
    if (loop.getInductionVar() != iv ||
        getConstantIntValue(loop.getLowerBound()) != 0)
      return std::nullopt;
    return getConstantIntValue(loop.getStep());
  }
  if (auto forall = dyn_cast<scf::ForallOp>(owner)) {
    auto ivs = forall.getInductionVars();
    auto it = llvm::find(ivs, iv);
    if (it == ivs.end())
      return std::nullopt;
    unsigned d = it - ivs.begin();
    if (getConstantIntValue(forall.getMixedLowerBound()[d]) != 0)
      return std::nullopt;
    return getConstantIntValue(forall.getMixedStep()[d]);
  }
  return std::nullopt;
}

/// `use` as a tile read of B, when it is one.
std::optional<TileRead> asTileRead(OpOperand &use) {
  Operation *user = use.getOwner();
  if (user->getNumResults() != 1 || !user->getResult(0).hasOneUse())
    return std::nullopt;
  auto dot = dyn_cast<DotOp>(*user->getResult(0).getUsers().begin());
  if (!dot || dot.getRhs() != user->getResult(0))
    return std::nullopt;
  TileRead read{user, {}, {}, 0, 0};
  if (auto slice = dyn_cast<tensor::ExtractSliceOp>(user)) {
    if (slice.getType().getRank() != 2 || !slice.hasUnitStride() ||
        !slice.getType().hasStaticShape())
      return std::nullopt;
    SmallVector<OpFoldResult> offsets = slice.getMixedOffsets();
    read.k = dyn_cast<Value>(offsets[0]);
    read.j = dyn_cast<Value>(offsets[1]);
    read.bk = slice.getType().getDimSize(0);
    read.bn = slice.getType().getDimSize(1);
  } else if (auto load = dyn_cast<LoadOp>(user)) {
    auto type = dyn_cast<RankedTensorType>(load.getInit().getType());
    if (load.getSource() != use.get() || !type || type.getRank() != 2 ||
        !matchPattern(load.getPadding(), m_AnyZeroFloat()))
      return std::nullopt;
    read.k = load.getOffsets()[0];
    read.j = load.getOffsets()[1];
    read.bk = type.getDimSize(0);
    read.bn = type.getDimSize(1);
  } else {
    return std::nullopt;
  }
  // The tiles must be aligned to the panels: k a multiple of bk, j of bn.
  if (!read.k || !read.j || alignedStep(read.k) != read.bk ||
      alignedStep(read.j) != read.bn)
    return std::nullopt;
  return read;
}

/// Packs kernel input `idx` when it is a 2-D constant that the kernel reads
/// only as aligned B tiles of one shape.
void packInput(KernelOp kernel, unsigned idx) {
  Value input = kernel.getInputs()[idx];
  auto cst = input.getDefiningOp<arith::ConstantOp>();
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!cst || !type || type.getRank() != 2 || !type.hasStaticShape() ||
      !type.getElementType().isF32())
    return;
  std::optional<ArrayRef<char>> bytes = getConstantBytes(cst.getValue());
  int64_t k = type.getDimSize(0), n = type.getDimSize(1);
  if (!bytes || (int64_t)bytes->size() != k * n * 4)
    return;
  BlockArgument arg = kernel.getBody().front().getArgument(idx);
  SmallVector<TileRead> reads;
  SmallVector<tensor::DimOp> dims;
  for (OpOperand &use : arg.getUses()) {
    // The tile program's bounds read B's (static) dims: they become
    // constants below.
    if (auto dim = dyn_cast<tensor::DimOp>(use.getOwner())) {
      if (!dim.getConstantIndex())
        return;
      dims.push_back(dim);
      continue;
    }
    std::optional<TileRead> read = asTileRead(use);
    if (!read || (!reads.empty() && (read->bk != reads[0].bk ||
                                     read->bn != reads[0].bn)))
      return;
    reads.push_back(*read);
  }
  if (reads.empty())
    return;
  int64_t bk = reads[0].bk, bn = reads[0].bn;
  // A panel is bn columns by K rounded up to bk rows (zeros past K and N),
  // so that every tile read, the last ones included, is in bounds.
  int64_t panels = llvm::divideCeil(n, bn), kp = llvm::alignTo(k, bk);
  auto packedType = RankedTensorType::get({panels, kp, bn}, type.getElementType());
  SmallVector<float> packed(panels * kp * bn, 0.0f);
  const char *src = bytes->data();
  for (int64_t p = 0; p < panels; ++p)
    for (int64_t r = 0; r < k; ++r) {
      int64_t cols = std::min(bn, n - p * bn);
      std::memcpy(&packed[(p * kp + r) * bn], src + (r * n + p * bn) * 4,
                  cols * 4);
    }
  OpBuilder b(cst);
  ArrayRef<char> raw(reinterpret_cast<const char *>(packed.data()),
                     packed.size() * 4);
  ElementsAttr attr = getConstantFromBytes(
      packedType, raw, isa<DenseElementsAttr>(cst.getValue()), "packed");
  Value packedValue =
      arith::ConstantOp::create(b, cst.getLoc(), cast<TypedAttr>(attr));
  for (tensor::DimOp dim : dims) {
    OpBuilder db(dim);
    dim.replaceAllUsesWith(arith::ConstantIndexOp::create(
                               db, dim.getLoc(),
                               type.getDimSize(*dim.getConstantIndex()))
                               .getResult());
    dim.erase();
  }
  kernel.getInputsMutable()[idx].assign(packedValue);
  arg.setType(packedType);
  for (TileRead &read : reads) {
    OpBuilder rb(read.op);
    Location loc = read.op->getLoc();
    Value panel = arith::DivUIOp::create(
        rb, loc, read.j, arith::ConstantIndexOp::create(rb, loc, bn));
    SmallVector<OpFoldResult> offsets = {panel, read.k, rb.getIndexAttr(0)};
    SmallVector<OpFoldResult> sizes = {rb.getIndexAttr(1),
                                       rb.getIndexAttr(bk),
                                       rb.getIndexAttr(bn)};
    SmallVector<OpFoldResult> strides(3, rb.getIndexAttr(1));
    auto tileType = RankedTensorType::get({bk, bn}, type.getElementType());
    Value slice = tensor::ExtractSliceOp::create(rb, loc, tileType, arg,
                                                 offsets, sizes, strides);
    read.op->getResult(0).replaceAllUsesWith(slice);
    read.op->erase();
  }
  if (cst->use_empty())
    cst->erase();
}

/// A channels-last conv's weight W[F, C, KH, KW] (a static f32 constant
/// kernel input) is read at (f, c, kh, kw) while f is the conv's vector loop
/// (the output's contiguous dim): the micro-kernel cannot load it as vectors
/// and the conv stays scalar. The constant becomes W'[C, KH, KW, F] (the
/// vector loop's dim moved last, the others in order: the reduction walks
/// it in memory order) and the reads' maps follow. Applies when every use
/// of the input is a linalg.generic reading it through a permutation that
/// holds the vector loop in a dim other than the last, the same dim in all.
void permuteConvWeights(KernelOp kernel, unsigned idx) {
  Value input = kernel.getInputs()[idx];
  auto cst = input.getDefiningOp<arith::ConstantOp>();
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!cst || !type || type.getRank() < 2 || !type.hasStaticShape() ||
      !type.getElementType().isF32())
    return;
  int64_t rank = type.getRank(), n = type.getNumElements();
  std::optional<ArrayRef<char>> bytes = getConstantBytes(cst.getValue());
  if (!bytes || (int64_t)bytes->size() != n * 4)
    return;
  BlockArgument arg = kernel.getBody().front().getArgument(idx);
  std::optional<unsigned> from;
  SmallVector<OpOperand *> reads;
  for (OpOperand &use : arg.getUses()) {
    auto generic = dyn_cast<linalg::GenericOp>(use.getOwner());
    if (!generic || !generic.isDpsInput(&use) ||
        generic.getNumDpsInits() != 1)
      return;
    AffineMap map = generic.getMatchingIndexingMap(&use);
    AffineMap out =
        generic.getMatchingIndexingMap(generic.getDpsInitOperand(0));
    if (!map.isProjectedPermutation() || out.getNumResults() == 0)
      return;
    auto dv = dyn_cast<AffineDimExpr>(out.getResults().back());
    std::optional<unsigned> pos =
        dv ? map.getResultPosition(dv) : std::nullopt;
    if (!pos || *pos + 1 == rank || (from && *from != *pos))
      return;
    from = *pos;
    reads.push_back(&use);
  }
  if (!from)
    return;
  // W'[i] = W[perm(i)]: dims in order without `from`, then `from`.
  SmallVector<int64_t> perm, shape, inStrides(rank, 1);
  for (int64_t d = 0; d < rank; ++d)
    if (d != *from)
      perm.push_back(d);
  perm.push_back(*from);
  for (int64_t d = rank - 2; d >= 0; --d)
    inStrides[d] = inStrides[d + 1] * type.getDimSize(d + 1);
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  SmallVector<float> permuted(n);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t src = 0;
    for (int64_t k = 0; k < rank; ++k)
      src += index[k] * inStrides[perm[k]];
    std::memcpy(&permuted[i], bytes->data() + src * 4, 4);
    for (int64_t k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k)
      index[k] = 0;
  }
  auto permutedType = RankedTensorType::get(shape, type.getElementType());
  ArrayRef<char> raw(reinterpret_cast<const char *>(permuted.data()), n * 4);
  ElementsAttr attr = getConstantFromBytes(
      permutedType, raw, isa<DenseElementsAttr>(cst.getValue()), "permuted");
  OpBuilder b(cst);
  Value value =
      arith::ConstantOp::create(b, cst.getLoc(), cast<TypedAttr>(attr));
  kernel.getInputsMutable()[idx].assign(value);
  arg.setType(permutedType);
  for (OpOperand *use : reads) {
    auto generic = cast<linalg::GenericOp>(use->getOwner());
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    AffineMap &map = maps[use->getOperandNumber()];
    SmallVector<AffineExpr> results;
    for (int64_t p : perm)
      results.push_back(map.getResult(p));
    map = AffineMap::get(map.getNumDims(), 0, results, map.getContext());
    generic.setIndexingMapsAttr(b.getAffineMapArrayAttr(maps));
  }
  if (cst->use_empty())
    cst->erase();
}

struct TilePackWeightsPass
    : mlc::tile::impl::TilePackWeightsPassBase<TilePackWeightsPass> {
  using Base::Base;
  void runOnOperation() override {
    getOperation()->walk([&](KernelOp kernel) {
      for (unsigned i = 0, e = kernel.getInputs().size(); i < e; ++i)
      {
        packInput(kernel, i);
        permuteConvWeights(kernel, i);
      }
    });
  }
};

} // namespace
