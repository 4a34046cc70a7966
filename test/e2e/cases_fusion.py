"""Fused kernels (graph-form-fused-groups), end to end against numpy.

Each case is a small graph whose ops the fusion pass puts into one kernel
(elementwise chains, recomputed producers, reduction prologues/epilogues,
softmax/layer_norm epilogues), so the numbers check the fused code, not the
single-op lowerings. test/Dialect/Graph/graph-form-fused-groups.mlir checks
the grouping itself."""

import numpy as np

from harness import Case, rng, ttype

CASES = []
r = rng(11)


def f32(*shape, lo=-2.0, hi=2.0):
    return r.uniform(lo, hi, size=shape).astype(np.float32)


def softmax(x, axis=-1):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def case(name, body, inputs, outputs, dyn=None, rtol=1e-4, atol=1e-5):
    """body: the ops, reading %a0.. and defining the values named in
    `outputs` (a list of (ssa name, expected array))."""
    dyn = dyn or {}
    args = ", ".join(f"%a{i}: {ttype(a, dyn.get(i, ()))}" for i, a in enumerate(inputs))
    out_types = [ttype(e, dyn.get("out", ())) for _, e in outputs]
    rets = ", ".join(n for n, _ in outputs)
    mlir = f"""func.func @main({args}) -> ({", ".join(out_types)}) {{
{body}
  return {rets} : {", ".join(out_types)}
}}"""
    CASES.append(Case(name, mlir, list(inputs), [e for _, e in outputs], rtol, atol))


for shape, dyn in [((37, 50), {}), ((37, 50), {0: (0,), 1: (0,), "out": (0,)})]:
    x, y = f32(*shape), f32(*shape)
    t = ttype(x, dyn.get(0, ()))
    sfx = "_dyn" if dyn else ""
    # A chain with a producer used twice by one op.
    case(f"chain_square{sfx}", f"""
  %m = graph.mul %a0, %a1 : ({t}, {t}) -> {t}
  %s = graph.add %m, %m : ({t}, {t}) -> {t}
  %e = graph.tanh %s : {t}""", [x, y], [("%e", np.tanh(2 * x * y))], dyn)
    # exp recomputed in two consumers, both outputs.
    ex = np.exp(x)
    case(f"recompute_exp{sfx}", f"""
  %e = graph.exp %a0 : {t}
  %p = graph.add %e, %a1 : ({t}, {t}) -> {t}
  %q = graph.mul %e, %a1 : ({t}, {t}) -> {t}""", [x, y],
         [("%p", ex + y), ("%q", ex * y)], dyn)

# Reduction prologue and epilogue: sqrt(mean(x*x)) per row (RMS).
for shape, axes, kd in [((33, 70), [1], True), ((6, 9, 40), [2], False), ((64, 17), [0], True)]:
    x = f32(*shape)
    ref = np.sqrt(np.mean(x * x, axis=tuple(axes), keepdims=kd))
    t, tr = ttype(x), ttype(ref)
    ax = ", ".join(str(a) for a in axes)
    kdattr = "" if kd else ", keepdims = false"
    case(f"rms_{'x'.join(map(str, shape))}_ax{ax}", f"""
  %s = graph.mul %a0, %a0 : ({t}, {t}) -> {t}
  %m = graph.reduce_mean %s {{axes = array<i64: {ax}>{kdattr}}} : {t} -> {tr}
  %r = graph.sqrt %m : {tr}""", [x], [("%r", ref)])

# Prologue into max/sum reductions (log-sum-exp style pieces).
x = f32(20, 96)
t = ttype(x)
tr = ttype(np.zeros((20, 1), np.float32))
case("sum_exp_scaled", f"""
  %c = graph.constant dense<0.5> : tensor<f32>
  %s = graph.mul %a0, %c : ({t}, tensor<f32>) -> {t}
  %e = graph.exp %s : {t}
  %r = graph.reduce_sum %e {{axes = array<i64: 1>}} : {t} -> {tr}
  %l = graph.log %r : {tr}""", [x],
     [("%l", np.log(np.sum(np.exp(0.5 * x), axis=1, keepdims=True)))])
case("max_abs", f"""
  %s = graph.abs %a0 : {t}
  %r = graph.reduce_max %s {{axes = array<i64: 1>}} : {t} -> {tr}""", [x],
     [("%r", np.max(np.abs(x), axis=1, keepdims=True))])

# Attention-style: softmax(x * scale + mask) then an epilogue.
for n in [16, 130]:
    x, mask = f32(4, n), np.where(r.random((4, n)) < 0.2, -1e4, 0).astype(np.float32)
    t = ttype(x)
    ref = softmax(x * 0.125 + mask) * 2.0
    case(f"softmax_prologue_epilogue_{n}", f"""
  %c = graph.constant dense<0.125> : tensor<f32>
  %two = graph.constant dense<2.0> : tensor<f32>
  %s = graph.mul %a0, %c : ({t}, tensor<f32>) -> {t}
  %m = graph.add %s, %a1 : ({t}, {t}) -> {t}
  %p = graph.softmax %m : {t}
  %y = graph.mul %p, %two : ({t}, tensor<f32>) -> {t}""", [x, mask], [("%y", ref)])

# layer_norm with a residual-add prologue and a gelu epilogue (a transformer
# block's tail).
for rows, h in [(8, 64), (5, 200)]:
    x, res = f32(rows, h), f32(rows, h)
    g, b = f32(h, lo=0.5, hi=1.5), f32(h, lo=-0.5, hi=0.5)
    t, tv = ttype(x), ttype(g)
    z = x + res
    mu = z.mean(-1, keepdims=True)
    var = ((z - mu) ** 2).mean(-1, keepdims=True)
    ln = (z - mu) / np.sqrt(var + 1e-5) * g + b
    from math import erf
    gelu = 0.5 * ln * (1 + np.vectorize(erf)(ln / np.sqrt(2)))
    case(f"residual_layer_norm_gelu_{rows}x{h}", f"""
  %z = graph.add %a0, %a1 : ({t}, {t}) -> {t}
  %n = graph.layer_norm %z, %a2, %a3 : ({t}, {tv}, {tv}) -> {t}
  %y = graph.gelu %n : {t}""", [x, res, g, b], [("%y", gelu.astype(np.float32))], rtol=1e-3, atol=1e-4)


# conv + batch_norm (+ relu), weights and norm parameters constant: at -O1
# and up graph-simplify folds the norm into the conv (-O0 runs it as is;
# both must match the reference).
def dense(a):
    return "dense<" + np.array2string(a, separator=", ", threshold=10**6,
                                       floatmode="unique").replace("\n", "") + ">"


def conv2d_ref(x, w, b, pad):
    x64 = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    n, c, h, wd = x64.shape
    f, _, kh, kw = w.shape
    out = np.zeros((n, f, h - kh + 1, wd - kw + 1))
    for i in range(kh):
        for j in range(kw):
            out += np.einsum("nchw,fc->nfhw", x64[:, :, i:i + out.shape[2], j:j + out.shape[3]],
                             w[:, :, i, j].astype(np.float64))
    return out + b.astype(np.float64)[None, :, None, None]


for relu in [False, True]:
    x = f32(2, 3, 8, 8)
    w = f32(4, 3, 3, 3, lo=-0.5, hi=0.5)
    b = f32(4)
    gamma, beta = f32(4, lo=0.5, hi=2.0), f32(4)
    mean, var = f32(4), f32(4, lo=0.1, hi=2.0)
    c = conv2d_ref(x, w, b, 1)
    ref = (c - mean[None, :, None, None]) / np.sqrt(var[None, :, None, None] + 1e-5) \
        * gamma[None, :, None, None] + beta[None, :, None, None]
    if relu:
        ref = np.maximum(ref, 0)
    t, ty = ttype(x), ttype(ref.astype(np.float32))
    tv = "tensor<4xf32>"
    tail = f"\n  %y = graph.relu %n : {ty}" if relu else ""
    out = "%y" if relu else "%n"
    case(f"conv_batch_norm{'_relu' if relu else ''}", f"""
  %w = graph.constant {dense(w)} : tensor<4x3x3x3xf32>
  %b = graph.constant {dense(b)} : {tv}
  %g = graph.constant {dense(gamma)} : {tv}
  %be = graph.constant {dense(beta)} : {tv}
  %mu = graph.constant {dense(mean)} : {tv}
  %v = graph.constant {dense(var)} : {tv}
  %c = graph.conv %a0, %w, %b {{pads = array<i64: 1, 1, 1, 1>}} : ({t}, tensor<4x3x3x3xf32>, {tv}) -> {ty}
  %n = graph.batch_norm %c, %g, %be, %mu, %v : ({ty}, {tv}, {tv}, {tv}, {tv}) -> {ty}{tail}""",
         [x], [(out, ref.astype(np.float32))], rtol=1e-4, atol=1e-4)


# Layer norm decomposed as exporters emit it (opset < 17): -O0 runs the
# decomposition, -O1+ recognizes graph.layer_norm (graph-simplify); the
# scale/shift fuse in as its epilogue.
for shape, sq in [((4, 10, 48), "pow"), ((3, 130), "mul")]:
    x = f32(*shape) * 3 + 1
    h = shape[-1]
    g, b = f32(h, lo=0.5, hi=1.5), f32(h)
    x64 = x.astype(np.float64)
    mu = x64.mean(-1, keepdims=True)
    ref = (x64 - mu) / np.sqrt(((x64 - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b
    t, tv = ttype(x), ttype(g)
    tm = ttype(np.zeros(shape[:-1] + (1,), np.float32))
    square = (f"graph.pow %d, %two : ({t}, tensor<f32>) -> {t}" if sq == "pow"
              else f"graph.mul %d, %d : ({t}, {t}) -> {t}")
    case(f"decomposed_layer_norm_{sq}", f"""
  %two = graph.constant dense<2.0> : tensor<f32>
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %m = graph.reduce_mean %a0 {{axes = array<i64: -1>}} : {t} -> {tm}
  %d = graph.sub %a0, %m : ({t}, {tm}) -> {t}
  %p = {square}
  %v = graph.reduce_mean %p {{axes = array<i64: -1>}} : {t} -> {tm}
  %ve = graph.add %v, %eps : ({tm}, tensor<f32>) -> {tm}
  %s = graph.sqrt %ve : {tm}
  %n = graph.div %d, %s : ({t}, {tm}) -> {t}
  %y = graph.mul %n, %a1 : ({t}, {tv}) -> {t}
  %z = graph.add %y, %a2 : ({t}, {tv}) -> {t}""", [x, g, b], [("%z", ref.astype(np.float32))],
         rtol=1e-4, atol=1e-4)


# Matmul epilogues (on the GPU the chain runs on the accumulator tile before
# it is stored: one kernel; the CPU runs the ops unfused). Odd sizes leave
# partial tiles; bias vectors, residuals and a scalar are read per element.
def gelu_ref(v):
    from math import erf
    return 0.5 * v * (1 + np.vectorize(erf)(v / np.sqrt(2)))


def f16r(v):
    return v.astype(np.float16).astype(np.float32)


a16, b16 = f32(200, 96, lo=-1, hi=1).astype(np.float16), f32(96, 300, lo=-1, hi=1).astype(np.float16)
bias16 = f32(300, lo=-1, hi=1).astype(np.float16)
mm = f16r(a16.astype(np.float32) @ b16.astype(np.float32))
case("matmul_bias_gelu_f16", """
  %c = graph.matmul %a0, %a1 : (tensor<200x96xf16>, tensor<96x300xf16>) -> tensor<200x300xf16>
  %d = graph.add %c, %a2 : (tensor<200x300xf16>, tensor<300xf16>) -> tensor<200x300xf16>
  %e = graph.gelu %d : tensor<200x300xf16>""", [a16, b16, bias16],
     [("%e", gelu_ref(f16r(mm + bias16.astype(np.float32))).astype(np.float16))],
     rtol=5e-3, atol=5e-3)

xa, xb, res = f32(130, 70), f32(70, 90), f32(130, 90)
case("matmul_residual_relu_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<130x70xf32>, tensor<70x90xf32>) -> tensor<130x90xf32>
  %d = graph.add %a2, %c : (tensor<130x90xf32>, tensor<130x90xf32>) -> tensor<130x90xf32>
  %e = graph.relu %d : tensor<130x90xf32>""", [xa, xb, res],
     [("%e", np.maximum(xa @ xb + res, 0))], rtol=1e-4, atol=1e-4)

ba, bb, bv, sc = f32(3, 40, 50), f32(50, 60), f32(60), f32(1, 1)
case("batched_matmul_bias_scale_tanh_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<3x40x50xf32>, tensor<50x60xf32>) -> tensor<3x40x60xf32>
  %d = graph.add %c, %a2 : (tensor<3x40x60xf32>, tensor<60xf32>) -> tensor<3x40x60xf32>
  %s = graph.mul %d, %a3 : (tensor<3x40x60xf32>, tensor<1x1xf32>) -> tensor<3x40x60xf32>
  %e = graph.tanh %s : tensor<3x40x60xf32>""", [ba, bb, bv, sc],
     [("%e", np.tanh((ba @ bb + bv) * sc))], rtol=1e-4, atol=1e-4)

ca, cb, cbias = f32(33, 64, lo=-1, hi=1).astype(np.float16), f32(64, 48, lo=-1, hi=1).astype(np.float16), f32(33, 1)
case("matmul_cast_column_bias_f16", """
  %c = graph.matmul %a0, %a1 : (tensor<33x64xf16>, tensor<64x48xf16>) -> tensor<33x48xf16>
  %f = graph.cast %c : tensor<33x48xf16> to tensor<33x48xf32>
  %d = graph.sub %f, %a2 : (tensor<33x48xf32>, tensor<33x1xf32>) -> tensor<33x48xf32>""", [ca, cb, cbias],
     [("%d", f16r(ca.astype(np.float32) @ cb.astype(np.float32)) - cbias)], rtol=2e-3, atol=2e-3)

da, db, dbias = f32(70, 40), f32(40, 24), f32(24)
case("matmul_bias_relu_dyn", """
  %c = graph.matmul %a0, %a1 : (tensor<?x40xf32>, tensor<40x24xf32>) -> tensor<?x24xf32>
  %d = graph.add %c, %a2 : (tensor<?x24xf32>, tensor<24xf32>) -> tensor<?x24xf32>
  %e = graph.relu %d : tensor<?x24xf32>""", [da, db, dbias],
     [("%e", np.maximum(da @ db + dbias, 0))], {0: (0,), "out": (0,)}, rtol=1e-4, atol=1e-4)

# One output tile and K within one step (no K loop left after folding), a
# scalar operand in the epilogue: f32 and f16.
sa, sb, sbias, ss = f32(32, 16), f32(16, 24), f32(24), f32()
case("matmul_one_tile_bias_scalar_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<32x16xf32>, tensor<16x24xf32>) -> tensor<32x24xf32>
  %d = graph.add %c, %a2 : (tensor<32x24xf32>, tensor<24xf32>) -> tensor<32x24xf32>
  %e = graph.div %d, %a3 : (tensor<32x24xf32>, tensor<f32>) -> tensor<32x24xf32>""", [sa, sb, sbias, ss],
     [("%e", (sa @ sb + sbias) / ss)], rtol=1e-4, atol=1e-4)
# The output is exactly one f32 GPU tile (32x32): bufferization gives the
# accumulator the output's buffer.
xa, xb, xbias = f32(32, 64), f32(64, 32), f32(32)
case("matmul_exact_tile_bias_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
  %d = graph.add %c, %a2 : (tensor<32x32xf32>, tensor<32xf32>) -> tensor<32x32xf32>""", [xa, xb, xbias],
     [("%d", xa @ xb + xbias)], rtol=1e-4, atol=1e-4)
# Split-K on CUDA (graph-split-k, -O1+): a long K and a one-tile output
# become 16 partial products over K chunks of 128 and an ordered sum that
# the bias and relu fuse with; a [1, M, K] operand gets the sum reshaped
# back.
ka, kb, kbias = f32(16, 2048, lo=-1, hi=1), f32(2048, 40, lo=-1, hi=1), f32(40)
case("matmul_split_k_bias_relu_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<16x2048xf32>, tensor<2048x40xf32>) -> tensor<16x40xf32>
  %d = graph.add %c, %a2 : (tensor<16x40xf32>, tensor<40xf32>) -> tensor<16x40xf32>
  %e = graph.relu %d : tensor<16x40xf32>""", [ka, kb, kbias],
     [("%e", np.maximum(ka.astype(np.float64) @ kb + kbias, 0).astype(np.float32))], rtol=1e-4, atol=1e-4)
k3a, k3b = f32(1, 20, 2048, lo=-1, hi=1), f32(2048, 24, lo=-1, hi=1)
case("matmul_split_k_3d_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<1x20x2048xf32>, tensor<2048x24xf32>) -> tensor<1x20x24xf32>
  %e = graph.tanh %c : tensor<1x20x24xf32>""", [k3a, k3b],
     [("%e", np.tanh(k3a.astype(np.float64) @ k3b).astype(np.float32))], rtol=1e-4, atol=1e-4)
ha, hb = f32(40, 32, lo=-1, hi=1).astype(np.float16), f32(32, 8, lo=-1, hi=1).astype(np.float16)
case("matmul_one_tile_f16", """
  %c = graph.matmul %a0, %a1 : (tensor<40x32xf16>, tensor<32x8xf16>) -> tensor<40x8xf16>
  %e = graph.relu %c : tensor<40x8xf16>""", [ha, hb],
     [("%e", np.maximum(f16r(ha.astype(np.float32) @ hb.astype(np.float32)), 0).astype(np.float16))],
     rtol=2e-3, atol=2e-3)

# Conv epilogues (CUDA -O1+: graph-conv-to-matmul makes the convs matmuls
# and moves the bias, relu/clip and residual add before the reshape back,
# so that they are the matmul's epilogue): a resnet-like f16 3x3 conv with
# bias, residual add and relu, and a mobilenet-like f32 pointwise conv with
# bias and relu6.
cx = f32(2, 16, 9, 10, lo=-1, hi=1).astype(np.float16)
cw = f32(24, 16, 3, 3, lo=-0.3, hi=0.3).astype(np.float16)
cbv = f32(24, lo=-1, hi=1).astype(np.float16)
cres = f32(2, 24, 9, 10, lo=-1, hi=1).astype(np.float16)
cc = f16r(conv2d_ref(cx, cw, cbv, 1))
case("conv3x3_bias_residual_relu_f16", """
  %c = graph.conv %a0, %a1, %a2 {pads = array<i64: 1, 1, 1, 1>} : (tensor<2x16x9x10xf16>, tensor<24x16x3x3xf16>, tensor<24xf16>) -> tensor<2x24x9x10xf16>
  %d = graph.add %c, %a3 : (tensor<2x24x9x10xf16>, tensor<2x24x9x10xf16>) -> tensor<2x24x9x10xf16>
  %e = graph.relu %d : tensor<2x24x9x10xf16>""", [cx, cw, cbv, cres],
     [("%e", np.maximum(f16r(cc + cres.astype(np.float32)), 0).astype(np.float16))], rtol=5e-3, atol=5e-3)
px, pw, pb = f32(3, 20, 7, 6), f32(36, 20, 1, 1, lo=-0.5, hi=0.5), f32(36)
case("conv1x1_bias_relu6_f32", """
  %c = graph.conv %a0, %a1, %a2 : (tensor<3x20x7x6xf32>, tensor<36x20x1x1xf32>, tensor<36xf32>) -> tensor<3x36x7x6xf32>
  %e = graph.clip %c {min = 0.0 : f64, max = 6.0 : f64} : tensor<3x36x7x6xf32>""",
     [px, pw, pb], [("%e", np.clip(conv2d_ref(px, pw, pb, 0), 0, 6).astype(np.float32))], rtol=1e-4, atol=1e-4)

# Few rows (a decoder's token): on CUDA a GEMV (TileMatmulToGemv.cpp), one
# block per 16 output columns streaming the weights. Border column blocks
# (N not a multiple of 16), a K that no unrolled step divides, 3 and 8
# rows, batch dims (broadcast weights, and a dynamic batch), epilogues.
g16a, g16b = f32(3, 999, lo=-1, hi=1).astype(np.float16), f32(999, 296, lo=-1, hi=1).astype(np.float16)
g16bias = f32(296, lo=-1, hi=1).astype(np.float16)
g16mm = f16r(g16a.astype(np.float32) @ g16b.astype(np.float32))
case("gemv_bias_silu_f16", """
  %c = graph.matmul %a0, %a1 : (tensor<3x999xf16>, tensor<999x296xf16>) -> tensor<3x296xf16>
  %d = graph.add %c, %a2 : (tensor<3x296xf16>, tensor<296xf16>) -> tensor<3x296xf16>
  %e = graph.silu %d : tensor<3x296xf16>""", [g16a, g16b, g16bias],
     [("%e", (lambda v: v / (1 + np.exp(-v)))(f16r(g16mm + g16bias.astype(np.float32))).astype(np.float16))],
     rtol=1e-2, atol=1e-2)

g8a, g8b = f32(8, 64, lo=-1, hi=1).astype(np.float16), f32(64, 48, lo=-1, hi=1).astype(np.float16)
case("gemv_rows8_f16", """
  %c = graph.matmul %a0, %a1 : (tensor<8x64xf16>, tensor<64x48xf16>) -> tensor<8x48xf16>""", [g8a, g8b],
     [("%c", f16r(g8a.astype(np.float32) @ g8b.astype(np.float32)).astype(np.float16))], rtol=5e-3, atol=5e-3)

gxa, gxw, gxres = f32(2, 1, 2048, lo=-1, hi=1), f32(2048, 36, lo=-1, hi=1), f32(2, 1, 36)
case("gemv_batched_residual_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<2x1x2048xf32>, tensor<2048x36xf32>) -> tensor<2x1x36xf32>
  %d = graph.add %a2, %c : (tensor<2x1x36xf32>, tensor<2x1x36xf32>) -> tensor<2x1x36xf32>""", [gxa, gxw, gxres],
     [("%d", gxa @ gxw + gxres)], rtol=1e-4, atol=1e-4)

gda, gdw = f32(3, 1, 40), f32(40, 64)
case("gemv_dynamic_batch_f32", """
  %c = graph.matmul %a0, %a1 : (tensor<?x1x40xf32>, tensor<40x64xf32>) -> tensor<?x1x64xf32>""", [gda, gdw],
     [("%c", gda @ gdw)], {0: (0,), "out": (0,)}, rtol=1e-4, atol=1e-4)

# GEMVs by constant weights: on CUDA graph-assign-layout stores them as
# [N, K] (transpose_b) and the GEMV reads each output column's weights as
# one row (TileMatmulToGemv.cpp), 1 to 32 columns a block of 8 warps, each
# column over 1 to 8 warps' parts of K. K not a multiple of a warp's 512
# bytes (masked lanes), 1, 3 and 8 rows, batch dims (static and dynamic),
# a constant two GEMVs share, epilogues (bias + silu, residual).
def hexdense(a):
    return 'dense<"0x' + a.tobytes().hex().upper() + '">'


gta = f32(1, 1000, lo=-1, hi=1).astype(np.float16)
gtw = f32(1000, 520, lo=-1, hi=1).astype(np.float16)
gtb = f32(520, lo=-1, hi=1).astype(np.float16)
gtmm = f16r(f16r(gta.astype(np.float32) @ gtw.astype(np.float32)) + gtb.astype(np.float32))
case("gemv_const_bias_silu_f16", f"""
  %w = graph.constant {hexdense(gtw)} : tensor<1000x520xf16>
  %c = graph.matmul %a0, %w : (tensor<1x1000xf16>, tensor<1000x520xf16>) -> tensor<1x520xf16>
  %d = graph.add %c, %a1 : (tensor<1x520xf16>, tensor<520xf16>) -> tensor<1x520xf16>
  %e = graph.silu %d : tensor<1x520xf16>""", [gta, gtb],
     [("%e", (gtmm / (1 + np.exp(-gtmm))).astype(np.float16))], rtol=1e-2, atol=1e-2)

gra, grw, grr = f32(3, 392, lo=-1, hi=1), f32(392, 1500, lo=-1, hi=1), f32(3, 1500)
case("gemv_const_rows3_residual_f32", f"""
  %w = graph.constant {hexdense(grw)} : tensor<392x1500xf32>
  %c = graph.matmul %a0, %w : (tensor<3x392xf32>, tensor<392x1500xf32>) -> tensor<3x1500xf32>
  %d = graph.add %a1, %c : (tensor<3x1500xf32>, tensor<3x1500xf32>) -> tensor<3x1500xf32>""",
     [gra, grr], [("%d", gra @ grw + grr)], rtol=1e-4, atol=1e-4)

gwa = f32(8, 64, lo=-1, hi=1).astype(np.float16)
gww = f32(64, 8448, lo=-1, hi=1).astype(np.float16)
case("gemv_const_rows8_wide_f16", f"""
  %w = graph.constant {hexdense(gww)} : tensor<64x8448xf16>
  %c = graph.matmul %a0, %w : (tensor<8x64xf16>, tensor<64x8448xf16>) -> tensor<8x8448xf16>""",
     [gwa], [("%c", f16r(gwa.astype(np.float32) @ gww.astype(np.float32)).astype(np.float16))],
     rtol=5e-3, atol=5e-3)

gsa, gsb = f32(1, 256, lo=-1, hi=1).astype(np.float16), f32(2, 256, lo=-1, hi=1).astype(np.float16)
gsw = f32(256, 136, lo=-1, hi=1).astype(np.float16)
case("gemv_const_shared_f16", f"""
  %w = graph.constant {hexdense(gsw)} : tensor<256x136xf16>
  %c = graph.matmul %a0, %w : (tensor<1x256xf16>, tensor<256x136xf16>) -> tensor<1x136xf16>
  %d = graph.matmul %a1, %w : (tensor<2x256xf16>, tensor<256x136xf16>) -> tensor<2x136xf16>""",
     [gsa, gsb], [("%c", f16r(gsa.astype(np.float32) @ gsw.astype(np.float32)).astype(np.float16)),
                  ("%d", f16r(gsb.astype(np.float32) @ gsw.astype(np.float32)).astype(np.float16))],
     rtol=5e-3, atol=5e-3)

goa = f32(2, 64, lo=-1, hi=1).astype(np.float16)
gow = f32(64, 37, lo=-1, hi=1).astype(np.float16)
case("gemv_const_odd_n_f16", f"""
  %w = graph.constant {hexdense(gow)} : tensor<64x37xf16>
  %c = graph.matmul %a0, %w : (tensor<2x64xf16>, tensor<64x37xf16>) -> tensor<2x37xf16>""",
     [goa], [("%c", f16r(goa.astype(np.float32) @ gow.astype(np.float32)).astype(np.float16))],
     rtol=5e-3, atol=5e-3)

gba, gbw = f32(2, 1, 264), f32(264, 40)
for name, dyn in [("gemv_const_batched_f32", {}),
                  ("gemv_const_dynamic_batch_f32", {0: (0,), "out": (0,)})]:
    case(name, f"""
  %w = graph.constant {hexdense(gbw)} : tensor<264x40xf32>
  %c = graph.matmul %a0, %w : ({ttype(gba, dyn.get(0, ()))}, tensor<264x40xf32>) -> {ttype(gba @ gbw, dyn.get("out", ()))}""",
         [gba], [("%c", gba @ gbw)], dyn, rtol=1e-4, atol=1e-4)


# RMSNorm as torch exports LlamaRMSNorm (graph-simplify: one rms_norm, a
# row-wise kernel): f32(x), x*x, mean over the last axis, + eps, sqrt,
# reciprocal, x * inv, back to f16, * weight; f32 with rsqrt and the
# scale first; a dynamic row count. Then x * sigmoid(x) as silu, the
# gate GEMV's epilogue with the up projection read beside it.
def rms_ref(x, w, eps, rounded):
    x64 = x.astype(np.float64)
    n = x64 / np.sqrt((x64 * x64).mean(-1, keepdims=True) + eps)
    if rounded:
        n = f16r(n)
    return n * w.astype(np.float64)


rx = f32(1, 3, 256, lo=-2, hi=2).astype(np.float16)
rw = f32(256, lo=0.5, hi=1.5).astype(np.float16)
case("rms_norm_torch_f16", """
  %x = graph.cast %a0 : tensor<1x3x256xf16> to tensor<1x3x256xf32>
  %sq = graph.mul %x, %x : (tensor<1x3x256xf32>, tensor<1x3x256xf32>) -> tensor<1x3x256xf32>
  %ms = graph.reduce_mean %sq {axes = array<i64: 2>} : tensor<1x3x256xf32> -> tensor<1x3x1xf32>
  %eps = graph.constant dense<1.0e-6> : tensor<f32>
  %v = graph.add %ms, %eps : (tensor<1x3x1xf32>, tensor<f32>) -> tensor<1x3x1xf32>
  %s = graph.sqrt %v : tensor<1x3x1xf32>
  %inv = graph.reciprocal %s : tensor<1x3x1xf32>
  %n = graph.mul %x, %inv : (tensor<1x3x256xf32>, tensor<1x3x1xf32>) -> tensor<1x3x256xf32>
  %h = graph.cast %n : tensor<1x3x256xf32> to tensor<1x3x256xf16>
  %y = graph.mul %a1, %h : (tensor<256xf16>, tensor<1x3x256xf16>) -> tensor<1x3x256xf16>""",
     [rx, rw], [("%y", rms_ref(rx, rw, 1e-6, True).astype(np.float16))], rtol=5e-3, atol=5e-3)

rfx, rfw = f32(5, 300), f32(300, lo=0.5, hi=1.5)
for name, dyn in [("rms_norm_rsqrt_f32", {}), ("rms_norm_dynamic_rows_f32", {0: (0,), "out": (0,)})]:
    case(name, f"""
  %sq = graph.mul %a0, %a0 : ({ttype(rfx, dyn.get(0, ()))}, {ttype(rfx, dyn.get(0, ()))}) -> {ttype(rfx, dyn.get(0, ()))}
  %ms = graph.reduce_mean %sq {{axes = array<i64: 1>}} : {ttype(rfx, dyn.get(0, ()))} -> {ttype(rfx[:, :1], dyn.get(0, ()))}
  %eps = graph.constant dense<1.0e-5> : tensor<f32>
  %v = graph.add %ms, %eps : ({ttype(rfx[:, :1], dyn.get(0, ()))}, tensor<f32>) -> {ttype(rfx[:, :1], dyn.get(0, ()))}
  %inv = graph.rsqrt %v : {ttype(rfx[:, :1], dyn.get(0, ()))}
  %n = graph.mul %a0, %inv : ({ttype(rfx, dyn.get(0, ()))}, {ttype(rfx[:, :1], dyn.get(0, ()))}) -> {ttype(rfx, dyn.get(0, ()))}
  %y = graph.mul %n, %a1 : ({ttype(rfx, dyn.get(0, ()))}, tensor<300xf32>) -> {ttype(rfx, dyn.get(0, ()))}""",
         [rfx, rfw], [("%y", rms_ref(rfx, rfw, 1e-5, False).astype(np.float32))], dyn, rtol=1e-5, atol=1e-5)

sga = f32(1, 192, lo=-1, hi=1).astype(np.float16)
sgg = f32(192, 344, lo=-1, hi=1).astype(np.float16)
sgu = f32(192, 344, lo=-1, hi=1).astype(np.float16)
sg_g = f16r(sga.astype(np.float32) @ sgg.astype(np.float32))
sg_u = f16r(sga.astype(np.float32) @ sgu.astype(np.float32))
case("silu_gate_up_f16", f"""
  %wg = graph.constant {hexdense(sgg)} : tensor<192x344xf16>
  %wu = graph.constant {hexdense(sgu)} : tensor<192x344xf16>
  %g = graph.matmul %a0, %wg : (tensor<1x192xf16>, tensor<192x344xf16>) -> tensor<1x344xf16>
  %u = graph.matmul %a0, %wu : (tensor<1x192xf16>, tensor<192x344xf16>) -> tensor<1x344xf16>
  %s = graph.sigmoid %g : tensor<1x344xf16>
  %gs = graph.mul %g, %s : (tensor<1x344xf16>, tensor<1x344xf16>) -> tensor<1x344xf16>
  %y = graph.mul %gs, %u : (tensor<1x344xf16>, tensor<1x344xf16>) -> tensor<1x344xf16>""",
     [sga], [("%y", (sg_g / (1 + np.exp(-sg_g)) * sg_u).astype(np.float16))], rtol=1e-2, atol=1e-2)


# RoPE as transformers' Llama exports it: x * cos + rotate_half(x) * sin,
# rotate_half = concat(-x[..., 32:], x[..., :32]) (graph-simplify: a GEMV by
# the constant signed permutation, RoPE's muls and add its epilogue), f16
# decode-shaped and f32 with several query rows; pow(x, 2) as x * x and a
# transpose moving only unit dims (a reshape).
def rope_ref(x, cos, sin):
    h = x.shape[-1] // 2
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return x * cos + rot * sin


for name, shape, dt, tol in [("rope_decode_f16", (1, 8, 1, 64), np.float16, 2e-3),
                             ("rope_rows_f32", (2, 4, 5, 16), np.float32, 1e-5)]:
    rx = f32(*shape, lo=-1, hi=1).astype(dt)
    rcos = f32(1, 1, shape[2], shape[3], lo=-1, hi=1).astype(dt)
    rsin = f32(1, 1, shape[2], shape[3], lo=-1, hi=1).astype(dt)
    d, h = shape[3], shape[3] // 2
    tx = ttype(rx)
    th = tx.replace(f"x{d}x", f"x{h}x")
    tcs = ttype(rcos)
    sq = ttype(rx)
    ref = rope_ref(rx.astype(np.float64), rcos.astype(np.float64), rsin.astype(np.float64))
    case(name, f"""
  %c2 = graph.constant dense<2.0> : tensor<{"f16" if dt == np.float16 else "f32"}>
  %xc = graph.mul %a0, %a1 : ({tx}, {tcs}) -> {tx}
  %hi = graph.slice %a0 starts = [{h}] ends = [9223372036854775807] axes = [3] steps = [1] : {tx} -> {th}
  %lo = graph.slice %a0 starts = [0] ends = [{h}] axes = [3] steps = [1] : {tx} -> {th}
  %n = graph.neg %hi : {th}
  %rot = graph.concat %n, %lo axis = 3 : ({th}, {th}) -> {tx}
  %rs = graph.mul %rot, %a2 : ({tx}, {tcs}) -> {tx}
  %o = graph.add %xc, %rs : ({tx}, {tx}) -> {tx}
  %p = graph.pow %o, %c2 : ({tx}, tensor<{"f16" if dt == np.float16 else "f32"}>) -> {tx}""",
         [rx, rcos, rsin], [("%o", ref.astype(dt)), ("%p", (ref * ref).astype(dt))],
         rtol=tol, atol=tol)

ut = f32(3, 1, 4, 16)
case("transpose_unit_dims", """
  %t = graph.transpose %a0 perm = [0, 2, 1, 3] : tensor<3x1x4x16xf32> -> tensor<3x4x1x16xf32>
  %e = graph.exp %t : tensor<3x4x1x16xf32>""", [ut], [("%e", np.exp(ut.transpose(0, 2, 1, 3)))])


# Dynamic dims proven equal (graph-form-fused-groups, DimEquivalence.cpp):
# ops whose operands are `?` in one dim are not run-time broadcasts when the
# sizes come from one source, so they fuse and tile. Two projections of one
# input summed (the sum a matmul epilogue reading the other projection,
# rows dynamic), and RoPE at a dynamic sequence length whose cos/sin come
# from tensor.dim of the input through a Range-like iota.
def proj_sum_case(name, rows, dt, tol):
    x = f32(rows, 96, lo=-1, hi=1).astype(dt)
    w1 = f32(96, 80, lo=-0.2, hi=0.2).astype(dt)
    w2 = f32(96, 80, lo=-0.2, hi=0.2).astype(dt)
    e = "f16" if dt == np.float16 else "f32"
    ref = np.tanh(x.astype(np.float64) @ w1 + x.astype(np.float64) @ w2)
    case(name, f"""
  %w1 = graph.constant {hexdense(w1) if dt == np.float16 else dense(w1)} : tensor<96x80x{e}>
  %w2 = graph.constant {hexdense(w2) if dt == np.float16 else dense(w2)} : tensor<96x80x{e}>
  %p = graph.matmul %a0, %w1 : (tensor<?x96x{e}>, tensor<96x80x{e}>) -> tensor<?x80x{e}>
  %q = graph.matmul %a0, %w2 : (tensor<?x96x{e}>, tensor<96x80x{e}>) -> tensor<?x80x{e}>
  %s = graph.add %p, %q : (tensor<?x80x{e}>, tensor<?x80x{e}>) -> tensor<?x80x{e}>
  %t = graph.tanh %s : tensor<?x80x{e}>""", [x], [("%t", ref.astype(dt))],
         {0: (0,), "out": (0,)}, rtol=tol, atol=tol)


proj_sum_case("proj_sum_dyn_rows_f32", 37, np.float32, 1e-4)
proj_sum_case("proj_sum_dyn_rows_f16", 300, np.float16, 4e-3)

rp_x = f32(1, 29, 64, lo=-1, hi=1)
rp_freq = (1.0 / (100.0 ** (np.arange(16) / 16))).astype(np.float32).reshape(1, 16, 1)
rp_pos = np.arange(29, dtype=np.float32)
rp_ang = (rp_freq.reshape(16, 1) * rp_pos.reshape(1, 29)).T  # [S, 16]
rp_q = rp_x.reshape(1, 29, 4, 16).transpose(0, 2, 1, 3)
rp_ref = rp_q * np.cos(rp_ang) + rp_q * np.sin(rp_ang)
case("rope_dyn_seq_proven_f32", f"""
  %h = graph.reshape %a0 : tensor<1x?x64xf32> -> tensor<1x?x4x16xf32>
  %q = graph.transpose %h perm = [0, 2, 1, 3] : tensor<1x?x4x16xf32> -> tensor<1x4x?x16xf32>
  %c1 = arith.constant 1 : index
  %c0_i64 = arith.constant 0 : i64
  %n = tensor.dim %a0, %c1 : tensor<1x?x64xf32>
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  %nc = math.ceil %nf : f64
  %nn = arith.fptosi %nc : f64 to i64
  %len = arith.maxsi %nn, %c0_i64 : i64
  %shape = tensor.from_elements %len : tensor<1xi64>
  %zero = graph.constant dense<0> : tensor<i64>
  %z = graph.broadcast_to %zero, %shape : (tensor<i64>, tensor<1xi64>) -> tensor<?xi64>
  %pos = graph.iota dim = 0 like %z : (tensor<?xi64>) -> tensor<?xi64>
  %posf = graph.cast %pos : tensor<?xi64> to tensor<?xf32>
  %pos3 = graph.reshape %posf : tensor<?xf32> -> tensor<1x1x?xf32>
  %freq = graph.constant {dense(rp_freq)} : tensor<1x16x1xf32>
  %fr = graph.matmul %freq, %pos3 : (tensor<1x16x1xf32>, tensor<1x1x?xf32>) -> tensor<1x16x?xf32>
  %ft = graph.transpose %fr perm = [0, 2, 1] : tensor<1x16x?xf32> -> tensor<1x?x16xf32>
  %cos3 = graph.cos %ft : tensor<1x?x16xf32>
  %sin3 = graph.sin %ft : tensor<1x?x16xf32>
  %cos = graph.reshape %cos3 : tensor<1x?x16xf32> -> tensor<1x1x?x16xf32>
  %sin = graph.reshape %sin3 : tensor<1x?x16xf32> -> tensor<1x1x?x16xf32>
  %a = graph.mul %q, %cos : (tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) -> tensor<1x4x?x16xf32>
  %b = graph.mul %q, %sin : (tensor<1x4x?x16xf32>, tensor<1x1x?x16xf32>) -> tensor<1x4x?x16xf32>
  %o = graph.add %a, %b : (tensor<1x4x?x16xf32>, tensor<1x4x?x16xf32>) -> tensor<1x4x?x16xf32>""",
     [rp_x], [("%o", rp_ref.astype(np.float32))], {0: (1,), "out": (2,)}, rtol=1e-4, atol=1e-4)


# A matmul epilogue with a side op (elementwise on values read from memory,
# used once by the chain: RoPE's q * cos beside the rotated q's GEMV),
# computed in the epilogue rather than as a kernel of its own: GEMV-shaped
# (3 rows) and tiled (100 rows, dynamic: the rows of r and of the matmul are
# proven one size, both a0's), f16 and f32.
for so_name, so_rows, so_dt, so_dyn, so_tol in [
        ("matmul_side_op_gemv_f16", 3, np.float16, False, 4e-3),
        ("matmul_side_op_dyn_f32", 100, np.float32, True, 1e-4)]:
    so_a = f32(so_rows, 64, lo=-1, hi=1).astype(so_dt)
    so_w = f32(64, 48, lo=-0.3, hi=0.3).astype(so_dt)
    so_w2 = f32(64, 48, lo=-0.3, hi=0.3).astype(so_dt)
    so_s = f32(1, 48, lo=-1, hi=1).astype(so_dt)
    so_e = "f16" if so_dt == np.float16 else "f32"
    so_m = "?" if so_dyn else str(so_rows)
    so_hex = hexdense if so_dt == np.float16 else dense
    so_r = (so_a.astype(np.float64) @ so_w2).astype(so_dt).astype(np.float64)
    so_ref = (so_a.astype(np.float64) @ so_w) * so_s + so_r * so_s
    case(so_name, f"""
  %w = graph.constant {so_hex(so_w)} : tensor<64x48x{so_e}>
  %w2 = graph.constant {so_hex(so_w2)} : tensor<64x48x{so_e}>
  %r = graph.matmul %a0, %w2 : (tensor<{so_m}x64x{so_e}>, tensor<64x48x{so_e}>) -> tensor<{so_m}x48x{so_e}>
  %e = graph.exp %r : tensor<{so_m}x48x{so_e}>
  %c = graph.matmul %a0, %w : (tensor<{so_m}x64x{so_e}>, tensor<64x48x{so_e}>) -> tensor<{so_m}x48x{so_e}>
  %rs = graph.mul %r, %a1 : (tensor<{so_m}x48x{so_e}>, tensor<1x48x{so_e}>) -> tensor<{so_m}x48x{so_e}>
  %cs = graph.mul %c, %a1 : (tensor<{so_m}x48x{so_e}>, tensor<1x48x{so_e}>) -> tensor<{so_m}x48x{so_e}>
  %o = graph.add %rs, %cs : (tensor<{so_m}x48x{so_e}>, tensor<{so_m}x48x{so_e}>) -> tensor<{so_m}x48x{so_e}>""",
         [so_a, so_s], [("%o", so_ref.astype(so_dt)), ("%e", np.exp(so_r).astype(so_dt))],
         {0: (0,), "out": (0,)} if so_dyn else None, rtol=so_tol, atol=so_tol)
