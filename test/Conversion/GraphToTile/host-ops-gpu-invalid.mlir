// RUN: mlc-opt %s -convert-graph-to-tile=target=cuda -split-input-file -verify-diagnostics
// String tensors and host ops stay on the CPU: located diagnostics on CUDA.

func.func @gpu_strings(%x: tensor<2xf32>) -> tensor<2x!graph.string> {
  // expected-error @+1 {{string tensors are not supported on the GPU (compile for --target=cpu)}}
  %0 = graph.string_cast %x : tensor<2xf32> -> tensor<2x!graph.string>
  return %0 : tensor<2x!graph.string>
}

// -----

func.func @gpu_nonzero(%x: tensor<4xf32>) -> tensor<1x?xi64> {
  // expected-error @+1 {{'graph.non_zero' runs on the host and is not supported on the GPU yet}}
  %0 = graph.non_zero %x : tensor<4xf32> -> tensor<1x?xi64>
  return %0 : tensor<1x?xi64>
}
