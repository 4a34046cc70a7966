"""Run-time loops (scf.while on tensors in the graph program), end to end
against numpy: the trip count or the condition comes from the inputs, so the
loop is one host loop around the body's kernels (docs/Design.md, "Run-time
loops"). Covers zero trips, data-dependent conditions, a matmul and fused
groups in the body, values swapped between iterations (a body result that
would alias a body input), dynamic shapes, integers and a nested loop."""

import numpy as np

from harness import Case, rng, ttype

CASES = []
r = rng(23)


def f32(*shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


def case(name, mlir, inputs, outputs, rtol=1e-4, atol=1e-5):
    CASES.append(Case(name, mlir, list(inputs), list(outputs), rtol, atol))


# A counter against a run-time bound; the body holds a matmul and a fused
# elementwise group; a value from outside the loop (w) is read every trip.
def counter_ref(x, n, w):
    acc = x.copy()
    i = 0
    while i < n:
        acc = (np.sin(acc @ w) + acc * np.float32(0.5)).astype(np.float32)
        i += 1
    return acc, np.array(i, np.int64)


COUNTER = """func.func @main(%x: {xt}, %n: tensor<i64>, %w: tensor<5x5xf32>) -> ({xt}, tensor<i64>) {{
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %half = graph.constant dense<0.5> : tensor<f32>
  %r:2 = scf.while (%i = %zero, %acc = %x) : (tensor<i64>, {xt}) -> (tensor<i64>, {xt}) {{
    %c = graph.compare lt, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %i, %acc : tensor<i64>, {xt}
  }} do {{
  ^bb0(%i: tensor<i64>, %acc: {xt}):
    %m = graph.matmul %acc, %w : ({xt}, tensor<5x5xf32>) -> {xt}
    %s = graph.sin %m : {xt}
    %h = graph.mul %acc, %half : ({xt}, tensor<f32>) -> {xt}
    %a = graph.add %s, %h : ({xt}, {xt}) -> {xt}
    %i2 = graph.add %i, %one : (tensor<i64>, tensor<i64>) -> tensor<i64>
    scf.yield %i2, %a : tensor<i64>, {xt}
  }}
  return %r#1, %r#0 : {xt}, tensor<i64>
}}"""

x, w = f32(4, 5), f32(5, 5, scale=0.4)
for n in (0, 1, 7):
    case(f"while_counter_n{n}", COUNTER.format(xt="tensor<4x5xf32>"),
         [x, np.array(n, np.int64), w], counter_ref(x, n, w))
# The carried value has a dynamic dimension.
xd = f32(6, 5)
case("while_counter_dynamic", COUNTER.format(xt="tensor<?x5xf32>"),
     [xd, np.array(4, np.int64), w], counter_ref(xd, 4, w))


# A data-dependent condition (a reduction of the carried value).
def shrink_ref(x):
    y, k = x.copy(), 0
    while np.abs(y).max() > 0.1:
        y = (y * np.float32(0.5) + np.sin(y) * np.float32(0.1)).astype(np.float32)
        k += 1
    return y, np.array(k, np.int32)


xs = f32(3, 7, scale=4.0)
case("while_data_condition", """func.func @main(%x: tensor<3x7xf32>) -> (tensor<3x7xf32>, tensor<i32>) {
  %zero = graph.constant dense<0> : tensor<i32>
  %one = graph.constant dense<1> : tensor<i32>
  %lim = graph.constant dense<0.1> : tensor<f32>
  %half = graph.constant dense<0.5> : tensor<f32>
  %tenth = graph.constant dense<0.1> : tensor<f32>
  %r:2 = scf.while (%k = %zero, %y = %x) : (tensor<i32>, tensor<3x7xf32>) -> (tensor<i32>, tensor<3x7xf32>) {
    %a = graph.abs %y : tensor<3x7xf32>
    %m = graph.reduce_max %a {axes = array<i64>, keepdims = false} : tensor<3x7xf32> -> tensor<f32>
    %c = graph.compare gt, %m, %lim : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %b = tensor.extract %c[] : tensor<i1>
    scf.condition(%b) %k, %y : tensor<i32>, tensor<3x7xf32>
  } do {
  ^bb0(%k: tensor<i32>, %y: tensor<3x7xf32>):
    %h = graph.mul %y, %half : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %s = graph.sin %y : tensor<3x7xf32>
    %t = graph.mul %s, %tenth : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    %n = graph.add %h, %t : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %k2 = graph.add %k, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    scf.yield %k2, %n : tensor<i32>, tensor<3x7xf32>
  }
  return %r#1, %r#0 : tensor<3x7xf32>, tensor<i32>
}""", [xs], shrink_ref(xs))


# (a, b) -> (b, a + b): the body yields its input b unchanged in another
# position, so one buffer cannot serve both carried values in place.
def fib_ref(a, b, n):
    for _ in range(n):
        a, b = b, (a + b).astype(np.float32)
    return a, b


fa, fb = f32(8), f32(8)
case("while_swap_carried", """func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: tensor<i32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = graph.constant dense<0> : tensor<i32>
  %one = graph.constant dense<1> : tensor<i32>
  %r:3 = scf.while (%i = %zero, %x = %a, %y = %b) : (tensor<i32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<i32>, tensor<8xf32>, tensor<8xf32>) {
    %c = graph.compare lt, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %p = tensor.extract %c[] : tensor<i1>
    scf.condition(%p) %i, %x, %y : tensor<i32>, tensor<8xf32>, tensor<8xf32>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<8xf32>, %y: tensor<8xf32>):
    %s = graph.add %x, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %i2 = graph.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    scf.yield %i2, %y, %s : tensor<i32>, tensor<8xf32>, tensor<8xf32>
  }
  return %r#1, %r#2 : tensor<8xf32>, tensor<8xf32>
}""", [fa, fb, np.array(6, np.int32)], fib_ref(fa, fb, 6))


# Integer carried tensors and a loop inside a loop: the outer loop runs n
# times; each trip the inner loop halves v (integer division) until every
# entry is below 4, then v gets x added.
def nested_ref(x, n):
    v = x.copy()
    for _ in range(n):
        while (v >= 4).any():
            v = v // 2
        v = v + x
    return (v,)


xi = np.array([[17, 3, 40], [9, 1, 100]], np.int32)
case("while_nested_int", """func.func @main(%x: tensor<2x3xi32>, %n: tensor<i32>) -> tensor<2x3xi32> {
  %zero = graph.constant dense<0> : tensor<i32>
  %one = graph.constant dense<1> : tensor<i32>
  %two = graph.constant dense<2> : tensor<i32>
  %four = graph.constant dense<4> : tensor<i32>
  %r:2 = scf.while (%i = %zero, %v = %x) : (tensor<i32>, tensor<2x3xi32>) -> (tensor<i32>, tensor<2x3xi32>) {
    %c = graph.compare lt, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %p = tensor.extract %c[] : tensor<i1>
    scf.condition(%p) %i, %v : tensor<i32>, tensor<2x3xi32>
  } do {
  ^bb0(%i: tensor<i32>, %v: tensor<2x3xi32>):
    %w = scf.while (%u = %v) : (tensor<2x3xi32>) -> tensor<2x3xi32> {
      %ge = graph.compare ge, %u, %four : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi1>
      %gi = graph.cast %ge : tensor<2x3xi1> to tensor<2x3xi32>
      %any = graph.reduce_max %gi {axes = array<i64>, keepdims = false} : tensor<2x3xi32> -> tensor<i32>
      %c2 = graph.compare gt, %any, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %q = tensor.extract %c2[] : tensor<i1>
      scf.condition(%q) %u : tensor<2x3xi32>
    } do {
    ^bb0(%u: tensor<2x3xi32>):
      %h = graph.div %u, %two : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
      scf.yield %h : tensor<2x3xi32>
    }
    %s = graph.add %w, %x : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %i2 = graph.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    scf.yield %i2, %s : tensor<i32>, tensor<2x3xi32>
  }
  return %r#1 : tensor<2x3xi32>
}""", [xi, np.array(3, np.int32)], nested_ref(xi, 3))
