//===- ONNXLinalg.cpp - ONNX contractions ---------------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Linear algebra: MatMul, Gemm, Einsum (diagonals and summed-out indices
// first, then one batched matmul per pair of terms) and Det.
//
//===----------------------------------------------------------------------===//

#include "ComposeOps.h"
#include "ConvertUtils.h"
#include "RuntimeLoop.h"

#include "llvm/ADT/StringSwitch.h"

#include <map>

using namespace mlir;
using namespace mlc;
using namespace mlc::onnximport;
namespace g = mlc::graph;

namespace {

using I = Importer;

LogicalResult convMatMul(I &I) {
  IN(a, 0);
  IN(b, 1);
  bool vecA = I.rank(a) == 1, vecB = I.rank(b) == 1;
  if (vecA)
    a = I.unsqueezeDims(a, {0});
  if (a && vecB)
    b = I.unsqueezeDims(b, {1});
  CHECK(a && b);
  Value y = I.infer1<g::MatmulOp>(a, b, UnitAttr(), UnitAttr());
  CHECK(y);
  int64_t r = I.rank(y);
  SmallVector<int64_t> drop;
  if (vecA)
    drop.push_back(r - 2);
  if (vecB)
    drop.push_back(r - 1);
  if (!drop.empty())
    y = I.squeezeDims(y, drop);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convGemm(I &I) {
  IN(a, 0);
  IN(b, 1);
  if (I.rank(a) != 2 || I.rank(b) != 2)
    return I.fail("A and B must be 2-D");
  UnitAttr ta = I.attrInt("transA", 0) ? I.b.getUnitAttr() : UnitAttr();
  UnitAttr tb = I.attrInt("transB", 0) ? I.b.getUnitAttr() : UnitAttr();
  Value y = I.infer1<g::MatmulOp>(a, b, ta, tb);
  CHECK(y);
  Type et = I.elem(y);
  double alpha = I.attrFloat("alpha", 1), beta = I.attrFloat("beta", 1);
  if (alpha != 1)
    y = binop<g::MulOp>(I, y, I.scalar(alpha, et));
  if (I.hasInput(2) && beta != 0) {
    IN(c, 2);
    if (beta != 1)
      c = binop<g::MulOp>(I, c, I.scalar(beta, et));
    CHECK(c);
    y = binop<g::AddOp>(I, y, c);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// One operand with one letter per dimension.
struct Term {
  Value v;
  std::string letters;
};

/// Takes the diagonal of repeated letters (transpose the pair to the back,
/// merge it, gather every (n+1)-th entry).
FailureOr<Term> diagonals(I &I, Term t) {
  Ops o(I);
  for (;;) {
    int64_t a = -1, b = -1;
    for (size_t i = 0; i < t.letters.size() && a < 0; ++i)
      for (size_t j = i + 1; j < t.letters.size(); ++j)
        if (t.letters[i] == t.letters[j]) {
          a = i;
          b = j;
          break;
        }
    if (a < 0)
      return t;
    auto ty = I.type(t.v);
    int64_t r = ty.getRank(), n = ty.getDimSize(a);
    bool dyn = ty.isDynamicDim(a) || ty.isDynamicDim(b);
    if (!dyn && n != ty.getDimSize(b))
      return (void)I.fail("diagonal dimensions must be equal"), failure();
    SmallVector<int64_t> perm;
    std::string letters;
    for (int64_t d = 0; d < r; ++d)
      if (d != a && d != b) {
        perm.push_back(d);
        letters += t.letters[d];
      }
    perm.push_back(a);
    perm.push_back(b);
    Value v = o.transpose(t.v, perm);
    CHECK(v);
    if (dyn) {
      // Sizes known at run time (ONNX requires the pair's equal; the
      // smaller bounds k, so no index leaves the tensor): entries
      // k (nb + 1) of the merged [na * nb] pair.
      Type i64 = I.b.getI64Type();
      Value vs = I.shapeOf(v);
      Value na = o.take(vs, 0, r - 2), nb = o.take(vs, 0, r - 1);
      SmallVector<int64_t> shape;
      SmallVector<Value> parts;
      for (int64_t d = 0; d < r - 2; ++d) {
        shape.push_back(-1);
        parts.push_back(I.reshape(o.take(vs, 0, d), {1}));
      }
      shape.push_back(-1);
      parts.push_back(I.reshape(o.mul(na, nb), {1}));
      v = I.reshape(v, shape,
                    I.infer1<g::ConcatOp>(ValueRange(parts),
                                          I.b.getI64IntegerAttr(0)));
      Value k = o.counter(o.min(na, nb), i64);
      v = o.gather(v, o.mul(k, o.add(nb, o.i(1, i64))), r - 2);
      CHECK(v);
      t = {v, letters + t.letters[a]};
      continue;
    }
    SmallVector<int64_t> shape(I.type(v).getShape().drop_back(2));
    shape.push_back(n * n);
    v = I.reshape(v, shape);
    SmallVector<int64_t> idx;
    for (int64_t k = 0; k < n; ++k)
      idx.push_back(k * (n + 1));
    v = o.gather(v, o.i64s(idx, {n}), r - 2);
    CHECK(v);
    t = {v, letters + t.letters[a]};
  }
}

/// Sums the letters of `t` that are not in `keep`.
Term sumOut(I &I, Term t, StringRef keep) {
  SmallVector<int64_t> axes;
  std::string letters;
  for (size_t d = 0; d < t.letters.size(); ++d) {
    if (keep.contains(t.letters[d]))
      letters += t.letters[d];
    else
      axes.push_back(d);
  }
  if (axes.empty())
    return t;
  Ops o(I);
  return {o.reduce<g::ReduceSumOp>(t.v, axes, false), letters};
}

Value permuteTo(I &I, Term t, StringRef order) {
  SmallVector<int64_t> perm;
  for (char c : order)
    perm.push_back(t.letters.find(c));
  bool id = true;
  for (size_t i = 0; i < perm.size(); ++i)
    id &= perm[i] == (int64_t)i;
  if (id)
    return t.v;
  Ops o(I);
  return o.transpose(t.v, perm);
}

LogicalResult convEinsum(I &I) {
  std::string eq;
  for (char c : I.attrString("equation", ""))
    if (c != ' ')
      eq += c;
  size_t arrow = eq.find("->");
  std::string lhs = eq.substr(0, arrow);
  SmallVector<StringRef> parts;
  StringRef(lhs).split(parts, ',');
  SmallVector<std::string> ins;
  for (StringRef s : parts)
    ins.push_back(s.str());
  if (ins.size() != I.numInputs())
    return I.fail("the equation names " + Twine(ins.size()) + " operands for " +
                  Twine(I.numInputs()) + " inputs");
  if (ins.size() > 2)
    return I.fail("only one or two operands are supported");
  // Ellipses: the broadcast dimensions get upper-case letters.
  int64_t ellRank = -1;
  SmallVector<Term> terms;
  for (size_t k = 0; k < ins.size(); ++k) {
    IN(v, k);
    std::string s = ins[k];
    size_t e = s.find("...");
    int64_t r = I.rank(v);
    if (e != std::string::npos) {
      int64_t n = r - (int64_t)(s.size() - 3);
      if (n < 0)
        return I.fail("operand rank too small for its subscripts");
      if (ellRank >= 0 && ellRank != n)
        return I.fail("ellipses of different ranks are not supported");
      ellRank = n;
      std::string rep;
      for (int64_t d = 0; d < n; ++d)
        rep += (char)('A' + d);
      s = s.substr(0, e) + rep + s.substr(e + 3);
    }
    if ((int64_t)s.size() != r)
      return I.fail("subscripts '" + ins[k] + "' do not match rank " +
                    Twine(r));
    for (char c : s)
      if (!std::isalpha((unsigned char)c))
        return I.fail("bad subscript '" + Twine(c) + "'");
    terms.push_back({v, s});
  }
  std::string out;
  if (arrow != std::string::npos) {
    out = eq.substr(arrow + 2);
    size_t e = out.find("...");
    if (e != std::string::npos) {
      std::string rep;
      for (int64_t d = 0; d < std::max<int64_t>(ellRank, 0); ++d)
        rep += (char)('A' + d);
      out = out.substr(0, e) + rep + out.substr(e + 3);
    }
  } else {
    // Implicit output: the ellipsis dimensions, then the letters that occur
    // once, in alphabetical order.
    std::map<char, int> count;
    for (const Term &t : terms)
      for (char c : t.letters)
        ++count[c];
    for (int64_t d = 0; d < std::max<int64_t>(ellRank, 0); ++d)
      out += (char)('A' + d);
    for (auto [c, n] : count)
      if (n == 1 && std::islower((unsigned char)c))
        out += c;
  }
  for (Term &t : terms) {
    auto d = diagonals(I, t);
    if (failed(d))
      return failure();
    t = *d;
  }
  Term res;
  if (terms.size() == 1) {
    res = sumOut(I, terms[0], out);
  } else {
    Term a = terms[0], b = terms[1];
    // Letters only in one operand and not in the output are summed first.
    std::string keepA = out + b.letters, keepB = out + a.letters;
    a = sumOut(I, a, keepA);
    b = sumOut(I, b, keepB);
    CHECK(a.v && b.v);
    std::string batch, left, right, con;
    for (char c : a.letters) {
      bool inB = b.letters.find(c) != std::string::npos;
      bool inOut = out.find(c) != std::string::npos;
      if (inB && inOut)
        batch += c;
      else if (inB)
        con += c;
      else
        left += c;
    }
    for (char c : b.letters)
      if (a.letters.find(c) == std::string::npos)
        right += c;
    auto dims = [&](const Term &t, StringRef ls) {
      SmallVector<int64_t> s;
      for (char c : ls)
        s.push_back(I.type(t.v).getDimSize(t.letters.find(c)));
      return s;
    };
    for (char c : batch + con) {
      int64_t da = I.type(a.v).getDimSize(a.letters.find(c)),
              db = I.type(b.v).getDimSize(b.letters.find(c));
      if (da != db && !ShapedType::isDynamic(da) && !ShapedType::isDynamic(db))
        return I.fail("dimensions of '" + Twine(c) +
                      "' differ (broadcasting is not supported)");
    }
    auto bd = dims(a, batch), ld = dims(a, left), cd = dims(a, con),
         rd = dims(b, right);
    bool dyn = false;
    for (ArrayRef<int64_t> s : {ArrayRef<int64_t>(bd), ArrayRef<int64_t>(ld),
                                ArrayRef<int64_t>(cd), ArrayRef<int64_t>(rd)})
      dyn |= llvm::any_of(s, ShapedType::isDynamic);
    Value av = permuteTo(I, a, batch + left + con);
    Value bv = permuteTo(I, b, batch + con + right);
    CHECK(av && bv);
    if (!dyn) {
      int64_t Bn = product(bd), M = product(ld), K = product(cd),
              N = product(rd);
      av = I.reshape(av, {Bn, M, K});
      bv = I.reshape(bv, {Bn, K, N});
    } else {
      // Sizes known at run time: each group's product from the operands'
      // shapes, the reshapes by shape operands (the matmul checks that the
      // contracted and batch sizes agree).
      Ops o(I);
      Type i64 = I.b.getI64Type();
      auto sizeOf = [&](Value v, StringRef letters, StringRef group) {
        Value shape = I.shapeOf(v), p = o.i(1, i64);
        for (char c : group)
          p = o.mul(p, o.take(shape, 0, letters.find(c)));
        return p;
      };
      std::string al = batch + left + con, bl = batch + con + right;
      av =
          I.reshape(av, {-1, -1, -1},
                    shapeVector(I, {sizeOf(av, al, batch), sizeOf(av, al, left),
                                    sizeOf(av, al, con)}));
      bv = I.reshape(bv, {-1, -1, -1},
                     shapeVector(I, {sizeOf(bv, bl, batch), sizeOf(bv, bl, con),
                                     sizeOf(bv, bl, right)}));
    }
    Value mm = I.infer1<g::MatmulOp>(av, bv, UnitAttr(), UnitAttr());
    CHECK(mm);
    SmallVector<int64_t> shape(bd);
    shape.append(ld.begin(), ld.end());
    shape.append(rd.begin(), rd.end());
    if (!dyn) {
      res = {I.reshape(mm, shape), batch + left + right};
    } else {
      // The result's sizes: batch and left from a, right from b.
      Ops o(I);
      SmallVector<Value> parts;
      Value as = I.shapeOf(a.v), bs = I.shapeOf(b.v);
      for (char c : batch + left)
        parts.push_back(I.reshape(o.take(as, 0, a.letters.find(c)), {1}));
      for (char c : right)
        parts.push_back(I.reshape(o.take(bs, 0, b.letters.find(c)), {1}));
      for (int64_t &d : shape)
        d = ShapedType::isDynamic(d) ? -1 : d;
      Value v = mm;
      if (!parts.empty())
        v = I.reshape(mm, shape,
                      I.infer1<g::ConcatOp>(ValueRange(parts),
                                            I.b.getI64IntegerAttr(0)));
      else
        v = I.reshape(mm, {});
      res = {v, batch + left + right};
    }
  }
  CHECK(res.v);
  if (res.letters.size() != out.size())
    return I.fail("output subscripts '" + out + "' are not supported");
  Value y = permuteTo(I, res, out);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The determinant of the matrix of entries `m` (n x n, each [batch...])
/// by cofactor expansion along the first row.
Value detOf(I &I, ArrayRef<Value> m, int64_t n) {
  Ops o(I);
  if (n == 1)
    return m[0];
  if (n == 2)
    return o.sub(o.mul(m[0], m[3]), o.mul(m[1], m[2]));
  Value acc;
  for (int64_t j = 0; j < n; ++j) {
    SmallVector<Value> minor;
    for (int64_t r = 1; r < n; ++r)
      for (int64_t c = 0; c < n; ++c)
        if (c != j)
          minor.push_back(m[r * n + c]);
    Value t = o.mul(m[j], detOf(I, minor, n - 1));
    acc = !acc ? t : (j % 2 ? o.sub(acc, t) : o.add(acc, t));
  }
  return acc;
}

/// Det of matrices of a size known only at run time, or larger than 4x4:
/// Gaussian elimination with partial pivoting over the matrices as [B, n,
/// n], one column a trip of a run-time loop. Trip k swaps row k with the
/// row at or below it of the largest |entry| in column k (a gather of the
/// rows; each swap flips the sign), multiplies the determinant by the pivot
/// and subtracts multiples of row k from the rows below; a zero pivot makes
/// the determinant 0 (its column is skipped, no division by zero).
LogicalResult runtimeDet(I &I, Value x) {
  auto t = I.type(x);
  int64_t r = t.getRank();
  Type et = t.getElementType(), i64 = I.b.getI64Type();
  Ops o(I);
  Value xs = I.shapeOf(x);
  // ONNX asks for square matrices; the trips stop at the smaller size so
  // that no index leaves a non-square one.
  Value n = o.min(o.take(xs, 0, r - 1), o.take(xs, 0, r - 2)),
        batch = o.i(1, i64);
  for (int64_t d = 0; d < r - 2; ++d)
    batch = o.mul(batch, o.take(xs, 0, d));
  CHECK(batch);
  Value a = I.reshape(x, {-1, -1, -1},
                      shapeVector(I, {batch, n, o.take(xs, 0, r - 2)}));
  auto bt = I.tensorType({ShapedType::kDynamic}, et);
  Value det = I.make<g::BroadcastToOp>(bt, o.f(1, et), shapeVector(I, {batch}));
  CHECK(a && det);
  auto results = runtimeLoop(
      I, {a, det}, /*nScalars=*/0, {}, 0,
      [&](Value i, ValueRange) -> Value {
        return o.cmp(g::CmpPredicate::lt, i, n);
      },
      [&](Value i, ValueRange cv) -> FailureOr<SmallVector<Value>> {
        Value A = cv[0], d = cv[1];
        Value col = o.gather(A, i, 2); // [B, n]
        if (!col)
          return failure();
        Value row = I.make<g::IotaOp>(
            I.tensorType(I.type(col).getShape(), i64),
            I.b.getI64IntegerAttr(1), col);
        Value cand = o.sel(o.cmp(g::CmpPredicate::lt, row, i), o.f(-1, et),
                           o.un<g::AbsOp>(col));
        Value p = I.infer1<g::ArgMaxOp>(cand, I.b.getI64IntegerAttr(1),
                                        I.b.getBoolAttr(true), UnitAttr());
        if (!p)
          return failure();
        Value perm = o.sel(o.cmp(g::CmpPredicate::eq, row, i), p,
                           o.sel(o.cmp(g::CmpPredicate::eq, row, p), i, row));
        if (!perm)
          return failure();
        perm = I.make<g::BroadcastToOp>(
            I.tensorType(I.type(A).getShape(), i64),
            I.unsqueezeDims(perm, {2}), I.shapeOf(A));
        A = I.infer1<g::GatherElementsOp>(A, perm, I.b.getI64IntegerAttr(1));
        Value pivotRow = o.gather(A, i, 1); // [B, n]
        Value pivot = o.gather(pivotRow, i, 1); // [B]
        Value below = o.gather(A, i, 2);    // [B, n], swapped
        Value zero = o.cmp(g::CmpPredicate::eq, pivot, o.f(0, et));
        Value safe = I.unsqueezeDims(o.sel(zero, o.f(1, et), pivot), {1});
        Value f = o.sel(o.cmp(g::CmpPredicate::gt, row, i), o.div(below, safe),
                        o.f(0, et));
        f = o.sel(I.unsqueezeDims(zero, {1}), o.f(0, et), f);
        A = o.sub(A, o.mul(I.unsqueezeDims(f, {2}),
                           I.unsqueezeDims(pivotRow, {1})));
        Value swapped = o.cmp(g::CmpPredicate::ne, I.squeezeDims(p, {1}), i);
        d = o.mul(o.mul(d, pivot), o.sel(swapped, o.f(-1, et), o.f(1, et)));
        if (!A || !d)
          return failure();
        return SmallVector<Value>{A, d};
      });
  if (failed(results))
    return failure();
  Value y = (*results)[1];
  if (r == 2) {
    y = I.reshape(y, {});
  } else {
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < r - 2; ++d)
      dims.push_back(t.isDynamicDim(d) ? -1 : t.getDimSize(d));
    y = I.reshape(y, dims,
                  I.infer1<g::SliceOp>(xs, I.b.getDenseI64ArrayAttr({0}),
                                       I.b.getDenseI64ArrayAttr({r - 2}),
                                       I.b.getDenseI64ArrayAttr({0}),
                                       I.b.getDenseI64ArrayAttr({1})));
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convDet(I &I) {
  IN(x, 0);
  auto t = I.type(x);
  int64_t r = t.getRank();
  if (r < 2 || (!t.isDynamicDim(r - 1) && !t.isDynamicDim(r - 2) &&
                t.getDimSize(r - 1) != t.getDimSize(r - 2)))
    return I.fail("needs square matrices in the trailing dimensions");
  if (!isa<FloatType>(t.getElementType()))
    return I.fail("needs a floating-point input");
  int64_t n = t.getDimSize(r - 1);
  if (t.isDynamicDim(r - 1) || t.isDynamicDim(r - 2) || n > 4)
    return runtimeDet(I, x);
  Ops o(I);
  SmallVector<Value> m;
  for (int64_t i = 0; i < n; ++i) {
    Value row = o.take(x, r - 2, i);
    for (int64_t j = 0; j < n; ++j)
      m.push_back(o.take(row, r - 2, j));
  }
  if (llvm::any_of(m, [](Value v) { return !v; }))
    return failure();
  Value y = detOf(I, m, n);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerLinalgHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["MatMul"] = convMatMul;
  m["Gemm"] = convGemm;
  m["Einsum"] = convEinsum;
  m["Det"] = convDet;
}
