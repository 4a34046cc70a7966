#!/usr/bin/python3
"""Writes the small ONNX models the importer's lit tests read.

    make_models.py OUT_DIR

Each model is built with onnx.helper at test time (nothing binary is checked
in); the bad ones (corrupt, truncated, dangling names...) are written as raw
bytes so that onnx's own checker never sees them.
"""

import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def save(name, nodes, inputs, outputs, inits=(), opset=13):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())
    return model


def vi(name, dtype, shape):
    return helper.make_tensor_value_info(name, dtype, shape)


F = TensorProto.FLOAT

# Elementwise with a symbolic batch dim; a small constant (dense) and a big
# one (dense_resource).
save("add_relu",
     [helper.make_node("Add", ["x", "bias"], ["s"], name="add0"),
      helper.make_node("Mul", ["s", "w"], ["m"], name="mul0"),
      helper.make_node("Relu", ["m"], ["y"], name="relu0")],
     [vi("x", F, ["batch", 64])], [vi("y", F, ["batch", 64])],
     [numpy_helper.from_array(np.full(64, 0.5, np.float32), "bias"),
      numpy_helper.from_array(np.arange(64, dtype=np.float32), "w")])

# Gemm with alpha/beta/transB, Conv with SAME padding, opset-11 Softmax.
rng = np.random.default_rng(0)
save("nn",
     [helper.make_node("Conv", ["x", "cw"], ["c"], name="conv0", auto_pad="SAME_UPPER",
                       kernel_shape=[3, 3]),
      helper.make_node("Flatten", ["c"], ["f"], name="flat0", axis=1),
      helper.make_node("Gemm", ["f", "gw", "gb"], ["g"], name="gemm0", alpha=0.5,
                       beta=2.0, transB=1),
      helper.make_node("Softmax", ["g"], ["y"], name="softmax0", axis=1)],
     [vi("x", F, [1, 2, 4, 4])], [vi("y", F, [1, 3])],
     [numpy_helper.from_array(rng.standard_normal((2, 2, 3, 3)).astype(np.float32), "cw"),
      numpy_helper.from_array(rng.standard_normal((3, 32)).astype(np.float32), "gw"),
      numpy_helper.from_array(np.ones(3, np.float32), "gb")],
     opset=11)

# A shape computation folded at import: Reshape(x, Concat(Gather(Shape(x), 0), [-1])).
save("shape_fold",
     [helper.make_node("Shape", ["x"], ["sh"], name="shape0"),
      helper.make_node("Gather", ["sh", "zero"], ["n"], name="gather0", axis=0),
      helper.make_node("Unsqueeze", ["n", "zero1"], ["n1"], name="unsq0"),
      helper.make_node("Concat", ["n1", "minus1"], ["newshape"], name="concat0", axis=0),
      helper.make_node("Reshape", ["x", "newshape"], ["y"], name="reshape0")],
     [vi("x", F, ["N", 3, 4, 5])], [vi("y", F, ["N", 60])],
     [numpy_helper.from_array(np.array(0, np.int64), "zero"),
      numpy_helper.from_array(np.array([0], np.int64), "zero1"),
      numpy_helper.from_array(np.array([-1], np.int64), "minus1")])

# Many dtypes through Cast, and 1-D MatMul operands.
save("dtypes",
     [helper.make_node("Cast", ["a"], ["a32"], name="cast0", to=TensorProto.FLOAT),
      helper.make_node("MatMul", ["a32", "m"], ["v"], name="matmul0"),
      helper.make_node("Cast", ["v"], ["y"], name="cast1", to=TensorProto.UINT16),
      helper.make_node("Not", ["b"], ["nb"], name="not0")],
     [vi("a", TensorProto.INT8, [4]), vi("b", TensorProto.BOOL, [2]),
      vi("m", F, [4, 3])],
     [vi("y", TensorProto.UINT16, [3]), vi("nb", TensorProto.BOOL, [2])])

# --- bad models -------------------------------------------------------------
save("unsupported",
     [helper.make_node("Relu", ["x"], ["r"], name="ok0"),
      helper.make_node("MaxRoiPool", ["r", "rois"], ["y"], name="my_roi_node",
                       pooled_shape=[1, 1])],
     [vi("x", F, [1, 1, 2, 2]), vi("rois", F, [1, 5])], [vi("y", F, None)],
     opset=11)

save("missing_init",
     [helper.make_node("Add", ["x", "not_there"], ["y"], name="add_missing")],
     [vi("x", F, [4])], [vi("y", F, [4])])

save("duplicate",
     [helper.make_node("Relu", ["x"], ["t"], name="first"),
      helper.make_node("Neg", ["x"], ["t"], name="second")],
     [vi("x", F, [4])], [vi("t", F, [4])])

save("dangling_output",
     [helper.make_node("Relu", ["x"], ["t"], name="r0")],
     [vi("x", F, [4])], [vi("nowhere", F, [4])])

save("bad_dtype",
     [helper.make_node("Identity", ["x"], ["y"], name="id0")],
     [vi("x", TensorProto.COMPLEX64, [4])],
     [vi("y", TensorProto.COMPLEX64, [4])])

save("bad_attr",
     [helper.make_node("BitShift", ["x", "x"], ["y"], name="bad_shift",
                       direction="UP")],
     [vi("x", TensorProto.UINT8, [4])], [vi("y", TensorProto.UINT8, [4])])

good = save("to_truncate",
            [helper.make_node("Relu", ["x"], ["y"], name="r0")],
            [vi("x", F, [1024])], [vi("y", F, [1024])],
            [numpy_helper.from_array(np.ones(1024, np.float32), "unused_w")])
data = good.SerializeToString()
with open(os.path.join(out, "truncated.onnx"), "wb") as f:
    f.write(data[: len(data) // 2])
with open(os.path.join(out, "corrupt.onnx"), "wb") as f:
    f.write(b"\xff\xfe this is not a protobuf \x00\x01\x02" * 8)

# Weight-only quantization the importer cannot take: a MatMulNBits whose
# packed weights are a graph input, one with 3 bits, and a blocked
# DequantizeLinear whose scale has the wrong number of blocks.
U8 = TensorProto.UINT8


def save_ms(name, nodes, inputs, outputs, inits=()):
    graph = helper.make_graph(nodes, name, inputs, outputs, list(inits))
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
    with open(os.path.join(out, name + ".onnx"), "wb") as f:
        f.write(model.SerializeToString())


nbits_scale = numpy_helper.from_array(np.ones(8, np.float32), "s")
save_ms("nbits_runtime_b",
        [helper.make_node("MatMulNBits", ["a", "b", "s"], ["y"], name="mnb",
                          domain="com.microsoft", K=32, N=4, bits=4,
                          block_size=16)],
        [vi("a", F, [2, 32]), vi("b", U8, [4, 2, 8])], [vi("y", F, [2, 4])],
        [nbits_scale])
save_ms("nbits_3bits",
        [helper.make_node("MatMulNBits", ["a", "b", "s"], ["y"], name="mnb3",
                          domain="com.microsoft", K=32, N=4, bits=3,
                          block_size=16)],
        [vi("a", F, [2, 32])], [vi("y", F, [2, 4])],
        [numpy_helper.from_array(np.zeros((4, 2, 6), np.uint8), "b"),
         nbits_scale])
save_ms("blocked_bad_scale",
        [helper.make_node("DequantizeLinear", ["w", "ws"], ["y"],
                          name="dq_blocked", axis=0, block_size=16)],
        [vi("w", TensorProto.INT8, [48, 4])], [vi("y", F, [48, 4])],
        [numpy_helper.from_array(np.ones((2, 4), np.float32), "ws")])
save_ms("blocked_dynamic",
        [helper.make_node("DequantizeLinear", ["w", "ws"], ["y"],
                          name="dq_blocked_dyn", axis=0, block_size=16)],
        [vi("w", TensorProto.INT8, ["n", 4]), vi("ws", F, ["b", 4])],
        [vi("y", F, ["n", 4])])
for name, gidx, with_zp in (("nbits_act_order", np.arange(32)[::-1] // 16,
                             False),
                            ("nbits_gidx_zp", np.arange(32) // 16, True)):
    ins = ["a", "b", "s", "zp" if with_zp else "", "g"]
    inits = [numpy_helper.from_array(np.zeros((4, 2, 8), np.uint8), "b"),
             nbits_scale,
             numpy_helper.from_array(gidx.astype(np.int32), "g")]
    if with_zp:
        inits.append(numpy_helper.from_array(np.zeros(4, np.uint8), "zp"))
    save_ms(name,
            [helper.make_node("MatMulNBits", ins, ["y"], name=name,
                              domain="com.microsoft", K=32, N=4, bits=4,
                              block_size=16)],
            [vi("a", F, [2, 32])], [vi("y", F, [2, 4])], inits)
