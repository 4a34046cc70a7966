//===- ONNXNN.cpp - ONNX convolutions, pooling, normalizations ------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Neural-network ops: Conv, ConvTranspose, the poolings (MaxPool with its
// Indices output, MaxUnpool), Softmax and its kin, the normalizations
// (BatchNormalization in inference and training mode, LayerNormalization,
// RMSNormalization and onnxruntime's (Skip)SimplifiedLayerNormalization,
// InstanceNormalization, LpNormalization, MeanVarianceNormalization, LRN),
// the losses, Dropout, GridSample and AffineGrid.
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

/// Explicit pads for auto_pad = SAME_UPPER / SAME_LOWER / VALID. SAME with
/// a stride over a spatial size known only at run time pads by an amount
/// known only then: `x` is returned padded with `fill` (pads all 0).
LogicalResult autoPads(I &I, Value &x, ArrayRef<int64_t> kernel,
                       ArrayRef<int64_t> strides, ArrayRef<int64_t> dil,
                       SmallVectorImpl<int64_t> &pads, Value fill = {}) {
  std::string ap = I.attrString("auto_pad", "NOTSET");
  int64_t k = kernel.size();
  if (ap == "NOTSET" || ap.empty())
    return success();
  pads.assign(2 * k, 0);
  if (ap == "VALID")
    return success();
  if (ap != "SAME_UPPER" && ap != "SAME_LOWER")
    return I.fail("unsupported auto_pad '" + ap + "'");
  auto t = I.type(x);
  bool runtime = false;
  for (int64_t i = 0; i < k; ++i)
    runtime |= t.isDynamicDim(2 + i) && !strides.empty() && strides[i] != 1;
  if (runtime) {
    if (!fill)
      return I.fail("auto_pad " + ap +
                    " with a stride needs static spatial dimensions");
    // total = max(((in + s - 1) / s - 1) s + (kernel - 1) d + 1 - in, 0)
    // = max((kernel - 1) d + 1 - ((in - 1) mod s + 1), 0).
    Ops o(I);
    Type i64 = I.b.getI64Type();
    Value xs = I.shapeOf(x);
    SmallVector<int64_t> axes;
    SmallVector<Value> lo, hi;
    for (int64_t i = 0; i < k; ++i) {
      int64_t s = strides[i], d = dil.empty() ? 1 : dil[i];
      Value in = o.take(xs, 0, 2 + i);
      Value rem = o.add(o.mod(o.sub(in, o.i(1, i64)), o.i(s, i64)),
                        o.i(1, i64));
      Value total =
          o.max(o.sub(o.i((kernel[i] - 1) * d + 1, i64), rem), o.i(0, i64));
      Value small = o.div(total, o.i(2, i64)), big = o.sub(total, small);
      axes.push_back(2 + i);
      lo.push_back(ap == "SAME_UPPER" ? small : big);
      hi.push_back(ap == "SAME_UPPER" ? big : small);
    }
    x = padAtRunTime(I, x, axes, lo, hi, "constant", fill);
    return success(x != nullptr);
  }
  for (int64_t i = 0; i < k; ++i) {
    int64_t in = t.getDimSize(2 + i);
    int64_t s = strides.empty() ? 1 : strides[i];
    int64_t d = dil.empty() ? 1 : dil[i];
    int64_t total;
    if (ShapedType::isDynamic(in)) {
      // With stride 1 the padding does not depend on the input size.
      total = (kernel[i] - 1) * d;
    } else {
      int64_t out = (in + s - 1) / s;
      total =
          std::max<int64_t>((out - 1) * s + (kernel[i] - 1) * d + 1 - in, 0);
    }
    int64_t small = total / 2, big = total - small;
    pads[i] = ap == "SAME_UPPER" ? small : big;
    pads[i + k] = ap == "SAME_UPPER" ? big : small;
  }
  return success();
}

DenseI64ArrayAttr optArray(I &I, const std::optional<SmallVector<int64_t>> &v) {
  return v && !v->empty() ? I.b.getDenseI64ArrayAttr(*v) : DenseI64ArrayAttr();
}

LogicalResult convConv(I &I) {
  IN(x, 0);
  IN(w, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  if (I.rank(x) < 3 || I.rank(x) > 5)
    return I.fail("only 1-D to 3-D convolutions are supported");
  auto wt = I.type(w);
  SmallVector<int64_t> kernel;
  if (auto ks = I.attrInts("kernel_shape"))
    kernel = *ks;
  else
    for (int64_t d = 2; d < wt.getRank(); ++d)
      kernel.push_back(wt.getDimSize(d));
  auto strides = I.attrInts("strides"), dil = I.attrInts("dilations");
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>());
  if (failed(autoPads(I, x, kernel, strides.value_or(SmallVector<int64_t>()),
                      dil.value_or(SmallVector<int64_t>()), pads,
                      I.scalar(0, I.elem(x)))))
    return failure();
  Value y = I.infer1<g::ConvOp>(
      x, w, Opt{bias}, optArray(I, strides), optArray(I, dil),
      pads.empty() ? DenseI64ArrayAttr() : I.b.getDenseI64ArrayAttr(pads),
      I.b.getI64IntegerAttr(I.attrInt("group", 1)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convConvTranspose(I &I) {
  IN(x, 0);
  IN(w, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  auto xt = I.type(x), wt = I.type(w);
  int64_t k = xt.getRank() - 2;
  if (k < 1 || k > 3)
    return I.fail("only 1-D to 3-D transposed convolutions are supported");
  SmallVector<int64_t> kernel;
  if (auto ks = I.attrInts("kernel_shape"))
    kernel = *ks;
  else
    for (int64_t d = 2; d < wt.getRank(); ++d)
      kernel.push_back(wt.getDimSize(d));
  SmallVector<int64_t> strides =
      I.attrInts("strides").value_or(SmallVector<int64_t>(k, 1));
  SmallVector<int64_t> dil =
      I.attrInts("dilations").value_or(SmallVector<int64_t>(k, 1));
  SmallVector<int64_t> outPad =
      I.attrInts("output_padding").value_or(SmallVector<int64_t>(k, 0));
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>(2 * k, 0));
  std::string ap = I.attrString("auto_pad", "NOTSET");
  auto outShape = I.attrInts("output_shape");
  bool same = ap == "SAME_UPPER" || ap == "SAME_LOWER";
  bool dynKernel = llvm::any_of(kernel, ShapedType::isDynamic);
  bool dynIn = false;
  for (int64_t i = 0; i < k; ++i)
    dynIn |= xt.isDynamicDim(2 + i);
  if ((outShape || same) && (dynKernel || (outShape && dynIn))) {
    // The padding depends on sizes known only at run time: the full
    // result (no pads, the output padding at the end) cropped or zero
    // padded at run time to the output size (output_shape, or input *
    // stride for SAME), then the bias.
    Ops o(I);
    Type i64 = I.b.getI64Type();
    Value full = I.infer1<g::ConvTransposeOp>(
        x, w, Opt{}, I.b.getDenseI64ArrayAttr(strides),
        I.b.getDenseI64ArrayAttr(dil),
        I.b.getDenseI64ArrayAttr(SmallVector<int64_t>(2 * k, 0)),
        I.b.getDenseI64ArrayAttr(outPad),
        I.b.getI64IntegerAttr(I.attrInt("group", 1)));
    CHECK(full);
    Value fs = I.shapeOf(full), xs = I.shapeOf(x);
    SmallVector<int64_t> axes;
    SmallVector<Value> lo, hi;
    for (int64_t i = 0; i < k; ++i) {
      Value F = o.take(fs, 0, 2 + i);
      Value out = outShape
                      ? o.i((*outShape)[outShape->size() - k + i], i64)
                      : o.mul(o.take(xs, 0, 2 + i), o.i(strides[i], i64));
      Value total = o.max(o.sub(F, out), o.i(0, i64));
      Value half = o.div(total, o.i(2, i64));
      Value begin = ap == "SAME_UPPER" ? half : o.sub(total, half);
      axes.push_back(2 + i);
      lo.push_back(o.sub(o.i(0, i64), begin));
      hi.push_back(o.add(o.sub(out, F), begin));
    }
    Value y = padAtRunTime(I, full, axes, lo, hi, "constant",
                           I.scalar(0, I.elem(full)));
    if (bias) {
      SmallVector<int64_t> at = {0};
      for (int64_t i = 0; i < k; ++i)
        at.push_back(2 + i);
      y = o.add(y, I.unsqueezeDims(bias, at));
    }
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  if (outShape || same) {
    for (int64_t i = 0; i < k; ++i) {
      int64_t in = xt.getDimSize(2 + i);
      int64_t total;
      if (outShape) {
        if (ShapedType::isDynamic(in))
          return I.fail("output_shape needs static spatial dimensions");
        total = strides[i] * (in - 1) + outPad[i] +
                ((kernel[i] - 1) * dil[i] + 1) -
                (*outShape)[outShape->size() - k + i];
      } else {
        // SAME: the output is input * stride; the padding does not depend
        // on the input size.
        total = outPad[i] + (kernel[i] - 1) * dil[i] + 1 - strides[i];
      }
      if (total < 0) {
        // The output is larger than the full result: extra output padding.
        outPad[i] += -total;
        total = 0;
      }
      if (ap == "SAME_UPPER") {
        pads[i] = total / 2;
        pads[i + k] = total - total / 2;
      } else {
        pads[i] = total - total / 2;
        pads[i + k] = total / 2;
      }
    }
  } else if (ap == "VALID") {
    pads.assign(2 * k, 0);
  }
  Value y = I.infer1<g::ConvTransposeOp>(
      x, w, Opt{bias}, I.b.getDenseI64ArrayAttr(strides),
      I.b.getDenseI64ArrayAttr(dil), I.b.getDenseI64ArrayAttr(pads),
      I.b.getDenseI64ArrayAttr(outPad),
      I.b.getI64IntegerAttr(I.attrInt("group", 1)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

namespace {

/// The sum of each channel's window (kernel, strides, dilations, zero pads)
/// of `x` [N, C, spatial..]: every channel an image of one channel,
/// convolved with a kernel of ones (LpPool, AveragePool with dilations).
Value windowSums(I &I, Value x, ArrayRef<int64_t> kernel,
                 const std::optional<SmallVector<int64_t>> &strides,
                 const std::optional<SmallVector<int64_t>> &dil,
                 ArrayRef<int64_t> pads) {
  Ops o(I);
  Type et = I.elem(x);
  auto xt = I.type(x);
  int64_t r = xt.getRank();
  SmallVector<int64_t> flat = {-1, 1};
  for (int64_t i = 2; i < r; ++i)
    flat.push_back(xt.isDynamicDim(i) ? -1 : xt.getDimSize(i));
  Value xs = I.shapeOf(x);
  auto tail = [&](Value shape) {
    return I.infer1<g::SliceOp>(shape, I.b.getDenseI64ArrayAttr({2}),
                                I.b.getDenseI64ArrayAttr({INT64_MAX}),
                                I.b.getDenseI64ArrayAttr({0}),
                                DenseI64ArrayAttr());
  };
  Value flatShape = I.infer1<g::ConcatOp>(
      ValueRange{I.intVector({-1, 1}), tail(xs)}, I.b.getI64IntegerAttr(0));
  if (!flatShape)
    return {};
  Value images = I.reshape(x, flat, flatShape);
  SmallVector<int64_t> wShape = {1, 1};
  wShape.append(kernel.begin(), kernel.end());
  Value ones = o.broadcastTo(I.scalar(1, et), wShape);
  Value sums = I.infer1<g::ConvOp>(
      images, ones, Opt{}, optArray(I, strides), optArray(I, dil),
      pads.empty() ? DenseI64ArrayAttr() : I.b.getDenseI64ArrayAttr(pads),
      I.b.getI64IntegerAttr(1));
  if (!sums)
    return {};
  // Back to [N, C, ...].
  auto st = I.type(sums);
  SmallVector<int64_t> back = {xt.getDimSize(0), xt.getDimSize(1)};
  for (int64_t i = 2; i < r; ++i)
    back.push_back(st.getDimSize(i));
  for (int64_t &d : back)
    if (ShapedType::isDynamic(d))
      d = -1;
  Value head = I.infer1<g::SliceOp>(
      xs, I.b.getDenseI64ArrayAttr({0}), I.b.getDenseI64ArrayAttr({2}),
      I.b.getDenseI64ArrayAttr({0}), DenseI64ArrayAttr());
  Value backShape = I.infer1<g::ConcatOp>(
      ValueRange{head, tail(I.shapeOf(sums))}, I.b.getI64IntegerAttr(0));
  if (!backShape)
    return {};
  return I.reshape(sums, back, backShape);
}

/// AveragePool with dilations (opset 19): window sums (windowSums) over
/// the count of the elements each window covers: those of x, with
/// count_include_pad also those of the pads, never those of the extra
/// zeros that ceil_mode's last window reaches past the pads. `unpadded`:
/// x before autoPads padded it with zeros for run-time SAME pads.
Value dilatedAvgPool(I &I, Value x, ArrayRef<int64_t> kernel,
                     const std::optional<SmallVector<int64_t>> &strides,
                     ArrayRef<int64_t> dil, ArrayRef<int64_t> pads,
                     Value unpadded) {
  Type et = I.elem(x);
  if (!isa<FloatType>(et))
    return I.error() << "dilations need a floating-point input", Value();
  auto xt = I.type(x);
  int64_t k = kernel.size();
  bool ceil = I.attrInt("ceil_mode", 0);
  bool cip = I.attrInt("count_include_pad", 0);
  SmallVector<int64_t> p(pads);
  if (p.empty())
    p.assign(2 * k, 0);
  SmallVector<int64_t> s = strides.value_or(SmallVector<int64_t>(k, 1));
  // ceil_mode: zeros past the end pads so that the convolution gives the
  // ceil count of windows (the last one starting inside x or its begin pad).
  SmallVector<int64_t> extra(k, 0);
  if (ceil) {
    for (int64_t i = 0; i < k; ++i) {
      int64_t in = xt.getDimSize(2 + i);
      if (ShapedType::isDynamic(in))
        return I.error() << "dilations with ceil_mode need static spatial "
                            "sizes",
               Value();
      int64_t span = in + p[i] + p[i + k] - dil[i] * (kernel[i] - 1) - 1;
      int64_t out = llvm::divideCeil(std::max<int64_t>(span, 0), s[i]) + 1;
      if ((out - 1) * s[i] >= in + p[i])
        --out;
      extra[i] =
          std::max<int64_t>(0, (out - 1) * s[i] + dil[i] * (kernel[i] - 1) + 1 -
                                   (in + p[i] + p[i + k]));
    }
  }
  SmallVector<int64_t> convPads(p);
  for (int64_t i = 0; i < k; ++i)
    convPads[i + k] += extra[i];
  std::optional<SmallVector<int64_t>> d = SmallVector<int64_t>(dil);
  Value sums = windowSums(I, x, kernel, strides, d, convPads);
  // The count: ones where an element counts, the same windows.
  // Run-time SAME pads (autoPads) count as the explicit ones do: with
  // count_include_pad only.
  bool sameUncounted = unpadded && !cip;
  Value base = sameUncounted ? unpadded : x;
  Value ones =
      I.make<g::BroadcastToOp>(I.type(base), I.scalar(1, et), I.shapeOf(base));
  if (sameUncounted) {
    SmallVector<int64_t> zero(2 * k, 0);
    if (failed(autoPads(I, ones, kernel, s, SmallVector<int64_t>(dil), zero,
                        I.scalar(0, et))))
      return {};
  }
  SmallVector<int64_t> countPads(convPads);
  if (cip) {
    // The explicit pads count: ones there, zeros only past them.
    SmallVector<int64_t> full(2 * (k + 2), 0);
    for (int64_t i = 0; i < k; ++i) {
      full[2 + i] = p[i];
      full[2 + i + k + 2] = p[i + k];
      countPads[i] = 0;
      countPads[i + k] = extra[i];
    }
    ones = I.infer1<g::PadOp>(ones, I.b.getDenseI64ArrayAttr(full),
                              g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                              I.b.getF64FloatAttr(1.0));
  }
  Value count = windowSums(I, ones, kernel, strides, d, countPads);
  return Ops(I).div(sums, count);
}

} // namespace

Value mlc::onnximport::poolFromAttrs(Importer &I, Value x, bool isMax) {
  StringRef op = isMax ? "MaxPool" : "AveragePool";
  auto kernel = I.attrInts("kernel_shape");
  if (!kernel)
    return I.error() << "missing kernel_shape", Value();
  if (I.rank(x) - 2 != (int64_t)kernel->size())
    return I.error() << "kernel_shape does not match the input rank", Value();
  auto strides = I.attrInts("strides"), dil = I.attrInts("dilations");
  if (I.attrInt("storage_order", 0))
    return I.error() << "storage_order = 1 is not supported", Value();
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>());
  // Run-time SAME pads come as a padded x: -inf for MaxPool; zeros for
  // AveragePool, whose count excludes them then by dividing by the same
  // pool of a padded tensor of ones.
  Value unpadded = x;
  Type et = I.elem(x);
  if (failed(autoPads(I, x, *kernel, strides.value_or(SmallVector<int64_t>()),
                      dil.value_or(SmallVector<int64_t>()), pads,
                      isa<FloatType>(et)
                          ? I.scalar(op == "MaxPool" ? -INFINITY : 0.0, et)
                          : Value())))
    return {};
  bool prePadded = x != unpadded;
  UnitAttr ceil = I.attrInt("ceil_mode", 0) ? I.b.getUnitAttr() : UnitAttr();
  DenseI64ArrayAttr padsAttr =
      pads.empty() ? DenseI64ArrayAttr() : I.b.getDenseI64ArrayAttr(pads);
  Value y;
  if (op == "MaxPool") {
    y = I.infer1<g::MaxPoolOp>(x, I.b.getDenseI64ArrayAttr(*kernel),
                               optArray(I, strides), optArray(I, dil), padsAttr,
                               ceil);
  } else {
    if (dil && llvm::any_of(*dil, [](int64_t d) { return d != 1; }))
      return dilatedAvgPool(I, x, *kernel, strides, *dil, pads,
                            prePadded ? unpadded : Value());
    UnitAttr cip =
        I.attrInt("count_include_pad", 0) ? I.b.getUnitAttr() : UnitAttr();
    y = I.infer1<g::AvgPoolOp>(x, I.b.getDenseI64ArrayAttr(*kernel),
                               optArray(I, strides), padsAttr, ceil, cip);
    if (prePadded && !cip) {
      Value ones = I.make<g::BroadcastToOp>(I.type(unpadded),
                                            I.scalar(1, et),
                                            I.shapeOf(unpadded));
      SmallVector<int64_t> zero(pads.size(), 0);
      Value n = ones;
      if (failed(autoPads(
              I, n, *kernel, strides.value_or(SmallVector<int64_t>()),
              dil.value_or(SmallVector<int64_t>()), zero, I.scalar(0, et))))
        return {};
      Value count =
          I.infer1<g::AvgPoolOp>(n, I.b.getDenseI64ArrayAttr(*kernel),
                                 optArray(I, strides), padsAttr, ceil, cip);
      y = Ops(I).div(y, count);
    }
  }
  return y;
}

namespace {

LogicalResult convPool(I &I) {
  IN(x, 0);
  if (I.wantsOutput(1))
    return I.fail("the Indices output is not supported");
  Value y = poolFromAttrs(I, x, I.node->op_type() == "MaxPool");
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// LpPool: (sum over each window of |x|^p)^(1/p), the windows' sums a
/// convolution of each channel (as its own image, [N*C, 1, ...]) with a
/// kernel of ones, which takes strides, dilations and explicit or SAME pads
/// (zeros, which add nothing) as the pool does.
LogicalResult convLpPool(I &I) {
  IN(x, 0);
  auto kernel = I.attrInts("kernel_shape");
  if (!kernel)
    return I.fail("missing kernel_shape");
  int64_t r = I.rank(x), k = kernel->size();
  if (r - 2 != k || k < 1)
    return I.fail("kernel_shape does not match the input rank");
  if (I.attrInt("ceil_mode", 0))
    return I.fail("ceil_mode = 1 is not supported");
  Type et = I.elem(x);
  if (!isa<FloatType>(et))
    return I.fail("needs a floating-point input");
  int64_t p = I.attrInt("p", 2);
  if (p < 1)
    return I.fail("p must be at least 1");
  auto strides = I.attrInts("strides"), dil = I.attrInts("dilations");
  SmallVector<int64_t> pads =
      I.attrInts("pads").value_or(SmallVector<int64_t>());
  Ops o(I);
  Value a = I.make<g::AbsOp>(x.getType(), x);
  Value ap = p == 1 ? a : p == 2 ? o.mul(a, a)
                                 : I.infer1<g::PowOp>(a, o.f(p, et));
  CHECK(ap);
  if (failed(autoPads(I, ap, *kernel, strides.value_or(SmallVector<int64_t>()),
                      dil.value_or(SmallVector<int64_t>()), pads,
                      I.scalar(0, et))))
    return failure();
  Value y = windowSums(I, ap, *kernel, strides, dil, pads);
  CHECK(y);
  if (p == 2)
    y = I.make<g::SqrtOp>(y.getType(), y);
  else if (p != 1)
    y = I.infer1<g::PowOp>(y, o.f(1.0 / p, et));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// MaxPool with the Indices output (2-D, no dilation, no ceil mode): the
/// kernel positions are strided slices of the (-inf) padded input stacked
/// on a new axis; the max and the first argmax over it give the values and,
/// through a constant table, the flat input indices (row-major, or
/// column-major with storage_order = 1, over the whole tensor).
LogicalResult convMaxPoolIndices(I &I) {
  if (!I.wantsOutput(1))
    return convPool(I);
  IN(x, 0);
  auto xt = I.type(x);
  Type et = xt.getElementType();
  if (xt.getRank() != 4 || !isa<FloatType>(et))
    return I.fail("the Indices output needs a 4-D float input");
  auto ks = I.attrInts("kernel_shape");
  if (!ks || ks->size() != 2)
    return I.fail("the Indices output needs a 2-D kernel_shape");
  auto dil = I.attrInts("dilations");
  if ((dil && llvm::any_of(*dil, [](int64_t d) { return d != 1; })) ||
      I.attrInt("ceil_mode", 0) ||
      I.attrString("auto_pad", "NOTSET") != "NOTSET")
    return I.fail("the Indices output needs dilations 1, ceil_mode 0 and "
                  "explicit pads");
  auto st = I.attrInts("strides").value_or(SmallVector<int64_t>{1, 1});
  auto pads = I.attrInts("pads").value_or(SmallVector<int64_t>(4, 0));
  bool colMajor = I.attrInt("storage_order", 0);
  int64_t N = xt.getDimSize(0), C = xt.getDimSize(1), H = xt.getDimSize(2),
          W = xt.getDimSize(3), kh = (*ks)[0], kw = (*ks)[1];
  bool dyn = !xt.hasStaticShape();
  // The output's spatial sizes, used only when every size is static (a
  // dynamic one is ShapedType::kDynamic, not a number to compute with).
  int64_t OH = 0, OW = 0;
  if (!dyn) {
    OH = (H + pads[0] + pads[2] - kh) / st[0] + 1;
    OW = (W + pads[1] + pads[3] - kw) / st[1] + 1;
    if (OH <= 0 || OW <= 0)
      return I.fail("the output would be empty");
  }
  Ops o(I);
  Value p =
      I.infer1<g::PadOp>(x,
                         I.b.getDenseI64ArrayAttr(
                             {0, 0, pads[0], pads[1], 0, 0, pads[2], pads[3]}),
                         g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                         I.b.getF64FloatAttr(-INFINITY));
  CHECK(p);
  SmallVector<Value> parts;
  SmallVector<int64_t> table;
  // A window position's slice ends where the last window does: with sizes
  // known only at run time, counted from the back of the padded input.
  auto endOf = [&](int64_t i, int64_t k, int64_t s, int64_t out) -> int64_t {
    if (!dyn)
      return i + s * (out - 1) + 1;
    return i == k - 1 ? INT64_MAX : i - (k - 1);
  };
  for (int64_t i = 0; i < kh; ++i)
    for (int64_t j = 0; j < kw; ++j) {
      Value sl = I.infer1<g::SliceOp>(
          p, I.b.getDenseI64ArrayAttr({i, j}),
          I.b.getDenseI64ArrayAttr(
              {endOf(i, kh, st[0], OH), endOf(j, kw, st[1], OW)}),
          I.b.getDenseI64ArrayAttr({2, 3}),
          I.b.getDenseI64ArrayAttr({st[0], st[1]}));
      CHECK(sl);
      parts.push_back(I.unsqueezeDims(sl, {2}));
      CHECK(parts.back());
      for (int64_t oh = 0; oh < OH && !dyn; ++oh)
        for (int64_t ow = 0; ow < OW; ++ow) {
          int64_t h = oh * st[0] + i - pads[0], w = ow * st[1] + j - pads[1];
          table.push_back(colMajor ? w * H + h : h * W + w);
        }
    }
  Value stack =
      I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(2));
  CHECK(stack);
  Value y = o.reduce<g::ReduceMaxOp>(stack, {2}, false);
  Value am = I.infer1<g::ArgMaxOp>(stack, I.b.getI64IntegerAttr(2),
                                   I.b.getBoolAttr(true), UnitAttr());
  CHECK(y && am);
  if (dyn) {
    // The flat input index of each argmax from run-time sizes: window
    // position (i, j) = (am / kw, am % kw), h = oh s0 + i - p0, w likewise,
    // plus (n C + c) H W.
    Type i64 = I.b.getI64Type();
    am = I.squeezeDims(am, {2}); // [N, C, OH, OW]
    CHECK(am);
    Value xs = I.shapeOf(x);
    Value Cv = o.take(xs, 0, 1), Hv = o.take(xs, 0, 2), Wv = o.take(xs, 0, 3);
    auto it = I.tensorType(I.type(am).getShape(), i64);
    auto iota = [&](int64_t d) {
      return I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(d), am);
    };
    Value i = o.div(am, o.i(kw, i64)), j = o.mod(am, o.i(kw, i64));
    Value h = o.add(o.mul(iota(2), o.i(st[0], i64)), o.sub(i, o.i(pads[0], i64)));
    Value w = o.add(o.mul(iota(3), o.i(st[1], i64)), o.sub(j, o.i(pads[1], i64)));
    Value within = colMajor ? o.add(o.mul(w, Hv), h) : o.add(o.mul(h, Wv), w);
    Value plane = o.mul(o.add(o.mul(iota(0), Cv), iota(1)), o.mul(Hv, Wv));
    Value idx = o.add(plane, within);
    CHECK(idx);
    I.setOut(0, y);
    I.setOut(1, idx);
    return success();
  }
  int64_t K = kh * kw;
  Value tab =
      o.broadcastTo(o.i64s(table, {1, 1, K, OH, OW}), {N, C, K, OH, OW});
  Value idx = I.infer1<g::GatherElementsOp>(tab, am, I.b.getI64IntegerAttr(2));
  CHECK(idx);
  SmallVector<int64_t> nc;
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c)
      nc.push_back((n * C + c) * H * W);
  idx = o.add(I.reshape(idx, {N, C, OH, OW}), o.i64s(nc, {N, C, 1, 1}));
  CHECK(idx);
  I.setOut(0, y);
  I.setOut(1, idx);
  return success();
}

LogicalResult convGlobalPool(I &I) {
  IN(x, 0);
  SmallVector<int64_t> axes;
  for (int64_t d = 2; d < I.rank(x); ++d)
    axes.push_back(d);
  auto ax = I.b.getDenseI64ArrayAttr(axes);
  Value y = I.node->op_type() == "GlobalMaxPool"
                ? I.infer1<g::ReduceMaxOp>(x, ax, I.b.getBoolAttr(true))
                : I.infer1<g::ReduceMeanOp>(x, ax, I.b.getBoolAttr(true));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// The zero tensor of MaxUnpool's output, flattened: `total` entries.
Value unpoolZeros(I &I, Type et, Value total) {
  Ops o(I);
  Value zero = isa<FloatType>(et) ? o.f(0, et) : o.i(0, et);
  return I.make<g::BroadcastToOp>(I.tensorType({ShapedType::kDynamic}, et),
                                  zero, I.reshape(total, {1}));
}

/// MaxUnpool with a dynamic input or an output_shape known only at run
/// time: the output's sizes, the default shape's and the strides that move
/// each index to its coordinates in the output are computed at run time.
LogicalResult runtimeMaxUnpool(I &I, Value x, Value ind, Value outShape,
                               ArrayRef<int64_t> ks, ArrayRef<int64_t> st,
                               ArrayRef<int64_t> pads) {
  Ops o(I);
  Type i64 = I.b.getI64Type();
  int64_t r = I.rank(x), sd = r - 2;
  Value xs = I.shapeOf(x);
  SmallVector<Value> def, out;
  for (int64_t d = 0; d < r; ++d) {
    Value v = o.take(xs, 0, d);
    if (d >= 2)
      v = o.add(o.mul(o.sub(v, o.i(1, i64)), o.i(st[d - 2], i64)),
                o.i(ks[d - 2] - pads[d - 2] - pads[d - 2 + sd], i64));
    def.push_back(v);
    out.push_back(outShape ? o.take(outShape, 0, d) : v);
  }
  Value idx = I.reshape(I.cast(ind, i64), {-1});
  Value lin, defStride = o.i(1, i64), outStride = o.i(1, i64), total;
  for (int64_t d = r - 1; d >= 0; --d) {
    Value c = o.mod(o.div(idx, defStride), def[d]);
    Value t = o.mul(c, outStride);
    lin = lin ? o.add(lin, t) : t;
    defStride = o.mul(defStride, def[d]);
    outStride = o.mul(outStride, out[d]);
    CHECK(lin && defStride && outStride);
  }
  total = outStride;
  Value shape = outShape;
  if (!shape) {
    SmallVector<Value> parts;
    for (Value v : out)
      parts.push_back(I.reshape(v, {1}));
    shape = I.infer1<g::ConcatOp>(ValueRange(parts), I.b.getI64IntegerAttr(0));
  }
  Type et = I.elem(x);
  Value y = I.infer1<g::ScatterOp>(
      unpoolZeros(I, et, total), lin, I.reshape(x, {-1}),
      I.b.getI64IntegerAttr(0),
      g::ScatterReductionAttr::get(&I.ctx, g::ScatterReduction::none));
  CHECK(y && shape);
  y = I.reshape(y, SmallVector<int64_t>(r, -1), shape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convMaxUnpool(I &I) {
  IN(x, 0);
  IN(ind, 1);
  auto xt = I.type(x);
  if (xt.getRank() < 3)
    return I.fail("needs an input of rank >= 3");
  int64_t sd = xt.getRank() - 2;
  auto ks = I.attrInts("kernel_shape");
  if (!ks || (int64_t)ks->size() != sd)
    return I.fail("needs kernel_shape");
  auto st = I.attrInts("strides").value_or(SmallVector<int64_t>(sd, 1));
  auto pads = I.attrInts("pads").value_or(SmallVector<int64_t>(2 * sd, 0));
  SmallVector<int64_t> outShape;
  if (I.hasInput(2)) {
    const Known *k = I.known(2);
    if (!k || k->hasSymbols()) {
      // Known at run time only: its length is the output's rank.
      IN(os, 2);
      auto ot = I.type(os);
      if (ot.getRank() != 1 ||
          (!ot.isDynamicDim(0) && ot.getDimSize(0) != xt.getRank()))
        return I.fail("output_shape must have one entry per input dimension");
      if (ot.isDynamicDim(0)) {
        Ops o(I);
        Value n = o.take(I.shapeOf(os), 0, 0);
        Value ok = o.cmp(g::CmpPredicate::eq, n, o.i(xt.getRank(), I.elem(n)));
        CHECK(ok);
        g::AssertOp::create(I.b, I.loc, ok,
                            "MaxUnpool: output_shape must have one entry per "
                            "input dimension");
      }
      return runtimeMaxUnpool(I, x, ind, I.cast(os, I.b.getI64Type()), *ks,
                              st, pads);
    }
    auto s = I.constInts(2, "output_shape");
    if (failed(s))
      return failure();
    outShape = *s;
  }
  if (!outShape.empty() && (int64_t)outShape.size() != xt.getRank())
    return I.fail("output_shape has the wrong rank");
  if (!xt.hasStaticShape()) {
    Value os = outShape.empty() ? Value() : I.intVector(outShape);
    return runtimeMaxUnpool(I, x, ind, os, *ks, st, pads);
  }
  int64_t n = xt.getNumElements();
  Type et = xt.getElementType();
  Type i64 = I.b.getI64Type();
  Ops o(I);
  Value idx = I.reshape(I.cast(ind, i64), {n});
  CHECK(idx);
  // The indices address the default output shape (as MaxPool's Indices
  // do); with another output_shape each is moved to the same coordinates.
  SmallVector<int64_t> defShape = {xt.getDimSize(0), xt.getDimSize(1)};
  for (int64_t d = 0; d < sd; ++d)
    defShape.push_back((xt.getDimSize(d + 2) - 1) * st[d] - pads[d] -
                       pads[d + sd] + (*ks)[d]);
  if (outShape.empty())
    outShape = defShape;
  int64_t total = product(outShape);
  if (defShape != outShape) {
    Value lin;
    int64_t defStride = product(defShape), outStride = total;
    for (size_t d = 0; d < defShape.size(); ++d) {
      defStride /= defShape[d];
      outStride /= outShape[d];
      Value c = o.mod(o.div(idx, o.i(defStride, i64)), o.i(defShape[d], i64));
      Value t = o.mul(c, o.i(outStride, i64));
      lin = lin ? o.add(lin, t) : t;
    }
    idx = lin;
    CHECK(idx);
  }
  Value zeros = I.constant(DenseElementsAttr::get(
      I.tensorType({total}, et), isa<FloatType>(et)
                                     ? (Attribute)I.b.getFloatAttr(et, 0.0)
                                     : I.b.getIntegerAttr(et, 0)));
  Value upd = I.reshape(x, {n});
  CHECK(idx && upd);
  Value y = I.infer1<g::ScatterOp>(
      zeros, idx, upd, I.b.getI64IntegerAttr(0),
      g::ScatterReductionAttr::get(&I.ctx, g::ScatterReduction::none));
  CHECK(y);
  y = I.reshape(y, outShape);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convSoftmax(I &I) {
  IN(x, 0);
  StringRef op = I.node->op_type();
  int64_t r = I.rank(x);
  int64_t axis = I.attrInt("axis", I.opset < 13 ? 1 : -1);
  if (failed(checkAxis(I, axis, r)))
    return failure();
  Type t = x.getType();
  bool log = op == "LogSoftmax";
  if (op == "Hardmax") {
    // One-hot of the first maximum along the (flattened, before 13) axes.
    auto tt = I.type(x);
    if (!tt.hasStaticShape() && I.opset < 13)
      return I.fail("Hardmax before opset 13 needs a static shape");
    SmallVector<int64_t> shape2;
    if (tt.hasStaticShape())
      shape2 = {product(tt.getShape().take_front(axis)),
                product(tt.getShape().drop_front(axis))};
    Value v = x;
    int64_t ax = axis;
    if (I.opset < 13) {
      v = I.reshape(x, shape2);
      ax = 1;
    }
    auto vt = I.type(v);
    Value am = I.infer1<g::ArgMaxOp>(v, I.b.getI64IntegerAttr(ax),
                                     I.b.getBoolAttr(true), UnitAttr());
    CHECK(am);
    auto it = I.tensorType(vt.getShape(), I.b.getI64Type());
    Value iota =
        vt.hasStaticShape()
            ? I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(ax))
            : I.make<g::IotaOp>(it, I.b.getI64IntegerAttr(ax), v);
    Value eq = cmp(I, g::CmpPredicate::eq, iota, am);
    Value y = I.cast(eq, vt.getElementType());
    if (I.opset < 13)
      y = I.reshape(y, tt.getShape());
    CHECK(y);
    I.setOut(0, y);
    return success();
  }
  Value y;
  if (I.opset >= 13 || axis == r - 1) {
    y = log ? I.make<g::LogSoftmaxOp>(t, x, I.b.getI64IntegerAttr(axis))
            : I.make<g::SoftmaxOp>(t, x, I.b.getI64IntegerAttr(axis));
  } else {
    // Before opset 13 the input is flattened to 2-D at `axis`: normalize over
    // all dimensions from `axis` on.
    SmallVector<int64_t> axes;
    for (int64_t d = axis; d < r; ++d)
      axes.push_back(d);
    Value m = reduce<g::ReduceMaxOp>(I, x, axes, true);
    CHECK(m);
    Value s = binop<g::SubOp>(I, x, m);
    Value e = I.make<g::ExpOp>(t, s);
    Value sum = reduce<g::ReduceSumOp>(I, e, axes, true);
    CHECK(sum);
    y = log ? binop<g::SubOp>(I, s, I.make<g::LogOp>(sum.getType(), sum))
            : binop<g::DivOp>(I, e, sum);
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convLayerNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  Value bias;
  if (I.hasInput(2)) {
    bias = I.in(2);
    CHECK(bias);
  }
  int64_t axis = I.attrInt("axis", -1);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  double eps = I.attrFloat("epsilon", 1e-5f);
  if (I.wantsOutput(1) || I.wantsOutput(2)) {
    // Mean and 1/stddev over the normalized dimensions (kept as size 1).
    SmallVector<int64_t> axes;
    for (int64_t d = axis; d < I.rank(x); ++d)
      axes.push_back(d);
    Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
    CHECK(m);
    Value c = binop<g::SubOp>(I, x, m);
    Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
    CHECK(v);
    Value inv = I.make<g::RsqrtOp>(
        v.getType(), binop<g::AddOp>(I, v, I.scalar(eps, I.elem(x))));
    CHECK(inv);
    I.setOut(1, m);
    I.setOut(2, inv);
  }
  Value y = I.make<g::LayerNormOp>(x.getType(), x, scale, Opt{bias},
                                   I.b.getI64IntegerAttr(axis),
                                   I.b.getF64FloatAttr(eps));
  I.setOut(0, y);
  return success();
}

/// Root-mean-square normalization over dimensions `axis`.. of `x`, in f32
/// for 16-bit types: `y = x / sqrt(mean(x^2) + eps) * scale`. Returns y and
/// 1/sqrt(mean(x^2) + eps) (f32, the normalized dimensions kept as 1).
std::pair<Value, Value> rmsNorm(I &I, Value x, Value scale, int64_t axis,
                                double eps) {
  Ops o(I);
  Type et = I.elem(x);
  Type ct = et.getIntOrFloatBitWidth() < 32 ? I.b.getF32Type() : et;
  SmallVector<int64_t> axes;
  for (int64_t d = axis; d < I.rank(x); ++d)
    axes.push_back(d);
  Value xc = I.cast(x, ct);
  Value ms = reduce<g::ReduceMeanOp>(I, o.mul(xc, xc), axes, true);
  Value inv = o.un<g::RsqrtOp>(o.add(ms, o.f(eps, ct)));
  Value y = o.mul(I.cast(o.mul(xc, inv), et), scale);
  return {y, inv};
}

/// RMSNormalization (opset 23) and onnxruntime's
/// SimplifiedLayerNormalization (its ai.onnx kernel, output 1 inv_std_var).
LogicalResult convRMSNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  int64_t axis = I.attrInt("axis", -1);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  auto [y, inv] = rmsNorm(I, x, scale, axis, I.attrFloat("epsilon", 1e-5f));
  CHECK(y);
  I.setOut(0, y);
  if (I.wantsOutput(1))
    I.setOut(1, inv);
  return success();
}

/// com.microsoft SkipSimplifiedLayerNormalization: RMS normalization of
/// input + skip (+ bias) over the last dimension; outputs the result,
/// (mean: not computed by the simplified form), inv_std_var and the sum.
LogicalResult convSkipRMSNorm(I &I) {
  IN(x, 0);
  IN(skip, 1);
  IN(gamma, 2);
  if (I.wantsOutput(1))
    return I.fail("output 1 (mean) is not produced by the simplified form");
  Value sum = binop<g::AddOp>(I, x, skip);
  if (I.hasInput(3))
    sum = binop<g::AddOp>(I, sum, I.in(3));
  CHECK(sum);
  auto [y, inv] =
      rmsNorm(I, sum, gamma, I.rank(x) - 1, I.attrFloat("epsilon", 1e-5f));
  CHECK(y);
  I.setOut(0, y);
  if (I.wantsOutput(2))
    I.setOut(2, inv);
  if (I.wantsOutput(3))
    I.setOut(3, sum);
  return success();
}

LogicalResult convBatchNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  IN(mean, 3);
  IN(var, 4);
  if (I.attrInt("training_mode", 0) || I.wantsOutput(1) || I.wantsOutput(2))
    return I.fail("training mode is not supported");
  Value y = I.make<g::BatchNormOp>(
      x.getType(), x, scale, bias, mean, var,
      I.b.getF64FloatAttr(I.attrFloat("epsilon", 1e-5f)));
  I.setOut(0, y);
  return success();
}

/// Training mode: normalizes with the batch statistics (population
/// variance) and outputs the updated running mean and variance.
LogicalResult convBatchNormTraining(I &I) {
  if (!I.attrInt("training_mode", 0))
    return convBatchNorm(I);
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  IN(mean, 3);
  IN(var, 4);
  Type et = I.elem(x);
  int64_t r = I.rank(x);
  if (!isa<FloatType>(et) || r < 2)
    return I.fail("needs a floating-point input of rank >= 2");
  Ops o(I);
  SmallVector<int64_t> axes = {0};
  for (int64_t d = 2; d < r; ++d)
    axes.push_back(d);
  Value bm = o.reduce<g::ReduceMeanOp>(x, axes, true);
  Value dev = o.sub(x, bm);
  Value bv = o.reduce<g::ReduceMeanOp>(o.mul(dev, dev), axes, false);
  bm = bm ? I.reshape(bm, {I.type(bm).getDimSize(1)}) : Value();
  CHECK(bm && bv);
  Value y = I.make<g::BatchNormOp>(
      x.getType(), x, scale, bias, bm, bv,
      I.b.getF64FloatAttr(I.attrFloat("epsilon", 1e-5f)));
  CHECK(y);
  I.setOut(0, y);
  double m = I.attrFloat("momentum", 0.9f);
  auto s = [&](double v) { return o.f(v, et); };
  if (I.wantsOutput(1))
    I.setOut(1, o.add(o.mul(mean, s(m)), o.mul(bm, s(1 - m))));
  if (I.wantsOutput(2))
    I.setOut(2, o.add(o.mul(var, s(m)), o.mul(bv, s(1 - m))));
  return success();
}

/// x reshaped so that a [C] vector broadcasts along dimension 1 of rank r.
Value channelVector(I &I, Value v, int64_t r) {
  SmallVector<int64_t> shape = {
      I.type(v).isDynamicDim(0) ? -1 : I.type(v).getDimSize(0)};
  for (int64_t d = 2; d < r; ++d)
    shape.push_back(1);
  return I.reshape(v, shape);
}

LogicalResult convInstanceNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  int64_t r = I.rank(x);
  SmallVector<int64_t> axes;
  for (int64_t d = 2; d < r; ++d)
    axes.push_back(d);
  Type t = x.getType();
  Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
  CHECK(m);
  Value c = binop<g::SubOp>(I, x, m);
  Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
  CHECK(v);
  Value eps = I.scalar(I.attrFloat("epsilon", 1e-5f), I.elem(x));
  Value inv = I.make<g::RsqrtOp>(v.getType(), binop<g::AddOp>(I, v, eps));
  Value y = binop<g::MulOp>(I, c, inv);
  Value s = channelVector(I, scale, r), b = channelVector(I, bias, r);
  CHECK(s && b);
  y = binop<g::AddOp>(I, binop<g::MulOp>(I, y, s), b);
  CHECK(y);
  // A static scale may make the channel count static (x's is then checked
  // at run time by the broadcast).
  if (failed(verifyCompatibleShape(y.getType(), t)))
    return I.fail("scale and B must have one entry per channel");
  I.setOut(0, y);
  return success();
}

/// GroupNormalization: x [N, C, ...] as [N, G, C/G * ...], each group
/// normalized over its last axis, then scaled and shifted per group
/// (opset 18: scale and bias of [G]) or per channel (opset 21: [C]). With
/// stash_type 1 (opset 21's default) a 16-bit input is normalized in f32.
LogicalResult convGroupNorm(I &I) {
  IN(x, 0);
  IN(scale, 1);
  IN(bias, 2);
  int64_t r = I.rank(x), G = I.attrInt("num_groups", 0);
  if (r < 2)
    return I.fail("needs an input of rank 2 or more");
  if (G < 1)
    return I.fail("needs num_groups >= 1");
  Type et = I.elem(x);
  if (!isa<FloatType>(et))
    return I.fail("needs a floating-point input");
  bool perChannel = I.opset >= 21;
  Type ct = et;
  if (perChannel && I.attrInt("stash_type", 1) == 1 &&
      et.getIntOrFloatBitWidth() < 32)
    ct = I.b.getF32Type();
  Value xc = ct == et ? x : I.cast(x, ct);
  Value xs = I.shapeOf(x);
  Value n = I.infer1<g::SliceOp>(xs, I.b.getDenseI64ArrayAttr({0}),
                                 I.b.getDenseI64ArrayAttr({1}),
                                 I.b.getDenseI64ArrayAttr({0}),
                                 DenseI64ArrayAttr());
  Value groupedShape = I.infer1<g::ConcatOp>(
      ValueRange{n, I.intVector({G, -1})}, I.b.getI64IntegerAttr(0));
  CHECK(groupedShape);
  auto xt = I.type(x);
  int64_t N = xt.isDynamicDim(0) ? -1 : xt.getDimSize(0);
  Value grouped = I.reshape(xc, {N, G, -1}, groupedShape);
  CHECK(grouped);
  Value m = reduce<g::ReduceMeanOp>(I, grouped, {2}, true);
  CHECK(m);
  Value c = binop<g::SubOp>(I, grouped, m);
  Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), {2}, true);
  CHECK(v);
  Value eps = I.scalar(I.attrFloat("epsilon", 1e-5f), ct);
  Value inv = I.make<g::RsqrtOp>(v.getType(), binop<g::AddOp>(I, v, eps));
  Value y = binop<g::MulOp>(I, c, inv);
  CHECK(y);
  auto asCompute = [&](Value t) { return I.elem(t) == ct ? t : I.cast(t, ct); };
  if (!perChannel) {
    // Per group, in the grouped layout: [G] as [G, 1].
    Value s = I.reshape(asCompute(scale), {G, 1});
    Value b = I.reshape(asCompute(bias), {G, 1});
    CHECK(s && b);
    y = binop<g::AddOp>(I, binop<g::MulOp>(I, y, s), b);
    CHECK(y);
  }
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < r; ++d)
    shape.push_back(xt.isDynamicDim(d) ? -1 : xt.getDimSize(d));
  y = I.reshape(y, shape, xs);
  CHECK(y);
  if (perChannel) {
    Value s = channelVector(I, asCompute(scale), r);
    Value b = channelVector(I, asCompute(bias), r);
    CHECK(s && b);
    y = binop<g::AddOp>(I, binop<g::MulOp>(I, y, s), b);
    CHECK(y);
  }
  if (ct != et)
    y = I.cast(y, et);
  if (failed(verifyCompatibleShape(y.getType(), x.getType())))
    return I.fail("scale and bias must have one entry per " +
                  Twine(perChannel ? "channel" : "group"));
  I.setOut(0, y);
  return success();
}

LogicalResult convLpNorm(I &I) {
  IN(x, 0);
  int64_t axis = I.attrInt("axis", -1), p = I.attrInt("p", 2);
  if (failed(checkAxis(I, axis, I.rank(x))))
    return failure();
  Value n;
  if (p == 2)
    n = reduce<g::ReduceL2Op>(I, x, {axis}, true);
  else if (p == 1)
    n = reduce<g::ReduceSumOp>(I, I.make<g::AbsOp>(x.getType(), x), {axis},
                               true);
  else
    return I.fail("p must be 1 or 2");
  CHECK(n);
  Value y = binop<g::DivOp>(I, x, n);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

LogicalResult convMVN(I &I) {
  IN(x, 0);
  SmallVector<int64_t> axes =
      I.attrInts("axes").value_or(SmallVector<int64_t>{0, 2, 3});
  for (int64_t &a : axes)
    if (failed(checkAxis(I, a, I.rank(x))))
      return failure();
  Value m = reduce<g::ReduceMeanOp>(I, x, axes, true);
  CHECK(m);
  Value c = binop<g::SubOp>(I, x, m);
  Value v = reduce<g::ReduceMeanOp>(I, binop<g::MulOp>(I, c, c), axes, true);
  CHECK(v);
  Value sd = I.make<g::SqrtOp>(v.getType(), v);
  Value y =
      binop<g::DivOp>(I, c, binop<g::AddOp>(I, sd, I.scalar(1e-9, I.elem(x))));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (which is NLL of
/// log_softmax over dimension 1).
LogicalResult convLoss(I &I) {
  IN(x, 0);
  IN(target, 1);
  Value weight;
  if (I.hasInput(2)) {
    weight = I.in(2);
    CHECK(weight);
  }
  bool sce = I.node->op_type() == "SoftmaxCrossEntropyLoss";
  Type t = x.getType(), et = I.elem(x);
  if (!isFloat(et) || I.rank(x) < 2)
    return I.fail("needs a float input of rank >= 2");
  Value logp = x;
  if (sce) {
    logp = I.make<g::LogSoftmaxOp>(t, x, I.b.getI64IntegerAttr(1));
    I.setOut(1, logp);
  }
  // picked[n, d...] = logp[n, target[n, d...], d...]
  Value tgt = target;
  std::optional<int64_t> ignore;
  if (I.attr("ignore_index")) {
    ignore = I.attrInt("ignore_index", 0);
    // An ignored target may be out of range: read index 0 there.
    Value isIgn =
        cmp(I, g::CmpPredicate::eq, target, I.scalar(*ignore, I.elem(target)));
    tgt = select(I, isIgn, I.scalar(0, I.elem(target)), target);
  }
  Value t1 = I.unsqueezeDims(tgt, {1});
  CHECK(t1);
  Value picked =
      I.infer1<g::GatherElementsOp>(logp, t1, I.b.getI64IntegerAttr(1));
  CHECK(picked);
  picked = I.squeezeDims(picked, {1});
  CHECK(picked);
  Value loss = I.make<g::NegOp>(picked.getType(), picked);
  // Per-element weights: weight[target], zero where ignored.
  Value w;
  if (weight)
    w = I.infer1<g::GatherOp>(weight, tgt, I.b.getI64IntegerAttr(0));
  if (ignore) {
    Value keep =
        cmp(I, g::CmpPredicate::ne, target, I.scalar(*ignore, I.elem(target)));
    Value k = I.cast(keep, et);
    w = w ? binop<g::MulOp>(I, w, k) : k;
  }
  if (w)
    loss = binop<g::MulOp>(I, loss, w);
  CHECK(loss);
  std::string red = I.attrString("reduction", "mean");
  SmallVector<int64_t> all;
  for (int64_t d = 0; d < I.rank(loss); ++d)
    all.push_back(d);
  Value y;
  if (red == "none") {
    y = loss;
  } else if (red == "sum") {
    y = reduce<g::ReduceSumOp>(I, loss, all, false);
  } else if (red == "mean") {
    if (w)
      y = binop<g::DivOp>(I, reduce<g::ReduceSumOp>(I, loss, all, false),
                          reduce<g::ReduceSumOp>(I, w, all, false));
    else
      y = reduce<g::ReduceMeanOp>(I, loss, all, false);
  } else {
    return I.fail("unsupported reduction '" + red + "'");
  }
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// Uniform values in [0, 1) of x's shape and type from a counter-based hash
/// (murmur3's 32-bit finalizer of each element's row-major index plus a
/// multiple of `seed`, in i64 kept to 32 bits; the top 24 bits scaled).
Value hashUniform(I &I, Value x, int64_t seed) {
  Ops o(I);
  Type i64 = I.b.getI64Type(), et = I.elem(x);
  auto t = I.type(x);
  Value flat = I.reshape(x, {t.hasStaticShape() ? t.getNumElements() : -1});
  if (!flat)
    return {};
  Value h = I.make<g::IotaOp>(I.tensorType(I.type(flat).getShape(), i64),
                              I.b.getI64IntegerAttr(0), flat);
  auto low32 = [&](Value v) { return I.infer1<g::AndOp>(v, o.i(0xffffffff, i64)); };
  auto mix = [&](Value v, int64_t shift) {
    return I.infer1<g::XorOp>(
        v, I.infer1<g::ShiftRightOp>(v, o.i(shift, i64)));
  };
  h = low32(o.add(h, o.i((uint64_t)(seed * 0x9e3779b9LL), i64)));
  h = mix(h, 16);
  h = low32(o.mul(h, o.i(0x85ebca6b, i64)));
  h = mix(h, 13);
  h = low32(o.mul(h, o.i(0xc2b2ae35, i64)));
  h = mix(h, 16);
  Value u = o.mul(I.cast(I.infer1<g::ShiftRightOp>(h, o.i(8, i64)), et),
                  o.f(1.0 / (1 << 24), et));
  if (!u)
    return {};
  if (t.hasStaticShape())
    return I.reshape(u, t.getShape());
  SmallVector<int64_t> dims(t.getShape());
  for (int64_t &d : dims)
    d = ShapedType::isDynamic(d) ? -1 : d;
  return I.reshape(u, dims, I.shapeOf(x));
}

LogicalResult convDropout(I &I) {
  if (I.opset >= 12 && I.hasInput(2)) {
    auto training = I.constDoubles(2);
    // In training mode a ratio of 0 keeps every entry.
    auto ratio = I.hasInput(1) ? I.constDoubles(1)
                               : std::optional<SmallVector<double>>();
    bool zeroRatio = ratio && ratio->size() == 1 && (*ratio)[0] == 0;
    if (!training || ((*training)[0] != 0 && !zeroRatio)) {
      // Training mode (or a mode known only at run time): keep an entry
      // where training is false or its uniform draw is at least the ratio,
      // scaled by 1 / (1 - ratio). Draws come from a hash of the element
      // index and the seed attribute, so a run repeats itself; they are not
      // onnxruntime's.
      IN(x, 0);
      Type et = I.elem(x);
      if (!isa<FloatType>(et))
        return I.fail("needs a floating-point input");
      Ops o(I);
      Value r = o.f(0.5, et);
      if (I.hasInput(1)) {
        IN(rv, 1);
        r = I.reshape(I.cast(rv, et), {});
      }
      IN(tv, 2);
      Value train = I.reshape(I.cast(tv, I.b.getI1Type()), {});
      Value u = hashUniform(I, x, I.attrInt("seed", 0));
      CHECK(r && train && u);
      Value keep = I.infer1<g::OrOp>(I.infer1<g::NotOp>(train),
                                     o.cmp(g::CmpPredicate::ge, u, r));
      Value scale = o.sel(train, o.div(o.f(1, et), o.sub(o.f(1, et), r)),
                          o.f(1, et));
      Value y = o.sel(keep, o.mul(x, scale), o.f(0, et));
      CHECK(keep && y);
      I.setOut(0, y);
      if (I.wantsOutput(1))
        I.setOut(1, keep);
      return success();
    }
  }
  IN(x, 0);
  I.setOut(0, x);
  if (I.wantsOutput(1)) {
    auto t = I.type(x);
    if (!t.hasStaticShape()) {
      // All true, with x's run-time shape: iota == iota.
      Value i = I.make<g::IotaOp>(I.tensorType(t.getShape(), I.b.getI64Type()),
                                  I.b.getI64IntegerAttr(0), x);
      Value mask = cmp(I, g::CmpPredicate::eq, i, i);
      CHECK(mask);
      I.setOut(1, mask);
      return success();
    }
    I.setOut(1, I.constant(DenseElementsAttr::get(
                    I.tensorType(t.getShape(), I.b.getI1Type()), true)));
  }
  return success();
}

LogicalResult convLRN(I &I) {
  IN(x, 0);
  auto xt = I.type(x);
  Type et = xt.getElementType();
  if (!isa<FloatType>(et) || xt.getRank() < 3)
    return I.fail("needs a floating-point input of rank >= 3");
  int64_t size = I.attrInt("size", 0);
  if (size <= 0)
    return I.fail("'size' must be positive");
  int64_t C = xt.getDimSize(1);
  double alpha = I.attrFloat("alpha", 1e-4f), beta = I.attrFloat("beta", 0.75f),
         bias = I.attrFloat("bias", 1.0f);
  Ops o(I);
  Value sq = o.mul(x, x);
  CHECK(sq);
  int64_t before = (size - 1) / 2, after = size - 1 - before;
  SmallVector<int64_t> pads(2 * xt.getRank(), 0);
  pads[1] = before;
  pads[xt.getRank() + 1] = after;
  Value padded =
      I.infer1<g::PadOp>(sq, I.b.getDenseI64ArrayAttr(pads),
                         g::PadModeAttr::get(&I.ctx, g::PadMode::constant),
                         I.b.getF64FloatAttr(0.0));
  CHECK(padded);
  Value sum;
  for (int64_t k = 0; k < size; ++k) {
    // Channels [k, k + C) of the padded C + size - 1: with C known only at
    // run time, the end counts from the back.
    int64_t end = !ShapedType::isDynamic(C) ? k + C
                  : k == size - 1          ? INT64_MAX
                                           : k - (size - 1);
    Value s = I.infer1<g::SliceOp>(padded, I.b.getDenseI64ArrayAttr({k}),
                                   I.b.getDenseI64ArrayAttr({end}),
                                   I.b.getDenseI64ArrayAttr({1}),
                                   DenseI64ArrayAttr());
    sum = sum ? o.add(sum, s) : s;
  }
  Value base = o.add(o.f(bias, et), o.mul(o.f(alpha / size, et), sum));
  Value y = o.div(x, I.infer1<g::PowOp>(base, o.f(beta, et)));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// AffineGrid (opset 20): the sampling grid of theta ([N, 2, 3] or
/// [N, 3, 4]) over an output of run-time size `size` ([N, C, H, W] or
/// [N, C, D, H, W]): grid[n, (d,) h, w] = theta[n] . (x_w, y_h, (z_d,) 1),
/// with the normalized coordinate of index i along a dimension of S
/// entries -1 + 2i / (S - 1) under align_corners (-1 where S is 1), else
/// -1 + (2i + 1) / S. Each component is a sum of broadcast products.
LogicalResult convAffineGrid(I &I) {
  IN(theta, 0);
  auto size = runtimeShapeInput(I, 1, "size");
  if (failed(size))
    return failure();
  int64_t n = I.type(*size).getDimSize(0);
  if (n != 4 && n != 5)
    return I.fail("'size' must have 4 (2-D) or 5 (3-D) entries");
  int64_t sp = n - 2; // spatial dims
  auto tt = I.type(theta);
  Type et = tt.getElementType();
  if (!isa<FloatType>(et) || tt.getRank() != 3 ||
      (!tt.isDynamicDim(1) && tt.getDimSize(1) != sp) ||
      (!tt.isDynamicDim(2) && tt.getDimSize(2) != sp + 1))
    return I.fail("theta must be a float [N, " + Twine(sp) + ", " +
                  Twine(sp + 1) + "] tensor for a " + Twine(n) + "-entry size");
  bool align = I.attrInt("align_corners", 0);
  Ops o(I);
  Type i64 = I.b.getI64Type();
  // The coordinates along spatial dim j (0: D or H, last: W), shaped to
  // broadcast as [1, .., S_j, .., 1, 1] over the grid [N, spatial.., 1].
  auto coords = [&](int64_t j) -> Value {
    Value s = o.take(*size, 0, 2 + j);
    Value idx = I.cast(o.counter(s, i64), et);
    Value sf = I.cast(s, et);
    Value c;
    if (align) {
      // -1 + 2i / max(S - 1, 1): -1 for S = 1.
      Value den = o.max(o.sub(sf, o.f(1, et)), o.f(1, et));
      c = o.sub(o.div(o.mul(idx, o.f(2, et)), den), o.f(1, et));
    } else {
      c = o.sub(o.div(o.add(o.mul(idx, o.f(2, et)), o.f(1, et)), sf),
                o.f(1, et));
    }
    SmallVector<int64_t> shape(sp + 2, 1);
    shape[1 + j] = -1;
    return I.reshape(c, shape);
  };
  SmallVector<Value> base; // x (W), y (H), z (D): theta's column order
  for (int64_t j = sp - 1; j >= 0; --j)
    base.push_back(coords(j));
  SmallVector<Value> comps;
  for (int64_t r = 0; r < sp; ++r) {
    // theta[:, r, k] as [N, 1, .., 1].
    auto entry = [&](int64_t k) {
      SmallVector<int64_t> shape(sp + 2, 1);
      shape[0] =
          tt.getDimSize(0) == ShapedType::kDynamic ? -1 : tt.getDimSize(0);
      return I.reshape(o.take(o.take(theta, 1, r), 1, k), shape);
    };
    Value acc = entry(sp);
    for (int64_t k = 0; k < sp; ++k)
      acc = o.add(acc, o.mul(entry(k), base[k]));
    comps.push_back(acc);
  }
  for (Value v : comps)
    CHECK(v);
  Value y =
      I.infer1<g::ConcatOp>(ValueRange(comps), I.b.getI64IntegerAttr(sp + 1));
  CHECK(y);
  I.setOut(0, y);
  return success();
}

/// GridSample (opset 16; 5-D since 20) as PyTorch's grid_sampler_2d/3d compute
/// it: every tap (1 nearest, 2x2 bilinear, 4x4 bicubic) is a gather_elements
/// from the flattened image with indices computed from the grid, weighted
/// and masked where it falls outside the image.
LogicalResult convGridSample(I &I) {
  IN(x, 0);
  IN(grid, 1);
  auto xt = I.type(x), gt = I.type(grid);
  int64_t r = xt.getRank(), sp = r - 2; // spatial dims
  if ((r != 4 && r != 5) || gt.getRank() != r ||
      (!gt.isDynamicDim(r - 1) && gt.getDimSize(r - 1) != sp))
    return I.fail("needs X [N, C, H, W] and a grid [N, H, W, 2], or X "
                  "[N, C, D, H, W] and a grid [N, D, H, W, 3]");
  Type et = xt.getElementType();
  if (!isa<FloatType>(et) || I.elem(grid) != et)
    return I.fail("needs floating-point X and grid of one type");
  // Opset 20 renamed the modes (bilinear -> linear, bicubic -> cubic) and
  // made linear the default.
  std::string mode = I.attrString("mode", "bilinear");
  if (mode == "linear")
    mode = "bilinear";
  else if (mode == "cubic")
    mode = "bicubic";
  std::string pad = I.attrString("padding_mode", "zeros");
  bool align = I.attrInt("align_corners", 0);
  if (mode != "bilinear" && mode != "nearest" && mode != "bicubic")
    return I.fail("unsupported mode '" + mode + "'");
  if (pad != "zeros" && pad != "border" && pad != "reflection")
    return I.fail("unsupported padding_mode '" + pad + "'");
  if (sp == 3 && mode == "bicubic")
    return I.fail("cubic mode needs a 4-D input");
  bool dyn = !xt.hasStaticShape() || !gt.hasStaticShape();
  Ops o(I);
  Type i64 = I.b.getI64Type();
  auto s = [&](double v) { return o.f(v, et); };
  // Sizes: constants where static, else read from the shapes at run time
  // (i64 scalars `xi`/`gi`, their float values `xf`).
  Value xs = dyn ? I.shapeOf(x) : Value(), gs = dyn ? I.shapeOf(grid) : Value();
  auto xi = [&](int64_t d) {
    return xt.isDynamicDim(d) ? o.take(xs, 0, d) : o.i(xt.getDimSize(d), i64);
  };
  auto gi = [&](int64_t d) {
    return gt.isDynamicDim(d) ? o.take(gs, 0, d) : o.i(gt.getDimSize(d), i64);
  };
  auto xf = [&](int64_t d) {
    return xt.isDynamicDim(d) ? I.cast(xi(d), et)
                              : s((double)xt.getDimSize(d));
  };
  auto fmod = [&](Value a, Value b) {
    return I.infer1<g::ModOp>(a, b, I.b.getUnitAttr());
  };
  auto clip = [&](Value c, Value size) {
    return o.min(o.max(c, s(0)), o.sub(size, s(1)));
  };
  auto padCoord = [&](Value c, Value size) -> Value {
    if (pad == "border")
      return clip(c, size);
    if (pad != "reflection")
      return c;
    // Reflect over [lo2 / 2, hi2 / 2]: lo2 = -1 and hi2 = 2 size - 1, or
    // with aligned corners 0 and 2 (size - 1) (a size of 1 maps to 0).
    double mn = align ? 0 : -0.5;
    Value span = align ? o.sub(size, s(1)) : size;
    Value a = o.un<g::AbsOp>(o.sub(c, s(mn)));
    Value extra = fmod(a, span);
    Value flips = o.un<g::FloorOp>(o.div(a, span));
    Value even = o.cmp(g::CmpPredicate::eq, fmod(flips, s(2)), s(0));
    Value r =
        o.sel(even, o.add(extra, s(mn)), o.add(o.sub(span, extra), s(mn)));
    r = clip(r, size);
    if (align)
      r = o.sel(o.cmp(g::CmpPredicate::eq, span, s(0)), o.mul(c, s(0)), r);
    return r;
  };
  auto unnorm = [&](Value c, Value size) {
    return align ? o.mul(o.div(o.add(c, s(1)), s(2)), o.sub(size, s(1)))
                 : o.div(o.sub(o.mul(o.add(c, s(1)), size), s(1)), s(2));
  };
  // Spatial dim j (0: D or H, last: W) of size sizes[j] reads grid
  // component sp - 1 - j (the grid's last dim is x, y(, z)).
  SmallVector<Value> sizes, coords;
  for (int64_t j = 0; j < sp; ++j) {
    sizes.push_back(xf(2 + j));
    coords.push_back(unnorm(o.take(grid, r - 1, sp - 1 - j), sizes.back()));
    CHECK(coords.back());
  }
  using Tap = std::pair<Value, Value>; // coordinate, weight
  auto taps = [&](Value f, Value size) {
    SmallVector<Tap> t;
    if (mode == "nearest") {
      t.push_back({o.un<g::RoundOp>(padCoord(f, size)), s(1)});
    } else if (mode == "bilinear") {
      Value p = padCoord(f, size);
      Value f0 = o.un<g::FloorOp>(p);
      Value f1 = o.add(f0, s(1));
      t.push_back({f0, o.sub(f1, p)});
      t.push_back({f1, o.sub(p, f0)});
    } else {
      double A = -0.75;
      Value f0 = o.un<g::FloorOp>(f);
      Value tt = o.sub(f, f0);
      auto c1 = [&](Value v) { // ((A+2)v - (A+3))v^2 + 1
        return o.add(o.mul(o.sub(o.mul(s(A + 2), v), s(A + 3)), o.mul(v, v)),
                     s(1));
      };
      auto c2 = [&](Value v) { // ((Av - 5A)v + 8A)v - 4A
        return o.sub(
            o.mul(o.add(o.mul(o.sub(o.mul(s(A), v), s(5 * A)), v), s(8 * A)),
                  v),
            s(4 * A));
      };
      Value w[4] = {c2(o.add(tt, s(1))), c1(tt), c1(o.sub(s(1), tt)),
                    c2(o.sub(s(2), tt))};
      for (int k = 0; k < 4; ++k)
        t.push_back({padCoord(o.add(f0, s(k - 1)), size), w[k]});
    }
    return t;
  };
  SmallVector<SmallVector<Tap>> dimTaps;
  for (int64_t j = 0; j < sp; ++j)
    dimTaps.push_back(taps(coords[j], sizes[j]));
  // Reshapes: static sizes, or a shape operand built from run-time sizes.
  auto mulSz = [](int64_t a, int64_t b) {
    return ShapedType::isDynamic(a) || ShapedType::isDynamic(b)
               ? ShapedType::kDynamic
               : a * b;
  };
  auto reshapeTo = [&](Value v, ArrayRef<int64_t> dims,
                       ArrayRef<Value> sizes) -> Value {
    if (!v)
      return {};
    if (!dyn)
      return I.reshape(v, dims);
    Value shape = shapeVector(I, sizes);
    SmallVector<int64_t> d(dims);
    for (int64_t &e : d)
      e = ShapedType::isDynamic(e) ? -1 : e;
    return I.reshape(v, d, shape);
  };
  int64_t N = xt.getDimSize(0), C = xt.getDimSize(1), HW = 1, HWo = 1;
  Value n = xi(0), c = xi(1), hw = o.i(1, i64), howo = o.i(1, i64);
  SmallVector<int64_t> outDims = {N, C};
  SmallVector<Value> outSizes = {n, c};
  for (int64_t j = 0; j < sp; ++j) {
    HW = mulSz(HW, xt.getDimSize(2 + j));
    HWo = mulSz(HWo, gt.getDimSize(1 + j));
    hw = o.mul(hw, xi(2 + j));
    howo = o.mul(howo, gi(1 + j));
    outDims.push_back(gt.getDimSize(1 + j));
    outSizes.push_back(gi(1 + j));
  }
  Value flat = reshapeTo(x, {N, C, HW}, {n, c, hw});
  CHECK(flat);
  Value acc;
  // Every combination of one tap a dimension.
  int64_t combos = 1;
  for (auto &t : dimTaps)
    combos *= t.size();
  auto inside = [&](Value cc, Value size) {
    return I.infer1<g::AndOp>(
        o.cmp(g::CmpPredicate::ge, cc, s(0)),
        o.cmp(g::CmpPredicate::le, cc, o.sub(size, s(1))));
  };
  for (int64_t combo = 0; combo < combos; ++combo) {
    // The tap of each dimension (the last one varies fastest), whether all
    // fall inside, their weights' product, and the row-major flat index.
    Value valid, idx, w;
    for (int64_t j = sp - 1, rest = combo; j >= 0; --j) {
      auto &[cj, wj] = dimTaps[j][rest % dimTaps[j].size()];
      rest /= dimTaps[j].size();
      Value in = inside(cj, sizes[j]);
      valid = valid ? I.infer1<g::AndOp>(valid, in) : in;
      w = w ? o.mul(w, wj) : wj;
      Value term = clip(cj, sizes[j]);
      for (int64_t k = j + 1; k < sp; ++k)
        term = o.mul(term, sizes[k]);
      idx = idx ? o.add(idx, term) : term;
    }
    CHECK(valid && idx && w);
    idx = reshapeTo(I.cast(idx, i64), {N, 1, HWo}, {n, o.i(1, i64), howo});
    CHECK(idx);
    if (dyn) {
      Value full =
          I.infer1<g::ConcatOp>(ValueRange{I.reshape(n, {1}), I.reshape(c, {1}),
                                           I.reshape(howo, {1})},
                                I.b.getI64IntegerAttr(0));
      idx = I.make<g::BroadcastToOp>(I.tensorType({N, C, HWo}, i64), idx, full);
    } else {
      idx = o.broadcastTo(idx, {N, C, HWo});
    }
    CHECK(idx);
    Value v =
        I.infer1<g::GatherElementsOp>(flat, idx, I.b.getI64IntegerAttr(2));
    w = o.mul(w, I.cast(valid, et));
    CHECK(w);
    Value term = o.mul(v, reshapeTo(w, {N, 1, HWo}, {n, o.i(1, i64), howo}));
    acc = acc ? o.add(acc, term) : term;
    CHECK(acc);
  }
  Value y = reshapeTo(acc, outDims, outSizes);
  CHECK(y);
  I.setOut(0, y);
  return success();
}

} // namespace

void mlc::onnximport::registerNNHandlers(
    llvm::StringMap<Importer::Handler> &m) {
  m["Dropout"] = convDropout;
  m["Conv"] = convConv;
  m["ConvTranspose"] = convConvTranspose;
  m["MaxPool"] = convMaxPoolIndices;
  m["AveragePool"] = convPool;
  m["LpPool"] = convLpPool;
  m["GlobalAveragePool"] = convGlobalPool;
  m["GlobalMaxPool"] = convGlobalPool;
  m["Softmax"] = convSoftmax;
  m["LogSoftmax"] = convSoftmax;
  m["Hardmax"] = convSoftmax;
  m["LayerNormalization"] = convLayerNorm;
  m["RMSNormalization"] = convRMSNorm;
  m["SimplifiedLayerNormalization"] = convRMSNorm;
  m["com.microsoft.SimplifiedLayerNormalization"] = convRMSNorm;
  m["com.microsoft.SkipSimplifiedLayerNormalization"] = convSkipRMSNorm;
  m["BatchNormalization"] = convBatchNormTraining;
  m["InstanceNormalization"] = convInstanceNorm;
  m["GroupNormalization"] = convGroupNorm;
  m["LpNormalization"] = convLpNorm;
  m["MeanVarianceNormalization"] = convMVN;
  m["NegativeLogLikelihoodLoss"] = convLoss;
  m["SoftmaxCrossEntropyLoss"] = convLoss;
  m["LRN"] = convLRN;
  m["MaxUnpool"] = convMaxUnpool;
  m["GridSample"] = convGridSample;
  m["AffineGrid"] = convAffineGrid;
}
