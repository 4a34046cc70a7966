"""Writes an ONNX model of about SIZE_MB megabytes of f32 weights: a chain of
MatMul + Add + Relu layers of 1024x1024 weights (4 MiB each), embedded in
the protobuf (the case the importer must handle in seconds).

    python3 make_big_model.py OUT.onnx [SIZE_MB]"""

import sys

import numpy as np
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
size_mb = int(sys.argv[2]) if len(sys.argv) > 2 else 100
n = 1024
layers = max(1, size_mb * 1024 * 1024 // (n * n * 4))
rng = np.random.default_rng(0)
nodes, inits = [], []
prev = "x"
for i in range(layers):
    w = (rng.standard_normal((n, n)) / np.sqrt(n)).astype(np.float32)
    b = np.zeros(n, np.float32)
    inits += [numpy_helper.from_array(w, f"w{i}"), numpy_helper.from_array(b, f"b{i}")]
    nodes += [helper.make_node("MatMul", [prev, f"w{i}"], [f"m{i}"]),
              helper.make_node("Add", [f"m{i}", f"b{i}"], [f"a{i}"]),
              helper.make_node("Relu", [f"a{i}"], [f"h{i}"])]
    prev = f"h{i}"
g = helper.make_graph(nodes, "big",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, n])],
                      [helper.make_tensor_value_info(prev, TensorProto.FLOAT, [1, n])], inits)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
with open(out, "wb") as f:
    f.write(m.SerializeToString())
print(f"{out}: {layers} layers, {layers * (n * n + n) * 4 / 1e6:.1f} MB of weights")
