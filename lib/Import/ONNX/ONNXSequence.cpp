//===- ONNXSequence.cpp - ONNX sequences and optionals --------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Sequences and optionals are resolved while importing, as onnx-mlir and
// IREE do for their static cases (Composite in Importer.h): a sequence is a
// list of tensors whose length is known, an optional is present or absent.
// The sequence ops rearrange the list. A position known at import indexes
// it; a position known only at run time selects among elements of one type,
// so the list's length stays known. SequenceMap imports its body once per
// element. Sequence- and optional-typed graph inputs and outputs become one
// tensor per element (`NAME.0`, `NAME.1`, ...).
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

Value i64Scalar(I &I, int64_t v) { return I.scalar(v, I.b.getI64Type()); }

Composite makeSequence(ArrayRef<Value> elems, Type elemType) {
  Composite c;
  c.elems.assign(elems.begin(), elems.end());
  c.elemType = elemType;
  return c;
}

Type elemTypeOf(const Composite &c) {
  if (!c.elems.empty() && c.elems[0])
    return cast<RankedTensorType>(c.elems[0].getType()).getElementType();
  return c.elemType;
}

/// Input `i`, which must be a sequence (a copy: the value tables may grow
/// while the conversion runs).
FailureOr<Composite> sequenceIn(I &I, unsigned i) {
  const Composite *c = I.composite(i);
  if (!c || !c->isSequence())
    return (void)I.fail("input " + Twine(i) + " must be a sequence"), failure();
  if (c->hasRuntimeLength())
    return (void)I.fail(runtimeLengthError("input " + std::to_string(i))),
           failure();
  return *c;
}

/// Input 0 when it is a sequence of run-time length, else null.
const Composite *runtimeLengthIn(I &I) {
  const Composite *c = I.composite(0);
  return c && c->isSequence() && c->hasRuntimeLength() ? c : nullptr;
}

/// The length of a sequence of run-time length: a 0-d i64.
Value runtimeLength(I &I, const Composite &c) {
  return I.infer1<g::GatherOp>(I.shapeOf(c.source),
                               i64Scalar(I, c.axis), I.b.getI64IntegerAttr(0));
}


/// A position operand: its value when known at import, else a scalar i64
/// of its run-time value.
struct Position {
  std::optional<int64_t> known;
  Value value;
};

FailureOr<Position> position(I &I, unsigned i) {
  if (const Known *k = I.known(i); k && !k->hasSymbols()) {
    if (k->values.size() != 1)
      return (void)I.fail("the position must hold one value"), failure();
    return Position{k->values[0], {}};
  }
  IN(v, i);
  auto t = I.type(v);
  // A scalar or a one-element tensor (of run-time size: the reshape to a
  // scalar checks its one element at run time).
  if (!isa<IntegerType>(t.getElementType()) || t.getRank() > 1 ||
      (t.hasStaticShape() && t.getNumElements() != 1))
    return (void)I.fail("the position must be an integer scalar"), failure();
  Value p = I.cast(I.reshape(v, {}), I.b.getI64Type());
  CHECK(p);
  return Position{std::nullopt, p};
}

/// A known position checked against [-n, n) (or [-n, n] with `end`) and
/// made non-negative.
FailureOr<int64_t> knownIndex(I &I, int64_t p, int64_t n, bool end) {
  if (p < -n || p > (end ? n : n - 1))
    return (void)I.fail("position " + Twine(p) +
                        " is out of range for a sequence of length " +
                        Twine(n)),
           failure();
  return p < 0 ? p + n : p;
}

/// A run-time position made non-negative (negative ones count from the
/// back of a sequence of length `n`).
Value runtimeIndex(I &I, Value p, int64_t n) {
  Value zero = i64Scalar(I, 0);
  Value shifted = I.infer1<g::AddOp>(p, i64Scalar(I, n));
  return select(I, cmp(I, g::CmpPredicate::lt, p, zero), shifted, p);
}

/// One of `cands` (one rank and element type, shapes that may differ)
/// chosen by the run-time index `k` (0-d i64, in range): the candidates
/// flattened and concatenated, the chosen one's entries a dynamic slice at
/// its offset, reshaped to its shape (a select among the shapes). The
/// result's dims are all dynamic.
Value chooseAtRunTime(I &I, ArrayRef<Value> cands, Value k) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t r = I.rank(cands.front());
  SmallVector<Value> flats;
  Value start, len, shape, offset = o.i(0, i64);
  for (auto [idx, c] : llvm::enumerate(cands)) {
    if (I.rank(c) != r || I.elem(c) != I.elem(cands.front()))
      return (void)(I.error() << "the position is known only at run time "
                                 "and the sequence's elements differ in rank "
                                 "or element type"),
             Value();
    Value flat = I.reshape(c, {-1});
    Value cs = I.shapeOf(c);
    Value size = o.take(I.shapeOf(flat), 0, 0);
    if (!flat || !size)
      return {};
    flats.push_back(flat);
    Value hit = o.cmp(g::CmpPredicate::eq, k, o.i(idx, i64));
    start = start ? o.sel(hit, offset, start) : offset;
    len = len ? o.sel(hit, size, len) : size;
    if (r > 0)
      shape = shape ? o.sel(hit, cs, shape) : cs;
    offset = o.add(offset, size);
  }
  Value data = I.infer1<g::ConcatOp>(ValueRange(flats),
                                     I.b.getI64IntegerAttr(0));
  Value e = I.infer1<g::DynamicSliceOp>(
      data, I.reshape(start, {1}), I.reshape(o.add(start, len), {1}), Opt{},
      I.b.getDenseI64ArrayAttr({0}));
  if (!e)
    return {};
  if (r == 0)
    return I.reshape(e, {});
  return I.reshape(e, SmallVector<int64_t>(r, -1), shape);
}

LogicalResult checkElemType(I &I, const Composite &s, Value t) {
  Type et = elemTypeOf(s);
  if (et && et != I.elem(t))
    return I.fail("the tensor's element type differs from the sequence's");
  return success();
}

//===----------------------------------------------------------------------===//
// Sequence ops
//===----------------------------------------------------------------------===//

LogicalResult convSequenceEmpty(I &I) {
  FailureOr<Type> et = I.convertElemType(
      I.attrInt("dtype", onnx::TensorProto::FLOAT), "'dtype'");
  if (failed(et))
    return failure();
  I.setComposite(0, makeSequence({}, *et));
  return success();
}

LogicalResult convSequenceConstruct(I &I) {
  SmallVector<Value> elems;
  for (unsigned i = 0; i < I.numInputs(); ++i) {
    IN(v, i);
    if (!elems.empty() && I.elem(v) != I.elem(elems.front()))
      return I.fail("the tensors have different element types");
    elems.push_back(v);
  }
  if (elems.empty())
    return I.fail("needs at least one tensor");
  Type et = I.elem(elems.front());
  I.setComposite(0, makeSequence(std::move(elems), et));
  return success();
}

LogicalResult convSequenceInsert(I &I) {
  FailureOr<Composite> s = sequenceIn(I, 0);
  CHECK(succeeded(s));
  IN(t, 1);
  if (failed(checkElemType(I, *s, t)))
    return failure();
  SmallVectorImpl<Value> &old = s->elems;
  int64_t n = old.size();
  if (!I.hasInput(2)) {
    old.push_back(t);
  } else {
    FailureOr<Position> p = position(I, 2);
    CHECK(succeeded(p));
    if (p->known) {
      FailureOr<int64_t> k = knownIndex(I, *p->known, n, /*end=*/true);
      CHECK(succeeded(k));
      old.insert(old.begin() + *k, t);
    } else {
      SmallVector<Value> all(old.begin(), old.end());
      all.push_back(t);
      // Element j is old[j] before the position, t at it, old[j-1] after.
      Value at = runtimeIndex(I, p->value, n);
      SmallVector<Value> elems;
      // One static type: a select; else (shapes that differ, or are known
      // only at run time) each element is chosen among its candidates.
      bool oneType = llvm::all_of(all, [&](Value v) {
        return v.getType() == all.front().getType() &&
               I.type(v).hasStaticShape();
      });
      for (int64_t j = 0; j <= n && !oneType; ++j) {
        // Elements of different shapes: each element chosen among its
        // candidates' entries at run time (candidate 0: old[j], 1: t, 2:
        // old[j - 1]; those that exist).
        SmallVector<Value> cands;
        SmallVector<int64_t> ids;
        if (j < n) {
          cands.push_back(old[j]);
          ids.push_back(0);
        }
        cands.push_back(t);
        ids.push_back(1);
        if (j > 0) {
          cands.push_back(old[j - 1]);
          ids.push_back(2);
        }
        Ops o(I);
        Type i64 = I.b.getI64Type();
        Value jv = i64Scalar(I, j);
        // Which candidate, as a position in `cands`.
        auto pos = [&](int64_t id) {
          return o.i(std::find(ids.begin(), ids.end(), id) - ids.begin(), i64);
        };
        Value which = o.sel(o.cmp(g::CmpPredicate::eq, at, jv), pos(1),
                            j > 0 ? pos(2) : pos(0));
        if (j < n && j > 0)
          which = o.sel(o.cmp(g::CmpPredicate::gt, at, jv), pos(0), which);
        Value e = chooseAtRunTime(I, cands, which);
        CHECK(e);
        elems.push_back(e);
      }
      for (int64_t j = 0; j <= n && oneType; ++j) {
        Value jv = i64Scalar(I, j);
        Value e = j > 0 ? old[j - 1] : (old.empty() ? t : old[0]);
        if (j > 0 || n > 0)
          e = select(I, cmp(I, g::CmpPredicate::eq, at, jv), t, e);
        if (j > 0 && j < n)
          e = select(I, cmp(I, g::CmpPredicate::gt, at, jv), old[j], e);
        CHECK(e);
        elems.push_back(e);
      }
      old = std::move(elems);
    }
  }
  I.setComposite(0, std::move(*s));
  return success();
}

LogicalResult convSequenceErase(I &I) {
  FailureOr<Composite> s = sequenceIn(I, 0);
  CHECK(succeeded(s));
  SmallVectorImpl<Value> &old = s->elems;
  int64_t n = old.size();
  if (n == 0)
    return I.fail("cannot erase from an empty sequence");
  if (!I.hasInput(1)) {
    old.pop_back();
  } else {
    FailureOr<Position> p = position(I, 1);
    CHECK(succeeded(p));
    if (p->known) {
      FailureOr<int64_t> k = knownIndex(I, *p->known, n, /*end=*/false);
      CHECK(succeeded(k));
      old.erase(old.begin() + *k);
    } else {
      // Element j is old[j] before the position, old[j+1] from it on
      // (chosen among different shapes at run time where they differ).
      Value at = runtimeIndex(I, p->value, n);
      SmallVector<Value> elems;
      for (int64_t j = 0; j + 1 < n; ++j) {
        Value later = cmp(I, g::CmpPredicate::le, at, i64Scalar(I, j));
        Value e =
            old[j].getType() == old[j + 1].getType() &&
                    I.type(old[j]).hasStaticShape()
                ? select(I, later, old[j + 1], old[j])
                : chooseAtRunTime(I, {old[j], old[j + 1]},
                                  I.cast(later, I.b.getI64Type()));
        CHECK(e);
        elems.push_back(e);
      }
      old = std::move(elems);
    }
  }
  I.setComposite(0, std::move(*s));
  return success();
}

/// SequenceAt of a sequence of run-time length: the slice of its source at
/// the position (negative ones count from the back).
LogicalResult sequenceAtRuntimeLength(I &I, const Composite &c) {
  FailureOr<Position> p = position(I, 1);
  CHECK(succeeded(p));
  Value len = runtimeLength(I, c);
  CHECK(len);
  Ops o(I);
  Value at = p->known ? i64Scalar(I, *p->known) : p->value;
  if (!p->known || *p->known < 0) {
    Value zero = i64Scalar(I, 0);
    Value negative = I.infer1<g::CompareOp>(g::CmpPredicate::lt, at, zero);
    at = I.infer1<g::SelectOp>(negative, o.add(at, len), at);
    CHECK(at);
  }
  Value y = I.infer1<g::GatherOp>(c.source, at, I.b.getI64IntegerAttr(c.axis));
  if (y && c.keepDims)
    y = I.unsqueezeDims(y, {c.axis});
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSequenceAt(I &I) {
  if (const Composite *c = runtimeLengthIn(I))
    return sequenceAtRuntimeLength(I, Composite(*c));
  FailureOr<Composite> s = sequenceIn(I, 0);
  CHECK(succeeded(s));
  ArrayRef<Value> elems = s->elems;
  int64_t n = elems.size();
  if (n == 0)
    return I.fail("the sequence is empty");
  FailureOr<Position> p = position(I, 1);
  CHECK(succeeded(p));
  if (p->known) {
    FailureOr<int64_t> k = knownIndex(I, *p->known, n, /*end=*/false);
    CHECK(succeeded(k));
    I.setOut(0, elems[*k]);
    return success();
  }
  if (n == 1) {
    I.setOut(0, elems[0]);
    return success();
  }
  if (llvm::any_of(elems, [&](Value e) {
        return e.getType() != elems.front().getType() ||
               !I.type(e).hasStaticShape();
      })) {
    // Elements of different shapes: the chosen one's entries at run time.
    Value y = chooseAtRunTime(I, elems, runtimeIndex(I, p->value, n));
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  // Stack the elements on a new leading axis and gather one.
  SmallVector<Value> parts;
  for (Value e : elems) {
    parts.push_back(I.unsqueezeDims(e, {0}));
    CHECK(parts.back());
  }
  Value stack =
      I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(0));
  Value y = I.infer1<g::GatherOp>(stack, runtimeIndex(I, p->value, n),
                                  I.b.getI64IntegerAttr(0));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSequenceLength(I &I) {
  if (const Composite *c = runtimeLengthIn(I)) {
    Value len = runtimeLength(I, Composite(*c));
    CHECK(len);
    I.setOut(0, len);
    return success();
  }
  FailureOr<Composite> s = sequenceIn(I, 0);
  CHECK(succeeded(s));
  I.setKnown(0, Known{{}, {(int64_t)s->elems.size()}, I.b.getI64Type()});
  return success();
}

LogicalResult convConcatFromSequence(I &I) {
  if (const Composite *c = runtimeLengthIn(I)) {
    // Undoing the split: the unit slices concatenated along their axis, or
    // the squeezed ones stacked there, are the source.
    int64_t axis = I.attrInt("axis", 0), newAxis = I.attrInt("new_axis", 0);
    if (axis < 0)
      axis += I.rank(c->source); // the result's rank in both cases
    if (axis != c->axis || c->keepDims == (newAxis != 0))
      return I.fail(runtimeLengthError("input 0") +
                    " (this concatenation does not undo the split)");
    I.setOut(0, c->source);
    return success();
  }
  FailureOr<Composite> s = sequenceIn(I, 0);
  CHECK(succeeded(s));
  if (s->elems.empty())
    return I.fail("the sequence is empty");
  if (!I.attr("axis"))
    return I.fail("needs the 'axis' attribute");
  bool newAxis = I.attrInt("new_axis", 0) != 0;
  int64_t r = I.rank(s->elems[0]) + newAxis;
  int64_t axis = I.attrInt("axis", 0);
  if (axis < -r || axis >= r)
    return I.fail("axis " + Twine(axis) + " is out of range for rank " +
                  Twine(r));
  if (axis < 0)
    axis += r;
  SmallVector<Value> parts;
  for (Value e : s->elems) {
    if (I.rank(e) + newAxis != r)
      return I.fail("the sequence's elements differ in rank");
    parts.push_back(newAxis ? I.unsqueezeDims(e, {axis}) : e);
    CHECK(parts.back());
  }
  Value y = parts.size() == 1
                ? parts[0]
                : I.infer1<g::ConcatOp>(ValueRange(parts),
                                        I.b.getI64IntegerAttr(axis));
  if (!y)
    return I.fail("the sequence's elements do not fit together along axis " +
                  Twine(axis));
  I.setOut(0, y);
  return success();
}

LogicalResult convSplitToSequence(I &I) {
  IN(x, 0);
  int64_t r = I.rank(x), axis = I.attrInt("axis", 0);
  if (axis < -r || axis >= r)
    return I.fail("axis " + Twine(axis) + " is out of range for rank " +
                  Twine(r));
  if (axis < 0)
    axis += r;
  int64_t dim = I.type(x).getDimSize(axis);
  bool dynamic = ShapedType::isDynamic(dim);
  SmallVector<int64_t> sizes;
  bool keepDims = true;
  if (!I.hasInput(1)) {
    keepDims = I.attrInt("keepdims", 1) != 0;
    if (dynamic) {
      // As many elements as the size along the axis: a sequence of
      // run-time length.
      Composite c;
      c.elemType = I.elem(x);
      c.source = x;
      c.axis = axis;
      c.keepDims = keepDims;
      I.setComposite(0, std::move(c));
      return success();
    }
    sizes.assign(dim, 1);
  } else if (const Known *k = I.known(1); !k || k->hasSymbols()) {
    // Sizes known only at run time, as many as 'split' has entries (a
    // sequence's length is fixed at compile time): element i is a dynamic
    // slice from the sum of the sizes before it.
    IN(sp, 1);
    auto st = I.type(sp);
    if (st.getRank() != 1 || st.isDynamicDim(0))
      return I.fail("a 'split' known only at run time must be 1-D of static "
                    "length (the sequence's length)");
    Ops o(I);
    Value sizesV = I.cast(sp, I.b.getI64Type());
    Value start = I.intVector({0});
    SmallVector<Value> elems;
    for (int64_t i = 0; i < st.getDimSize(0); ++i) {
      Value end = o.add(start, o.slice1(sizesV, 0, i));
      Value e = I.infer1<g::DynamicSliceOp>(x, start, end, Opt{},
                                            I.b.getDenseI64ArrayAttr({axis}));
      CHECK(e);
      elems.push_back(e);
      start = end;
    }
    I.setComposite(0, makeSequence(std::move(elems), I.elem(x)));
    return success();
  } else {
    auto split = I.constInts(1, "split");
    if (failed(split))
      return failure();
    if (k->shape.empty()) {
      int64_t chunk = (*split)[0];
      if (chunk <= 0)
        return I.fail("a scalar 'split' must be positive");
      if (dynamic)
        return I.fail("a scalar 'split' needs a static size along the axis");
      for (int64_t at = 0; at < dim; at += chunk)
        sizes.push_back(std::min(chunk, dim - at));
    } else {
      sizes.assign(split->begin(), split->end());
      if (llvm::any_of(sizes, [](int64_t v) { return v < 0; }))
        return I.fail("'split' has a negative size");
      if (!dynamic &&
          std::accumulate(sizes.begin(), sizes.end(), (int64_t)0) != dim)
        return I.fail("the sizes in 'split' do not add up to the dimension");
    }
  }
  SmallVector<Value> elems;
  int64_t start = 0;
  for (int64_t size : sizes) {
    Value e = I.infer1<g::SliceOp>(x, I.b.getDenseI64ArrayAttr({start}),
                                   I.b.getDenseI64ArrayAttr({start + size}),
                                   I.b.getDenseI64ArrayAttr({axis}),
                                   DenseI64ArrayAttr());
    if (e && !keepDims)
      e = I.squeezeDims(e, {axis});
    CHECK(e);
    elems.push_back(e);
    start += size;
  }
  I.setComposite(0, makeSequence(std::move(elems), I.elem(x)));
  return success();
}

/// SequenceMap: the body is imported once per element, with the elements
/// of the sequence inputs and the other inputs as they are.
LogicalResult convSequenceMap(I &I) {
  const onnx::AttributeProto *body = I.attr("body");
  if (!body || !body->has_g())
    return I.fail("needs the 'body' graph");
  const onnx::GraphProto &g = body->g();
  SmallVector<std::optional<Composite>> seqs;
  SmallVector<Value> tensors;
  std::optional<int64_t> n;
  for (unsigned i = 0; i < I.numInputs(); ++i) {
    if (const Composite *c = I.composite(i)) {
      if (!c->isSequence())
        return I.fail("input " + Twine(i) + " is an optional");
      if (c->hasRuntimeLength())
        return I.fail(runtimeLengthError("input " + std::to_string(i)));
      if (n && *n != (int64_t)c->elems.size())
        return I.fail("the input sequences differ in length");
      n = c->elems.size();
      seqs.push_back(*c);
      tensors.push_back({});
      continue;
    }
    if (i == 0)
      return I.fail("input 0 must be a sequence");
    IN(v, i);
    seqs.push_back(std::nullopt);
    tensors.push_back(v);
  }
  unsigned numOut = I.node->output_size();
  if (g.output_size() != (int)numOut)
    return I.fail("the body has " + Twine(g.output_size()) + " outputs for " +
                  Twine(numOut) + " sequences");
  SmallVector<Composite> outs(numOut);
  for (auto [k, o] : llvm::enumerate(outs)) {
    const onnx::TypeProto &t = g.output(k).type();
    if (t.has_tensor_type()) {
      FailureOr<Type> et =
          I.convertElemType(t.tensor_type().elem_type(), "a body output");
      if (succeeded(et))
        o.elemType = *et;
    }
  }
  for (int64_t j = 0; j < *n; ++j) {
    SmallVector<SubgraphValue> ins;
    for (auto [s, t] : llvm::zip(seqs, tensors))
      ins.push_back({s ? s->elems[j] : t, std::nullopt, std::nullopt});
    auto res = I.importSubgraph(g, ins);
    if (failed(res))
      return failure();
    for (auto [k, v] : llvm::enumerate(*res)) {
      Value e = I.valueOf(v);
      CHECK(e);
      outs[k].elems.push_back(e);
      outs[k].elemType = I.elem(e);
    }
  }
  for (auto [k, o] : llvm::enumerate(outs))
    I.setComposite(k, std::move(o));
  return success();
}

//===----------------------------------------------------------------------===//
// Optional ops
//===----------------------------------------------------------------------===//

LogicalResult convOptional(I &I) {
  Composite c;
  c.kind = Composite::Kind::Optional;
  if (I.hasInput(0)) {
    if (const Composite *s = I.composite(0)) {
      if (!s->isSequence())
        return I.fail("optionals of optionals are not supported");
      if (s->hasRuntimeLength())
        return I.fail(runtimeLengthError("input 0"));
      c.ofSequence = true;
      c.elems = s->elems;
      c.elemType = elemTypeOf(*s);
    } else {
      IN(v, 0);
      c.elems = {v};
      c.elemType = I.elem(v);
    }
  } else {
    c.present = false;
    const onnx::AttributeProto *a = I.attr("type");
    if (!a || !a->has_tp())
      return I.fail("an empty Optional needs the 'type' attribute");
    const onnx::TypeProto *t = &a->tp();
    if (t->has_sequence_type()) {
      c.ofSequence = true;
      t = &t->sequence_type().elem_type();
    }
    if (!t->has_tensor_type())
      return I.fail("only optional tensors and sequences of tensors are "
                    "supported");
    FailureOr<Type> et =
        I.convertElemType(t->tensor_type().elem_type(), "'type'");
    if (failed(et))
      return failure();
    c.elemType = *et;
  }
  I.setComposite(0, std::move(c));
  return success();
}

LogicalResult convOptionalHasElement(I &I) {
  bool present = I.hasInput(0);
  if (const Composite *c = I.composite(0); c && !c->isSequence())
    present = c->present;
  I.setKnown(0, Known{{}, {present}, I.b.getI1Type()});
  return success();
}

LogicalResult convOptionalGetElement(I &I) {
  const Composite *c = I.composite(0);
  if (!c) { // A tensor (opset 18): itself.
    IN(v, 0);
    I.setOut(0, v);
    return success();
  }
  if (c->isSequence()) {
    I.setComposite(0, Composite(*c));
    return success();
  }
  if (!c->present)
    return I.fail("the optional is empty");
  if (!c->ofSequence) {
    I.setOut(0, c->elems[0]);
    return success();
  }
  I.setComposite(0, makeSequence(c->elems, c->elemType));
  return success();
}

} // namespace

void mlc::onnximport::registerSequenceHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["SequenceEmpty"] = convSequenceEmpty;
  m["SequenceConstruct"] = convSequenceConstruct;
  m["SequenceInsert"] = convSequenceInsert;
  m["SequenceErase"] = convSequenceErase;
  m["SequenceAt"] = convSequenceAt;
  m["SequenceLength"] = convSequenceLength;
  m["ConcatFromSequence"] = convConcatFromSequence;
  m["SplitToSequence"] = convSplitToSequence;
  m["SequenceMap"] = convSequenceMap;
  m["Optional"] = convOptional;
  m["OptionalHasElement"] = convOptionalHasElement;
  m["OptionalGetElement"] = convOptionalGetElement;
}
