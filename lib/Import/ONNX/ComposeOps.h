//===- ComposeOps.h - short graph-op builders for compositions -*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Private to lib/Import/ONNX: `Ops`, the short builders of the conversions
// that write an ONNX op as a composition of graph ops (Einsum, the
// quantization and signal ops, LRN, GridSample, ...).
//
//===----------------------------------------------------------------------===//

#ifndef MLC_LIB_IMPORT_ONNX_COMPOSEOPS_H
#define MLC_LIB_IMPORT_ONNX_COMPOSEOPS_H

#include "Importer.h"

namespace mlc::onnximport {

/// Short builders; each returns a null Value after a failed step (which has
/// been reported), and a null operand makes them return null too.
struct Ops {
  Importer &im;
  explicit Ops(Importer &im) : im(im) {}
  mlir::Value add(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::AddOp>(a, b);
  }
  mlir::Value sub(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::SubOp>(a, b);
  }
  mlir::Value mul(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::MulOp>(a, b);
  }
  mlir::Value div(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::DivOp>(a, b);
  }
  mlir::Value mod(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::ModOp>(a, b, mlir::UnitAttr());
  }
  mlir::Value max(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::MaxOp>(a, b);
  }
  mlir::Value min(mlir::Value a, mlir::Value b) {
    return im.infer1<graph::MinOp>(a, b);
  }
  mlir::Value cmp(graph::CmpPredicate p, mlir::Value a, mlir::Value b) {
    return im.infer1<graph::CompareOp>(p, a, b);
  }
  mlir::Value sel(mlir::Value c, mlir::Value a, mlir::Value b) {
    return im.infer1<graph::SelectOp>(c, a, b);
  }
  template <typename OpTy> mlir::Value un(mlir::Value a) {
    return a ? im.make<OpTy>(a.getType(), a) : mlir::Value();
  }
  mlir::Value f(double v, mlir::Type et) { return im.scalar(v, et); }
  /// 0, 1, .., n-1 (a run-time i64 scalar n) in type `t`.
  mlir::Value counter(mlir::Value n, mlir::Type t) {
    if (!n)
      return {};
    auto vt = im.tensorType({mlir::ShapedType::kDynamic}, t);
    mlir::Value zeros = im.make<graph::BroadcastToOp>(
        vt, llvm::isa<mlir::FloatType>(t) ? f(0, t) : i(0, t),
        im.reshape(n, {1}));
    return im.make<graph::IotaOp>(vt, im.b.getI64IntegerAttr(0), zeros);
  }
  /// An integer scalar of any width and signedness (no double round trip).
  mlir::Value i(uint64_t v, mlir::Type et) {
    unsigned w = et.getIntOrFloatBitWidth();
    return im.constant(mlir::DenseElementsAttr::get(
        im.tensorType({}, et),
        im.b.getIntegerAttr(et, llvm::APInt(w, v, /*isSigned=*/false,
                                            /*implicitTrunc=*/true))));
  }
  mlir::Value i64s(llvm::ArrayRef<int64_t> v, llvm::ArrayRef<int64_t> shape) {
    return im.constant(mlir::DenseElementsAttr::get(
        im.tensorType(shape, im.b.getI64Type()), v));
  }
  mlir::Value slice1(mlir::Value x, int64_t axis, int64_t start) {
    if (!x)
      return {};
    return im.infer1<graph::SliceOp>(x, im.b.getDenseI64ArrayAttr({start}),
                                     im.b.getDenseI64ArrayAttr({start + 1}),
                                     im.b.getDenseI64ArrayAttr({axis}),
                                     mlir::DenseI64ArrayAttr());
  }
  /// x[..., k, ...] along `axis`, with that axis dropped.
  mlir::Value take(mlir::Value x, int64_t axis, int64_t k) {
    mlir::Value s = slice1(x, axis, k);
    return s ? im.squeezeDims(s, {axis}) : mlir::Value();
  }
  mlir::Value gather(mlir::Value x, mlir::Value idx, int64_t axis) {
    return im.infer1<graph::GatherOp>(x, idx, im.b.getI64IntegerAttr(axis));
  }
  mlir::Value transpose(mlir::Value x, llvm::ArrayRef<int64_t> perm) {
    return im.infer1<graph::TransposeOp>(x, im.b.getDenseI64ArrayAttr(perm));
  }
  template <typename OpTy>
  mlir::Value reduce(mlir::Value x, llvm::ArrayRef<int64_t> axes, bool keep) {
    return im.infer1<OpTy>(x, im.b.getDenseI64ArrayAttr(axes),
                           im.b.getBoolAttr(keep));
  }
  mlir::Value broadcastTo(mlir::Value x, llvm::ArrayRef<int64_t> shape) {
    if (!x)
      return {};
    return im.make<graph::BroadcastToOp>(im.tensorType(shape, im.elem(x)), x,
                                         Opt{});
  }
};

} // namespace mlc::onnximport

#endif // MLC_LIB_IMPORT_ONNX_COMPOSEOPS_H
