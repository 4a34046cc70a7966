// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @reshape_element_type(%x: tensor<2x3xf32>) -> tensor<6xf16> {
  // expected-error @+1 {{all of {input, output} have same element type}}
  %0 = graph.reshape %x : tensor<2x3xf32> -> tensor<6xf16>
  return %0 : tensor<6xf16>
}

// -----

func.func @reshape_two_dynamic(%x: tensor<2x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{at most one dynamic dimension}}
  %0 = graph.reshape %x : tensor<2x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_shape_rank(%x: tensor<2x3xf32>, %s: tensor<1x2xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{shape operand must be 1-D}}
  %0 = graph.reshape %x, %s : tensor<2x3xf32>, tensor<1x2xi64> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_shape_length(%x: tensor<2x3xf32>, %s: tensor<3xi32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{shape operand has 3 entries, expected the result rank 2}}
  %0 = graph.reshape %x, %s : tensor<2x3xf32>, tensor<3xi32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_count(%x: tensor<2x3xf32>) -> tensor<7xf32> {
  // expected-error @+1 {{cannot reshape 6 elements}}
  %0 = graph.reshape %x : tensor<2x3xf32> -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

func.func @reshape_count_dynamic(%x: tensor<2x3xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{cannot reshape 6 elements}}
  %0 = graph.reshape %x : tensor<2x3xf32> -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

func.func @transpose_perm_length(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{perm has 3 entries, expected the operand rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.transpose %x perm = [1, 0, 2] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_not_perm(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{perm is not a permutation of [0, 2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.transpose %x perm = [1, 1] : tensor<2x3xf32> -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @transpose_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'graph.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.transpose %x perm = [1, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_to_rank(%x: tensor<2x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{cannot broadcast rank 2 to the lower rank 1}}
  %0 = graph.broadcast_to %x : (tensor<2x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @broadcast_to_size(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{operand dimension 1 of size 3 cannot broadcast to size 4}}
  %0 = graph.broadcast_to %x : (tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @broadcast_to_needs_shape(%x: tensor<1x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{dynamic result dimension 0 needs a `shape` operand}}
  %0 = graph.broadcast_to %x : (tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_to_shape_rank(%x: tensor<1x3xf32>, %s: tensor<1x2xi64>) -> tensor<?x3xf32> {
  // expected-error @+1 {{shape operand must be 1-D}}
  %0 = graph.broadcast_to %x, %s : (tensor<1x3xf32>, tensor<1x2xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_to_shape_length(%x: tensor<1x3xf32>, %s: tensor<3xi64>) -> tensor<?x3xf32> {
  // expected-error @+1 {{shape operand has 3 entries, expected the result rank 2}}
  %0 = graph.broadcast_to %x, %s : (tensor<1x3xf32>, tensor<3xi64>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @tile_length(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{repeats has 1 entries, expected the operand rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.tile %x repeats = [2] : tensor<2x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @tile_negative(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{repeats must be non-negative, got -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.tile %x repeats = [2, -1] : tensor<2x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @concat_axis(%a: tensor<2x3xf32>) -> tensor<2x6xf32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.concat %a, %a axis = 2 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @concat_rank(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x6xf32> {
  // expected-error @+2 {{operands of concat have different ranks}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.concat %a, %b axis = 1 : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @concat_dims(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>) -> tensor<2x6xf32> {
  // expected-error @+2 {{operands of concat differ in dimension 0 (not the axis)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.concat %a, %b axis = 1 : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @split_sum(%x: tensor<5x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  // expected-error @+2 {{split sizes add up to 4 but the axis has size 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = graph.split %x axis = 0 sizes = [2, 2] : tensor<5x4xf32> -> tensor<2x4xf32>, tensor<2x4xf32>
  return %0#0, %0#1 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

func.func @split_negative(%x: tensor<5x4xf32>) -> (tensor<6x4xf32>, tensor<1x4xf32>) {
  // expected-error @+2 {{split sizes must be non-negative, got -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = graph.split %x axis = 0 sizes = [6, -1] : tensor<5x4xf32> -> tensor<6x4xf32>, tensor<1x4xf32>
  return %0#0, %0#1 : tensor<6x4xf32>, tensor<1x4xf32>
}

// -----

func.func @split_axis(%x: tensor<5x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+2 {{axis -3 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.split %x axis = -3 sizes = [5] : tensor<5x4xf32> -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

func.func @slice_lengths(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{starts and ends differ in length (2 vs 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0, 0] ends = [4] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @slice_axes_length(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{axes has 2 entries, expected 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0] ends = [4] axes = [0, 1] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @slice_steps_length(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{steps has 2 entries, expected 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0] ends = [4] steps = [1, 1] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @slice_zero_step(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{slice steps must not be 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0] ends = [4] steps = [0] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @slice_twice(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{axis 1 is sliced twice}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0, 0] ends = [5, 5] axes = [1, -1] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @slice_axis(%x: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.slice %x starts = [0] ends = [1] axes = [2] : tensor<4x5xf32> -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @pad_length(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{pads has 2 entries, expected 2 * rank = 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.pad %x pads = [1, 1] : tensor<2x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @pad_negative(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{pads must be non-negative}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.pad %x pads = [0, -1, 0, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @pad_reflect(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{reflect pads must be smaller than the dimension (2) they pad}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.pad %x pads = [2, 0, 0, 0] mode = reflect : tensor<2x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @pad_edge_empty(%x: tensor<0x3xf32>) -> tensor<1x3xf32> {
  // expected-error @+2 {{edge padding of an empty dimension}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.pad %x pads = [1, 0, 0, 0] mode = edge : tensor<0x3xf32> -> tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @gather_axis(%x: tensor<3x5xf32>, %i: tensor<2xi64>) -> tensor<3x2xf32> {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.gather %x, %i axis = 2 : (tensor<3x5xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @gather_index_type(%x: tensor<3x5xf32>, %i: tensor<2xf32>) -> tensor<3x2xf32> {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer values}}
  %0 = graph.gather %x, %i axis = 1 : (tensor<3x5xf32>, tensor<2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @gather_elements_rank(%x: tensor<3x5xf32>, %i: tensor<2xi64>) -> tensor<2xf32> {
  // expected-error @+2 {{indices must have the rank of data (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.gather_elements %x, %i axis = 0 : (tensor<3x5xf32>, tensor<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @gather_elements_dim(%x: tensor<3x5xf32>, %i: tensor<2x6xi64>) -> tensor<2x6xf32> {
  // expected-error @+2 {{indices dimension 1 (6) exceeds the data's (5)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.gather_elements %x, %i axis = 0 : (tensor<3x5xf32>, tensor<2x6xi64>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @scatter_updates_type(%d: tensor<4x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf16>) -> tensor<4x3xf32> {
  // expected-error @+2 {{updates must have the element type of data}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.scatter %d, %i, %u axis = 0 : (tensor<4x3xf32>, tensor<2x3xi64>, tensor<2x3xf16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @scatter_updates_shape(%d: tensor<4x3xf32>, %i: tensor<2x3xi64>, %u: tensor<1x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+2 {{updates and indices differ in shape}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.scatter %d, %i, %u axis = 0 : (tensor<4x3xf32>, tensor<2x3xi64>, tensor<1x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @scatter_bool_add(%d: tensor<4xi1>, %i: tensor<2xi64>, %u: tensor<2xi1>) -> tensor<4xi1> {
  // expected-error @+2 {{bool data cannot be scattered with add/mul}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.scatter %d, %i, %u axis = 0 reduction = add : (tensor<4xi1>, tensor<2xi64>, tensor<2xi1>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @iota_like_rank(%x: tensor<?xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{`like` operand of rank 1, expected the result rank 2}}
  %0 = graph.iota dim = 0 like %x : (tensor<?xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @reshape_two_dynamic(%x: tensor<?x?xf32>) -> tensor<?x?x2xf32> {
  // expected-error @+1 {{result type may have at most one dynamic dimension without a `shape` operand}}
  %0 = graph.reshape %x : tensor<?x?xf32> -> tensor<?x?x2xf32>
  return %0 : tensor<?x?x2xf32>
}

// -----

func.func @shape_of_type(%x: tensor<?x3xf32>) -> tensor<3xi64> {
  // expected-error @+2 {{inferred type(s) 'tensor<2xi64>' are incompatible with return type(s) of operation 'tensor<3xi64>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = graph.shape_of %x : tensor<?x3xf32> -> tensor<3xi64>
  return %0 : tensor<3xi64>
}

// -----

func.func @iota_dynamic() -> tensor<?x3xf32> {
  // expected-error @+1 {{result type must be static}}
  %0 = graph.iota dim = 0 : tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @iota_dim() -> tensor<2x3xf32> {
  // expected-error @+1 {{dimension 2 is out of range for rank 2}}
  %0 = graph.iota dim = 2 : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @cumsum_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{axis -3 is out of range for rank 2}}
  %0 = graph.cumsum %x axis = -3 : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @cumprod_axis(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{axis 2 is out of range for rank 2}}
  %0 = graph.cumprod %x axis = 2 : tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @top_k_too_large(%x: tensor<3x5xf32>) -> (tensor<3x6xf32>, tensor<3x6xi64>) {
  // expected-error @+2 {{k = 6 exceeds the axis size 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = graph.top_k %x k = 6 axis = 1 : tensor<3x5xf32> -> tensor<3x6xf32>, tensor<3x6xi64>
  return %0#0, %0#1 : tensor<3x6xf32>, tensor<3x6xi64>
}

// -----

func.func @top_k_negative(%x: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xi64>) {
  // expected-error @+2 {{k must be non-negative (or -1: the whole axis), got -2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = graph.top_k %x k = -2 axis = 1 : tensor<3x5xf32> -> tensor<3x5xf32>, tensor<3x5xi64>
  return %0#0, %0#1 : tensor<3x5xf32>, tensor<3x5xi64>
}

// -----

func.func @top_k_axis(%x: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xi64>) {
  // expected-error @+2 {{axis 2 is out of range for rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0:2 = graph.top_k %x k = 1 axis = 2 : tensor<3x5xf32> -> tensor<3x5xf32>, tensor<3x5xi64>
  return %0#0, %0#1 : tensor<3x5xf32>, tensor<3x5xi64>
}
