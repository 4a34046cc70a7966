#!/usr/bin/python3
"""Writes the ONNX models of runtime-sampling.test: operands that the ONNX
node tests feed from graph inputs and that mlc takes at run time (issue
#18): Resize's roi (tf_crop_and_resize), MaxUnpool's output_shape, STFT's
frame_step and frame_length, MelWeightMatrix's five inputs, and RoiAlign's
rois and batch_indices. Each model gets two data sets with different
operand values (most with different result shapes); the expected outputs
are computed here with numpy (Resize by the ONNX 1.12 test generator's
reference, RoiAlign by onnxruntime's algorithm, which ONNX's reference
follows):

    OUT/<name>.onnx, OUT/<name>/test_data_set_{0,1}/{input,output}_N.pb

    runtime_sampling_models.py OUT_DIR
"""

import os
import sys

import numpy as np
from onnx import TensorProto, helper
from onnx.backend.test.case.node.resize import interpolate_nd, linear_coeffs

from onnx_data import save_model

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64 = TensorProto.FLOAT, TensorProto.INT64
vi = helper.make_tensor_value_info
rng = np.random.default_rng(12)


def save(name, nodes, inputs, outputs, sets, opset=17):
    save_model(out, name, nodes, inputs, outputs, sets, opset)


def i64(*v):
    return np.array(v, np.int64)


def f32(*shape):
    return rng.standard_normal(shape).astype(np.float32)


# Resize, tf_crop_and_resize with a run-time roi (and sizes), some output
# positions outside the input (the extrapolation value).
def gen_crop():
    x = f32(1, 2, 5, 6)
    sets = []
    for roi, sizes in [((0, 0, 0.2, 0.1, 1, 1, 0.9, 0.7), (1, 2, 4, 3)),
                       ((0, 0, -0.2, 0.3, 1, 1, 0.6, 1.3), (1, 2, 3, 5))]:
        roi = np.array(roi, np.float32)
        y = interpolate_nd(x, linear_coeffs, output_size=i64(*sizes), roi=roi,
                           coordinate_transformation_mode="tf_crop_and_resize",
                           extrapolation_value=-3.0).astype(np.float32)
        sets.append(([x, roi, i64(*sizes)], [y]))
    save("crop",
         [helper.make_node("Resize", ["x", "roi", "", "sizes"], ["y"],
                           mode="linear",
                           coordinate_transformation_mode="tf_crop_and_resize",
                           extrapolation_value=-3.0)],
         [vi("x", F, [1, 2, 5, 6]), vi("roi", F, [8]), vi("sizes", I64, [4])],
         [vi("y", F, None)], sets, opset=13)


# MaxUnpool to a run-time output_shape: each index keeps its coordinates
# in the default shape (as the ONNX test data places them).
def gen_unpool():
    x = f32(1, 2, 2, 3)
    ind = i64(0, 3, 5, 14, 13, 9, 1, 2, 7, 12, 8, 15).reshape(1, 2, 2, 3)
    sets = []
    for shape in [(1, 2, 5, 7), (1, 2, 4, 6)]:
        y = np.zeros(shape, np.float32)
        # Default shape: [1, 2, 4, 6] (kernel 2, stride 2).
        for n, c, h, w in np.ndindex(*x.shape):
            k = ind[n, c, h, w]
            y[n, c, k // 6, k % 6] = x[n, c, h, w]
        sets.append(([x, (ind + np.arange(2).reshape(1, 2, 1, 1) * 24),
                      i64(*shape)], [y]))
    save("unpool",
         [helper.make_node("MaxUnpool", ["x", "i", "shape"], ["y"],
                           kernel_shape=[2, 2], strides=[2, 2])],
         [vi("x", F, [1, 2, 2, 3]), vi("i", I64, [1, 2, 2, 3]),
          vi("shape", I64, [4])],
         [vi("y", F, None)], sets, opset=11)


# STFT with a run-time frame_step and frame_length (no window), onesided.
def gen_stft():
    x = f32(2, 40, 1)
    sets = []
    for step, length in [(6, 10), (9, 16)]:
        frames = (40 - length) // step + 1
        spec = np.stack([np.fft.rfft(x[:, f * step:f * step + length, 0])
                         for f in range(frames)], 1)
        y = np.stack([spec.real, spec.imag], -1).astype(np.float32)
        sets.append(([x, np.array(step, np.int64),
                      np.array(length, np.int64)], [y]))
    save("stft",
         [helper.make_node("STFT", ["x", "step", "", "length"], ["y"])],
         [vi("x", F, [2, 40, 1]), vi("step", I64, []),
          vi("length", I64, [])],
         [vi("y", F, None)], sets)


# MelWeightMatrix from run-time inputs, as the ONNX reference computes it.
def mel_matrix(bins, dft, rate, lo, hi):
    spec = dft // 2 + 1
    mel = lambda hz: 2595 * np.log10(1 + hz / 700)
    step = (mel(hi) - mel(lo)) / (bins + 2)
    hz = 700 * (np.power(10, (np.arange(bins + 2) * step + mel(lo)) / 2595) - 1)
    fb = np.floor((dft + 1) * hz / rate).astype(int)
    y = np.zeros((spec, bins))
    for i in range(bins):
        l, c, h = fb[i], fb[i + 1], fb[i + 2]
        if c == l:
            y[c, i] = 1
        else:
            for j in range(l, c + 1):
                y[j, i] = (j - l) / (c - l)
        for j in range(c, h):
            y[j, i] = (h - j) / (h - c)
    return y.astype(np.float32)


def gen_mel():
    sets = []
    for bins, dft, rate, lo, hi in [(8, 64, 8000, 100.0, 3500.0),
                                    (5, 32, 16000, 0.0, 8000.0)]:
        sets.append(([np.array(bins, np.int64), np.array(dft, np.int64),
                      np.array(rate, np.int64), np.array(lo, np.float32),
                      np.array(hi, np.float32)],
                     [mel_matrix(bins, dft, rate, lo, hi)]))
    names = ["bins", "dft", "rate", "lo", "hi"]
    save("mel",
         [helper.make_node("MelWeightMatrix", names, ["y"])],
         [vi(n, I64 if k < 3 else F, []) for k, n in enumerate(names)],
         [vi("y", F, None)], sets)


# RoiAlign (avg), both coordinate modes, with run-time rois and batch
# indices (two and three rois).
def roi_align(x, rois, batch, oh, ow, sr, scale, half_pixel):
    _, C, H, W = x.shape
    y = np.zeros((len(rois), C, oh, ow), np.float32)
    off = 0.5 if half_pixel else 0.0
    for r, (x0, y0, x1, y1) in enumerate(rois):
        x0, y0, x1, y1 = [np.float32(v * scale - off) for v in (x0, y0, x1, y1)]
        rw, rh = x1 - x0, y1 - y0
        if not half_pixel:
            rw, rh = max(rw, 1), max(rh, 1)
        bh, bw = rh / oh, rw / ow
        for ph, pw, iy, ix in np.ndindex(oh, ow, sr, sr):
            yy = y0 + ph * bh + (iy + 0.5) * bh / sr
            xx = x0 + pw * bw + (ix + 0.5) * bw / sr
            if yy < -1 or yy > H or xx < -1 or xx > W:
                continue
            yy, xx = max(yy, 0), max(xx, 0)
            yl, xl = int(yy), int(xx)
            if yl >= H - 1:
                yl = yh = H - 1
                yy = yl
            else:
                yh = yl + 1
            if xl >= W - 1:
                xl = xh = W - 1
                xx = xl
            else:
                xh = xl + 1
            ly, lx = yy - yl, xx - xl
            img = x[batch[r]]
            v = ((1 - ly) * (1 - lx) * img[:, yl, xl] +
                 (1 - ly) * lx * img[:, yl, xh] +
                 ly * (1 - lx) * img[:, yh, xl] + ly * lx * img[:, yh, xh])
            y[r, :, ph, pw] += v / (sr * sr)
    return y


def gen_roialign():
    x = f32(2, 3, 8, 7)
    sets = []
    for rois, batch in [
            ([[0.5, 1.0, 5.5, 7.0], [2.0, 0.0, 6.5, 3.5]], [1, 0]),
            ([[-1.0, 1.5, 3.0, 9.0], [1.0, 1.0, 1.2, 1.1],
              [0.0, 0.0, 13.0, 15.0]], [0, 1, 1])]:
        rois = np.array(rois, np.float32)
        batch = np.array(batch, np.int64)
        sets.append(([x, rois, batch],
                     [roi_align(x, rois, batch, 3, 4, 2, 1.0, True),
                      roi_align(x, rois, batch, 2, 2, 3, 0.5, False)]))
    save("roialign",
         [helper.make_node("RoiAlign", ["x", "rois", "batch"], ["half"],
                           output_height=3, output_width=4, sampling_ratio=2,
                           coordinate_transformation_mode="half_pixel"),
          helper.make_node("RoiAlign", ["x", "rois", "batch"], ["out"],
                           output_height=2, output_width=2, sampling_ratio=3,
                           spatial_scale=0.5,
                           coordinate_transformation_mode="output_half_pixel")],
         [vi("x", F, [2, 3, 8, 7]), vi("rois", F, [None, 4]),
          vi("batch", I64, [None])],
         [vi("half", F, None), vi("out", F, None)], sets, opset=16)


for gen in (gen_crop, gen_unpool, gen_stft, gen_mel, gen_roialign):
    gen()
