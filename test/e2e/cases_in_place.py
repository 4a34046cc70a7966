"""In-place memory planning (kernel-plan-memory, -O1 and up), end to end
against numpy.

Each case has an elementwise kernel (or a conv's elementwise epilogue) whose
input is a temporary that dies there, with other temporaries live at the
same time, so that writing the output over the dying input makes the arena
smaller and the planner does it (in-place.test checks that it does, on both
targets). Transposes keep the kernels apart: fusion does not merge an
elementwise op into a transpose, so the chains stay separate kernels reading
and writing arena buffers. The last cases read a dying temporary in ways
that must not be in place (a broadcast, a transposed read, a read of
neighbouring elements); wrong numbers there would mean the planner
overwrote what a kernel still reads."""

import numpy as np

from harness import graph_case, rng, ttype
from cases_fusion import dense
from cases_nn import arr, conv_ref

CASES = []
r = rng(61)


def f32(*shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


def case(name, body, inputs, outputs, rtol=1e-4, atol=1e-5):
    """body: the ops, reading %a0.. and defining the values named in
    `outputs` (a list of (ssa name, expected array))."""
    CASES.append(graph_case(name, body, inputs, outputs, rtol, atol))


def sigmoid(v):
    return 1 / (1 + np.exp(-v))


# Two transposed temporaries live at once, combined by one fused elementwise
# kernel (exp(p) + q): the result takes the bytes of p (or q); the last
# transpose reads it. Sizes that divide the tiles and sizes that do not.
for m, n in [(64, 128), (37, 53)]:
    x, y = f32(m, n), f32(m, n)
    tx, tt = ttype(x), ttype(x.T)
    case(f"ip_diamond_{m}x{n}", f"""
  %p = graph.transpose %a0 perm = [1, 0] : {tx} -> {tt}
  %q = graph.transpose %a1 perm = [1, 0] : {tx} -> {tt}
  %e = graph.exp %p : {tt}
  %s = graph.add %e, %q : ({tt}, {tt}) -> {tt}
  %o = graph.transpose %s perm = [1, 0] : {tt} -> {tx}""", [x, y],
         [("%o", (np.exp(x) + y).astype(np.float32))])

# A chain of elementwise kernels separated by transposes: tanh(p) * q over
# two transposed temporaries, transposed back, then sigmoid(t) + x (the
# model input, read as is), transposed again.
x, y = f32(48, 80), f32(48, 80)
tx, tt = ttype(x), ttype(x.T)
e1 = np.tanh(x) * y
case("ip_chain", f"""
  %p = graph.transpose %a0 perm = [1, 0] : {tx} -> {tt}
  %q = graph.transpose %a1 perm = [1, 0] : {tx} -> {tt}
  %h = graph.tanh %p : {tt}
  %e1 = graph.mul %h, %q : ({tt}, {tt}) -> {tt}
  %t = graph.transpose %e1 perm = [1, 0] : {tt} -> {tx}
  %g = graph.sigmoid %t : {tx}
  %e2 = graph.add %g, %a0 : ({tx}, {tx}) -> {tx}
  %o = graph.transpose %e2 perm = [1, 0] : {tx} -> {tt}""", [x, y],
     [("%o", (sigmoid(e1) + x).T.astype(np.float32))])

# Rank 3, and an elementwise kernel that changes the element type (f32 to
# i32: same size, written over its f32 input; the mul and the cast are one
# kernel).
x, y = f32(6, 20, 36, scale=4.0), f32(6, 20, 36, scale=4.0)
tx, tt = ttype(x), ttype(x.transpose(0, 2, 1))
ti = tt.replace("f32", "i32")
prod = (x * y).astype(np.float32)
case("ip_cast_i32", f"""
  %p = graph.transpose %a0 perm = [0, 2, 1] : {tx} -> {tt}
  %q = graph.transpose %a1 perm = [0, 2, 1] : {tx} -> {tt}
  %m = graph.mul %p, %q : ({tt}, {tt}) -> {tt}
  %c = graph.cast %m : {tt} to {ti}
  %o = graph.transpose %c perm = [0, 2, 1] : {ti} -> {tx.replace("f32", "i32")}""", [x, y],
     [("%o", np.trunc(prod).astype(np.int32))])

# A residual block: relu(conv(b) + a), where a (an earlier conv's result)
# dies in the last conv's epilogue and the output takes its bytes; a mean
# over the last axis reads it (so that it is a temporary). Constant weights
# (as in the CNNs); 16 channels of 12x12 maps.
x = f32(1, 16, 12, 12)
ws = [f32(16, 16, 3, 3, scale=0.1) for _ in range(3)]
bs = [f32(16, scale=0.1) for _ in range(3)]
pads = [1, 1, 1, 1]


def conv(v, i):
    return conv_ref(v, ws[i], bs[i], [1, 1], [1, 1], pads, 1)


a = np.maximum(conv(x, 0), 0)
b = np.maximum(conv(a, 1), 0)
c = np.maximum(conv(b, 2) + a, 0)
cm = c.mean(axis=3, keepdims=True).astype(np.float32)
t4 = ttype(x)
attrs = f"pads = {arr(pads)}, strides = {arr([1, 1])}"
wdefs = "".join(f"""
  %w{i} = graph.constant {dense(ws[i])} : {ttype(ws[i])}
  %b{i} = graph.constant {dense(bs[i])} : {ttype(bs[i])}""" for i in range(3))
conv_t = f"({t4}, {ttype(ws[0])}, {ttype(bs[0])}) -> {t4}"
case("ip_conv_residual", f"""{wdefs}
  %c0 = graph.conv %a0, %w0, %b0 {{{attrs}}} : {conv_t}
  %r0 = graph.relu %c0 : {t4}
  %c1 = graph.conv %r0, %w1, %b1 {{{attrs}}} : {conv_t}
  %r1 = graph.relu %c1 : {t4}
  %c2 = graph.conv %r1, %w2, %b2 {{{attrs}}} : {conv_t}
  %s = graph.add %c2, %r0 : ({t4}, {t4}) -> {t4}
  %r2 = graph.relu %s : {t4}
  %o = graph.reduce_mean %r2 {{axes = array<i64: 3>}} : {t4} -> {ttype(cm)}""",
     [x], [("%o", cm)], atol=1e-4)

# --- Dying temporaries read in ways that must not be in place ------------

# A broadcast operand: exp(p) - mean(p over rows), the mean a 1x64
# temporary read by every row. p is read element for element and dies
# there: the result takes its bytes, never the mean's.
x = f32(64, 128)
tx, tt = ttype(x), ttype(x.T)
p = x.T
ref = (np.exp(p) - p.mean(axis=0, keepdims=True)).T
case("ip_broadcast_operand", f"""
  %p = graph.transpose %a0 perm = [1, 0] : {tx} -> {tt}
  %m = graph.reduce_mean %p {{axes = array<i64: 0>}} : {tt} -> tensor<1x64xf32>
  %e = graph.exp %p : {tt}
  %s = graph.sub %e, %m : ({tt}, tensor<1x64xf32>) -> {tt}
  %o = graph.transpose %s perm = [1, 0] : {tt} -> {tx}""", [x],
     [("%o", ref.astype(np.float32))])

# A square temporary read transposed: the transpose kernel of p1 (a matmul
# result that dies there) writes a result of p1's shape and size while p2
# (another transpose's result) is live too; written over p1 it would save a
# buffer, but each tile reads a column block of p1 and writes a row block.
# Then q * p2 (elementwise) and a last transpose.
a, w, b = f32(64, 32), f32(32, 64, scale=0.3), f32(64, 64)
t, ta, tw = ttype(b), ttype(a), ttype(w)
p1 = a.astype(np.float64) @ w
case("ip_no_transposed_read", f"""
  %p1 = graph.matmul %a0, %a1 : ({ta}, {tw}) -> {t}
  %p2 = graph.transpose %a2 perm = [1, 0] : {t} -> {t}
  %q = graph.transpose %p1 perm = [1, 0] : {t} -> {t}
  %s = graph.mul %q, %p2 : ({t}, {t}) -> {t}
  %o = graph.transpose %s perm = [1, 0] : {t} -> {t}""", [a, w, b],
     [("%o", (p1.T * b.T).T.astype(np.float32))], atol=1e-4)
