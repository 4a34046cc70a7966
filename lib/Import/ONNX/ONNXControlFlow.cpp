//===- ONNXControlFlow.cpp - ONNX If, Loop and Scan -----------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loop and Scan are unrolled while importing when their trip count is known:
// the body is imported once per iteration (Importer::importSubgraph);
// loop-carried values are plain graph values from one iteration to the next
// and scan outputs are the per-iteration values stacked along the scan axis.
// Loop's trip count and conditions are known when they are constants,
// values known to the importer (shape arithmetic) or graph ops that fold to
// constants; Scan's when its scan axis has a static size. Unrolling stops
// with a diagnostic past a budget.
//
// Otherwise the loop runs at run time (docs/Design.md, "Run-time loops"):
// one scf.while on the graph values whose body is imported once. It carries
// a 0-d i64 counter, the loop-carried values (their types widened to
// dynamic sizes where the body changes them) and one accumulator per scan
// output, which grows by a concatenation each iteration (a run-time
// allocation: Loop has no bound before its condition stops it).
//
// If imports its taken branch when the condition is known at import, else
// both branches and a select per output.
//
//===----------------------------------------------------------------------===//

#include "ConvertUtils.h"
#include "RuntimeLoop.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/OpDefinition.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

/// The most iterations one Loop or Scan unrolls to, and the most body nodes
/// it imports in all.
constexpr int64_t kMaxIterations = 4096;
constexpr int64_t kMaxUnrolledNodes = 1 << 16;

/// The contents of `v` when the ops computing it fold to a constant (the
/// graph dialect's folders, applied from the constants up).
DenseElementsAttr foldValue(Value v, unsigned depth = 0) {
  if (!v || depth > 64)
    return {};
  Operation *op = v.getDefiningOp();
  if (!op)
    return {};
  if (auto c = dyn_cast<g::ConstantOp>(op))
    return dyn_cast<DenseElementsAttr>(c.getValue());
  SmallVector<Attribute> operands;
  for (Value o : op->getOperands()) {
    DenseElementsAttr a = foldValue(o, depth + 1);
    if (!a)
      return {};
    operands.push_back(a);
  }
  SmallVector<OpFoldResult> results;
  if (failed(op->fold(operands, results)) ||
      results.size() != op->getNumResults())
    return {};
  OpFoldResult r = results[cast<OpResult>(v).getResultNumber()];
  if (auto a = dyn_cast<Attribute>(r))
    return dyn_cast<DenseElementsAttr>(a);
  return foldValue(cast<Value>(r), depth + 1);
}

/// The one number of a scalar (or one-element) tensor known at import time.
std::optional<int64_t> scalarOf(const SubgraphValue &v) {
  if (v.known) {
    if (v.known->hasSymbols() || v.known->values.size() != 1)
      return std::nullopt;
    return v.known->values[0];
  }
  DenseElementsAttr a = foldValue(v.value);
  if (!a || a.getNumElements() != 1)
    return std::nullopt;
  if (isa<FloatType>(a.getElementType())) {
    // A condition: any non-zero float is true.
    return (*a.value_begin<APFloat>()).isZero() ? 0 : 1;
  }
  APInt i = *a.value_begin<APInt>();
  return i.getBitWidth() == 1 ? (int64_t)i.getBoolValue() : i.getSExtValue();
}

/// `vs` stacked along a new axis `axis` (the per-iteration scan outputs).
Value stack(I &I, ArrayRef<Value> vs, int64_t axis) {
  SmallVector<Value> pieces;
  for (Value v : vs) {
    Value u = I.unsqueezeDims(v, {axis});
    if (!u)
      return {};
    pieces.push_back(u);
  }
  if (pieces.size() == 1)
    return pieces[0];
  Value r =
      I.infer1<g::ConcatOp>(ValueRange(pieces), I.b.getI64IntegerAttr(axis));
  if (!r)
    I.error() << "the scan outputs of the iterations have different shapes";
  return r;
}

/// An empty scan output (no iteration ran) of the type the body declares.
Value emptyScanOutput(I &I, const onnx::ValueInfoProto &vi) {
  const onnx::TypeProto &t = vi.type();
  if (!t.has_tensor_type() || !t.tensor_type().has_shape()) {
    I.error() << "no iteration runs and the body's output '" << vi.name()
              << "' has no declared shape: mlc cannot type the empty scan "
                 "output";
    return {};
  }
  SmallVector<int64_t> shape{0};
  for (const auto &d : t.tensor_type().shape().dim()) {
    if (!d.has_dim_value()) {
      I.error() << "no iteration runs and the body's output '" << vi.name()
                << "' has a dynamic declared shape: mlc cannot type the "
                   "empty scan output";
      return {};
    }
    shape.push_back(d.dim_value());
  }
  FailureOr<Type> et =
      I.convertElemType(t.tensor_type().elem_type(), "'" + vi.name() + "'");
  if (failed(et))
    return {};
  return I.constant(
      DenseElementsAttr::getFromRawBuffer(I.tensorType(shape, *et), {}));
}

/// Fails past the unroll budget (counted before iteration `iter`).
LogicalResult checkBudget(I &I, int64_t iter, const onnx::GraphProto &body) {
  if (iter >= kMaxIterations ||
      (iter + 1) * std::max(1, body.node_size()) > kMaxUnrolledNodes)
    return I.fail("unrolling would exceed " + Twine(kMaxIterations) +
                  " iterations or " + Twine(kMaxUnrolledNodes) +
                  " body nodes; mlc unrolls " + I.node->op_type() +
                  " at import time and has no run-time loop");
  return success();
}

const onnx::GraphProto *bodyOf(I &I) {
  const onnx::AttributeProto *a = I.attr("body");
  if (!a || !a->has_g()) {
    I.error() << "needs a 'body' graph";
    return nullptr;
  }
  return &a->g();
}

//===----------------------------------------------------------------------===//
// Run-time loops
//===----------------------------------------------------------------------===//

/// `t` with the sizes where it differs from `u` dynamic (the type a
/// loop-carried value keeps over all iterations); null if ranks or element
/// types differ.
RankedTensorType widen(RankedTensorType t, RankedTensorType u) {
  if (t.getRank() != u.getRank() || t.getElementType() != u.getElementType())
    return {};
  SmallVector<int64_t> shape;
  for (auto [a, b] : llvm::zip(t.getShape(), u.getShape()))
    shape.push_back(a == b ? a : ShapedType::kDynamic);
  return RankedTensorType::get(shape, t.getElementType());
}

Value castTo(I &I, Value v, Type t) {
  if (!v || v.getType() == t)
    return v;
  return tensor::CastOp::create(I.b, I.loc, t, v);
}

/// A 0-d i64 (or i1) tensor from a scalar or one-element input.
Value scalar0d(I &I, Value v, Type et) {
  if (!v)
    return {};
  if (I.rank(v) != 0)
    v = I.reshape(v, {});
  return v ? I.cast(v, et) : Value();
}

} // namespace

FailureOr<SmallVector<Value>> mlc::onnximport::runtimeLoop(
    I &I, ArrayRef<Value> carried, size_t nScalars,
    ArrayRef<RuntimeScanOut> scanOuts, int64_t firstIteration,
    llvm::function_ref<Value(Value, ValueRange)> condition,
    llvm::function_ref<FailureOr<SmallVector<Value>>(Value, ValueRange)>
        body) {
  Type i64 = I.b.getI64Type();
  Location loc = I.loc;
  size_t nC = carried.size(), nS = scanOuts.size();
  SmallVector<Type> ctypes;
  for (Value v : carried)
    ctypes.push_back(v.getType());
  // The per-iteration scan output types, learnt from a first import.
  SmallVector<RankedTensorType> stypes;
  Value i0 = I.constant(DenseElementsAttr::get(
      RankedTensorType::get({}, i64), APInt(64, firstIteration)));
  size_t shapeOfs = I.shapeOfs.size(), symbols = I.symbols.size();
  for (int attempt = 0; attempt < 4; ++attempt) {
    bool final = stypes.size() == nS;
    SmallVector<Value> inits{i0};
    for (auto [v, t] : llvm::zip(carried, ctypes))
      inits.push_back(castTo(I, v, t));
    SmallVector<Type> accTypes;
    if (final) {
      for (auto [so, t] : llvm::zip(scanOuts, stypes)) {
        // The accumulator: no entries along the scan axis yet; its other
        // sizes are 0 where they are dynamic (the first iteration replaces
        // it, see below; with no iteration it stays empty).
        SmallVector<int64_t> empty, dyn;
        for (int64_t d : t.getShape()) {
          empty.push_back(ShapedType::isDynamic(d) ? 0 : d);
          dyn.push_back(d);
        }
        empty.insert(empty.begin() + so.axis, 0);
        dyn.insert(dyn.begin() + so.axis, ShapedType::kDynamic);
        auto accT = RankedTensorType::get(dyn, t.getElementType());
        Value e = I.constant(DenseElementsAttr::getFromRawBuffer(
            RankedTensorType::get(empty, t.getElementType()), {}));
        inits.push_back(castTo(I, e, accT));
        accTypes.push_back(accT);
      }
    }
    SmallVector<Type> types = llvm::to_vector(ValueRange(inits).getTypes());
    SmallVector<Location> locs(types.size(), loc);
    OpBuilder::InsertionGuard guard(I.b);
    auto loop = scf::WhileOp::create(I.b, loc, types, inits);
    Block *before = I.b.createBlock(&loop.getBefore(), {}, types, locs);
    Value go = condition(before->getArgument(0),
                         before->getArguments().slice(1, nC));
    CHECK(go);
    scf::ConditionOp::create(
        I.b, loc, tensor::ExtractOp::create(I.b, loc, go, ValueRange{}),
        before->getArguments());
    Block *after = I.b.createBlock(&loop.getAfter(), {}, types, locs);
    Value i = after->getArgument(0);
    auto outs = body(i, after->getArguments().slice(1, nC));
    // What the body built for values outside it (graph.shape_of) does not
    // dominate what follows the loop.
    I.shapeOfs.resize(shapeOfs);
    I.symbols.resize(symbols);
    if (failed(outs))
      return failure();
    if (outs->size() != nC + nS)
      return (void)I.fail("the body's outputs do not match the loop"),
             failure();
    SmallVector<Value> next;
    bool retry = !final;
    for (size_t k = 0; k < nC + nS; ++k) {
      Value v = (*outs)[k];
      if (v && k < nScalars)
        v = scalar0d(I, v, I.elem(carried[k]));
      CHECK(v);
      next.push_back(v);
      if (k >= nC) {
        if (!final)
          stypes.push_back(I.type(v));
        continue;
      }
      RankedTensorType w = widen(cast<RankedTensorType>(ctypes[k]), I.type(v));
      if (!w)
        return (void)I.fail("loop-carried value " + Twine(k) +
                            " changes its rank or element type in the body"),
               failure();
      if (w != ctypes[k]) {
        ctypes[k] = w;
        retry = true;
      }
    }
    if (retry) {
      loop.erase();
      if (!final)
        stypes.resize(nS);
      continue;
    }
    SmallVector<Value> yields;
    Value one = I.constant(
        DenseElementsAttr::get(RankedTensorType::get({}, i64), APInt(64, 1)));
    yields.push_back(I.infer1<g::AddOp>(i, one));
    for (size_t k = 0; k < nC; ++k)
      yields.push_back(castTo(I, next[k], ctypes[k]));
    if (nS) {
      Value isFirst;
      for (size_t k = 0; k < nS; ++k) {
        Value acc = after->getArgument(1 + nC + k);
        Value u = I.unsqueezeDims(next[nC + k], {scanOuts[k].axis});
        CHECK(u);
        auto append = [&]() -> Value {
          SmallVector<Value> parts{acc, u};
          if (scanOuts[k].reverse)
            std::swap(parts[0], parts[1]);
          Value cat = I.infer1<g::ConcatOp>(
              ValueRange(parts), I.b.getI64IntegerAttr(scanOuts[k].axis));
          return castTo(I, cat, accTypes[k]);
        };
        if (stypes[k].hasStaticShape()) {
          Value cat = append();
          CHECK(cat);
          yields.push_back(cat);
          continue;
        }
        // Dynamic sizes in the per-iteration value: the first iteration
        // starts the accumulator with its value alone (before it those sizes
        // are not known).
        if (!isFirst) {
          Value first = I.infer1<g::CompareOp>(g::CmpPredicate::eq, i, i0);
          CHECK(first);
          isFirst = tensor::ExtractOp::create(I.b, loc, first, ValueRange{});
        }
        auto ifOp = scf::IfOp::create(I.b, loc, TypeRange{accTypes[k]},
                                      isFirst, /*withElseRegion=*/true);
        OpBuilder::InsertionGuard inner(I.b);
        I.b.setInsertionPointToStart(&ifOp.getThenRegion().front());
        scf::YieldOp::create(I.b, loc, castTo(I, u, accTypes[k]));
        I.b.setInsertionPointToStart(&ifOp.getElseRegion().front());
        Value cat = append();
        CHECK(cat);
        scf::YieldOp::create(I.b, loc, cat);
        yields.push_back(ifOp.getResult(0));
      }
    }
    scf::YieldOp::create(I.b, loc, yields);
    return SmallVector<Value>(loop.getResults().drop_front());
  }
  return (void)I.fail("the loop-carried types do not settle"), failure();
}

namespace {

/// The body of a run-time Loop or Scan: the ONNX subgraph imported on
/// `inputs`.
FailureOr<SmallVector<Value>> importBody(I &I, const onnx::GraphProto &body,
                                         ArrayRef<SubgraphValue> inputs) {
  auto outs = I.importSubgraph(body, inputs);
  if (failed(outs))
    return failure();
  SmallVector<Value> values;
  for (const SubgraphValue &v : *outs) {
    values.push_back(I.valueOf(v));
    CHECK(values.back());
  }
  return values;
}

//===----------------------------------------------------------------------===//
// Loop
//===----------------------------------------------------------------------===//

/// Loop from iteration `first` on at run time: an scf.while carrying the
/// condition and the loop-carried values, running while i < `trip` (if
/// given) and the condition holds.
LogicalResult loopAtRunTime(I &I, const onnx::GraphProto &body, Value trip,
                            Value cond, ArrayRef<SubgraphValue> carried,
                            int64_t nScan, int64_t first) {
  Type i64 = I.b.getI64Type(), i1 = I.b.getI1Type();
  if (trip) {
    trip = scalar0d(I, trip, i64);
    CHECK(trip);
  }
  SmallVector<Value> init{cond ? scalar0d(I, cond, i1) : I.scalar(1, i1)};
  CHECK(init[0]);
  for (const SubgraphValue &v : carried) {
    Value x = I.valueOf(v);
    CHECK(x);
    init.push_back(x);
  }
  SmallVector<RuntimeScanOut> scans(nScan);
  auto results = runtimeLoop(
      I, init, /*nScalars=*/1, scans, first,
      [&](Value i, ValueRange c) -> Value {
        if (!trip)
          return c[0];
        Value lt = I.infer1<g::CompareOp>(g::CmpPredicate::lt, i, trip);
        return lt ? I.infer1<g::AndOp>(lt, c[0]) : Value();
      },
      [&](Value i, ValueRange c) {
        SmallVector<SubgraphValue> ins{{i, std::nullopt}};
        for (Value v : c)
          ins.push_back({v, std::nullopt});
        return importBody(I, body, ins);
      });
  if (failed(results))
    return failure();
  int64_t nCarried = carried.size();
  for (int64_t k = 0; k < nCarried; ++k)
    I.setOut(k, (*results)[1 + k]);
  for (int64_t k = 0; k < nScan; ++k)
    I.setOut(nCarried + k, (*results)[1 + nCarried + k]);
  return success();
}

/// Loop(M, cond, v...): body(i, cond, v...) -> (cond, v..., scan...), run
/// while i < M and cond. Unrolled while M and each condition that decides
/// whether another iteration runs are known at import time; a run-time loop
/// from the first iteration where they are not.
LogicalResult convLoop(I &I) {
  const onnx::GraphProto *body = bodyOf(I);
  CHECK(body);
  if (I.numInputs() < 2)
    return I.fail("needs the inputs M and cond (either may be empty)");
  int64_t nCarried = I.numInputs() - 2;
  if (body->input_size() != nCarried + 2)
    return I.fail("the body has " + Twine(body->input_size()) + " inputs for " +
                  Twine(nCarried) + " loop-carried values (it needs 2 more)");
  int64_t nScan = body->output_size() - 1 - nCarried;
  if (nScan < 0 || I.node->output_size() != nCarried + nScan)
    return I.fail("the body's outputs do not match the loop-carried values "
                  "and the node's outputs");

  SmallVector<SubgraphValue> carried;
  for (int64_t k = 0; k < nCarried; ++k) {
    auto v = I.inValue(2 + k);
    if (failed(v))
      return failure();
    carried.push_back(*v);
  }
  std::optional<int64_t> trip;
  Value tripValue, condValue;
  bool runTime = false;
  if (I.hasInput(0)) {
    auto in = I.inValue(0);
    if (failed(in))
      return failure();
    trip = scalarOf(*in);
    tripValue = I.valueOf(*in);
    runTime |= !trip;
  }
  bool cond = true;
  if (I.hasInput(1)) {
    auto in = I.inValue(1);
    if (failed(in))
      return failure();
    auto c = scalarOf(*in);
    condValue = I.valueOf(*in);
    runTime |= !c;
    cond = c ? *c != 0 : true;
  }
  if (runTime)
    return loopAtRunTime(I, *body, tripValue, condValue, carried, nScan, 0);
  Type i64 = I.b.getI64Type(), i1 = I.b.getI1Type();
  SmallVector<SmallVector<Value>> scans(nScan);
  for (int64_t it = 0; cond && (!trip || it < *trip); ++it) {
    if (failed(checkBudget(I, it, *body)))
      return failure();
    SmallVector<SubgraphValue> ins;
    ins.push_back({Value(), Known{{}, {it}, i64}});
    ins.push_back({Value(), Known{{}, {1}, i1}});
    ins.append(carried);
    auto outs = I.importSubgraph(*body, ins);
    if (failed(outs))
      return failure();
    for (int64_t k = 0; k < nCarried; ++k)
      carried[k] = (*outs)[1 + k];
    for (int64_t k = 0; k < nScan; ++k) {
      Value v = I.valueOf((*outs)[1 + nCarried + k]);
      CHECK(v);
      scans[k].push_back(v);
    }
    // The body's condition matters only when another iteration could run.
    if (trip && it + 1 >= *trip)
      break;
    auto c = scalarOf((*outs)[0]);
    if (!c) {
      // The rest runs at run time. Scan outputs of the unrolled iterations
      // would have to start its accumulators: not done yet.
      if (nScan)
        return I.fail("the body's condition output is known only at run "
                      "time (after iteration " +
                      Twine(it) +
                      ") and the loop has scan outputs; mlc runs such a "
                      "Loop at run time only from its first iteration");
      return loopAtRunTime(I, *body, tripValue, I.valueOf((*outs)[0]),
                           carried, nScan, it + 1);
    }
    cond = *c != 0;
  }

  for (int64_t k = 0; k < nCarried; ++k)
    I.setOutValue(k, carried[k]);
  for (int64_t k = 0; k < nScan; ++k) {
    Value v = scans[k].empty()
                  ? emptyScanOutput(I, body->output(1 + nCarried + k))
                  : stack(I, scans[k], 0);
    CHECK(v);
    I.setOut(nCarried + k, v);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Scan
//===----------------------------------------------------------------------===//

/// One Scan whose scan axis has a length known only at run time: a
/// run-time loop that gathers each iteration's slice of the scan inputs.
LogicalResult scanAtRunTime(I &I, const onnx::GraphProto &body,
                            SmallVector<SubgraphValue> &states,
                            ArrayRef<Value> xs, ArrayRef<int64_t> inAxes,
                            ArrayRef<int64_t> inDirs, ArrayRef<int64_t> outAxes,
                            ArrayRef<int64_t> outDirs, SmallVector<Value> &ys) {
  Type i64 = I.b.getI64Type();
  auto i64Scalar = [&](int64_t v) {
    return I.constant(
        DenseElementsAttr::get(RankedTensorType::get({}, i64), APInt(64, v)));
  };
  // The scan inputs share one length (the spec's rule; not checked).
  Value len = I.infer1<g::GatherOp>(I.shapeOf(xs[0]), i64Scalar(inAxes[0]),
                                    I.b.getI64IntegerAttr(0));
  CHECK(len);
  Value last = I.infer1<g::SubOp>(len, i64Scalar(1));
  CHECK(last);
  SmallVector<Value> init;
  for (const SubgraphValue &s : states) {
    Value v = I.valueOf(s);
    CHECK(v);
    init.push_back(v);
  }
  SmallVector<RuntimeScanOut> scans;
  for (auto [a, d] : llvm::zip(outAxes, outDirs))
    scans.push_back({a, d != 0});
  auto results = runtimeLoop(
      I, init, /*nScalars=*/0, scans, 0,
      [&](Value i, ValueRange) -> Value {
        return I.infer1<g::CompareOp>(g::CmpPredicate::lt, i, len);
      },
      [&](Value i, ValueRange c) -> FailureOr<SmallVector<Value>> {
        SmallVector<SubgraphValue> ins;
        for (Value v : c)
          ins.push_back({v, std::nullopt});
        for (auto [j, x] : llvm::enumerate(xs)) {
          Value at = inDirs[j] ? I.infer1<g::SubOp>(last, i) : i;
          Value xt = I.infer1<g::GatherOp>(x, at,
                                           I.b.getI64IntegerAttr(inAxes[j]));
          if (!xt)
            return failure();
          ins.push_back({xt, std::nullopt});
        }
        return importBody(I, body, ins);
      });
  if (failed(results))
    return failure();
  for (size_t k = 0; k < states.size(); ++k)
    states[k] = {(*results)[k], std::nullopt};
  ys.append(results->begin() + states.size(), results->end());
  return success();
}

/// One Scan over the given states and scan inputs: body(states..., x_t...)
/// -> (states..., y_t...). `inAxes`/`outAxes` are normalized; a direction
/// of 1 walks (or stacks) the axis backwards.
LogicalResult scanOnce(I &I, const onnx::GraphProto &body,
                       SmallVector<SubgraphValue> &states, ArrayRef<Value> xs,
                       ArrayRef<int64_t> inAxes, ArrayRef<int64_t> inDirs,
                       ArrayRef<int64_t> outAxes, ArrayRef<int64_t> outDirs,
                       SmallVector<Value> &ys) {
  int64_t len = -1;
  for (auto [j, x] : llvm::enumerate(xs)) {
    int64_t d = I.type(x).getDimSize(inAxes[j]);
    if (ShapedType::isDynamic(d))
      return scanAtRunTime(I, body, states, xs, inAxes, inDirs, outAxes,
                           outDirs, ys);
    if (len >= 0 && d != len)
      return I.fail("the scan inputs have different lengths (" + Twine(len) +
                    " and " + Twine(d) + ")");
    len = d;
  }
  size_t nScanOut = outAxes.size();
  SmallVector<SmallVector<Value>> per(nScanOut);
  for (int64_t t = 0; t < len; ++t) {
    if (failed(checkBudget(I, t, body)))
      return failure();
    SmallVector<SubgraphValue> ins(states);
    for (auto [j, x] : llvm::enumerate(xs)) {
      int64_t at = inDirs[j] ? len - 1 - t : t;
      Value s = I.infer1<g::SliceOp>(
          x, I.b.getDenseI64ArrayAttr({at}), I.b.getDenseI64ArrayAttr({at + 1}),
          I.b.getDenseI64ArrayAttr({inAxes[j]}), DenseI64ArrayAttr());
      s = s ? I.squeezeDims(s, {inAxes[j]}) : Value();
      CHECK(s);
      ins.push_back({s, std::nullopt});
    }
    auto outs = I.importSubgraph(body, ins);
    if (failed(outs))
      return failure();
    for (size_t k = 0; k < states.size(); ++k)
      states[k] = (*outs)[k];
    for (size_t k = 0; k < nScanOut; ++k) {
      Value v = I.valueOf((*outs)[states.size() + k]);
      CHECK(v);
      per[k].push_back(v);
    }
  }
  for (size_t k = 0; k < nScanOut; ++k) {
    if (per[k].empty()) {
      Value e = emptyScanOutput(I, body.output(states.size() + k));
      CHECK(e);
      ys.push_back(e);
      continue;
    }
    if (outDirs[k])
      std::reverse(per[k].begin(), per[k].end());
    Value y = stack(I, per[k], outAxes[k]);
    CHECK(y);
    ys.push_back(y);
  }
  return success();
}

/// Scan-8 over a batch whose size is known only at run time: a run-time
/// loop over the batch entries, each a scan over axis 1 of its slices of the
/// states and scan inputs; the final states and the scan outputs of the
/// entries are stacked on axis 0 (the batch sizes must agree: not checked).
LogicalResult scanBatchesAtRunTime(I &I, const onnx::GraphProto &body,
                                   ArrayRef<Value> states, ArrayRef<Value> xs,
                                   ArrayRef<int64_t> dirs, int64_t nOut) {
  Type i64 = I.b.getI64Type();
  Value zero = I.constant(
      DenseElementsAttr::get(RankedTensorType::get({}, i64), APInt(64, 0)));
  Value batch = I.infer1<g::GatherOp>(I.shapeOf(xs[0]), zero,
                                      I.b.getI64IntegerAttr(0));
  CHECK(batch);
  SmallVector<RuntimeScanOut> stacked(states.size() + nOut);
  SmallVector<int64_t> zeros(xs.size(), 0), outAxes(nOut, 0),
      outDirs(nOut, 0);
  auto results = runtimeLoop(
      I, /*carried=*/{}, /*nScalars=*/0, stacked, 0,
      [&](Value b, ValueRange) -> Value {
        return I.infer1<g::CompareOp>(g::CmpPredicate::lt, b, batch);
      },
      [&](Value b, ValueRange) -> FailureOr<SmallVector<Value>> {
        auto take = [&](Value v) {
          return I.infer1<g::GatherOp>(v, b, I.b.getI64IntegerAttr(0));
        };
        SmallVector<SubgraphValue> st;
        for (Value v : states) {
          Value s = take(v);
          if (!s)
            return failure();
          st.push_back({s, std::nullopt});
        }
        SmallVector<Value> xb;
        for (Value x : xs) {
          Value s = take(x);
          if (!s)
            return failure();
          xb.push_back(s);
        }
        SmallVector<Value> yb;
        if (failed(scanOnce(I, body, st, xb, zeros, dirs, outAxes, outDirs,
                            yb)))
          return failure();
        SmallVector<Value> outs;
        for (const SubgraphValue &s : st) {
          Value v = I.valueOf(s);
          if (!v)
            return failure();
          outs.push_back(v);
        }
        outs.append(yb.begin(), yb.end());
        return outs;
      });
  if (failed(results))
    return failure();
  for (auto [k, v] : llvm::enumerate(*results))
    I.setOut(k, v);
  return success();
}

/// Normalizes `axes` (default 0) of `n` entries against ranks `rank(j)`.
template <typename RankFn>
FailureOr<SmallVector<int64_t>> axesAttr(I &I, StringRef name, size_t n,
                                         RankFn rank) {
  auto a = I.attrInts(name).value_or(SmallVector<int64_t>(n, 0));
  if (a.size() != n)
    return (void)I.fail("'" + name + "' has " + Twine(a.size()) +
                        " entries for " + Twine(n)),
           failure();
  for (size_t j = 0; j < n; ++j) {
    int64_t r = rank(j);
    if (a[j] < -r || a[j] >= r)
      return (void)I.fail("'" + name + "' entry " + Twine(a[j]) +
                          " is out of range for rank " + Twine(r)),
             failure();
    if (a[j] < 0)
      a[j] += r;
  }
  return a;
}

FailureOr<SmallVector<int64_t>> dirsAttr(I &I, StringRef name, size_t n) {
  auto d = I.attrInts(name).value_or(SmallVector<int64_t>(n, 0));
  if (d.size() != n ||
      llvm::any_of(d, [](int64_t v) { return v != 0 && v != 1; }))
    return (void)I.fail("'" + name + "' needs " + Twine(n) +
                        " entries of 0 or 1"),
           failure();
  return d;
}

/// Scan: opset 8 (a batch axis 0 and the scan axis 1 of every scan input,
/// optional sequence_lens) and opset 9+ (no batch, per-input and per-output
/// axes and directions).
LogicalResult convScan(I &I) {
  const onnx::GraphProto *body = bodyOf(I);
  CHECK(body);
  if (!I.attr("num_scan_inputs"))
    return I.fail("needs 'num_scan_inputs'");
  int64_t nIn = I.attrInt("num_scan_inputs", 0);
  bool v8 = I.opset < 9;
  int64_t first = v8 ? 1 : 0;
  int64_t nState = (int64_t)I.numInputs() - first - nIn;
  int64_t nOut = (int64_t)body->output_size() - nState;
  if (nIn < 1 || nState < 0 || nOut < 0 || body->input_size() != nState + nIn ||
      I.node->output_size() != nState + nOut)
    return I.fail("the body's inputs and outputs do not match the states, "
                  "scan inputs and outputs of the node");
  SmallVector<SubgraphValue> states;
  for (int64_t k = 0; k < nState; ++k) {
    auto v = I.inValue(first + k);
    if (failed(v))
      return failure();
    states.push_back(*v);
  }
  SmallVector<Value> xs;
  for (int64_t j = 0; j < nIn; ++j) {
    IN(x, first + nState + j);
    xs.push_back(x);
  }
  // The rank of the body's scan output k (from its declared type).
  auto bodyOutRank = [&](size_t k) -> int64_t {
    const onnx::TypeProto &t = body->output(nState + k).type();
    return t.has_tensor_type() && t.tensor_type().has_shape()
               ? t.tensor_type().shape().dim_size()
               : -1;
  };
  SmallVector<Value> ys;

  if (!v8) {
    auto inAxes = axesAttr(I, "scan_input_axes", nIn,
                           [&](size_t j) { return I.rank(xs[j]); });
    auto inDirs = dirsAttr(I, "scan_input_directions", nIn);
    if (failed(inAxes) || failed(inDirs))
      return failure();
    if (I.attr("scan_output_axes") &&
        llvm::any_of(llvm::seq<int64_t>(0, nOut),
                     [&](int64_t k) { return bodyOutRank(k) < 0; }))
      return I.fail("'scan_output_axes' needs scan outputs of declared rank");
    auto outAxes = axesAttr(I, "scan_output_axes", nOut,
                            [&](size_t k) { return bodyOutRank(k) + 1; });
    auto outDirs = dirsAttr(I, "scan_output_directions", nOut);
    if (failed(outAxes) || failed(outDirs))
      return failure();
    if (failed(scanOnce(I, *body, states, xs, *inAxes, *inDirs, *outAxes,
                        *outDirs, ys)))
      return failure();
    for (int64_t k = 0; k < nState; ++k)
      I.setOutValue(k, states[k]);
    for (int64_t k = 0; k < nOut; ++k)
      I.setOut(nState + k, ys[k]);
    return success();
  }

  // Opset 8: one scan per batch entry, the results stacked on axis 0.
  auto dirs = dirsAttr(I, "directions", nIn);
  if (failed(dirs))
    return failure();
  SmallVector<Value> stateVals;
  for (const SubgraphValue &s : states) {
    Value v = I.valueOf(s);
    CHECK(v);
    stateVals.push_back(v);
  }
  for (Value v : llvm::concat<Value>(stateVals, xs))
    if (I.rank(v) < 1)
      return I.fail("needs a batch axis 0 on every state and scan input");
  for (Value x : xs)
    if (I.rank(x) < 2)
      return I.fail("scan inputs need a batch and a scan axis");
  SmallVector<int64_t> zeros(nIn, 0), outAxes(nOut, 0), outDirs(nOut, 0);
  if (llvm::any_of(llvm::concat<Value>(stateVals, xs),
                   [&](Value v) { return I.type(v).isDynamicDim(0); })) {
    if (I.hasInput(0))
      return I.fail("'sequence_lens' must be absent when the batch size is "
                    "known only at run time");
    return scanBatchesAtRunTime(I, *body, stateVals, xs, *dirs, nOut);
  }
  int64_t batch = I.type(xs[0]).getDimSize(0);
  for (Value v : llvm::concat<Value>(stateVals, xs))
    if (I.type(v).getDimSize(0) != batch)
      return I.fail("the states and scan inputs have different batch sizes");
  if (batch < 1)
    return I.fail("needs a batch of at least one entry");
  if (int64_t len = I.type(xs[0]).getDimSize(1);
      !ShapedType::isDynamic(len) &&
      failed(checkBudget(I, batch * len - 1, *body)))
    return failure();
  if (I.hasInput(0)) {
    // Only full-length sequences are supported.
    const Known *k = I.known(0);
    int64_t len = I.type(xs[0]).getDimSize(1);
    if (!k || k->hasSymbols() || ShapedType::isDynamic(len) ||
        llvm::any_of(k->values, [&](int64_t v) { return v != len; }))
      return I.fail("'sequence_lens' must be absent or a constant equal to "
                    "the full sequence length");
  }
  SmallVector<SmallVector<Value>> finals(nState), scanned(nOut);
  for (int64_t bi = 0; bi < batch; ++bi) {
    auto take = [&](Value v) {
      Value s = I.infer1<g::SliceOp>(
          v, I.b.getDenseI64ArrayAttr({bi}), I.b.getDenseI64ArrayAttr({bi + 1}),
          I.b.getDenseI64ArrayAttr({0}), DenseI64ArrayAttr());
      return s ? I.squeezeDims(s, {0}) : Value();
    };
    SmallVector<SubgraphValue> st;
    for (Value v : stateVals) {
      Value s = take(v);
      CHECK(s);
      st.push_back({s, std::nullopt});
    }
    SmallVector<Value> xb;
    for (Value x : xs) {
      Value s = take(x);
      CHECK(s);
      xb.push_back(s);
    }
    SmallVector<Value> yb;
    if (failed(scanOnce(I, *body, st, xb, zeros, *dirs, outAxes, outDirs, yb)))
      return failure();
    for (int64_t k = 0; k < nState; ++k) {
      Value v = I.valueOf(st[k]);
      CHECK(v);
      finals[k].push_back(v);
    }
    for (int64_t k = 0; k < nOut; ++k)
      scanned[k].push_back(yb[k]);
  }
  for (int64_t k = 0; k < nState; ++k) {
    Value v = stack(I, finals[k], 0);
    CHECK(v);
    I.setOut(k, v);
  }
  for (int64_t k = 0; k < nOut; ++k) {
    Value v = stack(I, scanned[k], 0);
    CHECK(v);
    I.setOut(nState + k, v);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// If
//===----------------------------------------------------------------------===//

/// Whether a graph declares an output of sequence or optional type.
bool hasCompositeOutput(const onnx::GraphProto &g) {
  return llvm::any_of(g.output(), [](const onnx::ValueInfoProto &vi) {
    return vi.type().has_sequence_type() || vi.type().has_optional_type();
  });
}

/// If: with a condition known at import only the taken branch is imported;
/// otherwise both are (they have no side effects) and each output is a
/// select on the condition, which needs outputs of one type. A sequence or
/// optional output is selected element by element (the branches must agree
/// on lengths, presence and element types). When a branch declares such an
/// output, the taken branch's outputs keep their kind (a tensor known at
/// import stays known); otherwise they become values.
LogicalResult convIf(I &I) {
  const onnx::AttributeProto *thenA = I.attr("then_branch"),
                             *elseA = I.attr("else_branch");
  if (!thenA || !elseA || !thenA->has_g() || !elseA->has_g())
    return I.fail("needs then_branch and else_branch graphs");
  const onnx::GraphProto &tg = thenA->g(), &eg = elseA->g();
  if (tg.output_size() != I.node->output_size() ||
      eg.output_size() != I.node->output_size())
    return I.fail("the branches have the wrong number of outputs");
  bool keepKinds = hasCompositeOutput(tg) || hasCompositeOutput(eg);
  if (auto c = I.constDoubles(0); c && c->size() == 1) {
    const onnx::GraphProto &taken = (*c)[0] != 0 ? tg : eg;
    if (!keepKinds) {
      auto outs = importBody(I, taken, {});
      if (failed(outs))
        return failure();
      for (auto [i, v] : llvm::enumerate(*outs))
        I.setOut(i, v);
      return success();
    }
    auto outs = I.importSubgraph(taken, {});
    if (failed(outs))
      return failure();
    for (auto [i, v] : llvm::enumerate(*outs))
      I.setOutValue(i, v);
    return success();
  }
  IN(cond, 0);
  // Each branch's tensor outputs as values, built right after the branch.
  auto tensorValues = [&](ArrayRef<SubgraphValue> outs) {
    SmallVector<Value> vals;
    for (const SubgraphValue &o : outs)
      vals.push_back(o.composite ? Value() : I.valueOf(o));
    return vals;
  };
  auto t = I.importSubgraph(tg, {});
  if (failed(t))
    return failure();
  SmallVector<Value> tv = tensorValues(*t);
  auto e = I.importSubgraph(eg, {});
  if (failed(e))
    return failure();
  SmallVector<Value> ev = tensorValues(*e);
  Value c = I.reshape(cond, {});
  CHECK(c);
  auto selectOut = [&](size_t i, Value a, Value b) -> Value {
    if (!a || !b)
      return {};
    if (a.getType() != b.getType()) {
      I.error() << "branch outputs of different types (" << i
                << ") need a condition known at compile time";
      return {};
    }
    return select(I, c, a, b);
  };
  for (size_t i = 0; i < t->size(); ++i) {
    const SubgraphValue &a = (*t)[i], &b = (*e)[i];
    if (!a.composite && !b.composite) {
      Value y = selectOut(i, tv[i], ev[i]);
      CHECK(y);
      I.setOut(i, y);
      continue;
    }
    for (const SubgraphValue *v : {&a, &b})
      if (v->composite && v->composite->hasRuntimeLength())
        return I.fail(runtimeLengthError("output " + std::to_string(i)));
    if (!a.composite || !b.composite ||
        a.composite->kind != b.composite->kind ||
        a.composite->present != b.composite->present ||
        a.composite->ofSequence != b.composite->ofSequence ||
        a.composite->elems.size() != b.composite->elems.size())
      return I.fail("the branches give output " + Twine(i) +
                    " different sequence lengths or optional states; mlc "
                    "needs the condition at compile time");
    Composite y = *a.composite;
    for (auto [ye, be] : llvm::zip(y.elems, b.composite->elems)) {
      ye = selectOut(i, ye, be);
      CHECK(ye);
    }
    I.setComposite(i, std::move(y));
  }
  return success();
}

} // namespace

void mlc::onnximport::registerControlFlowOps(
    llvm::StringMap<Importer::Handler> &m) {
  m["If"] = convIf;
  m["Loop"] = convLoop;
  m["Scan"] = convScan;
}
