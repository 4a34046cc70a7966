//===- ShapeToLinalg.cpp - data movement and shape ops to tensor/linalg ---===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Data movement becomes all-parallel linalg.generic ops over the result that
// compute, per element, where to read (linalg.index, index arithmetic and
// tensor.extract), so that the kernels tile like any other. Joins and cuts
// use tensor.insert_slice / extract_slice. The sequential ops (cumsum, top_k,
// scatter) are scf.for nests that build their result with tensor.insert.
//
//===----------------------------------------------------------------------===//

#include "mlc/Conversion/GraphToTile/GraphToTile.h"

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

#include <functional>
#include <type_traits>

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

namespace {

using B = OpBuilder;
using L = Location;

//===----------------------------------------------------------------------===//
// Index arithmetic
//===----------------------------------------------------------------------===//

Value cidx(B &b, L l, int64_t v) {
  return arith::ConstantIndexOp::create(b, l, v);
}
Value add(B &b, L l, Value x, Value y) {
  return arith::AddIOp::create(b, l, x, y);
}
Value sub(B &b, L l, Value x, Value y) {
  return arith::SubIOp::create(b, l, x, y);
}
Value mul(B &b, L l, Value x, Value y) {
  return arith::MulIOp::create(b, l, x, y);
}
Value smin(B &b, L l, Value x, Value y) {
  return arith::MinSIOp::create(b, l, x, y);
}
Value smax(B &b, L l, Value x, Value y) {
  return arith::MaxSIOp::create(b, l, x, y);
}
Value cmp(B &b, L l, arith::CmpIPredicate p, Value x, Value y) {
  return arith::CmpIOp::create(b, l, p, x, y);
}
Value select(B &b, L l, Value c, Value x, Value y) {
  return arith::SelectOp::create(b, l, c, x, y);
}
Value clamp(B &b, L l, Value x, Value lo, Value hi) {
  return smax(b, l, lo, smin(b, l, x, hi));
}

/// Normalizes an i32/i64 index scalar against `dim`: negative indices count
/// from the back; the result is clamped into [0, dim-1] so that out-of-range
/// indices (undefined behaviour) do not read out of bounds.
Value normalizeIndex(B &b, L l, Value index, Value dim) {
  Value i = arith::IndexCastOp::create(b, l, b.getIndexType(), index);
  Value zero = cidx(b, l, 0);
  Value neg = cmp(b, l, arith::CmpIPredicate::slt, i, zero);
  i = select(b, l, neg, add(b, l, i, dim), i);
  return clamp(b, l, i, zero, sub(b, l, dim, cidx(b, l, 1)));
}

/// Sizes of `v` as index values.
SmallVector<Value> dimsOf(B &b, L l, Value v) {
  SmallVector<Value> dims;
  for (int64_t i = 0, e = cast<RankedTensorType>(v.getType()).getRank(); i < e;
       ++i)
    dims.push_back(dimIndex(b, l, v, i));
  return dims;
}

/// The dynamic entries of `dims` for a tensor.empty of `type`.
SmallVector<Value> dynamicOf(RankedTensorType type, ArrayRef<Value> dims) {
  SmallVector<Value> dyn;
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i))
      dyn.push_back(dims[i]);
  return dyn;
}

Value extract(B &b, L l, Value t, ValueRange indices) {
  return tensor::ExtractOp::create(b, l, t, indices);
}

int64_t normAxis(int64_t axis, int64_t rank) {
  return axis < 0 ? axis + rank : axis;
}

/// Comparison of two scalars of graph element type `t` (signedness from it).
Value greater(B &b, L l, Type t, Value x, Value y) {
  if (isa<FloatType>(t))
    return arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, x, y);
  return cmp(b, l,
             isUnsignedInt(t) ? arith::CmpIPredicate::ugt
                              : arith::CmpIPredicate::sgt,
             x, y);
}
Value equal(B &b, L l, Type t, Value x, Value y) {
  if (isa<FloatType>(t))
    return arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, x, y);
  return cmp(b, l, arith::CmpIPredicate::eq, x, y);
}

/// A reshape of contiguous data as views (bufferization copies only an
/// operand that is not contiguous), or null: row-major order is what a
/// reshape keeps. With at most one dynamic result size, the operand
/// flattened and expanded to `outDims`. With more (upstream's
/// expand-strided-metadata cannot expand one dimension into several dynamic
/// ones), only an aligned reshape (`aligned`: a graph.reshape without a
/// shape operand, whose k-th dynamic size is the operand's): each group of
/// one dynamic dimension with the static ones before it (the last also
/// with those after it) collapses to one dimension and expands again.
Value reshapeView(B &b, L l, Value input, RankedTensorType resultType,
                  ArrayRef<Value> outDims, bool aligned) {
  auto inType = cast<RankedTensorType>(input.getType());
  if (inType.getRank() == 0 || resultType.getRank() == 0)
    return {};
  auto mixed = [&](RankedTensorType t, ArrayRef<Value> dims) {
    SmallVector<OpFoldResult> sizes;
    for (int64_t i = 0; i < t.getRank(); ++i)
      sizes.push_back(t.isDynamicDim(i) ? OpFoldResult(dims[i])
                                        : OpFoldResult(b.getIndexAttr(
                                              t.getDimSize(i))));
    return sizes;
  };
  auto allOf = [](int64_t rank) {
    ReassociationIndices all;
    for (int64_t i = 0; i < rank; ++i)
      all.push_back(i);
    return SmallVector<ReassociationIndices>{all};
  };
  if (resultType.getNumDynamicDims() <= 1) {
    Value flat = input;
    if (inType.getRank() > 1)
      flat = tensor::CollapseShapeOp::create(b, l, input,
                                             allOf(inType.getRank()));
    auto flatType = cast<RankedTensorType>(flat.getType());
    if (flatType == resultType)
      return flat;
    // tensor.expand_shape wants the flat size static exactly when the
    // result's sizes all are.
    if (flatType.hasStaticShape() != resultType.hasStaticShape())
      flat = tensor::CastOp::create(
          b, l,
          RankedTensorType::get({resultType.hasStaticShape()
                                     ? resultType.getNumElements()
                                     : ShapedType::kDynamic},
                                flatType.getElementType()),
          flat);
    if (cast<RankedTensorType>(flat.getType()) == resultType)
      return flat;
    return tensor::ExpandShapeOp::create(b, l, resultType, flat,
                                         allOf(resultType.getRank()),
                                         mixed(resultType, outDims));
  }
  if (!aligned || !ReshapeOp::isAlignedReshape(inType, resultType))
    return {};
  auto groups = [](RankedTensorType t) {
    SmallVector<ReassociationIndices> re;
    ReassociationIndices current;
    for (int64_t i = 0; i < t.getRank(); ++i) {
      current.push_back(i);
      if (t.isDynamicDim(i)) {
        re.push_back(current);
        current.clear();
      }
    }
    re.back().append(current.begin(), current.end());
    return re;
  };
  SmallVector<int64_t> middleShape(resultType.getNumDynamicDims(),
                                   ShapedType::kDynamic);
  auto middleType =
      RankedTensorType::get(middleShape, resultType.getElementType());
  Value middle = input;
  if (inType != middleType)
    middle = tensor::CollapseShapeOp::create(b, l, middleType, input,
                                             groups(inType));
  if (middleType == resultType)
    return middle;
  return tensor::ExpandShapeOp::create(b, l, resultType, middle,
                                       groups(resultType),
                                       mixed(resultType, outDims));
}

//===----------------------------------------------------------------------===//
// Reshape, transpose, broadcast_to, tile
//===----------------------------------------------------------------------===//

/// graph.append_in_place on the host level: the result is the cache's own
/// buffer seen with `rows` more rows (the caller gave the room; the runtime
/// checks it), and the rows are copied right after the cache's (one memcpy:
/// every dimension before the axis is 1, checked here where dynamic). The
/// buffer views are taken with to_buffer/to_tensor: bufferization never
/// sees a tensor written, the bytes written lie past the cache's extent.
struct AppendInPlaceLowering : OpConversionPattern<AppendInPlaceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(AppendInPlaceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    Value cache = adaptor.getCache(), rows = adaptor.getRows();
    auto cacheType = cast<RankedTensorType>(cache.getType());
    auto rowsType = cast<RankedTensorType>(rows.getType());
    auto resultType = signlessTensor(op.getType());
    int64_t rank = cacheType.getRank(), axis = op.getAxis();
    Type elem = cacheType.getElementType();
    if (rowsType.isDynamicDim(axis))
      return op.emitError("append_in_place: the rows appended must be a "
                          "static count");
    for (int64_t d = 0; d < axis; ++d)
      if (cacheType.isDynamicDim(d) || rowsType.isDynamicDim(d)) {
        Value one = cidx(rewriter, loc, 1);
        for (Value v : {cache, rows}) {
          if (!cast<RankedTensorType>(v.getType()).isDynamicDim(d))
            continue;
          Value ok = cmp(rewriter, loc, arith::CmpIPredicate::eq,
                         tensor::DimOp::create(rewriter, loc, v, d), one);
          std::string msg;
          llvm::raw_string_ostream os(msg);
          os << "KV cache kept in place at " << loc << ": dimension " << d
             << " is not 1 (a cache in place needs batch 1)";
          cf::AssertOp::create(rewriter, loc, ok, msg);
        }
      }
    // Buffers with the leading dims as the 1s they are.
    auto leadingOnes = [&](ArrayRef<int64_t> shape) {
      SmallVector<int64_t> s(shape);
      for (int64_t d = 0; d < axis; ++d)
        s[d] = 1;
      return s;
    };
    // Read-only for bufferization (no tensor is written: the bytes written
    // lie past the cache's extent), so the model input is not copied.
    Value cacheBuf = bufferization::ToBufferOp::create(
        rewriter, loc, MemRefType::get(cacheType.getShape(), elem), cache,
        /*read_only=*/true);
    Value rowsBuf = bufferization::ToBufferOp::create(
        rewriter, loc, MemRefType::get(rowsType.getShape(), elem), rows,
        /*read_only=*/true);
    rowsBuf = memref::CastOp::create(
        rewriter, loc,
        MemRefType::get(leadingOnes(rowsType.getShape()), elem), rowsBuf);
    Value length = memref::DimOp::create(rewriter, loc, cacheBuf, axis);
    int64_t added = rowsType.getDimSize(axis);
    // The cache's buffer with `added` more rows: row-major strides.
    SmallVector<int64_t> extShape = leadingOnes(cacheType.getShape());
    extShape[axis] = ShapedType::kDynamic;
    SmallVector<OpFoldResult> sizes(rank), strides(rank);
    for (int64_t d = 0; d < rank; ++d)
      sizes[d] = d < axis ? OpFoldResult(rewriter.getIndexAttr(1))
                 : d == axis
                     ? OpFoldResult(add(rewriter, loc, length,
                                        cidx(rewriter, loc, added)))
                 : cacheType.isDynamicDim(d)
                     ? OpFoldResult(
                           memref::DimOp::create(rewriter, loc, cacheBuf, d)
                               .getResult())
                     : OpFoldResult(rewriter.getIndexAttr(
                           cacheType.getDimSize(d)));
    OpFoldResult stride = rewriter.getIndexAttr(1);
    for (int64_t d = rank - 1; d >= 0; --d) {
      strides[d] = stride;
      std::optional<int64_t> s = getConstantIntValue(stride),
                             n = getConstantIntValue(sizes[d]);
      if (s && n)
        stride = rewriter.getIndexAttr(*s * *n);
      else
        stride = mul(rewriter, loc,
                     getValueOrCreateConstantIndexOp(rewriter, loc, stride),
                     getValueOrCreateConstantIndexOp(rewriter, loc, sizes[d]));
    }
    auto extType = MemRefType::get(extShape, elem);
    Value ext = memref::ReinterpretCastOp::create(
        rewriter, loc, extType, cacheBuf, rewriter.getIndexAttr(0), sizes,
        strides);
    // The new rows right after the cache's.
    SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0)),
        rowSizes(rank), unit(rank, rewriter.getIndexAttr(1));
    offsets[axis] = length;
    for (int64_t d = 0; d < rank; ++d)
      rowSizes[d] = d < axis ? OpFoldResult(rewriter.getIndexAttr(1))
                    : rowsType.isDynamicDim(d)
                        ? OpFoldResult(
                              memref::DimOp::create(rewriter, loc, rowsBuf, d)
                                  .getResult())
                        : OpFoldResult(
                              rewriter.getIndexAttr(rowsType.getDimSize(d)));
    Value dest = memref::SubViewOp::create(rewriter, loc, ext, offsets,
                                           rowSizes, unit);
    memref::CopyOp::create(rewriter, loc, rowsBuf, dest);
    Value result = bufferization::ToTensorOp::create(
        rewriter, loc, RankedTensorType::get(extShape, elem), ext,
        /*restrict=*/true, /*writable=*/false);
    if (result.getType() != resultType)
      result = tensor::CastOp::create(rewriter, loc, resultType, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct ReshapeLowering : OpConversionPattern<ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    auto inType = cast<RankedTensorType>(input.getType());
    // Static reshapes that only split or merge dimensions are views.
    if (inType.hasStaticShape() && resultType.hasStaticShape() &&
        inType.getRank() != resultType.getRank()) {
      bool collapse = inType.getRank() > resultType.getRank();
      if (std::optional<SmallVector<ReassociationIndices>> re =
              collapse
                  ? getReassociationIndicesForReshape(inType, resultType)
                  : getReassociationIndicesForReshape(resultType, inType)) {
        if (collapse)
          rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, resultType,
                                                               input, *re);
        else
          rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, resultType,
                                                             input, *re);
        return success();
      }
    }
    SmallVector<Value> inDims = dimsOf(rewriter, loc, input);
    SmallVector<Value> dyn;
    auto numElements = [&]() {
      Value count = cidx(rewriter, loc, 1);
      for (Value d : inDims)
        count = mul(rewriter, loc, count, d);
      return count;
    };
    if (Value shape = adaptor.getShape()) {
      // Every entry is a size, except that one may be -1: the operand's
      // element count divided by the product of the others.
      SmallVector<Value> entries;
      Value known = cidx(rewriter, loc, 1);
      Value minusOne = cidx(rewriter, loc, -1);
      for (int64_t i = 0; i < resultType.getRank(); ++i) {
        Value s = extract(rewriter, loc, shape, cidx(rewriter, loc, i));
        s = arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                       s);
        entries.push_back(s);
        Value isInferred =
            cmp(rewriter, loc, arith::CmpIPredicate::eq, s, minusOne);
        known = mul(rewriter, loc, known,
                    select(rewriter, loc, isInferred, cidx(rewriter, loc, 1),
                           s));
      }
      Value inferred = arith::DivUIOp::create(
          rewriter, loc, numElements(),
          arith::MaxUIOp::create(rewriter, loc, known,
                                 cidx(rewriter, loc, 1)));
      for (int64_t i = 0; i < resultType.getRank(); ++i) {
        if (!resultType.isDynamicDim(i))
          continue;
        Value isInferred = cmp(rewriter, loc, arith::CmpIPredicate::eq,
                               entries[i], minusOne);
        dyn.push_back(select(rewriter, loc, isInferred, inferred, entries[i]));
      }
    } else if (resultType.getNumDynamicDims() > 1) {
      // Only inserts or removes unit dimensions (checked by the verifier):
      // the dynamic sizes are the operand's, in order.
      for (int64_t i = 0; i < inType.getRank(); ++i)
        if (inType.isDynamicDim(i))
          dyn.push_back(inDims[i]);
    } else if (resultType.getNumDynamicDims() == 1) {
      // The dynamic size is numel(input) / product(static result sizes).
      Value count = numElements();
      int64_t known = 1;
      for (int64_t d : resultType.getShape())
        if (!ShapedType::isDynamic(d))
          known *= d;
      dyn.push_back(arith::DivUIOp::create(
          rewriter, loc, count,
          cidx(rewriter, loc, std::max<int64_t>(known, 1))));
    }
    SmallVector<Value> outDims;
    for (int64_t i = 0, j = 0; i < resultType.getRank(); ++i)
      outDims.push_back(resultType.isDynamicDim(i)
                            ? dyn[j++]
                            : cidx(rewriter, loc, resultType.getDimSize(i)));
    if (Value view = reshapeView(rewriter, loc, input, resultType, outDims,
                                     /*aligned=*/!adaptor.getShape())) {
      rewriter.replaceOp(op, view);
      return success();
    }
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          // Row-major linear position in the result, then the operand's
          // multi-index at that position.
          Value linear = cidx(b, l, 0);
          for (auto [iv, d] : llvm::zip(ivs, outDims))
            linear = add(b, l, mul(b, l, linear, d), iv);
          SmallVector<Value> src(inDims.size());
          for (int64_t k = static_cast<int64_t>(inDims.size()) - 1; k >= 0;
               --k) {
            src[k] = arith::RemUIOp::create(b, l, linear, inDims[k]);
            if (k)
              linear = arith::DivUIOp::create(b, l, linear, inDims[k]);
          }
          return extract(b, l, input, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// shape_of: a generic over the result whose entry `d` selects size `d` of
/// the operand (read with tensor.dim where dynamic).
struct ShapeOfLowering : OpConversionPattern<ShapeOfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ShapeOfOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    SmallVector<Value> dims = dimsOf(rewriter, loc, adaptor.getInput());
    Value result = buildIndexedGeneric(
        rewriter, loc, signlessTensor(op.getType()), {}, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          Value size = cidx(b, l, 0);
          for (auto [d, dim] : llvm::enumerate(dims))
            size = select(b, l,
                          cmp(b, l, arith::CmpIPredicate::eq, ivs[0],
                              cidx(b, l, d)),
                          dim, size);
          return arith::IndexCastOp::create(b, l, b.getI64Type(), size)
              .getResult();
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct TransposeLowering : OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    ArrayRef<int64_t> perm = op.getPerm();
    int64_t rank = resultType.getRank();
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < rank; ++i)
      if (resultType.isDynamicDim(i))
        dyn.push_back(dimIndex(rewriter, loc, input, perm[i]));
    // Operand dim perm[k] is loop k.
    SmallVector<AffineExpr> exprs(rank);
    for (int64_t k = 0; k < rank; ++k)
      exprs[perm[k]] = getAffineDimExpr(k, getContext());
    AffineMap map = AffineMap::get(rank, 0, exprs, getContext());
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, input, map,
        [](B &, L, ValueRange, ValueRange args) { return args[0]; });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct BroadcastToLowering : OpConversionPattern<BroadcastToOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BroadcastToOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    auto inType = cast<RankedTensorType>(input.getType());
    int64_t rank = resultType.getRank();
    int64_t offset = rank - inType.getRank();
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < rank; ++i) {
      if (!resultType.isDynamicDim(i))
        continue;
      if (Value shape = adaptor.getShape()) {
        Value s = extract(rewriter, loc, shape, cidx(rewriter, loc, i));
        dyn.push_back(arith::IndexCastOp::create(rewriter, loc,
                                                 rewriter.getIndexType(), s));
      } else {
        dyn.push_back(dimIndex(rewriter, loc, input, i - offset));
      }
    }
    AffineMap map = broadcastMap(getContext(), rank, inType.getShape(),
                                 resultType.getShape());
    if (inType.hasStaticShape()) {
      Value result = buildIndexedGeneric(
          rewriter, loc, resultType, dyn, input, map,
          [](B &, L, ValueRange, ValueRange args) { return args[0]; });
      rewriter.replaceOp(op, result);
      return success();
    }
    // A dynamic operand size is the result's or 1 (stretched), checked at
    // run time; the operand is read with a run-time stride of 0 or 1.
    SmallVector<Value> strides(inType.getRank());
    for (int64_t j = 0; j < inType.getRank(); ++j) {
      int64_t i = j + offset;
      if (!inType.isDynamicDim(j))
        continue;
      Value size = resultType.isDynamicDim(i)
                       ? dyn[std::count_if(resultType.getShape().begin(),
                                           resultType.getShape().begin() + i,
                                           ShapedType::isDynamic)]
                       : cidx(rewriter, loc, resultType.getDimSize(i));
      Value d = tensor::DimOp::create(rewriter, loc, input, j);
      assertBroadcastable(rewriter, loc, size, d, "graph.broadcast_to");
      strides[j] = select(rewriter, loc,
                          cmp(rewriter, loc, arith::CmpIPredicate::eq, d,
                              cidx(rewriter, loc, 1)),
                          cidx(rewriter, loc, 0), cidx(rewriter, loc, 1));
    }
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          SmallVector<Value> idx;
          for (int64_t j = 0; j < inType.getRank(); ++j) {
            Value iv = ivs[j + offset];
            if (strides[j])
              idx.push_back(mul(b, l, iv, strides[j]));
            else if (inType.getDimSize(j) == 1 &&
                     resultType.getDimSize(j + offset) != 1)
              idx.push_back(cidx(b, l, 0));
            else
              idx.push_back(iv);
          }
          return extract(b, l, input, idx);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct TileLowering : OpConversionPattern<TileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TileOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    SmallVector<Value> inDims = dimsOf(rewriter, loc, input);
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < resultType.getRank(); ++i)
      if (resultType.isDynamicDim(i))
        dyn.push_back(mul(rewriter, loc, inDims[i],
                          cidx(rewriter, loc, op.getRepeats()[i])));
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          SmallVector<Value> src;
          for (auto [iv, d] : llvm::zip(ivs, inDims))
            src.push_back(arith::RemUIOp::create(b, l, iv, d));
          return extract(b, l, input, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Concat, split, slice, pad
//===----------------------------------------------------------------------===//

/// One linalg.generic over the result: each element reads the operand whose
/// range along `axis` holds it (an scf.if chain, so nothing is read out of
/// bounds), so that concat kernels tile like any other.
struct ConcatLowering : OpConversionPattern<ConcatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    int64_t rank = resultType.getRank();
    int64_t axis = normAxis(op.getAxis(), rank);
    ValueRange inputs = adaptor.getInputs();
    SmallVector<Value> dims = dimsOf(rewriter, loc, inputs.front());
    // offsets[k]: where operand k starts along the axis.
    SmallVector<Value> offsets;
    Value total = cidx(rewriter, loc, 0);
    for (Value in : inputs) {
      offsets.push_back(total);
      total = add(rewriter, loc, total, dimIndex(rewriter, loc, in, axis));
    }
    dims[axis] = total;
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dynamicOf(resultType, dims), {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          std::function<Value(B &, L, size_t)> pick = [&](B &pb, L pl,
                                                          size_t k) -> Value {
            SmallVector<Value> at(ivs);
            at[axis] = sub(pb, pl, ivs[axis], offsets[k]);
            if (k + 1 == inputs.size())
              return extract(pb, pl, inputs[k], at);
            Value here = cmp(pb, pl, arith::CmpIPredicate::ult, ivs[axis],
                             offsets[k + 1]);
            auto ifOp = scf::IfOp::create(
                pb, pl, here,
                [&](B &tb, L tl) {
                  scf::YieldOp::create(tb, tl, extract(tb, tl, inputs[k], at));
                },
                [&](B &eb, L el) {
                  scf::YieldOp::create(eb, el, pick(eb, el, k + 1));
                });
            return ifOp.getResult(0);
          };
          return pick(b, l, 0);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct SplitLowering : OpConversionPattern<SplitOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    Value input = adaptor.getInput();
    auto inType = cast<RankedTensorType>(input.getType());
    int64_t rank = inType.getRank();
    int64_t axis = normAxis(op.getAxis(), rank);
    bool yieldsResults = llvm::any_of(op->getUsers(), [](Operation *user) {
      return user->hasTrait<OpTrait::IsTerminator>();
    });
    SmallVector<Value> results;
    int64_t offset = 0;
    SmallVector<OpFoldResult> strides(rank, rewriter.getIndexAttr(1));
    for (auto [size, type] : llvm::zip(op.getSizes(), op.getResultTypes())) {
      auto resultType = signlessTensor(cast<RankedTensorType>(type));
      if (llvm::is_contained(resultType.getShape(), 0)) {
        // An empty piece reads nothing (and a slice of an empty dimension
        // would not verify).
        SmallVector<Value> dims = dimsOf(rewriter, loc, input);
        dims[axis] = cidx(rewriter, loc, size);
        results.push_back(tensor::EmptyOp::create(
            rewriter, loc, resultType.getShape(), resultType.getElementType(),
            dynamicOf(resultType, dims)));
        offset += size;
        continue;
      }
      SmallVector<OpFoldResult> offsets(rank, rewriter.getIndexAttr(0));
      offsets[axis] = rewriter.getIndexAttr(offset);
      SmallVector<OpFoldResult> sizes =
          tensor::getMixedSizes(rewriter, loc, input);
      sizes[axis] = rewriter.getIndexAttr(size);
      Value slice = tensor::ExtractSliceOp::create(
          rewriter, loc, resultType, input, offsets, sizes, strides);
      // A copy, so that each result is a buffer of its own, unless the
      // pieces are only read inside their kernel (an attention's head
      // split): a view then.
      if (!yieldsResults) {
        results.push_back(slice);
        offset += size;
        continue;
      }
      SmallVector<Value> dims = dimsOf(rewriter, loc, slice);
      Value empty = tensor::EmptyOp::create(
          rewriter, loc, resultType.getShape(), resultType.getElementType(),
          dynamicOf(resultType, dims));
      results.push_back(
          linalg::CopyOp::create(rewriter, loc, slice, empty).getResult(0));
      offset += size;
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct SliceLowering : OpConversionPattern<SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    int64_t rank = resultType.getRank();
    size_t n = op.getStarts().size();
    SmallVector<int64_t> axes = op.getAxes()
                                    ? llvm::to_vector(*op.getAxes())
                                    : llvm::to_vector(llvm::seq<int64_t>(0, n));
    SmallVector<int64_t> steps = op.getSteps() ? llvm::to_vector(*op.getSteps())
                                               : SmallVector<int64_t>(n, 1);
    // Per dimension: first index and step (identity where not sliced).
    SmallVector<Value> starts(rank, cidx(rewriter, loc, 0));
    SmallVector<int64_t> stepOf(rank, 1);
    SmallVector<Value> dyn;
    SmallVector<Value> sizes(rank);
    for (int64_t d = 0; d < rank; ++d)
      sizes[d] = dimIndex(rewriter, loc, input, d);
    auto inType = cast<RankedTensorType>(input.getType());
    for (size_t i = 0; i < n; ++i) {
      int64_t d = normAxis(axes[i], rank);
      int64_t start = op.getStarts()[i], end = op.getEnds()[i];
      int64_t step = steps[i];
      stepOf[d] = step;
      if (!inType.isDynamicDim(d)) {
        auto [s, size] =
            SliceOp::sliceBounds(start, end, step, inType.getDimSize(d));
        starts[d] = cidx(rewriter, loc, s);
        sizes[d] = cidx(rewriter, loc, size);
        continue;
      }
      // ONNX clamping at run time.
      B &b = rewriter;
      Value dim = sizes[d];
      Value zero = cidx(b, loc, 0), one = cidx(b, loc, 1);
      Value s = start < 0 ? add(b, loc, dim, cidx(b, loc, start))
                          : cidx(b, loc, start);
      Value e =
          end < 0 ? add(b, loc, dim, cidx(b, loc, end)) : cidx(b, loc, end);
      Value size;
      if (step > 0) {
        s = clamp(b, loc, s, zero, dim);
        e = clamp(b, loc, e, zero, dim);
        size = arith::DivSIOp::create(
            b, loc, add(b, loc, sub(b, loc, e, s), cidx(b, loc, step - 1)),
            cidx(b, loc, step));
      } else {
        Value last = sub(b, loc, dim, one);
        s = clamp(b, loc, s, zero, last);
        e = clamp(b, loc, e, cidx(b, loc, -1), last);
        size = arith::DivSIOp::create(
            b, loc, add(b, loc, sub(b, loc, s, e), cidx(b, loc, -step - 1)),
            cidx(b, loc, -step));
      }
      size = smax(b, loc, size, zero);
      Value empty = cmp(b, loc, arith::CmpIPredicate::eq, dim, zero);
      starts[d] = s;
      sizes[d] = select(b, loc, empty, zero, size);
    }
    for (int64_t d = 0; d < rank; ++d)
      if (resultType.isDynamicDim(d))
        dyn.push_back(sizes[d]);
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          SmallVector<Value> src;
          for (int64_t d = 0; d < rank; ++d)
            src.push_back(stepOf[d] == 1
                              ? add(b, l, starts[d], ivs[d])
                              : add(b, l, starts[d],
                                    mul(b, l, ivs[d], cidx(b, l, stepOf[d]))));
          return extract(b, l, input, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// dynamic_slice: as SliceLowering, with each axis' start, end and step
/// read from the bound tensors and ONNX's clamping done at run time for
/// either sign of the step.
struct DynamicSliceLowering : OpConversionPattern<DynamicSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(DynamicSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    B &b = rewriter;
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    int64_t rank = resultType.getRank();
    SmallVector<Value> starts(rank, cidx(b, loc, 0)), steps(rank);
    SmallVector<Value> sizes = dimsOf(b, loc, input);
    Value zero = cidx(b, loc, 0), one = cidx(b, loc, 1);
    auto entry = [&](Value t, int64_t i) -> Value {
      Value v = extract(b, loc, t, cidx(b, loc, i));
      // Sizes fit in an index; ONNX's INT64_MAX ("to the end") too.
      return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
    };
    for (auto [i, a] : llvm::enumerate(op.getAxes())) {
      int64_t d = normAxis(a, rank);
      Value dim = sizes[d];
      Value s = entry(adaptor.getStarts(), i), e = entry(adaptor.getEnds(), i);
      Value step = adaptor.getSteps() ? entry(adaptor.getSteps(), i) : one;
      std::string msg;
      llvm::raw_string_ostream os(msg);
      os << "graph.dynamic_slice at " << loc << ": a step is 0";
      cf::AssertOp::create(b, loc,
                           cmp(b, loc, arith::CmpIPredicate::ne, step, zero),
                           msg);
      // Negative starts and ends count from the back.
      Value sNeg = cmp(b, loc, arith::CmpIPredicate::slt, s, zero);
      Value eNeg = cmp(b, loc, arith::CmpIPredicate::slt, e, zero);
      s = select(b, loc, sNeg, add(b, loc, s, dim), s);
      e = select(b, loc, eNeg, add(b, loc, e, dim), e);
      Value positive = cmp(b, loc, arith::CmpIPredicate::sgt, step, zero);
      Value last = sub(b, loc, dim, one);
      // step > 0: s, e in [0, dim], size ceil((e - s) / step).
      Value sp = clamp(b, loc, s, zero, dim), ep = clamp(b, loc, e, zero, dim);
      Value sizeP = arith::DivSIOp::create(
          b, loc, sub(b, loc, add(b, loc, sub(b, loc, ep, sp), step), one),
          step);
      // step < 0: s in [0, dim-1], e in [-1, dim-1], size
      // ceil((s - e) / -step).
      Value negStep = sub(b, loc, zero, step);
      Value sn = clamp(b, loc, s, zero, last);
      Value en = clamp(b, loc, e, cidx(b, loc, -1), last);
      Value sizeN = arith::DivSIOp::create(
          b, loc, sub(b, loc, add(b, loc, sub(b, loc, sn, en), negStep), one),
          smax(b, loc, negStep, one));
      Value size = smax(b, loc, select(b, loc, positive, sizeP, sizeN), zero);
      Value empty = cmp(b, loc, arith::CmpIPredicate::eq, dim, zero);
      starts[d] = select(b, loc, positive, sp, sn);
      steps[d] = step;
      sizes[d] = select(b, loc, empty, zero, size);
    }
    SmallVector<Value> dyn;
    for (int64_t d = 0; d < rank; ++d)
      if (resultType.isDynamicDim(d))
        dyn.push_back(sizes[d]);
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &bb, L l, ValueRange ivs, ValueRange) {
          SmallVector<Value> src;
          for (int64_t d = 0; d < rank; ++d)
            src.push_back(steps[d] ? add(bb, l, starts[d], mul(bb, l, ivs[d],
                                                               steps[d]))
                                   : ivs[d]);
          return extract(bb, l, input, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// The pad value as a scalar of graph element type `t`.
Value padValue(B &b, L l, Type t, double v) {
  if (isa<FloatType>(t))
    return scalarConstant(b, l, t, v);
  return intConstant(b, l, signless(t), static_cast<int64_t>(v));
}

struct PadLowering : OpConversionPattern<PadOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    int64_t rank = resultType.getRank();
    ArrayRef<int64_t> pads = op.getPads();
    SmallVector<Value> inDims = dimsOf(rewriter, loc, input);
    SmallVector<Value> dyn;
    for (int64_t d = 0; d < rank; ++d)
      if (resultType.isDynamicDim(d))
        dyn.push_back(add(rewriter, loc, inDims[d],
                          cidx(rewriter, loc, pads[d] + pads[rank + d])));
    PadMode mode = op.getMode();
    Type elemType = op.getType().getElementType();
    double value = op.getValue().convertToDouble();
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) -> Value {
          Value zero = cidx(b, l, 0), one = cidx(b, l, 1);
          Value inBounds;
          SmallVector<Value> src;
          for (int64_t d = 0; d < rank; ++d) {
            if (!pads[d] && !pads[rank + d]) {
              src.push_back(ivs[d]);
              continue;
            }
            Value s = sub(b, l, ivs[d], cidx(b, l, pads[d]));
            Value last = sub(b, l, inDims[d], one);
            if (mode == PadMode::constant) {
              Value ok = arith::AndIOp::create(
                  b, l, cmp(b, l, arith::CmpIPredicate::sge, s, zero),
                  cmp(b, l, arith::CmpIPredicate::slt, s, inDims[d]));
              inBounds =
                  inBounds ? arith::AndIOp::create(b, l, inBounds, ok) : ok;
            } else if (mode == PadMode::edge) {
              s = clamp(b, l, s, zero, last);
            } else {
              // Reflect about 0 and about last (pads < dim: one reflection).
              Value neg = cmp(b, l, arith::CmpIPredicate::slt, s, zero);
              s = select(b, l, neg, sub(b, l, zero, s), s);
              Value over = cmp(b, l, arith::CmpIPredicate::sgt, s, last);
              s = select(b, l, over, sub(b, l, add(b, l, last, last), s), s);
            }
            src.push_back(s);
          }
          if (!inBounds)
            return extract(b, l, input, src);
          auto ifOp = scf::IfOp::create(
              b, l, inBounds,
              [&](B &tb, L tl) {
                scf::YieldOp::create(tb, tl, extract(tb, tl, input, src));
              },
              [&](B &eb, L el) {
                scf::YieldOp::create(eb, el, padValue(eb, el, elemType, value));
              });
          return ifOp.getResult(0);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Gathers and scatter
//===----------------------------------------------------------------------===//

struct GatherLowering : OpConversionPattern<GatherOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value data = adaptor.getData(), indices = adaptor.getIndices();
    int64_t rank = resultType.getRank();
    int64_t dataRank = cast<RankedTensorType>(data.getType()).getRank();
    int64_t q = cast<RankedTensorType>(indices.getType()).getRank();
    int64_t axis = normAxis(op.getAxis(), dataRank);
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < rank; ++i) {
      if (!resultType.isDynamicDim(i))
        continue;
      if (i < axis)
        dyn.push_back(dimIndex(rewriter, loc, data, i));
      else if (i < axis + q)
        dyn.push_back(dimIndex(rewriter, loc, indices, i - axis));
      else
        dyn.push_back(dimIndex(rewriter, loc, data, i - q + 1));
    }
    SmallVector<AffineExpr> exprs;
    for (int64_t i = 0; i < q; ++i)
      exprs.push_back(getAffineDimExpr(axis + i, getContext()));
    AffineMap map = AffineMap::get(rank, 0, exprs, getContext());
    Value axisDim = dimIndex(rewriter, loc, data, axis);
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, indices, map,
        [&](B &b, L l, ValueRange ivs, ValueRange args) {
          SmallVector<Value> src(ivs.take_front(axis));
          src.push_back(normalizeIndex(b, l, args[0], axisDim));
          llvm::append_range(src, ivs.drop_front(axis + q));
          return extract(b, l, data, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

struct GatherElementsLowering : OpConversionPattern<GatherElementsOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GatherElementsOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value data = adaptor.getData(), indices = adaptor.getIndices();
    int64_t rank = resultType.getRank();
    int64_t axis = normAxis(op.getAxis(), rank);
    SmallVector<Value> dyn = dynamicDims(rewriter, loc, indices);
    Value axisDim = dimIndex(rewriter, loc, data, axis);
    Value result = buildIndexedGeneric(
        rewriter, loc, resultType, dyn, indices,
        AffineMap::getMultiDimIdentityMap(rank, getContext()),
        [&](B &b, L l, ValueRange ivs, ValueRange args) {
          SmallVector<Value> src(ivs);
          src[axis] = normalizeIndex(b, l, args[0], axisDim);
          return extract(b, l, data, src);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// `old` combined with `update` by a scatter reduction, in graph type `t`.
Value combine(B &b, L l, ScatterReduction r, Type t, Value old, Value update) {
  bool isFloat = isa<FloatType>(t), isBool = t.isInteger(1);
  bool isUnsigned = isUnsignedInt(t);
  switch (r) {
  case ScatterReduction::none:
    return update;
  case ScatterReduction::add:
    return isFloat ? Value(arith::AddFOp::create(b, l, old, update))
                   : Value(arith::AddIOp::create(b, l, old, update));
  case ScatterReduction::mul:
    return isFloat ? Value(arith::MulFOp::create(b, l, old, update))
                   : Value(arith::MulIOp::create(b, l, old, update));
  case ScatterReduction::max:
    if (isFloat)
      return arith::MaximumFOp::create(b, l, old, update);
    if (isBool)
      return arith::OrIOp::create(b, l, old, update);
    return isUnsigned ? Value(arith::MaxUIOp::create(b, l, old, update))
                      : Value(arith::MaxSIOp::create(b, l, old, update));
  case ScatterReduction::min:
    if (isFloat)
      return arith::MinimumFOp::create(b, l, old, update);
    if (isBool)
      return arith::AndIOp::create(b, l, old, update);
    return isUnsigned ? Value(arith::MinUIOp::create(b, l, old, update))
                      : Value(arith::MinSIOp::create(b, l, old, update));
  }
  llvm_unreachable("unknown scatter reduction");
}

/// Bounds of a loop nest over `dims` (lower 0, step 1).
struct LoopBounds {
  SmallVector<Value> lbs, ubs, steps;
};
LoopBounds boundsOf(B &b, L l, ArrayRef<Value> dims) {
  LoopBounds r;
  for (Value d : dims) {
    r.lbs.push_back(cidx(b, l, 0));
    r.ubs.push_back(d);
    r.steps.push_back(cidx(b, l, 1));
  }
  return r;
}

struct ScatterLowering : OpConversionPattern<ScatterOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value data = adaptor.getData(), indices = adaptor.getIndices();
    Value updates = adaptor.getUpdates();
    int64_t rank = resultType.getRank();
    int64_t axis = normAxis(op.getAxis(), rank);
    Type elemType = op.getType().getElementType();
    ScatterReduction reduction = op.getReduction();
    // Work on a copy of data.
    Value empty = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                          resultType.getElementType(),
                                          dynamicDims(rewriter, loc, data));
    Value copy =
        linalg::CopyOp::create(rewriter, loc, data, empty).getResult(0);
    Value axisDim = dimIndex(rewriter, loc, data, axis);
    LoopBounds bounds = boundsOf(rewriter, loc, dimsOf(rewriter, loc, updates));
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, bounds.lbs, bounds.ubs, bounds.steps, copy,
        [&](B &b, L l, ValueRange ivs, ValueRange acc) -> scf::ValueVector {
          Value index = extract(b, l, indices, ivs);
          SmallVector<Value> dst(ivs);
          dst[axis] = normalizeIndex(b, l, index, axisDim);
          Value update = extract(b, l, updates, ivs);
          Value old = extract(b, l, acc[0], dst);
          Value v = combine(b, l, reduction, elemType, old, update);
          return {tensor::InsertOp::create(b, l, v, acc[0], dst)};
        });
    rewriter.replaceOp(op, nest.results);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Iota, cumsum, top_k
//===----------------------------------------------------------------------===//

struct IotaLowering : OpConversionPattern<IotaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(IotaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = signlessTensor(op.getType());
    int64_t dim = normAxis(op.getDimension(), resultType.getRank());
    Type elemType = op.getType().getElementType();
    SmallVector<Value> dyn;
    for (int64_t i = 0; i < resultType.getRank(); ++i)
      if (resultType.isDynamicDim(i))
        dyn.push_back(dimIndex(rewriter, op.getLoc(), adaptor.getLike(), i));
    Value result = buildIndexedGeneric(
        rewriter, op.getLoc(), resultType, dyn, {}, {},
        [&](B &b, L l, ValueRange ivs, ValueRange) {
          Value i = arith::IndexCastOp::create(b, l, b.getI64Type(), ivs[dim]);
          return castScalar(b, l, i, b.getI64Type(), elemType);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// The loop bounds of all dims of `v` but `axis` (that one is left at 1).
SmallVector<Value> outerDims(B &b, L l, Value v, int64_t axis) {
  SmallVector<Value> dims = dimsOf(b, l, v);
  dims[axis] = cidx(b, l, 1);
  return dims;
}

/// graph.cumsum and graph.cumprod: a loop over the axis per outer index,
/// carrying the running sum or product.
template <typename OpTy>
struct CumulativeLowering : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpTy::Adaptor;
  static constexpr bool kProduct = std::is_same_v<OpTy, CumprodOp>;
  LogicalResult
  matchAndRewrite(OpTy op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto resultType = signlessTensor(op.getType());
    Value input = adaptor.getInput();
    int64_t axis = normAxis(op.getAxis(), resultType.getRank());
    Type elemType = resultType.getElementType();
    bool isFloat = isa<FloatType>(elemType);
    // f16/bf16 sum in f32.
    Type accType = isFloat && elemType.getIntOrFloatBitWidth() < 32
                       ? Type(rewriter.getF32Type())
                       : elemType;
    bool exclusive = op.getExclusive(), reverse = op.getReverse();
    Value init =
        tensor::EmptyOp::create(rewriter, loc, resultType.getShape(), elemType,
                                dynamicDims(rewriter, loc, input));
    Value n = dimIndex(rewriter, loc, input, axis);
    LoopBounds bounds =
        boundsOf(rewriter, loc, outerDims(rewriter, loc, input, axis));
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, bounds.lbs, bounds.ubs, bounds.steps, init,
        [&](B &b, L l, ValueRange ivs, ValueRange acc) -> scf::ValueVector {
          Value identity = scalarConstant(b, l, accType, kProduct ? 1.0 : 0.0);
          auto scan = scf::ForOp::create(
              b, l, cidx(b, l, 0), n, cidx(b, l, 1),
              ValueRange{identity, acc[0]},
              [&](B &ib, L il, Value j, ValueRange iter) {
                Value pos =
                    reverse ? sub(ib, il, sub(ib, il, n, cidx(ib, il, 1)), j)
                            : j;
                SmallVector<Value> at(ivs);
                at[axis] = pos;
                Value x = extract(ib, il, input, at);
                if (accType != elemType)
                  x = arith::ExtFOp::create(ib, il, accType, x);
                Value sum;
                if (kProduct)
                  sum = isFloat
                            ? Value(arith::MulFOp::create(ib, il, iter[0], x))
                            : Value(arith::MulIOp::create(ib, il, iter[0], x));
                else
                  sum = isFloat
                            ? Value(arith::AddFOp::create(ib, il, iter[0], x))
                            : Value(arith::AddIOp::create(ib, il, iter[0], x));
                Value out = exclusive ? iter[0] : sum;
                if (accType != elemType)
                  out = arith::TruncFOp::create(ib, il, elemType, out);
                Value t = tensor::InsertOp::create(ib, il, out, iter[1], at);
                scf::YieldOp::create(ib, il, ValueRange{sum, t});
              });
          return {scan.getResult(1)};
        });
    rewriter.replaceOp(op, nest.results);
    return success();
  }
};

struct TopKLowering : OpConversionPattern<TopKOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(TopKOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    L loc = op.getLoc();
    auto valuesType = signlessTensor(op.getValues().getType());
    auto indicesType = op.getIndices().getType();
    Value input = adaptor.getInput();
    int64_t axis = normAxis(op.getAxis(), valuesType.getRank());
    Type graphType = op.getInput().getType().getElementType();
    Type elemType = valuesType.getElementType();
    bool largest = op.getLargest();
    SmallVector<Value> dims = dimsOf(rewriter, loc, input);
    Value n = dimIndex(rewriter, loc, input, axis);
    // k = -1: the whole axis.
    Value k = op.getK() == -1 ? n : cidx(rewriter, loc, op.getK());
    dims[axis] = k;
    SmallVector<Value> dyn = dynamicOf(valuesType, dims);
    Value values = tensor::EmptyOp::create(rewriter, loc, valuesType.getShape(),
                                           elemType, dyn);
    Value idxs = tensor::EmptyOp::create(rewriter, loc, indicesType.getShape(),
                                         rewriter.getI64Type(), dyn);
    LoopBounds bounds =
        boundsOf(rewriter, loc, outerDims(rewriter, loc, input, axis));
    // x comes before y in the output order.
    auto before = [&](B &b, L l, Value xv, Value xi, Value yv, Value yi) {
      Value better = largest ? greater(b, l, graphType, xv, yv)
                             : greater(b, l, graphType, yv, xv);
      Value tie =
          arith::AndIOp::create(b, l, equal(b, l, graphType, xv, yv),
                                cmp(b, l, arith::CmpIPredicate::slt, xi, yi));
      return arith::OrIOp::create(b, l, better, tie);
    };
    // Selection: output j is the first element (in output order) that comes
    // after output j-1.
    scf::LoopNest nest = scf::buildLoopNest(
        rewriter, loc, bounds.lbs, bounds.ubs, bounds.steps,
        ValueRange{values, idxs},
        [&](B &b, L l, ValueRange ivs, ValueRange acc) -> scf::ValueVector {
          Value zeroV =
              arith::ConstantOp::create(b, l, b.getZeroAttr(elemType));
          Value minusOne = cidx(b, l, -1);
          auto outer = scf::ForOp::create(
              b, l, cidx(b, l, 0), k, cidx(b, l, 1),
              ValueRange{zeroV, minusOne, acc[0], acc[1]},
              [&](B &jb, L jl, Value j, ValueRange it) {
                Value prevV = it[0], prevI = it[1];
                Value first =
                    cmp(jb, jl, arith::CmpIPredicate::eq, j, cidx(jb, jl, 0));
                Value noFound = arith::ConstantIntOp::create(jb, jl, 0, 1);
                auto scanLoop = scf::ForOp::create(
                    jb, jl, cidx(jb, jl, 0), n, cidx(jb, jl, 1),
                    ValueRange{zeroV, minusOne, noFound},
                    [&](B &eb, L el, Value e, ValueRange best) {
                      SmallVector<Value> at(ivs);
                      at[axis] = e;
                      Value x = extract(eb, el, input, at);
                      Value after = arith::OrIOp::create(
                          eb, el, first, before(eb, el, prevV, prevI, x, e));
                      Value beats = arith::OrIOp::create(
                          eb, el,
                          arith::XOrIOp::create(
                              eb, el, best[2],
                              arith::ConstantIntOp::create(eb, el, 1, 1)),
                          before(eb, el, x, e, best[0], best[1]));
                      Value take = arith::AndIOp::create(eb, el, after, beats);
                      scf::YieldOp::create(
                          eb, el,
                          ValueRange{
                              select(eb, el, take, x, best[0]),
                              select(eb, el, take, e, best[1]),
                              arith::OrIOp::create(eb, el, take, best[2])});
                    });
                Value bv = scanLoop.getResult(0), bi = scanLoop.getResult(1);
                SmallVector<Value> at(ivs);
                at[axis] = j;
                Value v = tensor::InsertOp::create(jb, jl, bv, it[2], at);
                Value i64 =
                    arith::IndexCastOp::create(jb, jl, jb.getI64Type(), bi);
                Value ix = tensor::InsertOp::create(jb, jl, i64, it[3], at);
                scf::YieldOp::create(jb, jl, ValueRange{bv, bi, v, ix});
              });
          return {outer.getResult(2), outer.getResult(3)};
        });
    rewriter.replaceOp(op, nest.results);
    return success();
  }
};

} // namespace

void mlc::populateGraphShapeToLinalgPatterns(GraphTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<AppendInPlaceLowering, ReshapeLowering, ShapeOfLowering, TransposeLowering, BroadcastToLowering,
               TileLowering, ConcatLowering, SplitLowering, SliceLowering,
               DynamicSliceLowering,
               PadLowering, GatherLowering, GatherElementsLowering,
               ScatterLowering, IotaLowering, CumulativeLowering<CumsumOp>,
               CumulativeLowering<CumprodOp>, TopKLowering>(
      converter, patterns.getContext());
}
