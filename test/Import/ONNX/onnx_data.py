"""Writes ONNX backend-test data sets for the model generators of this
directory: OUT/NAME/test_data_set_K/{input,output}_N.pb, one set per
(inputs, outputs) pair, as `mlc-run --test-data` reads them; save_model
writes a one-graph model next to them (OUT/NAME.onnx)."""

import os

import numpy as np
import onnx
from onnx import helper, numpy_helper


def write_data_sets(out, name, sets):
    for k, (ins, outs) in enumerate(sets):
        d = os.path.join(out, name, "test_data_set_%d" % k)
        os.makedirs(d, exist_ok=True)
        for prefix, arrays in (("input", ins), ("output", outs)):
            for i, a in enumerate(arrays):
                onnx.save_tensor(numpy_helper.from_array(np.asarray(a)),
                                 os.path.join(d, "%s_%d.pb" % (prefix, i)))


def save_model(out, name, nodes, inputs, outputs, sets, opset):
    graph = helper.make_graph(nodes, name, inputs, outputs)
    model = helper.make_model(graph,
                              opset_imports=[helper.make_opsetid("", opset)])
    onnx.save(model, os.path.join(out, name + ".onnx"))
    write_data_sets(out, name, sets)
