//===- HostOpsToCalls.cpp - graph host ops → runtime calls ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
// The ops with the GraphHostOp trait (string tensors, data-dependent output
// shapes) have no loop nest: they become calls into libmlc_artifact_support
// (lib/Runtime/Strings.c) in the host program. Each call takes rank-1
// buffers (`memref<?xT, strided<[?], offset: ?>>`, so any view of a
// bufferized tensor can be passed without a copy) and fills a fresh
// `memref.alloc`, which `bufferization.to_tensor` hands back to the tensor
// program. An op whose output size depends on the data allocates for the
// largest possible output; the call returns the count and the result is the
// leading slice. A string element lowers to an i128: the 16 bytes of an
// MlcString handle (mlc-c/Artifact.h), which data movement copies as is.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlc/Conversion/ArtifactABI.h"
#include "mlc/Conversion/GraphToTile/GraphToTile.h"
#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::lowering;

namespace {

/// How every buffer reaches a runtime call.
MemRefType callBufferType(Type elem) {
  MLIRContext *ctx = elem.getContext();
  return MemRefType::get({ShapedType::kDynamic}, elem,
                         StridedLayoutAttr::get(ctx, ShapedType::kDynamic,
                                                {ShapedType::kDynamic}));
}

/// Calls runtime function `callee` (declared once per module); its last
/// `numOutputs` arguments are the buffers it fills.
Value callRuntime(ConversionPatternRewriter &rewriter, Operation *op,
                  abi::Function callee, ValueRange args, int64_t numOutputs,
                  Type result = {}) {
  auto module = op->getParentOfType<ModuleOp>();
  StringRef name = abi::getName(callee);
  SmallVector<Type> results;
  if (result)
    results.push_back(result);
  auto fnType = rewriter.getFunctionType(TypeRange(args), results);
  assert(abi::matchesFuncType(callee, fnType) &&
         "a call the artifact ABI table does not declare");
  auto fn = module.lookupSymbol<func::FuncOp>(name);
  if (!fn) {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    fn = func::FuncOp::create(rewriter, op->getLoc(), name, fnType);
    fn.setPrivate();
  }
  auto call = func::CallOp::create(rewriter, op->getLoc(), fn, args);
  // Its buffers are host memory to the callee; the last numOutputs are the
  // ones it fills (the kernel dialect's attribute, read by the CUDA host
  // lowering).
  kernel::KernelDialect::HostCallOutputsAttrHelper(rewriter.getContext())
      .setAttr(call, rewriter.getI64IntegerAttr(numOutputs));
  return result ? call.getResult(0) : Value();
}

/// A read-only rank-1 view of tensor `t` for a runtime call.
Value readBuffer(OpBuilder &b, Location loc, Value t) {
  auto type = cast<RankedTensorType>(t.getType());
  Type elem = type.getElementType();
  if (type.getRank() == 0) {
    t = tensor::ExpandShapeOp::create(b, loc, RankedTensorType::get({1}, elem),
                                      t, ArrayRef<ReassociationIndices>{});
  } else if (type.getRank() > 1) {
    ReassociationIndices all =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    t = tensor::CollapseShapeOp::create(b, loc, t,
                                        ArrayRef<ReassociationIndices>{all});
  }
  auto flat = cast<RankedTensorType>(t.getType());
  auto viewType = MemRefType::get(
      flat.getShape(), elem,
      StridedLayoutAttr::get(b.getContext(), ShapedType::kDynamic,
                             {ShapedType::kDynamic}));
  Value buffer = bufferization::ToBufferOp::create(b, loc, viewType, t,
                                                   /*readOnly=*/true);
  return memref::CastOp::create(b, loc, callBufferType(elem), buffer);
}

/// A fresh rank-1 buffer of `size` elements for a runtime call to fill.
struct OutBuffer {
  Value alloc;   ///< memref<?xT> (or static)
  Value callArg; ///< the alloc as callBufferType
};
OutBuffer allocBuffer(OpBuilder &b, Location loc, Type elem,
                      OpFoldResult size) {
  std::optional<int64_t> n = getConstantIntValue(size);
  Value alloc;
  if (n)
    alloc = memref::AllocOp::create(b, loc, MemRefType::get({*n}, elem));
  else
    alloc = memref::AllocOp::create(
        b, loc, MemRefType::get({ShapedType::kDynamic}, elem),
        ValueRange{cast<Value>(size)});
  return {alloc, memref::CastOp::create(b, loc, callBufferType(elem), alloc)};
}

/// The filled buffer as a tensor.
Value toTensor(OpBuilder &b, Location loc, Value alloc) {
  auto type = cast<MemRefType>(alloc.getType());
  return bufferization::ToTensorOp::create(
      b, loc, RankedTensorType::get(type.getShape(), type.getElementType()),
      alloc, /*restrict=*/true, /*writable=*/true);
}

/// Reshapes rank-1 `flat` to `sizes` (its element count).
Value expandTo(OpBuilder &b, Location loc, Value flat,
               ArrayRef<OpFoldResult> sizes) {
  Type elem = cast<RankedTensorType>(flat.getType()).getElementType();
  SmallVector<int64_t> shape;
  for (OpFoldResult s : sizes)
    shape.push_back(getConstantIntValue(s).value_or(ShapedType::kDynamic));
  auto type = RankedTensorType::get(shape, elem);
  // The flat size is static exactly when every size is.
  int64_t numDynamic = llvm::count(shape, ShapedType::kDynamic);
  int64_t count = 1;
  for (int64_t d : shape)
    count = ShapedType::isDynamic(d) || ShapedType::isDynamic(count)
                ? ShapedType::kDynamic
                : count * d;
  auto flatType =
      RankedTensorType::get({numDynamic ? ShapedType::kDynamic : count}, elem);
  if (flat.getType() != flatType)
    flat = tensor::CastOp::create(b, loc, flatType, flat);
  if (sizes.empty())
    return tensor::CollapseShapeOp::create(b, loc, type, flat,
                                           ArrayRef<ReassociationIndices>{});
  if (sizes.size() == 1)
    return flat;
  // MLIR 22's expand-strided-metadata crashes on a memref.expand_shape
  // group with several dynamic sizes: a reshape by a shape tensor instead.
  if (numDynamic > 1) {
    SmallVector<Value> dims;
    for (OpFoldResult s : sizes)
      dims.push_back(getValueOrCreateConstantIndexOp(b, loc, s));
    Value shapeTensor = tensor::FromElementsOp::create(
        b, loc, RankedTensorType::get({(int64_t)dims.size()}, b.getIndexType()),
        dims);
    return tensor::ReshapeOp::create(b, loc, type, flat, shapeTensor);
  }
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, sizes.size()));
  return tensor::ExpandShapeOp::create(
      b, loc, type, flat, ArrayRef<ReassociationIndices>{all}, sizes);
}

/// The sizes of `t` (static ones as attributes).
SmallVector<OpFoldResult> sizesOf(OpBuilder &b, Location loc, Value t) {
  auto type = cast<RankedTensorType>(t.getType());
  SmallVector<OpFoldResult> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(
        type.isDynamicDim(d)
            ? OpFoldResult(tensor::DimOp::create(b, loc, t, d).getResult())
            : OpFoldResult(b.getIndexAttr(type.getDimSize(d))));
  return sizes;
}

/// The number of elements of a rank-1 call buffer.
Value bufferSize(OpBuilder &b, Location loc, Value buffer) {
  return memref::DimOp::create(b, loc, buffer, 0);
}

/// Strings as one blob: per string an int64 length, then its bytes
/// (Strings.c: readStrings).
void appendStrings(std::string &blob, ArrayRef<StringRef> strings) {
  for (StringRef s : strings) {
    int64_t size = s.size();
    blob.append(reinterpret_cast<const char *>(&size), sizeof(size));
    blob.append(s.begin(), s.end());
  }
}

/// A constant i8 tensor holding `bytes` (at least one byte).
Value byteConstant(OpBuilder &b, Location loc, std::string bytes) {
  if (bytes.empty())
    bytes.push_back(0);
  auto type = RankedTensorType::get({(int64_t)bytes.size()}, b.getI8Type());
  auto attr = DenseElementsAttr::getFromRawBuffer(
      type, ArrayRef<char>(bytes.data(), bytes.size()));
  return arith::ConstantOp::create(b, loc, type, cast<TypedAttr>(attr));
}

/// `v` with type `want` (a tensor.cast where only static-ness differs).
Value castTo(OpBuilder &b, Location loc, Value v, Type want) {
  return v.getType() == want
             ? v
             : tensor::CastOp::create(b, loc, want, v).getResult();
}

Type stringHandleType(MLIRContext *ctx) { return IntegerType::get(ctx, 128); }

struct StringConstantLowering : OpConversionPattern<graph::StringConstantOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::StringConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto value = cast<DenseStringElementsAttr>(op.getValue());
    SmallVector<StringRef> strings(value.getRawStringData());
    if (value.isSplat() && !strings.empty()) {
      StringRef first = strings.front();
      strings.assign(value.getNumElements(), first);
    }
    std::string blob;
    appendStrings(blob, strings);
    Value blobBuffer =
        readBuffer(rewriter, loc, byteConstant(rewriter, loc, blob));
    OutBuffer out = allocBuffer(rewriter, loc, stringHandleType(getContext()),
                                rewriter.getIndexAttr(strings.size()));
    callRuntime(rewriter, op, abi::Function::mlc_string_constant,
                {blobBuffer, out.callArg}, /*numOutputs=*/1);
    SmallVector<OpFoldResult> sizes;
    for (int64_t d : cast<RankedTensorType>(op.getType()).getShape())
      sizes.push_back(rewriter.getIndexAttr(d));
    rewriter.replaceOp(
        op, expandTo(rewriter, loc, toTensor(rewriter, loc, out.alloc), sizes));
    return success();
  }
};

struct StringNormalizerLowering
    : OpConversionPattern<graph::StringNormalizerOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::StringNormalizerOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    std::string config;
    StringRef action = op.getCaseChangeAction();
    config.push_back(action == "LOWER" ? 1 : action == "UPPER" ? 2 : 0);
    config.push_back(op.getIsCaseSensitive() ? 1 : 0);
    SmallVector<StringRef> stopwords;
    for (Attribute a : op.getStopwords())
      stopwords.push_back(cast<StringAttr>(a).getValue());
    int64_t numStopwords = stopwords.size();
    config.append(reinterpret_cast<const char *>(&numStopwords),
                  sizeof(numStopwords));
    appendStrings(config, stopwords);

    auto inType = cast<RankedTensorType>(adaptor.getInput().getType());
    if (inType.getRank() == 2 && inType.isDynamicDim(0)) {
      // [1, C] is the only 2-D input ONNX allows.
      Value rows = tensor::DimOp::create(rewriter, loc, adaptor.getInput(), 0);
      Value isOne = arith::CmpIOp::create(
          rewriter, loc, arith::CmpIPredicate::eq, rows,
          arith::ConstantIndexOp::create(rewriter, loc, 1));
      cf::AssertOp::create(rewriter, loc, isOne,
                           "StringNormalizer: a 2-D input must be [1, C]");
    }
    Value in = readBuffer(rewriter, loc, adaptor.getInput());
    Value configBuffer =
        readBuffer(rewriter, loc, byteConstant(rewriter, loc, config));
    // Room for every element, and for the one empty string of an empty
    // result.
    Value n = bufferSize(rewriter, loc, in);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value capacity = arith::MaxSIOp::create(rewriter, loc, n, one);
    OutBuffer out =
        allocBuffer(rewriter, loc, stringHandleType(getContext()), capacity);
    Value count =
        callRuntime(rewriter, op, abi::Function::mlc_string_normalize,
                    {in, configBuffer, out.callArg}, /*numOutputs=*/1,
                    rewriter.getI64Type());
    Value countIndex = arith::IndexCastOp::create(
        rewriter, loc, rewriter.getIndexType(), count);
    Value kept = tensor::ExtractSliceOp::create(
        rewriter, loc, toTensor(rewriter, loc, out.alloc),
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{countIndex},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
    SmallVector<OpFoldResult> sizes;
    if (cast<RankedTensorType>(op.getType()).getRank() == 2)
      sizes.push_back(rewriter.getIndexAttr(1));
    sizes.push_back(countIndex);
    Value result = expandTo(rewriter, loc, kept, sizes);
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, result,
                              getTypeConverter()->convertType(op.getType())));
    return success();
  }
};

struct StringCastLowering : OpConversionPattern<graph::StringCastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::StringCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto inType = cast<RankedTensorType>(op.getInput().getType());
    auto outType = cast<RankedTensorType>(op.getOutput().getType());
    bool toString = graph::isStringType(outType);
    std::optional<abi::Function> callee =
        toString ? abi::lookup(abi::Family::mlc_string_from,
                               artifactDTypeName(inType.getElementType()))
                 : abi::lookup(abi::Family::mlc_string_to,
                               artifactDTypeName(outType.getElementType()));
    if (!callee)
      return rewriter.notifyMatchFailure(op, "no runtime cast for the type");
    Value in = readBuffer(rewriter, loc, adaptor.getInput());
    OutBuffer out =
        allocBuffer(rewriter, loc, signless(outType.getElementType()),
                    bufferSize(rewriter, loc, in));
    callRuntime(rewriter, op, *callee, {in, out.callArg}, /*numOutputs=*/1);
    Value result = expandTo(rewriter, loc, toTensor(rewriter, loc, out.alloc),
                            sizesOf(rewriter, loc, adaptor.getInput()));
    rewriter.replaceOp(op, castTo(rewriter, loc, result,
                                  getTypeConverter()->convertType(outType)));
    return success();
  }
};

struct NonZeroLowering : OpConversionPattern<graph::NonZeroOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::NonZeroOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto inType = cast<RankedTensorType>(op.getInput().getType());
    int64_t rank = inType.getRank();
    Type i64 = rewriter.getI64Type();
    std::optional<abi::Function> callee = abi::lookup(
        abi::Family::mlc_non_zero, artifactDTypeName(inType.getElementType()));
    if (!callee)
      return rewriter.notifyMatchFailure(op, "no runtime NonZero for the type");
    SmallVector<OpFoldResult> sizes =
        sizesOf(rewriter, loc, adaptor.getInput());
    SmallVector<Value> dims;
    for (OpFoldResult s : sizes)
      dims.push_back(arith::IndexCastOp::create(
          rewriter, loc, i64,
          getValueOrCreateConstantIndexOp(rewriter, loc, s)));
    Value dimsTensor =
        rank ? tensor::FromElementsOp::create(
                   rewriter, loc, RankedTensorType::get({rank}, i64), dims)
                   .getResult()
             : arith::ConstantOp::create(
                   rewriter, loc,
                   cast<TypedAttr>(DenseElementsAttr::get(
                       RankedTensorType::get({1}, i64), ArrayRef<int64_t>{1})))
                   .getResult();
    Value in = readBuffer(rewriter, loc, adaptor.getInput());
    Value n = bufferSize(rewriter, loc, in);
    Value rows = arith::ConstantIndexOp::create(rewriter, loc, rank);
    Value capacity = arith::MulIOp::create(rewriter, loc, n, rows);
    OutBuffer out = allocBuffer(rewriter, loc, i64, capacity);
    Value count = callRuntime(
        rewriter, op, *callee,
        {in, readBuffer(rewriter, loc, dimsTensor), out.callArg},
        /*numOutputs=*/1, i64);
    Value countIndex = arith::IndexCastOp::create(
        rewriter, loc, rewriter.getIndexType(), count);
    Value table = expandTo(rewriter, loc, toTensor(rewriter, loc, out.alloc),
                           {rewriter.getIndexAttr(rank), OpFoldResult(n)});
    Value result = tensor::ExtractSliceOp::create(
        rewriter, loc, table,
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0),
                               rewriter.getIndexAttr(0)},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(rank), countIndex},
        ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                               rewriter.getIndexAttr(1)});
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, result,
                              getTypeConverter()->convertType(op.getType())));
    return success();
  }
};

/// The product of `sizes` (an index value).
Value product(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes) {
  Value p = arith::ConstantIndexOp::create(b, loc, 1);
  for (OpFoldResult s : sizes)
    p = arith::MulIOp::create(b, loc, p,
                              getValueOrCreateConstantIndexOp(b, loc, s));
  return p;
}

/// A 1-D i64 tensor of index values (shapes and flags for a runtime call).
Value i64Vector(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  SmallVector<Value> items;
  for (Value v : values)
    items.push_back(
        v.getType().isIndex()
            ? arith::IndexCastOp::create(b, loc, b.getI64Type(), v).getResult()
            : v);
  return tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({(int64_t)items.size()}, b.getI64Type()),
      items);
}

/// The leading `count` elements of a filled rank-1 buffer, as a tensor.
Value leading(OpBuilder &b, Location loc, Value alloc, Value count) {
  return tensor::ExtractSliceOp::create(
      b, loc, toTensor(b, loc, alloc),
      ArrayRef<OpFoldResult>{b.getIndexAttr(0)}, ArrayRef<OpFoldResult>{count},
      ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
}

struct UniqueLowering : OpConversionPattern<graph::UniqueOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::UniqueOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto inType = cast<RankedTensorType>(op.getInput().getType());
    int64_t rank = inType.getRank();
    std::optional<abi::Function> callee = abi::lookup(
        abi::Family::mlc_unique, artifactDTypeName(inType.getElementType()));
    if (!callee)
      return rewriter.notifyMatchFailure(op, "no runtime Unique for the type");
    SmallVector<OpFoldResult> sizes =
        sizesOf(rewriter, loc, adaptor.getInput());
    // The input as [outer, n, inner]: slices along the axis, or elements.
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    Value outer = one, n, inner = one;
    int64_t axis = -1;
    if (std::optional<int64_t> a = op.getAxis()) {
      axis = *a < 0 ? *a + rank : *a;
      outer = product(rewriter, loc, ArrayRef(sizes).take_front(axis));
      n = getValueOrCreateConstantIndexOp(rewriter, loc, sizes[axis]);
      inner = product(rewriter, loc, ArrayRef(sizes).drop_front(axis + 1));
    } else {
      n = product(rewriter, loc, sizes);
    }
    Value sorted =
        arith::ConstantIndexOp::create(rewriter, loc, op.getSorted() ? 1 : 0);
    Value config = readBuffer(
        rewriter, loc, i64Vector(rewriter, loc, {outer, n, inner, sorted}));
    Value in = readBuffer(rewriter, loc, adaptor.getInput());
    Type i64 = rewriter.getI64Type();
    OutBuffer values =
        allocBuffer(rewriter, loc, signless(inType.getElementType()),
                    bufferSize(rewriter, loc, in));
    OutBuffer indices = allocBuffer(rewriter, loc, i64, n);
    OutBuffer inverse = allocBuffer(rewriter, loc, i64, n);
    OutBuffer counts = allocBuffer(rewriter, loc, i64, n);
    Value m =
        callRuntime(rewriter, op, *callee,
                    {in, config, values.callArg, indices.callArg,
                     inverse.callArg, counts.callArg},
                    /*numOutputs=*/4, i64);
    Value mIndex =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(), m);
    // The runtime packs the unique slices as [outer, M, inner].
    Value numValues = arith::MulIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, outer, mIndex),
        inner);
    SmallVector<OpFoldResult> valueSizes;
    if (axis < 0) {
      valueSizes.push_back(mIndex);
    } else {
      valueSizes = sizes;
      valueSizes[axis] = mIndex;
    }
    Value valuesTensor =
        expandTo(rewriter, loc, leading(rewriter, loc, values.alloc, numValues),
                 valueSizes);
    const TypeConverter &tc = *getTypeConverter();
    SmallVector<Value> results{
        castTo(rewriter, loc, valuesTensor,
               tc.convertType(op.getOutput().getType())),
        castTo(rewriter, loc, leading(rewriter, loc, indices.alloc, mIndex),
               tc.convertType(op.getIndices().getType())),
        castTo(rewriter, loc, toTensor(rewriter, loc, inverse.alloc),
               tc.convertType(op.getInverseIndices().getType())),
        castTo(rewriter, loc, leading(rewriter, loc, counts.alloc, mIndex),
               tc.convertType(op.getCounts().getType()))};
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct NonMaxSuppressionLowering
    : OpConversionPattern<graph::NonMaxSuppressionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::NonMaxSuppressionOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value B = tensor::DimOp::create(rewriter, loc, adaptor.getBoxes(), 0);
    Value N = tensor::DimOp::create(rewriter, loc, adaptor.getBoxes(), 1);
    Value C = tensor::DimOp::create(rewriter, loc, adaptor.getScores(), 1);
    Value center =
        arith::ConstantIndexOp::create(rewriter, loc, op.getCenterPointBox());
    Value shape =
        readBuffer(rewriter, loc, i64Vector(rewriter, loc, {B, C, N, center}));
    Value rows = product(rewriter, loc, {B, C, N});
    Value three = arith::ConstantIndexOp::create(rewriter, loc, 3);
    OutBuffer out = allocBuffer(
        rewriter, loc, rewriter.getI64Type(),
        arith::MulIOp::create(rewriter, loc, rows, three).getResult());
    Value k = callRuntime(
        rewriter, op, abi::Function::mlc_non_max_suppression,
        {readBuffer(rewriter, loc, adaptor.getBoxes()),
         readBuffer(rewriter, loc, adaptor.getScores()),
         readBuffer(rewriter, loc, adaptor.getMaxOutputBoxesPerClass()),
         readBuffer(rewriter, loc, adaptor.getIouThreshold()),
         readBuffer(rewriter, loc, adaptor.getScoreThreshold()), shape,
         out.callArg},
        /*numOutputs=*/1, rewriter.getI64Type());
    Value kIndex =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(), k);
    Value selected =
        expandTo(rewriter, loc,
                 leading(rewriter, loc, out.alloc,
                         arith::MulIOp::create(rewriter, loc, kIndex, three)),
                 {kIndex, rewriter.getIndexAttr(3)});
    rewriter.replaceOp(op,
                       castTo(rewriter, loc, selected,
                              getTypeConverter()->convertType(op.getType())));
    return success();
  }
};

/// graph.assert: the condition's value read on the host (a device-to-host
/// read on the GPU) and checked by cf.assert, whose message names the op's
/// location.
struct AssertLowering : OpConversionPattern<graph::AssertOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(graph::AssertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value ok = tensor::ExtractOp::create(rewriter, loc, adaptor.getCondition(),
                                         ValueRange{});
    std::string msg;
    llvm::raw_string_ostream os(msg);
    os << "run-time check failed at " << loc << ": " << op.getMessage();
    cf::AssertOp::create(rewriter, loc, ok, msg);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlc::populateGraphHostOpsToCallsPatterns(GraphTypeConverter &converter,
                                              RewritePatternSet &patterns) {
  patterns.add<StringConstantLowering, StringNormalizerLowering,
               StringCastLowering, NonZeroLowering, UniqueLowering,
               NonMaxSuppressionLowering, AssertLowering>(
      converter, patterns.getContext());
}
