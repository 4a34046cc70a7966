#!/usr/bin/python3
"""Writes the ONNX models of more-ops.test (ops that lib/Import/ONNX
decomposes at import: Resize, BitShift, Compress, Einsum and Momentum).

    more_ops_models.py OUT_DIR
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
F = TensorProto.FLOAT


def save(name, nodes, inputs, outputs, inits=(), opset=13, opsets=None):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    imports = opsets or [helper.make_opsetid("", opset)]
    model = helper.make_model(graph, opset_imports=imports)
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())


def vi(name, dtype, shape):
    return helper.make_tensor_value_info(name, dtype, shape)


def const(name, arr):
    return numpy_helper.from_array(np.asarray(arr), name)


# Nearest upsampling by sizes: one gather per resized axis, constant indices.
save("resize_nearest",
     [helper.make_node("Resize", ["x", "", "", "sizes"], ["y"],
                       name="rz", mode="nearest")],
     [vi("x", F, [1, 1, 2, 2])], [vi("y", F, [1, 1, 4, 4])],
     [const("sizes", np.array([1, 1, 4, 4], np.int64))])

# Linear (half_pixel) 2x upsampling along the last axis: two weighted taps.
save("resize_linear",
     [helper.make_node("Resize", ["x", "", "scales"], ["y"],
                       name="rz", mode="linear")],
     [vi("x", F, [1, 2])], [vi("y", F, [1, 4])],
     [const("scales", np.array([1, 2], np.float32))])

# Unsupported Resize variants are diagnosed.
save("resize_antialias",
     [helper.make_node("Resize", ["x", "", "scales"], ["y"],
                       name="rz_aa", mode="linear", antialias=1)],
     [vi("x", F, [1, 4])], [vi("y", F, [1, 2])],
     [const("scales", np.array([1, 0.5], np.float32))], opset=18)
save("resize_runtime_scales",
     [helper.make_node("Resize", ["x", "", "scales"], ["y"],
                       name="rz_rt", mode="nearest")],
     [vi("x", F, [1, 4]), vi("scales", F, [2])], [vi("y", F, None)])

# BitShift is defined for integers only (unsigned; signed since opset 28).
save("bitshift_float",
     [helper.make_node("BitShift", ["a", "b"], ["y"], name="shl",
                       direction="LEFT")],
     [vi("a", F, [3]), vi("b", F, [3])], [vi("y", F, [3])], opset=11)

# Compress with a condition known only at run time.
save("compress_runtime",
     [helper.make_node("Compress", ["x", "c"], ["y"], name="cmp", axis=0)],
     [vi("x", F, [3]), vi("c", TensorProto.BOOL, [3])], [vi("y", F, None)],
     opset=11)

# Einsum of three operands is not supported.
save("einsum3",
     [helper.make_node("Einsum", ["a", "b", "c"], ["y"], name="es",
                       equation="i,i,i->")],
     [vi("a", F, [2]), vi("b", F, [2]), vi("c", F, [2])], [vi("y", F, [])],
     opset=12)

# A model of the training domain alone imports; a default-domain node in it
# is an error.
training = [helper.make_opsetid("ai.onnx.preview.training", 1)]
momentum = helper.make_node("Momentum", ["r", "t", "x", "g", "v"],
                            ["x2", "v2"], name="mom",
                            domain="ai.onnx.preview.training", alpha=0.9,
                            beta=0.1, mode="standard", norm_coefficient=0.0)
save("momentum", [momentum],
     [vi("r", F, []), vi("t", TensorProto.INT64, []), vi("x", F, [2]),
      vi("g", F, [2]), vi("v", F, [2])],
     [vi("x2", F, [2]), vi("v2", F, [2])], opsets=training)
save("training_with_neg",
     [helper.make_node("Neg", ["x"], ["y"], name="neg")],
     [vi("x", F, [2])], [vi("y", F, [2])], opsets=training)
