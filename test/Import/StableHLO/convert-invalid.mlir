// RUN: mlc-opt %s -convert-stablehlo-to-graph -split-input-file -verify-diagnostics

func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom_call target 'my_kernel' is not supported}}
  %0 = stablehlo.custom_call @my_kernel(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func public @main(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error @+1 {{the reduction body is not associative and commutative on sample values}}
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
  // expected-error @+1 {{rng_bit_generator: only the THREE_FRY algorithm is supported (got DEFAULT)}}
  %0:2 = stablehlo.rng_bit_generator %k, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  return %0#0, %0#1 : tensor<2xui64>, tensor<4xui32>
}

// -----

func.func public @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %x : tensor<?xf32>
  // expected-error @+1 {{dynamic shapes (tensor<?xf32>) are not supported by this op's conversion}}
  %1 = stablehlo.reverse %0, dims = [0] : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func public @main(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    // expected-error @+1 {{'stablehlo.reduce_precision' is not supported by convert-stablehlo-to-graph}}
    %r = stablehlo.reduce_precision %s, format = e5m10 : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func public @main(%a: tensor<6xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{the comparator is not recognised (supported: a lexicographic order}}
  %0:2 = "stablehlo.sort"(%a, %b) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %b0: tensor<f32>, %b1: tensor<f32>):
    %s0 = stablehlo.add %a0, %b0 : tensor<f32>
    %s1 = stablehlo.add %a1, %b1 : tensor<f32>
    %r = stablehlo.compare LT, %s0, %s1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>)
  return %0#0 : tensor<6xf32>
}


// -----

// expected-error @+1 {{model input/output: element type f8E4M3FN is not supported}}
func.func public @main(%x: tensor<4xf8E4M3FN>) -> tensor<4xf32> {
  %0 = stablehlo.convert %x : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{element type f8E5M2 is not supported}}
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf8E5M2>
  %1 = stablehlo.convert %0 : (tensor<4xf8E5M2>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Quantized model inputs are not taken (quantize inside the program).
// expected-error @+1 {{model input/output: quantized element type}}
func.func public @main(%x: tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xf32> {
  %0 = stablehlo.uniform_dequantize %x : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A narrowed storage range (i8<-127:127>) is not supported yet.
func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{quantized types with a narrowed storage range are not supported}}
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5:1>>
  %0 = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5:1>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Ops with regions on quantized tensors (a reduce) are not rewritten.
func.func public @main(%x: tensor<4xf32>) -> tensor<f32> {
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:1>>
  %z = stablehlo.constant() {value = dense<1> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.5:1>>
  // expected-error @+1 {{ops with regions or calls on quantized tensors are not supported}}
  %0 = stablehlo.reduce(%q init: %z) across dimensions = [0] : (tensor<4x!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<!quant.uniform<i8:f32, 0.5:1>>
   reducer(%a: tensor<!quant.uniform<i8:f32, 0.5:1>>, %b: tensor<!quant.uniform<i8:f32, 0.5:1>>) {
    %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 0.5:1>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.5:1>>
  }
  %d = stablehlo.uniform_dequantize %0 : (tensor<!quant.uniform<i8:f32, 0.5:1>>) -> tensor<f32>
  return %d : tensor<f32>
}
