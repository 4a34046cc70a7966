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

/// Whether the generic reading the weight at `use` is an int8 contraction
/// that the CPU micro-kernel runs with VNNI over the loop the weight's dim
/// `dim` holds: i32 += ext(A) * ext(B) with one operand zero-extended and
/// the other sign-extended, that loop a reduction that the other input
/// reads exactly once, as a plain index (the micro-kernel's conditions).
bool vnniPackable(OpOperand *use, int64_t dim) {
  auto generic = cast<linalg::GenericOp>(use->getOwner());
  if (generic.getNumDpsInputs() != 2 ||
      !getElementTypeOrSelf(generic.getDpsInitOperand(0)->get().getType())
           .isInteger(32))
    return false;
  auto k = dyn_cast<AffineDimExpr>(
      generic.getMatchingIndexingMap(use).getResult(dim));
  if (!k || generic.getIteratorTypesArray()[k.getPosition()] !=
                utils::IteratorType::reduction)
    return false;
  OpOperand *other = generic.getDpsInputOperand(
      use->getOperandNumber() == 0 ? 1 : 0);
  if (!getElementTypeOrSelf(other->get().getType()).isInteger(8))
    return false;
  ArrayRef<AffineExpr> ar = generic.getMatchingIndexingMap(other).getResults();
  if (llvm::count_if(ar, [&](AffineExpr e) {
        return e.isFunctionOfDim(k.getPosition());
      }) != 1 ||
      !llvm::is_contained(ar, AffineExpr(k)))
    return false;
  Block &body = generic.getRegion().front();
  auto extension = [&](OpOperand *o) -> Operation * {
    for (Operation *user :
         body.getArgument(o->getOperandNumber()).getUsers())
      if (isa<arith::ExtSIOp, arith::ExtUIOp>(user))
        return user;
    return nullptr;
  };
  Operation *bExt = extension(use), *aExt = extension(other);
  return aExt && bExt && isa<arith::ExtUIOp>(aExt) != isa<arith::ExtUIOp>(bExt);
}

/// A channels-last conv's weight W[F, C, KH, KW] (a static f32 or 8-bit
/// integer constant kernel input) is read at (f, c, kh, kw) while f is the
/// conv's vector loop (the output's contiguous dim): the micro-kernel
/// cannot load it as vectors and the conv stays scalar. The constant
/// becomes W'[C, KH, KW, F] (the vector loop's dim moved last, the others
/// in order: the reduction walks it in memory order) and the reads' maps
/// follow. Applies when every use of the input is a linalg.generic reading
/// it through a permutation that holds the vector loop in a dim other than
/// the last, the same dim in all, directly or through a static slice of it
/// (each grid step's filters), which is permuted alike.
void permuteConvWeights(KernelOp kernel, unsigned idx, bool vnni) {
  Value input = kernel.getInputs()[idx];
  auto cst = input.getDefiningOp<arith::ConstantOp>();
  auto type = dyn_cast<RankedTensorType>(input.getType());
  if (!cst || !type || type.getRank() < 2 || !type.hasStaticShape() ||
      !(type.getElementType().isF32() ||
        type.getElementType().isInteger(8)))
    return;
  int64_t rank = type.getRank(), n = type.getNumElements();
  int64_t width = type.getElementTypeBitWidth() / 8;
  // A splat (a resnet's zero-initialized last conv of a block, a
  // ConstantOfShape weight) permutes to itself: its one element stands for
  // the whole (getConstantFromBytes makes the splat again below).
  auto splat = dyn_cast<DenseElementsAttr>(cst.getValue());
  bool isSplat = splat && splat.isSplat();
  std::optional<SmallVector<char>> bytes =
      isSplat ? std::optional<SmallVector<char>>(SmallVector<char>(
                    splat.getRawData().begin(), splat.getRawData().end()))
              : mlc::graph::getExpandedConstantBytes(cst.getValue());
  if (!bytes || (int64_t)bytes->size() != (isSplat ? 1 : n) * width)
    return;
  BlockArgument arg = kernel.getBody().front().getArgument(idx);
  std::optional<unsigned> from;
  SmallVector<OpOperand *> reads;
  SmallVector<tensor::ExtractSliceOp> slices;
  for (OpOperand &argUse : arg.getUses()) {
    // A read of the whole weight, or of a static unit-stride slice of the
    // same rank (a grid over output channels: each tile's filters).
    OpOperand *use = &argUse;
    auto slice = dyn_cast<tensor::ExtractSliceOp>(use->getOwner());
    if (slice) {
      if (!slice.hasUnitStride() || !slice.getType().hasStaticShape() ||
          slice.getType().getRank() != rank || !slice->hasOneUse())
        return;
      use = &*slice->getUses().begin();
    }
    auto generic = dyn_cast<linalg::GenericOp>(use->getOwner());
    if (!generic || !generic.isDpsInput(use) ||
        generic.getNumDpsInits() != 1)
      return;
    AffineMap map = generic.getMatchingIndexingMap(use);
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
    reads.push_back(use);
    if (slice)
      slices.push_back(slice);
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
  SmallVector<char> permuted(isSplat ? 0 : n * width);
  SmallVector<int64_t> index(rank, 0);
  for (int64_t i = 0; i < (isSplat ? 0 : n); ++i) {
    int64_t src = 0;
    for (int64_t k = 0; k < rank; ++k)
      src += index[k] * inStrides[perm[k]];
    std::memcpy(&permuted[i * width], bytes->data() + src * width, width);
    for (int64_t k = rank - 1; k >= 0 && ++index[k] == shape[k]; --k)
      index[k] = 0;
  }
  // With VNNI, an int8 weight whose first dim (now the input channels) is
  // a multiple of 4 goes on to W''[C/4, KH, KW, F, 4], read at
  // (c floordiv 4, kh, kw, f, c mod 4): the 4 channels that one vpdpbusd
  // lane sums are adjacent bytes, and the micro-kernel loads a vector of
  // them in one go instead of interleaving 4 rows on every step.
  bool pack = vnni && width == 1 && shape[0] % 4 == 0 &&
              llvm::all_of(reads, [&](OpOperand *use) {
                return vnniPackable(use, perm[0]);
              }) &&
              llvm::all_of(slices, [&](tensor::ExtractSliceOp slice) {
                return isConstantIntValue(slice.getMixedOffsets()[perm[0]],
                                          0) &&
                       slice.getType().getDimSize(perm[0]) == shape[0];
              });
  SmallVector<int64_t> finalShape(shape);
  if (pack) {
    finalShape[0] /= 4;
    finalShape.push_back(4);
  }
  if (isSplat) {
    permuted = *bytes; // one element: every layout of it is the same
  } else if (pack) {
    int64_t rest = n / shape[0];
    SmallVector<char> packed(n);
    for (int64_t c = 0; c < shape[0]; ++c)
      for (int64_t i = 0; i < rest; ++i)
        packed[((c / 4) * rest + i) * 4 + c % 4] = permuted[c * rest + i];
    permuted = std::move(packed);
  }
  auto permutedType =
      RankedTensorType::get(finalShape, type.getElementType());
  ElementsAttr attr = getConstantFromBytes(
      permutedType, permuted, isa<DenseElementsAttr>(cst.getValue()),
      pack ? "vnni_packed" : "permuted");
  OpBuilder b(cst);
  Value value =
      arith::ConstantOp::create(b, cst.getLoc(), cast<TypedAttr>(attr));
  kernel.getInputsMutable()[idx].assign(value);
  arg.setType(permutedType);
  for (tensor::ExtractSliceOp slice : slices) {
    SmallVector<OpFoldResult> offsets, sizes, ones(rank, b.getIndexAttr(1)),
        oldOffsets = slice.getMixedOffsets(), oldSizes = slice.getMixedSizes();
    SmallVector<int64_t> sliceShape;
    for (int64_t p : perm) {
      offsets.push_back(oldOffsets[p]);
      sizes.push_back(oldSizes[p]);
      sliceShape.push_back(slice.getType().getDimSize(p));
    }
    if (pack) {
      sliceShape[0] /= 4;
      sliceShape.push_back(4);
      sizes[0] = b.getIndexAttr(sliceShape[0]);
      offsets.push_back(b.getIndexAttr(0));
      sizes.push_back(b.getIndexAttr(4));
      ones.push_back(b.getIndexAttr(1));
    }
    OpBuilder sb(slice);
    auto permutedSlice = tensor::ExtractSliceOp::create(
        sb, slice.getLoc(),
        RankedTensorType::get(sliceShape, type.getElementType()), arg, offsets,
        sizes, ones);
    slice.getResult().replaceAllUsesWith(permutedSlice.getResult());
    slice.erase();
  }
  for (OpOperand *use : reads) {
    auto generic = cast<linalg::GenericOp>(use->getOwner());
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    AffineMap &map = maps[use->getOperandNumber()];
    SmallVector<AffineExpr> results;
    for (int64_t p : perm)
      results.push_back(map.getResult(p));
    if (pack) {
      AffineExpr c = results[0];
      results[0] = c.floorDiv(4);
      results.push_back(c % 4);
    }
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
        permuteConvWeights(kernel, i, vnni);
      }
    });
  }
};

} // namespace
