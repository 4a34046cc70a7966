//===- ONNXGradient.cpp - ai.onnx.preview.training Gradient ---------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Gradient(xs, zs, y) computes dy/dx for each x in xs by reverse-mode
// differentiation at import time. The forward computation from xs to y has
// already been imported, so the derivative is taken over the graph ops it
// became (one rule per graph op; ONNX ops that decompose, such as MatMul on
// vectors or ReduceMean, are covered by the rules of their parts): the ops
// between xs and y are walked from y back, each op's adjoint rule giving its
// operands' adjoints, which add up where a value has several uses. Binary
// ops sum their adjoint over the broadcast dimensions of each operand. y's
// seed is all ones (the gradient of sum(y)), as in the ONNX reference.
//
//===----------------------------------------------------------------------===//

#include "ConvertUtils.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

/// A tensor of `v`'s type (run-time shape included) filled with `c`.
Value splatLike(I &I, Value v, double c) {
  auto t = I.type(v);
  if (t.hasStaticShape())
    return I.constant(DenseElementsAttr::get(
        t, isa<FloatType>(t.getElementType())
               ? (Attribute)I.b.getFloatAttr(t.getElementType(), c)
               : I.b.getIntegerAttr(t.getElementType(), (int64_t)c)));
  return I.make<g::BroadcastToOp>(t, I.scalar(c, t.getElementType()),
                                  I.shapeOf(v));
}

/// The name of the ONNX node an op was built for (its NameLoc).
std::string onnxNodeOf(Operation *op) {
  if (auto nl = dyn_cast<NameLoc>(op->getLoc()))
    return nl.getName().str();
  return "?";
}

struct Differentiator {
  I &im;
  /// The op being differentiated (for diagnostics).
  Operation *op = nullptr;

  Value add(Value a, Value b) { return im.infer1<g::AddOp>(a, b); }
  Value sub(Value a, Value b) { return im.infer1<g::SubOp>(a, b); }
  Value mul(Value a, Value b) { return im.infer1<g::MulOp>(a, b); }
  Value div(Value a, Value b) { return im.infer1<g::DivOp>(a, b); }
  Value neg(Value a) { return a ? im.make<g::NegOp>(a.getType(), a) : Value(); }
  Value s(double c, Value like) { return im.scalar(c, im.elem(like)); }

  LogicalResult fail(const Twine &msg) {
    return im.fail("cannot differentiate " +
                   op->getName().getStringRef().str() + " (from ONNX node '" +
                   onnxNodeOf(op) + "'): " + msg);
  }

  /// The adjoint `g` of a broadcast result, summed over the dimensions that
  /// `operand` was broadcast along and reshaped to it; the trailing `core`
  /// dimensions are not broadcast (a matmul's matrix). `all` are the op's
  /// operands: a dynamic dimension of `operand` is unambiguous only when no
  /// other operand can stretch it.
  Value unbroadcast(Value g, Value operand, ValueRange all, int64_t core = 0) {
    if (!g)
      return {};
    auto gt = im.type(g), ot = im.type(operand);
    int64_t r = gt.getRank(), lead = r - ot.getRank();
    SmallVector<int64_t> axes;
    for (int64_t i = 0; i < r - core; ++i) {
      if (i < lead) {
        axes.push_back(i);
        continue;
      }
      int64_t od = ot.getDimSize(i - lead), rd = gt.getDimSize(i);
      if (od == 1 && rd != 1) {
        axes.push_back(i);
        continue;
      }
      if (!ShapedType::isDynamic(od))
        continue;
      for (Value other : all) {
        auto t = im.type(other);
        int64_t j = i - (r - t.getRank());
        if (other == operand || j < 0 || t.getDimSize(j) == 1)
          continue;
        (void)fail("a dynamic dimension may be broadcast at run time; the "
                   "gradient needs static shapes here");
        return {};
      }
    }
    if (axes.empty() && gt == ot)
      return g;
    Value sum = g;
    if (!axes.empty())
      sum = im.infer1<g::ReduceSumOp>(g, im.b.getDenseI64ArrayAttr(axes),
                                      im.b.getBoolAttr(true));
    if (!sum)
      return {};
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < ot.getRank(); ++d)
      shape.push_back(im.dimOrSym(operand, d));
    return im.reshape(sum, shape);
  }

  /// The adjoint of a reduction result spread back over the input.
  Value unreduce(Value g, Value input, ArrayRef<int64_t> axesIn, bool keep) {
    auto it = im.type(input);
    int64_t r = it.getRank();
    SmallVector<int64_t> axes;
    for (int64_t a : axesIn)
      axes.push_back(a < 0 ? a + r : a);
    if (axes.empty())
      axes = llvm::to_vector(llvm::seq<int64_t>(0, r));
    SmallVector<int64_t> kept;
    for (int64_t d = 0; d < r; ++d)
      kept.push_back(llvm::is_contained(axes, d) ? 1 : im.dimOrSym(input, d));
    if (!keep)
      g = im.reshape(g, kept);
    if (!g)
      return {};
    if (it.hasStaticShape())
      return im.make<g::BroadcastToOp>(it, g, Opt{});
    return im.make<g::BroadcastToOp>(it, g, im.shapeOf(input));
  }

  /// Adjoints of `op`'s operands given its result's adjoint `g`, for the
  /// operands in `need` (null entries: no gradient flows there).
  LogicalResult rule(Value g, ArrayRef<bool> need, SmallVectorImpl<Value> &d) {
    Value out = op->getResult(0);
    d.assign(op->getNumOperands(), Value());
    // A unary op (or one whose other operands take no gradient).
    auto one = [&](Value dx) {
      d[0] = dx;
      return success(dx != nullptr);
    };
    // A binary op: `da()`/`db()` build the operands' adjoints, each only when
    // that operand needs one.
    auto both = [&](auto da, auto db, int64_t core = 0) {
      for (int k = 0; k < 2; ++k) {
        if (!need[k])
          continue;
        d[k] = unbroadcast(k ? db() : da(), op->getOperand(k),
                           op->getOperands(), core);
        if (!d[k])
          return failure();
      }
      return success();
    };
    if (isa<g::AddOp>(op))
      return both([&] { return g; }, [&] { return g; });
    if (isa<g::SubOp>(op))
      return both([&] { return g; }, [&] { return neg(g); });
    if (auto m = dyn_cast<g::MulOp>(op))
      return both([&] { return mul(g, m.getRhs()); },
                  [&] { return mul(g, m.getLhs()); });
    if (auto m = dyn_cast<g::DivOp>(op))
      return both([&] { return div(g, m.getRhs()); },
                  [&] { return neg(div(mul(g, out), m.getRhs())); });
    if (auto p = dyn_cast<g::PowOp>(op)) {
      // d/da = b a^(b-1); d/db = a^b log a.
      Value a = p.getLhs(), e = p.getRhs();
      return both(
          [&] {
            return mul(g, mul(e, im.infer1<g::PowOp>(a, sub(e, s(1, e)))));
          },
          [&] { return mul(g, mul(out, im.make<g::LogOp>(a.getType(), a))); });
    }
    if (isa<g::NegOp>(op))
      return one(neg(g));
    if (isa<g::ExpOp>(op))
      return one(mul(g, out));
    if (isa<g::LogOp>(op))
      return one(div(g, op->getOperand(0)));
    if (isa<g::SqrtOp>(op))
      return one(div(mul(g, s(0.5, out)), out));
    if (isa<g::RsqrtOp>(op))
      return one(mul(mul(g, s(-0.5, out)), div(out, op->getOperand(0))));
    if (isa<g::ReciprocalOp>(op))
      return one(neg(mul(g, mul(out, out))));
    if (isa<g::TanhOp>(op))
      return one(mul(g, sub(s(1, out), mul(out, out))));
    if (isa<g::SigmoidOp>(op))
      return one(mul(g, mul(out, sub(s(1, out), out))));
    if (isa<g::ReluOp>(op)) {
      Value x = op->getOperand(0);
      Value pos = im.infer1<g::CompareOp>(g::CmpPredicate::gt, x, s(0, x));
      return one(im.infer1<g::SelectOp>(pos, g, s(0, g)));
    }
    if (isa<g::AbsOp>(op)) {
      Value x = op->getOperand(0);
      return one(mul(g, im.make<g::SignOp>(x.getType(), x)));
    }
    if (auto c = dyn_cast<g::SelectOp>(op)) {
      for (int k = 1; k < 3; ++k) {
        if (!need[k])
          continue;
        Value z = s(0, g);
        d[k] = unbroadcast(
            im.infer1<g::SelectOp>(c.getCond(), k == 1 ? g : z, k == 1 ? z : g),
            op->getOperand(k), op->getOperands());
        if (!d[k])
          return failure();
      }
      return success();
    }
    if (auto m = dyn_cast<g::MatmulOp>(op)) {
      // C = A' B' (A' = A or A^T, B' = B or B^T): dA' = dC B'^T and
      // dB' = A'^T dC, transposed back where the operand was.
      Value a = m.getLhs(), b = m.getRhs();
      bool ta = m.getTransposeA(), tb = m.getTransposeB();
      UnitAttr yes = im.b.getUnitAttr();
      auto flag = [&](bool f) { return f ? yes : UnitAttr(); };
      return both(
          [&] {
            return ta ? im.infer1<g::MatmulOp>(b, g, flag(tb), yes)
                      : im.infer1<g::MatmulOp>(g, b, UnitAttr(), flag(!tb));
          },
          [&] {
            return tb ? im.infer1<g::MatmulOp>(g, a, yes, flag(ta))
                      : im.infer1<g::MatmulOp>(a, g, flag(!ta), UnitAttr());
          },
          /*core=*/2);
    }
    if (auto r = dyn_cast<g::ReduceSumOp>(op))
      return one(unreduce(g, r.getInput(), r.getAxes(), r.getKeepdims()));
    if (auto r = dyn_cast<g::ReduceMeanOp>(op)) {
      Value spread = unreduce(g, r.getInput(), r.getAxes(), r.getKeepdims());
      auto it = im.type(r.getInput()), ot = im.type(out);
      if (!it.hasStaticShape() || !ot.hasStaticShape())
        return fail("the mean's count needs static shapes");
      double n = (double)it.getNumElements() /
                 std::max<int64_t>(1, ot.getNumElements());
      return one(div(spread, s(n, out)));
    }
    if (isa<g::ReshapeOp>(op)) {
      Value x = op->getOperand(0);
      SmallVector<int64_t> shape;
      for (int64_t k = 0; k < im.rank(x); ++k)
        shape.push_back(im.dimOrSym(x, k));
      return one(im.reshape(g, shape));
    }
    if (auto t = dyn_cast<g::TransposeOp>(op)) {
      SmallVector<int64_t> inv(t.getPerm().size());
      for (auto [i, p] : llvm::enumerate(t.getPerm()))
        inv[p] = i;
      return one(im.infer1<g::TransposeOp>(g, im.b.getDenseI64ArrayAttr(inv)));
    }
    if (isa<g::BroadcastToOp>(op))
      return one(unbroadcast(g, op->getOperand(0), {op->getOperand(0)}));
    if (isa<g::CastOp>(op)) {
      Value x = op->getOperand(0);
      if (!isa<FloatType>(im.elem(x)))
        return success(); // No gradient flows into an integer.
      return one(im.cast(g, im.elem(x)));
    }
    return fail("no gradient rule for this op (mlc differentiates Add, Sub, "
                "Mul, Div, Pow, Neg, Identity, Exp, Log, Sqrt, Reciprocal, "
                "Tanh, Sigmoid, Relu, Abs, Where, MatMul, ReduceSum, "
                "ReduceMean, Reshape, Transpose, Expand and float Casts)");
  }
};

/// Gradient: outputs dy/dx_i for the tensors named by 'xs', at the values
/// of the node's inputs (fed to xs, then zs).
LogicalResult convGradient(I &I) {
  const onnx::AttributeProto *xsA = I.attr("xs"), *yA = I.attr("y"),
                             *zsA = I.attr("zs");
  if (!xsA || !yA || xsA->strings_size() == 0)
    return I.fail("needs the attributes 'xs' and 'y'");
  SmallVector<std::string> names(xsA->strings().begin(), xsA->strings().end());
  int64_t nx = names.size();
  if (zsA)
    names.append(zsA->strings().begin(), zsA->strings().end());
  if ((int64_t)I.numInputs() != (int64_t)names.size() ||
      I.node->output_size() != nx)
    return I.fail("needs one input per name of 'xs' and 'zs' and one output "
                  "per name of 'xs'");
  auto lookup = [&](const std::string &n, StringRef what) -> Value {
    auto it = I.values.find(n);
    if (it == I.values.end() || !isa<FloatType>(I.elem(it->second))) {
      I.error() << what << " '" << n
                << "' must be a floating-point tensor computed by the graph";
      return {};
    }
    return it->second;
  };
  Value y = lookup(yA->s(), "y");
  CHECK(y);
  SmallVector<Value> srcs;
  for (const std::string &n : names) {
    Value v = lookup(n, "input");
    CHECK(v);
    srcs.push_back(v);
  }
  SmallVector<Value> feeds;
  for (unsigned i = 0; i < I.numInputs(); ++i) {
    IN(v, i);
    feeds.push_back(v);
  }

  // The ops on a path from xs to y, in program order.
  llvm::SetVector<Operation *> cone;
  SmallVector<Value> work{y};
  while (!work.empty()) {
    Operation *op = work.pop_back_val().getDefiningOp();
    if (!op || !cone.insert(op))
      continue;
    for (Value o : op->getOperands())
      if (!llvm::is_contained(srcs, o))
        work.push_back(o);
  }
  llvm::DenseSet<Value> active(srcs.begin(), srcs.begin() + nx);
  SmallVector<Operation *> path(cone.begin(), cone.end());
  llvm::sort(path,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  SmallVector<Operation *> activeOps;
  for (Operation *op : path)
    if (llvm::any_of(op->getOperands(),
                     [&](Value o) { return active.contains(o); })) {
      activeOps.push_back(op);
      active.insert(op->getResults().begin(), op->getResults().end());
    }

  // Fed values other than the ones xs/zs name: the forward ops again, on
  // the fed values.
  IRMapping map;
  for (auto [src, feed] : llvm::zip(srcs, feeds))
    if (src != feed) {
      if (src.getType() != feed.getType())
        return I.fail("an input's type differs from the tensor its name in "
                      "'xs'/'zs' refers to");
      map.map(src, feed);
    }
  if (!map.getValueMap().empty()) {
    SmallVector<Operation *> clones;
    for (Operation *op : path)
      if (llvm::any_of(op->getOperands(),
                       [&](Value o) { return map.contains(o); }))
        clones.push_back(I.b.clone(*op, map));
    y = map.lookupOrDefault(y);
    for (Value &src : srcs)
      src = map.lookupOrDefault(src);
    active.clear();
    active.insert(srcs.begin(), srcs.begin() + nx);
    activeOps.clear();
    for (Operation *op : clones)
      if (llvm::any_of(op->getOperands(),
                       [&](Value o) { return active.contains(o); })) {
        activeOps.push_back(op);
        active.insert(op->getResults().begin(), op->getResults().end());
      }
  }

  // Reverse sweep.
  llvm::DenseMap<Value, Value> adj;
  Differentiator df{I};
  if (active.contains(y))
    adj[y] = splatLike(I, y, 1.0);
  for (Operation *op : llvm::reverse(activeOps)) {
    if (op->getNumResults() != 1) {
      df.op = op;
      return df.fail("ops with several results are not supported");
    }
    Value g = adj.lookup(op->getResult(0));
    if (!g)
      continue;
    df.op = op;
    SmallVector<bool> need;
    for (Value o : op->getOperands())
      need.push_back(active.contains(o));
    SmallVector<Value> d;
    if (failed(df.rule(g, need, d)))
      return failure();
    for (auto [o, dv] : llvm::zip(op->getOperands(), d)) {
      if (!dv || !active.contains(o))
        continue;
      Value &acc = adj[o];
      acc = acc ? df.add(acc, dv) : dv;
      CHECK(acc);
    }
  }
  for (int64_t i = 0; i < nx; ++i) {
    Value gx = adj.lookup(srcs[i]);
    if (!gx)
      gx = splatLike(I, srcs[i], 0.0); // y does not depend on this x.
    CHECK(gx);
    I.setOut(i, gx);
  }
  return success();
}

} // namespace

void mlc::onnximport::registerGradientOps(
    llvm::StringMap<Importer::Handler> &m) {
  m["ai.onnx.preview.training.Gradient"] = convGradient;
}
