// A module jax.export lowered for several platforms takes the platform
// index as main's first argument and branches on it; mlc makes it the
// constant its target's position gives (mlc-compile --jax-platforms).
// RUN: mlc-opt %s --convert-stablehlo-to-graph="platform-index=1" | FileCheck %s
// RUN: not mlc-opt %s --convert-stablehlo-to-graph 2>&1 | FileCheck %s --check-prefix=NOINDEX

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%{{.*}}: tensor<3xf32> {graph.name = "x"}) -> (tensor<3xf32> {graph.name = "result"})
// CHECK-NOT: graph.select
// CHECK: graph.cos
// CHECK-NOT: graph.sin
// NOINDEX: error: main takes JAX's platform index (argument 0: the module was exported for several platforms); give mlc-compile --jax-platforms=LIST
func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, %x: tensor<3xf32> {jax.arg_info = "x"}) -> (tensor<3xf32> {jax.result_info = "result"}) {
  %0 = "stablehlo.case"(%arg0) ({
    %s = stablehlo.sine %x : tensor<3xf32>
    stablehlo.return %s : tensor<3xf32>
  }, {
    %c = stablehlo.cosine %x : tensor<3xf32>
    stablehlo.return %c : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
