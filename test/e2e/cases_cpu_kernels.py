"""The CPU's vector code paths (mlc-cpu-vectorize), end to end against
numpy, at sizes that reach them: convolutions through the register-tiled
micro-kernel (stride 1 and 2, depthwise, dilated, 1x1 over narrow feature
maps whose oh·ow loops are folded, remainder rows and columns), softmax and
layer_norm rows of at least one vector (vector row reductions, with and
without a tail), and matmul epilogue chains fused on the CPU. The smaller
cases in cases_nn.py / cases_fusion.py mostly stay below a vector."""

import numpy as np

from harness import Case, rng, ttype
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
    args = ", ".join(f"%a{i}: {ttype(a)}" for i, a in enumerate(inputs))
    out_types = [ttype(e) for _, e in outputs]
    mlir = f"""func.func @main({args}) -> ({", ".join(out_types)}) {{
{body}
  return {", ".join(n for n, _ in outputs)} : {", ".join(out_types)}
}}"""
    CASES.append(Case(name, mlir, list(inputs), [e for _, e in outputs], rtol, atol))


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
