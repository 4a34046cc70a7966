//===- ONNXRecurrent.cpp - ONNX LSTM / GRU / RNN -> graph ops -------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The ONNX recurrent ops, decomposed into graph ops and unrolled over the
// sequence when its length is known at compile time, else one run-time loop
// per direction (runtimeLoop, ONNXControlFlow.cpp) over the same step:
//
//   * the input projection X * W^T + Wb (+ Rb) of all time steps is one
//     batched matmul per direction;
//   * each step is one matmul H_{t-1} * R^T, a split into gates and the
//     elementwise gate equations of the spec (activations from the
//     `activations` attribute, spec defaults otherwise; `clip` bounds every
//     activation's input);
//   * `sequence_lens` (a run-time input) masks the steps past each batch
//     entry's length: its state is carried unchanged and its Y rows are 0.
//     In reverse direction the masked steps come first, so the state starts
//     at the initial one at t = len - 1, as the spec wants;
//   * Y is the per-step hidden states concatenated in time order, Y_h (and
//     Y_c) the final states; `layout = 1` (batch first) is a transpose in and
//     out.
//
//===----------------------------------------------------------------------===//

#include "ConvertUtils.h"
#include "RuntimeLoop.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

enum class Cell { LSTM, GRU, RNN };

/// One activation function of the `activations` attribute with its alpha
/// and beta.
struct Activation {
  std::string name;
  double alpha = 0, beta = 0;
};

/// Elementwise helpers over graph ops. Every helper returns a null Value
/// once anything failed (the failure has been reported).
struct Ops {
  I &imp;
  Type et;

  Value s(double v) { return imp.scalar(v, et); }
  Value add(Value a, Value b) { return imp.infer1<g::AddOp>(a, b); }
  Value sub(Value a, Value b) { return imp.infer1<g::SubOp>(a, b); }
  Value mul(Value a, Value b) { return imp.infer1<g::MulOp>(a, b); }
  Value div(Value a, Value b) { return imp.infer1<g::DivOp>(a, b); }
  Value select(Value c, Value a, Value b) {
    return imp.infer1<g::SelectOp>(c, a, b);
  }
  template <typename OpTy> Value unary(Value x) {
    return x ? imp.make<OpTy>(x.getType(), x) : Value();
  }
  Value clip(Value x, double lo, double hi) {
    return x ? imp.make<g::ClipOp>(x.getType(), x, imp.b.getF64FloatAttr(lo),
                                   imp.b.getF64FloatAttr(hi))
             : Value();
  }
  /// x * y^T for a 2-D `y` (x may have batch dimensions).
  Value matmulT(Value x, Value y) {
    return imp.infer1<g::MatmulOp>(x, y, UnitAttr(), imp.b.getUnitAttr());
  }
  Value reshape(Value x, ArrayRef<int64_t> shape) {
    return x ? imp.reshape(x, shape) : Value();
  }
  Value transpose(Value x, ArrayRef<int64_t> perm) {
    return x ? imp.infer1<g::TransposeOp>(x, imp.b.getDenseI64ArrayAttr(perm))
             : Value();
  }
  /// Entries [start, start + size) of `axis`.
  Value slice(Value x, int64_t axis, int64_t start, int64_t size) {
    return x ? imp.infer1<g::SliceOp>(
                   x, imp.b.getDenseI64ArrayAttr({start}),
                   imp.b.getDenseI64ArrayAttr({start + size}),
                   imp.b.getDenseI64ArrayAttr({axis}),
                   imp.b.getDenseI64ArrayAttr({1}))
             : Value();
  }
  /// Consecutive pieces of `axis` with the given sizes.
  SmallVector<Value> split(Value x, int64_t axis, ArrayRef<int64_t> sizes) {
    int64_t n = sizes.size();
    if (!x)
      return SmallVector<Value>(n, Value());
    auto op = imp.infer<g::SplitOp>(n, x, imp.b.getI64IntegerAttr(axis),
                                    imp.b.getDenseI64ArrayAttr(sizes));
    if (failed(op))
      return SmallVector<Value>(n, Value());
    return SmallVector<Value>((*op)->getResults());
  }
  /// `n` equal pieces of `axis`.
  SmallVector<Value> split(Value x, int64_t axis, int64_t n, int64_t each) {
    return split(x, axis, SmallVector<int64_t>(n, each));
  }
  Value concat(ArrayRef<Value> xs, int64_t axis) {
    if (llvm::any_of(xs, [](Value v) { return !v; }))
      return {};
    if (xs.size() == 1)
      return xs[0];
    return imp.infer1<g::ConcatOp>(ValueRange(xs),
                                   imp.b.getI64IntegerAttr(axis));
  }

  /// f(x) for an ONNX recurrent activation, with `clip` (> 0) applied to its
  /// input first.
  Value apply(const Activation &f, Value x, double clipAt) {
    if (!x)
      return {};
    if (clipAt > 0)
      x = clip(x, -clipAt, clipAt);
    const std::string &n = f.name;
    if (n == "sigmoid")
      return unary<g::SigmoidOp>(x);
    if (n == "tanh")
      return unary<g::TanhOp>(x);
    if (n == "relu")
      return unary<g::ReluOp>(x);
    if (n == "affine")
      return add(mul(x, s(f.alpha)), s(f.beta));
    if (n == "leakyrelu")
      return imp.make<g::LeakyReluOp>(x.getType(), x,
                                      imp.b.getF64FloatAttr(f.alpha));
    if (n == "thresholdedrelu") {
      Value keep = imp.infer1<g::CompareOp>(g::CmpPredicate::gt, x, s(f.alpha));
      return select(keep, x, s(0));
    }
    if (n == "scaledtanh")
      return mul(s(f.alpha), unary<g::TanhOp>(mul(x, s(f.beta))));
    if (n == "hardsigmoid")
      return clip(add(mul(x, s(f.alpha)), s(f.beta)), 0, 1);
    if (n == "elu") {
      Value neg = mul(s(f.alpha), sub(unary<g::ExpOp>(x), s(1)));
      Value isNeg = imp.infer1<g::CompareOp>(g::CmpPredicate::lt, x, s(0));
      return select(isNeg, neg, x);
    }
    if (n == "softsign")
      return div(x, add(s(1), unary<g::AbsOp>(x)));
    if (n == "softplus") {
      // log(1 + e^x) = max(x, 0) + log(1 + e^-|x|).
      Value e = unary<g::ExpOp>(unary<g::NegOp>(unary<g::AbsOp>(x)));
      return add(unary<g::ReluOp>(x), unary<g::LogOp>(add(s(1), e)));
    }
    llvm_unreachable("activation names are checked when parsed");
  }
};

/// Parses `activations` / `activation_alpha` / `activation_beta`: `perDir`
/// functions per direction, spec defaults where the attribute is absent.
/// Alphas and betas are consumed in order by the functions that take them
/// (as onnxruntime does); a missing one takes the function's default.
FailureOr<SmallVector<Activation>>
parseActivations(I &I, ArrayRef<StringRef> defaults, int64_t numDirections) {
  SmallVector<std::string> names;
  if (const onnx::AttributeProto *a = I.attr("activations")) {
    for (const std::string &n : a->strings())
      names.push_back(StringRef(n).lower());
    if ((int64_t)names.size() != (int64_t)defaults.size() * numDirections)
      return (void)(I.error()
                    << "'activations' holds " << names.size() << " functions; "
                    << defaults.size() << " per direction are needed"),
             failure();
  } else {
    for (int64_t d = 0; d < numDirections; ++d)
      for (StringRef n : defaults)
        names.push_back(n.lower());
  }
  SmallVector<float> alphas, betas;
  if (const onnx::AttributeProto *a = I.attr("activation_alpha"))
    alphas.assign(a->floats().begin(), a->floats().end());
  if (const onnx::AttributeProto *a = I.attr("activation_beta"))
    betas.assign(a->floats().begin(), a->floats().end());
  size_t ai = 0, bi = 0;
  SmallVector<Activation> out;
  for (const std::string &n : names) {
    Activation f{n};
    // (takes alpha, default alpha, takes beta, default beta)
    struct Params {
      bool a;
      double da;
      bool b;
      double db;
    };
    static const llvm::StringMap<Params> known = {
        {"sigmoid", {false, 0, false, 0}},
        {"tanh", {false, 0, false, 0}},
        {"relu", {false, 0, false, 0}},
        {"softsign", {false, 0, false, 0}},
        {"softplus", {false, 0, false, 0}},
        {"affine", {true, 1.0, true, 0.0}},
        {"leakyrelu", {true, 0.01, false, 0}},
        {"thresholdedrelu", {true, 1.0, false, 0}},
        {"scaledtanh", {true, 1.0, true, 1.0}},
        {"hardsigmoid", {true, 0.2, true, 0.5}},
        {"elu", {true, 1.0, false, 0}},
    };
    auto it = known.find(n);
    if (it == known.end())
      return (void)(I.error() << "unsupported activation '" << n << "'"),
             failure();
    const Params &p = it->second;
    if (p.a)
      f.alpha = ai < alphas.size() ? alphas[ai++] : p.da;
    if (p.b)
      f.beta = bi < betas.size() ? betas[bi++] : p.db;
    out.push_back(f);
  }
  return out;
}

LogicalResult convRecurrent(I &I, Cell cell) {
  const int64_t numGates = cell == Cell::LSTM ? 4 : cell == Cell::GRU ? 3 : 1;
  Value x = I.in(0), w = I.in(1), r = I.in(2);
  CHECK(x && w && r);
  Type et = I.elem(x);
  if (!isa<FloatType>(et))
    return I.fail("only floating-point inputs are supported");
  Ops o{I, et};

  std::string direction = I.attrString("direction", "forward");
  if (direction != "forward" && direction != "reverse" &&
      direction != "bidirectional")
    return I.fail("unknown direction '" + direction + "'");
  const int64_t numDirs = direction == "bidirectional" ? 2 : 1;
  const int64_t hidden = I.attrInt("hidden_size", 0);
  const int64_t layout = I.attrInt("layout", 0);
  const double clipAt = I.attr("clip") ? I.attrFloat("clip", 0) : 0;
  const bool inputForget = I.attrInt("input_forget", 0) != 0;
  const bool linearBeforeReset = I.attrInt("linear_before_reset", 0) != 0;
  if (layout != 0 && layout != 1)
    return I.fail("layout must be 0 or 1");
  if (I.attr("clip") && clipAt <= 0)
    return I.fail("clip must be positive");

  auto xt = I.type(x);
  if (xt.getRank() != 3)
    return I.fail("X must be 3-D");
  if (layout == 1)
    x = o.transpose(x, {1, 0, 2});
  CHECK(x);
  xt = I.type(x);
  // A sequence length known only at run time: a run-time loop.
  const bool dynSeq = xt.isDynamicDim(0);
  const int64_t seqLen = xt.getDimSize(0);
  if (seqLen == 0)
    return I.fail("an empty sequence");
  const int64_t batch =
      xt.isDynamicDim(1) ? ShapedType::kDynamic : xt.getDimSize(1);
  // A dynamic input size is W's (X's columns must match it at run time).
  int64_t inputSize = xt.getDimSize(2);
  if (ShapedType::isDynamic(inputSize) && I.type(w).hasStaticShape() &&
      I.rank(w) == 3)
    inputSize = I.type(w).getDimSize(2);

  // Weights given as graph inputs of unknown shape (--force-dynamic) take
  // the shape the attributes define: broadcast_to checks it at run time (a
  // size that differs and is not 1 stops the run). W's input size may stay
  // unknown (X's columns): a reshape then infers it from W's element count.
  auto fit = [&](Value v, ArrayRef<int64_t> shape) -> Value {
    if (!v)
      return v;
    auto t = I.type(v);
    if (t.hasStaticShape() || t.getRank() != (int64_t)shape.size())
      return v;
    for (auto [have, want] : llvm::zip(t.getShape(), shape))
      if (!ShapedType::isDynamic(have) && !ShapedType::isDynamic(want) &&
          have != want)
        return v; // the check below reports it
    if (llvm::any_of(shape, ShapedType::isDynamic)) {
      SmallVector<int64_t> dims;
      for (int64_t d : shape)
        dims.push_back(ShapedType::isDynamic(d) ? -1 : d);
      return I.reshape(v, dims);
    }
    return I.make<g::BroadcastToOp>(I.tensorType(shape, et), v, Opt{});
  };
  if (hidden <= 0)
    return I.fail("hidden_size must be a positive integer");
  SmallVector<int64_t> wShape = {numDirs, numGates * hidden, inputSize};
  SmallVector<int64_t> rShape = {numDirs, numGates * hidden, hidden};
  w = fit(w, wShape);
  r = fit(r, rShape);
  CHECK(w && r);
  // Shapes of the weights (W, R must be static: they define the cell).
  auto wt = I.type(w), rt = I.type(r);
  // W's input size may be dynamic (X's columns, checked by the matmul).
  if (wt.getShape() != ArrayRef(wShape) ||
      !rt.hasStaticShape() || rt.getShape() != ArrayRef(rShape))
    return (void)(I.error() << "W must be " << I.tensorType(wShape, et)
                            << " and R " << I.tensorType(rShape, et) << " (got "
                            << wt << " and " << rt << ")"),
           failure();

  Value bias;
  if (I.hasInput(3)) {
    bias = fit(I.in(3), {numDirs, 2 * numGates * hidden});
    CHECK(bias);
    if (I.type(bias).getShape() !=
        ArrayRef<int64_t>{numDirs, 2 * numGates * hidden})
      return I.fail("B must be [num_directions, " + Twine(2 * numGates) +
                    " * hidden_size]");
  }

  // sequence_lens: a mask per step unless it is a constant full length.
  Value seqLens;
  if (I.hasInput(4)) {
    auto c = I.constDoubles(4);
    bool full = c && llvm::all_of(*c, [&](double v) { return v == seqLen; });
    if (!full) {
      seqLens = I.in(4);
      CHECK(seqLens);
      if (I.rank(seqLens) != 1 || !isa<IntegerType>(I.elem(seqLens)))
        return I.fail("sequence_lens must be a 1-D integer tensor");
      seqLens = o.reshape(seqLens, {batch < 0 ? -1 : batch, 1});
      CHECK(seqLens);
    }
  }

  // Initial states, as [num_directions, batch, hidden].
  auto initialState = [&](unsigned idx, Value &v) -> LogicalResult {
    if (!I.hasInput(idx))
      return success();
    v = I.in(idx);
    CHECK(v);
    if (I.rank(v) != 3)
      return I.fail("initial states must be 3-D");
    if (layout == 1)
      v = o.transpose(v, {1, 0, 2});
    return success(v != nullptr);
  };
  Value initH, initC, peep;
  if (failed(initialState(5, initH)))
    return failure();
  if (cell == Cell::LSTM) {
    if (failed(initialState(6, initC)))
      return failure();
    if (I.hasInput(7)) {
      peep = fit(I.in(7), {numDirs, 3 * hidden});
      CHECK(peep);
      if (I.type(peep).getShape() != ArrayRef<int64_t>{numDirs, 3 * hidden})
        return I.fail("P must be [num_directions, 3 * hidden_size]");
    }
  } else if (I.hasInput(6)) {
    return I.fail("unexpected input 6");
  }

  SmallVector<StringRef> defaults;
  if (cell == Cell::LSTM)
    defaults = {"Sigmoid", "Tanh", "Tanh"};
  else if (cell == Cell::GRU)
    defaults = {"Sigmoid", "Tanh"};
  else
    defaults = {"Tanh"};
  auto acts = parseActivations(I, defaults, numDirs);
  if (failed(acts))
    return failure();

  const int64_t b2 = batch < 0 ? -1 : batch;
  // The zero state: [1, hidden] broadcasts against [batch, hidden] when the
  // batch is dynamic.
  Value zeroState = I.constant(
      DenseElementsAttr::get(I.tensorType({batch < 0 ? 1 : batch, hidden}, et),
                             I.b.getFloatAttr(et, 0.0)));

  Value xFlat =
      batch < 0 || dynSeq ? x : o.reshape(x, {seqLen * batch, inputSize});
  CHECK(xFlat);
  Type i64 = I.b.getI64Type();
  Value len, lastStep;
  if (dynSeq) {
    len = I.infer1<g::GatherOp>(I.shapeOf(x), I.scalar(0, i64),
                                I.b.getI64IntegerAttr(0));
    lastStep = len ? o.sub(len, I.scalar(1, i64)) : Value();
    CHECK(lastStep);
  }

  SmallVector<SmallVector<Value>> ys(numDirs); // [dir][t] : [batch, hidden]
  SmallVector<Value> yRuntime;                 // [dir] : [seq, batch, hidden]
  SmallVector<Value> lastH, lastC;
  for (int64_t d = 0; d < numDirs; ++d) {
    bool reverse = direction == "reverse" || d == 1;
    ArrayRef<Activation> f(acts->data() + d * defaults.size(), defaults.size());
    // Weights of this direction: W [G*H, I], R [G*H, H].
    Value wd = o.reshape(o.slice(w, 0, d, 1), {numGates * hidden, inputSize});
    Value rd = o.reshape(o.slice(r, 0, d, 1), {numGates * hidden, hidden});
    // Input projection of every step: [S * batch, G*H] (a static batch: the
    // steps are then row blocks, no reshape per step) or [S, batch, G*H].
    Value xw = o.matmulT(xFlat, wd);
    Value rb;
    if (bias) {
      Value bd = o.reshape(o.slice(bias, 0, d, 1), {2 * numGates * hidden});
      auto halves = o.split(bd, 0, 2, numGates * hidden);
      if (cell == Cell::GRU && linearBeforeReset) {
        // Rbh sits inside r * (...): keep Rb apart, add Wb only.
        xw = o.add(xw, halves[0]);
        rb = halves[1];
      } else {
        xw = o.add(xw, o.add(halves[0], halves[1]));
      }
    }
    CHECK(xw && rd);
    SmallVector<Value> steps;
    if (!dynSeq)
      steps = o.split(xw, 0, seqLen, batch < 0 ? 1 : batch);
    // GRU: the recurrent weights of z and r, and of h apart.
    Value rzr, rh, rbzr, rbh;
    if (cell == Cell::GRU) {
      auto pieces = o.split(rd, 0, {2 * hidden, hidden});
      rzr = pieces[0], rh = pieces[1];
      if (rb) {
        auto bp = o.split(rb, 0, {2 * hidden, hidden});
        rbzr = bp[0], rbh = bp[1];
      }
      CHECK(rzr && rh);
    }
    Value pi, po, pf;
    if (peep) {
      auto pp = o.split(o.reshape(o.slice(peep, 0, d, 1), {3 * hidden}), 0, 3,
                        hidden);
      pi = pp[0], po = pp[1], pf = pp[2];
      CHECK(pi && po && pf);
    }
    Value h =
        initH ? o.reshape(o.slice(initH, 0, d, 1), {b2, hidden}) : zeroState;
    Value c;
    if (cell == Cell::LSTM)
      c = initC ? o.reshape(o.slice(initC, 0, d, 1), {b2, hidden}) : zeroState;
    CHECK(h);

    // One step on the input projection `xs` [batch, G*H] and the states
    // (h, c); `tv` is the step's index (a 0-d tensor of sequence_lens' type)
    // when steps are masked. Sets the new states and the step's Y.
    auto step = [&](Value xs, Value h, Value c, Value tv, Value &hOut,
                    Value &cOut, Value &yOut) -> LogicalResult {
      Value hNew, cNew;
      if (cell == Cell::LSTM) {
        // Gates in ONNX order i, o, f, c.
        auto gates = o.split(o.add(xs, o.matmulT(h, rd)), 1, 4, hidden);
        Value gi = gates[0], go = gates[1], gf = gates[2], gc = gates[3];
        if (pi)
          gi = o.add(gi, o.mul(pi, c));
        Value it = o.apply(f[0], gi, clipAt);
        Value ft;
        if (inputForget) {
          ft = o.sub(o.s(1), it);
        } else {
          if (pf)
            gf = o.add(gf, o.mul(pf, c));
          ft = o.apply(f[0], gf, clipAt);
        }
        Value ct = o.apply(f[1], gc, clipAt);
        cNew = o.add(o.mul(ft, c), o.mul(it, ct));
        if (po)
          go = o.add(go, o.mul(po, cNew));
        Value ot = o.apply(f[0], go, clipAt);
        hNew = o.mul(ot, o.apply(f[2], cNew, clipAt));
      } else if (cell == Cell::GRU) {
        // Gates in ONNX order z, r, h.
        auto xg = o.split(xs, 1, {2 * hidden, hidden});
        Value hzr = o.matmulT(h, rzr);
        if (rbzr)
          hzr = o.add(hzr, rbzr);
        auto zr = o.split(o.add(xg[0], hzr), 1, 2, hidden);
        Value zt = o.apply(f[0], zr[0], clipAt);
        Value rt = o.apply(f[0], zr[1], clipAt);
        Value hh;
        if (linearBeforeReset) {
          hh = o.matmulT(h, rh);
          if (rbh)
            hh = o.add(hh, rbh);
          hh = o.mul(rt, hh);
        } else {
          hh = o.matmulT(o.mul(rt, h), rh);
        }
        Value ht = o.apply(f[1], o.add(xg[1], hh), clipAt);
        // (1 - z) * h~ + z * H_{t-1} = h~ + z * (H_{t-1} - h~)
        hNew = o.add(ht, o.mul(zt, o.sub(h, ht)));
      } else {
        hNew = o.apply(f[0], o.add(xs, o.matmulT(h, rd)), clipAt);
      }
      CHECK(hNew);
      Value y = hNew;
      if (seqLens) {
        Value live =
            I.infer1<g::CompareOp>(g::CmpPredicate::gt, seqLens, tv);
        hNew = o.select(live, hNew, h);
        if (cNew)
          cNew = o.select(live, cNew, c);
        y = o.select(live, y, o.s(0));
      }
      hOut = hNew;
      cOut = cNew;
      yOut = y;
      return success(hNew && y);
    };

    if (!dynSeq) {
      ys[d].assign(seqLen, Value());
      for (int64_t i = 0; i < seqLen; ++i) {
        int64_t t = reverse ? seqLen - 1 - i : i;
        Value xs = o.reshape(steps[t], {b2, numGates * hidden});
        Value tv = seqLens ? I.scalar(t, I.elem(seqLens)) : Value();
        if (failed(step(xs, h, c, tv, h, c, ys[d][t])))
          return failure();
      }
    } else {
      // The steps in a run-time loop; Y grows by one step each trip (in
      // time order: backwards for the reverse direction).
      SmallVector<Value> carried{h};
      if (c)
        carried.push_back(c);
      auto results = runtimeLoop(
          I, carried, /*nScalars=*/0, {RuntimeScanOut{0, reverse}}, 0,
          [&](Value i, ValueRange) -> Value {
            return I.infer1<g::CompareOp>(g::CmpPredicate::lt, i, len);
          },
          [&](Value i, ValueRange cv) -> FailureOr<SmallVector<Value>> {
            Value t = reverse ? o.sub(lastStep, i) : i;
            Value xs = t ? I.infer1<g::GatherOp>(xw, t,
                                                 I.b.getI64IntegerAttr(0))
                         : Value();
            Value tv = seqLens && t ? I.cast(t, I.elem(seqLens)) : Value();
            Value hN, cN, y;
            if (!xs || (seqLens && !tv) ||
                failed(step(xs, cv[0], c ? cv[1] : Value(), tv, hN, cN, y)))
              return failure();
            SmallVector<Value> out{hN};
            if (c)
              out.push_back(cN);
            out.push_back(y);
            return out;
          });
      if (failed(results))
        return failure();
      h = (*results)[0];
      if (c)
        c = (*results)[1];
      yRuntime.push_back(results->back());
    }
    lastH.push_back(o.reshape(h, {1, b2, hidden}));
    if (c)
      lastC.push_back(o.reshape(c, {1, b2, hidden}));
  }

  // Every step's state has the batch dimension (a [1, hidden] zero state
  // broadcasts in the first step), so the reshapes below are exact.
  if (I.wantsOutput(0) && dynSeq) {
    SmallVector<Value> dirs;
    for (Value yd : yRuntime)
      dirs.push_back(I.unsqueezeDims(yd, {1}));
    Value y = o.concat(dirs, 1); // [S, D, batch, H]
    if (layout == 1)
      y = o.transpose(y, {2, 0, 1, 3});
    CHECK(y);
    I.setOut(0, y);
  } else if (I.wantsOutput(0)) {
    SmallVector<Value> perStep;
    for (int64_t t = 0; t < seqLen; ++t) {
      SmallVector<Value> dirs;
      for (int64_t d = 0; d < numDirs; ++d)
        dirs.push_back(o.reshape(ys[d][t], {1, 1, b2, hidden}));
      perStep.push_back(o.concat(dirs, 1));
    }
    Value y = o.concat(perStep, 0); // [S, D, batch, H]
    if (layout == 1)
      y = o.transpose(y, {2, 0, 1, 3});
    CHECK(y);
    I.setOut(0, y);
  }
  auto finalState = [&](unsigned idx, ArrayRef<Value> states) {
    if (!I.wantsOutput(idx))
      return success();
    Value s = o.concat(states, 0); // [D, batch, H]
    if (layout == 1)
      s = o.transpose(s, {1, 0, 2});
    CHECK(s);
    I.setOut(idx, s);
    return success();
  };
  if (failed(finalState(1, lastH)))
    return failure();
  if (cell == Cell::LSTM && failed(finalState(2, lastC)))
    return failure();
  return success();
}

LogicalResult convLSTM(I &I) { return convRecurrent(I, Cell::LSTM); }
LogicalResult convGRU(I &I) { return convRecurrent(I, Cell::GRU); }
LogicalResult convRNN(I &I) { return convRecurrent(I, Cell::RNN); }

} // namespace

void mlc::onnximport::registerRecurrentOps(
    llvm::StringMap<Importer::Handler> &m) {
  m["LSTM"] = convLSTM;
  m["GRU"] = convGRU;
  m["RNN"] = convRNN;
}
