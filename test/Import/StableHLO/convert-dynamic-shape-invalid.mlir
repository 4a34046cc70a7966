// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file -verify-diagnostics

// Forms of the run-time shape ops that are not converted: located errors.

func.func public @main(%x: tensor<?x?x?xf32>, %i: tensor<?x2xi32>, %s: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{gathers with `?` sizes or run-time slice sizes are supported with one start index into a collapsed dimension of slice size 1 and no batching dimensions (jnp.take)}}
  %0 = "stablehlo.dynamic_gather"(%x, %i, %s) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false}> : (tensor<?x?x?xf32>, tensor<?x2xi32>, tensor<3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func public @main(%x: tensor<?x8xf32>, %s: tensor<3xi32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{start, limit and stride operands need one entry per dimension}}
  %0 = stablehlo.real_dynamic_slice %x, %s, %s, %s : (tensor<?x8xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

func.func public @main(%x: tensor<?x8xf32>, %s: tensor<?xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{the shape operand must have a static length}}
  %0 = stablehlo.dynamic_reshape %x, %s : (tensor<?x8xf32>, tensor<?xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func public @main(%x: tensor<?x3xf32>, %p: tensor<?xi32>) -> tensor<?x?xf32> {
  %v = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{the padding operands need one entry per dimension}}
  %0 = stablehlo.dynamic_pad %x, %v, %p, %p, %p : (tensor<?x3xf32>, tensor<f32>, tensor<?xi32>, tensor<?xi32>, tensor<?xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func public @main(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>, %p: tensor<?x2xi32>) -> tensor<?x?x?x4xf32> {
  // expected-error @+1 {{the padding operand needs [2 x 2] entries}}
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<?x2xi32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

func.func public @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  // expected-error @+1 {{the shape_assertion predicate must be a tensor<i1>}}
  stablehlo.custom_call @shape_assertion(%0, %0) {api_version = 2 : i32, error_message = "bad", has_side_effect = true} : (tensor<i32>, tensor<i32>) -> ()
  return %x : tensor<?x4xf32>
}

// -----

func.func public @main(%s: tensor<?xi32>) -> tensor<?x8xi32> {
  // expected-error @+1 {{the shape operand needs one entry per result dimension}}
  %0 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<?xi32>) -> tensor<?x8xi32>
  return %0 : tensor<?x8xi32>
}
