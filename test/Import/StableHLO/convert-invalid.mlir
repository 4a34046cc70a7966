// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file -verify-diagnostics

func.func public @main(%x: tensor<4xi64>, %y: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{bitwise operations on 64-bit integers are not supported}}
  %0 = stablehlo.and %x, %y : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom_call target 'my_kernel' is not supported}}
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func public @main(%n: tensor<i32>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{the trip count is not static}}
  %0:2 = stablehlo.while(%i = %c0, %a = %x) : tensor<i32>, tensor<4xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %a : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}

// -----

func.func public @main(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{the reduction body is not recognised}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.subtract %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{element type complex<f32> is not supported}}
  %0 = stablehlo.constant dense<(1.0, 2.0)> : tensor<4xcomplex<f32>>
  %1 = stablehlo.add %x, %x : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func public @main(%k: tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>) {
  // expected-error @+1 {{'stablehlo.rng_bit_generator' is not supported by convert-stablehlo-to-graph}}
  %0:2 = stablehlo.rng_bit_generator %k, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<4xui32>
}

// -----

// expected-error @+1 {{model input/output: dynamic shapes (tensor<?xf32>) are not supported}}
func.func public @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}
