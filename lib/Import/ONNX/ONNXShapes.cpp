//===- ONNXShapes.cpp - ONNX shape manipulation ---------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Ops that rearrange a tensor without indexing it: Shape, Size, Reshape,
// Flatten, Squeeze, Unsqueeze, Transpose, Concat, Split, Slice, Pad, Tile,
// Expand, DepthToSpace and SpaceToDepth. Shape computations on tensors known
// at import are folded into `Known` tensors instead of ops.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

/// `x` padded along each of `axes` by the run-time i64 scalars lo[i] and
/// hi[i] (negative values crop): a gather at the source index i - lo of
/// every result position (clamped for edge, mirrored for reflect; positions
/// outside the input take `fill` in constant mode).
Value mlc::onnximport::padAtRunTime(Importer &I, Value x, ArrayRef<int64_t> axes,
                                    ArrayRef<Value> lo, ArrayRef<Value> hi,
                                    StringRef mode, Value fill) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t r = I.rank(x);
  Value y = x;
  for (size_t i = 0; i < axes.size(); ++i) {
    int64_t d = axes[i];
    Value size = o.take(I.shapeOf(y), 0, d);
    Value outSize = o.add(o.add(size, lo[i]), hi[i]);
    if (!outSize)
      return {};
    Value src = o.sub(o.counter(outSize, i64), lo[i]);
    Value last = o.sub(size, o.i(1, i64));
    Value valid;
    if (mode == "reflect") {
      // -i before the start, 2 (n - 1) - i past the end.
      src = o.sel(o.cmp(g::CmpPredicate::lt, src, o.i(0, i64)),
                  o.sub(o.i(0, i64), src), src);
      src = o.sel(o.cmp(g::CmpPredicate::gt, src, last),
                  o.sub(o.add(last, last), src), src);
    } else if (mode == "constant") {
      valid = I.infer1<g::AndOp>(o.cmp(g::CmpPredicate::ge, src, o.i(0, i64)),
                                 o.cmp(g::CmpPredicate::le, src, last));
    } else if (mode == "wrap") {
      // Around the axis: src mod n, made non-negative (graph.mod of
      // integers takes the divisor's sign).
      src = o.mod(src, size);
    }
    src = o.max(o.min(src, last), o.i(0, i64));
    Value g = o.gather(y, src, d);
    if (!g)
      return {};
    if (valid) {
      SmallVector<int64_t> at(r, 1);
      at[d] = ShapedType::kDynamic;
      Value mask = I.reshape(valid, at);
      g = o.sel(mask, g, fill);
    }
    y = g;
    if (!y)
      return {};
  }
  return y;
}

FailureOr<Value> mlc::onnximport::runtimeShapeInput(Importer &I, unsigned i,
                                                    StringRef what,
                                                    int64_t length) {
  Value s = I.in(i);
  if (!s)
    return failure();
  auto st = I.type(s);
  if (st.getRank() == 1 && st.isDynamicDim(0) && length >= 0) {
    Ops o(I);
    Type i64 = I.b.getI64Type();
    Value ok = o.cmp(g::CmpPredicate::eq, o.take(I.shapeOf(s), 0, 0),
                     o.i(length, i64));
    if (!ok)
      return failure();
    g::AssertOp::create(I.b, I.loc, ok,
                        "'" + what.str() + "' must have " +
                            Twine(length).str() + " entries");
    return I.cast(I.reshape(s, {length}), i64);
  }
  if (st.getRank() != 1 || st.isDynamicDim(0))
    return (void)(I.error() << "'" << what
                            << "' must be a 1-D tensor of static length (its "
                               "length fixes the result's structure), got "
                            << st),
           failure();
  return I.cast(s, I.b.getI64Type());
}

namespace {

using I = Importer;

LogicalResult convShape(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  int64_t start = I.opset >= 15 ? I.attrInt("start", 0) : 0;
  int64_t end = I.opset >= 15 ? I.attrInt("end", r) : r;
  start = std::clamp<int64_t>(start < 0 ? start + r : start, 0, r);
  end = std::clamp<int64_t>(end < 0 ? end + r : end, 0, r);
  Known k{{std::max<int64_t>(end - start, 0)}, {}, I.b.getI64Type()};
  for (int64_t d = start; d < end; ++d)
    k.values.push_back(I.dimOrSym(x, d));
  I.setKnown(0, k);
  return success();
}

LogicalResult convSize(I &I) {
  if (const Known *k = I.known(0)) {
    // A known tensor's shape is static even when its entries are not.
    I.setKnown(0, Known{{}, {product(k->shape)}, I.b.getI64Type()});
    return success();
  }
  IN(x, 0);
  auto t = I.type(x);
  if (!t.hasStaticShape()) {
    // The product of the run-time sizes.
    Value n = reduce<g::ReduceProdOp>(I, I.shapeOf(x), {0}, false);
    CHECK(n);
    I.setOut(0, n);
    return success();
  }
  I.setKnown(0, Known{{}, {t.getNumElements()}, I.b.getI64Type()});
  return success();
}

/// Result dims of ONNX Reshape: entries are sizes, symbols, or -1 (to infer).
/// Returns the result shape with dynamic dims as -1.
FailureOr<SmallVector<int64_t>>
resolveReshape(I &I, Value x, ArrayRef<int64_t> req, bool allowZero) {
  auto t = I.type(x);
  SmallVector<int64_t> out(req);
  int64_t inferAt = -1;
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i] == 0 && !allowZero) {
      if (i >= (size_t)t.getRank())
        return (void)(I.error() << "shape entry " << i
                                << " is 0 (copy) past the input's rank"),
               failure();
      out[i] = I.dimOrSym(x, i);
    } else if (out[i] == -1) {
      if (inferAt >= 0)
        return (void)(I.error() << "more than one -1 in the shape"), failure();
      inferAt = i;
    } else if (out[i] < -1 && !isSym(out[i])) {
      return (void)(I.error() << "negative size " << out[i] << " in shape"),
             failure();
    }
  }
  // Input dims as a multiset of sizes and symbols; cancel symbols that the
  // result keeps.
  SmallVector<int64_t> inDims;
  for (int64_t d = 0; d < t.getRank(); ++d)
    inDims.push_back(I.dimOrSym(x, d));
  SmallVector<int64_t> rest = inDims;
  int64_t outStatic = 1;
  bool outHasUnmatched = false;
  for (size_t i = 0; i < out.size(); ++i) {
    if ((int64_t)i == inferAt)
      continue;
    if (isSym(out[i])) {
      auto it = llvm::find(rest, out[i]);
      if (it != rest.end())
        rest.erase(it);
      else
        outHasUnmatched = true;
      continue;
    }
    outStatic *= out[i];
  }
  if (inferAt >= 0) {
    bool restStatic = llvm::none_of(rest, isSym);
    if (restStatic && !outHasUnmatched) {
      int64_t n = product(rest);
      if (outStatic == 0 || n % outStatic)
        return (void)(I.error()
                      << "cannot reshape " << x.getType() << " to the shape ["
                      << llvm::make_range(req.begin(), req.end()) << "]"),
               failure();
      out[inferAt] = n / outStatic;
    } else {
      out[inferAt] = -1;
    }
  }
  return out;
}

/// `v` (1-D i64, `n` entries) aligned to `r` entries: ones in front.
Value alignFront(I &I, Value v, int64_t n, int64_t r) {
  if (n >= r)
    return v;
  Value ones = I.intVector(SmallVector<int64_t>(r - n, 1));
  if (n == 0)
    return ones;
  return I.infer1<g::ConcatOp>(ValueRange{ones, v}, I.b.getI64IntegerAttr(0));
}

/// Whether input `i` is absent or known while importing (no symbols).
bool constantInput(I &I, unsigned i) {
  const Known *k = I.known(i);
  return !I.hasInput(i) || (k && !k->hasSymbols());
}

/// A 1-D i64 vector [0, 1, .., n-1] of static length `n`.
Value countTo(I &I, int64_t n) {
  return I.intVector(llvm::to_vector(llvm::seq<int64_t>(0, n)));
}

/// 1 where position p in [0, n) is one of the run-time `axes` (1-D i64,
/// negative entries counted from n), else 0: an i64 vector of length n.
Value axisMask(I &I, Value axes, int64_t n) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t k = I.type(axes).getDimSize(0);
  Value norm = o.sel(o.cmp(g::CmpPredicate::lt, axes, o.i(0, i64)),
                     o.add(axes, o.i(n, i64)), axes);
  // [k, 1] == [1, n] -> [k, n], then "any" over k.
  Value eq = o.cmp(g::CmpPredicate::eq, I.reshape(norm, {k, 1}),
                   I.reshape(countTo(I, n), {1, n}));
  if (!eq)
    return {};
  return o.reduce<g::ReduceMaxOp>(I.cast(eq, i64), {0}, false);
}

/// The entries of the i64 vector `v` (length n) where `keep` (0/1, length n)
/// is 1, in order: a vector of static length `m` (the number of ones).
Value compact(I &I, Value v, Value keep, int64_t n, int64_t m) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  if (m == 0)
    return I.intVector({});
  // Kept entry d goes to position cumsum(keep)[d] - 1.
  Value pos = o.sub(I.make<g::CumsumOp>(I.type(keep), keep, (int64_t)0,
                                        false, false),
                    o.i(1, i64));
  Value at = o.cmp(g::CmpPredicate::eq, I.reshape(pos, {1, n}),
                   I.reshape(countTo(I, m), {m, 1}));
  if (!at)
    return {};
  Value w = o.mul(o.mul(I.cast(at, i64), I.reshape(keep, {1, n})),
                  I.reshape(v, {1, n}));
  return o.reduce<g::ReduceSumOp>(w, {1}, false);
}

/// Output 0: `x` reshaped to the run-time `shape` (`n` entries).
LogicalResult setRuntimeReshape(I &I, Value x, int64_t n, Value shape) {
  CHECK(shape);
  Value y = I.reshape(x, SmallVector<int64_t>(n, -1), shape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Squeeze with axes known only at run time: the kept sizes, compacted at
/// run time, form the result's shape.
LogicalResult runtimeSqueeze(I &I, Value x) {
  auto axes = runtimeShapeInput(I, 1, "axes");
  if (failed(axes))
    return failure();
  int64_t r = I.rank(x), k = I.type(*axes).getDimSize(0);
  if (k > r)
    return I.fail("more axes than dimensions");
  Ops o(I);
  Value isAxis = axisMask(I, *axes, r);
  CHECK(isAxis);
  Value keep = o.sub(o.i(1, I.b.getI64Type()), isAxis);
  return setRuntimeReshape(I, x, r - k,
                           compact(I, I.shapeOf(x), keep, r, r - k));
}

/// Unsqueeze with axes known only at run time: result position p is 1 where
/// p is an axis, else the next size of the input.
LogicalResult runtimeUnsqueeze(I &I, Value x) {
  auto axes = runtimeShapeInput(I, 1, "axes");
  if (failed(axes))
    return failure();
  int64_t r = I.rank(x), k = I.type(*axes).getDimSize(0), n = r + k;
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value isAxis = axisMask(I, *axes, n);
  CHECK(isAxis);
  Value shape = I.intVector(SmallVector<int64_t>(n, 1));
  if (r > 0) {
    Value keep = o.sub(o.i(1, i64), isAxis);
    Value src = o.sub(I.make<g::CumsumOp>(I.type(keep), keep, (int64_t)0,
                                          false, false),
                      o.i(1, i64));
    src = o.max(o.min(src, o.i(r - 1, i64)), o.i(0, i64));
    Value sizes = o.gather(I.shapeOf(x), src, 0);
    shape = o.sel(o.cmp(g::CmpPredicate::eq, isAxis, o.i(1, i64)),
                  shape, sizes);
  }
  return setRuntimeReshape(I, x, n, shape);
}

/// Reshape to a shape known only at run time: ONNX's 0 entries (copy the
/// input's size) are resolved at run time, -1 by graph.reshape.
LogicalResult runtimeReshape(I &I, Value x) {
  auto shape = runtimeShapeInput(I, 1, "shape");
  if (failed(shape))
    return failure();
  int64_t n = I.type(*shape).getDimSize(0), r = I.rank(x);
  Value s = *shape;
  bool allowZero = I.opset >= 14 && I.attrInt("allowzero", 0);
  if (!allowZero && r > 0) {
    // The input's sizes at the same positions (zeros past its rank: a 0
    // there is an empty dimension).
    Value xs = I.shapeOf(x);
    if (r > n)
      xs = I.infer1<g::SliceOp>(xs, I.b.getDenseI64ArrayAttr({0}),
                                I.b.getDenseI64ArrayAttr({n}),
                                I.b.getDenseI64ArrayAttr({0}),
                                I.b.getDenseI64ArrayAttr({1}));
    else if (r < n)
      xs = I.infer1<g::ConcatOp>(
          ValueRange{xs, I.intVector(SmallVector<int64_t>(n - r, 0))},
          I.b.getI64IntegerAttr(0));
    Value zero = cmp(I, g::CmpPredicate::eq, s, I.scalar(0, I.b.getI64Type()));
    s = select(I, zero, xs, s);
  }
  return setRuntimeReshape(I, x, n, s);
}

LogicalResult convReshape(I &I) {
  IN(x, 0);
  SmallVector<int64_t> req;
  if (I.opset < 5) {
    auto s = I.attrInts("shape");
    if (!s)
      return I.fail("missing 'shape' attribute");
    req = *s;
  } else {
    const Known *k = I.known(1);
    if (!k)
      return runtimeReshape(I, x);
    req = k->values;
  }
  bool allowZero = I.opset >= 14 && I.attrInt("allowzero", 0);
  auto out = resolveReshape(I, x, req, allowZero);
  if (failed(out))
    return failure();
  if (const Known *kx = I.known(0)) {
    if (llvm::none_of(*out, [](int64_t d) { return d < 0; })) {
      Known k = *kx;
      k.shape = *out;
      I.setKnown(0, k);
      return success();
    }
  }
  Value y = I.reshape(x, *out);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convFlatten(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t axis = I.attrInt("axis", 1);
  if (axis < 0)
    axis += t.getRank();
  if (axis < 0 || axis > t.getRank())
    return I.fail("axis out of range");
  auto prod = [&](int64_t lo, int64_t hi) -> int64_t {
    int64_t p = 1;
    for (int64_t d = lo; d < hi; ++d) {
      if (t.isDynamicDim(d))
        return -1;
      p *= t.getDimSize(d);
    }
    return p;
  };
  int64_t a = prod(0, axis), c = prod(axis, t.getRank());
  Value shape;
  if (a < 0 && c < 0) {
    // Both sizes known only at run time: the product of the leading sizes
    // and -1 (the rest) form a run-time shape.
    Value lead = I.infer1<g::SliceOp>(
        I.shapeOf(x), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({axis}), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({1}));
    Value p = reduce<g::ReduceProdOp>(I, lead, {0}, true);
    shape = I.infer1<g::ConcatOp>(ValueRange{p, I.intVector({-1})},
                                  I.b.getI64IntegerAttr(0));
    CHECK(shape);
  }
  Value y = I.reshape(x, {a, c}, shape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSqueeze(I &I) {
  if (I.opset >= 13 && !constantInput(I, 1)) {
    IN(x, 0);
    return runtimeSqueeze(I, x);
  }
  if (const Known *k = I.known(0)) {
    auto axes = axesArg(I, 1, 13, k->shape.size(), false);
    if (failed(axes))
      return failure();
    Known o = *k;
    o.shape.clear();
    for (int64_t d = 0; d < (int64_t)k->shape.size(); ++d)
      if (axes->empty() ? k->shape[d] != 1 : !llvm::is_contained(*axes, d))
        o.shape.push_back(k->shape[d]);
    I.setKnown(0, o);
    return success();
  }
  IN(x, 0);
  auto t = I.type(x);
  auto axes = axesArg(I, 1, 13, t.getRank(), false);
  if (failed(axes))
    return failure();
  if (axes->empty())
    for (int64_t d = 0; d < t.getRank(); ++d)
      if (t.getDimSize(d) == 1)
        axes->push_back(d);
  for (int64_t a : *axes)
    if (!t.isDynamicDim(a) && t.getDimSize(a) != 1)
      return I.fail("cannot squeeze dimension " + Twine(a) + " of size " +
                    Twine(t.getDimSize(a)));
  Value y = I.squeezeDims(x, *axes);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convUnsqueeze(I &I) {
  if (I.opset >= 13 && !constantInput(I, 1)) {
    IN(x, 0);
    return runtimeUnsqueeze(I, x);
  }
  const Known *kx = I.known(0);
  Value x;
  if (!kx) {
    x = I.in(0);
    CHECK(x);
  }
  int64_t inRank = kx ? (int64_t)kx->shape.size() : I.rank(x);
  std::optional<SmallVector<int64_t>> axes;
  if (I.opset >= 13) {
    auto v = I.constInts(1, "axes");
    if (failed(v))
      return failure();
    axes = *v;
  } else {
    axes = I.attrInts("axes");
  }
  if (!axes)
    return I.fail("missing axes");
  int64_t outRank = inRank + axes->size();
  for (int64_t &a : *axes)
    if (failed(checkAxis(I, a, outRank)))
      return failure();
  llvm::sort(*axes);
  if (const Known *k = I.known(0)) {
    Known o = *k;
    o.shape.clear();
    int64_t j = 0;
    for (int64_t d = 0; d < outRank; ++d)
      o.shape.push_back(llvm::is_contained(*axes, d) ? 1 : k->shape[j++]);
    I.setKnown(0, o);
    return success();
  }
  Value y = I.unsqueezeDims(x, *axes);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convTranspose(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  SmallVector<int64_t> perm;
  if (auto p = I.attrInts("perm"))
    perm = *p;
  else
    for (int64_t d = r - 1; d >= 0; --d)
      perm.push_back(d);
  Value y = I.infer1<g::TransposeOp>(x, I.b.getDenseI64ArrayAttr(perm));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convConcat(I &I) {
  int64_t axis = I.attrInt("axis", 0);
  if (allKnown(I)) {
    const Known &k0 = *I.known(0);
    int64_t r = k0.shape.size();
    int64_t a = normAxis(axis, r);
    if (a >= 0 && a < r) {
      Known out{k0.shape, {}, k0.elemType};
      out.shape[a] = 0;
      int64_t outer = product(ArrayRef<int64_t>(k0.shape).take_front(a));
      bool ok = true;
      for (unsigned i = 0; i < I.numInputs(); ++i)
        if (I.hasInput(i))
          out.shape[a] += I.known(i)->shape.size() == (size_t)r
                              ? I.known(i)->shape[a]
                              : (ok = false, 0);
      for (int64_t o = 0; ok && o < outer; ++o)
        for (unsigned i = 0; i < I.numInputs(); ++i) {
          if (!I.hasInput(i))
            continue;
          const Known &k = *I.known(i);
          int64_t chunk = product(ArrayRef<int64_t>(k.shape).drop_front(a));
          out.values.append(k.values.begin() + o * chunk,
                            k.values.begin() + (o + 1) * chunk);
        }
      if (ok) {
        I.setKnown(0, out);
        return success();
      }
    }
  }
  SmallVector<Value> ins;
  for (unsigned i = 0; i < I.numInputs(); ++i) {
    if (!I.hasInput(i))
      continue;
    IN(x, i);
    ins.push_back(x);
  }
  if (ins.empty())
    return I.fail("no inputs");
  if (failed(checkAxis(I, axis, I.rank(ins[0]))))
    return failure();
  Value y = I.infer1<g::ConcatOp>(ValueRange(ins), I.b.getI64IntegerAttr(axis));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Split with sizes known only at run time: piece i is a dynamic slice
/// from the sum of the sizes before it.
LogicalResult runtimeSplit(I &I, Value x, int64_t axis) {
  auto sizes = runtimeShapeInput(I, 1, "split");
  if (failed(sizes))
    return failure();
  int64_t n = I.type(*sizes).getDimSize(0);
  if (n != I.node->output_size())
    return I.fail("'split' has " + Twine(n) + " entries for " +
                  Twine(I.node->output_size()) + " outputs");
  Ops o(I);
  Value start = I.intVector({0});
  for (int64_t i = 0; i < n; ++i) {
    Value end = o.add(start, o.slice1(*sizes, 0, i));
    Value y = I.infer1<g::DynamicSliceOp>(x, start, end, Opt{},
                                          I.b.getDenseI64ArrayAttr({axis}));
    CHECK(y);
    I.setOut(i, y);
    start = end;
  }
  return success();
}

/// An even split of a dimension known only at run time: pieces of
/// ceil(d / n), piece i a dynamic slice from i ceil(d / n) (the bounds past
/// the end are clamped, so the last piece may be shorter).
LogicalResult evenRuntimeSplit(I &I, Value x, int64_t axis, int64_t n) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value d = I.materializeSymbolic(Known{{1}, {I.dimOrSym(x, axis)}, i64});
  Value each = o.div(o.add(d, o.i(n - 1, i64)), o.i(n, i64));
  for (int64_t i = 0; i < n; ++i) {
    Value y = I.infer1<g::DynamicSliceOp>(x, o.mul(each, o.i(i, i64)),
                                          o.mul(each, o.i(i + 1, i64)), Opt{},
                                          I.b.getDenseI64ArrayAttr({axis}));
    CHECK(y);
    I.setOut(i, y);
  }
  return success();
}

LogicalResult convSplit(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t axis = I.attrInt("axis", 0);
  if (failed(checkAxis(I, axis, t.getRank())))
    return failure();
  SmallVector<int64_t> sizes;
  if (I.opset >= 13 && !constantInput(I, 1))
    return runtimeSplit(I, x, axis);
  if (I.opset >= 13 && I.hasInput(1)) {
    auto v = I.constInts(1, "split");
    if (failed(v))
      return failure();
    sizes = *v;
  } else if (auto s = I.attrInts("split")) {
    sizes = *s;
  }
  int64_t n = I.node->output_size();
  if (sizes.empty()) {
    if (I.attr("num_outputs"))
      n = I.attrInt("num_outputs", n);
    if (t.isDynamicDim(axis))
      return evenRuntimeSplit(I, x, axis, n);
    int64_t d = t.getDimSize(axis);
    int64_t each = (d + n - 1) / n;
    for (int64_t i = 0; i < n; ++i)
      sizes.push_back(std::min(each, d - i * each));
  }
  auto op = I.infer<g::SplitOp>(sizes.size(), x, I.b.getI64IntegerAttr(axis),
                                I.b.getDenseI64ArrayAttr(sizes));
  CHECK(succeeded(op));
  for (unsigned i = 0; i < sizes.size(); ++i)
    I.setOut(i, (*op)->getResult(i));
  return success();
}

/// Slice whose axes are known only at run time: every dimension is sliced,
/// with the bounds of the axis entry that names it (a [n, r] match of the
/// axes against the dimensions) or, where none does, the whole dimension.
LogicalResult runtimeAxesSlice(I &I, Value x, int64_t r, Value starts,
                               Value ends, int64_t n) {
  auto axes = runtimeShapeInput(I, 3, "axes");
  if (failed(axes))
    return failure();
  if (I.type(*axes).getDimSize(0) != n)
    return I.fail("starts and axes differ in length");
  Value steps = I.intVector(SmallVector<int64_t>(n, 1));
  if (I.hasInput(4)) {
    auto st = runtimeShapeInput(I, 4, "steps");
    if (failed(st))
      return failure();
    steps = *st;
  }
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value norm = o.sel(o.cmp(g::CmpPredicate::lt, *axes, o.i(0, i64)),
                     o.add(*axes, o.i(r, i64)), *axes);
  Value match = I.cast(
      o.cmp(g::CmpPredicate::eq, I.reshape(norm, {n, 1}),
            I.reshape(countTo(I, r), {1, r})),
      i64);
  Value named = o.reduce<g::ReduceMaxOp>(match, {0}, false);
  CHECK(named);
  auto perDim = [&](Value v, int64_t whole) {
    Value picked = o.reduce<g::ReduceSumOp>(
        o.mul(match, I.reshape(v, {n, 1})), {0}, false);
    return o.sel(o.cmp(g::CmpPredicate::eq, named, o.i(1, i64)), picked,
                 o.i(whole, i64));
  };
  Value s = perDim(starts, 0), e = perDim(ends, INT64_MAX),
        st = perDim(steps, 1);
  CHECK(s && e && st);
  Value y = I.infer1<g::DynamicSliceOp>(
      x, s, e, Opt{st},
      I.b.getDenseI64ArrayAttr(llvm::to_vector(llvm::seq<int64_t>(0, r))));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Slice with starts, ends or steps known only at run time
/// (graph.dynamic_slice); the axes must be constants.
LogicalResult runtimeSlice(I &I, int64_t r) {
  IN(x, 0);
  auto starts = runtimeShapeInput(I, 1, "starts");
  auto ends = runtimeShapeInput(I, 2, "ends");
  if (failed(starts) || failed(ends))
    return failure();
  int64_t n = I.type(*starts).getDimSize(0);
  SmallVector<int64_t> axes;
  if (!constantInput(I, 3))
    return runtimeAxesSlice(I, x, r, *starts, *ends, n);
  if (I.hasInput(3)) {
    auto a = I.constInts(3, "axes");
    if (failed(a))
      return failure();
    axes = *a;
  } else {
    axes = llvm::to_vector(llvm::seq<int64_t>(0, n));
  }
  for (int64_t &a : axes)
    if (failed(checkAxis(I, a, r)))
      return failure();
  Value steps;
  if (I.hasInput(4)) {
    auto st = runtimeShapeInput(I, 4, "steps");
    if (failed(st))
      return failure();
    steps = *st;
  }
  Value y = I.infer1<g::DynamicSliceOp>(x, *starts, *ends, Opt{steps},
                                        I.b.getDenseI64ArrayAttr(axes));
  if (!y)
    return I.fail("starts, ends, axes and steps differ in length");
  I.setOut(0, y);
  return success();
}

LogicalResult convSlice(I &I) {
  Value x;
  if (!I.known(0)) {
    x = I.in(0);
    CHECK(x);
  }
  int64_t r = x ? I.rank(x) : (int64_t)I.known(0)->shape.size();
  SmallVector<int64_t> starts, ends, axes, steps;
  if (I.opset < 10) {
    starts = I.attrInts("starts").value_or(SmallVector<int64_t>());
    ends = I.attrInts("ends").value_or(SmallVector<int64_t>());
    if (auto a = I.attrInts("axes"))
      axes = *a;
  } else {
    auto constant = [&](unsigned i) {
      const Known *k = I.known(i);
      return !I.hasInput(i) || (k && !k->hasSymbols());
    };
    if (!constant(1) || !constant(2) || !constant(3) || !constant(4))
      return runtimeSlice(I, r);
    auto s = I.constInts(1, "starts"), e = I.constInts(2, "ends");
    if (failed(s) || failed(e))
      return failure();
    starts = *s;
    ends = *e;
    if (I.hasInput(3)) {
      auto a = I.constInts(3, "axes");
      if (failed(a))
        return failure();
      axes = *a;
    }
    if (I.hasInput(4)) {
      auto st = I.constInts(4, "steps");
      if (failed(st))
        return failure();
      steps = *st;
    }
  }
  if (axes.empty())
    for (size_t i = 0; i < starts.size(); ++i)
      axes.push_back(i);
  if (steps.empty())
    steps.assign(starts.size(), 1);
  if (starts.size() != ends.size() || axes.size() != starts.size() ||
      steps.size() != starts.size())
    return I.fail("starts, ends, axes and steps differ in length");
  for (int64_t &a : axes)
    if (failed(checkAxis(I, a, r)))
      return failure();
  if (llvm::is_contained(steps, 0))
    return I.fail("a step is 0");
  if (const Known *k = I.known(0); k && r >= 1) {
    // Fold: per-dimension index lists, then gather the elements.
    SmallVector<SmallVector<int64_t>> idx(r);
    for (int64_t d = 0; d < r; ++d)
      for (int64_t i = 0; i < k->shape[d]; ++i)
        idx[d].push_back(i);
    for (size_t i = 0; i < axes.size(); ++i) {
      int64_t dim = k->shape[axes[i]];
      auto [first, count] =
          g::SliceOp::sliceBounds(starts[i], ends[i], steps[i], dim);
      idx[axes[i]].clear();
      for (int64_t j = 0; j < count; ++j)
        idx[axes[i]].push_back(first + j * steps[i]);
    }
    Known o{{}, {}, k->elemType};
    for (auto &v : idx)
      o.shape.push_back(v.size());
    auto st = stridesOf(k->shape);
    int64_t n = product(o.shape);
    auto ost = stridesOf(o.shape);
    for (int64_t e = 0; e < n; ++e) {
      int64_t off = 0, rem = e;
      for (int64_t d = 0; d < r; ++d) {
        off += idx[d][rem / ost[d]] * st[d];
        rem %= ost[d];
      }
      o.values.push_back(k->values[off]);
    }
    I.setKnown(0, o);
    return success();
  }
  if (!x)
    x = I.in(0);
  CHECK(x);
  Value y = I.infer1<g::SliceOp>(
      x, I.b.getDenseI64ArrayAttr(starts), I.b.getDenseI64ArrayAttr(ends),
      I.b.getDenseI64ArrayAttr(axes), I.b.getDenseI64ArrayAttr(steps));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Pad with pads (or the fill value) known only at run time: along each
/// padded axis, a gather at the source index i - lo of every result
/// position i (clamped for edge, mirrored for reflect; positions outside the
/// input take the fill value in constant mode). Negative pads crop.
LogicalResult runtimePad(I &I, Value x, StringRef mode) {
  if (mode != "constant" && mode != "edge" && mode != "reflect" &&
      mode != "wrap")
    return I.fail("unsupported mode '" + mode.str() + "'");
  int64_t r = I.rank(x);
  auto pads = runtimeShapeInput(I, 1, "pads");
  if (failed(pads))
    return failure();
  SmallVector<int64_t> axes = llvm::to_vector(llvm::seq<int64_t>(0, r));
  Value runtimeAxes;
  if (I.hasInput(3) && !constantInput(I, 3)) {
    // Axes known only at run time: every dimension is padded, by the sum of
    // the pads whose axis names it (0 for the others).
    auto a = runtimeShapeInput(I, 3, "axes");
    if (failed(a))
      return failure();
    runtimeAxes = *a;
  } else if (I.hasInput(3)) {
    auto a = I.constInts(3, "axes");
    if (failed(a))
      return failure();
    axes = *a;
    for (int64_t &ax : axes)
      if (failed(checkAxis(I, ax, r)))
        return failure();
  }
  int64_t n = runtimeAxes ? I.type(runtimeAxes).getDimSize(0) : axes.size();
  if (I.type(*pads).getDimSize(0) != 2 * n)
    return I.fail("pads has " + Twine(I.type(*pads).getDimSize(0)) +
                  " entries for " + Twine(n) + " axes");
  Type et = I.elem(x);
  Value fill = I.scalar(0, et);
  if (I.hasInput(2)) {
    IN(c, 2);
    if (I.type(c).getNumElements() != 1)
      return I.fail("constant_value must be a scalar");
    fill = I.reshape(I.cast(c, et), {});
  }
  Ops o(I);
  SmallVector<Value> lo, hi;
  if (runtimeAxes) {
    Type i64 = I.b.getI64Type();
    Value ax = o.sel(o.cmp(g::CmpPredicate::lt, runtimeAxes, o.i(0, i64)),
                     o.add(runtimeAxes, o.i(r, i64)), runtimeAxes);
    auto part = [&](int64_t from) {
      return I.infer1<g::SliceOp>(*pads, I.b.getDenseI64ArrayAttr({from}),
                                  I.b.getDenseI64ArrayAttr({from + n}),
                                  I.b.getDenseI64ArrayAttr({0}),
                                  DenseI64ArrayAttr());
    };
    Value before = part(0), after = part(n);
    for (int64_t d = 0; d < r; ++d) {
      Value named = o.cmp(g::CmpPredicate::eq, ax, o.i(d, i64));
      lo.push_back(o.reduce<g::ReduceSumOp>(o.sel(named, before, o.i(0, i64)),
                                            {0}, false));
      hi.push_back(o.reduce<g::ReduceSumOp>(o.sel(named, after, o.i(0, i64)),
                                            {0}, false));
    }
    axes = llvm::to_vector(llvm::seq<int64_t>(0, r));
  } else {
    for (int64_t i = 0; i < n; ++i) {
      lo.push_back(o.take(*pads, 0, i));
      hi.push_back(o.take(*pads, 0, i + n));
    }
  }
  Value y = padAtRunTime(I, x, axes, lo, hi, mode, fill);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// CenterCropPad (opset 18): each of `axes` (default all) cropped or
/// zero-padded to the run-time size in `shape`, centred. With d the target
/// size less the input's, the amount added before is d / 2 truncated toward
/// zero: a crop of an odd amount keeps the extra element at the end, a pad
/// of one puts it there (ONNX's reference). padAtRunTime crops where that
/// amount is negative.
LogicalResult convCenterCropPad(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  SmallVector<int64_t> axes = llvm::to_vector(llvm::seq<int64_t>(0, r));
  if (auto a = I.attrInts("axes"))
    axes = *a;
  for (int64_t &ax : axes)
    if (failed(checkAxis(I, ax, r)))
      return failure();
  int64_t n = axes.size();
  auto shape = runtimeShapeInput(I, 1, "shape", n);
  if (failed(shape))
    return failure();
  if (I.type(*shape).getDimSize(0) != n)
    return I.fail("'shape' has " + Twine(I.type(*shape).getDimSize(0)) +
                  " entries for " + Twine(n) + " axes");
  Ops o(I);
  Type i64 = I.b.getI64Type();
  Value xs = I.shapeOf(x);
  SmallVector<Value> lo, hi;
  for (int64_t i = 0; i < n; ++i) {
    Value d = o.sub(o.take(*shape, 0, i), o.take(xs, 0, axes[i]));
    Value before = o.div(d, o.i(2, i64));
    lo.push_back(before);
    hi.push_back(o.sub(d, before));
  }
  Value y =
      padAtRunTime(I, x, axes, lo, hi, "constant", I.scalar(0, I.elem(x)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convPad(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x);
  SmallVector<int64_t> pads;
  std::string mode = I.attrString("mode", "constant");
  double value = 0;
  if (I.opset < 11) {
    pads = I.attrInts(I.opset < 2 ? "paddings" : "pads")
               .value_or(SmallVector<int64_t>());
    value = I.attrFloat("value", 0);
  } else {
    // wrap (opset 19) has no graph.pad mode: the gathers of the run-time
    // path, with the pads as constants; so do axes known only at run time.
    if (!constantInput(I, 1) || (I.hasInput(2) && !I.constDoubles(2)) ||
        !constantInput(I, 3) || mode == "wrap")
      return runtimePad(I, x, mode);
    auto p = I.constInts(1, "pads");
    if (failed(p))
      return failure();
    pads = *p;
    if (I.hasInput(2)) {
      auto c = I.constDoubles(2);
      if (!c || c->size() != 1)
        return I.fail("constant_value must be a constant scalar");
      value = (*c)[0];
    }
    if (I.hasInput(3)) {
      auto axes = I.constInts(3, "axes");
      if (failed(axes))
        return failure();
      SmallVector<int64_t> full(2 * r, 0);
      for (auto [i, a] : llvm::enumerate(*axes)) {
        int64_t aa = a;
        if (failed(checkAxis(I, aa, r)))
          return failure();
        full[aa] = pads[i];
        full[aa + r] = pads[i + axes->size()];
      }
      pads = full;
    }
  }
  if ((int64_t)pads.size() != 2 * r)
    return I.fail("pads has " + Twine(pads.size()) + " entries for rank " +
                  Twine(r));
  auto m = llvm::StringSwitch<std::optional<g::PadMode>>(mode)
               .Case("constant", g::PadMode::constant)
               .Case("reflect", g::PadMode::reflect)
               .Case("edge", g::PadMode::edge)
               .Default(std::nullopt);
  if (!m)
    return I.fail("unsupported mode '" + mode + "'");
  // Negative pads crop: pad with the positive parts, then slice.
  SmallVector<int64_t> pos(pads), starts, ends, axes;
  bool crop = false;
  for (int64_t d = 0; d < r; ++d) {
    int64_t lo = pads[d], hi = pads[d + r];
    pos[d] = std::max<int64_t>(lo, 0);
    pos[d + r] = std::max<int64_t>(hi, 0);
    if (lo < 0 || hi < 0) {
      crop = true;
      axes.push_back(d);
      starts.push_back(std::max<int64_t>(-lo, 0));
      ends.push_back(hi < 0 ? hi : INT64_MAX);
    }
  }
  Value y = I.infer1<g::PadOp>(x, I.b.getDenseI64ArrayAttr(pos),
                               g::PadModeAttr::get(&I.ctx, *m),
                               I.b.getF64FloatAttr(value));
  CHECK(y);
  if (crop) {
    y = I.infer1<g::SliceOp>(
        y, I.b.getDenseI64ArrayAttr(starts), I.b.getDenseI64ArrayAttr(ends),
        I.b.getDenseI64ArrayAttr(axes), DenseI64ArrayAttr());
    CHECK(y);
  }
  I.setOut(0, y);
  return success();
}

/// Tile by counts known only at run time: x [a0, a1, ..] becomes
/// [1, a0, 1, a1, ..], is broadcast to [r0, a0, r1, a1, ..] and reshaped to
/// [r0 * a0, r1 * a1, ..].
LogicalResult runtimeTile(I &I, Value x) {
  auto reps = runtimeShapeInput(I, 1, "repeats");
  if (failed(reps))
    return failure();
  int64_t r = I.rank(x);
  if (I.type(*reps).getDimSize(0) != r)
    return I.fail("'repeats' has " + Twine(I.type(*reps).getDimSize(0)) +
                  " entries for rank " + Twine(r));
  if (r == 0) {
    I.setOut(0, x);
    return success();
  }
  SmallVector<int64_t> unitAxes, wide;
  SmallVector<Value> target;
  Value xs = I.shapeOf(x);
  auto entry = [&](Value v, int64_t i) {
    return I.infer1<g::SliceOp>(v, I.b.getDenseI64ArrayAttr({i}),
                                I.b.getDenseI64ArrayAttr({i + 1}),
                                I.b.getDenseI64ArrayAttr({0}),
                                I.b.getDenseI64ArrayAttr({1}));
  };
  auto t = I.type(x);
  for (int64_t i = 0; i < r; ++i) {
    unitAxes.push_back(2 * i);
    wide.push_back(ShapedType::kDynamic);
    wide.push_back(t.getDimSize(i));
    target.push_back(entry(*reps, i));
    target.push_back(entry(xs, i));
  }
  Value x1 = I.unsqueezeDims(x, unitAxes);
  Value shape = I.infer1<g::ConcatOp>(ValueRange(target),
                                      I.b.getI64IntegerAttr(0));
  CHECK(x1 && shape);
  Value x2 = I.make<g::BroadcastToOp>(I.tensorType(wide, t.getElementType()),
                                      x1, shape);
  return setRuntimeReshape(I, x2, r, binop<g::MulOp>(I, *reps, xs));
}

LogicalResult convTile(I &I) {
  IN(x, 0);
  if (const Known *k = I.known(1); !k || k->hasSymbols())
    return runtimeTile(I, x);
  auto reps = I.constInts(1, "repeats");
  if (failed(reps))
    return failure();
  Value y = I.infer1<g::TileOp>(x, I.b.getDenseI64ArrayAttr(*reps));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Expand to a shape known (in part) only at run time: the result's sizes
/// are where(x's size == 1, shape, x's size) on the right-aligned shapes,
/// computed at run time; sizes decided while importing stay static.
LogicalResult runtimeExpand(I &I, Value x, const Known *ks) {
  auto shape = runtimeShapeInput(I, 1, "shape");
  if (failed(shape))
    return failure();
  auto t = I.type(x);
  int64_t n = I.type(*shape).getDimSize(0), rank = t.getRank();
  int64_t r = std::max(rank, n);
  SmallVector<int64_t> out(r);
  for (int64_t i = 0; i < r; ++i) {
    int64_t si = i - (r - n), xi = i - (r - rank);
    std::optional<int64_t> s;
    if (si < 0)
      s = 1;
    else if (ks && !isSym(ks->values[si]))
      s = ks->values[si];
    int64_t d = xi >= 0 ? t.getDimSize(xi) : 1;
    if (!ShapedType::isDynamic(d) && d != 1)
      out[i] = d;
    else if (s && *s != 1)
      out[i] = *s;
    else if (s && !ShapedType::isDynamic(d))
      out[i] = d;
    else
      out[i] = ShapedType::kDynamic;
  }
  Value xs = alignFront(I, I.shapeOf(x), rank, r);
  Value ss = alignFront(I, *shape, n, r);
  Value one = cmp(I, g::CmpPredicate::eq, xs, I.scalar(1, I.b.getI64Type()));
  Value outShape = select(I, one, ss, xs);
  CHECK(outShape);
  auto rt = I.tensorType(out, t.getElementType());
  Value y = I.make<g::BroadcastToOp>(rt, x, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convExpand(I &I) {
  IN(x, 0);
  if (const Known *k = I.known(1); !k || k->hasSymbols())
    return runtimeExpand(I, x, k);
  auto shape = I.constInts(1, "shape");
  if (failed(shape))
    return failure();
  auto t = I.type(x);
  int64_t r = std::max<int64_t>(t.getRank(), shape->size());
  SmallVector<int64_t> out(r);
  for (int64_t i = 0; i < r; ++i) {
    int64_t si = i - (r - (int64_t)shape->size());
    int64_t xi = i - (r - t.getRank());
    int64_t s = si >= 0 ? (*shape)[si] : 1;
    int64_t d = xi >= 0 ? t.getDimSize(xi) : 1;
    if (ShapedType::isDynamic(d))
      out[i] = s == 1 ? ShapedType::kDynamic : s;
    else if (s == 1 || s == d)
      out[i] = d;
    else if (d == 1)
      out[i] = s;
    else
      return I.fail("cannot expand " + Twine(d) + " to " + Twine(s));
  }
  auto rt = I.tensorType(out, t.getElementType());
  Value y = rt == t ? x : I.make<g::BroadcastToOp>(rt, x, Opt{});
  I.setOut(0, y);
  return success();
}

/// A run-time shape (1-D i64) from pieces: `{d, m, q}` is size `d` of `x`
/// times `m` divided by `q` (d = -1: the constant `m`, -1 for "inferred").
Value runtimeShape(I &I, Value x,
                   ArrayRef<std::tuple<int64_t, int64_t, int64_t>> pieces) {
  auto t = I.type(x);
  SmallVector<Value> parts;
  for (auto [d, m, q] : pieces) {
    if (d < 0 || !t.isDynamicDim(d)) {
      parts.push_back(I.intVector({d < 0 ? m : t.getDimSize(d) * m / q}));
      continue;
    }
    Value p = I.infer1<g::SliceOp>(
        I.shapeOf(x), I.b.getDenseI64ArrayAttr({d}),
        I.b.getDenseI64ArrayAttr({d + 1}), I.b.getDenseI64ArrayAttr({0}),
        I.b.getDenseI64ArrayAttr({1}));
    if (m != 1)
      p = binop<g::MulOp>(I, p, I.intVector({m}));
    if (q != 1)
      p = binop<g::DivOp>(I, p, I.intVector({q}));
    parts.push_back(p);
  }
  return I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(0));
}

/// DepthToSpace / SpaceToDepth with run-time sizes: the same reshape,
/// transpose, reshape as the static case, the shapes computed at run time.
LogicalResult convDepthSpaceDynamic(I &I, Value x, int64_t bs) {
  if (bs <= 0)
    return I.fail("bad blocksize");
  using P = std::tuple<int64_t, int64_t, int64_t>;
  SmallVector<int64_t> dyn6(6, -1), dyn4(4, -1);
  Value y;
  if (I.node->op_type() == "DepthToSpace") {
    bool crd = I.attrString("mode", "DCR") == "CRD";
    SmallVector<P> s6 =
        crd ? SmallVector<P>{{0, 1, 1}, {-1, -1, 1}, {-1, bs, 1},
                             {-1, bs, 1}, {2, 1, 1}, {3, 1, 1}}
            : SmallVector<P>{{0, 1, 1}, {-1, bs, 1}, {-1, bs, 1},
                             {-1, -1, 1}, {2, 1, 1}, {3, 1, 1}};
    SmallVector<int64_t> perm = crd ? SmallVector<int64_t>{0, 1, 4, 2, 5, 3}
                                    : SmallVector<int64_t>{0, 3, 4, 1, 5, 2};
    Value s4 = runtimeShape(I, x, {{0, 1, 1}, {-1, -1, 1}, {2, bs, 1},
                                   {3, bs, 1}});
    y = I.reshape(x, dyn6, runtimeShape(I, x, s6));
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y, I.b.getDenseI64ArrayAttr(perm));
    CHECK(y);
    y = I.reshape(y, dyn4, s4);
  } else {
    Value s4 = runtimeShape(I, x, {{0, 1, 1}, {-1, -1, 1}, {2, 1, bs},
                                   {3, 1, bs}});
    y = I.reshape(x, dyn6,
                  runtimeShape(I, x, {{0, 1, 1}, {1, 1, 1}, {2, 1, bs},
                                      {-1, bs, 1}, {3, 1, bs},
                                      {-1, bs, 1}}));
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y,
                                 I.b.getDenseI64ArrayAttr({0, 3, 5, 1, 2, 4}));
    CHECK(y);
    y = I.reshape(y, dyn4, s4);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convDepthSpace(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  if (t.getRank() != 4)
    return I.fail("needs a 4-D input");
  int64_t bs = I.attrInt("blocksize", 0);
  if (!t.hasStaticShape())
    return convDepthSpaceDynamic(I, x, bs);
  int64_t n = t.getDimSize(0), c = t.getDimSize(1), h = t.getDimSize(2),
          w = t.getDimSize(3);
  Value y;
  if (I.node->op_type() == "DepthToSpace") {
    if (bs <= 0 || c % (bs * bs))
      return I.fail("bad blocksize");
    bool crd = I.attrString("mode", "DCR") == "CRD";
    SmallVector<int64_t> s6 =
        crd ? SmallVector<int64_t>{n, c / (bs * bs), bs, bs, h, w}
            : SmallVector<int64_t>{n, bs, bs, c / (bs * bs), h, w};
    SmallVector<int64_t> perm = crd ? SmallVector<int64_t>{0, 1, 4, 2, 5, 3}
                                    : SmallVector<int64_t>{0, 3, 4, 1, 5, 2};
    y = I.reshape(x, s6);
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y, I.b.getDenseI64ArrayAttr(perm));
    CHECK(y);
    y = I.reshape(y, {n, c / (bs * bs), h * bs, w * bs});
  } else {
    if (bs <= 0 || h % bs || w % bs)
      return I.fail("bad blocksize");
    y = I.reshape(x, {n, c, h / bs, bs, w / bs, bs});
    CHECK(y);
    y = I.infer1<g::TransposeOp>(y,
                                 I.b.getDenseI64ArrayAttr({0, 3, 5, 1, 2, 4}));
    CHECK(y);
    y = I.reshape(y, {n, c * bs * bs, h / bs, w / bs});
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerShapeHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Shape"] = convShape;
  m["Size"] = convSize;
  m["Reshape"] = convReshape;
  m["Flatten"] = convFlatten;
  m["Squeeze"] = convSqueeze;
  m["Unsqueeze"] = convUnsqueeze;
  m["Transpose"] = convTranspose;
  m["Concat"] = convConcat;
  m["Split"] = convSplit;
  m["Slice"] = convSlice;
  m["Pad"] = convPad;
  m["CenterCropPad"] = convCenterCropPad;
  m["Tile"] = convTile;
  m["Expand"] = convExpand;
  m["DepthToSpace"] = convDepthSpace;
  m["SpaceToDepth"] = convDepthSpace;
}
