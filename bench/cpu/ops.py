#!/usr/bin/python3
"""Single-op and small-block ONNX models at the hidden sizes of BERT-base
(128 tokens, hidden 768, 12 heads, FFN 3072), with test data whose expected
outputs numpy computes in float64. bench.py builds them on demand:

    sh bench/cpu/run.sh build matmul_768 matmul_3072 softmax layer_norm gelu mlp

  matmul_768   x[128,768] · W[768,768]    (W a constant, as in a model)
  matmul_3072  x[128,768] · W[768,3072]
  softmax      softmax(x[12,128,128], axis=-1)
  layer_norm   LayerNormalization(x[128,768]) (opset 17)
  gelu         erf GELU of x[128,3072]
  mlp          x[128,768] · W1 + b1 → GELU → · W2 + b2 (768→3072→768)
"""
import math
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPS = ["matmul_768", "matmul_3072", "softmax", "layer_norm", "gelu", "mlp"]


def _erf(x):
    return np.vectorize(math.erf)(x)


def _gelu(x):
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))


def _gelu_nodes(x, out, prefix):
    """Erf GELU as ONNX nodes (what torch exports), x → out."""
    c = lambda n, v: numpy_helper.from_array(np.array(v, np.float32), prefix + n)
    inits = [c("sqrt2", math.sqrt(2.0)), c("one", 1.0), c("half", 0.5)]
    nodes = [
        helper.make_node("Div", [x, prefix + "sqrt2"], [prefix + "d"]),
        helper.make_node("Erf", [prefix + "d"], [prefix + "e"]),
        helper.make_node("Add", [prefix + "e", prefix + "one"], [prefix + "a"]),
        helper.make_node("Mul", [x, prefix + "a"], [prefix + "m"]),
        helper.make_node("Mul", [prefix + "m", prefix + "half"], [out]),
    ]
    return nodes, inits


def build(name, rng):
    """(model, inputs, expected outputs) for one of OPS."""
    f32 = np.float32
    inits, nodes = [], []
    if name.startswith("matmul_"):
        n = int(name.split("_")[1])
        x = rng.standard_normal((128, 768)).astype(f32)
        w = (rng.standard_normal((768, n)) / math.sqrt(768)).astype(f32)
        inits.append(numpy_helper.from_array(w, "w"))
        nodes.append(helper.make_node("MatMul", ["x", "w"], ["y"]))
        y = x.astype(np.float64) @ w.astype(np.float64)
    elif name == "softmax":
        x = rng.standard_normal((12, 128, 128)).astype(f32)
        nodes.append(helper.make_node("Softmax", ["x"], ["y"], axis=-1))
        e = np.exp(x.astype(np.float64) - x.max(-1, keepdims=True))
        y = e / e.sum(-1, keepdims=True)
    elif name == "layer_norm":
        x = rng.standard_normal((128, 768)).astype(f32)
        g = rng.standard_normal(768).astype(f32)
        b = rng.standard_normal(768).astype(f32)
        inits += [numpy_helper.from_array(g, "g"), numpy_helper.from_array(b, "b")]
        nodes.append(helper.make_node("LayerNormalization", ["x", "g", "b"],
                                      ["y"], axis=-1, epsilon=1e-5))
        xd = x.astype(np.float64)
        mu = xd.mean(-1, keepdims=True)
        var = ((xd - mu) ** 2).mean(-1, keepdims=True)
        y = (xd - mu) / np.sqrt(var + 1e-5) * g + b
    elif name == "gelu":
        x = rng.standard_normal((128, 3072)).astype(f32)
        gn, gi = _gelu_nodes("x", "y", "g_")
        nodes += gn
        inits += gi
        y = _gelu(x.astype(np.float64))
    elif name == "mlp":
        x = rng.standard_normal((128, 768)).astype(f32)
        w1 = (rng.standard_normal((768, 3072)) / math.sqrt(768)).astype(f32)
        b1 = (rng.standard_normal(3072) * 0.1).astype(f32)
        w2 = (rng.standard_normal((3072, 768)) / math.sqrt(3072)).astype(f32)
        b2 = (rng.standard_normal(768) * 0.1).astype(f32)
        for n_, v in [("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)]:
            inits.append(numpy_helper.from_array(v, n_))
        nodes += [helper.make_node("MatMul", ["x", "w1"], ["h0"]),
                  helper.make_node("Add", ["h0", "b1"], ["h1"])]
        gn, gi = _gelu_nodes("h1", "h2", "g_")
        nodes += gn
        inits += gi
        nodes += [helper.make_node("MatMul", ["h2", "w2"], ["h3"]),
                  helper.make_node("Add", ["h3", "b2"], ["y"])]
        d = lambda a: a.astype(np.float64)
        y = _gelu(d(x) @ d(w1) + d(b1)) @ d(w2) + d(b2)
    else:
        raise ValueError("unknown op model " + name)
    graph = helper.make_graph(
        nodes, name,
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, x.shape)],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, y.shape)],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model, [x], [y.astype(f32)]


def write(name, out_dir):
    """Writes out_dir/model.onnx and out_dir/test_data_set_0/{input,output}_0.pb."""
    model, inputs, outputs = build(name, np.random.default_rng(0))
    data = os.path.join(out_dir, "test_data_set_0")
    os.makedirs(data, exist_ok=True)
    onnx.save(model, os.path.join(out_dir, "model.onnx"))
    for kind, arrays in (("input", inputs), ("output", outputs)):
        for i, a in enumerate(arrays):
            with open(os.path.join(data, "%s_%d.pb" % (kind, i)), "wb") as f:
                f.write(numpy_helper.from_array(a).SerializeToString())


if __name__ == "__main__":
    for n in sys.argv[2:] or OPS:
        write(n, os.path.join(sys.argv[1], n))
