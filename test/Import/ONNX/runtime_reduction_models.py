#!/usr/bin/python3
"""Writes the ONNX models of runtime-reductions.test: reductions whose axes
are graph inputs, each model with a test_data_set_0 whose expected outputs
numpy computes.

    runtime_reduction_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper

from onnx_data import write_data_sets

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64 = TensorProto.FLOAT, TensorProto.INT64


def save(name, nodes, inputs, outputs, data, opset):
    graph = helper.make_graph(nodes, name, inputs, outputs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())
    write_data_sets(out, name, [data])


def vi(name, dtype, shape):
    return helper.make_tensor_value_info(name, dtype, shape)


rng = np.random.default_rng(18)

# --- Opset 18 reductions with run-time axes --------------------------------
# Every Reduce* over a2 = [0, -1] keeping the axes and over a1 = [1] dropping
# it; ReduceSum over an empty e (all axes, or none with
# noop_with_empty_axes); ReduceMax over a2 dropping both axes.
x = rng.uniform(0.5, 1.5, (3, 4, 5)).astype(np.float32)
a1 = np.array([1], np.int64)
a2 = np.array([0, -1], np.int64)
e = np.zeros([0], np.int64)
REF = {
    "ReduceSum": lambda v, ax, k: np.sum(v, axis=ax, keepdims=k),
    "ReduceMean": lambda v, ax, k: np.mean(v, axis=ax, keepdims=k),
    "ReduceMax": lambda v, ax, k: np.max(v, axis=ax, keepdims=k),
    "ReduceMin": lambda v, ax, k: np.min(v, axis=ax, keepdims=k),
    "ReduceProd": lambda v, ax, k: np.prod(v, axis=ax, keepdims=k),
    "ReduceL1": lambda v, ax, k: np.sum(np.abs(v), axis=ax, keepdims=k),
    "ReduceL2": lambda v, ax, k: np.sqrt(np.sum(v * v, axis=ax, keepdims=k)),
    "ReduceLogSum": lambda v, ax, k: np.log(np.sum(v, axis=ax, keepdims=k)),
    "ReduceLogSumExp":
        lambda v, ax, k: np.log(np.sum(np.exp(v), axis=ax, keepdims=k)),
    "ReduceSumSquare": lambda v, ax, k: np.sum(v * v, axis=ax, keepdims=k),
}
nodes, outputs, expected = [], [], []
for op, ref in REF.items():
    for axes, keep, tag in (("a2", 1, "k"), ("a1", 0, "d")):
        name = "%s_%s" % (op, tag)
        nodes.append(helper.make_node(op, ["x", axes], [name], keepdims=keep))
        r = ref(x.astype(np.float64), (0, 2) if axes == "a2" else (1,),
                bool(keep)).astype(np.float32)
        outputs.append(vi(name, F, list(r.shape)))
        expected.append(r)
nodes.append(helper.make_node("ReduceSum", ["x", "e"], ["sum_all"]))
outputs.append(vi("sum_all", F, [1, 1, 1]))
expected.append(np.sum(x, keepdims=True))
nodes.append(helper.make_node("ReduceSum", ["x", "e"], ["sum_none"],
                              noop_with_empty_axes=1))
outputs.append(vi("sum_none", F, [3, 4, 5]))
expected.append(x)
nodes.append(helper.make_node("ReduceMax", ["x", "a2"], ["max_dd"],
                              keepdims=0))
outputs.append(vi("max_dd", F, [4]))
expected.append(np.max(x, axis=(0, 2)))
save("reduce18", nodes,
     [vi("x", F, [3, 4, 5]), vi("a1", I64, [1]), vi("a2", I64, [2]),
      vi("e", I64, [0])],
     outputs, ([x, a1, a2, e], expected), opset=18)
