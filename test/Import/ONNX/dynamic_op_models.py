#!/usr/bin/python3
"""Writes the ONNX models of dynamic-ops.test: ops whose sizes mlc now takes
at run time (issue #18) -- GatherND and ScatterND over run-time shapes (the
index tuples' length static), LRN over a run-time channel count,
ReverseSequence, DFT of a run-time length (real and complex input from one
artifact), Einsum with run-time sizes, QuantizeLinear with a 1-D scale of
run-time length (per axis, or one element: per tensor), SAME_UPPER pooling
and convolution with a stride over run-time spatial sizes (the padding is
known only then), Dropout in training mode with run-time ratio and
mode, and Det of run-time size or past 4x4 (a run-time loop). Each model gets data sets of different shapes, for one artifact
compiled with --force-dynamic; the expected outputs are computed here with
numpy (Dropout's are x itself at ratio 0 and with training off; the random
case is checked by dropout_check.py):

    OUT/<name>.onnx, OUT/<name>/test_data_set_K/{input,output}_N.pb

    dynamic_op_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from onnx_data import write_data_sets

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64, U8, B = (TensorProto.FLOAT, TensorProto.INT64, TensorProto.UINT8,
                 TensorProto.BOOL)
vi = helper.make_tensor_value_info
rng = np.random.default_rng(18)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


def dyn(name, elem, rank):
    return vi(name, elem, [None] * rank)


def save(name, nodes, inputs, outputs, sets, opset=17, inits=()):
    graph = helper.make_graph(nodes, name, inputs, outputs,
                              initializer=list(inits))
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", opset)])
    onnx.save(model, os.path.join(out, name + ".onnx"))
    write_data_sets(out, name, sets)


# GatherND, batch_dims 0, tuples of 2.
sets = []
for ds, m in [((3, 4, 5), 6), ((2, 3, 4), 4)]:
    data = f32(*ds)
    idx = np.stack([rng.integers(-ds[0], ds[0], m),
                    rng.integers(0, ds[1], m)], axis=1).astype(np.int64)
    sets.append(([data, idx], [data[tuple(idx.T)]]))
save("gathernd", [helper.make_node("GatherND", ["d", "i"], ["y"])],
     [dyn("d", F, 3), vi("i", I64, [None, 2])], [dyn("y", F, 2)], sets)

# ScatterND with reduction add (duplicate rows accumulate), tuples of 1.
sets = []
for ds, m in [((4, 5, 3), 3), ((6, 2, 2), 5)]:
    data = f32(*ds)
    idx = rng.integers(0, ds[0], (m, 1)).astype(np.int64)
    idx[-1] = idx[0]
    upd = f32(m, *ds[1:])
    ref = data.copy()
    np.add.at(ref, idx[:, 0], upd)
    sets.append(([data, idx, upd], [ref]))
save("scatternd", [helper.make_node("ScatterND", ["d", "i", "u"], ["y"],
                                    reduction="add")],
     [dyn("d", F, 3), vi("i", I64, [None, 1]), dyn("u", F, 3)],
     [dyn("y", F, 3)], sets, opset=16)


# LRN, size 3, over a run-time channel count.
def lrn(x, size=3, alpha=1e-2, beta=0.75, bias=1.0):
    c = x.shape[1]
    sq = np.zeros_like(x)
    for ch in range(c):
        lo, hi = max(0, ch - (size - 1) // 2), min(c, ch + size // 2 + 1)
        sq[:, ch] = (x[:, lo:hi] ** 2).sum(axis=1)
    return (x / (bias + alpha / size * sq) ** beta).astype(np.float32)


sets = [([x], [lrn(x)]) for x in (f32(1, 5, 3, 3), f32(2, 3, 4, 2))]
save("lrn", [helper.make_node("LRN", ["x"], ["y"], size=3, alpha=1e-2)],
     [dyn("x", F, 4)], [dyn("y", F, 4)], sets)


# ReverseSequence, time axis 0, batch axis 1.
def revseq(x, lens):
    y = x.copy()
    for b, n in enumerate(lens):
        y[:n, b] = x[:n, b][::-1]
    return y


sets = []
for shape, lens in [((4, 3, 2), (4, 1, 3)), ((5, 2, 3), (2, 5))]:
    x = f32(*shape)
    lens = np.array(lens, np.int64)
    sets.append(([x, lens], [revseq(x, lens)]))
save("reversesequence",
     [helper.make_node("ReverseSequence", ["x", "l"], ["y"], time_axis=0,
                       batch_axis=1)],
     [dyn("x", F, 3), dyn("l", I64, 1)], [dyn("y", F, 3)], sets)


# DFT along axis 1: a real signal ([.., 1]) and a complex one ([.., 2]).
def dft(x):
    z = x[..., 0] + (1j * x[..., 1] if x.shape[-1] == 2 else 0)
    f = np.fft.fft(z.astype(np.complex128), axis=1)
    return np.stack([f.real, f.imag], axis=-1).astype(np.float32)


sets = [([x], [dft(x)]) for x in (f32(2, 8, 1), f32(1, 6, 2), f32(3, 5, 1))]
save("dft", [helper.make_node("DFT", ["x"], ["y"], axis=1)],
     [dyn("x", F, 3)], [dyn("y", F, 3)], sets)

# Einsum: a batched matmul and a batched diagonal.
sets = []
for b, i, j, k in [(2, 3, 4, 5), (1, 2, 3, 2)]:
    a, c = f32(b, i, j), f32(b, j, k)
    sets.append(([a, c], [np.einsum("bij,bjk->bik", a, c)]))
save("einsum_bmm", [helper.make_node("Einsum", ["a", "b"], ["y"],
                                     equation="bij,bjk->bik")],
     [dyn("a", F, 3), dyn("b", F, 3)], [dyn("y", F, 3)], sets)
sets = [([x], [np.einsum("bii->bi", x)]) for x in (f32(2, 3, 3), f32(3, 5, 5))]
save("einsum_diag", [helper.make_node("Einsum", ["x"], ["y"],
                                      equation="bii->bi")],
     [dyn("x", F, 3)], [dyn("y", F, 2)], sets)


# QuantizeLinear along axis 1 with a scale of run-time length: one per
# channel, or one element (per tensor) in the last data set.
def quant(x, scale, zp):
    shape = [1] * x.ndim
    shape[1] = -1 if scale.size > 1 else 1
    q = np.rint(x / scale.reshape(shape)) + zp.reshape(shape).astype(np.float32)
    return np.clip(q, 0, 255).astype(np.uint8)


sets = []
for shape, n in [((1, 3, 2, 2), 3), ((2, 4, 1, 3), 4), ((1, 2, 3, 2), 1)]:
    x = (f32(*shape) * 20).astype(np.float32)
    scale = rng.uniform(0.1, 0.5, n).astype(np.float32)
    zp = rng.integers(100, 150, n).astype(np.uint8)
    sets.append(([x, scale, zp], [quant(x, scale, zp)]))
save("quantize_axis", [helper.make_node("QuantizeLinear", ["x", "s", "z"],
                                        ["y"], axis=1)],
     [dyn("x", F, 4), dyn("s", F, 1), dyn("z", U8, 1)],
     [dyn("y", U8, 4)], sets, opset=13)


# SAME_UPPER with stride 2 over run-time spatial sizes.
def same_pads(n, k, s):
    out = -(-n // s)
    total = max((out - 1) * s + k - n, 0)
    return total // 2, total - total // 2, out


def pool(x, k, s, kind):
    n, c, h, w = x.shape
    t, b, oh = same_pads(h, k, s)
    l, r, ow = same_pads(w, k, s)
    fill = -np.inf if kind == "max" else np.nan
    p = np.full((n, c, h + t + b, w + l + r), fill, np.float32)
    p[:, :, t:t + h, l:l + w] = x
    y = np.zeros((n, c, oh, ow), np.float32)
    for i in range(oh):
        for j in range(ow):
            win = p[:, :, i * s:i * s + k, j * s:j * s + k]
            y[:, :, i, j] = win.max(axis=(2, 3)) if kind == "max" else \
                np.nanmean(win, axis=(2, 3))
    return y


for kind, op in (("max", "MaxPool"), ("avg", "AveragePool")):
    sets = [([x], [pool(x, 3, 2, kind)]) for x in (f32(1, 1, 5, 5),
                                                   f32(1, 2, 6, 7))]
    save("%spool_same" % kind,
         [helper.make_node(op, ["x"], ["y"], kernel_shape=[3, 3],
                           strides=[2, 2], auto_pad="SAME_UPPER")],
         [dyn("x", F, 4)], [dyn("y", F, 4)], sets, opset=11)


def conv_same(x, w, s):
    n, c, h, wd = x.shape
    m, _, k, _ = w.shape
    t, b, oh = same_pads(h, k, s)
    l, r, ow = same_pads(wd, k, s)
    p = np.zeros((n, c, h + t + b, wd + l + r), np.float32)
    p[:, :, t:t + h, l:l + wd] = x
    y = np.zeros((n, m, oh, ow), np.float32)
    for i in range(oh):
        for j in range(ow):
            win = p[:, :, i * s:i * s + k, j * s:j * s + k]
            y[:, :, i, j] = np.einsum("nchw,mchw->nm", win, w)
    return y


wt = f32(2, 3, 3, 3)
sets = [([x], [conv_same(x, wt, 2)]) for x in (f32(1, 3, 5, 5),
                                               f32(2, 3, 7, 4))]
save("conv_same", [helper.make_node("Conv", ["x", "w"], ["y"],
                                    auto_pad="SAME_UPPER", strides=[2, 2])],
     [dyn("x", F, 4)], [dyn("y", F, 4)], sets, opset=11,
     inits=[numpy_helper.from_array(wt, "w")])

# Dropout with run-time ratio and training mode: ratio 0 in training mode
# and training off both give x and an all-true mask.
sets = []
for shape, ratio, train in [((3, 4, 2), 0.0, True), ((2, 5, 3), 0.5, False)]:
    x = f32(*shape)
    sets.append(([x, np.array(ratio, np.float32), np.array(train)],
                 [x, np.ones(shape, bool)]))
save("dropout", [helper.make_node("Dropout", ["x", "r", "t"], ["y", "m"],
                                  seed=5)],
     [dyn("x", F, 3), vi("r", F, []), vi("t", B, [])],
     [dyn("y", F, 3), dyn("m", B, 3)], sets, opset=13)

# Det of run-time size (one matrix with a zero column: a zero pivot; one
# singular by its rows), and of a static 6x6 (past the cofactor expansion):
# Gaussian elimination with partial pivoting in a run-time loop.
sets = []
for shape in [(2, 3, 3), (3, 5, 5), (1, 1, 1)]:
    x = f32(*shape)
    if shape == (3, 5, 5):
        x[1, :, 0] = 0
        x[2, 0, :] = 2 * x[2, 1, :]
    sets.append(([x], [np.linalg.det(x.astype(np.float64)).astype(np.float32)]))
save("det", [helper.make_node("Det", ["x"], ["y"])], [dyn("x", F, 3)],
     [dyn("y", F, 1)], sets, opset=11)
x = f32(2, 6, 6)
save("det6", [helper.make_node("Det", ["x"], ["y"])], [vi("x", F, [2, 6, 6])],
     [vi("y", F, [2])],
     [([x], [np.linalg.det(x.astype(np.float64)).astype(np.float32)])],
     opset=11)

# Scan (opset 8) over a batch and a length known only at run time: per
# batch entry, a running sum and a running max over the sequence (walked
# backwards), and the per-step sum stacked.
def scan8(init_sum, init_max, x):
    sums, maxes, ys = [], [], []
    for b in range(x.shape[0]):
        s, m, steps = init_sum[b].copy(), init_max[b].copy(), []
        for t in reversed(range(x.shape[1])):
            s = s + x[b, t]
            m = np.maximum(m, x[b, t])
            steps.append(s)
        sums.append(s)
        maxes.append(m)
        ys.append(np.stack(steps))
    return np.stack(sums), np.stack(maxes), np.stack(ys)


body = helper.make_graph(
    [helper.make_node("Add", ["s_in", "x_t"], ["s_out"]),
     helper.make_node("Max", ["m_in", "x_t"], ["m_out"]),
     helper.make_node("Identity", ["s_out"], ["y_t"])],
    "scan8_body", [vi("s_in", F, [2]), vi("m_in", F, [2]), vi("x_t", F, [2])],
    [vi("s_out", F, [2]), vi("m_out", F, [2]), vi("y_t", F, [2])])
sets = []
for b, t in [(1, 3), (3, 5), (2, 1)]:
    s0, m0, x = f32(b, 2), f32(b, 2), f32(b, t, 2)
    sets.append(([s0, m0, x], list(scan8(s0, m0, x))))
save("scan8", [helper.make_node("Scan", ["", "s", "m", "x"],
                                ["s_final", "m_final", "y"], body=body,
                                num_scan_inputs=1, directions=[1])],
     [vi("s", F, [None, 2]), vi("m", F, [None, 2]), vi("x", F, [None, None, 2])],
     [vi("s_final", F, [None, 2]), vi("m_final", F, [None, 2]),
      vi("y", F, [None, None, 2])], sets, opset=8)

# SplitToSequence without 'split' over a run-time size: a sequence of
# run-time length. Its length; an element at a run-time position (negative
# from the back), squeezed and kept; the concatenation and the stack that
# undo the split. And a consumer mlc rejects (a graph output).
sets = [([x], [np.array(x.shape[-1], np.int64)]) for x in (f32(2, 3, 4),
                                                           f32(1, 2, 7))]
save("seqsplit_len", [helper.make_node("SplitToSequence", ["x"], ["s"],
                                       axis=-1),
                      helper.make_node("SequenceLength", ["s"], ["n"])],
     [dyn("x", F, 3)], [vi("n", I64, [])], sets, opset=11)
sets = []
for shape, pos in [((3, 2, 2), 1), ((5, 2, 3), -2), ((2, 4, 1), 0)]:
    x = f32(*shape)
    p = np.array(pos, np.int64)
    sets.append(([x, p], [x[pos], x[:, pos:pos + 1 or None], x, x]))
save("seqsplit_at",
     [helper.make_node("SplitToSequence", ["x"], ["s0"], axis=0, keepdims=0),
      helper.make_node("SequenceAt", ["s0", "p"], ["y0"]),
      helper.make_node("SplitToSequence", ["x"], ["s1"], axis=1),
      helper.make_node("SequenceAt", ["s1", "p"], ["y1"]),
      helper.make_node("ConcatFromSequence", ["s1"], ["c1"], axis=1),
      helper.make_node("ConcatFromSequence", ["s0"], ["c0"], axis=0,
                       new_axis=1)],
     [dyn("x", F, 3), vi("p", I64, [])],
     [dyn("y0", F, 2), dyn("y1", F, 3), dyn("c1", F, 3), dyn("c0", F, 3)],
     sets, opset=11)
save("seqsplit_bad", [helper.make_node("SplitToSequence", ["x"], ["s"])],
     [dyn("x", F, 2)], [helper.make_tensor_sequence_value_info("s", F, None)],
     [], opset=11)


# MaxPool with its Indices output over run-time sizes, explicit pads and
# strides (the importer computed the output size from the dynamic dims'
# placeholder value: a signed overflow under UBSan).
def maxpool_indices(x, k, s, p):
    n, c, h, w = x.shape
    padded = np.full((n, c, h + p[0] + p[2], w + p[1] + p[3]), -np.inf,
                     np.float32)
    padded[:, :, p[0]:p[0] + h, p[1]:p[1] + w] = x
    oh = (h + p[0] + p[2] - k[0]) // s[0] + 1
    ow = (w + p[1] + p[3] - k[1]) // s[1] + 1
    y = np.zeros((n, c, oh, ow), np.float32)
    idx = np.zeros((n, c, oh, ow), np.int64)
    for b, ch, i, j in np.ndindex(n, c, oh, ow):
        win = padded[b, ch, i * s[0]:i * s[0] + k[0], j * s[1]:j * s[1] + k[1]]
        a = int(np.argmax(win))
        y[b, ch, i, j] = win.flat[a]
        hh, ww = i * s[0] + a // k[1] - p[0], j * s[1] + a % k[1] - p[1]
        idx[b, ch, i, j] = ((b * c + ch) * h + hh) * w + ww
    return y, idx


sets = []
for shape in [(1, 2, 5, 5), (2, 3, 7, 6)]:
    x = f32(*shape)
    sets.append(([x], list(maxpool_indices(x, (3, 3), (2, 2), (1, 1, 1, 1)))))
save("maxpool_indices",
     [helper.make_node("MaxPool", ["x"], ["y", "i"], kernel_shape=[3, 3],
                       strides=[2, 2], pads=[1, 1, 1, 1])],
     [dyn("x", F, 4)], [dyn("y", F, 4), dyn("i", I64, 4)], sets, opset=12)
