"""Attention end to end against numpy: graph.attention written directly
(both layouts, i1 and additive masks, f16, keys != queries, Dv != D, a
dynamic batch) and the decomposed forms exporters emit, which graph-simplify
turns into graph.attention at -O1 and above (at -O0 they run as their ops):
the numbers check the fused kernel and the recognition alike.
test/Dialect/Graph/graph-simplify-attention.mlir checks the recognition."""

import numpy as np

from harness import DTYPES, Case, mlir_type, rng, ttype

CASES = []
r = rng(6)


def f(*shape, dtype=np.float32):
    return r.uniform(-1.5, 1.5, size=shape).astype(dtype)


def reference(q, k, v, scale, mask=None, fill=0.0, seq_first=False):
    """softmax(mask(q.kT * scale)).v in f64; seq_first operands are [B,S,H,D]."""
    if seq_first:
        q, k, v = (x.transpose(0, 2, 1, 3) for x in (q, k, v))
    # Grouped-query attention: head h reads key/value head h // group.
    group = q.shape[1] // k.shape[1]
    k, v = (np.repeat(x, group, axis=1) for x in (k, v))
    s = np.einsum("bhid,bhjd->bhij", q.astype(np.float64), k.astype(np.float64)) * scale
    if mask is not None and mask.dtype == np.bool_:
        s = np.where(mask, fill, s)
    elif mask is not None:
        s = s + mask.astype(np.float64)
    # A row masked to -inf everywhere gives zeros (graph.attention's rule).
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isneginf(mx), 0.0, mx))
    total = e.sum(-1, keepdims=True)
    o = (e / np.where(total == 0, 1.0, total)) @ v.astype(np.float64)
    if seq_first:
        o = o.transpose(0, 2, 1, 3)
    return o.astype(q.dtype)


def f64_attr(x):
    """An f64 attribute's literal (infinities as their bit pattern)."""
    return "0x" + np.float64(x).tobytes()[::-1].hex().upper() if np.isinf(x) else repr(float(x))


def fused(name, q, k, v, scale, mask=None, fill=0.0, seq_first=False, dyn=None,
          rtol=1e-4, atol=1e-5):
    dyn = dyn or {}
    ins = [q, k, v] + ([mask] if mask is not None else [])
    ref = reference(q, k, v, scale, mask, fill, seq_first)
    ts = [ttype(a, dyn.get(i, ())) for i, a in enumerate(ins)]
    out = ttype(ref, dyn.get("out", ()))
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ts))
    m = " mask %a3" if mask is not None else ""
    attrs = f"scale = {float(scale)!r} : f64, mask_value = {f64_attr(fill)} : f64" + (
        ", seq_first" if seq_first else "")
    mlir = f"""func.func @main({args}) -> {out} {{
  %o = graph.attention %a0, %a1, %a2{m} {{{attrs}}} : ({", ".join(ts)}) -> {out}
  return %o : {out}
}}"""
    CASES.append(Case(name, mlir, ins, [ref], rtol, atol))


# [B, H, S, D]: no mask; keys longer than queries and Dv != D.
fused("attn_plain", f(2, 3, 8, 16), f(2, 3, 8, 16), f(2, 3, 8, 16), 0.25)
fused("attn_kv_longer", f(1, 2, 5, 8), f(1, 2, 19, 8), f(1, 2, 19, 12), 0.35)
# An i1 padding mask (Where(mask, -1e4, s)) and an additive causal mask.
pad = np.zeros((2, 1, 1, 12), dtype=np.bool_)
pad[0, 0, 0, 9:] = True
pad[1, 0, 0, 4:] = True
fused("attn_bool_mask", f(2, 4, 12, 8), f(2, 4, 12, 8), f(2, 4, 12, 8), 0.125, pad, -1.0e4)
causal = np.triu(np.full((10, 10), -np.inf, dtype=np.float32), 1)
fused("attn_additive_causal", f(1, 2, 10, 4), f(1, 2, 10, 4), f(1, 2, 10, 4), 0.5, causal)
# [B, S, H, D] (seq_first): the head split read in place.
fused("attn_seq_first", f(2, 7, 3, 8), f(2, 9, 3, 8), f(2, 9, 3, 6), 0.3, seq_first=True)
fused("attn_seq_first_mask", f(1, 32, 4, 16), f(1, 32, 4, 16), f(1, 32, 4, 16), 0.25,
      ~np.tril(np.ones((32, 32), dtype=np.bool_)), float("-inf"), seq_first=True)
# f16 operands, f32 sums.
fused("attn_f16", f(1, 2, 16, 32, dtype=np.float16), f(1, 2, 16, 32, dtype=np.float16),
      f(1, 2, 16, 32, dtype=np.float16), 1 / np.sqrt(32), rtol=1e-2, atol=2e-3)
# Rows longer than a GPU block (one query per block, 300 keys), f32.
fused("attn_long_rows", f(1, 300, 2, 64), f(1, 300, 2, 64), f(1, 300, 2, 64), 0.125,
      seq_first=True)
# The CUDA flash-attention kernel (f16, tile.attention: 64 queries a block,
# 64-key tiles): several key tiles, S not a multiple of either (200), a
# causal i1 mask, keys != queries with Dv != D and a padding mask, head dim
# 128 (32-key tiles); f32 at the same sizes (the linalg kernel on CUDA).
h16 = dict(dtype=np.float16)
fused("attn_f16_s512", f(1, 2, 512, 64, **h16), f(1, 2, 512, 64, **h16),
      f(1, 2, 512, 64, **h16), 0.125, rtol=1e-2, atol=2e-3)
tril200 = ~np.tril(np.ones((200, 200), dtype=np.bool_))
fused("attn_f16_s200_causal", f(2, 200, 3, 64, **h16), f(2, 200, 3, 64, **h16),
      f(2, 200, 3, 64, **h16), 0.125, tril200, float("-inf"), seq_first=True,
      rtol=1e-2, atol=2e-3)
pad133 = np.zeros((1, 1, 1, 133), dtype=np.bool_)
pad133[..., 120:] = True
fused("attn_f16_kv_odd", f(1, 2, 70, 32, **h16), f(1, 2, 133, 32, **h16),
      f(1, 2, 133, 48, **h16), 0.2, pad133, -1.0e4, rtol=1e-2, atol=2e-3)
fused("attn_f16_d128", f(1, 100, 2, 128, **h16), f(1, 100, 2, 128, **h16),
      f(1, 100, 2, 128, **h16), 1 / np.sqrt(128), seq_first=True, rtol=1e-2,
      atol=2e-3)
# Dynamic sequence lengths: strides unknown at compile time, so the K/V
# tiles are copied element by element (no cp.async).
fused("attn_f16_dyn_seq", f(1, 2, 90, 32, **h16), f(1, 2, 77, 32, **h16),
      f(1, 2, 77, 32, **h16), 0.3, dyn={0: (2,), 1: (2,), 2: (2,), "out": (2,)},
      rtol=1e-2, atol=2e-3)
fused("attn_f32_s200_causal", f(1, 200, 2, 64), f(1, 200, 2, 64), f(1, 200, 2, 64),
      0.125, tril200, float("-inf"), seq_first=True)
fused("attn_f32_s512", f(1, 2, 512, 64), f(1, 2, 512, 64), f(1, 2, 512, 64), 0.125)
# A dynamic batch.
fused("attn_dyn_batch", f(3, 2, 6, 4), f(3, 2, 6, 4), f(3, 2, 6, 4), 0.5,
      dyn={0: (0,), 1: (0,), 2: (0,), "out": (0,)})
# Grouped-query attention (4 query heads a key/value head, no repeated
# cache), decode-shaped (one query against a long cache) with a padding
# mask whose key dim is dynamic, a fully masked row (zeros, not NaN), and a
# dynamic mask dim that is 1 at run time (broadcast).
fused("attn_gqa", f(2, 8, 6, 16), f(2, 2, 9, 16), f(2, 2, 9, 16), 0.25)
fused("attn_mqa", f(1, 4, 3, 8), f(1, 1, 9, 8), f(1, 1, 9, 8), 0.3)
fused("attn_gqa_seq_first", f(1, 5, 6, 8), f(1, 7, 2, 8), f(1, 7, 2, 8), 0.3,
      seq_first=True)
pad1k = np.zeros((1, 1, 1, 1030), dtype=np.float32)
pad1k[..., :40] = -np.inf
fused("attn_f16_gqa_decode", f(1, 32, 1, 64, **h16), f(1, 8, 1030, 64, **h16),
      f(1, 8, 1030, 64, **h16), 0.125, pad1k.astype(np.float16),
      dyn={1: (2,), 2: (2,), 3: (3,)}, rtol=1e-2, atol=2e-3)
allmasked = np.zeros((1, 1, 3, 20), dtype=np.bool_)
allmasked[0, 0, 1, :] = True
allmasked[0, 0, 2, 5:] = True
fused("attn_f16_masked_row", f(1, 4, 3, 32, **h16), f(1, 2, 20, 32, **h16),
      f(1, 2, 20, 32, **h16), 0.2, allmasked, float("-inf"), rtol=1e-2,
      atol=2e-3)
fused("attn_masked_row", f(1, 4, 3, 8), f(1, 2, 20, 8), f(1, 2, 20, 8), 0.2,
      allmasked, float("-inf"))
fused("attn_f16_dyn_mask_bcast", f(2, 4, 70, 32, **h16), f(2, 4, 70, 32, **h16),
      f(2, 4, 70, 32, **h16), 0.2, tril200[:70, :70].reshape(1, 1, 70, 70),
      float("-inf"), dyn={3: (0, 2, 3)}, rtol=1e-2, atol=2e-3)
# Decode-shaped (a few static queries: one query row a GPU block streaming
# the cache): f32 and bf16-sized f16 with a long cache, seq_first, a
# dynamic batch and cache, head dims 128 and 8.
fused("attn_decode_f32", f(2, 8, 2, 64), f(2, 2, 700, 64), f(2, 2, 700, 64), 0.125,
      dyn={0: (0,), 1: (0, 2), 2: (0, 2), "out": (0,)})
fused("attn_f16_decode_d128", f(1, 3, 4, 128, **h16), f(1, 333, 4, 128, **h16),
      f(1, 333, 4, 128, **h16), 1 / np.sqrt(128), seq_first=True, rtol=1e-2,
      atol=2e-3)
fused("attn_decode_d8_mask", f(1, 2, 1, 8), f(1, 2, 50, 8), f(1, 2, 50, 8), 0.5,
      np.arange(50).reshape(1, 1, 1, 50) >= 37, -1.0e4)


def decomposed(name, b, s, h, d, masked):
    """The exporters' form: split of a packed qkv, reshape + transpose heads,
    matmul, / sqrt(d), Where(mask, -1e4, s), softmax, matmul, transpose and
    reshape back: graph.attention (seq_first) at -O1 and above."""
    e = h * d
    qkv = f(b, s, 3 * e)
    ins = [qkv]
    mask_ops = ""
    mask = None
    if masked:
        mask = np.zeros((b, 1, 1, s), dtype=np.bool_)
        mask[..., s - 3:] = True
        ins.append(mask)
        mask_ops = f"""
  %w = graph.select %a1, %fill, %sc : ({mlir_type(mask.shape, np.bool_)}, tensor<f32>, tensor<{b}x{h}x{s}x{s}xf32>) -> tensor<{b}x{h}x{s}x{s}xf32>"""
    last = "%w" if masked else "%sc"
    t3 = f"tensor<{b}x{s}x{e}xf32>"
    t4 = f"tensor<{b}x{s}x{h}x{d}xf32>"
    th = f"tensor<{b}x{h}x{s}x{d}xf32>"
    tk = f"tensor<{b}x{h}x{d}x{s}xf32>"
    ts = f"tensor<{b}x{h}x{s}x{s}xf32>"
    args = ", ".join(f"%a{i}: {ttype(a)}" for i, a in enumerate(ins))
    mlir = f"""func.func @main({args}) -> {t3} {{
  %c = graph.constant dense<{float(np.sqrt(d))!r}> : tensor<f32>
  %fill = graph.constant dense<-1.0e4> : tensor<f32>
  %q, %k, %v = graph.split %a0 axis = 2 sizes = [{e}, {e}, {e}] : tensor<{b}x{s}x{3 * e}xf32> -> {t3}, {t3}, {t3}
  %q4 = graph.reshape %q : {t3} -> {t4}
  %k4 = graph.reshape %k : {t3} -> {t4}
  %v4 = graph.reshape %v : {t3} -> {t4}
  %qt = graph.transpose %q4 perm = [0, 2, 1, 3] : {t4} -> {th}
  %kt = graph.transpose %k4 perm = [0, 2, 3, 1] : {t4} -> {tk}
  %vt = graph.transpose %v4 perm = [0, 2, 1, 3] : {t4} -> {th}
  %sm = graph.matmul %qt, %kt : ({th}, {tk}) -> {ts}
  %sc = graph.div %sm, %c : ({ts}, tensor<f32>) -> {ts}{mask_ops}
  %p = graph.softmax {last} {{axis = 3 : i64}} : {ts}
  %o = graph.matmul %p, %vt : ({ts}, {th}) -> {th}
  %ot = graph.transpose %o perm = [0, 2, 1, 3] : {th} -> {t4}
  %r = graph.reshape %ot : {t4} -> {t3}
  return %r : {t3}
}}"""
    q, k, v = (x.reshape(b, s, h, d) for x in np.split(qkv, 3, axis=2))
    ref = reference(q, k, v, 1 / np.sqrt(d), mask, -1.0e4, seq_first=True).reshape(b, s, e)
    CASES.append(Case(name, mlir, ins, [ref], 1e-4, 1e-5))


decomposed("attn_export_bert", 2, 16, 4, 8, True)
decomposed("attn_export_nomask", 1, 24, 2, 16, False)


# Causal attention (graph.attention's `causal`: query i sees keys
# j <= i + Sk - Sq). Written directly: the flash kernel with queries ==
# keys (blocks past the diagonal skipped), fewer queries than keys (the
# diagonal shifted), dynamic lengths; the decode kernel (a few queries);
# f32 (the linalg kernel).
def causal_mask(sq, sk):
    """True where masked: key j > i + sk - sq."""
    i = np.arange(sq).reshape(sq, 1)
    j = np.arange(sk).reshape(1, sk)
    return (j > i + (sk - sq)).reshape(1, 1, sq, sk)


def causal(name, q, k, v, scale, seq_first=False, dyn=None, rtol=1e-4,
           atol=1e-5):
    dyn = dyn or {}
    sd = 1 if seq_first else 2
    ref = reference(q, k, v, scale, causal_mask(q.shape[sd], k.shape[sd]),
                    float("-inf"), seq_first)
    ins = [q, k, v]
    ts = [ttype(a, dyn.get(i, ())) for i, a in enumerate(ins)]
    out = ttype(ref, dyn.get("out", ()))
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ts))
    attrs = f"scale = {float(scale)!r} : f64, causal" + (
        ", seq_first" if seq_first else "")
    mlir = f"""func.func @main({args}) -> {out} {{
  %o = graph.attention %a0, %a1, %a2 {{{attrs}}} : ({", ".join(ts)}) -> {out}
  return %o : {out}
}}"""
    CASES.append(Case(name, mlir, ins, [ref], rtol, atol))


causal("attn_causal_f16_s200", f(2, 200, 3, 64, **h16), f(2, 200, 3, 64, **h16),
       f(2, 200, 3, 64, **h16), 0.125, seq_first=True, rtol=1e-2, atol=2e-3)
causal("attn_causal_f16_shifted", f(1, 2, 70, 32, **h16), f(1, 2, 133, 32, **h16),
       f(1, 2, 133, 48, **h16), 0.2, rtol=1e-2, atol=2e-3)
causal("attn_causal_f16_gqa_dyn", f(1, 8, 130, 64, **h16), f(1, 2, 130, 64, **h16),
       f(1, 2, 130, 64, **h16), 0.125, dyn={0: (2,), 1: (2,), 2: (2,), "out": (2,)},
       rtol=1e-2, atol=2e-3)
causal("attn_causal_f16_decode", f(1, 4, 3, 64, **h16), f(1, 2, 40, 64, **h16),
       f(1, 2, 40, 64, **h16), 0.125, rtol=1e-2, atol=2e-3)
causal("attn_causal_f32", f(1, 2, 50, 16), f(1, 2, 50, 16), f(1, 2, 50, 16), 0.25)
causal("attn_causal_f32_shifted_dyn", f(2, 3, 5, 8), f(2, 3, 12, 8), f(2, 3, 12, 8),
       0.3, dyn={0: (2,), 1: (2,), 2: (2,), "out": (2,)})


def exported_causal(name, s, h, d, dtype, fill, rtol, atol):
    """torch's prefill mask, as its exporter builds it: positions =
    arange(S) from the input's run-time length, allowed where
    positions[None, :] <= positions[:, None], Where(allowed, 0, fill)
    added to the scores. At -O1 and above graph-causal-attention replaces it
    by `causal` (test/Dialect/Graph/graph-causal-attention.mlir)."""
    x = f(1, s, h, d, dtype=dtype)
    et = DTYPES[np.dtype(dtype)][0]
    tx = f"tensor<1x?x{h}x{d}x{et}>"
    ts = f"tensor<1x{h}x?x?x{et}>"
    th = f"tensor<1x{h}x?x{d}x{et}>"
    tk = f"tensor<1x{h}x{d}x?x{et}>"
    mlir = f"""func.func @main(%x: {tx}) -> {tx} {{
  %zero = graph.constant dense<0> : tensor<i64>
  %one = graph.constant dense<1> : tensor<i64>
  %f0 = graph.constant dense<0.0> : tensor<{et}>
  %fill = graph.constant dense<{fill!r}> : tensor<{et}>
  %c = graph.constant dense<{float(np.sqrt(d))!r}> : tensor<{et}>
  %shape = graph.shape_of %x : {tx} -> tensor<4xi64>
  %len = graph.slice %shape starts = [1] ends = [2] axes = [0] steps = [1] : tensor<4xi64> -> tensor<1xi64>
  %b = graph.broadcast_to %zero, %len : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %io = graph.iota dim = 0 like %b : (tensor<?xi64>) -> tensor<?xi64>
  %st = graph.mul %io, %one : (tensor<?xi64>, tensor<i64>) -> tensor<?xi64>
  %pos = graph.add %zero, %st : (tensor<i64>, tensor<?xi64>) -> tensor<?xi64>
  %row = graph.reshape %pos : tensor<?xi64> -> tensor<1x1x?x1xi64>
  %col = graph.reshape %pos : tensor<?xi64> -> tensor<1x1x1x?xi64>
  %ok = graph.compare le, %col, %row : (tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) -> tensor<1x1x?x?xi1>
  %bias = graph.select %ok, %f0, %fill : (tensor<1x1x?x?xi1>, tensor<{et}>, tensor<{et}>) -> tensor<1x1x?x?x{et}>
  %qt = graph.transpose %x perm = [0, 2, 1, 3] : {tx} -> {th}
  %kt = graph.transpose %x perm = [0, 2, 3, 1] : {tx} -> {tk}
  %sm = graph.matmul %qt, %kt : ({th}, {tk}) -> {ts}
  %sc = graph.div %sm, %c : ({ts}, tensor<{et}>) -> {ts}
  %w = graph.add %sc, %bias : ({ts}, tensor<1x1x?x?x{et}>) -> {ts}
  %p = graph.softmax %w {{axis = 3 : i64}} : {ts}
  %o = graph.matmul %p, %qt : ({ts}, {th}) -> {th}
  %ot = graph.transpose %o perm = [0, 2, 1, 3] : {th} -> {tx}
  return %ot : {tx}
}}"""
    ref = reference(x, x, x, 1 / np.sqrt(d), causal_mask(s, s), float("-inf"),
                    seq_first=True)
    CASES.append(Case(name, mlir, [x], [ref], rtol, atol))


exported_causal("attn_exported_causal_f32", 37, 2, 16, np.float32, -3.4028234663852886e38,
                1e-4, 1e-5)
exported_causal("attn_exported_causal_f16", 150, 4, 64, np.float16, -65504.0, 1e-2, 2e-3)


def constant_causal(name, sq, sk, h, d, dtype, fill, rtol, atol):
    """A static export's causal mask: a constant added to the scores."""
    q, k, v = f(1, h, sq, d, dtype=dtype), f(1, h, sk, d, dtype=dtype), f(1, h, sk, d, dtype=dtype)
    masked = causal_mask(sq, sk)
    et = DTYPES[np.dtype(dtype)][0]
    rows = ", ".join("[" + ", ".join(repr(fill) if m else "0.0" for m in row) + "]"
                     for row in masked[0, 0])
    tm = f"tensor<1x1x{sq}x{sk}x{et}>"
    tq, tk = ttype(q), ttype(k)
    mlir = f"""func.func @main(%q: {tq}, %k: {tk}, %v: {tk}) -> {tq} {{
  %m = graph.constant dense<[[[{rows}]]]> : {tm}
  %o = graph.attention %q, %k, %v mask %m {{scale = 0.25 : f64}} : ({tq}, {tk}, {tk}, {tm}) -> {tq}
  return %o : {tq}
}}"""
    ref = reference(q, k, v, 0.25, masked, float("-inf"))
    CASES.append(Case(name, mlir, [q, k, v], [ref], rtol, atol))


# A static export folds the mask into a constant (also with fewer queries
# than keys: the diagonal at the end).
constant_causal("attn_constant_causal_f32", 24, 24, 2, 16, np.float32,
                -3.4028234663852886e38, 1e-4, 1e-5)
constant_causal("attn_constant_causal_f16_shifted", 80, 96, 2, 32, np.float16, -65504.0,
                1e-2, 2e-3)


def merged(name, q, k, v, scale, causal_=False, dyn=None, rtol=1e-4, atol=1e-5):
    """result_seq_first: operands [B, H, S, D], the result [B, S, H, D] (the
    head merge written in place; graph-simplify sets it when a transpose
    merges the heads after the attention)."""
    dyn = dyn or {}
    mask = causal_mask(q.shape[2], k.shape[2]) if causal_ else None
    ref = reference(q, k, v, scale, mask, float("-inf")).transpose(0, 2, 1, 3).copy()
    ins = [q, k, v]
    ts = [ttype(a, dyn.get(i, ())) for i, a in enumerate(ins)]
    out = ttype(ref, dyn.get("out", ()))
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ts))
    attrs = f"scale = {float(scale)!r} : f64, result_seq_first" + (", causal" if causal_ else "")
    mlir = f"""func.func @main({args}) -> {out} {{
  %o = graph.attention %a0, %a1, %a2 {{{attrs}}} : ({", ".join(ts)}) -> {out}
  return %o : {out}
}}"""
    CASES.append(Case(name, mlir, ins, [ref], rtol, atol))


merged("attn_merged_f16_causal_gqa_dyn", f(1, 8, 130, 64, **h16), f(1, 2, 130, 64, **h16),
       f(1, 2, 130, 64, **h16), 0.125, True, dyn={0: (2,), 1: (2,), 2: (2,), "out": (1,)},
       rtol=1e-2, atol=2e-3)
merged("attn_merged_f16_decode", f(1, 4, 2, 64, **h16), f(1, 2, 40, 64, **h16),
       f(1, 2, 40, 64, **h16), 0.125, rtol=1e-2, atol=2e-3)
merged("attn_merged_f32", f(2, 3, 7, 8), f(2, 3, 9, 8), f(2, 3, 9, 6), 0.3)
