// The generic form of stablehlo ops (what `print_generic_op_form` and older
// exporters write) and the attribute syntax: it parses, round-trips, and the
// ops that have a pretty form print in it.
// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s
// RUN: mlc-opt %s --mlir-print-op-generic | mlc-opt | FileCheck %s

// Module and function attributes JAX adds are plain discardable attributes.
// CHECK: module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = {xla.sdy.meshes = "{}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  // CHECK-LABEL: func.func public @main
  // CHECK-SAME: %arg0: tensor<4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}
  // CHECK-SAME: -> (tensor<4xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"})
  func.func public @main(%arg0: tensor<4xf32> {mhlo.layout_mode = "default", mhlo.sharding = "{replicated}"}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]", mhlo.layout_mode = "default"}) {
    // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    // Enum attributes: both `#stablehlo<comparison_direction GE>` and
    // `#stablehlo.comparison_direction<GE>`.
    // CHECK: stablehlo.compare  GE, %{{.*}}, %{{.*}},  FLOAT
    %1 = "stablehlo.compare"(%0, %arg1) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    // CHECK: stablehlo.compare  NE, %{{.*}}, %{{.*}},  TOTALORDER
    %2 = "stablehlo.compare"(%0, %arg1) <{comparison_direction = #stablehlo.comparison_direction<NE>, compare_type = #stablehlo.comparison_type<TOTALORDER>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    // CHECK: stablehlo.constant dense<2.500000e+00> : tensor<4xf32>
    %3 = "stablehlo.constant"() <{value = dense<2.5> : tensor<4xf32>}> : () -> tensor<4xf32>
    // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    // CHECK: stablehlo.slice %{{.*}} [0:1, 0:4:2]
    %5 = "stablehlo.slice"(%4) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 1, 4>, strides = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2xf32>
    %6 = "stablehlo.select"(%1, %0, %arg1) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %6 : tensor<4xf32>
  }

  // CHECK-LABEL: func.func @contractions
  func.func @contractions(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x1xf32>) -> tensor<2x3x5xf32> {
    // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST]
    %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo.precision<HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = {{\[}}[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]}
    %1 = "stablehlo.convolution"(%x, %w) {window_strides = array<i64: 4, 4>, padding = dense<0> : tensor<2x2xi64>, lhs_dilation = array<i64: 2, 2>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
    // The long form of the layout.
    // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}
    %2 = "stablehlo.convolution"(%x, %w) {dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x1xf32>) -> tensor<1x2x2x1xf32>
    return %0 : tensor<2x3x5xf32>
  }

  // CHECK-LABEL: func.func @regions
  func.func @regions(%x: tensor<4x8xf32>, %c: tensor<f32>, %i: tensor<i32>, %p: tensor<i1>) -> (tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>) {
    // A generic reduce whose body is one binary op prints compactly.
    // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1]
    %0 = "stablehlo.reduce"(%x, %c) <{dimensions = array<i64: 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    // CHECK: "stablehlo.case"(%{{.*}}) ({
    // CHECK: stablehlo.return %{{.*}} : tensor<f32>
    // CHECK: }, {
    %1 = "stablehlo.case"(%i) ({
      stablehlo.return %c : tensor<f32>
    }, {
      %n = stablehlo.negate %c : tensor<f32>
      stablehlo.return %n : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
    // CHECK: "stablehlo.if"(%{{.*}}) ({
    %2 = "stablehlo.if"(%p) ({
      stablehlo.return %c : tensor<f32>
    }, {
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
    // A generic while prints in the pretty form.
    // CHECK: stablehlo.while(%iterArg = %{{.*}}) : tensor<i32>
    // CHECK-NEXT: cond {
    %3 = "stablehlo.while"(%i) ({
    ^bb0(%a: tensor<i32>):
      %q = "stablehlo.compare"(%a, %i) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%q) : (tensor<i1>) -> ()
    }, {
    ^bb0(%a: tensor<i32>):
      %n = stablehlo.add %a, %a : tensor<i32>
      "stablehlo.return"(%n) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    return %0, %1, %2, %3 : tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<i32>
  }

  // CHECK-LABEL: func.func @indexing
  func.func @indexing(%x: tensor<10x12xf32>, %idx: tensor<5x2xi32>, %rows: tensor<5x1xi32>, %u: tensor<5x12xf32>) -> (tensor<5xf32>, tensor<10x12xf32>) {
    // CHECK: "stablehlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}>
    %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<10x12xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    // Batching dimensions of gather parse too.
    // CHECK: #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
    %1 = "stablehlo.gather"(%x, %rows) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], operand_batching_dims = [], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 12>}> : (tensor<10x12xf32>, tensor<5x1xi32>) -> tensor<5x12xf32>
    // CHECK: "stablehlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    %2 = "stablehlo.scatter"(%x, %rows, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<10x12xf32>, tensor<5x1xi32>, tensor<5x12xf32>) -> tensor<10x12xf32>
    return %0, %2 : tensor<5xf32>, tensor<10x12xf32>
  }

  // StableHLO's printer (and JAX) leaves index_vector_dim out when it is 0.
  // CHECK-LABEL: func.func @index_vector_dim_default
  func.func @index_vector_dim_default(%x: tensor<10x12xf32>, %i: tensor<1xi32>, %u: tensor<12xf32>) -> (tensor<12xf32>, tensor<10x12xf32>) {
    // CHECK: #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>,
    %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1, 12>}> : (tensor<10x12xf32>, tensor<1xi32>) -> tensor<12xf32>
    // CHECK: #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>
    %1 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %b : tensor<f32>
    }) : (tensor<10x12xf32>, tensor<1xi32>, tensor<12xf32>) -> tensor<10x12xf32>
    return %0, %1 : tensor<12xf32>, tensor<10x12xf32>
  }

  // CHECK-LABEL: func.func @windows
  func.func @windows(%x: tensor<1x4x4x3xf32>, %src: tensor<1x2x2x3xf32>, %c: tensor<f32>, %k: tensor<5x9xf32>, %v: tensor<5x9xi32>) -> (tensor<1x2x2x3xf32>, tensor<1x4x4x3xf32>, tensor<5x9xf32>, tensor<5x9xf32>) {
    // CHECK: "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    %0 = "stablehlo.reduce_window"(%x, %c) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<1x4x4x3xf32>, tensor<f32>) -> tensor<1x2x2x3xf32>
    // CHECK: "stablehlo.select_and_scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    %1 = "stablehlo.select_and_scatter"(%x, %src, %c) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<1x4x4x3xf32>, tensor<1x2x2x3xf32>, tensor<f32>) -> tensor<1x4x4x3xf32>
    // CHECK: "stablehlo.sort"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, is_stable = true}> ({
    %2:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c0: tensor<i32>, %c1: tensor<i32>):
      %p = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) : (tensor<5x9xf32>, tensor<5x9xi32>) -> (tensor<5x9xf32>, tensor<5x9xi32>)
    // CHECK: "stablehlo.map"(%{{.*}}, %{{.*}}) <{dimensions = array<i64: 0, 1>}> ({
    %3 = "stablehlo.map"(%k, %2#0) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.multiply %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    return %0, %1, %2#0, %3 : tensor<1x2x2x3xf32>, tensor<1x4x4x3xf32>, tensor<5x9xf32>, tensor<5x9xf32>
  }

  // CHECK-LABEL: func.func @attrs
  func.func @attrs(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
    // CHECK: "stablehlo.triangular_solve"(%{{.*}}, %{{.*}}) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}>
    %0 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    // The other attributes of the dialect, as discardable attributes.
    // CHECK: mlc.test = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [1]>, #stablehlo.channel_handle<handle = 1, type = 2>, #stablehlo<rng_distribution NORMAL>, #stablehlo<rng_algorithm PHILOX>, #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 1.000000e-01, ulps = 2, mode = {{ *}}TOLERANCE>]
    %1 = stablehlo.exponential %0 {mlc.test = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [1]>, #stablehlo.channel_handle<handle = 1, type = 2>, #stablehlo<rng_distribution NORMAL>, #stablehlo.rng_algorithm<PHILOX>, #stablehlo.result_accuracy<atol = 0.0, rtol = 0.1, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>]} : tensor<3x2xf32>
    return %1 : tensor<3x2xf32>
  }
}
