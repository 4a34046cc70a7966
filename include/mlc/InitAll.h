//===- InitAll.h - register everything mlc uses -----------------*- C++ -*-===//
//
// Part of the mlc project, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef MLC_INITALL_H
#define MLC_INITALL_H

#include "mlir/IR/DialectRegistry.h"

namespace mlc {
/// mlc's dialects plus every upstream dialect (and interface model) the
/// pipelines use.
void registerAllDialects(mlir::DialectRegistry &registry);
/// mlc's passes and pipelines plus the upstream passes.
void registerAllPasses();
} // namespace mlc

#endif // MLC_INITALL_H
