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
