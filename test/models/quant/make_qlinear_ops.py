#!/usr/bin/python3
"""Writes test/models/quant/qlinear_ops: onnxruntime's com.microsoft
QLinearSigmoid, QLinearLeakyRelu, QLinearAveragePool and QLinearSoftmax
(what onnxruntime.quantization writes for Sigmoid, LeakyRelu, AveragePool
and Softmax in QOperator format), and their expected outputs from onnxruntime-node's CPU
kernels.

    make_qlinear_ops.py [OUT_DIR]        (default: qlinear_ops next to this file)

One model (onnx.helper, seeded inputs and parameters), outputs y1..y8:

  y1 = QLinearSigmoid(u8 x [1, 8, 9, 9])
  y2 = QLinearLeakyRelu(s8 x2 [2, 40], alpha 0.1)
  y3 = QLinearAveragePool(x, 3x3, strides 2, pads 1, count_include_pad 0)
  y4 = QLinearAveragePool(x, 2x2, strides 2, ceil_mode, count_include_pad 1)
  y5 = QLinearAveragePool(channels_last xl [1, 9, 9, 8], 3x3, pads 1)
  y6 = QLinearSoftmax(u8 xs [2, 4, 24], axis -1, opset 13)
  y7 = QLinearSoftmax(s8 xs8 [3, 16, 5], axis 1 (not the last), opset 13)
  y8 = QLinearSoftmax(xs, axis 1, opset 12: over the flattened [4 * 24])

Every output is 8-bit, so a match is exact (quant.test).
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from ort_node import write_test_data

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "qlinear_ops")
rng = np.random.default_rng(1920)

U8, S8 = TensorProto.UINT8, TensorProto.INT8
inits = []


def init(name, array):
    inits.append(numpy_helper.from_array(array, name))
    return name


feeds = {
    "x": rng.integers(0, 256, (1, 8, 9, 9)).astype(np.uint8),
    "x2": rng.integers(-128, 128, (2, 40)).astype(np.int8),
    "xl": rng.integers(0, 256, (1, 9, 9, 8)).astype(np.uint8),
    "xs": rng.integers(0, 256, (2, 4, 24)).astype(np.uint8),
    "xs8": rng.integers(-128, 128, (3, 16, 5)).astype(np.int8),
}
init("sx", np.array(0.043, np.float32))
init("zx", np.array(131, np.uint8))
init("sy", np.array(1 / 256, np.float32))
init("zy", np.array(0, np.uint8))
init("sp", np.array(0.041, np.float32))
init("zp", np.array(125, np.uint8))
init("s2", np.array(0.05, np.float32))
init("z2", np.array(-3, np.int8))
init("s2y", np.array(0.031, np.float32))
init("z2y", np.array(-40, np.int8))
init("ss", np.array(0.03, np.float32))
init("zs", np.array(100, np.uint8))
init("sys", np.array(1 / 256, np.float32))
init("zys", np.array(0, np.uint8))
init("ss8", np.array(0.04, np.float32))
init("zs8", np.array(3, np.int8))
init("zys8", np.array(-128, np.int8))
ms = dict(domain="com.microsoft")
nodes = [
    helper.make_node("QLinearSigmoid", ["x", "sx", "zx", "sy", "zy"], ["y1"],
                     **ms),
    helper.make_node("QLinearLeakyRelu", ["x2", "s2", "z2", "s2y", "z2y"],
                     ["y2"], alpha=0.1, **ms),
    helper.make_node("QLinearAveragePool", ["x", "sx", "zx", "sp", "zp"],
                     ["y3"], kernel_shape=[3, 3], strides=[2, 2],
                     pads=[1, 1, 1, 1], count_include_pad=0, **ms),
    helper.make_node("QLinearAveragePool", ["x", "sx", "zx", "sp", "zp"],
                     ["y4"], kernel_shape=[2, 2], strides=[2, 2],
                     ceil_mode=1, count_include_pad=1, **ms),
    helper.make_node("QLinearAveragePool", ["xl", "sx", "zx", "sp", "zp"],
                     ["y5"], kernel_shape=[3, 3], pads=[1, 1, 1, 1],
                     channels_last=1, **ms),
    helper.make_node("QLinearSoftmax", ["xs", "ss", "zs", "sys", "zys"],
                     ["y6"], axis=-1, opset=13, **ms),
    helper.make_node("QLinearSoftmax", ["xs8", "ss8", "zs8", "sys", "zys8"],
                     ["y7"], axis=1, opset=13, **ms),
    helper.make_node("QLinearSoftmax", ["xs", "ss", "zs", "sys", "zys"],
                     ["y8"], axis=1, opset=12, **ms),
]
vi = helper.make_tensor_value_info
graph = helper.make_graph(
    nodes, "qlinear_ops",
    [vi("x", U8, [1, 8, 9, 9]), vi("x2", S8, [2, 40]),
     vi("xl", U8, [1, 9, 9, 8]), vi("xs", U8, [2, 4, 24]),
     vi("xs8", S8, [3, 16, 5])],
    [vi("y1", U8, [1, 8, 9, 9]), vi("y2", S8, [2, 40]),
     vi("y3", U8, [1, 8, 5, 5]), vi("y4", U8, [1, 8, 5, 5]),
     vi("y5", U8, [1, 9, 9, 8]), vi("y6", U8, [2, 4, 24]),
     vi("y7", S8, [3, 16, 5]), vi("y8", U8, [2, 4, 24])],
    inits)
model = helper.make_model(graph, opset_imports=[
    helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)],
    producer_name="mlc make_qlinear_ops.py")
os.makedirs(out, exist_ok=True)
onnx.save(model, os.path.join(out, "model.onnx"))
write_test_data(model, feeds, out)
print("wrote", out)
