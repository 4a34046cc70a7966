//===- RowReduction.cpp - row reductions of device functions --------------===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "mlc/Dialect/Kernel/Utils/RowReduction.h"

#include "mlir/Analysis/SliceAnalysis.h"

using namespace mlir;

std::optional<mlc::kernel::RowReduction>
mlc::kernel::matchRowReduction(Operation *operation) {
  auto op = dyn_cast<linalg::GenericOp>(operation);
  if (!op || !op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumLoops() == 0)
    return std::nullopt;
  SmallVector<utils::IteratorType> iters = op.getIteratorTypesArray();
  unsigned numParallel = 0;
  while (numParallel < iters.size() &&
         iters[numParallel] == utils::IteratorType::parallel)
    ++numParallel;
  if (numParallel == iters.size())
    return std::nullopt;
  for (unsigned i = numParallel; i < iters.size(); ++i)
    if (iters[i] != utils::IteratorType::reduction)
      return std::nullopt;
  SmallVector<Operation *> combiners;
  Value partial = matchReduction(op.getRegionOutputArgs(), 0, combiners);
  if (!partial || combiners.size() != 1)
    return std::nullopt;
  return RowReduction{op, combiners.front(), partial, numParallel};
}
