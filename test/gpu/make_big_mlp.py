"""Writes an ONNX MLP with about 100 MB of f32 weights (6 layers of 2048x2048
MatMul + bias + Relu), for the --weights=external / --random-weights check:
its library stays small, its parameter file need not travel."""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

layers, width, batch = 6, 2048, 64
rng = np.random.default_rng(0)
nodes, inits = [], []
x = "x"
for i in range(layers):
    w = (rng.standard_normal((width, width)) / np.sqrt(width)).astype(np.float32)
    b = (0.01 * rng.standard_normal(width)).astype(np.float32)
    inits += [numpy_helper.from_array(w, f"w{i}"), numpy_helper.from_array(b, f"b{i}")]
    nodes += [helper.make_node("MatMul", [x, f"w{i}"], [f"m{i}"]),
              helper.make_node("Add", [f"m{i}", f"b{i}"], [f"a{i}"]),
              helper.make_node("Relu", [f"a{i}"], [f"h{i}"])]
    x = f"h{i}"
graph = helper.make_graph(
    nodes, "big_mlp",
    [helper.make_tensor_value_info("x", TensorProto.FLOAT, [batch, width])],
    [helper.make_tensor_value_info(x, TensorProto.FLOAT, [batch, width])], inits)
model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
onnx.save(model, sys.argv[1])
