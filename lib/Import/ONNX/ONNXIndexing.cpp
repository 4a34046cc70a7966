//===- ONNXIndexing.cpp - ONNX gathers, scatters and masks ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops that read or write a tensor at computed positions: Gather,
// GatherElements, GatherND, ScatterElements (and Scatter), ScatterND,
// Compress, OneHot, ReverseSequence and Trilu.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

Known gatherKnown(const Known &d, ArrayRef<int64_t> shapeIdx,
                  ArrayRef<int64_t> idx, int64_t axis) {
  Known k;
  k.elemType = d.elemType;
  int64_t outer = product(ArrayRef<int64_t>(d.shape).take_front(axis));
  int64_t inner = product(ArrayRef<int64_t>(d.shape).drop_front(axis + 1));
  int64_t dim = d.shape[axis];
  k.shape.append(d.shape.begin(), d.shape.begin() + axis);
  k.shape.append(shapeIdx.begin(), shapeIdx.end());
  k.shape.append(d.shape.begin() + axis + 1, d.shape.end());
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t j : idx) {
      int64_t jj = j < 0 ? j + dim : j;
      for (int64_t in = 0; in < inner; ++in)
        k.values.push_back(d.values[(o * dim + jj) * inner + in]);
    }
  return k;
}

bool staticShape(I &I, Value v) { return I.type(v).hasStaticShape(); }

LogicalResult convGather(I &I) {
  int64_t axis = I.attrInt("axis", 0);
  const Known *kd = I.known(0), *ki = I.known(1);
  if (kd && ki && !ki->hasSymbols() && !kd->shape.empty()) {
    if (failed(checkAxis(I, axis, kd->shape.size())))
      return failure();
    for (int64_t j : ki->values)
      if (j < -kd->shape[axis] || j >= kd->shape[axis])
        return I.fail("index " + Twine(j) + " out of range");
    I.setKnown(0, gatherKnown(*kd, ki->shape, ki->values, axis));
    return success();
  }
  IN(x, 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  IN(ind, 1);
  Value y = I.infer1<g::GatherOp>(x, ind, I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGatherElements(I &I) {
  IN(x, 0);
  IN(ind, 1);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value y = I.infer1<g::GatherElementsOp>(x, ind, I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convScatterElements(I &I) {
  IN(x, 0);
  IN(ind, 1);
  IN(upd, 2);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  std::string red = I.attrString("reduction", "none");
  auto r = llvm::StringSwitch<std::optional<g::ScatterReduction>>(red)
               .Case("none", g::ScatterReduction::none)
               .Case("add", g::ScatterReduction::add)
               .Case("mul", g::ScatterReduction::mul)
               .Case("max", g::ScatterReduction::max)
               .Case("min", g::ScatterReduction::min)
               .Default(std::nullopt);
  if (!r)
    return I.fail("unsupported reduction '" + red + "'");
  Value y = I.infer1<g::ScatterOp>(x, ind, upd, I.b.getI64IntegerAttr(axis),
                                   g::ScatterReductionAttr::get(&I.ctx, *r));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The row-major linear index of the tuples in the last dimension of `idx`
/// ([M, k], i64) into dimensions `dims`, negative entries counting from the
/// back. Returns [M].
Value linearIndex(I &I, Value idx, ArrayRef<int64_t> dims) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t k = dims.size();
  Value lin;
  int64_t stride = 1;
  SmallVector<int64_t> strides(k);
  for (int64_t d = k - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= dims[d];
  }
  for (int64_t d = 0; d < k; ++d) {
    Value c = o.take(idx, 1, d);
    c = o.sel(o.cmp(g::CmpPredicate::lt, c, o.i(0, i64)),
              o.add(c, o.i(dims[d], i64)), c);
    Value t = strides[d] == 1 ? c : o.mul(c, o.i(strides[d], i64));
    lin = lin ? o.add(lin, t) : t;
  }
  return lin;
}

/// linearIndex with sizes known only at run time: the tuples along dimension
/// `axis` of `idx` (i64) into dimensions first..first+k-1 of a tensor whose
/// shape vector is `ds`, negative entries counting from the back. Returns the
/// index and the product of those k sizes (the rows a tuple addresses).
std::pair<Value, Value> runtimeLinearIndex(I &I, Value idx, int64_t axis,
                                           Value ds, int64_t first, int64_t k) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value lin, stride;
  for (int64_t d = k - 1; d >= 0; --d) {
    Value dim = o.take(ds, 0, first + d);
    Value c = o.take(idx, axis, d);
    c = o.sel(o.cmp(g::CmpPredicate::lt, c, o.i(0, i64)), o.add(c, dim), c);
    Value t = stride ? o.mul(c, stride) : c;
    lin = lin ? o.add(lin, t) : t;
    stride = stride ? o.mul(stride, dim) : dim;
  }
  return {lin, stride};
}

/// GatherND with batch_dims b > 0 and sizes known only at run time: the
/// tuples as rows [R, k], each row's linear index into its batch's k indexed
/// dimensions plus its batch (row / M, M tuples a batch) times their size
/// P, a gather from data flattened to [B * P, rest...], and the result in
/// the shape indices[:-1] + data[b + k:].
LogicalResult runtimeBatchedGatherND(I &I, Value data, Value ind, int64_t b,
                                     int64_t k) {
  auto dt = I.type(data), it = I.type(ind);
  int64_t q = it.getRank(), r = dt.getRank();
  if (b < 0 || b >= q || b + k > r)
    return I.fail("bad batch_dims / index tuple length");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value ds = I.shapeOf(data), is = I.shapeOf(ind);
  Value idx = I.reshape(I.cast(ind, i64), {-1, k});
  CHECK(idx);
  auto [lin, stride] = runtimeLinearIndex(I, idx, 1, ds, b, k);
  Value m = o.i(1, i64), batches = o.i(1, i64);
  for (int64_t d = b; d < q - 1; ++d)
    m = o.mul(m, o.take(is, 0, d));
  for (int64_t d = 0; d < b; ++d)
    batches = o.mul(batches, o.take(ds, 0, d));
  CHECK(lin && m && batches);
  Value row = I.make<g::IotaOp>(I.tensorType({ShapedType::kDynamic}, i64),
                                I.b.getI64IntegerAttr(0), lin);
  lin = o.add(o.mul(o.div(row, m), stride), lin);
  auto slice = [&](Value v, int64_t from, int64_t to) {
    return I.infer1<g::SliceOp>(v, I.b.getDenseI64ArrayAttr({from}),
                                I.b.getDenseI64ArrayAttr({to}),
                                I.b.getDenseI64ArrayAttr({0}),
                                I.b.getDenseI64ArrayAttr({1}));
  };
  SmallVector<int64_t> flat = {-1}, outDims;
  for (int64_t d = b + k; d < r; ++d)
    flat.push_back(dt.isDynamicDim(d) ? -1 : dt.getDimSize(d));
  for (int64_t d = 0; d < q - 1; ++d)
    outDims.push_back(it.isDynamicDim(d) ? -1 : it.getDimSize(d));
  outDims.append(flat.begin() + 1, flat.end());
  Value flatShape = I.reshape(o.mul(batches, stride), {1});
  if (b + k < r)
    flatShape = I.infer1<g::ConcatOp>(ValueRange{flatShape,
                                                 slice(ds, b + k, r)},
                                      I.b.getI64IntegerAttr(0));
  Value outShape = slice(is, 0, q - 1);
  if (b + k < r)
    outShape = I.infer1<g::ConcatOp>(ValueRange{outShape, slice(ds, b + k, r)},
                                     I.b.getI64IntegerAttr(0));
  CHECK(lin && flatShape && outShape);
  Value y = o.gather(I.reshape(data, flat, flatShape), lin, 0);
  CHECK(y);
  y = I.reshape(y, outDims, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// GatherND (batch_dims 0) with sizes known only at run time: the tuples'
/// row-major linear index into data's leading k dimensions (strides from
/// its run-time shape), then a gather from data flattened to [P, rest...].
LogicalResult runtimeGatherND(I &I, Value data, Value ind) {
  auto dt = I.type(data), it = I.type(ind);
  int64_t q = it.getRank(), r = dt.getRank();
  if (q < 1 || it.isDynamicDim(q - 1))
    return I.fail("the index tuples' length (the last dimension of "
                  "'indices') must be static");
  int64_t k = it.getDimSize(q - 1);
  if (k < 1 || k > r)
    return I.fail("bad index tuple length");
  if (int64_t b = I.attrInt("batch_dims", 0))
    return runtimeBatchedGatherND(I, data, ind, b, k);
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.cast(ind, i64);
  Value ds = I.shapeOf(data);
  auto [lin, stride] = runtimeLinearIndex(I, idx, q - 1, ds, 0, k);
  CHECK(lin);
  // data as [P, rest...]: P = the product of its leading k sizes.
  SmallVector<int64_t> flat = {ShapedType::kDynamic};
  for (int64_t d = k; d < r; ++d)
    flat.push_back(dt.getDimSize(d));
  Value flatShape = ds;
  if (k > 1) {
    Value rest = I.infer1<g::SliceOp>(ds, I.b.getDenseI64ArrayAttr({k}),
                                      I.b.getDenseI64ArrayAttr({r}),
                                      I.b.getDenseI64ArrayAttr({0}),
                                      I.b.getDenseI64ArrayAttr({1}));
    Value p = I.reshape(stride, {1});
    flatShape = k == r ? p
                       : I.infer1<g::ConcatOp>(ValueRange{p, rest},
                                               I.b.getI64IntegerAttr(0));
  }
  CHECK(flatShape);
  Value flatData = k == 1 ? data : I.reshape(data, flat, flatShape);
  CHECK(flatData);
  Value y = o.gather(flatData, lin, 0);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGatherND(I &I) {
  IN(data, 0);
  IN(ind, 1);
  if (!staticShape(I, data) || !staticShape(I, ind))
    return runtimeGatherND(I, data, ind);
  auto dt = I.type(data), it = I.type(ind);
  int64_t b = I.attrInt("batch_dims", 0);
  int64_t q = it.getRank(), r = dt.getRank();
  int64_t k = it.getDimSize(q - 1);
  if (b < 0 || b >= q || b >= r || k < 1 || b + k > r)
    return I.fail("bad batch_dims / index tuple length");
  for (int64_t d = 0; d < b; ++d)
    if (dt.getDimSize(d) != it.getDimSize(d))
      return I.fail("batch dimensions of data and indices differ");
  ArrayRef<int64_t> ds = dt.getShape(), is = it.getShape();
  int64_t B = product(ds.take_front(b));
  int64_t M = product(is.slice(b, q - 1 - b));
  ArrayRef<int64_t> kd = ds.slice(b, k), rest = ds.drop_front(b + k);
  int64_t P = product(kd);
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.reshape(I.cast(ind, i64), {B * M, k});
  CHECK(idx);
  Value lin = linearIndex(I, idx, kd);
  CHECK(lin);
  if (b > 0) {
    // Row-major batch offsets: (row / M) * P.
    SmallVector<int64_t> off;
    for (int64_t bi = 0; bi < B; ++bi)
      for (int64_t m = 0; m < M; ++m)
        off.push_back(bi * P);
    lin = o.add(lin, o.i64s(off, {B * M}));
  }
  SmallVector<int64_t> flatShape = {B * P};
  flatShape.append(rest.begin(), rest.end());
  Value flat = I.reshape(data, flatShape);
  Value y = o.gather(flat, lin, 0);
  CHECK(y);
  SmallVector<int64_t> outShape(is.drop_back());
  outShape.append(rest.begin(), rest.end());
  y = I.reshape(y, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// ScatterND with sizes known only at run time (the tuple length k static):
/// data as [P, R] (P the product of its leading k sizes), the tuples' linear
/// row index into it, updates as [M, R], one graph.scatter along the rows,
/// and the result back in data's shape.
LogicalResult runtimeScatterND(I &I, Value data, Value ind, Value upd,
                               g::ScatterReduction kind) {
  auto dt = I.type(data), it = I.type(ind);
  int64_t q = it.getRank(), k = it.getDimSize(q - 1), r = dt.getRank();
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value ds = I.shapeOf(data);
  Value idx = I.reshape(I.cast(ind, i64), {-1, k});
  CHECK(idx);
  auto [lin, stride] = runtimeLinearIndex(I, idx, 1, ds, 0, k);
  // R: the product of data's sizes after the first k (1 when k == r).
  Value rows = stride, cols = o.i(1, i64);
  for (int64_t d = k; d < r; ++d)
    cols = o.mul(cols, o.take(ds, 0, d));
  CHECK(lin && rows && cols);
  Value m = o.take(I.shapeOf(idx), 0, 0);
  Value flat = I.reshape(data, {-1, -1}, shapeVector(I, {rows, cols}));
  Value u = I.reshape(upd, {-1, -1}, shapeVector(I, {m, cols}));
  CHECK(flat && u);
  // Every column of an update row goes to its tuple's row.
  Value rowOf = I.make<g::IotaOp>(I.tensorType({ShapedType::kDynamic,
                                                ShapedType::kDynamic},
                                               i64),
                                  I.b.getI64IntegerAttr(0), u);
  Value lin2 = o.gather(lin, rowOf, 0);
  CHECK(lin2);
  Value y = I.infer1<g::ScatterOp>(flat, lin2, u, I.b.getI64IntegerAttr(0),
                                   g::ScatterReductionAttr::get(&I.ctx, kind));
  CHECK(y);
  SmallVector<int64_t> shape(dt.getShape());
  for (int64_t &d : shape)
    d = ShapedType::isDynamic(d) ? -1 : d;
  y = I.reshape(y, shape, ds);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convScatterND(I &I) {
  IN(data, 0);
  IN(ind, 1);
  IN(upd, 2);
  auto dt = I.type(data), it = I.type(ind);
  int64_t q = it.getRank(), r = dt.getRank();
  if (q < 1 || it.isDynamicDim(q - 1))
    return I.fail("the index tuples' length (the last dimension of "
                  "'indices') must be static");
  int64_t k = it.getDimSize(q - 1);
  if (k < 1 || k > r)
    return I.fail("bad index tuple length");
  std::string red = I.attrString("reduction", "none");
  std::optional<g::ScatterReduction> kind =
      llvm::StringSwitch<std::optional<g::ScatterReduction>>(red)
          .Case("none", g::ScatterReduction::none)
          .Case("add", g::ScatterReduction::add)
          .Case("mul", g::ScatterReduction::mul)
          .Case("max", g::ScatterReduction::max)
          .Case("min", g::ScatterReduction::min)
          .Default(std::nullopt);
  if (!kind)
    return I.fail("unsupported reduction '" + red + "'");
  if (!staticShape(I, data) || !staticShape(I, ind) || !staticShape(I, upd))
    return runtimeScatterND(I, data, ind, upd, *kind);
  ArrayRef<int64_t> ds = dt.getShape();
  int64_t M = product(it.getShape().drop_back());
  int64_t P = product(ds.take_front(k)), R = product(ds.drop_front(k));
  if (I.type(upd).getNumElements() != M * R)
    return I.fail("'updates' has the wrong number of entries");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value idx = I.reshape(I.cast(ind, i64), {M, k});
  CHECK(idx);
  Value lin = linearIndex(I, idx, ds.take_front(k));
  CHECK(lin);
  Value lin2 = o.broadcastTo(I.reshape(lin, {M, 1}), {M, R});
  Value flat = I.reshape(data, {P, R});
  Value u = I.reshape(upd, {M, R});
  CHECK(lin2 && flat && u);
  Value y = I.infer1<g::ScatterOp>(flat, lin2, u, I.b.getI64IntegerAttr(0),
                                   g::ScatterReductionAttr::get(&I.ctx, *kind));
  CHECK(y);
  y = I.reshape(y, ds);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convCompress(I &I) {
  IN(x, 0);
  const Known *c = I.known(1);
  if (c && c->shape.size() != 1)
    return I.fail("'condition' must be 1-D");
  int64_t axis = 0;
  if (I.attr("axis")) {
    axis = I.attrInt("axis", 0);
    if (axis < 0)
      axis += I.rank(x);
    if (axis < 0 || axis >= I.rank(x))
      return I.fail("axis out of range");
  } else {
    auto t = I.type(x);
    x = I.reshape(x, {t.hasStaticShape() ? t.getNumElements() : -1});
    CHECK(x);
  }
  if (!c || c->hasSymbols()) {
    // A condition known only at run time: gather at its non-zero positions
    // (graph.non_zero, a host op); the result's size along the axis is
    // dynamic. ONNX allows only conditions no longer than the axis, so
    // every position is in range.
    IN(cond, 1);
    if (I.rank(cond) != 1)
      return I.fail("'condition' must be 1-D");
    Type i64 = I.b.getI64Type();
    Value nz = I.make<g::NonZeroOp>(
        I.tensorType({1, ShapedType::kDynamic}, i64), cond);
    Ops o(I);
    Value y = o.gather(x, I.reshape(nz, {-1}), axis);
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  // A dynamic dimension is at least as long as the condition (ONNX allows
  // only shorter conditions), so every selected position is in range.
  int64_t dim = I.type(x).getDimSize(axis);
  if (ShapedType::isDynamic(dim))
    dim = c->values.size();
  SmallVector<int64_t> idx;
  for (int64_t i = 0; i < std::min<int64_t>(dim, c->values.size()); ++i)
    if (c->values[i])
      idx.push_back(i);
  if (idx.empty())
    return I.fail("an empty result is not supported");
  Ops o(I);
  Value y = o.gather(x, o.i64s(idx, {(int64_t)idx.size()}), axis);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convOneHot(I &I) {
  IN(ind, 0);
  IN(vals, 2);
  // The depth: a constant, or a scalar known only at run time (the result's
  // size along the axis is then dynamic).
  std::optional<int64_t> depth;
  if (auto depthV = I.constDoubles(1)) {
    if (depthV->size() != 1)
      return I.fail("'depth' must be a scalar");
    depth = (int64_t)(*depthV)[0];
    if (*depth <= 0)
      return I.fail("'depth' must be positive");
  }
  auto it = I.type(ind);
  auto vt = I.type(vals);
  if (vt.hasStaticShape() && vt.getNumElements() != 2)
    return I.fail("'values' must hold two entries");
  int64_t r = it.getRank() + 1;
  int64_t axis = I.attrInt("axis", -1);
  if (axis < 0)
    axis += r;
  if (axis < 0 || axis >= r)
    return I.fail("axis out of range");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value depthV;
  if (depth) {
    depthV = o.i(*depth, i64);
  } else {
    IN(d, 1);
    auto dt = I.type(d);
    if (dt.getRank() > 1 || (dt.hasStaticShape() && dt.getNumElements() != 1))
      return I.fail("'depth' must be a scalar");
    depthV = I.reshape(I.cast(d, i64), {}); // Floats truncate.
  }
  Value idx = I.cast(ind, i64); // Float indices truncate toward zero.
  idx = o.sel(o.cmp(g::CmpPredicate::lt, idx, o.i(0, i64)),
              o.add(idx, depthV), idx);
  CHECK(idx);
  idx = I.unsqueezeDims(idx, {axis});
  SmallVector<int64_t> shape(it.getShape());
  shape.insert(shape.begin() + axis, depth ? *depth : ShapedType::kDynamic);
  auto iotaType = I.tensorType(shape, i64);
  Value iota;
  if (iotaType.hasStaticShape()) {
    iota = I.make<g::IotaOp>(iotaType, I.b.getI64IntegerAttr(axis));
  } else {
    // Counted along the axis over a tensor of the result's run-time shape:
    // the indices' sizes with the depth at `axis`.
    Value is = I.shapeOf(ind);
    SmallVector<Value> parts;
    if (axis > 0)
      parts.push_back(I.infer1<g::SliceOp>(
          is, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({axis}),
          I.b.getDenseI64ArrayAttr({0}), DenseI64ArrayAttr()));
    parts.push_back(I.reshape(depthV, {1}));
    if (axis < r - 1)
      parts.push_back(I.infer1<g::SliceOp>(
          is, I.b.getDenseI64ArrayAttr({axis}),
          I.b.getDenseI64ArrayAttr({r - 1}), I.b.getDenseI64ArrayAttr({0}),
          DenseI64ArrayAttr()));
    Value full = parts.size() == 1
                     ? parts[0]
                     : I.infer1<g::ConcatOp>(ValueRange(parts),
                                             I.b.getI64IntegerAttr(0));
    Value like = I.make<g::BroadcastToOp>(iotaType, o.i(0, i64), full);
    iota = I.make<g::IotaOp>(iotaType, I.b.getI64IntegerAttr(axis), like);
  }
  Value eq = o.cmp(g::CmpPredicate::eq, iota, idx);
  Value flat = I.reshape(vals, {2});
  Value off = I.reshape(o.slice1(flat, 0, 0), {});
  Value on = I.reshape(o.slice1(flat, 0, 1), {});
  Value y = o.sel(eq, on, off);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convReverseSequence(I &I) {
  IN(x, 0);
  IN(lens, 1);
  auto xt = I.type(x);
  if (xt.getRank() < 2)
    return I.fail("needs an input of rank >= 2");
  int64_t ta = I.attrInt("time_axis", 0), ba = I.attrInt("batch_axis", 1);
  if (!((ta == 0 && ba == 1) || (ta == 1 && ba == 0)))
    return I.fail("time_axis / batch_axis must be 0 and 1");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  if (!xt.hasStaticShape()) {
    // Sizes known at run time: the time index of every element (an iota
    // shaped like x), each batch's length broadcast along the other axes.
    Value t = I.make<g::IotaOp>(I.tensorType(xt.getShape(), i64),
                                I.b.getI64IntegerAttr(ta), x);
    SmallVector<int64_t> others;
    for (int64_t d = 0; d < xt.getRank(); ++d)
      if (d != ba)
        others.push_back(d);
    Value len = I.unsqueezeDims(I.cast(lens, i64), others);
    Value src = o.sel(o.cmp(g::CmpPredicate::lt, t, len),
                      o.sub(o.sub(len, o.i(1, i64)), t), t);
    CHECK(src);
    Value y = I.infer1<g::GatherElementsOp>(x, src, I.b.getI64IntegerAttr(ta));
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  int64_t T = xt.getDimSize(ta), B = xt.getDimSize(ba);
  SmallVector<int64_t> tb =
      ta == 0 ? SmallVector<int64_t>{T, B} : SmallVector<int64_t>{B, T};
  Value t = I.make<g::IotaOp>(I.tensorType(tb, i64), I.b.getI64IntegerAttr(ta));
  Value len = I.cast(lens, i64);
  len = I.reshape(len, ta == 0 ? SmallVector<int64_t>{1, B}
                               : SmallVector<int64_t>{B, 1});
  Value src = o.sel(o.cmp(g::CmpPredicate::lt, t, len),
                    o.sub(o.sub(len, o.i(1, i64)), t), t);
  CHECK(src);
  SmallVector<int64_t> s4(tb);
  s4.append(xt.getRank() - 2, 1);
  src = o.broadcastTo(I.reshape(src, s4), xt.getShape());
  CHECK(src);
  Value y = I.infer1<g::GatherElementsOp>(x, src, I.b.getI64IntegerAttr(ta));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convTrilu(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t r = t.getRank();
  if (r < 2)
    return I.fail("needs a tensor of rank >= 2");
  int64_t k = 0;
  // A k known only at run time (a graph input): a scalar i64 operand.
  Value kRun;
  if (I.hasInput(1)) {
    const Known *kk = I.known(1);
    if (kk && !kk->hasSymbols()) {
      if (kk->values.size() != 1)
        return I.fail("'k' must hold one value");
      k = kk->values[0];
    } else {
      IN(kv, 1);
      if (I.type(kv).getNumElements() != 1)
        return I.fail("'k' must hold one value");
      kRun = I.reshape(I.cast(kv, I.b.getI64Type()), {});
      CHECK(kRun);
    }
  }
  bool upper = I.attrInt("upper", 1);
  if (kRun || t.isDynamicDim(r - 1) || t.isDynamicDim(r - 2)) {
    // The mask from run-time row and column indices: j - i >= k (upper).
    auto it = I.tensorType(t.getShape(), I.b.getI64Type());
    Value row = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(r - 2), x);
    Value col = I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(r - 1), x);
    Value diff = binop<g::SubOp>(I, col, row);
    Value keep = cmp(I, upper ? g::CmpPredicate::ge : g::CmpPredicate::le,
                     diff, kRun ? kRun : I.scalar(k, I.b.getI64Type()));
    Value y = select(I, keep, x, I.scalar(0, t.getElementType()));
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  int64_t n = t.getDimSize(r - 2), m = t.getDimSize(r - 1);
  SmallVector<bool> mask;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < m; ++j)
      mask.push_back(upper ? j - i >= k : j - i <= k);
  Value c = I.constant(
      DenseElementsAttr::get(I.tensorType({n, m}, I.b.getI1Type()), mask));
  Value y = select(I, c, x, I.scalar(0, t.getElementType()));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerIndexingHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Gather"] = convGather;
  m["GatherElements"] = convGatherElements;
  m["ScatterElements"] = convScatterElements;
  m["Scatter"] = convScatterElements;
  m["Trilu"] = convTrilu;
  m["OneHot"] = convOneHot;
  m["GatherND"] = convGatherND;
  m["ScatterND"] = convScatterND;
  m["Compress"] = convCompress;
  m["ReverseSequence"] = convReverseSequence;
}
