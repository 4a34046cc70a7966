// StableHLO result types may be less static than the operands give
// (tensor<?xf32> for the column sums of a 2x3) or more static (tensor<3xf32>
// for the row sums of a ?x?): both are valid StableHLO. The graph op gets the type it
// infers and a reshape to the declared type follows, checked at run time.
// Found by mlc-stablehlo-fuzzer: the converter used to give graph.reduce_sum
// the declared type, which the graph verifier rejects.
// RUN: mlc-compile %s -o %t.so
// RUN: mlc-run %t.so --input=2x3xf32=1,2,3,4,5,6 --input=3x2xf32=1,2,3,4,5,6 | FileCheck %s
// RUN: not mlc-run %t.so --input=2x3xf32=1,2,3,4,5,6 --input=2x3xf32=1,2,3,4,5,6 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: shape 3 f32
// CHECK-NEXT: [5, 7, 9]
// CHECK: shape 3 f32
// CHECK-NEXT: [3, 7, 11]
// BAD: error:
func.func public @main(%x: tensor<2x3xf32>, %y: tensor<?x?xf32>) -> (tensor<?xf32>, tensor<3xf32>) {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<?xf32>
  %1 = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<3xf32>
  return %0, %1 : tensor<?xf32>, tensor<3xf32>
}
