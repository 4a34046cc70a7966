#include "mlc/Dialect/Graph/IR/GraphOps.h"
#include "mlir/IR/MLIRContext.h"
#include <cstdio>
int main() {
  mlir::MLIRContext ctx;
  ctx.loadDialect<mlc::graph::GraphDialect>();
  std::printf("loaded %s\n", ctx.getLoadedDialect("graph") ? "graph" : "nothing");
}
