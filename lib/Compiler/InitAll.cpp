//===- InitAll.cpp - register everything mlc uses -------------------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/InitAll.h"

#include "mlc/Conversion/Passes.h"
#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlc/Dialect/Graph/Transforms/Passes.h"
#include "mlc/Dialect/Kernel/IR/KernelOps.h"
#include "mlc/Dialect/Kernel/Transforms/Passes.h"
#include "mlc/Dialect/Tile/IR/TileOps.h"
#include "mlc/Dialect/Tile/Transforms/Passes.h"
#include "mlc/Import/StableHLO/ChloOps.h"
#include "mlc/Import/StableHLO/SdyOps.h"
#include "mlc/Import/StableHLO/Passes.h"
#include "mlc/Import/StableHLO/StableHLOOps.h"
#include "mlc/Pipelines/Pipelines.h"
#include "mlc/Transforms/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlc::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<graph::GraphDialect, tile::TileDialect, kernel::KernelDialect>();
  // The StableHLO input dialects (programs exported from JAX).
  registry.insert<stablehlo::StableHLODialect, chlo::ChloDialect,
                  sdy::SdyDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // Every LLVM IR translation, the NVVM/GPU ones included: gpu.module
  // serialization to PTX/cubin goes through them.
  mlir::registerAllToLLVMIRTranslations(registry);
}

void mlc::registerAllPasses() {
  mlir::registerAllPasses();
  graph::registerGraphPasses();
  tile::registerTilePasses();
  kernel::registerKernelPasses();
  registerConversionPasses();
  registerTransformsPasses();
  registerStableHLOImportPasses();
  registerPipelines();
}
