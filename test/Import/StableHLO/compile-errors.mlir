// An unsupported op in a StableHLO program: mlc-compile reports it at its
// location and exits non-zero, writing nothing.
// RUN: rm -f %t.so
// RUN: not mlc-compile %s -o %t.so 2>&1 | FileCheck %s
// RUN: not test -e %t.so
// CHECK: compile-errors.mlir:[[@LINE+4]]:10: error: 'stablehlo.count_leading_zeros' is not supported by convert-stablehlo-to-graph
// CHECK-NOT: Stack dump
module @jit_f {
  func.func public @main(%x: tensor<4xi32>) -> (tensor<4xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.count_leading_zeros %x : tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}
