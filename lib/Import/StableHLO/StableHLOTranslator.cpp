//===- StableHLOTranslator.cpp - the StableHLO to graph walk --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The translator of convert-stablehlo-to-graph (the pass and its handler
// table are in StableHLOToGraph.cpp): the walk over the program, which
// converts each op through the handler table it is given, and its control
// flow: func.call is
// inlined, stablehlo.while unrolled while its condition folds to a constant
// (the rest of the loop, from the first trip whose condition does not fold,
// is a run-time scf.while on the graph values), stablehlo.if / case inlined
// (constant predicate) or turned into selects.
// Bodies of reductions, scatters and sorts are recognised by evaluating them
// on sample scalars (what they compute, not how they are written: JAX's
// comparators canonicalise -0 and NaN before comparing, its argmax bodies
// chain compares and selects).
//
//===----------------------------------------------------------------------===//

#include "StableHLOToGraph.h"

#include "mlc/Import/StableHLO/StableHLOOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>

using namespace mlir;

namespace mlc::shlo {

namespace g = mlc::graph;

static std::string typeString(Type t) {
  std::string s;
  llvm::raw_string_ostream(s) << t;
  return s;
}

//===----------------------------------------------------------------------===//
// Attributes and builders
//===----------------------------------------------------------------------===//

LogicalResult Translator::fail(const Twine &msg) {
  return cur->emitError() << "'" << cur->getName() << "': " << msg;
}

SmallVector<int64_t> Translator::ints(StringRef name) const {
  Attribute a = cur->getAttr(name);
  if (auto arr = dyn_cast_or_null<DenseI64ArrayAttr>(a))
    return SmallVector<int64_t>(arr.asArrayRef());
  if (auto el = dyn_cast_or_null<DenseIntElementsAttr>(a))
    return llvm::to_vector(llvm::map_range(
        el.getValues<APInt>(), [](const APInt &v) { return v.getSExtValue(); }));
  SmallVector<int64_t> out;
  if (auto arr = dyn_cast_or_null<ArrayAttr>(a))
    for (Attribute e : arr)
      if (auto i = dyn_cast<IntegerAttr>(e))
        out.push_back(i.getInt());
  return out;
}

FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
Translator::padding(StringRef name, int64_t rank) {
  SmallVector<int64_t> flat = ints(name);
  if (flat.empty())
    flat.assign(2 * rank, 0);
  if ((int64_t)flat.size() != 2 * rank)
    return fail("'" + name + "' must hold " + Twine(rank) + " (low, high) pairs");
  SmallVector<std::pair<int64_t, int64_t>> out;
  for (int64_t d = 0; d < rank; ++d)
    out.push_back({flat[2 * d], flat[2 * d + 1]});
  return out;
}

Value Translator::constant(ElementsAttr value) {
  return g::ConstantOp::create(b, loc(), value);
}

Value Translator::scalar(double v, Type et) {
  auto t = tensor({}, et);
  if (isa<FloatType>(et))
    return constant(DenseElementsAttr::get(t, b.getFloatAttr(et, v)));
  unsigned w = et.getIntOrFloatBitWidth();
  APInt bits = w == 1 ? APInt(1, v != 0)
                      : APInt(w, (uint64_t)(int64_t)v, /*isSigned=*/true,
                              /*implicitTrunc=*/true);
  return constant(DenseElementsAttr::get(t, bits));
}

Value Translator::i64s(ArrayRef<int64_t> v, ArrayRef<int64_t> shape) {
  return constant(DenseElementsAttr::get(tensor(shape, b.getI64Type()), v));
}

Value refine(Translator &t, Value v, RankedTensorType want) {
  if (!v || v.getType() == want)
    return v;
  // The sizes are the value's own: a reshape to the same shape, read at
  // run time, with the declared (more or less static) result type.
  Value shape = t.build<g::ShapeOfOp>(
      Translator::tensor({want.getRank()}, t.b.getI64Type()), v);
  return t.build<g::ReshapeOp>(want, v, shape);
}

Value Translator::settleInferredType(Operation *op,
                                     bool (*compatible)(TypeRange, TypeRange)) {
  auto want = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  bool retyped = false;
  if (want && !settling && op->getNumResults() == 1) {
    SmallVector<Type, 1> inferred;
    auto iface = llvm::cast<InferTypeOpInterface>(op);
    if (succeeded(iface.inferReturnTypes(
            op->getContext(), std::nullopt, op->getOperands(),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), inferred)) &&
        inferred.size() == 1 && !compatible(inferred, TypeRange(want))) {
      auto have = llvm::dyn_cast<RankedTensorType>(inferred.front());
      if (have && have.getElementType() == want.getElementType() &&
          succeeded(verifyCompatibleShape(have, want))) {
        op->getResult(0).setType(have);
        retyped = true;
      }
    }
  }
  SmallVector<Value, 1> folded;
  Value v = op->getResult(0);
  if (succeeded(b.tryFold(op, folded)) && !folded.empty()) {
    op->erase();
    v = folded.front();
  }
  if (!retyped || v.getType() == want)
    return v;
  settling = true;
  Value r = refine(*this, v, want);
  settling = false;
  return r;
}

Value Translator::reshape(Value v, ArrayRef<int64_t> shape) {
  if (!v || type(v).getShape() == shape)
    return v;
  return build<g::ReshapeOp>(tensor(shape, elem(v)), v, Value());
}

Value Translator::transpose(Value v, ArrayRef<int64_t> perm) {
  if (!v)
    return {};
  bool identity = true;
  SmallVector<int64_t> shape;
  for (auto [i, p] : llvm::enumerate(perm)) {
    identity &= (int64_t)i == p;
    shape.push_back(type(v).getDimSize(p));
  }
  if (identity)
    return v;
  return build<g::TransposeOp>(tensor(shape, elem(v)), v,
                               b.getDenseI64ArrayAttr(perm));
}

Value Translator::broadcastTo(Value v, ArrayRef<int64_t> shape) {
  if (!v || type(v).getShape() == shape)
    return v;
  return build<g::BroadcastToOp>(tensor(shape, elem(v)), v, Value());
}

Value Translator::cast(Value v, Type et) {
  if (!v || elem(v) == et)
    return v;
  return build<g::CastOp>(tensor(type(v).getShape(), et), v);
}

Value Translator::slice(Value v, ArrayRef<int64_t> starts,
                        ArrayRef<int64_t> ends, ArrayRef<int64_t> steps) {
  if (!v)
    return {};
  SmallVector<int64_t> shape, st(steps);
  if (st.empty())
    st.assign(starts.size(), 1);
  bool whole = true;
  for (auto [d, s] : llvm::enumerate(starts)) {
    int64_t n = std::max<int64_t>(0, (ends[d] - s + st[d] - 1) / st[d]);
    shape.push_back(n);
    whole &= s == 0 && st[d] == 1 && ends[d] == type(v).getDimSize(d);
  }
  if (whole)
    return v;
  return build<g::SliceOp>(tensor(shape, elem(v)), v,
                           b.getDenseI64ArrayAttr(starts),
                           b.getDenseI64ArrayAttr(ends), DenseI64ArrayAttr(),
                           b.getDenseI64ArrayAttr(st));
}

Value Translator::compare(g::CmpPredicate p, Value a, Value c) {
  if (!a || !c)
    return {};
  auto shape = g::broadcastShapes({type(a).getShape(), type(c).getShape()});
  if (failed(shape))
    return {};
  return build<g::CompareOp>(tensor(*shape, b.getI1Type()),
                             g::CmpPredicateAttr::get(b.getContext(), p), a, c);
}

Value Translator::select(Value c, Value x, Value y) {
  if (!c || !x || !y)
    return {};
  auto shape = g::broadcastShapes(
      {type(c).getShape(), type(x).getShape(), type(y).getShape()});
  if (failed(shape))
    return {};
  return build<g::SelectOp>(tensor(*shape, elem(x)), c, x, y);
}

std::optional<SmallVector<int64_t>> Translator::constInts(Value v) const {
  DenseIntElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  bool isBool = attr.getElementType().isInteger(1);
  bool isUnsigned = attr.getElementType().isUnsignedInteger();
  return llvm::to_vector(llvm::map_range(attr.getValues<APInt>(), [&](APInt x) {
    return isBool || isUnsigned ? (int64_t)x.getZExtValue() : x.getSExtValue();
  }));
}

//===----------------------------------------------------------------------===//
// Body evaluator
//===----------------------------------------------------------------------===//

namespace {

/// Evaluates a block of rank-0 ops on scalars (bools are 0 / 1). Returns
/// the terminator's operands, or nothing when the block holds an op the
/// evaluator does not know.
std::optional<SmallVector<double>> evaluate(Block &block,
                                            ArrayRef<double> args) {
  DenseMap<Value, double> vals;
  for (auto [a, v] : llvm::zip(block.getArguments(), args))
    vals[a] = v;
  for (Operation &op : block) {
    SmallVector<double> in;
    for (Value v : op.getOperands()) {
      auto it = vals.find(v);
      if (it == vals.end())
        return std::nullopt;
      in.push_back(it->second);
    }
    StringRef n = op.getName().stripDialect();
    if (op.hasTrait<OpTrait::IsTerminator>())
      return in;
    if (op.getNumResults() != 1)
      return std::nullopt;
    Type et = getElementTypeOrSelf(op.getResult(0).getType());
    bool isBool = et.isInteger(1);
    std::optional<double> r;
    if (n == "constant") {
      auto attr = dyn_cast_or_null<DenseElementsAttr>(op.getAttr("value"));
      if (!attr || !attr.isSplat())
        return std::nullopt;
      if (isa<FloatType>(et))
        r = attr.getSplatValue<APFloat>().convertToDouble();
      else if (et.isInteger(1) || et.isUnsignedInteger())
        r = (double)attr.getSplatValue<APInt>().getZExtValue();
      else
        r = (double)attr.getSplatValue<APInt>().getSExtValue();
    } else if (n == "compare") {
      auto dir = dyn_cast_or_null<stablehlo::ComparisonDirectionAttr>(
          op.getAttr("comparison_direction"));
      if (!dir)
        return std::nullopt;
      double x = in[0], y = in[1];
      switch (dir.getValue()) {
      case stablehlo::ComparisonDirection::EQ: r = x == y; break;
      case stablehlo::ComparisonDirection::NE: r = x != y; break;
      case stablehlo::ComparisonDirection::LT: r = x < y; break;
      case stablehlo::ComparisonDirection::LE: r = x <= y; break;
      case stablehlo::ComparisonDirection::GT: r = x > y; break;
      case stablehlo::ComparisonDirection::GE: r = x >= y; break;
      }
    } else if (n == "select") {
      r = in[0] != 0 ? in[1] : in[2];
    } else if (n == "and" && isBool) {
      r = in[0] != 0 && in[1] != 0;
    } else if (n == "or" && isBool) {
      r = in[0] != 0 || in[1] != 0;
    } else if (n == "xor" && isBool) {
      r = (in[0] != 0) != (in[1] != 0);
    } else if (n == "not" && isBool) {
      r = in[0] == 0;
    } else if (n == "add") {
      r = isBool ? (double)(in[0] != 0 || in[1] != 0) : in[0] + in[1];
    } else if (n == "subtract") {
      r = in[0] - in[1];
    } else if (n == "multiply") {
      r = isBool ? (double)(in[0] != 0 && in[1] != 0) : in[0] * in[1];
    } else if (n == "maximum") {
      r = std::max(in[0], in[1]);
    } else if (n == "minimum") {
      r = std::min(in[0], in[1]);
    } else if (n == "negate") {
      r = -in[0];
    } else if (n == "abs") {
      r = std::fabs(in[0]);
    } else if (n == "convert") {
      r = isBool ? (double)(in[0] != 0) : in[0];
    }
    if (!r)
      return std::nullopt;
    vals[op.getResult(0)] = *r;
  }
  return std::nullopt;
}

/// Sample scalars for an element type: distinct, of both signs where the
/// type has them, exact in every type (no NaN, no -0).
SmallVector<double> samples(Type et) {
  if (et.isInteger(1))
    return {0, 1};
  if (et.isUnsignedInteger())
    return {0, 1, 2, 7};
  if (isa<IntegerType>(et))
    return {-3, -1, 0, 1, 2, 7};
  return {-INFINITY, -3.5, -1, 0, 0.5, 2, 7, INFINITY};
}

} // namespace

BodyInfo Translator::classifyBody(Region &region) {
  BodyInfo info;
  if (!region.hasOneBlock())
    return info;
  Block &block = region.front();
  unsigned n = block.getNumArguments();
  if (n == 0 || n % 2)
    return info;
  Type et = getElementTypeOrSelf(block.getArgument(0).getType());
  SmallVector<double> s = samples(et);
  if (n == 2) {
    bool isBool = et.isInteger(1);
    SmallVector<Combiner> candidates =
        isBool ? SmallVector<Combiner>{Combiner::And, Combiner::Or,
                                       Combiner::Replace}
               : SmallVector<Combiner>{Combiner::Add, Combiner::Mul,
                                       Combiner::Max, Combiner::Min,
                                       Combiner::Replace};
    for (Combiner c : candidates) {
      bool ok = true;
      for (double x : s)
        for (double y : s) {
          if (!ok)
            break;
          auto r = evaluate(block, {x, y});
          if (!r || r->size() != 1) {
            ok = false;
            break;
          }
          double want = 0;
          switch (c) {
          case Combiner::Add: want = x + y; break;
          case Combiner::Mul: want = x * y; break;
          case Combiner::Max: want = std::max(x, y); break;
          case Combiner::Min: want = std::min(x, y); break;
          case Combiner::And: want = x != 0 && y != 0; break;
          case Combiner::Or: want = x != 0 || y != 0; break;
          case Combiner::Replace: want = y; break;
          }
          // inf - inf and 0 * inf are NaN: compare those as "both NaN".
          ok = (*r)[0] == want || (std::isnan((*r)[0]) && std::isnan(want));
        }
      if (ok) {
        info.combiner = c;
        return info;
      }
    }
    return info;
  }
  if (n == 4) {
    // (value, index) pairs: block arguments (v1, i1, v2, i2).
    SmallVector<double> idx = {0, 1, 2, 5};
    for (bool isMax : {true, false}) {
      bool ok = true;
      for (double v1 : s)
        for (double v2 : s)
          for (double i1 : idx)
            for (double i2 : idx) {
              if (!ok || i1 == i2)
                continue;
              auto r = evaluate(block, {v1, i1, v2, i2});
              bool first = isMax ? v1 > v2 : v1 < v2;
              first |= v1 == v2 && i1 < i2;
              ok = r && r->size() == 2 && (*r)[0] == (first ? v1 : v2) &&
                   (*r)[1] == (first ? i1 : i2);
            }
      if (ok) {
        info.argMax = isMax;
        return info;
      }
    }
  }
  return info;
}

std::optional<g::CmpPredicate> Translator::classifyPredicate(Region &region) {
  if (!region.hasOneBlock())
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() < 2)
    return std::nullopt;
  for (BlockArgument a : block.getArguments().drop_front(2))
    if (!a.use_empty())
      return std::nullopt;
  SmallVector<double> s = samples(getElementTypeOrSelf(block.getArgument(0)));
  SmallVector<double> args(block.getNumArguments(), 0);
  bool lt = true, le = true, gt = true, ge = true;
  for (double x : s)
    for (double y : s) {
      args[0] = x;
      args[1] = y;
      auto r = evaluate(block, args);
      if (!r || r->size() != 1)
        return std::nullopt;
      bool v = (*r)[0] != 0;
      lt &= v == (x < y);
      le &= v == (x <= y);
      gt &= v == (x > y);
      ge &= v == (x >= y);
    }
  if (lt)
    return g::CmpPredicate::lt;
  if (le)
    return g::CmpPredicate::le;
  if (gt)
    return g::CmpPredicate::gt;
  if (ge)
    return g::CmpPredicate::ge;
  return std::nullopt;
}

std::optional<SmallVector<double>>
Translator::evaluateBody(Region &region, ArrayRef<double> args) {
  if (!region.hasOneBlock())
    return std::nullopt;
  return evaluate(region.front(), args);
}

//===----------------------------------------------------------------------===//
// The walk and the control flow
//===----------------------------------------------------------------------===//

namespace {

bool isGraphElement(Type t) {
  if (t.isF16() || t.isBF16() || t.isF32() || t.isF64())
    return true;
  auto it = dyn_cast<IntegerType>(t);
  if (!it || it.isSigned())
    return false;
  unsigned w = it.getWidth();
  return w == 1 ? it.isSignless() : (w == 8 || w == 16 || w == 32 || w == 64);
}

/// Empty if `t` is a tensor type the graph dialect holds, else why not.
std::string unsupportedType(Type t) {
  auto tt = dyn_cast<RankedTensorType>(t);
  if (!tt)
    return "values of type " + typeString(t) + " are not supported";
  // Quantized values are their storage integers (StableHLOToGraphQuant.cpp).
  if (auto q = dyn_cast<quant::QuantizedType>(tt.getElementType()))
    return q.getStorageTypeIntegralWidth() == 8 ||
                   q.getStorageTypeIntegralWidth() == 16
               ? ""
               : "quantized storage of " +
                     std::to_string(q.getStorageTypeIntegralWidth()) +
                     " bits is not supported (8 or 16)";
  if (!isGraphElement(tt.getElementType()))
    return "element type " + typeString(tt.getElementType()) +
           " is not supported (graph holds f16, bf16, f32, f64, i1, "
           "i8..i64 and ui8..ui64)";
  return "";
}

/// Custom-call targets that are identities on a single device.
bool isIdentityCustomCall(StringRef target) {
  return target == "Sharding" || target == "SPMDFullToShardShape" ||
         target == "SPMDShardToFullShape" || target == "mhlo.sharding";
}

/// Why a custom-call target JAX emits has no conversion, where it is one
/// of the families users meet.
std::string customCallHint(StringRef target) {
  if (target.starts_with("lapack_") || target.starts_with("cusolver_") ||
      target.starts_with("hipsolver_") || target.starts_with("blas_") ||
      target.starts_with("cublas"))
    return " (a linear-algebra library call of JAX's lowering: "
           "decompositions and triangular solves are not converted yet)";
  if (target.starts_with("cu_") || target.starts_with("hip_"))
    return " (a CUDA-only kernel of JAX's GPU lowering)";
  return "";
}

/// The trips of a stablehlo.while that are not unrolled: one scf.while on
/// the graph values (docs/Design.md, "Run-time loops"); its condition is
/// the cond region's 0-d i1 read with tensor.extract. `vals` holds the
/// carried values on entry and the loop's results on return.
LogicalResult runtimeWhile(Translator &t, Operation *op,
                           SmallVectorImpl<Value> &vals) {
  OpBuilder &b = t.b;
  Location loc = op->getLoc();
  SmallVector<Type> types;
  for (Value v : vals)
    types.push_back(v.getType());
  SmallVector<Location> locs(types.size(), loc);
  auto loop = scf::WhileOp::create(b, loc, types, vals);
  Block *before = b.createBlock(&loop.getBefore(), {}, types, locs);
  SmallVector<Value> cond, next;
  if (failed(t.convertRegion(op->getRegion(0), before->getArguments(), cond)))
    return failure();
  Value c = tensor::ExtractOp::create(b, loc, cond[0], ValueRange{});
  scf::ConditionOp::create(b, loc, c, before->getArguments());
  Block *after = b.createBlock(&loop.getAfter(), {}, types, locs);
  if (failed(t.convertRegion(op->getRegion(1), after->getArguments(), next)))
    return failure();
  scf::YieldOp::create(b, loc, next);
  b.setInsertionPointAfter(loop);
  vals.assign(loop.getResults().begin(), loop.getResults().end());
  return success();
}

} // namespace

bool handlesDynamicShapes(StringRef opName) {
  static const llvm::StringSet<> ops = {
      "func.call", "stablehlo.custom_call", "stablehlo.composite",
      "stablehlo.optimization_barrier", "stablehlo.abs", "stablehlo.ceil",
      "stablehlo.floor", "stablehlo.cosine", "stablehlo.sine",
      "stablehlo.tanh", "stablehlo.exponential", "stablehlo.log",
      "stablehlo.logistic", "stablehlo.negate", "stablehlo.sqrt",
      "stablehlo.rsqrt", "stablehlo.sign", "stablehlo.round_nearest_even",
      "stablehlo.add", "stablehlo.subtract", "stablehlo.multiply",
      "stablehlo.divide", "stablehlo.maximum", "stablehlo.minimum",
      "stablehlo.power", "stablehlo.and", "stablehlo.or", "stablehlo.xor",
      "stablehlo.compare", "stablehlo.select", "stablehlo.convert",
      "stablehlo.broadcast_in_dim", "stablehlo.dynamic_broadcast_in_dim",
      "stablehlo.get_dimension_size", "stablehlo.transpose",
      "stablehlo.dot_general", "stablehlo.dot", "stablehlo.reduce",
      "chlo.erf"};
  // Run-time shape operands (StableHLOToGraphDynamic.cpp) and the ops that
  // take `?` sizes through them.
  static const llvm::StringSet<> runtimeShapeOps = {
      "stablehlo.dynamic_iota", "stablehlo.dynamic_reshape",
      "stablehlo.real_dynamic_slice", "stablehlo.pad",
      "stablehlo.dynamic_pad", "stablehlo.convolution",
      "stablehlo.dynamic_conv", "stablehlo.gather",
      "stablehlo.dynamic_gather"};
  return ops.contains(opName) || runtimeShapeOps.contains(opName);
}

LogicalResult Translator::convertRegion(Region &region, ValueRange args,
                                        SmallVectorImpl<Value> &results) {
  Operation *saved = cur;
  if (!region.hasOneBlock()) {
    cur = region.getParentOp();
    return fail("regions with more than one block are not supported");
  }
  Block &block = region.front();
  if (block.getNumArguments() != args.size()) {
    cur = region.getParentOp();
    return fail("region argument count mismatch");
  }
  for (auto [a, v] : llvm::zip(block.getArguments(), args))
    map.map(a, v);
  LogicalResult r = convertBlock(block, results);
  cur = saved;
  return r;
}

LogicalResult Translator::convertBlock(Block &block,
                                       SmallVectorImpl<Value> &results) {
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      cur = &op;
      for (Value v : op.getOperands()) {
        Value m = lookup(v);
        if (!m)
          return fail("returns a value that has no graph equivalent");
        results.push_back(m);
      }
      return success();
    }
    if (failed(convertOp(&op)))
      return failure();
  }
  cur = block.getParentOp();
  return fail("block without terminator");
}

LogicalResult Translator::convertOp(Operation *op) {
  cur = op;
  StringRef name = op->getName().getStringRef();
  // Tuples are kept as their elements.
  if (name == "stablehlo.tuple") {
    SmallVector<Value> elems;
    for (unsigned i = 0; i < op->getNumOperands(); ++i) {
      if (!in(i))
        return fail("tuples of tuples are not supported");
      elems.push_back(in(i));
    }
    tuples[op->getResult(0)] = elems;
    return success();
  }
  if (name == "stablehlo.get_tuple_element") {
    auto it = tuples.find(op->getOperand(0));
    auto index = dyn_cast_or_null<IntegerAttr>(op->getAttr("index"));
    if (it == tuples.end() || !index ||
        index.getInt() >= (int64_t)it->second.size())
      return fail("the tuple is not one built by stablehlo.tuple");
    setOut(0, it->second[index.getInt()]);
    return success();
  }
  for (Type t : op->getResultTypes()) {
    std::string why = unsupportedType(t);
    if (!why.empty())
      return fail(why);
  }
  // `?` sizes (shape-polymorphic exports) only where the conversion keeps
  // them (handlesDynamicShapes).
  if (!handlesDynamicShapes(name))
    for (Type t : llvm::concat<const Type>(op->getOperandTypes(),
                                           op->getResultTypes()))
      if (auto tt = dyn_cast<RankedTensorType>(t); tt && !tt.hasStaticShape())
        return fail("dynamic shapes (" + typeString(t) +
                    ") are not supported by this op's conversion");
  for (Value v : op->getOperands())
    if (!lookup(v))
      return fail("an operand of type " + typeString(v.getType()) +
                  " has no graph equivalent");

  LogicalResult r = failure();
  if (auto h = handlers.find(name); h != handlers.end()) {
    r = h->second(*this, op);
  } else if (name == "func.call" || name == "stablehlo.composite") {
    // A composite is inlined as a call of its decomposition.
    auto sym = dyn_cast_or_null<FlatSymbolRefAttr>(
        op->getAttr(name == "func.call" ? "callee" : "decomposition"));
    auto callee =
        sym ? module.lookupSymbol<func::FuncOp>(sym.getValue()) : nullptr;
    if (!callee || callee.isExternal())
      return fail("calls only functions defined in the module");
    if (llvm::is_contained(callStack, callee.getOperation()))
      return fail("recursive calls are not supported");
    SmallVector<Value> args, results;
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      args.push_back(in(i));
    callStack.push_back(callee);
    r = convertRegion(callee.getBody(), args, results);
    callStack.pop_back();
    if (succeeded(r))
      for (auto [i, v] : llvm::enumerate(results))
        setOut(i, v);
  } else if (name == "stablehlo.while") {
    SmallVector<Value> vals;
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      vals.push_back(in(i));
    for (int64_t trip = 0;; ++trip) {
      SmallVector<Value> c, next;
      if (failed(convertRegion(op->getRegion(0), vals, c)))
        return failure();
      // Unrolled while the condition folds (a counter from a constant,
      // compared against a constant and stepped by a constant), up to
      // max-unroll trips; from there on a run-time loop.
      std::optional<SmallVector<int64_t>> k = constInts(c[0]);
      if (k && !(*k)[0])
        break;
      if (!k || trip >= maxUnroll) {
        if (failed(runtimeWhile(*this, op, vals)))
          return failure();
        break;
      }
      if (failed(convertRegion(op->getRegion(1), vals, next)))
        return failure();
      vals = next;
    }
    for (auto [i, v] : llvm::enumerate(vals))
      setOut(i, v);
    r = success();
  } else if (name == "stablehlo.if" || name == "stablehlo.case") {
    bool isIf = name == "stablehlo.if";
    unsigned n = op->getNumRegions();
    std::optional<SmallVector<int64_t>> k = constInts(in(0));
    SmallVector<Value> results;
    if (k) {
      // Out-of-range case indices take the last branch.
      int64_t pick = isIf ? ((*k)[0] ? 0 : 1) : (*k)[0];
      if (pick < 0 || pick >= (int64_t)n)
        pick = n - 1;
      r = convertRegion(op->getRegion(pick), {}, results);
    } else {
      // Every branch (they are side-effect free once converted), then a
      // select chain from the last branch back.
      SmallVector<SmallVector<Value>> branch(n);
      for (unsigned i = 0; i < n; ++i)
        if (failed(convertRegion(op->getRegion(i), {}, branch[i])))
          return failure();
      Value pred = in(0);
      results = branch[n - 1];
      for (int64_t i = static_cast<int64_t>(n) - 2; i >= 0; --i) {
        Value c = isIf ? pred
                       : compare(g::CmpPredicate::eq, pred,
                                 scalar((double)i, elem(pred)));
        for (auto [res, v] : llvm::zip(results, branch[i]))
          res = select(c, v, res);
      }
      r = success();
    }
    if (succeeded(r))
      for (auto [i, v] : llvm::enumerate(results))
        setOut(i, v);
  } else if (name == "stablehlo.optimization_barrier") {
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      setOut(i, in(i));
    r = success();
  } else if (name == "stablehlo.custom_call") {
    auto target = dyn_cast_or_null<StringAttr>(op->getAttr("call_target_name"));
    StringRef t = target ? target.getValue() : "";
    // jax.export's run-time checks of the symbolic sizes (the input sizes
    // against the polymorphic shapes): graph.assert with JAX's message.
    if (t == "shape_assertion" && op->getNumResults() == 0) {
      cur = op;
      auto message = dyn_cast_or_null<StringAttr>(op->getAttr("error_message"));
      if (op->getNumOperands() < 1 || !message)
        return fail("shape_assertion needs a predicate operand and an "
                    "error_message");
      Value ok = in(0);
      auto okType = dyn_cast<RankedTensorType>(ok.getType());
      if (!okType || okType.getRank() != 0 ||
          !okType.getElementType().isInteger(1))
        return fail("the shape_assertion predicate must be a tensor<i1>");
      // A predicate that folds to true checks nothing.
      if (auto k = constInts(ok); k && k->front())
        return success();
      graph::AssertOp::create(b, loc(), ok, message);
      return success();
    }
    // Targets with a conversion of their own (the handler table's
    // "custom_call @TARGET" entries).
    if (auto h = handlers.find(("custom_call @" + t).str());
        h != handlers.end()) {
      r = h->second(*this, op);
    } else {
      if (!isIdentityCustomCall(t) || op->getNumOperands() != 1 ||
          op->getNumResults() != 1)
        return fail("custom_call target '" + t + "' is not supported" +
                    customCallHint(t));
      setOut(0, in(0));
      r = success();
    }
  } else {
    return op->emitError() << "'" << name
                           << "' is not supported by convert-stablehlo-to-graph";
  }
  cur = op;
  if (failed(r))
    return failure();
  for (OpResult res : op->getResults()) {
    Value v = lookup(res);
    if (!v)
      return fail("result " + Twine(res.getResultNumber()) +
                  " could not be converted");
    // A quantized value is its storage integers.
    Type want = res.getType();
    if (auto tt = dyn_cast<RankedTensorType>(want))
      if (auto q = dyn_cast<quant::QuantizedType>(tt.getElementType()))
        want = tt.clone(quantStorageType(q));
    if (v.getType() != want)
      return fail("internal: result " + Twine(res.getResultNumber()) +
                  " converted to " + typeString(v.getType()) + ", expected " +
                  typeString(res.getType()));
  }
  return success();
}

LogicalResult Translator::convertMain(func::FuncOp main) {
  FunctionType ft = main.getFunctionType();
  for (Type t : llvm::concat<const Type>(ft.getInputs(), ft.getResults())) {
    std::string why = unsupportedType(t);
    if (auto tt = dyn_cast<RankedTensorType>(t);
        tt && isa<quant::QuantizedType>(tt.getElementType()))
      why = "quantized element type " + typeString(tt.getElementType()) +
            " is not supported for a model input or output (quantize "
            "inside the program)";
    if (!why.empty())
      return main.emitError() << "model input/output: " << why;
  }
  Block *old = &main.front();
  Block *fresh = new Block();
  main.getBody().push_back(fresh);
  b.setInsertionPointToEnd(fresh);
  // jax.export for several platforms: main's first argument is the index
  // of the platform it runs on (JAX passes it; here it is a compile-time
  // constant, and the argument goes).
  llvm::BitVector platformArgs(ft.getNumInputs());
  for (BlockArgument a : old->getArguments()) {
    Value fa = fresh->addArgument(a.getType(), a.getLoc());
    auto g = main.getArgAttrOfType<StringAttr>(a.getArgNumber(),
                                               "jax.global_constant");
    if (!g || g.getValue() != "_platform_index") {
      map.map(a, fa);
      continue;
    }
    if (platformIndex < 0)
      return main.emitError()
             << "main takes JAX's platform index (argument "
             << a.getArgNumber()
             << ": the module was exported for several platforms); give "
                "mlc-compile --jax-platforms=LIST, the platforms as passed "
                "to jax.export (e.g. cpu,cuda)";
    platformArgs.set(a.getArgNumber());
    auto type = llvm::cast<ShapedType>(a.getType());
    map.map(a, g::ConstantOp::create(
                   b, a.getLoc(),
                   DenseElementsAttr::get(
                       type, APInt(type.getElementTypeBitWidth(),
                                   (uint64_t)platformIndex))));
  }
  SmallVector<Value> results;
  callStack.push_back(main);
  if (failed(convertBlock(*old, results)))
    return failure();
  func::ReturnOp::create(b, main.getLoc(), results);
  old->dropAllDefinedValueUses();
  for (Operation &op : llvm::make_early_inc_range(llvm::reverse(*old))) {
    op.dropAllReferences();
    op.erase();
  }
  old->erase();

  // Names: jax.arg_info / jax.result_info where JAX gave them.
  llvm::StringSet<> used;
  auto unique = [&](std::string name) {
    std::string n = name;
    for (int k = 1; !used.insert(n).second; ++k)
      n = name + "_" + std::to_string(k);
    return n;
  };
  for (unsigned i = 0; i < ft.getNumInputs(); ++i) {
    auto info = main.getArgAttrOfType<StringAttr>(i, "jax.arg_info");
    std::string n = unique(info ? info.str() : "arg" + std::to_string(i));
    main.setArgAttrs(i, b.getDictionaryAttr(
                            b.getNamedAttr("graph.name", b.getStringAttr(n))));
  }
  for (unsigned i = 0; i < ft.getNumResults(); ++i) {
    auto info = main.getResultAttrOfType<StringAttr>(i, "jax.result_info");
    std::string n = unique(info && !info.getValue().empty()
                               ? info.str()
                               : "result" + std::to_string(i));
    main.setResultAttrs(
        i, b.getDictionaryAttr(b.getNamedAttr("graph.name", b.getStringAttr(n))));
  }
  if (platformArgs.any() && failed(main.eraseArguments(platformArgs)))
    return failure();
  return success();
}

} // namespace mlc::shlo
