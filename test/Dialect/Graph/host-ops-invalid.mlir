// RUN: mlc-opt %s -split-input-file -verify-diagnostics

func.func @bad_action(%x: tensor<2x!graph.string>) -> tensor<?x!graph.string> {
  // expected-error @+1 {{case_change_action must be LOWER, UPPER or NONE, got 'TITLE'}}
  %0 = graph.string_normalizer %x {case_change_action = "TITLE"} : tensor<2x!graph.string> -> tensor<?x!graph.string>
  return %0 : tensor<?x!graph.string>
}

// -----

func.func @bad_locale(%x: tensor<2x!graph.string>) -> tensor<?x!graph.string> {
  // expected-error @+1 {{locale 'tr_TR' is not supported}}
  %0 = graph.string_normalizer %x {locale = "tr_TR"} : tensor<2x!graph.string> -> tensor<?x!graph.string>
  return %0 : tensor<?x!graph.string>
}

// -----

func.func @bad_rank(%x: tensor<2x2x!graph.string>) -> tensor<2x?x!graph.string> {
  // expected-error @+1 {{input must be [C] or [1, C]}}
  %0 = graph.string_normalizer %x : tensor<2x2x!graph.string> -> tensor<2x?x!graph.string>
  return %0 : tensor<2x?x!graph.string>
}

// -----

func.func @numbers_only(%x: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{exactly one of operand and result must be a string tensor}}
  %0 = graph.string_cast %x : tensor<2xf32> -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @no_arithmetic(%x: tensor<2x!graph.string>) -> tensor<2x!graph.string> {
  // expected-error @+1 {{must be ranked tensor of}}
  %0 = graph.add %x, %x : (tensor<2x!graph.string>, tensor<2x!graph.string>) -> tensor<2x!graph.string>
  return %0 : tensor<2x!graph.string>
}

// -----

func.func @bad_nonzero(%x: tensor<2x3xf32>) -> tensor<3x?xi64> {
  // expected-error @+1 {{result must be [2, N]}}
  %0 = graph.non_zero %x : tensor<2x3xf32> -> tensor<3x?xi64>
  return %0 : tensor<3x?xi64>
}

// -----

func.func @append_in_place_batch(%c: tensor<2x?x8xf32>, %r: tensor<2x1x8xf32>) -> tensor<2x?x8xf32> {
  // expected-error @+1 {{expects every dimension before the axis to be 1}}
  %y = graph.append_in_place %c, %r axis = 1 : (tensor<2x?x8xf32>, tensor<2x1x8xf32>) -> tensor<2x?x8xf32>
  return %y : tensor<2x?x8xf32>
}

// -----

func.func @append_in_place_rows(%c: tensor<1x?x8xf32>, %r: tensor<1x1x4xf32>) -> tensor<1x?x8xf32> {
  // expected-error @+1 {{expects cache, rows and result to agree except along the axis}}
  %y = graph.append_in_place %c, %r axis = 1 : (tensor<1x?x8xf32>, tensor<1x1x4xf32>) -> tensor<1x?x8xf32>
  return %y : tensor<1x?x8xf32>
}
