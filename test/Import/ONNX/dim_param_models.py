#!/usr/bin/python3
"""Writes the models of dim-params.test: relu(x + y) with x and y of
dynamic shape, their dims named alike by dim_param ("batch", "seq";
named.onnx) or left unnamed (unnamed.onnx); and expr.onnx, the sums of the
rows of k ["batch", "past"] and of mask ["batch", "past + 1"] added.

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

vi = [helper.make_tensor_value_info("k", TensorProto.FLOAT, ["batch", "past"]),
      helper.make_tensor_value_info("mask", TensorProto.FLOAT,
                                    ["batch", "past + 1"]),
      helper.make_tensor_value_info("z", TensorProto.FLOAT, ["batch"])]
nodes = [helper.make_node("ReduceSum", ["k"], ["a"], axes=[1], keepdims=0),
         helper.make_node("ReduceSum", ["mask"], ["b"], axes=[1], keepdims=0),
         helper.make_node("Add", ["a", "b"], ["z"])]
graph = helper.make_graph(nodes, "expr", vi[:2], vi[2:])
onnx.save(helper.make_model(graph, opset_imports=[
    helper.make_opsetid("", 12)]), os.path.join(out, "expr.onnx"))
