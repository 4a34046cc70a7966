// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{'@nothere' is not a function}}
  kernel.launch @nothere (%a) : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<8xf32>) {
  // expected-error @+1 {{argument types do not match '@tile'}}
  kernel.launch @tile (%a) : memref<8xf32>
  return
}

// -----

func.func @pid() -> index {
  // expected-error @+1 {{attribute 'dim' failed to satisfy constraint}}
  %i = kernel.program_id 3
  return %i : index
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{block_size must be 1..1024, got 2048}}
  kernel.launch @tile (%a) {block_size = 2048 : i64} : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{shared_memory_bytes must be 0..232448, got 300000}}
  kernel.launch @tile (%a) {shared_memory_bytes = 300000 : i64} : memref<16xf32>
  return
}

// -----

func.func @copy(%a: memref<16xf32>, %b: memref<16xf16>) {
  // expected-error @+1 {{element types differ: 'f32' vs 'f16'}}
  kernel.copy %a, %b : memref<16xf32>, memref<16xf16>
  return
}

// -----

func.func @copy(%a: memref<16xf32>, %b: memref<8x2xf32>) {
  // expected-error @+1 {{shapes differ}}
  kernel.copy %a, %b : memref<16xf32>, memref<8x2xf32>
  return
}
