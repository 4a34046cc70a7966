"""Sibling (horizontal) fusion (graph-form-fused-groups), end to end
against numpy.

Each case has groups that read one tensor: elementwise branches of one
input over the same shape become one kernel with several results (the input
read once); matmuls of one input against constant weights with the same
epilogue become one matmul against the concatenated weights and a split.
Cases that must not fuse (dependent branches, other shapes, other epilogues)
check that the decision keeps the numbers right. The grouping itself is
checked by test/Dialect/Graph/graph-form-fused-groups-siblings.mlir and
graph-form-fused-groups-matmul-siblings.mlir."""

from math import erf

import numpy as np

from harness import Case, rng, ttype

CASES = []
r = rng(23)


def f32(*shape, lo=-2.0, hi=2.0):
    return r.uniform(lo, hi, size=shape).astype(np.float32)


def dense(a):
    return "dense<" + np.array2string(a, separator=", ", threshold=10**6,
                                       floatmode="unique").replace("\n", "") + ">"


def gelu(v):
    v64 = v.astype(np.float64)
    return 0.5 * v64 * (1 + np.vectorize(erf)(v64 / np.sqrt(2)))


def case(name, body, inputs, outputs, rtol=1e-4, atol=1e-5):
    """body: the ops, reading %a0.. and defining the values named in
    `outputs` (a list of (ssa name, expected array))."""
    args = ", ".join(f"%a{i}: {ttype(a)}" for i, a in enumerate(inputs))
    out_types = [ttype(e.astype(np.float32)) for _, e in outputs]
    rets = ", ".join(n for n, _ in outputs)
    mlir = f"""func.func @main({args}) -> ({", ".join(out_types)}) {{
{body}
  return {rets} : {", ".join(out_types)}
}}"""
    CASES.append(Case(name, mlir, list(inputs), [e.astype(np.float32) for _, e in outputs],
                      rtol, atol))


# Two elementwise branches of one input: one kernel, two results.
for shape in [(37, 50), (4, 33, 64)]:
    x = f32(*shape)
    t = ttype(x)
    sfx = "x".join(map(str, shape))
    case(f"sibling_two_branches_{sfx}", f"""
  %e = graph.exp %a0 : {t}
  %h = graph.tanh %a0 : {t}
  %m = graph.mul %h, %h : ({t}, {t}) -> {t}""", [x],
         [("%e", np.exp(x)), ("%m", np.tanh(x) * np.tanh(x))])

# Three branches, chains of their own and a second input shared by two.
x, y = f32(64, 96), f32(64, 96)
t = ttype(x)
case("sibling_three_chains", f"""
  %c = graph.constant dense<0.5> : tensor<f32>
  %s = graph.mul %a0, %c : ({t}, tensor<f32>) -> {t}
  %e = graph.exp %s : {t}
  %b = graph.abs %a0 : {t}
  %q = graph.sqrt %b : {t}
  %p = graph.add %q, %a1 : ({t}, {t}) -> {t}
  %d = graph.sub %a0, %a1 : ({t}, {t}) -> {t}""", [x, y],
     [("%e", np.exp(0.5 * x)), ("%p", np.sqrt(np.abs(x)) + y), ("%d", x - y)])

# A sibling whose result a reduction also reads (the reduction moves after
# the merged kernel).
x = f32(24, 40)
t = ttype(x)
tr = "tensor<24x1xf32>"
case("sibling_with_reduced_user", f"""
  %e = graph.exp %a0 : {t}
  %s = graph.reduce_sum %e {{axes = array<i64: 1>}} : {t} -> {tr}
  %h = graph.tanh %a0 : {t}""", [x],
     [("%e", np.exp(x)), ("%s", np.exp(x).sum(1, keepdims=True)), ("%h", np.tanh(x))])

# Not fused: the second branch depends on the first (through a reduction).
case("sibling_dependent", f"""
  %e = graph.exp %a0 : {t}
  %s = graph.reduce_sum %e {{axes = array<i64: 1>}} : {t} -> {tr}
  %a = graph.add %a0, %s : ({t}, {tr}) -> {t}""", [x],
     [("%e", np.exp(x)), ("%a", x + np.exp(x).sum(1, keepdims=True))])

# Not fused: other iteration spaces (the second branch broadcasts the input).
x, y = f32(16, 32), f32(3, 16, 32)
case("sibling_shapes_differ", f"""
  %e = graph.exp %a0 : {ttype(x)}
  %a = graph.add %a0, %a1 : ({ttype(x)}, {ttype(y)}) -> {ttype(y)}""", [x, y],
     [("%e", np.exp(x)), ("%a", x + y)])


# Matmul siblings: one input against three constant weights with biases and
# the same activation (concatenated: one matmul, one split), and against
# weights with different epilogues (kept apart).
def projections(name, lead, k, ns, act, seed_scale=0.3):
    x = f32(*lead, k, lo=-1, hi=1)
    ws = [f32(k, n, lo=-seed_scale, hi=seed_scale) for n in ns]
    bs = [f32(n, lo=-0.5, hi=0.5) for n in ns]
    tx = ttype(x)
    lines, outs = [], []
    for i, (w, b) in enumerate(zip(ws, bs)):
        to = ttype(np.zeros(tuple(lead) + (w.shape[1],), np.float32))
        lines.append(f"  %w{i} = graph.constant {dense(w)} : {ttype(w)}")
        lines.append(f"  %b{i} = graph.constant {dense(b)} : {ttype(b)}")
        lines.append(f"  %m{i} = graph.matmul %a0, %w{i} : ({tx}, {ttype(w)}) -> {to}")
        lines.append(f"  %y{i} = graph.add %m{i}, %b{i} : ({to}, {ttype(b)}) -> {to}")
        ref = x.astype(np.float64) @ w.astype(np.float64) + b
        a = act[i] if isinstance(act, list) else act
        if a:
            lines.append(f"  %z{i} = graph.{a} %y{i} : {to}")
            ref = {"relu": lambda v: np.maximum(v, 0), "gelu": gelu,
                   "tanh": np.tanh}[a](ref)
            outs.append((f"%z{i}", ref))
        else:
            outs.append((f"%y{i}", ref))
    case(name, "\n" + "\n".join(lines), [x], outs, rtol=1e-4, atol=1e-4)


projections("matmul_siblings_bias_gelu", (24,), 32, (16, 16, 32), "gelu")
projections("matmul_siblings_bias_relu_3d", (2, 9), 40, (24, 24, 24), "relu")
projections("matmul_siblings_bias", (33,), 20, (8, 12), None)
projections("matmul_siblings_epilogues_differ", (17,), 24, (16, 16), ["tanh", None])


# Q/K/V projections as three matmuls with biases feeding an attention's
# head reshapes: concatenated into one projection whose split the attention
# reads in place (the packed-qkv form), at every -O.
def qkv_attention(name, b, s, heads, d, e):
    x = f32(b, s, e, lo=-1, hi=1)
    hd = heads * d
    ws = [f32(e, hd, lo=-0.3, hi=0.3) for _ in range(3)]
    bs = [f32(hd, lo=-0.5, hi=0.5) for _ in range(3)]
    tx = ttype(x)
    tp = f"tensor<{b}x{s}x{hd}xf32>"
    t4 = f"tensor<{b}x{s}x{heads}x{d}xf32>"
    lines, proj = [], []
    for i, (w, bias) in enumerate(zip(ws, bs)):
        lines.append(f"  %w{i} = graph.constant {dense(w)} : {ttype(w)}")
        lines.append(f"  %b{i} = graph.constant {dense(bias)} : {ttype(bias)}")
        lines.append(f"  %m{i} = graph.matmul %a0, %w{i} : ({tx}, {ttype(w)}) -> {tp}")
        lines.append(f"  %y{i} = graph.add %m{i}, %b{i} : ({tp}, {ttype(bias)}) -> {tp}")
        lines.append(f"  %h{i} = graph.reshape %y{i} : {tp} -> {t4}")
        proj.append((x.astype(np.float64) @ ws[i] + bias).reshape(b, s, heads, d))
    scale = 1 / np.sqrt(d)
    lines.append(f"  %o = graph.attention %h0, %h1, %h2 {{scale = {scale!r} : f64, seq_first}}"
                 f" : ({t4}, {t4}, {t4}) -> {t4}")
    q, k, v = (p.transpose(0, 2, 1, 3) for p in proj)
    sc = np.einsum("bhid,bhjd->bhij", q, k) * scale
    ex = np.exp(sc - sc.max(-1, keepdims=True))
    ref = ((ex / ex.sum(-1, keepdims=True)) @ v).transpose(0, 2, 1, 3)
    case(name, "\n" + "\n".join(lines), [x], [("%o", ref)], rtol=1e-4, atol=1e-4)


qkv_attention("matmul_siblings_qkv_attention", 2, 12, 2, 8, 24)
