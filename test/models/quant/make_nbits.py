#!/usr/bin/python3
"""Writes test/models/quant/nbits: weight-only quantized matmuls as
onnxruntime's int4 LLM exports carry them, and their expected outputs from
onnxruntime-node's CPU kernels.

    make_nbits.py [OUT_DIR]        (default: nbits next to this file)

One model (onnx.helper, seeded random weights, opset 21 + com.microsoft),
seven independent matmuls of the inputs x1..x7, outputs y1..y7:

  y1 = MatMulNBits(x1 [2, 3, 80]; bits 4, block 32, K 80 = 2.5 blocks
       (the last block padded), N 24, packed uint8 zero points, bias)
  y2 = MatMulNBits(x2 [5, 64]; bits 4, block 16, N 40, no zero point: 8,
       the in-order g_idx exporters write)
  y3 = MatMulNBits(x3 [3, 96]; bits 8, block 32, N 16, uint8 zero points)
  y4 = MatMul(x4 [4, 48], DequantizeLinear(W int8 [48, 20], blocked:
       axis 0, block_size 16, scale and zero point [3, 20]))
  y5 = MatMulNBits(x5 [2, 40]; bits 2, block 16, N 12, f32 zero points,
       bias)
  y6 = MatMul(x6 [3, 64], DequantizeLinear(W int4 [64, 10], blocked: axis
       0, block_size 16, no zero point))
  y7 = MatMul(x7 [3, 64], Transpose(DequantizeLinear(W uint4 [10, 64],
       blocked: axis 1, block_size 32, uint4 zero points)))

onnxruntime dequantizes the weights to f32 and multiplies in f32 (its
accuracy_level 0; the session option qdq_matmulnbits_accuracy_level=0 keeps
its DequantizeLinear + MatMul fusion at that level too, where its default
4 would quantize x4 to int8), so the outputs match to f32 summation order;
quant.test checks them at the f32 tolerance.
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from ort_node import write_test_data

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "nbits")
rng = np.random.default_rng(1919)

nodes, inits, inputs, outputs, feeds = [], [], [], [], {}


def init(name, array):
    inits.append(numpy_helper.from_array(array, name))
    return name


def pack(codes, bits):
    """Little-end-first packing of `codes` (last axis) into bytes."""
    per = 8 // bits
    pad = (-codes.shape[-1]) % per
    c = np.concatenate([codes, np.zeros(codes.shape[:-1] + (pad,),
                                        codes.dtype)], -1).astype(np.uint8)
    c = c.reshape(codes.shape[:-1] + (-1, per))
    byte = np.zeros(c.shape[:-1], np.uint8)
    for i in range(per):
        byte |= (c[..., i] << (i * bits)).astype(np.uint8)
    return byte


def nbits(idx, shape, n, bits, block, zp_kind, bias, g_idx=False):
    k = shape[-1]
    kb = -(-k // block)
    x = f"x{idx}"
    inputs.append(helper.make_tensor_value_info(x, TensorProto.FLOAT, shape))
    feeds[x] = rng.standard_normal(shape).astype(np.float32)
    codes = rng.integers(0, 1 << bits, (n, kb * block)).astype(np.uint8)
    b = pack(codes.reshape(n, kb, block), bits)
    scales = (rng.random(n * kb) * 0.05 + 0.01).astype(np.float32)
    ins = [x, init(f"b{idx}", b), init(f"s{idx}", scales)]
    if zp_kind == "packed":
        zp = rng.integers(0, 1 << bits, (n, kb)).astype(np.uint8)
        ins.append(init(f"zp{idx}", pack(zp, bits).reshape(-1)))
    elif zp_kind == "float":
        ins.append(init(f"zp{idx}", (rng.random(n * kb) * (1 << bits))
                        .astype(np.float32)))
    if g_idx:
        # The block of each k, in order (no act-order), as exporters write
        # it.
        while len(ins) < 4:
            ins.append("")
        ins.append(init(f"g{idx}", (np.arange(k) // block).astype(np.int32)))
    if bias:
        while len(ins) < 5:
            ins.append("")
        ins.append(init(f"bias{idx}", rng.standard_normal(n)
                        .astype(np.float32)))
    y = f"y{idx}"
    nodes.append(helper.make_node("MatMulNBits", ins, [y], domain="com.microsoft",
                                  K=k, N=n, bits=bits, block_size=block))
    outputs.append(helper.make_tensor_value_info(y, TensorProto.FLOAT,
                                                 list(shape[:-1]) + [n]))


nbits(1, [2, 3, 80], 24, 4, 32, "packed", True)
nbits(2, [5, 64], 40, 4, 16, None, False, g_idx=True)
nbits(3, [3, 96], 16, 8, 32, "packed", False)

# A blocked DequantizeLinear (opset 21) of int8 weights feeding MatMul.
inputs.append(helper.make_tensor_value_info("x4", TensorProto.FLOAT, [4, 48]))
feeds["x4"] = rng.standard_normal((4, 48)).astype(np.float32)
init("w4", rng.integers(-128, 128, (48, 20)).astype(np.int8))
init("w4_scale", (rng.random((3, 20)) * 0.02 + 0.005).astype(np.float32))
init("w4_zp", rng.integers(-10, 10, (3, 20)).astype(np.int8))
nodes.append(helper.make_node("DequantizeLinear", ["w4", "w4_scale", "w4_zp"],
                              ["w4_f"], axis=0, block_size=16))
nodes.append(helper.make_node("MatMul", ["x4", "w4_f"], ["y4"]))
outputs.append(helper.make_tensor_value_info("y4", TensorProto.FLOAT, [4, 20]))

nbits(5, [2, 40], 12, 2, 16, "float", True)


def int4_tensor(name, codes, signed):
    """An INT4 (22) / UINT4 (21) initializer, packed two to a byte, low
    nibble first (written by hand: Debian's onnx predates the types)."""
    t = onnx.TensorProto()
    t.name, t.data_type = name, 22 if signed else 21
    t.dims.extend(codes.shape)
    t.raw_data = pack((codes.reshape(-1) & 0xF).astype(np.uint8), 4).tobytes()
    inits.append(t)
    return name


# Blocked DequantizeLinear of int4 weights (signed, no zero point, along
# axis 0) and of uint4 weights (zero points, along axis 1, the weight used
# transposed), each feeding MatMul: what onnxruntime's int4 weight-only
# quantizer writes in QDQ format.
for idx, signed in ((6, True), (7, False)):
    x = f"x{idx}"
    inputs.append(helper.make_tensor_value_info(x, TensorProto.FLOAT, [3, 64]))
    feeds[x] = rng.standard_normal((3, 64)).astype(np.float32)
    if signed:
        w = int4_tensor("w6", rng.integers(-8, 8, (64, 10)), True)
        sc = init("w6_scale", (rng.random((4, 10)) * 0.05 + 0.01)
                  .astype(np.float32))
        nodes.append(helper.make_node("DequantizeLinear", [w, sc], ["w6_f"],
                                      axis=0, block_size=16))
        nodes.append(helper.make_node("MatMul", [x, "w6_f"], ["y6"]))
    else:
        w = int4_tensor("w7", rng.integers(0, 16, (10, 64)), False)
        sc = init("w7_scale", (rng.random((10, 2)) * 0.05 + 0.01)
                  .astype(np.float32))
        zp = int4_tensor("w7_zp", rng.integers(0, 16, (10, 2)), False)
        nodes.append(helper.make_node("DequantizeLinear", [w, sc, zp],
                                      ["w7_f"], axis=1, block_size=32))
        nodes.append(helper.make_node("Transpose", ["w7_f"], ["w7_t"],
                                      perm=[1, 0]))
        nodes.append(helper.make_node("MatMul", [x, "w7_t"], ["y7"]))
    outputs.append(helper.make_tensor_value_info(f"y{idx}", TensorProto.FLOAT,
                                                 [3, 10]))

graph = helper.make_graph(nodes, "nbits", inputs, outputs, inits)
model = helper.make_model(graph, opset_imports=[
    helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)],
    producer_name="mlc make_nbits.py")
model.ir_version = 10
os.makedirs(out, exist_ok=True)
onnx.save(model, os.path.join(out, "model.onnx"))

write_test_data(model, feeds, out)
print("wrote", out)
