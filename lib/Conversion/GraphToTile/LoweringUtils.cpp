//===- LoweringUtils.cpp - shared helpers of graph lowering ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"

using namespace mlir;

namespace mlc::lowering {

Type signless(Type t) {
  // A string element is an MlcString handle: 16 bytes (HostOpsToCalls.cpp).
  if (isa<graph::StringType>(t))
    return IntegerType::get(t.getContext(), 128);
  if (auto it = dyn_cast<IntegerType>(t); it && !it.isSignless())
    return IntegerType::get(t.getContext(), it.getWidth());
  return t;
}

std::string artifactDTypeName(Type t) {
  if (t.isF16())
    return "f16";
  if (t.isBF16())
    return "bf16";
  if (t.isF32())
    return "f32";
  if (t.isF64())
    return "f64";
  if (t.isInteger(1))
    return "bool";
  if (isa<graph::StringType>(t))
    return "string";
  auto it = cast<IntegerType>(t);
  return (it.isUnsigned() ? "u" : "i") + std::to_string(it.getWidth());
}

RankedTensorType signlessTensor(RankedTensorType type) {
  return RankedTensorType::get(type.getShape(), signless(type.getElementType()));
}

SmallVector<Value> dynamicDims(OpBuilder &b, Location loc, Value v) {
  SmallVector<Value> dims;
  auto type = cast<RankedTensorType>(v.getType());
  for (int64_t i = 0; i < type.getRank(); ++i)
    if (type.isDynamicDim(i))
      dims.push_back(tensor::DimOp::create(b, loc, v, i));
  return dims;
}

Value createEmptyBroadcast(OpBuilder &b, Location loc, RankedTensorType type,
                           ValueRange dimSources) {
  SmallVector<Value> dims;
  int64_t rank = type.getRank();
  for (int64_t i = 0; i < rank; ++i) {
    if (!type.isDynamicDim(i))
      continue;
    Value chosen;
    int64_t chosenDim = -1;
    for (bool wantDynamic : {true, false}) {
      for (Value src : dimSources) {
        auto st = cast<RankedTensorType>(src.getType());
        int64_t j = i - (rank - st.getRank());
        if (j < 0)
          continue;
        bool dyn = st.isDynamicDim(j);
        if ((wantDynamic && dyn) || (!wantDynamic && st.getDimSize(j) != 1)) {
          chosen = src;
          chosenDim = j;
          break;
        }
      }
      if (chosen)
        break;
    }
    assert(chosen && "dynamic result dim without a source");
    dims.push_back(tensor::DimOp::create(b, loc, chosen, chosenDim));
  }
  return tensor::EmptyOp::create(b, loc, type.getShape(), type.getElementType(),
                                 dims);
}

AffineMap broadcastMap(MLIRContext *ctx, int64_t resultRank,
                       ArrayRef<int64_t> operandShape,
                       ArrayRef<int64_t> resultShape) {
  SmallVector<AffineExpr> exprs;
  int64_t offset = resultRank - operandShape.size();
  for (size_t j = 0; j < operandShape.size(); ++j) {
    int64_t i = offset + j;
    if (operandShape[j] == 1 && resultShape[i] != 1)
      exprs.push_back(getAffineConstantExpr(0, ctx));
    else
      exprs.push_back(getAffineDimExpr(i, ctx));
  }
  return AffineMap::get(resultRank, 0, exprs, ctx);
}

void assertBroadcastable(OpBuilder &b, Location loc, Value size, Value dim,
                         StringRef what) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value ok = arith::OrIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, dim, size),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, dim, one));
  std::string msg;
  llvm::raw_string_ostream os(msg);
  os << what << " at " << loc
     << ": dynamic dimensions do not broadcast at run time (sizes differ and "
        "neither is 1)";
  cf::AssertOp::create(b, loc, ok, msg);
}

/// Numpy broadcasting where two or more operands have a dynamic size in one
/// result dimension: the result size is their maximum, each must be it or 1
/// (checked at run time), and an operand whose size is 1 there is read at
/// index 0 (through tensor.extract with a run-time stride).
static Value buildRuntimeBroadcastGeneric(OpBuilder &b, Location loc,
                                          RankedTensorType resultType,
                                          ValueRange inputs,
                                          ArrayRef<bool> ambiguous,
                                          StringRef what, ScalarBody body) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = resultType.getRank();
  auto alignedDim = [&](Value in, int64_t i) {
    auto t = cast<RankedTensorType>(in.getType());
    return i - (rank - t.getRank());
  };
  // Result sizes.
  SmallVector<Value> sizes(rank), dynSizes;
  for (int64_t i = 0; i < rank; ++i) {
    if (!resultType.isDynamicDim(i)) {
      sizes[i] = arith::ConstantIndexOp::create(b, loc, resultType.getDimSize(i));
      continue;
    }
    // The largest size, or 0 where one is 0 (0 broadcasts with 1 to 0).
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value largest = zero, anyZero = Value();
    for (Value in : inputs) {
      int64_t j = alignedDim(in, i);
      if (j < 0)
        continue;
      Value d = dimIndex(b, loc, in, j);
      largest = arith::MaxUIOp::create(b, loc, largest, d);
      Value isZero =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, d, zero);
      anyZero = anyZero ? Value(arith::OrIOp::create(b, loc, anyZero, isZero))
                        : isZero;
    }
    Value size = arith::SelectOp::create(b, loc, anyZero, zero, largest);
    sizes[i] = size;
    dynSizes.push_back(size);
  }
  // Checks, and which operands need run-time strides.
  SmallVector<bool> strided(inputs.size(), false);
  SmallVector<SmallVector<Value>> strides(inputs.size());
  for (auto [k, in] : llvm::enumerate(inputs)) {
    auto t = cast<RankedTensorType>(in.getType());
    strides[k].assign(t.getRank(), Value());
    for (int64_t i = 0; i < rank; ++i) {
      int64_t j = alignedDim(in, i);
      if (j < 0 || !ambiguous[i] || !t.isDynamicDim(j))
        continue;
      Value d = tensor::DimOp::create(b, loc, in, j);
      assertBroadcastable(b, loc, sizes[i], d, what);
      Value isOne = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, d,
          arith::ConstantIndexOp::create(b, loc, 1));
      strides[k][j] = arith::SelectOp::create(
          b, loc, isOne, arith::ConstantIndexOp::create(b, loc, 0),
          arith::ConstantIndexOp::create(b, loc, 1));
      strided[k] = true;
    }
  }
  SmallVector<Value> direct;
  SmallVector<AffineMap> maps;
  for (auto [k, in] : llvm::enumerate(inputs)) {
    if (strided[k])
      continue;
    direct.push_back(in);
    maps.push_back(broadcastMap(
        ctx, rank, cast<RankedTensorType>(in.getType()).getShape(),
        resultType.getShape()));
  }
  return buildIndexedGeneric(
      b, loc, resultType, dynSizes, direct, maps,
      [&](OpBuilder &nb, Location nloc, ValueRange ivs, ValueRange args) {
        SmallVector<Value> scalars;
        size_t next = 0;
        for (auto [k, in] : llvm::enumerate(inputs)) {
          if (!strided[k]) {
            scalars.push_back(args[next++]);
            continue;
          }
          auto t = cast<RankedTensorType>(in.getType());
          SmallVector<Value> idx;
          for (int64_t j = 0; j < t.getRank(); ++j) {
            Value iv = ivs[j + (rank - t.getRank())];
            if (strides[k][j])
              idx.push_back(arith::MulIOp::create(nb, nloc, iv, strides[k][j]));
            else if (!t.isDynamicDim(j) && t.getDimSize(j) == 1)
              idx.push_back(arith::ConstantIndexOp::create(nb, nloc, 0));
            else
              idx.push_back(iv);
          }
          scalars.push_back(tensor::ExtractOp::create(nb, nloc, in, idx));
        }
        return body(nb, nloc, scalars);
      });
}

Value buildBroadcastGeneric(OpBuilder &b, Location loc,
                            RankedTensorType resultType, ValueRange inputs,
                            ScalarBody body, StringRef what,
                            bool sameDynamicDims) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = resultType.getRank();
  // Result dimensions in which two or more operands are dynamic (and not
  // proven to agree).
  SmallVector<bool> ambiguous(rank, false);
  for (int64_t i = 0; i < rank; ++i) {
    if (!resultType.isDynamicDim(i) || sameDynamicDims)
      continue;
    int count = 0;
    for (Value in : inputs) {
      auto t = cast<RankedTensorType>(in.getType());
      int64_t j = i - (rank - t.getRank());
      count += j >= 0 && t.isDynamicDim(j);
    }
    ambiguous[i] = count > 1;
  }
  if (llvm::is_contained(ambiguous, true))
    return buildRuntimeBroadcastGeneric(b, loc, resultType, inputs, ambiguous,
                                        what, body);
  Value init = createEmptyBroadcast(b, loc, resultType, inputs);
  SmallVector<AffineMap> maps;
  for (Value in : inputs)
    maps.push_back(broadcastMap(
        ctx, rank, cast<RankedTensorType>(in.getType()).getShape(),
        resultType.getShape()));
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        Value r = body(nb, nloc, args.drop_back());
        linalg::YieldOp::create(nb, nloc, r);
      });
  return generic.getResult(0);
}

Value scalarConstant(OpBuilder &b, Location loc, Type type, double value) {
  if (auto ft = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(ft, value));
  return arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(type, static_cast<int64_t>(value)));
}

Value castScalar(OpBuilder &b, Location loc, Value v, Type from, Type to) {
  Type dst = signless(to);
  if (from == to)
    return v;
  auto fromF = dyn_cast<FloatType>(from);
  auto toF = dyn_cast<FloatType>(to);
  bool fromBool = from.isInteger(1), toBool = to.isInteger(1);
  bool fromUnsigned = graph::isUnsignedInt(from);
  if (toBool) {
    if (fromF)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, v,
                                   scalarConstant(b, loc, from, 0.0));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, v,
                                 scalarConstant(b, loc, signless(from), 0));
  }
  if (fromF && toF) {
    if (fromF.getWidth() < toF.getWidth())
      return arith::ExtFOp::create(b, loc, dst, v);
    if (fromF.getWidth() > toF.getWidth())
      return arith::TruncFOp::create(b, loc, dst, v);
    // f16 <-> bf16: go through f32.
    Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), v);
    return arith::TruncFOp::create(b, loc, dst, wide);
  }
  if (fromF) {
    if (graph::isUnsignedInt(to))
      return arith::FPToUIOp::create(b, loc, dst, v);
    return arith::FPToSIOp::create(b, loc, dst, v);
  }
  if (toF) {
    if (fromUnsigned || fromBool)
      return arith::UIToFPOp::create(b, loc, dst, v);
    return arith::SIToFPOp::create(b, loc, dst, v);
  }
  unsigned fw = from.getIntOrFloatBitWidth(), tw = to.getIntOrFloatBitWidth();
  if (fw < tw) {
    if (fromUnsigned || fromBool)
      return arith::ExtUIOp::create(b, loc, dst, v);
    return arith::ExtSIOp::create(b, loc, dst, v);
  }
  if (fw > tw)
    return arith::TruncIOp::create(b, loc, dst, v);
  return v; // same width, signedness only
}

Value buildIndexedGeneric(OpBuilder &b, Location loc,
                          RankedTensorType resultType, ValueRange dynSizes,
                          ValueRange inputs, ArrayRef<AffineMap> inputMaps,
                          IndexedBody body) {
  MLIRContext *ctx = b.getContext();
  int64_t rank = resultType.getRank();
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType(), dynSizes);
  SmallVector<AffineMap> maps(inputMaps);
  maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location nloc, ValueRange args) {
        SmallVector<Value> ivs;
        for (int64_t i = 0; i < rank; ++i)
          ivs.push_back(linalg::IndexOp::create(nb, nloc, i));
        Value r = body(nb, nloc, ivs, args.drop_back());
        linalg::YieldOp::create(nb, nloc, r);
      });
  return generic.getResult(0);
}

Value dimIndex(OpBuilder &b, Location loc, Value v, int64_t i) {
  auto type = cast<RankedTensorType>(v.getType());
  if (!type.isDynamicDim(i))
    return arith::ConstantIndexOp::create(b, loc, type.getDimSize(i));
  return tensor::DimOp::create(b, loc, v, i);
}

Value intConstant(OpBuilder &b, Location loc, Type type, int64_t value) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  APInt v(width, static_cast<uint64_t>(value), /*isSigned=*/true,
          /*implicitTrunc=*/true);
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, v));
}

} // namespace mlc::lowering
