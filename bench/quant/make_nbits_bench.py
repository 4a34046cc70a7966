#!/usr/bin/python3
"""Writes weight-only int4 benchmark models for bench/quant/run.sh (issue
#19): a transformer-sized linear layer, K = N = 2048, as com.microsoft
MatMulNBits (4 bits, block 32, uint8 zero points) and as the f32 MatMul of
the same dequantized weights, each at M = 1 (decode) and M = 64 (prefill),
with expected outputs from onnxruntime-node.

    make_nbits_bench.py OUT_DIR
    RUNS=50 sh bench/quant/run.sh OUT_DIR
"""
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "test", "models", "quant"))
from ort_node import write_test_data  # noqa: E402

out = sys.argv[1]
rng = np.random.default_rng(4)
K = N = 2048
BLOCK = 32
kb = K // BLOCK
codes = rng.integers(0, 16, (N, kb, BLOCK)).astype(np.uint8)
zp = rng.integers(0, 16, (N, kb)).astype(np.uint8)
scale = (rng.random((N, kb)) * 0.01 + 0.001).astype(np.float32)
packed = (codes[..., 0::2] | (codes[..., 1::2] << 4)).astype(np.uint8)
zp_packed = (zp[:, 0::2] | (zp[:, 1::2] << 4)).astype(np.uint8).reshape(-1)
w = ((codes.astype(np.float32) - zp[..., None]) * scale[..., None]).reshape(N, K)

for m in (1, 64):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [m, K])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, N])
    feeds = {"x": rng.standard_normal((m, K)).astype(np.float32)}
    for kind in ("int4", "f32"):
        if kind == "int4":
            inits = [numpy_helper.from_array(packed, "b"),
                     numpy_helper.from_array(scale.reshape(-1), "s"),
                     numpy_helper.from_array(zp_packed, "zp")]
            node = helper.make_node("MatMulNBits", ["x", "b", "s", "zp"], ["y"],
                                    domain="com.microsoft", K=K, N=N, bits=4,
                                    block_size=BLOCK)
        else:
            inits = [numpy_helper.from_array(np.ascontiguousarray(w.T), "w")]
            node = helper.make_node("MatMul", ["x", "w"], ["y"])
        graph = helper.make_graph([node], f"{kind}_m{m}", [x], [y], inits)
        model = helper.make_model(graph, opset_imports=[
            helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
        d = os.path.join(out, f"linear_{kind}_m{m}")
        os.makedirs(d, exist_ok=True)
        onnx.save(model, os.path.join(d, "model.onnx"))
        write_test_data(model, feeds, d)
