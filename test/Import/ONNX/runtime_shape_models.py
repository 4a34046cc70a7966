#!/usr/bin/python3
"""Writes the ONNX models of runtime-shapes.test (shapes known only at run
time under --force-dynamic).

    runtime_shape_models.py OUT_DIR
"""

import os
import sys

import onnx
from onnx import TensorProto, helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F, I64 = TensorProto.FLOAT, TensorProto.INT64


def save(name, nodes, inputs, outputs, opset=13):
    graph = helper.make_graph(nodes, name, inputs, outputs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    onnx.save(model, os.path.join(out, name + ".onnx"))


vi = helper.make_tensor_value_info

# Shape as a model output; Flatten, Unsqueeze and Trilu of a 3-D input.
save("shapes",
     [helper.make_node("Shape", ["x"], ["s"]),
      helper.make_node("Flatten", ["x"], ["f"], axis=2),
      helper.make_node("Constant", [], ["axes"],
                       value=helper.make_tensor("axes", I64, [1], [1])),
      helper.make_node("Unsqueeze", ["x", "axes"], ["u"]),
      helper.make_node("Trilu", ["x"], ["t"], upper=1)],
     [vi("x", F, [2, 3, 4])],
     [vi("s", I64, [3]), vi("f", F, [6, 4]), vi("u", F, [2, 1, 3, 4]),
      vi("t", F, [2, 3, 4])])
