"""NN graph ops, end to end on the CPU, against numpy references."""

import itertools
import math

import numpy as np

from harness import Case, mlir_type, rng, ttype

CASES = []


def add(name, op, inputs, expected, attrs="", dyn=None, out_dyn=(), sig="func",
        rtol=1e-4, atol=1e-5, xfail=None):
    """One case: `%y = graph.<op> %a0, %a1.. {attrs} : <sig>` returning %y.

    dyn: per input, the dims made `?`; out_dyn: the result's `?` dims.
    sig: "func" (functional type), "unary" (`T -> R`) or "same" (`R`)."""
    dyn = dyn or [()] * len(inputs)
    ts = [ttype(a, d) for a, d in zip(inputs, dyn)]
    tr = ttype(expected, out_dyn)
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ts))
    operands = ", ".join(f"%a{i}" for i in range(len(inputs)))
    if sig == "func":
        s = f"({', '.join(ts)}) -> {tr}"
    elif sig == "unary":
        s = f"{ts[0]} -> {tr}"
    else:
        s = tr
    attrs = f" {attrs}" if attrs else ""
    mlir = f"""func.func @main({args}) -> {tr} {{
  %y = graph.{op} {operands}{attrs} : {s}
  return %y : {tr}
}}"""
    CASES.append(Case(name, mlir, list(inputs), [expected], rtol, atol, xfail))


def arr(vals):
    return "array<i64: " + ", ".join(str(int(v)) for v in vals) + ">"


r = rng(7)

# --- reductions ---------------------------------------------------------------

REDUCE = {
    "reduce_sum": lambda x, ax, kd: np.sum(x, axis=ax, keepdims=kd),
    "reduce_mean": lambda x, ax, kd: np.mean(x, axis=ax, keepdims=kd),
    "reduce_max": lambda x, ax, kd: np.max(x, axis=ax, keepdims=kd),
    "reduce_min": lambda x, ax, kd: np.min(x, axis=ax, keepdims=kd),
    "reduce_prod": lambda x, ax, kd: np.prod(x, axis=ax, keepdims=kd),
    "reduce_l2": lambda x, ax, kd: np.sqrt(np.sum(x * x, axis=ax, keepdims=kd)),
}


def reduce_case(name, op, x, axes, keepdims, dyn=(), rtol=1e-4, atol=1e-5, ref_dtype=None):
    ax = tuple(axes) if axes else None
    xr = x.astype(ref_dtype) if ref_dtype else x
    exp = np.asarray(REDUCE[op](xr, ax, keepdims)).astype(x.dtype)
    attrs = []
    if axes:
        attrs.append(f"axes = {arr(axes)}")
    if not keepdims:
        attrs.append("keepdims = false")
    # Result dims that come from dynamic input dims stay dynamic.
    norm = [a % x.ndim for a in axes] if axes else list(range(x.ndim))
    out_dyn, j = [], 0
    for i in range(x.ndim):
        if i in norm:
            if keepdims:
                j += 1
            continue
        if i in dyn:
            out_dyn.append(j)
        j += 1
    add(name, op, [x], exp, "{" + ", ".join(attrs) + "}" if attrs else "",
        dyn=[dyn], out_dyn=out_dyn, sig="unary", rtol=rtol, atol=atol)


xr = r.standard_normal((3, 5, 7)).astype(np.float32)
xprod = (r.uniform(0.5, 1.5, (3, 5, 7))).astype(np.float32)
AXES = [("ax1", [1]), ("neg", [-1]), ("multi", [0, 2]), ("all", [])]
for op in REDUCE:
    x = xprod if op == "reduce_prod" else xr
    for tag, axes in AXES:
        for kd in (True, False):
            reduce_case(f"{op}_{tag}_{'keep' if kd else 'drop'}", op, x, axes, kd)
    reduce_case(f"{op}_f64", op, x.astype(np.float64), [1], False)
    reduce_case(f"{op}_dyn", op, x, [-1], True, dyn=(0,))
    reduce_case(f"{op}_dyn_reduced", op, x, [0, 1], False, dyn=(0, 1))
    reduce_case(f"{op}_f16", op, x.astype(np.float16), [2], True, rtol=3e-3, atol=3e-3,
                ref_dtype=np.float32)
xi = r.integers(-9, 10, (4, 6, 5)).astype(np.int32)
for op in ("reduce_sum", "reduce_max", "reduce_min", "reduce_prod"):
    xs = np.clip(xi, -3, 3) if op == "reduce_prod" else xi
    reduce_case(f"{op}_i32", op, xs, [1], True)
    reduce_case(f"{op}_i32_all", op, xs, [], False)
    reduce_case(f"{op}_i64_neg", op, xs.astype(np.int64), [-1, 0], False)
xu = r.integers(0, 256, (5, 9)).astype(np.uint8)
reduce_case("reduce_max_ui8", "reduce_max", xu, [1], False)
reduce_case("reduce_min_ui8", "reduce_min", xu, [0], True)
reduce_case("reduce_sum_prime", "reduce_sum", r.standard_normal((13, 31)).astype(np.float32), [1], False)
reduce_case("reduce_sum_one", "reduce_sum", r.standard_normal((1, 1)).astype(np.float32), [0], True)
reduce_case("reduce_max_nan", "reduce_max", np.array([[1.0, np.nan, 3.0], [2.0, 0.0, -1.0]], np.float32),
            [1], False)

# --- argmax / argmin -----------------------------------------------------------


def arg_ref(x, axis, keepdims, last, is_max):
    f = np.argmax if is_max else np.argmin
    if last:
        flipped = np.flip(x, axis)
        res = x.shape[axis] - 1 - f(flipped, axis=axis)
    else:
        res = f(x, axis=axis)
    if keepdims:
        res = np.expand_dims(res, axis)
    return res.astype(np.int64)


def arg_case(name, op, x, axis, keepdims=True, last=False, dyn=()):
    exp = arg_ref(x, axis, keepdims, last, op == "argmax")
    attrs = [f"axis = {axis} : i64"]
    if not keepdims:
        attrs.append("keepdims = false")
    if last:
        attrs.append("select_last_index")
    a = axis % x.ndim
    out_dyn = [i if keepdims or i < a else i - 1 for i in dyn if i != a]
    add(name, op, [x], exp, "{" + ", ".join(attrs) + "}", dyn=[dyn], out_dyn=out_dyn, sig="unary")


xt = r.integers(0, 4, (4, 6)).astype(np.float32)  # many ties
xn = np.array([[1.0, np.nan, 3.0, np.nan], [2.0, 5.0, 5.0, -1.0]], np.float32)
for op in ("argmax", "argmin"):
    arg_case(f"{op}_ax1", op, xr, 1)
    arg_case(f"{op}_neg_drop", op, xr, -1, keepdims=False)
    arg_case(f"{op}_ax0", op, xr, 0, keepdims=False)
    arg_case(f"{op}_ties_first", op, xt, 1)
    arg_case(f"{op}_ties_last", op, xt, 1, last=True)
    arg_case(f"{op}_ties_last_ax0", op, xt, 0, keepdims=False, last=True)
    arg_case(f"{op}_i32", op, xi, 2, keepdims=False)
    arg_case(f"{op}_ui8", op, xu, 1)
    arg_case(f"{op}_nan", op, xn, 1, keepdims=False)
    arg_case(f"{op}_nan_last", op, xn, 1, keepdims=False, last=True)
    arg_case(f"{op}_dyn", op, xr, 1, dyn=(0,))
    arg_case(f"{op}_f64", op, xr.astype(np.float64), 2)

# --- softmax / log_softmax -------------------------------------------------------


def softmax_ref(x, axis):
    x = x.astype(np.float64)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)


def log_softmax_ref(x, axis):
    x = x.astype(np.float64)
    m = np.max(x, axis=axis, keepdims=True)
    return x - m - np.log(np.sum(np.exp(x - m), axis=axis, keepdims=True))


for op, ref in (("softmax", softmax_ref), ("log_softmax", log_softmax_ref)):
    for axis in (-1, 0, 1):
        attrs = "" if axis == -1 else f"{{axis = {axis} : i64}}"
        add(f"{op}_ax{axis}", op, [xr], ref(xr, axis).astype(np.float32), attrs, sig="same")
    big = (r.standard_normal((4, 9)) * 1000).astype(np.float32)
    add(f"{op}_large", op, [big], ref(big, -1).astype(np.float32), sig="same", atol=1e-4)
    add(f"{op}_f64", op, [xr.astype(np.float64)], ref(xr, 1), "{axis = 1 : i64}", sig="same")
    add(f"{op}_f16", op, [xr.astype(np.float16)], ref(xr.astype(np.float16), -1).astype(np.float16),
        sig="same", rtol=3e-3, atol=3e-3)
    add(f"{op}_dyn", op, [xr], ref(xr, -1).astype(np.float32), dyn=[(0, 2)], out_dyn=(0, 2), sig="same")
    x1 = r.standard_normal((5, 1)).astype(np.float32)
    add(f"{op}_size1", op, [x1], ref(x1, -1).astype(np.float32), sig="same")

# --- layer_norm / batch_norm ----------------------------------------------------


def layer_norm_ref(x, scale, bias, axis, eps):
    x64 = x.astype(np.float64)
    axes = tuple(range(axis % x.ndim, x.ndim))
    mean = x64.mean(axis=axes, keepdims=True)
    var = ((x64 - mean) ** 2).mean(axis=axes, keepdims=True)
    y = (x64 - mean) / np.sqrt(var + eps) * scale
    if bias is not None:
        y = y + bias
    return y


xl = r.standard_normal((2, 5, 8)).astype(np.float32) * 3 + 1
g8 = r.standard_normal(8).astype(np.float32)
b8 = r.standard_normal(8).astype(np.float32)
g58 = r.standard_normal((5, 8)).astype(np.float32)
b58 = r.standard_normal((5, 8)).astype(np.float32)
add("layer_norm_bias", "layer_norm", [xl, g8, b8], layer_norm_ref(xl, g8, b8, -1, 1e-5).astype(np.float32))
add("layer_norm_nobias", "layer_norm", [xl, g8], layer_norm_ref(xl, g8, None, -1, 1e-5).astype(np.float32))
add("layer_norm_ax_m2", "layer_norm", [xl, g58, b58],
    layer_norm_ref(xl, g58, b58, -2, 1e-5).astype(np.float32), "{axis = -2 : i64}")
add("layer_norm_ax1_bcast_scale", "layer_norm", [xl, g8],
    layer_norm_ref(xl, g8, None, 1, 1e-5).astype(np.float32), "{axis = 1 : i64}")
add("layer_norm_eps", "layer_norm", [xl, g8, b8], layer_norm_ref(xl, g8, b8, -1, 0.5).astype(np.float32),
    "{epsilon = 5.0e-01 : f64}")
add("layer_norm_dyn", "layer_norm", [xl, g8, b8], layer_norm_ref(xl, g8, b8, -1, 1e-5).astype(np.float32),
    dyn=[(0, 1), (), ()], out_dyn=(0, 1))
add("layer_norm_dyn_normdim", "layer_norm", [xl, g8, b8],
    layer_norm_ref(xl, g8, b8, -2, 1e-5).astype(np.float32), "{axis = -2 : i64}", dyn=[(0, 1), (), ()],
    out_dyn=(0, 1))
add("layer_norm_f64", "layer_norm", [xl.astype(np.float64), g8.astype(np.float64)],
    layer_norm_ref(xl, g8, None, -1, 1e-5))
add("layer_norm_f16", "layer_norm", [xl.astype(np.float16), g8.astype(np.float16), b8.astype(np.float16)],
    layer_norm_ref(xl.astype(np.float16), g8.astype(np.float16), b8.astype(np.float16), -1, 1e-5)
    .astype(np.float16), rtol=3e-3, atol=3e-3)


def batch_norm_ref(x, s, b, m, v, eps):
    shape = (1, -1) + (1,) * (x.ndim - 2)
    x64 = x.astype(np.float64)
    return (x64 - m.reshape(shape)) / np.sqrt(v.reshape(shape) + eps) * s.reshape(shape) + b.reshape(shape)


for shape, tag in (((2, 3, 4, 5), "4d"), ((3, 4), "2d"), ((2, 6, 7), "3d")):
    x = r.standard_normal(shape).astype(np.float32)
    c = shape[1]
    s, b, m = (r.standard_normal(c).astype(np.float32) for _ in range(3))
    v = r.uniform(0.5, 2.0, c).astype(np.float32)
    add(f"batch_norm_{tag}", "batch_norm", [x, s, b, m, v], batch_norm_ref(x, s, b, m, v, 1e-5).astype(np.float32))
    if tag == "4d":
        add("batch_norm_dyn", "batch_norm", [x, s, b, m, v],
            batch_norm_ref(x, s, b, m, v, 1e-3).astype(np.float32), "{epsilon = 1.0e-03 : f64}",
            dyn=[(0, 2), (), (), (), ()], out_dyn=(0, 2))
        args = [a.astype(np.float16) for a in (x, s, b, m, v)]
        add("batch_norm_f16", "batch_norm", args,
            batch_norm_ref(*[a.astype(np.float32) for a in args], 1e-5).astype(np.float16),
            rtol=3e-3, atol=3e-3)

# --- conv -----------------------------------------------------------------------


def conv_ref(x, w, b, strides, dil, pads, groups):
    k = x.ndim - 2
    acc = np.float64 if x.dtype.kind == "f" else np.int64
    x64, w64 = x.astype(acc), w.astype(acc)
    xp = np.pad(x64, [(0, 0), (0, 0)] + [(pads[i], pads[i + k]) for i in range(k)])
    n, c = x.shape[:2]
    f = w.shape[0]
    ks = w.shape[2:]
    out = [(xp.shape[2 + i] - dil[i] * (ks[i] - 1) - 1) // strides[i] + 1 for i in range(k)]
    y = np.zeros((n, f) + tuple(out), acc)
    cg, fg = c // groups, f // groups
    letters = "xyz"[:k]
    for g in range(groups):
        for kidx in itertools.product(*[range(s) for s in ks]):
            sl = tuple(slice(kidx[i] * dil[i], kidx[i] * dil[i] + (out[i] - 1) * strides[i] + 1, strides[i])
                       for i in range(k))
            xs = xp[(slice(None), slice(g * cg, (g + 1) * cg)) + sl]
            ws = w64[(slice(g * fg, (g + 1) * fg), slice(None)) + kidx]
            y[:, g * fg:(g + 1) * fg] += np.einsum(f"nc{letters},fc->nf{letters}", xs, ws)
    if b is not None:
        y += b.astype(acc).reshape((1, f) + (1,) * k)
    return y


def conv_case(name, x, w, b=None, strides=None, dil=None, pads=None, groups=1, dyn=(), out_dyn=(),
              rtol=1e-4, atol=1e-4, op="conv", out_pad=None, xfail=None):
    k = x.ndim - 2
    S, D, P = strides or [1] * k, dil or [1] * k, pads or [0] * (2 * k)
    if op == "conv":
        exp = conv_ref(x, w, b, S, D, P, groups)
    else:
        exp = conv_transpose_ref(x, w, b, S, D, P, out_pad or [0] * k, groups)
    if x.dtype == np.float16:
        exp = conv_ref(x.astype(np.float32), w.astype(np.float32), None if b is None else b.astype(np.float32),
                       S, D, P, groups) if op == "conv" else \
            conv_transpose_ref(x.astype(np.float32), w.astype(np.float32),
                               None if b is None else b.astype(np.float32), S, D, P, out_pad or [0] * k, groups)
    exp = exp.astype(x.dtype)
    attrs = []
    if strides:
        attrs.append(f"strides = {arr(strides)}")
    if dil:
        attrs.append(f"dilations = {arr(dil)}")
    if pads:
        attrs.append(f"pads = {arr(pads)}")
    if out_pad:
        attrs.append(f"output_padding = {arr(out_pad)}")
    if groups != 1:
        attrs.append(f"groups = {groups} : i64")
    inputs = [x, w] + ([b] if b is not None else [])
    dyns = [dyn, ()] + ([()] if b is not None else [])
    add(name, op, inputs, exp, "{" + ", ".join(attrs) + "}" if attrs else "", dyn=dyns, out_dyn=out_dyn,
        rtol=rtol, atol=atol, xfail=xfail)


def randn(*shape, dtype=np.float32):
    return r.standard_normal(shape).astype(dtype)


conv_case("conv1d", randn(2, 3, 11), randn(4, 3, 3))
conv_case("conv1d_stride_dil_pad_bias", randn(2, 3, 13), randn(5, 3, 3), randn(5), strides=[2], dil=[2],
          pads=[1, 2])
conv_case("conv2d", randn(1, 3, 7, 6), randn(4, 3, 3, 2))
conv_case("conv2d_bias", randn(2, 3, 7, 7), randn(4, 3, 3, 3), randn(4))
conv_case("conv2d_stride_asym_pad", randn(2, 3, 9, 8), randn(4, 3, 3, 3), randn(4), strides=[2, 3],
          pads=[1, 0, 2, 1])
conv_case("conv2d_dilation", randn(1, 2, 9, 9), randn(3, 2, 3, 2), dil=[2, 3], pads=[1, 1, 1, 1])
conv_case("conv2d_groups", randn(2, 4, 6, 6), randn(6, 2, 3, 3), randn(6), groups=2, pads=[1, 1, 1, 1])
conv_case("conv2d_depthwise", randn(1, 3, 7, 5), randn(3, 1, 3, 3), groups=3, strides=[2, 1])
conv_case("conv2d_depthwise_mult", randn(2, 2, 5, 5), randn(4, 1, 2, 2), randn(4), groups=2)
conv_case("conv2d_groups_one_filter_each", randn(1, 6, 5, 5), randn(3, 2, 3, 3), randn(3), groups=3, pads=[1, 1, 1, 1])
conv_case("conv2d_depthwise_dyn", randn(2, 4, 6, 6), randn(4, 1, 3, 3), randn(4), groups=4, strides=[2, 2],
          pads=[1, 1, 1, 1], dyn=(0, 2, 3), out_dyn=(0, 2, 3))
# 16 channels of a 1024-wide output tile: 64 KiB of temporaries per tile, past
# the GPU's 48 KiB of static shared memory (a global scratch buffer there);
# two tiles across the width, the second partial.
conv_case("conv2d_depthwise_wide", randn(1, 16, 2, 1100), randn(16, 1, 3, 3), randn(16), groups=16,
          pads=[1, 1, 1, 1])
conv_case("conv2d_depthwise_wide_dyn", randn(2, 16, 2, 1100), randn(16, 1, 3, 3), randn(16), groups=16,
          pads=[1, 1, 1, 1], dyn=(0, 2, 3), out_dyn=(0, 2, 3))
conv_case("conv1d_depthwise_n1", randn(1, 5, 17), randn(5, 1, 4), groups=5, dil=[2])
conv_case("conv2d_1x1", randn(1, 5, 4, 4), randn(7, 5, 1, 1), randn(7))
conv_case("conv2d_dyn_batch", randn(3, 3, 6, 6), randn(4, 3, 3, 3), randn(4), pads=[1, 1, 1, 1], dyn=(0,),
          out_dyn=(0,))
conv_case("conv2d_dyn_spatial", randn(2, 3, 7, 6), randn(4, 3, 3, 3), strides=[2, 2], pads=[1, 0, 1, 0],
          dyn=(0, 2, 3), out_dyn=(0, 2, 3))
conv_case("conv2d_groups_dyn_batch", randn(2, 4, 5, 5), randn(4, 2, 3, 3), groups=2, dyn=(0,), out_dyn=(0,))
conv_case("conv2d_f64", randn(1, 2, 5, 5, dtype=np.float64), randn(3, 2, 3, 3, dtype=np.float64),
          randn(3, dtype=np.float64), pads=[1, 1, 1, 1])
conv_case("conv2d_f16", randn(1, 3, 6, 6, dtype=np.float16), randn(4, 3, 3, 3, dtype=np.float16),
          randn(4, dtype=np.float16), rtol=3e-3, atol=3e-3)
conv_case("conv2d_i32", r.integers(-5, 5, (1, 2, 5, 5)).astype(np.int32),
          r.integers(-3, 3, (3, 2, 2, 2)).astype(np.int32), r.integers(-5, 5, (3,)).astype(np.int32),
          pads=[0, 1, 0, 1])
# Pointwise i32 (a quantized conv on CUDA): an int32 matmul there at -O1+
# (graph-conv-to-matmul, the integer SIMT tile), the bias its epilogue.
ri = rng(28)  # (its own stream: the cases after keep their inputs)
conv_case("conv2d_1x1_i32", ri.integers(-60, 60, (2, 40, 7, 9)).astype(np.int32),
          ri.integers(-60, 60, (33, 40, 1, 1)).astype(np.int32), ri.integers(-500, 500, (33,)).astype(np.int32))
conv_case("conv3d", randn(1, 2, 5, 4, 6), randn(3, 2, 2, 3, 2), randn(3), strides=[1, 2, 2],
          pads=[0, 1, 1, 1, 0, 0])
conv_case("conv3d_groups", randn(1, 4, 4, 4, 4), randn(2, 2, 2, 2, 2), groups=2)
conv_case("conv2d_prime", randn(1, 1, 13, 11), randn(1, 1, 5, 3), pads=[2, 1, 2, 1])
# Padding read by predicate on the GPU (no padded copy), channels enough for
# several threads per output row.
conv_case("conv2d_pad_wide", randn(2, 16, 14, 14), randn(32, 16, 3, 3), randn(32), pads=[1, 1, 1, 1])
# Pointwise f16: a matmul on CUDA at -O1+ (graph-conv-to-matmul, tensor
# cores), with and without bias, sizes that are not multiples of the tiles.
conv_case("conv2d_1x1_f16", randn(2, 64, 10, 10, dtype=np.float16), randn(96, 64, 1, 1, dtype=np.float16),
          randn(96, dtype=np.float16), rtol=3e-3, atol=3e-3)
conv_case("conv2d_1x1_f16_odd", randn(3, 40, 7, 9, dtype=np.float16), randn(33, 40, 1, 1, dtype=np.float16),
          rtol=3e-3, atol=3e-3)
# Convs with a window, f16: on CUDA at -O1+ an im2col gather and a
# tensor-core matmul (graph-conv-to-matmul): padded 3x3 with bias, a
# resnet-like 7x7 stride-2 stem, a strided 1x1 (downsample), dilation with
# asymmetric pads, 1-D and 3-D.
conv_case("conv2d_3x3_f16_im2col", randn(2, 24, 9, 11, dtype=np.float16), randn(40, 24, 3, 3, dtype=np.float16),
          randn(40, dtype=np.float16), pads=[1, 1, 1, 1], rtol=3e-3, atol=3e-3)
conv_case("conv2d_7x7_s2_f16_im2col", randn(2, 3, 23, 21, dtype=np.float16), randn(16, 3, 7, 7, dtype=np.float16),
          randn(16, dtype=np.float16), strides=[2, 2], pads=[3, 3, 3, 3], rtol=3e-3, atol=3e-3)
conv_case("conv2d_1x1_s2_f16_im2col", randn(2, 32, 9, 8, dtype=np.float16), randn(48, 32, 1, 1, dtype=np.float16),
          strides=[2, 2], rtol=3e-3, atol=3e-3)
conv_case("conv2d_dil_f16_im2col", randn(1, 8, 10, 9, dtype=np.float16), randn(12, 8, 3, 2, dtype=np.float16),
          dil=[2, 3], pads=[2, 0, 1, 3], strides=[1, 2], rtol=3e-3, atol=3e-3)
conv_case("conv1d_f16_im2col", randn(2, 16, 30, dtype=np.float16), randn(8, 16, 5, dtype=np.float16),
          randn(8, dtype=np.float16), pads=[2, 2], rtol=3e-3, atol=3e-3)
conv_case("conv3d_f16_im2col", randn(1, 4, 5, 6, 5, dtype=np.float16), randn(6, 4, 3, 3, 3, dtype=np.float16),
          pads=[1, 1, 1, 1, 1, 1], rtol=3e-3, atol=3e-3)
# On CUDA the im2col gathers of channels-last convs whose channels are a
# multiple of 8 (16 bytes of f16) copy 16-byte vectors (one index a vector):
# a strided 3x3, a 7x7 stride-2 stem with 8 channels, and 12 channels (not a
# multiple of 8: 8-byte vectors).
conv_case("conv2d_3x3_s2_f16_vec", randn(2, 32, 11, 9, dtype=np.float16), randn(24, 32, 3, 3, dtype=np.float16),
          randn(24, dtype=np.float16), strides=[2, 2], pads=[1, 1, 1, 1], rtol=3e-3, atol=3e-3)
conv_case("conv2d_7x7_s2_f16_c8", randn(2, 8, 19, 17, dtype=np.float16), randn(16, 8, 7, 7, dtype=np.float16),
          strides=[2, 2], pads=[3, 3, 3, 3], rtol=3e-3, atol=3e-3)
conv_case("conv2d_3x3_f16_c12", randn(2, 12, 8, 7, dtype=np.float16), randn(20, 12, 3, 3, dtype=np.float16),
          randn(20, dtype=np.float16), pads=[1, 1, 1, 1], rtol=3e-3, atol=3e-3)
# 6 channels (and the 3-channel stem above): zero-padded to a multiple of 4,
# input and weight, so that rows move as 8-byte vectors.
conv_case("conv2d_3x3_s2_f16_c6", randn(2, 6, 9, 10, dtype=np.float16), randn(10, 6, 3, 3, dtype=np.float16),
          randn(10, dtype=np.float16), strides=[2, 2], pads=[1, 0, 1, 1], rtol=3e-3, atol=3e-3)
# Pointwise f32: the exact f32 FMA matmul tile on CUDA, odd sizes.
conv_case("conv2d_1x1_f32_odd", randn(3, 37, 7, 9), randn(21, 37, 1, 1), randn(21))
# Long K (1024 and 2304), few output tiles.
conv_case("conv2d_1x1_f32_long_k", randn(2, 1024, 3, 3), randn(96, 1024, 1, 1), randn(96))
conv_case("conv2d_3x3_f16_long_k", randn(1, 256, 4, 5, dtype=np.float16), randn(64, 256, 3, 3, dtype=np.float16),
          randn(64, dtype=np.float16), pads=[1, 1, 1, 1], rtol=3e-3, atol=3e-3)
# resnet50's late stages: rows of 14x14 = 196 positions (8-byte aligned:
# 8-byte cp.async on sm_90a) and 7x7 = 49 (odd: register-staged loads),
# K over several 64-wide steps.
conv_case("conv2d_1x1_f16_14x14", randn(2, 136, 14, 14, dtype=np.float16), randn(72, 136, 1, 1, dtype=np.float16),
          randn(72, dtype=np.float16), rtol=3e-3, atol=3e-3)
conv_case("conv2d_3x3_f16_7x7", randn(3, 64, 7, 7, dtype=np.float16), randn(136, 64, 3, 3, dtype=np.float16),
          randn(136, dtype=np.float16), pads=[1, 1, 1, 1], rtol=3e-3, atol=3e-3)
conv_case("conv2d_1x1_s2_f16_14to7", randn(2, 200, 14, 14, dtype=np.float16), randn(40, 200, 1, 1, dtype=np.float16),
          strides=[2, 2], rtol=3e-3, atol=3e-3)

# --- conv_transpose --------------------------------------------------------------


def conv_transpose_ref(x, w, b, strides, dil, pads, out_pad, groups):
    k = x.ndim - 2
    acc = np.float64 if x.dtype.kind == "f" else np.int64
    x64, w64 = x.astype(acc), w.astype(acc)
    n, c = x.shape[:2]
    fg = w.shape[1]
    f = fg * groups
    ks = w.shape[2:]
    ins = x.shape[2:]
    full = [strides[i] * (ins[i] - 1) + dil[i] * (ks[i] - 1) + 1 + out_pad[i] for i in range(k)]
    y = np.zeros((n, f) + tuple(full), acc)
    cg = c // groups
    letters = "xyz"[:k]
    for g in range(groups):
        for kidx in itertools.product(*[range(s) for s in ks]):
            sl = tuple(slice(kidx[i] * dil[i], kidx[i] * dil[i] + (ins[i] - 1) * strides[i] + 1, strides[i])
                       for i in range(k))
            contrib = np.einsum(f"nc{letters},cf->nf{letters}", x64[:, g * cg:(g + 1) * cg],
                                w64[(slice(g * cg, (g + 1) * cg), slice(None)) + kidx])
            y[(slice(None), slice(g * fg, (g + 1) * fg)) + sl] += contrib
    out = [full[i] - pads[i] - pads[i + k] for i in range(k)]
    y = y[(slice(None), slice(None)) + tuple(slice(pads[i], pads[i] + out[i]) for i in range(k))]
    if b is not None:
        y = y + b.astype(acc).reshape((1, f) + (1,) * k)
    return y


conv_case("convt1d", randn(2, 3, 5), randn(3, 2, 3), op="conv_transpose")
conv_case("convt1d_stride_pad_outpad", randn(1, 2, 6), randn(2, 3, 4), randn(3), strides=[3], pads=[1, 2],
          out_pad=[1], op="conv_transpose")
conv_case("convt2d_stride2", randn(1, 4, 4, 5), randn(4, 2, 3, 3), randn(2), strides=[2, 2], op="conv_transpose")
conv_case("convt2d_pads_dil", randn(2, 2, 5, 4), randn(2, 3, 3, 2), strides=[2, 1], dil=[1, 2],
          pads=[1, 0, 2, 1], out_pad=[1, 0], op="conv_transpose")
conv_case("convt2d_groups", randn(1, 4, 3, 3), randn(4, 3, 2, 2), randn(6), strides=[2, 2], groups=2,
          op="conv_transpose")
conv_case("convt2d_dyn_batch", randn(2, 3, 4, 4), randn(3, 2, 3, 3), strides=[2, 2], pads=[1, 1, 1, 1],
          out_pad=[1, 1], dyn=(0,), out_dyn=(0,), op="conv_transpose")
conv_case("convt2d_dyn_spatial", randn(2, 3, 4, 5), randn(3, 2, 3, 3), strides=[2, 2], pads=[1, 0, 1, 0],
          dyn=(0, 2, 3), out_dyn=(0, 2, 3), op="conv_transpose")
conv_case("convt2d_f16", randn(1, 2, 4, 4, dtype=np.float16), randn(2, 2, 3, 3, dtype=np.float16),
          strides=[2, 2], op="conv_transpose", rtol=3e-3, atol=3e-3)
conv_case("convt2d_i32", r.integers(-4, 4, (1, 2, 3, 3)).astype(np.int32),
          r.integers(-3, 3, (2, 2, 2, 2)).astype(np.int32), strides=[2, 2], op="conv_transpose")

# --- pools -----------------------------------------------------------------------


def pool_out_size(n, k, s, d, pb, pe, ceil):
    span = n + pb + pe - d * (k - 1) - 1
    out = (-(-span // s) if ceil else span // s) + 1
    if ceil and (out - 1) * s >= n + pb:
        out -= 1
    return out


def pool_ref(x, kind, ks, strides, pads, dil, ceil, include_pad):
    k = x.ndim - 2
    sp = x.shape[2:]
    outs = [pool_out_size(sp[i], ks[i], strides[i], dil[i], pads[i], pads[i + k], ceil) for i in range(k)]
    y = np.zeros(x.shape[:2] + tuple(outs), np.float64)
    for o in itertools.product(*[range(v) for v in outs]):
        idxs, count_pad = [], 1
        for i in range(k):
            start = o[i] * strides[i] - pads[i]
            pos = [start + j * dil[i] for j in range(ks[i])]
            idxs.append([p for p in pos if 0 <= p < sp[i]])
            count_pad *= len([p for p in pos if -pads[i] <= p < sp[i] + pads[i + k]])
        win = x[(slice(None), slice(None)) + np.ix_(*idxs)] if k > 1 else x[:, :, idxs[0]]
        win = win.reshape(x.shape[:2] + (-1,)).astype(np.float64)
        if kind == "max":
            y[(slice(None), slice(None)) + o] = win.max(axis=-1)
        else:
            y[(slice(None), slice(None)) + o] = win.sum(axis=-1) / (count_pad if include_pad else win.shape[-1])
    return y


def pool_case(name, kind, x, ks, strides=None, pads=None, dil=None, ceil=False, include_pad=False, dyn=(),
              out_dyn=(), rtol=1e-4, atol=1e-5):
    k = x.ndim - 2
    S, P, D = strides or [1] * k, pads or [0] * (2 * k), dil or [1] * k
    exp = pool_ref(x.astype(np.float64) if x.dtype.kind == "f" else x, kind, ks, S, P, D, ceil, include_pad)
    exp = exp.astype(x.dtype)
    attrs = [f"kernel_shape = {arr(ks)}"]
    if strides:
        attrs.append(f"strides = {arr(strides)}")
    if pads:
        attrs.append(f"pads = {arr(pads)}")
    if dil:
        attrs.append(f"dilations = {arr(dil)}")
    if ceil:
        attrs.append("ceil_mode")
    if include_pad:
        attrs.append("count_include_pad")
    add(name, f"{kind}_pool", [x], exp, "{" + ", ".join(attrs) + "}", dyn=[dyn], out_dyn=out_dyn, sig="unary",
        rtol=rtol, atol=atol)


for kind in ("max", "avg"):
    pool_case(f"{kind}pool2d", kind, randn(2, 3, 8, 8), [2, 2], strides=[2, 2])
    pool_case(f"{kind}pool2d_pads", kind, randn(1, 2, 7, 6), [3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    pool_case(f"{kind}pool2d_asym", kind, randn(1, 2, 7, 6), [3, 2], strides=[1, 2], pads=[0, 1, 2, 0])
    pool_case(f"{kind}pool2d_ceil", kind, randn(1, 2, 7, 8), [3, 3], strides=[2, 3], ceil=True)
    pool_case(f"{kind}pool2d_ceil_pads", kind, randn(1, 2, 6, 7), [3, 2], strides=[2, 2], pads=[1, 1, 1, 0],
              ceil=True)
    pool_case(f"{kind}pool1d", kind, randn(2, 3, 11), [3], strides=[2], pads=[1, 1])
    pool_case(f"{kind}pool3d", kind, randn(1, 2, 5, 4, 6), [2, 2, 3], strides=[2, 1, 2], pads=[0, 1, 1, 1, 0, 0])
    pool_case(f"{kind}pool2d_dyn_batch", kind, randn(3, 2, 6, 6), [2, 2], strides=[2, 2], dyn=(0,), out_dyn=(0,))
    pool_case(f"{kind}pool2d_dyn_spatial", kind, randn(2, 2, 7, 9), [3, 3], strides=[2, 2], pads=[1, 1, 0, 1],
              ceil=True, dyn=(0, 2, 3), out_dyn=(0, 2, 3))
    pool_case(f"{kind}pool2d_global", kind, randn(2, 5, 7, 7), [7, 7])
    pool_case(f"{kind}pool2d_f16", kind, randn(1, 2, 6, 6, dtype=np.float16), [2, 2], strides=[2, 2],
              rtol=3e-3, atol=3e-3)
pool_case("avgpool2d_include_pad", "avg", randn(1, 2, 7, 6), [3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
          include_pad=True)
pool_case("avgpool2d_include_pad_ceil", "avg", randn(1, 2, 6, 7), [3, 2], strides=[2, 2], pads=[1, 1, 1, 0],
          ceil=True, include_pad=True)
pool_case("avgpool1d_include_pad_dyn", "avg", randn(2, 3, 10), [4], strides=[3], pads=[2, 1], ceil=True,
          include_pad=True, dyn=(0, 2), out_dyn=(0, 2))
pool_case("maxpool2d_dilation", "max", randn(1, 2, 9, 8), [2, 3], strides=[1, 2], dil=[3, 2], pads=[1, 0, 1, 1])
pool_case("maxpool2d_i32", "max", r.integers(-100, 100, (1, 2, 6, 6)).astype(np.int32), [3, 3],
          strides=[2, 2], pads=[1, 1, 1, 1])
pool_case("maxpool2d_ui8", "max", r.integers(0, 256, (1, 2, 5, 5)).astype(np.uint8), [2, 2], pads=[1, 1, 0, 0])
pool_case("maxpool2d_f64", "max", randn(1, 2, 5, 5, dtype=np.float64), [3, 3], pads=[1, 1, 1, 1])

# --- bf16 (through casts: f32 in, bf16 op, f32 out) --------------------------------


def bf16_round(a):
    u = np.ascontiguousarray(a, np.float32).view(np.uint32).astype(np.uint64)
    u = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16) << 16
    return u.astype(np.uint32).view(np.float32)


def bf16_case(name, op, inputs, expected, attrs="", sig="func"):
    expected = np.asarray(expected).astype(np.float32)
    ts = [ttype(a) for a in inputs]
    bs = [t.replace("f32>", "bf16>") for t in ts]
    tr = ttype(expected)
    br = tr.replace("f32>", "bf16>")
    lines = [f"func.func @main({', '.join(f'%a{i}: {t}' for i, t in enumerate(ts))}) -> {tr} {{"]
    for i, (t, b) in enumerate(zip(ts, bs)):
        lines.append(f"  %b{i} = graph.cast %a{i} : {t} to {b}")
    operands = ", ".join(f"%b{i}" for i in range(len(inputs)))
    s = f"({', '.join(bs)}) -> {br}" if sig == "func" else (f"{bs[0]} -> {br}" if sig == "unary" else br)
    lines.append(f"  %y = graph.{op} {operands}{' ' + attrs if attrs else ''} : {s}")
    lines.append(f"  %r = graph.cast %y : {br} to {tr}")
    lines.append(f"  return %r : {tr}")
    lines.append("}")
    CASES.append(Case(name, "\n".join(lines), list(inputs), [expected], 2e-2, 2e-2))


xb = bf16_round(randn(3, 16))
bf16_case("softmax_bf16", "softmax", [xb], softmax_ref(xb, -1), sig="same")
bf16_case("reduce_sum_bf16", "reduce_sum", [xb], xb.astype(np.float64).sum(axis=1, keepdims=True),
          "{axes = array<i64: 1>}", sig="unary")
gb, bb = bf16_round(randn(16)), bf16_round(randn(16))
bf16_case("layer_norm_bf16", "layer_norm", [xb, gb, bb], layer_norm_ref(xb, gb, bb, -1, 1e-5))
xcb, wcb = bf16_round(randn(1, 2, 5, 5)), bf16_round(randn(3, 2, 3, 3))
bf16_case("conv2d_bf16", "conv", [xcb, wcb], conv_ref(xcb, wcb, None, [1, 1], [1, 1], [0, 0, 0, 0], 1))

# --- edge sizes -------------------------------------------------------------------

reduce_case("reduce_sum_scalar", "reduce_sum", np.array(2.5, np.float32), [], True)
reduce_case("reduce_max_rank1_drop", "reduce_max", randn(1), [0], False)
reduce_case("reduce_sum_empty_axis", "reduce_sum", np.zeros((3, 0, 2), np.float32), [1], False)
reduce_case("reduce_prod_prime", "reduce_prod", r.uniform(0.9, 1.1, (7, 11, 3)).astype(np.float32), [0, 1], True)
arg_case("argmax_size1_axis", "argmax", randn(4, 1, 3), 1)
arg_case("argmin_prime", "argmin", randn(3, 29), -1, keepdims=False)
xs = randn(7, 37)
add("softmax_prime", "softmax", [xs], softmax_ref(xs, -1).astype(np.float32), sig="same")
add("softmax_neg_inf", "softmax", [np.array([[0.0, -np.inf, 1.0], [-np.inf, 2.0, 2.0]], np.float32)],
    softmax_ref(np.array([[0.0, -np.inf, 1.0], [-np.inf, 2.0, 2.0]]), -1).astype(np.float32), sig="same")
x11 = randn(3, 1)
add("layer_norm_one_elem", "layer_norm", [x11, np.ones(1, np.float32), np.full(1, 0.5, np.float32)],
    layer_norm_ref(x11, 1.0, 0.5, -1, 1e-5).astype(np.float32))
conv_case("conv2d_full_kernel", randn(2, 3, 5, 4), randn(2, 3, 5, 4), randn(2))
conv_case("conv1d_size1", randn(1, 1, 1), randn(1, 1, 1))
pool_case("maxpool2d_nan", "max", np.array([[[[1.0, np.nan], [3.0, 2.0]]]], np.float32), [2, 2])
pool_case("avgpool1d_one", "avg", randn(1, 1, 1), [1])
pool_case("maxpool2d_dilation_ceil", "max", randn(1, 2, 10, 9), [3, 2], strides=[2, 2], dil=[2, 3], pads=[1, 0, 0, 1],
          ceil=True)
arg_case("argmax_f16", "argmax", xr.astype(np.float16), 1, keepdims=False)

# --- row shapes of the GPU's shared reductions ---------------------------------
# Rows longer than a block (several warps through shared memory), rows shorter
# than a warp (several rows per block), odd lengths, 8/64-bit values in the
# shuffles, NaN in a long row.
xw = randn(19, 1000)
add("softmax_rows_1000", "softmax", [xw], softmax_ref(xw, -1).astype(np.float32), sig="same")
xn = randn(300, 20)
add("softmax_rows_20", "softmax", [xn], softmax_ref(xn, -1).astype(np.float32), sig="same")
xl3 = randn(5, 3000)
add("log_softmax_rows_3000", "log_softmax", [xl3], log_softmax_ref(xl3, -1).astype(np.float32), sig="same",
    atol=1e-4)
xd = randn(40, 777)
add("softmax_rows_777_dyn", "softmax", [xd], softmax_ref(xd, -1).astype(np.float32), dyn=[(0, 1)],
    out_dyn=(0, 1), sig="same")
xg, gg, bg = randn(6, 4096), randn(4096), randn(4096)
add("layer_norm_rows_4096", "layer_norm", [xg, gg, bg], layer_norm_ref(xg, gg, bg, -1, 1e-5).astype(np.float32))
reduce_case("reduce_sum_rows_5", "reduce_sum", randn(1000, 5), [1], True)
reduce_case("reduce_max_rows_70000", "reduce_max", randn(3, 70000), [1], False)
reduce_case("reduce_sum_all_100000", "reduce_sum", randn(100000), [], False, rtol=1e-3, atol=1e-3)
reduce_case("reduce_sum_rows_i64", "reduce_sum", r.integers(-2**40, 2**40, (17, 300)).astype(np.int64), [1], True)
reduce_case("reduce_mean_rows_f64", "reduce_mean", randn(9, 513, dtype=np.float64), [-1], False)
reduce_case("reduce_min_rows_ui8", "reduce_min", r.integers(1, 256, (6, 500)).astype(np.uint8), [1], True)
reduce_case("reduce_prod_rows_200", "reduce_prod", r.uniform(0.99, 1.01, (4, 200)).astype(np.float32), [1], True)
reduce_case("reduce_sum_rows_dyn", "reduce_sum", randn(40, 777), [1], True, dyn=(1,), rtol=1e-3, atol=1e-4)
xnan = randn(4, 1000)
xnan[2, 517] = np.nan
reduce_case("reduce_max_rows_nan", "reduce_max", xnan, [1], False)

# --- matmul as a tile program (tile.load / tile.dot / tile.store) ----------------
# Sizes that are not multiples of the tiles (CPU 64x64x64, GPU 128x128x32), so
# the boundary masks of the tile loads and stores matter; K longer than one
# tile; f32/f16/bf16; batched with broadcast batch dims; dynamic dims.


def mm_ref(a, b):
    return np.matmul(a.astype(np.float64), b.astype(np.float64))


def mm_case(name, a, b, dyn=None, out_dyn=(), rtol=1e-4, atol=1e-4):
    add(name, "matmul", [a, b], mm_ref(a, b).astype(a.dtype), dyn=dyn, out_dyn=out_dyn,
        rtol=rtol, atol=atol)


mm_case("matmul_tile_f32_100x50x70", randn(100, 50), randn(50, 70))
mm_case("matmul_tile_f32_130x200x70", randn(130, 200), randn(200, 70))
mm_case("matmul_tile_f16_100x150x70", randn(100, 150).astype(np.float16),
        randn(150, 70).astype(np.float16), rtol=4e-3, atol=4e-3)
mm_case("matmul_tile_f16_257x96x129", randn(257, 96).astype(np.float16),
        randn(96, 129).astype(np.float16), rtol=4e-3, atol=4e-3)
# sm_90a: odd rows (register-staged operand loads), rows of 8-byte
# multiples (8-byte cp.async), and at most 64 rows or columns in all (each
# warpgroup takes a 64x64 half of the part that exists).
mm_case("matmul_tile_f16_n49_long_k", randn(300, 520).astype(np.float16),
        randn(3, 520, 49).astype(np.float16), rtol=4e-3, atol=4e-3)
mm_case("matmul_tile_f16_m40_k147", randn(2, 40, 147).astype(np.float16),
        randn(147, 300).astype(np.float16), rtol=4e-3, atol=4e-3)
mm_case("matmul_tile_batched_f32", randn(3, 40, 150), randn(150, 30))
mm_case("matmul_tile_bcast_f16", randn(1, 33, 70).astype(np.float16),
        randn(4, 70, 20).astype(np.float16), rtol=4e-3, atol=4e-3)
mm_case("matmul_tile_dyn_f32", randn(90, 130), randn(130, 75), dyn=[(0,), (1,)],
        out_dyn=(0, 1))
ma, mb = bf16_round(randn(70, 130)), bf16_round(randn(130, 90))
bf16_case("matmul_tile_bf16_70x130x90", "matmul", [ma, mb], mm_ref(ma, mb))
# f32 on the GPU: the tile shrinks for small outputs (32..128 a side, SIMT
# threads of 1x4 to 8x8 outputs): bert's 32x64x192 (32x32 tiles), a skinny
# output with row and column borders and a long K, a tall one and a batched
# one (all 32x32 after halving toward 132 tiles).
mm_case("matmul_tile_f32_bert_32x64x192", randn(32, 64), randn(64, 192))
mm_case("matmul_tile_f32_skinny_20x600x150", randn(20, 600), randn(600, 150))
mm_case("matmul_tile_f32_tall_700x90x33", randn(700, 90), randn(90, 33))
mm_case("matmul_tile_f32_batched_5x50x64x70", randn(5, 50, 64), randn(5, 64, 70))
# i32 on the GPU: the SIMT tile with integer multiply-adds (quantized
# matmuls), row and column borders, K over several steps, a batched one.
ri = rng(29)  # (its own stream: the cases after keep their inputs)
mm_case("matmul_tile_i32_70x130x90", ri.integers(-200, 200, (70, 130)).astype(np.int32),
        ri.integers(-200, 200, (130, 90)).astype(np.int32))
mm_case("matmul_tile_i32_batched_3x40x50x33", ri.integers(-9, 9, (3, 40, 50)).astype(np.int32),
        ri.integers(-9, 9, (50, 33)).astype(np.int32))
# One tile instance whose B tile has the output's shape (16x32 @ 32x32):
# bufferization gave the B tile the output buffer, a kernel argument, which
# the GPU path did not take as a tile (a flax MLP's hidden layer).
mm_case("matmul_tile_f32_one_instance_16x32x32", randn(16, 32), randn(32, 32))
# Two or three batch dimensions: a tile grid of four or five dimensions,
# launched with its leading dimensions folded into one (kernel-form-launches),
# static and with every dimension dynamic.
mm_case("matmul_tile_f16_4d_2x3x130x70x140", randn(2, 3, 130, 70).astype(np.float16),
        randn(2, 3, 70, 140).astype(np.float16), rtol=4e-3, atol=4e-3)
mm_case("matmul_tile_f32_4d_dyn", randn(2, 3, 130, 70), randn(2, 3, 70, 140),
        dyn=[(0, 1, 2, 3), (0, 1, 2, 3)], out_dyn=(0, 1, 2, 3))
mm_case("matmul_tile_f32_5d_dyn", randn(2, 2, 3, 40, 50), randn(2, 2, 3, 50, 60),
        dyn=[(0, 1, 2, 3, 4), (0, 1, 2, 3, 4)], out_dyn=(0, 1, 2, 3, 4))
# The CPU's register-tiled micro-kernel (mlc-cpu-vectorize, 8x32 blocks with
# AVX-512, 6x16 with AVX2): row and column remainders of every size class
# (a vector<13xf32> column tail, 1..7 leftover rows), a 1x1x1, tiles that
# divide the static sizes (read as plain slices, no padded copy), and the
# small-matmul grid split for the thread pool.
mm_case("matmul_cpu_ukernel_1x1x1", randn(1, 1), randn(1, 1))
mm_case("matmul_cpu_ukernel_13x7x45", randn(13, 7), randn(7, 45))
mm_case("matmul_cpu_ukernel_33x200x47", randn(33, 200), randn(200, 47))
mm_case("matmul_cpu_ukernel_inbounds_64x128x96", randn(64, 128), randn(128, 96))
mm_case("matmul_cpu_ukernel_split_32x64x192", randn(32, 64), randn(64, 192))
mm_case("matmul_cpu_ukernel_batched_2x16x64x40", randn(2, 16, 64), randn(64, 40))
mt_x, mt_w = randn(20, 30), randn(40, 30)
add("matmul_transpose_b_f32", "matmul", [mt_x, mt_w], mm_ref(mt_x, mt_w.T).astype(np.float32),
    attrs="{transpose_b}", rtol=1e-4, atol=1e-4)
# Rows of 24 KiB or more are read once into shared memory (KernelToGPU).
xc = randn(3, 7000)
add("softmax_rows_7000", "softmax", [xc], softmax_ref(xc, -1).astype(np.float32), sig="same")
xc2 = randn(2, 8192)
add("log_softmax_rows_8192", "log_softmax", [xc2], log_softmax_ref(xc2, -1).astype(np.float32), sig="same",
    atol=1e-4)
xc3, gc3, bc3 = randn(2, 6144), randn(6144), randn(6144)
add("layer_norm_rows_6144", "layer_norm", [xc3, gc3, bc3],
    layer_norm_ref(xc3, gc3, bc3, -1, 1e-5).astype(np.float32))
