//===- TileMatmulToNVGPU.cpp - tile.dot programs → tensor cores ----------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Matches a kernel's matmul tile program (NVGPUCodegen.h) and hands it to
// the lowering the chip takes: a GEMV for a few rows
// (TileMatmulToGemv.cpp), wgmma on sm_90a (TileMatmulToWGMMA.cpp),
// mma.sync or SIMT FMAs otherwise (TileMatmulToMmaSync.cpp).
//
//===----------------------------------------------------------------------===//

#include "TileMatmulToNVGPU.h"
#include "NVGPUCodegen.h"
#include "TileMatmulToGemv.h"
#include "TileMatmulToMmaSync.h"
#include "TileMatmulToWGMMA.h"

#include "mlc/Dialect/Tile/IR/TileOps.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::tilemm;

bool mlc::hasTileOps(gpu::GPUFuncOp fn) {
  return fn
      .walk([](Operation *op) {
        return isa<tile::LoadOp, tile::StoreOp, tile::DotOp, tile::ReduceOp>(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult mlc::lowerTileMatmulToNVGPU(gpu::GPUFuncOp fn, StringRef chip,
                                          const WGMMAOptions &wgmma,
                                          int64_t &blockSize,
                                          int64_t &dynamicSharedBytes) {
  Program p;
  dynamicSharedBytes = 0;
  if (failed(match(fn, p)))
    return failure();
  // A few rows: stream the weights (any chip).
  if (isGemv(p.dot))
    return lowerTileMatmulToGemv(fn, p, blockSize,
                                 /*bulkPrefetch=*/chip.starts_with("sm_90"));
  // Hopper's warpgroup MMA needs the architecture-specific target.
  if (chip == "sm_90a" && wgmmaApplies(p))
    return lowerTileMatmulToWGMMA(fn, p, wgmma, blockSize, dynamicSharedBytes);
  Type elem = cast<MemRefType>(p.dot.getLhs().getType()).getElementType();
  if (cast<MemRefType>(p.dot.getRhs().getType()).getDimSize(1) !=
          kTensorCore.bn &&
      !isSimtElement(elem))
    return p.dot.emitError("128x256 tiles need sm_90a's wgmma (chip ")
           << chip << ")";
  return lowerTileMatmulToMmaSync(fn, p, blockSize);
}
