#!/usr/bin/python3
"""Writes the ONNX models of opset18-ops.test: ops of opsets 18-24 (issue
#20) -- BitwiseAnd/Or/Xor/Not on signed and unsigned integers with
broadcasting, Swish, LpPool (p 1, 2, 3; strides, dilations, explicit and
SAME pads; one model with every dimension dynamic at two shapes) and
GroupNormalization (opset 18, scale and bias per group; opset 21, per
channel, a dynamic batch) and CumProd (opset 24: exclusive and reverse; an
axis known only at run time). Expected outputs computed here with numpy:

    OUT/<name>.onnx, OUT/<name>/test_data_set_K/{input,output}_N.pb

    opset18_models.py OUT_DIR
"""

import itertools
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper

from onnx_data import write_data_sets

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(20)
vi = helper.make_tensor_value_info
F = TensorProto.FLOAT
NP2ONNX = {np.int16: TensorProto.INT16, np.int32: TensorProto.INT32,
           np.uint8: TensorProto.UINT8, np.uint64: TensorProto.UINT64}


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def save(name, nodes, inputs, outputs, sets, opset):
    graph = helper.make_graph(nodes, name, inputs, outputs)
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", opset)])
    onnx.save(model, os.path.join(out, name + ".onnx"))
    write_data_sets(out, name, sets)


# Bitwise ops: the extremes of each type included.
for dt, xs, ys in [(np.int16, (2, 3, 4), (2, 3, 4)), (np.int32, (3, 4), (4,)),
                   (np.uint8, (2, 1, 3, 4), (3, 4)),
                   (np.uint64, (3, 4, 5), (5,))]:
    info = np.iinfo(dt)
    x = rng.integers(info.min, info.max, xs, dtype=dt, endpoint=True)
    y = rng.integers(info.min, info.max, ys, dtype=dt, endpoint=True)
    x.flat[0], y.flat[0] = info.max, info.min
    t = NP2ONNX[dt]
    name = "bitwise_" + np.dtype(dt).name
    zs = np.broadcast_shapes(xs, ys)
    save(name,
         [helper.make_node("BitwiseAnd", ["x", "y"], ["a"]),
          helper.make_node("BitwiseOr", ["x", "y"], ["o"]),
          helper.make_node("BitwiseXor", ["x", "y"], ["e"]),
          helper.make_node("BitwiseNot", ["x"], ["n"])],
         [vi("x", t, list(xs)), vi("y", t, list(ys))],
         [vi(n, t, list(s)) for n, s in [("a", zs), ("o", zs), ("e", zs),
                                         ("n", xs)]],
         [([x, y], [x & y, x | y, x ^ y, ~x])], opset=18)

# Swish (opset 24): x * sigmoid(alpha * x).
x = f32(3, 7)
save("swish", [helper.make_node("Swish", ["x"], ["y"], alpha=0.75)],
     [vi("x", F, [3, 7])], [vi("y", F, [3, 7])],
     [([x], [x / (1 + np.exp(-0.75 * x))])], opset=24)


def lppool(x, k, p, strides, dil, pads):
    """numpy LpPool: (sum |x|^p over each window, zero padding)^(1/p)."""
    n = len(k)
    xp = np.pad(np.abs(x.astype(np.float64)) ** p,
                [(0, 0), (0, 0)] + [(pads[i], pads[i + n]) for i in range(n)])
    out = [(xp.shape[2 + i] - dil[i] * (k[i] - 1) - 1) // strides[i] + 1
           for i in range(n)]
    y = np.zeros(x.shape[:2] + tuple(out))
    for o in itertools.product(*[range(m) for m in out]):
        for w in itertools.product(*[range(m) for m in k]):
            at = tuple(o[i] * strides[i] + w[i] * dil[i] for i in range(n))
            y[(slice(None), slice(None)) + o] += xp[(slice(None), slice(None))
                                                    + at]
    return (y ** (1.0 / p)).astype(np.float32)


def same_pads(size, k, s, d, upper):
    pads_lo, pads_hi = [], []
    for i in range(len(k)):
        total = max((-(-size[i] // s[i]) - 1) * s[i] + (k[i] - 1) * d[i] + 1
                    - size[i], 0)
        lo = total // 2 if upper else total - total // 2
        pads_lo.append(lo)
        pads_hi.append(total - lo)
    return pads_lo + pads_hi


for name, shape, k, p, attrs in [
        ("lppool_1d_p1", (2, 3, 9), [3], 1, {"strides": [2]}),
        ("lppool_2d_dilations", (1, 2, 6, 7), [2, 2], 2,
         {"dilations": [2, 2], "pads": [1, 0, 0, 1]}),
        ("lppool_2d_same_lower", (1, 3, 5, 6), [3, 2], 3,
         {"auto_pad": "SAME_LOWER", "strides": [2, 1]})]:
    x = f32(*shape)
    n = len(k)
    strides = attrs.get("strides", [1] * n)
    dil = attrs.get("dilations", [1] * n)
    pads = attrs.get("pads", [0] * 2 * n)
    if attrs.get("auto_pad") == "SAME_LOWER":
        pads = same_pads(shape[2:], k, strides, dil, upper=False)
    y = lppool(x, k, p, strides, dil, pads)
    save(name, [helper.make_node("LpPool", ["x"], ["y"], kernel_shape=k, p=p,
                                 **attrs)],
         [vi("x", F, list(shape))], [vi("y", F, list(y.shape))],
         [([x], [y])], opset=22)

# Every dimension dynamic: one artifact at two shapes.
sets = []
for shape in [(2, 3, 8, 5), (1, 4, 5, 9)]:
    x = f32(*shape)
    sets.append(([x], [lppool(x, [3, 2], 2, [2, 2], [1, 1], [1, 1, 1, 0])]))
save("lppool_dynamic", [helper.make_node("LpPool", ["x"], ["y"],
                                         kernel_shape=[3, 2], strides=[2, 2],
                                         pads=[1, 1, 1, 0])],
     [vi("x", F, [None] * 4)], [vi("y", F, [None] * 4)], sets, opset=22)


def group_norm(x, g, scale, bias, eps, per_channel):
    n, c = x.shape[:2]
    xg = x.reshape(n, g, -1).astype(np.float64)
    yg = (xg - xg.mean(-1, keepdims=True)) / np.sqrt(xg.var(-1, keepdims=True)
                                                    + eps)
    if not per_channel:
        yg = yg * scale.reshape(g, 1) + bias.reshape(g, 1)
    y = yg.reshape(x.shape)
    if per_channel:
        shape = (1, c) + (1,) * (x.ndim - 2)
        y = y * scale.reshape(shape) + bias.reshape(shape)
    return y.astype(np.float32)


x = f32(2, 6, 3, 2)
s, b = f32(3), f32(3)
save("groupnorm18", [helper.make_node("GroupNormalization", ["x", "s", "b"],
                                      ["y"], num_groups=3, epsilon=1e-3)],
     [vi("x", F, [2, 6, 3, 2]), vi("s", F, [3]), vi("b", F, [3])],
     [vi("y", F, [2, 6, 3, 2])],
     [([x, s, b], [group_norm(x, 3, s, b, 1e-3, False)])], opset=18)
sets = []
for shape in [(3, 4, 5), (1, 4, 2)]:
    x, s, b = f32(*shape), f32(4), f32(4)
    sets.append(([x, s, b], [group_norm(x, 2, s, b, 1e-5, True)]))
save("groupnorm21", [helper.make_node("GroupNormalization", ["x", "s", "b"],
                                      ["y"], num_groups=2)],
     [vi("x", F, [None, 4, None]), vi("s", F, [4]), vi("b", F, [4])],
     [vi("y", F, [None, 4, None])], sets, opset=21)


def cumprod(x, axis, exclusive=False, reverse=False):
    y = np.flip(x, axis) if reverse else x
    c = np.cumprod(y, axis=axis, dtype=x.dtype)
    if exclusive:
        ones = np.ones_like(np.take(c, [0], axis=axis))
        c = np.concatenate([ones, np.delete(c, -1, axis=axis)], axis=axis)
    return np.flip(c, axis) if reverse else c


# CumProd (opset 24): a constant axis, exclusive and reverse (f32); an axis
# known only at run time (int32, two axes from one artifact).
x = (rng.uniform(0.5, 1.5, (3, 5)) * rng.choice([-1, 1], (3, 5))).astype(
    np.float32)
save("cumprod_excl_rev",
     [helper.make_node("Constant", [], ["a"], value=helper.make_tensor(
         "a", TensorProto.INT64, [], [0])),
      helper.make_node("CumProd", ["x", "a"], ["y"], exclusive=1, reverse=1)],
     [vi("x", F, [3, 5])], [vi("y", F, [3, 5])],
     [([x], [cumprod(x, 0, True, True)])], opset=24)
xi = rng.integers(-3, 4, (2, 4)).astype(np.int32)
save("cumprod_axis_input", [helper.make_node("CumProd", ["x", "a"], ["y"])],
     [vi("x", TensorProto.INT32, [2, 4]), vi("a", TensorProto.INT64, [])],
     [vi("y", TensorProto.INT32, [2, 4])],
     [([xi, np.array(a, np.int64)], [cumprod(xi, a)]) for a in (1, -2)],
     opset=24)


# BitShift of signed integers (opset 28): an amount that is negative or at
# least the width gives 0, or the sign shifting right (arithmetic).
def shift(x, s, left):
    w = x.dtype.itemsize * 8
    x, s = np.broadcast_arrays(x, s)
    inr = (s >= 0) & (s < w)
    ss = np.where(inr, s, 0).astype(x.dtype)
    if left:
        return np.where(inr, np.left_shift(x, ss), 0).astype(x.dtype)
    return np.where(inr, np.right_shift(x, ss),
                    np.where(x < 0, -1, 0)).astype(x.dtype)


xs = rng.integers(-2**31, 2**31, (3, 8), dtype=np.int64).astype(np.int32)
ss = rng.integers(-40, 41, (8,)).astype(np.int32)
ss[:4] = [0, 31, 32, -1]
save("bitshift_int32",
     [helper.make_node("BitShift", ["x", "s"], ["l"], direction="LEFT"),
      helper.make_node("BitShift", ["x", "s"], ["r"], direction="RIGHT")],
     [vi("x", TensorProto.INT32, [3, 8]), vi("s", TensorProto.INT32, [8])],
     [vi("l", TensorProto.INT32, [3, 8]), vi("r", TensorProto.INT32, [3, 8])],
     [([xs, ss], [shift(xs, ss, True), shift(xs, ss, False)])], opset=28)

# BitCast (opset 26): f32 -> int32, int64 -> f64, bool -> uint8.
xf = f32(2, 5)
xl = rng.integers(-2**62, 2**62, (4,), dtype=np.int64)
xb = np.array([True, False, True], np.bool_)
save("bitcast",
     [helper.make_node("BitCast", ["f"], ["fi"], to=TensorProto.INT32),
      helper.make_node("BitCast", ["l"], ["ld"], to=TensorProto.DOUBLE),
      helper.make_node("BitCast", ["b"], ["bu"], to=TensorProto.UINT8)],
     [vi("f", F, [2, 5]), vi("l", TensorProto.INT64, [4]),
      vi("b", TensorProto.BOOL, [3])],
     [vi("fi", TensorProto.INT32, [2, 5]), vi("ld", TensorProto.DOUBLE, [4]),
      vi("bu", TensorProto.UINT8, [3])],
     [([xf, xl, xb], [xf.view(np.int32), xl.view(np.float64),
                      xb.view(np.uint8)])], opset=26)


# CenterCropPad (opset 18) with the target sizes a run-time input: odd crops
# keep the extra element at the end, odd pads put it there (ONNX's
# reference); every dimension dynamic, two shapes from one artifact.
def center_crop_pad(x, shape, axes):
    out = np.zeros([shape[list(axes).index(a)] if a in axes else n
                    for a, n in enumerate(x.shape)], x.dtype)
    src, dst = [slice(None)] * x.ndim, [slice(None)] * x.ndim
    for a, t in zip(axes, shape):
        n = x.shape[a]
        if t < n:
            src[a] = slice((n - t) // 2, (n - t) // 2 + t)
        elif t > n:
            dst[a] = slice((t - n) // 2, (t - n) // 2 + n)
    out[tuple(dst)] = x[tuple(src)]
    return out


sets = []
for xshape, target in [((5, 8, 3), (3, 11)), ((6, 2, 4), (9, 1))]:
    x = f32(*xshape)
    t = np.array(target, np.int64)
    sets.append(([x, t], [center_crop_pad(x, target, (0, 1))]))
save("center_crop_pad",
     [helper.make_node("CenterCropPad", ["x", "shape"], ["y"], axes=[0, -2])],
     [vi("x", F, ["a", "b", "c"]), vi("shape", TensorProto.INT64, ["n"])],
     [vi("y", F, ["p", "q", "c"])], sets, opset=18)
# A 'shape' of the wrong length: a run-time error.
write_data_sets(out, "center_crop_pad_bad",
                [([f32(5, 8, 3), np.array([3, 4, 5], np.int64)], [])])


# AffineGrid (opset 20): the output size a run-time input (two sizes from one
# artifact, 2-D); 3-D with align_corners and a dimension of one entry.
def affine_grid(theta, size, align):
    spatial = size[2:]
    axes = []
    for s in spatial:
        i = np.arange(s, dtype=np.float64)
        if align:
            axes.append(-1 + 2 * i / max(s - 1, 1))
        else:
            axes.append(-1 + (2 * i + 1) / s)
    mesh = np.meshgrid(*axes, indexing="ij")  # D/H, .., W
    base = np.stack(mesh[::-1] + [np.ones_like(mesh[0])], -1)  # x, y, (z), 1
    g = np.einsum("...k,nrk->n...r", base, theta.astype(np.float64))
    return g.astype(np.float32)


sets = []
for size in [(2, 3, 4, 5), (2, 1, 3, 7)]:
    theta = f32(2, 2, 3)
    sets.append(([theta, np.array(size, np.int64)],
                 [affine_grid(theta, size, False)]))
save("affine_grid_2d", [helper.make_node("AffineGrid", ["t", "s"], ["g"])],
     [vi("t", F, [2, 2, 3]), vi("s", TensorProto.INT64, [4])],
     [vi("g", F, [2, "h", "w", 2])], sets, opset=20)
theta = f32(1, 3, 4)
size = (1, 2, 3, 1, 4)
save("affine_grid_3d",
     [helper.make_node("AffineGrid", ["t", "s"], ["g"], align_corners=1)],
     [vi("t", F, [1, 3, 4]), vi("s", TensorProto.INT64, [5])],
     [vi("g", F, [1, "d", "h", "w", 3])],
     [([theta, np.array(size, np.int64)], [affine_grid(theta, size, True)])],
     opset=20)


# AveragePool with dilations (opset 19): explicit pads with ceil_mode and
# count_include_pad (static), and SAME_UPPER pads computed at run time
# (every dimension dynamic) counted or not.
def avgpool_dil(x, k, s, d, pads, cip, ceil):
    n = len(k)
    sp = x.shape[2:]
    out, extra = [], []
    for i in range(n):
        span = sp[i] + pads[i] + pads[i + n] - d[i] * (k[i] - 1) - 1
        o = (-(-span // s[i]) if ceil else span // s[i]) + 1
        if ceil and (o - 1) * s[i] >= sp[i] + pads[i]:
            o -= 1
        out.append(o)
        extra.append(max(0, (o - 1) * s[i] + d[i] * (k[i] - 1) + 1 -
                         (sp[i] + pads[i] + pads[i + n])))
    pw = [(0, 0), (0, 0)] + [(pads[i], pads[i + n] + extra[i])
                             for i in range(n)]
    xp = np.pad(x.astype(np.float64), pw)
    ones = np.ones(x.shape)
    if cip:
        ones = np.pad(ones, [(0, 0), (0, 0)] + [(pads[i], pads[i + n])
                                                for i in range(n)],
                      constant_values=1)
        mp = np.pad(ones, [(0, 0), (0, 0)] + [(0, e) for e in extra])
    else:
        mp = np.pad(ones, pw)
    y = np.zeros(x.shape[:2] + tuple(out))
    for idx in itertools.product(*[range(o) for o in out]):
        sl = tuple(slice(idx[i] * s[i], idx[i] * s[i] + d[i] * (k[i] - 1) + 1,
                         d[i]) for i in range(n))
        w = xp[(slice(None), slice(None)) + sl]
        m = mp[(slice(None), slice(None)) + sl]
        y[(slice(None), slice(None)) + idx] = (
            w.sum(axis=tuple(range(2, 2 + n))) /
            m.sum(axis=tuple(range(2, 2 + n))))
    return y.astype(np.float32)


x = f32(1, 2, 7, 6)
save("avgpool_dil_ceil",
     [helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[2, 3],
                       strides=[2, 2], dilations=[2, 2], pads=[1, 0, 1, 2],
                       ceil_mode=1, count_include_pad=1)],
     [vi("x", F, [1, 2, 7, 6])], [vi("y", F, None)],
     [([x], [avgpool_dil(x, [2, 3], [2, 2], [2, 2], [1, 0, 1, 2], True,
                         True)])], opset=19)


def same_upper(sp, k, s, d):
    pads_b, pads_e = [], []
    for i in range(len(k)):
        o = -(-sp[i] // s[i])
        total = max((o - 1) * s[i] + (k[i] - 1) * d[i] + 1 - sp[i], 0)
        pads_b.append(total // 2)
        pads_e.append(total - total // 2)
    return pads_b + pads_e


for cip in (0, 1):
    sets = []
    for shape in [(1, 2, 7, 6), (2, 1, 5, 9)]:
        x = f32(*shape)
        p = same_upper(shape[2:], [2, 2], [1, 2], [2, 3])
        sets.append(([x], [avgpool_dil(x, [2, 2], [1, 2], [2, 3], p, cip,
                                       False)]))
    save("avgpool_dil_same_cip%d" % cip,
         [helper.make_node("AveragePool", ["x"], ["y"], kernel_shape=[2, 2],
                           strides=[1, 2], dilations=[2, 3],
                           auto_pad="SAME_UPPER", count_include_pad=cip)],
         [vi("x", F, ["n", "c", "h", "w"])], [vi("y", F, None)], sets,
         opset=19)
