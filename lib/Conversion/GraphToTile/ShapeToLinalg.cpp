//===- ShapeToLinalg.cpp - data movement and shape ops to tensor/linalg ---===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "LoweringUtils.h"

using namespace mlir;
using namespace mlc;
using namespace mlc::graph;
using namespace mlc::lowering;

void mlc::populateGraphShapeToLinalgPatterns(GraphTypeConverter &converter,
                                             RewritePatternSet &patterns) {}
