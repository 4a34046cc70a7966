//===- StableHLOToGraphNN.cpp - contractions, reductions, indexing --------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// dot_general (transposes + reshapes around a batched graph.matmul),
// convolution (a channels-first graph.conv between transposes), reduce,
// reduce_window (pooling ops), select_and_scatter, gather and scatter with
// general dimension numbers (graph.gather / graph.scatter on the flattened
// operand with computed linear indices) and sort / top_k (graph.top_k).
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "mlir/IR/Matchers.h"

#include <cmath>
#include <numeric>

using namespace mlir;

namespace mlc::shlo {
namespace {

namespace g = mlc::graph;
using T = Translator;

int64_t product(ArrayRef<int64_t> v) {
  return std::accumulate(v.begin(), v.end(), (int64_t)1,
                         std::multiplies<int64_t>());
}

/// Row-major strides of `shape`.
SmallVector<int64_t> strides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> s(shape.size(), 1);
  for (int64_t d = (int64_t)shape.size() - 2; d >= 0; --d)
    s[d] = s[d + 1] * shape[d + 1];
  return s;
}

/// The dimensions of [0, rank) not in `a` or `b`, in order.
SmallVector<int64_t> others(int64_t rank, ArrayRef<int64_t> a,
                            ArrayRef<int64_t> b = {}) {
  SmallVector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(a, d) && !llvm::is_contained(b, d))
      out.push_back(d);
  return out;
}

SmallVector<int64_t> sizesOf(Value v, ArrayRef<int64_t> dims) {
  SmallVector<int64_t> out;
  for (int64_t d : dims)
    out.push_back(T::type(v).getDimSize(d));
  return out;
}

SmallVector<int64_t> inversePerm(ArrayRef<int64_t> perm) {
  SmallVector<int64_t> inv(perm.size());
  for (auto [i, p] : llvm::enumerate(perm))
    inv[p] = i;
  return inv;
}

/// Defaults of window attributes: all ones.
SmallVector<int64_t> orOnes(SmallVector<int64_t> v, int64_t rank) {
  if (v.empty())
    v.assign(rank, 1);
  return v;
}

/// Sample values of an element type for probing bodies and comparators:
/// ties are likely, no NaN or -0 (JAX's comparators canonicalise those).
ArrayRef<double> probeValues(Type et) {
  static const double b[] = {0, 1}, u[] = {0, 1, 2, 7},
                      i[] = {-3, -1, 0, 2, 7},
                      f[] = {-INFINITY, -2.5, -1, 0, 0.5, 3, INFINITY};
  if (et.isInteger(1))
    return b;
  if (et.isUnsignedInteger())
    return u;
  if (isa<IntegerType>(et))
    return i;
  return f;
}

/// The value that leaves `c` unchanged for element type `et`.
double identity(Combiner c, Type et) {
  bool isFloat = isa<FloatType>(et);
  unsigned w = et.getIntOrFloatBitWidth();
  bool isUnsigned = et.isUnsignedInteger() || w == 1;
  switch (c) {
  case Combiner::Add:
  case Combiner::Or:
    return 0;
  case Combiner::Mul:
  case Combiner::And:
    return 1;
  case Combiner::Max:
    return isFloat ? -INFINITY : isUnsigned ? 0 : -std::ldexp(1.0, w - 1);
  case Combiner::Min:
    return isFloat ? INFINITY
                   : isUnsigned ? std::ldexp(1.0, w) - 1
                                : std::ldexp(1.0, w - 1) - 1;
  case Combiner::Replace:
    return 0;
  }
  return 0;
}

/// Combines `a` and `b` elementwise with `c` (broadcasting).
Value combine(T &t, Combiner c, Value a, Value b) {
  switch (c) {
  case Combiner::Add: return t.binary<g::AddOp>(a, b);
  case Combiner::Mul: return t.binary<g::MulOp>(a, b);
  case Combiner::Max: return t.binary<g::MaxOp>(a, b);
  case Combiner::Min: return t.binary<g::MinOp>(a, b);
  case Combiner::And: return t.binary<g::AndOp>(a, b);
  case Combiner::Or: return t.binary<g::OrOp>(a, b);
  case Combiner::Replace: return b;
  }
  return {};
}

//===----------------------------------------------------------------------===//
// dot_general, dot
//===----------------------------------------------------------------------===//

/// lhs[batch, lhs free, contract] x rhs[batch, contract, rhs free] as one
/// batched matmul; the result is [batch..., lhs free..., rhs free...].
LogicalResult contract(T &t, Value lhs, Value rhs, ArrayRef<int64_t> lb,
                       ArrayRef<int64_t> rb, ArrayRef<int64_t> lc,
                       ArrayRef<int64_t> rc) {
  RankedTensorType out = t.outType();
  Type et = out.getElementType();
  if (et.isInteger(1))
    return t.fail("boolean contractions are not supported");
  lhs = t.cast(lhs, et);
  rhs = t.cast(rhs, et);
  SmallVector<int64_t> lf = others(T::type(lhs).getRank(), lb, lc);
  SmallVector<int64_t> rf = others(T::type(rhs).getRank(), rb, rc);
  // Dynamic sizes (shape-polymorphic programs) stay dynamic through the
  // merges; graph.reshape infers one dynamic size from the element count.
  auto merged = [](ArrayRef<int64_t> sizes) {
    return llvm::is_contained(sizes, ShapedType::kDynamic)
               ? ShapedType::kDynamic
               : product(sizes);
  };
  int64_t B = merged(sizesOf(lhs, lb)), M = merged(sizesOf(lhs, lf)),
          K = merged(sizesOf(lhs, lc)), N = merged(sizesOf(rhs, rf));
  auto sizesMatch = [](int64_t a, int64_t b) {
    return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
  };
  if (!sizesMatch(K, merged(sizesOf(rhs, rc))) ||
      !sizesMatch(B, merged(sizesOf(rhs, rb))))
    return t.fail("the contracting or batching dimensions disagree");
  // Reshapes to shapes of several `?` sizes take them, computed at run
  // time, as a shape operand.
  auto runSize = [&](Value v, ArrayRef<int64_t> dims) {
    Value p = t.scalar(1, t.b.getI64Type());
    for (int64_t d : dims)
      p = t.binary<g::MulOp>(p, dimSize(t, v, d));
    return p;
  };
  auto reshapeTo = [&](Value v, ArrayRef<int64_t> shape,
                       ArrayRef<Value> sizes) {
    if (llvm::count(shape, ShapedType::kDynamic) <= 1)
      return t.reshape(v, shape);
    return reshapeWithSizes(t, v, shape, sizes);
  };
  // The run-time sizes: batch, lhs free, contracting, rhs free.
  Value rB = runSize(lhs, lb), rM = runSize(lhs, lf), rK = runSize(lhs, lc),
        rN = runSize(rhs, rf);
  SmallVector<int64_t> lp(lb), rp(rb);
  llvm::append_range(lp, lf);
  llvm::append_range(lp, lc);
  llvm::append_range(rp, rc);
  llvm::append_range(rp, rf);
  bool batched = !lb.empty();
  auto shape3 = [&](int64_t a, int64_t c) {
    return batched ? SmallVector<int64_t>{B, a, c} : SmallVector<int64_t>{a, c};
  };
  auto sizes3 = [&](Value a, Value c) {
    return batched ? SmallVector<Value>{rB, a, c} : SmallVector<Value>{a, c};
  };
  Value a = reshapeTo(t.transpose(lhs, lp), shape3(M, K), sizes3(rM, rK));
  Value b = reshapeTo(t.transpose(rhs, rp), shape3(K, N), sizes3(rK, rN));
  Value c = t.build<g::MatmulOp>(T::tensor(shape3(M, N), et), a, b, UnitAttr(),
                                 UnitAttr());
  SmallVector<Value> outSizes;
  for (int64_t d : lb)
    outSizes.push_back(dimSize(t, lhs, d));
  for (int64_t d : lf)
    outSizes.push_back(dimSize(t, lhs, d));
  for (int64_t d : rf)
    outSizes.push_back(dimSize(t, rhs, d));
  t.setOut(0, reshapeTo(c, out.getShape(), outSizes));
  return success();
}

LogicalResult dotGeneralOp(T &t, Operation *op) {
  auto dn = cast<stablehlo::DotDimensionNumbersAttr>(
      op->getAttr("dot_dimension_numbers"));
  return contract(t, t.in(0), t.in(1), dn.getLhsBatchingDimensions(),
                  dn.getRhsBatchingDimensions(),
                  dn.getLhsContractingDimensions(),
                  dn.getRhsContractingDimensions());
}

LogicalResult dotOp(T &t, Operation *op) {
  int64_t lr = T::type(t.in(0)).getRank();
  return contract(t, t.in(0), t.in(1), {}, {}, {lr - 1}, {0});
}

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

LogicalResult convolutionOp(T &t, Operation *op) {
  auto dn = cast<stablehlo::ConvDimensionNumbersAttr>(
      op->getAttr("dimension_numbers"));
  int64_t k = dn.getInputSpatialDimensions().size();
  if (k < 1 || k > 3)
    return t.fail("convolutions with " + Twine(k) +
                  " spatial dimensions are not supported (1 to 3)");
  int64_t batchGroups =
      cast<IntegerAttr>(op->getAttr("batch_group_count")).getInt();
  auto featureGroups = cast<IntegerAttr>(op->getAttr("feature_group_count"));
  if (batchGroups != 1 && featureGroups.getInt() != 1)
    return t.fail("batch_group_count and feature_group_count are both > 1");
  SmallVector<int64_t> lhsDil = orOnes(t.ints("lhs_dilation"), k);
  // dynamic_conv: the [k x 2] padding is operand 2, known only at run time
  // unless it folds (then `runLo` / `runHi` stay empty).
  FailureOr<SmallVector<std::pair<int64_t, int64_t>>> pads =
      SmallVector<std::pair<int64_t, int64_t>>(k, {0, 0});
  SmallVector<Value> runLo, runHi;
  if (op->getNumOperands() == 3) {
    Value p = t.in(2);
    if (!T::type(p).hasStaticShape() || T::type(p).getNumElements() != 2 * k)
      return t.fail("the padding operand needs [" + Twine(k) + " x 2] entries");
    if (auto c = t.constInts(p)) {
      for (int64_t i = 0; i < k; ++i)
        (*pads)[i] = {(*c)[2 * i], (*c)[2 * i + 1]};
    } else {
      SmallVector<Value> e = entries(t, p);
      for (int64_t i = 0; i < k; ++i) {
        runLo.push_back(e[2 * i]);
        runHi.push_back(e[2 * i + 1]);
      }
    }
  } else {
    pads = t.padding("padding", k);
  }
  if (failed(pads))
    return failure();
  // graph.conv pads by non-negative constant amounts and has no input
  // dilation: a dilated input (transposed convolutions, input gradients of
  // strided ones), a negative padding or one known only at run time is done
  // by a pad op first.
  bool prePad = !runLo.empty() || llvm::any_of(lhsDil, [](int64_t d) {
    return d != 1;
  }) || llvm::any_of(*pads, [](auto p) { return p.first < 0 || p.second < 0; });
  SmallVector<int64_t> padList(2 * k, 0);
  for (int64_t i = 0; i < k && !prePad; ++i) {
    padList[i] = (*pads)[i].first;
    padList[k + i] = (*pads)[i].second;
  }
  RankedTensorType out = t.outType();
  Type et = out.getElementType();
  SmallVector<int64_t> inPerm = {dn.getInputBatchDimension(),
                                 dn.getInputFeatureDimension()};
  llvm::append_range(inPerm, dn.getInputSpatialDimensions());
  SmallVector<int64_t> kPerm = {dn.getKernelOutputFeatureDimension(),
                                dn.getKernelInputFeatureDimension()};
  llvm::append_range(kPerm, dn.getKernelSpatialDimensions());
  SmallVector<int64_t> outDims = {dn.getOutputBatchDimension(),
                                  dn.getOutputFeatureDimension()};
  llvm::append_range(outDims, dn.getOutputSpatialDimensions());
  Value x = t.transpose(t.cast(t.in(0), et), inPerm);
  Value w = t.transpose(t.cast(t.in(1), et), kPerm);
  if (prePad) {
    SmallVector<int64_t> lo(2, 0), hi(2, 0), interior(2, 0);
    for (int64_t i = 0; i < k; ++i) {
      lo.push_back((*pads)[i].first);
      hi.push_back((*pads)[i].second);
      interior.push_back(lhsDil[i] - 1);
    }
    if (runLo.empty() && T::type(x).hasStaticShape()) {
      x = padGeneral(t, x, lo, hi, interior, 0);
    } else {
      SmallVector<Value> loV = i64Scalars(t, lo), hiV = i64Scalars(t, hi);
      for (int64_t i = 0; i < (int64_t)runLo.size(); ++i) {
        loV[2 + i] = runLo[i];
        hiV[2 + i] = runHi[i];
      }
      x = runtimePad(t, x, loV, hiV, i64Scalars(t, interior), t.scalar(0, et));
    }
  }
  IntegerAttr groups = featureGroups;
  if (batchGroups != 1) {
    // Batch group g (batch entries [g N/G, (g+1) N/G)) meets output features
    // [g O/G, (g+1) O/G): the groups of a grouped convolution whose input
    // channels are the G batch groups side by side.
    SmallVector<int64_t> xs(T::type(x).getShape());
    int64_t n = xs[0], c = xs[1];
    if (!T::type(x).hasStaticShape())
      return t.fail("batch_group_count > 1 is not supported with `?` sizes");
    if (n % batchGroups)
      return t.fail("the batch size is not a multiple of batch_group_count");
    SmallVector<int64_t> split = {batchGroups, n / batchGroups};
    llvm::append_range(split, ArrayRef<int64_t>(xs).drop_front());
    SmallVector<int64_t> perm = {1, 0};
    for (int64_t d = 2; d < (int64_t)split.size(); ++d)
      perm.push_back(d);
    SmallVector<int64_t> merged = {n / batchGroups, batchGroups * c};
    llvm::append_range(merged, ArrayRef<int64_t>(xs).drop_front(2));
    x = t.reshape(t.transpose(t.reshape(x, split), perm), merged);
    groups = t.b.getI64IntegerAttr(batchGroups);
  }
  // Reversed window dimensions: reverse the kernel.
  if (auto rev = dyn_cast_or_null<DenseBoolArrayAttr>(op->getAttr("window_reversal"))) {
    SmallVector<int64_t> starts, ends, axes, steps;
    for (auto [i, r] : llvm::enumerate(rev.asArrayRef()))
      if (r) {
        axes.push_back(2 + i);
        starts.push_back(T::type(w).getDimSize(2 + i) - 1);
        ends.push_back(std::numeric_limits<int64_t>::min());
        steps.push_back(-1);
      }
    if (!axes.empty())
      w = t.build<g::SliceOp>(T::type(w), w, t.b.getDenseI64ArrayAttr(starts),
                              t.b.getDenseI64ArrayAttr(ends),
                              t.b.getDenseI64ArrayAttr(axes),
                              t.b.getDenseI64ArrayAttr(steps));
  }
  SmallVector<int64_t> convShape;
  for (int64_t d : outDims)
    convShape.push_back(out.getDimSize(d));
  SmallVector<int64_t> st = t.ints("window_strides"), dil = t.ints("rhs_dilation");
  auto arr = [&](ArrayRef<int64_t> v) {
    return v.empty() ? DenseI64ArrayAttr() : t.b.getDenseI64ArrayAttr(v);
  };
  Value y = t.build<g::ConvOp>(
      T::tensor(convShape, et), x, w, Value(), arr(st), arr(dil),
      t.b.getDenseI64ArrayAttr(padList), groups);
  t.setOut(0, t.transpose(y, inversePerm(outDims)));
  return success();
}

//===----------------------------------------------------------------------===//
// reduce
//===----------------------------------------------------------------------===//

Value reduceWith(T &t, Combiner c, Value x, ArrayRef<int64_t> dims,
                 RankedTensorType out) {
  auto axes = t.b.getDenseI64ArrayAttr(dims);
  auto keep = t.b.getBoolAttr(false);
  Type et = T::elem(x);
  if (et.isInteger(1)) {
    // and / or over bools: min / max over 0 / 1.
    Type u8 = IntegerType::get(t.b.getContext(), 8, IntegerType::Unsigned);
    Value xi = t.cast(x, u8);
    auto t8 = T::tensor(out.getShape(), u8);
    Value r = c == Combiner::And ? t.build<g::ReduceMinOp>(t8, xi, axes, keep)
                                 : t.build<g::ReduceMaxOp>(t8, xi, axes, keep);
    return t.cast(r, et);
  }
  switch (c) {
  case Combiner::Add: return t.build<g::ReduceSumOp>(out, x, axes, keep);
  case Combiner::Mul: return t.build<g::ReduceProdOp>(out, x, axes, keep);
  case Combiner::Max: return t.build<g::ReduceMaxOp>(out, x, axes, keep);
  case Combiner::Min: return t.build<g::ReduceMinOp>(out, x, axes, keep);
  default: return {};
  }
}

/// Whether `v` is a graph.iota along `dim`.
bool isIotaAlong(Value v, int64_t dim) {
  auto iota = v.getDefiningOp<g::IotaOp>();
  return iota && iota.getDimension() == dim;
}

/// Applies the scalar body of `op` (a reduce or reduce_window) elementwise
/// to tensors: `args` are (accumulators..., values...), broadcasting to
/// `shape`. The body is cloned with its values retyped to `shape` (values
/// of scalars only stay scalars, which graph ops broadcast) and converted by
/// the op handlers, so a body op mlc cannot express is diagnosed where it
/// is.
FailureOr<SmallVector<Value>> applyBody(T &t, Operation *op,
                                        ArrayRef<Value> args,
                                        ArrayRef<int64_t> shape) {
  Operation *copy = op->cloneWithoutRegions();
  Region &body = copy->getRegion(0);
  IRMapping none;
  op->getRegion(0).cloneInto(&body, none);
  auto retype = [&](Value v, ArrayRef<int64_t> s) {
    v.setType(T::tensor(s, getElementTypeOrSelf(v.getType())));
  };
  Block &block = body.front();
  // Calls in the body (JAX's jnp.where is a private function) are inlined
  // first, so that retyping reaches their ops too.
  for (int round = 0, again = 1; again && round < 64; ++round) {
    again = 0;
    for (Operation &o : llvm::make_early_inc_range(block)) {
      if (o.getName().getStringRef() != "func.call")
        continue;
      auto sym = o.getAttrOfType<FlatSymbolRefAttr>("callee");
      auto callee =
          sym ? t.module.lookupSymbol<func::FuncOp>(sym.getValue()) : nullptr;
      if (!callee || callee.isExternal() || !callee.getBody().hasOneBlock())
        continue;
      IRMapping m;
      for (auto [a, v] : llvm::zip(callee.getArguments(), o.getOperands()))
        m.map(a, v);
      OpBuilder ib(&o);
      for (Operation &c : callee.getBody().front()) {
        if (c.hasTrait<OpTrait::IsTerminator>()) {
          for (auto [r, v] : llvm::zip(o.getResults(), c.getOperands()))
            r.replaceAllUsesWith(m.lookupOrDefault(v));
          break;
        }
        ib.clone(c, m);
      }
      o.erase();
      again = 1;
    }
  }
  for (auto [a, v] : llvm::zip(block.getArguments(), args))
    retype(a, T::type(v).getShape());
  // Values computed from tensors are tensors of `shape`; those from
  // scalars only (constants, initial values) stay scalars.
  for (Operation &o : block) {
    bool shaped = llvm::any_of(o.getOperands(), [](Value v) {
      return cast<RankedTensorType>(v.getType()).getRank() > 0;
    });
    if (shaped)
      for (Value r : o.getResults())
        retype(r, shape);
  }
  SmallVector<Value> results;
  LogicalResult r = t.convertRegion(body, args, results);
  // The copy's values leave the value map with it.
  for (Value a : block.getArguments())
    t.map.erase(a);
  for (Operation &o : block)
    for (Value v : o.getResults())
      t.map.erase(v);
  copy->erase();
  if (failed(r))
    return failure();
  for (Value &v : results)
    v = t.broadcastTo(v, shape);
  return results;
}

/// Reduces each of `xs` (shape [rest..., K]) over its last dimension with
/// `op`'s body as a balanced tree: ceil(log2 K) applications of the body on
/// halves. Needs an associative, commutative body (as StableHLO's reduce
/// does for a defined result).
FailureOr<SmallVector<Value>> treeReduce(T &t, Operation *op,
                                         SmallVector<Value> xs) {
  SmallVector<int64_t> shape(T::type(xs[0]).getShape());
  int64_t r = shape.size(), k = shape.back();
  auto lastRange = [&](Value v, int64_t from, int64_t to) {
    SmallVector<int64_t> starts(r, 0), ends(T::type(v).getShape());
    starts[r - 1] = from;
    ends[r - 1] = to;
    return t.slice(v, starts, ends);
  };
  while (k > 1) {
    int64_t h = k / 2;
    SmallVector<Value> args;
    for (Value x : xs)
      args.push_back(lastRange(x, 0, h));
    for (Value x : xs)
      args.push_back(lastRange(x, h, 2 * h));
    SmallVector<int64_t> half(shape);
    half.back() = h;
    auto c = applyBody(t, op, args, half);
    if (failed(c))
      return failure();
    if (k % 2)
      for (auto [i, x] : llvm::enumerate(xs)) {
        SmallVector<int64_t> s(half);
        s.back() = h + 1;
        (*c)[i] = t.build<g::ConcatOp>(
            T::tensor(s, T::elem(x)),
            ValueRange{(*c)[i], lastRange(x, 2 * h, k)},
            t.b.getI64IntegerAttr(r - 1));
      }
    xs = *c;
    k = h + k % 2;
    shape.back() = k;
  }
  return xs;
}

/// Fails with a diagnostic when `op`'s body is seen not to be associative
/// and commutative on sample tuples: a tree reduction would then not be the
/// sequential one. Bodies the evaluator cannot run are taken as they are.
LogicalResult checkTreeable(T &t, Operation *op) {
  Region &body = op->getRegion(0);
  if (!body.hasOneBlock())
    return t.fail("the reduction body must be one block");
  Block &block = body.front();
  unsigned n = block.getNumArguments() / 2;
  SmallVector<ArrayRef<double>> vals;
  for (unsigned i = 0; i < n; ++i)
    vals.push_back(probeValues(getElementTypeOrSelf(block.getArgument(i))));
  auto same = [](ArrayRef<double> a, ArrayRef<double> b) {
    for (auto [x, y] : llvm::zip(a, b))
      if (x != y && !(std::isnan(x) && std::isnan(y)))
        return false;
    return true;
  };
  auto apply = [&](ArrayRef<double> a, ArrayRef<double> b)
      -> std::optional<SmallVector<double>> {
    SmallVector<double> args(a);
    llvm::append_range(args, b);
    auto r = t.evaluateBody(body, args);
    if (r && r->size() != n)
      return std::nullopt;
    return r;
  };
  uint64_t state = 0x2545f4914f6cdd1dull;
  auto draw = [&] {
    SmallVector<double> v;
    for (unsigned i = 0; i < n; ++i) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      v.push_back(vals[i][(state >> 33) % vals[i].size()]);
    }
    return v;
  };
  for (int trial = 0; trial < 512; ++trial) {
    SmallVector<double> a = draw(), b = draw(), c = draw();
    auto ab = apply(a, b), ba = apply(b, a), bc = apply(b, c);
    if (!ab || !ba || !bc)
      return success();
    auto abc1 = apply(*ab, c), abc2 = apply(a, *bc);
    if (!abc1 || !abc2)
      return success();
    if (!same(*ab, *ba) || !same(*abc1, *abc2))
      return t.fail("the reduction body is not associative and commutative "
                    "on sample values (mlc reduces as a tree, in no fixed "
                    "order)");
  }
  return success();
}

/// Any reduction: the operands' reduced dimensions moved last and merged,
/// a tree of body applications, then the body once more with the initial
/// values.
LogicalResult reduceGeneral(T &t, Operation *op, ArrayRef<int64_t> dims) {
  for (Value v : op->getOperands())
    if (!T::type(v).hasStaticShape())
      return t.fail("reductions of dynamic shapes need a body of one add, "
                    "multiply, maximum, minimum, and or or");
  if (failed(checkTreeable(t, op)))
    return failure();
  unsigned n = op->getNumResults();
  SmallVector<int64_t> outShape(t.outType(0).getShape());
  SmallVector<Value> xs, inits;
  for (unsigned i = 0; i < n; ++i) {
    Value x = t.in(i);
    int64_t rank = T::type(x).getRank();
    SmallVector<int64_t> perm = others(rank, dims);
    llvm::append_range(perm, dims);
    SmallVector<int64_t> shape(outShape);
    shape.push_back(product(sizesOf(x, dims)));
    xs.push_back(t.reshape(t.transpose(x, perm), shape));
    inits.push_back(t.in(n + i));
  }
  if (T::type(xs[0]).getShape().back() == 0) {
    for (unsigned i = 0; i < n; ++i)
      t.setOut(i, t.broadcastTo(inits[i], outShape));
    return success();
  }
  auto red = treeReduce(t, op, xs);
  if (failed(red))
    return failure();
  SmallVector<Value> args(inits);
  for (Value v : *red)
    args.push_back(t.reshape(v, outShape));
  auto out = applyBody(t, op, args, outShape);
  if (failed(out))
    return failure();
  for (unsigned i = 0; i < n; ++i)
    t.setOut(i, (*out)[i]);
  return success();
}

LogicalResult reduceOp(T &t, Operation *op) {
  unsigned n = op->getNumResults();
  SmallVector<int64_t> dims = t.ints("dimensions");
  BodyInfo info = t.classifyBody(op->getRegion(0));
  if (n == 1 && info.combiner && *info.combiner != Combiner::Replace) {
    Value x = t.in(0), init = t.in(1);
    Value r = dims.empty() ? x : reduceWith(t, *info.combiner, x, dims,
                                             t.outType());
    std::optional<double> iv = constScalar(init);
    if (!iv || *iv != identity(*info.combiner, T::elem(x)))
      r = combine(t, *info.combiner, r, init);
    t.setOut(0, r);
    return success();
  }
  if (n == 2 && info.argMax && dims.size() == 1 &&
      isIotaAlong(t.in(1), dims[0])) {
    bool isMax = *info.argMax;
    Value x = t.in(0);
    Combiner c = isMax ? Combiner::Max : Combiner::Min;
    std::optional<double> iv = constScalar(t.in(2));
    if (iv && *iv == identity(c, T::elem(x))) {
      t.setOut(0, reduceWith(t, c, x, dims, t.outType(0)));
      auto axis = t.b.getI64IntegerAttr(dims[0]);
      auto keep = t.b.getBoolAttr(false);
      auto it = T::tensor(t.outType(1).getShape(), t.b.getI64Type());
      Value i = isMax ? t.build<g::ArgMaxOp>(it, x, axis, keep, UnitAttr())
                      : t.build<g::ArgMinOp>(it, x, axis, keep, UnitAttr());
      t.setOut(1, t.cast(i, t.outType(1).getElementType()));
      return success();
    }
  }
  return reduceGeneral(t, op, dims);
}

//===----------------------------------------------------------------------===//
// Windows: reduce_window, select_and_scatter
//===----------------------------------------------------------------------===//

/// The linear indices, into the row-major flattening of `padded`, of the
/// elements of every window: [windows, window size] (i64 constant).
Value windowIndices(T &t, ArrayRef<int64_t> padded, ArrayRef<int64_t> win,
                    ArrayRef<int64_t> st, ArrayRef<int64_t> dil,
                    ArrayRef<int64_t> outShape) {
  SmallVector<int64_t> ps = strides(padded);
  int64_t nw = product(outShape), k = product(win);
  int64_t r = win.size();
  SmallVector<int64_t> idx;
  idx.reserve(nw * k);
  SmallVector<int64_t> o(r, 0);
  for (int64_t w = 0; w < nw; ++w) {
    int64_t rem = w;
    for (int64_t d = r - 1; d >= 0; --d) {
      o[d] = rem % outShape[d];
      rem /= outShape[d];
    }
    for (int64_t e = 0; e < k; ++e) {
      int64_t re = e, lin = 0;
      for (int64_t d = r - 1; d >= 0; --d) {
        int64_t kd = re % win[d];
        re /= win[d];
        lin += (o[d] * st[d] + kd * dil[d]) * ps[d];
      }
      idx.push_back(lin);
    }
  }
  return t.i64s(idx, {nw, k});
}

/// reduce_window of any operands and body: each operand padded with its
/// initial value (edges and base dilation), every window's elements
/// gathered ([windows, window size]), a tree of body applications over
/// them, then the body once more with the initial values.
LogicalResult reduceWindowGeneral(T &t, Operation *op, ArrayRef<int64_t> win,
                                  ArrayRef<int64_t> st, ArrayRef<int64_t> dil,
                                  ArrayRef<int64_t> base,
                                  ArrayRef<std::pair<int64_t, int64_t>> pads) {
  if (failed(checkTreeable(t, op)))
    return failure();
  unsigned n = op->getNumResults();
  int64_t r = win.size();
  RankedTensorType out = t.outType();
  SmallVector<int64_t> lo, hi, interior;
  for (int64_t d = 0; d < r; ++d) {
    lo.push_back(pads[d].first);
    hi.push_back(pads[d].second);
    interior.push_back(base[d] - 1);
  }
  int64_t nw = out.getNumElements(), k = product(win);
  SmallVector<Value> vals, inits;
  for (unsigned i = 0; i < n; ++i) {
    Value x = t.in(i), init = t.in(n + i);
    std::optional<double> iv = constScalar(init);
    if (!iv)
      return t.fail("the initial value must be a constant");
    Value xp = padGeneral(t, x, lo, hi, interior, *iv);
    SmallVector<int64_t> padded(T::type(xp).getShape());
    Value idx = windowIndices(t, padded, win, st, dil, out.getShape());
    vals.push_back(t.build<g::GatherOp>(
        T::tensor({nw, k}, T::elem(x)), t.reshape(xp, {product(padded)}), idx,
        t.b.getI64IntegerAttr(0)));
    inits.push_back(init);
  }
  auto red = k == 0 ? FailureOr<SmallVector<Value>>(SmallVector<Value>())
                    : treeReduce(t, op, vals);
  if (failed(red))
    return failure();
  SmallVector<Value> args(inits);
  for (Value v : *red)
    args.push_back(t.reshape(v, {nw}));
  SmallVector<Value> outs;
  if (k == 0) {
    for (Value init : inits)
      outs.push_back(t.broadcastTo(init, {nw}));
  } else {
    auto combined = applyBody(t, op, args, {nw});
    if (failed(combined))
      return failure();
    outs = *combined;
  }
  for (unsigned i = 0; i < n; ++i)
    t.setOut(i, t.reshape(outs[i], t.outType(i).getShape()));
  return success();
}

LogicalResult reduceWindowOp(T &t, Operation *op) {
  BodyInfo info = t.classifyBody(op->getRegion(0));
  Value x = t.in(0), init = t.in(1);
  int64_t r = T::type(x).getRank();
  RankedTensorType out = t.outType();
  Type et = T::elem(x);
  SmallVector<int64_t> win = t.ints("window_dimensions");
  SmallVector<int64_t> st = orOnes(t.ints("window_strides"), r),
                       dil = orOnes(t.ints("window_dilations"), r),
                       base = orOnes(t.ints("base_dilations"), r);
  if ((int64_t)win.size() != r || (int64_t)st.size() != r ||
      (int64_t)dil.size() != r)
    return t.fail("window attributes must have one entry per dimension");
  auto pads = t.padding("padding", r);
  if (failed(pads))
    return failure();
  if (op->getNumResults() != 1 || !info.combiner ||
      *info.combiner == Combiner::Replace ||
      llvm::any_of(base, [](int64_t b) { return b != 1; }))
    return reduceWindowGeneral(t, op, win, st, dil, base, *pads);
  Combiner c = *info.combiner;
  std::optional<double> iv = constScalar(init);
  bool initIsIdentity = iv && *iv == identity(c, et);
  SmallVector<int64_t> wdims;
  for (int64_t d = 0; d < r; ++d)
    if (win[d] != 1 || st[d] != 1 || (*pads)[d] != std::pair<int64_t, int64_t>{0, 0})
      wdims.push_back(d);
  bool isFloat = isa<FloatType>(et);
  bool poolable = initIsIdentity && wdims.size() >= 1 && wdims.size() <= 3 &&
                  llvm::all_of((*pads), [](auto p) {
                    return p.first >= 0 && p.second >= 0;
                  }) &&
                  ((isFloat && (c == Combiner::Max || c == Combiner::Min)) ||
                   (isFloat && c == Combiner::Add &&
                    llvm::all_of(dil, [](int64_t d) { return d == 1; })));
  if (poolable) {
    // Windowed dimensions last, the others folded into one channel
    // dimension: [1, P, windowed...], then a pooling op.
    SmallVector<int64_t> odims = others(r, wdims);
    SmallVector<int64_t> perm(odims);
    llvm::append_range(perm, wdims);
    int64_t p = product(sizesOf(x, odims));
    SmallVector<int64_t> shape = {1, p};
    llvm::append_range(shape, sizesOf(x, wdims));
    Value xt = t.reshape(t.transpose(x, perm), shape);
    SmallVector<int64_t> kw, ks, kd, kp(2 * wdims.size());
    SmallVector<int64_t> poolShape = {1, p};
    for (auto [i, d] : llvm::enumerate(wdims)) {
      kw.push_back(win[d]);
      ks.push_back(st[d]);
      kd.push_back(dil[d]);
      kp[i] = (*pads)[d].first;
      kp[wdims.size() + i] = (*pads)[d].second;
      poolShape.push_back(out.getDimSize(d));
    }
    auto pt = T::tensor(poolShape, et);
    Value y;
    if (c == Combiner::Add) {
      y = t.build<g::AvgPoolOp>(pt, xt, t.b.getDenseI64ArrayAttr(kw),
                                t.b.getDenseI64ArrayAttr(ks),
                                t.b.getDenseI64ArrayAttr(kp), UnitAttr(),
                                t.b.getUnitAttr());
      y = t.binary<g::MulOp>(y, t.scalar((double)product(kw), et));
    } else {
      bool isMin = c == Combiner::Min;
      Value in = isMin ? t.unary<g::NegOp>(xt) : xt;
      y = t.build<g::MaxPoolOp>(pt, in, t.b.getDenseI64ArrayAttr(kw),
                                t.b.getDenseI64ArrayAttr(ks),
                                t.b.getDenseI64ArrayAttr(kd),
                                t.b.getDenseI64ArrayAttr(kp), UnitAttr());
      if (isMin)
        y = t.unary<g::NegOp>(y);
    }
    SmallVector<int64_t> tshape = sizesOf(x, odims);
    for (int64_t d : wdims)
      tshape.push_back(out.getDimSize(d));
    t.setOut(0, t.transpose(t.reshape(y, tshape), inversePerm(perm)));
    return success();
  }
  // Other windows of a recognised body: gather every window's elements of
  // the padded operand ([windows, window size]) and reduce the last
  // dimension.
  if (!iv || llvm::any_of(*pads, [](auto p) {
        return p.first < 0 || p.second < 0;
      }))
    return reduceWindowGeneral(t, op, win, st, dil, base, *pads);
  SmallVector<int64_t> padded(T::type(x).getShape()), pl(2 * r);
  for (int64_t d = 0; d < r; ++d) {
    pl[d] = (*pads)[d].first;
    pl[r + d] = (*pads)[d].second;
    padded[d] += pl[d] + pl[r + d];
  }
  Value xp = t.build<g::PadOp>(
      T::tensor(padded, et), x, t.b.getDenseI64ArrayAttr(pl),
      g::PadModeAttr::get(t.b.getContext(), g::PadMode::constant),
      t.b.getF64FloatAttr(*iv));
  Value idx = windowIndices(t, padded, win, st, dil, out.getShape());
  int64_t nw = out.getNumElements(), k = product(win);
  Value vals = t.build<g::GatherOp>(T::tensor({nw, k}, et),
                                    t.reshape(xp, {product(padded)}), idx,
                                    t.b.getI64IntegerAttr(0));
  Value red = reduceWith(t, c, vals, {1}, T::tensor({nw}, et));
  if (!initIsIdentity)
    red = combine(t, c, red, init);
  t.setOut(0, t.reshape(red, out.getShape()));
  return success();
}

LogicalResult selectAndScatterOp(T &t, Operation *op) {
  Value x = t.in(0), src = t.in(1), init = t.in(2);
  int64_t r = T::type(x).getRank();
  Type et = T::elem(x);
  std::optional<g::CmpPredicate> sel = t.classifyPredicate(op->getRegion(0));
  BodyInfo scatter = t.classifyBody(op->getRegion(1));
  if (!sel || !scatter.combiner)
    return t.fail("the select body must be a comparison (ge, gt, le, lt) and "
                  "the scatter body one of add, multiply, maximum, minimum");
  if (!isa<FloatType>(et))
    return t.fail("select_and_scatter of integers is not supported");
  SmallVector<int64_t> win = t.ints("window_dimensions");
  SmallVector<int64_t> st = orOnes(t.ints("window_strides"), r);
  if ((int64_t)win.size() != r || (int64_t)st.size() != r)
    return t.fail("window attributes must have one entry per dimension");
  auto pads = t.padding("padding", r);
  if (failed(pads))
    return failure();
  // The selected element of each window: first (ge / le) or last (gt / lt)
  // maximum (ge / gt) or minimum; padding is never selected.
  bool isMax = *sel == g::CmpPredicate::ge || *sel == g::CmpPredicate::gt;
  bool last = *sel == g::CmpPredicate::gt || *sel == g::CmpPredicate::lt;
  SmallVector<int64_t> padded(T::type(x).getShape()), pl(2 * r);
  for (int64_t d = 0; d < r; ++d) {
    if ((*pads)[d].first < 0 || (*pads)[d].second < 0)
      return t.fail("negative window padding is not supported");
    pl[d] = (*pads)[d].first;
    pl[r + d] = (*pads)[d].second;
    padded[d] += pl[d] + pl[r + d];
  }
  Value xp = t.build<g::PadOp>(
      T::tensor(padded, et), x, t.b.getDenseI64ArrayAttr(pl),
      g::PadModeAttr::get(t.b.getContext(), g::PadMode::constant),
      t.b.getF64FloatAttr(isMax ? -INFINITY : INFINITY));
  SmallVector<int64_t> srcShape(T::type(src).getShape());
  Value idx = windowIndices(t, padded, win, st, SmallVector<int64_t>(r, 1),
                            srcShape);
  int64_t nw = product(srcShape), k = product(win), np = product(padded);
  Type i64 = t.b.getI64Type();
  Value vals = t.build<g::GatherOp>(T::tensor({nw, k}, et),
                                    t.reshape(xp, {np}), idx,
                                    t.b.getI64IntegerAttr(0));
  auto it = T::tensor({nw, 1}, i64);
  auto axis = t.b.getI64IntegerAttr(1);
  auto keep = t.b.getBoolAttr(true);
  UnitAttr lastAttr = last ? t.b.getUnitAttr() : UnitAttr();
  Value pick = isMax ? t.build<g::ArgMaxOp>(it, vals, axis, keep, lastAttr)
                     : t.build<g::ArgMinOp>(it, vals, axis, keep, lastAttr);
  Value pos = t.build<g::GatherElementsOp>(it, idx, pick, axis);
  pos = t.reshape(pos, {nw});
  Value data = t.broadcastTo(init, {np});
  g::ScatterReduction red;
  switch (*scatter.combiner) {
  case Combiner::Add: red = g::ScatterReduction::add; break;
  case Combiner::Mul: red = g::ScatterReduction::mul; break;
  case Combiner::Max: red = g::ScatterReduction::max; break;
  case Combiner::Min: red = g::ScatterReduction::min; break;
  case Combiner::Replace: red = g::ScatterReduction::none; break;
  default: return t.fail("unsupported scatter body");
  }
  Value y = t.build<g::ScatterOp>(
      T::tensor({np}, et), data, pos, t.reshape(src, {nw}),
      t.b.getI64IntegerAttr(0), g::ScatterReductionAttr::get(t.b.getContext(), red));
  y = t.reshape(y, padded);
  SmallVector<int64_t> starts(r), ends(r);
  for (int64_t d = 0; d < r; ++d) {
    starts[d] = pl[d];
    ends[d] = pl[d] + T::type(x).getDimSize(d);
  }
  t.setOut(0, t.slice(y, starts, ends));
  return success();
}

//===----------------------------------------------------------------------===//
// gather, scatter
//===----------------------------------------------------------------------===//

/// The index tuples of `indices` split into components over the batch
/// dimensions (every dimension but `indexVectorDim`), as i64 tensors of the
/// batch shape.
struct IndexTuples {
  SmallVector<int64_t> batchShape;
  SmallVector<int64_t> batchDims; ///< dimensions of `indices`
  SmallVector<Value> components;
};

IndexTuples splitIndices(T &t, Value indices, int64_t indexVectorDim,
                         int64_t count) {
  IndexTuples out;
  RankedTensorType it = T::type(indices);
  for (int64_t d = 0; d < it.getRank(); ++d)
    if (d != indexVectorDim) {
      out.batchDims.push_back(d);
      out.batchShape.push_back(it.getDimSize(d));
    }
  Value i64 = t.cast(indices, t.b.getI64Type());
  for (int64_t k = 0; k < count; ++k) {
    Value c = i64;
    if (indexVectorDim < it.getRank()) {
      SmallVector<int64_t> starts(it.getRank(), 0), ends(it.getShape());
      starts[indexVectorDim] = k;
      ends[indexVectorDim] = k + 1;
      c = t.slice(i64, starts, ends);
    }
    out.components.push_back(t.reshape(c, out.batchShape));
  }
  return out;
}

/// iota over batch dimension `pos` of `shape` (i64).
Value batchIota(T &t, ArrayRef<int64_t> shape, int64_t pos) {
  return g::IotaOp::create(t.b, t.loc(), T::tensor(shape, t.b.getI64Type()),
                           t.b.getI64IntegerAttr(pos));
}

/// The linear offsets, in the row-major flattening of `shape`, of the
/// positions of a window of sizes `win` (over dimensions `dims` of the
/// operand), as a constant of shape [1 x nb, win...].
Value windowOffsets(T &t, ArrayRef<int64_t> shape, ArrayRef<int64_t> dims,
                    ArrayRef<int64_t> win, int64_t nb) {
  SmallVector<int64_t> os = strides(shape);
  int64_t n = product(win), r = win.size();
  SmallVector<int64_t> vals(n);
  for (int64_t e = 0; e < n; ++e) {
    int64_t rem = e, lin = 0;
    for (int64_t i = r - 1; i >= 0; --i) {
      lin += (rem % win[i]) * os[dims[i]];
      rem /= win[i];
    }
    vals[e] = lin;
  }
  SmallVector<int64_t> s(nb, 1);
  llvm::append_range(s, win);
  return t.i64s(vals, s);
}

/// A gather with `?` sizes or run-time slice sizes, in the form jnp.take
/// emits: one start index, into a collapsed dimension `a` with slice size 1,
/// no batching dimensions. The other dimensions are sliced to their sizes
/// (from 0: their start indices are 0), then graph.gather along `a` at the
/// clamped indices, and the result's dimensions put in place.
LogicalResult axisGather(T &t, Operation *op, ArrayRef<Value> sizes) {
  auto dn = cast<stablehlo::GatherDimensionNumbersAttr>(
      op->getAttr("dimension_numbers"));
  Value x = t.in(0), indices = t.in(1);
  RankedTensorType xt = T::type(x), it = T::type(indices);
  int64_t r = xt.getRank();
  ArrayRef<int64_t> sim = dn.getStartIndexMap();
  auto one = sim.size() == 1 ? t.constInts(sizes[sim[0]]) : std::nullopt;
  if (sim.size() != 1 || dn.getCollapsedSliceDims() != sim ||
      !dn.getOperandBatchingDims().empty() || !one || one->front() != 1)
    return t.fail("gathers with `?` sizes or run-time slice sizes are "
                  "supported with one start index into a collapsed dimension "
                  "of slice size 1 and no batching dimensions (jnp.take)");
  int64_t a = sim[0], ivd = dn.getIndexVectorDim();
  SmallVector<int64_t> batchShape;
  for (int64_t d = 0; d < it.getRank(); ++d)
    if (d != ivd)
      batchShape.push_back(it.getDimSize(d));
  if (ivd < it.getRank() && it.getDimSize(ivd) != 1)
    return t.fail("the index vector dimension must have size 1");
  Type i64 = t.b.getI64Type();
  Value idx = t.cast(t.reshape(indices, batchShape), i64);
  Value n = dimSize(t, x, a);
  idx = t.binary<g::MinOp>(t.binary<g::MaxOp>(idx, t.scalar(0, i64)),
                           t.binary<g::SubOp>(n, t.scalar(1, i64)));
  // The other dimensions: [0, size) unless that is the whole dimension.
  SmallVector<int64_t> axes;
  SmallVector<Value> ends;
  SmallVector<int64_t> shape(xt.getShape());
  for (int64_t d = 0; d < r; ++d) {
    if (d == a)
      continue;
    auto c = t.constInts(sizes[d]);
    if (c && !xt.isDynamicDim(d) && c->front() == xt.getDimSize(d))
      continue;
    axes.push_back(d);
    ends.push_back(t.reshape(sizes[d], {1}));
    shape[d] = c ? c->front() : ShapedType::kDynamic;
  }
  if (!axes.empty()) {
    int64_t m = axes.size();
    Value endV = m == 1 ? ends.front()
                        : t.build<g::ConcatOp>(T::tensor({m}, i64), ends,
                                               t.b.getI64IntegerAttr(0));
    x = t.build<g::DynamicSliceOp>(T::tensor(shape, xt.getElementType()), x,
                                   t.i64s(SmallVector<int64_t>(m, 0), {m}),
                                   endV, Value(),
                                   t.b.getDenseI64ArrayAttr(axes));
  }
  int64_t nb = batchShape.size();
  SmallVector<int64_t> gshape(shape.begin(), shape.begin() + a);
  llvm::append_range(gshape, batchShape);
  gshape.append(shape.begin() + a + 1, shape.end());
  Value y = t.build<g::GatherOp>(T::tensor(gshape, xt.getElementType()), x, idx,
                                 t.b.getI64IntegerAttr(a));
  // Result dimension i: offset dim j (operand dimension o_j, the j-th one
  // other than a) or the next batch dimension.
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims();
  SmallVector<int64_t> perm;
  int64_t nextBatch = 0;
  for (int64_t i = 0, rr = t.outType().getRank(); i < rr; ++i) {
    auto pos = llvm::find(offsetDims, i);
    if (pos == offsetDims.end()) {
      perm.push_back(a + nextBatch++);
      continue;
    }
    int64_t o = pos - offsetDims.begin();
    o += o >= a;
    perm.push_back(o < a ? o : o - 1 + nb);
  }
  t.setOut(0, refine(t, t.transpose(y, perm), t.outType()));
  return success();
}

/// gather with constant slice sizes.
LogicalResult gatherWith(T &t, Operation *op, ArrayRef<int64_t> sizes);

LogicalResult gatherOp(T &t, Operation *op) {
  SmallVector<int64_t> sizes = t.ints("slice_sizes");
  if (!T::type(t.in(0)).hasStaticShape() ||
      !T::type(t.in(1)).hasStaticShape() || !t.outType().hasStaticShape())
    return axisGather(t, op, i64Scalars(t, sizes));
  return gatherWith(t, op, sizes);
}

/// dynamic_gather: the static gather when the slice sizes fold and the
/// shapes are static.
LogicalResult dynamicGatherOp(T &t, Operation *op) {
  Value sizes = t.in(2);
  if (T::type(sizes).getDimSize(0) != T::type(t.in(0)).getRank())
    return t.fail("slice_sizes needs one entry per operand dimension");
  auto k = t.constInts(sizes);
  if (k && T::type(t.in(0)).hasStaticShape() &&
      T::type(t.in(1)).hasStaticShape() && t.outType().hasStaticShape())
    return gatherWith(t, op, *k);
  return axisGather(t, op, entries(t, sizes));
}

LogicalResult gatherWith(T &t, Operation *op, ArrayRef<int64_t> sizes) {
  auto dn = cast<stablehlo::GatherDimensionNumbersAttr>(
      op->getAttr("dimension_numbers"));
  Value x = t.in(0);
  RankedTensorType xt = T::type(x);
  int64_t r = xt.getRank();
  ArrayRef<int64_t> sim = dn.getStartIndexMap();
  ArrayRef<int64_t> obd = dn.getOperandBatchingDims();
  ArrayRef<int64_t> sibd = dn.getStartIndicesBatchingDims();
  IndexTuples it = splitIndices(t, t.in(1), dn.getIndexVectorDim(), sim.size());
  int64_t nb = it.batchShape.size();
  Type i64 = t.b.getI64Type();
  SmallVector<int64_t> xs = strides(xt.getShape());
  // base[b] = sum over operand dims of start_d(b) * stride_d.
  Value base;
  auto addTerm = [&](Value start, int64_t d) {
    Value term = t.binary<g::MulOp>(start, t.scalar((double)xs[d], i64));
    base = base ? t.binary<g::AddOp>(base, term) : term;
  };
  for (auto [k, d] : llvm::enumerate(sim)) {
    Value s = it.components[k];
    s = t.binary<g::MaxOp>(s, t.scalar(0, i64));
    s = t.binary<g::MinOp>(s, t.scalar((double)(xt.getDimSize(d) - sizes[d]), i64));
    addTerm(s, d);
  }
  for (auto [j, d] : llvm::enumerate(obd)) {
    auto pos = llvm::find(it.batchDims, sibd[j]) - it.batchDims.begin();
    addTerm(batchIota(t, it.batchShape, pos), d);
  }
  if (!base)
    base = t.broadcastTo(t.scalar(0, i64), it.batchShape);
  base = t.broadcastTo(base, it.batchShape);
  SmallVector<int64_t> odims = others(r, dn.getCollapsedSliceDims(), obd);
  SmallVector<int64_t> owin;
  for (int64_t d : odims)
    owin.push_back(sizes[d]);
  SmallVector<int64_t> bshape(it.batchShape);
  bshape.append(odims.size(), 1);
  SmallVector<int64_t> full(it.batchShape);
  llvm::append_range(full, owin);
  Value lin = t.binary<g::AddOp>(t.reshape(base, bshape),
                                 windowOffsets(t, xt.getShape(), odims, owin, nb));
  Value y = t.build<g::GatherOp>(T::tensor(full, xt.getElementType()),
                                 t.reshape(x, {xt.getNumElements()}), lin,
                                 t.b.getI64IntegerAttr(0));
  // Result dimensions: offset dims at `offset_dims`, batch dims elsewhere.
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims();
  int64_t rr = t.outType().getRank();
  SmallVector<int64_t> perm;
  int64_t nextBatch = 0;
  for (int64_t i = 0; i < rr; ++i) {
    auto pos = llvm::find(offsetDims, i);
    perm.push_back(pos != offsetDims.end() ? nb + (pos - offsetDims.begin())
                                           : nextBatch++);
  }
  t.setOut(0, t.transpose(y, perm));
  return success();
}

LogicalResult scatterOp(T &t, Operation *op) {
  if (op->getNumResults() != 1)
    return t.fail("scatter of several operands is not supported");
  auto dn = cast<stablehlo::ScatterDimensionNumbersAttr>(
      op->getAttr("scatter_dimension_numbers"));
  BodyInfo info = t.classifyBody(op->getRegion(0));
  if (!info.combiner)
    return t.fail("the update body is not recognised (supported: add, "
                  "multiply, maximum, minimum, or returning the update)");
  g::ScatterReduction red;
  switch (*info.combiner) {
  case Combiner::Add: red = g::ScatterReduction::add; break;
  case Combiner::Mul: red = g::ScatterReduction::mul; break;
  case Combiner::Max: red = g::ScatterReduction::max; break;
  case Combiner::Min: red = g::ScatterReduction::min; break;
  case Combiner::Replace: red = g::ScatterReduction::none; break;
  default:
    return t.fail("boolean scatter bodies are not supported");
  }
  Value x = t.in(0), u = t.in(2);
  RankedTensorType xt = T::type(x), ut = T::type(u);
  int64_t r = xt.getRank();
  ArrayRef<int64_t> sdod = dn.getScatterDimsToOperandDims();
  ArrayRef<int64_t> ibd = dn.getInputBatchingDims();
  ArrayRef<int64_t> sibd = dn.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> uwd = dn.getUpdateWindowDims();
  IndexTuples it = splitIndices(t, t.in(1), dn.getIndexVectorDim(), sdod.size());
  int64_t nb = it.batchShape.size();
  Type i64 = t.b.getI64Type(), i1 = t.b.getI1Type();
  // Operand dims of the window, their sizes from the update's window dims.
  SmallVector<int64_t> wdims = others(r, dn.getInsertedWindowDims(), ibd);
  if (wdims.size() != uwd.size())
    return t.fail("update_window_dims do not match the operand's window");
  SmallVector<int64_t> wsize(r, 1), wlist;
  for (auto [i, d] : llvm::enumerate(wdims)) {
    wsize[d] = ut.getDimSize(uwd[i]);
    wlist.push_back(wsize[d]);
  }
  SmallVector<int64_t> xs = strides(xt.getShape());
  Value base, valid;
  auto addTerm = [&](Value start, int64_t d) {
    Value term = t.binary<g::MulOp>(start, t.scalar((double)xs[d], i64));
    base = base ? t.binary<g::AddOp>(base, term) : term;
    Value ok = t.build<g::AndOp>(
        T::tensor(T::type(start).getShape(), i1),
        t.compare(g::CmpPredicate::ge, start, t.scalar(0, i64)),
        t.compare(g::CmpPredicate::le, start,
                  t.scalar((double)(xt.getDimSize(d) - wsize[d]), i64)));
    valid = valid ? t.binary<g::AndOp>(valid, ok) : ok;
  };
  for (auto [k, d] : llvm::enumerate(sdod))
    addTerm(it.components[k], d);
  for (auto [j, d] : llvm::enumerate(ibd)) {
    auto pos = llvm::find(it.batchDims, sibd[j]) - it.batchDims.begin();
    addTerm(batchIota(t, it.batchShape, pos), d);
  }
  if (!base)
    return t.fail("scatter without index dimensions is not supported");
  base = t.broadcastTo(base, it.batchShape);
  valid = t.broadcastTo(valid, it.batchShape);
  // Out-of-bounds windows are skipped: their updates go to a sink entry
  // past the end of the flattened operand.
  int64_t n = xt.getNumElements();
  SmallVector<int64_t> bshape(it.batchShape);
  bshape.append(wlist.size(), 1);
  SmallVector<int64_t> full(it.batchShape);
  llvm::append_range(full, wlist);
  Value lin = t.binary<g::AddOp>(t.reshape(base, bshape),
                                 windowOffsets(t, xt.getShape(), wdims, wlist, nb));
  lin = t.select(t.reshape(valid, bshape), lin, t.scalar((double)n, i64));
  lin = t.broadcastTo(lin, full);
  // Updates as [scatter dims..., window dims...].
  SmallVector<int64_t> uperm = others(ut.getRank(), uwd);
  llvm::append_range(uperm, uwd);
  Value uu = t.transpose(u, uperm);
  int64_t m = product(full);
  Type et = xt.getElementType();
  Value data = t.build<g::ConcatOp>(
      T::tensor({n + 1}, et),
      ValueRange{t.reshape(x, {n}), t.reshape(t.scalar(0, et), {1})},
      t.b.getI64IntegerAttr(0));
  Value y = t.build<g::ScatterOp>(
      T::tensor({n + 1}, et), data, t.reshape(lin, {m}), t.reshape(uu, {m}),
      t.b.getI64IntegerAttr(0), g::ScatterReductionAttr::get(t.b.getContext(), red));
  y = t.slice(y, {0}, {n});
  t.setOut(0, t.reshape(y, xt.getShape()));
  return success();
}

//===----------------------------------------------------------------------===//
// sort, top_k
//===----------------------------------------------------------------------===//

/// One key of a lexicographic comparator: an operand and its direction.
struct SortKey {
  unsigned operand;
  bool desc;
};

/// The keys of a comparator that orders lexicographically by operands
/// 0..m-1 (each ascending or descending, strict: equal tuples compare
/// false), as jnp.lexsort and lax.sort with num_keys = m emit; nothing if
/// it is no such comparator. Directions come from single-key probes; the
/// whole order is then checked on pseudo-random argument tuples.
std::optional<SmallVector<SortKey>> classifyLexicographic(T &t, Region &region,
                                                          unsigned n) {
  if (!region.hasOneBlock() || region.front().getNumArguments() != 2 * n)
    return std::nullopt;
  Block &block = region.front();
  SmallVector<ArrayRef<double>> vals;
  for (unsigned i = 0; i < n; ++i)
    vals.push_back(probeValues(getElementTypeOrSelf(block.getArgument(2 * i))));
  SmallVector<SortKey> keys;
  for (unsigned m = 0; m < n; ++m) {
    // Key m's direction, with every other argument equal on both sides.
    SmallVector<double> args(2 * n, 0);
    args[2 * m + 1] = 1;
    auto asc = t.evaluateBody(region, args);
    std::swap(args[2 * m], args[2 * m + 1]);
    auto desc = t.evaluateBody(region, args);
    if (!asc || !desc || asc->size() != 1 || desc->size() != 1 ||
        ((*asc)[0] != 0) == ((*desc)[0] != 0))
      return std::nullopt;
    keys.push_back({m, (*desc)[0] != 0});
    uint64_t state = 0x9e3779b97f4a7c15ull;
    bool ok = true;
    for (int trial = 0; trial < 4096 && ok; ++trial) {
      for (unsigned a = 0; a < 2 * n; ++a) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        ArrayRef<double> v = vals[a / 2];
        args[a] = v[(state >> 33) % v.size()];
      }
      bool want = false;
      for (SortKey k : keys) {
        double x = args[2 * k.operand], y = args[2 * k.operand + 1];
        if (x != y) {
          want = k.desc ? x > y : x < y;
          break;
        }
      }
      auto r = t.evaluateBody(region, args);
      ok = r && r->size() == 1 && ((*r)[0] != 0) == want;
    }
    if (ok)
      return keys;
  }
  return std::nullopt;
}

/// Stable sort positions of `key` along `dim`: graph.top_k orders equal
/// values by index, lower first (booleans as 0 / 1).
Value sortedPositions(T &t, Value key, int64_t dim, bool desc) {
  RankedTensorType kt = T::type(key);
  if (kt.getElementType().isInteger(1))
    key = t.cast(key, IntegerType::get(t.b.getContext(), 8,
                                       IntegerType::Unsigned));
  auto idxType = T::tensor(kt.getShape(), t.b.getI64Type());
  return g::TopKOp::create(t.b, t.loc(), T::type(key), idxType, key,
                           t.b.getI64IntegerAttr(kt.getDimSize(dim)),
                           t.b.getI64IntegerAttr(dim), t.b.getBoolAttr(desc),
                           t.b.getBoolAttr(true))
      .getIndices();
}

LogicalResult sortOp(T &t, Operation *op) {
  unsigned n = op->getNumOperands();
  Value x = t.in(0);
  RankedTensorType xt = T::type(x);
  auto dimAttr = dyn_cast_or_null<IntegerAttr>(op->getAttr("dimension"));
  int64_t dim = dimAttr ? dimAttr.getInt() : -1;
  if (dim < 0)
    dim += xt.getRank();
  auto axis = t.b.getI64IntegerAttr(dim);
  SmallVector<SortKey> keys;
  if (std::optional<g::CmpPredicate> p =
          t.classifyPredicate(op->getRegion(0))) {
    keys.push_back({0, *p == g::CmpPredicate::gt || *p == g::CmpPredicate::ge});
  } else if (auto lex = classifyLexicographic(t, op->getRegion(0), n)) {
    keys = *lex;
  } else {
    return t.fail("the comparator is not recognised (supported: a "
                  "lexicographic order, ascending or descending per key, "
                  "over the leading operands)");
  }
  // Least significant key first; each stable sort permutes the positions
  // the next one reads its key through.
  Value perm;
  for (SortKey k : llvm::reverse(keys)) {
    Value key = t.in(k.operand);
    if (perm)
      key = t.build<g::GatherElementsOp>(T::type(key), key, perm, axis);
    Value pos = sortedPositions(t, key, dim, k.desc);
    perm = perm ? t.build<g::GatherElementsOp>(T::type(perm), perm, pos, axis)
                : pos;
  }
  for (unsigned i = 0; i < n; ++i)
    t.setOut(i,
             t.build<g::GatherElementsOp>(t.outType(i), t.in(i), perm, axis));
  return success();
}

LogicalResult topKOp(T &t, Operation *op) {
  Value x = t.in(0);
  RankedTensorType vt = t.outType(0);
  int64_t k = cast<IntegerAttr>(op->getAttr("k")).getInt();
  auto idxType = T::tensor(vt.getShape(), t.b.getI64Type());
  auto top = g::TopKOp::create(t.b, t.loc(), vt, idxType, x,
                               t.b.getI64IntegerAttr(k),
                               t.b.getI64IntegerAttr(T::type(x).getRank() - 1),
                               t.b.getBoolAttr(true), t.b.getBoolAttr(true));
  t.setOut(0, top.getValues());
  t.setOut(1, t.cast(top.getIndices(), t.outType(1).getElementType()));
  return success();
}

} // namespace

void registerNNOps(HandlerMap &m) {
  m["stablehlo.dot_general"] = dotGeneralOp;
  m["stablehlo.dot"] = dotOp;
  m["stablehlo.convolution"] = convolutionOp;
  m["stablehlo.reduce"] = reduceOp;
  m["stablehlo.reduce_window"] = reduceWindowOp;
  m["stablehlo.select_and_scatter"] = selectAndScatterOp;
  m["stablehlo.gather"] = gatherOp;
  m["stablehlo.dynamic_gather"] = dynamicGatherOp;
  m["stablehlo.dynamic_conv"] = convolutionOp;
  m["stablehlo.scatter"] = scatterOp;
  m["stablehlo.sort"] = sortOp;
  m["chlo.top_k"] = topKOp;
}

} // namespace mlc::shlo
