// A jax.export module whose input sizes are expressions of a symbol,
// x: (2*b, 3) and y: (b+1, 6), computing x.reshape(b, 6) + y[1:]: b is
// solved from x's size at run time, and the shape assertions JAX emits
// (divisibility, b >= 1, y's size equal to b + 1) stop the run with JAX's
// message when the inputs do not fit.
// RUN: mlc-compile %s -o %t.so
// RUN: mlc-run %t.so --input=4x3xf32=1,2,3,4,5,6,7,8,9,10,11,12 --input=3x6xf32=1 | FileCheck %s --check-prefix=B2
// RUN: mlc-run %t.so --input=2x3xf32=1,2,3,4,5,6 --input=2x6xf32=1,2,3,4,5,6,7,8,9,10,11,12 | FileCheck %s --check-prefix=B1
// RUN: not mlc-run %t.so --input=3x3xf32=1 --input=2x6xf32=1 2>&1 | FileCheck %s --check-prefix=ODD
// RUN: not mlc-run %t.so --input=4x3xf32=1 --input=4x6xf32=1 2>&1 | FileCheck %s --check-prefix=MISMATCH
// B2: shape 2x6 f32
// B2-NEXT: {{\[}}[2, 3, 4, 5, 6, 7],
// B2-NEXT: [8, 9, 10, 11, 12, 13]]
// B1: shape 1x6 f32
// B1-NEXT: {{\[}}[8, 10, 12, 14, 16, 18]]
// ODD: mlc-run: error: {{.*}}run-time check failed at {{.*}}shape_assertion{{.*}}: Input shapes do not match the polymorphic shapes specification. Division had remainder {0} when computing the value of 'b'.
// MISMATCH: mlc-run: error: {{.*}}run-time check failed at {{.*}}: Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'b + 1' (= {1}).
module @jit_f attributes {jax.uses_shape_polymorphism = true} {
  func.func public @main(%arg0: tensor<?x3xf32>, %arg1: tensor<?x6xf32>) -> tensor<?x6xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x6xf32>) -> tensor<i32>
    %2 = stablehlo.remainder %0, %c2 : tensor<i32>
    %3 = stablehlo.compare EQ, %2, %c0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Division had remainder {0} when computing the value of 'b'.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc("shape_assertion")
    %4 = stablehlo.divide %0, %c2 : tensor<i32>
    %5 = stablehlo.compare GE, %4, %c1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%5, %4) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc("shape_assertion")
    %6 = stablehlo.add %4, %c1 : tensor<i32>
    %7 = stablehlo.compare EQ, %1, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%7, %1, %6) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'b + 1' (= {1}).", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc("shape_assertion")
    %8 = call @_wrapped_jax_export_main(%4, %arg0, %arg1) : (tensor<i32>, tensor<?x3xf32>, tensor<?x6xf32>) -> tensor<?x6xf32>
    return %8 : tensor<?x6xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x3xf32>, %arg2: tensor<?x6xf32>) -> tensor<?x6xf32> {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c6 = stablehlo.constant dense<6> : tensor<1xi32>
    %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %step = stablehlo.constant dense<1> : tensor<2xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_reshape %arg1, %1 : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<?x6xf32>
    %3 = stablehlo.add %arg0, %c1 : tensor<i32>
    %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.concatenate %4, %c6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %6 = stablehlo.real_dynamic_slice %arg2, %start, %5, %step : (tensor<?x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x6xf32>
    %7 = stablehlo.add %2, %6 : tensor<?x6xf32>
    return %7 : tensor<?x6xf32>
  }
}
