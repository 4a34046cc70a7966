// Round trip of every stablehlo op in the pretty syntax JAX prints: parse,
// print, parse again (--verify-roundtrip also checks the bytecode form), and
// check that the printed form is the pretty one.
// RUN: mlc-opt %s --verify-roundtrip | FileCheck %s
// RUN: mlc-opt %s | mlc-opt | FileCheck %s

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi32>, %j: tensor<4xi32>, %p: tensor<4xi1>) -> tensor<4xf32> {
  // CHECK: stablehlo.abs %{{.*}} : tensor<4xf32>
  %0 = stablehlo.abs %a : tensor<4xf32>
  // CHECK: stablehlo.cbrt %{{.*}} : tensor<4xf32>
  %1 = stablehlo.cbrt %0 : tensor<4xf32>
  // CHECK: stablehlo.ceil
  %2 = stablehlo.ceil %1 : tensor<4xf32>
  // CHECK: stablehlo.floor
  %3 = stablehlo.floor %2 : tensor<4xf32>
  // CHECK: stablehlo.cosine
  %4 = stablehlo.cosine %3 : tensor<4xf32>
  // CHECK: stablehlo.sine
  %5 = stablehlo.sine %4 : tensor<4xf32>
  // CHECK: stablehlo.tan %
  %6 = stablehlo.tan %5 : tensor<4xf32>
  // CHECK: stablehlo.tanh
  %7 = stablehlo.tanh %6 : tensor<4xf32>
  // CHECK: stablehlo.exponential %
  %8 = stablehlo.exponential %7 : tensor<4xf32>
  // CHECK: stablehlo.exponential_minus_one
  %9 = stablehlo.exponential_minus_one %8 : tensor<4xf32>
  // CHECK: stablehlo.log %
  %10 = stablehlo.log %9 : tensor<4xf32>
  // CHECK: stablehlo.log_plus_one
  %11 = stablehlo.log_plus_one %10 : tensor<4xf32>
  // CHECK: stablehlo.logistic
  %12 = stablehlo.logistic %11 : tensor<4xf32>
  // CHECK: stablehlo.negate
  %13 = stablehlo.negate %12 : tensor<4xf32>
  // CHECK: stablehlo.sqrt
  %14 = stablehlo.sqrt %13 : tensor<4xf32>
  // CHECK: stablehlo.rsqrt
  %15 = stablehlo.rsqrt %14 : tensor<4xf32>
  // CHECK: stablehlo.sign
  %16 = stablehlo.sign %15 : tensor<4xf32>
  // CHECK: stablehlo.round_nearest_even
  %17 = stablehlo.round_nearest_even %16 : tensor<4xf32>
  // CHECK: stablehlo.round_nearest_afz
  %18 = stablehlo.round_nearest_afz %17 : tensor<4xf32>
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<4xf32>
  %19 = stablehlo.add %18, %b : tensor<4xf32>
  // CHECK: stablehlo.subtract
  %20 = stablehlo.subtract %19, %b : tensor<4xf32>
  // CHECK: stablehlo.multiply
  %21 = stablehlo.multiply %20, %b : tensor<4xf32>
  // CHECK: stablehlo.divide
  %22 = stablehlo.divide %21, %b : tensor<4xf32>
  // CHECK: stablehlo.remainder
  %23 = stablehlo.remainder %22, %b : tensor<4xf32>
  // CHECK: stablehlo.maximum
  %24 = stablehlo.maximum %23, %b : tensor<4xf32>
  // CHECK: stablehlo.minimum
  %25 = stablehlo.minimum %24, %b : tensor<4xf32>
  // CHECK: stablehlo.power
  %26 = stablehlo.power %25, %b : tensor<4xf32>
  // CHECK: stablehlo.atan2
  %27 = stablehlo.atan2 %26, %b : tensor<4xf32>
  // CHECK: stablehlo.compare  GE, %{{.*}}, %{{.*}},  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %28 = stablehlo.compare GE, %27, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.compare  LT, %{{.*}}, %{{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %29 = stablehlo.compare LT, %i, %j : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  // CHECK: stablehlo.and {{.*}} : tensor<4xi1>
  %30 = stablehlo.and %28, %29 : tensor<4xi1>
  // CHECK: stablehlo.or
  %31 = stablehlo.or %30, %p : tensor<4xi1>
  // CHECK: stablehlo.xor
  %32 = stablehlo.xor %31, %p : tensor<4xi1>
  // CHECK: stablehlo.not
  %33 = stablehlo.not %32 : tensor<4xi1>
  // CHECK: stablehlo.shift_left
  %34 = stablehlo.shift_left %i, %j : tensor<4xi32>
  // CHECK: stablehlo.shift_right_arithmetic
  %35 = stablehlo.shift_right_arithmetic %34, %j : tensor<4xi32>
  // CHECK: stablehlo.shift_right_logical
  %36 = stablehlo.shift_right_logical %35, %j : tensor<4xi32>
  // CHECK: stablehlo.popcnt
  %37 = stablehlo.popcnt %36 : tensor<4xi32>
  // CHECK: stablehlo.count_leading_zeros
  %38 = stablehlo.count_leading_zeros %37 : tensor<4xi32>
  // CHECK: stablehlo.is_finite %{{.*}} : (tensor<4xf32>) -> tensor<4xi1>
  %39 = stablehlo.is_finite %27 : (tensor<4xf32>) -> tensor<4xi1>
  // CHECK: stablehlo.select %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xi1>, tensor<4xf32>
  %40 = stablehlo.select %39, %27, %b : tensor<4xi1>, tensor<4xf32>
  // CHECK: stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xf32>
  %41 = stablehlo.convert %38 : (tensor<4xi32>) -> tensor<4xf32>
  // CHECK: stablehlo.bitcast_convert %{{.*}} : (tensor<4xf32>) -> tensor<4xi32>
  %42 = stablehlo.bitcast_convert %41 : (tensor<4xf32>) -> tensor<4xi32>
  // CHECK: stablehlo.reduce_precision %{{.*}}, format = e5m10 : tensor<4xf32>
  %43 = stablehlo.reduce_precision %40, format = e5m10 : tensor<4xf32>
  %c0 = stablehlo.constant dense<0.0> : tensor<f32>
  %c1 = stablehlo.constant dense<1.0> : tensor<f32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %44 = stablehlo.clamp %c0, %43, %c1 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK: stablehlo.clamp %{{.*}}, %{{.*}}, %{{.*}} : tensor<4xf32>
  %45 = stablehlo.clamp %a, %44, %b : tensor<4xf32>
  // CHECK: stablehlo.add %{{.*}}, %{{.*}} {mhlo.frontend_attributes = {x = "1"}} : tensor<4xf32>
  %46 = stablehlo.add %45, %a {mhlo.frontend_attributes = {x = "1"}} : tensor<4xf32>
  return %46 : tensor<4xf32>
}

// CHECK-LABEL: func.func @nullary
func.func @nullary() -> (tensor<2x3xf32>, tensor<4xi32>, tensor<ui32>, tensor<ui32>, !stablehlo.token) {
  // CHECK: stablehlo.constant dense<{{\[}}[0.000000e+00, 1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00, 5.000000e+00]]> : tensor<2x3xf32>
  %0 = stablehlo.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]> : tensor<2x3xf32>
  // CHECK: stablehlo.iota dim = 0 : tensor<4xi32>
  %1 = stablehlo.iota dim = 0 : tensor<4xi32>
  // CHECK: stablehlo.partition_id : tensor<ui32>
  %2 = stablehlo.partition_id : tensor<ui32>
  // CHECK: stablehlo.replica_id : tensor<ui32>
  %3 = stablehlo.replica_id : tensor<ui32>
  // CHECK: stablehlo.create_token : !stablehlo.token
  %4 = stablehlo.create_token : !stablehlo.token
  // CHECK: stablehlo.after_all %{{.*}}, %{{.*}} : !stablehlo.token
  %5 = stablehlo.after_all %4, %4 : !stablehlo.token
  return %0, %1, %2, %3, %5 : tensor<2x3xf32>, tensor<4xi32>, tensor<ui32>, tensor<ui32>, !stablehlo.token
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%x: tensor<2x3xf32>, %v: tensor<f32>, %i: tensor<i32>, %d: tensor<?x3xf32>) -> tensor<4x3xf32> {
  // CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %0 = stablehlo.broadcast_in_dim %x, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  // CHECK: stablehlo.broadcast %{{.*}}, sizes = [5] : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
  %1 = stablehlo.broadcast %x, sizes = [5] : (tensor<2x3xf32>) -> tensor<5x2x3xf32>
  // CHECK: stablehlo.transpose %{{.*}}, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  // CHECK: stablehlo.reshape %{{.*}} : (tensor<3x2xf32>) -> tensor<6xf32>
  %3 = stablehlo.reshape %2 : (tensor<3x2xf32>) -> tensor<6xf32>
  // CHECK: stablehlo.concatenate %{{.*}}, %{{.*}}, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %4 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  // CHECK: stablehlo.slice %{{.*}} [0:2, 1:3:2] : (tensor<4x3xf32>) -> tensor<2x1xf32>
  %5 = stablehlo.slice %4 [0:2, 1:3:2] : (tensor<4x3xf32>) -> tensor<2x1xf32>
  // CHECK: stablehlo.dynamic_slice %{{.*}}, %{{.*}}, %{{.*}}, sizes = [2, 2] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %6 = stablehlo.dynamic_slice %4, %i, %i, sizes = [2, 2] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  // CHECK: stablehlo.dynamic_update_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  %7 = stablehlo.dynamic_update_slice %4, %6, %i, %i : (tensor<4x3xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  // CHECK: stablehlo.pad %{{.*}}, %{{.*}}, low = [0, 1], high = [2, -1], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x3xf32>
  %8 = stablehlo.pad %x, %v, low = [0, 1], high = [2, -1], interior = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<5x3xf32>
  // CHECK: stablehlo.reverse %{{.*}}, dims = [0] : tensor<4x3xf32>
  %9 = stablehlo.reverse %7, dims = [0] : tensor<4x3xf32>
  // CHECK: stablehlo.get_dimension_size %{{.*}}, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %10 = stablehlo.get_dimension_size %d, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  %s = stablehlo.constant dense<[4, 3]> : tensor<2xi64>
  // CHECK: stablehlo.dynamic_broadcast_in_dim %{{.*}}, %{{.*}}, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %11 = stablehlo.dynamic_broadcast_in_dim %d, %s, dims = [0, 1] : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  // CHECK: stablehlo.dynamic_reshape %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %12 = stablehlo.dynamic_reshape %11, %s : (tensor<?x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  // CHECK: stablehlo.dynamic_iota %{{.*}}, dim = 1 : (tensor<2xi64>) -> tensor<?x3xi32>
  %13 = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi64>) -> tensor<?x3xi32>
  return %9 : tensor<4x3xf32>
}

// CHECK-LABEL: func.func @contractions
func.func @contractions(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %m: tensor<3x4xf32>, %n: tensor<4x5xf32>, %x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x16xf32>, %y: tensor<2x8x12x12xf32>, %g: tensor<8x1x3x3xf32>) -> tensor<2x3x5xf32> {
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = stablehlo.dot_general %m, %n, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  // CHECK: stablehlo.dot %{{.*}}, %{{.*}}, precision = [HIGHEST, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.dot %m, %n, precision = [HIGHEST, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[}}[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
  %3 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
  // CHECK: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = {{\[}}[2, 2], [2, 2]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64}
  %4 = stablehlo.convolution(%y, %g) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[2, 2], [2, 2]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<2x8x12x12xf32>, tensor<8x1x3x3xf32>) -> tensor<2x8x12x12xf32>
  // CHECK: window = {}
  %5 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x6x6x16xf32>
  return %0 : tensor<2x3x5xf32>
}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%x: tensor<4x8xf32>, %k: tensor<4x8xi32>, %c: tensor<f32>, %ci: tensor<i32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xi32>) {
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // A body that is not a single binary op prints as a reducer region.
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  // CHECK-NEXT: reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>) {
  // CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[A]], %[[B]] : tensor<f32>
  // CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[M]] : tensor<f32>
  // CHECK-NEXT: stablehlo.return %[[N]] : tensor<f32>
  %1 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %m = stablehlo.maximum %a, %b : tensor<f32>
    %n = stablehlo.negate %m : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  // Two inputs: the reducer pairs (accumulator i, element i).
  // CHECK: stablehlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
  // CHECK-NEXT: reducer(%[[A0:.*]]: tensor<f32>, %[[B0:.*]]: tensor<f32>) (%[[A1:.*]]: tensor<i32>, %[[B1:.*]]: tensor<i32>) {
  // CHECK: stablehlo.compare  GT, %[[A0]], %[[B0]]
  %2:2 = stablehlo.reduce(%x init: %c), (%k init: %ci) across dimensions = [0] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
   reducer(%a0: tensor<f32>, %b0: tensor<f32>) (%a1: tensor<i32>, %b1: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a0, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a0, %b0 : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %a1, %b1 : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }
  return %0, %1, %2#0, %2#1 : tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xi32>
}

// CHECK-LABEL: func.func @control
func.func @control(%n: tensor<i32>, %x: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  // CHECK: %{{.*}}:2 = stablehlo.while(%[[I:iterArg]] = %{{.*}}, %[[X:iterArg_[0-9]+]] = %{{.*}}) : tensor<i32>, tensor<4xf32>
  // CHECK-NEXT: cond {
  // CHECK-NEXT: stablehlo.compare  LT, %[[I]], %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  // CHECK: } do {
  // CHECK-NEXT: stablehlo.add %[[I]], %{{.*}} : tensor<i32>
  // CHECK-NEXT: stablehlo.sine %[[X]] : tensor<4xf32>
  %0:2 = stablehlo.while(%iterArg = %one, %iterArg_0 = %x) : tensor<i32>, tensor<4xf32>
   cond {
    %p = stablehlo.compare LT, %iterArg, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %i = stablehlo.add %iterArg, %one : tensor<i32>
    %s = stablehlo.sine %iterArg_0 : tensor<4xf32>
    stablehlo.return %i, %s : tensor<i32>, tensor<4xf32>
  }
  // CHECK: stablehlo.optimization_barrier %{{.*}}, %{{.*}} : tensor<i32>, tensor<4xf32>
  %1:2 = stablehlo.optimization_barrier %0#0, %0#1 : tensor<i32>, tensor<4xf32>
  // CHECK: stablehlo.tuple %{{.*}}, %{{.*}} : tuple<tensor<i32>, tensor<4xf32>>
  %t = stablehlo.tuple %1#0, %1#1 : tuple<tensor<i32>, tensor<4xf32>>
  // CHECK: stablehlo.get_tuple_element %{{.*}}[1] : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<4xf32>
  %2 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<i32>, tensor<4xf32>>) -> tensor<4xf32>
  // CHECK: stablehlo.custom_call @Sharding(%{{.*}}) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: stablehlo.custom_call @foo(%{{.*}}) {api_version = 4 : i32, backend_config = {n = 2 : i64}, has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = stablehlo.custom_call @foo(%3) {api_version = 4 : i32, backend_config = {n = 2 : i64}, has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: stablehlo.composite "my.double" %{{.*}} {decomposition = @double} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = stablehlo.composite "my.double" %4 {decomposition = @double} : (tensor<4xf32>) -> tensor<4xf32>
  return %0#0, %0#1, %4, %5 : tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @misc
func.func @misc(%s: tensor<2xui64>, %a: tensor<3x3xf32>) -> (tensor<2xui64>, tensor<4xui32>, tensor<3x3xf32>) {
  // CHECK: stablehlo.rng_bit_generator %{{.*}}, algorithm =  DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  // CHECK: stablehlo.cholesky %{{.*}}, lower = true : tensor<3x3xf32>
  %1 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  return %0#0, %0#1, %1 : tensor<2xui64>, tensor<4xui32>, tensor<3x3xf32>
}

// CHECK-LABEL: func.func @chlo
func.func @chlo(%x: tensor<5x9xf32>) -> (tensor<5x9xf32>, tensor<5x3xf32>, tensor<5x3xi32>, tensor<5x9xi1>) {
  // CHECK: chlo.erf %{{.*}} : tensor<5x9xf32> -> tensor<5x9xf32>
  %0 = chlo.erf %x : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.erfc
  %1 = chlo.erfc %0 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.erf_inv
  %2 = chlo.erf_inv %1 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.lgamma
  %3 = chlo.lgamma %2 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.digamma
  %4 = chlo.digamma %3 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.sinh
  %5 = chlo.sinh %4 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.cosh
  %6 = chlo.cosh %5 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.asin
  %7 = chlo.asin %6 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.acos
  %8 = chlo.acos %7 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.atan %
  %9 = chlo.atan %8 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.asinh
  %10 = chlo.asinh %9 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.acosh
  %11 = chlo.acosh %10 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.atanh
  %12 = chlo.atanh %11 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.tan %
  %13 = chlo.tan %12 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.square
  %14 = chlo.square %13 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.bessel_i1e
  %15 = chlo.bessel_i1e %14 : tensor<5x9xf32> -> tensor<5x9xf32>
  // CHECK: chlo.is_inf %{{.*}} : tensor<5x9xf32> -> tensor<5x9xi1>
  %16 = chlo.is_inf %15 : tensor<5x9xf32> -> tensor<5x9xi1>
  // CHECK: chlo.is_pos_inf
  %17 = chlo.is_pos_inf %15 : tensor<5x9xf32> -> tensor<5x9xi1>
  // CHECK: chlo.is_neg_inf
  %18 = chlo.is_neg_inf %15 : tensor<5x9xf32> -> tensor<5x9xi1>
  // CHECK: chlo.top_k(%{{.*}}, k = 3) : tensor<5x9xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<5x9xf32> -> (tensor<5x3xf32>, tensor<5x3xi32>)
  return %15, %values, %indices, %18 : tensor<5x9xf32>, tensor<5x3xf32>, tensor<5x3xi32>, tensor<5x9xi1>
}
