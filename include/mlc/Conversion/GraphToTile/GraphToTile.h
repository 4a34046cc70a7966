//===- GraphToTile.h - graph to tile conversion -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H
#define MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlc {

/// Type converter of the graph → tile boundary: unsigned integer element
/// types (uiN) become signless (iN); the lowering patterns keep the
/// signedness by looking at the original graph types.
class GraphTypeConverter : public mlir::TypeConverter {
public:
  GraphTypeConverter();
};

/// Patterns lowering graph ops to linalg/tensor/arith/math on tensors.
void populateGraphElementwiseToLinalgPatterns(GraphTypeConverter &converter,
                                              mlir::RewritePatternSet &patterns);
void populateGraphNNToLinalgPatterns(GraphTypeConverter &converter,
                                     mlir::RewritePatternSet &patterns);
void populateGraphShapeToLinalgPatterns(GraphTypeConverter &converter,
                                        mlir::RewritePatternSet &patterns);
/// All of the above.
void populateGraphToLinalgPatterns(GraphTypeConverter &converter,
                                   mlir::RewritePatternSet &patterns);

} // namespace mlc

#endif // MLC_CONVERSION_GRAPHTOTILE_GRAPHTOTILE_H
