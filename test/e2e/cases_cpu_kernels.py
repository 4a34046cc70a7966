"""The CPU's vector code paths (mlc-cpu-vectorize), end to end against
numpy, at sizes that reach them: convolutions through the register-tiled
micro-kernel (stride 1 and 2, depthwise, dilated, 1x1 over narrow feature
maps whose oh·ow loops are folded, remainder rows and columns), softmax and
layer_norm rows of at least one vector (vector row reductions, with and
without a tail), and matmul epilogue chains fused on the CPU. The smaller
cases in cases_nn.py / cases_fusion.py mostly stay below a vector."""

import numpy as np

from harness import graph_case, rng, ttype
from cases_nn import conv_case, softmax_ref, layer_norm_ref, add
import cases_nn

# Only this file's cases: cases_nn's helpers append to its own CASES.
cases_nn.CASES.clear()
r = rng(23)


def f32(*shape, scale=1.0):
    return (r.standard_normal(shape) * scale).astype(np.float32)


# Convolutions (NCHW). 3x3 padded, 12 filters (8-row block + 4-row tail),
# 27 wide (a 16-vector and an 11-vector per row).
conv_case("cpu_conv3x3_pad", f32(1, 5, 27, 27), f32(12, 5, 3, 3, scale=0.3), f32(12),
          pads=[1, 1, 1, 1])
# Stride 2 (wider loads and an even-lane shuffle), 55 -> 27 wide.
conv_case("cpu_conv3x3_stride2", f32(1, 3, 55, 55), f32(16, 3, 3, 3, scale=0.3), f32(16),
          strides=[2, 2])
# 1x1 over 13x13 (oh and ow folded into 169), and over 7x9 (63).
conv_case("cpu_conv1x1_13", f32(1, 24, 13, 13), f32(40, 24, 1, 1, scale=0.2), f32(40))
conv_case("cpu_conv1x1_7x9_batch2", f32(2, 16, 7, 9), f32(10, 16, 1, 1, scale=0.2))
# Depthwise 3x3 (rows over output rows), stride 1 and 2.
conv_case("cpu_depthwise", f32(1, 8, 20, 20), f32(8, 1, 3, 3), f32(8), pads=[1, 1, 1, 1],
          groups=8)
conv_case("cpu_depthwise_stride2", f32(1, 8, 21, 21), f32(8, 1, 3, 3), pads=[1, 1, 1, 1],
          strides=[2, 2], groups=8)
# Dilated, 1-D.
conv_case("cpu_conv_dilated", f32(1, 4, 30, 30), f32(6, 4, 3, 3, scale=0.3), dil=[2, 2])
conv_case("cpu_conv1d", f32(2, 6, 70), f32(9, 6, 5, scale=0.3), f32(9), pads=[2, 2])

# Softmax / layer_norm rows: 16 (one vector), 32 (two accumulators), 100
# (four accumulators, a 36-element tail), 768 (BERT-base).
for n in (16, 32, 100, 768):
    x = f32(6, n, scale=3.0)
    add(f"cpu_softmax_{n}", "softmax", [x], softmax_ref(x, -1).astype(np.float32), sig="same")
    g, b = f32(n), f32(n)
    add(f"cpu_layer_norm_{n}", "layer_norm", [x, g, b],
        layer_norm_ref(x, g, b, -1, 1e-5).astype(np.float32))

CASES = list(cases_nn.CASES)


def case(name, body, inputs, outputs, rtol=1e-4, atol=1e-5):
    CASES.append(graph_case(name, body, inputs, outputs, rtol, atol))


# Matmul epilogues on the CPU tile: bias + gelu (K = 96: two K steps and
# more), bias + residual + relu over odd sizes.
a, w, bias = f32(70, 96), f32(96, 130, scale=0.2), f32(130)
h = a.astype(np.float64) @ w + bias
from math import erf
gelu = np.vectorize(lambda v: 0.5 * v * (1 + erf(v / np.sqrt(2))))
case("cpu_matmul_bias_gelu", """
  %c = graph.matmul %a0, %a1 : (tensor<70x96xf32>, tensor<96x130xf32>) -> tensor<70x130xf32>
  %d = graph.add %c, %a2 : (tensor<70x130xf32>, tensor<130xf32>) -> tensor<70x130xf32>
  %e = graph.gelu %d : tensor<70x130xf32>""", [a, w, bias],
     [("%e", gelu(h).astype(np.float32))], atol=1e-4)
res = f32(70, 130)
case("cpu_matmul_bias_residual_relu", """
  %c = graph.matmul %a0, %a1 : (tensor<70x96xf32>, tensor<96x130xf32>) -> tensor<70x130xf32>
  %d = graph.add %c, %a2 : (tensor<70x130xf32>, tensor<130xf32>) -> tensor<70x130xf32>
  %e = graph.add %d, %a3 : (tensor<70x130xf32>, tensor<70x130xf32>) -> tensor<70x130xf32>
  %f = graph.relu %e : tensor<70x130xf32>""", [a, w, bias, res],
     [("%f", np.maximum(h + res, 0).astype(np.float32))], atol=1e-4)


# Constant weights (B) packed at compile time into the micro-kernel's panel
# layout (tile-pack-weights, -O1 and up; -O0 reads them as they are): K and
# N not multiples of the 64-wide tiles (zero-padded panels: the tile.load
# path), multiples of them (slices), a batched lhs against a 2-D constant,
# and an MLP block (two packed weights, bias + gelu between).
from cases_fusion import dense  # noqa: E402


def const_matmul_case(name, x, w, transpose_b=False, atol=1e-4):
    wt = w.T if transpose_b else w
    out = (x.astype(np.float64) @ wt.astype(np.float64)).astype(np.float32)
    attr = " {transpose_b}" if transpose_b else ""
    case(name, f"""
  %w = graph.constant {dense(w)} : {ttype(w)}
  %c = graph.matmul %a0, %w{attr} : ({ttype(x)}, {ttype(w)}) -> {ttype(out)}""",
         [x], [("%c", out)], atol=atol)


const_matmul_case("cpu_packed_matmul_ragged", f32(37, 70), f32(70, 100, scale=0.2))
const_matmul_case("cpu_packed_matmul_aligned", f32(64, 128), f32(128, 64, scale=0.1))
const_matmul_case("cpu_packed_matmul_batch", f32(2, 9, 70), f32(70, 36, scale=0.2))
const_matmul_case("cpu_const_matmul_transpose_b", f32(20, 70), f32(36, 70, scale=0.2),
                  transpose_b=True)
x, w1, b1 = f32(33, 70), f32(70, 100, scale=0.15), f32(100, scale=0.1)
w2, b2 = f32(100, 40, scale=0.1), f32(40, scale=0.1)
h1 = gelu(x.astype(np.float64) @ w1 + b1)
case("cpu_packed_mlp", f"""
  %w1 = graph.constant {dense(w1)} : {ttype(w1)}
  %b1 = graph.constant {dense(b1)} : {ttype(b1)}
  %w2 = graph.constant {dense(w2)} : {ttype(w2)}
  %b2 = graph.constant {dense(b2)} : {ttype(b2)}
  %c = graph.matmul %a0, %w1 : (tensor<33x70xf32>, tensor<70x100xf32>) -> tensor<33x100xf32>
  %d = graph.add %c, %b1 : (tensor<33x100xf32>, tensor<100xf32>) -> tensor<33x100xf32>
  %e = graph.gelu %d : tensor<33x100xf32>
  %f = graph.matmul %e, %w2 : (tensor<33x100xf32>, tensor<100x40xf32>) -> tensor<33x40xf32>
  %g = graph.add %f, %b2 : (tensor<33x40xf32>, tensor<40xf32>) -> tensor<33x40xf32>""",
     [x], [("%g", (h1 @ w2 + b2).astype(np.float32))], atol=1e-4)
