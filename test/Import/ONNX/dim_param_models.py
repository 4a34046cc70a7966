#!/usr/bin/python3
"""Writes the models of dim-params.test: relu(x + y) with x and y of
dynamic shape, their dims named alike by dim_param ("batch", "seq";
named.onnx) or left unnamed (unnamed.onnx).

    dim_param_models.py OUT_DIR
"""

import os
import sys

import onnx
from onnx import TensorProto, helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
for name, dims in (("named", ["batch", "seq"]), ("unnamed", [None, None])):
    vi = [helper.make_tensor_value_info(n, TensorProto.FLOAT, dims)
          for n in ("x", "y", "z")]
    nodes = [helper.make_node("Add", ["x", "y"], ["s"]),
             helper.make_node("Relu", ["s"], ["z"])]
    graph = helper.make_graph(nodes, name, vi[:2], vi[2:])
    onnx.save(helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", 17)]), os.path.join(out, name + ".onnx"))
