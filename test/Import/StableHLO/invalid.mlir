// Bad stablehlo input: every case is a located diagnostic.
// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @add_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @add_element_type(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{requires the same element type for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @sqrt_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of floating-point or complex-type values}}
  %0 = stablehlo.sqrt %a : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @unknown_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'stablehlo.frobnicate' is unknown}}
  %0 = stablehlo.frobnicate %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_generic_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'stablehlo.frobnicate'}}
  %0 = "stablehlo.frobnicate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @unknown_chlo_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'chlo.frobnicate' is unknown}}
  %0 = chlo.frobnicate %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @comparison_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{unknown comparison_direction 'GTE'}}
  %0 = stablehlo.compare GTE, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @comparison_direction_attr(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{unknown comparison_direction 'XX'}}
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction XX>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @missing_attr(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error @+1 {{requires attribute 'comparison_direction'}}
  %0 = "stablehlo.compare"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @broadcast_count(%a: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{broadcast_dimensions has 1 entries, expected the operand rank 2}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @broadcast_range(%a: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{broadcast dimension 3 is out of range [0, 3)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1, 3] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @broadcast_size(%a: tensor<2x3xf32>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{operand dimension 0 (size 2) cannot broadcast to result dimension 2 (size 3)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [2, 1] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @dot_contracting(%a: tensor<3x4xf32>, %b: tensor<5x6xf32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{contracting dimensions lhs 1 (size 4) and rhs 0 (size 5) differ}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<5x6xf32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

func.func @dot_result(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{result has shape [3, 5], expected [2, 3, 5]}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_range(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs batching/contracting dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_counts(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{lhs and rhs have 1 and 0 contracting dimensions}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1]>} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @transpose_dup(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{permutation entry 0 appears twice}}
  %0 = stablehlo.transpose %a, dims = [0, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_result(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{result has shape [2, 3], expected [3, 2]}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_dim(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [2] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_result(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<8xf32> {
  // expected-error @+1 {{result 0 has shape [8], expected [4]}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @reduce_body(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{reducer returns 2 value(s), expected 1}}
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a, %b : tensor<f32>, tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_applies(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown reducer op 'stablehlo.plus'}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.plus across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concatenate_dim(%a: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{dimension 2 is out of range [0, 2)}}
  %0 = stablehlo.concatenate %a, %a, dim = 2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concatenate_sizes(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{input 1 has size 4 in dimension 1, expected 3}}
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concatenate_result(%a: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{result has shape [5, 3], expected [4, 3]}}
  %0 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @slice_bounds(%a: tensor<4x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{dimension 1: slice 2:4:1 does not fit size 3}}
  %0 = stablehlo.slice %a [0:2, 2:4] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @iota_dim() -> tensor<4xi32> {
  // expected-error @+1 {{iota_dimension 1 is out of range [0, 1)}}
  %0 = stablehlo.iota dim = 1 : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @pad_result(%a: tensor<2x3xf32>, %v: tensor<f32>) -> tensor<5x5xf32> {
  // expected-error @+1 {{result has shape [5, 5], expected [5, 4]}}
  %0 = stablehlo.pad %a, %v, low = [0, 1], high = [2, 0], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x5xf32>
  return %0 : tensor<5x5xf32>
}

// -----

func.func @select_pred(%p: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{pred has shape [3], expected [4]}}
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @while_cond(%i: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{cond result 0 has type 'tensor<i32>', expected 'tensor<i1>'}}
  %0 = stablehlo.while(%iterArg = %i) : tensor<i32>
   cond {
    stablehlo.return %iterArg : tensor<i32>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @gather_sizes(%x: tensor<10x12xf32>, %i: tensor<5x1xi32>) -> tensor<5x12xf32> {
  // expected-error @+1 {{slice_sizes has 1 entries, expected the operand rank 2}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<10x12xf32>, tensor<5x1xi32>) -> tensor<5x12xf32>
  return %0 : tensor<5x12xf32>
}

// -----

func.func @gather_field(%x: tensor<10x12xf32>, %i: tensor<5x1xi32>) -> tensor<5x12xf32> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: index_vectr_dim}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vectr_dim = 1>, slice_sizes = array<i64: 1, 12>}> : (tensor<10x12xf32>, tensor<5x1xi32>) -> tensor<5x12xf32>
  return %0 : tensor<5x12xf32>
}

// -----

func.func @conv_layout(%x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{expected 'b', 'f' or a spatial dimension number, got 'x'}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, x]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @conv_features(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{input feature size 2 must be kernel input feature size 1 times feature_group_count 1}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @conv_window(%x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{unknown convolution window attribute 'strides'}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {strides = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @reduce_window_dims(%x: tensor<4x4xf32>, %c: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{window_dimensions has 1 values, expected 2}}
  %0 = "stablehlo.reduce_window"(%x, %c) <{window_dimensions = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dynamic_slice_indices(%x: tensor<4x4xf32>, %i: tensor<i32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{needs one start index and one slice size per operand dimension (2)}}
  %0 = stablehlo.dynamic_slice %x, %i, sizes = [2, 2] : (tensor<4x4xf32>, tensor<i32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @sort_comparator(%k: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{comparator takes 1 argument(s), expected 2}}
  %0 = "stablehlo.sort"(%k) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>):
    %p = stablehlo.compare LT, %a, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }) : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @top_k(%x: tensor<5x9xf32>) -> (tensor<5x10xf32>, tensor<5x10xi32>) {
  // expected-error @+1 {{k = 10 does not fit the last dimension (9)}}
  %v, %i = chlo.top_k(%x, k = 10) : tensor<5x9xf32> -> (tensor<5x10xf32>, tensor<5x10xi32>)
  return %v, %i : tensor<5x10xf32>, tensor<5x10xi32>
}

// -----

func.func @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{operand #0 must be ranked tensor of integer or floating-point or complex-type values}}
  %0 = stablehlo.negate %a : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @gather_unknown_field(%x: tensor<10x12xf32>, %i: tensor<5x1xi32>) -> tensor<5x12xf32> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: offset_dimensions}}
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dimensions = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 12>}> : (tensor<10x12xf32>, tensor<5x1xi32>) -> tensor<5x12xf32>
  return %0 : tensor<5x12xf32>
}

// -----

func.func @slice_syntax(%a: tensor<4x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = stablehlo.slice %a [0, 1:3] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @dot_syntax(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{expected 'contracting_dims'}}
  %0 = stablehlo.dot_general %a, %b, contracting = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @conv_spatial(%x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32> {
  // expected-error @+1 {{input, kernel and output layouts must have the same number of spatial dimensions}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

// -----

func.func @reduce_types(%x: tensor<4x8xf32>, %c: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected 2 input types (inputs, then init values)}}
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @while_types(%i: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected 1 types for the loop-carried values}}
  %0 = stablehlo.while(%iterArg = %i) : tensor<i32>, tensor<i32>
   cond {
    %p = stablehlo.compare LT, %iterArg, %iterArg : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @precision(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{unknown precision 'FAST'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [FAST, DEFAULT] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

func.func @reduce_precision_format(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected a format like 'e5m10', got 'f16'}}
  %0 = stablehlo.reduce_precision %a, format = f16 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @if_results(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{false_branch returns 0 value(s), expected 1}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @scatter_body(%x: tensor<10x12xf32>, %i: tensor<5x1xi32>, %u: tensor<5x12xf32>) -> tensor<10x12xf32> {
  // expected-error @+1 {{update_computation argument 1 has type 'tensor<i32>', expected 'tensor<f32>'}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<10x12xf32>, tensor<5x1xi32>, tensor<5x12xf32>) -> tensor<10x12xf32>
  return %0 : tensor<10x12xf32>
}

// -----

// From the stablehlo fuzzer: the update's scatter dimension (size 4) is not
// the indices' batch dimension (size 2); the converter used to build an
// invalid graph.reshape from it.
func.func @scatter_update_batch(%x: tensor<5x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{update dimension 1 has size 4, expected the indices' batch size 2 (indices [2, 1] without index_vector_dim 1)}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @scatter_update_rank(%x: tensor<5x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4x1xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{update rank 3 must be the indices' batch rank 1 plus the window rank 1 (update_window_dims [1])}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<2x1xi32>, tensor<2x4x1xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @scatter_update_window(%x: tensor<5x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x6xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{update window dimension 1 (size 6) is larger than input dimension 1 (size 4)}}
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<5x4xf32>, tensor<2x1xi32>, tensor<2x6xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// From the stablehlo fuzzer: a cumsum's reduce_window without its padding
// (a misspelt attribute) does not give the declared result; the converter
// used to build a graph.avg_pool whose inferred type disagreed.
func.func @reduce_window_result(%x: tensor<5x11xf32>, %z: tensor<f32>) -> tensor<5x11xf32> {
  // expected-error @+1 {{result 0 has shape [5, 11], expected [5, 1]}}
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 1, 11>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<5x11xf32>
  return %0 : tensor<5x11xf32>
}

// -----

func.func @reduce_window_padded(%x: tensor<5x11xf32>, %z: tensor<f32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{result 0 has shape [3, 6], expected [3, 5]}}
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 1, 2>, base_dilations = array<i64: 1, 1>, window_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) : (tensor<5x11xf32>, tensor<f32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}
// -----

// From the stablehlo fuzzer: dynamic_conv had no verifier (a
// feature_group_count of 0 became a graph.conv that did not verify); it
// shares convolution's checks now.
func.func @dynamic_conv_groups(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>, %p: tensor<2x2xi32>) -> tensor<?x?x?x4xf32> {
  // expected-error @+1 {{feature_group_count and batch_group_count must be >= 1}}
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 0 : i64, window_strides = array<i64: 2, 2>}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<2x2xi32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

func.func @dynamic_conv_padding(%x: tensor<?x?x?x3xf32>, %w: tensor<3x3x3x4xf32>, %p: tensor<3x2xi32>) -> tensor<?x?x?x4xf32> {
  // expected-error @+1 {{padding must have shape [2, 2], got [3, 2]}}
  %0 = "stablehlo.dynamic_conv"(%x, %w, %p) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<?x?x?x3xf32>, tensor<3x3x3x4xf32>, tensor<3x2xi32>) -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// -----

// From the stablehlo fuzzer: dynamic_iota had no verifier.
func.func @dynamic_iota_dim(%s: tensor<2xi32>) -> tensor<?x?xi32> {
  // expected-error @+1 {{iota_dimension 5 is out of range [0, 2)}}
  %0 = stablehlo.dynamic_iota %s, dim = 5 : (tensor<2xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

func.func @dynamic_iota_shape(%s: tensor<3xi32>) -> tensor<?x?xi32> {
  // expected-error @+1 {{output_shape has 3 entries, expected the result rank 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// A malformed module: the error is at the bad token.
func.func @malformed(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.add %a %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Found by mlc-stablehlo-fuzzer: a declared result shape the operands do not
// give passed the verifier, and the converter built a graph.conv that did
// not verify.
func.func @conv_result_shape(%x: tensor<3x6x6x4xf32>, %w: tensor<3x4x3x2xf32>) -> tensor<3x4x6x7xf32> {
  // expected-error @+1 {{result has shape [3, 4, 6, 7], expected [3, 4, 4, 7]}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 0]], lhs_dilate = [1, 2], rhs_dilate = [2, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<3x6x6x4xf32>, tensor<3x4x3x2xf32>) -> tensor<3x4x6x7xf32>
  return %0 : tensor<3x4x6x7xf32>
}

// -----

func.func @conv_batch_groups(%x: tensor<3x4x4x2xf32>, %w: tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-error @+1 {{input batch size 3 is not a multiple of batch_group_count 2}}
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
