//===- Passes.h - tile dialect passes ---------------------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_DIALECT_TILE_TRANSFORMS_PASSES_H
#define MLC_DIALECT_TILE_TRANSFORMS_PASSES_H

#include "mlc/Dialect/Tile/IR/TileOps.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlc::tile {

#define GEN_PASS_DECL
#include "mlc/Dialect/Tile/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "mlc/Dialect/Tile/Transforms/Passes.h.inc"

} // namespace mlc::tile

#endif // MLC_DIALECT_TILE_TRANSFORMS_PASSES_H
