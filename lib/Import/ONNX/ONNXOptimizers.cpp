//===- ONNXOptimizers.cpp - ONNX ai.onnx.preview.training optimizers ------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The optimizers of ai.onnx.preview.training (Adagrad, Momentum, Adam) as
// compositions of graph ops. Gradient is ONNXGradient.cpp.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

LogicalResult convOptimizer(I &I) {
  StringRef op = I.node->op_type();
  unsigned groups = op == "Adam" ? 4 : 3; // X, G, V/H (, H)
  if (I.numInputs() < 2 + groups || (I.numInputs() - 2) % groups)
    return I.fail("unexpected number of inputs");
  unsigned n = (I.numInputs() - 2) / groups;
  IN(R, 0);
  IN(T, 1);
  Type et = I.elem(R);
  if (!isa<FloatType>(et))
    return I.fail("needs floating-point tensors");
  Ops o(I);
  auto s = [&](double v) { return o.f(v, et); };
  Value Tf = I.cast(I.reshape(T, {}), et);
  R = I.reshape(R, {});
  Value tPos = o.cmp(g::CmpPredicate::gt, Tf, s(0));
  double norm = I.attrFloat("norm_coefficient", 0);
  for (unsigned k = 0; k < n; ++k) {
    IN(X, 2 + k);
    IN(G, 2 + n + k);
    IN(V, 2 + 2 * n + k);
    Value gr = o.add(o.mul(s(norm), X), G);
    if (op == "Adagrad") {
      double decay = I.attrFloat("decay_factor", 0),
             eps = I.attrFloat("epsilon", 1e-6f);
      Value r = o.div(R, o.add(s(1), o.mul(Tf, s(decay))));
      Value h = o.add(V, o.mul(gr, gr));
      Value hs = o.add(o.un<g::SqrtOp>(h), s(eps));
      Value x = o.sub(X, o.div(o.mul(r, gr), hs));
      CHECK(x && h);
      I.setOut(k, x);
      I.setOut(n + k, h);
    } else if (op == "Momentum") {
      if (!I.attr("alpha") || !I.attr("beta") || !I.attr("mode") ||
          !I.attr("norm_coefficient"))
        return I.fail("alpha, beta, mode and norm_coefficient are required");
      double alpha = I.attrFloat("alpha", 0), beta = I.attrFloat("beta", 0);
      std::string mode = I.attrString("mode", "standard");
      if (mode != "standard" && mode != "nesterov")
        return I.fail("unsupported mode '" + mode + "'");
      Value ba = o.sel(tPos, s(beta), s(1));
      Value v = o.add(o.mul(s(alpha), V), o.mul(ba, gr));
      Value x = mode == "standard"
                    ? o.sub(X, o.mul(R, v))
                    : o.sub(X, o.mul(R, o.add(gr, o.mul(s(alpha), v))));
      CHECK(x && v);
      I.setOut(k, x);
      I.setOut(n + k, v);
    } else {
      IN(H, 2 + 3 * n + k);
      double alpha = I.attrFloat("alpha", 0.9f),
             beta = I.attrFloat("beta", 0.999f),
             eps = I.attrFloat("epsilon", 1e-6f),
             post = I.attrFloat("norm_coefficient_post", 0);
      Value v = o.add(o.mul(s(alpha), V), o.mul(s(1 - alpha), gr));
      Value h = o.add(o.mul(s(beta), H), o.mul(s(1 - beta), o.mul(gr, gr)));
      Value hs = o.add(o.un<g::SqrtOp>(h), s(eps));
      auto powT = [&](double base) { return I.infer1<g::PowOp>(s(base), Tf); };
      Value radj = o.div(o.mul(R, o.un<g::SqrtOp>(o.sub(s(1), powT(beta)))),
                         o.sub(s(1), powT(alpha)));
      radj = o.sel(tPos, radj, R);
      Value x = o.sub(X, o.mul(radj, o.div(v, hs)));
      x = o.mul(s(1 - post), x);
      CHECK(x && v && h);
      I.setOut(k, x);
      I.setOut(n + k, v);
      I.setOut(2 * n + k, h);
    }
  }
  return success();
}

} // namespace

void mlc::onnximport::registerOptimizerHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["ai.onnx.preview.training.Adagrad"] = convOptimizer;
  m["ai.onnx.preview.training.Momentum"] = convOptimizer;
  m["ai.onnx.preview.training.Adam"] = convOptimizer;
}
