//===- ONNXAttention.cpp - attention and rotary embeddings ----------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The decoder ops of opset 23 and of onnxruntime's com.microsoft domain as
// graph ops: Attention (opset 23-25) and GroupQueryAttention share one
// scaled dot-product core (attend), RotaryEmbedding of both domains one
// rotation (rotate). The RMS normalizations live with the other
// normalizations in ONNXNN.cpp.
//
// attend: the masks (attn_mask, causal, sliding windows, per-batch valid
// key counts) fold into one additive bias [.., Sq, Sk]. Without softcap and
// without the scores as an output it is a graph.attention (the fused, flash
// kernel on CUDA), K and V repeated to the query heads for grouped-query
// attention; otherwise matmul, softcap, bias, softmax, matmul, the groups read
// through a [B, Hkv, group, S, D] view (no repeated K/V). A row whose keys are
// all masked yields zeros (as ONNX's reference does), never NaN.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

bool isDyn(int64_t d) { return ShapedType::isDynamic(d); }

/// [B, S, H*D] -> [B, H, S, D].
Value splitHeads(I &I, Value x, int64_t heads) {
  int64_t hidden = I.type(x).getDimSize(2);
  int64_t depth = isDyn(hidden) ? -1 : hidden / heads;
  Value r = I.reshape(x, {I.dimOrSym(x, 0), I.dimOrSym(x, 1), heads, depth});
  return Ops(I).transpose(r, {0, 2, 1, 3});
}

/// [B, H, S, D] -> [B, S, H*D].
Value mergeHeads(I &I, Value x) {
  Value t = Ops(I).transpose(x, {0, 2, 1, 3});
  if (!t)
    return {};
  int64_t h = I.type(x).getDimSize(1), d = I.type(x).getDimSize(3);
  return I.reshape(t, {I.dimOrSym(t, 0), I.dimOrSym(t, 1),
                       isDyn(h) || isDyn(d) ? -1 : h * d});
}

/// Dimension `d` of `v` as a one-element i64 tensor (a constant when static).
Value dimValue(I &I, Value v, int64_t d) {
  return I.materializeSymbolic(
      Known{{1}, {I.dimOrSym(v, d)}, I.b.getI64Type()});
}

/// Positions 0, 1, ... along dimension `d` of `like`'s shape (i64).
Value positions(I &I, Value like, int64_t d) {
  if (!like)
    return {};
  auto t = I.type(like);
  auto it = I.tensorType(t.getShape(), I.b.getI64Type());
  if (t.hasStaticShape())
    return I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(d));
  return I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(d), like);
}

/// x[0:1, 0:1, :, 0:1] of a rank-4 tensor: the shape [1, 1, S, 1] (the
/// ones static, so that what is built from it broadcasts as it reads).
Value seqColumn(I &I, Value x) {
  Value s = I.infer1<g::SliceOp>(x, I.b.getDenseI64ArrayAttr({0, 0, 0}),
                                 I.b.getDenseI64ArrayAttr({1, 1, 1}),
                                 I.b.getDenseI64ArrayAttr({0, 1, 3}),
                                 DenseI64ArrayAttr());
  if (!s || I.type(s).hasStaticShape())
    return s;
  return I.reshape(s, {1, 1, I.dimOrSym(x, 2), 1});
}

/// K or V [B, Hkv, S, D] with each head repeated `reps` times in place
/// ([h0, h0, h1, h1, ...]), as ONNX's grouped-query attention pairs them.
Value repeatHeads(I &I, Value x, int64_t reps) {
  if (reps == 1 || !x)
    return x;
  Value u = I.unsqueezeDims(x, {2});
  SmallVector<Value> parts(reps, u);
  Value c = I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(2));
  int64_t h = I.type(x).getDimSize(1);
  return I.reshape(c, {I.dimOrSym(x, 0), isDyn(h) ? -1 : h * reps,
                       I.dimOrSym(x, 2), I.dimOrSym(x, 3)});
}

/// What one scaled dot-product attention reads. q [B, Hq, Sq, D],
/// k [B, Hkv, Sk, D], v [B, Hkv, Sk, Dv] with every key (past and new);
/// Hq a multiple of Hkv.
struct AttentionSpec {
  Value q, k, v;
  /// An additive (float) or keep (bool, true attends) mask that broadcasts
  /// to [B, Hq, Sq, Sk]; its last dimension may be shorter than Sk (the
  /// keys past it are masked).
  Value mask;
  /// Query i sits at key position i + offset (`offset` an i64 tensor
  /// broadcasting to [B, 1, Sq, 1], null for 0): after the past keys, or
  /// (an external cache) where each batch's valid keys end.
  Value offset;
  /// Whether `offset` is the past's length, the keys being the past's and
  /// then one per query (offset = Sk - Sq).
  bool offsetIsPast = false;
  /// Query at position p attends key j iff j <= p (causal), p - j <=
  /// leftWindow and j - p <= rightWindow (a window < 0 is unbounded).
  bool causal = false;
  int64_t leftWindow = -1, rightWindow = -1;
  /// Keys j >= validKeys[b] are masked; an i64 tensor broadcasting to
  /// [B, 1, 1, 1], or null.
  Value validKeys;
  std::optional<double> scale;
  double softcap = 0;
  /// Which scores to return (ONNX's qk_matmul_output_mode: 0 q·kᵀ·scale,
  /// 1 after softcap, 2 plus the mask, 3 the softmax); -1 for none.
  int64_t qkMode = -1;
};

struct AttentionResult {
  Value y, qk;
};

/// The mask of `s` as one additive bias [.., Sq, Sk] in `et` (0 or -inf
/// where masked) and whether a row may have no key left.
FailureOr<std::pair<Value, bool>> attentionBias(I &I, const AttentionSpec &s,
                                                Type et) {
  Ops o(I);
  double inf = std::numeric_limits<double>::infinity();
  Value keep, add;
  if (Value m = s.mask) {
    bool isBool = I.elem(m).isInteger(1);
    // A mask shorter than the keys masks those past its end.
    int64_t mk = I.type(m).getDimSize(I.rank(m) - 1),
            sk = I.type(s.k).getDimSize(2);
    if (!isDyn(mk) && !isDyn(sk) && mk < sk) {
      SmallVector<int64_t> pads(2 * I.rank(m), 0);
      pads.back() = sk - mk;
      m = I.infer1<g::PadOp>(m, I.b.getDenseI64ArrayAttr(pads),
                             g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                             I.b.getF64FloatAttr(isBool ? 0.0 : -inf));
      if (!m)
        return failure();
    } else if (isDyn(mk) || isDyn(sk)) {
      // Known at run time only: append the masked columns (none when the
      // mask covers the keys), [.., Sk - mask length] of the fill value.
      int64_t r = I.rank(m);
      Value lead = I.infer1<g::SliceOp>(
          I.shapeOf(m), I.b.getDenseI64ArrayAttr({0}),
          I.b.getDenseI64ArrayAttr({r - 1}), I.b.getDenseI64ArrayAttr({0}),
          DenseI64ArrayAttr());
      Value rest = o.sub(dimValue(I, s.k, 2), dimValue(I, m, r - 1));
      Value shape = r > 1 ? I.infer1<g::ConcatOp>(ValueRange{lead, rest},
                                                  I.b.getI64IntegerAttr(0))
                          : rest;
      SmallVector<int64_t> fillShape(I.type(m).getShape());
      fillShape.back() = ShapedType::kDynamic;
      Value fill = I.make<g::BroadcastToOp>(
          I.tensorType(fillShape, I.elem(m)),
          isBool ? o.i(0, I.elem(m)) : o.f(-inf, I.elem(m)), Opt{shape});
      m = I.infer1<g::ConcatOp>(ValueRange{m, fill},
                                I.b.getI64IntegerAttr(r - 1));
      if (!m)
        return failure();
    }
    if (isBool)
      keep = m;
    else
      add = I.cast(m, et);
  }
  auto andKeep = [&](Value c) {
    keep = keep ? I.infer1<g::AndOp>(keep, c) : c;
  };
  bool windowed = s.leftWindow >= 0 || s.rightWindow >= 0;
  if (s.causal || s.validKeys || windowed) {
    Value i = positions(I, seqColumn(I, s.q), 2);
    Value j = o.transpose(positions(I, seqColumn(I, s.k), 2), {0, 1, 3, 2});
    if (!(i && j))
      return failure();
    Type i64 = I.b.getI64Type();
    Value p = s.offset ? o.add(i, s.offset) : i;
    if (s.causal)
      andKeep(o.cmp(g::CmpPredicate::le, j, p));
    if (s.leftWindow >= 0)
      andKeep(o.cmp(g::CmpPredicate::ge, j, o.sub(p, o.i(s.leftWindow, i64))));
    if (s.rightWindow >= 0)
      andKeep(o.cmp(g::CmpPredicate::le, j, o.add(p, o.i(s.rightWindow, i64))));
    if (s.validKeys)
      andKeep(o.cmp(g::CmpPredicate::lt, j, s.validKeys));
    if (!keep)
      return failure();
  }
  bool rowMayBeEmpty = s.mask || s.validKeys || windowed;
  if (!keep)
    return std::pair{add, rowMayBeEmpty};
  Value bias = o.sel(keep, add ? add : o.f(0.0, et), o.f(-inf, et));
  if (!bias)
    return failure();
  return std::pair{bias, rowMayBeEmpty};
}

/// 1/sqrt(depth) as an f32 tensor [1] when the depth is dynamic.
Value runtimeScale(I &I, Value q, Type et) {
  Value d = I.cast(dimValue(I, q, 3), et);
  return d ? I.make<g::RsqrtOp>(d.getType(), d) : Value();
}

FailureOr<AttentionResult> attend(I &I, AttentionSpec s) {
  Ops o(I);
  Type et = I.elem(s.q);
  int64_t hq = I.type(s.q).getDimSize(1), hkv = I.type(s.k).getDimSize(1);
  if (!isDyn(hq) && !isDyn(hkv) && (hkv == 0 || hq % hkv != 0))
    return I.fail("the query heads (" + Twine(hq) +
                  ") are not a multiple of the key/value heads (" + Twine(hkv) +
                  ")");
  // The fused form: graph.attention (heads static so that K/V can be
  // repeated to the query heads). A mask that is only causal and aligned
  // at the end (after the past, or as many queries as keys) is its
  // `causal`: no mask tensor, key blocks past the diagonal skipped.
  bool fused = s.softcap <= 0 && s.qkMode < 0 && !isDyn(hq) && !isDyn(hkv);
  int64_t sq = I.type(s.q).getDimSize(2), sk = I.type(s.k).getDimSize(2);
  bool causalAttr =
      fused && s.causal && !s.mask && !s.validKeys && s.leftWindow < 0 &&
      s.rightWindow < 0 &&
      (s.offsetIsPast || (!s.offset && !isDyn(sq) && sq == sk));
  if (causalAttr)
    s.causal = false;
  auto biasOr = attentionBias(I, s, et);
  if (failed(biasOr))
    return failure();
  Value bias = biasOr->first;
  bool rowMayBeEmpty = biasOr->second;
  int64_t depth = I.type(s.q).getDimSize(3);
  std::optional<double> scale = s.scale;
  if (!scale && !isDyn(depth))
    scale = 1.0 / std::sqrt((double)depth);
  double inf = std::numeric_limits<double>::infinity();
  // Rows with no key left: zeros.
  auto zeroEmptyRows = [&](Value y) -> Value {
    if (!rowMayBeEmpty || !bias)
      return y;
    Value mx = reduce<g::ReduceMaxOp>(I, bias, {I.rank(bias) - 1}, true);
    Value empty = o.cmp(g::CmpPredicate::eq, mx, o.f(-inf, I.elem(bias)));
    return o.sel(empty, o.f(0.0, I.elem(y)), y);
  };

  if (fused) {
    Value q = s.q;
    if (!scale)
      q = o.mul(q, runtimeScale(I, q, et));
    Value k = repeatHeads(I, s.k, hq / hkv), v = repeatHeads(I, s.v, hq / hkv);
    if (!(q && k && v))
      return failure();
    auto qt = I.type(q), vt = I.type(v);
    auto yt = I.tensorType(
        {qt.getDimSize(0), hq, qt.getDimSize(2), vt.getDimSize(3)}, et);
    Value y = I.make<g::AttentionOp>(yt, q, k, v, Opt{bias},
                                     I.b.getF64FloatAttr(scale.value_or(1.0)),
                                     I.b.getF64FloatAttr(0.0), UnitAttr(),
                                     causalAttr ? I.b.getUnitAttr()
                                                : UnitAttr());
    y = zeroEmptyRows(y);
    if (!y)
      return failure();
    return AttentionResult{y, {}};
  }

  // The decomposed form, in f32 for 16-bit types. Grouped heads read K/V
  // through [B, Hkv, group, S, D] views.
  Type ct = et.getIntOrFloatBitWidth() < 32 ? I.b.getF32Type() : et;
  Value q = I.cast(s.q, ct), k = I.cast(s.k, ct), v = I.cast(s.v, ct);
  if (!(q && k && v))
    return failure();
  bool grouped = isDyn(hq) || isDyn(hkv) || hq != hkv;
  auto toGroups = [&](Value x) {
    return I.reshape(x, {I.dimOrSym(x, 0), I.dimOrSym(k, 1), -1,
                         I.dimOrSym(x, 2), I.dimOrSym(x, 3)});
  };
  auto fromGroups = [&](Value x) {
    return I.reshape(x, {I.dimOrSym(x, 0), I.dimOrSym(q, 1), I.dimOrSym(x, 3),
                         I.dimOrSym(x, 4)});
  };
  Value scores =
      grouped ? fromGroups(I.infer1<g::MatmulOp>(toGroups(q),
                                                 I.unsqueezeDims(k, {2}),
                                                 UnitAttr(), I.b.getUnitAttr()))
              : I.infer1<g::MatmulOp>(q, k, UnitAttr(), I.b.getUnitAttr());
  scores = o.mul(scores, scale ? o.f(*scale, ct) : runtimeScale(I, q, ct));
  if (!scores)
    return failure();
  Value qk;
  if (s.qkMode == 0)
    qk = scores;
  if (s.softcap > 0)
    scores = o.mul(o.un<g::TanhOp>(o.div(scores, o.f(s.softcap, ct))),
                   o.f(s.softcap, ct));
  if (s.qkMode == 1)
    qk = scores;
  if (bias)
    scores = o.add(scores, I.cast(bias, ct));
  if (s.qkMode == 2)
    qk = scores;
  if (!scores)
    return failure();
  Value p =
      I.make<g::SoftmaxOp>(scores.getType(), scores, I.b.getI64IntegerAttr(-1));
  if (rowMayBeEmpty && bias)
    p = o.sel(I.make<g::IsNanOp>(
                  I.tensorType(I.type(p).getShape(), I.b.getI1Type()), p),
              o.f(0.0, ct), p);
  if (s.qkMode == 3)
    qk = p;
  Value y = grouped ? fromGroups(I.infer1<g::MatmulOp>(toGroups(p),
                                                       I.unsqueezeDims(v, {2}),
                                                       UnitAttr(), UnitAttr()))
                    : I.infer1<g::MatmulOp>(p, v, UnitAttr(), UnitAttr());
  y = I.cast(y, et);
  if (!y)
    return failure();
  return AttentionResult{y, qk ? I.cast(qk, et) : Value()};
}

/// Joins the past K and V (inputs `i` and `i + 1`, both or neither) before
/// the new ones along the sequence: the present.
LogicalResult appendPast(I &I, unsigned i, Value &k, Value &v) {
  if (I.hasInput(i) != I.hasInput(i + 1))
    return I.fail("past_key and past_value come together");
  if (!I.hasInput(i))
    return success();
  IN(pastK, i);
  IN(pastV, i + 1);
  k = I.infer1<g::ConcatOp>(ValueRange{pastK, k}, I.b.getI64IntegerAttr(2));
  v = I.infer1<g::ConcatOp>(ValueRange{pastV, v}, I.b.getI64IntegerAttr(2));
  return success(k && v);
}

/// The float element types ONNX's softmax_precision may name.
bool isFloatDataType(int64_t t) {
  return t == onnx::TensorProto::FLOAT || t == onnx::TensorProto::FLOAT16 ||
         t == onnx::TensorProto::BFLOAT16 || t == onnx::TensorProto::DOUBLE;
}

/// ONNX Attention (opset 23; nonpad_kv_seqlen from 24).
LogicalResult convAttention(I &I) {
  IN(q, 0);
  IN(k, 1);
  IN(v, 2);
  int64_t rank = I.rank(q);
  if ((rank != 3 && rank != 4) || I.rank(k) != rank || I.rank(v) != rank)
    return I.fail("expects Q, K and V all of rank 3 or all of rank 4");
  AttentionSpec s;
  s.causal = I.attrInt("is_causal", 0) != 0;
  s.leftWindow = I.attrInt("left_window_size", -1);
  s.rightWindow = I.attrInt("right_window_size", -1);
  s.softcap = I.attrFloat("softcap", 0.0f);
  if (const auto *a = I.attr("scale"))
    s.scale = a->f();
  int64_t mode = I.attrInt("qk_matmul_output_mode", 0);
  if (mode < 0 || mode > 3)
    return I.fail("qk_matmul_output_mode " + Twine(mode) +
                  " is not one of 0, 1, 2, 3");
  if (I.wantsOutput(3))
    s.qkMode = mode;
  if (I.attr("softmax_precision") &&
      !isFloatDataType(I.attrInt("softmax_precision", 1)))
    return I.fail("softmax_precision " +
                  Twine(I.attrInt("softmax_precision", 1)) +
                  " is not a float type");
  if (rank == 3) {
    int64_t qh = I.attrInt("q_num_heads", 0),
            kvh = I.attrInt("kv_num_heads", 0);
    if (qh <= 0 || kvh <= 0)
      return I.fail("3-D inputs need q_num_heads and kv_num_heads");
    q = splitHeads(I, q, qh);
    k = splitHeads(I, k, kvh);
    v = splitHeads(I, v, kvh);
    CHECK(q && k && v);
  }
  if (I.hasInput(3)) {
    s.mask = I.in(3);
    CHECK(s.mask);
  }
  Value past = I.hasInput(4) ? I.in(4) : Value();
  // One new key per query (then Sk - Sq is the past's length).
  int64_t newKeys = I.type(k).getDimSize(2), queries = I.type(q).getDimSize(2);
  bool keyPerQuery = !isDyn(newKeys) && newKeys == queries;
  if (failed(appendPast(I, 4, k, v)))
    return failure();
  Ops o(I);
  if (I.hasInput(6)) {
    Value n = I.cast(I.in(6), I.b.getI64Type());
    CHECK(n);
    s.validKeys = I.reshape(n, {I.dimOrSym(n, 0), 1, 1, 1});
  }
  // Bottom-right aligned: the past keys precede the queries, or (an
  // external cache without past) each batch's valid keys end with them.
  if (past) {
    s.offset = dimValue(I, past, 2);
    s.offsetIsPast = keyPerQuery;
  }
  else if (s.validKeys)
    s.offset = o.sub(s.validKeys, dimValue(I, q, 2));
  s.q = q;
  s.k = k;
  s.v = v;
  auto r = attend(I, s);
  if (failed(r))
    return failure();
  Value y = rank == 3 ? mergeHeads(I, r->y) : r->y;
  CHECK(y);
  I.setOut(0, y);
  if (I.wantsOutput(1))
    I.setOut(1, k);
  if (I.wantsOutput(2))
    I.setOut(2, v);
  if (I.wantsOutput(3))
    I.setOut(3, r->qk);
  return success();
}

//===----------------------------------------------------------------------===//
// Rotary embeddings
//===----------------------------------------------------------------------===//

/// x[..., start:end] along the last dimension (static bounds).
Value lastSlice(I &I, Value x, int64_t start, int64_t end, int64_t step = 1) {
  return I.infer1<g::SliceOp>(x, I.b.getDenseI64ArrayAttr({start}),
                              I.b.getDenseI64ArrayAttr({end}),
                              I.b.getDenseI64ArrayAttr({I.rank(x) - 1}),
                              I.b.getDenseI64ArrayAttr({step}));
}

/// x[..., start:end] along the last dimension, the bounds i64 tensors [1].
Value lastSliceDyn(I &I, Value x, Value start, Value end) {
  return I.infer1<g::DynamicSliceOp>(x, start, end, Opt{},
                                     I.b.getDenseI64ArrayAttr({I.rank(x) - 1}));
}

/// Rotates the first `rotaryDim` (0: all) entries of x's last dimension by
/// the angles whose cos and sin broadcast to x[..., :rotaryDim/2]: pairs
/// (x[k], x[k + half]), or (x[2k], x[2k+1]) when `interleaved`.
Value rotate(I &I, Value x, Value cos, Value sin, int64_t rotaryDim,
             bool interleaved) {
  Ops o(I);
  if (!x || !cos || !sin)
    return {};
  int64_t last = I.rank(x) - 1, depth = I.type(x).getDimSize(last);
  Value xr = x, pass;
  if (rotaryDim > 0 && (isDyn(depth) || rotaryDim < depth)) {
    xr = lastSlice(I, x, 0, rotaryDim);
    pass = lastSlice(I, x, rotaryDim, INT64_MAX);
  }
  cos = I.cast(cos, I.elem(x));
  sin = I.cast(sin, I.elem(x));
  Value x1, x2;
  if (interleaved) {
    x1 = lastSlice(I, xr, 0, INT64_MAX, 2);
    x2 = lastSlice(I, xr, 1, INT64_MAX, 2);
  } else {
    int64_t half = I.type(cos).getDimSize(I.rank(cos) - 1);
    if (!isDyn(half)) {
      x1 = lastSlice(I, xr, 0, half);
      x2 = lastSlice(I, xr, half, INT64_MAX);
    } else {
      Value h = dimValue(I, cos, I.rank(cos) - 1);
      x1 = lastSliceDyn(I, xr, o.i64s({0}, {1}), h);
      x2 = lastSliceDyn(I, xr, h, o.i64s({INT64_MAX}, {1}));
    }
  }
  Value real = o.sub(o.mul(cos, x1), o.mul(sin, x2));
  Value imag = o.add(o.mul(sin, x1), o.mul(cos, x2));
  if (!real || !imag)
    return {};
  Value rot;
  if (interleaved) {
    Value pair =
        I.infer1<g::ConcatOp>(ValueRange{I.unsqueezeDims(real, {last + 1}),
                                         I.unsqueezeDims(imag, {last + 1})},
                              I.b.getI64IntegerAttr(last + 1));
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < last; ++d)
      shape.push_back(I.dimOrSym(xr, d));
    shape.push_back(-1);
    rot = I.reshape(pair, shape);
  } else {
    rot = I.infer1<g::ConcatOp>(ValueRange{real, imag},
                                I.b.getI64IntegerAttr(last));
  }
  if (pass)
    rot = I.infer1<g::ConcatOp>(ValueRange{rot, pass},
                                I.b.getI64IntegerAttr(last));
  return rot;
}

/// Rotates `x` ([B, H, S, D], or [B, S, hidden] split into `heads` x `depth`
/// (-1 for one of them inferred)) by cos/sin [B, S, half]; the result in
/// x's shape.
Value rotateHeads(I &I, Value x, Value cos, Value sin, int64_t heads,
                  int64_t depth) {
  bool flat = I.rank(x) == 3;
  Value xs =
      flat ? I.reshape(x, {I.dimOrSym(x, 0), I.dimOrSym(x, 1), heads, depth})
           : x;
  Value y = rotate(I, xs, I.unsqueezeDims(cos, {flat ? 2 : 1}),
                   I.unsqueezeDims(sin, {flat ? 2 : 1}),
                   I.attrInt("rotary_embedding_dim", 0),
                   I.attrInt("interleaved", 0) != 0);
  if (y && flat)
    y = I.reshape(y, {I.dimOrSym(x, 0), I.dimOrSym(x, 1), I.dimOrSym(x, 2)});
  return y;
}

/// RotaryEmbedding of opset 23: input [B, H, S, D] or [B, S, H*D]
/// (num_heads), cos/sin caches [B, S, half] or [P, half] with position_ids
/// [B, S].
LogicalResult convRotaryEmbedding(I &I) {
  IN(x, 0);
  IN(cosCache, 1);
  IN(sinCache, 2);
  Value cos = cosCache, sin = sinCache;
  if (I.hasInput(3)) {
    IN(pos, 3);
    cos = Ops(I).gather(cosCache, pos, 0);
    sin = Ops(I).gather(sinCache, pos, 0);
  }
  int64_t rank = I.rank(x);
  if (rank != 3 && rank != 4)
    return I.fail("expects an input of rank 3 or 4");
  int64_t heads = rank == 3 ? I.attrInt("num_heads", 0) : 1;
  if (heads <= 0)
    return I.fail("a 3-D input needs num_heads");
  int64_t hidden = I.type(x).getDimSize(rank - 1);
  Value y =
      rotateHeads(I, x, cos, sin, heads, isDyn(hidden) ? -1 : hidden / heads);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Positions start[b] + s, s < S, as i64 [B, S]; `start` i64 [B, 1] or [1].
Value positionsFrom(I &I, Value start, Value like) {
  return Ops(I).add(positions(I, like, 1), start);
}

/// com.microsoft RotaryEmbedding: input [B, S, hidden] or [B, H, S, D],
/// position_ids [B, S] (or [1]: the first position of every batch), caches
/// [P, half].
LogicalResult convMsRotaryEmbedding(I &I) {
  IN(x, 0);
  IN(pos, 1);
  IN(cosCache, 2);
  IN(sinCache, 3);
  if (I.attrInt("is_packed_batching", 0) != 0)
    return I.fail("is_packed_batching is not supported");
  if (I.attrFloat("scale", 1.0f) != 1.0f)
    return I.fail("scale other than 1 is not supported");
  int64_t rank = I.rank(x);
  if (rank != 3 && rank != 4)
    return I.fail("expects an input of rank 3 or 4");
  pos = I.cast(pos, I.b.getI64Type());
  CHECK(pos);
  if (I.rank(pos) == 1) {
    // One start position: [B, S] positions start + s.
    Value like = I.reshape(
        I.infer1<g::SliceOp>(
            x, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({1}),
            I.b.getDenseI64ArrayAttr({rank - 1}), DenseI64ArrayAttr()),
        rank == 3 ? SmallVector<int64_t>{I.dimOrSym(x, 0), I.dimOrSym(x, 1)}
                  : SmallVector<int64_t>{I.dimOrSym(x, 0), I.dimOrSym(x, 2)});
    pos = positionsFrom(I, pos, like);
  }
  Value cos = Ops(I).gather(cosCache, pos, 0);
  Value sin = Ops(I).gather(sinCache, pos, 0);
  int64_t rotaryDim = I.attrInt("rotary_embedding_dim", 0);
  int64_t heads = I.attrInt("num_heads", 0), depth = -1;
  if (rank == 3) {
    int64_t hidden = I.type(x).getDimSize(2);
    int64_t half = I.type(cosCache).getDimSize(1);
    if (heads > 0 && !isDyn(hidden))
      depth = hidden / heads;
    else if (heads <= 0 && rotaryDim == 0 && !isDyn(half))
      depth = 2 * half;
    if (heads <= 0 && depth < 0)
      return I.fail("a 3-D input needs num_heads or a static cos_cache");
  }
  Value y = rotateHeads(I, x, cos, sin, heads > 0 ? heads : -1, depth);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

//===----------------------------------------------------------------------===//
// com.microsoft GroupQueryAttention
//===----------------------------------------------------------------------===//

/// GroupQueryAttention with the past as one block: present = concat(past,
/// new) along the sequence, seqlens_k[b] + 1 the valid keys of batch b (the
/// last of them the last new token), causal, optional rotary of Q and K at
/// positions seqlens_k[b] + 1 - S + s, local window, softcap.
LogicalResult convGroupQueryAttention(I &I) {
  Ops o(I);
  IN(q, 0);
  int64_t heads = I.attrInt("num_heads", 0),
          kvHeads = I.attrInt("kv_num_heads", 0);
  if (heads <= 0 || kvHeads <= 0)
    return I.fail("needs num_heads and kv_num_heads");
  for (StringRef a : {"smooth_softmax", "qk_output"})
    if (I.attrInt(a, 0) != 0)
      return I.fail(a + Twine(" is not supported"));
  for (unsigned i : {10u, 11u, 12u})
    if (I.hasInput(i))
      return I.fail("input " + Twine(i) +
                    " (position_ids, attention_bias, head_sink) is not "
                    "supported");
  if (I.rank(q) != 3)
    return I.fail("expects a 3-D query");
  Value k, v;
  if (I.hasInput(1) != I.hasInput(2))
    return I.fail("key and value come together");
  if (I.hasInput(1)) {
    k = I.in(1);
    v = I.in(2);
    CHECK(k && v);
  } else {
    // Packed QKV [B, S, (heads + 2 kvHeads) * D]: split by heads.
    Value r = I.reshape(
        q, {I.dimOrSym(q, 0), I.dimOrSym(q, 1), heads + 2 * kvHeads, -1});
    auto parts = I.infer<g::SplitOp>(
        3, r, I.b.getI64IntegerAttr(2),
        I.b.getDenseI64ArrayAttr({heads, kvHeads, kvHeads}));
    if (failed(parts))
      return I.fail("cannot split the packed QKV");
    q = o.transpose((*parts)->getResult(0), {0, 2, 1, 3});
    k = o.transpose((*parts)->getResult(1), {0, 2, 1, 3});
    v = o.transpose((*parts)->getResult(2), {0, 2, 1, 3});
  }
  if (I.hasInput(1)) {
    q = splitHeads(I, q, heads);
    k = splitHeads(I, k, kvHeads);
    v = splitHeads(I, v, kvHeads);
  }
  IN(seqlens, 5);
  // Valid keys per batch, [B, 1, 1, 1].
  Value valid = I.cast(seqlens, I.b.getI64Type());
  CHECK(q && k && v && valid);
  valid = I.reshape(o.add(valid, o.i(1, I.b.getI64Type())),
                    {I.dimOrSym(seqlens, 0), 1, 1, 1});
  // Each batch's past length: its valid keys less the new ones; a prompt
  // (padded when shorter than the others) has none.
  Value offset =
      o.max(o.sub(valid, dimValue(I, q, 2)), o.i(0, I.b.getI64Type()));
  if (I.attrInt("do_rotary", 0) != 0) {
    IN(cosCache, 7);
    IN(sinCache, 8);
    bool interleaved = I.attrInt("rotary_interleaved", 0) != 0;
    // Positions [B, S]: offset[b] + s.
    Value like = I.reshape(seqColumn(I, q), {1, I.dimOrSym(q, 2)});
    Value pos =
        positionsFrom(I, I.reshape(offset, {I.dimOrSym(seqlens, 0), 1}), like);
    Value cos = I.unsqueezeDims(o.gather(cosCache, pos, 0), {1});
    Value sin = I.unsqueezeDims(o.gather(sinCache, pos, 0), {1});
    q = rotate(I, q, cos, sin, 0, interleaved);
    k = rotate(I, k, cos, sin, 0, interleaved);
    CHECK(q && k);
  }
  if (I.hasInput(3)) {
    Value past = I.in(3);
    if (failed(appendPast(I, 3, k, v)))
      return failure();
    // Batches of different lengths: each one's new keys follow its own past
    // (present[b, :, t] = new[b, :, t - past_b] from t = past_b on), as
    // onnxruntime writes them; the positions past them are masked.
    Value t = positions(I, k, 2);
    Value pastDim = dimValue(I, past, 2);
    Value last =
        o.sub(o.add(pastDim, dimValue(I, q, 2)), o.i(1, I.b.getI64Type()));
    Value fromNew = o.min(o.add(o.sub(t, offset), pastDim), last);
    Value idx = o.sel(o.cmp(g::CmpPredicate::lt, t, offset), t, fromNew);
    k = I.infer1<g::GatherElementsOp>(k, idx, I.b.getI64IntegerAttr(2));
    v = I.infer1<g::GatherElementsOp>(v, idx, I.b.getI64IntegerAttr(2));
    CHECK(k && v);
  }
  AttentionSpec s;
  s.q = q;
  s.k = k;
  s.v = v;
  s.causal = true;
  s.offset = offset;
  s.validKeys = valid;
  // The last local_window_size keys.
  if (int64_t w = I.attrInt("local_window_size", -1); w > 0)
    s.leftWindow = w - 1;
  s.softcap = I.attrFloat("softcap", 0.0f);
  if (const auto *a = I.attr("scale"); a && a->f() != 0.0f)
    s.scale = a->f();
  auto r = attend(I, s);
  if (failed(r))
    return failure();
  Value y = mergeHeads(I, r->y);
  CHECK(y);
  I.setOut(0, y);
  if (I.wantsOutput(1))
    I.setOut(1, k);
  if (I.wantsOutput(2))
    I.setOut(2, v);
  return success();
}

} // namespace

void mlc::onnximport::registerAttentionHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Attention"] = convAttention;
  m["RotaryEmbedding"] = convRotaryEmbedding;
  m["com.microsoft.RotaryEmbedding"] = convMsRotaryEmbedding;
  m["com.microsoft.GroupQueryAttention"] = convGroupQueryAttention;
}
