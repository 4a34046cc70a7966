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

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{dynamic_shared_memory_bytes must be 0..1024 (shared_memory_bytes), got 2048}}
  kernel.launch @tile (%a) {dynamic_shared_memory_bytes = 2048 : i64, shared_memory_bytes = 1024 : i64} : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{launch_index and after go together}}
  kernel.launch @tile (%a) {launch_index = 0 : i64} : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{after must list ascending indices below launch_index 1}}
  kernel.launch @tile (%a) {after = array<i64: 1>, launch_index = 1 : i64} : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>) {
  // expected-error @+1 {{launch_index must be -1 or more, got -2}}
  kernel.launch @tile (%a) {after = array<i64>, launch_index = -2 : i64} : memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>, %b: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>, %b: memref<16xf32>) {
  // expected-error @+1 {{in_place must list (input, output) pairs}}
  kernel.launch @tile (%a, %b) {in_place = array<i64: 0>} : memref<16xf32>, memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>, %b: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>, %b: memref<16xf32>) {
  // expected-error @+1 {{in_place index 2 is not a buffer argument}}
  kernel.launch @tile (%a, %b) {in_place = array<i64: 0, 2>} : memref<16xf32>, memref<16xf32>
  return
}

// -----

func.func private @tile(%a: memref<16xf32>, %b: memref<16xf32>) attributes {kernel.device} {
  return
}
func.func @host(%a: memref<16xf32>, %b: memref<16xf32>) {
  // expected-error @+1 {{in_place pairs an argument with itself}}
  kernel.launch @tile (%a, %b) {in_place = array<i64: 1, 1>} : memref<16xf32>, memref<16xf32>
  return
}

// -----

func.func private @host_op(%a: memref<?xi8>, %b: memref<?xi8>) -> i64
func.func @host(%a: memref<?xi8>, %b: memref<?xi8>) -> i64 {
  kernel.copy %a, %b : memref<?xi8>, memref<?xi8>
  // expected-error @+1 {{'kernel.host_call_outputs' must be 0..2, got 3}}
  %n = func.call @host_op(%a, %b) {kernel.host_call_outputs = 3 : i64} : (memref<?xi8>, memref<?xi8>) -> i64
  return %n : i64
}

// -----

func.func private @host_op(%a: memref<?xi8>, %n: i64)
func.func @host(%a: memref<?xi8>, %n: i64) {
  kernel.copy %a, %a : memref<?xi8>, memref<?xi8>
  // expected-error @+1 {{'kernel.host_call_outputs': the outputs (the last operands) must be buffers}}
  func.call @host_op(%a, %n) {kernel.host_call_outputs = 1 : i64} : (memref<?xi8>, i64) -> ()
  return
}

// -----

func.func @host(%a: memref<?xi8>) {
  // expected-error @+1 {{'kernel.host_call_outputs' applies to func.call only}}
  kernel.copy %a, %a {kernel.host_call_outputs = 1 : i64} : memref<?xi8>, memref<?xi8>
  return
}

// -----

func.func @view(%a: memref<1x32xf32, strided<[?, 2], offset: ?>>) {
  // expected-error @+1 {{the source must be a static shape, contiguous row-major}}
  %v = kernel.dense_view %a : memref<1x32xf32, strided<[?, 2], offset: ?>> to memref<32xf32>
  return
}

// -----

func.func @view(%a: memref<1x32xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{the view has the source's 32 elements, not 16}}
  %v = kernel.dense_view %a : memref<1x32xf32, strided<[?, 1], offset: ?>> to memref<16xf32>
  return
}

// -----

func.func @view(%a: memref<1x32xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{expected 1 dynamic sizes, got 0}}
  %v = kernel.dense_view %a : memref<1x32xf32, strided<[?, 1], offset: ?>> to memref<?x32xf32>
  return
}
