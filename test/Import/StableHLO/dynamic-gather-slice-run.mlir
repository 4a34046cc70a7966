// jnp.take of rows and of columns of an array whose sizes are both symbolic
// (dynamic_gather, slice sizes [1, d] and [n, 1] built from the run-time
// sizes as JAX builds them) and slices whose bounds depend on the sizes
// (real_dynamic_slice: x[1:n-1], x[:, ::2]), run at two shapes of one
// artifact. Out-of-range indices clamp (mode="clip").
// RUN: mlc-compile %s -o %t.so
// RUN: mlc-run %t.so --input=3x2xf32=1,2,3,4,5,6 --input=3x1xi32=2,0,5 --input=2x1xi32=1,0 | FileCheck %s --check-prefix=A
// RUN: mlc-run %t.so --input=4x3xf32=1,2,3,4,5,6,7,8,9,10,11,12 --input=2x1xi32=3,1 --input=3x1xi32=2,2,0 | FileCheck %s --check-prefix=B
// A: shape 3x2 f32
// A-NEXT: {{\[}}[5, 6],
// A-NEXT: [1, 2],
// A-NEXT: [5, 6]]
// A: shape 3x2 f32
// A-NEXT: {{\[}}[2, 1],
// A-NEXT: [4, 3],
// A-NEXT: [6, 5]]
// A: shape 1x2 f32
// A-NEXT: {{\[}}[3, 4]]
// A: shape 3x1 f32
// A-NEXT: {{\[}}[1],
// A-NEXT: [3],
// A-NEXT: [5]]
// B: shape 2x3 f32
// B-NEXT: {{\[}}[10, 11, 12],
// B-NEXT: [4, 5, 6]]
// B: shape 4x3 f32
// B-NEXT: {{\[}}[3, 3, 1],
// B-NEXT: [6, 6, 4],
// B-NEXT: [9, 9, 7],
// B-NEXT: [12, 12, 10]]
// B: shape 2x3 f32
// B-NEXT: {{\[}}[4, 5, 6],
// B-NEXT: [7, 8, 9]]
// B: shape 4x2 f32
// B-NEXT: {{\[}}[1, 3],
// B-NEXT: [4, 6],
// B-NEXT: [7, 9],
// B-NEXT: [10, 12]]
func.func public @main(%x: tensor<?x?xf32>, %r: tensor<?x1xi32>, %c: tensor<?x1xi32>) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
  %d = stablehlo.get_dimension_size %x, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %d1 = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %s1 = stablehlo.concatenate %one, %d1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %s2 = stablehlo.concatenate %n1, %one, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = "stablehlo.dynamic_gather"(%x, %r, %s1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %1 = "stablehlo.dynamic_gather"(%x, %c, %s2) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?xf32>, tensor<?x1xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %start = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %zero2 = stablehlo.constant dense<0> : tensor<2xi32>
  %step = stablehlo.constant dense<1> : tensor<2xi32>
  %step2 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %nm1 = stablehlo.subtract %n, %c1 : tensor<i32>
  %nm1v = stablehlo.reshape %nm1 : (tensor<i32>) -> tensor<1xi32>
  %lim = stablehlo.concatenate %nm1v, %d1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %2 = stablehlo.real_dynamic_slice %x, %start, %lim, %step : (tensor<?x?xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  %lim2 = stablehlo.concatenate %n1, %d1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.real_dynamic_slice %x, %zero2, %lim2, %step2 : (tensor<?x?xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
