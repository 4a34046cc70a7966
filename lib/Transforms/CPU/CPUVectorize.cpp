//===- CPUVectorize.cpp - register-tiled vector code for CPU --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The CPU's vector code for what LLVM's loop vectorizer leaves scalar or
// slow. The matmul tile program (MatmulToTile) leaves, per output tile, a
// linalg.matmul on static tiles, and a convolution is a static contraction
// generic; this pass writes both as the register-tiled loop nest that BLAS
// libraries use (MLAS, BLIS, IREE's mmt4d ukernels): for each MR×NR block of
// C the accumulators are MR×(NR/VL) vector registers, loaded once, updated
// by one vector.fma per row and vector of B for every reduction step, stored
// once. The shapes are static, so the row and column remainders are blocks
// of the same form with fewer rows or narrower vectors, never scalar loops.
// Row reductions (softmax, layer_norm) get vector accumulators, and the math
// inside loops stays vectorizable (polynomials, LLVM intrinsics).
//
//===----------------------------------------------------------------------===//

#include "mlc/Transforms/Passes.h"

#include "Patterns.h"

#include "mlc/Dialect/Kernel/IR/KernelOps.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/TargetParser/Host.h"

namespace mlc {
#define GEN_PASS_DEF_MLCCPUVECTORIZEPASS
#include "mlc/Transforms/Passes.h.inc"
} // namespace mlc

using namespace mlir;
using namespace mlc;

namespace {

/// The host has AVX-512 VNNI (with the BW / VL forms the micro-kernel uses).
bool hostVnni() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  return features.lookup("avx512vnni") && features.lookup("avx512bw") &&
         features.lookup("avx512vl");
}

/// The host's widest float vector register in bits.
unsigned hostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 512;
  if (features.lookup("avx"))
    return 256;
  return 128;
}

} // namespace

bool mlc::cpuUsesVnni(unsigned vectorBits, int vnni) {
  unsigned bits = vectorBits ? vectorBits : hostVectorBits();
  return bits >= 512 && (vnni < 0 ? hostVnni() : vnni > 0);
}

namespace {

struct MlcCPUVectorizePass
    : mlc::impl::MlcCPUVectorizePassBase<MlcCPUVectorizePass> {
  using Base::Base;
  void runOnOperation() override {
    unsigned bits = vectorBits ? vectorBits : hostVectorBits();
    if (bits < 128 || bits % 128) {
      getOperation().emitError("mlc-cpu-vectorize: vector-bits must be a "
                               "multiple of 128, got ")
          << bits;
      return signalPassFailure();
    }
    // Registers: 32 with AVX-512 (8×2 accumulators), 16 otherwise (6×2).
    int64_t vl = bits / 32;
    int64_t mr = bits >= 512 ? 8 : 6;
    // Loop structure first, on the ops' scalar bodies as linalg wrote them;
    // then the math inside them (scalar bodies and the vector code alike).
    // Patterns of equal benefit are tried in the order they are added.
    RewritePatternSet structure(&getContext());
    cpu::populateEpilogueIntoWindowPatterns(structure);
    bool useVnni = cpuUsesVnni(bits, vnni);
    cpu::populateMicroKernelPatterns(structure, vl, mr, 2 * vl, useVnni);
    // The device functions a launch runs in place (an output written over
    // an input): their elementwise rows are vectorized here whatever their
    // length (ShortRowElementwise).
    llvm::DenseSet<StringAttr> inPlace;
    getOperation().walk([&](kernel::LaunchOp launch) {
      if (launch.getInPlace() && !launch.getInPlace()->empty())
        inPlace.insert(launch.getCallee().getRootReference());
    });
    cpu::populateRowVectorizePatterns(structure, vl, inPlace);
    cpu::populatePaddedCopyAndConcatPatterns(structure, vl);
    if (failed(applyPatternsGreedily(getOperation(), std::move(structure))))
      return signalPassFailure();
    // Fills and copies that the structure left (not a contraction's start,
    // not a padded copy's interior that FillOnlyPadBorder reads) last.
    RewritePatternSet fills(&getContext());
    cpu::populateFillAndCopyVectorizePatterns(fills, vl);
    if (failed(applyPatternsGreedily(getOperation(), std::move(fills))))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    cpu::populateVectorizableMathPatterns(patterns, approximateMath);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
