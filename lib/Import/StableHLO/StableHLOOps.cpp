//===- StableHLOOps.cpp - stablehlo op verifiers --------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Verifiers: the shape constraints of the StableHLO specification for the
// ops mlc imports, each failure a located error naming the constraint.
// Dynamic (`?`) sizes match any size. Then the hand-written parsers/printers
// (constant, reduce, while), written to read the text JAX prints.
//
//===----------------------------------------------------------------------===//

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "StableHLOAssembly.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlc::stablehlo;

#define GET_OP_CLASSES
#include "mlc/Import/StableHLO/StableHLOOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static bool isDyn(int64_t size) { return ShapedType::isDynamic(size); }

/// Sizes equal, or one of them dynamic.
static bool sizesMatch(int64_t a, int64_t b) {
  return isDyn(a) || isDyn(b) || a == b;
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(shape))
    s += (i ? ", " : "") + (isDyn(d) ? std::string("?") : std::to_string(d));
  return s + "]";
}

static std::string dimsString(ArrayRef<int64_t> dims) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(dims))
    s += (i ? ", " : "") + std::to_string(d);
  return s + "]";
}

static ArrayRef<int64_t> shapeOf(Value v) {
  return cast<ShapedType>(v.getType()).getShape();
}
static int64_t rankOf(Value v) { return cast<ShapedType>(v.getType()).getRank(); }

/// Each of `dims` in [0, rank) and (if `unique`) at most once.
static LogicalResult verifyDimList(Operation *op, ArrayRef<int64_t> dims,
                                   int64_t rank, StringRef what,
                                   bool unique = true) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t d : dims) {
    if (d < 0 || d >= rank)
      return op->emitOpError() << what << " " << d << " is out of range [0, "
                               << rank << ")";
    if (unique && !seen.insert(d).second)
      return op->emitOpError() << what << " " << d << " appears twice";
  }
  return success();
}

/// `actual` equals `expected` size by size (dynamic matches anything).
static LogicalResult verifyShape(Operation *op, ArrayRef<int64_t> actual,
                                 ArrayRef<int64_t> expected, StringRef what) {
  if (actual.size() == expected.size() &&
      llvm::all_of(llvm::zip(actual, expected),
                   [](auto p) { return sizesMatch(std::get<0>(p), std::get<1>(p)); }))
    return success();
  return op->emitOpError() << what << " has shape " << shapeString(actual)
                           << ", expected " << shapeString(expected);
}

/// Same element type and compatible shapes (`?` matches any size).
static bool typesMatch(Type a, Type b) {
  return succeeded(verifyCompatibleShape(a, b)) &&
         getElementTypeOrSelf(a) == getElementTypeOrSelf(b);
}

/// `actual[i]` matches `expected[i]` for each i ("<what> i has type ...").
static LogicalResult verifyEachType(Operation *op, TypeRange actual,
                                    TypeRange expected, const Twine &what) {
  for (auto [i, pair] : llvm::enumerate(llvm::zip(actual, expected)))
    if (!typesMatch(std::get<0>(pair), std::get<1>(pair)))
      return op->emitOpError() << what << " " << i << " has type "
                               << std::get<0>(pair) << ", expected "
                               << std::get<1>(pair);
  return success();
}

/// The region's terminator is a stablehlo.return of values of `types`.
static LogicalResult verifyReturn(Operation *op, Region &region,
                                  TypeRange types, StringRef name) {
  auto ret = dyn_cast<ReturnOp>(region.front().getTerminator());
  if (!ret)
    return op->emitOpError() << name << " must end in stablehlo.return";
  if (ret.getResults().size() != types.size())
    return op->emitOpError() << name << " returns " << ret.getResults().size()
                             << " value(s), expected " << types.size();
  return verifyEachType(op, ret.getResults().getTypes(), types,
                        name + " result");
}

/// The region's block takes arguments of `types`.
static LogicalResult verifyArgs(Operation *op, Region &region,
                                TypeRange types, StringRef name) {
  Block &block = region.front();
  if (block.getNumArguments() != types.size())
    return op->emitOpError() << name << " takes " << block.getNumArguments()
                             << " argument(s), expected " << types.size();
  return verifyEachType(op, block.getArgumentTypes(), types,
                        name + " argument");
}

/// 0-d tensors of the element types of `values`.
static SmallVector<Type> scalarTypes(ValueRange values) {
  return llvm::map_to_vector(values, [](Value v) -> Type {
    return RankedTensorType::get({}, getElementTypeOrSelf(v.getType()));
  });
}

/// A reducer body: 2N 0-d arguments (accumulators, then elements) of the
/// init values' types, N results of the same types.
static LogicalResult verifyReducer(Operation *op, Region &body,
                                   ValueRange inits, StringRef name) {
  SmallVector<Type> types(inits.getTypes());
  for (auto [i, t] : llvm::enumerate(types))
    if (cast<ShapedType>(t).getRank() != 0)
      return op->emitOpError() << "init value " << i << " must be a 0-d tensor";
  SmallVector<Type> args(types);
  llvm::append_range(args, types);
  if (failed(verifyArgs(op, body, args, name)))
    return failure();
  return verifyReturn(op, body, types, name);
}

/// `attr` (if present) holds `rank` values; `positive` asks for values >= 1.
static LogicalResult verifyWindowList(Operation *op,
                                      std::optional<ArrayRef<int64_t>> attr,
                                      int64_t rank, StringRef name,
                                      bool positive = true) {
  if (!attr)
    return success();
  if (static_cast<int64_t>(attr->size()) != rank)
    return op->emitOpError() << name << " has " << attr->size()
                             << " values, expected " << rank;
  if (positive && llvm::any_of(*attr, [](int64_t v) { return v < 1; }))
    return op->emitOpError() << name << " values must be >= 1";
  return success();
}

/// `padding` (if present) is an [rank, 2] tensor.
static LogicalResult verifyPadding(Operation *op,
                                   std::optional<DenseIntElementsAttr> padding,
                                   int64_t rank) {
  if (!padding || !*padding)
    return success();
  ArrayRef<int64_t> shape = padding->getType().getShape();
  if (shape.size() != 2 || shape[0] != rank || shape[1] != 2)
    return op->emitOpError() << "padding must have shape [" << rank
                             << ", 2], got " << shapeString(shape);
  return success();
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

static LogicalResult verifyIotaDimension(Operation *op, int64_t dim,
                                         int64_t rank) {
  if (rank == 0)
    return op->emitOpError("result must have rank >= 1");
  if (dim < 0 || dim >= rank)
    return op->emitOpError() << "iota_dimension " << dim
                             << " is out of range [0, " << rank << ")";
  return success();
}

LogicalResult IotaOp::verify() {
  return verifyIotaDimension(*this, getIotaDimension(),
                             getOutput().getType().getRank());
}

LogicalResult DynamicIotaOp::verify() {
  int64_t rank = rankOf(getResult());
  int64_t shapeLength = getOutputShape().getType().getDimSize(0);
  if (!isDyn(shapeLength) && shapeLength != rank)
    return emitOpError() << "output_shape has " << shapeLength
                         << " entries, expected the result rank " << rank;
  return verifyIotaDimension(*this, getIotaDimension(), rank);
}

LogicalResult SelectOp::verify() {
  auto t = getOnTrue().getType();
  if (!typesMatch(t, getOnFalse().getType()))
    return emitOpError() << "on_true and on_false types differ: " << t
                         << " vs " << getOnFalse().getType();
  if (!typesMatch(t, getResult().getType()))
    return emitOpError() << "result type " << getResult().getType()
                         << " differs from the operands' " << t;
  if (getPred().getType().getRank() != 0 &&
      failed(verifyShape(*this, getPred().getType().getShape(),
                         cast<ShapedType>(t).getShape(), "pred")))
    return failure();
  return success();
}

LogicalResult ClampOp::verify() {
  ArrayRef<int64_t> shape = getOperand().getType().getShape();
  for (auto [name, v] : {std::pair<StringRef, Value>{"min", getMin()},
                         std::pair<StringRef, Value>{"max", getMax()}})
    if (rankOf(v) != 0 && failed(verifyShape(*this, shapeOf(v), shape, name)))
      return failure();
  return verifyShape(*this, getResult().getType().getShape(), shape, "result");
}

LogicalResult ReducePrecisionOp::verify() {
  if (getExponentBits() < 1)
    return emitOpError("exponent_bits must be >= 1");
  if (getMantissaBits() < 0)
    return emitOpError("mantissa_bits must be >= 0");
  return success();
}

LogicalResult BitcastConvertOp::verify() {
  auto in = getOperand().getType(), out = getResult().getType();
  unsigned inBits = getElementTypeOrSelf(in).getIntOrFloatBitWidth();
  unsigned outBits = getElementTypeOrSelf(out).getIntOrFloatBitWidth();
  if (inBits == outBits)
    return verifyShape(*this, out.getShape(), in.getShape(), "result");
  // Narrower result: one more trailing dimension of size in/out bits;
  // wider result: the operand's last dimension is folded away.
  ArrayRef<int64_t> small = inBits > outBits ? out.getShape() : in.getShape();
  ArrayRef<int64_t> big = inBits > outBits ? in.getShape() : out.getShape();
  unsigned ratio = inBits > outBits ? inBits / outBits : outBits / inBits;
  if (small.size() != big.size() + 1 || !sizesMatch(small.back(), ratio))
    return emitOpError() << "cannot bitcast " << in << " to " << out;
  return verifyShape(*this, small.drop_back(), big, "result");
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  ArrayRef<int64_t> dims = getBroadcastDimensions();
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> out = getResult().getType().getShape();
  if (dims.size() != in.size())
    return emitOpError() << "broadcast_dimensions has " << dims.size()
                         << " entries, expected the operand rank " << in.size();
  if (failed(verifyDimList(*this, dims, out.size(), "broadcast dimension")))
    return failure();
  for (auto [i, d] : llvm::enumerate(dims))
    if (in[i] != 1 && !sizesMatch(in[i], out[d]))
      return emitOpError() << "operand dimension " << i << " (size " << in[i]
                           << ") cannot broadcast to result dimension " << d
                           << " (size " << out[d] << ")";
  return success();
}

LogicalResult BroadcastOp::verify() {
  SmallVector<int64_t> expected(getBroadcastSizes());
  llvm::append_range(expected, getOperand().getType().getShape());
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult TransposeOp::verify() {
  ArrayRef<int64_t> perm = getPermutation();
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  if (perm.size() != in.size())
    return emitOpError() << "permutation has " << perm.size()
                         << " entries, expected the operand rank " << in.size();
  if (failed(verifyDimList(*this, perm, in.size(), "permutation entry")))
    return failure();
  SmallVector<int64_t> expected =
      llvm::map_to_vector(perm, [&](int64_t d) { return in[d]; });
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult ReshapeOp::verify() {
  auto in = getOperand().getType(), out = getResult().getType();
  if (in.hasStaticShape() && out.hasStaticShape() &&
      in.getNumElements() != out.getNumElements())
    return emitOpError() << "cannot reshape " << in.getNumElements()
                         << " elements " << shapeString(in.getShape()) << " to "
                         << out.getNumElements() << " elements "
                         << shapeString(out.getShape());
  return success();
}

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  int64_t dim = getDimension();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range [0, "
                         << rank << ")";
  SmallVector<int64_t> expected(shapeOf(getInputs().front()));
  for (auto [i, v] : llvm::enumerate(getInputs().drop_front())) {
    ArrayRef<int64_t> shape = shapeOf(v);
    if (static_cast<int64_t>(shape.size()) != rank)
      return emitOpError() << "input " << i + 1 << " has rank " << shape.size()
                           << ", expected " << rank;
    for (int64_t d = 0; d < rank; ++d) {
      if (d == dim) {
        expected[d] = isDyn(expected[d]) || isDyn(shape[d])
                          ? ShapedType::kDynamic
                          : expected[d] + shape[d];
      } else if (!sizesMatch(expected[d], shape[d])) {
        return emitOpError() << "input " << i + 1 << " has size " << shape[d]
                             << " in dimension " << d << ", expected "
                             << expected[d];
      }
    }
  }
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult SliceOp::verify() {
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  if (start.size() != in.size() || limit.size() != in.size() ||
      strides.size() != in.size())
    return emitOpError() << "needs one start, limit and stride per operand "
                            "dimension ("
                         << in.size() << ")";
  SmallVector<int64_t> expected;
  for (size_t d = 0; d < in.size(); ++d) {
    if (start[d] < 0 || start[d] > limit[d] ||
        (!isDyn(in[d]) && limit[d] > in[d]) || strides[d] < 1)
      return emitOpError() << "dimension " << d << ": slice " << start[d]
                           << ":" << limit[d] << ":" << strides[d]
                           << " does not fit size " << in[d];
    expected.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult DynamicSliceOp::verify() {
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (getStartIndices().size() != in.size() || sizes.size() != in.size())
    return emitOpError() << "needs one start index and one slice size per "
                            "operand dimension ("
                         << in.size() << ")";
  if (!llvm::all_equal(getStartIndices().getTypes()))
    return emitOpError("start indices must all have the same type");
  for (auto [d, size] : llvm::enumerate(sizes))
    if (size < 0 || (!isDyn(in[d]) && size > in[d]))
      return emitOpError() << "slice size " << size << " of dimension " << d
                           << " does not fit size " << in[d];
  return verifyShape(*this, getResult().getType().getShape(), sizes, "result");
}

LogicalResult DynamicUpdateSliceOp::verify() {
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> update = getUpdate().getType().getShape();
  if (getStartIndices().size() != in.size())
    return emitOpError() << "needs one start index per operand dimension ("
                         << in.size() << ")";
  if (update.size() != in.size())
    return emitOpError() << "update rank " << update.size()
                         << " differs from the operand rank " << in.size();
  for (size_t d = 0; d < in.size(); ++d)
    if (!isDyn(in[d]) && !isDyn(update[d]) && update[d] > in[d])
      return emitOpError() << "update size " << update[d] << " of dimension "
                           << d << " exceeds the operand size " << in[d];
  return verifyShape(*this, getResult().getType().getShape(), in, "result");
}

LogicalResult PadOp::verify() {
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  if (getPaddingValue().getType().getRank() != 0)
    return emitOpError("padding_value must be a 0-d tensor");
  if (low.size() != in.size() || high.size() != in.size() ||
      interior.size() != in.size())
    return emitOpError() << "needs low, high and interior padding per operand "
                            "dimension ("
                         << in.size() << ")";
  SmallVector<int64_t> expected;
  for (size_t d = 0; d < in.size(); ++d) {
    if (interior[d] < 0)
      return emitOpError() << "interior padding of dimension " << d
                           << " is negative";
    if (isDyn(in[d])) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    int64_t size =
        low[d] + high[d] + in[d] + std::max<int64_t>(in[d] - 1, 0) * interior[d];
    if (size < 0)
      return emitOpError() << "dimension " << d << " pads to negative size "
                           << size;
    expected.push_back(size);
  }
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult ReverseOp::verify() {
  return verifyDimList(*this, getDimensions(), getOperand().getType().getRank(),
                       "dimension");
}

LogicalResult GetDimensionSizeOp::verify() {
  int64_t rank = getOperand().getType().getRank();
  if (getDimension() < 0 || getDimension() >= rank)
    return emitOpError() << "dimension " << getDimension()
                         << " is out of range [0, " << rank << ")";
  return success();
}

//===----------------------------------------------------------------------===//
// Contractions
//===----------------------------------------------------------------------===//

LogicalResult DotGeneralOp::verify() {
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lhs = getLhs().getType().getShape();
  ArrayRef<int64_t> rhs = getRhs().getType().getShape();
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions(),
                    rb = dims.getRhsBatchingDimensions(),
                    lc = dims.getLhsContractingDimensions(),
                    rc = dims.getRhsContractingDimensions();
  if (lb.size() != rb.size())
    return emitOpError() << "lhs and rhs have " << lb.size() << " and "
                         << rb.size() << " batching dimensions";
  if (lc.size() != rc.size())
    return emitOpError() << "lhs and rhs have " << lc.size() << " and "
                         << rc.size() << " contracting dimensions";
  SmallVector<int64_t> lhsUsed(lb), rhsUsed(rb);
  llvm::append_range(lhsUsed, lc);
  llvm::append_range(rhsUsed, rc);
  if (failed(verifyDimList(*this, lhsUsed, lhs.size(),
                           "lhs batching/contracting dimension")) ||
      failed(verifyDimList(*this, rhsUsed, rhs.size(),
                           "rhs batching/contracting dimension")))
    return failure();
  for (auto [l, r] : llvm::zip(lb, rb))
    if (!sizesMatch(lhs[l], rhs[r]))
      return emitOpError() << "batching dimensions lhs " << l << " (size "
                           << lhs[l] << ") and rhs " << r << " (size "
                           << rhs[r] << ") differ";
  for (auto [l, r] : llvm::zip(lc, rc))
    if (!sizesMatch(lhs[l], rhs[r]))
      return emitOpError() << "contracting dimensions lhs " << l << " (size "
                           << lhs[l] << ") and rhs " << r << " (size "
                           << rhs[r] << ") differ";
  if (ArrayAttr precision = getPrecisionConfigAttr();
      precision && precision.size() != 0 && precision.size() != 2)
    return emitOpError("precision_config must have 0 or 2 entries");
  SmallVector<int64_t> expected;
  for (int64_t d : lb)
    expected.push_back(lhs[d]);
  for (int64_t d = 0, e = lhs.size(); d < e; ++d)
    if (!llvm::is_contained(lhsUsed, d))
      expected.push_back(lhs[d]);
  for (int64_t d = 0, e = rhs.size(); d < e; ++d)
    if (!llvm::is_contained(rhsUsed, d))
      expected.push_back(rhs[d]);
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult DotOp::verify() {
  ArrayRef<int64_t> lhs = getLhs().getType().getShape();
  ArrayRef<int64_t> rhs = getRhs().getType().getShape();
  if (lhs.empty() || lhs.size() > 2 || rhs.empty() || rhs.size() > 2)
    return emitOpError("operands must have rank 1 or 2");
  if (!sizesMatch(lhs.back(), rhs.front()))
    return emitOpError() << "contracting sizes " << lhs.back() << " and "
                         << rhs.front() << " differ";
  SmallVector<int64_t> expected(lhs.drop_back());
  llvm::append_range(expected, rhs.drop_front());
  return verifyShape(*this, getResult().getType().getShape(), expected,
                     "result");
}

/// How many windows fit along one dimension (StableHLO's shape rule for
/// convolution and reduce_window): `in` elements dilated by `baseDilation`
/// and padded by `low` + `high`, a window of `window` elements dilated by
/// `windowDilation`, moved by `stride`.
static int64_t windowCount(int64_t in, int64_t low, int64_t high,
                           int64_t baseDilation, int64_t window,
                           int64_t windowDilation, int64_t stride) {
  int64_t padded = (in == 0 ? 0 : (in - 1) * baseDilation + 1) + low + high;
  int64_t dilatedWindow = window == 0 ? 0 : (window - 1) * windowDilation + 1;
  return padded < dilatedWindow || padded <= 0
             ? 0
             : (padded - dilatedWindow) / stride + 1;
}

/// The checks convolution and dynamic_conv share. `spatialSizes`: whether
/// the padding is known here (an attribute), so that the result's spatial
/// sizes follow from the operands; `pads` then holds it (empty: none).
template <typename ConvOp>
static LogicalResult verifyConvolution(ConvOp op, bool spatialSizes,
                                       ArrayRef<int64_t> pads) {
  ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
  int64_t rank = op.getLhs().getType().getRank();
  int64_t numSpatial = rank - 2;
  auto checkLayout = [&](int64_t a, int64_t b, ArrayRef<int64_t> spatial,
                         int64_t r, StringRef name) -> LogicalResult {
    SmallVector<int64_t> all{a, b};
    llvm::append_range(all, spatial);
    if (static_cast<int64_t>(all.size()) != r)
      return op.emitOpError() << name << " layout has " << all.size()
                              << " dimensions, expected rank " << r;
    return verifyDimList(op, all, r, (name + " layout dimension").str());
  };
  if (rank < 2)
    return op.emitOpError("lhs must have rank >= 2");
  if (op.getRhs().getType().getRank() != rank ||
      op.getResult().getType().getRank() != rank)
    return op.emitOpError("lhs, rhs and result must have the same rank");
  if (failed(checkLayout(dims.getInputBatchDimension(),
                         dims.getInputFeatureDimension(),
                         dims.getInputSpatialDimensions(), rank, "input")) ||
      failed(checkLayout(dims.getKernelInputFeatureDimension(),
                         dims.getKernelOutputFeatureDimension(),
                         dims.getKernelSpatialDimensions(), rank, "kernel")) ||
      failed(checkLayout(dims.getOutputBatchDimension(),
                         dims.getOutputFeatureDimension(),
                         dims.getOutputSpatialDimensions(), rank, "output")))
    return failure();
  if (failed(verifyWindowList(op, op.getWindowStrides(), numSpatial,
                              "window_strides")) ||
      failed(verifyWindowList(op, op.getLhsDilation(), numSpatial,
                              "lhs_dilation")) ||
      failed(verifyWindowList(op, op.getRhsDilation(), numSpatial,
                              "rhs_dilation")) ||
      (spatialSizes && !pads.empty() &&
       static_cast<int64_t>(pads.size()) != 2 * numSpatial))
    return failure();
  if (auto reversal = op.getWindowReversal();
      reversal && static_cast<int64_t>(reversal->size()) != numSpatial)
    return op.emitOpError() << "window_reversal has " << reversal->size()
                            << " values, expected " << numSpatial;
  int64_t groups = op.getFeatureGroupCount(),
          batchGroups = op.getBatchGroupCount();
  if (groups < 1 || batchGroups < 1)
    return op.emitOpError(
        "feature_group_count and batch_group_count must be >= 1");
  if (groups > 1 && batchGroups > 1)
    return op.emitOpError(
        "feature_group_count and batch_group_count cannot both exceed 1");
  ArrayRef<int64_t> lhs = op.getLhs().getType().getShape();
  ArrayRef<int64_t> rhs = op.getRhs().getType().getShape();
  int64_t inFeatures = lhs[dims.getInputFeatureDimension()];
  int64_t kernelIn = rhs[dims.getKernelInputFeatureDimension()];
  if (!isDyn(inFeatures) && !isDyn(kernelIn) && inFeatures != kernelIn * groups)
    return op.emitOpError() << "input feature size " << inFeatures
                            << " must be kernel input feature size " << kernelIn
                            << " times feature_group_count " << groups;
  if (ArrayAttr precision = op.getPrecisionConfigAttr();
      precision && precision.size() != 0 && precision.size() != 2)
    return op.emitOpError("precision_config must have 0 or 2 entries");
  // The result's shape follows from the operands (the spec's shape rules):
  // batch / batch_group_count, the kernel's output features, and per
  // spatial dimension the windows that fit in the dilated, padded input.
  int64_t batch = lhs[dims.getInputBatchDimension()];
  int64_t outFeatures = rhs[dims.getKernelOutputFeatureDimension()];
  if (!isDyn(batch) && batch % batchGroups != 0)
    return op.emitOpError()
           << "input batch size " << batch
           << " is not a multiple of batch_group_count " << batchGroups;
  if (!isDyn(outFeatures) &&
      (outFeatures % groups != 0 || outFeatures % batchGroups != 0))
    return op.emitOpError()
           << "kernel output feature size " << outFeatures
           << " is not a multiple of feature_group_count " << groups
           << " and batch_group_count " << batchGroups;
  SmallVector<int64_t> expected(rank, ShapedType::kDynamic);
  expected[dims.getOutputBatchDimension()] =
      isDyn(batch) ? batch : batch / batchGroups;
  expected[dims.getOutputFeatureDimension()] = outFeatures;
  auto at = [](std::optional<ArrayRef<int64_t>> list, int64_t i) -> int64_t {
    return list ? (*list)[i] : 1;
  };
  for (int64_t i = 0; i < numSpatial; ++i) {
    int64_t in = lhs[dims.getInputSpatialDimensions()[i]];
    int64_t window = rhs[dims.getKernelSpatialDimensions()[i]];
    if (!spatialSizes || isDyn(in) || isDyn(window))
      continue;
    expected[dims.getOutputSpatialDimensions()[i]] = windowCount(
        in, pads.empty() ? 0 : pads[2 * i], pads.empty() ? 0 : pads[2 * i + 1],
        at(op.getLhsDilation(), i), window, at(op.getRhsDilation(), i),
        at(op.getWindowStrides(), i));
  }
  return verifyShape(op, op.getResult().getType().getShape(), expected,
                     "result");
}

LogicalResult ConvolutionOp::verify() {
  int64_t numSpatial = getLhs().getType().getRank() - 2;
  if (numSpatial >= 0 && failed(verifyPadding(*this, getPadding(), numSpatial)))
    return failure();
  SmallVector<int64_t> pads;
  if (std::optional<DenseIntElementsAttr> padding = getPadding();
      padding && *padding)
    pads = llvm::to_vector(padding->getValues<int64_t>());
  return verifyConvolution(*this, /*spatialSizes=*/true, pads);
}

LogicalResult DynamicConvOp::verify() {
  // The padding is an operand: [spatial dimensions, 2] (the values are
  // checked at run time), and the result's spatial sizes are not known here.
  int64_t numSpatial = getLhs().getType().getRank() - 2;
  ArrayRef<int64_t> padShape = getPadding().getType().getShape();
  if (numSpatial >= 0 &&
      (padShape.size() != 2 || !sizesMatch(padShape[0], numSpatial) ||
       !sizesMatch(padShape[1], 2)))
    return emitOpError() << "padding must have shape [" << numSpatial
                         << ", 2], got " << shapeString(padShape);
  return verifyConvolution(*this, /*spatialSizes=*/false, {});
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  ArrayRef<int64_t> shape = shapeOf(getInputs().front());
  for (auto [i, v] : llvm::enumerate(getInputs()))
    if (failed(verifyShape(*this, shapeOf(v), shape,
                           ("input " + Twine(i)).str())))
      return failure();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getInputs(), getInitValues())))
    if (getElementTypeOrSelf(std::get<0>(pair).getType()) !=
        getElementTypeOrSelf(std::get<1>(pair).getType()))
      return emitOpError() << "init value " << i
                           << " has another element type than input " << i;
  if (failed(verifyDimList(*this, getDimensions(), shape.size(), "dimension")))
    return failure();
  if (getNumResults() != getInputs().size())
    return emitOpError() << "has " << getNumResults() << " results, expected "
                         << getInputs().size();
  SmallVector<int64_t> expected;
  for (int64_t d = 0, e = shape.size(); d < e; ++d)
    if (!llvm::is_contained(getDimensions(), d))
      expected.push_back(shape[d]);
  for (auto [i, r] : llvm::enumerate(getResults()))
    if (failed(verifyShape(*this, shapeOf(r), expected,
                           ("result " + Twine(i)).str())))
      return failure();
  return verifyReducer(*this, getBody(), getInitValues(), "reducer");
}

LogicalResult ReduceWindowOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  if (failed(verifyWindowList(*this, getWindowDimensions(), rank,
                              "window_dimensions")) ||
      failed(verifyWindowList(*this, getWindowStrides(), rank,
                              "window_strides")) ||
      failed(verifyWindowList(*this, getBaseDilations(), rank,
                              "base_dilations")) ||
      failed(verifyWindowList(*this, getWindowDilations(), rank,
                              "window_dilations")) ||
      failed(verifyPadding(*this, getPadding(), rank)))
    return failure();
  if (getNumResults() != getInputs().size())
    return emitOpError() << "has " << getNumResults() << " results, expected "
                         << getInputs().size();
  // Each result dimension: the windows that fit the dilated, padded input.
  ArrayRef<int64_t> in = shapeOf(getInputs().front());
  SmallVector<int64_t> pads;
  if (std::optional<DenseIntElementsAttr> padding = getPadding();
      padding && *padding)
    pads = llvm::to_vector(padding->getValues<int64_t>());
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    auto at = [&](std::optional<ArrayRef<int64_t>> list) {
      return list ? (*list)[d] : 1;
    };
    expected.push_back(
        isDyn(in[d])
            ? ShapedType::kDynamic
            : windowCount(in[d], pads.empty() ? 0 : pads[2 * d],
                          pads.empty() ? 0 : pads[2 * d + 1],
                          at(getBaseDilations()), at(getWindowDimensions()),
                          at(getWindowDilations()), at(getWindowStrides())));
  }
  for (auto [i, result] : llvm::enumerate(getResults()))
    if (failed(verifyShape(*this, shapeOf(result), expected,
                           ("result " + Twine(i)).str())))
      return failure();
  return verifyReducer(*this, getBody(), getInitValues(), "body");
}

LogicalResult SelectAndScatterOp::verify() {
  int64_t rank = getOperand().getType().getRank();
  if (failed(verifyWindowList(*this, getWindowDimensions(), rank,
                              "window_dimensions")) ||
      failed(verifyWindowList(*this, getWindowStrides(), rank,
                              "window_strides")) ||
      failed(verifyPadding(*this, getPadding(), rank)))
    return failure();
  SmallVector<Type> elem = scalarTypes({getOperand(), getOperand()});
  if (failed(verifyArgs(*this, getSelect(), elem, "select")) ||
      failed(verifyReturn(*this, getSelect(),
                          {RankedTensorType::get({}, IntegerType::get(getContext(), 1))},
                          "select")))
    return failure();
  if (failed(verifyReducer(*this, getScatter(), getInitValue(), "scatter")))
    return failure();
  return verifyShape(*this, getResult().getType().getShape(),
                     getOperand().getType().getShape(), "result");
}

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  int64_t dim = getDimension();
  if (dim < -rank || dim >= rank)
    return emitOpError() << "dimension " << dim << " is out of range [-" << rank
                         << ", " << rank << ")";
  SmallVector<Type> args;
  for (Type t : scalarTypes(getInputs())) {
    args.push_back(t);
    args.push_back(t);
  }
  if (failed(verifyArgs(*this, getComparator(), args, "comparator")))
    return failure();
  return verifyReturn(*this, getComparator(),
                      {RankedTensorType::get({}, IntegerType::get(getContext(), 1))},
                      "comparator");
}

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

LogicalResult GatherOp::verify() {
  GatherDimensionNumbersAttr dims = getDimensionNumbers();
  ArrayRef<int64_t> operand = getOperand().getType().getShape();
  ArrayRef<int64_t> sizes = getSliceSizes();
  int64_t indicesRank = getStartIndices().getType().getRank();
  int64_t ivd = dims.getIndexVectorDim();
  if (ivd < 0 || ivd > indicesRank)
    return emitOpError() << "index_vector_dim " << ivd
                         << " is out of range [0, " << indicesRank << "]";
  if (sizes.size() != operand.size())
    return emitOpError() << "slice_sizes has " << sizes.size()
                         << " entries, expected the operand rank "
                         << operand.size();
  for (auto [d, size] : llvm::enumerate(sizes))
    if (size < 0 || (!isDyn(operand[d]) && size > operand[d]))
      return emitOpError() << "slice size " << size << " of dimension " << d
                           << " does not fit size " << operand[d];
  SmallVector<int64_t> collapsed(dims.getCollapsedSliceDims());
  llvm::append_range(collapsed, dims.getOperandBatchingDims());
  if (failed(verifyDimList(*this, collapsed, operand.size(),
                           "collapsed/batching slice dimension")) ||
      failed(verifyDimList(*this, dims.getStartIndexMap(), operand.size(),
                           "start_index_map entry")))
    return failure();
  for (int64_t d : collapsed)
    if (sizes[d] > 1)
      return emitOpError() << "collapsed dimension " << d
                           << " must have slice size <= 1, got " << sizes[d];
  int64_t resultRank = getResult().getType().getRank();
  if (failed(verifyDimList(*this, dims.getOffsetDims(), resultRank,
                           "offset dimension")))
    return failure();
  int64_t batchRank = indicesRank - (ivd < indicesRank ? 1 : 0);
  int64_t offsetRank = operand.size() - collapsed.size();
  if (static_cast<int64_t>(dims.getOffsetDims().size()) != offsetRank ||
      resultRank != batchRank + offsetRank)
    return emitOpError() << "result rank " << resultRank
                         << " must be the batch rank " << batchRank
                         << " plus the offset rank " << offsetRank
                         << " (offset_dims " << dimsString(dims.getOffsetDims())
                         << ")";
  return success();
}

LogicalResult ScatterOp::verify() {
  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  int64_t indicesRank = getScatterIndices().getType().getRank();
  int64_t ivd = dims.getIndexVectorDim();
  if (ivd < 0 || ivd > indicesRank)
    return emitOpError() << "index_vector_dim " << ivd
                         << " is out of range [0, " << indicesRank << "]";
  SmallVector<int64_t> inserted(dims.getInsertedWindowDims());
  llvm::append_range(inserted, dims.getInputBatchingDims());
  if (failed(verifyDimList(*this, inserted, rank,
                           "inserted/batching window dimension")) ||
      failed(verifyDimList(*this, dims.getScatterDimsToOperandDims(), rank,
                           "scatter_dims_to_operand_dims entry")))
    return failure();
  if (getNumResults() != getInputs().size())
    return emitOpError() << "has " << getNumResults() << " results, expected "
                         << getInputs().size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getInputs(), getResults())))
    if (failed(verifyShape(*this, shapeOf(std::get<1>(pair)),
                           shapeOf(std::get<0>(pair)),
                           ("result " + Twine(i)).str())))
      return failure();
  // Each update is the indices' batch dimensions (in order, around
  // update_window_dims) plus one window dimension per input dimension that is
  // neither inserted nor a batching dimension, no larger than that dimension.
  ArrayRef<int64_t> indices = getScatterIndices().getType().getShape();
  SmallVector<int64_t> batchSizes;
  for (auto [d, size] : llvm::enumerate(indices))
    if (static_cast<int64_t>(d) != ivd)
      batchSizes.push_back(size);
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  SmallVector<int64_t> inputWindowDims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(inserted, d))
      inputWindowDims.push_back(d);
  ArrayRef<int64_t> input = shapeOf(getInputs().front());
  for (Value update : getUpdates()) {
    int64_t updateRank = rankOf(update);
    if (failed(verifyDimList(*this, windowDims, updateRank,
                             "update window dimension")))
      return failure();
    if (windowDims.size() != inputWindowDims.size() ||
        updateRank !=
            static_cast<int64_t>(batchSizes.size() + windowDims.size()))
      return emitOpError() << "update rank " << updateRank
                           << " must be the indices' batch "
                           << "rank " << batchSizes.size()
                           << " plus the window rank " << inputWindowDims.size()
                           << " (update_window_dims " << dimsString(windowDims)
                           << ")";
    ArrayRef<int64_t> shape = shapeOf(update);
    size_t batch = 0, window = 0;
    for (int64_t d = 0; d < updateRank; ++d) {
      if (llvm::is_contained(windowDims, d)) {
        int64_t limit = input[inputWindowDims[window++]];
        if (!isDyn(shape[d]) && !isDyn(limit) && shape[d] > limit)
          return emitOpError() << "update window dimension " << d << " (size "
                               << shape[d] << ") is larger than input "
                               << "dimension " << inputWindowDims[window - 1]
                               << " (size " << limit << ")";
      } else if (!sizesMatch(shape[d], batchSizes[batch++])) {
        return emitOpError()
               << "update dimension " << d << " has size " << shape[d]
               << ", expected the indices' batch size " << batchSizes[batch - 1]
               << " (indices " << shapeString(indices)
               << " without index_vector_dim " << ivd << ")";
      }
    }
  }
  // The update computation combines 0-d tensors of the inputs' element
  // types: the current values, then the updates.
  SmallVector<Type> types = scalarTypes(getInputs());
  SmallVector<Type> args(types);
  llvm::append_range(args, types);
  if (failed(verifyArgs(*this, getUpdateComputation(), args,
                        "update_computation")))
    return failure();
  return verifyReturn(*this, getUpdateComputation(), types,
                      "update_computation");
}

//===----------------------------------------------------------------------===//
// Control flow and the rest
//===----------------------------------------------------------------------===//

LogicalResult WhileOp::verify() {
  TypeRange types = getOperand().getTypes();
  if (TypeRange(getResultTypes()) != types)
    return emitOpError("result types must be the operand types");
  Type pred = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (failed(verifyArgs(*this, getCond(), types, "cond")) ||
      failed(verifyReturn(*this, getCond(), {pred}, "cond")) ||
      failed(verifyArgs(*this, getBody(), types, "body")) ||
      failed(verifyReturn(*this, getBody(), types, "body")))
    return failure();
  return success();
}

LogicalResult IfOp::verify() {
  for (auto [region, name] : {std::pair<Region *, StringRef>{&getTrueBranch(), "true_branch"},
                              std::pair<Region *, StringRef>{&getFalseBranch(), "false_branch"}})
    if (failed(verifyArgs(*this, *region, {}, name)) ||
        failed(verifyReturn(*this, *region, getResultTypes(), name)))
      return failure();
  return success();
}

LogicalResult CaseOp::verify() {
  if (getBranches().empty())
    return emitOpError("needs at least one branch");
  for (auto [i, region] : llvm::enumerate(getBranches())) {
    std::string name = "branch " + std::to_string(i);
    if (failed(verifyArgs(*this, region, {}, name)) ||
        failed(verifyReturn(*this, region, getResultTypes(), name)))
      return failure();
  }
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError("result types must be the operand types");
  return success();
}

LogicalResult TupleOp::verify() {
  if (TypeRange(getResult().getType().getTypes()) != getVal().getTypes())
    return emitOpError() << "result type " << getResult().getType()
                         << " does not hold the operand types";
  return success();
}

LogicalResult GetTupleElementOp::verify() {
  auto tuple = cast<TupleType>(getOperand().getType());
  int64_t index = getIndex();
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOpError() << "index " << index << " is out of range [0, "
                         << tuple.size() << ")";
  if (tuple.getType(index) != getResult().getType())
    return emitOpError() << "result type " << getResult().getType()
                         << " is not the element type " << tuple.getType(index);
  return success();
}

LogicalResult RngBitGeneratorOp::verify() {
  if (getOutputState().getType() != getInitialState().getType())
    return emitOpError("output_state must have the type of initial_state");
  return success();
}

LogicalResult MapOp::verify() {
  if (getInputs().empty())
    return emitOpError("needs at least one input");
  int64_t rank = rankOf(getInputs().front());
  ArrayRef<int64_t> dims = getDimensions();
  for (auto [i, d] : llvm::enumerate(dims))
    if (d != static_cast<int64_t>(i) || static_cast<int64_t>(dims.size()) != rank)
      return emitOpError("dimensions must be [0, 1, ..., rank - 1]");
  SmallVector<Type> args = scalarTypes(getInputs());
  if (failed(verifyArgs(*this, getComputation(), args, "computation")))
    return failure();
  return verifyReturn(*this, getComputation(), scalarTypes(getResult()),
                      "computation");
}

//===----------------------------------------------------------------------===//
// constant: `stablehlo.constant dense<1.0> : tensor<f32>`
//===----------------------------------------------------------------------===//

LogicalResult ConstantOp::verify() {
  Type vt = getValue().getType(), ot = getOutput().getType();
  if (vt == ot)
    return success();
  auto v = dyn_cast<RankedTensorType>(vt);
  auto o = dyn_cast<RankedTensorType>(ot);
  auto q = o ? dyn_cast<quant::QuantizedType>(o.getElementType()) : nullptr;
  if (!v || !q || v.getShape() != o.getShape() ||
      !v.getElementType().isInteger(q.getStorageTypeIntegralWidth()))
    return emitOpError() << "value of type " << vt
                         << " must have the result's type " << ot
                         << " (or be its quantized storage)";
  return success();
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  // The quantized form: () {value = ...} : () -> type.
  if (succeeded(parser.parseOptionalLParen())) {
    FunctionType ft;
    if (parser.parseRParen() ||
        parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColonType(ft))
      return failure();
    auto value = result.attributes.get("value");
    auto elements = dyn_cast_or_null<ElementsAttr>(value);
    if (!elements || ft.getNumInputs() != 0 || ft.getNumResults() != 1)
      return parser.emitError(parser.getCurrentLocation())
             << "expected {value = <tensor constant>} : () -> type";
    result.attributes.erase("value");
    result.getOrAddProperties<Properties>().value = elements;
    result.addTypes(ft.getResult(0));
    return success();
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc) << "expected a tensor constant, got " << value;
  result.getOrAddProperties<Properties>().value = elements;
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &printer) {
  if (getValue().getType() != getOutput().getType()) {
    printer << "()";
    printer.printOptionalAttrDict((*this)->getAttrs());
    printer << " : () -> " << getOutput().getType();
    return;
  }
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << ' ' << getValue();
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//
//
//   stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]
//       : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
//   stablehlo.reduce(%x init: %c), (%y init: %d) across dimensions = [1]
//       : (...) -> (...)
//    reducer(%a0: tensor<f32>, %b0: tensor<f32>) (%a1: ..., %b1: ...) { ... }
//
// Block arguments are the accumulators, then the elements; the reducer lists
// them in pairs (accumulator i, element i).

/// The op a compact `applies` body uses, or null if the body is not one
/// argument-less binary op of both block arguments in order.
static Operation *getCompactReducer(ReduceOp op) {
  if (op.getInputs().size() != 1)
    return nullptr;
  Block &block = op.getBody().front();
  if (block.getNumArguments() != 2 || !llvm::hasNItems(block, 2))
    return nullptr;
  Operation &inner = block.front();
  auto ret = dyn_cast<ReturnOp>(block.back());
  Type init = op.getInitValues().front().getType();
  if (!ret || inner.getDialect() != op->getDialect() ||
      inner.getNumOperands() != 2 || inner.getNumResults() != 1 ||
      inner.getNumRegions() != 0 || inner.getOperand(0) != block.getArgument(0) ||
      inner.getOperand(1) != block.getArgument(1) ||
      !inner.getAttrDictionary().empty() ||
      inner.getPropertiesStorageSize() != 0 ||
      inner.getResult(0).getType() != init ||
      block.getArgument(0).getType() != init ||
      block.getArgument(1).getType() != init ||
      ret->getNumOperands() != 1 || ret->getOperand(0) != inner.getResult(0) ||
      !ret->getAttrDictionary().empty())
    return nullptr;
  return &inner;
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  do {
    if (parser.parseLParen() || parser.parseOperand(inputs.emplace_back()) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(inits.emplace_back()) || parser.parseRParen())
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  size_t n = inputs.size();

  std::optional<OperationName> applied;
  SMLoc appliedLoc;
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    appliedLoc = parser.getCurrentLocation();
    StringRef name;
    if (parser.parseKeyword(&name))
      return failure();
    std::optional<RegisteredOperationName> registered =
        RegisteredOperationName::lookup(name, parser.getContext());
    if (!registered)
      return parser.emitError(appliedLoc) << "unknown reducer op '" << name
                                          << "'";
    if (n != 1)
      return parser.emitError(appliedLoc)
             << "'applies' needs exactly one input; write the reducer region";
    applied = *registered;
  }

  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual())
    return failure();
  auto dims = dyn_cast_or_null<DenseI64ArrayAttr>(
      DenseI64ArrayAttr::parse(parser, Type()));
  if (!dims)
    return failure();
  result.getOrAddProperties<Properties>().dimensions = dims;

  FunctionType fnType;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(fnType))
    return failure();
  if (fnType.getNumInputs() != 2 * n)
    return parser.emitError(loc) << "expected " << 2 * n
                                 << " input types (inputs, then init values)";
  if (parser.resolveOperands(inputs, fnType.getInputs().take_front(n), loc,
                             result.operands) ||
      parser.resolveOperands(inits, fnType.getInputs().drop_front(n), loc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());

  Region *body = result.addRegion();
  if (applied) {
    Type init = fnType.getInput(1);
    Block *block = new Block();
    body->push_back(block);
    Location innerLoc = parser.getEncodedSourceLoc(appliedLoc);
    block->addArguments({init, init}, {innerLoc, innerLoc});
    // The region has no parent op yet: the builder takes the context itself.
    OpBuilder builder(parser.getContext());
    builder.setInsertionPointToEnd(block);
    OperationState state(innerLoc, *applied);
    state.addOperands(block->getArguments());
    state.addTypes(init);
    Operation *inner = builder.create(state);
    ReturnOp::create(builder, innerLoc, inner->getResults());
    return success();
  }

  SmallVector<OpAsmParser::Argument> accumulators(n), elements(n);
  if (parser.parseKeyword("reducer"))
    return failure();
  for (size_t i = 0; i < n; ++i)
    if (parser.parseLParen() ||
        parser.parseArgument(accumulators[i], /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(elements[i], /*allowType=*/true) ||
        parser.parseRParen())
      return failure();
  SmallVector<OpAsmParser::Argument> args(accumulators);
  llvm::append_range(args, elements);
  return parser.parseRegion(*body, args);
}

void ReduceOp::print(OpAsmPrinter &printer) {
  size_t n = getInputs().size();
  for (size_t i = 0; i < n; ++i) {
    if (i)
      printer << ", ";
    printer << '(' << getInputs()[i] << " init: " << getInitValues()[i] << ')';
  }
  Operation *compact = getCompactReducer(*this);
  if (compact)
    printer << " applies " << compact->getName().getStringRef();
  printer << " across dimensions = ";
  printDimList(printer, getDimensions());
  printer.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  printer << " : ";
  printer.printFunctionalType(*this);
  if (compact)
    return;
  Block &block = getBody().front();
  printer.printNewline();
  printer << " reducer";
  for (size_t i = 0; i < n && 2 * n == block.getNumArguments(); ++i) {
    printer << (i ? " (" : "(");
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(n + i));
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// while
//===----------------------------------------------------------------------===//
//
//   stablehlo.while(%iterArg = %a, %iterArg_0 = %b) : tensor<i32>, tensor<4xf32>
//    cond { ... } do { ... }

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    if (parser.parseCommaSeparatedList([&] {
          return failure(parser.parseArgument(args.emplace_back()) ||
                         parser.parseEqual() ||
                         parser.parseOperand(operands.emplace_back()));
        }) ||
        parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (parser.parseColon())
    return failure();
  if (!args.empty() && parser.parseTypeList(types))
    return failure();
  if (types.size() != args.size())
    return parser.emitError(loc) << "expected " << args.size()
                                 << " types for the loop-carried values";
  for (auto [arg, type] : llvm::zip(args, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, args) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, args))
    return failure();
  return success();
}

void WhileOp::print(OpAsmPrinter &printer) {
  Block &cond = getCond().front();
  printer << '(';
  for (auto [i, operand] : llvm::enumerate(getOperand())) {
    if (i)
      printer << ", ";
    if (i < cond.getNumArguments())
      printer << cond.getArgument(i) << " = ";
    printer << operand;
  }
  printer << ") : ";
  llvm::interleaveComma(getOperand().getTypes(), printer);
  printer.printOptionalAttrDict((*this)->getAttrs());
  printer.printNewline();
  printer << " cond ";
  printer.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}
