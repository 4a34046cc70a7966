//===- GraphShapeOps.cpp - data movement and shape ops --------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Type inference, verifiers and folders of the ops in GraphShapeOps.td.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Graph/IR/GraphOps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

#include <algorithm>
#include <cstring>
#include <vector>

using namespace mlir;
using namespace mlc::graph;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

/// `axis` in [-rank, rank) made non-negative, or an error at `loc`.
FailureOr<int64_t> normalizeAxis(std::optional<Location> loc, int64_t axis,
                                 int64_t rank, StringRef what = "axis") {
  if (axis < -rank || axis >= rank)
    return emitOptionalError(loc, what, " ", axis, " is out of range for rank ",
                             rank);
  return axis < 0 ? axis + rank : axis;
}

RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// Result types are compatible with the inferred ones if they agree in rank
/// and element type and in every dimension that both know statically.
bool compatibleTensorTypes(TypeRange declared, TypeRange inferred) {
  if (declared.size() != inferred.size())
    return false;
  for (auto [a, b] : llvm::zip(declared, inferred)) {
    auto ta = dyn_cast<RankedTensorType>(a);
    auto tb = dyn_cast<RankedTensorType>(b);
    if (!ta || !tb || ta.getElementType() != tb.getElementType() ||
        failed(verifyCompatibleShape(ta.getShape(), tb.getShape())))
      return false;
  }
  return true;
}

/// The static element count of `type`, or nullopt if it has dynamic dims.
std::optional<int64_t> staticNumElements(RankedTensorType type) {
  if (!type.hasStaticShape())
    return std::nullopt;
  return type.getNumElements();
}

/// A constant of `type` with the elements of `attr` permuted: result
/// element at row-major position `i` is `attr`'s element at `srcIndex(i)`.
/// Within the folding budget (GraphDialect::getMaxFoldBytes: folding copies
/// every element; a remark at `op` says when a result is over it). Elements
/// of whole bytes are moved as bytes.
Attribute permuteElements(Operation *op, DenseElementsAttr attr,
                          RankedTensorType type,
                          function_ref<int64_t(int64_t)> srcIndex) {
  if (!type.hasStaticShape())
    return {};
  int64_t n = type.getNumElements();
  auto raw = dyn_cast<DenseIntOrFPElementsAttr>(attr);
  int64_t inN = attr.getNumElements();
  Type elem = type.getElementType();
  // One element's bytes in the result (and in the raw data, where that
  // holds them whole: not bools, which are packed bits, nor splats).
  int64_t elemBytes = llvm::divideCeil(
      elem.isIntOrFloat() ? elem.getIntOrFloatBitWidth() : 64, 8);
  if (!cast<GraphDialect>(op->getDialect())
           ->foldWithinBudget(op, n * elemBytes))
    return {};
  bool bytewise =
      raw && !attr.isSplat() && inN > 0 && !elem.isInteger(1) &&
      static_cast<int64_t>(raw.getRawData().size()) == inN * elemBytes;
  if (bytewise) {
    ArrayRef<char> in = raw.getRawData();
    std::vector<char> out(static_cast<size_t>(n * elemBytes));
    for (int64_t i = 0; i < n; ++i)
      std::memcpy(out.data() + i * elemBytes,
                  in.data() + srcIndex(i) * elemBytes, elemBytes);
    return DenseElementsAttr::getFromRawBuffer(type, out);
  }
  auto values = llvm::to_vector(attr.getValues<Attribute>());
  SmallVector<Attribute> out;
  out.reserve(n);
  for (int64_t i = 0; i < n; ++i)
    out.push_back(values[srcIndex(i)]);
  return DenseElementsAttr::get(type, out);
}

/// A splat of `type` if `attr` is a splat and `type` is static.
Attribute splatAs(Attribute attr, RankedTensorType type) {
  auto splat = dyn_cast_or_null<SplatElementsAttr>(attr);
  if (!splat || !type.hasStaticShape())
    return {};
  return SplatElementsAttr::get(type, splat.getSplatValue<Attribute>());
}

/// Row-major strides of a static shape.
SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

} // namespace

#define GRAPH_COMPATIBLE_RETURN_TYPES(OP)                                      \
  bool OP::isCompatibleReturnTypes(TypeRange l, TypeRange r) {                 \
    return compatibleTensorTypes(l, r);                                        \
  }
GRAPH_COMPATIBLE_RETURN_TYPES(ShapeOfOp)
GRAPH_COMPATIBLE_RETURN_TYPES(TransposeOp)
GRAPH_COMPATIBLE_RETURN_TYPES(TileOp)
GRAPH_COMPATIBLE_RETURN_TYPES(ConcatOp)
GRAPH_COMPATIBLE_RETURN_TYPES(SplitOp)
GRAPH_COMPATIBLE_RETURN_TYPES(SliceOp)
GRAPH_COMPATIBLE_RETURN_TYPES(DynamicSliceOp)
GRAPH_COMPATIBLE_RETURN_TYPES(PadOp)
GRAPH_COMPATIBLE_RETURN_TYPES(GatherOp)
GRAPH_COMPATIBLE_RETURN_TYPES(GatherElementsOp)
GRAPH_COMPATIBLE_RETURN_TYPES(ScatterOp)
GRAPH_COMPATIBLE_RETURN_TYPES(TopKOp)
#undef GRAPH_COMPATIBLE_RETURN_TYPES

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

bool ReshapeOp::isUnitDimReshape(RankedTensorType in, RankedTensorType out) {
  auto nonUnit = [](RankedTensorType t) {
    SmallVector<int64_t> dims;
    for (int64_t d : t.getShape())
      if (d != 1)
        dims.push_back(d);
    return dims;
  };
  return nonUnit(in) == nonUnit(out);
}

bool ReshapeOp::isAlignedReshape(RankedTensorType in, RankedTensorType out) {
  // Static products of the segments around the dynamic dimensions.
  auto segments = [](RankedTensorType t) {
    SmallVector<int64_t> products{1};
    for (int64_t d : t.getShape()) {
      if (ShapedType::isDynamic(d))
        products.push_back(1);
      else
        products.back() *= d;
    }
    return products;
  };
  return segments(in) == segments(out);
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType in = getInput().getType(), out = getType();
  if (Value shape = getShape()) {
    auto st = cast<RankedTensorType>(shape.getType());
    if (st.getRank() != 1)
      return emitOpError("shape operand must be 1-D");
    if (!st.isDynamicDim(0) && st.getDimSize(0) != out.getRank())
      return emitOpError("shape operand has ")
             << st.getDimSize(0) << " entries, expected the result rank "
             << out.getRank();
  } else if (out.getNumDynamicDims() > 1 && !isAlignedReshape(in, out)) {
    return emitOpError("result type may have at most one dynamic dimension "
                       "without a `shape` operand (unless its dynamic "
                       "dimensions are the operand's, in order, with the "
                       "static ones regrouped around them), got ")
           << out;
  }
  std::optional<int64_t> inCount = staticNumElements(in);
  if (!inCount)
    return success();
  int64_t outStatic = 1;
  for (int64_t d : out.getShape())
    if (!ShapedType::isDynamic(d))
      outStatic *= d;
  bool ok = out.hasStaticShape()
                ? outStatic == *inCount
                : (outStatic == 0 ? *inCount == 0 : *inCount % outStatic == 0);
  if (!ok)
    return emitOpError("cannot reshape ")
           << *inCount << " elements (" << in << ") to " << out;
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  // Equal types: with at most one dynamic size and no `shape` operand, that
  // size is the operand's.
  if (getInput().getType() == getType() &&
      (!getShape() || getType().hasStaticShape()))
    return getInput();
  // reshape(reshape(x)) = reshape(x): only the row-major order matters.
  auto inner = getInput().getDefiningOp<ReshapeOp>();
  // An aligned reshape takes its sizes from its operand's dynamic sizes in
  // order: only an inner aligned reshape keeps them.
  if (inner && (getShape() || getType().getNumDynamicDims() <= 1 ||
                (!inner.getShape() &&
                 isAlignedReshape(inner.getInput().getType(),
                                  inner.getType())))) {
    getInputMutable().assign(inner.getInput());
    return getResult();
  }
  if (Attribute splat = splatAs(adaptor.getInput(), getType()))
    return splat;
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getInput()))
    if (getType().hasStaticShape())
      return dense.reshape(getType());
  return {};
}

//===----------------------------------------------------------------------===//
// ShapeOfOp
//===----------------------------------------------------------------------===//

LogicalResult ShapeOfOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location>,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  inferred.push_back(
      RankedTensorType::get({type.getRank()}, IntegerType::get(ctx, 64)));
  return success();
}

/// Whether every entry of the 1-D integer tensor `s` is a size (>= 0): the
/// sizes of a shape_of, constants, and slices and concatenations of them.
static bool holdsSizes(Value s, int depth = 0) {
  if (depth > 8)
    return false;
  Operation *def = s.getDefiningOp();
  if (isa_and_nonnull<ShapeOfOp>(def))
    return true;
  DenseIntElementsAttr c;
  if (def && matchPattern(s, m_Constant(&c)))
    return llvm::all_of(c.getValues<APInt>(),
                        [](const APInt &x) { return !x.isNegative(); });
  if (auto slice = dyn_cast_or_null<SliceOp>(def))
    return holdsSizes(slice.getInput(), depth + 1);
  if (auto cat = dyn_cast_or_null<ConcatOp>(def))
    return llvm::all_of(cat.getInputs(), [&](Value x) {
      return holdsSizes(x, depth + 1);
    });
  return false;
}

OpFoldResult ShapeOfOp::fold(FoldAdaptor) {
  RankedTensorType in = getInput().getType();
  // The sizes a reshape was given (when none is -1) are its result's: the
  // reshape itself need not run for them.
  if (auto reshape = getInput().getDefiningOp<ReshapeOp>())
    if (Value shape = reshape.getShape();
        shape && shape.getType() == getType() && holdsSizes(shape))
      return shape;
  if (!in.hasStaticShape() || !getType().hasStaticShape())
    return {};
  return DenseElementsAttr::get(getType(), in.getShape());
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  ArrayRef<int64_t> perm = adaptor.getPerm();
  int64_t rank = type.getRank();
  if (static_cast<int64_t>(perm.size()) != rank)
    return emitOptionalError(loc, "perm has ", perm.size(),
                             " entries, expected the operand rank ", rank);
  SmallVector<bool> seen(rank, false);
  SmallVector<int64_t> shape;
  for (int64_t p : perm) {
    if (p < 0 || p >= rank || seen[p])
      return emitOptionalError(loc, "perm is not a permutation of [0, ", rank,
                               ")");
    seen[p] = true;
    shape.push_back(type.getDimSize(p));
  }
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int64_t> perm = getPerm();
  bool identity = llvm::all_of(llvm::enumerate(perm), [](auto it) {
    return static_cast<int64_t>(it.index()) == it.value();
  });
  if (identity && getInput().getType() == getType())
    return getInput();
  // transpose(transpose(x, p1), p2) = transpose(x, p1 . p2).
  if (auto inner = getInput().getDefiningOp<TransposeOp>()) {
    ArrayRef<int64_t> p1 = inner.getPerm();
    SmallVector<int64_t> composed;
    for (int64_t p : perm)
      composed.push_back(p1[p]);
    getInputMutable().assign(inner.getInput());
    setPerm(composed);
    return getResult();
  }
  if (Attribute splat = splatAs(adaptor.getInput(), getType()))
    return splat;
  auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getInput());
  if (!dense || !getType().hasStaticShape())
    return {};
  ArrayRef<int64_t> inShape = getInput().getType().getShape();
  ArrayRef<int64_t> outShape = getType().getShape();
  SmallVector<int64_t> inStrides = stridesOf(inShape);
  SmallVector<int64_t> outStrides = stridesOf(outShape);
  return permuteElements(*this, dense, getType(), [&](int64_t i) {
    int64_t src = 0;
    for (size_t k = 0; k < outShape.size(); ++k)
      src += ((i / outStrides[k]) % outShape[k]) * inStrides[perm[k]];
    return src;
  });
}

//===----------------------------------------------------------------------===//
// BroadcastToOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastToOp::verify() {
  RankedTensorType in = getInput().getType(), out = getType();
  int64_t offset = out.getRank() - in.getRank();
  if (offset < 0)
    return emitOpError("cannot broadcast rank ")
           << in.getRank() << " to the lower rank " << out.getRank();
  if (Value shape = getShape()) {
    auto st = cast<RankedTensorType>(shape.getType());
    if (st.getRank() != 1)
      return emitOpError("shape operand must be 1-D");
    if (!st.isDynamicDim(0) && st.getDimSize(0) != out.getRank())
      return emitOpError("shape operand has ")
             << st.getDimSize(0) << " entries, expected the result rank "
             << out.getRank();
  }
  for (int64_t i = 0; i < out.getRank(); ++i) {
    int64_t o = out.getDimSize(i);
    int64_t j = i - offset;
    int64_t d = j >= 0 ? in.getDimSize(j) : 1;
    if (!ShapedType::isDynamic(d) && d != 1 && !ShapedType::isDynamic(o) &&
        d != o)
      return emitOpError("operand dimension ")
             << j << " of size " << d << " cannot broadcast to size " << o;
    if (ShapedType::isDynamic(o) && !getShape() && d == 1)
      return emitOpError("dynamic result dimension ")
             << i << " needs a `shape` operand";
  }
  return success();
}

OpFoldResult BroadcastToOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType() && getType().hasStaticShape())
    return getInput();
  return splatAs(adaptor.getInput(), getType());
}

//===----------------------------------------------------------------------===//
// TileOp
//===----------------------------------------------------------------------===//

LogicalResult TileOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  ArrayRef<int64_t> repeats = adaptor.getRepeats();
  if (static_cast<int64_t>(repeats.size()) != type.getRank())
    return emitOptionalError(loc, "repeats has ", repeats.size(),
                             " entries, expected the operand rank ",
                             type.getRank());
  SmallVector<int64_t> shape;
  for (auto [d, r] : llvm::zip(type.getShape(), repeats)) {
    if (r < 0)
      return emitOptionalError(loc, "repeats must be non-negative, got ", r);
    shape.push_back(ShapedType::isDynamic(d) ? (r == 0 ? 0 : d) : d * r);
  }
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

OpFoldResult TileOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType() &&
      llvm::all_of(getRepeats(), [](int64_t r) { return r == 1; }))
    return getInput();
  return splatAs(adaptor.getInput(), getType());
}

//===----------------------------------------------------------------------===//
// ConcatOp, SplitOp
//===----------------------------------------------------------------------===//

LogicalResult AppendInPlaceOp::verify() {
  auto cache = cast<RankedTensorType>(getCache().getType()),
       rows = cast<RankedTensorType>(getRows().getType()),
       out = cast<RankedTensorType>(getOutput().getType());
  int64_t rank = cache.getRank(), axis = getAxis();
  if (rows.getRank() != rank || out.getRank() != rank)
    return emitOpError("expects operands and result of one rank");
  if (axis < 0 || axis >= rank)
    return emitOpError("axis ") << axis << " out of range for rank " << rank;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t c = cache.getDimSize(i), r = rows.getDimSize(i),
            o = out.getDimSize(i);
    if (i < axis)
      for (int64_t d : {c, r, o})
        if (!ShapedType::isDynamic(d) && d != 1)
          return emitOpError("expects every dimension before the axis to be "
                             "1, got ")
                 << cache << " and " << rows;
    if (i == axis) {
      if (!ShapedType::isDynamic(o))
        return emitOpError("expects a dynamic result length");
      continue;
    }
    for (int64_t d : {r, o})
      if (!ShapedType::isDynamic(c) && !ShapedType::isDynamic(d) && c != d)
        return emitOpError("expects cache, rows and result to agree except "
                           "along the axis, got ")
               << cache << ", " << rows << " and " << out;
  }
  return success();
}

LogicalResult ConcatOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  if (inputs.empty())
    return emitOptionalError(loc, "concat needs at least one operand");
  RankedTensorType first = tensorTypeOf(inputs.front());
  int64_t rank = first.getRank();
  FailureOr<int64_t> axis = normalizeAxis(loc, adaptor.getAxis(), rank);
  if (failed(axis))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  shape[*axis] = 0;
  for (Value v : inputs) {
    RankedTensorType t = tensorTypeOf(v);
    if (t.getRank() != rank)
      return emitOptionalError(
          loc, "operands of concat have different ranks: ", first, " vs ", t);
    for (int64_t i = 0; i < rank; ++i) {
      int64_t d = t.getDimSize(i);
      if (i == *axis) {
        shape[i] = ShapedType::isDynamic(d) || ShapedType::isDynamic(shape[i])
                       ? ShapedType::kDynamic
                       : shape[i] + d;
        continue;
      }
      if (ShapedType::isDynamic(shape[i]))
        shape[i] = d;
      else if (!ShapedType::isDynamic(d) && d != shape[i])
        return emitOptionalError(loc, "operands of concat differ in dimension ",
                                 i, " (not the axis): ", first, " vs ", t);
    }
  }
  inferred.push_back(RankedTensorType::get(shape, first.getElementType()));
  return success();
}

OpFoldResult ConcatOp::fold(FoldAdaptor) {
  if (getInputs().size() == 1 && getInputs().front().getType() == getType())
    return getInputs().front();
  return {};
}

LogicalResult SplitOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  FailureOr<int64_t> axis =
      normalizeAxis(loc, adaptor.getAxis(), type.getRank());
  if (failed(axis))
    return failure();
  ArrayRef<int64_t> sizes = adaptor.getSizes();
  if (sizes.empty())
    return emitOptionalError(loc, "split needs at least one size");
  int64_t total = 0;
  for (int64_t s : sizes) {
    if (s < 0)
      return emitOptionalError(loc, "split sizes must be non-negative, got ",
                               s);
    total += s;
  }
  int64_t dim = type.getDimSize(*axis);
  if (!ShapedType::isDynamic(dim) && dim != total)
    return emitOptionalError(loc, "split sizes add up to ", total,
                             " but the axis has size ", dim);
  for (int64_t s : sizes) {
    SmallVector<int64_t> shape(type.getShape());
    shape[*axis] = s;
    inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// SliceOp
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  int64_t rank = type.getRank();
  ArrayRef<int64_t> starts = adaptor.getStarts(), ends = adaptor.getEnds();
  size_t n = starts.size();
  if (ends.size() != n)
    return emitOptionalError(loc, "starts and ends differ in length (", n,
                             " vs ", ends.size(), ")");
  SmallVector<int64_t> axes, steps(n, 1);
  if (auto a = adaptor.getAxes()) {
    if (a->size() != n)
      return emitOptionalError(loc, "axes has ", a->size(),
                               " entries, expected ", n);
    axes.assign(a->begin(), a->end());
  } else {
    axes = llvm::to_vector(llvm::seq<int64_t>(0, n));
  }
  if (auto s = adaptor.getSteps()) {
    if (s->size() != n)
      return emitOptionalError(loc, "steps has ", s->size(),
                               " entries, expected ", n);
    steps.assign(s->begin(), s->end());
  }
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<bool> seen(rank, false);
  for (size_t i = 0; i < n; ++i) {
    FailureOr<int64_t> axis = normalizeAxis(loc, axes[i], rank);
    if (failed(axis))
      return failure();
    if (seen[*axis])
      return emitOptionalError(loc, "axis ", *axis, " is sliced twice");
    seen[*axis] = true;
    if (steps[i] == 0)
      return emitOptionalError(loc, "slice steps must not be 0");
    int64_t dim = type.getDimSize(*axis);
    if (!ShapedType::isDynamic(dim))
      shape[*axis] = sliceBounds(starts[i], ends[i], steps[i], dim).second;
  }
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

LogicalResult DynamicSliceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  int64_t rank = type.getRank();
  ArrayRef<int64_t> axes = adaptor.getAxes();
  int64_t n = axes.size();
  SmallVector<Value> bounds = {adaptor.getStarts(), adaptor.getEnds()};
  if (adaptor.getSteps())
    bounds.push_back(adaptor.getSteps());
  for (Value v : bounds) {
    auto t = cast<RankedTensorType>(v.getType());
    if (t.getRank() != 1 || t.getDimSize(0) != n)
      return emitOptionalError(loc, "starts, ends and steps must be 1-D with ",
                               n, " entries (one per axis), got ", t);
  }
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<bool> seen(rank, false);
  for (int64_t a : axes) {
    FailureOr<int64_t> axis = normalizeAxis(loc, a, rank);
    if (failed(axis))
      return failure();
    if (seen[*axis])
      return emitOptionalError(loc, "axis ", *axis, " is sliced twice");
    seen[*axis] = true;
    shape[*axis] = ShapedType::kDynamic;
  }
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

std::pair<int64_t, int64_t> SliceOp::sliceBounds(int64_t start, int64_t end,
                                                 int64_t step, int64_t dim) {
  if (dim == 0)
    return {0, 0};
  if (start < 0)
    start += dim;
  if (end < 0)
    end += dim;
  if (step > 0) {
    start = std::clamp<int64_t>(start, 0, dim);
    end = std::clamp<int64_t>(end, 0, dim);
    return {start, end > start ? (end - start + step - 1) / step : 0};
  }
  start = std::clamp<int64_t>(start, 0, dim - 1);
  end = std::clamp<int64_t>(end, -1, dim - 1);
  return {start, start > end ? (start - end - step - 1) / -step : 0};
}

//===----------------------------------------------------------------------===//
// PadOp
//===----------------------------------------------------------------------===//

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  int64_t rank = type.getRank();
  ArrayRef<int64_t> pads = adaptor.getPads();
  if (static_cast<int64_t>(pads.size()) != 2 * rank)
    return emitOptionalError(loc, "pads has ", pads.size(),
                             " entries, expected 2 * rank = ", 2 * rank);
  SmallVector<int64_t> shape;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t lo = pads[i], hi = pads[rank + i], d = type.getDimSize(i);
    if (lo < 0 || hi < 0)
      return emitOptionalError(loc, "pads must be non-negative");
    if (!ShapedType::isDynamic(d)) {
      if (adaptor.getMode() == PadMode::reflect && (lo >= d || hi >= d) &&
          (lo || hi))
        return emitOptionalError(
            loc, "reflect pads must be smaller than the dimension (", d,
            ") they pad");
      if (adaptor.getMode() == PadMode::edge && d == 0 && (lo || hi))
        return emitOptionalError(loc, "edge padding of an empty dimension");
    }
    shape.push_back(ShapedType::isDynamic(d) ? d : d + lo + hi);
  }
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  return success();
}

//===----------------------------------------------------------------------===//
// GatherOp, GatherElementsOp, ScatterOp
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  RankedTensorType data = tensorTypeOf(adaptor.getData());
  RankedTensorType indices = tensorTypeOf(adaptor.getIndices());
  FailureOr<int64_t> axis =
      normalizeAxis(loc, adaptor.getAxis(), data.getRank());
  if (failed(axis))
    return failure();
  SmallVector<int64_t> shape(data.getShape().take_front(*axis));
  llvm::append_range(shape, indices.getShape());
  llvm::append_range(shape, data.getShape().drop_front(*axis + 1));
  inferred.push_back(RankedTensorType::get(shape, data.getElementType()));
  return success();
}

/// Checks the shared shape rules of gather_elements and scatter: `indices`
/// has the rank of `data` and does not exceed it off `axis`.
static FailureOr<int64_t> checkElementsIndices(std::optional<Location> loc,
                                               RankedTensorType data,
                                               RankedTensorType indices,
                                               int64_t axisAttr) {
  FailureOr<int64_t> axis = normalizeAxis(loc, axisAttr, data.getRank());
  if (failed(axis))
    return failure();
  if (indices.getRank() != data.getRank())
    return emitOptionalError(loc, "indices must have the rank of data (",
                             data.getRank(), "), got ", indices);
  for (int64_t i = 0; i < data.getRank(); ++i) {
    int64_t d = data.getDimSize(i), n = indices.getDimSize(i);
    if (i != *axis && !ShapedType::isDynamic(d) && !ShapedType::isDynamic(n) &&
        n > d)
      return emitOptionalError(loc, "indices dimension ", i, " (", n,
                               ") exceeds the data's (", d, ")");
  }
  return axis;
}

LogicalResult
GatherElementsOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                   Adaptor adaptor,
                                   SmallVectorImpl<Type> &inferred) {
  RankedTensorType data = tensorTypeOf(adaptor.getData());
  RankedTensorType indices = tensorTypeOf(adaptor.getIndices());
  if (failed(checkElementsIndices(loc, data, indices, adaptor.getAxis())))
    return failure();
  inferred.push_back(
      RankedTensorType::get(indices.getShape(), data.getElementType()));
  return success();
}

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  RankedTensorType data = tensorTypeOf(adaptor.getData());
  RankedTensorType indices = tensorTypeOf(adaptor.getIndices());
  RankedTensorType updates = tensorTypeOf(adaptor.getUpdates());
  if (failed(checkElementsIndices(loc, data, indices, adaptor.getAxis())))
    return failure();
  if (updates.getElementType() != data.getElementType())
    return emitOptionalError(loc, "updates must have the element type of data");
  if (updates.getRank() != indices.getRank() ||
      failed(verifyCompatibleShape(updates.getShape(), indices.getShape())))
    return emitOptionalError(
        loc, "updates and indices differ in shape: ", updates, " vs ", indices);
  if (data.getElementType().isInteger(1) &&
      (adaptor.getReduction() == ScatterReduction::add ||
       adaptor.getReduction() == ScatterReduction::mul))
    return emitOptionalError(loc, "bool data cannot be scattered with add/mul");
  inferred.push_back(data);
  return success();
}

//===----------------------------------------------------------------------===//
// IotaOp, CumsumOp, CumprodOp, TopKOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  RankedTensorType type = getType();
  if (Value like = getLike()) {
    auto likeType = cast<RankedTensorType>(like.getType());
    if (likeType.getRank() != type.getRank())
      return emitOpError("`like` operand of rank ")
             << likeType.getRank() << ", expected the result rank "
             << type.getRank();
    for (int64_t i = 0; i < type.getRank(); ++i)
      if (!type.isDynamicDim(i) && !likeType.isDynamicDim(i) &&
          type.getDimSize(i) != likeType.getDimSize(i))
        return emitOpError("result dimension ")
               << i << " differs from the `like` operand's";
  } else if (!type.hasStaticShape()) {
    return emitOpError("result type must be static without a `like` "
                       "operand, got ")
           << type;
  }
  if (failed(
          normalizeAxis(getLoc(), getDimension(), type.getRank(), "dimension")))
    return failure();
  return success();
}

LogicalResult CumsumOp::verify() {
  return normalizeAxis(getLoc(), getAxis(), getType().getRank());
}

LogicalResult CumprodOp::verify() {
  return normalizeAxis(getLoc(), getAxis(), getType().getRank());
}

LogicalResult TopKOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  RankedTensorType type = tensorTypeOf(adaptor.getInput());
  FailureOr<int64_t> axis =
      normalizeAxis(loc, adaptor.getAxis(), type.getRank());
  if (failed(axis))
    return failure();
  int64_t k = adaptor.getK(), dim = type.getDimSize(*axis);
  if (k < -1)
    return emitOptionalError(loc,
                             "k must be non-negative (or -1: the whole "
                             "axis), got ",
                             k);
  if (!ShapedType::isDynamic(dim) && k > dim)
    return emitOptionalError(loc, "k = ", k, " exceeds the axis size ", dim);
  SmallVector<int64_t> shape(type.getShape());
  shape[*axis] = k == -1 ? dim : k;
  inferred.push_back(RankedTensorType::get(shape, type.getElementType()));
  inferred.push_back(RankedTensorType::get(shape, IntegerType::get(ctx, 64)));
  return success();
}
