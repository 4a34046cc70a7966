"""Convolutions with constant weights at CNN sizes, for the CPU's conv
paths: channels-last weights permuted at compile time to [C, KH, KW, F]
(tile-pack-weights, -O1 and up) so that the micro-kernel vectorizes along
the output channels, and row counts (55, 27, 13) cut into whole tiles.
cpu-conv.test runs them as written (NCHW) and channels last."""

import numpy as np

from harness import Case, rng, ttype
from cases_nn import conv_ref, arr
from cases_fusion import dense

CASES = []
r = rng(31)


def f32(*shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


def const_conv_case(name, x, w, b, pads, strides=(1, 1), groups=1, relu=True,
                    twice=False):
    """relu(conv(x, W) + b), W and b constants; with `twice`, a second conv
    of x + 1 with the same constants (one weight, two kernels)."""
    attrs = [f"pads = {arr(pads)}", f"strides = {arr(strides)}"]
    if groups != 1:
        attrs.append(f"groups = {groups} : i64")
    y = conv_ref(x, w, b, list(strides), [1, 1], list(pads), groups)
    if relu:
        y = np.maximum(y, 0)
    yt = ttype(y.astype(np.float32))
    body = f"""
  %w = graph.constant {dense(w)} : {ttype(w)}
  %b = graph.constant {dense(b)} : {ttype(b)}
  %c = graph.conv %a0, %w, %b {{{", ".join(attrs)}}} : ({ttype(x)}, {ttype(w)}, {ttype(b)}) -> {yt}"""
    out = "%c"
    if relu:
        body += f"\n  %r = graph.relu %c : {yt}"
        out = "%r"
    results, types = [(out, y)], [yt]
    if twice:
        y2 = conv_ref(x + 1, w, b, list(strides), [1, 1], list(pads), groups)
        body += f"""
  %one = graph.constant dense<1.0> : tensor<f32>
  %x1 = graph.add %a0, %one : ({ttype(x)}, tensor<f32>) -> {ttype(x)}
  %c2 = graph.conv %x1, %w, %b {{{", ".join(attrs)}}} : ({ttype(x)}, {ttype(w)}, {ttype(b)}) -> {yt}"""
        results.append(("%c2", y2))
        types.append(yt)
    mlir = f"""func.func @main(%a0: {ttype(x)}) -> ({", ".join(types)}) {{{body}
  return {", ".join(n for n, _ in results)} : {", ".join(types)}
}}"""
    CASES.append(Case(name, mlir, [x], [e.astype(np.float32) for _, e in results],
                      1e-4, 1e-4))


# resnet18's last stage: 7x7 maps (F = 64: full vectors along F, 7 rows).
const_conv_case("cpu_const_conv3x3_7x7", f32(1, 64, 7, 7), f32(64, 64, 3, 3, scale=0.05),
                f32(64), [1, 1, 1, 1])
# squeezenet's 55-wide map: 55 rows as 11 whole tiles of 5; F = 20 (a
# vector and a 4-lane remainder along F).
const_conv_case("cpu_const_conv3x3_55", f32(1, 16, 55, 55), f32(20, 16, 3, 3, scale=0.1),
                f32(20), [1, 1, 1, 1])
# 512 output channels of a 7x7 map with bias and relu (resnet18's layer4
# conv, fewer input channels): channels last, the kernel is cut along the
# output channels (8 tiles of 64, each its slice of the weights and of the
# bias), not along the 7 rows.
const_conv_case("cpu_const_conv3x3_wide_f", f32(1, 32, 7, 7), f32(512, 32, 3, 3, scale=0.05),
                f32(512), [1, 1, 1, 1])
# A 3x3 conv of 128 channels over 28 rows (resnet18's layer2): heavy
# tiles, so 14 of 2 rows (an even count for two threads), not 7 of 4.
const_conv_case("cpu_const_conv3x3_28_balanced", f32(1, 128, 28, 28),
                f32(128, 128, 3, 3, scale=0.03), f32(128), [1, 1, 1, 1])
# Stride 2 over 27 rows (14 out: 7 tiles of 2).
const_conv_case("cpu_const_conv3x3_stride2", f32(1, 8, 27, 27), f32(24, 8, 3, 3, scale=0.2),
                f32(24), [1, 1, 1, 1], strides=(2, 2))
# 1x1 over 13x13 (13 rows: prime, one row a tile), no relu.
const_conv_case("cpu_const_conv1x1_13", f32(1, 48, 13, 13), f32(40, 48, 1, 1, scale=0.1),
                f32(40), [0, 0, 0, 0], relu=False)
# Depthwise 3x3 with constant weights (mobilenet_v2's), 32 channels.
const_conv_case("cpu_const_depthwise", f32(1, 32, 14, 14), f32(32, 1, 3, 3), f32(32),
                [1, 1, 1, 1], groups=32)
# One constant weight read by two convs (two kernels, each its own copy).
const_conv_case("cpu_const_conv_shared_weight", f32(1, 8, 9, 9), f32(16, 8, 3, 3, scale=0.2),
                f32(16), [1, 1, 1, 1], relu=False, twice=True)
